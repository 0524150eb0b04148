# Triton: each time the moving worker ends a move on a perimeter square it may
# move again, without limit (back to squares it left, its start included); a
# move up onto level 3 wins at once; then it builds.  A turn is its outcome
# (where the worker ends, the build, or the square it wins on); its token is
# the shortest path, then the ASCII-smallest: a breadth-first search over
# (square, moved up yet) that expands each layer in path order and the
# squares of each step in name order finds exactly that path first.
# Tokens: `a2-a3-b4^c4`; parse accepts any longer legal path.  A packed turn
# holds only the outcome (spell writes the path), so a path of any length fits.
from santorini._core.bitboard cimport (
    Bitboard, lsb, square_bb, neighbours, BOARD_MASK, PERIMETER_MASK,
)
from santorini._core.genkit cimport (
    emit, emit_builds, build_squares, move_wins, step_targets, seat_workers, seat_opponents, squares_by_name,
    worker_levels, neighbours_allowed,
)
from santorini._core.god cimport (
    God, Gen, Limits, Spelling, god_defaults, spell_steps, MAX_SPELLING, SPELL_MOVE, SPELL_BUILD, NO_CLIMB, NO_DESCENT,
)
from santorini._core.movegen cimport gather_limits, climb_demanded
from santorini._core.position cimport Position
from santorini._core.turn cimport (
    Turn, NO_TURN, header, step, win_flag, first_build, name_order, turn_src, turn_dst, turn_won_move, STEP_MOVE, STEP_BUILD,
)

cdef enum:
    NSTATES = 50            # square * 2 + moved up
    NONE = -1

ctypedef struct Walk:
    int parent[NSTATES]     # the state the last move came from (NONE: the first move)
    int found[NSTATES]      # discovery rank (NONE: not reached)
    int wins_at[25]         # state from which a move wins on the square (NONE: none), + 100 if from the start
    int win_rank[25]
    int rank


cdef void search(const Position* p, int src, const Limits* lim, Walk* w) noexcept nogil:
    cdef Bitboard others = p.occ & ~square_bb(src)
    cdef int frontier[NSTATES]
    cdef int next_frontier[NSTATES]
    cdef int targets[8]
    cdef int nf = 1, nn, i, j, n, at, sq, h, state, up
    for i in range(NSTATES):
        w.found[i] = NONE
    for i in range(25):
        w.wins_at[i] = NONE
    w.rank = 0
    frontier[0] = NONE              # the start: not a state, the worker has not moved yet
    while nf:
        nn = 0
        for i in range(nf):
            if frontier[i] == NONE:
                at = src
                up = 0
            else:
                at = frontier[i] >> 1
                up = frontier[i] & 1
            h = p.height[at]
            n = squares_by_name(step_targets(p, at, worker_levels(lim, src)) & ~others, targets)
            for j in range(n):
                sq = targets[j]
                if move_wins(lim, 0, h, p.height[sq], sq):
                    if w.wins_at[sq] == NONE:
                        w.wins_at[sq] = frontier[i] if frontier[i] != NONE else NSTATES
                        w.win_rank[sq] = w.rank
                        w.rank += 1
                    continue
                state = sq * 2 + (1 if up or p.height[sq] > h else 0)
                if w.found[state] != NONE:
                    continue
                w.found[state] = w.rank
                w.rank += 1
                w.parent[state] = frontier[i]
                if (PERIMETER_MASK >> sq) & 1:
                    next_frontier[nn] = state
                    nn += 1
        for i in range(nn):
            frontier[i] = next_frontier[i]
        nf = nn


cdef int path_of(const Walk* w, int state, int* squares) noexcept nogil:
    """The squares of the moves that reach state, in order; returns how many."""
    cdef int n = 0, i
    cdef int rev[NSTATES]
    while state != NONE and state != NSTATES:
        rev[n] = state >> 1
        n += 1
        state = w.parent[state]
    for i in range(n):
        squares[i] = rev[n - 1 - i]
    return n


cdef inline int chosen_state(const Walk* w, int sq, bint climb_only) noexcept nogil:
    """The state whose path ends a turn on sq without winning (NONE: none): the one
    found first, or the one that moved up when Persephone demands it."""
    cdef int plain = NONE if climb_only else w.found[sq * 2]
    cdef int climbed = w.found[sq * 2 + 1]
    if climbed == NONE and plain == NONE:
        return NONE
    return sq * 2 + 1 if plain == NONE or (climbed != NONE and climbed < plain) else sq * 2


