# Dionysus: each dome he builds on level 3 (a complete tower), in his turn or
# in an extra turn, earns an extra turn, taken right after: play stays with
# him.  An extra turn is an ordinary move and build with one worker of any
# opponent, or `pass` to decline it; nobody wins during it.  A restriction of
# the seat whose worker is moved does not bind that move.  His state word is
# the number of extra turns still to take (SFEN `dionysus[2]`).
# (Persephone's demand does not bind an extra turn: docs/advanced-gods.md.)
from santorini._core.bitboard cimport Bitboard, BOARD_MASK, lsb
from santorini._core.genkit cimport emit, emit_builds, move_targets, move_steps, gen_plain, count_plain, win_moves, seat_workers, seat_opponents
from santorini._core.god cimport God, Gen, Limits, god_defaults
from santorini._core.movegen cimport limits_of
from santorini._core.position cimport Position, TurnFacts, NO_WINNER, side_at, pos_change_state
from santorini._core.turn cimport Turn, header, step, STEP_PASS

#: SFEN: the extra turns still to take, 1 and up.
SFEN_COUNTER = (1, 255)


cdef bint extra_turn(const Position* p, int seat) noexcept nogil:
    return p.god_state[seat] > 0


cdef void extra_turns(Gen* g) noexcept nogil:
    cdef const Position* p = g.p
    cdef Bitboard workers = g.opp
    cdef Bitboard dests, occ_after
    cdef Gen sub
    cdef int w, dst, k
    cdef Turn t
    emit(g, step(0, STEP_PASS, 0))
    if g.climb_only:
        return          # the demand does not bind: generation falls back to every turn
    sub = g[0]
    while workers:
        w = lsb(workers)
        workers &= workers - 1
        limits_of(p, g.seat, -1, side_at(p, w), &sub.lim)
        if (sub.lim.frozen >> w) & 1:
            continue
        sub.lim.no_win = BOARD_MASK
        dests = move_targets(&sub, w, 0)
        while dests:
            dst = lsb(dests)
            dests &= dests - 1
            t = header(w, dst, 0)
            k = move_steps(&sub, w, dst, 0, &t, 0, &occ_after)
            emit_builds(&sub, t, k, dst, occ_after, True, 0)
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
