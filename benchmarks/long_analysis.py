"""Long analysis: the depth completed in 10 s and in 60 s, one thread and two.

    python benchmarks/long_analysis.py [--seconds 10,60] [--threads 1,2] [--hash 256]

The held middle-game positions of benchmarks/depth.py, each searched from a cleared table
(``Hash`` MB, 256 by default as for the USP engine and ``santorini analyse``).  Two threads
need two free cores.
"""

from __future__ import annotations

import argparse

from depth import positions

from santorini.engine.analysis import Engine, Limit


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", default="10,60")
    parser.add_argument("--threads", default="1,2")
    parser.add_argument("--hash", type=int, default=256)
    args = parser.parse_args()
    seconds = [float(s) for s in args.seconds.split(",")]
    threads = [int(t) for t in args.threads.split(",")]
    print("| position | " + " | ".join(f"{s:g} s, {t} thread{'s' if t > 1 else ''}" for s in seconds for t in threads)
          + " |")
    print("|---" * (1 + len(seconds) * len(threads)) + "|")
    for name, board in positions():
        cells = []
        for limit in seconds:
            for count in threads:
                engine = Engine(hash_mb=args.hash, threads=count)
                info = engine.search(board, Limit(movetime=int(limit * 1000))).lines[0]
                cells.append(f"{info.depth} ({info.nodes / 1e6:.0f} M)")
        print(f"| {name} | " + " | ".join(cells) + " |", flush=True)


if __name__ == "__main__":
    main()
