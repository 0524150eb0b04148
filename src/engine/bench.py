"""``bench``: a fixed set of positions searched to a fixed depth.

The total node count is the search's signature: it is the same on every run
and machine for the same code, so a commit that changes it says so
(``Bench: N``).  Each position is searched with one thread from a cleared
hash table.

>>> result = run_bench(depth=2, positions=BENCH_POSITIONS[:2])
>>> result.nodes == run_bench(depth=2, positions=BENCH_POSITIONS[:2]).nodes
True
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from santorini.board import Board
from santorini.engine.analysis import Engine, Limit

DEFAULT_DEPTH = 8

#: Openings, middle games and races from engine self-play, plus the perft positions.
BENCH_POSITIONS: tuple[str, ...] = (
    "00000/000B00/00A00A0/000B00/00000 1 A:mortal,B:mortal 2 -",
    "00000/00B00A0/00000/00A00B0/00000 1 A:mortal,B:mortal 2 -",
    "0000B0/001A0B0/01000/01000/000A00 2 A:mortal,B:mortal 3 -",
    "00200/011A00/010B0B0/01A300/00000 2 A:mortal,B:mortal 6 -",
    "21200/0B1A1B10/01A100/02300/00000 2 A:mortal,B:mortal 9 -",
    "00010/00B1A00/10000/000B00/0000A0 2 A:mortal,B:mortal 3 -",
    "00010/11100/20A0A1B1/01B000/00000 2 A:mortal,B:mortal 6 -",
    "00010/32B1B00/20012A/0A1010/10000 2 A:mortal,B:mortal 9 -",
    "00000/00010/00B0B00/00A0A00/01100 2 A:mortal,B:mortal 3 -",
    "01100/00B110/00B000/000A00/02A300 2 A:mortal,B:mortal 6 -",
    "011A10/00B11B2/02000/00000/02A3*00 2 A:mortal,B:mortal 9 -",
    "00000/00000/00A00B0/010A01/00010B 2 A:mortal,B:mortal 3 -",
    "00000/02000/00B0A00/020A01B/01030 2 A:mortal,B:mortal 6 -",
    "00000/02B00A0/10200/03*1A01B/01030 2 A:mortal,B:mortal 9 -",
)


@dataclass(frozen=True)
class BenchResult:
    """Total nodes, wall time in milliseconds and nodes per second."""

    nodes: int
    time_ms: int
    nps: int

    def __str__(self) -> str:
        return f"bench nodes {self.nodes} time {self.time_ms} nps {self.nps}"


def run_bench(
    depth: int = DEFAULT_DEPTH,
    positions: Sequence[str] = BENCH_POSITIONS,
    hash_mb: int = 16,
    *,
    engine: Engine | None = None,
    stopped: Callable[[], bool] = lambda: False,
) -> BenchResult:
    """Search every position to ``depth`` with one thread and a fresh hash table.

    A caller that may stop the bench passes its ``engine`` (whose ``stop`` ends the
    running search) and ``stopped`` (asked before each position).
    """
    engine = engine if engine is not None else Engine(hash_mb=hash_mb, threads=1)
    nodes = 0
    started = time.perf_counter()
    for sfen in positions:
        if stopped():
            break
        engine.new_game()
        engine.search(Board(sfen), Limit(depth=depth))
        nodes += engine.nodes
    elapsed = max(time.perf_counter() - started, 1e-9)
    return BenchResult(nodes, int(elapsed * 1000), int(nodes / elapsed))
