# The pieces gods build their generators from: where a worker may step,
# whether a move wins, the builds that end a turn, the ordinary turn of a
# worker, and the ordinary count and win squares.  Everything is inline:
# each god's module compiles the pieces it uses in place.
#
# The ordinary game is the default hooks of god.pyx (gen_plain, count_plain,
# win_plain).  A god changes a piece by passing options (a rule that is a
# setting: swap, push, a dome at any level, ...), or writes its own loop
# around the pieces when its turn has another shape.
from santorini._core.bitboard cimport (
    Bitboard, BOARD_MASK, FILE_A_MASK, FILE_E_MASK, popcount, lsb, square_bb, neighbours, neighbours_of,
    torus_neighbours, spread, santorini_direction,
)
from santorini._core.god cimport Gen, Limits, BuildsAfter, NO_CLIMB, NO_DESCENT, BARRED_SHIFT, STAGE_FIRST, STAGE_REST
from santorini._core.position cimport Position, across, seat_workers, seats_workers, RULE_ORIGINAL_TEXT
from santorini._core.turn cimport (
    Turn, step, header, win_flag, name_order, step_kind, step_square, turn_dst, STEP_MOVE, STEP_SWAP, STEP_DISPLACE,
    STEP_TO, STEP_BUILD, STEP_DOME, STEP_TOKEN, STEP_END, MAX_STEPS, first_build, pause_step,
)

# Options of the shared pieces.
cdef enum:
    MOVE_SWAP = 1 << 0          # may move onto an opponent, who takes the square left (Apollo)
    MOVE_PUSH = 1 << 1          # may move onto an opponent, who is pushed one square on (Minotaur)
    MOVE_SKIP_LEVEL = 1 << 2    # leave out moves that end on their level (a walker lists them itself)
    WIN_BY_DROP = 1 << 3        # a move down two or more levels wins too (Pan)
    BUILD_DOME_ANY = 1 << 4     # the build may be a dome at any level (Atlas)
    BUILD_AGAIN_SAME = 1 << 5   # an optional second block on the same square, never a dome (Hephaestus)
    BUILD_AGAIN_ELSEWHERE = 1 << 6  # an optional second build on another square (Demeter)
    ADJ_TORUS = 1 << 7          # its moves and builds wrap round the board's edges (Urania)
    MOVE_NO_WIN = 1 << 8        # the move itself wins nothing (Pegasus' high climbs); a whirlpool's transport may


cdef inline int squares_by_name(Bitboard squares, int* out) noexcept nogil:
    """The squares of the set in ASCII order of their names (canonical tokens list
    builds that way); returns how many."""
    cdef int n = 0, sq, i
    while squares:
        sq = lsb(squares)
        squares &= squares - 1
        i = n
        while i > 0 and name_order(out[i - 1]) > name_order(sq):
            out[i] = out[i - 1]
            i -= 1
        out[i] = sq
        n += 1
    return n


cdef inline Bitboard empty_squares(const Position* p) noexcept nogil:
    return BOARD_MASK & ~(p.occ | p.dome)


cdef inline Bitboard adjacent_of(int sq, unsigned int opts) noexcept nogil:
    """The squares next to sq for a power with these options."""
    return torus_neighbours(sq) if opts & ADJ_TORUS else neighbours(sq)


cdef inline int worker_levels(const Limits* lim, int sq) noexcept nogil:
    """The Limits.levels of the worker that stood on sq when the turn began: a worker
    on Limits.unbarred moves in every direction but those of Limits.wind."""
    if (lim.unbarred >> sq) & 1:
        return (lim.levels & ~(0xFF << BARRED_SHIFT)) | lim.wind
    return lim.levels


cdef inline Bitboard barred_squares(int sq, int levels) noexcept nogil:
    """The squares next to sq in the directions `levels` bars (none if it bars none)."""
    cdef int dirs = (levels >> BARRED_SHIFT) & 0xFF
    cdef Bitboard b = 0
    while dirs:
        b |= santorini_direction[lsb(dirs)][sq]
        dirs &= dirs - 1
    return b


