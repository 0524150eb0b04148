"""The placement book: the base game's worker placements, searched once and stored.

The placement phase is a small closed world.  Up to the board's eight symmetries the first
player has 49 different placements; after each, the second player's best reply and the
score of the position come from one deep search of it (its root holds every reply), and
the first player's best placement is the one whose position scores worst for the second.
So 49 searches evaluate every first placement and answer every one of them.

The book holds base-game positions (two players, no god power) of the placement phase:
the empty board and each first placement.  A position is looked up in its canonical form
(the least of its eight images), and the stored turn is mapped back to the board as it
stands.  :mod:`santorini.engine.book_build` makes a book.  File format (``book.txt`` in
this package, one position a line; the games are optional)::

    <side to move> <A's squares or -> <B's squares or -> <turn> <score> <depth> [games W-L-D]
    A - - +b2+d4 cp 21 11 games 180-140-0
    B b2,d4 - +c3+c4 cp -21 11 games 75-85-0

The score is the search's, from the side to move's view; the games, when the book was
judged by games, are the side to move's wins, losses and draws in the self-play games
that chose the turn.

>>> entry = Book.default().lookup(Board())
>>> entry.move in Board().legal_moves
True
"""

from __future__ import annotations

import time
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from santorini.board import Board, Move
from santorini.engine.datafile import file_text, package_text
from santorini.engine.analysis import Score
from santorini.notation import parse_sfen, parse_token, square_index, square_name, transform_square

__all__ = ["Book", "BookEntry", "BookError", "Key", "Record", "canonical", "map_token", "placement_key"]


class BookError(ValueError):
    """A book file that cannot be read."""


def _inverse(symmetry: int) -> int:
    return next(s for s in range(8) if all(transform_square(transform_square(q, symmetry), s) == q for q in range(25)))


Key = tuple[str, tuple[int, ...], tuple[int, ...]]
#: A book answer as stored: the turn (in the key's frame), its score, the search depth, and
#: the side to move's wins, losses and draws in the games that chose it (None if none).
Record = tuple[str, Score, int, tuple[int, int, int] | None]


def canonical(stm: str, a: Iterable[int], b: Iterable[int]) -> tuple[Key, int]:
    """The least image of a placement position under the eight symmetries, and the
    symmetry that makes it."""
    images = [((stm, tuple(sorted(transform_square(q, s) for q in a)),
                tuple(sorted(transform_square(q, s) for q in b))), s) for s in range(8)]
    return min(images)


def map_token(token: str, symmetry: int) -> str:
    # A placement turn is "+sq+sq": its squares in ascending order after the map.
    squares = sorted(transform_square(step.square, symmetry) for step in parse_token(token).steps)
    return "".join("+" + square_name(q) for q in squares)


@dataclass(frozen=True)
class BookEntry:
    """A book answer for one board: the turn, its score from the side to move's view, the
    depth of the search that found it, and the side to move's wins, losses and draws in
    the games that chose it (None for a book judged by search alone)."""

    move: Move
    score: Score
    depth: int
    games: tuple[int, int, int] | None = None


def placement_key(board: Board) -> tuple[str, tuple[int, ...], tuple[int, ...]] | None:
    """The position as (side to move, A's squares, B's squares) if the book may hold it."""
    if board.players != 2 or board.gods != ("mortal", "mortal") or board.outcome() is not None:
        return None
    record = parse_sfen(board.sfen())
    # The book's games were the plain game's: a boulder or the Golden Fleece's Ram changes them.
    if any(record.heights) or any(record.domes) or record.round != 1 or record.extra:
        return None
    a = tuple(sq for sq, side in record.workers if side == "A")
    b = tuple(sq for sq, side in record.workers if side == "B")
    if b or len(a) not in (0, 2):
        return None
    return board.side_to_move, a, b


class Book:
    """Placement positions in canonical form and their answers."""

    def __init__(self, entries: dict[Key, Record]) -> None:
        self.entries = entries

    @classmethod
    def default(cls) -> Book:
        """The book shipped in the package."""
        return cls.parse(package_text("book.txt", BookError))

    @classmethod
    def load(cls, path: str | Path) -> Book:
        """A book file; BookError if it cannot be read or is malformed."""
        return cls.parse(file_text(path, "book", BookError), str(path))

    @classmethod
    def parse(cls, text: str, name: str = "book") -> Book:
        entries: dict[Key, Record] = {}
        for number, line in enumerate(text.splitlines(), start=1):
            words = line.split()
            if not words or words[0].startswith("#"):
                continue
            try:
                stm, a, b, token, kind, value, depth, *tail = words
                games = _games(tail)
                squares = [tuple(square_index(q) for q in field.split(",")) if field != "-" else ()
                           for field in (a, b)]
                score = Score(**{kind: int(value)}) if kind in ("cp", "win", "loss") else None
                steps = parse_token(token).steps
                if stm not in ("A", "B") or score is None or not steps or any(st.kind != "place" for st in steps):
                    raise ValueError(line)
                key, symmetry = canonical(stm, squares[0], squares[1])
                entries[key] = (map_token(token, symmetry), score, int(depth), games)
            except ValueError:
                raise BookError(f"{name} line {number}: not a book entry: {line!r}") from None
        return cls(entries)

    def lookup(self, board: Board) -> BookEntry | None:
        """The book's turn for this board, or None when the book does not hold it."""
        found = placement_key(board)
        if found is None:
            return None
        key, symmetry = canonical(*found)
        if key not in self.entries:
            return None
        token, score, depth, games = self.entries[key]
        move = board.parse(map_token(token, _inverse(symmetry)))
        return BookEntry(move, score, depth, games)

    def lines(self) -> list[str]:
        """The book as file lines, best first placements first."""
        out = []
        for (stm, a, b), (token, score, depth, games) in sorted(self.entries.items(), key=_order):
            fields = [",".join(square_name(q) for q in squares) or "-" for squares in (a, b)]
            judged = f" games {games[0]}-{games[1]}-{games[2]}" if games else ""
            out.append(f"{stm} {fields[0]} {fields[1]} {token} {score} {depth}{judged}")
        return out


def _games(tail: list[str]) -> tuple[int, int, int] | None:
    if not tail:
        return None
    counts = tail[1].split("-") if len(tail) == 2 and tail[0] == "games" else []
    if len(counts) != 3 or not all(count.isdigit() for count in counts):
        raise ValueError(tail)
    wins, losses, draws = (int(count) for count in counts)
    return wins, losses, draws


def _order(item: tuple[Key, Record]) -> tuple:
    (stm, a, b), (_, score, _, games) = item
    mine = (games[0] + games[2] / 2) / sum(games) if games and sum(games) else 0.0
    return (stm, -mine, -(score.cp or 0), a, b)
