# Negamax alpha-beta with iterative deepening (driven one depth at a time by
# the caller), principal-variation search, aspiration windows, a shared
# transposition table, killer and history ordering, late-move reductions,
# and a threat quiescence: past the horizon a seat that faces a winning
# threat must answer it before the position counts as quiet.  Where a deck and
# not a seat decides (Tyche's draw) the node averages over the cards with their
# odds (expectimax, bounded as in Ballard's Star1: chance_score).
from libc.stdint cimport uint32_t, uint64_t
from libc.stdlib cimport malloc, free, qsort
from libc.string cimport memset, memcpy
from libc.math cimport log
from posix.time cimport clock_gettime, timespec, CLOCK_MONOTONIC

from santorini._core.bitboard cimport Bitboard, square_bb, spread
from santorini._core.eval cimport evaluate
from santorini._core.nnue cimport nnue_evaluate, nnue_covers
from santorini._core.god cimport (
    God, card_of, god_of, chance_node, conceal_secrets, GOD_UNDOES_BUILDS, STAGE_FIRST, STAGE_REST, VERDICT_DEFERRED,
)
from santorini._core.movegen cimport gen_turns, gen_into, gen_staged, has_turn, win_targets, MAX_TURNS
from santorini._core.game cimport do_turn, undo_turn, pass_turn
from santorini._core.position cimport (
    Position, Undo, NO_WINNER, MAX_SEATS, side_to_move, pos_save, pos_restore, all_placed,
)
from santorini._core.tt cimport (
    TTEntry, tt_probe, tt_save, EVAL_NONE, BOUND_NONE, BOUND_UPPER, BOUND_LOWER, BOUND_EXACT,
)
from santorini._core.turn cimport (
    Turn, turn_src, turn_dst, turn_bld, turn_wins, mark_flag, step_kind, step_square,
    MAX_STEPS, STEP_END, STEP_MOVE, STEP_SWAP, STEP_SELECT, STEP_BUILD, STEP_DOME, STEP_STACK, stack_square,
)

cdef enum:
    ORDER_TT = 1 << 30
    ORDER_ANSWER = 1 << 28      # occupies or domes a square the opponent would win on
    ORDER_KILLER1 = 1 << 26
    ORDER_KILLER2 = 1 << 25
    ORDER_COUNTER = 1 << 24     # cut off after the previous turn (or the one before) last time
    HISTORY_MAX = 1 << 20
    SELECT_PICKS = 6            # turns picked one by one before the rest is sorted
    TRIED_MAX = 32              # quiet turns a node remembers for the history malus
    ROOT_INDEX_BITS = 17        # a root turn's index in its sort key (MAX_TURNS = 65,536)
    ROOT_INDEX_MASK = (1 << ROOT_INDEX_BITS) - 1
    MAX_DRAWS = 32              # the cards a chance node may list
    NO_CHANCE = -SCORE_INF - 1  # chance_score's answer where no deck decides

# Best-reply search marks the second opponent's turns in its lists.
cdef Turn BRS_SECOND = mark_flag()

# 100 ln(i), for the logarithmic late-move reductions (lmr_log).
cdef int LN100[64]
LN100[0] = 0
for _i in range(1, 64):
    LN100[_i] = <int>(100 * log(_i))


cdef double now_ms() noexcept nogil:
    cdef timespec ts
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6


cdef inline int evaluate_for(Thread* t, const Position* p) noexcept nogil:
    """The evaluation the search was given: the learned one when it has a network."""
    if t.net != NULL:
        return nnue_evaluate(t.net, &t.acc, p, t.root_side)
    return evaluate(p, t.root_side)


cdef int thread_init(Thread* t, Shared* shared, int id) noexcept nogil:
    memset(t, 0, sizeof(Thread))
    t.shared = shared
    t.id = id
    t.moves = <Turn*>malloc(MAX_PLY * MAX_TURNS * sizeof(Turn))
    t.order = <int*>malloc(MAX_PLY * MAX_TURNS * sizeof(int))
    t.roots = <RootMove*>malloc(MAX_TURNS * sizeof(RootMove))
    if t.moves == NULL or t.order == NULL or t.roots == NULL:
        thread_free(t)
        return -1
    return 0


cdef void thread_free(Thread* t) noexcept nogil:
    free(t.moves)
    free(t.order)
    free(t.roots)
    t.moves = NULL
    t.order = NULL
    t.roots = NULL


