# Eros: his side starts on perimeter squares of opposite edges (ranks 1 and 5,
# or files a and e).  He also wins when a move of one of his workers ends next
# to his side's other worker with both on level 1 (on one level, any level,
# with 3 players), while his side has exactly two workers.  Tokens are plain;
# the winning move ends the token.
from santorini._core.bitboard cimport (
    Bitboard, popcount, lsb, square_bb, neighbours, RANK_1_MASK, RANK_5_MASK, FILE_A_MASK, FILE_E_MASK,
)
from santorini._core.genkit cimport (
    emit, emit_builds, move_targets, move_steps, move_wins, won_moving, whirl_exit, whirled, win_moves, step_targets, seat_workers, worker_levels, slid,
    seat_opponents, slide_steps,
)
from libc.string cimport memset

from santorini._core.eval cimport WEIGHTS, W_THREAT
from santorini._core.god cimport God, Gen, Limits, god_defaults, god_of
from santorini._core.position cimport Position, RULE_ORIGINAL_TEXT
from santorini._core.turn cimport Turn, header, win_flag


cdef inline Bitboard meeting_squares(const Position* p, Bitboard own, int mover, const Limits* lim) noexcept nogil:
    """Squares onto which the worker on `mover` wins by meeting the other worker."""
    if popcount(own) != 2:
        return 0
    cdef int other = lsb(own & ~square_bb(mover))
    cdef int level = p.height[other]
    if p.nsides == 2 and level != 1:
        return 0
    cdef Bitboard same = p.ge[level] & ~p.ge[level + 1]
    return neighbours(other) & same & ~lim.no_win


cdef void gen(Gen* g) noexcept nogil:
    cdef const Position* p = g.p
    cdef Bitboard workers = g.movers
    cdef Bitboard dests, occ_after, meet
    cdef int src, dst, k, land
    cdef Turn t
    while workers:
        src = lsb(workers)
        workers &= workers - 1
        dests = move_targets(g, src, 0)
        if g.climb_only:
            dests &= p.ge[p.height[src] + 1]
        meet = meeting_squares(p, g.own, src, &g.lim)
        while dests:
            dst = lsb(dests)
            dests &= dests - 1
            t = header(src, dst, 0)
            k = move_steps(g, src, dst, 0, &t, 0, &occ_after)
            if g.lim.whirls and p.rulings & RULE_ORIGINAL_TEXT:
                # Original text: the move onto a whirlpool meets as any move, before the
                # transport, and the transport is a move that may climb or meet in its turn.
                if move_wins(&g.lim, 0, p.height[src], p.height[dst], dst) or (meet >> dst) & 1:
                    emit(g, t | win_flag())
                    continue
                land = whirled(&g.lim, dst, &t, &k, &occ_after)
                if land != dst and (move_wins(&g.lim, 0, p.height[dst], p.height[land], land) or (meet >> land) & 1):
                    emit(g, t | win_flag())
                    continue
                if g.lim.slides:        # the Harpies slide him on from where he stands
                    land = slide_steps(p, &g.lim, src, dst, land, p.height[land], &t, &k, &occ_after)
                emit_builds(g, t, k, land, occ_after, True, 0)
                continue
            # A move a whirlpool carries on meets nobody: its exit wins only on level 3.
            if won_moving(g, 0, p.height[src], p.height[dst], dst, &t, &k, &occ_after) or (
                    (meet >> dst) & 1 and whirl_exit(&g.lim, dst, occ_after & ~square_bb(dst)) < 0):
                emit(g, t | win_flag())
                continue
            land = slid(g, src, dst, &t, &k, &occ_after)
            emit_builds(g, t, k, land, occ_after, True, 0)


cdef Bitboard win_squares(const Position* p, int seat, const Limits* lim) noexcept nogil:
    cdef Bitboard own = seat_workers(p, seat)
    cdef Bitboard targets = win_moves(p, own, seat_opponents(p, seat), lim, 0)
    cdef Bitboard workers = own & ~lim.frozen
    cdef int w
    while workers:
        w = lsb(workers)
        workers &= workers - 1
        targets |= meeting_squares(p, own, w, lim) & step_targets(p, w, worker_levels(lim, w)) & ~p.occ
    return targets


#: God.weight: name and default, in order (measured by self-play: docs/search.md).
#: percent of the generic threat term a meeting one move away is worth.
EVAL_WEIGHTS = (("meeting_pct", 100),)


cdef int evaluate(const Position* p, int seat) noexcept nogil:
    """A meeting one move away is a threat like a climb onto level 3."""
    cdef Limits none
    cdef Bitboard own = seat_workers(p, seat)
    cdef Bitboard workers = own
    cdef int w, threats = 0
    memset(&none, 0, sizeof(Limits))
    while workers:
        w = lsb(workers)
        workers &= workers - 1
        threats += popcount(meeting_squares(p, own, w, &none) & step_targets(p, w, 0) & ~p.occ)
    return WEIGHTS.term[W_THREAT] * threats * god_of(p, seat).weight[0] // 100


cdef inline bint opposite(Bitboard near_edge, Bitboard far_edge, int a, int b) noexcept nogil:
    return (((near_edge >> a) & 1 and (far_edge >> b) & 1)
            or ((near_edge >> b) & 1 and (far_edge >> a) & 1))


cdef bint may_place(const Position* p, int seat, int a, int b) noexcept nogil:
    return opposite(RANK_1_MASK, RANK_5_MASK, a, b) or opposite(FILE_A_MASK, FILE_E_MASK, a, b)


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.gen = gen
    g.count = NULL
    g.win_squares = win_squares
    g.may_place = may_place
    g.evaluate = evaluate
