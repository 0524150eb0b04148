# The table of gods and the default hooks: the ordinary game of a mortal.
from santorini._core.bitboard cimport lsb
from santorini._core.genkit cimport (
    gen_plain, gen_moves_from, count_plain, win_moves, seat_workers, seat_opponents, squares_by_name, ADJ_TORUS,
)
from santorini._core.position cimport MAX_WORKERS, placer
from santorini._core.turn cimport (
    Turn, turn_src, step_kind, step_square, MAX_STEPS, STEP_END, STEP_PLACE, STEP_MOVE,
    STEP_SWAP, STEP_FORCE, STEP_DISPLACE, STEP_TO, STEP_SELECT, STEP_BUILD, STEP_DOME, STEP_STACK, stack_square, stack_count,
    forced_by,
    STEP_REMOVE, STEP_KILL, STEP_PLACE_FEMALE, STEP_WHOLE, PASS_FIELD, DRAW_FIELD, ABYSS_FIELD, FATE_FIELD, PAUSE_FIELD, STEP_TOKEN,
)

cdef void default_gen(Gen* g) noexcept nogil:
    gen_plain(g)


cdef long default_count(const Position* p, const Limits* lim) noexcept nogil:
    return count_plain(p, lim)


cdef Bitboard default_win_squares(const Position* p, int seat, const Limits* lim) noexcept nogil:
    return win_moves(p, seat_workers(p, seat), seat_opponents(p, seat), lim, 0)


cdef void settings_gen(Gen* g) noexcept nogil:
    cdef uint32_t settings = god_of(g.p, g.seat).settings
    cdef Bitboard workers = g.movers
    cdef int order[MAX_WORKERS]
    cdef int i
    if settings & ADJ_TORUS and g.lim.slides:
        # Wrapping moves may slide a worker home: the ASCII-first worker's spelling first.
        for i in range(squares_by_name(workers, order)):
            gen_moves_from(g, order[i], 0, 0, settings)
        return
    while workers:
        gen_moves_from(g, lsb(workers), 0, 0, settings)
        workers &= workers - 1


cdef Bitboard settings_win_squares(const Position* p, int seat, const Limits* lim) noexcept nogil:
    return win_moves(p, seat_workers(p, seat), seat_opponents(p, seat), lim, god_of(p, seat).settings)


cdef void god_settings(God* g, uint32_t settings) noexcept nogil:
    """The ordinary turn with genkit options: a god whose power is only that."""
    god_defaults(g)
    g.settings = settings
    g.gen = settings_gen
    g.count = NULL          # the ordinary count knows no option
    g.win_squares = settings_win_squares


cdef void god_defaults(God* g) noexcept nogil:
    g.flags = GOD_BUILDS_BACK
    g.settings = 0
    g.gen = default_gen
    g.count = default_count
    g.win_squares = default_win_squares
    g.restrict_opponent = NULL
    g.start_turn = NULL
    g.end_turn = NULL
    g.wins = NULL
    g.loses = NULL
    g.spell = NULL
    g.parse = NULL
    g.may_place = NULL
    g.extra_turn = NULL
    g.evaluate = NULL
    g.pieces_to_win = NULL
    g.judged_squares = NULL
    g.figures = NULL
    g.setup_workers = 2
    g.orienting = NULL
    g.setup_choices = NULL
    g.takes_win = NULL
    g.view = NULL
    g.state_fits = NULL
    g.observe = NULL
    g.interjects = NULL
    g.pending = NULL
    g.truce = NULL
    g.odds = NULL
    g.conceal = NULL
    g.deal = NULL
    g.withdraw = NULL
    g.worlds = NULL


cdef void bind_gods(Position* p) noexcept nogil:
    """Set the masks of the hooks the seats' powers have; call after the seats' gods change."""
    cdef int seat, other
    cdef God* god
    cdef bint stopping = False      # a card that stops turns (Gaea): only then is a rest ever due
    for seat in range(p.nseats):
        stopping = stopping or GODS[p.seat_god[seat]].flags & GOD_STOPS_TURNS
    p.restricting = 0
    p.judging = 0
    p.placing_rules = 0
    p.female_sides = 0
    p.valuing = 0
    p.figured = 0
    p.viewing = 0
    p.watching = 0
    p.interjecting = 0
    for seat in range(p.nseats):
        mark_hooks(p, seat, &GODS[p.seat_god[seat]])
        if GODS[p.seat_god[seat]].figures != NULL:
            p.figured |= 1 << seat
        if GODS[p.seat_god[seat]].view != NULL:
            p.viewing |= 1 << seat
        if watcher_of(p, seat).observe != NULL:
            p.watching |= 1 << seat
        if GODS[p.seat_god[seat]].interjects != NULL or (GODS[p.seat_god[seat]].pending != NULL and stopping):
            p.interjecting |= 1 << seat
        if p.fleece:
            mark_hooks(p, seat, &GODS[p.fleece])     # any seat may hold the Ram's power
            if GODS[p.fleece].observe != NULL:
                p.watching |= 1 << seat
        if p.night[seat]:
            mark_hooks(p, seat, &GODS[p.night[seat]])   # the seat may hold its Night Power
        if GODS[p.seat_god[seat]].flags & GOD_DRAWS_POWERS:
            for other in range(1, SIMPLE_GODS + 1):
                mark_hooks(p, seat, &GODS[other])
        if GODS[p.seat_god[seat]].flags & GOD_TAKES_POWERS:
            for other in range(p.nseats):
                if p.seat_side[other] != p.seat_side[seat]:
                    mark_hooks(p, seat, &GODS[p.seat_god[other]])
        if (GODS[p.seat_god[seat]].flags | GODS[p.fleece].flags) & GOD_FEMALE_PAIR:
            p.female_sides |= 1 << placer(p, seat)
    # The Golden Fleece ignores the setup parts of powers (gods.md §7.1): no one's
    # placements are limited (the seats' own cards are mortal).
    if p.fleece:
        p.placing_rules = 0


