# Hydra: at the end of each of her turns that did not win (she must), if no two of her
# workers neighbour each other she gains a worker, placed on one of the lowest squares
# with no worker and no dome next to the worker that moved, as her build left them
# (`b2-c3^d4+c2`; none free, no gain); otherwise she takes one of her workers out of
# the game, the moved one too (`b2-c3^d4xb2`).  Nine workers can stand apart on the
# board, so she never has more than ten (docs/promo-gods.md).
# Facing Gaea (gods/rest.pxd), a build that domes with empty ground next to it stops her
# turn before that choice, which she makes after Gaea's placement, on the board as it is
# then: `+c2` (the gain; `pass` where no square is free) or `c3xb2` (the worker that
# moved, then the one taken out).  State: that worker while the rest is due (`hydra[c3]`).
from santorini._core.bitboard cimport Bitboard, lsb, square_bb, neighbours
from santorini._core.genkit cimport (
    gen_moves_then, emit, build_squares, move_targets, move_steps, won_moving, carried, slid, moved_to, pauses_at_dome,
)
from santorini._core.god cimport God, Gen, god_defaults, spell_chosen_kills
from santorini._core.gods.rest cimport paused_worker, rest_pending, rest_fits, rest_listed, rest_win_squares, end_turn_moved
from santorini._core.position cimport Position
from santorini._core.turn cimport (
    Turn, header, step, first_build, name_order, pass_turn, pause_step, STEP_BUILD, STEP_PLACE, STEP_KILL,
)

from santorini._core.gods.rest_states import SFEN_STATES, GEOMETRY_BITS  # the worker of a rest due

MOST_WORKERS = {None: 10, **{text: 10 for text in SFEN_STATES}}

#: Her power brings workers into play as the game goes, not at setup: a seat that holds it
#: for a while (Circe) keeps the heads it gained.
GAINS_WORKERS = True


cdef inline bint apart(Bitboard workers) noexcept nogil:
    """No two of the workers neighbour each other."""
    cdef Bitboard rest = workers
    while rest:
        if neighbours(lsb(rest)) & workers:
            return False
        rest &= rest - 1
    return True


cdef inline Bitboard lowest_free(const Position* p, int mover, Bitboard occ_after, int b) noexcept nogil:
    """The lowest squares next to mover with no worker and no dome once the build on b stands."""
    cdef Bitboard free = neighbours(mover) & ~occ_after & ~p.dome
    cdef Bitboard lowest = 0
    cdef int sq, h, least = 4
    if p.height[b] == 3:
        free &= ~square_bb(b)           # the build domed it
    while free:
        sq = lsb(free)
        free &= free - 1
        h = p.height[sq] + (sq == b)
        if h < least:
            least, lowest = h, 0
        if h == least:
            lowest |= square_bb(sq)
    return lowest


cdef Bitboard moves_of(const Gen* g, int w) noexcept nogil:
    """The squares the worker on w may move to this turn and build after (only climbs where
    Persephone demands one): a move into Tartarus' Abyss (Limits.pit) ends her turn, so it
    never spells one of the outcomes below."""
    cdef const Position* p = g.p
    if not (g.movers >> w) & 1:
        return 0
    cdef Bitboard dests = move_targets(g, w, 0) & ~g.lim.pit
    return dests & p.ge[p.height[w] + 1] if g.climb_only else dests


cdef int landing(const Gen* g, int w, int d, Bitboard* occ_after) noexcept nogil:
    """Where the move from w to d ends (a slide may carry it on), with the workers' squares
    after it; -1 for a move that wins (her turn ends there)."""
    cdef const Position* p = g.p
    cdef Turn t = header(w, d, 0)
    cdef int k = move_steps(g, w, d, 0, &t, 0, occ_after)
    if won_moving(g, 0, p.height[w], p.height[d], d, &t, &k, occ_after):
        return -1
    return slid(g, w, d, &t, &k, occ_after)


cdef int moved_onto(const Gen* g, int w, int land, Bitboard* occ_after) noexcept nogil:
    """The square a move of the worker on w that did not win goes to, ending on land (the
    ASCII-first, a slide may carry two there), with the workers' squares after it; -1: none."""
    cdef Bitboard dests = moves_of(g, w), occ
    cdef int d, best = -1
    if not carried(&g.lim):     # the move ends where it goes
        dests &= square_bb(land)
    while dests:
        d = lsb(dests)
        dests &= dests - 1
        if landing(g, w, d, &occ) == land and (best < 0 or name_order(d) < name_order(best)):
            best = d
            occ_after[0] = occ
    return best


cdef int first_leaving(const Gen* g, int src, int b) noexcept nogil:
    """Of the moves from src after which she builds on b and must take a worker out, the
    ASCII-first square moved to: taking out the moved worker, they all end alike (but those
    whose build stops for Gaea: pauses_at_dome)."""
    cdef Bitboard dests = moves_of(g, src), occ_after
    cdef int d, land, best = -1
    while dests:
        d = lsb(dests)
        dests &= dests - 1
        land = landing(g, src, d, &occ_after)
        if (land >= 0 and not apart(g.own ^ square_bb(src) ^ square_bb(land))
                and (build_squares(g, land, occ_after) >> b) & 1 and not pauses_at_dome(g, b, occ_after)
                and (best < 0 or name_order(d) < name_order(best))):
            best = d
    return best


