# Pan: also wins by moving down two or more levels.
from santorini._core.genkit cimport WIN_BY_DROP
from santorini._core.god cimport God, god_settings


cdef void install(God* g) noexcept nogil:
    god_settings(g, WIN_BY_DROP)
