# Achilles (hero): once a game, the worker that moves builds before moving too
# (Prometheus' turn without his rule against moving up): build, move, build.
# Until then his turns are a mortal's and those (docs/heroes.md).
# SFEN: `achilles[used]` once spent.
from santorini._core.bitboard cimport Bitboard, lsb, neighbours
from santorini._core.genkit cimport win_moves, seat_workers, seat_opponents, worker_levels, barred_squares
from santorini._core.god cimport God, Gen, Limits, NO_CLIMB, STATE_SPENT
from santorini._core.gods.hero cimport unspent, hero_defaults, mortal_turns_then_power
from santorini._core.gods.prometheus cimport build_first
from santorini._core.position cimport Position
from santorini._core.turn cimport once_flag

SFEN_STATES = {"used": STATE_SPENT}
EVAL_WEIGHTS = (("unspent", 40),)


cdef void gen(Gen* g) noexcept nogil:
    if not mortal_turns_then_power(g):
        return
    cdef Bitboard workers = g.movers
    while workers:
        build_first(g, lsb(workers), False, once_flag())
        workers &= workers - 1


cdef Bitboard win_squares(const Position* p, int seat, const Limits* lim) noexcept nogil:
    cdef Bitboard workers = seat_workers(p, seat) & ~lim.frozen
    cdef Bitboard wins = win_moves(p, workers, seat_opponents(p, seat), lim, 0)
    cdef Bitboard raised = p.ge[2] & ~p.ge[3] & ~p.occ & ~p.dome & ~lim.no_build
    cdef int w
    if unspent(p, seat) and not lim.levels & NO_CLIMB:
        # A worker on level 2 builds a level-2 neighbour up to 3, then climbs onto it.
        workers &= p.ge[2] & ~p.ge[3]
        while workers:
            w = lsb(workers)
            workers &= workers - 1
            wins |= neighbours(w) & ~barred_squares(w, worker_levels(lim, w)) & raised & ~lim.no_climb_win & ~lim.no_win
    return wins


cdef void install(God* g) noexcept nogil:
    hero_defaults(g)
    g.gen = gen
    g.win_squares = win_squares
