# Morpheus: his stock (the state word) grows by one when play reaches him for
# a turn; instead of the normal build the moved worker builds k times, any k
# from 0 to the stock (repeats allowed), and the stock drops by k.  The order
# of the builds never changes the outcome: a turn is how many pieces go on
# each square, in ASCII order of the squares, two or more on one square as a
# STACK step (turn.pxd), so any stock fits in a turn.  Tokens: `b2-c3` (no
# build), `b2-c3^d4^d4^e4`.
#
# Where a big stock gives more turns than the caller's buffer holds, the turns
# are listed by the number of builds, all moves first with none: the list is
# cut among the turns that build the most, and every move is kept.
#
# Facing Gaea (Limits.dome_pauses) a dome she may place next to at once stops
# the turn when his worker could still build (a piece left, a square for it:
# gods/rest.pxd); his seat plays the rest after her placement, `pass` or more
# builds from the worker's square (`c3^d4^d4`), which may stop again.  The same
# builds are one turn when some order of them builds no such dome before its
# last: when at most one dome, a "hard" one, has ground next to it that none of
# the builds covers, that one built last (its square's pieces packed last, so
# that a turn with a slide or a whirlpool in its move and its pause still fits
# in twelve steps); every other dome waits for blocks on its ground neighbours.
# The packed turn keeps the pieces by square (an order that may not go through:
# Gaea places next to the domes that have ground when the turn ends, the same
# ones); the token (God.spell) is the smallest order that goes through, which
# may take a square's pieces apart.
# State while the rest is due: the worker's square + 1 from REST_SHIFT, above
# the stock; SFEN `morpheus[2,rest:c3]`, with `resume:K`.
from libc.stdint cimport uint32_t
from libc.string cimport memcpy

from santorini._core.bitboard cimport Bitboard, neighbours, square_bb, lsb
from santorini._core.genkit cimport (
    emit, gen_moves_then, squares_by_name, slide_steps, whirled, carried, ground_next_to, may_build_on,
)
from santorini._core.god cimport (
    God, Gen, Limits, Spelling, god_defaults, god_of, default_win_squares, spell_steps, INTERJECT_REST,
    SPELL_MOVE, SPELL_BUILD,
)
from santorini._core.gods.rest cimport REST_SQUARE, calls_her, rest_listed, rest_due_fits
from santorini._core.movegen cimport gather_limits
from santorini._core.position cimport Position, TurnFacts, MAX_WORKERS, pos_change_state, seat_workers
from santorini._core.steps cimport applying
from santorini._core.turn cimport (
    Turn, NO_TURN, MAX_STEPS, header, step, first_build, pieces_step, stack_field, pause_step, turn_paused,
    STEP_MOVE, STEP_BUILD, STEP_STACK,
)

from santorini.notation.squares import SQUARE_NAMES, square_index

#: SFEN: the stock, 1 and up (0 is not written); with a rest due, `2,rest:c3` (sfen_read).
SFEN_COUNTER = (1, 65535)
SFEN_CODEC = True

cdef enum:
    MAX_DREAMS = MAX_WORKERS * 8    # ordinary moves of one generation
    # A stock up to this gives every position fewer turns than a search buffer holds
    # (MAX_DREAMS moves of at most C(8 + 4, 4) = 495 ways each): no need to count them.
    SMALL_STOCK = 4
    STOCK_MASK = 0xFFFF     # the state word's stock; above it the rest's worker
    REST_SHIFT = 16
    MAX_SPELLING_BUILDS = 32  # a turn's builds: at most eight squares of four pieces

#: The rest's worker names a square: a symmetry of the board maps it too.
GEOMETRY_BITS = REST_SQUARE << REST_SHIFT


def sfen_read(text):
    """The state word of `2,rest:c3` (a rest due: the stock left, at least 1, and the
    worker), or None; a plain stock is a counter (SFEN_COUNTER)."""
    stock, sep, rest = text.partition(",rest:")
    if not sep or not stock.isdigit() or not stock.isascii() or stock[0] == "0" or int(stock) > STOCK_MASK:
        return None
    try:
        sq = square_index(rest)
    except ValueError:
        return None
    return int(stock) | ((sq + 1) << REST_SHIFT)


