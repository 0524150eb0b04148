# A turn is one 128-bit integer: a short header that the search reads, then
# the turn's steps in the order they happen.  This file is the only place
# that knows the layout; everything else goes through the functions below.
#
#   bits   0-  4  src    square of the worker that acts first (0 for a placement)
#   bits   5-  9  dst    where a move of the turn ends        } for move ordering
#   bits  10- 14  bld    the turn's first build (0 if none)   } and history
#                 A winning turn's dst is the square it wins on (movegen.listed_wins
#                 reads it); a turn that moves two workers names one of them.
#   bit       15  WIN    the turn wins the game
#   bit       16  MARK   free for the search to tag a turn in its own lists
#   bit       17  ONCE   the turn spends its god's once-a-game power (a hero's):
#                 make_turn marks the seat's state STATE_SPENT (god.pxd)
#   bit       18  TRUCE  nobody wins or loses at the end of the turn: the gods' conditions
#                 are not judged after it (Eris' alternative turn, original text)
#   bit       19  TAKEN  the turn's move would win, but another seat takes the win: the turn
#                 ends there as a win does, and make_turn gives the game to the taker
#                 (God.takes_win: Moerae's Fate area); WIN is not set
#   bits  20-127  up to MAX_STEPS steps of 9 bits: kind (4 bits), then square (5 bits,
#                 or for STEP_STACK a direction and a count); STEP_END ends the list
#
# The steps are complete: make_turn applies them one by one without asking
# the god what they mean (a swap, a push, a ferry are all spelled out), so a
# god that needs a new kind of change adds a step kind here and its case in
# position.pyx's apply_step, and nothing else.
#
# Two turns with the same outcome must be the same integer: a god's
# generator emits each outcome once, in its canonical form (docs/notation.md).
#
# The transposition table keeps a turn's low 64 bits (the header and the
# first steps): enough to tell the turns of one position apart in practice,
# and a mix-up only changes which turn is searched first.
from libc.stdint cimport uint64_t

cdef extern from *:
    """
    typedef unsigned __int128 santorini_turn_t;
    """
    # Cython sees an unsigned integer; C does 128-bit arithmetic on it.
    ctypedef unsigned long long Turn "santorini_turn_t"

cdef enum:
    SRC_SHIFT = 0
    DST_SHIFT = 5
    BLD_SHIFT = 10
    WIN_BIT = 15
    MARK_BIT = 16
    ONCE_BIT = 17
    TRUCE_BIT = 18
    TAKEN_BIT = 19
    STEPS_SHIFT = 20
    STEP_BITS = 9
    MAX_STEPS = 12

cdef enum:
    NO_TURN = 0             # never a legal turn: every real turn has a step

# Step kinds.  "The worker" is the acting worker: the one on src at the
# start, then wherever its moves take it or a SELECT points.
cdef enum:
    STEP_END = 0
    STEP_PLACE = 1          # a worker of the acting side appears on sq
    STEP_MOVE = 2           # the worker moves to the empty square sq
    STEP_SWAP = 3           # the worker moves to sq; the worker there takes its old square (Apollo)
    STEP_FORCE = 4          # the worker on sq is forced to the square of the next (TO) step (Charon's ferry)
    STEP_DISPLACE = 5       # like FORCE, but implied by the move after it (Minotaur's push): not written in tokens
    STEP_TO = 6             # destination of the FORCE or DISPLACE before it; a TO straight after
                            # another TO forces the worker one shift back from its square, the
                            # shift of that TO (forced_by): a Siren's song spends one step a worker
    STEP_SELECT = 7         # the worker on sq becomes the acting worker (Hermes' switch); a SWAP
                            # straight after it is a trade (Nemesis'): both workers are forced
    STEP_BUILD = 8          # one piece on sq: the next block, or a dome on level 3
    STEP_DOME = 9           # a dome on sq below level 3 (Atlas)
    STEP_REMOVE = 10        # the top block of sq is taken away
    STEP_KILL = 11          # the worker on sq leaves the game (implied by a power: not written)
    STEP_PLACE_FEMALE = 12  # like PLACE, the side's female worker (Selene's pair)
    STEP_TOKEN = 13         # the acting power's figure goes to sq (Europa's Talus), or its direction
                            # token turns (the field a direction, gods/orient.pxd): the god's end_turn
                            # hook does it, since only the god knows where it stood (god.pxd, figures)
    STEP_STACK = 14         # 2 to 4 BUILDs on one square next to the worker: the "square" field is
                            # a stack (stack_field), so a turn of many builds (Morpheus) fits
    STEP_WHOLE = 15         # the whole turn is one act that moves no worker: the Golden Fleece's Ram put
                            # on sq (fleece.pxd), or, with the square PASS_FIELD, an optional turn
                            # declined (Dionysus' extra turn), or, with DRAW_FIELD, the card a chance
                            # power drew (Tyche's deck): a TOKEN step after it holds the card's value,
                            # which only the god's end_turn hook reads; with ABYSS_FIELD, a square
                            # named in secret (Tartarus' Abyss): the TOKEN step after it holds the square;
                            # with FATE_FIELD, an area chosen in secret (Moerae's 2x2 Fate spaces): the
                            # TOKEN step holds its south-west corner; with PAUSE_FIELD, after the
                            # turn's other steps, the turn stops there and its seat plays the rest
                            # later (pause_step: an opposing Gaea places next to the dome just built)

