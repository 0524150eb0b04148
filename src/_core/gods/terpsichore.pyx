# Terpsichore: every worker of her side moves, one after the other, then every
# worker builds once next to itself (gods.md §3.3 #44).  A turn in which a
# worker cannot move, or cannot build afterwards, is not a turn; a move up onto
# level 3 wins at once and ends the turn.  A side with one worker left plays the
# ordinary turn.
#
# Token: `b2-c3,d4-d5^c4^e5`: the first move, the second worker selected and
# moved, then the two builds in ASCII order (one square twice is two pieces on
# it).  A turn is its outcome, so of the spellings that give one (the other
# order of the moves; the other worker to each square when the two cannot be
# told apart) only the ASCII-smallest is listed; `Gen.spellings` lists them all.
# Aphrodite's charm follows pieces, so which worker goes where can make one
# spelling of an outcome legal and another not: the generator applies the charm
# itself, to every move (GOD_CHARM_AWARE).
from santorini._core.bitboard cimport Bitboard, BOARD_MASK, popcount, lsb, square_bb, neighbours
from santorini._core.eval cimport WEIGHTS, W_THREAT
from santorini._core.genkit cimport (
    emit, steps_among, move_wins, builds_among, win_moves, seat_workers, seat_opponents,
    emit_builds as plain_builds,
)
from santorini._core.god cimport God, Gen, Limits, god_defaults, god_of, NO_CLIMB, GOD_CHARM_AWARE
from santorini._core.movegen cimport charm_zone
from santorini._core.position cimport Position
from santorini._core.turn cimport (
    Turn, header, step, win_flag, first_build, name_order, STEP_MOVE, STEP_SELECT, STEP_BUILD,
)


#: The share (in %) of the generic threat term that her relay threat is worth; what a
#: worker of hers with a single square to move to costs (a turn moves both: one boxed in
#: loses the game), in centi-levels.
EVAL_WEIGHTS = (("relay_pct", 100), ("cornered", 80))


cdef inline Bitboard charmed_to(const Gen* g, int w, Bitboard zone) noexcept nogil:
    """Where the charm lets the worker on w end its move: next to a charmer if it is charmed."""
    return zone if (g.lim.charmed >> w) & 1 else BOARD_MASK


cdef inline Bitboard first_moves(const Gen* g, int w, Bitboard zone) noexcept nogil:
    return steps_among(g.p, w, g.lim.levels, neighbours(w)) & ~g.p.occ & charmed_to(g, w, zone)


cdef inline Bitboard second_moves(const Gen* g, int w, int first, int d1, Bitboard zone) noexcept nogil:
    # The first worker has left its square and stands on d1.
    return (steps_among(g.p, w, g.lim.levels, neighbours(w)) & ~(g.p.occ ^ square_bb(first) ^ square_bb(d1))
            & charmed_to(g, w, zone))


cdef inline bint climbs(const Position* p, int src, int dst) noexcept nogil:
    return p.height[dst] > p.height[src]


cdef bint same_outcome(const Gen* g, Bitboard zone, int a, int da, int b, int db, bint wins) noexcept nogil:
    """Do the moves a -> da, then b -> db, make a turn whose outcome ends with the
    workers on da and db and `wins` (the first move not winning)?"""
    cdef const Position* p = g.p
    if not (first_moves(g, a, zone) >> da) & 1 or move_wins(&g.lim, 0, p.height[a], p.height[da], da):
        return False
    if not (second_moves(g, b, a, da, zone) >> db) & 1:
        return False
    if g.climb_only and not (climbs(p, a, da) or climbs(p, b, db)):
        return False
    return move_wins(&g.lim, 0, p.height[b], p.height[db], db) == wins


cdef inline int name_key(int a, int da, int b, int db) noexcept nogil:
    # Compares like the token's text "a-da,b-db": each square name is two characters.
    return ((name_order(a) * 25 + name_order(da)) * 25 + name_order(b)) * 25 + name_order(db)


