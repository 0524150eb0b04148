# Playing turns.  make_turn saves what the turn may change, carries out its
# steps (turn.pxd), runs the acting god's end-of-turn hook and every god's
# win and loss conditions, and passes play on (the next god's start hook).
# Undo copies the saved part back.  With three players a seat that cannot
# complete a turn is eliminated at once (its workers leave the board) and
# play passes on; the last seat standing wins.  With two sides (2 players,
# 4 in teams) a seat without a turn simply has lost: game_result reports it
# and the search reads it off an empty turn list.
from libc.stdint cimport uint64_t

from santorini._core.bitboard cimport popcount
from santorini._core.fleece cimport hand_fleece
from santorini._core.god cimport (
    God, god_of, card_of, watcher_of, eliminate, orienting_seat, hidden_from, unseen, GOD_TAKES_POWERS, GOD_JUDGED_ALWAYS, STATE_SPENT,
)
from santorini._core.movegen cimport has_turn
from santorini._core.position cimport (
    Position, Undo, TurnFacts, NO_WINNER, RESULT_NONE, RESULT_CLIMB, RESULT_POWER, RESULT_NO_TURN,
    RESULT_LAST_STANDING, RULE_CHRONUS_IN_EXTRA, Z_STM, Z_RESUME, pos_save, pos_restore, pos_change_state,
)
from santorini._core.steps cimport applying
from santorini._core.turn cimport Turn, turn_wins, turn_taken, turn_dst, turn_once, turn_truce


cdef void pass_turn(Position* p) noexcept nogil:
    passing(p)


cdef inline void passing(Position* p) noexcept nogil:
    """Play passes to the next seat in the game, whose god's start hook runs."""
    # The round grows each time play wraps from the last seat to the first.  After a seat
    # acted between turns, play passes on from the seat whose turn it was.
    cdef int seat = p.stm
    p.key ^= Z_STM[seat]
    if p.resume:
        seat = p.stm = resumed(p)
    while True:
        seat += 1
        if seat == p.nseats:
            seat = 0
            p.round += 1
        if (p.alive >> seat) & 1 or seat == p.stm:
            break
    p.stm = seat
    p.key ^= Z_STM[seat]
    if p.fleece:
        hand_fleece(p, -1)
    # A card that takes powers decides at its start what it holds (and runs the
    # held power's start itself); any other seat starts with the power it holds.
    cdef const God* god = card_of(p, seat)
    if not god.flags & GOD_TAKES_POWERS:
        god = god_of(p, seat)
    if god.start_turn != NULL:
        god.start_turn(p, seat)


cdef inline void check_conditions(Position* p, bint truce) noexcept nogil:
    # Gods' own win and loss conditions, asked of every seat in play (after a truce or in
    # an extra turn, only of those judged always: GOD_JUDGED_ALWAYS).  The acting seat
    # first, then the others in play order (two Chronus in a mirror match).
    cdef int i, seat
    cdef const God* god
    for i in range(p.nseats):
        seat = (p.stm + i) % p.nseats
        if p.winner != NO_WINNER:
            return
        if not ((p.alive & p.judging) >> seat) & 1:
            continue
        god = god_of(p, seat)
        if truce and not god.flags & GOD_JUDGED_ALWAYS:
            continue
        if god.wins != NULL and god.wins(p, seat):
            p.winner = p.seat_side[seat]
            p.result = RESULT_POWER
            p.result_god = p.held[seat]
        elif god.loses != NULL and god.loses(p, seat):
            if p.nsides == 2:       # two players, or a team of two: the other side wins
                p.winner = 1 - p.seat_side[seat]
                p.result = RESULT_POWER
                p.result_god = p.held[seat]
            else:                   # three players: out, as if it could not move
                eliminate(p, seat)


cdef void make_turn(Position* p, Turn t, Undo* u) noexcept nogil:
    making(p, t, u)


