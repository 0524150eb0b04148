# CorePosition: the thin Python handle on a C Position.  It owns the position,
# its undo stack and a turn buffer; every method is a short wrapper around the
# nogil functions, which never see a Python object.
import threading

from libc.stdint cimport uint32_t, uint64_t
from libc.stdlib cimport malloc, realloc, free
from libc.string cimport memcpy

from santorini._core.bitboard cimport Bitboard, lsb
from santorini._core.eval cimport evaluate
from santorini._core.game cimport do_turn, undo_turn, settle, judge, game_result, acting_between
from santorini._core.god cimport (
    God, god_of, card_of, watcher_of, figure_squares, drop_figures, GOD_TAKES_POWERS, GOD_STATE_UNTIL_OWN_TURN, Spelling, bind_gods, MAX_SPELLING, SPELL_MOVE, SPELL_BUILD, SPELL_SWITCH, SPELL_PLACE, SPELL_FORCE,
    SPELL_REMOVE, SPELL_PASS, SPELL_RAM, SPELL_KILL, SPELL_BIND, SPELL_TOKEN, SPELL_ORIENT, SPELL_DRAW, SPELL_ABYSS, SPELL_FATE, STAGE_FIRST,
    chance_node, conceal_secrets, deal_secrets, hidden_from, STAGE_REST, VERDICT_DEFERRED,
)
from santorini._core.fleece cimport hand_fleece
from santorini._core.gods.registry import GOD_IDS
from santorini._core.movegen cimport turns_listed, count_turns, has_turn, lost_with_no_turn, spell_turns, win_targets, gen_staged, MAX_TURNS
from santorini._core.perft cimport perft, MAX_PERFT_DEPTH
from santorini._core.playout cimport random_game
from santorini._core.position cimport (
    Position, Undo, MAX_SEATS, NO_WINNER, RESULT_NONE, RESULT_CLIMB, RESULT_POWER,
    RESULT_NO_TURN, RESULT_LAST_STANDING, pos_clear, pos_set_height, pos_set_dome,
    pos_put_worker, pos_set_god, pos_set_god_state, pos_set_held, pos_change_card_data, pos_compute_key, place_ram,
    TRAIT_FEMALE, TRAIT_SECOND, Z_RESUME, placer, all_placed, worker_seat, side_at, remove_worker,
)
from santorini._core.tokens cimport parse_spelling
from santorini._core.turn cimport (
    Turn, NO_TURN, turn_wins, turn_from_int, turn_to_int, WIN_BIT, MARK_BIT, ONCE_BIT, TRUCE_BIT, TAKEN_BIT,
)

#: The bits of a packed turn that flag what it does (it wins, spends a power, ...), not which
#: turn it is: a turn of the position a seat sees and of a world it cannot tell from it (a
#: secret that decides who wins) differ there alone.
TURN_FLAGS = sum(1 << bit for bit in (WIN_BIT, MARK_BIT, ONCE_BIT, TRUCE_BIT, TAKEN_BIT))

#: Token step kinds (santorini.notation's names) by the core's SPELL_* codes.
STEP_NAMES = {SPELL_MOVE: "move", SPELL_BUILD: "build", SPELL_SWITCH: "switch",
              SPELL_PLACE: "place", SPELL_FORCE: "force", SPELL_REMOVE: "remove", SPELL_PASS: "pass", SPELL_RAM: "ram",
              SPELL_KILL: "kill", SPELL_BIND: "bind", SPELL_TOKEN: "token", SPELL_ORIENT: "orient",
              SPELL_DRAW: "draw", SPELL_ABYSS: "abyss", SPELL_FATE: "fate"}
_STEP_CODES = {name: code for code, name in STEP_NAMES.items()}

# Counts this deep take long enough to run in a thread that Ctrl-C can stop.
cdef int THREADED_PERFT_DEPTH = 4

