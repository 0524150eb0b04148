# Nyx: her card brings a second power into the game, her Night Power (chosen before the
# gods are, Position.night).  At the end of every
# turn, anyone's, while the number of complete towers is odd she holds the Night Power
# and her opponent has no power; while it is even she has none of her own and her
# opponent has his back.  A power that changes hands starts from its default state (as
# with Circe), but what is not the power's stays while the seat has none: a hero's spent
# mark, on his card (his other state, Adonis' binding, goes with the power), a token on
# the board (GOD_STATE_ON_BOARD: Aeolus' wind, Siren's Song, which do nothing then), a
# figure (Europa's Talus, which stays an obstacle and does not move), pieces of the card
# (GOD_STATE_ON_CARD: Gaea's workers on her card, which stay there), what a card that
# watches every turn keeps (Eris' mark of who moved last; Charybdis' whirlpools, which
# carry nobody then) and a card's secret (Moerae's Fate area, which takes no win then).
# A turn that goes on as extra turns of its seat (Heracles' dome spree, played one dome a
# turn; the extra turns Dionysus' towers earn) is counted once, when play passes on: the
# power it began with lasts to its end.  Gaea's placement after a dome is part of the
# builder's turn: she places with the power she held in it, given back for it if the count
# took it (gods/gaea.pyx); the seats' other powers follow the count.
# With two Nyx each holds her own Night Power and takes nobody's.  Her state word is the
# held Night Power's.
from libc.stdint cimport uint32_t

from santorini._core.bitboard cimport popcount
from santorini._core.god cimport (
    GODS, God, god_defaults, god_of, card_of, complete_towers, STATE_SPENT, GOD_STATE_ON_BOARD, GOD_STATE_ON_CARD,
)
from santorini._core.position cimport Position, TurnFacts, pos_set_held, pos_change_state

#: SFEN: the state names her Night Power, `nyx[zeus]`, with its state while she holds it
#: in one, `nyx[athena:^]` (docs/promo-gods.md).
SFEN_NIGHT = True


cdef inline void hold(Position* p, int seat, int power, uint32_t kept) noexcept nogil:
    """The seat holds `power` now; if that changes, its state is what `kept` keeps of it."""
    if p.held[seat] != power:
        pos_set_held(p, seat, power)
        pos_change_state(p, seat, p.god_state[seat] & kept)


cdef inline uint32_t outlasting(const Position* p, int seat) noexcept nogil:
    """What of an opponent's state outlasts his power: all of it for a token or a figure on the
    board (Europa's Talus stays where it stands, as an obstacle, God.figures), for a card that
    watches every turn (Eris' mark of who moved, Charybdis' whirlpools) and for a card's secret
    (God.conceal: Moerae's Fate area, chosen once), else a hero's spent mark."""
    cdef const God* card = &GODS[p.seat_god[seat]]
    if card.flags & (GOD_STATE_ON_BOARD | GOD_STATE_ON_CARD) or card.observe != NULL or card.conceal != NULL:
        return 0xFFFFFFFF
    return STATE_SPENT


cdef inline bint acting_between(const Position* p, int seat) noexcept nogil:
    """Has the seat's card something due between turns (Gaea's placement after a dome)?  That
    act is part of the turn before it, whose power it keeps (gods/gaea.pyx, interjects)."""
    cdef const God* card = card_of(p, seat)
    return card.pending != NULL and card.pending(p, seat) != 0


cdef void observe(Position* p, int owner, int actor, const TurnFacts* facts) noexcept nogil:
    # Also asked with no turn (facts NULL) of a position set up from outside: one read in
    # the middle of a spree holds the powers its turn began with, as written.
    cdef int seat = actor if facts != NULL else p.stm
    cdef const God* acting = god_of(p, seat)
    if acting.extra_turn != NULL and acting.extra_turn(p, seat):
        return
    cdef bint night = popcount(complete_towers(p)) & 1
    hold(p, owner, p.night[owner] if night else p.seat_god[owner], 0)
    for seat in range(p.nseats):
        if p.seat_side[seat] != p.seat_side[owner] and not p.night[seat]:
            hold(p, seat, 0 if night and not acting_between(p, seat) else p.seat_god[seat], outlasting(p, seat))


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.observe = observe
