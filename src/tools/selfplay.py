"""Self-play positions for training (``santorini selfplay``): one game per task, on any executor.

A game (:class:`SelfPlayTask`) starts from the empty board with its seat's gods, places
the workers at random and plays ``random_plies`` random turns (both from a generator
seeded by the job's seed and the game's number), then one
:class:`~santorini.engine.analysis.Engine` plays every seat at ``nodes`` a turn (a draw
after ``max_plies`` turns).  A node limit on one thread makes the search a function of
the position and what the game searched before it, so a seed gives the same games on
any machine and any executor.

Each position the engine searched is one JSON object: ``game``, ``ply`` (turns played
so far, placements included), ``sfen``, ``side`` (the side to move), ``score`` (the
search's, from the side to move's view: ``cp N``, ``win N`` or ``loss N``), ``move``
(the turn played) and ``result``, the game's result from the side to move's view
(1 win, 0 loss, 0.5 draw).  A search that the node budget ends before its first depth (a
root with more turns than the budget has nodes: Poseidon's builds) has no score: its turn is
played, its position left out.

>>> positions = play_task(SelfPlayTask(game=1, seed=7, nodes=200, max_plies=4))
>>> len(positions), sorted(positions[0]), {p["result"] for p in positions}
(4, ['game', 'move', 'ply', 'result', 'score', 'sfen', 'side'], {0.5})
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from santorini.board import Board
from santorini.engine.analysis import Engine, Limit
from santorini.engine.players import place_at_random, random_turn
from santorini.rules.draft import lineup_start
from santorini.rules.gods import lineup_problem, players_of
from santorini.tools.match import god_pairs

__all__ = ["MAX_PLIES", "SelfPlayTask", "play_task", "selfplay_tasks"]

#: A game longer than this many turns (after the opening) is a draw.
MAX_PLIES = 300


@dataclass(frozen=True)
class SelfPlayTask:
    """One self-play game: its number (1-based), the job's seed, the search's node budget."""

    game: int
    seed: int
    nodes: int
    gods: tuple[str, ...] = ("mortal", "mortal")     # one a seat: 2, 3 or 4 (two teams)
    random_plies: int = 0
    max_plies: int = MAX_PLIES
    hash_mb: int = 16


def selfplay_tasks(games: int, seed: int, nodes: int, pool: Sequence[str] | None = None,
                   random_plies: int = 0, max_plies: int = MAX_PLIES, players: int = 2) -> list[SelfPlayTask]:
    """The games of a job of ``players`` seats (4: two teams sharing a pair each); with a god
    ``pool`` (:func:`~santorini.tools.match.god_pool`) each game gets a seeded lineup of
    gods from it that may play together, else every seat is a mortal.

    >>> [task.gods for task in selfplay_tasks(2, seed=1, nodes=100)]
    [('mortal', 'mortal'), ('mortal', 'mortal')]
    >>> [len(task.gods) for task in selfplay_tasks(2, seed=1, nodes=100, pool=["pan", "atlas", "zeus"], players=3)]
    [3, 3]
    """
    for name, value, low in (("games", games, 1), ("nodes", nodes, 1), ("random plies", random_plies, 0),
                             ("max plies", max_plies, 1)):
        if isinstance(value, bool) or not isinstance(value, int) or value < low:
            raise ValueError(f"{name} must be a whole number >= {low}, not {value!r}")
    if players not in (2, 3, 4):
        raise ValueError(f"players must be 2, 3 or 4, not {players!r}")
    if not pool:
        lineups = [("mortal",) * players] * games
    elif players == 2:
        lineups = god_pairs(games, seed, pool)
    else:
        lineups = _lineups(games, seed, pool, players)
    return [SelfPlayTask(game, seed, nodes, tuple(lineup), random_plies, max_plies)
            for game, lineup in enumerate(lineups, start=1)]


def _lineups(count: int, seed: int, pool: Sequence[str], players: int) -> list[tuple[str, ...]]:
    """``count`` seeded lineups of distinct gods of the pool allowed together for ``players``."""
    allowed = [god for god in pool if players in players_of(god)]
    rng = random.Random(f"lineups {seed} {players}")
    lineups: list[tuple[str, ...]] = []
    misses = 0          # draws in a row that met a banned pair: a bound, not a hope
    while len(lineups) < count and len(allowed) >= players and misses < 10_000:
        lineup = tuple(rng.sample(allowed, players))
        if lineup_problem(lineup, players) is None:
            lineups.append(lineup)
            misses = 0
        else:
            misses += 1
    if len(lineups) < count:
        raise ValueError(f"the pool has no {players} gods that may play one game together")
    return lineups


def play_task(task: SelfPlayTask) -> list[dict[str, Any]]:
    """Play the task's game; its searched positions in order, as JSON-ready dicts."""
    rng = random.Random(f"selfplay {task.seed} {task.game}")
    board = Board(lineup_start(task.gods))
    place_at_random(board, rng)
    for _ in range(task.random_plies):
        board.play_chance(rng)      # the referee's draws (Tyche's deck) are no plies of a seat's
        if board.outcome() is not None:
            break
        board.push(random_turn(board, rng))
    engine = Engine(hash_mb=task.hash_mb)
    limit = Limit(nodes=task.nodes)
    positions: list[dict[str, Any]] = []
    searched = 0
    while board.outcome() is None and searched < task.max_plies:
        board.play_chance(rng)      # no position where a deck decides is a searched one
        if board.outcome() is not None:
            break
        result = engine.search(board, limit)
        if result.best is None:
            break
        # A node budget smaller than the root's turns (Poseidon's builds, Hydra's heads) ends
        # before the first depth: the turn is played, but the position has no score to learn.
        if result.lines:
            positions.append({"game": task.game, "ply": len(board.move_stack), "sfen": board.sfen(),
                              "side": board.side_to_move, "score": str(result.lines[0].score),
                              "move": result.best.token})
        board.push(result.best)
        searched += 1
    outcome = board.outcome()
    for position in positions:
        if outcome is None or outcome.winner is None:
            position["result"] = 0.5
        else:
            position["result"] = 1 if outcome.winner == position["side"] else 0
    return positions
