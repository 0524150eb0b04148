# Tyche (promo, 2 to 4 players): her card holds a deck of six, five blanks and a six.  At
# the end of each of her own turns she draws: a blank is discarded; the six sends every card
# back into the deck, shuffled, and she may take one more turn, after which she does not draw.
#
# The draw is a turn of her seat between turns (God.interjects, Position.resume naming her
# own seat), so that a deck, not a player, decides it: `draw:0` (a blank) or `draw:6`.  Which
# one comes is known to a referee that holds the deck's order (her state keeps it, from a
# full SFEN); otherwise both are listed, and the search averages over them with the deck's
# odds (God.odds: the six comes with one chance in as many cards as are left).  The search
# never knows the order (God.conceal takes it out).  After the six her extra turn is another
# turn between turns: an ordinary turn of hers, wins included, or `pass`.
#
# State word: bits 0-2 the blanks discarded since the last shuffle (0-5); DRAW_DUE, EXTRA_DUE;
# bits from ORDER_SHIFT the deck's order while a referee knows it: 1 + the blanks lying above
# the six in what is left, 0 when nobody knows it.  SFEN `tyche[2]` (two blanks out),
# `tyche[2,draw]` (her draw due, with `resume:K`), `tyche[0,extra]`; the order after a bar,
# written only by a referee: `tyche[2|3]`, `tyche[|4]`, `tyche[1,draw|0]` (docs/promo-gods.md).
from libc.stdint cimport uint32_t, uint64_t

from santorini._core.bitboard cimport Bitboard
from santorini._core.genkit cimport emit
from santorini._core.god cimport (
    God, Gen, Limits, god_defaults, default_gen, default_count, default_win_squares, INTERJECT_AT_END,
    INTERJECT_AFTER,
)
from santorini._core.position cimport Position, TurnFacts, NO_WINNER, pos_change_state, all_placed
from santorini._core.turn cimport Turn, pass_turn, draw_turn, drawn_card

cdef enum:
    DECK = 6                # cards on her card: five blanks and the six
    SIX = 6
    BLANK = 0
    DISCARDS = 7            # the blanks out of the deck (bits 0-2)
    DRAW_DUE = 1 << 3
    EXTRA_DUE = 1 << 4
    ORDER_SHIFT = 5
    ORDER_BITS = 7 << 5
    STATE_BITS = 0xFF


def _sfen_states():
    """Every state text: the blanks out (none: no number), what is due, the order after a bar."""
    states = {}
    for out in range(DECK):
        for due, flag in ((0, ""), (DRAW_DUE, "draw"), (EXTRA_DUE, "extra")):
            if due == EXTRA_DUE and out:
                continue        # the six was just shuffled back with every blank
            public = ",".join(part for part in (str(out) if out or due else "", flag) if part)
            for order in range(-1, DECK - out):
                text = public if order < 0 else f"{public}|{order}"
                if text:
                    states[text] = out | due | ((order + 1) << ORDER_SHIFT)
    return states


SFEN_STATES = _sfen_states()


cdef inline int discards(uint32_t state) noexcept nogil:
    return state & DISCARDS


cdef inline int order_of(uint32_t state) noexcept nogil:
    """The blanks above the six in what is left of the deck, or -1 when nobody knows."""
    return <int>((state & ORDER_BITS) >> ORDER_SHIFT) - 1


cdef inline uint32_t due(const Position* p, int seat) noexcept nogil:
    """What is due now, her draw or her extra turn: only while she acts between turns (a
    best-reply search that passes over her draw leaves the flag until her next turn starts)."""
    return p.god_state[seat] & (DRAW_DUE | EXTRA_DUE) if p.resume == seat + 1 else 0


cdef void gen(Gen* g) noexcept nogil:
    cdef uint32_t state = g.p.god_state[g.seat]
    cdef int order = order_of(state)
    if due(g.p, g.seat) & DRAW_DUE:
        if g.climb_only:        # a draw moves nobody: never the climb Persephone demands
            return
        if order != 0 and discards(state) < DECK - 1:
            emit(g, draw_turn(BLANK))
        if order <= 0:
            emit(g, draw_turn(SIX))
        return
    if due(g.p, g.seat) & EXTRA_DUE and not g.climb_only:
        emit(g, pass_turn())
    default_gen(g)


