# Atlas: the build may be a dome at any level.
from santorini._core.genkit cimport BUILD_DOME_ANY
from santorini._core.god cimport God, god_settings


cdef void install(God* g) noexcept nogil:
    god_settings(g, BUILD_DOME_ANY)
