# CorePosition: the thin Python handle on a C Position.  It owns the position,
# its undo stack and a turn buffer; every method is a short wrapper around the
# nogil functions, which never see a Python object.
from libc.stdint cimport uint64_t
from libc.stdlib cimport malloc, realloc, free
from libc.string cimport memcpy

from santorini._core.bitboard cimport square_bb
from santorini._core.eval cimport evaluate
from santorini._core.movegen cimport gen_turns, count_turns, has_turn, climb_blocked, MAX_TURNS
from santorini._core.perft cimport perft
from santorini._core.playout cimport random_game
from santorini._core.position cimport (
    Position, Undo, MAX_SIDES, MAX_SEATS, NO_WINNER, pos_clear, pos_set_height,
    pos_set_dome, pos_put_worker, pos_set_god, pos_set_god_state, pos_compute_key,
)
from santorini._core.game cimport do_turn, undo_turn, settle
from santorini._core.powers import GOD_IDS
from santorini._core.turn cimport (
    Turn, turn_src, turn_dst, turn_mid, turn_bld1, turn_bld2, turn_src2, turn_dst2,
    turn_flags, TF_PLACE, TF_MOVE, TF_MID, TF_BUILD1, TF_BUILD2, TF_DOME1, TF_DOME2,
    TF_PREBUILD, TF_SECOND, TF_WIN,
)

cdef class CorePosition:
    def __cinit__(self, int nseats=2):
        if nseats < 2 or nseats > MAX_SEATS:
            raise ValueError(f"player count must be 2, 3 or 4, not {nseats}")
        pos_clear(&self.pos, nseats)
        self.capacity = 64
        self.history = <HistoryEntry*>malloc(self.capacity * sizeof(HistoryEntry))
        self.buffer = <Turn*>malloc(MAX_TURNS * sizeof(Turn))
        if self.history == NULL or self.buffer == NULL:
            raise MemoryError()
        self.ply = 0

    def __dealloc__(self):
        free(self.history)
        free(self.buffer)

    # -- set-up ---------------------------------------------------------------

    def set_height(self, int sq, int h, bint dome=False):
        _check_square(sq)
        if h < 0 or h > 3:
            raise ValueError(f"height must be 0..3, not {h}")
        pos_set_height(&self.pos, sq, h)
        pos_set_dome(&self.pos, sq, dome)

    def put_worker(self, int sq, int side, bint female=False):
        _check_square(sq)
        if side < 0 or side >= self.pos.nsides:
            raise ValueError(f"no side {side} with {self.pos.nseats} players")
        if (self.pos.occ >> sq) & 1:
            raise ValueError(f"square {sq} already holds a worker")
        pos_put_worker(&self.pos, sq, side, female)

    def set_god(self, int seat, str name, unsigned int state=0):
        """Give a seat a god the core plays (ValueError otherwise) and its state word."""
        if seat < 0 or seat >= self.pos.nseats:
            raise ValueError(f"no seat {seat}")
        if name not in GOD_IDS:
            raise ValueError(f"god {name!r} is not implemented in the core")
        pos_set_god(&self.pos, seat, GOD_IDS[name])
        pos_set_god_state(&self.pos, seat, state)

    def god_state(self, int seat):
        return self.pos.god_state[seat]

    def seat_features(self, int seat):
        return self.pos.seat_feat[seat]

    def set_turn_state(self, int stm, int round, int alive, int winner):
        if stm < 0 or stm >= self.pos.nseats:
            raise ValueError(f"no seat {stm}")
        if round < 1 or round > 65535:
            raise ValueError(f"round out of range: {round}")
        self.pos.stm = stm
        self.pos.round = round
        self.pos.alive = alive & ((1 << self.pos.nseats) - 1)
        self.pos.winner = winner if 0 <= winner < self.pos.nsides else NO_WINNER
        self.pos.key = pos_compute_key(&self.pos)

    def settle(self):
        """Eliminate seats that cannot move (3 players), as after every turn."""
        settle(&self.pos, NULL)

    def copy(self):
        """A new handle with the same position and an empty history."""
        cdef CorePosition other = CorePosition(self.pos.nseats)
        memcpy(&other.pos, &self.pos, sizeof(Position))
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

    def seat_side(self, int seat):
        return self.pos.seat_side[seat]

    def heights(self):
        return [self.pos.height[sq] for sq in range(25)]

    def domes(self):
        return [bool((self.pos.dome >> sq) & 1) for sq in range(25)]

    def workers(self):
        """(square, side, female) for every worker, by square."""
        out = []
        cdef int sq, side
        for sq in range(25):
            if (self.pos.occ >> sq) & 1:
                for side in range(MAX_SIDES):
                    if (self.pos.side_bb[side] >> sq) & 1:
                        out.append((sq, side, bool((self.pos.female >> sq) & 1)))
        return out

    def evaluate(self):
        """The static evaluation from the view of the seat to act (centi-levels)."""
        return evaluate(&self.pos, self.pos.seat_side[self.pos.stm])

    def compute_key(self):
        """The key recomputed from scratch (tests compare it with `key`)."""
        return pos_compute_key(&self.pos)

    # -- turns ----------------------------------------------------------------

    def legal_turns(self):
        cdef int n = gen_turns(&self.pos, self.buffer)
        return [self.buffer[i] for i in range(n)]

    def count_turns(self):
        return count_turns(&self.pos)

    def has_turn(self):
        return has_turn(&self.pos)

    def climb_blocked(self):
        """An opponent's power (Athena) forbids the seat to act to move up."""
        return climb_blocked(&self.pos, self.pos.stm, -1)

    def push(self, Turn turn):
        """Play a turn; the caller has checked that it is legal."""
        if self.ply == self.capacity:
            self._grow()
        self.history[self.ply].turn = turn
        do_turn(&self.pos, turn, &self.history[self.ply].undo)
        self.ply += 1

    def pop(self):
        if self.ply == 0:
            raise IndexError("pop from an empty move stack")
        self.ply -= 1
        undo_turn(&self.pos, self.history[self.ply].turn, &self.history[self.ply].undo)
        return self.history[self.ply].turn

    cdef void _grow(self) except *:
        cdef HistoryEntry* bigger = <HistoryEntry*>realloc(
            self.history, 2 * self.capacity * sizeof(HistoryEntry))
        if bigger == NULL:
            raise MemoryError()
        self.history = bigger
        self.capacity *= 2

    # -- counting -------------------------------------------------------------

    def perft(self, int depth):
        if depth < 0:
            raise ValueError("perft depth must be >= 0")
        cdef Turn* buffers = <Turn*>malloc((depth + 1) * MAX_TURNS * sizeof(Turn))
        if buffers == NULL:
            raise MemoryError()
        cdef unsigned long long n
        with nogil:
            n = perft(&self.pos, depth, buffers)
        free(buffers)
        return n

    def perft_divide(self, int depth):
        """[(turn, leaves)] for every legal turn; depth >= 1."""
        if depth < 1:
            raise ValueError("perft divide needs depth >= 1")
        out = []
        cdef Undo undo
        for turn in self.legal_turns():
            do_turn(&self.pos, turn, &undo)
            out.append((turn, self.perft(depth - 1)))
            undo_turn(&self.pos, turn, &undo)
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


