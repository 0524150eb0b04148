"""Write perft-heroes-2.tsv and perft-heroes-2-original.tsv: oracle perft counts with four more
Heroes - Atalanta (gods.md §3.4, 48), Jason (51), Polyphemus (54) and Theseus (55) - computed by
the pure-Python reference oracle (santorini.reference), never by the native core.

    python tests/data/make_perft_heroes_2.py [--jobs N]

perft-heroes-2.tsv: each hero as seat 1 (to move), unspent and spent (``[used]``), against
mortal, the gods of COMMON_OPPONENTS (make_perft_heroes.py) and its own of MORE_OPPONENTS
(another hero among them), on boards where its power acts in its first turn:

* Atalanta and Polyphemus on HERO_OPEN and MIDGAME (every turn may walk on, every build may
  be followed by domes), Polyphemus against Chronus also on TOWERS (a dome on a level-3
  square, anywhere, may be the fifth tower);
* Theseus on GAP (B's c4 two levels above A's b3) and MIDGAME_GAP (B's c2 two levels above
  A's b3): the gap is there before he moves (Hades forbids coming down to make one, and
  Persephone makes him climb with his other worker);
* Jason unspent on HERO_OPEN and MIDGAME (free ground-level perimeter squares), and spent on
  the same boards with the third worker he brought into play (HERO_OPEN_3, MIDGAME_3): a
  spent Jason is a mortal with three workers.

perft-heroes-2-original.tsv: the ruling key ``revised-text`` selected (the original texts):
Jason's placed worker only builds, against mortal, Limus and Persephone; Polyphemus against
Limus, who then forbids his domes below level 3 next to her workers.

Columns: sfen, perft 1, perft 2[, perft 3]. Depths 1 and 2 are counted for every row, depth
3 for the rows whose side to move has at most DEEP_TURNS turns. An unspent Polyphemus has
about two hundred turns for each mortal turn (one or two domes on any free square): depth 2
only (a few seconds a row), and he is nobody's opponent here (each of his turns would be a
node at depth 2). The script stops if an unspent row counts as its spent twin at every depth
counted for both: that row would not exercise the power.
"""

from __future__ import annotations

import argparse
from multiprocessing.pool import Pool
from pathlib import Path

from god_perft_tables import MIDGAME, twin_table
from make_perft_heroes import COMMON_OPPONENTS, HERO_OPEN, ORIGINAL, TOWERS, few_turns, position

OUT = Path(__file__).with_name("perft-heroes-2.tsv")
OUT_ORIGINAL = Path(__file__).with_name("perft-heroes-2-original.tsv")

#: HERO_OPEN with B's c4 on level 2: two levels above A's b3 (level 0), so Theseus may
#: remove it after any turn that keeps a worker of his on level 0 next to it::
#:
#:     5  0   0   0   0   0
#:     4  0   2   2B  0   0
#:     3  0   0A  0   1A  0
#:     2  0   0   0B  2   0
#:     1  0   0   0   0   0
GAP = "00000/022B00/00A01A0/000B20/00000"

#: MIDGAME with A's b3 on level 0, two levels below B's c2 on level 2.
MIDGAME_GAP = "00100/01B230/10A01A3*/002B10/00000"

#: HERO_OPEN and MIDGAME with a third worker of A on a ground-level perimeter square (a1,
#: e1): the boards of a Jason who brought his extra worker into play.
HERO_OPEN_3 = "00000/021B00/00A01A0/000B20/0A0000"
MIDGAME_3 = "00100/01B230/12A01A3*/002B10/00000A"

#: hero -> the boards of its unspent rows, each with the board of its spent twin.
BOARDS: dict[str, list[tuple[str, str]]] = {
    "atalanta": [(HERO_OPEN, HERO_OPEN), (MIDGAME, MIDGAME)],
    "jason": [(HERO_OPEN, HERO_OPEN_3), (MIDGAME, MIDGAME_3)],
    "polyphemus": [(HERO_OPEN, HERO_OPEN), (MIDGAME, MIDGAME)],
    "theseus": [(GAP, GAP), (MIDGAME_GAP, MIDGAME_GAP)],
}

#: hero -> the other opponents that meet its power, another hero first.
MORE_OPPONENTS: dict[str, list[str]] = {
    "atalanta": ["theseus", "hera", "aphrodite", "hypnus"],
    "jason": ["atalanta", "aphrodite", "hypnus"],
    "polyphemus": ["jason", "chronus"],
    "theseus": ["achilles", "medusa", "aphrodite"],
}

#: The original texts (ruling revised-text): hero -> its opponents.
ORIGINAL_OPPONENTS: dict[str, list[str]] = {
    "jason": ["mortal", "limus", "persephone"],
    "polyphemus": ["limus"],
}


def pairs(hero: str, opponents: list[str]) -> list[tuple[str, str]]:
    """(unspent, spent) rows of the hero against each opponent on each of its boards."""
    return [(position(board, hero, "", other), position(spent_board, hero, "[used]", other))
            for board, spent_board in BOARDS[hero] for other in opponents]


def hero_pairs() -> list[tuple[str, str]]:
    found = []
    for hero, more in MORE_OPPONENTS.items():
        found += pairs(hero, COMMON_OPPONENTS + more)
    return found + [(position(TOWERS, "polyphemus", "", "chronus"), position(TOWERS, "polyphemus", "[used]", "chronus"))]


def original_pairs() -> list[tuple[str, str]]:
    return [pair for hero, opponents in ORIGINAL_OPPONENTS.items() for pair in pairs(hero, opponents)]


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    with Pool(args.jobs) as workers:
        twin_table(workers, "Atalanta, Jason, Polyphemus and Theseus unspent and spent against mortal and other gods",
                   hero_pairs(), OUT, frozenset(), few_turns)
        twin_table(workers, "Jason's original text against mortal, Limus and Persephone, and Polyphemus against Limus' "
                   "original text (ruling revised-text)", original_pairs(), OUT_ORIGINAL, ORIGINAL, few_turns)
