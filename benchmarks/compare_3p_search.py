"""Three players: two engine settings against each other, with a greedy third.

    python benchmarks/compare_3p_search.py --games 60 --movetime 50
    python benchmarks/compare_3p_search.py --first best-reply --second best-reply:three_sides=1 --nodes 20000

Every game seats the two settings and one greedy player, rotating the seats over all six
orders; openings are random placements (seeded).  A setting is a 3-player search mode
(``paranoid`` or ``best-reply``), optionally followed by ``:`` and selective-search
parameters (``name=value,...``, as the ``SearchParams`` option).  Defaults: paranoid
against best-reply search.  Prints each player's wins.
"""

from __future__ import annotations

import argparse
import itertools
import multiprocessing
import random
import time

from santorini import Board
from santorini.engine.analysis import Engine, Limit
from santorini.engine.players import GreedyPlayer
from santorini.protocol.options import option_named
from santorini.protocol.syntax import UspError

START = "00000/00000/00000/00000/00000 1 A:mortal,B:mortal,C:mortal 1 -"
MAX_PLIES = 400


def engine_of(setting: str) -> Engine:
    mode, _, params = setting.partition(":")
    if mode not in ("paranoid", "best-reply"):
        raise SystemExit(f"unknown search mode {mode!r}: paranoid or best-reply")
    engine = Engine(hash_mb=16)
    engine.best_reply = mode == "best-reply"
    if params:
        try:
            engine.set_search_params(option_named("SearchParams").parse(params))
        except UspError as error:
            raise SystemExit(f"bad parameters {params!r}: {error}") from None
    return engine


def play(job: tuple[int, tuple[str, str], Limit, int]) -> str:
    index, settings, limit, seed = job
    orders = list(itertools.permutations(("first", "second", "greedy")))
    rng = random.Random(seed * 7919 + index // len(orders))
    board = Board(START)
    for _ in range(3):
        board.push(rng.choice(list(board.legal_moves)))
    kinds = dict(zip("ABC", orders[index % len(orders)]))
    engines = {kind: engine_of(setting) for kind, setting in zip(("first", "second"), settings)}
    greedy = GreedyPlayer(seed + index)
    for _ in range(MAX_PLIES):
        outcome = board.outcome()
        if outcome is not None:
            return kinds[outcome.winner]
        kind = kinds[board.side_to_move]
        if kind == "greedy":
            board.push(greedy.choose(board))
        else:
            result = engines[kind].search(board, limit)
            board.push(result.best if result.best is not None else next(iter(board.legal_moves)))
    return "unfinished"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--first", default="paranoid")
    parser.add_argument("--second", default="best-reply")
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--movetime", type=int, help="milliseconds a move (default 50 without --nodes)")
    parser.add_argument("--nodes", type=int, help="nodes a move instead of a time")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--concurrency", type=int, default=2)
    args = parser.parse_args()
    for setting in (args.first, args.second):
        engine_of(setting)      # a bad setting fails here, not in a worker
    limit = Limit(nodes=args.nodes) if args.nodes else Limit(movetime=args.movetime or 50)
    started = time.time()
    jobs = [(i, (args.first, args.second), limit, args.seed) for i in range(args.games)]
    with multiprocessing.Pool(args.concurrency) as pool:
        results = pool.map(play, jobs)
    counts = {args.first: results.count("first"), args.second: results.count("second"),
              "greedy": results.count("greedy"), "unfinished": results.count("unfinished")}
    what = f"{args.nodes} nodes" if args.nodes else f"{args.movetime or 50} ms"
    print(f"{args.games} three-player games at {what} a move: "
          + ", ".join(f"{kind} {n}" for kind, n in counts.items()) + f" ({time.time() - started:.0f} s)")


if __name__ == "__main__":
    main()
