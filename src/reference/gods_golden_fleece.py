"""The oracle's Golden Fleece gods (gods.md §3.3): Europa & Talus (34, ``europa``), Graeae (36),
Hades (37), Nemesis (41), Terpsichore (44) and Urania (45).

* **Hades** restricts his opponents: their workers may not *move* down (every move step of
  every power: Artemis' second move, Hermes' walk, Triton's further moves, Terpsichore's
  two moves, an Apollo or Minotaur move onto a lower worker). Forces are free (the worker
  Apollo swaps, Minotaur pushes, Charon ferries; Zeus rising). Like every restricting
  power it binds the opposing seats only (never a teammate), and never a move of a worker
  of his own side (a Dionysus extra turn moving Hades' worker). His own turn is the plain
  one. The check lives in ``RefPosition._moves`` (:func:`hades_forbids_descent`).
* **Urania** moves and builds on a torus: file a touches file e and rank 1 touches rank 5,
  so every square has eight neighbours (:data:`TORUS`). Only her own moves and builds use
  it (:func:`adjacency`, read by ``RefPosition._moves`` and ``_builds``); everything else
  is ordinary - the climb limit, the win onto level 3, the perimeter, and the squares her
  opponents' powers look at (Limus' neighbours, Aphrodite's, Hera's perimeter). Her turn is
  the plain one. A Dionysus extra turn moving her worker is a plain turn without a power,
  so it does not wrap; Circe holding her power does.
* **Terpsichore** moves every worker of her side, one after the other, then every worker
  builds once next to itself (:func:`terpsichore`). Token: ``b2-c3,d4-d5^c4^e5`` - the
  first worker's move, ``,`` and the second worker's move, then the two builds. A build
  is not tied to a worker in the token: the builds are legal when they can be given one to
  each worker, each next to its worker (both on one square is fine when it touches both).
  A move onto level 3 wins at once and ends the token (``b2-c3``, ``b2-c2,d4-d3``). A side
  left with one worker moves and builds once (``b2-c3^d4``).
* **Nemesis**, after the build of a turn that did not win, may exchange places with one
  opposing side (with 3 players one of the two others, with 4 the other team's workers)
  none of whose workers stands next to one of hers (where all stand after the build): each
  of her workers is forced onto the square of one of theirs, which is forced onto the
  square hers left (:func:`nemesis`). Revised text (the default): only with exactly two
  workers of hers and at least two of theirs; she takes two of theirs (her choice among
  three: a used Jason's). Token: ``>sq`` per worker of theirs she takes, in the ASCII order
  of her workers' squares: ``b2-c3^d4>a1>e5`` sends her ASCII-first worker to a1. Two
  alike pairings (no male/female pair) give one board: one turn, her first worker taking
  the ASCII-smaller square (the canonical rule). Original text (``revised-text``
  selected): as many as can be - two for two as above, else one for one: her lone worker
  with any of theirs (``>sq``), or, against a lone worker, either of her two, named by
  ``,sq`` before the trade (``b2-c3^d4,d4>e5``). Forces: nobody wins, heights do not
  matter; the trade follows her workers for Aphrodite's charm and Persephone.
* **Graeae** (2 and 3 players) places three workers (``+a1+b2+c3``). One worker moves as
  usual (a climb onto level 3 wins and ends the turn, ``b2-c3``), then the build is made
  by one of her workers that did *not* move (revised text, the default), named by ``,sq``:
  ``b2-c3,d4^d5`` (:func:`graeae`). A normal build next to that worker (no worker, no dome,
  a dome on level 3). A move after which no unmoved worker can build is no turn. Original
  text (``revised-text`` selected): any one of her workers builds, the moved one too,
  without a switch: ``b2-c3^d4``. A build is one outcome whoever makes it: the canonical
  token is the moved worker's when it may build there (original text), else the ASCII-first
  (by square name) unmoved worker's that may; the other spellings are accepted. A worker
  Hypnus froze does not move but builds.
* **Europa** (2, 3 and 4 players), after the build of a turn that did not win, may put her
  Talus on an unoccupied square next to the worker that moved (where it stands after the
  build): no worker, no dome (nor boulder, Ram or the Talus itself), any height; it leaves
  the square it stood on. Token: ``b2-c3^d4@c2`` (:func:`europa`); without the ``@sq`` it
  stays where it is (or on her card). For every seat the Talus' square is a dome-like
  obstacle (:class:`~santorini.reference.turn.Pieces` ``blocked``): no worker enters it
  (move, force, placement), nobody builds on it; it is no dome (no complete tower), its
  blocks stay under it (Ares takes none of them). The position keeps it (``RefPosition.talus``,
  the state ``europa[c2]``). With 3 players her elimination takes it off the board; when a
  removal (Bia) takes her last worker during another seat's turn, the Talus stays an
  obstacle until that turn ends (each turn's pieces are fixed when it starts, but for the
  moves and builds) and leaves with her seat when the turn is recorded.

See :mod:`santorini.reference.gods_simple` for what a step machine is.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import TYPE_CHECKING, Final

from santorini.notation import SQUARE_NAMES
from santorini.reference.geometry import NEIGHBOURS
from santorini.reference.gods_simple import plain
from santorini.reference.turn import FORCE, SWITCH, TALUS, PartialTurn, Pieces, TurnContext

if TYPE_CHECKING:
    from santorini.reference.position import RefPosition

__all__ = ["PLACED_WORKERS", "STEP_MACHINES", "TORUS", "adjacency", "hades_forbids_descent", "torus_neighbours",
           "trade_partners"]


# ---------------------------------------------------------------------- Urania


def torus_neighbours(sq: int) -> tuple[int, ...]:
    """The eight squares touching ``sq`` when the board wraps around (Urania), ascending.

    >>> from santorini.notation import SQUARE_NAMES
    >>> sorted(SQUARE_NAMES[n] for n in torus_neighbours(0))  # a1
    ['a2', 'a5', 'b1', 'b2', 'b5', 'e1', 'e2', 'e5']
    >>> all(len(torus_neighbours(sq)) == 8 for sq in range(25))
    True
    """
    rank, file = divmod(sq, 5)
    found = {((rank + dr) % 5) * 5 + (file + df) % 5 for dr in (-1, 0, 1) for df in (-1, 0, 1) if (dr, df) != (0, 0)}
    return tuple(sorted(found))


#: Urania's neighbours of every square (computed once, like ``NEIGHBOURS``).
TORUS: Final = tuple(torus_neighbours(sq) for sq in range(25))


def adjacency(power: str) -> tuple[tuple[int, ...], ...]:
    """The neighbours a power's own moves and builds use: the torus for Urania, the board's
    eight-neighbourhood for every other power (``power`` is the turn's machine, so a
    Dionysus extra turn, which has none, never wraps)."""
    return TORUS if power == "urania" else NEIGHBOURS


# ---------------------------------------------------------------------- Hades


def hades_forbids_descent(ctx: TurnContext, worker_side: str | None, out: frozenset[str]) -> bool:
    """Hades: may a worker of ``worker_side`` not move down now? Only an opposing Hades in
    play binds it (never a teammate's, never the worker's own side's: a Dionysus extra turn
    moves Hades' worker freely), and only its moves - forces are not moves."""
    return ctx.binds("hades", worker_side, out)


# ---------------------------------------------------------------------- Terpsichore


def terpsichore(pos: RefPosition, p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
    """Every worker of her side moves once, one after the other (the second in the position
    the first left), then each builds once next to itself.

    Phases: ``start`` the first worker moves; ``dance`` it moved, the other must be named
    (``,sq``); ``dance2`` the other one moves; ``danced`` all moved, the builds follow;
    ``built1`` one build made, the other worker's is due. A lone worker goes from its move
    straight to ``danced`` and builds once. A winning move ends the turn (``_moves`` makes
    it ``won``); a worker that cannot move or build leaves the turn unfinished, so it is no
    turn.
    """
    workers = p.board.workers_of(p.ctx.side)
    if p.phase in ("start", "dance2"):
        last = p.phase == "dance2" or len(workers) == 1
        for step, child in pos._moves(p, "moved"):
            if child.phase == "moved":
                child = _after_dance_move(child, last)
            yield step, child
    elif p.phase == "dance":
        for sq in workers:
            if sq != p.worker:  # the one that has not moved yet
                yield SWITCH[sq], p.then("dance2", worker=sq)
    elif p.phase == "danced":
        yield from _builds_by_any(pos, p, workers, "done" if len(workers) == 1 else "built1")
    elif p.phase == "built1":
        yield from _builds_by_any(pos, p, _second_builders(p, workers), "done")


def _after_dance_move(child: PartialTurn, last: bool) -> PartialTurn:
    """After a move: the other worker's turn to move, or - all moved - the builds. Once all
    moved, which worker moved first no longer matters, so the acting square is made the
    side's smallest one: both move orders then meet in one partial turn."""
    if not last:
        return child.then("dance")
    return child.then("danced", worker=min(child.board.workers_of(child.ctx.side)))


def _second_builders(p: PartialTurn, workers: list[int]) -> list[int]:
    """The workers that may make the second build: those whose partner touches the square of
    the first build (so the first one can be the partner's)."""
    first = p.first_build
    return [w for w in workers if any(first in NEIGHBOURS[o] for o in workers if o != w)]


def _builds_by_any(
    pos: RefPosition, p: PartialTurn, builders: Iterable[int], then: str
) -> Iterator[tuple[str, PartialTurn]]:
    """A normal build by any of ``builders`` (the next block, a dome on level 3). A square
    two builders touch is one build: the token does not say whose it is."""
    seen: set[str] = set()
    for w in builders:
        for step, child in pos._builds(p.then(p.phase, worker=w), then):
            if step not in seen:
                seen.add(step)
                yield step, child.then(then, worker=p.worker)


# ---------------------------------------------------------------------- Nemesis


def nemesis(pos: RefPosition, p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
    """Move, build (phase ``built``: the turn may end), then optionally the exchange: the
    ``>sq`` of her ASCII-first worker (phase ``trading``: ``p.forces`` holds its square and
    the one it took) and of her other one; original text one for one, her lone worker's
    ``>sq``, or her two against a lone worker: ``,sq`` names hers (phase ``chosen``), ``>sq``."""
    if p.phase == "start":
        yield from pos._moves(p, "moved")
    elif p.phase == "moved":
        yield from pos._builds(p, "built")
    elif p.phase == "built":
        yield from _first_trades(p)
    elif p.phase == "trading":
        first, taken = p.forces
        other = next(sq for sq in p.board.workers_of(p.ctx.side) if sq != taken)
        for sq in p.board.workers_of(p.board.side_of(first)):  # the chosen side's (its traded one is on first)
            if sq != first:
                yield FORCE[sq], _exchange(p, other, sq, "done")
    elif p.phase == "chosen":
        for theirs in trade_partners(p.board, p.ctx.side).values():
            if len(theirs) == 1:
                yield FORCE[theirs[0]], _exchange(p, p.worker, theirs[0], "done")


def trade_partners(board: Pieces, side: str) -> dict[str, list[int]]:
    """The opposing sides none of whose workers stands next to a worker of ``side``, with
    their workers' squares.

    >>> from santorini.reference.turn import Pieces
    >>> board = Pieces([0] * 25, [False] * 25, {0: "A", 24: "A", 12: "B", 2: "B", 4: "C", 20: "C"}, frozenset())
    >>> trade_partners(board, "A")  # B's c3 touches nothing of A's; C's e1 and a5 neither
    {'B': [2, 12], 'C': [4, 20]}
    >>> board.workers[18] = board.workers.pop(12)  # B's c3 to d4, next to A's e5
    >>> trade_partners(board, "A")
    {'C': [4, 20]}
    """
    mine = board.workers_of(side)
    found = {}
    for other in sorted({letter.upper() for letter in board.workers.values()} - {side}):
        theirs = board.workers_of(other)
        if not any(m in NEIGHBOURS[t] for m in mine for t in theirs):
            found[other] = theirs
    return found


def _first_trades(p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
    """The exchanges she may begin after her build, with each side she may pick."""
    mine = sorted(p.board.workers_of(p.ctx.side), key=SQUARE_NAMES.__getitem__)  # ASCII order: a1 a2 .. b1
    original = "revised-text" in p.ctx.rulings  # the ruling's alternative: the original text
    for theirs in trade_partners(p.board, p.ctx.side).values():
        if len(mine) == 2 and len(theirs) >= 2:
            for sq in theirs:
                yield FORCE[sq], _exchange(p, mine[0], sq, "trading", forces=(mine[0], sq))
        elif original and len(mine) == 1:
            for sq in theirs:
                yield FORCE[sq], _exchange(p, mine[0], sq, "done")
        elif original and len(mine) == 2 and len(theirs) == 1:
            for sq in mine:
                yield SWITCH[sq], p.then("chosen", worker=sq)


def _exchange(p: PartialTurn, mine: int, theirs: int, then: str, **changes: object) -> PartialTurn:
    """Her worker on ``mine`` and theirs on ``theirs`` forced onto each other's squares (no
    win, any heights). Her worker is followed: the acting square, Aphrodite's charm."""
    after = p.board.with_workers()
    after.workers[mine], after.workers[theirs] = after.workers[theirs], after.workers[mine]
    child = p.then(then, board=after, **changes)
    if p.worker == mine:
        child.worker = theirs
    if mine in p.charmed:
        child.charmed = (p.charmed - {mine}) | {theirs}
    if mine in p.moved:
        child.moved = (p.moved - {mine}) | {theirs}
    return child


# ---------------------------------------------------------------------- Graeae


#: Workers a side places at setup when it holds the god (Graeae's three); two otherwise.
PLACED_WORKERS: Final = {"graeae": 3}


def graeae(pos: RefPosition, p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
    """Move, then the build by a worker that did not move (``,sq``, phase ``hags``); original
    text (``revised-text`` selected) also by the moved worker itself, without a switch."""
    if p.phase == "start":
        yield from pos._moves(p, "moved")
    elif p.phase == "moved":
        if "revised-text" in p.ctx.rulings:  # the ruling's alternative: the original text
            yield from pos._builds(p, "done")
        for sq in p.board.workers_of(p.ctx.side):
            if sq != p.worker:
                yield SWITCH[sq], p.then("hags", worker=sq)
    elif p.phase == "hags":
        yield from pos._builds(p, "done")


# ---------------------------------------------------------------------- Europa


def europa(pos: RefPosition, p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
    """Move, build (phase ``built``: the turn may end), then optionally the Talus onto a
    square next to the worker that moved (``@sq``)."""
    if p.phase == "start":
        yield from pos._moves(p, "moved")
    elif p.phase == "moved":
        yield from pos._builds(p, "built")
    elif p.phase == "built":
        yield from _talus_steps(pos, p)


def _talus_steps(pos: RefPosition, p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
    """The Talus onto an unoccupied square (no worker, dome, boulder, Ram or Talus - its own
    square included) next to the moved worker, ordinary neighbours, any height; it leaves
    the square it stood on (if any)."""
    board = p.board
    old = pos.talus[p.ctx.seat]
    for sq in NEIGHBOURS[p.worker]:
        if board.is_unoccupied(sq):
            after = Pieces(board.heights, board.domes, board.workers, (board.blocked - {old}) | {sq})
            yield TALUS[sq], p.then("done", board=after, talus=sq)


#: Each god's step machine. Hades and Urania play the plain turn (his power binds the
#: opponents' moves, hers changes the squares her moves and builds reach).
STEP_MACHINES: Final[dict[str, Callable[[RefPosition, PartialTurn], Iterator[tuple[str, PartialTurn]]]]] = {
    "europa": europa,
    "graeae": graeae,
    "hades": plain,
    "nemesis": nemesis,
    "terpsichore": terpsichore,
    "urania": plain,
}
