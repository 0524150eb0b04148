# Triton: each time the moving worker ends a move on a perimeter square it may
# move again, without limit (back to squares it left, its start included); a
# move up onto level 3 wins at once; then it builds.  A turn is its outcome
# (where the worker ends, the build, or the square it wins on); its token is
# the shortest path, then the ASCII-smallest: a breadth-first search over
# (square, moved up yet) that expands the states in path order and the
# squares of each step in name order finds exactly that path first.
# Tokens: `a2-a3-b4^c4`; parse accepts any longer legal path.  A packed turn
# holds only the outcome (spell writes the path), so a path of any length fits.
# Charybdis' whirlpools (Limits.whirls) carry the worker between two moves: a
# move's state is where the worker ends once carried (the perimeter that lets it
# move on is the exit's), the token writes the squares it moved onto, and a
# climb is the entering move's, as Athena and Persephone read it.  A move into
# Tartarus' Abyss (Limits.pit) ends the turn there: the chain goes on from no
# such square, so the paths to every other end keep clear of it, and the fall is
# a turn of its own (no build), spelt by the shortest path into it.
from santorini._core.bitboard cimport (
    Bitboard, lsb, square_bb, neighbours, neighbours_of, BOARD_MASK, PERIMETER_MASK,
)
from santorini._core.genkit cimport (
    emit, emit_builds, build_squares, move_wins, step_targets, seat_workers, seat_opponents, squares_by_name,
    worker_levels, neighbours_allowed, step_landing, carried_to,
)
from santorini._core.god cimport (
    God, Gen, Limits, Spelling, god_defaults, spell_steps, MAX_SPELLING, SPELL_MOVE, SPELL_BUILD, NO_CLIMB, NO_DESCENT,
)
from santorini._core.movegen cimport gather_limits, climb_demanded
from santorini._core.position cimport Position
from santorini._core.turn cimport (
    Turn, NO_TURN, header, step, win_flag, first_build, name_order, turn_src, turn_dst, turn_won_move, STEP_MOVE,
    STEP_BUILD, STEP_DISPLACE, STEP_TO,
)

cdef enum:
    NSTATES = 50            # a move's state: the square it ends on (once carried) * 2 + moved up yet
    NONE = -1
    START = NSTATES         # the start, as a parent: the worker has not moved yet

ctypedef struct Walk:
    int parent[NSTATES]     # the state the move reaching a state came from (START: the first move)
    int via[NSTATES]        # the square that move went onto (a whirlpool's entry: the token's square)
    int found[NSTATES]      # discovery rank (NONE: not reached)
    int win_parent[NSTATES] # the same for the winning moves, by (square won on, moved up yet)
    int win_via[NSTATES]
    int win_found[NSTATES]


cdef void search(const Position* p, int src, const Limits* lim, Walk* w) noexcept nogil:
    cdef Bitboard others = p.occ & ~square_bb(src)
    cdef int queue[NSTATES + 1]
    cdef int targets[8]
    cdef int head = 0, tail = 1, rank = 0, levels = worker_levels(lim, src)
    cdef int i, n, s, at, v, state
    cdef bint climbs, wins
    for i in range(NSTATES):
        w.found[i] = NONE
        w.win_found[i] = NONE
    queue[0] = START
    while head < tail:
        s = queue[head]
        head += 1
        at = src if s == START else s >> 1
        n = squares_by_name(step_targets(p, at, levels) & ~others, targets)
        for i in range(n):
            v = targets[i]
            climbs = (s != START and s & 1) or p.height[v] > p.height[at]
            state = step_landing(p, lim, at, v, others, &wins) * 2 + climbs
            if wins:
                if w.win_found[state] == NONE:
                    w.win_found[state] = rank
                    w.win_parent[state] = s
                    w.win_via[state] = v
                    rank += 1
                continue
            if w.found[state] != NONE:
                continue
            w.found[state] = rank
            w.parent[state] = s
            w.via[state] = v
            rank += 1
            if (PERIMETER_MASK & ~lim.pit) >> (state >> 1) & 1:
                queue[tail] = state
                tail += 1


