# The position: C structs and the nogil functions that change them.
from libc.stdint cimport uint8_t, int8_t, uint16_t, uint32_t, uint64_t
from libc.string cimport memcpy

from santorini._core.bitboard cimport Bitboard, square_bb
from santorini._core.turn cimport Turn

cdef enum:
    MAX_SEATS = 4
    MAX_SIDES = 4
    MAX_WORKERS = 10       # per side: Hydra's heads (gods/hydra.pyx)
    NO_WINNER = -1

# Why a game ended (Position.result).
cdef enum:
    RESULT_NONE = 0
    RESULT_CLIMB = 1         # a worker moved up onto level 3
    RESULT_POWER = 2         # a god's win condition (result_god says which): Pan's drop, ...
    RESULT_NO_TURN = 3       # the seat to act cannot complete a turn (two sides: it loses)
    RESULT_LAST_STANDING = 4 # three players: the others were eliminated

ctypedef struct Position:
    # -- what turns change; make_turn saves exactly this part (up to `key`) --
    # Height planes: ge[k] holds the squares of height >= k, so building from
    # h to h+1 sets one bit.  ge[0] is the whole board; ge[4] and ge[5] stay
    # empty so that "at most one level up from h" is ~ge[h + 2] for every h.
    Bitboard ge[6]
    Bitboard dome           # domed squares, at any height (Atlas builds low domes)
    Bitboard side_bb[MAX_SIDES]
    Bitboard occ            # every worker
    Bitboard female         # squares holding a female worker (Selene, Hippolyta)
    # Squares holding a worker of a team's second seat (seats 3 and 4) when each player has
    # his own pair (own_pairs): the side is the team, this tells teammates' workers apart.
    Bitboard seconds
    uint32_t god_state[MAX_SEATS]   # each god's own state word (its module says what it means)
    uint8_t height[25]
    uint8_t stm             # seat to act, 0-based
    uint8_t alive           # bit per seat still in the game
    uint8_t placed          # bit per placer (placer()) whose workers are on the board
    int8_t winner           # winning side, or NO_WINNER
    uint8_t result          # RESULT_* once there is a winner
    uint8_t result_god      # the god whose condition decided it (RESULT_POWER)
    # The power each seat plays with now: its own card's god, but Circe may
    # hold her opponent's (and the opponent then plays as a mortal).
    uint8_t held[MAX_SEATS]
    # The Golden Fleece's Ram figure: its square + 1, 0 before it is placed
    # (fleece.pxd).  To the rules it is a dome on level 0.
    uint8_t ram
    # The start seat while direction tokens are oriented before anyone places (God.orienting):
    # the seats orient in turn order from it, then it places first.
    uint8_t opener
    # While a seat acts between turns (Gaea's placement after a dome, God.interjects): the
    # seat whose turn play comes back to, + 1; 0 otherwise.
    uint8_t resume
    uint16_t round
    # Two words a card keeps beside the state word of the power it holds (Chaos' deck:
    # gods/chaos.pyx says what they hold); one card a game uses them.
    uint64_t card_data[2]
    uint64_t key
    # -- fixed for the game --
    uint8_t nseats
    uint8_t nsides
    uint8_t seat_side[MAX_SEATS]
    uint8_t seat_god[MAX_SEATS]     # each seat's own card
    # Four players in teams, each player with his own pair of workers (the Pantheon edition's
    # 2-against-2, docs/multiplayer.md): a side is still a team, but a seat places, moves and
    # builds only with its own pair (seat_workers), and seats, not sides, place.
    uint8_t own_pairs
    uint8_t rulings         # RULE_* bits: the alternatives of uncertain rulings in force
    uint8_t fleece          # the Golden Fleece variant: the Ram's god (0: the ordinary game)
    # The second card a seat's card brings into the game (Nyx's Night Power), 0 none: the
    # seat holds it (Position.held) while the number of complete towers is odd.
    uint8_t night[MAX_SEATS]
    # Set by god.bind_gods from the table of gods: which seats have hooks
    # that the hot paths would otherwise look up for nothing (a seat that may
    # hold another power counts that power's hooks too), and which sides have
    # a male/female pair of workers.
    uint8_t restricting     # seats whose power restricts opponents
    uint8_t judging         # seats whose power has its own win or loss condition
    uint8_t placing_rules   # seats whose power limits where its side places
    uint8_t female_sides    # placers (placer()) whose workers are a male/female pair
    uint8_t valuing         # seats whose power has an evaluation term
    uint8_t figured         # seats whose card puts figures on the board (God.figures)
    uint8_t viewing         # seats whose card changes how opponents see the board (God.view)
    uint8_t watching        # seats whose card watches every seat's turns (God.observe)
    uint8_t interjecting    # seats whose card may act between turns (God.interjects, God.pending)
    # Squares that are domes only in the copy an opponent of a viewing seat sees (Clio's
    # coins): no complete towers.  Always empty on the real board.
    Bitboard veiled
    Bitboard hidden         # workers the view takes off the board (Clio's on her coins): still in play

