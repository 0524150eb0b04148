"""Write perft-hippolyta.tsv and perft-hippolyta-multiplayer.tsv: oracle perft counts with
Hippolyta (gods.md §3.5, 63), computed by the pure-Python reference oracle (santorini.reference),
never by the native core.

    python tests/data/make_perft_hippolyta.py [--jobs N]

While a seat holds her power every move of every worker is one diagonal step, but the moves of
her side's female worker (lowercase); forces are free. Her own turn is the plain one, so she
shows in the first ply already (her male is held) and in every ply of her opponents.

perft-hippolyta.tsv: on each board of BOARDS (her female on d3), against mortal and the gods of
OPPONENTS - more moves (Artemis, Triton, Terpsichore, Castor, Atalanta, Prometheus and Achilles
moving after a build, Dionysus' extra turn), other moves (Apollo's and Minotaur's own move,
Iris' jumps, Urania's wraps, Pegasus' and Bellerophon's climbs, Jason's entered worker),
forces (Apollo's swap, Minotaur's push, Charon's ferry, Scylla's drag, Odysseus' corners,
Nemesis' trade, Zeus rising) and restrictions besides hers (Athena, Hades) - in three seat
orders:

* Hippolyta as seat 1, to move;
* its mirror: the sides' letters swapped and seat 2 to move, so Hippolyta keeps her workers and
  acts first from seat 2 (the counts must be the same as the row before);
* the same swapped board with the opponent (seat 1) to move first: every move of its first
  turn is held;

and Hippolyta against herself (both sides with a free female). Hermes is left out: Hermes
against Hippolyta is an engine ban (the catalog's ENGINE_BANS).

perft-hippolyta-multiplayer.tsv: 3 players (Hippolyta as each seat) and 4 players in teams (her
teammate's turns held, her team on either side), see MULTIPLAYER.

Columns: sfen, perft 1, perft 2[, perft 3]. Depths 1 and 2 are counted for every row, depth 3
for the rows with at most DEEP_NODES positions at depth 2. The script stops if a row counts at
depths 1-2 as its mortal version (every Hippolyta seat made mortal, her female a plain worker):
it would not exercise the power.
"""

from __future__ import annotations

import argparse
import re
import sys
from multiprocessing.pool import Pool
from pathlib import Path

from god_perft_tables import MID3, MID4, MIDGAME, OPEN, Tables, counted_with_twins, swap_sides

OUT = Path(__file__).with_name("perft-hippolyta.tsv")
OUT_MULTI = Path(__file__).with_name("perft-hippolyta-multiplayer.tsv")

NO_RULINGS: frozenset[str] = frozenset()

#: Depth 3 is counted for the rows with at most this many positions at depth 2.
DEEP_NODES = 4000

#: OPEN (A b3 d3, B c4 c2, flat) and MIDGAME (levels 1-3, a complete tower on e3) with A's d3
#: worker her female::
#:
#:     5  0   0   0   0   0        5  0   0   1   0   0
#:     4  0   0   0B  0   0        4  0   1B  2   3   0
#:     3  0   0A  0   0a  0        3  1   2A  0   1a  3*
#:     2  0   0   0B  0   0        2  0   0   2B  1   0
#:     1  0   0   0   0   0        1  0   0   0   0   0
AMAZON_OPEN = OPEN.replace("00A00A0", "00A00a0")
AMAZON_MID = MIDGAME.replace("12A01A3*", "12A01a3*")
BOARDS = [AMAZON_OPEN, AMAZON_MID]
#: Each board with B's c2 worker a female too: the mirror match.
BOTH_FEMALE = {board: board.replace("002B10", "002b10").replace("000B00/00000", "000b00/00000") for board in BOARDS}

OPPONENTS = ["mortal", "apollo", "artemis", "minotaur", "prometheus", "charon", "triton", "terpsichore", "urania",
             "castor", "iris", "pegasus", "scylla", "atalanta", "bellerophon", "achilles", "jason", "odysseus",
             "nemesis", "zeus", "dionysus", "athena", "hades"]
ROUND = 5

