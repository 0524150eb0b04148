# Europa & Talus: after her build she may put the Talus figure on an empty square
# (no worker, no dome, no token: Limits.tokens, a whirlpool) next to the worker that
# moved, or move it there from where it stood: `b2-c3^d4@c2`.  To every rule, hers included, the Talus' square holds
# only a dome (God.figures: its dome bit is set, though it is no complete tower).
# Her state word is the Talus' square + 1, 0 while it is on her card; SFEN
# `europa[c2]`, on her seat also while another holds her power (Circe moves it then).
# Placing it is deferred to the search's second stage (Gen.stage): eight times as
# many turns, each moving the workers as the plain turn does.
from santorini._core.bitboard cimport Bitboard, lsb, square_bb, neighbours
from santorini._core.genkit cimport emit_with_tokens, build_squares, gen_moves_then
from santorini._core.god cimport (
    God, Gen, god_defaults, lift_figures, drop_figures, card_seat, GOD_STATE_ON_CARD,
)
from santorini._core.position cimport Position, TurnFacts, pos_change_state
from santorini._core.turn cimport (
    Turn, step, first_build, step_kind, step_square, MAX_STEPS, STEP_END, STEP_BUILD, STEP_TOKEN,
)

#: Where the Talus stands: the state text is its square's name.
SFEN_STATES = {f"{'abcde'[sq % 5]}{sq // 5 + 1}": sq + 1 for sq in range(25)}

#: The state is the Talus' square: a symmetry of the board maps it too.
STATE_IS_GEOMETRY = True


cdef void builds_then_talus(Gen* g, Turn t, int k, int src, int dst, Bitboard occ_after) noexcept nogil:
    cdef const Position* p = g.p
    cdef Bitboard builds = build_squares(g, dst, occ_after)
    cdef Bitboard around = neighbours(dst) & ~occ_after & ~p.dome
    cdef Bitboard spots
    cdef Turn built
    cdef int b
    while builds:
        b = lsb(builds)
        builds &= builds - 1
        built = t | step(k, STEP_BUILD, b) | first_build(b)
        spots = around & ~(square_bb(b) if p.height[b] == 3 else 0)     # a dome now
        spots &= ~(g.lim.tokens & ~square_bb(b))     # no token (a whirlpool; one built on is gone)
        emit_with_tokens(g, built, k + 1, spots)


cdef void gen(Gen* g) noexcept nogil:
    gen_moves_then(g, builds_then_talus)


cdef void end_turn(Position* p, int seat, const TurnFacts* facts) noexcept nogil:
    cdef int i, kind
    cdef int owner = card_seat(p, seat)
    for i in range(MAX_STEPS):
        kind = step_kind(facts.turn, i)
        if kind == STEP_END:
            return
        if kind == STEP_TOKEN:
            lift_figures(p, owner)
            pos_change_state(p, owner, step_square(facts.turn, i) + 1)
            drop_figures(p, owner)
            return


cdef Bitboard figures(const Position* p, int seat) noexcept nogil:
    return square_bb(p.god_state[seat] - 1) if p.god_state[seat] else 0


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.gen = gen
    g.count = NULL
    g.end_turn = end_turn
    g.figures = figures
    g.flags |= GOD_STATE_ON_CARD
