# Poseidon: after the normal build, if his side has exactly two workers and
# the one that did not move stands on level 0, that worker may build one to
# three more times next to itself (normal builds, repeats allowed).  Token:
# `b2-c3^d4,a1^a2^a2^b1`.  The order of a turn's builds never changes its
# outcome (a square's pieces go up in order whoever builds them), so a turn is
# the multiset of its builds: canonical with the ASCII-smallest square that
# can be the normal build, then the unmoved worker's builds in ASCII order.
#
# Facing Gaea (Limits.dome_pauses) a dome she may place next to at once stops
# the turn when the unmoved worker could still build after it (gods/rest.pxd):
# the same builds are one turn when some order of them builds no such dome
# before its last build, spelled with the smallest normal build and then the
# smallest order that allow it; one whose last build is such a dome stops there.
# After her placement his seat plays the rest: `pass`, or builds of the unmoved
# worker written from its square (`a1^a2^b1`), up to those left, which may stop
# again.  State while the rest is due: the worker's square + 1 (REST_SQUARE),
# the builds left above it; SFEN `poseidon[a1,2]`, with `resume:K`.
from libc.stdint cimport uint32_t

from santorini._core.bitboard cimport Bitboard, popcount, lsb, square_bb
from santorini._core.genkit cimport (
    emit, emit_builds, gen_moves_then, move_targets, won_moving, build_squares, may_build_on, squares_by_name, slid,
    pauses_at_dome,
)
from santorini._core.god cimport God, Gen, Limits, Spelling, god_defaults, SPELL_MOVE, SPELL_BUILD, SPELL_SWITCH
from santorini._core.gods.rest cimport (
    REST_SQUARE, calls_her, paused_worker, rest_listed, rest_pending, rest_win_squares, rest_due_fits,
)
from santorini._core.movegen cimport gather_limits, climb_demanded
from santorini._core.position cimport Position, TurnFacts, side_to_move, seat_workers, pos_change_state
from santorini._core.turn cimport (
    Turn, NO_TURN, header, step, first_build, name_order, pause_step, turn_paused, step_kind, step_square,
    MAX_STEPS, STEP_END, STEP_MOVE, STEP_BUILD, STEP_SELECT,
)

from santorini.notation.squares import SQUARE_NAMES

cdef enum:
    EXTRA_BUILDS = 3
    MAX_ORDERS = 6          # orders of three builds
    LEFT_SHIFT = 5          # above the rest's worker (REST_SQUARE), the builds it has left

#: A rest due: the unmoved worker's square, then the builds it has left (1-3).
SFEN_STATES = {f"{name},{left}": (sq + 1) | (left << LEFT_SHIFT)
               for sq, name in enumerate(SQUARE_NAMES) for left in range(1, EXTRA_BUILDS + 1)}

#: The rest's worker names a square: a symmetry of the board maps it too.
GEOMETRY_BITS = REST_SQUARE

cdef Bitboard EARLIER_NAME[25]      # the squares whose names come before the square's


cdef bint pieces_fit(const Position* p, const Limits* lim, int b0, const int* extra, int n) noexcept nogil:
    """May the squares take these pieces (b0, then extra): a square holds blocks up to
    level 3 and then a dome, and a restricted square (Limus) only its level-3 dome."""
    cdef int i, j, sq, below
    for i in range(n):
        sq = extra[i]
        below = 1 if sq == b0 else 0      # pieces put on sq before this one
        for j in range(i):
            below += extra[j] == sq
        if p.height[sq] + below > 3 or not may_build_on(lim, sq, p.height[sq] + below):
            return False
    return True


cdef inline Turn in_order(int k, const int* extra, int n) noexcept nogil:
    cdef Turn t = 0
    cdef int i
    for i in range(n):
        t |= step(k + i, STEP_BUILD, extra[i])
    return t


cdef int distinct_orders(const int* extra, int n, int orders[MAX_ORDERS][EXTRA_BUILDS]) noexcept nogil:
    """The distinct orders of the builds extra (n of them, ASCII order), smallest first."""
    cdef int a, b, m = 0
    for a in range(n):
        if a > 0 and extra[a] == extra[a - 1]:
            continue
        if n == 1:
            orders[m][0] = extra[a]
            m += 1
            continue
        for b in range(n):
            if b == a or (b > 0 and extra[b] == extra[b - 1] and b - 1 != a):
                continue
            orders[m][0] = extra[a]
            orders[m][1] = extra[b]
            if n == 3:
                orders[m][2] = extra[3 - a - b]
            m += 1
    return m


