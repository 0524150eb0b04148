# Hypnus: at the start of an opponent's turn, a worker of that side standing
# strictly higher than every other worker of the side cannot move this turn.
# A lone worker is frozen too, unless the ruling hypnus-lone-worker says not.
# The test reads the position the turn starts from, so it is a restriction
# computed when the turn is generated, with no state.
from santorini._core.bitboard cimport Bitboard, popcount, lsb
from santorini._core.god cimport God, Limits, god_defaults
from santorini._core.position cimport Position, RULE_LONE_WORKER_FREE, seat_workers


cdef void restrict_opponent(const Position* p, int owner, int seat, Limits* lim) noexcept nogil:
    cdef Bitboard workers = seat_workers(p, seat)
    cdef Bitboard top = 0
    cdef int best = -1, w, h
    if popcount(workers) == 1:
        if not p.rulings & RULE_LONE_WORKER_FREE:
            lim.frozen |= workers
        return
    while workers:
        w = lsb(workers)
        workers &= workers - 1
        h = p.height[w]
        if h > best:
            best = h
            top = 0
        if h == best:
            top |= (<Bitboard>1) << w
    if popcount(top) == 1:
        lim.frozen |= top


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.restrict_opponent = restrict_opponent
