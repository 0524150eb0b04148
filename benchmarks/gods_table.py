"""God powers' cost: search speed per god and perft(4) per ordered pair.

    python benchmarks/gods_table.py [--nodes 300000] [--perft-depth 4] [--no-perft] [--out docs/gods-speed.md]

Search speed: each god of the base game the engine plays for both seats (against
mortal where it cannot meet itself: Circe takes nothing from Circe) on six bench
positions, a fixed node budget each, all in one run; the target is at least a third
of the no-god (mortal) figure. Selene's side gets a female worker. Perft: every
ordered pair of the ten Simple Gods and mortal from the first perft-base position.
"""

from __future__ import annotations

import argparse
import itertools
import time

from santorini import Board
from santorini.engine.analysis import Engine, Limit
from santorini.engine.bench import BENCH_POSITIONS

GODS = ("mortal", "apollo", "artemis", "athena", "atlas", "demeter", "hephaestus", "hermes", "minotaur", "pan", "prometheus")
SPEED_GODS = GODS + ("aphrodite", "ares", "bia", "charon", "chronus", "circe", "dionysus", "eros", "hera", "hestia",
                     "hypnus", "limus", "medusa", "morpheus", "persephone", "poseidon", "selene", "triton", "zeus",
                     "hades", "terpsichore", "urania", "achilles", "atalanta", "bellerophon", "jason", "medea",
                     "odysseus", "polyphemus", "theseus")
PERFT_SFEN = "00000/000B00/00A00A0/000B00/00000 1 A:{},B:{} 2 -"


#: The states of gods that orient a token at setup, for positions past it (Siren's Song).
_SETUP_STATES = {"siren": ("[ne]", "[sw]")}


def _with_god(sfen: str, god: str) -> str:
    """The bench position with the god in both seats; Selene's sides get a female worker
    (the first of each side's letters written in lowercase)."""
    fields = sfen.split()
    first, second = _SETUP_STATES.get(god, ("", ""))
    fields[2] = fields[2].replace("A:mortal,B:mortal", f"A:{god}{first},B:{god}{second}")
    if god == "selene":
        for side in "AB":
            fields[0] = fields[0].replace(side, side.lower(), 1)
    return " ".join(fields)


def search_nps(god: str, nodes: int) -> tuple[int, float]:
    engine = Engine(hash_mb=16)
    total, elapsed = 0, 0.0
    for sfen in BENCH_POSITIONS[2:8]:
        board = Board(_with_god(sfen, god))
        engine.new_game()
        # CPU time of this process: the machine may be shared, and the
        # search runs in this thread only (Threads 1).
        started = time.process_time()
        engine.search(board, Limit(nodes=nodes))
        elapsed += time.process_time() - started
        total += engine.nodes
    return total, elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--nodes", type=int, default=300000)
    parser.add_argument("--perft-depth", type=int, default=4)
    parser.add_argument("--out", default=None, help="also write the tables as markdown here")
    parser.add_argument("--no-perft", action="store_true", help="only the search speed table")
    args = parser.parse_args()
    lines = ["## Search speed per god (both seats), nodes per CPU second", "", "| god | nodes | CPU seconds | nps | vs mortal |", "|---|---|---|---|---|"]
    base = None
    for god in SPEED_GODS:
        nodes, seconds = search_nps(god, args.nodes)
        nps = nodes / seconds
        base = base or nps
        lines.append(f"| {god} | {nodes} | {seconds:.2f} | {nps:,.0f} | {nps / base:.2f} |")
        print(lines[-1], flush=True)
    if args.no_perft:
        return write(args.out, lines)
    lines += ["", f"## perft({args.perft_depth}) per ordered pair (seat 1 \\ seat 2), first perft-base position", ""]
    lines.append("| | " + " | ".join(GODS) + " |")
    lines.append("|---" * (len(GODS) + 1) + "|")
    started = time.perf_counter()
    for g1 in GODS:
        row = []
        for g2 in GODS:
            # A Hermes seat has ~2000 turns a node: perft(4) of its pairs is
            # 10^11..10^12 leaves, hours of counting; those cells are perft(3).
            depth = args.perft_depth if "hermes" not in (g1, g2) else min(args.perft_depth, 3)
            count = Board(PERFT_SFEN.format(g1, g2)).perft(depth)
            row.append(str(count) if depth == args.perft_depth else f"{count} (d{depth})")
        lines.append(f"| {g1} | " + " | ".join(row) + " |")
        print(lines[-1], flush=True)
    lines.append("")
    lines.append(f"All {len(GODS) ** 2} perft({args.perft_depth}) runs: {time.perf_counter() - started:.1f} s.")
    write(args.out, lines)


def write(path: str | None, lines: list[str]) -> None:
    if path:
        with open(path, "w") as out:
            out.write("# God powers: speed\n\nMeasured by `python benchmarks/gods_table.py` on "
                      f"{time.strftime('%Y-%m-%d')} (2-core machine, other jobs running).\n\n")
            out.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
