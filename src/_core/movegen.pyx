# Every legal turn of the seat to act, as packed integers (turn.pxd), from
# its god's hooks (god.pxd).  A turn is complete: a move and its build(s), a
# winning move alone, or a placement.  A seat whose list is empty has lost
# (or, with 3 players, is out).  Placement is the same for every god.
from libc.string cimport memset

from santorini._core.bitboard cimport Bitboard, popcount, lsb
from santorini._core.genkit cimport empty_squares, step_targets
from santorini._core.god cimport God, Gen, Limits, Spelling, GOD_BUILDS_BACK, god_of, spell_steps
from santorini._core.position cimport Position, NO_WINNER, side_to_move
from santorini._core.turn cimport Turn, make_placement


cdef inline bint must_place(const Position* p) noexcept nogil:
    return not (p.placed >> side_to_move(p)) & 1


cdef void gather_limits(const Position* p, int seat, int ignore_seat, Limits* lim) noexcept nogil:
    """What the powers of seat's opponents forbid it.  The search leaves out
    ignore_seat when it asks about the next seat: that seat's own turn comes first."""
    cdef int other
    memset(lim, 0, sizeof(Limits))
    if not p.restricting:
        return
    for other in range(p.nseats):
        if ((p.restricting >> other) & 1 and other != seat and other != ignore_seat
                and (p.alive >> other) & 1 and p.seat_side[other] != p.seat_side[seat]):
            god_of(p, other).restrict_opponent(p, other, lim)


cdef inline void gen_init(Gen* g, const Position* p, Turn* out) noexcept nogil:
    g.p = p
    g.out = out
    g.n = 0
    g.seat = p.stm
    g.side = side_to_move(p)
    g.own = p.side_bb[g.side]
    g.opp = p.occ & ~g.own
    g.spellings = False
    if p.restricting:
        gather_limits(p, p.stm, -1, &g.lim)
    else:
        g.lim.no_climb = False
        g.lim.no_build = 0
        g.lim.no_win = 0
        g.lim.frozen = 0
    g.movers = g.own & ~g.lim.frozen


cdef int gen_placements(const Position* p, Turn* out) noexcept nogil:
    cdef Bitboard empty = empty_squares(p)
    cdef Bitboard rest
    cdef int n = 0, a
    while empty:
        a = lsb(empty)
        empty &= empty - 1
        rest = empty
        while rest:
            out[n] = make_placement(a, lsb(rest))
            n += 1
            rest &= rest - 1
    return n


cdef int gen_turns(const Position* p, Turn* out) noexcept nogil:
    """Write every legal turn to out (MAX_TURNS long), or only count them if out is NULL."""
    if p.winner != NO_WINNER:
        return 0
    if must_place(p):
        if out == NULL:
            return <int>count_turns(p)
        return gen_placements(p, out)
    cdef Gen g
    gen_init(&g, p, out)
    god_of(p, p.stm).gen(&g)
    return g.n


cdef int gen_spellings(const Position* p, Turn* out) noexcept nogil:
    """Every legal turn in each of the spellings its god allows (parsing reads them)."""
    if p.winner != NO_WINNER:
        return 0
    if must_place(p):
        return gen_placements(p, out)
    cdef Gen g
    gen_init(&g, p, out)
    g.spellings = True
    god_of(p, p.stm).gen(&g)
    return g.n


cdef inline bint only_climbing_limited(const Limits* lim) noexcept nogil:
    return lim.no_build == 0 and lim.no_win == 0 and lim.frozen == 0


cdef long count_turns(const Position* p) noexcept nogil:
    # Same number as gen_turns; the god may count without writing the turns
    # (perft's last ply).
    if p.winner != NO_WINNER:
        return 0
    cdef long n
    if must_place(p):
        n = popcount(empty_squares(p))
        return n * (n - 1) // 2
    cdef const God* god = god_of(p, p.stm)
    cdef Limits lim
    if god.count != NULL:
        if p.restricting:
            gather_limits(p, p.stm, -1, &lim)
        else:
            lim.no_climb = False
            lim.no_build = 0
            lim.no_win = 0
            lim.frozen = 0
        if only_climbing_limited(&lim):
            n = god.count(p, &lim)
            if n >= 0:
                return n
    cdef Gen g
    gen_init(&g, p, NULL)
    god.gen(&g)
    return g.n


cdef bint has_turn(const Position* p) noexcept nogil:
    # Where the god says a worker that moved can always build back on the
    # square it left, any move to an empty square is a turn.  Otherwise, or
    # when no such move exists, the turns are counted.
    if p.winner != NO_WINNER:
        return False
    if must_place(p):
        return popcount(empty_squares(p)) >= 2
    cdef Gen g
    gen_init(&g, p, NULL)
    cdef const God* god = god_of(p, p.stm)
    cdef Bitboard workers = g.movers
    if god.flags & GOD_BUILDS_BACK and g.lim.no_build == 0:
        while workers:
            if step_targets(p, lsb(workers), g.lim.no_climb) & ~p.occ:
                return True
            workers &= workers - 1
    god.gen(&g)
    return g.n > 0


cdef Bitboard win_targets(const Position* p, int seat, int ignore_seat) noexcept nogil:
    """Squares onto which `seat` could win by moving if it were to act now.

    Exact for the seat to act (ignore_seat = -1).  For threats of the next
    seat the search passes the acting seat as ignore_seat: its restriction
    on the others is recomputed by its own turn.
    """
    if not (p.placed >> p.seat_side[seat]) & 1:
        return 0
    cdef Limits lim
    gather_limits(p, seat, ignore_seat, &lim)
    return god_of(p, seat).win_squares(p, seat, &lim)


cdef void spell_turns(const Position* p, const Turn* turns, int n, Spelling* out) noexcept nogil:
    """The canonical spelling of each of n turns of p (the acting god's, or the turns' own steps)."""
    cdef const God* god = god_of(p, p.stm)
    cdef int i
    if god.spell != NULL and not must_place(p):
        god.spell(p, turns, n, out)
        return
    for i in range(n):
        spell_steps(turns[i], &out[i])
