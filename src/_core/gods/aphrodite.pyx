# Aphrodite: an opponent's worker that starts the turn next to one of hers
# (charmed) must, if it moves, end the turn next to one of hers.  Her workers
# may themselves be moved during that turn (a swap, a push, a ferry), so move
# generation judges each turn on the position after it (movegen.pyx).
from santorini._core.bitboard cimport Bitboard, lsb, neighbours
from santorini._core.god cimport God, Limits, god_defaults
from santorini._core.position cimport Position


cdef void restrict_opponent(const Position* p, int owner, int seat, Limits* lim) noexcept nogil:
    cdef int side = p.seat_side[owner]
    cdef Bitboard mine = p.side_bb[side]
    cdef Bitboard near = 0
    while mine:
        near |= neighbours(lsb(mine))
        mine &= mine - 1
    lim.charmed |= near & p.side_bb[p.seat_side[seat]]
    lim.charm_sides |= 1 << side


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.restrict_opponent = restrict_opponent
