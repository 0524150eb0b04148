# Atlas: the build may be a dome at any level.
from santorini._core.bitboard cimport Bitboard, lsb
from santorini._core.genkit cimport gen_moves_from, BUILD_DOME_ANY
from santorini._core.god cimport God, Gen, god_defaults


cdef void gen(Gen* g) noexcept nogil:
    cdef Bitboard workers = g.movers
    while workers:
        gen_moves_from(g, lsb(workers), 0, 0, BUILD_DOME_ANY)
        workers &= workers - 1


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.gen = gen
    g.count = NULL
