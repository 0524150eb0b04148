# Castor & Pollux: each turn one of three.  The ordinary turn, `b2-c3^d4`; or
# every worker moves, one after the other, and nobody builds, `b2-c3,d4-d5` (a
# relay, gods/relay.pxd: a move up onto level 3 wins at once; one worker left,
# its move alone); or nobody moves and every worker builds once next to itself,
# `b2^c3,d4^e5` (the same square twice: a block, then the next block or a dome).
# One spelling per outcome, the ASCII-smallest: the builds start with the
# ASCII-first worker, which takes the ASCII-smaller square it can.  The charm
# is applied here, to every move (GOD_CHARM_AWARE): the relays need it.
from santorini._core.bitboard cimport Bitboard, BOARD_MASK, popcount, lsb, square_bb, neighbours
from santorini._core.genkit cimport emit, builds_among, won_moving, carried, win_moves, seat_workers, seat_opponents, slid
from santorini._core.god cimport God, Gen, Limits, god_defaults, GOD_CHARM_AWARE, GOD_BUILDS_BACK
from santorini._core.gods.relay cimport gen_relays, gen_charmed_plain, first_moves, charmed_to, relay_wins
from santorini._core.movegen cimport charm_zone
from santorini._core.position cimport Position
from santorini._core.turn cimport Turn, header, step, first_build, name_order, STEP_MOVE, STEP_BUILD, STEP_SELECT


cdef void relay_alone(Gen* g, Turn t, int k, int d1, int d2, Bitboard occ_after) noexcept nogil:
    emit(g, t)


cdef inline Turn builds_turn(int a, int x, int b, int y) noexcept nogil:
    return header(a, a, x) | step(0, STEP_BUILD, x) | step(1, STEP_SELECT, b) | step(2, STEP_BUILD, y)


cdef void gen_builds(Gen* g) noexcept nogil:
    """Nobody moves, every worker builds once: a first (the ASCII-first worker), then b."""
    cdef const Position* p = g.p
    cdef Bitboard own = g.own
    cdef Bitboard near_a, near_b, xs, ys
    cdef int a, b, x, y
    if popcount(own) == 1:
        a = lsb(own)
        xs = builds_among(g, neighbours(a), p.occ)
        while xs:
            x = lsb(xs)
            xs &= xs - 1
            emit(g, header(a, a, x) | step(0, STEP_BUILD, x))
        return
    a = lsb(own)
    b = lsb(own & (own - 1))
    if name_order(b) < name_order(a):
        a, b = b, a
    near_a = builds_among(g, neighbours(a), p.occ)
    near_b = builds_among(g, neighbours(b), p.occ)
    xs = near_a
    while xs:
        x = lsb(xs)
        xs &= xs - 1
        ys = near_b
        if p.height[x] == 3:
            ys &= ~square_bb(x)         # a's build domed it
        while ys:
            y = lsb(ys)
            ys &= ys - 1
            # a^x,b^y and a^y,b^x are one outcome when both can: the smaller square first.
            if (not g.spellings and x != y and name_order(y) < name_order(x)
                    and (near_a >> y) & 1 and (near_b >> x) & 1):
                continue
            emit(g, builds_turn(a, x, b, y))
            if g.spellings:
                if x != y or p.height[x] < 3:
                    emit(g, builds_turn(b, y, a, x))


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
    """A single move up onto level 3, or a relay's (relay.relay_wins) when both workers may move."""
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
