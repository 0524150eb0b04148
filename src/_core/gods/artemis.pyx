# Artemis: an optional second move, not back to the start square.  A turn is
# its outcome: a two-step path that one step also reaches is written as the
# one step, and among paths the one through the ASCII-smallest square.  Where
# her moves slide (Limits.slides: Harpies) or a whirlpool carries them (Limits.whirls:
# Charybdis) paths through different squares meet: they are told apart by where they
# end (slid_paths).
from libc.stdint cimport uint64_t

from santorini._core.bitboard cimport Bitboard, lsb, square_bb, neighbours
from santorini._core.genkit cimport (
    step_targets, move_wins, emit, emit_builds, move_steps, gen_moves_from, win_moves, worker_levels,
    seat_workers, seat_opponents, slid, move_end, squares_by_name, build_squares, arrives_winning, winning_landing,
    carried,
)
from santorini._core.god cimport God, Gen, Limits, god_defaults
from santorini._core.position cimport Position
from santorini._core.turn cimport Turn, header, step, win_flag, name_order, STEP_MOVE, STEP_BUILD


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


cdef inline void path_ends(Gen* g, int src, Turn steps, int k, int end, bint wins, Bitboard occ_after,
                           uint64_t* ended) noexcept nogil:
    """A path of slid moves from src that ends on `end`: its turns, unless a path met
    before (fewer moves, or ASCII-smaller squares) gave the same outcome.  A path back
    home leaves the workers as they were, whichever worker took it: its build alone is
    the outcome, which an ASCII-smaller worker's path home may have listed (Gen.home_builds)."""
    cdef uint64_t seen = (<uint64_t>1) << (end + (25 if wins else 0))
    cdef Bitboard builds
    cdef int b
    if ended[0] & seen and not g.spellings:
        return
    ended[0] |= seen
    if wins:
        emit(g, steps | header(src, end, 0) | win_flag())
    elif end != src:
        emit_builds(g, steps | header(src, end, 0), k, end, occ_after, True, 0)
    else:
        builds = build_squares(g, src, occ_after)
        if not g.spellings:
            builds &= ~g.home_builds
            g.home_builds |= builds
        while builds:
            b = lsb(builds)
            builds &= builds - 1
            emit(g, steps | header(src, src, b) | step(k, STEP_BUILD, b))


cdef void slid_paths(Gen* g, int src) noexcept nogil:
    """The turns of the worker on src when its moves may end elsewhere (genkit.carried): paths
    of one or two moves (the second not onto src, where a slide may yet take it) that
    different squares lead to the same end, each outcome once: one move where one gives
    it, else the two through the ASCII-smallest squares."""
    cdef const Position* p = g.p
    cdef int levels = worker_levels(&g.lim, src)
    cdef Bitboard firsts = step_targets(p, src, levels) & ~p.occ
    cdef Bitboard occ1, occ2
    cdef uint64_t ended = 0         # ends met: bits 0-24 without a win, 25-49 with one
    cdef int first[8]
    cdef int second[8]
    cdef int n1 = squares_by_name(firsts, first), n2, i, j
    cdef int m1, m2, land1, land2, k1, k2, two
    cdef bint up1
    cdef Turn t1, t2
    for two in range(2):            # all one-move paths first: fewer steps spell an outcome
        for i in range(n1):         # in ASCII order: the first path to an end is its spelling
            m1 = first[i]
            up1 = p.height[m1] > p.height[src]
            t1 = step(0, STEP_MOVE, m1)
            k1 = 1
            occ1 = p.occ ^ square_bb(src) ^ square_bb(m1)
            if arrives_winning(p, &g.lim, 0, p.height[src], p.height[m1], m1, occ1 & ~square_bb(m1)):
                if not two and (up1 or not g.climb_only):      # a whirlpool's win needs no climb
                    land1 = winning_landing(p, &g.lim, 0, p.height[src], p.height[m1], m1, &t1, &k1, &occ1)
                    path_ends(g, src, t1, k1, land1, True, 0, &ended)
                continue
            land1 = slid(g, src, m1, &t1, &k1, &occ1)
            if not two:
                if up1 or not g.climb_only:
                    path_ends(g, src, t1, k1, land1, False, occ1, &ended)
                continue
            n2 = squares_by_name(step_targets(p, land1, levels) & ~occ1 & ~square_bb(src), second)
            for j in range(n2):
                m2 = second[j]
                if g.climb_only and not up1 and p.height[m2] <= p.height[land1]:
                    continue
                t2 = t1 | step(k1, STEP_MOVE, m2)
                k2 = k1 + 1
                occ2 = occ1 ^ square_bb(land1) ^ square_bb(m2)
                if arrives_winning(p, &g.lim, 0, p.height[land1], p.height[m2], m2, occ2 & ~square_bb(m2)):
                    land2 = winning_landing(p, &g.lim, 0, p.height[land1], p.height[m2], m2, &t2, &k2, &occ2)
                    path_ends(g, src, t2, k2, land2, True, 0, &ended)
                    continue
                land2 = slid(g, land1, m2, &t2, &k2, &occ2)
                path_ends(g, src, t2, k2, land2, False, occ2, &ended)


cdef void gen(Gen* g) noexcept nogil:
    cdef const Position* p = g.p
    cdef int order[4]
    cdef int i
    if carried(&g.lim):
        for i in range(squares_by_name(g.movers, order)):     # paths home: the ASCII-first worker's
            slid_paths(g, order[i])
        return
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
            if arrives_winning(p, lim, 0, p.height[w], p.height[m], m, p.occ & ~square_bb(w)):
                continue
            if carried(lim):
                m = move_end(p, lim, w, m, p.occ & ~square_bb(w))
            if p.height[m] == 3:
                continue
            targets |= step_targets(p, m, worker_levels(lim, w)) & ~p.occ & ~square_bb(w) & p.ge[3] & ~lim.no_win & ~lim.no_climb_win
    return targets


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.gen = gen
    g.count = NULL
    g.win_squares = win_squares