cdef enum:
    SAVED_BYTES = 136       # the size of Position's changing part (checked on import)

# Position.rulings: each bit selects a ruling's alternative (docs/advanced-gods.md).
cdef enum:
    RULE_ORIGINAL_TEXT = 1 << 0         # revised-text: the original printings (Bia, Limus)
    RULE_LONE_WORKER_FREE = 1 << 1      # hypnus-lone-worker: a lone worker is not frozen
    RULE_HERA_CLIMBS_ONLY = 1 << 2      # hera-alternative-wins: Hera cancels only climbs
    RULE_CHRONUS_IN_EXTRA = 1 << 3      # dionysus-chronus: Chronus may win in an extra turn
    RULE_IRIS_NO_JUMP_WIN = 1 << 4      # iris-level-three: an Iris jump onto level 3 wins nothing
    RULE_CLIO_COIN_STAYS = 1 << 5       # clio-coin-built-over: a coin Clio builds on stays
    RULE_MOERAE_CLIMBS_ONLY = 1 << 6    # moerae-scope: Moerae takes only climbs onto level 3
    RULE_CHAOS_ALL_SIMPLE = 1 << 7      # chaos-deck: every unused Simple God (the Python layer deals the deck)

# A copy of everything a turn may change: undo restores any number of
# squares and workers (forces, removals, eliminations) by copying it back.
ctypedef struct Undo:
    uint8_t saved[SAVED_BYTES]

# What a turn did, for the gods' end-of-turn hooks.
ctypedef struct TurnFacts:
    Turn turn               # the turn itself (a power's choice that leaves the board alone: Adonis')
    bint moved_up           # a worker of the acting side moved up
    bint climbed_to_3       # a move went up onto level 3 (a standard win if the turn wins)
    int towers              # domes built on level 3 (complete towers) by the acting seat
    int builds              # pieces built by the turn's steps
    # Where the workers that moved in the turn (a MOVE, or a SWAP's mover; a trade's, a SWAP
    # straight after a SELECT, only if it had moved: steps.apply_step) stand after it,
    # followed through the forces after their move, gone if they left the game (Eris'
    # mark: the workers an opponent moved most recently).
    Bitboard moved
    # The square of the step a worker hidden from the acting seat cancelled, with the rest of
    # the turn (Hecate's: make_turn stops there), or -1.
    int collided
    # The position as the turn found it (make_turn's undo record: only the part it saves,
    # up to `key`, may be read), for a power that looks at what any power changed, the
    # end-of-turn ones too (Charybdis: a whirlpool built on or under).  NULL outside make_turn.
    const Position* before

# Zobrist keys (position.pyx fills them).
cdef uint64_t Z_HEIGHT[25][4]
cdef uint64_t Z_DOME[25]
cdef uint64_t Z_WORKER[25][2 * MAX_SIDES]   # [square][side * 2 + female]
cdef uint64_t Z_STM[MAX_SEATS]
cdef uint64_t Z_ALIVE[MAX_SEATS]
cdef uint64_t Z_PLACED[MAX_SIDES]
cdef uint64_t Z_STATE_SEED[MAX_SEATS]
cdef uint64_t Z_HELD_SEED[MAX_SEATS]
cdef uint64_t Z_RAM[25]
cdef uint64_t Z_FLEECE_SEED
cdef uint64_t Z_SECOND[25]
cdef uint64_t Z_OWN_PAIRS
cdef uint64_t Z_NIGHT_SEED
cdef uint64_t Z_RESUME[MAX_SEATS]
cdef uint64_t Z_CARD_DATA_SEED[2]

