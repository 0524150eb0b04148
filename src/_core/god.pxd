# The god interface: every power is a table of hooks (God) that the shared
# code calls, with defaults for the ordinary game.  A god's module
# (src/_core/gods/<name>.pyx) fills in the hooks it changes; registry.pyx
# puts it in GODS under its catalog number.  Move generation, make/unmake,
# the search and the Python layer only ever call hooks: none of them knows a
# god by name.  docs/architecture.md walks through adding one.
from libc.stdint cimport uint8_t, uint32_t, uint64_t
from libc.string cimport memcpy

from santorini._core.bitboard cimport Bitboard, lsb
from santorini._core.position cimport Position, TurnFacts, lift_dome, build, pos_eliminate, placer
from santorini._core.turn cimport Turn, drawn_card

cdef enum:
    MAX_GODS = 128          # god ids are the catalog's index numbers; 0 is mortal
    MAX_SPELLING = 48       # steps of the longest token (Hermes' walks are the longest)
    GOD_WEIGHTS = 4         # numbers a god's evaluate hook may read (God.weight)
    SIMPLE_GODS = 10        # the Simple Gods are ids 1-10 (Apollo ... Prometheus)

# God.flags: facts about a god's turns that shared shortcuts rely on.
cdef enum:
    # Any move of a worker onto an empty square can be followed by a build on
    # the square it left: has_turn may stop at the first such move.
    GOD_BUILDS_BACK = 1 << 0
    # The side's workers are a male and a female (Selene): its placements say
    # which is which.
    GOD_FEMALE_PAIR = 1 << 1
    # May play the opponent's power as well as its own (Circe): the hot-path
    # masks of bind_gods count the opponent's hooks for this seat too.
    GOD_TAKES_POWERS = 1 << 2
    # The generator applies Aphrodite's charm itself: a turn's steps do not say
    # which worker ended where (Hermes' walks pair them in square order).
    GOD_CHARM_AWARE = 1 << 3
    # Its restriction comes from what it did in its own turn (Athena's climb): the
    # threats of the seat after it are judged without it, since its turn comes first.
    GOD_RESTRICTS_BY_TURN = 1 << 4
    # Its state lasts until its seat's next turn starts (Athena's, Adonis' binding): a
    # position with the seat to act never holds it, and a loaded one drops it (the
    # god's start_turn hook does).
    GOD_STATE_UNTIL_OWN_TURN = 1 << 5
    # A turn may leave the board as it was (Ares removes a block): positions can
    # repeat, and the search scores a repetition as a draw.
    GOD_UNDOES_BUILDS = 1 << 6
    # Its restriction binds every seat, its own and its teammate's too, and a Dionysus
    # extra turn moving its side's worker (Hippolyta's diagonal moves): restrict_opponent
    # is asked for every seat.
    GOD_RESTRICTS_ALL = 1 << 7
    # Its win and loss conditions are judged in every turn, extra turns and truces too,
    # where nobody else wins (Tartarus' Abyss: a worker falls in whatever the turn).
    GOD_JUDGED_ALWAYS = 1 << 8
    # May hold any Simple God's power, one at a time (Chaos' deck): the hot-path masks of
    # bind_gods count their hooks for this seat too.
    GOD_DRAWS_POWERS = 1 << 9
    # Its side's workers are hidden from its opponents (Hecate): its view takes them off
    # their board, and a step of their turn that names a square one of them stands on is
    # cancelled with the rest of the turn (make_turn, hidden_from).
    GOD_HIDES_WORKERS = 1 << 10
    # Its state is a token on the board, not on its card (Aeolus' wind, Siren's Song): a
    # seat that takes the power (Circe) takes the token as it stands, and gives it back so.
    GOD_STATE_ON_BOARD = 1 << 11
    # Its state is pieces that are its card's (Europa's Talus and Charybdis' whirlpools on the
    # board, Gaea's workers on her card): they stay with the card's seat when another seat
    # takes the power (Circe), and that seat moves or places them there (card_seat), or while
    # the seat has no power (Nyx).
    GOD_STATE_ON_CARD = 1 << 12
    # Its state is a seat's memory of play (Eris' mark of the workers each opponent moved
    # last): a seat that may take the power (Circe) keeps its own, held or not, the card's
    # seat keeps its own too, and the card's observe hook follows both (watcher_of).
    GOD_STATE_PER_SEAT = 1 << 13
    # Its card places next to a dome as soon as it is built (Gaea): the opponents' turns that
    # may go on after one stop there (Limits.dome_pauses); a rest due needs such a card in play.
    GOD_STOPS_TURNS = 1 << 14

