# Every legal turn of the seat to act, as packed integers (turn.pxd), from
# its god's hooks (god.pxd).  A turn is complete: a move and its build(s), a
# winning move alone, or a placement.  A seat whose list is empty has lost
# (or, with 3 players, is out).  Placement is the same for every god (and the
# Golden Fleece's Ram is placed like a worker, by a turn of its own).
from libc.stdlib cimport malloc, free, qsort
from libc.stdint cimport uint64_t
from libc.string cimport memset, memcpy

from santorini._core.bitboard cimport Bitboard, BOARD_MASK, popcount, lsb, square_bb, neighbours
from santorini._core.genkit cimport empty_squares, step_targets, worker_levels, whirl_exit, arrives_winning
from santorini._core.god cimport (
    God, Gen, Limits, Spelling, STAGE_ALL, STAGE_FIRST, STAGE_REST, VERDICT_DEFERRED, VERDICT_CLIMBS,
    VERDICT_BOUND, GOD_BUILDS_BACK, GOD_CHARM_AWARE, GOD_RESTRICTS_BY_TURN, GOD_RESTRICTS_ALL, GOD_JUDGED_ALWAYS,
    CONDITION_OFF, god_of, card_of, watcher_of, spell_steps, hidden_from,
    SPELL_MOVE, SPELL_BUILD, SPELL_SWITCH, SPELL_PLACE, SPELL_FORCE, SPELL_REMOVE, SPELL_PASS, SPELL_RAM, SPELL_KILL, SPELL_BIND, SPELL_TOKEN,
    SPELL_ORIENT, SPELL_DRAW, SPELL_ABYSS, SPELL_FATE, SPELL_KINDS, orienting_seat, seen_by,
)
from santorini._core.gods.orient cimport orient_step, orient_spelling
from santorini._core.fleece cimport ram_to_place
from santorini._core.position cimport (
    Position, TurnFacts, NO_WINNER, MAX_WORKERS, RULE_CHRONUS_IN_EXTRA, RULE_ORIGINAL_TEXT, side_to_move, placer, seat_workers, seats_workers,
)
from santorini._core.steps cimport applying, apply_step
from santorini._core.turn cimport (
    Turn, make_placement, turn_src, turn_dst, turn_wins, header, name_order, STEPS_SHIFT, STEP_BITS, STEP_BUILD, STEP_DOME, step_kind, step_square, step, MAX_STEPS, STEP_END, STEP_MOVE,
    STEP_SWAP, STEP_SELECT, STEP_PLACE, STEP_PLACE_FEMALE, STEP_KILL, STEP_FORCE, STEP_DISPLACE, STEP_TO, STEP_STACK,
    ram_turn, stack_square, stack_count, pieces_step, turn_once, move_then_build, once_flag, truce_flag,
    win_flag, taken_flag, turn_won_move, forced_by, trades,
)


cdef enum:
    # Turns a filter that must see them written lists on the stack before it
    # falls back to counting them and a buffer of their size (16 KB).
    LISTED_LOCAL = 1024

# The character each spelled step is written with (tokens compare as strings).
cdef int SPELL_CHAR[SPELL_KINDS]
SPELL_CHAR[0] = 0
SPELL_CHAR[SPELL_MOVE] = 45        # '-'
SPELL_CHAR[SPELL_BUILD] = 94       # '^'
SPELL_CHAR[SPELL_SWITCH] = 44      # ','
SPELL_CHAR[SPELL_PLACE] = 43       # '+'
SPELL_CHAR[SPELL_FORCE] = 62       # '>'
SPELL_CHAR[SPELL_REMOVE] = 95      # '_'
SPELL_CHAR[SPELL_PASS] = 112       # 'p'
SPELL_CHAR[SPELL_RAM] = 114        # 'r'
SPELL_CHAR[SPELL_KILL] = 120       # 'x'
SPELL_CHAR[SPELL_BIND] = 126       # '~'
SPELL_CHAR[SPELL_TOKEN] = 64       # '@'
SPELL_CHAR[SPELL_ORIENT] = 61      # '='
SPELL_CHAR[SPELL_DRAW] = 100       # 'd'
SPELL_CHAR[SPELL_ABYSS] = 97       # 'a'
SPELL_CHAR[SPELL_FATE] = 102       # 'f'


cdef inline bint must_place(const Position* p) noexcept nogil:
    """A setup turn: the side's placement, the Golden Fleece's Ram, or a direction token
    oriented before anyone places (p.placed is then 0)."""
    return not (p.placed >> placer(p, p.stm)) & 1 or ram_to_place(p)


cdef void gather_limits(const Position* p, int seat, int ignore_seat, Limits* lim) noexcept nogil:
    """What the powers of seat's opponents forbid it.  The search passes the acting
    seat as ignore_seat when it asks about the next seat: a restriction that the acting
    seat's own turn decides (GOD_RESTRICTS_BY_TURN: Athena) is left out."""
    limits_of(p, seat, ignore_seat, -1, lim)


cdef void limits_of(const Position* p, int seat, int ignore_seat, int exempt_side, Limits* lim) noexcept nogil:
    """gather_limits, leaving out the powers of exempt_side's seats too (a Dionysus
    extra turn moving that side's worker)."""
    cdef int other
    memset(lim, 0, sizeof(Limits))
    if not p.restricting:
        return
    cdef const God* god
    for other in range(p.nseats):
        if not (p.restricting >> other) & 1 or not (p.alive >> other) & 1:
            continue
        god = god_of(p, other)
        if not god.flags & GOD_RESTRICTS_ALL and (
                other == seat or p.seat_side[other] == p.seat_side[seat] or p.seat_side[other] == exempt_side):
            continue
        if other == ignore_seat and god.flags & GOD_RESTRICTS_BY_TURN:
            continue
        if god.restrict_opponent != NULL:       # NULL while another seat holds its power
            god.restrict_opponent(p, other, seat, lim)