cdef int path_of(const Walk* w, int state, int* squares) noexcept nogil:
    """The squares the moves that reach state went onto, in order; returns how many."""
    cdef int n = 0, i
    cdef int rev[NSTATES]
    while state != START:
        rev[n] = w.via[state]
        n += 1
        state = w.parent[state]
    for i in range(n):
        squares[i] = rev[n - 1 - i]
    return n


cdef inline int chosen_state(const int* found, int sq, bint climb_only) noexcept nogil:
    """The state (of found: the ends or the wins) whose path ends a turn on sq (NONE: none):
    the one found first, or the one that moved up when Persephone demands it."""
    cdef int plain = NONE if climb_only else found[sq * 2]
    cdef int climbed = found[sq * 2 + 1]
    if climbed == NONE and plain == NONE:
        return NONE
    return sq * 2 + 1 if plain == NONE or (climbed != NONE and climbed < plain) else sq * 2


ctypedef struct Reach:
    Bitboard ends[2]        # squares a chain can end on without winning: [not moved up yet, moved up]
    Bitboard falls[2]       # the Abyss, where a chain falls in (Limits.pit), as ends
    Bitboard wins[2]        # squares a chain wins on (once carried), as ends
    Bitboard from_shore     # perimeter squares a chain reaches and may move on from
    int back[2]             # moves of the shortest chain back to the start ([not] moved up), 0: none
    int home_win[2]         # moves of the shortest chain that wins back on the start, as back
    bint carried            # found by whirl_flood: the winning moves' squares below are kept
    int win_from[NSTATES]   # then, by (square won on, moved up yet): the square the winning
    int win_entry[NSTATES]  # move comes from, the square it goes onto


cdef void flood(const Position* p, int src, const Limits* lim, Reach* r) noexcept nogil:
    """Where the worker on src can end its chain, as sets (generation needs no path):
    a breadth-first search over (square, moved up yet), one layer of moves at a time,
    each layer as two sets of squares moved on from, level by level."""
    cdef Bitboard free = BOARD_MASK & ~p.dome & ~(p.occ & ~square_bb(src))
    cdef Bitboard level3 = p.ge[3] & ~lim.no_win & ~lim.no_climb_win
    cdef Bitboard layer[2]          # squares moved on from: [not moved up yet, moved up]
    cdef Bitboard reach[2], higher, targets, at
    cdef int moves = 0, up, h
    cdef int levels = worker_levels(lim, src)
    clear_reach(r)
    layer[0] = square_bb(src)       # the start: the worker has not moved yet
    layer[1] = 0
    while layer[0] | layer[1]:
        moves += 1
        reach[0] = 0
        reach[1] = 0
        for up in range(2):
            for h in range(4):
                at = layer[up] & p.ge[h] & ~p.ge[h + 1]
                if not at:
                    continue
                higher = p.ge[h + 1]
                targets = neighbours_allowed(at, levels) & free & ~p.ge[h + 2]
                if levels & NO_CLIMB:
                    targets &= ~higher
                if levels & NO_DESCENT:
                    targets &= p.ge[h]
                if h == 2:
                    # Moving up onto level 3 wins (move_wins): the chain ends there.
                    r.wins[1] |= targets & level3
                    targets &= ~level3
                reach[1] |= targets & higher if not up else targets
                reach[0] |= targets & ~higher if not up else 0
        if (r.wins[1] >> src) & 1 and not r.home_win[1]:
            r.home_win[1] = moves
        for up in range(2):
            reach[up] &= ~r.ends[up]
            r.falls[up] |= reach[up] & lim.pit
            reach[up] &= ~lim.pit
            r.ends[up] |= reach[up]
            if (reach[up] >> src) & 1:
                r.back[up] = moves
            layer[up] = reach[up] & PERIMETER_MASK
    r.from_shore = (r.ends[0] | r.ends[1]) & PERIMETER_MASK


cdef inline void clear_reach(Reach* r) noexcept nogil:
    cdef int up
    r.carried = False
    for up in range(2):
        r.ends[up] = 0
        r.falls[up] = 0
        r.wins[up] = 0
        r.back[up] = 0
        r.home_win[up] = 0


