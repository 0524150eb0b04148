# Heracles (hero): once a game, both of his workers build any number of domes, at
# any level, each on squares next to itself with no worker and no dome.  Revised
# text (the default): instead of his build, after a move that did not win, none
# too.  Original text (`revised-text`): at the end of his turn, after his build.
# A turn lists every outcome, and the subsets of up to sixteen squares would be tens
# of thousands after each move, so the domes are played one at a time as extra turns
# (as Dionysus' are).  Revised: the turn that spends the power is the move alone
# (`b2-c3`).  Original: it is the move, the build and the first dome (`b2-c3^d4^e4*`);
# a spree of no dome would change nothing but the mark, so it is not listed.  Then,
# play staying with him, each extra turn is one dome, written from the ASCII-first of
# his workers next to it (`c3^d4*`, the star below level 3), each on a square after
# the last in ASCII order, until he declines with `pass`.  Nobody wins during the
# extra turns.  A Limus that keeps low domes off (original text) keeps these off too.
# His state word: STATE_SPENT, SPREE while the domes are being built, and the last
# dome's square + 1; SFEN `heracles[used]`, `heracles[domes]`, `heracles[domes,c3]`
# (docs/heroes.md).
# Facing Gaea (gods/rest.pxd) the order of his domes matters, since she places next to
# each before the next: the spree takes them in any order and names no last dome.  With
# the original text, a normal build that domes, a first dome of his still possible after
# it, stops his turn where she may place next to it (`b2-c3^d4`, state `heracles[c3]`);
# after her placement the rest is `pass` (the power kept) or the spree's first dome,
# written from the worker that moved (`c3^e4*`), his extra turns following.
from santorini._core.bitboard cimport Bitboard, lsb, neighbours, spread, square_bb
from santorini._core.genkit cimport (
    emit, emit_builds, build_squares, gen_moves_then, win_moves, count_plain, seat_workers, seat_opponents,
    squares_by_name,
)
from santorini._core.god cimport God, Gen, Limits, STATE_SPENT, STAGE_FIRST, STAGE_REST
from santorini._core.gods.domes cimport dome_step
from santorini._core.gods.hero cimport unspent, hero_defaults
from santorini._core.gods.rest cimport (
    paused_worker, rest_pending, rest_listed, rest_due_fits, facing_stopper, stopping_builds,
    emit_stopped_builds,
)
from santorini._core.position cimport Position, TurnFacts, MAX_WORKERS, NO_WINNER, RULE_ORIGINAL_TEXT, pos_change_state
from santorini._core.turn cimport (
    Turn, header, first_build, once_flag, turn_once, turn_paused, pass_turn, turn_bld, name_order, step, step_kind,
    step_square, STEP_BUILD, STEP_DOME, STEP_END, MAX_STEPS,
)

from santorini._core.gods.rest_states import GEOMETRY_BITS as REST_GEOMETRY_BITS, hero_states
from santorini.notation.squares import SQUARE_NAMES

cdef enum:
    SPREE = 1 << 29         # the domes are being built: his turns are extra turns
    LAST_MASK = 31          # in the spree the last dome's square + 1 (0 before the first, or facing
                            # Gaea); before it a rest's worker (rest.REST_SQUARE)

SFEN_STATES = {**hero_states(STATE_SPENT, unspent_rest=True, spent_rest=False), "domes": STATE_SPENT | SPREE,
               **{f"domes,{name}": STATE_SPENT | SPREE | (sq + 1) for sq, name in enumerate(SQUARE_NAMES)}}
EVAL_WEIGHTS = (("unspent", 40),)
#: The rest's worker is a square a symmetry maps, but the last dome is not: which squares come
#: after it in ASCII order changes with the board's orientation.  Either keeps its own image.
GEOMETRY_BITS = REST_GEOMETRY_BITS


cdef bint extra_turn(const Position* p, int seat) noexcept nogil:
    return (p.god_state[seat] & SPREE) != 0


cdef void builds_or_power(Gen* g, Turn t, int k, int src, int dst, Bitboard occ_after) noexcept nogil:
    """Revised text: the builds, or the move alone that spends the power."""
    emit_builds(g, t, k, dst, occ_after, True, 0)
    if unspent(g.p, g.seat):
        emit(g, t | once_flag())