cdef inline void gen_init(Gen* g, const Position* p, Turn* out, int cap) noexcept nogil:
    g.p = p
    g.out = out
    g.cap = cap
    g.n = 0
    g.seat = p.stm
    g.side = side_to_move(p)
    g.own = seat_workers(p, g.seat)
    g.opp = p.occ & ~p.side_bb[g.side]
    g.spellings = False
    g.climb_only = False
    g.cut = False
    g.listed = -1
    g.stage = STAGE_ALL
    g.deferred = False
    g.bound_met = False
    g.home_builds = 0
    if p.restricting:
        gather_limits(p, p.stm, -1, &g.lim)
    else:
        memset(&g.lim, 0, sizeof(Limits))
    g.movers = g.own & ~g.lim.frozen


cdef Bitboard charm_zone(const Position* p, const Limits* lim) noexcept nogil:
    """The squares next to a charmer, as the workers stand now."""
    cdef Bitboard zone = 0
    cdef Bitboard charmers = seats_workers(p, lim.charm_seats)
    while charmers:
        zone |= neighbours(lsb(charmers))
        charmers &= charmers - 1
    return zone


cdef bint charm_kept(const Position* p, Turn t, const Limits* lim, Bitboard zone_now) noexcept nogil:
    """Aphrodite: every charmed worker that moved ends the turn next to a charmer (judged
    before the end-of-turn powers: Medusa's petrification comes after)."""
    cdef Position after
    cdef TurnFacts facts
    cdef int i, kind, sq, cur = turn_src(t)
    cdef Bitboard moved_from = 0       # start squares of the workers that moved
    cdef Bitboard now = 0              # where those workers stand
    cdef Bitboard zone = 0
    cdef bint displaces = False        # a step that may move or remove a charmer
    cdef int forced = -1
    for i in range(MAX_STEPS):
        kind = step_kind(t, i)
        if kind == STEP_END:
            break
        sq = step_square(t, i)
        if kind == STEP_MOVE or kind == STEP_SWAP:
            if (now >> cur) & 1:
                now ^= square_bb(cur) | square_bb(sq)
            elif (lim.charmed >> cur) & 1:
                moved_from |= square_bb(cur)
                now |= square_bb(sq)
            cur = sq
        elif kind == STEP_DISPLACE or kind == STEP_FORCE:
            forced = sq
        elif kind == STEP_TO:
            forced = forced_by(t, i, forced)
            if forced == cur:
                if (now >> cur) & 1:        # a charmed mover slid on (Harpies)
                    now ^= square_bb(cur) | square_bb(sq)
                cur = sq
        elif kind == STEP_SELECT:
            cur = sq
        elif kind == STEP_KILL:
            if (now >> sq) & 1:
                return False    # a charmed mover taken out of the game (Hydra's choice) ends next to no one
            if (seats_workers(p, lim.charm_seats) >> sq) & 1:
                # A charmer removed during the turn still counts where it stood (as Board
                # Game Arena counts it); it never moved before.
                zone |= neighbours(sq)
        if kind == STEP_SWAP or kind == STEP_FORCE or kind == STEP_DISPLACE:
            displaces = True
    if not now:
        return True
    if not displaces:
        return (now & ~(zone | zone_now)) == 0
    memcpy(&after, p, sizeof(Position))
    applying(&after, t, &facts)
    return (now & ~(zone | charm_zone(&after, lim))) == 0


cdef inline bint alike_ends(const Limits* lim, const Position* p) noexcept nogil:
    """May two turns spelt apart end alike where a whirlpool carries?  With the Harpies'
    slide after the transport, moves onto different squares (the entry, the exit, a square on
    the slide's way) may end on one: one turn, the smaller token.  Under Charybdis' original
    text a move that wins on a whirlpool by itself and another whose transport wins onto that
    square may: there only the wins are compared."""
    return lim.whirls != 0 and (lim.slides or p.rulings & RULE_ORIGINAL_TEXT)

cdef inline void generate(Gen* g) noexcept nogil:
    """The acting god's turns under every restriction: Persephone's demand
    (if a turn moving up exists, only those) and Aphrodite's charm (a filter
    on the outcome)."""
    cdef const God* god = god_of(g.p, g.seat)
    cdef int canonical
    generating(g, god)
    # Where a win condition or the god cut a canonical turn short (Chronus, Prometheus),
    # another order of its order-free steps may still reach its outcome: every spelling
    # is listed, cut, and each outcome keeps its smallest spelling.  Where only the win
    # condition cut, there were no more spellings than canonical turns (a mortal's) and
    # no whirlpool or slide makes turns end alike, only the turns it may have cut can
    # end alike (a fall into Tartarus' Abyss by a move and by a longer turn).  (g.cut
    # stays set across the passes.)
    if (g.cut or g.listed >= 0) and g.out != NULL and not g.spellings and g.n <= g.cap:
        canonical = g.listed
        g.n = 0
        g.listed = -1
        g.climb_only = False
        g.spellings = True
        generating(g, god)
        g.spellings = False
        if g.n <= g.cap:
            keep_smallest_spellings(g, False, BOARD_MASK if g.cut or g.listed != canonical or alike_ends(&g.lim, g.p)
                                    else judged_squares(g.p, judged_seats(g.p)))
    elif alike_ends(&g.lim, g.p) and g.out != NULL and not g.spellings and g.n <= g.cap:
        keep_smallest_spellings(g, not g.lim.slides, BOARD_MASK)



