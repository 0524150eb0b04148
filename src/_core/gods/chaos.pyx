# Chaos (Advanced, 2 to 4 players): his card holds a deck of Simple Gods (those no seat's card
# is; by the chaos-deck ruling's default, not those banned against a power in play: the Python
# layer forms it, santorini.rules.gods.chaos_deck).  Before anyone places he reveals the top
# card, and he has that god's power and no other.  At the end of any turn in which a dome was
# built (anyone's, at any level) the power goes to the discards and the next card is revealed;
# a draw from an empty deck shuffles the discards first (the power going with them).  The old
# power holds for the whole turn that built the dome; the new one starts from its default state
# (Athena's memory does not carry over).
#
# Each reveal is a turn of his seat: before anyone places, a setup choice with the orientations
# (God.orienting, God.setup_choices); after a dome, a turn between turns (God.interjects, with
# Position.resume naming the seat whose turn it was).  While a reveal is due his seat holds his
# own card (Position.held), whose gen lists the draws `draw:N`, N the Simple God's id: only the
# card on top when a referee knows the order, else every card the draw may turn up, each as
# likely (God.odds).  The search never knows the order (God.conceal); a referee deals it
# (God.deal).  Any other time his seat holds the revealed god, whose hooks play his turns.
#
# Position.card_data[0]: bits 0-9 the cards in the deck (bit id - 1), bits 10-19 the discards,
# DUE while a switch's reveal is due, KNOWN while the order is known, bits 24-27 the power the
# due reveal discards.  card_data[1]: the order, ids top first, four bits each, of the pile the
# next draw draws from (the deck; the discards and the power going, when the deck is empty).
# SFEN (docs/advanced-gods.md): `chaos[pan]`, `chaos[athena:^]`, `chaos[pan,apollo,atlas]` (the
# discards after the held power), `chaos[pan,apollo,draw]` (the reveal due), the order after a
# bar; no state before the first reveal.  board.py reads and writes it.
from libc.stdint cimport uint64_t

from santorini._core.bitboard cimport Bitboard
from santorini._core.genkit cimport emit
from santorini._core.god cimport (
    God, Gen, Limits, god_defaults, figure_squares, card_of, GOD_DRAWS_POWERS, SIMPLE_GODS, INTERJECT_AT_END,
    INTERJECT_REST,
)
from santorini._core.position cimport (
    Position, TurnFacts, NO_WINNER, pos_change_state, pos_change_card_data, pos_set_held, all_placed,
)
from santorini._core.turn cimport Turn, draw_turn, drawn_card

cdef enum:
    CHAOS = 14              # his catalog id: his seat holds his own card while a reveal is due
    CARDS = (1 << SIMPLE_GODS) - 1
    DISCARD_SHIFT = 10
    DUE = 1 << 20
    KNOWN = 1 << 21
    GOING_SHIFT = 24
    GOING_BITS = 15 << 24

#: board.py writes and reads his SFEN state from card_data and the power held.
SFEN_DECK = True

#: card_data[0]'s fields, for board.py.
DATA_FIELDS = {"count": SIMPLE_GODS, "cards": CARDS, "discard_shift": DISCARD_SHIFT, "due": DUE, "known": KNOWN,
               "going_shift": GOING_SHIFT}


cdef inline uint64_t card_bit(int card) noexcept nogil:
    return <uint64_t>1 << (card - 1)


cdef inline int going(uint64_t data) noexcept nogil:
    return <int>((data >> GOING_SHIFT) & 15)


cdef inline uint64_t pile(uint64_t data) noexcept nogil:
    """The cards the next draw draws from: the deck, or, empty, the discards and the power going."""
    if data & CARDS:
        return data & CARDS
    return ((data >> DISCARD_SHIFT) & CARDS) | (card_bit(going(data)) if going(data) else 0)


cdef inline bint revealing(const Position* p, int seat) noexcept nogil:
    return p.held[seat] == CHAOS