def sfen_write(word, occupied):
    """The text of a state word with a rest due (sfen_read), else None."""
    if not word >> REST_SHIFT:
        return None
    return f"{word & STOCK_MASK},rest:{SQUARE_NAMES[(word >> REST_SHIFT) - 1]}"


cdef inline int stock_of(const Position* p, int seat) noexcept nogil:
    return <int>(p.god_state[seat] & STOCK_MASK)


cdef inline int rest_worker(const Position* p, int seat) noexcept nogil:
    """The square of the worker whose turn stopped at a dome, its rest due, or -1."""
    return <int>((p.god_state[seat] >> REST_SHIFT) & REST_SQUARE) - 1


# One ordinary move of the generation, and where its worker may build.
ctypedef struct Dream:
    Turn t                  # the move's steps
    int k                   # its first free step
    int dst
    int ns
    int squares[8]          # in ASCII order
    int room[8]             # the pieces each may still take
    int stack[8]            # the STACK field of two pieces on each (turn.pxd)
    int total               # their sum
    int stock               # the pieces he may spend
    # Facing Gaea, the squares (indices) whose dome within the stock would have ground next to
    # it, calling her (none: no order matters), and that ground.
    int calling
    int caller[8]
    Bitboard ground[8]


ctypedef struct Dreams:
    int n
    Dream move[MAX_DREAMS]


cdef inline bint full(const Gen* g) noexcept nogil:
    # Past the buffer's end (one turn past it tells the caller the list was cut).
    return g.out != NULL and g.n > g.cap


cdef void dream_at(Gen* g, Dream* d, Turn t, int k, int dst, Bitboard occ_after) noexcept nogil:
    """Where the worker on dst may build, the workers on occ_after (t: the steps before k)."""
    cdef const Position* p = g.p
    cdef int i, sq
    d.t = t
    d.k = k
    d.dst = dst
    d.stock = min(stock_of(p, g.seat), 32)      # 32: eight squares of four pieces
    d.ns = squares_by_name(neighbours(dst) & ~occ_after & ~p.dome, d.squares)
    d.total = 0
    d.calling = 0
    for i in range(d.ns):
        sq = d.squares[i]
        if (g.lim.no_build >> sq) & 1:
            d.room[i] = 1 if p.height[sq] == 3 else 0
        else:
            d.room[i] = 4 - p.height[sq]
        d.total += d.room[i]
        d.stack[i] = stack_field(dst, sq, 2)
        if g.lim.dome_pauses and d.room[i] <= d.stock and p.height[sq] + d.room[i] == 4:
            d.ground[i] = ground_next_to(p, square_bb(sq), occ_after)
            if d.ground[i]:
                d.caller[d.calling] = i
                d.calling += 1


cdef void record(Gen* g, Turn t, int k, int src, int dst, Bitboard occ_after) noexcept nogil:
    """Keep the move, and where its worker may build, for gen."""
    cdef Dreams* dreams = <Dreams*>g.scratch
    dream_at(g, &dreams.move[dreams.n], t, k, dst, occ_after)
    dreams.n += 1


cdef inline Turn pieces(const Dream* d, int k, int i, int count) noexcept nogil:
    """Step k: count pieces on the move's square i (turn.pxd's pieces_step, its field ready)."""
    if count == 1:
        return step(k, STEP_BUILD, d.squares[i])
    return step(k, STEP_STACK, d.stack[i] + ((count - 2) << 3))


cdef long outcomes(const Dream* d, int most) noexcept nogil:
    """How many ways to build at most `most` pieces after the move (counted, not listed)."""
    cdef long ways[33]
    cdef int i, s, c
    most = min(most, d.total)
    ways[0] = 1
    for s in range(1, most + 1):
        ways[s] = 0
    for i in range(d.ns):
        # Largest sums first: each square's pieces are added once.
        for s in range(most, 0, -1):
            for c in range(1, min(d.room[i], s) + 1):
                ways[s] += ways[s - c]
    cdef long n = 0
    for s in range(most + 1):
        n += ways[s]
    return n