cdef inline void generating(Gen* g, const God* god) noexcept nogil:
    if g.lim.must_climb:
        g.climb_only = True
        god.gen(g)
        finish(g)
        if g.n == 0:
            g.climb_only = False
            g.home_builds = 0       # none of the first pass's turns was kept
    if not g.climb_only:
        god.gen(g)
        finish(g)


ctypedef struct Keyed:
    uint64_t key
    int index


cdef int by_key(const void* a, const void* b) noexcept nogil:
    cdef uint64_t x = (<const Keyed*>a).key, y = (<const Keyed*>b).key
    return -1 if x < y else (1 if x > y else (<const Keyed*>a).index - (<const Keyed*>b).index)


cdef inline uint64_t outcome_key(const Position* p, Turn t) noexcept nogil:
    """The position after the turn's steps, the acting power's end-of-turn hook and what the
    cards that watch every turn make of it (Charybdis' whirlpool put on the board, Eris' mark)."""
    cdef Position q
    cdef TurnFacts facts
    cdef const God* god = god_of(p, p.stm)
    cdef int seat
    memcpy(&q, p, sizeof(Position))
    applying(&q, t, &facts)
    facts.before = p
    if god.end_turn != NULL:
        god.end_turn(&q, q.stm, &facts)
    for seat in range(q.nseats):
        if ((q.watching & q.alive) >> seat) & 1:
            watcher_of(&q, seat).observe(&q, seat, q.stm, &facts)
    return q.key ^ (0xC2B2AE3D27D4EB4FULL if turn_won_move(t) else 0)


cdef bint spelling_less(const Spelling* a, const Spelling* b) noexcept nogil:
    """a is the canonical one of two spellings: fewer steps, then the smaller token."""
    cdef int i
    if a.n != b.n:
        return a.n < b.n
    if a.start != b.start:
        return name_order(a.start) < name_order(b.start)
    for i in range(a.n):
        if a.kind[i] != b.kind[i]:
            return SPELL_CHAR[a.kind[i]] < SPELL_CHAR[b.kind[i]]
        if a.square[i] != b.square[i]:
            return name_order(a.square[i]) < name_order(b.square[i])
        if a.dome[i] != b.dome[i]:
            # The star (42) comes before every step mark; a token that ends is smaller.
            return (i + 1 < a.n) if a.dome[i] else (i + 1 == a.n)
    return False


cdef void keep_smallest_spellings(Gen* g, bint wins_only, Bitboard judged) noexcept nogil:
    """Of the listed turns with one outcome, keep the one with the smallest spelling.  Only
    some are compared (the others are kept): with wins_only the winning ones; unless judged
    is BOARD_MASK, those that put a worker on one of its squares (puts_worker_on: after
    cut_turns, the only ones that can end alike)."""
    cdef int n = g.n, i, j, best, m = 0, alike = 0
    cdef Keyed* keyed = <Keyed*>malloc(n * sizeof(Keyed))
    cdef bint* keep = <bint*>malloc(n * sizeof(bint))
    cdef Turn* turns = <Turn*>malloc(n * sizeof(Turn))
    cdef Spelling* spelled = <Spelling*>malloc(n * sizeof(Spelling))
    if keyed == NULL or keep == NULL or turns == NULL or spelled == NULL:
        free(keyed); free(keep); free(turns); free(spelled)
        return
    for i in range(n):
        keep[i] = ((wins_only and not turn_wins(g.out[i]))
                   or (judged != BOARD_MASK and not puts_worker_on(g.out[i], judged)))
        if not keep[i]:
            keyed[m].key = outcome_key(g.p, g.out[i])
            keyed[m].index = i
            m += 1
    qsort(keyed, m, sizeof(Keyed), by_key)
    # Only the turns that end alike are spelt, in one call (a god may spell them together).
    for i in range(m):
        if (i > 0 and keyed[i - 1].key == keyed[i].key) or (i + 1 < m and keyed[i + 1].key == keyed[i].key):
            turns[alike] = g.out[keyed[i].index]
            alike += 1
    spell_turns(g.p, turns, alike, spelled)
    i = 0
    alike = 0
    while i < m:
        best = i
        j = i + 1
        while j < m and keyed[j].key == keyed[i].key:
            if spelling_less(&spelled[alike + j - i], &spelled[alike + best - i]):
                best = j
            j += 1
        if j > i + 1:
            alike += j - i
        keep[keyed[best].index] = True
        i = j
    j = 0
    for i in range(g.n):
        if keep[i]:
            g.out[j] = g.out[i]
            j += 1
    g.n = j
    free(keyed); free(keep); free(turns); free(spelled)


cdef bint climb_demanded(const Position* p) noexcept nogil:
    """Does Persephone's demand bind the seat to act (it has a legal turn moving up)?"""
    cdef Position view
    p = seen_by(p, p.stm, &view)    # as the seat sees it (God.view)
    cdef Gen g
    cdef Turn* buffer = NULL
    gen_init(&g, p, NULL, 0)
    if not g.lim.must_climb or must_place(p) or p.winner != NO_WINNER:
        return False
    g.climb_only = True
    if g.lim.charmed:
        god_of(p, p.stm).gen(&g)        # the unfiltered count: the buffer's size
        buffer = <Turn*>malloc((g.n + 1) * sizeof(Turn))
        if buffer == NULL:
            return False
        g.cap = g.n + 1
        g.out = buffer
        g.n = 0
    god_of(p, p.stm).gen(&g)
    finish(&g)
    free(buffer)
    return g.n > 0


