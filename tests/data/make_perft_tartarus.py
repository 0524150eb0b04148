"""Write perft-tartarus.tsv (2 players): perft counts with Tartarus (gods.md §3.3, 43), computed by the
pure-Python reference oracle (santorini.reference), never by the native core.

    python tests/data/make_perft_tartarus.py [--budget SECONDS] [--jobs N] [--resume]

Once every side has placed, before the first turn, Tartarus names the Abyss in a turn of his seat
between turns (``abyss@sq``, every square with no worker and no dome; his state ``tartarus[abyss]``
and ``resume:K``, K the last placer's seat, meanwhile); then ``tartarus[set|c3]``. Any worker of any
side that enters the Abyss - by a move, a force or a placement - makes its side lose at once; the
move wins nothing (not even a climb onto level 3). The choice is a ply of perft, a turn that falls in
a leaf. ``tartarus[set]`` is the position as his opponent sees it: nobody is known to fall in. The
rulings are in santorini/reference/tartarus.py.

The rows: the choice due right after placement (Tartarus as seat 1 placing first, as seat 2, and as
seat 1 placing second: resume:1, round 2), the last placement to make; the Abyss on c3 next to
workers of both sides with the mortal to move and with Tartarus to move (his own moves into it lose);
against Minotaur (his push onto e4 throws Tartarus' worker in), Apollo (his moves into c3 lose, his
swaps never send a worker there), Pan (his drop of two levels into c3 loses instead of winning),
Athena (her climb into c4 loses; her mark binds Tartarus' turn), Harpies (a1-b2 slides over c3: the
slide falls in), Charybdis (a whirlpool on the Abyss: entering it falls in, carried nowhere; a whirlpool's
exit on it: the transport throws the worker in), Siren (her song forces Tartarus' worker into it, after
his other worker's force or before it), Hydra (her move or a head she gains enters it; the worker she takes out
is spelled by a move clear of it), Triton, Atalanta and Hermes (a run along the rim, a walk falls in; none goes
on from it) and Gaea (her placement due after her dome on d4: ``+e4`` puts her worker into the
Abyss); a level-3 Abyss next to a level-2 worker (the climb loses instead of winning), Tartarus' and
the mortal's; the Abyss under a dome (built on later: it stays, nobody enters it); the opponent's view
``tartarus[set]``.

Columns: sfen, perft 1, perft 2[, perft 3]. Depths 1-2 are computed for every row, then depth 3 row
by row, cheapest first, while the time budget lasts. The script stops if a row counts at depths 1-2
as the same row with Tartarus made mortal (it would not show his power); the rows with the choice due
(a mortal has none), the placement row (the choice at depth 2 is the difference), the domed Abyss and
the opponent's view (nobody may enter: the same counts as a mortal, by the rulings) are not compared.
tests/test_tartarus_oracle.py checks that the oracle reproduces depths 1-2 of every row.

The mid-game board most rows start from (rank 5 at the top, each cell the height, ``*`` a dome,
then a worker): god_perft_tables.MIDGAME::

    5  0   0   1   0   0
    4  0   1B  2   3   0
    3  1   2A  0   1A  3*
    2  0   0   2B  1   0
    1  0   0   0   0   0
"""

from __future__ import annotations

import sys
from pathlib import Path

from god_perft_tables import MIDGAME, OPEN, Tables, board, main, mid

from santorini.reference import RefPosition

OUT = Path(__file__).with_name("perft-tartarus.tsv")


def after(sfen: str, *tokens: str) -> str:
    """The position after the tokens, as the oracle writes it."""
    pos = RefPosition(sfen)
    for token in tokens:
        pos.play(token)
    return pos.sfen()


