#!/usr/bin/env python3
"""Measure every benchmark of the suite without pytest, print a table, write docs/benchmarks.md.

    python benchmarks/run_all.py                  # about a minute and a half; writes docs/benchmarks.md
    python benchmarks/run_all.py --no-write       # print only
    python benchmarks/run_all.py --deep           # also perft(6) once (over a minute more)
    python benchmarks/run_all.py --runs 3         # the whole measurement three times, best of all
    python benchmarks/run_all.py --wait-quiet 120 # wait (up to 120 s in all) for other processes to idle

Every number is the best of several runs (the fastest time, the highest rate,
the deepest depth): the machine is shared, and other work only ever makes a run
slower.  How busy other processes kept the CPUs is measured (from /proc/stat)
and reported next to the numbers.  Use a non-debug build (``pip install -e .``
without SANTORINI_DEBUG).
"""

from __future__ import annotations

import argparse
import dataclasses
import datetime as dt
import json
import os
import platform
import sys
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import workloads as w  # noqa: E402
from santorini import Board  # noqa: E402
from santorini.engine.bench import BENCH_POSITIONS, DEFAULT_DEPTH, run_bench  # noqa: E402
from santorini.reference import RefPosition  # noqa: E402

DOC = w.REPO / "docs" / "benchmarks.md"
#: Other processes using less than this many cores: a quiet machine.
QUIET = 0.3
#: Everything from this line on in docs/benchmarks.md is written by hand and kept on rewrite.
KEEP_MARKER = "<!-- Below this line: notes written by hand, kept when run_all.py rewrites the file. -->"
#: Waiting for quiet stops after this long at any one point, so one busy spell cannot eat the budget.
MAX_WAIT_PER_GATE = 30.0

#: How to merge a metric over several runs: best time, best rate, or all samples.
SMALLEST = {"perft5_s", "perft6_s", "oracle_perft3_s", "core_games_s", "oracle_games_s", "bench_s"}
LARGEST = {"pps_board", "pps_raw", "pps_list", "pps_ocount", "pps_olist"}
SAMPLES = {"ttd1", "ttd2", "depth_in"}


# -- quiet gate ---------------------------------------------------------------------


class Gate:
    """Waits, within a total budget, until other processes leave the CPUs alone."""

    def __init__(self, budget_s: float, log) -> None:
        self.left = budget_s
        self.log = log
        self.waited = 0.0

    def others_now(self, window: float = 0.5) -> float | None:
        cpu0, busy0 = _own_cpu(), w.system_busy_s()
        time.sleep(window)
        busy1 = w.system_busy_s()
        if busy0 is None or busy1 is None:
            return None
        return max(busy1 - busy0 - (_own_cpu() - cpu0), 0.0) / window

    def __call__(self, what: str) -> None:
        if self.left <= 0:
            return
        started = time.perf_counter()
        others = self.others_now()
        cap = min(self.left, MAX_WAIT_PER_GATE)
        while others is not None and others >= QUIET and cap > 0:
            time.sleep(max(min(4.0, cap), 0.1))
            self.left -= time.perf_counter() - started
            cap -= time.perf_counter() - started
            self.waited += time.perf_counter() - started
            started = time.perf_counter()
            others = self.others_now()
        if others is not None and others >= QUIET:
            self.log(f"  (gave up waiting for a quiet machine before {what}: others use {others:.2f} cores)")


def _own_cpu() -> float:
    t = os.times()
    return t.user + t.system


# -- one run ------------------------------------------------------------------------


