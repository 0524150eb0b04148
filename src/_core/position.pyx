# Position set-up, Zobrist keys and make/unmake.  The key is kept
# incrementally by make/unmake; pos_compute_key recomputes it from scratch so
# tests can check the two agree.
from libc.stdint cimport uint64_t
from libc.string cimport memset, memcpy

from santorini._core.bitboard cimport (Bitboard, BOARD_MASK, square_bb, lsb)
from santorini._core.powers cimport POWER_FEATURES, P_PUSH, P_BLOCK_CLIMB, STATE_MOVED_UP
from santorini._core.turn cimport (
    Turn, turn_src, turn_dst, turn_bld1, turn_bld2, turn_src2, turn_dst2,
    turn_flags, TF_PLACE, TF_MOVE, TF_BUILD1, TF_BUILD2, TF_DOME1, TF_DOME2,
    TF_PREBUILD, TF_SECOND, TF_WIN,
)

cdef uint64_t Z_HEIGHT[25][4]
cdef uint64_t Z_DOME[25]
cdef uint64_t Z_WORKER[25][2 * MAX_SIDES]   # [square][side * 2 + female]
cdef uint64_t Z_STM[MAX_SEATS]
cdef uint64_t Z_ALIVE[MAX_SEATS]
cdef uint64_t Z_PLACED[MAX_SIDES]
cdef uint64_t Z_STATE_SEED[MAX_SEATS]


cdef uint64_t splitmix64(uint64_t* state) noexcept nogil:
    state[0] += 0x9E3779B97F4A7C15ULL
    cdef uint64_t z = state[0]
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL
    return z ^ (z >> 31)


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
    for k in range(MAX_SIDES):
        Z_PLACED[k] = splitmix64(&state)


init_zobrist()


cdef inline uint64_t state_key(int seat, uint32_t state) noexcept nogil:
    # God state words are arbitrary 32-bit values: mix them instead of tabling.
    if state == 0:
        return 0
    cdef uint64_t s = Z_STATE_SEED[seat] ^ state
    return splitmix64(&s)


cdef inline uint64_t worker_key(const Position* p, int sq) noexcept nogil:
    return Z_WORKER[sq][2 * side_at(p, sq) + ((p.female >> sq) & 1)]


cdef void pos_clear(Position* p, int nseats) noexcept nogil:
    memset(p, 0, sizeof(Position))
    p.ge[0] = BOARD_MASK
    p.nseats = nseats
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
    p.seat_feat[seat] = POWER_FEATURES[god]
    p.key = pos_compute_key(p)


cdef void pos_set_god_state(Position* p, int seat, uint32_t state) noexcept nogil:
    p.god_state[seat] = state
    p.key = pos_compute_key(p)


cdef void pos_put_worker(Position* p, int sq, int side, bint female) noexcept nogil:
    cdef Bitboard b = square_bb(sq)
    p.side_bb[side] |= b
    p.occ |= b
    if female:
        p.female |= b
    p.placed |= 1 << side
    p.key = pos_compute_key(p)


cdef uint64_t pos_compute_key(const Position* p) noexcept nogil:
    cdef uint64_t key = Z_STM[p.stm]
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
    for k in range(p.nsides):
        if (p.placed >> k) & 1:
            key ^= Z_PLACED[k]
    return key


cdef inline void add_worker(Position* p, int sq, int side, bint female) noexcept nogil:
    cdef Bitboard b = square_bb(sq)
    p.side_bb[side] |= b
    p.occ |= b
    if female:
        p.female |= b
    p.key ^= Z_WORKER[sq][2 * side + female]


cdef inline void remove_worker(Position* p, int sq, int side) noexcept nogil:
    cdef Bitboard b = square_bb(sq)
    cdef int female = (p.female >> sq) & 1
    p.key ^= Z_WORKER[sq][2 * side + female]
    p.side_bb[side] &= ~b
    p.occ &= ~b
    p.female &= ~b


cdef inline void shift_worker(Position* p, int src, int dst, int side) noexcept nogil:
    cdef int female = (p.female >> src) & 1
    remove_worker(p, src, side)
    add_worker(p, dst, side, female)


cdef inline void build(Position* p, int sq, bint low_dome) noexcept nogil:
    cdef int h = p.height[sq]
    if low_dome or h == 3:
        p.dome |= square_bb(sq)
        p.key ^= Z_DOME[sq]
    else:
        p.ge[h + 1] |= square_bb(sq)
        p.height[sq] = h + 1
        p.key ^= Z_HEIGHT[sq][h] ^ Z_HEIGHT[sq][h + 1]


cdef inline void unbuild(Position* p, int sq) noexcept nogil:
    # Nothing is ever built on a dome, so the last piece is the dome if any.
    cdef int h = p.height[sq]
    if (p.dome >> sq) & 1:
        p.dome &= ~square_bb(sq)
        p.key ^= Z_DOME[sq]
    else:
        p.ge[h] &= ~square_bb(sq)
        p.height[sq] = h - 1
        p.key ^= Z_HEIGHT[sq][h] ^ Z_HEIGHT[sq][h - 1]


