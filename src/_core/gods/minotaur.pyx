# Minotaur: a worker may move onto an opponent's worker if the square beyond
# it (straight on) is free; the opponent is pushed there (a force).
from santorini._core.genkit cimport MOVE_PUSH
from santorini._core.god cimport God, god_settings


cdef void install(God* g) noexcept nogil:
    god_settings(g, MOVE_PUSH)
