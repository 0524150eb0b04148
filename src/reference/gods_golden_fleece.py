"""The oracle's Golden Fleece gods (gods.md §3.3): Aeolus (31), Charybdis (32), Clio (33), Europa &
Talus (34, ``europa``), Graeae (36), Hades (37), Harpies (38), Nemesis (41), Siren (42),
Terpsichore (44) and Urania (45).

* **Hades** restricts his opponents: their workers may not *move* down (every move step of
  every power: Artemis' second move, Hermes' walk, Triton's further moves, Terpsichore's
  two moves, an Apollo or Minotaur move onto a lower worker). Forces are free (the worker
  Apollo swaps, Minotaur pushes, Charon ferries; Zeus rising). Like every restricting
  power it binds the opposing seats only (never a teammate), and never a move of a worker
  of his own side (a Dionysus extra turn moving Hades' worker). His own turn is the plain
  one. The check lives in ``RefPosition._moves`` (:func:`hades_forbids_descent`).
* **Harpies** (2, 3 and 4 players; eligible for the Golden Fleece's Ram) plays the plain turn;
  her power acts on the turns of everybody else (:func:`harpies_slide`, called by
  ``RefPosition._moves`` and Iris' ``jumps``, the two places every move of every power is
  made). The rulings adopted:

  1. After **each move** of a worker whose side opposes a side holding her power - each step
     of a multi-move (Artemis' second move, Atalanta's moves, Castor's workers, Terpsichore's,
     Prometheus' move, Bellerophon's leap, Pegasus' climbs, Iris' jumps, Apollo's and
     Minotaur's own move, the move of Charon's, Odysseus', Scylla's, Proteus' or Jason's
     worker, Hermes' steps, Triton's moves), whichever seat moves it (a Dionysus extra turn
     moving a third seat's worker) - unless that move won the game (a climb onto level 3
     that Hera does not veto, Pan's drop of two or more, Eros' meeting), the moved worker
     slides on in the same direction, one square at a time, while the next square is on the
     board (no wrap: Urania's workers neither; the direction of her wrapping move is its short
     one, a1-e1 goes west, so the slide goes on to d1; an Iris jump goes the way of its first
     step), holds no worker and nothing that is a dome to that turn (a dome, the boulder, the
     Ram, the Talus, an opposing Clio's coin) and is not higher than the square the worker
     stands on now. It stops on the first square that fails.
  2. The slide is a force: it never wins (no Pan drop, no climb), is no move up (Athena,
     Persephone), no move down (Asteria), is held by no restriction on moves (Aeolus' wind,
     Hades, Hippolyta) and triggers none of the mover's own move powers: Bia's removal is
     judged on the move, at the square it reached, before the slide (the removed worker's
     square is then free for it); Pegasus' climb of two or more wins nothing (and slides).
     A worker moved by a force never slides (Apollo's swapped worker, Minotaur's pushed one,
     Charon's ferried one, Siren's song, Scylla's and Proteus' drags, Nemesis' trade,
     Odysseus' corners, Zeus rising). Her own side's workers never slide, also when Dionysus
     moves them; with 4 players her teammate's (the same side) neither.
  3. Minotaur's push: the pushed worker stands on the next square, so his slide stops at
     once. Apollo's swap: he slides on from the square he took, the swapped worker behind him.
  4. After the slide the turn goes on from where the worker stopped: it builds next to that
     square; Artemis' second move starts there - her second move may not be made *onto* the
     square she started the turn from, but its slide may carry her onto it (a force, as in
     Board Game Arena, which filters the move's destination); Triton's next move is judged
     where he stops (a banned pair), Hermes' same-level walk by the levels of the squares he
     stops on (a banned pair). Powers that look at where workers end look at the final squares
     (Aphrodite's charm, Adonis' binding, Europa's Talus next to the moved worker, Medusa, the
     Maenads, Limus' neighbours).
  5. Oracle's readings: a Harpies side that loses its last worker during a turn (a Bia removal
     with 3 players) stops sliding at once, as a restricting power stops binding; the squares
     the slide may enter are those of the turn's pieces, so a Clio coin is closed to every
     worker on a turn that is not hers (a Dionysus extra turn moving her worker too, as for
     that worker's move). No state; tokens are plain and write the square moved to, the slide
     is implied: a worker on b2 moving to c3 that slides to e5 and builds on e4 is
     ``b2-c3^e4``. Banned with Hermes and Triton (the oracle plays the pairs all the same).
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
  left with one worker moves and builds once (``b2-c3^d4``). Facing Gaea
  (:mod:`~santorini.reference.gaea`), with two workers, a first build that domes a square she
  may place next to, her other worker able to build after it, ends a turn of its own whose
  token names the builder (``b2-c3,d4-d5,c3^c4``); the other worker builds after her placement,
  in the rest (``d5^e5``, her state ``terpsichore[d5]``). Her whole turns name no builder and
  write the builds in the order played: never a first build that would pause
  (``b2-c3,d4-d5^e5^c4`` where a dome on c4 first would pause).
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
  moves and builds) and leaves with her seat when the turn is recorded. Against Gaea
  (:mod:`~santorini.reference.gaea`, "Europa's Talus", ``gaea.REST_PHASES``' ``built``), who
  places right after a dome, so before the Talus: in a turn of hers (not a Dionysus extra
  turn), her build that domes (a block onto level 3) with a square Gaea may place on next to
  it (right after the build; some Gaea in play with a worker on her card) **and** a spot for
  the Talus right after the build (an empty square next to the worker that moved: no worker,
  no dome - the Talus' own square counts as one -, no token; not the square just domed) ends
  a turn of its own, ``b2-c3^d4``, one ply, her state ``europa[rest:c3]`` (the Talus on her
  card) or ``europa[e1,rest:c3]`` (the Talus on e1), the worker that moved, with
  ``resume:K``; no token goes on through that build (neither ``b2-c3^d4`` whole nor
  ``b2-c3^d4@c2``). After Gaea's placement Europa's seat plays the rest on the board as Gaea
  left it: ``pass`` (the Talus stays where it is) or ``c3@c2``, the Talus put or moved next
  to the worker that moved (not on Gaea's placed worker); her state then names the Talus
  alone (``europa[c2]``). No square for Gaea right after the dome, her card empty, no spot
  for the Talus: the whole turn as ever (``b2-c3^d4``, ``b2-c3^d4@c2``), Gaea's placement
  after it where she may. The Talus is no built dome: putting or moving it never calls
  Gaea's placement, and she never places on its square. With 3 players the same, play
  passing on from Europa's seat after the rest.
* **Aeolus** (2, 3 and 4 players) has a wind token; while it stands beside the board blowing
  toward a direction d (his state ``aeolus[ne]``), no worker of any seat - his own, his
  teammate's, every opponent's - may *move* in the direction opposite to d; the seven others
  stay open (:func:`wind_forbids`, asked by ``RefPosition._moves`` and Iris' jumps for every
  move step: Artemis' second move, Hermes' steps, Triton's, Atalanta's walk, Apollo's and
  Minotaur's own move; an Iris jump by its first step, a wrap of Urania by the step across
  the edge, as Hippolyta's bar judges them). Forces are free (Apollo's swapped worker,
  Minotaur's push, Charon's ferry, Siren's Song, ...). Hippolyta's female is free of her
  bar, never of the wind. Revised text (the default): the token starts on his card (no
  state); at the end of his turn, after the build (never after a winning move), he may put
  it beside the board blowing any way (``b2-c3^d4=ne``) if it is on his card, or take it
  back (``b2-c3^d4=off``) if it is beside the board, or leave it. Original text
  (``revised-text`` selected): the wind always blows; he orients it at setup (``=ne``, see
  below) and must turn it at the end of each of his turns that did not win, to any of the
  eight directions, the same one included (``b2-c3^d4=ne``; no ``=off``, no token without
  it but a winning one). With 3 players his elimination takes the wind off the board; a
  side that loses its last worker during a turn stops blowing at once (as Hippolyta). Facing
  Gaea (:mod:`~santorini.reference.gaea`, ``TOKEN_REST``), a build of his that domes a square she
  may place next to ends his turn before the wind (``b2-c3^d4``, no ``=dir`` through it); after her
  placement his seat turns it alone, ``=ne``, ``=off`` or ``pass`` (original text: ``=ne``, any of
  eight, no ``pass``), his state ``aeolus[ne,rest]`` / ``aeolus[rest]`` meanwhile.
* **Siren** (2, 3 and 4 players) orients the Song at setup (``=ne``; state ``siren[ne]``,
  fixed for the game). Her turn is the plain one, or the alternative turn: one or more
  opposing workers (every worker not of her side: both opponents' with 3 players, the
  other team's with 4), each at most once, forced one square along the Song onto a square
  with no worker, no dome (nor the boulder, the Ram or a Talus), any height, one at a time
  (a worker may take the square another forced one just left: a line along the Song goes
  front first); then (revised text, the default) one of her workers builds once, an
  ordinary build next to it (Limus' famine and every build rule apply); no build possible:
  no such turn. Token: the builder's square, a ``>sq`` per forced worker (its square when
  it is forced), the build: ``b2>c3>d4^b3``. Original text (``revised-text`` selected): no
  build, the token is the forces alone, ``>c3>d4``. Forces: nobody wins by them (not onto
  level 3), no restriction on moves holds them (Athena, Hades, Hippolyta, the wind).
  Canonical: the forces in the ASCII-smallest legal order (a force never blocks another:
  at each point the smallest square that can go), by the ASCII-smallest builder that can
  build there.
* **Clio** (2 and 3 players) plays the plain turn (``b2-c3^d4``: coins are never written).
  She has three coins, on her card at the start. At the end of her turn (a turn that
  built: not a winning move), the build's square loses the coin it held, if any - removed
  from the game, never back to her card -; then, if the build was a block (not a dome, not
  a dome on level 3) and a coin is left on her card, one goes on that block
  (:func:`coins_after_build`). State ``clio[b2,c3,x]``: the coins on the board, ``x`` for
  each one removed. To every seat of another side (``RefPosition._blocked`` and
  ``RefPosition._hidden``, fixed when a turn starts, a Dionysus extra turn included) a coin
  square is a dome with nothing else on it: no worker of theirs moves, is forced or placed
  there, nobody of theirs builds there (nor takes a block off: Ares), and a Clio worker
  standing on it is not on their board (a turn's pieces leave it out): nobody swaps,
  pushes, ferries, drags, removes, jumps over, binds or counts it; it stays where it is and
  still counts as a worker of her side (a side with a worker left is not out:
  ``TurnContext.hidden``). The end-of-turn powers that pick targets on the board are judged
  on those pieces too: Medusa never petrifies a Clio worker on a coin, and such a worker is
  never between two Maenads workers (it does not make Clio lose); off her coins her workers
  are petrified and caught as usual. Clio herself treats coin squares as ordinary squares. Coins are
  not domes (no complete tower, the heights under them unchanged). With 3 players her
  elimination takes her coins off the board (her seat shows no state).
* **Charybdis** (2, 3 and 4 players: classic teams and the Pantheon edition's pairs; listed apart,
  ``position.SUPPORTED_WHIRLPOOL_GODS``) plays her revised text (Board Game Arena's) by default,
  rulings 1-7; with ``revised-text`` selected, her original text, ruling 8 (the rest of 1-7
  holding). She faces every god (the Japanese rulings ban Harpies and Europa): against Europa the
  Talus goes on no whirlpool still on the board and a whirlpool on no Talus; against Harpies the
  whirlpool carries first and the slide goes on from the exit in the entering move's direction,
  as Board Game Arena orders them. She is no Golden Fleece god and no Night Power. Against
  Circe her whirlpools are her card's: while Circe holds her power they stay on her seat
  (``charybdis[a5,e2]``), carry everyone, and Circe places them (``RefPosition.card_seat``);
  Charybdis, powerless, places none. Against Gaea (:mod:`~santorini.reference.gaea`, "Charybdis'
  whirlpool", ``gaea.REST_PHASES``' ``built`` as Europa's), who places right after a dome, so before the
  whirlpool: in a turn of hers, her build that domes (a block onto level 3) with a square Gaea may place
  on next to it (right after the build; some Gaea in play with a worker on her card) **and** a whirlpool
  she could put right after the build (one on her card, counting one that build sent back, and a square
  with no worker, no dome - the new one counts -, no whirlpool, no other token) ends a turn of its own,
  ``b2-c3^d4``, one ply, her state ``charybdis[rest:c3]`` or ``charybdis[d4,rest:c3]`` (the whirlpool on
  the board, then the worker that moved) with ``resume:K``; no token goes on through that build. Gaea
  may place on a ground-level whirlpool (a placement is no move: no transport). After her placement
  Charybdis' seat plays the rest: ``pass`` or ``c3@e5``, a whirlpool from her card on any square with
  no worker (Gaea's placed one included), no dome, no whirlpool, no other token; her state then names
  the whirlpools alone. Otherwise the whole turn as ever, Gaea's placement after it where she may.
  The rulings adopted:

  1. Setup: her two whirlpools start on her card. Her state lists those on the board:
     ``charybdis`` (both on her card), ``charybdis[c3]``, ``charybdis[c3,d4]`` (squares in ASCII
     order; read in any order). A whirlpool's square never holds a dome (nor the boulder, the
     Ram, a Talus, a Clio coin or another whirlpool); a worker may stand on it; none stands
     on the board before every side has placed (else SfenError).
  2. At the end of her turn, after her build (not after a turn that won), if a whirlpool is on
     her card she may put one onto any square with no worker, no dome (the boulder counts as
     one; so does an opposing Clio's coin: to her it is a token), no whirlpool, any height:
     ``b2-c3^d4@e5`` (the ``@sq`` of Europa's Talus, :func:`charybdis`). One a turn; without
     ``@sq`` nothing is placed.
  3. Transport (``RefPosition._whirled``, called by ``RefPosition._moves`` and Iris' ``jumps``,
     where the Harpies' slide would be): when any worker - any seat's, hers too, one moved by
     another's power (a Dionysus extra turn, Eris' alternative turn) - *moves* onto a whirlpool
     while her other whirlpool is on the board (:func:`whirlpool_exit`) and no worker stands on
     it, the worker is forced onto the other whirlpool's square, the exit. The moving worker has
     left its square: moving from one whirlpool onto the adjacent other one carries it back onto
     its own square, where it stays. Only moves trigger it: a worker forced onto a whirlpool (a
     swap, a push, a ferry, a drag, Medea, Odysseus, Siren, the transport itself) stays there.
     It comes after the move's own power acted: Apollo's swapped worker first takes the square
     he left (then occupied), Minotaur's pushed worker first lands beyond (on the exit: no
     transport), Bia's removal is judged on the entry (and may free the exit). The transport is
     a force: nothing that only a move triggers follows it; the turn goes on from the exit (the
     build, Artemis' second move - not onto her start square, though a transport may carry her
     there -, each move of a multi-move power may trigger one, judged at that moment).
  4. Wins: the entering move never wins (no climb onto a level-3 whirlpool, no Pan drop, no
     Eros meeting); the transported worker wins as a move up onto the exit would: the exit on
     level 3 wins for the acting seat, whatever the entry's height, unless nobody wins by a
     move now (a Dionysus extra turn, Eris' alternative turn) or Hera vetoes it (the exit on
     the perimeter). Oracle's readings: that is the only win it gives (neither Pan's nor
     Eros' win is judged at the exit), Pegasus' worker wins there as any (no climb of two
     levels is made), and so does Iris' whatever ``iris-level-three`` says (a ruling on her
     jump's own win). With a worker on the exit there is no transport and the move is judged
     as ordinary. Conditions on a move's levels read the entering move (its square to the
     entry): Athena's mark and her moved-up state, Persephone's demand, Prometheus' "not up",
     Hades, Pan's drop, Asteria's descent, Bellerophon's leap, Pegasus' climb.
  5. A whirlpool returns to her card as soon as a piece is built on its square (a block or a
     dome, by anyone and any power: Atlas, Zeus under himself, Medusa's petrified block, a
     dome anywhere) or a block is taken from under it (Ares, Medea); it acts no more in the
     rest of that turn (:func:`pools_left`, after every step: ``RefPosition._pools_kept``; and
     after Medusa's petrification). The partial turn carries the whirlpools on the board
     (``PartialTurn.pools``), part of its outcome: an Ares turn that builds on a whirlpool and
     takes that block off again is another turn than one doing so elsewhere (the whirlpool is
     back on her card).
  6. With 3 players her elimination takes her whirlpools off the board (her state is then
     ``charybdis``); a Charybdis side that loses its last worker during a turn (a removal)
     transports nobody in the rest of it, as the Harpies' slide stops. With 4 players every
     seat's moves are transported. Against another Charybdis (a mirror) each seat's two
     whirlpools are a pair of their own: a worker moving onto one of a seat's whirlpools goes to
     that seat's other one; no two whirlpools share a square.
  7. Oracle's readings of the powers that act on the square the mover left: when a whirlpool
     flushes the mover back onto it, Scylla drags nobody onto it and Proteus forces none of
     his workers onto it (the build follows); Adonis' binding, Eris' mark and Aphrodite's
     charm follow the worker to the exit (it made a move: Eris marks it, a charmed one must end
     next to Aphrodite).
  8. Original text (``revised-text`` selected; :func:`original_transport`): the transport is a
     move of the worker by her card from the whirlpool it entered (the entry) onto the other one
     (the exit), in the entering move's direction (``RefPosition._transported``). Everything of
     1-7 holds but these readings:

     a. The entering move is judged first, as any move (``RefPosition._moves``, Iris' jumps): a
        climb onto a level-3 whirlpool from below, Pan's drop of two levels or more onto one,
        Eros' meeting on it win (not Pegasus' climb of two levels or more, nor Iris' jump under
        ``iris-level-three``), the usual vetoes applying (Hera's perimeter; nobody wins in a
        Dionysus extra turn or Eris' alternative turn). A win ends the game on the entry: no
        transport. With a worker on the exit the move stays the ordinary one it was judged.
     b. Otherwise the transport happens under the conditions of 3 (back home from one whirlpool
        onto the adjacent other one) and wins as a move from the entry onto the exit: up onto
        level 3 from a lower entry (a level-3 entry onto a level-3 exit wins nothing, back home
        too), Pan's drop of two levels or more from the entry's level to the exit's, Eros'
        meeting at the exit (his other worker next to it, both on level 1 with 2 and 4 players,
        on one level with 3, as ``powers.eros_wins``), the same vetoes judged at the exit (by the
        sides in play as the move began: a seat whose last worker Bia's first removal takes binds
        the rest of the turn, as for the revised text's transport). A move that may not win itself (Pegasus' climb
        of two levels or more, Iris' jump under ``iris-level-three``) does not stop its transport
        from winning: the transport is the card's plain move.
     c. Its direction: Bia removes the opposing worker one step on from the exit in the entering
        move's direction (exit + (entry - start)), if that square is on the board and holds one
        (never a teammate's), after her removal beyond the entry (which may free the exit). The last opposing worker removed
        wins at once on either square: on the entry before any transport. Oracle's reading of
        the order: the transport's win is judged first (as a move's win is judged before Bia's
        removal after it), then the removal beyond the exit is made all the same; it changes
        no winner already found.
     d. The transport is the card's move, not the player's: it is made whatever limits moves
        (the climb limit, Athena, Hades, Prometheus, Aeolus' wind, Hippolyta's diagonals); it
        is none of the moves a power grants (Artemis' second move, Atalanta's walk go on from
        the exit); what a power reads of the moves of a player's turn reads his entering move
        alone, as in 4 and 7 (Athena's climb, Persephone's demand, Asteria's descent,
        Prometheus' limit, the square a move left for Scylla and Proteus); Adonis' binding,
        Eris' mark and Aphrodite's charm follow the worker to the exit.
* **Setup orientation** (``RefPosition._setup_turns``): before any worker is placed, every
  seat with one to make - Siren, Aeolus with his original text - makes it in seat order
  from seat 1, a token of its own (``=ne``, eight of them, no ``=off``); then seat 1 places.
  The round does not change. An SFEN with a side placed and an orientation missing, or
  with another seat to move than the first still to orient, is an SfenError; so is a
  revised wind beside the board before every side has placed.

See :mod:`santorini.reference.gods_simple` for what a step machine is.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import TYPE_CHECKING, Final

from santorini.notation import DIRECTIONS, SQUARE_NAMES
from santorini.reference.geometry import NEIGHBOURS
from santorini.reference.gods_simple import plain
from santorini.reference.turn import FORCE, OFF, ORIENT, SWITCH, TALUS, PartialTurn, Pieces, TurnContext

if TYPE_CHECKING:
    from santorini.reference.position import RefPosition

__all__ = ["ENDABLE_PHASES", "PLACED_WORKERS", "STEP_MACHINES", "TORUS", "WHIRLPOOLS",
           "WHIRLPOOL_GODS", "adjacency", "against", "coins_after_build", "hades_forbids_descent", "harpies_slide",
           "original_transport", "pools_left", "shifted", "step_direction", "torus_neighbours", "trade_partners",
           "whirlpool_exit", "wind_forbids"]


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


# ---------------------------------------------------------------------- Harpies


def harpies_slide(p: PartialTurn, direction: int) -> PartialTurn:
    """Harpies: the worker that just moved (on ``p.worker``, the move made in ``direction``)
    slides on in that direction, one square at a time, while the next square is on the board
    (no wrap, Urania's workers too), unoccupied (no worker; no dome, boulder, Ram, Talus or
    coin of an opposing Clio: ``Pieces.is_unoccupied``) and not higher than the square it
    stands on now; it stops on the first square that fails. Only a worker of a side that
    opposes a side holding her power in play (``ctx.harpies``, not one out during this turn)
    slides, not in a Dionysus extra turn when she is on Dionysus' side (nor in Eris' alternative
    turn when she is on Eris' side), and never after a move
    that won (the win is judged on the move itself).

    The slide is a force: it never wins and is no climb (it cannot go up), no restriction on
    moves holds it (Athena, Hades, Hippolyta, the wind), and the mover's own powers were judged
    on the move before it (Bia's removal, Pan's and Eros' wins, Asteria's descent, Bellerophon's
    leap). The turn goes on from the square where it stops: the build, a further move.

    >>> from santorini.notation import square_index as sq
    >>> from santorini.reference.turn import Pieces, TurnContext
    >>> ctx = TurnContext(**{name: None for name in TurnContext.__slots__} | {"harpies": ("A",)})
    >>> heights = [0] * 25
    >>> heights[sq("e5")] = 1  # higher than d4: the slide stops before it
    >>> board = Pieces(heights, [False] * 25, {sq("b2"): "B", sq("e1"): "A"}, frozenset())
    >>> moved = PartialTurn(board, sq("b2"), "moved", ctx=ctx)  # B's worker has just moved a1-b2 (north-east)
    >>> SQUARE_NAMES[harpies_slide(moved, step_direction(sq("a1"), sq("b2"))).worker]  # c3, d4, not e5
    'd4'
    """
    ctx = p.ctx
    if not ctx.harpies or p.phase == "won":
        return p  # nobody holds her power, or the move won: the game is over, nothing follows
    board, start = p.board, p.worker
    team = ctx.team(board.side_of(start))
    # In a Dionysus extra turn no power of Dionysus' own side (his teammate's) binds the worker
    # he moves, hers neither (advanced-gods.md, "Dionysus"); nor in Eris' alternative turn.
    mover = ctx.team(ctx.side) if ctx.extra or ctx.alternative else None
    if not any(ctx.team(harpy) not in (team, mover) and harpy not in p.out for harpy in ctx.harpies):
        return p  # a worker of her own side (or her teammate's, shared or his own pair) never slides
    end = start
    while True:
        ahead = shifted(end, direction)
        if ahead is None or not board.is_unoccupied(ahead) or board.heights[ahead] > board.heights[end]:
            break
        end = ahead
    if end == start:
        return p
    after = board.with_workers()
    after.workers[end] = after.workers.pop(start)
    return p.then(p.phase, board=after, worker=end)


# ---------------------------------------------------------------------- Terpsichore


def terpsichore(pos: RefPosition, p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
    """Every worker of her side moves once, one after the other (the second in the position
    the first left), then each builds once next to itself.

    Phases: ``start`` the first worker moves; ``dance`` it moved, the other must be named
    (``,sq``); ``dance2`` the other one moves; ``danced`` all moved, the builds follow;
    ``built1`` one build made, the other worker's is due. A lone worker goes from its move
    straight to ``danced`` and builds once. A winning move ends the turn (``_moves`` makes
    it ``won``); a worker that cannot move or build leaves the turn unfinished, so it is no
    turn. Facing Gaea (:mod:`~santorini.reference.gaea`; ``TurnContext.pause``), with two
    workers: ``lead`` a worker named after the moves (``,sq``) makes the first build, which
    ``RefPosition._paused`` keeps only when it pauses the turn (``b2-c3,d4-d5,c3^c4``);
    ``encore`` the rest after her placement: the other worker's one build (``d5^e5``).
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
        if p.ctx.pause is not None and len(workers) == 2:
            for sq in workers:  # a first build named by its builder: only a paused part (RefPosition._paused)
                yield SWITCH[sq], p.then("lead", worker=sq)
    elif p.phase == "built1":
        yield from _builds_by_any(pos, p, _second_builders(p, workers), "done")
    elif p.phase == "lead":
        yield from pos._builds(p, "built1")
    elif p.phase == "encore":
        yield from pos._builds(p, "done")


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
        for theirs in trade_partners(p.board, p.ctx.side, p.ctx).values():
            if len(theirs) == 1:
                yield FORCE[theirs[0]], _exchange(p, p.worker, theirs[0], "done")


