# Ares: after his build he may take the top block off one square next to his
# worker that did not move this turn, if it has a block, no dome and no
# worker.  Taking off the block he just built leaves only the move: that
# outcome is one turn, written with the ASCII-smallest such square (where no
# token the build sent away stood, Limits.tokens).
# Tokens: `b2-c3^d4_a1` (docs/notation.md).
from santorini._core.bitboard cimport Bitboard, lsb, square_bb, neighbours_of
from santorini._core.genkit cimport (
    emit, gen_moves_then, build_squares,
)
from santorini._core.god cimport God, Gen, god_defaults, GOD_UNDOES_BUILDS
from santorini._core.position cimport Position
from santorini._core.turn cimport (
    Turn, step, first_build, name_order, STEP_BUILD, STEP_REMOVE,
)


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
        emit(g, tb)
        takeable = near & ~occ_after & ~p.dome & (p.ge[1] | square_bb(b))
        if p.height[b] == 3:
            takeable &= ~square_bb(b)       # the build was a dome
        while takeable:
            r = lsb(takeable)
            takeable &= takeable - 1
            if r == b and b != undone and not (g.lim.tokens >> b) & 1 and not g.spellings:
                continue
            emit(g, tb | step(k + 1, STEP_REMOVE, r))


cdef void gen(Gen* g) noexcept nogil:
    gen_moves_then(g, builds_and_removals)


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.flags |= GOD_UNDOES_BUILDS
    g.gen = gen
    g.count = NULL          # removals add turns the ordinary count does not know
