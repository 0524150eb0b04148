from santorini._core.god cimport God, Gen
from santorini._core.turn cimport Turn

cdef void build_first(Gen* g, int src, bint keep_level, Turn flags) noexcept nogil
cdef void moves_after_dome(Gen* g, int w, bint keep_level) noexcept nogil
cdef void install(God* g) noexcept nogil
