"""The god matchup table: how each god fares against each other, from engine self-play.

An ordered pair is (the first player's god, the second player's god): the first player's
score (a win 1, a draw 1/2) over games from seeded random placements (the first player is seat 1,
side A; a god who must not start, Hecate, leaves the start to seat 2), both seats played by
the same engine at a fixed node budget a move.  The shipped table
(``matchups.json`` in this package, rebuilt by ``santorini matchups build``) is published in
``docs/matchups.md``; the draft player (:mod:`santorini.engine.draft_player`) uses it.

>>> table = MatchupTable.default()
>>> score, error = table.score("pan", "atlas")
>>> 0 <= score <= 1 and error > 0
True
"""

from __future__ import annotations

import json
import math
import random
from collections.abc import Callable, Hashable, Iterator, Sequence
from dataclasses import dataclass, field
from multiprocessing import get_context
from pathlib import Path

from santorini.board import Board
from santorini.engine.analysis import Engine, Limit
from santorini.engine.datafile import file_text, package_text
from santorini.engine.players import MAX_PLIES, place_at_random, play_out
from santorini.rules.draft import lineup_start
from santorini.rules.gods import lineup_problem

__all__ = ["MAX_PLIES", "MatchupError", "MatchupTable", "build_table", "mean_score", "play_game", "play_starts"]

class MatchupError(ValueError):
    """A matchup file that cannot be read, or a table asked about a pair it lacks."""


@dataclass
class MatchupTable:
    """Results by ordered pair: (first god, second god) -> [first's wins, losses, draws]."""

    results: dict[tuple[str, str], list[int]] = field(default_factory=dict)
    nodes: int = 0
    games: int = 0
    seed: int = 0

    @classmethod
    def default(cls) -> MatchupTable:
        """The table shipped in the package."""
        return cls.parse(package_text("matchups.json", MatchupError))

    @classmethod
    def load(cls, path: str | Path) -> MatchupTable:
        return cls.parse(file_text(path, "matchup table", MatchupError), str(path))

    @classmethod
    def parse(cls, text: str, name: str = "matchup table") -> MatchupTable:
        try:
            data = json.loads(text)
            results = {}
            for pair, counts in data["pairs"].items():
                first, second = pair.split("/")
                if len(counts) != 3 or not all(isinstance(c, int) and c >= 0 for c in counts):
                    raise ValueError(pair)
                results[(first, second)] = list(counts)
            return cls(results, int(data["nodes"]), int(data["games"]), int(data["seed"]))
        except (ValueError, KeyError, TypeError, AttributeError) as error:
            raise MatchupError(f"{name}: not a matchup table ({error})") from None

    def dumps(self) -> str:
        pairs = {f"{a}/{b}": counts for (a, b), counts in sorted(self.results.items())}
        return json.dumps({"nodes": self.nodes, "games": self.games, "seed": self.seed, "pairs": pairs}, indent=0)

    @property
    def gods(self) -> list[str]:
        return sorted({god for pair in self.results for god in pair})

    def score(self, first: str, second: str) -> tuple[float, float]:
        """The first player's mean score and its 95% error bar; MatchupError for a pair the
        table lacks."""
        counts = self.results.get((first, second))
        if not counts or sum(counts) == 0:
            raise MatchupError(f"the table has no games of {first} (first) against {second}")
        return mean_score(counts)

    def vs(self, mine: str, other: str, i_start: bool) -> float | None:
        """My expected score with god `mine` against `other`, starting or not; None if unknown."""
        try:
            return self.score(mine, other)[0] if i_start else 1 - self.score(other, mine)[0]
        except MatchupError:
            return None


def mean_score(counts: Sequence[int]) -> tuple[float, float]:
    """The first player's mean score of [wins, losses, draws] and its 95% error bar.

    >>> mean, error = mean_score([3, 1, 0])
    >>> mean, round(error, 2)
    (0.75, 0.42)
    """
    wins, losses, draws = counts
    n = wins + losses + draws
    mean = (wins + draws / 2) / n
    variance = (wins * (1 - mean) ** 2 + losses * mean**2 + draws * (0.5 - mean) ** 2) / n
    # A floor on the spread: a pair that went one way in every game is not certain.
    return mean, 1.96 * math.sqrt(max(variance, 0.25 / n) / n)


def play_game(start: str, opening: int, nodes: int, engine: Engine | None = None) -> str:
    """One self-play game from the empty board `start` and the placements that seed
    `opening` draws (random among the legal ones, so gods that place differently get their
    own): "first", "second" or "draw"."""
    engine = engine or Engine(hash_mb=4)
    board = Board(start)
    place_at_random(board, random.Random(opening))
    winner = play_out(board, engine, lambda: Limit(nodes=nodes))
    return "draw" if winner is None else "first" if winner == "A" else "second"


def _games_job(args: tuple[Hashable, str, list[int], int]) -> tuple[Hashable, list[int]]:
    key, start, openings, nodes = args
    engine = Engine(hash_mb=4)
    counts = [0, 0, 0]
    for opening in openings:
        counts[("first", "second", "draw").index(play_game(start, opening, nodes, engine))] += 1
    return key, counts


def play_starts(starts: dict[Hashable, str], openings: list[int], nodes: int, jobs: int,
                progress: Callable[[int, int], None] | None = None) -> Iterator[tuple[Hashable, list[int]]]:
    """The games of each start position (one per key) from every opening, on `jobs`
    processes: (key, [first player's wins, losses, draws]) as each start is done."""
    work = [(key, start, openings, nodes) for key, start in starts.items()]
    with get_context("spawn").Pool(jobs) as pool:
        for done, result in enumerate(pool.imap_unordered(_games_job, work), start=1):
            yield result
            if progress is not None:
                progress(done, len(work))


def pairs_of(gods: Sequence[str]) -> list[tuple[str, str]]:
    """Every ordered pair of these gods that may meet in a two-player game (mirror matches too)."""
    return [(a, b) for a in gods for b in gods
            if lineup_problem([a, b], 2) is None or (a == b and lineup_problem([a, b], 2, {"mirror-gods"}) is None)]


def build_table(gods: Sequence[str], games: int = 16, nodes: int = 3000, seed: int = 1, jobs: int = 1,
                progress: Callable[[int, int], None] | None = None, extend: MatchupTable | None = None) -> MatchupTable:
    """Play ``games`` games of every ordered pair (the same placement seeds for each).
    With ``extend``, only the pairs that table lacks are played, with its games, nodes and
    seed (so that the rows compare), and the result holds its rows too."""
    if extend is not None:
        games, nodes, seed = extend.games, extend.nodes, extend.seed
    pairs = [pair for pair in pairs_of(gods) if extend is None or pair not in extend.results]
    openings = [seed * 100003 + game for game in range(games)]
    table = MatchupTable(dict(extend.results) if extend is not None else {}, nodes, games, seed)
    starts = {pair: lineup_start(pair) for pair in pairs}
    for pair, counts in play_starts(starts, openings, nodes, jobs, progress):
        table.results[pair] = counts
    return table