cdef void thread_set_root(Thread* t, const Position* p, const Turn* only, int nonly) noexcept nogil:
    """Load the position and its root moves (all, or those in `only`)."""
    cdef int i, j
    memcpy(&t.pos, p, sizeof(Position))
    # The search plays one seat: what that seat may not know (a deck's order) is out of its tree.
    conceal_secrets(&t.pos, p.stm)
    t.root_side = side_to_move(p)
    t.net = t.shared.net if t.shared.net != NULL and nnue_covers(t.shared.net, p) else NULL
    # Paranoid scores depend on who searches: keep such entries apart.
    t.key_salt = 0 if p.nsides == 2 else 0x9E3779B97F4A7C15ULL * (t.root_side + 1 + 4 * t.shared.brs)
    memset(t.killers, 0, sizeof(t.killers))
    memset(t.counter, 0, sizeof(t.counter))
    memset(t.history, 0, sizeof(t.history))
    t.repeats = False
    for i in range(p.nseats):
        if (card_of(p, i).flags | god_of(p, i).flags) & GOD_UNDOES_BUILDS:
            t.repeats = True
    t.path[0] = t.pos.key
    t.nodes = 0
    t.seldepth = 0
    t.completed_depth = 0
    cdef int n = gen_turns(&t.pos, t.moves)
    cdef uint64_t* rank = rank_roots(t, n)
    cdef bint keep
    cdef Turn m
    t.nroots = 0
    for i in range(n):
        m = t.moves[rank[i] & ROOT_INDEX_MASK]
        keep = nonly == 0
        for j in range(nonly):
            if only[j] == m:
                keep = True
        if keep:
            memset(&t.roots[t.nroots], 0, sizeof(RootMove))
            t.roots[t.nroots].turn = m
            t.roots[t.nroots].score = -SCORE_INF
            t.roots[t.nroots].prev_score = -SCORE_INF
            t.roots[t.nroots].pv[0] = m
            t.roots[t.nroots].pv_len = 1
            t.nroots += 1


cdef int by_rank(const void* a, const void* b) noexcept nogil:
    cdef uint64_t x = (<const uint64_t*>a)[0], y = (<const uint64_t*>b)[0]
    return (x > y) - (x < y)


cdef uint64_t* rank_roots(Thread* t, int n) noexcept nogil:
    """The root turns t.moves[:n], best first by the evaluation of the position each
    leads to (ties in generation order), as indices in the low bits of sort keys.

    The first iteration searches them in this order, so a search stopped inside it (a
    node budget below one ply of Morpheus' or Poseidon's thousands of turns) has looked
    at the likeliest turns, not at the first ones generated.  Each evaluation counts as
    a node.  The keys live in the order buffer, free until the search starts.
    """
    cdef uint64_t* rank = <uint64_t*>t.order
    cdef Position* p = &t.pos
    cdef int i, v
    for i in range(n):
        if turn_wins(t.moves[i]):
            v = SCORE_WIN
        else:
            do_turn(p, t.moves[i], &t.undo[0])
            v = result_score(t, 1)
            if v == 1:
                v = evaluate_for(t, p)
            if not same_team_moves_next(t, t.root_side):
                v = -v
            undo_turn(p, &t.undo[0])
        rank[i] = (<uint64_t>(SCORE_INF - v) << ROOT_INDEX_BITS) | <uint64_t>i
    t.nodes += n
    qsort(rank, n, sizeof(uint64_t), by_rank)
    return rank


cdef inline bint should_stop(Thread* t) noexcept nogil:
    cdef Shared* s = t.shared
    if s.stop:
        return True
    if t.id == 0:
        if s.node_limit and t.nodes >= s.node_limit:
            s.stop = 1
        elif s.deadline_ms > 0 and (t.nodes & 1023) == 0 and now_ms() >= s.deadline_ms:
            s.stop = 1
    return s.stop


cdef inline int score_to_tt(int score, int ply) noexcept nogil:
    if score >= SCORE_WIN_BOUND:
        return score + ply
    if score <= -SCORE_WIN_BOUND:
        return score - ply
    return score


cdef inline int score_from_tt(int score, int ply) noexcept nogil:
    if score >= SCORE_WIN_BOUND:
        return score - ply
    if score <= -SCORE_WIN_BOUND:
        return score + ply
    return score


cdef inline int next_seat(const Position* p) noexcept nogil:
    # The next seat in play: the one whose threats must be answered.  Between turns (Gaea's
    # placement) play goes on from the seat whose turn it was.
    cdef int start = p.resume - 1 if p.resume else p.stm
    cdef int seat = start
    while True:
        seat = (seat + 1) % p.nseats
        if (p.alive >> seat) & 1 or seat == start:
            return seat


cdef inline int team(const Thread* t, int side) noexcept nogil:
    # Two sides (2 players, 4 in teams) are two teams; with three sides the
    # search is paranoid: the searching side against the other two.
    if t.pos.nsides == 2:
        return side
    return 0 if side == t.root_side else 1


cdef inline int result_score(Thread* t, int ply) noexcept nogil:
    """The score of a finished game (or of the searching side's elimination), else 1."""
    cdef const Position* p = &t.pos
    cdef int us = team(t, side_to_move(p))
    if p.winner != NO_WINNER:
        return SCORE_WIN - ply if team(t, p.winner) == us else -(SCORE_WIN - ply)
    if p.nsides > 2 and not p.side_bb[t.root_side] and (p.placed >> t.root_side) & 1:
        return -(SCORE_WIN - ply) if us == 0 else SCORE_WIN - ply
    return 1


cdef inline bint same_team_moves_next(Thread* t, int side) noexcept nogil:
    return team(t, side_to_move(&t.pos)) == team(t, side)