cdef int judged_seats(const Position* p) noexcept nogil:
    """The seats whose win or loss conditions judge a turn of the seat to act step by step
    (Chronus' fifth tower, Tartarus' Abyss): those in play whose conditions can hold now
    (God.pieces_to_win); in an extra turn, where nobody wins, only those judged always
    (GOD_JUDGED_ALWAYS), unless a ruling lets Chronus win there."""
    if not p.judging:
        return 0
    cdef const God* god = god_of(p, p.stm)
    cdef bint extra = (god.extra_turn != NULL and god.extra_turn(p, p.stm)
                       and not p.rulings & RULE_CHRONUS_IN_EXTRA)
    cdef int seat, seats = 0
    for seat in range(p.nseats):
        if ((p.judging & p.alive) >> seat) & 1:
            god = god_of(p, seat)
            if extra and not god.flags & GOD_JUDGED_ALWAYS:
                continue
            if god.pieces_to_win != NULL and god.pieces_to_win(p, seat) >= CONDITION_OFF:
                continue
            seats |= 1 << seat
    return seats


cdef inline bint judged_mid_turn(const Position* p) noexcept nogil:
    """Can a god's condition end a turn of the seat to act before its last step?"""
    return judged_seats(p) != 0


cdef bint condition_met(const Position* p, int seats) noexcept nogil:
    """Does a win or loss condition of one of the seats hold (Chronus' five towers, a worker
    in Tartarus' Abyss)?"""
    cdef int seat
    cdef const God* god
    for seat in range(p.nseats):
        if ((seats & p.alive) >> seat) & 1:
            god = god_of(p, seat)
            if god.wins != NULL and god.wins(p, seat):
                return True
            if god.loses != NULL and god.loses(p, seat):
                return True
    return False


cdef inline Turn kept_steps(Turn t, int i) noexcept nogil:
    """The steps before step i, without the header."""
    return t & (((<Turn>1) << (STEPS_SHIFT + STEP_BITS * i)) - 1) & ~(<Turn>0xFFFFF)


cdef Turn cut_at_judgement(const Position* p, Turn t, int seats) noexcept nogil:
    """The turn up to the step (or the piece of a STACK) after which a condition of one of
    the seats holds: the game ends there (the header follows the steps kept; the acting
    seat's own win is gone, a hero's power stays spent and a truce stays one).  A push is one
    step with the move it is implied by."""
    cdef Position q
    cdef TurnFacts facts
    cdef Turn kept = t & (once_flag() | truce_flag())
    cdef int side = p.seat_side[p.stm]
    cdef int cur = turn_src(t), forced = -1, i, j, kind, sq, dst, bld = 0, target, count
    cdef bint last, pushed = False
    memcpy(&q, p, sizeof(Position))
    memset(&facts, 0, sizeof(TurnFacts))
    dst = cur
    for i in range(MAX_STEPS):
        kind = step_kind(t, i)
        if kind == STEP_END:
            return t
        last = i + 1 == MAX_STEPS or step_kind(t, i + 1) == STEP_END
        sq = step_square(t, i)
        if kind == STEP_STACK:
            # Piece by piece: the condition may hold before the stack is done.
            target = stack_square(cur, sq)
            count = stack_count(sq)
            if bld == 0:
                bld = target
            for j in range(1, count + 1):
                apply_step(&q, STEP_BUILD, target, side, &cur, &forced, &facts, False)
                if j < count and condition_met(&q, seats):
                    return kept | kept_steps(t, i) | pieces_step(i, cur, target, j) | header(turn_src(t), dst, bld)
            if last:
                return t
        else:
            if last:
                return t
            if kind == STEP_TO:
                forced = forced_by(t, i, forced)
            apply_step(&q, kind, sq, side, &cur, &forced, &facts, trades(t, i))
            if kind == STEP_MOVE or kind == STEP_SWAP:
                dst = sq
            elif (kind == STEP_BUILD or kind == STEP_DOME) and bld == 0:
                bld = sq
            if kind == STEP_DISPLACE or kind == STEP_FORCE:
                pushed = kind == STEP_DISPLACE
                continue        # the forced worker is on its way
            if kind == STEP_TO and pushed and step_kind(t, i + 1) == STEP_MOVE and step_square(t, i + 1) == forced:
                continue        # the move that pushed it follows
        if condition_met(&q, seats):
            return kept | kept_steps(t, i + 1) | header(turn_src(t), dst, bld)
    return t


cdef inline int pieces_in(Turn t) noexcept nogil:
    cdef int i, n = 0, kind
    for i in range(MAX_STEPS):
        kind = step_kind(t, i)
        if kind == STEP_END:
            break
        if kind == STEP_BUILD or kind == STEP_DOME:
            n += 1
        elif kind == STEP_STACK:
            n += stack_count(step_square(t, i))
    return n


cdef int fewest_pieces(const Position* p, int seats) noexcept nogil:
    """The fewest pieces a turn must build to fulfil a condition of one of the seats."""
    cdef int seat, least = CONDITION_OFF
    cdef const God* god
    for seat in range(p.nseats):
        if ((seats & p.alive) >> seat) & 1:
            god = god_of(p, seat)
            if god.wins != NULL or god.loses != NULL:
                least = min(least, god.pieces_to_win(p, seat) if god.pieces_to_win != NULL else 1)
    return least


cdef Bitboard judged_squares(const Position* p, int seats) noexcept nogil:
    """The squares a turn must put a worker on for a condition of one of the seats to hold
    after one of its steps (God.judged_squares; every square where a god does not say)."""
    cdef int seat
    cdef Bitboard squares = 0
    cdef const God* god
    for seat in range(p.nseats):
        if ((seats & p.alive) >> seat) & 1:
            god = god_of(p, seat)
            if (god.wins != NULL or god.loses != NULL) and god.judged_squares == NULL:
                return BOARD_MASK
            if god.judged_squares != NULL:
                squares |= god.judged_squares(p, seat)
    return squares


