#!/usr/bin/env python3
"""Measure every benchmark of the suite without pytest, print a table, write docs/benchmarks.md.

    python benchmarks/run_all.py              # about a minute; writes docs/benchmarks.md
    python benchmarks/run_all.py --no-write   # print only
    python benchmarks/run_all.py --deep       # also perft(6) once (about a minute more)
    python benchmarks/run_all.py --repeat 2   # twice the repetitions of everything

Every number is the best of several runs (the fastest time, the deepest depth):
the machine is shared, and other work only ever makes a run slower.  Use a
non-debug build (``pip install -e .`` without SANTORINI_DEBUG).
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import platform
import sys
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import workloads as w  # noqa: E402
from santorini import Board  # noqa: E402
from santorini.bench import BENCH_POSITIONS, DEFAULT_DEPTH, run_bench  # noqa: E402
from santorini.reference import RefPosition  # noqa: E402

DOC = w.REPO / "docs" / "benchmarks.md"
#: Other processes using less than this many cores: a quiet machine.
QUIET = 0.25


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


def fmt_rate(value: float, unit: str) -> str:
    return f"{value:,.0f} {unit}"


def measure(repeat: int, deep: bool, log) -> tuple[list[Row], list[str], dict]:
    rows: list[Row] = []
    notes: list[str] = []
    raw: dict = {}
    r = max(1, repeat)

    # -- perft ------------------------------------------------------------------
    sfen, counts = w.perft_base_first_row()
    board = Board(sfen)
    log("perft(5) ...")
    t5, leaves = w.best_of(lambda: board.perft(5), 5 * r)
    assert leaves == counts[4], f"perft(5) = {leaves}, expected {counts[4]}"
    log("oracle perft(3) ...")
    t3, oleaves = w.best_of(lambda: w.oracle_perft(3, sfen), 3 * r)
    assert oleaves == counts[2], f"oracle perft(3) = {oleaves}, expected {counts[2]}"
    core_lps, oracle_lps = leaves / t5, oleaves / t3
    rows.append(Row("perft(5), perft-base row 1", f"{t5:.3f} s",
                    f"< {w.TARGET_PERFT5_S} s", w.TARGET_PERFT5_S / t5))
    rows.append(Row("  perft leaves/s", fmt_rate(core_lps, "/s"), oracle=core_lps / oracle_lps))
    if deep:
        log("perft(6) ...")
        t6, leaves6 = w.best_of(lambda: board.perft(6), 1)
        assert leaves6 == counts[5], f"perft(6) = {leaves6}, expected {counts[5]}"
        rows.append(Row("perft(6) (104,052,640,796 leaves, one run)", f"{t6:.1f} s"))
        rows.append(Row("  perft(6) leaves/s", fmt_rate(leaves6 / t6, "/s")))
    raw.update(perft5_s=t5, oracle_perft3_s=t3)

    # -- legal turns per position -----------------------------------------------
    log(f"generating {w.POSITIONS_COUNT} positions ...")
    sfens = w.sample_positions()
    kinds = w.describe_positions(sfens)
    boards = [Board(s) for s in sfens]
    cores = [b._core for b in boards]
    refs = [RefPosition(s) for s in sfens]
    n = len(sfens)
    expected = w.list_via_core(cores)
    log("counting legal turns ...")
    t_board, c1 = _best_loop(lambda: w.count_via_board(boards), 0.5 * r)
    t_raw, c2 = _best_loop(lambda: w.count_via_core(cores), 0.5 * r)
    t_list, c3 = _best_loop(lambda: w.list_via_core(cores), 0.5 * r)
    log("oracle legal turns ...")
    to_count, c4 = w.best_of(lambda: w.oracle_count(refs), 3 * r)
    to_list, c5 = w.best_of(lambda: w.oracle_list(refs), 3 * r)
    assert c1 == c2 == c3 == c4 == c5 == expected, (c1, c2, c3, c4, c5, expected)
    pps = {k: n / t for k, t in
           dict(board=t_board, raw=t_raw, list=t_list, ocount=to_count, olist=to_list).items()}
    tgt = w.TARGET_COUNT_PPS
    rows.append(Row(f"legal turns/position: `legal_moves.count()`",
                    fmt_rate(pps["board"], "pos/s"), f">= {tgt:,}", pps["board"] / tgt, pps["board"] / pps["ocount"]))
    rows.append(Row("  raw `_core.count_turns()`", fmt_rate(pps["raw"], "pos/s"), f">= {tgt:,}",
                    pps["raw"] / tgt, pps["raw"] / pps["ocount"]))
    rows.append(Row("  raw `_core.legal_turns()` (list)", fmt_rate(pps["list"], "pos/s"),
                    f">= {tgt:,}", pps["list"] / tgt, pps["list"] / pps["olist"]))
    raw.update(positions=kinds, turns=expected, pps=pps)

    # -- random games -------------------------------------------------------------
    log("core random games ...")
    tg, plies = w.best_of(lambda: w.core_random_games(w.CORE_GAMES), 5 * r)
    log("oracle random games ...")
    tog, oplies = w.best_of(lambda: w.oracle_random_games(w.ORACLE_GAMES), 3 * r)
    gps, ogps = w.CORE_GAMES / tg, w.ORACLE_GAMES / tog
    rows.append(Row(f"random games in the core ({plies / w.CORE_GAMES:.1f} turns/game)",
                    fmt_rate(gps, "games/s"), f">= {w.TARGET_GAMES_PS:,}", gps / w.TARGET_GAMES_PS, gps / ogps))
    rows.append(Row("  random-game turns/s", fmt_rate(plies / tg, "/s")))
    raw.update(core_games_per_s=gps, core_plies_per_game=plies / w.CORE_GAMES,
               oracle_games_per_s=ogps, oracle_plies_per_game=oplies / w.ORACLE_GAMES)

    # -- oracle rows ----------------------------------------------------------------
    rows.append(Row("oracle perft(3)", f"{t3:.3f} s"))
    rows.append(Row("  oracle perft leaves/s", fmt_rate(oracle_lps, "/s")))
    rows.append(Row("  oracle turns/position, counted", fmt_rate(pps["ocount"], "pos/s")))
    rows.append(Row("  oracle turns/position, `legal_turns()`", fmt_rate(pps["olist"], "pos/s")))
    rows.append(Row(f"  oracle random games ({oplies / w.ORACLE_GAMES:.1f} turns/game)", f"{ogps:,.1f} games/s"))

    # -- search: bench ----------------------------------------------------------------
    log("bench ...")
    benches = []
    for _ in range(3 * r):
        benches.append(run_bench())
        log(f"  {benches[-1]}")
    nodes = {b.nodes for b in benches}
    assert len(nodes) == 1, f"bench node count is not deterministic: {nodes}"
    best = min(benches, key=lambda b: b.time_ms)
    nps = best.nodes / (best.time_ms / 1000)
    rows.append(Row(f"`run_bench()` depth {DEFAULT_DEPTH}, 1 thread",
                    fmt_rate(nps, "nps"), f">= {w.TARGET_BENCH_NPS:,}", nps / w.TARGET_BENCH_NPS))
    rows.append(Row("  bench node count (signature)", f"{best.nodes:,}"))
    rows.append(Row("  bench wall time", f"{best.time_ms / 1000:.2f} s"))
    raw.update(bench_nodes=best.nodes, bench_nps=nps, bench_times_ms=[b.time_ms for b in benches])

    # -- search: time to depth, 1 vs 2 threads ------------------------------------------
    # Interleaved pairs, so a busy spell hits both alike.  Lazy SMP needs the second core:
    # keep adding pairs (within a time cap) until two Threads 2 runs had the machine to
    # themselves (other processes under a quarter of a core), or give up and say so.
    log("time to depth ...")
    ttd: dict[int, list[w.TimeToDepth]] = {1: [], 2: []}
    ttd_started = time.perf_counter()
    while True:
        for threads in (1, 2):
            run = w.time_to_depth(threads)
            ttd[threads].append(run)
            log(f"  threads {threads}: {run.mean_s:.3f} s/position, {run.nodes:,} nodes, "
                f"{run.cpu_per_wall:.2f} cores busy, others {run.others_per_wall:.2f} cores")
        clean = [x for x in ttd[2] if x.others_per_wall < QUIET]
        spent = time.perf_counter() - ttd_started
        if len(ttd[2]) >= 4 * r and (len(clean) >= 2 or spent > 75 * r):
            break
    best1 = min(ttd[1], key=lambda x: x.mean_s)
    best2 = min(ttd[2], key=lambda x: x.mean_s)
    mean1 = sum(x.mean_s for x in ttd[1]) / len(ttd[1])
    mean2 = sum(x.mean_s for x in ttd[2]) / len(ttd[2])
    rows.append(Row(f"time to depth {w.TTD_DEPTH}/position, Threads 1",
                    f"{best1.mean_s:.3f} s"))
    rows.append(Row(f"time to depth {w.TTD_DEPTH}/position, Threads 2", f"{best2.mean_s:.3f} s", "< Threads 1",
                    best1.mean_s / best2.mean_s))
    rows.append(Row("  speedup T2/T1: best; mean of runs",
                    f"{best1.mean_s / best2.mean_s:.2f}x; {mean1 / mean2:.2f}x"))
    rows.append(Row("  nodes: T1; T2 best run",
                    f"{best1.nodes / 1e6:.1f}M; {best2.nodes / 1e6:.1f}M"))
    rows.append(Row("  cores busy in T2 best run: ours; others",
                    f"{best2.cpu_per_wall:.2f}; {best2.others_per_wall:.2f}"))
    raw.update(ttd={k: [(x.mean_s, x.nodes, x.cpu_per_wall, x.others_per_wall) for x in v] for k, v in ttd.items()})

    # -- search: depth in one second ----------------------------------------------------
    log("depth in 1 s ...")
    for label, where in ((None, "empty board"), (w.AFTER_PLACEMENT_SFEN, "after placement")):
        for threads in (1, 2):
            runs = [w.depth_in(label, 1000, threads) for _ in range(2 * r)]
            top = max(runs, key=lambda x: (x.depth, -x.depth_ms))
            log(f"  {where}, threads {threads}: depths {[x.depth for x in runs]}, "
                f"at {[x.depth_ms for x in runs]} ms")
            rows.append(Row(f"depth in 1 s, {where}, Threads {threads}",
                            f"{top.depth} (at {top.depth_ms} ms)"))
            raw.setdefault("depth_in_1s", {})[f"{where}, threads {threads}"] = [(x.depth, x.depth_ms) for x in runs]

    # -- observations --------------------------------------------------------------------
    speed = best1.mean_s / best2.mean_s
    clean = [x for x in ttd[2] if x.others_per_wall < QUIET]
    contention = ", ".join(f"{x.others_per_wall:.2f}" for x in ttd[2])
    if speed < 1.05:
        notes.append(
            f"Threads 2 was **not faster** than Threads 1 to depth {w.TTD_DEPTH}: best "
            f"{best2.mean_s:.3f} s vs {best1.mean_s:.3f} s per position "
            f"({(best2.mean_s / best1.mean_s - 1) * 100:+.0f}%). Other processes kept {contention} cores "
            f"busy during the {len(ttd[2])} Threads 2 runs ({len(clean)} ran on a quiet machine), "
            "so on this 2-core machine the second thread mostly competed for the core the first one had.")
    else:
        notes.append(
            f"Threads 2 reached depth {w.TTD_DEPTH} {speed:.2f}x faster than Threads 1 (best runs; "
            f"{mean1 / mean2:.2f}x on the mean of all {len(ttd[2])} runs, which includes runs while other "
            f"processes kept {contention} cores busy). The best Threads 2 run searched "
            f"{best2.nodes / best1.nodes:.2f}x the nodes of one thread (Lazy SMP helpers repeat part of "
            "the work), so two cores do not give 2x.")
    depths = raw["depth_in_1s"]
    reached = sorted({d for runs in depths.values() for d, _ in runs})
    notes.append(
        "Depth in 1 s: the searches ended at depth " + " or ".join(map(str, reached)) +
        "; the next depth was either not started (the engine starts no new depth after 60% of the "
        "budget) or not finished within the second, since each depth costs several times the one "
        "before. A second thread shows up as an earlier finish of the same depth, not as an extra one.")
    if abs(raw["core_plies_per_game"] - raw["oracle_plies_per_game"]) > 8:
        notes.append(f"Random games average {raw['core_plies_per_game']:.1f} turns in the core but "
                     f"{raw['oracle_plies_per_game']:.1f} with the oracle (only {w.ORACLE_GAMES} oracle games).")
    return rows, notes, raw


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


def table_text(rows: list[Row]) -> str:
    cells = [HEADER] + [row.cells() for row in rows]
    widths = [max(len(c[i]) for c in cells) for i in range(len(HEADER))]
    widths[0] = min(widths[0], 70)
    lines = []
    for i, c in enumerate(cells):
        lines.append("  ".join(
            (c[j][:widths[j]].ljust(widths[j]) if j == 0 else c[j].rjust(widths[j])) for j in range(len(HEADER))))
        if i == 0:
            lines.append("  ".join("-" * x for x in widths))
    return "\n".join(lines)


def table_markdown(rows: list[Row]) -> str:
    out = ["| " + " | ".join(HEADER) + " |", "|" + "|".join(["---"] + ["--:"] * (len(HEADER) - 1)) + "|"]
    for row in rows:
        c = row.cells()
        c[0] = c[0].replace("  ", "&nbsp;&nbsp;", 1) if c[0].startswith("  ") else c[0]
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


def markdown(rows, notes, raw, info, load0, load1, repeat, elapsed) -> str:
    kinds = raw["positions"]
    return f"""# Benchmarks

