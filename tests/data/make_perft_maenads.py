"""Write perft-maenads.tsv, perft-maenads-multiplayer.tsv and perft-iris-level-three.tsv: oracle
perft counts with the Maenads (gods.md §3.5, 61) and with Iris (65) under the ruling
``iris-level-three``, computed by the pure-Python reference oracle (santorini.reference), never
by the native core.

    python tests/data/make_perft_maenads.py [--jobs N]

The Maenads' catch comes at the end of their turn and changes no turn of it: their turns are a
mortal's, so perft 1 of a row is a mortal's and the catch shows one depth later, when a turn
that caught an opponent ends the game (no turn follows it) or eliminates a seat (3 players: the
next seats play on a board without its workers). Every board below has a catch one turn away.

perft-maenads.tsv: on each board of BOARDS, against mortal and the gods of OPPONENTS (on
MIDLINE but Athena with her mark set):

* the Maenads as seat 1, to move (a catch at depth 1: perft 2 shows it);
* its mirror: the letters swapped and seat 2 to move, so the Maenads keep their workers and
  act first from seat 2 (the counts must be the same as the row before);
* for the first OTHER_FIRST opponents, the same swapped board with the opponent (seat 1) to
  move first: the Maenads act at depth 2 and their catch shows at depth 3 only;

and the Maenads against themselves (a mirror match: both sides have a catch one turn away on
MIDLINE).

perft-maenads-multiplayer.tsv: 3 players (the caught seat is eliminated, play goes on; a seat
already out, so that the catch leaves one seat standing) and 4 players in teams (the Maenads'
seat and its teammate's turns, which judge nothing), see MULTIPLAYER.

perft-iris-level-three.tsv: Iris with the ruling ``iris-level-three`` selected (a jump onto
level 3 never wins) on boards where her jumps land on level 3 (IRIS_ROWS); every row is counted
with that ruling.

Columns: sfen, perft 1, perft 2[, perft 3]. Depths 1 and 2 are counted for every row, depth 3
for the rows with at most DEEP_NODES positions at depth 2 (a few seconds each) and for every row
whose depths 1-2 count as its twin's. The twin of a Maenads row is the same row with every
Maenads seat made mortal; the twin of an Iris row is the same row without the ruling. The script
stops if a row counts as its twin at every depth counted for both (it would not exercise the
power or the ruling).
"""

from __future__ import annotations

import argparse
import re
import sys
from multiprocessing.pool import Pool
from pathlib import Path

from god_perft_tables import Tables, count, mortal_version, swap_sides

OUT = Path(__file__).with_name("perft-maenads.tsv")
OUT_MULTI = Path(__file__).with_name("perft-maenads-multiplayer.tsv")
OUT_IRIS = Path(__file__).with_name("perft-iris-level-three.tsv")

#: The ruling whose alternative the Iris table is counted with.
IRIS_LEVEL_THREE = frozenset({"iris-level-three"})
NO_RULINGS: frozenset[str] = frozenset()

#: Depth 3 is counted for the rows with at most this many positions at depth 2.
DEEP_NODES = 12000

