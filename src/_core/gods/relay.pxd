# Relays: every worker of a side moves, one after the other (Terpsichore, then
# builds; Castor & Pollux, without building).  A relay is its outcome, so of the
# spellings that give one (the other order of the moves; the other worker to each
# square when the two cannot be told apart) only the ASCII-smallest is listed;
# Gen.spellings lists them all.  Aphrodite's charm follows pieces, so which worker
# goes where can make one spelling of an outcome legal and another not: the gods
# that use relays apply the charm themselves, to every move (GOD_CHARM_AWARE).
from santorini._core.bitboard cimport Bitboard, BOARD_MASK, lsb, square_bb, neighbours
from santorini._core.genkit cimport emit, steps_among, move_wins, emit_builds, worker_levels
from santorini._core.god cimport Gen
from santorini._core.position cimport Position
from santorini._core.turn cimport Turn, header, step, win_flag, name_order, STEP_MOVE, STEP_SELECT

# What follows a relay that did not win: the turns it makes (t's steps 0-2 are the
# moves, the workers then stand on d1 and d2 and every worker on occ_after).
ctypedef void (*RelayEnd)(Gen* g, Turn t, int d1, int d2, Bitboard occ_after) noexcept nogil


cdef inline Bitboard charmed_to(const Gen* g, int w, Bitboard zone) noexcept nogil:
    """Where the charm lets the worker on w end its move: next to a charmer if it is charmed."""
    return zone if (g.lim.charmed >> w) & 1 else BOARD_MASK


cdef inline Bitboard first_moves(const Gen* g, int w, Bitboard zone) noexcept nogil:
    return steps_among(g.p, w, worker_levels(&g.lim, w), neighbours(w)) & ~g.p.occ & charmed_to(g, w, zone)


cdef inline Bitboard second_moves(const Gen* g, int w, int first, int d1, Bitboard zone) noexcept nogil:
    # The first worker has left its square and stands on d1.
    return (steps_among(g.p, w, worker_levels(&g.lim, w), neighbours(w)) & ~(g.p.occ ^ square_bb(first) ^ square_bb(d1))
            & charmed_to(g, w, zone))


cdef inline bint climbs(const Position* p, int src, int dst) noexcept nogil:
    return p.height[dst] > p.height[src]


cdef inline bint same_outcome(const Gen* g, Bitboard zone, int a, int da, int b, int db, bint wins) noexcept nogil:
    """Do the moves a -> da, then b -> db, make a turn whose outcome ends with the
    workers on da and db and `wins` (the first move not winning)?"""
    cdef const Position* p = g.p
    if not (first_moves(g, a, zone) >> da) & 1 or move_wins(&g.lim, 0, p.height[a], p.height[da], da):
        return False
    if not (second_moves(g, b, a, da, zone) >> db) & 1:
        return False
    if g.climb_only and not (climbs(p, a, da) or climbs(p, b, db)):
        return False
    return move_wins(&g.lim, 0, p.height[b], p.height[db], db) == wins


cdef inline int name_key(int a, int da, int b, int db) noexcept nogil:
    # Compares like the token's text "a-da,b-db": each square name is two characters.
    return ((name_order(a) * 25 + name_order(da)) * 25 + name_order(b)) * 25 + name_order(db)


cdef inline bint keeps_binding(const Gen* g, int a, int da, int b, int db) noexcept nogil:
    """Does a -> da, then b -> db (b < 0: no second move) end Adonis' bound worker next
    to a worker it is bound to (or is nobody bound)?"""
    cdef int w = g.lim.bound - 1
    if w < 0:
        return True
    if w == a:
        w = da
    elif w == b:
        w = db
    return (neighbours(w) & g.lim.bound_to) != 0


