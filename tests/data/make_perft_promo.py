"""Write perft-promo.tsv and perft-promo-multiplayer.tsv: oracle perft counts with six promo gods -
Scylla (gods.md §3.5, 57), Castor & Pollux (58, ``castor``), Proteus (59), Asteria (62), Iris (65)
and Pegasus (67) - computed by the pure-Python reference oracle (santorini.reference), never by
the native core.

    python tests/data/make_perft_promo.py [--jobs N]

perft-promo.tsv: for each god, on boards where its power acts in its first turn (see the
diagrams), rows in three seat orders against mortal and the other gods of OPPONENTS:

* the god as seat 1, to move;
* its mirror: the sides' letters swapped and seat 2 to move, so the god keeps its workers
  and acts first from seat 2 (the counts must be the same as the row before);
* for the first OTHER_FIRST opponents of the list, the same swapped board with the opponent
  (seat 1) to move first: the god, seat 2, acts at depth 2;

and the god against itself (a mirror match). Asteria's rows start where her workers stand
above their neighbours (she may move down at once); Pegasus' and Iris' where two- and
three-level climbs and jumps are open; Scylla's where her workers touch the opponent's;
Proteus' with his three workers; Castor's on the open and mid-game boards.

perft-promo-multiplayer.tsv: 3 players (every god but Scylla) and 4 players in teams (every
god but Proteus) on the mid-game boards of make_perft_ares.py (god_perft_tables.MID3, MID4).

Columns: sfen, perft 1, perft 2[, perft 3]. Depths 1 and 2 are counted for every row, depth
3 for the rows with at most DEEP_NODES positions at depth 2 (a few seconds each). The script
stops if a row counts at depths 1-2 as the same row with the god replaced by mortal (it would
not exercise the power).
"""

from __future__ import annotations

import argparse
import re
import sys
from multiprocessing.pool import Pool
from pathlib import Path

from god_perft_tables import MID3, MID4, MIDGAME, OPEN, Tables, counted_with_twins, mortal_version, swap_sides


OUT = Path(__file__).with_name("perft-promo.tsv")
OUT_MULTI = Path(__file__).with_name("perft-promo-multiplayer.tsv")

#: Depth 3 is counted for the rows with at most this many positions at depth 2.
DEEP_NODES = 6000

#: A on b3 and d3, B on c4 and c2, all on level 0, next to towers of every height (b4 and e4
#: on level 3, a2, c3 and d2 on level 2): Pegasus climbs two and three levels at once, Iris
#: jumps over c4 and c2 onto d5, d1, b5 and b1::
#:
#:     5  0   0   0   0   0
#:     4  0   3   0B  0   3
#:     3  0   0A  2   0A  0
#:     2  2   0   0B  2   1
#:     1  0   0   0   0   0
PEAKS = "00000/030B03/00A20A0/200B21/00000"
#: OPEN with A's workers on level 1: every move of A goes down (Asteria's domes).
OPEN_HIGH = "00000/000B00/01A01A0/000B00/00000"
#: OPEN and MIDGAME with a third worker of A (e5, e1): Proteus' boards.
OPEN_3 = "00000A/000B00/00A00A0/000B00/00000"
MIDGAME_3 = "00100/01B230/12A01A3*/002B10/00000A"

#: god -> (its boards, its opponents; the first OTHER_FIRST of them also move first).
OPPONENTS: dict[str, tuple[list[str], list[str]]] = {
    "pegasus": ([PEAKS, MIDGAME], ["mortal", "athena", "hera", "persephone", "hades", "apollo", "minotaur", "iris"]),
    "iris": ([PEAKS, MIDGAME], ["mortal", "athena[^]", "limus", "hera", "hypnus", "minotaur", "aphrodite", "pegasus"]),
    "asteria": ([MIDGAME, OPEN_HIGH], ["mortal", "limus", "pan", "artemis", "chronus", "minotaur", "castor"]),
    "scylla": ([OPEN, MIDGAME], ["mortal", "aphrodite", "athena[^]", "apollo", "minotaur", "hera", "persephone",
                                 "adonis"]),
    "proteus": ([OPEN_3, MIDGAME_3], ["mortal", "hypnus", "aphrodite", "athena[^]", "hades", "apollo", "minotaur",
                                      "persephone"]),
    "castor": ([OPEN, MIDGAME], ["mortal", "hypnus", "aphrodite", "persephone", "athena[^]", "chronus", "limus",
                                 "scylla"]),
}
OTHER_FIRST = 3
ROUND = 5

#: PEAKS with C's workers on e5 and a1 (3 players; 4 players: PEAKS itself, A and B teams).
PEAKS3 = "00000C/030B03/00A20A0/200B21/0C0000"
#: MID3 with a third worker of A on e5 (Proteus' three).
MID3_3 = "01210A/12A30B1/0C13*20/102B1A0/0010C1"

