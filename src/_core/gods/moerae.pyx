# Moerae (Golden Fleece, 2 and 3 players): before anyone places she chooses in secret a
# block of 2x2 squares, her Fate spaces, and her side places three workers.  When a move of
# an opponent's worker would win and the win is judged on one of her Fate spaces, she wins
# instead.  Her own turns are a mortal's.
#
# The choice is her setup turn, made with the direction tokens' orientations (God.orienting,
# God.setup_choices: the sixteen blocks), `fate@b2`: the block named by its south-west corner.
# The steal is her restriction of each opponent (Limits.taken: the turn of a move that would
# win there is listed, ends there and is marked TAKEN, not WIN) and God.takes_win, which
# make_turn asks who takes it.  Which wins (the `moerae-scope` ruling): by default any win a
# move makes (a climb, Pan's drop, Eros' meeting); with RULE_MOERAE_CLIMBS_ONLY only a climb
# onto level 3, which is a win judged on a square of level 3 (no other move win ends there).
#
# The area is her secret: a referee and she know it, her opponents do not (God.conceal): to
# them it is any of the sixteen blocks (God.worlds), and nothing they see rules one out
# before a win ends the game.  While the area is unknown no win is known to be hers.
#
# State word: 0 while the choice is due (or once her seat is out), CHOSEN with the corner + 1
# in the low bits (a referee's or her own view), CHOSEN alone (her opponents' view).  SFEN
# (docs/golden-fleece-gods.md): `moerae[set|b2]`, `moerae[set]`; no state while due.
from libc.stdint cimport uint32_t

from santorini.notation.squares import SQUARE_NAMES

from santorini._core.bitboard cimport Bitboard, square_bb
from santorini._core.god cimport God, Limits, god_defaults
from santorini._core.position cimport Position, TurnFacts, RULE_MOERAE_CLIMBS_ONLY, pos_change_state
from santorini._core.turn cimport Turn, fate_turn, fate_corner

cdef enum:
    CHOSEN = 1 << 5
    CORNER_BITS = CHOSEN - 1

#: The state's texts: the area chosen, on each corner (files a-d, ranks 1-4) or unknown.
SFEN_STATES = {"set": CHOSEN, **{f"set|{SQUARE_NAMES[sq]}": CHOSEN | (sq + 1)
                                 for sq in range(20) if sq % 5 < 4}}
GEOMETRY_BITS = 0xFFFFFFFF
MOST_WORKERS = {None: 3, **{text: 3 for text in SFEN_STATES}}


cdef inline int corner_of(uint32_t state) noexcept nogil:
    """The area's south-west corner if known, else -1."""
    return <int>(state & CORNER_BITS) - 1 if state & CHOSEN else -1


cdef inline Bitboard fate_area(int corner) noexcept nogil:
    return square_bb(corner) | square_bb(corner + 1) | square_bb(corner + 5) | square_bb(corner + 6)


cdef bint orienting(const Position* p, int seat) noexcept nogil:
    return p.god_state[seat] == 0


cdef int setup_choices(const Position* p, int seat, Turn* out) noexcept nogil:
    cdef int sq, n = 0
    for sq in range(20):
        if sq % 5 < 4:
            if out != NULL:
                out[n] = fate_turn(sq)
            n += 1
    return n


cdef void end_turn(Position* p, int seat, const TurnFacts* facts) noexcept nogil:
    cdef int corner = fate_corner(facts.turn)
    if corner >= 0:
        pos_change_state(p, seat, CHOSEN | <uint32_t>(corner + 1))


cdef void restrict_opponent(const Position* p, int owner, int seat, Limits* lim) noexcept nogil:
    cdef int corner = corner_of(p.god_state[owner])
    cdef Bitboard area
    if corner >= 0:
        area = fate_area(corner)
        if p.rulings & RULE_MOERAE_CLIMBS_ONLY:
            area &= p.ge[3]
        lim.taken |= area


cdef bint takes_win(const Position* p, int owner, int mover, int sq) noexcept nogil:
    cdef int corner = corner_of(p.god_state[owner])
    return corner >= 0 and p.seat_side[mover] != p.seat_side[owner] and (fate_area(corner) >> sq) & 1


cdef void conceal(Position* p, int owner, int viewer) noexcept nogil:
    # Only her side knows the area.
    if p.seat_side[viewer] != p.seat_side[owner] and corner_of(p.god_state[owner]) >= 0:
        pos_change_state(p, owner, CHOSEN)


cdef int worlds(const Position* p, int owner, int viewer, uint32_t* states, int cap) noexcept nogil:
    # Every block: only a win, which ends the game, would tell one from another.
    cdef int sq, n = 0
    if p.seat_side[viewer] == p.seat_side[owner] or p.god_state[owner] != CHOSEN:
        return 0
    for sq in range(20):
        if sq % 5 < 4 and n < cap:
            states[n] = CHOSEN | <uint32_t>(sq + 1)
            n += 1
    return n


cdef bint state_fits(const Position* p, int seat) noexcept nogil:
    # Chosen before anyone places; a seat that is out keeps no area.
    cdef uint32_t state = p.god_state[seat]
    cdef int corner = corner_of(state)
    if not (p.alive >> seat) & 1:
        return state == 0
    if state == 0:
        return not p.placed
    return (state & ~<uint32_t>(CHOSEN | CORNER_BITS)) == 0 and (
        state == CHOSEN or (corner < 20 and corner % 5 < 4))


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.setup_workers = 3
    g.orienting = orienting
    g.setup_choices = setup_choices
    g.end_turn = end_turn
    g.restrict_opponent = restrict_opponent
    g.takes_win = takes_win
    g.conceal = conceal
    g.worlds = worlds
    g.state_fits = state_fits