#: A on b3 and d4, B on c4 and e1, flat: b3-b4 puts c4 between b4 and d4 (a rank), d4-d5
#: between b3 and d5 (a diagonal)::
#:
#:     5  0   0   0   0   0
#:     4  0   0   0B  0A  0
#:     3  0   0A  0   0   0
#:     2  0   0   0   0   0
#:     1  0   0   0   0   0B
LINE = "00000/000B0A0/00A000/00000/00000B"
#: A on b2 (0) and d3 (0), B on c3 (level 2) and e5, d4 on level 1: d3-d4 makes the diagonal
#: b2-c3-d4, b2-b3 the rank b3-c3-d3; B's c3 may step down and away::
#:
#:     5  0   0   0   0   0B
#:     4  0   0   0   1   0
#:     3  0   0   2B  0A  0
#:     2  0   0A  0   0   0
#:     1  0   0   0   0   0
DIAGONAL = "00000B/00010/002B0A0/00A000/00000"
#: The mid-game board (god_perft_tables.MIDGAME) with A's d3 worker on e2 and d1 on level 1:
#: e2-d1 (a climb, so Persephone allows it) puts B's c2 (level 2) between b3 and d1; for B,
#: c2-b2 (b2-b3-b4) and b4-a4 (a4-b3-c2) catch A's b3 - both sides have a catch one turn
#: away::
#:
#:     5  0   0   1   0   0
#:     4  0   1B  2   3   0
#:     3  1   2A  0   1   3*
#:     2  0   0   2B  1   0A
#:     1  0   0   0   1   0
MIDLINE = "00100/01B230/12A013*/002B10A/00010"


#: The Maenads' opponents: the restrictions (Athena with her state set, Hera, Hypnus, Limus,
#: Persephone, Aphrodite's charm, Hades), the moves that force or go far (Apollo, Minotaur,
#: Artemis, Iris) and other promo gods (Castor, Scylla).
OPPONENTS = ["mortal", "athena[^]", "apollo", "minotaur", "hera", "persephone", "aphrodite", "hypnus", "limus",
             "hades", "artemis", "iris", "castor", "scylla"]
OTHER_FIRST = 4

#: Each board with its opponents. On MIDLINE the Maenads' only catch climbs: Athena with her
#: mark set forbids it (her row would count as a mortal's), Persephone demands it.
BOARDS: dict[str, list[str]] = {
    LINE: OPPONENTS,
    DIAGONAL: OPPONENTS,
    MIDLINE: [other for other in OPPONENTS if other != "athena[^]"],
}
ROUND = 5

#: 3 players: A on b3 and d4, B on c4 and e1, C on c3 and a1: b3-b4 or d4-d5 catch B's c4,
#: d4-d3 C's c3 (b3-c3-d3)::
#:
#:     5  0   0   0   0   0
#:     4  0   0   0B  0A  0
#:     3  0   0A  0C  0   0
#:     2  0   0   0   0   0
#:     1  0C  0   0   0   0B
LINE3 = "00000/000B0A0/00A0C00/00000/0C0000B"
#: LINE3 with the letters turned round (A -> B -> C -> A): the Maenads' workers are B's.
LINE3_B = LINE3.translate(str.maketrans("ABC", "BCA"))
#: LINE3 with the letters turned the other way (A -> C -> B -> A): the Maenads' workers are C's.
LINE3_C = LINE3.translate(str.maketrans("ABC", "CAB"))
#: LINE with no worker of B (3 players, B out): the catch of C leaves A alone.
LINE_C = LINE.replace("B", "C")
#: The 3-player mid-game board of make_perft_ares.py (god_perft_tables.MID3: A b4 d2, B d4
#: c2, C a3 d1) with A's b4 worker on b3 (level 1) and b2 on level 2: b3-b2 (a climb, so
#: Persephone allows it) puts B's c2 (level 2) between b2 and d2 (a rank)::
#:
#:     5  0   1   2   1   0
#:     4  1   2   3   0B  1
#:     3  0C  1A  3*  2   0
#:     2  1   2   2B  1A  0
#:     1  0   0   1   0C  1
MID3_M = "01210/1230B1/0C1A3*20/122B1A0/0010C1"

