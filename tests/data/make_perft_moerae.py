"""Write perft-moerae.tsv (2 and 3 players): perft counts with Moerae (gods.md §3.3, 40), computed by the
pure-Python reference oracle (santorini.reference), never by the native core.

    python tests/data/make_perft_moerae.py [--budget SECONDS] [--jobs N] [--resume]

Before anyone places, Moerae chooses her Fate area in a setup turn of her seat, with the setup
orientations (``fate@b2``: the 2x2 block whose south-west corner is b2, sixteen of them; no state while
due, then ``moerae[set|b2]``); her side places three workers. When an opponent's move wins and the win is
judged on one of her four Fate spaces, she wins instead (by default every win a move makes: a climb onto
level 3, Pan's drop, Eros' meeting). ``moerae[set]`` is the position as an opponent sees it: no win is
known to be hers. The rulings are in santorini/reference/moerae.py.

Perft counts a won game as a leaf whoever won: a stolen win changes no count. So the rows after the
setup are not compared with Moerae made mortal (they count alike); each names instead the turns at its
root whose win she takes (``STOLEN``), and the script stops unless the oracle takes exactly those - and,
where it takes none, unless some root turn wins for its mover (the win that stays his). The core's table
test compares the position after every root turn, the winner's mark included. The setup rows (the choice
due: a mortal has none) are compared with the mortal version as usual.

The rows: the choice due on the empty board (Moerae as seat 1, as seat 2, after Siren's orientation, with
3 players), the last placement after her three workers; a mortal's climb onto level 3 inside her area
(hers) and outside it (his); her own climb inside her own area (hers, not a steal: only opponents'
wins are taken); Pan's drops, two of five into the area; Apollo's swap, Minotaur's push (the pushed
worker lands in the area: a force, nothing), Artemis' second move and Eros' meeting into the area; the
opponent's view ``moerae[set]``; 3 players, the seat to move's climb and Pan's drops taken.

Columns: sfen, perft 1, perft 2[, perft 3]. Depths 1-2 are computed for every row, then depth 3 row
by row, cheapest first, while the time budget lasts. tests/test_moerae_oracle.py checks that the oracle
reproduces depths 1-2 of every row.

The mid-game board most rows start from (rank 5 at the top, each cell the height, ``*`` a dome,
then a worker): god_perft_tables.MIDGAME, with a third worker of A on e1 where Moerae is A::

    5  0   0   1   0   0
    4  0   1B  2   3   0
    3  1   2A  0   1A  3*
    2  0   0   2B  1   0
    1  0   0   0   0   0A
"""

from __future__ import annotations

import sys
from pathlib import Path

from god_perft_tables import EMPTY, Tables, board, main, mid

from santorini.reference import RefPosition

OUT = Path(__file__).with_name("perft-moerae.tsv")

#: The mid-game board with B's b4 worker on c4 (level 2, next to d4 on level 3) and A's third on e1.
CLIMB = mid(c4="2B", b4="1", e1="0A")
#: MID3 (god_perft_tables) with C's third worker on e2: A's b4 (level 2) next to c4 (level 3), B's c2
#: (level 2) over b1, b2 and d1 (level 0).
THREE = board(b5="1", c5="2", d5="1", a4="1", b4="2A", c4="3", d4="0B", e4="1", a3="0C", b3="1", c3="3*", d3="2",
              a2="1", c2="2B", d2="1A", c1="1", d1="0C", e1="1", e2="0C")

