# Atalanta (hero): once a game, the worker that moves may keep moving: any number
# of further ordinary moves (its own squares again too), then it builds.  A move
# that wins ends the walk.  Her turns with the power are known by their outcome:
# where the worker ends and builds (`b2-c3-d3^e4`; a walk back home leaves the
# workers as they were, so only the build tells it, whichever worker walked), or,
# for a win, the square won on; a win a single move makes is the mortal's turn, since the game is
# over and the spent mark no longer matters.  The canonical token is the walk
# with the fewest moves, then the ASCII-smallest (spell, a breadth-first search);
# parse checks a walk of any length move by move.  SFEN: `atalanta[used]`.
#
# A packed turn keeps only the outcome: the move straight to the end square and
# the build, with the ONCE flag (a worker that climbs onto level 3 without
# winning, under Hera, changes no fact another power reads); a winning walk
# keeps its last two squares, so the turn climbs onto level 3 as the win does,
# and the ONCE flag too (the power was used: `atalanta[used]#`); one that wins by a
# whirlpool's exit keeps its last move and the transport.  Where her moves slide
# (Limits.slides: Harpies) or a whirlpool carries them (Limits.whirls: Charybdis)
# each goes on from where it ends, and the token writes the squares she moved to.
# A move into Tartarus' Abyss (Limits.pit) ends the walk and the turn: no walk goes
# on from it, and a walk of two or more moves into it is a turn of its own (no
# build; where one move reaches it, the mortal's move is that fall).
from santorini._core.bitboard cimport Bitboard, BOARD_MASK, lsb, square_bb, neighbours
from santorini._core.genkit cimport (
    emit, emit_builds, build_squares, move_wins, win_moves, seat_workers, seat_opponents, squares_by_name,
    worker_levels, barred_squares, neighbours_allowed, move_end, steps_among, arrives_winning, whirl_exit, whirl_partner, carried,
    transport_exit,
)
from santorini._core.god cimport (
    God, Gen, Limits, Spelling, STATE_SPENT, NO_CLIMB, NO_DESCENT, MAX_SPELLING, SPELL_MOVE, SPELL_BUILD,
    spell_steps, spell_add,
)
from santorini._core.gods.hero cimport unspent, hero_defaults, mortal_turns_then_power
from santorini._core.movegen cimport climb_demanded, gather_limits
from santorini._core.position cimport Position, side_to_move, RULE_ORIGINAL_TEXT
from santorini._core.turn cimport (
    Turn, NO_TURN, header, step, win_flag, once_flag, turn_once, turn_won_move, turn_src, turn_dst, turn_bld,
    step_kind, step_square, STEP_MOVE, STEP_BUILD, STEP_DISPLACE, STEP_TO,
)

SFEN_STATES = {"used": STATE_SPENT}
EVAL_WEIGHTS = (("unspent", 40),)

cdef enum:
    STATES = 25 * 3 * 2     # a walk's state: square, moves made (0, 1, 2 or more), moved up yet


ctypedef struct Walks:
    Bitboard ends           # where walks of two or more moves end without winning
    Bitboard wins           # where a walk wins that a single move does not
    Bitboard before_win     # level-2 squares a walk reaches (a winning walk's last but one)
    Bitboard whirl_wins     # whirlpools a walk's move wins on (its exit on level 3), no single move's
    Bitboard falls          # the Abyss (Limits.pit), where a walk falls in that a single move does not


cdef inline Limits walker_limits(const Limits* lim, int src) noexcept nogil:
    """The limits of the walker that starts on src (the directions it may move in)."""
    cdef Limits own = lim[0]
    own.levels = worker_levels(lim, src)
    return own


cdef inline Bitboard level(const Position* p, int h) noexcept nogil:
    return p.ge[h] & ~p.ge[h + 1]


