# Theseus (hero): once a game, at the end of a turn that did not win, one opposing
# worker standing exactly two levels above a neighbouring worker of his is taken
# out of the game.  He chooses which, so the token writes it: `xsq` after the
# build (`b2-c3^d4xe4`).  Until then his turns are a mortal's and those
# (docs/heroes.md).  SFEN: `theseus[used]` once spent.
# Facing Gaea, a build that is a dome with empty ground next to it stops his turn when a
# worker is his to take out after it (gods/rest.pxd): after her placement, `c3xe4` (the
# worker that moved, then the one taken out) or `pass`.  State: that worker while the rest
# is due (`theseus[c3]`); her placed worker, on the ground, is never two levels above his.
from santorini._core.bitboard cimport Bitboard, lsb, square_bb, neighbours
from santorini._core.genkit cimport gen_moves_then, emit, build_squares
from santorini._core.god cimport God, Gen, STATE_SPENT, spell_chosen_kills
from santorini._core.gods.hero cimport unspent, hero_defaults
from santorini._core.gods.rest cimport (
    paused_worker, rest_pending, hero_rest_fits, rest_listed, rest_win_squares, end_turn_moved, builds_then_stop,
)
from santorini._core.position cimport Position
from santorini._core.turn cimport (
    Turn, header, step, first_build, once_flag, STEP_BUILD, STEP_KILL,
)

from santorini._core.gods.rest_states import GEOMETRY_BITS, hero_states

#: Spent, or the worker of a rest due (the power unspent then).
SFEN_STATES = hero_states(STATE_SPENT, unspent_rest=True, spent_rest=False)
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


cdef void emit_kills(Gen* g, Turn t, int k, Bitboard victims) noexcept nogil:
    """The power's turns from t on, its kill as step k: it spends the power."""
    while victims:
        emit(g, t | once_flag() | step(k, STEP_KILL, lsb(victims)))
        victims &= victims - 1


cdef void builds_then_kill(Gen* g, Turn t, int k, int src, int dst, Bitboard occ_after) noexcept nogil:
    # Builds never go under a worker: the heights that count are the ones the move left.
    cdef Bitboard victims = prey(g.p, g.own ^ square_bb(src) ^ square_bb(dst), g.opp) if unspent(g.p, g.seat) else 0
    cdef Bitboard stopped = builds_then_stop(g, t, k, dst, occ_after, victims != 0)
    cdef Bitboard builds
    cdef int b
    if not victims:
        return
    builds = build_squares(g, dst, occ_after) & ~stopped
    while builds:
        b = lsb(builds)
        builds &= builds - 1
        emit_kills(g, t | first_build(b) | step(k, STEP_BUILD, b), k + 1, victims)


cdef void gen(Gen* g) noexcept nogil:
    cdef int w = paused_worker(g.p, g.seat)
    if w < 0:
        gen_moves_then(g, builds_then_kill)
    elif rest_listed(g, True):     # the rest: `pass`, or the kill
        emit_kills(g, header(w, w, 0), 0, prey(g.p, g.own, g.opp))


cdef bint state_fits(const Position* p, int seat) noexcept nogil:
    return hero_rest_fits(p, seat, True, False)


cdef void install(God* g) noexcept nogil:
    hero_defaults(g)
    g.gen = gen
    g.spell = spell_chosen_kills        # his removal, unlike Bia's, is a choice: `xsq`
    g.win_squares = rest_win_squares
    g.end_turn = end_turn_moved
    g.pending = rest_pending
    g.state_fits = state_fits