cdef enum:
    CONDITION_OFF = 1 << 20     # God.pieces_to_win: no turn can fulfil the conditions now

# God.pending: what the owner has due between turns, by when it comes.  An act inside the
# turn (Gaea's placement, right after the dome) comes first, then the rest of a turn that
# stopped for it (turn.pxd, pause_step), then the acts that close the turn (a draw, a reveal,
# the Abyss named), then a turn of the owner's own, a new turn (an extra turn); within one
# kind, in turn order from the seat whose turn it was.
cdef enum:
    INTERJECT_IN_TURN = 1
    INTERJECT_REST = 2
    INTERJECT_AT_END = 3
    INTERJECT_AFTER = 4

# Gen.stage.
cdef enum:
    STAGE_ALL = 0
    STAGE_FIRST = 1
    STAGE_REST = 2

# What the first stage found (movegen.gen_staged), for the second.
cdef enum:
    VERDICT_DEFERRED = 1 << 0   # it left turns out
    VERDICT_CLIMBS = 1 << 1     # Persephone's demand binds: only climbing turns
    VERDICT_BOUND = 1 << 2      # Adonis' binding can be kept: only the turns that keep it

# A bit of a seat's state word: its once-a-game power is spent (the heroes,
# docs/heroes.md).  make_turn sets it after a turn with the ONCE flag (turn.pxd);
# from then on the hero plays as a mortal.
cdef enum:
    STATE_SPENT = 1 << 30

# Limits.levels: the level changes the seat's workers may not make when they move
# (forces are never limited), and in its bits from BARRED_SHIFT on the directions
# they may not move in (genkit.DIRECTIONS: bit d bars direction d; Hippolyta bars the
# orthogonal ones).  A worker on Limits.unbarred moves in every direction: callers
# pass genkit.worker_levels(lim, its square at the turn's start).
cdef enum:
    NO_CLIMB = 1 << 0       # no move up (Athena)
    NO_DESCENT = 1 << 1     # no move down (Hades)
    BARRED_SHIFT = 8
    ORTHOGONAL_BARRED = 0x55 << 8   # north, east, south, west (Hippolyta)

