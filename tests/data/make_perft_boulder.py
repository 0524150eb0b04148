"""Write perft-boulder.tsv: oracle perft counts of positions with the Pantheon edition's
boulder (docs/usp.md §3, extra item ``boulder@<square>``), computed by the pure-Python
reference oracle (santorini.reference), never by the native core.

    python tests/data/make_perft_boulder.py [--budget SECONDS] [--jobs N] [--resume]

The rows (see ROWS, each with what it covers): the empty board before placement with 2, 3
and 4 players (the boulder's square is never placed on); mid-game positions with the
boulder in the centre (c3), on an edge and in a corner, mortal against mortal and with the
gods whose turn reaches the boulder in a way of its own - the forces (Apollo's swap,
Minotaur's push, Charon's ferry), the domes on any level (Atlas, Selene's female), further
moves and builds (Artemis, Hermes, Triton, Poseidon, Terpsichore, Zeus), Urania's wrap
across the edge onto it, Hades' restriction, and Chronus' count of complete towers (four
of them and the boulder, which is none); then 3- and 4-player (teams A, B, A, B) rows.

Columns: sfen, perft 1, perft 2[, perft 3]. Depths 1 and 2 are computed for every row;
depth 3 is added row by row, cheapest first, while the time budget lasts (wall-clock
seconds for the whole run; the CPU spent is at most ``--jobs`` times that), so a row
without a fourth column simply has no depth-3 count. Every row is also counted with the
boulder taken away: the script stops if some row gives the same perft 1-2 counts, since
such a row would not exercise the boulder at all.
"""

from __future__ import annotations

from multiprocessing import Pool
from pathlib import Path

from god_perft_tables import MID3, MID4, MIDGAME, OPEN, Tables, main, shallow

OUT = Path(__file__).with_name("perft-boulder.tsv")

#: The empty board.
EMPTY = "00000/00000/00000/00000/00000"
#: After A placed on b2 and d4, B to place (round 1): b2 and d4 touch c3.
HALF_PLACED = "00000/0000A0/00000/00A000/00000"
#: OPEN (god_perft_tables: c3 touches all four workers) with A's b3 worker female (Selene).
OPEN_SELENE = "00000/000B00/00a00A0/000B00/00000"
#: make_perft_golden_fleece.py's Hades board: B's workers on level 1 among level-1 squares,
#: c3 on level 0 between them (a step down Hades forbids, now onto the boulder).
OPEN_HADES = "00200/011B10/00A01A0/011B10/00200"
#: MIDGAME (god_perft_tables) with A's b3 worker female (Selene). On MIDGAME c3 is on level
#: 0 and touches all four workers, a4 (an edge) touches A's b3 and B's b4:
#:
#:     5  0   0   1   0   0
#:     4  0   1B  2   3   0
#:     3  1   2A  0   1A  3*
#:     2  0   0   2B  1   0
#:     1  0   0   0   0   0
MIDGAME_SELENE = "00100/01B230/12a01A3*/002B10/00000"
#: MIDGAME with A's d3 worker on d2 (level 1), next to the corner e1.
MIDGAME_CORNER = "00100/01B230/12A013*/002B1A0/00000"
#: make_perft_golden_fleece.py's Urania board: A on a3 (level 2) and d3; e4 (level 0) touches
#: a3 across the a/e edge and d3 directly.
MIDGAME_URANIA = "00100/01B230/2A101A3*/002B13/00000"
#: Forces onto c3: Minotaur's a3 pushing B's b3 (and nothing else: d4 pushing e5 leaves the
#: board), Charon's d4 ferrying B's e5 (and nothing else: a3 would ferry b3 off the board).
#: With the boulder on c3 both powers have nothing left; Apollo still swaps.
#:
#:     5  0   1   0   2   0B
#:     4  1   0   2   1A  3
#:     3  0A  1B  0   2   0
#:     2  2   0   1   3*  0
#:     1  0   0   1   0   0
FORCES = "01020B/1021A3/0A1B020/2013*0/00100"
#: FORCES with B's e5 worker on c4 (level 2): Minotaur's push of b3 onto c3 stays blocked,
#: d4 pushing c4 to b4 is open; Charon's d4 ferries c4 to e4 (level 3, a force: no win).
FORCES_OPEN = "01020/102B1A3/0A1B020/2013*0/00100"
#: Four complete towers (a5, e5, a1, e1), e3 on level 3 next to A's d3: a dome there is the
#: fifth. The boulder on c3 is no tower.
CHRONUS = "3*0003*/010B20/02A01A3/002B10/3*0003*"
#: MID3 and MID4 (god_perft_tables) with a female worker: on them b2 (level 0) touches C's
#: a3 and B's c2, e3 (an edge, level 0) touches A's d2 and B's d4.
MID3_SELENE = "01210/12A30B1/0c13*20/102B1A0/0010C1"
MID4_SELENE = "01210/12A30b1/013*20/102B1A0/00101"