#: (name, sfen, what it covers)
MULTIPLAYER: list[tuple[str, str, str]] = [
    ("maenads-3p", f"{LINE3} 1 A:maenads,B:mortal,C:mortal {ROUND} -", "catches B (seat 2) or C (seat 3)"),
    ("maenads-3p-gods", f"{LINE3} 1 A:maenads,B:athena[^],C:hypnus {ROUND} -",
     "Athena's mark and Hypnus end with the seat caught"),
    ("maenads-3p-seat2", f"{LINE3_B} 2 A:mortal,B:maenads,C:apollo {ROUND} -", "the Maenads as seat 2"),
    ("maenads-3p-seat3", f"{LINE3_C} 3 A:minotaur,B:mortal,C:maenads {ROUND} -", "the Maenads as seat 3"),
    ("maenads-3p-later", f"{LINE3_B} 1 A:mortal,B:maenads,C:mortal {ROUND} -",
     "seat 1 plays first, the Maenads (seat 2) at depth 2"),
    ("maenads-3p-last", f"{LINE_C} 1 A:maenads,-B:mortal,C:mortal {ROUND} -",
     "B already out: catching C leaves A standing alone"),
    ("maenads-3p-mid", f"{MID3_M} 1 A:maenads,B:mortal,C:persephone {ROUND} -", "the mid-game board, Persephone"),
    ("maenads-4p", f"{LINE} 1 A:maenads,B:mortal,A:mortal,B:mortal {ROUND} -", "the team wins by the catch"),
    ("maenads-4p-gods", f"{LINE} 1 A:maenads,B:hera,A:apollo,B:minotaur {ROUND} -", "with Hera, Apollo, Minotaur"),
    ("maenads-4p-seat3", f"{LINE} 3 A:mortal,B:mortal,A:maenads,B:mortal {ROUND} -", "the Maenads as seat 3"),
    ("maenads-4p-team-b", f"{swap_sides(LINE)} 2 A:mortal,B:maenads,A:mortal,B:mortal {ROUND} -",
     "the Maenads on team B"),
    ("maenads-4p-mate", f"{MIDLINE} 3 A:maenads,B:mortal,A:mortal,B:maenads {ROUND} -",
     "the teammate of A's Maenads (seat 3) plays first and judges nothing; B's Maenads (seat 4) act at depth 2"),
    ("maenads-4p-mid", f"{MIDLINE} 1 A:maenads,B:mortal,A:mortal,B:maenads {ROUND} -",
     "both teams with a Maenads seat on the mid-game board"),
]

#: Iris' boards: jumps that land on level 3 from below (wins by default, not with the ruling).
#: JUMP: A on b2 and e5, B on c3 (level 1) and a5, d4 on level 3: b2 jumps over c3 onto d4::
#:
#:     5  0B  0   0   0   0A
#:     4  0   0   0   3   0
#:     3  0   0   1B  0   0
#:     2  0   0A  0   0   0
#:     1  0   0   0   0   0
JUMP = "0B0000A/00030/001B00/00A000/00000"
#: JUMP_PEAKS: A on b3 (0) and d3 (2), B on c4 (1) and c2 (0); b5, d1 and e3 on level 3, b1
#: a complete tower: b3 jumps over c4 onto d5 (0) and over c2 onto d1 (3); d3 jumps over c4
#: onto b5 (3) - not over c2 onto b1 (a dome) - and climbs onto e3 plainly (a win with the
#: ruling too)::
#:
#:     5  0   3   0   0   0
#:     4  0   0   1B  0   0
#:     3  0   0A  0   2A  3
#:     2  0   0   0B  0   0
#:     1  0   3*  0   3   0
JUMP_PEAKS = "03000/001B00/00A02A3/000B00/03*030"
#: JUMP_PEAKS with C's workers on e5 and a1 (3 players).
JUMP_PEAKS3 = "03000C/001B00/00A02A3/000B00/0C3*030"

