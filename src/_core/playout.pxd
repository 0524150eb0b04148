# Random games played entirely inside the core (benchmarks, opening books).
from libc.stdint cimport uint64_t
from santorini._core.position cimport Position
from santorini._core.turn cimport Turn

cdef uint64_t rng_next(uint64_t* state) noexcept nogil
cdef int random_game(Position* p, uint64_t* rng, Turn* buffer) noexcept nogil
