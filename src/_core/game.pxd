# Turn order beyond the move itself: elimination of seats that cannot move.
from santorini._core.position cimport Position, Undo
from santorini._core.turn cimport Turn

cdef void do_turn(Position* p, Turn t, Undo* u) noexcept nogil
cdef void undo_turn(Position* p, Turn t, const Undo* u) noexcept nogil
cdef void settle(Position* p, Undo* u) noexcept nogil
