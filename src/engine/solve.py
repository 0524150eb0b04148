"""Proof search: a position proven won or lost with the exact distance, or not solved.

The core's df-pn prover (``santorini._core.solve``) answers "does this side win within r
plies whatever the other side does?".  :func:`solve` asks it for r = 1, 2, 3, ... for
the side to move and for its opponent (a god's extra turn can put a win on either
parity); the first proof gives the exact distance, since every shorter one was
disproven.  Then the proof line is read off the prover: the winner's turns that keep
the proof, the loser's turns that hold out longest.

>>> solution = solve(Board("0000B0B/00000/00300/02000/1A0300A 1 A:mortal,B:mortal 5 -"))
>>> str(solution), len(solution.line)
('win 3', 3)
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from santorini._core.solve import ProofSearch
from santorini.board import Board, Move
from santorini.engine.analysis import Score

__all__ = ["MAX_PLIES", "Solution", "solve"]

#: The longest distance the prover takes (its own ply limit).
MAX_PLIES = 63


@dataclass
class Solution:
    """What the proof search found: ``score`` a win or loss in N plies for the side to
    move, or None when not solved within the limits (``proven_none`` then says up to how
    many plies neither side can force a win)."""

    score: Score | None
    line: list[Move] = field(default_factory=list)
    nodes: int = 0
    proven_none: int = 0

    @property
    def solved(self) -> bool:
        return self.score is not None

    def __str__(self) -> str:
        if self.score is None:
            return f"unsolved (no forced win within {self.proven_none} plies)"
        return str(self.score)


def solve(
    board: Board,
    *,
    max_plies: int = 30,
    nodes: int | None = None,
    movetime: int | None = None,
    hash_mb: int = 64,
    stop: threading.Event | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> Solution:
    """Prove the position won or lost for the side to move, within ``max_plies`` plies,
    ``nodes`` prover nodes and ``movetime`` milliseconds (None: no limit); ``stop`` ends
    it early from another thread; ``progress(plies, nodes)`` is called each time a distance
    is ruled out.  Two sides only (two players, or four in two teams):
    ValueError otherwise, or for a limit out of range."""
    if isinstance(max_plies, bool) or not isinstance(max_plies, int) or not 1 <= max_plies <= MAX_PLIES:
        raise ValueError(f"max plies must be 1..{MAX_PLIES}, not {max_plies!r}")
    if nodes is not None and (isinstance(nodes, bool) or not isinstance(nodes, int) or nodes < 1):
        raise ValueError(f"nodes must be a whole number at least 1, not {nodes!r}")
    if movetime is not None and (isinstance(movetime, bool) or not isinstance(movetime, (int, float)) or movetime <= 0):
        raise ValueError(f"movetime must be a positive number of milliseconds, not {movetime!r}")
    if board.outcome() is not None:
        raise ValueError("the game is over: nothing to prove")
    prover = ProofSearch(hash_mb)
    ended = threading.Event()
    finished = threading.Event()

    def watch() -> None:
        # The prover runs without the GIL; this thread tells it to stop.
        while not finished.wait(0.005):
            if (stop is not None and stop.is_set()) or (movetime and timer.elapsed_ms() >= movetime):
                ended.set()
                prover.stop()
                return

    timer = _Clock()
    watcher = threading.Thread(target=watch, daemon=True)
    watcher.start()
    try:
        return _search(board, prover, max_plies, nodes, ended, progress)
    finally:
        finished.set()
        watcher.join()


def _search(board: Board, prover: ProofSearch, max_plies: int, nodes: int | None, ended: threading.Event,
            progress: Callable[[int, int], None] | None) -> Solution:
    mover = _side(board)
    used = 0
    for plies in range(1, max_plies + 1):
        for attacker in (mover, 1 - mover):
            if ended.is_set() or (nodes is not None and used >= nodes):
                return Solution(None, nodes=used, proven_none=plies - 1)
            proven = prover.prove(board._core, attacker, plies, 0 if nodes is None else nodes - used)
            used += prover.nodes
            if proven is None:
                return Solution(None, nodes=used, proven_none=plies - 1)
            if proven:
                score = Score(win=plies) if attacker == mover else Score(loss=plies)
                return Solution(score, _proof_line(board, prover, attacker, plies), used)
        if progress is not None:
            progress(plies, used)
    return Solution(None, nodes=used, proven_none=max_plies)


class _Clock:
    def __init__(self) -> None:
        self.start = time.perf_counter()

    def elapsed_ms(self) -> float:
        return (time.perf_counter() - self.start) * 1000


def _side(board: Board) -> int:
    return board.team(board.side_to_move)


def _proof_line(board: Board, prover: ProofSearch, winner: int, plies: int) -> list[Move]:
    """A line that replays to the winner's win: its turns keep the proof within the plies
    left; the loser's turns need every ply left (the longest defence)."""
    position = board.copy(stack=False)
    line: list[Move] = []
    left = plies
    while position.outcome() is None and left > 0:
        winner_moves = _side(position) == winner
        chosen = None
        for move in position.legal_moves:
            position.push(move)
            if winner_moves:
                keeps = position.outcome() is not None or prover.prove(position._core, winner, left - 1) is True
            else:
                keeps = left < 3 or prover.prove(position._core, winner, left - 2) is False
            position.pop()
            if keeps:
                chosen = move
                break
        if chosen is None:      # the loser cannot last longer: any turn will do
            chosen = next(iter(position.legal_moves))
        position.push(chosen)
        line.append(chosen)
        left -= 1
    return line