cdef void whirl_flood(const Position* p, int src, const Limits* lim, Reach* r) noexcept nogil:
    """flood where whirlpools may carry the worker (Limits.whirls), state by state (a move's
    state is where it ends once carried: search's, without its paths and name order), each
    winning move's squares kept for its packed turn."""
    cdef Bitboard others = p.occ & ~square_bb(src), steps
    cdef int queue[NSTATES + 1]
    cdef int depth[NSTATES + 1]
    cdef bint seen[NSTATES]
    cdef int head = 0, tail = 1, levels = worker_levels(lim, src)
    cdef int i, s, d, at, v, end, state
    cdef bint climbs, wins
    clear_reach(r)
    r.carried = True
    for i in range(NSTATES):
        seen[i] = False
    queue[0] = START
    depth[0] = 0
    while head < tail:
        s = queue[head]
        d = depth[head] + 1
        head += 1
        at = src if s == START else s >> 1
        steps = step_targets(p, at, levels) & ~others
        while steps:
            v = lsb(steps)
            steps &= steps - 1
            climbs = (s != START and s & 1) or p.height[v] > p.height[at]
            end = step_landing(p, lim, at, v, others, &wins)
            state = end * 2 + climbs
            if wins:
                if not (r.wins[climbs] >> end) & 1:
                    r.wins[climbs] |= square_bb(end)
                    r.win_from[state] = at
                    r.win_entry[state] = v
                    if end == src:
                        r.home_win[climbs] = d
                continue
            if (lim.pit >> end) & 1:     # (no lineup has whirlpools and the Abyss today)
                r.falls[climbs] |= square_bb(end)
                continue
            if seen[state]:
                continue
            seen[state] = True
            r.ends[climbs] |= square_bb(end)
            if end == src and not r.back[climbs]:
                r.back[climbs] = d
            if (PERIMETER_MASK >> end) & 1:
                queue[tail] = state
                depth[tail] = d
                tail += 1
    r.from_shore = (r.ends[0] | r.ends[1]) & PERIMETER_MASK


cdef inline void reach_of(const Position* p, int src, const Limits* lim, Reach* r) noexcept nogil:
    """flood, or whirl_flood where a whirlpool lies next to a square the chain moves from."""
    flood(p, src, lim, r)
    if neighbours_of(square_bb(src) | r.from_shore) & lim.whirls:
        whirl_flood(p, src, lim, r)


cdef inline int winning_from(const Position* p, int src, const Reach* r, int dst, const Limits* lim) noexcept nogil:
    """The square a winning chain onto dst comes from (no whirlpool): the start if it can, else
    the lowest perimeter square it can move on from (a fixed choice: one packed turn per
    outcome; spell writes the real path)."""
    cdef Bitboard cand
    cdef int levels = worker_levels(lim, src)
    if (step_targets(p, src, levels) >> dst) & 1 and move_wins(lim, 0, p.height[src], p.height[dst], dst):
        return src
    cand = r.from_shore & neighbours(dst)
    while cand:
        if move_wins(lim, 0, p.height[lsb(cand)], p.height[dst], dst) and (
                step_targets(p, lsb(cand), levels) >> dst) & 1:
            return lsb(cand)
        cand &= cand - 1
    return src


cdef inline int fewest(const int* moves, bint climb_only) noexcept nogil:
    """The fewest moves of back or home_win (0: none), those that moved up when Persephone
    demands a climb."""
    if climb_only:
        return moves[1]
    if moves[0] and moves[1]:
        return min(moves[0], moves[1])
    return moves[0] or moves[1]


cdef inline bint home_first(int mine, int src, int theirs, int other) noexcept nogil:
    """Both workers can come back to their start, in mine and theirs moves: is src's token the
    smaller? Fewer moves first; with as many, the start squares' names decide."""
    if mine != theirs:
        return mine < theirs
    return name_order(src) < name_order(other)


