"""Determinisation: how the engine plays a seat that cannot see another seat's secret.

Where another seat holds a secret (Tartarus' Abyss), the position the engine knows stands for
several worlds (:meth:`Board.worlds`: each way of filling the secret in that what the seat has
seen allows, taken as equally likely).  The search never sees the secret: it searches the
position as the seat knows it, with several lines.  Then each of those turns is played in every
world: where it ends the game (a worker that walked into the Abyss) the world scores the result,
elsewhere the search's score, as a win probability (:func:`~santorini.engine.review.win_probability`).
The turn with the best mean is played.  A turn the worlds cannot tell apart from the others
changes nothing: the search's own choice stands.

The worlds judge only the turn to play; below it the search still knows nothing of the secret
(a line that walks into the Abyss two turns later is not seen as one).  That is the price of
searching one tree instead of one per world, which at a hundred milliseconds a move would each
be too shallow to play well.

Where the secret is where workers stand (Hecate's), there is no position the seat knows to
search: without them her side would have no turn.  Then a few worlds (:func:`sample`) are searched
one by one, each with its share of the time; the turns are ranked by their worst result over them
(:func:`pooled`: the mean let her climbs through, unseen in most worlds), and of those the one
that leaves her a winning move in the fewest worlds is played (:func:`threatened`).  The seat's
turns are the same in every world (it lists them on the board it sees); only where they collide
differs.

>>> from santorini import Board
>>> board = Board("00100/01B230/12A01A3*/002B10/00000 2 A:tartarus[set|c3],B:mortal 6 -")
>>> _ = board.push("b4-a4^a5"), board.push("b3-a3^b3")
>>> view = Board(board.sfen(viewer=2))      # b4 and b3 held workers: no Abyss there
>>> view.sfen()
'10100/0B1230/1A301A3*/002B10/00000 2 A:tartarus[set,b3,b4],B:mortal 7 -'
>>> odds = turn_odds(view, board.worlds(), list(view.legal_moves))
>>> odds["a4-b4^a4"], odds["a4-b5^a4"]      # back to b4: safe; onto b5: one world in 19
(0.0, 0.05263157894736842)
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Final

from santorini.engine.review import win_probability

if TYPE_CHECKING:
    from santorini.board import Board, Move
    from santorini.engine.analysis import Info

__all__ = ["LINES", "SAMPLES", "THREAT_WORLDS", "best_line", "pooled", "safest", "sample", "threatened", "turn_odds"]

#: The lines the search gives for the worlds to judge (more when the caller asks for more).
LINES: Final = 6

#: The worlds searched one by one where the secret is where workers stand (Hecate's): each is a
#: search of its own, sharing the turn's time.
SAMPLES: Final = 16

#: The worlds in which the best turns are checked for a win they leave the next seat.
THREAT_WORLDS: Final = 64


def turn_odds(view: Board, worlds: Sequence[Board], moves: Sequence[Move]) -> dict[str, float]:
    """For each turn: the share of the worlds in which it loses the game at once for the side
    that plays it (less the share in which it wins at once)."""
    side = view.side_to_move
    odds = dict.fromkeys((move.token for move in moves), 0.0)
    for world in worlds:
        world = world.copy(stack=False)
        for move in moves:
            outcome = world.outcome_after(move)     # cut short where the world's secret ends it
            if outcome is not None:
                odds[move.token] += (-1 if outcome.winner == side else 1) / len(worlds)
    return odds


def safest(odds: Mapping[str, float]) -> list[str]:
    """The turns that lose in the fewest worlds."""
    least = min(odds.values())
    return [token for token, share in odds.items() if share == least]


def best_line(lines: Sequence[Info], odds: Mapping[str, float]) -> Info | None:
    """The line whose first turn has the best mean win probability over the worlds; the
    search's order breaks ties."""
    def mean(line: Info) -> float:
        share = odds[line.pv[0].token]
        lost, won = max(share, 0.0), max(-share, 0.0)
        return won + (1.0 - lost - won) * win_probability(line.score)
    scored = [line for line in lines if line.pv and line.pv[0].token in odds]
    return max(scored, key=mean, default=None)


def sample(worlds: Sequence[Board], seed: str, count: int = SAMPLES) -> list[Board]:
    """``count`` of the worlds (all if fewer), drawn by a generator seeded from ``seed``: the
    position as the seat knows it (its SFEN), so that the draw reads no secret and a search
    repeats."""
    if len(worlds) <= count:
        return list(worlds)
    return random.Random(seed).sample(list(worlds), count)


def pooled(tables: Sequence[Mapping[str, float]]) -> list[str]:
    """The turns ranked by their worst win probability over the worlds searched, then their
    mean, each world's table giving its best turns' (a turn it did not list counts as its worst
    listed one).  The worst first: a turn that loses in one world the seat cannot rule out
    (a climb of hers it did not stop) is a turn that may lose the game.

    >>> pooled([{"a": 0.6, "b": 0.5}, {"b": 0.9, "c": 0.2}])
    ['b', 'a', 'c']
    """
    turns = {token for table in tables for token in table}
    def scores(token: str) -> list[float]:
        return [table.get(token, min(table.values(), default=0.0)) for table in tables]
    return sorted(turns, key=lambda token: (-min(scores(token)), -sum(scores(token)), token))


def threatened(worlds: Sequence[Board], moves: Sequence[Move]) -> dict[str, float]:
    """For each turn: the share of the worlds in which, after it, the next seat wins at once by a
    move (where a climb of a worker the seat cannot see is waiting).  The turns are the seat's
    on the board it sees, the same packed turns in every world."""
    shares = dict.fromkeys((move.token for move in moves), 0.0)
    for world in worlds:
        core = world._core.copy(False)
        for move in moves:
            core.push(move.packed)
            if core.result() is None and core.win_squares():
                shares[move.token] += 1 / len(worlds)
            core.pop()
    return shares
