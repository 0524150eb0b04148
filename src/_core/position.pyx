# Position set-up, Zobrist keys, and the saved copies that undo turns.  The
# key is kept incrementally by the primitives of position.pxd;
# pos_compute_key recomputes it from scratch so tests can check the two agree.
from libc.stdint cimport uint64_t
from libc.string cimport memset

from santorini._core.bitboard cimport (Bitboard, BOARD_MASK, square_bb, lsb)


cdef void init_zobrist() noexcept nogil:
    # A fixed seed: keys (and so the bench node count) are the same on every run.
    cdef uint64_t state = 0x5A4701F1
    cdef int sq, k
    for sq in range(25):
        for k in range(4):
            Z_HEIGHT[sq][k] = splitmix64(&state)
        Z_DOME[sq] = splitmix64(&state)
        for k in range(2 * MAX_SIDES):
            Z_WORKER[sq][k] = splitmix64(&state)
    for k in range(MAX_SEATS):
        Z_STM[k] = splitmix64(&state)
        Z_ALIVE[k] = splitmix64(&state)
        Z_STATE_SEED[k] = splitmix64(&state)
    for k in range(MAX_SEATS):
        Z_HELD_SEED[k] = splitmix64(&state)
    for k in range(MAX_SIDES):
        Z_PLACED[k] = splitmix64(&state)
    # Drawn last: the keys above (and so the bench node count) stay what they were.
    for sq in range(25):
        Z_RAM[sq] = splitmix64(&state)
    global Z_FLEECE_SEED
    Z_FLEECE_SEED = splitmix64(&state)
    for sq in range(25):
        Z_SECOND[sq] = splitmix64(&state)
    global Z_OWN_PAIRS
    Z_OWN_PAIRS = splitmix64(&state)
    global Z_NIGHT_SEED
    Z_NIGHT_SEED = splitmix64(&state)
    for k in range(MAX_SEATS):
        Z_RESUME[k] = splitmix64(&state)
    for k in range(2):
        Z_CARD_DATA_SEED[k] = splitmix64(&state)


init_zobrist()


cdef inline uint64_t worker_key(const Position* p, int sq) noexcept nogil:
    cdef uint64_t key = Z_WORKER[sq][2 * side_at(p, sq) + ((p.female >> sq) & 1)]
    return key ^ Z_SECOND[sq] if (p.seconds >> sq) & 1 else key


cdef void pos_clear(Position* p, int nseats, bint own_pairs) noexcept nogil:
    memset(p, 0, sizeof(Position))
    p.ge[0] = BOARD_MASK
    p.nseats = nseats
    p.own_pairs = own_pairs and nseats == 4
    p.nsides = 3 if nseats == 3 else 2
    cdef int seat
    for seat in range(nseats):
        p.seat_side[seat] = seat % p.nsides
    p.alive = (1 << nseats) - 1
    p.winner = NO_WINNER
    p.round = 1
    p.key = pos_compute_key(p)


cdef void pos_set_height(Position* p, int sq, int h) noexcept nogil:
    cdef Bitboard b = square_bb(sq)
    cdef int k
    for k in range(1, 4):
        if k <= h:
            p.ge[k] |= b
        else:
            p.ge[k] &= ~b
    p.height[sq] = h
    p.key = pos_compute_key(p)


cdef void pos_set_dome(Position* p, int sq, bint dome) noexcept nogil:
    if dome:
        p.dome |= square_bb(sq)
    else:
        p.dome &= ~square_bb(sq)
    p.key = pos_compute_key(p)


cdef void pos_set_god(Position* p, int seat, int god) noexcept nogil:
    p.seat_god[seat] = god
    p.held[seat] = god
    p.key = pos_compute_key(p)


cdef void pos_set_held(Position* p, int seat, int god) noexcept nogil:
    """The power a seat plays with changes hands during play (the key follows)."""
    p.key ^= held_key(p, seat, p.held[seat]) ^ held_key(p, seat, god)
    p.held[seat] = god


cdef void pos_set_god_state(Position* p, int seat, uint32_t state) noexcept nogil:
    p.god_state[seat] = state
    p.key = pos_compute_key(p)


cdef void pos_put_worker(Position* p, int sq, int side, int traits) noexcept nogil:
    cdef Bitboard b = square_bb(sq)
    p.side_bb[side] |= b
    p.occ |= b
    if traits & TRAIT_FEMALE:
        p.female |= b
    if traits & TRAIT_SECOND:
        p.seconds |= b
    p.placed |= 1 << placer(p, worker_seat(p, sq))
    p.key = pos_compute_key(p)


cdef uint64_t pos_compute_key(const Position* p) noexcept nogil:
    cdef uint64_t key = Z_STM[p.stm]
    cdef uint64_t s
    cdef int sq, k
    for sq in range(25):
        key ^= Z_HEIGHT[sq][p.height[sq]]
        if (p.dome >> sq) & 1:
            key ^= Z_DOME[sq]
        if (p.occ >> sq) & 1:
            key ^= worker_key(p, sq)
    for k in range(p.nseats):
        if (p.alive >> k) & 1:
            key ^= Z_ALIVE[k]
        key ^= state_key(k, p.god_state[k])
        key ^= held_key(p, k, p.held[k])
    for k in range(MAX_SIDES):
        if (p.placed >> k) & 1:
            key ^= Z_PLACED[k]
    if p.ram:
        key ^= Z_RAM[p.ram - 1]
    if p.resume:
        key ^= Z_RESUME[p.resume - 1]
    for k in range(2):
        key ^= card_data_key(k, p.card_data[k])
    if p.own_pairs:
        key ^= Z_OWN_PAIRS      # a board of the classic teams is another game
    if p.fleece:
        # One Ram's power or another make different games from the same board.
        s = Z_FLEECE_SEED ^ p.fleece
        key ^= splitmix64(&s)
    for k in range(p.nseats):
        if p.night[k]:
            # So does one Night Power or another, held or not.
            s = Z_NIGHT_SEED ^ (<uint64_t>p.night[k] << 3) ^ k
            key ^= splitmix64(&s)
    return key


cdef void pos_change_state(Position* p, int seat, uint32_t state) noexcept nogil:
    """A god's state word changes during play (the key follows)."""
    p.key ^= state_key(seat, p.god_state[seat]) ^ state_key(seat, state)
    p.god_state[seat] = state


cdef void pos_change_card_data(Position* p, int i, uint64_t word) noexcept nogil:
    """A card's data word changes during play (the key follows)."""
    p.key ^= card_data_key(i, p.card_data[i]) ^ card_data_key(i, word)
    p.card_data[i] = word


cdef void pos_eliminate(Position* p, int seat) noexcept nogil:
    """Take a seat out of the game with its workers (3 players: it could not move)."""
    cdef int side = p.seat_side[seat]
    cdef Bitboard workers = p.side_bb[side]
    cdef int sq
    while workers:
        sq = lsb(workers)
        workers &= workers - 1
        remove_worker(p, sq, side)
    p.alive &= ~(1 << seat)
    p.key ^= Z_ALIVE[seat]
    pos_change_state(p, seat, 0)        # its power's effects end with it


cdef void check_saved_bytes():
    # pos_save copies a constant number of bytes (the compiler inlines it):
    # the struct layout must put exactly that much before its fixed part.
    cdef Position p
    cdef size_t changing = <size_t>(<char*>&p.nseats - <char*>&p)
    if changing != SAVED_BYTES:
        raise ImportError(f"Position's changing part is {changing} bytes, SAVED_BYTES says {SAVED_BYTES}")


check_saved_bytes()
