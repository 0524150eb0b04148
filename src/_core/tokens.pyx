# A token names a turn by its steps; several spellings may name one turn
# (another path of Artemis, another order of Demeter's builds, a longer walk
# of Hermes).  parse_spelling finds the canonical turn a spelling names,
# using only what the acting god generates and spells: the spellings its
# generator lists (every spelling), or its parse hook for the unbounded ones.
# Two spellings name one turn when their outcomes agree.
from libc.stdlib cimport free
from libc.string cimport memcpy

from santorini._core.god cimport God, Spelling, SPELL_BUILD, SPELL_PLACE, god_of, seen_by
from santorini._core.movegen cimport turns_listed, spell_turns, MAX_TURNS
from santorini._core.game cimport make_turn
from santorini._core.position cimport Position, Undo
from santorini._core.turn cimport Turn, NO_TURN


cdef void normalize(const Position* p, Spelling* s) noexcept nogil:
    """`^sq*` onto level 3 is `^sq`; setup placement squares come in square order."""
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
    cdef int j
    if s.n < 2 or s.kind[0] != SPELL_PLACE or s.kind[1] != SPELL_PLACE:
        return
    # A setup placement (two squares, three for Graeae): the female's mark goes with its square.
    for i in range(1, s.n):
        j = i
        while j > 0 and s.square[j - 1] > s.square[j]:
            s.square[j - 1], s.square[j] = s.square[j], s.square[j - 1]
            s.dome[j - 1], s.dome[j] = s.dome[j], s.dome[j - 1]
            j -= 1


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
    caller-owned buffers of MAX_TURNS entries (a longer list gets its own)."""
    cdef const God* god = god_of(p, p.stm)
    cdef Turn spelled = NO_TURN
    cdef Position want, got, view
    cdef int n, i, base, m
    normalize(p, s)
    # An unbounded spelling is read on the board as the seat sees it (God.view), like
    # the listed turns; its outcome is the real board's.
    cdef const Position* seen = seen_by(p, p.stm, &view)
    cdef Turn* listed = turns_listed(p, True, turns, MAX_TURNS, &n)
    if listed == NULL:
        return NO_TURN
    base = 0
    while base < n and spelled == NO_TURN:
        m = min(n - base, <int>MAX_TURNS)
        spell_turns(p, listed + base, m, spellings)
        for i in range(m):
            if same_spelling(s, &spellings[i]):
                spelled = listed[base + i]
                break
        base += m
    if listed != turns:
        free(listed)
    if spelled == NO_TURN and god.parse != NULL:
        spelled = god.parse(seen, s)
    if spelled == NO_TURN:
        return NO_TURN
    outcome(p, spelled, &want)
    listed = turns_listed(p, False, turns, MAX_TURNS, &n)
    if listed == NULL:
        return NO_TURN
    spelled = NO_TURN
    for i in range(n):
        outcome(p, listed[i], &got)
        if got.key == want.key and got.winner == want.winner:
            spelled = listed[i]
            break
    if listed != turns:
        free(listed)
    return spelled
