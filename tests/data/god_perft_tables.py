"""Shared by the scripts that write the oracle's perft tables (make_perft_simple_gods.py,
make_perft_multiplayer.py, make_perft_charon.py, make_perft_ares.py, make_perft_advanced.py;
the heroes' tables of twins, twin_table):
the pure-Python reference oracle counts the shallow depths of every row (and, for a table
about a god, checks that the god changes them: the same row with the god, and its state,
replaced by mortal must count otherwise), then adds the deeper depths row by row, cheapest
first, while a wall-clock budget lasts. With ``--resume`` the deeper counts already in the
tables are kept and only the rows without them are counted (the shallow depths are always
counted anew, and a kept row whose shallow depths changed is an error: the oracle changed
under it).
"""

from __future__ import annotations

import argparse
import random
import re
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from multiprocessing import Pool, TimeoutError
from pathlib import Path

from santorini.reference import RefPosition

#: The boards the god tables share (board fields only): the base perft position (A on b3 d3,
#: B on c4 c2, flat), the mid-game position (levels 1-3, a complete tower on e3; B's b4 on
#: level 1 and c2 on level 2) of make_perft_ares.py, and its 3-player board (A b4 d2, B d4
#: c2, C a3 d1) with the same board without C for 4 players (A and B are teams)::
#:
#:     5  0   1   2   1   0
#:     4  1   2A  3   0B  1
#:     3  0C  1   3*  2   0
#:     2  1   0   2B  1A  0
#:     1  0   0   1   0C  1
OPEN = "00000/000B00/00A00A0/000B00/00000"
MIDGAME = "00100/01B230/12A01A3*/002B10/00000"
MID3 = "01210/12A30B1/0C13*20/102B1A0/0010C1"
MID4 = "01210/12A30B1/013*20/102B1A0/00101"

#: The ruling key whose alternative is the original text (the tables of original texts).
ORIGINAL = frozenset({"revised-text"})


#: The sides of each seat by player count (4 players: two teams).
SIDES = {2: "AB", 3: "ABC", 4: "ABAB"}
EMPTY = "00000/00000/00000/00000/00000"


def board(**cells: str) -> str:
    """A board field from the occupied or built squares: ``board(c3="2A", d1="0*")`` (height,
    ``*`` for a dome, a worker letter; a missing height is 0)."""
    ranks = []
    for rank in range(5, 0, -1):
        row = ""
        for file in "abcde":
            cell = cells.get(f"{file}{rank}", "0")
            row += cell if cell[:1].isdigit() else "0" + cell
        ranks.append(row)
    return "/".join(ranks)

#: MIDGAME as cells, to change a few of them (``mid``).
MID_CELLS = dict(c5="1", b4="1B", c4="2", d4="3", a3="1", b3="2A", d3="1A", e3="3*", c2="2B", d2="1")


def mid(**changes: str) -> str:
    """MIDGAME with some cells changed (``"0"``: an empty ground-level square)."""
    cells = {**MID_CELLS, **changes}
    return board(**{sq: cell for sq, cell in cells.items() if cell != "0"})


assert mid() == MIDGAME, "the mid-game board's cells"


def start(gods: list[str]) -> RefPosition:
    """The empty board, the first seat with a setup orientation (Siren's Song) to move, else seat 1."""
    first = next((i for i, god in enumerate(gods) if god == "siren"), 0)
    seats = ",".join(f"{side}:{god}" for side, god in zip(SIDES[len(gods)], gods))
    return RefPosition(f"{EMPTY} {first + 1} {seats} 1 -", frozenset())


def game_positions(gods: list[str], rng: random.Random, plies: int) -> list[RefPosition]:
    """The positions of a random game, up to ``plies`` turns or its end, after every side has placed."""
    p = start(gods)
    found = []
    for _ in range(plies):
        if p.is_over():
            break
        if all(p.workers_of(side) for side, out in zip(p.sides, p.eliminated) if not out):
            found.append(p.copy())
        p.play(rng.choice(p.legal_turns()))
    return found


