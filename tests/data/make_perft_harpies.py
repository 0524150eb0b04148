"""Write the perft tables of Harpies (gods.md §3.3, 38): oracle perft counts computed by the
pure-Python reference oracle (santorini.reference), never by the native core.

    python tests/data/make_perft_harpies.py [--jobs N]

Harpies plays the ordinary turn. After each move of a worker whose side opposes hers (each step
of a multi-move, whichever seat moves it) that did not win, the worker slides on in the move's
direction while the next square is on the board, free (no worker, nothing dome-like) and not
higher than the one it stands on; the slide is a force (no win, no climb) and the turn goes on
from where it stops. Tokens write the square moved to (``b2-c3^e4``); no state.

The rows are positions picked at random (a fixed seed) from random games of Harpies against
every god the oracle plays that ``santorini.rules.gods.lineup_problem`` allows with her
(OPPONENTS; Hermes and Triton are banned with her, and the probable ban with the Maenads is
left out), Harpies in seat 1 and in seat 2 by turns: from each game a position with an opponent
of hers to move (her slide acts at once) if one shows it, then more such positions from the same
games. Every row is kept only if it counts otherwise at depths 1-2 than its twin, the row with
Harpies made mortal (and a Circe holding her power holding nothing), so every row exercises the
slide. The multiplayer rows come from random games of fixed lineups (LINEUPS_3, LINEUPS_4: 3
players, and 4 players in teams), one row a game, after a Dionysus extra turn (EXTRA_TURN).

* perft-harpies.tsv: two players (ROWS rows);
* perft-harpies-multiplayer.tsv: 3 players and 4 players in teams (MULTI rows, named by their game,
  and EXTRA_TURN).

Columns: sfen, perft 1, perft 2[, perft 3]. Depths 1 and 2 are counted for every row, depth
3 for the rows with at most DEEP_NODES positions at depth 2.
"""

from __future__ import annotations

import argparse
import random
import sys
from multiprocessing.pool import Pool
from pathlib import Path

from god_perft_tables import SIDES, Tables, count, counted_with_twins, game_positions, mortal_version

from santorini.reference import RefPosition
from santorini.rules.gods import lineup_problem

HERE = Path(__file__).parent
NO_RULINGS: frozenset[str] = frozenset()
GOD = "harpies"

#: Depth 3 is counted for the rows with at most this many positions at depth 2.
DEEP_NODES = 2500

#: Rows: two players, three and four players.
ROWS = 70
MULTI = 12

#: Every god the oracle plays that lineup_problem allows against her, but the Maenads (a
#: probable ban): mortal, the Simple Gods, the Advanced Gods, the Golden Fleece gods, the heroes
#: and the promo gods - many move in ways of their own (Apollo's swap, Minotaur's push,
#: Artemis', Atalanta's and Castor's several moves, Prometheus' build first, Iris' jump,
#: Pegasus' and Bellerophon's climbs, Urania's wrap), act on the move (Bia, Pan, Eros, Hera,
#: Athena, Hades, Hippolyta, Aeolus, Persephone, Aphrodite) or move workers by force (Charon,
#: Siren, Scylla, Proteus, Nemesis, Odysseus, Medea).
OPPONENTS = ["mortal", "apollo", "artemis", "athena", "atlas", "demeter", "hephaestus", "minotaur", "pan",
             "prometheus", "aphrodite", "ares", "bia", "charon", "chronus", "circe", "dionysus", "eros", "hera",
             "hestia", "hypnus", "limus", "medusa", "morpheus", "persephone", "poseidon", "selene", "zeus", "aeolus",
             "clio", "europa", "graeae", "hades", "nemesis", "siren", "terpsichore", "urania", "achilles", "adonis",
             "atalanta", "bellerophon", "jason", "medea", "odysseus", "polyphemus", "theseus", "asteria", "castor",
             "hippolyta", "iris", "pegasus", "proteus", "scylla"]

#: The multiplayer games: Harpies in every seat, against gods whose moves or forces meet the
#: slide (a Dionysus extra turn moving a third seat's worker; Charon's, Scylla's and Siren's
#: forced workers; teams whose teammates never slide).
LINEUPS_3 = [["harpies", "apollo", "minotaur"], ["artemis", "harpies", "bia"], ["hades", "charon", "harpies"],
             ["harpies", "dionysus", "athena"], ["pan", "harpies", "hera"], ["iris", "urania", "harpies"]]
LINEUPS_4 = [["harpies", "artemis", "minotaur", "apollo"], ["prometheus", "harpies", "pegasus", "castor"],
             ["athena", "atlas", "harpies", "hippolyta"], ["demeter", "poseidon", "zeus", "harpies"],
             ["harpies", "aphrodite", "iris", "aeolus"], ["scylla", "harpies", "europa", "siren"]]