cdef void moves_from(const Position* p, Bitboard squares, Bitboard free, const Limits* lim,
                     Bitboard* flat, Bitboard* up, Bitboard* wins) noexcept nogil:
    """Where one move from any of the squares goes: to the same level or down (flat),
    up without winning, or up to a win."""
    cdef Bitboard from_h, near, rise, win
    cdef int h
    for h in range(4):
        from_h = squares & level(p, h)
        if not from_h:
            continue
        near = neighbours_allowed(from_h, lim.levels) & free
        rise = 0 if lim.levels & NO_CLIMB else near & level(p, h + 1)
        near &= ~p.ge[h + 1]
        if lim.levels & NO_DESCENT:
            near &= p.ge[h]
        flat[0] |= near
        if h == 2:
            win = rise & ~lim.no_win & ~lim.no_climb_win
            wins[0] |= win
            rise &= ~win
        up[0] |= rise


cdef inline int walk_end(const Position* p, const Limits* lim, Bitboard others, int u, int v) noexcept nogil:
    """Where the walker that moved u -> v (no win), the other workers on `others`, goes on
    from: v, or where a whirlpool carries it or a slide takes it."""
    return move_end(p, lim, u, v, others)


cdef inline Bitboard single_wins(const Position* p, const Limits* lim, int src) noexcept nogil:
    """The squares a single move of the worker on src wins on (a whirlpool's entry too)."""
    cdef Bitboard found = 0, steps = steps_among(p, src, lim.levels, neighbours(src)) & ~p.occ
    cdef int v
    while steps:
        v = lsb(steps)
        steps &= steps - 1
        if arrives_winning(p, lim, 0, p.height[src], p.height[v], v, p.occ & ~square_bb(src)):
            found |= square_bb(v)
    return found


cdef Walks slid_walks_of(const Position* p, int src, const Limits* lim, Bitboard free, bint climb) noexcept nogil:
    """walks_of when moves may end elsewhere (genkit.carried: a Harpies slide, a whirlpool) or
    stop in the Abyss: square by square, from where each move ends.  lim is the walker's
    (walker_limits)."""
    cdef bint seen[25 * 2 * 2]      # square, two moves made or more, moved up yet
    cdef int queue[25 * 2 * 2 + 1]
    cdef int head = 0, tail = 1, s, u, v, end, nxt, more, up
    cdef Bitboard steps, direct
    cdef Bitboard others = p.occ & ~square_bb(src)     # the walker's fellows stay put
    cdef Walks w
    w.ends = 0
    w.wins = 0
    w.before_win = 0
    w.whirl_wins = 0
    w.falls = 0
    for s in range(25 * 2 * 2):
        seen[s] = False
    queue[0] = -1 - src             # the start: no move made yet
    while head < tail:
        s = queue[head]
        head += 1
        if s < 0:
            u, more, up = -1 - s, -1, 0
        else:
            u, more, up = s // 4, (s // 2) % 2, s % 2
        steps = steps_among(p, u, lim.levels, neighbours(u)) & free
        while steps:
            v = lsb(steps)
            steps &= steps - 1
            if arrives_winning(p, lim, 0, p.height[u], p.height[v], v, others):
                if more >= 0:                   # a walk's last move
                    if transport_exit(p, lim, 0, p.height[u], p.height[v], v, others) >= 0:
                        w.whirl_wins |= square_bb(v)
                    else:
                        w.wins |= square_bb(v)
                continue
            end = walk_end(p, lim, others, u, v)
            if (lim.pit >> end) & 1:    # the walk ends in the Abyss
                if more >= 0 and (up or p.height[v] > p.height[u] or not climb):
                    w.falls |= square_bb(end)
                continue
            nxt = end * 4 + (1 if more >= 0 else 0) * 2 + (1 if up or p.height[v] > p.height[u] else 0)
            if seen[nxt]:
                continue
            seen[nxt] = True
            queue[tail] = nxt
            tail += 1
            if p.height[end] == 2:
                w.before_win |= square_bb(end)
            if more >= 0 and (nxt % 2 or not climb):
                w.ends |= square_bb(end)
    direct = single_wins(p, lim, src)     # a single move's win is the mortal's
    w.wins &= ~direct
    w.whirl_wins &= ~direct
    w.falls &= ~steps_among(p, src, lim.levels, neighbours(src))    # and so is a single move's fall
    return w


