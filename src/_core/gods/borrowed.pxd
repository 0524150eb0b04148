# Turns with an opponent's worker: Dionysus' extra turn and Eris' alternative turn are an
# ordinary move and build made with one worker of an opponent.  The moved worker is bound
# as its owner's would be by every power but its own side's and the acting side's (limits
# taken for its owner's seat); a Persephone it binds demands a climb of the workers she
# binds, if one of them can, and the other workers' turns stay legal.  What the acting
# power lets such a move win is its choice (`unwinnable`).
from santorini._core.bitboard cimport Bitboard, BOARD_MASK, lsb
from santorini._core.genkit cimport emit_builds, move_targets, move_steps, seat_workers, slid
from santorini._core.god cimport Gen, Limits
from santorini._core.movegen cimport limits_of
from santorini._core.position cimport Position, MAX_SEATS, worker_seat
from santorini._core.turn cimport Turn, header

# Which wins a borrowed move loses.
cdef enum:
    NO_MOVE_WINS = 0        # none: no condition of the move wins (Dionysus; Eris, original text)
    NO_CLIMB_WINS = 1       # a climb onto level 3 (Eris, revised text: the owner's move conditions are not hers)


cdef inline void worker_turns(Gen* g, Gen* sub, int w, bint climbing, Turn flags) noexcept nogil:
    """The borrowed turns moving the worker on w (only those moving up if `climbing`)."""
    cdef Bitboard dests = move_targets(sub, w, 0)
    cdef Bitboard occ_after
    cdef int dst, k
    cdef Turn t
    if climbing:
        dests &= g.p.ge[g.p.height[w] + 1]
    while dests:
        dst = lsb(dests)
        dests &= dests - 1
        t = header(w, dst, 0) | flags
        k = move_steps(sub, w, dst, 0, &t, 0, &occ_after)
        dst = slid(sub, w, dst, &t, &k, &occ_after)
        emit_builds(sub, t, k, dst, occ_after, True, 0)


cdef inline void borrowed_turns(Gen* g, Bitboard usable, int unwinnable, Turn flags) noexcept nogil:
    """Emit the turns moving one of the `usable` opponent workers, each with `flags` in its
    header.  Nothing under Persephone's demand pass (g.climb_only): the demand is judged
    here, worker by worker."""
    cdef const Position* p = g.p
    cdef Gen sub
    cdef Limits lims[MAX_SEATS]
    cdef Bitboard workers, climbers = 0
    cdef int w, seat
    cdef bint demand = False
    if g.climb_only:
        return
    workers = usable
    while workers:
        seat = worker_seat(p, lsb(workers))
        workers &= ~seat_workers(p, seat)
        limits_of(p, seat, -1, g.side, &lims[seat])
        if unwinnable == NO_CLIMB_WINS:
            lims[seat].no_climb_win = BOARD_MASK
        else:
            lims[seat].no_win = BOARD_MASK
        if lims[seat].must_climb:
            climbers |= seat_workers(p, seat) & usable & ~lims[seat].frozen
    sub = g[0]
    if climbers:
        sub.out = NULL
        sub.n = 0
        workers = climbers
        while workers and not sub.n:
            w = lsb(workers)
            workers &= workers - 1
            sub.lim = lims[worker_seat(p, w)]
            worker_turns(g, &sub, w, True, flags)
        demand = sub.n > 0
        sub = g[0]
    workers = usable
    while workers:
        w = lsb(workers)
        workers &= workers - 1
        sub.lim = lims[worker_seat(p, w)]
        if (sub.lim.frozen >> w) & 1:
            continue
        worker_turns(g, &sub, w, demand and (climbers >> w) & 1, flags)
    g.n = sub.n