cdef enum:
    # The steps that put a worker on their square (puts_worker_on).
    ENTERING_STEPS = ((1 << STEP_MOVE) | (1 << STEP_SWAP) | (1 << STEP_TO) | (1 << STEP_SELECT)
                      | (1 << STEP_PLACE) | (1 << STEP_PLACE_FEMALE))


cdef inline bint puts_worker_on(Turn t, Bitboard squares) noexcept nogil:
    """Does the turn put a worker on one of the squares: a move's, a force's end, a
    placement, or its own worker's square, where a SWAP puts the other?"""
    cdef Turn steps = t >> STEPS_SHIFT
    cdef int field
    cdef Bitboard entered
    if move_then_build(<uint64_t>steps):
        return (squares >> ((<int>steps >> 4) & 31)) & 1
    entered = square_bb(turn_src(t))
    while steps:        # a step's 9 bits: its kind (4), its square (5); none after the end
        field = <int>(steps & 511)
        if (ENTERING_STEPS >> (field & 15)) & 1:
            entered |= square_bb(field >> 4)
        steps >>= STEP_BITS
    return (entered & squares) != 0


cdef void cut_turns(Gen* g, int seats) noexcept nogil:
    """cut_at_judgement on every listed turn that can matter (it builds enough pieces and
    puts a worker on a judged square); where one was cut, g.listed says how many were
    listed.  Turns cut alike stay listed twice here: movegen.generate keeps one turn of
    each outcome, and a listing with every spelling (parse) may hold them twice."""
    cdef int i
    cdef int least = fewest_pieces(g.p, seats)
    cdef Bitboard squares = judged_squares(g.p, seats)
    cdef Turn t
    for i in range(min(g.n, g.cap)):
        t = g.out[i]
        if (squares == BOARD_MASK or puts_worker_on(t, squares)) and pieces_in(t) >= least:
            t = cut_at_judgement(g.p, t, seats)
            if t != g.out[i]:
                g.out[i] = t
                g.listed = g.n


cdef void mark_taken(Gen* g) noexcept nogil:
    """A listed win whose square another seat takes (Limits.taken) is that seat's: the
    turn ends there all the same, marked TAKEN instead of WIN."""
    cdef int i
    for i in range(min(g.n, g.cap)):
        if turn_wins(g.out[i]) and (g.lim.taken >> turn_dst(g.out[i])) & 1:
            g.out[i] = (g.out[i] & ~win_flag()) | taken_flag()


cdef inline void finish(Gen* g) noexcept nogil:
    cdef int i, kept = 0
    cdef int seats
    if g.out != NULL and g.n <= g.cap:
        seats = judged_seats(g.p)
        if seats:
            cut_turns(g, seats)
    if g.lim.taken and g.out != NULL:
        mark_taken(g)
    if g.out == NULL or g.n > g.cap:
        return      # counted only: charm_counted recounts
    cdef Bitboard zone
    if g.lim.charmed and not god_of(g.p, g.seat).flags & GOD_CHARM_AWARE:
        zone = charm_zone(g.p, &g.lim)
        for i in range(g.n):
            if charm_kept(g.p, g.out[i], &g.lim, zone):
                g.out[kept] = g.out[i]
                kept += 1
        g.n = kept
    if g.lim.bound:
        keep_bound(g)


cdef void follow(Turn t, int* squares, int n) noexcept nogil:
    """Where the workers standing on squares[0..n) when turn t begins stand after its
    steps (-1: it left the game), in place."""
    cdef int cur = turn_src(t), forced = -1, i, kind, to, k
    for k in range(MAX_STEPS):
        kind = step_kind(t, k)
        to = step_square(t, k)
        if kind == STEP_END:
            return
        if kind == STEP_TO:
            forced = forced_by(t, k, forced)
        for i in range(n):
            if kind == STEP_MOVE or kind == STEP_SWAP:
                if squares[i] == cur:
                    squares[i] = to
                elif kind == STEP_SWAP and squares[i] == to:
                    squares[i] = cur        # the worker there takes the mover's square
            elif kind == STEP_TO and squares[i] == forced:
                squares[i] = to
            elif kind == STEP_KILL and squares[i] == to:
                squares[i] = -1
        if kind == STEP_MOVE or kind == STEP_SWAP or kind == STEP_SELECT:
            cur = to
        elif kind == STEP_FORCE or kind == STEP_DISPLACE:
            forced = to
        elif kind == STEP_TO and forced == cur:
            cur = to            # the acting worker slid on (Harpies)


cdef bint bound_kept(Turn t, const Limits* lim) noexcept nogil:
    """Does the bound worker end turn t next to one of the workers it is bound to?"""
    cdef int squares[1 + MAX_WORKERS]
    cdef int n = 1, i
    cdef Bitboard each = lim.bound_to, partners = 0
    cdef uint64_t steps = <uint64_t>t >> STEPS_SHIFT
    squares[0] = lim.bound - 1
    if move_then_build(steps):
        # Most turns: one worker of the seat moves, one build; the partners stay.
        if squares[0] == turn_src(t):
            squares[0] = <int>((steps >> 4) & 31)
        return (neighbours(squares[0]) & lim.bound_to) != 0
    while each and n <= MAX_WORKERS:
        squares[n] = lsb(each)
        each &= each - 1
        n += 1
    follow(t, squares, n)
    if squares[0] < 0:
        return False
    for i in range(1, n):
        if squares[i] >= 0:
            partners |= square_bb(squares[i])
    return (neighbours(squares[0]) & partners) != 0