cdef inline Turn with_pieces(const Dream* d, const int* count, int last, bint whole, int* k_after) noexcept nogil:
    """The move, then count[i] pieces on each square i in ASCII order; with last >= 0,
    one piece of square `last` (all of them, with whole) held back to be built at the end.
    k_after: the first step left free."""
    cdef Turn t = d.t
    cdef int i, c, k = d.k, first = -1
    cdef int held = (count[last] if whole else 1) if last >= 0 else 0
    for i in range(d.ns):
        c = count[i] - (held if i == last else 0)
        if c > 0:
            t |= pieces(d, k, i, c)
            k += 1
            if first < 0:
                first = d.squares[i]
    if last >= 0:
        t |= pieces(d, k, last, held)
        k += 1
        if first < 0:
            first = d.squares[last]
    k_after[0] = k
    return t | first_build(first)


cdef enum:
    TWO_CALLING = -2        # hard_dome: two domes that call her whatever the order


cdef int hard_dome(const Dream* d, const int* count) noexcept nogil:
    """Facing Gaea: the square (index) of the one dome of these builds with ground next to
    it that none of them covers, so that it calls her in every order (it must be built
    last), -1 if none, TWO_CALLING if more (no order goes through)."""
    cdef Bitboard touched = 0
    cdef int c, c2, i, found = -1
    cdef bint known = False
    for c in range(d.calling):
        i = d.caller[c]
        if count[i] != d.room[i]:
            continue
        if not known:
            for c2 in range(d.ns):
                if count[c2]:
                    touched |= square_bb(d.squares[c2])
            known = True
        if d.ground[i] & ~touched:
            if found >= 0:
                return TWO_CALLING
            found = i
    return found


cdef Turn packed(const Dream* d, Turn t, const int* count) noexcept nogil:
    """Facing Gaea, the turn t of these pieces as listed: NO_TURN where no order goes
    through (hard_dome), the square of its dome that calls her built last, where it stops
    the turn if a piece and a square are left."""
    cdef int hard = hard_dome(d, count), k, j, spent = 0
    if hard == TWO_CALLING:
        return NO_TURN
    if hard < 0:
        return t
    t = with_pieces(d, count, hard, True, &k)
    for j in range(d.ns):
        spent += count[j]
    if spent < d.stock and builds_remain(d, count):
        t |= pause_step(k)
    return t


cdef inline void emit_outcome(Gen* g, const Dream* d, Turn t, const int* count) noexcept nogil:
    """The turn (packed, facing Gaea); for spellings (a win condition may end the turn
    mid-way: Chronus) also once with each of its squares but the last built last: for a
    condition that more pieces never undo, those orders reach every point where the turn
    can be cut (none if her dome must come last)."""
    cdef int top, j, k
    cdef Turn listed = packed(d, t, count) if d.calling else t
    if listed == NO_TURN:
        return
    emit(g, listed)
    if g.spellings and listed == t:
        top = d.ns - 1
        while count[top] == 0:
            top -= 1
        for j in range(top):
            if count[j]:
                emit(g, with_pieces(d, count, j, False, &k))


cdef inline bint builds_remain(const Dream* d, const int* count) noexcept nogil:
    """May the worker build again after these pieces (a square with room left)?"""
    cdef int i
    for i in range(d.ns):
        if count[i] < d.room[i]:
            return True
    return False


cdef void spend(Gen* g, const Dream* d, Turn t, int k, int i, int left, int* count) noexcept nogil:
    """Emit every way to add 1 to `left` pieces on squares i on to t (whose builds so far
    take the steps before k)."""
    cdef int j, c
    cdef Turn first, u
    for j in range(i, d.ns):
        first = first_build(d.squares[j]) if k == d.k else 0
        for c in range(1, min(left, d.room[j]) + 1):
            count[j] = c
            u = t | pieces(d, k, j, c) | first
            emit_outcome(g, d, u, count)
            if c < left and j + 1 < d.ns:
                spend(g, d, u, k + 1, j + 1, left - c, count)
        count[j] = 0


