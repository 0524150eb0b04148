"""The search: ``bench`` nodes per second, time to depth with 1 and 2 threads, depth in one second.

Target: ``run_bench()`` (depth 8, one thread) >= 3,000,000 nodes/s.  Lazy SMP is
nondeterministic, so time-to-depth runs several rounds; compare the two
``time-to-depth`` rows (the summary prints the speedup).  The two-thread numbers
only mean something on an otherwise idle machine with at least two cores: the
``cpu_per_wall`` extra_info says how many cores the run actually got.
"""

from __future__ import annotations

import pytest

import workloads
from santorini.engine.bench import BENCH_POSITIONS, DEFAULT_DEPTH, run_bench


@pytest.mark.benchmark(group="search-bench")
def test_bench_nps(benchmark, check_target, best_seconds, record):
    results = []

    def run():
        results.append(run_bench())
        return results[-1]

    result = benchmark.pedantic(run, rounds=2, iterations=1)
    # The node count is the search's signature: the same on every run.
    assert len({r.nodes for r in results}) == 1
    assert result.nodes > 0
    benchmark.extra_info["bench_nodes"] = result.nodes
    benchmark.extra_info["depth"] = DEFAULT_DEPTH
    benchmark.extra_info["positions"] = len(BENCH_POSITIONS)
    seconds = best_seconds(benchmark)
    nps = None if seconds is None else result.nodes / seconds
    if nps is not None:
        record("bench nodes/s", nps)
    check_target(benchmark, "nps", nps, workloads.TARGET_BENCH_NPS)


@pytest.mark.benchmark(group="time-to-depth")
@pytest.mark.parametrize("threads", [1, 2])
def test_time_to_depth(benchmark, threads, best_seconds, record):
    """Search each of TTD_POSITIONS to TTD_DEPTH from a cleared hash; one round is all of them."""
    runs = []

    def run():
        runs.append(workloads.time_to_depth(threads))
        return runs[-1]

    benchmark.pedantic(run, rounds=3, iterations=1)
    mean_per_position = [r.mean_s for r in runs]
    benchmark.extra_info["depth"] = workloads.TTD_DEPTH
    benchmark.extra_info["positions"] = len(workloads.TTD_POSITIONS)
    benchmark.extra_info["mean_s_per_position_each_round"] = [round(s, 4) for s in mean_per_position]
    benchmark.extra_info["nodes_each_round"] = [r.nodes for r in runs]
    benchmark.extra_info["cpu_per_wall_each_round"] = [round(r.cpu_per_wall, 2) for r in runs]
    benchmark.extra_info["other_processes_cores_each_round"] = [round(r.others_per_wall, 2) for r in runs]
    if best_seconds(benchmark) is not None:
        record(f"time to depth {workloads.TTD_DEPTH}, threads {threads}: s/position (best)", min(mean_per_position))
        record(f"time to depth {workloads.TTD_DEPTH}, threads {threads}: s/position (mean)",
               sum(mean_per_position) / len(mean_per_position))


@pytest.mark.benchmark(group="depth-in-1s")
@pytest.mark.parametrize("threads", [1, 2])
@pytest.mark.parametrize(
    "sfen", [None, workloads.AFTER_PLACEMENT_SFEN], ids=["empty-board", "after-placement"]
)
def test_depth_in_one_second(benchmark, sfen, threads, record):
    """The last depth completed by ``Limit(movetime=1000)`` (the engine may stop early at ~60%)."""
    result = benchmark.pedantic(workloads.depth_in, args=(sfen, 1000, threads), rounds=1, iterations=1)
    assert result.depth >= 1 and result.best != "None"
    benchmark.extra_info.update(depth=result.depth, seldepth=result.seldepth, nodes=result.nodes,
                                best=result.best, wall_s=round(result.wall_s, 3))
    where = "empty board" if sfen is None else "after placement"
    record(f"depth in 1 s, {where}, threads {threads}", result.depth)
