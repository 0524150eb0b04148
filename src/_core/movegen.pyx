# Every legal turn of the seat to act, as packed integers (see turn.pxd).
# A turn is complete: a move and its build(s), a winning move alone, or a
# placement.  A seat whose list is empty has lost (or, with 3 players, is out).
#
# Powers enter as feature flags of the acting seat (powers.pxd) and, for
# restrictions, of the other seats.  Each turn is generated once, packed in
# its canonical form (docs/notation.md): a two-step path that one step also
# reaches is not generated, the smallest intermediate square is used, and
# order-free builds come in ASCII order.
from santorini._core.bitboard cimport (
    Bitboard, BOARD_MASK, popcount, lsb, square_bb, neighbours, spread,
)
from santorini._core.position cimport Position, NO_WINNER, side_to_move, push_square
from santorini._core.powers cimport (
    P_SWAP, P_PUSH, P_MOVE_AGAIN, P_DOME_ANYWHERE, P_BUILD_ELSEWHERE, P_BUILD_SAME,
    P_SAME_LEVEL_WALK, P_BUILD_FIRST, P_WIN_BY_DROP, P_BLOCK_CLIMB, STATE_MOVED_UP,
)
from santorini._core.turn cimport (
    Turn, pack_turn, name_order, TF_PLACE, TF_MOVE, TF_MID, TF_BUILD1, TF_BUILD2,
    TF_DOME1, TF_PREBUILD, TF_SECOND, TF_WIN,
)

# Features whose turns the bulk counter cannot count without listing them.
cdef enum:
    LISTED_FEATURES = (P_SWAP | P_PUSH | P_MOVE_AGAIN | P_DOME_ANYWHERE | P_BUILD_ELSEWHERE
                       | P_BUILD_SAME | P_SAME_LEVEL_WALK | P_BUILD_FIRST | P_WIN_BY_DROP)

ctypedef struct Gen:
    const Position* p
    Turn* out
    int n
    unsigned int feat
    Bitboard own
    Bitboard opp
    bint no_climb


cdef inline Bitboard empty_squares(const Position* p) noexcept nogil:
    return BOARD_MASK & ~(p.occ | p.dome)


cdef inline bint must_place(const Position* p) noexcept nogil:
    return not (p.placed >> side_to_move(p)) & 1


cdef bint climb_blocked(const Position* p, int seat, int ignore_seat) noexcept nogil:
    # An opponent's power (Athena) that is active forbids moving up.
    cdef int other
    for other in range(p.nseats):
        if (other != seat and other != ignore_seat and (p.alive >> other) & 1
                and p.seat_side[other] != p.seat_side[seat]
                and p.seat_feat[other] & P_BLOCK_CLIMB
                and p.god_state[other] & STATE_MOVED_UP):
            return True
    return False


cdef inline Bitboard step_targets(const Position* p, int sq, bint no_climb) noexcept nogil:
    """Where a worker on sq may step, occupancy aside: no dome, at most one level up."""
    cdef int h = p.height[sq]
    cdef Bitboard t = neighbours(sq) & ~p.dome & ~p.ge[h + 2]
    if no_climb:
        t &= ~p.ge[h + 1]
    return t


cdef inline bint move_wins(unsigned int feat, int h_from, int h_to) noexcept nogil:
    # Moving up onto level 3 wins (3 -> 3 does not); Pan also wins by dropping two.
    if h_to == 3 and h_from < 3:
        return True
    return (feat & P_WIN_BY_DROP) and h_from - h_to >= 2


cdef inline Bitboard push_targets(const Position* p, int src, Bitboard victims) noexcept nogil:
    """The victims that can be pushed straight back: on the board, no worker, no dome."""
    cdef Bitboard ok = 0
    cdef int v, beyond
    while victims:
        v = lsb(victims)
        victims &= victims - 1
        beyond = push_square(src, v)
        if beyond >= 0 and not ((p.occ | p.dome) >> beyond) & 1:
            ok |= square_bb(v)
    return ok


cdef inline void emit(Gen* g, Turn t) noexcept nogil:
    # With no buffer the generator only counts (perft's last ply).
    if g.out != NULL:
        g.out[g.n] = t
    g.n += 1


