"""The oracle's step machines of the Advanced Gods it plays: Ares (gods.md §3.2, 12) and
Charon (§3.2, 15).

See :mod:`santorini.reference.gods_simple` for what a step machine is.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Final

from santorini.reference.geometry import NEIGHBOURS, square_behind
from santorini.reference.turn import FORCE, REMOVE, PartialTurn

if TYPE_CHECKING:
    from santorini.reference.position import RefPosition

__all__ = ["STEP_MACHINES"]


def ares(pos: RefPosition, p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
    """Move, build, then optionally take one block off a square next to his unmoved
    worker. A winning move ends the turn before the build, so it removes nothing."""
    if p.phase == "start":
        yield from pos._moves(p, "moved")
    elif p.phase == "moved":
        yield from pos._builds(p, "built")
    elif p.phase == "built":
        yield from _removals(pos, p, "done")


def _removals(pos: RefPosition, p: PartialTurn, then: str) -> Iterator[tuple[str, PartialTurn]]:
    """Ares: the top block of a square S comes off (its height drops by one) if S touches a
    worker of his side other than the one that moved this turn (his other worker; in 4
    players the team's other worker, whichever teammate placed it), S is at least level 1,
    has no dome (so neither a dome nor a block under one is taken) and no worker. Written
    ``_S``. The block just built may be taken off again: that leaves the move alone."""
    board = p.board
    unmoved = [sq for sq in board.workers_of(pos.sides[pos.seat]) if sq != p.worker]
    targets = sorted({sq for w in unmoved for sq in NEIGHBOURS[w]})
    for sq in targets:
        if board.heights[sq] == 0 or board.domes[sq] or sq in board.workers:
            continue
        after = board.with_heights()
        after.heights[sq] -= 1
        yield REMOVE[sq], p.then(then, board=after)


def charon(pos: RefPosition, p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
    """Optionally one ferry by the worker that then moves and builds (that worker is
    the turn's start square: the ferry cannot hand the move to the other worker)."""
    if p.phase == "start":
        yield from _ferries(pos, p, "ferried")
        yield from pos._moves(p, "moved")
    elif p.phase == "ferried":
        yield from pos._moves(p, "moved")
    elif p.phase == "moved":
        yield from pos._builds(p, "done")


def _ferries(pos: RefPosition, p: PartialTurn, then: str) -> Iterator[tuple[str, PartialTurn]]:
    """Charon: an opposing worker O next to the acting worker W is forced to the square
    straight across W (``W + (W - O)``, diagonals included) if that square is on the
    board with no worker and no dome, whatever its height. Written ``>O``. A force is
    not a move: the ferried worker wins nothing (onto level 3) and no restriction on
    moving (Athena) applies to it. Own and teammates' workers are never ferried."""
    board, w = p.board, p.worker
    me = pos.sides[pos.seat]
    for o in NEIGHBOURS[w]:
        side = board.side_of(o)
        if side is None or side == me:
            continue
        target = square_behind(o, w)
        if target is None or not board.is_unoccupied(target):
            continue
        after = board.with_workers()
        after.workers[target] = after.workers.pop(o)
        yield FORCE[o], p.then(then, board=after)


#: Each god's step machine.
STEP_MACHINES: Final[dict[str, Callable[[RefPosition, PartialTurn], Iterator[tuple[str, PartialTurn]]]]] = {
    "ares": ares,
    "charon": charon,
}
