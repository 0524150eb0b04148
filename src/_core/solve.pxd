# Proof search: does a side win within a number of plies whatever the others do?
# Depth-first proof-number search (df-pn) over the core's generator, with its own table.
from libc.stdint cimport uint8_t, uint32_t, uint64_t
from santorini._core.position cimport Position
from santorini._core.turn cimport Turn

cdef enum:
    PROOF_INF = 0x3FFFFFFF      # a proof or disproof number that means "impossible"
    PROOF_BUCKET = 2            # entries per bucket
    MAX_PROOF_PLY = 64

# 16 bytes: the key salted with the plies left and the attacker, and the two numbers.
# A solved entry has pn 0 (proven) or dn 0 (disproven).
ctypedef struct ProofEntry:
    uint64_t key                # 0: empty
    uint32_t pn
    uint32_t dn

ctypedef struct ProofTable:
    ProofEntry* entries
    uint64_t nbuckets           # a power of two

ctypedef struct Prover:
    Position pos
    ProofTable* table
    Turn* buffers               # MAX_PROOF_PLY lists of MAX_TURNS turns
    uint64_t* keys              # the children's salted keys, as many
    uint8_t* status             # the children settled by their turn, as many
    int attacker                # the side that must win
    uint64_t nodes
    uint64_t node_limit         # 0: none
    volatile int stop

# 1: proven, 0: disproven, -1: stopped (node limit or stop) before either.
cdef int prove(Prover* pr, int plies) noexcept nogil
