# Demeter: an optional second build, not on the same square.  Facing Gaea, a first build
# that is a dome with empty ground next to it stops the turn (gods/rest.pxd): after her
# placement the worker builds again, `c3^e4`, or does not, `pass`.  State: the worker
# while that rest is due (`demeter[c3]`).
from santorini._core.bitboard cimport Bitboard, lsb
from santorini._core.genkit cimport BUILD_AGAIN_ELSEWHERE, emit, build_squares
from santorini._core.god cimport God, Gen, Limits, god_settings
from santorini._core.gods.rest cimport paused_worker, note_pause, rest_pending, rest_fits
from santorini._core.position cimport Position, TurnFacts
from santorini._core.turn cimport Turn, header, step, pass_turn, STEP_BUILD

from santorini.notation.squares import SQUARE_NAMES

#: While the rest of a stopped turn is due: the worker that builds next.
SFEN_STATES = {name: sq + 1 for sq, name in enumerate(SQUARE_NAMES)}

#: The state names a square: a symmetry of the board maps it too.
STATE_IS_GEOMETRY = True

cdef void (*whole_turns)(Gen* g) noexcept nogil
cdef Bitboard (*plain_win_squares)(const Position* p, int seat, const Limits* lim) noexcept nogil


cdef void gen(Gen* g) noexcept nogil:
    cdef int w = paused_worker(g.p, g.seat)
    if w < 0:
        whole_turns(g)
        return
    if g.climb_only:        # the rest moves nobody: never the climb Persephone demands
        return
    emit(g, pass_turn())
    cdef Bitboard builds = build_squares(g, w, g.p.occ)
    cdef int b
    while builds:
        b = lsb(builds)
        builds &= builds - 1
        emit(g, header(w, w, b) | step(0, STEP_BUILD, b))


cdef Bitboard win_squares(const Position* p, int seat, const Limits* lim) noexcept nogil:
    return 0 if paused_worker(p, seat) >= 0 else plain_win_squares(p, seat, lim)


cdef void end_turn(Position* p, int seat, const TurnFacts* facts) noexcept nogil:
    note_pause(p, seat, facts, lsb(facts.moved) if facts.moved else -1)


cdef void install(God* g) noexcept nogil:
    global whole_turns, plain_win_squares
    god_settings(g, BUILD_AGAIN_ELSEWHERE)
    whole_turns = g.gen
    plain_win_squares = g.win_squares
    g.gen = gen
    g.win_squares = win_squares
    g.end_turn = end_turn
    g.pending = rest_pending
    g.state_fits = rest_fits
