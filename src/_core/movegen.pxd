# The entry points of move generation: every legal turn of the seat to act,
# their number, whether there is one, the squares a seat wins on, and the
# spellings of turns as tokens.  Each asks the acting god's hooks (god.pxd).
from santorini._core.bitboard cimport Bitboard
from santorini._core.god cimport Limits, Spelling
from santorini._core.position cimport Position
from santorini._core.turn cimport Turn

cdef enum:
    # The turns (and spellings) a search buffer holds: every position of play has
    # fewer; a bigger list (Morpheus spending a big stock) is cut there for the
    # search and written whole by turns_listed.
    MAX_TURNS = 65536

cdef int judged_seats(const Position* p) noexcept nogil
cdef bint condition_met(const Position* p, int seats) noexcept nogil
cdef Bitboard charm_zone(const Position* p, const Limits* lim) noexcept nogil
cdef int fewest_pieces(const Position* p, int seats) noexcept nogil
cdef bint climb_demanded(const Position* p) noexcept nogil
cdef void follow(Turn t, int* squares, int n) noexcept nogil
cdef bint bound_kept(Turn t, const Limits* lim) noexcept nogil
cdef void limits_of(const Position* p, int seat, int ignore_seat, int exempt_side, Limits* lim) noexcept nogil
cdef void gather_limits(const Position* p, int seat, int ignore_seat, Limits* lim) noexcept nogil
cdef int gen_turns(const Position* p, Turn* out) noexcept nogil
cdef int gen_staged(const Position* p, Turn* out, int cap, int stage, int* verdicts) noexcept nogil
cdef int gen_into(const Position* p, Turn* out, int cap, bint spellings) noexcept nogil
cdef Turn* turns_listed(const Position* p, bint spellings, Turn* buffer, int cap, int* n) noexcept nogil
cdef long count_turns(const Position* p) noexcept nogil
cdef bint has_turn(const Position* p) noexcept nogil
cdef bint lost_with_no_turn(const Position* p) noexcept nogil
cdef Bitboard win_targets(const Position* p, int seat, int ignore_seat) noexcept nogil
cdef void spell_turns(const Position* p, const Turn* turns, int n, Spelling* out) noexcept nogil