cdef void emit_builds(Gen* g, int src, int dst, int mid, Bitboard occ_after, unsigned int flags) noexcept nogil:
    """Every build (or pair of builds) by the worker now on dst."""
    cdef const Position* p = g.p
    cdef Bitboard cand = neighbours(dst) & ~occ_after & ~p.dome
    cdef Bitboard rest, others
    cdef int b, b2, hb
    flags |= TF_BUILD1
    rest = cand
    while rest:
        b = lsb(rest)
        rest &= rest - 1
        emit(g, pack_turn(src, dst, mid, b, 0, 0, 0, flags))
        hb = p.height[b]
        if (g.feat & P_DOME_ANYWHERE) and hb < 3:
            emit(g, pack_turn(src, dst, mid, b, 0, 0, 0, flags | TF_DOME1))
        if (g.feat & P_BUILD_SAME) and hb <= 1:
            emit(g, pack_turn(src, dst, mid, b, b, 0, 0, flags | TF_BUILD2))
        if g.feat & P_BUILD_ELSEWHERE:
            others = cand
            while others:
                b2 = lsb(others)
                others &= others - 1
                if name_order(b2) > name_order(b):
                    emit(g, pack_turn(src, dst, mid, b, b2, 0, 0, flags | TF_BUILD2))


cdef bint first_intermediate(Gen* g, int src, int mid, int dst, Bitboard plain, bint wins) noexcept nogil:
    """True when mid is the ASCII-smallest square through which src -> dst gives this outcome."""
    cdef const Position* p = g.p
    cdef Bitboard mids = plain & neighbours(dst) & ~square_bb(mid)
    cdef int m
    while mids:
        m = lsb(mids)
        mids &= mids - 1
        if name_order(m) > name_order(mid):
            continue
        if move_wins(g.feat, p.height[src], p.height[m]):
            continue        # the game would end on m
        if not (step_targets(p, m, g.no_climb) >> dst) & 1:
            continue
        if move_wins(g.feat, p.height[m], p.height[dst]) == wins:
            return False
    return True


cdef void gen_second_moves(Gen* g, int src, int mid, Bitboard plain, Bitboard occ_after) noexcept nogil:
    # Artemis: an optional second move, never back to the start square.
    cdef const Position* p = g.p
    cdef Bitboard second = step_targets(p, mid, g.no_climb) & ~occ_after & ~square_bb(src)
    cdef int dst
    cdef bint wins
    while second:
        dst = lsb(second)
        second &= second - 1
        wins = move_wins(g.feat, p.height[mid], p.height[dst])
        if (plain >> dst) & 1 and move_wins(g.feat, p.height[src], p.height[dst]) == wins:
            continue        # one step gives the same outcome
        if not first_intermediate(g, src, mid, dst, plain, wins):
            continue
        if wins:
            emit(g, pack_turn(src, dst, mid, 0, 0, 0, 0, TF_MOVE | TF_MID | TF_WIN))
        else:
            emit_builds(g, src, dst, mid, occ_after ^ square_bb(mid) ^ square_bb(dst), TF_MOVE | TF_MID)


cdef void gen_from(Gen* g, int src) noexcept nogil:
    """Turns that start with a move of the worker on src."""
    cdef const Position* p = g.p
    cdef int h = p.height[src]
    cdef Bitboard reach = step_targets(p, src, g.no_climb)
    cdef Bitboard plain = reach & ~p.occ
    cdef Bitboard dests = plain
    cdef Bitboard occ_after
    cdef int dst
    if g.feat & P_SWAP:
        dests |= reach & g.opp
    if g.feat & P_PUSH:
        dests |= push_targets(p, src, reach & g.opp)
    while dests:
        dst = lsb(dests)
        dests &= dests - 1
        if move_wins(g.feat, h, p.height[dst]):
            emit(g, pack_turn(src, dst, 0, 0, 0, 0, 0, TF_MOVE | TF_WIN))
            continue
        if not (p.occ >> dst) & 1:
            if (g.feat & P_SAME_LEVEL_WALK) and p.height[dst] == h:
                continue    # a walk of one step: gen_walks lists it
            occ_after = p.occ ^ square_bb(src) ^ square_bb(dst)
        elif g.feat & P_PUSH:
            occ_after = (p.occ ^ square_bb(src)) | square_bb(push_square(src, dst))
        else:
            occ_after = p.occ     # swapped: the opponent now stands on src
        emit_builds(g, src, dst, 0, occ_after, TF_MOVE)
        if g.feat & P_MOVE_AGAIN:
            gen_second_moves(g, src, dst, plain, occ_after)


