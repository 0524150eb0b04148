# Prometheus: an optional build before the move, after which the worker may
# not move up; the same worker then moves and builds.  Two different builds
# whose order does not matter are written with the ASCII-smaller one first.
# Facing Gaea, a first build that is a dome with empty ground next to it stops the
# turn (gods/rest.pxd): after her placement the worker moves, not up, and builds,
# `c3-c2^d2`.  State: the worker while that rest is due (`prometheus[c3]`).  Achilles'
# power is this turn without the rule against moving up (keep_level False).
from santorini._core.bitboard cimport Bitboard, lsb, square_bb, neighbours
from santorini._core.genkit cimport (
    gen_moves_from, won_moving, emit, build_squares, worker_levels, barred_squares, slid_from, carried,
    drop_whirlpool, pauses_at_dome,
)
from santorini._core.god cimport God, Gen, Limits, god_defaults, NO_CLIMB, NO_DESCENT
from santorini._core.gods.rest cimport paused_worker, note_pause, rest_pending, rest_fits, rest_listed, rest_win_squares
from libc.string cimport memcpy

from santorini._core.movegen cimport condition_met, fewest_pieces, judged_seats
from santorini._core.position cimport Position, TurnFacts, build
from santorini._core.turn cimport (
    Turn, header, step, win_flag, name_order, first_build, pause_step, turn_src, STEP_MOVE, STEP_BUILD,
)

from santorini._core.gods.rest_states import SFEN_STATES, GEOMETRY_BITS  # the worker of a rest due


cdef bint wins_at_once(const Position* p, int sq, int seats) noexcept nogil:
    cdef Position after
    memcpy(&after, p, sizeof(Position))
    build(&after, sq, False)
    return condition_met(&after, seats)


cdef inline bint may_prebuild(const Gen* g, int src, int sq) noexcept nogil:
    return (build_squares(g, src, g.p.occ) >> sq) & 1


cdef inline bint may_step(const Gen* g, int h, int hd, bint keep_level) noexcept nogil:
    """May a worker on level h move to level hd after its build (up at most one; not up
    at all with keep_level, Prometheus' rule, or under Athena; not down under Hades)?"""
    if hd > h + 1 or (hd > h and (keep_level or g.lim.levels & NO_CLIMB)):
        return False
    if hd < h and g.lim.levels & NO_DESCENT:
        return False
    return not g.climb_only or hd > h


cdef inline Bitboard steps_after_build(const Gen* g, int src, int pb) noexcept nogil:
    """The squares the worker on src may step to after building on pb (not a dome it made
    there; the levels are checked with may_step)."""
    cdef const Position* p = g.p
    cdef Bitboard closed = square_bb(pb) if p.height[pb] == 3 else 0
    return neighbours(src) & ~barred_squares(src, worker_levels(&g.lim, src)) & ~p.occ & ~p.dome & ~closed


cdef inline int land_after_build(const Gen* g, int src, int pb, int dst, bint keep_level, Turn* t, int* k,
                                 Bitboard* occ_after) noexcept nogil:
    """Where the worker on src ends moving to dst after building on pb, the move added to
    *t from step k (the workers then on *occ_after): -1 if it may not, -2 if the move wins
    (its whirlpool transport added)."""
    cdef const Position* p = g.p
    cdef int h = p.height[src], hd = p.height[dst] + (1 if dst == pb else 0)
    if not may_step(g, h, hd, keep_level):
        return -1
    t[0] |= step(k[0], STEP_MOVE, dst)
    k[0] += 1
    occ_after[0] = p.occ ^ square_bb(src) ^ square_bb(dst)
    if won_moving(g, 0, h, hd, dst, t, k, occ_after):
        return -2
    return slid_from(g, src, dst, hd, t, k, occ_after)


cdef bint prebuild_stops(const Gen* g, int src, int pb, bint keep_level) noexcept nogil:
    """Does a build first on pb by the worker on src make a dome that stops the turn
    (genkit.pauses_at_dome), a move (not up with keep_level) and a build after it left to
    make?"""
    cdef const Position* p = g.p
    cdef Bitboard dests, occ_after
    cdef int dst, k, land
    cdef Turn t
    if not pauses_at_dome(g, pb, p.occ):
        return False
    dests = steps_after_build(g, src, pb)
    while dests:
        dst = lsb(dests)
        dests &= dests - 1
        t = 0
        k = 0
        land = land_after_build(g, src, pb, dst, keep_level, &t, &k, &occ_after)
        if land == -2 or (land >= 0 and build_squares(g, land, occ_after) & ~square_bb(pb)):
            return True
    return False


cdef void moves_after_dome(Gen* g, int w, bint keep_level) noexcept nogil:
    """The rest of a turn that stopped at the dome the worker on w built first: its move
    (not up with keep_level, Prometheus' rule) and its build (gods/rest.pxd).  The dome
    stands: w itself names no pre-build."""
    cdef Bitboard dests = steps_after_build(g, w, w), post, occ_after
    cdef int dst, b, k, land
    cdef Turn t
    while dests:
        dst = lsb(dests)
        dests &= dests - 1
        t = header(w, dst, 0)
        k = 0
        land = land_after_build(g, w, w, dst, keep_level, &t, &k, &occ_after)
        if land == -1:
            continue
        if land == -2:
            emit(g, t | win_flag())
            continue
        post = build_squares(g, land, occ_after)
        while post:
            b = lsb(post)
            post &= post - 1
            emit(g, t | first_build(b) | step(k, STEP_BUILD, b))


