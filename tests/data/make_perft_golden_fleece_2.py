"""Write perft-graeae.tsv, perft-graeae-multiplayer.tsv, perft-graeae-original.tsv, perft-europa.tsv and
perft-europa-multiplayer.tsv: oracle perft counts with Graeae (gods.md §3.3, 36) and Europa & Talus
(34, ``europa``), computed by the pure-Python reference oracle (santorini.reference), never by the
native core.

    python tests/data/make_perft_golden_fleece_2.py [--jobs N]

perft-graeae.tsv: Graeae's side with three workers (she placed three), as seat 1 to move
against mortal and the other gods the oracle plays (GRAEAE_OPPONENTS; not Nemesis, banned
against her), then each of them as seat 1 to move against her (her three workers on side B),
on G_MID (MIDGAME with her third worker on a1); a few opponents also on G_OPEN (the base
board with her third worker on c1) and on G_WALLED (two of her workers walled in by domes:
moves after which no unmoved worker can build are dead ends); a mirror game on G_MIRROR.

perft-graeae-original.tsv: the same boards with the ruling key ``revised-text`` selected (her
original text: the moved worker may build too); the tests count these rows with that ruling.

perft-europa.tsv: Europa as seat 1 to move with her Talus on c3 (level 0, in the middle of
everyone) against mortal and the other gods (EUROPA_OPPONENTS; not Circe, banned against her),
then each of them as seat 1 to move against her with the Talus on d4 (level 3: nobody climbs
onto it), on MIDGAME; a few opponents also on OPEN with the Talus still on her card; Chronus
on TOWERS with the Talus on a4 (the level-3 square a dome on which would be the fifth tower);
a mirror game (each Europa her own Talus).

perft-graeae-multiplayer.tsv (3 players) and perft-europa-multiplayer.tsv (3 players and 4
players in teams): see MULTI_GRAEAE and MULTI_EUROPA (a Europa eliminated within two plies takes
her Talus off the board; in 4 players only her own turns move it, and it binds both teams).

Columns: sfen, perft 1, perft 2[, perft 3]. Depths 1 and 2 are counted for every row, depth
3 for the rows with at most DEEP_NODES positions at depth 2 (about ten seconds each). The
script stops if a row counts as the same row with the god replaced by mortal (it would not
exercise the power), or - in the original table - as with the revised text.
"""

from __future__ import annotations

import argparse
import sys
from multiprocessing.pool import Pool
from pathlib import Path

from god_perft_tables import MID3, MID4, MIDGAME, OPEN, ORIGINAL, Tables, counted_with_twins, mortal_version, swap_sides


OUT_GRAEAE = Path(__file__).with_name("perft-graeae.tsv")
OUT_GRAEAE_MULTI = Path(__file__).with_name("perft-graeae-multiplayer.tsv")
OUT_GRAEAE_ORIGINAL = Path(__file__).with_name("perft-graeae-original.tsv")
OUT_EUROPA = Path(__file__).with_name("perft-europa.tsv")
OUT_EUROPA_MULTI = Path(__file__).with_name("perft-europa-multiplayer.tsv")

#: Depth 3 is counted for the rows with at most this many positions at depth 2.
DEEP_NODES = 10000

