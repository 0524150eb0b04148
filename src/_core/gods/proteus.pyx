# Proteus: his side places three workers.  After his worker moves from a square P
# (a move that did not win) he must force one of his other workers, wherever it
# stands, onto P (any height; a force, never a win), if he has another; then the
# moved worker builds: `b2-c3>d4^c2`.  The outcome leaves the forced worker's
# square empty and the moved worker's new square taken, whichever worker moved:
# with three workers two movers may reach it (a on P and c moving, or c on Q and a
# moving).  One turn per outcome, the ASCII-smallest token: the mover with the
# ASCII-first square among those whose move is legal (Aphrodite's charm and
# Persephone's demand judge the moving worker; where it slides, Harpies, its
# outcome is where the slide ends, as where a whirlpool carries it; carried back onto
# its own square, it left none, and nothing is forced).
from santorini._core.bitboard cimport Bitboard, BOARD_MASK, lsb, square_bb, neighbours
from santorini._core.genkit cimport emit_builds, gen_moves_then, move_targets, move_steps, won_moving, slid, carried
from santorini._core.god cimport God, Gen, god_defaults
from santorini._core.movegen cimport charm_zone
from santorini._core.position cimport Position
from santorini._core.turn cimport Turn, step, name_order, STEP_FORCE, STEP_TO

#: The most workers his side has on the board (no state: the three he placed).
MOST_WORKERS = {None: 3}


cdef inline bint moves_to(const Gen* g, int src, int end, Bitboard zone) noexcept nogil:
    """May the worker on src make a non-winning move in this generation that ends on `end`
    (where a slide or a whirlpool carries it, genkit.carried)?"""
    cdef const Position* p = g.p
    cdef Bitboard dests, occ_after
    cdef int dst, k
    cdef Turn t
    if not (g.movers >> src) & 1:
        return False
    if (g.lim.charmed >> src) & 1 and not (zone >> end) & 1:
        return False
    dests = move_targets(g, src, 0)
    if not carried(&g.lim):
        dests &= square_bb(end)
    while dests:
        dst = lsb(dests)
        dests &= dests - 1
        if g.climb_only and p.height[dst] <= p.height[src]:
            continue
        t = 0
        k = move_steps(g, src, dst, 0, &t, 0, &occ_after)
        if won_moving(g, 0, p.height[src], p.height[dst], dst, &t, &k, &occ_after):
            continue
        if slid(g, src, dst, &t, &k, &occ_after) == end:
            return True
    return False


cdef inline bint keeps_binding(const Gen* g, int mover, int end, int forced) noexcept nogil:
    """Does Adonis' bound worker (Limits.bound) end next to one it is bound to when the
    worker on mover ends on end and the one on forced takes mover's square?"""
    cdef int b = g.lim.bound - 1
    if b == mover:
        b = end
    elif b == forced:
        b = mover
    return (neighbours(b) & g.lim.bound_to) != 0


cdef inline bint first_mover(const Gen* g, int src, int dst, int forced, Bitboard zone) noexcept nogil:
    """Is src the ASCII-first worker (not the forced one) that can move to dst?  Under
    Adonis' binding, which worker ends where matters: only a mover whose turn keeps it, or
    breaks it, as this one does, is the same outcome."""
    cdef Bitboard others = g.own & ~square_bb(src) & ~square_bb(forced)
    cdef bint kept = g.lim.bound and keeps_binding(g, src, dst, forced)
    cdef int s
    while others:
        s = lsb(others)
        others &= others - 1
        if name_order(s) < name_order(src) and moves_to(g, s, dst, zone) and (
                not g.lim.bound or keeps_binding(g, s, dst, forced) == kept):
            return False
    return True


cdef void builds_after(Gen* g, Turn t, int k, int src, int dst, Bitboard occ_after) noexcept nogil:
    """Each other worker of his forced onto src, then the moved worker's builds; his
    ordinary builds when he has no other worker.  g.scratch holds the charm zone."""
    cdef Bitboard others = g.own & ~square_bb(src)
    cdef Bitboard zone = (<Bitboard*>g.scratch)[0]
    cdef int w
    if not others or dst == src:
        # No other worker, or a whirlpool carried the mover back: no square was left.
        emit_builds(g, t, k, dst, occ_after, True, 0)
        return
    while others:
        w = lsb(others)
        others &= others - 1
        if g.spellings or first_mover(g, src, dst, w, zone):
            emit_builds(g, t | step(k, STEP_FORCE, w) | step(k + 1, STEP_TO, src), k + 2, dst,
                        occ_after ^ square_bb(w) ^ square_bb(src), True, 0)


cdef void gen(Gen* g) noexcept nogil:
    cdef Bitboard zone = charm_zone(g.p, &g.lim) if g.lim.charmed else BOARD_MASK
    g.scratch = &zone
    gen_moves_then(g, builds_after)


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.flags = 0             # the square he left is taken by the forced worker
    g.count = NULL
    g.gen = gen
    g.setup_workers = 3
