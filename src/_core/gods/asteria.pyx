# Asteria: at the end of a turn in which her worker moved down (a move, not a
# force) and did not win, she may build one dome on any square with no worker and
# no dome, at any level: after the normal build, `c3-b2^b1^e5*`, a dome below
# level 3 with its star (gods/domes.pxd, shared with Polyphemus).  Facing Gaea, a
# normal build that is a dome with empty ground next to it stops such a turn
# (gods/rest.pxd): after her placement, `b2^e5*` (the worker that moved, then the
# dome) or `pass`.  State: that worker while the rest is due (`asteria[b2]`).
from santorini._core.bitboard cimport Bitboard, BOARD_MASK, lsb, square_bb
from santorini._core.genkit cimport gen_moves_then, moved_to, build_squares, pauses_at_dome, emit
from santorini._core.god cimport God, Gen, Limits, god_defaults, STAGE_FIRST, STAGE_REST
from santorini._core.gods.domes cimport builds_then_domes, emit_domes, dome_step
from santorini._core.gods.rest cimport paused_worker, rest_pending, rest_fits, rest_listed, rest_win_squares, end_turn_moved
from santorini._core.position cimport Position, TurnFacts
from santorini._core.turn cimport Turn, header, step, first_build, name_order, pause_step, STEP_BUILD

from santorini._core.gods.rest_states import SFEN_STATES, STATE_IS_GEOMETRY  # the worker of a rest due


cdef inline Bitboard dome_spots(const Gen* g, Bitboard occ_after, Bitboard domed) noexcept nogil:
    """Where her dome may go, the workers on occ_after and the squares domed built on too."""
    cdef const Position* p = g.p
    return BOARD_MASK & ~occ_after & ~p.dome & ~domed & (p.ge[3] | ~g.lim.no_low_dome)


cdef void stopping_builds(Gen* g, Turn t, int k, int dst, Bitboard occ_after) noexcept nogil:
    """builds_then_domes after a move down, where a dome may stop the turn for Gaea: a normal
    build that domes a square with empty ground next to it, a dome of hers still to come, is a
    turn of its own (the dome after her placement); the other turns are as ever, but that a
    normal dome that stops the turn no longer changes places with her dome."""
    cdef const Position* p = g.p
    cdef Bitboard builds = build_squares(g, dst, occ_after), rest, tops = builds & p.ge[3], stops = 0, before, others
    cdef int b, c
    rest = tops
    while rest:
        c = lsb(rest)
        rest &= rest - 1
        if pauses_at_dome(g, c, occ_after) and dome_spots(g, occ_after, square_bb(c)):
            stops |= square_bb(c)
    if g.stage != STAGE_REST:
        rest = builds
        while rest:
            b = lsb(rest)
            rest &= rest - 1
            emit(g, t | first_build(b) | step(k, STEP_BUILD, b) | (pause_step(k + 1) if (stops >> b) & 1 else 0))
    if g.stage == STAGE_FIRST:
        g.deferred = g.deferred or (builds & ~stops) != 0
        return
    rest = builds & ~stops
    while rest:
        b = lsb(rest)
        rest &= rest - 1
        before = 0
        if (tops >> b) & 1 and not g.spellings:
            others = tops & ~stops
            while others:
                c = lsb(others)
                others &= others - 1
                if name_order(c) < name_order(b):
                    before |= square_bb(c)
        emit_domes(g, t | first_build(b) | step(k, STEP_BUILD, b), k + 1, b, occ_after, before, 1)


cdef void builds_after(Gen* g, Turn t, int k, int src, int dst, Bitboard occ_after) noexcept nogil:
    # A slide (Harpies) is no move: the move itself went down or not.
    cdef bint down = g.p.height[moved_to(t, k, dst)] < g.p.height[src]
    if down and g.lim.dome_pauses:
        stopping_builds(g, t, k, dst, occ_after)
    else:
        builds_then_domes(g, t, k, dst, occ_after, down, 0, 1)


cdef void gen(Gen* g) noexcept nogil:
    cdef int w = paused_worker(g.p, g.seat)
    cdef Bitboard spots
    cdef int sq
    if w < 0:
        gen_moves_then(g, builds_after)
        return
    if not rest_listed(g, True):
        return
    spots = dome_spots(g, g.p.occ, 0)
    while spots:
        sq = lsb(spots)
        spots &= spots - 1
        emit(g, header(w, w, sq) | dome_step(0, sq, (g.p.ge[3] >> sq) & 1))


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.gen = gen
    g.count = NULL          # the ordinary count knows no dome after a descent
    g.win_squares = rest_win_squares
    g.end_turn = end_turn_moved
    g.pending = rest_pending
    g.state_fits = rest_fits
