# Circe: at the start of each of her turns (both sides placed), if her
# opponent's workers do not all touch each other (two apart, or one left),
# she holds the opponent's power until her next turn starts and the opponent
# plays as a mortal; otherwise the opponent has it.  The power held is the
# position's `held` entry (position.pxd); a power that changes hands starts
# from its default state, but a token on the board (GOD_STATE_ON_BOARD: Aeolus'
# wind, Siren's Song) goes with it as it stands, and a figure (Europa's Talus) stays
# where it stands, kept by its card's seat (GOD_STATE_ON_CARD: the power moves it, as
# Charybdis' whirlpools, which the power places and which carry everyone while she holds it).
# A memory of play (GOD_STATE_PER_SEAT: Eris' mark of who moved last) is each seat's own:
# her state keeps her mark of her opponent's workers all game, held or not, and his his.
# Circe never takes Circe's power.
# SFEN: `circe[pan]`, `circe[athena:^]` while she holds it.
from santorini._core.bitboard cimport Bitboard, popcount, lsb, neighbours, square_bb
from santorini._core.god cimport (
    GODS, God, god_defaults, GOD_BUILDS_BACK, GOD_TAKES_POWERS, GOD_STATE_ON_BOARD, GOD_STATE_ON_CARD,
    GOD_STATE_PER_SEAT,
)
from santorini._core.position cimport Position, pos_set_held, pos_change_state

#: SFEN: the state names the power she holds (docs/advanced-gods.md).
SFEN_HOLDS = True


cdef inline int opponent_of(const Position* p, int seat) noexcept nogil:
    return 1 - seat         # two players only


cdef inline bint together(Bitboard workers) noexcept nogil:
    """Do the workers all neighbour each other (Graeae's three too)?  One alone: no."""
    cdef Bitboard rest = workers
    cdef int w
    if popcount(workers) < 2:
        return False
    while rest:
        w = lsb(rest)
        rest &= rest - 1
        if (neighbours(w) | square_bb(w)) & workers != workers:
            return False
    return True


cdef void hand_over(Position* p, int seat, int power) noexcept nogil:
    """`power` goes to the seat, the seat's previous power back to its card's owner."""
    cdef int opp = opponent_of(p, seat)
    cdef int theirs = p.seat_god[opp]
    cdef bint taking = power == theirs
    cdef unsigned int token = 0
    if GODS[theirs].flags & GOD_STATE_PER_SEAT:
        # Each seat's memory of play is its own (Eris' mark): it stays as it is, held or not.
        pos_set_held(p, seat, power)
        pos_set_held(p, opp, 0 if taking else theirs)
        return
    if GODS[theirs].flags & GOD_STATE_ON_BOARD:
        token = p.god_state[opp] if taking else p.god_state[seat]
    pos_set_held(p, seat, power)
    pos_change_state(p, seat, token if taking else 0)
    pos_set_held(p, opp, 0 if taking else theirs)
    if not GODS[theirs].flags & GOD_STATE_ON_CARD:     # (pieces that stay with their card's seat)
        pos_change_state(p, opp, 0 if taking else token)


cdef void start_turn(Position* p, int seat) noexcept nogil:
    cdef int opp = opponent_of(p, seat)
    cdef int theirs = p.seat_god[opp]
    cdef int own = p.seat_god[seat]
    cdef const God* held
    if not (p.side_bb[p.seat_side[opp]] and p.side_bb[p.seat_side[seat]]):
        return          # a side still to place, or wiped out
    if theirs == own or theirs == 0:
        return          # her own power, or no power (mortal): nothing to take
    if together(p.side_bb[p.seat_side[opp]]):
        if p.held[seat] != own:
            hand_over(p, seat, own)
        return
    if p.held[seat] != theirs:
        hand_over(p, seat, theirs)
    held = &GODS[theirs]
    if held.start_turn != NULL:
        held.start_turn(p, seat)


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.flags = GOD_BUILDS_BACK | GOD_TAKES_POWERS
    g.start_turn = start_turn
