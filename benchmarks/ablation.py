"""Does a search feature pay?  The engine with it against the engine without.

    python benchmarks/ablation.py reductions --games 100 --movetime 50

Paired random openings (each played with both seat assignments), fixed time
per move; prints the score of the engine with the feature and an Elo estimate.
"""

from __future__ import annotations

import argparse
import multiprocessing
import time

from santorini import Board
from santorini.engine.analysis import Engine, Limit
from santorini.tools.match import elo_estimate

from ladder import MAX_PLIES, opening

FEATURES = {"reductions": lambda engine, on: engine._searcher.set_reductions(on)}


def play(job: tuple[int, str, int, int]) -> float:
    index, feature, movetime, seed = job
    board = Board()
    for token in opening(index, seed):
        board.push(token)
    with_side = "A" if index % 2 == 0 else "B"
    engines = {}
    for side in "AB":
        engines[side] = Engine(hash_mb=16)
        FEATURES[feature](engines[side], side == with_side)
    for _ in range(MAX_PLIES):
        outcome = board.outcome()
        if outcome is not None:
            return 1.0 if outcome.winner == with_side else 0.0
        board.push(engines[board.side_to_move].search(board, Limit(movetime=movetime)).best)
    return 0.5


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("feature", choices=sorted(FEATURES))
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--movetime", type=int, default=50)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--concurrency", type=int, default=2)
    args = parser.parse_args()
    started = time.time()
    with multiprocessing.Pool(args.concurrency) as pool:
        results = pool.map(play, [(i, args.feature, args.movetime, args.seed) for i in range(args.games)])
    wins = int(sum(results))
    elo, margin = elo_estimate(wins, args.games - wins, 0)
    print(f"with {args.feature} vs without: {args.games} games, score {wins / args.games:.3f}, "
          f"Elo {elo:+.0f} +/- {margin:.0f} ({time.time() - started:.0f} s)")


if __name__ == "__main__":
    main()
