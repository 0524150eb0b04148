"""Write perft-advanced.tsv and perft-advanced-multiplayer.tsv: oracle perft counts with the 17
Advanced Gods of docs/advanced-gods.md (aphrodite, bia, chronus, circe, dionysus, eros, hera,
hestia, hypnus, limus, medusa, morpheus, persephone, poseidon, selene, triton, zeus), computed
by the pure-Python reference oracle (santorini.reference), never by the native core.

    python tests/data/make_perft_advanced.py [--budget SECONDS] [--jobs N]

perft-advanced.tsv: for each god, two positions (see BASES): the OPEN and MIDGAME positions
of make_perft_ares.py where they show the power, else a variant of them named below (levels,
towers, a worker moved, the god's state), with the god as seat 1 against mortal and three
other gods (OPPONENTS), then each of those as seat 1 against the god: the same position with
the sides' letters swapped and the other seat to move, so the god keeps its workers, its
state and its place in the turn order and only its seat number changes. Circe has no row
against mortal: against a mortal she holds nothing, so she is a mortal; she plays four gods.

perft-advanced-multiplayer.tsv: for each god allowed with 3 players, a 3-player position with
the god in seat 1 (the others mortal), and for each god allowed with 4 players, a 4-player
position (two teams) with the god in seat 1 (see MULTIPLAYER).

Columns: sfen, perft 1, perft 2[, perft 3]. Depths 1 and 2 are computed for every row;
depth 3 is added row by row, cheapest first, while the time budget lasts (wall-clock seconds
for the whole run; the CPU spent is at most ``--jobs`` times that), so a row without a fourth
column simply has no depth-3 count. Every row is also counted with the god (and its state)
replaced by mortal: the script stops if some row gives the same counts, since such a row
would not exercise the power at all.
"""

from __future__ import annotations

from pathlib import Path

from god_perft_tables import MID3, MID4, MIDGAME, OPEN, Tables, main, swap_sides

OUT = Path(__file__).with_name("perft-advanced.tsv")
OUT_MULTI = Path(__file__).with_name("perft-advanced-multiplayer.tsv")

#: Variants, each named for what it adds to OPEN or MIDGAME.
#: Bia: B on b5 and d1, straight beyond b4 and d2 from A's workers (b3-b4 removes b5).
OPEN_BIA = "00B000/00000/00A00A0/00000/0000B0"
#: Bia: B's c2 moved to b1, beyond b2 from A's b3 (b3-b2 removes b1).
MIDGAME_BIA = "00100/01B230/12A01A3*/00210/00B000"
#: Chronus, Dionysus: four complete towers in the corners and c3 on level 3 between A's
#: workers (a dome there is the fifth tower).
OPEN_TOWERS = "3*0003*/000B00/00A30A0/000B00/3*0003*"
#: Chronus: MIDGAME with towers on a5, a1 and e1 (four with e3); A's d3 may dome d4.
MIDGAME_TOWERS = "3*0100/01B230/12A01A3*/002B10/3*0003*"
#: Eros: b3, c3 and d3 on level 1 (b3-c3 or d3-c3 ends next to the other worker on level 1).
OPEN_EROS = "00000/000B00/01A11A0/000B00/00000"
#: Eros: MIDGAME with c3 on level 1 next to d3 (level 1): b3-c3 wins.
MIDGAME_EROS = "00100/01B230/12A11A3*/002B10/00000"
#: Hera: c5 and c1 on level 3, B's workers on level 2 below them (perimeter climbs).
OPEN_HERA = "00300/002B00/00A00A0/002B00/00300"
#: Hera: MIDGAME with c1 on level 3 below B's c2 (level 2).
MIDGAME_HERA = "00100/01B230/12A01A3*/002B10/00300"
#: Hypnus: B's c4 on level 1, higher than c2 (frozen on B's turn).
OPEN_HYPNUS = "00000/001B00/00A00A0/000B00/00000"
#: Medusa: A's b3 and B's c4 on level 1: b3 petrifies c2 when d3 moves.
OPEN_MEDUSA = "00000/001B00/01A00A0/000B00/00000"
#: Poseidon: MIDGAME with d3 on level 0 (builds when b3 moves).
MIDGAME_POSEIDON = "00100/01B230/12A00A3*/002B10/00000"
#: Selene: A's d3 is her female worker.
OPEN_SELENE = "00000/000B00/00A00a0/000B00/00000"
MIDGAME_SELENE = "00100/01B230/12A01a3*/002B10/00000"

