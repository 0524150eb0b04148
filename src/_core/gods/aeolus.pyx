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
from santorini._core.genkit cimport emit, build_squares, gen_moves_then
from santorini._core.god cimport (
    God, Gen, Limits, god_defaults, GOD_BUILDS_BACK, GOD_RESTRICTS_ALL, GOD_RESTRICTS_BY_TURN, GOD_STATE_ON_BOARD, BARRED_SHIFT,
    STAGE_FIRST, STAGE_REST,
)
from santorini._core.gods.orient cimport ORIENT_OFF, orient_step, turned_to, spell_oriented
from santorini._core.position cimport Position, TurnFacts, RULE_ORIGINAL_TEXT, pos_change_state
from santorini._core.turn cimport Turn, step, first_build, STEP_BUILD

from santorini.notation.squares import DIRECTIONS

#: The direction the wind blows toward.
SFEN_STATES = {name: direction + 1 for direction, name in enumerate(DIRECTIONS)}

#: The state is the wind's direction: a symmetry of the board maps it too.
STATE_IS_GEOMETRY = True


cdef void restrict_all(const Position* p, int owner, int seat, Limits* lim) noexcept nogil:
    cdef uint32_t wind = p.god_state[owner]
    cdef int barred
    if wind:
        barred = 1 << (BARRED_SHIFT + ((wind - 1 + 4) & 7))     # the way it blows from
        lim.levels |= barred
        lim.wind |= barred


cdef void builds_then_wind(Gen* g, Turn t, int k, int src, int dst, Bitboard occ_after) noexcept nogil:
    cdef const Position* p = g.p
    cdef Bitboard builds = build_squares(g, dst, occ_after)
    cdef int blowing = <int>p.god_state[g.seat] - 1           # -1: on his card
    cdef bint original = p.rulings & RULE_ORIGINAL_TEXT
    cdef Turn built
    cdef int b, d
    while builds:
        b = lsb(builds)
        builds &= builds - 1
        built = t | step(k, STEP_BUILD, b) | first_build(b)
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


cdef void gen(Gen* g) noexcept nogil:
    gen_moves_then(g, builds_then_wind)


cdef void end_turn(Position* p, int seat, const TurnFacts* facts) noexcept nogil:
    cdef int turned = turned_to(facts)
    if turned >= 0 and facts.collided < 0:     # the wind turns last: a collision cancelled it
        pos_change_state(p, seat, 0 if turned == ORIENT_OFF else turned + 1)


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
    g.spell = spell_oriented
    g.orienting = orienting
