# The rest of a turn that stopped at a dome (turn.pxd, pause_step): an opposing Gaea
# places next to a dome as soon as it is built (Limits.dome_pauses), so a power whose
# turn may go on after a dome (Demeter's and Hestia's second build, Prometheus' move
# after building first, Ares' removal, Asteria's dome, the other worker's build of
# Castor's and Terpsichore's, Medea's removal, Hydra's gain or loss, Europa's Talus, Charybdis' whirlpool,
# Adonis' binding, the first dome of Heracles' spree, Poseidon's and Morpheus' further builds)
# stops there, and its seat plays the rest between turns, right after her placement
# (INTERJECT_REST), with the worker that acted (the other worker, for Castor and Terpsichore,
# the unmoved one for Poseidon).  The god's state word keeps that
# worker's square + 1 in its low bits (REST_SQUARE) until then, 0 otherwise: SFEN
# `demeter[c3]` (gods/rest_states.py), with the extra item `resume:K` naming the seat.
# A hero's STATE_SPENT (Medea's), the Talus' square (Europa's) and a binding (Adonis') share
# the word, above those bits (Poseidon's builds left too); Charybdis' whirlpools and Morpheus'
# stock fill the low bits, the rest's worker above.
from libc.stdint cimport uint32_t
from libc.string cimport memcpy

from santorini._core.movegen cimport lost_with_no_turn
from santorini._core.bitboard cimport Bitboard, lsb, popcount, square_bb
from santorini._core.genkit cimport emit, emit_builds, ground_next_to, build_squares, pauses_at_dome
from santorini._core.god cimport (
    Gen, Limits, INTERJECT_REST, GOD_STOPS_TURNS, STATE_SPENT, card_of, default_win_squares, default_count,
)
from santorini._core.gods.hero cimport count_spent
from santorini._core.position cimport (
    Position, TurnFacts, NO_WINNER, pos_change_state, all_placed, seat_workers,
)
from santorini._core.steps cimport applying
from santorini._core.turn cimport (
    Turn, header, step, turn_src, turn_paused, pass_turn, pause_step, step_kind, step_square,
    first_build, MAX_STEPS, STEP_END, STEP_BUILD, STEP_SELECT, STEP_TOKEN,
)

cdef enum:
    REST_SQUARE = 31        # the state word's bits that hold the rest's square + 1


cdef inline int paused_worker(const Position* p, int seat) noexcept nogil:
    """The square of the worker whose turn stopped at a dome, its rest still due, or -1."""
    return <int>(p.god_state[seat] & REST_SQUARE) - 1


cdef inline void note_pause(Position* p, int seat, const TurnFacts* facts, int worker) noexcept nogil:
    """End of turn: a turn that stopped keeps its worker for the rest; the rest clears it."""
    cdef uint32_t kept = p.god_state[seat] & ~(<uint32_t>REST_SQUARE)
    pos_change_state(p, seat, kept | (worker + 1 if turn_paused(facts.turn) else 0))


cdef inline bint rest_listed(Gen* g, bint may_end) noexcept nogil:
    """A rest's list begins: none under Persephone's demand (a rest never moves a worker up),
    else `pass` first where the turn may end where it stopped.  False: list nothing more."""
    if g.climb_only:
        return False
    if may_end:
        emit(g, pass_turn())
    return True


cdef inline void rest_builds(Gen* g, int w, bint may_end) noexcept nogil:
    """A rest that is one build by the worker on w (Demeter's second build, the other
    worker's of Castor's and Terpsichore's): `c3^e4`, after `pass` where the turn may end."""
    if not rest_listed(g, may_end):
        return
    cdef Bitboard builds = build_squares(g, w, g.p.occ)
    cdef int b
    while builds:
        b = lsb(builds)
        builds &= builds - 1
        emit(g, header(w, w, b) | step(0, STEP_BUILD, b))


cdef inline void rest_tokens(Gen* g, int w, Bitboard spots) noexcept nogil:
    """A rest that puts the power's piece (Europa's Talus, Charybdis' whirlpool): `pass`, or
    the piece on each of `spots`, written from the worker on w that moved: `c3@e5`."""
    if not rest_listed(g, True):
        return
    while spots:
        emit(g, header(w, w, 0) | step(0, STEP_TOKEN, lsb(spots)))
        spots &= spots - 1


