# Charon: before his worker moves, he may ferry one opponent worker next to
# it to the square straight across it (W + (W - O)), if that square is on the
# board with no worker and no dome, at any height.  The ferry is a force:
# the ferried worker has not moved and wins nothing.  The same worker then
# moves and builds as usual.  Tokens: `b2>c3-b1^c1` (docs/notation.md).
from libc.string cimport memcpy

from santorini._core.bitboard cimport Bitboard, lsb, square_bb, neighbours
from santorini._core.genkit cimport (
    gen_moves_from, win_moves, step_targets, forceable, seat_workers, seat_opponents, guard_moved, guards_of, worker_levels,
)
from santorini._core.god cimport God, Gen, Limits, god_defaults
from santorini._core.position cimport Position, across, side_at
from santorini._core.turn cimport Turn, step, STEP_FORCE, STEP_TO


cdef inline Bitboard ferries(const Position* p, int w, Bitboard opp) noexcept nogil:
    """The opponents next to w that can be ferried across it."""
    return forceable(p, w, neighbours(w) & opp, True)


cdef inline void ferry(Position* q, int o, int to) noexcept nogil:
    # Only the workers' squares and owners matter to generation: no key, no female mark.
    cdef int side = side_at(q, o)
    q.side_bb[side] ^= square_bb(o) | square_bb(to)
    q.occ ^= square_bb(o) | square_bb(to)
    if (q.seconds >> o) & 1:
        q.seconds ^= square_bb(o) | square_bb(to)


cdef void gen(Gen* g) noexcept nogil:
    cdef const Position* p = g.p
    cdef Bitboard workers = g.movers
    cdef Bitboard victims
    cdef Position after
    cdef Gen sub
    cdef int w, o, to
    while workers:
        w = lsb(workers)
        workers &= workers - 1
        gen_moves_from(g, w, 0, 0, 0)
        victims = ferries(p, w, g.opp)
        while victims:
            o = lsb(victims)
            victims &= victims - 1
            to = across(o, w)
            # Generate the rest of the turn on the position after the ferry.
            memcpy(&after, p, sizeof(Position))
            ferry(&after, o, to)
            memcpy(&sub, g, sizeof(Gen))
            sub.p = &after
            sub.opp = (g.opp & ~square_bb(o)) | square_bb(to)
            if sub.lim.guard_seats:
                guard_moved(&sub.lim, guards_of(&after, &sub.lim))
            gen_moves_from(&sub, w, step(0, STEP_FORCE, o) | step(1, STEP_TO, to), 2, 0)
            g.n = sub.n


cdef Bitboard win_squares(const Position* p, int seat, const Limits* lim) noexcept nogil:
    # Besides the ordinary climbs: a ferry can empty a level-3 square next to
    # a lower worker, which then climbs onto it.
    cdef Bitboard own = seat_workers(p, seat)
    cdef Bitboard opp = seat_opponents(p, seat)
    cdef Bitboard targets = win_moves(p, own, opp, lim, 0)
    cdef Bitboard workers = own & ~lim.frozen
    cdef int w
    while workers:
        w = lsb(workers)
        workers &= workers - 1
        if p.height[w] < 3:
            targets |= ferries(p, w, opp) & step_targets(p, w, worker_levels(lim, w)) & p.ge[3] & ~lim.no_win & ~lim.no_climb_win
    return targets


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.gen = gen
    g.count = NULL
    g.win_squares = win_squares