cdef int draws(const Position* p, Turn* out) noexcept nogil:
    """The reveals the deck allows now, written to out (NULL: counted)."""
    cdef uint64_t data = p.card_data[0]
    cdef uint64_t cards = pile(data)
    cdef int card, n = 0
    if data & KNOWN:
        if out != NULL:
            out[0] = draw_turn(<int>(p.card_data[1] & 15))
        return 1
    for card in range(1, SIMPLE_GODS + 1):
        if cards & card_bit(card):
            if out != NULL:
                out[n] = draw_turn(card)
            n += 1
    return n


cdef void gen(Gen* g) noexcept nogil:
    # His own card acts only to reveal: a draw moves nobody, never the climb Persephone demands.
    cdef Turn turns[SIMPLE_GODS]
    cdef int i, n
    if g.climb_only:
        return
    n = draws(g.p, turns)
    for i in range(n):
        emit(g, turns[i])


cdef long count(const Position* p, const Limits* lim) noexcept nogil:
    return -1


cdef Bitboard win_squares(const Position* p, int seat, const Limits* lim) noexcept nogil:
    return 0


cdef int odds(const Position* p, int seat, Turn t) noexcept nogil:
    return 1        # every card the draw may turn up is as likely


cdef bint orienting(const Position* p, int seat) noexcept nogil:
    return revealing(p, seat) and not p.card_data[0] & DUE


cdef int setup_choices(const Position* p, int seat, Turn* out) noexcept nogil:
    return draws(p, out)


cdef void end_turn(Position* p, int seat, const TurnFacts* facts) noexcept nogil:
    # A reveal: the power going joins the discards, an empty deck takes them back shuffled, and
    # the card revealed leaves the deck for his seat.
    cdef int card = drawn_card(facts.turn)
    cdef uint64_t data = p.card_data[0]
    cdef uint64_t order = p.card_data[1]
    if card < 1:
        return
    if going(data):
        data |= card_bit(going(data)) << DISCARD_SHIFT
    if not data & CARDS:
        data = (data & ~(<uint64_t>CARDS << DISCARD_SHIFT)) | ((data >> DISCARD_SHIFT) & CARDS)
    data &= ~(card_bit(card) | DUE | GOING_BITS)
    if data & KNOWN:
        order >>= 4
    if not data & CARDS:            # the next draw reshuffles: nobody knows that order yet
        data &= ~<uint64_t>KNOWN
        order = 0
    pos_change_card_data(p, 0, data)
    pos_change_card_data(p, 1, order)
    pos_set_held(p, seat, card)
    pos_change_state(p, seat, 0)


cdef void interjects(Position* p, int owner, const TurnFacts* facts) noexcept nogil:
    # After a turn that built a dome (a figure put on the board is none), once every side has
    # placed; not after a reveal, which builds nothing, nor while one is still due (it may
    # wait for an act that comes first: Tyche's draw).  (facts.before holds the saved part
    # of the position: its domes.)
    cdef Bitboard built
    if revealing(p, owner) or not all_placed(p):
        return
    built = p.dome & ~facts.before.dome & ~figure_squares(p)
    if not built:
        return
    pos_change_card_data(p, 0, p.card_data[0] | DUE | (<uint64_t>p.held[owner] << GOING_SHIFT))
    pos_set_held(p, owner, CHAOS)
    pos_change_state(p, owner, 0)


cdef int pending(const Position* p, int owner) noexcept nogil:
    # His reveal closes the turn that built the dome: due between turns only, as every act is
    # (a search that passes over it leaves the flag until his own turn, whose card lists it).
    return INTERJECT_AT_END if p.resume and revealing(p, owner) and p.card_data[0] & DUE else 0


cdef void conceal(Position* p, int owner, int viewer) noexcept nogil:
    # Nobody knows the order of his deck, he neither.
    if p.card_data[0] & KNOWN:
        pos_change_card_data(p, 0, p.card_data[0] & ~<uint64_t>KNOWN)
        pos_change_card_data(p, 1, 0)


