# Relays: every worker of a side moves, one after the other (Terpsichore, then
# builds; Castor & Pollux, without building).  A relay is its outcome, so of the
# spellings that give one (the other order of the moves; the other worker to each
# square when the two cannot be told apart) only the ASCII-smallest is listed;
# Gen.spellings lists them all.  Aphrodite's charm follows pieces, so which worker
# goes where can make one spelling of an outcome legal and another not: the gods
# that use relays apply the charm themselves, to every move (GOD_CHARM_AWARE).
from santorini._core.bitboard cimport Bitboard, BOARD_MASK, popcount, lsb, square_bb, neighbours
from santorini._core.genkit cimport (
    emit, steps_among, move_wins, won_moving, landed, carried, emit_builds, worker_levels, slid,
)
from santorini._core.god cimport Gen, Limits, NO_CLIMB
from santorini._core.position cimport Position
from santorini._core.turn cimport Turn, header, step, win_flag, name_order, STEP_MOVE, STEP_SELECT

# What follows a relay that did not win: the turns it makes (t's steps up to k-1 are
# the moves, the workers then stand on d1 and d2 and every worker on occ_after).
ctypedef void (*RelayEnd)(Gen* g, Turn t, int k, int d1, int d2, Bitboard occ_after) noexcept nogil


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


cdef inline Bitboard relay_wins(const Position* p, Bitboard own, const Limits* lim) noexcept nogil:
    """Where a relay of the two workers own (both free to move) wins that a single move does
    not: one on level 3 steps off, and the other, on level 2 next to it, climbs onto the
    square it left (a slide, Harpies', takes the first further away: the square stays free)."""
    cdef Bitboard targets = 0
    cdef int a, b, order
    if popcount(own) != 2 or lim.levels & NO_CLIMB:
        return 0
    for order in range(2):
        a = lsb(own) if order == 0 else lsb(own & (own - 1))
        b = lsb(own & ~square_bb(a))
        if (p.height[a] == 3 and p.height[b] == 2 and (neighbours(b) >> a) & 1
                and steps_among(p, a, worker_levels(lim, a), neighbours(a)) & ~p.occ
                and not ((lim.no_win | lim.no_climb_win) >> a) & 1):
            targets |= square_bb(a)
    return targets


cdef inline void gen_charmed_plain(Gen* g, Bitboard zone) noexcept nogil:
    """Every mover's ordinary turn, the charm applied (a relay god's plain turns): to where
    the worker ends, after its slide or a whirlpool (genkit.carried)."""
    cdef const Position* p = g.p
    cdef Bitboard workers = g.movers
    cdef Bitboard dests, occ_after
    cdef int w, d, end, k
    cdef Turn t
    while workers:
        w = lsb(workers)
        workers &= workers - 1
        dests = first_moves(g, w, BOARD_MASK if carried(&g.lim) else zone)
        if g.climb_only:
            dests &= p.ge[p.height[w] + 1]
        while dests:
            d = lsb(dests)
            dests &= dests - 1
            t = header(w, d, 0) | step(0, STEP_MOVE, d)
            k = 1
            occ_after = p.occ ^ square_bb(w) ^ square_bb(d)
            if won_moving(g, 0, p.height[w], p.height[d], d, &t, &k, &occ_after):
                if (charmed_to(g, w, zone) >> landed(p.occ, occ_after, w)) & 1:
                    emit(g, t | win_flag())
                continue
            end = slid(g, w, d, &t, &k, &occ_after)
            if (charmed_to(g, w, zone) >> end) & 1:
                emit_builds(g, t, k, end, occ_after, True, 0)


ctypedef struct SlidRelay:
    Turn t
    int k
    int key             # name_key of its spelling
    int ends[2]         # where each worker ends (its order in the side's bitboard; the square won on)
    bint wins
    bint alike          # the two workers cannot be told apart


cdef inline bint same_relay(const SlidRelay* x, const SlidRelay* y) noexcept nogil:
    if x.wins != y.wins:
        return False
    if x.ends[0] == y.ends[0] and x.ends[1] == y.ends[1]:
        return True
    return x.alike and x.ends[0] == y.ends[1] and x.ends[1] == y.ends[0]