#: (name, sfen, what it covers)
MULTIPLAYER: list[tuple[str, str, str]] = [
    ("pegasus-3p", f"{PEAKS3} 1 A:pegasus,B:hera,C:persephone 5 -", "his climbs against Hera's veto and Persephone"),
    ("pegasus-3p-seat3", f"{PEAKS3} 3 A:athena,B:mortal,C:pegasus 5 -", "Pegasus as seat 3 (C), Athena acting after him"),
    ("pegasus-4p", f"{PEAKS} 1 A:pegasus,B:mortal,A:mortal,B:hera 5 -", "climbs in teams, Hera's veto"),
    ("pegasus-4p-mate", f"{PEAKS} 3 A:mortal,B:mortal,A:pegasus,B:mortal 5 -", "Pegasus as seat 3, his teammate plain"),
    ("iris-3p", f"{PEAKS3} 1 A:iris,B:mortal,C:athena 5 -", "jumps over two opposing seats' workers, Athena after her"),
    ("iris-3p-seat3", f"{MID3} 3 A:mortal,B:minotaur,C:iris 5 -", "Iris as seat 3"),
    ("iris-4p", f"{PEAKS} 1 A:iris,B:mortal,A:mortal,B:hera 5 -", "jumps in teams, Hera's veto"),
    ("asteria-3p", f"{MID3} 1 A:asteria,B:mortal,C:mortal 5 -", "her domes after moving down from b4 (level 2)"),
    ("asteria-3p-seat2", f"{MID3} 2 A:mortal,B:asteria,C:limus 5 -", "Asteria as seat 2, Limus"),
    ("asteria-4p", f"{MID4} 1 A:asteria,B:mortal,A:mortal,B:mortal 5 -", "her domes in teams"),
    ("scylla-4p", f"{MID4} 1 A:scylla,B:mortal,A:mortal,B:mortal 5 -", "drags the other team's workers"),
    ("scylla-4p-seat2", f"{MID4} 2 A:apollo,B:scylla,A:mortal,B:aphrodite 5 -", "Scylla on team B, to move"),
    ("proteus-3p", f"{MID3_3} 1 A:proteus,B:mortal,C:mortal 5 -", "his three workers, one forced onto the square left"),
    ("proteus-3p-seat3", f"{MID3_3} 3 A:proteus,B:hypnus,C:apollo 5 -", "Apollo first, then Proteus under Hypnus"),
    ("castor-3p", f"{MID3} 1 A:castor,B:mortal,C:mortal 5 -", "move all or build with all"),
    ("castor-3p-seat3", f"{MID3} 3 A:hypnus,B:mortal,C:castor 5 -", "Castor as seat 3, Hypnus freezes one"),
    ("castor-4p", f"{MID4} 1 A:castor,B:mortal,A:mortal,B:mortal 5 -", "the team's two workers move or build"),
    ("castor-4p-mate", f"{MID4} 3 A:mortal,B:persephone,A:castor,B:mortal 5 -",
     "Castor as seat 3 against Persephone"),
]


def two_player_rows() -> list[tuple[str, str]]:
    """(god, row) for every two-player row, in the order of the docstring."""
    found = []
    for god, (boards, opponents) in OPPONENTS.items():
        for board in boards:
            for other in opponents:
                found.append((god, f"{board} 1 A:{god},B:{other} {ROUND} -"))
                found.append((god, f"{swap_sides(board)} 2 A:{other},B:{god} {ROUND} -"))
            for other in opponents[:OTHER_FIRST]:
                bare = re.sub(r"\[[^\]]*\]", "", other)  # its seat is to move: no Athena mark
                found.append((god, f"{swap_sides(board)} 1 A:{bare},B:{god} {ROUND} -"))
            found.append((god, f"{board} 1 A:{god},B:{god} {ROUND} -"))
    return found


def god_of(name: str) -> str:
    return name.split("-")[0]


def counted(pool: Pool, rows: list[tuple[str, str]]) -> dict[str, list[int]]:
    """Depths 1-2 of every row, checked against its mortal version, then depth 3 where cheap."""
    god_of_row = {sfen: god for god, sfen in rows}
    return counted_with_twins(pool, [sfen for _, sfen in rows], frozenset(),
                              lambda sfen: [(mortal_version(god_of_row[sfen], sfen), frozenset())], DEEP_NODES)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    script = Path(sys.argv[0]).name
    with Pool(args.jobs) as workers:
        rows = two_player_rows()
        multi = [(f"promo-{name}", sfen, what) for name, sfen, what in MULTIPLAYER]
        table = counted(workers, rows + [(god_of(name), sfen) for name, sfen, _ in MULTIPLAYER])
        Tables("six promo gods (Pegasus, Iris, Asteria, Scylla, Proteus, Castor & Pollux) against mortal and "
               "other gods", [sfen for _, sfen in rows], OUT, multi, OUT_MULTI, multi_title="the promo gods").write(
            table, script)
