# Depth-first proof-number search (Nagai's df-pn) with a bound on the plies: the
# question is "does the attacker win within r plies?".  The bound makes every
# path finite (no cycles, no graph-history trouble with gods that undo builds)
# and lets the caller find the exact distance by asking for r = 1, 2, 3, ...
# An OR node is one where the attacker's side is to act (Dionysus' extra turns
# included), an AND node one where an opponent is, or where a deck decides (Tyche's
# draw: proven only if won whatever the card, which no side knows); with two sides
# only (two players, or four in two teams).
from libc.stdint cimport uint8_t, uint32_t, uint64_t
from libc.stdlib cimport malloc, calloc, free
from libc.string cimport memset, memcpy

from santorini._core.game cimport do_turn, undo_turn
from santorini._core.god cimport chance_node, conceal_secrets
from santorini._core.handle cimport CorePosition
from santorini._core.movegen cimport turns_listed, has_turn, MAX_TURNS
from santorini._core.position cimport Position, Undo, NO_WINNER, side_to_move
from santorini._core.turn cimport Turn

cdef enum:
    UNKNOWN = 0
    PROVEN = 1
    DISPROVEN = 2

cdef uint64_t PLY_SALT = 0xD6E8FEB86659FD93ULL
cdef uint64_t ATTACKER_SALT = 0xA0761D6478BD642FULL


cdef inline uint64_t salted(uint64_t key, int plies, int attacker) noexcept nogil:
    cdef uint64_t k = key ^ (PLY_SALT * <uint64_t>(plies + 1)) ^ (ATTACKER_SALT * <uint64_t>(attacker + 1))
    return k if k != 0 else 1


cdef inline ProofEntry* bucket_of(ProofTable* t, uint64_t key) noexcept nogil:
    return t.entries + (key & (t.nbuckets - 1)) * PROOF_BUCKET


cdef inline void lookup(ProofTable* t, uint64_t key, uint32_t* pn, uint32_t* dn) noexcept nogil:
    cdef ProofEntry* b = bucket_of(t, key)
    cdef int i
    for i in range(PROOF_BUCKET):
        if b[i].key == key:
            pn[0] = b[i].pn
            dn[0] = b[i].dn
            return
    pn[0] = 1
    dn[0] = 1


cdef inline void store(ProofTable* t, uint64_t key, uint32_t pn, uint32_t dn) noexcept nogil:
    # The same key, else an empty slot, else one not solved: a solved entry is a
    # result bought dearly, an open one is only a guide.
    cdef ProofEntry* b = bucket_of(t, key)
    cdef ProofEntry* e = &b[PROOF_BUCKET - 1]
    cdef int i
    for i in range(PROOF_BUCKET):
        if b[i].key == key or b[i].key == 0:
            e = &b[i]
            break
    else:
        for i in range(PROOF_BUCKET):
            if b[i].pn != 0 and b[i].dn != 0:
                e = &b[i]
                break
    e.key = key
    e.pn = pn
    e.dn = dn


cdef inline uint32_t add(uint32_t a, uint32_t b) noexcept nogil:
    cdef uint64_t s = <uint64_t>a + b
    return PROOF_INF if s > PROOF_INF else <uint32_t>s


cdef void mid(Prover* pr, int ply, int plies, uint32_t th_pn, uint32_t th_dn, uint32_t* out_pn, uint32_t* out_dn) noexcept nogil:
    """Search the position until its numbers reach a threshold; out: its numbers."""
    cdef Position* p = &pr.pos
    cdef uint64_t key = salted(p.key, plies, pr.attacker)
    cdef bint or_node
    pr.nodes += 1
    if pr.stop or (pr.node_limit and pr.nodes >= pr.node_limit) or ply >= MAX_PROOF_PLY:
        pr.stop = 1
        lookup(pr.table, key, out_pn, out_dn)
        return
    cdef int n, i
    cdef Turn* turns = turns_listed(p, False, pr.buffers + ply * MAX_TURNS, MAX_TURNS, &n)
    if turns == NULL:
        pr.stop = 1
        lookup(pr.table, key, out_pn, out_dn)
        return
    or_node = side_to_move(p) == pr.attacker and not chance_node(p, turns, n)
    # The ply's slices, or (a list longer than a slice: Morpheus) arrays of its own.
    cdef bint own = n > MAX_TURNS
    cdef uint64_t* keys = <uint64_t*>malloc(<size_t>(n + 1) * sizeof(uint64_t)) if own else pr.keys + ply * MAX_TURNS
    cdef uint8_t* status = <uint8_t*>malloc(<size_t>(n + 1)) if own else pr.status + ply * MAX_TURNS
    cdef Undo undo
    cdef uint32_t pn = 0, dn = 0, cpn, cdn, best_pn, best_dn, second
    cdef int best
    if keys == NULL or status == NULL:
        pr.stop = 1
        lookup(pr.table, key, out_pn, out_dn)
    elif n == 0:
        # No turn: the side to act loses (two sides).
        pn = PROOF_INF if or_node else 0
        dn = 0 if or_node else PROOF_INF
        store(pr.table, key, pn, dn)
        out_pn[0], out_dn[0] = pn, dn
    else:
        # Expand: the children's keys, and the ones settled by the turn itself.
        for i in range(n):
            do_turn(p, turns[i], &undo)
            keys[i] = salted(p.key, plies - 1, pr.attacker)
            if p.winner != NO_WINNER:
                status[i] = PROVEN if p.winner == pr.attacker else DISPROVEN
            elif not has_turn(p):
                # The game ends with this turn: the next to act cannot complete one (the
                # search's count too: a win in 1).
                status[i] = DISPROVEN if side_to_move(p) == pr.attacker else PROVEN
            elif plies - 1 == 0:
                status[i] = DISPROVEN       # no win in no plies
            else:
                status[i] = UNKNOWN
            undo_turn(p, &undo)
        while True:
            pn = PROOF_INF if or_node else 0
            dn = 0 if or_node else PROOF_INF
            best = -1
            best_pn = best_dn = second = PROOF_INF
            for i in range(n):
                if status[i] == PROVEN:
                    cpn = 0
                    cdn = PROOF_INF
                elif status[i] == DISPROVEN:
                    cpn = PROOF_INF
                    cdn = 0
                else:
                    lookup(pr.table, keys[i], &cpn, &cdn)
                if or_node:
                    dn = add(dn, cdn)
                    if cpn < best_pn:
                        second = best_pn
                        best_pn, best_dn, best = cpn, cdn, i
                    elif cpn < second:
                        second = cpn
                else:
                    pn = add(pn, cpn)
                    if cdn < best_dn:
                        second = best_dn
                        best_pn, best_dn, best = cpn, cdn, i
                    elif cdn < second:
                        second = cdn
            if or_node:
                pn = best_pn
            else:
                dn = best_dn
            if pn >= th_pn or dn >= th_dn or pr.stop:
                break
            do_turn(p, turns[best], &undo)
            if or_node:
                mid(pr, ply + 1, plies - 1, min(th_pn, add(second, 1)), th_dn - dn + best_dn, &cpn, &cdn)
            else:
                mid(pr, ply + 1, plies - 1, th_pn - pn + best_pn, min(th_dn, add(second, 1)), &cpn, &cdn)
            undo_turn(p, &undo)
        store(pr.table, key, pn, dn)
        out_pn[0], out_dn[0] = pn, dn
    if own:
        free(keys)
        free(status)
    if turns != pr.buffers + ply * MAX_TURNS:
        free(turns)


