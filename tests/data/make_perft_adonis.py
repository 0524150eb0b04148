"""Write perft-adonis.tsv and perft-adonis-original.tsv: oracle perft counts with the hero
Adonis (gods.md §3.4, 47), computed by the pure-Python reference oracle (santorini.reference),
never by the native core.

    python tests/data/make_perft_adonis.py [--jobs N]

perft-adonis.tsv: pairs of rows, each row followed by its twin without the power, against
mortal and other gods (OPPONENTS), on the two boards of make_perft_heroes.py (HERO_OPEN and
MIDGAME):

* Adonis as seat 1 (to move), unspent, then spent (``[used]``): his binding turns;
* the opponent (seat 2) to move under a binding Adonis has set (BINDINGS: two workers the
  opponent can bring next to each other with some of its turns, not with all), then the
  same position with the binding over (``[used]``): the filter on the opponent's turns.

perft-adonis-original.tsv: the same with the ruling key ``revised-text`` selected (his original
text: he binds the opponent's worker alone, ``adonis[~c2]``). The tests count these rows with
that ruling.

Columns: sfen, perft 1, perft 2[, perft 3]. Depths 1 and 2 are counted for every row, depth
3 for the rows with at most DEEP_NODES positions at depth 2 (a few seconds each: the bound and
spent rows against most gods, not the unspent ones, whose every turn binds in five ways). The
script stops if a row counts as its twin at every depth counted for both: it would not
exercise the power.
"""

from __future__ import annotations

import argparse
from multiprocessing.pool import Pool
from pathlib import Path

from god_perft_tables import MIDGAME, ORIGINAL, twin_table
from make_perft_heroes import HERO_OPEN, position

OUT = Path(__file__).with_name("perft-adonis.tsv")
OUT_ORIGINAL = Path(__file__).with_name("perft-adonis-original.tsv")

#: Depth 3 is counted for the rows with at most this many positions at depth 2.
DEEP_NODES = 6000

#: board -> the binding set on it, revised and original text. HERO_OPEN (A b3 d3, B c4 c2):
#: his b3 and B's c2, neighbours now, so every turn that takes c2 away from b3 (or b3 away
#: from c2: an Apollo swap, a Minotaur push) breaks it. MIDGAME (A b3 d3, B b4 c2): his d3
#: and B's b4, two squares apart: b4 must step to c3 or c4. The original text binds c2 (b4)
#: to either of his workers.
BINDINGS: dict[str, tuple[str, str]] = {HERO_OPEN: ("b3~c2", "~c2"), MIDGAME: ("d3~b4", "~b4")}

#: The opponents: forces that move the bound workers (Apollo, Minotaur, Charon, Bia's kill,
#: Odysseus' relocation, Nemesis' trade), the restrictions that meet the filter (Athena with
#: her state set, Hades, Limus, Persephone), Pan's drop, multi-move turns (Artemis, Atalanta), a
#: Dionysus who may earn extra turns, Selene's female, and heroes never forced to spend
#: their power (Atalanta, Odysseus).
OPPONENTS = ["mortal", "apollo", "artemis", "athena[^]", "bia", "charon", "dionysus", "hades", "limus", "minotaur",
             "nemesis", "pan", "persephone", "selene", "atalanta", "odysseus"]
ORIGINAL_OPPONENTS = ["mortal", "apollo", "minotaur", "charon", "persephone", "atalanta"]


def bound_position(board: str, binding: str, other: str) -> str:
    """The opponent (B, seat 2) to move under Adonis' binding; ``binding`` ``used``: none."""
    return position(board, "adonis", f"[{binding}]", other).replace(" 1 A:", " 2 A:", 1)


def pairs(opponents: list[str], original: bool) -> list[tuple[str, str]]:
    """(row, twin) for each board and opponent: unspent and spent, bound and free."""
    found = []
    for board, bindings in BINDINGS.items():
        binding = bindings[original]
        for other in opponents:
            found.append((position(board, "adonis", "", other), position(board, "adonis", "[used]", other)))
            found.append((bound_position(board, binding, other), bound_position(board, "used", other)))
    return found


def few_nodes(counts: list[int]) -> bool:
    """Depth 3 for a row with at most DEEP_NODES positions at depth 2."""
    return counts[1] <= DEEP_NODES


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    with Pool(args.jobs) as workers:
        twin_table(workers, "Adonis unspent and spent, and his opponent bound and free, against mortal and other gods",
                   pairs(OPPONENTS, False), OUT, frozenset(), few_nodes)
        twin_table(workers, "Adonis' original text (ruling revised-text): unspent and spent, bound and free",
                   pairs(ORIGINAL_OPPONENTS, True), OUT_ORIGINAL, ORIGINAL, few_nodes)