cdef void keep_bound(Gen* g) noexcept nogil:
    """Adonis' binding: only the turns that keep it, if a turn that spends no hero's power
    keeps it (nobody compels a hero to spend it, gods.md §3.4; in a second stage: the
    first had one).  The kept turns are swapped to the front."""
    cdef int i, kept = 0
    cdef bint plain = False
    cdef Turn t
    for i in range(g.n):
        if bound_kept(g.out[i], &g.lim):
            plain = plain or not turn_once(g.out[i])
            t = g.out[kept]
            g.out[kept] = g.out[i]
            g.out[i] = t
            kept += 1
    g.bound_met = plain
    if plain or g.stage == STAGE_REST:
        g.n = kept


cdef long charm_counted(const Position* p) noexcept nogil:
    """The number of turns when a charm filters them, a win condition may cut them or two
    turns may end alike (alike_ends): they must be written to be judged."""
    cdef int n
    cdef Turn local[LISTED_LOCAL]
    cdef Turn* buffer = turns_listed(p, False, local, LISTED_LOCAL, &n)
    if buffer != local:
        free(buffer)
    return n


cdef inline bint placement_allowed(const Position* p, int placing, int a, int b) noexcept nogil:
    """The placing rules of every seat whose workers these are (teammates who share them)."""
    cdef int seat
    cdef const God* god
    for seat in range(p.nseats):
        if (p.placing_rules >> seat) & 1 and placer(p, seat) == placing:
            god = card_of(p, seat)
            if god.may_place != NULL and not god.may_place(p, seat, a, b):
                return False
    return True


cdef inline int setup_workers(const Position* p, int placing) noexcept nogil:
    """How many workers the placer places (its cards' God.setup_workers: Graeae three)."""
    cdef int seat, most = 2
    for seat in range(p.nseats):
        if placer(p, seat) == placing and card_of(p, seat).setup_workers > most:
            most = card_of(p, seat).setup_workers
    return most


cdef int gen_triples(Bitboard empty, Turn* out) noexcept nogil:
    """Every placement of three workers on the empty squares (counted if out is NULL)."""
    cdef Bitboard second, third
    cdef int n = 0, a, b
    while empty:
        a = lsb(empty)
        empty &= empty - 1
        second = empty
        while second:
            b = lsb(second)
            second &= second - 1
            if out == NULL:
                n += popcount(second)
                continue
            third = second
            while third:
                out[n] = make_placement(a, b) | step(2, STEP_PLACE, lsb(third))
                n += 1
                third &= third - 1
    return n


cdef int gen_placements(const Position* p, Turn* out) noexcept nogil:
    """Every placement of the side to act (only counted if out is NULL): two
    squares (three for Graeae's side), and for a male/female pair which of them
    holds the female; or every square of the Ram; or, before anyone places, the
    eight ways of the direction token the seat orients first (God.orienting)."""
    cdef Bitboard empty = empty_squares(p)
    cdef Bitboard rest
    cdef int placing = placer(p, p.stm)
    cdef bint pair = (p.female_sides >> placing) & 1
    cdef bint ruled = p.placing_rules != 0
    cdef int n = 0, a, b
    if not p.placed and orienting_seat(p) == p.stm:
        if card_of(p, p.stm).setup_choices != NULL:
            return card_of(p, p.stm).setup_choices(p, p.stm, out)
        for a in range(8):
            if out != NULL:
                out[a] = orient_step(0, a)
        return 8
    if ram_to_place(p):
        empty &= ~p.ge[1]
        while empty:
            if out != NULL:
                out[n] = ram_turn(lsb(empty))
            n += 1
            empty &= empty - 1
        return n
    if setup_workers(p, placing) == 3:
        return gen_triples(empty, out)
    while empty:
        a = lsb(empty)
        empty &= empty - 1
        rest = empty
        while rest:
            b = lsb(rest)
            rest &= rest - 1
            if ruled and not placement_allowed(p, placing, a, b):
                continue
            if not pair:
                if out != NULL:
                    out[n] = make_placement(a, b)
                n += 1
                continue
            if out != NULL:
                out[n] = step(0, STEP_PLACE_FEMALE, a) | step(1, STEP_PLACE, b)
                out[n + 1] = step(0, STEP_PLACE, a) | step(1, STEP_PLACE_FEMALE, b)
            n += 2
    return n


cdef int gen_turns(const Position* p, Turn* out) noexcept nogil:
    """Write the legal turns to out (MAX_TURNS long), or only count them all if out
    is NULL.  A position may have more (Morpheus with a big stock): then the first
    MAX_TURNS are written, enough for the search; turns_listed writes them all."""
    if out == NULL:
        return <int>count_turns(p)
    return min(gen_into(p, out, MAX_TURNS, False), <int>MAX_TURNS)


cdef int gen_into(const Position* p, Turn* out, int cap, bint spellings) noexcept nogil:
    """Write the legal turns (with spellings, every spelling of each) to out, cap
    long; return their number, more than cap when they did not all fit."""
    cdef Position view
    p = seen_by(p, p.stm, &view)    # as the seat sees it (God.view)
    if p.winner != NO_WINNER:
        return 0
    if must_place(p):
        return gen_placements(p, out)   # at most 600: always fits
    cdef Gen g
    gen_init(&g, p, out, cap)
    g.spellings = spellings
    generate(&g)
    return g.n


