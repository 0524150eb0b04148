# Polyphemus (hero): once a game, after the normal build of a turn that did not
# win, the worker that built builds one or two domes on any unoccupied squares of
# the board, at any level.  Written as further builds after the normal one, in
# ASCII order of squares, a dome below level 3 with its star
# (`b2-c3^d4^a1*^e5*`; gods/domes.pxd).  Until then his turns are a mortal's and
# those (docs/heroes.md).  SFEN: `polyphemus[used]` once spent.
from santorini._core.bitboard cimport Bitboard
from santorini._core.genkit cimport gen_moves_then
from santorini._core.god cimport God, Gen, STATE_SPENT
from santorini._core.gods.domes cimport builds_then_domes
from santorini._core.gods.hero cimport unspent, hero_defaults
from santorini._core.turn cimport Turn, once_flag

SFEN_STATES = {"used": STATE_SPENT}
EVAL_WEIGHTS = (("unspent", 40),)


cdef void builds_after(Gen* g, Turn t, int k, int src, int dst, Bitboard occ_after) noexcept nogil:
    builds_then_domes(g, t, k, dst, occ_after, unspent(g.p, g.seat), once_flag(), 2, 0)


cdef void gen(Gen* g) noexcept nogil:
    gen_moves_then(g, builds_after)


cdef void install(God* g) noexcept nogil:
    hero_defaults(g)
    g.gen = gen