cdef inline void making(Position* p, Turn t, Undo* u) noexcept nogil:
    pos_save(p, u)
    cdef int seat = p.stm
    cdef const God* god = god_of(p, seat)
    cdef TurnFacts facts
    if not p.placed and orienting_seat(p) == seat:
        oriented(p, t, god)
        return
    cdef int workers = popcount(p.occ)
    # In an extra turn (Dionysus) nobody wins: its generator marks no win, and the
    # gods' conditions wait until play passes on (a ruling lets Chronus' count).  After
    # a turn marked a truce (Eris') they wait for the next turn.
    cdef bint truce = turn_truce(t) or (god.extra_turn != NULL and god.extra_turn(p, seat)
                                        and not p.rulings & RULE_CHRONUS_IN_EXTRA)
    # A worker hidden from the seat (Hecate's) cancels the step that names its square and the
    # rest of the turn: what was made before stands, a move cancelled wins nothing.
    applying(p, t, &facts, hidden_from(p, seat) if p.viewing else 0)
    facts.before = <const Position*>&u.saved[0]
    if turn_once(t):
        pos_change_state(p, seat, p.god_state[seat] | STATE_SPENT)
    if facts.collided < 0 and turn_wins(t):
        p.winner = p.seat_side[seat]
        if facts.climbed_to_3:
            p.result = RESULT_CLIMB
        else:
            p.result = RESULT_POWER
            p.result_god = p.held[seat]
    elif facts.collided < 0 and turn_taken(t):
        take_win(p, seat, turn_dst(t))
    # The conditions are met at the turn's last step (generation cut the turn
    # at any earlier step that met one), before the end-of-turn powers.
    if p.judging and p.winner == NO_WINNER:
        check_conditions(p, truce)
    if god.end_turn != NULL:
        god.end_turn(p, seat, &facts)
    if p.watching:
        watched(p, seat, &facts)
    if p.nsides > 2 and popcount(p.occ) < workers:
        wiped_out(p)
    cdef bint more = god.extra_turn != NULL and god.extra_turn(p, seat)
    if more and p.winner != NO_WINNER:
        pos_change_state(p, seat, 0)    # the game is over: no extra turn is left
        more = False
    if p.judging and p.winner == NO_WINNER:
        check_conditions(p, turn_truce(t) or (more and not p.rulings & RULE_CHRONUS_IN_EXTRA))
    if p.interjecting and p.winner == NO_WINNER:
        more = interjection(p, seat, &facts, more)
        if p.resume:
            return              # a seat acts between turns; play comes back after it
    if more and p.fleece:
        # The seat keeps the power through its extra turns; the others' holdings follow
        # their workers, as a position read from its SFEN has them (the only power with
        # extra turns, Dionysus, binds nobody, so they change no turn).
        hand_fleece(p, seat)
    if not more:
        passing(p)


cdef void take_win(Position* p, int mover, int sq) noexcept nogil:
    """The win of the mover's move judged on sq goes to the seat that takes it (God.takes_win:
    Moerae's Fate area), the first in play order from the mover."""
    cdef int i, seat
    cdef const God* card
    for i in range(1, p.nseats):
        seat = (mover + i) % p.nseats
        card = card_of(p, seat)
        if (p.alive >> seat) & 1 and card.takes_win != NULL and card.takes_win(p, seat, mover, sq):
            p.winner = p.seat_side[seat]
            p.result = RESULT_POWER
            p.result_god = p.seat_god[seat]
            return


cdef inline int resumed(Position* p) noexcept nogil:
    """The end of the turns between turns: the seat whose turn it was (Position.resume)."""
    cdef int seat = p.resume - 1
    p.key ^= Z_RESUME[seat]
    p.resume = 0
    return seat


cdef int acting_between(const Position* p, int origin) noexcept nogil:
    """The seat that acts between turns after the turn of `origin`: of the cards in play with
    something due (God.pending), the one due soonest, the first in turn order from `origin`
    among those due alike; -1 when none is."""
    cdef int i, seat, due, chosen = -1, soonest = 0
    for i in range(p.nseats):
        seat = (origin + i) % p.nseats
        if not ((p.interjecting & p.alive) >> seat) & 1 or card_of(p, seat).pending == NULL:
            continue        # a card that notes what turns give it but never acts on it
        due = card_of(p, seat).pending(p, seat)
        if due and (chosen < 0 or due < soonest):
            chosen, soonest = seat, due
    return chosen