cdef inline bint answers(Turn m, Bitboard threats) noexcept nogil:
    # Standing on a threat square or doming it (a build on level 3) blocks it.
    cdef int i, kind, sq, cur = turn_src(m)
    for i in range(MAX_STEPS):
        kind = step_kind(m, i)
        if kind == STEP_END:
            return False
        sq = step_square(m, i)
        if kind == STEP_STACK:
            sq = stack_square(cur, sq)
        elif kind == STEP_MOVE or kind == STEP_SWAP or kind == STEP_SELECT:
            cur = sq
        if ((kind == STEP_MOVE or kind == STEP_SWAP or kind == STEP_BUILD or kind == STEP_DOME
                or kind == STEP_STACK) and (threats >> sq) & 1):
            return True
    return False


cdef inline Turn counter_of(const Thread* t, int ply, int back) noexcept nogil:
    """The turn that last cut off after the turn `back` plies before this one (1: the
    counter-move; 2: the follow-up, after the side's own previous turn when two sides
    alternate), 0 if none (or off)."""
    if ply < back or not t.shared.param[P_COUNTER_MOVE if back == 1 else P_FOLLOW_UP] or not t.played[ply - back]:
        return 0
    cdef Turn prev = t.played[ply - back]
    return t.counter[back][side_to_move(&t.pos)][turn_dst(prev)][turn_bld(prev)]


cdef void score_moves(Thread* t, Turn* moves, int* order, int start, int n, uint64_t tt_move, int ply,
                      Bitboard threats) noexcept nogil:
    cdef const Position* p = &t.pos
    cdef int side = side_to_move(p)
    cdef int i, s
    cdef Turn m
    cdef Turn counter = counter_of(t, ply, 1), follow = counter_of(t, ply, 2)
    for i in range(start, n):
        m = moves[i]
        if tt_move and <uint64_t>m == tt_move:
            s = ORDER_TT
        elif threats and answers(m, threats):
            s = ORDER_ANSWER
        elif m == t.killers[ply][0]:
            s = ORDER_KILLER1
        elif m == t.killers[ply][1]:
            s = ORDER_KILLER2
        elif (counter and m == counter) or (follow and m == follow):
            s = ORDER_COUNTER
        else:
            s = t.history[side][turn_dst(m)][turn_bld(m)]
            # Climbing is usually good: it prefers higher destinations.
            s += 64 * (p.height[turn_dst(m)] - p.height[turn_src(m)])
        order[i] = s


cdef inline bint stage(Turn* moves, int* order, int i, int n, Turn m, bint tt, int score) noexcept nogil:
    """Bring the first of moves[i:n] equal to m (a TT move: in its low 64 bits) to i with
    the score score_moves would give it, as pick would; False if there is none."""
    cdef int j
    cdef Turn found
    for j in range(i, n):
        if (<uint64_t>moves[j] == <uint64_t>m) if tt else moves[j] == m:
            found = moves[j]
            moves[j] = moves[i]
            moves[i] = found
            order[i] = score
            return True
    return False


cdef void sort_rest(Turn* moves, int* order, int start, int n) noexcept nogil:
    # Shell sort, best first: long lists (Hermes, Prometheus) would make
    # selection quadratic once a node has to try many of its turns.
    cdef int gap = (n - start) // 2, i, j, o
    cdef Turn m
    while gap > 0:
        for i in range(start + gap, n):
            o = order[i]
            m = moves[i]
            j = i
            while j - gap >= start and order[j - gap] < o:
                order[j] = order[j - gap]
                moves[j] = moves[j - gap]
                j -= gap
            order[j] = o
            moves[j] = m
        gap //= 2


cdef int more_turns(Thread* t, Turn* moves, int* order, int n, uint64_t tt_move, int ply, Bitboard threats,
                    int* verdicts) noexcept nogil:
    """The turns a god deferred (gen_staged's second stage) after the n listed, scored;
    returns the new count.  They are not sorted when the selection picks are over
    (pick): they are many (Polyphemus' two hundred per ordinary turn), and sorting
    them would cost more than their order gains."""
    cdef int added = gen_staged(&t.pos, moves + n, MAX_TURNS - n, STAGE_REST, verdicts)
    verdicts[0] &= ~VERDICT_DEFERRED
    if added <= 0:
        return n
    score_moves(t, moves, order, n, n + added, tt_move, ply, threats)
    return n + added


cdef inline Turn pick(Turn* moves, int* order, int n, int i) noexcept nogil:
    # Selection sort, one step: cutoffs usually come early, so sort lazily;
    # a node that gets this far without a cutoff sorts the rest at once.
    if i == SELECT_PICKS and n - i > 1:
        sort_rest(moves, order, i, n)
    if i >= SELECT_PICKS:
        return moves[i]
    cdef int best = i, j
    for j in range(i + 1, n):
        if order[j] > order[best]:
            best = j
    cdef Turn m = moves[best]
    cdef int o = order[best]
    moves[best] = moves[i]
    order[best] = order[i]
    moves[i] = m
    order[i] = o
    return m


cdef inline bint bump(Thread* t, int side, Turn m, int delta) noexcept nogil:
    """Add delta to m's history; True once it leaves -HISTORY_MAX..HISTORY_MAX."""
    cdef int* h = &t.history[side][turn_dst(m)][turn_bld(m)]
    h[0] += delta
    return h[0] > HISTORY_MAX or h[0] < -HISTORY_MAX


