# Hestia: after the normal build the same worker may build once more, on a
# neighbouring square off the perimeter, the same square included (a dome if
# it stands on level 3).  Two different builds whose order does not matter
# are written in ASCII order.  Tokens: `b2-c3^d4^c4`.  Facing Gaea, a first build
# that is a dome with empty ground next to it stops the turn (gods/rest.pxd): after
# her placement the worker builds again, `c3^c4`, or does not, `pass`.  State: the
# worker while that rest is due (`hestia[c3]`).
from santorini._core.bitboard cimport Bitboard, lsb, square_bb, PERIMETER_MASK
from santorini._core.genkit cimport emit, gen_moves_then, build_squares, may_build_on, dome_stops
from santorini._core.god cimport God, Gen, Limits, god_defaults
from santorini._core.gods.rest cimport paused_worker, rest_pending, rest_fits, rest_listed, rest_win_squares, end_turn_moved
from santorini._core.position cimport Position, TurnFacts
from santorini._core.turn cimport Turn, header, step, first_build, name_order, pause_step, STEP_BUILD

from santorini._core.gods.rest_states import SFEN_STATES, GEOMETRY_BITS  # the worker of a rest due


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
        second = cand & ~PERIMETER_MASK & ~square_bb(b)
        if dome_stops(g, b, second, occ_after):
            emit(g, tb | pause_step(k + 1))     # the second build comes after Gaea's placement
            continue
        emit(g, tb)
        if not (PERIMETER_MASK >> b) & 1:
            if not g.spellings:
                # b2 before b is legal too (b is off the perimeter): keep the ASCII order,
                # unless a dome on b2 first would stop the turn.
                while second:
                    b2 = lsb(second)
                    second &= second - 1
                    if name_order(b2) > name_order(b) or dome_stops(g, b2, cand & ~PERIMETER_MASK, occ_after):
                        emit(g, tb | step(k + 1, STEP_BUILD, b2))
                second = 0
            if p.height[b] < 3 and may_build_on(&g.lim, b, p.height[b] + 1):
                emit(g, tb | step(k + 1, STEP_BUILD, b))
        while second:
            b2 = lsb(second)
            second &= second - 1
            emit(g, tb | step(k + 1, STEP_BUILD, b2))


cdef void gen(Gen* g) noexcept nogil:
    cdef int w = paused_worker(g.p, g.seat)
    if w < 0:
        gen_moves_then(g, builds)
        return
    if not rest_listed(g, True):
        return
    cdef Bitboard second = build_squares(g, w, g.p.occ) & ~PERIMETER_MASK
    cdef int b
    while second:
        b = lsb(second)
        second &= second - 1
        emit(g, header(w, w, b) | step(0, STEP_BUILD, b))


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.gen = gen
    g.count = NULL
    g.win_squares = rest_win_squares
    g.end_turn = end_turn_moved
    g.pending = rest_pending
    g.state_fits = rest_fits