cdef Walks walks_of(const Position* p, int src, const Limits* limits, bint climb) noexcept nogil:
    """The outcomes of the walks of two or more moves of the worker on src (with climb,
    only the walks that move up somewhere, Persephone's demand)."""
    cdef Limits own = walker_limits(limits, src)
    cdef const Limits* lim = &own
    cdef Bitboard free = BOARD_MASK & ~p.dome & ~(p.occ & ~square_bb(src))
    cdef Bitboard first_flat = 0, first_up = 0, direct_wins = 0
    cdef Bitboard flat_more = 0, up_more = 0, wins = 0
    cdef Bitboard f, u, f2, u2
    cdef Walks w
    w.whirl_wins = 0
    w.falls = 0
    if carried(lim) or lim.pit:
        return slid_walks_of(p, src, lim, free, climb)
    moves_from(p, square_bb(src), free, lim, &first_flat, &first_up, &direct_wins)
    while True:
        f = 0; u = 0; f2 = 0; u2 = 0
        moves_from(p, first_flat | flat_more, free, lim, &f, &u, &wins)
        moves_from(p, first_up | up_more, free, lim, &f2, &u2, &wins)
        f |= flat_more
        u |= up_more | f2 | u2
        if f == flat_more and u == up_more:
            break
        flat_more = f
        up_more = u
    w.ends = up_more if climb else flat_more | up_more
    w.wins = wins & ~direct_wins
    w.before_win = (first_flat | first_up | flat_more | up_more) & level(p, 2)
    return w


cdef inline Bitboard whirled_home(const Limits* lim, const Position* p, int src) noexcept nogil:
    """The whirlpool a worker on src steps onto to be carried back onto src, winning there, if
    any.  Under Charybdis' original text only from an entry below level 3: a move onto a
    level-3 entry that wins wins there, untransported, and from it the transport wins nothing."""
    cdef Bitboard entry = whirl_partner(lim, src)
    if not entry or whirl_exit(lim, lsb(entry), p.occ & ~square_bb(src)) != src:
        return 0
    if p.rulings & RULE_ORIGINAL_TEXT and p.height[lsb(entry)] == 3:
        return 0
    return entry


cdef int home_winner(const Gen* g, const int* order, int n) noexcept nogil:
    """The worker whose walk winning back on its own square is the one turn of that outcome
    (the board as it was, won): the shortest such walk, then the ASCII-first worker; -1 for
    none, or when a single move makes it (a whirlpool carrying a worker back onto its own
    level-3 square: the mortal's turn)."""
    cdef const Position* p = g.p
    cdef Limits lim
    cdef int path[STATES]
    cdef int i, src, k, best = -1, fewest = 0
    for i in range(n):
        src = order[i]
        lim = walker_limits(&g.lim, src)
        if single_wins(p, &lim, src) & whirled_home(&lim, p, src):
            return -1
    cdef Bitboard entry
    cdef int carried_k
    for i in range(n):
        src = order[i]
        k = shortest_walk(p, &g.lim, src, src, WALK_WINS_THERE, g.climb_only, path)
        entry = whirled_home(&g.lim, p, src)
        if entry:
            carried_k = shortest_walk(p, &g.lim, src, lsb(entry), WALK_WINS_CARRIED, g.climb_only, path)
            if carried_k and (not k or carried_k < k):
                k = carried_k
        if k and (best < 0 or k < fewest):
            best, fewest = src, k
    return best


cdef Bitboard home_built_first(const Gen* g, const int* order, int n, int i, int* home_len) noexcept nogil:
    """The builds that another worker's walk back home (the shortest walks, then the
    ASCII-first worker) writes before the walk home of order[i]; home_len[j]: the moves of
    order[j]'s shortest walk home (0: none, -1: not found yet, found here once)."""
    cdef const Position* p = g.p
    cdef int path[STATES]
    cdef int j
    cdef Bitboard taken = 0
    for j in range(n):
        if home_len[j] < 0:
            home_len[j] = shortest_walk(p, &g.lim, order[j], order[j], 0, g.climb_only, path)
    for j in range(n):
        if j != i and home_len[j] and (home_len[j] < home_len[i] or home_len[j] == home_len[i] and j < i):
            taken |= build_squares(g, order[j], p.occ)
    return taken