cdef void reward(Thread* t, Turn m, int depth, int ply, const Turn* tried, int ntried) noexcept nogil:
    """m cut off: its history grows (and, with the malus, that of the quiet turns tried
    before it shrinks), and it becomes the ply's first killer."""
    cdef int side = side_to_move(&t.pos)
    cdef int a, b, i, back
    cdef bint over = bump(t, side, m, depth * depth)
    for i in range(ntried):
        over |= bump(t, side, tried[i], -depth * depth)
    if over:
        for a in range(25):
            for b in range(25):
                t.history[side][a][b] //= 2
    if t.killers[ply][0] != m:
        t.killers[ply][1] = t.killers[ply][0]
        t.killers[ply][0] = m
    cdef Turn prev
    for back in range(1, 3):
        if ply >= back and t.played[ply - back]:
            prev = t.played[ply - back]
            t.counter[back][side][turn_dst(prev)][turn_bld(prev)] = m


cdef int chance_score(Thread* t, int alpha, int beta, int depth, int ply, int left) noexcept nogil:
    """At a chance node (the deck to draw from: God.odds), the mean of the draws' scores
    weighted by their odds, from the view of the seat drawing; NO_CHANCE anywhere else.
    Searched to the same depth (a draw is no ply of anyone's choice), or in quiescence when
    depth is 0.  Star1: each draw gets the window in which its score can still move the mean
    across (alpha, beta), with every draw not yet searched at the best or the worst score a
    game can have; once the mean is sure to fall outside, the bound is returned.  Never in the
    table: the key of the node does not hold what the seat may not know."""
    cdef Position* p = &t.pos
    if not p.resume or god_of(p, p.stm).odds == NULL:
        return NO_CHANCE
    cdef Turn* moves = t.moves + ply * MAX_TURNS
    cdef int n = gen_turns(p, moves)
    if not chance_node(p, moves, n):
        return NO_CHANCE
    cdef int weights[MAX_DRAWS]
    cdef int i, w, lo, hi, s, total = 0, done = 0, rest
    cdef int side = side_to_move(p)
    cdef bint same
    n = min(n, MAX_DRAWS)
    for i in range(n):
        weights[i] = god_of(p, p.stm).odds(p, p.stm, moves[i])
        total += weights[i]
    rest = total
    for i in range(n):
        w = weights[i]
        rest -= w
        # The draw's score s moves the mean (done + w s + rest x) / total, x in [-WIN, WIN].
        lo = max(floor_div(total * alpha - done - rest * SCORE_WIN, w), -SCORE_WIN)
        hi = min(ceil_div(total * beta - done + rest * SCORE_WIN, w), SCORE_WIN)
        t.played[ply] = moves[i]
        do_turn(p, moves[i], &t.undo[ply])
        same = same_team_moves_next(t, side)
        if depth > 0:
            s = child(t, same, lo, hi, depth, ply + 1, False)
        elif same:
            s = qsearch(t, lo, hi, ply + 1, left)
        else:
            s = -qsearch(t, -hi, -lo, ply + 1, left)
        undo_turn(p, &t.undo[ply])
        if t.shared.stop:
            return 0
        if s <= lo and lo > -SCORE_WIN:
            return ceil_div(done + w * s + rest * SCORE_WIN, total)
        if s >= hi and hi < SCORE_WIN:
            return floor_div(done + w * s - rest * SCORE_WIN, total)
        done += w * s
    return floor_div(done, total)


cdef inline int floor_div(int a, int b) noexcept nogil:
    return a // b if a >= 0 else -((-a + b - 1) // b)


cdef inline int ceil_div(int a, int b) noexcept nogil:
    return -floor_div(-a, b)