cdef bint interjection(Position* p, int actor, const TurnFacts* facts, bint more) noexcept nogil:
    """After a turn: a card that acts between turns (God.interjects) takes the move, the one
    acting_between picks (Position.resume is set, the key follows).  When none does after such
    a turn, play comes back to that seat: whether it stays there (its extra turns, Dionysus')
    is returned, else `more` as it was."""
    cdef int origin = p.resume - 1 if p.resume else actor
    cdef int i, seat, chosen
    cdef bint between = p.resume != 0
    # Every card notes what the turn gave it first; what is due is then read as between turns.
    for i in range(p.nseats):
        seat = (origin + i) % p.nseats
        if ((p.interjecting & p.alive) >> seat) & 1 and card_of(p, seat).interjects != NULL:
            card_of(p, seat).interjects(p, seat, facts)
    if not between:
        p.resume = origin + 1
        p.key ^= Z_RESUME[origin]
    chosen = acting_between(p, origin)
    if chosen >= 0:
        p.key ^= Z_STM[p.stm] ^ Z_STM[chosen]
        p.stm = chosen
        return False
    if not between:
        p.key ^= Z_RESUME[origin]
        p.resume = 0
        return more
    p.key ^= Z_STM[p.stm]
    p.stm = resumed(p)
    p.key ^= Z_STM[p.stm]
    return god_of(p, p.stm).extra_turn != NULL and god_of(p, p.stm).extra_turn(p, p.stm)


cdef inline void watched(Position* p, int actor, const TurnFacts* facts) noexcept nogil:
    """Every card in play that watches the seats' turns sees this one (God.observe)."""
    cdef int seat
    for seat in range(p.nseats):
        if ((p.watching & p.alive) >> seat) & 1:
            watcher_of(p, seat).observe(p, seat, actor, facts)


cdef void oriented(Position* p, Turn t, const God* god) noexcept nogil:
    """A setup orientation (God.orienting), made before anyone places: the god keeps the
    direction, and the next seat with one to make acts, else the start seat places first.
    The round does not grow: setup's choices all belong to round 1."""
    cdef TurnFacts facts
    applying(p, t, &facts)
    god.end_turn(p, p.stm, &facts)
    cdef int seat = orienting_seat(p)
    p.key ^= Z_STM[p.stm]
    p.stm = seat if seat >= 0 else p.opener
    p.key ^= Z_STM[p.stm]


cdef void wiped_out(Position* p) noexcept nogil:
    """Three players: a seat whose side lost its last worker to a power is out at once
    (with two sides its next turn, which comes at once, finds no worker: it has lost)."""
    cdef int seat
    for seat in range(p.nseats):
        if ((p.alive >> seat) & 1 and (p.placed >> p.seat_side[seat]) & 1
                and not p.side_bb[p.seat_side[seat]]):
            eliminate(p, seat)


cdef void do_turn(Position* p, Turn t, Undo* u) noexcept nogil:
    # The undo record is a copy of everything a turn changes, eliminations included.
    making(p, t, u)
    if p.nsides > 2:
        settle(p)


cdef void undo_turn(Position* p, const Undo* u) noexcept nogil:
    pos_restore(p, u)


cdef void judge(Position* p) noexcept nogil:
    """The gods' win and loss conditions of a position set up from outside (a SFEN), unless
    it comes right after a truce (God.truce)."""
    cdef int seat
    for seat in range(p.nseats):
        if watcher_of(p, seat).truce != NULL and watcher_of(p, seat).truce(p, seat):
            return
    if p.judging and p.winner == NO_WINNER:
        check_conditions(p, False)


cdef void settle(Position* p) noexcept nogil:
    """Eliminate seats without a turn until one can act or one is left."""
    cdef int seat
    while p.winner == NO_WINNER and p.nsides > 2:
        if popcount(p.alive) == 1:
            p.winner = p.seat_side[p.stm]
            p.result = RESULT_LAST_STANDING
            return
        if unseen(p, p.stm) or has_turn(p):
            return
        seat = p.stm
        if p.resume == seat + 1:
            withdrawn(p)        # the rest of its turn it cannot play: nothing closes the turn
        pass_turn(p)
        eliminate(p, seat)


cdef void withdrawn(Position* p) noexcept nogil:
    """Every card with an act due after the turn under way takes back what it noted (God.withdraw)."""
    cdef int seat
    for seat in range(p.nseats):
        if ((p.interjecting & p.alive) >> seat) & 1 and card_of(p, seat).withdraw != NULL:
            card_of(p, seat).withdraw(p, seat)


cdef int game_result(const Position* p, int* winner, int* god) noexcept nogil:
    """RESULT_* of the position (RESULT_NONE while the game goes on), with the
    winning side and the god whose condition decided it."""
    god[0] = -1
    if p.winner != NO_WINNER:
        winner[0] = p.winner
        god[0] = p.result_god
        return p.result
    winner[0] = NO_WINNER
    if p.nsides == 2 and not unseen(p, p.stm) and not has_turn(p):
        winner[0] = 1 - p.seat_side[p.stm]
        return RESULT_NO_TURN
    return RESULT_NONE
