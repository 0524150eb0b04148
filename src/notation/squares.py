"""Squares and directions of the 5x5 board (protocol §2).

Squares are ints ``0..24`` with ``index = rank * 5 + file`` (``a1 = 0``,
``e1 = 4``, ``a2 = 5``, ``e5 = 24``).

>>> square_name(square_index("c3"))
'c3'
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Final

from santorini.errors import NotationError

__all__ = ["DIRECTIONS", "SQUARE_INDEX", "SQUARE_NAMES", "square_index", "square_name", "transform_square"]

FILES: Final = "abcde"
RANKS: Final = "12345"

#: ``SQUARE_NAMES[i]`` is the name of square ``i``: ``('a1', 'b1', ..., 'e5')``.
SQUARE_NAMES: Final[tuple[str, ...]] = tuple(f + r for r in RANKS for f in FILES)

#: ``SQUARE_INDEX[name]`` is the index of a square name: the inverse of :data:`SQUARE_NAMES`.
SQUARE_INDEX: Final[Mapping[str, int]] = MappingProxyType({name: i for i, name in enumerate(SQUARE_NAMES)})

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
    if isinstance(name, str) and name in SQUARE_INDEX:
        return SQUARE_INDEX[name]
    raise NotationError(f"bad square {name!r} (expected a1..e5)")


def square_name(sq: int) -> str:
    """Return the name of square index ``sq`` (0..24).

    >>> square_name(0), square_name(4), square_name(24)
    ('a1', 'e1', 'e5')
    """
    if isinstance(sq, int) and not isinstance(sq, bool) and 0 <= sq < 25:
        return SQUARE_NAMES[sq]
    raise NotationError(f"bad square index {sq!r} (expected 0..24)")


def transform_square(sq: int, symmetry: int) -> int:
    """One of the board's eight symmetries applied to a square index: bit 2 of
    ``symmetry`` swaps files and ranks, then bit 0 mirrors the files and bit 1 the ranks
    (0 is the identity).

    >>> [square_name(transform_square(square_index("b1"), s)) for s in range(8)]
    ['b1', 'd1', 'b5', 'd5', 'a2', 'e2', 'a4', 'e4']
    """
    file, rank = sq % 5, sq // 5
    if symmetry & 4:
        file, rank = rank, file
    if symmetry & 1:
        file = 4 - file
    if symmetry & 2:
        rank = 4 - rank
    return rank * 5 + file
