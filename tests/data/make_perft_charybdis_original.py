"""Write perft-charybdis-original.tsv: perft counts of Charybdis' original text (gods.md §3.3, 32;
the ruling key ``revised-text`` selected), computed by the pure-Python reference oracle
(santorini.reference), never by the native core.

    python tests/data/make_perft_charybdis_original.py

Her original text, as the oracle reads it (santorini/reference/gods_golden_fleece.py, Charybdis'
ruling 8): a move onto a whirlpool is judged first, as any move - a climb onto a level-3 whirlpool,
Pan's drop of two levels or more onto one, Eros' meeting on one win there, and no transport
follows. Otherwise the worker is moved by her card from the whirlpool it entered onto the other
one (with nobody on it; back home when it came from that one), in the entering move's direction,
and that transport wins as a move from the entry onto the exit would: up onto level 3 from a
lower entry (a level-3 entry onto a level-3 exit wins nothing), Pan's drop of two levels or more,
Eros' meeting at the exit, Hera's veto judged at the exit; Pegasus' two-level climb onto the entry
does not stop the transport from winning. Bia removes one step on from the exit too. What the
powers read of a player's moves reads his entering move alone (Athena), as with her revised text
(perft-charybdis.tsv, make_perft_charybdis.py), which holds for all the rest.

The rows, on make_perft_charybdis.py's tight mid-game board (TIGHT_CELLS, below) and 3-player
board: an entering climb onto level 3 (mortal), level-3 whirlpools side by side (back home wins
nothing), Pan's drops (onto the entry and by the transport), Bia's removal beyond the exit, Eros'
meeting at the exit, Athena's climb onto a level-3 entry, Pegasus' climbs, Hera's vetoes on the
entry and the exit, and Eros' meeting with 3 players (on one level, any level).

Columns: sfen, perft 1, perft 2, perft 3. Every row is counted at depths 1-2 and checked against
its twins, which must count otherwise (else the row would not show the original text): the same
position with her revised text (no ruling), and with Charybdis made mortal under the ruling. Then
depth 3 for the rows with at most DEEP_NODES positions at depth 2 (all of them: a few seconds a
row). One process: the rows are counted one after the other. tests/test_charybdis.py checks the
rows on the oracle; a core playing her original text reproduces them with
``santorini.Board(sfen, rulings={"revised-text"}).perft(d)``.

The tight mid-game board is make_perft_charybdis.py's (``tight``, drawn in its docstring).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from god_perft_tables import MID3, ORIGINAL, Tables, count, mortal_version
from make_perft_charybdis import tight

OUT = Path(__file__).with_name("perft-charybdis-original.tsv")

#: Depth 3 for the rows with at most this many positions at depth 2.
DEEP_NODES = 10_000

#: (name, sfen, what it covers)
POSITIONS: list[tuple[str, str, str]] = [
    ("charybdis-original-entry-top", f"{tight(d3='2A')} 1 A:charybdis[a1,d4],B:mortal 6 -",
     "her d3 (level 2) climbs onto the whirlpool d4 (level 3): a win on the entry, no transport to a1 (the "
     "revised text carries it there and it wins nothing)"),
    ("charybdis-original-back-home", f"{tight(d3='0', d4='3A', e4='3')} 1 A:charybdis[d4,e4],B:mortal 6 -",
     "her worker on the whirlpool d4 (level 3) next to the other one, e4 (level 3): d4-e4 carries it back onto "
     "d4, a level-3 entry onto a level-3 exit, no win (the revised text: a win)"),
    ("charybdis-original-pan", f"{tight(d2='2')} 2 A:charybdis[c3,d2],B:pan 6 -",
     "Pan's c2 (level 2) drops onto c3 (level 0): a win on the entry; c2-d2 (level 2) carries him to c3, a drop "
     "of two levels by the transport: a win too, the same outcome, one turn (neither wins with the revised text)"),
    ("charybdis-original-bia", f"{tight(b3='2', d3='0', a2='A', e1='A')} 2 A:charybdis[c3,d2],B:bia 6 -",
     "Bia's b4-c3 (south-east) goes on to d2 and removes Charybdis' e1, one step on from the exit in the move's "
     "direction; her c2-c3 (north) goes on to d2 and finds nobody on d3"),
    ("charybdis-original-eros", f"{tight()} 2 A:charybdis[a3,c3],B:eros 6 -",
     "Eros' c2 (level 2) down onto c3 goes on to a3 (level 1), next to his b4 on level 1: a meeting at the exit, "
     "a win; b4 onto a3 goes on to c3"),
    ("charybdis-original-athena", f"{tight(d2='3')} 2 A:charybdis[c3,d2],B:athena 6 -",
     "Athena's c2 (level 2) climbs onto d2 (level 3): a win on the entry (revised: carried to c3, her climb "
     "marked); her moves down onto c3 go on up to d2 and win (with either text); her other climbs mark her "
     "move up for Charybdis' reply"),
    ("charybdis-original-pegasus", f"{tight(b4='B', a3='3')} 2 A:charybdis[a3,c4],B:pegasus 6 -",
     "Pegasus' b4 (level 0) climbs two levels onto c4 and goes on to a3 (level 3): the transport wins; his climb "
     "of three onto a3 goes on to c4, no win; at depth 2 her b3 climbs onto a3, a win on the entry"),
    ("charybdis-original-hera", f"{tight(d3='2A', e4='3')} 1 A:charybdis[d4,e4],B:hera 6 -",
     "her d3 (level 2) onto d4 (level 3, inside): a win on the entry; onto e4 (level 3, the perimeter): Hera "
     "vetoes it, then the transport to d4 is a level-3 entry onto a level-3 exit, no win"),
    ("charybdis-original-3p-eros", f"{MID3} 1 A:eros,B:charybdis[c5,e2],C:pan 6 -",
     "3 players: Eros' d2 (level 1) down onto e2 goes on to c5 (level 2), next to his b4 on level 2: a meeting "
     "on one level at the exit, a win"),
]


def main() -> None:
    table: dict[str, list[int]] = {}
    began = time.perf_counter()
    for name, sfen, _ in POSITIONS:
        counts = count(sfen, ORIGINAL, range(1, 3))
        twins = {"her revised text": (sfen, frozenset()),
                 "Charybdis made mortal": (mortal_version("charybdis", sfen), ORIGINAL)}
        for label, (other, rulings) in twins.items():
            if count(other, rulings, range(1, 3)) == counts:
                raise SystemExit(f"{name}: perft 1-2 {counts} as with {label}; the row does not show her original text")
        if counts[1] <= DEEP_NODES:
            counts += count(sfen, ORIGINAL, range(3, 4))
        table[sfen] = counts
        print(f"{name:32} {counts}  {time.perf_counter() - began:.0f} s", flush=True)
    Tables("", [], None, POSITIONS, OUT, multi_heading="of Charybdis' original text (ruling revised-text)",
           shallow=2, deepest=3).write(table, script=Path(sys.argv[0]).name)
    print(f"wrote {OUT.name}", file=sys.stderr)


if __name__ == "__main__":
    main()
