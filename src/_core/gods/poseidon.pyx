# Poseidon: after the normal build, if his side has exactly two workers and
# the one that did not move stands on level 0, that worker may build one to
# three more times next to itself (normal builds, repeats allowed).  Token:
# `b2-c3^d4,a1^a2^a2^b1`.  The order of a turn's builds never changes its
# outcome (a square's pieces go up in order whoever builds them), so a turn is
# the multiset of its builds: canonical with the ASCII-smallest square that
# can be the normal build, then the unmoved worker's builds in ASCII order.
# parse accepts those builds in any order.
from santorini._core.bitboard cimport Bitboard, popcount, lsb, square_bb
from santorini._core.genkit cimport (
    emit, emit_builds, gen_moves_then, move_targets, won_moving, build_squares, may_build_on, squares_by_name, slid,
)
from santorini._core.god cimport God, Gen, Limits, Spelling, god_defaults, SPELL_MOVE, SPELL_BUILD, SPELL_SWITCH
from santorini._core.movegen cimport gather_limits, climb_demanded
from santorini._core.position cimport Position, side_to_move, seat_workers
from santorini._core.turn cimport (
    Turn, NO_TURN, header, step, first_build, name_order, STEP_MOVE, STEP_BUILD, STEP_SELECT,
)

cdef enum:
    EXTRA_BUILDS = 3

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


cdef void every_order(Gen* g, Turn base, int k, const int* extra, int n) noexcept nogil:
    """The builds in each distinct order (spellings: where Chronus may end the turn
    mid-way, the order decides what is built)."""
    cdef int order[EXTRA_BUILDS]
    cdef int a, b, c
    for a in range(n):
        if a > 0 and extra[a] == extra[a - 1]:
            continue
        if n == 1:
            emit(g, base | in_order(k, extra, 1))
            continue
        for b in range(n):
            if b == a or (b > 0 and extra[b] == extra[b - 1] and b - 1 != a):
                continue
            order[0] = extra[a]
            order[1] = extra[b]
            if n == 2:
                emit(g, base | in_order(k, order, 2))
                continue
            c = 3 - a - b
            order[2] = extra[c]
            emit(g, base | in_order(k, order, 3))


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


cdef void extra_builds(Gen* g, Turn t, int k, int b0, int u, Bitboard normal, Bitboard around_u) noexcept nogil:
    """Every multiset of 1-3 builds around u after the normal build b0 (steps k on).
    A turn whose builds hold another square that could be the normal build and comes
    before b0 in ASCII order has a smaller spelling: it is that one's."""
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
        # Every spelling is listed when asked (a win condition that ends the turn at one
        # of the builds makes their order matter: movegen keeps each outcome's smallest).
        if sets[i].squares & earlier and not g.spellings:
            continue
        if g.spellings:
            every_order(g, base, k + 1, sets[i].extra, sets[i].n)
        else:
            emit(g, base | sets[i].steps)


cdef void builds(Gen* g, Turn t, int k, int src, int dst, Bitboard occ_after) noexcept nogil:
    """The normal build, then the unmoved worker's (on level 0, two workers on the side)."""
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
        emit(g, tb)
        extra_builds(g, tb, k + 1, b0, u, normal, around_u)


cdef void gen(Gen* g) noexcept nogil:
    cdef BuildSets cache        # 21 KB: a generation's frame, never recursive
    cache.used = 0
    g.scratch = &cache
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