cdef void spend_exactly(Gen* g, const Dream* d, int* count, int i, int left, int suffix) noexcept nogil:
    """Emit every way to put exactly `left` more pieces on squares i on (suffix of them fit
    there), until the buffer is full."""
    cdef int c, k
    if full(g) or left > suffix:
        return
    if left == 0:
        emit_outcome(g, d, with_pieces(d, count, -1, False, &k), count)
        return
    for c in range(min(left, d.room[i]) + 1):
        count[i] = c
        spend_exactly(g, d, count, i + 1, left - c, suffix - d.room[i])
    count[i] = 0


cdef void spend_all(Gen* g, const Dreams* dreams, bint bare) noexcept nogil:
    """Every turn of the moves (dreams), each spending 0 (with bare) to its stock."""
    cdef int count[8]
    cdef int spent, m, i, stock = dreams.move[0].stock if dreams.n else 0
    cdef long total = 0
    for i in range(8):
        count[i] = 0
    if g.out == NULL and not g.spellings:
        for m in range(dreams.n):
            if dreams.move[m].calling:      # facing Gaea some sets of pieces are no turn
                if bare:
                    emit(g, dreams.move[m].t)
                spend(g, &dreams.move[m], dreams.move[m].t, dreams.move[m].k, 0, stock, count)
            else:
                g.n += outcomes(&dreams.move[m], stock) - (0 if bare else 1)
        return
    if g.out != NULL and stock > SMALL_STOCK:
        for m in range(dreams.n):
            total += outcomes(&dreams.move[m], stock)
    if g.out == NULL or total <= g.cap - g.n:
        for m in range(dreams.n):
            if bare:
                emit(g, dreams.move[m].t)
            spend(g, &dreams.move[m], dreams.move[m].t, dreams.move[m].k, 0, stock, count)
        return
    # More than the buffer holds: by the number of pieces, all moves with none first, so
    # that the cut drops only the turns that spend the most.
    for m in range(dreams.n):
        if bare:
            emit(g, dreams.move[m].t)
    for spent in range(1, stock + 1):
        for m in range(dreams.n):
            spend_exactly(g, &dreams.move[m], count, 0, spent, dreams.move[m].total)
            if full(g):
                return


cdef void gen(Gen* g) noexcept nogil:
    cdef Dreams dreams
    cdef int w = rest_worker(g.p, g.seat)
    dreams.n = 0
    if w >= 0:
        # The rest: `pass`, or builds of the worker on w.
        if rest_listed(g, True):
            dream_at(g, &dreams.move[0], header(w, w, 0), 0, w, g.p.occ)
            dreams.n = 1
            spend_all(g, &dreams, False)
        return
    g.scratch = &dreams
    gen_moves_then(g, record)       # the winning moves are emitted there
    g.scratch = NULL
    spend_all(g, &dreams, True)


cdef Turn parse_facing_gaea(const Position* p, const Spelling* s, const Limits* lim, Turn moved, int k0, int at,
                            Bitboard occ_after, int first) noexcept nogil:
    """The builds of s from its entry `first` on (after the move, or the rest's from the
    worker on `at`) in the order given: facing Gaea (Limits.dome_pauses) NO_TURN if a dome
    before the last calls her (the turn stops there); else the turn as listed (packed)."""
    cdef Gen g
    cdef Dream d
    cdef int count[8]
    cdef int placed[25]
    cdef int i, j, sq
    cdef Bitboard built = 0
    if s.n - first < 1 or s.start < 0:
        return NO_TURN
    g.p = p
    g.seat = p.stm
    memcpy(&g.lim, lim, sizeof(Limits))
    dream_at(&g, &d, moved, k0, at, occ_after)
    for i in range(d.ns):
        count[i] = 0
    for i in range(25):
        placed[i] = 0
    for i in range(first, s.n):
        sq = s.square[i]
        if s.kind[i] != SPELL_BUILD or s.dome[i]:
            return NO_TURN
        j = 0
        while j < d.ns and d.squares[j] != sq:
            j += 1
        if j == d.ns or count[j] == d.room[j] or not may_build_on(lim, sq, p.height[sq] + placed[sq]):
            return NO_TURN
        if lim.dome_pauses and i < s.n - 1 and calls_her(p, sq, p.height[sq] + placed[sq], occ_after, built):
            return NO_TURN      # her placement comes here: the rest of the builds are another turn's
        count[j] += 1
        placed[sq] += 1
        built |= square_bb(sq)
    if s.n - first > d.stock:
        return NO_TURN
    return packed(&d, with_pieces(&d, count, -1, False, &i), count)


