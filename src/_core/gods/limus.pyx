# Limus: opponents cannot build a block next to her workers; a dome still may
# go there: any dome the builder may build (revised text, the default), or
# with the ruling revised-text (original printing) only a dome on level 3.
from santorini._core.bitboard cimport Bitboard, lsb, neighbours
from santorini._core.god cimport God, Limits, god_defaults
from santorini._core.position cimport Position, RULE_ORIGINAL_TEXT


cdef void restrict_opponent(const Position* p, int owner, int seat, Limits* lim) noexcept nogil:
    cdef Bitboard mine = p.side_bb[p.seat_side[owner]]
    cdef Bitboard zone = 0
    while mine:
        zone |= neighbours(lsb(mine))
        mine &= mine - 1
    lim.no_build |= zone
    if p.rulings & RULE_ORIGINAL_TEXT:
        lim.no_low_dome |= zone


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.restrict_opponent = restrict_opponent
