# Persephone: an opponent who has a turn in which one of its workers moves up
# must take such a turn.  Move generation applies the demand (movegen.pyx:
# the climbing turns are generated first, the others only if there are none).
from santorini._core.god cimport God, Limits, god_defaults
from santorini._core.position cimport Position


cdef void restrict_opponent(const Position* p, int owner, int seat, Limits* lim) noexcept nogil:
    lim.must_climb = True


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.restrict_opponent = restrict_opponent
