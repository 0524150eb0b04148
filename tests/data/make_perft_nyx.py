"""Write perft-nyx.tsv: perft counts with Nyx (gods.md §3.5, 66; docs/promo-gods.md), computed by
the pure-Python reference oracle (santorini.reference), never by the native core.

    python tests/data/make_perft_nyx.py [--budget SECONDS] [--jobs N] [--resume]

Nyx's card names a Night Power (her state ``nyx[zeus]``). Each time play passes on, the
complete towers are counted: odd, she holds the Night Power and her opponent has no power (a
mortal); even, she has none (she plays as a mortal) and her opponent has his back; a power that
changes hands starts from its default state (an opposing Athena's mark, a Morpheus' stock). The
rulings are in santorini/reference/gods_promo.py. The rows, with several Night Powers: the
mid-game board with its one complete tower (odd: she holds Zeus against a mortal Apollo, Pan as
seat 2 against Minotaur, Hypnus against Morpheus, Limus against Prometheus, Harpies against
Pegasus); the same board without the tower's dome (even: her turn that completes a tower makes
the count odd and takes Minotaur's or Hestia's power, or Athena's turn that completes one loses
her power and the mark of her climb); five towers against Chronus (odd: Chronus has no power;
a sixth makes him win when play passes on); and two Nyx (the mirror-gods alternative), each with
her own Night Power; and Dionysus with an extra turn due on the board with its one tower (he holds
his power until his extra turns end, whatever the towers; they are counted then); and Clio's coins
while she has no power (they stay and do nothing; a build on one takes it out of the game); and Gaea,
whose placement after a dome is part of the builder's turn, so she places with the power she held in
it: the board with no tower (even), Nyx to move (her dome on d4 or e3 calls Gaea's placement, though it
makes the towers odd: the count comes after the placement) or Gaea to move (her own dome, then her
placement after her own turn); the board with its one tower (odd), Nyx holding Demeter (her dome on d4
makes them even but calls nothing: Gaea had no power in that turn, and no turn of Nyx's pauses for her);
the position with Gaea's placement due after her own dome (``gaea[2,d4]``, ``resume:2``: she places,
then Nyx holds Apollo); and Gaea with no power and one worker left on her card (``gaea[1]``, odd: her
dome on e3 calls nothing).

Columns: sfen, perft 1, perft 2, perft 3[, perft 4]. Depths 1-2 are computed for every row,
then depth 3 and depth 4 row by row, cheapest first, while the time budget lasts (the default
budget gives every row depth 3; tests/test_nyx.py requires it). The script stops if a row counts
at depths 1-2 as the same row with Nyx made mortal (it would not show her power); the rows where
Nyx plays as a mortal at depths 1-2 (Gaea's placements, not Nyx's Night Power, are what they show)
are checked with Gaea made mortal instead (``GOD_OF``).
tests/test_nyx.py checks that ``santorini.Board(sfen).perft(d)`` reproduces every number and
that the depth-1 tokens are the oracle's.

The mid-game board most rows start from (rank 5 at the top, each cell the height, ``*`` a
dome, then a worker), god_perft_tables.MIDGAME::

    5  0   0   1   0   0
    4  0   1B  2   3   0
    3  1   2A  0   1A  3*
    2  0   0   2B  1   0
    1  0   0   0   0   0

One complete tower (e3): odd. d4 is on level 3 with no dome: a worker next to it (A's d3, or
one that moves next to it) completes a second tower by building there.
"""

from __future__ import annotations

import sys
from pathlib import Path

from god_perft_tables import main, mid, MIDGAME, Tables

OUT = Path(__file__).with_name("perft-nyx.tsv")


#: MIDGAME without the dome of its tower: no complete tower (even), e3 and d4 on level 3.
EVEN = mid(e3="3")
#: MIDGAME with four more complete towers (a1, e1, a5, e5): five stand (odd).
FIVE = mid(a1="3*", e1="3*", a5="3*", e5="3*")
#: EVEN after Gaea's own b4-c4^d4 (one tower, odd): her placement next to d4 due.
DOMED = mid(b4="1", c4="2B", d4="3*", e3="3")
#: DOMED after Gaea's +e4: one worker left on her card, the towers odd (she has no power).
PLACED = mid(b3="2", c3="0A", d4="3*", e3="3", e4="0B")

