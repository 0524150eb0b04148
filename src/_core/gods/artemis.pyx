# Artemis: an optional second move, not back to the start square.  A turn is
# its outcome: a two-step path that one step also reaches is written as the
# one step, and among paths the one through the ASCII-smallest square.
from santorini._core.bitboard cimport Bitboard, lsb, square_bb, neighbours
from santorini._core.genkit cimport (
    step_targets, move_wins, emit, emit_builds, move_steps, gen_moves_from, win_moves, worker_levels,
    seat_workers, seat_opponents,
)
from santorini._core.god cimport God, Gen, Limits, god_defaults
from santorini._core.position cimport Position
from santorini._core.turn cimport Turn, header, step, win_flag, name_order, STEP_MOVE


cdef inline bint climbs(const Position* p, int src, int mid, int dst) noexcept nogil:
    return p.height[mid] > p.height[src] or p.height[dst] > p.height[mid]


cdef bint first_intermediate(Gen* g, int src, int mid, int dst, Bitboard plain, bint wins) noexcept nogil:
    """True when mid is the ASCII-smallest square through which src -> dst gives this
    outcome (moving up on the way where Persephone demands it)."""
    cdef const Position* p = g.p
    cdef Bitboard mids = plain & neighbours(dst) & ~square_bb(mid)
    cdef int m
    while mids:
        m = lsb(mids)
        mids &= mids - 1
        if name_order(m) > name_order(mid):
            continue
        if move_wins(&g.lim, 0, p.height[src], p.height[m], m):
            continue        # the game would end on m
        if not (step_targets(p, m, worker_levels(&g.lim, src)) >> dst) & 1:
            continue
        if g.climb_only and not climbs(p, src, m, dst):
            continue
        if move_wins(&g.lim, 0, p.height[m], p.height[dst], dst) == wins:
            return False
    return True


cdef void second_moves(Gen* g, int src, int mid, Bitboard plain, Bitboard occ_after) noexcept nogil:
    cdef const Position* p = g.p
    cdef Bitboard second = step_targets(p, mid, worker_levels(&g.lim, src)) & ~occ_after & ~square_bb(src)
    cdef int dst
    cdef bint wins
    cdef Turn t
    while second:
        dst = lsb(second)
        second &= second - 1
        wins = move_wins(&g.lim, 0, p.height[mid], p.height[dst], dst)
        if g.climb_only and not climbs(p, src, mid, dst):
            continue
        if not g.spellings:
            if ((plain >> dst) & 1 and move_wins(&g.lim, 0, p.height[src], p.height[dst], dst) == wins
                    and (not g.climb_only or p.height[dst] > p.height[src])):
                continue        # one step gives the same outcome
            if not first_intermediate(g, src, mid, dst, plain, wins):
                continue
        t = header(src, dst, 0) | step(0, STEP_MOVE, mid) | step(1, STEP_MOVE, dst)
        if wins:
            emit(g, t | win_flag())
        else:
            emit_builds(g, t, 2, dst, occ_after ^ square_bb(mid) ^ square_bb(dst), True, 0)


cdef void gen(Gen* g) noexcept nogil:
    cdef const Position* p = g.p
    cdef Bitboard workers = g.movers
    cdef Bitboard plain, dests
    cdef int src, dst
    cdef Turn t
    cdef Bitboard occ_after
    while workers:
        src = lsb(workers)
        workers &= workers - 1
        plain = step_targets(p, src, worker_levels(&g.lim, src)) & ~p.occ
        dests = plain
        while dests:
            dst = lsb(dests)
            dests &= dests - 1
            t = header(src, dst, 0)
            if move_wins(&g.lim, 0, p.height[src], p.height[dst], dst):
                move_steps(g, src, dst, 0, &t, 0, &occ_after)
                emit(g, t | win_flag())
                continue
            move_steps(g, src, dst, 0, &t, 0, &occ_after)
            if not g.climb_only or p.height[dst] > p.height[src]:
                emit_builds(g, t, 1, dst, occ_after, True, 0)
            second_moves(g, src, dst, plain, occ_after)


cdef Bitboard win_squares(const Position* p, int seat, const Limits* lim) noexcept nogil:
    cdef Bitboard own = seat_workers(p, seat)
    cdef Bitboard targets = win_moves(p, own, seat_opponents(p, seat), lim, 0)
    cdef Bitboard workers = own & ~lim.frozen
    cdef Bitboard firsts
    cdef int w, m
    while workers:
        w = lsb(workers)
        workers &= workers - 1
        firsts = step_targets(p, w, worker_levels(lim, w)) & ~p.occ
        while firsts:
            m = lsb(firsts)
            firsts &= firsts - 1
            if move_wins(lim, 0, p.height[w], p.height[m], m) or p.height[m] == 3:
                continue
            targets |= step_targets(p, m, worker_levels(lim, w)) & ~p.occ & ~square_bb(w) & p.ge[3] & ~lim.no_win & ~lim.no_climb_win
    return targets


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.gen = gen
    g.count = NULL
    g.win_squares = win_squares
