"""Write the perft table of Clio (gods.md §3.3, 33) against Medusa and the Maenads: oracle perft
counts computed by the pure-Python reference oracle (santorini.reference), never by the native core.

    python tests/data/make_perft_clio_targets.py [--jobs N]

Medusa (end of her turn: every opponent worker next to one of hers on a strictly lower level is
petrified) and the Maenads (end of their turn: an opposing worker between two of theirs on a line
of three squares makes its side lose) pick their targets on the board. Our ruling (docs/
golden-fleece-gods.md, "33 Clio"): a Clio worker standing on one of her coins is invisible to them,
never petrified, never between them; off her coins her workers are taken as usual, and so are a
third seat's workers with 3 players.

The rows are positions of seeded random games (``god_perft_tables.game_positions``) of Clio against
Medusa and against the Maenads, both seat orders (ROWS_EACH rows a lineup from GAMES games), and of
3 players, Clio with Medusa or the Maenads and a third god in each of the three seat orders (one row
a lineup from GAMES_3P games, the positions where no seat is eliminated). Each game's positions are ranked, best first:

1. ``spared`` at ply 1: the seat to act is Medusa / the Maenads and one of its turns that does not
   win ends with a Clio worker on her coin where the power would take it if it saw it (so a power
   that took it would leave Clio other turns at depth 2);
2. ``spared`` at ply 2: the same after one turn (it shows at depth 3);
3. the others: a Clio worker on her coin next to a Medusa / Maenads worker, two squares from one,
   anywhere; a coin next to one of their workers; the rest;

ties in a random order, and the candidates are tried rank by rank, one game after the other.

A row is kept only if it counts otherwise than its twin, the row with Medusa / the Maenads made
mortal (their power shows in it), at depths 1-2 - or, for a ``spared`` row whose depth 2 has at most
DEEP_SPARED positions, at depths 1-3: where the ruling spares Clio's worker the power often does
nothing else within two plies, and those are the rows a wrong reading would count otherwise.

* perft-clio-targets.tsv: the two-player rows, then the 3-player rows (each named, with its game);
  a comment notes the ``spared`` rows.

Columns: sfen, perft 1, perft 2[, perft 3]. Depths 1 and 2 are counted for every row, depth 3 for
the rows with at most DEEP_NODES positions at depth 2 and for the ``spared`` rows kept by it.

``santorini.rules.gods.lineup_problem`` still refuses these pairs while the engine's ENGINE_BANS
lists them, so the lineups are checked here without those pairs (``allowed``).
"""

from __future__ import annotations

import argparse
import random
import sys
from itertools import combinations
from multiprocessing.pool import Pool
from pathlib import Path

from god_perft_tables import count, game_positions, mortal_version
from make_perft_clio import DEEP_NODES, coins_of

from santorini.reference import RefPosition, neighbours
from santorini.reference.gods_promo import caught_between
from santorini.reference.turn import Pieces
from santorini.rules.gods import allowed as allowed_with, banned

HERE = Path(__file__).parent
OUT = HERE / "perft-clio-targets.tsv"
NO_RULINGS: frozenset[str] = frozenset()
GOD = "clio"
#: The gods whose end-of-turn powers target workers on the board.
TARGETERS = ("medusa", "maenads")
#: The pairs this table is about, which the engine's ENGINE_BANS refuses until the core plays them.
LIFTED = frozenset(frozenset((GOD, god)) for god in TARGETERS)

#: Two players: rows per lineup (4 lineups: each targeter, both seat orders), random games per lineup.
ROWS_EACH = 6
GAMES = 24
#: Three players: the third seat's god is drawn from these (all play 3 players: Simple Gods and a
#: few whose forces move workers next to others); random games per lineup (one row a lineup).
THIRDS = ["apollo", "artemis", "athena", "atlas", "demeter", "hephaestus", "minotaur", "pan", "prometheus", "charon",
          "hera", "hestia", "persephone", "poseidon", "zeus"]
GAMES_3P = 12
PLIES = 40
SIDES = "ABC"

#: A ``spared`` row may be judged at depth 3 (against its twin) when its depth 2 has at most this
#: many positions.
DEEP_SPARED = 5000
#: Candidates' order by ``spared``: at ply 1 (it shows at depth 2), at ply 2 (depth 3), not at all.
SPARED_RANK = {1: 0, 2: 1, 0: 2}


def allowed(gods: list[str]) -> bool:
    """What ``lineup_problem`` would say but for the pairs of LIFTED: every god allowed with
    this many players, each once, and no banned pair but Clio with Medusa / the Maenads."""
    n = len(gods)
    return (all(allowed_with(god, n) for god in gods) and len(set(gods)) == n
            and not any(banned(a, b) for a, b in combinations(gods, 2) if frozenset((a, b)) not in LIFTED))