cdef void gen_build_first(Gen* g, int src) noexcept nogil:
    # Prometheus: build, then move without going up, then build; same worker.
    cdef const Position* p = g.p
    cdef int h = p.height[src]
    cdef Bitboard pre = neighbours(src) & ~p.occ & ~p.dome
    cdef Bitboard dests, post, occ_after, closed
    cdef int pb, dst, b, hd
    while pre:
        pb = lsb(pre)
        pre &= pre - 1
        closed = square_bb(pb) if p.height[pb] == 3 else 0     # the pre-build was a dome
        dests = neighbours(src) & ~p.occ & ~p.dome & ~p.ge[h + 1]
        if p.height[pb] + 1 > h:
            dests &= ~square_bb(pb)
        while dests:
            dst = lsb(dests)
            dests &= dests - 1
            hd = p.height[dst] + (1 if dst == pb else 0)
            if move_wins(g.feat, h, hd):
                emit(g, pack_turn(src, dst, 0, pb, 0, 0, 0, TF_PREBUILD | TF_MOVE | TF_BUILD1 | TF_WIN))
                continue
            occ_after = p.occ ^ square_bb(src) ^ square_bb(dst)
            post = neighbours(dst) & ~occ_after & ~p.dome & ~closed
            while post:
                b = lsb(post)
                post &= post - 1
                # Two different builds in either order are one turn: keep the
                # spelling with the ASCII-smaller pre-build when both are legal.
                if (b != pb and name_order(b) < name_order(pb) and (pre_ok(p, src, b))
                        and pb != dst and (neighbours(dst) >> pb) & 1):
                    continue
                emit(g, pack_turn(src, dst, 0, pb, b, 0, 0, TF_PREBUILD | TF_MOVE | TF_BUILD1 | TF_BUILD2))


cdef inline bint pre_ok(const Position* p, int src, int sq) noexcept nogil:
    return (neighbours(src) >> sq) & 1 and not ((p.occ | p.dome) >> sq) & 1


cdef void emit_walk(Gen* g, int a, int b, int qa, int qb, Bitboard others) noexcept nogil:
    """Hermes: workers a, b ended on qa, qb; one build next to either."""
    cdef const Position* p = g.p
    cdef Bitboard start = square_bb(a) | square_bb(b)
    cdef Bitboard end = square_bb(qa) | square_bb(qb)
    cdef Bitboard left = start & ~end
    cdef Bitboard came = end & ~start
    cdef Bitboard cand = (neighbours(qa) | neighbours(qb)) & ~(others | end) & ~p.dome
    cdef int src = 0, dst = 0, src2 = 0, dst2 = 0, bsq
    cdef unsigned int flags = TF_BUILD1
    if g.out == NULL:
        g.n += popcount(cand)
        return
    # The workers are alike: the outcome is which squares were left and which
    # were reached, paired in square order.
    if left:
        src = lsb(left)
        dst = lsb(came)
        flags |= TF_MOVE
        left &= left - 1
        came &= came - 1
        if left:
            src2 = lsb(left)
            dst2 = lsb(came)
            flags |= TF_SECOND
    while cand:
        bsq = lsb(cand)
        cand &= cand - 1
        emit(g, pack_turn(src, dst, 0, bsq, 0, src2, dst2, flags))


cdef inline int enqueue(bint seen[25][25], int* queue_a, int* queue_b, int tail, int qa, int qb) noexcept nogil:
    """Add the arrangement (qa, qb) to the walk queue once; returns the new tail."""
    if seen[qa][qb]:
        return tail
    seen[qa][qb] = True
    queue_a[tail] = qa
    queue_b[tail] = qb
    return tail + 1


cdef void gen_walks(Gen* g) noexcept nogil:
    """Hermes: every arrangement reachable by same-level steps of both workers."""
    cdef const Position* p = g.p
    cdef Bitboard others = p.occ & ~g.own
    cdef int a = lsb(g.own)
    cdef int b = lsb(g.own & (g.own - 1)) if popcount(g.own) > 1 else a
    cdef Bitboard level_a = (p.ge[p.height[a]] & ~p.ge[p.height[a] + 1]) & ~p.dome & ~others
    cdef Bitboard level_b = (p.ge[p.height[b]] & ~p.ge[p.height[b] + 1]) & ~p.dome & ~others
    cdef bint seen[25][25]
    cdef bint listed[25][25]     # arrangements as unordered pairs: the workers are alike
    cdef int queue_a[625]
    cdef int queue_b[625]
    cdef int head = 0, tail = 0, qa, qb
    cdef Bitboard steps
    for qa in range(25):
        for qb in range(25):
            seen[qa][qb] = False
            listed[qa][qb] = False
    seen[a][b] = True
    queue_a[0] = a
    queue_b[0] = b
    tail = 1
    while head < tail:
        qa = queue_a[head]
        qb = queue_b[head]
        head += 1
        if not listed[min(qa, qb)][max(qa, qb)]:
            listed[min(qa, qb)][max(qa, qb)] = True
            emit_walk(g, a, b, qa, qb, others)
        steps = neighbours(qa) & level_a & ~square_bb(qb)
        while steps:
            tail = enqueue(seen, queue_a, queue_b, tail, lsb(steps), qb)
            steps &= steps - 1
        if b == a:
            continue        # a single worker
        steps = neighbours(qb) & level_b & ~square_bb(qa)
        while steps:
            tail = enqueue(seen, queue_a, queue_b, tail, qa, lsb(steps))
            steps &= steps - 1


