# Clio: her first three blocks each get one of her three coins on top (at the end of
# her turn).  To every opponent a coin's square is a domed square with nothing else
# on it: nobody of theirs moves, is forced or placed there, nobody builds there, and
# her worker standing on it is out of their reach (God.view: the copy of the board
# their turns are listed on has a dome there and no worker).  She treats coin
# squares as ordinary ones; building on a coin takes it out of the game, and a
# block built there may get a coin of her card (the clio-coin-built-over ruling's
# alternative: the coin stays, whatever is built on it).  Her turns are the ordinary ones.
# While Nyx leaves her no power the coins stay and do nothing (no view), her blocks get
# none, and a build on one, anyone's, takes it out of the game (observe); an opponent's
# worker that stepped onto one then stands on a dome of his when her power is back.
# Her state word: the coins' squares (bits 0-24) and how many have left her card
# (bits from USED_SHIFT); SFEN `clio[b2,c3,x]`, an `x` for each coin gone.
from libc.stdint cimport uint32_t
from itertools import combinations

from santorini._core.bitboard cimport Bitboard, square_bb
from santorini._core.god cimport God, god_defaults
from santorini._core.position cimport Position, TurnFacts, RULE_CLIO_COIN_STAYS, pos_change_state, restacked
from santorini._core.turn cimport turn_bld, turn_wins

from santorini.notation.squares import SQUARE_NAMES

cdef enum:
    COIN_MASK = 0x1FFFFFF
    USED_SHIFT = 25
    COINS = 3


def _sfen_states():
    """Every state text: the coins on the board in ASCII order of their squares, then one
    `x` for each coin out of the game (no state: all three on her card)."""
    states = {}
    for on_board in range(COINS + 1):
        for squares in combinations(sorted(range(25), key=lambda sq: SQUARE_NAMES[sq]), on_board):
            for gone in range(COINS + 1 - on_board):
                if on_board or gone:
                    text = ",".join([SQUARE_NAMES[sq] for sq in squares] + ["x"] * gone)
                    states[text] = sum(1 << sq for sq in squares) | ((on_board + gone) << USED_SHIFT)
    return states


SFEN_STATES = _sfen_states()

#: The coins' squares: a symmetry of the board maps them too (the count of coins spent is the
#: same in every image).
GEOMETRY_BITS = COIN_MASK


cdef inline bint holds_power(const Position* p, int seat) noexcept nogil:
    return p.held[seat] == p.seat_god[seat]


cdef inline bint night_against(const Position* p, int seat) noexcept nogil:
    """Does an opposing seat's card bring a Night Power (Nyx), which may leave her no power?"""
    cdef int other
    for other in range(p.nseats):
        if p.seat_side[other] != p.seat_side[seat] and p.night[other]:
            return True
    return False


cdef void view(Position* q, int owner, int seat) noexcept nogil:
    if not holds_power(q, owner):
        return
    cdef Bitboard coins = q.god_state[owner] & COIN_MASK
    cdef Bitboard hidden = coins & q.side_bb[q.seat_side[owner]]
    q.dome |= coins
    q.veiled |= coins       # domes to them, but no complete towers (Chronus)
    q.hidden |= hidden      # out of reach, not out of the game
    q.occ &= ~hidden
    q.side_bb[q.seat_side[owner]] &= ~hidden
    q.female &= ~hidden


cdef void end_turn(Position* p, int seat, const TurnFacts* facts) noexcept nogil:
    if turn_wins(facts.turn) or facts.builds == 0:
        return
    cdef uint32_t state = p.god_state[seat]
    cdef Bitboard coins = state & COIN_MASK
    cdef int used = state >> USED_SHIFT
    cdef int b = turn_bld(facts.turn)
    if (coins >> b) & 1:
        if p.rulings & RULE_CLIO_COIN_STAYS:
            return                          # the ruling's alternative: it stays, one coin a square
        coins &= ~square_bb(b)              # a coin built on leaves the game
    if not (p.dome >> b) & 1 and used < COINS:
        coins |= square_bb(b)               # a block: the next coin of her card goes on it
        used += 1
    pos_change_state(p, seat, coins | (<uint32_t>used << USED_SHIFT))


cdef void observe(Position* p, int owner, int actor, const TurnFacts* facts) noexcept nogil:
    # Only a turn in which she had no power: with it, her builds are end_turn's and nobody
    # else builds on a coin (a dome to them).  (The record before the turn holds only what
    # turns change: her card is read on the position.)
    if facts == NULL or facts.before == NULL or facts.before.held[owner] == p.seat_god[owner]:
        return
    if p.rulings & RULE_CLIO_COIN_STAYS:
        return
    cdef Bitboard built = restacked(facts.before, p, p.god_state[owner] & COIN_MASK)
    if built:
        pos_change_state(p, owner, p.god_state[owner] & ~<uint32_t>built)


cdef bint state_fits(const Position* p, int seat) noexcept nogil:
    cdef Bitboard coins = p.god_state[seat] & COIN_MASK
    # With Nyx an opponent's worker may have stepped onto a coin while she had no power.
    cdef Bitboard theirs = 0 if night_against(p, seat) else p.occ & ~p.side_bb[p.seat_side[seat]]
    # A coin stays under a dome built on it only by the clio-coin-built-over alternative.
    cdef Bitboard domed = 0 if p.rulings & RULE_CLIO_COIN_STAYS else p.dome
    return not (coins & (domed | ~p.ge[1] | theirs))


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.end_turn = end_turn
    g.view = view
    g.observe = observe
    g.state_fits = state_fits
