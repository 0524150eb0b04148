"""Tune the evaluation weights by self-play (coordinate descent).

    python benchmarks/tune_eval.py --games 100 --nodes 5000 --rounds 1
    python benchmarks/tune_eval.py --gods chronus,mortal --games 200 --nodes 20000
    python benchmarks/tune_eval.py --gods hera,mortal --validate '{"hera.voided_pct": 0}'
    python benchmarks/tune_eval.py --three eros --validate '{"eros.meeting_pct": 0}'

For each weight in turn, a copy of the current weights with the weight moved
up (then down) plays the current weights over `games` games (paired random
openings, fixed nodes per move).  A change is kept when it scores at least
`--accept`.  The accepted weights are printed at the end, ready to paste
into DEFAULTS in src/_core/eval.pyx.

With ``--gods G,H`` the games are played with that pair (each opening with the
gods in both orders, as in ladder.py) and only the gods' own weights (their
modules' EVAL_WEIGHTS, "chronus.tower" and so on) are tuned.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random

from santorini import Board
from santorini._core.eval import get_weights, set_weights
from santorini.engine.analysis import Engine, Limit
from santorini.tools.match import elo_estimate

from ladder import MAX_PLIES, opening, start
from multiplayer_match import start_sfen

#: Which entries of the tuple weights are tuned (height 0 and the edge ring stay 0).
STEPS = {"height": (1, 2, 3), "ring": (0, 1)}


def coordinates(weights: dict, gods: tuple[str, str] | None) -> list[tuple[str, int | None]]:
    """Every tunable number: (name, index into a tuple weight or None); with gods, theirs only."""
    out: list[tuple[str, int | None]] = []
    for name, value in weights.items():
        if gods is not None:
            if name.partition(".")[0] in gods and "." in name:
                out.append((name, None))
        elif "." in name:
            continue
        elif isinstance(value, (tuple, list)):
            out += [(name, index) for index in STEPS[name]]
        else:
            out.append((name, None))
    return out


def moved(weights: dict, name: str, index: int | None, sign: int) -> tuple[str, dict]:
    """(label, weights) with one number moved by about 25% in direction sign."""
    if index is None:
        delta = sign * max(1 if "." in name else 4, abs(weights[name]) // 4)
        return f"{name}{delta:+d}", {**weights, name: weights[name] + delta}
    value = list(weights[name])
    delta = sign * max(10, abs(value[index]) // 4)
    value[index] += delta
    return f"{name}[{index}]{delta:+d}", {**weights, name: tuple(value)}


def three_player_start(god: str, index: int, seed: int) -> Board:
    """Three seats with the god after random placements; games 3k..3k+2 share them."""
    rng = random.Random(seed * 100003 + index // 3)
    board = Board(start_sfen("three", (god,) * 3))
    for _ in range(3):
        board.push(rng.choice(list(board.legal_moves)))
    return board


def play(job: tuple[int, dict, dict, int, int, tuple[str, ...]]) -> float:
    """Score of `test` against `base` in game `index` (1 win, 0 loss): with two gods the
    test weights play one side; with one god (three players) one seat, the base weights
    the other two."""
    index, test, base, nodes, seed, gods = job
    if len(gods) == 1:
        board = three_player_start(gods[0], index, seed)
        test_side = "ABC"[index % 3]
    else:
        board = start(gods, index)
        for token in opening(index, seed, gods):
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
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--nodes", type=int, default=5000)
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--accept", type=float, default=0.57)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--concurrency", type=int, default=2)
    parser.add_argument("--validate", metavar="JSON", help="only play these weights against the current ones")
    parser.add_argument("--gods", metavar="G,H", help="play this pair and tune only its gods' weights")
    parser.add_argument("--three", metavar="G", help="with --validate: three players, all with G (an even score is 1/3)")
    args = parser.parse_args()
    gods = tuple(args.gods.split(",")) if args.gods else None
    pair = gods if gods is not None and len(gods) == 2 else ("mortal", "mortal")
    if gods is not None and len(gods) != 2:
        parser.error("--gods takes two names: G,H")
    if args.three:
        if not args.validate:
            parser.error("--three measures one change: give it with --validate")
        pair = (args.three,)
    current = get_weights()
    if args.validate:
        test = {**current, **json.loads(args.validate)}
        with multiprocessing.Pool(args.concurrency) as pool:
            results = pool.map(play, [(i, test, current, args.nodes, args.seed, pair) for i in range(args.games)])
        score = sum(results) / args.games
        if args.three:
            margin = 1.96 * (score * (1 - score) / args.games) ** 0.5
            print(f"{json.dumps(test)}\nthree players, one seat of three: {args.games} games, "
                  f"score {score:.3f} +/- {margin:.3f} (even: 0.333)")
            return
        wins, draws = results.count(1.0), results.count(0.5)
        elo, margin = elo_estimate(wins, args.games - wins - draws, draws)
        print(f"{json.dumps(test)}\nvs current: {args.games} games, score {score:.3f}, Elo {elo:+.0f} +/- {margin:.0f}")
        return
    seed = args.seed
    with multiprocessing.Pool(args.concurrency) as pool:
        for _ in range(args.rounds):
            for name, index in coordinates(current, gods):
                for sign in (1, -1):
                    label, test = moved(current, name, index, sign)
                    seed += 1
                    jobs = [(i, test, current, args.nodes, seed, pair) for i in range(args.games)]
                    score = sum(pool.map(play, jobs)) / args.games
                    kept = score >= args.accept
                    print(f"{label:<16} score {score:.3f} {'kept' if kept else ''}", flush=True)
                    if kept:
                        current = test
                        break   # the other direction is measured against the new weights next round
    print(json.dumps(current))


if __name__ == "__main__":
    main()