cdef Turn winning_turn(const Position* p, int src, const Reach* r, int sq, const Limits* lim,
                       bint climb_only) noexcept nogil:
    """The packed turn that wins on sq: the move onto it from the square the chain comes from
    (dst the square the move goes onto: a whirlpool's entry, then its transport)."""
    cdef int prev, entry, state, k = 0
    if r.carried:
        state = sq * 2 + (1 if climb_only or not (r.wins[0] >> sq) & 1 else 0)
        prev = r.win_from[state]
        entry = r.win_entry[state]
    else:
        prev = winning_from(p, src, r, sq, lim)
        entry = sq
    cdef Turn t = header(src, entry, 0) | win_flag()
    if prev != src:
        t |= step(0, STEP_MOVE, prev)
        k = 1
    t |= step(k, STEP_MOVE, entry)
    if entry != sq:
        t |= step(k + 1, STEP_DISPLACE, entry) | step(k + 2, STEP_TO, sq)
    return t


cdef void gen_from(Gen* g, int src, const Reach* r, int other, const Reach* ro) noexcept nogil:
    # A turn holds its outcome only: the square it ends on (for a win, the square
    # the winning move comes from); spell writes the path.  A worker that comes back
    # to its start changes nothing but the build (or, winning back there, nothing): the
    # same outcome as the other worker coming back, so the smaller token of the two is
    # kept, unless an opposing Eris tells the two apart (Limits.movers_told: the worker
    # that came back is marked).
    cdef const Position* p = g.p
    cdef Bitboard ends = r.ends[1] if g.climb_only else r.ends[0] | r.ends[1]
    cdef Bitboard wins = r.wins[1] if g.climb_only else r.wins[0] | r.wins[1], occ_after, builds, falls
    cdef bint shared = other >= 0 and not g.lim.movers_told
    cdef int sq
    cdef Turn t
    if (shared and not g.spellings and (wins >> src) & 1 and fewest(ro.home_win, g.climb_only)
            and not home_first(fewest(r.home_win, g.climb_only), src, fewest(ro.home_win, g.climb_only), other)):
        wins &= ~square_bb(src)
    while wins:
        sq = lsb(wins)
        wins &= wins - 1
        emit(g, winning_turn(p, src, r, sq, &g.lim, g.climb_only))
    falls = r.falls[1] if g.climb_only else r.falls[0] | r.falls[1]
    while falls:
        sq = lsb(falls)
        falls &= falls - 1
        emit(g, header(src, sq, 0) | step(0, STEP_MOVE, sq))
    while ends:
        sq = lsb(ends)
        ends &= ends - 1
        occ_after = (p.occ & ~square_bb(src)) | square_bb(sq)
        t = header(src, sq, 0) | step(0, STEP_MOVE, sq)
        if sq != src or not shared or not ((ro.ends[1] if g.climb_only else ro.ends[0] | ro.ends[1]) >> other) & 1:
            emit_builds(g, t, 1, sq, occ_after, True, 0)
        elif home_first(fewest(r.back, g.climb_only), src, fewest(ro.back, g.climb_only), other):
            emit_builds(g, t, 1, sq, occ_after, True, 0)
        else:
            # The builds the other worker cannot make from its own square stay this one's.
            builds = build_squares(g, sq, occ_after) & ~build_squares(g, other, occ_after)
            while builds:
                emit(g, t | step(1, STEP_BUILD, lsb(builds)) | first_build(lsb(builds)))
                builds &= builds - 1


cdef void gen(Gen* g) noexcept nogil:
    cdef Reach reaches[2]
    cdef int srcs[2]
    cdef int n = 0, i
    cdef Bitboard workers = g.movers
    while workers and n < 2:
        srcs[n] = lsb(workers)
        reach_of(g.p, srcs[n], &g.lim, &reaches[n])
        workers &= workers - 1
        n += 1
    for i in range(n):
        if n == 2:
            gen_from(g, srcs[i], &reaches[i], srcs[1 - i], &reaches[1 - i])
        else:
            gen_from(g, srcs[i], &reaches[i], -1, NULL)


cdef Bitboard win_squares(const Position* p, int seat, const Limits* lim) noexcept nogil:
    cdef Bitboard workers = seat_workers(p, seat) & ~lim.frozen
    cdef Bitboard targets = 0
    cdef Reach r
    if not lim.whirls and not p.ge[3] & ~p.dome & ~(p.occ & ~workers) & ~lim.no_win:
        return 0                    # no level-3 square to climb onto (a worker's own may be, once it left)
    while workers:
        reach_of(p, lsb(workers), lim, &r)
        targets |= r.wins[0] | r.wins[1]
        workers &= workers - 1
    return targets


