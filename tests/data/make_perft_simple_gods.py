"""Write perft-simple-gods.tsv: oracle perft counts for every ordered pair of distinct gods
among mortal and the ten Simple Gods (110 pairs), from two fixed positions.

    python tests/data/make_perft_simple_gods.py [--budget SECONDS] [--jobs N] [--resume]

Columns: sfen, perft 1, perft 2[, perft 3]. Depths 1 and 2 are computed for every row.
Depth 3 is added row by row, cheapest first, while the time budget lasts (pure-Python
perft 3 is out of reach where a side has thousands of turns, e.g. Hermes on an open
board); a row without a fourth column simply has no depth-3 count.
"""

from __future__ import annotations

from pathlib import Path

from god_perft_tables import Tables, main

GODS = ["mortal", "apollo", "artemis", "athena", "atlas", "demeter", "hephaestus", "hermes", "minotaur", "pan",
        "prometheus"]

OPEN = "00000/000B00/00A00A0/000B00/00000 1 A:{},B:{} 2 -"
MIDGAME = "00100/01B230/12A01A3*/002B10/00000 1 A:{},B:{} 6 -"

OUT = Path(__file__).with_name("perft-simple-gods.tsv")


def rows() -> list[str]:
    return [pos.format(a, b) for pos in (OPEN, MIDGAME) for a in GODS for b in GODS if a != b]


if __name__ == "__main__":
    # No power check: a pair of two gods has no one god to replace by mortal.
    main(__doc__, Tables("the Simple Gods", rows(), OUT), default_budget=1800.0)