#: MID3 (A b4 d2, B d4 c2, C a3 d1) and MID4 (no C; A and B are teams), with a female for the
#: Hippolyta side::
#:
#:     5  0   1   2   1   0
#:     4  1   2A  3   0B  1
#:     3  0C  1   3*  2   0
#:     2  1   0   2B  1A  0
#:     1  0   0   1   0C  1
MID3_A = MID3.replace("1A0", "1a0")  # A's d2 female
MID3_B = MID3.replace("0B1", "0b1")  # B's d4 female
MID3_C = MID3.replace("0010C1", "0010c1")  # C's d1 female
MID4_A = MID4.replace("1A0", "1a0")
MID4_B = MID4.replace("0B1", "0b1")

#: (name, sfen, what it covers)
MULTIPLAYER: list[tuple[str, str, str]] = [
    ("hippolyta-3p", f"{MID3_A} 1 A:hippolyta,B:mortal,C:mortal {ROUND} -", "her turn, then two held seats"),
    ("hippolyta-3p-seat2", f"{MID3_B} 1 A:artemis,B:hippolyta,C:apollo {ROUND} -",
     "Artemis' two steps and Apollo's swap held, Hippolyta as seat 2"),
    ("hippolyta-3p-seat3", f"{MID3_C} 3 A:mortal,B:minotaur,C:hippolyta {ROUND} -", "Hippolyta as seat 3, Minotaur"),
    ("hippolyta-3p-forces", f"{MID3_B} 1 A:charon,B:hippolyta,C:triton {ROUND} -", "Charon's ferry, Triton's chain"),
    ("hippolyta-3p-iris", f"{MID3_A} 2 A:hippolyta,B:iris,C:urania {ROUND} -", "Iris' jumps, Urania's wraps"),
    ("hippolyta-4p", f"{MID4_A} 1 A:hippolyta,B:mortal,A:mortal,B:mortal {ROUND} -", "her team first"),
    ("hippolyta-4p-mate", f"{MID4_A} 3 A:hippolyta,B:mortal,A:mortal,B:mortal {ROUND} -",
     "her teammate (seat 3) moves the team's pair: the male held, the female free"),
    ("hippolyta-4p-team-b", f"{MID4_B} 1 A:mortal,B:hippolyta,A:mortal,B:mortal {ROUND} -", "Hippolyta on team B"),
    ("hippolyta-4p-gods", f"{MID4_A} 2 A:hippolyta,B:apollo,A:artemis,B:minotaur {ROUND} -",
     "Apollo, her teammate's Artemis, Minotaur"),
    ("hippolyta-4p-wraps", f"{MID4_B} 1 A:urania,B:hippolyta,A:castor,B:iris {ROUND} -",
     "Urania, Castor and her teammate's Iris"),
]


def two_player_rows() -> list[str]:
    """Every two-player row, in the order of the docstring."""
    found = []
    for board in BOARDS:
        for other in OPPONENTS:
            first = "athena[^]" if other == "athena" else other  # her mark matters while B waits
            found.append(f"{board} 1 A:hippolyta,B:{first} {ROUND} -")
            found.append(f"{swap_sides(board)} 2 A:{first},B:hippolyta {ROUND} -")
            found.append(f"{swap_sides(board)} 1 A:{other},B:hippolyta {ROUND} -")
        found.append(f"{BOTH_FEMALE[board]} 1 A:hippolyta,B:hippolyta {ROUND} -")
    return found


def mortal_version(sfen: str) -> str:
    """The row with every Hippolyta seat made mortal; a mortal side has no female worker."""
    board, rest = sfen.split(" ", 1)
    return f"{board.upper()} {re.sub(r':hippolyta(?![a-z_])', ':mortal', rest)}"


def counted(pool: Pool, rows: list[str]) -> dict[str, list[int]]:
    """Depths 1-2 of every row, checked against its mortal version, then depth 3 where cheap."""
    return counted_with_twins(pool, rows, NO_RULINGS, lambda sfen: [(mortal_version(sfen), NO_RULINGS)], DEEP_NODES)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    script = Path(sys.argv[0]).name
    rows = two_player_rows()
    with Pool(args.jobs) as workers:
        table = counted(workers, rows + [sfen for _, sfen, _ in MULTIPLAYER])
    Tables("Hippolyta against mortal and other gods", rows, OUT, MULTIPLAYER, OUT_MULTI,
           multi_title="Hippolyta").write(table, script)