cdef bint builds_remain(const Gen* g, Bitboard around_u, const int* pieces, int m) noexcept nogil:
    """May the unmoved worker (the squares around_u its builds) still build after these pieces?"""
    cdef Bitboard touched = 0
    cdef int i, j, sq, level
    for i in range(m):
        touched |= square_bb(pieces[i])
    if around_u & ~touched:
        return True
    for i in range(m):
        sq = pieces[i]
        if not (around_u >> sq) & 1:
            continue
        level = g.p.height[sq]
        for j in range(m):
            level += pieces[j] == sq
        if level < 4 and may_build_on(&g.lim, sq, level):
            return True
    return False


cdef int run_builds(const Gen* g, Bitboard occ, int first, const int* seq, int n, int left,
                    Bitboard around_u) noexcept nogil:
    """The builds first (the normal build, -1 for none) then seq, in that order, facing Gaea
    (Limits.dome_pauses): -1 when a dome before the last lets her place at once (the turn
    stops there: that is another turn), 1 when the last does and the unmoved worker, `left`
    builds left, could still build (the turn stops after it), else 0.  A square built on
    earlier in the turn is no ground for her."""
    cdef int pieces[EXTRA_BUILDS + 1]
    cdef int m = 0, i, j, level
    cdef Bitboard built = 0
    cdef bint calls = False
    if first >= 0:
        pieces[m] = first
        m += 1
    for i in range(n):
        pieces[m] = seq[i]
        m += 1
    for i in range(m):
        level = g.p.height[pieces[i]]
        for j in range(i):
            level += pieces[j] == pieces[i]
        if calls_her(g.p, pieces[i], level, occ, built):
            if i < m - 1:
                return -1
            calls = True
        built |= square_bb(pieces[i])
    return 1 if calls and left > 0 and builds_remain(g, around_u, pieces, m) else 0


cdef void emit_orders(Gen* g, Turn base, int k, int first, const int* extra, int n, int left,
                      Bitboard occ, Bitboard around_u) noexcept nogil:
    """The builds extra as steps k on of base, in the orders Gaea lets them go on (run_builds),
    each stopping where it must: the smallest of them, or all of them for spellings.  Every
    order without Limits.dome_pauses."""
    cdef int orders[MAX_ORDERS][EXTRA_BUILDS]
    cdef int m = distinct_orders(extra, n, orders), o, r
    for o in range(m):
        r = run_builds(g, occ, first, orders[o], n, left, around_u) if g.lim.dome_pauses else 0
        if r < 0:
            continue
        emit(g, base | in_order(k, orders[o], n) | (pause_step(k + n) if r else 0))
        if not g.spellings:
            return


cdef bint order_allowed(const Gen* g, int first, const int* extra, int n, Bitboard occ,
                        Bitboard around_u) noexcept nogil:
    """Do these builds go through in some order, the normal build first (run_builds)?"""
    cdef int orders[MAX_ORDERS][EXTRA_BUILDS]
    cdef int m = distinct_orders(extra, n, orders), o
    for o in range(m):
        if run_builds(g, occ, first, orders[o], n, EXTRA_BUILDS - n, around_u) >= 0:
            return True
    return False


# The unmoved worker's builds depend on the squares it may build on (around_u),
# their levels and the normal build; around_u changes only when the moved worker
# leaves or lands next to it.  So each generation lists the multisets of each
# around_u once, and every normal build filters that list with two bit tests.
cdef enum:
    MAX_SETS = 164          # multisets of 1-3 builds on up to 8 squares: 8 + 36 + 120
    CACHED = 4              # around_u sets kept per generation

ctypedef struct BuildSet:
    Turn steps              # the builds as steps k.. in ASCII order
    Bitboard squares        # the squares built on
    Bitboard full           # squares that take all the pieces they can: no room for the normal build
    int n
    int extra[EXTRA_BUILDS]

ctypedef struct BuildSets:
    Bitboard around[CACHED]
    int k[CACHED]
    int count[CACHED]
    int used                # slots filled, then the next one to replace
    BuildSet sets[CACHED][MAX_SETS]


