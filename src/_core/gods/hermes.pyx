# Hermes: instead of the ordinary turn, his workers may make any number of
# moves that keep their level (both workers, switching between them), then
# the worker selected last builds.  A walk is known by its outcome (where the
# workers end, where the build is); its canonical token is the legal
# spelling with the fewest steps, then the ASCII-smallest, found by one
# breadth-first search over spellings per position (spell).  parse checks a
# spelling of any length step by step.  Every step is a move: the directions
# a restriction bars (Hippolyta's, Aeolus' wind) hold each of them, per worker
# (genkit.worker_levels of the square it started on).  Which walker ends where is
# part of a walk's outcome only for a male/female pair (gendered); Adonis' binding of one
# walker (Limits.bound) asks whether some way of walking the outcome ends it next to
# his worker, so the turn is written with the walkers going where the binding is kept
# if they can (bound_walker), and spelled by the best of those ways.  Against Eris, who
# marks the workers that moved (Limits.movers_told), which walkers moved is part of the
# outcome too (a walk back home moves its walker): gen_walk_states, pack_marked.
# Charybdis' whirlpools (Limits.whirls) carry a walker between two steps: a step is one of
# the walk's if it ends on the walker's level once carried, whatever the entering move
# (whirl_step; the token writes the square moved onto), and a walker on level 3 carried
# onto a level-3 exit wins there; Persephone reads a climb of an entering move
# (gen_walk_states, and walk_spellings' climbed dimension).  A step into Tartarus' Abyss
# (Limits.pit) ends the walk there, no build: the walks go on from no arrangement with a
# walker on it, and each arrangement a step into it reaches is a turn of its own (pack_fall;
# he plays 2 players, so no Eris, whirlpool, charm or binding meets it).
from libc.stdint cimport uint16_t
from libc.stdlib cimport malloc, free
from libc.string cimport memcpy

from santorini._core.bitboard cimport Bitboard, popcount, lsb, square_bb, neighbours
from santorini._core.genkit cimport (
    emit, gen_moves_from, barred_squares, worker_levels, step_targets, step_landing, carried_to, MOVE_SKIP_LEVEL,
)
from santorini._core.god cimport (
    God, Gen, Limits, Spelling, god_defaults, spell_steps, MAX_SPELLING, GOD_CHARM_AWARE,
    SPELL_MOVE, SPELL_BUILD, SPELL_SWITCH,
)
from santorini._core.movegen cimport charm_zone, gather_limits, climb_demanded
from santorini._core.position cimport Position, seat_workers
from santorini._core.turn cimport (
    Turn, header, step, turn_won_move, turn_dst, step_kind, step_square, name_order, MAX_STEPS, STEP_END,
    STEP_MOVE, STEP_SWAP, STEP_SELECT, STEP_BUILD, STEP_PLACE, STEP_DISPLACE, STEP_TO, NO_TURN, win_flag,
    STEPS_SHIFT, STEP_BITS, BLD_SHIFT,
)

# A token as the BFS compares it: the start square's name rank, then one
# code per step, (step character << 8) | name rank of its square.  Tokens of
# the same length compare like the strings they print as.
cdef enum:
    CHAR_SWITCH = 44        # ','
    CHAR_MOVE = 45          # '-'
    CHAR_BUILD = 94         # '^'
    NSTATES = 25 * 25 * 2 * 4   # (square of worker A, square of worker B, selected, which moved)
    OUTCOMES = 25 * 25 * 25 * 4 # (square of A, square of B, build, which moved)
    ARRANGEMENTS = 25 * 25 * 4  # arrangement_index's range: the outcomes of the walks that win
    WALK_STATES = ARRANGEMENTS * 2      # gen_walk_states': an arrangement, climbed yet
    WINS = 25               # whirl_step's code for a step that wins: the end square + WINS

ctypedef struct Token:
    int n                   # codes used, start included
    uint16_t code[MAX_SPELLING]


cdef Turn pack_walk(const Position* p, Bitboard start, Bitboard end, int build) noexcept nogil:
    """The canonical walk turn: left squares paired with reached squares of the
    same level (in square order when both levels agree), then the build."""
    cdef Bitboard left = start & ~end
    cdef Bitboard came = end & ~start
    cdef int l1, l2, c1, c2
    if not left:
        return header(0, 0, build) | step(0, STEP_BUILD, build)
    l1 = lsb(left)
    c1 = lsb(came)
    if popcount(left) == 1:
        return (header(l1, c1, build) | step(0, STEP_MOVE, c1) | step(1, STEP_BUILD, build))
    l2 = lsb(left & (left - 1))
    c2 = lsb(came & (came - 1))
    if p.height[l1] != p.height[c1]:
        c1, c2 = c2, c1
    return (header(l1, c1, build) | step(0, STEP_MOVE, c1) | step(1, STEP_SELECT, l2)
            | step(2, STEP_MOVE, c2) | step(3, STEP_BUILD, build))


cdef Turn pack_fall(const Position* p, int a, int b, int qa, int qb, int pit) noexcept nogil:
    """The walk that ends with a step into the Abyss (pit, one of qa and qb), the walkers from
    a and b ending on qa and qb, alike: the other walker's move first, if it ends off both
    starts (each walker paired with an end on its level, as pack_walk pairs them), then the
    fall, the last step (movegen judges the turn there)."""
    cdef int stays = qb if qa == pit else qa
    if a == b or stays == a or stays == b:      # (a single worker is both walkers)
        return header(b if stays == a else a, pit, 0) | step(0, STEP_MOVE, pit)
    if p.height[a] != p.height[stays] or p.height[b] != p.height[pit]:
        a, b = b, a
    return header(a, stays, 0) | step(0, STEP_MOVE, stays) | step(1, STEP_SELECT, b) | step(2, STEP_MOVE, pit)


