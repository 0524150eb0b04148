# The learned evaluation's integer inference (nnue.pxd says what the inputs are).
#
# The accumulators are brought up to date by comparing input planes, not by the
# turn that was made: every power changes the board its own way (swaps, pushes,
# removals, added workers, figures that are domes to the rules), and the planes
# see all of them without a hook in any god module.  A turn changes a handful of
# bits, so an update costs a few passes over the hidden units.
from libc.stdint cimport int16_t, int32_t, int64_t, uint32_t
from libc.stdlib cimport malloc, free
from libc.string cimport memset, memcmp

from santorini._core.bitboard cimport Bitboard, BOARD_MASK, lsb, popcount
from santorini._core.handle cimport CorePosition
from santorini._core.position cimport Position, MAX_SIDES, side_to_move

# An update touching more inputs than this for one side costs more than starting over.
cdef enum:
    REFRESH_CHANGES = 24


cdef inline void take_planes(const Position* p, int side, Bitboard* planes) noexcept nogil:
    planes[0] = BOARD_MASK & ~p.ge[1]
    planes[1] = p.ge[1] & ~p.ge[2]
    planes[2] = p.ge[2] & ~p.ge[3]
    planes[3] = p.ge[3]
    planes[4] = p.dome
    planes[5] = p.side_bb[side]
    planes[6] = p.occ & ~p.side_bb[side]


cdef inline void add_row(int32_t* values, const int16_t* row, int hidden) noexcept nogil:
    cdef int i
    for i in range(hidden):
        values[i] += row[i]


cdef inline void sub_row(int32_t* values, const int16_t* row, int hidden) noexcept nogil:
    cdef int i
    for i in range(hidden):
        values[i] -= row[i]


cdef void refresh_side(const Network* net, Accumulator* acc, const Position* p, int side) noexcept nogil:
    cdef int i, k, sq
    cdef Bitboard bits
    cdef int32_t* values = acc.values[side]
    take_planes(p, side, acc.planes[side])
    for i in range(net.hidden):
        values[i] = net.b1[i]
    for k in range(NNUE_PLANES):
        bits = acc.planes[side][k]
        while bits:
            sq = lsb(bits)
            bits &= bits - 1
            add_row(values, net.w1[NNUE_SQUARES_AT + NNUE_SQUARE_INPUTS * sq + k], net.hidden)


cdef void acc_refresh(const Network* net, Accumulator* acc, const Position* p) noexcept nogil:
    cdef int side
    for side in range(p.nsides):
        refresh_side(net, acc, p, side)
    acc.valid = p.nsides


cdef void update_side(const Network* net, Accumulator* acc, const Position* p, int side) noexcept nogil:
    """One side's accumulator brought up to p by the inputs that changed since its planes."""
    cdef int k, sq, changes = 0
    cdef Bitboard now[NNUE_PLANES]
    cdef Bitboard gone, came
    take_planes(p, side, now)
    for k in range(NNUE_PLANES):
        changes += popcount(now[k] ^ acc.planes[side][k])
    if changes == 0:
        return
    if changes > REFRESH_CHANGES:
        refresh_side(net, acc, p, side)
        return
    for k in range(NNUE_PLANES):
        gone = acc.planes[side][k] & ~now[k]
        came = now[k] & ~acc.planes[side][k]
        while gone:
            sq = lsb(gone)
            gone &= gone - 1
            sub_row(acc.values[side], net.w1[NNUE_SQUARES_AT + NNUE_SQUARE_INPUTS * sq + k], net.hidden)
        while came:
            sq = lsb(came)
            came &= came - 1
            add_row(acc.values[side], net.w1[NNUE_SQUARES_AT + NNUE_SQUARE_INPUTS * sq + k], net.hidden)
        acc.planes[side][k] = now[k]


