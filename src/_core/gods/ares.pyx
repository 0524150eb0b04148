# Ares: after his build he may take the top block off one square next to his
# worker that did not move this turn, if it has a block, no dome and no
# worker.  Taking off the block he just built leaves only the move: that
# outcome is one turn, written with the ASCII-smallest such square (where no
# token the build sent away stood, Limits.tokens).
# Tokens: `b2-c3^d4_a1` (docs/notation.md).  Facing Gaea, a build that is a dome with
# empty ground next to it stops the turn when a block may be taken off after it
# (gods/rest.pxd): after her placement, `c3_a1` (the worker that moved, then the
# removal) or `pass`.  State: that worker while the rest is due (`ares[c3]`).
from santorini._core.bitboard cimport Bitboard, lsb, square_bb, neighbours_of
from santorini._core.genkit cimport (
    emit, gen_moves_then, build_squares, pauses_at_dome,
)
from santorini._core.god cimport God, Gen, Limits, god_defaults, GOD_UNDOES_BUILDS
from santorini._core.gods.rest cimport paused_worker, rest_pending, rest_fits, rest_listed, rest_win_squares, end_turn_moved
from santorini._core.position cimport Position, TurnFacts
from santorini._core.turn cimport (
    Turn, header, step, first_build, name_order, pause_step, STEP_BUILD, STEP_REMOVE,
)

from santorini._core.gods.rest_states import SFEN_STATES, GEOMETRY_BITS  # the worker of a rest due


cdef inline int first_by_name(Bitboard squares) noexcept nogil:
    """The square of the set whose name comes first in ASCII order (-1 if none)."""
    cdef int best = -1, sq
    while squares:
        sq = lsb(squares)
        squares &= squares - 1
        if best < 0 or name_order(sq) < name_order(best):
            best = sq
    return best


cdef void builds_and_removals(Gen* g, Turn t, int k, int src, int dst, Bitboard occ_after) noexcept nogil:
    cdef const Position* p = g.p
    cdef Bitboard near = neighbours_of(g.own & ~square_bb(src))      # around the workers that do not move
    cdef Bitboard builds = build_squares(g, dst, occ_after)
    # Squares where a build then its removal give the same outcome: one is kept (a token
    # there, sent away by the build, makes each its own outcome).
    cdef int undone = first_by_name(builds & near & ~p.ge[3] & ~g.lim.tokens)
    cdef Bitboard takeable
    cdef Turn tb
    cdef int b, r
    while builds:
        b = lsb(builds)
        builds &= builds - 1
        tb = t | step(k, STEP_BUILD, b) | first_build(b)
        takeable = near & ~occ_after & ~p.dome & (p.ge[1] | square_bb(b))
        if p.height[b] == 3:
            takeable &= ~square_bb(b)       # the build was a dome
            if takeable and pauses_at_dome(g, b, occ_after):
                emit(g, tb | pause_step(k + 1))     # the removal comes after Gaea's placement
                continue
        emit(g, tb)
        while takeable:
            r = lsb(takeable)
            takeable &= takeable - 1
            if r == b and b != undone and not (g.lim.tokens >> b) & 1 and not g.spellings:
                continue
            emit(g, tb | step(k + 1, STEP_REMOVE, r))


cdef void gen(Gen* g) noexcept nogil:
    cdef const Position* p = g.p
    cdef int w = paused_worker(p, g.seat)
    cdef Bitboard takeable
    if w < 0:
        gen_moves_then(g, builds_and_removals)
        return
    if not rest_listed(g, True):
        return
    takeable = neighbours_of(g.own & ~square_bb(w)) & ~p.occ & ~p.dome & p.ge[1]
    while takeable:
        emit(g, header(w, w, 0) | step(0, STEP_REMOVE, lsb(takeable)))
        takeable &= takeable - 1


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.flags |= GOD_UNDOES_BUILDS
    g.gen = gen
    g.count = NULL          # removals add turns the ordinary count does not know
    g.win_squares = rest_win_squares
    g.end_turn = end_turn_moved
    g.pending = rest_pending
    g.state_fits = rest_fits
