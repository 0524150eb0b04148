# Iris: besides the ordinary moves, a worker may jump over a neighbouring worker
# (anyone's, her own too) straight on to the square beyond, if it has no worker
# and no dome, whatever its height: `b2-d4^d5`.  The jump is a move: Athena and
# Hades hold it by its level change, and one up onto level 3 wins (the
# `iris-level-three` ruling's alternative: it never wins).
from santorini._core.bitboard cimport Bitboard, lsb, square_bb, neighbours
from santorini._core.genkit cimport (
    gen_plain, emit, emit_builds, move_wins, win_moves, seat_workers, seat_opponents, worker_levels, barred_squares,
)
from santorini._core.god cimport God, Gen, Limits, god_defaults, NO_CLIMB, NO_DESCENT
from santorini._core.position cimport Position, across, RULE_IRIS_NO_JUMP_WIN
from santorini._core.turn cimport header, step, win_flag, STEP_MOVE


cdef inline Bitboard jumps(const Position* p, int src, int levels) noexcept nogil:
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
    cdef const Position* p = g.p
    cdef Bitboard workers = g.movers
    cdef Bitboard dests
    cdef int src, dst
    while workers:
        src = lsb(workers)
        workers &= workers - 1
        dests = jumps(p, src, worker_levels(&g.lim, src))
        if g.climb_only:
            dests &= p.ge[p.height[src] + 1]
        while dests:
            dst = lsb(dests)
            dests &= dests - 1
            if jump_wins(p, &g.lim, src, dst):
                emit(g, header(src, dst, 0) | step(0, STEP_MOVE, dst) | win_flag())
            else:
                emit_builds(g, header(src, dst, 0) | step(0, STEP_MOVE, dst), 1, dst,
                            p.occ ^ square_bb(src) ^ square_bb(dst), True, 0)


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
