"""Write perft-heracles.tsv: perft counts with Heracles (gods.md §3.4, 50; docs/heroes.md),
computed by the pure-Python reference oracle (santorini.reference), never by the native core.
With --original, write perft-heracles-original.tsv instead: his original text (the ruling key
``revised-text``), each row next to its twin with his power spent.

    python tests/data/make_perft_heracles.py [--budget SECONDS] [--jobs N] [--resume]
    python tests/data/make_perft_heracles.py --original [--jobs N]

Heracles' turns are a mortal's, plus, while unspent, after any ordinary move that did not win,
the turn that spends his power: the move alone (``b2-c3``). Play then stays with him for extra
turns, each one dome (``c3^d4*`` below level 3, ``c3^d4`` on level 3) next to one of his workers,
each on a square after the last one in ASCII order, or ``pass``; his state meanwhile is
``heracles[domes]``, then ``heracles[domes,c3]``; ``heracles[used]`` after ``pass``. Perft counts
each extra turn as a ply. The rulings are in santorini/reference/heroes.py. The rows: right after
placement, mid-game (Heracles as seat 1 and as seat 2), two positions in the middle of his extra
turns (before the first dome, after a dome on c3), against Chronus with four complete towers (his
dome on d4 makes the fifth: Chronus wins only when play passes on after ``pass``), Hypnus (his
frozen worker does not move but domes), Persephone (the power's turn climbs when its move does),
Athena's mark (no move up: fewer moves, the same domes) and Clio's coins (a coin square takes no
dome).

Columns: sfen, perft 1, perft 2, perft 3[, perft 4]. Depths 1-2 are computed for every row,
then depth 3 and depth 4 row by row, cheapest first, while the time budget lasts (the default
budget gives every row depth 3; tests/test_heracles.py requires it). The script stops if a row
counts at depths 1-2 as the same row with Heracles made mortal (it would not show his power).
tests/test_heracles.py checks that ``santorini.Board(sfen).perft(d)`` reproduces every number and
that the depth-1 tokens are the oracle's.

The mid-game board most rows start from (rank 5 at the top, each cell the height, ``*`` a
dome, then a worker), god_perft_tables.MIDGAME::

    5  0   0   1   0   0
    4  0   1B  2   3   0
    3  1   2A  0   1A  3*
    2  0   0   2B  1   0
    1  0   0   0   0   0

Heracles' b3 and d3: the squares next to them take his domes (d4, on level 3, a complete tower).
"""

from __future__ import annotations

import sys
from multiprocessing.pool import Pool
from pathlib import Path

from god_perft_tables import main, mid, OPEN, ORIGINAL, Tables, twin_table

OUT = Path(__file__).with_name("perft-heracles.tsv")
OUT_ORIGINAL = Path(__file__).with_name("perft-heracles-original.tsv")

#: Depth 3 of the original text's rows with at most this many positions at depth 2.
DEEP_NODES = 20_000


#: MIDGAME with three more complete towers (a1, e1, a5): four stand, d4 (level 3) next to his d3.
TOWERS = mid(a1="3*", e1="3*", a5="3*")

#: (name, sfen, what it covers)
POSITIONS: list[tuple[str, str, str]] = [
    ("heracles-placed", f"{OPEN} 1 A:heracles,B:mortal 2 -",
     "right after placement (A +b3+d3, B +c2+c4), flat: each move alone spends the power, then his low domes "
     "next to b3 and d3 (moved or not) in ASCII order, and pass"),
    ("heracles-mid", f"{mid()} 1 A:heracles,B:mortal 6 -",
     "mid-game, Heracles to move: the mortal turns and the moves alone; then domes on any level (d4 on level 3: "
     "the ordinary dome, d3^d4)"),
    ("heracles-second", f"{mid()} 2 A:mortal,B:heracles 6 -",
     "mid-game, Heracles as seat 2 (b4 and c2): his moves alone, his domes, the mortal's reply at depth 2 or 3"),
    ("heracles-domes", f"{mid()} 1 A:heracles[domes],B:mortal 6 -",
     "his extra turns before the first dome: a dome next to b3 or d3 (c3, c4, d4 next to both: written from b3, "
     "the ASCII-first) or pass; each further dome after the last one in ASCII order"),
    ("heracles-domes-c3", f"{mid(c3='0*')} 1 A:heracles[domes,c3],B:mortal 6 -",
     "in the middle of his extra turns, the last dome on c3: only squares after c3 (c4, d2, d4, e2, e4) or pass"),
    ("heracles-chronus", f"{TOWERS} 1 A:heracles[domes],B:chronus 6 -",
     "four complete towers, Chronus against him: his dome on d4 makes the fifth, and nobody wins during his "
     "extra turns; Chronus wins when play passes on after pass"),
    ("heracles-hypnus", f"{mid()} 1 A:heracles,B:hypnus 6 -",
     "Hypnus freezes his b3 (level 2, the highest): it does not move, but his domes next to it are legal"),
    ("heracles-persephone", f"{mid()} 1 A:heracles,B:persephone 6 -",
     "Persephone: he can climb, so every turn climbs; the move alone is legal when it climbs"),
    ("heracles-athena", f"{mid()} 1 A:heracles,B:athena[^] 6 -",
     "Athena's mark: no move up, for the moves alone too; his domes as ever"),
    ("heracles-clio", f"{mid()} 1 A:heracles,B:clio[c4,d2] 6 -",
     "Clio's coins on c4 and d2 are domes to him: no dome there, no move there"),
]


def spent(sfen: str) -> str:
    """The row with his power spent: the original text's twin."""
    return sfen.replace(":heracles,", ":heracles[used],").replace(":heracles ", ":heracles[used] ")


#: His original text: the move and the build, then the first dome of the spree (the turn that spends
#: the power), next to either worker; against Limus (the same ruling: her original text keeps his low
#: domes off the squares next to her workers) and Chronus (four complete towers: a first dome on d4
#: makes the fifth, and Chronus wins at once).
ORIGINAL_ROWS: list[str] = [
    f"{OPEN} 1 A:heracles,B:mortal 2 -",
    f"{mid()} 1 A:heracles,B:mortal 6 -",
    f"{mid()} 2 A:mortal,B:heracles 6 -",
    f"{mid()} 1 A:heracles,B:limus 6 -",
    f"{TOWERS} 1 A:heracles,B:chronus 6 -",
    f"{mid()} 1 A:heracles,B:hypnus 6 -",
]


if __name__ == "__main__" and "--original" in sys.argv:
    jobs = int(sys.argv[sys.argv.index("--jobs") + 1]) if "--jobs" in sys.argv else 2
    with Pool(jobs) as workers:
        twin_table(workers, "Heracles' original text (ruling revised-text): unspent and spent",
                   [(row, spent(row)) for row in ORIGINAL_ROWS], OUT_ORIGINAL, ORIGINAL,
                   lambda counts: counts[1] <= DEEP_NODES)
elif __name__ == "__main__":
    # god="heracles": every row is counted with Heracles made mortal too, and must count otherwise at depths 1-2.
    tables = Tables("", [], None, POSITIONS, OUT, god="heracles", shallow=2, deepest=4, every_row=3,
                            multi_heading="with Heracles (2 players)")
    main(__doc__, tables, default_budget=900.0)
    print(f"wrote {OUT.name}", file=sys.stderr)
