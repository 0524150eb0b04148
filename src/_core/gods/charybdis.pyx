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
# Facing Gaea (gods/rest.pxd), a build that domes with empty ground next to it stops her turn
# before the whirlpool where one may go after it: after Gaea's placement (on a whirlpool too:
# placing is no move), `c3@e5` (the worker that moved, then the whirlpool's square) or `pass`.
# The whirlpools fill the state word's low 25 bits, so that worker's square + 1 is kept above
# them (REST_SHIFT) while the rest is due: `charybdis[rest:c3]`, `charybdis[d4,rest:c3]`.
from itertools import combinations

from libc.stdint cimport uint32_t

from santorini._core.bitboard cimport Bitboard, BOARD_MASK, lsb, popcount, square_bb
from santorini._core.genkit cimport emit, emit_with_tokens, build_squares, gen_moves_then, pauses_at_dome
from santorini._core.god cimport (
    God, Gen, Limits, god_defaults, default_win_squares, seen_by, card_seat, GOD_RESTRICTS_ALL, GOD_STATE_ON_CARD,
    INTERJECT_REST, STAGE_REST,
)
from santorini._core.gods.rest cimport REST_SQUARE, rest_tokens, rest_due_fits
from santorini._core.position cimport Position, TurnFacts, pos_change_state, all_placed, restacked
from santorini._core.turn cimport (
    Turn, step, first_build, turn_paused, pause_step, step_kind, step_square, MAX_STEPS, STEP_END,
    STEP_BUILD, STEP_DOME, STEP_REMOVE, STEP_TOKEN,
)

from santorini.notation.squares import SQUARE_NAMES

cdef enum:
    WHIRLPOOLS = 2
    REST_SHIFT = 25         # a rest's worker + 1 from this bit; below it the whirlpools


def _sfen_states():
    """Every state text: the whirlpools on the board, in ASCII order of their squares (as
    written), then the two in the other order (read too: the two tokens are alike); while the
    rest of a turn stopped for Gaea is due, the worker that plays it after `rest:`, the
    whirlpools on the board (one at most: one is left to put) before it."""
    ordered = sorted(range(25), key=lambda sq: SQUARE_NAMES[sq])
    states = {",".join(SQUARE_NAMES[sq] for sq in squares): sum(1 << sq for sq in squares)
              for n in range(1, WHIRLPOOLS + 1) for squares in combinations(ordered, n)}
    for a, b in combinations(ordered, 2):
        states[f"{SQUARE_NAMES[b]},{SQUARE_NAMES[a]}"] = (1 << a) | (1 << b)
    for w, worker in enumerate(SQUARE_NAMES):
        states[f"rest:{worker}"] = (w + 1) << REST_SHIFT
        for sq, name in enumerate(SQUARE_NAMES):     # the worker may stand on it (carried there)
            states[f"{name},rest:{worker}"] = ((w + 1) << REST_SHIFT) | (1 << sq)
    return states


SFEN_STATES = _sfen_states()

#: The whirlpools name squares, and so does a rest's worker: a symmetry of the board maps them.
GEOMETRY_BITS = 0xFFFFFFFF


cdef inline int rest_worker(const Position* p, int seat) noexcept nogil:
    """The square of the worker whose turn stopped at a dome, its rest still due, or -1 (kept
    with the whirlpools, on her card's seat)."""
    return <int>((p.god_state[card_seat(p, seat)] >> REST_SHIFT) & REST_SQUARE) - 1


cdef inline Bitboard whirlpools(const Position* p, int owner) noexcept nogil:
    return p.god_state[owner] & BOARD_MASK


cdef inline Bitboard whirlpool_spots(const Gen* g, Bitboard occ_after, int built) noexcept nogil:
    """Where she may put a whirlpool after a build on `built` (-1: none): no worker, no dome,
    no whirlpool (another Charybdis' too: Limits.tokens), nowhere if both are on the board;
    a whirlpool built on is back on her card and the square just domed is none."""
    cdef const Position* p = g.p
    cdef Bitboard gone = square_bb(built) if built >= 0 else 0
    if popcount(whirlpools(p, card_seat(p, g.seat)) & ~gone) >= WHIRLPOOLS:
        return 0
    cdef Bitboard spots = BOARD_MASK & ~occ_after & ~p.dome & ~(g.lim.tokens & ~gone)
    if built >= 0 and p.height[built] == 3:
        spots &= ~gone
    return spots

