"""Batch analysis: many positions, one search each, on any executor (``santorini analyse-batch``).

A :class:`BatchTask` is one position (by its input line number) and the limits; the
worker runs :func:`analyse_task` (a fresh :class:`~santorini.engine.analysis.Engine`, so
the result depends on the task alone: with a depth or node limit the same task gives the
same line on any machine).  The result is one JSON object:

>>> task = BatchTask(line=3, sfen="00000/000B00/00A00A0/000B00/00000 1 A:mortal,B:mortal 2 -", depth=2)
>>> result = analyse_task(task)
>>> sorted(result), result["line"], result["depth"], result["bestmove"] == result["pv"][0]
(['bestmove', 'depth', 'line', 'nodes', 'pv', 'score', 'sfen'], 3, 2, True)

With ``multipv`` above 1, ``lines`` holds every line (``multipv``, ``depth``, ``score``,
``pv``); a finished game has ``bestmove`` null and its ``outcome`` (``"A climb"``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from santorini.board import Board
from santorini.engine.analysis import Engine, Limit

__all__ = ["BatchTask", "analyse_task"]


@dataclass(frozen=True)
class BatchTask:
    """One position to analyse: its input line number, its SFEN and the search's limits."""

    line: int
    sfen: str
    depth: int | None = None
    nodes: int | None = None
    movetime: int | None = None
    multipv: int = 1
    hash_mb: int = 16

    def limit(self) -> Limit:
        return Limit(depth=self.depth, nodes=self.nodes, movetime=self.movetime)


def analyse_task(task: BatchTask) -> dict[str, Any]:
    """Search the task's position; its result as a JSON-ready dict."""
    board = Board(task.sfen)
    out: dict[str, Any] = {"line": task.line, "sfen": task.sfen}
    outcome = board.outcome()
    if outcome is not None:
        return {**out, "depth": 0, "score": None, "nodes": 0, "pv": [], "bestmove": None,
                "outcome": f"{outcome.winner} {outcome.reason}"}
    result = Engine(hash_mb=task.hash_mb).search(board, task.limit(), task.multipv)
    best = result.lines[0] if result.lines else None
    out.update(
        depth=best.depth if best else 0,
        score=str(best.score) if best else None,
        nodes=best.nodes if best else 0,
        pv=[move.token for move in best.pv] if best else [],
        bestmove=result.best.token if result.best else None,
    )
    if task.multipv > 1:
        out["lines"] = [{"multipv": info.multipv, "depth": info.depth, "score": str(info.score),
                         "pv": [move.token for move in info.pv]} for info in result.lines]
    return out
