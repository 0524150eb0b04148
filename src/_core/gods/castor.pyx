# Castor & Pollux: each turn one of three.  The ordinary turn, `b2-c3^d4`; or
# every worker moves, one after the other, and nobody builds, `b2-c3,d4-d5` (a
# relay, gods/relay.pxd: a move up onto level 3 wins at once; one worker left,
# its move alone); or nobody moves and every worker builds once next to itself,
# `b2^c3,d4^e5` (the same square twice: a block, then the next block or a dome).
# One spelling per outcome, the ASCII-smallest: the builds start with the
# ASCII-first worker, which takes the ASCII-smaller square it can.  The charm
# is applied here, to every move (GOD_CHARM_AWARE): the relays need it.
# Facing Gaea, a first build that is a dome with empty ground next to it stops
# the turn (gods/rest.pxd), `b2^c3`: after her placement the other worker builds,
# `d4^e5` (no `pass`).  The builds are then written in playing order, the
# ASCII-smallest order that does not stop.  State: the other worker while that
# rest is due (`castor[d4]`).
from santorini._core.bitboard cimport Bitboard, BOARD_MASK, popcount, lsb, square_bb, neighbours
from santorini._core.genkit cimport (
    emit, builds_among, won_moving, carried, win_moves, seat_workers, seat_opponents, slid, pauses_at_dome, dome_stops,
)
from santorini._core.god cimport God, Gen, Limits, god_defaults, GOD_CHARM_AWARE, GOD_BUILDS_BACK
from santorini._core.gods.rest cimport paused_worker, rest_pending, rest_pair_fits, rest_builds, end_turn_other
from santorini._core.gods.relay cimport gen_relays, gen_charmed_plain, first_moves, charmed_to, relay_wins
from santorini._core.movegen cimport charm_zone
from santorini._core.position cimport Position
from santorini._core.turn cimport Turn, header, step, first_build, name_order, pause_step, STEP_MOVE, STEP_BUILD, STEP_SELECT

from santorini._core.gods.rest_states import SFEN_STATES, GEOMETRY_BITS  # the worker of a rest due


cdef void relay_alone(Gen* g, Turn t, int k, int d1, int d2, Bitboard occ_after) noexcept nogil:
    emit(g, t)


cdef inline Turn builds_turn(int a, int x, int b, int y) noexcept nogil:
    return header(a, a, x) | step(0, STEP_BUILD, x) | step(1, STEP_SELECT, b) | step(2, STEP_BUILD, y)


cdef inline bint ahead(int f1, int s1, int f0, int s0) noexcept nogil:
    """Does the spelling begun by worker f1 (0: the ASCII-first) on s1 come before f0's on s0?"""
    return f1 < f0 or (f1 == f0 and name_order(s1) < name_order(s0))


cdef bint smallest(const Gen* g, int f, int x, int y, Bitboard near_f, Bitboard near_s) noexcept nogil:
    """Is worker f's build on x, then the other's on y, the ASCII-smallest spelling of that
    outcome among those whose first build does not stop the turn (this one's does not)?"""
    if x == y:
        return f == 0
    if not pauses_at_dome(g, y, g.p.occ) and ahead(1 - f, y, f, x):
        return False
    if (near_f >> y) & 1 and (near_s >> x) & 1:     # each may build the other's square too
        if not pauses_at_dome(g, y, g.p.occ) and ahead(f, y, f, x):
            return False
        if ahead(1 - f, x, f, x):
            return False
    return True


