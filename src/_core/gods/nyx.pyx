# Nyx: her card brings a second power into the game, her Night Power (chosen before the
# gods are, Position.night).  At the end of every
# turn, anyone's, while the number of complete towers is odd she holds the Night Power
# and her opponent has no power; while it is even she has none of her own and her
# opponent has his back.  A power that changes hands starts from its default state (as
# with Circe).  With two Nyx each holds her own Night Power and takes nobody's.  Her state
# word is the held Night Power's.
from santorini._core.bitboard cimport popcount
from santorini._core.god cimport God, god_defaults, complete_towers
from santorini._core.position cimport Position, TurnFacts, pos_set_held, pos_change_state

#: SFEN: the state names her Night Power, `nyx[zeus]`, with its state while she holds it
#: in one, `nyx[athena:^]` (docs/promo-gods.md).
SFEN_NIGHT = True


cdef inline void hold(Position* p, int seat, int power) noexcept nogil:
    if p.held[seat] != power:
        pos_set_held(p, seat, power)
        pos_change_state(p, seat, 0)


cdef void observe(Position* p, int owner, int actor, const TurnFacts* facts) noexcept nogil:
    # Also asked with no turn (facts NULL) of a position set up from outside.
    cdef bint night = popcount(complete_towers(p)) & 1
    cdef int seat
    hold(p, owner, p.night[owner] if night else p.seat_god[owner])
    for seat in range(p.nseats):
        if p.seat_side[seat] != p.seat_side[owner] and not p.night[seat]:
            hold(p, seat, 0 if night else p.seat_god[seat])


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.observe = observe