#: MIDGAME (god_perft_tables) with Graeae's third worker on a1, and the base board OPEN with
#: it on c1::
#:
#:     G_MID                       G_OPEN
#:     5  0   0   1   0   0        5  0   0   0   0   0
#:     4  0   1B  2   3   0        4  0   0   0B  0   0
#:     3  1   2A  0   1A  3*       3  0   A   0   A   0
#:     2  0   0   2B  1   0        2  0   0   0B  0   0
#:     1  0A  0   0   0   0        1  0   0   0A  0   0
G_MID = "00100/01B230/12A01A3*/002B10/0A0000"
G_OPEN = "00000/000B00/00A00A0/000B00/000A00"
#: Graeae on a1 (walled in by the domes a2, b1), c3 and e5 (walled in by d4, d5, e4), B on
#: a5 and e1: c3's move to b2 leaves no unmoved worker a square to build on (a dead end),
#: and a1's only build is b2::
#:
#:     5  0B  0   0   0*  0A
#:     4  0   0   0   0*  0*
#:     3  0   0   0A  0   0
#:     2  0*  0   0   0   0
#:     1  0A  0*  0   0   0B
G_WALLED = "0B000*0A/0000*0*/000A00/0*0000/0A0*000B"
#: G_MID with a third worker of B on e1: Graeae against Graeae.
G_MIRROR = "00100/01B230/12A01A3*/002B10/0A0000B"
#: MIDGAME with a third worker of B on e1: a Graeae opponent's three workers.
MID_B3 = "00100/01B230/12A01A3*/002B10/00000B"

#: Graeae's opponents: the Simple and Advanced Gods, the Golden Fleece gods but Nemesis (a
#: banned pair), Circe (who holds her power with two workers) and some heroes. A state is
#: written only where the seat is not to move (Athena's mark ends when her turn starts).
GRAEAE_OPPONENTS = [
    "mortal", "apollo", "artemis", "athena", "atlas", "demeter", "hephaestus", "hermes", "minotaur", "pan",
    "prometheus", "aphrodite", "ares", "bia", "charon", "chronus", "circe", "dionysus", "eros", "hera", "hestia",
    "hypnus", "limus", "medusa", "morpheus", "persephone", "poseidon", "selene", "triton", "zeus", "europa", "hades",
    "terpsichore", "urania", "achilles", "adonis", "jason", "odysseus", "theseus",
]
#: The opponents met on G_OPEN, G_WALLED and with the original text too.
GRAEAE_FEW = ["mortal", "apollo", "minotaur", "athena", "hypnus", "limus", "persephone", "europa"]
GRAEAE_ORIGINAL = ["mortal", "apollo", "athena", "hypnus", "limus", "persephone", "zeus", "circe"]

#: Europa's opponents: every god the oracle plays but Circe (banned) and Polyphemus (his
#: hundreds of domes would be the whole table), and some heroes.
EUROPA_OPPONENTS = [
    "mortal", "apollo", "artemis", "athena", "atlas", "demeter", "hephaestus", "hermes", "minotaur", "pan",
    "prometheus", "aphrodite", "ares", "bia", "charon", "chronus", "dionysus", "eros", "hera", "hestia", "hypnus",
    "limus", "medusa", "morpheus", "persephone", "poseidon", "selene", "triton", "zeus", "graeae", "hades", "nemesis",
    "terpsichore", "urania", "achilles", "adonis", "atalanta", "bellerophon", "jason", "medea", "odysseus",
    "theseus",
]
EUROPA_FEW = ["mortal", "apollo", "minotaur", "charon", "ares", "athena", "hermes", "graeae"]

#: HERO_OPEN-like board with four complete towers in the corners and a4 on level 3
#: (make_perft_heroes.py's TOWERS): Europa's Talus on a4 leaves no fifth tower to make.
TOWERS = "3*0003*/321B00/00A01A0/000B20/3*0003*"


def seat(god: str, to_move: bool) -> str:
    """A seat's god as written: Athena's mark only on a seat not to move (it ends when her
    turn starts), Morpheus with one in his stock, Circe to move holding the opponent's power
    (``circe[graeae]``: Graeae's three workers never all neighbour each other here)."""
    if god == "athena" and not to_move:
        return "athena[^]"
    if god == "morpheus":
        return "morpheus[1]"
    if god == "circe" and to_move:
        return "circe[graeae]"
    return god


def female(board: str, side: str, god: str) -> str:
    """A Selene side's first worker is her female (lowercase)."""
    return board.replace(side, side.lower(), 1) if god == "selene" else board


