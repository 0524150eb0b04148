"""Gaea (gods.md §3.3, 35), as the oracle plays her: 2 and 3 players, listed apart from the other
gods (``position.SUPPORTED_PLACEMENT_GODS``) since she acts between the turns of the others.

Her ordinary turn is a mortal's (``b2-c3^d4``). What is hers happens between turns; this module
holds the rules (the squares, the dome lists, the tokens), the position
(:mod:`~santorini.reference.position`) the flow: ``RefPosition._call_gaea`` - the one place that
decides the trigger -, ``RefPosition._gaea_place`` and the SFEN checks. The rulings:

* **Setup.** Her side places two workers as usual; two more wait on her card (her state
  ``gaea[n]``, n = 0 or 1 workers left on it; no state: both). Her side shows at most
  2 + (workers taken off her card) workers on the board; kills may leave fewer.
* **Trigger.** After any seat's turn (hers, an opponent's, a Dionysus extra turn; not a setup
  placement, not a placement turn of hers) that built one or more domes - a square with a dome
  after the turn that had none before it, at any height -, if the game is not over (a win, the
  last seat standing), Gaea is still in play, at least one worker is on her card and at least
  one square is **eligible**, she acts next with a placement turn before play goes on. Eligible:
  level 0, no dome, no worker (nor the boulder), and next to one of the domes that turn built
  (the 8 squares around, no wrap-around whoever's powers), judged on the board after the turn,
  every end-of-turn power done, **and** on the board right after the step that built that dome
  (the rules: she places *immediately* after a dome): the squares next to a dome are those eligible
  both then and after the turn (``open_domes``, ``then``; ``PartialTurn.domed`` notes them). A dome
  that did not stop the turn because no square was eligible right after it gives her nothing, even
  if a later step of the turn frees one (Prometheus' move away, ``b2^c3-a1^b1``; Ares' removal down
  to the ground, ``a1-b2^c3_d3``). For a dome built by the turn's last step, or by the step a turn
  stops at, the two boards are one; after a dome of Aeolus' that does not stop his turn (his wind,
  the one step that may follow it, frees nothing) and in the whole turns of Castor and Terpsichore (a
  later step only builds) nothing frees a square. So a dome's squares are either none or all those
  eligible after the turn, and what her state lists (the domes) says it all.
* **In the middle of a turn** (the rules: right after the dome, then control returns to the
  builder). The powers of ``REST_PHASES`` but Medusa and the Maenads, Hydra, Castor, Terpsichore,
  Poseidon and Morpheus (below), that is Demeter, Hestia, Prometheus, Ares, Asteria, Medea, Theseus, Adonis, Achilles,
  Polyphemus, Heracles (their power unspent; Heracles with his original text only, below), Europa (her Talus,
  below) and Charybdis (her whirlpool, below), whose turn may go on after a dome, **pause** there (and so do Castor's,
  Terpsichore's, Poseidon's, Morpheus' and Aeolus' turns, below): in a turn of theirs (not a Dionysus extra turn,
  which is a mortal's), a step that builds a dome - a block onto level 3 or any dome -, after which some Gaea
  in play with a worker on her card has an eligible square next to it (on the board after that step)
  and the rest can complete the turn on the board right after that step (some further steps reach
  its end: Prometheus' move not up and a build after it - a move with no build after it, as next to
  Limus' workers, is no rest -, Achilles' move, up too, and a build after it, or a winning move;
  Demeter's, Hestia's, Ares', Asteria's, Medea's, Theseus' and Adonis' next step ends it, Polyphemus' next
  dome, Heracles' first dome of his spree, Europa's Talus put or moved, Charybdis' whirlpool put; a
  turn that could not be completed whole does not stop either: no turn), ends a turn of its own: the
  **paused part**, its token the text so far (Demeter ``b2-c3^d4``, Prometheus' and Achilles' build
  before the move ``b2^c3``, Ares', Asteria's, Medea's, Theseus', Adonis', Polyphemus', Heracles',
  Europa's and Charybdis' build ``b2-b3^c3``, Polyphemus' first dome anywhere ``b2-b3^c4^a1*``), one
  ply; no longer
  spelling through that step is a token. Her placement follows as after any turn
  (next to the domes of the paused part), then the builder's seat plays the **rest** of the turn
  from where it stopped, on the board as she left it: a token that starts with the acting worker's
  square (Demeter ``c3^e4``, Hestia ``c3^c4``, Prometheus ``c3-c2^d2``: his move, never up, and his
  build; Achilles ``b2-b3^c4``: his move, up too, and his build, or a winning move ``b2-b1``; Ares
  ``b3_d2``: the square of the worker that moved, then the removal next to his unmoved worker;
  Asteria ``b3^e5*``, ``b3^d4``: the worker that moved, then her dome anywhere; Medea
  ``b3_d2_d2``: the worker that moved, then her removal; Theseus ``b3xc2``: the worker that moved,
  then his kill; Adonis ``b3~b2~e4`` (revised), ``b3~e4`` (original): the worker that moved, then his
  binding; Polyphemus ``b3^a1*``, ``b3^a1*^e5*``: the worker that built, then his domes
  anywhere; Heracles ``b3^e4*``: the worker that moved, then the spree's first dome next to either of
  his workers; Europa ``b3@c2``: the worker that moved, then the Talus' square; Charybdis ``b3@e5``: the
  worker that moved, then the whirlpool's square anywhere), or ``pass`` (ending the turn there) exactly
  when the paused part could have ended the turn (Demeter, Hestia, Ares, Asteria, Medea, Theseus, Adonis,
  Polyphemus, Heracles, Europa, Charybdis; never Prometheus nor Achilles).
  A dome the rest builds calls her placement again, as after any turn; the rest itself pauses again
  only for Polyphemus, Poseidon and Morpheus (``REPAUSING``: his first dome anywhere, their builds that dome,
  below). A builder with no legal rest
  (Prometheus or Achilles boxed in by her worker) cannot complete its turn: with 2 players it loses,
  the position written as it stands (its rest state and ``resume:K`` kept, its seat to move, the
  winner mark on the other:
  ``A:prometheus[a1],B:gaea[1]# 5 resume:1``); with 3 it is eliminated, nothing closes its turn (a
  reveal of Chaos due is dropped) and play passes on from its seat. Between the paused part and the
  next turn the acts come in this order: her placement(s), the rest, what closes the turn (Tyche's
  draw, Chaos' reveal), the extra turns; the round is counted from the builder. Chaos' reveal after
  the paused part's dome is due at once (noted at the pause: ``chaos[pan,draw]`` while she places
  and the rest is played), though it comes only then. A turn whose dome is its last step (a mortal's
  ``b2-c3^d4``, Demeter's second build, Prometheus' and Achilles' build after the move, Asteria's own
  dome, Polyphemus' second dome anywhere) does not pause: she places after it, as ever. Demeter's two
  builds are no longer one outcome in either order when the first is a dome that pauses: the dome
  first is the paused part, the block first then the dome one whole turn ``b2-c3^e4^d4`` (written so
  even where the ASCII order would put ``^d4`` first); so are Prometheus' and Achilles' builds around
  the move when the dome first would pause: the block first, then the move, then the dome,
  ``e1^d2-e2^d1``, one whole turn in playing order whatever the ASCII order. Asteria's likewise: after
  a move down, a normal dome on b that does not pause and her dome on c (both level-3 squares next to
  her worker) stay one whole turn ``...^b^c`` even where c comes first in ASCII, when the normal dome
  on c would pause (that order is the paused part plus a rest); where neither pauses it is written in
  ASCII order as ever, where both do only the pauses
  reach it. Ares pauses when his build is a dome (a block onto level 3) and a removal is possible
  after it, judged on the board right after the dome (her placement, on level 0, never takes one
  away); Asteria when her worker moved down (a move, not a force) and her normal build is such a
  dome, a square for her dome left after it. Castor's and Terpsichore's first builds pause too,
  their rest the other worker's (below), and Aeolus' build, his rest his wind alone (below): none of
  them plays its whole turn through such a dome any more.
* **Medea's removal** (a hero: her once-a-game removal after her build, ``REST_PHASES``' ``built``
  as Ares'). Only while her power is unspent: a spent Medea plays as a mortal (her machine is
  ``mortal``), and nothing of hers pauses. In a turn of hers (not a Dionysus extra turn), her build
  that domes (a block onto level 3; her build is ordinary), after which some Gaea in play with a
  worker on her card has an eligible square next to it (right after the build) **and** at least one
  removal is possible right after the build (revised text, the default: a worker, anyone's, on a
  block next to one of her workers; original text, ``revised-text`` selected: a worker on a block
  next to her unmoved worker, the worker that moved a possible victim), ends a turn of its own there,
  one ply, its token the text so far (``b2-b3^c3``). No token goes on through that build (neither
  ``b2-b3^c3`` whole nor ``b2-b3^c3_d2``). Her placement follows, then Medea's seat plays the rest
  from the worker that moved: ``pass`` (the power stays unspent) or her removal steps as in her
  whole turn, revised text ``b3_d2_d2`` (every block under one worker, one ``_sq`` a block),
  original text ``b3_c2_d2`` (one block under each worker of a non-empty set, ASCII order), which
  spend the power (``medea[used]`` after it). Gaea's placed worker stands on level 0: never a
  victim, but on the board as she left it. No removal possible after the dome, no eligible square,
  her card empty, Medea spent: the whole turn as ever (its removal, if any, in it) and her
  placement after it where she may.
* **Theseus' kill** (a hero: his once-a-game kill at the end of a turn that did not win, after his
  build, ``REST_PHASES``' ``built`` as Medea's). Only while his power is unspent: a spent Theseus
  plays as a mortal (his machine is ``mortal``), and nothing of his pauses. In a turn of his (not a
  Dionysus extra turn), his build that domes (a block onto level 3; his build is ordinary), after
  which some Gaea in play with a worker on her card has an eligible square next to it (right after
  the build) **and** at least one worker is his to take out right after the build (an opposing
  worker exactly two levels above a neighbouring worker of his, the heights as the move left them),
  ends a turn of its own there, one ply, its token the text so far (``b2-b3^c3``). No token goes on
  through that build (neither ``b2-b3^c3`` whole nor ``b2-b3^c3xc2``). Her placement follows, then
  his seat plays the rest from the worker that moved: ``pass`` (the power stays unspent) or the
  kill, ``b3xc2`` (any opposing worker two levels above a neighbouring worker of his, judged on the
  board as she left it), which spends the power (``theseus[used]`` after it). Gaea's placed worker
  stands on level 0, never two levels above anyone: never a victim. A side left with no worker on
  the board loses as ever, whatever waits on her card (two players: the kill of her last worker
  wins, ``A:theseus[used]#,B:gaea[1]``). No victim after the dome, no eligible square, her card
  empty, Theseus spent: the whole turn as ever (its kill, if any, in it) and her placement after it
  where she may.
* **Adonis' binding** (a hero, 2 players only: his once-a-game binding at the end of a turn that did not
  win, after his build, ``REST_PHASES``' ``built`` as Medea's). Only while his power is unspent: a spent
  Adonis plays as a mortal (his machine is ``mortal``), and nothing of his pauses. In a turn of his (not
  a Dionysus extra turn), his build that domes (a block onto level 3; his build is ordinary), after which
  some Gaea in play with a worker on her card has an eligible square next to it (right after the build)
  **and** a binding is possible (an opposing worker on the board: always so in practice), ends a turn of
  its own there, one ply, its token the text so far (``b2-c3^d4``), his state ``adonis[c3]`` (the worker
  that moved; the power unspent) with ``resume:K``. No token goes on through that build (neither
  ``b2-c3^d4`` whole nor ``b2-c3^d4~c3~e4``). Her placement follows, then his seat plays the rest from
  the worker that moved, on the board as she left it: ``pass`` (the power stays unspent, no binding,
  ``adonis`` after it) or the binding, revised text ``c3~b2~e4`` (the worker that moved, then ``~his~theirs``:
  any worker of his and any opposing worker), original text (``revised-text`` selected) ``c3~e4`` (the
  worker that moved, then ``~theirs``); the worker she just placed may be the bound opposing worker. The
  binding spends the power (``adonis[b2~e4]``, ``adonis[~e4]`` after it, until his next turn begins, then
  ``adonis[used]``) and binds her next ordinary turn as ever: never her placement turns (between turns,
  part of the builder's turn: they move nobody); her placement after her own bound turn's dome comes after
  that turn, which the binding judged at its end. No eligible square right after the dome, her card
  empty, Adonis spent: the whole turn as ever (its binding, if any, in it) and her placement after it
  where she may.
* **Achilles' build before his move** (a hero: once a game the worker that moves builds before
  moving too - build, move, up allowed, unlike Prometheus, build -; ``REST_PHASES``' ``prebuilt`` as
  Prometheus'). Only while his power is unspent: a spent Achilles plays as a mortal (his machine is
  ``mortal``), and his mortal turns never pause (their dome is the last build). In a turn of his (not
  a Dionysus extra turn), his power's first build, before the move, that domes (a block onto level
  3; his builds are ordinary), after which some Gaea in play with a worker on her card has an
  eligible square next to it (right after the build) and the rest can complete the turn (a move of
  that worker, up too, with a build after it, or a winning move), ends a turn of its own there, one
  ply, its token ``b2^c3``. That paused part **spends** the power (it is the power's turn): his state
  is ``achilles[used,b2]`` (spent, then the worker that built the dome) while
  the rest is due, ``achilles[used]`` after it. No token goes on through that build (no
  ``b2^c3-...``). Her placement follows, then his seat plays the rest from that worker, on the board
  as she left it, with his machine though his power is spent (``RefPosition.power``): its move (up
  allowed; a climb onto level 3 wins as ever) and its build, ``b2-b3^c4``, or the winning move
  ``b2-b1``; never ``pass``. With no legal rest he cannot complete his turn and loses (2 players:
  heroes play with two only), the position written as it stands, as for Prometheus boxed in. A
  block first, then the move and the dome (where the dome first would pause) is one whole turn in
  playing order, ``e1^d2-e2^d1`` (``e1^d1`` pauses). No eligible square, her card empty, Achilles
  spent: the whole turn
  as ever and her placement after it where she may.
* **Polyphemus' domes** (a hero: once a game, after his build, one or two domes anywhere - any square
  with no worker and no dome, at any level, ``^a1*`` below level 3 -; ``REST_PHASES``' ``built`` as
  Medea's). Only while his power is unspent: a spent Polyphemus plays as a mortal (his machine is
  ``mortal``), and nothing of his pauses. In a turn of his (not a Dionysus extra turn):

  - his normal build that domes (a block onto level 3), after which some Gaea in play with a worker on
    her card has an eligible square next to it (right after the build) and a dome of his power is still
    possible (some square with no worker and no dome: an eligible square always is one), ends a turn of
    its own there, one ply, its token ``b2-b3^c3``, the power unspent: his state ``polyphemus[b3]`` (the
    worker that built, that is moved). No token goes on through that build. Her placement follows, then
    the **rest A** from that worker: ``pass`` (the power kept), one dome ``b3^a1*`` or two
    ``b3^a1*^e5*``, the power spent by the first;
  - the first of his domes anywhere, in a whole turn or in rest A (the rest of a paused turn that
    **pauses again**, ``REPAUSING``), after which some Gaea in play with a worker on her card has an
    eligible square next to it (right after the dome) and a second dome is still possible, ends a
    turn of its own there, one ply: ``b2-b3^c4^a1*`` (whole turn), ``b3^a1*`` (rest A), the power
    spent by it: his state ``polyphemus[used,b3]``, his machine playing the rest all the same
    (``HERO_RESTS``, ``RefPosition.power``; the rest's turn starts ``used``). Her placement follows,
    then the **rest B**: ``pass`` or the second dome ``b3^e5*`` (the last step: it never pauses), then
    ``polyphemus[used]``.

  Two domes anywhere in a whole turn are one outcome, one token as ever (fewest steps, then the
  ASCII-smallest of the spellings that are whole turns): the ASCII order of their squares, but where
  the ASCII-first would pause and the other order would not (its first dome with no eligible square
  next to it), that other order (``b2-b3^b2^e3*^c3`` where ``^c3`` first pauses); where both orders
  would pause no whole turn has both domes (only the paused parts and their rests reach that board).
  The same for his normal build and a dome anywhere on two level-3 squares next to his worker, each
  spelling's own pauses deciding whether it is a whole turn (a dome anywhere with an eligible square
  next to it always pauses when it is the first: where either square has one, no whole turn has
  both). No eligible square right after the dome, her card empty, Polyphemus spent: no stop, the
  whole turn as ever and her placement after it where she may.
* **Heracles' domes** (a hero: once a game a dome spree, played as **extra turns** of his seat, one dome
  each - ``c3^d4`` on level 3, ``c3^d4*`` below, next to one of his workers -, until ``pass``; revised
  text, the default: the power's turn is the move alone ``b2-c3``, then the extra turns; original text,
  ``revised-text`` selected: the move, the build and the spree's first dome ``b2-c3^d4^e4*`` end the
  power's turn, the extra turns follow; :mod:`~santorini.reference.heroes`).

  - **In any order** (both texts, ``ANY_ORDER_SPREES``). Facing Gaea - an opposing Gaea in play, her
    seat not out, whether or not workers remain on her card - his extra turns are each one dome on any
    square allowed as ever (no worker, no dome, nor the boulder, the Ram, a Talus, a coin as ever, Limus
    as ever) next to one of his workers, with no "after the previous dome in ASCII order" condition: her
    placement between two domes makes the order matter. His state names no last dome throughout the
    spree: ``heracles[domes]`` always (``heracles[domes,c3]`` facing her is refused: a position never
    reached), and the original text's first dome is no part of the power's turn's outcome but as a dome
    on the board (a build and a first dome that change places, both on level 3, are then one turn, its
    token the smaller of the spellings that are whole turns). Each extra turn's dome calls her placement
    as after any turn (a worker on her card, an eligible square next to it), then play comes back to his
    extra turns (``heracles[domes]``, his seat to move; the same state with her placement due, her seat
    to move, ``resume:K`` naming his), as it comes back to Dionysus' extra turns. An extra turn's
    spelling is as ever (from the ASCII-first of his workers next to the square; the other one an
    accepted spelling); nobody wins during them, as ever. An extra turn never pauses: its dome is its
    only step.
  - **The original text's pause** (``revised-text`` selected; ``REST_PHASES``' ``built`` as Medea's,
    ``ORIGINAL_TEXT_RESTS``). In a turn of his (not an extra turn; not a Dionysus extra turn), his power
    unspent, his normal build after a move that did not win that domes (a block onto level 3), after
    which some Gaea in play with a worker on her card has an eligible square next to it (right after the
    build) **and** a first dome of his spree is possible right after it (a square next to either of his
    workers where they stand, allowed as in his spree; the square just domed excluded), ends a turn of
    its own there, one ply: ``b2-c3^d4``, his state ``heracles[c3]`` (the worker that moved; the power
    unspent) with ``resume:K``. No token goes on through that build (neither ``b2-c3^d4`` whole nor
    ``b2-c3^d4^e4*``). Her placement follows, then his seat plays the rest from the worker that moved:
    ``pass`` (the turn ends, the power unspent, his state empty) or the spree's first dome, written from
    the worker that moved whichever of his workers it is next to, ``c3^e4*`` below level 3, ``c3^e4`` on
    level 3 (any allowed square next to either of his workers, on the board as she left it), which spends
    the power and ends that rest; her placement next to that dome follows as after any turn, then his
    extra turns, in any order. ``pass`` is always there: the rest never lacks a token. Her card empty,
    no eligible square right after the dome, no first dome possible after it, Heracles spent: the whole
    turns as ever (``b2-c3^d4``, ``b2-c3^d4^e4*``) and her placement after the turn next to its domes
    where she may. With the revised text nothing of his pauses (the move alone builds nothing, his later
    build is the turn's last step): ``heracles[c3]`` is refused there.
* **The wind's rest** (``TOKEN_REST``: Aeolus, whose wind comes after his build, the last of these
  powers played whole against her). In a turn of his (not a Dionysus extra turn, a mortal's), a
  build that domes (a block onto level 3; his build is ordinary), after which some Gaea in play with
  a worker on her card has an eligible square next to it (right after the build), ends a turn of its
  own right after the build, before the wind: its token the text so far, ``b2-c3^d4`` (never
  ``=dir``), one ply. No token goes on through that build: with the revised text (the default) the
  wind was optional, and no whole turn ``b2-c3^d4`` nor ``b2-c3^d4=ne`` is left where the build
  stops (the rest's ``pass`` leaves the wind). Her placement follows, then his seat plays the rest,
  the wind alone, a token with no square: revised text, the token on his card ``=n`` ... ``=nw``
  (eight: it goes beside the board blowing that way) or ``pass``; the token beside the board
  ``=off`` or ``pass``; original text (``revised-text`` selected) ``=dir``, any of the eight, the
  one it blows toward included, no ``pass``. That ``=ne`` is no setup orientation (every worker is
  placed). The rest always has a token: his seat never loses by it. The wind blows as it was through
  her placement (a placement is no move) and the rest turns it as his end-of-turn wind would, for
  the turns after it. State while the rest is due: his wind, then ``rest`` - ``aeolus[ne,rest]``,
  ``aeolus[rest]`` (the token on his card) -, with ``resume:K`` naming his seat (``NO_WORKER``: no
  worker plays that rest). A build that is no dome, a dome with no eligible square right after it,
  her card empty: the whole turn, the wind after the build as ever, and her placement after it (next
  to the dome) where she may.
* **The other worker's rest** (``OTHER_WORKER``: Castor & Pollux' build mode, where nobody moves and
  every worker builds once; Terpsichore's builds after her two moves), with exactly two workers, in
  a turn of theirs (not a Dionysus extra turn): a **first** build that domes (a block onto level 3;
  their builds are ordinary), after which some Gaea in play with a worker on her card has an
  eligible square next to it (on the board right after it) and the other worker can still build
  (some build of it completes the turn on that board), ends a turn of its own, one ply: Castor's
  ``b2^c3`` (the builder, then its build), Terpsichore's ``b2-c3,d4-d5,c3^c4`` - her moves, then the
  builder named by a switch (``,c3``, also when it is the last mover: ``b2-c3,d4-d5,d5^c4``), then
  its build; a named build is a token only so. Her placement follows, then the rest: the **other**
  worker's one build on the board as she left it (``d4^e5``, ``d5^e5``), never ``pass``; none left
  (her worker took its only square): the builder cannot complete its turn (2 players: it loses,
  written as it stands; 3: it is eliminated), as for Prometheus boxed in. A dome in the rest lets
  her place again. Whole turns are the spellings whose first build does not pause, one token per
  outcome as ever (fewest steps, then the ASCII-smallest of those left): Castor's ``d4^e5,b2^c3``
  where ``b2^c3`` would pause and ``d4^e5`` would not; Terpsichore's builds, named by no worker,
  in the order played, ``b2-c3,d4-d5^e5^c4`` where a dome on c4 first would pause; where both
  first builds would pause, only the two paused parts reach the outcome. The same square twice
  (``b2^c3,d4^c3``, ``^c4^c4``) never pauses: the first piece is a block. Castor's two workers both
  next to c3 give two paused parts, ``b2^c3`` (rest ``d4``) and ``d4^c3`` (rest ``b2``). A lone
  worker (nothing follows its build), Castor's move modes and three workers (an SFEN may show
  them) never pause.
* **Before an end-of-turn power** (``END_OF_TURN``: Medusa's petrification, the Maenads' catch;
  both in ``REST_PHASES``, their rest starting from the end of the plain turn). Their power acts at
  the end of their turn with no choice, and she places right after the dome, so before it: a turn
  of theirs (not a Dionysus extra turn) whose **last** step builds a dome (a block onto level 3:
  their turn is a mortal's), that did not win, after which some Gaea in play with a worker on her
  card has an eligible square next to it (on the board right after that step), stops there: its
  token is the whole turn's text (``b2-b3^c3``), one ply. Her placement follows, then their seat
  plays the rest, ``pass`` alone (always legal, the only token), and their power acts at the end
  of that rest, on the board as she left it: a worker she put next to a higher worker of Medusa's
  is petrified at once (a block on its square), one she put between two of the Maenads' is caught
  at once (with 2 players the Maenads win; with 3 her seat is eliminated, the game going on). State
  while the rest is due: ``medusa[b3]``, ``maenads[b3]``, the square of the worker that moved. A dome
  with no eligible square right after it stops nothing: the turn ends as ever, the power at its
  end, and no placement follows, whatever the power frees (the Maenads' catch with 3 players takes
  the caught side's workers off the board): her squares are judged right after the dome.
* **Hydra's end of turn** (``END_OF_TURN_CHOICE``: at the end of each of her turns that did not win, a
  worker gained next to the worker that moved when no two of hers neighbour each other, else one of hers
  taken out; in ``REST_PHASES``, her rest starting from her machine's ``heads``). Her end of turn comes
  after her build, and she places right after the dome, so before it: in a turn of hers (not a Dionysus
  extra turn, a plain turn), her build that domes (a block onto level 3; her build is ordinary), after
  which some Gaea in play with a worker on her card has an eligible square next to it (on the board
  right after the build), ends a turn of its own there: the paused part ``b2-c3^d4``, one ply, whatever
  follows (the rest always has a token). No token goes on through that build: neither ``b2-c3^d4+c2``
  nor ``b2-c3^d4xb2``, nor ``b2-c3^d4`` as a whole turn (where she would gain with no square free). Her
  placement follows, then her seat plays the rest, her end-of-turn power on the board as Gaea left it
  (her placed worker takes its square): if no two of Hydra's workers neighbour each other, the gain,
  written ``+c2`` (no start square, like a placement), on any one of the lowest squares with no worker
  and no dome next to the worker that moved - the lowest judged among the squares free then: where her
  worker took the only one of the lowest, the gain goes to one a level higher -; where none is free, the
  rest is ``pass`` alone (no gain); otherwise (two of hers neighbour) the removal of any one of her
  workers, the one that moved too, written from the worker that moved: ``c3xb2``, ``c3xc3``. The rest
  is mandatory: ``pass`` exists only where no gain is possible, and there is always a rest (never a
  lost turn). With 3 players the same, the rest right after her placement, then play passes on from
  Hydra's seat. State while the rest is due: ``hydra[c3]``, the square of the worker that moved (where
  it ended), with ``resume:K`` naming her seat. A build that is no dome, a dome with no eligible square
  right after it (a removal that frees one later in the turn gives her nothing), her card empty: the
  whole turn as ever, the gain or the removal in it, and her placement after it (next to the dome)
  where she may.
* **Europa's Talus** (gods.md §3.3 34: after her build she may put the Talus on an empty square next to
  the worker that moved, or move it there; ``REST_PHASES``' ``built`` as Medea's). Her Talus comes after her
  build, and Gaea places right after the dome, so before it: in a turn of hers (not a Dionysus extra turn,
  a mortal's), her build that domes (a block onto level 3; her build is ordinary), after which some Gaea in
  play with a worker on her card has an eligible square next to it (on the board right after the build)
  **and** a spot for the Talus is open right after the build (an empty square next to the worker that
  moved: no worker, no dome - the Talus' own square counts as one -, no token; the square just domed is
  none), ends a turn of its own there: the paused part ``b2-c3^d4``, one ply. No token goes on through that
  build (neither ``b2-c3^d4`` as a whole turn nor ``b2-c3^d4@c2``). Her placement follows, then Europa's seat
  plays the rest from the worker that moved, on the board as Gaea left it: ``pass`` (the Talus stays where it
  is, on the board or on her card) or ``c3@c2``, the Talus put or moved onto an empty square next to that
  worker (no worker - Gaea's placed one included -, no dome, no token; the square it leaves is free again).
  There is always a rest (``pass``): never a lost turn. With 3 players the same, the rest right after her
  placement, then play passes on from Europa's seat. State while the rest is due: the Talus' square if it
  stands on the board, then ``rest:`` and the worker that moved - ``europa[rest:c3]`` (the Talus on her
  card), ``europa[e1,rest:c3]`` (the Talus on e1) -, with ``resume:K`` naming her seat; after the rest her
  state names the Talus alone (``europa[c2]``, none while it is on her card). No eligible square right after
  the dome, her card empty, no spot for the Talus right after the build: the whole turn as ever
  (``b2-c3^d4``, ``b2-c3^d4@c2``) and her placement after it (next to the dome) where she may. The Talus is
  no built dome: putting or moving it never calls her placement (a square next to it is not next to a dome
  that turn built), and its square, a dome to every rule, is never one she may place on (``_gaea_board``'s
  obstacles).
* **Charybdis' whirlpool** (gods.md §3.3 32: at the end of her turn, after her build, she may put one
  whirlpool from her card on a square with no worker, no dome and no whirlpool, at any height; a whirlpool
  built on goes back to her card at once; ``REST_PHASES``' ``built`` as Europa's). Her whirlpool comes after
  her build, and Gaea places right after the dome, so before it: in a turn of hers (not a Dionysus extra
  turn, a mortal's: she has none of her own), her build that domes (a block onto level 3; her build is
  ordinary), after which some Gaea in play with a worker on her card has an eligible square next to it (on
  the board right after the build) **and** a whirlpool could be put right after the build (at least one on
  her card, counting the one that build sends back from a square it built on, and a spot: a square with no
  worker, no dome - the new one counts -, no whirlpool still on the board, no other token - the boulder,
  the Ram, a Talus, an opposing Clio's coin -, any height), ends a turn of its own there: the paused part
  ``b2-c3^d4``, one ply, her state the whirlpools still on the board then ``rest:`` and the worker that
  moved (``charybdis[rest:c3]``, ``charybdis[d4,rest:c3]``) with ``resume:K``. No token goes on through
  that build (neither ``b2-c3^d4`` as a whole turn nor ``b2-c3^d4@e5``). Her placement follows as ever, on a
  ground-level whirlpool too (a whirlpool is no worker, no block, no dome, and a placement is no move:
  nothing carries the placed worker; ``_gaea_board``'s obstacles hold no whirlpool). Then Charybdis' seat plays the rest from the worker that moved (where
  it ended, after any transport), on the board as Gaea left it: ``pass`` (her whirlpools stay where they
  are) or ``c3@e5``, a whirlpool from her card put on any square with no worker - Gaea's placed one
  included -, no dome, no whirlpool, no other token, any height. There is always a rest (``pass``): never
  a lost turn; the rest moves nobody and wins nothing. With 3 players the same, the rest right after her
  placement, then play passes on from Charybdis' seat. After the rest her state names the whirlpools alone
  (``charybdis[d4,e5]``). Her original text (``revised-text`` selected) pauses the same (its transport
  differs, not the pause). No eligible square right after the dome, Gaea's card empty, no whirlpool on
  Charybdis' card or no spot for one right after the build, a build that is no dome: the whole turn as ever
  (``b2-c3^d4``, ``b2-c3^d4@e5``) and her placement after it (next to the dome) where she may. Gaea's
  workers, placed ones too, move onto whirlpools and are carried as any worker (a worker on the exit
  blocks the transport, as ever). Refused (SfenError) besides the checks of every rest state: a rest state
  with both whirlpools on the board (none on her card: no rest can be due).
* **Poseidon's unmoved worker** (``UNMOVED_WORKER``: after his move and build, his worker that did not move
  builds one to three times when it stands on level 0 and his side has exactly two workers; normal builds,
  repeats allowed; ``REST_PHASES``' ``sea``, the rest starting from that worker). In a turn of his (not a
  Dionysus extra turn, a mortal's), a build that domes (a block onto level 3: his builds are ordinary), his
  normal build or one of his unmoved worker's, stops the turn there when, right after it, some Gaea in play
  with a worker on her card has an eligible square next to the dome (a square built on earlier in the turn
  is no ground: it has a block or a dome) **and** his unmoved worker may still build (it stands on level 0,
  his side has exactly two workers, it has made fewer than three builds, and a square next to it takes a
  piece: an ordinary build by it possible on the board right after that dome, ``_completes``). The paused
  part's token is the text so far, one ply: ``b2-c3^d4`` (the normal build), ``b2-c3^d4,a1^a2`` (a build of
  the unmoved worker); his state the unmoved worker's square and the builds it has left, ``poseidon[a1,3]``
  (stopped at the normal build), ``poseidon[a1,2]``, ``poseidon[a1,1]``, with ``resume:K``. No token goes on
  through such a dome (neither ``b2-c3^d4`` as a whole turn nor ``b2-c3^d4,a1^a2^b1``). Her placement
  follows, then his seat plays the **rest** on the board as she left it: ``pass`` (the turn ends) or one to
  (builds left) builds of the unmoved worker written from its square, ``a1^a2``, ``a1^a2^a2^b1`` (repeats
  allowed; a block, or a dome on level 3), his machine's ``sea`` phase with the builds made counted
  (``PartialTurn.spent``); a build in the rest that domes stops the rest again the same way (``REPAUSING``:
  the state then names the builds left, ``poseidon[a1,1]``), her placement follows and the rest goes on.
  There is always a rest (``pass``): never a lost turn; the rest moves nobody and wins nothing (her placed
  worker may take the square it would have built on: ``pass`` alone then). His unmoved worker's builds still
  come in any order, one outcome as ever: the same builds are one whole turn when some order of them builds
  no such stopping dome before its last build (a dome whose last ground neighbour got a block earlier in
  the turn calls nobody), and a turn whose last build is such a dome stops there (the paused part). Its
  token is the smallest spelling among the orders that are whole turns (the oracle's smallest spelling of
  an outcome: the smallest normal build that allows such an order, then the smallest such order), so
  ``b2-c3^d5,a1^b1^a2`` where ``^a2`` first would stop (written so though ``^a2`` comes first in ASCII), and
  ``^b1^a2^b1`` before ``^b1^b1^a2``. A third build of the unmoved worker that domes leaves it no build: the
  turn ends there whole, her placement after it. With 3 players the same, the rest right after her
  placement, then play passes on from his seat. No Gaea in play with a worker on her card, no eligible
  square right after the dome, no further build possible for the unmoved worker (boxed in, or its third
  build), that worker not on level 0, his side with one worker (or three, as an SFEN may show): no stop,
  the whole turn as ever and her placement after it where she may. Refused (SfenError) besides the checks
  of every rest state: ``poseidon[a1,n]`` with n not 1 to 3, on a square that is not his worker's, that
  worker not on level 0, his side not of exactly two workers.
* **Morpheus' stock** (``REST_PHASES``' ``dreaming``: after his move the worker that moved builds 0 to (his stock)
  times, normal builds, repeats allowed, each spending one piece of his stock ``pos.stock``, which grows by one at
  the start of each of his turns). In a turn of his (not a Dionysus extra turn, a mortal's), a build that domes (a
  block onto level 3: his builds are normal builds), after which some Gaea in play with a worker on her card has an
  eligible square next to the dome (on the board right after it: a square built on earlier in the turn is no
  ground, it has a block or a dome), stops his turn there when his worker may still build: a piece is left in
  his stock after that build **and** a square next to the worker takes a piece (an ordinary build by it possible
  on the board right after that build, ``_completes``). The paused part's token is the text so far,
  ``b2-c3^d4^d4``, one ply; no token goes on through such a dome. His state is then the stock left after the
  builds so far (at least 1) and the worker (the one that moved, where it stands): ``morpheus[2,rest:c3]``, with
  ``resume:K``. Her placement follows, then his seat plays the **rest** from that worker on the board as she left
  it: ``pass`` (the turn ends, the stock kept) or one to (stock) builds of that worker written from its square,
  one ``^sq`` per piece as ever (``c3^d4^d4^e4``, repeats allowed), his machine's ``dreaming`` phase; each build
  of the rest spends one piece, and a build in the rest that domes stops it again the same way (``REPAUSING``:
  the state names the stock then left). The rest moves nobody and wins nothing, and his stock does not grow for
  it (the same turn: it grows only when play reaches him for a new turn, ``RefPosition._start_turn``). There is
  always a rest (``pass``): never a lost turn. His builds still come in any order, one outcome as ever: the same
  builds are one whole turn when some order of them builds no such stopping dome before its last build (a dome
  whose last ground neighbour got a block earlier in the turn calls nobody), and a turn whose last build is such
  a dome stops there (when a piece is left and a build possible; otherwise it is a whole turn and she places
  after it). Its token is the ASCII-smallest spelling among the allowed orders (the oracle's smallest spelling of
  an outcome), which may interleave squares: with d4 on level 3 whose only ground neighbour is e5, both next to
  the worker, the builds {d4, e5, e5} are ``^e5^d4^e5`` (d4 first would stop, e5 first takes the ground), while a
  d4 whose ground neighbour he does not build on can only be his last build. Two domes that would each call her
  are never both in a turn but as its last build: the first of them stops it. With 3 players the same, the rest
  right after her placement, then play passes on from his seat. No Gaea in play with a worker on her card, no
  eligible square right after the dome, no piece left after it, no build possible for his worker after it: no
  stop, the whole turn as ever and her placement after it where she may. Refused (SfenError) besides the checks
  of every rest state (``resume:K`` naming his seat, a Gaea in play, his worker on the square, the game not won -
  the rest always has ``pass``): a rest with a stock of 0 (``morpheus[rest:c3]``, ``morpheus[0,rest:c3]``).
  Circe, who could hold his power, is banned with her; Morpheus is no Night Power and not on the Ram.
* **Placement turn.** Her seat acts out of turn: ``+sq`` puts one worker from her card on an
  eligible square; ``+sq+sq`` (ASCII order of the names) two, only with two on her card and two
  domes built by the turn, the first worker next to one of them, the second next to the other
  (one placement a dome); ``pass`` places none. Nothing else: no move, no build. A placement
  never wins; after it the position is judged as after any turn (a seat to move with no turn
  loses, or with 3 players is eliminated).
* **Then play resumes** as it would have after the builder's turn: the builder takes the extra
  turns it still has (Dionysus), else play passes to the seat after the builder (passing seat 1
  starts a round: counted from the builder, not from her).
* **Two Gaea** (the ``mirror-gods`` alternative): each that may place gets her placement turn,
  in turn order from the builder's seat (the builder first when she is one of them), each
  judging the eligible squares when hers comes; then play resumes from the builder.
* Her placed workers are ordinary workers of hers. With 3 players an eliminated Gaea's workers
  leave the board, her card's with her: she places no more.
* **SFEN.** While her placement is due (her seat to move; with two Gaea, also the one still due
  after the other) her state is ``gaea[<n>,<domes>]``: n = 1 or 2 on her card, then the squares
  of the domes the builder's turn built that she may place next to (at least one eligible
  square around them), in ASCII order (read so only), at most two (``gaea[2,c3]``, ``gaea[1,b2,d4]``); the
  extra item ``resume:K`` names the builder's seat, exactly while a placement (or the rest of a
  paused turn, below) is due. The
  builder's own states stay as its turn left them (``dionysus[1]`` on his seat while she places
  between his turn and his extra turn). Refused (SfenError): a due state without ``resume:`` or
  ``resume:`` without a due Gaea to move, a due state on a seat that would already have placed
  (before the seat to move in the order from the builder), a listed square with no dome or no
  eligible square next to it, a due state once the game is won or before every side has placed,
  more workers for her side than her card allows, n out of range (``gaea[2]`` is written as no
  state, ``gaea[0,c3]`` has nothing to place).
* **SFEN of a paused turn.** While its rest is due (her placement still due, or made) the builder's
  state is the acting worker's square - ``demeter[c3]``, ``hestia[c3]``, ``prometheus[c3]``,
  ``ares[b3]``, ``asteria[b3]``, ``medea[b3]``, ``theseus[b3]``, ``adonis[b3]``, ``medusa[b3]``, ``maenads[b3]``,
  ``hydra[b3]`` (for these eight the worker that moved; the heroes' ``medea[used]``, ``theseus[used]``,
  ``adonis[used]``, ``adonis[c3~e4]``, their power spent, stay as ever; heroes play with 2 players only), ``europa[rest:b3]``, ``europa[e1,rest:b3]`` (the Talus' square if it stands on the board,
  then the worker that moved), ``charybdis[rest:b3]``, ``charybdis[d4,rest:b3]`` (the whirlpool on the
  board, if one stands there, then the worker that moved), ``achilles[used,b2]`` (his power spent, then
  the worker that built the dome;
  ``achilles[used]`` after the rest), ``polyphemus[b3]`` (rest A due: his normal build's dome, the power
  unspent) and ``polyphemus[used,b3]`` (rest B due: his first dome anywhere, the power spent), the
  worker that built; ``polyphemus[used]`` as ever; ``heracles[c3]`` (original text only: his normal build's
  dome, the power unspent), the worker that moved -, or the other worker's, the one that has still to build -
  ``castor[d4]``, ``terpsichore[d5]`` (a side with exactly two workers) -, or Poseidon's unmoved worker then
  the builds it has left (``poseidon[a1,3]``, ``poseidon[a1,2]``, ``poseidon[a1,1]``), or Morpheus' stock left then
  ``rest:`` and the worker that moved (``morpheus[2,rest:c3]``, a stock of at least 1), or Aeolus' wind then ``rest``
  (``aeolus[ne,rest]``, ``aeolus[rest]``: no square), and
  ``resume:K`` names the builder's seat: ``A:demeter[c3],B:gaea[2,d4] resume:1`` with seat 2 to
  move, then ``A:demeter[c3],B:gaea[1] resume:1`` with seat 1 to move. Refused (SfenError): such a
  state without ``resume:`` naming its seat, on a square without a worker of its side (Castor's,
  Terpsichore's and Poseidon's: of a side with other than two workers, Poseidon's unmoved worker not on
  level 0 too; with Aeolus' original text ``aeolus[rest]``,
  his wind always blowing once oriented; Heracles' with his revised text, the default), before
  every side has placed, in a game without a Gaea in play (an eliminated one places no more), with a
  draw of Tyche due, or once the game is won
  (but by that rest: its seat to move with no legal rest, another side the winner), or with a living
  Chaos whose reveal is not due: the paused part's dome made it due (``chaos[pan,draw]``: noted at the
  pause); Europa's Talus on a square with a worker (the worker that moved's too), a dome, the boulder,
  the Ram or a coin, as ever; Charybdis' rest with both whirlpools on the board (``charybdis[a1,d4,rest:c3]``:
  none on her card, no rest to play), and her whirlpools on a dome, the boulder, the Ram, a coin or a Talus,
  as ever (a worker may stand on one, the worker that moved and Gaea's placed one too).
* **Nyx** (2 players; :mod:`~santorini.reference.gods_promo`: while the complete towers are odd Nyx
  holds her Night Power and Gaea has none). Her placement after a dome is part of the builder's turn,
  right after the dome: she places with the power she held **during that turn**. A dome built while
  the towers were even (Gaea holds her power) calls her placement as ever, though that dome,
  completing a tower, makes them odd; a dome built while they were odd (she has none) calls nothing,
  though it makes them even and gives her power back at the end of the turn (``RefPosition._call_gaea``
  asks ``_powerless`` on the board of the builder's turn, the count not made yet). The count at the
  end of the builder's turn comes after her placement: in the position where her placement is due
  Nyx already holds what the towers say (``RefPosition._finish`` counts them then), and Gaea keeps her
  power until she has placed or passed (``_powerless``: a seat with a placement due is never
  powerless; ``A:nyx[apollo],B:gaea[2,d4] 6 resume:1``, the towers odd), then the holdings follow the
  towers. The workers on her card (and the domes of a placement due) are her card's: they stay while
  she has no power (``gaea[1]`` with odd towers, written and read as ever: ``OUTLASTING_GODS``); she
  places nothing and stops nobody's turn then (a mortal: ``_placing_blocked`` is None, nothing is
  noted nor paused). No Night Power is Gaea, none banned with her (Atlas) is allowed, and
  while Nyx holds one whose turn could go on after a dome (Demeter, Prometheus, Poseidon, ...) Gaea has
  no power: no turn of Nyx's ever pauses for her (Poseidon as Night Power plays his whole turns, his unmoved
  worker's builds in them, and nobody places after them), and a rest state on Nyx's seat is an SfenError.
* **Lineups.** Never with 4 players, never against Atlas, Nemesis and Selene (the official bans) nor
  the engine's bans (``GAEA_BANNED``: the powers whose turn goes on after a dome but for those that
  pause (``REST_PHASES``, ``TOKEN_REST``: Medea's removal, Theseus' kill, Adonis' binding, after a dome she may place
  next to, are the rest of a paused turn, and so are Achilles' move and build after his power's build
  that domes, Polyphemus' domes anywhere after his dome, the first dome of Heracles' spree after his
  original text's build that domes - his extra turns go in any order facing her -, Poseidon's unmoved
  worker's builds after a build of his that domes and Morpheus' builds from his stock after a build of his
  that domes), those whose end of
  turn would see her
  worker or change where she may place it but for Medusa, the Maenads, Hydra, Europa (her Talus) and
  Charybdis (her whirlpool), whose turn stops before it, Circe; Chaos' deck keeps Demeter and
  Prometheus out against her, see
  :mod:`~santorini.reference.chaos`); not the Golden Fleece's god (no icon), no Night Power. Against
  Eris her placement is part of the turn before it: Eris' marks and truce stay through it. Against
  Tyche it comes right after the dome, before the draw (``RefPosition._between_turns``), and her extra
  turn's dome lets Gaea place again.

>>> built_domes([False] * 25, [True] + [False] * 24)
(0,)
>>> board = [0] * 25, [True] + [False] * 24, {1: "B"}, frozenset()
>>> open_domes((0,), *board), eligible_next_to(0, *board)
((0,), [5, 6])
>>> placements((0,), 2, *board)
['+a2', '+b2', 'pass']
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from itertools import combinations
from typing import Final

from santorini.notation import SQUARE_NAMES
from santorini.reference.geometry import NEIGHBOURS
from santorini.reference.gods_advanced import POSEIDON_BUILDS
from santorini.reference.gods_simple import plain

__all__ = ["ANY_ORDER_SPREES", "END_OF_TURN", "END_OF_TURN_CHOICE", "GAEA_BANNED", "GAEA_CARD", "NO_WORKER",
           "ORIGINAL_TEXT_RESTS", "OTHER_WORKER", "PASS", "PAUSED", "PAUSING", "PLACEMENT_GODS", "REPAUSING",
           "REST_PHASES", "HERO_RESTS", "STEP_MACHINES", "TOKEN_REST", "UNMOVED_WORKER", "built_domes",
           "eligible_next_to", "open_domes", "placements"]

#: The gods that place workers between the turns of the others (Gaea), listed apart.
PLACEMENT_GODS: Final = frozenset({"gaea"})

#: The workers on her card at setup.
GAEA_CARD: Final = 2

#: The gods Gaea never faces: the official bans (gods.md §4.1: Atlas, Nemesis, Selene) and the
#: engine's (its catalog's GAEA_ENGINE_BANS; written here again: the oracle shares no code with
#: the engine). The pausing powers (``PAUSING``) are not among them: Medea, Theseus and Adonis, whose
#: once-a-game power comes after a build that may dome, Achilles, whose power's build before his
#: move may dome, and Polyphemus, whose domes anywhere come after a build that may dome and are
#: domes themselves, face her, their turn paused at such a dome; so does Heracles, whose spree's extra
#: turns are domes (in any order facing her: ``ANY_ORDER_SPREES``) and whose original text's first dome
#: comes after a build that may dome (paused there); and so does Hydra, whose end of turn (a worker gained
#: or taken out) comes after a build that may dome (paused there, ``END_OF_TURN_CHOICE``), Europa, whose
#: Talus (put or moved next to the worker that moved) comes after a build that may dome (paused there), and
#: Charybdis, whose whirlpool (put from her card anywhere) comes after a build that may dome (paused there), and
#: Poseidon, whose unmoved worker's builds come after a build that may dome and may dome themselves (paused at
#: each such dome while that worker may still build: ``UNMOVED_WORKER``), and Morpheus, whose builds from his stock
#: come after a build that may dome and may dome themselves (paused at each such dome while a piece is left and his
#: worker may still build).
#: Nyx faces her too: Gaea places with the power she held in the builder's turn (the module docstring).
GAEA_BANNED: Final = frozenset({
    "atlas", "nemesis", "selene",
    "circe",
})

#: The powers whose turn pauses after a dome she may place next to, when it may go on (see the
#: module docstring), each with the phase the rest of the turn starts from, with the worker the
#: builder's state names (``demeter[c3]``, ``castor[d4]``). For the acting worker (the phase its turn
#: is in after that dome too): Demeter's and Hestia's second build, Ares' removal, Asteria's dome
#: anywhere, Medea's removal, Theseus' kill and Adonis' binding while their power is unspent (a spent hero plays as a
#: mortal: never pauses), Polyphemus' domes anywhere after his normal build's dome (unspent) or his
#: second after his first (spent by it), the first dome of Heracles' spree after his original text's
#: normal build's dome (unspent; ``ORIGINAL_TEXT_RESTS``), Europa's Talus after her build's dome (``b3@c2``; her
#: state names the Talus too, ``europa[e1,rest:b3]``), Charybdis' whirlpool after her build's dome (``b3@e5``;
#: her state names the whirlpool on the board too, ``charybdis[d4,rest:b3]``) (``built``: the turn may also end
#: there, ``pass``),
#: Poseidon's unmoved worker's builds after his normal build's dome or after one of its own builds that domed
#: (``sea``, the turn ending there too, ``pass``; the worker is the unmoved one, not the acting one of the paused
#: part's first steps, and his state names the builds it has left too: ``poseidon[a1,2]``, ``UNMOVED_WORKER``),
#: Morpheus' builds from his stock after a build of his that domes (``dreaming``, the turn ending there too, ``pass``;
#: the worker that moved; his state names the stock left too: ``morpheus[2,rest:c3]``),
#: Prometheus' move after his first build and Achilles' after his power's build before the move,
#: which spends it (``HERO_RESTS``: his rest runs his machine all the same) (``prebuilt``: it may not
#: end there); Medusa's and the Maenads' end of their plain turn (``done``: nothing but ``pass`` is
#: left, their power acting at its end; ``END_OF_TURN``); Hydra's end of turn after her build (``heads``: her
#: gain ``+c2``, no start square, or her removal from the worker that moved, ``c3xb2``; ``pass`` alone where
#: she would gain with no square free, the rest then starting in ``done``; ``END_OF_TURN_CHOICE``). For the
#: other worker (``OTHER_WORKER``):
#: Castor's second build of his build mode (``reforge``), Terpsichore's second build (``encore``): one
#: build of that worker, no ``pass``.
REST_PHASES: Final = {"demeter": "built", "hestia": "built", "prometheus": "prebuilt", "ares": "built",
                      "asteria": "built", "medea": "built", "theseus": "built", "adonis": "built",
                      "achilles": "prebuilt",
                      "polyphemus": "built", "heracles": "built", "europa": "built", "charybdis": "built",
                      "poseidon": "sea", "morpheus": "dreaming", "medusa": "done",
                      "maenads": "done", "hydra": "heads", "castor": "reforge", "terpsichore": "encore"}

#: The heroes of ``REST_PHASES``, each with the spent marks a rest of theirs may come with: unspent
#: (Medea's removal, Theseus' kill, Adonis' binding, the first dome of Heracles' spree, the power still to use: ``medea[b3]``,
#: ``heracles[c3]``), or spent by the paused part
#: itself (Achilles' build before his move, the power's step: ``achilles[used,b2]``), or either
#: (Polyphemus: ``polyphemus[b3]`` after his normal build's dome, ``polyphemus[used,b3]`` after his first
#: dome anywhere, which spent it). A hero with a rest due plays it with its own machine, spent or not
#: (``RefPosition.power``; the rest's turn starts with the power as the state says, so Polyphemus' rest
#: B has one dome left); ``achilles[used]`` after it.
HERO_RESTS: Final = {"medea": frozenset({False}), "theseus": frozenset({False}), "adonis": frozenset({False}),
                     "achilles": frozenset({True}),
                     "polyphemus": frozenset({False, True}), "heracles": frozenset({False})}

#: The powers of ``REST_PHASES`` whose turn pauses with their original text only (``revised-text`` selected):
#: Heracles, whose original text's power comes after his build (his normal build that domes pauses before the
#: spree's first dome, ``heracles[c3]``), while his revised text's power is the move alone, which builds
#: nothing (a rest state of his is refused there).
ORIGINAL_TEXT_RESTS: Final = frozenset({"heracles"})

#: The heroes whose extra turns (their spree of domes, ``heroes.EXTRA_TURN_HEROES``) go in **any order** facing
#: Gaea - an opposing Gaea in play, whatever waits on her card -: each dome on any square allowed as ever,
#: not after the last one in ASCII order, since her placement between two domes makes the order matter;
#: the spree names no last dome (``heracles[domes]`` throughout; ``heracles[domes,c3]`` is refused then).
ANY_ORDER_SPREES: Final = frozenset({"heracles"})

#: The powers of ``REST_PHASES`` whose rest may pause again (Polyphemus: his rest after his normal build's
#: dome may be his two domes anywhere, the first of which pauses as in a whole turn; the rest after that
#: one, his second dome, is the last step and never pauses; Poseidon: his rest, his unmoved worker's builds,
#: pauses at a build that domes as those builds do in a whole turn, while that worker may still build; Morpheus:
#: his rest, builds from the stock left, pauses at a build that domes while a piece is left and his worker may
#: still build).
REPAUSING: Final = frozenset({"polyphemus", "poseidon", "morpheus"})

#: The powers of ``REST_PHASES`` whose rest is the builds of the worker that did not move, counted (Poseidon:
#: one to three builds of his unmoved worker, on level 0, his side with exactly two workers), each with the
#: most builds that worker makes in a turn. Their turn pauses at the normal build that domes (the unmoved worker
#: then has them all left) or at a build of the unmoved worker that domes (fewer left), when a Gaea has an
#: eligible square next to the dome right after it and that worker may still build then; the state names the
#: unmoved worker and the builds it has left (``poseidon[a1,3]``, ``poseidon[a1,2]``, ``poseidon[a1,1]``).
UNMOVED_WORKER: Final = {"poseidon": POSEIDON_BUILDS}

#: The powers of ``REST_PHASES`` whose two workers each build once, the one after the other (Castor &
#: Pollux' build mode, Terpsichore's builds after her two moves), with exactly two workers: a first
#: build that domes pauses, and the rest is the build of the OTHER worker, the one that has not
#: built (the builder's state names it: ``castor[d4]``, ``terpsichore[d5]``). Each with the phase
#: the first build leaves the turn in (where it pauses). Terpsichore's paused part names its builder
#: (``b2-c3,d4-d5,c3^c4``: her ``lead`` phase), her whole turns never do.
OTHER_WORKER: Final = {"castor": "forging", "terpsichore": "built1"}

#: The powers whose rest is their token alone, no worker's step (Aeolus' wind turned after his build), kept
#: apart from ``REST_PHASES`` (whose rests start from a worker): a build that domes a square she may place
#: next to ends the turn before the token, and the rest starts from no worker (``NO_WORKER``), in the phase
#: given per text: the revised text's (the default; ``built``: the rest may be ``pass``, leaving the wind),
#: the original's (``revised-text`` selected; ``gale``: he must turn it).
TOKEN_REST: Final = {"aeolus": ("built", "gale")}

#: Every power whose turn may pause for her: those of ``REST_PHASES`` and of ``TOKEN_REST``.
PAUSING: Final = frozenset(REST_PHASES) | frozenset(TOKEN_REST)

#: The rest state of a power of ``TOKEN_REST`` (``aeolus[ne,rest]``, ``aeolus[rest]``): no worker plays
#: that rest (the notation's empty start square, as Siren's original alternative turn has).
NO_WORKER: Final = -1

#: The powers of ``REST_PHASES`` that act at the end of their turn with no choice (Medusa's
#: petrification, the Maenads' catch): their turn stops at a dome that is its last step, and their
#: power acts at the end of the rest, ``pass`` alone, after her placement.
END_OF_TURN: Final = frozenset({"medusa", "maenads"})

#: The powers of ``REST_PHASES`` that act at the end of their turn with a choice (Hydra: a worker gained on
#: one of the lowest free squares next to the worker that moved, or one of hers taken out): their build
#: that domes a square she has an eligible square next to (right after it) stops the turn whatever follows
#: - their machine's phase after it is the rest's (``heads``) or ``done`` (she would gain with no square
#: free) -, and the rest, on the board as she left it, always has a token: the gain ``+c2`` (no start
#: square, like a placement) or the removal from the worker that moved ``c3xb2``, judged then, or ``pass``
#: alone where she would gain with no square free (``gods_promo.hydra_rest``).
END_OF_TURN_CHOICE: Final = frozenset({"hydra"})

#: The phase of a turn paused after such a dome: it ends there, a turn of its own.
PAUSED: Final = "paused"

#: The PASS token: her placement turn declined (and the rest of a paused turn, where it may end).
PASS: Final = "pass"


def built_domes(before: Sequence[bool], after: Sequence[bool]) -> tuple[int, ...]:
    """The squares a turn domed: a dome after it, none before (ascending)."""
    return tuple(sq for sq in range(25) if after[sq] and not before[sq])


def eligible_next_to(dome: int, heights: Sequence[int], domes: Sequence[bool], workers: Mapping[int, str],
                     blocked: Collection[int]) -> list[int]:
    """The squares next to ``dome`` where she may place: level 0, no dome, no worker, not a
    square no worker may enter (``blocked``: the boulder)."""
    return [sq for sq in NEIGHBOURS[dome]
            if heights[sq] == 0 and not domes[sq] and sq not in workers and sq not in blocked]


def open_domes(built: Sequence[int], heights: Sequence[int], domes: Sequence[bool], workers: Mapping[int, str],
               blocked: Collection[int], then: Mapping[int, Collection[int]] | None = None) -> tuple[int, ...]:
    """The domes of ``built`` she may place next to now (an eligible square around them), in
    ASCII order of their names: what her due state lists. ``then``: for the domes a turn built, the
    squares eligible right after the step that built each (a dome not in it: no such limit); a
    dome is open only with a square eligible both then and now (she places right after the dome)."""
    def open_(d: int) -> bool:
        now = eligible_next_to(d, heights, domes, workers, blocked)
        if then is None or d not in then:
            return bool(now)
        return any(sq in then[d] for sq in now)

    return tuple(sorted((d for d in built if open_(d)), key=SQUARE_NAMES.__getitem__))


def placements(due: Sequence[int], card: int, heights: Sequence[int], domes: Sequence[bool],
               workers: Mapping[int, str], blocked: Collection[int]) -> list[str]:
    """Her placement turn's tokens, sorted: ``+sq`` for each eligible square next to a dome of
    ``due``; ``+sq+sq`` (ASCII order) for two distinct squares next to two different domes of
    ``due``, with two workers on her card (``card``); ``pass``."""
    around = {d: set(eligible_next_to(d, heights, domes, workers, blocked)) for d in due}
    singles = sorted(set().union(*around.values()))
    tokens = [f"+{SQUARE_NAMES[sq]}" for sq in singles]
    if card >= 2:
        for a, b in combinations(singles, 2):
            if any(a in around[d1] and b in around[d2] for d1 in due for d2 in due if d1 != d2):
                tokens.append("".join(f"+{name}" for name in sorted((SQUARE_NAMES[a], SQUARE_NAMES[b]))))
    return sorted(tokens + [PASS])


#: Her step machine: her own turn is a mortal's (what is hers happens between turns).
STEP_MACHINES: Final = {"gaea": plain}