# ---------------------------------------------------------------------- which rows show the ruling


def clio_on_coins(p: RefPosition) -> list[tuple[int, str]]:
    """(square, side) of every Clio worker standing on one of her own coins."""
    found = []
    for seat, god in enumerate(p.gods):
        if god == GOD and not p.eliminated[seat]:
            side = p.sides[seat]
            found += [(sq, side) for sq in p.coins[seat] if p.side_of(sq) == side]
    return found


def would_take(p: RefPosition, side: str, god: str) -> bool:
    """After a turn of ``side`` (``god``: Medusa or the Maenads): a Clio worker on her coin stands
    where the power would take it if it saw it (next to a higher Medusa worker; between two
    Maenads workers on the board with every worker on it)."""
    hidden = [sq for sq, clio in clio_on_coins(p) if clio != side]
    if god == "medusa":
        return any(p.side_of(n) == side and p.heights[n] > p.heights[sq] for sq in hidden for n in neighbours(sq))
    everyone = Pieces(list(p.heights), list(p.domes), dict(p.workers), frozenset())
    return bool(set(hidden) & set(caught_between(everyone, side)))


def spares_now(q: RefPosition) -> bool:
    """One of the turns of the seat to act (Medusa or the Maenads) that does not win ends with a
    Clio worker on her coin where the power would take it if it saw it."""
    god, side = q.gods[q.seat], q.sides[q.seat]
    if q.extra:
        return False  # a Dionysus extra turn has no power
    for turn in q.legal_turns():
        r = q.copy()
        r.play(turn)
        if r.winner_seat is None and would_take(r, side, god):
            return True
    return False


def spared(sfen: str) -> int:
    """The first ply (1 or 2; 0: neither) at which a Medusa or Maenads turn can end with a Clio
    worker on her coin that the power would have taken if it saw it."""
    p = RefPosition(sfen)
    if p.gods[p.seat] in TARGETERS:
        return 1 if spares_now(p) else 0
    for turn in p.legal_turns():
        q = p.copy()
        q.play(turn)
        if not q.is_over() and q.gods[q.seat] in TARGETERS and spares_now(q):
            return 2
    return 0


def preference(p: RefPosition) -> int:
    """Lower is better: a Clio worker on her coin next to a Medusa / Maenads worker, two squares
    from one, anywhere; a coin next to one of their workers; none of these."""
    theirs = {sq for sq, letter in p.workers.items()
              if p.gods[p.sides.index(letter.upper())] in TARGETERS}
    on = [sq for sq, _ in clio_on_coins(p)]
    if any(n in theirs for sq in on for n in neighbours(sq)):
        return 0
    if any(m in theirs for sq in on for n in neighbours(sq) for m in neighbours(n)):
        return 1
    if on:
        return 2
    return 3 if any(n in theirs for sq in coins_of(p) for n in neighbours(sq)) else 4


def ranked(pool: Pool, games: list[list[RefPosition]], rng: random.Random) -> list[list[tuple[int, str]]]:
    """Each game's positions with their ``spared`` (asked of the positions with a Clio worker on a
    coin), best first: by ``SPARED_RANK``, then by ``preference``, ties in a random order."""
    keyed = [[(preference(p), rng.random(), p.sfen()) for p in game] for game in games]
    asked = sorted({sfen for game in keyed for pref, _, sfen in game if pref <= 2})
    saves = dict(zip(asked, pool.map(spared, asked)))
    found = []
    for game in keyed:
        best = sorted((SPARED_RANK[saves.get(sfen, 0)], pref, tie, sfen) for pref, tie, sfen in game)
        found.append([(saves.get(sfen, 0), sfen) for _, _, _, sfen in best])
    return found


# ---------------------------------------------------------------------- counts and twins


def twin(sfen: str) -> str:
    """The row with Medusa / the Maenads made mortal (its power gone, Clio's coins kept)."""
    god = next(g for g in TARGETERS if f":{g}" in sfen.split()[2])
    return mortal_version(god, sfen)


def judged(sfen: str, ply: int) -> tuple[list[int], bool]:
    """The row's counts (depths 1-2, and 3 where DEEP_NODES or a ``spared`` row's DEEP_SPARED
    allows), and whether they differ from its twin's at the same depths (none at depth 1: no)."""
    counts = count(sfen, NO_RULINGS, range(1, 3))
    other = count(twin(sfen), NO_RULINGS, range(1, 3))
    if counts[0] == 0:
        return counts, False
    if counts[1] <= DEEP_NODES or (ply and counts[1] <= DEEP_SPARED):
        counts += count(sfen, NO_RULINGS, range(3, 4))
        if counts[:2] == other:
            other += count(twin(sfen), NO_RULINGS, range(3, 4))
    return counts, counts[:len(other)] != other


