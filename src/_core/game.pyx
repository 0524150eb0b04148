# With three players a seat that cannot complete a turn is eliminated at
# once (its workers leave the board) and play passes on; the last seat
# standing wins.  With two sides (2 players, 4 in teams) a seat without a
# turn simply has lost, which the search and the Python layer read off an
# empty turn list, so nothing needs settling.
from libc.string cimport memcpy

from santorini._core.bitboard cimport popcount
from santorini._core.movegen cimport has_turn
from santorini._core.position cimport (
    Position, Undo, NO_WINNER, make_turn, unmake_turn, pos_eliminate, pos_pass_turn,
)
from santorini._core.turn cimport Turn


cdef void settle(Position* p, Undo* u) noexcept nogil:
    """Eliminate seats without a turn until one can act or one is left.

    u (may be NULL) receives the workers as they were, for undo_turn.
    """
    cdef int seat
    while p.winner == NO_WINNER and p.nsides > 2:
        if popcount(p.alive) == 1:
            p.winner = p.seat_side[p.stm]
            return
        if has_turn(p):
            return
        if u != NULL and not u.eliminated:
            u.eliminated = True
            memcpy(u.side_bb, p.side_bb, sizeof(p.side_bb))
            u.occ = p.occ
            u.female = p.female
        seat = p.stm
        pos_pass_turn(p)
        pos_eliminate(p, seat)


cdef void do_turn(Position* p, Turn t, Undo* u) noexcept nogil:
    make_turn(p, t, u)
    u.eliminated = False
    if p.nsides > 2:
        settle(p, u)


cdef void undo_turn(Position* p, Turn t, const Undo* u) noexcept nogil:
    if u.eliminated:
        memcpy(p.side_bb, u.side_bb, sizeof(p.side_bb))
        p.occ = u.occ
        p.female = u.female
    unmake_turn(p, t, u)
