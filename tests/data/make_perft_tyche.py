"""Write perft-tyche.tsv (2 players) and perft-tyche-multiplayer.tsv (3 and 4 players): perft counts
with Tyche (gods.md §3.5, 56), computed by the pure-Python reference oracle (santorini.reference),
never by the native core.

    python tests/data/make_perft_tyche.py [--budget SECONDS] [--jobs N] [--resume]

After each of her normal turns (the game not over) Tyche draws from her deck of five blanks and a
six, in a turn of her seat between turns (``resume:K`` names her seat, her state ``tyche[k,draw]``):
``draw:0`` (a blank) or ``draw:6`` (the six) - only the card on top when a referee knows the order
(``tyche[k,draw|d]``, d the blanks above the six), never a blank once all five are out. After a
blank play goes on from the seat after hers; after the six all cards are shuffled back and she
takes an extra turn (``tyche[0,extra]``): an ordinary turn of hers or ``pass`` (refused under
Persephone's demand when she can move up), with no draw after it. Each draw is a ply of perft like
any turn. The rulings are in santorini/reference/tyche.py.

The rows: the mid-game board with Tyche to move (her draw at depth 2); a draw due with the order
unknown (both cards), known with the six on top (the six only) and with blanks above it (a blank
only), all five blanks out (the six only); her extra turn due (``pass`` besides her turns), boxed in
(``pass`` alone; the mortal's turn may free her), with a winning climb; against Athena (moving up,
her mark binds Tyche's turn, and her mark during the extra turn), Persephone (the extra turn must
climb: no ``pass``), Dionysus (his extra turns, then hers), Pan (her extra turn against him),
Chronus (four complete towers: her dome on d4 is the fifth, Chronus wins, no draw) and Minotaur
(Tyche as seat 2); with 3 players Tyche to move, a draw due and an extra turn due on seat 3 (play
then passes seat 1: a new round); with 4 players (teams) a draw due and an extra turn due.

Columns: sfen, perft 1, perft 2[, perft 3]. Depths 1-2 are computed for every row, then depth 3
row by row, cheapest first, while the time budget lasts. The script stops if a row counts at depths
1-2 as the same row with Tyche made mortal (it would not show her power); the rows with a draw or
an extra turn due (a mortal has none) and those where another seat moves first (her draw comes at
depth 3) are not compared. tests/test_tyche.py checks that ``santorini.Board(sfen).perft(d)``
reproduces every number and that the depth-1 tokens are the oracle's.

The mid-game board most 2-player rows start from (rank 5 at the top, each cell the height, ``*`` a
dome, then a worker): god_perft_tables.MIDGAME::

    5  0   0   1   0   0
    4  0   1B  2   3   0
    3  1   2A  0   1A  3*
    2  0   0   2B  1   0
    1  0   0   0   0   0
"""

from __future__ import annotations

import sys
from pathlib import Path

from god_perft_tables import MID3, MID4, MIDGAME, Tables, board, main, mid

OUT = Path(__file__).with_name("perft-tyche.tsv")
OUT_MULTI = Path(__file__).with_name("perft-tyche-multiplayer.tsv")

#: Four complete towers (e3 and three more), for Chronus.
TOWERS = mid(a1="3*", e1="3*", a5="3*")

#: Tyche (A) boxed in: a1 by the domes on a2 and b1 and B's worker on b2, e5 by the domes on d5, e4
#: and d4 (on level 1). B's c4 is the other worker; when b2 moves away, a1 may follow it.
BOX = board(a1="A", b1="0*", a2="0*", b2="B", e5="A", d5="0*", e4="0*", d4="1*", c4="B")

