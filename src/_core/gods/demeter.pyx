# Demeter: an optional second build, not on the same square.  Facing Gaea, a first build
# that is a dome with empty ground next to it stops the turn (gods/rest.pxd): after her
# placement the worker builds again, `c3^e4`, or does not, `pass`.  State: the worker
# while that rest is due (`demeter[c3]`).
from santorini._core.genkit cimport BUILD_AGAIN_ELSEWHERE
from santorini._core.god cimport God, Gen, god_settings
from santorini._core.gods.rest cimport paused_worker, rest_pending, rest_fits, rest_builds, rest_win_squares, end_turn_moved

from santorini._core.gods.rest_states import SFEN_STATES, GEOMETRY_BITS  # the worker of a rest due

cdef void (*whole_turns)(Gen* g) noexcept nogil


cdef void gen(Gen* g) noexcept nogil:
    cdef int w = paused_worker(g.p, g.seat)
    if w < 0:
        whole_turns(g)
    else:
        rest_builds(g, w, True)


cdef void install(God* g) noexcept nogil:
    global whole_turns
    god_settings(g, BUILD_AGAIN_ELSEWHERE)
    whole_turns = g.gen
    g.gen = gen
    g.win_squares = rest_win_squares
    g.end_turn = end_turn_moved
    g.pending = rest_pending
    g.state_fits = rest_fits