cdef int gen_staged(const Position* p, Turn* out, int cap, int stage, int* verdicts) noexcept nogil:
    """The search's turns in two stages (Gen.stage): STAGE_FIRST, then, if it left turns
    out (VERDICT_DEFERRED in *verdicts) and none of its turns cut the search off,
    STAGE_REST with the verdicts the first stage left; together the legal turns, each
    once, cut at cap as gen_turns cuts.  Where a win condition is judged mid-turn
    (Chronus cuts turns short and compares their spellings) the first stage is the
    whole list."""
    cdef Position view
    p = seen_by(p, p.stm, &view)    # as the seat sees it (God.view)
    if stage == STAGE_FIRST:
        verdicts[0] = 0
    if p.winner != NO_WINNER:
        return 0
    if must_place(p):
        return gen_placements(p, out) if stage == STAGE_FIRST else 0
    cdef Gen g
    gen_init(&g, p, out, cap)
    if judged_mid_turn(p):
        if stage == STAGE_REST:
            return 0
        generate(&g)
        return min(g.n, cap)
    g.stage = stage
    if stage == STAGE_FIRST:
        generate(&g)
        verdicts[0] = ((VERDICT_DEFERRED if g.deferred else 0) | (VERDICT_CLIMBS if g.climb_only else 0)
                       | (VERDICT_BOUND if g.bound_met else 0))
        return min(g.n, cap)
    # The first stage's verdicts hold for the whole list (Gen.stage).
    g.climb_only = (verdicts[0] & VERDICT_CLIMBS) != 0
    if not verdicts[0] & VERDICT_BOUND:
        g.lim.bound = 0
    god_of(p, p.stm).gen(&g)
    finish(&g)
    return min(g.n, cap)


cdef Turn* turns_listed(const Position* p, bint spellings, Turn* buffer, int cap, int* n) noexcept nogil:
    """Every legal turn (with spellings, every spelling of each): in buffer when they
    fit in its cap, else in a buffer of their own size (the caller frees it when it
    is not `buffer`); NULL when memory runs out."""
    cdef Position view
    p = seen_by(p, p.stm, &view)    # as the seat sees it (God.view)
    n[0] = gen_into(p, buffer, cap, spellings)
    if n[0] <= cap:
        return buffer
    # Count the widest list generation may make on the way (every spelling, before
    # the filters), then write into a buffer that holds it.
    cdef Gen g
    gen_init(&g, p, NULL, 0)
    g.spellings = True
    god_of(p, p.stm).gen(&g)
    cdef int room = max(g.n, n[0]) + 1
    cdef Turn* own = <Turn*>malloc(<size_t>room * sizeof(Turn))
    if own == NULL:
        n[0] = 0
        return NULL
    n[0] = gen_into(p, own, room, spellings)
    return own


cdef inline bint only_climbing_limited(const Limits* lim) noexcept nogil:
    return (lim.no_build == 0 and lim.no_low_dome == 0 and lim.no_win == 0 and lim.no_climb_win == 0 and lim.pit == 0
            and lim.frozen == 0 and lim.charmed == 0 and not lim.must_climb and lim.bound == 0
            and not lim.slides and not lim.whirls)


cdef long count_turns(const Position* p) noexcept nogil:
    # Same number as gen_turns; the god may count without writing the turns
    # (perft's last ply).
    cdef Position view
    p = seen_by(p, p.stm, &view)    # as the seat sees it (God.view)
    if p.winner != NO_WINNER:
        return 0
    cdef long n
    if must_place(p):
        if (p.placing_rules or p.female_sides or p.fleece or setup_workers(p, placer(p, p.stm)) != 2
                or orienting_seat(p) >= 0):
            return gen_placements(p, NULL)
        n = popcount(empty_squares(p))
        return n * (n - 1) // 2
    cdef const God* god = god_of(p, p.stm)
    cdef Limits lim
    if god.count != NULL and not judged_mid_turn(p):
        if p.restricting:
            gather_limits(p, p.stm, -1, &lim)
        else:
            memset(&lim, 0, sizeof(Limits))
        if only_climbing_limited(&lim):
            n = god.count(p, &lim)
            if n >= 0:
                return n
    cdef Gen g
    gen_init(&g, p, NULL, 0)
    if g.lim.charmed or g.lim.bound or judged_mid_turn(p) or alike_ends(&g.lim, p):
        return charm_counted(p)
    generate(&g)
    if g.cut:
        return charm_counted(p)     # the god cut its canonical turns short: written, every spelling
    return g.n


cdef bint lost_with_no_turn(const Position* p) noexcept nogil:
    """Is the game won because the seat to move, on another side, cannot complete a turn (it
    would have none if play went on)?  A position written as it stands after such a loss
    (a rest Gaea left no room for) marks the winner all the same."""
    cdef Position going_on
    if p.winner == NO_WINNER or p.seat_side[p.stm] == p.winner:
        return False
    memcpy(&going_on, p, sizeof(Position))
    going_on.winner = NO_WINNER
    return not has_turn(&going_on)


cdef bint has_turn(const Position* p) noexcept nogil:
    # Where the god says a worker that moved can always build back on the
    # square it left, any move to an empty square is a turn.  Otherwise, or
    # when no such move exists, the turns are counted.
    cdef Position view
    p = seen_by(p, p.stm, &view)    # as the seat sees it (God.view)
    if p.winner != NO_WINNER:
        return False
    if must_place(p):
        return gen_placements(p, NULL) > 0
    cdef Gen g
    gen_init(&g, p, NULL, 0)
    cdef const God* god = god_of(p, p.stm)
    cdef Bitboard workers = g.movers
    cdef Bitboard zone = charm_zone(p, &g.lim) if g.lim.charmed else BOARD_MASK
    cdef int w
    if (god.flags & GOD_BUILDS_BACK and g.lim.no_build == 0 and not (g.lim.slides and g.lim.charmed)
            and not p.resume):      # between turns a seat plays a placement or a turn's rest
        # A plain move and a build back on the square left (after a slide, on the square
        # it slid from); a charmed worker's move must end next to a charmer, which a slide
        # may carry it away from.
        while workers:
            w = lsb(workers)
            workers &= workers - 1
            if (step_targets(p, w, worker_levels(&g.lim, w)) & ~p.occ & ~g.lim.whirls
                    & (zone if (g.lim.charmed >> w) & 1 else BOARD_MASK)):
                return True
    if g.lim.charmed:
        return charm_counted(p) > 0
    god.gen(&g)         # Persephone's demand never empties the list: unfiltered
    return g.n > 0