def swap_sides(board: str) -> str:
    """The board with the letters A and B (and a, b) exchanged."""
    return board.translate(str.maketrans("ABab", "BAba"))


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
    mortal side has no female worker, so the board's lowercase letters become uppercase. A
    Circe seat loses a state that holds the god's power or, for Eris, keeps her mark of its
    workers (``circe[eris:c2]``, ``circe[c2]``): there is nothing to hold or mark then."""
    board, rest = sfen.split(" ", 1)
    rest = re.sub(rf":{god}(\[[^\]]*\])?(?![a-z_])", ":mortal", rest)
    rest = re.sub(rf":circe\[(?:{god}(?::[^\]]*)?{'|[a-e][1-5][^]]*' if god == 'eris' else ''})\]", ":circe", rest)
    if god == "selene":
        board = board.upper()
    return f"{board} {rest}"


def shallow(god: str, sfen: str, depth: int) -> tuple[str, list[int], list[int] | None, float]:
    """perft 1 to depth, the same with the god replaced by mortal (None without a god), and
    the seconds the row's own counts took."""
    pos = RefPosition(sfen)
    start = time.perf_counter()
    counts = [pos.perft(d) for d in range(1, depth + 1)]
    seconds = time.perf_counter() - start
    if not god:
        return sfen, counts, None, seconds
    plain = RefPosition(mortal_version(god, sfen))
    return sfen, counts, [plain.perft(d) for d in range(1, depth + 1)], seconds


def deep(sfen: str, depth: int) -> tuple[str, int, float]:
    start = time.perf_counter()
    return sfen, RefPosition(sfen).perft(depth), time.perf_counter() - start


def read(paths: list[Path]) -> dict[str, list[int]]:
    """The counts of the tables written before (missing files count as empty)."""
    found: dict[str, list[int]] = {}
    for path in paths:
        if path.exists():
            for line in path.read_text().splitlines():
                if line and not line.startswith("#"):
                    sfen, *counts = line.split("\t")
                    found[sfen] = [int(c) for c in counts]
    return found


@dataclass
class Tables:
    """What a script writes: ``rows`` to ``out`` (a table of two-player rows), and
    ``positions`` (name, sfen, what it covers) to ``out_multi`` with a comment each."""

    title: str                          # "the Simple Gods": what the rows are about
    rows: list[str]
    out: Path | None
    positions: list[tuple[str, str, str]] = field(default_factory=list)
    out_multi: Path | None = None
    multi_title: str = ""               # "the Advanced Gods": what the positions are about
    # The subject of out_multi's first line, when it is not 3 and 4 players (with multi_title).
    multi_heading: str = ""
    god: str = ""                       # the god every row must show ("": none)
    god_of: dict[str, str] = field(default_factory=dict)   # row -> its god, where not `god`
    shallow: int = 2                    # depths counted for every row
    deepest: int = 3                    # deepest depth tried while the budget lasts
    every_row: int = 0                  # depths the title says every row has, if more than shallow

    def columns(self) -> str:
        listed = max(self.shallow, self.every_row)
        first = ", ".join(f"perft {d}" for d in range(1, listed + 1))
        more = ", ".join(f"perft {d}" for d in range(listed + 1, self.deepest + 1))
        return f"sfen, {first}[, {more}]" if more else f"sfen, {first}"

    def write(self, table: dict[str, list[int]], script: str) -> None:
        if self.out is not None:
            lines = [f"# oracle perft of {self.title}: {self.columns()} ({script})"]
            lines += ["\t".join([sfen, *map(str, table[sfen])]) for sfen in self.rows]
            self.out.write_text("\n".join(lines) + "\n")
        if self.out_multi is not None:
            about = f" with {self.multi_title}" if self.multi_title else ""
            heading = self.multi_heading or f"of 3 players and 4 players in teams{about}"
            lines = [
                f"# oracle perft {heading}: {self.columns()}",
                f"# made by {script} with santorini.reference (pure Python)",
            ]
            for name, sfen, what in self.positions:
                lines.append(f"# {name}: {what}")
                lines.append("\t".join([sfen, *map(str, table[sfen])]))
            self.out_multi.write_text("\n".join(lines) + "\n")


def count(sfen: str, rulings: frozenset[str], depths: range) -> list[int]:
    """The oracle's perft counts of a row at the depths, with the ruling keys selected."""
    pos = RefPosition(sfen, rulings)
    return [pos.perft(depth) for depth in depths]


def counted_with_twins(pool: Pool, rows: list[str], rulings: frozenset[str],
                       twins: Callable[[str], list[tuple[str, frozenset[str]]]], deep_nodes: int) -> dict[str, list[int]]:
    """Depths 1 and 2 of every row, with the ruling keys ``rulings``, each checked against the
    same depths of its twins (``twins(row)``: the positions, with their rulings, it must not
    count as: the row with the power made mortal, or with the other text); then depth 3 where
    depth 2 has at most ``deep_nodes`` positions.  Stops if a row counts as a twin."""
    counts = dict(zip(rows, pool.starmap(count, [(sfen, rulings, range(1, 3)) for sfen in rows])))
    pairs = [(row, twin) for row in rows for twin in twins(row)]
    plain = pool.starmap(count, [(sfen, twin_rulings, range(1, 3)) for _, (sfen, twin_rulings) in pairs])
    idle = [f"the power shows nowhere in perft 1-2 of {row}: {other} as in {sfen} {sorted(twin_rulings)}"
            for (row, (sfen, twin_rulings)), other in zip(pairs, plain) if counts[row] == other]
    if idle:
        raise SystemExit("\n".join(idle))
    deep = [sfen for sfen in rows if counts[sfen][1] <= deep_nodes]
    for sfen, (perft3,) in zip(deep, pool.starmap(count, [(sfen, rulings, range(3, 4)) for sfen in deep])):
        counts[sfen].append(perft3)
    print(f"{len(rows)} rows, {len(deep)} with perft 3", flush=True)
    return counts


