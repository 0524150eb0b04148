# Charybdis (revised text): at the end of her turn she may put one of the two whirlpools
# of her card on a square with no worker, no dome and no whirlpool, at any height:
# `b2-c3^d4@e5`.  While both are on the board, a worker of any player that moves onto one
# while nobody stands on the other is forced there (a restriction of every seat,
# Limits.whirls, that the generators honour where the Harpies' slide is made: genkit
# whirled, arrives_winning): the move itself wins nothing, the worker wins if the exit is on
# level 3, and the turn goes on from the exit.  A whirlpool built on, or whose block is
# taken away, goes back to her card (observe, after every seat's turn).  Her state word is
# the whirlpools' squares; SFEN `charybdis[c3,d4]` in ASCII order, no state while both are
# on her card.  With three players, once she is out her whirlpools act no more (an
# eliminated seat's SFEN writes no state).  The whirlpools are her card's (GOD_STATE_ON_CARD):
# while Circe holds her power they stay on her seat, carry everyone and Circe places them
# (god.card_seat); her seat, powerless, places none.  Placing one is deferred to the search's second
# stage (genkit.emit_with_tokens).  Original text (`Rulings revised-text`): the move onto a
# whirlpool wins as any move, before the transport, and the transport is a move from the entry
# onto the exit in the same direction (genkit.transport_exit, arrives_winning; Bia's second
# removal, Eros' meeting at the exit: docs/golden-fleece-gods.md).
from itertools import combinations

from santorini._core.bitboard cimport Bitboard, BOARD_MASK, lsb, popcount, square_bb
from santorini._core.genkit cimport emit_with_tokens, build_squares, gen_moves_then
from santorini._core.god cimport (
    God, Gen, Limits, god_defaults, seen_by, card_seat, GOD_RESTRICTS_ALL, GOD_STATE_ON_CARD,
)
from santorini._core.position cimport Position, TurnFacts, pos_change_state, all_placed, restacked
from santorini._core.turn cimport (
    Turn, step, first_build, step_kind, step_square, MAX_STEPS, STEP_END, STEP_BUILD, STEP_DOME, STEP_REMOVE,
    STEP_TOKEN,
)

from santorini.notation.squares import SQUARE_NAMES

cdef enum:
    WHIRLPOOLS = 2


def _sfen_states():
    """Every state text: the whirlpools on the board, in ASCII order of their squares (as
    written), then the two in the other order (read too: the two tokens are alike)."""
    ordered = sorted(range(25), key=lambda sq: SQUARE_NAMES[sq])
    states = {",".join(SQUARE_NAMES[sq] for sq in squares): sum(1 << sq for sq in squares)
              for n in range(1, WHIRLPOOLS + 1) for squares in combinations(ordered, n)}
    for a, b in combinations(ordered, 2):
        states[f"{SQUARE_NAMES[b]},{SQUARE_NAMES[a]}"] = (1 << a) | (1 << b)
    return states


SFEN_STATES = _sfen_states()

#: The state names squares: a symmetry of the board maps it too.
GEOMETRY_BITS = 0xFFFFFFFF

cdef void restrict_all(const Position* p, int owner, int seat, Limits* lim) noexcept nogil:
    cdef Bitboard whirls = p.god_state[card_seat(p, owner)]
    lim.tokens |= whirls
    if popcount(whirls) == WHIRLPOOLS:
        lim.whirl_pairs[1 if lim.whirls else 0] = whirls     # two Charybdis: a pair each
        lim.whirls |= whirls


cdef void builds_then_whirlpool(Gen* g, Turn t, int k, int src, int dst, Bitboard occ_after) noexcept nogil:
    cdef const Position* p = g.p
    cdef Bitboard whirls = p.god_state[card_seat(p, g.seat)]
    cdef Bitboard builds = build_squares(g, dst, occ_after)
    cdef Bitboard spots
    cdef Turn built
    cdef int b
    while builds:
        b = lsb(builds)
        builds &= builds - 1
        built = t | step(k, STEP_BUILD, b) | first_build(b)
        spots = 0
        if popcount(whirls & ~square_bb(b)) < WHIRLPOOLS:   # one on her card (one built on is back)
            # Not on a whirlpool, another Charybdis' too (Limits.tokens), but one built on.
            spots = (BOARD_MASK & ~occ_after & ~p.dome & ~(g.lim.tokens & ~square_bb(b))
                     & ~(square_bb(b) if p.height[b] == 3 else 0))
        emit_with_tokens(g, built, k + 1, spots)


cdef void gen(Gen* g) noexcept nogil:
    gen_moves_then(g, builds_then_whirlpool)


cdef void observe(Position* p, int owner, int actor, const TurnFacts* facts) noexcept nogil:
    cdef Bitboard whirls = p.god_state[owner]
    cdef int i, kind, sq
    if facts == NULL:
        return          # a position set up from outside: the whirlpools are as written
    # Built on or taken from by any power, end-of-turn ones too (Medusa's blocks).
    whirls &= ~restacked(facts.before, p, whirls)
    for i in range(MAX_STEPS):
        kind = step_kind(facts.turn, i)
        if kind == STEP_END:
            break
        sq = step_square(facts.turn, i)
        if kind == STEP_BUILD or kind == STEP_DOME or kind == STEP_REMOVE:
            whirls &= ~square_bb(sq)       # a block built then taken away (Ares) as well
        elif kind == STEP_TOKEN and card_seat(p, actor) == owner:
            whirls |= square_bb(sq)
    if whirls != p.god_state[owner]:
        pos_change_state(p, owner, <unsigned int>whirls)


cdef bint state_fits(const Position* p, int seat) noexcept nogil:
    # Never under a dome (one she sees: an opposing Clio's coin), nor on another Charybdis'
    # whirlpool; never before her first turn, so not while anyone is still to place.
    cdef Position buffer
    cdef Bitboard whirls = p.god_state[seat]
    cdef int other
    if not whirls:
        return True
    for other in range(p.nseats):
        if other != seat and p.seat_god[other] == p.seat_god[seat] and whirls & p.god_state[other]:
            return False
    return not (whirls & seen_by(p, seat, &buffer).dome) and all_placed(p)


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.flags |= GOD_RESTRICTS_ALL | GOD_STATE_ON_CARD
    g.gen = gen
    g.count = NULL
    g.restrict_opponent = restrict_all
    g.observe = observe
    g.state_fits = state_fits
