from santorini._core.god cimport God, Gen
from santorini._core.turn cimport Turn

cdef void build_first(Gen* g, int src, bint keep_level, Turn flags) noexcept nogil
cdef void install(God* g) noexcept nogil