#: god -> its two positions: (board, seat to move, round, the god's state) with the god as A.
BASES: dict[str, list[tuple[str, int, int, str]]] = {
    "aphrodite": [(OPEN, 1, 2, ""), (MIDGAME, 1, 6, "")],
    "bia": [(OPEN_BIA, 1, 2, ""), (MIDGAME_BIA, 1, 6, "")],
    "chronus": [(OPEN_TOWERS, 1, 9, ""), (MIDGAME_TOWERS, 1, 9, "")],
    "circe": [(OPEN, 1, 2, "[{}]"), (MIDGAME, 1, 6, "[{}]")],  # B's workers apart: she holds B's power
    "dionysus": [(OPEN, 1, 2, "[1]"), (MIDGAME, 1, 6, "")],  # an extra turn to take; a tower to make on d4
    "eros": [(OPEN_EROS, 1, 2, ""), (MIDGAME_EROS, 1, 6, "")],
    "hera": [(OPEN_HERA, 1, 2, ""), (MIDGAME_HERA, 1, 6, "")],
    "hestia": [(OPEN, 1, 2, ""), (MIDGAME, 1, 6, "")],
    "hypnus": [(OPEN_HYPNUS, 1, 2, ""), (MIDGAME, 1, 6, "")],
    "limus": [(OPEN, 1, 2, ""), (MIDGAME, 1, 6, "")],
    "medusa": [(OPEN_MEDUSA, 1, 2, ""), (MIDGAME, 1, 6, "")],
    "morpheus": [(OPEN, 1, 2, "[1]"), (MIDGAME, 1, 6, "[2]")],
    "persephone": [(OPEN, 1, 2, ""), (MIDGAME, 1, 6, "")],
    "poseidon": [(OPEN, 1, 2, ""), (MIDGAME_POSEIDON, 1, 6, "")],
    "selene": [(OPEN_SELENE, 1, 2, ""), (MIDGAME_SELENE, 1, 6, "")],
    "triton": [(OPEN, 1, 2, ""), (MIDGAME, 1, 6, "")],
    "zeus": [(OPEN, 1, 2, ""), (MIDGAME, 1, 6, "")],
}

#: What Circe holds with her seat to move: the opponent's power, Morpheus' with its stock
#: (taken at the start of her turn: 0, then +1).
CIRCE_HELD = {"morpheus": "morpheus:1"}

#: god -> the gods it plays (mortal first), chosen to meet its power: forces against Bia
#: and Aphrodite, multi-movers against the restrictions, builders against Limus and Chronus.
OPPONENTS: dict[str, list[str]] = {
    "aphrodite": ["mortal", "apollo", "artemis", "minotaur"],
    "bia": ["mortal", "apollo", "charon", "minotaur"],
    "chronus": ["mortal", "atlas", "demeter", "dionysus"],
    "circe": ["apollo", "artemis", "demeter", "morpheus"],
    "dionysus": ["mortal", "athena", "chronus", "pan"],
    "eros": ["mortal", "apollo", "hera", "minotaur"],
    "hera": ["mortal", "artemis", "pan", "triton"],
    "hestia": ["mortal", "atlas", "demeter", "prometheus"],
    "hypnus": ["mortal", "artemis", "charon", "prometheus"],
    "limus": ["mortal", "atlas", "hephaestus", "zeus"],
    "medusa": ["mortal", "apollo", "ares", "pan"],
    "morpheus": ["mortal", "apollo", "athena", "limus"],
    "persephone": ["mortal", "artemis", "charon", "prometheus"],
    "poseidon": ["mortal", "artemis", "athena", "limus"],
    "selene": ["mortal", "athena", "atlas", "limus"],
    "triton": ["mortal", "aphrodite", "hera", "persephone"],
    "zeus": ["mortal", "athena", "limus", "persephone"],
}

