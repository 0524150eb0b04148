"""Write perft-charon.tsv and perft-charon-multiplayer.tsv: oracle perft counts with Charon
(gods.md §3.2, 15), computed by the pure-Python reference oracle (santorini.reference), never
by the native core.

    python tests/data/make_perft_charon.py [--budget SECONDS] [--jobs N]

perft-charon.tsv: the two positions of perft-simple-gods.tsv (make_perft_simple_gods.py),
with Charon as seat 1 against mortal and each of the ten Simple Gods, each of those as seat 1
against Charon, and Charon against Charon (2 x 23 rows). In both positions the two sides'
workers touch, so ferries are possible from the first ply for both seats.

perft-charon-multiplayer.tsv: 3-player and 4-player (two teams) positions with Charon in one
or more seats, each chosen so that the side to move can ferry (see POSITIONS).

Columns: sfen, perft 1, perft 2[, perft 3]. Depths 1 and 2 are computed for every row; depth
3 is added row by row, cheapest first, while the time budget lasts, so a row without a
fourth column simply has no depth-3 count. Every row is also counted with each Charon
replaced by mortal: the script stops if some row gives the same counts, since such a row
would not exercise the ferry at all.
"""

from __future__ import annotations

import argparse
import time
from multiprocessing import Pool, TimeoutError
from pathlib import Path

from santorini.reference import RefPosition

GODS = ["mortal", "apollo", "artemis", "athena", "atlas", "demeter", "hephaestus", "hermes", "minotaur", "pan",
        "prometheus"]

#: The base perft position of perft-base.tsv: A on b3 d3, B on c4 c2, flat board. Each worker
#: touches both opposing workers: A may ferry c4 to a2 (across b3) or e2 (across d3) and c2 to
#: a4 or e4; B likewise.
OPEN = "00000/000B00/00A00A0/000B00/00000 1 A:{},B:{} 2 -"
#: The mid-game position of perft-simple-gods.tsv (levels 1-3, a complete tower on e3). A may
#: ferry b4 to b2, c2 to a4 (across b3) or to e4 (across d3); B may ferry b3 to b5 or d1 and
#: d3 to b1.
MIDGAME = "00100/01B230/12A01A3*/002B10/00000 1 A:{},B:{} 6 -"

OUT = Path(__file__).with_name("perft-charon.tsv")
OUT_MULTI = Path(__file__).with_name("perft-charon-multiplayer.tsv")

#: The mid-game board of make_perft_multiplayer.py (3 players: C on a3 and d1)::
#:
#:     5  0   1   2   1   0
#:     4  1   2A  3   0B  1
#:     3  0C  1   3*  2   0
#:     2  1   0   2B  1A  0
#:     1  0   0   1   0C  1
MID3 = "01210/12A30B1/0C13*20/102B1A0/0010C1"
#: The same board without C's workers, for 4 players (A and B are teams).
MID4 = "01210/12A30B1/013*20/102B1A0/00101"
#: A 4-player board where the teams touch: A on c3 and b2 (teammates, next to each other),
#: B on c4 and d2, both next to c3::
#:
#:     5  0   1   2   1   0
#:     4  1   2   0B  0   1
#:     3  0   1   1A  2   3*
#:     2  1   0A  2   1B  0
#:     1  0   0   1   0   1
CLOSE4 = "01210/120B01/011A23*/10A21B0/00101"