cdef Turn pack_pair(int a, int b, int qa, int qb, int build) noexcept nogil:
    """The walk turn of a male/female pair (Selene's teammate): which worker ends where
    matters, so the steps carry each to its square (a swap when they trade places)."""
    cdef Turn t = step(0, STEP_BUILD, build) if a == qa and b == qb else 0
    if a == qa and b == qb:
        return header(0, 0, build) | t
    if b == qb or a == qa:
        if a == qa:
            a, qa = b, qb
        return header(a, qa, build) | step(0, STEP_MOVE, qa) | step(1, STEP_BUILD, build)
    if qa == b and qb == a:
        return header(a, b, build) | step(0, STEP_SWAP, b) | step(1, STEP_BUILD, build)
    if qa == b:             # b leaves the square a comes to first
        a, b, qa, qb = b, a, qb, qa
    return (header(a, qa, build) | step(0, STEP_MOVE, qa) | step(1, STEP_SELECT, b)
            | step(2, STEP_MOVE, qb) | step(3, STEP_BUILD, build))


cdef Turn pack_marked(const Position* p, int a, int b, int qa, int qb, int moved, bint pair,
                      int build) noexcept nogil:
    """A walk told by the walkers that moved (Eris' mark): the one from a ends on qa, from b
    on qb, those in `moved` (bit 0: a's, bit 1: b's) with a move each, a walk back home a
    move onto its own square.  Two walkers alike that both moved on one level are written with
    the one from a going to the lower square: either way leaves one board and one mark."""
    if moved == 0:
        return header(0, 0, build) | step(0, STEP_BUILD, build)
    if a == b:              # a single worker
        return header(a, qa, build) | step(0, STEP_MOVE, qa) | step(1, STEP_BUILD, build)
    if moved == 3 and not pair and qb < qa and p.height[a] == p.height[b]:
        qa, qb = qb, qa
    if moved != 3:
        if moved == 2:
            a, qa = b, qb
        return header(a, qa, build) | step(0, STEP_MOVE, qa) | step(1, STEP_BUILD, build)
    if qa == b and qb == a:     # a swap moves the one; the other's move onto its own square marks it
        return (header(a, b, build) | step(0, STEP_SWAP, b) | step(1, STEP_SELECT, a) | step(2, STEP_MOVE, a)
                | step(3, STEP_BUILD, build))
    if qa == b:             # b leaves the square a comes to first
        a, b, qa, qb = b, a, qb, qa
    return (header(a, qa, build) | step(0, STEP_MOVE, qa) | step(1, STEP_SELECT, b)
            | step(2, STEP_MOVE, qb) | step(3, STEP_BUILD, build))


cdef inline int mark_moved(const Limits* lim, int a, int b, int qa, int qb, int moved, bint pair) noexcept nogil:
    """Which walkers moved, as Eris' mark tells walks apart (0 where no card does): none for a
    walk that leaves the board and her mark as they were (those that moved, back home or
    trading places, are the ones she marks now), since a turn moving nobody leaves them so."""
    cdef Bitboard own = square_bb(a) | square_bb(b), ends = square_bb(qa) | square_bb(qb), went
    if not lim.movers_told:
        return 0
    went = (square_bb(qa) if moved & 1 else 0) | (square_bb(qb) if moved & 2 else 0)
    if ((qa == a and qb == b) or (not pair and ends == own)) and went == lim.marked & own:
        return 0
    return moved


cdef inline int marks_ordered(int qa, int qb, int moved) noexcept nogil:
    """The moved bits in the order of the squares (bit 0: the lower one's walker)."""
    return moved if qa <= qb else ((moved & 1) << 1) | (moved >> 1)


cdef inline int arrangement_index(int qa, int qb, bint pair, int moved) noexcept nogil:
    """0 to 2499, an arrangement of the walkers: where they end (which one where only for a
    pair) and which of them moved (`moved`: bit 0 the one on qa, bit 1 on qb; 0 but against
    Eris)."""
    if pair:
        return (qa * 25 + qb) * 4 + moved
    return (min(qa, qb) * 25 + max(qa, qb)) * 4 + marks_ordered(qa, qb, moved)


cdef inline int second_worker(Bitboard own) noexcept nogil:
    """The square-order second of the side's workers, or its first when it has one left (a
    single worker is both walkers)."""
    return lsb(own & (own - 1)) if popcount(own) > 1 else lsb(own)


cdef inline bint gendered(const Position* p, Bitboard own) noexcept nogil:
    return (p.female & own) != 0 and (own & (own - 1)) != 0


cdef inline Bitboard walk_blocked(const Gen* g) noexcept nogil:
    return g.p.dome | (g.p.occ & ~g.own)


cdef inline bint bound_walker(const Limits* lim, Bitboard own) noexcept nogil:
    """Does Adonis' binding follow one of two walkers?"""
    return lim.bound != 0 and (own & (own - 1)) != 0 and ((own >> (lim.bound - 1)) & 1) != 0


