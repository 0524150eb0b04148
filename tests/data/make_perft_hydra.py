"""Write perft-hydra.tsv: perft counts with Hydra (gods.md §3.5, 64), computed by the
pure-Python reference oracle (santorini.reference), never by the native core.

    python tests/data/make_perft_hydra.py [--budget SECONDS] [--jobs N] [--resume]

At the end of each of her turns that did not win, Hydra gains a worker (``+sq``, on one of the
lowest free squares next to the worker that moved) if no two of her workers neighbour each
other, else takes one of hers out (``xsq``, her choice, the mover included); the rulings are in
santorini/reference/gods_promo.py. The rows: right after placement, mid-game gains with ties
between the lowest squares, removals (where moves from one square that build on one square
and take the mover out are one turn), a Hydra with four workers (gaining a fifth), against
Aphrodite (her charmed mover is never the one taken out), Harpies (the gain next to where the
slide stopped), Medusa (petrifying her workers, old and new), Athena (her mark set), Apollo
(swapping her workers apart or together), Limus (her builds starved: the lowest squares stay
low), and two rows with 3 players (one where Medusa petrifies a lone Hydra worker: that seat
is out).

Columns: sfen, perft 1, perft 2, perft 3[, perft 4]. Depths 1-2 are computed for every row,
then depth 3 and depth 4 row by row, cheapest first, while the time budget lasts (the default
budget gives every row depth 3; tests/test_hydra.py requires it). The script stops if
a row counts at depths 1-2 as the same row with Hydra made mortal (it would not show her
power). tests/test_hydra.py checks that ``santorini.Board(sfen).perft(d)`` reproduces every
number and that the depth-1 tokens are the oracle's.

The mid-game board most rows start from (rank 5 at the top, each cell the height, ``*`` a
dome, then a worker), god_perft_tables.MIDGAME::

    5  0   0   1   0   0
    4  0   1B  2   3   0
    3  1   2A  0   1A  3*
    2  0   0   2B  1   0
    1  0   0   0   0   0

Hydra's b3 and d3 do not neighbour each other (she gains); with her d3 worker on c3 instead
they do (she takes one out).

Every SFEN shows at most four workers a side (the oracle's limit but for a Hydra side, whose
is ten); the gains inside the counts go beyond.
"""

from __future__ import annotations

import sys
from pathlib import Path

from god_perft_tables import main, mid, MID3, OPEN, Tables

OUT = Path(__file__).with_name("perft-hydra.tsv")


#: MIDGAME with Hydra's d3 worker on c3, next to her b3 (she takes one out).
TOUCHING = mid(c3="0A", d3="1")
#: The 3-player mid-game board (god_perft_tables.MID3: A b4 d2, B d4 c2, C a3 d1) with B's c2
#: worker on b3 (level 1, next to C's a3 on level 0) and C's d1 worker gone::
#:
#:     5  0   1   2   1   0
#:     4  1   2A  3   0B  1
#:     3  0C  1B  3*  2   0
#:     2  1   0   2   1A  0
#:     1  0   0   1   0   1
LONE3 = "01210/12A30B1/0C1B3*20/1021A0/00101"

#: (name, sfen, what it covers)
POSITIONS: list[tuple[str, str, str]] = [
    ("hydra-placed", f"{OPEN} 1 A:hydra,B:mortal 2 -",
     "right after placement (A +b3+d3, B +c2+c4), flat: every turn gains, on one of the free level-0 squares next "
     "to the mover, the square it left included"),
    ("hydra-ties", f"{mid()} 1 A:hydra,B:mortal 6 -",
     "mid-game, b3 and d3 apart: gains among ties of lowest squares, the build deciding which are lowest"),
    ("hydra-removal", f"{mid(c3='0A', d3='1', e1='0A')} 1 A:hydra,B:mortal 6 -",
     "three workers, b3 and c3 touching: every turn takes one of the three out, the mover included (one turn "
     "for the moves from one square that build on one square and take the mover out)"),
    ("hydra-four", f"{mid(a5='0A', e1='0A')} 1 A:hydra,B:mortal 6 -",
     "four workers none touching (a5, b3, d3, e1): every turn that keeps them apart gains a fifth"),
    ("hydra-aphrodite", f"{TOUCHING} 1 A:hydra,B:aphrodite 6 -",
     "b3 and c3 touching and both charmed (next to B's b4 and c2): the mover must end next to Aphrodite and is "
     "never the one taken out"),
    ("hydra-harpies", f"{OPEN} 1 A:hydra,B:harpies 2 -",
     "the flat board after placement: her moves slide on, the gain goes next to where the slide stopped"),
    ("hydra-medusa", f"{mid(e1='0A')} 2 A:hydra,B:medusa 6 -",
     "Medusa to move: her c2 (level 2) petrifies Hydra's d3 (level 1) where it stays; Hydra (three workers, "
     "then two) plays at depth 2 and gains or removes by what is left"),
    ("hydra-athena", f"{mid()} 1 A:hydra,B:athena[^] 6 -",
     "Athena's mark set: Hydra may not move up; the placed workers never move up"),
    ("hydra-apollo", f"{TOUCHING} 2 A:hydra,B:apollo 6 -",
     "Apollo to move swaps Hydra's touching b3 and c3 apart or leaves them: at depth 2 she gains or removes"),
    ("hydra-limus", f"{mid()} 1 A:hydra,B:limus 6 -",
     "Limus' b4 and c2 starve the blocks next to them: the builds left decide the lowest squares"),
    ("hydra-3p", f"{MID3} 1 A:hydra,B:mortal,C:apollo 6 -",
     "3 players: Hydra (seat 1, b4 and d2 apart) gains, then seats 2 and 3 play around her new worker"),
    ("hydra-3p-out", f"{LONE3} 2 A:mortal,B:medusa,C:hydra 6 -",
     "3 players: Medusa (seat 2) petrifies C's lone Hydra worker on a3 from b3 (or from a2, a4): seat 3 is out "
     "and seat 1 plays next; where it survives, the lone worker gains at depth 2"),
]


if __name__ == "__main__":
    # god="hydra": every row is counted with Hydra made mortal too, and must count otherwise at depths 1-2.
    tables = Tables("", [], None, POSITIONS, OUT, god="hydra", shallow=2, deepest=4, every_row=3,
                         multi_heading="with Hydra (2 and 3 players)")
    main(__doc__, tables, default_budget=3600.0)
    print(f"wrote {OUT.name}", file=sys.stderr)
