# Hades: opponents' workers may not move down (gods.md §3.3 #37).  Each move of a
# multi-move power is a move and is held to it; a force is not (a push, a swap's
# other worker, a ferry).  His own side is never held, nor a worker of his that a
# Dionysus extra turn moves (movegen.limits_of leaves its owner's powers out).
from santorini._core.bitboard cimport Bitboard, BOARD_MASK, popcount, lsb, neighbours
from santorini._core.eval cimport WEIGHTS, W_MOBILITY
from santorini._core.god cimport God, Limits, god_defaults, god_of, NO_DESCENT
from santorini._core.position cimport Position

#: The share (in %) of the opponents' lost reach that the evaluation takes back.
EVAL_WEIGHTS = (("descent_pct", 100),)


cdef void restrict_opponent(const Position* p, int owner, int seat, Limits* lim) noexcept nogil:
    lim.levels |= NO_DESCENT


cdef int evaluate(const Position* p, int seat) noexcept nogil:
    """The generic mobility term counts the squares below an opponent's worker as
    places it can go; under Hades it cannot."""
    cdef Bitboard own = p.side_bb[p.seat_side[seat]]
    cdef Bitboard workers = p.occ & ~own
    cdef Bitboard free = BOARD_MASK & ~(p.occ | p.dome)
    cdef int sq, barred = 0
    while workers:
        sq = lsb(workers)
        workers &= workers - 1
        barred += popcount(neighbours(sq) & free & ~p.ge[p.height[sq]])
    return WEIGHTS.term[W_MOBILITY] * barred * god_of(p, seat).weight[0] // 100


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.restrict_opponent = restrict_opponent
    g.evaluate = evaluate