cdef int prove(Prover* pr, int plies) noexcept nogil:
    cdef uint32_t pn, dn
    if pr.pos.winner != NO_WINNER:
        return 1 if pr.pos.winner == pr.attacker else 0
    if plies <= 0:
        return 0
    mid(pr, 0, plies, PROOF_INF, PROOF_INF, &pn, &dn)
    if pn == 0:
        return 1
    if dn == 0:
        return 0
    return -1


cdef class ProofSearch:
    """A df-pn prover with its own table (``hash_mb`` megabytes), kept between questions."""

    cdef ProofTable table
    cdef Prover prover

    def __cinit__(self, int hash_mb=64):
        if hash_mb < 1 or hash_mb > 1 << 20:
            raise ValueError(f"hash must be 1..{1 << 20} MB, not {hash_mb}")
        cdef uint64_t buckets = 1
        while buckets * 2 * PROOF_BUCKET * sizeof(ProofEntry) <= <uint64_t>hash_mb * 1024 * 1024:
            buckets *= 2
        self.table.entries = <ProofEntry*>calloc(buckets * PROOF_BUCKET, sizeof(ProofEntry))
        self.table.nbuckets = buckets
        # Untouched pages of these buffers are never mapped: only the plies reached cost memory.
        self.prover.buffers = <Turn*>malloc(MAX_PROOF_PLY * MAX_TURNS * sizeof(Turn))
        self.prover.keys = <uint64_t*>malloc(MAX_PROOF_PLY * MAX_TURNS * sizeof(uint64_t))
        self.prover.status = <uint8_t*>malloc(MAX_PROOF_PLY * MAX_TURNS)
        if (self.table.entries == NULL or self.prover.buffers == NULL or self.prover.keys == NULL
                or self.prover.status == NULL):
            raise MemoryError()
        self.prover.table = &self.table

    def __dealloc__(self):
        free(self.table.entries)
        free(self.prover.buffers)
        free(self.prover.keys)
        free(self.prover.status)

    def clear(self):
        """Forget every result."""
        memset(self.table.entries, 0, self.table.nbuckets * PROOF_BUCKET * sizeof(ProofEntry))

    def prove(self, CorePosition position, int attacker, int plies, unsigned long long node_limit=0):
        """Does side ``attacker`` (0-based) win within ``plies`` plies from position?
        True, False, or None when ``node_limit`` (0: none) or :meth:`stop` came first."""
        if position.pos.nsides != 2:
            raise ValueError("proof search needs two sides (two players, or four in two teams)")
        if not 0 <= attacker < 2:
            raise ValueError(f"attacker must be side 0 or 1, not {attacker}")
        if not 0 <= plies < MAX_PROOF_PLY:
            raise ValueError(f"plies must be 0..{MAX_PROOF_PLY - 1}, not {plies}")
        memcpy(&self.prover.pos, &position.pos, sizeof(Position))
        conceal_secrets(&self.prover.pos, position.pos.stm)     # a proof holds whatever the deck's order
        self.prover.attacker = attacker
        self.prover.nodes = 0
        self.prover.node_limit = node_limit
        self.prover.stop = 0
        cdef int result
        with nogil:
            result = prove(&self.prover, plies)
        return None if result < 0 else bool(result)

    def stop(self):
        """End the running question soon (it answers None)."""
        self.prover.stop = 1

    @property
    def nodes(self):
        """Nodes of the last question."""
        return self.prover.nodes
