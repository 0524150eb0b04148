"""Write perft-golden-fleece.tsv and perft-golden-fleece-multiplayer.tsv: oracle perft counts
with three Golden Fleece gods - Hades (gods.md §3.3, 37), Terpsichore (44) and Urania (45) -
computed by the pure-Python reference oracle (santorini.reference), never by the native core.

    python tests/data/make_perft_golden_fleece.py [--budget SECONDS] [--jobs N] [--resume]

perft-golden-fleece.tsv: for each god, two positions (see BASES): the OPEN and MIDGAME
positions of make_perft_ares.py where they show the power, else a variant of them named
below, with the god as seat 1 against mortal and a few other gods (OPPONENTS), then each of
those as seat 1 against the god: the same position with the sides' letters swapped and the
other seat to move, so the god keeps its workers and its place in the turn order and only
its seat number changes.

perft-golden-fleece-multiplayer.tsv: 3-player and 4-player (two teams) positions with each
god (see MULTIPLAYER), on the mid-game boards of make_perft_ares.py.

Columns: sfen, perft 1, perft 2[, perft 3]. Depths 1 and 2 are computed for every row;
depth 3 is added row by row, cheapest first, while the time budget lasts (wall-clock seconds
for the whole run; the CPU spent is at most ``--jobs`` times that), so a row without a fourth
column simply has no depth-3 count (Terpsichore's side has about a thousand turns, so her
rows rarely get one). Every row is also counted with the god replaced by mortal: the script
stops if some row gives the same counts, since such a row would not exercise the power.
"""

from __future__ import annotations

from pathlib import Path

from god_perft_tables import MID3, MID4, MIDGAME, OPEN, Tables, main, swap_sides

OUT = Path(__file__).with_name("perft-golden-fleece.tsv")
OUT_MULTI = Path(__file__).with_name("perft-golden-fleece-multiplayer.tsv")

#: Hades: OPEN with B's c4 and c2 on level 1 among level-1 squares (b4 d4 b2 d2), A's d3 on
#: level 1 too, c5 and c1 on level 2 (on a flat board nobody can step down). B may step to
#: level 1 or 2 but not down to 0; Apollo may swap with d3 (1), not with b3 (0); Minotaur may
#: push d3, not b3; Artemis' second step may not go down.
#:
#:     5  0   0   2   0   0
#:     4  0   1   1B  1   0
#:     3  0   0A  0   1A  0
#:     2  0   1   1B  1   0
#:     1  0   0   2   0   0
OPEN_HADES = "00200/011B10/00A01A0/011B10/00200"
#: Terpsichore and Urania: OPEN with levels: A's b3 on level 2 next to a3 (level 3, on the
#: perimeter: a win Hera vetoes), b4, d2 and e3 on level 1 (climbs Athena forbids and
#: Persephone demands).
#:
#:     5  0   0   0   0   0
#:     4  0   1   0B  0   0
#:     3  3   2A  0   0A  1
#:     2  0   0   0B  1   0
#:     1  0   0   0   0   0
OPEN_LEVELS = "00000/010B00/32A00A1/000B10/00000"
#: Urania: MIDGAME with A's b3 worker on a3 (level 2) and e2 on level 3: a3 -> e2 across the
#: a/e edge wins.
MIDGAME_URANIA = "00100/01B230/2A101A3*/002B13/00000"

#: god -> its two positions: (board, seat to move, round) with the god as A.
BASES: dict[str, list[tuple[str, int, int]]] = {
    "hades": [(OPEN_HADES, 1, 2), (MIDGAME, 1, 6)],
    "terpsichore": [(OPEN_LEVELS, 1, 4), (MIDGAME, 1, 6)],
    "urania": [(OPEN_LEVELS, 1, 4), (MIDGAME_URANIA, 1, 6)],
}

