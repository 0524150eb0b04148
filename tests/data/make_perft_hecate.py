"""Write perft-hecate.tsv (2 and 3 players): perft counts with Hecate (gods.md §3.3, 39), computed by the
pure-Python reference oracle (santorini.reference), never by the native core.

    python tests/data/make_perft_hecate.py [--budget SECONDS] [--jobs N] [--resume]

Where her workers stand is her secret. She places last; her opponents list their turns on the board
without her workers (the view), and a step of such a turn that names a square of hers is cancelled with
every step after it (what came before stands). Her state says what they know: ``hecate[*]`` or
``hecate[b3,!d3,e4,^e2]`` (squares she may stand on, known ones after ``!``, her last build after ``^``).
Perft counts every turn listed on the view once. The rulings are in santorini/reference/hecate.py.

The rows are not compared with Hecate made mortal: her state has no mortal form, and a position written
for an opponent has none of her workers.

The rows: the placements (she places last, 2 and 3 players), her opponent to move on the board right
after her placement, mid-game opponents whose turns collide with her workers (a mortal, Apollo, Artemis'
second move, Demeter's second build, Prometheus' first build, Pan's drop, Atlas' dome), her own turn
(what her opponents learn), a known square and a last build, Athena's mark on her turn, a position
written for her opponent (his turn; hers: none listed), 3 players.

Columns: sfen, perft 1, perft 2[, perft 3]. Depths 1-2 are computed for every row, then depth 3 row
by row, cheapest first, while the time budget lasts. tests/test_hecate.py checks the core against them.
"""

from __future__ import annotations

import sys
from pathlib import Path

from god_perft_tables import EMPTY, MID3, MIDGAME, Tables, main, mid

OUT = Path(__file__).with_name("perft-hecate.tsv")

#: MIDGAME without A's workers (b3, d3): the position written for her opponent.
UNSEEN = mid(b3="2", d3="1")

#: (name, sfen, what it covers).
POSITIONS: list[tuple[str, str, str]] = [
    ("hecate-places-last", f"{EMPTY} 2 A:hecate,B:mortal 1 -",
     "the mortal (seat 2) places first, then Hecate on the 23 squares left, then his first turn on the view"),
    ("hecate-places-last-3p", f"{EMPTY} 3 A:mortal,B:hecate,C:apollo 1 -",
     "3 players: the seat after hers (C) starts, then A, then Hecate"),
    ("hecate-after-placement", "00A000/00A000/00000/0B0000/0B0000 2 A:hecate[*],B:mortal 2 -",
     "right after her placement (b4, b5): the mortal's moves onto them are listed and collide"),
    ("hecate-mortal", f"{MIDGAME} 2 A:hecate[*],B:mortal 6 -",
     "mid-game: his moves onto b3 and d3 collide (nothing done), builds onto them collide after the move"),
    ("hecate-apollo", f"{MIDGAME} 2 A:hecate[*],B:apollo 6 -",
     "Apollo sees no worker of hers to swap with: his moves onto her squares collide"),
    ("hecate-artemis", f"{MIDGAME} 2 A:hecate[*],B:artemis 6 -",
     "Artemis' second move onto her square collides: the first stands"),
    ("hecate-demeter", f"{MIDGAME} 2 A:hecate[*],B:demeter 6 -",
     "Demeter's second build onto her square collides: the first stands"),
    ("hecate-prometheus", f"{MIDGAME} 2 A:hecate[*],B:prometheus 6 -",
     "Prometheus' build before moving onto her square ends the turn at once"),
    ("hecate-pan", f"{MIDGAME} 2 A:hecate[*],B:pan 6 -",
     "Pan's drops onto her squares collide: no win"),
    ("hecate-atlas", f"{MIDGAME} 2 A:hecate[*],B:atlas 6 -",
     "Atlas' domes onto her squares collide"),
    ("hecate-her-turn", f"{MIDGAME} 1 A:hecate[*],B:mortal 6 -",
     "her own turn on the real board; then what her opponent knows, and his turns"),
    ("hecate-known", f"{MIDGAME} 2 A:hecate[b3,!d3,e4,^e2],B:mortal 6 -",
     "d3 known (a collision), b3 and e4 possible, her last build e2"),
    ("hecate-athena", f"{MIDGAME} 1 A:hecate[*],B:athena[^] 6 -",
     "Athena moved up last turn: Hecate may not move up"),
    ("hecate-unseen", f"{UNSEEN} 2 A:hecate[*],B:mortal 6 -",
     "the position written for her opponent: his turns, none of hers below them (nothing judged)"),
    ("hecate-unseen-her-move", f"{UNSEEN} 1 A:hecate[*],B:mortal 6 -",
     "the same with her to move: no turn listed, no winner"),
    ("hecate-3p", f"{MID3} 1 A:mortal,B:pan,C:hecate[*] 4 -",
     "3 players: A and B see each other, not C; C plays on the real board"),
]

#: Every row counts without the comparison with mortal (see above).
UNCOMPARED = {sfen: "" for _, sfen, _ in POSITIONS}


if __name__ == "__main__":
    main(__doc__, Tables("", [], None, POSITIONS, OUT, god="hecate", god_of=UNCOMPARED, shallow=2, deepest=3,
                         multi_heading="with Hecate (2 and 3 players)"), default_budget=300.0)
    print(f"wrote {OUT.name}", file=sys.stderr)