cdef inline bint keeps_bound(const Limits* lim, int a, int qa, int qb) noexcept nogil:
    """With the walkers from a (the square-order first) and b ending on qa and qb, does the
    bound one end next to a worker it is bound to?"""
    return (neighbours(qa if lim.bound - 1 == a else qb) & lim.bound_to) != 0


cdef void emit_walk(Gen* g, int a, int b, int qa, int qb, bint told, int moved=-1) noexcept nogil:
    """Workers ended on qa, qb (the one from a on qa when `told`): one build next to either;
    `moved` (0-3, against Eris) the walkers that moved, as pack_marked writes them."""
    cdef const Position* p = g.p
    cdef Bitboard end = square_bb(qa) | square_bb(qb)
    cdef Bitboard cand = (neighbours(qa) | neighbours(qb)) & ~(walk_blocked(g) | end)
    cand &= ~(g.lim.no_build & ~p.ge[3])
    if g.out == NULL:
        g.n += popcount(cand)
        return
    while cand:
        if moved >= 0:
            emit(g, pack_marked(p, a, b, qa, qb, moved, told, lsb(cand)))
        elif told:
            emit(g, pack_pair(a, b, qa, qb, lsb(cand)))
        else:
            emit(g, pack_walk(p, g.own, end, lsb(cand)))
        cand &= cand - 1


cdef inline Turn as_win(Turn t) noexcept nogil:
    """A packed walk, its build last, as the walk that wins instead of building."""
    cdef int i = 0
    while i + 1 < MAX_STEPS and step_kind(t, i + 1) != STEP_END:
        i += 1
    return (t & ~((<Turn>0x1FF) << (STEPS_SHIFT + STEP_BITS * i)) & ~((<Turn>31) << BLD_SHIFT)) | win_flag()


cdef Turn won_walk(const Position* p, Bitboard own, int a, int b, int qa, int qb, bint told,
                   int moved) noexcept nogil:
    """The walk that wins with the workers on qa and qb (emit_walk's arguments): packed as
    that walk without its build.  One that leaves every worker where it was is a move of the
    one from a onto its own square."""
    cdef Turn t
    if moved >= 0:
        t = pack_marked(p, a, b, qa, qb, moved, told, 0)
    elif told:
        t = pack_pair(a, b, qa, qb, 0)
    else:
        t = pack_walk(p, own, square_bb(qa) | square_bb(qb), 0)
    if step_kind(t, 0) == STEP_BUILD:
        t = header(a, a, 0) | step(0, STEP_MOVE, a) | step(1, STEP_BUILD, 0)
    return as_win(t)


cdef inline int enqueue(bint seen[25][25], int* queue_a, int* queue_b, int tail, int qa, int qb) noexcept nogil:
    """Add the arrangement (qa, qb) to the walk queue once; returns the new tail."""
    if seen[qa][qb]:
        return tail
    seen[qa][qb] = True
    queue_a[tail] = qa
    queue_b[tail] = qb
    return tail + 1


cdef inline int enqueue_state(bint* seen, int* queue, int tail, int state) noexcept nogil:
    """Add a state of gen_walk_states to its queue once; returns the new tail."""
    if seen[state]:
        return tail
    seen[state] = True
    queue[tail] = state
    return tail + 1


cdef inline Bitboard level_of(const Position* p, int sq) noexcept nogil:
    return p.ge[p.height[sq]] & ~p.ge[p.height[sq] + 1]


cdef inline bint charm_kept(const Limits* lim, Bitboard zone, int start, int end) noexcept nogil:
    return start == end or not (lim.charmed >> start) & 1 or (zone >> end) & 1


cdef inline bint arrangement_charmed(const Limits* lim, Bitboard zone, int a, int b, int qa, int qb) noexcept nogil:
    """May the walkers from a and b stand on qa and qb under Aphrodite's charm (no charm: yes)?"""
    return not lim.charmed or (charm_kept(lim, zone, a, qa) and charm_kept(lim, zone, b, qb))


ctypedef struct Walkers:
    int a                   # the square-order first worker
    int b                   # the second (a single worker is both)
    Bitboard level[2]       # the squares of each one's level it may step onto (none: it may not move)
    int levels[2]           # each one's barred directions (genkit.worker_levels)
    Bitboard zone           # Aphrodite's charm zone (0 without a charm)
    bint moves[2]           # may each one move?
    Bitboard opponents      # the squares of the other sides' workers


cdef inline Walkers walkers_of(const Gen* g) noexcept nogil:
    """The two walkers of the seat to act, and what limits their steps."""
    cdef Walkers w
    cdef Bitboard free = ~walk_blocked(g)
    w.a = lsb(g.own)
    w.b = second_worker(g.own)
    w.level[0] = level_of(g.p, w.a) & free if (g.movers >> w.a) & 1 else 0
    w.level[1] = level_of(g.p, w.b) & free if (g.movers >> w.b) & 1 else 0
    w.levels[0] = worker_levels(&g.lim, w.a)
    w.levels[1] = worker_levels(&g.lim, w.b)
    w.zone = charm_zone(g.p, &g.lim) if g.lim.charmed else 0
    w.moves[0] = (g.movers >> w.a) & 1
    w.moves[1] = (g.movers >> w.b) & 1
    w.opponents = g.p.occ & ~g.own
    return w


cdef inline Bitboard walker_steps(const Walkers* w, int i, int at, int other) noexcept nogil:
    """Where walker i (0: the one from a, 1: from b) standing on `at` may step, the other
    standing on `other`."""
    return neighbours(at) & w.level[i] & ~square_bb(other) & ~barred_squares(at, w.levels[i])