def pick(pool: Pool, games: list[list[tuple[int, str]]], wanted: int) -> list[tuple[int, str, list[int]]]:
    """``wanted`` rows ``(spared, sfen, counts)`` from one lineup's games: the candidates by
    ``SPARED_RANK``, each rank one game after the other (round robin over the games' orders),
    each kept if it counts otherwise than its twin (``judged``)."""
    order = list(dict.fromkeys(game[k] for k in range(max(map(len, games), default=0)) for game in games
                               if k < len(game)))
    order.sort(key=lambda row: SPARED_RANK[row[0]])  # stable: the round robin stays within each rank
    rows: list[tuple[int, str, list[int]]] = []
    while order and len(rows) < wanted:
        batch, order = order[:wanted - len(rows)], order[wanted - len(rows):]
        verdicts = pool.starmap(judged, [(sfen, ply) for ply, sfen in batch])
        rows += [(ply, sfen, counts) for (ply, sfen), (counts, shows) in zip(batch, verdicts) if shows]
    return rows


# ---------------------------------------------------------------------- lineups and the table


def two_player_lineups() -> list[list[str]]:
    return [order for god in TARGETERS for order in ([GOD, god], [god, GOD]) if allowed(order)]


def three_player_lineups(rng: random.Random) -> list[list[str]]:
    """Clio, Medusa or the Maenads and a third god, in each of the three seat orders (Clio in seat 1,
    2 and 3, the targeter right after her)."""
    found = []
    for god in TARGETERS:
        for seat in range(3):
            while True:
                third = rng.choice(THIRDS)
                gods = [GOD, god, third] if seat == 0 else [third, GOD, god] if seat == 1 else [god, third, GOD]
                if allowed(gods):
                    break
            found.append(gods)
    return found


def line(ply: int, sfen: str, counts: list[int], name: str = "") -> list[str]:
    """A row of the table, after its comment: its name and game with 3 players, and whether it is ``spared``."""
    notes = [note for note in (name, f"spared at ply {ply}" if ply else "") if note]
    return ([f"# {'; '.join(notes)}"] if notes else []) + ["\t".join([sfen, *map(str, counts)])]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    rng = random.Random("perft-clio-targets")
    rows: list[tuple[int, str, list[int]]] = []
    multi: list[tuple[str, tuple[int, str, list[int]]]] = []
    with Pool(args.jobs) as pool:
        for gods in two_player_lineups():
            games = [game_positions(gods, rng, PLIES) for _ in range(GAMES)]
            got = pick(pool, ranked(pool, games, rng), ROWS_EACH)
            rows += got
            print(f"{','.join(gods)}: {len(got)} rows, spared at plies {[ply for ply, _, _ in got]}", flush=True)
        for gods in three_player_lineups(rng):
            # three seats in play: a third seat's workers are taken as usual beside her hidden ones
            games = [[p for p in game_positions(gods, rng, PLIES) if not any(p.eliminated)] for _ in range(GAMES_3P)]
            got = pick(pool, ranked(pool, games, rng), 1)
            what = ", ".join(f"{side}:{god}" for side, god in zip(SIDES, gods))
            multi += [(what, row) for row in got]
            print(f"{what}: {len(got)} rows, spared at plies {[ply for ply, _, _ in got]}", flush=True)
    script = Path(sys.argv[0]).name
    lines = [f"# oracle perft of Clio against Medusa and the Maenads, positions of random games, 2 players then 3: "
             f"sfen, perft 1, perft 2[, perft 3] ({script})",
             "# 'spared at ply N': the N-th turn from the row can be a Medusa / Maenads turn that ends with a Clio "
             "worker on her coin where the power would take it if it saw it"]
    for row in rows:
        lines += line(*row)
    for i, (what, row) in enumerate(multi, 1):
        lines += line(*row, name=f"{GOD}-targets-3p-{i}: a random game of {what}")
    OUT.write_text("\n".join(lines) + "\n")
    plies = [ply for ply, _, _ in rows] + [row[0] for _, row in multi]
    deep = sum(len(counts) > 2 for _, _, counts in rows) + sum(len(row[2]) > 2 for _, row in multi)
    print(f"{OUT.name}: {len(rows)} rows, {len(multi)} with 3 players, {deep} with perft 3; spared at ply 1: "
          f"{plies.count(1)}, at ply 2: {plies.count(2)}", flush=True)


if __name__ == "__main__":
    main()
