# Hecate (Golden Fleece, 2 and 3 players): where her workers stand is her secret.  Her turns
# are a mortal's; she places last.  Her opponents list their turns on the board they see, with
# her workers taken off (God.view); a step of such a turn that names a square one of hers
# stands on is cancelled with the rest of the turn (GOD_HIDES_WORKERS: make_turn stops there,
# TurnFacts.collided), what was made before it stands.
#
# What her opponents know is kept in Position.card_data[0] (one card a game uses it): bits
# 0-24 the squares where a worker of hers may stand as far as they can tell (M), bits 32-56
# those where one is known to stand (K, a collision's square until her next turn), bits 25-29
# her last build's square + 1 (the worker that made it stands next to it), SET once she has
# placed.  God.observe keeps them after every turn (docs/golden-fleece-gods.md, 39):
# her placement: M every square with no dome and no other side's worker; her turn, built on
# s: M |= K | (reached(M | K) & neighbours(s)), less s, K empty, her last build s (reached: the
# squares a worker on one of them may have moved to without winning); another
# seat's turn: its collision's square goes to K, the squares it built on leave M; then both lose
# the domes and the other sides' workers.  SFEN `hecate[*]` (M all such squares, K empty, no
# build yet) or `hecate[b2,c3,!d4,^c2]`; her workers on the board of a full SFEN, off it in
# her opponents' (santorini.board strips them: Board.sfen(viewer)).
from libc.stdint cimport uint64_t

from santorini.notation.squares import SQUARE_NAMES

from santorini._core.bitboard cimport Bitboard, BOARD_MASK, neighbours, neighbours_of, popcount, lsb
from santorini._core.god cimport God, Limits, god_defaults, GOD_HIDES_WORKERS
from santorini._core.movegen cimport gather_limits
from santorini._core.position cimport Position, TurnFacts, NO_WINNER, pos_change_card_data, placer
from santorini._core.turn cimport step_kind, STEP_PLACE

cdef enum:
    KNOWN_SHIFT = 32
    LAST_SHIFT = 25         # her last build's square + 1 (0: none since she placed)
    LAST_BITS = 31 << 25

cdef uint64_t SET = <uint64_t>1 << 63



def data_read(str text, blocked):
    """card_data[0] of a state text, given the squares `blocked` (domes and the other sides'
    workers), or None if it is none of hers."""
    if text == "*":
        return SET | (BOARD_MASK & ~blocked)
    maybe = known = last = 0
    for part in text.split(","):
        mark = part[0] if part[:1] in ("!", "^") else ""
        name = part[len(mark):]
        if name not in SQUARE_NAMES or last:
            return None
        bit = 1 << SQUARE_NAMES.index(name)
        if mark == "^":
            last = SQUARE_NAMES.index(name) + 1
        elif (maybe | known) & bit:
            return None
        elif mark == "!":
            known |= bit
        else:
            maybe |= bit
    return SET | maybe | known << KNOWN_SHIFT | last << LAST_SHIFT


def data_write(uint64_t data, blocked):
    """The state text of card_data[0] (None: she has not placed)."""
    if not data & SET:
        return None
    maybe, known, last = data & BOARD_MASK, (data >> KNOWN_SHIFT) & BOARD_MASK, (data & LAST_BITS) >> LAST_SHIFT
    if not known and not last and maybe == BOARD_MASK & ~blocked:
        return "*"
    squares = [("!" if (known >> sq) & 1 else "") + SQUARE_NAMES[sq] for sq in range(25) if ((maybe | known) >> sq) & 1]
    return ",".join(squares + ([f"^{SQUARE_NAMES[last - 1]}"] if last else []))


