# Medusa: at the end of each of her turns (a winning turn has no end), every
# opponent worker next to one of hers and on a strictly lower level turns to
# stone: it leaves the game and a block is built on its square.  All pairs
# are found first, then applied.  The token does not write it.  She picks them
# on the board as she sees it (God.view): Clio's workers on coins are out of
# her reach.  Facing Gaea, a turn whose build domes a square she may place next to stops
# there (gods/rest.pxd): she places, then the gaze comes in a rest of `pass` alone (state
# `medusa[c3]`, the worker that moved): a worker she put next to a higher one of Medusa's
# is stone at once.
from santorini._core.bitboard cimport Bitboard, lsb, square_bb, neighbours
from santorini._core.god cimport God, Gen, god_defaults, default_gen, seen_by
from santorini._core.gods.rest cimport (
    paused_worker, rest_pending, rest_fits, rest_listed, rest_win_squares, rest_count, end_turn_moved, stop_at_last_domes,
)
from santorini._core.position cimport (
    Position, TurnFacts, NO_WINNER, side_at, remove_worker, build, seat_workers,
)
from santorini._core.turn cimport turn_paused

from santorini._core.gods.rest_states import SFEN_STATES, GEOMETRY_BITS  # the worker of a rest due


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


cdef void gen(Gen* g) noexcept nogil:
    cdef int first = g.n
    if paused_worker(g.p, g.seat) >= 0:
        rest_listed(g, True)        # her stone gaze alone is left
        return
    default_gen(g)
    stop_at_last_domes(g, first)


cdef void end_turn(Position* p, int seat, const TurnFacts* facts) noexcept nogil:
    end_turn_moved(p, seat, facts)  # a turn stopped for Gaea: the gaze comes with its rest
    if p.winner != NO_WINNER or turn_paused(facts.turn):
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
    g.gen = gen
    g.count = rest_count
    g.win_squares = rest_win_squares
    g.end_turn = end_turn
    g.pending = rest_pending
    g.state_fits = rest_fits