#: Iris first and second, against mortal and gods that meet her jumps, with 3 and 4 players.
IRIS_ROWS = [
    f"{JUMP} 1 A:iris,B:mortal {ROUND} -",
    f"{swap_sides(JUMP)} 2 A:mortal,B:iris {ROUND} -",
    f"{swap_sides(JUMP)} 1 A:mortal,B:iris {ROUND} -",
    f"{JUMP} 1 A:iris,B:hera {ROUND} -",
    f"{JUMP} 1 A:iris,B:persephone {ROUND} -",
    f"{JUMP} 1 A:iris,B:iris {ROUND} -",
    f"{JUMP_PEAKS} 1 A:iris,B:mortal {ROUND} -",
    f"{JUMP_PEAKS} 1 A:iris,B:hypnus {ROUND} -",
    f"{JUMP_PEAKS} 1 A:iris,B:minotaur {ROUND} -",
    f"{JUMP_PEAKS} 1 A:iris,B:pegasus {ROUND} -",
    f"{JUMP_PEAKS3} 1 A:iris,B:mortal,C:athena {ROUND} -",
    f"{JUMP} 1 A:iris,B:mortal,A:mortal,B:hera {ROUND} -",
]


def maenads_rows() -> list[str]:
    """Every two-player row, in the order of the docstring."""
    found = []
    for board, opponents in BOARDS.items():
        for other in opponents:
            found.append(f"{board} 1 A:maenads,B:{other} {ROUND} -")
            found.append(f"{swap_sides(board)} 2 A:{other},B:maenads {ROUND} -")
        for other in opponents[:OTHER_FIRST]:
            bare = re.sub(r"\[[^\]]*\]", "", other)  # its seat is to move: no Athena mark
            found.append(f"{swap_sides(board)} 1 A:{bare},B:maenads {ROUND} -")
    found.append(f"{MIDLINE} 1 A:maenads,B:maenads {ROUND} -")
    return found


def twin(sfen: str, rulings: frozenset[str]) -> tuple[str, frozenset[str]]:
    """What a row must count otherwise: an Iris row without the ruling, a Maenads row with the
    Maenads made mortal."""
    if rulings:
        return sfen, NO_RULINGS
    return mortal_version("maenads", sfen), rulings


def counted(pool: Pool, rows: list[tuple[str, frozenset[str]]]) -> dict[str, list[int]]:
    """Depths 1-2 of every row and its twin; depth 3 where cheap or where depths 1-2 count as
    the twin's (then the twin's depth 3 too); stop if a row counts as its twin throughout."""
    shallow = range(1, 3)
    counts = dict(zip([s for s, _ in rows], pool.starmap(count, [(s, r, shallow) for s, r in rows])))
    twins = pool.starmap(count, [(*twin(s, r), shallow) for s, r in rows])
    alike = [(s, r) for (s, r), other in zip(rows, twins) if counts[s] == other]
    deep = [(s, r) for s, r in rows if counts[s][1] <= DEEP_NODES or (s, r) in alike]
    for (s, _), (perft3,) in zip(deep, pool.starmap(count, [(s, r, range(3, 4)) for s, r in deep])):
        counts[s].append(perft3)
    idle = []
    for (s, r), (other3,) in zip(alike, pool.starmap(count, [(*twin(s, r), range(3, 4)) for s, r in alike])):
        if counts[s][2] == other3:
            idle.append(f"the power or ruling shows nowhere in perft 1-3 of {s}: {counts[s]} as its twin")
    if idle:
        raise SystemExit("\n".join(idle))
    print(f"{len(rows)} rows, {len(deep)} with perft 3 ({len(alike)} of them alike their twin at depths 1-2)",
          flush=True)
    return counts


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    script = Path(sys.argv[0]).name
    with Pool(args.jobs) as workers:
        rows = maenads_rows()
        multi = MULTIPLAYER
        table = counted(workers, [(s, NO_RULINGS) for s in rows + [s for _, s, _ in multi]]
                        + [(s, IRIS_LEVEL_THREE) for s in IRIS_ROWS])
    Tables("the Maenads against mortal and other gods", rows, OUT, multi, OUT_MULTI,
           multi_title="the Maenads").write(table, script)
    Tables("Iris with the ruling iris-level-three (a jump onto level 3 never wins)", IRIS_ROWS, OUT_IRIS).write(
        table, script)