Measured by `python benchmarks/run_all.py` (this file is its output); the same
workloads run under pytest-benchmark with `python -m pytest benchmarks`
(`--deep` adds perft(6), `--enforce-targets` fails on a missed target).

- **Date:** {info['date']}, commit `{info['commit']}`
- **Machine:** `nproc` = {info['nproc']}, CPU: {info['cpu']}, Python {info['python']}
- **Core build:** `{info['build']}` (non-debug; a `SANTORINI_DEBUG=1` build is `-O0`)
- **Load average** (1/5/15 min) at start {load0}, at end {load1}; total run {elapsed:.0f} s

Every value is the **best of several runs** (fastest time, deepest depth; repetitions
x{repeat}), because the machine is shared with other agents compiling and testing
and other work only ever slows a run down. "vs target" is how many times better
than the target the value is (> 1.00x meets it). "core/oracle" is the speed ratio
of the native core to the pure-Python oracle `santorini.reference.RefPosition`
doing the same work (perft leaves/s, positions/s, games/s).

{table_markdown(rows)}

## Observations

{chr(10).join(f"- {n}" for n in notes)}

## What is measured

- **perft**: `Board(sfen).perft(5)` of the first position of `perft-base.tsv`
  (`00000/000B00/00A00A0/000B00/00000`, right after placement), one core; the
  count is checked on every run. The oracle runs perft(3) of the same position.