cdef inline Bitboard neighbours_allowed(Bitboard squares, int levels) noexcept nogil:
    """The squares next to one of the squares in a direction `levels` does not bar (the
    set form of steps_among's direction rule, for walks and chains found as sets)."""
    cdef int dirs = (levels >> BARRED_SHIFT) & 0xFF
    cdef Bitboard east = squares & ~(<Bitboard>FILE_E_MASK), west = squares & ~(<Bitboard>FILE_A_MASK)
    if not dirs:
        return neighbours_of(squares)
    # Directions in santorini_direction's order: n ne e se s sw w nw (north is +5).
    cdef Bitboard found = 0
    if not dirs & 1:
        found |= squares << 5
    if not dirs & 2:
        found |= east << 6
    if not dirs & 4:
        found |= east << 1
    if not dirs & 8:
        found |= east >> 4
    if not dirs & 16:
        found |= squares >> 5
    if not dirs & 32:
        found |= west >> 6
    if not dirs & 64:
        found |= west >> 1
    if not dirs & 128:
        found |= west << 4
    return found & BOARD_MASK


cdef inline Bitboard steps_among(const Position* p, int sq, int levels, Bitboard around) noexcept nogil:
    """Which of the squares `around` a worker on sq may step to, occupancy aside: no
    dome, at most one level up, and none of the level changes or directions `levels`
    forbids (Limits.levels, worker_levels)."""
    cdef int h = p.height[sq]
    cdef Bitboard t = around & ~p.dome & ~p.ge[h + 2]
    if levels & NO_CLIMB:
        t &= ~p.ge[h + 1]
    if levels & NO_DESCENT:
        t &= p.ge[h]
    if levels >> BARRED_SHIFT:
        t &= ~barred_squares(sq, levels)
    return t


cdef inline Bitboard step_targets(const Position* p, int sq, int levels) noexcept nogil:
    """Where a worker on sq may step to a neighbour, occupancy aside (steps_among)."""
    return steps_among(p, sq, levels, neighbours(sq))


cdef inline bint move_wins(const Limits* lim, unsigned int opts, int h_from, int h_to, int dst) noexcept nogil:
    # Moving up onto level 3 wins (3 -> 3 does not); Pan also wins by dropping two.
    if (lim.no_win >> dst) & 1 or opts & MOVE_NO_WIN:
        return False
    if h_to == 3 and h_from < 3:
        return not (lim.no_climb_win >> dst) & 1
    return (opts & WIN_BY_DROP) != 0 and h_from - h_to >= 2


cdef inline Bitboard forceable(const Position* p, int pivot, Bitboard victims, bint across_pivot) noexcept nogil:
    """The victims (workers next to pivot) whose landing square is on the board with no
    worker and no dome: straight on past the victim (a push away from pivot), or,
    with across_pivot, straight across pivot (a ferry)."""
    cdef Bitboard ok = 0
    cdef int v, to
    while victims:
        v = lsb(victims)
        victims &= victims - 1
        to = across(v, pivot) if across_pivot else across(pivot, v)
        if to >= 0 and not ((p.occ | p.dome) >> to) & 1:
            ok |= square_bb(v)
    return ok


cdef inline void emit(Gen* g, Turn t) noexcept nogil:
    # With no buffer the generator only counts (perft's last ply); past the
    # buffer's end it counts too, and the caller sees n > cap.
    if g.out != NULL and g.n < g.cap:
        g.out[g.n] = t
    g.n += 1


cdef inline int unit(int delta) noexcept nogil:
    # A move's step along one axis: across an edge (Urania) the short way round.
    if delta > 2:
        delta -= 5
    elif delta < -2:
        delta += 5
    return (delta > 0) - (delta < 0)