cdef int list_sets(const Position* p, Bitboard around_u, int k, BuildSet* out) noexcept nogil:
    """Every multiset of 1-3 builds on around_u (each square holds 4 - level pieces:
    blocks, then the dome; a restricted square there is on level 3), in the order of
    their tokens: a square's longer multisets before its shorter ones."""
    cdef int squares[8]
    cdef int room[8]
    cdef int i, j, l, n, m, c, x
    cdef bint fits
    cdef BuildSet* s
    # The squares in ASCII order, so that non-decreasing picks are sorted tokens.
    cdef int ns = squares_by_name(around_u, squares)
    for i in range(ns):
        room[i] = 4 - p.height[squares[i]]
    m = 0
    for i in range(ns):
        for j in range(i, ns + 1):
            for l in range(j, ns + 1):
                # j == ns / l == ns: no second / third build
                if j == ns and l != ns:
                    continue
                s = &out[m]
                s.extra[0] = squares[i]
                n = 1
                if j < ns:
                    s.extra[1] = squares[j]
                    n = 2
                    if l < ns:
                        s.extra[2] = squares[l]
                        n = 3
                s.n = n
                s.squares = 0
                s.full = 0
                fits = True
                for x in range(ns):
                    c = (i == x) + (j == x and n > 1) + (l == x and n > 2)
                    if c > room[x]:
                        fits = False
                    elif c == room[x]:
                        s.full |= square_bb(squares[x])
                    if c:
                        s.squares |= square_bb(squares[x])
                if fits:
                    s.steps = in_order(k, s.extra, n)
                    m += 1
    return m


cdef const BuildSet* sets_of(Gen* g, Bitboard around_u, int k, int* count) noexcept nogil:
    cdef BuildSets* cache = <BuildSets*>g.scratch
    cdef int i
    for i in range(min(cache.used, <int>CACHED)):
        if cache.around[i] == around_u and cache.k[i] == k:
            count[0] = cache.count[i]
            return cache.sets[i]
    i = cache.used % CACHED
    cache.used += 1
    cache.around[i] = around_u
    cache.k[i] = k
    cache.count[i] = list_sets(g.p, around_u, k, cache.sets[i])
    count[0] = cache.count[i]
    return cache.sets[i]


cdef inline bint domes_normal_build(const Position* p, int b0, const BuildSet* s) noexcept nogil:
    """Do the builds of s and the normal build b0 take b0 up to its dome?"""
    cdef int level = p.height[b0] + 1, i
    for i in range(s.n):
        level += s.extra[i] == b0
    return level == 4


cdef bint taken_earlier(const Gen* g, int b0, const BuildSet* s, Bitboard earlier, Bitboard occ,
                        Bitboard around_u) noexcept nogil:
    """Facing Gaea: do the same builds go through (order_allowed) with one of them on
    `earlier` as the normal build instead, b0 then the unmoved worker's?  Then the turn is
    spelled with that one."""
    cdef Bitboard rest = s.squares & earlier
    cdef int other[EXTRA_BUILDS]
    cdef int b1, i, j, m
    while rest:
        b1 = lsb(rest)
        rest &= rest - 1
        m = 0
        for i in range(s.n):
            if s.extra[i] == b1 and m == i:
                continue        # b1's first piece becomes the normal build
            other[m] = s.extra[i]
            m += 1
        j = m
        while j > 0 and name_order(other[j - 1]) > name_order(b0):
            other[j] = other[j - 1]
            j -= 1
        other[j] = b0
        if order_allowed(g, b1, other, s.n, occ, around_u):
            return True
    return False


