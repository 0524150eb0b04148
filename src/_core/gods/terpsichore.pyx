# Terpsichore: every worker of her side moves, one after the other, then every
# worker builds once next to itself (gods.md §3.3 #44).  A turn in which a
# worker cannot move, or cannot build afterwards, is not a turn; a move up onto
# level 3 wins at once and ends the turn.  A side with one worker left plays the
# ordinary turn.
#
# Token: `b2-c3,d4-d5^c4^e5`: the first move, the second worker selected and
# moved (a relay, gods/relay.pxd: one spelling per outcome, the charm applied by
# the generator), then the two builds in ASCII order (one square twice is two
# pieces on it).  Facing Gaea, a first build that is a dome with empty ground next
# to it stops the turn (gods/rest.pxd), its builder named, `b2-c3,d4-d5,c3^c4`:
# after her placement the other worker builds, `d5^e5` (no `pass`).  The two
# builds are then in playing order, the ASCII order unless its first would stop.
# State: the other worker while that rest is due (`terpsichore[d5]`).
from santorini._core.bitboard cimport Bitboard, BOARD_MASK, popcount, lsb, square_bb, neighbours
from santorini._core.eval cimport WEIGHTS, W_THREAT
from santorini._core.genkit cimport (
    emit, steps_among, builds_among, win_moves, seat_workers, seat_opponents, worker_levels, pauses_at_dome, dome_stops, ground_next_to,
)
from santorini._core.god cimport God, Gen, Limits, god_defaults, god_of, NO_CLIMB, GOD_CHARM_AWARE
from santorini._core.gods.relay cimport gen_relays, gen_charmed_plain, relay_wins
from santorini._core.gods.rest cimport paused_worker, rest_pending, rest_pair_fits, rest_builds, end_turn_other
from santorini._core.movegen cimport charm_zone
from santorini._core.position cimport Position
from santorini._core.turn cimport Turn, first_build, name_order, step, pause_step, STEP_BUILD, STEP_SELECT

from santorini._core.gods.rest_states import SFEN_STATES, GEOMETRY_BITS  # the worker of a rest due


#: The share (in %) of the generic threat term that her relay threat is worth; what a
#: worker of hers with a single square to move to costs (a turn moves both: one boxed in
#: loses the game), in centi-levels.
EVAL_WEIGHTS = (("relay_pct", 100), ("cornered", 80))


cdef Bitboard NAMES_FROM[25]     # the squares whose name is ASCII-equal or greater
cdef int _sq, _other
for _sq in range(25):
    NAMES_FROM[_sq] = 0
    for _other in range(25):
        if name_order(_other) >= name_order(_sq):
            NAMES_FROM[_sq] |= square_bb(_other)


cdef void emit_stops(Gen* g, Turn t, int k, int builder, Bitboard near, Bitboard others,
                     Bitboard occ_after) noexcept nogil:
    """The turns that stop at the first build, a dome (gods/rest.pxd), the worker on
    `builder` named, the other one left a build (among `others`) for the rest."""
    cdef Bitboard xs = near & g.p.ge[3]
    cdef int x
    while xs:
        x = lsb(xs)
        xs &= xs - 1
        if dome_stops(g, x, others, occ_after):
            emit(g, t | first_build(x) | step(k, STEP_SELECT, builder) | step(k + 1, STEP_BUILD, x)
                 | pause_step(k + 2))


cdef inline Turn built(Turn t, int k, int x, int y) noexcept nogil:
    return t | first_build(x) | step(k, STEP_BUILD, x) | step(k + 1, STEP_BUILD, y)


