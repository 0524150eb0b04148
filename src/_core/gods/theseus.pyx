# Theseus (hero): once a game, at the end of a turn that did not win, one opposing
# worker standing exactly two levels above a neighbouring worker of his is taken
# out of the game.  He chooses which, so the token writes it: `xsq` after the
# build (`b2-c3^d4xe4`).  Until then his turns are a mortal's and those
# (docs/heroes.md).  SFEN: `theseus[used]` once spent.
from santorini._core.bitboard cimport Bitboard, lsb, square_bb, neighbours
from santorini._core.genkit cimport gen_moves_then, emit, emit_builds, build_squares
from santorini._core.god cimport God, Gen, STATE_SPENT, spell_chosen_kills
from santorini._core.gods.hero cimport unspent, hero_defaults
from santorini._core.position cimport Position
from santorini._core.turn cimport (
    Turn, step, first_build, once_flag, STEP_BUILD, STEP_KILL,
)

SFEN_STATES = {"used": STATE_SPENT}
EVAL_WEIGHTS = (("unspent", 40),)


cdef Bitboard prey(const Position* p, Bitboard own, Bitboard opp) noexcept nogil:
    """The opposing workers two levels above a neighbouring worker of own."""
    cdef Bitboard found = 0
    cdef int w
    while own:
        w = lsb(own)
        own &= own - 1
        if p.height[w] <= 1:
            found |= neighbours(w) & opp & p.ge[p.height[w] + 2] & ~p.ge[p.height[w] + 3]
    return found


cdef void builds_then_kill(Gen* g, Turn t, int k, int src, int dst, Bitboard occ_after) noexcept nogil:
    emit_builds(g, t, k, dst, occ_after, True, 0)
    if not unspent(g.p, g.seat):
        return
    # Builds never go under a worker: the heights that count are the ones the move left.
    cdef Bitboard victims = prey(g.p, g.own ^ square_bb(src) ^ square_bb(dst), g.opp)
    cdef Bitboard builds, each
    cdef int b
    if not victims:
        return
    builds = build_squares(g, dst, occ_after)
    while builds:
        b = lsb(builds)
        builds &= builds - 1
        each = victims
        while each:
            emit(g, t | first_build(b) | once_flag() | step(k, STEP_BUILD, b)
                 | step(k + 1, STEP_KILL, lsb(each)))
            each &= each - 1


cdef void gen(Gen* g) noexcept nogil:
    gen_moves_then(g, builds_then_kill)


cdef void install(God* g) noexcept nogil:
    hero_defaults(g)
    g.gen = gen
    g.spell = spell_chosen_kills        # his removal, unlike Bia's, is a choice: `xsq`
