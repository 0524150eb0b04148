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
from santorini._core.bitboard cimport Bitboard, neighbours, square_bb
from santorini._core.genkit cimport emit, gen_moves_then, squares_by_name, slide_steps, whirled, carried
from santorini._core.god cimport God, Gen, Limits, Spelling, god_defaults, god_of, SPELL_MOVE, SPELL_BUILD
from santorini._core.movegen cimport gather_limits
from santorini._core.position cimport Position, TurnFacts, MAX_WORKERS, pos_change_state, seat_workers
from santorini._core.turn cimport (
    Turn, NO_TURN, MAX_STEPS, header, step, first_build, pieces_step, stack_field, STEP_MOVE, STEP_BUILD,
    STEP_STACK,
)

#: SFEN: the stock, 1 and up (0 is not written).
SFEN_COUNTER = (1, 65535)

cdef enum:
    MAX_DREAMS = MAX_WORKERS * 8    # ordinary moves of one generation
    # A stock up to this gives every position fewer turns than a search buffer holds
    # (MAX_DREAMS moves of at most C(8 + 4, 4) = 495 ways each): no need to count them.
    SMALL_STOCK = 4


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


ctypedef struct Dreams:
    int n
    Dream move[MAX_DREAMS]


cdef inline bint full(const Gen* g) noexcept nogil:
    # Past the buffer's end (one turn past it tells the caller the list was cut).
    return g.out != NULL and g.n > g.cap


cdef void record(Gen* g, Turn t, int k, int src, int dst, Bitboard occ_after) noexcept nogil:
    """Keep the move, and where its worker may build, for gen."""
    cdef const Position* p = g.p
    cdef Dreams* dreams = <Dreams*>g.scratch
    cdef Dream* d = &dreams.move[dreams.n]
    cdef int i, sq
    dreams.n += 1
    d.t = t
    d.k = k
    d.dst = dst
    d.ns = squares_by_name(neighbours(dst) & ~occ_after & ~p.dome, d.squares)
    d.total = 0
    for i in range(d.ns):
        sq = d.squares[i]
        if (g.lim.no_build >> sq) & 1:
            d.room[i] = 1 if p.height[sq] == 3 else 0
        else:
            d.room[i] = 4 - p.height[sq]
        d.total += d.room[i]
        d.stack[i] = stack_field(dst, sq, 2)


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


cdef inline Turn with_pieces(const Dream* d, const int* count, int last) noexcept nogil:
    """The move, then count[i] pieces on each square i in ASCII order; with last >= 0,
    one piece of square `last` held back to be built at the end."""
    cdef Turn t = d.t
    cdef int i, c, k = d.k, first = -1
    for i in range(d.ns):
        c = count[i] - (i == last)
        if c > 0:
            t |= pieces(d, k, i, c)
            k += 1
            if first < 0:
                first = d.squares[i]
    if last >= 0:
        t |= step(k, STEP_BUILD, d.squares[last])
        if first < 0:
            first = d.squares[last]
    return t | first_build(first)


cdef inline void emit_outcome(Gen* g, const Dream* d, Turn t, const int* count) noexcept nogil:
    """The turn; for spellings (a win condition may end the turn mid-way: Chronus) also
    once with each of its squares but the last built last: for a condition that more
    pieces never undo, those orders reach every point where the turn can be cut."""
    cdef int top, j
    emit(g, t)
    if g.spellings:
        top = d.ns - 1
        while count[top] == 0:
            top -= 1
        for j in range(top):
            if count[j]:
                emit(g, with_pieces(d, count, j))


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
    cdef int c
    if full(g) or left > suffix:
        return
    if left == 0:
        emit_outcome(g, d, with_pieces(d, count, -1), count)
        return
    for c in range(min(left, d.room[i]) + 1):
        count[i] = c
        spend_exactly(g, d, count, i + 1, left - c, suffix - d.room[i])
    count[i] = 0


cdef void gen(Gen* g) noexcept nogil:
    cdef Dreams dreams
    cdef int count[8]
    cdef int spent, m, i
    cdef int stock = min(<int>g.p.god_state[g.seat], 32)     # 32: eight squares of four pieces
    cdef long total = 0
    dreams.n = 0
    g.scratch = &dreams
    gen_moves_then(g, record)       # the winning moves are emitted there
    g.scratch = NULL
    for i in range(8):
        count[i] = 0
    if g.out == NULL and not g.spellings:
        for m in range(dreams.n):
            g.n += outcomes(&dreams.move[m], stock)
        return
    if g.out != NULL and stock > SMALL_STOCK:
        for m in range(dreams.n):
            total += outcomes(&dreams.move[m], stock)
    if g.out == NULL or total <= g.cap - g.n:
        for m in range(dreams.n):
            emit(g, dreams.move[m].t)
            spend(g, &dreams.move[m], dreams.move[m].t, dreams.move[m].k, 0, stock, count)
        return
    # More than the buffer holds: by the number of pieces, all moves with none first, so
    # that the cut drops only the turns that spend the most.
    for m in range(dreams.n):
        emit(g, dreams.move[m].t)
    for spent in range(1, stock + 1):
        for m in range(dreams.n):
            spend_exactly(g, &dreams.move[m], count, 0, spent, dreams.move[m].total)
            if full(g):
                return


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
    if s.start < 0 or s.n < 2 or s.kind[0] != SPELL_MOVE:
        return NO_TURN
    if not (seat_workers(p, p.stm) >> s.start) & 1:
        return NO_TURN
    dst = s.square[0]
    cdef Turn moved = step(0, STEP_MOVE, dst)
    k0 = 1
    at = dst                # where the worker builds from: where a slide (Harpies) or a whirlpool takes it
    gather_limits(p, p.stm, -1, &lim)
    if carried(&lim) and not ((p.occ | p.dome) >> dst) & 1:
        occ_after = p.occ ^ square_bb(s.start) ^ square_bb(dst)
        at = whirled(&lim, dst, &moved, &k0, &occ_after)
        if lim.slides:
            at = slide_steps(p, &lim, s.start, dst, at, p.height[at], &moved, &k0, &occ_after)
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


cdef void start_turn(Position* p, int seat) noexcept nogil:
    if seat_workers(p, seat):        # placed, and not wiped out
        pos_change_state(p, seat, p.god_state[seat] + 1)


cdef void end_turn(Position* p, int seat, const TurnFacts* facts) noexcept nogil:
    if facts.builds:
        pos_change_state(p, seat, p.god_state[seat] - facts.builds)


# Evaluation: a banked build is worth about a third of a level, up to a handful.
#: God.weight: name and default, in order (measured by self-play: docs/search.md).
EVAL_WEIGHTS = (("stock", 30), ("stock_useful", 6))


cdef int evaluate(const Position* p, int seat) noexcept nogil:
    cdef const int* weight = god_of(p, seat).weight
    return weight[0] * min(<int>p.god_state[seat], weight[1])


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.gen = gen
    g.count = NULL
    g.parse = parse
    g.start_turn = start_turn
    g.end_turn = end_turn
    g.evaluate = evaluate
