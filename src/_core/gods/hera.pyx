# Hera: an opponent's move that ends on a perimeter square wins nothing (the
# move stands and the turn goes on).  By default every move-triggered win is
# cancelled (a climb, Pan's drop, Eros' meeting); with the ruling
# hera-alternative-wins only climbs are.
from santorini._core.bitboard cimport PERIMETER_MASK
from santorini._core.god cimport God, Limits, god_defaults
from santorini._core.position cimport Position, RULE_HERA_CLIMBS_ONLY


cdef void restrict_opponent(const Position* p, int owner, int seat, Limits* lim) noexcept nogil:
    if p.rulings & RULE_HERA_CLIMBS_ONLY:
        lim.no_climb_win |= PERIMETER_MASK
    else:
        lim.no_win |= PERIMETER_MASK


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.restrict_opponent = restrict_opponent
