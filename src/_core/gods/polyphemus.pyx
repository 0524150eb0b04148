# Polyphemus (hero): once a game, after the normal build of a turn that did not
# win, the worker that built builds one or two domes on any unoccupied squares of
# the board, at any level.  Written as further builds after the normal one, in
# ASCII order of squares, a dome below level 3 with its star
# (`b2-c3^d4^a1*^e5*`).  Until then his turns are a mortal's and those
# (docs/heroes.md).  SFEN: `polyphemus[used]` once spent.
from santorini._core.bitboard cimport Bitboard, BOARD_MASK, lsb, square_bb
from santorini._core.genkit cimport gen_moves_then, emit, emit_builds, build_squares
from santorini._core.god cimport God, Gen, STATE_SPENT, STAGE_FIRST, STAGE_REST
from santorini._core.gods.hero cimport unspent, hero_defaults
from santorini._core.position cimport Position
from santorini._core.turn cimport Turn, step, first_build, once_flag, name_order, STEP_BUILD, STEP_DOME

SFEN_STATES = {"used": STATE_SPENT}
EVAL_WEIGHTS = (("unspent", 40),)


cdef inline Turn dome_step(int k, int sq, bint on_level_3) noexcept nogil:
    # A dome on level 3 is the ordinary build there (a complete tower).
    return step(k, STEP_BUILD if on_level_3 else STEP_DOME, sq)


cdef void emit_domes(Gen* g, Turn built, int k, int b, Bitboard occ_after, Bitboard taken) noexcept nogil:
    """built (steps up to k-1, its normal build on b) with one or two domes after it,
    none on the squares taken, two in ASCII order of their squares (with g.spellings
    in either order too)."""
    cdef const Position* p = g.p
    cdef Bitboard level_3 = p.ge[3] | (square_bb(b) if p.height[b] == 2 else 0)
    cdef Bitboard open_ = BOARD_MASK & ~occ_after & ~p.dome
    if p.height[b] == 3:
        open_ &= ~square_bb(b)          # the normal build domed it
    open_ &= (level_3 | ~g.lim.no_low_dome) & ~taken
    cdef Bitboard rest = open_, others
    cdef int a, c
    cdef Turn one, second_a
    while rest:
        a = lsb(rest)
        rest &= rest - 1
        second_a = dome_step(k + 1, a, (level_3 >> a) & 1)
        one = built | dome_step(k, a, (level_3 >> a) & 1)
        emit(g, one)
        others = (open_ & ~square_bb(a)) if g.spellings else rest
        while others:
            c = lsb(others)
            others &= others - 1
            if g.spellings or name_order(a) < name_order(c):
                emit(g, one | dome_step(k + 1, c, (level_3 >> c) & 1))
            else:
                emit(g, built | dome_step(k, c, (level_3 >> c) & 1) | second_a)


cdef void builds_then_domes(Gen* g, Turn t, int k, int src, int dst, Bitboard occ_after) noexcept nogil:
    if g.stage != STAGE_REST:
        emit_builds(g, t, k, dst, occ_after, True, 0)
    if not unspent(g.p, g.seat):
        return
    cdef Bitboard builds = build_squares(g, dst, occ_after)
    cdef Bitboard tops = builds & g.p.ge[3]     # where the normal build is a dome
    cdef Bitboard before, each
    cdef int b, c
    if g.stage == STAGE_FIRST:
        # Some two hundred dome turns per ordinary one: the search lists them only if
        # no ordinary turn cuts it off (Gen.stage).
        g.deferred = g.deferred or builds != 0
        return
    while builds:
        b = lsb(builds)
        builds &= builds - 1
        # A normal build that domes b and his dome on another top square next to him
        # can change places: the outcome is written with the ASCII-first as the normal
        # build, so the tops before b take no dome of his after a dome on b.
        before = 0
        if (tops >> b) & 1 and not g.spellings:
            each = tops
            while each:
                c = lsb(each)
                each &= each - 1
                if name_order(c) < name_order(b):
                    before |= square_bb(c)
        emit_domes(g, t | first_build(b) | once_flag() | step(k, STEP_BUILD, b), k + 1, b, occ_after, before)


cdef void gen(Gen* g) noexcept nogil:
    gen_moves_then(g, builds_then_domes)


cdef void install(God* g) noexcept nogil:
    hero_defaults(g)
    g.gen = gen