def graeae_rows(board: str, opponents: list[str], round_number: int) -> list[str]:
    """Graeae (three workers on A) to move against each opponent, then each opponent to move
    (side A) against her (three workers on B)."""
    found = []
    for other in opponents:
        found.append(f"{female(board, 'B', other)} 1 A:graeae,B:{seat(other, False)} {round_number} -")
    for other in opponents:
        found.append(f"{female(swap_sides(board), 'A', other)} 1 A:{seat(other, True)},B:graeae {round_number} -")
    return found


def europa_rows() -> list[str]:
    """Europa to move with the Talus on c3, each opponent to move against her Talus on d4
    (MIDGAME); a few on OPEN with the Talus on her card; Chronus on TOWERS; a mirror game."""
    found = []
    for other in EUROPA_OPPONENTS:
        board = MID_B3 if other == "graeae" else MIDGAME
        found.append(f"{female(board, 'B', other)} 1 A:europa[c3],B:{seat(other, False)} 6 -")
    for other in EUROPA_OPPONENTS:
        board = swap_sides(MID_B3) if other == "graeae" else MIDGAME
        found.append(f"{female(board, 'A', other)} 1 A:{seat(other, True)},B:europa[d4] 6 -")
    for other in EUROPA_FEW:
        board = "00000/000B00/00A00A0/000B00/00000B" if other == "graeae" else OPEN
        found.append(f"{board} 1 A:europa,B:{seat(other, False)} 2 -")
    found.append(f"{TOWERS} 1 A:europa[a4],B:chronus 4 -")
    found.append(f"{TOWERS} 1 A:chronus,B:europa[a4] 4 -")
    found.append(f"{MIDGAME} 1 A:europa[c3],B:europa[d4] 6 -")
    return found


def graeae_table_rows() -> list[str]:
    return (graeae_rows(G_MID, GRAEAE_OPPONENTS, 6) + graeae_rows(G_OPEN, GRAEAE_FEW, 2)
            + graeae_rows(G_WALLED, GRAEAE_FEW, 4) + [f"{G_MIRROR} 1 A:graeae,B:graeae 6 -"])


def graeae_original_rows() -> list[str]:
    return (graeae_rows(G_MID, GRAEAE_ORIGINAL, 6) + graeae_rows(G_WALLED, ["mortal", "hypnus"], 4)
            + [f"{G3} 1 A:graeae,B:mortal,C:mortal 5 -", f"{G3} 1 A:graeae,B:apollo,C:hypnus 5 -"])


#: MID3 (god_perft_tables: A b4 d2, B d4 c2, C a3 d1) with Graeae's third worker on a5 (A)
#: or on e5 (B).
G3 = "0A1210/12A30B1/0C13*20/102B1A0/0010C1"
G3_B = "01210B/12A30B1/0C13*20/102B1A0/0010C1"

#: (name, sfen, what it covers)
MULTI_GRAEAE: list[tuple[str, str, str]] = [
    ("3p", f"{G3} 1 A:graeae,B:mortal,C:mortal 5 -", "her three workers, two opponents"),
    ("3p-forces", f"{G3} 1 A:graeae,B:apollo,C:minotaur 5 -", "Apollo's swaps and Minotaur's pushes meet her workers"),
    ("3p-restrictions", f"{G3} 1 A:graeae,B:hypnus,C:limus 5 -",
     "Hypnus freezes the highest of her three (it still builds), Limus forbids her builder's blocks"),
    ("3p-seat2", f"{G3_B} 1 A:mortal,B:graeae,C:artemis 5 -", "Graeae as seat 2, after a mortal"),
    ("3p-europa", f"{G3} 1 A:graeae,B:europa[e3],C:mortal 5 -", "Europa's Talus on e3 closes a square to her"),
]

