"""The oracle's Heroes (gods.md §3.4, Golden Fleece expansion): Achilles (46), Bellerophon (49),
Medea (52) and Odysseus (53). Each plays its power once a game; the common rules (the used
mark, two players only, Persephone) are the position's, see :mod:`~santorini.reference.position`.

A hero's machine runs only while its power is unspent (a spent hero's power is ``mortal``).
Every step that uses the power marks the turn ``used``, so a turn with the power is never
the same outcome as a mortal turn, even on the same board.

* **Achilles**: the worker that moves first builds (``b2^c3``), then moves - up too, unlike
  Prometheus, also onto the square just built on - then builds again: ``b2^c3-c2^d2``. A
  winning move ends the token (``b2^c3-c3``). Builds that can be exchanged are spellings of
  one turn: the canonical rule keeps the ASCII-smaller pre-build.
* **Bellerophon**: besides the ordinary moves, the moving worker may climb exactly two levels
  onto a neighbour with no worker and no dome; a climb of two onto level 3 wins (Hera, Athena
  and the others bind it as any climb). Only a turn that makes such a move spends the power.
  Token: the plain ``b2-c3^d4``.
* **Medea**, after her build (never after a winning move; a removal is no move and wins or
  loses nothing, no Pan drop), one ``_sq`` step per block taken away. Revised text (the
  default): one worker, hers or an opponent's, on at least one block and next to one of her
  workers where they stand at the end of the turn (her own worker counts next to her other
  one) loses every block under it: ``b2-c3^d4_e4_e4``. Original text (``revised-text``
  selected): one block from under each worker of a non-empty set of workers on at least one
  block next to her unmoved worker (the side's worker that did not move; a lone worker has
  none, so no power): ``b2-c3^d4_a1_e4``. The set is one effect, so its removals may be
  written in any order; the canonical rule lists them in ASCII order.
* **Odysseus**, before moving: one or more opposing workers next to any of his workers at
  the start of the turn are forced, one after the other, onto unoccupied corners (a1, e1,
  a5, e5: no worker, no dome, any height), each written ``>worker>corner`` after the square
  of the worker that then moves and builds: ``c3>d4>e5-c4^c5``. A corner freed by a
  relocation may take the next one. A relocated worker is forced once and never wins. The
  relocations may be written in any order that can be played: the canonical rule gives the
  ASCII order of the workers' squares - unless a worker relocated from a corner frees it for
  one written before it, the only order then - and, for two alike workers (same side, both
  male or both female) whose corners may be exchanged, the ASCII-smaller corner to the first.

See :mod:`santorini.reference.gods_simple` for what a step machine is.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Final

from santorini.reference.geometry import NEIGHBOURS
from santorini.reference.turn import FORCE, REMOVE, PartialTurn

if TYPE_CHECKING:
    from santorini.reference.position import RefPosition

__all__ = ["CORNERS", "HEROES", "STEP_MACHINES"]

#: The corner squares Odysseus forces workers onto: a1, e1, a5, e5.
CORNERS: Final = (0, 4, 20, 24)


# ---------------------------------------------------------------------- Achilles


def achilles(pos: RefPosition, p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
    """The mortal turn, or (the power) build, move - up allowed - and build again."""
    if p.phase == "start":
        yield from pos._moves(p, "moved")
        for step, child in pos._builds(p, "prebuilt"):
            yield step, child.then(child.phase, used=True)
    elif p.phase == "prebuilt":
        yield from pos._moves(p, "moved")
    elif p.phase == "moved":
        yield from pos._builds(p, "done")


# ---------------------------------------------------------------------- Bellerophon


def bellerophon(pos: RefPosition, p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
    """The mortal turn, or (the power) a move exactly two levels up, then the build."""
    if p.phase == "start":
        yield from pos._moves(p, "moved")
        leap = p.board.heights[p.worker] + 2
        for step, child in pos._moves(p, "moved", max_rise=2):
            if child.board.heights[child.worker] == leap:  # the ordinary moves came above
                yield step, child.then(child.phase, used=True)
    elif p.phase == "moved":
        yield from pos._builds(p, "done")


# ---------------------------------------------------------------------- Medea


def medea(pos: RefPosition, p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
    """Move, build, then optionally the spell (``_sq`` steps).

    Phases after the build: ``built`` (the turn may end; in the original text after each
    removal too), ``spell`` (revised text: the enchanted worker still stands on a block, the
    next ``_sq`` is due). A square lower than when the turn began is one the spell lowered:
    nothing else takes blocks away during her turn."""
    if p.phase == "start":
        yield from pos._moves(p, "moved")
    elif p.phase == "moved":
        yield from pos._builds(p, "built")
    elif "revised-text" in p.ctx.rulings:  # the ruling's alternative: the original text
        if p.phase == "built":
            yield from _original_spell(pos, p)
    elif p.phase in ("built", "spell"):
        yield from _revised_spell(pos, p)


def _lowered(pos: RefPosition, p: PartialTurn) -> list[int]:
    """The squares the spell lowered so far this turn."""
    return [sq for sq in p.board.workers if p.board.heights[sq] < pos.heights[sq]]


def _take_block(p: PartialTurn, sq: int, then: str) -> tuple[str, PartialTurn]:
    """One block off the square of the worker on ``sq`` (it comes down with it)."""
    after = p.board.with_heights()
    after.heights[sq] -= 1
    return REMOVE[sq], p.then(then, board=after, used=True)


def _revised_spell(pos: RefPosition, p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
    """Revised text: every block under one worker on a block next to one of hers; once begun,
    the same worker's blocks until it stands on the ground."""
    if p.phase == "spell":
        targets = _lowered(pos, p)  # the enchanted worker, still on a block
    else:
        board = p.board
        mine = board.workers_of(p.ctx.side)
        targets = [sq for sq in board.workers if board.heights[sq] and any(m in NEIGHBOURS[sq] for m in mine)]
    for sq in targets:
        yield _take_block(p, sq, "spell" if p.board.heights[sq] > 1 else "done")