# What the other seats' powers forbid the seat to act, gathered from their
# `restrict_opponent` hooks before its turns are generated.  Generators honour every
# field, so a new restriction is a new god's hook, not a new generator.
ctypedef struct Limits:
    int levels              # NO_CLIMB | NO_DESCENT | barred directions: moves its workers may not make
    Bitboard unbarred       # its workers on these squares move in every direction (Hippolyta's female)
    int wind                # barred directions (bits from BARRED_SHIFT) that bind the workers on
                            # unbarred too (Aeolus' wind blows on Hippolyta's female as well)
    bint must_climb         # if a turn moving up exists, only such turns (Persephone)
    Bitboard no_build       # no block may be built there (a dome on level 3 still may)
    Bitboard no_low_dome    # no dome below level 3 either (Limus, original text)
    Bitboard no_win         # a move ending there wins nothing (Hera)
    Bitboard pit            # a move ending there ends the turn, no build after it (Tartarus' Abyss:
                            # its side loses, God.loses / God.wins; it is in no_win too)
    Bitboard no_climb_win   # a climb onto level 3 there wins nothing (Hera, climbs only)
    Bitboard frozen         # its workers on these squares may not move (Hypnus)
    Bitboard charmed        # its workers that, if they move, must end next to a charmer (Aphrodite)
    uint8_t charm_seats     # the seats whose workers (seat_workers) charm
    # The seats whose workers keep blocks off their neighbours (Limus): when a
    # turn moves one of those workers (a swap, a push, a ferry) the builds
    # after it look at where it stands then (genkit.guard_moved).
    uint8_t guard_seats
    bint guard_low_domes    # low domes are kept off too (Limus, original text)
    # A worker of the seat that must end the turn next to one of the workers on
    # bound_to, if some turn of the seat can do that (Adonis): its square + 1, 0 for
    # none.  All are followed through the turn's steps (movegen.follow).
    int bound
    Bitboard bound_to
    # Its workers slide on after every move (Harpies): straight on while the next square
    # is empty and not higher (genkit.slide_on); the turn goes on from where they stop.
    bint slides
    uint8_t slide_seats     # the seats whose Harpies make them slide: none left with a worker, none do
    # Charybdis' two whirlpools, when both are on the board (else 0): a worker that moves
    # onto one while nobody stands on the other is carried there (genkit.whirl_exit); the
    # turn goes on from there, and the move is judged there (genkit.arrives_winning).
    # `whirls` holds every pair (two Charybdis in a mirror match), `whirl_pairs` each.
    Bitboard whirls
    Bitboard whirl_pairs[2]
    # Squares holding a token that a build there sends away (Charybdis' whirlpools, one alone
    # too): a build and its removal in one turn (Ares) there is no turn without them.
    Bitboard tokens
    # Where a move's win goes to another seat (Moerae's Fate spaces): a turn whose move
    # would win there still ends there, marked TAKEN instead of WIN (movegen.finish), and
    # it is no win of the seat's (win_targets).  God.takes_win names the taker.
    Bitboard taken
    # An opposing card remembers which of the seat's workers moved (Eris' mark): turns that
    # leave one board but move different workers are different turns, listed apart, but for
    # a turn that moves none (Hermes' builds alone), which keeps the mark as it is: `marked`,
    # the seat's workers marked now, is what a turn moving exactly those back home leaves too.
    bint movers_told
    Bitboard marked
    # An opposing card places a worker next to a dome as soon as it is built, on empty ground
    # (Gaea, with one on her card): a turn that may go on after a dome with such a square next
    # to it stops there (genkit.pauses_at_dome, turn.pxd's pause_step) and goes on after her.
    # Only powers without a count hook stop so (gods/rest.pxd): a count never looks at it.
    bint dome_pauses

# The state of one generation: the position, the caller's buffer (NULL to
# only count) and what the acting seat may do.
ctypedef struct Gen:
    const Position* p
    Turn* out
    int n
    int seat
    int side
    Bitboard own            # the acting side's workers
    Bitboard movers         # those that may move
    Bitboard opp            # every other side's workers that are opponents
    Limits lim
    bint spellings          # also emit every other legal spelling of a turn (for parsing)
    bint climb_only         # emit only turns in which a worker moves up (Persephone's demand)
    int cap                 # entries of out; emit counts past it without writing
    bint cut                # the god's gen asks for every spelling, one kept per outcome
                            # (Prometheus cut a turn short; Hydra, Castor: a filter may refuse
                            # the smallest)
    int listed              # the turns listed when a win condition cut one short (Chronus,
                            # Tartarus: movegen.generate then keeps one per outcome); else -1
    void* scratch           # the god's own data for this generation (its gen sets it)
    # The search lists turns in two stages (movegen.gen_staged): in STAGE_FIRST a god
    # may leave out turns that are many and seldom best (Polyphemus' domes, Adonis'
    # bindings), saying so in `deferred`; STAGE_REST lists those alone, and only the
    # god's own hooks emit then.  A deferred turn never wins, and moves the workers
    # as a turn of the first stage does (it only adds what moves nobody): so the
    # first stage has the wins, is empty only when the seat has lost, and the filters
    # that judge the whole list (Persephone's demand, Adonis' binding) reach the
    # same verdict on it as on the whole list.
    int stage
    bint deferred
    bint bound_met          # some listed turn keeps Limits.bound (movegen.keep_bound)
    # Builds already listed after a move that slid back to its own square (Harpies, on
    # Urania's torus): the same outcome whichever worker went home (genkit.gen_moves_from).
    Bitboard home_builds

