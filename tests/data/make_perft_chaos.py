"""Write perft-chaos.tsv (2, 3 and 4 players): perft counts with Chaos (gods.md §3.2, 14), computed by
the pure-Python reference oracle (santorini.reference), never by the native core.

    python tests/data/make_perft_chaos.py [--budget SECONDS] [--jobs N] [--resume]

His card holds a deck of Simple Gods (those no seat's card is, none banned against a god of the game)
and he has the power of the one revealed. Reveals ``draw:N`` (N the Simple God's number) are turns of
his seat: the first his setup choice before anyone places, then one between turns after any turn that
built a dome (``chaos[pan,apollo,draw]`` with ``resume:K``). With the order unknown every card the draw
may turn up is one ply; known (``chaos[pan|atlas,...]``), only the top card. The rulings are in
santorini/reference/chaos.py.

The rows are not compared with Chaos made mortal: his state names the power he holds, which a mortal
has not (the rows show his power in their counts: Pan's drops, Athena's mark, Atlas' domes).

The rows: the first reveal due (seat 1, seat 2, after Siren's orientation, the order known), Pan and
Atlas held mid-game, Athena's mark held against the mortal, a reveal due (the deck, an empty deck
taking the discards back, the order known), Hades keeping Pan out of the deck, a Dionysus dome that
earns his extra turn after the reveal, 3 and 4 players.

Columns: sfen, perft 1, perft 2[, perft 3]. Depths 1-2 are computed for every row, then depth 3 row
by row, cheapest first, while the time budget lasts. tests/test_chaos.py checks the core against them.
"""

from __future__ import annotations

import sys
from pathlib import Path

from god_perft_tables import EMPTY, MID3, MID4, MIDGAME, Tables, main

OUT = Path(__file__).with_name("perft-chaos.tsv")

EVERY = "apollo,artemis,athena,atlas,demeter,hephaestus,hermes,minotaur,pan,prometheus"
#: Every Simple God but Pan, in ASCII order: the discards of a deck emptied with Pan held.
BUT_PAN = "apollo,artemis,athena,atlas,demeter,hephaestus,hermes,minotaur,prometheus"

#: (name, sfen, what it covers).
POSITIONS: list[tuple[str, str, str]] = [
    ("chaos-first", f"{EMPTY} 1 A:chaos,B:mortal 1 -",
     "his first reveal before anyone places: every Simple God (10), then seat 1 places"),
    ("chaos-first-seat-2", f"{EMPTY} 2 A:mortal,B:chaos 1 -",
     "Chaos as seat 2 reveals first (the empty board names him); then seat 1 places"),
    ("chaos-first-after-siren", f"{EMPTY} 1 A:siren,B:chaos 1 -",
     "Siren orients her Song (8), then Chaos reveals (10): the setup choices in seat order"),
    ("chaos-first-known", f"{EMPTY} 1 A:chaos[|minotaur,{EVERY.replace('minotaur,', '')}],B:mortal 1 -",
     "the order known (a referee's): the top card only, Minotaur"),
    ("chaos-pan", f"{MIDGAME} 1 A:chaos[pan],B:mortal 6 -",
     "Pan held: his drops of two levels win"),
    ("chaos-atlas", f"{MIDGAME} 1 A:chaos[atlas,apollo],B:mortal 6 -",
     "Atlas held: every dome he builds makes a reveal due (8 cards left)"),
    ("chaos-athena", f"{MIDGAME} 2 A:chaos[athena:^,apollo],B:mortal 6 -",
     "Athena held, her mark set: the mortal may not move up; a dome drops the mark"),
    ("chaos-due", f"{MIDGAME} 1 A:chaos[pan,apollo,draw],B:mortal 6 resume:2",
     "a reveal due after B's dome: eight cards (Pan going, Apollo discarded), then A's turn"),
    ("chaos-due-empty", f"{MIDGAME} 1 A:chaos[pan,{BUT_PAN},draw],B:mortal 6 resume:2",
     "the deck empty: the discards and Pan going are shuffled back, ten cards"),
    ("chaos-due-known", f"{MIDGAME} 1 A:chaos[atlas,draw|hermes,{EVERY.replace('atlas,', '').replace('hermes,', '')}],"
     "B:mortal 6 resume:1",
     "after his own dome, the order known: Hermes revealed, then B's turn"),
    ("chaos-hades", f"{MIDGAME} 2 A:chaos[hermes],B:hades 6 -",
     "against Hades his deck has no Pan (banned against Hades): nine cards after a dome"),
    ("chaos-dionysus", f"{MIDGAME} 2 A:chaos[apollo],B:dionysus 6 -",
     "Dionysus' dome on d4 completes a tower: Chaos reveals, then Dionysus takes his extra turn"),
    ("chaos-3p", f"{MID3} 1 A:chaos[minotaur,apollo],B:pan,C:atlas 4 -",
     "3 players: Minotaur held; Atlas' domes make reveals due"),
    ("chaos-4p", f"{MID4} 2 A:mortal,B:chaos[atlas],A:mortal,B:hephaestus 6 -",
     "4 players in two teams: Chaos (Atlas held) with Hephaestus against two mortals; his domes reveal"),
]

#: Every row counts without the comparison with mortal (see above).
UNCOMPARED = {sfen: "" for _, sfen, _ in POSITIONS}


if __name__ == "__main__":
    main(__doc__, Tables("", [], None, POSITIONS, OUT, god="chaos", god_of=UNCOMPARED, shallow=2, deepest=3,
                         multi_heading="with Chaos (2, 3 and 4 players)"), default_budget=300.0)
    print(f"wrote {OUT.name}", file=sys.stderr)
