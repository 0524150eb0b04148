"""The Golden Fleece table: how the first player fares with each god on the Ram, from
engine self-play (docs/golden-fleece-variant.md).

In the variant seat 1 names the Ram's god, places its workers first and places the Ram;
seat 2 takes the first turn.  For each eligible god the table holds seat 1's wins, losses
and draws over games from seeded random worker placements, both seats (and the Ram's
placement) played by the same engine at a fixed node budget a move.  The draft player
names the god of the best score (:mod:`santorini.engine.draft_player`); the shipped table
is ``fleece.json`` in this package, rebuilt by ``santorini matchups build --fleece``.

>>> table = FleeceTable.default()
>>> score, error = table.score("pan")
>>> 0 <= score <= 1 and error > 0
True
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from santorini.engine.datafile import file_text, package_text
from santorini.engine.matchups import MatchupError, mean_score, play_starts
from santorini.notation import start_sfen

__all__ = ["FleeceTable", "build_fleece_table"]


@dataclass
class FleeceTable:
    """Results by the Ram's god: god -> [seat 1's wins, losses, draws]."""

    results: dict[str, list[int]] = field(default_factory=dict)
    nodes: int = 0
    games: int = 0
    seed: int = 0

    @classmethod
    def default(cls) -> FleeceTable:
        """The table shipped in the package."""
        return cls.parse(package_text("fleece.json", MatchupError))

    @classmethod
    def load(cls, path: str | Path) -> FleeceTable:
        return cls.parse(file_text(path, "Golden Fleece table", MatchupError), str(path))

    @classmethod
    def parse(cls, text: str, name: str = "Golden Fleece table") -> FleeceTable:
        try:
            data = json.loads(text)
            results = {}
            for god, counts in data["gods"].items():
                if not isinstance(god, str) or len(counts) != 3 or not all(isinstance(c, int) and c >= 0 for c in counts):
                    raise ValueError(god)
                results[god] = list(counts)
            return cls(results, int(data["nodes"]), int(data["games"]), int(data["seed"]))
        except (ValueError, KeyError, TypeError, AttributeError) as error:
            raise MatchupError(f"{name}: not a Golden Fleece table ({error})") from None

    def dumps(self) -> str:
        gods = dict(sorted(self.results.items()))
        return json.dumps({"nodes": self.nodes, "games": self.games, "seed": self.seed, "gods": gods}, indent=0)

    def score(self, god: str) -> tuple[float, float]:
        """Seat 1's mean score with `god` on the Ram and its 95% error bar; MatchupError for
        a god the table lacks."""
        counts = self.results.get(god)
        if not counts or sum(counts) == 0:
            raise MatchupError(f"the Golden Fleece table has no games with {god} on the Ram")
        return mean_score(counts)

    def best(self, gods: Iterable[str]) -> str:
        """The god of `gods` with seat 1's best score (ties: the first by name); MatchupError
        when the table knows none of them."""
        known = sorted(god for god in gods if god in self.results)
        if not known:
            raise MatchupError("the Golden Fleece table knows none of these gods")
        return max(known, key=lambda god: self.score(god)[0])


def build_fleece_table(gods: Sequence[str], games: int = 32, nodes: int = 3000, seed: int = 1, jobs: int = 1,
                       progress: Callable[[int, int], None] | None = None,
                       extend: FleeceTable | None = None) -> FleeceTable:
    """Play ``games`` games with each god on the Ram (the same placement seeds for each).
    With ``extend``, a table to complete, only the gods it lacks are played, with its games,
    nodes and seed: each god's games are the same as in a whole build."""
    if extend is not None:
        games, nodes, seed = extend.games, extend.nodes, extend.seed
        gods = [god for god in gods if god not in extend.results]
    openings = [seed * 100003 + game for game in range(games)]
    table = FleeceTable(dict(extend.results) if extend else {}, nodes, games, seed)
    for god, counts in play_starts({god: start_sfen(2, fleece=god) for god in gods}, openings, nodes, jobs, progress):
        table.results[god] = counts
    return table
