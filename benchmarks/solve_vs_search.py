"""Proof search against plain alpha-beta on the tactics positions of the tests.

    python benchmarks/solve_vs_search.py

For each position (the wins in 1, 3 and 5 of tests/test_search.py and the losses one ply
after them): the time and nodes of ``solve`` to the exact distance, and of the alpha-beta
search with every selective technique off (plain alpha-beta with its move ordering and
table) to the same depth, and whether both give the same score.
"""

from __future__ import annotations

import time

from depth import OFF

from santorini import Board
from santorini.engine.analysis import Engine, Limit
from santorini.engine.solve import solve

WINS = {
    "win in 1": "00000/00000/00000A/0000B0B/2A3000 1 A:mortal,B:mortal 2 -",
    "win in 3": "0000B0B/00000/00300/02000/1A0300A 1 A:mortal,B:mortal 5 -",
    "win in 5": "10000/01B000/00B000/1A100A0/23001 1 A:mortal,B:mortal 7 -",
}


def positions() -> list[tuple[str, Board]]:
    out = []
    for name, sfen in WINS.items():
        board = Board(sfen)
        out.append((name, board))
        solution = solve(board)
        if len(solution.line) > 1:      # one ply on: the loser to move
            after = board.copy(stack=False)
            after.push(solution.line[0])
            out.append((f"{name}, after {solution.line[0].token}", after))
    return out


def main() -> None:
    print("| position | solve | nodes | time | alpha-beta to that depth | nodes | time |")
    print("|---|---|---|---|---|---|---|")
    for name, board in positions():
        started = time.perf_counter()
        solution = solve(board)
        proof_ms = (time.perf_counter() - started) * 1000
        distance = (solution.score.win or solution.score.loss) if solution.score else 1
        engine = Engine(hash_mb=64)
        engine.set_search_params(OFF)
        started = time.perf_counter()
        info = engine.search(board, Limit(depth=distance)).lines[0]
        search_ms = (time.perf_counter() - started) * 1000
        same = "" if info.score == solution.score else " (differs)"
        print(f"| {name} | {solution} | {solution.nodes:,} | {proof_ms:.1f} ms | {info.score}{same} | "
              f"{info.nodes:,} | {search_ms:.1f} ms |")


if __name__ == "__main__":
    main()
