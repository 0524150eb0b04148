"""The oracle's Heroes (gods.md §3.4, Golden Fleece expansion): Achilles (46), Adonis (47),
Atalanta (48), Bellerophon (49), Heracles (50), Jason (51), Medea (52), Odysseus (53),
Polyphemus (54) and Theseus (55).
Each plays its power once a game; the common rules (the used mark, two players only,
Persephone, a winning turn's outcome) are the position's, see
:mod:`~santorini.reference.position`.

A hero's machine runs only while its power is unspent (a spent hero's power is ``mortal``).
Every step that uses the power marks the turn ``used``, so a turn with the power is never
the same outcome as a mortal turn, even on the same board - but a winning one (the game is
over: the mark is left out of its outcome).

* **Achilles**: the worker that moves first builds (``b2^c3``), then moves - up too, unlike
  Prometheus, also onto the square just built on - then builds again: ``b2^c3-c2^d2``. A
  winning move ends the token (``b2^c3-c3``). Builds that can be exchanged are spellings of
  one turn: the canonical rule keeps the ASCII-smaller pre-build. Against Gaea, while his power is
  unspent, his power's build before the move that domes a square Gaea may place next to, a rest
  possible after it, pauses his turn there (``gaea.REST_PHASES``, ``prebuilt`` as Prometheus'):
  ``b2^c3``, one ply, which spends the power (state ``achilles[used,b2]``, the worker that built, with
  ``resume:K``; ``achilles[used]`` after the rest); after Gaea's placement the rest is that worker's
  move, up too, and build, ``b2-b3^c4`` (or a winning move), never ``pass``, played by this machine
  though the power is spent. Where the dome first would pause, the block first then the dome is one
  whole turn in playing order (``e1^d2-e2^d1`` where ``e1^d1`` pauses). See :mod:`~santorini.reference.gaea`.
* **Adonis**, after the build of a turn that did not win, binds one of his workers A and
  one opposing worker O for the opponent's next turn (revised text, the default): ``~A~O``,
  ``b2-c3^d4~c3~e4``; original text (``revised-text`` selected): O alone, ``b2-c3^d4~e4``.
  The binding is the seat's state until his next turn begins (``adonis[c3~e4]``,
  ``adonis[~e4]``; see :mod:`~santorini.reference.position` for the filter on the
  opponent's turns): the two workers are followed through each step of that turn
  (:func:`follow`) and judged where they stand when its steps are done
  (:func:`binding_kept`): A and O neighbours, or (original) O next to any worker of his.
  Against Gaea, while his power is unspent, his build that domes a square Gaea may place next to
  (right after it) pauses his turn there, a binding being possible (``gaea.REST_PHASES``, ``built`` as
  Medea's): ``b2-c3^d4``, one ply, state ``adonis[c3]`` (the worker that moved, the power unspent) with
  ``resume:K``; after Gaea's placement the rest, from the worker that moved, is ``pass`` (the power
  kept) or the binding on the board as she left it, revised ``c3~b2~e4``, original ``c3~e4`` (her placed
  worker may be O), which spends the power and binds her next ordinary turn (never her placement
  turns). See :mod:`~santorini.reference.gaea`.
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
  written in any order; the canonical rule lists them in ASCII order. Against Gaea, while her power
  is unspent, her build that domes a square Gaea may place next to pauses her turn when a removal is
  possible after it (``gaea.REST_PHASES``: the rest, after Gaea's placement, is ``pass`` or her
  removal from the worker that moved, ``b3_d2_d2``; state ``medea[b3]``), see
  :mod:`~santorini.reference.gaea`.
* **Odysseus**, before moving: one or more opposing workers next to any of his workers at
  the start of the turn are forced, one after the other, onto unoccupied corners (a1, e1,
  a5, e5: no worker, no dome, any height), each written ``>worker>corner`` after the square
  of the worker that then moves and builds: ``c3>d4>e5-c4^c5``. A corner freed by a
  relocation may take the next one. A relocated worker is forced once and never wins. The
  relocations may be written in any order that can be played: the canonical rule gives the
  ASCII order of the workers' squares - unless a worker relocated from a corner frees it for
  one written before it, the only order then - and, for two alike workers (same side, both
  male or both female) whose corners may be exchanged, the ASCII-smaller corner to the first.
* **Atalanta**: after its first move the same worker may move again, any number of times,
  each a normal move under every restriction (one level up at most, Athena's and Hades'
  bans, ...), its start square and other squares revisited as it likes; then it builds from
  where it ends: ``b2-c3-d3^e4``, ``b2-c3-b2^a1``. A turn of two or more moves uses the
  power. A move that wins ends the walk (one Hera vetoes does not win: the walk goes on).
  A turn is its final square, its build and the used mark: the canonical token is the walk
  with the fewest moves (at least two) among those reaching it, then the ASCII-smallest; a
  winning turn leaves the mark out (the position's rule), so a win a single move reaches
  is that move. Under Persephone's demand a walk climbs if any of its moves goes up.
* **Heracles** (revised text; the original one below). His turns are a mortal's, plus,
  while unspent, after any ordinary move of either worker that did not win, the turn that
  spends the power: the move alone (``b2-c3``, phase ``heaved``, ended there; also where the
  moved worker could not build). Play then stays with him for **extra turns**, one dome
  each or ``pass`` (:data:`EXTRA_TURN_HEROES`; the position's ``spree``, as Dionysus'
  ``extra``): a dome on a square with no worker and no dome (nor the boulder, the Ram, a
  Talus or, as he sees the board, an opposing Clio's coin) next to one of his workers (the
  eight neighbours; moved or not, frozen by Hypnus or not), at any level (``c3^d4`` on level
  3, the ordinary dome of a complete tower; ``c3^d4*`` below), each on a square after the
  previous dome's in ASCII order of the squares' names, so each set of domes is one
  sequence. The token starts from the ASCII-first of his workers next to the square (the
  canonical rule's ASCII-smallest spelling); any other of his workers next to it is an
  accepted spelling. ``pass`` ends them (with no square left it is the only turn; zero
  domes: the move, then ``pass``). Nobody wins during them: Chronus' towers are judged when
  play passes on after ``pass`` (``dionysus-chronus`` selected: after every dome too, as
  for Dionysus' extra turns). His state: none while unspent, ``heracles[domes]`` after the
  move, ``heracles[domes,c3]`` after a dome on c3 (the last one; the square must hold a dome),
  only with his seat to move; ``heracles[used]`` after ``pass``. Limus' original text keeps
  his low domes off the squares next to her workers (``revised-text``), as Atlas'; her revised
  text allows every dome. Persephone: the power's turn climbs when its move does. Original
  text (``revised-text`` selected): no move alone; after the move and the build of a turn
  that did not win (phase ``built``), the spree's first dome (phase ``domed``, the power
  spent: the turn ends there and his extra turns follow, as above, after it):
  ``b2-c3^d4^e4*``, next to either of his workers where they stand, on the square just built
  on too. A spree of no dome is the plain turn (the power unspent). The first dome is part
  of the turn's outcome: a build and a first dome that change places (two domes on level 3)
  are two turns, each spree going on after its own. Against Gaea (``gaea.ANY_ORDER_SPREES``,
  both texts: an opposing Gaea in play, whatever waits on her card) his extra turns go in any
  order - each dome on any allowed square next to one of his workers, no ASCII condition, since
  her placement between two domes makes the order matter - and his spree names no last dome
  (``heracles[domes]`` throughout; ``heracles[domes,c3]`` is refused facing her): each extra
  turn's dome calls her placement as after any turn, then his extra turns go on; the original
  text's first dome is then no part of the outcome but as a dome (a build and a first dome that
  change places are one turn). With the original text, while his power is unspent, his normal
  build that domes a square Gaea may place next to, a first dome of his spree possible after
  it, pauses his turn there (``gaea.REST_PHASES``, ``built`` as Medea's; ``b2-c3^d4``, state
  ``heracles[c3]``, the worker that moved, with ``resume:K``); after her placement the rest is
  ``pass`` (the power unspent) or the spree's first dome from the worker that moved,
  ``c3^e4*`` (``c3^e4`` on level 3), which spends the power, her placement and his extra
  turns after it. With the revised text nothing of his pauses (``heracles[c3]`` is refused).
  See :mod:`~santorini.reference.gaea`.
* **Jason**: his side places two workers; the third waits on his card. As an alternative
  turn (a start of its own, phase ``card``, with no worker square) the extra worker is put
  on a ground-level perimeter square with no worker, dome, boulder or Ram, then - revised
  text, the default - makes a normal move and a normal build: ``+a1-a2^b1``; original text
  (``revised-text`` selected): only a build, ``+a1^b1``. It then stays, an ordinary worker
  (the side has three). It was not on the board when the turn began: no Hypnus freeze, no
  Aphrodite charm binds it; a move up is a climb for Persephone. The turn is where the
  worker ends: placements from which it moves to one square are one turn, listed with the
  ASCII-smallest placement (``+a2-a3^a2``, not ``+a4-a3^a2``).
* **Polyphemus**, after the build of a turn that did not win: the worker that built builds
  one or two domes on any squares of the board with no worker, dome, boulder or Ram, at any
  level (the square just built on too), each a further build step: ``^sq*`` below level 3,
  ``^sq`` on level 3 (a complete tower): ``b2-c3^d4^a1*^e5*``, ``b2-c3^d4^d4``. The domes
  are one effect: the canonical rule writes them in ASCII order (a normal build that domes
  level 3 and a dome on level 3 next to the worker may be exchanged too: the smaller
  spelling) - unless the first one ends the turn: a fifth complete tower makes Chronus win
  at once (``^e3*^a4``). An opposing Limus forbids a dome below level 3 next to her workers
  with the original text only (``revised-text`` selected), as for Atlas. Against Gaea, while his
  power is unspent (``gaea.REST_PHASES``, ``built`` as Medea's; ``gaea.REPAUSING``): his normal build
  that domes (a block onto level 3) a square Gaea may place next to, a dome of his still possible
  after it, pauses his turn there (``b2-b3^c3``, state ``polyphemus[b3]``, the worker that built, with
  ``resume:K``), the rest after her placement ``pass`` (the power kept), ``b3^a1*`` or
  ``b3^a1*^e5*``; and the first of his domes anywhere (in a whole turn or in that rest) with a
  square she may place next to, a second dome still possible, pauses it there too (``b2-b3^c4^a1*``,
  ``b3^a1*``), the power spent (``polyphemus[used,b3]``), the rest ``pass`` or the second dome,
  ``b3^e5*``, the last step (it never pauses). No spelling goes on through a step that pauses: two
  domes are written in ASCII order but where the first would pause and the other order would not
  (then that order), a normal dome and a dome on level 3 likewise; where both orders pause only the
  paused parts reach that board. See :mod:`~santorini.reference.gaea`.
* **Theseus**, after the build of a turn that did not win: one opposing worker next to one
  of his workers standing exactly two levels lower (the heights after the build) is removed
  from the game, written ``xsq`` with its square: ``b2-c3^d4xe4``. A removal is no move. A
  side left without workers is out as after Bia's removal (two players: Theseus wins). Against
  Gaea, while his power is unspent, his build that domes a square Gaea may place next to pauses
  his turn when a kill is possible after it (``gaea.REST_PHASES``: the rest, after Gaea's
  placement, is ``pass`` or the kill from the worker that moved, ``b3xc2``; state
  ``theseus[b3]``), see :mod:`~santorini.reference.gaea`. A Gaea side with no worker left on the
  board is out, whatever waits on her card.

See :mod:`santorini.reference.gods_simple` for what a step machine is.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Final

from santorini.notation import SQUARE_NAMES
from santorini.reference.geometry import NEIGHBOURS, PERIMETER
from santorini.reference.powers import TOP_LEVEL, domes_anywhere, limus_forbids, remove_workers
from santorini.reference.turn import BIND, BUILD, DOME, FORCE, KILL, PLACE, REMOVE, PartialTurn, Pieces

if TYPE_CHECKING:
    from santorini.reference.position import RefPosition

__all__ = ["CARD", "CARD_HEROES", "CORNERS", "DOMED", "ENDABLE_PHASES", "EXTRA_TURN_HEROES", "GONE", "HEAVED", "HEROES",
           "NO_DOME_YET", "STEP_MACHINES", "binding_kept", "follow"]

#: The corner squares Odysseus forces workers onto: a1, e1, a5, e5.
CORNERS: Final = (0, 4, 20, 24)

#: The phase of a turn that starts from the hero's card rather than from a worker's square
#: (Jason's extra worker), and the heroes that have one while unspent.
CARD: Final = "card"
CARD_HEROES: Final = frozenset({"jason"})


# ---------------------------------------------------------------------- Achilles


def achilles(pos: RefPosition, p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
    """The mortal turn, or (the power) build, move - up allowed - and build again. The rest of a turn
    paused for Gaea's placement after the power's build (``gaea.REST_PHASES``) starts in ``prebuilt``
    from the worker that built, the power already spent (the paused part spent it)."""
    if p.phase == "start":
        yield from pos._moves(p, "moved")
        for step, child in pos._builds(p, "prebuilt"):
            yield step, child.then(child.phase, used=True)
    elif p.phase == "prebuilt":
        yield from pos._moves(p, "moved")
    elif p.phase == "moved":
        yield from pos._builds(p, "done")


# ---------------------------------------------------------------------- Adonis


#: Where a followed worker stands once it has left the game (Bia's, Theseus' removals).
GONE: Final = -1


def adonis(pos: RefPosition, p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
    """Move, build (phase ``built``: the turn may end), then optionally the binding: ``~sq``
    his worker (phase ``binding``) and ``~sq`` the opponent's; original text, the
    opponent's alone. ``p.binds`` holds the squares."""
    if p.phase == "start":
        yield from pos._moves(p, "moved")
    elif p.phase == "moved":
        yield from pos._builds(p, "built")
    elif p.phase == "built" and "revised-text" not in p.ctx.rulings:
        for sq in p.board.workers_of(p.ctx.side):
            yield BIND[sq], p.then("binding", binds=(sq,), used=True)
    elif p.phase in ("built", "binding"):  # the opponent's worker (original text: at once)
        for sq in sorted(p.board.workers):
            if p.board.side_of(sq) != p.ctx.side:
                yield BIND[sq], p.then("done", binds=(*p.binds, sq), used=True)