#: Why a game ended, by the core's RESULT_* codes.
RESULT_NAMES = {RESULT_CLIMB: "climb", RESULT_POWER: "power", RESULT_NO_TURN: "no-turn",
                RESULT_LAST_STANDING: "last-standing"}
_GOD_NAMES = {index: name for name, index in GOD_IDS.items()}

cdef void marked_reason(Position* p) noexcept nogil:
    """A SFEN's winner mark says who won, not why (set_turn_state reads a climb): a loser to
    move with no turn to complete lost by it, unless a worker of the winning side stands on
    level 3, where a climb leaves it."""
    if (p.winner != NO_WINNER and p.result == RESULT_CLIMB and not p.side_bb[p.winner] & p.ge[3]
            and lost_with_no_turn(p)):
        p.result = RESULT_NO_TURN


cdef class CorePosition:
    def __cinit__(self, int nseats=2, bint own_pairs=False):
        if nseats < 2 or nseats > MAX_SEATS:
            raise ValueError(f"player count must be 2, 3 or 4, not {nseats}")
        if own_pairs and nseats != 4:
            raise ValueError(f"teammates with their own workers need 4 players, not {nseats}")
        pos_clear(&self.pos, nseats, own_pairs)
        bind_gods(&self.pos)
        self.capacity = 64
        self.history = <HistoryEntry*>malloc(self.capacity * sizeof(HistoryEntry))
        self.room = MAX_TURNS
        self.buffer = <Turn*>malloc(MAX_TURNS * sizeof(Turn))
        self.spellings = <Spelling*>malloc(MAX_TURNS * sizeof(Spelling))
        if self.history == NULL or self.buffer == NULL or self.spellings == NULL:
            raise MemoryError()
        self.ply = 0

    def __dealloc__(self):
        free(self.history)
        free(self.buffer)
        free(self.spellings)

    # -- set-up ---------------------------------------------------------------

    def set_height(self, int sq, int h, bint dome=False):
        _check_square(sq)
        if h < 0 or h > 3:
            raise ValueError(f"height must be 0..3, not {h}")
        pos_set_height(&self.pos, sq, h)
        pos_set_dome(&self.pos, sq, dome)

    def put_worker(self, int sq, int letter, bint female=False):
        """A worker of the side with that letter (0 for A ...); with own pairs the letters are
        the seats' (A and C are one team's)."""
        _check_square(sq)
        if letter < 0 or letter >= self.letters:
            raise ValueError(f"no side {letter} with {self.pos.nseats} players")
        if (self.pos.occ >> sq) & 1:
            raise ValueError(f"square {sq} already holds a worker")
        cdef int traits = (TRAIT_FEMALE if female else 0) | (TRAIT_SECOND if letter >= self.pos.nsides else 0)
        pos_put_worker(&self.pos, sq, letter % self.pos.nsides, traits)

    def set_god(self, int seat, str name, unsigned int state=0):
        """Give a seat a god the core plays (ValueError otherwise) and its state word."""
        if seat < 0 or seat >= self.pos.nseats:
            raise ValueError(f"no seat {seat}")
        if name not in GOD_IDS:
            raise ValueError(f"god {name!r} is not implemented in the core")
        pos_set_god(&self.pos, seat, GOD_IDS[name])
        bind_gods(&self.pos)
        pos_set_god_state(&self.pos, seat, state)

    def set_state(self, int seat, unsigned int state):
        """The state word of the power the seat plays with now."""
        if seat < 0 or seat >= self.pos.nseats:
            raise ValueError(f"no seat {seat}")
        pos_set_god_state(&self.pos, seat, state)

    def god_state(self, int seat):
        return self.pos.god_state[seat]

    def set_held(self, int seat, str name):
        """The power a seat plays with now, if not its own card's (Circe holding her opponent's)."""
        if seat < 0 or seat >= self.pos.nseats:
            raise ValueError(f"no seat {seat}")
        if name not in GOD_IDS:
            raise ValueError(f"god {name!r} is not implemented in the core")
        pos_set_held(&self.pos, seat, GOD_IDS[name])

    def set_night(self, int seat, str name):
        """The Night Power the seat's card brings into the game (Nyx)."""
        if seat < 0 or seat >= self.pos.nseats:
            raise ValueError(f"no seat {seat}")
        if name not in GOD_IDS or GOD_IDS[name] == 0:
            raise ValueError(f"god {name!r} is not implemented in the core")
        self.pos.night[seat] = GOD_IDS[name]
        bind_gods(&self.pos)
        self.pos.key = pos_compute_key(&self.pos)

    def night(self, int seat):
        """The seat's Night Power, or None."""
        return _GOD_NAMES[self.pos.night[seat]] if self.pos.night[seat] else None

    def observe_loaded(self):
        """Let every card that watches the turns bring what it keeps in line with a position
        set up from outside (God.observe with no turn: Nyx's holdings follow the towers)."""
        cdef int seat
        for seat in range(self.pos.nseats):
            if ((self.pos.watching & self.pos.alive) >> seat) & 1:
                watcher_of(&self.pos, seat).observe(&self.pos, seat, -1, NULL)

    def start_disagrees(self):
        """For a seat to move whose card decides at its turn's start what power it holds
        (Circe): the power that decision gives, when the position says another; else None."""
        cdef Position after
        cdef const God* card = card_of(&self.pos, self.pos.stm)
        if not card.flags & GOD_TAKES_POWERS or card.start_turn == NULL:
            return None
        memcpy(&after, &self.pos, sizeof(Position))
        card.start_turn(&after, after.stm)
        if after.held[after.stm] == self.pos.held[self.pos.stm]:
            return None
        return _GOD_NAMES[after.held[after.stm]]

    def stray_extra_turns(self):
        """Seats whose power says they are in extra turns (Dionysus) but are not to move."""
        cdef int seat
        cdef const God* god
        out = []
        for seat in range(self.pos.nseats):
            god = god_of(&self.pos, seat)
            if (seat != self.pos.stm and seat != self.pos.resume - 1 and god.extra_turn != NULL
                    and god.extra_turn(&self.pos, seat)):
                out.append(seat)
        return out

    def states_misfitting(self):
        """Seats whose state does not fit the position (God.state_fits: Clio's coins), and
        between turns the seat to move when another is due to act first (game.acting_between)."""
        cdef int seat
        cdef const God* card
        out = []
        for seat in range(self.pos.nseats):
            card = watcher_of(&self.pos, seat)
            if (self.pos.alive >> seat) & 1 and card.state_fits != NULL and not card.state_fits(&self.pos, seat):
                out.append(seat)
        if self.pos.resume and acting_between(&self.pos, self.pos.resume - 1) != self.pos.stm:
            if self.pos.stm not in out:
                out.append(self.pos.stm)
        return out

    @property
    def opener(self):
        """The start seat (0-based) while direction tokens are oriented before anyone places."""
        return self.pos.opener

    def set_opener(self, seat):
        """The start seat of a position whose direction tokens are still oriented (set after
        set_turn_state, which makes it the seat to act)."""
        if not isinstance(seat, int) or not 0 <= seat < self.pos.nseats:
            raise ValueError(f"no seat {seat!r}")
        self.pos.opener = seat

    @property
    def resume(self):
        """While the seat to move acts between turns (Gaea's placement), the seat (0-based)
        whose turn play comes back to; else None."""
        return self.pos.resume - 1 if self.pos.resume else None

    def set_resume(self, seat):
        """The seat whose turn play comes back to (set after set_turn_state): the seat to
        move must be one whose card acts between turns (God.interjects, God.pending)."""
        if not isinstance(seat, int) or not 0 <= seat < self.pos.nseats:
            raise ValueError(f"no seat {seat!r}")
        if card_of(&self.pos, self.pos.stm).interjects == NULL and card_of(&self.pos, self.pos.stm).pending == NULL:
            raise ValueError(f"seat {self.pos.stm + 1} to move does not act between turns")
        if self.pos.resume:
            self.pos.key ^= Z_RESUME[self.pos.resume - 1]
        self.pos.resume = seat + 1
        self.pos.key ^= Z_RESUME[seat]

    def mark_placed(self, int seat):
        """The seat's workers count as placed though none stands on the board (a power took
        them all): with own pairs a SFEN cannot tell that from a seat still to place."""
        if not 0 <= seat < self.pos.nseats:
            raise ValueError(f"no seat {seat!r}")
        self.pos.placed |= 1 << placer(&self.pos, seat)
        self.pos.key = pos_compute_key(&self.pos)

    @property
    def placing(self):
        """Is some seat still to place its workers?"""
        return not all_placed(&self.pos)

    def orientations_due(self):
        """Seats whose card has its direction token still to orient (God.orienting: Siren's
        Song, Aeolus' wind in the original text), which they do before anyone places.  A
        seat whose power another holds (Circe) holds no token either: it went with the power."""
        cdef int seat
        cdef const God* card
        out = []
        for seat in range(self.pos.nseats):
            card = card_of(&self.pos, seat)
            if ((self.pos.alive >> seat) & 1 and card.orienting != NULL and self.pos.held[seat] == self.pos.seat_god[seat]
                    and card.orienting(&self.pos, seat)):
                out.append(seat)
        return out

    def set_fleece(self, str name):
        """The Golden Fleece variant with the Ram's power `name` (2 players; the seats' cards stay mortal)."""
        if self.pos.nseats != 2:
            raise ValueError("the Golden Fleece is played by 2 players")
        if name not in GOD_IDS or GOD_IDS[name] == 0:
            raise ValueError(f"god {name!r} is not implemented in the core")
        self.pos.fleece = GOD_IDS[name]
        bind_gods(&self.pos)
        self.pos.key = pos_compute_key(&self.pos)

    @property
    def fleece(self):
        """The Ram's power, or None outside the Golden Fleece variant."""
        return _GOD_NAMES[self.pos.fleece] if self.pos.fleece else None

    def place_ram(self, int sq):
        """Put the Ram on an empty ground-level square (set-up from a position string)."""
        _check_square(sq)
        if not self.pos.fleece or self.pos.ram:
            raise ValueError("the Ram is placed once, in the Golden Fleece variant")
        if (self.pos.occ | self.pos.dome | self.pos.ge[1]) >> sq & 1:
            raise ValueError(f"the Ram needs an empty ground-level square, not {sq}")
        place_ram(&self.pos, sq)

    def place_figures(self):
        """Put each seat's figures (Europa's Talus) where its state says, once the board
        is set up: ValueError(seat, square) if one would stand on a worker or a dome."""
        cdef Bitboard squares
        cdef int seat
        for seat in range(self.pos.nseats):
            if (self.pos.figured >> seat) & 1:
                squares = card_of(&self.pos, seat).figures(&self.pos, seat)
                squares &= self.pos.occ | self.pos.dome
                if squares:
                    raise ValueError(seat, lsb(squares))
                drop_figures(&self.pos, seat)

    def figures(self):
        """The squares of the seats' figures: domes to the rules, shown by the seats' states."""
        cdef Bitboard squares = figure_squares(&self.pos)
        return [sq for sq in range(25) if (squares >> sq) & 1]

    @property
    def ram(self):
        """The Ram's square, or None before it is placed."""
        return self.pos.ram - 1 if self.pos.ram else None

    def hand_fleece(self):
        """Give the Ram's power to the seats next to it, as at the start of a turn."""
        hand_fleece(&self.pos, -1)

    def held(self, int seat):
        """The name of the power a seat plays with now."""
        return _GOD_NAMES[self.pos.held[seat]]

    def card_data(self, int i):
        """Word i (0 or 1) of the data a card keeps beside the power it holds (Chaos' deck)."""
        if i < 0 or i > 1:
            raise ValueError(f"no card data word {i}")
        return self.pos.card_data[i]

    def set_card_data(self, int i, uint64_t word):
        """Set word i of the card's data, as read from a SFEN (the key follows)."""
        if i < 0 or i > 1:
            raise ValueError(f"no card data word {i}")
        pos_change_card_data(&self.pos, i, word)

    def set_rulings(self, unsigned int bits):
        """The RULE_* bits of the rulings whose alternative is in force (rulings.py names them)."""
        if bits > 255:
            raise ValueError(f"ruling bits out of range: {bits}")
        self.pos.rulings = bits

    @property
    def rulings(self):
        return self.pos.rulings

    def set_turn_state(self, stm, round, alive, winner):
        """Seat to act, round (1..65535), bit set of seats in play, winning side or -1."""
        if not isinstance(stm, int) or not 0 <= stm < self.pos.nseats:
            raise ValueError(f"no seat {stm!r}")
        if not isinstance(round, int) or not 1 <= round <= 65535:
            raise ValueError(f"round must be 1..65535, not {round!r}")
        if not isinstance(alive, int) or not isinstance(winner, int):
            raise ValueError("alive and winner must be whole numbers")
        self.pos.stm = stm
        self.pos.opener = stm
        self.pos.round = round
        if card_of(&self.pos, stm).flags & GOD_STATE_UNTIL_OWN_TURN and card_of(&self.pos, stm).start_turn != NULL:
            card_of(&self.pos, stm).start_turn(&self.pos, stm)     # what would have ended as its turn began
        self.pos.alive = alive & ((1 << self.pos.nseats) - 1)
        self.pos.winner = winner if 0 <= winner < self.pos.nsides else NO_WINNER
        # A SFEN marks the winner, not why: the last seat standing, else a climb (settle tells
        # the other reasons once the board is read).
        if self.pos.winner == NO_WINNER:
            self.pos.result = RESULT_NONE
        elif self.pos.nsides > 2 and bin(self.pos.alive).count("1") == 1:
            self.pos.result = RESULT_LAST_STANDING
        else:
            self.pos.result = RESULT_CLIMB
        self.pos.key = pos_compute_key(&self.pos)

    def settle(self):
        """The gods' win conditions, then eliminate seats that cannot move (3 players),
        as after every turn; then why a game the SFEN marks as won ended (marked_reason)."""
        judge(&self.pos)
        settle(&self.pos)
        marked_reason(&self.pos)

    def copy(self, bint history=True):
        """A new handle with the same position and (unless history=False) the same undo stack."""
        cdef CorePosition other = CorePosition(self.pos.nseats)
        memcpy(&other.pos, &self.pos, sizeof(Position))
        if history:
            while other.capacity < self.ply:
                other._grow()
            memcpy(other.history, self.history, self.ply * sizeof(HistoryEntry))
            other.ply = self.ply
        return other

    # -- reading --------------------------------------------------------------

    @property
    def nseats(self):
        return self.pos.nseats

    @property
    def nsides(self):
        return self.pos.nsides

    @property
    def stm(self):
        return self.pos.stm

    @property
    def round(self):
        return self.pos.round

    @property
    def winner(self):
        return self.pos.winner

    @property
    def alive(self):
        return self.pos.alive

    @property
    def key(self):
        return self.pos.key

    @property
    def ply(self):
        return self.ply

    @property
    def own_pairs(self):
        return bool(self.pos.own_pairs)

    @property
    def letters(self):
        """How many worker letters there are: the sides, or with own pairs the seats."""
        return self.pos.nseats if self.pos.own_pairs else self.pos.nsides

    def seat_side(self, int seat):
        """The letter of the seat's workers (0 for A ...): its side's, with own pairs its own."""
        return seat if self.pos.own_pairs else self.pos.seat_side[seat]

    def heights(self):
        return [self.pos.height[sq] for sq in range(25)]

    def domes(self):
        return [bool((self.pos.dome >> sq) & 1) for sq in range(25)]

    def workers(self):
        """(square, letter, female) for every worker, by square (letters as put_worker's)."""
        out = []
        cdef int sq
        for sq in range(25):
            if (self.pos.occ >> sq) & 1:
                out.append((sq, worker_seat(&self.pos, sq) if self.pos.own_pairs else side_at(&self.pos, sq),
                            bool((self.pos.female >> sq) & 1)))
        return out

    def win_squares(self):
        """Squares onto which the seat to act wins by moving (what the search asks)."""
        cdef Bitboard squares = win_targets(&self.pos, self.pos.stm, -1)
        return [sq for sq in range(25) if (squares >> sq) & 1]

    def evaluate(self):
        """The static evaluation from the view of the seat to act (centi-levels)."""
        return evaluate(&self.pos, self.pos.seat_side[self.pos.stm])

    def compute_key(self):
        """The key recomputed from scratch (tests compare it with `key`)."""
        return pos_compute_key(&self.pos)

    # -- turns ----------------------------------------------------------------

    cdef int listed(self) except -1:
        """Every legal turn into self.buffer (grown when they do not fit; the spellings
        buffer with it): their number."""
        cdef int n
        cdef Turn* turns = turns_listed(&self.pos, False, self.buffer, self.room, &n)
        cdef Spelling* spellings
        if turns == NULL:
            raise MemoryError()
        if turns != self.buffer:
            spellings = <Spelling*>realloc(self.spellings, <size_t>n * sizeof(Spelling))
            if spellings == NULL:
                free(turns)
                raise MemoryError()
            free(self.buffer)
            self.buffer = turns
            self.spellings = spellings
            self.room = n
        return n

    def legal_turns(self):
        cdef int n = self.listed()
        return [turn_to_int(self.buffer[i]) for i in range(n)]

    def staged_turns(self):
        """(first, rest): the turns as the search lists them, in two stages (movegen's
        gen_staged); rest is empty unless the first stage deferred some."""
        cdef int verdicts
        cdef int n = gen_staged(&self.pos, self.buffer, MAX_TURNS, STAGE_FIRST, &verdicts)
        first = [turn_to_int(self.buffer[i]) for i in range(n)]
        n = gen_staged(&self.pos, self.buffer, MAX_TURNS, STAGE_REST, &verdicts) if verdicts & VERDICT_DEFERRED else 0
        return first, [turn_to_int(self.buffer[i]) for i in range(n)]

    def spelled_turns(self):
        """[(turn, start square or None, ((step kind, square, dome), ...))] for every
        legal turn, spelled canonically (the steps a token writes)."""
        cdef int n = self.listed()
        spell_turns(&self.pos, self.buffer, n, self.spellings)
        return [(turn_to_int(self.buffer[i]),) + _spelling_to_py(&self.spellings[i]) for i in range(n)]

    def chance_odds(self):
        """[(turn, weight)] for every legal turn when a deck, not the seat to act, decides
        them (Tyche's draw: God.odds), the weights in proportion to their chances; [] else."""
        cdef int n = self.listed()
        cdef int i
        if not chance_node(&self.pos, self.buffer, n):
            return []
        odds = god_of(&self.pos, self.pos.stm).odds
        return [(turn_to_int(self.buffer[i]), odds(&self.pos, self.pos.stm, self.buffer[i])) for i in range(n)]

    def conceal(self, int viewer):
        """Take out of the position what the seat `viewer` may not know (God.conceal)."""
        if not 0 <= viewer < self.pos.nseats:
            raise ValueError(f"no seat {viewer} in a {self.pos.nseats}-seat position")
        conceal_secrets(&self.pos, viewer)

    def hide_workers(self, int viewer):
        """Take off the board the workers hidden from the seat `viewer` (GOD_HIDES_WORKERS:
        Hecate's), as a SFEN written for it shows the position; their sides stay placed."""
        if not 0 <= viewer < self.pos.nseats:
            raise ValueError(f"no seat {viewer} in a {self.pos.nseats}-seat position")
        cdef Bitboard squares = hidden_from(&self.pos, viewer)
        while squares:
            remove_worker(&self.pos, lsb(squares), side_at(&self.pos, lsb(squares)))
            squares &= squares - 1

    def worlds(self, int viewer):
        """[(seat, [state words])] for each seat with a secret the seat `viewer` may not know
        (God.worlds): the states that seat may be in, as far as the viewer can tell."""
        cdef uint32_t states[32]
        cdef int seat, n
        if not 0 <= viewer < self.pos.nseats:
            raise ValueError(f"no seat {viewer} in a {self.pos.nseats}-seat position")
        found = []
        for seat in range(self.pos.nseats):
            if card_of(&self.pos, seat).worlds != NULL:
                n = card_of(&self.pos, seat).worlds(&self.pos, seat, viewer, states, 32)
                if n:
                    found.append((seat, [states[i] for i in range(n)]))
        return found

    def deal(self, uint64_t seed):
        """As a referee, fix every secret chance has not decided yet (God.deal) from the
        seed; the position keeps its history (a pop takes back the turn before)."""
        deal_secrets(&self.pos, seed)

    def is_legal(self, turn):
        """True when turn (a packed int) is a legal turn of this position."""
        cdef Turn t = turn_from_int(turn)
        cdef int n = self.listed()
        cdef int i
        for i in range(n):
            if self.buffer[i] == t:
                return True
        return False

    def spell(self, turn):
        """(start square or None, steps) of one legal turn, as spelled_turns gives them."""
        cdef Turn t = turn_from_int(turn)
        spell_turns(&self.pos, &t, 1, self.spellings)
        return _spelling_to_py(&self.spellings[0])

    def parse(self, start, steps):
        """The legal turn that a token's steps spell (any legal spelling), or None.

        start is the first square (None for a placement); steps are
        (kind, square, dome) with santorini.notation's kind names.
        """
        cdef Spelling s
        cdef Turn t
        if len(steps) > MAX_SPELLING:
            return None
        s.start = -1 if start is None else start
        s.n = 0
        for kind, square, dome in steps:
            if kind not in _STEP_CODES or not 0 <= square < (32 if kind == "draw" else 25):
                return None
            s.kind[s.n] = _STEP_CODES[kind]
            s.square[s.n] = square
            s.dome[s.n] = bool(dome)
            s.n += 1
        t = parse_spelling(&self.pos, &s, self.buffer, self.spellings)
        return None if t == NO_TURN else turn_to_int(t)

    def count_turns(self):
        return count_turns(&self.pos)

    def has_turn(self):
        return has_turn(&self.pos)

    def result(self):
        """None while the game goes on, else (winning side, reason, god or None):
        reason is 'climb', 'power' (the god's condition), 'no-turn' or 'last-standing'."""
        cdef int winner, god
        cdef int reason = game_result(&self.pos, &winner, &god)
        if reason == RESULT_NONE:
            return None
        return winner, RESULT_NAMES[reason], _GOD_NAMES.get(god) if reason == RESULT_POWER else None

    def push(self, turn):
        """Play a turn; the caller has checked that it is legal."""
        cdef Turn t = turn_from_int(turn)
        if self.ply == self.capacity:
            self._grow()
        self.history[self.ply].turn = t
        do_turn(&self.pos, t, &self.history[self.ply].undo)
        self.ply += 1

    def pop(self):
        if self.ply == 0:
            raise IndexError("pop from an empty move stack")
        self.ply -= 1
        undo_turn(&self.pos, &self.history[self.ply].undo)
        return turn_to_int(self.history[self.ply].turn)

    cdef void _grow(self) except *:
        cdef HistoryEntry* bigger = <HistoryEntry*>realloc(
            self.history, 2 * self.capacity * sizeof(HistoryEntry))
        if bigger == NULL:
            raise MemoryError()
        self.history = bigger
        self.capacity *= 2

    # -- counting -------------------------------------------------------------

    def perft(self, depth):
        """Leaves of the legal-turn tree `depth` turns deep.

        Runs without the GIL in a worker thread for deep counts, so Ctrl-C
        (KeyboardInterrupt) and interrupt() from another thread end it at once;
        an interrupted count returns None.
        """
        cdef int d = _perft_depth(depth, 0)
        cdef Turn* buffers = <Turn*>malloc(<size_t>(d + 1) * MAX_TURNS * sizeof(Turn))
        if buffers == NULL:
            raise MemoryError()
        self.stop_flag = 0
        box = []
        try:
            if d < THREADED_PERFT_DEPTH:
                box.append(self._perft(d, buffers))
            else:
                done = threading.Event()
                threading.Thread(target=self._perft_into, args=(d, <size_t>buffers, box, done), daemon=True).start()
                try:
                    while not done.wait(0.05):
                        pass
                except BaseException:
                    # The count must unwind (undoing its turns) before the position is used.
                    self.stop_flag = 1
                    done.wait()
                    raise
        finally:
            free(buffers)
        return None if self.stop_flag else box[0]

    def interrupt(self):
        """End a running perft (from another thread): it returns None."""
        self.stop_flag = 1

    def _perft_into(self, int depth, size_t buffers, list box, done):
        try:
            box.append(self._perft(depth, <Turn*>buffers))
        finally:
            done.set()

    cdef unsigned long long _perft(self, int depth, Turn* buffers):
        cdef unsigned long long n
        with nogil:
            n = perft(&self.pos, depth, buffers, &self.stop_flag)
        return n

    def perft_divide(self, depth):
        """[(turn, leaves)] for every legal turn; depth >= 1.  None if interrupted."""
        cdef int d = _perft_depth(depth, 1)
        out = []
        for turn in self.legal_turns():
            self.push(turn)
            try:
                count = self.perft(d - 1)
            finally:
                self.pop()
            if count is None:
                return None
            out.append((turn, count))
        return out

    def random_games(self, long games, uint64_t seed):
        """Play `games` random games from this position inside the core.

        Returns the total number of turns played.  The position is unchanged.
        """
        cdef Position scratch
        cdef uint64_t rng = seed * 0x9E3779B97F4A7C15ULL + 1
        cdef long long plies = 0
        cdef long g
        with nogil:
            for g in range(games):
                memcpy(&scratch, &self.pos, sizeof(Position))
                plies += random_game(&scratch, &rng, self.buffer)
        return plies


def _perft_depth(depth, int least):
    """A perft depth as a C int, or ValueError (never OverflowError)."""
    if not isinstance(depth, int) or isinstance(depth, bool):
        raise ValueError(f"perft depth must be an integer, not {depth!r}")
    if depth < least or depth > MAX_PERFT_DEPTH:
        raise ValueError(f"perft depth must be {least}..{MAX_PERFT_DEPTH}, not {depth}")
    return depth


def _check_square(int sq):
    if sq < 0 or sq >= 25:
        raise ValueError(f"square index out of range: {sq}")


cdef tuple _spelling_to_py(const Spelling* s):
    return (None if s.start < 0 else s.start,
            tuple((STEP_NAMES[s.kind[i]], s.square[i], bool(s.dome[i])) for i in range(s.n)))


def turn_is_win(turn):
    """True for a turn that wins the game."""
    return bool(turn_wins(turn_from_int(turn)))
