"""Position strings, SFEN (protocol §3): five fields, decoded and written back.

``<board> <to-move> <seats> <round> <extra>``: the board rank 5 first (each cell a
height, ``*`` for a dome, then a worker letter), the 1-based seat to act, one
``<side>:<god>`` entry per seat, the round number and extra items (``-`` for none).
This module reads and writes the text and checks its shape; it does not judge a
position against any god's rules.

>>> format_sfen(parse_sfen(START_SFEN)) == START_SFEN
True
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Final

from santorini.errors import SfenError, UnsupportedError
from santorini.notation.squares import SQUARE_NAMES
from santorini.notation.tokens import RAM_PREFIX

__all__ = [
    "BOULDER_PREFIX",
    "EXTRA_ITEMS",
    "FLEECE_PREFIX",
    "MAX_WORKERS_PER_SIDE",
    "OPENER_PREFIX",
    "RESUME_PREFIX",
    "OWN_PAIRS_SIDES",
    "SEAT_SIDES",
    "SIDE_LETTERS",
    "START_SFEN",
    "TEAM_WORKERS",
    "SeatRecord",
    "SfenRecord",
    "boulder_squares",
    "format_sfen",
    "item_squares",
    "parse_sfen",
    "start_sfen",
]

#: Every side letter; the native core numbers the sides 0..3 in this order.
SIDE_LETTERS: Final = "ABCD"

#: Side letter of each seat, by seat count (4 players: two teams, seats alternate).
SEAT_SIDES: Final[Mapping[int, str]] = MappingProxyType({2: "AB", 3: "ABC", 4: "ABAB"})

#: Side letters of the four seats when each teammate has his own two workers (the Pantheon
#: edition's 2-against-2, docs/multiplayer.md): seats 1 and 3 (A, C) against 2 and 4 (B, D).
OWN_PAIRS_SIDES: Final = "ABCD"

#: How teammates hold workers with 4 players: ``shared`` (the classic rules, one pair a team)
#: or ``own`` (the Pantheon reading, a pair a player); the seats' letters tell them apart.
TEAM_WORKERS: Final = ("shared", "own")

#: The most workers one side may have on the board (the native core's limit: Hydra's ten).
MAX_WORKERS_PER_SIDE: Final = 10

_GOD_RE: Final = re.compile(r"[a-z_]+")
_POSITIVE_RE: Final = re.compile(r"[1-9][0-9]*")

#: The items of the extra field, by the form a message shows: the protocol's (§3) Golden
#: Fleece Ram power and Ram figure's square, and ours, the Pantheon edition's boulder
#: (docs/notation.md).  Reading them is the notation's job; whether a position with them can
#: be played is the Board's.
FLEECE_PREFIX: Final = "fleece:"
BOULDER_PREFIX: Final = "boulder@"
#: The start seat while direction tokens are still oriented before anyone places, when the
#: seat to act is another (docs/golden-fleece-gods.md).
OPENER_PREFIX: Final = "first:"
#: The seat whose turn play comes back to, while another seat acts between turns (Gaea's
#: placement after a dome: docs/golden-fleece-gods.md).
RESUME_PREFIX: Final = "resume:"
EXTRA_ITEMS: Final[Mapping[str, re.Pattern[str]]] = MappingProxyType({
    FLEECE_PREFIX + "<god>": re.compile(FLEECE_PREFIX + r"[a-z_]+"),
    RAM_PREFIX + "<square>": re.compile(RAM_PREFIX + "(?:" + "|".join(SQUARE_NAMES) + ")"),
    BOULDER_PREFIX + "<square>": re.compile(BOULDER_PREFIX + "(?:" + "|".join(SQUARE_NAMES) + ")"),
    OPENER_PREFIX + "<seat>": re.compile(OPENER_PREFIX + "[1-4]"),
    RESUME_PREFIX + "<seat>": re.compile(RESUME_PREFIX + "[1-4]"),
})

#: A character a position string may not hold: anything but printable ASCII and the white
#: space between fields (space, tab, line ends), so any other control byte (NUL included) is
#: an error, whatever the field.
_FORBIDDEN_CHAR: Final = re.compile(r"[^ -~\t\n\r]")


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

    @property
    def boulders(self) -> tuple[int, ...]:
        """The squares of the extra field's ``boulder@<square>`` items, in their order."""
        return boulder_squares(self.extra)

    @property
    def rams(self) -> tuple[int, ...]:
        """The squares of the extra field's ``ram@<square>`` items (the Golden Fleece's Ram)."""
        return item_squares(self.extra, RAM_PREFIX)

    @property
    def fleece_gods(self) -> tuple[str, ...]:
        """The gods of the extra field's ``fleece:<god>`` items (the Golden Fleece variant's).

        >>> parse_sfen("00000/00000/00000/00000/00000 1 A:mortal,B:mortal 1 ram@c3,fleece:pan").fleece_gods
        ('pan',)
        """
        return tuple(item[len(FLEECE_PREFIX):] for item in self.extra if item.startswith(FLEECE_PREFIX))


def item_squares(extra: Iterable[str], prefix: str) -> tuple[int, ...]:
    """The squares of the extra-field items ``<prefix><square>``, in their order.

    >>> item_squares(("fleece:pan", "ram@c3"), "ram@")
    (12,)
    """
    return tuple(SQUARE_NAMES.index(item[len(prefix):]) for item in extra if item.startswith(prefix))