cdef Bitboard win_targets(const Position* p, int seat, int ignore_seat) noexcept nogil:
    """Squares onto which `seat` could win by moving if it were to act now.

    Exact for the seat to act (ignore_seat = -1).  For threats of the next
    seat the search passes the acting seat as ignore_seat: its restriction
    on the others is recomputed by its own turn.
    """
    cdef Position view
    # A move onto a worker hidden from the seat (Hecate's) collides there and wins nothing.
    cdef Bitboard screen = hidden_from(p, seat) if p.viewing else 0
    p = seen_by(p, seat, &view)    # as the seat sees it (God.view)
    if not (p.placed >> placer(p, seat)) & 1:
        return 0
    cdef Limits lim
    gather_limits(p, seat, ignore_seat, &lim)
    if lim.whirls:
        # A whirlpool moves a win: the seat to act lists its turns, the next seat's threats
        # are the whirlpools that carry a worker up onto level 3 and the climbs they leave.
        if seat == p.stm:
            return listed_wins(p) & ~screen
        return whirl_threats(p, seat, &lim, god_of(p, seat).win_squares(p, seat, &lim)) & ~lim.taken & ~screen
    cdef Bitboard wins = god_of(p, seat).win_squares(p, seat, &lim) & ~lim.taken & ~screen
    if wins and seat == p.stm and (lim.must_climb or lim.charmed or lim.bound):
        return listed_wins(p) & ~screen     # filters that only the whole list can apply
    return wins


cdef Bitboard whirl_threats(const Position* p, int seat, const Limits* lim, Bitboard wins) noexcept nogil:
    """The seat's wins with Charybdis' whirlpools on the board, from the god's win squares
    (which know no whirlpool).  Revised text: a whirlpool that carries a worker on is no climb,
    and one that carries it onto level 3 wins where the seat's workers step onto it.  Original
    text: a move onto a whirlpool wins as any move (the god's squares), and its transport as a
    move from the entry (arrives_winning, with the god's options: Pan's drop).  For threats
    only: a guess where the seat's power moves its workers otherwise."""
    cdef Bitboard workers = seat_workers(p, seat) & ~lim.frozen
    cdef Bitboard reach = 0, whirl
    cdef int w, x, src
    if p.rulings & RULE_ORIGINAL_TEXT:
        while workers:
            src = lsb(workers)
            workers &= workers - 1
            whirl = step_targets(p, src, worker_levels(lim, src)) & ~p.occ & lim.whirls
            while whirl:
                w = lsb(whirl)
                whirl &= whirl - 1
                if arrives_winning(p, lim, god_of(p, seat).settings, p.height[src], p.height[w], w,
                                   p.occ & ~square_bb(src)):
                    wins |= square_bb(w)
        return wins
    while workers:
        w = lsb(workers)
        workers &= workers - 1
        reach |= step_targets(p, w, worker_levels(lim, w)) & ~p.occ
    whirl = lim.whirls
    while whirl:
        w = lsb(whirl)
        whirl &= whirl - 1
        x = whirl_exit(lim, w, p.occ)
        if x >= 0:
            wins &= ~square_bb(w)
            if (reach >> w) & 1 and arrives_winning(p, lim, 0, 0, p.height[w], w, p.occ):
                wins |= square_bb(w)
    return wins


cdef Bitboard listed_wins(const Position* p) noexcept nogil:
    cdef Bitboard targets = 0
    cdef int i, n
    cdef Turn local[LISTED_LOCAL]
    cdef Gen g
    cdef Limits lim
    cdef Bitboard zone
    cdef const God* god = god_of(p, p.stm)
    gen_init(&g, p, local, LISTED_LOCAL)
    if (g.lim.charmed and not g.lim.must_climb and not g.lim.bound and not judged_mid_turn(p)
            and not god.flags & GOD_CHARM_AWARE):
        # Only the charm filters the list, and only its winning turns matter: they
        # alone are judged (a generator that is not charm-aware never reads it).
        lim = g.lim
        zone = charm_zone(p, &lim)
        g.lim.charmed = 0
        god.gen(&g)
        if g.n <= LISTED_LOCAL:
            for i in range(g.n):
                if turn_wins(local[i]) and charm_kept(p, local[i], &lim, zone):
                    targets |= square_bb(turn_dst(local[i]))
            return targets
    # The wins are all in the search's first stage, filtered as the whole list is (Gen.stage).
    cdef int verdicts
    n = gen_staged(p, local, LISTED_LOCAL, STAGE_FIRST, &verdicts)
    cdef Turn* buffer = &local[0]
    if n >= LISTED_LOCAL:
        buffer = turns_listed(p, False, local, LISTED_LOCAL, &n)
    for i in range(n):
        if turn_wins(buffer[i]):
            targets |= square_bb(turn_dst(buffer[i]))
    if buffer != local:
        free(buffer)
    return targets


cdef void spell_turns(const Position* p, const Turn* turns, int n, Spelling* out) noexcept nogil:
    """The canonical spelling of each of n turns of p (the acting god's, or the turns' own steps)."""
    cdef Position view
    p = seen_by(p, p.stm, &view)    # as the seat sees it (God.view)
    cdef const God* god = god_of(p, p.stm)
    cdef int i
    if god.spell != NULL and not must_place(p):
        god.spell(p, turns, n, out)
        return
    cdef bint orienting = not p.placed and orienting_seat(p) == p.stm
    for i in range(n):
        spell_steps(turns[i], &out[i])
        if orienting:
            orient_spelling(&out[i])    # a setup orientation: `=dir`