#: (sfen, what it covers), in file order.
ROWS: list[tuple[str, str]] = [
    # ------------------------------------------------------------- placement
    (f"{EMPTY} 1 A:mortal,B:mortal 1 boulder@c3", "2 players place on the 24 other squares"),
    (f"{EMPTY} 1 A:mortal,B:mortal 1 boulder@a1", "the boulder in a corner"),
    (f"{EMPTY} 1 A:selene,B:mortal 1 boulder@c3", "Selene places with a female (+b2*+d4)"),
    (f"{HALF_PLACED} 2 A:mortal,B:mortal 1 boulder@c3", "B places, then A's first turn steps and builds around it"),
    (f"{EMPTY} 1 A:mortal,B:mortal,C:mortal 1 boulder@c3", "3 players place"),
    (f"{EMPTY} 1 A:mortal,B:mortal,A:mortal,B:mortal 1 boulder@c3", "4 players: seats 1 and 2 place the teams"),
    # ------------------------------------------------------------- the centre, flat
    (f"{OPEN} 1 A:mortal,B:mortal 2 boulder@c3", "mortal, the boulder between the four workers"),
    (f"{OPEN} 1 A:poseidon,B:mortal 2 boulder@c3", "Poseidon's unmoved worker (level 0) builds up to three times"),
    (f"{OPEN} 1 A:hermes,B:mortal 2 boulder@c3", "Hermes wanders on level 0 around it"),
    (f"{OPEN} 1 A:artemis,B:mortal 2 boulder@c3", "Artemis' second move"),
    (f"{OPEN} 1 A:atlas,B:mortal 2 boulder@c3", "Atlas' domes on any level, never on it"),
    (f"{OPEN} 1 A:zeus,B:mortal 2 boulder@c3", "Zeus builds under himself, never on it"),
    (f"{OPEN_SELENE} 1 A:selene,B:mortal 2 boulder@c3", "Selene's female domes (after ,b3 too)"),
    (f"{OPEN_HADES} 1 A:hades,B:mortal 2 boulder@c3", "Hades: B may not step down (c3 is both)"),
    (f"{OPEN_HADES} 1 A:mortal,B:hades 2 boulder@c3", "Hades binds A"),
    # ------------------------------------------------------------- the centre, mid-game
    (f"{MIDGAME} 1 A:mortal,B:mortal 6 boulder@c3", "mortal, levels 0-3"),
    (f"{MIDGAME} 1 A:apollo,B:mortal 6 boulder@c3", "Apollo swaps around it"),
    (f"{MIDGAME} 1 A:atlas,B:mortal 6 boulder@c3", "Atlas"),
    (f"{MIDGAME} 1 A:artemis,B:mortal 6 boulder@c3", "Artemis"),
    (f"{MIDGAME} 1 A:hermes,B:mortal 6 boulder@c3", "Hermes"),
    (f"{MIDGAME} 1 A:terpsichore,B:mortal 6 boulder@c3", "Terpsichore: both move, both build"),
    (f"{MIDGAME} 1 A:hades,B:mortal 6 boulder@c3", "Hades"),
    (f"{MIDGAME_SELENE} 1 A:selene,B:mortal 6 boulder@c3", "Selene's female on level 2 next to it"),
    (f"{MIDGAME} 2 A:mortal,B:apollo 6 boulder@c3", "seat 2 to move: B's Apollo"),
    # ------------------------------------------------------------- an edge
    (f"{MIDGAME} 1 A:mortal,B:mortal 6 boulder@a4", "mortal, the boulder on the edge at a4"),
    (f"{MIDGAME} 1 A:triton,B:mortal 6 boulder@a4", "Triton's runs along file a stop at it"),
    (f"{MIDGAME} 1 A:minotaur,B:mortal 6 boulder@a4", "Minotaur"),
    (f"{MIDGAME} 1 A:artemis,B:mortal 6 boulder@a4", "Artemis"),
    (f"{MIDGAME_URANIA} 1 A:urania,B:mortal 6 boulder@e4", "Urania's a3 reaches e4 across the edge: not onto it"),
    (f"{MIDGAME_URANIA} 1 A:urania,B:hades 6 boulder@e4", "Urania bound by Hades"),
    # ------------------------------------------------------------- a corner
    (f"{MIDGAME_CORNER} 1 A:mortal,B:mortal 6 boulder@e1", "mortal, the boulder in the corner e1"),
    (f"{MIDGAME_CORNER} 1 A:triton,B:mortal 6 boulder@e1", "Triton"),
    (f"{MIDGAME_CORNER} 1 A:apollo,B:mortal 6 boulder@e1", "Apollo"),
    (f"{MIDGAME_CORNER} 1 A:hermes,B:mortal 6 boulder@e1", "Hermes"),
    (f"{MIDGAME_CORNER} 1 A:charon,B:mortal 6 boulder@e1", "Charon"),
    # ------------------------------------------------------------- forces
    (f"{FORCES} 1 A:mortal,B:mortal 8 boulder@c3", "mortal"),
    (f"{FORCES} 1 A:minotaur,B:mortal 8 boulder@c3", "Minotaur's only push would put b3 on it"),
    (f"{FORCES} 1 A:charon,B:mortal 8 boulder@c3", "Charon's only ferry would put e5 on it"),
    (f"{FORCES} 1 A:apollo,B:mortal 8 boulder@c3", "Apollo"),
    (f"{FORCES} 1 A:apollo,B:minotaur 8 boulder@c3", "Apollo against Minotaur"),
    (f"{FORCES.translate(str.maketrans('AB', 'BA'))} 2 A:mortal,B:minotaur 8 boulder@c3",
     "the Minotaur row with the sides swapped: seat 2 pushes"),
    (f"{FORCES.translate(str.maketrans('AB', 'BA'))} 2 A:mortal,B:charon 8 boulder@c3",
     "the Charon row with the sides swapped: seat 2 ferries"),
    (f"{FORCES_OPEN} 1 A:minotaur,B:mortal 8 boulder@c3", "Minotaur: one push blocked, one open"),
    (f"{FORCES_OPEN} 1 A:charon,B:mortal 8 boulder@c3", "Charon: a ferry onto level 3 next to it"),
    # ------------------------------------------------------------- Chronus
    (f"{CHRONUS} 1 A:chronus,B:mortal 6 boulder@c3", "four complete towers and the boulder: a fifth wins"),
    (f"{CHRONUS} 1 A:mortal,B:chronus 6 boulder@c3", "A's fifth tower makes B's Chronus win"),
    (f"{CHRONUS} 1 A:atlas,B:chronus 6 boulder@c3", "Atlas' low domes are no towers"),
    # ------------------------------------------------------------- 3 players
    (f"{MID3} 1 A:mortal,B:mortal,C:mortal 7 boulder@b2", "3 players, the boulder on b2"),
    (f"{MID3} 1 A:mortal,B:mortal,C:mortal 7 boulder@e3", "3 players, the boulder on the edge at e3"),
    (f"{MID3} 1 A:minotaur,B:charon,C:apollo 7 boulder@b2", "forces of every kind"),
    (f"{MID3} 1 A:atlas,B:hermes,C:triton 7 boulder@e3", "Atlas, Hermes, Triton"),
    (f"{MID3_SELENE} 1 A:artemis,B:poseidon,C:selene 7 boulder@b2", "Artemis, Poseidon, Selene (C's a3 female)"),
    (f"{MID3} 1 A:urania,B:hades,C:terpsichore 7 boulder@e3", "the Golden Fleece gods"),
    # ------------------------------------------------------------- 4 players in teams
    (f"{MID4} 1 A:mortal,B:mortal,A:mortal,B:mortal 6 boulder@b2", "4 players, the boulder on b2"),
    (f"{MID4} 1 A:mortal,B:mortal,A:mortal,B:mortal 6 boulder@e3", "4 players, the boulder on the edge at e3"),
    (f"{MID4} 1 A:minotaur,B:charon,A:apollo,B:atlas 6 boulder@b2", "forces and Atlas"),
    (f"{MID4} 1 A:terpsichore,B:hades,A:urania,B:triton 6 boulder@e3", "Terpsichore, Hades, Urania, Triton"),
    (f"{MID4_SELENE} 1 A:poseidon,B:selene,A:hermes,B:artemis 6 boulder@b2", "Poseidon, Selene (d4 female), Hermes"),
]


def without_boulder(sfen: str) -> str:
    """The row with its boulder taken away (the extra field holds nothing else)."""
    head, extra = sfen.rsplit(" ", 1)
    assert extra.startswith("boulder@"), sfen
    return f"{head} -"


def check_the_boulder_shows(rows: list[str]) -> None:
    """Stop if a row counts as it would without the boulder (perft 1-2)."""
    with Pool(2) as pool:
        jobs = [(row, 2) for row in rows] + [(without_boulder(row), 2) for row in rows]
        counts = {sfen: found for sfen, found, _, _ in pool.starmap(shallow, [("", s, d) for s, d in jobs])}
    for row in rows:
        if counts[row] == counts[without_boulder(row)]:
            raise SystemExit(f"the boulder shows nowhere in perft 1-2 of {row}: {counts[row]} as without it")


if __name__ == "__main__":
    table_rows = [sfen for sfen, _ in ROWS]
    assert len(set(table_rows)) == len(table_rows)
    check_the_boulder_shows(table_rows)
    main(__doc__, Tables("positions with the boulder (boulder@<square>), 2, 3 and 4 players", table_rows, OUT),
         default_budget=420.0)