#: (name, sfen, what it covers), 2 players.
POSITIONS: list[tuple[str, str, str]] = [
    ("tyche-to-move", f"{MIDGAME} 1 A:tyche,B:mortal 6 -",
     "Tyche to move: after each of her 56 turns she draws at depth 2, a blank or the six; the six gives her an "
     "extra turn at depth 3"),
    ("tyche-second", f"{MIDGAME} 1 A:minotaur,B:tyche 6 -",
     "Tyche as seat 2: Minotaur's turn, hers, then her draw at depth 3"),
    ("tyche-draw", f"{MIDGAME} 1 A:tyche[2,draw],B:mortal 6 resume:1",
     "a draw due, the order unknown, two blanks out: draw:0 (tyche[3], the mortal's turn) or draw:6 (her extra turn)"),
    ("tyche-six-on-top", f"{MIDGAME} 1 A:tyche[2,draw|0],B:mortal 6 resume:1",
     "the order known, the six on top: draw:6 alone (the deck shuffled: the order unknown again)"),
    ("tyche-blank-on-top", f"{MIDGAME} 1 A:tyche[2,draw|2],B:mortal 6 resume:1",
     "the order known, two blanks above the six: draw:0 alone (tyche[3|1]), then the mortal"),
    ("tyche-five-blanks-out", f"{MIDGAME} 1 A:tyche[5,draw],B:mortal 6 resume:1",
     "all five blanks out, the order unknown: the six alone"),
    ("tyche-extra", f"{MIDGAME} 1 A:tyche[0,extra],B:mortal 6 resume:1",
     "her extra turn due: her 56 turns and pass; no draw after it, then the mortal"),
    ("tyche-extra-boxed", f"{BOX} 1 A:tyche[0,extra],B:mortal 6 resume:1",
     "her extra turn with no ordinary turn: pass alone (no loss); the mortal's b2 may free her a1 or leave her "
     "stuck (B wins)"),
    ("tyche-extra-win", f"{mid(d3='2A')} 1 A:tyche[0,extra],B:mortal 6 resume:1",
     "her extra turn with a winning climb (d3 on level 2 onto d4): the game ends, no draw"),
    ("tyche-athena", f"{mid(e4='2')} 2 A:tyche,B:athena 6 -",
     "Athena climbs (b4 onto c4): her mark keeps Tyche down in her turn (depth 2), then Tyche's draw"),
    ("tyche-athena-extra", f"{MIDGAME} 1 A:tyche[0,extra],B:athena[^] 6 resume:1",
     "Athena's mark binds Tyche's extra turn as any of her turns: no move up"),
    ("tyche-persephone-extra", f"{MIDGAME} 1 A:tyche[0,extra],B:persephone 6 resume:1",
     "Persephone binds the extra turn: d3 may climb onto c4, so every turn climbs and pass is refused"),
    ("tyche-dionysus", f"{MIDGAME} 2 A:tyche,B:dionysus 6 -",
     "Dionysus completes d4: his extra turn moves a worker of hers (no draw after it), then her turn and draw"),
    ("tyche-pan-extra", f"{MIDGAME} 1 A:tyche[0,extra],B:pan 6 resume:1",
     "her extra turn against Pan, who may win by dropping two levels in his turn after it"),
    ("tyche-chronus", f"{TOWERS} 1 A:tyche,B:chronus 6 -",
     "four complete towers: her dome on d4 is the fifth, Chronus wins and she draws nothing; her other turns draw"),
    ("tyche-chaos", f"{MIDGAME} 1 A:tyche,B:chaos[pan] 6 -",
     "Chaos holding Pan: after her domes on d4 her draw comes first, then his reveal (depth 3); after her other "
     "turns her draw, then his turn or her extra turn"),
    ("tyche-chaos-draw", f"{MIDGAME} 1 A:tyche[1,draw],B:chaos[pan,apollo,draw] 6 resume:1",
     "her draw due and his reveal after it: a blank or the six, then each card of his deck; after the six her "
     "extra turn with the power he revealed"),
    ("tyche-chaos-extra", f"{MIDGAME} 2 A:tyche[0,extra],B:chaos[pan,apollo,draw] 6 resume:1",
     "the six drawn, his reveal due before her extra turn: each card of his deck, then her extra turn or pass"),
    ("tyche-gaea", f"{MIDGAME} 1 A:tyche,B:gaea 6 -",
     "Gaea: after Tyche's domes on d4 Gaea's placement comes first (depth 2), then the draw (depth 3); after her "
     "other turns the draw"),
    ("tyche-gaea-extra", f"{MIDGAME} 1 A:tyche[0,extra],B:gaea 6 resume:1",
     "Tyche's extra turn against Gaea: its domes on d4 let Gaea place, with no draw after; then Gaea's turns"),
]

#: (name, sfen, what it covers), 3 and 4 players (teams: seats A, B, A, B).
MULTI_POSITIONS: list[tuple[str, str, str]] = [
    ("tyche-3p-to-move", f"{MID3} 1 A:tyche,B:pan,C:zeus 6 -",
     "3 players, Tyche (seat 1) to move: her draw at depth 2, then seat 2"),
    ("tyche-3p-draw", f"{MID3} 2 A:pan,B:tyche[1,draw],C:zeus 6 resume:2",
     "3 players, her draw due on seat 2: a blank, then seat 3; the six, then her extra turn"),
    ("tyche-3p-extra-seat-3", f"{MID3} 3 A:pan,B:zeus,C:tyche[0,extra] 6 resume:3",
     "3 players, her extra turn due on seat 3: then seat 1 in round 7"),
    ("tyche-4p-draw", f"{MID4} 1 A:tyche[3,draw],B:pan,A:minotaur,B:zeus 6 resume:1",
     "4 players in teams, her draw due on seat 1 (team A's shared workers), then seat 2"),
    ("tyche-4p-extra", f"{MID4} 2 A:pan,B:tyche[0,extra],A:minotaur,B:zeus 6 resume:2",
     "4 players in teams, her extra turn due on seat 2 (team B's workers) or pass, then seat 3"),
]


#: The rows not compared with Tyche made mortal: a draw or an extra turn due (a mortal has none), and
#: those where another seat moves first (her draw comes at depth 3).
UNCOMPARED = {sfen: "" for name, sfen, _ in POSITIONS + MULTI_POSITIONS
              if "resume:" in sfen or name in ("tyche-second", "tyche-athena", "tyche-dionysus")}


if __name__ == "__main__":
    main(__doc__, Tables("", [], None, POSITIONS, OUT, god="tyche", god_of=UNCOMPARED, shallow=2, deepest=3,
                         multi_heading="with Tyche (2 players)"), default_budget=150.0)
    print(f"wrote {OUT.name}", file=sys.stderr)
    main(__doc__, Tables("", [], None, MULTI_POSITIONS, OUT_MULTI, god="tyche", god_of=UNCOMPARED, shallow=2,
                         deepest=3, multi_heading="with Tyche (3 and 4 players)"), default_budget=90.0)
    print(f"wrote {OUT_MULTI.name}", file=sys.stderr)
