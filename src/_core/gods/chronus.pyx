# Chronus: also wins as soon as five complete towers (a dome on level 3) stand
# on the board, whoever built them; domes on lower levels do not count.
from santorini._core.bitboard cimport popcount
from santorini._core.god cimport God, god_defaults
from santorini._core.position cimport Position

cdef enum:
    TOWERS_TO_WIN = 5


cdef bint wins(const Position* p, int seat) noexcept nogil:
    return popcount(p.ge[3] & p.dome) >= TOWERS_TO_WIN


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.wins = wins