- **Legal turns per position**: a fixed list of {kinds['positions']:,} distinct positions met in
  seeded random games from the empty board ({kinds['placement']} in placement,
  {kinds['in_play']:,} in play, {kinds['finished']} finished; {raw['turns']:,} legal turns in all),
  each counted by one Python call. The oracle generates the same turns with `turns()`
  (counted) or `legal_turns()` (sorted canonical tokens); all counters agree.
- **Random games**: `CorePosition().random_games({w.CORE_GAMES:,}, seed)`, complete
  uniformly random games from the empty board, placement included, inside the core.
  The oracle plays {w.ORACLE_GAMES} games with `turns()` and `_apply`.
- **bench**: `santorini.bench.run_bench()`: {len(BENCH_POSITIONS)} positions to depth
  {DEFAULT_DEPTH}, one thread, a cleared 16 MB hash per position; the node count is
  deterministic and checked equal across runs.
- **Time to depth**: `Engine(threads=n).search(board, Limit(depth={w.TTD_DEPTH}))` on the first
  {len(w.TTD_POSITIONS)} bench positions, hash cleared before each; the value is the mean wall
  time per position of the best run, Threads 1 and 2 interleaved ({len(raw['ttd'][1])} runs each).
  Lazy SMP is nondeterministic, so the node counts of Threads 2 vary from run to run.