def hidden_squares(uint64_t data):
    """(the squares her workers may stand on, those one is known to, those next to her last
    build, one of which holds the worker that made it, or None) of card_data[0], as far as her
    opponents can tell; None before she places."""
    if not data & SET:
        return None
    last = (data & LAST_BITS) >> LAST_SHIFT
    near = None
    if last:
        near = [sq for sq in range(25) if abs(sq % 5 - (last - 1) % 5) <= 1 and abs(sq // 5 - (last - 1) // 5) <= 1
                and sq != last - 1]
    return ([sq for sq in range(25) if (data >> sq) & 1],
            [sq for sq in range(25) if (data >> (KNOWN_SHIFT + sq)) & 1], near)


#: How many workers she hides (her placement's).
HIDDEN_WORKERS = 2

SFEN_DATA = True
GEOMETRY_BITS = 0xFFFFFFFF


cdef inline Bitboard blocked(const Position* p, int owner) noexcept nogil:
    """Where no worker of hers can stand as her opponents see it: domes, other sides' workers."""
    return p.dome | (p.occ & ~p.side_bb[p.seat_side[owner]])


cdef inline bint others_placed(const Position* p, int seat) noexcept nogil:
    cdef int other
    for other in range(p.nseats):
        if placer(p, other) != placer(p, seat) and not (p.placed >> placer(p, other)) & 1:
            return False
    return True


cdef inline bint places_last(const Position* p, int seat) noexcept nogil:
    """Will every other seat have placed when her placement comes?  The seats place in turn order
    from the one to act: those after hers up to it must have placed already."""
    cdef int other = (seat + 1) % p.nseats
    while other != p.stm and other != seat:
        if not (p.placed >> placer(p, other)) & 1:
            return False
        other = (other + 1) % p.nseats
    return p.stm != seat or others_placed(p, seat)


cdef Bitboard reached(const Position* before, Bitboard squares, int side, Bitboard no_win) noexcept nogil:
    """Where a worker of hers on one of the squares may have moved in a turn that did not win,
    on the board as it was (before: the saved part of the position): a neighbour at most one
    level up, up onto level 3 only where that wins nothing (no_win: Hera's perimeter), with no
    dome and no other side's worker."""
    cdef Bitboard out = 0, reach
    cdef int sq, h
    cdef Bitboard free = ~(before.dome | (before.occ & ~before.side_bb[side]))
    while squares:
        sq = lsb(squares)
        squares &= squares - 1
        h = before.height[sq]
        reach = neighbours(sq) & ~before.ge[h + 2] & free
        if h < 3:
            reach &= ~(before.ge[3] & ~no_win)      # a climb onto level 3 would have won
        out |= reach
    return out


cdef void view(Position* q, int owner, int seat) noexcept nogil:
    cdef Bitboard hers = q.side_bb[q.seat_side[owner]]
    q.hidden |= hers        # out of their sight, not out of the game
    q.occ &= ~hers
    q.side_bb[q.seat_side[owner]] = 0
    q.female &= ~hers


cdef bint may_place(const Position* p, int seat, int a, int b) noexcept nogil:
    return others_placed(p, seat)


cdef void observe(Position* p, int owner, int actor, const TurnFacts* facts) noexcept nogil:
    cdef uint64_t data = p.card_data[0]
    cdef Bitboard maybe = <Bitboard>(data & BOARD_MASK), known = <Bitboard>((data >> KNOWN_SHIFT) & BOARD_MASK)
    cdef Bitboard built = 0, both
    cdef Limits lim
    cdef uint64_t last = data & LAST_BITS
    cdef int level
    if facts == NULL or p.winner != NO_WINNER:
        return              # nothing is learnt once the game is over
    if p.seat_side[actor] == p.seat_side[owner] and step_kind(facts.turn, 0) == STEP_PLACE \
            and p.side_bb[p.seat_side[owner]] and not data & SET:
        maybe, known, last = BOARD_MASK, 0, 0
    elif not data & SET:
        return
    else:
        for level in range(1, 4):
            built |= p.ge[level] ^ facts.before.ge[level]
        built |= p.dome ^ facts.before.dome
        if p.seat_side[actor] == p.seat_side[owner]:
            both = maybe | known
            gather_limits(p, owner, -1, &lim)
            maybe = (both | (reached(facts.before, both, p.seat_side[owner], lim.no_win | lim.no_climb_win)
                             & neighbours_of(built))) & ~built
            known = 0
            if built:
                last = <uint64_t>(lsb(built) + 1) << LAST_SHIFT
        elif facts.collided >= 0:
            known |= <Bitboard>1 << facts.collided
            maybe &= ~known & ~built
        else:
            maybe &= ~built
    maybe &= ~blocked(p, owner)
    known &= ~blocked(p, owner)
    data = SET | maybe | <uint64_t>known << KNOWN_SHIFT | last
    if data != p.card_data[0]:
        pos_change_card_data(p, 0, data)


cdef bint state_fits(const Position* p, int seat) noexcept nogil:
    cdef uint64_t data = p.card_data[0]
    cdef Bitboard maybe = <Bitboard>(data & BOARD_MASK), known = <Bitboard>((data >> KNOWN_SHIFT) & BOARD_MASK)
    cdef Bitboard hers = p.side_bb[p.seat_side[seat]]
    cdef int last = <int>((data & LAST_BITS) >> LAST_SHIFT)
    if not (p.alive >> seat) & 1:
        return True
    if not (p.placed >> placer(p, seat)) & 1:
        # Before she places: nothing known, and she places after every other side.
        return data == 0 and (places_last(p, seat) or p.winner != NO_WINNER)
    if not data & SET or data & ~(SET | LAST_BITS | BOARD_MASK | (<uint64_t>BOARD_MASK << KNOWN_SHIFT)) or last > 25:
        return False
    if p.winner != NO_WINNER:
        return True         # a game over: her winning move left what her opponents knew behind
    if not others_placed(p, seat):
        return False        # she places last
    if last and not neighbours(last - 1) & (maybe | known) or last and (hers and not neighbours(last - 1) & hers):
        return False        # the worker that built there stands next to it
    if (maybe | known) & blocked(p, seat) or maybe & known or popcount(known) > 2 or popcount(maybe | known) < 2:
        return False
    # A full position: her workers stand where her opponents cannot rule them out, and a known
    # square holds one.  A position written for an opponent shows none of them.
    return hers == 0 or ((hers & ~(maybe | known)) == 0 and (known & ~hers) == 0)


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.flags |= GOD_HIDES_WORKERS
    g.view = view
    g.may_place = may_place
    g.observe = observe
    g.state_fits = state_fits
