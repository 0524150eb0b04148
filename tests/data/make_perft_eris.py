"""Write perft-eris.tsv and perft-eris-original.tsv: perft counts with Eris (gods.md §3.5, 60),
computed by the pure-Python reference oracle (santorini.reference), never by the native core.

    python tests/data/make_perft_eris.py [--budget SECONDS] [--jobs N] [--resume]

Eris' turn is her ordinary turn (a mortal's move and build) or the alternative turn: the plain
move and build of one opposing worker she has not marked, written from its square. Her state
``eris[b2,d4]`` marks, for each opponent (a side; a seat with the Pantheon edition's pairs), the
workers it moved in its last turn that moved any of its own; the mark follows a worker through
forces and goes with it. The rulings are in santorini/reference/gods_promo.py.

perft-eris.tsv (the revised text, the default): 2 players right after placement (nothing
marked), mid-game rows against Pan (the alternative turn climbs onto level 3 and drops two
levels with his worker: nobody wins; his marked worker is out of her reach), Athena with her
mark set (Eris may not move up, Athena's own worker may), Apollo, Castor & Pollux and Proteus to
move (the mark becomes every worker their turn moved - onto Eris' square after Apollo's swap,
both after Castor's moves, not the worker Proteus forces -, a build alone leaves it), Harpies
(her own moves slide, the alternative turn's does not), Dionysus (the alternative turn's dome
on level 3 earns him nothing; his extra turns move her workers and leave his mark), Chronus (the
alternative turn may build the fifth tower: he wins after it), the powers whose turns the core
once listed by where the workers end and now tells apart by which workers moved (Hermes' walks,
Nemesis' trades, Atalanta's walks, Triton's runs, Hydra's move and new head), Tyche (her draw moves nobody and leaves the mark, her extra turn
after the six marks its mover), Chaos (his reveal moves nobody either; his Simple God's turns mark
as any), a mirror match,
classic 4-player teams, and the Pantheon edition's pairs (a teammate's push carries the mark
along).

perft-eris-original.tsv: the original text (the ruling key ``revised-text`` selected; the tests
count these rows with it): nobody wins during the alternative turn and the conditions on the
board are not judged at its end (her truce, ``eris[c2,truce]``), so a fifth tower it builds does
not make Chronus win then.

Columns: sfen, perft 1, perft 2, perft 3[, perft 4]. Depths 1-3 are counted for every row, then
depth 4 row by row, cheapest first, while the budget lasts. With ``--resume`` the counts of the
rows already in the tables are kept (depths 1-2 are counted anew and must be the same). The script stops if a row counts as
the same row with Eris made mortal (her state dropped) at depths 1-2 - or 1-3 for a row where she
acts only at depth 3, the Pantheon row -, or an original-text row as the same row with the
revised text at depths 1-3: it would not show her power or the text. tests/test_eris.py checks that ``santorini.Board(sfen).perft(d)`` reproduces every number
and that the depth-1 tokens are the oracle's.

The mid-game board most 2-player rows start from (rank 5 at the top, each cell the height, ``*``
a dome, then a worker), god_perft_tables.MIDGAME::

    5  0   0   1   0   0
    4  0   1B  2   3   0
    3  1   2A  0   1A  3*
    2  0   0   2B  1   0
    1  0   0   0   0   0
"""

from __future__ import annotations

import argparse
import sys
import time
from multiprocessing import Pool, TimeoutError
from pathlib import Path

from god_perft_tables import count, mid, MID4, MIDGAME, mortal_version, OPEN, ORIGINAL, read, Tables

OUT = Path(__file__).with_name("perft-eris.tsv")
OUT_ORIGINAL = Path(__file__).with_name("perft-eris-original.tsv")


