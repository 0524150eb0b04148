"""The strength ladder: the engine at a short fixed time against weaker players.

    python benchmarks/ladder.py random --games 100 --movetime 50
    python benchmarks/ladder.py greedy --games 100 --movetime 50
    python benchmarks/ladder.py half   --games 200 --movetime 100   # against itself at half the time
    python benchmarks/ladder.py greedy --games 40 --movetime 100 --gods hera       # with a god
    python benchmarks/ladder.py greedy --games 40 --movetime 100 --every-god --out docs/gods-strength.md

Openings are random placements (seeded); each is played twice with the
seats swapped.  Prints wins/losses, the score and an Elo estimate with a 95%
error bar.  With ``--gods G`` both seats hold G (``--gods G,H``: the pair, each
opening played with the gods in both orders); ``--every-god`` runs the greedy
ladder once per god of the base game the engine plays.
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import time

from santorini import Board
from santorini.notation import start_sfen
from santorini.rules.draft import start_seats
from santorini.engine.players import EnginePlayer, GreedyPlayer, RandomPlayer
from santorini.tools.match import elo_estimate

MAX_PLIES = 300


#: The god pair of each god's ladder: itself in both seats, but Circe takes nothing from
#: Circe, so she meets Apollo (both orders).
PARTNER = {"circe": "apollo"}
EVERY_GOD = ("apollo", "artemis", "athena", "atlas", "demeter", "hephaestus", "hermes", "minotaur", "pan",
             "prometheus", "aphrodite", "ares", "bia", "charon", "chronus", "circe", "dionysus", "eros", "hera",
             "hestia", "hypnus", "limus", "medusa", "morpheus", "persephone", "poseidon", "selene", "triton", "zeus",
             "hades", "terpsichore", "urania")


def start(gods: tuple[str, str], index: int) -> Board:
    """The empty board with the pair, in the other order for every other opening."""
    pair = list(gods if (index // 2) % 2 == 0 else gods[::-1])
    return Board(start_sfen(2, pair, to_move=start_seats(pair)[0]))


def opening(index: int, seed: int, gods: tuple[str, str] = ("mortal", "mortal")) -> list[str]:
    """Two random placements; games 2k and 2k+1 share one."""
    rng = random.Random(seed * 100003 + index // 2)
    board = start(gods, index)
    moves = []
    for _ in range(2):
        move = rng.choice(list(board.legal_moves))
        board.push(move)
        moves.append(move.token)
    return moves


def make_player(kind: str, movetime: int, seed: int):
    if kind == "engine":
        return EnginePlayer(movetime=movetime)
    if kind == "half":
        return EnginePlayer(movetime=max(1, movetime // 2))
    if kind == "greedy":
        return GreedyPlayer(seed)
    return RandomPlayer(seed)


def play(args: tuple[int, str, int, int, tuple[str, str]]) -> tuple[int, str]:
    """Play game `index`; returns (index, 'win'|'loss') for the engine."""
    index, opponent, movetime, seed, gods = args
    board = start(gods, index)
    for token in opening(index, seed, gods):
        board.push(token)
    engine_side = "A" if index % 2 == 0 else "B"
    players = {
        engine_side: make_player("engine", movetime, seed + index),
        ("B" if engine_side == "A" else "A"): make_player(opponent, movetime, seed + index),
    }
    chance = random.Random(f"chance {seed} {index}")     # the referee's draws (Tyche's deck)
    for _ in range(MAX_PLIES):
        board.play_chance(chance)
        outcome = board.outcome()
        if outcome is not None:
            return index, "win" if outcome.winner == engine_side else "loss"
        board.push(players[board.side_to_move].choose(board))
    raise RuntimeError(f"game {index} did not end in {MAX_PLIES} plies")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("opponent", choices=["random", "greedy", "half"])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--movetime", type=int, default=50, help="engine milliseconds per turn")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--concurrency", type=int, default=2)
    parser.add_argument("--gods", default="mortal", help="the god of both seats, or a pair G,H")
    parser.add_argument("--every-god", action="store_true", help="one ladder per god (the greedy table)")
    parser.add_argument("--out", default=None, help="with --every-god: also write the table here (markdown)")
    args = parser.parse_args()
    pairs = [(g, PARTNER.get(g, g)) for g in EVERY_GOD] if args.every_god else [_pair(args.gods)]
    rows = []
    for gods in pairs:
        started = time.time()
        jobs = [(i, args.opponent, args.movetime, args.seed, gods) for i in range(args.games)]
        with multiprocessing.Pool(args.concurrency) as pool:
            results = [r for _, r in pool.imap_unordered(play, jobs)]
        wins, losses = results.count("win"), results.count("loss")
        elo, margin = elo_estimate(wins, losses, 0)
        print(
            f"engine {args.movetime} ms vs {args.opponent}, {'/'.join(gods)}: {args.games} games, +{wins} -{losses}, "
            f"score {wins / args.games:.3f}, Elo {elo:+.0f} +/- {margin:.0f} "
            f"({time.time() - started:.0f} s)", flush=True
        )
        rows.append(f"| {' / '.join(gods)} | {args.games} | {wins} | {losses} | {wins / args.games:.3f} |")
    if args.out:
        with open(args.out, "w") as out:
            out.write("# God powers: strength against the greedy one-ply player\n\n"
                      f"Measured by `python benchmarks/ladder.py {args.opponent} --games {args.games} --movetime "
                      f"{args.movetime} --every-god` on {time.strftime('%Y-%m-%d')}: the engine (1 thread, "
                      f"{args.movetime} ms a turn) against the {args.opponent} player, random placements, each "
                      "played with the engine in both seats (and a pair of gods in both orders).\n\n"
                      "| gods | games | engine wins | losses | score |\n|---|---|---|---|---|\n")
            out.write("\n".join(rows) + "\n")


def _pair(text: str) -> tuple[str, str]:
    names = text.split(",")
    return (names[0], names[0]) if len(names) == 1 else (names[0], names[1])


if __name__ == "__main__":
    main()
