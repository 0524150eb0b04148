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
from santorini._core.god cimport God, god_of
from santorini._core.movegen cimport has_turn
from santorini._core.position cimport (
    Position, Undo, TurnFacts, NO_WINNER, RESULT_NONE, RESULT_CLIMB, RESULT_POWER, RESULT_NO_TURN,
    RESULT_LAST_STANDING, Z_STM, Z_PLACED, pos_eliminate, pos_save, pos_restore, side_at,
    add_worker, remove_worker, shift_worker, build, remove_block,
)
from santorini._core.turn cimport (
    Turn, turn_src, turn_wins, step_kind, step_square, MAX_STEPS, STEPS_SHIFT, STEP_END, STEP_PLACE,
    STEP_MOVE, STEP_SWAP, STEP_FORCE, STEP_DISPLACE, STEP_TO, STEP_SELECT, STEP_BUILD,
    STEP_DOME, STEP_REMOVE, STEP_KILL,
)


cdef void pass_turn(Position* p) noexcept nogil:
    passing(p)


cdef inline void passing(Position* p) noexcept nogil:
    """Play passes to the next seat in the game, whose god's start hook runs."""
    # The round grows each time play wraps from the last seat to the first.
    cdef int seat = p.stm
    p.key ^= Z_STM[seat]
    while True:
        seat += 1
        if seat == p.nseats:
            seat = 0
            p.round += 1
        if (p.alive >> seat) & 1 or seat == p.stm:
            break
    p.stm = seat
    p.key ^= Z_STM[seat]
    cdef const God* god = god_of(p, seat)
    if god.start_turn != NULL:
        god.start_turn(p, seat)


cdef inline void applying(Position* p, Turn t, TurnFacts* facts) noexcept nogil:
    """Carry out a turn's steps for the seat to act (see turn.pxd)."""
    cdef int side = p.seat_side[p.stm]
    cdef int cur = turn_src(t)
    cdef int forced = -1
    cdef int i, kind, sq, h_from, h_to, other, female
    facts.moved_up = False
    facts.climbed_to_3 = False
    # Most turns are one move and one build by the acting side: the same
    # steps as the loop below, without the loop.
    cdef uint64_t steps = <uint64_t>t >> STEPS_SHIFT
    cdef int dst, bsq
    if (steps & 15) == STEP_MOVE and ((steps >> 9) & 15) == STEP_BUILD and ((steps >> 18) & 15) == STEP_END:
        dst = (steps >> 4) & 31
        bsq = (steps >> 13) & 31
        if (p.side_bb[side] >> cur) & 1:
            h_from = p.height[cur]
            h_to = p.height[dst]
            facts.moved_up = h_to > h_from
            facts.climbed_to_3 = h_to == 3 and h_from < 3
            shift_worker(p, cur, dst, side)
            build(p, bsq, False)
            return
    for i in range(MAX_STEPS):
        kind = step_kind(t, i)
        if kind == STEP_END:
            break
        sq = step_square(t, i)
        if kind == STEP_MOVE or kind == STEP_SWAP:
            h_from = p.height[cur]
            h_to = p.height[sq]
            if h_to > h_from:
                facts.moved_up = True
                if h_to == 3:
                    facts.climbed_to_3 = True
            if kind == STEP_MOVE:
                shift_worker(p, cur, sq, side if (p.side_bb[side] >> cur) & 1 else side_at(p, cur))
            else:
                # The displaced worker takes the square the mover left.
                other = side_at(p, sq)
                female = (p.female >> cur) & 1
                remove_worker(p, cur, side)
                shift_worker(p, sq, cur, other)
                add_worker(p, sq, side, female)
            cur = sq
        elif kind == STEP_BUILD:
            build(p, sq, False)
        elif kind == STEP_DOME:
            build(p, sq, True)
        elif kind == STEP_FORCE or kind == STEP_DISPLACE:
            forced = sq
        elif kind == STEP_TO:
            shift_worker(p, forced, sq, side_at(p, forced))
        elif kind == STEP_SELECT:
            cur = sq
        elif kind == STEP_PLACE:
            add_worker(p, sq, side, False)
        elif kind == STEP_REMOVE:
            remove_block(p, sq)
        elif kind == STEP_KILL:
            remove_worker(p, sq, side_at(p, sq))
    if step_kind(t, 0) == STEP_PLACE:
        p.placed |= 1 << side
        p.key ^= Z_PLACED[side]


cdef inline void check_conditions(Position* p) noexcept nogil:
    # Gods' own win and loss conditions, asked of every seat in play.
    cdef int seat
    cdef const God* god
    for seat in range(p.nseats):
        if p.winner != NO_WINNER:
            return
        if not ((p.alive & p.judging) >> seat) & 1:
            continue
        god = god_of(p, seat)
        if god.wins != NULL and god.wins(p, seat):
            p.winner = p.seat_side[seat]
            p.result = RESULT_POWER
            p.result_god = p.seat_god[seat]
        elif god.loses != NULL and god.loses(p, seat):
            if p.nsides == 2:       # two players, or a team of two: the other side wins
                p.winner = 1 - p.seat_side[seat]
                p.result = RESULT_POWER
                p.result_god = p.seat_god[seat]
            else:                   # three players: out, as if it could not move
                pos_eliminate(p, seat)


cdef void make_turn(Position* p, Turn t, Undo* u) noexcept nogil:
    making(p, t, u)


cdef inline void making(Position* p, Turn t, Undo* u) noexcept nogil:
    pos_save(p, u)
    cdef int seat = p.stm
    cdef const God* god = god_of(p, seat)
    cdef TurnFacts facts
    applying(p, t, &facts)
    if turn_wins(t):
        p.winner = p.seat_side[seat]
        if facts.climbed_to_3:
            p.result = RESULT_CLIMB
        else:
            p.result = RESULT_POWER
            p.result_god = p.seat_god[seat]
    if god.end_turn != NULL:
        god.end_turn(p, seat, &facts)
    if p.judging and p.winner == NO_WINNER:
        check_conditions(p)
    passing(p)


cdef void do_turn(Position* p, Turn t, Undo* u) noexcept nogil:
    # The undo record is a copy of everything a turn changes, eliminations included.
    making(p, t, u)
    if p.nsides > 2:
        settle(p)


cdef void undo_turn(Position* p, const Undo* u) noexcept nogil:
    pos_restore(p, u)


cdef void settle(Position* p) noexcept nogil:
    """Eliminate seats without a turn until one can act or one is left."""
    cdef int seat
    while p.winner == NO_WINNER and p.nsides > 2:
        if popcount(p.alive) == 1:
            p.winner = p.seat_side[p.stm]
            p.result = RESULT_LAST_STANDING
            return
        if has_turn(p):
            return
        seat = p.stm
        pass_turn(p)
        pos_eliminate(p, seat)


cdef int game_result(const Position* p, int* winner, int* god) noexcept nogil:
    """RESULT_* of the position (RESULT_NONE while the game goes on), with the
    winning side and the god whose condition decided it."""
    god[0] = -1
    if p.winner != NO_WINNER:
        winner[0] = p.winner
        god[0] = p.result_god
        return p.result
    winner[0] = NO_WINNER
    if p.nsides == 2 and not has_turn(p):
        winner[0] = 1 - p.seat_side[p.stm]
        return RESULT_NO_TURN
    return RESULT_NONE
