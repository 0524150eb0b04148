"""The oracle's position: loading and writing SFEN, the base rules, the moves and builds
the gods share, whole turns with their canonical spellings, play, settling and perft.

How turns are found. A turn is a spelling - a sequence of steps (protocol.md §2) - that
the seat's god allows from start to end. Every god is written as a small step machine
(:mod:`~santorini.reference.gods_simple`, :mod:`~santorini.reference.gods_advanced`):
from a turn in progress (:class:`~santorini.reference.turn.PartialTurn`) it lists the
next steps it may take. A
breadth-first search over these partial turns reaches every outcome (the position after
the turn, god states included) with its **canonical spelling**: fewest steps, then the
ASCII-smallest string (docs/notation.md). Two spellings with one outcome are one turn.
``play`` walks the given spelling through the same machine, so every legal spelling is
accepted, however long (Hermes).

Bookkeeping decisions (the native core should match them):

* When play passes to a seat that has no legal turn, the position settles at once:
  with 2 players or teams the game is over and the seat that played last gets the
  winner mark ``#`` (in 4 players it belongs to the other team); with 3 players the
  stuck seat is eliminated (``-``, its workers leave the board) and play passes on.
  The same settling happens when a position is loaded, so an SFEN whose seat to move
  is stuck reads back with the ``#``/``-`` marks added; every settled SFEN round-trips.
* The round number grows each time play reaches or passes over seat 1 again, also
  when eliminated seats are skipped.
* After a winning turn ``to-move`` is the next seat that would have acted.
* Athena's ``athena[^]`` is set at the end of each of her turns in which one of her
  workers moved up (a winning climb included) and cleared at the end of a turn in which
  none did. It is dropped when play passes to her seat (the start of her next turn,
  also when the game is already won) and when her seat is eliminated; a loaded SFEN with
  her seat to move drops it too.
* Charon's ferry ``>O`` is a force (gods.md §1.2): it never wins (not even onto level 3),
  sets no Athena state and is not stopped by one. At most one ferry a turn, by the worker
  that then moves and builds; a ferry after which that worker cannot move starts no turn,
  and a ferry may open the only square it can move to. Without a ferry, a Charon turn is
  spelled like a mortal one.
* Ares' removal ``_S`` comes after his build, at most one a turn and optional: the top
  block of a square next to his unmoved worker (the side's worker that did not move this
  turn; in 4 players the team's other worker), at least level 1, with no dome (a dome on
  any level protects the blocks under it) and no worker. The square the mover left may be
  chosen. Taking off the block just built leaves only the move: every such square gives
  that one outcome, spelled with the ASCII-smallest of them (``b3-b2^c3_c3``). A winning
  move builds nothing and removes nothing. Without a removal, an Ares turn is spelled
  like a mortal one. Facing Gaea (:mod:`~santorini.reference.gaea`) a build that domes a square
  she may place next to, a removal still possible after it, ends a turn of its own (``b2-b3^c3``);
  the removal comes after her placement, in the rest (``b3_d2``: the worker that moved, ``ares[b3]``),
  or ``pass``.

The Advanced Gods of docs/advanced-gods.md follow that page; what it leaves open was
decided as follows (the native core should match these too):

* **Which restrictions bind.** A restricting power (Aphrodite, Athena with her state set,
  Hera, Hypnus, Limus, Persephone) of seat S binds a move or build of a worker W during
  the turn of the acting seat T when S is in play, S's side is not T's (teammates never)
  and S's side is not W's side. The last condition only matters in a Dionysus extra turn:
  with 3 players the third seat's restrictions bind the worker he moves, its owner's do
  not; with 4 players none bind (the worker's team, and Dionysus' teammate). A
  restricting seat whose side loses its last worker during the turn (a Bia removal with
  3 players) stops binding at once (Limus' blocks);
  Hypnus' freeze, Aphrodite's charm and Persephone's obligation are fixed when the turn
  starts. In an extra turn Hypnus and Aphrodite look at each opposing side whose
  workers may be moved.
* **Aphrodite** judges the final position of the turn, after any swap, push or ferry and
  before Medusa's petrification; her workers removed during the turn (a Bia removal) still
  count where they stood, as Board Game Arena counts them (gods.md §3.2, 11). Charmed
  workers are followed as pieces through their moves (not as squares). A winning move is
  judged like the end of the turn.
* **Persephone.** A turn "moves up" when a move (any step, never a force or Zeus' rise)
  of a worker it binds goes up. In a Dionysus extra turn ``pass`` and the turns that move
  Persephone's own workers stay legal whatever the others can do.
* **Chronus.** Checked after every step of a turn and whenever a position settles: after
  each turn once play has passed on, and on loading (so a loaded SFEN with five complete
  towers reads back with Chronus' ``#``; to-move is kept). While Dionysus' extra turns
  are still to take (``dionysus[n]`` with his seat to move) nobody wins by Chronus unless
  ``dionysus-chronus`` is selected; the five towers then make Chronus win as soon as play
  passes on after the last extra turn. With two Chronus seats (a mirror match) the acting
  seat's wins, else the next one in play order.
* **Start of a turn.** When play passes to a seat (also after a winning turn, as for
  Athena's state): Athena's state of that seat ends, Circe (with every side placed) takes
  or gives back the power, then Morpheus' stock grows by one if that seat now plays
  Morpheus and its side has placed. Nothing of this runs while play stays with a seat for
  Dionysus' extra turns, nor when a position is loaded (its SFEN shows the states after
  the start of the turn).
* **Dionysus.** The extra turns earned in a turn are the complete towers it added
  (``dionysus[n]`` counts down by one per extra turn taken or declined and up by the
  towers of each). An extra turn is the plain move and build of one worker of any
  opponent (the token starts on its square); the moved worker's owner's power does not
  act (no Bia removal, no Medusa), Dionysus' own power keeps counting towers. A turn that
  wins ends the game: no extra turn is left. ``dionysus[n]`` is an SfenError unless his
  seat is to move, every side has placed and the game is not won.
* **Morpheus.** ``morpheus[0]`` is written by omitting the state; a stock of 0 with his
  seat to move is accepted (he may build nothing); a stock on a seat whose side has not
  placed is an SfenError. There is no upper bound. Facing Gaea his turn may stop at a build that
  domes, the builds of his stock left for the rest (``morpheus[2,rest:c3]``,
  :mod:`~santorini.reference.gaea`); the stock does not grow for that rest (no turn starts).
* **Circe** plays only with 2 players in the oracle (UnsupportedError otherwise). Against
  ``mortal`` or another Circe she holds nothing. Holding the power again at her next turn
  is no change of hands: its state is kept. When the holder changes, that power's state is
  reset on both seats (Athena's mark, Morpheus' stock), then its start-of-turn effect runs
  for Circe at once (``circe[morpheus:1]``). With her seat to move after placement and no
  extra turn under way, the SFEN must show what her test gives (else SfenError);
  ``circe[...]`` before both sides have placed is an SfenError. ``circe[athena:^]`` with her
  seat to move is read without the mark, as for Athena.
* **Removals.** A removal (Bia, Medusa) that leaves a side with no worker: with 2 players
  or classic teams the acting seat wins at once (the turn ends there); with 3 players that seat
  is eliminated (``-``), at once, also when the removal came with a winning move, and if
  one seat alone is left it wins at once (to-move is then the winner's seat again, the
  next one that would act). Medusa's blocks are not built by a worker: Limus does not
  forbid them.
* **Selene.** A lowercase worker of a side without Selene is an SfenError (protocol §3),
  and so is a Selene side with two or more lowercase workers; a
  Selene side without one has only the normal build. When the female moved, her build is
  a normal build or a dome on any level (``^sq*``, like Atlas); a dome next to an opposing
  Limus worker follows Limus' dome rule.
* **Poseidon.** ``,sq`` to his unmoved worker must be followed by at least one build. Facing Gaea his turn
  may stop at a dome, his unmoved worker's builds left for the rest (:mod:`~santorini.reference.gaea`).
* **Placement.** The limits of teammates add up (4 players: a team with Bia and Eros
  places on opposite perimeter edges); a Selene team writes one star.
* **Tokens.** ``pass`` is legal only in a Dionysus extra turn (and Gaea's placement turn, Tyche's extra
  turn, the rest of a Demeter, Hestia, Ares, Asteria, Medusa or Maenads turn paused for Gaea's placement - the
  last two's only token -); removals, petrifications,
  Zeus' rise and Chronus' win are implied by the steps.

The Pantheon edition's **boulder** (docs/usp.md §3, extra item ``boulder@c3``): the
position keeps its square apart from the board (``RefPosition.boulder``; each turn's
:class:`~santorini.reference.turn.Pieces` carries it as ``blocked``), and every rule that
asks whether a square may be entered or built on asks about it: the moves (Apollo's,
Minotaur's and Urania's too), the forces (Minotaur's push, Charon's ferry; Apollo's swap
only sends a worker to the square his worker left), the placements and every build (blocks,
domes on any level by Atlas or Selene, Poseidon's, Hestia's, Terpsichore's). It is not a
dome: no complete tower for Chronus, and the board field shows its square as ``0``; the
extra field carries it. One boulder a game, on an empty ground-level square (else SfenError).

Four Golden Fleece gods (gods.md §3.3; :mod:`~santorini.reference.gods_golden_fleece`),
with these decisions where the rules are silent (the native core should match them):

* **Hades** is a restricting power like Athena: it binds the opposing seats in play (never
  a teammate), every move step of their workers (a second, third, ... move of a
  multi-move power; Apollo's and Minotaur's own move), never a force (the worker Apollo
  swaps or Minotaur pushes, Charon's ferry, Zeus rising), and never a worker of his own
  side: in a Dionysus extra turn his worker may step down, while with 3 players the
  worker of the third seat stays bound. Ending up with no legal turn is the ordinary loss
  (elimination with 3 players).
* **Urania**'s moves and builds use the torus (every square has eight neighbours) and
  nothing else does: the power steering the turn decides (``ctx.machine``), so Circe
  holding it wraps and a Dionysus extra turn moving Urania's worker does not. Squares
  other powers measure keep ordinary adjacency: Limus' neighbours, Aphrodite's charm,
  Circe's test of Urania's workers (are they neighbours?), Eros. A wrap move always ends
  on the perimeter, so Hera vetoes every wrap win.
* **Terpsichore**: ``,sq`` after the first move names her other worker (it must); both
  builds come after both moves. A side with one worker plays one move and one build.
  The builds are a multiset: legal when one can be given to each worker, each next to
  its worker; a second build on a square the first raised to level 3 is a dome. Both move
  orders and both build orders are spellings of one outcome (the canonical rule picks the
  ASCII-smallest). A winning move ends the turn, also the first one; a climb Hera vetoes
  does not, and the turn goes on. Persephone's "moves up" is met when either move goes
  up; Aphrodite binds each charmed worker (both move). Chronus' fifth tower made by the
  first build ends the turn there (the token then has one build).
* **Nemesis**: the exchange comes after her build, never after a win (nor after Chronus'
  fifth tower). The side she picks is judged where every worker stands after her build; a
  side is every opposing seat's workers together (the other team with 4 players: one
  trade whichever seat of it she names). Her workers are ordered by their squares' names
  (``a4`` before ``c2``), where they stand before the trade. Forces: no win, no Athena
  or Hades restriction, no climb for Persephone, no move for Aphrodite; her traded
  workers are followed (the acting square, the charm). Original text, her two workers
  against a lone one: either of hers may trade, so the token names it, ``,sq>sq`` (the
  one decision the rules' token leaves open: ``>sq`` alone would not say which).

Two more Golden Fleece gods, Graeae (36) and Europa & Talus (34, ``europa``), with these
decisions (agreed with the native core where marked *agreed*; the others are the oracle's
reading, which the core should match):

* **Graeae** plays with 2 and 3 players (4 players: UnsupportedError). *Agreed*: her side
  places three workers (``+a1+b2+c3``, squares in ASCII order), every other side two; her
  side may show up to three on the board (more: SfenError). One worker moves (a climb onto
  level 3 wins and ends the token), then a worker of hers that did not move builds next to
  itself, named by ``,sq``: ``b2-c3,d4^d5``; a move after which none can build is no turn.
  Original text (``revised-text`` selected): any of her workers builds, the moved one
  without a switch (``b2-c3^d4``). One outcome per move and build square: the canonical
  spelling is the fewest steps, then the ASCII-smallest - the moved worker's build when it
  may build there (original text), else the ASCII-first unmoved worker's; other builders
  are accepted spellings. A worker Hypnus froze does not move but builds; Circe holding
  her power plays it with her own two workers. Oracle's reading: a Graeae side left with a
  lone worker (after a removal) has no turn with the revised text (no unmoved worker),
  and moves and builds with it under the original text.
* **Europa** plays with 2, 3 and 4 players; Circe against her is banned (UnsupportedError:
  the Talus belongs to her card). *Agreed*: after the build of a turn that did not win she
  may put the Talus (``@sq``, the token's last step: ``b2-c3^d4@c2``) on an unoccupied
  square next to the worker that moved, where it stands after the build - no worker, no
  dome, not the boulder, the Ram or the Talus' own square, any height -; it leaves the
  square it stood on. The plain token declines. For every seat the Talus' square is a
  dome-like obstacle (a turn's pieces carry it as ``blocked``, like the boulder): no
  worker moves, is forced (Minotaur, Charon), swapped (Apollo) or placed onto it, nobody
  builds on it (blocks or domes at any level); it is no dome and no complete tower
  (Chronus), and its blocks stay under it - oracle's reading: Ares takes none of them (a
  dome protects its blocks), nor Medea (no worker stands there). Its square is the seat's
  state ``europa[c2]`` (none: on her card); the board field shows the square's height
  without a dome. A state on a square with a worker, a dome, the boulder or the Ram, or
  before every side has placed, is an SfenError. With 3 players her elimination takes the
  Talus off the board; with 4 players only her own turns move it (her teammate's do not),
  and it binds both teams. Oracle's reading: against another Europa (a mirror game) each
  seat has its own Talus, never on the other's square.

Two Golden Fleece gods with a direction token, Aeolus (31, his wind) and Siren (42, her Song),
are written in :mod:`~santorini.reference.gods_golden_fleece` with their decisions; they are
listed apart (``SUPPORTED_DIRECTION_GODS``), play with 2, 3 and 4 players, never against
Circe nor as the Golden Fleece's god (UnsupportedError). The direction lives in
``RefPosition.heading`` (the state ``aeolus[ne]``, ``siren[ne]``); the setup orientations
come before any placement (``_setup_turns``: ``=ne``), Aeolus' turn ends with ``=dir`` or
``=off`` (``PartialTurn.orient``, part of the outcome) - against Gaea, after a dome that stops his
turn before the wind, the rest of it is that token alone (``=ne``, ``pass``: from ``NO_SQUARE``, see
Gaea below) -, Siren's original alternative turn has no worker to start from (``>c3>d4``, from
``NO_SQUARE`` like Jason's card).

**Clio** (33, gods.md §3.3; :mod:`~santorini.reference.gods_golden_fleece`), listed apart
(``SUPPORTED_COIN_GODS``), plays with 2 and 3 players (4: UnsupportedError), never against
Circe (an official ban) nor as the fleece god. Her coins are the seat's state
(``RefPosition.coins``, ``RefPosition.lost``; ``clio[b2,c3,x]``), updated when her turn is
recorded (``_finish``: the build's square loses its coin, removed from the game, then a
block gets one from her card if one is left). On the turn of any other side - a Dionysus
extra turn included, whoever's worker it moves - her coin squares are blocked like the Talus'
(``_blocked``) and her workers standing on them are left out of the turn's pieces
(``_hidden``; ``TurnContext.hidden`` keeps them counted, so a side with one is not out after a
removal) and put back when the turn is recorded. Oracle's readings: the SFEN's coins may be
listed in any order (written in ASCII order); two seats' coins on one square (Clio against
Clio) and a Talus on a coin are SfenErrors; a coin is judged against the seat to act, so
with 3 players the coins of an eliminated Clio are gone and a Clio out during another's turn
(a removal) blocks until that turn is recorded, as the Talus.

**Harpies** (38, gods.md §3.3; :mod:`~santorini.reference.gods_golden_fleece`, where the rulings
adopted are written) plays the plain turn with 2, 3 and 4 players and may be the fleece god.
Her power lives in the one place every move is made, ``_moves`` (and Iris' jumps): after each
move that did not win, of a worker of a side opposing a side that holds her power in play
(``TurnContext.harpies``, fixed when the turn starts, as Hippolyta's ``amazons``),
``gods_golden_fleece.harpies_slide`` carries the worker on in the move's direction, a force;
the partial turn then acts from where it stopped, so every power's later steps (a build, a
second move, Aphrodite's charm) see the final square. What a power judges on the move itself
comes before the slide: the win (``_move_wins``, Pegasus' climbs of two or more included),
Bia's removal, and the levels the moves are picked by (``min_rise``/``max_rise``: Bellerophon's
leap, Asteria's descent). The token writes the square moved to (``b2-c3^e4``).

**Charybdis** (32, gods.md §3.3; :mod:`~santorini.reference.gods_golden_fleece`, where the rulings
adopted are written), listed apart (``SUPPORTED_WHIRLPOOL_GODS``), plays her revised text and (with
``revised-text`` selected) her original one, with 2, 3 and 4 players, against every god. Her whirlpools on the board are ``RefPosition.pools`` (per seat; her state
``charybdis[c3,d4]``); a turn carries those still on the board (``PartialTurn.pools``, from
``_live_pools``; ``_pools_kept`` returns one to her card after any step that builds on its square
or takes a block from it, ``_conclude`` after Medusa's blocks), and ``_finish`` records them. Her
``@sq`` after her build brings one from her card. Every move (``_moves``, Iris' jumps) onto a
whirlpool whose pair stands on the board goes to ``_whirled``, at the point where the Harpies'
slide would come: the worker is forced onto the other whirlpool unless a worker stands there, and
wins if that square is on level 3 (the climb's vetoes aside); the entering move never wins then.
Her original text (``original_transport``) judges the entering move first, as any (a win: no
transport), and makes the transport a move of her card (``_transported``): it wins as a move from
the entry onto the exit would (Pan's and Eros' wins too), and Bia removes one step on from the
exit as well. Facing Gaea her build that domes may stop before the whirlpool (``gaea.REST_PHASES``: her rest
``c3@e5`` or ``pass``, her state ``charybdis[d4,rest:c3]``; :mod:`~santorini.reference.gaea`).

Ten promo gods (gods.md §3.5; :mod:`~santorini.reference.gods_promo`, where each power's
steps, tokens and decisions are written): Asteria, Castor & Pollux (``castor``), Hippolyta, Iris,
Maenads, Pegasus (2, 3 and 4 players), Proteus (2 and 3: ``NOT_FOUR_PLAYERS``; his side places three
workers, ``PLACED_WORKERS``), Hydra (2 and 3; listed apart, ``SUPPORTED_WORKER_COUNT_GODS``; never
against Circe), Scylla and Eris (2 and 4: ``NOT_THREE_PLAYERS``; Eris listed apart,
``SUPPORTED_MARK_GODS``; against Circe each seat keeps its own mark all game, ``_circe_marking``;
she may be the fleece god, see the variant below); any
other count is an UnsupportedError. Eris' mark (``RefPosition.marks``, her state ``eris[b2,d4]``) is
followed through every turn of every seat while a seat in play holds her power, and all game with her
as the fleece god (``TurnContext.marking``, ``_marking``):
``_trailed`` follows the marked workers and the acting seat's own workers that make a move
step, step by step, and ``_conclude`` gives every seat's mark after the turn
(``PartialTurn.marks``), part of the turn's outcome (``_outcome_key``). Her alternative turn
starts from each opposing worker she did not mark, with its own context
(``_alternative_context``: a Dionysus extra turn's rules, ``TurnContext.alternative``), none
once her seat has no worker left; it is her turn, so Adonis' binding of her worker holds it
(``_binding_filter``), and with her original text the
position after it, her truce (``RefPosition.truce``, ``eris[b2,truce]``), does not judge Chronus
(``_settle``), also when read from its SFEN. Hydra's end of turn (a worker gained, ``+sq``, or
taken out, ``xsq``) is a step of her own machine after the build, so Aphrodite's charm and Adonis'
binding (``_conclude``) judge the turn after it; a Hydra side may show up to ten workers in an SFEN,
every other side four (``_check_pieces``). The ruling ``iris-level-three`` selects the
alternative "an Iris jump onto level 3 does not win". Asteria, Castor, Hippolyta, Iris,
Pegasus and Scylla may be the fleece god (not Maenads, nor Hydra). The Maenads' catch (``gods_promo.maenads_catch``) is an end-of-turn power like
Medusa's petrification, judged in ``_conclude`` after Aphrodite's charm and Adonis' binding
and never after a winning turn; as for a removal, with 2 players or teams it wins at once,
with 3 players the caught seats are eliminated when the turn is recorded (``_finish``) and
the last seat standing wins. ``_settle`` does not judge it: a loaded position with a worker
between two Maenads workers is no win. Facing Gaea, a turn of Medusa's or the Maenads' whose
last step domes a square she may place next to stops there (:mod:`~santorini.reference.gaea`):
their power acts at the end of the rest, ``pass`` alone, after her placement. Hippolyta's power binds every seat's moves, her own
and her teammate's too (so it is no restricting power of ``RESTRICTING_POWERS``, which bind
opponents only): the turn's context lists the sides holding it (``TurnContext.amazons``) and
``_moves`` and Iris' jumps ask ``gods_promo.hippolyta_forbids``; her side places a male/female
pair, as Selene's (``gods_promo.FEMALE_WORKER``).

The **Golden Fleece variant** (gods.md §7.1; :mod:`~santorini.reference.fleece`), with these
decisions where the rules are open (the native core should match them):

* **Position string.** Two seats, both ``mortal``; the extra item ``fleece:<god>`` names
  the god whose power the Ram gives (another seat god, 3 or 4 seats, two fleece items:
  SfenError; a god without the Golden Fleece icon, one the oracle does not play, an unknown
  name: UnsupportedError). ``ram@<square>`` is the Ram once placed (without a fleece item,
  twice, before both sides have placed, or not on an empty ground-level square - no block,
  dome, worker or boulder: SfenError); the board field shows its square as ``0``. Written
  in ASCII order, ``boulder@<sq>,fleece:<god>,ram@<sq>`` (read in any order; a boulder may
  join the variant).
* **Setup.** Seat 1 places its workers, seat 2 places, then seat 1 places the Ram
  (``ram@c3``, a setup move counted by perft like any turn) on any square it may stand on -
  in a game every square without a worker - and seat 2 takes the first turn. Rounds follow
  the normal rule: round 1 is both placements, round 2 the Ram and seat 2's first turn. An
  SFEN with seat 2 to place before seat 1 has placed, seat 2's workers alone, or both sides
  placed, no Ram and seat 2 to move is an SfenError. The setup parts
  of the powers do not apply (no Bia limit), except that with Selene or Hippolyta as the
  fleece god every side places a female (``+b2*+d4``), since either may come to hold the power.
* **The Ram** is a dome on level 0 for every rule: no move, force (Minotaur's push,
  Charon's ferry, Apollo's swap - which only sends a worker to the square his worker left), wrap
  (Urania) or placement puts a worker on it; nobody builds on it, no dome at any level
  either. It is no complete tower and never leaves. The position keeps it apart from the
  board like the boulder (``RefPosition.ram``; a turn's pieces carry it as ``blocked``).
* **Who holds the power.** Each time play passes to a seat (after the Ram is placed and
  after every turn, a winning one included), each seat separately holds the fleece god's
  power for that turn if a worker of its side neighbours the Ram (ordinary neighbours,
  also for Urania), else plays as a mortal (``RefPosition.holds``, as for Circe). Both may
  hold it, or neither. Nothing is tested again during the turn (a worker that walks away
  keeps it, Medusa's petrification at the end included) nor while Dionysus' extra turns go
  on. A non-acting seat holding a restricting power binds the acting seat as in the normal
  game (Hera, Hades, Hypnus, Limus, Persephone). A loaded SFEN is the start of a turn: its
  holders are what the test gives there.
* **States.** The only state among the eligible gods, Dionysus' extra turns, is written
  Circe-style on the mortal seat when not the default (``A:mortal[dionysus:2]``), and only
  names the fleece god, after the Ram is placed, on the seat to move (else SfenError;
  ``mortal[dionysus]`` too). That seat holds the power whatever the Ram's test gives now:
  its worker may have walked away during the turn that earned the extra turns, and
  nothing is tested again until play passes on (so every such position round-trips; the
  other seat's holding is then the test's, which changes nothing: Dionysus binds nobody). A
  seat that stops holding the power has no state left to reset: extra turns end before
  play passes on. Eris' mark is a state of another kind, see below.
* **Eris as the fleece god** (``fleece:eris``; ``_marking``, ``_keeps_mark``):

  - *Each seat's mark is kept all game, whether it holds the power or not.* Which workers an
    opponent moved last is a fact of play, not a memory of the card (as against Circe:
    ``_circe_marking``). So both seats' marks are
    followed through every turn exactly as an Eris seat's mark is in the normal game: a
    seat's mark is the opposing workers that the opponent's last turn moving any of its own
    workers moved (its alternative turn moves none of them: the mark stays); it follows a
    worker wherever it goes and leaves with a worker taken out of the game; a placement,
    the Ram's included, marks nothing, so both marks are empty until the first turn. Taking
    or losing the power at a turn's start does not touch the marks (as with Circe and Nyx,
    whose other powers changing hands start from their default states): a seat that starts
    holding the power uses its mark as it stands.
  - *The alternative turn.* A seat holding the power for its turn (the Ram's test at the
    turn's start) may take Eris' alternative turn exactly as an Eris seat does in the
    normal game: the plain move and build of an opposing worker not in its mark, with the
    text the rulings select (original text, ``revised-text`` selected: nobody wins during
    it and her truce follows it, ``mortal[eris:truce]``; revised text: a climb in it wins
    nobody). Both seats may hold the power at once, so both may take alternative turns;
    a seat not holding it plays as a mortal (its mark is kept all the same).
  - *Position string.* A seat's mark and truce are written as the state of the Ram's power
    on its mortal seat (``A:mortal[eris:b2]``, ``B:mortal[eris:b2,d4]``,
    ``A:mortal[eris:c3,truce]``; squares in ASCII order, read in any order) whether or not
    the seat holds the power now - unlike Dionysus' state, this one says nothing about who
    holds it: the Ram's test does. An empty mark and no truce is no state
    (``mortal[eris]``: SfenError). A marked square without an opposing worker, an Eris
    state before the Ram is placed (nobody has moved yet) and an ``eris:`` state with
    another fleece god are SfenErrors. Everything else is as for the other Ram powers and
    for Eris in the normal game.

The **Pantheon edition's 2-against-2 with eight workers** (gods.md §6.2 read with a pair of
workers a player; docs/multiplayer.md): the classic 4 players (seats A, B, A, B, one shared pair
a team) stay the default; the seats field ``A,B,C,D`` (``start_sfen(4, gods,
team_workers="own")``) selects this reading (``RefPosition.own_pairs``, ``teams``;
:mod:`~santorini.reference.pantheon`). Rulings (the native core should match them):

* **Teams.** Seats 1 and 3 (A, C) against seats 2 and 4 (B, D); turns 1, 2, 3, 4, 1, ... (the
  teams alternate). ``team_of`` names a team by its first seat's letter (A or B).
* **Workers.** Each seat has its own two workers, written with its own letter (lowercase: its
  female, for Selene and Hippolyta); it moves and builds only with them. A teammate's workers
  are obstacles like any worker, never its own to move, never its opponents'.
* **Placement.** Each seat places its own pair (``+a1+b2``, its own god's placement rules: Bia's
  perimeter, Eros' edges, Selene's and Hippolyta's female), in seat order from the start seat
  K (the draft's ``first:K``; seat 1 by default), the seats K, ..., 4 in round 1 and the seats
  before K in round 2 (passing seat 1 starts a round, as always); seat K then takes the first
  turn, in round 2 (with K = 1: all place in round 1, seat 1 moves first in round 2). While
  seats place and K is not 1, the SFEN's extra field says ``first:K`` (``RefPosition.opener``);
  it is dropped once all have placed, and the empty board with seat K to move (nobody to
  orient) names K as the start seat. Setup orientations (Siren, Aeolus' original text) come
  first, from the start seat, as in every mode. A setup SFEN whose placed seats are not those
  from the start seat to the seat before the seat to move, or whose round is not the seat to
  move's round of placement (a seat before K placing in round 1), or with ``first:K`` after
  the setup, is an SfenError (nothing takes a worker before the first turn, so a placed seat
  without workers is one too). Once seat K's first turn has come every seat has placed: one
  with no worker (all removed) does not place again, and without ``first:K`` a round-2
  position with seats still empty has every seat placed (the seat to move with none loses).
* **Opponents.** "Opponent" is a seat of the other team, the teammate never (``TurnContext.team``).
  In every power "your / his / that player's workers" is that seat's own pair; "opponent
  workers" are the workers of either seat of the other team. Apollo never swaps, Minotaur never
  pushes, Charon never ferries, Scylla never drags, Siren's Song never forces, Bia never
  removes, Medusa never petrifies, the Maenads never catch, Harpies never slide the teammate's
  pair. Restricting powers (Athena, Hera, Hades, Hypnus, Limus, Persephone, Aphrodite) bind only
  the seats of the other team: Hypnus freezes the highest worker of the acting seat's own pair,
  Aphrodite charms the acting seat's workers next to her own pair (her teammate's workers
  neither charm nor count as hers), Limus starves the squares next to her own pair; an
  opposing Athena who moved up restricts both turns of the other team until her next turn
  starts. Nemesis trades with one opposing seat's pair (each seat of the other team is one
  opponent), a Dionysus extra turn moves a worker of either opposing seat (no restriction binds
  it: its team's, or Dionysus' teammate's). Ares' unmoved worker, Poseidon's, Terpsichore's and
  Castor's workers, Hermes' switches, Eros' pair are the seat's own. "Any player" effects
  (Aeolus' wind, Hippolyta, Europa's Talus) act on all four, as with classic teams.
* **Winning and losing.** A seat's win (a climb or a power's win condition, the Maenads' catch
  included) is its team's; the seat to move with no complete turn loses for its team at once.
  The ``#`` goes on the seat of the winning team that played last: the seat whose turn won, for
  a loss by no turn the seat before the stuck one (the other team's), and for a Chronus of the
  other team winning on a seat's turn (the catalog plays Chronus with 2 players only; the oracle
  lets him sit in) the seat before that one. No seat is ever eliminated.
* **Removals.** A removal (Bia, Medusa) decides nothing by itself: the seat left with no worker
  is still its team's player, the acting seat's turn goes on (Bia builds after her removal), and
  that seat loses for its team when its turn comes (gods.md §6.3: "cannot move, loses at their
  next turn"), unless a win comes first. Its powers keep acting meanwhile (an Athena's mark, a
  Hera), but a Morpheus seat's stock no longer grows: it has no worker on the board (as
  advanced-gods.md has it for every Morpheus). (With classic teams a removal
  that empties the shared pair wins at once: the next seat to act is the emptied team's.)
* **Gods.** The gods the oracle plays with classic 4 players (never Clio, Graeae, Proteus,
  Circe, the heroes); none is an UnsupportedError of this mode only.

Nine **Heroes** (gods.md §3.4; :mod:`~santorini.reference.heroes`, where each power's steps
and tokens are decided), with these common decisions (the native core should match them):

* **Seats.** Heroes play with 2 players only, and Circe against a hero is banned (both
  UnsupportedError). They are listed apart from the gods (``SUPPORTED_HEROES``).
* **State.** An unspent hero shows no state (``A:achilles``); a spent one ``A:achilles[used]``
  (any other state text, or ``[used]`` before its side has placed: SfenError). A turn that
  uses the power ends with the seat's state ``[used]``, also when it wins or a win condition
  (Chronus) cuts it short. A spent hero plays exactly as a mortal (``power`` is ``mortal``) - but
  for a hero's rest of a turn paused for Gaea's placement (``achilles[used,b2]``,
  ``polyphemus[used,b3]``, the power spent by the paused part: the hero's machine plays it, the
  rest's turn starting ``used``; :mod:`~santorini.reference.gaea`).
* **Optional.** The hero's turns are the mortal turns plus the turns using the power; the
  used mark is part of the outcome, so a power turn is never the same turn as a mortal
  one, even when the board ends up the same - unless the turn wins: the game is over and
  the mark decides nothing, so a winning turn's outcome leaves it out and the position
  after it is the canonical spelling's (Atalanta's walk onto a square a single move also
  wins on is that move, without the mark; ``_winning_turn``).
* **Persephone** binds a hero only when it has a climbing turn without its power; its legal
  turns are then all its climbing turns, with or without the power. A hero that can climb
  only with its power is not bound (gods.md §2A: no opponent power compels a hero to
  spend it); whether a turn moves up is then no part of its outcome (Atalanta's climbing
  and level walks to one square and build are one turn). Every other power binds a hero's
  turn as any turn (Athena, Hades, Hera, Limus, Hypnus, Aphrodite's filter on the end
  position, Chronus after every step).
* **Workers.** Jason's side places two workers and has at most two on the board while his
  extra worker waits on the card, three once he brought it into play (SfenError
  otherwise); removals may leave fewer. His card turn has no start square: the oracle
  starts it from a partial turn with no worker (``NO_SQUARE``), and a token that places one
  worker and goes on (``+a1-a2^b1``) is a turn, not a setup move.
* **Removals.** Theseus' removal follows Bia's and Medusa's rule: a side left with no
  worker is out at once (two players: Theseus wins, the same position the rule "cannot
  complete its turn" gives); a Gaea side with no worker on the board is out too, whatever
  waits on her card (his kill as the rest of a turn paused for her placement, ``gaea.REST_PHASES``). A Jason side with no worker on the board is out too, although
  his unspent extra worker waits on the card: a side with no worker places at setup.
* **Adonis' binding** (``RefPosition.bound``) lives in his state from the end of the turn
  that makes it until his next turn begins (``adonis[c3~e4]``, original text
  ``adonis[~e4]``; the form must be the selected text's, else SfenError); it then reads
  ``adonis[used]``. Against Gaea it may be made by the rest of a turn paused for her placement
  (``adonis[c3]`` while due, ``gaea.REST_PHASES``), and it never holds her placement turns (they move
  nobody: between turns, part of the builder's turn), only her next ordinary turn, judged at its end,
  before her placement after it. A position read with his seat to move drops it, as Athena's mark. It
  binds the opponent's next turn only: not a Dionysus extra turn (play stays with the
  opponent, the state stays until Adonis' turn), and nothing when its squares do not hold
  his worker (A) and one of the acting side's (O). The bound workers are followed through
  every written step of that turn (``heroes.follow``: moves, swaps, pushes, ferries,
  relocations, Nemesis' trades, removals) and judged when the steps are done, before
  Medusa's petrification (``_conclude``, as Aphrodite's charm), winning turns included. It
  binds when some turn keeps it without spending a hero's power (no opponent power
  compels a hero to spend it, as for Persephone): the turns that do not keep it are then
  illegal, and so is a spelling that does not keep it, as for Persephone (when two
  spellings of one outcome move alike workers differently, the one that keeps it is the
  turn). After Persephone's filter (her demand first, then the binding among the turns
  left - a combination no 2-player position of the oracle gives, kept in that order).
  When it does not bind, keeping it is no part of a turn's outcome (spellings merge).

**Heracles** (50; :mod:`~santorini.reference.heroes`, listed apart: ``SUPPORTED_EXTRA_TURN_HEROES``)
takes his domes as extra turns of his own seat, kept as ``RefPosition.spree`` (his state
``heracles[domes]``, ``heracles[domes,c3]``; only with his seat to move, after every side placed,
the game not won, the square holding a dome - else SfenError): the move alone concludes in
phase ``heaved``, which ``_conclude`` marks used (original text: the move, the build and the
first dome conclude in phase ``domed``, the dome's step marks it), and ``_finish`` then keeps
play with him; each
extra turn's context (``TurnContext.spree``) steers his machine although his power is spent,
offers ``pass``, lets no move win and, as Dionysus' extra turns, judges Chronus only under
``dionysus-chronus`` (``_chronus_wins_now``, ``_settle`` when play passes on after ``pass``).
Nothing of the start of a turn runs between them, and Adonis' binding does not hold them.
Facing Gaea (``gaea.ANY_ORDER_SPREES``, ``_any_order``: ``TurnContext.any_order``) his domes go in any
order: ``spree`` stays ``NO_DOME_YET`` after each of them (``heracles[domes,c3]`` is refused then), the
first dome of his original text's turn is no item of its outcome (``_outcome_key``), and Gaea's placement
after an extra turn's dome hands play back to his extra turns (``_resume_play``); with his original
text his build that domes may pause before the first dome (``gaea.REST_PHASES``, ``heracles[c3]``).

**Gaea** (35; :mod:`~santorini.reference.gaea`, where her rulings are written; listed apart:
``SUPPORTED_PLACEMENT_GODS``) acts between turns. ``_finish`` records the builder's turn as ever,
then asks ``_call_gaea`` - the one place that decides the trigger - with the squares the turn
domed: each Gaea seat that may place gets ``due`` (the domes she may place next to), the first
in turn order from the builder acts (``seat``) and ``resume`` keeps the builder's seat, play not
passed on (no start of a turn, no ``_settle``: the position is judged once play resumes). Her
placement turn (``legal_turns``, ``_play_parsed``, ``perft``: ``_gaea_placements``,
``_gaea_place``) puts workers from her card (``card``) on the board, then the next Gaea due
places or ``_resume_play`` goes on from the builder: its extra turns (Dionysus' count stays on
its seat, ``_turn_seat``; Heracles' extra turns, ``spree``) or the seat after it. Her placement in the
middle of a turn (Demeter, Hestia, Prometheus, Ares, Asteria, Medea, Theseus, Adonis, Achilles, Polyphemus and -
original text only, ``gaea.ORIGINAL_TEXT_RESTS`` - Heracles while their power is
unspent - a spent hero's machine is ``mortal``: nothing pauses; Achilles' paused part and Polyphemus'
first dome anywhere spend the power, and the rest is played by the hero's machine all the same
(``power``, ``gaea.HERO_RESTS``; ``_starts`` begins it ``used`` as the state says); Polyphemus' rest
after his normal build's dome may pause again at his first dome (``gaea.REPAUSING``, ``_pause``) -,
Europa before her Talus (her rest ``c3@c2`` or ``pass``, her state naming the Talus too: ``europa[e1,rest:c3]``),
Charybdis before her whirlpool (her rest ``c3@e5`` or ``pass``, her state naming the whirlpool on the board too:
``charybdis[d4,rest:c3]``),
Poseidon at his normal build's or his unmoved worker's dome while that worker may still build (``gaea.UNMOVED_WORKER``,
``_paused_unmoved``: the paused part's worker is the unmoved one, ``PartialTurn.spent`` its builds so far; his rest,
``a1^a2^b1`` or ``pass``, starts from it in ``sea`` with those builds counted, ``_starts``, and may stop again,
``gaea.REPAUSING``; his state ``poseidon[a1,2]`` names the builds left, ``left``),
Morpheus at a build of his that domes while a piece of his stock is left and his worker may still build
(``_paused_acting``: phase ``dreaming``; ``_finish`` spends the paused part's builds from ``stock``, and his rest,
``c3^d4^e4`` or ``pass``, starts from the worker that moved in ``dreaming``, ``spent`` 0 against the stock left,
and may stop again, ``gaea.REPAUSING``; his state ``morpheus[2,rest:c3]`` names the stock left; no turn starts for
the rest, so the stock does not grow, ``_start_turn``),
and before the end-of-turn
power of Medusa and the Maenads, whose rest is ``pass`` alone: ``gaea.REST_PHASES``,
``gaea.END_OF_TURN``, ``_conclude`` acting at the end of
the rest only; before Hydra's end of turn, whose rest is her gain on the board as Gaea left it (``+c2``, no start
square: ``_starts`` names none, ``_walk`` finds it so), her removal from the worker that moved (``c3xb2``), or
``pass`` alone where she would gain with no square free: ``gaea.END_OF_TURN_CHOICE``, ``gods_promo.hydra_rest``,
her build stopping the turn whatever follows; Castor's build mode and Terpsichore's builds, whose rest is the other worker's build:
``gaea.OTHER_WORKER``, ``_paused_pair``; Aeolus' build, whose rest is his wind alone, ``=ne``, from no
worker: ``gaea.TOKEN_REST``, ``_paused_token``): ``_context`` marks a turn that may pause
(``TurnContext.pause``), ``_options`` ends it after a step that domed a square she may place next to
when further steps can complete the turn from there (``_paused``, ``_completes``: phase ``PAUSED``, a
turn of its own), and
``_finish`` then leaves ``rest`` (the worker that plays the rest, the builder's state ``demeter[c3]``,
``castor[d4]``: the paused part's ``PartialTurn.worker``; ``gaea.NO_WORKER`` for Aeolus', his state
``aeolus[ne,rest]``) and calls
her placement (and notes Chaos' reveal); the builder's seat then acts between turns (``_due_between``: after the
placements, before what closes the turn), ``_starts`` beginning its rest where the turn stopped
(``REST_PHASES``, ``_token_rest_phase``; ``pass`` where it could end there: ``_rest_ended``; Aeolus' ``=ne``
is no setup orientation then, ``_play_parsed``); a builder with no rest is judged stuck
(``_settle``). The rest ends the turn as any turn does: her placement after its dome, Chaos'
reveal (noted at the pause already: ``_finish`` calls ``_call_chaos`` for the paused part, the
reveal coming after the rest), Tyche's draw. Her squares are judged right after each dome as well
(``TurnContext.placing``: ``_dome_noted`` notes them in ``PartialTurn.domed`` on every turn while a
Gaea may place; ``_call_gaea`` keeps those still eligible after the turn, and ``_outcome_key`` tells
the outcomes apart by the domes she may then place next to).

**Tyche** (56; :mod:`~santorini.reference.tyche`, where her rulings are written; listed apart:
``SUPPORTED_CHANCE_GODS``) acts between turns too, with ``resume`` naming her own seat. ``_finish``
asks ``_call_tyche`` - the one place that decides the trigger - after each turn: after a normal
turn of hers (the game not over) her draw is due (``chance``: DRAW). Her draw (``legal_turns``,
``_play_parsed``, ``perft``: ``_tyche_draws``, ``_tyche_draw``) changes her deck (``blanks``,
``order``); after a blank play resumes (``_resume_play``: the seat after hers), after the six her
extra turn is due (``chance``: EXTRA): its context (``TurnContext.chance``) offers ``pass`` besides
her ordinary turns, and ``_finish`` then resumes play without a draw. ``_between_turns`` says who
acts between turns after a turn, a draw or a reveal: her draw and Chaos' reveal (the acts closing
the turn, in turn order from its seat), then her extra turn.

**Tartarus** (43; :mod:`~santorini.reference.tartarus`, where his rulings are written; listed apart:
``SUPPORTED_HIDDEN_GODS``) names his Abyss between the last placement and the first turn: ``_place``
asks ``_call_tartarus`` - the one place that decides the trigger - once every side has placed, and his
choice is due (``pit``: DUE, ``resume`` the last placer's seat; ``legal_turns``, ``play``, ``perft``:
``_abyss_choices``, ``_name_abyss``, which resumes play as after any turn between turns). The square
(``abyss``, None while unknown: ``tartarus[set]``, a player's view) goes into each turn's context
(``TurnContext.abyss``) and ``_abyss_checked`` judges every step (``tartarus.fallen``): a worker that
entered makes its side lose, the turn ends there; ``_gaea_place`` judges Gaea's placement the same way.

**Moerae** (40; :mod:`~santorini.reference.moerae`, where her rulings are written; listed apart with
Tartarus: ``SUPPORTED_HIDDEN_GODS``) chooses her Fate area before anyone places, a setup choice made in
the order of the setup orientations (``_needs_setup_choice``; ``legal_turns``, ``play``, ``perft``:
``_fate_due``, ``_choose_fate``, the token ``fate@b2``). The area's corner (``fate``, None while
unknown: ``moerae[set]``, a player's view) goes into each turn's context (``TurnContext.fates``: the
known areas of the opposing Moerae seats), and every winning move - ``_moves``, ``_whirled``, Iris'
jumps - takes its winner from ``_move_winner``: hers when the win is judged on one of her squares
(``moerae.thief``; ``_move_wins`` says what won it, a climb or a power's condition, for the ruling
``moerae-scope``).

**Chaos** (14; :mod:`~santorini.reference.chaos`, where his rulings are written; listed apart:
``SUPPORTED_DECK_GODS``) plays the power of the Simple God his card revealed (``power``: ``decks``, his
card per seat, the deck's cards in ``deck_cards``). His first reveal is his setup choice
(``_needs_setup_choice``); ``_finish`` asks ``_call_chaos`` - the one place that decides the trigger -
after each turn whether it built a dome: then his reveal is due between turns (``resume`` names the seat
whose turn it was; ``_between_turns`` gives him the move, after Tyche's draw), and ``_reveal`` (from
``_play_parsed``, ``perft``) gives him the next power and hands play back.

**Nyx** (66; :mod:`~santorini.reference.gods_promo`, listed apart: ``SUPPORTED_NIGHT_GODS``): her
Night Power is ``RefPosition.night`` (per seat, fixed by her state or the lineup); who holds
what is ``RefPosition.holds`` as for Circe (``power``: a seat that holds nothing while an
opposing seat holds a power is a mortal), set from the complete towers on loading and each
time play passes on (``_start_turn``: ``_night_test``, before the new seat's start-of-turn
effects - Morpheus' stock -, after the last turn's win checks, which judged what was held
during it; ``_settle`` then judges the position with the new holders: a sixth tower Nyx
completes against Chronus gives him his power back and the win). Facing Gaea, her placement after
a dome belongs to the builder's turn: ``_call_gaea`` asks whether she held her power in it
(``_powerless``, the count not made yet), ``_finish`` counts the towers for Nyx as soon as a
placement is due, and ``_powerless`` leaves Gaea her power while it is due.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Iterator, Mapping
from dataclasses import replace
from itertools import combinations
from typing import Final

from santorini.errors import IllegalMoveError, SfenError, UnsupportedError
from santorini.notation import (
    OWN_PAIRS_SIDES,
    SQUARE_NAMES,
    START_SFEN,
    SeatRecord,
    SfenRecord,
    Step,
    Token,
    format_sfen,
    format_token,
    parse_sfen,
    parse_token,
    start_sfen,
)
from santorini.reference import (chaos, gaea, gods_advanced, hecate, gods_golden_fleece, gods_promo, gods_simple, heroes, moerae,
                                  tartarus, tyche)
from santorini.reference.fleece import FLEECE_ITEM, RAM_ITEM, neighbours_ram, read_fleece, read_ram
from santorini.reference.gaea import (ANY_ORDER_SPREES, END_OF_TURN, END_OF_TURN_CHOICE, GAEA_BANNED, GAEA_CARD,
                                      HERO_RESTS, NO_WORKER, ORIGINAL_TEXT_RESTS, OTHER_WORKER, PAUSED, PAUSING,
                                      PLACEMENT_GODS, REPAUSING, REST_PHASES, TOKEN_REST, UNMOVED_WORKER, built_domes,
                                      eligible_next_to, open_domes)
from santorini.reference.geometry import NEIGHBOURS, PERIMETER, square_behind
from santorini.reference.gods_golden_fleece import (
    WHIRLPOOL_GODS,
    adjacency,
    against,
    coins_after_build,
    hades_forbids_descent,
    harpies_slide,
    original_transport,
    pools_left,
    shifted,
    step_direction,
    whirlpool_exit,
    wind_forbids,
)
from santorini.reference.pantheon import PANTHEON_TEAMS
from santorini.reference.heroes import (
    CARD,
    CARD_HEROES,
    DOMED,
    EXTRA_TURN_HEROES,
    GONE,
    HEAVED,
    HEROES,
    NO_DOME_YET,
    binding_kept,
    follow,
)
from santorini.reference.powers import (
    COMPLETE_TOWERS_TO_WIN,
    RESTRICTING_POWERS,
    TOP_LEVEL,
    after_bia_move,
    all_neighbouring,
    bia_removes,
    complete_towers,
    eros_wins,
    frozen_worker,
    hera_vetoes,
    limus_forbids,
    medusa_petrifies,
    placement_allowed,
)
from santorini.reference.states import (
    CLIO_COINS,
    DIRECTION_GODS,
    PowerState,
    read_power_state,
    split_circe_state,
    split_night_state,
    write_power_state,
)
from santorini.reference.turn import BUILD, DOME, MOVE, OFF, PartialTurn, Pieces, TurnContext, step_text
from santorini.reference.chaos import CHAOS_BANNED, DECK_GODS, SIMPLE_GODS, Deck, after_reveal, deck_gods
from santorini.reference.hecate import HECATE_BANNED, HIDING_GODS, Secret, after_other, after_own, named_square, placed, trimmed
from santorini.reference.moerae import (FATE_GODS, FATE_PREFIX, MOERAE_BANNED, MOERAE_ENGINE_BANNED, read_fate, thief,
                                         write_fate)
from santorini.reference.tartarus import (
    ABYSS_GODS,
    ABYSS_PREFIX,
    DUE,
    SET,
    TARTARUS_BANNED,
    TARTARUS_ENGINE_BANNED,
    fallen,
    read_abyss,
    read_choice,
    write_abyss,
)
from santorini.reference.tyche import BLANK, CHANCE_GODS, DRAW, EXTRA, TYCHE_BANNED, after_blank, draws

__all__ = ["RULINGS", "SUPPORTED_CHANCE_GODS", "SUPPORTED_COIN_GODS", "SUPPORTED_DECK_GODS", "SUPPORTED_DIRECTION_GODS", "SUPPORTED_HIDING_GODS",
           "SUPPORTED_EXTRA_TURN_HEROES", "SUPPORTED_GODS", "SUPPORTED_HEROES", "SUPPORTED_HIDDEN_GODS", "SUPPORTED_MARK_GODS",
           "SUPPORTED_NIGHT_GODS", "SUPPORTED_PLACEMENT_GODS", "SUPPORTED_WHIRLPOOL_GODS", "SUPPORTED_WORKER_COUNT_GODS",
           "RefPosition"]

#: Each god's and hero's step machine (see ``RefPosition._options``), one module per family.
_GOD_STEPS: Final = {**gods_simple.STEP_MACHINES, **gods_advanced.STEP_MACHINES, **gods_golden_fleece.STEP_MACHINES,
                     **gods_promo.STEP_MACHINES, **gods_promo.WORKER_COUNT_STEP_MACHINES, **gods_promo.MARK_STEP_MACHINES,
                     **gods_promo.NIGHT_STEP_MACHINES, **heroes.STEP_MACHINES, **gaea.STEP_MACHINES,
                     **tyche.STEP_MACHINES, **tartarus.STEP_MACHINES, **moerae.STEP_MACHINES,
                     **chaos.STEP_MACHINES, **hecate.STEP_MACHINES}

#: Heroes whose power goes on in extra turns of their own seat (Heracles' domes, gods.md §3.4
#: 50), listed apart from the other heroes: 2 players, never against Circe nor Nyx; with either
#: text (his original one, ``revised-text`` selected: the move, the build and the first dome).
SUPPORTED_EXTRA_TURN_HEROES: Final = EXTRA_TURN_HEROES

#: Heroes this oracle knows (gods.md §3.4): once-a-game powers, listed apart from the gods (and
#: the extra-turn heroes apart from them).
SUPPORTED_HEROES: Final = HEROES - EXTRA_TURN_HEROES

#: Gods with a direction token (Aeolus' wind, Siren's Song, gods.md §3.3 31 and 42), listed apart
#: from the gods (as the heroes are): they play with 2, 3 and 4 players but not as the Golden
#: Fleece's god (UnsupportedError), nor against Circe.
SUPPORTED_DIRECTION_GODS: Final = DIRECTION_GODS

#: Gods with coins on the board (Clio, gods.md §3.3 33), listed apart from the gods (as the
#: direction gods are): they play with 2 and 3 players, not as the Golden Fleece's god
#: (UnsupportedError), nor against Circe (an official ban).
SUPPORTED_COIN_GODS: Final = frozenset({"clio"})

#: Gods whose side's worker count changes by their own power (Hydra, gods.md §3.5 64: a worker
#: gained or taken out at the end of each of her turns), listed apart from the gods (as the coin
#: gods are): they play with 2 and 3 players, not as the Golden Fleece's god (no icon); Circe
#: holding the power gains and loses heads with it, and keeps them when it goes back.
SUPPORTED_WORKER_COUNT_GODS: Final = gods_promo.WORKER_COUNT_GODS

#: Gods whose state marks opposing workers (Eris, gods.md §3.5 60: the workers each opponent moved
#: last, which her alternative turn may not take), listed apart from the gods (as the worker-count
#: gods are): they play with 2 and 4 players (classic teams and the Pantheon edition's pairs), and
#: as the Golden Fleece's god (both seats keep their marks all game, holder or not).
SUPPORTED_MARK_GODS: Final = gods_promo.MARK_GODS

#: Gods whose card brings a second power, the Night Power (Nyx, gods.md §3.5 66), listed apart
#: from the gods (as the mark gods are): 2 players only, never against the gods of
#: ``gods_promo.NYX_BANNED``, not as the Golden Fleece's god; against Gaea (a placement god) as
#: ``gaea``'s docstring says (Nyx).
SUPPORTED_NIGHT_GODS: Final = gods_promo.NIGHT_GODS

#: Gods with whirlpools (Charybdis, gods.md §3.3 32: her two whirlpools transport the workers that
#: move onto one of them), listed apart from the gods (as the night gods are): they play with 2, 3
#: and 4 players (classic teams and the Pantheon edition's pairs), with the revised text and the
#: original one (``revised-text`` selected), against every god, not as the Golden Fleece's god nor a
#: Night Power.
SUPPORTED_WHIRLPOOL_GODS: Final = WHIRLPOOL_GODS

#: Gods that place workers between the turns of the others (Gaea, gods.md §3.3 35: after any turn
#: that built a dome, a worker from her card on a ground-level square next to it), listed apart from
#: the gods (as the whirlpool gods are): they play with 2 and 3 players, never against the gods of
#: ``gaea.GAEA_BANNED``, not as the Golden Fleece's god nor a Night Power (:mod:`~santorini.reference.gaea`).
SUPPORTED_PLACEMENT_GODS: Final = PLACEMENT_GODS

#: The Simple Gods Chaos may not hold against Gaea (``chaos.DECK_BANNED``): her bans and, though she faces
#: their seats, Demeter and Prometheus (their pause for her placement is not played with his powers).
CHAOS_DECK_GAEA_BANNED: Final = GAEA_BANNED | {god for pair in chaos.DECK_BANNED if "gaea" in pair
                                                for god in pair if god != "gaea"}

#: Gods that draw between turns (Tyche, gods.md §3.5 56: after each of her normal turns a card of
#: her deck, and after the six an extra turn), listed apart from the gods (as the placement gods
#: are): they play with 2, 3 and 4 players, never against the gods of ``tyche.TYCHE_BANNED``, not as
#: the Golden Fleece's god nor a Night Power (:mod:`~santorini.reference.tyche`).
SUPPORTED_CHANCE_GODS: Final = CHANCE_GODS

#: Gods whose power is a secret, listed apart from the gods (as the chance gods are), not as the Golden
#: Fleece's god nor a Night Power: Tartarus (gods.md §3.3 43: the Abyss he names after placement, where
#: any worker that enters loses), 2 players only, never against ``tartarus.TARTARUS_BANNED`` (his
#: official bans) nor ``tartarus.TARTARUS_ENGINE_BANNED`` (:mod:`~santorini.reference.tartarus`); and
#: Moerae (gods.md §3.3 40: the Fate area she chooses before anyone places, where an opponent's winning
#: move wins for her), 2 and 3 players, never against ``moerae.MOERAE_BANNED`` (her official bans) nor
#: ``moerae.MOERAE_ENGINE_BANNED`` (:mod:`~santorini.reference.moerae`).
SUPPORTED_HIDDEN_GODS: Final = ABYSS_GODS | FATE_GODS

#: Chaos (14; :mod:`~santorini.reference.chaos`, where his rulings are written) reveals the powers
#: of his deck between turns: 2, 3 and 4 players, never against ``chaos.CHAOS_BANNED``.
SUPPORTED_DECK_GODS: Final = DECK_GODS

#: Hecate (39; :mod:`~santorini.reference.hecate`, where her rulings are written) hides where her
#: workers stand: her opponents play on the board without them; 2 and 3 players, never against
#: ``hecate.HECATE_BANNED``.
SUPPORTED_HIDING_GODS: Final = HIDING_GODS

#: Gods this oracle knows (the direction, coin, worker-count, mark, night, whirlpool, placement and
#: chance gods listed apart); any other name but a supported hero's, direction god's, coin god's,
#: worker-count god's, mark god's, night god's, whirlpool god's, placement god's or chance god's
#: raises UnsupportedError.
SUPPORTED_GODS: Final = (frozenset(_GOD_STEPS) - HEROES - DIRECTION_GODS - SUPPORTED_COIN_GODS
                         - SUPPORTED_WORKER_COUNT_GODS - SUPPORTED_MARK_GODS - SUPPORTED_NIGHT_GODS
                         - SUPPORTED_WHIRLPOOL_GODS - SUPPORTED_PLACEMENT_GODS - SUPPORTED_CHANCE_GODS
                         - SUPPORTED_HIDDEN_GODS - SUPPORTED_DECK_GODS - SUPPORTED_HIDING_GODS)

#: Ruling keys whose alternative may be selected (docs/advanced-gods.md, "Rulings").
RULINGS: Final = frozenset({"revised-text", "hypnus-lone-worker", "hera-alternative-wins", "dionysus-chronus",
                           gods_promo.IRIS_LEVEL_THREE, "clio-coin-built-over", moerae.SCOPE,
                           chaos.SCOPE, hecate.PLAYERS})

#: Gods and heroes that only play with 2 players in this oracle (the opponent must be one seat).
TWO_PLAYER_ONLY: Final = frozenset({"circe"}) | HEROES | SUPPORTED_NIGHT_GODS | ABYSS_GODS

#: Gods that play with 2 and 3 players, not in 4-player games (gods.md §2: Clio, Gaea, Graeae, Proteus, Hydra,
#: Moerae).
NOT_FOUR_PLAYERS: Final = frozenset({"clio", "gaea", "graeae", "proteus", "hydra"}) | FATE_GODS | HIDING_GODS

#: Gods that play with 2 and 4 players, not in 3-player games (gods.md §2: Scylla, Eris).
NOT_THREE_PLAYERS: Final = frozenset({"scylla", "eris"})

#: Gods Circe may not face in this oracle (an engine ban besides the heroes: Clio, an official
#: ban, gods.md §4.1; Gaea, whose spare workers are her card's; Tyche, whose deck is her card's).
CIRCE_BANNED: Final = (frozenset({"clio"}) | HEROES | SUPPORTED_PLACEMENT_GODS | SUPPORTED_CHANCE_GODS)

#: Gods whose pieces on the board are their card's (Europa's Talus, Charybdis' whirlpools): while
#: Circe holds the power they stay on the card's seat, written there, and she moves or places them.
CARD_PIECE_GODS: Final = frozenset({"europa", "charybdis"})

#: Gods whose seat keeps part of its state while Nyx leaves it no power: a hero's spent mark (his
#: card's), Aeolus' and Siren's tokens, Europa's Talus, Charybdis' whirlpools and Clio's coins (on
#: the board), Eris' mark (a fact of play), Moerae's Fate area (her card's secret), Gaea's workers
#: on her card (and the domes of a placement due: her card's).
OUTLASTING_GODS: Final = (HEROES | DIRECTION_GODS | SUPPORTED_MARK_GODS | CARD_PIECE_GODS | SUPPORTED_COIN_GODS
                           | FATE_GODS | SUPPORTED_PLACEMENT_GODS)

#: Workers a side places when it holds one of these gods (Graeae's, Proteus' and Moerae's three); two otherwise.
PLACED_WORKERS: Final = {**gods_golden_fleece.PLACED_WORKERS, **gods_promo.PLACED_WORKERS, **moerae.PLACED_WORKERS}

#: Workers a side places at setup (Graeae's, Proteus' and Moerae's sides three: ``PLACED_WORKERS``).
WORKERS_PER_SIDE: Final = 2

#: The most workers a side may show on the board (the notation's limit before Hydra), but a
#: Hydra side's (``gods_promo.HYDRA_MOST_WORKERS``).
MOST_WORKERS: Final = 4

#: Phases after which a turn may end; and those after which nothing may follow.
ENDABLE: Final = (frozenset({"won", "done", "built", "dreaming", "sea", "passed", PAUSED}) | gods_promo.ENDABLE_PHASES
                  | gods_golden_fleece.ENDABLE_PHASES | heroes.ENDABLE_PHASES)
FINAL: Final = frozenset({"won", "done", "passed", PAUSED})

#: A square no worker stands on: the acting square of a declined extra turn.
NO_SQUARE: Final = -1

#: The extra-field item of the Pantheon edition's boulder, before its square (``boulder@c3``).
BOULDER_ITEM: Final = "boulder@"
#: The start seat while seats orient their direction tokens before anyone places, when it
#: is not seat 1 (``first:2``).
OPENER_ITEM: Final = "first:"
#: The builder's seat while Gaea's placement turn is due between its turn and the next one
#: (``resume:2``): play comes back to that seat's turn. Tyche's own seat while her draw or her
#: extra turn is due after her normal turn. The last placer's seat while Tartarus' choice of the Abyss is due.
RESUME_ITEM: Final = "resume:"

#: The seat that places the Ram in the Golden Fleece variant (0-based: seat 1, who placed
#: its workers first; seat 2 then takes the first turn).
RAM_SEAT: Final = 0


def _read_rulings(rulings: Iterable[str]) -> frozenset[str]:
    """The selected ruling alternatives; an unknown key raises UnsupportedError."""
    if isinstance(rulings, str):
        raise UnsupportedError(f"rulings must be a set of keys, not the string {rulings!r}")
    try:
        keys = frozenset(rulings)
    except TypeError:
        raise UnsupportedError(f"rulings must be a set of keys, got {rulings!r}") from None
    unknown = sorted(str(key) for key in keys - RULINGS)
    if unknown:
        raise UnsupportedError(f"unknown ruling key(s) {', '.join(unknown)} (known: {', '.join(sorted(RULINGS))})")
    return keys


class RefPosition:
    """A game position with its rules: legal turns, play, perft and the result.

    ``rulings`` is the set of ruling keys whose alternative is selected (:data:`RULINGS`).
    """

    def __init__(self, sfen: str = START_SFEN, rulings: Iterable[str] = frozenset()) -> None:
        self.rulings: frozenset[str] = _read_rulings(rulings)
        rec = parse_sfen(sfen)
        self._check_supported(rec)
        if hecate.PLAYERS in self.rulings and len(rec.seats) == 3 and any(seat.god in HIDING_GODS for seat in rec.seats):
            raise UnsupportedError("hecate plays with 2 players only under the hecate-players ruling")
        lineup = [seat.god for seat in rec.seats]
        if chaos.SCOPE in self.rulings and set(lineup) & DECK_GODS and set(lineup) & SUPPORTED_PLACEMENT_GODS:
            held = sorted(set(deck_gods(lineup, True)) & CHAOS_DECK_GAEA_BANNED)
            if held:  # the alternative's deck keeps every Simple God no seat's card is
                raise UnsupportedError(f"chaos against gaea under the {chaos.SCOPE} ruling: his deck would hold "
                                       f"{', '.join(held)}, which the oracle does not play against her")
        self.heights: list[int] = list(rec.heights)
        self.domes: list[bool] = list(rec.domes)
        self.workers: dict[int, str] = rec.worker_map()  # square -> letter as written
        # The Pantheon edition's boulder (docs/usp.md §3): its square, or None. It is no
        # piece of the board field (the square reads ``0`` there) and never changes.
        self.boulder: int | None = self._read_boulder(rec)
        self.sides: tuple[str, ...] = tuple(seat.side for seat in rec.seats)
        # The Pantheon edition's 2-against-2 (seats A, B, C, D): each seat its own pair of
        # workers, seats 1 and 3 (A, C) against 2 and 4 (B, D); ``teams`` maps a side letter
        # to its team's (empty otherwise: each side letter is its own team).
        self.own_pairs: bool = "".join(self.sides) == OWN_PAIRS_SIDES
        self.teams: dict[str, str] = dict(PANTHEON_TEAMS) if self.own_pairs else {}
        self.gods: tuple[str, ...] = tuple(seat.god for seat in rec.seats)
        self.eliminated: list[bool] = [seat.eliminated for seat in rec.seats]
        # Chaos, per seat: his card (the power held, discards, a reveal due, the order when known;
        # None for every other seat), and the Simple Gods his deck holds in this game.
        self.deck_cards: tuple[str, ...] = deck_gods(self.gods, chaos.SCOPE in self.rulings)
        self.decks: list[Deck | None] = [chaos.UNREVEALED if god in DECK_GODS else None
                                         for god in self.gods]
        # Hecate, per seat: what her opponents know (None: not a Hecate seat, or she has not placed).
        self.secrets: list[Secret | None] = [None] * len(rec.seats)
        self.winner_seat: int | None = next((i for i, s in enumerate(rec.seats) if s.winner), None)
        self.seat: int = rec.to_move - 1  # 0-based seat to act
        self.round: int = rec.round
        # The start seat (0-based) while setup orientations are made or, in the Pantheon
        # 2-against-2, while the seats place: the extra item ``first:K``, else seat 1 (or
        # the seat an empty board names, _check_orientations). Read now: the Pantheon
        # setup's end depends on it (_all_placed).
        self._opener_items = [item for item in rec.extra if item.startswith(OPENER_ITEM)]
        self.opener: int = self._read_opener()
        # The Golden Fleece variant: the god whose power the Ram gives (None: the normal
        # game) and the Ram's square once placed. Like the boulder, the Ram is no piece of
        # the board field and never moves.
        self.fleece: str | None = read_fleece(rec)
        self.ram: int | None = self._read_ram(rec)
        # God states, per seat, of the power the seat plays: Athena's mark (she moved up
        # during her last turn), Morpheus' stock, a hero's spent power, the power a seat
        # holds that is not its god's (Circe's, the fleece god's); and the Dionysus extra
        # turns still to take by the seat to act. An SFEN is the start of a turn: the fleece's holders are what
        # the test gives now (a state may say more, see ``_read_fleece_state``).
        self.athena_up: list[bool] = [False] * len(rec.seats)
        self.stock: list[int] = [0] * len(rec.seats)
        self.used: list[bool] = [False] * len(rec.seats)  # a hero has spent its power
        self.bound: list[tuple[int, ...]] = [()] * len(rec.seats)  # Adonis' binding, until his next turn
        self.talus: list[int | None] = [None] * len(rec.seats)  # Europa's Talus on the board (None: on her card)
        # Aeolus' wind (None: on his card) or Siren's Song (None: not oriented yet), per seat: an index in DIRECTIONS.
        self.heading: list[int | None] = [None] * len(rec.seats)
        # Clio's coins on the board (their squares, ascending) and those removed from the game, per seat.
        self.coins: list[tuple[int, ...]] = [()] * len(rec.seats)
        self.lost: list[int] = [0] * len(rec.seats)
        # Eris' mark, per seat playing her power: the squares of the opposing workers her
        # alternative turn may not take (ascending; empty for every other seat).
        self.marks: list[tuple[int, ...]] = [()] * len(rec.seats)
        # Charybdis' whirlpools on the board, per seat (their squares, ascending; those on her card
        # are not listed): ``charybdis[c3,d4]``.
        self.pools: list[tuple[int, ...]] = [()] * len(rec.seats)
        # Eris' truce: the seat whose alternative turn, under the original text, was the last turn
        # played (its state ``eris[...,truce]``); while it holds, the position is not judged.
        self.truce: list[bool] = [False] * len(rec.seats)
        self.holds: list[str | None] = self._fleece_holders()
        self.extra: int = 0
        # Heracles' extra turns (his domes) under way for the seat to move: None (none), NO_DOME_YET
        # before the first dome, else the last dome's square.
        self.spree: int | None = None
        # Gaea, per seat: the workers on her card (0 for every other seat), and while her placement
        # turn is due the domes she may place next to (their squares, ascending; else empty); the
        # builder's seat (0-based) while a placement turn is due (``resume:K``), else None.
        self.card: list[int] = [GAEA_CARD if god in SUPPORTED_PLACEMENT_GODS else 0 for god in self.gods]
        self.due: list[tuple[int, ...]] = [()] * len(rec.seats)
        self.resume: int | None = self._read_resume(rec)
        # A turn paused for Gaea's placement (``gaea.REST_PHASES``, ``gaea.TOKEN_REST``), per seat: the
        # square of the worker that plays its rest while that rest is due (the builder's seat, ``resume``
        # naming it; ``gaea.NO_WORKER`` for a rest that is a token alone, Aeolus' wind), else None.
        self.rest: list[int | None] = [None] * len(rec.seats)
        # Poseidon's rest (``gaea.UNMOVED_WORKER``), per seat: the builds his unmoved worker (``rest``) has left
        # while that rest is due (``poseidon[a1,2]``), else 0.
        self.left: list[int] = [0] * len(rec.seats)
        # Tyche, per seat: the blanks of her deck out since the last shuffle, the deck's order when
        # known (the blanks above the six; None: unknown), and what is due between turns (DRAW,
        # EXTRA, or None; with ``resume`` naming her seat, her seat to move).
        self.blanks: list[int] = [0] * len(rec.seats)
        self.order: list[int | None] = [None] * len(rec.seats)
        self.chance: list[str | None] = [None] * len(rec.seats)
        # Tartarus, per seat: his Abyss' phase (None: not named yet; DUE: his choice is due, with
        # ``resume`` naming the last placer's seat and his seat to move; SET: named) and its square
        # when known (None: unknown - a player's view -, or not named yet).
        self.pit: list[str | None] = [None] * len(rec.seats)
        self.abyss: list[int | None] = [None] * len(rec.seats)
        # Moerae, per seat: whether she has chosen her Fate area (before anyone places), and its
        # south-west corner when known (None: unknown - a player's view -, or not chosen yet).
        self.fated: list[bool] = [False] * len(rec.seats)
        self.fate: list[int | None] = [None] * len(rec.seats)
        # Nyx's Night Power, per seat (None: not a Nyx seat); who holds it follows from the towers.
        self.night: tuple[str | None, ...] = self._read_nights(rec)
        if any(self.night):
            # In the middle of Heracles' spree the count waits for its end: his turn began with
            # his power, which lasts through it, whatever the domes made of the towers since.
            mover = rec.seats[self.seat]
            spree = mover.god == "heracles" and (mover.state or "").startswith("domes")
            extra = mover.god == "dionysus" and mover.state is not None
            self.holds = [None] * len(rec.seats) if spree or extra else self._night_holders()
        self._read_states(rec)
        self._check_pieces()
        self.athena_up[self.seat] = False  # her own turn has started: the state is over
        self.bound[self.seat] = ()  # so has Adonis': his binding is over
        self._settle()

    # ------------------------------------------------------------------ loading

    @classmethod
    def from_sfen(cls, text: str, rulings: Iterable[str] = frozenset()) -> RefPosition:
        """Load a position (any white space between the fields)."""
        return cls(text, rulings)

    @classmethod
    def startpos(cls, players: int = 2, rulings: Iterable[str] = frozenset()) -> RefPosition:
        """The empty board before placement, all seats mortal."""
        return cls(start_sfen(players), rulings)

    @staticmethod
    def _check_supported(rec: SfenRecord) -> None:
        """Reject what the oracle cannot play, before touching any state."""
        for seat in rec.seats:
            if seat.god not in _GOD_STEPS:
                raise UnsupportedError(
                    f"god {seat.god!r} is not supported by the reference oracle "
                    f"(supported: {', '.join(sorted(_GOD_STEPS))})"
                )
            if seat.god in TWO_PLAYER_ONLY and len(rec.seats) != 2:
                raise UnsupportedError(f"god {seat.god!r} plays only with 2 players in the reference oracle")
            if seat.god in NOT_FOUR_PLAYERS and len(rec.seats) == 4:
                raise UnsupportedError(f"god {seat.god!r} plays only with 2 or 3 players")
            if seat.god in NOT_THREE_PLAYERS and len(rec.seats) == 3:
                raise UnsupportedError(f"god {seat.god!r} plays only with 2 or 4 players")
            if seat.state is not None and seat.eliminated:
                raise SfenError(f"an eliminated {seat.god} has no state: its effects ended with its seat")
        gods = {seat.god for seat in rec.seats}
        if gods & SUPPORTED_NIGHT_GODS and gods & gods_promo.NYX_BANNED:
            banned = ", ".join(sorted(gods & gods_promo.NYX_BANNED))
            raise UnsupportedError(f"nyx against {banned} is banned in the reference oracle (gods.md §3.5 66)")
        if gods & SUPPORTED_CHANCE_GODS and gods & TYCHE_BANNED:
            banned = ", ".join(sorted(gods & TYCHE_BANNED))
            raise UnsupportedError(f"tyche against {banned} is banned in the reference oracle (the engine's bans)")
        if gods & HIDING_GODS:
            banned = gods & HECATE_BANNED
            if banned:
                raise UnsupportedError(f"hecate against {', '.join(sorted(banned))} is banned in the reference oracle "
                                       "(her official bans and the engine's)")
            if sum(seat.god in HIDING_GODS for seat in rec.seats) > 1:
                raise UnsupportedError("one hecate a game in the reference oracle")
        if gods & DECK_GODS and gods & CHAOS_BANNED:
            banned = ", ".join(sorted(gods & CHAOS_BANNED))
            raise UnsupportedError(f"chaos against {banned} is banned in the reference oracle (the engine's bans)")
        if gods & ABYSS_GODS:
            banned = gods & set(TARTARUS_BANNED)
            if banned:
                raise UnsupportedError(f"tartarus against {', '.join(sorted(banned))} is banned (gods.md §2, his "
                                       "official bans)")
            others = [seat.god for seat in rec.seats if seat.god != "tartarus"]
            banned = set(others) & set(TARTARUS_ENGINE_BANNED) or ({"tartarus"} if len(others) < len(rec.seats) - 1
                                                                   else set())
            if banned:
                raise UnsupportedError(f"tartarus against {', '.join(sorted(banned))} is banned in the reference "
                                       "oracle (a power that changes hands, a second Abyss)")
        if gods & FATE_GODS:
            banned = gods & set(MOERAE_BANNED)
            if banned:
                raise UnsupportedError(f"moerae against {', '.join(sorted(banned))} is banned (gods.md §2, her "
                                       "official bans)")
            others = [seat.god for seat in rec.seats if seat.god not in FATE_GODS]
            banned = set(others) & set(MOERAE_ENGINE_BANNED) or ({"moerae"} if len(others) < len(rec.seats) - 1
                                                                 else set())
            if banned:
                raise UnsupportedError(f"moerae against {', '.join(sorted(banned))} is banned in the reference "
                                       "oracle (a power that changes hands, a second Fate area)")
        if gods & SUPPORTED_PLACEMENT_GODS and gods & GAEA_BANNED:
            banned = ", ".join(sorted(gods & GAEA_BANNED))
            raise UnsupportedError(f"gaea against {banned} is banned in the reference oracle (gods.md §4.1 and "
                                   "the engine's bans)")
        if "circe" in gods and gods & HEROES:
            raise UnsupportedError("circe against a hero is banned in the reference oracle")
        if "circe" in gods and gods & CIRCE_BANNED:
            banned = ", ".join(sorted(gods & CIRCE_BANNED))
            raise UnsupportedError(f"circe against {banned} is banned in the reference oracle "
                                   "(the figure or token belongs to the card)")
        fleece = read_fleece(rec)
        # Not a direction god (its setup orientation) nor any god listed apart, but Eris: her mark
        # is a fact of play that both seats keep, whoever holds the power (the module docstring).
        if fleece is not None and fleece not in SUPPORTED_GODS | SUPPORTED_MARK_GODS:
            raise UnsupportedError(f"fleece god {fleece!r} is not supported by the reference oracle")
        players = len(rec.seats)
        if players != 3 and any(seat.eliminated for seat in rec.seats):
            raise SfenError(f"only 3-player games eliminate seats, got {players} players")
        if rec.seats[rec.to_move - 1].eliminated:
            raise SfenError(f"seat {rec.to_move} to move is eliminated")
        for seat in rec.seats:
            if seat.eliminated and any(letter.upper() == seat.side for _, letter in rec.workers):
                raise SfenError(f"eliminated side {seat.side} still has workers on the board")

    def _read_boulder(self, rec: SfenRecord) -> int | None:
        """The boulder's square from the extra field (``boulder@c3``), or None: one a game,
        on a ground-level square with no block, no dome and no worker (else SfenError)."""
        squares = [SQUARE_NAMES.index(item[len(BOULDER_ITEM):]) for item in rec.extra if item.startswith(BOULDER_ITEM)]
        if not squares:
            return None
        if len(squares) > 1:
            raise SfenError(f"one boulder a game, got {len(squares)} boulder items")
        sq = squares[0]
        if self.heights[sq] or self.domes[sq] or sq in self.workers:
            raise SfenError(
                f"the boulder on {SQUARE_NAMES[sq]} needs an empty ground-level square (no block, dome or worker)"
            )
        return sq

    def _read_ram(self, rec: SfenRecord) -> int | None:
        """The Ram's square (``ram@c3``), or None before seat 1 has placed it: only once both
        sides have placed their workers (or the game is won: a removal may have left a side
        without workers), on an empty ground-level square (no block, dome, worker or
        boulder). Seat 1 places its workers first, and once both have placed seat 2 never
        moves before the Ram stands (else SfenError)."""
        sq = read_ram(rec)
        if self.fleece is None:
            return None  # read_fleece let no Ram through without the variant
        if sq is None:
            if self._all_placed() and self.seat != RAM_SEAT:
                raise SfenError(f"both sides have placed: seat {RAM_SEAT + 1} places the Ram before any turn")
            placed = [bool(self.workers_of(side)) for side in self.sides]
            if not self._all_placed() and (placed[1] or self.seat != (1 if placed[0] else 0)):
                raise SfenError("in the Golden Fleece seat 1 places its workers first, then seat 2")
            return None
        if not self._all_placed() and self.winner_seat is None:
            raise SfenError("the Ram is placed after both sides have placed their workers")
        if not self._ram_may_stand(sq):
            raise SfenError(
                f"the Ram on {SQUARE_NAMES[sq]} needs an empty ground-level square (no block, dome, worker or boulder)"
            )
        return sq

    def _ram_may_stand(self, sq: int) -> bool:
        """An empty ground-level square: no block, no dome, no worker, not the boulder."""
        return not (self.heights[sq] or self.domes[sq] or sq in self.workers or sq == self.boulder)

    def _fleece_holders(self) -> list[str | None]:
        """The variant's test at the start of a turn, for each seat separately: the fleece
        god's power if a worker of its side neighbours the Ram, else nothing (also before
        the Ram is placed, and outside the variant)."""
        if self.ram is None:
            return [None] * len(self.sides)
        ram = self.ram
        return [self.fleece if neighbours_ram(ram, self.workers, side) else None for side in self.sides]

    def _blocked(self) -> frozenset[int]:
        """The squares no worker may enter and nobody may build on besides the domes: the
        boulder's and the Ram's (a dome on level 0 for every rule) and Europa's Talus' (a
        dome on its level), where they stand; and, on the turn of the seat to act, the coins
        of every Clio seat in play of another side (a dome with nothing else on it)."""
        return frozenset(sq for sq in (self.boulder, self.ram, *self.talus) if sq is not None) | self._foreign_coins()

    def _coin_seats(self) -> list[int]:
        """The Clio seats in play whose side is not the acting seat's and who hold their power
        (Nyx may leave her none: her coins then do nothing)."""
        me = self.sides[self.seat]
        return [seat for seat in self._in_play() if self.sides[seat] != me and self.coins[seat]
                and not self._powerless(seat)]

    def _foreign_coins(self) -> frozenset[int]:
        """The coins of ``_coin_seats``: on this turn, domes with nothing else on them (gods.md
        §3.3 33)."""
        return frozenset(sq for seat in self._coin_seats() for sq in self.coins[seat])

    def _hidden(self) -> dict[int, str]:
        """Clio's workers standing on her coins of ``_foreign_coins``: no power of this turn sees
        them, they are left out of its pieces (and put back when it is recorded). An opponent's
        worker on one (stepped there while Nyx left her no power) stays in play."""
        return {sq: self.workers[sq] for seat in self._coin_seats() for sq in self.coins[seat]
                if sq in self.workers and self.side_of(sq) == self.sides[seat]}

    def _pieces(self) -> Pieces:
        """The position's pieces as a turn in progress starts from them (shared, not copied:
        partial turns copy what they change), without the workers ``_hidden`` leaves out."""
        hidden = self._hidden()
        workers = {sq: w for sq, w in self.workers.items() if sq not in hidden} if hidden else self.workers
        return Pieces(self.heights, self.domes, workers, self._blocked())

    def _read_states(self, rec: SfenRecord) -> None:
        """Read every seat's god state, then check that the states fit the position."""
        for i, seat in enumerate(rec.seats):
            if seat.state is None:
                continue
            power, text = seat.god, seat.state
            if seat.god in ABYSS_GODS:
                self.pit[i], self.abyss[i] = read_abyss(text)
                continue
            if seat.god in FATE_GODS:
                self.fated[i], self.fate[i] = True, read_fate(text)
                continue
            if seat.god in HIDING_GODS:
                secret = hecate.read_state(text)
                self.secrets[i] = placed(self._hecate_blocked(i)) if secret == hecate.ALL else secret
                continue
            if seat.god in DECK_GODS:
                deck = self.decks[i] = chaos.read_state(text, self.deck_cards)
                if deck.held is None or deck.due:
                    continue
                power, text = deck.held, chaos.state_text(text)
            if seat.god == "circe" and self._circe_marking(i) and seat.state.split(",")[0] in SQUARE_NAMES:
                power = rec.seats[1 - i].god  # ``circe[b2]``: her mark of Eris' workers, her power not held
            elif seat.god == "circe":
                power, text = split_circe_state(seat.state)
                self._check_held(i, power, text, rec)
                self.holds[i] = power
            elif seat.god in SUPPORTED_NIGHT_GODS:
                power, text = split_night_state(seat.state)  # her Night Power (read by _read_nights)
                if text is not None and self.holds[i] is None:
                    raise SfenError(f"seat {i + 1} writes a state of {power}, which Nyx does not hold now "
                                    "(an even number of complete towers)")
            elif (any(self.night) and self.power(i) == "mortal" and seat.god != "mortal"
                  and not (seat.god in HEROES and seat.state == "used")
                  and seat.god not in OUTLASTING_GODS - HEROES):  # (a hero keeps his spent mark only)
                raise SfenError(f"{seat.god}[{seat.state}]: the seat holds no power now (Nyx holds her Night Power "
                                "while the number of complete towers is odd)")
            elif self.fleece is not None:
                power, text = self._read_fleece_state(seat.state)
                if power not in SUPPORTED_MARK_GODS:  # Eris' mark: any seat's, the Ram's test says who holds
                    self.holds[i] = power  # since its turn started, see _read_fleece_state
            state = read_power_state(power, text)
            self.athena_up[i], self.stock[i], self.used[i] = state.athena_up, state.stock, state.used
            self.bound[i] = state.binding
            self.talus[i] = state.talus
            self.heading[i] = state.heading
            self.coins[i], self.lost[i] = state.coins, state.lost
            self.marks[i], self.truce[i] = state.marks, state.truce
            self.pools[i] = state.pools
            if seat.god in SUPPORTED_PLACEMENT_GODS:
                self.card[i], self.due[i] = state.card, state.due
            self.rest[i], self.left[i] = state.rest, state.left
            if seat.god in SUPPORTED_CHANCE_GODS:
                self.blanks[i], self.chance[i], self.order[i] = state.blanks, state.chance, state.order
            if state.binding and (len(state.binding) == 1) != ("revised-text" in self.rulings):
                which = "original" if len(state.binding) == 1 else "revised"
                raise SfenError(f"seat {i + 1}'s binding [{seat.state}] is the {which} text's, not the rulings'")
            if state.stock and not self._has_placed(i):
                raise SfenError(f"seat {i + 1} has a stock of {state.stock} before placing its workers")
            if state.used and not self._has_placed(i):
                raise SfenError(f"seat {i + 1}'s hero spent its power before placing its workers")
            if state.extra:
                self._check_extra_turns(i)
                self.extra = state.extra
            if state.domes is not None:
                self._check_extra_turns(i)
                if state.domes != NO_DOME_YET and not self.domes[state.domes]:
                    raise SfenError(f"seat {i + 1}'s last dome on {SQUARE_NAMES[state.domes]}: the square has no dome")
                if state.domes != NO_DOME_YET and self._any_order(i):
                    raise SfenError(f"seat {i + 1}'s last dome on {SQUARE_NAMES[state.domes]}: facing gaea his domes go "
                                    "in any order, and his spree names none ([domes])")
                self.spree = state.domes
        self._check_coins()
        self._check_marks()
        self._check_taluses()
        self._check_pools()
        self._check_abyss()
        self._check_reveal()
        self._check_hidden()
        self._check_chance_due()
        self._check_placement_due()
        self._check_rest()
        self._check_between()
        self._check_orientations()
        self._check_circe_test()
        self._check_pantheon_setup()

    def _check_coins(self) -> None:
        """``clio[b2,c3,x]``: at most three coins in all (``states`` checked it), each on a
        block (height 1-3) with no dome, under no worker of another side, one coin a square
        (Clio against Clio)."""
        taken: set[int] = set()
        for seat, coins in enumerate(self.coins):
            for sq in coins:
                name = SQUARE_NAMES[sq]
                # A dome built on a coin leaves it there only by the clio-coin-built-over alternative.
                if self.heights[sq] == 0 or (self.domes[sq] and "clio-coin-built-over" not in self.rulings):
                    raise SfenError(f"seat {seat + 1}'s coin on {name}: a coin stands on a block, with no dome")
                if sq in self.workers and self.side_of(sq) != self.sides[seat] and not any(self.night):
                    # (with Nyx his worker may have stepped there while she had no power)
                    raise SfenError(f"seat {seat + 1}'s coin on {name} is under an opponent's worker")
                if sq in taken:
                    raise SfenError(f"two coins on {name}")
                taken.add(sq)
            if len(coins) + self.lost[seat] > CLIO_COINS:
                raise SfenError(f"seat {seat + 1} has more than {CLIO_COINS} coins")

    def _check_marks(self) -> None:
        """``eris[b2,d4]``: each marked square holds a worker of an opponent of her seat (a
        worker of the other side, or of the other team's seats with the Pantheon edition's
        pairs)."""
        for seat, marks in enumerate(self.marks):
            team = self.team_of(self.sides[seat])
            for sq in marks:
                side = self.side_of(sq)
                if side is None or self.team_of(side) == team:
                    raise SfenError(f"seat {seat + 1}'s mark on {SQUARE_NAMES[sq]}: the square holds no opposing worker")

    def _check_taluses(self) -> None:
        """``europa[c2]``: a Talus stands on the board only once every side has placed (or
        the game is won), on a square with no worker, dome, boulder or Ram, one Talus a
        square (Europa against Europa), nor on a Clio coin (a dome to Europa, and Clio may
        not build under the Talus)."""
        others = {sq for sq in (self.boulder, self.ram) if sq is not None} | {sq for c in self.coins for sq in c}
        for seat, sq in enumerate(self.talus):
            if sq is None:
                continue
            if not self._all_placed() and self.winner_seat is None:
                raise SfenError(f"seat {seat + 1}'s Talus stands on the board before every side has placed")
            if sq in self.workers or self.domes[sq] or sq in others:
                raise SfenError(f"seat {seat + 1}'s Talus on {SQUARE_NAMES[sq]}: a square with a worker, a dome, "
                                "the boulder, the Ram or a coin")
            others.add(sq)

    def _check_pools(self) -> None:
        """``charybdis[c3,d4]``: a whirlpool stands on the board only once every side has placed
        (or the game is won: she puts them there at the end of her turns), on a square with no
        dome, not the boulder's nor the Ram's, no Clio coin (a token), no Talus, one whirlpool a
        square (also against a mirror Charybdis); a worker may stand on it."""
        others = {sq for sq in (self.boulder, self.ram, *self.talus) if sq is not None}
        others |= {sq for coins in self.coins for sq in coins}
        for seat, squares in enumerate(self.pools):
            if not squares:
                continue
            if not self._all_placed() and self.winner_seat is None:
                raise SfenError(f"seat {seat + 1}'s whirlpool stands on the board before every side has placed")
            for sq in squares:
                if self.domes[sq] or sq in others:
                    raise SfenError(f"seat {seat + 1}'s whirlpool on {SQUARE_NAMES[sq]}: a square with a dome, "
                                    "the boulder, the Ram, a coin, a Talus or another whirlpool")
                others.add(sq)

    def _needs_setup_choice(self, seat: int) -> bool:
        """Has the seat a setup choice still to make before anyone places? A setup orientation:
        Siren always (her Song), Aeolus with his original text (``revised-text`` selected: his
        wind is always active); or Moerae's Fate area; until made, never an eliminated seat, nor
        a seat whose power Circe holds (the token went with it)."""
        if self.eliminated[seat]:
            return False
        god = self.gods[seat]
        if any(self.gods[other] == "circe" and self.holds[other] == god for other in range(len(self.sides))):
            return False
        if god in FATE_GODS:
            return not self.fated[seat]
        if god in DECK_GODS:
            return self.decks[seat].held is None
        if self.heading[seat] is not None:
            return False
        return god == "siren" or (god == "aeolus" and "revised-text" in self.rulings)

    def _pending_setup_choices(self) -> list[int]:
        """The seats with a setup choice still to make, in turn order from the start seat."""
        count = len(self.sides)
        return [seat for seat in ((self.opener + k) % count for k in range(count)) if self._needs_setup_choice(seat)]

    def _setup_choice_due(self) -> bool:
        """The seat to act makes its setup choice: nobody has placed and it is the first seat in
        turn order from the start seat with one still to make."""
        pending = self._pending_setup_choices()
        return not self.workers and bool(pending) and pending[0] == self.seat

    def _orientation_due(self) -> bool:
        """The seat to act orients its direction token (its setup choice, not Moerae's nor Chaos')."""
        return self._setup_choice_due() and self.gods[self.seat] not in FATE_GODS | DECK_GODS

    def _fate_due(self) -> bool:
        """The seat to act is Moerae choosing her Fate area (its setup choice)."""
        return self._setup_choice_due() and self.gods[self.seat] in FATE_GODS

    def _read_opener(self) -> int:
        """The 0-based start seat the extra item ``first:K`` names (K from 1 to the number of
        seats, one item at most), or seat 1 without one; when it may be written is checked in
        _check_orientations."""
        if len(self._opener_items) > 1:
            raise SfenError(f"one start seat a game, got {len(self._opener_items)} {OPENER_ITEM} items")
        if not self._opener_items:
            return 0
        item = self._opener_items[0]
        seat = int(item[len(OPENER_ITEM):])  # the parser let through 1 to 4 only
        if seat > len(self.sides):
            raise SfenError(f"{item}: there is no seat {seat}")
        return seat - 1

    def _read_resume(self, rec: SfenRecord) -> int | None:
        """The 0-based builder's seat the extra item ``resume:K`` names while Gaea's placement turn
        is due (one item at most, K a seat in play), or None; whether a placement is due is checked
        in _check_placement_due."""
        items = [item for item in rec.extra if item.startswith(RESUME_ITEM)]
        if not items:
            return None
        if len(items) > 1:
            raise SfenError(f"one builder's seat to resume from, got {len(items)} {RESUME_ITEM} items")
        seat = int(items[0][len(RESUME_ITEM):])  # the parser let through 1 to 4 only
        if seat > len(self.sides) or self.eliminated[seat - 1]:
            raise SfenError(f"{items[0]}: there is no seat {seat} in play")
        return seat - 1

    def _turn_seat(self) -> int:
        """The seat whose turn is under way: the builder's while Gaea's placement turn is due
        (its extra turns, Dionysus', are still its own), else the seat to move."""
        return self.seat if self.resume is None else self.resume

    def _check_placement_due(self) -> None:
        """Gaea's state fits the position: her side shows at most 2 + (workers taken off her
        card) workers on the board; a due state (``gaea[2,c3]``) comes with ``resume:K``, never
        once the game is won or before every side has placed; each listed square holds a dome
        with an eligible square next to it. Which seat acts between turns: ``_check_between``."""
        for seat in range(len(self.sides)):
            if self.gods[seat] not in SUPPORTED_PLACEMENT_GODS:
                continue
            most = WORKERS_PER_SIDE + GAEA_CARD - self.card[seat]
            if len(self.workers_of(self.sides[seat])) > most:
                raise SfenError(f"gaea's side {self.sides[seat]} has at most {most} workers on the board "
                                f"({self.card[seat]} still on her card)")
            if self.card[seat] != GAEA_CARD and not self._all_placed() and self.winner_seat is None:
                raise SfenError(f"seat {seat + 1}'s gaea placed a worker from her card before every side placed")
        due = [seat for seat, domes in enumerate(self.due) if domes]
        if due and self.resume is None:
            raise SfenError(f"seat {due[0] + 1}'s gaea has a placement turn due, but no {RESUME_ITEM}K names "
                            "the builder's seat")
        if due and (self.winner_seat is not None or not self._all_placed()):
            raise SfenError("no placement turn of gaea once the game is won or before every side has placed")
        for seat in due:
            for sq in self.due[seat]:
                if not self.domes[sq]:
                    raise SfenError(f"seat {seat + 1}'s gaea places next to a dome on {SQUARE_NAMES[sq]}: it has none")
            if set(open_domes(self.due[seat], *self._gaea_board())) != set(self.due[seat]):
                raise SfenError(f"seat {seat + 1}'s gaea lists a dome with no square to place on next to it")

    def _check_rest(self) -> None:
        """The state of a turn paused for Gaea's placement (``demeter[c3]``, ``aeolus[ne,rest]``,
        :mod:`~santorini.reference.gaea`) fits the position: ``resume:K`` names its seat, the square holds a
        worker of its side (no square for the token's rest of ``gaea.TOKEN_REST``; of a side
        with exactly two workers for ``castor[d4]`` and ``terpsichore[d5]``, the other worker's rest), every
        side has placed, a Gaea is in play (not eliminated), and no draw of tyche is due yet (it closes the turn,
        after the rest; a living Chaos' reveal is due already: it is noted at the pause, and comes
        after the rest), and no Nyx is in the game (no turn pauses for Gaea then: while Nyx holds a
        Night Power, Gaea has none). The game is not won, but by the rest itself: its seat to move with
        no legal rest
        (a Prometheus boxed in by her placement, 2 players), the position written as it stands, the
        winner another side. Whether its seat acts now or a Gaea places first: ``_check_between``."""
        for seat, sq in enumerate(self.rest):
            if sq is None:
                continue
            # (Aeolus' wind then 'rest', Europa's Talus, Charybdis' whirlpool and Morpheus' stock then 'rest:c3',
            # Poseidon's worker then its builds left: the state as written)
            written = self._state_text(seat) if sq == NO_WORKER or self.gods[seat] in (
                "europa", "charybdis", "morpheus") or self.gods[seat] in UNMOVED_WORKER else SQUARE_NAMES[sq]
            what = f"seat {seat + 1}'s {self.gods[seat]}[{written}] (the rest of a turn paused for gaea)"
            if self.resume != seat:
                raise SfenError(f"{what}: {RESUME_ITEM}{seat + 1} must name its seat while the rest is due")
            if sq != NO_WORKER and self.side_of(sq) != self.sides[seat]:
                raise SfenError(f"{what}: no worker of side {self.sides[seat]} on {SQUARE_NAMES[sq]}")
            if self.gods[seat] in OTHER_WORKER and len(self.workers_of(self.sides[seat])) != 2:
                raise SfenError(f"{what}: the other worker's build, which pauses with exactly two workers only")
            if self.gods[seat] in UNMOVED_WORKER and (len(self.workers_of(self.sides[seat])) != 2
                                                      or self.heights[sq] != 0):
                raise SfenError(f"{what}: his unmoved worker's builds, which come with exactly two workers of his "
                                "side, the unmoved one on level 0, only")
            if self.gods[seat] in ORIGINAL_TEXT_RESTS and "revised-text" not in self.rulings:
                raise SfenError(f"{what}: his turn pauses with the original text only (revised-text selected); the "
                                "revised text's power is the move alone, which builds nothing")
            if not self._all_placed():
                raise SfenError(f"{what}: no rest before every side has placed")
            if not any(self.gods[other] in SUPPORTED_PLACEMENT_GODS for other in self._in_play()):
                # (an eliminated Gaea places no more: no turn pauses for her)
                raise SfenError(f"{what}: a turn pauses only for gaea's placement, and no seat in play is gaea")
            if any(self.night):
                # (only a Night Power's turn could: while Nyx holds it, Gaea has no power)
                raise SfenError(f"{what}: facing nyx no turn pauses for gaea (while nyx holds her Night Power, "
                                "gaea has none)")
            if any(due is not None for due in self.chance):
                raise SfenError(f"{what}: a draw of tyche closes the turn, after its rest")
            if any(deck is not None and not deck.due and not self.eliminated[other]
                   for other, deck in enumerate(self.decks)):
                raise SfenError(f"{what}: the dome it paused at made chaos' reveal due at once ([...,draw])")
            if self.winner_seat is not None and not self._lost_by_rest(seat):
                raise SfenError(f"{what}: once the game is won, only a rest its seat to move cannot play, the "
                                "winner another side")

    def _lost_by_rest(self, seat: int) -> bool:
        """Is the won game lost by the seat's rest (``_check_rest``): the seat to move, with a rest
        due that has no legal turn, the winner another side?"""
        if seat != self.seat or self.sides[self.winner_seat] == self.sides[seat] or self.eliminated[seat]:
            return False
        winner, self.winner_seat = self.winner_seat, None
        try:
            return not self._has_turn()
        finally:
            self.winner_seat = winner

    def _check_chance_due(self) -> None:
        """Tyche's state fits the position: her draw or extra turn is due (``tyche[k,draw]``,
        ``tyche[0,extra]``) only with ``resume:K`` naming her seat, never once the game is won or
        before every side has placed (who acts first between turns: ``_check_between``)."""
        for seat, due in enumerate(self.chance):
            if due is None:
                continue
            what = "draw" if due == DRAW else "extra turn"
            if self.resume != seat:
                raise SfenError(f"seat {seat + 1}'s tyche has her {what} due: {RESUME_ITEM}{seat + 1} names her seat")
            if self.winner_seat is not None or not self._all_placed():
                raise SfenError(f"no {what} of tyche once the game is won or before every side has placed")

    def _check_between(self) -> None:
        """With ``resume:K`` (but for Tartarus' choice, checked apart), the seat to move is the one
        that acts first between turns after seat K's turn (``_actor_between``): something is due."""
        if self.resume is None or self.pit[self.seat] == DUE:
            return
        actor = self._actor_between(self.resume)
        if actor is None:
            raise SfenError(f"{RESUME_ITEM}{self.resume + 1}: nothing is due between turns (a Gaea placement, the "
                            "rest of a paused turn, a draw of tyche, a reveal of chaos, an extra turn of tyche)")
        if actor != self.seat:
            raise SfenError(f"{RESUME_ITEM}{self.resume + 1}: seat {actor + 1} acts first between turns, not seat "
                            f"{self.seat + 1} (a Gaea placement, then the rest of a paused turn, then a draw or a "
                            "reveal, then an extra turn)")

    def _check_reveal(self) -> None:
        """Chaos' state fits the position (:mod:`~santorini.reference.chaos`): no power held (his
        first reveal due) only before any side has placed, the game not won; a reveal after a dome
        due (``chaos[pan,draw]``) only with ``resume:K``, once every side has placed and the game not
        won (who acts first between turns: ``_check_between``)."""
        for seat, deck in enumerate(self.decks):
            if deck is None or self.eliminated[seat]:
                continue
            if deck.held is None and (self.workers or self.winner_seat is not None):
                raise SfenError(f"seat {seat + 1}'s chaos holds no power: his first reveal comes before anyone places")
            if deck.due and self.resume is None:
                raise SfenError(f"seat {seat + 1}'s chaos has a reveal due: {RESUME_ITEM}K names the seat whose turn "
                                "it was")
            if deck.due and (self.winner_seat is not None or not self._all_placed()):
                raise SfenError("no reveal of chaos once the game is won or before every side has placed")

    def _check_hidden(self) -> None:
        """Hecate's state fits the position (:mod:`~santorini.reference.hecate`): none before she
        places, which comes after every other side's placement; one once she has (with her workers
        on the board, or none in a position written for an opponent); unless the game is over, no
        listed square blocked, at least two listed and at most two known, her last build next to a
        listed square (and to one of her workers, when shown), her workers on listed squares and the
        known ones under hers."""
        for seat, god in enumerate(self.gods):
            if god not in HIDING_GODS or self.eliminated[seat]:
                continue
            secret, hers = self.secrets[seat], frozenset(self.workers_of(self.sides[seat]))
            others_placed = all(self.workers_of(side) for i, side in enumerate(self.sides)
                                if side != self.sides[seat] and not self.eliminated[i])
            if secret is None:
                if hers:
                    raise SfenError(f"seat {seat + 1}'s hecate has placed: her state is written (hecate[*] at least)")
                count = len(self.sides)
                before = [(seat + k) % count for k in range(1, count)]
                before = before[:before.index(self.seat)] if self.seat in before else before
                if self.winner_seat is None and not all(self.workers_of(self.sides[i]) for i in before):
                    raise SfenError(f"seat {seat + 1}'s hecate places last: every other side places before her")
                continue
            if not others_placed and self.winner_seat is None:
                raise SfenError(f"seat {seat + 1}'s hecate places last: her state before every other side placed")
            if self.winner_seat is not None:
                continue
            listed = secret.maybe | secret.known
            if listed & self._hecate_blocked(seat) or len(secret.known) > 2 or len(listed) < 2:
                raise SfenError(f"seat {seat + 1}'s hecate lists a blocked square, fewer than two squares or more "
                                "than two known ones")
            if secret.last is not None and not (set(NEIGHBOURS[secret.last]) & listed
                                                and (not hers or set(NEIGHBOURS[secret.last]) & hers)):
                raise SfenError(f"seat {seat + 1}'s hecate built last on {SQUARE_NAMES[secret.last]}: no square of "
                                "hers next to it")
            if hers and (hers - listed or secret.known - hers):
                raise SfenError(f"seat {seat + 1}'s hecate has workers on squares her state does not list, or a "
                                "known square without one")

    def _check_abyss(self) -> None:
        """Tartarus' state fits the position (:mod:`~santorini.reference.tartarus`): his choice due
        (``tartarus[abyss]``) only with his seat to move and ``resume:K`` naming the last placer's
        seat (seat 2 in round 1, seat 1 in round 2), once every side has placed and the game not won;
        once every side has placed and the game goes on, a state; ``set`` only once every side has
        placed (or the game is won); its square with no worker unless that worker's side has lost,
        and not the boulder's."""
        for seat, phase in enumerate(self.pit):
            if self.gods[seat] not in ABYSS_GODS:
                continue
            placed = self._all_placed()
            if phase is None:
                if placed and self.winner_seat is None:
                    raise SfenError(f"every side has placed: seat {seat + 1}'s tartarus names the Abyss before the "
                                    "first turn ([abyss] with resume:K while due, then [set|<square>] or [set])")
                continue
            if phase == DUE:
                if self.winner_seat is not None or not placed:
                    raise SfenError("no choice of the Abyss once the game is won or before every side has placed")
                last = 1 if self.round == 1 else 0
                if self.seat != seat or self.resume is None or self.round > 2 or self.resume != last:
                    raise SfenError(f"seat {seat + 1}'s tartarus names the Abyss right after the last placement: his "
                                    f"seat to move and {RESUME_ITEM}K naming the last placer's seat (seat 2 in round "
                                    "1, seat 1 in round 2)")
                if not self._abyss_choices():
                    raise SfenError(f"seat {seat + 1}'s tartarus has no square to name: every square has a worker "
                                    "or a dome")
                continue
            if not placed and self.winner_seat is None:
                raise SfenError(f"seat {seat + 1}'s tartarus names the Abyss once every side has placed")
            sq = self.abyss[seat]
            if sq is None:
                continue
            if sq == self.boulder:
                raise SfenError(f"the Abyss on {SQUARE_NAMES[sq]}: the boulder's square is never named")
            side = self.side_of(sq)
            if side is not None and (self.winner_seat is None or self.sides[self.winner_seat] == side):
                raise SfenError(f"the Abyss on {SQUARE_NAMES[sq]} holds a worker of side {side}, which has not lost")

    def _pantheon_placing(self) -> bool:
        """The Pantheon 2-against-2's seats are still placing (its setup is under way)."""
        return self.own_pairs and not self._all_placed() and self.winner_seat is None

    def _check_orientations(self) -> None:
        """The setup choices - the orientations (Siren's Song; Aeolus' wind with his original
        text) and Moerae's Fate area - come before any placement, in seat order: once a side has
        placed none may be missing, and before that the seat to move is the first one still to
        choose. The start seat's item ``first:K`` is written while the seat to move chooses, or
        while the Pantheon 2-against-2's seats place (then with no choice left to make). With the revised text
        Aeolus' wind goes beside the board only at the end of his turns: not before every side
        has placed."""
        due = [seat for seat in range(len(self.sides)) if self._needs_setup_choice(seat)]
        if due and self.workers:
            raise SfenError(f"seat {due[0] + 1} ({self.gods[due[0]]}) has not made its setup choice (an orientation, "
                            "Moerae's Fate area), and a side has placed")
        if self._opener_items and self.seat not in due and (due or not self._pantheon_placing()):
            raise SfenError(f"{self._opener_items[0]}: a start seat is written only while the seat to move "
                            "makes its setup choice, or while the Pantheon 2-against-2 places")
        # Without the item (else _read_opener read it), the empty board names the start seat:
        # the first seat from it with a setup choice to make acts; in the Pantheon 2-against-2,
        # with none to make, it places first.
        empty_pantheon = self.own_pairs and not self.workers and self.round == 1 and self.winner_seat is None
        if not self._opener_items and ((due and self.seat not in due) or (not due and empty_pantheon)):
            self.opener = self.seat
        pending = self._pending_setup_choices()
        if pending and self.seat not in due:
            self.seat = pending[0]
        if pending and self.seat != pending[0]:
            raise SfenError(f"seat {pending[0] + 1} makes its setup choice first, not seat {self.seat + 1}")
        for seat, god in enumerate(self.gods):
            revised_wind = god == "aeolus" and "revised-text" not in self.rulings and self.heading[seat] is not None
            if revised_wind and not self._all_placed() and self.winner_seat is None:
                raise SfenError(f"seat {seat + 1}'s wind blows before every side has placed (revised text: it starts "
                                "on his card)")

    def _read_fleece_state(self, text: str) -> tuple[str, str]:
        """The state of the fleece god's power on a mortal seat, written as Circe's
        (``mortal[dionysus:2]``, only when not the default): the power and its state text.
        It must name the fleece god, after the Ram is placed. Dionysus' extra turns belong
        to the seat to move: that seat held the power when its turn started and nothing is
        tested again while its extra turns go on, so it holds it now even if its workers no
        longer neighbour the Ram. Eris' mark (and truce) is any seat's, holder or not
        (``mortal[eris:b2]``): it says nothing about who holds the power; before the Ram
        nobody has moved, so nothing is marked."""
        power, inner = split_circe_state(text)
        if power != self.fleece:
            raise SfenError(f"a seat may show the state of the fleece god {self.fleece!r} only, got [{text}]")
        if self.ram is None and power in SUPPORTED_MARK_GODS:
            raise SfenError(f"no mark before the Ram is placed: nobody has moved yet, got [{text}]")
        if self.ram is None:
            raise SfenError("nobody holds the fleece god's power before the Ram is placed")
        if inner is None:
            raise SfenError(f"the fleece power's default state is not written, got [{text}]")
        return power, inner

    def _check_held(self, circe: int, god: str, text: str | None, rec: SfenRecord) -> None:
        """``circe[<god>]``: the god named is the opponent's (never mortal nor Circe), the
        opponent's seat shows no state but its card's pieces on the board (``CARD_PIECE_GODS``,
        written there, never in Circe's state), and both sides have placed."""
        opponent = 1 - circe
        if god != rec.seats[opponent].god or god in ("mortal", "circe"):
            raise SfenError(f"circe can hold only her opponent's power ({rec.seats[opponent].god!r}), got {god!r}")
        if rec.seats[opponent].state is not None and god not in CARD_PIECE_GODS | SUPPORTED_MARK_GODS:
            raise SfenError(f"circe holds {god}'s power: the opponent's seat shows no state")
        if text is not None and god in CARD_PIECE_GODS:
            raise SfenError(f"circe[{god}:{text}]: {god}'s pieces on the board are written on her own seat")
        if not self._all_placed() and self.winner_seat is None:
            raise SfenError("circe holds nothing before both sides have placed")

    def _check_extra_turns(self, seat: int) -> None:
        """``dionysus[n]``: only for the seat to move (or, while Gaea's placement turn is due
        between his turn and his extra turn, for the builder's seat ``resume:K``), while the game
        goes on after placement."""
        if seat != self._turn_seat():
            raise SfenError(f"extra turns belong to the seat to move (seat {self._turn_seat() + 1}), not seat "
                            f"{seat + 1}")
        if self.winner_seat is not None:
            raise SfenError("no extra turns once the game is won")
        if not self._all_placed():
            raise SfenError("no extra turns before every side has placed")

    def _check_circe_test(self) -> None:
        """With Circe to move (her turn has started, no extra turn under way), what she
        holds is what her test gives: the opponent's power exactly when its workers do not
        all neighbour each other."""
        if self.gods[self.seat] != "circe" or self.extra or not self._all_placed():
            return
        expected = self._circe_takes(self.seat)
        if self.holds[self.seat] != expected:
            shown = "nothing" if self.holds[self.seat] is None else repr(self.holds[self.seat])
            wanted = "nothing" if expected is None else repr(expected)
            raise SfenError(f"circe to move holds {shown}, but her test gives {wanted}")

    def _check_pantheon_setup(self) -> None:
        """The Pantheon edition's 2-against-2 places in seat order from the start seat K
        (``first:K``, else seat 1; docs/multiplayer.md): seats K, ..., 4 in round 1, then the
        seats before K in round 2, after which seat K takes the first turn (round 2; with K = 1
        all place in round 1). While they place, the seats with workers are exactly the ones
        whose placement came - from the start seat to the seat before the seat to move, which
        has none (nobody placed: the start seat to move, or in round 1 a seat making its setup
        orientation) - and the round is the seat to move's round of placement (a seat before
        the start seat places in round 2 only). Nothing takes a worker before the first turn,
        so a placed seat without workers is an SfenError here."""
        if not self._pantheon_placing():
            return
        placed = [seat for seat, side in enumerate(self.sides) if self.workers_of(side)]
        if not placed and self.round == 1 and self._setup_choice_due():
            return
        count = len(self.sides)
        order = [(self.opener + k) % count for k in range(count)]
        came = sorted(order[:order.index(self.seat)])
        due_round = 1 if self.seat >= self.opener else 2
        if self.round != due_round or placed != came:
            raise SfenError(f"the Pantheon 2-against-2 places in seat order from its start seat {self.opener + 1} "
                            f"(the seats before it in round 2), then seat {self.opener + 1} plays (round 2): "
                            f"seat {self.seat + 1} to move in round {self.round} after seats "
                            f"{','.join(str(s + 1) for s in placed) or 'none'} placed")

    def _check_pieces(self) -> None:
        """A female worker (lowercase letter) belongs to a side with Selene or Hippolyta (or
        any side with either as the fleece god), one at most (protocol §3). Jason's side
        has at most two workers while his extra worker waits on the card, three once he
        brought it into play (removals may leave fewer). Graeae's side has at most three. A
        Hydra side at most ten (``gods_promo.HYDRA_MOST_WORKERS``), and a Circe side against
        Hydra (the heads she gains holding Hydra's power stay hers), any other side four."""
        for side in set(self.sides):
            heads = "hydra" in self._team_gods(side) or ("circe" in self._team_gods(side) and "hydra" in self.gods)
            most = gods_promo.HYDRA_MOST_WORKERS if heads else MOST_WORKERS
            if len(self.workers_of(side)) > most:
                raise SfenError(f"side {side} has {len(self.workers_of(side))} workers on the board (at most {most})")
        for seat, (side, god) in enumerate(zip(self.sides, self.gods)):
            if god in PLACED_WORKERS and len(self.workers_of(side)) > PLACED_WORKERS[god]:
                raise SfenError(f"{god}'s side {side} has at most {PLACED_WORKERS[god]} workers on the board")
            if god == "jason":
                most = WORKERS_PER_SIDE + (1 if self.used[seat] else 0)  # the extra worker came into play
                if len(self.workers_of(side)) > most:
                    state = "a spent" if self.used[seat] else "an unspent"
                    raise SfenError(f"{state} jason's side {side} has at most {most} workers on the board")
        gendered = {side for side, god in zip(self.sides, self.gods)
                    if god in gods_promo.FEMALE_WORKER or self.fleece in gods_promo.FEMALE_WORKER}
        for side in set(self.sides):
            females = [sq for sq, letter in self.workers.items() if letter == side.lower()]
            if females and side not in gendered:
                raise SfenError(f"side {side} has a lowercase (female) worker, and no god of that side has one")
            if len(females) > 1:
                raise SfenError(f"side {side} has {len(females)} female workers (at most one)")

    # ------------------------------------------------------------------ reading

    def sfen(self) -> str:
        """The canonical position string."""
        seats = tuple(
            SeatRecord(side, god, self._state_text(i), self.eliminated[i], i == self.winner_seat)
            for i, (side, god) in enumerate(zip(self.sides, self.gods))
        )
        rec = SfenRecord(
            tuple(self.heights), tuple(self.domes), tuple(self.workers.items()), self.seat + 1, seats, self.round,
            self._extra_items(),
        )
        return format_sfen(rec)

    def _extra_items(self) -> tuple[str, ...]:
        """The extra field's items in their canonical order, ASCII (protocol §3): the
        boulder, the fleece god, the Ram, the start seat while seats orient or the Pantheon
        2-against-2's seats place, the builder's seat while Gaea's placement turn is due."""
        items = [] if self.fleece is None else [FLEECE_ITEM + self.fleece]
        items += [prefix + SQUARE_NAMES[sq] for prefix, sq in ((RAM_ITEM, self.ram), (BOULDER_ITEM, self.boulder))
                  if sq is not None]
        if self.opener and self.winner_seat is None and (self._pending_setup_choices() or self._pantheon_placing()):
            items.append(f"{OPENER_ITEM}{self.opener + 1}")
        if self.resume is not None:
            items.append(f"{RESUME_ITEM}{self.resume + 1}")
        return tuple(sorted(items))

    def _state_text(self, seat: int) -> str | None:
        """The text in a seat's ``[...]``: its power's state, or what Circe holds, or the
        held fleece power's state (nothing when it is the default: the Ram's test says who
        holds it)."""
        turn = self._turn_seat()  # the builder's while Gaea places between its turn and its extra turn
        state = PowerState(self.athena_up[seat], self.stock[seat], self.extra if seat == turn else 0,
                           self.used[seat], self.bound[seat], self.talus[seat], self.heading[seat],
                           self.coins[seat], self.lost[seat], self.marks[seat], truce=self.truce[seat],
                           domes=self.spree if seat == turn else None, pools=self.pools[seat],
                           card=self.card[seat], due=self.due[seat], blanks=self.blanks[seat],
                           chance=self.chance[seat], order=self.order[seat], rest=self.rest[seat],
                           left=self.left[seat])
        if self.gods[seat] in ABYSS_GODS:
            return write_abyss(self.pit[seat], self.abyss[seat])
        if self.gods[seat] in FATE_GODS:
            return write_fate(self.fated[seat], self.fate[seat])
        if self.gods[seat] in HIDING_GODS:
            secret = self.secrets[seat]
            return None if secret is None else hecate.write_state(secret, self._hecate_blocked(seat))
        deck = self.decks[seat]
        if deck is not None:
            inner = write_power_state(deck.held, state) if deck.held is not None and not deck.due else None
            return chaos.write_state(deck, inner)
        if self.fleece in SUPPORTED_MARK_GODS:
            # Eris as the fleece god: every seat's mark and truce, held or not (``mortal[eris:b2]``).
            inner = write_power_state(self.fleece, state)
            return None if inner is None else f"{self.fleece}:{inner}"
        held = self.holds[seat]
        night = self.night[seat]
        if self.gods[seat] in OUTLASTING_GODS and self._powerless(seat):
            # Powerless (Nyx): what stays is a hero's spent mark, a token or the Talus on the board, Eris' mark.
            return write_power_state(self.gods[seat], state)
        if night is not None:  # Nyx: always her Night Power, with its state while she holds it in one
            inner = write_power_state(night, state) if held is not None else None
            return night if inner is None else f"{night}:{inner}"
        if held is not None:
            inner = write_power_state(held, state)
            if inner is not None:
                return f"{held}:{inner}"
            return None if self.fleece is not None else held  # Circe names what she holds
        if self._circe_marking(seat):
            # Her mark of Eris' workers while she does not hold the power: ``circe[b2]``.
            return write_power_state(next(god for god in self.gods if god in SUPPORTED_MARK_GODS), state)
        return write_power_state(self.power(seat), state)

    @property
    def players(self) -> int:
        """Number of seats (2, 3 or 4)."""
        return len(self.sides)

    @property
    def to_move(self) -> int:
        """The 1-based seat to act (after the game: the seat that would have acted)."""
        return self.seat + 1

    @property
    def god(self) -> str:
        """The god of the seat to act."""
        return self.gods[self.seat]

    def power(self, seat: int) -> str:
        """The power a seat plays now: its god's, or the opponent's that Circe holds (the
        seat she took it from plays as a mortal), or the fleece god's while the seat holds
        it (its own god is mortal); a hero that spent its power plays as a mortal - but for the rest of a
        turn paused for Gaea's placement whose paused part spent it (Achilles' build before his move,
        ``gaea.REST_PHASES``: ``achilles[used,b2]``, which his machine plays from ``prebuilt``;
        Polyphemus' first dome anywhere, ``polyphemus[used,b3]``: his second dome, from ``built``)."""
        held = self.holds[seat]
        if held is not None:
            return held
        if self._powerless(seat):
            return "mortal"
        deck = self.decks[seat]
        if deck is not None and deck.held is not None and not deck.due:
            return deck.held  # Chaos: the Simple God revealed (none while a reveal is due)
        if self.used[seat] and self.rest[seat] is None:
            return "mortal"
        return self.gods[seat]

    def winner(self) -> str | None:
        """The winning side letter, or None while the game goes on (in the Pantheon
        2-against-2: the letter of the seat marked ``#``, its team's seat that played last;
        :meth:`team_of` gives the team)."""
        return None if self.winner_seat is None else self.sides[self.winner_seat]

    def team_of(self, side: str) -> str:
        """The team of a side letter: the letter itself, or in the Pantheon 2-against-2 the
        letter of the team's first seat (A for A and C, B for B and D)."""
        return self.teams.get(side, side)

    def _marked(self, winner: int, actor: int) -> int:
        """The seat that gets the ``#`` when ``winner``'s side wins after ``actor`` played: the
        winner itself, but in the Pantheon 2-against-2 the seat of the winning team that played
        last (the actor, or the seat before it, which is of the other team: a Chronus of the
        other team winning on the actor's turn)."""
        if not self.own_pairs or self.team_of(self.sides[winner]) == self.team_of(self.sides[actor]):
            return actor if self.own_pairs else winner
        return (actor - 1) % len(self.sides)

    def is_over(self) -> bool:
        """True once a side has won or the side to move has no legal turn."""
        return self.winner_seat is not None or not self._has_turn()

    def copy(self) -> RefPosition:
        """An independent copy (rulings included)."""
        other = RefPosition.__new__(RefPosition)
        other.rulings = self.rulings
        other.heights = list(self.heights)
        other.domes = list(self.domes)
        other.workers = dict(self.workers)
        other.boulder = self.boulder
        other.fleece = self.fleece
        other.ram = self.ram
        other.sides = self.sides
        other.own_pairs = self.own_pairs
        other.teams = self.teams
        other.gods = self.gods
        other.deck_cards = self.deck_cards
        other.decks = list(self.decks)
        other.secrets = list(self.secrets)
        other.eliminated = list(self.eliminated)
        other.winner_seat = self.winner_seat
        other.seat = self.seat
        other.opener = self.opener
        other._opener_items = self._opener_items
        other.round = self.round
        other.athena_up = list(self.athena_up)
        other.stock = list(self.stock)
        other.used = list(self.used)
        other.bound = list(self.bound)
        other.talus = list(self.talus)
        other.heading = list(self.heading)
        other.coins = list(self.coins)
        other.lost = list(self.lost)
        other.marks = list(self.marks)
        other.pools = list(self.pools)
        other.truce = list(self.truce)
        other.holds = list(self.holds)
        other.extra = self.extra
        other.spree = self.spree
        other.night = self.night
        other.card = list(self.card)
        other.due = list(self.due)
        other.resume = self.resume
        other.rest = list(self.rest)
        other.left = list(self.left)
        other.blanks = list(self.blanks)
        other.order = list(self.order)
        other.chance = list(self.chance)
        other.pit = list(self.pit)
        other.abyss = list(self.abyss)
        other.fated = list(self.fated)
        other.fate = list(self.fate)
        return other

    def _become(self, other: RefPosition) -> None:
        """Take over every field of ``other`` (used to commit a played turn)."""
        self.__dict__.update(other.__dict__)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, RefPosition) and self.sfen() == other.sfen() and self.rulings == other.rulings

    def __hash__(self) -> int:
        return hash(self.sfen())

    def __repr__(self) -> str:
        if self.rulings:
            return f"RefPosition({self.sfen()!r}, rulings={sorted(self.rulings)!r})"
        return f"RefPosition({self.sfen()!r})"

    # ------------------------------------------------------------------ base rules

    def side_of(self, sq: int) -> str | None:
        """The side letter of the worker on ``sq`` (lowercase females count for their side)."""
        letter = self.workers.get(sq)
        return None if letter is None else letter.upper()

    def workers_of(self, side: str) -> list[int]:
        """Squares of a side's workers; teammates (4 players) share them."""
        return sorted(sq for sq in self.workers if self.side_of(sq) == side)

    def is_unoccupied(self, sq: int) -> bool:
        """No worker, no dome, not the boulder nor the Ram: a worker may move, be forced or be placed there."""
        return sq not in self.workers and not self.domes[sq] and sq not in self._blocked()

    def can_move(self, src: int, dst: int) -> bool:
        """Base rule: a worker on ``src`` may step to a touching unoccupied square at most
        one level up (any number of levels down). Powers are not considered."""
        return dst in NEIGHBOURS[src] and self.is_unoccupied(dst) and self.heights[dst] <= self.heights[src] + 1

    def is_winning_climb(self, src: int, dst: int) -> bool:
        """Moving up onto level 3 wins; staying on level 3 (3 -> 3) does not."""
        return self.heights[src] < TOP_LEVEL and self.heights[dst] == TOP_LEVEL

    def can_build(self, builder: int, target: int, vacated: int | None = None) -> bool:
        """Base rule: the worker on ``builder`` may build on a touching square with no dome,
        no worker, no boulder and no Ram. ``vacated`` names a square the board still shows
        occupied although its worker just left it."""
        if target not in NEIGHBOURS[builder] or self.domes[target] or target in self._blocked():
            return False
        return target == vacated or target not in self.workers

    def _all_placed(self) -> bool:
        """Every side still in the game has workers on the board (setup is over). In the
        Pantheon 2-against-2: setup ends when the start seat's first turn comes, in round 2
        (with start seat 1: round 1 is the setup); from then on every seat has placed (one
        whose workers were all removed too)."""
        if self.own_pairs:
            return (self.round, self.seat) >= (2, self.opener)
        return all(self.workers_of(side) or self.secrets[seat] is not None
                   for seat, (side, out) in enumerate(zip(self.sides, self.eliminated)) if not out)

    def _team_gods(self, side: str) -> list[str]:
        """The gods of the seats sharing ``side`` (one seat, or two teammates)."""
        return [god for s, god in zip(self.sides, self.gods) if s == side]

    def placements(self) -> Iterator[Token]:
        """Every way to put the side's two workers (Graeae's three) on distinct unoccupied
        squares (never the boulder's) that the side's powers allow (Bia: perimeter, Eros: opposite edges);
        a Selene or Hippolyta side marks one of them as its female worker (``+b2*+d4``). With
        either as the fleece god every side does, since either may come to hold the power; the
        fleece's other setup rules do not apply (its seats are mortal: no Bia limit). With Nyx
        the limits are what each seat holds (the towers decide: an odd number before anyone
        placed takes her opponent's and gives her the Night Power's)."""
        side = self.sides[self.seat]
        team_gods = self._team_gods(side)
        limits = [self.power(s) for s, other in enumerate(self.sides) if other == side] if any(self.night) else team_gods
        female = bool(gods_promo.FEMALE_WORKER.intersection(team_gods)) or self.fleece in gods_promo.FEMALE_WORKER
        free = [sq for sq in range(25) if self.is_unoccupied(sq)]
        count = max(PLACED_WORKERS.get(god, WORKERS_PER_SIDE) for god in team_gods)
        for squares in combinations(free, count):
            if not placement_allowed(squares, limits, self.rulings):
                continue
            if female:
                a, b = squares  # Selene's or Hippolyta's side places two
                yield Token(None, (Step("place", a, female=True), Step("place", b)))
                yield Token(None, (Step("place", a), Step("place", b, female=True)))
            else:
                yield Token(None, tuple(Step("place", sq) for sq in squares))

    def _ram_placements(self) -> Iterator[Token]:
        """The Golden Fleece's Ram (``ram@c3``) on every square it may stand on: in a game
        every square without a worker (the board has no block yet)."""
        for sq in range(25):
            if self._ram_may_stand(sq):
                yield Token(None, (Step("ram", sq),))

    def _ram_due(self) -> bool:
        """Seat 1 places the Ram: the variant, both sides placed, no Ram yet."""
        return self.fleece is not None and self.ram is None and self.seat == RAM_SEAT and self._all_placed()

    def _has_placed(self, seat: int) -> bool:
        """The seat's side has placed its workers: it has workers on the board, or in the
        Pantheon 2-against-2 setup is over (a removal may have taken all of them: the seat
        then loses for its team when its turn comes), or the game is over (no game ends before
        everyone placed; a power may have taken all of a side's workers)."""
        return (bool(self.workers_of(self.sides[seat])) or self.secrets[seat] is not None
                or (self.own_pairs and self._all_placed()) or self.winner_seat is not None)

    def _placing(self) -> bool:
        """The seat's move is part of the setup: its side has not placed (see
        ``_has_placed``), or it places the Ram."""
        return not self._has_placed(self.seat) or self._ram_due()

    def _setup_turns(self) -> Iterator[Token]:
        """The setup moves of the seat to act (see ``_placing``): its setup orientation (the
        eight ``=dir``), the Ram, or its placement. Moerae's choice has no Token: the callers
        ask ``_fate_due`` first (``_fate_choices``)."""
        if self._orientation_due():
            return (Token(None, (Step("orient", direction),)) for direction in range(OFF))
        return self._ram_placements() if self._ram_due() else self.placements()

    # ------------------------------------------------------------------ the start of a turn

    def _in_play(self) -> list[int]:
        """The seats not eliminated, in seat order."""
        return [i for i, out in enumerate(self.eliminated) if not out]

    def _chronus_seat(self) -> int | None:
        """The seat whose Chronus power would win now: the acting seat first, then the next
        ones in play order (a mirror match), or None."""
        for k in range(len(self.sides)):
            seat = (self.seat + k) % len(self.sides)
            if not self.eliminated[seat] and self.power(seat) == "chronus":
                return seat
        return None

    def _chronus_wins_now(self) -> int | None:
        """Chronus' side, if five complete towers stand and nobody is barred from winning
        (a Dionysus extra turn still to take, unless ``dionysus-chronus`` is selected)."""
        if (self.extra or self.spree is not None) and "dionysus-chronus" not in self.rulings:
            return None
        seat = self._chronus_seat()
        if seat is None or complete_towers(self._pieces()) < COMPLETE_TOWERS_TO_WIN:
            return None
        return seat

    def _restricters(self) -> tuple[tuple[str, str], ...]:
        """``(power, side)`` of each opposing seat in play whose power binds the acting
        seat's turn (never a teammate's; Athena only while her state is set)."""
        me = self.team_of(self.sides[self.seat])
        found = []
        for seat in self._in_play():
            power = self.power(seat)
            if self.team_of(self.sides[seat]) == me or power not in RESTRICTING_POWERS:
                continue
            if power == "athena" and not self.athena_up[seat]:
                continue
            found.append((power, self.sides[seat]))
        return tuple(found)

    def _movable_sides(self) -> list[str]:
        """The sides whose workers may act this turn: the acting side, or in a Dionysus
        extra turn every opposing side in play."""
        me = self.sides[self.seat]
        if not self.extra:
            return [me]
        team = self.team_of(me)
        return sorted({self.sides[seat] for seat in self._in_play() if self.team_of(self.sides[seat]) != team})

    def _context(self) -> TurnContext:
        """What the start of this turn fixes (see :class:`TurnContext`)."""
        power = self.power(self.seat)
        restricters = self._restricters()
        extra = self.extra > 0
        spree = self.spree is not None
        if spree:
            power = self.gods[self.seat]  # Heracles' extra turns: his power is spent, his domes go on
        frozen, charmed = self._frozen_and_charmed(restricters)
        bound, binder = self._binding()
        marking = self._marking()
        hidden = self._hidden() if marking else {}
        return TurnContext(
            seat=self.seat,
            side=self.sides[self.seat],
            power=power,
            machine="mortal" if extra else power,  # an extra turn: a plain move and build
            extra=extra,
            can_win=not (extra or spree),  # nobody wins by a move during an extra turn
            chronus=self._chronus_seat() if not (extra or spree) or "dionysus-chronus" in self.rulings else None,
            restricters=restricters,
            frozen=frozen,
            charmed=charmed,
            persephone=any(pw == "persephone" for pw, _ in restricters),
            bound=bound,
            binder=binder,
            rulings=self.rulings,
            three_players=len(self.sides) == 3,
            seats_in_play=tuple((i, self.sides[i]) for i in self._in_play()),
            amazons=tuple(sorted({self.sides[i] for i in self._in_play() if self.power(i) == "hippolyta"})),
            winds=self._winds(),
            hidden=tuple(sorted((sq, letter.upper()) for sq, letter in self._hidden().items())),
            harpies=tuple(sorted({self.sides[i] for i in self._in_play() if self.power(i) == "harpies"})),
            teams=self.teams,
            marking=marking,
            trailed=tuple(sorted({sq for marks in self.marks for sq in marks if sq in self.workers and sq not in hidden}))
            if marking else (),
            spree=spree,
            any_order=self._any_order(self.seat),
            chance=self.chance[self.seat] == EXTRA,
            abyss=self._known_abyss(),
            fates=self._known_fates(),
            calm=frozenset(seat for seat in self._in_play() if self.gods[seat] in SUPPORTED_WHIRLPOOL_GODS
                           and all(self.power(other) != self.gods[seat] for other in self._in_play())),
            pause=self._pause(power) if not (extra or spree) else None,  # (his extra turns: one dome, the last step)
            placing=self._placing_blocked(),
        )

    def _placing_blocked(self) -> frozenset[int] | None:
        """``TurnContext.placing``: while a Gaea in play has a worker on her card and holds her power
        (Nyx may leave her none: she then places nothing after this turn, and no turn stops for her), the
        squares she may not place on besides the pieces of the turn's board (``_gaea_board``'s obstacles,
        the Clio workers hidden on their coins); else None."""
        if not any(self.gods[seat] in SUPPORTED_PLACEMENT_GODS and self.card[seat] and not self._powerless(seat)
                   for seat in self._in_play()):
            return None
        return self._gaea_board()[3] | frozenset(self._hidden())

    def _any_order(self, seat: int) -> bool:
        """``TurnContext.any_order``: does the seat's spree of domes go in any order (``gaea.ANY_ORDER_SPREES``:
        Heracles, an opposing Gaea in play - her seat not out -, whatever waits on her card)?"""
        if self.gods[seat] not in ANY_ORDER_SPREES:
            return False
        team = self.team_of(self.sides[seat])
        return any(self.gods[other] in SUPPORTED_PLACEMENT_GODS and self.team_of(self.sides[other]) != team
                   for other in self._in_play())

    def _pause(self, machine: str) -> frozenset[int] | None:
        """``TurnContext.pause``: for a turn of a power of ``REST_PHASES`` or ``TOKEN_REST`` (not its rest,
        but for the powers of ``gaea.REPAUSING``: Polyphemus' rest, whose first dome anywhere may pause
        again) while a Gaea in play has a worker on her card, ``_placing_blocked``; else None."""
        if machine not in PAUSING or (self._rest_due() and machine not in REPAUSING):
            return None
        return self._placing_blocked()

    def _known_abyss(self) -> int | None:
        """The Abyss' square when named and known (a referee's position), else None: not named yet,
        or unknown (``tartarus[set]``: a player's view, where no move is known to fall in)."""
        return next((sq for seat, sq in enumerate(self.abyss) if sq is not None and self.pit[seat] == SET), None)

    def _known_fates(self) -> tuple[tuple[int, str, frozenset[int]], ...]:
        """``(seat, side, area)`` of every Moerae seat in play opposing the acting seat whose Fate area
        is known (``moerae[set|b2]``; unknown, ``moerae[set]``, is a player's view: no win is known to
        be hers) and who holds her power (Nyx may leave her none: the area stays, and takes nothing)."""
        me = self.team_of(self.sides[self.seat])
        return tuple((seat, self.sides[seat], moerae.area(corner)) for seat in self._in_play()
                     if (corner := self.fate[seat]) is not None and self.team_of(self.sides[seat]) != me
                     and not self._powerless(seat))

    def _eris_seats(self) -> list[int]:
        """The seats in play whose power is Eris' now (her seat, or a Golden Fleece seat holding it)."""
        return [seat for seat in self._in_play() if self.power(seat) in SUPPORTED_MARK_GODS]

    def _keeps_mark(self, seat: int) -> bool:
        """Does the seat keep an Eris mark through this turn? While its power is Eris', and with
        her as the fleece god always, holder or not: which workers an opponent moved last is a
        fact of play, not the card's memory, so the mark is ready whenever the seat comes to
        hold the power (the module docstring, the Golden Fleece variant); so is her seat's while
        Nyx leaves her no power."""
        return (self.fleece in SUPPORTED_MARK_GODS or SUPPORTED_MARK_GODS & {self.power(seat), self.gods[seat]}
                or self._circe_marking(seat))

    def _circe_marking(self, seat: int) -> bool:
        """Is the seat a Circe facing Eris? Her mark of Eris' workers is hers all game, held or
        not: which workers an opponent moved last is a fact of play (as with the Ram and Nyx)."""
        return self.gods[seat] == "circe" and bool(SUPPORTED_MARK_GODS & set(self.gods))

    def _marking(self) -> bool:
        """Are marks followed through this turn (``TurnContext.marking``)? While a seat in play
        keeps one (``_keeps_mark``)."""
        return any(self._keeps_mark(seat) for seat in self._in_play())

    def _alternative_context(self, ctx: TurnContext) -> TurnContext:
        """Eris' alternative turn: the plain move and build of an opposing worker, as a Dionysus
        extra turn is (``machine`` mortal; the Hypnus and Aphrodite of the worker's own side do
        not bind it, the rest of the restrictions are found as ever, by the worker's side).
        Nobody wins by the move; Chronus' five towers count after every step with the revised
        text, not at all during it with the original one (``revised-text`` selected)."""
        frozen, charmed = self._frozen_and_charmed(ctx.restricters, self._opposing_sides())
        original = "revised-text" in self.rulings
        return ctx.but(machine="mortal", can_win=False, alternative=True, frozen=frozen, charmed=charmed,
                       chronus=None if original else ctx.chronus)

    def _opposing_sides(self) -> list[str]:
        """The side letters of the seats in play of the other team than the seat to act."""
        team = self.team_of(self.sides[self.seat])
        return sorted({self.sides[seat] for seat in self._in_play() if self.team_of(self.sides[seat]) != team})

    def _winds(self) -> tuple[tuple[int, str], ...]:
        """``(barred direction, side)`` of every Aeolus seat in play whose wind blows (the
        direction opposite the one it blows toward: no move may take it)."""
        found = set()
        for seat in self._in_play():
            heading = self.heading[seat]
            if heading is not None and self.power(seat) == "aeolus":
                found.add((against(heading), self.sides[seat]))
        return tuple(sorted(found))

    def _binding(self) -> tuple[tuple[int, ...] | None, str | None]:
        """Adonis' binding on this turn and his side, or (None, None): an opposing seat's
        binding whose squares hold his worker and one of the acting side's (else it binds
        nothing); never in a Dionysus extra turn (not the opponent's next turn), nor in Tyche's extra
        turn (her normal turn was that turn)."""
        me = self.sides[self.seat]
        tyche_extra = self.chance[self.seat] == EXTRA
        for seat, squares in enumerate(self.bound):
            side = self.sides[seat]
            if not squares or side == me or self.extra or self.spree is not None or tyche_extra:
                continue
            *his, theirs = squares
            if self.side_of(theirs) == me and all(self.side_of(sq) == side for sq in his):
                return squares, side
        return None, None

    def _frozen_and_charmed(self, restricters: tuple[tuple[str, str], ...],
                            sides: list[str] | None = None) -> tuple[frozenset[int], frozenset[int]]:
        """At the start of the turn, for each side whose workers may act (``sides``, else
        ``_movable_sides``): the worker an opposing Hypnus freezes, and the workers that
        neighbour a worker of an opposing Aphrodite (charmed). Never by a power of the
        worker's own side."""
        frozen: set[int] = set()
        charmed: set[int] = set()
        for side in self._movable_sides() if sides is None else sides:
            workers = self.workers_of(side)
            team = self.team_of(side)
            if workers and any(pw == "hypnus" and self.team_of(s) != team for pw, s in restricters):
                sleeper = frozen_worker(self.heights, workers, self.rulings)
                if sleeper is not None:
                    frozen.add(sleeper)
            lovers = {s for pw, s in restricters if pw == "aphrodite" and self.team_of(s) != team}
            charmed.update(w for w in workers if any(self.side_of(n) in lovers for n in NEIGHBOURS[w]))
        return frozenset(frozen), frozenset(charmed)

    # ------------------------------------------------------------------ steps shared by the gods
    #
    # Each generator below yields ``(step text, turn after the step)`` pairs.

    def _moves(self, p: PartialTurn, then: str, *, up: bool = True, avoid: int | None = None,
               max_rise: int = 1, min_rise: int = -TOP_LEVEL) -> Iterator[tuple[str, PartialTurn]]:
        """Every move of the acting worker, leading to phase ``then`` (``won`` if it wins).

        ``up=False`` forbids moving up (Prometheus after building first); ``avoid`` is a
        square it may not move to (Artemis' start square); ``max_rise`` is the climb limit
        (2 for Bellerophon's power); ``min_rise`` keeps only the moves that rise (or fall)
        at least that much (Bellerophon's leap: 2, Asteria's descents are the moves with
        ``max_rise=-1``) - the move's own levels, whatever the Harpies' slide does after it.
        Apollo and Minotaur may also
        move onto an opponent's worker: Apollo swaps it into the square he left, Minotaur
        pushes it one square further in the same direction. A worker Hypnus froze does
        not move; an opposing Athena with her state set forbids moving up, an opposing Hades
        moving down (a force - the worker swapped or pushed - may go anywhere). Urania's
        moves reach the squares across the edges too (``adjacency``). The move wins
        onto level 3 from below, by Pan's drop of two or more levels and by Eros'
        adjacency on level 1 - unless Hera vetoes it (perimeter) or it is a Dionysus extra
        turn. After it, Bia removes the opponent's worker straight ahead; then an opposing
        Harpies slides the worker on (``harpies_slide``): the turn goes on from where it stops,
        and the step is written with the square moved to (``-c3``).
        """
        board, src, ctx = p.board, p.worker, p.ctx
        if src in ctx.frozen:
            return
        me = board.side_of(src)  # the acting side, or the opponent whose worker Dionysus moves
        power = ctx.machine
        may_climb = up and not ctx.binds("athena", me, p.out)
        may_descend = not hades_forbids_descent(ctx, me, p.out)
        amazons = bool(ctx.amazons)
        winds = bool(ctx.winds)
        track = bool(ctx.charmed)  # follow the charmed workers and the ones that moved (Aphrodite)
        for dst in adjacency(power)[src]:
            if board.is_closed(dst) or dst == avoid:
                continue  # a dome or the boulder: nobody enters it
            rise = board.heights[dst] - board.heights[src]
            if rise > max_rise or rise < min_rise or (rise > 0 and not may_climb):
                continue  # the climb limit binds Apollo's and Minotaur's own move too
            if rise < 0 and not may_descend:
                continue  # Hades binds the mover's own step (Apollo's and Minotaur's too)
            if amazons and gods_promo.hippolyta_forbids(board, ctx, src, dst, p.out):
                continue  # Hippolyta: diagonal steps only (Apollo's and Minotaur's own move too)
            if winds and wind_forbids(ctx, src, dst, p.out):
                continue  # Aeolus: no step into the wind (Apollo's and Minotaur's own move too)
            occupant = board.side_of(dst)
            forced_to: int | None = None  # where the opponent on dst is forced to
            if occupant is not None:
                if occupant == me or (ctx.teams and ctx.team(occupant) == ctx.team(me)):
                    continue  # own or teammate's worker (shared, or his own pair): never swapped or pushed
                if power == "apollo":
                    forced_to = src
                elif power == "minotaur":
                    forced_to = square_behind(src, dst)
                    if forced_to is None or not board.is_unoccupied(forced_to):
                        continue  # not off the board, into a dome or onto another worker
                else:
                    continue
            after = board.with_workers()
            mover = after.workers.pop(src)
            if forced_to is not None:
                after.workers[forced_to] = after.workers.pop(dst)  # a force: it never wins
            after.workers[dst] = mover
            pool_exit = whirlpool_exit(p, dst) if p.pools else None
            # Onto a whirlpool that transports, the revised text's move wins nothing (the win waits for the
            # exit); her original text judges it first, as any move (a win: no transport, _whirled).
            judged = pool_exit is None or original_transport(ctx)
            win = self._move_wins(after, src, dst, rise, me, p) if ctx.can_win and judged else None
            child = PartialTurn(after, dst, "won" if win else then, p.avoid, p.first_build, p.climbed or rise > 0,
                                ctx, self._move_winner(p, dst, win) if win else p.winner, p.out, p.charmed, p.moved,
                                p.spent, p.used, p.forces, p.binds, p.followed)
            if power == "bia":
                child = after_bia_move(child, src, ctx)  # judged where the move went, before any slide
            if pool_exit is not None:
                child = self._whirled(child, pool_exit, src, rise, me, p, ctx.can_win)  # a force: it ends elsewhere
            if ctx.harpies:
                child = harpies_slide(child, step_direction(src, dst))  # a force: the worker ends elsewhere
            if track:
                end = child.worker  # where it stands after the move (and the slide)
                child.moved = (p.moved - {src}) | {end}
                if src in p.charmed:
                    child.charmed = (p.charmed - {src}) | {end}
            yield MOVE[dst], child

    def _whirled(self, child: PartialTurn, pool_exit: int, src: int, rise: int, me: str | None, p: PartialTurn,
                 may_win: bool) -> PartialTurn:
        """Charybdis: the worker that just moved from ``src`` onto a whirlpool (``child.worker``,
        the entry; ``child`` after the move's own power acted: Apollo's swap, Minotaur's push,
        Bia's removal) is forced onto the other whirlpool, ``pool_exit``, unless a worker stands
        there now; the turn goes on from the exit. The transport is a force that wins as a move
        up onto the exit would: the exit on level 3 wins (whatever the entry's height), unless
        nobody wins by a move now (a Dionysus extra turn, Eris' alternative turn) or Hera vetoes
        it (the exit on the perimeter); no other win (neither Pan's nor Eros'). With a worker on
        the exit nothing happens and the move is judged as an ordinary one (``may_win``: a move
        may win now, for Iris' jump by the ``iris-level-three`` ruling too). A turn already won
        (Bia's removal of the last opposing worker; with her original text the entering move's own
        win, judged by the caller) stays as it is: no transport. Her original text (``revised-text``
        selected) makes the transport a move of its own, :meth:`_transported`."""
        if child.phase == "won":
            return child
        ctx, entry = p.ctx, child.worker
        original = original_transport(ctx)
        if pool_exit in child.board.workers:
            if original:
                return child  # the entering move was judged by the caller, as any move
            win = self._move_wins(child.board, src, entry, rise, me, p) if may_win else None
            if win:
                return child.then("won", winner=self._move_winner(p, entry, win))
            return child
        after = child.board.with_workers()
        after.workers[pool_exit] = after.workers.pop(entry)
        if original:
            return self._transported(child, after, src, pool_exit, me, p)
        wins = (ctx.can_win and after.heights[pool_exit] == TOP_LEVEL
                and not hera_vetoes(ctx, me, pool_exit, p.out))
        if wins:  # as a move up onto the exit: a climb where Moerae is concerned
            winner = self._move_winner(p, pool_exit, moerae.CLIMB)
            return child.then("won", board=after, worker=pool_exit, winner=winner)
        return child.then(child.phase, board=after, worker=pool_exit)

    def _transported(self, child: PartialTurn, after: Pieces, src: int, pool_exit: int, me: str | None,
                     p: PartialTurn) -> PartialTurn:
        """Charybdis' original text (``revised-text`` selected): the worker that moved from ``src``
        onto the whirlpool ``child.worker`` (the entry; ``child``: the entering move, judged and
        not won, after its own power acted) is moved by her card onto ``pool_exit`` (``after``:
        the pieces once it stands there). Her card's move, not the player's: nothing that limits
        moves held it (the caller never asks), and it wins as a plain move from the entry onto the
        exit would - a climb onto level 3 from a lower entry (not from a level-3 one), Pan's drop
        of two levels or more from the entry's level, Eros' meeting at the exit - with the vetoes
        judged at the exit by the sides in play as the move began (``p``, before it: a seat whose
        last worker Bia's first removal takes still binds the rest of the turn, as for the revised
        text's transport; nobody wins in a Dionysus extra turn nor in Eris' alternative turn). It goes the entering
        move's way: Bia removes the opponent one step on from the exit as well (after its win is
        judged, as her removal follows a winning move: the win stands)."""
        ctx, entry = child.ctx, child.worker
        carried = child.then(child.phase, board=after, worker=pool_exit)
        rise = after.heights[pool_exit] - after.heights[entry]
        win = self._move_wins(after, entry, pool_exit, rise, me, p, transport=True) if ctx.can_win else None
        if win:
            carried = carried.then("won", winner=self._move_winner(p, pool_exit, win))
        if ctx.machine == "bia":  # ahead of the exit, in the direction of her move onto the entry
            carried = bia_removes(carried, shifted(pool_exit, step_direction(src, entry)), ctx)
        return carried

    def _move_wins(self, after: Pieces, src: int, dst: int, rise: int, me: str | None, p: PartialTurn, *,
                   transport: bool = False) -> str | None:
        """Does this move win, and by what (``moerae.CLIMB``, ``moerae.POWER``), else None? Only the
        moving worker can: onto level 3 from below (not by Pegasus' climb of two levels or more),
        Pan's drop of two or more levels, Eros' adjacency - where the move went, before any
        Harpies' slide. Hera vetoes a move of her opponents that ends on the perimeter: the climb
        always, the others unless ``hera-alternative-wins`` is selected. The climb names the win
        when both hold. Whose win it is: ``_move_winner``. ``transport``: Charybdis' original
        transport from ``src`` (the entry) onto ``dst`` (the exit), her card's move: Pegasus'
        limit on his own climbs does not hold it (``_transported``)."""
        ctx = p.ctx
        climb = after.heights[src] < TOP_LEVEL and after.heights[dst] == TOP_LEVEL
        if ctx.machine == "pegasus" and rise > 1 and not transport:
            climb = False  # Pegasus climbing two levels or more never wins (so the Harpies' slide follows)
        other = (ctx.machine == "pan" and rise <= -2) or (
            ctx.machine == "eros" and eros_wins(after, dst, ctx.side, ctx.three_players)
        )
        if (climb or other) and hera_vetoes(ctx, me, dst, p.out):
            climb = False
            other = other and "hera-alternative-wins" in ctx.rulings
        return moerae.CLIMB if climb else moerae.POWER if other else None

    @staticmethod
    def _move_winner(p: PartialTurn, square: int, win: str) -> int:
        """The seat a winning move of the turn ``p`` makes win (``win``: what made it win): the
        acting seat, or an opposing Moerae's when ``square`` - where the win is judged - is one of
        her Fate spaces (``moerae.thief``; the one place a move's win gets its winner)."""
        ctx = p.ctx
        seat = thief(ctx.fates, square, win, p.out, ctx.rulings) if ctx.fates else None
        return ctx.seat if seat is None else seat

    def _builds(
        self,
        p: PartialTurn,
        then: str,
        *,
        only: int | None = None,
        other_than: int | None = None,
        blocks_only: bool = False,
        low_domes: bool = False,
        inner: bool = False,
    ) -> Iterator[tuple[str, PartialTurn]]:
        """Every build of the acting worker, leading to phase ``then``.

        A build is the next block, or a dome on level 3. ``only`` / ``other_than`` restrict
        the square (Hephaestus / Demeter), ``blocks_only`` rules out the dome (Hephaestus),
        ``low_domes`` adds domes below level 3, written ``^sq*`` (Atlas, Selene's female),
        ``inner`` keeps off the perimeter (Hestia's second build). Next to an opposing
        Limus worker no block may be built; a dome on level 3 may, a lower dome only with
        the revised text (the default). Urania builds across the edges too (``adjacency``);
        Limus' squares stay her workers' ordinary neighbours.
        """
        board, ctx = p.board, p.ctx
        famine = limus_forbids(board, ctx, board.side_of(p.worker), p.out) if ctx.restricters else frozenset()
        low_domes_in_famine = "revised-text" not in ctx.rulings
        for target in adjacency(ctx.machine)[p.worker]:
            if board.is_closed(target) or target in board.workers:
                continue  # nothing is built on a dome, on the boulder or under a worker
            if (only is not None and target != only) or target == other_than or (inner and target in PERIMETER):
                continue
            first = p.first_build if p.first_build is not None else target
            starved = target in famine
            if board.heights[target] < TOP_LEVEL:
                if not starved:
                    after = board.with_heights()
                    after.heights[target] += 1
                    yield BUILD[target], self._built(p, after, then, first)
            elif not blocks_only:
                after = board.with_domes()
                after.domes[target] = True  # a dome on level 3 completes the tower
                yield BUILD[target], self._built(p, after, then, first)
            if low_domes and board.heights[target] < TOP_LEVEL and (low_domes_in_famine or not starved):
                after = board.with_domes()
                after.domes[target] = True  # not a complete tower: the height stays
                yield DOME[target], self._built(p, after, then, first)

    @staticmethod
    def _built(p: PartialTurn, board: Pieces, phase: str, first_build: int) -> PartialTurn:
        """The turn after a build (written out: the search makes millions of them)."""
        return PartialTurn(board, p.worker, phase, p.avoid, first_build, p.climbed, p.ctx, p.winner, p.out, p.charmed,
                           p.moved, p.spent, p.used, p.forces, p.binds, p.followed)

    # ------------------------------------------------------------------ the gods' step machines

    def _options(self, p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
        """The steps the turn's power allows next, each with the turn after it; a step after
        which five complete towers stand ends the turn with Chronus' win. Under Adonis'
        binding each step follows the bound workers."""
        if p.phase in FINAL:
            return iter(())
        steps = _GOD_STEPS[p.ctx.machine](self, p)
        if p.pools:
            steps = self._pools_kept(steps, p)
        if p.ctx.bound is not None:
            steps = self._followed(steps, p)
        if p.ctx.marking:
            steps = self._trailed(steps, p)
        if p.ctx.chronus is not None:
            steps = self._chronus_checked(steps, p.ctx.chronus)
        if p.ctx.abyss is not None:
            steps = self._abyss_checked(steps, p)
        if p.ctx.placing is not None:
            steps = self._dome_noted(steps, p)
        if p.ctx.pause is not None and p.ctx.machine in PAUSING:
            steps = self._paused(steps, p)
        return steps

    @staticmethod
    def _dome_noted(steps: Iterator[tuple[str, PartialTurn]], p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
        """Gaea's squares judged right after each dome (:mod:`~santorini.reference.gaea`): a step that
        domed squares notes each with the squares eligible next to it on the board after that step
        (``PartialTurn.domed``); her placement after the turn keeps only those still eligible then
        (``gaea.open_domes``). Kept through every step (some steps' turns start it afresh)."""
        blocked = p.ctx.placing
        for step, child in steps:
            before, after = p.board.domes, child.board.domes
            domed = p.domed
            if after is not before:
                board = child.board
                domed += tuple((sq, frozenset(eligible_next_to(sq, board.heights, after, board.workers, blocked)))
                               for sq in range(25) if after[sq] and not before[sq])
            if child.domed is not domed:
                child = child.then(child.phase, domed=domed)
            yield step, child

    def _paused(self, steps: Iterator[tuple[str, PartialTurn]], p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
        """Gaea's placement in the middle of a turn (:mod:`~santorini.reference.gaea`): a step that
        domed a square (a block onto level 3, any dome) and leaves the turn in the phase its rest
        starts from (``REST_PHASES``) ends the turn there (phase ``PAUSED``) when she has an
        eligible square next to that dome on the board after the step and further steps can complete
        the turn from there (``_pauses``); the rest comes after her placement. After a win nothing
        pauses (the phase is ``won``). The powers whose rest is the other worker's build
        (``gaea.OTHER_WORKER``): ``_paused_pair``; those whose rest is their token alone (``gaea.TOKEN_REST``,
        Aeolus' wind): ``_paused_token``."""
        if p.ctx.machine in OTHER_WORKER:
            return self._paused_pair(steps, p)
        if p.ctx.machine in UNMOVED_WORKER:
            return self._paused_unmoved(steps, p)
        if p.ctx.machine in TOKEN_REST:
            return self._paused_token(steps, p)
        return self._paused_acting(steps, p)

    def _paused_token(self, steps: Iterator[tuple[str, PartialTurn]],
                      p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
        """``_paused`` for the powers whose rest is their token alone (``gaea.TOKEN_REST``: Aeolus' wind
        after his build): the build (the step into the phase the rest starts from, ``_token_rest_phase``)
        that domes a square she has an eligible square next to (right after it) ends the turn there, before
        the token (``b2-c3^d4``, one ply), no worker playing its rest (``NO_WORKER``: his state
        ``aeolus[ne,rest]``). The rest always completes the turn (the revised text's ``pass``, the original
        text's eight directions): no ``_completes``. No spelling goes on through that build (the turn has
        ended: neither ``b2-c3^d4`` whole nor ``b2-c3^d4=ne``); a build that does not stop keeps its whole
        turns, the token after it as ever."""
        phase = self._token_rest_phase(p.ctx.machine)
        for step, child in steps:
            if child.phase == phase and self._domes_placeable(p, child):
                child = child.then(PAUSED, worker=NO_WORKER)
            yield step, child

    def _token_rest_phase(self, machine: str) -> str:
        """The phase a turn of a power of ``gaea.TOKEN_REST`` is in after the step it stops at, the one its
        rest starts from: the revised text's (the default), or the original's (``revised-text`` selected)."""
        revised, original = TOKEN_REST[machine]
        return original if "revised-text" in self.rulings else revised

    def _paused_acting(self, steps: Iterator[tuple[str, PartialTurn]],
                       p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
        """``_paused`` for the powers whose rest the acting worker plays (Demeter, ...). Hydra's build
        (``gaea.END_OF_TURN_CHOICE``) leaves her turn in ``heads``, or ``done`` where she would gain with no
        square free: either stops (her rest is judged on the board as Gaea leaves it)."""
        phase = REST_PHASES[p.ctx.machine]
        ends = ("done",) if p.ctx.machine in END_OF_TURN_CHOICE else ()
        for step, child in steps:
            if (child.phase == phase or child.phase in ends) and self._pauses(p, child):
                child = child.then(PAUSED)
            yield step, child

    def _paused_pair(self, steps: Iterator[tuple[str, PartialTurn]],
                     p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
        """``_paused`` for Castor's build mode and Terpsichore's builds (``gaea.OTHER_WORKER``), with
        exactly two workers: the first build (the step into the phase ``OTHER_WORKER`` names) that
        domes a square she has an eligible square next to, the other worker able to complete the
        turn after it (its rest, ``REST_PHASES``), ends the turn there, the acting worker then the
        other one (the rest's: ``castor[d4]``). No spelling goes on through such a build: Terpsichore's
        builds named by no worker (``^c4``, from ``danced``) drop it - any second build after it
        would be that rest -, and her builds named by their builder (``,c3^c4``, her ``lead``
        phase) are only the paused parts. A lone worker (three, as an SFEN may show) never pauses."""
        workers = p.board.workers_of(p.ctx.side)
        if len(workers) != 2:
            yield from steps
            return
        phase = OTHER_WORKER[p.ctx.machine]
        first = p.phase in ("start", "danced", "lead")  # the first build is due (Castor: or a move)
        for step, child in steps:
            if not first or child.phase != phase:
                if p.phase != "lead":  # a named first build that does not pause is no spelling
                    yield step, child
                continue
            if p.phase == "danced":  # Terpsichore's first build named by no worker
                if not self._domes_placeable(p, child):
                    yield step, child
                continue
            other = next(sq for sq in workers if sq != p.worker)
            rest = child.then(REST_PHASES[p.ctx.machine], worker=other, forces=())
            if self._domes_placeable(p, child) and self._completes([rest]):
                yield step, child.then(PAUSED, worker=other, forces=())
            elif p.phase != "lead":
                yield step, child

    def _paused_unmoved(self, steps: Iterator[tuple[str, PartialTurn]],
                        p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
        """``_paused`` for Poseidon (``gaea.UNMOVED_WORKER``): a build that domes a square she has an eligible
        square next to (right after it) ends the turn there when his unmoved worker may still build on that
        board (on level 0, his side with exactly two workers, fewer than three builds made by it, a square next
        to it taking a piece: ``_completes``) - his normal build (phase ``moved`` to ``built``: the rest then
        starts from the unmoved worker with all its builds left, ``spent`` 0) or one of the unmoved worker's
        (``sea0``/``sea`` to ``sea``, in a whole turn or in the rest: ``gaea.REPAUSING``), the paused part's
        worker the unmoved one, ``spent`` its builds so far (his state ``poseidon[a1,2]``: the builds it has
        left). No spelling goes on through such a build: the same builds in another order are a whole turn
        only where no build but the last domes so (a block first on the dome's last ground neighbour), and a
        last build that domes so is the paused part (its rest may be ``pass``)."""
        for step, child in steps:
            if child.phase == "built" and p.phase == "moved" and self._domes_placeable(p, child):
                workers = child.board.workers_of(p.ctx.side)
                other = next((sq for sq in workers if sq != child.worker), None) if len(workers) == 2 else None
                if other is not None and child.board.heights[other] == 0:
                    rest = child.then(REST_PHASES[p.ctx.machine], worker=other, spent=0)
                    if self._completes([rest]):
                        child = rest.then(PAUSED)
            elif child.phase == "sea" and self._domes_placeable(p, child) and self._completes([child]):
                child = child.then(PAUSED)
            yield step, child

    @staticmethod
    def _domes_placeable(p: PartialTurn, child: PartialTurn) -> bool:
        """Did the step from ``p`` to ``child`` dome a square (a block onto level 3, any dome) with a
        square next to it where a Gaea may place, judged on the board after the step?"""
        before, after = p.board.domes, child.board.domes
        if before is after:
            return False  # the same domes: the step built none
        board = child.board
        domed = [sq for sq in range(25) if after[sq] and not before[sq]]
        return any(eligible_next_to(sq, board.heights, after, board.workers, p.ctx.pause) for sq in domed)

    def _pauses(self, p: PartialTurn, child: PartialTurn) -> bool:
        """Does the step from ``p`` to ``child`` pause the turn (see ``_paused``)? Only if the rest can
        complete a turn on the board right after the dome (``_completes``: Prometheus' move not up
        and a build after it, Achilles' move, up too, and a build after it or a winning move;
        Demeter's, Hestia's, Ares', Asteria's next step ends it; Medea's build pauses only when a
        removal is possible after it, Theseus' only when a kill is, Adonis' only when a binding is,
        Polyphemus' normal dome and his
        first dome anywhere only when a further dome is, judged on that board): a turn that
        could not be completed whole is no turn paused either. Medusa's and the Maenads' dome is the
        last step of their turn (phase ``done``): the rest, ``pass``, always completes it, their
        end-of-turn power coming with it (``gaea.END_OF_TURN``); Hydra's rest, her gain, her removal or
        ``pass`` where she would gain with no square free, always has a token (``gaea.END_OF_TURN_CHOICE``)."""
        if not self._domes_placeable(p, child):
            return False
        if p.ctx.machine in END_OF_TURN or p.ctx.machine in END_OF_TURN_CHOICE:
            return True  # the last step (or Hydra's end of turn): the rest always completes the turn
        return self._completes([child])

    def _completes(self, stack: list[PartialTurn]) -> bool:
        """Can one or more further steps from these partial turns complete a turn (an endable phase,
        concluded)? Depth-first, stops at the first one."""
        seen = {p.key() for p in stack}
        while stack:
            p = stack.pop()
            for _, child in self._options(p):
                if self._can_end(child) and self._conclude(child) is not None:
                    return True
                if child.phase in FINAL:
                    continue
                key = child.key()
                if key not in seen:
                    seen.add(key)
                    stack.append(child)
        return False

    @staticmethod
    def _abyss_checked(steps: Iterator[tuple[str, PartialTurn]], p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
        """Tartarus' Abyss, checked after every step (``tartarus.fallen``): a worker that entered it
        makes its side lose at once, whatever else the step did (a climb's win, Chronus' tower); the
        other side wins (2 players) and the turn ends there, with the worker on the Abyss where a slide
        or a transport would have carried it on."""
        ctx = p.ctx
        slides = bool(ctx.harpies)
        for step, child in steps:
            side = fallen(ctx.abyss, p.board.workers, child.board.workers, p.worker, step, child.worker, slides)
            if side is not None:
                if ctx.abyss not in child.board.workers:
                    # A slide or a transport carried the worker past the square it fell in.
                    board = child.board.with_workers()
                    board.workers[ctx.abyss] = board.workers.pop(child.worker)
                    child = child.then(child.phase, board=board, worker=ctx.abyss)
                winner = next(seat for seat, other in ctx.seats_in_play if other != side)
                child = child.then("won", winner=winner)
            yield step, child

    @staticmethod
    def _pools_kept(steps: Iterator[tuple[str, PartialTurn]], p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
        """Charybdis' whirlpools followed through each step: one whose square the step built on
        or took a block from returns to her card (``pools_left``) and acts no more this turn; her
        ``@sq`` brings one onto the board (its step sets ``pools`` itself)."""
        for step, child in steps:
            base = child.pools if step[0] == "@" else p.pools
            yield step, child.then(child.phase, pools=pools_left(base, p.board, child.board))

    @staticmethod
    def _followed(steps: Iterator[tuple[str, PartialTurn]], p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
        """Adonis' bound workers followed through each step (moved, swapped, pushed,
        ferried, traded, removed)."""
        for step, child in steps:
            followed = tuple(follow(p.board, child.board, sq) for sq in p.followed)
            yield step, child.then(child.phase, followed=followed)

    @staticmethod
    def _trailed(steps: Iterator[tuple[str, PartialTurn]], p: PartialTurn) -> Iterator[tuple[str, PartialTurn]]:
        """Eris' mark followed through each step: the marked workers wherever a move or a force
        takes them (-1 once out of the game), and the acting seat's own workers that make a
        move step (a ``-sq`` step moves the worker on ``p.worker``; never a force)."""
        own = p.board.side_of(p.worker) == p.ctx.side if p.worker in p.board.workers else False
        for step, child in steps:
            before, after = p.board, child.board
            trail = tuple(follow(before, after, sq) for sq in p.trail)
            stepped = {follow(before, after, sq) for sq in p.stepped}
            if step[0] == "-" and own:
                stepped.add(follow(before, after, p.worker))
            stepped.discard(GONE)
            yield step, child.then(child.phase, stepped=frozenset(stepped), trail=trail)

    def _marks_after(self, p: PartialTurn) -> tuple[tuple[int, ...], ...]:
        """Every seat's Eris mark at the end of the concluded turn ``p``: the marked workers
        where they stand now (gone: unmarked); then, for each seat keeping a mark
        (``_keeps_mark``: an Eris seat, or any seat with her as the fleece god) opposing the acting
        seat, if the turn moved any of the acting seat's own workers, that seat's marks are
        those workers (``p.stepped``) and no longer the ones it had."""
        ctx = p.ctx
        moved = dict(zip(ctx.trailed, p.trail))
        hidden = dict(ctx.hidden)  # a Clio worker on her coin: not on this turn's board, it stays
        present = {sq: letter.upper() for sq, letter in p.board.workers.items()}
        present.update(hidden)
        side = ctx.side
        marks = []
        for seat, old in enumerate(self.marks):
            if self.eliminated[seat] or not self._keeps_mark(seat):
                marks.append(())
                continue
            team = self.team_of(self.sides[seat])
            now = {moved.get(sq, sq) for sq in old}
            if p.stepped and self.team_of(side) != team:
                now = {sq for sq in now if present.get(sq) != side} | set(p.stepped)
            marks.append(tuple(sorted(sq for sq in now if sq in present and self.team_of(present[sq]) != team)))
        return tuple(marks)

    @staticmethod
    def _chronus_checked(steps: Iterator[tuple[str, PartialTurn]], chronus: int) -> Iterator[tuple[str, PartialTurn]]:
        """Chronus' win condition, checked after every step: five complete towers."""
        for step, child in steps:
            if child.phase != "won" and complete_towers(child.board) >= COMPLETE_TOWERS_TO_WIN:
                child = child.then("won", winner=chronus)
            yield step, child

    @staticmethod
    def _can_end(p: PartialTurn) -> bool:
        """The turn may stop here: a win, or the mandatory steps are done."""
        return p.phase in ENDABLE

    def _conclude(self, p: PartialTurn) -> PartialTurn | None:
        """The turn ended at ``p``: it must keep Aphrodite's charm (None if it does not: an
        illegal turn), Adonis' binding is judged (``kept``; whether it must be kept depends
        on the other turns), then the end-of-turn power acts (Medusa's petrification, the
        Maenads' catch; not after a win, nor at the end of a turn paused for Gaea's placement: at
        the end of its rest, ``pass``, on the board as she left it)."""
        ctx = p.ctx
        if p.phase == HEAVED:
            p = p.then(HEAVED, used=True)  # Heracles' move alone: the turn that spends his power
        if ctx.charmed and not self._charm_kept(p):
            return None
        if ctx.bound is not None:
            p = p.then(p.phase, kept=binding_kept(p))
        if p.phase not in ("won", PAUSED) and ctx.machine == "medusa":
            petrified = medusa_petrifies(p, ctx)
            if p.pools:  # a block on a whirlpool's square (its worker petrified): back to her card
                petrified = petrified.then(petrified.phase, pools=pools_left(p.pools, p.board, petrified.board))
            p = petrified
        if p.phase not in ("won", PAUSED) and ctx.machine == "maenads":
            p = gods_promo.maenads_catch(p, ctx)
        if ctx.marking:
            p = p.then(p.phase, marks=self._marks_after(p))
        return p

    def _charm_kept(self, p: PartialTurn) -> bool:
        """Aphrodite: every charmed worker that made a move ends the turn next to a worker
        of an opposing Aphrodite: where her workers stand at the end of the turn, and (as
        Board Game Arena counts them, gods.md §3.2 11) where those removed during the turn
        stood. Medusa's petrification comes after this check."""
        board, ctx = p.board, p.ctx
        for sq in p.charmed & p.moved:
            lovers = ctx.sides_with("aphrodite", board.side_of(sq), frozenset())
            if not lovers:
                continue
            near = {n for n in NEIGHBOURS[sq]}
            if any(board.side_of(n) in lovers for n in near):
                continue
            # A removal never moves a worker first: the removed ones stood on their start squares.
            removed = [w for w in self.workers if self.side_of(w) in lovers
                       and sum(self.side_of(x) == self.side_of(w) for x in self.workers)
                       > len(board.workers_of(self.side_of(w))) and board.side_of(w) != self.side_of(w)]
            if not any(w in near for w in removed):
                return False
        return True

    # ------------------------------------------------------------------ whole turns

    def _starts(self) -> list[tuple[str, PartialTurn]]:
        """A turn begins with one of the side's workers (its square is the token's start);
        a Dionysus extra turn with a worker of any opponent; Eris' alternative turn with an
        opposing worker she did not mark; an unspent Jason's also from his card (no start
        square: the token begins with the placement, ``+a1-a2^b1``). The rest of a turn paused for
        Gaea's placement begins where it stopped: its acting worker, in the phase after the dome
        (``REST_PHASES``; a hero's power spent or not as its state says, ``gaea.HERO_RESTS``:
        ``polyphemus[used,b3]``'s rest has one dome left), or no worker for a rest that is the token
        alone (``gaea.TOKEN_REST``: Aeolus' wind, ``=ne``, from ``NO_SQUARE``); Hydra's
        (``gaea.END_OF_TURN_CHOICE``) from the worker that moved, named by the token for her removal
        (``c3xb2``) but not for her gain (``+c2``), in ``heads``, or in ``done`` (``pass`` alone) where she
        would gain with no square free, judged on the board as Gaea left it (``gods_promo.hydra_rest``)."""
        ctx = self._context()
        board = self._pieces()  # shared: partial turns only copy it
        if self._rest_due():
            sq = self.rest[self.seat]
            if ctx.machine in TOKEN_REST:  # his token alone (Aeolus' wind): no worker, no start square ('=ne')
                name, sq, phase = "", NO_SQUARE, self._token_rest_phase(ctx.machine)
            elif ctx.machine in END_OF_TURN_CHOICE:  # Hydra's gain '+c2' (no start square) or removal 'c3xb2'
                named, phase = gods_promo.hydra_rest(board, ctx.side, sq)
                name = SQUARE_NAMES[sq] if named else ""
            else:
                name, phase = SQUARE_NAMES[sq], REST_PHASES[ctx.machine]
            # A hero's rest starts with its power as the state says (Polyphemus' second dome after the first)
            used = self.used[self.seat] and ctx.machine in HERO_RESTS
            # Poseidon's unmoved worker with the builds it has left (its builds counted as in his whole turn)
            spent = UNMOVED_WORKER[ctx.machine] - self.left[self.seat] if ctx.machine in UNMOVED_WORKER else 0
            return [(name, PartialTurn(board, sq, phase, ctx=ctx, charmed=ctx.charmed, followed=ctx.bound or (),
                                       trail=ctx.trailed, pools=self._live_pools(), used=used, spent=spent))]
        # (a Dionysus extra turn never starts from a Clio worker on her coin: not on its board)
        squares = sorted(sq for side in self._movable_sides() for sq in self.workers_of(side) if sq in board.workers)
        followed = ctx.bound or ()
        trail = ctx.trailed
        pools = self._live_pools()
        starts = [(SQUARE_NAMES[sq], PartialTurn(board, sq, "start", ctx=ctx, charmed=ctx.charmed, followed=followed,
                                                 trail=trail, pools=pools))
                  for sq in squares]
        if ctx.power in SUPPORTED_MARK_GODS and not ctx.extra and squares:   # no worker left: no turn
            alt = self._alternative_context(ctx)
            marked = self.marks[self.seat]
            others = sorted(sq for side in self._opposing_sides() for sq in self.workers_of(side)
                            if sq in board.workers and sq not in marked)
            # Still her turn: Adonis' binding of her worker holds it (followed, as ever).
            starts += [(SQUARE_NAMES[sq], PartialTurn(board, sq, "start", ctx=alt, charmed=alt.charmed, followed=followed,
                                                      trail=trail, pools=pools))
                       for sq in others]
        if ctx.machine in CARD_HEROES:  # unspent Jason: his extra worker waits on the card
            starts.append(("", PartialTurn(board, NO_SQUARE, CARD, ctx=ctx, charmed=ctx.charmed, followed=followed,
                                           trail=trail, pools=pools)))
        if ctx.machine == "siren" and "revised-text" in self.rulings:  # her original text: the forces alone, '>c3'
            starts.append(("", PartialTurn(board, NO_SQUARE, "sing", ctx=ctx, charmed=ctx.charmed, followed=followed,
                                           trail=trail, pools=pools)))
        return starts

    def _declined(self, ctx: TurnContext) -> PartialTurn:
        """The extra turn declined (``pass``): nothing changes on the board."""
        return PartialTurn(self._pieces(), NO_SQUARE, "passed", ctx=ctx, pools=self._live_pools())

    def _live_pools(self) -> tuple[tuple[int, ...], ...]:
        """Charybdis' whirlpools on the board as a turn starts from them (``PartialTurn.pools``):
        every seat's squares, or () when none stands anywhere."""
        return tuple(self.pools) if any(self.pools) else ()

    @staticmethod
    def _outcome_key(p: PartialTurn) -> tuple[object, ...]:
        """What a finished turn leaves behind: the board, the win, the sides out, the god
        states it sets (Athena's mark, Morpheus' spent stock, a hero's used power - not once
        the turn won: the game is over -, Adonis' binding, the first dome of Heracles' spree:
        his later domes go after it), the acting worker of a turn paused for Gaea's placement (its
        rest's: Prometheus' build before his move by either worker next to the square), the domes
        Gaea may place next to after it (``_gaea_open``: a board reached with a dome built earlier or
        later in the turn may call her or not) and - while an
        opposing Persephone may bind - whether it moved up, and - under Adonis' binding - whether it
        keeps it (always the last item)."""
        if p.phase == "passed":
            return ("pass",)
        ctx = p.ctx
        climbed = p.climbed if ctx.machine == "athena" or ctx.persephone else False
        spent = p.spent if ctx.machine == "morpheus" or (p.phase == PAUSED and ctx.machine in UNMOVED_WORKER) else 0
        spree = p.first_build if p.phase == DOMED and not ctx.any_order else None
        rest = p.worker if p.phase == PAUSED else None
        return (p.board.key(), p.winner, p.out, climbed, spent, p.used and p.phase != "won", p.binds, p.talus, p.orient,
                p.marks, p.pools, spree, rest, RefPosition._gaea_open(p), p.kept)

    @staticmethod
    def _gaea_open(p: PartialTurn) -> tuple[int, ...] | None:
        """The domes of a finished turn Gaea may place next to (``gaea.open_domes``: an eligible square
        both right after the dome's step and after the turn, judged on the turn's board), or None when
        the turn built none while she may place."""
        if not p.domed:
            return None
        board = p.board
        return open_domes([sq for sq, _ in p.domed], board.heights, board.domes, board.workers, p.ctx.placing,
                          then=dict(p.domed))

    def _outcomes(self) -> dict[tuple[object, ...], tuple[int, str, PartialTurn]]:
        """Every turn (by outcome) with its canonical spelling: ``{key: (steps, token, turn)}``.

        Breadth-first, one step per layer. Two spellings that reach one partial turn with
        the same number of steps have the same length in characters, so the smaller one
        stays smaller whatever follows: keeping only the smallest spelling of each partial
        turn, and dropping partial turns already reached in fewer steps, loses no canonical
        spelling. It also ends Hermes' endless wandering (finitely many partial turns).
        """
        starts = self._starts()
        best: dict[tuple[object, ...], tuple[int, str, PartialTurn]] = {}
        ctx = next((p.ctx for _, p in starts if not p.ctx.alternative), None) or self._context()
        if ctx.extra or ctx.spree or ctx.chance:
            best[("pass",)] = (0, "pass", self._declined(ctx))
        ended = self._rest_ended(starts)
        if ended is not None:  # the rest of a paused turn declined: the turn ends where it stopped
            best[self._outcome_key(ended)] = (0, "pass", ended)
        frontier = {p.key(): (text, p) for text, p in starts}
        seen = set(frontier)
        steps = 0
        while frontier:
            steps += 1
            layer: dict[tuple[object, ...], tuple[str, PartialTurn]] = {}
            for text, p in frontier.values():
                for step, child in self._options(p):
                    child_text = text + step
                    if self._can_end(child):
                        done = self._conclude(child)
                        if done is not None:
                            key = self._outcome_key(done)
                            if key not in best or (steps, child_text) < best[key][:2]:
                                best[key] = (steps, child_text, done)
                        if child.phase in FINAL:
                            continue  # nothing can follow: no need to search on from it
                    child_key = child.key()
                    if child_key in seen:
                        continue
                    if child_key not in layer or child_text < layer[child_key][0]:
                        layer[child_key] = (child_text, child)
            seen.update(layer)
            frontier = layer
        if ctx.persephone:
            best = self._persephone_filter(best, ctx)
        if ctx.bound is not None:
            best = self._binding_filter(best)
        return best

    @staticmethod
    def _persephone_bound(p: PartialTurn, ctx: TurnContext) -> bool:
        """Is this finished turn bound by an opposing Persephone? (Not a declined Dionysus or
        Heracles extra turn, nor a Dionysus extra turn moving Persephone's own worker; Tyche's
        declined extra turn is: it is a turn of hers that does not move up. Eris' alternative
        turn is hers: bound when her side is, whoever's worker it moves.)"""
        if p.phase == "passed":
            return ctx.chance and ctx.binds("persephone", ctx.side)
        if p.ctx.alternative:
            return ctx.binds("persephone", ctx.side)
        return ctx.binds("persephone", p.board.side_of(p.worker))

    @staticmethod
    def _moved_up(p: PartialTurn) -> bool:
        """Did the turn move one of the acting side's workers up, as Persephone demands (gods.md
        §26: "at least one of their workers")? Eris' alternative turn moves an opposing worker:
        its climb is not hers."""
        return p.climbed and not p.ctx.alternative

    def _persephone_demands(self, turns: Iterable[PartialTurn], ctx: TurnContext) -> bool:
        """Does Persephone bind this turn? When some bound turn moves up without spending a
        hero's power: no opponent power compels a hero to spend it (gods.md §2A), so a hero
        that can climb only with its power is free, while one bound may climb either way."""
        return any(self._moved_up(p) and not p.used and self._persephone_bound(p, ctx) for p in turns)

    def _persephone_filter(
        self, best: dict[tuple[object, ...], tuple[int, str, PartialTurn]], ctx: TurnContext
    ) -> dict[tuple[object, ...], tuple[int, str, PartialTurn]]:
        """Persephone: if she binds (``_persephone_demands``), the bound turns that do not
        move up are illegal. If she does not, moving up is no part of a turn's outcome: a
        climbing and a level spelling of one outcome (Atalanta's walks) are one turn, with
        the better spelling."""
        if self._persephone_demands((p for _, _, p in best.values()), ctx):
            return {key: entry for key, entry in best.items()
                    if self._moved_up(entry[2]) or not self._persephone_bound(entry[2], ctx)}
        merged: dict[tuple[object, ...], tuple[int, str, PartialTurn]] = {}
        for key, entry in best.items():
            if key != ("pass",):
                key = (*key[:3], entry[2].climbed and ctx.machine == "athena", *key[4:])
            if key not in merged or entry[:2] < merged[key][:2]:
                merged[key] = entry
        return merged

    @staticmethod
    def _binding_demands(turns: Iterable[PartialTurn]) -> bool:
        """Does Adonis' binding bind this turn? When some turn keeps it without spending a
        hero's power (no opponent power compels a hero to spend it, as for Persephone)."""
        return any(p.kept and not p.used for p in turns)

    def _binding_filter(
        self, best: dict[tuple[object, ...], tuple[int, str, PartialTurn]]
    ) -> dict[tuple[object, ...], tuple[int, str, PartialTurn]]:
        """Adonis' binding, after Persephone's filter: if it binds (``_binding_demands``), the
        turns that do not keep it are illegal. If not, keeping it is no part of a turn's
        outcome: the spellings of one outcome are one turn, with the better spelling. Eris'
        alternative turns are her turns: bound as any."""
        if self._binding_demands(entry[2] for entry in best.values()):
            return {key: entry for key, entry in best.items() if entry[2].kept or entry[2].ctx.bound is None}
        merged: dict[tuple[object, ...], tuple[int, str, PartialTurn]] = {}
        for key, entry in best.items():
            key = (*key[:-1], False)
            if key not in merged or entry[:2] < merged[key][:2]:
                merged[key] = entry
        return merged

    def _choice_due(self) -> bool:
        """Is the seat to act making a choice (Tartarus' Abyss, Moerae's area, Chaos' reveal), a draw
        (Tyche's) or a placement between turns (Gaea's), rather than a turn on the board?"""
        return (self._abyss_due() or self._fate_due() or self._reveal_due() or self._tyche_due(DRAW)
                or self._placement_due())

    def _placement_due(self) -> bool:
        """Is Gaea's placement turn due for the seat to act? (Called once the other acts between turns
        were asked: Tartarus', Moerae's, Chaos', Tyche's draw.) Any act between turns but Tyche's extra
        turn and the rest of a paused turn, which are turns on the board."""
        return self.resume is not None and not self._tyche_due(EXTRA) and not self._rest_due()

    def _rest_due(self) -> bool:
        """Is the rest of a turn paused for Gaea's placement due for the seat to act (the builder's,
        every placement made)?"""
        return self.resume == self.seat and self.rest[self.seat] is not None

    def _rest_ended(self, starts: list[tuple[str, PartialTurn]]) -> PartialTurn | None:
        """The rest of a paused turn declined (``pass``): the turn ended where it stopped, concluded, if
        it could end there (Demeter's, Hestia's, Medea's and Theseus' - the power then unspent -,
        Polyphemus' - unspent after his normal build's dome, spent after his first dome anywhere -, Hydra's
        where she would gain with no square free, her rest then starting in ``done``; never Prometheus' nor
        Achilles');
        None otherwise, or when no rest is due. ``starts``: ``_starts()``."""
        if not self._rest_due():
            return None
        (_, p), = starts
        return self._conclude(p) if self._can_end(p) else None

    def _has_turn(self) -> bool:
        """Does the seat to act have at least one complete legal turn? (depth-first, stops
        at the first one)"""
        if self.winner_seat is not None:
            return False
        if self._hider() is not None:
            return self._view()._has_turn()  # judged on the board the seat sees
        if self.resume is not None and not self._rest_due():
            return True  # Gaea's placement turn may always be declined; Tyche's draw always has a card,
            # her extra turn ``pass`` (or, under Persephone's demand, a turn that moves up); Tartarus'
            # choice a square (_check_abyss refuses a due choice with none)
        if self._fate_due() or self._reveal_due():
            return True  # Moerae's choice: sixteen blocks, whatever stands on them; Chaos' deck is never empty
        if self._placing():
            return next(self._setup_turns(), None) is not None
        if self.extra or self.spree is not None:
            return True  # an extra turn may always be declined
        starts = self._starts()
        if self._rest_ended(starts) is not None:
            return True  # the rest of a paused turn may end where it stopped
        return self._completes([p for _, p in starts])

    def _finish(self, p: PartialTurn, collided: int | None = None) -> RefPosition:
        """The position after a complete (concluded) turn - or one a collision with Hecate's worker
        on ``collided`` ended -: god states, what Hecate's opponents know, sides out, the win; then
        play stays for a Dionysus extra turn or passes on. A turn paused for Gaea's placement
        (phase ``PAUSED``) leaves its rest due (``rest``: the acting worker) and calls her placement;
        Chaos' reveal after its dome is noted at once (due from the pause on), but comes, as what
        closes the turn, after the rest, which ends the turn as any turn does."""
        ctx = p.ctx
        after = self.copy()
        after.heights, after.domes, after.workers = list(p.board.heights), list(p.board.domes), dict(p.board.workers)
        after.workers.update(self._hidden())  # the Clio workers on her coins, which this turn could not touch
        if ctx.machine == "athena":
            after.athena_up[self.seat] = p.climbed
        if ctx.machine == "morpheus":
            after.stock[self.seat] -= p.spent
        if p.used:
            after.used[self.seat] = True  # also after a win: the turn used the power
        if p.binds:
            after.bound[self.seat] = p.binds  # Adonis' binding, until his next turn begins
        if p.talus is not None:
            after.talus[self.card_seat(self.seat)] = p.talus  # Europa's Talus, moved or put on the board
        if p.orient is not None:
            after.heading[self.seat] = None if p.orient == OFF else p.orient  # Aeolus' wind turned, or back on his card
        if ctx.machine == "clio" and p.first_build is not None:  # her coins, at the end of a turn that built
            square = p.first_build
            after.coins[self.seat], after.lost[self.seat] = coins_after_build(
                self.coins[self.seat], self.lost[self.seat], square, block=not p.board.domes[square], total=CLIO_COINS,
                stays="clio-coin-built-over" in self.rulings)
        if "clio-coin-built-over" not in self.rulings:
            for seat in range(len(self.sides)):
                if self.coins[seat] and self._powerless(seat):
                    # Nyx left Clio no power in this turn: a build on a coin (anyone's) takes it
                    # out of the game, as her own does with her power.
                    built = [sq for sq in self.coins[seat]
                             if (p.board.heights[sq], p.board.domes[sq]) != (self.heights[sq], self.domes[sq])]
                    after.coins[seat] = tuple(sq for sq in self.coins[seat] if sq not in built)
                    after.lost[seat] += len(built)
        if p.marks is not None:
            after.marks = list(p.marks)  # Eris' marks, followed and renewed by the turn
        # Charybdis' whirlpools: those left on the board, and the one her turn put there
        after.pools = list(p.pools) if p.pools else [()] * len(self.sides)
        # Eris' alternative turn, original text: nobody wins or loses by it, the conditions on the
        # board (Chronus) are not judged at its end (her truce); the next turn's steps judge them.
        after.truce = [ctx.alternative and "revised-text" in self.rulings and seat == self.seat
                       for seat in range(len(self.sides))]
        earned = 0
        if ctx.power == "dionysus":
            earned = complete_towers(p.board) - complete_towers(self._pieces())
        after.extra = (self.extra - 1 if ctx.extra else 0) + earned
        if p.phase == "passed" or p.winner is not None:
            after.spree = None  # Heracles' extra turns end (or the game did)
        elif ctx.spree or p.phase == DOMED:
            # his dome: the next one goes after it - facing Gaea in any order, no last dome named
            after.spree = NO_DOME_YET if ctx.any_order else p.first_build
        elif p.phase == HEAVED:
            after.spree = NO_DOME_YET  # his move alone: his extra turns begin
        if ctx.chance:
            after.chance[self.seat], after.resume = None, None  # Tyche's extra turn is over: no draw after it
        rested = self._rest_due()  # this turn is the rest of a paused one: only what closes it is still due
        after.rest, after.left = [None] * len(self.sides), [0] * len(self.sides)
        if rested:
            after.resume = None
        if p.winner is None:
            after._observe(self, collided)
        if ctx.three_players:
            for seat in ctx.seats_in_play:
                # The winner is never out: a Moerae whose last worker Bia removed with the move whose
                # win she took won first (the win is judged on the move, before the removal).
                if seat[1] in p.out and seat[0] != p.winner:
                    after._eliminate(seat[0])
        if p.winner is not None:
            after.winner_seat = self._marked(p.winner, self.seat)
            after.extra = 0
            after._pass_play()  # to-move shows the seat that would have acted next
            return after
        built = built_domes(self.domes, after.domes)
        after._call_gaea(built, dict(p.domed))
        if any(after.night) and any(after.due):
            # Nyx's count, her placement due: Nyx holds what the towers say; Gaea keeps her power until
            # she has placed (``_powerless``); the count when play passes on then changes nothing more.
            after._night_test()
        after._call_chaos(built)  # (noted at once, after a paused part too: his reveal comes after the rest)
        if p.phase == PAUSED:
            after.rest[self.seat] = p.worker  # the rest comes after her placement
            if ctx.machine in UNMOVED_WORKER:  # Poseidon: with the builds his unmoved worker has left
                after.left[self.seat] = UNMOVED_WORKER[ctx.machine] - p.spent
            after._between_turns(self.seat)
            return after
        after._call_tyche(ctx)
        after._between_turns(self.seat)
        return after

    def _resume_play(self) -> None:
        """Play goes on after the turn of the seat to act (the builder, once Gaea has placed):
        it stays with that seat for its extra turns (Dionysus', Heracles'; the round does not
        change), else it passes on."""
        if self.extra or self.spree is not None:
            return
        self._pass_play()
        self._settle()

    # ------------------------------------------------------------------ Gaea

    def _gaea_board(self) -> tuple[list[int], list[bool], dict[int, str], frozenset[int]]:
        """The pieces Gaea's placements are judged on: heights, domes, every worker (a Clio
        worker on her coin too) and the squares no worker enters (the boulder)."""
        blocked = frozenset(sq for sq in (self.boulder, self.ram, *self.talus) if sq is not None)
        return self.heights, self.domes, self.workers, blocked

    def _call_gaea(self, built: tuple[int, ...], then: Mapping[int, Collection[int]]) -> None:
        """Gaea's trigger, the one place that decides it: after the turn of the seat to act
        (the builder; the position holds the board after it, play not passed on, the game not
        won) that domed the squares ``built``, every Gaea seat in play with a worker on her
        card and an eligible square next to one of them gets a placement turn, in turn order
        from the builder's seat (``due``: the domes each may place next to, judged now and
        intersected with ``then``, the squares eligible right after each dome's step - a dome
        that did not stop the turn with none gives her nothing, whatever a later step freed -;
        the later ones judge again after each placement). ``_between_turns`` gives the first one
        the move: her placement is part of the builder's turn, right after the dome, so she places
        with the power she held in that turn: a Gaea Nyx left no power in it (the towers odd before it;
        the count not made yet) places nothing, whatever its domes made of the towers."""
        if not built:
            return
        for seat in range(len(self.sides)):
            if (self.gods[seat] in SUPPORTED_PLACEMENT_GODS and not self.eliminated[seat] and self.card[seat]
                    and not self._powerless(seat)):
                self.due[seat] = tuple(sorted(open_domes(built, *self._gaea_board(), then=then)))

    def _gaea_placements(self) -> list[str]:
        """The tokens of the placement turn due (``gaea.placements``)."""
        return gaea.placements(self.due[self.seat], self.card[self.seat], *self._gaea_board())

    def _gaea_place(self, squares: tuple[int, ...]) -> None:
        """Gaea's placement turn (known legal): her workers from her card onto ``squares`` (none:
        ``pass``). The other Gaea due judge their domes again; ``_between_turns`` says who acts
        next (the next Gaea that still may place, Tyche's draw, ...), else play resumes from the
        builder's turn."""
        seat = self.seat
        for sq in squares:
            self.workers[sq] = self.sides[seat]
        self.card[seat] -= len(squares)
        self.due[seat] = ()
        if self._known_abyss() in squares:  # her worker placed into Tartarus' Abyss: her side loses
            self.due, self.rest = [()] * len(self.sides), [None] * len(self.sides)
            self.winner_seat = next(s for s in self._in_play() if self.sides[s] != self.sides[seat])
            self.seat, self.resume, self.extra, self.spree = self.resume, None, 0, None
            self._pass_play()  # to-move shows the seat that would have acted next
            return
        for later in range(len(self.sides)):
            if self.due[later]:
                self.due[later] = tuple(sorted(open_domes(self.due[later], *self._gaea_board())))
        self._between_turns(self.resume)

    # ------------------------------------------------------------------ Tartarus

    def _call_tartarus(self) -> bool:
        """Tartarus' trigger, the one place that decides it: after a placement (the position holds
        it, play not passed on), once every side has placed, a Tartarus seat in play that has not
        named the Abyss makes his choice between turns (``resume``: the placer's seat). True if so."""
        if not self._all_placed() or self.winner_seat is not None:
            return False
        for seat, god in enumerate(self.gods):
            if god in ABYSS_GODS and not self.eliminated[seat] and self.pit[seat] is None:
                self.pit[seat], self.resume, self.seat = DUE, self.seat, seat
                return True
        return False

    def _abyss_due(self) -> bool:
        """Is Tartarus' choice of the Abyss due for the seat to act?"""
        return self.resume is not None and self.pit[self.seat] == DUE

    def _abyss_choices(self) -> list[str]:
        """The tokens of the choice due (``tartarus.choices``)."""
        blocked = frozenset(sq for sq in (self.boulder,) if sq is not None)
        return tartarus.choices(self.heights, self.domes, self.workers, blocked)

    def _name_abyss(self, square: int) -> None:
        """Tartarus names the Abyss (known legal); play resumes after the last placer's seat."""
        self.pit[self.seat], self.abyss[self.seat] = SET, square
        self.seat, self.resume = self.resume, None
        self._resume_play()

    # ------------------------------------------------------------------ Chaos

    def _call_chaos(self, built: tuple[int, ...]) -> None:
        """Chaos' trigger, the one place that decides it: after a turn that built a dome (the
        position holds the board after it, play not passed on, the game not won) - the paused part
        of a turn paused for Gaea's placement too: the reveal is due from the pause on, and comes
        after her placement and the rest -, once every side has placed, the Chaos seat in play
        (there is one) has a reveal due between turns (``_between_turns`` says when it comes); his
        power is going (Athena's mark with it)."""
        if not built or not self._all_placed() or len(self._in_play()) < 2:
            return
        for seat, deck in enumerate(self.decks):
            if deck is not None and not self.eliminated[seat]:
                self.decks[seat] = Deck(deck.held, deck.discards, True, deck.order)
                self.athena_up[seat] = False
                return

    def _due_between(self, seat: int) -> int:
        """When the seat's act between turns comes (0: none due): 1 Gaea's placement, part of the
        builder's turn right after the dome; 2 the rest of the builder's turn paused for it; 3 the
        acts that close that turn, Tyche's draw and Chaos' reveal; 4 Tyche's extra turn, a new
        turn."""
        if self.eliminated[seat]:
            return 0
        if self.due[seat]:
            return 1
        if self.rest[seat] is not None:
            return 2
        if self.chance[seat] == DRAW or (self.decks[seat] is not None and self.decks[seat].due):
            return 3
        return 4 if self.chance[seat] == EXTRA else 0

    def _actor_between(self, origin: int) -> int | None:
        """The seat that acts between turns after the turn of the seat ``origin``: the one whose act
        comes first (``_due_between``), the first in turn order from ``origin`` among those alike."""
        order = [(origin + k) % len(self.sides) for k in range(len(self.sides))]
        due = [(self._due_between(seat), k, seat) for k, seat in enumerate(order) if self._due_between(seat)]
        return min(due)[2] if due else None

    def _between_turns(self, origin: int) -> None:
        """After the turn of the seat ``origin`` (the position holds the board after it, the game
        not won), or a turn between turns: the seat ``_actor_between`` picks acts (``resume`` names
        ``origin``); the rest of a paused turn is judged as a turn is (``_settle``: a builder with
        none loses, or with 3 players is eliminated). Nothing due: play resumes from ``origin``."""
        acting = self._actor_between(origin)
        if acting is not None:
            self.resume, self.seat = origin, acting
            if self._rest_due():
                self._settle()
        else:
            self.seat, self.resume = origin, None
            self._resume_play()

    def _reveal_after_dome(self) -> bool:
        """Is Chaos' reveal after a dome due for the seat to act?"""
        deck = self.decks[self.seat]
        return deck is not None and deck.due and self.resume is not None

    def _reveal_due(self) -> bool:
        """Is a reveal of Chaos due for the seat to act: his first (his setup choice), or one after a dome?"""
        deck = self.decks[self.seat]
        if deck is None or self.winner_seat is not None:
            return False
        return self._reveal_after_dome() or (deck.held is None and self._setup_choice_due())

    def _reveal_draws(self) -> list[str]:
        """The tokens of the reveal due (``chaos.draws``)."""
        return chaos.draws(self.decks[self.seat], self.deck_cards)

    def _reveal(self, number: int) -> None:
        """Chaos reveals the Simple God ``number`` (known legal): he holds its power from its
        default state; after his first reveal the setup goes on, after a dome play comes back to
        the seat whose turn it was (which keeps its extra turns, else passes on)."""
        seat = self.seat
        deck = self.decks[seat]
        self.decks[seat] = after_reveal(deck, self.deck_cards, SIMPLE_GODS[number - 1])
        self.athena_up[seat] = False
        if not deck.due:
            self._after_setup_choice()
            return
        self._between_turns(self.resume)

    # ------------------------------------------------------------------ Hecate

    def _hecate_blocked(self, seat: int) -> frozenset[int]:
        """Where no worker of the Hecate seat can stand as her opponents see it: domes, other sides' workers."""
        side = self.sides[seat]
        return frozenset(sq for sq in range(25) if self.domes[sq]) | frozenset(
            sq for sq in self.workers if self.side_of(sq) != side)

    def _hider(self) -> int | None:
        """The Hecate seat in play whose workers stand on the board, opposing the seat to act (whose
        turns are then those of the view), or None."""
        for seat, god in enumerate(self.gods):
            if (god in HIDING_GODS and not self.eliminated[seat] and self.sides[seat] != self.sides[self.seat]
                    and self.workers_of(self.sides[seat])):
                return seat
        return None

    def _unseen_mover(self) -> bool:
        """Hecate to move in a position written for an opponent (her state, none of her workers):
        nothing is judged, no turn listed."""
        seat = self.seat
        return (self.gods[seat] in HIDING_GODS and self.secrets[seat] is not None
                and not self.workers_of(self.sides[seat]) and not self.eliminated[seat])

    def _view(self) -> RefPosition:
        """The board the seat to act sees: Hecate's workers taken off."""
        view = self.copy()
        side = self.sides[self._hider()]
        view.workers = {sq: letter for sq, letter in self.workers.items() if self.side_of(sq) != side}
        return view

    def _play_unseen(self, turn: Token, token: str) -> None:
        """An opponent of Hecate's plays a turn listed on the view (IllegalMoveError, nothing changed,
        if it is not one): made on the real board step by step, it stops before the first step naming a
        square of hers (the collision); what came before stands. A once-a-game power the turn uses is
        spent even when the collision came before it (the turn chosen was the power's)."""
        view = self._view()
        done = view._walk(turn, token)
        hers = {sq: letter for sq, letter in self.workers.items() if sq not in view.workers}
        start = NO_SQUARE if turn.start is None else turn.start
        p = next(q for _, q in view._starts() if q.worker == start)
        collided = None
        for step in turn.steps:
            child = view._step(p, step, token)
            collided = named_square(p.board.workers, child.board.workers, p.board.heights, child.board.heights,
                                    p.board.domes, child.board.domes, frozenset(hers))
            if collided is not None:
                break
            p = child
        if collided is None:
            p = done
        else:  # the turn ends here: nothing follows it (Heracles' domes neither)
            p = p.then("done", used=p.used or done.used)
        board = Pieces(p.board.heights, p.board.domes, {**p.board.workers, **hers}, p.board.blocked)
        self._become(self._finish(p.then(p.phase, board), collided))

    def _observe(self, before: RefPosition, collided: int | None) -> None:
        """What Hecate's opponents learn from the turn just made (``before``: the position before it;
        this one holds the board after it; not after a win)."""
        built = frozenset(sq for sq in range(25)
                          if before.heights[sq] != self.heights[sq] or before.domes[sq] != self.domes[sq])
        actor = before.sides[before.seat]
        for seat, secret in enumerate(self.secrets):
            if secret is None or self.eliminated[seat]:
                continue
            side = self.sides[seat]
            if actor == side:
                others = frozenset(sq for sq in before.workers if before.side_of(sq) != side)
                no_win = PERIMETER if any(power == "hera" for power, _ in before._restricters()) else frozenset()
                secret = after_own(secret, built, before.heights, before.domes, others, no_win)
            else:
                secret = after_other(secret, built, collided)
            self.secrets[seat] = trimmed(secret, self._hecate_blocked(seat))

    # ------------------------------------------------------------------ Tyche

    def _call_tyche(self, ctx: TurnContext) -> None:
        """Tyche's trigger, the one place that decides it: after a normal turn of the seat to act
        (the position holds the board after it, play not passed on, the game not won) whose power
        is Tyche's - not her extra turn, not a Dionysus extra turn, not a placement (those never
        come here) -, with more than one side left, her draw is due: her seat acts again between
        turns (``_between_turns``: first, as the builder)."""
        seat = self.seat
        if (ctx.power not in SUPPORTED_CHANCE_GODS or ctx.chance or ctx.extra or ctx.spree or ctx.alternative
                or self.eliminated[seat] or len(self._in_play()) < 2):
            return
        self.chance[seat] = DRAW

    def _tyche_draws(self) -> list[str]:
        """The tokens of the draw due (``tyche.draws``)."""
        return draws(self.blanks[self.seat], self.order[self.seat])

    def _tyche_draw(self, card: int) -> None:
        """Tyche's draw (known legal): a blank is discarded; the six shuffles all six cards back (the
        order unknown) and her extra turn is due, still between turns. Then a Chaos reveal her turn
        made due comes, then her extra turn; else play resumes after her turn (the seat after hers)."""
        seat = self.seat
        if card == BLANK:
            self.blanks[seat], self.order[seat] = after_blank(self.blanks[seat], self.order[seat])
            self.chance[seat] = None
        else:
            self.blanks[seat], self.order[seat], self.chance[seat] = 0, None, EXTRA
        self._between_turns(self.resume)

    def _tyche_due(self, what: str) -> bool:
        """Is this (DRAW or EXTRA) due for the seat to act?"""
        return self.resume is not None and self.chance[self.seat] == what

    def turns(self) -> Iterator[Token]:
        """The legal turns of the seat to act, canonical spellings in ASCII order; none once
        the game is won. Tartarus' and Moerae's choices have no Token yet (the notation does not know
        ``abyss@sq``, ``fate@sq``): UnsupportedError while one is due (``legal_turns`` lists it)."""
        if self._abyss_due() and self.winner_seat is None:
            raise UnsupportedError("the notation has no token for Tartarus' choice of the Abyss yet: use legal_turns")
        if self._fate_due():
            raise UnsupportedError("the notation has no token for Moerae's choice of the Fate area: use legal_turns")
        for token in self.legal_turns():
            yield parse_token(token)

    def legal_turns(self) -> list[str]:
        """Canonical tokens of every legal turn, sorted in ASCII order."""
        if self.winner_seat is not None or self._unseen_mover():
            return []
        if self._hider() is not None:
            return self._view().legal_turns()
        if self._abyss_due():
            return self._abyss_choices()
        if self._fate_due():
            return moerae.choices()
        if self._reveal_due():
            return self._reveal_draws()
        if self._tyche_due(DRAW):
            return self._tyche_draws()
        if self._placement_due():
            return self._gaea_placements()
        if self._placing():
            return sorted(format_token(turn) for turn in self._setup_turns())
        return sorted(text for _, text, _ in self._outcomes().values())

    # ------------------------------------------------------------------ playing

    def _walk(self, turn: Token, token: str) -> PartialTurn:
        """Follow a spelling step by step through the god's machine; IllegalMoveError if a
        step is not allowed, the turn is not complete at the end or it breaks a
        restriction on whole turns (Aphrodite, Persephone). Returns the concluded turn."""
        # (by the token's start: Hydra's gain as a rest, '+c2', has none, though the worker that moved plays it)
        starts = {p.worker if name else NO_SQUARE: p for name, p in self._starts()}
        start = NO_SQUARE if turn.start is None else turn.start  # None: a worker brought into play (Jason)
        if start not in starts:
            whose = "an opponent" if self.extra else f"seat {self.to_move}"
            where = "from the card" if start == NO_SQUARE else f"on {SQUARE_NAMES[start]}"
            raise IllegalMoveError(f"illegal turn {token!r}: no worker of {whose} {where} that may act")
        p = starts[start]
        for step in turn.steps:
            p = self._step(p, step, token)
        if not self._can_end(p):
            raise IllegalMoveError(f"illegal turn {token!r}: the turn is not complete in {self.sfen()}")
        done = self._conclude(p)
        if done is None:
            raise IllegalMoveError(f"illegal turn {token!r}: a charmed worker ends away from Aphrodite in {self.sfen()}")
        if p.ctx.persephone and not self._moved_up(done) and self._persephone_bound(done, p.ctx):
            if self._persephone_demands((q for _, _, q in self._outcomes().values()), p.ctx):
                raise IllegalMoveError(f"illegal turn {token!r}: Persephone requires a turn that moves up in {self.sfen()}")
        if p.ctx.bound is not None and not done.kept:
            if self._binding_demands(q for _, _, q in self._outcomes().values()):
                raise IllegalMoveError(f"illegal turn {token!r}: Adonis' binding requires a turn that keeps it in "
                                       f"{self.sfen()}")
        if done.phase == "won" and done.used:
            done = self._winning_turn(done)
        return done

    def _step(self, p: PartialTurn, step: Step, token: str) -> PartialTurn:
        """The turn after one more step of a spelling; IllegalMoveError if the step is not allowed."""
        wanted = step_text(step)
        if step.kind == "build" and step.dome and p.board.heights[step.square] == TOP_LEVEL:
            wanted = BUILD[step.square]  # '^sq*' on level 3 is just '^sq'
        for option, child in self._options(p):
            if option == wanted:
                return child
        raise IllegalMoveError(f"illegal turn {token!r}: step {step_text(step)!r} is not allowed in {self.sfen()}")

    def _winning_turn(self, done: PartialTurn) -> PartialTurn:
        """A winning turn's outcome leaves out the used mark (the game is over): the turn as
        its canonical spelling leaves it, with or without the mark (Atalanta's walk onto a
        square a single move also wins on is that move: no mark)."""
        for _, _, q in self._outcomes().values():
            if q.phase == "won" and (q.board.key(), q.winner, q.out) == (done.board.key(), done.winner, done.out):
                return q
        return done

    def play(self, token: str) -> None:
        """Play a turn written in any legal spelling.

        Raises NotationError or IllegalMoveError and leaves the position unchanged.
        """
        square = read_choice(token)  # Tartarus' abyss@sq, which the notation does not know yet
        corner = moerae.read_choice(token)  # and Moerae's fate@sq
        turn = parse_token(token) if square is None and corner is None else None
        if self.winner_seat is not None:
            raise IllegalMoveError(f"turn {token!r} played after the game is over")
        if corner is not None or self._fate_due():
            if corner is None or not self._fate_due() or f"{FATE_PREFIX}{SQUARE_NAMES[corner]}" not in moerae.choices():
                raise IllegalMoveError(f"illegal turn {token!r}: no such choice of the Fate area due in {self.sfen()}")
            self._choose_fate(corner)
            return
        if turn is None or self._abyss_due():
            if square is None or not self._abyss_due() or f"{ABYSS_PREFIX}{SQUARE_NAMES[square]}" not in self._abyss_choices():
                raise IllegalMoveError(f"illegal turn {token!r}: no such choice of the Abyss is due in {self.sfen()}")
            self._name_abyss(square)
            return
        self._play_parsed(turn, token)

    def _play_parsed(self, turn: Token, token: str) -> None:
        """Play a parsed turn; IllegalMoveError (nothing changed) if it is not legal."""
        if self._abyss_due():  # Tartarus names the Abyss: only abyss@sq (read by play)
            raise IllegalMoveError(f"illegal turn {token!r}: his choice of the Abyss is due in {self.sfen()}")
        if self._fate_due():  # Moerae chooses her Fate area: only fate@sq (read by play)
            raise IllegalMoveError(f"illegal turn {token!r}: her choice of the Fate area is due in {self.sfen()}")
        draw = any(step.kind == "draw" for step in turn.steps)
        if self._reveal_due():  # Chaos' reveal: draw:N
            if format_token(turn) not in self._reveal_draws():
                raise IllegalMoveError(f"illegal turn {token!r}: no such reveal of chaos is due in {self.sfen()}")
            self._reveal(turn.steps[0].square)
            return
        if self._tyche_due(DRAW) or draw:  # Tyche's draw: draw:0 or draw:6
            if not self._tyche_due(DRAW) or format_token(turn) not in self._tyche_draws():
                raise IllegalMoveError(f"illegal turn {token!r}: no such draw is due in {self.sfen()}")
            self._tyche_draw(turn.steps[0].square)
            return
        if self._tyche_due(EXTRA) and turn.pass_turn:  # Tyche declines her extra turn, if she may
            if "pass" not in self.legal_turns():
                raise IllegalMoveError(f"illegal turn {token!r}: Persephone requires a turn that moves up in "
                                       f"{self.sfen()}")
            self._become(self._finish(self._declined(self._context())))
            return
        if self._placement_due():  # Gaea's placement turn: +sq, +sq+sq or pass
            if format_token(turn) not in self._gaea_placements():
                raise IllegalMoveError(f"illegal turn {token!r}: gaea's placement turn is due in {self.sfen()}")
            self._gaea_place(tuple(step.square for step in turn.steps))
            return
        if turn.pass_turn and self._rest_due():  # the rest of a paused turn declined, if it may end there
            ended = self._rest_ended(self._starts())
            if ended is None or "pass" not in self.legal_turns():
                raise IllegalMoveError(f"illegal turn {token!r}: the rest of the paused turn is due in {self.sfen()}")
            self._become(self._finish(ended))
            return
        if turn.pass_turn:
            if not self.extra and self.spree is None:
                raise IllegalMoveError(f"illegal turn {token!r}: only an extra turn (Dionysus', Heracles') may be "
                                       "declined")
            self._become(self._finish(self._declined(self._context())))
            return
        setup = turn.start is None and all(step.kind in ("place", "ram", "orient") for step in turn.steps)
        setup = setup and not self._rest_due()  # Aeolus' wind alone ('=ne') as the rest: no setup orientation
        if self._placing() != setup:
            raise IllegalMoveError(f"illegal turn {token!r} in {self.sfen()}")
        if setup:
            wanted = format_token(turn)
            if not any(format_token(legal) == wanted for legal in self._setup_turns()):
                raise IllegalMoveError(f"illegal turn {token!r} in {self.sfen()}")
            self._place(turn)
            return
        if self._hider() is not None:
            self._play_unseen(turn, token)
            return
        self._become(self._finish(self._walk(turn, token)))

    def _place(self, turn: Token) -> None:
        """Put the side's workers on the board (the female lowercase), or the Ram, then
        hand play on; or make the seat's setup orientation, after which the next seat with one
        still to make orients, or the start seat places (the round stays as it is)."""
        side = self.sides[self.seat]
        if turn.steps[0].kind == "orient":
            self.heading[self.seat] = turn.steps[0].square
            self._after_setup_choice()
            return
        for step in turn.steps:
            if step.kind == "ram":
                self.ram = step.square
            else:
                self.workers[step.square] = side.lower() if step.female else side
        if self.gods[self.seat] in HIDING_GODS:
            self.secrets[self.seat] = placed(self._hecate_blocked(self.seat))  # her opponents know she placed
        if self._call_tartarus():
            return
        self._pass_play()
        self._settle()

    def _after_setup_choice(self) -> None:
        """After a seat's setup choice the next seat with one still to make acts, or the start seat
        places (the round stays as it is)."""
        pending = self._pending_setup_choices()
        self.seat = pending[0] if pending else self.opener
        self._settle()

    def _choose_fate(self, corner: int) -> None:
        """Moerae chooses her Fate area (known legal), the block whose south-west corner is ``corner``."""
        self.fated[self.seat], self.fate[self.seat] = True, corner
        self._after_setup_choice()

    def _apply(self, turn: Token) -> None:
        """Play a turn known to be legal, then hand play on."""
        self._play_parsed(turn, format_token(turn))

    def _pass_play(self) -> None:
        """Hand play to the next seat still in the game; passing seat 1 starts a new round.
        Then that seat's turn starts."""
        while True:
            self.seat = (self.seat + 1) % len(self.sides)
            if self.seat == 0:
                self.round += 1
            if not self.eliminated[self.seat]:
                break
        self._start_turn()

    def _start_turn(self) -> None:
        """The start of the seat's turn: Athena's state and Adonis' binding end, each seat
        takes or loses the fleece god's power by the Ram's test, Circe takes or gives back her
        opponent's power, Morpheus' stock grows by one (once the side has placed).

        A seat that loses the fleece's power has no state of it to reset: Dionysus' extra
        turns are spent or declined before play passes on, and Eris' mark is every seat's, kept
        whoever holds the power. Nyx's Night Power changes hands by the complete towers the
        last turn left (``_night_test``), before the start-of-turn effects of what each seat
        now holds."""
        seat = self.seat
        self.athena_up[seat] = False
        self.bound[seat] = ()
        if self.fleece is not None:
            self.holds = self._fleece_holders()
        if any(self.night):
            self._night_test()
        if self.gods[seat] == "circe" and self._all_placed():
            self._circe_test(seat)
        if self.power(seat) == "morpheus" and self.workers_of(self.sides[seat]):
            self.stock[seat] += 1       # only a seat with workers on the board (advanced-gods.md)

    def _read_nights(self, rec: SfenRecord) -> tuple[str | None, ...]:
        """Each Nyx seat's Night Power: the one her state names (``nyx[zeus]``, ``nyx[zeus:<state>]``)
        or, with no state, the first the lineup allows in ASCII order; one the lineup does not
        allow is an UnsupportedError (a name the oracle does not know at all: SfenError)."""
        gods = [seat.god for seat in rec.seats]
        nights: list[str | None] = []
        for seat in rec.seats:
            if seat.god not in SUPPORTED_NIGHT_GODS:
                nights.append(None)
                continue
            night = gods_promo.default_night(gods) if seat.state is None else split_night_state(seat.state)[0]
            if night is None:
                raise UnsupportedError(f"no Night Power may play with {', '.join(gods)}")
            problem = gods_promo.night_problem(night, gods)
            if problem is not None:
                raise (UnsupportedError if night in _GOD_STEPS else SfenError)(f"nyx[{night}]: {problem}")
            nights.append(night)
        return tuple(nights)

    def _night_holders(self) -> list[str | None]:
        """Who holds a Night Power now: with an odd number of complete towers on the board each
        Nyx seat holds hers (her opponent then has no power: ``power``), with an even one nobody."""
        odd = sum(1 for sq in range(25) if self.domes[sq] and self.heights[sq] == TOP_LEVEL) % 2 == 1
        return [night if odd else None for night in self.night]

    def _night_test(self) -> None:
        """Nyx's test when play passes on: the holders by the towers; a seat whose power changes
        (Nyx's, her opponent's) starts it from its default state (Athena's mark, Morpheus' stock,
        Adonis' binding), but for a hero's spent mark, which is on his card, and Eris' mark,
        a fact of play (``_keeps_mark``)."""
        seats = range(len(self.sides))
        before = [(self.holds[seat], self._powerless(seat)) for seat in seats]
        self.holds = self._night_holders()
        for seat in seats:
            if (self.holds[seat], self._powerless(seat)) != before[seat]:
                self.athena_up[seat] = False
                self.stock[seat] = 0
                self.bound[seat] = ()

    def card_seat(self, seat: int) -> int:
        """The seat whose card the seat's power is: its own, or the card's while Circe holds its
        power (Europa's Talus, Charybdis' whirlpools: pieces of the card's on the board, which the
        holder moves or places there)."""
        power = self.power(seat)
        return seat if self.gods[seat] == power else self.gods.index(power)

    def _powerless(self, seat: int) -> bool:
        """Does an opposing seat hold a power now, so that this one has none (Nyx's Night Power)?
        Never a Gaea seat with her placement due: it is part of the builder's turn, in which she held
        her power (``_call_gaea`` asked), and the count at its end comes after it, though Nyx already
        holds what the towers say (:mod:`~santorini.reference.gaea`, Nyx)."""
        if self.due[seat]:
            return False
        return any(self.holds[other] is not None for other in range(len(self.sides))
                   if self.sides[other] != self.sides[seat])

    def _circe_takes(self, circe: int) -> str | None:
        """Circe's test: the opponent's power if its workers do not all neighbour each other
        (never mortal's nor another Circe's), else None."""
        opponent = 1 - circe
        god = self.gods[opponent]
        if god in ("mortal", "circe") or all_neighbouring(self.workers_of(self.sides[opponent])):
            return None
        return god

    def _circe_test(self, circe: int) -> None:
        """At the start of Circe's turn: she holds the opponent's power or gives it back. A
        power that changes hands starts from its default state, on both seats; but Aeolus'
        wind and Siren's Song are tokens on the board: the token goes with the power as it
        stands."""
        held = self._circe_takes(circe)
        if held == self.holds[circe]:
            return
        for seat in (circe, 1 - circe):
            self.athena_up[seat] = False
            self.stock[seat] = 0
        giver, taker = (1 - circe, circe) if held is not None else (circe, 1 - circe)
        self.heading[taker], self.heading[giver] = self.heading[giver], None
        self.holds[circe] = held

    def _settle(self) -> None:
        """Resolve a won or stuck position (see the module docstring): Chronus' five towers
        (not during Eris' truce: right after her alternative turn under the original text), the
        last seat standing, a seat to act that has no legal turn. Not while Gaea's placement turn
        is due: the position is judged once play resumes; the rest of a turn paused for her
        placement is (the builder with none cannot complete its turn: it loses, the position written
        as it stands - its rest state, ``resume:K`` -, or with 3 players is eliminated, nothing closing
        the turn - no reveal of Chaos after its dome -, and play passes on from its seat)."""
        while self.winner_seat is None and (self.resume is None or self._rest_due()):
            chronus = None if any(self.truce) else self._chronus_wins_now()
            if chronus is not None:
                self.winner_seat = self._marked(chronus, (self.seat - 1) % len(self.sides))
                self.rest, self.resume = [None] * len(self.sides), None  # (a loaded paused turn: it ends there)
                return
            standing = self._in_play()
            if len(standing) == 1:
                self.winner_seat = standing[0]  # last one standing (3 players)
                return
            if self._unseen_mover() or self._has_turn():
                return
            if len(self.sides) == 3:
                if self._rest_due():  # the paused turn ends unfinished: nothing closes it
                    self.rest[self.seat], self.resume = None, None
                    self.decks = [deck if deck is None else replace(deck, due=False) for deck in self.decks]
                self._eliminate(self.seat)
                self._pass_play()
            else:
                # (a rest due stays as it stands, its state and resume:K: the turn it cannot complete)
                # 2 players or teams: the stuck side loses; the seat before it (the other
                # side, which played last) is marked the winner.
                self.winner_seat = (self.seat - 1) % len(self.sides)

    def _eliminate(self, seat: int) -> None:
        """Remove a seat from the game together with its side's workers and its ongoing
        effects (god states) (3 players)."""
        self.eliminated[seat] = True
        self.athena_up[seat] = False
        self.stock[seat] = 0
        self.holds[seat] = None
        self.talus[seat] = None  # Europa's Talus leaves the board with her
        self.heading[seat] = None  # and Aeolus' wind, Siren's Song with them
        self.coins[seat], self.lost[seat] = (), 0  # and Clio's coins: her seat shows no state
        self.marks[seat] = ()
        self.pools[seat] = ()  # Charybdis' whirlpools leave the board with her and act no more
        self.card[seat] = GAEA_CARD if self.gods[seat] in SUPPORTED_PLACEMENT_GODS else 0  # her card with her: no state
        self.due[seat] = ()
        self.rest[seat] = None
        self.blanks[seat], self.order[seat], self.chance[seat] = 0, None, None  # Tyche's deck with her: no state
        self.fated[seat], self.fate[seat] = False, None  # Moerae's Fate area leaves with her: no state
        if self.decks[seat] is not None:
            self.decks[seat] = chaos.UNREVEALED  # Chaos' deck with him: no state
        self.secrets[seat] = None  # Hecate's secret with her
        side = self.sides[seat]
        for sq in [sq for sq in self.workers if self.side_of(sq) == side]:
            del self.workers[sq]

    # ------------------------------------------------------------------ perft

    def perft(self, depth: int) -> int:
        """Leaf count of the turn tree; a game-over node counts only at depth 0.

        >>> RefPosition().perft(1)
        300
        """
        if depth < 0:
            raise ValueError(f"perft depth must be >= 0, got {depth}")
        if depth == 0:
            return 1
        if self.winner_seat is not None:
            return 0
        if self._choice_due() or self._hider() is not None or self._unseen_mover():
            # Each listed turn once, played by its token: a choice, a draw or a placement between
            # turns, or a turn of Hecate's opponent listed on the view (whatever a collision leaves of it).
            tokens = self.legal_turns()
            if depth == 1:
                return len(tokens)
            total = 0
            for token in tokens:
                child = self.copy()
                child.play(token)
                total += child.perft(depth - 1)
            return total
        if self._placing():
            if depth == 1:
                return sum(1 for _ in self._setup_turns())
            total = 0
            for turn in self._setup_turns():
                child = self.copy()
                child._place(turn)
                total += child.perft(depth - 1)
            return total
        outcomes = self._outcomes()
        if depth == 1:
            return len(outcomes)
        return sum(self._finish(p).perft(depth - 1) for _, _, p in outcomes.values())
