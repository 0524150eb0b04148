# The learned evaluation (docs/nnue.md): a network of sparse 0/1 inputs, one hidden
# accumulator layer with a clipped activation and one output, in integers.
#
# Inputs, from one side's view (its "perspective"), in santorini.tools.train's order:
#   [0, 68)            the card of the seat to act (catalog number; mortal 0)
#   [68, 136)          the highest-numbered card of another side
#   [136, 168)         the bits of the god state word of the seat to act
#   [168, 200)         those of the first seat of another side with that card
#   200 + 7 * sq + k   square sq: k 0..3 its height, 4 a dome, 5 a worker of the side,
#                      6 a worker of another side
# The square inputs change with the board; the search keeps their sum (the accumulator)
# for every perspective and brings it up to date by the squares that changed since the
# position it last evaluated.  The card and state inputs are added at evaluation.
from libc.stdint cimport int16_t, int32_t, int64_t

from santorini._core.bitboard cimport Bitboard
from santorini._core.position cimport Position, MAX_SIDES

cdef enum:
    NNUE_GODS = 68
    NNUE_STATE_BITS = 32
    NNUE_STATES_AT = 2 * NNUE_GODS
    NNUE_SQUARE_INPUTS = 7
    NNUE_SQUARES_AT = NNUE_STATES_AT + 2 * NNUE_STATE_BITS
    NNUE_INPUTS = NNUE_SQUARES_AT + 25 * NNUE_SQUARE_INPUTS
    NNUE_MAX_HIDDEN = 256
    NNUE_SCALE = 64             # W1 and b1 are scaled by it, w2 too, b2 by its square
    NNUE_PLANES = NNUE_SQUARE_INPUTS
    NNUE_SCORE_LIMIT = 20000    # centi-levels: far from the scores of forced results

# Weights in rows by input: the hidden units of one input are contiguous, so adding an
# input is one pass over `hidden` numbers.
ctypedef struct Network:
    int hidden
    int base_only           # trained on the base game alone: the search uses it there only (nnue_covers)
    int16_t w1[NNUE_INPUTS][NNUE_MAX_HIDDEN]
    int32_t b1[NNUE_MAX_HIDDEN]
    int32_t w2[NNUE_MAX_HIDDEN]
    int64_t b2

# A search thread's accumulators: b1 plus the square inputs of the position the planes
# were taken from, from each side's view (valid: that position's side count, 0 none).
ctypedef struct Accumulator:
    int valid
    Bitboard planes[MAX_SIDES][NNUE_PLANES]
    int32_t values[MAX_SIDES][NNUE_MAX_HIDDEN]

cdef void acc_refresh(const Network* net, Accumulator* acc, const Position* p) noexcept nogil
cdef void acc_update(const Network* net, Accumulator* acc, const Position* p) noexcept nogil
cdef int nnue_evaluate(const Network* net, Accumulator* acc, const Position* p, int hero) noexcept nogil
cdef bint nnue_covers(const Network* net, const Position* p) noexcept nogil

# The Python handle on a network (the Searcher points its threads at `net`).
cdef class NnueNetwork:
    cdef Network* net
    cdef Accumulator acc