def measure(repeat: int, deep: bool, gate: Gate, log) -> dict:
    """One complete measurement: a dict of raw numbers (see SMALLEST/LARGEST/SAMPLES)."""
    m: dict = {}
    r = max(1, repeat)

    sfen, counts = w.perft_base_first_row()
    board = Board(sfen)
    gate("perft")
    log("perft(5) ...")
    m["perft5_s"], leaves = w.best_of(lambda: board.perft(5), 5 * r)
    assert leaves == counts[4], f"perft(5) = {leaves}, expected {counts[4]}"
    m["perft5_leaves"] = leaves
    if deep:
        gate("perft(6)")
        log("perft(6) ...")
        m["perft6_s"], leaves6 = w.best_of(lambda: board.perft(6), 1)
        assert leaves6 == counts[5], f"perft(6) = {leaves6}, expected {counts[5]}"
        m["perft6_leaves"] = leaves6
    gate("oracle perft")
    log("oracle perft(3) ...")
    m["oracle_perft3_s"], oleaves = w.best_of(lambda: w.oracle_perft(3, sfen), 3 * r)
    assert oleaves == counts[2], f"oracle perft(3) = {oleaves}, expected {counts[2]}"
    m["oracle_perft3_leaves"] = oleaves

    log(f"generating {w.POSITIONS_COUNT} positions ...")
    sfens = w.sample_positions()
    m["positions"] = w.describe_positions(sfens)
    boards = [Board(s) for s in sfens]
    cores = [b._core for b in boards]
    refs = [RefPosition(s) for s in sfens]
    n = len(sfens)
    m["turns"] = expected = w.list_via_core(cores)
    gate("counting")
    log("counting legal turns ...")
    t_board, c1 = _best_loop(lambda: w.count_via_board(boards), 0.5 * r)
    t_raw, c2 = _best_loop(lambda: w.count_via_core(cores), 0.5 * r)
    t_list, c3 = _best_loop(lambda: w.list_via_core(cores), 0.5 * r)
    gate("oracle counting")
    log("oracle legal turns ...")
    to_count, c4 = w.best_of(lambda: w.oracle_count(refs), 3 * r)
    to_list, c5 = w.best_of(lambda: w.oracle_list(refs), 3 * r)
    assert c1 == c2 == c3 == c4 == c5 == expected, (c1, c2, c3, c4, c5, expected)
    m.update(pps_board=n / t_board, pps_raw=n / t_raw, pps_list=n / t_list, pps_ocount=n / to_count,
             pps_olist=n / to_list)

    gate("random games")
    log("core random games ...")
    m["core_games_s"], plies = w.best_of(lambda: w.core_random_games(w.CORE_GAMES), 5 * r)
    m["core_plies_per_game"] = plies / w.CORE_GAMES
    log("oracle random games ...")
    m["oracle_games_s"], oplies = w.best_of(lambda: w.oracle_random_games(w.ORACLE_GAMES), 3 * r)
    m["oracle_plies_per_game"] = oplies / w.ORACLE_GAMES

    log("bench ...")
    benches = []
    for _ in range(3 * r):
        gate("bench")
        benches.append(run_bench())
        log(f"  {benches[-1]}")
    nodes = {b.nodes for b in benches}
    assert len(nodes) == 1, f"bench node count is not deterministic: {nodes}"
    m["bench_nodes"] = nodes.pop()
    m["bench_s"] = min(b.time_ms for b in benches) / 1000

    # Time to depth: interleaved pairs, so a busy spell hits both alike.  Lazy SMP needs
    # the second core: keep adding pairs (within a time cap) until two Threads 2 runs had
    # the machine to themselves, or give up and say so.
    log("time to depth ...")
    m["ttd1"], m["ttd2"] = [], []
    started = time.perf_counter()
    while True:
        gate("time to depth")
        for threads in (1, 2):
            run = w.time_to_depth(threads)
            m[f"ttd{threads}"].append(run)
            log(f"  threads {threads}: {run.mean_s:.3f} s/position, {run.nodes:,} nodes, "
                f"{run.cpu_per_wall:.2f} cores ours, {run.others_per_wall:.2f} others")
        clean = [x for x in m["ttd2"] if x.others_per_wall < QUIET]
        if len(m["ttd2"]) >= 4 * r and (len(clean) >= 2 or time.perf_counter() - started > 60 * r):
            break

    log("depth in 1 s ...")
    m["depth_in"] = []
    for sfen_or_none, where in ((None, "empty board"), (w.AFTER_PLACEMENT_SFEN, "after placement")):
        for threads in (1, 2):
            for _ in range(2 * r):
                gate("depth in 1 s")
                m["depth_in"].append((where, threads, w.depth_in(sfen_or_none, 1000, threads)))
            got = [(d.depth, d.depth_ms) for wh, t, d in m["depth_in"] if wh == where and t == threads]
            log(f"  {where}, threads {threads}: (depth, ms) {got}")
    return m


