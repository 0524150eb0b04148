"""Write perft-nemesis.tsv, perft-nemesis-multiplayer.tsv and perft-nemesis-original.tsv: oracle
perft counts with Nemesis (gods.md §3.3, 41), computed by the pure-Python reference oracle
(santorini.reference), never by the native core.

    python tests/data/make_perft_nemesis.py [--jobs N]

perft-nemesis.tsv: Nemesis as seat 1 (to move) against mortal and other gods (OPPONENTS) on
boards where her workers stand apart from the opponent's, so that she may trade places in
her first turn (see the diagrams), then each of those as seat 1 against her: the same
position with the sides' letters swapped and seat 2 to move, so Nemesis keeps her workers and
her place in the turn order. A Selene side's first worker is her female (a male/female pair:
both pairings are turns); against a used Jason she has three workers to choose two from.

perft-nemesis-multiplayer.tsv: 3 players (she picks one of two opponents) and 4 players in
teams (the other team's shared workers; Selene as her teammate or as an opponent).

perft-nemesis-original.tsv: the ruling key ``revised-text`` selected (her original text):
one-for-one trades, her lone worker against two, her two against a lone one (``,sq>sq``), one
each, with 2 and 3 players. The tests count these rows with that ruling.

Columns: sfen, perft 1, perft 2[, perft 3]. Depths 1 and 2 are counted for every row, depth
3 for the rows with at most DEEP_NODES positions at depth 2 (about ten seconds each). The
script stops if a row counts as the same row with Nemesis replaced by mortal (it would not
exercise her power), or - in the original table - as with the revised text.
"""

from __future__ import annotations

import argparse
import sys
from multiprocessing.pool import Pool
from pathlib import Path

from god_perft_tables import ORIGINAL, Tables, counted_with_twins, mortal_version, swap_sides


OUT = Path(__file__).with_name("perft-nemesis.tsv")
OUT_MULTI = Path(__file__).with_name("perft-nemesis-multiplayer.tsv")
OUT_ORIGINAL = Path(__file__).with_name("perft-nemesis-original.tsv")

#: Depth 3 is counted for the rows with at most this many positions at depth 2.
DEEP_NODES = 8000

#: A on b2 and d4, B on b4 and d2: two squares apart, so most moves keep them apart and
#: every opposing power that reaches a neighbour (Apollo, Minotaur, Charon) meets her
#: workers after a trade::
#:
#:     5  0   0   1   0   0
#:     4  0   0B  2   0A  1
#:     3  1   1   0   2   0
#:     2  0   0A  1   0B  0
#:     1  0   0   0   1   0
CROSS = "00100/00B20A1/11020/00A10B0/00010"
#: A on b2 (level 1) and d4 (level 2), B far away on a5 and e1; level-3 squares c3 and e4
#: (a worker forced onto one has not climbed), a dome on e5::
#:
#:     5  0B  0   1   0   0*
#:     4  1   0   0   2A  3
#:     3  0   2   3   1   0
#:     2  0   1A  1   0   2
#:     1  0   0   0   0   0B
FAR = "0B0100*/1002A3/02310/01A102/00000B"
#: FAR with a third B worker on e3: a used Jason's side.
FAR_3 = "0B0100*/1002A3/02310B/01A102/00000B"

#: (board, round, opponents): Nemesis as A against each (and each as A against her).
BASES: list[tuple[str, int, list[str]]] = [
    (CROSS, 5, ["mortal", "apollo", "artemis", "athena[^]", "charon", "hades", "minotaur", "persephone", "selene",
                "adonis"]),
    (FAR, 7, ["mortal", "hera", "pan", "selene"]),
    (FAR_3, 7, ["jason[used]"]),
]

#: 3 players: A on b2 and d4, B on a5 and e5, C on a1 and e1 - each side's workers touch
#: one of hers at most, so a move away frees one side or the other; 4 players: B's e5 and
#: C's workers left out (A and B are teams)::
#:
#:     5  0B  1   0   0   0B
#:     4  0   2   1   0A  1
#:     3  1   0   3   1   0
#:     2  0   0A  2   0   0
#:     1  0C  0   1   0   0C
THREE = "0B1000B/0210A1/10310/00A200/0C0100C"
FOUR = "0B1000/0210A1/10310/00A200/00100B"

