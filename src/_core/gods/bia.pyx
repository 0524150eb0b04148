# Bia: after each move of her worker from P to Q, an opponent's worker on
# R = Q + (Q - P) leaves the game (before the build, so R is free to build
# on; after a winning move too; Harpies' slide comes after it).  Her side places both workers on perimeter
# squares (revised text), anywhere with the ruling revised-text.
# Tokens are plain: the removal is implied.
from santorini._core.bitboard cimport Bitboard, lsb, square_bb, PERIMETER_MASK
from santorini._core.genkit cimport emit, emit_builds, move_targets, move_steps, won_moving, guard_moved, guards_of, slid
from santorini._core.god cimport God, Gen, god_defaults
from santorini._core.position cimport Position, across, RULE_ORIGINAL_TEXT
from santorini._core.turn cimport Turn, header, step, win_flag, STEP_KILL


cdef void gen(Gen* g) noexcept nogil:
    cdef const Position* p = g.p
    cdef Bitboard workers = g.movers
    cdef Bitboard dests, occ_after
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
            if (r >= 0 and g.opp == square_bb(r) and not p.hidden) or won_moving(
                    g, 0, p.height[src], p.height[dst], dst, &t, &k, &occ_after):
                # The last opposing worker gone (none out of her reach, Clio's on her coins):
                # the game ends at once, before any whirlpool; or a climb.
                emit(g, t | win_flag())
                continue
            dst = slid(g, src, dst, &t, &k, &occ_after)     # after the removal: over its square too
            if r >= 0 and g.lim.guard_seats and (guards_of(p, &g.lim) >> r) & 1:
                # She removed a Limus worker: its squares are free to build on.
                sub = g[0]
                guard_moved(&sub.lim, guards_of(p, &g.lim) & ~square_bb(r))
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
