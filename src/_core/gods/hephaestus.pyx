# Hephaestus: an optional second block on the same square (never a dome).
from santorini._core.genkit cimport BUILD_AGAIN_SAME
from santorini._core.god cimport God, god_settings


cdef void install(God* g) noexcept nogil:
    god_settings(g, BUILD_AGAIN_SAME)
