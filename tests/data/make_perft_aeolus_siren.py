"""Write the perft tables of Aeolus (gods.md §3.3, 31) and Siren (42): oracle perft counts
computed by the pure-Python reference oracle (santorini.reference), never by the native core.

    python tests/data/make_perft_aeolus_siren.py [--jobs N]

Aeolus' wind (state ``aeolus[ne]``, blowing toward ne) bars every worker's moves toward the
opposite direction; after his build he puts it out (``=dir``) or takes it back (``=off``);
original text: it always blows, he orients it at setup and must turn it after each turn that
does not win. Siren orients her Song at setup (``=ne``, state ``siren[ne]``) and may force
opposing workers along it, then build (``b2>c3>d4^b3``; original text: the forces alone,
``>c3>d4``).

The rows are positions picked at random (a fixed seed) from random games of the god against a
spread of other gods (OPPONENTS), both seat orders, plus setup positions: the setup
orientations (``=dir`` before any placement) and the placements after them. Every row is kept
only if it counts otherwise at depths 1-2 than its twins - the row with the god made mortal,
and, for the original-text tables, the row under the revised text (where that position is
legal) -, so every row exercises the power.

* perft-aeolus.tsv, perft-siren.tsv: two players, revised text (ROWS rows each);
* perft-aeolus-multiplayer.tsv, perft-siren-multiplayer.tsv: 3 players and 4 players in teams
  (MULTI rows each, named by their game);
* perft-aeolus-original.tsv, perft-siren-original.tsv: two players, the original text (ruling
  ``revised-text`` selected; ORIGINAL_ROWS rows each).

Columns: sfen, perft 1, perft 2[, perft 3]. Depths 1 and 2 are counted for every row, depth
3 for the rows with at most DEEP_NODES positions at depth 2.
"""

from __future__ import annotations

import argparse
import random
import sys
from multiprocessing.pool import Pool
from pathlib import Path

from god_perft_tables import ORIGINAL, Tables, count, counted_with_twins, mortal_version

from santorini.errors import SfenError
from santorini.reference import RefPosition
from santorini.rules.gods import lineup_problem

HERE = Path(__file__).parent
NO_RULINGS: frozenset[str] = frozenset()

#: Depth 3 is counted for the rows with at most this many positions at depth 2.
DEEP_NODES = 2500

#: Rows per table: two-player revised, multiplayer, two-player original.
ROWS = 72
MULTI = 14
ORIGINAL_ROWS = 20

#: The gods the two meet (two players): mortal, the Simple Gods, and gods whose moves, forces
#: or restrictions meet the wind and the Song.
OPPONENTS = ["mortal", "apollo", "artemis", "athena", "atlas", "demeter", "hephaestus", "hermes", "minotaur", "pan",
             "prometheus", "hippolyta", "iris", "charon", "limus", "persephone", "hades", "europa", "triton",
             "urania", "castor", "scylla", "pegasus", "dionysus", "aeolus", "siren"]
#: Gods for the 3- and 4-player games (each allowed with the count).
OPPONENTS_3 = ["mortal", "apollo", "artemis", "athena", "minotaur", "hippolyta", "iris", "charon", "hades", "europa",
               "persephone", "triton", "limus", "pan"]
OPPONENTS_4 = ["mortal", "apollo", "artemis", "athena", "minotaur", "hippolyta", "iris", "charon", "hades", "europa",
               "persephone", "scylla", "pan"]

EMPTY = "00000/00000/00000/00000/00000"
SIDES = {2: "AB", 3: "ABC", 4: "ABAB"}


def orients(god: str, rulings: frozenset[str]) -> bool:
    """Does a seat of this god make a setup orientation? Siren always, Aeolus with his original text."""
    return god == "siren" or (god == "aeolus" and bool(rulings))


def start(gods: list[str], rulings: frozenset[str]) -> RefPosition:
    """The empty board, the first seat with a setup orientation to move (else seat 1)."""
    first = next((i for i, god in enumerate(gods) if orients(god, rulings)), 0)
    seats = ",".join(f"{side}:{god}" for side, god in zip(SIDES[len(gods)], gods))
    return RefPosition(f"{EMPTY} {first + 1} {seats} 1 -", rulings)


