# Static evaluation, in centi-levels from the view of the seat to act.
from santorini._core.position cimport Position

cdef enum:
    W_MOBILITY = 0          # per square a worker can move to
    W_CLIMB = 1             # per square exactly one level up it can move to
    W_THREAT = 2            # per level-3 square a level-2 worker can step onto
    W_PAIR = 3              # per step of distance between a side's two workers
    W_TEMPO = 4             # for the side to act
    NTERMS = 5

ctypedef struct Weights:
    int height[4]           # a worker standing on level 0..3
    int ring[3]             # a worker on c3 (ring 0), next to it (1), on the edge (2)
    int term[NTERMS]

cdef Weights WEIGHTS

cdef int evaluate(const Position* p, int hero) noexcept nogil
