"""Canonical spellings of walking turns (Hermes), whose steps the packed form leaves open.

A walking turn is known by its outcome: the squares the side's workers end
on and the square built on.  Its canonical token (docs/notation.md) is the
legal spelling with the fewest steps, then the ASCII-smallest.  One
breadth-first search over spellings from the position finds them all.

>>> tokens = walk_tokens([0] * 25, [False] * 25, others=frozenset(), workers=(0, 2))
>>> tokens[frozenset({1, 2}), 6], tokens[frozenset({0, 2}), 6]
('a1-b1^b2', 'a1^b2')
"""

from __future__ import annotations

from collections.abc import Sequence

from santorini.notation import square_name

#: (final worker squares, build square) -> canonical token
Spellings = dict[tuple[frozenset[int], int], str]


def _neighbours(sq: int) -> list[int]:
    file, rank = sq % 5, sq // 5
    return [
        r * 5 + f
        for f in range(file - 1, file + 2)
        for r in range(rank - 1, rank + 2)
        if 0 <= f < 5 and 0 <= r < 5 and (f, r) != (file, rank)
    ]


NEIGHBOURS = tuple(tuple(_neighbours(sq)) for sq in range(25))


def walk_tokens(
    heights: Sequence[int],
    domes: Sequence[bool],
    *,
    others: frozenset[int],
    workers: tuple[int, ...],
) -> Spellings:
    """The canonical token of every same-level walking turn of a side's workers."""
    blocked = {sq for sq in range(25) if domes[sq]} | set(others)
    names = [square_name(sq) for sq in range(25)]
    # A state is (worker squares, selected worker); its value the best token
    # of the fewest steps that reaches it.
    frontier: dict[tuple[tuple[int, ...], int], str] = {
        (workers, i): names[sq] for i, sq in enumerate(workers)
    }
    seen = set(frontier)
    best: dict[tuple[frozenset[int], int], tuple[int, str]] = {}
    steps = 1
    while frontier:
        for (squares, sel), token in frontier.items():
            final = frozenset(squares)
            for build in NEIGHBOURS[squares[sel]]:
                if build in blocked or build in final:
                    continue
                candidate = (steps + 1, token + "^" + names[build])
                key = (final, build)
                if key not in best or candidate < best[key]:
                    best[key] = candidate
        following: dict[tuple[tuple[int, ...], int], str] = {}
        for (squares, sel), token in frontier.items():
            here = squares[sel]
            for to in NEIGHBOURS[here]:
                if to in blocked or to in squares or heights[to] != heights[here]:
                    continue
                moved = squares[:sel] + (to,) + squares[sel + 1:]
                _offer(following, (moved, sel), token + "-" + names[to])
            for other, sq in enumerate(squares):
                if other != sel:
                    _offer(following, (squares, other), token + "," + names[sq])
        # A state reached in fewer steps never needs a longer spelling.
        frontier = {state: token for state, token in following.items() if state not in seen}
        seen.update(frontier)
        steps += 1
    return {key: token for key, (_, token) in best.items()}


def _offer(states: dict, state: tuple, token: str) -> None:
    if state not in states or token < states[state]:
        states[state] = token
