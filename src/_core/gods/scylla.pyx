# Scylla: after her worker moves from a square P (a move that did not win), she
# may drag one opponent worker that stood next to P onto P, whatever its height
# (a force: it wins nothing); then the moved worker builds: `b2-c3>a1^d4`.  A
# worker that Charybdis' whirlpool carried back onto P left no square: no drag.
from santorini._core.bitboard cimport Bitboard, lsb, square_bb, neighbours
from santorini._core.genkit cimport emit_builds, gen_moves_then, guard_moved, guards_of
from santorini._core.god cimport God, Gen, god_defaults
from santorini._core.turn cimport Turn, step, STEP_FORCE, STEP_TO


cdef void builds_after(Gen* g, Turn t, int k, int src, int dst, Bitboard occ_after) noexcept nogil:
    """The plain builds, and each drag onto src followed by the builds (Limus' guard
    follows her worker there)."""
    cdef Bitboard victims = neighbours(src) & g.opp
    cdef Turn dragged
    cdef Gen sub
    cdef int v
    emit_builds(g, t, k, dst, occ_after, True, 0)
    if dst == src:
        return          # a whirlpool carried her back: no square was left
    while victims:
        v = lsb(victims)
        victims &= victims - 1
        dragged = t | step(k, STEP_FORCE, v) | step(k + 1, STEP_TO, src)
        if g.lim.guard_seats and (guards_of(g.p, &g.lim) >> v) & 1:
            sub = g[0]
            guard_moved(&sub.lim, (guards_of(g.p, &g.lim) & ~square_bb(v)) | square_bb(src))
            emit_builds(&sub, dragged, k + 2, dst, occ_after ^ square_bb(v) ^ square_bb(src), True, 0)
            g.n = sub.n
        else:
            emit_builds(g, dragged, k + 2, dst, occ_after ^ square_bb(v) ^ square_bb(src), True, 0)


cdef void gen(Gen* g) noexcept nogil:
    gen_moves_then(g, builds_after)


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.gen = gen
    g.count = NULL          # the ordinary count knows no drag