cdef bint gained_twice(const Gen* g, int src, int d, int land, int b, int head) noexcept nogil:
    """Does a smaller token reach this gain: the move ending on the new worker's square and
    the new worker on the square this move ends on (her workers are alike, but to an opposing
    Eris, who marks the one that moved: Limits.movers_told)?"""
    cdef Bitboard occ_after
    cdef int other = moved_onto(g, src, head, &occ_after)
    return (other >= 0 and name_order(other) < name_order(d) and apart(g.own ^ square_bb(src) ^ square_bb(head))
            and (build_squares(g, head, occ_after) >> b) & 1 and not pauses_at_dome(g, b, occ_after)
            and (lowest_free(g.p, head, occ_after, b) >> land) & 1)


cdef bint left_twice(const Gen* g, int src, int land, int b, int out) noexcept nogil:
    """Does a smaller token reach this removal: the worker taken out moving onto the same
    square, the one that moved here taken out?"""
    cdef Bitboard occ_after
    return (name_order(out) < name_order(src) and not apart(g.own ^ square_bb(out) ^ square_bb(land))
            and moved_onto(g, out, land, &occ_after) >= 0 and (build_squares(g, land, occ_after) >> b) & 1
            and not pauses_at_dome(g, b, occ_after))


cdef bint flushed_first(const Gen* g, int src, int b) noexcept nogil:
    """Does a smaller token take the worker on src out with a build on b: another worker,
    ASCII-first, moving onto a whirlpool that carries it back home (a move that moves
    nobody), then building on b, her workers as they were (none apart)?"""
    cdef Bitboard others = g.own & ~square_bb(src), occ_after
    cdef int s
    if not g.lim.whirls or apart(g.own):
        return False
    while others:
        s = lsb(others)
        others &= others - 1
        if (name_order(s) < name_order(src) and moved_onto(g, s, s, &occ_after) >= 0
                and (build_squares(g, s, occ_after) >> b) & 1 and not pauses_at_dome(g, b, occ_after)):
            return True
    return False


cdef void builds_then_heads(Gen* g, Turn t, int k, int src, int dst, Bitboard occ_after) noexcept nogil:
    cdef const Position* p = g.p
    cdef Bitboard hers = g.own ^ square_bb(src) ^ square_bb(dst)
    cdef Bitboard builds = build_squares(g, dst, occ_after)
    cdef Bitboard heads, each
    cdef bint grows = apart(hers)
    cdef int d = moved_to(t, k, dst)
    cdef Turn built
    cdef int b, w
    # One outcome, several spellings (below): each is emitted once, in its smallest
    # token, among those whose build does not stop for Gaea.  Where a charm or a binding
    # may refuse the smallest but not another, every spelling is listed and movegen keeps
    # each outcome's smallest legal one.
    if g.lim.charmed or g.lim.bound:
        g.cut = True
    while builds:
        b = lsb(builds)
        builds &= builds - 1
        built = t | first_build(b) | step(k, STEP_BUILD, b)
        if pauses_at_dome(g, b, occ_after):
            emit(g, built | pause_step(k + 1))     # her choice comes after Gaea's placement
            continue
        if grows:
            heads = lowest_free(p, dst, occ_after, b)
            if not heads:
                emit(g, built)
            while heads:
                w = lsb(heads)
                heads &= heads - 1
                if g.spellings or g.lim.movers_told or not gained_twice(g, src, d, dst, b, w):
                    emit(g, built | step(k + 1, STEP_PLACE, w))
            continue
        each = hers
        while each:
            w = lsb(each)
            each &= each - 1
            if g.spellings:
                emit(g, built | step(k + 1, STEP_KILL, w))
            elif w == dst:
                if first_leaving(g, src, b) == d and not flushed_first(g, src, b):
                    emit(g, built | step(k + 1, STEP_KILL, w))
            elif dst == src:
                # Carried back home (a whirlpool): nobody moved, as if w had moved, built
                # and left, which its own token may write first.
                if not (name_order(w) < name_order(src) and first_leaving(g, w, b) >= 0):
                    emit(g, built | step(k + 1, STEP_KILL, w))
            elif not left_twice(g, src, dst, b, w):
                emit(g, built | step(k + 1, STEP_KILL, w))


cdef void heads_rest(Gen* g, int w) noexcept nogil:
    """The rest of a turn that stopped at its dome: her gain next to the worker on w that
    moved, or `pass` where no square is free; or one of her workers taken out."""
    cdef Bitboard heads, each = g.own
    if not rest_listed(g, False):
        return
    if apart(g.own):
        heads = lowest_free(g.p, w, g.p.occ, w)    # her build stands already: none to add (w is hers)
        if not heads:
            emit(g, pass_turn())
        while heads:
            emit(g, header(w, w, 0) | step(0, STEP_PLACE, lsb(heads)))
            heads &= heads - 1
        return
    while each:
        emit(g, header(w, w, 0) | step(0, STEP_KILL, lsb(each)))
        each &= each - 1


cdef void gen(Gen* g) noexcept nogil:
    cdef int w = paused_worker(g.p, g.seat)
    if w >= 0:
        heads_rest(g, w)
    else:
        gen_moves_then(g, builds_then_heads)


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.gen = gen
    g.spell = spell_chosen_kills        # the worker she takes out is her choice: `xsq`
    g.count = NULL          # the ordinary count knows nothing of her heads
    g.win_squares = rest_win_squares
    g.end_turn = end_turn_moved
    g.pending = rest_pending
    g.state_fits = rest_fits