#: A 4-player board where the teams touch.
CLOSE4 = "01210/120B01/011A23*/10A21B0/00101"

#: 3-player variants of MID3: c1 on level 3 below B's c2 (Hera); A's d2 on level 0 (Poseidon)
#: or female (Selene); a flat board with A on b3, c3-side level 1 squares (Eros).
MID3_HERA = "01210/12A30B1/0C13*20/102B1A0/0030C1"
MID3_POSEIDON = "01210/12A30B1/0C13*20/102B0A0/0010C1"
MID3_SELENE = "01210/12A30B1/0C13*20/102B1a0/0010C1"
EROS3 = "0C0000/000B00/01A11A0/000B00/00000C"
#: 4-player variants of MID4, likewise, and OPEN_EROS.
MID4_HERA = "01210/12A30B1/013*20/102B1A0/00301"
MID4_POSEIDON = "01210/12A30B1/013*20/102B0A0/00101"
MID4_SELENE = "01210/12A30B1/013*20/102B1a0/00101"

#: (god, label, sfen, what it covers); the god in seat 1, every other seat mortal (one row
#: gives C Athena's state).
MULTIPLAYER: list[tuple[str, str, str, str]] = [
    ("bia", "3p", f"{MID3} 1 A:bia,B:mortal,C:mortal 7 -", "d2-d3 removes B's d4 (a force never removes)"),
    ("dionysus", "3p", f"{MID3} 1 A:dionysus,B:mortal,C:mortal 7 -",
     "b4 may dome c4 (level 3): an extra turn with a worker of B or C"),
    ("dionysus", "3p-extra", f"{MID3} 1 A:dionysus[1],B:mortal,C:athena[^] 7 -",
     "an extra turn: B's workers may not move up (C's Athena), C's may"),
    ("eros", "3p", f"{EROS3} 1 A:eros,B:mortal,C:mortal 2 -", "b3-c3 ends next to d3 on the same level: a win"),
    ("hera", "3p", f"{MID3_HERA} 1 A:hera,B:mortal,C:mortal 7 -", "B's c2-c1 climbs onto the perimeter: no win"),
    ("hestia", "3p", f"{MID3} 1 A:hestia,B:mortal,C:mortal 7 -", "second builds off the perimeter"),
    ("hypnus", "3p", f"{MID3} 1 A:hypnus,B:mortal,C:mortal 7 -", "B's c2 (level 2) is frozen on B's turn"),
    ("limus", "3p", f"{MID3} 1 A:limus,B:mortal,C:mortal 7 -", "B and C build no block next to b4 or d2"),
    ("medusa", "3p", f"{MID3} 1 A:medusa,B:mortal,C:mortal 7 -", "b4 petrifies C's a3, d2 C's d1"),
    ("morpheus", "3p", f"{MID3} 1 A:morpheus[1],B:mortal,C:mortal 7 -", "zero or one build"),
    ("persephone", "3p", f"{MID3} 1 A:persephone,B:mortal,C:mortal 7 -", "B and C must move up if they can"),
    ("poseidon", "3p", f"{MID3_POSEIDON} 1 A:poseidon,B:mortal,C:mortal 7 -", "d2 on level 0 builds when b4 moves"),
    ("selene", "3p", f"{MID3_SELENE} 1 A:selene,B:mortal,C:mortal 7 -", "the female d2 builds domes"),
    ("triton", "3p", f"{MID3} 1 A:triton,B:mortal,C:mortal 7 -", "b4 moves on along the a and 5 edges"),
    ("zeus", "3p", f"{MID3} 1 A:zeus,B:mortal,C:mortal 7 -", "a block under the moved worker"),
    ("aphrodite", "4p", f"{MID4} 1 A:aphrodite,B:mortal,A:mortal,B:mortal 6 -", "B's c2 is charmed by d2"),
    ("bia", "4p", f"{MID4} 1 A:bia,B:mortal,A:mortal,B:mortal 6 -", "d2-d3 removes B's d4"),
    ("dionysus", "4p", f"{MID4} 1 A:dionysus,B:mortal,A:mortal,B:mortal 6 -", "b4 may dome c4: an extra turn"),
    ("eros", "4p", f"{OPEN_EROS} 1 A:eros,B:mortal,A:mortal,B:mortal 2 -", "b3-c3 ends next to d3 on level 1"),
    ("hera", "4p", f"{MID4_HERA} 1 A:hera,B:mortal,A:mortal,B:mortal 6 -", "B's c2-c1 onto the perimeter: no win"),
    ("hestia", "4p", f"{MID4} 1 A:hestia,B:mortal,A:mortal,B:mortal 6 -", "second builds off the perimeter"),
    ("hypnus", "4p", f"{MID4} 1 A:hypnus,B:mortal,A:mortal,B:mortal 6 -", "B's c2 is frozen"),
    ("limus", "4p", f"{MID4} 1 A:limus,B:mortal,A:mortal,B:mortal 6 -", "team B builds no block next to b4 or d2"),
    ("medusa", "4p", f"{CLOSE4} 1 A:medusa,B:mortal,A:mortal,B:mortal 6 -", "c3 petrifies B's c4 when b2 moves"),
    ("morpheus", "4p", f"{MID4} 1 A:morpheus[1],B:mortal,A:mortal,B:mortal 6 -", "zero or one build"),
    ("persephone", "4p", f"{MID4} 1 A:persephone,B:mortal,A:mortal,B:mortal 6 -", "team B must move up if it can"),
    ("poseidon", "4p", f"{MID4_POSEIDON} 1 A:poseidon,B:mortal,A:mortal,B:mortal 6 -", "the team's d2 builds"),
    ("selene", "4p", f"{MID4_SELENE} 1 A:selene,B:mortal,A:mortal,B:mortal 6 -", "the team's female d2 builds domes"),
    ("triton", "4p", f"{MID4} 1 A:triton,B:mortal,A:mortal,B:mortal 6 -", "b4 moves on along the edges"),
    ("zeus", "4p", f"{MID4} 1 A:zeus,B:mortal,A:mortal,B:mortal 6 -", "a block under the moved worker"),
]


def rows() -> tuple[list[str], dict[str, str]]:
    """The rows of perft-advanced.tsv in file order, and the god each row is about."""
    found: list[str] = []
    god_of: dict[str, str] = {}
    for god, bases in BASES.items():
        for board, to_move, round_number, state in bases:
            for other in OPPONENTS[god]:
                me = god + state.format(CIRCE_HELD.get(other, other))
                seat1 = f"{board} {to_move} A:{me},B:{other} {round_number} -"
                seat2 = f"{swap_sides(board)} {3 - to_move} A:{other},B:{me} {round_number} -"
                for sfen in (seat1, seat2):
                    found.append(sfen)
                    god_of[sfen] = god
    return found, god_of


if __name__ == "__main__":
    table_rows, gods = rows()
    multi = [(f"{god}-{label}", sfen, what) for god, label, sfen, what in MULTIPLAYER]
    gods.update({sfen: god for god, _, sfen, _ in MULTIPLAYER})
    main(__doc__, Tables("the Advanced Gods against mortal and other gods", table_rows, OUT, multi, OUT_MULTI,
                         multi_title="the Advanced Gods", god_of=gods), default_budget=240.0)
