# Scylla: after her worker moves from a square P (a move that did not win), she
# may drag one opponent worker that stood next to P onto P, whatever its height
# (a force: it wins nothing); then the moved worker builds: `b2-c3>a1^d4`.
from santorini._core.bitboard cimport Bitboard, lsb, square_bb, neighbours
from santorini._core.genkit cimport emit, emit_builds, move_targets, move_wins, guard_moved, guards_of
from santorini._core.god cimport God, Gen, god_defaults, STAGE_REST
from santorini._core.position cimport Position
from santorini._core.turn cimport Turn, header, step, win_flag, STEP_MOVE, STEP_FORCE, STEP_TO


cdef inline void drag_builds(Gen* g, Turn t, int src, int dst, int dragged, Bitboard occ_after) noexcept nogil:
    """The builds after the worker on `dragged` was forced onto src (Limus' guard follows
    her worker there)."""
    cdef Gen sub
    t |= step(1, STEP_FORCE, dragged) | step(2, STEP_TO, src)
    if g.lim.guard_sides and (guards_of(g.p, &g.lim) >> dragged) & 1:
        sub = g[0]
        guard_moved(&sub.lim, (guards_of(g.p, &g.lim) & ~square_bb(dragged)) | square_bb(src))
        emit_builds(&sub, t, 3, dst, occ_after, True, 0)
        g.n = sub.n
    else:
        emit_builds(g, t, 3, dst, occ_after, True, 0)


cdef void gen(Gen* g) noexcept nogil:
    cdef const Position* p = g.p
    cdef Bitboard movers = g.movers
    cdef Bitboard dests, victims, occ_after
    cdef int src, dst, v
    cdef Turn t
    while movers:
        src = lsb(movers)
        movers &= movers - 1
        dests = move_targets(g, src, 0)
        if g.climb_only:
            dests &= p.ge[p.height[src] + 1]
        while dests:
            dst = lsb(dests)
            dests &= dests - 1
            t = header(src, dst, 0) | step(0, STEP_MOVE, dst)
            if move_wins(&g.lim, 0, p.height[src], p.height[dst], dst):
                emit(g, t | win_flag())
                continue
            occ_after = p.occ ^ square_bb(src) ^ square_bb(dst)
            emit_builds(g, t, 1, dst, occ_after, True, 0)
            victims = neighbours(src) & g.opp
            while victims:
                v = lsb(victims)
                victims &= victims - 1
                drag_builds(g, t, src, dst, v, occ_after ^ square_bb(v) ^ square_bb(src))


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.gen = gen
    g.count = NULL          # the ordinary count knows no drag