cdef void builds_then_power(Gen* g, Turn t, int k, int src, int dst, Bitboard occ_after) noexcept nogil:
    """Original text: the builds, and each followed by the first dome of the power's spree,
    next to either worker where they stand.  The spree's turns add domes and move nobody:
    the search lists them in its second stage (Gen.stage)."""
    cdef const Position* p = g.p
    cdef bint spree = unspent(p, g.seat)
    cdef Bitboard own = (seat_workers(p, g.seat) & ~square_bb(src)) | square_bb(dst)
    cdef Bitboard around = spread(own) & ~occ_after & ~p.dome
    cdef Bitboard stops = stopping_builds(g, dst, occ_after) if spree else 0
    cdef Bitboard firsts = around & (p.ge[3] | ~g.lim.no_low_dome)     # first domes after a build that domes
    cdef Bitboard open_, level_3
    cdef Turn built
    cdef int b, d
    # With no first dome after it, a build that domes ends the turn as a mortal's would (its
    # rest would be `pass` alone): no stop.
    open_ = stops
    while open_:
        b = lsb(open_)
        open_ &= open_ - 1
        if not firsts & ~square_bb(b):
            stops &= ~square_bb(b)
    if g.stage != STAGE_REST:
        emit_stopped_builds(g, t, k, dst, occ_after, stops)
    if not spree:
        return
    cdef Bitboard builds = build_squares(g, dst, occ_after) & ~stops
    if g.stage == STAGE_FIRST:
        g.deferred = g.deferred or builds != 0
        return
    # Facing Gaea no last dome is kept: a build and a first dome on two level-3 squares that
    # change places end alike, written with the ASCII-first build.
    cdef Bitboard swappable = builds & p.ge[3] if not g.spellings and facing_stopper(p, g.seat) else 0
    while builds:
        b = lsb(builds)
        builds &= builds - 1
        built = t | first_build(b) | once_flag() | step(k, STEP_BUILD, b)
        level_3 = p.ge[3] | (square_bb(b) if p.height[b] == 2 else 0)
        open_ = around & (level_3 | ~g.lim.no_low_dome)
        if p.height[b] == 3:
            open_ &= ~square_bb(b)          # the build domed it
        while open_:
            d = lsb(open_)
            open_ &= open_ - 1
            if (swappable >> b) & 1 and (swappable >> d) & 1 and name_order(d) < name_order(b):
                continue
            emit(g, built | dome_step(k + 1, d, (level_3 >> d) & 1))


cdef inline Bitboard dome_squares(const Gen* g) noexcept nogil:
    """Where a dome of his spree may go now: next to one of his workers, no worker, no dome,
    below level 3 only where no opponent keeps low domes off (Limus).  spread() holds his own
    squares too: occupied, so masked off with the others."""
    cdef const Position* p = g.p
    return spread(seat_workers(p, g.seat)) & ~p.occ & ~p.dome & (p.ge[3] | ~g.lim.no_low_dome)


cdef void domes(Gen* g) noexcept nogil:
    """One more dome next to one of his workers, after the last in ASCII order, or `pass`."""
    cdef const Position* p = g.p
    cdef Bitboard own = seat_workers(p, g.seat)
    cdef Bitboard open_ = dome_squares(g)
    cdef int last = (p.god_state[g.seat] & LAST_MASK) - 1
    cdef int builders[MAX_WORKERS]
    cdef int sq, i, n
    emit(g, pass_turn())
    while open_:
        sq = lsb(open_)
        open_ &= open_ - 1
        if last >= 0 and name_order(sq) <= name_order(last):
            continue
        # The ASCII-first worker next to it writes the dome; any of them may be read.
        n = squares_by_name(own & neighbours(sq), builders)
        for i in range(n if g.spellings else 1):
            emit(g, header(builders[i], builders[i], 0) | first_build(sq) | dome_step(0, sq, p.height[sq] == 3))


cdef void first_dome_rest(Gen* g, int w) noexcept nogil:
    """The rest of a turn that stopped at its build's dome (original text): `pass`, or the
    spree's first dome next to either worker, written from the one that moved (on w)."""
    if not rest_listed(g, True):
        return
    cdef const Position* p = g.p
    cdef Bitboard open_ = dome_squares(g)
    cdef int d
    while open_:
        d = lsb(open_)
        open_ &= open_ - 1
        emit(g, header(w, w, 0) | first_build(d) | once_flag() | dome_step(0, d, p.height[d] == 3))