# What a god does after an ordinary, non-winning move from src (steps k on of
# t; the worker now stands on dst, where a slide took it too, Limits.slides, and
# the workers on occ_after): its own builds (Hestia, Zeus, ...), for
# genkit.gen_moves_then.
ctypedef void (*BuildsAfter)(Gen* g, Turn t, int k, int src, int dst, Bitboard occ_after) noexcept nogil

# Steps of a token as the notation writes them (the core's steps minus what
# a power implies: a swap's or a push's other worker, a kill).
cdef enum:
    SPELL_MOVE = 1
    SPELL_BUILD = 2
    SPELL_SWITCH = 3
    SPELL_PLACE = 4
    SPELL_FORCE = 5
    SPELL_REMOVE = 6
    SPELL_PASS = 7          # the token `pass`
    SPELL_RAM = 8           # the token `ram@sq` (the Golden Fleece's Ram figure)
    SPELL_KILL = 9          # `xsq`: a worker the player chose to take out of the game (Theseus)
    SPELL_BIND = 10         # `~sq`: a worker a power binds for the next turn (Adonis)
    SPELL_TOKEN = 11        # `@sq`: where a power puts its figure (Europa's Talus)
    SPELL_ORIENT = 12       # `=dir`: how a power turns its direction token (gods/orient.pxd); the
                            # square field holds the direction, or ORIENT_OFF
    SPELL_DRAW = 13         # `draw:N`: the card a chance power drew; the square field holds N
    SPELL_ABYSS = 14        # `abyss@sq`: a square named in secret (Tartarus' Abyss)
    SPELL_FATE = 15         # `fate@sq`: a 2x2 area chosen in secret, by its south-west corner (Moerae)
    SPELL_KINDS = 16

ctypedef struct Spelling:
    int start               # square written first, -1 for a placement
    int n
    uint8_t kind[MAX_SPELLING]
    uint8_t square[MAX_SPELLING]
    uint8_t dome[MAX_SPELLING]

