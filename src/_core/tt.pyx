# Buckets of four 16-byte entries, one cache line each.  Replacement keeps the
# deepest entries of the current search and lets old generations go first.
from libc.stdint cimport uint16_t, uint64_t
from libc.stdlib cimport free, calloc
from libc.string cimport memset

cdef enum:
    PREFAULT_MB = 1024      # tables up to this size are written through when cleared
    PAGE = 4096

cdef extern from *:
    """
    #include <sys/mman.h>
    #ifndef MADV_HUGEPAGE
    #define MADV_HUGEPAGE MADV_NORMAL
    #endif
    """
    int madvise(void* addr, size_t length, int advice) nogil
    int MADV_HUGEPAGE


cdef TTEntry* table_alloc(size_t count) noexcept nogil:
    """count zeroed entries, backed by huge pages where the system gives them: a probe
    lands anywhere in the table, and with 4 KB pages most probes of a big table also
    miss the TLB.  (Advice only: without it, or where it is refused, nothing changes.)"""
    cdef TTEntry* entries = <TTEntry*>calloc(count, sizeof(TTEntry))
    cdef size_t start, end
    if entries != NULL:
        start = (<size_t>entries + PAGE - 1) & ~(<size_t>PAGE - 1)
        end = (<size_t>entries + count * sizeof(TTEntry)) & ~(<size_t>PAGE - 1)
        if end > start:
            madvise(<void*>start, end - start, MADV_HUGEPAGE)
    return entries


cdef int tt_resize(TTable* tt, size_t megabytes) noexcept nogil:
    """Returns 0, or -1 when the memory cannot be had (the old table is kept)."""
    cdef uint64_t buckets = 1
    cdef size_t bucket_bytes = TT_BUCKET * sizeof(TTEntry)
    while (buckets * 2) * bucket_bytes <= megabytes * 1024 * 1024:
        buckets *= 2
    cdef TTEntry* entries = table_alloc(buckets * TT_BUCKET)
    if entries == NULL:
        return -1
    free(tt.entries)
    tt.entries = entries
    tt.nbuckets = buckets
    tt.generation = 0
    return 0


cdef void tt_free(TTable* tt) noexcept nogil:
    free(tt.entries)
    tt.entries = NULL
    tt.nbuckets = 0


cdef void tt_clear(TTable* tt) noexcept nogil:
    # A table up to PREFAULT_MB is zeroed in place, where no clock runs (about 30 ms
    # for 256 MB): that also maps every page of a table not yet touched, whose first
    # touch would otherwise fall in the next search, on its clock (a 256 MB table
    # searched 100 ms after a new game ran at two thirds of its speed).  A bigger one is
    # given back and taken fresh: the system hands out zero pages as they are touched,
    # and writing zeros over gigabytes took seconds.
    cdef size_t count = tt.nbuckets * TT_BUCKET
    if count * sizeof(TTEntry) <= PREFAULT_MB * 1024 * 1024:
        memset(tt.entries, 0, count * sizeof(TTEntry))
    else:
        free(tt.entries)
        tt.entries = table_alloc(count)
        if tt.entries == NULL:      # cannot happen for memory just given back, but stay safe
            tt.nbuckets = 1
            tt.entries = <TTEntry*>calloc(TT_BUCKET, sizeof(TTEntry))
    tt.generation = 0


cdef void tt_new_search(TTable* tt) noexcept nogil:
    # 1..63, never 0: an entry's genbound must not be 0 (an empty slot) even with no bound.
    tt.generation = tt.generation % 63 + 1


cdef inline TTEntry* bucket_of(TTable* tt, uint64_t key) noexcept nogil:
    return tt.entries + ((key >> 32) & (tt.nbuckets - 1)) * TT_BUCKET


cdef TTEntry* tt_probe(TTable* tt, uint64_t key, bint* found) noexcept nogil:
    """The entry for key (found = True), or the one to overwrite (found = False)."""
    cdef TTEntry* bucket = bucket_of(tt, key)
    cdef uint16_t check = <uint16_t>key
    cdef TTEntry* victim = bucket
    cdef int i, worth, victim_worth = 1 << 30
    for i in range(TT_BUCKET):
        if bucket[i].check == check and bucket[i].genbound != 0:
            found[0] = True
            return &bucket[i]
    for i in range(TT_BUCKET):
        # Age counts as eight plies of depth.
        worth = bucket[i].depth - 8 * ((tt.generation - (bucket[i].genbound >> 2)) & 63)
        if bucket[i].genbound == 0:
            worth = -(1 << 20)
        if worth < victim_worth:
            victim_worth = worth
            victim = &bucket[i]
    found[0] = False
    return victim


cdef void tt_save(TTable* tt, TTEntry* e, uint64_t key, int score, int bound, int depth, uint64_t move,
                  int eval) noexcept nogil:
    cdef uint16_t check = <uint16_t>key
    cdef bint other = e.check != check or e.genbound == 0     # not this position's entry
    if move != 0 or other:
        e.move = move
    if eval != EVAL_NONE or other:
        e.eval = eval
    # Keep a deeper entry of the same position unless the new bound is exact.
    if other or bound == BOUND_EXACT or depth + 2 >= e.depth or (e.genbound >> 2) != tt.generation:
        e.check = check
        e.score = score
        e.depth = depth if depth > 0 else 0
        e.genbound = (tt.generation << 2) | bound


cdef int tt_hashfull(const TTable* tt) noexcept nogil:
    """Per mille of a sample of entries written during the current search."""
    cdef int used = 0, i
    cdef uint64_t sample = 1000 if tt.nbuckets * TT_BUCKET >= 1000 else tt.nbuckets * TT_BUCKET
    for i in range(sample):
        if tt.entries[i].genbound != 0 and (tt.entries[i].genbound >> 2) == tt.generation:
            used += 1
    return <int>(used * 1000 // sample)
