"""The benchmark workloads, shared by the pytest-benchmark suite and ``run_all.py``.

Every workload is a plain function of fixed inputs (a seed, a position list) so
the pytest benchmarks and the stand-alone script time exactly the same work.
Targets are throughputs (bigger is better) except perft(5), a wall time.
"""

from __future__ import annotations

import os
import platform
import random
import re
import subprocess
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from santorini import Board
from santorini._core.handle import CorePosition
from santorini.engine.analysis import Engine, Limit
from santorini.engine.bench import BENCH_POSITIONS
from santorini.reference import RefPosition

REPO = Path(__file__).resolve().parents[1]

#: The first position of perft-base.tsv, right after placement, as the brief writes it.
PERFT_SFEN = "00000/000B00/00A00A0/000B00/00000 1 A:mortal,B:mortal 2 -"
#: perft 1..6 of PERFT_SFEN (perft-base.tsv, cross-checked by three implementations).
PERFT_COUNTS = {1: 68, 2: 5156, 3: 350208, 4: 24545388, 5: 1578268436, 6: 104052640796}

#: The position "right after placement" for the depth-in-one-second probe.
AFTER_PLACEMENT_SFEN = PERFT_SFEN

#: The speed targets of the brief.
TARGET_PERFT5_S = 1.5
TARGET_COUNT_PPS = 300_000
TARGET_GAMES_PS = 100_000
TARGET_BENCH_NPS = 3_000_000

#: The fixed position list: seeded random games from the empty board.
POSITIONS_SEED = 20240601
POSITIONS_COUNT = 3000

#: Core random games per timed call, and the seed.
GAMES_SEED = 12345
CORE_GAMES = 20_000
#: The oracle is thousands of times slower: far fewer games.
ORACLE_GAMES = 20

#: Time-to-depth: bench positions that take a measurable time at this depth
#: (the eighth bench position is a quick forced line, the rest are slower at depth 9).
TTD_DEPTH = 8
TTD_POSITIONS: tuple[str, ...] = BENCH_POSITIONS[:7]


def perft_base_first_row() -> tuple[str, list[int]]:
    """(sfen, [perft 1..6]) of the first row of tests/data/perft-base.tsv."""
    path = REPO / "tests" / "data" / "perft-base.tsv"
    for line in path.read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            sfen, *counts = line.split("\t")
            return sfen, [int(c) for c in counts]
    raise ValueError(f"{path} has no data row")


# -- positions ---------------------------------------------------------------


def sample_positions(count: int = POSITIONS_COUNT, seed: int = POSITIONS_SEED) -> list[str]:
    """SFENs of `count` distinct positions met in seeded uniformly random games.

    Each game starts from the empty board, so the list holds placement positions
    (both placements), openings, middle games, races and finished games in the
    proportions random play visits them.
    """
    rng = random.Random(seed)
    seen: dict[str, None] = {}
    while len(seen) < count:
        board = Board()
        while True:
            seen.setdefault(board.sfen(), None)
            if len(seen) >= count or board.is_game_over():
                break
            board.push(rng.choice(list(board.legal_moves)))
    return list(seen)


def describe_positions(sfens: Sequence[str]) -> dict[str, int]:
    """How many of the positions are in placement, in play and finished."""
    placement = finished = 0
    for sfen in sfens:
        board = Board(sfen)
        if len(board._core.workers()) < 4:
            placement += 1
        elif board.is_game_over():
            finished += 1
    return {"positions": len(sfens), "placement": placement, "finished": finished,
            "in_play": len(sfens) - placement - finished}


# -- core workloads ----------------------------------------------------------


def perft(depth: int, sfen: str = PERFT_SFEN) -> int:
    return Board(sfen).perft(depth)


def count_via_board(boards: Sequence[Board]) -> int:
    """``board.legal_moves.count()`` for every board (the public API)."""
    total = 0
    for board in boards:
        total += board.legal_moves.count()
    return total


def count_via_core(cores: Sequence[CorePosition]) -> int:
    """The raw handle: ``core.count_turns()`` for every position."""
    total = 0
    for core in cores:
        total += core.count_turns()
    return total


def list_via_core(cores: Sequence[CorePosition]) -> int:
    """The raw handle: ``core.legal_turns()`` (a list of packed ints) for every position."""
    total = 0
    for core in cores:
        total += len(core.legal_turns())
    return total


def core_random_games(games: int = CORE_GAMES, seed: int = GAMES_SEED) -> int:
    """Complete random games from the empty board inside the core; returns the plies played."""
    return CorePosition().random_games(games, seed)


# -- oracle workloads --------------------------------------------------------


def oracle_perft(depth: int, sfen: str = PERFT_SFEN) -> int:
    return RefPosition(sfen).perft(depth)


def oracle_count(refs: Sequence[RefPosition]) -> int:
    """The oracle's own count of the legal turns, ``perft(1)``, for every position."""
    total = 0
    for ref in refs:
        total += ref.perft(1)
    return total


def oracle_list(refs: Sequence[RefPosition]) -> int:
    """The oracle's public listing: sorted canonical tokens for every position."""
    total = 0
    for ref in refs:
        total += len(ref.legal_turns())
    return total


def oracle_random_games(games: int = ORACLE_GAMES, seed: int = GAMES_SEED) -> int:
    """Complete random games from the empty board with the oracle; returns the plies played.

    Public API only: ``legal_turns()`` and ``play(token)``, the oracle's fastest way to
    pick and play a turn (its internals change as gods land).
    """
    rng = random.Random(seed)
    plies = 0
    for _ in range(games):
        pos = RefPosition()
        while not pos.is_over():
            turns = pos.legal_turns()
            if not turns:
                break
            pos.play(rng.choice(turns))
            plies += 1
    return plies


