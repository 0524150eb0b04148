"""Write perft-charybdis.tsv (2 players) and perft-charybdis-multiplayer.tsv (3 players, 4 players in
classic teams and in the Pantheon edition's pairs): perft counts with Charybdis (gods.md §3.3, 32),
computed by the pure-Python reference oracle (santorini.reference), never by the native core.

    python tests/data/make_perft_charybdis.py [--budget SECONDS] [--jobs N] [--resume]

Her revised text (the original one: make_perft_charybdis_original.py). At the end of her turn, after her build, she may put one of
the whirlpools on her card onto any square with no worker, no dome and no whirlpool
(``b2-c3^d4@e5``); her state lists those on the board (``charybdis[c3,d4]``). A worker of any seat
that moves onto a whirlpool while the other one stands on the board with no worker on it is forced
onto the other one and goes on from there (a worker moving from one whirlpool onto the other is
carried back onto its own square); the entering move wins nothing, the exit on level 3 wins. A
whirlpool built on or lowered returns to her card. The rulings are in
santorini/reference/gods_golden_fleece.py.

The rows: right after placement with Charybdis as seat 1 (her whirlpool after every turn: depth 2
only, the third ply is hers again) and as seat 2; mid-game with both whirlpools on the board, one,
none (4 players); her worker standing on a whirlpool next to the other one (carried back onto its
own square); an exit on level 3 (every seat's worker going through wins) and an entry on level 3 (no win);
against Apollo (the swapped worker takes his square first), Minotaur, Artemis (her second move
goes through too), Pan (his drop onto a whirlpool wins nothing), Prometheus (his build before the
move sends a whirlpool back to her card), Athena's mark (no move up onto a whirlpool), Hera (a
perimeter exit on level 3 wins nothing for her opponents), Bia (her removal on the exit frees it),
Castor, Persephone, Dionysus (an extra turn goes through and wins nothing), Triton (a perimeter
exit lets his chain go on), Hermes (a step landing on the walker's level is one of his walk), Europa
(her Talus goes on no whirlpool, nor a whirlpool on it), Harpies (the slide after the transport,
from the exit); with
3 players (Zeus under himself on a whirlpool, Ares), 4 players in classic teams (no whirlpool on the board yet;
Atlas and Persephone) and the Pantheon edition's pairs (Apollo, Minotaur, Artemis).

Columns: sfen, perft 1, perft 2[, perft 3]. Depths 1-2 are computed for every row, then depth 3
row by row, cheapest first, while the time budget lasts (the default budget gives depth 3 to every
row but two: right after placement with her to move, and Prometheus, whose builds on a whirlpool
give her one on her card to put on the board again at depth 2, twenty times as many turns). The
script stops if a row counts at depths 1-2 as the same row with Charybdis made mortal (it would
not show her power). tests/test_charybdis.py checks
that ``santorini.Board(sfen).perft(d)`` reproduces every number and that the depth-1 tokens are the
oracle's.

The mid-game board most 2-player rows start from (rank 5 at the top, each cell the height, ``*`` a
dome, then a worker): god_perft_tables.MIDGAME with seven domes on level 0, TIGHT_CELLS::

    5  0*  0*  1   0*  0*
    4  0*  1B  2   3   0
    3  1   2A  0   1A  3*
    2  0   0*  2B  1   0
    1  0   0   0*  0   0
"""

from __future__ import annotations

import sys
from pathlib import Path

from god_perft_tables import MID3, MID4, OPEN, Tables, board, main, mid

OUT = Path(__file__).with_name("perft-charybdis.tsv")
OUT_MULTI = Path(__file__).with_name("perft-charybdis-multiplayer.tsv")

#: The Pantheon board of make_perft_pantheon.py (MIDP): A b3 d2, B d4 c2, C b4 d1, D a3 b1.
MIDP = "01210/12C30B1/0D1A3*20/102B1A0/00D10C1"

#: MIDGAME with seven domes on level 0 (a5, b5, d5, e5, a4, b2, c1): fewer moves and builds, so
#: that depth 3 stays cheap although her turns multiply by the squares a whirlpool may go to.
TIGHT_CELLS = dict(a5="0*", b5="0*", d5="0*", e5="0*", a4="0*", b2="0*", c1="0*")


def tight(**changes: str) -> str:
    """The tight mid-game board with some cells changed."""
    return mid(**{**TIGHT_CELLS, **changes})


#: The workers right after placement in the corners (A a1 e5, B a5 e1), flat: few turns a seat.
CORNERS = board(a1="A", e5="A", a5="B", e1="B")

