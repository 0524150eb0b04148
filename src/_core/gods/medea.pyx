# Medea (hero): once a game, at the end of her turn, she takes blocks from under
# workers next to hers; the workers come down with them.  Revised text (default):
# every block under one worker (hers or an opponent's) that neighbours one of her
# workers.  Original text (the `revised-text` ruling's alternative): one block from
# under any number of workers that neighbour her unmoved worker.  Written after the
# build as one `_sq` per block, squares in ASCII order (`b2-c3^d4_e4_e4`).  Until then
# her turns are a mortal's and those (docs/heroes.md).  SFEN: `medea[used]` once spent.
# Facing Gaea, a build that is a dome with empty ground next to it stops her turn when a
# removal may follow it (gods/rest.pxd): after Gaea's placement, `c3_e4_e4` (the worker
# that moved, then the removal) or `pass`.  State: that worker while the rest is due
# (`medea[c3]`); her placed worker, on the ground, is never one Medea may lower.
from santorini._core.bitboard cimport Bitboard, lsb, square_bb, neighbours_of
from santorini._core.genkit cimport gen_moves_then, emit, build_squares, squares_by_name
from santorini._core.god cimport God, Gen, STATE_SPENT
from santorini._core.gods.hero cimport unspent, hero_defaults
from santorini._core.gods.rest cimport (
    paused_worker, rest_pending, hero_rest_fits, rest_listed, rest_win_squares, end_turn_moved, builds_then_stop,
)
from santorini._core.position cimport Position, RULE_ORIGINAL_TEXT
from santorini._core.turn cimport Turn, header, step, first_build, once_flag, STEP_BUILD, STEP_REMOVE

from santorini._core.gods.rest_states import GEOMETRY_BITS, hero_states

#: Spent, or the worker of a rest due (the power unspent then).
SFEN_STATES = hero_states(STATE_SPENT, unspent_rest=True, spent_rest=False)
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


cdef void emit_removals(Gen* g, Turn built, int k, Bitboard victims) noexcept nogil:
    """The power's turns from `built` on, steps from k: it spends the power."""
    if g.p.rulings & RULE_ORIGINAL_TEXT:
        emit_original(g, built | once_flag(), k, victims)
    else:
        emit_revised(g, built | once_flag(), k, victims)


cdef inline Bitboard victims_of(const Position* p, Bitboard helpers, Bitboard occ) noexcept nogil:
    """The workers on a block next to one of the helpers."""
    return occ & neighbours_of(helpers) & p.ge[1]


cdef void builds_then_removal(Gen* g, Turn t, int k, int src, int dst, Bitboard occ_after) noexcept nogil:
    cdef const Position* p = g.p
    cdef Bitboard unmoved = g.own & ~square_bb(src)
    cdef Bitboard helpers = unmoved if p.rulings & RULE_ORIGINAL_TEXT else unmoved | square_bb(dst)
    cdef Bitboard victims = victims_of(p, helpers, occ_after) if unspent(p, g.seat) else 0
    cdef Bitboard stopped = builds_then_stop(g, t, k, dst, occ_after, victims != 0)
    cdef Bitboard builds
    cdef int b
    if not victims:
        return
    builds = build_squares(g, dst, occ_after) & ~stopped
    while builds:
        b = lsb(builds)
        builds &= builds - 1
        emit_removals(g, t | first_build(b) | step(k, STEP_BUILD, b), k + 1, victims)


cdef void rest(Gen* g, int w) noexcept nogil:
    """The rest of a turn stopped at a dome: `pass`, or the removal, the worker on w the one
    that moved."""
    cdef const Position* p = g.p
    cdef Bitboard helpers = g.own & ~square_bb(w) if p.rulings & RULE_ORIGINAL_TEXT else g.own
    if rest_listed(g, True):
        emit_removals(g, header(w, w, 0), 0, victims_of(p, helpers, p.occ))


cdef void gen(Gen* g) noexcept nogil:
    cdef int w = paused_worker(g.p, g.seat)
    if w < 0:
        gen_moves_then(g, builds_then_removal)
    else:
        rest(g, w)


cdef bint state_fits(const Position* p, int seat) noexcept nogil:
    return hero_rest_fits(p, seat, True, False)


cdef void install(God* g) noexcept nogil:
    hero_defaults(g)
    g.gen = gen
    g.win_squares = rest_win_squares
    g.end_turn = end_turn_moved
    g.pending = rest_pending
    g.state_fits = state_fits