cdef inline int spelling_key(int pb, int dst, int b) noexcept nogil:
    # Compares like the token's text "src^pb-dst^b".
    return (name_order(pb) * 25 + name_order(dst)) * 25 + name_order(b)


cdef bint smaller_spelling(const Gen* g, int src, int pb, int dst, int b, int land, bint keep_level,
                           const Limits* start) noexcept nogil:
    """Where moves may end elsewhere (genkit.carried: a Harpies slide, whirlpools, `start`
    the limits at the turn's start), does an ASCII-smaller spelling build the same
    two pieces (in either order) and end the worker on land: a slide may start from a raised
    square or carry the worker off it, a whirlpool built on first is gone, and moves to
    different squares may be carried to one?"""
    cdef const Position* p = g.p
    cdef int key = spelling_key(pb, dst, b)
    cdef int first, second, order, d, k
    cdef Bitboard dests, closed, occ_after
    cdef Turn t
    cdef Gen alt = g[0]
    for order in range(1 if pb == b else 2):
        first = pb if order == 0 else b
        second = b if order == 0 else pb
        if not may_prebuild(g, src, first) or prebuild_stops(g, src, first, keep_level):
            continue
        closed = square_bb(first) if p.height[first] == 3 else 0     # built first, a dome
        alt.lim = start[0]
        drop_whirlpool(&alt.lim, first)
        dests = steps_after_build(g, src, first)
        while dests:
            d = lsb(dests)
            dests &= dests - 1
            if spelling_key(first, d, second) >= key:
                continue
            t = 0
            k = 1
            if (land_after_build(&alt, src, first, d, keep_level, &t, &k, &occ_after) == land
                    and (build_squares(g, land, occ_after) & ~closed) >> second & 1):
                return True
    return False


cdef void moves_after(Gen* g, int src, int pb, bint keep_level, Turn flags, const Limits* start) noexcept nogil:
    """The move (not up with keep_level) and the build after the worker on src built on pb
    (g's whirlpools without one built on; `start`: the limits at the turn's start)."""
    cdef const Position* p = g.p
    cdef Bitboard closed = square_bb(pb) if p.height[pb] == 3 else 0     # the pre-build was a dome
    cdef Bitboard dests = steps_after_build(g, src, pb)
    cdef Bitboard post, occ_after
    cdef int dst, b, k, land
    cdef Turn t
    while dests:
        dst = lsb(dests)
        dests &= dests - 1
        t = header(src, dst, pb) | flags | step(0, STEP_BUILD, pb)
        k = 1
        land = land_after_build(g, src, pb, dst, keep_level, &t, &k, &occ_after)
        if land == -1:
            continue
        if land == -2:
            emit(g, t | win_flag())
            continue
        post = build_squares(g, land, occ_after) & ~closed
        while post:
            b = lsb(post)
            post &= post - 1
            # Keep the spelling with the ASCII-smaller pre-build when both orders are legal
            # (the move does not depend on it: neither build is on its square).
            if not g.spellings and carried(start):
                if smaller_spelling(g, src, pb, dst, b, land, keep_level, start):
                    continue
            elif not g.spellings and b != pb and name_order(b) < name_order(pb):
                if (may_prebuild(g, src, b) and pb != dst and (neighbours(dst) >> pb) & 1
                        and not prebuild_stops(g, src, b, keep_level)):
                    continue
            emit(g, t | step(k, STEP_BUILD, b))


cdef void build_first(Gen* g, int src, bint keep_level, Turn flags) noexcept nogil:
    """Turns of the worker on src that build before moving: the build, the move (not up
    with keep_level), the build after it; `flags` go into every turn (Achilles' ONCE).  A
    whirlpool built on is gone before the move."""
    cdef const Position* p = g.p
    cdef Bitboard pre = build_squares(g, src, p.occ)
    cdef Gen sub
    cdef int pb
    cdef int seats = judged_seats(p) if p.judging else 0
    while pre:
        pb = lsb(pre)
        pre &= pre - 1
        if seats and fewest_pieces(p, seats) <= 1 and wins_at_once(p, pb, seats):
            # The pre-build fulfils a god's win condition (Chronus): the turn ends there.
            emit(g, header(src, src, pb) | flags | step(0, STEP_BUILD, pb))
            g.cut = True        # other orders of his builds may still reach other outcomes
            continue
        if prebuild_stops(g, src, pb, keep_level):
            emit(g, header(src, src, pb) | flags | step(0, STEP_BUILD, pb) | pause_step(1))
            continue
        if (g.lim.whirls >> pb) & 1:
            sub = g[0]
            drop_whirlpool(&sub.lim, pb)
            moves_after(&sub, src, pb, keep_level, flags, &g.lim)
            g.n = sub.n
        else:
            moves_after(g, src, pb, keep_level, flags, &g.lim)


cdef void gen(Gen* g) noexcept nogil:
    cdef Bitboard workers = g.movers
    cdef int src = paused_worker(g.p, g.seat)
    if src >= 0:
        if rest_listed(g, False):
            moves_after_dome(g, src, True)
        return
    while workers:
        src = lsb(workers)
        workers &= workers - 1
        gen_moves_from(g, src, 0, 0, 0)
        if not g.climb_only:        # building first forbids moving up
            build_first(g, src, True, 0)


cdef void end_turn(Position* p, int seat, const TurnFacts* facts) noexcept nogil:
    note_pause(p, seat, facts, turn_src(facts.turn))


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.gen = gen
    g.count = NULL
    g.win_squares = rest_win_squares
    g.end_turn = end_turn
    g.pending = rest_pending
    g.state_fits = rest_fits
