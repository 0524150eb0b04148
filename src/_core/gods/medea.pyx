# Medea (hero): once a game, at the end of her turn, she takes blocks from under
# workers next to hers; the workers come down with them.  Revised text (default):
# every block under one worker (hers or an opponent's) that neighbours one of her
# workers.  Original text (the `revised-text` ruling's alternative): one block from
# under any number of workers that neighbour her unmoved worker.  Written after the
# build as one `_sq` per block, squares in ASCII order (`b2-c3^d4_e4_e4`).  Until then
# her turns are a mortal's and those (docs/heroes.md).  SFEN: `medea[used]` once spent.
from santorini._core.bitboard cimport Bitboard, lsb, square_bb, neighbours_of
from santorini._core.genkit cimport gen_moves_then, emit, emit_builds, build_squares, squares_by_name
from santorini._core.god cimport God, Gen, STATE_SPENT
from santorini._core.gods.hero cimport unspent, hero_defaults
from santorini._core.position cimport Position, RULE_ORIGINAL_TEXT
from santorini._core.turn cimport Turn, step, first_build, once_flag, STEP_BUILD, STEP_REMOVE

SFEN_STATES = {"used": STATE_SPENT}
EVAL_WEIGHTS = (("unspent", 40),)


cdef void emit_revised(Gen* g, Turn built, int k, Bitboard victims) noexcept nogil:
    """Every block under one of the victims."""
    cdef int w, i
    cdef Turn removal
    while victims:
        w = lsb(victims)
        victims &= victims - 1
        removal = 0
        for i in range(g.p.height[w]):      # the build is never under a worker
            removal |= step(k + i, STEP_REMOVE, w)
        emit(g, built | removal)


cdef void emit_original(Gen* g, Turn built, int k, Bitboard victims) noexcept nogil:
    """One block under each worker of every non-empty subset of the victims."""
    cdef Bitboard subset = victims
    cdef int squares[8]
    cdef int n, i
    cdef Turn removal
    while subset:
        n = squares_by_name(subset, squares)
        removal = 0
        for i in range(n):
            removal |= step(k + i, STEP_REMOVE, squares[i])
        emit(g, built | removal)
        subset = (subset - 1) & victims


cdef void builds_then_removal(Gen* g, Turn t, int k, int src, int dst, Bitboard occ_after) noexcept nogil:
    cdef const Position* p = g.p
    emit_builds(g, t, k, dst, occ_after, True, 0)
    if not unspent(p, g.seat):
        return
    cdef bint original = p.rulings & RULE_ORIGINAL_TEXT
    cdef Bitboard unmoved = g.own & ~square_bb(src)
    cdef Bitboard helpers = unmoved if original else unmoved | square_bb(dst)
    cdef Bitboard victims = occ_after & neighbours_of(helpers) & p.ge[1]
    cdef Bitboard builds = build_squares(g, dst, occ_after)
    cdef Turn built
    cdef int b
    if not victims:
        return
    while builds:
        b = lsb(builds)
        builds &= builds - 1
        built = t | first_build(b) | once_flag() | step(k, STEP_BUILD, b)
        if original:
            emit_original(g, built, k + 1, victims)
        else:
            emit_revised(g, built, k + 1, victims)


cdef void gen(Gen* g) noexcept nogil:
    gen_moves_then(g, builds_then_removal)


cdef void install(God* g) noexcept nogil:
    hero_defaults(g)
    g.gen = gen