cdef void gen_builds(Gen* g) noexcept nogil:
    """Nobody moves, every worker builds once, the ASCII-first worker first unless only the
    other order goes on past a dome that stops the turn (then also that stop, alone)."""
    cdef const Position* p = g.p
    cdef Bitboard own = g.own
    cdef Bitboard near[2]
    cdef Bitboard xs, ys
    cdef int w[2]
    cdef int f, x, y, firsts
    if popcount(own) == 1:
        w[0] = lsb(own)
        xs = builds_among(g, neighbours(w[0]), p.occ)
        while xs:
            x = lsb(xs)
            xs &= xs - 1
            emit(g, header(w[0], w[0], x) | step(0, STEP_BUILD, x))
        return
    w[0] = lsb(own)
    w[1] = lsb(own & (own - 1))
    if name_order(w[1]) < name_order(w[0]):
        w[0], w[1] = w[1], w[0]
    near[0] = builds_among(g, neighbours(w[0]), p.occ)
    near[1] = builds_among(g, neighbours(w[1]), p.occ)
    # Without a stop the ASCII-first worker's spellings are all it takes.
    firsts = 2 if g.lim.dome_pauses or g.spellings else 1
    for f in range(firsts):
        xs = near[f]
        while xs:
            x = lsb(xs)
            xs &= xs - 1
            if dome_stops(g, x, near[1 - f], p.occ):
                emit(g, header(w[f], w[f], x) | step(0, STEP_BUILD, x) | pause_step(1))
                continue
            ys = near[1 - f]
            if p.height[x] == 3:
                ys &= ~square_bb(x)         # the first build domed it
            while ys:
                y = lsb(ys)
                ys &= ys - 1
                if g.spellings or smallest(g, f, x, y, near[f], near[1 - f]):
                    emit(g, builds_turn(w[f], x, w[1 - f], y))


cdef void gen_move_alone(Gen* g, int w, Bitboard zone) noexcept nogil:
    """One worker left: its move without a build (a winning one is a plain turn)."""
    cdef const Position* p = g.p
    cdef Bitboard dests = first_moves(g, w, BOARD_MASK if carried(&g.lim) else zone)
    cdef int d, end, k
    cdef Bitboard occ_after
    cdef Turn t
    if g.climb_only:
        dests &= p.ge[p.height[w] + 1]
    while dests:
        d = lsb(dests)
        dests &= dests - 1
        t = header(w, d, 0) | step(0, STEP_MOVE, d)
        k = 1
        occ_after = p.occ ^ square_bb(w) ^ square_bb(d)
        if not won_moving(g, 0, p.height[w], p.height[d], d, &t, &k, &occ_after):
            end = slid(g, w, d, &t, &k, &occ_after)
            if (charmed_to(g, w, zone) >> end) & 1:     # the charm judges where it ends
                emit(g, t)


cdef void gen(Gen* g) noexcept nogil:
    cdef int rest = paused_worker(g.p, g.seat)
    if rest >= 0:
        rest_builds(g, rest, False)
        return
    cdef Bitboard zone = charm_zone(g.p, &g.lim) if g.lim.charmed else BOARD_MASK
    cdef Bitboard own = g.own
    gen_charmed_plain(g, zone)
    if g.movers == own:
        if popcount(own) == 1:
            gen_move_alone(g, lsb(own), zone)
        elif popcount(own) == 2:
            gen_relays(g, zone, False, relay_alone)
    if not g.climb_only and own:
        if g.p.judging and popcount(own) == 2 and not g.spellings:
            # A win condition met by the first build (Chronus' fifth tower) ends the turn
            # before the second: the other order may reach an outcome the ASCII order
            # never lists.  The cut makes movegen list every spelling and keep each
            # outcome's smallest.
            g.cut = True
        gen_builds(g)


cdef Bitboard win_squares(const Position* p, int seat, const Limits* lim) noexcept nogil:
    """A single move up onto level 3, or a relay's (relay.relay_wins) when both workers may
    move; a rest moves nobody."""
    if paused_worker(p, seat) >= 0:
        return 0
    cdef Bitboard own = seat_workers(p, seat)
    cdef Bitboard targets = win_moves(p, own, seat_opponents(p, seat), lim, 0)
    if not own & lim.frozen:
        targets |= relay_wins(p, own, lim)
    return targets


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.flags = GOD_CHARM_AWARE | GOD_BUILDS_BACK
    g.gen = gen
    g.count = NULL
    g.win_squares = win_squares
    g.end_turn = end_turn_other
    g.pending = rest_pending
    g.state_fits = rest_pair_fits