cdef void deal(Position* p, int seat, uint64_t r) noexcept nogil:
    # The pile the next draw draws from, shuffled (each order alike): the deck, or, when a
    # reveal from an empty deck is due, the discards and the power going (else that pile is
    # not formed yet: it is dealt when the reveal comes).
    cdef uint64_t data = p.card_data[0]
    cdef uint64_t cards = pile(data), order = 0
    cdef int ids[SIMPLE_GODS]
    cdef int n = 0, i, j, card, swap
    if data & KNOWN or not (data & CARDS or revealing(p, seat)):
        return
    for card in range(1, SIMPLE_GODS + 1):
        if cards & card_bit(card):
            ids[n] = card
            n += 1
    if n == 0:
        return
    for i in range(n - 1, 0, -1):       # Fisher-Yates, from a stream the number starts
        r = r * 6364136223846793005ULL + 1442695040888963407ULL
        j = <int>((r >> 33) % <uint64_t>(i + 1))
        swap = ids[i]
        ids[i] = ids[j]
        ids[j] = swap
    for i in range(n - 1, -1, -1):
        order = (order << 4) | <uint64_t>ids[i]
    pos_change_card_data(p, 0, data | KNOWN)
    pos_change_card_data(p, 1, order)


cdef void withdraw(Position* p, int owner) noexcept nogil:
    # The turn that built the dome was never completed (its seat out): no reveal closes it, the
    # power stays his (its state starts afresh, as when a reveal was noted).
    cdef uint64_t data = p.card_data[0]
    if not (revealing(p, owner) and data & DUE):
        return
    pos_set_held(p, owner, going(data))
    data &= ~(<uint64_t>DUE | GOING_BITS)
    if not data & CARDS:            # the pile the due reveal would have shuffled is not formed
        data &= ~<uint64_t>KNOWN
        pos_change_card_data(p, 1, 0)
    pos_change_card_data(p, 0, data)


cdef inline bint rest_due(const Position* p) noexcept nogil:
    """Is the rest of a turn that stopped at a dome for Gaea due (gods/rest.pxd)?"""
    cdef int builder = p.resume - 1
    return (builder >= 0 and card_of(p, builder).pending != NULL
            and card_of(p, builder).pending(p, builder) == INTERJECT_REST)


cdef bint state_fits(const Position* p, int seat) noexcept nogil:
    cdef uint64_t data = p.card_data[0]
    cdef uint64_t deck = data & CARDS, discards = (data >> DISCARD_SHIFT) & CARDS
    cdef uint64_t order = p.card_data[1], seen = 0
    cdef int held = p.held[seat], card
    if not (p.alive >> seat) & 1:
        return True                             # out of the game: his deck with him
    if data & ~(<uint64_t>CARDS | (<uint64_t>CARDS << DISCARD_SHIFT) | DUE | KNOWN | GOING_BITS) or deck & discards:
        return False
    if rest_due(p) and not (revealing(p, seat) and data & DUE):
        return False                            # the stop's dome made his reveal due at once
    if revealing(p, seat) and data & DUE:       # between turns, his seat's, the game going on
        card = going(data)
        if not (1 <= card <= SIMPLE_GODS) or (deck | discards) & card_bit(card):
            return False
        # Between turns, the game going on (who acts first: game.acting_between).
        if not (p.resume and p.winner == NO_WINNER and all_placed(p)):
            return False
    elif revealing(p, seat):                    # the first reveal, before anyone places
        if p.placed or discards or going(data) or not deck:
            return False
    elif not (1 <= held <= SIMPLE_GODS) or (deck | discards) & card_bit(held) or data & (DUE | GOING_BITS):
        return False
    if not data & KNOWN:
        return order == 0
    if not deck and not (revealing(p, seat) and data & DUE):
        return False                            # the reshuffle's order is dealt when its reveal is due
    while order:
        card = <int>(order & 15)
        if not (1 <= card <= SIMPLE_GODS) or seen & card_bit(card):
            return False
        seen |= card_bit(card)
        order >>= 4
    return seen == pile(data) and seen != 0


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.flags |= GOD_DRAWS_POWERS
    g.gen = gen
    g.count = count
    g.win_squares = win_squares
    g.odds = odds
    g.orienting = orienting
    g.setup_choices = setup_choices
    g.end_turn = end_turn
    g.interjects = interjects
    g.pending = pending
    g.conceal = conceal
    g.deal = deal
    g.withdraw = withdraw
    g.state_fits = state_fits