#: (name, sfen, what it covers), 2 players.
POSITIONS: list[tuple[str, str, str]] = [
    ("charybdis-placed", f"{OPEN} 1 A:charybdis,B:mortal 2 -",
     "right after placement (A +b3+d3, B +c2+c4), flat: each of her turns with no whirlpool or one on any square "
     "without a worker"),
    ("charybdis-placed-second", f"{CORNERS} 1 A:mortal,B:charybdis 2 -",
     "right after placement in the corners (A +a1+e5, B +a5+e1), Charybdis as seat 2: her first whirlpool at "
     "depth 2, the mortal's moves onto it at depth 3 (one alone transports nobody)"),
    ("charybdis-flush-apollo", f"{tight()} 1 A:charybdis[b3,c3],B:apollo 6 -",
     "her b3 stands on a whirlpool next to the other one, c3: b3-c3 carries it back onto b3; d3-c3 stays (b3 "
     "taken); at depth 2 Apollo's b4 moving onto b3 swaps her worker onto b4, then goes on to c3"),
    ("charybdis-exit-top-artemis", f"{tight()} 2 A:charybdis[c3,d4],B:artemis 6 -",
     "the exit d4 on level 3: Artemis' c2 and b4 moving onto c3 win (her second move too); Charybdis' b3 and d3 "
     "at depth 2 likewise"),
    ("charybdis-entry-top-minotaur", f"{tight(d3='2A')} 1 A:charybdis[a1,d4],B:minotaur 6 -",
     "the entry d4 on level 3: her d3 (level 2) climbs onto it and goes on to a1 (level 0), no win; Minotaur's "
     "pushes onto a whirlpool stay"),
    ("charybdis-pan", f"{tight()} 2 A:charybdis[c3,e1],B:pan 6 -",
     "Pan's c2 (level 2) drops onto c3: on to e1, no win (his drop onto b1 or d1 wins)"),
    ("charybdis-prometheus", f"{tight(d2='1')} 2 A:charybdis[c3,d2],B:prometheus 6 -",
     "Prometheus' c2 may build on c3 or d2 before moving (that whirlpool back on her card), then move onto the "
     "other one without going through"),
    ("charybdis-athena", f"{tight()} 1 A:charybdis[c3,e1],B:athena[^] 6 -",
     "Athena's mark: no move up, also onto a whirlpool; b3 and d3 down onto c3 go on to e1"),
    ("charybdis-hera", f"{tight(e4='3')} 1 A:charybdis[c3,e4],B:hera 6 -",
     "the exit e4 on level 3, on the perimeter: her workers going through win nothing against Hera; Hera's own at "
     "depth 2 win"),
    ("charybdis-bia", f"{tight(d3='0', d2='1A')} 2 A:charybdis[c3,d2],B:bia 6 -",
     "Bia's b4-c3 removes her worker on d2, the exit, straight ahead of the entry: Bia goes on to d2"),
    ("charybdis-one-persephone", f"{tight()} 2 A:charybdis[c3],B:persephone 6 -",
     "one whirlpool on the board (c3: nobody goes through), Persephone to move; Charybdis puts the second one at "
     "depth 2, Persephone's demand at depth 3 reads the entering move"),
    ("charybdis-dionysus", f"{tight()} 2 A:charybdis[c3,d4],B:dionysus[1] 6 -",
     "Dionysus' extra turn moves her b3 or d3 onto c3: on to d4 (level 3), no win; then his own turn"),
    ("charybdis-castor", f"{tight()} 2 A:charybdis[c3,e1],B:castor 6 -",
     "Castor & Pollux: moving both workers, each move may go through (c2 and b4 onto c3 one after the other: the "
     "second stays, e1 taken)"),
    ("charybdis-triton", f"{tight()} 2 A:charybdis[c3,e1],B:triton 6 -",
     "Triton's c2 onto c3 goes on from e1, on the perimeter, and may move again; his chains along the perimeter "
     "may go through too; her b3 and d3 onto c3 at depth 2 likewise, with no chain"),
    ("charybdis-hermes", f"{tight()} 2 A:charybdis[c3,d2],B:hermes 6 -",
     "Hermes' b4 (level 1) down onto c3 lands on d2, level 1: a step of his walk, which goes on from there; his "
     "c2 (level 2) onto c3 lands on level 1: an ordinary move"),
    ("charybdis-europa", f"{tight()} 2 A:charybdis[c3,d2],B:europa 6 -",
     "Europa's Talus goes on no whirlpool (c3, d2), unless she built on it (back on Charybdis' card); her b4 or c2 "
     "onto c3 is carried to d2 and the Talus goes next to d2; at depth 2 Charybdis' whirlpool goes on no Talus"),
    ("charybdis-harpies", f"{tight()} 1 A:charybdis[c3,e2],B:harpies 6 -",
     "her b3 and d3 onto c3 are carried to e2, then the Harpies slide them on from there in the entering move's "
     "direction; moves onto different squares that end alike are one turn (the smaller token); Harpies' own "
     "workers go through at depth 2 and do not slide"),
]

#: (name, sfen, what it covers), 3 players and 4 players.
MULTI_POSITIONS: list[tuple[str, str, str]] = [
    ("charybdis-3p", f"{MID3} 1 A:zeus,B:charybdis[b3,e3],C:ares 6 -",
     "3 players, whirlpools b3 (level 1) and e3: Zeus' b4 and d2 go through (his block under himself on the exit "
     "sends it back to her card); Ares takes b3's block (back to her card too)"),
    ("charybdis-4p-classic", f"{MID4} 1 A:charybdis,B:atlas,A:mortal,B:persephone 6 -",
     "classic teams, mid-game with no whirlpool on the board, Charybdis on seat 1: her first one at depth 1, "
     "Atlas' dome on it sends it back at depth 2, Persephone binds seats 1 and 3"),
    ("charybdis-4p-pantheon", f"{MIDP} 1 A:apollo,B:charybdis[b2,e3],C:minotaur,D:artemis 6 -",
     "the Pantheon edition's pairs, Charybdis on seat 2 (b2 and e3): every seat's moves go through, her "
     "teammate's (D's Artemis) too"),
]


if __name__ == "__main__":
    # god="charybdis": every row is counted with Charybdis made mortal too, and must count otherwise at depths 1-2.
    main(__doc__, Tables("", [], None, POSITIONS, OUT, god="charybdis", shallow=2, deepest=3,
                         multi_heading="with Charybdis (2 players)"), default_budget=150.0)
    print(f"wrote {OUT.name}", file=sys.stderr)
    main(__doc__, Tables("", [], None, MULTI_POSITIONS, OUT_MULTI, god="charybdis", shallow=2, deepest=3,
                         multi_heading="with Charybdis (3 players, 4 players in classic teams and Pantheon pairs)"),
         default_budget=60.0)
    print(f"wrote {OUT_MULTI.name}", file=sys.stderr)
