# Aphrodite: an opponent's worker that starts the turn next to one of hers
# (charmed) must, if it moves, end the turn next to one of hers.  Her workers
# may themselves be moved during that turn (a swap, a push, a ferry), so move
# generation judges each turn on the position after it (movegen.pyx).
from santorini._core.bitboard cimport Bitboard, lsb, neighbours
from santorini._core.god cimport God, Limits, god_defaults
from santorini._core.position cimport Position, seat_workers


cdef void restrict_opponent(const Position* p, int owner, int seat, Limits* lim) noexcept nogil:
    cdef Bitboard mine = seat_workers(p, owner)
    cdef Bitboard near = 0
    while mine:
        near |= neighbours(lsb(mine))
        mine &= mine - 1
    lim.charmed |= near & seat_workers(p, seat)
    lim.charm_seats |= 1 << owner


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.restrict_opponent = restrict_opponent
