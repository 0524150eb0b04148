# Gaea (Golden Fleece, 2 or 3 players): two more workers wait on her card.  Whenever a
# turn, anyone's, builds domes, she may put one of them on an empty ground-level square
# next to each dome.  The card rules it right after the dome: the engine makes it a turn
# of hers between turns (God.interjects), so that she, not the builder, chooses in the
# search: `+c3`, `+b2+d4` (two domes, one worker next to each) or `pass`.  A turn that
# may go on after a dome stops there for her (Limits.dome_pauses; gods/rest.pxd names those
# powers) and its seat plays the rest after her; any other turn ends with its dome, so she places after it.  Play then comes back to the builder's seat (Position.resume) and
# goes on as after its turn (its extra turns first, Dionysus').  The catalog's engine bans
# keep only Circe from her (rules/gods.py, GAEA_ENGINE_BANS; docs/golden-fleece-gods.md).
#
# State word: bits 0-1 the workers taken from her card (so 0 is the start, both on it),
# bits 2-26 the domes of the turn just played while her placement is due.  SFEN
# `gaea[1]` (one left on her card), `gaea[0]`; due: `gaea[2,c3]`, `gaea[1,b2,d4]` (the
# workers on her card, then the domes in ASCII order), with the extra item `resume:K`.
from itertools import combinations

from libc.stdint cimport uint32_t
from libc.string cimport memcpy, memset

from santorini._core.bitboard cimport Bitboard, BOARD_MASK, lsb, popcount, square_bb, neighbours, neighbours_of
from santorini._core.genkit cimport emit, squares_by_name, ground_next_to
from santorini._core.god cimport (
    God, Gen, Limits, god_defaults, default_gen, default_count, default_win_squares, INTERJECT_IN_TURN, GOD_STOPS_TURNS,
    GOD_STATE_ON_CARD,
)
from santorini._core.position cimport (
    Position, TurnFacts, NO_WINNER, SAVED_BYTES, pos_change_state, pos_set_held, all_placed,
)
from santorini._core.steps cimport apply_step
from santorini._core.turn cimport (
    Turn, header, step, pass_turn, step_kind, step_square, turn_src, forced_by, trades,
    MAX_STEPS, STEP_END, STEP_PLACE, STEP_TO,
)

from santorini.notation.squares import SQUARE_NAMES

cdef enum:
    CARD_WORKERS = 2
    TAKEN_MASK = 3
    DOMES_SHIFT = 2


def _sfen_states():
    """Every state text: the workers left on her card (two: no state), and while her
    placement is due the domes of the turn (one or two, ASCII order) after that count."""
    ordered = sorted(range(25), key=lambda sq: SQUARE_NAMES[sq])
    states = {str(CARD_WORKERS - taken): taken for taken in (1, 2)}
    for left in range(CARD_WORKERS, 0, -1):
        for n in (1, 2):
            for domes in combinations(ordered, n):
                text = ",".join([str(left)] + [SQUARE_NAMES[sq] for sq in domes])
                states[text] = (CARD_WORKERS - left) | (sum(1 << sq for sq in domes) << DOMES_SHIFT)
    return states


SFEN_STATES = _sfen_states()

#: The most workers her side has on the board, by SFEN state: two and those off her card.
MOST_WORKERS = {text: 2 + (word & TAKEN_MASK) for text, word in SFEN_STATES.items()}

#: The domes of a placement due name squares: a symmetry of the board maps them too (the count of
#: workers off her card is the same in every image).
GEOMETRY_BITS = BOARD_MASK << DOMES_SHIFT


cdef inline Bitboard state_domes(uint32_t state) noexcept nogil:
    """The domes her state word keeps (its bits from DOMES_SHIFT)."""
    return (state >> DOMES_SHIFT) & BOARD_MASK


cdef inline Bitboard due_domes(const Position* p, int seat) noexcept nogil:
    """The domes her placement may go next to, while it is due (she acts between turns)."""
    return state_domes(p.god_state[seat]) if p.resume and p.stm == seat else 0


cdef inline Bitboard spots_next_to(const Position* p, Bitboard domes) noexcept nogil:
    return ground_next_to(p, domes, p.occ)


cdef inline Bitboard open_domes(const Position* p, Bitboard domes) noexcept nogil:
    """The domes with a square she may place on next to them: those her state keeps."""
    cdef Bitboard open_ = 0
    cdef int d
    while domes:
        d = lsb(domes)
        domes &= domes - 1
        if spots_next_to(p, square_bb(d)):
            open_ |= square_bb(d)
    return open_


cdef inline bint one_each(Bitboard domes, int a, int b) noexcept nogil:
    """Do a and b stand next to two different domes (one placement per dome)?"""
    cdef Bitboard near_a = neighbours(a) & domes, near_b = neighbours(b) & domes
    return near_a and near_b and popcount(near_a | near_b) >= 2


cdef void gen(Gen* g) noexcept nogil:
    cdef const Position* p = g.p
    cdef Bitboard domes = due_domes(p, g.seat)
    if not domes:
        default_gen(g)
        return
    if g.climb_only:        # a placement moves nobody: never the climb Persephone demands
        return
    cdef int order[25]
    cdef int n = squares_by_name(spots_next_to(p, domes), order), i, j
    emit(g, pass_turn())
    for i in range(n):
        emit(g, header(order[i], order[i], 0) | step(0, STEP_PLACE, order[i]))
    if CARD_WORKERS - (p.god_state[g.seat] & TAKEN_MASK) < 2 or popcount(domes) < 2:
        return
    for i in range(n):
        for j in range(i + 1, n):
            if one_each(domes, order[i], order[j]):
                emit(g, header(order[i], order[i], 0) | step(0, STEP_PLACE, order[i])
                     | step(1, STEP_PLACE, order[j]))
                if g.spellings:
                    emit(g, header(order[j], order[j], 0) | step(0, STEP_PLACE, order[j])
                         | step(1, STEP_PLACE, order[i]))