cdef Turn parse(const Position* p, const Spelling* s) noexcept nogil:
    """A move then builds in any order: the move with those builds in the order given
    (a run on one square as a stack), or, when the runs do not fit in a turn, in ASCII
    order (the same outcome unless a win condition ends the turn mid-way: then the
    listed spellings hold the order).  The caller matches outcomes."""
    cdef int i, k, k0, run, sq, dst, at
    cdef int on[25]
    cdef int squares[8]
    cdef Bitboard built = 0, occ_after
    cdef Limits lim
    cdef int w = rest_worker(p, p.stm)
    if w >= 0:
        gather_limits(p, p.stm, -1, &lim)
        if s.start != w:
            return NO_TURN
        return parse_facing_gaea(p, s, &lim, header(w, w, 0), 0, w, p.occ, 0)
    if s.start < 0 or s.n < 2 or s.kind[0] != SPELL_MOVE:
        return NO_TURN
    if not (seat_workers(p, p.stm) >> s.start) & 1:
        return NO_TURN
    dst = s.square[0]
    cdef Turn moved = step(0, STEP_MOVE, dst)
    k0 = 1
    at = dst                # where the worker builds from: where a slide (Harpies) or a whirlpool takes it
    gather_limits(p, p.stm, -1, &lim)
    occ_after = p.occ ^ square_bb(s.start) ^ square_bb(dst)
    if carried(&lim) and not ((p.occ | p.dome) >> dst) & 1:
        at = whirled(&lim, dst, &moved, &k0, &occ_after)
        if lim.slides:
            at = slide_steps(p, &lim, s.start, dst, at, p.height[at], &moved, &k0, &occ_after)
    if lim.dome_pauses:
        return parse_facing_gaea(p, s, &lim, header(s.start, dst, 0) | moved, k0, at, occ_after, 1)
    cdef Turn t = header(s.start, dst, s.square[1]) | moved
    for i in range(25):
        on[i] = 0
    for i in range(1, s.n):
        if s.kind[i] != SPELL_BUILD or s.dome[i] or not (neighbours(at) >> s.square[i]) & 1:
            return NO_TURN
        sq = s.square[i]
        on[sq] += 1
        if (p.dome >> sq) & 1 or on[sq] > 4 - p.height[sq]:    # more than the square takes
            return NO_TURN
        built |= (<Bitboard>1) << sq
    k = k0
    i = 1
    while i < s.n and k < MAX_STEPS:
        run = 1
        while i + run < s.n and s.square[i + run] == s.square[i]:
            run += 1
        if run > 4:
            return NO_TURN
        t |= pieces_step(k, at, s.square[i], run)
        k += 1
        i += run
    if i == s.n:
        return t
    t = header(s.start, dst, 0) | moved
    for i in range(squares_by_name(built, squares)):
        sq = squares[i]
        t |= pieces_step(k0 + i, at, sq, on[sq]) | (first_build(sq) if i == 0 else 0)
    return t