def _best_loop(fn, budget_s: float) -> tuple[float, object]:
    """Fastest of repeated calls of a quick function, for about budget_s seconds (at least 5 calls)."""
    best = float("inf")
    result = None
    spent = 0.0
    calls = 0
    while calls < 5 or spent < budget_s:
        started = time.perf_counter()
        result = fn()
        elapsed = time.perf_counter() - started
        best = min(best, elapsed)
        spent += elapsed
        calls += 1
    return best, result


def to_json(m: dict) -> dict:
    out = dict(m)
    out["ttd1"] = [dataclasses.asdict(x) for x in m["ttd1"]]
    out["ttd2"] = [dataclasses.asdict(x) for x in m["ttd2"]]
    out["depth_in"] = [[where, threads, dataclasses.asdict(d)] for where, threads, d in m["depth_in"]]
    return out


def from_json(m: dict) -> dict:
    out = dict(m)
    out["ttd1"] = [w.TimeToDepth(**x) for x in m["ttd1"]]
    out["ttd2"] = [w.TimeToDepth(**x) for x in m["ttd2"]]
    out["depth_in"] = [(where, threads, w.DepthIn(**d)) for where, threads, d in m["depth_in"]]
    return out


def merge(runs: list[dict]) -> dict:
    """The best of every metric over several runs; the samples of all of them."""
    out = dict(runs[0])
    out["metas"] = [r.get("meta", {}) for r in runs]
    for other in runs[1:]:
        for key, value in other.items():
            if key in SMALLEST:
                out[key] = min(out.get(key, value), value)
            elif key in LARGEST:
                out[key] = max(out.get(key, value), value)
            elif key in SAMPLES:
                out[key] = out.get(key, []) + value
            else:
                out.setdefault(key, value)
    return out


# -- the table ----------------------------------------------------------------------


@dataclass
class Row:
    metric: str
    value: str
    target: str = ""
    vs_target: float | None = None  # > 1 is better than the target
    oracle: float | None = None  # core / oracle, same work

    def cells(self) -> list[str]:
        return [
            self.metric,
            self.value,
            self.target,
            "" if self.vs_target is None else f"{self.vs_target:.2f}x",
            "" if self.oracle is None else f"{self.oracle:,.0f}x",
        ]


HEADER = ["metric", "value", "target", "vs target", "core/oracle"]


