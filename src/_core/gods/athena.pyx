# Athena: after a turn in which one of her workers moved up, opponents may not
# move up until the start of her next turn.  Her state word holds the fact;
# in SFEN it is written athena[^].
from santorini._core.god cimport God, Limits, god_defaults, GOD_RESTRICTS_BY_TURN, GOD_STATE_UNTIL_OWN_TURN, NO_CLIMB
from santorini._core.position cimport Position, TurnFacts, pos_change_state

cdef enum:
    MOVED_UP = 1

#: SFEN state text -> state word.
SFEN_STATES = {"^": MOVED_UP}


cdef void restrict_opponent(const Position* p, int owner, int seat, Limits* lim) noexcept nogil:
    if p.god_state[owner] & MOVED_UP:
        lim.levels |= NO_CLIMB


cdef void start_turn(Position* p, int seat) noexcept nogil:
    if p.god_state[seat]:
        pos_change_state(p, seat, 0)


cdef void end_turn(Position* p, int seat, const TurnFacts* facts) noexcept nogil:
    pos_change_state(p, seat, MOVED_UP if facts.moved_up else 0)


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.flags |= GOD_RESTRICTS_BY_TURN | GOD_STATE_UNTIL_OWN_TURN
    g.restrict_opponent = restrict_opponent
    g.start_turn = start_turn
    g.end_turn = end_turn