def boulder_squares(extra: Iterable[str]) -> tuple[int, ...]:
    """The squares of the ``boulder@<square>`` items among extra-field items.

    >>> boulder_squares(("boulder@c3",))
    (12,)
    """
    return item_squares(extra, BOULDER_PREFIX)


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
    if len(side) != 1 or side not in SIDE_LETTERS:
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
    if sides != SEAT_SIDES[len(seats)] and not (len(seats) == 4 and sides == OWN_PAIRS_SIDES):
        expected = SEAT_SIDES[len(seats)] + (f" or {OWN_PAIRS_SIDES}" if len(seats) == 4 else "")
        raise SfenError(f"seats field {text!r} has sides {sides}, but {len(seats)} seats must be {expected}")
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
    """The items of the extra field: ``-`` for none, else comma-separated items of the
    shapes the protocol documents (:data:`EXTRA_ITEMS`); anything else is an SfenError.

    >>> _parse_extra("-"), _parse_extra("fleece:apollo,ram@c3")
    ((), ('fleece:apollo', 'ram@c3'))
    >>> _parse_extra("ram@f6")
    Traceback (most recent call last):
    ...
    santorini.errors.SfenError: unknown item 'ram@f6' in extra field 'ram@f6' (expected '-' or fleece:<god>, ram@<square>, boulder@<square>, first:<seat>, resume:<seat>)
    """
    if text == "-":
        return ()
    items = tuple(text.split(","))
    for item in items:
        if item in ("", "-"):
            raise SfenError(f"empty item in extra field {text!r}")
        if not any(shape.fullmatch(item) for shape in EXTRA_ITEMS.values()):
            raise SfenError(
                f"unknown item {item!r} in extra field {text!r} (expected '-' or {', '.join(EXTRA_ITEMS)})"
            )
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
    bad = _FORBIDDEN_CHAR.search(text)
    if bad is not None:
        what = "is not ASCII" if not bad.group().isascii() else "holds a control character"
        raise SfenError(f"SFEN {text!a} {what}")
    fields = text.split()
    if len(fields) != 5:
        raise SfenError(f"SFEN {text!r} has {len(fields)} fields (expected 5: board to-move seats round extra)")
    board_text, to_move_text, seats_text, round_text, extra_text = fields
    seats = _parse_seats(seats_text)
    heights, domes, workers = _parse_board(board_text, "".join(seat.side for seat in seats))
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


def start_sfen(
    players: int = 2,
    gods: Sequence[str] | None = None,
    *,
    to_move: int = 1,
    fleece: str | None = None,
    team_workers: str = "shared",
    states: Sequence[str | None] | None = None,
) -> str:
    """The empty board before placement: one seat per player (sides as in
    :data:`SEAT_SIDES`), all ``mortal`` unless ``gods`` names one god per seat,
    seat ``to_move`` to place, round 1; with ``fleece``, the Golden Fleece variant
    with that god's power on the Ram; with 4 players and ``team_workers="own"``, the
    Pantheon edition's teams, a pair of workers a player (:data:`OWN_PAIRS_SIDES`);
    ``states`` gives the seats' god states before placement (Nyx's Night Power), one per seat.

    >>> start_sfen(3)
    '00000/00000/00000/00000/00000 1 A:mortal,B:mortal,C:mortal 1 -'
    >>> start_sfen(2, ["apollo", "pan"], to_move=2)
    '00000/00000/00000/00000/00000 2 A:apollo,B:pan 1 -'
    >>> start_sfen(fleece="pan")
    '00000/00000/00000/00000/00000 1 A:mortal,B:mortal 1 fleece:pan'
    >>> start_sfen(4, team_workers="own")
    '00000/00000/00000/00000/00000 1 A:mortal,B:mortal,C:mortal,D:mortal 1 -'
    >>> start_sfen(2, ["nyx", "pan"], states=["zeus", None])
    '00000/00000/00000/00000/00000 1 A:nyx[zeus],B:pan 1 -'
    >>> start_sfen(5)
    Traceback (most recent call last):
    ...
    santorini.errors.UnsupportedError: unsupported player count 5 (expected 2, 3 or 4)
    """
    sides = SEAT_SIDES.get(players)
    if sides is None:
        raise UnsupportedError(f"unsupported player count {players!r} (expected 2, 3 or 4)")
    if team_workers not in TEAM_WORKERS:
        raise UnsupportedError(f"unknown team workers {team_workers!r} (expected shared or own)")
    if team_workers == "own":
        if players != 4:
            raise UnsupportedError(f"teammates with their own workers need 4 players, not {players}")
        sides = OWN_PAIRS_SIDES
    names = ["mortal"] * players if gods is None else list(gods)
    if len(names) != players:
        raise SfenError(f"{len(names)} gods for {players} seats (one god per seat)")
    written = [None] * players if states is None else list(states)
    if len(written) != players:
        raise SfenError(f"{len(written)} states for {players} seats (one per seat, None for none)")
    seats = tuple(SeatRecord(side, god, state) for side, god, state in zip(sides, names, written))
    extra = () if fleece is None else (FLEECE_PREFIX + fleece,)
    if team_workers == "own" and to_move != 1:
        extra = (f"{OPENER_PREFIX}{to_move}",)     # the seats place from it: a SFEN must say so
    return format_sfen(SfenRecord((0,) * 25, (False,) * 25, (), to_move, seats, extra=extra))


#: The empty 2-player board before placement, seat 1 to place:
#: ``00000/00000/00000/00000/00000 1 A:mortal,B:mortal 1 -``.
START_SFEN: Final = start_sfen()
