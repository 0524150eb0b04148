# Nemesis: at the end of a turn that did not win, if no worker of one opponent is
# next to any of hers, she may exchange places with that opponent: each of her
# two workers is forced onto the square of one of that opponent's workers, which
# are forced onto hers (revised text, the default: she has exactly two workers
# and the opponent at least two).  Original text (the `revised-text` ruling's
# alternative): as many of the opponent's workers as can be (one if either has
# only one).  Written after the build as `>sq` per worker of theirs, in the ASCII
# order of her workers' squares: `b2-c3^d4>a1>e5` sends her worker on the
# ASCII-smaller square (after her move) to a1, the other to e5; a single trade by
# one of her two workers switches to hers first, `,d4>a5`.  Forces: nobody
# wins by them, heights do not matter.
from santorini._core.bitboard cimport Bitboard, lsb, popcount, square_bb, neighbours_of
from santorini._core.genkit cimport gen_moves_then, emit, emit_builds, build_squares
from santorini._core.god cimport God, Gen, Spelling, god_defaults, spell_steps, spell_add, SPELL_FORCE, SPELL_SWITCH
from santorini._core.position cimport Position, RULE_ORIGINAL_TEXT, seat_workers
from santorini._core.turn cimport (
    Turn, step, first_build, name_order, step_kind, step_square, MAX_STEPS, STEP_END, STEP_BUILD, STEP_SELECT,
    STEP_SWAP, STEP_DISPLACE, STEP_TO,
)


cdef inline bint alike(Bitboard female, int a, int b) noexcept nogil:
    """Two workers of one side that no rule tells apart (not a male/female pair), the
    female workers standing on `female`."""
    return ((female >> a) & 1) == ((female >> b) & 1)


cdef inline Turn exchange(int k, int mine, int theirs) noexcept nogil:
    """Steps k, k+1: her worker on `mine` and the worker on `theirs` trade squares."""
    return step(k, STEP_SELECT, mine) | step(k + 1, STEP_SWAP, theirs)


cdef void emit_exchanges(Gen* g, Turn built, int k, Bitboard hers, Bitboard theirs, Bitboard female) noexcept nogil:
    """built followed by every exchange with the workers `theirs` of one opponent (the
    female workers on `female` after her move)."""
    cdef const Position* p = g.p
    cdef int h1, h2, o1, o2
    cdef Bitboard firsts, seconds
    cdef bint original = p.rulings & RULE_ORIGINAL_TEXT
    if not original and (popcount(hers) != 2 or popcount(theirs) < 2):
        return
    if popcount(hers) == 1 or popcount(theirs) == 1:
        # Original text only: one exchange, any of hers with any of theirs.
        firsts = hers
        while firsts:
            h1 = lsb(firsts)
            firsts &= firsts - 1
            seconds = theirs
            while seconds:
                emit(g, built | exchange(k, h1, lsb(seconds)))
                seconds &= seconds - 1
        return
    h1 = lsb(hers)
    h2 = lsb(hers & (hers - 1))
    if name_order(h2) < name_order(h1):
        h1, h2 = h2, h1
    firsts = theirs
    while firsts:
        o1 = lsb(firsts)
        firsts &= firsts - 1
        seconds = theirs & ~square_bb(o1)
        while seconds:
            o2 = lsb(seconds)
            seconds &= seconds - 1
            # With alike workers on both sides the two pairings leave the same board:
            # the one that gives her first worker the ASCII-smaller square is listed,
            # unless an opposing Eris tells them apart (Limits.movers_told: the worker
            # that moved keeps its mark where the trade sends it).
            if (not g.spellings and not g.lim.movers_told and alike(female, h1, h2) and alike(female, o1, o2)
                    and name_order(o2) < name_order(o1)):
                continue
            emit(g, built | exchange(k, h1, o1) | exchange(k + 2, h2, o2))


cdef void builds_then_exchange(Gen* g, Turn t, int k, int src, int dst, Bitboard occ_after) noexcept nogil:
    cdef const Position* p = g.p
    emit_builds(g, t, k, dst, occ_after, True, 0)
    cdef Bitboard hers = g.own ^ square_bb(src) ^ square_bb(dst)
    cdef Bitboard near = neighbours_of(hers)
    cdef Bitboard female = p.female ^ ((square_bb(src) | square_bb(dst)) if (p.female >> src) & 1 else 0)
    cdef Bitboard builds, theirs, done = 0
    cdef Turn built
    cdef int seat, b
    # One opponent: a seat of another side, with its own pair (teammates who share
    # their pair are one opponent).
    for seat in range(p.nseats):
        theirs = seat_workers(p, seat)
        if p.seat_side[seat] == g.side or not theirs or theirs & done or near & theirs or not theirs & g.opp:
            continue
        done |= theirs
        builds = build_squares(g, dst, occ_after)
        while builds:
            b = lsb(builds)
            builds &= builds - 1
            built = t | first_build(b) | step(k, STEP_BUILD, b)
            emit_exchanges(g, built, k + 1, hers, theirs, female)


cdef void gen(Gen* g) noexcept nogil:
    gen_moves_then(g, builds_then_exchange)


cdef void spell(const Position* p, const Turn* turns, int n, Spelling* out) noexcept nogil:
    """The move and the build, then `>sq` for each worker of theirs she takes, in order;
    a single trade by one of her two workers switches to hers first (`,d4>a5`)."""
    cdef int i, j, kind, swaps, written
    cdef bint two_of_hers = popcount(seat_workers(p, p.stm)) == 2
    for i in range(n):
        spell_steps(turns[i], &out[i])
        written = 0
        for j in range(MAX_STEPS):
            kind = step_kind(turns[i], j)
            if kind == STEP_END or kind == STEP_SELECT:
                break
            if kind != STEP_DISPLACE and kind != STEP_TO:
                written += 1        # her move and build; a slide (Harpies) is not written
        if kind != STEP_SELECT:
            continue
        out[i].n = written
        swaps = 0
        while j + 2 * swaps + 1 < MAX_STEPS and step_kind(turns[i], j + 2 * swaps + 1) == STEP_SWAP:
            swaps += 1
        if swaps == 1 and two_of_hers:
            spell_add(&out[i], SPELL_SWITCH, step_square(turns[i], j), False)
        while j < MAX_STEPS and step_kind(turns[i], j) != STEP_END:
            if step_kind(turns[i], j) == STEP_SWAP:
                spell_add(&out[i], SPELL_FORCE, step_square(turns[i], j), False)
            j += 1


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.gen = gen
    g.count = NULL          # her exchanges are turns a mortal count does not know
    g.spell = spell
