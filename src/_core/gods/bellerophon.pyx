# Bellerophon (hero): once a game, one move may climb two levels; a climb of two
# onto level 3 wins.  Until then his turns are a mortal's and those (docs/heroes.md).
# SFEN: `bellerophon[used]` once spent.
from santorini._core.bitboard cimport Bitboard, lsb, square_bb, neighbours
from santorini._core.genkit cimport (
    move_wins, emit, emit_builds, win_moves, seat_workers, seat_opponents, worker_levels, barred_squares,
)
from santorini._core.god cimport God, Gen, Limits, NO_CLIMB, STATE_SPENT
from santorini._core.gods.hero cimport unspent, hero_defaults, mortal_turns_then_power
from santorini._core.position cimport Position
from santorini._core.turn cimport Turn, header, step, win_flag, once_flag, STEP_MOVE

SFEN_STATES = {"used": STATE_SPENT}
EVAL_WEIGHTS = (("unspent", 40),)


cdef inline Bitboard leaps(const Position* p, int src, int levels) noexcept nogil:
    """The empty squares two levels above the worker on src next to it (levels: the
    worker's, genkit.worker_levels)."""
    cdef int h = p.height[src]
    if h > 1 or levels & NO_CLIMB:
        return 0
    return neighbours(src) & ~barred_squares(src, levels) & p.ge[h + 2] & ~p.ge[h + 3] & ~p.dome & ~p.occ


cdef void gen(Gen* g) noexcept nogil:
    if not mortal_turns_then_power(g):
        return
    cdef const Position* p = g.p
    cdef Bitboard workers = g.movers
    cdef Bitboard dests
    cdef int src, dst
    cdef Turn t
    while workers:
        src = lsb(workers)
        workers &= workers - 1
        dests = leaps(p, src, worker_levels(&g.lim, src))
        while dests:
            dst = lsb(dests)
            dests &= dests - 1
            t = header(src, dst, 0) | once_flag() | step(0, STEP_MOVE, dst)
            if move_wins(&g.lim, 0, p.height[src], p.height[dst], dst):
                emit(g, t | win_flag())
            else:
                emit_builds(g, t, 1, dst, p.occ ^ square_bb(src) ^ square_bb(dst), True, 0)


cdef Bitboard win_squares(const Position* p, int seat, const Limits* lim) noexcept nogil:
    cdef Bitboard workers = seat_workers(p, seat) & ~lim.frozen
    cdef Bitboard wins = win_moves(p, workers, seat_opponents(p, seat), lim, 0)
    cdef int w
    if unspent(p, seat):
        while workers:
            w = lsb(workers)
            workers &= workers - 1
            wins |= leaps(p, w, worker_levels(lim, w)) & p.ge[3] & ~lim.no_climb_win & ~lim.no_win
    return wins


cdef void install(God* g) noexcept nogil:
    hero_defaults(g)
    g.gen = gen
    g.win_squares = win_squares
