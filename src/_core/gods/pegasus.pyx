# Pegasus: a move may climb any number of levels; a climb of more than one level
# never wins (one level up onto level 3 wins as usual).  The ordinary moves come
# from genkit; the higher climbs are listed beside them, written plainly
# (`b2-c3^d4`).
from santorini._core.bitboard cimport Bitboard, lsb, square_bb, neighbours
from santorini._core.genkit cimport gen_plain, gen_extra_moves, barred_squares
from santorini._core.god cimport God, Gen, god_defaults, NO_CLIMB
from santorini._core.position cimport Position


cdef Bitboard high_climbs(const Position* p, int src, int levels) noexcept nogil:
    """The empty squares next to src two or more levels above it (no dome; levels: the
    worker's, genkit.worker_levels)."""
    cdef int h = p.height[src]
    if h > 1 or levels & NO_CLIMB:
        return 0
    return neighbours(src) & ~barred_squares(src, levels) & p.ge[h + 2] & ~p.dome & ~p.occ


cdef void gen(Gen* g) noexcept nogil:
    gen_plain(g)
    gen_extra_moves(g, high_climbs, 0, False)


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.gen = gen
    g.count = NULL          # the ordinary count knows no high climb
