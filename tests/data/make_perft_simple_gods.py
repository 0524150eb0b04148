"""Write perft-simple-gods.tsv: oracle perft counts for every ordered pair of distinct gods
among mortal and the ten Simple Gods (110 pairs), from two fixed positions.

    python tests/data/make_perft_simple_gods.py [--budget SECONDS] [--jobs N]

Columns: sfen, perft 1, perft 2[, perft 3]. Depths 1 and 2 are computed for every row.
Depth 3 is added row by row, cheapest first, while the time budget lasts (pure-Python
perft 3 is out of reach where a side has thousands of turns, e.g. Hermes on an open
board); a row without a fourth column simply has no depth-3 count.
"""

from __future__ import annotations

import argparse
import time
from multiprocessing import Pool, TimeoutError
from pathlib import Path

from santorini.reference import RefPosition

GODS = ["mortal", "apollo", "artemis", "athena", "atlas", "demeter", "hephaestus", "hermes", "minotaur", "pan",
        "prometheus"]

#: The base perft position of perft-base.tsv: A on b3 d3, B on c4 c2, flat board.
OPEN = "00000/000B00/00A00A0/000B00/00000 1 A:{},B:{} 2 -"
#: A mid-game position where every power matters: levels 1-3, a complete tower (e3),
#: workers next to each other (Apollo swaps, Minotaur pushes into free squares behind),
#: A on level 2 next to level 0 (Pan's drop), A on level 1 next to 2 next to 3 (Artemis'
#: double climb), room for Atlas' domes and Demeter's and Hephaestus' extra builds.
MIDGAME = "00100/01B230/12A01A3*/002B10/00000 1 A:{},B:{} 6 -"

OUT = Path(__file__).with_name("perft-simple-gods.tsv")


def rows() -> list[str]:
    return [pos.format(a, b) for pos in (OPEN, MIDGAME) for a in GODS for b in GODS if a != b]


def shallow(sfen: str) -> tuple[str, int, int, float]:
    pos = RefPosition(sfen)
    start = time.perf_counter()
    counts = pos.perft(1), pos.perft(2)
    return sfen, *counts, time.perf_counter() - start


def deep(sfen: str) -> tuple[str, int, float]:
    start = time.perf_counter()
    return sfen, RefPosition(sfen).perft(3), time.perf_counter() - start


def write(table: dict[str, list[int]]) -> None:
    lines = ["# oracle perft of the Simple Gods: sfen, perft 1, perft 2[, perft 3] (make_perft_simple_gods.py)"]
    lines += ["\t".join([sfen, *map(str, table[sfen])]) for sfen in rows()]
    OUT.write_text("\n".join(lines) + "\n")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--budget", type=float, default=1800.0, help="seconds for the whole run")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    began = time.perf_counter()
    table: dict[str, list[int]] = {}
    cost: dict[str, float] = {}
    with Pool(args.jobs) as pool:  # leaving the block terminates the workers, busy or not
        for sfen, p1, p2, seconds in pool.map(shallow, rows()):
            table[sfen] = [p1, p2]
            # Depth 3 generates turns at every depth-2 node: about perft(2) times the
            # cost of one generation for the seat to move there (seat 1 again).
            cost[sfen] = seconds * p2 / max(p1, 1)
        write(table)
        print(f"depths 1-2: {time.perf_counter() - began:.0f} s", flush=True)
        order = sorted(rows(), key=lambda s: cost[s])
        pending = {sfen: pool.apply_async(deep, (sfen,)) for sfen in order}
        done = 0
        for sfen in order:
            remaining = args.budget - (time.perf_counter() - began)
            try:
                _, p3, seconds = pending[sfen].get(timeout=max(remaining, 0.001))
            except TimeoutError:
                break
            table[sfen].append(p3)
            done += 1
            write(table)
            print(f"{done:3d} perft3 {p3:>12} {seconds:7.1f} s  {sfen}", flush=True)
        print(f"depth 3 for {done} of {len(order)} rows in {time.perf_counter() - began:.0f} s", flush=True)


if __name__ == "__main__":
    main()