def _original_spell(pos: RefPosition, p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
    """Original text: one block from under each worker of a set, each on a block next to her
    unmoved worker; the worker that moved (``p.worker``) may be one of them."""
    board = p.board
    unmoved = [sq for sq in board.workers_of(p.ctx.side) if sq != p.worker]
    lowered = set(_lowered(pos, p))
    for sq in sorted(board.workers):
        if sq not in lowered and board.heights[sq] and any(u in NEIGHBOURS[sq] for u in unmoved):
            yield _take_block(p, sq, "built")


# ---------------------------------------------------------------------- Odysseus


def odysseus(pos: RefPosition, p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
    """Optionally relocations (``>worker>corner``, phases ``seized`` between the two squares
    and ``relocated`` after them), then the mortal turn of the worker on ``p.worker``.
    ``p.forces`` holds the squares of the ``>`` steps so far: workers at even places,
    their corners at odd ones."""
    if p.phase in ("start", "relocated"):
        yield from pos._moves(p, "moved")
        yield from _seizures(pos, p)
    elif p.phase == "seized":
        yield from _relocations(p)
    elif p.phase == "moved":
        yield from pos._builds(p, "done")


def _seizures(pos: RefPosition, p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
    """An opposing worker next to one of his workers where they stood when the turn began,
    not forced yet this turn (so it still stands there)."""
    mine = pos.workers_of(p.ctx.side)
    forced = p.forces[0::2]
    for sq, letter in pos.workers.items():
        if letter.upper() != p.ctx.side and sq not in forced and any(m in NEIGHBOURS[sq] for m in mine):
            yield FORCE[sq], p.then("seized", forces=(*p.forces, sq))


def _relocations(p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
    """The seized worker onto a corner with no worker and no dome (a force: it never wins)."""
    seized = p.forces[-1]
    for corner in CORNERS:
        if p.board.is_unoccupied(corner):
            after = p.board.with_workers()
            after.workers[corner] = after.workers.pop(seized)
            yield FORCE[corner], p.then("relocated", board=after, forces=(*p.forces, corner), used=True)


#: Each hero's step machine, run while its power is unspent.
STEP_MACHINES: Final[dict[str, Callable[[RefPosition, PartialTurn], Iterator[tuple[str, PartialTurn]]]]] = {
    "achilles": achilles,
    "bellerophon": bellerophon,
    "medea": medea,
    "odysseus": odysseus,
}

#: The heroes the oracle plays.
HEROES: Final = frozenset(STEP_MACHINES)
