# The position: C structs and the nogil functions that change them.
from libc.stdint cimport uint8_t, int8_t, uint16_t, uint32_t, uint64_t

from santorini._core.bitboard cimport Bitboard
from santorini._core.turn cimport Turn

cdef enum:
    MAX_SEATS = 4
    MAX_SIDES = 4
    MAX_WORKERS = 4        # per side
    NO_WINNER = -1

ctypedef struct Position:
    # Height planes: ge[k] holds the squares of height >= k, so building from
    # h to h+1 sets one bit.  ge[0] is the whole board; ge[4] and ge[5] stay
    # empty so that "at most one level up from h" is ~ge[h + 2] for every h.
    Bitboard ge[6]
    Bitboard dome           # domed squares, at any height (Atlas builds low domes)
    Bitboard side_bb[MAX_SIDES]
    Bitboard occ            # every worker
    Bitboard female         # squares holding a female worker (Selene, Hippolyta)
    uint8_t height[25]
    uint8_t nseats
    uint8_t nsides
    uint8_t stm             # seat to act, 0-based
    uint8_t seat_side[MAX_SEATS]
    uint8_t seat_god[MAX_SEATS]
    uint32_t seat_feat[MAX_SEATS]   # the god's P_* feature flags (powers.pxd)
    uint32_t god_state[MAX_SEATS]
    uint8_t alive           # bit per seat still in the game
    uint8_t placed          # bit per side whose workers are on the board
    int8_t winner           # winning side, or NO_WINNER
    uint16_t round
    uint64_t key

# What make_turn overwrites and unmake_turn cannot recompute from the turn.
ctypedef struct Undo:
    uint64_t key
    uint32_t god_state[MAX_SEATS]
    uint16_t round
    uint8_t stm
    uint8_t alive
    uint8_t placed
    int8_t winner
    int8_t forced_side      # side of a worker the turn displaced (swap or push), or -1
    uint8_t forced_from
    uint8_t forced_to
    bint eliminated         # seats were eliminated after the turn: the workers below come back
    Bitboard side_bb[MAX_SIDES]
    Bitboard occ
    Bitboard female

cdef inline int side_to_move(const Position* p) noexcept nogil:
    return p.seat_side[p.stm]

cdef inline int side_at(const Position* p, int sq) noexcept nogil:
    """The side of the worker on sq (which must hold one)."""
    cdef int side = 0
    while not (p.side_bb[side] >> sq) & 1:
        side += 1
    return side

cdef inline int push_square(int src, int dst) noexcept nogil:
    """The square beyond dst on the line from src, or -1 off the board."""
    cdef int file = 2 * (dst % 5) - src % 5
    cdef int rank = 2 * (dst // 5) - src // 5
    if file < 0 or file > 4 or rank < 0 or rank > 4:
        return -1
    return rank * 5 + file

cdef void pos_clear(Position* p, int nseats) noexcept nogil
cdef void pos_set_height(Position* p, int sq, int h) noexcept nogil
cdef void pos_set_dome(Position* p, int sq, bint dome) noexcept nogil
cdef void pos_set_god(Position* p, int seat, int god) noexcept nogil
cdef void pos_set_god_state(Position* p, int seat, uint32_t state) noexcept nogil
cdef void pos_put_worker(Position* p, int sq, int side, bint female) noexcept nogil
cdef uint64_t pos_compute_key(const Position* p) noexcept nogil
cdef void pos_eliminate(Position* p, int seat) noexcept nogil
cdef void pos_pass_turn(Position* p) noexcept nogil
cdef void make_turn(Position* p, Turn t, Undo* u) noexcept nogil
cdef void unmake_turn(Position* p, Turn t, const Undo* u) noexcept nogil