#: (name, sfen, what it covers).
POSITIONS: list[tuple[str, str, str]] = [
    ("tartarus-due", f"{OPEN} 1 A:tartarus[abyss],B:mortal 1 resume:2",
     "his choice due right after the placements (he placed first, B last): 21 squares, then his first turn"),
    ("tartarus-due-seat-2", f"{OPEN} 2 A:mortal,B:tartarus[abyss] 1 resume:2",
     "Tartarus as seat 2, placing last: his choice, then seat 1's first turn in round 2"),
    ("tartarus-due-placed-second", f"{OPEN} 1 A:tartarus[abyss],B:mortal 2 resume:1",
     "seat 2 placed first (round 1), Tartarus last (round 2): his choice, then seat 2 moves first"),
    ("tartarus-last-placement", "00000/00000/00A00A0/00000/00000 2 A:tartarus,B:mortal 1 -",
     "the mortal's placement (253), each followed by the choice of the Abyss at depth 2"),
    ("tartarus-c3-mortal", f"{MIDGAME} 2 A:tartarus[set|c3],B:mortal 6 -",
     "the Abyss on c3, next to b4 and c2: the mortal's moves into it lose at once (a leaf)"),
    ("tartarus-c3-own", f"{MIDGAME} 1 A:tartarus[set|c3],B:mortal 6 -",
     "Tartarus to move next to his own Abyss: his moves into c3 lose too"),
    ("tartarus-minotaur", f"{MIDGAME} 2 A:tartarus[set|e4],B:minotaur 6 -",
     "Minotaur's c2-d3 pushes Tartarus' worker onto e4, the Abyss: Tartarus loses, Minotaur wins"),
    ("tartarus-apollo", f"{MIDGAME} 2 A:tartarus[set|c3],B:apollo 6 -",
     "Apollo's moves into c3 lose; his swaps (b4-b3, c2-d3) send the swapped worker where he stood"),
    ("tartarus-pan", f"{MIDGAME} 2 A:tartarus[set|c3],B:pan 6 -",
     "Pan's c2-c3 drops two levels into the Abyss: a loss, not Pan's win"),
    ("tartarus-athena", f"{MIDGAME} 2 A:tartarus[set|c4],B:athena 6 -",
     "Athena's b4-c4 climbs into the Abyss and loses; her other climbs bind Tartarus' next turn"),
    ("tartarus-harpies", f"{board(a1='A', a5='A', c5='B', e1='B')} 1 A:tartarus[set|c3],B:harpies 4 -",
     "a1-b2 slides on over c3 (the Abyss) to e5: the slide falls in, Tartarus loses"),
    ("tartarus-charybdis-entry", f"{board(b2='A', a5='A', c5='B', e1='B')} 1 A:tartarus[set|c3],B:charybdis[c3,e5] 4 -",
     "a whirlpool on c3, the Abyss: b2-c3 falls in as it enters, carried nowhere (not to e5, the other one)"),
    ("tartarus-charybdis-exit", f"{board(a1='A', a5='A', c5='B', e1='B')} 1 A:tartarus[set|c3],B:charybdis[b1,c3] 4 -",
     "a whirlpool's exit on c3, the Abyss: a1-b1 is carried into it and falls in; Charybdis' own b1 entries too"),
    ("tartarus-siren", f"{MIDGAME} 2 A:tartarus[set|e4],B:siren[ne] 6 -",
     "her Song (north-east) forces d3 onto e4, the Abyss: Tartarus loses, no build; sung after b3's force onto "
     "c4 or alone, two outcomes"),
    ("tartarus-hydra", f"{board(a5='B', a3='B', e5='A', e1='A')} 2 A:tartarus[set|a4],B:hydra 2 -",
     "the Abyss on a4: a3-a4 falls in before any build or head; a head she gains on a4 falls in; a3 taken out "
     "after building b3 is spelled a3-b4, clear of the Abyss"),
    ("tartarus-triton", f"{board(c5='B', e5='A', a2='B', b2='A', c1='1')} 2 A:tartarus[set|a4],B:triton 2 -",
     "the Abyss on a4, on the rim: a2-a3-a4 falls in; no run goes on from it, so a2 reaches c4 the long way round "
     "and never b5"),
    ("tartarus-atalanta", f"{board(b4='B', c1='B', b3='A', b2='A', b1='1')} 2 A:tartarus[set|c3],B:atalanta 2 -",
     "the Abyss on c3: b4-c3 is the mortal's fall, c1-c2-c3 a walk's (her power spent); no walk goes on from it, "
     "so b4 reaches d1 over c4 and d3"),
    ("tartarus-hermes", f"{board(c4='A', b3='A', d3='B', a2='B', d4='1')} 2 A:tartarus[set|d2],B:hermes 2 -",
     "the Abyss on d2: d3-d2 falls in, after any walk of a2 too (each its own outcome), and a2's walks into it; "
     "no walk goes on from it (d3 reaches e1 over e2)"),
    ("tartarus-gaea-due", after(f"{MIDGAME} 2 A:tartarus[set|e4],B:gaea 6 -", "b4-c4^d4"),
     "Gaea's placement due after her dome on d4: +e4 (alone or with another square) puts her worker into "
     "the Abyss, her side loses"),
    ("tartarus-level-3-own", f"{mid(d3='1', c4='2A', b4='1', e4='3B')} 1 A:tartarus[set|d4],B:mortal 6 -",
     "the Abyss on d4, level 3, next to Tartarus' worker on c4 (level 2): c4-d4 loses instead of winning (one "
     "token either way); the mortal's e4-d4 (level 3 to 3) loses at depth 2"),
    ("tartarus-level-3-mortal", f"{mid(c2='2', c4='2B', d3='1', e4='3A')} 2 A:tartarus[set|d4],B:mortal 6 -",
     "the mortal's c4-d4 climb onto level 3 loses; its dome on d4 covers the Abyss (Tartarus' e4 can no longer "
     "step in)"),
    ("tartarus-domed", f"{mid(d4='3*')} 2 A:tartarus[set|d4],B:mortal 6 -",
     "the Abyss under a dome built later: it stays in the state, and nobody can enter it"),
    ("tartarus-unknown", f"{MIDGAME} 2 A:tartarus[set],B:mortal 6 -",
     "the opponent's view: the Abyss set, its square unknown: every turn is listed, nobody is known to lose"),
]

#: The rows not compared with Tartarus made mortal (see the docstring).
UNCOMPARED = {sfen: "" for name, sfen, _ in POSITIONS
              if "resume:" in sfen or name in ("tartarus-last-placement", "tartarus-domed", "tartarus-unknown")}


if __name__ == "__main__":
    main(__doc__, Tables("", [], None, POSITIONS, OUT, god="tartarus", god_of=UNCOMPARED, shallow=2, deepest=3,
                         multi_heading="with Tartarus (2 players)"), default_budget=240.0)
    print(f"wrote {OUT.name}", file=sys.stderr)