def trade_partners(board: Pieces, side: str, ctx: TurnContext | None = None) -> dict[str, list[int]]:
    """The opposing sides none of whose workers stands next to a worker of ``side``, with
    their workers' squares. In the Pantheon edition's 2-against-2 (``ctx.teams``) each seat
    of the other team is one opponent with its own pair; the teammate's pair is none.

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
    team = ctx.team(side) if ctx is not None else side
    for other in sorted({letter.upper() for letter in board.workers.values()} - {side}):
        if ctx is not None and ctx.team(other) == team:
            continue  # a teammate (his own pair) is no opponent
        theirs = board.workers_of(other)
        if not any(m in NEIGHBOURS[t] for m in mine for t in theirs):
            found[other] = theirs
    return found


def _first_trades(p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
    """The exchanges she may begin after her build, with each side she may pick."""
    mine = sorted(p.board.workers_of(p.ctx.side), key=SQUARE_NAMES.__getitem__)  # ASCII order: a1 a2 .. b1
    original = "revised-text" in p.ctx.rulings  # the ruling's alternative: the original text
    for theirs in trade_partners(p.board, p.ctx.side, p.ctx).values():
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
    square next to the worker that moved (``@sq``). Facing Gaea a build that domes a square she
    may place next to, a Talus spot open after it, may pause the turn there (``gaea.REST_PHASES``:
    the rest starts in ``built`` from the worker that moved, ``europa[rest:c3]``)."""
    if p.phase == "start":
        yield from pos._moves(p, "moved")
    elif p.phase == "moved":
        yield from pos._builds(p, "built")
    elif p.phase == "built":
        yield from _talus_steps(pos, p)


