# Siren: her Song points one way for the whole game, chosen before anyone places
# (`=ne`; gods/orient.pxd).  Instead of the ordinary turn she may sing: force one
# or more opponent workers, each once, one square along the Song onto a square
# with no worker and no dome, whatever its height (forces: nobody wins by them,
# no move restriction binds them), one at a time, so a line of them goes front
# first; then one of her workers builds, as an ordinary build: `b2>c3>d4^b3`.
# Original text (the revised-text ruling): no build, the token is the forces
# alone, `>c3>d4`.  One turn per outcome: the forces in the ASCII-first order
# that can be played, the ASCII-first worker that can make the build; a song
# written in another order that can be played is read by parse.  The first force
# is a FORCE and a TO, each next one a TO alone (the same shift, turn.pxd), so a
# packed turn holds ten forces and the build: every worker of a side, Hydra's
# ten heads too.  Her state word is the Song's direction + 1 (0 before she has
# chosen it); SFEN `siren[ne]`.
from libc.stdint cimport uint32_t

from santorini._core.bitboard cimport Bitboard, lsb, square_bb, neighbours, santorini_direction
from santorini._core.genkit cimport emit, gen_plain, build_squares, guard_moved, guards_of, squares_by_name
from santorini._core.god cimport (
    God, Gen, Spelling, god_defaults, spell_steps, STAGE_REST, SPELL_FORCE, SPELL_BUILD, GOD_STATE_ON_BOARD,
)
from santorini._core.gods.orient cimport turned_to
from santorini._core.position cimport (
    Position, TurnFacts, MAX_SIDES, MAX_WORKERS, RULE_ORIGINAL_TEXT, pos_change_state, seat_workers,
)
from santorini._core.turn cimport (
    Turn, step, header, first_build, name_order, step_kind, STEP_FORCE, STEP_TO, STEP_BUILD, MAX_STEPS, NO_TURN,
)

from santorini.notation.squares import DIRECTIONS

#: The direction of the Song.
SFEN_STATES = {name: direction + 1 for direction, name in enumerate(DIRECTIONS)}

#: The state is the Song's direction: a symmetry of the board maps it too.
GEOMETRY_BITS = 0xFFFFFFFF

cdef enum:
    MAX_VICTIMS = MAX_SIDES * MAX_WORKERS


ctypedef struct Song:
    int n                           # opponent workers
    int victim[MAX_VICTIMS]         # their squares
    int target[MAX_VICTIMS]         # the square along the Song from each, -1 off the board


cdef void builds_after_song(Gen* g, Turn t, int k, Bitboard moving, Bitboard landing, int first) noexcept nogil:
    """The song's turns once its forces are steps 0..k-1: one build by one of her workers
    (Limus' guard follows his forced workers), or, original text, none."""
    cdef const Position* p = g.p
    cdef Bitboard occ_after = (p.occ & ~moving) | landing
    cdef Bitboard covered = 0, builds
    cdef int builders[MAX_WORKERS]
    cdef int n, j, w, b
    cdef Gen sub = g[0]
    cdef Bitboard guards
    if p.rulings & RULE_ORIGINAL_TEXT:
        emit(g, t | header(first, first, 0))
        return
    if g.lim.guard_seats:
        guards = guards_of(p, &g.lim)
        if guards & moving:
            guard_moved(&sub.lim, (guards & ~moving) | landing_of(guards & moving, moving, landing))
    n = squares_by_name(g.own, builders)    # the first of her workers that can build writes it
    for j in range(n):
        w = builders[j]
        builds = build_squares(&sub, w, occ_after)
        if not sub.spellings:
            builds &= ~covered
            covered |= builds
        while builds:
            b = lsb(builds)
            builds &= builds - 1
            emit(&sub, t | header(w, w, 0) | step(k, STEP_BUILD, b) | first_build(b))
    g.n = sub.n


cdef inline Bitboard landing_of(Bitboard forced, Bitboard moving, Bitboard landing) noexcept nogil:
    """Where the workers of `forced` (some of `moving`) land: the same shift as all of them."""
    cdef Bitboard out = 0
    # moving and landing are one set shifted one square along the Song: pair them in order.
    cdef Bitboard m = moving, l = landing
    while m:
        if forced & (m & -m):
            out |= l & -l
        m &= m - 1
        l &= l - 1
    return out


cdef void sing(Gen* g, const Song* song, int chosen, Bitboard occ, Turn t, int k,
               Bitboard moving, Bitboard landing, int first) noexcept nogil:
    """Force the workers of `chosen` (a set of song indices) in the canonical order that
    can be played: the ASCII-first that can go now (parse reads the others).  A song that
    forces a worker into Tartarus' Abyss (Limits.pit) ends there, so the forces before that
    one make its outcome: it is sung in every order that can be played (movegen.cut_turns
    cuts each, and keeps one turn of each outcome)."""
    cdef int i, best = -1
    cdef bint every_order = (landing & g.lim.pit) != 0
    if chosen == 0:
        builds_after_song(g, t, k, moving, landing, first)
        return
    for i in range(song.n):
        if not (chosen >> i) & 1 or (occ >> song.target[i]) & 1:
            continue        # a worker of the set still stands there: it goes first
        if every_order:
            force_next(g, song, chosen, occ, t, k, moving, landing, first, i)
        elif best < 0 or name_order(song.victim[i]) < name_order(song.victim[best]):
            best = i
    if best >= 0:
        force_next(g, song, chosen, occ, t, k, moving, landing, first, best)


