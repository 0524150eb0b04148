# Adonis (hero): once a game, at the end of a turn that did not win, he binds one of
# his workers and one opposing worker: at the end of the opponent's next turn the
# two must be neighbours, if any turn of the opponent's can do that (revised
# text, default).  Original text (the `revised-text` ruling's alternative): he binds
# only the opposing worker, which must end next to any worker of his.  Written
# after the build as `~his~theirs` (`b2-c3^d4~c3~e4`), or `~theirs`.
#
# The choice leaves the board alone: the turn carries it as SELECT steps after the
# build, and end_turn writes it in his state word until his next turn starts.
# SFEN: `adonis[used]`, while the binding lasts `adonis[c3~e4]` (`adonis[~e4]`).
# Facing Gaea (gods/rest.pxd), unspent, a build that domes with empty ground next to it
# stops his turn before the binding, which comes after her placement (her worker may be
# the one bound): `c3~b2~e4` (`c3~e4`; the worker that moved first) or `pass`.  That
# worker is kept in the low bits while the rest is due, the binding above them: `adonis[c3]`.
from santorini._core.bitboard cimport Bitboard, lsb, square_bb
from santorini._core.genkit cimport gen_moves_then, emit, build_squares
from santorini._core.god cimport (
    God, Gen, Limits, Spelling, STATE_SPENT, GOD_RESTRICTS_BY_TURN, GOD_STATE_UNTIL_OWN_TURN, SPELL_SWITCH,
    SPELL_BIND, STAGE_FIRST, STAGE_REST, spell_steps, god_of,
)
from santorini._core.gods.hero cimport unspent, hero_defaults
from santorini._core.gods.rest cimport (
    REST_SQUARE, paused_worker, note_pause, rest_pending, rest_listed, rest_due_fits, rest_win_squares,
    stopping_builds, emit_stopped_builds,
)
from santorini._core.position cimport Position, TurnFacts, RULE_ORIGINAL_TEXT, pos_change_state
from santorini._core.turn cimport (
    Turn, header, step, first_build, once_flag, turn_once, step_kind, step_square, MAX_STEPS, STEP_END, STEP_BUILD,
    STEP_SELECT,
)

from santorini._core.gods.rest_states import GEOMETRY_BITS as REST_GEOMETRY_BITS, hero_states

cdef enum:
    HIS_SHIFT = 5           # his bound worker's square + 1 (0: any of his, original text)
    THEIRS_SHIFT = 10       # the opposing bound worker's square + 1 (0: no binding)
    BINDING = ((1 << 15) - 1) ^ REST_SQUARE     # below it, a rest's worker (rest.REST_SQUARE)

EVAL_WEIGHTS = (("unspent", 40),)


def _sfen_states():
    names = [f"{'abcde'[sq % 5]}{sq // 5 + 1}" for sq in range(25)]
    states = hero_states(STATE_SPENT, unspent_rest=True, spent_rest=False)
    for theirs in range(25):
        states[f"~{names[theirs]}"] = STATE_SPENT | ((theirs + 1) << THEIRS_SHIFT)
        for his in range(25):
            if his != theirs:
                states[f"{names[his]}~{names[theirs]}"] = (
                    STATE_SPENT | ((his + 1) << HIS_SHIFT) | ((theirs + 1) << THEIRS_SHIFT))
    return states


SFEN_STATES = _sfen_states()

#: The binding's squares and a rest's worker: a symmetry of the board maps them too (the spent
#: mark is the same).
GEOMETRY_BITS = BINDING | REST_GEOMETRY_BITS
#: The states only the original text writes (his worker unnamed), and only the revised.
TEXT_STATES = ({text for text in SFEN_STATES if text.startswith("~")},
               {text for text in SFEN_STATES if "~" in text and not text.startswith("~")})


cdef void bindings(Gen* g, Turn built, int k, Bitboard his) noexcept nogil:
    """The turn `built` (steps before k) with each binding of one of his workers (revised
    text; original: none named) and one opposing worker."""
    cdef bint original = g.p.rulings & RULE_ORIGINAL_TEXT
    cdef Bitboard theirs = g.opp, mine
    while theirs:
        if original:
            emit(g, built | step(k, STEP_SELECT, lsb(theirs)))
        else:
            mine = his
            while mine:
                emit(g, built | step(k, STEP_SELECT, lsb(mine)) | step(k + 1, STEP_SELECT, lsb(theirs)))
                mine &= mine - 1
        theirs &= theirs - 1