#: (name, sfen, what it covers)
POSITIONS: list[tuple[str, str, str]] = [
    ("3p-charon", f"{MID3} 1 A:charon,B:mortal,C:mortal 7 -",
     "3 players, Charon (A) to move: ferries of B (c2 across d2 to e2) and of C (a3 to c5, d1 to d3)"),
    ("3p-charon-seat2", f"{MID3} 2 A:mortal,B:charon,C:mortal 7 -",
     "3 players, Charon (B) to move: ferries of A (d2 across c2 to b2) and of C (d1 to b3)"),
    ("3p-charon-all", f"{MID3} 1 A:charon,B:charon,C:charon 7 -",
     "3 players, every seat Charon"),
    ("3p-charon-gods", f"{MID3} 1 A:charon,B:athena[^],C:pan 7 -",
     "3 players: Athena[^] stops Charon's climbs, not his ferries; Pan's worker may be ferried down"),
    ("3p-charon-last", "00000/01000/0021A2/001A0*0C/00020C 1 A:charon,-B:mortal,C:mortal 9 -",
     "3 players, B eliminated, C nearly boxed in at e1/e2: Charon (A) may ferry e2 across d3 to c4"),
    ("4p-charon", f"{CLOSE4} 1 A:charon,B:mortal,A:mortal,B:mortal 6 -",
     "4 players, seat 1 Charon: ferries c4 and d2 (team B) across c3, never his teammate's b2"),
    ("4p-charon-all", f"{CLOSE4} 2 A:charon,B:charon,A:charon,B:charon 6 -",
     "4 players, every seat Charon, seat 2 (team B) to move"),
    ("4p-charon-seat3", f"{MID4} 3 A:mortal,B:charon,A:charon,B:mortal 6 -",
     "4 players: seat 3 (team A) Charon ferries c2 across d2 to e2; seat 2 (team B) is Charon too"),
]


def rows() -> list[str]:
    """The rows of perft-charon.tsv, in file order."""
    found = []
    for pos in (OPEN, MIDGAME):
        found += [pos.format("charon", other) for other in GODS]
        found += [pos.format(other, "charon") for other in GODS]
        found.append(pos.format("charon", "charon"))
    return found


def multi_rows() -> list[str]:
    return [sfen for _, sfen, _ in POSITIONS]


def without_charon(sfen: str) -> str:
    """The same position with every Charon replaced by mortal."""
    return sfen.replace(":charon", ":mortal")


def shallow(sfen: str) -> tuple[str, list[int], list[int], float]:
    """perft 1 and 2, the same without Charon, and the seconds the Charon counts took."""
    pos = RefPosition(sfen)
    start = time.perf_counter()
    counts = [pos.perft(1), pos.perft(2)]
    seconds = time.perf_counter() - start
    plain = RefPosition(without_charon(sfen))
    return sfen, counts, [plain.perft(1), plain.perft(2)], seconds


def deep(sfen: str) -> tuple[str, int, float]:
    start = time.perf_counter()
    return sfen, RefPosition(sfen).perft(3), time.perf_counter() - start


def write(table: dict[str, list[int]]) -> None:
    lines = ["# oracle perft of Charon against mortal and the Simple Gods: sfen, perft 1, perft 2[, perft 3]"
             " (make_perft_charon.py)"]
    lines += ["\t".join([sfen, *map(str, table[sfen])]) for sfen in rows()]
    OUT.write_text("\n".join(lines) + "\n")
    lines = [
        "# oracle perft of 3 players and 4 players in teams with Charon: sfen, perft 1, perft 2[, perft 3]",
        "# made by make_perft_charon.py with santorini.reference (pure Python)",
    ]
    for name, sfen, what in POSITIONS:
        lines.append(f"# {name}: {what}")
        lines.append("\t".join([sfen, *map(str, table[sfen])]))
    OUT_MULTI.write_text("\n".join(lines) + "\n")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--budget", type=float, default=300.0, help="seconds for the whole run")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    began = time.perf_counter()
    every = rows() + multi_rows()
    table: dict[str, list[int]] = {}
    cost: dict[str, float] = {}
    with Pool(args.jobs) as pool:  # leaving the block terminates the workers, busy or not
        for sfen, counts, plain, seconds in pool.map(shallow, every):
            if counts == plain:
                raise SystemExit(f"no ferry shows in perft 1-2 of {sfen}: {counts} as with mortal")
            table[sfen] = counts
            # Depth 3 generates turns at every depth-2 node: about perft(2) / perft(1) times
            # the cost of depths 1-2.
            cost[sfen] = seconds * counts[1] / max(counts[0], 1)
        write(table)
        print(f"depths 1-2: {time.perf_counter() - began:.0f} s", flush=True)
        order = sorted(every, key=lambda s: cost[s])
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