def rows_and_notes(m: dict) -> tuple[list[Row], list[str]]:
    rows: list[Row] = []
    core_lps = m["perft5_leaves"] / m["perft5_s"]
    oracle_lps = m["oracle_perft3_leaves"] / m["oracle_perft3_s"]
    rows.append(Row("perft(5), perft-base row 1", f"{m['perft5_s']:.3f} s", f"< {w.TARGET_PERFT5_S} s",
                    w.TARGET_PERFT5_S / m["perft5_s"]))
    rows.append(Row("  perft leaves/s", f"{core_lps:,.0f} /s", oracle=core_lps / oracle_lps))
    if "perft6_s" in m:
        rows.append(Row("perft(6), perft-base row 1", f"{m['perft6_s']:.1f} s"))
        rows.append(Row("  perft(6) leaves/s", f"{m['perft6_leaves'] / m['perft6_s']:,.0f} /s"))

    tgt = w.TARGET_COUNT_PPS
    for key, name, oracle_key in (
        ("pps_board", "legal turns/position: `legal_moves.count()`", "pps_ocount"),
        ("pps_raw", "  raw `_core.count_turns()`", "pps_ocount"),
        ("pps_list", "  raw `_core.legal_turns()` (list)", "pps_olist"),
    ):
        rows.append(Row(name, f"{m[key]:,.0f} pos/s", f">= {tgt:,}", m[key] / tgt, m[key] / m[oracle_key]))

    gps = w.CORE_GAMES / m["core_games_s"]
    ogps = w.ORACLE_GAMES / m["oracle_games_s"]
    rows.append(Row(f"random games in the core ({m['core_plies_per_game']:.1f} turns/game)", f"{gps:,.0f} games/s",
                    f">= {w.TARGET_GAMES_PS:,}", gps / w.TARGET_GAMES_PS, gps / ogps))
    rows.append(Row("  random-game turns/s", f"{gps * m['core_plies_per_game']:,.0f} /s"))

    rows.append(Row("oracle perft(3)", f"{m['oracle_perft3_s']:.3f} s"))
    rows.append(Row("  oracle perft leaves/s", f"{oracle_lps:,.0f} /s"))
    rows.append(Row("  oracle turns/position, `perft(1)`", f"{m['pps_ocount']:,.0f} pos/s"))
    rows.append(Row("  oracle turns/position, `legal_turns()`", f"{m['pps_olist']:,.0f} pos/s"))
    rows.append(Row(f"  oracle random games ({m['oracle_plies_per_game']:.1f} turns/game)", f"{ogps:,.1f} games/s"))

    nps = m["bench_nodes"] / m["bench_s"]
    rows.append(Row(f"`run_bench()` depth {DEFAULT_DEPTH}, 1 thread", f"{nps:,.0f} nps",
                    f">= {w.TARGET_BENCH_NPS:,}", nps / w.TARGET_BENCH_NPS))
    rows.append(Row("  bench node count (signature)", f"{m['bench_nodes']:,}"))
    rows.append(Row("  bench wall time", f"{m['bench_s']:.2f} s"))

    ttd1, ttd2 = m["ttd1"], m["ttd2"]
    best1 = min(ttd1, key=lambda x: x.mean_s)
    best2 = min(ttd2, key=lambda x: x.mean_s)
    mean1 = sum(x.mean_s for x in ttd1) / len(ttd1)
    mean2 = sum(x.mean_s for x in ttd2) / len(ttd2)
    quiet1 = [x for x in ttd1 if x.others_per_wall < QUIET]
    quiet2 = [x for x in ttd2 if x.others_per_wall < QUIET]
    speed = best1.mean_s / best2.mean_s
    rows.append(Row(f"time to depth {w.TTD_DEPTH}/position, Threads 1", f"{best1.mean_s:.3f} s"))
    rows.append(Row(f"time to depth {w.TTD_DEPTH}/position, Threads 2", f"{best2.mean_s:.3f} s", "< Threads 1",
                    speed))
    rows.append(Row("  speedup T2/T1: best; mean of runs", f"{speed:.2f}x; {mean1 / mean2:.2f}x"))
    if quiet1 and quiet2:
        q1 = sum(x.mean_s for x in quiet1) / len(quiet1)
        q2 = sum(x.mean_s for x in quiet2) / len(quiet2)
        rows.append(Row(f"  speedup T2/T1, mean of quiet runs ({len(quiet1)}+{len(quiet2)})", f"{q1 / q2:.2f}x"))
    rows.append(Row("  nodes: T1; T2 best run", f"{best1.nodes / 1e6:.1f}M; {best2.nodes / 1e6:.1f}M"))
    rows.append(Row("  cores busy in T2 best run: ours; others", f"{best2.cpu_per_wall:.2f}; {best2.others_per_wall:.2f}"))

    for where in ("empty board", "after placement"):
        for threads in (1, 2):
            runs = [d for wh, t, d in m["depth_in"] if wh == where and t == threads]
            top = max(runs, key=lambda x: (x.depth, -x.depth_ms))
            rows.append(Row(f"depth in 1 s, {where}, Threads {threads}", f"{top.depth} (at {top.depth_ms} ms)"))

    notes: list[str] = []
    others2 = ", ".join(f"{x.others_per_wall:.2f}" for x in ttd2)
    if speed < 1.05:
        notes.append(
            f"Threads 2 was **not faster** than Threads 1 to depth {w.TTD_DEPTH}: best "
            f"{best2.mean_s:.3f} s vs {best1.mean_s:.3f} s per position "
            f"({(best2.mean_s / best1.mean_s - 1) * 100:+.0f}%). Other processes kept {others2} cores "
            f"busy during the {len(ttd2)} Threads 2 runs ({len(quiet2)} on a quiet machine), so on this "
            "2-core machine the second thread mostly competed for the core the first one had.")
    else:
        notes.append(
            f"Threads 2 reached depth {w.TTD_DEPTH} {speed:.2f}x faster than Threads 1 (best runs; "
            f"{mean1 / mean2:.2f}x on the mean of all {len(ttd2)} runs, during which other processes kept "
            f"{others2} cores busy). The best Threads 2 run searched {best2.nodes / best1.nodes:.2f}x the "
            "nodes of one thread (Lazy SMP helpers repeat part of the work), so two cores do not give 2x.")
    reached = sorted({d.depth for _, _, d in m["depth_in"]})
    finish = []
    for where in ("empty board", "after placement"):
        for t in (1, 2):
            runs = [d for wh, th, d in m["depth_in"] if wh == where and th == t]
            per_depth = {}
            for d in runs:
                per_depth.setdefault(d.depth, []).append(d.depth_ms)
            finish.append(f"{where}, Threads {t}: " + ", ".join(
                f"depth {depth} at {min(ms)} ms ({len(ms)}/{len(runs)} runs)" for depth, ms in sorted(per_depth.items())))
    notes.append(
        "Depth in 1 s: the searches ended at depth " + " or ".join(map(str, reached)) + ". Each depth "
        "costs several times the one before and the engine starts no new depth after 60% of the "
        "budget, so one more depth rarely fits; a second thread shows mostly as an earlier finish of "
        "the same depth. Last completed depth and when it finished (fastest): " + "; ".join(finish) + ".")
    if abs(m["core_plies_per_game"] - m["oracle_plies_per_game"]) > 8:
        notes.append(f"Random games average {m['core_plies_per_game']:.1f} turns in the core but "
                     f"{m['oracle_plies_per_game']:.1f} with the oracle (only {w.ORACLE_GAMES} oracle games).")
    return rows, notes


