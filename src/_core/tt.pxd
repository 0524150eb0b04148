# The transposition table, shared by every search thread (Lazy SMP).
from libc.stdint cimport uint8_t, int16_t, uint16_t, uint64_t

cdef enum:
    BOUND_NONE = 0
    BOUND_UPPER = 1
    BOUND_LOWER = 2
    BOUND_EXACT = 3
    TT_BUCKET = 4           # entries per 64-byte bucket
    EVAL_NONE = -32768      # no static evaluation stored

# 16 bytes.  Threads write without locks; a torn entry at worst yields a wrong
# move or score, and the search checks a TT move against the legal list.
# The check has 16 bits so that the static evaluation fits: with the bucket index
# from the key's high bits, two positions share an entry only when 16 + log2(buckets)
# bits agree (34 bits at 16 MB), and a false hit costs at worst a wrong bound.
ctypedef struct TTEntry:
    uint64_t move            # low 64 bits of the best turn (0: none; see turn.pxd)
    uint16_t check          # low 16 bits of the key (the bucket index uses the high ones)
    int16_t eval            # the static evaluation (EVAL_NONE: not computed)
    int16_t score
    uint8_t depth
    uint8_t genbound        # generation << 2 | bound

ctypedef struct TTable:
    TTEntry* entries
    uint64_t nbuckets       # a power of two
    uint8_t generation

cdef int tt_resize(TTable* tt, size_t megabytes) noexcept nogil
cdef void tt_free(TTable* tt) noexcept nogil
cdef void tt_clear(TTable* tt) noexcept nogil
cdef void tt_new_search(TTable* tt) noexcept nogil
cdef TTEntry* tt_probe(TTable* tt, uint64_t key, bint* found) noexcept nogil
cdef void tt_save(TTable* tt, TTEntry* e, uint64_t key, int score, int bound, int depth, uint64_t move,
                  int eval) noexcept nogil
cdef int tt_hashfull(const TTable* tt) noexcept nogil