def _talus_steps(pos: RefPosition, p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
    """The Talus onto an unoccupied square (no worker, dome, boulder, Ram or Talus - its own
    square included - and no whirlpool still on the board) next to the moved worker, ordinary
    neighbours, any height; it leaves the square it stood on (if any)."""
    board = p.board
    old = pos.talus[pos.card_seat(p.ctx.seat)]
    whirlpools = {sq for squares in p.pools for sq in squares}  # tokens (gods.md 34): one built on is gone
    for sq in NEIGHBOURS[p.worker]:
        if board.is_unoccupied(sq) and sq not in whirlpools:
            after = Pieces(board.heights, board.domes, board.workers, (board.blocked - {old}) | {sq})
            yield TALUS[sq], p.then("done", board=after, talus=sq)


# ---------------------------------------------------------------------- Clio


def coins_after_build(coins: tuple[int, ...], lost: int, square: int, block: bool,
                      total: int = 3, stays: bool = False) -> tuple[tuple[int, ...], int]:
    """Clio's coins after her turn's build on ``square``: a coin there is removed from the
    game (with ``stays``, the ``clio-coin-built-over`` alternative, it stays and nothing
    changes); then, if the build was a block and a coin is left on her card (``total`` minus those
    on the board and those removed), one goes on it. Returns (coins on the board, removed).

    >>> coins_after_build((), 0, 12, True)  # her first block: a coin on it
    ((12,), 0)
    >>> coins_after_build((0, 6, 12), 0, 18, True)  # her fourth block: no coin left
    ((0, 6, 12), 0)
    >>> coins_after_build((12,), 0, 12, True)  # a block on her coin: it goes, a new one comes
    ((12,), 1)
    >>> coins_after_build((0, 6, 12), 0, 12, True)  # nothing left on her card
    ((0, 6), 1)
    >>> coins_after_build((12,), 0, 12, False)  # a dome on her coin (level 3): it goes, none comes
    ((), 1)
    >>> coins_after_build((12,), 0, 12, True, stays=True)  # clio-coin-built-over: it stays, alone
    ((12,), 0)
    """
    if square in coins and stays:
        return coins, lost
    if square in coins:
        coins = tuple(sq for sq in coins if sq != square)
        lost += 1
    if block and len(coins) + lost < total:
        coins = tuple(sorted((*coins, square)))
    return coins, lost


# ---------------------------------------------------------------------- Aeolus and Siren

#: The notation's directions, in order (an orientation's index): ``n ne e se s sw w nw``.
_VECTORS: Final = tuple(DIRECTIONS.values())

#: Phases of these machines after which a turn may end besides ``done`` and ``built``: Siren's
#: original alternative turn has forced at least one worker (more may follow, no build).
ENDABLE_PHASES: Final = frozenset({"sung"})


def step_direction(src: int, dst: int) -> int:
    """The direction (its index in ``DIRECTIONS``) of the step from ``src`` to its neighbour
    ``dst``; on Urania's torus the direction the wrapping step takes across the edge (a1 to e1
    is a step west), as ``gods_promo.diagonal`` judges it.

    >>> from santorini.notation import square_index as sq
    >>> [step_direction(sq("c3"), sq(n)) for n in ("c4", "d4", "d3", "d2", "c2", "b2", "b3", "b4")]
    [0, 1, 2, 3, 4, 5, 6, 7]
    >>> step_direction(sq("a1"), sq("e1")), step_direction(sq("a1"), sq("e5")), step_direction(sq("a1"), sq("a5"))
    (6, 5, 4)
    """
    (r0, f0), (r1, f1) = divmod(src, 5), divmod(dst, 5)
    df = {0: 0, 1: 1, 4: -1}[(f1 - f0) % 5]
    dr = {0: 0, 1: 1, 4: -1}[(r1 - r0) % 5]
    return _VECTORS.index((df, dr))


def against(direction: int) -> int:
    """The direction opposite ``direction`` (indices in ``DIRECTIONS``): a wind blowing toward
    n forbids the moves toward s.

    >>> [against(d) for d in range(8)]
    [4, 5, 6, 7, 0, 1, 2, 3]
    """
    return (direction + 4) % 8


def shifted(sq: int, direction: int) -> int | None:
    """The square one step from ``sq`` in ``direction`` (no wrap), or None off the board.

    >>> from santorini.notation import square_index as sq
    >>> SQUARE_NAMES[shifted(sq("c3"), 1)], shifted(sq("e3"), 2)
    ('d4', None)
    """
    df, dr = _VECTORS[direction]
    rank, file = divmod(sq, 5)
    rank, file = rank + dr, file + df
    return rank * 5 + file if 0 <= rank < 5 and 0 <= file < 5 else None


def wind_forbids(ctx: TurnContext, src: int, towards: int, out: frozenset[str]) -> bool:
    """Aeolus: may the worker on ``src`` not step towards its neighbour ``towards`` now? While
    the wind of an Aeolus seat in play blows (``ctx.winds``; not a side that lost its last
    worker during this turn), no worker of any seat - his own, his teammate's, every
    opponent's - moves in the direction opposite to the one it blows toward. Moves only:
    forces never ask."""
    if not ctx.winds:
        return False
    direction = step_direction(src, towards)
    return any(direction == barred and side not in out for barred, side in ctx.winds)


def aeolus(pos: RefPosition, p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
    """Move, build, then the wind token. Revised text (the default): after the build (phase
    ``built``: the turn may end) he may put the token on his card beside the board blowing
    any way (``=dir``), or take the one beside the board back (``=off``). Original text
    (``revised-text`` selected): after the build (phase ``gale``) he must turn it to any of the
    eight directions, the one it blows toward included. Against Gaea the turn may stop after the
    build (``RefPosition._paused_token``); its rest starts from no worker in the phase after the
    build, here, and is the wind alone."""
    original = "revised-text" in p.ctx.rulings
    if p.phase == "start":
        yield from pos._moves(p, "moved")
    elif p.phase == "moved":
        yield from pos._builds(p, "gale" if original else "built")
    elif p.phase in ("built", "gale"):
        if original or pos.heading[p.ctx.seat] is None:
            for direction in range(len(_VECTORS)):
                yield ORIENT[direction], p.then("done", orient=direction)
        else:
            yield ORIENT[OFF], p.then("done", orient=OFF)


def siren(pos: RefPosition, p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
    """The plain turn, or the alternative turn: one or more opposing workers forced one square
    along the Song (``>sq``, each at most once: ``p.forces`` holds the squares the forced ones
    stand on), then - revised text, the default - a build by the worker the token starts from
    (phase ``song``, which must build); original text (``revised-text`` selected): no build,
    the token starts with the first force (phase ``sing`` from no worker, ``sung`` once a
    worker is forced: the turn may end)."""
    if p.phase == "start":
        yield from pos._moves(p, "moved")
        if "revised-text" not in p.ctx.rulings:
            yield from _song(pos, p, "song")
    elif p.phase == "moved":
        yield from pos._builds(p, "done")
    elif p.phase == "song":
        yield from _song(pos, p, "song")
        yield from pos._builds(p, "done")
    elif p.phase in ("sing", "sung"):
        yield from _song(pos, p, "sung")


def _song(pos: RefPosition, p: PartialTurn, then: str) -> Iterator[tuple[str, PartialTurn]]:
    """One force of the Song: an opposing worker not forced yet this turn, one square along
    the Song's direction onto a square with no worker, no dome (nor the boulder, the Ram or a
    Talus), any height. A force: no win, no restriction on moves."""
    song = pos.heading[p.ctx.seat]
    if song is None:
        return
    board, ctx = p.board, p.ctx
    me = ctx.team(ctx.side)
    for sq in sorted(board.workers):
        if ctx.team(board.side_of(sq)) == me or sq in p.forces:
            continue
        dst = shifted(sq, song)
        if dst is None or not board.is_unoccupied(dst):
            continue
        after = board.with_workers()
        after.workers[dst] = after.workers.pop(sq)
        yield FORCE[sq], p.then(then, board=after, forces=tuple(sorted((*p.forces, dst))))


# ---------------------------------------------------------------------- Charybdis

#: The gods with whirlpools (Charybdis, gods.md §3.3 32), listed apart from the other gods
#: (``position.SUPPORTED_WHIRLPOOL_GODS``).
WHIRLPOOL_GODS: Final = frozenset({"charybdis"})

#: Her whirlpool tokens: two, on her card at the start.
WHIRLPOOLS: Final = 2


def charybdis(pos: RefPosition, p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
    """Move, build (phase ``built``: the turn may end), then optionally one whirlpool from her
    card onto the board (``@sq``). Facing Gaea a build that domes a square she may place next to, a
    whirlpool still possible after it, may pause the turn there (``gaea.REST_PHASES``: the rest starts
    in ``built`` from the worker that moved, ``charybdis[d4,rest:c3]``)."""
    if p.phase == "start":
        yield from pos._moves(p, "moved")
    elif p.phase == "moved":
        yield from pos._builds(p, "built")
    elif p.phase == "built":
        yield from _whirlpool_steps(pos, p)


def _whirlpool_steps(pos: RefPosition, p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
    """One whirlpool from her card (if one is left there: fewer than two on the board now,
    ``p.pools``) onto any square with no worker, no dome, nothing a dome to her (the boulder, an
    opposing Clio's coin: ``Pieces.is_unoccupied``) and no whirlpool (hers, or a mirror
    Charybdis'), at any height, where the pieces stand after her build."""
    seat = pos.card_seat(p.ctx.seat)  # Circe holding her power places her card's whirlpools
    pools = p.pools or tuple(() for _ in range(len(pos.sides)))
    if len(pools[seat]) >= WHIRLPOOLS:
        return
    taken = {sq for squares in pools for sq in squares}
    board = p.board
    for sq in range(25):
        if sq in taken or not board.is_unoccupied(sq):
            continue
        now = list(pools)
        now[seat] = tuple(sorted((*pools[seat], sq)))
        yield TALUS[sq], p.then("done", pools=tuple(now))


def whirlpool_exit(p: PartialTurn, entry: int) -> int | None:
    """The square a worker that just moved onto ``entry`` is forced to, if ``entry`` holds a
    whirlpool whose seat has its other whirlpool on the board (``p.pools``: those still on the
    board at this point of the turn), and that seat's side did not lose its last worker during
    this turn (its whirlpools act no more, as Harpies' slide stops), nor is left no power now
    (``TurnContext.calm``); else None. Whether a worker stands on the exit is the caller's to
    judge (after the move's own power has acted)."""
    for seat, squares in enumerate(p.pools):
        if entry in squares and len(squares) == WHIRLPOOLS and seat not in p.ctx.calm:
            side = dict(p.ctx.seats_in_play).get(seat)
            if side is None or side in p.out:
                return None
            return squares[1] if squares[0] == entry else squares[0]
    return None


def original_transport(ctx: TurnContext) -> bool:
    """Does Charybdis play her original text (``revised-text`` selected: the one ruling key of
    the gods with two texts)? Then a move onto a whirlpool is judged first, as any move (a win
    ends the turn on the entry, no transport), and the transport is a move of her card from the
    entry onto the exit, in the entering move's direction, that wins as such a move would
    (``RefPosition._transported``); with her revised text (the default) the transport is a force
    and the entering move waits for it (``RefPosition._whirled``)."""
    return "revised-text" in ctx.rulings


def pools_left(pools: tuple[tuple[int, ...], ...], before: Pieces, after: Pieces) -> tuple[tuple[int, ...], ...]:
    """The whirlpools still on the board after a step that made ``after`` from ``before``: each
    whirlpool whose square got a piece built on it (a block or a dome, by any power) or lost a
    block (Ares, Medea) returns to her card. ``()`` once none is left anywhere.

    >>> from santorini.reference.turn import Pieces
    >>> before = Pieces([0] * 25, [False] * 25, {}, frozenset())
    >>> after = before.with_heights()
    >>> after.heights[12] = 1
    >>> pools_left(((12, 18), ()), before, after), pools_left(((12,), ()), before, after)
    (((18,), ()), ())
    """
    if before.heights is after.heights and before.domes is after.domes:
        return pools
    left = tuple(tuple(sq for sq in squares
                       if before.heights[sq] == after.heights[sq] and before.domes[sq] == after.domes[sq])
                 for squares in pools)
    return left if any(left) else ()


#: Each god's step machine. Hades, Harpies and Urania play the plain turn (his power binds the
#: opponents' moves, the Harpies' slides them on, Urania's changes the squares her moves and builds reach).
STEP_MACHINES: Final[dict[str, Callable[[RefPosition, PartialTurn], Iterator[tuple[str, PartialTurn]]]]] = {
    "aeolus": aeolus,
    "charybdis": charybdis,  # her transport follows every seat's moves (RefPosition._whirled)
    "clio": plain,  # her coins are placed when the turn is recorded (RefPosition._finish)
    "europa": europa,
    "graeae": graeae,
    "hades": plain,
    "harpies": plain,  # her slide follows her opponents' moves (harpies_slide, from RefPosition._moves)
    "nemesis": nemesis,
    "siren": siren,
    "terpsichore": terpsichore,
    "urania": plain,
}