def describe_runs(metas: list[dict]) -> str:
    """When the merged runs were made and how busy other processes kept the machine."""
    dates = sorted(m["date"] for m in metas if m.get("date"))
    text = f"{len(metas)} complete run(s) of the same core build"
    if dates:
        text += ", " + (dates[0] if dates[0] == dates[-1] else f"{dates[0]} to {dates[-1][-9:]}")
    commits = sorted({m["commit"] for m in metas if m.get("commit")})
    if commits:
        text += " (commit " + ", ".join(f"`{c}`" for c in commits) + ")"
    others = [m["others"] for m in metas if m.get("others") is not None]
    if others:
        text += (f"; other processes used {min(others):.2f} to {max(others):.2f} of the "
                 f"{os.cpu_count()} cores on average during a run")
    seconds = [m["seconds"] for m in metas if m.get("seconds")]
    if seconds:
        text += f"; a run took {min(seconds):.0f} to {max(seconds):.0f} s"
    waited = sum(m.get("waited") or 0 for m in metas)
    if waited:
        text += f" ({waited:.0f} s in all spent waiting for quiet moments)"
    return text


def table_text(rows: list[Row]) -> str:
    cells = [HEADER] + [row.cells() for row in rows]
    widths = [max(len(c[i]) for c in cells) for i in range(len(HEADER))]
    lines = []
    for i, c in enumerate(cells):
        lines.append("  ".join(c[j].ljust(widths[j]) if j == 0 else c[j].rjust(widths[j]) for j in range(len(HEADER))))
        if i == 0:
            lines.append("  ".join("-" * x for x in widths))
    return "\n".join(lines)


