# Apollo: a worker may move onto an opponent's worker, which takes the square
# the mover left (a force: the swapped worker has not moved).
from santorini._core.bitboard cimport Bitboard, lsb
from santorini._core.genkit cimport gen_moves_from, win_moves, seat_workers, seat_opponents, MOVE_SWAP
from santorini._core.god cimport God, Gen, Limits, god_defaults
from santorini._core.position cimport Position


cdef void gen(Gen* g) noexcept nogil:
    cdef Bitboard workers = g.movers
    while workers:
        gen_moves_from(g, lsb(workers), 0, 0, MOVE_SWAP)
        workers &= workers - 1


cdef Bitboard win_squares(const Position* p, int seat, const Limits* lim) noexcept nogil:
    return win_moves(p, seat_workers(p, seat), seat_opponents(p, seat), lim, MOVE_SWAP)


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.gen = gen
    g.count = NULL
    g.win_squares = win_squares
