"""Shared by the scripts that write a god's oracle perft tables (make_perft_charon.py,
make_perft_ares.py, make_perft_advanced.py): the pure-Python reference oracle counts perft
1 and 2 of every row, checks that the god changes them (against the same row with the god,
and its state, replaced by mortal), then adds perft 3 row by row, cheapest first, while a
wall-clock budget lasts.
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from functools import partial
from multiprocessing import Pool, TimeoutError
from pathlib import Path

from santorini.reference import RefPosition


def pair_rows(god: str, opponents: list[str], positions: tuple[str, ...]) -> list[str]:
    """The god as seat 1 against each opponent, each opponent against the god, the god against
    himself, for each position (a SFEN with two `{}` for the seats' gods)."""
    found = []
    for pos in positions:
        found += [pos.format(god, other) for other in opponents]
        found += [pos.format(other, god) for other in opponents]
        found.append(pos.format(god, god))
    return found


def mortal_version(god: str, sfen: str) -> str:
    """The row with every seat of ``god`` (and its state, ``morpheus[2]``) made mortal; a
    mortal side has no female worker, so the board's lowercase letters become uppercase."""
    board, rest = sfen.split(" ", 1)
    rest = re.sub(rf":{god}(\[[^\]]*\])?(?![a-z_])", ":mortal", rest)
    if god == "selene":
        board = board.upper()
    return f"{board} {rest}"


def shallow(god: str, sfen: str) -> tuple[str, list[int], list[int], float]:
    """perft 1 and 2, the same with the god replaced by mortal, and the seconds the god's took."""
    pos = RefPosition(sfen)
    start = time.perf_counter()
    counts = [pos.perft(1), pos.perft(2)]
    seconds = time.perf_counter() - start
    plain = RefPosition(mortal_version(god, sfen))
    return sfen, counts, [plain.perft(1), plain.perft(2)], seconds


def deep(sfen: str) -> tuple[str, int, float]:
    start = time.perf_counter()
    return sfen, RefPosition(sfen).perft(3), time.perf_counter() - start


def write(table: dict[str, list[int]], rows: list[str], positions: list[tuple[str, str, str]],
          out: Path, out_multi: Path, title: str, script: str, multi_title: str | None = None) -> None:
    lines = [f"# oracle perft of {title}: sfen, perft 1, perft 2[, perft 3] ({script})"]
    lines += ["\t".join([sfen, *map(str, table[sfen])]) for sfen in rows]
    out.write_text("\n".join(lines) + "\n")
    god = multi_title or title.split()[0]
    lines = [
        f"# oracle perft of 3 players and 4 players in teams with {god}: sfen, perft 1, perft 2[, perft 3]",
        f"# made by {script} with santorini.reference (pure Python)",
    ]
    for name, sfen, what in positions:
        lines.append(f"# {name}: {what}")
        lines.append("\t".join([sfen, *map(str, table[sfen])]))
    out_multi.write_text("\n".join(lines) + "\n")


def main(doc: str, god: str, title: str, rows: list[str], positions: list[tuple[str, str, str]],
         out: Path, out_multi: Path, default_budget: float, *, god_of: dict[str, str] | None = None,
         multi_title: str | None = None) -> None:
    """The command line of a god's table script: --budget (wall-clock seconds), --jobs.

    ``god`` is the god every row is about; ``god_of`` names it row by row instead (a table
    of several gods), ``multi_title`` what the multiplayer file's header says it is about.
    """
    parser = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--budget", type=float, default=default_budget, help="wall-clock seconds for the whole run")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    began = time.perf_counter()
    every = rows + [sfen for _, sfen, _ in positions]
    save = partial(write, rows=rows, positions=positions, out=out, out_multi=out_multi, title=title,
                   script=Path(sys.argv[0]).name, multi_title=multi_title)
    god_of = god_of or {sfen: god for sfen in every}
    table: dict[str, list[int]] = {}
    cost: dict[str, float] = {}
    with Pool(args.jobs) as pool:  # leaving the block terminates the workers, busy or not
        for sfen, counts, plain, seconds in pool.starmap(shallow, [(god_of[sfen], sfen) for sfen in every]):
            if counts == plain:
                raise SystemExit(f"{god_of[sfen]}'s power shows nowhere in perft 1-2 of {sfen}: {counts} as with mortal")
            table[sfen] = counts
            # Depth 3 generates turns at every depth-2 node: about perft(2) / perft(1) times
            # the cost of depths 1-2.
            cost[sfen] = seconds * counts[1] / max(counts[0], 1)
        save(table)
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
            save(table)
            print(f"{done:3d} perft3 {p3:>12} {seconds:7.1f} s  {sfen}", flush=True)
        print(f"depth 3 for {done} of {len(order)} rows in {time.perf_counter() - began:.0f} s", flush=True)
