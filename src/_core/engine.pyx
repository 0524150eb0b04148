# Searcher: the Python handle on a search.  It owns the transposition table and
# the per-thread C structs; the caller drives iterative deepening one depth at
# a time (iterate) so it can report between depths, and starts helper threads
# (run_helper) from Python threads, which run here without the GIL.
import os
import struct

from libc.stdint cimport uint64_t
from libc.stdlib cimport malloc, free

from santorini._core.handle cimport CorePosition
from santorini._core.movegen cimport MAX_TURNS
from santorini._core.nnue cimport NnueNetwork
from santorini._core.search cimport (
    Shared, Thread, RootMove, now_ms, thread_init, thread_free, thread_set_root,
    iterate, helper_loop, MAX_PLY, SCORE_WIN, SCORE_WIN_BOUND, SCORE_INF,
)
from santorini._core.tt cimport (
    TTable, TTEntry, TT_BUCKET, tt_resize, tt_free, tt_clear, tt_new_search, tt_hashfull, BOUND_UPPER, BOUND_LOWER,
)
from santorini._core.turn cimport Turn, turn_from_int, turn_to_int

WIN = SCORE_WIN
WIN_BOUND = SCORE_WIN_BOUND
MAX_DEPTH = MAX_PLY - 2
MAX_HASH_MB = 65536
MAX_THREADS = 256
MAX_NODES = (1 << 63) - 1
#: A hash file's first bytes; the number is the entry layout's version (tt.pxd).
HASH_FILE_MAGIC = b"santorini-hash\x02"

#: The selective-search parameters (search.pxd's P_* in order): name, default, min, max.
#: Each was switched on only after a match proved it (docs/search.md, "Selective search").
SEARCH_PARAMS = (
    ("null_move", 0, 0, MAX_PLY),       # null-move pruning from this depth on (0: off; 3 lost at 100 ms)
    ("null_base", 3, 0, MAX_PLY),       # its depth reduction: base + depth / div
    ("null_div", 4, 1, MAX_PLY),
    ("rfp_depth", 6, 0, MAX_PLY),       # reverse futility pruning up to this depth (0: off)
    ("rfp_margin", 120, 0, 10000),      # its margin a ply (centi-levels)
    ("futility_depth", 0, 0, MAX_PLY),  # futility pruning of quiet turns up to this depth (0: off)
    ("futility_margin", 150, 0, 10000), # its margin a ply
    ("lmp_depth", 4, 0, MAX_PLY),       # late-move pruning up to this depth (0: off)
    ("lmp_base", 3, 0, MAX_TURNS),      # quiet turns tried before it prunes: base + depth^2
    ("iir_depth", 0, 0, MAX_PLY),       # internal iterative reduction from this depth on (0: off)
    ("history_malus", 0, 0, 1),         # a cutoff lowers the history of the quiet turns tried before it
    ("threat_extension", 0, 0, 1),      # a node that must answer a win threat is searched a ply deeper
    ("counter_move", 0, 0, 1),          # the last refutation of the previous turn is tried after the killers
    ("three_sides", 0, 0, 1),           # the pruning with three players too (best-reply and paranoid)
    ("lmr_log", 0, 0, 200),             # reductions of ln(depth) ln(move number) x lmr_log / 100 (0: 1 or 2 plies)
    ("se_depth", 0, 0, MAX_PLY),        # singular extension of the table move from this depth on (0: off)
    ("se_margin", 20, 0, 10000),        # the others must stay this much a ply below the table score
    ("follow_up", 0, 0, 1),             # the last cutoff after the side's own previous turn is tried after the killers
    ("tt_eval", 0, 0, 1),               # the pruning takes the table score for the evaluation where its bound allows
)
_PARAM_INDEX = {name: index for index, (name, *_) in enumerate(SEARCH_PARAMS)}