- **Depth in 1 s**: the last depth completed by `Engine(threads=n).search(board,
  Limit(movetime=1000))`; the engine does not start a new depth after ~60% of the time.
"""


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--no-write", action="store_true", help="print the table, do not write docs/benchmarks.md")
    parser.add_argument("--deep", action="store_true", help="also time perft(6) once")
    parser.add_argument("--repeat", type=int, default=1, help="multiply every repetition count")
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

    stamp = w.core_build_stamp()
    cpu0, busy0 = os.times(), w.system_busy_s()
    rows, notes, raw = measure(args.repeat, args.deep, log)
    elapsed = time.perf_counter() - started
    if w.core_build_stamp() != stamp or w.build_flags() != info["build"]:
        print("the core was rebuilt during the run (someone ran pip install): the numbers mix two builds; "
              "not writing the report, run again", file=sys.stderr)
        args.no_write = True
    load1 = " / ".join(f"{x:.2f}" for x in os.getloadavg())
    cpu1, busy1 = os.times(), w.system_busy_s()
    own = (cpu1.user + cpu1.system) - (cpu0.user + cpu0.system)
    others = None if busy0 is None or busy1 is None else max(busy1 - busy0 - own, 0.0) / elapsed
    load1 += "" if others is None else f"; other processes used {others:.2f} of the {os.cpu_count()} cores on average"

    print(f"\n{info['date']}  commit {info['commit']}  nproc {info['nproc']}  {info['cpu']}  build {info['build']}")
    print(f"load average start {load0}, end {load1}; best of several runs each; {elapsed:.0f} s\n")
    print(table_text(rows))
    for note in notes:
        print(f"\n* {note}")
    if not args.no_write:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(markdown(rows, notes, raw, info, load0, load1, args.repeat, elapsed))
        print(f"\nwrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