#: (name, sfen, what it covers).
POSITIONS: list[tuple[str, str, str]] = [
    ("moerae-due", f"{EMPTY} 1 A:moerae,B:mortal 1 -",
     "her choice due on the empty board (16 blocks), then her side places three workers (2300), then B two"),
    ("moerae-due-seat-2", f"{EMPTY} 2 A:mortal,B:moerae 1 -",
     "Moerae as seat 2: the empty board names her to choose; then seat 1 places first, two workers"),
    ("moerae-due-after-siren", f"{EMPTY} 1 A:siren,B:moerae 1 -",
     "Siren orients her Song (8), then Moerae chooses (16), then Siren places: the setup choices in seat order"),
    ("moerae-due-3p", f"{EMPTY} 3 A:mortal,B:pan,C:moerae 1 -",
     "3 players: the empty board names Moerae (seat 3) to choose; then seat 1 places"),
    ("moerae-last-placement", f"{board(b3='0A', c3='0A', d3='0A')} 2 A:moerae[set|c3],B:mortal 1 -",
     "B places after her three workers (231), then her first turn"),
    ("moerae-climb-in", f"{CLIMB} 2 A:moerae[set|c4],B:mortal 6 -",
     "the mortal's c4-d4 climbs onto level 3 inside her area (c4 d4 c5 d5): her win"),
    ("moerae-climb-out", f"{CLIMB} 2 A:moerae[set|a1],B:mortal 6 -",
     "the same climb with her area on a1: the mortal wins"),
    ("moerae-own-climb", f"{mid(c4='2A', b3='2', e1='0A')} 1 A:moerae[set|c4],B:mortal 6 -",
     "her own c4-d4 climb inside her own area: her ordinary win, nothing taken"),
    ("moerae-pan", f"{mid(e1='0A')} 2 A:moerae[set|b2],B:pan 6 -",
     "Pan's drops from c2: onto b2 and c3 (her area b2 c2 b3 c3) hers, onto b1, c1 and d1 Pan's"),
    ("moerae-apollo", f"{mid(c4='2B', b4='1', d4='3A', d3='1', e1='0A')} 2 A:moerae[set|c4],B:apollo 6 -",
     "Apollo's c4-d4 swaps with her worker on level 3, a climb inside her area: her win"),
    ("moerae-minotaur", f"{mid(c4='2B', b4='1', d4='3A', d3='1', e1='0A')} 2 A:moerae[set|d4],B:minotaur 6 -",
     "Minotaur's c4-d4 pushes her worker onto e4 (in the area: a force, nothing) and climbs into d4: her win"),
    ("moerae-artemis", f"{mid(e1='0A')} 2 A:moerae[set|d4],B:artemis 6 -",
     "Artemis' b4-c4-d4: the second move climbs into the area (d4 e4 d5 e5): her win"),
    ("moerae-eros", f"{mid(c2='2', a2='0B', e1='0A')} 2 A:moerae[set|a2],B:eros 6 -",
     "Eros' a2-a3 meets his b4 on level 1 inside her area (a2 b2 a3 b3): her win"),
    ("moerae-unknown", f"{CLIMB} 2 A:moerae[set],B:mortal 6 -",
     "the opponent's view: her area unknown, the mortal's c4-d4 wins for him as if there were none"),
    ("moerae-3p-climb", f"{THREE} 1 A:mortal,B:pan,C:moerae[set|b4] 4 -",
     "3 players: A's b4-c4 climbs into C's area (b4 c4 b5 c5): C wins; B (Pan) plays at depth 2"),
    ("moerae-3p-pan", f"{THREE} 2 A:mortal,B:pan,C:moerae[set|a1] 4 -",
     "3 players, Pan to move: his two drops of two levels, c2-b1 and c2-b2, end in C's area (a1 b1 a2 b2): hers"),
    ("moerae-nyx-odd", f"{CLIMB} 2 A:moerae[set|c4],B:nyx[pan] 6 -",
     "Nyx holding Pan (one complete tower, odd): Moerae has no power, so Nyx's c4-d4 climb and c4-d5 drop into "
     "her area win for Nyx; her area stays chosen"),
    ("moerae-nyx-even", f"{CLIMB.replace('3*/', '3/')} 2 A:moerae[set|c4],B:nyx[pan] 6 -",
     "the same with no complete tower (even): Nyx is a mortal, Moerae takes the c4-d4 climb"),
]

#: The root turns whose win Moerae takes, per mid-game row (an empty set: none, and some root turn wins
#: for its mover).
STOLEN: dict[str, set[str]] = {
    "moerae-climb-in": {"c4-d4"},
    "moerae-climb-out": set(),
    "moerae-own-climb": set(),
    "moerae-pan": {"c2-b2", "c2-c3"},
    "moerae-apollo": {"c4-d4"},
    "moerae-minotaur": {"c4-d4"},
    "moerae-artemis": {"b4-c4-d4"},
    "moerae-eros": {"a2-a3"},
    "moerae-unknown": set(),
    "moerae-3p-climb": {"b4-c4"},
    "moerae-3p-pan": {"c2-b1", "c2-b2"},
    "moerae-nyx-odd": set(),
    "moerae-nyx-even": {"c4-d4"},
}

#: The rows not compared with Moerae made mortal: those ``STOLEN`` judges, and the last placement (her
#: three workers are on the board: a mortal side with three counts alike).
UNCOMPARED = {sfen: "" for name, sfen, _ in POSITIONS if name in STOLEN or name == "moerae-last-placement"}


def root_wins(sfen: str) -> tuple[set[str], set[str]]:
    """The root turns whose win Moerae takes from the seat to move, and those that win for that seat."""
    pos = RefPosition(sfen)
    mover = pos.sides[pos.seat]
    stolen, kept = set(), set()
    for token in pos.legal_turns():
        after = RefPosition(sfen)
        after.play(token)
        winner = after.winner()
        if winner is not None and winner != mover and after.gods[after.sides.index(winner)] == "moerae":
            stolen.add(token)
        elif winner == mover:
            kept.add(token)
    return stolen, kept


def check_steals() -> None:
    """Stop unless every row of STOLEN takes exactly its turns (and a row taking none keeps a win)."""
    wrong = []
    for name, sfen, _ in POSITIONS:
        if name not in STOLEN:
            continue
        stolen, kept = root_wins(sfen)
        if stolen != STOLEN[name] or not (stolen or kept):
            wrong.append(f"{name}: Moerae takes {sorted(stolen)}, the mover keeps {sorted(kept)}; "
                         f"the row says she takes {sorted(STOLEN[name])}")
    if wrong:
        raise SystemExit("\n".join(wrong))


if __name__ == "__main__":
    check_steals()
    main(__doc__, Tables("", [], None, POSITIONS, OUT, god="moerae", god_of=UNCOMPARED, shallow=2, deepest=3,
                         multi_heading="with Moerae (2 and 3 players)"), default_budget=300.0)
    print(f"wrote {OUT.name}", file=sys.stderr)
