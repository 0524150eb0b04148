"""The search with 3 players and with 4 players in teams (a shared pair a team, or the Pantheon
edition's pair a player): nodes per second and depth in one second.

From a position right after placement (the first rows of tests/data/perft-multiplayer.tsv and
tests/data/perft-pantheon.tsv):

* ``test_multiplayer_nps``: a fixed-depth search (``NPS_DEPTH``) from a cleared hash; its node
  count is the same on every run, so nodes / best round time is a fair nodes-per-second figure.
* ``test_multiplayer_depth_in_one_second``: ``Engine().search(board, Limit(movetime=1000))``;
  the depth is ``result.lines[0].depth``, the last depth completed (the engine does not start
  a new depth after 60% of the time).  It depends on the machine's load: see the
  ``loadavg`` in extra_info.

No targets: these numbers are recorded, not enforced (docs/multiplayer.md keeps them).
"""

from __future__ import annotations

import os
import time

import pytest

from santorini import Board
from santorini.engine.analysis import Engine, Limit

#: 3 players after +b2+d4 (A), +b4+d2 (B), +c1+c5 (C): seat 1 to move.
THREE_PLACED = "000C00/00B00A0/00000/00A00B0/000C00 1 A:mortal,B:mortal,C:mortal 2 -"
#: 4 players after +b2+d4 (seat 1, team A) and +b4+d2 (seat 2, team B): seat 3 (team A) to move.
FOUR_PLACED = "00000/00B00A0/00000/00A00B0/00000 3 A:mortal,B:mortal,A:mortal,B:mortal 1 -"
#: 4 players, a pair each, after +b2+d4 (A), +b4+d2 (B), +c1+c5 (C), +a3+e3 (D): seat 1 to move.
PANTHEON_PLACED = "000C00/00B00A0/0D0000D/00A00B0/000C00 1 A:mortal,B:mortal,C:mortal,D:mortal 2 -"
POSITIONS = {"3 players": THREE_PLACED, "4 players": FOUR_PLACED, "4 players, a pair each": PANTHEON_PLACED}

#: Deep enough for a few hundred milliseconds on one core (2026-11: 3 players ~0.25 s, 4 players ~0.1 s).
NPS_DEPTH = 7


def search_fixed_depth(sfen: str, depth: int) -> tuple[int, int]:
    """(nodes, depth) of a depth-limited search from a fresh engine."""
    engine = Engine(hash_mb=16, threads=1)
    result = engine.search(Board(sfen), Limit(depth=depth))
    return engine.nodes, result.lines[0].depth


@pytest.mark.benchmark(group="multiplayer-nps")
@pytest.mark.parametrize("players", list(POSITIONS))
def test_multiplayer_nps(benchmark, players, best_seconds, record):
    runs = []

    def run():
        runs.append(search_fixed_depth(POSITIONS[players], NPS_DEPTH))
        return runs[-1]

    benchmark.pedantic(run, rounds=3, iterations=1)
    assert len(set(runs)) == 1        # one thread: the same tree every time
    nodes, depth = runs[0]
    assert depth == NPS_DEPTH and nodes > 0
    benchmark.extra_info.update(players=players, depth=NPS_DEPTH, nodes=nodes, loadavg=os.getloadavg())
    seconds = best_seconds(benchmark)
    if seconds is not None:
        benchmark.extra_info["nps"] = round(nodes / seconds)
        record(f"{players}: search nodes/s (depth {NPS_DEPTH}, after placement)", nodes / seconds)


@pytest.mark.benchmark(group="multiplayer-depth-in-1s")
@pytest.mark.parametrize("players", list(POSITIONS))
def test_multiplayer_depth_in_one_second(benchmark, players, record):
    def run():
        engine = Engine(hash_mb=16, threads=1)
        started = time.perf_counter()
        result = engine.search(Board(POSITIONS[players]), Limit(movetime=1000))
        return result, engine.nodes, time.perf_counter() - started

    result, nodes, wall = benchmark.pedantic(run, rounds=1, iterations=1)
    line = result.lines[0]
    assert line.depth >= 1 and result.best is not None
    benchmark.extra_info.update(players=players, depth=line.depth, seldepth=line.seldepth, nodes=nodes,
                                nps=round(nodes / wall), wall_s=round(wall, 3), best=str(result.best),
                                score=str(line.score), loadavg=os.getloadavg())
    record(f"{players}: depth in 1 s (after placement)", line.depth)
    record(f"{players}: nodes/s in the 1 s search", nodes / wall)
