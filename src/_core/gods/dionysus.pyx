# Dionysus: each dome he builds on level 3 (a complete tower), in his turn or
# in an extra turn, earns an extra turn, taken right after: play stays with
# him.  An extra turn is an ordinary move and build with one worker of any
# opponent (gods/borrowed.pxd), or `pass` to decline it; nobody wins during it.  His state word is
# the number of extra turns still to take (SFEN `dionysus[2]`).
from santorini._core.bitboard cimport Bitboard
from santorini._core.genkit cimport emit, gen_plain, count_plain, win_moves, seat_workers, seat_opponents
from santorini._core.god cimport God, Gen, Limits, god_defaults
from santorini._core.gods.borrowed cimport borrowed_turns, NO_MOVE_WINS
from santorini._core.position cimport Position, TurnFacts, NO_WINNER, pos_change_state
from santorini._core.turn cimport pass_turn

#: SFEN: the extra turns still to take, 1 and up.
SFEN_COUNTER = (1, 255)


cdef bint extra_turn(const Position* p, int seat) noexcept nogil:
    return p.god_state[seat] > 0


cdef void extra_turns(Gen* g) noexcept nogil:
    if not g.climb_only:
        emit(g, pass_turn())
    borrowed_turns(g, g.opp, NO_MOVE_WINS, 0)


cdef void gen(Gen* g) noexcept nogil:
    if g.p.god_state[g.seat]:
        extra_turns(g)
    else:
        gen_plain(g)


cdef long count(const Position* p, const Limits* lim) noexcept nogil:
    return -1 if p.god_state[p.stm] else count_plain(p, lim)


cdef Bitboard win_squares(const Position* p, int seat, const Limits* lim) noexcept nogil:
    if p.god_state[seat]:
        return 0
    return win_moves(p, seat_workers(p, seat), seat_opponents(p, seat), lim, 0)


cdef void end_turn(Position* p, int seat, const TurnFacts* facts) noexcept nogil:
    cdef int left = p.god_state[seat]
    if left:
        left -= 1
    left += facts.towers
    if p.winner != NO_WINNER:
        left = 0
    if left != <int>p.god_state[seat]:
        pos_change_state(p, seat, left)


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.gen = gen
    g.count = count
    g.win_squares = win_squares
    g.end_turn = end_turn
    g.extra_turn = extra_turn