ctypedef struct Reach:
    Bitboard ends[2]        # squares a chain can end on without winning: [not moved up yet, moved up]
    Bitboard wins           # squares a chain wins on
    Bitboard from_shore     # perimeter squares a chain reaches and may move on from
    int back[2]             # moves of the shortest chain back to the start ([not] moved up), 0: none


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
    r.ends[0] = 0
    r.ends[1] = 0
    r.wins = 0
    r.back[0] = 0
    r.back[1] = 0
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
                    r.wins |= targets & level3
                    targets &= ~level3
                reach[1] |= targets & higher if not up else targets
                reach[0] |= targets & ~higher if not up else 0
        for up in range(2):
            reach[up] &= ~r.ends[up]
            r.ends[up] |= reach[up]
            if (reach[up] >> src) & 1:
                r.back[up] = moves
            layer[up] = reach[up] & PERIMETER_MASK
    r.from_shore = (r.ends[0] | r.ends[1]) & PERIMETER_MASK


cdef inline int winning_from(const Position* p, int src, const Reach* r, int dst, const Limits* lim) noexcept nogil:
    """The square a winning chain onto dst comes from: the start if it can, else the
    lowest perimeter square it can move on from (a fixed choice: one packed turn per
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


cdef inline int back_moves(const Reach* r, bint climb_only) noexcept nogil:
    if climb_only:
        return r.back[1]
    if r.back[0] and r.back[1]:
        return min(r.back[0], r.back[1])
    return r.back[0] or r.back[1]


cdef inline bint back_first(const Reach* r, int src, const Reach* ro, int other, bint climb_only) noexcept nogil:
    """Both workers can come back to their start: is src's token the smaller? Fewer
    moves first; with as many, the start squares' names decide."""
    cdef int mine = back_moves(r, climb_only), theirs = back_moves(ro, climb_only)
    if mine != theirs:
        return mine < theirs
    return name_order(src) < name_order(other)


cdef void gen_from(Gen* g, int src, const Reach* r, int other, const Reach* ro) noexcept nogil:
    # A turn holds its outcome only: the square it ends on (for a win, the square
    # the winning move comes from); spell writes the path.  A worker that comes back
    # to its start changes nothing but the build: the same outcome as the other worker
    # coming back, so the smaller token of the two is kept, unless an opposing Eris tells
    # the two apart (Limits.movers_told: the worker that came back is marked).
    cdef const Position* p = g.p
    cdef Bitboard ends = r.ends[1] if g.climb_only else r.ends[0] | r.ends[1]
    cdef Bitboard wins = r.wins, occ_after, builds
    cdef int sq, prev
    cdef Turn t
    while wins:
        sq = lsb(wins)
        wins &= wins - 1
        prev = winning_from(p, src, r, sq, &g.lim)
        t = header(src, sq, 0) | win_flag()
        if prev != src:
            t |= step(0, STEP_MOVE, prev) | step(1, STEP_MOVE, sq)
        else:
            t |= step(0, STEP_MOVE, sq)
        emit(g, t)
    while ends:
        sq = lsb(ends)
        ends &= ends - 1
        occ_after = (p.occ & ~square_bb(src)) | square_bb(sq)
        t = header(src, sq, 0) | step(0, STEP_MOVE, sq)
        if sq != src or other < 0 or g.lim.movers_told or not ((ro.ends[1] if g.climb_only else ro.ends[0] | ro.ends[1]) >> other) & 1:
            emit_builds(g, t, 1, sq, occ_after, True, 0)
        elif back_first(r, src, ro, other, g.climb_only):
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
        flood(g.p, srcs[n], &g.lim, &reaches[n])
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
    if not p.ge[3] & ~p.dome & ~(p.occ & ~workers) & ~lim.no_win:
        return 0                    # no level-3 square to climb onto (a worker's own may be, once it left)
    while workers:
        flood(p, lsb(workers), lim, &r)
        targets |= r.wins
        workers &= workers - 1
    return targets


cdef void spell(const Position* p, const Turn* turns, int n, Spelling* out) noexcept nogil:
    """Each turn's canonical path: the breadth-first search's, from its worker."""
    cdef Limits lim
    cdef Walk w
    cdef int squares[NSTATES + 1]
    cdef int i, j, k, m, src, dst, searched = -1, state
    cdef bint climb_only
    gather_limits(p, p.stm, -1, &lim)
    climb_only = lim.must_climb and climb_demanded(p)
    for i in range(n):
        spell_steps(turns[i], &out[i])
        src = turn_src(turns[i])
        dst = turn_dst(turns[i])
        if src != searched:
            search(p, src, &lim, &w)
            searched = src
        if turn_won_move(turns[i]):
            m = path_of(&w, w.wins_at[dst], squares) if w.wins_at[dst] != NONE else 0
        else:
            state = chosen_state(&w, dst, climb_only)
            m = path_of(&w, state, squares) if state != NONE else 0
        if turn_won_move(turns[i]):
            squares[m] = dst
            m += 1
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
        won = move_wins(&lim, 0, h, p.height[sq], sq)
        cur = sq
        moves += 1
    if moves == 0 or (lim.must_climb and not up and climb_demanded(p)):
        return NO_TURN
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