#: A Dionysus extra turn moving a third seat's worker (it slides) or hers (it does not): a
#: position random games seldom reach, kept as the first multiplayer row.
EXTRA_TURN = ("harpies-3p-extra-turn", "00000A/00000/00000B/00A0C00/0C0000B 2 A:harpies,B:dionysus[1],C:mortal 3 -",
              "Dionysus' extra turn with A's or C's worker (the board of the ruling scenario)")



def allowed(gods: list[str]) -> bool:
    """A lineup the tables may use: ``lineup_problem`` accepts it."""
    return lineup_problem(gods, len(gods)) is None


def twin(sfen: str) -> str:
    """The row with Harpies made mortal: her seats, and what a Circe holds of hers (then nothing)."""
    return mortal_version(GOD, sfen).replace(f"circe[{GOD}]", "circe")


def opponent_to_move(p: RefPosition) -> bool:
    """The seat to move is on no side holding her power: its moves slide at once (depth 1)."""
    harpies = {p.sides[seat] for seat in range(p.players) if not p.eliminated[seat] and p.power(seat) == GOD}
    return bool(harpies) and p.sides[p.seat] not in harpies


def shows(pool: Pool, candidates: list[str]) -> list[bool]:
    """Which candidates count otherwise than their twin (Harpies made mortal) at depths 1-2."""
    jobs = [(sfen, NO_RULINGS, range(1, 3)) for sfen in candidates]
    jobs += [(twin(sfen), NO_RULINGS, range(1, 3)) for sfen in candidates]
    counts = pool.starmap(count, jobs)
    n = len(candidates)
    return [counts[i] != counts[n + i] and counts[i][0] > 0 for i in range(n)]


def ranked(games: list[list[RefPosition]], rng: random.Random) -> list[list[str]]:
    """Each game's positions with an opponent of hers to move: those where no hero has spent
    its power first (a spent hero plays as a mortal), each part in a random order."""
    found = []
    for game in games:
        keyed = sorted((any(p.used), rng.random(), p.sfen()) for p in game if opponent_to_move(p))
        found.append([sfen for _, _, sfen in keyed])
    return found


def pick(pool: Pool, games: list[list[str]], wanted: int) -> list[str]:
    """One row per game (its first candidate that shows the slide), then more rows from the
    games' other candidates, one game after the other (round robin), ``wanted`` in all."""
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
    left = [[sfen for sfen in game[tried[g]:] if sfen not in rows] for g, game in enumerate(games)]
    extra = list(dict.fromkeys(sfen for k in range(max(map(len, left), default=0)) for one in left
                               for sfen in one[k:k + 1]))
    while extra and len(rows) < wanted:
        batch, extra = extra[:wanted - len(rows)], extra[wanted - len(rows):]
        rows += [sfen for sfen, ok in zip(batch, shows(pool, batch)) if ok]
    return rows[:wanted]


def two_player_games(rng: random.Random) -> list[list[RefPosition]]:
    """A random game against each opponent, Harpies in seat 1 and in seat 2 by turns."""
    games = []
    for k, other in enumerate(OPPONENTS):
        order = [GOD, other] if k % 2 == 0 else [other, GOD]
        if not allowed(order):
            raise SystemExit(f"lineup_problem refuses {order}")
        games.append(game_positions(order, rng, 30))
    return games


def multiplayer_games(rng: random.Random) -> list[tuple[str, list[RefPosition]]]:
    """A random game of each 3- and 4-player lineup, with what it is."""
    found = []
    for gods in LINEUPS_3 + LINEUPS_4:
        if not allowed(gods):
            raise SystemExit(f"lineup_problem refuses {gods}")
        what = ", ".join(f"{side}:{g}" for side, g in zip(SIDES[len(gods)], gods))
        found.append((what, game_positions(gods, rng, 30)))
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    script = Path(sys.argv[0]).name
    rng = random.Random("perft-harpies")
    with Pool(args.jobs) as pool:
        rows = pick(pool, ranked(two_player_games(rng), rng), ROWS)
        multi_games = multiplayer_games(rng)
        picked = pick(pool, ranked([game for _, game in multi_games], rng), MULTI)
        if not all(shows(pool, [EXTRA_TURN[1]])):
            raise SystemExit(f"the slide shows nowhere in perft 1-2 of {EXTRA_TURN[1]}")
        multi = [EXTRA_TURN]
        for sfen in picked:
            what = next(w for w, game in multi_games if any(p.sfen() == sfen for p in game))
            players = RefPosition(sfen).players
            multi.append((f"{GOD}-{players}p-{len(multi) + 1}", sfen, f"a random game of {what}"))
        table = counted_with_twins(pool, rows + [sfen for _, sfen, _ in multi], NO_RULINGS,
                                   lambda sfen: [(twin(sfen), NO_RULINGS)], DEEP_NODES)
        Tables("Harpies against mortal and other gods, positions of random games", rows, HERE / "perft-harpies.tsv",
               multi, HERE / "perft-harpies-multiplayer.tsv", multi_title="Harpies").write(table, script)
        print(f"harpies: {len(rows)} rows, {len(multi)} multiplayer", flush=True)


if __name__ == "__main__":
    main()