cdef int gen_placements(const Position* p, Turn* out) noexcept nogil:
    cdef Bitboard empty = empty_squares(p)
    cdef Bitboard rest
    cdef int n = 0, a
    while empty:
        a = lsb(empty)
        empty &= empty - 1
        rest = empty
        while rest:
            out[n] = pack_turn(a, 0, 0, 0, 0, lsb(rest), 0, TF_PLACE)
            n += 1
            rest &= rest - 1
    return n


cdef inline void gen_init(Gen* g, const Position* p, Turn* out) noexcept nogil:
    g.p = p
    g.out = out
    g.n = 0
    g.feat = p.seat_feat[p.stm]
    g.own = p.side_bb[side_to_move(p)]
    g.opp = p.occ & ~g.own
    g.no_climb = climb_blocked(p, p.stm, -1)


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
    cdef Bitboard workers = g.own
    cdef int src
    while workers:
        src = lsb(workers)
        workers &= workers - 1
        gen_from(&g, src)
        if g.feat & P_BUILD_FIRST:
            gen_build_first(&g, src)
    if (g.feat & P_SAME_LEVEL_WALK) and g.own:
        gen_walks(&g)
    return g.n


cdef long count_turns(const Position* p) noexcept nogil:
    # Same number as gen_turns; without powers to list, counted without
    # writing the turns: perft's last ply.
    if p.winner != NO_WINNER:
        return 0
    cdef long n
    if must_place(p):
        n = popcount(empty_squares(p))
        return n * (n - 1) // 2
    if p.seat_feat[p.stm] & LISTED_FEATURES:
        return gen_turns(p, NULL)
    cdef Bitboard empty = empty_squares(p)
    cdef Bitboard workers = p.side_bb[side_to_move(p)]
    cdef Bitboard targets, wins
    cdef bint no_climb = climb_blocked(p, p.stm, -1)
    cdef int src, dst
    n = 0
    while workers:
        src = lsb(workers)
        workers &= workers - 1
        targets = step_targets(p, src, no_climb) & ~p.occ
        wins = p.ge[3] if p.height[src] < 3 else 0
        n += popcount(targets & wins)
        targets &= ~wins
        while targets:
            dst = lsb(targets)
            targets &= targets - 1
            n += popcount(neighbours(dst) & (empty | square_bb(src)))
    return n


cdef bint has_turn(const Position* p) noexcept nogil:
    # A move to an empty square can always build back on the square it left,
    # so a seat with such a move has a turn, whatever its power; building
    # first never opens a move.  Otherwise only a walker (it may build without
    # moving) or a swap or push can still have one.
    if p.winner != NO_WINNER:
        return False
    if must_place(p):
        return popcount(empty_squares(p)) >= 2
    cdef Bitboard own = p.side_bb[side_to_move(p)]
    cdef Bitboard workers = own
    cdef bint no_climb = climb_blocked(p, p.stm, -1)
    cdef unsigned int feat = p.seat_feat[p.stm]
    while workers:
        if step_targets(p, lsb(workers), no_climb) & ~p.occ:
            return True
        workers &= workers - 1
    if feat & P_SAME_LEVEL_WALK:
        return (spread(own) & ~own & empty_squares(p)) != 0
    if feat & (P_SWAP | P_PUSH):
        return gen_turns(p, NULL) > 0
    return False


cdef Bitboard win_targets(const Position* p, int seat, int ignore_seat) noexcept nogil:
    """Squares onto which `seat` could win by moving if it were to act now.

    Exact for the seat to act (ignore_seat = -1).  For threats of the next
    seat the search passes the acting seat as ignore_seat: its restriction
    on the others is recomputed by its own turn.
    """
    if not (p.placed >> p.seat_side[seat]) & 1:
        return 0
    cdef unsigned int feat = p.seat_feat[seat]
    cdef Bitboard own = p.side_bb[p.seat_side[seat]]
    cdef Bitboard workers = own
    cdef bint no_climb = climb_blocked(p, seat, ignore_seat)
    cdef Bitboard reach, dests, firsts, targets = 0
    cdef int w, h, m
    while workers:
        w = lsb(workers)
        workers &= workers - 1
        h = p.height[w]
        reach = step_targets(p, w, no_climb)
        dests = reach & ~p.occ
        if feat & P_SWAP:
            dests |= reach & p.occ & ~own
        if feat & P_PUSH:
            dests |= push_targets(p, w, reach & p.occ & ~own)
        if h < 3:
            targets |= dests & p.ge[3]
        if (feat & P_WIN_BY_DROP) and h >= 2:
            targets |= dests & ~p.ge[h - 1]
        if feat & P_MOVE_AGAIN:
            firsts = reach & ~p.occ & ~p.ge[3] if h < 3 else reach & ~p.occ
            while firsts:
                m = lsb(firsts)
                firsts &= firsts - 1
                if p.height[m] < 3:
                    targets |= step_targets(p, m, no_climb) & ~p.occ & ~square_bb(w) & p.ge[3]
    return targets
