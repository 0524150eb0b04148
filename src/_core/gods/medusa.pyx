# Medusa: at the end of each of her turns (a winning turn has no end), every
# opponent worker next to one of hers and on a strictly lower level turns to
# stone: it leaves the game and a block is built on its square.  All pairs
# are found first, then applied.  The token does not write it.  She picks them
# on the board as she sees it (God.view): Clio's workers on coins are out of
# her reach.
from santorini._core.bitboard cimport Bitboard, lsb, square_bb, neighbours
from santorini._core.god cimport God, god_defaults, seen_by
from santorini._core.position cimport (
    Position, TurnFacts, NO_WINNER, side_at, remove_worker, build, seat_workers,
)


cdef inline Bitboard petrified(const Position* p, int seat) noexcept nogil:
    """The opponent workers next to one of the seat's workers and lower than it."""
    cdef int side = p.seat_side[seat]
    cdef Bitboard mine = seat_workers(p, seat)
    cdef Bitboard victims = 0, near
    cdef int m
    while mine:
        m = lsb(mine)
        mine &= mine - 1
        near = neighbours(m) & p.occ & ~p.side_bb[side]
        while near:
            if p.height[lsb(near)] < p.height[m]:
                victims |= square_bb(lsb(near))
            near &= near - 1
    return victims


cdef void end_turn(Position* p, int seat, const TurnFacts* facts) noexcept nogil:
    if p.winner != NO_WINNER:
        return
    cdef Position view
    cdef Bitboard victims = petrified(seen_by(p, seat, &view), seat)
    cdef int v
    while victims:
        v = lsb(victims)
        victims &= victims - 1
        remove_worker(p, v, side_at(p, v))
        build(p, v, False)


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.end_turn = end_turn