cdef void extra_builds(Gen* g, Turn t, int k, int b0, int u, Bitboard normal, Bitboard around_u,
                       Bitboard occ_after) noexcept nogil:
    """Every multiset of 1-3 builds around u after the normal build b0 (steps k on).
    A turn whose builds hold another square that could be the normal build and comes
    before b0 in ASCII order has a smaller spelling: it is that one's (facing Gaea, if
    that one goes through)."""
    cdef int n, i
    cdef const BuildSet* sets = sets_of(g, around_u, k + 1, &n)
    cdef Turn base = t | step(k, STEP_SELECT, u)
    cdef Bitboard shared = 0, earlier = 0
    if (around_u >> b0) & 1:
        shared = square_bb(b0)
        earlier = normal & EARLIER_NAME[b0]
    for i in range(n):
        if sets[i].full & shared:
            continue        # no room on b0 for the normal build too
        if g.lim.dome_pauses and (sets[i].full or domes_normal_build(g.p, b0, &sets[i])):
            # The order may matter: a dome she may place next to stops the turn.
            if not g.spellings and sets[i].squares & earlier and taken_earlier(
                    g, b0, &sets[i], earlier, occ_after, around_u):
                continue
            emit_orders(g, base, k + 1, b0, sets[i].extra, sets[i].n, EXTRA_BUILDS - sets[i].n,
                        occ_after, around_u)
            continue
        # Every spelling is listed when asked (a win condition that ends the turn at one
        # of the builds makes their order matter: movegen keeps each outcome's smallest).
        if sets[i].squares & earlier and not g.spellings:
            continue
        if g.spellings:
            emit_orders(g, base, k + 1, b0, sets[i].extra, sets[i].n, 0, occ_after, around_u)
        else:
            emit(g, base | sets[i].steps)


cdef void builds(Gen* g, Turn t, int k, int src, int dst, Bitboard occ_after) noexcept nogil:
    """The normal build, then the unmoved worker's (on level 0, two workers on the side);
    a normal build that domes stops the turn for Gaea when the unmoved worker could build
    after it."""
    cdef int u = lsb(g.own & ~square_bb(src)) if popcount(g.own) == 2 else -1
    cdef Bitboard normal, around_u, rest
    cdef int b0
    cdef Turn tb
    if u < 0 or g.p.height[u] != 0:
        emit_builds(g, t, k, dst, occ_after, True, 0)
        return
    normal = build_squares(g, dst, occ_after)
    around_u = build_squares(g, u, occ_after)
    rest = normal
    while rest:
        b0 = lsb(rest)
        rest &= rest - 1
        tb = t | step(k, STEP_BUILD, b0) | first_build(b0)
        if pauses_at_dome(g, b0, occ_after) and builds_remain(g, around_u, &b0, 1):
            emit(g, tb | pause_step(k + 1))
            continue
        emit(g, tb)
        extra_builds(g, tb, k + 1, b0, u, normal, around_u, occ_after)


cdef void rest_of_turn(Gen* g, int u, int left) noexcept nogil:
    """After Gaea's placement: `pass`, or 1 to `left` builds of the unmoved worker on u,
    written from it (`a1^a2^b1`), in the orders she lets go on (emit_orders)."""
    if not rest_listed(g, True):
        return
    cdef Bitboard around_u = build_squares(g, u, g.p.occ)
    cdef int n, i
    cdef const BuildSet* sets = sets_of(g, around_u, 0, &n)
    for i in range(n):
        if sets[i].n > left:
            continue
        if g.spellings or (g.lim.dome_pauses and sets[i].full):
            emit_orders(g, header(u, u, sets[i].extra[0]), 0, -1, sets[i].extra, sets[i].n,
                        left - sets[i].n, g.p.occ, around_u)
        else:
            emit(g, header(u, u, sets[i].extra[0]) | sets[i].steps)


cdef void gen(Gen* g) noexcept nogil:
    cdef BuildSets cache        # 21 KB: a generation's frame, never recursive
    cache.used = 0
    g.scratch = &cache
    cdef int u = paused_worker(g.p, g.seat)
    if u >= 0:
        rest_of_turn(g, u, g.p.god_state[g.seat] >> LEFT_SHIFT)
    else:
        gen_moves_then(g, builds)
    g.scratch = NULL