cdef inline bint single_win(const Gen* g, Bitboard zone, int a, int ea, int b, int eb, bint alike) noexcept nogil:
    """Does one worker's single winning move (the other staying) leave the workers where a
    winning relay ending a on ea and b on eb does (a move may end elsewhere: genkit.carried)?"""
    cdef const Position* p = g.p
    cdef Bitboard dests, occ_after
    cdef int w, other, d, k, land, i
    cdef Turn t
    for i in range(2):
        w = a if i == 0 else b
        other = b if i == 0 else a
        dests = first_moves(g, w, BOARD_MASK)
        while dests:
            d = lsb(dests)
            dests &= dests - 1
            t = 0
            k = 1
            occ_after = p.occ ^ square_bb(w) ^ square_bb(d)
            if not won_moving(g, 0, p.height[w], p.height[d], d, &t, &k, &occ_after):
                continue
            land = landed(p.occ, occ_after, w)
            if not (charmed_to(g, w, zone) >> land) & 1:
                continue
            if w == a and land == ea and other == eb or w == b and land == eb and other == ea:
                return True
            if alike and (w == a and land == eb and other == ea or w == b and land == ea and other == eb):
                return True
    return False


cdef inline void gen_slid_relays(Gen* g, Bitboard zone, bint first_wins, RelayEnd end) noexcept nogil:
    """gen_relays when moves may end elsewhere (genkit.carried: slides, whirlpools):
    spellings of different squares meet where the moves end, so every relay is found
    first, then each outcome is listed once, by its ASCII-smallest spelling."""
    cdef const Position* p = g.p
    cdef Bitboard own = g.own
    cdef Bitboard dests1, dests2, occ1, occ2
    cdef SlidRelay found[2 * 8 * 8]
    cdef SlidRelay r
    cdef int n = 0, order, a, b, d1, d2, e1, i, j
    cdef bint alike, kept
    for order in range(2):
        a = lsb(own) if order == 0 else lsb(own & (own - 1))
        b = lsb(own & ~square_bb(a))
        alike = ((p.female >> a) & 1) == ((p.female >> b) & 1)
        dests1 = first_moves(g, a, BOARD_MASK)
        while dests1:
            d1 = lsb(dests1)
            dests1 &= dests1 - 1
            r.t = header(a, 0, 0) | step(0, STEP_MOVE, d1)
            r.k = 1
            occ1 = p.occ ^ square_bb(a) ^ square_bb(d1)
            if won_moving(g, 0, p.height[a], p.height[d1], d1, &r.t, &r.k, &occ1):
                e1 = landed(p.occ, occ1, a)
                # Persephone's demand: a whirlpool's exit wins without a climb.
                if first_wins and (charmed_to(g, a, zone) >> e1) & 1 and (climbs(p, a, d1) or not g.climb_only):
                    emit(g, r.t | header(a, d1, 0) | win_flag())
                continue
            e1 = slid(g, a, d1, &r.t, &r.k, &occ1)
            if not (charmed_to(g, a, zone) >> e1) & 1:
                continue
            r.ends[order] = e1
            dests2 = steps_among(p, b, worker_levels(&g.lim, b), neighbours(b)) & ~occ1
            if g.climb_only and not climbs(p, a, d1):
                dests2 &= p.ge[p.height[b] + 1]
            r.t |= step(r.k, STEP_SELECT, b)
            r.k += 1
            while dests2:
                d2 = lsb(dests2)
                dests2 &= dests2 - 1
                found[n] = r
                found[n].t |= step(found[n].k, STEP_MOVE, d2)
                found[n].k += 1
                found[n].key = name_key(a, d1, b, d2)
                found[n].alike = alike
                occ2 = occ1 ^ square_bb(b) ^ square_bb(d2)
                found[n].wins = won_moving(g, 0, p.height[b], p.height[d2], d2, &found[n].t, &found[n].k, &occ2)
                if found[n].wins:
                    d2 = landed(occ1, occ2, b)
                    if single_win(g, zone, a, e1, b, d2, alike):
                        continue    # one worker winning at once leaves the workers where this relay does
                else:
                    d2 = slid(g, b, d2, &found[n].t, &found[n].k, &occ2)
                found[n].ends[1 - order] = d2
                if (charmed_to(g, b, zone) >> d2) & 1:
                    found[n].t |= header(0, d2, 0)
                    n += 1
    for i in range(n):
        kept = True
        if not g.spellings:
            for j in range(n):
                if found[j].key < found[i].key and same_relay(&found[i], &found[j]):
                    kept = False
                    break
        if not kept:
            continue
        if found[i].wins:
            emit(g, found[i].t | win_flag())
        else:
            end(g, found[i].t, found[i].k, found[i].ends[0], found[i].ends[1],
                (p.occ & ~own) | square_bb(found[i].ends[0]) | square_bb(found[i].ends[1]))


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
    if carried(&g.lim):
        gen_slid_relays(g, zone, first_wins, end)
        return
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
                    end(g, t, 3, d1, d2, p.occ ^ square_bb(a) ^ square_bb(d1) ^ square_bb(b) ^ square_bb(d2))