cdef enum:
    PASS_FIELD = 31         # STEP_WHOLE's square field for a declined turn (no square is 31)
    DRAW_FIELD = 30         # STEP_WHOLE's square field for a draw
    ABYSS_FIELD = 29        # STEP_WHOLE's square field for a square named in secret
    FATE_FIELD = 28         # STEP_WHOLE's square field for an area chosen in secret
    PAUSE_FIELD = 27        # STEP_WHOLE's square field for a turn that stops to go on later


cdef inline int turn_src(Turn t) noexcept nogil:
    return <int>((<uint64_t>t >> SRC_SHIFT) & 31)

cdef inline int turn_dst(Turn t) noexcept nogil:
    return <int>((<uint64_t>t >> DST_SHIFT) & 31)

cdef inline int turn_bld(Turn t) noexcept nogil:
    return <int>((<uint64_t>t >> BLD_SHIFT) & 31)

cdef inline bint turn_wins(Turn t) noexcept nogil:
    return <bint>((<uint64_t>t >> WIN_BIT) & 1)

cdef inline int step_bits(Turn t, int i) noexcept nogil:
    cdef int shift = STEPS_SHIFT + STEP_BITS * i
    if shift <= 64 - STEP_BITS:
        return <int>((<uint64_t>t >> shift) & 511)
    return <int>((t >> shift) & 511)

cdef inline int step_kind(Turn t, int i) noexcept nogil:
    return step_bits(t, i) & 15

cdef inline int step_square(Turn t, int i) noexcept nogil:
    return step_bits(t, i) >> 4

cdef inline bint move_then_build(uint64_t steps) noexcept nogil:
    """Are the steps (the turn shifted by STEPS_SHIFT) one move, one build and no more?
    Most turns are: the hot paths take them without the step loop."""
    return (steps & 15) == STEP_MOVE and ((steps >> 9) & 15) == STEP_BUILD and ((steps >> 18) & 15) == STEP_END


cdef inline Turn step(int i, int kind, int sq) noexcept nogil:
    """Step number i of a turn (OR it into the turn)."""
    cdef int shift = STEPS_SHIFT + STEP_BITS * i
    cdef uint64_t bits = <uint64_t>(kind | (sq << 4))
    # The first steps lie in the low word: 64-bit shifts are much cheaper.
    if shift <= 64 - STEP_BITS:
        return <Turn>(bits << shift)
    return (<Turn>bits) << shift

cdef inline Turn header(int src, int dst, int bld) noexcept nogil:
    # Built in 64 bits and widened once: 128-bit arithmetic on each field costs.
    return <Turn>(<uint64_t>((src << SRC_SHIFT) | (dst << DST_SHIFT) | (bld << BLD_SHIFT)))

cdef inline Turn win_flag() noexcept nogil:
    return <Turn>(<uint64_t>1 << WIN_BIT)

cdef inline Turn once_flag() noexcept nogil:
    return <Turn>(<uint64_t>1 << ONCE_BIT)

cdef inline bint turn_once(Turn t) noexcept nogil:
    return <bint>((<uint64_t>t >> ONCE_BIT) & 1)

cdef inline Turn truce_flag() noexcept nogil:
    return <Turn>(<uint64_t>1 << TRUCE_BIT)

cdef inline bint turn_truce(Turn t) noexcept nogil:
    return <bint>((<uint64_t>t >> TRUCE_BIT) & 1)

cdef inline bint turn_won_move(Turn t) noexcept nogil:
    """Does the turn end on a move that wins, whoever takes the win (WIN or TAKEN)?  What
    spells and dedups a turn asks; who won, only make_turn and the search."""
    return <bint>((<uint64_t>t >> WIN_BIT) & 1 or (<uint64_t>t >> TAKEN_BIT) & 1)

cdef inline Turn taken_flag() noexcept nogil:
    return <Turn>(<uint64_t>1 << TAKEN_BIT)

cdef inline bint turn_taken(Turn t) noexcept nogil:
    return <bint>((<uint64_t>t >> TAKEN_BIT) & 1)

cdef inline Turn mark_flag() noexcept nogil:
    return <Turn>(<uint64_t>1 << MARK_BIT)

cdef inline Turn first_build(int sq) noexcept nogil:
    """The header's build field (OR it into a turn that has none)."""
    return <Turn>(<uint64_t>(sq << BLD_SHIFT))

cdef inline Turn make_placement(int a, int b) noexcept nogil:
    return step(0, STEP_PLACE, a) | step(1, STEP_PLACE, b)

cdef inline Turn pass_turn() noexcept nogil:
    """The turn that declines an optional turn (Dionysus' extra turn): `pass`."""
    return step(0, STEP_WHOLE, PASS_FIELD)

cdef inline Turn draw_turn(int card) noexcept nogil:
    """A chance power's draw, the card turned up (0-31): `draw:6`."""
    return step(0, STEP_WHOLE, DRAW_FIELD) | step(1, STEP_TOKEN, card)