cdef inline int slide_on(const Position* p, int src, int dst, int at, int h, Bitboard occ, Bitboard pit) noexcept nogil:
    """Where a worker that moved src -> dst and stands on `at` (dst, or the exit a whirlpool
    carried it to: the whirlpool first, as Board Game Arena orders them), on level h, stops
    when it slides on (Limits.slides: Harpies): straight on in the move's direction while
    the next square is on the board (no wrapping), with no worker (occ: every worker but the
    slider) and no dome, and not higher than the square it stands on.  The slide enters one
    square at a time, so it ends on a square of `pit` (Tartarus' Abyss: the worker falls in
    there, and movegen.cut_at_judgement ends the turn)."""
    cdef int df = unit(dst % 5 - src % 5), dr = unit(dst // 5 - src // 5)
    cdef int f = at % 5, r = at // 5, nxt
    while True:
        if f + df < 0 or f + df > 4 or r + dr < 0 or r + dr > 4:
            return r * 5 + f
        nxt = (r + dr) * 5 + f + df
        if ((occ | p.dome) >> nxt) & 1 or p.height[nxt] > h:
            return r * 5 + f
        if (pit >> nxt) & 1:
            return nxt
        h = p.height[nxt]
        f += df
        r += dr


cdef inline int whirl_exit(const Limits* lim, int dst, Bitboard others) noexcept nogil:
    """Where Charybdis' whirlpools (Limits.whirls) carry a worker that moved onto dst while
    the other workers stand on `others`: the other whirlpool, if dst is one and nobody
    stands there; else -1.  A whirlpool on Limits.pit (Tartarus' Abyss) carries nobody: the
    worker fell in as it entered."""
    cdef Bitboard exit
    if not (lim.whirls >> dst) & 1 or (lim.pit >> dst) & 1:
        return -1
    exit = whirl_partner(lim, dst)
    return -1 if exit & others else lsb(exit)


cdef inline Bitboard whirl_partner(const Limits* lim, int sq) noexcept nogil:
    """The other whirlpool of the pair on sq (none: 0)."""
    cdef int i
    for i in range(2):
        if (lim.whirl_pairs[i] >> sq) & 1:
            return lim.whirl_pairs[i] & ~square_bb(sq)
    return 0


cdef inline void drop_whirlpool(Limits* lim, int sq) noexcept nogil:
    """A whirlpool built on goes back to its card: its pair acts no more in this turn."""
    cdef int i
    for i in range(2):
        if (lim.whirl_pairs[i] >> sq) & 1:
            lim.whirls &= ~lim.whirl_pairs[i]
            lim.whirl_pairs[i] = 0


cdef inline int transport_exit(const Position* p, const Limits* lim, unsigned int opts, int h_from, int h_to,
                               int dst, Bitboard others) noexcept nogil:
    """Where a whirlpool carries the worker that moved from level h_from onto dst, now on
    level h_to, the other workers standing on `others` (whirl_exit); -1 if none does.  Under
    Charybdis' original text (the revised-text ruling) the move onto the whirlpool is a move
    like any other, judged first: one that wins by itself ends the game there, untransported."""
    if not lim.whirls:
        return -1
    if p.rulings & RULE_ORIGINAL_TEXT and move_wins(lim, opts, h_from, h_to, dst):
        return -1
    return whirl_exit(lim, dst, others)


cdef inline bint arrives_winning(const Position* p, const Limits* lim, unsigned int opts, int h_from, int h_to,
                                 int dst, Bitboard others) noexcept nogil:
    """move_wins for a move from level h_from onto dst, now on level h_to, the other workers
    standing on `others`.  Revised text: a move that a whirlpool carries on (whirl_exit) wins
    nothing itself, and the worker wins as if it climbed onto the exit, from any level.
    Original text: the transport is a move of its own, from the entry onto the exit
    (transport_exit), that wins as one (up onto level 3 from below, Pan's drop)."""
    cdef int x = transport_exit(p, lim, opts, h_from, h_to, dst, others)
    if x < 0:
        return move_wins(lim, opts, h_from, h_to, dst)
    if p.rulings & RULE_ORIGINAL_TEXT:
        return move_wins(lim, opts & ~MOVE_NO_WIN, h_to, p.height[x], x)
    return p.height[x] == 3 and not ((lim.no_win | lim.no_climb_win) >> x) & 1


cdef inline int step_landing(const Position* p, const Limits* lim, int at, int v, Bitboard others,
                             bint* wins) noexcept nogil:
    """Where a worker on `at` that steps onto v (the other workers on `others`) stands once a
    whirlpool has carried it (v if none does), and in *wins whether the step wins
    (arrives_winning: a win the entering move makes by itself stays on v)."""
    cdef int h = p.height[at], x
    wins[0] = arrives_winning(p, lim, 0, h, p.height[v], v, others)
    x = transport_exit(p, lim, 0, h, p.height[v], v, others) if wins[0] else whirl_exit(lim, v, others)
    return v if x < 0 else x


cdef inline int move_end(const Position* p, const Limits* lim, int src, int dst, Bitboard others) noexcept nogil:
    """Where a worker that moved src -> dst (a move that did not win; the other workers on
    `others`) stands once a whirlpool has carried it (whirl_exit) and the Harpies have slid
    it on from there (slide_on)."""
    cdef int at = whirl_exit(lim, dst, others) if lim.whirls else -1
    if at < 0:
        at = dst
    return slide_on(p, src, dst, at, p.height[at], others, lim.pit) if lim.slides else at


cdef inline bint sliding(const Position* p, const Limits* lim, Bitboard occ_after) noexcept nogil:
    """Does a move slide on (Limits.slides), the workers now on occ_after?  Not once the seats
    whose Harpies make it slide have no worker left (3 players: Bia removed the last)."""
    return lim.slides and (seats_workers(p, lim.slide_seats) & occ_after) != 0


cdef inline bint carried(const Limits* lim) noexcept nogil:
    """May a move end elsewhere than where it went (a Harpies slide, a whirlpool)?  Generators
    that tell a turn by where its moves go then tell it by where they end."""
    return lim.slides or lim.whirls != 0


cdef inline int slide_steps(const Position* p, const Limits* lim, int src, int dst, int at, int h, Turn* t, int* k,
                            Bitboard* occ_after) noexcept nogil:
    """Where the worker that moved src -> dst (a move that did not win), now on `at` (dst, or
    a whirlpool's exit) on level h, slides to (slide_on), the slide added to *t as steps k
    and k+1 (a DISPLACE of the mover: tokens leave it out) and to *occ_after (the workers
    after the move)."""
    cdef int end = slide_on(p, src, dst, at, h, occ_after[0] & ~square_bb(at), lim.pit)
    if end != at:
        t[0] |= step(k[0], STEP_DISPLACE, at) | step(k[0] + 1, STEP_TO, end)
        k[0] += 2
        occ_after[0] ^= square_bb(at) | square_bb(end)
    return end


cdef inline int whirled(const Limits* lim, int dst, Turn* t, int* k, Bitboard* occ_after) noexcept nogil:
    """Where the worker that moved onto dst (the workers now on *occ_after) stands once a
    whirlpool has carried it (whirl_exit), the transport added to *t as steps k and k+1 (a
    DISPLACE of the mover, as a slide) and to *occ_after: dst if none does."""
    cdef int x = whirl_exit(lim, dst, occ_after[0] & ~square_bb(dst))
    if x < 0:
        return dst
    t[0] |= step(k[0], STEP_DISPLACE, dst) | step(k[0] + 1, STEP_TO, x)
    k[0] += 2
    occ_after[0] ^= square_bb(dst) | square_bb(x)
    return x


cdef inline int carried_to(Turn t) noexcept nogil:
    """Where the mover of a turn of one move, pushing nobody, ends: the last TO of the
    transport or slide its move went on with (whirled, slide_steps), else its dst."""
    cdef int i, end = turn_dst(t)
    for i in range(MAX_STEPS):
        if step_kind(t, i) == STEP_END:
            break
        if step_kind(t, i) == STEP_TO:
            end = step_square(t, i)
    return end


cdef inline int landed(Bitboard before, Bitboard after, int src) noexcept nogil:
    """Where the one worker that moved from src stands, from the workers' squares before and
    after its move: src when a whirlpool carried it back home."""
    return lsb(after & ~before) if after != before else src


cdef inline int winning_landing(const Position* p, const Limits* lim, unsigned int opts, int h_from, int h_to,
                                int dst, Turn* t, int* k, Bitboard* occ_after) noexcept nogil:
    """Where the worker whose move onto dst (made as steps before k of *t, the workers now
    on *occ_after) won ends the game: dst, or the exit of the whirlpool whose transport won
    (transport_exit), the transport added to *t (whirled)."""
    if transport_exit(p, lim, opts, h_from, h_to, dst, occ_after[0] & ~square_bb(dst)) < 0:
        return dst
    return whirled(lim, dst, t, k, occ_after)


cdef inline bint won_moving(const Gen* g, unsigned int opts, int h_from, int h_to, int dst, Turn* t, int* k,
                            Bitboard* occ_after) noexcept nogil:
    """Does the move onto dst, made as steps before k of *t (the workers now on *occ_after),
    win (arrives_winning)?  If it does, a whirlpool's transport that won is added to it
    (winning_landing)."""
    if not arrives_winning(g.p, &g.lim, opts, h_from, h_to, dst, occ_after[0] & ~square_bb(dst)):
        return False
    winning_landing(g.p, &g.lim, opts, h_from, h_to, dst, t, k, occ_after)
    return True


cdef inline int slid_from(const Gen* g, int src, int dst, int h, Turn* t, int* k,
                          Bitboard* occ_after) noexcept nogil:
    """The square where the worker that moved src -> dst (a move that did not win), now on
    level h, goes on from: dst, or where a whirlpool carries it (whirl_exit: a DISPLACE of
    the mover), then where it slides on to from there (Limits.slides: slide_steps)."""
    cdef int at = dst
    if g.lim.whirls:
        at = whirled(&g.lim, dst, t, k, occ_after)
        if at != dst:
            h = g.p.height[at]
    return slide_steps(g.p, &g.lim, src, dst, at, h, t, k, occ_after) if sliding(g.p, &g.lim, occ_after[0]) else at


cdef inline int moved_to(Turn t, int k, int dst) noexcept nogil:
    """The square the last move of t's steps before k went to, before any slide: the
    move's own (a level change a power reads, Asteria's descent) is judged there, dst
    being where the worker now stands."""
    if k >= 3 and step_kind(t, k - 2) == STEP_DISPLACE and step_square(t, k - 2) != dst:
        if k >= 5 and step_kind(t, k - 4) == STEP_DISPLACE and step_square(t, k - 3) == step_square(t, k - 2):
            return step_square(t, k - 4)        # a whirlpool's transport, then the slide from its exit
        return step_square(t, k - 2)
    return dst


cdef inline int slid(const Gen* g, int src, int dst, Turn* t, int* k, Bitboard* occ_after) noexcept nogil:
    """slid_from for a move onto a square as high as it was when the turn began."""
    return slid_from(g, src, dst, g.p.height[dst], t, k, occ_after)


cdef inline void guard_moved(Limits* lim, Bitboard guards) noexcept nogil:
    """Limus' squares, her workers standing on guards (their own squares are occupied)."""
    cdef Bitboard zone = spread(guards)
    lim.no_build = zone
    lim.no_low_dome = zone if lim.guard_low_domes else 0


cdef inline Bitboard guards_of(const Position* p, const Limits* lim) noexcept nogil:
    return seats_workers(p, lim.guard_seats)


cdef inline Bitboard builds_among(const Gen* g, Bitboard around, Bitboard occ_after) noexcept nogil:
    """Which of the squares `around` a builder may build on once the workers stand on occ_after."""
    cdef const Position* p = g.p
    return around & ~occ_after & ~p.dome & ~(g.lim.no_build & ~p.ge[3])


cdef inline Bitboard build_squares(const Gen* g, int builder, Bitboard occ_after) noexcept nogil:
    """Where the worker on `builder` may build once the workers stand on occ_after."""
    return builds_among(g, neighbours(builder), occ_after)


cdef inline Bitboard low_dome_squares(const Gen* g, Bitboard around, Bitboard occ_after) noexcept nogil:
    """Which of the squares `around` a builder may build a dome below level 3 on (a power
    that allows it)."""
    cdef const Position* p = g.p
    return around & ~occ_after & ~p.dome & ~p.ge[3] & ~g.lim.no_low_dome


cdef inline Bitboard ground_next_to(const Position* p, Bitboard domes, Bitboard occ) noexcept nogil:
    """The empty ground next to the domes, the workers on occ (no block, no dome, no worker):
    where Gaea may place a worker next to them."""
    return neighbours_of(domes) & ~p.ge[1] & ~p.dome & ~occ


cdef inline bint pauses_at_dome(const Gen* g, int sq, Bitboard occ_after) noexcept nogil:
    """Does a build on sq (level 3 below it: a dome), the workers on occ_after, stop a turn that
    may go on after it (Limits.dome_pauses: an opposing Gaea may place at once on empty ground
    next to it)?"""
    return (g.lim.dome_pauses and g.p.height[sq] == 3
            and ground_next_to(g.p, square_bb(sq), occ_after) != 0)


cdef inline bint dome_stops(const Gen* g, int b, Bitboard cand, Bitboard occ_after) noexcept nogil:
    """Does a first build on b, one of the squares cand where a second build may go too
    (Demeter's, Hestia's), make a dome that stops the turn before the second (pauses_at_dome)?"""
    return pauses_at_dome(g, b, occ_after) and (cand & ~square_bb(b)) != 0


cdef inline bint may_build_on(const Limits* lim, int sq, int h) noexcept nogil:
    """May a piece go on sq, now at height h (a block, or a dome on level 3)?"""
    return h == 3 or not (lim.no_build >> sq) & 1


cdef inline void emit_builds(Gen* g, Turn base, int k, int builder, Bitboard occ_after,
                             bint first, unsigned int opts) noexcept nogil:
    """Every build (or pair of builds, by opts) by the worker on `builder`, as
    steps k, k+1 of base; `first` when they are the turn's first builds."""
    cdef const Position* p = g.p
    cdef Bitboard cand = builds_among(g, adjacent_of(builder, opts), occ_after)
    cdef Bitboard rest = cand
    cdef Bitboard others, low
    cdef Turn t
    cdef int b, b2, hb
    while rest:
        b = lsb(rest)
        rest &= rest - 1
        t = base | step(k, STEP_BUILD, b)
        if first:
            t |= first_build(b)
        if opts & BUILD_AGAIN_ELSEWHERE and dome_stops(g, b, cand, occ_after):
            emit(g, t | pause_step(k + 1))      # the second build comes after Gaea's placement
            continue
        emit(g, t)
        if opts & (BUILD_AGAIN_SAME | BUILD_AGAIN_ELSEWHERE):
            hb = p.height[b]
            if (opts & BUILD_AGAIN_SAME) and hb <= 1 and not (g.lim.no_build >> b) & 1:
                emit(g, t | step(k + 1, STEP_BUILD, b))
            if opts & BUILD_AGAIN_ELSEWHERE:
                others = cand & ~square_bb(b)
                while others:
                    b2 = lsb(others)
                    others &= others - 1
                    # Order-free builds: canonical in ASCII order of names, unless a dome
                    # first would stop the turn (then the order tells two turns apart).
                    if g.spellings or name_order(b2) > name_order(b) or dome_stops(g, b2, cand, occ_after):
                        emit(g, t | step(k + 1, STEP_BUILD, b2))
    if opts & BUILD_DOME_ANY:
        low = low_dome_squares(g, adjacent_of(builder, opts), occ_after)
        while low:
            b = lsb(low)
            low &= low - 1
            t = base | step(k, STEP_DOME, b)
            if first:
                t |= first_build(b)
            emit(g, t)


cdef inline void emit_with_tokens(Gen* g, Turn built, int k, Bitboard spots) noexcept nogil:
    """A turn that ends with its build (`built`, steps before k), then the same turn with the
    power's figure or token put on each of `spots` (STEP_TOKEN as step k: Europa's Talus,
    Charybdis' whirlpools).  Those wait for the search's second stage (Gen.stage): many
    turns, each moving the workers as the plain one does."""
    if g.stage != STAGE_REST:
        emit(g, built)
    if g.stage == STAGE_FIRST:
        g.deferred = g.deferred or spots != 0
        return
    while spots:
        emit(g, built | step(k, STEP_TOKEN, lsb(spots)))
        spots &= spots - 1


cdef inline Bitboard move_targets(const Gen* g, int src, unsigned int opts) noexcept nogil:
    """The squares the worker on src may move to (onto opponents too, by opts)."""
    cdef const Position* p = g.p
    cdef Bitboard reach = steps_among(p, src, worker_levels(&g.lim, src), adjacent_of(src, opts))
    cdef Bitboard dests = reach & ~p.occ
    if opts & MOVE_SWAP:
        dests |= reach & g.opp
    if opts & MOVE_PUSH:
        dests |= forceable(p, src, reach & g.opp, False)
    return dests


cdef inline int move_steps(const Gen* g, int src, int dst, unsigned int opts, Turn* t, int k,
                           Bitboard* occ_after) noexcept nogil:
    """Step k on of *t: the move src -> dst with whatever it displaces; returns the next step index."""
    cdef const Position* p = g.p
    cdef int beyond
    if not (p.occ >> dst) & 1:
        t[0] |= step(k, STEP_MOVE, dst)
        occ_after[0] = p.occ ^ square_bb(src) ^ square_bb(dst)
        return k + 1
    if opts & MOVE_PUSH:
        beyond = across(src, dst)
        t[0] |= step(k, STEP_DISPLACE, dst) | step(k + 1, STEP_TO, beyond) | step(k + 2, STEP_MOVE, dst)
        occ_after[0] = (p.occ ^ square_bb(src)) | square_bb(beyond)
        return k + 3
    t[0] |= step(k, STEP_SWAP, dst)
    occ_after[0] = p.occ          # swapped: the opponent now stands on src
    return k + 1


cdef inline void builds_after_guard_moved(Gen* g, Turn t, int k, int src, int dst, int builder,
                                          Bitboard occ_after, unsigned int opts) noexcept nogil:
    """The builds, by the worker on builder, after a swap or push moved a Limus worker from dst."""
    cdef Gen sub = g[0]
    cdef int to = src if opts & MOVE_SWAP else across(src, dst)
    guard_moved(&sub.lim, (guards_of(g.p, &g.lim) & ~square_bb(dst)) | square_bb(to))
    emit_builds(&sub, t, k, builder, occ_after, True, opts)
    g.n = sub.n


cdef inline Bitboard first_to_each_end(const Gen* g, int src, Bitboard dests) noexcept nogil:
    """The moves to keep of a worker on src whose moves wrap round the board (Urania) and
    slide (Limits.slides): wrapping moves in different directions may slide to one square
    (its own among them), so of the non-winning moves that end on one square only the
    ASCII-smallest is kept."""
    cdef const Position* p = g.p
    cdef int ends[25]
    cdef Bitboard rest = dests, others
    cdef int d, o
    while rest:
        d = lsb(rest)
        rest &= rest - 1
        ends[d] = -1 if arrives_winning(p, &g.lim, 0, p.height[src], p.height[d], d, p.occ & ~square_bb(src)) \
            else move_end(p, &g.lim, src, d, p.occ & ~square_bb(src))
    rest = dests
    while rest:
        d = lsb(rest)
        rest &= rest - 1
        others = dests & ~square_bb(d)
        while others and ends[d] >= 0:
            o = lsb(others)
            others &= others - 1
            if ends[o] == ends[d] and name_order(o) < name_order(d):
                dests &= ~square_bb(d)
                break
    return dests


cdef inline void gen_moves_from(Gen* g, int src, Turn prefix, int k, unsigned int opts) noexcept nogil:
    """Turns of the worker on src: a move (which may win), then its build(s).
    prefix holds steps 0..k-1 that come before the move (a ferry, ...)."""
    cdef const Position* p = g.p
    cdef int h = p.height[src]
    cdef Bitboard dests = move_targets(g, src, opts)
    cdef Bitboard occ_after
    cdef Turn t
    cdef int dst, kb, land
    if g.climb_only:
        dests &= p.ge[h + 1]
    if opts & ADJ_TORUS and g.lim.slides and not g.spellings:
        dests = first_to_each_end(g, src, dests)
    while dests:
        dst = lsb(dests)
        dests &= dests - 1
        t = prefix | header(src, dst, 0)
        kb = move_steps(g, src, dst, opts, &t, k, &occ_after)
        if won_moving(g, opts, h, p.height[dst], dst, &t, &kb, &occ_after):
            emit(g, t | win_flag())
            continue
        if (g.lim.pit >> dst) & 1:
            if not ((opts & MOVE_SKIP_LEVEL) and p.height[dst] == h):
                emit(g, t)      # (a fall on the walker's level: the walker lists it)
            continue
        land = slid(g, src, dst, &t, &kb, &occ_after)
        if (opts & MOVE_SKIP_LEVEL) and p.height[land] == h and not (p.occ >> dst) & 1:
            continue        # the walker lists it: it ends on its level (a whirlpool's exit too)
        if land == src and not g.spellings and k == 0:
            # Slid back home (a wrapping move): only the build tells the outcome, which an
            # ASCII-earlier worker's way home may have listed (Gen.home_builds); not after
            # steps of its own (a ferry), which the outcome holds too.
            occ_after |= g.home_builds
            g.home_builds |= adjacent_of(src, opts)
        if g.lim.guard_seats and (guards_of(p, &g.lim) >> dst) & 1:
            builds_after_guard_moved(g, t, kb, src, dst, land, occ_after, opts)
        else:
            emit_builds(g, t, kb, land, occ_after, True, opts)




cdef inline void gen_moves_then(Gen* g, BuildsAfter builds) noexcept nogil:
    """Every worker's ordinary move (a winning one ends the turn; only a climb where
    Persephone demands one), then the god's own builds."""
    cdef const Position* p = g.p
    cdef Bitboard workers = g.movers
    cdef Bitboard dests, occ_after
    cdef int src, dst, k, land
    cdef Turn t
    while workers:
        src = lsb(workers)
        workers &= workers - 1
        dests = move_targets(g, src, 0)
        if g.climb_only:
            dests &= p.ge[p.height[src] + 1]
        while dests:
            dst = lsb(dests)
            dests &= dests - 1
            t = header(src, dst, 0)
            k = move_steps(g, src, dst, 0, &t, 0, &occ_after)
            if won_moving(g, 0, p.height[src], p.height[dst], dst, &t, &k, &occ_after):
                if g.stage != STAGE_REST:
                    emit(g, t | win_flag())
            elif (g.lim.pit >> dst) & 1:
                if g.stage != STAGE_REST:
                    emit(g, t)
            else:
                land = slid(g, src, dst, &t, &k, &occ_after)
                builds(g, t, k, src, land, occ_after)


# Where a power lets the worker on src move beyond its ordinary moves (levels: the
# worker's, worker_levels).
ctypedef Bitboard (*ExtraMoves)(const Position* p, int src, int levels) noexcept nogil


cdef inline void gen_extra_moves(Gen* g, ExtraMoves targets, Turn flags, bint may_win) noexcept nogil:
    """Every mover's moves to the squares `targets` gives (Bellerophon's leap, Pegasus'
    high climbs, Iris' jumps), flags on each: a move up onto level 3 wins where may_win
    (move_wins), one a whirlpool carries on as its transport wins (arrives_winning: onto
    level 3 always by the revised text, from a lower entry by the original); the others go
    on to the worker's builds."""
    cdef const Position* p = g.p
    cdef Bitboard workers = g.movers
    cdef Bitboard dests, occ_after
    cdef int src, dst, k, land
    cdef Turn t
    while workers:
        src = lsb(workers)
        workers &= workers - 1
        dests = targets(p, src, worker_levels(&g.lim, src))
        if g.climb_only:
            dests &= p.ge[p.height[src] + 1]
        while dests:
            dst = lsb(dests)
            dests &= dests - 1
            t = header(src, dst, 0) | flags | step(0, STEP_MOVE, dst)
            k = 1
            occ_after = p.occ ^ square_bb(src) ^ square_bb(dst)
            if won_moving(g, 0 if may_win else MOVE_NO_WIN, p.height[src], p.height[dst], dst, &t, &k, &occ_after):
                emit(g, t | win_flag())     # a whirlpool's exit wins whatever the move
            else:
                land = slid(g, src, dst, &t, &k, &occ_after)
                emit_builds(g, t, k, land, occ_after, True, 0)


cdef inline void gen_plain(Gen* g) noexcept nogil:
    """The ordinary turn: one worker moves, then builds next to where it stands."""
    cdef Bitboard workers = g.movers
    cdef int src
    while workers:
        src = lsb(workers)
        workers &= workers - 1
        gen_moves_from(g, src, 0, 0, 0)


cdef inline int count_adjacent(Bitboard dests, Bitboard free) noexcept nogil:
    """The sum over the squares of dests of their neighbours in free: eight
    shifted copies of free, one per direction, instead of a loop over dests."""
    cdef Bitboard not_a = free & ~(<Bitboard>FILE_A_MASK)     # free squares with a west neighbour
    cdef Bitboard not_e = free & ~(<Bitboard>FILE_E_MASK)
    return (popcount(dests & (free >> 5)) + popcount(dests & (free << 5))                # north, south
            + popcount(dests & (not_a >> 1)) + popcount(dests & (not_e << 1))            # east, west
            + popcount(dests & (not_a >> 6)) + popcount(dests & (not_e >> 4))            # north-east, north-west
            + popcount(dests & (not_a << 4)) + popcount(dests & (not_e << 6)))           # south-east, south-west


cdef inline long count_plain(const Position* p, const Limits* lim) noexcept nogil:
    """The number of ordinary turns of the seat to act, counted without writing them."""
    cdef Bitboard empty = empty_squares(p)
    cdef Bitboard workers = seat_workers(p, p.stm) & ~lim.frozen
    cdef Bitboard targets, wins
    cdef int src
    cdef long n = 0
    while workers:
        src = lsb(workers)
        workers &= workers - 1
        targets = step_targets(p, src, worker_levels(lim, src)) & ~p.occ
        wins = p.ge[3] if p.height[src] < 3 else 0
        n += popcount(targets & wins)
        # The square left is free to build on, unless a view domes it under the worker
        # (an opponent's worker on Clio's coin: docs/promo-gods.md, Nyx).
        n += count_adjacent(targets & ~wins, empty | (square_bb(src) & ~p.dome))
    return n


cdef inline Bitboard win_moves(const Position* p, Bitboard workers, Bitboard opp, const Limits* lim,
                               unsigned int opts) noexcept nogil:
    """Squares onto which one of `workers` wins with a single move."""
    cdef Bitboard reach, dests, targets = 0
    cdef int w, h
    workers &= ~lim.frozen
    while workers:
        w = lsb(workers)
        workers &= workers - 1
        h = p.height[w]
        reach = steps_among(p, w, worker_levels(lim, w), adjacent_of(w, opts))
        dests = reach & ~p.occ
        if opts & MOVE_SWAP:
            dests |= reach & opp
        if opts & MOVE_PUSH:
            dests |= forceable(p, w, reach & opp, False)
        if h < 3:
            targets |= dests & p.ge[3] & ~lim.no_climb_win
        if (opts & WIN_BY_DROP) and h >= 2:
            targets |= dests & ~p.ge[h - 1]
    return targets & ~lim.no_win


cdef inline Bitboard seat_opponents(const Position* p, int seat) noexcept nogil:
    return p.occ & ~p.side_bb[p.seat_side[seat]]