cdef inline bint smallest_spelling(const Gen* g, Bitboard zone, int a, int da, int b, int db, bint wins) noexcept nogil:
    """Is a -> da, b -> db the ASCII-smallest spelling of its outcome?  Adonis' binding
    follows a worker, so a spelling that keeps it is preferred to one that does not (the
    binding then lists only those)."""
    cdef int key = name_key(a, da, b, db)
    cdef const Position* p = g.p
    cdef bint kept = keeps_binding(g, a, da, b, db)
    if (wins and db == a and (first_moves(g, b, zone) >> da) & 1
            and move_wins(&g.lim, 0, p.height[b], p.height[da], da)
            and (keeps_binding(g, b, da, -1, -1) or not kept)):
        return False    # b winning on da at once leaves the workers where this relay does
    # Swapping which worker goes where changes nothing unless they can be told apart
    # (Selene's female worker, on a teammate's side).
    cdef bint alike = ((g.p.female >> a) & 1) == ((g.p.female >> b) & 1)
    if name_key(b, db, a, da) < key and same_outcome(g, zone, b, db, a, da, wins):
        return False
    if alike:
        if (name_key(a, db, b, da) < key and same_outcome(g, zone, a, db, b, da, wins)
                and (keeps_binding(g, a, db, b, da) or not kept)):
            return False
        if (name_key(b, da, a, db) < key and same_outcome(g, zone, b, da, a, db, wins)
                and (keeps_binding(g, b, da, a, db) or not kept)):
            return False
    return True


cdef inline void gen_charmed_plain(Gen* g, Bitboard zone) noexcept nogil:
    """Every mover's ordinary turn, the charm applied (a relay god's plain turns)."""
    cdef const Position* p = g.p
    cdef Bitboard workers = g.movers
    cdef Bitboard dests
    cdef int w, d
    cdef Turn t
    while workers:
        w = lsb(workers)
        workers &= workers - 1
        dests = first_moves(g, w, zone)
        if g.climb_only:
            dests &= p.ge[p.height[w] + 1]
        while dests:
            d = lsb(dests)
            dests &= dests - 1
            t = header(w, d, 0) | step(0, STEP_MOVE, d)
            if move_wins(&g.lim, 0, p.height[w], p.height[d], d):
                emit(g, t | win_flag())
            else:
                emit_builds(g, t, 1, d, p.occ ^ square_bb(w) ^ square_bb(d), True, 0)


cdef inline void gen_relays(Gen* g, Bitboard zone, bint first_wins, RelayEnd end) noexcept nogil:
    """Both workers of the side (exactly two, both free to move) move, in either order;
    a relay that wins ends there, others go on with `end`.  With first_wins the first
    move's own wins are listed too (a god whose plain turns list them passes False)."""
    cdef const Position* p = g.p
    cdef Bitboard own = g.own
    cdef Bitboard dests1, dests2
    cdef int order, a, b, d1, d2
    cdef bint wins
    cdef Turn t
    for order in range(2):
        a = lsb(own) if order == 0 else lsb(own & (own - 1))
        b = lsb(own & ~square_bb(a))
        dests1 = first_moves(g, a, zone)
        while dests1:
            d1 = lsb(dests1)
            dests1 &= dests1 - 1
            if move_wins(&g.lim, 0, p.height[a], p.height[d1], d1):
                if first_wins:
                    emit(g, header(a, d1, 0) | step(0, STEP_MOVE, d1) | win_flag())
                continue
            dests2 = second_moves(g, b, a, d1, zone)
            if g.climb_only and not climbs(p, a, d1):
                dests2 &= p.ge[p.height[b] + 1]
            while dests2:
                d2 = lsb(dests2)
                dests2 &= dests2 - 1
                wins = move_wins(&g.lim, 0, p.height[b], p.height[d2], d2)
                if not g.spellings and not smallest_spelling(g, zone, a, d1, b, d2, wins):
                    continue
                # The header's dst is the last move's square: a winning turn's is the
                # square it wins on (movegen.listed_wins reads it).
                t = header(a, d2, 0) | step(0, STEP_MOVE, d1) | step(1, STEP_SELECT, b) | step(2, STEP_MOVE, d2)
                if wins:
                    emit(g, t | win_flag())
                else:
                    end(g, t, d1, d2, p.occ ^ square_bb(a) ^ square_bb(d1) ^ square_bb(b) ^ square_bb(d2))
