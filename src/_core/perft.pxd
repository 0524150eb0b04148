# Perft: the number of leaf nodes of the legal-turn tree, a move-generator check.
from santorini._core.position cimport Position
from santorini._core.turn cimport Turn

cdef unsigned long long perft(Position* p, int depth, Turn* buffers) noexcept nogil