cdef int qsearch(Thread* t, int alpha, int beta, int ply, int left) noexcept nogil:
    cdef Position* p = &t.pos
    t.nodes += 1
    if should_stop(t):      # a node limit is exact here too (pruned trees end in runs of these)
        return 0
    if ply > t.seldepth:
        t.seldepth = ply
    cdef int over = result_score(t, ply)
    if over != 1:
        return over
    cdef int chance = chance_score(t, alpha, beta, 0, ply, left)
    if chance != NO_CHANCE:
        return chance
    if win_targets(p, p.stm, -1):
        return SCORE_WIN - ply - 1
    if not has_turn(p):
        return -(SCORE_WIN - ply)
    if should_stop(t):
        return 0
    cdef int side = side_to_move(p)
    cdef int following = next_seat(p)
    cdef Bitboard threats = 0
    if team(t, p.seat_side[following]) != team(t, side):
        threats = win_targets(p, following, p.stm)
    # Between turns (Gaea's placement) the seat to act cannot win, but the seat after it
    # may win at once: the turns are searched, as when a threat must be answered.
    if (not threats and not p.resume) or left == 0 or ply >= MAX_PLY - 1:
        return evaluate_for(t, p)
    # A threat must be answered: no standing pat, every turn is tried.
    cdef Turn* moves = t.moves + ply * MAX_TURNS
    cdef int* order = t.order + ply * MAX_TURNS
    cdef int verdicts
    cdef int n = gen_staged(p, moves, MAX_TURNS, STAGE_FIRST, &verdicts)
    score_moves(t, moves, order, 0, n, 0, ply, threats)
    cdef int best = -SCORE_INF, i = -1, s
    cdef Turn m
    while True:
        i += 1
        # The deferred turns (gen_staged) only where no turn of the first stage escaped:
        # they are many (Charybdis' whirlpools, Polyphemus' domes), and one that moves the
        # same workers seldom answers better a threat already answered.
        if i == n and verdicts & VERDICT_DEFERRED and best <= -SCORE_WIN_BOUND:
            n = more_turns(t, moves, order, n, 0, ply, threats, &verdicts)
        if i == n:
            break
        m = pick(moves, order, n, i)
        do_turn(p, m, &t.undo[ply])
        if same_team_moves_next(t, side):
            s = qsearch(t, alpha, beta, ply + 1, left - 1)
        else:
            s = -qsearch(t, -beta, -alpha, ply + 1, left - 1)
        undo_turn(p, &t.undo[ply])
        if t.shared.stop:
            return 0
        if s > best:
            best = s
            if s > alpha:
                alpha = s
                if s >= beta:
                    break
    return best


cdef int add_second_replies(Thread* t, Turn* moves, int n) noexcept nogil:
    """Best-reply search: the opponents' layer holds the replies of both
    opponents; for the second one's, the first passes.  Returns the new count."""
    cdef Position* p = &t.pos
    cdef Undo before
    cdef int n2, j
    pos_save(p, &before)
    pass_turn(p)
    if p.seat_side[p.stm] == t.root_side:
        pos_restore(p, &before)
        return n          # only one opponent left
    # Into what is left of the ply's slice (a big list is cut, as gen_turns cuts).
    n2 = min(gen_into(p, moves + n, MAX_TURNS - n, False), MAX_TURNS - n)
    pos_restore(p, &before)
    for j in range(n, n + n2):
        moves[j] |= BRS_SECOND
    return n + n2


cdef inline void brs_make(Thread* t, Turn m, int ply, Undo* before) noexcept nogil:
    # One opponent moves, the other passes: the searching side is next.
    cdef Position* p = &t.pos
    pos_save(p, before)
    if m & BRS_SECOND:
        pass_turn(p)
    do_turn(p, m & ~BRS_SECOND, &t.undo[ply])
    while (p.winner == NO_WINNER and (p.alive >> t.root_side) & 1
           and p.seat_side[p.stm] != t.root_side and not p.resume):
        pass_turn(p)


cdef inline void brs_unmake(Thread* t, const Undo* before) noexcept nogil:
    pos_restore(&t.pos, before)


cdef inline int child(Thread* t, bint same, int alpha, int beta, int depth, int ply, bint pv) noexcept nogil:
    # The score of the position after a turn, from the mover's view: negated
    # unless the next seat plays for the same team (paranoid 3-player search).
    if same:
        return search(t, alpha, beta, depth, ply, pv)
    return -search(t, -beta, -alpha, depth, ply, pv)


cdef inline bint null_move_safe(const Position* p, int side) noexcept nogil:
    """May the side pass for a null move?  Not while it blocks a climb (its worker on a
    level 3 next to an opponent on level 2: any turn of that worker lets the climb
    in, so passing is no bound), nor during Dionysus' extra turns or between turns (Gaea's
    placement: play does not go on from the seat that acts)."""
    cdef const God* god = god_of(p, p.stm)
    if p.resume or (god.extra_turn != NULL and god.extra_turn(p, p.stm)):
        return False
    cdef Bitboard climbers = p.side_bb[1 - side] & p.ge[2] & ~p.ge[3]
    return not (p.side_bb[side] & p.ge[3] & spread(climbers))


cdef int null_move_score(Thread* t, int beta, int depth, int ply) noexcept nogil:
    """The side to act passes: the score of a reduced search of the opponent's reply."""
    cdef Position* p = &t.pos
    cdef Undo before
    pos_save(p, &before)
    pass_turn(p)
    t.played[ply] = 0
    t.nulled[ply + 1] = True
    cdef int s = -search(t, -beta, -beta + 1, depth, ply + 1, False)
    t.nulled[ply + 1] = False
    pos_restore(p, &before)
    return s


