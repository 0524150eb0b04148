"""Write perft-ares.tsv and perft-ares-multiplayer.tsv: oracle perft counts with Ares (gods.md
§3.2, 12), computed by the pure-Python reference oracle (santorini.reference), never by the
native core.

    python tests/data/make_perft_ares.py [--budget SECONDS] [--jobs N]

perft-ares.tsv: the two positions of perft-simple-gods.tsv (make_perft_simple_gods.py), with
Ares as seat 1 against mortal, each of the ten Simple Gods and Charon, each of those as seat 1
against Ares, and Ares against Ares (2 x 25 rows).

perft-ares-multiplayer.tsv: 3-player and 4-player (two teams) positions with Ares in one or
more seats, each chosen so that the side to move can take blocks off (see POSITIONS).

Columns: sfen, perft 1, perft 2[, perft 3]. Depths 1 and 2 are computed for every row; depth
3 is added row by row, cheapest first, while the time budget lasts (wall-clock seconds for
the whole run; the CPU spent is at most ``--jobs`` times that), so a row without a fourth
column simply has no depth-3 count. Every row is also counted with each Ares replaced by
mortal: the script stops if some row gives the same counts, since such a row would not
exercise the removal at all.
"""

from __future__ import annotations

from pathlib import Path

from god_perft_tables import Tables, main, pair_rows

GODS = ["mortal", "apollo", "artemis", "athena", "atlas", "demeter", "hephaestus", "hermes", "minotaur", "pan",
        "prometheus", "charon"]

#: The base perft position of perft-base.tsv: A on b3 d3, B on c4 c2, flat board. On the
#: first ply the only block Ares can take off is the one he has just built (next to his other
#: worker), which leaves the move alone: 68 + 6 turns. From the second ply on, blocks stand
#: next to the workers.
OPEN = "00000/000B00/00A00A0/000B00/00000 1 A:{},B:{} 2 -"
#: The mid-game position of perft-simple-gods.tsv (levels 1-3, a complete tower on e3). As A,
#: Ares takes c4, d2 or d4 down after moving b3 (d3 stays), a3 or c4 after moving d3; as B, d2
#: after moving b4 (c2 stays), a3, c4 or c5 after moving c2. The tower on e3 is never taken.
MIDGAME = "00100/01B230/12A01A3*/002B10/00000 1 A:{},B:{} 6 -"

OUT = Path(__file__).with_name("perft-ares.tsv")
OUT_MULTI = Path(__file__).with_name("perft-ares-multiplayer.tsv")

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
#: A 4-player board where the teams touch: A on c3 and b2 (teammates), B on c4 and d2::
#:
#:     5  0   1   2   1   0
#:     4  1   2   0B  0   1
#:     3  0   1   1A  2   3*
#:     2  1   0A  2   1B  0
#:     1  0   0   1   0   1
CLOSE4 = "01210/120B01/011A23*/10A21B0/00101"

#: (name, sfen, what it covers)
POSITIONS: list[tuple[str, str, str]] = [
    ("3p-ares", f"{MID3} 1 A:ares,B:mortal,C:mortal 7 -",
     "3 players, Ares (A) to move: c1, d3 or e1 next to d2 when b4 moves (not c2 under B, d1 under C, the"
     " tower c3); a4, b3, b5, c4 or c5 next to b4 when d2 moves"),
    ("3p-ares-seat2", f"{MID3} 2 A:mortal,B:ares,C:mortal 7 -",
     "3 players, Ares (B) to move: b3, c1 or d3 next to c2 when d4 moves (not d2 under A, d1 under C);"
     " c4, c5, d3, d5 or e4 next to d4 when c2 moves"),
    ("3p-ares-all", f"{MID3} 1 A:ares,B:ares,C:ares 7 -",
     "3 players, every seat Ares"),
    ("3p-ares-gods", f"{MID3} 1 A:ares,B:charon,C:athena[^] 7 -",
     "3 players: Athena[^] stops Ares' climbs, not his removals; Charon next"),
    ("3p-ares-last", "00000/01000/0021A2/001A0*0C/00020C 1 A:ares,-B:mortal,C:mortal 9 -",
     "3 players, B eliminated: Ares (A) moving d3 may take c3, d1 or d3 itself (the square left) next to c2;"
     " moving c2, c2 itself, c3 or e3 next to d3 (not the dome d2)"),
    ("4p-ares", f"{MID4} 1 A:ares,B:mortal,A:mortal,B:mortal 6 -",
     "4 players, seat 1 Ares: the unmoved worker is the team's other worker"),
    ("4p-ares-all", f"{CLOSE4} 2 A:ares,B:ares,A:ares,B:ares 6 -",
     "4 players, every seat Ares, seat 2 (team B) to move"),
    ("4p-ares-seat3", f"{MID4} 3 A:mortal,B:mortal,A:ares,B:ares 6 -",
     "4 players: seat 3 (team A) Ares moves one of the team's workers, then seat 4 (team B) is Ares too"),
]


def rows() -> list[str]:
    """The rows of perft-ares.tsv, in file order."""
    return pair_rows("ares", GODS, (OPEN, MIDGAME))


if __name__ == "__main__":
    tables = Tables("Ares against mortal, the Simple Gods and Charon", rows(), OUT, POSITIONS, OUT_MULTI,
                    multi_title="Ares", god="ares")
    main(__doc__, tables, default_budget=240.0)