# -- search workloads --------------------------------------------------------


@dataclass
class TimeToDepth:
    threads: int
    depth: int
    wall_s: list[float]  # one per position
    cpu_s: float  # process CPU time of the whole run
    nodes: int
    others_s: float = 0.0  # CPU time other processes used meanwhile (from /proc/stat)
    run_s: float = 0.0  # wall time of the whole run, set-up included

    @property
    def mean_s(self) -> float:
        return sum(self.wall_s) / len(self.wall_s)

    @property
    def total_s(self) -> float:
        return sum(self.wall_s)

    @property
    def cpu_per_wall(self) -> float:
        """Average cores this process kept busy during the run (2.0 = both cores all the time)."""
        return self.cpu_s / max(self.run_s, 1e-9)

    @property
    def others_per_wall(self) -> float:
        """Average cores other processes kept busy meanwhile (0 on an idle machine)."""
        return self.others_s / max(self.run_s, 1e-9)


def time_to_depth(threads: int, depth: int = TTD_DEPTH, positions: Sequence[str] = TTD_POSITIONS,
                  hash_mb: int = 16) -> TimeToDepth:
    """Search every position to `depth` from a cleared hash table; the wall time of each."""
    engine = Engine(hash_mb=hash_mb, threads=threads)
    walls = []
    nodes = 0
    cpu0, busy0, run0 = _cpu(), system_busy_s(), time.perf_counter()
    for sfen in positions:
        board = Board(sfen)
        engine.new_game()
        started = time.perf_counter()
        engine.search(board, Limit(depth=depth))
        walls.append(time.perf_counter() - started)
        nodes += engine._searcher.nodes
    cpu, busy1, run_s = _cpu() - cpu0, system_busy_s(), time.perf_counter() - run0
    others = max(busy1 - busy0 - cpu, 0.0) if busy0 is not None and busy1 is not None else 0.0
    return TimeToDepth(threads, depth, walls, cpu, nodes, others, run_s)


@dataclass
class DepthIn:
    depth: int
    seldepth: int
    nodes: int
    wall_s: float
    best: str
    depth_ms: int  # when the last completed depth finished


def depth_in(sfen: str | None, movetime_ms: int = 1000, threads: int = 1, hash_mb: int = 16) -> DepthIn:
    """The last completed depth of a ``Limit(movetime=...)`` search (None: the empty board)."""
    board = Board(sfen) if sfen else Board()
    engine = Engine(hash_mb=hash_mb, threads=threads)
    started = time.perf_counter()
    result = engine.search(board, Limit(movetime=movetime_ms))
    wall = time.perf_counter() - started
    line = result.lines[0]
    return DepthIn(line.depth, line.seldepth, engine._searcher.nodes, wall, str(result.best), line.time)


def _cpu() -> float:
    t = os.times()
    return t.user + t.system


def system_busy_s() -> float | None:
    """CPU seconds all processes of the machine have been busy (Linux /proc/stat), or None."""
    try:
        fields = Path("/proc/stat").read_text().split("\n", 1)[0].split()
    except OSError:
        return None
    # cpu user nice system idle iowait irq softirq steal ...
    values = [int(v) for v in fields[1:9]]
    busy = values[0] + values[1] + values[2] + values[5] + values[6] + values[7]
    return busy / os.sysconf("SC_CLK_TCK")


# -- timing and machine ------------------------------------------------------


def best_of(fn: Callable[[], object], repeat: int) -> tuple[float, object]:
    """(fastest wall time, result) of `repeat` calls."""
    best = float("inf")
    result = None
    for _ in range(repeat):
        started = time.perf_counter()
        result = fn()
        best = min(best, time.perf_counter() - started)
    return best, result


def cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.lower().startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def build_flags() -> str:
    """The optimisation flags the core was compiled with, read from its debug info.

    ``-O0`` means a ``SANTORINI_DEBUG=1`` build: benchmark numbers are then meaningless.
    """
    import santorini._core.perft as module

    try:
        data = Path(module.__file__).read_bytes()
    except OSError:
        return "unknown"
    match = re.search(rb"GNU C[^\x00]*", data)
    if not match:
        return "unknown"
    flags = re.findall(rb" (-O\w*)", match.group(0))
    return " ".join(sorted({f.decode() for f in flags})) or "unknown"


def is_debug_build() -> bool:
    return "-O0" in build_flags().split()


def core_build_stamp() -> dict[str, float]:
    """Modification time of every compiled core module (a rebuild during a run changes it)."""
    import santorini._core as core

    folder = Path(core.__file__).parent
    return {p.name: p.stat().st_mtime for p in sorted(folder.glob("*.so")) + sorted(folder.glob("*.pyd"))}


def core_build_hash() -> str:
    """A hash of the compiled core modules' bytes: results of the same build can be merged."""
    import hashlib

    import santorini._core as core

    digest = hashlib.sha1()
    folder = Path(core.__file__).parent
    for path in sorted(folder.glob("*.so")) + sorted(folder.glob("*.pyd")):
        digest.update(path.name.encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:12]


def source_is_dirty() -> bool:
    """True when src/ has uncommitted changes (the numbers are then of the working tree)."""
    try:
        out = subprocess.run(["git", "status", "--porcelain", "--", "src", "setup.py"], cwd=REPO,
                             capture_output=True, text=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return False
    return bool(out.strip())


def git_commit() -> str:
    try:
        return subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=REPO, capture_output=True,
                              text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"
