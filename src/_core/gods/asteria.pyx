# Asteria: at the end of a turn in which her worker moved down (a move, not a
# force) and did not win, she may build one dome on any square with no worker and
# no dome, at any level: after the normal build, `c3-b2^b1^e5*`, a dome below
# level 3 with its star (gods/domes.pxd, shared with Polyphemus).  Facing Gaea, a
# normal build that is a dome with empty ground next to it stops such a turn
# (gods/rest.pxd): after her placement, `b2^e5*` (the worker that moved, then the
# dome) or `pass`.  State: that worker while the rest is due (`asteria[b2]`).
from santorini._core.bitboard cimport Bitboard, lsb
from santorini._core.genkit cimport gen_moves_then, moved_to, emit
from santorini._core.god cimport God, Gen, god_defaults
from santorini._core.gods.domes cimport builds_then_domes, dome_room, dome_step, stopping_tops
from santorini._core.gods.rest cimport paused_worker, rest_pending, rest_fits, rest_listed, rest_win_squares, end_turn_moved
from santorini._core.position cimport Position
from santorini._core.turn cimport Turn, header

from santorini._core.gods.rest_states import SFEN_STATES, GEOMETRY_BITS  # the worker of a rest due


cdef void builds_after(Gen* g, Turn t, int k, int src, int dst, Bitboard occ_after) noexcept nogil:
    # A slide (Harpies) is no move: the move itself went down or not.
    cdef bint down = g.p.height[moved_to(t, k, dst)] < g.p.height[src]
    builds_then_domes(g, t, k, dst, occ_after, down, 0, 1, stopping_tops(g, dst, occ_after) if down else 0)


cdef void gen(Gen* g) noexcept nogil:
    cdef int w = paused_worker(g.p, g.seat)
    cdef Bitboard spots
    cdef int sq
    if w < 0:
        gen_moves_then(g, builds_after)
        return
    if not rest_listed(g, True):
        return
    spots = dome_room(g, g.p.occ, g.p.ge[3])
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
