# Minotaur: a worker may move onto an opponent's worker if the square beyond
# it (straight on) is free; the opponent is pushed there (a force).
from santorini._core.bitboard cimport Bitboard, lsb
from santorini._core.genkit cimport gen_moves_from, win_moves, seat_workers, seat_opponents, MOVE_PUSH
from santorini._core.god cimport God, Gen, Limits, god_defaults
from santorini._core.position cimport Position


cdef void gen(Gen* g) noexcept nogil:
    cdef Bitboard workers = g.movers
    while workers:
        gen_moves_from(g, lsb(workers), 0, 0, MOVE_PUSH)
        workers &= workers - 1


cdef Bitboard win_squares(const Position* p, int seat, const Limits* lim) noexcept nogil:
    return win_moves(p, seat_workers(p, seat), seat_opponents(p, seat), lim, MOVE_PUSH)


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.gen = gen
    g.count = NULL
    g.win_squares = win_squares
