"""Write perft-pantheon.tsv: perft counts of the Pantheon edition's 2-against-2 with a pair of
workers a player (seats A, B, C, D: seats 1 and 3 against 2 and 4, each seat moving only its
own two workers), computed by the pure-Python reference oracle (santorini.reference), never by
the native core.

    python tests/data/make_perft_pantheon.py [--budget SECONDS] [--jobs N] [--resume]

Columns: sfen, perft 1, perft 2, perft 3[, perft 4]. Depths 1-3 are computed for every row;
depth 4 is added row by row, cheapest first, while the time budget lasts. The script stops if
a row counts at depths 1-2 as its classic reading does (the same board with C written as A and
D as B, seats A, B, A, B: teammates sharing all four workers), or, for a row about a god, as
the same row with that god made mortal. tests/test_pantheon_teams.py checks that
``santorini.Board(sfen).perft(d)`` reproduces every number.

The mid-game board of most rows (rank 5 at the top, each cell the height, ``*`` a dome, then
a worker; A and C are one team, B and D the other)::

    5  0   1   2   1   0
    4  1   2C  3   0B  1
    3  0D  1A  3*  2   0
    2  1   0   2B  1A  0
    1  0   0D  1   0C  1

C's b4 can climb onto c4 and win, next to A's b3; A's d2 can push B's c2 to b2 (Minotaur) but
never C's d1; B's pair is d4 and c2, D's a3 and b1. The Bia row takes D's a3 off, so that
Bia's b3-b2 removes D's last worker.
"""

from __future__ import annotations

import sys
from pathlib import Path

from god_perft_tables import Tables, main

from santorini.reference import RefPosition

OUT = Path(__file__).with_name("perft-pantheon.tsv")

#: The mid-game board (see the docstring) and the same without D's a3 (the Bia row).
MIDP = "01210/12C30B1/0D1A3*20/102B1A0/00D10C1"
BIAP = "01210/12C30B1/01A3*20/102B1A0/00D10C1"


def seats(*gods: str) -> str:
    """The seats field A, B, C, D with these gods (all mortal when none are given)."""
    return ",".join(f"{side}:{god}" for side, god in zip("ABCD", gods or ("mortal",) * 4))


#: (name, sfen, what it covers)
POSITIONS: list[tuple[str, str, str]] = [
    ("pp-placed", f"000C00/00B00A0/0D0000D/00A00B0/000C00 1 {seats()} 2 -",
     "right after placement (A +b2+d4, B +b4+d2, C +c1+c5, D +a3+e3), seat 1 to move in round 2 with its own "
     "pair only (classic: seat 3 moves first, with four shared workers)"),
    ("pp-place3", f"00000/00B00A0/00000/00A00B0/00000 3 {seats()} 1 -",
     "placement: seats 1 and 2 placed, seat 3 places its own pair (classic: seat 3 would move), then seat 4, "
     "then seat 1 takes the first turn"),
    ("pp-climb", f"{MIDP} 3 {seats()} 6 -",
     "mid-game, seat 3 (C) to move: C's b4 climbs onto c4 and wins for team A, A's b3 next to it; C moves only "
     "b4 and d1, never A's b3 and d2"),
    ("pp-trap", f"00000D/00C000/000A12/0000*0B/0A0D00*0B 1 {seats()} 5 -",
     "seat 2 (B) boxed in at e1/e2, only exit d3: if A closes it (c3-d3, or a block on d3) team B loses at "
     "B's turn, although D on b1 and e5 could still move"),
    ("pp-apollo", f"{MIDP} 3 {seats('mortal', 'mortal', 'apollo', 'mortal')} 6 -",
     "apollo (C) to move: swaps with D's a3, never with his teammate A's b3 (or d2) next to him"),
    ("pp-minotaur", f"{MIDP} 1 {seats('minotaur', 'mortal', 'mortal', 'mortal')} 6 -",
     "minotaur (A) to move: d2 pushes B's c2 to b2, never his teammate C's d1 (nor b4)"),
    ("pp-athena", f"{MIDP} 3 {seats('mortal', 'athena[^]', 'mortal', 'mortal')} 6 -",
     "athena[^] on seat 2: C (to move) and then A may not move up, her teammate D may; the mark ends when B's "
     "turn starts"),
    ("pp-hermes", f"{MIDP} 3 {seats('mortal', 'mortal', 'hermes', 'mortal')} 6 -",
     "hermes (C) to move: his walks and switches use his own pair (b4, d1), never A's b3 and d2"),
    ("pp-hypnus-limus", f"{MIDP} 3 {seats('mortal', 'hypnus', 'mortal', 'limus')} 6 -",
     "hypnus (B) freezes the highest of the acting seat's own pair: C's b4 (to move; classic: the shared "
     "four's highest), then on A's turn none (b3 and d2 tie); limus (D) stops C's and A's blocks next to "
     "D's a3 and b1, never B's"),
    ("pp-aphrodite", f"{MIDP} 1 {seats('mortal', 'aphrodite', 'mortal', 'mortal')} 6 -",
     "aphrodite (B): A's b3 and d2 next to her c2 are charmed and must end next to her own c2 or d4 (D's "
     "workers do not count); C's pair is charmed on C's turn, D's never"),
    ("pp-bia-medusa", f"{BIAP} 1 {seats('bia', 'mortal', 'medusa', 'mortal')} 6 -",
     "bia (A) to move: b3-b2 removes D's last worker (b1), then builds (no win yet: D's turn will find no "
     "worker and team B loses); d2-d3 removes B's d4; medusa (C) petrifies lower workers of B and D, never A's"),
]

#: The god each god row is about: the row with that god made mortal must count otherwise.
GOD_OF = {sfen: name.split("-")[1] for name, sfen, _ in POSITIONS if name.split("-")[1] in {
    "apollo", "minotaur", "athena", "hermes", "hypnus", "aphrodite", "bia"}}


def classic_reading(sfen: str) -> str:
    """The same position read as the classic 4 players: C's workers written as A's, D's as
    B's, seats A, B, A, B (teammates share all four workers)."""
    board, to_move, seat_field, rest = sfen.split(" ", 3)
    board = board.translate(str.maketrans("CDcd", "ABab"))
    seat_field = ",".join(side + seat[1:] for side, seat in zip("ABAB", seat_field.split(",")))
    return f"{board} {to_move} {seat_field} {rest}"


def check_classic_differs() -> None:
    """Stop if a row counts at depths 1-2 as its classic reading (or the classic reading is no
    position: then it differs anyway)."""
    for name, sfen, _ in POSITIONS:
        try:
            classic = RefPosition(classic_reading(sfen))
        except Exception:  # noqa: BLE001 - not a classic position at all
            continue
        ours = RefPosition(sfen)
        if [ours.perft(d) for d in (1, 2)] == [classic.perft(d) for d in (1, 2)]:
            raise SystemExit(f"{name} counts as its classic reading at depths 1-2: {sfen}")


if __name__ == "__main__":
    check_classic_differs()
    tables = Tables("", [], None, POSITIONS, OUT, god_of=GOD_OF, shallow=3, deepest=4,
                    multi_heading="of the Pantheon 2-against-2, a pair of workers a player (seats A,B,C,D)")
    main(__doc__, tables, default_budget=1200.0)
    print(f"wrote {OUT.name}", file=sys.stderr)