def game_positions(gods: list[str], rulings: frozenset[str], rng: random.Random, plies: int) -> list[str]:
    """The positions of a random game (setup included), up to ``plies`` turns or its end."""
    p = start(gods, rulings)
    found = []
    for _ in range(plies):
        if p.is_over():
            break
        found.append(p.sfen())
        p.play(rng.choice(p.legal_turns()))
    return found


def legal(sfen: str, rulings: frozenset[str]) -> bool:
    """Is this a position under the rulings? (A twin may not be: the row without Siren where
    Aeolus' original text orients first, a revised wind before every side has placed.)"""
    try:
        RefPosition(sfen, rulings)
    except SfenError:
        return False
    return True


def twins(god: str, rulings: frozenset[str]):
    """The twins a row must count otherwise than: the god made mortal, and - original text - the
    row under the revised text - those of them that are positions under their rulings."""

    def of(sfen: str) -> list[tuple[str, frozenset[str]]]:
        found = [(mortal_version(god, sfen), rulings)] + ([(sfen, NO_RULINGS)] if rulings else [])
        return [(text, keys) for text, keys in found if legal(text, keys)]

    return of


def shows(pool: Pool, candidates: list[str], god: str, rulings: frozenset[str]) -> list[bool]:
    """Which candidates count otherwise than each of their twins at depths 1-2."""
    twin_of = twins(god, rulings)
    jobs = [(sfen, rulings, range(1, 3)) for sfen in candidates]
    pairs = [(i, twin) for i, sfen in enumerate(candidates) for twin in twin_of(sfen)]
    jobs += [(sfen, twin_rulings, range(1, 3)) for _, (sfen, twin_rulings) in pairs]
    counts = pool.starmap(count, jobs)
    ok = [True] * len(candidates)
    for k, (i, _) in enumerate(pairs):
        if counts[len(candidates) + k] == counts[i]:
            ok[i] = False
    return ok


def pick(pool: Pool, candidates: list[str], god: str, rulings: frozenset[str], wanted: int,
         must: list[str]) -> list[str]:
    """``must`` (each must show the power) and the first candidates that show it, ``wanted``
    rows in all (candidates are tried a batch at a time)."""
    missing = [s for s, ok in zip(must, shows(pool, must, god, rulings)) if not ok]
    if missing:
        raise SystemExit(f"the power shows nowhere in perft 1-2 of {missing}")
    chosen = list(must)
    rest = list(dict.fromkeys(s for s in candidates if s not in chosen))
    while rest and len(chosen) < wanted:
        batch, rest = rest[:2 * (wanted - len(chosen))], rest[2 * (wanted - len(chosen)):]
        chosen += [s for s, ok in zip(batch, shows(pool, batch, god, rulings)) if ok]
    return chosen[:wanted]


def two_player_candidates(god: str, rulings: frozenset[str], rng: random.Random, per_opponent: int) -> list[str]:
    """Positions from random games against each opponent, the god as seat 1 and as seat 2,
    past the setup (placed or later), at random plies."""
    found = []
    for other in OPPONENTS:
        for order in ([[god, god]] if other == god else [[god, other], [other, god]]):
            game = game_positions(order, rulings, rng, 26)
            played = [s for s in game if "A" in s.split()[0] and "B" in s.split()[0]]
            found += rng.sample(played, min(per_opponent, len(played)))
    rng.shuffle(found)
    return found


def setup_rows(god: str, rulings: frozenset[str]) -> list[str]:
    """The setup orientation of the god as seat 1 and as seat 2 (Aeolus' original text, Siren's
    revised one: her orientation is the same in both texts), the placement of the other side after the god's side placed
    (the god as seat 1, to act next), and Siren against Aeolus (both orient, original text)."""
    found = []
    if orients(god, rulings) and not (god == "siren" and rulings):  # Siren orients alike in both texts
        found += [f"{EMPTY} 1 A:{god},B:mortal 1 -", f"{EMPTY} 2 A:pan,B:{god} 1 -"]
    state = "[n]" if orients(god, rulings) else ""
    found.append(f"00000/00000/00A0A00/00000/00000 2 A:{god}{state},B:mortal 1 -")
    found.append(f"00000/00000/00A0A00/00000/00000 2 A:{god}{state},B:apollo 1 -")
    if rulings:
        found.append(f"{EMPTY} 1 A:siren,B:aeolus 1 -" if god == "siren" else f"{EMPTY} 2 A:siren[s],B:aeolus 1 -")
    return found


