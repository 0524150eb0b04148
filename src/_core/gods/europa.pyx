# Europa & Talus: after her build she may put the Talus figure on an empty square
# (no worker, no dome, no token: Limits.tokens, a whirlpool) next to the worker that
# moved, or move it there from where it stood: `b2-c3^d4@c2`.  To every rule, hers included, the Talus' square holds
# only a dome (God.figures: its dome bit is set, though it is no complete tower).
# Her state word holds the Talus' square + 1 from TALUS_SHIFT, 0 while it is on her card;
# SFEN `europa[c2]`, on her seat also while another holds her power (Circe moves it then).
# Placing it is deferred to the search's second stage (Gen.stage): eight times as
# many turns, each moving the workers as the plain turn does.
# Facing Gaea (gods/rest.pxd), a build that domes with empty ground next to it stops her
# turn before the Talus where it may go after it: after Gaea's placement, `c3@c2` (the
# worker that moved, then the Talus' square) or `pass`.  That worker is kept in the low
# bits while the rest is due: `europa[rest:c3]`, `europa[e1,rest:c3]`.
from libc.stdint cimport uint32_t

from santorini._core.bitboard cimport Bitboard, lsb, square_bb, neighbours
from santorini._core.genkit cimport emit, emit_with_tokens, build_squares, gen_moves_then, pauses_at_dome
from santorini._core.god cimport (
    God, Gen, god_defaults, lift_figures, drop_figures, card_seat, GOD_STATE_ON_CARD, STAGE_REST,
)
from santorini._core.gods.rest cimport (
    REST_SQUARE, paused_worker, note_pause, rest_pending, rest_tokens, rest_due_fits, rest_win_squares,
)
from santorini._core.position cimport Position, TurnFacts, pos_change_state
from santorini._core.turn cimport (
    Turn, step, first_build, pause_step, step_kind, step_square, MAX_STEPS, STEP_END, STEP_BUILD, STEP_TOKEN,
)

from santorini.notation.squares import SQUARE_NAMES

cdef enum:
    TALUS_SHIFT = 5         # the Talus' square + 1 from this bit; below it a rest's worker + 1


def _sfen_states():
    """Where the Talus stands (its square's name; none on her card), and while the rest of a
    turn stopped for Gaea is due, the worker that plays it after `rest:`."""
    states = {name: (sq + 1) << TALUS_SHIFT for sq, name in enumerate(SQUARE_NAMES)}
    for w, worker in enumerate(SQUARE_NAMES):
        states[f"rest:{worker}"] = w + 1
        for sq, name in enumerate(SQUARE_NAMES):
            if sq != w:
                states[f"{name},rest:{worker}"] = ((sq + 1) << TALUS_SHIFT) | (w + 1)
    return states


SFEN_STATES = _sfen_states()

#: The state is the Talus' square and a rest's worker: a symmetry of the board maps them too.
GEOMETRY_BITS = 0xFFFFFFFF


cdef inline int talus_square(uint32_t state) noexcept nogil:
    return <int>((state >> TALUS_SHIFT) & REST_SQUARE) - 1


cdef inline Bitboard talus_spots(const Gen* g, int mover, Bitboard occ_after, int built) noexcept nogil:
    """The empty squares next to the worker on mover where the Talus may go (no worker, no
    dome, no token: a whirlpool), after a build on `built` (-1: none): a dome now, or a
    whirlpool built on, gone."""
    cdef const Position* p = g.p
    cdef Bitboard spots = neighbours(mover) & ~occ_after & ~p.dome
    cdef Bitboard tokens = g.lim.tokens
    if built >= 0:
        tokens &= ~square_bb(built)
        if p.height[built] == 3:
            spots &= ~square_bb(built)
    return spots & ~tokens


cdef void builds_then_talus(Gen* g, Turn t, int k, int src, int dst, Bitboard occ_after) noexcept nogil:
    cdef Bitboard builds = build_squares(g, dst, occ_after)
    cdef Bitboard spots
    cdef Turn built
    cdef int b
    while builds:
        b = lsb(builds)
        builds &= builds - 1
        built = t | step(k, STEP_BUILD, b) | first_build(b)
        spots = talus_spots(g, dst, occ_after, b)
        if spots and pauses_at_dome(g, b, occ_after):
            if g.stage != STAGE_REST:
                emit(g, built | pause_step(k + 1))     # the Talus comes after Gaea's placement
            continue
        emit_with_tokens(g, built, k + 1, spots)


cdef void gen(Gen* g) noexcept nogil:
    cdef int w = paused_worker(g.p, g.seat)
    if w >= 0:
        rest_tokens(g, w, talus_spots(g, w, g.p.occ, -1))     # `pass`, or the Talus next to it
    else:
        gen_moves_then(g, builds_then_talus)


cdef void end_turn(Position* p, int seat, const TurnFacts* facts) noexcept nogil:
    cdef int i, kind
    cdef int owner = card_seat(p, seat)
    for i in range(MAX_STEPS):
        kind = step_kind(facts.turn, i)
        if kind == STEP_END:
            break
        if kind == STEP_TOKEN:
            lift_figures(p, owner)
            pos_change_state(p, owner, (p.god_state[owner] & REST_SQUARE)
                             | (<uint32_t>(step_square(facts.turn, i) + 1) << TALUS_SHIFT))
            drop_figures(p, owner)
            break
    note_pause(p, owner, facts, lsb(facts.moved) if facts.moved else -1)


cdef Bitboard figures(const Position* p, int seat) noexcept nogil:
    cdef int sq = talus_square(p.god_state[seat])
    return square_bb(sq) if sq >= 0 else 0


cdef bint state_fits(const Position* p, int seat) noexcept nogil:
    cdef int w = paused_worker(p, seat)
    return w < 0 or rest_due_fits(p, seat, w)


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.gen = gen
    g.count = NULL
    g.win_squares = rest_win_squares
    g.end_turn = end_turn
    g.figures = figures
    g.pending = rest_pending
    g.state_fits = state_fits
    g.flags |= GOD_STATE_ON_CARD