cdef inline int drawn_card(Turn t) noexcept nogil:
    """The card of a draw turn, or -1 for any other turn."""
    if step_kind(t, 0) == STEP_WHOLE and step_square(t, 0) == DRAW_FIELD:
        return step_square(t, 1)
    return -1

cdef inline Turn abyss_turn(int sq) noexcept nogil:
    """A square named in secret (Tartarus' Abyss): `abyss@sq`."""
    return step(0, STEP_WHOLE, ABYSS_FIELD) | step(1, STEP_TOKEN, sq)

cdef inline int abyss_square(Turn t) noexcept nogil:
    """The square an abyss_turn names, or -1 for any other turn."""
    if step_kind(t, 0) == STEP_WHOLE and step_square(t, 0) == ABYSS_FIELD:
        return step_square(t, 1)
    return -1

cdef inline Turn fate_turn(int corner) noexcept nogil:
    """A 2x2 area chosen in secret, named by its south-west corner (Moerae's Fate spaces): `fate@sq`."""
    return step(0, STEP_WHOLE, FATE_FIELD) | step(1, STEP_TOKEN, corner)

cdef inline int fate_corner(Turn t) noexcept nogil:
    """The corner a fate_turn names, or -1 for any other turn."""
    if step_kind(t, 0) == STEP_WHOLE and step_square(t, 0) == FATE_FIELD:
        return step_square(t, 1)
    return -1

cdef inline Turn pause_step(int i) noexcept nogil:
    """Step i, after the turn's last step: the turn stops there, its seat to play the rest
    between turns (a dome that lets an opposing Gaea place at once)."""
    return step(i, STEP_WHOLE, PAUSE_FIELD)

cdef inline bint turn_paused(Turn t) noexcept nogil:
    """Does the turn stop to go on later (a pause_step among its steps)?"""
    cdef int i
    for i in range(1, MAX_STEPS):
        if step_kind(t, i) == STEP_END:
            return False
        if step_kind(t, i) == STEP_WHOLE and step_square(t, i) == PAUSE_FIELD:
            return True
    return False

cdef inline Turn ram_turn(int sq) noexcept nogil:
    """The Golden Fleece's setup turn that puts the Ram on sq: `ram@sq`."""
    return step(0, STEP_WHOLE, sq)

# A STACK step's 5 bits: the direction from the acting worker (3 bits: the
# eight neighbours in the order of a 3x3 grid read rank by rank, the centre
# left out) and the number of pieces less two (2 bits: 2 to 4).  The
# direction, not the square, is what fits beside the count.
cdef inline int stack_field(int worker, int sq, int count) noexcept nogil:
    """The STACK field of `count` (2-4) pieces on sq, a neighbour of worker."""
    cdef int cell = (sq // 5 - worker // 5 + 1) * 3 + (sq % 5 - worker % 5 + 1)
    return (cell if cell < 4 else cell - 1) | ((count - 2) << 3)

cdef inline int stack_square(int worker, int field) noexcept nogil:
    cdef int cell = field & 7
    if cell >= 4:
        cell += 1
    return worker + 5 * (cell // 3 - 1) + cell % 3 - 1

cdef inline int stack_count(int field) noexcept nogil:
    return (field >> 3) + 2

cdef inline Turn pieces_step(int i, int worker, int sq, int count) noexcept nogil:
    """Step i: count (1-4) pieces on sq by the worker on `worker`; one is a BUILD, more a STACK."""
    if count == 1:
        return step(i, STEP_BUILD, sq)
    return step(i, STEP_STACK, stack_field(worker, sq, count))


cdef inline int forced_by(Turn t, int i, int forced) noexcept nogil:
    """The square of the worker the TO step i forces, given `forced`, the one the step before
    it forced or named: a FORCE or DISPLACE names it; after another TO, the worker there is
    one shift back, the shift that TO made (a song forces many workers the same way)."""
    if i > 0 and step_kind(t, i - 1) == STEP_TO:
        return step_square(t, i) - step_square(t, i - 1) + forced
    return forced


cdef inline bint trades(Turn t, int i) noexcept nogil:
    """Is step i a trade (Nemesis'): a SWAP straight after a SELECT, which moves nobody?"""
    return i > 0 and step_kind(t, i) == STEP_SWAP and step_kind(t, i - 1) == STEP_SELECT


cdef inline int name_order(int sq) noexcept nogil:
    """Rank of a square's name in ASCII order (a1 a2 .. a5 b1 ..): canonical tokens use it."""
    return (sq % 5) * 5 + sq // 5


cdef inline object turn_to_int(Turn t):
    """A turn as a Python int (Cython would convert 64 bits only)."""
    return (int(<uint64_t>(t >> 64)) << 64) | int(<uint64_t>t)


cdef inline Turn turn_from_int(object value) except? 0:
    if value < 0 or value >> 128:
        raise ValueError(f"not a packed turn: {value!r}")
    return ((<Turn><uint64_t>(value >> 64)) << 64) | <Turn><uint64_t>(value & 0xFFFFFFFFFFFFFFFF)