cdef inline bint calls_her(const Position* p, int sq, int level, Bitboard occ, Bitboard built) noexcept nogil:
    """Does a piece on sq, now at `level`, make a dome with empty ground next to it (the workers
    on occ; a square built on earlier in the turn, on `built`, is no ground), so that an
    opposing Gaea may place at once: the turn of repeated builds (Poseidon's, Morpheus') stops?"""
    return level == 3 and (ground_next_to(p, square_bb(sq), occ) & ~built) != 0


cdef inline Bitboard stopping_builds(const Gen* g, int builder, Bitboard occ_after) noexcept nogil:
    """The builds of the worker on `builder` that dome a square she may place next to at once
    (genkit.pauses_at_dome)."""
    cdef Bitboard tops = build_squares(g, builder, occ_after) & g.p.ge[3] if g.lim.dome_pauses else 0
    cdef Bitboard stopping = 0
    cdef int b
    while tops:
        b = lsb(tops)
        tops &= tops - 1
        if pauses_at_dome(g, b, occ_after):
            stopping |= square_bb(b)
    return stopping


cdef inline void emit_stopped_builds(Gen* g, Turn t, int k, int builder, Bitboard occ_after,
                                     Bitboard stops) noexcept nogil:
    """The builds of the worker on `builder` as step k of t, as emit_builds lists them, those on
    `stops` stopping the turn there (pause_step)."""
    cdef Bitboard builds = build_squares(g, builder, occ_after) if stops else 0
    cdef Turn built
    cdef int b
    if not stops:
        emit_builds(g, t, k, builder, occ_after, True, 0)
    while builds:
        b = lsb(builds)
        builds &= builds - 1
        built = t | first_build(b) | step(k, STEP_BUILD, b)
        emit(g, built | pause_step(k + 1) if (stops >> b) & 1 else built)


cdef inline Bitboard builds_then_stop(Gen* g, Turn t, int k, int dst, Bitboard occ_after, bint power_follows) noexcept nogil:
    """The builds by the worker on dst, as emit_builds lists them, of a turn whose end-of-turn
    choice (a hero's: Medea's removal, Theseus' kill) may follow them (power_follows): those
    that make a dome she may place next to stop the turn, the choice coming in its rest.
    Returns the squares of those builds, which the turn's choice does not follow."""
    cdef Bitboard stopping = stopping_builds(g, dst, occ_after) if power_follows else 0
    emit_stopped_builds(g, t, k, dst, occ_after, stopping)
    return stopping


cdef inline void stop_at_last_domes(Gen* g, int first) noexcept nogil:
    """Of the turns listed from `first` on, those whose last step builds a dome she may place
    next to stop there (an end-of-turn power, Medusa's or the Maenads', still to come: it acts
    after her placement, in a rest of `pass` alone).  One turn for one: counts are unchanged."""
    cdef Position after
    cdef TurnFacts facts
    cdef Turn t
    cdef int i, j, last
    if not g.lim.dome_pauses or g.out == NULL:
        return
    for i in range(first, g.n if g.n < g.cap else g.cap):
        t = g.out[i]
        last = -1
        for j in range(MAX_STEPS):
            if step_kind(t, j) == STEP_END:
                break
            last = j
        if last < 0 or step_kind(t, last) != STEP_BUILD or g.p.height[step_square(t, last)] != 3:
            continue
        memcpy(&after, g.p, sizeof(Position))
        applying(&after, t, &facts)
        if last + 1 < MAX_STEPS and ground_next_to(&after, square_bb(step_square(t, last)), after.occ):
            g.out[i] = t | pause_step(last + 1)


cdef inline long rest_count(const Position* p, const Limits* lim) noexcept nogil:
    """God.count of an ordinary turn whose rest is a `pass` (Medusa's, the Maenads'): the
    ordinary count (a stop changes no number), the rest listed."""
    return -1 if paused_worker(p, p.stm) >= 0 else default_count(p, lim)


cdef inline void end_turn_moved(Position* p, int seat, const TurnFacts* facts) noexcept nogil:
    """God.end_turn of a power whose rest the worker that moved plays."""
    note_pause(p, seat, facts, lsb(facts.moved) if facts.moved else -1)


