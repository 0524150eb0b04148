# The Golden Fleece variant (docs/golden-fleece-variant.md): no seat has a card of its
# own; one god's power goes with the Ram figure.  After both sides have placed,
# the first seat puts the Ram on an empty square (turn.ram_turn); from then
# on, at the start of every turn, each seat with a worker next to the Ram holds
# the power for that whole turn (Position.held, as Circe's), and the others
# play as mortals.  The Ram itself is a dome on level 0 (position.place_ram).
from santorini._core.bitboard cimport Bitboard, neighbours
from santorini._core.god cimport GODS
from santorini._core.position cimport Position, pos_set_held, pos_change_state


cdef inline bint ram_to_place(const Position* p) noexcept nogil:
    """The Ram's turn: the variant, every side placed, the Ram not yet."""
    return p.fleece != 0 and p.ram == 0 and p.placed == (1 << p.nsides) - 1


cdef inline void hand_fleece(Position* p, int keeper) noexcept nogil:
    """At a turn's start, for every seat but `keeper` (-1: none): the Ram's power if
    one of its workers neighbours the Ram, else none.  A power that changes hands
    starts from its default state (Dionysus' extra turns are not carried over), but one
    that watches every turn (God.observe: Eris' mark) keeps the seat's memory of play,
    which it kept up held or not (god.watcher_of)."""
    if p.ram == 0:
        return
    cdef Bitboard around = neighbours(p.ram - 1)
    cdef int seat, power
    for seat in range(p.nseats):
        if seat == keeper:
            continue
        power = p.fleece if p.side_bb[p.seat_side[seat]] & around else 0
        if p.held[seat] != power:
            pos_set_held(p, seat, power)
            if GODS[p.fleece].observe == NULL:
                pos_change_state(p, seat, 0)
