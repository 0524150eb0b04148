"""The oracle's powers that are not steps of the acting seat's own turn: placement rules,
start-of-turn effects (Hypnus, Aphrodite, Circe), restrictions on builds (Limus), win
conditions (Chronus, Eros, Hera's veto), removals (Bia, Medusa) and the side that is out
when its last worker goes (docs/advanced-gods.md).

Every function here is a plain rule over the pieces (:class:`~santorini.reference.turn.Pieces`)
and the turn's context (:class:`~santorini.reference.turn.TurnContext`); the position
(:mod:`~santorini.reference.position`) calls them at the points the rules name.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import Final

from santorini.reference.geometry import NEIGHBOURS, PERIMETER, square_behind
from santorini.reference.turn import BUILD, DOME, PartialTurn, Pieces, TurnContext

__all__ = [
    "COMPLETE_TOWERS_TO_WIN",
    "RESTRICTING_POWERS",
    "TOP_LEVEL",
    "after_bia_move",
    "all_neighbouring",
    "bia_removes",
    "complete_towers",
    "domes_anywhere",
    "eros_wins",
    "frozen_worker",
    "hera_vetoes",
    "limus_forbids",
    "medusa_petrifies",
    "placement_allowed",
    "remove_workers",
]

#: Height of the top block level: moving up onto it wins, building on it makes a dome.
TOP_LEVEL: Final = 3

#: Complete towers on the board that make Chronus win.
COMPLETE_TOWERS_TO_WIN: Final = 5

#: Powers that restrict the turns of opposing seats (docs/advanced-gods.md, "Restrictions by
#: opponents"; Athena only while her state is set; Hades, gods.md §3.3 37, forbids moving down).
RESTRICTING_POWERS: Final = frozenset({"aphrodite", "athena", "hades", "hera", "hypnus", "limus", "persephone"})

#: Files a and e, ranks 1 and 5: the edges Eros' workers are placed on (opposite pairs).
_OPPOSITE_EDGES: Final = (
    (frozenset(range(0, 5)), frozenset(range(20, 25))),  # rank 1 and rank 5
    (frozenset(range(0, 25, 5)), frozenset(range(4, 25, 5))),  # file a and file e
)


# ---------------------------------------------------------------------- placement


def placement_allowed(squares: Sequence[int], team_gods: Iterable[str], rulings: frozenset[str]) -> bool:
    """May a side whose seats (the seat and, with 4 players, its teammate) hold
    ``team_gods`` place its two workers on ``squares``?

    Bia (unless ``revised-text`` is selected: the original card has no limit): both on
    perimeter squares. Eros: one on rank 1 and the other on rank 5, or one on file a and the
    other on file e (a corner belongs to two edges).

    >>> placement_allowed((0, 24), ["eros"], frozenset()), placement_allowed((0, 1), ["eros"], frozenset())
    (True, False)
    >>> placement_allowed((6, 24), ["bia"], frozenset()), placement_allowed((6, 24), ["bia"], frozenset({"revised-text"}))
    (False, True)
    """
    gods = set(team_gods)
    if "bia" in gods and "revised-text" not in rulings and not all(sq in PERIMETER for sq in squares):
        return False
    if "eros" in gods:
        a, b = squares
        if not any((a in one and b in other) or (b in one and a in other) for one, other in _OPPOSITE_EDGES):
            return False
    return True


# ---------------------------------------------------------------------- start of a turn


def frozen_worker(heights: Sequence[int], workers: Sequence[int], rulings: frozenset[str]) -> int | None:
    """Hypnus: the one worker of a side standing strictly higher than every other worker of
    that side cannot move this turn; a tie freezes nobody. A lone worker is frozen, unless
    ``hypnus-lone-worker`` is selected.

    >>> heights = [0] * 25
    >>> heights[6] = 1
    >>> frozen_worker(heights, [6, 18], frozenset()), frozen_worker(heights, [12, 18], frozenset())
    (6, None)
    >>> frozen_worker(heights, [18], frozenset()), frozen_worker(heights, [18], frozenset({"hypnus-lone-worker"}))
    (18, None)
    """
    if len(workers) == 1:
        return None if "hypnus-lone-worker" in rulings else workers[0]
    top = max(heights[sq] for sq in workers)
    highest = [sq for sq in workers if heights[sq] == top]
    return highest[0] if len(highest) == 1 else None


def all_neighbouring(workers: Sequence[int]) -> bool:
    """Circe's test: do the workers all neighbour each other? (One worker: no.)

    >>> all_neighbouring([0, 6]), all_neighbouring([0, 12]), all_neighbouring([0])
    (True, False, False)
    """
    if len(workers) < 2:
        return False
    return all(b in NEIGHBOURS[a] for i, a in enumerate(workers) for b in workers[i + 1 :])


# ---------------------------------------------------------------------- during a turn


def complete_towers(board: Pieces) -> int:
    """Complete towers: a dome on a level-3 square (lower domes do not count)."""
    return sum(1 for sq in range(25) if board.domes[sq] and board.heights[sq] == TOP_LEVEL)


def limus_forbids(board: Pieces, ctx: TurnContext, builder_side: str | None, out: frozenset[str]) -> frozenset[int]:
    """Limus: the squares neighbouring a worker of an opposing Limus, where the builder may
    not build a block (a dome stays allowed, see ``RefPosition._builds``)."""
    sides = ctx.sides_with("limus", builder_side, out)
    if not sides:
        return frozenset()
    return frozenset(n for sq, letter in board.workers.items() if letter.upper() in sides for n in NEIGHBOURS[sq])


def domes_anywhere(p: PartialTurn, then: str, *, used: bool = False) -> Iterator[tuple[str, PartialTurn]]:
    """One dome on any square of the board with no worker, no dome, no boulder, Ram or Talus
    (Asteria's falling star, Polyphemus' domes): ``^sq`` on level 3, ``^sq*`` below. Below level
    3 not next to an opposing Limus worker with her original text (``revised-text`` selected),
    as Atlas' domes. ``used``: the dome spends a hero's power (Polyphemus)."""
    board, ctx = p.board, p.ctx
    famine: frozenset[int] = frozenset()
    if "revised-text" in ctx.rulings and ctx.restricters:
        famine = limus_forbids(board, ctx, board.side_of(p.worker), p.out)
    for sq in range(25):
        if not board.is_unoccupied(sq):
            continue
        top = board.heights[sq] == TOP_LEVEL
        if not top and sq in famine:
            continue
        after = board.with_domes()
        after.domes[sq] = True
        yield (BUILD if top else DOME)[sq], p.then(then, board=after, used=used or p.used)


def hera_vetoes(ctx: TurnContext, worker_side: str | None, dst: int, out: frozenset[str]) -> bool:
    """Hera: an opposing move that ends on a perimeter square wins nothing (which wins she
    cancels is the caller's: the climb always, Pan's and Eros' wins by default)."""
    return dst in PERIMETER and ctx.binds("hera", worker_side, out)


def eros_wins(board: Pieces, mover: int, side: str, three_players: bool) -> bool:
    """Eros: the worker that just moved to ``mover`` neighbours the side's other worker and
    both stand on level 1 (2 and 4 players) or on one level, any level (3 players); only
    while the side has exactly two workers."""
    workers = board.workers_of(side)
    if len(workers) != 2:
        return False
    other = workers[0] if workers[1] == mover else workers[1]
    if other not in NEIGHBOURS[mover]:
        return False
    here, there = board.heights[mover], board.heights[other]
    return here == there if three_players else here == there == 1


def remove_workers(p: PartialTurn, board: Pieces, removed: Iterable[int], ctx: TurnContext) -> PartialTurn:
    """Workers removed from the game (Bia, Medusa): ``board`` is already without them. A
    side left with no worker is out at once: with 2 players or teams the acting seat wins;
    with 3 players the side is out (eliminated when the turn is recorded) and, if one seat
    alone stays in play, that seat wins. A worker this turn cannot see (a Clio worker on her
    coin, ``ctx.hidden``) counts: its side is not out.

    In the Pantheon edition's 2-against-2 (a pair of workers a player) a removal decides
    nothing by itself: the seat left with no worker is still a player of its team, and it
    loses for its team when its turn comes and it cannot complete one (gods.md §6.3), so
    the turn goes on (the build) and no side is out."""
    if ctx.own_pairs():
        return p.then(p.phase, board=board)
    gone = {p.board.side_of(sq) for sq in removed}
    unseen = {side for _, side in ctx.hidden}  # a Clio worker on her coin, out of this turn's pieces, still counts
    out = p.out | frozenset(side for side in gone if side is not None and not board.workers_of(side)
                            and side not in unseen)
    child = p.then(p.phase, board=board, out=out)
    if out == p.out or p.phase == "won":
        return child
    if not ctx.three_players:
        return child.then("won", winner=ctx.seat)
    standing = [seat for seat, side in ctx.seats_in_play if side not in out]
    if len(standing) == 1:
        return child.then("won", winner=standing[0])
    return child


def after_bia_move(p: PartialTurn, src: int, ctx: TurnContext) -> PartialTurn:
    """Bia: after her worker moves from P to Q, an opponent's worker on ``Q + (Q - P)`` is
    removed from the game (never a teammate's, whether teammates share their workers or,
    in the Pantheon edition's 2-against-2, have a pair each) - also after a winning move."""
    return bia_removes(p, square_behind(src, p.worker), ctx)


def bia_removes(p: PartialTurn, target: int | None, ctx: TurnContext) -> PartialTurn:
    """Bia's removal on ``target`` (None: off the board): the opponent's worker standing there
    is removed from the game (:func:`after_bia_move`; Charybdis' original text also calls it one
    step on from the exit of a transport, ``RefPosition._transported``). What a side left with no
    worker means - a win, an elimination - is :func:`remove_workers`'."""
    if target is None:
        return p
    side = p.board.side_of(target)
    if side is None or ctx.team(side) == ctx.team(ctx.side):
        return p
    board = p.board.with_workers()
    del board.workers[target]
    return remove_workers(p, board, [target], ctx)


# ---------------------------------------------------------------------- end of a turn


def medusa_petrifies(p: PartialTurn, ctx: TurnContext) -> PartialTurn:
    """Medusa, at the end of her turn: every opponent worker that neighbours one of her
    workers and stands on a strictly lower level is removed and one block is built on its
    square (all pairs found first, then applied).

    A Clio worker standing on one of her coins is out of Medusa's reach and is never
    petrified (gods.md §3.3 33: to Medusa the coin is a dome, nothing stands on it). Her
    targets are the workers of this turn's pieces, ``p.board``, and those pieces never hold
    such a worker: on a turn of another side than Clio's the position leaves her workers on
    her coins out of them (``RefPosition._hidden``; ``ctx.hidden`` lists them). A Clio worker
    off her coins is petrified as usual, and so is every other side's worker. Medusa's own
    workers never stand on a coin (a dome to her)."""
    board = p.board  # without Clio's workers on her coins (ctx.hidden): never a victim
    mine = board.workers_of(ctx.side)  # her own pair (in the Pantheon 2-against-2, not her teammate's)
    team = ctx.team(ctx.side)
    victims = sorted(
        sq
        for sq, letter in board.workers.items()
        if ctx.team(letter.upper()) != team
        and any(m in NEIGHBOURS[sq] and board.heights[m] > board.heights[sq] for m in mine)
    )
    if not victims:
        return p
    after = Pieces(list(board.heights), board.domes, dict(board.workers), board.blocked)
    for sq in victims:
        del after.workers[sq]
        after.heights[sq] += 1  # a petrified worker stood on level 0-2: never a dome
    return remove_workers(p, after, victims, ctx)
