# Graeae: her side places three workers.  One moves, then the build is made by a
# worker that did not move (revised text, default): `b2-c3,d4^d5`, the switch
# `,sq` naming the builder.  Original text (the `revised-text` ruling's
# alternative): any of her workers builds, the moved one without a switch,
# `b2-c3^d4`.  A move after which no allowed builder can build is no turn.  One
# turn per move and build square: written with the moved worker when it may
# build there, else with the ASCII-first unmoved worker that may (docs/notation.md).
from santorini._core.bitboard cimport Bitboard, lsb, square_bb
from santorini._core.genkit cimport emit, gen_moves_then, build_squares, squares_by_name
from santorini._core.god cimport God, Gen, god_defaults
from santorini._core.position cimport Position, RULE_ORIGINAL_TEXT
from santorini._core.turn cimport Turn, step, first_build, STEP_BUILD, STEP_SELECT

#: The most workers her side has on the board (no state: the three she placed).
MOST_WORKERS = {None: 3}


cdef inline void emit_builds_on(Gen* g, Turn t, int k, Bitboard squares) noexcept nogil:
    """t, then a build (step k) on each of the squares."""
    cdef int b
    while squares:
        b = lsb(squares)
        squares &= squares - 1
        emit(g, t | step(k, STEP_BUILD, b) | first_build(b))


cdef void builds_after(Gen* g, Turn t, int k, int src, int dst, Bitboard occ_after) noexcept nogil:
    """The builds after the move src -> dst: the moved worker's (original text), then each
    unmoved worker's in ASCII order of their squares, squares already listed left out.
    A frozen worker may still build (only its moves are barred)."""
    cdef int builders[4]
    cdef int n = squares_by_name(g.own & ~square_bb(src), builders), i
    cdef Bitboard built = 0, squares
    if g.p.rulings & RULE_ORIGINAL_TEXT:
        built = build_squares(g, dst, occ_after)
        emit_builds_on(g, t, k, built)
    for i in range(n):
        squares = build_squares(g, builders[i], occ_after)
        # Every builder's spelling is listed for parsing; one per outcome otherwise.
        emit_builds_on(g, t | step(k, STEP_SELECT, builders[i]), k + 1, squares if g.spellings else squares & ~built)
        built |= squares


cdef void gen(Gen* g) noexcept nogil:
    gen_moves_then(g, builds_after)


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.flags = 0             # the moved worker cannot build back where it came from
    g.gen = gen
    g.count = NULL
    g.setup_workers = 3