cdef void smallest_order(const Position* p, Turn t, Spelling* out) noexcept nogil:
    """Facing Gaea, the builds of a spelling put in the smallest order that goes through:
    a dome with ground next to it not yet built on waits until the last build (the turn
    has at most one such dome for good: Dream, hard_dome); any other piece comes in ASCII
    order of its square."""
    cdef Position after
    cdef TurnFacts facts
    cdef int slots[MAX_SPELLING_BUILDS]
    cdef int on[25]
    cdef int placed[25]
    cdef int squares[8]
    cdef int nb = 0, i, j, sq, ns
    cdef Bitboard touched = 0, built = 0
    memcpy(&after, p, sizeof(Position))
    applying(&after, t, &facts)
    for i in range(25):
        on[i] = 0
        placed[i] = 0
    for i in range(out.n):
        if out.kind[i] == SPELL_BUILD and nb < MAX_SPELLING_BUILDS:
            slots[nb] = i
            nb += 1
            on[out.square[i]] += 1
            touched |= square_bb(out.square[i])
    ns = squares_by_name(touched, squares)
    for i in range(nb):
        for j in range(ns):
            sq = squares[j]
            if placed[sq] == on[sq]:
                continue
            if i < nb - 1 and calls_her(p, sq, p.height[sq] + placed[sq], after.occ, built):
                continue
            break
        out.square[slots[i]] = sq
        placed[sq] += 1
        built |= square_bb(sq)


cdef void spell(const Position* p, const Turn* turns, int n, Spelling* out) noexcept nogil:
    cdef Limits lim
    cdef int i
    gather_limits(p, p.stm, -1, &lim)
    for i in range(n):
        spell_steps(turns[i], &out[i])
        if lim.dome_pauses:
            smallest_order(p, turns[i], &out[i])


cdef void start_turn(Position* p, int seat) noexcept nogil:
    # Placed, and not wiped out; a full stock stays full (its bits end below the rest's).
    if seat_workers(p, seat) and stock_of(p, seat) < STOCK_MASK:
        pos_change_state(p, seat, p.god_state[seat] + 1)


cdef void end_turn(Position* p, int seat, const TurnFacts* facts) noexcept nogil:
    # The stock pays for the builds; a turn that stopped for Gaea keeps its worker for the
    # rest (the worker that moved, or the rest's own), anything else ends with none due.
    cdef int w = rest_worker(p, seat)
    cdef uint32_t stock = (p.god_state[seat] & STOCK_MASK) - <uint32_t>facts.builds
    if turn_paused(facts.turn):
        if w < 0:
            w = lsb(facts.moved) if facts.moved else -1
        pos_change_state(p, seat, stock | (<uint32_t>(w + 1) << REST_SHIFT))
    else:
        pos_change_state(p, seat, stock)


# Evaluation: a banked build is worth about a third of a level, up to a handful.
#: God.weight: name and default, in order (measured by self-play: docs/search.md).
EVAL_WEIGHTS = (("stock", 30), ("stock_useful", 6))


cdef int evaluate(const Position* p, int seat) noexcept nogil:
    cdef const int* weight = god_of(p, seat).weight
    return weight[0] * min(stock_of(p, seat), weight[1])


cdef Bitboard win_squares(const Position* p, int seat, const Limits* lim) noexcept nogil:
    # A rest moves nobody up.
    return 0 if rest_worker(p, seat) >= 0 else default_win_squares(p, seat, lim)


cdef int pending(const Position* p, int owner) noexcept nogil:
    # The rest comes right after Gaea's placement.
    return INTERJECT_REST if p.resume and rest_worker(p, owner) >= 0 else 0


cdef bint state_fits(const Position* p, int seat) noexcept nogil:
    # A rest due: a piece left for it, facing Gaea, with the worker there.
    cdef int w = rest_worker(p, seat)
    if p.god_state[seat] >> (REST_SHIFT + 5):
        return False
    return w < 0 or (stock_of(p, seat) >= 1 and rest_due_fits(p, seat, w))


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.gen = gen
    g.count = NULL
    g.parse = parse
    g.spell = spell
    g.start_turn = start_turn
    g.end_turn = end_turn
    g.evaluate = evaluate
    g.win_squares = win_squares
    g.pending = pending
    g.state_fits = state_fits