#: (name, sfen, what it covers)
MULTIPLAYER: list[tuple[str, str, str]] = [
    ("3p", f"{THREE} 1 A:nemesis,B:mortal,C:mortal 5 -", "she trades with B or with C, whichever her move frees"),
    ("3p-forces", f"{THREE} 1 A:nemesis,B:apollo,C:minotaur 5 -",
     "after a trade Apollo's swaps and Minotaur's pushes meet her workers"),
    ("3p-restrictions", f"{THREE} 1 A:nemesis,B:athena[^],C:hades 5 -",
     "Athena and Hades bind her moves, not her trades"),
    ("3p-seat3", f"{THREE} 3 A:mortal,B:mortal,C:nemesis 5 -", "Nemesis as seat 3: A's b2 touches her a1, B is free"),
    ("4p", f"{FOUR} 1 A:nemesis,B:mortal,A:mortal,B:mortal 5 -", "the other team's two workers; her teammate plain"),
    ("4p-selene-mate", f"{FOUR.replace('A', 'a', 1)} 1 A:nemesis,B:mortal,A:selene,B:mortal 5 -",
     "Selene her teammate: her side's male and female are no alike pair, two pairings"),
    ("4p-selene-opponent", f"{FOUR.replace('B', 'b', 1)} 1 A:nemesis,B:selene,A:mortal,B:mortal 5 -",
     "Selene's team: a male/female pair to take"),
    ("4p-seat2", f"{FOUR} 2 A:apollo,B:nemesis,A:mortal,B:minotaur 5 -", "Nemesis on team B, to move"),
]

#: The original text: (board, round, opponents), Nemesis as A to move, and as seat 2.
#: CROSS without A's b2 (her lone worker), without B's d2 (their lone worker), both.
LONE_HER = "00100/00B20A1/11020/0010B0/00010"
LONE_THEIRS = "00100/00B20A1/11020/00A100/00010"
ONE_EACH = "00100/00B20A1/11020/00100/00010"
ORIGINAL_BASES: list[tuple[str, int, list[str]]] = [
    (LONE_HER, 9, ["mortal", "apollo", "persephone"]),
    (LONE_THEIRS, 9, ["mortal", "apollo", "minotaur", "selene", "persephone"]),
    (ONE_EACH, 9, ["mortal", "apollo"]),
]
#: 3 players, original text: THREE without A's b2, her lone d4 against B's two and C's two.
THREE_LONE = "0B1000B/0210A1/10310/00200/0C0100C"
ORIGINAL_MULTIPLAYER = [f"{THREE_LONE} 1 A:nemesis,B:mortal,C:mortal 9 -", f"{THREE_LONE} 1 A:nemesis,B:mortal,C:apollo 9 -"]


def with_female(board: str, opponent: str) -> str:
    """A Selene side's first worker is her female (lowercase)."""
    return board.replace("B", "b", 1) if opponent == "selene" else board


def two_player_rows(bases: list[tuple[str, int, list[str]]]) -> list[str]:
    """Nemesis as seat 1 against each opponent, then that opponent as seat 1 against her."""
    found = []
    for board, round_number, opponents in bases:
        for other in opponents:
            text = with_female(board, other)
            found.append(f"{text} 1 A:nemesis,B:{other} {round_number} -")
            found.append(f"{swap_sides(text)} 2 A:{other},B:nemesis {round_number} -")
    return found


def counted(pool: Pool, rows: list[str], rulings: frozenset[str], others: dict[str, frozenset[str]]) -> dict[str, list[int]]:
    """Depths 1-2 of every row, checked against the same depths of its ``others`` (the mortal
    version, the revised text: rulings by label), then depth 3 where it is cheap."""
    return counted_with_twins(pool, rows, rulings, lambda sfen: [
        (mortal_version("nemesis", sfen) if label == "mortal" else sfen, other) for label, other in others.items()],
        DEEP_NODES)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    script = Path(sys.argv[0]).name
    none: frozenset[str] = frozenset()
    with Pool(args.jobs) as workers:
        rows = two_player_rows(BASES)
        multi = [(f"nemesis-{name}", sfen, what) for name, sfen, what in MULTIPLAYER]
        table = counted(workers, rows + [sfen for _, sfen, _ in multi], none, {"mortal": none})
        Tables("Nemesis against mortal and other gods", rows, OUT, multi, OUT_MULTI, multi_title="Nemesis").write(
            table, script)
        original = two_player_rows(ORIGINAL_BASES) + ORIGINAL_MULTIPLAYER
        table = counted(workers, original, ORIGINAL, {"mortal": ORIGINAL, "the revised text": none})
        Tables("Nemesis' original text (ruling revised-text): one-for-one trades", original, OUT_ORIGINAL).write(
            table, script)
