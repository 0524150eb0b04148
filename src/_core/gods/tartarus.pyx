# Tartarus (Golden Fleece, 2 players): once every side has placed, before anybody's first
# turn, he names a square in secret, the Abyss (any square with no worker and no dome).  A
# worker of any side that enters it - by a move, a force or a placement, at any step of any
# turn - makes its side lose at once, and the move that entered wins nothing.  His own turns
# are a mortal's.
#
# The choice is a turn of his seat between turns (God.interjects after the last placement,
# Position.resume naming the last placer's seat): `abyss@sq`.  The loss is his card's win
# condition (an opponent's worker on the Abyss) and loss condition (his own): judged step by
# step in every turn, extra turns and truces too (GOD_JUDGED_ALWAYS), so generation cuts a
# turn at the step that fell in (movegen.cut_at_judgement); his restriction of every seat
# (GOD_RESTRICTS_ALL) takes the win from a move onto it (Limits.no_win).
#
# The square is his secret: a referee and he know it, his opponent does not (God.conceal).
# What the opponent does know is kept in the state too, for the engine that samples the
# worlds it cannot tell apart (santorini.engine.worlds): the squares known safe, where a
# worker stood at the choice or has stood since, or a Harpies slide passed over (God.observe
# after every turn).  While the square is unknown nobody is known to fall in, and the turns
# are a mortal's.
#
# State word: bits 0-24 the squares known safe; bits 25-29 the phase: 0 not named yet, the
# Abyss' square + 1 once named (1-25), UNKNOWN once named where the square is kept out, DUE
# while the choice is due.  SFEN (docs/golden-fleece-gods.md):
# `tartarus[abyss]` (due, with `resume:K`), `tartarus[set|c3]` (a referee's or his own view),
# `tartarus[set]` or `tartarus[set,b2,c3]` (his opponent's view: the squares known safe).
from libc.stdint cimport uint32_t

from santorini.notation.squares import SQUARE_NAMES

from santorini._core.bitboard cimport Bitboard, BOARD_MASK, square_bb, lsb
from santorini._core.genkit cimport emit
from santorini._core.god cimport (
    default_gen, default_count, default_win_squares,
    God, Gen, Limits, god_defaults, GOD_RESTRICTS_ALL, GOD_JUDGED_ALWAYS, CONDITION_OFF, INTERJECT_AT_END,
)
from santorini._core.movegen cimport gather_limits
from santorini._core.position cimport Position, TurnFacts, NO_WINNER, pos_change_state, all_placed, step_on
from santorini._core.turn cimport (
    Turn, abyss_turn, abyss_square, turn_src, step_kind, step_square, MAX_STEPS, STEP_END, STEP_MOVE, STEP_DISPLACE,
    STEP_TO,
)

cdef enum:
    SAFE_BITS = (1 << 25) - 1
    PHASE_SHIFT = 25
    UNKNOWN = 26 << 25
    DUE = 27 << 25


def sfen_read(str text):
    """The state word of a state text, or None if it is none of his."""
    if text == "abyss":
        return DUE
    head, bar, square = text.partition("|")
    parts = head.split(",")
    if parts[0] != "set":
        return None
    if bar:
        if len(parts) > 1 or square not in SQUARE_NAMES:
            return None
        return (SQUARE_NAMES.index(square) + 1) << PHASE_SHIFT
    if any(name not in SQUARE_NAMES for name in parts[1:]) or len(set(parts[1:])) != len(parts) - 1:
        return None
    return UNKNOWN | sum(1 << SQUARE_NAMES.index(name) for name in parts[1:])


def sfen_write(uint32_t word, occupied):
    """The state text of a state word (None: not named yet); the squares known safe are
    written only where the Abyss' square is not (an opponent's view), and not those
    `occupied` by a worker (a bitboard: sfen_read's reader knows them from the board)."""
    phase = word >> PHASE_SHIFT
    if phase == DUE >> PHASE_SHIFT:
        return "abyss"
    if not phase:
        return None
    if phase <= 25:
        return f"set|{SQUARE_NAMES[phase - 1]}"
    safe = sorted(SQUARE_NAMES[sq] for sq in range(25) if (word >> sq) & 1 and not (occupied >> sq) & 1)
    return ",".join(["set", *safe])