cdef bint smallest_spelling(const Gen* g, Bitboard zone, int a, int da, int b, int db, bint wins) noexcept nogil:
    """Is a -> da, b -> db the ASCII-smallest spelling of its outcome?"""
    cdef int key = name_key(a, da, b, db)
    cdef const Position* p = g.p
    if (wins and db == a and (first_moves(g, b, zone) >> da) & 1
            and move_wins(&g.lim, 0, p.height[b], p.height[da], da)):
        return False    # b winning on da at once leaves the workers where this relay does
    # Swapping which worker goes where changes nothing unless they can be told apart
    # (Selene's female worker, on a teammate's side).
    cdef bint alike = ((g.p.female >> a) & 1) == ((g.p.female >> b) & 1)
    if name_key(b, db, a, da) < key and same_outcome(g, zone, b, db, a, da, wins):
        return False
    if alike:
        if name_key(a, db, b, da) < key and same_outcome(g, zone, a, db, b, da, wins):
            return False
        if name_key(b, da, a, db) < key and same_outcome(g, zone, b, da, a, db, wins):
            return False
    return True


cdef Bitboard NAMES_FROM[25]     # the squares whose name is ASCII-equal or greater
cdef int _sq, _other
for _sq in range(25):
    NAMES_FROM[_sq] = 0
    for _other in range(25):
        if name_order(_other) >= name_order(_sq):
            NAMES_FROM[_sq] |= square_bb(_other)


cdef void emit_pair_builds(Gen* g, Turn t, int d1, int d2, Bitboard occ_after) noexcept nogil:
    """Each worker's one build: the pairs of squares, in ASCII order, that can be
    given one to each worker, next to it.  A square next to both may take both pieces
    (a block, then the next block or a dome), unless the first is a dome."""
    cdef const Position* p = g.p
    cdef Bitboard near1 = builds_among(g, neighbours(d1), occ_after)
    cdef Bitboard near2 = builds_among(g, neighbours(d2), occ_after)
    cdef Bitboard both = near1 & near2
    cdef Bitboard xs = near1 | near2
    cdef Bitboard ys
    cdef int x, y, shared
    if not near1 or not near2:
        return
    if g.out == NULL and not g.spellings:
        # Only counted (perft, has_turn): the ordered pairs on two squares, less those
        # counted twice (both squares next to both workers), and the doubles.
        shared = popcount(both)
        g.n += (popcount(near1) * popcount(near2) - shared - shared * (shared - 1) // 2
                + popcount(both & ~p.ge[3]))
        return
    while xs:
        x = lsb(xs)
        xs &= xs - 1
        # Listed once, from the pair's ASCII-smaller square.
        ys = ((near2 if (near1 >> x) & 1 else 0) | (near1 if (near2 >> x) & 1 else 0)) & NAMES_FROM[x]
        if p.height[x] == 3:
            ys &= ~square_bb(x)
        while ys:
            y = lsb(ys)
            ys &= ys - 1
            emit(g, t | first_build(x) | step(3, STEP_BUILD, x) | step(4, STEP_BUILD, y))
            if g.spellings and x != y:
                emit(g, t | first_build(y) | step(3, STEP_BUILD, y) | step(4, STEP_BUILD, x))


cdef void gen_one(Gen* g, int w, Bitboard zone) noexcept nogil:
    """The ordinary turn of her one worker left."""
    cdef const Position* p = g.p
    cdef Bitboard dests = first_moves(g, w, zone)
    cdef int d
    cdef Turn t
    if g.climb_only:
        dests &= p.ge[p.height[w] + 1]
    while dests:
        d = lsb(dests)
        dests &= dests - 1
        t = header(w, d, 0) | step(0, STEP_MOVE, d)
        if move_wins(&g.lim, 0, p.height[w], p.height[d], d):
            emit(g, t | win_flag())
        else:
            plain_builds(g, t, 1, d, p.occ ^ square_bb(w) ^ square_bb(d), True, 0)