cdef inline void force_next(Gen* g, const Song* song, int chosen, Bitboard occ, Turn t, int k,
                            Bitboard moving, Bitboard landing, int first, int i) noexcept nogil:
    """Force the worker of song index i, then the rest of `chosen`."""
    sing(g, song, chosen & ~(1 << i), occ ^ square_bb(song.victim[i]) ^ square_bb(song.target[i]),
         t | forced_step(k, song.victim[i], song.target[i]), after_force(k),
         moving, landing, song.victim[i] if k == 0 else first)


cdef inline int song_target(const Position* p, int direction, int sq) noexcept nogil:
    """The square along the Song from sq, -1 off the board or under a dome."""
    cdef Bitboard along = santorini_direction[direction][sq] & neighbours(sq)     # no wrap
    return lsb(along) if along and not along & p.dome else -1


cdef inline int after_force(int k) noexcept nogil:
    """The step after a force written from step k (forced_step: two steps for the first)."""
    return k + 2 if k == 0 else k + 1


cdef inline Turn forced_step(int k, int victim, int target) noexcept nogil:
    """The steps from k forcing victim onto target: the song's first force names both, each
    next one its target alone (a TO after a TO: the same shift)."""
    if k == 0:
        return step(0, STEP_FORCE, victim) | step(1, STEP_TO, target)
    return step(k, STEP_TO, target)


cdef void gen(Gen* g) noexcept nogil:
    gen_plain(g)
    cdef const Position* p = g.p
    cdef int direction = <int>p.god_state[g.seat] - 1
    if direction < 0 or g.climb_only or g.stage == STAGE_REST or not g.own:
        # A song climbs nothing: Persephone's demand leaves it out.  A side whose last
        # worker left the board has lost, even where a song would need none (original text).
        return
    cdef Song song
    cdef Bitboard opp = g.opp, moving, landing
    cdef int chosen, i
    cdef bint ok
    song.n = 0
    while opp:
        song.victim[song.n] = lsb(opp)
        song.target[song.n] = song_target(p, direction, song.victim[song.n])
        song.n += 1
        opp &= opp - 1
    for chosen in range(1, 1 << song.n):
        moving = 0
        landing = 0
        ok = True
        for i in range(song.n):
            if (chosen >> i) & 1:
                if song.target[i] < 0:
                    ok = False
                    break
                moving |= square_bb(song.victim[i])
                landing |= square_bb(song.target[i])
        if ok and not landing & p.occ & ~moving:
            sing(g, &song, chosen, p.occ, 0, 0, moving, landing, -1)


cdef void spell(const Position* p, const Turn* turns, int n, Spelling* out) noexcept nogil:
    cdef int i
    for i in range(n):
        spell_steps(turns[i], &out[i])
        if p.rulings & RULE_ORIGINAL_TEXT and step_kind(turns[i], 0) == STEP_FORCE:
            out[i].start = -1           # a song of the original text has no builder: `>c3>d4`


cdef Turn parse(const Position* p, const Spelling* s) noexcept nogil:
    """A song written in an order that can be played, not the canonical one: each force an
    opposing worker not forced yet, onto the square along the Song with no worker and no dome
    as it goes; then the build by the written worker on a square next to it (no build, no
    worker under the original text).  The caller checks the outcome against the listed turns."""
    cdef int direction = <int>p.god_state[p.stm] - 1
    cdef bint original = (p.rulings & RULE_ORIGINAL_TEXT) != 0
    cdef Bitboard own = seat_workers(p, p.stm)
    cdef Bitboard unforced = p.occ & ~p.side_bb[p.seat_side[p.stm]], occ = p.occ
    cdef Turn t = 0
    cdef int i, k = 0, victim, target, first = -1
    if direction < 0 or s.n == 0 or s.kind[0] != SPELL_FORCE:
        return NO_TURN
    if original != (s.start < 0) or (not original and not (own >> s.start) & 1):
        return NO_TURN
    for i in range(s.n):
        if s.kind[i] == SPELL_BUILD and not original and i == s.n - 1 and not s.dome[i]:
            if not (neighbours(s.start) >> s.square[i]) & 1:
                return NO_TURN
            return t | header(s.start, s.start, 0) | step(k, STEP_BUILD, s.square[i]) | first_build(s.square[i])
        victim = s.square[i]
        if s.kind[i] != SPELL_FORCE or not (unforced >> victim) & 1:
            return NO_TURN
        if after_force(k) + (0 if original else 1) > MAX_STEPS:
            return NO_TURN      # more forces than a turn holds (no lineup the engine plays has them)
        target = song_target(p, direction, victim)
        if target < 0 or (occ >> target) & 1:
            return NO_TURN
        t |= forced_step(k, victim, target)
        k = after_force(k)
        first = victim if first < 0 else first
        unforced &= ~square_bb(victim)
        occ ^= square_bb(victim) | square_bb(target)
    if not original:
        return NO_TURN          # the revised song ends with its build
    return t | header(first, first, 0)


cdef void end_turn(Position* p, int seat, const TurnFacts* facts) noexcept nogil:
    cdef int turned = turned_to(facts)
    if turned >= 0:
        pos_change_state(p, seat, turned + 1)


cdef bint orienting(const Position* p, int seat) noexcept nogil:
    return p.god_state[seat] == 0


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.flags |= GOD_STATE_ON_BOARD
    g.gen = gen
    g.count = NULL
    g.end_turn = end_turn
    g.spell = spell
    g.parse = parse
    g.orienting = orienting
