# Zeus: instead of the normal build, the moved worker may build a block under
# itself (not from level 3): its square rises and the worker with it.  Rising
# is not a move, so it never wins.  Token: `b2-c3^c3`.
from santorini._core.bitboard cimport Bitboard
from santorini._core.genkit cimport emit, emit_builds, gen_moves_then
from santorini._core.god cimport God, Gen, god_defaults
from santorini._core.turn cimport Turn, step, first_build, STEP_BUILD


cdef void builds(Gen* g, Turn t, int k, int src, int dst, Bitboard occ_after) noexcept nogil:
    emit_builds(g, t, k, dst, occ_after, True, 0)
    if g.p.height[dst] < 3 and not (g.lim.no_build >> dst) & 1:
        emit(g, t | step(k, STEP_BUILD, dst) | first_build(dst))


cdef void gen(Gen* g) noexcept nogil:
    gen_moves_then(g, builds)


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.gen = gen
    g.count = NULL
