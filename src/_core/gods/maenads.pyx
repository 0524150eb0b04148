# Maenads: at the end of their turn, an opponent with a worker between two of
# theirs (the middle of a straight line of three squares, orthogonal or
# diagonal) loses: with two sides (2 players, or 4 in teams) the Maenads' side
# wins; with 3 players that opponent is eliminated, the game going on.  Turns
# are the ordinary ones; the condition is judged by their end-of-turn hook, on
# the board after the build as they see it (God.view: Clio's workers on coins are
# out of their reach).  Facing Gaea, a turn whose build domes a square she may place next
# to stops there (gods/rest.pxd): she places, then the catch is judged in a rest of `pass`
# alone (state `maenads[c3]`, the worker that moved): a worker she put between two of
# theirs is caught at once.
from santorini._core.bitboard cimport Bitboard, lsb, square_bb, neighbours
from santorini._core.god cimport God, Gen, god_defaults, default_gen, eliminate, seen_by
from santorini._core.gods.rest cimport (
    paused_worker, rest_pending, rest_fits, rest_listed, rest_win_squares, rest_count, end_turn_moved, stop_at_last_domes,
)
from santorini._core.position cimport Position, TurnFacts, across, NO_WINNER, RESULT_POWER, seat_workers
from santorini._core.turn cimport step_kind, turn_paused, STEP_PLACE

from santorini._core.gods.rest_states import SFEN_STATES, GEOMETRY_BITS  # the worker of a rest due



cdef inline bint between(const Position* p, int sq, Bitboard theirs) noexcept nogil:
    """Do two of `theirs` stand on opposite sides of sq, next to it?"""
    cdef Bitboard near = neighbours(sq) & theirs
    cdef int a, b
    while near:
        a = lsb(near)
        near &= near - 1
        b = across(a, sq)
        if b >= 0 and (theirs >> b) & 1:
            return True
    return False


cdef void end_turn(Position* p, int seat, const TurnFacts* facts) noexcept nogil:
    cdef int side = p.seat_side[seat]
    cdef Bitboard theirs = seat_workers(p, seat)
    cdef Position view
    cdef const Position* seen = seen_by(p, seat, &view)
    cdef Bitboard caught = 0, others = seen.occ & ~seen.side_bb[side]     # a teammate's are not caught
    cdef int sq, other
    # Placing the workers is setup, not a turn: it is not judged; a turn stopped for Gaea is
    # judged at the end of its rest.
    end_turn_moved(p, seat, facts)
    if p.winner != NO_WINNER or step_kind(facts.turn, 0) == STEP_PLACE or turn_paused(facts.turn):
        return
    while others:
        sq = lsb(others)
        others &= others - 1
        if between(seen, sq, theirs):
            caught |= square_bb(sq)
    if not caught:
        return
    if p.nsides == 2:
        p.winner = side
        p.result = RESULT_POWER
        p.result_god = p.held[seat]
        return
    for other in range(p.nseats):
        if (p.alive >> other) & 1 and p.side_bb[p.seat_side[other]] & caught:
            eliminate(p, other)


cdef void gen(Gen* g) noexcept nogil:
    cdef int first = g.n
    if paused_worker(g.p, g.seat) >= 0:
        rest_listed(g, True)        # the catch alone is left
        return
    default_gen(g)
    stop_at_last_domes(g, first)


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.gen = gen
    g.count = rest_count
    g.win_squares = rest_win_squares
    g.end_turn = end_turn
    g.pending = rest_pending
    g.state_fits = rest_fits
