# Bia: after each move of her worker from P to Q, an opponent's worker on
# R = Q + (Q - P) leaves the game (before the build, so R is free to build
# on; after a winning move too; Harpies' slide comes after it).  Her side places both workers on perimeter
# squares (revised text), anywhere with the ruling revised-text.
# Tokens are plain: the removal is implied.  Under Charybdis' original text a whirlpool's
# transport is a move too, in the entering move's direction: a second removal beyond the
# exit (carried_on).
from santorini._core.bitboard cimport Bitboard, lsb, square_bb, PERIMETER_MASK
from santorini._core.genkit cimport (
    emit, emit_builds, move_targets, move_steps, move_wins, won_moving, guard_moved, guards_of, slid, whirled,
    slide_steps, sliding,
)
from santorini._core.god cimport God, Gen, god_defaults
from santorini._core.position cimport Position, across, step_on, RULE_ORIGINAL_TEXT
from santorini._core.turn cimport Turn, header, step, win_flag, STEP_KILL


cdef int carried_on(Gen* g, int src, int dst, Turn* t, int* k, Bitboard* occ_after) noexcept nogil:
    """Original text: the whirlpool's transport of her worker that moved src -> dst (a move
    that did not win by itself) and the removal beyond the exit in that direction.  The
    square she builds from, or -1 when the turn has won (the transport climbing onto level
    3, the last opposing worker gone): the caller emits it then."""
    cdef const Position* p = g.p
    cdef int x = whirled(&g.lim, dst, t, k, occ_after)
    if x == dst:        # no transport: the Harpies slide her on from where she moved
        return slide_steps(p, &g.lim, src, dst, dst, p.height[dst], t, k, occ_after) if sliding(p, &g.lim, occ_after[0]) else dst
    cdef int r = step_on(x, src, dst)
    if r >= 0 and ((g.opp & occ_after[0]) >> r) & 1:
        t[0] |= step(k[0], STEP_KILL, r)
        k[0] += 1
        occ_after[0] &= ~square_bb(r)
        if not (g.opp & occ_after[0] & ~square_bb(x)) and not p.hidden:
            return -1       # the last opposing worker (her worker now stands where one was freed)
    if move_wins(&g.lim, 0, p.height[dst], p.height[x], x):
        return -1
    # The Harpies slide her on from the exit (after the removal: over its square too).
    return slide_steps(p, &g.lim, src, dst, x, p.height[x], t, k, occ_after) if sliding(p, &g.lim, occ_after[0]) else x


cdef void gen(Gen* g) noexcept nogil:
    cdef const Position* p = g.p
    cdef Bitboard workers = g.movers
    cdef Bitboard dests, occ_after, gone
    cdef int src, dst, k, r
    cdef Turn t
    cdef Gen sub
    while workers:
        src = lsb(workers)
        workers &= workers - 1
        dests = move_targets(g, src, 0)
        if g.climb_only:
            dests &= p.ge[p.height[src] + 1]
        while dests:
            dst = lsb(dests)
            dests &= dests - 1
            t = header(src, dst, 0)
            k = move_steps(g, src, dst, 0, &t, 0, &occ_after)
            r = across(src, dst)
            if r >= 0 and (g.opp >> r) & 1:
                t |= step(k, STEP_KILL, r)
                k += 1
                occ_after &= ~square_bb(r)
            if r >= 0 and g.opp == square_bb(r) and not p.hidden:
                # The last opposing worker gone (none out of her reach, Clio's on her coins):
                # the game ends at once, before any whirlpool.
                emit(g, t | win_flag())
                continue
            if g.lim.whirls and p.rulings & RULE_ORIGINAL_TEXT:
                # The move onto a whirlpool wins first, or the transport goes on with its removal.
                if move_wins(&g.lim, 0, p.height[src], p.height[dst], dst):
                    emit(g, t | win_flag())
                    continue
                dst = carried_on(g, src, dst, &t, &k, &occ_after)
                if dst < 0:
                    emit(g, t | win_flag())
                    continue
            elif won_moving(g, 0, p.height[src], p.height[dst], dst, &t, &k, &occ_after):
                emit(g, t | win_flag())     # a climb, or a whirlpool's exit on level 3
                continue
            else:
                dst = slid(g, src, dst, &t, &k, &occ_after)     # after the removal: over its square too
            gone = guards_of(p, &g.lim) & ~occ_after if g.lim.guard_seats else 0
            if gone:
                # She removed a Limus worker: its squares are free to build on.
                sub = g[0]
                guard_moved(&sub.lim, guards_of(p, &g.lim) & ~gone)
                emit_builds(&sub, t, k, dst, occ_after, True, 0)
                g.n = sub.n
            else:
                emit_builds(g, t, k, dst, occ_after, True, 0)


cdef bint may_place(const Position* p, int seat, int a, int b) noexcept nogil:
    if p.rulings & RULE_ORIGINAL_TEXT:
        return True
    return (PERIMETER_MASK >> a) & 1 and (PERIMETER_MASK >> b) & 1


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.gen = gen
    g.count = NULL
    g.may_place = may_place