ctypedef struct God:
    uint32_t flags
    # genkit options (MOVE_SWAP, BUILD_DOME_ANY, ...) for gods whose power is
    # only a setting of the ordinary turn: god_settings installs hooks that read it.
    uint32_t settings
    # Every legal turn of the seat to act (g.p.stm), each once, canonical.
    void (*gen)(Gen* g) noexcept nogil
    # The number of legal turns of the seat to act without listing them, or
    # -1 to let the caller generate them (only asked when lim restricts
    # nothing but climbing).
    long (*count)(const Position* p, const Limits* lim) noexcept nogil
    # Squares onto which `seat` wins by moving if it acted now under lim.
    # Exact for the seat to act: non-empty means it has a winning turn.
    Bitboard (*win_squares)(const Position* p, int seat, const Limits* lim) noexcept nogil
    # The owner's power restricting the opponent seat `seat` (NULL: none); asked for
    # every seat, the owner's too, with GOD_RESTRICTS_ALL.
    void (*restrict_opponent)(const Position* p, int owner, int seat, Limits* lim) noexcept nogil
    # Called when play reaches the seat, before it acts (NULL: nothing).
    void (*start_turn)(Position* p, int seat) noexcept nogil
    # Called after the seat's turn is applied (NULL: nothing).
    void (*end_turn)(Position* p, int seat, const TurnFacts* facts) noexcept nogil
    # Extra win and loss conditions, asked of every seat in play after each
    # turn (NULL: none).
    bint (*wins)(const Position* p, int seat) noexcept nogil
    bint (*loses)(const Position* p, int seat) noexcept nogil
    # Canonical spellings of n turns of this position (NULL: the turns' own
    # steps, as spell_steps writes them).
    void (*spell)(const Position* p, const Turn* turns, int n, Spelling* out) noexcept nogil
    # A spelling that gen cannot list even with g.spellings (Hermes' walks,
    # unbounded): the turn it spells, or NO_TURN.  NULL: none.
    Turn (*parse)(const Position* p, const Spelling* s) noexcept nogil
    # May the seat's side put its two workers on a and b (NULL: anywhere)?
    bint (*may_place)(const Position* p, int seat, int a, int b) noexcept nogil
    # True while the seat's turns are extra turns (Dionysus): play stays with
    # it after each one and nobody wins during them (NULL: never).  Its state
    # word counts them; the end of the game clears it.
    bint (*extra_turn)(const Position* p, int seat) noexcept nogil
    # What the power is worth to the seat's side in this position, in the
    # evaluation's centi-levels, where the generic terms do not see it (Chronus'
    # towers, Morpheus' stock); it may correct the opponents' terms too (Hera
    # voids their perimeter threats).  NULL: nothing.
    int (*evaluate)(const Position* p, int seat) noexcept nogil
    # The numbers evaluate reads, named by the module's EVAL_WEIGHTS (defaults
    # there too): the registry fills them, self-play tuning changes them.
    int weight[GOD_WEIGHTS]
    # With `wins` or `loses`: the fewest pieces one turn must build to fulfil them now
    # (turns that build fewer are not checked step by step), CONDITION_OFF when they
    # cannot hold now (Tartarus' Abyss while its square is unknown).  NULL: 1.
    int (*pieces_to_win)(const Position* p, int seat) noexcept nogil
    # With `wins` or `loses`: the squares one of which a turn must put a worker on (by a
    # move, a force, a placement) for them to hold after one of its steps (Tartarus'
    # Abyss), so that the other turns are not replayed step by step.  NULL: any turn may.
    Bitboard (*judged_squares)(const Position* p, int seat) noexcept nogil
    # The squares of the seat's figures (Europa's Talus), which its state word keeps:
    # to every rule a figure's square holds only a dome (the Position's dome bit is
    # set there), though it is no complete tower.  NULL: none.
    Bitboard (*figures)(const Position* p, int seat) noexcept nogil
    # How many workers the side places at setup (Graeae: three).
    int setup_workers
    # Has the seat still to make its setup choice before anyone places: orient its power's
    # direction token (Siren's Song; Aeolus' wind, original text), or choose its secret
    # area (Moerae)?  Its end_turn hook keeps the choice.  NULL: never.
    bint (*orienting)(const Position* p, int seat) noexcept nogil
    # The turns of that setup choice, written to out (NULL: only counted), their number
    # returned.  NULL: the eight ways of a direction token, `=dir` (one STEP_TOKEN).
    int (*setup_choices)(const Position* p, int seat, Turn* out) noexcept nogil
    # Does the owner take the win of a move of the seat `mover` judged on sq (Moerae: an
    # opponent's win in her Fate area)?  Asked by make_turn of a turn marked TAKEN; the
    # owner's restrict_opponent puts the same squares in Limits.taken.  NULL: never.
    bint (*takes_win)(const Position* p, int owner, int mover, int sq) noexcept nogil
    # How a seat that is the owner's opponent sees the board when its turns are listed,
    # counted or judged (Clio: her coins stand as domes, her workers on them are gone),
    # applied to a copy by seen_by.  Turns are then made on the real board; end-of-turn
    # powers and win conditions look at the real board.  NULL: as it is.
    void (*view)(Position* q, int owner, int seat) noexcept nogil
    # Does the seat's state fit the position (Clio's coins stand on blocks, not under an
    # opponent's worker)?  Asked of a position read from outside.  NULL: it does.
    bint (*state_fits)(const Position* p, int seat) noexcept nogil
    # Called after every seat's turn, the owner's and the others' (after the acting god's
    # end_turn hook), with what the turn did: a power that remembers the others' turns
    # (Eris: the workers each opponent moved last).  With facts NULL (and actor -1) the
    # position was set up from outside and nothing was played: the card brings what it keeps
    # in line with the board (Nyx: who holds which power).  NULL: none.
    void (*observe)(Position* p, int owner, int actor, const TurnFacts* facts) noexcept nogil
    # After every turn that does not end the game (the acting god's end_turn hook and every
    # observe done), asked of each interjecting card in play in turn order from the seat
    # whose turn it was: what does the turn give the owner to do between turns, before play
    # goes on (Gaea may place a worker next to a dome built in it)?  It notes that in the
    # owner's state.  During such a turn Position.resume names the seat whose turn play
    # comes back to; the turn is the owner's god's (its gen lists it, its end_turn hook sees
    # it), and the hook is asked again after it, facts that turn's.  It notes in the owner's
    # state what is due; `pending` says what that is.  NULL: never.
    void (*interjects)(Position* p, int owner, const TurnFacts* facts) noexcept nogil
    # What the owner has due between turns now, read off its state (INTERJECT_IN_TURN,
    # INTERJECT_AT_END, INTERJECT_AFTER; 0 nothing): game.acting_between picks the seat that
    # acts, after a turn and when a position is read.  With interjects, or alone for the rest
    # of a turn that stopped at a dome (INTERJECT_REST), asked only while a card that stops
    # turns is in play (bind_gods).  NULL: never due.
    int (*pending)(const Position* p, int owner) noexcept nogil
    # Was the seat's last turn a truce, whose end judged no condition (Eris' alternative
    # turn, original text)?  A position read then is not judged either.  NULL: never.
    bint (*truce)(const Position* p, int seat) noexcept nogil
    # The weight of the draw t (turn.pxd, draw_turn) among the draws listed now, when a deck
    # and not the seat decides its turn (Tyche's draw): the weights of the listed draws are
    # in proportion to their chances, and the search averages over them (chance_node).
    # NULL: the seat always chooses.
    int (*odds)(const Position* p, int seat, Turn t) noexcept nogil
    # Take out of the owner's state what the `viewer` seat may not know (the order of a deck,
    # which only a referee knows: Tyche's).  The search conceals every seat's secrets from the
    # seat it plays before it starts, so that no choice rests on them.  NULL: no secret.
    void (*conceal)(Position* p, int owner, int viewer) noexcept nogil
    # The states the owner's word may have in the positions the viewer cannot tell from this
    # one, written to states (at most cap), their number returned: each fills in a secret
    # the position keeps out (God.conceal) as far as what the viewer knows allows (Tartarus:
    # every square that may be his Abyss).  0: nothing is hidden from the viewer.  The
    # engine searches those worlds (santorini.engine.worlds).  NULL: no secret.
    int (*worlds)(const Position* p, int owner, int viewer, uint32_t* states, int cap) noexcept nogil
    # As a referee: fix what chance has not decided yet in the seat's state (the order of a
    # deck just shuffled), from the random number r.  NULL: nothing is left to chance.
    void (*deal)(Position* p, int seat, uint64_t r) noexcept nogil
    # The turn the owner has an act due after was never completed: its seat could not play the
    # rest of it (gods/rest.pxd) and is out (three players).  Take back what the owner noted of
    # it, so that nothing closes it (Chaos' reveal).  NULL: nothing to take back.
    void (*withdraw)(Position* p, int owner) noexcept nogil