cdef void mark_hooks(Position* p, int seat, const God* god) noexcept nogil:
    if god.restrict_opponent != NULL:
        p.restricting |= 1 << seat
    if god.wins != NULL or god.loses != NULL:
        p.judging |= 1 << seat
    if god.may_place != NULL:
        p.placing_rules |= 1 << seat
    if god.evaluate != NULL:
        p.valuing |= 1 << seat


cdef void spell_chosen_kills(const Position* p, const Turn* turns, int n, Spelling* out) noexcept nogil:
    """God.spell of a power whose every removal is its own choice (Theseus', Hydra's), unlike
    Bia's: the steps as written, then `xsq` for each worker taken out."""
    cdef int i, j
    for i in range(n):
        spell_steps(turns[i], &out[i])
        for j in range(MAX_STEPS):
            if step_kind(turns[i], j) == STEP_END:
                break
            if step_kind(turns[i], j) == STEP_KILL:
                spell_add(&out[i], SPELL_KILL, step_square(turns[i], j), False)


cdef void spell_steps(Turn t, Spelling* out) noexcept nogil:
    """A turn's steps as a token writes them: what a power implies is left out."""
    cdef int i, j, kind, sq, forced = -1
    cdef int cur = turn_src(t)          # the acting worker: a STACK's squares are told from it
    out.n = 0
    out.start = -1 if step_kind(t, 0) == STEP_PLACE or step_kind(t, 0) == STEP_PLACE_FEMALE else cur
    for i in range(MAX_STEPS):
        kind = step_kind(t, i)
        sq = step_square(t, i)
        if kind == STEP_END:
            break
        if kind == STEP_PLACE or kind == STEP_PLACE_FEMALE:
            spell_add(out, SPELL_PLACE, sq, kind == STEP_PLACE_FEMALE)     # `dome` marks the female: `+b2*`
        elif kind == STEP_MOVE or kind == STEP_SWAP:
            spell_add(out, SPELL_MOVE, sq, False)
            cur = sq
        elif kind == STEP_FORCE:
            spell_add(out, SPELL_FORCE, sq, False)
            forced = sq
        elif kind == STEP_SELECT:
            spell_add(out, SPELL_SWITCH, sq, False)
            cur = sq
        elif kind == STEP_BUILD:
            spell_add(out, SPELL_BUILD, sq, False)
        elif kind == STEP_STACK:
            for j in range(stack_count(sq)):
                spell_add(out, SPELL_BUILD, stack_square(cur, sq), False)
        elif kind == STEP_DOME:
            spell_add(out, SPELL_BUILD, sq, True)
        elif kind == STEP_REMOVE:
            spell_add(out, SPELL_REMOVE, sq, False)
        elif kind == STEP_WHOLE and sq == PAUSE_FIELD:
            break               # the turn stops here: nothing to write
        elif kind == STEP_WHOLE:
            out.start = -1
            if sq == PASS_FIELD:
                spell_add(out, SPELL_PASS, 0, False)
            elif sq == DRAW_FIELD:
                spell_add(out, SPELL_DRAW, step_square(t, i + 1), False)
                break
            elif sq == ABYSS_FIELD:
                spell_add(out, SPELL_ABYSS, step_square(t, i + 1), False)
                break
            elif sq == FATE_FIELD:
                spell_add(out, SPELL_FATE, step_square(t, i + 1), False)
                break
            else:
                spell_add(out, SPELL_RAM, sq, False)
        elif kind == STEP_TOKEN:
            spell_add(out, SPELL_TOKEN, sq, False)
        elif kind == STEP_DISPLACE:
            forced = sq
        elif kind == STEP_TO:
            if i > 0 and step_kind(t, i - 1) == STEP_TO:
                forced = forced_by(t, i, forced)
                spell_add(out, SPELL_FORCE, forced, False)     # a song's next worker
            if forced == cur:
                cur = sq        # the acting worker slid on (Harpies)
        # STEP_DISPLACE, STEP_TO and STEP_KILL are implied by the power.


cdef int i
for i in range(MAX_GODS):
    god_defaults(&GODS[i])