cdef int search(Thread* t, int alpha, int beta, int depth, int ply, bint pv_node) noexcept nogil:
    cdef Position* p = &t.pos
    if pv_node:
        t.pv_len[ply] = 0
    cdef uint64_t excluded = t.excluded[ply]    # inside a singular test of this node
    cdef int over = result_score(t, ply)
    if over != 1:
        return over
    cdef int j
    if t.repeats:
        # A position seen before on the path (the key holds the seat to act) is a
        # draw: the game could go round for ever, and whoever is better must not.
        t.path[ply] = p.key
        for j in range(ply - 1, -1, -1):
            if t.path[j] == p.key:
                return 0
    if depth <= 0:
        return qsearch(t, alpha, beta, ply, QS_PLIES)
    t.nodes += 1
    if should_stop(t):
        return 0
    if ply >= MAX_PLY - 1:
        return evaluate_for(t, p)
    # No result can beat a win on the next ply or a loss right now.
    if alpha < -(SCORE_WIN - ply):
        alpha = -(SCORE_WIN - ply)
    if beta > SCORE_WIN - ply - 1:
        beta = SCORE_WIN - ply - 1
    if alpha >= beta:
        return alpha
    cdef int chance = chance_score(t, alpha, beta, depth, ply, 0)
    if chance != NO_CHANCE:
        if pv_node:
            t.pv_len[ply] = 0   # a line stops where chance decides
        return chance

    cdef bint found
    cdef TTEntry* entry = tt_probe(t.shared.tt, p.key ^ t.key_salt, &found)
    cdef uint64_t tt_move = 0
    cdef int tt_score
    cdef int bound
    if found:
        tt_move = entry.move
        tt_score = score_from_tt(entry.score, ply)
        bound = entry.genbound & 3
        if not pv_node and entry.depth >= depth and not excluded:
            if (bound == BOUND_EXACT
                    or (bound == BOUND_LOWER and tt_score >= beta)
                    or (bound == BOUND_UPPER and tt_score <= alpha)):
                return tt_score

    cdef int side = side_to_move(p)
    cdef int following = next_seat(p)
    cdef Bitboard threats = 0
    if team(t, p.seat_side[following]) != team(t, side):
        threats = win_targets(p, following, p.stm)
    cdef const int* param = t.shared.param
    cdef int static_eval = 0, s, r, d
    # Selective pruning, on the evaluation of the position: never at PV nodes, never
    # when a win threat must be answered or a win can be taken, never near a proven
    # result (win/loss-in-N scores stay exact); two sides only (2 players, teams) unless
    # three_sides says otherwise.
    cdef bint prunable = (not pv_node and not threats and not excluded and (p.nsides == 2 or param[P_THREE_SIDES])
                          and -SCORE_WIN_BOUND < beta < SCORE_WIN_BOUND
                          and all_placed(p)
                          and (depth <= param[P_RFP_DEPTH] or depth <= param[P_FUTILITY_DEPTH]
                               or depth <= param[P_LMP_DEPTH] or depth >= param[P_NULL_MOVE] > 0))
    if prunable:
        prunable = not win_targets(p, p.stm, -1)
    if prunable:
        if found and entry.eval != EVAL_NONE:
            static_eval = entry.eval
        else:
            # Kept for the next visit at once: most of these nodes end in the pruning below.
            static_eval = evaluate_for(t, p)
            if found:
                entry.eval = static_eval
            else:
                tt_save(t.shared.tt, entry, p.key ^ t.key_salt, 0, BOUND_NONE, 0, 0, static_eval)
        # A searched score bounds the truth better than the evaluation on its side.
        if (found and param[P_TT_EVAL] and -SCORE_WIN_BOUND < tt_score < SCORE_WIN_BOUND
                and bound & (BOUND_LOWER if tt_score > static_eval else BOUND_UPPER)):
            static_eval = tt_score
        if depth <= param[P_RFP_DEPTH] and static_eval - param[P_RFP_MARGIN] * depth >= beta:
            return static_eval
        if (depth >= param[P_NULL_MOVE] > 0 and static_eval >= beta and not t.nulled[ply] and p.nsides == 2
                and null_move_safe(p, side)):
            s = null_move_score(t, beta, depth - 1 - param[P_NULL_BASE] - depth // param[P_NULL_DIV], ply)
            if t.shared.stop:
                return 0
            if s >= beta:
                return beta if s >= SCORE_WIN_BOUND else s
    # A threat to answer: one ply more (within twice the iteration's depth, so that a
    # run of threats cannot extend without end).
    if threats and param[P_THREAT_EXTENSION] and ply < 2 * (t.completed_depth + 1):
        depth += 1
    if not tt_move and depth >= param[P_IIR_DEPTH] > 0:
        depth -= 1          # no table move to start from: a shallower search finds one cheaper
    # Singular extension: when every other turn, searched at half depth, stays below the
    # table score by a margin, the table move is the only good one and gets a ply more.
    # Tested before this node lists its turns: the test lists them in the same buffer.
    # From depth 3 on whatever se_depth says: the test must not end in a quiescence search
    # of this node, which knows nothing of the excluded move.
    cdef int singular = 0, sbeta
    if (tt_move and not excluded and depth >= max(param[P_SE_DEPTH], 3) and param[P_SE_DEPTH] and p.nsides == 2
            and entry.depth >= depth - 3 and bound & BOUND_LOWER
            and -SCORE_WIN_BOUND < tt_score < SCORE_WIN_BOUND and ply < 2 * (t.completed_depth + 1)):
        sbeta = tt_score - param[P_SE_MARGIN] * depth
        t.excluded[ply] = tt_move
        s = search(t, sbeta - 1, sbeta, (depth - 1) // 2, ply, False)
        t.excluded[ply] = 0
        if t.shared.stop:
            return 0
        singular = s < sbeta

    cdef Turn* moves = t.moves + ply * MAX_TURNS
    cdef int* order = t.order + ply * MAX_TURNS
    cdef int verdicts
    cdef int n = gen_staged(p, moves, MAX_TURNS, STAGE_FIRST, &verdicts)
    # Between turns (Gaea's placement, the rest of a stopped turn, a draw) the act is searched
    # as it is: a pass there would drop what is due.
    cdef bint brs = t.shared.brs and p.nsides > 2 and team(t, side) == 1 and not p.resume
    if brs:
        n = add_second_replies(t, moves, n)
    if n == 0:
        return -(SCORE_WIN - ply)
    cdef int i
    for i in range(n):
        if turn_wins(moves[i]) and <uint64_t>moves[i] != excluded:
            if pv_node:
                t.pv[ply][0] = moves[i] & ~BRS_SECOND
                t.pv_len[ply] = 0 if brs else 1
            return SCORE_WIN - ply - 1
    # The TT move, then (with no threat to answer) the killers come first whatever the
    # rest scores: they are brought forward as pick would, and the rest is scored only
    # if none of them cuts off (long lists: Poseidon, Hermes).
    cdef int staged = 0
    while tt_move and staged < SELECT_PICKS - 1 and stage(moves, order, staged, n, <Turn>tt_move, True, ORDER_TT):
        staged += 1
    if not threats and staged < SELECT_PICKS - 1 and stage(moves, order, staged, n, t.killers[ply][0], False, ORDER_KILLER1):
        staged += 1
    if not threats and staged < SELECT_PICKS - 1 and stage(moves, order, staged, n, t.killers[ply][1], False, ORDER_KILLER2):
        staged += 1
    cdef int alpha0 = alpha
    cdef int best = -SCORE_INF
    cdef Turn m, best_move = 0
    cdef bint same
    cdef Undo before
    # Quiet turns (no climb, not the table move, a killer or an answer) that cannot
    # matter: all of them where the evaluation is far below alpha (futility), the late
    # ones near the horizon (late-move pruning); once a turn that does not lose is found.
    cdef bint futile = (prunable and depth <= param[P_FUTILITY_DEPTH]
                        and static_eval + param[P_FUTILITY_MARGIN] * depth <= alpha)
    cdef int quiets = 0
    cdef Turn tried[TRIED_MAX]     # the quiet turns searched so far (for the history malus)
    cdef int ntried = 0
    cdef int late = param[P_LMP_BASE] + depth * depth if prunable and depth <= param[P_LMP_DEPTH] else MAX_TURNS
    i = -1
    while True:
        i += 1
        if i == n and verdicts & VERDICT_DEFERRED:
            # No turn of the first stage cut off: the rest (gen_staged).
            n = more_turns(t, moves, order, n, tt_move, ply, threats, &verdicts)
        if i == n:
            break
        if i == staged:
            score_moves(t, moves, order, staged, n, tt_move, ply, threats)
        m = moves[i] if i < staged else pick(moves, order, n, i)
        if excluded and <uint64_t>m == excluded:
            continue
        if order[i] < ORDER_KILLER2 and p.height[turn_dst(m)] <= p.height[turn_src(m)]:
            quiets += 1
            if (futile or quiets > late) and best > -SCORE_WIN_BOUND:
                continue
        d = depth - 1 + singular if order[i] == ORDER_TT else depth - 1
        t.pv_len[ply + 1] = 0
        t.played[ply] = m
        if brs:
            brs_make(t, m, ply, &before)
        else:
            do_turn(p, m, &t.undo[ply])
        same = same_team_moves_next(t, side)
        if i == 0:
            s = child(t, same, alpha, beta, d, ply + 1, pv_node)
        else:
            # Late quiet moves get a shallower look first; threats never do.
            r = 0
            if t.shared.reductions and depth >= 3 and i >= 4 and not threats and order[i] < ORDER_KILLER2:
                if param[P_LMR_LOG]:
                    r = LN100[min(depth, 63)] * LN100[min(i, 63)] * param[P_LMR_LOG] // 1000000
                    r = max(1, min(r, depth - 2))
                else:
                    r = 1 if i < 12 else 2
            s = child(t, same, alpha, alpha + 1, d - r, ply + 1, False)
            # No re-search once stopped: a stopped search's score means nothing.
            if s > alpha and r and not t.shared.stop:
                s = child(t, same, alpha, alpha + 1, d, ply + 1, False)
            if pv_node and alpha < s < beta and not t.shared.stop:
                s = child(t, same, alpha, beta, d, ply + 1, True)
        if brs:
            brs_unmake(t, &before)
        else:
            undo_turn(p, &t.undo[ply])
        if t.shared.stop:
            return 0
        if s < beta and ntried < TRIED_MAX and order[i] < ORDER_KILLER2:
            tried[ntried] = m
            ntried += 1
        if s > best:
            best = s
            best_move = m
            if s > alpha:
                alpha = s
                if pv_node and brs:
                    # Past a best-reply layer the line is not a game any more.
                    t.pv[ply][0] = m & ~BRS_SECOND
                    t.pv_len[ply] = 0 if m & BRS_SECOND else 1
                elif pv_node:
                    t.pv[ply][0] = m
                    memcpy(&t.pv[ply][1], &t.pv[ply + 1][0], t.pv_len[ply + 1] * sizeof(Turn))
                    t.pv_len[ply] = t.pv_len[ply + 1] + 1
                if s >= beta:
                    if not threats:
                        reward(t, m, depth, ply, tried, ntried if param[P_HISTORY_MALUS] else 0)
                    break
    if best >= beta:
        bound = BOUND_LOWER
    elif best > alpha0:
        bound = BOUND_EXACT
    else:
        bound = BOUND_UPPER
    if not excluded:        # a result without the table move is not this position's
        tt_save(t.shared.tt, entry, p.key ^ t.key_salt, score_to_tt(best, ply), bound, depth,
                <uint64_t>best_move, EVAL_NONE)
    return best


cdef void sort_roots(RootMove* roots, int n) noexcept nogil:
    # Stable insertion sort on (score, prev_score), best first.
    cdef RootMove tmp
    cdef int i, j
    for i in range(1, n):
        j = i
        while j > 0 and (roots[j].score > roots[j - 1].score or
                         (roots[j].score == roots[j - 1].score and roots[j].prev_score > roots[j - 1].prev_score)):
            memcpy(&tmp, &roots[j], sizeof(RootMove))
            memcpy(&roots[j], &roots[j - 1], sizeof(RootMove))
            memcpy(&roots[j - 1], &tmp, sizeof(RootMove))
            j -= 1


cdef int search_root(Thread* t, int alpha, int beta, int depth) noexcept nogil:
    cdef Position* p = &t.pos
    cdef int best = -SCORE_INF, s, i
    cdef RootMove* rm
    t.nodes += 1
    for i in range(t.pv_index, t.nroots):
        rm = &t.roots[i]
        t.seldepth = 0
        t.pv_len[1] = 0
        t.played[0] = rm.turn
        do_turn(p, rm.turn, &t.undo[0])
        if turn_wins(rm.turn):
            s = SCORE_WIN - 1
        elif i == t.pv_index:
            s = child(t, same_team_moves_next(t, t.root_side), alpha, beta, depth - 1, 1, True)
        else:
            s = child(t, same_team_moves_next(t, t.root_side), alpha, alpha + 1, depth - 1, 1, False)
            if alpha < s < beta and not t.shared.stop:
                s = child(t, same_team_moves_next(t, t.root_side), alpha, beta, depth - 1, 1, True)
        undo_turn(p, &t.undo[0])
        if t.shared.stop:
            break
        if i == t.pv_index or s > alpha:
            rm.score = s
            rm.seldepth = t.seldepth
            rm.bound = BOUND_EXACT
            if s <= alpha:
                rm.bound = BOUND_UPPER
            elif s >= beta:
                rm.bound = BOUND_LOWER
            rm.pv[0] = rm.turn
            memcpy(&rm.pv[1], &t.pv[1][0], t.pv_len[1] * sizeof(Turn))
            rm.pv_len = t.pv_len[1] + 1
        else:
            rm.score = -SCORE_INF
        if s > best:
            best = s
        if s > alpha:
            alpha = s
            if s >= beta:
                break
    sort_roots(t.roots + t.pv_index, t.nroots - t.pv_index)
    return best


cdef void iterate(Thread* t, int depth, int multipv) noexcept nogil:
    """One iteration at `depth` for the first `multipv` lines, with aspiration windows."""
    cdef int i, alpha, beta, delta, s, prev
    for i in range(t.nroots):
        t.roots[i].prev_score = t.roots[i].score
        t.roots[i].score = -SCORE_INF
    if multipv > t.nroots:
        multipv = t.nroots
    for t.pv_index in range(multipv):
        prev = t.roots[t.pv_index].prev_score
        delta = 40
        if depth >= 4 and -SCORE_WIN_BOUND < prev < SCORE_WIN_BOUND:
            alpha = max(prev - delta, -SCORE_INF)
            beta = min(prev + delta, SCORE_INF)
        else:
            alpha = -SCORE_INF
            beta = SCORE_INF
        while True:
            s = search_root(t, alpha, beta, depth)
            if t.shared.stop:
                break
            if s <= alpha:
                beta = (alpha + beta) // 2
                alpha = max(s - delta, -SCORE_INF)
            elif s >= beta:
                beta = min(s + delta, SCORE_INF)
            else:
                break
            delta += delta
        if t.shared.stop:
            break
        sort_roots(t.roots, t.pv_index + 1)
    if not t.shared.stop:
        t.completed_depth = depth


cdef void helper_loop(Thread* t, int max_depth) noexcept nogil:
    """Lazy SMP helper: deepen until stopped; odd helpers skip ahead a ply.

    A helper that completes the last depth ends the search: its result is
    as good as the main thread's would be, and comes sooner.
    """
    cdef int depth = 1 + (t.id & 1)
    while not t.shared.stop and depth <= max_depth:
        iterate(t, depth, 1)
        if t.completed_depth == max_depth:
            t.shared.stop = 1
        depth += 1