cdef void gen(Gen* g) noexcept nogil:
    if not mortal_turns_then_power(g):
        return
    cdef const Position* p = g.p
    cdef int order[4]
    cdef int n = squares_by_name(g.movers, order)
    cdef Bitboard ends, wins, builds
    cdef Bitboard home_builds = 0       # builds a walk back home has listed
    cdef Walks w
    cdef int i, src, dst, b
    cdef int home = -2                  # the worker whose win back home is written: -2 not known yet
    cdef int home_len[4]                # each worker's shortest walk home (home_built_first)
    for i in range(n):
        home_len[i] = -1
    for i in range(n):
        src = order[i]
        w = walks_of(p, src, &g.lim, g.climb_only)
        if (not g.spellings and not g.lim.movers_told
                and ((w.wins >> src) & 1 or w.whirl_wins & whirled_home(&g.lim, p, src))):
            # A win back on the walker's own square leaves the board as it was, whoever walks:
            # the shortest walk's, then the ASCII-first worker's (two moves each but where a
            # move may end elsewhere); an opposing Eris tells the walkers apart.
            if home == -2:
                home = home_winner(g, order, n) if carried(&g.lim) else src
            if src != home:
                w.wins &= ~square_bb(src)
                w.whirl_wins &= ~whirled_home(&g.lim, p, src)
        wins = w.wins
        while wins:
            dst = lsb(wins)
            wins &= wins - 1
            emit(g, header(src, dst, 0) | win_flag() | once_flag()
                 | step(0, STEP_MOVE, lsb(w.before_win & neighbours(dst))) | step(1, STEP_MOVE, dst))
        wins = w.whirl_wins
        while wins:
            # The walk's last move, onto a whirlpool whose exit wins: packed as the move
            # there and the transport (the token is its canonical walk: spell).
            dst = lsb(wins)
            wins &= wins - 1
            emit(g, header(src, dst, 0) | win_flag() | once_flag() | step(0, STEP_MOVE, dst)
                 | step(1, STEP_DISPLACE, dst) | step(2, STEP_TO, whirl_exit(&g.lim, dst, p.occ & ~square_bb(src))))
        wins = w.falls
        while wins:
            dst = lsb(wins)
            wins &= wins - 1
            emit(g, header(src, dst, 0) | once_flag() | step(0, STEP_MOVE, dst))
        ends = w.ends & ~square_bb(src)
        while ends:
            dst = lsb(ends)
            ends &= ends - 1
            emit_builds(g, header(src, dst, 0) | once_flag() | step(0, STEP_MOVE, dst), 1, dst,
                        (p.occ & ~square_bb(src)) | square_bb(dst), True, 0)
        if not (w.ends >> src) & 1:
            continue
        # A walk back home leaves every worker where it was: whichever worker walks,
        # the build alone is the outcome, written from the worker whose walk home is the
        # shortest, then the ASCII-first; unless an opposing Eris tells the walkers apart.
        builds = build_squares(g, src, p.occ)
        if not g.spellings and not g.lim.movers_told:
            if carried(&g.lim):     # walks home of different lengths
                builds &= ~home_built_first(g, order, n, i, home_len)
            else:                   # two moves each: the ASCII-first worker's
                builds &= ~home_builds
                home_builds |= builds
        while builds:
            b = lsb(builds)
            builds &= builds - 1
            emit(g, header(src, src, b) | once_flag() | step(0, STEP_MOVE, src) | step(1, STEP_BUILD, b))


cdef Bitboard win_squares(const Position* p, int seat, const Limits* lim) noexcept nogil:
    cdef Bitboard workers = seat_workers(p, seat) & ~lim.frozen
    cdef Bitboard wins = win_moves(p, workers, seat_opponents(p, seat), lim, 0)
    if unspent(p, seat):
        while workers:
            wins |= walks_of(p, lsb(workers), lim, False).wins
            workers &= workers - 1
    return wins


# -- the canonical walk ------------------------------------------------------