cdef God GODS[MAX_GODS]


cdef inline void spell_add(Spelling* out, int kind, int sq, bint dome) noexcept nogil:
    """One more step at the end of a spelling."""
    out.kind[out.n] = kind
    out.square[out.n] = sq
    out.dome[out.n] = dome
    out.n += 1

cdef inline const God* god_of(const Position* p, int seat) noexcept nogil:
    """The hooks of the power the seat plays with now."""
    return &GODS[p.held[seat]]


cdef inline const God* card_of(const Position* p, int seat) noexcept nogil:
    """The hooks of the seat's own card (what it does at the start of its turns)."""
    return &GODS[p.seat_god[seat]]


cdef inline int card_seat(const Position* p, int seat) noexcept nogil:
    """The seat whose card the seat's power is: its own, or the one whose power it holds
    (Circe): a card's pieces on the board stay with it (GOD_STATE_ON_CARD), whoever uses them."""
    cdef int other
    if p.seat_god[seat] == p.held[seat]:
        return seat
    for other in range(p.nseats):
        if p.seat_god[other] == p.held[seat]:
            return other
    return seat


cdef inline const God* watcher_of(const Position* p, int seat) noexcept nogil:
    """The card that watches every turn for the seat (God.observe) and whose state_fits judges
    its state: its own, or in the Golden Fleece the Ram's (fleece.pxd: any seat may come to
    hold the power, so what it remembers is every seat's, held or not), or for a seat that
    takes its opponent's power (Circe) a card whose state is every seat's own memory
    (GOD_STATE_PER_SEAT: Eris' mark)."""
    if p.fleece:
        return &GODS[p.fleece]
    cdef int other
    if GODS[p.seat_god[seat]].flags & GOD_TAKES_POWERS:
        for other in range(p.nseats):
            if p.seat_side[other] != p.seat_side[seat] and GODS[p.seat_god[other]].flags & GOD_STATE_PER_SEAT:
                return &GODS[p.seat_god[other]]
    return &GODS[p.seat_god[seat]]


