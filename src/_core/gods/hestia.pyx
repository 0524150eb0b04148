# Hestia: after the normal build the same worker may build once more, on a
# neighbouring square off the perimeter, the same square included (a dome if
# it stands on level 3).  Two different builds whose order does not matter
# are written in ASCII order.  Tokens: `b2-c3^d4^c4`.  Facing Gaea, a first build
# that is a dome with empty ground next to it stops the turn (gods/rest.pxd): after
# her placement the worker builds again, `c3^c4`, or does not, `pass`.  State: the
# worker while that rest is due (`hestia[c3]`).
from santorini._core.bitboard cimport Bitboard, lsb, square_bb, PERIMETER_MASK
from santorini._core.genkit cimport emit, gen_moves_then, build_squares, may_build_on, dome_stops
from santorini._core.god cimport God, Gen, Limits, god_defaults, default_win_squares
from santorini._core.gods.rest cimport paused_worker, note_pause, rest_pending, rest_fits
from santorini._core.position cimport Position, TurnFacts
from santorini._core.turn cimport Turn, header, step, first_build, name_order, pause_step, pass_turn, STEP_BUILD

from santorini.notation.squares import SQUARE_NAMES

#: While the rest of a stopped turn is due: the worker that builds next.
SFEN_STATES = {name: sq + 1 for sq, name in enumerate(SQUARE_NAMES)}

#: The state names a square: a symmetry of the board maps it too.
STATE_IS_GEOMETRY = True


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
    if g.climb_only:        # the rest moves nobody: never the climb Persephone demands
        return
    emit(g, pass_turn())
    cdef Bitboard second = build_squares(g, w, g.p.occ) & ~PERIMETER_MASK
    cdef int b
    while second:
        b = lsb(second)
        second &= second - 1
        emit(g, header(w, w, b) | step(0, STEP_BUILD, b))


cdef Bitboard win_squares(const Position* p, int seat, const Limits* lim) noexcept nogil:
    return 0 if paused_worker(p, seat) >= 0 else default_win_squares(p, seat, lim)


cdef void end_turn(Position* p, int seat, const TurnFacts* facts) noexcept nogil:
    note_pause(p, seat, facts, lsb(facts.moved) if facts.moved else -1)


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.gen = gen
    g.count = NULL
    g.win_squares = win_squares
    g.end_turn = end_turn
    g.pending = rest_pending
    g.state_fits = rest_fits