# What a worker carries besides its side, and keeps when it moves (add_worker's traits).
cdef enum:
    TRAIT_FEMALE = 1        # the female of a male/female pair
    TRAIT_SECOND = 2        # a worker of a team's second seat (Position.seconds)



cdef inline int side_to_move(const Position* p) noexcept nogil:
    return p.seat_side[p.stm]

cdef inline int side_at(const Position* p, int sq) noexcept nogil:
    """The side of the worker on sq (which must hold one)."""
    cdef int side = 0
    while not (p.side_bb[side] >> sq) & 1:
        side += 1
    return side

cdef inline int placer(const Position* p, int seat) noexcept nogil:
    """The bit of Position.placed that tells whether seat's workers are placed: its side's,
    or with own pairs its own."""
    return seat if p.own_pairs else p.seat_side[seat]

cdef inline bint all_placed(const Position* p) noexcept nogil:
    return p.placed == (1 << (p.nseats if p.own_pairs else p.nsides)) - 1

cdef inline Bitboard seat_workers(const Position* p, int seat) noexcept nogil:
    """The workers seat moves and builds with: its side's, or with own pairs its own pair."""
    cdef Bitboard workers = p.side_bb[p.seat_side[seat]]
    if p.own_pairs:
        workers &= p.seconds if seat >= p.nsides else ~p.seconds
    return workers

cdef inline int worker_seat(const Position* p, int sq) noexcept nogil:
    """The seat that plays the worker on sq (with a shared pair, the first of its side)."""
    cdef int side = side_at(p, sq), seat
    if p.own_pairs:
        return side + (p.nsides if (p.seconds >> sq) & 1 else 0)
    for seat in range(p.nseats):
        if p.seat_side[seat] == side:
            return seat
    return -1

cdef inline Bitboard seats_workers(const Position* p, int seats) noexcept nogil:
    """The workers of the seats in the bit set (seat_workers of each)."""
    cdef Bitboard workers = 0
    cdef int seat
    for seat in range(p.nseats):
        if (seats >> seat) & 1:
            workers |= seat_workers(p, seat)
    return workers

cdef inline int seat_traits(const Position* p, int seat) noexcept nogil:
    """The traits of the workers seat places (TRAIT_SECOND for a team's second seat's own)."""
    return TRAIT_SECOND if p.own_pairs and seat >= p.nsides else 0

cdef inline int traits_at(const Position* p, int sq) noexcept nogil:
    return ((p.female >> sq) & 1) | (((p.seconds >> sq) & 1) << 1)

cdef inline int step_on(int sq, int src, int dst) noexcept nogil:
    """The square one step on from sq in the direction src -> dst (sq + (dst - src)), or -1
    off the board."""
    cdef int file = sq % 5 + dst % 5 - src % 5
    cdef int rank = sq // 5 + dst // 5 - src // 5
    if file < 0 or file > 4 or rank < 0 or rank > 4:
        return -1
    return rank * 5 + file

cdef inline int across(int origin, int via) noexcept nogil:
    """The square beyond via on the line from origin (via + (via - origin)), or -1 off the board."""
    return step_on(via, origin, via)

# -- primitives that keep the key: the only code that changes a position --

cdef inline uint64_t splitmix64(uint64_t* state) noexcept nogil:
    state[0] += 0x9E3779B97F4A7C15ULL
    cdef uint64_t z = state[0]
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL
    return z ^ (z >> 31)


cdef inline uint64_t state_key(int seat, uint32_t state) noexcept nogil:
    # God state words are arbitrary 32-bit values: mix them instead of tabling.
    if state == 0:
        return 0
    cdef uint64_t s = Z_STATE_SEED[seat] ^ state
    return splitmix64(&s)


cdef inline uint64_t card_data_key(int i, uint64_t word) noexcept nogil:
    if word == 0:
        return 0
    cdef uint64_t s = Z_CARD_DATA_SEED[i] ^ word
    return splitmix64(&s)


cdef inline uint64_t held_key(const Position* p, int seat, int god) noexcept nogil:
    # Only a power held away from its card changes the key.
    if god == p.seat_god[seat]:
        return 0
    cdef uint64_t s = Z_HELD_SEED[seat] ^ <uint64_t>(god + 1)
    return splitmix64(&s)