cdef inline int whirl_step(const Position* p, const Limits* lim, int at, int v, Bitboard others) noexcept nogil:
    """Where a walker on `at` stepping onto v ends (genkit.step_landing), plus WINS if the step
    wins there; -1 if it ends off its level (no step of a walk)."""
    cdef bint wins
    cdef int end = step_landing(p, lim, at, v, others, &wins)
    if p.height[end] != p.height[at]:
        return -1
    return end + WINS if wins else end


ctypedef struct WalkSteps:
    Bitboard ends[2]        # where the walker's steps end on its level: [entering move no climb, a climb]
    Bitboard wins[2]        # where its steps win, as ends


cdef inline void whirl_walker_steps(const Position* p, const Limits* lim, const Walkers* w, int i, int at,
                                    int other, WalkSteps* out) noexcept nogil:
    """walker_steps where whirlpools carry the walkers (Limits.whirls; other -1: a single
    worker): its plain steps onto the squares with no whirlpool, then whirl_step's onto each
    whirlpool."""
    cdef Bitboard others = w.opponents | (square_bb(other) if other >= 0 else 0), entries
    cdef int v, code
    cdef bint up
    out.ends[0] = walker_steps(w, i, at, other if other >= 0 else at) & ~lim.whirls
    out.ends[1] = 0
    out.wins[0] = 0
    out.wins[1] = 0
    entries = step_targets(p, at, w.levels[i]) & lim.whirls & ~others if w.moves[i] else 0
    while entries:
        v = lsb(entries)
        entries &= entries - 1
        code = whirl_step(p, lim, at, v, others)
        if code < 0:
            continue
        up = p.height[v] > p.height[at]
        if code >= WINS:
            out.wins[up] |= square_bb(code - WINS)
        else:
            out.ends[up] |= square_bb(code)


cdef inline int whirl_state(int qa, int qb, int moved, int climbed) noexcept nogil:
    return ((qa * 25 + qb) * 4 + moved) * 2 + climbed