def _whole(value, low, high, what):
    """value as an int in low..high, or ValueError (never OverflowError or TypeError)."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{what} must be a whole number, not {value!r}")
    if not low <= value <= high:
        raise ValueError(f"{what} must be {low}..{high}, not {value}")
    return value


def _milliseconds(value, what):
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value < float("inf"):
        raise ValueError(f"{what} must be a finite number of milliseconds >= 0, not {value!r}")
    return float(value)


cdef class Searcher:
    cdef TTable tt
    cdef Shared shared
    cdef Thread* threads
    cdef int nthreads
    cdef int hash_mb
    cdef readonly NnueNetwork network    # kept alive while shared.net points into it

    def __cinit__(self, hash_mb=16, threads=1):
        self.threads = NULL
        self.nthreads = 0
        self.shared.tt = &self.tt
        self.shared.net = NULL
        self.network = None
        # Measured: best-reply search beats paranoid with three players
        # (benchmarks/compare_3p_search.py), so it is the default.
        self.shared.brs = 1
        self.shared.reductions = 1
        for index, (_, default, _, _) in enumerate(SEARCH_PARAMS):
            self.shared.param[index] = default
        self.set_hash(hash_mb)
        self.set_threads(threads)

    def __dealloc__(self):
        self._free_threads()
        tt_free(&self.tt)

    cdef void _free_threads(self):
        cdef int i
        if self.threads != NULL:
            for i in range(self.nthreads):
                thread_free(&self.threads[i])
            free(self.threads)
        self.threads = NULL
        self.nthreads = 0

    def set_hash(self, megabytes):
        """Resize (and clear) the transposition table: 1..MAX_HASH_MB megabytes."""
        megabytes = _whole(megabytes, 1, MAX_HASH_MB, "hash size (MB)")
        if tt_resize(&self.tt, megabytes) != 0:
            raise MemoryError(f"cannot allocate a {megabytes} MB hash table")
        self.hash_mb = megabytes

    def set_threads(self, count):
        count = _whole(count, 1, MAX_THREADS, "thread count")
        self._free_threads()
        self.threads = <Thread*>malloc(count * sizeof(Thread))
        if self.threads == NULL:
            raise MemoryError()
        cdef int i
        for i in range(count):
            if thread_init(&self.threads[i], &self.shared, i) != 0:
                self.nthreads = i
                self._free_threads()
                raise MemoryError("cannot allocate search thread buffers")
        self.nthreads = count

    @property
    def threads(self):
        return self.nthreads

    @property
    def hash_mb(self):
        return self.hash_mb

    def clear(self):
        """Forget everything learnt (new game)."""
        tt_clear(&self.tt)

    def set_network(self, NnueNetwork network=None):
        """Search with this learned evaluation, or (None) the hand-written one.  The table
        is cleared: it keeps evaluations, and the two would not compare.  Never while a
        search runs (Engine's lock sees to that): its threads read the network."""
        cdef int i
        self.network = network
        self.shared.net = NULL if network is None else network.net
        for i in range(self.nthreads):
            self.threads[i].acc.valid = 0
        tt_clear(&self.tt)

    def hashfull(self):
        return tt_hashfull(&self.tt)

    def save_hash(self, path):
        """Write the table to a file (a header, then the entries as they are in memory)."""
        with open(path, "wb") as out:
            out.write(HASH_FILE_MAGIC + struct.pack("<QB", self.tt.nbuckets, self.tt.generation))
            out.write(self._entries())

    def load_hash(self, path):
        """Read a table save_hash wrote, for a table of the same size; ValueError (and the
        table unchanged) for a file that is not one or was made with another size."""
        header_size = len(HASH_FILE_MAGIC) + 9
        table_bytes = self.tt.nbuckets * TT_BUCKET * sizeof(TTEntry)
        with open(path, "rb") as source:
            header = source.read(header_size)
            if len(header) != header_size or not header.startswith(HASH_FILE_MAGIC):
                raise ValueError(f"{path} is not a hash file of this engine")
            nbuckets, generation = struct.unpack("<QB", header[len(HASH_FILE_MAGIC):])
            if nbuckets != self.tt.nbuckets:
                raise ValueError(f"{path} holds a table of {nbuckets * TT_BUCKET * sizeof(TTEntry) >> 20} MB, "
                                 f"this engine's is {table_bytes >> 20} MB (set the same Hash)")
            if os.fstat(source.fileno()).st_size != header_size + table_bytes:
                raise ValueError(f"{path} is truncated")
            if source.readinto(self._entries()) != table_bytes:
                tt_clear(&self.tt)      # never search with half a table
                raise ValueError(f"{path} could not be read whole")
        self.tt.generation = generation

    def _entries(self):
        cdef size_t size = self.tt.nbuckets * TT_BUCKET * sizeof(TTEntry)
        cdef char[::1] view = <char[:size]><char*>self.tt.entries
        return view

    def begin(self, CorePosition position, searchmoves=(), movetime_ms=0, nodes=0):
        """Prepare a search of position; returns the number of root moves."""
        movetime_ms = _milliseconds(movetime_ms, "move time")
        nodes = _whole(nodes, 0, MAX_NODES, "node limit")
        cdef Turn* only = <Turn*>malloc(MAX_TURNS * sizeof(Turn))
        cdef int nonly = 0
        if only == NULL:
            raise MemoryError()
        try:
            for turn in searchmoves:
                if nonly < MAX_TURNS:
                    only[nonly] = turn_from_int(turn)
                    nonly += 1
        except BaseException:
            free(only)
            raise
        tt_new_search(&self.tt)
        self.shared.stop = 0
        self.shared.start_ms = now_ms()
        self.shared.deadline_ms = self.shared.start_ms + movetime_ms if movetime_ms > 0 else 0
        self.shared.node_limit = nodes
        cdef int i
        for i in range(self.nthreads):
            thread_set_root(&self.threads[i], &position.pos, only, nonly)
        free(only)
        return self.threads[0].nroots

    def iterate(self, int depth, int multipv=1):
        """Search the main thread one depth deeper; False if it was stopped."""
        with nogil:
            iterate(&self.threads[0], depth, multipv)
        return not self.shared.stop

    def run_helper(self, int index, int max_depth=MAX_PLY - 2):
        """Body of helper thread `index` (1..threads-1); returns when stopped."""
        if index < 1 or index >= self.nthreads:
            raise ValueError(f"no helper thread {index}")
        with nogil:
            helper_loop(&self.threads[index], max_depth)

    def set_best_reply(self, bint on):
        """Three players: best-reply search (True, default) or paranoid search (False)."""
        self.shared.brs = on

    @property
    def best_reply(self):
        return bool(self.shared.brs)

    def set_reductions(self, bint on):
        """Late-move reductions on (default) or off: for measuring what they bring."""
        self.shared.reductions = on

    def set_param(self, name, int value):
        """Set a selective-search parameter of SEARCH_PARAMS (ValueError: unknown name or
        a value out of its range; nothing changes)."""
        if name not in _PARAM_INDEX:
            raise ValueError(f"unknown search parameter {name!r} (expected one of {', '.join(_PARAM_INDEX)})")
        _, _, low, high = SEARCH_PARAMS[_PARAM_INDEX[name]]
        if not low <= value <= high:
            raise ValueError(f"search parameter {name} must be in {low}..{high}, not {value}")
        self.shared.param[_PARAM_INDEX[name]] = value

    @property
    def params(self):
        """{name: value} of every selective-search parameter."""
        return {name: self.shared.param[index] for name, index in _PARAM_INDEX.items()}

    def stop(self):
        """Ask every thread to stop; safe to call from any thread."""
        self.shared.stop = 1

    def set_deadline(self, movetime_ms):
        """Move the deadline to movetime_ms after the start (0 removes it)."""
        movetime_ms = _milliseconds(movetime_ms, "move time")
        self.shared.deadline_ms = self.shared.start_ms + movetime_ms if movetime_ms > 0 else 0

    @property
    def stopped(self):
        return bool(self.shared.stop)

    @property
    def nodes(self):
        cdef uint64_t total = 0
        cdef int i
        for i in range(self.nthreads):
            total += self.threads[i].nodes
        return total

    @property
    def main_nodes(self):
        return self.threads[0].nodes

    @property
    def completed_depth(self):
        return self.threads[0].completed_depth

    def elapsed_ms(self):
        return now_ms() - self.shared.start_ms

    def deepest_thread(self):
        """The thread that completed the deepest iteration (the main thread on ties).

        Read it only once the helpers have stopped.
        """
        cdef int best = 0, i
        for i in range(1, self.nthreads):
            if self.threads[i].completed_depth > self.threads[best].completed_depth:
                best = i
        return best

    def thread_depth(self, int index):
        return self.threads[index].completed_depth

    def lines(self, int multipv=1, int thread=0):
        """[(score, bound, seldepth, [turn, ...])] of a thread's best root moves, best first.

        bound is 0 for an exact score, 1 for an upper and 2 for a lower bound.
        Root moves that no iteration has scored yet are left out (so the list
        may be empty after a very short search: first_turn() is then the move).
        Helper threads (thread > 0) keep one line and may be read only once stopped.
        """
        if thread < 0 or thread >= self.nthreads:
            raise ValueError(f"no thread {thread}")
        cdef Thread* t = &self.threads[thread]
        cdef RootMove* rm
        out = []
        cdef int i
        for i in range(min(multipv, t.nroots)):
            rm = &t.roots[i]
            if rm.score == -SCORE_INF and rm.prev_score == -SCORE_INF:
                continue        # never searched: no score to report
            score = rm.score if rm.score != -SCORE_INF else rm.prev_score
            bound = 1 if rm.bound == BOUND_UPPER else 2 if rm.bound == BOUND_LOWER else 0
            out.append((score, bound, rm.seldepth, [turn_to_int(rm.pv[j]) for j in range(rm.pv_len)]))
        return out

    def first_turn(self):
        """The main thread's best root move so far, or None without one: when no iteration
        completed, the best scored of those the first one searched (a root move that
        failed low scored below the best), else the first."""
        cdef Thread* t = &self.threads[0]
        cdef int i, best = 0
        if t.nroots == 0:
            return None
        for i in range(1, t.nroots):
            if t.roots[i].score != -SCORE_INF and (t.roots[best].score == -SCORE_INF
                                                   or t.roots[i].score > t.roots[best].score):
                best = i
        return turn_to_int(t.roots[best].turn)
