# Perft: the number of leaf nodes of the legal-turn tree, a move-generator check.
from santorini._core.position cimport Position
from santorini._core.turn cimport Turn

cdef enum:
    MAX_PERFT_DEPTH = 64    # deeper trees are beyond any count (a game builds at most 100 pieces)

cdef unsigned long long perft(Position* p, int depth, Turn* buffers, const volatile int* stop) noexcept nogil