cdef void gen_walk_states(Gen* g) noexcept nogil:
    """gen_walks where an arrangement is not the whole outcome: against Eris (Limits.movers_told)
    which walkers moved, a walk back home moving its walker; where whirlpools carry the walkers,
    whether they climbed yet if Persephone demands a climb, and the walks that win (not by a
    single move: the ordinary turns list those).  Each outcome is listed once, as its states
    (where each walker ends, which moved, climbed yet) reach it."""
    cdef const Position* p = g.p
    cdef Walkers w = walkers_of(g)
    cdef int a = w.a, b = w.b, n = 2 if w.b != w.a else 1
    cdef bint pair = gendered(p, g.own), told = g.lim.movers_told, climb = g.climb_only
    cdef bint seen[WALK_STATES]
    cdef bint listed[ARRANGEMENTS]
    cdef bint won[ARRANGEMENTS]
    cdef int queue[WALK_STATES]
    cdef int head = 0, tail = 1, i, j, s, qa, qb, moved, c, up, to, na, nb, nmoved, key, m
    cdef Bitboard ends
    cdef WalkSteps st
    for i in range(WALK_STATES):
        seen[i] = False
    for i in range(ARRANGEMENTS):
        listed[i] = False
        won[i] = False
    queue[0] = whirl_state(a, b, 0, 0)
    seen[queue[0]] = True
    while head < tail:
        s = queue[head]
        head += 1
        c = s % 2
        moved = (s // 2) % 4
        qa, qb = s // 200, (s // 8) % 25
        if not climb or c:
            m = mark_moved(&g.lim, a, b, qa, qb, moved, pair)
            key = arrangement_index(qa, qb, pair, m)
            if not listed[key] and arrangement_charmed(&g.lim, w.zone, a, b, qa, qb):
                listed[key] = True
                emit_walk(g, a, b, qa, qb, pair, m if told else -1)
        for i in range(n):
            whirl_walker_steps(p, &g.lim, &w, i, qa if i == 0 else qb, (qb if i == 0 else qa) if n == 2 else -1, &st)
            for up in range(2):
                for j in range(2):
                    ends = st.ends[up] if j == 0 else st.wins[up]
                    while ends:
                        to = lsb(ends)
                        ends &= ends - 1
                        na = to if i == 0 or n == 1 else qa
                        nb = to if i == 1 or n == 1 else qb
                        nmoved = (moved | (3 if n == 1 else 1 << i)) if told else 0
                        if j == 0:
                            tail = enqueue_state(seen, queue, tail, whirl_state(na, nb, nmoved, (c | up) if climb else 0))
                            continue
                        if climb and not (c or up):
                            continue
                        m = mark_moved(&g.lim, a, b, na, nb, nmoved, pair)
                        key = arrangement_index(na, nb, pair, m)
                        if won[key]:
                            continue
                        won[key] = True
                        if s != queue[0] and arrangement_charmed(&g.lim, w.zone, a, b, na, nb):
                            if g.out == NULL:
                                g.n += 1
                            else:
                                emit(g, won_walk(p, g.own, a, b, na, nb, pair, m if told else -1))


cdef void gen_walks(Gen* g) noexcept nogil:
    """Every arrangement reachable by same-level steps of both workers.  The
    workers are alike, so an arrangement is listed once; under Aphrodite's
    charm, when either worker may stand on either square legally."""
    cdef const Position* p = g.p
    cdef Walkers w = walkers_of(g)
    cdef int a = w.a, b = w.b
    cdef Bitboard zone = w.zone
    cdef bint seen[25][25]
    cdef bint listed[25][25]     # arrangements as unordered pairs: the workers are alike
    cdef int queue_a[625]
    cdef int queue_b[625]
    cdef int head = 0, tail = 0, qa, qb, la, lb
    cdef bint pair = gendered(p, g.own)
    cdef bint bound = not pair and bound_walker(&g.lim, g.own)
    cdef Bitboard steps
    for qa in range(25):
        for qb in range(25):
            seen[qa][qb] = False
            listed[qa][qb] = False
    seen[a][b] = True
    queue_a[0] = a
    queue_b[0] = b
    tail = 1
    while head < tail:
        qa = queue_a[head]
        qb = queue_b[head]
        head += 1
        # A male/female pair is told apart: each order of the two squares is its own outcome.
        la, lb = (qa, qb) if pair else (min(qa, qb), max(qa, qb))
        if (g.lim.pit >> qa) & 1 or (g.lim.pit >> qb) & 1:
            # A walker stepped into the Abyss: the walk ends there, no build.
            if not listed[la][lb]:
                listed[la][lb] = True
                emit(g, pack_fall(p, a, b, qa, qb, qa if (g.lim.pit >> qa) & 1 else qb))
            continue
        if (not bound and not listed[la][lb]
                and arrangement_charmed(&g.lim, zone, a, b, qa, qb)):
            listed[la][lb] = True
            emit_walk(g, a, b, qa, qb, pair)
        if b == a:          # a single worker (a power removed the other): it is both
            steps = walker_steps(&w, 0, qa, qa)
            while steps:
                tail = enqueue(seen, queue_a, queue_b, tail, lsb(steps), lsb(steps))
                steps &= steps - 1
            continue
        steps = walker_steps(&w, 0, qa, qb)
        while steps:
            tail = enqueue(seen, queue_a, queue_b, tail, lsb(steps), qb)
            steps &= steps - 1
        steps = walker_steps(&w, 1, qb, qa)
        while steps:
            tail = enqueue(seen, queue_a, queue_b, tail, qa, lsb(steps))
            steps &= steps - 1
    if bound:
        list_bound_walks(g, a, b, seen, queue_a, queue_b, tail, zone)


cdef void list_bound_walks(Gen* g, int a, int b, bint seen[25][25], const int* queue_a, const int* queue_b,
                           int tail, Bitboard zone) noexcept nogil:
    """Each arrangement the walks reach once, in the order they were reached, the walkers
    going where Adonis' binding is kept if one of the ways they were reached keeps it."""
    cdef bint listed[25][25]
    cdef int i, qa, qb, la, lb
    cdef bint straight, crossed
    for qa in range(25):
        for qb in range(25):
            listed[qa][qb] = False
    for i in range(tail):
        qa = queue_a[i]
        qb = queue_b[i]
        la, lb = min(qa, qb), max(qa, qb)
        if listed[la][lb]:
            continue
        listed[la][lb] = True
        straight = arrangement_charmed(&g.lim, zone, a, b, qa, qb)
        crossed = seen[qb][qa] and arrangement_charmed(&g.lim, zone, a, b, qb, qa)
        if crossed and not (straight and keeps_bound(&g.lim, a, qa, qb)) and (
                keeps_bound(&g.lim, a, qb, qa) or not straight):
            emit_walk(g, a, b, qb, qa, True)
        elif straight:
            emit_walk(g, a, b, qa, qb, True)


cdef void gen(Gen* g) noexcept nogil:
    cdef Bitboard workers = g.movers
    cdef Bitboard zone = charm_zone(g.p, &g.lim) if g.lim.charmed else 0
    cdef int src, i, kept
    while workers:
        src = lsb(workers)
        workers &= workers - 1
        kept = g.n
        gen_moves_from(g, src, 0, 0, MOVE_SKIP_LEVEL)   # walks list same-level moves
        if g.lim.charmed and (g.lim.charmed >> src) & 1 and g.out != NULL:
            for i in range(kept, min(g.n, g.cap)):
                if (zone >> carried_to(g.out[i])) & 1:
                    g.out[kept] = g.out[i]
                    kept += 1
            g.n = kept
    # A walk keeps its level: never a climb, but onto a whirlpool that carries it back there.
    if g.own and (g.lim.whirls or not g.climb_only):
        if g.lim.whirls or g.lim.movers_told:
            gen_walk_states(g)
        else:
            gen_walks(g)


# -- spelling -----------------------------------------------------------------

cdef inline bint token_less(const Token* x, const Token* y) noexcept nogil:
    """x before y: fewer codes, then smaller codes in order."""
    cdef int i
    if x.n != y.n:
        return x.n < y.n
    for i in range(x.n):
        if x.code[i] != y.code[i]:
            return x.code[i] < y.code[i]
    return False


cdef inline int state_index(int qa, int qb, int sel, int moved) noexcept nogil:
    return ((qa * 25 + qb) * 2 + sel) * 4 + moved


cdef inline void offer(Token* tokens, bint* reached, int index, const Token* base, uint16_t code) noexcept nogil:
    cdef Token cand
    if base.n >= MAX_SPELLING:
        return
    memcpy(&cand, base, sizeof(Token))
    cand.code[cand.n] = code
    cand.n += 1
    if not reached[index] or token_less(&cand, &tokens[index]):
        memcpy(&tokens[index], &cand, sizeof(Token))
        reached[index] = True


cdef inline int outcome_index(int qa, int qb, int build, bint pair, int moved) noexcept nogil:
    return arrangement_index(qa, qb, pair, moved) * 25 + build


cdef int walk_spellings(const Position* p, Token* best, bint* found, Token* best_win, bint* found_win,
                        Token* best_fall, bint* found_fall, bint pair) noexcept nogil:
    """best[outcome_index(..., pair, moved)]: the canonical token of every walk outcome (which
    walker ends where told apart if `pair`, which walkers moved against Eris, else moved 0);
    best_win[arrangement_index(...)] those of the walks that win (whirlpools only), best_fall
    those that end with a step into Tartarus' Abyss (moved 0).  Where
    whirlpools carry the walkers and Persephone demands a climb, only walks that climbed.
    Returns -1 when out of memory or when the side has no worker left."""
    cdef Bitboard own = seat_workers(p, p.stm)
    if not own:
        return -1           # lsb(0) is undefined: the walks would index past the tables
    cdef Bitboard blocked = p.dome | (p.occ & ~own)
    cdef int a = lsb(own)
    cdef int b = second_worker(own)
    cdef int nsel = 2 if b != a else 1
    cdef Limits lim
    gather_limits(p, p.stm, -1, &lim)
    cdef bint climb = lim.whirls != 0 and lim.must_climb and climb_demanded(p)
    cdef int nclimb = 2 if climb else 1, nstates = NSTATES * nclimb
    cdef Token* frontier = <Token*>malloc(nstates * sizeof(Token))
    cdef Token* following = <Token*>malloc(nstates * sizeof(Token))
    cdef bint* in_frontier = <bint*>malloc(nstates * sizeof(bint))
    cdef bint* in_following = <bint*>malloc(nstates * sizeof(bint))
    cdef bint* seen = <bint*>malloc(nstates * sizeof(bint))
    cdef int i, qa, qb, sel, here, to, other, key, nfront, moved, stepped, c, nc, v, code, na, nb
    cdef Bitboard builds, moves, others
    cdef Token cand
    cdef Bitboard zone = charm_zone(p, &lim) if lim.charmed else 0
    if frontier == NULL or following == NULL or in_frontier == NULL or in_following == NULL or seen == NULL:
        free(frontier); free(following); free(in_frontier); free(in_following); free(seen)
        return -1
    for i in range(nstates):
        in_frontier[i] = False
        seen[i] = False
    for i in range(OUTCOMES):
        found[i] = False
    for i in range(ARRANGEMENTS):
        found_win[i] = False
        found_fall[i] = False
    for sel in range(nsel):
        i = state_index(a, b, sel, 0) * nclimb
        in_frontier[i] = True
        seen[i] = True
        frontier[i].n = 1
        frontier[i].code[0] = name_order(a if sel == 0 else b)
    nfront = nsel
    while nfront:
        for i in range(nstates):
            in_following[i] = False
        for i in range(nstates):
            if not in_frontier[i]:
                continue
            c = i % nclimb
            qa = i // nclimb // 200
            qb = (i // nclimb // 8) % 25
            sel = (i // nclimb // 4) % 2
            moved = i // nclimb % 4
            here = qa if sel == 0 else qb
            # End here with a build (the charmed workers next to a charmer; a climb if demanded).
            builds = neighbours(here) & ~blocked & ~(square_bb(qa) | square_bb(qb))
            if not arrangement_charmed(&lim, zone, a, b, qa, qb) or (climb and not c):
                builds = 0
            while builds:
                to = lsb(builds)
                builds &= builds - 1
                if frontier[i].n >= MAX_SPELLING:
                    continue
                memcpy(&cand, &frontier[i], sizeof(Token))
                cand.code[cand.n] = (CHAR_BUILD << 8) | name_order(to)
                cand.n += 1
                key = outcome_index(qa, qb, to, pair, mark_moved(&lim, a, b, qa, qb, moved, pair))
                if not found[key] or token_less(&cand, &best[key]):
                    memcpy(&best[key], &cand, sizeof(Token))
                    found[key] = True
            # Or take one more step: a same-level move (whirl_step's, whirlpools carrying), or a switch.
            stepped = (3 if nsel == 1 else 1 << sel) if lim.movers_told else 0
            others = (p.occ & ~own) | ((square_bb(qb if sel == 0 else qa)) if nsel == 2 else 0)
            if lim.whirls:
                moves = step_targets(p, here, worker_levels(&lim, a if sel == 0 else b)) & ~others
            else:
                moves = (neighbours(here) & ~blocked & ~(square_bb(qa) | square_bb(qb)) & level_of(p, here)
                         & ~barred_squares(here, worker_levels(&lim, a if sel == 0 else b)))
            while moves:
                v = lsb(moves)
                moves &= moves - 1
                code = whirl_step(p, &lim, here, v, others) if lim.whirls else v
                if code < 0:
                    continue
                to = code % WINS
                nc = (c | (p.height[v] > p.height[here])) if climb else 0
                na, nb = (to, to) if nsel == 1 else ((to, qb) if sel == 0 else (qa, to))   # a single worker is both
                if (lim.pit >> to) & 1:
                    offer(best_fall, found_fall, arrangement_index(na, nb, pair, 0), &frontier[i],
                          (CHAR_MOVE << 8) | name_order(v))
                    continue
                if code >= WINS:
                    if not climb or nc:
                        offer(best_win, found_win,
                              arrangement_index(na, nb, pair, mark_moved(&lim, a, b, na, nb, moved | stepped, pair)),
                              &frontier[i], (CHAR_MOVE << 8) | name_order(v))
                    continue
                offer(following, in_following, state_index(na, nb, 0 if nsel == 1 else sel, moved | stepped) * nclimb + nc,
                      &frontier[i], (CHAR_MOVE << 8) | name_order(v))
            if nsel == 2:
                other = state_index(qa, qb, 1 - sel, moved) * nclimb + c
                offer(following, in_following, other, &frontier[i],
                      (CHAR_SWITCH << 8) | name_order(qb if sel == 0 else qa))
        # A state reached in fewer steps never needs a longer spelling.
        nfront = 0
        for i in range(nstates):
            in_frontier[i] = in_following[i] and not seen[i]
            if in_frontier[i]:
                seen[i] = True
                memcpy(&frontier[i], &following[i], sizeof(Token))
                nfront += 1
    free(frontier); free(following); free(in_frontier); free(in_following); free(seen)
    return 0


cdef inline int square_of_rank(int rank) noexcept nogil:
    return (rank % 5) * 5 + rank // 5


cdef bint is_walk(const Position* p, Turn t) noexcept nogil:
    """A turn whose moves all keep their level, a whirlpool carrying none (any other turn
    spells as it is): a walk, or one that wins (whirlpools only)."""
    cdef int i, kind, cur = -1
    if step_kind(t, 0) == STEP_PLACE:
        return False
    cur = (<int>(t & 31))
    for i in range(MAX_STEPS):
        kind = step_kind(t, i)
        if kind == STEP_END:
            return True
        if kind == STEP_SELECT:
            cur = step_square(t, i)
        elif kind == STEP_MOVE:
            if p.height[step_square(t, i)] != p.height[cur]:
                return False
            cur = step_square(t, i)
        elif kind == STEP_DISPLACE or kind == STEP_TO:
            return False
    return True


cdef int walk_outcome(Turn t, const Position* p, int* qa, int* qb, int* build) noexcept nogil:
    """Where the side's workers (the square-order first one a, then b) end, and the build;
    returns which of them moved (bit 0: a's, bit 1: b's; both for a single worker)."""
    cdef Bitboard own = seat_workers(p, p.stm)
    cdef int pa = lsb(own)
    cdef int pb = second_worker(own)
    cdef int i, kind, sq, cur = <int>(t & 31), moved = 0
    build[0] = -1
    for i in range(MAX_STEPS):
        kind = step_kind(t, i)
        if kind == STEP_END:
            break
        sq = step_square(t, i)
        if kind == STEP_SELECT:
            cur = sq
        elif kind == STEP_MOVE:
            if pa == cur:
                pa = sq
                moved |= 1
            if pb == cur:
                pb = sq
                moved |= 2
            cur = sq
        elif kind == STEP_SWAP:
            moved |= 1 if pa == cur else 2
            pa, pb = pb, pa
            cur = sq
        elif kind == STEP_BUILD:
            build[0] = sq
    qa[0] = pa
    qb[0] = pb
    return moved


cdef Token* bound_spelling(const Limits* lim, int a, int qa, int qb, int build, Token* best,
                           const bint* found) noexcept nogil:
    """The best way of walking an outcome under Adonis' binding (the walkers told apart in
    best): the one from a on qa as the turn is written, or on qb; only ways that keep the
    binding if the turn keeps it (the binding then demands it of every turn listed)."""
    cdef int straight = outcome_index(qa, qb, build, True, 0), crossed = outcome_index(qb, qa, build, True, 0)
    cdef bint kept = keeps_bound(lim, a, qa, qb)
    cdef Token* token = &best[straight] if found[straight] else NULL
    if found[crossed] and (not kept or keeps_bound(lim, a, qb, qa)) and (
            token == NULL or token_less(&best[crossed], token)):
        token = &best[crossed]
    return token


cdef void spell(const Position* p, const Turn* turns, int n, Spelling* out) noexcept nogil:
    if n == 0:
        return              # a finished game (its side may have no worker left) spells nothing
    cdef Token* best = <Token*>malloc(OUTCOMES * sizeof(Token))
    cdef bint* found = <bint*>malloc(OUTCOMES * sizeof(bint))
    cdef Token* best_win = <Token*>malloc(ARRANGEMENTS * sizeof(Token))
    cdef bint* found_win = <bint*>malloc(ARRANGEMENTS * sizeof(bint))
    cdef Token* best_fall = <Token*>malloc(ARRANGEMENTS * sizeof(Token))
    cdef bint* found_fall = <bint*>malloc(ARRANGEMENTS * sizeof(bint))
    cdef int i, j, qa, qb, build, code, moved, index
    cdef Token* token
    cdef Bitboard own = seat_workers(p, p.stm)
    cdef Limits lim
    gather_limits(p, p.stm, -1, &lim)
    cdef bint pair = gendered(p, own)
    cdef bint bound = not pair and bound_walker(&lim, own)
    cdef bint ready = (best != NULL and found != NULL and best_win != NULL and found_win != NULL
                       and best_fall != NULL and found_fall != NULL
                       and walk_spellings(p, best, found, best_win, found_win, best_fall, found_fall,
                                          pair or bound) == 0)
    for i in range(n):
        spell_steps(turns[i], &out[i])
        if not ready or not is_walk(p, turns[i]):
            continue
        moved = walk_outcome(turns[i], p, &qa, &qb, &build)
        moved = mark_moved(&lim, lsb(own), second_worker(own), qa, qb, moved, pair)
        if turn_won_move(turns[i]):
            index = arrangement_index(qa, qb, pair, moved)
            token = &best_win[index] if found_win[index] else NULL
        elif (lim.pit >> qa) & 1 or (lim.pit >> qb) & 1:
            index = arrangement_index(qa, qb, pair, 0)
            token = &best_fall[index] if found_fall[index] else NULL
        else:
            index = outcome_index(qa, qb, build, pair, moved)
            token = bound_spelling(&lim, lsb(own), qa, qb, build, best, found) if bound else (
                &best[index] if found[index] else NULL)
        if token == NULL:
            continue
        out[i].start = square_of_rank(token.code[0])
        out[i].n = token.n - 1
        for j in range(1, token.n):
            code = token.code[j] >> 8
            out[i].kind[j - 1] = (SPELL_MOVE if code == CHAR_MOVE else
                                  SPELL_SWITCH if code == CHAR_SWITCH else SPELL_BUILD)
            out[i].square[j - 1] = square_of_rank(token.code[j] & 255)
            out[i].dome[j - 1] = False
    free(best)
    free(found)
    free(best_win)
    free(found_win)
    free(best_fall)
    free(found_fall)


cdef Turn parse(const Position* p, const Spelling* s) noexcept nogil:
    """A spelling of a walk with any number of steps, or a switch before an
    ordinary move; the turn it spells or NO_TURN.  Legality of the outcome
    is checked by the caller against the generated turns."""
    cdef Bitboard own = seat_workers(p, p.stm)
    cdef Bitboard blocked = p.dome | (p.occ & ~own)
    cdef Bitboard workers = own
    cdef int cur = s.start, first_mover = -1, i, sq, land, build = -1, moves = 0
    cdef int a = lsb(own)
    cdef int b = second_worker(own)
    cdef int pa = a, pb = b           # where each worker stands (a male/female pair is told apart)
    cdef int moved = 0                # which of them moved (Eris' mark: pack_marked)
    cdef bint level_changed = False, won = False, climbed = False
    cdef Limits lim
    gather_limits(p, p.stm, -1, &lim)
    if cur < 0 or not (own >> cur) & 1:
        return NO_TURN
    for i in range(s.n):
        sq = s.square[i]
        if build >= 0 or won:
            return NO_TURN                  # the build (or a win) ends the turn
        if s.kind[i] == SPELL_SWITCH:
            if level_changed or sq == cur or not (workers >> sq) & 1:
                return NO_TURN
            cur = sq
        elif s.kind[i] == SPELL_MOVE:
            if level_changed or not (neighbours(cur) >> sq) & 1 or ((blocked | workers) >> sq) & 1:
                return NO_TURN
            if (barred_squares(cur, worker_levels(&lim, a if pa == cur else b)) >> sq) & 1:
                return NO_TURN              # a direction the step may not take
            land = sq
            if lim.whirls:
                # A whirlpool may carry it: its level is where it lands (whirl_step).
                if not (step_targets(p, cur, worker_levels(&lim, a if pa == cur else b)) >> sq) & 1:
                    return NO_TURN
                land = step_landing(p, &lim, cur, sq, (p.occ & ~own) | (workers & ~square_bb(cur)), &won)
                climbed = climbed or p.height[sq] > p.height[cur]
            if p.height[land] != p.height[cur]:
                if first_mover >= 0:
                    return NO_TURN          # only a first move may change level
                level_changed = True
            if first_mover < 0:
                first_mover = cur
            moves += 1
            workers = (workers & ~square_bb(cur)) | square_bb(land)
            if pa == cur:
                pa = land
                moved |= 1
            if pb == cur:           # (a single worker is both)
                pb = land
                moved |= 2
            cur = land
            if (lim.pit >> land) & 1:
                # Into Tartarus' Abyss: the turn ends with this step.
                return pack_fall(p, a, b, pa, pb, land) if i == s.n - 1 else NO_TURN
        elif s.kind[i] == SPELL_BUILD and not s.dome[i]:
            if not (neighbours(cur) >> sq) & 1 or ((blocked | workers) >> sq) & 1:
                return NO_TURN
            build = sq
        else:
            return NO_TURN
    if lim.whirls and lim.must_climb and not climbed and climb_demanded(p):
        return NO_TURN
    if level_changed or (won and moves == 1):
        if build < 0:
            return header(first_mover, cur, 0) | step(0, STEP_MOVE, cur) | win_flag()
        return header(first_mover, cur, build) | step(0, STEP_MOVE, cur) | step(1, STEP_BUILD, build)
    if won:
        return won_walk(p, own, a, b, pa, pb, gendered(p, own),
                        mark_moved(&lim, a, b, pa, pb, moved, gendered(p, own)) if lim.movers_told else -1)
    if build < 0:
        return NO_TURN
    if lim.movers_told:
        return pack_marked(p, a, b, pa, pb, mark_moved(&lim, a, b, pa, pb, moved, gendered(p, own)), gendered(p, own),
                           build)
    if gendered(p, own):
        return pack_pair(a, b, pa, pb, build)
    return pack_walk(p, own, workers, build)


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.flags |= GOD_CHARM_AWARE
    g.gen = gen
    g.count = NULL
    g.spell = spell
    g.parse = parse
