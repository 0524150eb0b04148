"""The learned evaluation's speed: the bench searched with the package's network against the
same bench with the hand-written evaluation, in one run.

Target (the learned-evaluation issue): nodes per second with the network at least 40% of the
hand-written evaluation's.  The trees differ (another evaluation orders and prunes another
way), so the ratio is of rates, not of times.
"""

from __future__ import annotations

import pytest

from santorini.engine.analysis import Engine
from santorini.engine.bench import run_bench
from santorini.engine.nnue import default_network

TARGET_NNUE_NPS_RATIO = 0.40


@pytest.mark.benchmark(group="nnue")
def test_bench_nps_with_the_network(benchmark, check_target, record):
    plain, learned = Engine(hash_mb=16), Engine(hash_mb=16)
    learned.network = default_network()
    rates = {}

    def run():
        rates["plain"] = run_bench(engine=plain).nps
        rates["learned"] = run_bench(engine=learned).nps
        return rates

    benchmark.pedantic(run, rounds=1, iterations=1)
    ratio = rates["learned"] / rates["plain"]
    benchmark.extra_info.update(plain_nps=rates["plain"], nnue_nps=rates["learned"],
                                hidden=learned.network.hidden)
    record("bench nodes/s with the network", rates["learned"])
    record("bench nodes/s with the hand-written evaluation", rates["plain"])
    check_target(benchmark, "nnue_nps_ratio", ratio, TARGET_NNUE_NPS_RATIO)
