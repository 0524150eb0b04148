"""The oracle's step machines of the Advanced Gods it plays (gods.md §3.2, 11-30 but Chaos;
docs/advanced-gods.md): the gods whose own turn has steps of its own - Ares, Charon,
Hestia, Morpheus, Poseidon, Selene, Triton, Zeus.

The other Advanced Gods play the plain turn of ``mortal``; their powers act elsewhere:
restrictions on the opponents (Aphrodite, Hera, Hypnus, Limus, Persephone), effects of the
move (Bia's removal, Eros' win, in ``RefPosition._moves``), end-of-turn effects (Medusa,
``RefPosition._conclude``), win conditions (Chronus, ``RefPosition._options``), extra
turns (Dionysus, ``RefPosition._finish``) and the power Circe holds (``RefPosition.power``).

See :mod:`santorini.reference.gods_simple` for what a step machine is.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Final

from santorini.reference.geometry import NEIGHBOURS, PERIMETER, square_behind
from santorini.reference.gods_simple import plain
from santorini.reference.powers import TOP_LEVEL, limus_forbids
from santorini.reference.turn import BUILD, DOME, FORCE, REMOVE, SWITCH, PartialTurn

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
    players the team's other worker, whichever teammate placed it; in the Pantheon edition's
    2-against-2 his own pair's other worker, never his teammate's), S is at least level 1,
    has no dome (so neither a dome nor a block under one is taken), no Talus (Europa's: a
    dome for every rule, so its blocks stay under it) and no worker. Written ``_S``. The
    block just built may be taken off again: that leaves the move alone."""
    board = p.board
    unmoved = [sq for sq in board.workers_of(pos.sides[pos.seat]) if sq != p.worker]
    targets = sorted({sq for w in unmoved for sq in NEIGHBOURS[w]})
    for sq in targets:
        if board.heights[sq] == 0 or board.is_closed(sq) or sq in board.workers:
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
    board with no worker, no dome and no boulder, whatever its height. Written ``>O``. A
    force is not a move: the ferried worker wins nothing (onto level 3) and no restriction
    on moving (Athena) applies to it. Own and teammates' workers are never ferried (in the
    Pantheon edition's 2-against-2 the teammate's pair neither)."""
    board, w, ctx = p.board, p.worker, p.ctx
    me = ctx.team(pos.sides[pos.seat])
    for o in NEIGHBOURS[w]:
        side = board.side_of(o)
        if side is None or ctx.team(side) == me:
            continue
        target = square_behind(o, w)
        if target is None or not board.is_unoccupied(target):
            continue
        after = board.with_workers()
        after.workers[target] = after.workers.pop(o)
        yield FORCE[o], p.then(then, board=after)


def hestia(pos: RefPosition, p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
    """Move, build, then optionally build once more with the same worker on a neighbouring
    square off the perimeter (the same square included; a dome on level 3)."""
    if p.phase == "start":
        yield from pos._moves(p, "moved")
    elif p.phase == "moved":
        yield from pos._builds(p, "built")
    elif p.phase == "built":
        yield from pos._builds(p, "done", inner=True)


def morpheus(pos: RefPosition, p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
    """Move, then the moved worker builds k times, 0 <= k <= his stock (normal builds,
    repeats allowed); each build spends one from the stock. Facing Gaea a build that domes may stop
    the turn (``gaea.REST_PHASES``' ``dreaming``, ``RefPosition._paused_acting``): the paused part's builds
    are spent at once, and the rest starts from the worker that moved in ``dreaming`` with ``spent`` 0
    against the stock left (``morpheus[2,rest:c3]``)."""
    if p.phase == "start":
        yield from pos._moves(p, "dreaming")
    elif p.phase == "dreaming" and p.spent < pos.stock[p.ctx.seat]:
        for step, child in pos._builds(p, "dreaming"):
            yield step, child.then(child.phase, spent=p.spent + 1)


#: Poseidon's unmoved worker builds at most this many times.
POSEIDON_BUILDS = 3


def poseidon(pos: RefPosition, p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
    """Move, build; then, if his side has exactly two workers and the one that did not move
    stands on level 0, optionally switch to it (``,sq``) and build one to three times
    with it (normal builds, repeats allowed). Facing Gaea a build that domes may stop the turn,
    the rest of it the unmoved worker's builds left, from ``sea`` with ``spent`` counted
    (``gaea.UNMOVED_WORKER``, ``RefPosition._paused_unmoved``)."""
    if p.phase == "start":
        yield from pos._moves(p, "moved")
    elif p.phase == "moved":
        yield from pos._builds(p, "built")
    elif p.phase == "built":
        workers = p.board.workers_of(p.ctx.side)
        if len(workers) == 2:
            other = workers[0] if workers[1] == p.worker else workers[1]
            if p.board.heights[other] == 0:
                yield SWITCH[other], p.then("sea0", worker=other, spent=0)
    elif p.phase in ("sea0", "sea") and p.spent < POSEIDON_BUILDS:
        for step, child in pos._builds(p, "sea"):
            yield step, child.then(child.phase, spent=p.spent + 1)


def selene(pos: RefPosition, p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
    """Move; then the normal build, or instead her female worker builds a dome on any level
    next to her: directly when she moved (``^sq*``), else after a switch to her
    (``,sq^sq*``; on level 3 written ``^sq``). Without a female only the normal build."""
    if p.phase == "start":
        yield from pos._moves(p, "moved")
    elif p.phase == "moved":
        female = _female(p)
        yield from pos._builds(p, "done", low_domes=female == p.worker)
        if female is not None and female != p.worker:
            yield SWITCH[female], p.then("moon", worker=female)
    elif p.phase == "moon":
        yield from _female_domes(pos, p, "done")


def _female(p: PartialTurn) -> int | None:
    """The square of the acting side's female worker (lowercase letter), or None."""
    letter = p.ctx.side.lower()
    return next((sq for sq, here in p.board.workers.items() if here == letter), None)


def _female_domes(pos: RefPosition, p: PartialTurn, then: str) -> Iterator[tuple[str, PartialTurn]]:
    """Selene's female builds a dome on a neighbouring square with no worker, no dome and
    no boulder, any level (``^sq*``; ``^sq`` on level 3). Next to an opposing Limus worker
    only a dome on level 3, unless the revised text (default) allows any dome."""
    board = p.board
    famine = limus_forbids(board, p.ctx, p.ctx.side, p.out) if p.ctx.restricters else frozenset()
    low_in_famine = "revised-text" not in p.ctx.rulings
    for target in NEIGHBOURS[p.worker]:
        if board.is_closed(target) or target in board.workers:
            continue
        level3 = board.heights[target] == TOP_LEVEL
        if not level3 and target in famine and not low_in_famine:
            continue
        after = board.with_domes()
        after.domes[target] = True
        yield (BUILD if level3 else DOME)[target], p.then(then, board=after)


def triton(pos: RefPosition, p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
    """Move; each move ending on a perimeter square may be followed by another move of the
    same worker (any square, its start included), without limit; then it builds. A move
    onto level 3 from below wins at once."""
    if p.phase in ("start", "shore"):
        for step, child in pos._moves(p, "moved"):
            if child.phase == "moved" and child.worker in PERIMETER:
                child = child.then("shore")
            yield step, child
    if p.phase in ("moved", "shore"):
        yield from pos._builds(p, "done")


def zeus(pos: RefPosition, p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
    """Move; then the normal build, or instead a block under the moved worker (``^sq`` on its
    own square; not on level 3): the square rises one level with the worker on it. Rising
    is not a move: it never wins and is no climb. Next to an opposing Limus worker it is a
    block like any other, so it is forbidden there."""
    if p.phase == "start":
        yield from pos._moves(p, "moved")
    elif p.phase == "moved":
        yield from pos._builds(p, "done")
        sq = p.worker
        famine = limus_forbids(p.board, p.ctx, p.ctx.side, p.out) if p.ctx.restricters else frozenset()
        if p.board.heights[sq] < TOP_LEVEL and sq not in famine:
            after = p.board.with_heights()
            after.heights[sq] += 1
            yield BUILD[sq], p.then("done", board=after)


#: Each god's step machine. The Advanced Gods without steps of their own play the plain turn.
STEP_MACHINES: Final[dict[str, Callable[[RefPosition, PartialTurn], Iterator[tuple[str, PartialTurn]]]]] = {
    "ares": ares,
    "charon": charon,
    "hestia": hestia,
    "morpheus": morpheus,
    "poseidon": poseidon,
    "selene": selene,
    "triton": triton,
    "zeus": zeus,
    "aphrodite": plain,  # restricts the opponents' charmed workers
    "bia": plain,  # her removal follows the move
    "chronus": plain,  # a win condition
    "circe": plain,  # holding nothing; holding a power she plays its machine
    "dionysus": plain,  # extra turns follow the turn
    "eros": plain,  # a win condition of the move
    "hera": plain,  # vetoes the opponents' perimeter wins
    "hypnus": plain,  # freezes an opponent's highest worker
    "limus": plain,  # forbids the opponents' blocks next to her workers
    "medusa": plain,  # petrifies at the end of her turn
    "persephone": plain,  # the opponents must move up if they can
}
