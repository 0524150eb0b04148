# Jason (hero): a third worker waits on his card.  Once a game, instead of an
# ordinary turn, it comes into play on an empty ground-level perimeter square,
# then moves and builds (revised text, default): `+a1-a2^b1`, written from the
# ASCII-first square it could come in on; with the original text (the
# `revised-text` ruling's alternative) it only builds: `+a1^b1`.  From
# then on it is an ordinary worker and Jason plays as a mortal with three
# (docs/heroes.md).  SFEN: `jason[used]`, his side with up to three workers.
from santorini._core.bitboard cimport Bitboard, PERIMETER_MASK, lsb, square_bb, neighbours
from santorini._core.genkit cimport emit, emit_builds, move_targets, squares_by_name, slid, won_moving, landed, carried
from santorini._core.god cimport God, Gen, STATE_SPENT
from santorini._core.gods.hero cimport hero_defaults, mortal_turns_then_power
from santorini._core.position cimport Position, RULE_ORIGINAL_TEXT
from santorini._core.turn cimport Turn, header, step, once_flag, win_flag, STEP_PLACE, STEP_MOVE

SFEN_STATES = {"used": STATE_SPENT}
EVAL_WEIGHTS = (("unspent", 40),)
#: The most workers his side has on the board, by SFEN state (two otherwise).
MOST_WORKERS = {"used": 3}


cdef void slid_entries(Gen* g, Bitboard spots) noexcept nogil:
    """The revised power's turns when the worker's move may end elsewhere (genkit.carried: a
    Harpies slide, a whirlpool): the outcome is where it ends, which entries by different
    squares may share; the ASCII-first entry square, then move, is written."""
    cdef const Position* p = g.p
    cdef int order[16]
    cdef int moves[8]
    cdef int n = squares_by_name(spots, order), i, j, m, dst, end, k
    cdef Bitboard ended = 0, won = 0, occ_after, dests
    cdef Turn t
    for i in range(n):
        dests = move_targets(g, order[i], 0)
        if g.climb_only:
            dests &= p.ge[1]
        m = squares_by_name(dests, moves)
        for j in range(m):
            dst = moves[j]
            t = once_flag() | step(0, STEP_PLACE, order[i]) | step(1, STEP_MOVE, dst)
            k = 2
            occ_after = p.occ | square_bb(dst)
            if won_moving(g, 0, 0, p.height[dst], dst, &t, &k, &occ_after):
                # From the ground only a whirlpool's exit on level 3 wins: the one outcome
                # of every move carried there.
                end = landed(p.occ, occ_after, order[i])
                if not (won >> end) & 1 or g.spellings:
                    won |= square_bb(end)
                    emit(g, t | header(order[i], dst, 0) | win_flag())
                continue
            end = slid(g, order[i], dst, &t, &k, &occ_after)
            if (ended >> end) & 1 and not g.spellings:
                continue
            ended |= square_bb(end)
            emit_builds(g, t | header(order[i], end, 0), k, end, occ_after, True, 0)


cdef void gen(Gen* g) noexcept nogil:
    if not mortal_turns_then_power(g):
        return
    cdef const Position* p = g.p
    cdef Bitboard spots = PERIMETER_MASK & ~p.ge[1] & ~p.occ & ~p.dome
    cdef Bitboard each = spots, dests = 0, from_, entries
    cdef Bitboard reach[25]
    cdef int spot, dst
    cdef int order[16]
    if p.rulings & RULE_ORIGINAL_TEXT:
        if g.climb_only:            # no move: never the climb Persephone demands
            return
        while each:
            spot = lsb(each)
            each &= each - 1
            emit_builds(g, once_flag() | step(0, STEP_PLACE, spot) | header(spot, spot, 0), 1, spot,
                        p.occ | square_bb(spot), True, 0)
        return
    # The worker was not on the board when the turn began: no freeze or charm holds
    # it, and from the ground no move of it can win.  Where it ends and builds is
    # the outcome, whichever square it came in on (one it can move to dst from: Hippolyta
    # bars some directions): the ASCII-first of those is written.
    if carried(&g.lim):
        slid_entries(g, spots)
        return
    while each:
        spot = lsb(each)
        each &= each - 1
        reach[spot] = move_targets(g, spot, 0)
        dests |= reach[spot]
    if g.climb_only:
        dests &= p.ge[1]
    while dests:
        dst = lsb(dests)
        dests &= dests - 1
        from_ = 0
        entries = spots & neighbours(dst)
        while entries:
            spot = lsb(entries)
            entries &= entries - 1
            if (reach[spot] >> dst) & 1:
                from_ |= square_bb(spot)
        if not g.spellings:
            squares_by_name(from_, order)
            from_ = square_bb(order[0])
        while from_:
            spot = lsb(from_)
            from_ &= from_ - 1
            emit_builds(g, once_flag() | step(0, STEP_PLACE, spot) | header(spot, dst, 0) | step(1, STEP_MOVE, dst),
                        2, dst, p.occ | square_bb(dst), True, 0)


cdef void install(God* g) noexcept nogil:
    hero_defaults(g)
    g.gen = gen
