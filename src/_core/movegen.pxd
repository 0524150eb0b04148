# Generation of complete legal turns into caller-owned buffers.
from santorini._core.bitboard cimport Bitboard
from santorini._core.position cimport Position
from santorini._core.turn cimport Turn

cdef enum:
    # Upper bound on the legal turns of any position: buffers of this size never overflow.
    MAX_TURNS = 8192

cdef int gen_turns(const Position* p, Turn* out) noexcept nogil
cdef long count_turns(const Position* p) noexcept nogil
cdef bint has_turn(const Position* p) noexcept nogil
cdef bint climb_blocked(const Position* p, int seat, int ignore_seat) noexcept nogil
cdef Bitboard win_targets(const Position* p, int seat, int ignore_seat) noexcept nogil
