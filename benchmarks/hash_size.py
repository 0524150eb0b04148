"""Hash size: what a bigger transposition table buys a long analysis, and what it costs a short search.

    python benchmarks/hash_size.py [--sizes 16,64,256,1024] [--seconds 10] [--nodes 3000]

One thread, the default search, the positions of benchmarks/depth.py. For each size: the
depth reached and the table's fill (permille) after ``--seconds`` on each position, and the
speed of many short searches (``--nodes`` each, a fresh engine each, as a script calling
``analyse`` does), where a big table's page faults and cache misses show.
"""

from __future__ import annotations

import argparse
import time

from depth import positions

from santorini.engine.analysis import Engine, Limit


def long_search(board, hash_mb: int, seconds: float) -> tuple[int, int, int]:
    engine = Engine(hash_mb=hash_mb)
    info = engine.search(board, Limit(movetime=int(seconds * 1000))).lines[0]
    return info.depth, info.hashfull, info.nodes


def short_searches(boards, hash_mb: int, nodes: int, rounds: int = 20) -> float:
    """Nodes per second over rounds x positions searches of `nodes` nodes, a new engine each."""
    total = 0
    start = time.perf_counter()
    for _ in range(rounds):
        for board in boards:
            engine = Engine(hash_mb=hash_mb)
            engine.search(board, Limit(nodes=nodes))
            total += engine.nodes
    return total / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="16,64,256,1024")
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--nodes", type=int, default=3000)
    args = parser.parse_args()
    sizes = [int(size) for size in args.sizes.split(",")]
    found = positions()
    print(f"| MB | depth in {args.seconds:g} s (each position) | hashfull ‰ | nodes | "
          f"short searches ({args.nodes} nodes): nps |")
    print("|---|---|---|---|---|")
    for size in sizes:
        runs = [long_search(board, size, args.seconds) for _, board in found]
        nps = short_searches([board for _, board in found], size, args.nodes)
        print(f"| {size} | {' '.join(str(d) for d, _, _ in runs)} | {' '.join(str(h) for _, h, _ in runs)} | "
              f"{sum(n for _, _, n in runs):,} | {nps:,.0f} |", flush=True)


if __name__ == "__main__":
    main()
