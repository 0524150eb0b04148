# Pegasus: a move may climb any number of levels; a climb of more than one level
# never wins (one level up onto level 3 wins as usual).  The ordinary moves come
# from genkit; the higher climbs are listed beside them, written plainly
# (`b2-c3^d4`).
from santorini._core.bitboard cimport Bitboard, lsb, square_bb, neighbours
from santorini._core.genkit cimport gen_plain, emit_builds, worker_levels, barred_squares
from santorini._core.god cimport God, Gen, god_defaults, NO_CLIMB
from santorini._core.position cimport Position
from santorini._core.turn cimport header, step, STEP_MOVE


cdef inline Bitboard high_climbs(const Position* p, int src, int levels) noexcept nogil:
    """The empty squares next to src two or more levels above it (no dome; levels: the
    worker's, genkit.worker_levels)."""
    cdef int h = p.height[src]
    if h > 1 or levels & NO_CLIMB:
        return 0
    return neighbours(src) & ~barred_squares(src, levels) & p.ge[h + 2] & ~p.dome & ~p.occ


cdef void gen(Gen* g) noexcept nogil:
    gen_plain(g)
    cdef const Position* p = g.p
    cdef Bitboard workers = g.movers
    cdef Bitboard dests
    cdef int src, dst
    while workers:
        src = lsb(workers)
        workers &= workers - 1
        dests = high_climbs(p, src, worker_levels(&g.lim, src))
        while dests:
            dst = lsb(dests)
            dests &= dests - 1
            emit_builds(g, header(src, dst, 0) | step(0, STEP_MOVE, dst), 1, dst,
                        p.occ ^ square_bb(src) ^ square_bb(dst), True, 0)


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.gen = gen
    g.count = NULL          # the ordinary count knows no high climb