#: (name, sfen, what it covers)
POSITIONS: list[tuple[str, str, str]] = [
    ("nyx-zeus", f"{MIDGAME} 1 A:nyx[zeus],B:apollo 6 -",
     "one tower (odd): she holds Zeus (a block under herself), Apollo is a mortal; her dome on d4 makes two "
     "(even): Apollo swaps again at depth 2 and she is a mortal"),
    ("nyx-pan-second", f"{MIDGAME} 2 A:minotaur,B:nyx[pan] 6 -",
     "one tower: Nyx as seat 2 holds Pan (wins by dropping two levels), Minotaur pushes nobody"),
    ("nyx-hermes-even", f"{EVEN} 1 A:nyx[hermes],B:minotaur 6 -",
     "no tower (even): she is a mortal; her dome on d4 or e3 completes one (odd): Minotaur loses his push and "
     "she walks as Hermes at depth 3"),
    ("nyx-athena", f"{EVEN} 2 A:nyx[demeter],B:athena 6 -",
     "no tower, Athena to move: a climb sets her mark, unless her build completes a tower: she then loses her "
     "power and the mark, and Nyx builds twice as Demeter"),
    ("nyx-morpheus", f"{MIDGAME} 1 A:nyx[hypnus],B:morpheus 6 -",
     "one tower: she holds Hypnus (B's c2, the highest, frozen), Morpheus has no power and no stock; a second "
     "tower gives it back, his stock starting again from nothing"),
    ("nyx-limus", f"{MIDGAME} 2 A:nyx[limus],B:prometheus 6 -",
     "one tower, Prometheus to move as a mortal, starved by her Limus next to b3 and d3"),
    ("nyx-harpies", f"{MIDGAME} 2 A:nyx[harpies],B:pegasus 6 -",
     "one tower: her Harpies slide Pegasus' (a mortal's) moves on"),
    ("nyx-hestia-even", f"{EVEN} 1 A:nyx[persephone],B:hestia 6 -",
     "no tower: Hestia builds twice; a tower Nyx completes gives her Persephone (Hestia, a mortal, must climb "
     "where she can)"),
    ("nyx-chronus", f"{FIVE} 1 A:nyx[atlas],B:chronus 6 -",
     "five towers (odd): Chronus has no power and does not win; Nyx builds as Atlas; a sixth tower (even) gives "
     "him his power back and he wins when play passes on"),
    ("nyx-dionysus-extra", f"{MIDGAME} 1 A:dionysus[1],B:nyx[zeus] 6 -",
     "one tower (odd), but Dionysus' extra turn is due: he holds his power until his extra turns end (a dome on "
     "d4 with B's b4 earns another and makes the count even); then Nyx holds Zeus if the towers are odd"),
    ("nyx-clio-odd", f"{MIDGAME} 2 A:clio[a3,c4],B:nyx[zeus] 6 -",
     "one tower (odd): Clio has no power, her coins on a3 and c4 stay and do nothing: Nyx (Zeus) moves and builds "
     "on them, and a build on one takes it out of the game; Clio's dome on d4 (even) gives her power back, her "
     "coins domes to Nyx again, under Nyx's worker too"),
    ("nyx-mirror", f"{MIDGAME} 1 A:nyx[artemis],B:nyx[hera] 6 -",
     "two Nyx (the mirror-gods alternative), one tower: each holds her own Night Power, Artemis and Hera"),
    ("nyx-gaea-even", f"{EVEN} 1 A:nyx[apollo],B:gaea 6 -",
     "no tower (even): Gaea holds her power; Nyx's dome on d4 or e3 (a mortal's turn) calls her placement, "
     "though it makes the towers odd: the count comes after it, then Nyx holds Apollo and Gaea has none"),
    ("nyx-gaea-own-dome", f"{EVEN} 2 A:nyx[zeus],B:gaea 6 -",
     "no tower (even), Gaea to move: her own dome on d4 calls her placement after her own turn, then the "
     "towers are odd: Nyx holds Zeus"),
    ("nyx-gaea-odd", f"{MIDGAME} 1 A:nyx[demeter],B:gaea 6 -",
     "one tower (odd): Nyx holds Demeter, Gaea has no power: Demeter's dome on d4 pauses nothing and calls no "
     "placement, though it makes the towers even and gives Gaea her power back"),
    ("nyx-gaea-due", f"{DOMED} 2 A:nyx[apollo],B:gaea[2,d4] 6 resume:2",
     "after Gaea's own dome on d4 made the towers odd: her placement due, with the power she held in that turn; "
     "then Nyx holds Apollo (her swaps at depth 2), Gaea none"),
    ("nyx-gaea-card-odd", f"{PLACED} 2 A:nyx[apollo],B:gaea[1] 6 -",
     "one tower (odd), Gaea to move with no power and one worker on her card: her dome on e3 calls nothing "
     "and makes the towers even"),
]

#: The rows whose depths 1-2 show Gaea's placements, not Nyx's Night Power (Nyx a mortal there): the
#: script checks them against the row with Gaea made mortal.
GOD_OF = {f"{EVEN} 1 A:nyx[apollo],B:gaea 6 -": "gaea", f"{EVEN} 2 A:nyx[zeus],B:gaea 6 -": "gaea"}


if __name__ == "__main__":
    # god="nyx": every row is counted with Nyx made mortal too, and must count otherwise at depths 1-2.
    tables = Tables("", [], None, POSITIONS, OUT, god="nyx", god_of=GOD_OF, shallow=2, deepest=4, every_row=3,
                       multi_heading="with Nyx (2 players)")
    main(__doc__, tables, default_budget=900.0)
    print(f"wrote {OUT.name}", file=sys.stderr)