cdef inline void add_worker(Position* p, int sq, int side, int traits) noexcept nogil:
    cdef Bitboard b = square_bb(sq)
    cdef int female = traits & TRAIT_FEMALE
    p.side_bb[side] |= b
    p.occ |= b
    if female:
        p.female |= b
    p.key ^= Z_WORKER[sq][2 * side + female]
    if traits & TRAIT_SECOND:
        p.seconds |= b
        p.key ^= Z_SECOND[sq]


cdef inline void remove_worker(Position* p, int sq, int side) noexcept nogil:
    cdef Bitboard b = square_bb(sq)
    cdef int female = (p.female >> sq) & 1
    p.key ^= Z_WORKER[sq][2 * side + female]
    if (p.seconds >> sq) & 1:
        p.key ^= Z_SECOND[sq]
    p.side_bb[side] &= ~b
    p.occ &= ~b
    p.female &= ~b
    p.seconds &= ~b


cdef inline void shift_worker(Position* p, int src, int dst, int side) noexcept nogil:
    cdef int traits = traits_at(p, src)
    remove_worker(p, src, side)
    add_worker(p, dst, side, traits)


cdef inline Bitboard restacked(const Position* before, const Position* p, Bitboard squares) noexcept nogil:
    """The squares whose stack is not what it was (before: a turn's undo record, whose saved
    part holds the stacks): built on, domed, or a block taken away."""
    cdef Bitboard found = before.dome ^ p.dome
    cdef int k
    for k in range(1, 4):        # heights run 0-3: ge[4] stays empty
        found |= before.ge[k] ^ p.ge[k]
    return found & squares


cdef inline void build(Position* p, int sq, bint low_dome) noexcept nogil:
    cdef int h = p.height[sq]
    if low_dome or h == 3:
        p.dome |= square_bb(sq)
        p.key ^= Z_DOME[sq]
    else:
        p.ge[h + 1] |= square_bb(sq)
        p.height[sq] = h + 1
        p.key ^= Z_HEIGHT[sq][h] ^ Z_HEIGHT[sq][h + 1]


cdef inline void lift_dome(Position* p, int sq) noexcept nogil:
    # Only a figure's dome is ever lifted (Europa's Talus moves on): domes stay otherwise.
    p.dome &= ~square_bb(sq)
    p.key ^= Z_DOME[sq]


cdef inline void place_ram(Position* p, int sq) noexcept nogil:
    # The Ram stands on the ground like a dome: every rule that asks about domes sees it.
    p.dome |= square_bb(sq)
    p.ram = sq + 1
    p.key ^= Z_DOME[sq] ^ Z_RAM[sq]


cdef inline void remove_block(Position* p, int sq) noexcept nogil:
    # Undo never needs this (it restores a saved copy): only Ares-like powers do.
    cdef int h = p.height[sq]
    p.ge[h] &= ~square_bb(sq)
    p.height[sq] = h - 1
    p.key ^= Z_HEIGHT[sq][h] ^ Z_HEIGHT[sq][h - 1]



cdef void pos_clear(Position* p, int nseats, bint own_pairs) noexcept nogil
cdef void pos_set_height(Position* p, int sq, int h) noexcept nogil
cdef void pos_set_dome(Position* p, int sq, bint dome) noexcept nogil
cdef void pos_set_god(Position* p, int seat, int god) noexcept nogil
cdef void pos_set_god_state(Position* p, int seat, uint32_t state) noexcept nogil
cdef void pos_change_state(Position* p, int seat, uint32_t state) noexcept nogil
cdef void pos_change_card_data(Position* p, int i, uint64_t word) noexcept nogil
cdef void pos_put_worker(Position* p, int sq, int side, int traits) noexcept nogil
cdef uint64_t pos_compute_key(const Position* p) noexcept nogil
cdef void pos_eliminate(Position* p, int seat) noexcept nogil
cdef void pos_set_held(Position* p, int seat, int god) noexcept nogil

cdef inline void pos_save(const Position* p, Undo* u) noexcept nogil:
    memcpy(u.saved, p, SAVED_BYTES)

cdef inline void pos_restore(Position* p, const Undo* u) noexcept nogil:
    memcpy(p, u.saved, SAVED_BYTES)