cdef void gen(Gen* g) noexcept nogil:
    cdef const Position* p = g.p
    cdef Bitboard own = g.own
    cdef Bitboard zone = charm_zone(p, &g.lim) if g.lim.charmed else BOARD_MASK
    cdef Bitboard dests1, dests2
    cdef int order, a, b, d1, d2
    cdef bint wins
    cdef Turn t
    if popcount(own) < 2:
        if g.movers:
            gen_one(g, lsb(g.movers), zone)
        return
    if g.movers != own:
        return          # a worker that may not move: no turn moves every worker
    if g.p.judging and not g.spellings:
        # Under a win condition that can end a turn mid-way (Chronus' fifth tower) the
        # order of her two builds matters: building the other square first ends the game
        # before it, an outcome the ASCII order never lists.  Asking for the cut makes
        # movegen.generate list every spelling and keep each outcome's smallest.
        g.cut = True
    for order in range(2):
        a = lsb(own) if order == 0 else lsb(own & (own - 1))
        b = lsb(own & ~square_bb(a))
        dests1 = first_moves(g, a, zone)
        while dests1:
            d1 = lsb(dests1)
            dests1 &= dests1 - 1
            if move_wins(&g.lim, 0, p.height[a], p.height[d1], d1):
                emit(g, header(a, d1, 0) | step(0, STEP_MOVE, d1) | win_flag())
                continue
            dests2 = second_moves(g, b, a, d1, zone)
            if g.climb_only and not climbs(p, a, d1):
                dests2 &= p.ge[p.height[b] + 1]
            while dests2:
                d2 = lsb(dests2)
                dests2 &= dests2 - 1
                wins = move_wins(&g.lim, 0, p.height[b], p.height[d2], d2)
                if not g.spellings and not smallest_spelling(g, zone, a, d1, b, d2, wins):
                    continue
                # The header's dst is the last move's square: a winning turn's is the
                # square it wins on (movegen.listed_wins reads it).
                t = header(a, d2, 0) | step(0, STEP_MOVE, d1) | step(1, STEP_SELECT, b) | step(2, STEP_MOVE, d2)
                if wins:
                    emit(g, t | win_flag())
                else:
                    emit_pair_builds(g, t, d1, d2, p.occ ^ square_bb(a) ^ square_bb(d1) ^ square_bb(b) ^ square_bb(d2))


cdef Bitboard win_squares(const Position* p, int seat, const Limits* lim) noexcept nogil:
    """A first move up onto level 3, or a second one onto the level-3 square the
    first worker has just left."""
    cdef Bitboard own = seat_workers(p, seat)
    cdef Bitboard targets
    cdef int a, b, order
    if own & lim.frozen:
        return 0 if popcount(own) > 1 else win_moves(p, own, seat_opponents(p, seat), lim, 0)
    targets = win_moves(p, own, seat_opponents(p, seat), lim, 0)
    if popcount(own) < 2 or lim.levels & NO_CLIMB:
        return targets
    for order in range(2):
        a = lsb(own) if order == 0 else lsb(own & (own - 1))
        b = lsb(own & ~square_bb(a))
        if (p.height[a] == 3 and p.height[b] == 2 and (neighbours(b) >> a) & 1
                and steps_among(p, a, lim.levels, neighbours(a)) & ~p.occ
                and not ((lim.no_win | lim.no_climb_win) >> a) & 1):
            targets |= square_bb(a)
    return targets


cdef int evaluate(const Position* p, int seat) noexcept nogil:
    """A relay: her worker on level 3 steps off and the other, on level 2 next to it,
    climbs onto the square it left: a threat the generic terms do not see.  And a worker
    left one square to move to: every turn must move it, so one more piece there boxes
    her in, a loss the additive mobility term values as one square."""
    cdef Bitboard own = p.side_bb[p.seat_side[seat]]
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
