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

from pathlib import Path

from god_perft_tables import Tables, main, pair_rows

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
    return pair_rows("charon", GODS, (OPEN, MIDGAME))


if __name__ == "__main__":
    tables = Tables("Charon against mortal and the Simple Gods", rows(), OUT, POSITIONS, OUT_MULTI,
                    multi_title="Charon", god="charon")
    main(__doc__, tables, default_budget=300.0)
