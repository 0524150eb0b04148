"""pytest-benchmark suite of the santorini engine.

Run from the repo root (a non-debug build: ``pip install -e .`` without SANTORINI_DEBUG)::

    python -m pytest benchmarks                       # everything but the deep perft
    python -m pytest benchmarks --deep                # also perft(6) (about a minute)
    python -m pytest benchmarks --enforce-targets     # fail when a speed target is missed
    python -m pytest benchmarks --benchmark-group-by=group --benchmark-columns=min,mean,rounds

Each benchmark records its throughput, the target and whether it is met in
``extra_info`` (``--benchmark-json`` keeps them).  Speed targets are checked here
and only here, never by timed assertions in ``tests/``; a miss is a warning
unless ``--enforce-targets`` (or SANTORINI_BENCH_ENFORCE=1) is given, because a
shared machine can be slow for reasons that are not the code's.
"""

from __future__ import annotations

import os
import warnings

import pytest

import workloads
from santorini import Board
from santorini.reference import RefPosition


def _env_flag(name: str) -> bool:
    return os.environ.get(name, "") not in ("", "0")


def pytest_addoption(parser):
    group = parser.getgroup("santorini benchmarks")
    group.addoption("--deep", action="store_true", default=False,
                    help="also run the long benchmarks (perft 6); or set SANTORINI_BENCH_DEEP=1")
    group.addoption("--enforce-targets", action="store_true", default=False,
                    help="fail a benchmark that misses its speed target; or set SANTORINI_BENCH_ENFORCE=1")


def pytest_configure(config):
    config.addinivalue_line("markers", "deep: long benchmark, skipped unless --deep or SANTORINI_BENCH_DEEP=1")
    if workloads.is_debug_build():
        warnings.warn(
            "the santorini core is a debug build (-O0, SANTORINI_DEBUG=1): benchmark numbers are "
            "meaningless; rebuild with `pip install -e .`",
            stacklevel=1,
        )


def pytest_collection_modifyitems(config, items):
    if config.getoption("--deep") or _env_flag("SANTORINI_BENCH_DEEP"):
        return
    skip = pytest.mark.skip(reason="deep benchmark: pass --deep or set SANTORINI_BENCH_DEEP=1")
    for item in items:
        if "deep" in item.keywords:
            item.add_marker(skip)


RESULTS = pytest.StashKey[dict]()

#: (what, core metric, oracle metric) for the closing core/oracle ratios.
ORACLE_PAIRS = (
    ("perft leaves/s", "core perft leaves/s", "oracle perft leaves/s"),
    ("turns counted per position", "core count (Board API) positions/s", "oracle count positions/s"),
    ("turns listed per position", "core legal_turns (raw) positions/s", "oracle legal_turns positions/s"),
    ("random games/s", "core random games/s", "oracle random games/s"),
)


def pytest_terminal_summary(terminalreporter, config):
    results = config.stash.get(RESULTS, {})
    if not results:
        return
    terminalreporter.section("santorini throughput (best round)")
    for name, value in results.items():
        shown = str(value) if isinstance(value, int) else f"{value:,.0f}" if abs(value) >= 100 else f"{value:.3f}"
        terminalreporter.write_line(f"{name:<56} {shown:>16}")
    for what, core, oracle in ORACLE_PAIRS:
        if core in results and oracle in results:
            terminalreporter.write_line(f"core/oracle {what:<44} {results[core] / results[oracle]:>15,.0f}x")
    depth = workloads.TTD_DEPTH
    one, two = (results.get(f"time to depth {depth}, threads {n}: s/position (best)") for n in (1, 2))
    if one and two:
        terminalreporter.write_line(f"time-to-depth speedup threads 2 vs 1 (best) {one / two:>30.2f}x")


def pytest_benchmark_update_machine_info(config, machine_info):
    machine_info["santorini_build"] = workloads.build_flags()
    machine_info["cpu_model"] = workloads.cpu_model()
    machine_info["nproc"] = os.cpu_count()
    machine_info["loadavg_at_start"] = os.getloadavg()


# -- fixtures ------------------------------------------------------------------


@pytest.fixture(scope="session")
def perft_row() -> tuple[str, list[int]]:
    """(sfen, [perft 1..6]) of the first position of perft-base.tsv."""
    return workloads.perft_base_first_row()


@pytest.fixture(scope="session")
def position_sfens() -> list[str]:
    """The fixed list of varied positions (seeded random play, placement included)."""
    return workloads.sample_positions()


@pytest.fixture(scope="session")
def boards(position_sfens) -> list[Board]:
    return [Board(sfen) for sfen in position_sfens]


@pytest.fixture(scope="session")
def cores(boards) -> list:
    return [board._core for board in boards]


@pytest.fixture(scope="session")
def refs(position_sfens) -> list[RefPosition]:
    return [RefPosition(sfen) for sfen in position_sfens]


@pytest.fixture(scope="session")
def expected_turns(cores) -> int:
    """The total number of legal turns over the position list (what every counter must give)."""
    return workloads.list_via_core(cores)


@pytest.fixture
def record(request):
    """``record(name, value)``: keep a throughput for the closing summary (core/oracle ratios)."""
    results = request.config.stash.setdefault(RESULTS, {})

    def put(name: str, value: float) -> None:
        results[name] = value

    return put


@pytest.fixture
def check_target(request):
    """Record a throughput and its target in extra_info; fail on a miss only when enforcing.

    ``check_target(benchmark, name, value, target, higher_is_better=True)``.
    """
    enforce = request.config.getoption("--enforce-targets") or _env_flag("SANTORINI_BENCH_ENFORCE")

    def check(benchmark, name: str, value: float | None, target: float, higher_is_better: bool = True) -> None:
        benchmark.extra_info[name] = value
        benchmark.extra_info[f"{name}_target"] = target
        if value is None:  # --benchmark-disable: nothing was timed
            return
        met = value >= target if higher_is_better else value <= target
        benchmark.extra_info[f"{name}_ratio_vs_target"] = round(value / target, 3)
        benchmark.extra_info["meets_target"] = met
        if not met:
            message = f"{name} = {value:,.3f} misses the target {'>=' if higher_is_better else '<='} {target:,}"
            if enforce:
                pytest.fail(message)
            warnings.warn(message, stacklevel=2)

    return check


@pytest.fixture
def best_seconds():
    """``best_seconds(benchmark)``: its fastest round, or None when benchmarks are disabled."""

    def best(benchmark) -> float | None:
        stats = getattr(benchmark, "stats", None)
        return None if stats is None else stats.stats.min

    return best
