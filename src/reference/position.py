"""The oracle's position: loading and writing SFEN, the base rules, the moves and builds
the gods share, whole turns with their canonical spellings, play, settling and perft.

How turns are found. A turn is a spelling - a sequence of steps (protocol.md §2) - that
the seat's god allows from start to end. Every god is written as a small step machine
(:mod:`~santorini.reference.gods_simple`, :mod:`~santorini.reference.gods_advanced`):
from a turn in progress (:class:`~santorini.reference.turn.PartialTurn`) it lists the
next steps it may take. A
breadth-first search over these partial turns reaches every outcome (the position after
the turn, god states included) with its **canonical spelling**: fewest steps, then the
ASCII-smallest string (docs/notation.md). Two spellings with one outcome are one turn.
``play`` walks the given spelling through the same machine, so every legal spelling is
accepted, however long (Hermes).

Bookkeeping decisions (the native core should match them):

* When play passes to a seat that has no legal turn, the position settles at once:
  with 2 players or teams the game is over and the seat that played last gets the
  winner mark ``#`` (in 4 players it belongs to the other team); with 3 players the
  stuck seat is eliminated (``-``, its workers leave the board) and play passes on.
  The same settling happens when a position is loaded, so an SFEN whose seat to move
  is stuck reads back with the ``#``/``-`` marks added; every settled SFEN round-trips.
* The round number grows each time play reaches or passes over seat 1 again, also
  when eliminated seats are skipped.
* After a winning turn ``to-move`` is the next seat that would have acted.
* Athena's ``athena[^]`` is set at the end of each of her turns in which one of her
  workers moved up (a winning climb included) and cleared at the end of a turn in which
  none did. It is dropped when play passes to her seat (the start of her next turn,
  also when the game is already won) and when her seat is eliminated; a loaded SFEN with
  her seat to move drops it too.
* Charon's ferry ``>O`` is a force (gods.md §1.2): it never wins (not even onto level 3),
  sets no Athena state and is not stopped by one. At most one ferry a turn, by the worker
  that then moves and builds; a ferry after which that worker cannot move starts no turn,
  and a ferry may open the only square it can move to. Without a ferry, a Charon turn is
  spelled like a mortal one.
* Ares' removal ``_S`` comes after his build, at most one a turn and optional: the top
  block of a square next to his unmoved worker (the side's worker that did not move this
  turn; in 4 players the team's other worker), at least level 1, with no dome (a dome on
  any level protects the blocks under it) and no worker. The square the mover left may be
  chosen. Taking off the block just built leaves only the move: every such square gives
  that one outcome, spelled with the ASCII-smallest of them (``b3-b2^c3_c3``). A winning
  move builds nothing and removes nothing. Without a removal, an Ares turn is spelled
  like a mortal one.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations
from typing import Final

from santorini.errors import IllegalMoveError, SfenError, UnsupportedError
from santorini.notation import (
    SQUARE_NAMES,
    START_SFEN,
    SeatRecord,
    SfenRecord,
    Step,
    Token,
    format_sfen,
    format_token,
    parse_sfen,
    parse_token,
    start_sfen,
)
from santorini.reference import gods_advanced, gods_simple
from santorini.reference.geometry import NEIGHBOURS, square_behind
from santorini.reference.turn import BUILD, DOME, MOVE, PartialTurn, Pieces, step_text

__all__ = ["SUPPORTED_GODS", "RefPosition"]

#: Each god's step machine (see ``RefPosition._options``), one module per family of gods.
_GOD_STEPS: Final = {**gods_simple.STEP_MACHINES, **gods_advanced.STEP_MACHINES}

#: Gods this oracle knows; any other raises UnsupportedError.
SUPPORTED_GODS: Final = frozenset(_GOD_STEPS)

#: Workers a side places at setup (none of the supported gods changes it).
WORKERS_PER_SIDE: Final = 2

#: Height of the top block level: moving up onto it wins, building on it makes a dome.
TOP_LEVEL: Final = 3

#: Athena's SFEN state: she moved up during her last turn.
ATHENA_STATE: Final = "^"


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
        # Athena's state per seat: she moved up during her last turn (always False for others).
        self.athena_up: list[bool] = [seat.state == ATHENA_STATE for seat in rec.seats]
        self.athena_up[self.seat] = False  # her own turn has started: the state is over
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
        """Reject what the oracle cannot play, before touching any state."""
        for seat in rec.seats:
            if seat.god not in SUPPORTED_GODS:
                raise UnsupportedError(
                    f"god {seat.god!r} is not supported by the reference oracle "
                    f"(supported: {', '.join(sorted(SUPPORTED_GODS))})"
                )
            if seat.state is not None:
                if seat.god != "athena":
                    raise SfenError(f"god {seat.god!r} has no state, got [{seat.state}]")
                if seat.state != ATHENA_STATE:
                    raise SfenError(f"athena's state is [{ATHENA_STATE}] or nothing, got [{seat.state}]")
                if seat.eliminated:
                    raise SfenError("an eliminated athena has no state: her effects ended with her")
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
            SeatRecord(side, god, ATHENA_STATE if self.athena_up[i] else None, self.eliminated[i], i == self.winner_seat)
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

    @property
    def god(self) -> str:
        """The god of the seat to act."""
        return self.gods[self.seat]

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
        other.athena_up = list(self.athena_up)
        return other

    def _become(self, other: RefPosition) -> None:
        """Take over every field of ``other`` (used to commit a played turn)."""
        self.__dict__.update(other.__dict__)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, RefPosition) and self.sfen() == other.sfen()

    def __hash__(self) -> int:
        return hash(self.sfen())

    def __repr__(self) -> str:
        return f"RefPosition({self.sfen()!r})"

    # ------------------------------------------------------------------ base rules

    def side_of(self, sq: int) -> str | None:
        """The side letter of the worker on ``sq`` (lowercase females count for their side)."""
        letter = self.workers.get(sq)
        return None if letter is None else letter.upper()

    def workers_of(self, side: str) -> list[int]:
        """Squares of a side's workers; teammates (4 players) share them."""
        return sorted(sq for sq in self.workers if self.side_of(sq) == side)

    def is_unoccupied(self, sq: int) -> bool:
        """No worker and no dome: a worker may move, be forced or be placed there."""
        return sq not in self.workers and not self.domes[sq]

    def can_move(self, src: int, dst: int) -> bool:
        """Base rule: a worker on ``src`` may step to a touching unoccupied square at most
        one level up (any number of levels down). Powers are not considered."""
        return dst in NEIGHBOURS[src] and self.is_unoccupied(dst) and self.heights[dst] <= self.heights[src] + 1

    def is_winning_climb(self, src: int, dst: int) -> bool:
        """Moving up onto level 3 wins; staying on level 3 (3 -> 3) does not."""
        return self.heights[src] < TOP_LEVEL and self.heights[dst] == TOP_LEVEL

    def can_build(self, builder: int, target: int, vacated: int | None = None) -> bool:
        """Base rule: the worker on ``builder`` may build on a touching square with no dome
        and no worker. ``vacated`` names a square the board still shows occupied although
        its worker just left it."""
        if target not in NEIGHBOURS[builder] or self.domes[target]:
            return False
        return target == vacated or target not in self.workers

    def placements(self) -> Iterator[Token]:
        """Every way to put the side's two workers on two distinct unoccupied squares."""
        free = [sq for sq in range(25) if self.is_unoccupied(sq)]
        for squares in combinations(free, WORKERS_PER_SIDE):
            yield Token(None, tuple(Step("place", sq) for sq in squares))

    def _placing(self) -> bool:
        """A side with no worker on the board places on its move (setup)."""
        return not self.workers_of(self.sides[self.seat])

    def _athena_forbids_climbing(self) -> bool:
        """An opposing Athena moved up during her last turn: no worker of the seat to act
        may move up now. Teammates are never restricted; forces are not moves."""
        me = self.sides[self.seat]
        return any(
            god == "athena" and up and side != me and not out
            for god, up, side, out in zip(self.gods, self.athena_up, self.sides, self.eliminated)
        )

    # ------------------------------------------------------------------ steps shared by the gods
    #
    # Each generator below yields ``(step text, turn after the step)`` pairs.

    def _moves(self, p: PartialTurn, then: str, *, up: bool = True, avoid: int | None = None) -> Iterator[tuple[str, PartialTurn]]:
        """Every move of the acting worker, leading to phase ``then`` (``won`` if it wins).

        ``up=False`` forbids moving up (Prometheus after building first); ``avoid`` is a
        square it may not move to (Artemis' start square). Apollo and Minotaur may also
        move onto an opponent's worker: Apollo swaps it into the square he left, Minotaur
        pushes it one square further in the same direction.
        """
        board, src, god = p.board, p.worker, self.god
        me = self.sides[self.seat]
        may_climb = up and not self._athena_forbids_climbing()
        for dst in NEIGHBOURS[src]:
            if board.domes[dst] or dst == avoid:
                continue
            rise = board.heights[dst] - board.heights[src]
            if rise > 1 or (rise > 0 and not may_climb):
                continue  # the climb limit binds Apollo's and Minotaur's own move too
            occupant = board.side_of(dst)
            forced_to: int | None = None  # where the opponent on dst is forced to
            if occupant is not None:
                if occupant == me:
                    continue  # own or teammate's worker: never swapped or pushed
                if god == "apollo":
                    forced_to = src
                elif god == "minotaur":
                    forced_to = square_behind(src, dst)
                    if forced_to is None or not board.is_unoccupied(forced_to):
                        continue  # not off the board, into a dome or onto another worker
                else:
                    continue
            after = board.with_workers()
            mover = after.workers.pop(src)
            if forced_to is not None:
                after.workers[forced_to] = after.workers.pop(dst)  # a force: it never wins
            after.workers[dst] = mover
            # Only the moving worker can win: onto level 3 from below, or Pan's drop of 2+.
            wins = (board.heights[src] < TOP_LEVEL and board.heights[dst] == TOP_LEVEL) or (god == "pan" and rise <= -2)
            phase = "won" if wins else then
            yield MOVE[dst], PartialTurn(after, dst, phase, p.avoid, p.first_build, p.climbed or rise > 0)

    def _builds(
        self,
        p: PartialTurn,
        then: str,
        *,
        only: int | None = None,
        other_than: int | None = None,
        blocks_only: bool = False,
        low_domes: bool = False,
    ) -> Iterator[tuple[str, PartialTurn]]:
        """Every build of the acting worker, leading to phase ``then``.

        A build is the next block, or a dome on level 3. ``only`` / ``other_than`` restrict
        the square (Hephaestus / Demeter), ``blocks_only`` rules out the dome (Hephaestus),
        ``low_domes`` adds domes below level 3, written ``^sq*`` (Atlas).
        """
        board = p.board
        for target in NEIGHBOURS[p.worker]:
            if board.domes[target] or target in board.workers:
                continue
            if (only is not None and target != only) or target == other_than:
                continue
            first = p.first_build if p.first_build is not None else target
            if board.heights[target] < TOP_LEVEL:
                after = board.with_heights()
                after.heights[target] += 1
                yield BUILD[target], PartialTurn(after, p.worker, then, p.avoid, first, p.climbed)
            elif not blocks_only:
                after = board.with_domes()
                after.domes[target] = True  # a dome on level 3 completes the tower
                yield BUILD[target], PartialTurn(after, p.worker, then, p.avoid, first, p.climbed)
            if low_domes and board.heights[target] < TOP_LEVEL:
                after = board.with_domes()
                after.domes[target] = True  # not a complete tower: the height stays
                yield DOME[target], PartialTurn(after, p.worker, then, p.avoid, first, p.climbed)

    # ------------------------------------------------------------------ the gods' step machines

    def _options(self, p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
        """The steps the seat's god allows next, each with the turn after it."""
        if p.phase in ("won", "done"):
            return iter(())
        return _GOD_STEPS[self.god](self, p)

    @staticmethod
    def _can_end(p: PartialTurn) -> bool:
        """The turn may stop here: a win, or the mandatory build is done."""
        return p.phase in ("won", "built", "done")

    # ------------------------------------------------------------------ whole turns

    def _starts(self) -> list[tuple[str, PartialTurn]]:
        """A turn begins with one of the side's workers (its square is the token's start)."""
        board = Pieces(self.heights, self.domes, self.workers)  # shared: partial turns only copy it
        return [(SQUARE_NAMES[sq], PartialTurn(board, sq, "start")) for sq in self.workers_of(self.sides[self.seat])]

    def _outcome_key(self, p: PartialTurn) -> tuple[object, ...]:
        """What a finished turn leaves behind: the board, Athena's state, the win."""
        athena_up = p.climbed if self.god == "athena" else False
        return (p.board.key(), athena_up, p.phase == "won")

    def _outcomes(self) -> dict[tuple[object, ...], tuple[int, str, PartialTurn]]:
        """Every turn (by outcome) with its canonical spelling: ``{key: (steps, token, turn)}``.

        Breadth-first, one step per layer. Two spellings that reach one partial turn with
        the same number of steps have the same length in characters, so the smaller one
        stays smaller whatever follows: keeping only the smallest spelling of each partial
        turn, and dropping partial turns already reached in fewer steps, loses no canonical
        spelling. It also ends Hermes' endless wandering (finitely many partial turns).
        """
        frontier = {p.key(): (text, p) for text, p in self._starts()}
        seen = set(frontier)
        best: dict[tuple[object, ...], tuple[int, str, PartialTurn]] = {}
        steps = 0
        while frontier:
            steps += 1
            layer: dict[tuple[object, ...], tuple[str, PartialTurn]] = {}
            for text, p in frontier.values():
                for step, child in self._options(p):
                    child_text = text + step
                    if self._can_end(child):
                        key = self._outcome_key(child)
                        if key not in best or (steps, child_text) < best[key][:2]:
                            best[key] = (steps, child_text, child)
                        if child.phase != "built":
                            continue  # nothing can follow: no need to search on from it
                    child_key = child.key()
                    if child_key in seen:
                        continue
                    if child_key not in layer or child_text < layer[child_key][0]:
                        layer[child_key] = (child_text, child)
            seen.update(layer)
            frontier = layer
        return best

    def _has_turn(self) -> bool:
        """Does the seat to act have at least one complete legal turn? (depth-first, stops
        at the first one)"""
        if self.winner_seat is not None:
            return False
        if self._placing():
            return next(self.placements(), None) is not None
        stack = [p for _, p in self._starts()]
        seen = {p.key() for p in stack}
        while stack:
            p = stack.pop()
            for _, child in self._options(p):
                if self._can_end(child):
                    return True
                key = child.key()
                if key not in seen:
                    seen.add(key)
                    stack.append(child)
        return False

    def _finish(self, p: PartialTurn) -> RefPosition:
        """The position after a complete turn: end-of-turn state, then play passes on."""
        after = self.copy()
        after.heights, after.domes, after.workers = list(p.board.heights), list(p.board.domes), dict(p.board.workers)
        if self.god == "athena":
            after.athena_up[self.seat] = p.climbed
        if p.phase == "won":
            after.winner_seat = self.seat
            after._pass_play()  # to-move shows the seat that would have acted next
            return after
        after._pass_play()
        after._settle()
        return after

    def turns(self) -> Iterator[Token]:
        """The legal turns of the seat to act, canonical spellings in ASCII order; none once
        the game is won."""
        if self.winner_seat is not None:
            return
        if self._placing():
            yield from self.placements()
            return
        for token in sorted(text for _, text, _ in self._outcomes().values()):
            yield parse_token(token)

    def legal_turns(self) -> list[str]:
        """Canonical tokens of every legal turn, sorted in ASCII order."""
        if self.winner_seat is not None:
            return []
        if self._placing():
            return sorted(format_token(turn) for turn in self.placements())
        return sorted(text for _, text, _ in self._outcomes().values())

    # ------------------------------------------------------------------ playing

    def _walk(self, turn: Token, token: str) -> PartialTurn:
        """Follow a spelling step by step through the god's machine; IllegalMoveError if a
        step is not allowed or the turn is not complete at the end."""
        start = turn.start
        assert start is not None
        if self.side_of(start) != self.sides[self.seat]:
            raise IllegalMoveError(f"illegal turn {token!r}: no worker of seat {self.to_move} on {SQUARE_NAMES[start]}")
        p = PartialTurn(Pieces(self.heights, self.domes, self.workers), start, "start")
        for step in turn.steps:
            wanted = step_text(step)
            if step.kind == "build" and step.dome and p.board.heights[step.square] == TOP_LEVEL:
                wanted = BUILD[step.square]  # '^sq*' on level 3 is just '^sq'
            for option, child in self._options(p):
                if option == wanted:
                    p = child
                    break
            else:
                raise IllegalMoveError(f"illegal turn {token!r}: step {step_text(step)!r} is not allowed in {self.sfen()}")
        if not self._can_end(p):
            raise IllegalMoveError(f"illegal turn {token!r}: the turn is not complete in {self.sfen()}")
        return p

    def play(self, token: str) -> None:
        """Play a turn written in any legal spelling.

        Raises NotationError or IllegalMoveError and leaves the position unchanged.
        """
        turn = parse_token(token)
        if self.winner_seat is not None:
            raise IllegalMoveError(f"turn {token!r} played after the game is over")
        if self._placing() != (turn.start is None):
            raise IllegalMoveError(f"illegal turn {token!r} in {self.sfen()}")
        if turn.start is None:
            wanted = format_token(turn)
            if not any(format_token(legal) == wanted for legal in self.placements()):
                raise IllegalMoveError(f"illegal turn {token!r} in {self.sfen()}")
            self._apply(turn)
            return
        self._become(self._finish(self._walk(turn, token)))

    def _apply(self, turn: Token) -> None:
        """Play a turn known to be legal, then hand play on."""
        if turn.start is None:
            for step in turn.steps:
                self.workers[step.square] = self.sides[self.seat]
            self._pass_play()
            self._settle()
            return
        self._become(self._finish(self._walk(turn, format_token(turn))))

    def _pass_play(self) -> None:
        """Hand play to the next seat still in the game; passing seat 1 starts a new round.
        Athena's state ends when her next turn starts."""
        while True:
            self.seat = (self.seat + 1) % len(self.sides)
            if self.seat == 0:
                self.round += 1
            if not self.eliminated[self.seat]:
                self.athena_up[self.seat] = False
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
        """Remove a seat from the game together with its side's workers and its ongoing
        effects (Athena's state) (3 players)."""
        self.eliminated[seat] = True
        self.athena_up[seat] = False
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
        if self.winner_seat is not None:
            return 0
        if self._placing():
            if depth == 1:
                return sum(1 for _ in self.placements())
            total = 0
            for turn in self.placements():
                child = self.copy()
                child._apply(turn)
                total += child.perft(depth - 1)
            return total
        outcomes = self._outcomes()
        if depth == 1:
            return len(outcomes)
        return sum(self._finish(p).perft(depth - 1) for _, _, p in outcomes.values())
