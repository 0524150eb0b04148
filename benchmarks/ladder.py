"""The strength ladder: the engine at a short fixed time against weaker players.

    python benchmarks/ladder.py random --games 100 --movetime 50
    python benchmarks/ladder.py greedy --games 100 --movetime 50
    python benchmarks/ladder.py half   --games 200 --movetime 100   # against itself at half the time

Openings are random placements (seeded); each is played twice with the
seats swapped.  Prints wins/losses, the score and an Elo estimate with a 95%
error bar.
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import time

from santorini import Board
from santorini.engine.players import EnginePlayer, GreedyPlayer, RandomPlayer
from santorini.tools.match import elo_estimate

MAX_PLIES = 300


def opening(index: int, seed: int) -> list[str]:
    """Two random placements; games 2k and 2k+1 share one."""
    rng = random.Random(seed * 100003 + index // 2)
    board = Board()
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


def play(args: tuple[int, str, int, int]) -> tuple[int, str]:
    """Play game `index`; returns (index, 'win'|'loss') for the engine."""
    index, opponent, movetime, seed = args
    board = Board()
    for token in opening(index, seed):
        board.push(token)
    engine_side = "A" if index % 2 == 0 else "B"
    players = {
        engine_side: make_player("engine", movetime, seed + index),
        ("B" if engine_side == "A" else "A"): make_player(opponent, movetime, seed + index),
    }
    for _ in range(MAX_PLIES):
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
    args = parser.parse_args()
    started = time.time()
    jobs = [(i, args.opponent, args.movetime, args.seed) for i in range(args.games)]
    with multiprocessing.Pool(args.concurrency) as pool:
        results = [r for _, r in pool.imap_unordered(play, jobs)]
    wins, losses = results.count("win"), results.count("loss")
    elo, margin = elo_estimate(wins, losses, 0)
    print(
        f"engine {args.movetime} ms vs {args.opponent}: {args.games} games, +{wins} -{losses}, "
        f"score {wins / args.games:.3f}, Elo {elo:+.0f} +/- {margin:.0f} "
        f"({time.time() - started:.0f} s)"
    )


if __name__ == "__main__":
    main()
