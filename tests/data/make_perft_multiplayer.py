"""Write perft-multiplayer.tsv: perft counts of 3-player and 4-player (two teams) positions,
computed by the pure-Python reference oracle (santorini.reference), never by the native core.

    python tests/data/make_perft_multiplayer.py [--budget SECONDS] [--jobs N] [--resume]

Columns: sfen, perft 1, perft 2, perft 3[, perft 4]. Depths 1-3 are computed for every row;
depth 4 is added row by row, cheapest first, while the time budget lasts, so a row may have
fewer columns than another. tests/test_perft_multiplayer.py checks
that ``santorini.Board(sfen).perft(d)`` reproduces every number.

The positions (diagrams: rank 5 at the top, each cell the height, ``*`` a dome, then a worker):

* after placement (3 players: seats 1, 2, 3 placed in turn; 4 players: seats 1 and 2 placed
  for teams A and B, seat 3 - team A's second player - takes the first turn);
* a mid-game with levels 1-3, a complete tower (c3) and a winning climb available (b4 -> c4);
* close to an elimination (3 players): C is boxed in the e1 corner, its only exit is d3
  (level 1), which A and B can raise or occupy; play then skips C;
* last standing (3 players, B already out): A can box C in and win at once;
* close to a team loss (4 players): team B is boxed in the same way; if seat 4 cannot move,
  team A wins;
* the mid-game with Simple Gods: Apollo swaps and Minotaur pushes among three sides, an
  opposing Athena[^] restricting climbs (in 4 players only the other team, and both of its
  turns until she plays again), Pan's drop win, Artemis, Hephaestus, Atlas, Hermes,
  Prometheus, Demeter.
"""

from __future__ import annotations

from pathlib import Path

from god_perft_tables import MID3, MID4, Tables, main

OUT = Path(__file__).with_name("perft-multiplayer.tsv")


#: (name, sfen, what it covers)
POSITIONS: list[tuple[str, str, str]] = [
    ("3p-placed", "000C00/00B00A0/00000/00A00B0/000C00 1 A:mortal,B:mortal,C:mortal 2 -",
     "3 players right after placement (+b2+d4, +b4+d2, +c1+c5), seat 1 to move"),
    ("3p-mid", f"{MID3} 1 A:mortal,B:mortal,C:mortal 7 -",
     "3 players mid-game: heights, a dome, A can climb b4->c4 and win"),
    ("3p-elim", "00000/00A00B0/000A12/00B00*0C/0000*0C 1 A:mortal,B:mortal,C:mortal 5 -",
     "3 players: C boxed in at e1/e2, only exit d3; raising d3 eliminates C at its turn"),
    ("3p-last", "00000/01000/0A0212/001A0*0C/00020C 1 A:mortal,-B:mortal,C:mortal 9 -",
     "3 players, B eliminated: A can box C in and win as the last one standing"),
    ("3p-gods", f"{MID3} 1 A:apollo,B:athena[^],C:minotaur 7 -",
     "3 players, gods: Athena[^] stops A (and C) climbing; Apollo swaps, Minotaur pushes"),
    ("3p-gods2", f"{MID3} 1 A:pan,B:artemis,C:hephaestus 7 -",
     "3 players, gods: Pan's drop win (b4 level 2 -> level 0), Artemis, Hephaestus"),
    ("3p-gods3", f"{MID3} 2 A:atlas,B:hermes,C:prometheus 7 -",
     "3 players, gods: Hermes to move, Prometheus, Atlas; seat 2 to move"),
    ("4p-placed", "00000/00B00A0/00000/00A00B0/00000 3 A:mortal,B:mortal,A:mortal,B:mortal 1 -",
     "4 players right after placement (seat 1 +b2+d4 for A, seat 2 +b4+d2 for B), seat 3 to move"),
    ("4p-mid", f"{MID4} 3 A:mortal,B:mortal,A:mortal,B:mortal 6 -",
     "4 players mid-game: teammates share the workers, A can climb b4->c4 and win"),
    ("4p-trap", "00000/00A000/000A12/0000*0B/0000*0B 3 A:mortal,B:mortal,A:mortal,B:mortal 5 -",
     "4 players: team B boxed in at e1/e2, only exit d3; if seat 4 cannot move team A wins"),
    ("4p-gods", f"{MID4} 1 A:apollo,B:demeter,A:minotaur,B:athena[^] 6 -",
     "4 players, gods: seat 4's Athena[^] restricts seats 1 and 3 (team A), not seat 2 (her teammate)"),
    ("4p-gods2", f"{MID4} 3 A:artemis,B:pan,A:hermes,B:atlas 6 -",
     "4 players, gods: Hermes to move, each teammate with his own power"),
]


if __name__ == "__main__":
    main(__doc__, Tables("", [], None, POSITIONS, OUT, shallow=3, deepest=4), default_budget=1500.0)
