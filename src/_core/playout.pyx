# Plays uniformly random legal turns until the game ends; the position is
# left at the end of the game (callers copy it first if they need it).
from libc.stdint cimport uint64_t
from santorini._core.movegen cimport gen_turns
from santorini._core.game cimport do_turn
from santorini._core.position cimport Position, Undo
from santorini._core.turn cimport Turn


cdef uint64_t rng_next(uint64_t* state) noexcept nogil:
    # xorshift64*: fast, and good enough to pick among a few hundred turns.
    cdef uint64_t x = state[0]
    x ^= x >> 12
    x ^= x << 25
    x ^= x >> 27
    state[0] = x
    return x * 0x2545F4914F6CDD1DULL


cdef int random_game(Position* p, uint64_t* rng, Turn* buffer) noexcept nogil:
    """Returns the number of turns played."""
    cdef int plies = 0
    cdef int n
    cdef Undo undo
    while True:
        n = gen_turns(p, buffer)
        if n == 0:
            return plies
        do_turn(p, buffer[rng_next(rng) % <uint64_t>n], &undo)
        plies += 1
