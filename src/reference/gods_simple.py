"""The oracle's step machines of ``mortal`` and the ten Simple Gods (gods.md §3.1).

A step machine lists the steps a god allows next in a turn in progress, each with the
turn after it (see ``RefPosition._options``); the moves and builds themselves are the
position's (``RefPosition._moves``, ``RefPosition._builds``). Some powers need no machine
of their own: Apollo and Minotaur add destinations to the move, Pan a way to win with it,
and Athena restricts the opponents' moves, all inside ``RefPosition._moves``; they take
the plain turn of ``mortal``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Final

from santorini.reference.turn import SWITCH, PartialTurn

if TYPE_CHECKING:
    from santorini.reference.position import RefPosition

__all__ = ["STEP_MACHINES"]


def plain(pos: RefPosition, p: PartialTurn, *, low_domes: bool = False) -> Iterator[tuple[str, PartialTurn]]:
    """Move, then build with the moved worker. Mortal, Athena and Pan (their powers
    act through the move itself or on the opponents), Apollo and Minotaur (their
    powers are extra destinations of the move) and Atlas (``low_domes``)."""
    if p.phase == "start":
        yield from pos._moves(p, "moved")
    elif p.phase == "moved":
        yield from pos._builds(p, "done", low_domes=low_domes)


def atlas(pos: RefPosition, p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
    """The build may be a dome at any level."""
    return plain(pos, p, low_domes=True)


def artemis(pos: RefPosition, p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
    """Optionally a second move, but not back onto the square she started from."""
    if p.phase == "start":
        for step, child in pos._moves(p, "moved"):
            yield step, child.then(child.phase, avoid=p.worker)
    elif p.phase == "moved":
        yield from pos._builds(p, "done")
        yield from pos._moves(p, "moved2", avoid=p.avoid)
    elif p.phase == "moved2":
        yield from pos._builds(p, "done")


def demeter(pos: RefPosition, p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
    """Optionally a second build, on another square."""
    if p.phase == "start":
        yield from pos._moves(p, "moved")
    elif p.phase == "moved":
        yield from pos._builds(p, "built")
    elif p.phase == "built":
        yield from pos._builds(p, "done", other_than=p.first_build)


def hephaestus(pos: RefPosition, p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
    """Optionally a second block on the same square, never a dome."""
    if p.phase == "start":
        yield from pos._moves(p, "moved")
    elif p.phase == "moved":
        yield from pos._builds(p, "built")
    elif p.phase == "built":
        yield from pos._builds(p, "done", only=p.first_build, blocks_only=True)


def prometheus(pos: RefPosition, p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
    """Optionally build first; then the same worker may not move up."""
    if p.phase == "start":
        yield from pos._builds(p, "prebuilt")
        yield from pos._moves(p, "moved")
    elif p.phase == "prebuilt":
        yield from pos._moves(p, "moved", up=False)
    elif p.phase == "moved":
        yield from pos._builds(p, "done")


def hermes(pos: RefPosition, p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
    """Either a normal turn (a first move that changes level ends the moving), or any
    number of same-level moves by any of the side's workers - none at all included -
    then one build by the worker acting last."""
    if p.phase == "start":
        level = p.board.heights[p.worker]
        for step, child in pos._moves(p, "moved"):
            if child.phase == "moved" and child.board.heights[child.worker] == level:
                child = child.then("wander")
            yield step, child
        yield from _switches(pos, p)
        yield from pos._builds(p, "done")
    elif p.phase == "wander":
        level = p.board.heights[p.worker]
        for step, child in pos._moves(p, "wander"):
            if child.board.heights[child.worker] == level:
                yield step, child
        yield from _switches(pos, p)
        yield from pos._builds(p, "done")
    elif p.phase == "moved":
        yield from pos._builds(p, "done")


def _switches(pos: RefPosition, p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
    """Hermes hands the action to another worker of the side (nothing else changes)."""
    for sq in p.board.workers_of(pos.sides[pos.seat]):
        if sq != p.worker:
            yield SWITCH[sq], p.then(p.phase, worker=sq)


#: Each god's step machine.
STEP_MACHINES: Final[dict[str, Callable[[RefPosition, PartialTurn], Iterator[tuple[str, PartialTurn]]]]] = {
    "mortal": plain,
    "athena": plain,  # her power restricts the opponents' moves
    "pan": plain,  # his power is a win condition of the move
    "apollo": plain,  # his power is an extra destination of the move
    "minotaur": plain,  # likewise
    "atlas": atlas,
    "artemis": artemis,
    "demeter": demeter,
    "hephaestus": hephaestus,
    "prometheus": prometheus,
    "hermes": hermes,
}