def follow(before: Pieces, after: Pieces, sq: int) -> int:
    """Where the worker on ``sq`` before a step stands after it (``GONE``: removed).

    A step relocates at most one worker of each letter (a move and the worker Apollo swaps
    or Minotaur pushes, a ferry, a relocation, one of Nemesis' trades): a worker that left
    its square is the one of its letter that arrived on another.

    >>> from santorini.reference.turn import Pieces
    >>> before = Pieces([0] * 25, [False] * 25, {12: "A", 13: "B", 0: "B"}, frozenset())
    >>> swapped = Pieces([0] * 25, [False] * 25, {13: "A", 12: "B", 0: "B"}, frozenset())  # Apollo
    >>> follow(before, swapped, 13), follow(before, swapped, 0), follow(before, swapped, 12)
    (12, 0, 13)
    >>> follow(before, Pieces([0] * 25, [False] * 25, {13: "A", 0: "B"}, frozenset()), 12)
    13
    >>> follow(before, Pieces([0] * 25, [False] * 25, {12: "A", 0: "B"}, frozenset()), 13)  # removed
    -1
    """
    if sq == GONE:
        return GONE
    letter = before.workers[sq]
    if after.workers.get(sq) == letter:
        return sq
    arrived = [s for s, other in after.workers.items() if other == letter and before.workers.get(s) != letter]
    return arrived[0] if arrived else GONE


