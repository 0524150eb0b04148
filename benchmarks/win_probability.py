"""Fit the review's win-chance curve: P(win) = 1 / (1 + exp(-score / k)) on finished games.

    python benchmarks/win_probability.py RECORDS.jsonl [--games 300] [--depth 3]

Every position after the placements of two-player games that ended with a winner is
searched to ``--depth``; the scores that are not proven results, with the game's result
from the side to move's view, give k by maximum likelihood (a scan in steps of 5).
``santorini.engine.review.WIN_SCALE`` holds the value found (records: ``santorini match``
games at 40,000 nodes a move, the base game).
"""

from __future__ import annotations

import argparse
import json
import math

from santorini import Board
from santorini.engine.analysis import Engine, Limit


def samples(path: str, games: int, depth: int) -> list[tuple[int, float]]:
    engine = Engine(hash_mb=16)
    out = []
    with open(path, encoding="utf-8") as handle:
        records = [json.loads(line) for line in handle if line.strip()][:games]
    for record in records:
        if record["result"] not in ("A", "B"):
            continue
        board = Board(record["start_sfen"])
        for token in record["opening"]:
            board.push(token)
        for token in record["moves"]:
            score = engine.search(board, Limit(depth=depth)).lines[0].score
            if score.cp is not None:
                out.append((score.cp, 1.0 if record["result"] == board.side_to_move else 0.0))
            board.push(token)
    return out


def log_likelihood(data: list[tuple[int, float]], k: float) -> float:
    total = 0.0
    for cp, won in data:
        p = min(max(1.0 / (1.0 + math.exp(-cp / k)), 1e-9), 1 - 1e-9)
        total += won * math.log(p) + (1 - won) * math.log(1 - p)
    return total


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("records")
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--depth", type=int, default=3)
    args = parser.parse_args()
    data = samples(args.records, args.games, args.depth)
    k = max(range(20, 1000, 5), key=lambda k: log_likelihood(data, k))
    print(f"{len(data)} positions: k = {k} centi-levels (log-likelihood {log_likelihood(data, k):.1f})")


if __name__ == "__main__":
    main()
