# Domes anywhere on the board after a turn's normal build, the Polyphemus and
# Asteria shape: one (Asteria) or up to two (Polyphemus) domes on any squares
# with no worker and no dome, at any level, written as further builds after
# the normal one in ASCII order of squares (`b2-c3^d4^a1*^e5*`, a dome below
# level 3 with its star).  The search lists them in its second stage: some two
# hundred per ordinary turn (Gen.stage).
from santorini._core.bitboard cimport Bitboard, BOARD_MASK, lsb, square_bb
from santorini._core.genkit cimport emit, build_squares, ground_next_to
from santorini._core.gods.rest cimport emit_stopped_builds, stopping_builds
from santorini._core.god cimport Gen, STAGE_FIRST, STAGE_REST
from santorini._core.position cimport Position
from santorini._core.turn cimport Turn, step, first_build, name_order, pause_step, STEP_BUILD, STEP_DOME


cdef inline Turn dome_step(int k, int sq, bint on_level_3) noexcept nogil:
    # A dome on level 3 is the ordinary build there (a complete tower).
    return step(k, STEP_BUILD if on_level_3 else STEP_DOME, sq)


cdef inline Bitboard dome_room(const Gen* g, Bitboard occ_after, Bitboard level_3) noexcept nogil:
    """Where a dome anywhere may go, the workers on occ_after and the squares of level_3 on level 3:
    no worker, no dome, and below level 3 only where no opponent keeps low domes off (Limus)."""
    return BOARD_MASK & ~occ_after & ~g.p.dome & (level_3 | ~g.lim.no_low_dome)


cdef inline bint first_dome_stops(const Gen* g, int a, Bitboard open_, Bitboard occ_after, Bitboard raised) noexcept nogil:
    """Does a first dome anywhere on a, a second still to come on open_, stop the turn for Gaea
    (gods/rest.pxd): empty ground next to it, but the square the normal build raised?"""
    return (g.lim.dome_pauses and (open_ & ~square_bb(a)) != 0
            and (ground_next_to(g.p, square_bb(a), occ_after) & ~raised) != 0)


cdef inline void emit_domes(Gen* g, Turn built, int k, int b, Bitboard occ_after, Bitboard taken,
                            int most) noexcept nogil:
    """built (steps up to k-1, its normal build on b; -1: none, a rest after it) with one dome,
    or with most = 2 two, after it, none on the squares taken, two in ASCII order of their
    squares (with g.spellings in either order too).  Facing Gaea the first of two stops the
    turn where she may place next to it (first_dome_stops): the pair is then written in the
    other order, if that one does not stop, else not at all."""
    cdef const Position* p = g.p
    cdef Bitboard raised = square_bb(b) if b >= 0 else 0
    cdef Bitboard level_3 = p.ge[3] | (raised if b >= 0 and p.height[b] == 2 else 0)
    cdef Bitboard open_ = dome_room(g, occ_after, level_3) & ~taken
    if b >= 0 and p.height[b] == 3:
        open_ &= ~raised                # the normal build domed it
    cdef Bitboard rest = open_, others
    cdef int a, c
    cdef bint a_stops, c_stops
    cdef Turn one, second_a
    while rest:
        a = lsb(rest)
        rest &= rest - 1
        second_a = dome_step(k + 1, a, (level_3 >> a) & 1)
        one = built | dome_step(k, a, (level_3 >> a) & 1)
        a_stops = most == 2 and first_dome_stops(g, a, open_, occ_after, raised)
        emit(g, one | pause_step(k + 1) if a_stops else one)
        if most < 2:
            continue
        others = (open_ & ~square_bb(a)) if g.spellings else rest
        while others:
            c = lsb(others)
            others &= others - 1
            if g.spellings:
                if not a_stops:
                    emit(g, one | dome_step(k + 1, c, (level_3 >> c) & 1))
                continue
            c_stops = first_dome_stops(g, c, open_, occ_after, raised)
            if not a_stops and (c_stops or name_order(a) < name_order(c)):
                emit(g, one | dome_step(k + 1, c, (level_3 >> c) & 1))
            elif not c_stops:
                emit(g, built | dome_step(k, c, (level_3 >> c) & 1) | second_a)


cdef inline Bitboard stopping_tops(const Gen* g, int builder, Bitboard occ_after) noexcept nogil:
    """The normal builds of the worker on `builder` that dome a square Gaea may place next to,
    a dome anywhere still to come after them: the turn stops there (gods/rest.pxd)."""
    cdef Bitboard tops = stopping_builds(g, builder, occ_after), stops = 0
    cdef Bitboard room = dome_room(g, occ_after, g.p.ge[3]) if tops else 0
    cdef int c
    while tops:
        c = lsb(tops)
        tops &= tops - 1
        if room & ~square_bb(c):
            stops |= square_bb(c)
    return stops


cdef inline void builds_then_domes(Gen* g, Turn t, int k, int builder, Bitboard occ_after, bint domes,
                                   Turn flags, int most, Bitboard stops) noexcept nogil:
    """The normal builds of the worker on `builder` as steps k on of t, and, where
    `domes`, each followed by one to `most` domes anywhere, those turns carrying flags.
    A normal build on `stops` domes a square where the turn stops for Gaea (gods/rest.pxd):
    it is a turn of its own, the domes anywhere coming in its rest, and it no longer
    changes places with one of them."""
    cdef Bitboard builds = build_squares(g, builder, occ_after), each
    cdef int b, c
    if g.stage != STAGE_REST:
        emit_stopped_builds(g, t, k, builder, occ_after, stops)
    if not domes:
        return
    builds &= ~stops
    cdef Bitboard tops = builds & g.p.ge[3]     # where the normal build is a dome
    cdef Bitboard before
    if g.stage == STAGE_FIRST:
        g.deferred = g.deferred or builds != 0
        return
    while builds:
        b = lsb(builds)
        builds &= builds - 1
        # A normal build that domes b and a dome anywhere on another top square next to
        # the builder can change places: the outcome is written with the ASCII-first as
        # the normal build, so the tops before b take no later dome after a dome on b.
        before = 0
        if (tops >> b) & 1 and not g.spellings:
            each = tops
            while each:
                c = lsb(each)
                each &= each - 1
                if name_order(c) < name_order(b):
                    before |= square_bb(c)
        emit_domes(g, t | first_build(b) | flags | step(k, STEP_BUILD, b), k + 1, b, occ_after, before, most)