def _check_square(int sq):
    if sq < 0 or sq >= 25:
        raise ValueError(f"square index out of range: {sq}")


def turn_fields(Turn turn):
    """The packed fields as a dict (for printers that need more than turn_steps)."""
    return {
        "flags": turn_flags(turn), "src": turn_src(turn), "dst": turn_dst(turn),
        "mid": turn_mid(turn), "bld1": turn_bld1(turn), "bld2": turn_bld2(turn),
        "src2": turn_src2(turn), "dst2": turn_dst2(turn),
        "move": bool(turn_flags(turn) & TF_MOVE), "second": bool(turn_flags(turn) & TF_SECOND),
        "place": bool(turn_flags(turn) & TF_PLACE), "win": bool(turn_flags(turn) & TF_WIN),
    }


def turn_steps(Turn turn):
    """Decode a packed turn into (start square or None, [(kind, square, dome)]).

    The steps come in the order they happen, as the notation writes them.
    """
    cdef unsigned int f = turn_flags(turn)
    steps = []
    if f & TF_PLACE:
        steps.append(("place", turn_src(turn), False))
        steps.append(("place", turn_src2(turn), False))
        return None, steps
    if f & TF_PREBUILD:
        steps.append(("build", turn_bld1(turn), bool(f & TF_DOME1)))
    if f & TF_MID:
        steps.append(("move", turn_mid(turn), False))
    if f & TF_MOVE:
        steps.append(("move", turn_dst(turn), False))
    if f & TF_SECOND:
        steps.append(("switch", turn_src2(turn), False))
        steps.append(("move", turn_dst2(turn), False))
    if (f & TF_BUILD1) and not (f & TF_PREBUILD):
        steps.append(("build", turn_bld1(turn), bool(f & TF_DOME1)))
    if f & TF_BUILD2:
        steps.append(("build", turn_bld2(turn), bool(f & TF_DOME2)))
    return turn_src(turn), steps