cdef void restrict_all(const Position* p, int owner, int seat, Limits* lim) noexcept nogil:
    cdef Bitboard whirls = whirlpools(p, card_seat(p, owner))
    lim.tokens |= whirls
    if popcount(whirls) == WHIRLPOOLS:
        lim.whirl_pairs[1 if lim.whirls else 0] = whirls     # two Charybdis: a pair each
        lim.whirls |= whirls


cdef void builds_then_whirlpool(Gen* g, Turn t, int k, int src, int dst, Bitboard occ_after) noexcept nogil:
    cdef Bitboard builds = build_squares(g, dst, occ_after)
    cdef Bitboard spots
    cdef Turn built
    cdef int b
    while builds:
        b = lsb(builds)
        builds &= builds - 1
        built = t | step(k, STEP_BUILD, b) | first_build(b)
        spots = whirlpool_spots(g, occ_after, b)
        if spots and pauses_at_dome(g, b, occ_after):
            if g.stage != STAGE_REST:
                emit(g, built | pause_step(k + 1))     # the whirlpool comes after Gaea's placement
            continue
        emit_with_tokens(g, built, k + 1, spots)


cdef void gen(Gen* g) noexcept nogil:
    cdef int w = rest_worker(g.p, g.seat)
    if w >= 0:
        rest_tokens(g, w, whirlpool_spots(g, g.p.occ, -1))
    else:
        gen_moves_then(g, builds_then_whirlpool)


cdef void end_turn(Position* p, int seat, const TurnFacts* facts) noexcept nogil:
    # A turn that stopped keeps its worker for the rest; the rest clears it.
    cdef int owner = card_seat(p, seat)
    cdef uint32_t rest = 0
    if turn_paused(facts.turn) and facts.moved:
        rest = <uint32_t>(lsb(facts.moved) + 1) << REST_SHIFT
    if (p.god_state[owner] >> REST_SHIFT) or rest:
        pos_change_state(p, owner, whirlpools(p, owner) | rest)


cdef Bitboard win_squares(const Position* p, int seat, const Limits* lim) noexcept nogil:
    """A rest moves nobody up; else the ordinary turn's wins."""
    return 0 if rest_worker(p, seat) >= 0 else default_win_squares(p, seat, lim)


cdef int pending(const Position* p, int owner) noexcept nogil:
    """The rest comes right after Gaea's placement, before what closes the turn."""
    return INTERJECT_REST if p.resume and rest_worker(p, owner) >= 0 else 0


cdef void observe(Position* p, int owner, int actor, const TurnFacts* facts) noexcept nogil:
    cdef Bitboard whirls = whirlpools(p, owner)
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
    if whirls != whirlpools(p, owner):
        pos_change_state(p, owner, <uint32_t>whirls | (p.god_state[owner] & ~(<uint32_t>BOARD_MASK)))


cdef bint state_fits(const Position* p, int seat) noexcept nogil:
    # Never under a dome (one she sees: an opposing Clio's coin), nor on another Charybdis'
    # whirlpool; never before her first turn, so not while anyone is still to place.
    # A rest due: one whirlpool at least on her card, to put.
    cdef Position buffer
    cdef Bitboard whirls = whirlpools(p, seat)
    cdef uint32_t rest = p.god_state[seat] >> REST_SHIFT
    cdef int other
    if rest and (rest > 25 or popcount(whirls) >= WHIRLPOOLS or not rest_due_fits(p, seat, <int>rest - 1)):
        return False
    if not whirls:
        return True
    for other in range(p.nseats):
        if other != seat and p.seat_god[other] == p.seat_god[seat] and whirls & whirlpools(p, other):
            return False
    return not (whirls & seen_by(p, seat, &buffer).dome) and all_placed(p)


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.flags |= GOD_RESTRICTS_ALL | GOD_STATE_ON_CARD
    g.gen = gen
    g.count = NULL
    g.win_squares = win_squares
    g.restrict_opponent = restrict_all
    g.end_turn = end_turn
    g.pending = pending
    g.observe = observe
    g.state_fits = state_fits
