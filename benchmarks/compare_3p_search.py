"""Three players: paranoid search against best-reply search, with a greedy third.

    python benchmarks/compare_3p_search.py --games 60 --movetime 50

Every game seats one paranoid engine, one best-reply engine and one greedy
player, rotating the seats over all six orders; openings are random
placements (seeded).  Prints each player's wins.
"""

from __future__ import annotations

import argparse
import itertools
import multiprocessing
import random
import time

from santorini import Board
from santorini.engine.players import EnginePlayer, GreedyPlayer

START = "00000/00000/00000/00000/00000 1 A:mortal,B:mortal,C:mortal 1 -"
ORDERS = list(itertools.permutations(("paranoid", "best-reply", "greedy")))
MAX_PLIES = 400


def play(job: tuple[int, int, int]) -> str:
    index, movetime, seed = job
    rng = random.Random(seed * 7919 + index // len(ORDERS))
    board = Board(START)
    for _ in range(3):
        board.push(rng.choice(list(board.legal_moves)))
    kinds = dict(zip("ABC", ORDERS[index % len(ORDERS)]))
    players = {
        side: GreedyPlayer(seed + index) if kind == "greedy"
        else EnginePlayer(movetime=movetime, best_reply=kind == "best-reply")
        for side, kind in kinds.items()
    }
    for _ in range(MAX_PLIES):
        outcome = board.outcome()
        if outcome is not None:
            return kinds[outcome.winner]
        board.push(players[board.side_to_move].choose(board))
    return "unfinished"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--movetime", type=int, default=50)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--concurrency", type=int, default=2)
    args = parser.parse_args()
    started = time.time()
    with multiprocessing.Pool(args.concurrency) as pool:
        results = pool.map(play, [(i, args.movetime, args.seed) for i in range(args.games)])
    counts = {kind: results.count(kind) for kind in ("paranoid", "best-reply", "greedy", "unfinished")}
    print(f"{args.games} three-player games at {args.movetime} ms: "
          + ", ".join(f"{kind} {n}" for kind, n in counts.items()) + f" ({time.time() - started:.0f} s)")


if __name__ == "__main__":
    main()
