# Hera: an opponent's move that ends on a perimeter square wins nothing (the
# move stands and the turn goes on).  By default every move-triggered win is
# cancelled (a climb, Pan's drop, Eros' meeting); with the ruling
# hera-alternative-wins only climbs are.
from santorini._core.bitboard cimport Bitboard, BOARD_MASK, PERIMETER_MASK, popcount, lsb, neighbours
from santorini._core.eval cimport WEIGHTS, W_THREAT
from santorini._core.god cimport God, Limits, god_defaults, god_of
from santorini._core.position cimport Position, RULE_HERA_CLIMBS_ONLY


cdef void restrict_opponent(const Position* p, int owner, int seat, Limits* lim) noexcept nogil:
    if p.rulings & RULE_HERA_CLIMBS_ONLY:
        lim.no_climb_win |= PERIMETER_MASK
    else:
        lim.no_win |= PERIMETER_MASK


#: God.weight: name and default, in order (measured by self-play: docs/search.md).
#: percent of the generic threat term given back per voided perimeter threat.
EVAL_WEIGHTS = (("voided_pct", 100),)


cdef int evaluate(const Position* p, int seat) noexcept nogil:
    """The generic threat term counts an opponent's level-2 worker next to a free level-3
    square; on the perimeter that is no threat: the term is given back."""
    cdef Bitboard workers = p.occ & ~p.side_bb[p.seat_side[seat]] & p.ge[2] & ~p.ge[3]
    cdef Bitboard free = BOARD_MASK & ~(p.occ | p.dome)
    cdef int voided = 0
    while workers:
        voided += popcount(neighbours(lsb(workers)) & free & p.ge[3] & PERIMETER_MASK)
        workers &= workers - 1
    return WEIGHTS.term[W_THREAT] * voided * god_of(p, seat).weight[0] // 100


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.restrict_opponent = restrict_opponent
    g.evaluate = evaluate