cdef inline bint may_step(const Position* p, const Limits* lim, Bitboard free, int u, int v) noexcept nogil:
    """Is u -> v an ordinary move of the walker (a winning one included)?  lim is the
    walker's (walker_limits)."""
    cdef int hu = p.height[u], hv = p.height[v]
    if not (neighbours(u) >> v) & 1 or not (free >> v) & 1 or hv > hu + 1:
        return False
    if (barred_squares(u, lim.levels) >> v) & 1:
        return False
    if (lim.levels & NO_CLIMB and hv > hu) or (lim.levels & NO_DESCENT and hv < hu):
        return False
    return True


cdef enum:
    WALK_WINS_THERE = 1     # shortest_walk: its last move wins on target, where it ends
    WALK_WINS_CARRIED = 2   # ... wins onto target, a whirlpool that carries the walker on


cdef int shortest_walk(const Position* p, const Limits* limits, int src, int target, int win, bint climb,
                       int* path) noexcept nogil:
    """The canonical walk of two or more moves from src to target (ending with a
    winning move when win: WALK_WINS_THERE or WALK_WINS_CARRIED; moving up somewhere
    when climb): its squares after src in path, and their number; 0 if there is none.
    Breadth-first, neighbours in ASCII order: the first walk found is the shortest,
    then the ASCII-smallest.  A win back on the walker's own square must end there,
    not carry it away from a whirlpool on it."""
    cdef Limits own = walker_limits(limits, src)
    cdef const Limits* lim = &own
    cdef Bitboard others = p.occ & ~square_bb(src)
    cdef Bitboard free = BOARD_MASK & ~p.dome & ~others
    cdef int parent[STATES]
    cdef int chosen[STATES]         # the square moved to, where the slide (Limits.slides) went on from
    cdef int queue[STATES]
    cdef int order[8]
    cdef int head = 0, tail = 1, s, u, moves, up, v, end, nxt, i, n, k, found = -1
    for s in range(STATES):
        parent[s] = -2
    queue[0] = src * 6
    parent[src * 6] = -1
    while head < tail and found < 0:
        s = queue[head]
        head += 1
        u = s // 6
        moves = (s // 2) % 3
        up = s % 2
        if win:
            if moves >= 1 and may_step(p, lim, free, u, target) and arrives_winning(
                    p, lim, 0, p.height[u], p.height[target], target, others) and (
                    (transport_exit(p, lim, 0, p.height[u], p.height[target], target, others) >= 0)
                    == (win == WALK_WINS_CARRIED)):
                found = s
        n = squares_by_name(neighbours(u) & free, order)
        for i in range(n):
            v = order[i]
            if found >= 0 or not may_step(p, lim, free, u, v) or arrives_winning(
                    p, lim, 0, p.height[u], p.height[v], v, others):
                continue
            end = walk_end(p, lim, others, u, v)
            if (lim.pit >> end) & 1 and end != target:
                continue        # a walk that enters the Abyss ends there
            nxt = end * 6 + (2 if moves >= 1 else 1) * 2 + (1 if up or p.height[v] > p.height[u] else 0)
            if parent[nxt] != -2:
                continue
            parent[nxt] = s
            chosen[nxt] = v
            queue[tail] = nxt
            tail += 1
            if not win and end == target and moves >= 1 and (nxt % 2 or not climb):
                found = nxt
    if found < 0:
        return 0
    k = 0
    s = found
    while parent[s] >= 0:
        k += 1
        s = parent[s]
    n = k + (1 if win else 0)
    if win:
        path[k] = target
    s = found
    while parent[s] >= 0:
        k -= 1
        path[k] = chosen[s]
        s = parent[s]
    return n


cdef void spell(const Position* p, const Turn* turns, int n, Spelling* out) noexcept nogil:
    cdef Limits lim
    cdef int path[STATES]
    cdef int i, j, k
    cdef bint climb = climb_demanded(p)
    cdef bint walk_win, whirl_win
    gather_limits(p, p.stm, -1, &lim)
    for i in range(n):
        spell_steps(turns[i], &out[i])
        # A winning walk ends with a climb (its last two squares) or a move onto a whirlpool.
        whirl_win = turn_won_move(turns[i]) and turn_once(turns[i]) and step_kind(turns[i], 1) == STEP_DISPLACE
        walk_win = whirl_win or (turn_won_move(turns[i]) and step_kind(turns[i], 1) == STEP_MOVE)
        if not turn_once(turns[i]) and not walk_win:
            continue
        k = shortest_walk(p, &lim, turn_src(turns[i]), step_square(turns[i], 1 if walk_win and not whirl_win else 0),
                          WALK_WINS_CARRIED if whirl_win else WALK_WINS_THERE if walk_win else 0, climb, path)
        if k == 0 or k + 1 > MAX_SPELLING:
            continue
        out[i].n = 0
        for j in range(k):
            spell_add(&out[i], SPELL_MOVE, path[j], False)
        if not walk_win and step_kind(turns[i], 1) == STEP_BUILD:     # a fall builds nothing
            spell_add(&out[i], SPELL_BUILD, step_square(turns[i], 1), False)


cdef Turn parse(const Position* p, const Spelling* s) noexcept nogil:
    """A walk of two or more moves, each an ordinary move, then a build unless its last
    move wins: the turn it spells, or NO_TURN.  The caller checks the outcome against
    the listed turns (and the build's legality with it)."""
    cdef Limits lim
    cdef Bitboard free, others
    cdef int cur = s.start, i, moves = 0, sq, x
    cdef bint up = False
    cdef Turn carry
    if cur < 0 or not (p.side_bb[side_to_move(p)] >> cur) & 1 or not unspent(p, p.stm):
        return NO_TURN
    gather_limits(p, p.stm, -1, &lim)
    if (lim.frozen >> cur) & 1:
        return NO_TURN
    lim = walker_limits(&lim, cur)
    others = p.occ & ~square_bb(cur)
    free = BOARD_MASK & ~p.dome & ~others
    for i in range(s.n):
        sq = s.square[i]
        if s.kind[i] != SPELL_MOVE:
            break
        if not may_step(p, &lim, free, cur, sq):
            return NO_TURN
        up = up or p.height[sq] > p.height[cur]
        moves += 1
        if arrives_winning(p, &lim, 0, p.height[cur], p.height[sq], sq, others):
            if i != s.n - 1 or moves < 2:
                return NO_TURN
            x = transport_exit(p, &lim, 0, p.height[cur], p.height[sq], sq, others)
            carry = step(1, STEP_DISPLACE, sq) | step(2, STEP_TO, x) if x >= 0 else 0
            if (single_wins(p, &lim, s.start) >> sq) & 1:
                # A win one move makes is the mortal's: the walk spends nothing.
                return header(s.start, sq, 0) | win_flag() | step(0, STEP_MOVE, sq) | carry
            if x >= 0:
                return header(s.start, sq, 0) | win_flag() | once_flag() | step(0, STEP_MOVE, sq) | carry
            return (header(s.start, sq, 0) | win_flag() | once_flag() | step(0, STEP_MOVE, cur)
                    | step(1, STEP_MOVE, sq))
        cur = walk_end(p, &lim, others, cur, sq)
        if (lim.pit >> cur) & 1:
            # Fallen into the Abyss: the walk ends there, no build (one move's fall is the mortal's).
            if i != s.n - 1 or moves < 2:
                return NO_TURN
            if may_step(p, &lim, free, s.start, cur):
                return header(s.start, cur, 0) | step(0, STEP_MOVE, cur)
            return header(s.start, cur, 0) | once_flag() | step(0, STEP_MOVE, cur)
    if moves < 2 or i != s.n - 1 or s.kind[i] != SPELL_BUILD or s.dome[i] or (climb_demanded(p) and not up):
        return NO_TURN
    return header(s.start, cur, s.square[i]) | once_flag() | step(0, STEP_MOVE, cur) | step(1, STEP_BUILD, s.square[i])


cdef void install(God* g) noexcept nogil:
    hero_defaults(g)
    g.gen = gen
    g.win_squares = win_squares
    g.spell = spell
    g.parse = parse