def table_markdown(rows: list[Row]) -> str:
    out = ["| " + " | ".join(HEADER) + " |", "|" + "|".join(["---"] + ["--:"] * (len(HEADER) - 1)) + "|"]
    for row in rows:
        c = row.cells()
        if c[0].startswith("  "):
            c[0] = "&nbsp;&nbsp;" + c[0][2:]
        out.append("| " + " | ".join(c) + " |")
    return "\n".join(out)


def machine() -> dict[str, str]:
    return {
        "date": dt.datetime.now(dt.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        "commit": w.git_commit() + (" + uncommitted changes in src/" if w.source_is_dirty() else ""),
        "nproc": str(os.cpu_count()),
        "cpu": w.cpu_model(),
        "python": platform.python_version(),
        "build": w.build_flags(),
    }


def markdown(rows, notes, m, info, conditions, args) -> str:
    kinds = m["positions"]
    return f"""# Benchmarks

Measured by `python benchmarks/run_all.py` (this file is its output); the same
workloads run under pytest-benchmark with `python -m pytest benchmarks`
(`--deep` adds perft(6), `--enforce-targets` fails on a missed target).

- **Written:** {info['date']}, core build `{w.core_build_hash()}` (a hash of the compiled modules)
- **Machine:** `nproc` = {info['nproc']}, CPU: {info['cpu']}, Python {info['python']}
- **Core build:** `{info['build']}` (non-debug; a `SANTORINI_DEBUG=1` build is `-O0`)
- **Conditions:** {conditions}

Every value is the **best of several runs** (fastest time, highest rate, deepest
depth over {len(m['metas'])} complete run(s), each of which times every workload
several times), because the machine is shared with other agents compiling and
testing, and other work only ever slows a run down. "vs target" is how many times better than the target the value is (> 1.00x
meets it). "core/oracle" is the speed ratio of the native core to the pure-Python
oracle `santorini.reference.RefPosition` doing the same work (perft leaves/s,
positions/s, games/s).

{table_markdown(rows)}

## Observations

{chr(10).join(f"- {n}" for n in notes)}

## What is measured

- **perft**: `Board(sfen).perft(5)` of the first position of `perft-base.tsv`
  (`00000/000B00/00A00A0/000B00/00000`, right after placement; 1,578,268,436
  leaves), one core; the count is checked on every run. The oracle runs perft(3)
  (350,208 leaves) of the same position.
- **Legal turns per position**: a fixed list of {kinds['positions']:,} distinct positions met in
  seeded random games from the empty board ({kinds['placement']} in placement,
  {kinds['in_play']:,} in play, {kinds['finished']} finished; {m['turns']:,} legal turns in all),
  each counted by one Python call. The oracle counts them with its `perft(1)` and lists
  them with `legal_turns()` (sorted canonical tokens); all counters agree.
- **Random games**: `CorePosition().random_games({w.CORE_GAMES:,}, seed)`, complete
  uniformly random games from the empty board, placement included, inside the core.
  The oracle plays {w.ORACLE_GAMES} games with `legal_turns()` and `play(token)`.
- **bench**: `santorini.engine.bench.run_bench()`: {len(BENCH_POSITIONS)} positions to depth
  {DEFAULT_DEPTH}, one thread, a cleared 16 MB hash per position; the node count is
  deterministic and checked equal across runs.
- **Time to depth**: `Engine(threads=n).search(board, Limit(depth={w.TTD_DEPTH}))` on the first
  {len(w.TTD_POSITIONS)} bench positions, hash cleared before each; the value is the mean wall
  time per position of the best run, Threads 1 and 2 interleaved ({len(m['ttd1'])} runs each).
  "Quiet" runs are those during which other processes used under {QUIET} of a core.
  Lazy SMP is nondeterministic, so the node counts of Threads 2 vary from run to run.
- **Depth in 1 s**: the last depth completed by `Engine(threads=n).search(board,
  Limit(movetime=1000))`, from `Board()` (placement) and from the perft position.
"""


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--no-write", action="store_true", help="print the table, do not write docs/benchmarks.md")
    parser.add_argument("--deep", action="store_true", help="also time perft(6) once per run")
    parser.add_argument("--repeat", type=int, default=1, help="multiply every repetition count")
    parser.add_argument("--runs", type=int, default=1, help="repeat the whole measurement; report the best of all")
    parser.add_argument("--wait-quiet", type=float, default=0, metavar="SECONDS",
                        help="wait, up to SECONDS in all, for other processes to idle before each measurement")
    parser.add_argument("--merge", action="store_true",
                        help="also take the best of earlier --merge runs of the same core build "
                             "(kept in .benchmarks/run_all-<build>.json)")
    parser.add_argument("--report-only", action="store_true",
                        help="measure nothing: rewrite the report from the stored --merge runs of this build")
    parser.add_argument("--out", type=Path, default=DOC, help="markdown output (default docs/benchmarks.md)")
    args = parser.parse_args(argv)

    info = machine()
    if "-O0" in info["build"].split():
        print("the core is a debug build (-O0, SANTORINI_DEBUG=1); rebuild with `pip install -e .`", file=sys.stderr)
        return 2
    load0 = " / ".join(f"{x:.2f}" for x in os.getloadavg())
    started = time.perf_counter()

    def log(message: str) -> None:
        print(f"[{time.perf_counter() - started:6.1f}s] {message}", file=sys.stderr, flush=True)

    gate = Gate(args.wait_quiet, log)
    stamp = w.core_build_stamp()
    build = w.core_build_hash()
    store = w.REPO / ".benchmarks" / f"run_all-{build}.json"
    earlier = []
    first = info["date"]
    if args.report_only:
        args.merge = True
        if not store.exists():
            print(f"no stored runs of build {build} ({store})", file=sys.stderr)
            return 1
    if args.merge and store.exists():
        saved = json.loads(store.read_text())
        earlier = [from_json(x) for x in saved["runs"]]
        first = saved["first"]
        log(f"merging with {len(earlier)} earlier run(s) of build {build} ({saved['first']} .. {saved['last']})")
    runs = []
    for index in range(0 if args.report_only else max(1, args.runs)):
        if args.runs > 1:
            log(f"run {index + 1} of {args.runs}")
        cpu0, busy0, run0, waited0 = _own_cpu(), w.system_busy_s(), time.perf_counter(), gate.waited
        run = measure(args.repeat, args.deep, gate, log)
        elapsed = time.perf_counter() - run0
        busy1 = w.system_busy_s()
        others = None if busy0 is None or busy1 is None else max(busy1 - busy0 - (_own_cpu() - cpu0), 0) / elapsed
        run["meta"] = {"date": info["date"], "commit": info["commit"], "others": others, "seconds": elapsed,
                       "waited": gate.waited - waited0, "load": load0}
        runs.append(run)
    m = merge(earlier + runs)
    conditions = describe_runs(m["metas"])
    if runs:
        conditions += f"; this invocation took {time.perf_counter() - started:.0f} s"
    if w.core_build_stamp() != stamp or w.build_flags() != info["build"]:
        print("the core was rebuilt during the run (someone ran pip install): the numbers mix two builds; "
              "not writing the report, run again", file=sys.stderr)
        args.no_write = True
    elif args.merge:
        store.parent.mkdir(parents=True, exist_ok=True)
        if runs:
            store.write_text(json.dumps({"build": build, "first": first, "last": info["date"],
                                         "runs": [to_json(x) for x in earlier + runs]}))

    rows, notes = rows_and_notes(m)
    print(f"\n{info['date']}  commit {info['commit']}  nproc {info['nproc']}  {info['cpu']}  build {info['build']}")
    print(f"{conditions}\nbest of several runs each\n")
    print(table_text(rows))
    for note in notes:
        print(f"\n* {note}")
    if not args.no_write:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        kept = ""
        if args.out.exists() and KEEP_MARKER in args.out.read_text():
            kept = args.out.read_text()[args.out.read_text().index(KEEP_MARKER):]
        args.out.write_text(markdown(rows, notes, m, info, conditions, args) + ("\n" + kept if kept else ""))
        print(f"\nwrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
