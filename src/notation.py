"""Notation of the Universal Santorini Protocol: squares, turn tokens and SFEN.

Shared by the native core's Python wrapper and the pure-Python reference oracle,
so it knows nothing about the rules: it only reads and writes text
(protocol.md sections 2 and 3).

Squares are ints ``0..24`` with ``index = rank * 5 + file`` (``a1 = 0``,
``e1 = 4``, ``a2 = 5``, ``e5 = 24``).

>>> format_token(parse_token("b2-c3^d4"))
'b2-c3^d4'
>>> format_sfen(parse_sfen(START_SFEN)) == START_SFEN
True
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Final

from santorini.errors import NotationError, SfenError

__all__ = [
    "DIRECTIONS",
    "SQUARE_NAMES",
    "START_SFEN",
    "STEP_KINDS",
    "SeatRecord",
    "SfenRecord",
    "Step",
    "Token",
    "format_sfen",
    "format_token",
    "parse_sfen",
    "parse_token",
    "square_index",
    "square_name",
]

# --------------------------------------------------------------------------- squares

FILES: Final = "abcde"
RANKS: Final = "12345"

#: ``SQUARE_NAMES[i]`` is the name of square ``i``: ``('a1', 'b1', ..., 'e5')``.
SQUARE_NAMES: Final[tuple[str, ...]] = tuple(f + r for r in RANKS for f in FILES)
_SQUARE_INDEX: Final[dict[str, int]] = {name: i for i, name in enumerate(SQUARE_NAMES)}

#: The 8 directions in protocol order, as ``(dfile, drank)``; north is towards rank 5.
DIRECTIONS: Final[Mapping[str, tuple[int, int]]] = MappingProxyType(
    {
        "n": (0, 1),
        "ne": (1, 1),
        "e": (1, 0),
        "se": (1, -1),
        "s": (0, -1),
        "sw": (-1, -1),
        "w": (-1, 0),
        "nw": (-1, 1),
    }
)


def square_index(name: str) -> int:
    """Return the index of a square name (lowercase file, then rank).

    >>> square_index("a1"), square_index("b1"), square_index("a2"), square_index("e5")
    (0, 1, 5, 24)
    >>> square_index("f1")
    Traceback (most recent call last):
    ...
    santorini.errors.NotationError: bad square 'f1' (expected a1..e5)
    """
    if isinstance(name, str) and name in _SQUARE_INDEX:
        return _SQUARE_INDEX[name]
    raise NotationError(f"bad square {name!r} (expected a1..e5)")


def square_name(sq: int) -> str:
    """Return the name of square index ``sq`` (0..24).

    >>> square_name(0), square_name(4), square_name(24)
    ('a1', 'e1', 'e5')
    """
    if isinstance(sq, int) and not isinstance(sq, bool) and 0 <= sq < 25:
        return SQUARE_NAMES[sq]
    raise NotationError(f"bad square index {sq!r} (expected 0..24)")


# --------------------------------------------------------------------------- turn tokens

#: Step kinds and the character that introduces each one in a token.
STEP_KINDS: Final[Mapping[str, str]] = MappingProxyType(
    {"move": "-", "build": "^", "switch": ",", "place": "+", "force": ">"}
)
_KIND_OF_CHAR: Final[dict[str, str]] = {char: kind for kind, char in STEP_KINDS.items()}


@dataclass(frozen=True)
class Step:
    """One step of a turn: ``kind`` is ``move``, ``build``, ``switch``, ``place`` or ``force``.

    ``force`` (``>sq``) relocates the worker on ``sq`` where the acting god's power sends it
    (Charon: straight across the acting worker); the destination is implied.

    ``dome`` is only for builds: ``^sq*`` (a dome whatever the height).

    >>> Step("build", 12, dome=True)
    Step(kind='build', square=12, dome=True)
    """

    kind: str
    square: int
    dome: bool = False

    def __post_init__(self) -> None:
        if self.kind not in STEP_KINDS:
            raise NotationError(f"bad step kind {self.kind!r} (expected one of {', '.join(STEP_KINDS)})")
        square_name(self.square)  # raises on a bad index
        if self.dome and self.kind != "build":
            raise NotationError(f"only a build step can carry a dome, not {self.kind!r}")


def _shape_problem(start: int | None, steps: tuple[Step, ...]) -> str | None:
    """Why ``start`` + ``steps`` is not a well-formed token, or None if it is."""
    if start is None:
        if not steps:
            return "a placement token needs at least one '+square'"
        if any(step.kind != "place" for step in steps):
            return "a placement token cannot be mixed with other steps"
        return None
    if not steps:
        return "a turn needs at least one step after the starting square"
    if any(step.kind == "place" for step in steps):
        return "a placement step cannot follow a starting square"
    return None


@dataclass(frozen=True)
class Token:
    """A parsed turn token: the first square (None for a placement) and the steps.

    >>> parse_token("b2-c3^d4")
    Token(start=6, steps=(Step(kind='move', square=12, dome=False), Step(kind='build', square=18, dome=False)))
    """

    start: int | None
    steps: tuple[Step, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "steps", tuple(self.steps))
        if self.start is not None:
            square_name(self.start)
        problem = _shape_problem(self.start, self.steps)
        if problem is not None:
            raise NotationError(f"{problem}: {self!r}")


def _read_square(text: str, pos: int) -> int:
    """The square written at ``text[pos:pos + 2]``, or a NotationError naming ``text``."""
    chunk = text[pos : pos + 2]
    if chunk in _SQUARE_INDEX:
        return _SQUARE_INDEX[chunk]
    if not chunk:
        raise NotationError(f"missing square at the end of turn token {text!r}")
    raise NotationError(f"bad square {chunk!r} at position {pos} in turn token {text!r}")


def parse_token(text: str) -> Token:
    """Parse a turn token (syntax only, no legality).

    >>> parse_token("+b1+a2").steps[0]
    Step(kind='place', square=1, dome=False)
    >>> parse_token("b2-c3^d4*").steps[1].dome
    True
    >>> parse_token("b2")
    Traceback (most recent call last):
    ...
    santorini.errors.NotationError: a turn needs at least one step after the starting square in turn token 'b2'
    """
    if not isinstance(text, str):
        raise NotationError(f"a turn token must be a string, not {text!r}")
    if not text:
        raise NotationError("empty turn token ''")
    if any(ch.isspace() for ch in text):
        raise NotationError(f"white space in turn token {text!r}")

    start: int | None = None
    pos = 0
    if text[0] not in _KIND_OF_CHAR:
        start = _read_square(text, 0)
        pos = 2
    elif text[0] != "+":
        raise NotationError(f"turn token {text!r} must start with a square or '+'")

    steps: list[Step] = []
    while pos < len(text):
        char = text[pos]
        kind = _KIND_OF_CHAR.get(char)
        if kind is None:
            if char == "*":
                raise NotationError(f"'*' must follow a build square, in turn token {text!r}")
            raise NotationError(f"unexpected {char!r} at position {pos} in turn token {text!r}")
        square = _read_square(text, pos + 1)
        pos += 3
        dome = False
        if pos < len(text) and text[pos] == "*":
            if kind != "build":
                raise NotationError(f"'*' must follow a build square, in turn token {text!r}")
            dome = True
            pos += 1
        steps.append(Step(kind, square, dome))

    problem = _shape_problem(start, tuple(steps))
    if problem is not None:
        raise NotationError(f"{problem} in turn token {text!r}")
    return Token(start, tuple(steps))


def format_token(token: Token) -> str:
    """Write a token; placement squares come out in ASCII order.

    >>> format_token(parse_token("+b1+a2"))
    '+a2+b1'
    >>> format_token(Token(6, (Step("move", 12), Step("build", 18, dome=True))))
    'b2-c3^d4*'
    """
    if token.start is None:
        return "".join("+" + name for name in sorted(square_name(s.square) for s in token.steps))
    parts = [square_name(token.start)]
    for step in token.steps:
        parts.append(STEP_KINDS[step.kind] + square_name(step.square) + ("*" if step.dome else ""))
    return "".join(parts)


# --------------------------------------------------------------------------- SFEN

#: The empty 2-player board before placement.
START_SFEN: Final = "00000/00000/00000/00000/00000 1 A:mortal,B:mortal 1 -"

#: Side letter of each seat, by seat count (4 players: two teams, seats alternate).
SEAT_SIDES: Final[Mapping[int, str]] = MappingProxyType({2: "AB", 3: "ABC", 4: "ABAB"})

#: The most workers one side may have on the board (the native core's limit).
MAX_WORKERS_PER_SIDE: Final = 4

_GOD_RE: Final = re.compile(r"[a-z_]+")
_POSITIVE_RE: Final = re.compile(r"[1-9][0-9]*")


@dataclass(frozen=True)
class SeatRecord:
    """One entry of the SFEN seats field: ``[-]<side>:<god>[[<state>]][#]``.

    ``state`` is the text inside ``[...]`` or None when there are no brackets.
    """

    side: str
    god: str
    state: str | None = None
    eliminated: bool = False
    winner: bool = False


@dataclass(frozen=True)
class SfenRecord:
    """The five SFEN fields, decoded but not judged against any god's rules.

    ``heights`` and ``domes`` have 25 entries by square index. ``workers`` is a tuple of
    ``(square, letter)`` pairs sorted by square (a tuple keeps the record hashable; use
    :meth:`worker_map` for a dict); a mapping or any iterable of pairs passed in is
    converted. The letter is as written: uppercase side letter, lowercase for the female
    worker of that side. ``to_move`` is the 1-based seat to act.

    >>> rec = parse_sfen("00000/00000/000A00/00000/00000b 2 A:mortal,B:mortal 3 -")
    >>> rec.workers, rec.worker_map()[4], rec.to_move, rec.round
    (((4, 'b'), (12, 'A')), 'b', 2, 3)
    """

    heights: tuple[int, ...]
    domes: tuple[bool, ...]
    workers: tuple[tuple[int, str], ...]
    to_move: int
    seats: tuple[SeatRecord, ...]
    round: int = 1
    extra: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        pairs: Iterable[tuple[int, str]]
        pairs = self.workers.items() if isinstance(self.workers, Mapping) else self.workers
        object.__setattr__(self, "workers", tuple(sorted((int(sq), str(letter)) for sq, letter in pairs)))
        object.__setattr__(self, "heights", tuple(self.heights))
        object.__setattr__(self, "domes", tuple(bool(d) for d in self.domes))
        object.__setattr__(self, "seats", tuple(self.seats))
        object.__setattr__(self, "extra", tuple(self.extra))

    def worker_map(self) -> dict[int, str]:
        """A fresh ``{square: letter}`` dict of the workers."""
        return dict(self.workers)


def _split_seats(text: str) -> list[str]:
    """Split the seats field on the commas that are not inside a ``[...]`` state."""
    entries: list[str] = []
    depth = 0
    current = ""
    for char in text:
        if char == "[":
            depth += 1
        elif char == "]":
            depth -= 1
            if depth < 0:
                raise SfenError(f"unbalanced ']' in seats field {text!r}")
        if char == "," and depth == 0:
            entries.append(current)
            current = ""
        else:
            current += char
    if depth != 0:
        raise SfenError(f"unclosed '[' in seats field {text!r}")
    entries.append(current)
    return entries


def _parse_seat(entry: str) -> SeatRecord:
    """Parse one seat entry such as ``A:mortal``, ``-C:pan`` or ``B:athena[^]#``."""
    body = entry
    eliminated = body.startswith("-")
    if eliminated:
        body = body[1:]
    winner = body.endswith("#")
    if winner:
        body = body[:-1]
    if eliminated and winner:
        raise SfenError(f"seat entry {entry!r} is both eliminated and the winner")
    side, colon, rest = body.partition(":")
    if not colon:
        raise SfenError(f"seat entry {entry!r} needs '<side>:<god>'")
    if len(side) != 1 or side not in "ABCD":
        raise SfenError(f"bad side {side!r} in seat entry {entry!r} (expected A..D)")
    god, state = rest, None
    if "[" in rest or "]" in rest:
        open_at = rest.find("[")
        if open_at < 0 or not rest.endswith("]") or rest.count("[") != 1 or rest.count("]") != 1:
            raise SfenError(f"bad god state in seat entry {entry!r} (expected god[state])")
        god, state = rest[:open_at], rest[open_at + 1 : -1]
    if not _GOD_RE.fullmatch(god):
        raise SfenError(f"bad god name {god!r} in seat entry {entry!r} (lowercase letters and '_')")
    return SeatRecord(side, god, state, eliminated, winner)


def _parse_seats(text: str) -> tuple[SeatRecord, ...]:
    entries = _split_seats(text)
    if "" in entries:
        raise SfenError(f"empty seat entry in seats field {text!r}")
    seats = tuple(_parse_seat(entry) for entry in entries)
    if len(seats) not in SEAT_SIDES:
        raise SfenError(f"seats field {text!r} has {len(seats)} seats (expected 2 to 4)")
    sides = "".join(seat.side for seat in seats)
    if sides != SEAT_SIDES[len(seats)]:
        raise SfenError(
            f"seats field {text!r} has sides {sides}, but {len(seats)} seats must be {SEAT_SIDES[len(seats)]}"
        )
    if sum(seat.winner for seat in seats) > 1:
        raise SfenError(f"seats field {text!r} marks more than one winner '#'")
    return seats


def _parse_board(text: str, sides: str) -> tuple[list[int], list[bool], dict[int, str]]:
    """Decode the board field (rank 5 first) into heights, domes and workers."""
    heights = [0] * 25
    domes = [False] * 25
    workers: dict[int, str] = {}
    ranks = text.split("/")
    if len(ranks) != 5:
        raise SfenError(f"board {text!r} has {len(ranks)} ranks (expected 5 separated by '/')")
    for row, rank_text in enumerate(ranks):
        rank = 4 - row
        file = 0
        pos = 0
        while pos < len(rank_text):
            char = rank_text[pos]
            if not char.isdigit():
                raise SfenError(f"bad cell {rank_text[pos:]!r} in rank {rank_text!r} (a cell starts with a height digit)")
            if char > "3":
                raise SfenError(f"height {char} out of range 0-3 in rank {rank_text!r}")
            if file == 5:
                raise SfenError(f"rank {rank_text!r} has more than 5 cells")
            sq = rank * 5 + file
            heights[sq] = int(char)
            pos += 1
            if pos < len(rank_text) and rank_text[pos] == "*":
                domes[sq] = True
                pos += 1
            if pos < len(rank_text) and rank_text[pos].isalpha():
                letter = rank_text[pos]
                if letter.upper() not in sides:
                    raise SfenError(
                        f"worker letter {letter!r} in rank {rank_text!r}: no side {letter.upper()} "
                        f"with {len(sides)} seats"
                    )
                if domes[sq]:
                    raise SfenError(f"worker {letter!r} on domed square {SQUARE_NAMES[sq]} in rank {rank_text!r}")
                workers[sq] = letter
                pos += 1
            file += 1
        if file != 5:
            raise SfenError(f"rank {rank_text!r} has {file} cells (expected 5)")
    for side in set(sides):
        count = sum(1 for letter in workers.values() if letter.upper() == side)
        if count > MAX_WORKERS_PER_SIDE:
            raise SfenError(f"side {side} has {count} workers on board {text!r} (at most {MAX_WORKERS_PER_SIDE})")
    return heights, domes, workers


def _parse_positive(text: str, what: str) -> int:
    if not _POSITIVE_RE.fullmatch(text):
        raise SfenError(f"{what} must be a positive integer, got {text!r}")
    return int(text)


def _parse_extra(text: str) -> tuple[str, ...]:
    if text == "-":
        return ()
    items = tuple(text.split(","))
    for item in items:
        if item in ("", "-"):
            raise SfenError(f"empty item in extra field {text!r}")
    return items


def parse_sfen(text: str) -> SfenRecord:
    """Parse a position string; any white space may separate the five fields.

    >>> rec = parse_sfen("00000/000B00/00A00A0/000B00/00000 1 A:mortal,B:mortal 1 -")
    >>> rec.workers
    ((7, 'B'), (11, 'A'), (13, 'A'), (17, 'B'))
    >>> parse_sfen("00000/00000/00000/00000/00000 3 A:mortal,B:mortal 1 -")
    Traceback (most recent call last):
    ...
    santorini.errors.SfenError: to-move seat 3 out of range 1..2 in '00000/00000/00000/00000/00000 3 A:mortal,B:mortal 1 -'
    """
    if not isinstance(text, str):
        raise SfenError(f"an SFEN must be a string, not {text!r}")
    if not text.isascii():
        raise SfenError(f"SFEN {text!r} is not ASCII")
    fields = text.split()
    if len(fields) != 5:
        raise SfenError(f"SFEN {text!r} has {len(fields)} fields (expected 5: board to-move seats round extra)")
    board_text, to_move_text, seats_text, round_text, extra_text = fields
    seats = _parse_seats(seats_text)
    heights, domes, workers = _parse_board(board_text, SEAT_SIDES[len(seats)])
    to_move = _parse_positive(to_move_text, "to-move seat")
    if to_move > len(seats):
        raise SfenError(f"to-move seat {to_move} out of range 1..{len(seats)} in {text!r}")
    round_number = _parse_positive(round_text, "round")
    extra = _parse_extra(extra_text)
    return SfenRecord(tuple(heights), tuple(domes), tuple(workers.items()), to_move, seats, round_number, extra)


def _format_seat(seat: SeatRecord) -> str:
    state = "" if seat.state is None else f"[{seat.state}]"
    return f"{'-' if seat.eliminated else ''}{seat.side}:{seat.god}{state}{'#' if seat.winner else ''}"


def format_sfen(rec: SfenRecord) -> str:
    """Write a record as the canonical SFEN (single spaces).

    The result is parsed back as a check, so a record that does not describe a valid
    SFEN raises SfenError.

    >>> s = "01A23*0/00000/0*0000/00000/00000b 2 A:athena[^],B:mortal# 7 ram@c3"
    >>> format_sfen(parse_sfen(s)) == s
    True
    """
    if len(rec.heights) != 25 or len(rec.domes) != 25:
        raise SfenError("an SFEN record needs 25 heights and 25 domes")
    workers = rec.worker_map()
    ranks = []
    for rank in range(4, -1, -1):
        cells = []
        for file in range(5):
            sq = rank * 5 + file
            cells.append(f"{rec.heights[sq]}{'*' if rec.domes[sq] else ''}{workers.get(sq, '')}")
        ranks.append("".join(cells))
    seats = ",".join(_format_seat(seat) for seat in rec.seats)
    extra = ",".join(rec.extra) if rec.extra else "-"
    text = f"{'/'.join(ranks)} {rec.to_move} {seats} {rec.round} {extra}"
    if parse_sfen(text) != rec:
        raise SfenError(f"SFEN record does not round-trip: {rec!r}")
    return text
