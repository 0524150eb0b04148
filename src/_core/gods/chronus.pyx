# Chronus: also wins as soon as five complete towers (a dome on level 3) stand
# on the board, whoever built them; domes on lower levels and figures (Europa's
# Talus) do not count.
from santorini._core.bitboard cimport popcount
from santorini._core.god cimport God, god_defaults, god_of, complete_towers
from santorini._core.position cimport Position

cdef enum:
    TOWERS_TO_WIN = 5


cdef bint wins(const Position* p, int seat) noexcept nogil:
    return popcount(complete_towers(p)) >= TOWERS_TO_WIN


# Evaluation: each complete tower brings him nearer; the fourth makes any
# dome on level 3 a win (centi-levels, like the generic terms).
#: God.weight: name and default, in order (measured by self-play: docs/search.md).
EVAL_WEIGHTS = (("tower", 40), ("last_tower", 250))


cdef int evaluate(const Position* p, int seat) noexcept nogil:
    cdef const int* weight = god_of(p, seat).weight
    cdef int towers = popcount(complete_towers(p))
    cdef int value = weight[0] * towers
    if towers == TOWERS_TO_WIN - 1 and p.ge[3] & ~p.dome & ~p.occ:
        value += weight[1]
    return value


cdef int pieces_to_win(const Position* p, int seat) noexcept nogil:
    # A tower is completed by its dome: one piece per missing tower at least.
    return TOWERS_TO_WIN - popcount(complete_towers(p))


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.wins = wins
    g.pieces_to_win = pieces_to_win
    g.evaluate = evaluate
