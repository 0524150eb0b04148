# Pan: also wins by moving down two or more levels.
from santorini._core.bitboard cimport Bitboard, lsb
from santorini._core.genkit cimport gen_moves_from, win_moves, seat_workers, seat_opponents, WIN_BY_DROP
from santorini._core.god cimport God, Gen, Limits, god_defaults
from santorini._core.position cimport Position


cdef void gen(Gen* g) noexcept nogil:
    cdef Bitboard workers = g.movers
    while workers:
        gen_moves_from(g, lsb(workers), 0, 0, WIN_BY_DROP)
        workers &= workers - 1


cdef Bitboard win_squares(const Position* p, int seat, const Limits* lim) noexcept nogil:
    return win_moves(p, seat_workers(p, seat), seat_opponents(p, seat), lim, WIN_BY_DROP)


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.gen = gen
    g.count = NULL
    g.win_squares = win_squares
