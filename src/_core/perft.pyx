# A node where the game is over has no children, so it counts only at depth 0.
# The last ply is bulk-counted without making the turns.
from santorini._core.movegen cimport gen_turns, count_turns, MAX_TURNS
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
    cdef int n = gen_turns(p, buffers)
    cdef unsigned long long total = 0
    cdef Undo undo
    cdef int i
    for i in range(n):
        do_turn(p, buffers[i], &undo)
        total += perft(p, depth - 1, buffers + MAX_TURNS, stop)
        undo_turn(p, &undo)
    return total
