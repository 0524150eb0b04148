# Apollo: a worker may move onto an opponent's worker, which takes the square
# the mover left (a force: the swapped worker has not moved).
from santorini._core.genkit cimport MOVE_SWAP
from santorini._core.god cimport God, god_settings


cdef void install(God* g) noexcept nogil:
    god_settings(g, MOVE_SWAP)
