# Dionysus: each dome he builds on level 3 (a complete tower), in his turn or
# in an extra turn, earns an extra turn, taken right after: play stays with
# him.  An extra turn is an ordinary move and build with one worker of any
# opponent, or `pass` to decline it; nobody wins during it.  A restriction of
# the seat whose worker is moved does not bind that move.  His state word is
# the number of extra turns still to take (SFEN `dionysus[2]`).
from santorini._core.bitboard cimport Bitboard, BOARD_MASK, lsb
from santorini._core.genkit cimport (
    emit, emit_builds, move_targets, move_steps, gen_plain, count_plain, win_moves, seat_workers, seat_opponents, slid,
)
from santorini._core.god cimport God, Gen, Limits, god_defaults
from santorini._core.movegen cimport limits_of
from santorini._core.position cimport Position, TurnFacts, MAX_SEATS, NO_WINNER, worker_seat, pos_change_state
from santorini._core.turn cimport Turn, header, step, pass_turn

#: SFEN: the extra turns still to take, 1 and up.
SFEN_COUNTER = (1, 255)


cdef bint extra_turn(const Position* p, int seat) noexcept nogil:
    return p.god_state[seat] > 0


cdef void worker_turns(Gen* g, Gen* sub, int w, bint climbing) noexcept nogil:
    """The extra turns moving the worker on w (only those moving up if `climbing`)."""
    cdef const Position* p = g.p
    cdef Bitboard dests = move_targets(sub, w, 0)
    cdef Bitboard occ_after
    cdef int dst, k
    cdef Turn t
    if climbing:
        dests &= p.ge[p.height[w] + 1]
    while dests:
        dst = lsb(dests)
        dests &= dests - 1
        t = header(w, dst, 0)
        k = move_steps(sub, w, dst, 0, &t, 0, &occ_after)
        dst = slid(sub, w, dst, &t, &k, &occ_after)
        emit_builds(sub, t, k, dst, occ_after, True, 0)


cdef void extra_turns(Gen* g) noexcept nogil:
    # The moved worker is bound as its owner's would be by every power but its
    # own side's and Dionysus' side's: limits taken for its owner's seat.  A
    # Persephone it binds demands a climb of the workers she binds, if one of
    # them can; pass and the other workers' turns stay legal.
    cdef const Position* p = g.p
    cdef Gen sub
    cdef Limits lims[MAX_SEATS]
    cdef Bitboard workers, climbers = 0
    cdef int w, seat
    cdef bint demand = False
    if g.climb_only:
        return          # the demand is judged here, worker by worker
    emit(g, pass_turn())
    workers = g.opp
    while workers:
        seat = worker_seat(p, lsb(workers))
        workers &= ~seat_workers(p, seat)
        limits_of(p, seat, -1, g.side, &lims[seat])
        lims[seat].no_win = BOARD_MASK
        if lims[seat].must_climb:
            climbers |= seat_workers(p, seat) & ~lims[seat].frozen
    sub = g[0]
    if climbers:
        sub.out = NULL
        sub.n = 0
        workers = climbers
        while workers and not sub.n:
            w = lsb(workers)
            workers &= workers - 1
            sub.lim = lims[worker_seat(p, w)]
            worker_turns(g, &sub, w, True)
        demand = sub.n > 0
        sub = g[0]
    workers = g.opp
    while workers:
        w = lsb(workers)
        workers &= workers - 1
        sub.lim = lims[worker_seat(p, w)]
        if (sub.lim.frozen >> w) & 1:
            continue
        worker_turns(g, &sub, w, demand and (climbers >> w) & 1)
    g.n = sub.n


cdef void gen(Gen* g) noexcept nogil:
    if g.p.god_state[g.seat]:
        extra_turns(g)
    else:
        gen_plain(g)


cdef long count(const Position* p, const Limits* lim) noexcept nogil:
    return -1 if p.god_state[p.stm] else count_plain(p, lim)


cdef Bitboard win_squares(const Position* p, int seat, const Limits* lim) noexcept nogil:
    if p.god_state[seat]:
        return 0
    return win_moves(p, seat_workers(p, seat), seat_opponents(p, seat), lim, 0)


cdef void end_turn(Position* p, int seat, const TurnFacts* facts) noexcept nogil:
    cdef int left = p.god_state[seat]
    if left:
        left -= 1
    left += facts.towers
    if p.winner != NO_WINNER:
        left = 0
    if left != <int>p.god_state[seat]:
        pos_change_state(p, seat, left)


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.gen = gen
    g.count = count
    g.win_squares = win_squares
    g.end_turn = end_turn
    g.extra_turn = extra_turn