def twin_table(pool: Pool, title: str, rows: list[tuple[str, str]], out: Path, rulings: frozenset[str],
               deep_if: Callable[[list[int]], bool]) -> None:
    """The tables of a power shown by twins (make_perft_heroes.py, make_perft_adonis.py):
    count each row and its twin, the same position without the power (a hero spent, a
    binding over), at depths 1 and 2, and depth 3 where ``deep_if`` holds for the shallow
    counts; stop if a row counts as its twin at every depth counted for both; write the file."""
    every = [sfen for pair in rows for sfen in pair]
    counts = dict(zip(every, pool.starmap(count, [(sfen, rulings, range(1, 3)) for sfen in every])))
    deep = [sfen for sfen in every if deep_if(counts[sfen])]
    for sfen, (perft3,) in zip(deep, pool.starmap(count, [(sfen, rulings, range(3, 4)) for sfen in deep])):
        counts[sfen].append(perft3)
    for row, twin in rows:
        depth = min(len(counts[row]), len(counts[twin]))
        if counts[row][:depth] == counts[twin][:depth]:
            raise SystemExit(f"the power shows nowhere in {row}: {counts[row]} as in {twin}")
    Tables(title, every, out).write(counts, script=Path(sys.argv[0]).name)
    print(f"{out.name}: {len(every)} rows, {len(deep)} with perft 3", flush=True)


def main(doc: str, tables: Tables, default_budget: float) -> None:
    """The command line of a table script: --budget (wall-clock seconds), --jobs, --resume."""
    parser = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--budget", type=float, default=default_budget, help="wall-clock seconds for the whole run")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--resume", action="store_true", help="keep the deeper counts already written")
    args = parser.parse_args()
    began = time.perf_counter()
    every = tables.rows + [sfen for _, sfen, _ in tables.positions]
    before = read([p for p in (tables.out, tables.out_multi) if p is not None]) if args.resume else {}
    save = partial(tables.write, script=Path(sys.argv[0]).name)
    table: dict[str, list[int]] = {}
    cost: dict[str, float] = {}
    depth = tables.shallow
    with Pool(args.jobs) as pool:  # leaving the block terminates the workers, busy or not
        jobs = [(tables.god_of.get(sfen, tables.god), sfen, depth) for sfen in every]
        for (god, _, _), (sfen, counts, plain, seconds) in zip(jobs, pool.starmap(shallow, jobs)):
            if plain is not None and counts[:2] == plain[:2]:
                raise SystemExit(f"{god}'s power shows nowhere in perft 1-2 of {sfen}: {counts[:2]} as with mortal")
            table[sfen] = counts
            kept = before.get(sfen, [])
            if len(kept) > depth:
                if kept[:depth] != counts:
                    raise SystemExit(f"{sfen}: depths 1-{depth} are now {counts}, the table says {kept[:depth]}")
                table[sfen] = kept[:tables.deepest]
            cost[sfen] = seconds
        save(table)
        print(f"depths 1-{depth}: {time.perf_counter() - began:.0f} s", flush=True)
        for depth in range(tables.shallow + 1, tables.deepest + 1):
            # The next depth generates turns at every node of the last: about its count
            # over the one before times what the last depth cost.
            order = sorted((s for s in every if len(table[s]) == depth - 1),
                           key=lambda s: cost[s] * table[s][-1] / max(table[s][-2] if len(table[s]) > 1 else 1, 1))
            pending = {sfen: pool.apply_async(deep, (sfen, depth)) for sfen in order}
            done = 0
            for sfen in order:
                remaining = args.budget - (time.perf_counter() - began)
                try:
                    _, count, seconds = pending[sfen].get(timeout=max(remaining, 0.001))
                except TimeoutError:
                    break
                table[sfen].append(count)
                cost[sfen] = seconds
                done += 1
                save(table)
                print(f"{done:3d} perft{depth} {count:>12} {seconds:7.1f} s  {sfen}", flush=True)
            print(f"depth {depth} for {done} of the {len(order)} rows without it in "
                  f"{time.perf_counter() - began:.0f} s", flush=True)
            if done < len(order):
                break
