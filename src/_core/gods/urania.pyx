# Urania: for her own moves and builds the board wraps round as a torus, file a
# next to file e and rank 1 next to rank 5 (gods.md §3.3 #45).  Only the
# adjacency of her steps changes: the perimeter, the other powers' neighbourhoods
# (Limus, Medusa) and the rules of winning stay the board's.
from santorini._core.bitboard cimport Bitboard, BOARD_MASK, popcount, lsb, neighbours, torus_neighbours
from santorini._core.eval cimport WEIGHTS, W_MOBILITY, W_CLIMB, W_THREAT
from santorini._core.genkit cimport ADJ_TORUS
from santorini._core.god cimport God, god_settings, god_of
from santorini._core.position cimport Position, seat_workers

#: The share (in %) of the torus correction below that the evaluation adds.
EVAL_WEIGHTS = (("torus_pct", 100),)


cdef inline int reach_terms(const Position* p, int h, Bitboard reach) noexcept nogil:
    cdef int score = WEIGHTS.term[W_MOBILITY] * popcount(reach) + WEIGHTS.term[W_CLIMB] * popcount(reach & p.ge[h + 1])
    if h == 2:
        score += WEIGHTS.term[W_THREAT] * popcount(reach & p.ge[3])
    return score


cdef int evaluate(const Position* p, int seat) noexcept nogil:
    """The generic terms see her workers on the flat board: an edge square counts as
    poor and its reach as small, though on her torus every square is a centre.  This
    scores her workers' reach on the torus instead, and the centre's ring bonus."""
    cdef Bitboard workers = seat_workers(p, seat)
    cdef Bitboard free = BOARD_MASK & ~(p.occ | p.dome)
    cdef int sq, h, ring, correction = 0
    while workers:
        sq = lsb(workers)
        workers &= workers - 1
        h = p.height[sq]
        ring = max(abs(sq % 5 - 2), abs(sq // 5 - 2))
        correction += WEIGHTS.ring[0] - WEIGHTS.ring[ring]
        correction += (reach_terms(p, h, torus_neighbours(sq) & free & ~p.ge[h + 2])
                       - reach_terms(p, h, neighbours(sq) & free & ~p.ge[h + 2]))
    return correction * god_of(p, seat).weight[0] // 100


cdef void install(God* g) noexcept nogil:
    god_settings(g, ADJ_TORUS)
    g.evaluate = evaluate
