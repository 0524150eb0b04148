"""Reference oracle: a deliberately plain pure-Python implementation of the Santorini rules.

It exists to check the fast native core in tests, so it favours being obviously right
over being fast, and shares no code with the engine except :mod:`santorini.notation`
and :mod:`santorini.errors`.

Scope: the base game (every seat's god must be ``mortal``) for 2 players, 3 players
(a seat with no legal turn is eliminated, the last one standing wins) and 4 players
in two teams (seats are sides A, B, A, B; teammates share their workers).

>>> pos = RefPosition()
>>> len(pos.legal_turns())
300
>>> pos.play("+c3+a1")
>>> pos.sfen()
'00000/00000/000A00/00000/0A0000 2 A:mortal,B:mortal 1 -'

Bookkeeping decisions (the native core should match them):

* When play passes to a seat that has no legal turn, the position settles at once:
  with 2 players or teams the game is over and the seat that played last gets the
  winner mark ``#`` (in 4 players it belongs to the other team); with 3 players the
  stuck seat is eliminated (``-``, its workers leave the board) and play passes on.
  The same settling happens when a position is loaded, so an SFEN whose seat to move
  is stuck reads back with the ``#``/``-`` marks added; every settled SFEN round-trips.
* The round number grows each time play reaches or passes over seat 1 again, also
  when eliminated seats are skipped.
* After a winning climb ``to-move`` is the next seat that would have acted.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations
from typing import Final

from santorini.errors import IllegalMoveError, SfenError, UnsupportedError
from santorini.notation import (
    SeatRecord,
    SfenRecord,
    Step,
    Token,
    format_sfen,
    format_token,
    parse_sfen,
    parse_token,
)
from santorini.notation import START_SFEN as _START_SFEN

__all__ = ["START_SFEN", "RefPosition", "neighbours", "start_sfen"]

#: The empty 2-player board before placement, seat 1 to place.
START_SFEN: Final[str] = _START_SFEN

#: Gods this oracle knows; any other raises UnsupportedError.
SUPPORTED_GODS: Final = frozenset({"mortal"})

#: Workers a side places at setup (base game).
WORKERS_PER_SIDE: Final = 2

#: Height of the top block level: moving up onto it wins, building on it makes a dome.
TOP_LEVEL: Final = 3


def start_sfen(players: int = 2) -> str:
    """The empty board before placement for 2, 3 or 4 players, all mortal.

    >>> start_sfen(4)
    '00000/00000/00000/00000/00000 1 A:mortal,B:mortal,A:mortal,B:mortal 1 -'
    """
    sides = {2: "AB", 3: "ABC", 4: "ABAB"}.get(players)
    if sides is None:
        raise UnsupportedError(f"unsupported player count {players!r} (expected 2, 3 or 4)")
    seats = ",".join(f"{side}:mortal" for side in sides)
    return f"00000/00000/00000/00000/00000 1 {seats} 1 -"


def neighbours(sq: int) -> tuple[int, ...]:
    """The squares touching ``sq`` (8-neighbourhood, never ``sq`` itself), ascending.

    >>> neighbours(0)
    (1, 5, 6)
    >>> len(neighbours(12))
    8
    """
    rank, file = divmod(sq, 5)
    found = []
    for r in range(rank - 1, rank + 2):
        for f in range(file - 1, file + 2):
            if (r, f) != (rank, file) and 0 <= r < 5 and 0 <= f < 5:
                found.append(r * 5 + f)
    return tuple(found)


# Computed once: the move generator asks for neighbours very often.
_NEIGHBOURS: Final = tuple(neighbours(sq) for sq in range(25))


class RefPosition:
    """A game position with its rules: legal turns, play, perft and the result."""

    def __init__(self, sfen: str = START_SFEN) -> None:
        rec = parse_sfen(sfen)
        self._check_supported(rec)
        self.heights: list[int] = list(rec.heights)
        self.domes: list[bool] = list(rec.domes)
        self.workers: dict[int, str] = rec.worker_map()  # square -> letter as written
        self.sides: tuple[str, ...] = tuple(seat.side for seat in rec.seats)
        self.gods: tuple[str, ...] = tuple(seat.god for seat in rec.seats)
        self.eliminated: list[bool] = [seat.eliminated for seat in rec.seats]
        self.winner_seat: int | None = next((i for i, s in enumerate(rec.seats) if s.winner), None)
        self.seat: int = rec.to_move - 1  # 0-based seat to act
        self.round: int = rec.round
        self._settle()

    # ------------------------------------------------------------------ loading

    @classmethod
    def from_sfen(cls, text: str) -> RefPosition:
        """Load a position (any white space between the fields)."""
        return cls(text)

    @classmethod
    def startpos(cls, players: int = 2) -> RefPosition:
        """The empty board before placement, all seats mortal."""
        return cls(start_sfen(players))

    @staticmethod
    def _check_supported(rec: SfenRecord) -> None:
        """Reject what the base-game oracle cannot play, before touching any state."""
        for seat in rec.seats:
            if seat.god not in SUPPORTED_GODS:
                raise UnsupportedError(f"god {seat.god!r} is not supported by the reference oracle")
            if seat.state is not None:
                raise SfenError(f"god {seat.god!r} has no state, got [{seat.state}]")
        if rec.extra:
            raise UnsupportedError(f"extra items {','.join(rec.extra)!r} are not supported by the reference oracle")
        players = len(rec.seats)
        if players != 3 and any(seat.eliminated for seat in rec.seats):
            raise SfenError(f"only 3-player games eliminate seats, got {players} players")
        if rec.seats[rec.to_move - 1].eliminated:
            raise SfenError(f"seat {rec.to_move} to move is eliminated")
        for seat in rec.seats:
            if seat.eliminated and any(letter.upper() == seat.side for _, letter in rec.workers):
                raise SfenError(f"eliminated side {seat.side} still has workers on the board")

    # ------------------------------------------------------------------ reading

    def sfen(self) -> str:
        """The canonical position string."""
        seats = tuple(
            SeatRecord(side, god, None, self.eliminated[i], i == self.winner_seat)
            for i, (side, god) in enumerate(zip(self.sides, self.gods))
        )
        rec = SfenRecord(
            tuple(self.heights), tuple(self.domes), tuple(self.workers.items()), self.seat + 1, seats, self.round, ()
        )
        return format_sfen(rec)

    @property
    def players(self) -> int:
        """Number of seats (2, 3 or 4)."""
        return len(self.sides)

    @property
    def to_move(self) -> int:
        """The 1-based seat to act (after the game: the seat that would have acted)."""
        return self.seat + 1

    def winner(self) -> str | None:
        """The winning side letter, or None while the game goes on."""
        return None if self.winner_seat is None else self.sides[self.winner_seat]

    def is_over(self) -> bool:
        """True once a side has won or the side to move has no legal turn."""
        return self.winner_seat is not None or not self._has_turn()

    def copy(self) -> RefPosition:
        """An independent copy."""
        other = RefPosition.__new__(RefPosition)
        other.heights = list(self.heights)
        other.domes = list(self.domes)
        other.workers = dict(self.workers)
        other.sides = self.sides
        other.gods = self.gods
        other.eliminated = list(self.eliminated)
        other.winner_seat = self.winner_seat
        other.seat = self.seat
        other.round = self.round
        return other

    def __eq__(self, other: object) -> bool:
        return isinstance(other, RefPosition) and self.sfen() == other.sfen()

    def __hash__(self) -> int:
        return hash(self.sfen())

    def __repr__(self) -> str:
        return f"RefPosition({self.sfen()!r})"

    # ------------------------------------------------------------------ rules

    def side_of(self, sq: int) -> str | None:
        """The side letter of the worker on ``sq`` (lowercase females count for their side)."""
        letter = self.workers.get(sq)
        return None if letter is None else letter.upper()

    def workers_of(self, side: str) -> list[int]:
        """Squares of a side's workers; teammates (4 players) share them."""
        return sorted(sq for sq in self.workers if self.side_of(sq) == side)

    def is_unoccupied(self, sq: int) -> bool:
        """No worker and no dome: a worker may move or be placed there."""
        return sq not in self.workers and not self.domes[sq]

    def can_move(self, src: int, dst: int) -> bool:
        """A worker on ``src`` may step to a touching unoccupied square at most one level up
        (any number of levels down)."""
        return dst in _NEIGHBOURS[src] and self.is_unoccupied(dst) and self.heights[dst] <= self.heights[src] + 1

    def is_winning_climb(self, src: int, dst: int) -> bool:
        """Moving up onto level 3 wins; staying on level 3 (3 -> 3) does not."""
        return self.heights[src] < TOP_LEVEL and self.heights[dst] == TOP_LEVEL

    def can_build(self, builder: int, target: int, vacated: int) -> bool:
        """The worker now on ``builder`` may build on a touching square with no dome and no
        worker. ``vacated`` is the square it just left: the board still shows the worker
        there, but it is free now, so building on it is allowed."""
        if target not in _NEIGHBOURS[builder] or self.domes[target]:
            return False
        return target == vacated or target not in self.workers

    def placements(self) -> Iterator[Token]:
        """Every way to put the side's two workers on two distinct unoccupied squares."""
        free = [sq for sq in range(25) if self.is_unoccupied(sq)]
        for squares in combinations(free, WORKERS_PER_SIDE):
            yield Token(None, tuple(Step("place", sq) for sq in squares))

    def moves_and_builds(self, side: str) -> Iterator[Token]:
        """Every complete turn: move one worker, then build with it unless the move won."""
        for src in self.workers_of(side):
            for dst in _NEIGHBOURS[src]:
                if not self.can_move(src, dst):
                    continue
                if self.is_winning_climb(src, dst):
                    yield Token(src, (Step("move", dst),))  # the win ends the turn: no build
                    continue
                for target in _NEIGHBOURS[dst]:
                    if self.can_build(dst, target, vacated=src):
                        yield Token(src, (Step("move", dst), Step("build", target)))

    def turns(self) -> Iterator[Token]:
        """The legal turns of the seat to act; none once the game is won."""
        if self.winner_seat is not None:
            return
        side = self.sides[self.seat]
        if not self.workers_of(side):
            # A side with no worker on the board places on its move (setup).
            yield from self.placements()
        else:
            yield from self.moves_and_builds(side)

    def _has_turn(self) -> bool:
        return next(self.turns(), None) is not None

    def legal_turns(self) -> list[str]:
        """Canonical tokens of every legal turn, sorted in ASCII order."""
        return sorted(format_token(turn) for turn in self.turns())

    # ------------------------------------------------------------------ playing

    def _canonical(self, turn: Token) -> str:
        """The canonical spelling of a parsed token: ``^sq*`` on level 3 is just ``^sq``
        (heights do not change before the single build of a base turn); placement
        squares are sorted by format_token."""
        steps = tuple(
            Step("build", step.square) if step.kind == "build" and self.heights[step.square] == TOP_LEVEL else step
            for step in turn.steps
        )
        return format_token(Token(turn.start, steps))

    def play(self, token: str) -> None:
        """Play a turn written in any legal spelling.

        Raises NotationError or IllegalMoveError and leaves the position unchanged.
        """
        turn = parse_token(token)
        if self.winner_seat is not None:
            raise IllegalMoveError(f"turn {token!r} played after the game is over")
        wanted = self._canonical(turn)
        for legal in self.turns():
            if format_token(legal) == wanted:
                self._apply(legal)
                return
        raise IllegalMoveError(f"illegal turn {token!r} in {self.sfen()}")

    def _apply(self, turn: Token) -> None:
        """Play a turn known to be legal, then hand play on."""
        if turn.start is None:
            for step in turn.steps:
                self.workers[step.square] = self.sides[self.seat]
            self._pass_play()
            self._settle()
            return
        src, move = turn.start, turn.steps[0]
        won = self.is_winning_climb(src, move.square)
        self.workers[move.square] = self.workers.pop(src)
        if won:
            self.winner_seat = self.seat
            self._pass_play()  # to-move shows the seat that would have acted next
            return
        build = turn.steps[1]
        if self.heights[build.square] == TOP_LEVEL:
            self.domes[build.square] = True  # a dome on level 3 completes the tower
        else:
            self.heights[build.square] += 1
        self._pass_play()
        self._settle()

    def _pass_play(self) -> None:
        """Hand play to the next seat still in the game; passing seat 1 starts a new round."""
        while True:
            self.seat = (self.seat + 1) % len(self.sides)
            if self.seat == 0:
                self.round += 1
            if not self.eliminated[self.seat]:
                return

    def _settle(self) -> None:
        """Resolve a seat to act that has no legal turn (see the module docstring)."""
        while self.winner_seat is None:
            standing = [i for i, out in enumerate(self.eliminated) if not out]
            if len(standing) == 1:
                self.winner_seat = standing[0]  # last one standing (3 players)
                return
            if self._has_turn():
                return
            if len(self.sides) == 3:
                self._eliminate(self.seat)
                self._pass_play()
            else:
                # 2 players or teams: the stuck side loses; the seat before it (the other
                # side, which played last) is marked the winner.
                self.winner_seat = (self.seat - 1) % len(self.sides)

    def _eliminate(self, seat: int) -> None:
        """Remove a seat from the game together with its side's workers (3 players)."""
        self.eliminated[seat] = True
        side = self.sides[seat]
        for sq in [sq for sq in self.workers if self.side_of(sq) == side]:
            del self.workers[sq]

    # ------------------------------------------------------------------ perft

    def perft(self, depth: int) -> int:
        """Leaf count of the turn tree; a game-over node counts only at depth 0.

        >>> RefPosition().perft(1)
        300
        """
        if depth < 0:
            raise ValueError(f"perft depth must be >= 0, got {depth}")
        if depth == 0:
            return 1
        if depth == 1:
            return sum(1 for _ in self.turns())
        total = 0
        for turn in self.turns():
            child = self.copy()
            child._apply(turn)
            total += child.perft(depth - 1)
        return total
