"""Write perft-fleece-variant.tsv: oracle perft counts of the Golden Fleece variant (gods.md
§7.1; extra items ``fleece:<god>`` and ``ram@<square>``), computed by the pure-Python
reference oracle (santorini.reference), never by the native core.

    python tests/data/make_perft_fleece_variant.py [--budget SECONDS] [--jobs N] [--resume]
                                                   [--gods GOD,GOD... --append]

For each of the 26 eligible gods the oracle plays (see ROWS): the position where seat 1
places the Ram (both sides placed, 21 squares without a worker), then a mid-game position
with the Ram placed where the seat to move alone holds the power, where the other seat alone
holds it, where both do and where nobody does - with seat 1 to move and again with seat 2
to move. The mid-game board is MIDGAME (god_perft_tables), whose level-0 squares give every
case; Bia, Hera and Poseidon, whose powers never act on it in two plies, and Selene, who
needs her females, get a board of their own. Eris (listed apart, MARK_GODS) plays MIDGAME with
both seats' marks written in its rows (``A:mortal[eris:b4],B:mortal[eris:d3]``: each seat keeps
its mark whether it holds the power or not), so that a holder's alternative turn starts from one
opposing worker and not the other.

``--gods`` counts the rows of the gods named (comma-separated) only; with ``--append`` every
other row of the table is kept as written (not counted again) and the counted rows take their
place in ROWS' order: ``--gods eris --append --jobs 1`` adds Eris' rows to the table.

Columns: sfen, perft 1, perft 2[, perft 3]. Depths 1 and 2 are computed for every row;
depth 3 is added row by row, cheapest first, while the time budget lasts (wall-clock
seconds for the whole run; the CPU spent is at most ``--jobs`` times that), so a row
without a fourth column has no depth-3 count. Every mid-game row where the power should
act in the first two plies (the seat to move holds it, or the other seat holds a power that
binds its opponents) is also counted as the normal game with nobody's power (the Ram a
dome on level 0): the script stops if the two give the same perft 1-2 counts, since such a
row would not exercise the variant.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import replace
from multiprocessing import Pool
from pathlib import Path

from god_perft_tables import MIDGAME, OPEN, Tables, main, read, shallow

from santorini.notation import format_sfen, parse_sfen
from santorini.reference import RefPosition
from santorini.reference.powers import RESTRICTING_POWERS

OUT = Path(__file__).with_name("perft-fleece-variant.tsv")

#: The eligible gods the oracle plays (gods.md §7.1 and santorini.reference.SUPPORTED_GODS).
GODS = ["apollo", "artemis", "atlas", "bia", "charon", "demeter", "dionysus", "hades", "hephaestus", "hera", "hermes",
        "hestia", "hypnus", "limus", "medusa", "minotaur", "pan", "persephone", "poseidon", "prometheus", "selene",
        "terpsichore", "triton", "urania", "zeus"]
#: The eligible gods listed apart in the oracle that it plays as the fleece god
#: (santorini.reference.SUPPORTED_MARK_GODS), after the others in the table.
MARK_GODS = ["eris"]

#: The mid-game board (MIDGAME) and its Ram squares, all on level 0, by who holds the power:
#: c3 touches all four workers, e4 only A's d3, d1 only B's c2, a1 none.
#:
#:     5  0   0   1   0   0
#:     4  0   1B  2   3   0
#:     3  1   2A  0   1A  3*
#:     2  0   0   2B  1   0
#:     1  0   0   0   0   0
RAMS = {"both": "c3", "A": "e4", "B": "d1", "none": "a1"}

#: MIDGAME with a4 and c1 on level 3: A's b3 (level 2) may win onto a4, B's c2 (level 2)
#: onto c1, both on the perimeter, where a Hera holder vetoes it.
HERA = "00100/31B230/12A01A3*/002B10/00300"
#: MIDGAME with B's b4 and A's d3 on level 0, so that an unmoved worker may build with
#: Poseidon's power.
POSEIDON = "00100/00B230/12A00A3*/002B10/00000"
#: MIDGAME with a female on each side (A's b3, B's c2).
MIDGAME_SELENE = "00100/01B230/12a01A3*/002b10/00000"
#: MIDGAME with B's c2 worker on b1: A's d3 moving to c2 removes it with Bia's power, B's
#: b1 moving to b2 removes A's b3. a1 now touches B's b1 alone, e1 nobody.
BIA = "00100/01B230/12A01A3*/00210/00B000"
#: Each god's mid-game board and Ram squares, where they are not MIDGAME's.
BOARDS = {
    "hera": (HERA, RAMS),
    "poseidon": (POSEIDON, RAMS),
    "selene": (MIDGAME_SELENE, RAMS),
    "bia": (BIA, {"both": "c3", "A": "e4", "B": "a1", "none": "e1"}),
}
#: The seats of a god's mid-game rows, where they show a state: Eris' marks, A's on B's b4 and
#: B's on A's d3 (the workers each moved last), written on holders and non-holders alike.
SEATS = {"eris": "A:mortal[eris:b4],B:mortal[eris:d3]"}
#: OPEN with A's b3 worker female, for Selene's Ram placement.
OPEN_SELENE = "00000/000B00/00a00A0/000B00/00000"


def ram_placement(god: str) -> str:
    """Both sides placed on OPEN (round 2): seat 1 places the Ram."""
    field = OPEN_SELENE if god == "selene" else OPEN
    return f"{field} 1 A:mortal,B:mortal 2 fleece:{god}"


def god_rows(god: str) -> list[str]:
    """The Ram's placement, then for seat 1 and seat 2 to move: the mover alone holds the
    power, the other seat alone, both, nobody."""
    field, rams = BOARDS.get(god, (MIDGAME, RAMS))
    seats = SEATS.get(god, "A:mortal,B:mortal")
    rows = [ram_placement(god)]
    for to_move, mover, other in ((1, "A", "B"), (2, "B", "A")):
        for holders in (mover, other, "both", "none"):
            rows.append(f"{field} {to_move} {seats} 6 fleece:{god},ram@{rams[holders]}")
    return rows


ROWS: list[str] = [row for god in GODS + MARK_GODS for row in god_rows(god)]


def powerless(sfen: str) -> str:
    """The row as the normal game with nobody's power: the Ram a dome on level 0, no extra
    items, every worker male, no state (Eris' marks)."""
    rec = parse_sfen(sfen)
    pos = RefPosition(sfen)
    assert pos.ram is not None
    domes = list(rec.domes)
    domes[pos.ram] = True
    workers = tuple((sq, letter.upper()) for sq, letter in rec.workers)
    seats = tuple(replace(seat, state=None) for seat in rec.seats)
    return format_sfen(replace(rec, domes=tuple(domes), workers=workers, seats=seats, extra=()))


def power_acts(sfen: str) -> bool:
    """Should the fleece's power change the first two plies? The seat to move holds it, or
    the other seat holds a power that binds its opponents."""
    pos = RefPosition(sfen)
    if pos.ram is None:
        return False
    mover, other = pos.power(pos.seat), pos.power(1 - pos.seat)
    return mover != "mortal" or other in RESTRICTING_POWERS


def check_the_power_shows(rows: list[str], jobs: int) -> None:
    """Stop if a row where the power should act counts as the normal game without it."""
    checked = [row for row in rows if power_acts(row)]
    with Pool(jobs) as pool:
        tasks = [("", sfen, 2) for row in checked for sfen in (row, powerless(row))]
        counts = {sfen: found for sfen, found, _, _ in pool.starmap(shallow, tasks)}
    for row in checked:
        if counts[row] == counts[powerless(row)]:
            raise SystemExit(f"the fleece's power shows nowhere in perft 1-2 of {row}: {counts[row]} as without it")


class Appended(Tables):
    """The table with only some rows counted: the file's other rows are kept as written, and
    every row is written in ROWS' order."""

    def write(self, table: dict[str, list[int]], script: str) -> None:
        merged = {**read([OUT]), **table}
        unknown = set(merged) - set(ROWS)
        if unknown:
            raise SystemExit(f"{OUT.name} has rows this script does not make: {sorted(unknown)[:3]}")
        Tables(self.title, [row for row in ROWS if row in merged], OUT).write(merged, script)


def selected_rows() -> tuple[list[str], bool, int]:
    """The rows of ``--gods`` (all without it), whether ``--append`` keeps the others, and
    ``--jobs``; ``--gods`` and ``--append`` are taken off the command line for ``main``."""
    parser = argparse.ArgumentParser(add_help=False)
    parser.add_argument("--gods", default="")
    parser.add_argument("--append", action="store_true")
    parser.add_argument("--jobs", type=int, default=2)
    args, rest = parser.parse_known_args()
    sys.argv[1:] = [*rest, "--jobs", str(args.jobs)]
    if bool(args.gods) != args.append:  # --gods alone would write a table of those gods only
        raise SystemExit("--gods and --append go together: the rows to count, the others kept")
    if not args.gods:
        return ROWS, False, args.jobs
    gods = args.gods.split(",")
    unknown = sorted(set(gods) - set(GODS + MARK_GODS))
    if unknown:
        raise SystemExit(f"not a fleece god of this table: {', '.join(unknown)}")
    return [row for god in gods for row in god_rows(god)], args.append, args.jobs


if __name__ == "__main__":
    assert len(set(ROWS)) == len(ROWS)
    rows, append, jobs = selected_rows()
    check_the_power_shows(rows, jobs)
    title = "the Golden Fleece variant (fleece:<god>, ram@<square>), 2 players"
    main(__doc__, (Appended if append else Tables)(title, rows, OUT), default_budget=600.0)
