"""The oracle's promo gods (gods.md §3.5): Scylla (57), Castor & Pollux (58, ``castor``),
Proteus (59), Eris (60), Maenads (61), Asteria (62), Hippolyta (63), Hydra (64), Iris (65), Nyx
(66) and Pegasus (67).

Moves and forces follow gods.md §1.2: a move is a move (Athena, Hades, Persephone, Hera,
Aphrodite's charm, Hypnus, wins), a force is a force (no win, no restriction, no climb).

* **Pegasus** (2, 3, 4 players): his move may climb any number of levels (onto any height
  up to 3; never onto a dome or a worker). A move that climbs more than one level never
  wins; climbing exactly one level onto level 3 wins as usual. Athena's restriction forbids
  every upward move, and any upward move meets Persephone's demand. Token: the plain
  ``b2-c3^d4``.
* **Iris** (2, 3, 4): besides the normal moves, her worker may jump over a neighbouring
  worker (anyone's, her own too) straight on to the square beyond - on the board, no worker,
  no dome (nor the boulder, the Ram or a Talus) - at any height, up or down any number of
  levels. A jump is a move: Athena forbids an upward jump, Hades a downward one, Hera vetoes
  a perimeter win, Aphrodite follows the jumper. It never goes over an empty square or a
  dome. A jump that climbs onto level 3 wins (ruling ``iris-level-three``: its alternative,
  it does not). Token: the destination as a normal move, ``b2-d4^d5``.
* **Asteria** (2, 3, 4): after the build of a turn that did not win, if her worker made a
  downward move this turn (a force never counts), she may build one dome on any square of
  the board with no worker and no dome (nor the boulder, the Ram or a Talus), any level -
  the one she just built on too: ``c3-b2^b1^e5*`` (``^sq*`` below level 3, ``^sq`` on level 3,
  as Polyphemus' domes). Oracle's reading: like Polyphemus' and Atlas' domes, a dome below
  level 3 next to an opposing Limus worker is forbidden with Limus' original text only
  (``revised-text`` selected). Facing Gaea (:mod:`~santorini.reference.gaea`), after a move down a
  normal build that domes a square she may place next to (a square left for her dome) ends a turn
  of its own (``b2-b3^c3``); her dome comes after her placement, in the rest (``b3^e5*``: the
  worker that moved, ``asteria[b3]``), or ``pass``.
* **Scylla** (2 and 4 players): after her worker moves from P (a move that did not win), she
  may force one opposing worker that neighbours P (before the move, which is where it still
  stands) onto P, any height, written ``>sq`` with that worker's square: ``b2-c3>a1^d4``.
  Then the moved worker builds as usual (P is occupied). With 4 players the opposing workers
  are the other team's. Oracle's reading: when Charybdis' whirlpool flushed her worker back onto
  P (it moved from a whirlpool onto the other one), P is not free: no drag, the build follows.
* **Proteus** (2 and 3 players) places three workers (``+a1+b2+c3``). After his worker moves
  out of P (a move that did not win) he must force one of his other workers - any of them,
  wherever it stands - onto P (any height; a force), written ``>sq`` with its square:
  ``b2-c3>d4^c2``; then the worker that moved builds (P is occupied). A winning move ends the
  turn (``b2-c3``). A side left with one worker plays the plain turn. The ``revised-text``
  ruling changes nothing for him. Oracle's reading: when Charybdis' whirlpool flushed the mover
  back onto P (it moved from a whirlpool onto the other one), P is not free: nothing is forced,
  the build follows (as for a lone worker), and the move is legal.
* **Castor & Pollux** (``castor``, 2, 3, 4) choose each turn one of: (a) the normal turn
  ``b2-c3^d4``; (b) every worker of the side moves once, in any order, and nobody builds:
  ``b2-c3,d4-d5`` (``,sq`` names the next worker; with three workers ``,`` before each further
  worker), each move legal when it is made (a later one may use a square an earlier one
  left), a move onto level 3 wins at once and ends the token; a worker that cannot move when
  its turn comes (Hypnus' frozen worker) makes (b) impossible that way; (c) nobody moves and
  every worker builds once next to itself: ``b2^c3,d4^e5`` (one square twice allowed: the
  second build sees the first). A lone worker: (b) is its move alone (``b2-c3``), (c) its
  build alone (``b2^c3``). One token per outcome: fewest steps, then the ASCII-smallest among
  the spellings of the same outcome; the other orders are accepted spellings. Facing Gaea
  (:mod:`~santorini.reference.gaea`), with two workers, a first build of (c) that domes a square
  she may place next to, his other worker able to build after it, ends a turn of its own
  (``b2^c3``); the other worker builds after her placement, in the rest (``d4^e5``, his state
  ``castor[d4]``), and no spelling goes on through that build (``d4^e5,b2^c3`` is the whole turn).
* **Maenads** (2, 3, 4; no Golden Fleece icon) play the plain turn ``b2-c3^d4`` (winning
  ``b2-c3``). At the end of their own turn - after the build, never after a turn that won
  (a climb, Chronus' fifth tower) - every opposing worker that stands between two Maenads
  workers (the middle square of a straight line of three neighbouring squares, orthogonal
  or diagonal, a Maenads worker on each end) makes its side lose (``maenads_catch``): with
  two sides (2 players, or the other team with 4) the Maenads' seat wins at once (``#``);
  with 3 players every caught seat is eliminated at once (``-``, its workers leave the
  board) and play goes on, unless one seat alone is left: it wins. Only the board at the
  end of the turn counts (how the workers got there - moves, forces - does not), and only
  the Maenads' own turns judge it: not an opponent's turn that steps between them, not
  their teammate's turn (4 players), not a Dionysus extra turn, not a loaded position.
  Circe holding the power judges it with her workers at the end of her turns (the seat
  she took it from plays as a mortal). Squares further apart (a gap between a Maenads
  worker and the opponent) catch nothing. With two workers the side has one middle square
  at most, so it catches one worker a turn; an SFEN may show more workers (the notation
  allows four), and then every middle square counts - two seats may go at once.
* **Hippolyta** (2, 3, 4; Golden Fleece icon): her side's workers are a male and a female,
  placed as Selene's (``+b2*+d4``, the female lowercase in the SFEN). Her own turn is the
  plain one (``b2-c3^d4``). While a seat in play holds her power, every *move* of every
  worker of every seat - hers, her teammate's (the team's shared workers), every
  opponent's - must go one square along a diagonal, except the moves of the female worker
  of a side whose seat holds the power, which are free (whoever moves her: her teammate,
  a Dionysus extra turn). Every move step is held (``hippolyta_forbids``, asked by
  ``RefPosition._moves`` and Iris' ``jumps``): Artemis' second move, Triton's chain,
  Atalanta's walk, Terpsichore's and Castor's moves, Bellerophon's and Pegasus' climbs,
  Prometheus' and Achilles' moves after a build, Apollo's and Minotaur's own move, Charon's
  worker's move, Jason's entered worker's move, Hermes' steps (Hermes against Hippolyta
  is an engine ban of the catalog; the oracle plays the pair all the same). Forces are
  free: the worker Apollo swaps, Minotaur pushes, Charon ferries, Scylla and Proteus drag,
  Nemesis' and Odysseus' relocations, Zeus rising. An Iris jump goes the way of its first
  step, over the worker it jumps (two squares straight on): held when that direction is
  orthogonal. On Urania's torus a wrapping move's direction is the direction of its step
  (a1 to e1 is a step west, orthogonal; a1 to e2 a diagonal step). The power follows its
  holder: Circe holding it makes her side's female free (she places none in the oracle, as
  against Selene: every worker of hers is held) and the Hippolyta seat plays as a mortal,
  its female held like any worker; in the Golden Fleece variant both sides place a
  male/female pair (as with Selene on the Ram) and the female of each seat holding the
  power this turn is free. A side that loses its last worker during a turn (3 players)
  stops holding it at once, as a restricting power stops binding.
* **Hydra** (2 and 3 players; no Golden Fleece icon; listed apart from the other gods,
  ``position.SUPPORTED_WORKER_COUNT_GODS``, since her side's worker count changes). Her side
  places two workers; her move and build are a mortal's (one worker moves, that worker
  builds once). At the end of each of her turns that did not win (mandatory; a winning move,
  or Chronus' fifth tower, ends the turn at once, with no end of turn), judged on the
  board after her build and after everything the turn did (an opposing Harpies' slide
  included; ``hydra_heads``):

  - if no two of her workers neighbour each other (8 directions; a lone worker has no two
    to neighbour), she **gains** a worker: she places it on one of the *lowest* squares,
    heights as the build left them, that neighbour the worker that moved (where it stands
    after the turn's movement, slide included) and hold no worker and no dome - the Ram,
    the boulder, a Talus and, as she sees the board, an opposing Clio's coins count as
    domes; she chooses among the lowest ones: ``b2-c3^d4+c2``. With no such square she
    gains nothing and the turn ends after the build (``b2-c3^d4``);
  - otherwise she **takes one of her workers out** of the game, her choice, the worker that
    moved included: ``b2-c3^d4xb2``. Two spellings with one outcome are one turn, written
    with the fewest steps then the ASCII-smallest: taking out the worker that moved leaves
    only its build, so moves from one square that build on one square are one turn
    (``a2-a1^a2xa1``, not also ``a2-a3^a2xa3``); her workers are alike, so a move to X
    gaining on Y and a move to Y gaining on X with one build are one turn too
    (``b2-b1^c1+c2``, not also ``b2-c2^c1+b1``, when both are legal), and so are two
    removals that leave one board (``a2-b3^c4xb2`` and ``b2-b3^c4xa2``).

  The placed worker is placed, not moved: it never wins, never "moves up" (Athena's mark,
  Persephone's demand), is followed by nothing (Aphrodite's charm, Adonis' binding); from
  then on it is an ordinary worker of hers, which every power sees (Hypnus' highest worker,
  Medusa's victims, Nemesis' trades, the Maenads' lines...). A Hydra side may show up to
  ``HYDRA_MOST_WORKERS`` (10) workers in an SFEN (nine can stand with no two neighbouring,
  plus the one gained then); other sides keep the notation's former limit of four.
  Against Aphrodite (2 players) a charmed worker of hers that moved and is then taken out
  does not end its turn next to Aphrodite's workers: such a turn is illegal (the removal
  ``xsq`` of a charmed mover is never offered). Against Adonis the bound worker taken out
  does not end its turn next to his worker (``heroes.follow`` loses it): such a turn is
  legal only if no turn of hers keeps the binding. A Dionysus extra turn moving her worker
  is a plain turn: no end of turn. Against Gaea (:mod:`~santorini.reference.gaea`, "Hydra's end of
  turn", ``gaea.END_OF_TURN_CHOICE``), who places right after a dome, so before Hydra's end of turn:
  in a turn of hers, her build that domes (a block onto level 3) with a square Gaea may place on next
  to it (right after the build; some Gaea in play with a worker on her card) ends a turn of its own,
  ``b2-c3^d4``, one ply, her state ``hydra[c3]`` (the worker that moved) with ``resume:K``; no token
  goes on through that build. After Gaea's placement Hydra's seat plays the rest, her end of turn
  judged on the board as Gaea left it: the gain ``+c2`` (no start square, like a placement) on one
  of the lowest squares then free next to the worker that moved, the removal written from that
  worker ``c3xb2`` (``c3xc3`` the worker itself), or ``pass`` alone where she would gain with no
  square free (``hydra_rest``); never a lost turn. A build that is no dome, no square for Gaea
  right after the dome, her card empty: the whole turn as ever, Gaea's placement after it where she
  may. With 3 players a Hydra seat left with no worker by
  opponents' removals is out as any side losing its last worker (``powers.remove_workers``).
  Her own removal never empties her side (she takes one out only when she has two that
  neighbour). Circe holding her power gains and loses heads as she would (Hydra, powerless,
  none), and the heads Circe gained stay hers when the power goes back (a Circe side facing
  Hydra may show ten workers).

* **Eris** (2 and 4 players: classic teams and the Pantheon edition's pairs; listed apart from
  the other gods, ``position.SUPPORTED_MARK_GODS``, since her state marks opposing workers; as
  the Golden Fleece's god both seats keep their marks all game, holder or not, and a holder
  takes her alternative turn: ``position``'s docstring, the variant's section, has the
  rulings). Her side places two workers. Her turn is either her ordinary turn, a mortal's
  move and build with one of her own workers (it wins as a mortal's does), or the
  **alternative turn**: the plain move and build of ONE opposing worker she has not marked,
  written like any turn from its square (``b2-c3^d4``; no ``pass``). A seat with an
  alternative turn but no ordinary one has a turn.

  - **The mark** (``eris[b2,d4]``, the squares in ASCII order of their names; no state while
    nothing is marked): for each opponent - a side with 2 players and with classic teams (the
    team's shared pair), a seat of the other team with the Pantheon edition's pairs - the
    workers of its own that it moved in its most recent turn that moved any of them. A worker
    moved when it made a move step in its own seat's turn (a move, Apollo's and Minotaur's own
    move, every step of a walk - Artemis, Triton, Hermes, Atalanta...; every worker a turn
    moved - Hermes, Castor & Pollux, Terpsichore -, also one that came back to its square); a
    worker only forced (Proteus' drag of his own worker, a swap, a push, a ferry, a trade, a
    slide) did not. A turn of that opponent that moves none of its own workers (a build
    alone, a Siren song, a declined or a Dionysus extra turn, a placement) leaves its mark as
    it was. The mark follows the worker through every force of any seat's turn (``heroes.follow``,
    step by step) and goes when it leaves the game. Nothing is marked before an opponent's
    first turn. An SFEN's marked squares must hold opposing workers.
  - **The alternative turn** is a Dionysus extra turn (``machine`` ``mortal``,
    ``TurnContext.alternative``): no power of the moved worker's own side or of Eris' side
    binds it (with two sides: no restricting power at all; Adonis' binding neither, so it
    never makes such a turn illegal), Hippolyta's diagonals and Aeolus' wind bind it as they
    bind every move, the worker's own power does not act (no Bia removal, no Hydra head, no
    Medusa), and Eris sees the board as on any of her turns (an opposing Clio's coins are
    domes, her workers on them out of reach).
  - **Wins**: with the revised text (the default) a climb onto level 3 in the alternative turn
    wins for nobody, nor does any condition of the move (Pan's drop, Eros' meeting); the
    conditions on the board (Chronus' five towers) are judged after every step and when play
    passes on, as after any turn. With the original text (``revised-text`` selected) nobody
    wins during the alternative turn and the conditions are not judged at its end either: they
    are judged again on the next turn's steps and after it (a position read from its SFEN is
    judged on loading as always: the SFEN does not say that the last turn was hers).
  - **Outcome**: the mark is part of a turn's outcome, for every turn while a seat holds her
    power: two spellings with one board that move different workers of the acting seat (a
    Hermes or Triton worker that walks back to its square, Castor's relays) are two turns when
    they leave different marks. A winning turn's SFEN shows the mark it left, as Athena's.
  - **Circe**: which workers a player moved last is a fact of play, so each seat keeps its own
    mark all game, held or not (``position._circe_marking``): Circe holding Eris' power borrows
    an Eris worker Eris did not move last (``circe[eris:e1]``), not holding it she still follows
    Eris' turns (``circe[e1]``), and Eris, powerless, keeps following Circe's (``eris[d3]``).

* **Nyx** (2 players only; listed apart from the other gods, ``position.SUPPORTED_NIGHT_GODS``,
  since her card brings a second power and bans many). Her card names a **Night Power**
  (:data:`NIGHT_POWERS`, the oracle's copy of the catalog's: the Golden Fleece powers the
  engine plays on the Ram but Dionysus, Selene and Hippolyta): not a god of the game, banned
  against none of them (:func:`night_problem`; the bans among them, :data:`NIGHT_BANS`, are
  copied too). Her SFEN state names it, ``nyx[zeus]``; ``nyx`` alone takes the first one the
  lineup allows in ASCII order (:func:`default_night`), and it is always written.

  - **Who holds what** follows from the complete towers (domes on level 3; Europa's Talus
    and Clio's coins are none, and neither meets her) each time play passes to a seat - at
    the end of every turn, hers and her opponent's, placements and winning turns included,
    after the turn's own win checks (a power wins or loses by what it held during the turn),
    and on loading: **odd**, she holds the Night Power and her opponent has no power (a
    mortal); **even**, she has none (Nyx has no power of her own: she plays as a mortal)
    and her opponent has his back. The holders are ``RefPosition.holds`` (as Circe's): the
    position's ``_night_test``. A power that changes hands starts from its default state: an
    opposing Athena's mark and a Morpheus' stock go when he loses his power (and his stock
    starts again from nothing when it comes back: it grows at the start of his turn, as
    ever). The placements follow what each seat holds too (Bia's perimeter, Eros' edges; a
    board with towers before anyone placed is the only case where that matters).
  - **SFEN**: a position read with odd towers must show no state on her opponent's seat;
    ``nyx[<god>:<state>]`` writes a state of the held Night Power (none has one today: any
    text there is an SfenError, as on that god), and only while she holds it.
  - **Two Nyx** (a mirror game, which the oracle does not refuse): each holds her own Night
    Power while the towers are odd and takes nobody's.
  - **Heroes**: a hero's spent mark is on his card: it stays while Nyx leaves him no power
    (``odysseus[used]`` with odd towers; an unspent one shows nothing) and he has it when the
    power comes back; Adonis' binding goes with his power, as Athena's mark does. Aeolus' wind
    and Siren's Song stay on the board as they stood, doing nothing while their seat has no
    power (``aeolus[e]``, ``siren[n]``); Hydra keeps her heads, and gains or loses none; Eris'
    mark is a fact of play, kept and followed while she has no power; Europa's Talus stays an
    obstacle and does not move; Charybdis' whirlpools stay and carry nobody; Moerae's Fate area
    stays chosen and takes no win.
  - **Heracles**: his dome spree is one turn, played as extra turns of his seat: the towers are
    counted when it ends (play passing on), so the power he began it with lasts to its end, and
    a position read in the middle of it (``heracles[domes,c3]``) has him hold his power and Nyx
    none, whatever the towers.
  - **Dionysus**: his extra turns are counted as Heracles' spree is, when they end (play passing
    on): the power that earned them lasts through them, and a position read with them due
    (``dionysus[1]``) has him hold his power and Nyx none, whatever the towers.
  - **Clio**: her coins stay on the board while she has no power and do nothing (no dome to
    Nyx, her worker on one within reach, no coin on her blocks); a build on one then, anyone's,
    takes it out of the game (``clio-coin-built-over``: it stays); a worker of Nyx's on one when
    her power comes back stands on a dome of his, may leave it and not come back.
  - **Gaea**: her placement after a dome is part of the builder's turn, right after the dome,
    so she places with the power she held **during that turn**: a dome built while the towers
    were even (she holds her power) calls her placement as ever, though that dome, completing a
    tower, makes them odd; a dome built while they were odd (she has none) calls nothing, though
    it makes them even and gives her power back at the end of the turn. The count at the end of
    the builder's turn comes after her placement: in the position where it is due Nyx already
    holds what the towers say, and Gaea keeps her power until she has placed or passed
    (``A:nyx[apollo],B:gaea[2,d4] ... resume:1``; ``RefPosition._powerless``), then the holdings
    follow the towers. Her card's workers (and the domes of a placement due) are her card's:
    they stay while she has no power (``gaea[1]`` all along); she places nothing and stops
    nobody's turn then (a mortal): no Night Power's turn ever pauses for her (no Night Power is
    Gaea, and none banned with her - Atlas - is allowed: :data:`NIGHT_BANS`; Poseidon, whose turn stops
    for her facing her as a god of the game, may be the Night Power: held by Nyx, his turns are whole).
  - **Bans** (:data:`NYX_BANNED`, UnsupportedError): Circe and Tyche; an
    ineligible Night Power is an UnsupportedError too.
  - Tokens are the held power's, or a mortal's.

See :mod:`santorini.reference.gods_simple` for what a step machine is.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import TYPE_CHECKING, Final

from santorini.reference.geometry import NEIGHBOURS, square_behind
from santorini.reference.gods_golden_fleece import (
    hades_forbids_descent,
    harpies_slide,
    original_transport,
    step_direction,
    whirlpool_exit,
    wind_forbids,
)
from santorini.reference.gods_simple import plain
from santorini.reference.powers import TOP_LEVEL, domes_anywhere
from santorini.reference.turn import FORCE, KILL, MOVE, PLACE, SWITCH, PartialTurn, Pieces, TurnContext

if TYPE_CHECKING:
    from santorini.reference.position import RefPosition

__all__ = ["ENDABLE_PHASES", "FEMALE_WORKER", "HYDRA_MOST_WORKERS", "IRIS_LEVEL_THREE", "MARK_GODS",
           "MARK_STEP_MACHINES", "NIGHT_BANS", "NIGHT_GODS", "NIGHT_POWERS", "NIGHT_STEP_MACHINES", "NYX_BANNED",
           "PLACED_WORKERS", "STEP_MACHINES", "WORKER_COUNT_GODS", "WORKER_COUNT_STEP_MACHINES", "caught_between",
           "default_night", "diagonal", "hippolyta_forbids", "hydra_gains", "hydra_heads", "hydra_rest",
           "hydra_squares", "jumps", "maenads_catch", "night_problem"]

#: Workers a side places at setup when it holds the god (Proteus' three).
PLACED_WORKERS: Final = {"proteus": 3}

#: The ruling key whose alternative makes an Iris jump onto level 3 win nothing.
IRIS_LEVEL_THREE: Final = "iris-level-three"

#: Gods whose side's workers are a male/female pair (gods.md §5.1 step 6): Selene's and Hippolyta's.
FEMALE_WORKER: Final = frozenset({"selene", "hippolyta"})

#: The most workers a Hydra side may show on the board: nine can stand with no two neighbouring
#: (a, c, e of ranks 1, 3 and 5), and she gains one more at the end of a turn that leaves them so.
HYDRA_MOST_WORKERS: Final = 10

#: Phases of these machines after which a turn may end besides ``done`` and ``built``:
#: Castor's lone worker has moved (his move alone is a turn; a build may follow).
ENDABLE_PHASES: Final = frozenset({"strolled"})


# ---------------------------------------------------------------------- Pegasus


def pegasus(pos: RefPosition, p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
    """Move (any number of levels up), then build. A climb of two or more levels onto
    level 3 does not win (``RefPosition._move_wins`` knows it, so that an opposing Harpies'
    slide follows such a move as any move that did not win): the turn goes on to the build."""
    if p.phase == "start":
        yield from pos._moves(p, "moved", max_rise=TOP_LEVEL)
    elif p.phase == "moved":
        yield from pos._builds(p, "done")


# ---------------------------------------------------------------------- Hippolyta


def diagonal(src: int, dst: int) -> bool:
    """Is the step from ``src`` to its neighbour ``dst`` diagonal? On Urania's torus too: a
    wrapping step's direction is the one it takes across the edge (a1 to e1 is a step west,
    a1 to e2 a diagonal one).

    >>> from santorini.notation import square_index as sq
    >>> diagonal(sq("b2"), sq("c3")), diagonal(sq("b2"), sq("b3")), diagonal(sq("a1"), sq("e1"))
    (True, False, False)
    >>> diagonal(sq("a1"), sq("e2")), diagonal(sq("a1"), sq("e5")), diagonal(sq("a1"), sq("a5"))
    (True, True, False)
    """
    (r0, f0), (r1, f1) = divmod(src, 5), divmod(dst, 5)
    return (r1 - r0) % 5 in (1, 4) and (f1 - f0) % 5 in (1, 4)


def hippolyta_forbids(board: Pieces, ctx: TurnContext, src: int, towards: int, out: frozenset[str]) -> bool:
    """Hippolyta: may the worker on ``src`` not step towards its neighbour ``towards`` now?
    While a seat in play holds her power (``ctx.amazons``; not a side that lost its last
    worker during this turn), every move must be diagonal, but the female worker (lowercase)
    of a side that holds it moves freely. Moves only: forces never ask."""
    if not ctx.amazons or diagonal(src, towards):
        return False
    holders = [side for side in ctx.amazons if side not in out]
    if not holders:
        return False
    letter = board.workers[src]
    return not (letter.islower() and letter.upper() in holders)


# ---------------------------------------------------------------------- Iris


def iris(pos: RefPosition, p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
    """A normal move or a jump over a neighbouring worker, then the build."""
    if p.phase == "start":
        yield from pos._moves(p, "moved")
        yield from jumps(pos, p, "moved")
    elif p.phase == "moved":
        yield from pos._builds(p, "done")


def jumps(pos: RefPosition, p: PartialTurn, then: str) -> Iterator[tuple[str, PartialTurn]]:
    """Iris' jumps of the acting worker: over a worker on a neighbouring square to the
    square straight beyond it, on the board, with no worker, no dome, no boulder, Ram or
    Talus, any height. A move: a frozen worker does not jump, Athena forbids going up,
    Hades going down, Hippolyta an orthogonal one, Aeolus' wind one into the wind (both
    judge its first step); onto level 3 from below it wins (Hera's veto aside) unless
    ``iris-level-three`` is selected. A jump that does not win is followed by an opposing
    Harpies' slide, on the way of the jump. A jump onto a whirlpool is a move: Charybdis'
    transport follows it (``RefPosition._whirled``; the exit on level 3 wins whatever the
    ``iris-level-three`` ruling, which is about the jump's own win). With Charybdis' original
    text (``revised-text`` selected) the jump is judged first, as any, and a jump that won is
    not transported; the transport then wins as a plain move from the entry onto the exit,
    whatever the ruling too (``RefPosition._transported``)."""
    board, src, ctx = p.board, p.worker, p.ctx
    if src in ctx.frozen:
        return
    me = board.side_of(src)
    may_climb = not ctx.binds("athena", me, p.out)
    may_descend = not hades_forbids_descent(ctx, me, p.out)
    may_win = ctx.can_win and IRIS_LEVEL_THREE not in ctx.rulings
    track = bool(ctx.charmed)
    for middle in NEIGHBOURS[src]:
        if middle not in board.workers:
            continue  # nothing to jump over (an empty square; a dome never holds a worker)
        if hippolyta_forbids(board, ctx, src, middle, p.out):
            continue  # the jump goes the way of its first step (Hippolyta: diagonal only)
        if wind_forbids(ctx, src, middle, p.out):
            continue  # Aeolus: nor into the wind
        dst = square_behind(src, middle)
        if dst is None or not board.is_unoccupied(dst):
            continue
        rise = board.heights[dst] - board.heights[src]
        if (rise > 0 and not may_climb) or (rise < 0 and not may_descend):
            continue
        after = board.with_workers()
        after.workers[dst] = after.workers.pop(src)
        pool_exit = whirlpool_exit(p, dst) if p.pools else None
        # Onto a whirlpool that transports the win waits for the exit, but for Charybdis' original
        # text, which judges the jump first as any move (RefPosition._moves).
        judged = pool_exit is None or original_transport(ctx)
        win = pos._move_wins(after, src, dst, rise, me, p) if may_win and judged else None
        child = p.then("won" if win else then, board=after, worker=dst, climbed=p.climbed or rise > 0,
                       winner=pos._move_winner(p, dst, win) if win else p.winner)
        if pool_exit is not None:
            child = pos._whirled(child, pool_exit, src, rise, me, p, may_win)  # Charybdis: a force to the exit
        if ctx.harpies:
            child = harpies_slide(child, step_direction(src, middle))  # on the way of the jump
        if track:
            end = child.worker  # where she stands after the jump (and the slide)
            child.moved = (p.moved - {src}) | {end}
            if src in p.charmed:
                child.charmed = (p.charmed - {src}) | {end}
        yield MOVE[dst], child


# ---------------------------------------------------------------------- Asteria


def asteria(pos: RefPosition, p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
    """Move, build; after a downward move (phase ``fallen``) the build leads to ``built``
    (the turn may end), then optionally one dome anywhere."""
    if p.phase == "start":
        # The move itself goes down or not: an opposing Harpies' slide after it is a force.
        yield from pos._moves(p, "moved", min_rise=0)
        yield from pos._moves(p, "fallen", max_rise=-1)
    elif p.phase == "moved":
        yield from pos._builds(p, "done")
    elif p.phase == "fallen":
        yield from pos._builds(p, "built")
    elif p.phase == "built":
        yield from domes_anywhere(p, "done")  # her falling star, as Polyphemus' domes


# ---------------------------------------------------------------------- Scylla and Proteus


def _drag(p: PartialTurn, worker: int, onto: int, then: str) -> PartialTurn:
    """The worker on ``worker`` forced onto ``onto`` (no win, any height); it is followed
    for Aphrodite's charm."""
    after = p.board.with_workers()
    after.workers[onto] = after.workers.pop(worker)
    child = p.then(then, board=after, forces=())
    if worker in p.charmed:
        child.charmed = (p.charmed - {worker}) | {onto}
    if worker in p.moved:
        child.moved = (p.moved - {worker}) | {onto}
    return child


def scylla(pos: RefPosition, p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
    """Move (phase ``moved``, ``p.forces`` holding the square P it left), then optionally
    drag an opposing worker next to P onto it (``>sq``, phase ``dragged``), then build."""
    if p.phase == "start":
        for step, child in pos._moves(p, "moved"):
            if child.phase == "moved":
                child = child.then("moved", forces=(p.worker,))
            yield step, child
    elif p.phase == "moved":
        yield from pos._builds(p, "done")
        left = p.forces[0]
        if left in p.board.workers:
            return  # Charybdis flushed her worker back onto P: nobody is dragged onto it
        for sq in NEIGHBOURS[left]:
            side = p.board.side_of(sq)
            if side is not None and p.ctx.team(side) != p.ctx.team(p.ctx.side):
                yield FORCE[sq], _drag(p, sq, left, "dragged")
    elif p.phase == "dragged":
        yield from pos._builds(p, "done")


def proteus(pos: RefPosition, p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
    """Move; if the side has another worker, one of them must be forced onto the square the
    mover left (``>sq``, phase ``shifting`` before it); then the mover builds."""
    if p.phase == "start":
        several = len(p.board.workers_of(p.ctx.side)) > 1
        for step, child in pos._moves(p, "moved"):
            # The square left must be free: Charybdis' whirlpool may flush the mover back onto it.
            if child.phase == "moved" and several and p.worker not in child.board.workers:
                child = child.then("shifting", forces=(p.worker,))
            yield step, child
    elif p.phase == "shifting":
        left = p.forces[0]
        for sq in p.board.workers_of(p.ctx.side):
            if sq != p.worker:
                yield FORCE[sq], _drag(p, sq, left, "moved")
    elif p.phase == "moved":
        yield from pos._builds(p, "done")


# ---------------------------------------------------------------------- Maenads


def caught_between(board: Pieces, side: str, ctx: TurnContext | None = None) -> list[int]:
    """The squares of the workers of other sides (other teams: ``ctx.team``, in the Pantheon
    edition's 2-against-2 a teammate's pair is never caught) that stand between two workers of
    ``side``: the middle of a straight line of three neighbouring squares (a row, a
    column or a diagonal) with a worker of ``side`` on each end. Ascending.

    Only the workers on ``board`` can be caught: a Clio worker standing on one of her
    coins, which a Maenads turn's pieces leave out (``RefPosition._hidden``), is never
    between them (see ``maenads_catch``).

    >>> from santorini.notation import square_index as sq
    >>> board = Pieces([0] * 25, [False] * 25, {sq("a1"): "A", sq("c3"): "A", sq("b2"): "B"}, frozenset())
    >>> caught_between(board, "A") == [sq("b2")]
    True
    """
    mine = board.workers_of(side)
    found = set()
    for i, a in enumerate(mine):
        for b in mine[i + 1:]:
            (ra, fa), (rb, fb) = divmod(a, 5), divmod(b, 5)
            dr, df = rb - ra, fb - fa
            if {abs(dr), abs(df)} - {0, 2} or (dr, df) == (0, 0):
                continue  # not two squares apart on one line: no middle square between them
            middle = (ra + dr // 2) * 5 + fa + df // 2
            other = board.side_of(middle)
            if other is not None and other != side and (ctx is None or ctx.team(other) != ctx.team(side)):
                found.add(middle)
    return sorted(found)


def maenads_catch(p: PartialTurn, ctx: TurnContext) -> PartialTurn:
    """The end of a Maenads turn that did not win: the sides of the workers caught between
    two of theirs lose. Two sides (2 players, 4 in teams): the acting seat wins. 3 players:
    the caught sides are out (eliminated when the turn is recorded, workers and all), and if
    one seat alone stays in play, it wins.

    A Clio worker standing on one of her coins is invisible to the Maenads (gods.md §3.3 33:
    to them the coin is a dome, nothing stands on it): it is never between two of their
    workers and does not make Clio lose. The line is judged on this turn's pieces,
    ``p.board``, which never hold such a worker: on a turn of another side than Clio's the
    position leaves her workers on her coins out of them (``RefPosition._hidden``;
    ``ctx.hidden`` lists them). A Clio worker off her coins is caught as usual, and so is
    every other side's worker; a coin square with no worker on it is a dome, which no line
    looks at (only its two ends and its middle worker count)."""
    # p.board is without Clio's workers on her coins (ctx.hidden): never caught, never between
    caught = {p.board.side_of(sq) for sq in caught_between(p.board, ctx.side, ctx)}
    out = p.out | frozenset(side for side in caught if side is not None)
    if out == p.out:
        return p
    if not ctx.three_players:
        return p.then("won", winner=ctx.seat)
    child = p.then(p.phase, out=out)
    standing = [seat for seat, side in ctx.seats_in_play if side not in out]
    if len(standing) == 1:
        return child.then("won", winner=standing[0])
    return child


# ---------------------------------------------------------------------- Castor & Pollux


def castor(pos: RefPosition, p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
    """(a) move and build, (b) every worker moves and nobody builds, (c) every worker builds.

    Phases: ``start`` the first worker moves or builds; ``moved`` it moved (a build ends
    (a), a switch ``,sq`` goes on with (b)); ``strolled`` a lone worker moved (the turn may
    end: (b), or a build: (a)); ``marching`` the named worker must move, ``marched`` a
    switch to the next one is due; ``forge`` the named worker must build, ``forging`` a
    switch to the next one is due. ``p.forces`` holds the squares of the workers that have
    acted (where they stand now), in ascending order, so that orders meet. ``reforge``: the
    rest of a build mode paused for Gaea's placement after his first build domed (two
    workers; :mod:`~santorini.reference.gaea`): the other worker's one build ends the turn.
    """
    workers = p.board.workers_of(p.ctx.side)
    if p.phase == "start":
        lone = len(workers) == 1
        for step, child in pos._moves(p, "moved"):
            if child.phase == "moved":
                child = child.then("strolled" if lone else "moved", forces=(child.worker,))
            yield step, child
        for step, child in pos._builds(p, "done" if lone else "forging"):
            if child.phase == "forging":
                child = child.then("forging", forces=(p.worker,))
            yield step, child
    elif p.phase in ("moved", "strolled"):
        yield from pos._builds(p, "done")
        if p.phase == "moved":
            yield from _next_worker(p, workers, "marching")
    elif p.phase == "marched":
        yield from _next_worker(p, workers, "marching")
    elif p.phase == "marching":
        for step, child in pos._moves(p, "marched"):
            if child.phase == "marched":
                child = _acted(child, workers, child.worker, p.forces)
            yield step, child
    elif p.phase == "forging":
        yield from _next_worker(p, workers, "forge")
    elif p.phase == "forge":
        for step, child in pos._builds(p, "forging"):
            if child.phase == "forging":
                child = _acted(child, workers, p.worker, p.forces)
            yield step, child
    elif p.phase == "reforge":
        yield from pos._builds(p, "done")


def _next_worker(p: PartialTurn, workers: list[int], then: str) -> Iterator[tuple[str, PartialTurn]]:
    """``,sq``: a worker of the side that has not acted yet takes over."""
    for sq in workers:
        if sq not in p.forces:
            yield SWITCH[sq], p.then(then, worker=sq)


def _acted(child: PartialTurn, workers: list[int], square: int, before: tuple[int, ...]) -> PartialTurn:
    """One more worker (now on ``square``) has acted: the turn is done when all have (the
    acting square then the side's smallest, so that every order meets)."""
    acted = tuple(sorted((*before, square)))
    if len(acted) == len(workers):
        return child.then("done", worker=acted[0], forces=())
    return child.then(child.phase, worker=acted[0], forces=acted)


# ---------------------------------------------------------------------- Hydra


def hydra_gains(board: Pieces, side: str) -> bool:
    """Does the end of a Hydra turn gain a worker on ``board`` (else she takes one out)? When
    no two of the side's workers neighbour each other (a lone worker: yes).

    >>> board = Pieces([0] * 25, [False] * 25, {0: "A", 12: "A"}, frozenset())  # a1, c3
    >>> hydra_gains(board, "A"), hydra_gains(Pieces([0] * 25, [False] * 25, {0: "A", 6: "A"}, frozenset()), "A")
    (True, False)
    """
    mine = board.workers_of(side)
    return not any(b in NEIGHBOURS[a] for i, a in enumerate(mine) for b in mine[i + 1:])


def hydra_squares(board: Pieces, mover: int) -> list[int]:
    """The squares Hydra may place a gained worker on: the lowest (heights as they stand) of
    the squares next to ``mover`` with no worker, no dome, no boulder, Ram or Talus (nor an
    opposing Clio's coin: the turn's pieces carry those as ``blocked``). Ascending; empty
    when every neighbour is taken.

    >>> heights = [0] * 25
    >>> heights[1] = heights[5] = 1  # b1, a2
    >>> hydra_squares(Pieces(heights, [False] * 25, {0: "A"}, frozenset()), 0)  # from a1: b2 (level 0)
    [6]
    """
    free = [sq for sq in NEIGHBOURS[mover] if board.is_unoccupied(sq)]
    if not free:
        return []
    low = min(board.heights[sq] for sq in free)
    return sorted(sq for sq in free if board.heights[sq] == low)


def hydra_rest(board: Pieces, side: str, mover: int) -> tuple[bool, str]:
    """The rest of a Hydra turn paused for Gaea's placement (``gaea.END_OF_TURN_CHOICE``), on ``board``
    as she left it (her placed worker taking its square), from the worker that moved (``mover``):
    whether its token starts with that worker's square (the removal ``c3xb2``; the gain ``+c2`` has
    no start square, like a placement), and the phase it starts in: ``heads`` (the gain or the
    removal due: ``hydra_heads``), or ``done`` where she would gain with no square free (the rest is
    ``pass`` alone).

    >>> hydra_rest(Pieces([0] * 25, [False] * 25, {0: "A", 12: "A"}, frozenset()), "A", 12)  # a1, c3
    (False, 'heads')
    >>> hydra_rest(Pieces([0] * 25, [False] * 25, {0: "A", 6: "A"}, frozenset()), "A", 6)  # a1, b2
    (True, 'heads')
    >>> hydra_rest(Pieces([0] * 25, [False] * 25, {0: "A", 1: "B", 5: "B", 6: "B"}, frozenset()), "A", 0)
    (False, 'done')
    """
    if not hydra_gains(board, side):
        return True, "heads"
    return False, "heads" if hydra_squares(board, mover) else "done"


def hydra(pos: RefPosition, p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
    """Move, build, then (phase ``heads``) the end of her turn: a worker gained (``+sq``) or
    taken out (``xsq``). A build after which she would gain but has no square to place on
    ends the turn (``done``). A winning move ends it before (``won``)."""
    if p.phase == "start":
        yield from pos._moves(p, "moved")
    elif p.phase == "moved":
        for step, child in pos._builds(p, "heads"):
            if hydra_gains(child.board, p.ctx.side) and not hydra_squares(child.board, child.worker):
                child = child.then("done")  # she gains nothing: no square to place on
            yield step, child
    elif p.phase == "heads":
        yield from hydra_heads(p)


def hydra_heads(p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
    """The end of a Hydra turn after the build: ``+sq`` for each lowest free square next to
    the worker that moved (no two of her workers neighbour), else ``xsq`` for each of her
    workers - but a charmed worker that moved (Aphrodite): taken out, it would not end its
    turn next to her. Both lead to ``done``."""
    board, side = p.board, p.ctx.side
    if hydra_gains(board, side):
        for sq in hydra_squares(board, p.worker):
            after = board.with_workers()
            after.workers[sq] = side  # placed, not moved: no win, no climb
            yield PLACE[sq], p.then("done", board=after)
        return
    for sq in board.workers_of(side):
        if sq in p.charmed and sq in p.moved:
            continue  # Aphrodite: her charmed worker that moved must end the turn next to hers
        after = board.with_workers()
        del after.workers[sq]
        yield KILL[sq], p.then("done", board=after)


#: Each promo god's step machine.
STEP_MACHINES: Final[dict[str, Callable[[RefPosition, PartialTurn], Iterator[tuple[str, PartialTurn]]]]] = {
    "asteria": asteria,
    "castor": castor,
    "hippolyta": plain,  # the plain turn; her power binds every seat's moves (hippolyta_forbids)
    "iris": iris,
    "maenads": plain,  # the plain turn; the catch at its end is maenads_catch
    "pegasus": pegasus,
    "proteus": proteus,
    "scylla": scylla,
}

#: The gods whose state marks opposing workers (Eris), listed apart from the other gods
#: (``position.SUPPORTED_MARK_GODS``); her ordinary turn is the plain one, her alternative turn
#: starts from an opposing worker (``RefPosition._starts``).
MARK_GODS: Final = frozenset({"eris"})

#: Their step machines.
MARK_STEP_MACHINES: Final[dict[str, Callable[..., Iterator[tuple[str, PartialTurn]]]]] = {"eris": plain}

#: The gods whose side's worker count changes by their own power (Hydra), listed apart from the
#: other gods (``position.SUPPORTED_WORKER_COUNT_GODS``).
WORKER_COUNT_GODS: Final = frozenset({"hydra"})

#: Their step machines.
WORKER_COUNT_STEP_MACHINES: Final[dict[str, Callable[..., Iterator[tuple[str, PartialTurn]]]]] = {"hydra": hydra}


# ---------------------------------------------------------------------- Nyx

#: The gods whose card brings a second power, her Night Power (Nyx), listed apart from the other
#: gods (``position.SUPPORTED_NIGHT_GODS``).
NIGHT_GODS: Final = frozenset({"nyx"})

#: Their step machines: without the Night Power Nyx plays as a mortal (with it, its machine).
NIGHT_STEP_MACHINES: Final[dict[str, Callable[..., Iterator[tuple[str, PartialTurn]]]]] = {"nyx": plain}

#: The powers that may be Nyx's Night Power (gods.md §3.5, 66): the Golden Fleece powers the
#: engine plays on the Ram but Dionysus (his extra turns would outlast the power), Selene and
#: Hippolyta (their female worker is told apart at placement). Written here, not imported from
#: the catalog (the oracle shares no code with the engine).
NIGHT_POWERS: Final = frozenset({
    "apollo", "artemis", "asteria", "atlas", "bia", "castor", "charon", "demeter", "hades", "harpies", "hephaestus",
    "hera", "hermes", "hestia", "hypnus", "iris", "limus", "medusa", "minotaur", "pan", "pegasus", "persephone",
    "poseidon", "prometheus", "scylla", "terpsichore", "triton", "urania", "zeus",
})

#: The bans between a Night Power and a god the oracle lets Nyx face (the official list and the
#: engine's, gods.md §4): the Night Power cannot be one banned against a god of the game.
NIGHT_BANS: Final = frozenset(frozenset(pair) for pair in (
    ("aphrodite", "urania"), ("atlas", "gaea"), ("bia", "nemesis"),
    ("eris", "hermes"), ("eris", "triton"), ("hades", "pan"),
    ("harpies", "hermes"), ("harpies", "triton"),
    ("hypnus", "terpsichore"), ("limus", "terpsichore"), ("medusa", "nemesis"), ("nemesis", "terpsichore"),
))

#: The gods Nyx never meets (the engine's bans): the powers whose card keeps something that
#: losing the power and having it back would break - Tyche's deck - and Circe. (Gaea's card
#: workers stay on her card while she has no power: she faces Nyx, see the module docstring.)
NYX_BANNED: Final = frozenset({
    "circe", "tyche",
})


def night_problem(night: str, gods: Iterable[str]) -> str | None:
    """Why ``night`` cannot be the Night Power of a Nyx in a game of these gods, or None.

    >>> night_problem("zeus", ["nyx", "pan"]) is None, night_problem("pan", ["nyx", "pan"])
    (True, "the Night Power 'pan' is a god of the game")
    >>> night_problem("hades", ["nyx", "pan"]), night_problem("selene", ["nyx", "pan"])[:36]
    ("the Night Power 'hades' is banned against 'pan'", "'selene' cannot be the Night Power (")
    """
    gods = list(gods)
    if night not in NIGHT_POWERS:
        return f"{night!r} cannot be the Night Power (one of: {', '.join(sorted(NIGHT_POWERS))})"
    if night in gods:
        return f"the Night Power {night!r} is a god of the game"
    for god in gods:
        if frozenset((night, god)) in NIGHT_BANS:
            return f"the Night Power {night!r} is banned against {god!r}"
    return None


def default_night(gods: Iterable[str]) -> str | None:
    """The Night Power of a Nyx whose SFEN names none (``nyx``): the ASCII-first one the lineup
    allows, or None if there is none.

    >>> default_night(["nyx", "apollo"]), default_night(["nyx", "artemis"])
    ('artemis', 'apollo')
    """
    gods = list(gods)
    return next((night for night in sorted(NIGHT_POWERS) if night_problem(night, gods) is None), None)