cdef void gen(Gen* g) noexcept nogil:
    cdef int w
    if g.p.god_state[g.seat] & SPREE:
        if not g.climb_only:
            domes(g)
    elif g.p.rulings & RULE_ORIGINAL_TEXT:
        w = paused_worker(g.p, g.seat)
        if w >= 0:
            first_dome_rest(g, w)
        else:
            gen_moves_then(g, builds_then_power)
    else:
        gen_moves_then(g, builds_or_power)


cdef long count(const Position* p, const Limits* lim) noexcept nogil:
    return count_plain(p, lim) if p.god_state[p.stm] == STATE_SPENT else -1


cdef Bitboard win_squares(const Position* p, int seat, const Limits* lim) noexcept nogil:
    if p.god_state[seat] & (SPREE | LAST_MASK):      # his domes, or a rest: nobody moves up
        return 0
    return win_moves(p, seat_workers(p, seat), seat_opponents(p, seat), lim, 0)


cdef void end_turn(Position* p, int seat, const TurnFacts* facts) noexcept nogil:
    cdef unsigned int state = p.god_state[seat]
    # The rest of a turn that stopped at a dome for Gaea: its first dome is the turn's only piece.
    cdef bint rest = not state & SPREE and state & LAST_MASK
    cdef int dome = first_dome(facts.turn) if p.rulings & RULE_ORIGINAL_TEXT and not rest else -1
    # Facing her, his domes come in any order: no last one is kept.
    cdef bint ordered = not facing_stopper(p, seat)
    if turn_paused(facts.turn):
        state = (state & ~LAST_MASK) | (lsb(facts.moved) + 1)
    elif turn_once(facts.turn) and p.rulings & RULE_ORIGINAL_TEXT and dome < 0 and not rest:
        # Original text: a condition met at the build (Chronus' fifth tower) cut the turn
        # before its first dome, so the power was never used: the plain turn's outcome.
        state &= ~STATE_SPENT
    elif p.winner != NO_WINNER or facts.collided >= 0:
        # The game is over, or a collision (Hecate's worker) ended his turn: no dome follows.
        state &= ~(SPREE | LAST_MASK)
    elif turn_once(facts.turn):
        state = (state & ~LAST_MASK) | SPREE
        if dome >= 0 and ordered:
            state |= dome + 1
    elif state & SPREE:
        if facts.turn == pass_turn():
            state &= ~(SPREE | LAST_MASK)
        elif ordered:
            state = (state & ~LAST_MASK) | (turn_bld(facts.turn) + 1)
    elif rest:
        state &= ~LAST_MASK
    if state != p.god_state[seat]:
        pos_change_state(p, seat, state)


cdef int first_dome(Turn t) noexcept nogil:
    """The square of the second piece a turn builds: the spree's first dome in the turn that
    spends the power (original text); -1 if it builds fewer."""
    cdef int i, kind, pieces = 0
    for i in range(MAX_STEPS):
        kind = step_kind(t, i)
        if kind == STEP_END:
            break
        if kind == STEP_BUILD or kind == STEP_DOME:
            pieces += 1
            if pieces == 2:
                return step_square(t, i)
    return -1


cdef int pending(const Position* p, int owner) noexcept nogil:
    # In the spree the low bits are the last dome's, not a rest's worker.
    return 0 if p.god_state[owner] & SPREE else rest_pending(p, owner)


cdef bint state_fits(const Position* p, int seat) noexcept nogil:
    cdef unsigned int state = p.god_state[seat]
    cdef int square = <int>(state & LAST_MASK) - 1
    if square < 0:
        return True
    if state & SPREE:
        return (p.dome >> square) & 1 and not facing_stopper(p, seat)
    return (p.rulings & RULE_ORIGINAL_TEXT) != 0 and not state & STATE_SPENT and rest_due_fits(p, seat, square)


cdef void install(God* g) noexcept nogil:
    hero_defaults(g)
    g.gen = gen
    g.count = count
    g.win_squares = win_squares
    g.end_turn = end_turn
    g.extra_turn = extra_turn
    g.state_fits = state_fits
    g.pending = pending
