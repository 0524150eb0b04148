"""Reference oracle: a deliberately plain pure-Python implementation of the Santorini rules.

It exists to check the fast native core in tests, so it favours being obviously right
over being fast, and shares no code with the engine except :mod:`santorini.notation`
and :mod:`santorini.errors`. :mod:`~santorini.reference.position` holds the position and
the turn search, :mod:`~santorini.reference.turn` a turn in progress,
:mod:`~santorini.reference.geometry` the board's squares, and the gods' step machines are
one module per family: :mod:`~santorini.reference.gods_simple`,
:mod:`~santorini.reference.gods_advanced`, :mod:`~santorini.reference.gods_golden_fleece`,
:mod:`~santorini.reference.gods_promo`, and the heroes' :mod:`~santorini.reference.heroes`.

Scope: ``mortal``, the ten Simple Gods (gods.md §3.1: apollo, artemis, athena, atlas,
demeter, hephaestus, hermes, minotaur, pan, prometheus) and the Advanced Gods 11-30 but
Chaos (§3.2; docs/advanced-gods.md): ares (after the build, the top block taken off a
square next to his unmoved worker, written ``_sq``), charon (a ferry, written ``>sq``,
before the move), aphrodite, bia, chronus, circe (2 players only), dionysus (extra turns,
``pass``), eros, hera, hestia, hypnus, limus, medusa, morpheus, persephone, poseidon,
selene (the female worker, lowercase; placement ``+b2*+d4``), triton and zeus, and ten
Golden Fleece gods (§3.3): graeae (2 and 3 players; three workers, ``+a1+b2+c3``, and the
build by one that did not move: ``b2-c3,d4^d5``), europa (after her build she may put the
Talus, a dome-like figure for everyone, next to her moved worker: ``b2-c3^d4@c2``, state
``europa[c2]``), hades (opponents may not move down), nemesis (after her build,
exchanges places with an opponent none of whose workers touches hers: ``b2-c3^d4>a1>e5``),
terpsichore (both workers move, then both build: ``b2-c3,d4-d5^c4^e5``), urania (her
moves and builds wrap around the edges), harpies (each move of an opposing worker that
does not win slides on in its direction while the next square is free and not higher;
written with the square moved to, ``b2-c3^e4``), aeolus (a wind token: no worker moves into the
wind; ``b2-c3^d4=ne``, ``=off``, state ``aeolus[ne]``; against Gaea a dome may stop his turn before
the wind, its rest ``=ne`` alone, state ``aeolus[ne,rest]``) and siren (a Song oriented at setup,
``=ne``; forces opposing workers along it, then builds: ``b2>c3>d4^b3``) - these two
listed apart, :data:`SUPPORTED_DIRECTION_GODS` -, clio (2 and 3 players; three coins: after
each of her first three block builds one goes on that block, ``clio[b2,c3,x]``; to her
opponents a coin square is a dome and her worker on it is out of their reach; listed apart,
:data:`SUPPORTED_COIN_GODS`),
and ten promo gods (§3.5;
:mod:`~santorini.reference.gods_promo`): asteria (a dome anywhere after moving down,
``c3-b2^b1^e5*``), castor (Castor & Pollux: move all, ``b2-c3,d4-d5``, or build with all,
``b2^c3,d4^e5``), hippolyta (a male/female pair, ``+b2*+d4``; while she holds her power
every move of every worker but her female's is diagonal), iris (jumps over a worker, ``b2-d4^d5``), pegasus (climbs any height),
proteus (2 and 3 players; three workers, one forced onto the square left, ``b2-c3>d4^c2``),
scylla (2 and 4 players; drags an opponent onto the square left, ``b2-c3>a1^d4``) and maenads
(at the end of her turn an opposing worker between two of hers loses: her side wins, or with 3
players that seat is eliminated), and hydra (2 and 3 players; after her build a worker gained on
one of the lowest free squares next to the mover, ``b2-c3^d4+c2``, or, two of hers touching,
one taken out, ``b2-c3^d4xb2``; listed apart, :data:`SUPPORTED_WORKER_COUNT_GODS`), and eris (2 and 4
players; her turn, or the plain move and build of an opposing worker she has not marked, written
from its square; her state ``eris[b2,d4]`` marks the workers each opponent moved in its last turn
that moved any; listed apart, :data:`SUPPORTED_MARK_GODS`), and nyx (2 players; her card names a Night
Power, ``nyx[zeus]``, which she holds - and her opponent loses his power - while the complete towers
are odd; listed apart, :data:`SUPPORTED_NIGHT_GODS`), and charybdis (§3.3 32; after her build she
may put one of her two whirlpools on the board, ``b2-c3^d4@e5``, state ``charybdis[c3,d4]``; a
worker of any seat that moves onto one while the other stands free on the board is forced onto the
other, winning if it is on level 3; with her original text, ``revised-text`` selected, the entering
move is judged first and the transport is a move of her card from one onto the other, winning as
such a move; a whirlpool built on or lowered returns to her card; against Harpies the slide comes after the
transport, from the exit; listed apart,
:data:`SUPPORTED_WHIRLPOOL_GODS`), and gaea (§3.3 35; 2 and 3 players; after any turn that built a
dome she places a worker from her card on a ground-level square next to it, in a placement turn of
her own between turns, ``+c3``, ``+b2+d4`` or ``pass``, state ``gaea[2,c3]`` and extra item
``resume:K`` meanwhile; :mod:`~santorini.reference.gaea`; listed apart,
:data:`SUPPORTED_PLACEMENT_GODS`), and tyche (§3.5 56; 2, 3 and 4 players; after each of her normal
turns she draws a card of her deck, five blanks and a six, in a turn of her seat between turns,
``draw:0`` or ``draw:6``, state ``tyche[2,draw]`` and extra item ``resume:K`` meanwhile; after the six
an extra turn of hers, or ``pass``, state ``tyche[0,extra]``; :mod:`~santorini.reference.tyche`; listed
apart, :data:`SUPPORTED_CHANCE_GODS`), and tartarus (§3.3 43; 2 players; once every side has placed
he names the Abyss in a turn of his seat between turns, ``abyss@c3``, state ``tartarus[abyss]`` and extra
item ``resume:K`` meanwhile, then ``tartarus[set|c3]`` - ``tartarus[set]`` as his opponent sees it -; any
worker entering it makes its side lose; :mod:`~santorini.reference.tartarus`; listed apart,
:data:`SUPPORTED_HIDDEN_GODS`), and moerae (§3.3 40; 2 and 3 players; three workers; before anyone places
she chooses a 2x2 Fate area in a setup turn of her seat, ``fate@b2``, state ``moerae[set|b2]`` -
``moerae[set]`` as her opponents see it -; an opponent's winning move whose win is judged in it wins
for her; :mod:`~santorini.reference.moerae`; listed apart with tartarus), and chaos (§3.2 14; 2, 3 and 4
players; his card's deck of Simple Gods: before anyone places he reveals one, ``draw:N``, as his setup
choice, and after any turn that built a dome the next, in a turn of his seat between turns, state
``chaos[pan,apollo,draw]`` and extra item ``resume:K`` meanwhile; he has the power revealed, ``chaos[pan]``;
:mod:`~santorini.reference.chaos`; listed apart, :data:`SUPPORTED_DECK_GODS`), and hecate (§3.3 39; 2 and 3
players; she places last; her opponents play on the board without her workers, and a step of theirs
naming one of her squares is cancelled with the rest of the turn; her state ``hecate[*]``,
``hecate[b3,!d3,^e2]`` says what they know; :mod:`~santorini.reference.hecate`; listed apart,
:data:`SUPPORTED_HIDING_GODS`), for 2 players,
3 players (a seat with no legal turn is eliminated, the last one standing
wins) and 4 players in two teams (seats are sides A, B, A, B; teammates share their
workers and are never opponents; or, the Pantheon edition's reading, seats A, B, C, D, a pair
of workers a player, A and C against B and D: :mod:`~santorini.reference.pantheon`), from any
start seat (the empty board's seat to move; the Pantheon teams write ``first:K`` while their
seats place, seats K..4 in round 1 and those before K in round 2, then K moves first),
with or without the Pantheon edition's boulder (extra
item ``boulder@c3``: a square no worker enters and nobody builds on), and the Golden Fleece
variant for 2 players (extra items ``fleece:<god>`` and ``ram@c3``; :mod:`~santorini.reference.fleece`):
the Ram, placed by seat 1 after both placements, gives its god's power at the start of each
turn to every seat with a worker next to it (with ``fleece:eris`` each seat keeps its mark all
game, held or not: ``A:mortal[eris:b2]``).
Nine Heroes (§3.4), each power once a game and with 2 players only: achilles (builds before
and after his move), adonis (binds his worker and an opposing one that must end the
opponent's next turn as neighbours, if it can: ``b2-c3^d4~c3~e4``, state ``adonis[c3~e4]``),
atalanta (moves on and on, ``b2-c3-d3^e4``), bellerophon (climbs two levels), jason (brings a third worker into play, ``+a1-a2^b1``), medea (takes blocks from
under a worker, ``_sq``), odysseus (forces workers onto corners, ``>sq>corner``), polyphemus
(domes anywhere after his build, ``b2-c3^d4^a1*^e5*``) and theseus (removes a worker two levels
above his, ``b2-c3^d4xe4``); ``achilles[used]`` once spent. A tenth, Heracles (the move alone,
``b2-c3``, then one dome next to his workers per extra turn, ``c3^d4*``, until ``pass``; state
``heracles[domes,c3]`` meanwhile; facing Gaea in any order, ``heracles[domes]``), is listed apart,
:data:`SUPPORTED_EXTRA_TURN_HEROES`.
``RefPosition(sfen, rulings={...})`` selects the alternatives of the rulings
``revised-text``, ``hypnus-lone-worker``, ``hera-alternative-wins``, ``dionysus-chronus``,
``iris-level-three``, ``clio-coin-built-over`` and ``moerae-scope``.

>>> pos = RefPosition()
>>> len(pos.legal_turns())
300
>>> pos.play("+c3+a1")
>>> pos.sfen()
'00000/00000/000A00/00000/0A0000 2 A:mortal,B:mortal 1 -'
>>> pos = RefPosition("00000/00000/00000/00000/00000 1 A:mortal,B:mortal 1 boulder@c3")
>>> len(pos.legal_turns())  # two of the 24 other squares
276
>>> pos = RefPosition("00000/000B00/00A00A0/000B00/00000 1 A:mortal,B:mortal 2 fleece:pan")
>>> len(pos.legal_turns())  # seat 1 places the Ram on a square without a worker
21
>>> pos.play("ram@a3")  # next to A's b3 only: seat 2 plays as a mortal, A holds Pan
>>> pos.sfen(), pos.power(0), pos.power(1)
('00000/000B00/00A00A0/000B00/00000 2 A:mortal,B:mortal 2 fleece:pan,ram@a3', 'pan', 'mortal')
>>> pos = RefPosition("00000/000B00/00A00A0/000B00/00000 1 A:demeter,B:mortal 2 -")
>>> pos.play("b3-b4^a5^a4")
>>> pos.sfen()
'10000/10A0B00/0000A0/000B00/00000 2 A:demeter,B:mortal 2 -'
>>> pos = RefPosition("0B0000A/00000/000B00/00A000/00000 1 A:charon,B:mortal 2 -")
>>> pos.play("b2>c3-c3^b2")  # Charon ferries c3 across b2 to a1, then b2 moves to c3
>>> pos.sfen()
'0B0000A/00000/000A00/01000/0B0000 2 A:charon,B:mortal 2 -'
>>> pos = RefPosition("00000/000B00/00A00A0/000B10/00000 1 A:ares,B:mortal 2 -")
>>> pos.play("b3-b4^a5_d2")  # Ares builds on a5, then takes d2's block off (next to d3)
>>> pos.sfen()
'10000/00A0B00/0000A0/000B00/00000 2 A:ares,B:mortal 2 -'
>>> pos = RefPosition("00000/000B00/00A00A0/000B00/00000 1 A:zeus,B:mortal 2 -")
>>> pos.play("b3-b4^b4")  # Zeus builds a block under himself
>>> pos.sfen()
'00000/01A0B00/0000A0/000B00/00000 2 A:zeus,B:mortal 2 -'
>>> pos = RefPosition("0B0000/0000A0/00000/00A000/00000B 1 A:terpsichore,B:mortal 3 -")
>>> "b2-c3,d4-d5^c4^e5" in pos.legal_turns()  # both move, then both build
True
>>> pos.play("d4-d5,b2-c3^e5^c4")  # another spelling of that turn
>>> pos.sfen()
'0B000A1/00100/000A00/00000/00000B 2 A:terpsichore,B:mortal 3 -'
>>> pos = RefPosition("000B00/00000/000A00B/00000/0A0000 1 A:urania,B:mortal 3 -")
>>> pos.play("a1-e5^a4")  # across two edges
>>> pos.sfen()
'000B00A/10000/000A00B/00000/00000 2 A:urania,B:mortal 3 -'
"""

