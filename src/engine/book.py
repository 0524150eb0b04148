"""The placement book: the base game's worker placements, searched once and stored.

The placement phase is a small closed world.  Up to the board's eight symmetries the first
player has 49 different placements; after each, the second player's best reply and the
score of the position come from one deep search of it (its root holds every reply), and
the first player's best placement is the one whose position scores worst for the second.
So 49 searches evaluate every first placement and answer every one of them.

The book holds base-game positions (two players, no god power) of the placement phase:
the empty board and each first placement.  A position is looked up in its canonical form
(the least of its eight images), and the stored turn is mapped back to the board as it
stands.  File format (``book.txt`` in this package, one position a line)::

    <side to move> <A's squares or -> <B's squares or -> <best turn> <score> <depth>
    A - - +b2+d4 cp 21 11
    B b2,d4 - +c3+c4 cp -21 11

>>> entry = Book.default().lookup(Board())
>>> entry.move in Board().legal_moves
True
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

from santorini.board import Board, Move
from santorini.engine.datafile import file_text, package_text
from santorini.engine.analysis import Engine, Limit, Score
from santorini.notation import START_SFEN, parse_sfen, parse_token, square_index, square_name

__all__ = ["Book", "BookEntry", "BookError", "build_book", "canonical", "first_placements"]


class BookError(ValueError):
    """A book file that cannot be read."""


def _transform(square: int, symmetry: int) -> int:
    """One of the board's eight symmetries (0 is the identity) applied to a square."""
    file, rank = square % 5, square // 5
    if symmetry & 4:
        file, rank = rank, file
    if symmetry & 1:
        file = 4 - file
    if symmetry & 2:
        rank = 4 - rank
    return rank * 5 + file


def _inverse(symmetry: int) -> int:
    return next(s for s in range(8) if all(_transform(_transform(q, symmetry), s) == q for q in range(25)))


Key = tuple[str, tuple[int, ...], tuple[int, ...]]


def canonical(stm: str, a: Iterable[int], b: Iterable[int]) -> tuple[Key, int]:
    """The least image of a placement position under the eight symmetries, and the
    symmetry that makes it."""
    images = [((stm, tuple(sorted(_transform(q, s) for q in a)), tuple(sorted(_transform(q, s) for q in b))), s)
              for s in range(8)]
    return min(images)


def _map_token(token: str, symmetry: int) -> str:
    # A placement turn is "+sq+sq": its squares in ascending order after the map.
    squares = sorted(_transform(step.square, symmetry) for step in parse_token(token).steps)
    return "".join("+" + square_name(q) for q in squares)


@dataclass(frozen=True)
class BookEntry:
    """A book answer for one board: the turn, its score from the side to move's view, and
    the depth of the search that found it."""

    move: Move
    score: Score
    depth: int


def _placement_key(board: Board) -> tuple[str, tuple[int, ...], tuple[int, ...]] | None:
    """The position as (side to move, A's squares, B's squares) if the book may hold it."""
    if board.players != 2 or board.gods != ("mortal", "mortal") or board.outcome() is not None:
        return None
    record = parse_sfen(board.sfen())
    if any(record.heights) or any(record.domes) or record.round != 1:
        return None
    a = tuple(sq for sq, side in record.workers if side == "A")
    b = tuple(sq for sq, side in record.workers if side == "B")
    if b or len(a) not in (0, 2):
        return None
    return board.side_to_move, a, b


class Book:
    """Placement positions in canonical form and their answers."""

    def __init__(self, entries: dict[Key, tuple[str, Score, int]]) -> None:
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
        entries: dict[Key, tuple[str, Score, int]] = {}
        for number, line in enumerate(text.splitlines(), start=1):
            words = line.split()
            if not words or words[0].startswith("#"):
                continue
            try:
                stm, a, b, token, kind, value, depth = words
                squares = [tuple(square_index(q) for q in field.split(",")) if field != "-" else ()
                           for field in (a, b)]
                score = Score(**{kind: int(value)}) if kind in ("cp", "win", "loss") else None
                steps = parse_token(token).steps
                if stm not in ("A", "B") or score is None or not steps or any(st.kind != "place" for st in steps):
                    raise ValueError(line)
                key, symmetry = canonical(stm, squares[0], squares[1])
                entries[key] = (_map_token(token, symmetry), score, int(depth))
            except ValueError:
                raise BookError(f"{name} line {number}: not a book entry: {line!r}") from None
        return cls(entries)

    def lookup(self, board: Board) -> BookEntry | None:
        """The book's turn for this board, or None when the book does not hold it."""
        found = _placement_key(board)
        if found is None:
            return None
        key, symmetry = canonical(*found)
        if key not in self.entries:
            return None
        token, score, depth = self.entries[key]
        move = board.parse(_map_token(token, _inverse(symmetry)))
        return BookEntry(move, score, depth)

    def lines(self) -> list[str]:
        """The book as file lines, best first placements first."""
        out = []
        for (stm, a, b), (token, score, depth) in sorted(self.entries.items(), key=_order):
            fields = [",".join(square_name(q) for q in squares) or "-" for squares in (a, b)]
            out.append(f"{stm} {fields[0]} {fields[1]} {token} {score} {depth}")
        return out


def _order(item: tuple[Key, tuple[str, Score, int]]) -> tuple:
    (stm, a, b), (_, score, _) = item
    return (stm, -(score.cp or 0), a, b)


def first_placements() -> list[Board]:
    """One board for each first placement up to symmetry (the second player to place; the
    placement is the board's one pushed move)."""
    seen, out = set(), []
    start = Board(START_SFEN)
    for move in start.legal_moves:
        after = start.copy(stack=False)
        after.push(move)
        found = _placement_key(after)
        assert found is not None
        key, _ = canonical(*found)
        if key not in seen:
            seen.add(key)
            out.append(after)
    return out


def build_book(movetime: int = 10000, hash_mb: int = 256, progress: Callable[[int, int], None] | None = None,
               depth: int | None = None) -> Book:
    """Search every first placement's position (``movetime`` ms or to ``depth`` each) and
    make the book: the second player's reply to each, the first player's best placement."""
    boards = first_placements()
    entries: dict[Key, tuple[str, Score, int]] = {}
    engine = Engine(hash_mb)
    best: tuple[float, Board, Score, int] | None = None
    for done, board in enumerate(boards, start=1):
        engine.new_game()
        result = engine.search(board, Limit(depth=depth) if depth else Limit(movetime=movetime))
        info = result.lines[0]
        found = _placement_key(board)
        assert found is not None and result.best is not None
        key, symmetry = canonical(*found)
        entries[key] = (_map_token(result.best.token, symmetry), info.score, info.depth)
        first = _negated(info.score)
        value = _value(first)
        if best is None or value > best[0]:
            best = (value, board, first, info.depth)
        if progress is not None:
            progress(done, len(boards))
    assert best is not None
    _, board, score, reached = best
    start_key, _ = canonical("A", (), ())
    entries[start_key] = (board.peek().token, score, reached)
    return Book(entries)


def _negated(score: Score) -> Score:
    if score.win is not None:
        return Score(loss=score.win + 1)
    if score.loss is not None:
        return Score(win=score.loss + 1)
    assert score.cp is not None
    return Score(cp=-score.cp)


def _value(score: Score) -> float:
    if score.win is not None:
        return 1e9 - score.win
    if score.loss is not None:
        return -1e9 + score.loss
    assert score.cp is not None
    return score.cp