#: MIDGAME with c3 and d2 on level 3: B's c2 (level 2) may climb onto either, and drop two levels
#: onto b1, c1 or d1; Eris' b3 (level 2) climbs onto c3 and wins.
PEAKS = mid(c3="3", d2="3")
#: MIDGAME with four complete towers (e3 and the corners a1, e1, a5): a dome on d4 is the fifth.
TOWERS = mid(a1="3*", e1="3*", a5="3*")
#: Nemesis (B) on a1 and c1, Eris (A) on d4 and e5, away from hers: Nemesis may trade.
TRADES = "00000A/0000A0/02100/00010/0B00B00"
#: The Pantheon board of make_perft_pantheon.py (MIDP) with B and D exchanged: A b3 d2, B a3 b1,
#: C b4 d1, D d4 c2. A's d2 pushes D's c2 onto b2 (Minotaur).
PANTHEON = "01210/12C30D1/0B1A3*20/102D1A0/00B10C1"

#: (name, sfen, what it covers), the revised text.
POSITIONS: list[tuple[str, str, str]] = [
    ("eris-placed", f"{OPEN} 1 A:eris,B:mortal 2 -",
     "right after placement, nothing marked: her ordinary turns and the alternative turns with either of B's "
     "workers"),
    ("eris-pan", f"{PEAKS} 1 A:eris[b4],B:pan 6 -",
     "B's b4 marked, out of her reach; the alternative turn with Pan's c2 climbs onto level 3 (c3, d2) or drops "
     "two levels (b1, c1, d1) and wins nothing; her own b3-c3 wins; at depth 2 Pan's climbs and drops win"),
    ("eris-athena", f"{MIDGAME} 1 A:eris[c2],B:athena[^] 6 -",
     "Athena's mark set: Eris' own workers may not move up, the alternative turn may move Athena's b4 up"),
    ("eris-apollo", f"{MIDGAME} 2 A:eris[c2],B:apollo 6 -",
     "Apollo to move: his mover is marked where it ends (onto Eris' square after a swap), the other one is "
     "hers at depth 2"),
    ("eris-castor", f"{MIDGAME} 2 A:eris[c2],B:castor 6 -",
     "Castor & Pollux to move: a move of every worker marks both (one onto the square the other left too), a "
     "build by every worker leaves c2 marked, the ordinary turn marks its mover"),
    ("eris-harpies", f"{OPEN} 1 A:eris[c4],B:harpies 3 -",
     "Harpies: Eris' own moves slide on, the alternative turn with Harpies' c2 does not (her power does not bind "
     "her own worker)"),
    ("eris-dionysus", f"{MIDGAME} 1 A:eris[c2],B:dionysus 6 -",
     "the alternative turn's dome on d4 (level 3) earns Dionysus nothing; his own domes at depth 2 earn extra "
     "turns that move Eris' workers and leave his mark as it was"),
    ("eris-chronus", f"{TOWERS} 1 A:eris[c2],B:chronus 6 -",
     "four complete towers: a dome on d4 by Eris' own turn or by the alternative turn with Chronus' b4 is the "
     "fifth, and Chronus wins (revised text)"),
    ("eris-proteus", f"{mid(e1='B')} 2 A:eris[c2],B:proteus 6 -",
     "Proteus (three workers) to move: the worker he moved is marked, the one forced onto the square it left is "
     "not"),
    ("eris-hermes", f"{MIDGAME} 2 A:eris[c2],B:hermes 6 -",
     "Hermes to move: every worker his turn moved is marked (one that walks back to its square too, both after "
     "moving both), a build alone leaves c2 marked; spellings of one board that mark differently are different "
     "turns"),
    ("eris-nemesis", f"{TRADES} 2 A:eris[c1],B:nemesis 4 -",
     "Nemesis to move, trading with Eris' workers: the worker she moved stays marked on the square the trade "
     "takes it to, the one only traded is not marked; the two pairings of a trade are two turns"),
    ("eris-atalanta", f"{MIDGAME} 2 A:eris[c2],B:atalanta 6 -",
     "Atalanta unspent to move: her walk marks the walker where it ends, a walk back home marks it on its own "
     "square, and the walks home of her two workers that build on one square are two turns"),
    ("eris-triton", f"{MIDGAME} 2 A:eris[c2],B:triton 6 -",
     "Triton to move: his runs along the perimeter mark the runner, back home too, one turn per runner"),
    ("eris-hydra", f"{MIDGAME} 2 A:eris[c2],B:hydra 6 -",
     "Hydra to move: her moved worker is marked, not the head she gains; a move and a new head trading squares "
     "are two turns; the worker she takes out takes its mark with it"),
    ("eris-circe", f"{MIDGAME} 1 A:circe[eris:c2],B:eris[d3] 6 -",
     "Circe holds Eris' power (B's b4 and c2 apart) with her own mark, c2: her alternative turns borrow b4; Eris, "
     "a mortal, keeps her mark d3 and follows Circe's moves; each seat's mark is its own all game"),
    ("eris-tyche-extra", f"{MIDGAME} 1 A:tyche[0,extra],B:eris[b3] 6 resume:1",
     "Tyche's extra turn due, Eris marking b3: the extra turn is an ordinary turn of hers, so its mover is "
     "marked (b3 after a move of d3), pass leaves b3 marked; then Eris' alternative turns"),
    ("eris-tyche-draw", f"{MIDGAME} 1 A:tyche[1,draw],B:eris[b3] 6 resume:1",
     "Tyche's draw due: a blank or the six, neither a turn that moves anyone, leave the mark b3; the six's "
     "extra turn at depth 2 marks its mover before Eris' turns at depth 3"),
    ("eris-chaos-reveal", f"{MIDGAME} 2 A:eris[c2],B:chaos[pan,apollo,draw] 6 resume:1",
     "Chaos reveals after Eris' turn built a dome: each Simple God his deck holds, a turn that moves nobody and "
     "leaves her mark c2; then his turns with the revealed power, which mark their movers"),
    ("eris-chaos-apollo", f"{MIDGAME} 1 A:chaos[apollo],B:eris[b3] 6 -",
     "Chaos holds Apollo: his swaps mark his mover where it ends; his domes on d4 make him reveal at depth 2, "
     "with the mark as his turn left it"),
    ("eris-mirror", f"{OPEN} 1 A:eris[c4],B:eris[b3] 3 -",
     "two Eris: each marks the other's last mover and takes the other's unmarked worker"),
    ("eris-4p-classic", f"{MID4} 3 A:apollo,B:mortal,A:eris[c2],B:minotaur 6 -",
     "classic teams, Eris on seat 3: team B's shared c2 (moved by seat 2) is marked, the alternative turn takes "
     "d4; seat 4's Minotaur then moves (and marks) a B worker, seat 1's Apollo swaps"),
    ("eris-pantheon", f"{PANTHEON} 1 A:minotaur,B:mortal,C:eris[b1,c2],D:mortal 6 -",
     "the Pantheon edition's pairs, Eris on seat 3 marks B's b1 and D's c2: A's d2 pushes D's marked c2 onto b2 "
     "(the mark goes along), B's turn marks its own mover, then Eris may take D's d4 but not b2"),
]