cdef void acc_update(const Network* net, Accumulator* acc, const Position* p) noexcept nogil:
    cdef int side
    if acc.valid != p.nsides:
        acc_refresh(net, acc, p)
        return
    for side in range(p.nsides):
        update_side(net, acc, p, side)


cdef int nnue_evaluate(const Network* net, Accumulator* acc, const Position* p, int hero) noexcept nogil:
    """From the view of the seat to act, as eval.evaluate: with three sides (paranoid and
    best-reply search) hero's view against the rest, negated when another side acts."""
    cdef int view = side_to_move(p)
    cdef int seat = p.stm
    cdef int mine, theirs = -1, their_seat = -1, i, s
    cdef int32_t h
    cdef int64_t logit
    cdef uint32_t my_state, their_state
    cdef int32_t stated[NNUE_MAX_HIDDEN]
    if p.nsides > 2 and view != hero:
        view = hero
        for s in range(p.nseats):
            if p.seat_side[s] == hero:
                seat = s
                break
    # Only the view scored is brought up to date: siblings in the search mostly share the
    # side to act, so the other view waits until it is scored, its changes summed meanwhile.
    if acc.valid != p.nsides:
        acc_refresh(net, acc, p)
    else:
        update_side(net, acc, p, view)
    mine = p.seat_god[seat]
    for s in range(p.nseats):
        if p.seat_side[s] != view and p.seat_god[s] > theirs:
            theirs = p.seat_god[s]
            their_seat = s
    cdef const int16_t* mine_row = net.w1[mine]
    cdef const int16_t* theirs_row = net.w1[NNUE_GODS + theirs]
    cdef const int32_t* values = acc.values[view]
    my_state = p.god_state[seat]
    their_state = p.god_state[their_seat]
    if my_state or their_state:
        # The state bits (most games have none): summed with the accumulator into one buffer.
        for i in range(net.hidden):
            stated[i] = values[i]
        while my_state:
            add_row(stated, net.w1[NNUE_STATES_AT + lsb(my_state)], net.hidden)
            my_state &= my_state - 1
        while their_state:
            add_row(stated, net.w1[NNUE_STATES_AT + NNUE_STATE_BITS + lsb(their_state)], net.hidden)
            their_state &= their_state - 1
        values = stated
    logit = net.b2
    for i in range(net.hidden):
        h = values[i] + mine_row[i] + theirs_row[i]
        if h < 0:
            h = 0
        elif h > NNUE_SCALE:
            h = NNUE_SCALE
        logit += <int64_t>h * net.w2[i]
    # The network predicts sigmoid(score / 400) (santorini.tools.train's target).  The
    # constructor's ranges keep every sum here far inside 64 bits.
    logit = logit * 400 // (NNUE_SCALE * NNUE_SCALE)
    if logit > NNUE_SCORE_LIMIT:
        return NNUE_SCORE_LIMIT
    if logit < -NNUE_SCORE_LIMIT:
        return -NNUE_SCORE_LIMIT
    if view != side_to_move(p):
        return <int>-logit
    return <int>logit


cdef bint nnue_covers(const Network* net, const Position* p) noexcept nogil:
    """Was the network trained for the game of p?  One trained on the base game alone knows
    nothing of the powers' cards (their inputs were never on): it covers two players with
    every card mortal, outside the Golden Fleece variant."""
    cdef int s
    if not net.base_only:
        return True
    if p.nseats != 2 or p.fleece:
        return False
    for s in range(p.nseats):
        if p.seat_god[s] != 0:
            return False
    return True


INPUTS = NNUE_INPUTS
MAX_HIDDEN = NNUE_MAX_HIDDEN
SCALE = NNUE_SCALE
#: The integer weights the core holds, (lowest, highest) by part.  W1 is kept in 16 bits.
#: The others keep the arithmetic exact: an accumulator adds at most 25 x 7 + 2 + 64 rows of W1 (squares, cards, state bits)
#: to b1 in 32 bits; a hidden unit (at most 64) times w2, summed over 256 units, plus b2,
#: times 400, stays inside 64 bits.
WEIGHT_RANGES = {"w1": (-32768, 32767), "b1": (-2**24, 2**24), "w2": (-2**24, 2**24), "b2": (-2**40, 2**40)}


