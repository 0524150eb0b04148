"""Tune the evaluation weights by self-play (coordinate descent).

    python benchmarks/tune_eval.py --games 60 --nodes 20000 --rounds 1

For each weight in turn, a copy of the current weights with the weight moved
up (then down) plays the current weights over `games` games (paired random
openings, fixed nodes per move).  A change is kept when it scores at least
`--accept`.  The accepted weights are printed at the end, ready to paste
into DEFAULTS in src/_core/eval.pyx.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing

from santorini import Board
from santorini._core.eval import get_weights, set_weights
from santorini.analysis import Engine, Limit

from ladder import MAX_PLIES, opening

STEPS = {"height": [(0, 1, 0, 0), (0, 0, 1, 0), (0, 0, 0, 1)], "ring": [(1, 0, 0), (0, 1, 0)]}


def candidates(weights: dict) -> list[tuple[str, dict]]:
    """(label, weights) moves of one weight by about 25% up and down."""
    out = []
    for name, value in weights.items():
        if isinstance(value, tuple):
            for unit in STEPS[name]:
                for sign in (1, -1):
                    delta = max(10, abs(value[unit.index(1)]) // 4)
                    changed = tuple(v + sign * delta * u for v, u in zip(value, unit))
                    out.append((f"{name}[{unit.index(1)}]{sign * delta:+d}", {**weights, name: changed}))
        else:
            for sign in (1, -1):
                delta = max(4, abs(value) // 4)
                out.append((f"{name}{sign * delta:+d}", {**weights, name: value + sign * delta}))
    return out


def play(job: tuple[int, dict, dict, int, int]) -> float:
    """Score of `test` against `base` in game `index` (1 win, 0 loss)."""
    index, test, base, nodes, seed = job
    board = Board()
    for token in opening(index, seed):
        board.push(token)
    test_side = "A" if index % 2 == 0 else "B"
    engine = Engine(hash_mb=4)
    for _ in range(MAX_PLIES):
        outcome = board.outcome()
        if outcome is not None:
            return 1.0 if outcome.winner == test_side else 0.0
        set_weights(test if board.side_to_move == test_side else base)
        engine.new_game()
        board.push(engine.search(board, Limit(nodes=nodes)).best)
    return 0.5


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--nodes", type=int, default=20000)
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--accept", type=float, default=0.55)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--concurrency", type=int, default=2)
    args = parser.parse_args()
    current = get_weights()
    seed = args.seed
    with multiprocessing.Pool(args.concurrency) as pool:
        for _ in range(args.rounds):
            for label, test in candidates(current):
                seed += 1
                jobs = [(i, test, current, args.nodes, seed) for i in range(args.games)]
                score = sum(pool.map(play, jobs)) / args.games
                kept = score >= args.accept
                print(f"{label:<16} score {score:.3f} {'kept' if kept else ''}", flush=True)
                if kept:
                    current = test
    print(json.dumps(current))


if __name__ == "__main__":
    main()
