# Polyphemus (hero): once a game, after the normal build of a turn that did not
# win, the worker that built builds one or two domes on any unoccupied squares of
# the board, at any level.  Written as further builds after the normal one, in
# ASCII order of squares, a dome below level 3 with its star
# (`b2-c3^d4^a1*^e5*`; gods/domes.pxd).  Until then his turns are a mortal's and
# those (docs/heroes.md).  SFEN: `polyphemus[used]` once spent.
# Facing Gaea (gods/rest.pxd), a dome after which another may follow stops his turn
# where she may place next to it: a normal build that domes, his domes still to come
# (after her placement `c3^a1*^e5*`, `c3^a1*`, or `pass`; state `polyphemus[c3]`), and
# the first of his domes, a second still to come (then `c3^e5*` or `pass`; the power
# spent, `polyphemus[used,c3]`).  Where the first of two domes would stop, the pair is
# written in the other order; every order of his builds is listed then (Gen.cut), each
# outcome its smallest spelling.
from santorini._core.bitboard cimport Bitboard, lsb
from santorini._core.genkit cimport gen_moves_then
from santorini._core.god cimport God, Gen, STATE_SPENT, STAGE_FIRST
from santorini._core.gods.domes cimport builds_then_domes, emit_domes, stopping_tops
from santorini._core.gods.hero cimport unspent, hero_defaults
from santorini._core.gods.rest cimport (
    paused_worker, note_pause, rest_pending, rest_listed, rest_win_squares, hero_rest_fits, hero_rest_count,
)
from santorini._core.position cimport Position, TurnFacts
from santorini._core.turn cimport Turn, header, once_flag, turn_src

from santorini._core.gods.rest_states import GEOMETRY_BITS, hero_states

#: Spent; a rest due, his domes still to come (the power unspent) or the second (spent).
SFEN_STATES = hero_states(STATE_SPENT, unspent_rest=True, spent_rest=True)
EVAL_WEIGHTS = (("unspent", 40),)


cdef inline void domes_may_stop(Gen* g) noexcept nogil:
    """Where a dome of his may stop the turn, another order of his builds may reach an
    outcome the canonical one stops short of: every spelling is listed (Gen.cut), in the
    search's second stage only (Gen.stage): the first lists no dome of his power."""
    if g.lim.dome_pauses and not g.spellings and g.stage != STAGE_FIRST:
        g.cut = True


cdef void builds_after(Gen* g, Turn t, int k, int src, int dst, Bitboard occ_after) noexcept nogil:
    cdef bint spree = unspent(g.p, g.seat)
    if spree:
        domes_may_stop(g)
    builds_then_domes(g, t, k, dst, occ_after, spree, once_flag(), 2,
                      stopping_tops(g, dst, occ_after) if spree else 0)


cdef void rest(Gen* g, int w) noexcept nogil:
    """The rest of a turn that stopped at a dome: his domes (two, or the second), or `pass`."""
    if not rest_listed(g, True):
        return
    domes_may_stop(g)
    if unspent(g.p, g.seat):
        emit_domes(g, header(w, w, 0) | once_flag(), 0, -1, g.p.occ, 0, 2)
    else:
        emit_domes(g, header(w, w, 0), 0, -1, g.p.occ, 0, 1)


cdef void gen(Gen* g) noexcept nogil:
    cdef int w = paused_worker(g.p, g.seat)
    if w >= 0:
        rest(g, w)
    else:
        gen_moves_then(g, builds_after)


cdef void end_turn(Position* p, int seat, const TurnFacts* facts) noexcept nogil:
    # The worker that built: the one that moved, or a rest's (its turn's first square).
    note_pause(p, seat, facts, lsb(facts.moved) if facts.moved else turn_src(facts.turn))


cdef bint state_fits(const Position* p, int seat) noexcept nogil:
    return hero_rest_fits(p, seat, True, True)


cdef void install(God* g) noexcept nogil:
    hero_defaults(g)
    g.gen = gen
    g.count = hero_rest_count
    g.win_squares = rest_win_squares
    g.end_turn = end_turn
    g.pending = rest_pending
    g.state_fits = state_fits