cdef void emit_pair_builds(Gen* g, Turn t, int k, int d1, int d2, Bitboard occ_after) noexcept nogil:
    """Each worker's one build: the pairs of squares, in ASCII order, that can be
    given one to each worker, next to it.  A square next to both may take both pieces
    (a block, then the next block or a dome), unless the first is a dome.  Facing
    Gaea, the pair in the other order when the first would stop the turn, and the
    stops themselves."""
    cdef const Position* p = g.p
    cdef Bitboard near1 = builds_among(g, neighbours(d1), occ_after)
    cdef Bitboard near2 = builds_among(g, neighbours(d2), occ_after)
    cdef Bitboard both = near1 & near2
    cdef Bitboard xs = near1 | near2
    cdef Bitboard ys
    cdef int x, y, shared
    cdef bint x_stops
    if not near1 or not near2:
        return
    # May a first build stop the turn here (a dome with empty ground next to it)?
    cdef bint stopping = g.lim.dome_pauses and ground_next_to(p, xs & p.ge[3], occ_after) != 0
    if g.out == NULL and not g.spellings and not stopping:
        # Only counted (perft, has_turn): the ordered pairs on two squares, less those
        # counted twice (both squares next to both workers), and the doubles.
        shared = popcount(both)
        g.n += (popcount(near1) * popcount(near2) - shared - shared * (shared - 1) // 2
                + popcount(both & ~p.ge[3]))
        return
    if stopping:
        emit_stops(g, t, k, d1, near1, near2, occ_after)
        emit_stops(g, t, k, d2, near2, near1, occ_after)
    while xs:
        x = lsb(xs)
        xs &= xs - 1
        # Listed once, from the pair's ASCII-smaller square.
        ys = ((near2 if (near1 >> x) & 1 else 0) | (near1 if (near2 >> x) & 1 else 0)) & NAMES_FROM[x]
        x_stops = pauses_at_dome(g, x, occ_after)
        if p.height[x] == 3:
            ys &= ~square_bb(x)
        while ys:
            y = lsb(ys)
            ys &= ys - 1
            if not x_stops:
                emit(g, built(t, k, x, y))
            if (x_stops or g.spellings) and x != y and not pauses_at_dome(g, y, occ_after):
                emit(g, built(t, k, y, x))


cdef void gen(Gen* g) noexcept nogil:
    cdef const Position* p = g.p
    cdef Bitboard own = g.own
    cdef int rest = paused_worker(p, g.seat)
    if rest >= 0:
        rest_builds(g, rest, False)
        return
    cdef Bitboard zone = charm_zone(p, &g.lim) if g.lim.charmed else BOARD_MASK
    if popcount(own) < 2:
        if g.movers:
            gen_charmed_plain(g, zone)
        return
    if g.movers != own:
        return          # a worker that may not move: no turn moves every worker
    if g.p.judging and not g.spellings:
        # Under a win condition that can end a turn mid-way (Chronus' fifth tower) the
        # order of her two builds matters: building the other square first ends the game
        # before it, an outcome the ASCII order never lists.  Asking for the cut makes
        # movegen.generate list every spelling and keep each outcome's smallest.
        g.cut = True
    gen_relays(g, zone, True, emit_pair_builds)


cdef Bitboard win_squares(const Position* p, int seat, const Limits* lim) noexcept nogil:
    """A first move up onto level 3, or a relay's (relay.relay_wins); a frozen worker
    leaves her no turn, every turn moving both; a rest moves nobody."""
    if paused_worker(p, seat) >= 0:
        return 0
    cdef Bitboard own = seat_workers(p, seat)
    if own & lim.frozen:
        return 0 if popcount(own) > 1 else win_moves(p, own, seat_opponents(p, seat), lim, 0)
    return win_moves(p, own, seat_opponents(p, seat), lim, 0) | relay_wins(p, own, lim)


cdef int evaluate(const Position* p, int seat) noexcept nogil:
    """A relay: her worker on level 3 steps off and the other, on level 2 next to it,
    climbs onto the square it left: a threat the generic terms do not see.  And a worker
    left one square to move to: every turn must move it, so one more piece there boxes
    her in, a loss the additive mobility term values as one square."""
    cdef Bitboard own = seat_workers(p, seat)
    cdef Bitboard free = BOARD_MASK & ~(p.occ | p.dome)
    cdef Bitboard top = own & p.ge[3]
    cdef Bitboard workers = own
    cdef const God* god = god_of(p, seat)
    cdef int a, relays = 0, cornered = 0
    if popcount(own) < 2:
        return 0
    while top:
        a = lsb(top)
        top &= top - 1
        if own & ~square_bb(a) & neighbours(a) & p.ge[2] & ~p.ge[3] and neighbours(a) & free:
            relays += 1
    while workers:
        a = lsb(workers)
        workers &= workers - 1
        if popcount(steps_among(p, a, 0, neighbours(a)) & free) == 1:
            cornered += 1
    return WEIGHTS.term[W_THREAT] * relays * god.weight[0] // 100 - cornered * god.weight[1]


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    # A move alone is no turn (the other worker must move and build too): not GOD_BUILDS_BACK.
    g.flags = GOD_CHARM_AWARE
    g.gen = gen
    g.count = NULL
    g.win_squares = win_squares
    g.evaluate = evaluate
    g.end_turn = end_turn_other
    g.pending = rest_pending
    g.state_fits = rest_pair_fits
