"""The ``santorini`` command line.

>>> main(["perft", "--depth", "2", "--sfen", "00000/000B00/00A00A0/000B00/00000 1 A:mortal,B:mortal 2 -"])
perft 2 nodes 5156
0
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence

from santorini.board import START_SFEN, Board

#: The position the main job analyses: the first row of the shared perft table.
DEMO_SFEN = "00000/000B00/00A00A0/000B00/00000 1 A:mortal,B:mortal 2 -"


def _perft(args: argparse.Namespace) -> int:
    board = Board(args.sfen)
    for token in args.moves:
        board.push(token)
    if args.divide:
        started = time.perf_counter()
        total = 0
        for token, count in board.perft_divide(args.depth).items():
            print(f"{token} {count}")
            total += count
        elapsed = time.perf_counter() - started
        print(f"perft {args.depth} nodes {total} time {elapsed * 1000:.0f} ms")
        return 0
    started = time.perf_counter()
    nodes = board.perft(args.depth)
    elapsed = time.perf_counter() - started
    if args.timing:
        print(f"perft {args.depth} nodes {nodes} time {elapsed * 1000:.0f} ms nps {nodes / max(elapsed, 1e-9):.0f}")
    else:
        print(f"perft {args.depth} nodes {nodes}")
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="santorini", description="Santorini engine command line.")
    commands = parser.add_subparsers(dest="command", required=True)

    perft = commands.add_parser("perft", help="count the leaves of the legal-turn tree")
    perft.add_argument("--depth", type=int, default=5, help="turns deep (default 5)")
    perft.add_argument("--sfen", default=DEMO_SFEN, help=f"position (default: {DEMO_SFEN!r})")
    perft.add_argument("--startpos", dest="sfen", action="store_const", const=START_SFEN,
                       help="the empty board before placement")
    perft.add_argument("--divide", action="store_true", help="one line per first turn")
    perft.add_argument("--timing", action="store_true", help="print time and leaves per second")
    perft.add_argument("moves", nargs="*", help="turns to play first")
    perft.set_defaults(run=_perft)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return args.run(args)
    except ValueError as error:
        print(f"santorini: error: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