cdef Turn parse(const Position* p, const Spelling* s) noexcept nogil:
    """`W-dst^b0,u^e..` with the extra builds in any order: the same turn sorted (its
    outcome is then matched against the generated turns)."""
    cdef Gen g
    cdef int extra[EXTRA_BUILDS]
    cdef int n, i, j, src = s.start, dst, b0, u
    cdef Bitboard occ_after
    if s.n < 4 or s.n > 3 + EXTRA_BUILDS or src < 0:
        return NO_TURN
    if s.kind[0] != SPELL_MOVE or s.kind[1] != SPELL_BUILD or s.kind[2] != SPELL_SWITCH or s.dome[1]:
        return NO_TURN
    g.p = p
    g.seat = p.stm
    g.side = side_to_move(p)
    g.own = seat_workers(p, g.seat)
    g.opp = p.occ & ~p.side_bb[g.side]
    gather_limits(p, p.stm, -1, &g.lim)
    if g.lim.dome_pauses:
        return NO_TURN      # facing Gaea the order matters: the listed spellings are all the orders allowed
    if popcount(g.own) != 2 or not (g.own >> src) & 1 or (g.lim.frozen >> src) & 1:
        return NO_TURN
    dst = s.square[0]
    b0 = s.square[1]
    u = lsb(g.own & ~square_bb(src))
    if s.square[2] != u or p.height[u] != 0 or not (move_targets(&g, src, 0) >> dst) & 1:
        return NO_TURN
    if g.lim.must_climb and p.height[dst] <= p.height[src] and climb_demanded(p):
        return NO_TURN
    occ_after = p.occ ^ square_bb(src) ^ square_bb(dst)
    cdef Turn t = header(src, dst, b0) | step(0, STEP_MOVE, dst)
    cdef int k = 1
    if won_moving(&g, 0, p.height[src], p.height[dst], dst, &t, &k, &occ_after):
        return NO_TURN
    cdef int land = slid(&g, src, dst, &t, &k, &occ_after)
    if not (build_squares(&g, land, occ_after) >> b0) & 1:
        return NO_TURN
    n = s.n - 3
    for i in range(n):
        if s.kind[3 + i] != SPELL_BUILD or s.dome[3 + i]:
            return NO_TURN
        extra[i] = s.square[3 + i]
        if not (build_squares(&g, u, occ_after) >> extra[i]) & 1:
            return NO_TURN
        j = i
        while j > 0 and name_order(extra[j - 1]) > name_order(extra[j]):
            extra[j], extra[j - 1] = extra[j - 1], extra[j]
            j -= 1
    if not pieces_fit(p, &g.lim, b0, extra, n):
        return NO_TURN
    t |= step(k, STEP_BUILD, b0) | step(k + 1, STEP_SELECT, u)
    for i in range(n):
        t |= step(k + 2 + i, STEP_BUILD, extra[i])
    return t


cdef void end_turn(Position* p, int seat, const TurnFacts* facts) noexcept nogil:
    # A turn that stopped for Gaea keeps the unmoved worker and the builds it has left for the
    # rest; the rest counts its builds off them; anything else ends with none due.
    cdef Turn t = facts.turn
    cdef uint32_t state = p.god_state[seat]
    cdef int u = paused_worker(p, seat), left = state >> LEFT_SHIFT, j, kind
    cdef bint counting = u >= 0
    cdef Bitboard others
    if not turn_paused(t):
        if state:
            pos_change_state(p, seat, 0)
        return
    if u < 0:
        left = EXTRA_BUILDS
        others = seat_workers(p, seat) & ~facts.moved
        u = lsb(others) if others else -1
    for j in range(MAX_STEPS):
        kind = step_kind(t, j)
        if kind == STEP_END:
            break
        if kind == STEP_SELECT:
            counting = True
            u = step_square(t, j)
        elif kind == STEP_BUILD and counting:
            left -= 1
    pos_change_state(p, seat, <uint32_t>(u + 1) | (<uint32_t>left << LEFT_SHIFT))


cdef bint state_fits(const Position* p, int seat) noexcept nogil:
    # A rest due: his unmoved worker on level 0, one of two, builds left, facing Gaea.
    cdef uint32_t state = p.god_state[seat]
    cdef int square = state & REST_SQUARE, left = state >> LEFT_SHIFT
    if not state:
        return True
    if square < 1 or square > 25 or left < 1 or left > EXTRA_BUILDS:
        return False
    if popcount(seat_workers(p, seat)) != 2 or p.height[square - 1] != 0:
        return False
    return rest_due_fits(p, seat, square - 1)


cdef void install(God* g) noexcept nogil:
    cdef int a, b
    for a in range(25):
        EARLIER_NAME[a] = 0
        for b in range(25):
            if name_order(b) < name_order(a):
                EARLIER_NAME[a] |= square_bb(b)
    god_defaults(g)
    g.gen = gen
    g.count = NULL
    g.parse = parse
    g.win_squares = rest_win_squares
    g.end_turn = end_turn
    g.pending = rest_pending
    g.state_fits = state_fits