def binding_kept(p: PartialTurn) -> bool:
    """Does the turn keep Adonis' binding where its followed workers stand now: his worker
    and the opponent's neighbours (revised text), or the opponent's next to any worker of
    his (original text, ``p.followed`` holds it alone)? A removed worker is nobody's
    neighbour."""
    *his, theirs = p.followed
    if theirs == GONE:
        return False
    if his:
        return his[0] in NEIGHBOURS[theirs]
    return any(sq in NEIGHBOURS[theirs] for sq in p.board.workers_of(p.ctx.binder))


# ---------------------------------------------------------------------- Bellerophon


def bellerophon(pos: RefPosition, p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
    """The mortal turn, or (the power) a move exactly two levels up, then the build."""
    if p.phase == "start":
        yield from pos._moves(p, "moved")
        # Only the moves that climb two (the ordinary ones came above), judged on the move
        # itself: an opposing Harpies' slide may carry the worker lower after it.
        for step, child in pos._moves(p, "moved", max_rise=2, min_rise=2):
            yield step, child.then(child.phase, used=True)
    elif p.phase == "moved":
        yield from pos._builds(p, "done")


# ---------------------------------------------------------------------- Medea


def medea(pos: RefPosition, p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
    """Move, build, then optionally the spell (``_sq`` steps).

    Phases after the build: ``built`` (the turn may end; in the original text after each
    removal too), ``spell`` (revised text: the enchanted worker still stands on a block, the
    next ``_sq`` is due). A square lower than when the turn began is one the spell lowered:
    nothing else takes blocks away during her turn. The rest of a turn paused for Gaea's
    placement (``gaea.REST_PHASES``) starts in ``built`` from the worker that moved, ``pos`` the
    position after her placement (so nothing is lowered yet)."""
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
    unseen = {sq for sq, _ in p.ctx.hidden}  # a Clio worker on her coin: no worker for him
    for sq, letter in pos.workers.items():
        if sq in unseen:
            continue
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


# ---------------------------------------------------------------------- Atalanta


def atalanta(pos: RefPosition, p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
    """The mortal turn, or (the power) further moves of the worker that moved, phase
    ``running`` after the second one, then its build."""
    if p.phase == "start":
        yield from pos._moves(p, "moved")
    elif p.phase in ("moved", "running"):
        yield from pos._builds(p, "done")
        for step, child in pos._moves(p, "running"):
            yield step, child.then(child.phase, used=True)


# ---------------------------------------------------------------------- Heracles


#: Heracles' phase after a move that did not win: the turn may end there (the move alone, the
#: turn that spends his power: ``RefPosition._conclude`` marks it used) or go on to the build.
HEAVED: Final = "heaved"

#: Heracles' phase after the first dome of his spree, original text (``revised-text``
#: selected): the turn that spends his power ends there; his extra turns follow it.
DOMED: Final = "domed"

#: Phases of the heroes' machines after which a turn may end besides ``done`` and ``built``.
ENDABLE_PHASES: Final = frozenset({HEAVED, DOMED})

#: The heroes whose power goes on in extra turns of their own seat (Heracles' domes).
EXTRA_TURN_HEROES: Final = frozenset({"heracles"})

#: Heracles' extra turns before his first dome (``heracles[domes]``): no square yet.
NO_DOME_YET: Final = -1


def heracles(pos: RefPosition, p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
    """The mortal turn, whose move (phase ``heaved``) may end the turn: the power's turn. With
    the original text (``revised-text`` selected) the move and the build instead, which a
    first dome may follow (phase ``domed``): the power's turn; facing Gaea that build, a dome she may
    place next to, may pause the turn before the first dome (``gaea.REST_PHASES``: the rest starts in
    ``built`` from the worker that moved, ``heracles[c3]``). In his extra turns (``p.ctx.spree``) one
    dome from a worker of his next to it, after the last one in ASCII order - in any order facing Gaea
    (``p.ctx.any_order``)."""
    if p.ctx.spree:
        if p.phase == "start":  # facing Gaea in any order (``TurnContext.any_order``): no last dome
            yield from _heracles_domes(p, NEIGHBOURS[p.worker], None if p.ctx.any_order else pos.spree, "done")
    elif "revised-text" in p.ctx.rulings:  # the ruling's alternative: the original text
        if p.phase == "start":
            yield from pos._moves(p, "moved")
        elif p.phase == "moved":
            yield from pos._builds(p, "built")
        elif p.phase == "built":
            side = p.board.side_of(p.worker)
            around = frozenset(sq for worker in p.board.workers_of(side) for sq in NEIGHBOURS[worker])
            yield from _heracles_domes(p, around, None, DOMED)
    elif p.phase == "start":
        yield from pos._moves(p, HEAVED)
    elif p.phase == HEAVED:
        yield from pos._builds(p, "done")


def _heracles_domes(p: PartialTurn, around: frozenset[int], last: int | None,
                    then: str) -> Iterator[tuple[str, PartialTurn]]:
    """A dome on a square of ``around`` with no worker, dome, boulder, Ram, Talus or coin,
    after ``last`` (the spree's last dome; None or ``NO_DOME_YET``: any) in ASCII order of the squares'
    names; below level 3 not next to an opposing Limus worker with her original text (``revised-text``
    selected), as Atlas' domes. The square is kept as the turn's ``first_build``; a dome
    that begins the spree (phase ``domed``) spends the power."""
    board, ctx = p.board, p.ctx
    famine: frozenset[int] = frozenset()
    if "revised-text" in ctx.rulings and ctx.restricters:
        famine = limus_forbids(board, ctx, board.side_of(p.worker), p.out)
    for sq in sorted(around):
        if not board.is_unoccupied(sq):
            continue
        if last is not None and last != NO_DOME_YET and SQUARE_NAMES[sq] <= SQUARE_NAMES[last]:
            continue
        top = board.heights[sq] == TOP_LEVEL
        if not top and sq in famine:
            continue
        after = board.with_domes()
        after.domes[sq] = True
        yield (BUILD if top else DOME)[sq], p.then(then, board=after, first_build=sq, used=then == DOMED or p.used)


# ---------------------------------------------------------------------- Jason


def jason(pos: RefPosition, p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
    """The mortal turn from a worker's square, or (the power, from his ``card``) the extra
    worker put on the board (phase ``placed``), then its move and build - or, original text,
    its build only."""
    if p.phase == "start":
        yield from pos._moves(p, "moved")
    elif p.phase == CARD:
        yield from _placements(p)
    elif p.phase == "placed":
        if "revised-text" in p.ctx.rulings:  # the ruling's alternative: the original text
            yield from pos._builds(p, "done")
        else:
            yield from pos._moves(p, "moved")
    elif p.phase == "moved":
        yield from pos._builds(p, "done")


def _placements(p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
    """The extra worker onto a ground-level perimeter square with no worker, no dome, no
    boulder and no Ram; it acts for the rest of the turn."""
    board = p.board
    for sq in sorted(PERIMETER):
        if board.heights[sq] == 0 and board.is_unoccupied(sq):
            after = board.with_workers()
            after.workers[sq] = p.ctx.side
            yield PLACE[sq], p.then("placed", board=after, worker=sq, used=True)


# ---------------------------------------------------------------------- Polyphemus


def polyphemus(pos: RefPosition, p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
    """Move, build (phase ``built``: the turn may end), then optionally one dome anywhere,
    and after it (``built`` again, now ``used``) optionally a second one. The rest of a turn paused
    for Gaea's placement (``gaea.REST_PHASES``) starts in ``built`` from the worker that built: after
    his normal build's dome unspent (``polyphemus[b3]``: one or two domes, or ``pass``), after his first
    dome anywhere spent (``polyphemus[used,b3]``, the rest's turn starting ``used``: the second dome
    alone, or ``pass``)."""
    if p.phase == "start":
        yield from pos._moves(p, "moved")
    elif p.phase == "moved":
        yield from pos._builds(p, "built")
    elif p.phase == "built":
        yield from domes_anywhere(p, "done" if p.used else "built", used=True)


# ---------------------------------------------------------------------- Theseus


def theseus(pos: RefPosition, p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
    """Move, build (phase ``built``: the turn may end), then optionally one removal. The rest of a turn
    paused for Gaea's placement (``gaea.REST_PHASES``) starts in ``built`` from the worker that moved, on
    the board as she left it (her placed worker, on level 0, is never a victim)."""
    if p.phase == "start":
        yield from pos._moves(p, "moved")
    elif p.phase == "moved":
        yield from pos._builds(p, "built")
    elif p.phase == "built":
        yield from _slayings(p)


def _slayings(p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
    """An opposing worker next to one of his standing exactly two levels lower, removed from
    the game (``xsq``); a side left without workers is out."""
    board, ctx = p.board, p.ctx
    mine = board.workers_of(ctx.side)
    for sq in sorted(board.workers):
        if board.side_of(sq) == ctx.side:
            continue
        if any(m in NEIGHBOURS[sq] and board.heights[m] + 2 == board.heights[sq] for m in mine):
            after = board.with_workers()
            del after.workers[sq]
            yield KILL[sq], remove_workers(p.then("done", used=True), after, [sq], ctx)


#: Each hero's step machine, run while its power is unspent.
STEP_MACHINES: Final[dict[str, Callable[[RefPosition, PartialTurn], Iterator[tuple[str, PartialTurn]]]]] = {
    "achilles": achilles,
    "adonis": adonis,
    "atalanta": atalanta,
    "bellerophon": bellerophon,
    "heracles": heracles,
    "jason": jason,
    "medea": medea,
    "odysseus": odysseus,
    "polyphemus": polyphemus,
    "theseus": theseus,
}

#: The heroes the oracle plays.
HEROES: Final = frozenset(STEP_MACHINES)