#: god -> the gods it plays (mortal first), chosen to meet its power: moves and forces of
#: every kind against Hades (Apollo's and Minotaur's own move, Artemis' and Triton's further
#: moves, Urania's wrap), the restrictions on moving and building against Terpsichore and
#: Urania (Athena with her state set, Hera, Hades, Limus, Persephone). Banned pairs (gods.md
#: §4.1) are left out.
OPPONENTS: dict[str, list[str]] = {
    "hades": ["mortal", "apollo", "artemis", "minotaur", "triton", "urania"],
    "terpsichore": ["mortal", "athena[^]", "hades", "hera", "persephone", "urania"],
    "urania": ["mortal", "athena[^]", "hera", "limus", "persephone"],
}

#: (god, label, sfen, what it covers). The god of the label is the one replaced by mortal in
#: the check that the row shows its power.
MULTIPLAYER: list[tuple[str, str, str, str]] = [
    ("hades", "3p", f"{MID3} 1 A:hades,B:mortal,C:mortal 7 -", "B's c2 (level 2) may not step down to b1, b2, b3 or c1"),
    ("hades", "3p-swap", f"{MID3} 1 A:apollo,B:mortal,C:hades 7 -",
     "Apollo's d2 (level 1) may swap B's c2 (level 2) down onto d2 (a force), not step down onto C's d1"),
    ("hades", "3p-push", f"{MID3} 1 A:minotaur,B:mortal,C:hades 7 -",
     "Minotaur's d2 may push B's c2 from level 2 down to b2 (a force), not step down"),
    ("hades", "4p", f"{MID4} 1 A:hades,B:mortal,A:mortal,B:mortal 6 -", "team B's c2 may not step down"),
    ("hades", "4p-teammate", f"{MID4} 3 A:hades,B:triton,A:mortal,B:artemis 6 -",
     "Hades' teammate (to move) steps down freely; Artemis (seat 4) is bound at each step"),
    ("terpsichore", "3p", f"{MID3} 1 A:terpsichore,B:mortal,C:mortal 7 -", "b4 and d2 both move, then both build"),
    ("terpsichore", "3p-gods", f"{MID3} 1 A:terpsichore,B:hades,C:persephone 7 -",
     "both moves bound by Hades (no step down) and Persephone (climb if a turn can)"),
    ("terpsichore", "4p", f"{MID4} 1 A:terpsichore,B:mortal,A:mortal,B:mortal 6 -",
     "the team's two workers both move and build; her teammate moves one"),
    ("terpsichore", "4p-seat2", f"{MID4} 2 A:hera,B:terpsichore,A:mortal,B:mortal 6 -",
     "Terpsichore on team B (to move) against Hera"),
    ("urania", "3p", f"{MID3} 1 A:urania,B:mortal,C:mortal 7 -", "b4 and d2 reach the edges and build across them"),
    ("urania", "3p-gods", f"{MID3} 1 A:urania,B:hera,C:limus 7 -",
     "Hera's perimeter veto (every wrap move ends on the perimeter), Limus' ordinary neighbours"),
    ("urania", "4p", f"{MID4} 1 A:urania,B:mortal,A:mortal,B:mortal 6 -", "Urania wraps, her teammate does not"),
]


def rows() -> tuple[list[str], dict[str, str]]:
    """The rows of perft-golden-fleece.tsv in file order, and the god each row is about."""
    found: list[str] = []
    god_of: dict[str, str] = {}
    for god, bases in BASES.items():
        for board, to_move, round_number in bases:
            for other in OPPONENTS[god]:
                seat1 = f"{board} {to_move} A:{god},B:{other} {round_number} -"
                seat2 = f"{swap_sides(board)} {3 - to_move} A:{other},B:{god} {round_number} -"
                for sfen in (seat1, seat2):
                    found.append(sfen)
                    god_of[sfen] = god
    return found, god_of


if __name__ == "__main__":
    table_rows, gods = rows()
    multi = [(f"{god}-{label}", sfen, what) for god, label, sfen, what in MULTIPLAYER]
    gods.update({sfen: god for god, _, sfen, _ in MULTIPLAYER})
    main(__doc__, Tables("Hades, Terpsichore and Urania against mortal and other gods", table_rows, OUT, multi,
                         OUT_MULTI, multi_title="Hades, Terpsichore and Urania", god_of=gods), default_budget=600.0)
