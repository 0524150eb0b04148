# Zeus: instead of the normal build, the moved worker may build a block under
# itself (not from level 3): its square rises and the worker with it.  Rising
# is not a move, so it never wins.  Token: `b2-c3^c3`.
from santorini._core.bitboard cimport Bitboard, lsb
from santorini._core.genkit cimport emit, emit_builds, move_targets, move_steps, move_wins
from santorini._core.god cimport God, Gen, god_defaults
from santorini._core.position cimport Position
from santorini._core.turn cimport Turn, header, step, win_flag, first_build, STEP_BUILD


cdef void gen(Gen* g) noexcept nogil:
    cdef const Position* p = g.p
    cdef Bitboard workers = g.movers
    cdef Bitboard dests, occ_after
    cdef int src, dst, k
    cdef Turn t
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
            if move_wins(&g.lim, 0, p.height[src], p.height[dst], dst):
                emit(g, t | win_flag())
                continue
            emit_builds(g, t, k, dst, occ_after, True, 0)
            if p.height[dst] < 3 and not (g.lim.no_build >> dst) & 1:
                emit(g, t | step(k, STEP_BUILD, dst) | first_build(dst))


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.gen = gen
    g.count = NULL
