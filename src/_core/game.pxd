# Playing turns: make/unmake with the gods' turn hooks, passing play on,
# elimination of seats that cannot move, and the result of a game.
from santorini._core.position cimport Position, Undo, TurnFacts
from santorini._core.turn cimport Turn

cdef void pass_turn(Position* p) noexcept nogil
cdef void make_turn(Position* p, Turn t, Undo* u) noexcept nogil
cdef void do_turn(Position* p, Turn t, Undo* u) noexcept nogil
cdef void undo_turn(Position* p, const Undo* u) noexcept nogil
cdef void settle(Position* p) noexcept nogil
cdef int game_result(const Position* p, int* winner, int* god) noexcept nogil
cdef void judge(Position* p) noexcept nogil
cdef int acting_between(const Position* p, int origin) noexcept nogil
