# Aeolus: while his wind blows toward a direction, no worker of any seat, his own
# and Hippolyta's female included, may move the opposite way (into the wind);
# forces are free.  A restriction of every seat (GOD_RESTRICTS_ALL): the
# direction barred in Limits.levels and Limits.wind.  His state word is the
# wind's direction + 1 (gods/orient.pxd), 0 while the token is on his card; SFEN
# `aeolus[ne]`, the direction it blows toward.
# Revised text (the default): after his build he may put the token beside the
# board blowing any way (`b2-c3^d4=ne`) if it is on his card, or take it back
# (`=off`) if it is not.  Original text (the revised-text ruling): the wind always
# blows: he orients it before anyone places (`=ne`), and must turn it, any way,
# the same one included, after each build.  The turns that change the wind wait
# for the search's second stage (Gen.stage): nine times as many turns, each moving
# the workers as the plain turn does (the original text's first stage keeps the
# wind as it blows).
from libc.stdint cimport uint32_t

from santorini._core.bitboard cimport Bitboard, lsb
from santorini._core.genkit cimport emit, build_squares, gen_moves_then, pauses_at_dome
from santorini._core.god cimport (
    God, Gen, Limits, god_defaults, default_win_squares, GOD_BUILDS_BACK, GOD_RESTRICTS_ALL, GOD_RESTRICTS_BY_TURN,
    GOD_STATE_ON_BOARD, BARRED_SHIFT, INTERJECT_REST, STAGE_FIRST, STAGE_REST,
)
from santorini._core.gods.orient cimport ORIENT_OFF, orient_step, turned_to, spell_oriented
from santorini._core.gods.rest cimport rest_listed, rest_due_fits
from santorini._core.position cimport Position, TurnFacts, RULE_ORIGINAL_TEXT, pos_change_state
from santorini._core.turn cimport Turn, step, first_build, turn_paused, pause_step, STEP_BUILD

from santorini.notation.squares import DIRECTIONS

cdef enum:
    WIND_MASK = 15          # the wind's direction + 1, 0 while the token is on his card
    REST_DUE = 16           # his turn stopped at a dome for Gaea: the wind still to turn

#: The direction the wind blows toward, then `rest` while the rest of his turn is due.
SFEN_STATES = {name: direction + 1 for direction, name in enumerate(DIRECTIONS)}
SFEN_STATES.update({f"{name},rest": word | REST_DUE for name, word in SFEN_STATES.items()})
SFEN_STATES["rest"] = REST_DUE

#: The state is the wind's direction: a symmetry of the board maps it too.
GEOMETRY_BITS = 0xFFFFFFFF


cdef void restrict_all(const Position* p, int owner, int seat, Limits* lim) noexcept nogil:
    cdef uint32_t wind = p.god_state[owner] & WIND_MASK
    cdef int barred
    if wind:
        barred = 1 << (BARRED_SHIFT + ((wind - 1 + 4) & 7))     # the way it blows from
        lim.levels |= barred
        lim.wind |= barred


cdef void builds_then_wind(Gen* g, Turn t, int k, int src, int dst, Bitboard occ_after) noexcept nogil:
    cdef const Position* p = g.p
    cdef Bitboard builds = build_squares(g, dst, occ_after)
    cdef int blowing = <int>(p.god_state[g.seat] & WIND_MASK) - 1     # -1: on his card
    cdef bint original = p.rulings & RULE_ORIGINAL_TEXT
    cdef Turn built
    cdef int b, d
    while builds:
        b = lsb(builds)
        builds &= builds - 1
        built = t | step(k, STEP_BUILD, b) | first_build(b)
        if pauses_at_dome(g, b, occ_after):
            if g.stage != STAGE_REST:
                emit(g, built | pause_step(k + 1))      # the wind turns after Gaea's placement
            continue
        if g.stage != STAGE_REST:
            if not original:
                emit(g, built)
            elif blowing >= 0:
                emit(g, built | orient_step(k + 1, blowing))
        if g.stage == STAGE_FIRST:
            g.deferred = True
            continue
        if not original and blowing >= 0:
            emit(g, built | orient_step(k + 1, ORIENT_OFF))
            continue
        for d in range(8):
            if d != blowing or not original:
                emit(g, built | orient_step(k + 1, d))


cdef void rest(Gen* g) noexcept nogil:
    """The rest of a turn stopped at a dome: the wind alone, `=ne`, `=off`, `pass`."""
    cdef int blowing = <int>(g.p.god_state[g.seat] & WIND_MASK) - 1
    cdef bint original = g.p.rulings & RULE_ORIGINAL_TEXT
    cdef int d
    if not rest_listed(g, not original):
        return
    if not original and blowing >= 0:
        emit(g, orient_step(0, ORIENT_OFF))
        return
    for d in range(8):
        emit(g, orient_step(0, d))


cdef void gen(Gen* g) noexcept nogil:
    if g.p.god_state[g.seat] & REST_DUE:
        rest(g)
    else:
        gen_moves_then(g, builds_then_wind)


cdef void end_turn(Position* p, int seat, const TurnFacts* facts) noexcept nogil:
    cdef uint32_t wind = p.god_state[seat] & WIND_MASK
    cdef int turned = turned_to(facts)
    if turned >= 0 and facts.collided < 0:     # the wind turns last: a collision cancelled it
        wind = 0 if turned == ORIENT_OFF else turned + 1
    pos_change_state(p, seat, wind | (REST_DUE if turn_paused(facts.turn) else 0))


cdef Bitboard win_squares(const Position* p, int seat, const Limits* lim) noexcept nogil:
    """The ordinary turn's wins; a rest moves nobody."""
    return 0 if p.god_state[seat] & REST_DUE else default_win_squares(p, seat, lim)


cdef int pending(const Position* p, int owner) noexcept nogil:
    """The rest comes right after Gaea's placement, before what closes the turn."""
    return INTERJECT_REST if p.resume and p.god_state[owner] & REST_DUE else 0


cdef bint state_fits(const Position* p, int seat) noexcept nogil:
    """A rest due fits as any (gods/rest.pxd); the original text's wind always blows then."""
    cdef uint32_t state = p.god_state[seat]
    if not state & REST_DUE:
        return True
    if p.rulings & RULE_ORIGINAL_TEXT and not state & WIND_MASK:
        return False
    return rest_due_fits(p, seat, -1)


cdef bint orienting(const Position* p, int seat) noexcept nogil:
    return p.rulings & RULE_ORIGINAL_TEXT and p.god_state[seat] == 0


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    # His own turn may change the wind: the next seat's threats are judged without it.
    g.flags = GOD_BUILDS_BACK | GOD_RESTRICTS_ALL | GOD_RESTRICTS_BY_TURN | GOD_STATE_ON_BOARD
    g.gen = gen
    g.count = NULL
    g.restrict_opponent = restrict_all
    g.end_turn = end_turn
    g.win_squares = win_squares
    g.pending = pending
    g.state_fits = state_fits
    g.spell = spell_oriented
    g.orienting = orienting
