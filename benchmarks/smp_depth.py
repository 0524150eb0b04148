"""Lazy SMP: time to depth and main-thread nodes to depth, Threads 1 against 2.

    python benchmarks/smp_depth.py [--depth 9] [--positions 7]

Wall time to depth needs two free cores.  The main thread's node count to
the same depth does not depend on what else the machine runs: with a helper
thread filling the shared table, the main thread needs fewer nodes, and on
two free cores its time shrinks in proportion.
"""

from __future__ import annotations

import argparse
import os
import time

from santorini import Board
from santorini.engine.analysis import Engine, Limit
from santorini.engine.bench import BENCH_POSITIONS


def measure(threads: int, depth: int, positions: int) -> tuple[int, int, float]:
    engine = Engine(hash_mb=64, threads=threads)
    main = total = 0
    wall = 0.0
    for sfen in BENCH_POSITIONS[:positions]:
        engine.new_game()
        started = time.perf_counter()
        engine.search(Board(sfen), Limit(depth=depth))
        wall += time.perf_counter() - started
        main += engine._searcher.main_nodes
        total += engine.nodes
    return main, total, wall


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--depth", type=int, default=9)
    parser.add_argument("--positions", type=int, default=7)
    parser.add_argument("--repeat", type=int, default=2)
    args = parser.parse_args()
    print(f"load average before: {os.getloadavg()[0]:.2f}")
    for _ in range(args.repeat):
        for threads in (1, 2):
            main_nodes, total, wall = measure(threads, args.depth, args.positions)
            print(f"Threads {threads}: main-thread nodes {main_nodes:,}, all nodes {total:,}, wall {wall:.2f} s")
    print(f"load average after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
