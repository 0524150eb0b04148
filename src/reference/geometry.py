"""The 5x5 board's geometry, as the oracle sees it: touching squares and straight lines.

Written here independently of the native core's bitboards.
"""

from __future__ import annotations

from typing import Final

__all__ = ["NEIGHBOURS", "PERIMETER", "neighbours", "square_behind"]


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
NEIGHBOURS: Final = tuple(neighbours(sq) for sq in range(25))

#: The 16 perimeter squares: rank 1 or 5, file a or e (Bia, Eros, Hera, Hestia, Triton).
PERIMETER: Final = frozenset(sq for sq in range(25) if sq // 5 in (0, 4) or sq % 5 in (0, 4))


def square_behind(src: int, dst: int) -> int | None:
    """The square one further on the line from ``src`` through its neighbour ``dst``
    (where Minotaur pushes, and where Charon ferries a worker from ``src`` across his
    worker on ``dst``), or None off the board.

    >>> from santorini.notation import square_name
    >>> square_name(square_behind(0, 6)), square_behind(6, 0)
    ('c3', None)
    """
    (r0, f0), (r1, f1) = divmod(src, 5), divmod(dst, 5)
    r2, f2 = 2 * r1 - r0, 2 * f1 - f0
    return r2 * 5 + f2 if 0 <= r2 < 5 and 0 <= f2 < 5 else None