cdef class NnueNetwork:
    """A quantised network in the core's layout, built from integer arrays (see
    santorini.engine.nnue, which makes them from a trained network's file).  It keeps one
    accumulator of its own, for `evaluate(..., fresh=False)` and `accumulator_matches`.
    `base_only`: trained on the base game alone, the search uses it there only (`covers`)."""

    def __cinit__(self, w1, b1, w2, b2, base_only=False):
        self.net = NULL
        hidden = len(b1)
        if not 1 <= hidden <= NNUE_MAX_HIDDEN:
            raise ValueError(f"a network of {hidden} hidden units: the core takes 1..{NNUE_MAX_HIDDEN}")
        if len(w1) != NNUE_INPUTS or any(len(row) != hidden for row in w1) or len(w2) != hidden:
            raise ValueError(f"the weights do not fit {NNUE_INPUTS} inputs and {hidden} hidden units")
        for name, values in (("w1", [v for row in w1 for v in row]), ("b1", b1), ("w2", w2), ("b2", [b2])):
            low, high = WEIGHT_RANGES[name]
            for v in values:
                if not low <= int(v) <= high:
                    raise ValueError(f"{name} weight {int(v)} out of the core's range {low}..{high}")
        self.net = <Network*>malloc(sizeof(Network))
        if self.net == NULL:
            raise MemoryError()
        memset(self.net, 0, sizeof(Network))
        self.net.hidden = hidden
        cdef int i, j
        for i in range(NNUE_INPUTS):
            for j in range(hidden):
                self.net.w1[i][j] = int(w1[i][j])
        for j in range(hidden):
            self.net.b1[j] = int(b1[j])
            self.net.w2[j] = int(w2[j])
        self.net.b2 = int(b2)
        self.net.base_only = bool(base_only)
        memset(&self.acc, 0, sizeof(Accumulator))

    def __dealloc__(self):
        free(self.net)

    @property
    def hidden(self):
        return self.net.hidden

    @property
    def base_only(self):
        return bool(self.net.base_only)

    def covers(self, CorePosition position):
        """Does the search use the network in this position's game (else the hand-written
        evaluation)?"""
        return nnue_covers(self.net, &position.pos)

    def evaluate(self, CorePosition position, fresh=True, hero=None):
        """The network's score of the position from the view of the seat to act
        (centi-levels), as the search of side ``hero`` (default: the side to act) sees it:
        computed from scratch, or (fresh=False) through the kept accumulator, brought up to
        date from the position it last saw."""
        cdef Accumulator scratch
        cdef const Position* p = &position.pos
        cdef int side = p.seat_side[p.stm] if hero is None else hero
        if not 0 <= side < p.nsides:
            raise ValueError(f"no side {side} in a game of {p.nsides} sides")
        if fresh:
            scratch.valid = 0
            return nnue_evaluate(self.net, &scratch, p, side)
        return nnue_evaluate(self.net, &self.acc, p, side)

    def accumulator_matches(self, CorePosition position):
        """Bring the kept accumulator up to this position and compare it with one computed
        from scratch (the incremental update's test)."""
        cdef Accumulator scratch
        cdef const Position* p = &position.pos
        cdef int side
        acc_update(self.net, &self.acc, p)
        acc_refresh(self.net, &scratch, p)
        for side in range(p.nsides):
            if memcmp(self.acc.values[side], scratch.values[side], self.net.hidden * sizeof(int32_t)) != 0:
                return False
            if memcmp(self.acc.planes[side], scratch.planes[side], NNUE_PLANES * sizeof(Bitboard)) != 0:
                return False
        return True
