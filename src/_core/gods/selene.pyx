# Selene: her side's workers are a male and a female.  Instead of the normal
# build, the female may build a dome on any level next to her, whether or not
# she moved: `b2-c3,a1^a2*` (switch to her) or, when she moved, `a1-a2^b3*`.
# A dome on level 3 is an ordinary build: when the mover could build it, the
# shorter spelling (the normal build) is the turn.
from santorini._core.bitboard cimport Bitboard, BOARD_MASK, popcount, lsb, neighbours
from santorini._core.eval cimport WEIGHTS, W_THREAT
from santorini._core.genkit cimport (
    emit, emit_builds, gen_moves_then, build_squares, low_dome_squares,
)
from santorini._core.god cimport God, Gen, god_defaults, god_of, GOD_BUILDS_BACK, GOD_FEMALE_PAIR
from santorini._core.position cimport Position, seat_workers
from santorini._core.turn cimport (
    Turn, step, first_build, STEP_BUILD, STEP_DOME, STEP_SELECT,
)


cdef void female_domes(Gen* g, Turn t, int k, int src, int dst, Bitboard occ_after) noexcept nogil:
    """The female's domes after the move src -> dst (steps k on of t)."""
    cdef const Position* p = g.p
    cdef Bitboard female = p.female & g.own
    if not female:
        return
    cdef int f = lsb(female)
    cdef bint moved = f == src
    cdef int at = dst if moved else f
    cdef Bitboard normal = build_squares(g, dst, occ_after)
    cdef Bitboard tops = build_squares(g, at, occ_after) & p.ge[3]    # domes on level 3
    cdef Bitboard low = low_dome_squares(g, neighbours(at), occ_after)
    cdef Turn base = t
    cdef int b
    if not moved:
        base |= step(k, STEP_SELECT, f)
        k += 1
    if not g.spellings:
        tops &= ~normal     # the mover's own build, one step shorter
    elif moved:
        tops = 0            # the very same step as the normal build
    while tops:
        b = lsb(tops)
        tops &= tops - 1
        emit(g, base | step(k, STEP_BUILD, b) | first_build(b))
    while low:
        b = lsb(low)
        low &= low - 1
        emit(g, base | step(k, STEP_DOME, b) | first_build(b))


cdef void builds(Gen* g, Turn t, int k, int src, int dst, Bitboard occ_after) noexcept nogil:
    emit_builds(g, t, k, dst, occ_after, True, 0)
    female_domes(g, t, k, src, dst, occ_after)


cdef void gen(Gen* g) noexcept nogil:
    gen_moves_then(g, builds)


#: God.weight: name and default, in order (measured by self-play: docs/search.md).
#: percent of the generic threat term an answered threat is worth.
EVAL_WEIGHTS = (("answered_pct", 50),)


cdef int evaluate(const Position* p, int seat) noexcept nogil:
    """Her female can dome any square next to her, whatever its level: an opponent's climb
    threat onto a square she touches is half answered already."""
    cdef Bitboard female = p.female & seat_workers(p, seat)
    if not female:
        return 0
    cdef Bitboard guarded = neighbours(lsb(female))
    cdef Bitboard workers = p.occ & ~p.side_bb[p.seat_side[seat]] & p.ge[2] & ~p.ge[3]
    cdef Bitboard free = BOARD_MASK & ~(p.occ | p.dome)
    cdef int answered = 0
    while workers:
        answered += popcount(neighbours(lsb(workers)) & free & p.ge[3] & guarded)
        workers &= workers - 1
    return WEIGHTS.term[W_THREAT] * answered * god_of(p, seat).weight[0] // 100


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.flags = GOD_BUILDS_BACK | GOD_FEMALE_PAIR
    g.gen = gen
    g.count = NULL
    g.evaluate = evaluate
