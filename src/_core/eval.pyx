# The evaluation is a sum of per-side terms, us minus them.  Every number is
# in WEIGHTS, so self-play tuning (benchmarks/tune_eval.py) can change it.
from santorini._core.bitboard cimport Bitboard, BOARD_MASK, popcount, lsb, neighbours
from santorini._core.god cimport God, god_of
from santorini._core.position cimport Position, side_to_move

cdef Weights WEIGHTS
cdef int RING[25]

#: Names of Weights.term, in enum order.
TERMS = ("mobility", "climb", "threat", "pair", "tempo")

# Tuned by self-play (benchmarks/tune_eval.py, 100 games a change at 5000
# nodes a move): of every weight moved by a quarter up and down, only a
# smaller climb bonus (30 -> 23) scored above the 0.57 bar; it then scored
# 0.533 over 300 more games (+23 +/- 40 Elo).  The rest stayed where they were.
DEFAULTS = {
    "height": (0, 100, 300, 300),
    "ring": (40, 20, 0),
    "mobility": 8,
    "climb": 23,
    "threat": 150,
    "pair": -10,
    "tempo": 20,
}


cdef void init_rings() noexcept nogil:
    cdef int sq
    for sq in range(25):
        RING[sq] = max(abs(sq % 5 - 2), abs(sq // 5 - 2))


cdef inline int chebyshev(int a, int b) noexcept nogil:
    return max(abs(a % 5 - b % 5), abs(a // 5 - b // 5))


cdef int side_score(const Position* p, int side, Bitboard empty) noexcept nogil:
    cdef Bitboard workers = p.side_bb[side]
    cdef Bitboard reach
    cdef int score = 0, sq, h, first = -1
    while workers:
        sq = lsb(workers)
        workers &= workers - 1
        h = p.height[sq]
        reach = neighbours(sq) & empty & ~p.ge[h + 2]
        score += WEIGHTS.height[h] + WEIGHTS.ring[RING[sq]]
        score += WEIGHTS.term[W_MOBILITY] * popcount(reach)
        score += WEIGHTS.term[W_CLIMB] * popcount(reach & p.ge[h + 1])
        if h == 2:
            score += WEIGHTS.term[W_THREAT] * popcount(reach & p.ge[3])
        if first < 0:
            first = sq
        else:
            score += WEIGHTS.term[W_PAIR] * chebyshev(first, sq)
    return score


cdef int evaluate(const Position* p, int hero) noexcept nogil:
    """From the view of the seat to act, whose team is hero's or the others'.

    With two sides hero is either side: the result is the same.  With three
    (paranoid search) hero is the searching side and the others are one team.
    """
    cdef Bitboard empty = BOARD_MASK & ~(p.occ | p.dome)
    cdef int score = 0
    cdef int side, seat
    cdef const God* god
    for side in range(p.nsides):
        if side == hero:
            score += side_score(p, side, empty)
        else:
            score -= side_score(p, side, empty)
    # What the powers add, each for its seat's side (the god modules' evaluate hooks).
    for seat in range(p.nseats if p.valuing else 0):
        god = god_of(p, seat)
        if god.evaluate != NULL and (p.alive >> seat) & 1:
            if p.seat_side[seat] == hero:
                score += god.evaluate(p, seat)
            else:
                score -= god.evaluate(p, seat)
    if side_to_move(p) != hero:
        score = -score
    return score + WEIGHTS.term[W_TEMPO]


def get_weights():
    """The evaluation weights as a dict shaped like DEFAULTS, then the gods' own
    ("chronus.tower": 40, ...; the god modules' EVAL_WEIGHTS)."""
    from santorini._core.gods.registry import god_weights   # see set_weights
    out = {name: WEIGHTS.term[i] for i, name in enumerate(TERMS)}
    out["height"] = tuple(WEIGHTS.height[h] for h in range(4))
    out["ring"] = tuple(WEIGHTS.ring[r] for r in range(3))
    out.update(god_weights())
    return out


def set_weights(values):
    """Change some weights (keys as get_weights gives them); every later search uses them."""
    for name, value in values.items():
        if name == "height" and len(value) == 4:
            for h in range(4):
                WEIGHTS.height[h] = int(value[h])
        elif name == "ring" and len(value) == 3:
            for r in range(3):
                WEIGHTS.ring[r] = int(value[r])
        elif name in TERMS:
            WEIGHTS.term[TERMS.index(name)] = int(value)
        elif "." in name:
            # Imported here: the god modules import this one, the registry them.
            from santorini._core.gods.registry import set_god_weight
            set_god_weight(name, int(value))
        else:
            raise ValueError(f"bad evaluation weight {name!r}: {value!r}")


init_rings()
set_weights(DEFAULTS)
