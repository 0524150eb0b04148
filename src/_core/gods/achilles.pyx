# Achilles (hero): once a game, the worker that moves builds before moving too
# (Prometheus' turn without his rule against moving up): build, move, build.
# Until then his turns are a mortal's and those (docs/heroes.md).
# SFEN: `achilles[used]` once spent.
# Facing Gaea, a first build that is a dome with empty ground next to it stops the turn
# (gods/rest.pxd): the power is spent there, and after her placement the worker moves
# (up too) and builds, `c3-c4^d4`.  State: the worker while that rest is due, the power
# spent with it (`achilles[used,c3]`).
from santorini._core.bitboard cimport Bitboard, lsb, square_bb, neighbours
from santorini._core.genkit cimport win_moves, seat_workers, seat_opponents, worker_levels, barred_squares
from santorini._core.god cimport God, Gen, Limits, NO_CLIMB, STATE_SPENT
from santorini._core.gods.hero cimport unspent, hero_defaults, mortal_turns_then_power
from santorini._core.gods.prometheus cimport build_first, moves_after_dome
from santorini._core.gods.rest cimport (
    paused_worker, note_pause, rest_pending, rest_listed, hero_rest_fits, hero_rest_count,
)
from santorini._core.position cimport Position, TurnFacts
from santorini._core.turn cimport once_flag, turn_src

from santorini._core.gods.rest_states import GEOMETRY_BITS, hero_states

#: Spent; or spent by a turn that stopped at its first build, whose rest the worker named plays.
SFEN_STATES = hero_states(STATE_SPENT, unspent_rest=False, spent_rest=True)
EVAL_WEIGHTS = (("unspent", 40),)


cdef void gen(Gen* g) noexcept nogil:
    cdef int w = paused_worker(g.p, g.seat)
    if w >= 0:
        if rest_listed(g, False):
            moves_after_dome(g, w, False)
        return
    if not mortal_turns_then_power(g):
        return
    cdef Bitboard workers = g.movers
    while workers:
        build_first(g, lsb(workers), False, once_flag())
        workers &= workers - 1


cdef Bitboard win_squares(const Position* p, int seat, const Limits* lim) noexcept nogil:
    cdef int paused = paused_worker(p, seat)
    cdef Bitboard workers = seat_workers(p, seat) & ~lim.frozen
    if paused >= 0:
        workers &= square_bb(paused)     # the rest: that worker's move, after its dome
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


cdef bint state_fits(const Position* p, int seat) noexcept nogil:
    return hero_rest_fits(p, seat, False, True)


cdef void end_turn(Position* p, int seat, const TurnFacts* facts) noexcept nogil:
    note_pause(p, seat, facts, turn_src(facts.turn))   # the worker that built the dome first


cdef void install(God* g) noexcept nogil:
    hero_defaults(g)
    g.gen = gen
    g.count = hero_rest_count
    g.win_squares = win_squares
    g.end_turn = end_turn
    g.pending = rest_pending
    g.state_fits = state_fits