#: The state's text in the examples the docs give (the rest is read by sfen_read).
SFEN_STATES = {"abyss": DUE, "set": UNKNOWN}
SFEN_CODEC = True
GEOMETRY_BITS = 0xFFFFFFFF


cdef inline int phase(uint32_t state) noexcept nogil:
    return <int>(state >> PHASE_SHIFT)


cdef inline int abyss_of(const Position* p, int seat) noexcept nogil:
    """The Abyss' square if known, else -1."""
    cdef int now = phase(p.god_state[seat])
    return now - 1 if now <= 25 else -1


cdef inline bint named(uint32_t state) noexcept nogil:
    return 0 < phase(state) <= UNKNOWN >> PHASE_SHIFT


cdef inline bint due(const Position* p, int seat) noexcept nogil:
    return p.god_state[seat] == DUE and p.resume != 0 and p.stm == seat


cdef void gen(Gen* g) noexcept nogil:
    cdef Bitboard squares
    if not due(g.p, g.seat):
        default_gen(g)
        return
    if g.climb_only:            # naming a square moves nobody: never the climb Persephone demands
        return
    squares = BOARD_MASK & ~(g.p.occ | g.p.dome)
    while squares:
        emit(g, abyss_turn(lsb(squares)))
        squares &= squares - 1


cdef long count(const Position* p, const Limits* lim) noexcept nogil:
    return -1 if due(p, p.stm) else default_count(p, lim)


cdef Bitboard win_squares(const Position* p, int seat, const Limits* lim) noexcept nogil:
    return 0 if due(p, seat) else default_win_squares(p, seat, lim)


cdef void restrict_opponent(const Position* p, int owner, int seat, Limits* lim) noexcept nogil:
    # Every seat, his own too: a move into the Abyss wins nothing and ends the turn.
    cdef int sq = abyss_of(p, owner)
    if sq >= 0:
        lim.no_win |= square_bb(sq)
        lim.pit |= square_bb(sq)


cdef bint wins(const Position* p, int seat) noexcept nogil:
    cdef int sq = abyss_of(p, seat)
    return sq >= 0 and ((p.occ & ~p.side_bb[p.seat_side[seat]]) >> sq) & 1


cdef bint loses(const Position* p, int seat) noexcept nogil:
    cdef int sq = abyss_of(p, seat)
    return sq >= 0 and (p.side_bb[p.seat_side[seat]] >> sq) & 1


cdef int pieces_to_win(const Position* p, int seat) noexcept nogil:
    # A worker falls in by a move, no piece built; nobody is known to while it is a secret.
    return 0 if abyss_of(p, seat) >= 0 else CONDITION_OFF


cdef Bitboard judged_squares(const Position* p, int seat) noexcept nogil:
    # A worker falls in by a step that puts it on the Abyss: a move, a force, a slide stopping
    # there (genkit.slide_on), a whirlpool's exit, a placement.
    cdef int sq = abyss_of(p, seat)
    return square_bb(sq) if sq >= 0 else 0


cdef void end_turn(Position* p, int seat, const TurnFacts* facts) noexcept nogil:
    cdef int sq = abyss_square(facts.turn)
    if sq >= 0:     # the squares that held a worker or a dome could not be named
        pos_change_state(p, seat, <uint32_t>(sq + 1) << PHASE_SHIFT | <uint32_t>((p.occ | p.dome) & SAFE_BITS))


cdef void interjects(Position* p, int owner, const TurnFacts* facts) noexcept nogil:
    # Right after the last placement, once.  (facts.before holds the saved part of the
    # position: its placements, not its seats.)
    if not p.god_state[owner] and all_placed(p) and facts.before.placed != p.placed:
        pos_change_state(p, owner, DUE)


cdef int pending(const Position* p, int owner) noexcept nogil:
    return INTERJECT_AT_END if p.god_state[owner] == DUE and p.resume else 0