cdef long count(const Position* p, const Limits* lim) noexcept nogil:
    return -1 if due(p, p.stm) else default_count(p, lim)


cdef Bitboard win_squares(const Position* p, int seat, const Limits* lim) noexcept nogil:
    return 0 if due(p, seat) & DRAW_DUE else default_win_squares(p, seat, lim)


cdef int odds(const Position* p, int seat, Turn t) noexcept nogil:
    # The six is one of the cards left, each as likely to be on top.
    return 1 if drawn_card(t) == SIX else DECK - 1 - discards(p.god_state[seat])


cdef void end_turn(Position* p, int seat, const TurnFacts* facts) noexcept nogil:
    cdef uint32_t state = p.god_state[seat]
    cdef uint32_t now = due(p, seat)
    cdef int order = order_of(state)
    if now & DRAW_DUE and drawn_card(facts.turn) == SIX:
        state = EXTRA_DUE       # all six shuffled back: nobody knows the order until dealt
    elif now & DRAW_DUE:
        state = (discards(state) + 1) | (<uint32_t>order << ORDER_SHIFT if order > 0 else 0)
    elif now & EXTRA_DUE:
        state &= ~EXTRA_DUE
    else:
        return
    pos_change_state(p, seat, state)


cdef void interjects(Position* p, int owner, const TurnFacts* facts) noexcept nogil:
    # Her draw after her own turn (not one between turns, not a setup placement).  The game is
    # not over: interjects is not asked then.  (facts.before holds only the saved part of the
    # position: its placements, not its seats.)
    if p.stm == owner and not p.resume and all_placed(p) and facts.before.placed == p.placed:
        pos_change_state(p, owner, p.god_state[owner] | DRAW_DUE)


cdef int pending(const Position* p, int owner) noexcept nogil:
    # The draw closes her turn; her extra turn after the six is a new turn.
    cdef uint32_t now = due(p, owner)
    return INTERJECT_AT_END if now & DRAW_DUE else INTERJECT_AFTER if now & EXTRA_DUE else 0


cdef void start_turn(Position* p, int seat) noexcept nogil:
    # Play never passes to her with a draw or an extra turn due, but a search that passes
    # for a seat (best-reply search) may leave one behind: it lapses.
    if p.god_state[seat] & (DRAW_DUE | EXTRA_DUE):
        pos_change_state(p, seat, p.god_state[seat] & ~(DRAW_DUE | EXTRA_DUE))


cdef void conceal(Position* p, int owner, int viewer) noexcept nogil:
    # Nobody knows the order of her deck, she neither.
    if p.god_state[owner] & ORDER_BITS:
        pos_change_state(p, owner, p.god_state[owner] & ~ORDER_BITS)


cdef void deal(Position* p, int seat, uint64_t r) noexcept nogil:
    # A shuffled deck: the six lies under as many blanks as chance says, each depth alike.
    cdef uint32_t state = p.god_state[seat]
    if not state & ORDER_BITS:
        pos_change_state(p, seat, state | <uint32_t>(1 + r % (DECK - discards(state))) << ORDER_SHIFT)


cdef bint state_fits(const Position* p, int seat) noexcept nogil:
    cdef uint32_t state = p.god_state[seat]
    cdef uint32_t due = state & (DRAW_DUE | EXTRA_DUE)
    if state & ~STATE_BITS or discards(state) >= DECK or order_of(state) >= DECK - discards(state):
        return False
    if due == DRAW_DUE | EXTRA_DUE or (due == EXTRA_DUE and discards(state)):
        return False
    if due:     # only between turns, hers, while the game goes on (who acts first:
                # game.acting_between)
        return p.resume == seat + 1 and p.winner == NO_WINNER and all_placed(p)
    return True


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.gen = gen
    g.count = count
    g.win_squares = win_squares
    g.end_turn = end_turn
    g.interjects = interjects
    g.pending = pending
    g.start_turn = start_turn
    g.odds = odds
    g.conceal = conceal
    g.deal = deal
    g.state_fits = state_fits