#: MID3 with C (Europa) walled in on a1 and a2 by domes (a3 b1 b2 b3): when play reaches her
#: she is eliminated and her Talus on c3 leaves the board::
#:
#:     5  0   0   1B  0   0
#:     4  0   0   1   0   0A
#:     3  0*  0*  0   2   1
#:     2  0C  0*  0   0A  0
#:     1  0C  0*  0   0   0B
ELIM3 = "001B00/00100A/0*0*021/0C0*00A0/0C0*000B"

MULTI_EUROPA: list[tuple[str, str, str]] = [
    ("3p", f"{MID3} 1 A:europa[e3],B:mortal,C:mortal 5 -", "she moves her Talus; it blocks both opponents"),
    ("3p-forces", f"{MID3} 1 A:europa,B:apollo,C:minotaur 5 -",
     "the Talus placed the first time, then no swap or push onto it"),
    ("3p-seat3", f"{MID3} 1 A:mortal,B:charon,C:europa[b3] 5 -", "Europa as seat 3: her Talus on b3 blocks A and B"),
    ("3p-graeae", f"{G3} 1 A:graeae,B:mortal,C:europa[d3] 5 -", "Graeae's three workers against the Talus on d3"),
    ("3p-elimination", f"{ELIM3} 2 A:mortal,B:mortal,C:europa[c3] 5 -",
     "C is walled in: after B's turn she is eliminated and c3 opens to A"),
    ("4p", f"{MID4} 1 A:europa[d3],B:mortal,A:mortal,B:mortal 5 -", "her own turn moves the Talus"),
    ("4p-teammate", f"{MID4} 3 A:europa[d3],B:mortal,A:mortal,B:mortal 5 -",
     "her teammate's turn: the Talus binds it and stays"),
    ("4p-opponents", f"{MID4} 1 A:minotaur,B:europa[b3],A:apollo,B:mortal 5 -",
     "the other team's Talus on b3: no push or swap onto it"),
    ("4p-seat2", f"{MID4} 2 A:apollo,B:europa,A:mortal,B:hermes 5 -", "Europa on team B, to move, Talus on her card"),
]


def plain_version(god: str, sfen: str) -> str:
    """The row with the god made mortal (``mortal_version``); Circe then holds nothing."""
    return mortal_version(god, sfen).replace(f"circe[{god}]", "circe")


def counted(pool: Pool, god: str, rows: list[str], rulings: frozenset[str],
            others: dict[str, frozenset[str]]) -> dict[str, list[int]]:
    """Depths 1-2 of every row, checked against the same depths of its ``others`` (the mortal
    version, the revised text: rulings by label), then depth 3 where it is cheap."""
    return counted_with_twins(pool, rows, rulings, lambda sfen: [
        (plain_version(god, sfen) if label == "mortal" else sfen, other) for label, other in others.items()], DEEP_NODES)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    script = Path(sys.argv[0]).name
    none: frozenset[str] = frozenset()
    with Pool(args.jobs) as workers:
        rows = graeae_table_rows()
        multi = [(f"graeae-{name}", sfen, what) for name, sfen, what in MULTI_GRAEAE]
        table = counted(workers, "graeae", rows + [sfen for _, sfen, _ in multi], none, {"mortal": none})
        Tables("Graeae (three workers) against mortal and other gods", rows, OUT_GRAEAE, multi, OUT_GRAEAE_MULTI,
               multi_title="Graeae").write(table, script)
        original = graeae_original_rows()
        table = counted(workers, "graeae", original, ORIGINAL, {"mortal": ORIGINAL, "the revised text": none})
        Tables("Graeae's original text (ruling revised-text): any of her workers builds", original,
               OUT_GRAEAE_ORIGINAL).write(table, script)
        rows = europa_rows()
        multi = [(f"europa-{name}", sfen, what) for name, sfen, what in MULTI_EUROPA]
        table = counted(workers, "europa", rows + [sfen for _, sfen, _ in multi], none, {"mortal": none})
        Tables("Europa & Talus against mortal and other gods", rows, OUT_EUROPA, multi, OUT_EUROPA_MULTI,
               multi_title="Europa & Talus").write(table, script)
