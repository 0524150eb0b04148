# Direction tokens (Aeolus' wind, Siren's Song): a power's token that points one of
# the eight ways of genkit.DIRECTIONS (n ne e se s sw w nw), or stands off the
# board.  A turn turns it with a STEP_TOKEN whose field is the direction, or
# ORIENT_OFF; the token writes it `=dir`, `=off` (SPELL_ORIENT).  The god's state
# word keeps it: the direction + 1, 0 while it is off the board (or not yet set).
from santorini._core.god cimport Spelling, SPELL_TOKEN, SPELL_ORIENT, spell_steps
from santorini._core.position cimport Position, TurnFacts
from santorini._core.turn cimport Turn, step, step_kind, step_square, MAX_STEPS, STEP_END, STEP_TOKEN

cdef enum:
    ORIENT_OFF = 8          # the token leaves the board (Aeolus returns the wind to his card)


cdef inline Turn orient_step(int k, int direction) noexcept nogil:
    """Step k: the token turns to `direction` (or ORIENT_OFF)."""
    return step(k, STEP_TOKEN, direction)


cdef inline int turned_to(const TurnFacts* facts) noexcept nogil:
    """Where the turn turned the token (a direction or ORIENT_OFF), -1 if it did not."""
    cdef int i, kind
    for i in range(MAX_STEPS):
        kind = step_kind(facts.turn, i)
        if kind == STEP_END:
            return -1
        if kind == STEP_TOKEN:
            return step_square(facts.turn, i)
    return -1


cdef inline void orient_spelling(Spelling* s) noexcept nogil:
    """A spelling's token step written `=dir`; alone (a setup orientation) it has no square."""
    cdef int i
    for i in range(s.n):
        if s.kind[i] == SPELL_TOKEN:
            s.kind[i] = SPELL_ORIENT
            if i == 0:
                s.start = -1


cdef inline void spell_oriented(const Position* p, const Turn* turns, int n, Spelling* out) noexcept nogil:
    """God.spell of a power whose only token is a direction token."""
    cdef int i
    for i in range(n):
        spell_steps(turns[i], &out[i])
        orient_spelling(&out[i])