cdef Bitboard slid_over(const Position* p, int actor, Turn t) noexcept nogil:
    """The squares the Harpies' slides in the actor's turn t passed over, one at a time
    (genkit.slide_on), from the square each move entered.  Only these: the squares a turn
    of several moves passed through are left out, so that its spellings that end alike
    still make one position (a whirlpool's transport, the other DISPLACE of a mover,
    passes over nothing; it never meets a slide in his games of 2 players)."""
    cdef Limits lim
    cdef Bitboard squares = 0
    cdef int i, sq, at, cur = turn_src(t)
    cdef bint limits_read = False
    for i in range(MAX_STEPS - 2):
        if step_kind(t, i) == STEP_END:
            break
        if step_kind(t, i) != STEP_MOVE:
            continue
        sq = step_square(t, i)
        if step_kind(t, i + 1) == STEP_DISPLACE and step_square(t, i + 1) == sq and step_kind(t, i + 2) == STEP_TO:
            if not limits_read:     # after every turn: only for one that carried a mover on
                gather_limits(p, actor, -1, &lim)
                limits_read = True
            if not lim.slides or lim.whirls:
                return 0
            at = sq
            while at >= 0 and at != step_square(t, i + 2):
                squares |= square_bb(at)
                at = step_on(at, cur, sq)
        cur = sq
    return squares


cdef void observe(Position* p, int owner, int actor, const TurnFacts* facts) noexcept nogil:
    # Every worker standing now stands on no Abyss, nor was the Abyss on the way a slide
    # took it: everybody sees it (also of a position read from outside, facts NULL).  A
    # game won by a fall is over: nothing to learn.
    cdef uint32_t state = p.god_state[owner]
    cdef Bitboard safe = p.occ
    if not named(state) or p.winner != NO_WINNER:
        return
    if facts != NULL:
        safe |= slid_over(p, actor, facts.turn)
    if (safe & ~state) & SAFE_BITS:
        pos_change_state(p, owner, state | <uint32_t>(safe & SAFE_BITS))


cdef void conceal(Position* p, int owner, int viewer) noexcept nogil:
    # Only his side knows the square.
    if p.seat_side[viewer] != p.seat_side[owner] and abyss_of(p, owner) >= 0:
        pos_change_state(p, owner, (p.god_state[owner] & SAFE_BITS) | UNKNOWN)


cdef int worlds(const Position* p, int owner, int viewer, uint32_t* states, int cap) noexcept nogil:
    # Every square no worker stands on that is not known safe, domed ones too (a dome may
    # have been built on the Abyss since).
    cdef uint32_t state = p.god_state[owner]
    cdef Bitboard squares
    cdef int n = 0
    if p.seat_side[viewer] == p.seat_side[owner] or state & ~SAFE_BITS != UNKNOWN:
        return 0
    squares = BOARD_MASK & ~(p.occ | <Bitboard>(state & SAFE_BITS))
    while squares and n < cap:
        states[n] = (state & SAFE_BITS) | <uint32_t>(lsb(squares) + 1) << PHASE_SHIFT
        n += 1
        squares &= squares - 1
    return n


cdef bint state_fits(const Position* p, int seat) noexcept nogil:
    cdef uint32_t state = p.god_state[seat]
    cdef int sq = abyss_of(p, seat)
    if phase(state) == DUE >> PHASE_SHIFT:     # between the last placement and the first turn (game.acting_between)
        return (state == DUE and p.resume != 0 and p.winner == NO_WINNER and all_placed(p)
                and (BOARD_MASK & ~(p.occ | p.dome)) != 0)
    if not named(state):
        return state == 0 and (p.winner != NO_WINNER or not all_placed(p))
    if not all_placed(p) and p.winner == NO_WINNER:
        return False
    # Nobody stands on the Abyss unless his fall lost the game, and no known-safe square is it.
    if sq >= 0 and ((state >> sq) & 1 or ((p.occ >> sq) & 1 and (
            p.winner == NO_WINNER or (p.side_bb[p.winner] >> sq) & 1))):
        return False
    return not (p.resume and p.stm == seat and p.winner == NO_WINNER)


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.flags |= GOD_RESTRICTS_ALL | GOD_JUDGED_ALWAYS
    g.gen = gen
    g.count = count
    g.win_squares = win_squares
    g.restrict_opponent = restrict_opponent
    g.wins = wins
    g.loses = loses
    g.pieces_to_win = pieces_to_win
    g.judged_squares = judged_squares
    g.end_turn = end_turn
    g.interjects = interjects
    g.pending = pending
    g.observe = observe
    g.conceal = conceal
    g.worlds = worlds
    g.state_fits = state_fits
