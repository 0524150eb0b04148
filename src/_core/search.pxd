# Alpha-beta search: the structs a search thread owns and the nogil entry points.
from libc.stdint cimport uint64_t
from santorini._core.nnue cimport Network, Accumulator
from santorini._core.position cimport Position, Undo, MAX_SIDES
from santorini._core.tt cimport TTable
from santorini._core.turn cimport Turn

cdef enum:
    MAX_PLY = 64
    SCORE_INF = 32000
    SCORE_WIN = 30000                       # a win now; a win in n plies is SCORE_WIN - n
    SCORE_WIN_BOUND = SCORE_WIN - 2 * MAX_PLY   # |score| above this is a forced result
    QS_PLIES = 6                            # threat answers searched past the horizon

# The selective-search parameters (Shared.param), each named in engine.pyx's
# SEARCH_PARAMS with its default and range; 0 turns a technique off.
cdef enum:
    P_NULL_MOVE = 0         # null-move pruning from this depth on (0: off)
    P_NULL_BASE             # its reduction: base + depth / P_NULL_DIV
    P_NULL_DIV
    P_RFP_DEPTH             # reverse futility pruning up to this depth (0: off)
    P_RFP_MARGIN            # its margin a ply, in centi-levels
    P_FUTILITY_DEPTH        # futility pruning of quiet turns up to this depth (0: off)
    P_FUTILITY_MARGIN       # its margin a ply
    P_LMP_DEPTH             # late-move pruning up to this depth (0: off)
    P_LMP_BASE              # quiet turns tried before it prunes: base + depth * depth
    P_IIR_DEPTH             # internal iterative reduction from this depth on (0: off)
    P_HISTORY_MALUS         # a cutoff also lowers the history of the quiet turns tried before it (0: off)
    P_THREAT_EXTENSION      # a node that must answer a win threat is searched a ply deeper (0: off)
    P_COUNTER_MOVE          # the turn that last refuted the previous turn is tried after the killers (0: off)
    P_THREE_SIDES           # the pruning above with three sides too (0: two sides only)
    P_LMR_LOG               # late-move reductions of ln(depth) ln(move number) x this / 100 plies (0: 1, or 2 past the 12th)
    P_SE_DEPTH              # singular extension of the table move from this depth on (0: off)
    P_SE_MARGIN             # its margin a ply below the table score
    P_FOLLOW_UP             # the turn that last cut off after the side's own previous turn is tried after the killers (0: off)
    P_TT_EVAL               # the pruning takes the table score for the evaluation where its bound says it is nearer (0: off)
    N_PARAMS

# What every thread of one search shares.  Written by the main thread and by
# whoever calls stop; read by all.
ctypedef struct Shared:
    TTable* tt
    volatile int stop
    double start_ms
    double deadline_ms      # 0: none
    uint64_t node_limit     # 0: none (counted by the main thread alone)
    int brs                 # three sides: best-reply search instead of paranoid
    int reductions          # late-move reductions on (benchmarks/ablation.py measures them)
    const Network* net      # the learned evaluation (nnue.pxd), NULL: the hand-written one
    int param[N_PARAMS]

ctypedef struct RootMove:
    Turn turn
    int score               # this iteration (-SCORE_INF until searched)
    int prev_score
    int bound               # BOUND_* of score
    int seldepth
    int pv_len
    Turn pv[MAX_PLY]

ctypedef struct Thread:
    Position pos
    Shared* shared
    int id                  # 0 is the main thread
    Turn* moves             # MAX_PLY * MAX_TURNS, one slice per ply
    int* order              # ordering scores, same shape
    Undo undo[MAX_PLY]
    Turn killers[MAX_PLY][2]
    int history[MAX_SIDES][25][25]   # [side][move destination][build square]
    Turn pv[MAX_PLY][MAX_PLY]
    int pv_len[MAX_PLY]
    uint64_t nodes
    int seldepth
    RootMove* roots
    int nroots
    int pv_index            # MultiPV line being searched
    int completed_depth
    int root_side           # the searching side: paranoid search and evaluation take its view
    uint64_t key_salt       # mixed into table keys when scores depend on root_side
    # Keys of the positions on the search path, by ply (path[0]: the root), read only
    # where positions can repeat (a power that undoes builds: Ares).
    bint repeats
    uint64_t path[MAX_PLY + 1]
    bint nulled[MAX_PLY + 1]    # the ply's move was a null move (no two in a row)
    Turn played[MAX_PLY + 1]    # the turn made at each ply of the path (0: a null move)
    # [1: the previous turn, 2: the one before it][side][that turn's destination][its
    # build]: the turn that last cut off after it (counter-move, follow-up; [0] unused)
    Turn counter[3][MAX_SIDES][25][25]
    uint64_t excluded[MAX_PLY]  # the table move a singular test leaves out at that ply (its low 64 bits; 0: none)
    const Network* net          # shared.net where it covers the root's game (nnue_covers), else NULL
    Accumulator acc             # the learned evaluation's, of the position this thread last evaluated

cdef double now_ms() noexcept nogil
cdef int thread_init(Thread* t, Shared* shared, int id) noexcept nogil
cdef void thread_free(Thread* t) noexcept nogil
cdef void thread_set_root(Thread* t, const Position* p, const Turn* only, int nonly) noexcept nogil
cdef void iterate(Thread* t, int depth, int multipv) noexcept nogil
cdef void helper_loop(Thread* t, int max_depth) noexcept nogil
