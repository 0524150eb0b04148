# Limus: opponents cannot build a block next to her workers; a dome still may
# go there: any dome the builder may build (revised text, the default), or
# with the ruling revised-text (original printing) only a dome on level 3.
from santorini._core.genkit cimport guard_moved, guards_of
from santorini._core.god cimport God, Limits, god_defaults
from santorini._core.position cimport Position, RULE_ORIGINAL_TEXT


cdef void restrict_opponent(const Position* p, int owner, int seat, Limits* lim) noexcept nogil:
    lim.guard_seats |= 1 << owner
    lim.guard_low_domes = (p.rulings & RULE_ORIGINAL_TEXT) != 0
    guard_moved(lim, guards_of(p, lim))


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.restrict_opponent = restrict_opponent
