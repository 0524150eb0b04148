"""Write the perft tables of Clio (gods.md §3.3, 33): oracle perft counts computed by the
pure-Python reference oracle (santorini.reference), never by the native core.

    python tests/data/make_perft_clio.py [--jobs N]

Clio plays the ordinary turn; after each of her first three block builds a coin from her card
goes on that block (state ``clio[b2,c3,x]``: the coins on the board, an ``x`` per coin removed
from the game); a build on a coin removes it from the game. To every opponent a coin square is a
dome with nothing else on it: no move, force, placement or build there, and her worker standing
on it is out of their reach (no swap, push, ferry, removal, jump...).

The rows are positions picked at random (a fixed seed) from random games of Clio against a
spread of other gods (OPPONENTS), both seat orders: from each game a position with a worker of
hers on a coin if there is one, else one with a coin next to an opposing worker, else one with a
coin, else any position after the placements. A few more rows come from the same games: the
positions with a worker of hers on a coin. Every row is kept only if it counts otherwise at
depths 1-2 than its twin, the row with Clio made mortal (her coins gone), so every row exercises
the power. Lineups that ``santorini.rules.gods.lineup_problem`` refuses are left out (and Clio
never meets Medusa or the Maenads here, whose end-of-turn powers target workers: their rows are
make_perft_clio_targets.py's, and leaving them out keeps these tables as they were drawn).

* perft-clio.tsv: two players (ROWS rows);
* perft-clio-multiplayer.tsv: 3 players (MULTI rows, named by their game).

Columns: sfen, perft 1, perft 2[, perft 3]. Depths 1 and 2 are counted for every row, depth
3 for the rows with at most DEEP_NODES positions at depth 2.
"""

from __future__ import annotations

import argparse
import random
import sys
from multiprocessing.pool import Pool
from pathlib import Path

from god_perft_tables import SIDES, Tables, count, counted_with_twins, game_positions, mortal_version, read

from santorini.reference import RefPosition, neighbours
from santorini.rules.gods import lineup_problem

HERE = Path(__file__).parent
NO_RULINGS: frozenset[str] = frozenset()
GOD = "clio"

#: Depth 3 is counted for the rows with at most this many positions at depth 2.
DEEP_NODES = 2500

#: Rows: two players, three players.
ROWS = 70
MULTI = 12

#: The gods she meets: mortal, the Simple Gods, and gods whose moves, forces, placements,
#: removals or builds meet the coins (every one allowed with her by ``lineup_problem``).
OPPONENTS = ["mortal", "apollo", "minotaur", "bia", "charon", "artemis", "athena", "atlas", "demeter", "hephaestus",
             "pan", "prometheus", "ares", "hera", "hestia", "hypnus", "limus", "persephone", "poseidon", "selene",
             "triton", "zeus", "hades", "urania", "europa", "scylla", "siren", "aeolus", "iris", "pegasus", "odysseus",
             "theseus", "asteria", "polyphemus"]
#: Gods left out of these tables (their end-of-turn powers target workers: make_perft_clio_targets.py).
ENGINE_REFUSES = frozenset({"medusa", "maenads"})



def allowed(gods: list[str]) -> bool:
    """A lineup the tables may use: ``lineup_problem`` accepts it and the engine plays it."""
    return lineup_problem(gods, len(gods)) is None and not ENGINE_REFUSES & set(gods)


def coins_of(p: RefPosition) -> set[int]:
    return {sq for seat, god in enumerate(p.gods) if god == GOD for sq in p.coins[seat]}


def on_coin(p: RefPosition) -> bool:
    """A worker of Clio stands on one of her coins."""
    return bool(coins_of(p) & set(p.workers))


def coin_next_to_opponent(p: RefPosition) -> bool:
    """An opposing worker (any side but Clio's) stands next to one of her coins."""
    clio = {side for side, god in zip(p.sides, p.gods) if god == GOD}
    return any(p.side_of(n) not in (None, *clio) for sq in coins_of(p) for n in neighbours(sq))


def preference(p: RefPosition) -> int:
    """Lower is better: a worker of hers on a coin, a coin next to an opponent, a coin, none."""
    if on_coin(p):
        return 0
    if coin_next_to_opponent(p):
        return 1
    return 2 if coins_of(p) else 3


def shows(pool: Pool, candidates: list[str]) -> list[bool]:
    """Which candidates count otherwise than their twin (Clio made mortal) at depths 1-2."""
    jobs = [(sfen, NO_RULINGS, range(1, 3)) for sfen in candidates]
    jobs += [(mortal_version(GOD, sfen), NO_RULINGS, range(1, 3)) for sfen in candidates]
    counts = pool.starmap(count, jobs)
    n = len(candidates)
    return [counts[i] != counts[n + i] and counts[i][0] > 0 for i in range(n)]


def ranked(games: list[list[RefPosition]], rng: random.Random) -> list[list[str]]:
    """Each game's positions, best first by ``preference``, ties in a random order."""
    found = []
    for game in games:
        keyed = [(preference(p), rng.random(), p.sfen()) for p in game]
        found.append([sfen for _, _, sfen in sorted(keyed)])
    return found


