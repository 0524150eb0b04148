# What the heroes share (docs/heroes.md): a power usable in one turn a game.  A
# turn that uses it carries the ONCE flag (turn.pxd); make_turn then sets
# STATE_SPENT in the seat's state word, and from then on the hero plays as a
# mortal.  While unspent the power is worth the hero's first evaluation weight
# (EVAL_WEIGHTS' "unspent"): the search keeps it for a turn that gains more.
from santorini._core.genkit cimport count_plain, gen_plain
from santorini._core.god cimport GODS, God, Gen, Limits, STATE_SPENT, god_defaults
from santorini._core.position cimport Position


cdef inline bint unspent(const Position* p, int seat) noexcept nogil:
    return not p.god_state[seat] & STATE_SPENT


cdef inline bint mortal_turns_then_power(Gen* g) noexcept nogil:
    """A hero's mortal turns; True when its power's turns are to follow: unspent, and
    under Persephone's demand only when it can climb without the power (gods.md §2A:
    nobody compels a hero to spend it)."""
    cdef int before = g.n
    gen_plain(g)
    return unspent(g.p, g.seat) and not (g.climb_only and g.n == before)


cdef inline long count_spent(const Position* p, const Limits* lim) noexcept nogil:
    """A spent hero's turns are a mortal's: counted as such; unspent, generated (-1)."""
    return -1 if unspent(p, p.stm) else count_plain(p, lim)


cdef inline int unspent_value(const Position* p, int seat) noexcept nogil:
    return GODS[p.held[seat]].weight[0] if unspent(p, seat) else 0


cdef inline void hero_defaults(God* g) noexcept nogil:
    """A hero's hooks before its own: a mortal's, counted as such once spent, and the
    unspent power's value."""
    god_defaults(g)
    g.count = count_spent
    g.evaluate = unspent_value
