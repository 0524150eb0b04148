# A token names a turn by its steps; several spellings may name one turn
# (another path of Artemis, another order of Demeter's builds, a longer walk
# of Hermes).  parse_spelling finds the canonical turn a spelling names,
# using only what the acting god generates and spells: the spellings its
# generator lists (gen_spellings), or its parse hook for the unbounded ones.
# Two spellings name one turn when their outcomes agree.
from libc.string cimport memcpy

from santorini._core.god cimport God, Spelling, SPELL_BUILD, SPELL_PLACE, god_of
from santorini._core.movegen cimport gen_turns, gen_spellings, spell_turns
from santorini._core.game cimport make_turn
from santorini._core.position cimport Position, Undo
from santorini._core.turn cimport Turn, NO_TURN


cdef void normalize(const Position* p, Spelling* s) noexcept nogil:
    """`^sq*` onto level 3 is `^sq`; placement squares come in square order."""
    cdef int h[25]
    cdef bint dome[25]
    cdef int i, sq
    for i in range(25):
        h[i] = p.height[i]
        dome[i] = (p.dome >> i) & 1
    for i in range(s.n):
        if s.kind[i] == SPELL_BUILD:
            sq = s.square[i]
            if s.dome[i] and h[sq] == 3:
                s.dome[i] = False
            if s.dome[i] or h[sq] == 3:
                dome[sq] = True
            elif h[sq] < 3:
                h[sq] += 1
    if s.n == 2 and s.kind[0] == SPELL_PLACE and s.kind[1] == SPELL_PLACE and s.square[0] > s.square[1]:
        s.square[0], s.square[1] = s.square[1], s.square[0]
        s.dome[0], s.dome[1] = s.dome[1], s.dome[0]     # the female's mark goes with its square


cdef bint same_spelling(const Spelling* a, const Spelling* b) noexcept nogil:
    cdef int i
    if a.start != b.start or a.n != b.n:
        return False
    for i in range(a.n):
        if a.kind[i] != b.kind[i] or a.square[i] != b.square[i] or a.dome[i] != b.dome[i]:
            return False
    return True


cdef inline void outcome(const Position* p, Turn t, Position* after) noexcept nogil:
    cdef Undo undo
    memcpy(after, p, sizeof(Position))
    make_turn(after, t, &undo)


cdef Turn parse_spelling(const Position* p, Spelling* s, Turn* turns, Spelling* spellings) noexcept nogil:
    """The canonical turn that s spells, or NO_TURN.  turns and spellings are
    caller-owned buffers of MAX_TURNS entries."""
    cdef const God* god = god_of(p, p.stm)
    cdef Turn spelled = NO_TURN
    cdef Position want, got
    cdef int n, i
    normalize(p, s)
    n = gen_spellings(p, turns)
    spell_turns(p, turns, n, spellings)
    for i in range(n):
        if same_spelling(s, &spellings[i]):
            spelled = turns[i]
            break
    if spelled == NO_TURN and god.parse != NULL:
        spelled = god.parse(p, s)
    if spelled == NO_TURN:
        return NO_TURN
    outcome(p, spelled, &want)
    n = gen_turns(p, turns)
    for i in range(n):
        outcome(p, turns[i], &got)
        if got.key == want.key and got.winner == want.winner:
            return turns[i]
    return NO_TURN
