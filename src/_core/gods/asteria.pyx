# Asteria: at the end of a turn in which her worker moved down (a move, not a
# force) and did not win, she may build one dome on any square with no worker and
# no dome, at any level: after the normal build, `c3-b2^b1^e5*`, a dome below
# level 3 with its star (gods/domes.pxd, shared with Polyphemus).
from santorini._core.bitboard cimport Bitboard
from santorini._core.genkit cimport gen_moves_then, moved_to
from santorini._core.god cimport God, Gen, god_defaults
from santorini._core.gods.domes cimport builds_then_domes
from santorini._core.turn cimport Turn


cdef void builds_after(Gen* g, Turn t, int k, int src, int dst, Bitboard occ_after) noexcept nogil:
    # A slide (Harpies) is no move: the move itself went down or not.
    builds_then_domes(g, t, k, dst, occ_after, g.p.height[moved_to(t, k, dst)] < g.p.height[src], 0, 1)


cdef void gen(Gen* g) noexcept nogil:
    gen_moves_then(g, builds_after)


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.gen = gen
    g.count = NULL          # the ordinary count knows no dome after a descent