cdef inline bint chance_node(const Position* p, const Turn* turns, int n) noexcept nogil:
    """Are the n listed turns of the seat to act draws, a deck's to decide (God.odds)?"""
    return n > 0 and god_of(p, p.stm).odds != NULL and drawn_card(turns[0]) >= 0


cdef inline void conceal_secrets(Position* p, int viewer) noexcept nogil:
    """Take every secret the viewer may not know out of the position (God.conceal)."""
    cdef int seat
    for seat in range(p.nseats):
        if card_of(p, seat).conceal != NULL:
            card_of(p, seat).conceal(p, seat, viewer)


cdef inline void deal_secrets(Position* p, uint64_t seed) noexcept nogil:
    """As a referee, fix every secret still to be dealt (God.deal), each seat from its own
    number of a stream the seed starts (splitmix64)."""
    cdef int seat
    cdef uint64_t z
    for seat in range(p.nseats):
        if card_of(p, seat).deal != NULL:
            seed += 0x9E3779B97F4A7C15ULL
            z = (seed ^ (seed >> 30)) * 0xBF58476D1CE4E5B9ULL
            z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL
            card_of(p, seat).deal(p, seat, z ^ (z >> 31))


cdef inline int orienting_seat(const Position* p) noexcept nogil:
    """The seat to orient its direction token now (before anyone places, the first in turn
    order from the start seat, Position.opener, with one still to orient: gods.md §5), or -1."""
    cdef int i, seat
    if p.placed:
        return -1
    for i in range(p.nseats):
        seat = (p.opener + i) % p.nseats
        if card_of(p, seat).orienting != NULL and card_of(p, seat).orienting(p, seat):
            return seat
    return -1