cdef long count(const Position* p, const Limits* lim) noexcept nogil:
    return -1 if due_domes(p, p.stm) else default_count(p, lim)


cdef Bitboard win_squares(const Position* p, int seat, const Limits* lim) noexcept nogil:
    return 0 if due_domes(p, seat) else default_win_squares(p, seat, lim)


cdef void restrict_opponent(const Position* p, int owner, int seat, Limits* lim) noexcept nogil:
    # With a worker on her card she may place as soon as a dome is built: a turn that may go
    # on after one stops there for her (Limits.dome_pauses).
    if (p.god_state[owner] & TAKEN_MASK) < CARD_WORKERS:
        lim.dome_pauses = True


cdef void end_turn(Position* p, int seat, const TurnFacts* facts) noexcept nogil:
    # Her placement: the workers leave her card, and the domes are done with.
    if not due_domes(p, seat):
        return
    cdef int i, taken = p.god_state[seat] & TAKEN_MASK
    for i in range(MAX_STEPS):
        if step_kind(facts.turn, i) == STEP_END:
            break
        taken += step_kind(facts.turn, i) == STEP_PLACE
    pos_change_state(p, seat, taken)


cdef Bitboard open_at_once(const Position* p, const TurnFacts* facts, Bitboard domes) noexcept nogil:
    """Of the domes the turn built, those with a square she may place on next to them right
    after the step that built each (she places at once) that is still one after the turn: a
    step after a dome (Prometheus moving away after building first, Ares taking a block off)
    or the end of the turn (the Maenads' catch taking a seat out) may free a square next to
    it, never one she could have used then."""
    if not domes:
        return 0
    cdef Position then
    cdef TurnFacts scratch
    memcpy(&then, p, sizeof(Position))
    memcpy(&then, facts.before, SAVED_BYTES)
    memset(&scratch, 0, sizeof(TurnFacts))
    cdef int side = then.seat_side[then.stm], cur = turn_src(facts.turn), forced = -1, i, kind, d
    cdef Bitboard fresh, seen = 0, open_ = 0
    for i in range(MAX_STEPS):
        kind = step_kind(facts.turn, i)
        if kind == STEP_END:
            break
        if kind == STEP_TO:
            forced = forced_by(facts.turn, i, forced)
        apply_step(&then, kind, step_square(facts.turn, i), side, &cur, &forced, &scratch, trades(facts.turn, i))
        fresh = then.dome & domes & ~seen
        seen |= fresh
        while fresh:
            d = lsb(fresh)
            fresh &= fresh - 1
            if spots_next_to(&then, square_bb(d)) & spots_next_to(p, square_bb(d)):
                open_ |= square_bb(d)
    return open_


cdef void interjects(Position* p, int owner, const TurnFacts* facts) noexcept nogil:
    # The domes the turn built, each judged right after its step; after a turn between turns
    # also those she keeps from the builder's turn (none once she placed: end_turn), and a turn
    # between turns that builds is an ordinary turn (Tyche's extra turn).  Of those, the ones
    # she may still place next to; none if she held no power in the turn (Nyx's towers odd).
    # Her placement is part of that turn: a count of the towers at its end (Nyx's) that took
    # her power gives it back for the placement, and the count after it takes it again.
    cdef uint32_t state = p.god_state[owner]
    cdef int taken = state & TAKEN_MASK
    cdef Bitboard domes = 0
    if taken < CARD_WORKERS and facts.before.held[owner] == p.seat_god[owner]:
        domes = (open_domes(p, state_domes(state)) if p.resume else 0) \
            | open_at_once(p, facts, p.dome & ~facts.before.dome)
    pos_change_state(p, owner, taken | (domes << DOMES_SHIFT))
    if domes and p.held[owner] != p.seat_god[owner]:
        pos_set_held(p, owner, p.seat_god[owner])


cdef int pending(const Position* p, int owner) noexcept nogil:
    # Her placement is part of the builder's turn, right after the dome.
    return INTERJECT_IN_TURN if p.resume and state_domes(p.god_state[owner]) else 0


cdef bint state_fits(const Position* p, int seat) noexcept nogil:
    # Due only between turns (who acts first: game.acting_between), while the game goes on,
    # next to domes that stand, with a worker on her card and somewhere to put it.
    cdef uint32_t state = p.god_state[seat]
    cdef Bitboard domes = state_domes(state)
    if (state & TAKEN_MASK) > CARD_WORKERS or state >> (DOMES_SHIFT + 25):
        return False
    if state and not all_placed(p):
        return False        # only a dome, so a turn, takes a worker off her card
    if domes and (not p.resume or p.winner != NO_WINNER):
        return False
    return not domes or (domes & ~p.dome) == 0 and open_domes(p, domes) == domes


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    # The workers on her card and the domes she places next to are her card's: they stay while
    # her seat has no power (Nyx).
    g.flags |= GOD_STOPS_TURNS | GOD_STATE_ON_CARD
    g.gen = gen
    g.count = count
    g.win_squares = win_squares
    g.restrict_opponent = restrict_opponent
    g.end_turn = end_turn
    g.interjects = interjects
    g.pending = pending
    g.state_fits = state_fits
