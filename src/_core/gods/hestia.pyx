# Hestia: after the normal build the same worker may build once more, on a
# neighbouring square off the perimeter, the same square included (a dome if
# it stands on level 3).  Two different builds whose order does not matter
# are written in ASCII order.  Tokens: `b2-c3^d4^c4`.
from santorini._core.bitboard cimport Bitboard, lsb, square_bb, PERIMETER_MASK
from santorini._core.genkit cimport emit, gen_moves_then, build_squares, may_build_on
from santorini._core.god cimport God, Gen, god_defaults
from santorini._core.position cimport Position
from santorini._core.turn cimport Turn, step, first_build, name_order, STEP_BUILD


cdef void builds(Gen* g, Turn t, int k, int src, int dst, Bitboard occ_after) noexcept nogil:
    cdef const Position* p = g.p
    cdef Bitboard cand = build_squares(g, dst, occ_after)
    cdef Bitboard rest = cand, second
    cdef Turn tb
    cdef int b, b2
    while rest:
        b = lsb(rest)
        rest &= rest - 1
        tb = t | step(k, STEP_BUILD, b) | first_build(b)
        emit(g, tb)
        second = cand & ~PERIMETER_MASK & ~square_bb(b)
        if not (PERIMETER_MASK >> b) & 1:
            if not g.spellings:
                # b2 before b is legal too (b is off the perimeter): keep the ASCII order.
                while second:
                    b2 = lsb(second)
                    second &= second - 1
                    if name_order(b2) > name_order(b):
                        emit(g, tb | step(k + 1, STEP_BUILD, b2))
                second = 0
            if p.height[b] < 3 and may_build_on(&g.lim, b, p.height[b] + 1):
                emit(g, tb | step(k + 1, STEP_BUILD, b))
        while second:
            b2 = lsb(second)
            second &= second - 1
            emit(g, tb | step(k + 1, STEP_BUILD, b2))


cdef void gen(Gen* g) noexcept nogil:
    gen_moves_then(g, builds)


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.gen = gen
    g.count = NULL