cdef inline const Position* seen_by(const Position* p, int seat, Position* buffer) noexcept nogil:
    """The position as `seat` sees it: p, or, where an opponent's card changes that view
    (God.view), a copy in buffer with every such view applied."""
    if not p.viewing:
        return p
    cdef int owner
    cdef bint copied = False
    for owner in range(p.nseats):
        if ((p.viewing & p.alive) >> owner) & 1 and p.seat_side[owner] != p.seat_side[seat]:
            if not copied:
                memcpy(buffer, p, sizeof(Position))
                copied = True
            card_of(p, owner).view(buffer, owner, seat)
    if copied:
        buffer.viewing = 0      # seen once: the entries it is passed on to take it as it is
    return buffer if copied else p


cdef inline Bitboard hidden_from(const Position* p, int seat) noexcept nogil:
    """The workers hidden from `seat` on the real board (GOD_HIDES_WORKERS of an opposing,
    living seat's card): a step of its turn that names one of their squares collides."""
    cdef Bitboard squares = 0
    cdef int owner
    for owner in range(p.nseats):
        if ((p.viewing & p.alive) >> owner) & 1 and p.seat_side[owner] != p.seat_side[seat] \
                and card_of(p, owner).flags & GOD_HIDES_WORKERS:
            squares |= p.side_bb[p.seat_side[owner]]
    return squares


cdef inline bint unseen(const Position* p, int seat) noexcept nogil:
    """Are the seat's workers all hidden from the seat a position was written for (Hecate's, in
    a SFEN for her opponent: placed, none on the board)?  Such a seat is not judged for want of
    a turn: nobody there knows whether it has one."""
    return (card_of(p, seat).flags & GOD_HIDES_WORKERS and not p.side_bb[p.seat_side[seat]]
            and (p.placed >> placer(p, seat)) & 1)


cdef inline Bitboard figure_squares(const Position* p) noexcept nogil:
    """The squares of every seat's figures (God.figures): domes that are no towers."""
    cdef Bitboard squares = 0
    cdef int seat
    if p.figured:
        for seat in range(p.nseats):
            if (p.figured >> seat) & 1:
                squares |= card_of(p, seat).figures(p, seat)
    return squares


cdef inline Bitboard complete_towers(const Position* p) noexcept nogil:
    """The complete towers: domes on level 3, figures and veiled squares left out (Chronus
    counts them)."""
    return p.ge[3] & p.dome & ~figure_squares(p) & ~p.veiled


cdef inline void lift_figures(Position* p, int seat) noexcept nogil:
    """Take the seat's figures off the board (its state keeps where they stand: the
    caller clears or changes it)."""
    cdef Bitboard squares
    if (p.figured >> seat) & 1:
        squares = card_of(p, seat).figures(p, seat)
        while squares:
            lift_dome(p, lsb(squares))
            squares &= squares - 1


cdef inline void eliminate(Position* p, int seat) noexcept nogil:
    """Three players: the seat is out, its workers and figures leave the board."""
    lift_figures(p, seat)
    pos_eliminate(p, seat)


cdef inline void drop_figures(Position* p, int seat) noexcept nogil:
    """Put the seat's figures where its state says (after lift_figures and a new state)."""
    cdef Bitboard squares
    if (p.figured >> seat) & 1:
        squares = card_of(p, seat).figures(p, seat)
        while squares:
            build(p, lsb(squares), True)
            squares &= squares - 1

cdef void god_defaults(God* g) noexcept nogil
# The ordinary turn's hooks, for a god whose turns are ordinary but at times (Gaea, Tyche and
# Tartarus, while they act between turns).
cdef void default_gen(Gen* g) noexcept nogil
cdef long default_count(const Position* p, const Limits* lim) noexcept nogil
cdef Bitboard default_win_squares(const Position* p, int seat, const Limits* lim) noexcept nogil
cdef void god_settings(God* g, uint32_t settings) noexcept nogil
cdef void bind_gods(Position* p) noexcept nogil
cdef void spell_steps(Turn t, Spelling* out) noexcept nogil
cdef void spell_chosen_kills(const Position* p, const Turn* turns, int n, Spelling* out) noexcept nogil
