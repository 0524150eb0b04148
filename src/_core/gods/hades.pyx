# Hades: opponents' workers may not move down (gods.md §3.3 #37).  Each move of a
# multi-move power is a move and is held to it; a force is not (a push, a swap's
# other worker, a ferry).  His own side is never held, nor a worker of his that a
# Dionysus extra turn moves (movegen.limits_of leaves its owner's powers out).
from santorini._core.god cimport God, Limits, god_defaults, NO_DESCENT
from santorini._core.position cimport Position


cdef void restrict_opponent(const Position* p, int owner, int seat, Limits* lim) noexcept nogil:
    lim.levels |= NO_DESCENT


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.restrict_opponent = restrict_opponent
