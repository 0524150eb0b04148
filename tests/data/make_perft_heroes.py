"""Write perft-heroes.tsv and perft-heroes-original.tsv: oracle perft counts with four Heroes -
Achilles (gods.md §3.4, 46), Bellerophon (49), Medea (52) and Odysseus (53) - computed by the
pure-Python reference oracle (santorini.reference), never by the native core.

    python tests/data/make_perft_heroes.py [--jobs N]

perft-heroes.tsv: each hero as seat 1 (to move), unspent and spent (``[used]``), against
mortal, the gods of COMMON_OPPONENTS and its own of MORE_OPPONENTS (another hero among them),
on two boards where every hero's power acts in its first turn (HERO_OPEN and MIDGAME), and
Achilles against Chronus also on TOWERS (his pre-build may complete the fifth tower).
perft-heroes-original.tsv: Medea with the ruling key ``revised-text`` selected (the original
texts of Medea, Bia and Limus) against mortal, Bia and Limus on the same two boards.

Columns: sfen, perft 1, perft 2[, perft 3]. Depths 1 and 2 are counted for every row, depth
3 for the rows whose side to move has at most DEEP_TURNS turns (a few seconds each; an
unspent Achilles or Odysseus has hundreds, and would take minutes). A spent hero plays as a
mortal, so the script stops if an unspent row counts as its spent twin at every depth counted
for both: that row would not exercise the power. (Against Athena with her state set, the
first turn may not climb: Bellerophon's leap shows at depth 3 only.)
"""

from __future__ import annotations

import argparse
from multiprocessing.pool import Pool
from pathlib import Path

from god_perft_tables import MIDGAME, ORIGINAL, twin_table

OUT = Path(__file__).with_name("perft-heroes.tsv")
OUT_ORIGINAL = Path(__file__).with_name("perft-heroes-original.tsv")

#: Depth 3 is counted for the rows with at most this many turns at depth 1.
DEEP_TURNS = 200

#: The base position's workers (A b3 d3, B c4 c2) with a few blocks: B's c4 on level 1 next
#: to both of A's workers (Medea lowers it, Odysseus sends either B worker to a corner), b4
#: on level 2 next to A's b3 on level 0 (Bellerophon's leap), d2 on level 2 (a climb from
#: A's d3 on level 1)::
#:
#:     5  0   0   0   0   0
#:     4  0   2   1B  0   0
#:     3  0   0A  0   1A  0
#:     2  0   0   0B  2   0
#:     1  0   0   0   0   0
HERO_OPEN = "00000/021B00/00A01A0/000B20/00000"
#: HERO_OPEN with four complete towers in the corners and a4 on level 3 next to A's b3: a
#: dome there, built before or after the move, is the fifth tower.
TOWERS = "3*0003*/321B00/00A01A0/000B20/3*0003*"

#: Gods every hero meets: the restrictions (Athena with her state set, Hades, Persephone,
#: Limus), the moves that force (Apollo, Minotaur), Pan's drop and Selene's female worker.
COMMON_OPPONENTS = ["mortal", "apollo", "athena[^]", "hades", "persephone", "limus", "minotaur", "pan", "selene"]

#: hero -> the other opponents that meet its power, another hero first.
MORE_OPPONENTS: dict[str, list[str]] = {
    "achilles": ["odysseus", "chronus"],
    "bellerophon": ["medea", "hera"],
    "medea": ["achilles", "aphrodite"],
    "odysseus": ["bellerophon", "aphrodite", "hypnus"],
}

#: The opponents of Medea's original text.
ORIGINAL_OPPONENTS = ["mortal", "bia", "limus"]


def position(board: str, hero: str, state: str, other: str) -> str:
    """The hero as seat 1 (A, to move) against ``other``; a Selene side's first worker is
    her female."""
    round_number = 6 if board == MIDGAME else 4
    if other == "selene":
        board = board.replace("B", "b", 1)
    return f"{board} 1 A:{hero}{state},B:{other} {round_number} -"


def pairs(hero: str, boards: list[str], opponents: list[str]) -> list[tuple[str, str]]:
    """(unspent, spent) rows of the hero against each opponent on each board."""
    return [(position(board, hero, "", other), position(board, hero, "[used]", other))
            for board in boards for other in opponents]


def hero_pairs() -> list[tuple[str, str]]:
    found = []
    for hero, more in MORE_OPPONENTS.items():
        found += pairs(hero, [HERO_OPEN, MIDGAME], COMMON_OPPONENTS + more)
    return found + pairs("achilles", [TOWERS], ["mortal", "chronus"])


def original_pairs() -> list[tuple[str, str]]:
    return pairs("medea", [HERO_OPEN, MIDGAME], ORIGINAL_OPPONENTS)


def few_turns(counts: list[int]) -> bool:
    """Depth 3 for a row whose side to move has at most DEEP_TURNS turns."""
    return counts[0] <= DEEP_TURNS


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    with Pool(args.jobs) as workers:
        twin_table(workers, "the Heroes unspent and spent against mortal and other gods", hero_pairs(), OUT,
                   frozenset(), few_turns)
        twin_table(workers, "Medea's original text (ruling revised-text) against mortal, Bia and Limus",
                   original_pairs(), OUT_ORIGINAL, ORIGINAL, few_turns)
