"""How the core's perft compares with a plain C bitboard perft.

A perft time on its own says little -- it moves with the machine, the
compiler and the load. Set against benchmarks/plain_perft.c, a single-file C
perft written from the rules with no engine machinery, it becomes a ratio
that travels: "the core's perft(5) takes X times as long as plain C".

    python benchmarks/plain_perft.py [--runs 5] [--depth 5] [--row 1]

Prints a markdown table: best and median time of each side, the 1-minute
load average at the run that gave each figure, and core/plain ratios.
Exits non-zero if either count disagrees with tests/data/perft-base.tsv.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
C_SOURCE = HERE / "plain_perft.c"
PERFT_TSV = HERE.parent / "tests" / "data" / "perft-base.tsv"

# Timed inside the child around the perft call only, as the C program does,
# so interpreter start-up and import cost stay out of the ratio. A fresh
# process per run keeps any state a previous perft left behind (allocations,
# warmed tables) from flattering later runs.
CORE_CHILD = """
import sys, time, santorini
board = santorini.Board(sys.argv[1])
depth = int(sys.argv[2])
t0 = time.perf_counter()
n = board.perft(depth)
t1 = time.perf_counter()
print(n, t1 - t0)
"""


def read_row(path: Path, row: int) -> tuple[str, list[int]]:
    """(sfen, [perft 1, perft 2, ...]) of the row-th data line (1-based)."""
    rows = [
        line.rstrip("\n").split("\t")
        for line in path.read_text().splitlines()
        if line.strip() and not line.startswith("#")
    ]
    fields = rows[row - 1]
    return fields[0], [int(x) for x in fields[1:]]


def compile_flag_sets() -> list[list[str]]:
    """Flag sets to try, best first.

    x86-64-v2 is the oldest x86 level with POPCNT, which the bulk count at the
    last ply leans on; without it __builtin_popcount becomes a table-free
    bit-twiddling sequence and the yardstick would be needlessly slow. Older
    compilers do not know -march=x86-64-v2, hence the -mpopcnt fallback.
    """
    if platform.machine().lower() in ("x86_64", "amd64"):
        return [["-O3", "-march=x86-64-v2"], ["-O3", "-mpopcnt"], ["-O3"]]
    return [["-O3"]]


def build(tmp: Path) -> tuple[Path, str]:
    cc = os.environ.get("CC", "cc")
    exe = tmp / "plain_perft"
    last_err = ""
    for flags in compile_flag_sets():
        cmd = [cc, *flags, "-o", str(exe), str(C_SOURCE)]
        proc = subprocess.run(cmd, capture_output=True, text=True)
        if proc.returncode == 0:
            return exe, " ".join([cc, *flags])
        last_err = proc.stderr
    sys.exit(f"cannot compile {C_SOURCE}:\n{last_err}")


def run_plain(exe: Path, sfen: str, depth: int) -> tuple[int, float]:
    out = subprocess.run([str(exe), sfen, str(depth)], capture_output=True, text=True, check=True)
    count, secs = out.stdout.split()
    return int(count), float(secs)


def run_core(sfen: str, depth: int) -> tuple[int, float]:
    out = subprocess.run(
        [sys.executable, "-c", CORE_CHILD, sfen, str(depth)], capture_output=True, text=True, check=True
    )
    count, secs = out.stdout.split()
    return int(count), float(secs)


def best_and_median(runs: list[tuple[float, float]]) -> tuple[tuple[float, float], tuple[float, float]]:
    """((time, load) of the best run, (time, load) at the median).

    With an even number of runs the median is the mean of the middle two, and
    so is its load.
    """
    ordered = sorted(runs)
    mid = len(ordered) // 2
    if len(ordered) % 2:
        median = ordered[mid]
    else:
        a, b = ordered[mid - 1], ordered[mid]
        median = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
    return ordered[0], median


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5, help="runs of each program (default 5)")
    ap.add_argument("--depth", type=int, default=5, help="perft depth (default 5)")
    ap.add_argument("--row", type=int, default=1, help="data row of perft-base.tsv, 1-based (default 1)")
    args = ap.parse_args()

    sfen, counts = read_row(PERFT_TSV, args.row)
    if not 1 <= args.depth <= len(counts):
        sys.exit(f"row {args.row} has perft counts for depths 1..{len(counts)} only")
    expected = counts[args.depth - 1]

    tmp = Path(tempfile.mkdtemp(prefix="plain_perft."))
    try:
        exe, compiler = build(tmp)
        plain: list[tuple[float, float]] = []
        core: list[tuple[float, float]] = []
        bad = []
        for i in range(args.runs):
            # Interleaved, and the order flips each round, so a burst of
            # load from the other users of the machine lands on both sides
            # instead of on whichever happened to run during it.
            order = [("plain", plain), ("core", core)]
            if i % 2:
                order.reverse()
            for name, results in order:
                # Sampled just before the run: the 1-minute average mostly
                # reflects what else was running, plus a trace of our own
                # previous run.
                load = os.getloadavg()[0]
                if name == "plain":
                    n, secs = run_plain(exe, sfen, args.depth)
                else:
                    n, secs = run_core(sfen, args.depth)
                if n != expected:
                    bad.append(f"{name} run {i + 1}: {n} != {expected}")
                results.append((secs, load))
                print(f"# run {i + 1} {name}: {secs:.3f} s (load {load:.2f})", file=sys.stderr)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)

    if bad:
        sys.exit("count mismatch:\n" + "\n".join(bad))

    (pb, pb_load), (pm, pm_load) = best_and_median(plain)
    (cb, cb_load), (cm, cm_load) = best_and_median(core)
    print(f"perft({args.depth}) = {expected:,} of `{sfen}`, {args.runs} runs each, "
          f"{os.cpu_count()} CPUs; plain C built with `{compiler}`")
    print()
    print("| | best (s) | load at best | median (s) | load at median |")
    print("|---|---:|---:|---:|---:|")
    print(f"| plain C | {pb:.3f} | {pb_load:.2f} | {pm:.3f} | {pm_load:.2f} |")
    print(f"| core | {cb:.3f} | {cb_load:.2f} | {cm:.3f} | {cm_load:.2f} |")
    print(f"| core / plain | {cb / pb:.2f}x | | {cm / pm:.2f}x | |")
    # Best-of is the figure to quote on a shared machine; the spread tells
    # whether the session was quiet enough for the medians to mean much.
    print()
    print(f"spread (max/min): plain {max(t for t, _ in plain) / pb:.2f}, "
          f"core {max(t for t, _ in core) / cb:.2f}")


if __name__ == "__main__":
    main()
