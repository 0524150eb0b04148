"""Depth: nodes to reach a depth, and the depth reached in a time, on middle-game positions.

    python benchmarks/depth.py [--depth 12] [--seconds 10] [--out FILE]

One thread, a cleared 256 MB table for each search. Two settings in one run: "before", every
selective-search parameter off (the search before the pruning of docs/search.md, "Selective
search"), and "after", the defaults. The positions: the middle games of the bench (round 6)
and the early middle game of the deeper-search issue
(``startpos moves +b2+d4 +c3+d2 b2-b3^b4 d2-c2^b1``).
"""

from __future__ import annotations

import argparse
import time

from santorini import Board
from santorini._core.engine import SEARCH_PARAMS
from santorini.engine.analysis import Engine, Limit
from santorini.engine.bench import BENCH_POSITIONS

OFF = {name: 0 for name, *_ in SEARCH_PARAMS if name in ("null_move", "rfp_depth", "futility_depth", "lmp_depth",
                                                        "iir_depth", "lmr_log", "se_depth")}


def positions() -> list[tuple[str, Board]]:
    found = []
    issue = Board()
    for token in "+b2+d4 +c3+d2 b2-b3^b4 d2-c2^b1".split():
        issue.push(token)
    found.append(("issue", issue))
    for index, sfen in enumerate(BENCH_POSITIONS):
        if sfen.split()[3] == "6":
            found.append((f"bench {index + 1}", Board(sfen)))
    return found


def to_depth(board: Board, params: dict[str, int], depth: int) -> tuple[int, float]:
    engine = Engine(hash_mb=256)
    engine.set_search_params(params)
    start = time.perf_counter()
    engine.search(board, Limit(depth=depth))
    return engine.nodes, time.perf_counter() - start


def in_time(board: Board, params: dict[str, int], seconds: float) -> int:
    engine = Engine(hash_mb=256)
    engine.set_search_params(params)
    return engine.search(board, Limit(movetime=int(seconds * 1000))).lines[0].depth


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--depth", type=int, default=12)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--out", help="also write the table as markdown here")
    args = parser.parse_args()
    defaults = {name: default for name, default, *_ in SEARCH_PARAMS}
    lines = [f"| position | before: nodes to depth {args.depth} | s | after: nodes | s | "
             f"before: depth in {args.seconds:g} s | after |",
             "|---|---|---|---|---|---|---|"]
    for name, board in positions():
        n0, s0 = to_depth(board, OFF, args.depth)
        n1, s1 = to_depth(board, defaults, args.depth)
        d0 = in_time(board, OFF, args.seconds)
        d1 = in_time(board, defaults, args.seconds)
        lines.append(f"| {name} | {n0:,} | {s0:.1f} | {n1:,} | {s1:.1f} | {d0} | {d1} |")
        print(lines[-1], flush=True)
    if args.out:
        with open(args.out, "w", encoding="utf-8") as out:
            out.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
