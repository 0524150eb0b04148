# Demeter: an optional second build, not on the same square.
from santorini._core.genkit cimport BUILD_AGAIN_ELSEWHERE
from santorini._core.god cimport God, god_settings


cdef void install(God* g) noexcept nogil:
    god_settings(g, BUILD_AGAIN_ELSEWHERE)