def multiplayer(god: str, rng: random.Random) -> list[tuple[str, str, str]]:
    """(name, sfen, what) for 3-player and 4-player games: the god's setup orientation (Siren),
    then positions at random plies of random games, the god in each seat."""
    found = []
    if god == "siren":
        found.append((f"{god}-3p-setup", f"{EMPTY} 2 A:mortal,B:siren,C:hades 1 -", "her Song oriented by seat 2"))
        found.append((f"{god}-4p-setup", f"{EMPTY} 4 A:mortal,B:mortal,A:apollo,B:siren 1 -",
                      "her Song oriented by seat 4, then seat 1 places"))
    else:
        found.append((f"{god}-3p-placed", f"00000/00000/00A0A00/00000/00000 2 A:{god},B:mortal,C:mortal 1 -",
                      "seats 2 and 3 place, then his first turn (nine outcomes a move and build)"))
    for players, pool_gods in ((3, OPPONENTS_3), (4, OPPONENTS_4)):
        for seat in range(players):
            others = rng.sample([g for g in pool_gods if g != god], players - 1)
            gods = others[:seat] + [god] + others[seat:]
            game = [s for s in game_positions(gods, NO_RULINGS, rng, 30) if s.split()[0].count("A") >= 1
                    and all(letter in s.split()[0] for letter in SIDES[players])]
            for sfen in rng.sample(game[2:], min(2, max(len(game) - 2, 0))):
                what = ", ".join(f"{side}:{g}" for side, g in zip(SIDES[players], gods))
                found.append((f"{god}-{players}p-seat{seat + 1}-{len(found)}", sfen, f"a random game of {what}"))
    # The oracle plays banned pairs too (Pan against Hades): their rows are left out, after the
    # games, so that the other rows stay what the same seed gives.
    return [row for row in found if lineup_problem(
        [seat.split(":")[1].split("[")[0] for seat in row[1].split()[2].split(",")], len(row[1].split()[2].split(",")))
        is None]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    script = Path(sys.argv[0]).name
    with Pool(args.jobs) as pool:
        for god in ("aeolus", "siren"):
            rng = random.Random(f"perft-{god}")
            rows = pick(pool, two_player_candidates(god, NO_RULINGS, rng, 4), god, NO_RULINGS, ROWS,
                        setup_rows(god, NO_RULINGS))
            multi = multiplayer(god, rng)
            keep = shows(pool, [sfen for _, sfen, _ in multi], god, NO_RULINGS)
            multi = [m for m, ok in zip(multi, keep) if ok][:MULTI]
            table = counted_with_twins(pool, rows + [sfen for _, sfen, _ in multi], NO_RULINGS,
                                       twins(god, NO_RULINGS), DEEP_NODES)
            title = god.capitalize()
            Tables(f"{title} against mortal and other gods, positions of random games and setups (revised text)",
                   rows, HERE / f"perft-{god}.tsv", multi, HERE / f"perft-{god}-multiplayer.tsv",
                   multi_title=title).write(table, script)
            original = pick(pool, two_player_candidates(god, ORIGINAL, rng, 1), god, ORIGINAL, ORIGINAL_ROWS,
                            setup_rows(god, ORIGINAL))
            table = counted_with_twins(pool, original, ORIGINAL, twins(god, ORIGINAL), DEEP_NODES)
            Tables(f"the original text of {title} (ruling revised-text), positions of random games and setups",
                   original, HERE / f"perft-{god}-original.tsv").write(table, script)
            print(f"{god}: {len(rows)} rows, {len(multi)} multiplayer, {len(original)} original", flush=True)


if __name__ == "__main__":
    main()
