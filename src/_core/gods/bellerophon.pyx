# Bellerophon (hero): once a game, one move may climb two levels; a climb of two
# onto level 3 wins.  Until then his turns are a mortal's and those (docs/heroes.md).
# SFEN: `bellerophon[used]` once spent.
from santorini._core.bitboard cimport Bitboard, lsb, neighbours
from santorini._core.genkit cimport gen_extra_moves, win_moves, seat_workers, seat_opponents, worker_levels, barred_squares
from santorini._core.god cimport God, Gen, Limits, NO_CLIMB, STATE_SPENT
from santorini._core.gods.hero cimport unspent, hero_defaults, mortal_turns_then_power
from santorini._core.position cimport Position
from santorini._core.turn cimport once_flag

SFEN_STATES = {"used": STATE_SPENT}
EVAL_WEIGHTS = (("unspent", 40),)


cdef Bitboard leaps(const Position* p, int src, int levels) noexcept nogil:
    """The empty squares two levels above the worker on src next to it (levels: the
    worker's, genkit.worker_levels)."""
    cdef int h = p.height[src]
    if h > 1 or levels & NO_CLIMB:
        return 0
    return neighbours(src) & ~barred_squares(src, levels) & p.ge[h + 2] & ~p.ge[h + 3] & ~p.dome & ~p.occ


cdef void gen(Gen* g) noexcept nogil:
    if mortal_turns_then_power(g):
        gen_extra_moves(g, leaps, once_flag(), True)


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
