# Hippolyta: her side's workers are a male and a female (placed `+b2*+d4`, the star
# on the female's square, as Selene's).  Every worker of every player, her own
# and her teammate's included, may only move diagonally, except her female
# worker; forces are free.  A restriction of every seat (GOD_RESTRICTS_ALL):
# the orthogonal directions barred in Limits.levels, her female on
# Limits.unbarred.  Her turns are the ordinary ones under it.
from santorini._core.god cimport God, Limits, god_defaults, GOD_BUILDS_BACK, GOD_FEMALE_PAIR, GOD_RESTRICTS_ALL, ORTHOGONAL_BARRED
from santorini._core.position cimport Position, seat_workers


cdef void restrict_all(const Position* p, int owner, int seat, Limits* lim) noexcept nogil:
    lim.levels |= ORTHOGONAL_BARRED
    lim.unbarred |= p.female & seat_workers(p, owner)


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.flags = GOD_BUILDS_BACK | GOD_FEMALE_PAIR | GOD_RESTRICTS_ALL
    g.restrict_opponent = restrict_all