cdef inline void set_state(Position* p, int seat, uint32_t state) noexcept nogil:
    p.key ^= state_key(seat, p.god_state[seat]) ^ state_key(seat, state)
    p.god_state[seat] = state


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


cdef void pos_pass_turn(Position* p) noexcept nogil:
    pass_turn(p)


cdef inline void pass_turn(Position* p) noexcept nogil:
    # The round grows each time play wraps from the last seat to the first.
    cdef int seat = p.stm
    p.key ^= Z_STM[seat]
    while True:
        seat += 1
        if seat == p.nseats:
            seat = 0
            p.round += 1
        if (p.alive >> seat) & 1 or seat == p.stm:
            break
    p.stm = seat
    p.key ^= Z_STM[seat]
    # A climb block lasts until the start of its owner's next turn.
    if p.seat_feat[seat] & P_BLOCK_CLIMB and p.god_state[seat]:
        set_state(p, seat, 0)


cdef inline void move_worker(Position* p, int src, int dst, int side, Undo* u) noexcept nogil:
    """A move; a worker already on dst is displaced as the mover's power says."""
    cdef int other, beyond, female
    u.forced_side = -1
    if not (p.occ >> dst) & 1:
        shift_worker(p, src, dst, side)
        return
    other = side_at(p, dst)
    u.forced_side = other
    u.forced_from = dst
    if p.seat_feat[p.stm] & P_PUSH:
        beyond = push_square(src, dst)
        u.forced_to = beyond
        shift_worker(p, dst, beyond, other)
        shift_worker(p, src, dst, side)
    else:
        # A swap: the displaced worker takes the square the mover left.
        u.forced_to = src
        female = (p.female >> src) & 1
        remove_worker(p, src, side)
        shift_worker(p, dst, src, other)
        add_worker(p, dst, side, female)


cdef inline void unmove_worker(Position* p, int src, int dst, int side, const Undo* u) noexcept nogil:
    cdef int female
    if u.forced_side < 0:
        shift_worker(p, dst, src, side)
    elif u.forced_to != src:
        shift_worker(p, dst, src, side)
        shift_worker(p, u.forced_to, dst, u.forced_side)
    else:
        female = (p.female >> dst) & 1
        remove_worker(p, dst, side)
        shift_worker(p, src, dst, u.forced_side)
        add_worker(p, src, side, female)


cdef void make_turn(Position* p, Turn t, Undo* u) noexcept nogil:
    u.key = p.key
    u.round = p.round
    u.stm = p.stm
    u.alive = p.alive
    u.placed = p.placed
    u.winner = p.winner
    u.forced_side = -1
    memcpy(u.god_state, p.god_state, sizeof(p.god_state))

    cdef int seat = p.stm
    cdef int side = p.seat_side[seat]
    cdef unsigned int f = turn_flags(t)
    cdef bint moved_up = False
    if f & TF_PLACE:
        add_worker(p, turn_src(t), side, False)
        add_worker(p, turn_src2(t), side, False)
        p.placed |= 1 << side
        p.key ^= Z_PLACED[side]
    else:
        if f & TF_PREBUILD:
            build(p, turn_bld1(t), f & TF_DOME1)
        if f & TF_MOVE:
            moved_up = p.height[turn_dst(t)] > p.height[turn_src(t)]
            move_worker(p, turn_src(t), turn_dst(t), side, u)
        if f & TF_SECOND:
            shift_worker(p, turn_src2(t), turn_dst2(t), side)
        if (f & TF_BUILD1) and not (f & TF_PREBUILD):
            build(p, turn_bld1(t), f & TF_DOME1)
        if f & TF_BUILD2:
            build(p, turn_bld2(t), f & TF_DOME2)
        if f & TF_WIN:
            p.winner = side
    if p.seat_feat[seat] & P_BLOCK_CLIMB:
        set_state(p, seat, STATE_MOVED_UP if moved_up else 0)
    pass_turn(p)


cdef void unmake_turn(Position* p, Turn t, const Undo* u) noexcept nogil:
    cdef int side = p.seat_side[u.stm]
    cdef unsigned int f = turn_flags(t)
    if f & TF_PLACE:
        remove_worker(p, turn_src2(t), side)
        remove_worker(p, turn_src(t), side)
    else:
        if f & TF_BUILD2:
            unbuild(p, turn_bld2(t))
        if (f & TF_BUILD1) and not (f & TF_PREBUILD):
            unbuild(p, turn_bld1(t))
        if f & TF_SECOND:
            shift_worker(p, turn_dst2(t), turn_src2(t), side)
        if f & TF_MOVE:
            unmove_worker(p, turn_src(t), turn_dst(t), side, u)
        if f & TF_PREBUILD:
            unbuild(p, turn_bld1(t))
    p.key = u.key
    p.round = u.round
    p.stm = u.stm
    p.alive = u.alive
    p.placed = u.placed
    p.winner = u.winner
    memcpy(p.god_state, u.god_state, sizeof(p.god_state))
