# Iris: besides the ordinary moves, a worker may jump over a neighbouring worker
# (anyone's, her own too) straight on to the square beyond, if it has no worker
# and no dome, whatever its height: `b2-d4^d5`.  The jump is a move: Athena and
# Hades hold it by its level change, and one up onto level 3 wins (the
# `iris-level-three` ruling's alternative: it never wins).
from santorini._core.bitboard cimport Bitboard, lsb, square_bb, neighbours
from santorini._core.genkit cimport (
    gen_plain, gen_extra_moves, move_wins, win_moves, seat_workers, seat_opponents, worker_levels, barred_squares,
)
from santorini._core.god cimport God, Gen, Limits, god_defaults, NO_CLIMB, NO_DESCENT
from santorini._core.position cimport Position, across, RULE_IRIS_NO_JUMP_WIN


cdef Bitboard jumps(const Position* p, int src, int levels) noexcept nogil:
    """The squares the worker on src may jump to (levels: the worker's,
    genkit.worker_levels; a jump goes the way of the worker it jumps over)."""
    cdef Bitboard over = neighbours(src) & p.occ & ~barred_squares(src, levels)
    cdef Bitboard found = 0
    cdef int h = p.height[src], to
    while over:
        to = across(src, lsb(over))
        over &= over - 1
        if to < 0 or ((p.occ | p.dome) >> to) & 1:
            continue
        if (levels & NO_CLIMB and p.height[to] > h) or (levels & NO_DESCENT and p.height[to] < h):
            continue
        found |= square_bb(to)
    return found


cdef inline bint jump_wins(const Position* p, const Limits* lim, int src, int dst) noexcept nogil:
    return not p.rulings & RULE_IRIS_NO_JUMP_WIN and move_wins(lim, 0, p.height[src], p.height[dst], dst)


cdef void gen(Gen* g) noexcept nogil:
    gen_plain(g)
    gen_extra_moves(g, jumps, 0, not g.p.rulings & RULE_IRIS_NO_JUMP_WIN)


cdef Bitboard win_squares(const Position* p, int seat, const Limits* lim) noexcept nogil:
    cdef Bitboard workers = seat_workers(p, seat) & ~lim.frozen
    cdef Bitboard wins = win_moves(p, workers, seat_opponents(p, seat), lim, 0)
    cdef Bitboard dests
    cdef int w, dst
    while workers:
        w = lsb(workers)
        workers &= workers - 1
        dests = jumps(p, w, worker_levels(lim, w)) & p.ge[3]
        while dests:
            dst = lsb(dests)
            dests &= dests - 1
            if jump_wins(p, lim, w, dst):
                wins |= square_bb(dst)
    return wins


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.gen = gen
    g.count = NULL          # the ordinary count knows no jump
    g.win_squares = win_squares