def pick(pool: Pool, games: list[list[str]], wanted: int) -> list[str]:
    """One row per game (its best candidate that shows the power), then more rows with a
    worker of hers on a coin from the games that have them, ``wanted`` in all."""
    chosen: list[str | None] = [None] * len(games)
    tried = [0] * len(games)
    while True:
        batch = [(g, games[g][tried[g]]) for g in range(len(games)) if chosen[g] is None and tried[g] < len(games[g])]
        if not batch:
            break
        for (g, sfen), ok in zip(batch, shows(pool, [sfen for _, sfen in batch])):
            tried[g] += 1
            if ok:
                chosen[g] = sfen
    rows = [sfen for sfen in chosen if sfen is not None]
    # the games' other positions with a worker of hers on a coin, one game after the other (round robin)
    left = [[sfen for sfen in game[tried[g]:] if on_coin(RefPosition(sfen)) and sfen not in rows]
            for g, game in enumerate(games)]
    extra = list(dict.fromkeys(sfen for k in range(max(map(len, left), default=0)) for one in left
                               for sfen in one[k:k + 1]))
    while extra and len(rows) < wanted:
        batch, extra = extra[:wanted - len(rows)], extra[wanted - len(rows):]
        rows += [sfen for sfen, ok in zip(batch, shows(pool, batch)) if ok]
    return rows[:wanted]


def two_player_games(rng: random.Random) -> list[list[RefPosition]]:
    """A random game against each opponent, Clio as seat 1 and as seat 2."""
    games = []
    for other in OPPONENTS:
        for order in ([GOD, other], [other, GOD]):
            if allowed(order):
                games.append(game_positions(order, rng, 30))
    return games


def three_player_games(rng: random.Random) -> list[tuple[str, list[RefPosition]]]:
    """Random 3-player games, Clio in each seat with two other gods (allowed with three players),
    three games a seat."""
    pool_gods = [god for god in OPPONENTS if god != "mortal"]  # no mortal seat with 3 players
    found = []
    for seat in range(3):
        for _ in range(3):
            while True:
                others = rng.sample(pool_gods, 2)
                gods = others[:seat] + [GOD] + others[seat:]
                if allowed(gods):
                    break
            what = ", ".join(f"{side}:{g}" for side, g in zip(SIDES[3], gods))
            found.append((what, game_positions(gods, rng, 36)))
    return found


#: The clio-coin-built-over ruling's alternative: a coin she builds on stays.
COIN_STAYS = frozenset({"clio-coin-built-over"})


def coin_stays_table(pool: Pool, script: str) -> None:
    """The rows of the two Clio tables that count otherwise under the ruling's alternative
    (she can build on a coin within two plies and it matters), counted under it, each
    checked against its own count by default."""
    default = read([HERE / "perft-clio.tsv", HERE / "perft-clio-multiplayer.tsv"])
    rows = list(default)
    ruled = pool.starmap(count, [(sfen, COIN_STAYS, range(1, 3)) for sfen in rows])
    chosen = [sfen for sfen, counts in zip(rows, ruled) if counts != default[sfen][:2]]
    table = counted_with_twins(pool, chosen, COIN_STAYS, lambda sfen: [(sfen, NO_RULINGS)], DEEP_NODES)
    Tables("Clio with the clio-coin-built-over alternative (a coin she builds on stays), the rows of "
           "perft-clio.tsv and perft-clio-multiplayer.tsv it changes", chosen, HERE / "perft-clio-coin-stays.tsv",
           ).write(table, script)
    print(f"clio, coin stays: {len(chosen)} rows", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--coin-stays", action="store_true",
                        help="only the table of the clio-coin-built-over alternative, from the two Clio tables")
    args = parser.parse_args()
    script = Path(sys.argv[0]).name
    if args.coin_stays:
        with Pool(args.jobs) as pool:
            coin_stays_table(pool, script)
        return
    rng = random.Random("perft-clio")
    with Pool(args.jobs) as pool:
        rows = pick(pool, ranked(two_player_games(rng), rng), ROWS)
        multi_games = three_player_games(rng)
        picked = pick(pool, ranked([game for _, game in multi_games], rng), MULTI)
        multi = []
        for sfen in picked:
            what = next(w for w, game in multi_games if any(p.sfen() == sfen for p in game))
            multi.append((f"{GOD}-3p-{len(multi) + 1}", sfen, f"a random game of {what}"))
        table = counted_with_twins(pool, rows + [sfen for _, sfen, _ in multi], NO_RULINGS,
                                   lambda sfen: [(mortal_version(GOD, sfen), NO_RULINGS)], DEEP_NODES)
        Tables("Clio against mortal and other gods, positions of random games", rows, HERE / "perft-clio.tsv",
               multi, HERE / "perft-clio-multiplayer.tsv", multi_title="Clio").write(table, script)
        on = sum(on_coin(RefPosition(sfen)) for sfen in rows + picked)
        print(f"clio: {len(rows)} rows, {len(multi)} multiplayer, {on} with a worker of hers on a coin", flush=True)


if __name__ == "__main__":
    main()