cdef void builds_then_binding(Gen* g, Turn t, int k, int src, int dst, Bitboard occ_after) noexcept nogil:
    cdef bint power = unspent(g.p, g.seat) and g.opp != 0
    cdef Bitboard stops = stopping_builds(g, dst, occ_after) if power else 0
    if g.stage != STAGE_REST:
        emit_stopped_builds(g, t, k, dst, occ_after, stops)     # a dome that stops: the binding after Gaea
    if not power:
        return
    if g.stage == STAGE_FIRST:
        # Four bindings for each ordinary turn: the search lists them only if no
        # ordinary turn cuts it off (Gen.stage).
        g.deferred = True
        return
    cdef Bitboard his = g.own ^ square_bb(src) ^ square_bb(dst)
    cdef Bitboard builds = build_squares(g, dst, occ_after) & ~stops
    cdef int b
    while builds:
        b = lsb(builds)
        builds &= builds - 1
        bindings(g, t | first_build(b) | once_flag() | step(k, STEP_BUILD, b), k + 1, his)


cdef void gen(Gen* g) noexcept nogil:
    cdef int w = paused_worker(g.p, g.seat)
    if w < 0:
        gen_moves_then(g, builds_then_binding)
    elif rest_listed(g, True):
        bindings(g, header(w, w, 0) | once_flag(), 0, g.own)


cdef void end_turn(Position* p, int seat, const TurnFacts* facts) noexcept nogil:
    if not turn_once(facts.turn):
        note_pause(p, seat, facts, lsb(facts.moved) if facts.moved else -1)
        return
    cdef int i = 0, his = 0, theirs
    while step_kind(facts.turn, i) != STEP_SELECT:
        i += 1
    if i + 1 < MAX_STEPS and step_kind(facts.turn, i + 1) == STEP_SELECT:
        his = step_square(facts.turn, i) + 1
        i += 1
    theirs = step_square(facts.turn, i) + 1
    pos_change_state(p, seat, STATE_SPENT | (his << HIS_SHIFT) | (theirs << THEIRS_SHIFT))


cdef void start_turn(Position* p, int seat) noexcept nogil:
    if p.god_state[seat] & BINDING:
        pos_change_state(p, seat, p.god_state[seat] & ~BINDING)


cdef void restrict_opponent(const Position* p, int owner, int seat, Limits* lim) noexcept nogil:
    cdef int theirs = (p.god_state[owner] >> THEIRS_SHIFT) & 31
    cdef int his = (p.god_state[owner] >> HIS_SHIFT) & 31
    cdef const God* other = god_of(p, seat)
    if (other.extra_turn != NULL and other.extra_turn(p, seat)) or p.resume == seat + 1:
        return      # the binding holds the opponent's turn, not its extra turns (Dionysus', or
                    # Tyche's after her draw: a turn between turns of her own seat)
    # Squares that no longer hold those workers (a position read from a SFEN) bind nothing.
    if not theirs or not (p.side_bb[p.seat_side[seat]] >> (theirs - 1)) & 1:
        return
    if his and not (p.side_bb[p.seat_side[owner]] >> (his - 1)) & 1:
        return
    lim.bound = theirs
    lim.bound_to = square_bb(his - 1) if his else p.side_bb[p.seat_side[owner]]


cdef void spell(const Position* p, const Turn* turns, int n, Spelling* out) noexcept nogil:
    """The steps as written, his choice as `~sq` (its steps select the workers)."""
    cdef int i, j
    for i in range(n):
        spell_steps(turns[i], &out[i])
        for j in range(out[i].n):
            if out[i].kind[j] == SPELL_SWITCH:
                out[i].kind[j] = SPELL_BIND


cdef bint state_fits(const Position* p, int seat) noexcept nogil:
    # A rest is due with the power unspent: the worker's square alone.
    cdef int w = paused_worker(p, seat)
    return w < 0 or (p.god_state[seat] == <unsigned int>(w + 1) and rest_due_fits(p, seat, w))


cdef void install(God* g) noexcept nogil:
    hero_defaults(g)
    g.flags |= GOD_RESTRICTS_BY_TURN | GOD_STATE_UNTIL_OWN_TURN
    g.gen = gen
    g.win_squares = rest_win_squares
    g.end_turn = end_turn
    g.start_turn = start_turn
    g.restrict_opponent = restrict_opponent
    g.spell = spell
    g.pending = rest_pending
    g.state_fits = state_fits