from santorini.notation import START_SFEN, start_sfen
from santorini.reference.geometry import neighbours
from santorini.reference.position import (
    SUPPORTED_CHANCE_GODS,
    SUPPORTED_COIN_GODS,
    SUPPORTED_DECK_GODS,
    SUPPORTED_DIRECTION_GODS,
    SUPPORTED_EXTRA_TURN_HEROES,
    SUPPORTED_GODS,
    SUPPORTED_HEROES,
    SUPPORTED_HIDDEN_GODS,
    SUPPORTED_HIDING_GODS,
    SUPPORTED_MARK_GODS,
    SUPPORTED_NIGHT_GODS,
    SUPPORTED_PLACEMENT_GODS,
    SUPPORTED_WHIRLPOOL_GODS,
    SUPPORTED_WORKER_COUNT_GODS,
    RefPosition,
)

__all__ = ["START_SFEN", "SUPPORTED_CHANCE_GODS", "SUPPORTED_COIN_GODS", "SUPPORTED_DECK_GODS", "SUPPORTED_DIRECTION_GODS", "SUPPORTED_EXTRA_TURN_HEROES",
           "SUPPORTED_GODS", "SUPPORTED_HEROES", "SUPPORTED_HIDDEN_GODS", "SUPPORTED_HIDING_GODS", "SUPPORTED_MARK_GODS", "SUPPORTED_NIGHT_GODS",
           "SUPPORTED_PLACEMENT_GODS", "SUPPORTED_WHIRLPOOL_GODS", "SUPPORTED_WORKER_COUNT_GODS", "RefPosition", "neighbours", "start_sfen"]