#: (name, sfen, what it covers), the original text (``revised-text`` selected).
ORIGINAL_POSITIONS: list[tuple[str, str, str]] = [
    ("eris-chronus-original", f"{TOWERS} 1 A:eris[c2],B:chronus 6 -",
     "eris-chronus with the original text: the fifth tower built by the alternative turn wins nothing then; "
     "Chronus wins on the next turn's first step (her own turn's fifth tower wins at once, as ever)"),
    ("eris-chronus-next", f"{TOWERS} 2 A:eris[c2],B:chronus 6 -",
     "Chronus to move first, then Eris' alternative turns at depth 2 build the fifth tower without a win "
     "(original text), and Chronus' replies at depth 3 win on their first step"),
]

#: Depth 4 is tried for the rows with at most this many positions at depth 3.
DEEP4_NODES = 700_000


def run(tables: list[tuple[Tables, frozenset[str]]], budget: float, jobs: int, resume: bool) -> None:
    began = time.perf_counter()
    rows = [(sfen, rulings) for t, rulings in tables for _, sfen, _ in t.positions]
    kept = {(sfen, rulings): found for t, rulings in tables if resume
            for sfen, found in read([t.out_multi]).items()}
    with Pool(jobs) as pool:
        counts = dict(zip(rows, pool.starmap(count, [(sfen, rulings, range(1, 3)) for sfen, rulings in rows])))
        for row in rows:
            if row in kept and kept[row][:2] != counts[row]:
                raise SystemExit(f"{row[0]}: depths 1-2 are now {counts[row]}, the table says {kept[row][:2]}")
        twins = [(mortal_version("eris", sfen), rulings) for sfen, rulings in rows]
        plain = dict(zip(rows, pool.starmap(count, [(sfen, rulings, range(1, 3)) for sfen, rulings in twins])))
        print(f"depths 1-2: {time.perf_counter() - began:.0f} s", flush=True)
        fresh = [row for row in rows if len(kept.get(row, ())) < 3]
        for row, (perft3,) in zip(fresh, pool.starmap(count, [(sfen, rulings, range(3, 4)) for sfen, rulings in fresh])):
            counts[row].append(perft3)
        for row in rows:
            if row not in fresh:
                counts[row] = list(kept[row])
        # A row whose Eris acts only at depth 3 (the Pantheon row) shows her there.
        late = [row for row in rows if counts[row][:2] == plain[row]]
        for (row, twin), (perft3,) in zip([(row, twins[rows.index(row)]) for row in late],
                                           pool.starmap(count, [(*twins[rows.index(row)], range(3, 4)) for row in late])):
            plain[row].append(perft3)
        idle = [f"{sfen}: {counts[(sfen, rulings)]} as with Eris made mortal"
                for sfen, rulings in rows if counts[(sfen, rulings)][:len(plain[(sfen, rulings)])] == plain[(sfen, rulings)]]
        revised = [(sfen, frozenset()) for sfen, rulings in rows if rulings]
        again = dict(zip(revised, pool.starmap(count, [(sfen, r, range(1, 4)) for sfen, r in revised])))
        idle += [f"{sfen}: the original text counts as the revised one, {again[(sfen, frozenset())]}"
                 for sfen, rulings in rows if rulings and counts[(sfen, rulings)] == again[(sfen, frozenset())]]
        if idle:
            raise SystemExit("\n".join(idle))
        print(f"depths 1-3: {time.perf_counter() - began:.0f} s", flush=True)
        for t, rulings in tables:  # saved before the deeper counts
            t.write({sfen: counts[(sfen, rulings)] for _, sfen, _ in t.positions}, Path(sys.argv[0]).name)
        deep = sorted((row for row in rows if len(counts[row]) == 3 and counts[row][2] <= DEEP4_NODES),
                      key=lambda row: counts[row][2])
        pending = {row: pool.apply_async(count, (row[0], row[1], range(4, 5))) for row in deep}
        for row in deep:
            try:
                (perft4,) = pending[row].get(timeout=max(budget - (time.perf_counter() - began), 0.001))
            except TimeoutError:
                break
            counts[row].append(perft4)
            print(f"perft4 {perft4:>12}  {row[0]}", flush=True)
            for t, rulings in tables:
                t.write({sfen: counts[(sfen, rulings)] for _, sfen, _ in t.positions}, Path(sys.argv[0]).name)
    for t, _ in tables:
        print(f"wrote {t.out_multi.name}", file=sys.stderr)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--budget", type=float, default=1800.0, help="wall-clock seconds for the whole run")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--resume", action="store_true", help="keep the counts of the rows already in the tables")
    args = parser.parse_args()
    run([(Tables("", [], None, POSITIONS, OUT, god="eris", shallow=3, deepest=4,
                 multi_heading="with Eris (2 players, classic 4-player teams and Pantheon pairs; revised text)"),
          frozenset()),
         (Tables("", [], None, ORIGINAL_POSITIONS, OUT_ORIGINAL, god="eris", shallow=3, deepest=4,
                 multi_heading="with Eris' original text (the ruling key revised-text selected)"), ORIGINAL)],
        args.budget, args.jobs, args.resume)
