# Morpheus: his stock (the state word) grows by one when play reaches him for
# a turn; instead of the normal build the moved worker builds k times, any k
# from 0 to the stock (repeats allowed), and the stock drops by k.  The order
# of the builds never changes the outcome: canonical in ASCII order of the
# squares.  Tokens: `b2-c3` (no build), `b2-c3^d4^d4^e4`.  A turn holds at
# most MAX_STEPS - 1 builds (turn.pxd), and the list of a position at most
# MAX_TURNS turns (movegen.pxd): a stock beyond that is spent in several turns.
from santorini._core.bitboard cimport Bitboard, neighbours
from santorini._core.genkit cimport emit, gen_moves_then, squares_by_name
from santorini._core.god cimport God, Gen, Spelling, god_defaults, god_of, SPELL_MOVE, SPELL_BUILD
from santorini._core.position cimport Position, TurnFacts, pos_change_state
from santorini._core.turn cimport (
    Turn, NO_TURN, MAX_STEPS, header, step, first_build, STEP_MOVE, STEP_BUILD,
)

#: SFEN: the stock, 1 and up (0 is not written).
SFEN_COUNTER = (1, 65535)


cdef void spend(Gen* g, Turn t, int k, const int* squares, int* room, int ns, int i, int left) noexcept nogil:
    """Emit t, then every way to add up to `left` more builds on squares[i:] (sorted)."""
    cdef int j
    emit(g, t)
    if left == 0 or k >= MAX_STEPS or g.n >= g.cap > 0:
        return
    # Builds in ASCII order (the order never changes the outcome), or for spellings
    # in every order (where Chronus may end the turn mid-way, it does).
    for j in range(0 if g.spellings else i, ns):
        if room[j] == 0:
            continue
        room[j] -= 1
        spend(g, t | step(k, STEP_BUILD, squares[j]) | (first_build(squares[j]) if k == 1 else 0),
              k + 1, squares, room, ns, j, left - 1)
        room[j] += 1


cdef void builds(Gen* g, Turn t, int k, int src, int dst, Bitboard occ_after) noexcept nogil:
    cdef const Position* p = g.p
    cdef Bitboard cand = neighbours(dst) & ~occ_after & ~p.dome
    cdef int squares[8]
    cdef int room[8]
    cdef int sq, i
    # The squares in ASCII order with the pieces each can still take.
    cdef int ns = squares_by_name(cand, squares)
    for i in range(ns):
        sq = squares[i]
        if (g.lim.no_build >> sq) & 1:
            room[i] = 1 if p.height[sq] == 3 else 0
        else:
            room[i] = 4 - p.height[sq]
    spend(g, t, k, squares, room, ns, 0, p.god_state[g.seat])


cdef void gen(Gen* g) noexcept nogil:
    gen_moves_then(g, builds)


cdef Turn parse(const Position* p, const Spelling* s) noexcept nogil:
    """A move then builds in any order: the turn with those steps (same outcome as the
    sorted spelling, which generation lists; the caller matches outcomes)."""
    cdef int i
    if s.start < 0 or s.n < 2 or s.n > MAX_STEPS or s.kind[0] != SPELL_MOVE:
        return NO_TURN
    if not (p.side_bb[p.seat_side[p.stm]] >> s.start) & 1:
        return NO_TURN
    cdef Turn t = header(s.start, s.square[0], s.square[1]) | step(0, STEP_MOVE, s.square[0])
    for i in range(1, s.n):
        if s.kind[i] != SPELL_BUILD or s.dome[i]:
            return NO_TURN
        t |= step(i, STEP_BUILD, s.square[i])
    return t


cdef void start_turn(Position* p, int seat) noexcept nogil:
    if p.side_bb[p.seat_side[seat]]:        # placed, and not wiped out
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
