# A node where the game is over has no children, so it counts only at depth 0.
# The last ply is bulk-counted without making the turns.
from libc.stdlib cimport free

from santorini._core.movegen cimport turns_listed, count_turns, MAX_TURNS
from santorini._core.game cimport do_turn, undo_turn
from santorini._core.position cimport Position, Undo
from santorini._core.turn cimport Turn


cdef unsigned long long perft(Position* p, int depth, Turn* buffers, const volatile int* stop) noexcept nogil:
    """buffers holds depth * MAX_TURNS turns, owned by the caller.  When *stop
    becomes non-zero the count is abandoned (the result is then meaningless)."""
    if depth == 0:
        return 1
    if depth == 1:
        return <unsigned long long>count_turns(p)
    if stop[0]:
        return 0
    cdef int n
    # A list longer than the buffer (Morpheus' big stock) gets a buffer of its own.
    cdef Turn* turns = turns_listed(p, False, buffers, MAX_TURNS, &n)
    cdef unsigned long long total = 0
    cdef Undo undo
    cdef int i
    for i in range(n):
        do_turn(p, turns[i], &undo)
        total += perft(p, depth - 1, buffers + MAX_TURNS, stop)
        undo_turn(p, &undo)
    if turns != buffers:
        free(turns)
    return total