cdef inline void end_turn_other(Position* p, int seat, const TurnFacts* facts) noexcept nogil:
    """God.end_turn of a power whose rest the side's other worker plays (Castor's builds,
    Terpsichore's): the dome's builder is the worker the turn selected last, else its first."""
    cdef Turn t = facts.turn
    cdef int builder = turn_src(t), j
    cdef Bitboard others
    if turn_paused(t):
        for j in range(MAX_STEPS):
            if step_kind(t, j) == STEP_END:
                break
            if step_kind(t, j) == STEP_SELECT:
                builder = step_square(t, j)
        others = seat_workers(p, seat) & ~square_bb(builder)
        note_pause(p, seat, facts, lsb(others) if others else -1)
    else:
        note_pause(p, seat, facts, -1)


cdef inline Bitboard rest_win_squares(const Position* p, int seat, const Limits* lim) noexcept nogil:
    """God.win_squares: a rest moves nobody up; else the ordinary turn's wins."""
    return 0 if paused_worker(p, seat) >= 0 else default_win_squares(p, seat, lim)


cdef inline int rest_pending(const Position* p, int owner) noexcept nogil:
    """The rest comes right after Gaea's placement, before what closes the turn."""
    return INTERJECT_REST if p.resume and paused_worker(p, owner) >= 0 else 0


cdef inline bint facing_stopper(const Position* p, int seat) noexcept nogil:
    """Is a card that stops turns (Gaea) in play on another side than the seat's, with workers
    on her card or not?"""
    cdef int other
    for other in range(p.nseats):
        if ((p.alive >> other) & 1 and p.seat_side[other] != p.seat_side[seat]
                and card_of(p, other).flags & GOD_STOPS_TURNS):
            return True
    return False


cdef inline bint rest_due_fits(const Position* p, int seat, int worker) noexcept nogil:
    """May a rest be due for the seat: only between turns of its own turn, facing a card that
    stops turns (Gaea) in play, with a worker of the seat on `worker` (-1: a rest that names
    none, Aeolus').  The game may be over: a rest she left no room for is a turn the seat
    cannot complete."""
    if p.resume != seat + 1 or not all_placed(p):
        return False
    if worker >= 0 and not (seat_workers(p, seat) >> worker) & 1:
        return False
    if p.winner != NO_WINNER and not (p.stm == seat and lost_with_no_turn(p)):
        return False
    return facing_stopper(p, seat)


cdef inline bint rest_fits(const Position* p, int seat) noexcept nogil:
    """God.state_fits of a power whose state word is only the square of a rest due."""
    cdef uint32_t state = p.god_state[seat]
    return not state or (state <= 25 and rest_due_fits(p, seat, <int>state - 1))


cdef inline bint hero_rest_fits(const Position* p, int seat, bint unspent_rest, bint spent_rest) noexcept nogil:
    """God.state_fits of a hero whose turn may stop for Gaea: unspent, spent (STATE_SPENT), or
    a rest due with the power unspent (Medea's removal, Theseus' kill, Polyphemus' domes still
    to come) or spent (by the stopped turn: Achilles' build first, Polyphemus' first dome)."""
    cdef uint32_t state = p.god_state[seat]
    cdef uint32_t square = state & REST_SQUARE
    if state & ~(<uint32_t>(STATE_SPENT | REST_SQUARE)) or square > 25:
        return False
    if not square:
        return True
    if not (spent_rest if state & STATE_SPENT else unspent_rest):
        return False
    return rest_due_fits(p, seat, <int>square - 1)


cdef inline long hero_rest_count(const Position* p, const Limits* lim) noexcept nogil:
    """God.count of such a hero: a rest is generated, else as a hero's (count_spent)."""
    return -1 if paused_worker(p, p.stm) >= 0 else count_spent(p, lim)


cdef inline bint rest_pair_fits(const Position* p, int seat) noexcept nogil:
    """God.state_fits of a power whose rest the side's other worker plays (Castor's,
    Terpsichore's): only a side of two workers stops so."""
    return rest_fits(p, seat) and (not p.god_state[seat] or popcount(seat_workers(p, seat)) == 2)
