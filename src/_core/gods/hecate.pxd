from santorini._core.god cimport God

cdef void install(God* g) noexcept nogil