cdef void spell(const Position* p, const Turn* turns, int n, Spelling* out) noexcept nogil:
    """Each turn's canonical path: the breadth-first search's, from its worker."""
    cdef Limits lim
    cdef Walk w
    cdef int squares[NSTATES + 1]
    cdef int i, j, k, m, src, searched = -1, state
    cdef bint climb_only
    gather_limits(p, p.stm, -1, &lim)
    climb_only = lim.must_climb and climb_demanded(p)
    for i in range(n):
        spell_steps(turns[i], &out[i])
        src = turn_src(turns[i])
        if src != searched:
            search(p, src, &lim, &w)
            searched = src
        m = 0
        if turn_won_move(turns[i]):
            state = chosen_state(w.win_found, carried_to(turns[i]), climb_only)
            if state != NONE:
                m = path_of(&w, w.win_parent[state], squares) if w.win_parent[state] != START else 0
                squares[m] = w.win_via[state]
                m += 1
        else:
            state = chosen_state(w.found, turn_dst(turns[i]), climb_only)
            m = path_of(&w, state, squares) if state != NONE else 0
        # The path's moves, then the builds the turn holds after its move steps.
        k = 0
        while k < out[i].n and out[i].kind[k] == SPELL_MOVE:
            k += 1
        if m + out[i].n - k > MAX_SPELLING:
            continue
        for j in range(out[i].n - k):
            out[i].kind[m + j] = out[i].kind[k + j]
            out[i].square[m + j] = out[i].square[k + j]
            out[i].dome[m + j] = out[i].dome[k + j]
        for j in range(m):
            out[i].kind[j] = SPELL_MOVE
            out[i].square[j] = squares[j]
            out[i].dome[j] = False
        out[i].n = m + out[i].n - k


cdef Turn parse(const Position* p, const Spelling* s) noexcept nogil:
    """Any legal path, then one build: the turn with the same outcome (move
    generation finds its canonical form from the outcome)."""
    cdef Limits lim
    cdef int cur = s.start, sq, h
    cdef bint up = False, won = False
    if cur < 0 or not (seat_workers(p, p.stm) >> cur) & 1 or s.n < 1:
        return NO_TURN
    gather_limits(p, p.stm, -1, &lim)
    if (lim.frozen >> cur) & 1:
        return NO_TURN
    cdef Bitboard others = p.occ & ~square_bb(cur)
    cdef int src = cur
    cdef int moves = 0
    while moves < s.n and s.kind[moves] == SPELL_MOVE:
        sq = s.square[moves]
        if won or (moves > 0 and not (PERIMETER_MASK >> cur) & 1):
            return NO_TURN
        if not ((step_targets(p, cur, worker_levels(&lim, src)) & ~others) >> sq) & 1:
            return NO_TURN
        h = p.height[cur]
        up = up or p.height[sq] > h
        cur = step_landing(p, &lim, cur, sq, others, &won)
        moves += 1
        if (lim.pit >> cur) & 1:
            break               # fallen into the Abyss: the turn ends
    if moves == 0 or (lim.must_climb and not up and climb_demanded(p)):
        return NO_TURN
    if (lim.pit >> cur) & 1:
        return header(src, cur, 0) | step(0, STEP_MOVE, cur) if moves == s.n else NO_TURN
    if won:
        return header(src, cur, 0) | step(0, STEP_MOVE, cur) | win_flag() if moves == s.n else NO_TURN
    if moves != s.n - 1 or s.kind[moves] != SPELL_BUILD or s.dome[moves]:
        return NO_TURN
    # The build is judged by the outcome, against the generated turns.
    return header(src, cur, 0) | step(0, STEP_MOVE, cur) | step(1, STEP_BUILD, s.square[moves])


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.gen = gen
    g.count = NULL
    g.win_squares = win_squares
    g.spell = spell
    g.parse = parse
