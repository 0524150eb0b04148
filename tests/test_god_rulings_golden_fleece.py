"""Ruling scenarios of nine Golden Fleece gods: Aeolus (31), Clio (33), Europa & Talus (34,
``europa``), Graeae (36), Hades (37), Harpies (38), Siren (42), Terpsichore (44) and Urania (45)
(background: the rules digest's §1, §1.2 move vs force, §1.3, §2, §3.3 entries 31, 33, 34, 36,
37, 38, 42, 44, 45, §4 bans, §5, §6 and §9, cited as "gods.md §n").

Written from the rules alone, before and independently of the code: every expected value
below was worked out by hand (boards are drawn in comments where it helps). The format and
the runner are those of tests/test_god_rulings_advanced.py (a position, the turns that must
be listed, the turns that must be rejected, the position after a turn, ...). Every scenario
runs against both implementations, ``oracle`` (santorini.reference.RefPosition) and ``core``
(santorini.Board); while the core raises UnsupportedError for a god, its case is skipped.

Terpsichore's token (agreed with the core): the first worker's move, a comma and the second
worker's move, then the two builds in ASCII order of their squares, ``b2-c3,d4-d5^c4^e5``;
the builds are a multiset (``^c4^c4`` when c4 touches both workers' squares), legal when
they can be given one to each worker, each next to its worker. A win ends the token
(``b2-c3``, ``b2-c2,d4-d5``). One worker left: ``b2-c3^d4``. Canonical: fewest steps, then
the ASCII-smallest string among the spellings of one outcome.

Graeae's tokens (agreed with the core): her side places three workers (``+a1+b2+c3``); one
worker moves, then ``,sq`` switches to a worker of hers that did not move, which builds:
``b2-c3,d4^d5``; a winning move ends the token (``b2-c3``). Original text (ruling key
``revised-text`` selected): the moved worker may build too, without a switch (``b2-c3^d4``).
One turn per move and build square: the moved worker's spelling when it may build there
(original text), else the ASCII-first unmoved builder's; the others are accepted spellings.

Europa's token (agreed with the core): after the build, ``@sq`` puts the Talus on a square
next to the worker that moved (``b2-c3^d4@c2``); the plain token leaves it where it is. The
SFEN state ``europa[c2]`` is the Talus' square (none: on her card); the board shows that
square's height, never a dome.

Aeolus' and Siren's tokens (fixed with the core): ``=dir`` (``n ne e se s sw w nw``, ``=off``)
ends a token. Aeolus' revised text: after his build ``=dir`` puts the wind out (state
``aeolus[ne]``, it blows toward ne: no move toward sw), ``=off`` takes it back; original text
(``revised-text``): ``=dir`` after every turn that does not win, and one at setup. Siren: the
setup orientation ``=dir`` (state ``siren[ne]``), then her alternative turn ``b2>c3>d4^b3``
(the builder, the forced workers' squares, the build; original text ``>c3>d4``). Setup
orientations come before any placement, in seat order from seat 1, and leave the round as it is.

Harpies' slide is never written (as a Minotaur push): the token names the square the worker
moved to, ``b2-c3^e4`` for a worker on b2 that moves to c3, slides on to e5 and builds on e4.
"""

from __future__ import annotations

from collections import Counter

import pytest

from santorini import Board
from santorini.reference import RefPosition
from test_god_rulings import position
from test_god_rulings_advanced import FOUR, REVISED, Case, Loader, check, engine, two  # noqa: F401 - engine is the fixture

# --------------------------------------------------------------------------- scenarios

CASES: list[Case] = []


def case(god: str, name: str, sfen: str, **kwargs: object) -> None:
    if "rulings" in kwargs:
        kwargs["rulings"] = frozenset(kwargs["rulings"])  # type: ignore[arg-type]
    CASES.append(Case(god, name, sfen, **kwargs))  # type: ignore[arg-type]


# =========================================================================== 37 Hades
# gods.md §3.3 (37), §1.2: opponent workers cannot *move* to a lower level (each step of a
# multi-move too); same-level and upward moves stay legal; forces are not restricted; his own
# workers, and with 4 players his teammate's turns, are never restricted; a Dionysus extra
# turn moving a Hades worker is not restricted by Hades (§3.2 18, §8 item 5).
#
#   5 A . . . .      B's c3 stands on level 1: d3 (1) and c4 (2) stay open, every
#   4 . . 2 . .      level-0 neighbour is closed. e1 (level 0) moves as usual.
#   3 . . B 1 .
#   2 . . . . .
#   1 A . . . B
#     a b c d e
case(
    "hades", "hades-blocks-a-step-down",
    position({"a1": "A", "a5": "A", "c3": "B", "e1": "B"}, {"c3": 1, "d3": 1, "c4": 2}, gods=two("hades"), to_move=2),
    legal=["c3-d3^c3", "c3-c4^c3", "e1-e2^e1"],
    illegal=["c3-b3^c3", "c3-d2^c3", "c3-b2^c2"],
    # c3: d3 (8 builds: c2 c3 c4 d2 d4 e2 e3 e4) and c4 (8: b3 b4 b5 c3 c5 d3 d4 d5);
    # e1: d1 (5), d2 (7, c3 is taken), e2 (5)
    count=33,
    after={"c3-d3^c3": position({"a1": "A", "a5": "A", "d3": "B", "e1": "B"}, {"c3": 2, "d3": 1, "c4": 2},
                                gods=two("hades"), round_number=4)},
)
case(
    "hades", "hades-own-workers-step-down",
    position({"c3": "A", "a5": "A", "a1": "B", "e1": "B"}, {"c3": 1}, gods=two("hades")),
    legal=["c3-b2^c3", "c3-d4^c3"],
)
case(
    "hades", "hades-artemis-second-step-down-blocked",
    # b2 (0) -> c3 (1) climbs; from c3 only d3 (level 1) is open for the second move (c2 is a
    # dome, so c3 is the only square on the way from b2 to d3).
    position({"b2": "A", "e5": "A", "a5": "B", "e1": "B"}, {"c3": 1, "d3": 1}, ["c2"], gods=two("artemis", "hades")),
    legal=["b2-c3^d4", "b2-c3-d3^d4", "b2-c3-d3^c3"],
    illegal=["b2-c3-d4^d3", "b2-c3-c4^c3", "b2-c3-b4^b3"],
)
case(
    "hades", "hades-hermes-walks-but-does-not-step-down",
    # Hermes' b2, c2 and c3 are on level 1: walking on level 1 is fine, a normal move down is not.
    position({"b2": "A", "e5": "A", "a5": "B", "e1": "B"}, {"b2": 1, "c2": 1, "c3": 1}, gods=two("hermes", "hades")),
    legal=["b2-c3^c2", "b2-c2^b2", "b2^a1", "e5-d5^e5"],
    illegal=["b2-a1^a2", "b2-b1^a1", "b2-b3^b2"],
)
case(
    "hades", "hades-terpsichore-each-move-bound",
    # d4 (level 1) may only go to d5 (level 1); e5, e4, c5, ... are lower.
    position({"b2": "A", "d4": "A", "a5": "B", "e1": "B"}, {"d4": 1, "d5": 1}, gods=two("terpsichore", "hades")),
    legal=["b2-c3,d4-d5^c4^e5"],
    illegal=["b2-c3,d4-e5^c4^e4", "b2-c3,d4-c4^b3^c5"],
)
case(
    "hades", "hades-apollo-swap-forces-a-worker-down-three-players",
    # B's Apollo c3 (1) swaps with C's d3 (2): B climbs one level, C's worker is forced down
    # onto c3 (a force). B may not swap down onto C's b3 (0), nor step down to c4.
    position({"a1": "A", "e5": "A", "c3": "B", "a5": "B", "d3": "C", "b3": "C"}, {"c3": 1, "d3": 2},
             gods="A:hades,B:apollo,C:mortal", to_move=2),
    legal=["c3-d3^d4"],
    illegal=["c3-b3^c3", "c3-c4^c3"],
    after={"c3-d3^d4": position({"a1": "A", "e5": "A", "d3": "B", "a5": "B", "c3": "C", "b3": "C"},
                                {"c3": 1, "d3": 2, "d4": 1}, gods="A:hades,B:apollo,C:mortal", to_move=3)},
)
case(
    "hades", "hades-minotaur-push-forces-a-worker-down-three-players",
    # B's Minotaur b3 (1) moves onto C's c3 (1) and pushes it to d3 (0): a forced descent.
    # Every other move of b3 goes down.
    position({"a1": "A", "e5": "A", "b3": "B", "a5": "B", "c3": "C", "e1": "C"}, {"b3": 1, "c3": 1},
             gods="A:hades,B:minotaur,C:mortal", to_move=2),
    legal=["b3-c3^b3", "a5-a4^a5"],
    illegal=["b3-b2^b3", "b3-c4^b3", "b3-a3^b3"],
    after={"b3-c3^d4": position({"a1": "A", "e5": "A", "c3": "B", "a5": "B", "d3": "C", "e1": "C"},
                                {"b3": 1, "c3": 1, "d4": 1}, gods="A:hades,B:minotaur,C:mortal", to_move=3)},
)
case(
    "hades", "hades-charon-ferry-forces-a-worker-down-three-players",
    # B's Charon on c3 (0) ferries C's d3 (1) across to b3 (0), then climbs onto d3.
    position({"a1": "A", "e5": "A", "c3": "B", "a5": "B", "d3": "C", "e1": "C"}, {"d3": 1},
             gods="A:hades,B:charon,C:mortal", to_move=2),
    legal=["c3>d3-d3^d4"],
    after={"c3>d3-d3^d4": position({"a1": "A", "e5": "A", "d3": "B", "a5": "B", "b3": "C", "e1": "C"},
                                   {"d3": 1, "d4": 1}, gods="A:hades,B:charon,C:mortal", to_move=3)},
)
case(
    "hades", "hades-three-players-binds-both-opponents",
    position({"a1": "A", "a5": "A", "c5": "B", "e5": "B", "c3": "C", "e1": "C"}, {"c3": 1},
             gods="A:hades,B:mortal,C:mortal", to_move=3),
    legal=["e1-e2^e1"],
    illegal=["c3-c4^c3", "c3-b2^c3"],
)
case(
    "hades", "hades-four-players-teammate-steps-down",
    position({"c3": "A", "a1": "A", "e5": "B", "e1": "B"}, {"c3": 1, "e5": 1},
             gods=FOUR.format("hades", "mortal", "mortal", "mortal"), to_move=3),
    legal=["c3-b2^c3"],
    after={"c3-b2^c3": position({"b2": "A", "a1": "A", "e5": "B", "e1": "B"}, {"c3": 2, "e5": 1},
                                gods=FOUR.format("hades", "mortal", "mortal", "mortal"), to_move=4)},
)
case(
    "hades", "hades-four-players-binds-the-other-team",
    position({"c3": "A", "a1": "A", "e5": "B", "e1": "B"}, {"c3": 1, "e5": 1},
             gods=FOUR.format("hades", "mortal", "mortal", "mortal"), to_move=4),
    legal=["e1-e2^e1"],
    illegal=["e5-d5^e5", "e5-d4^e5"],
)
case(
    "hades", "hades-dionysus-extra-turn-moves-his-worker-down",
    # Dionysus' extra turn moves Hades' own worker: Hades never restricts his own workers.
    position({"a1": "A", "a2": "A", "c3": "B", "e5": "B"}, {"c3": 1}, gods="A:dionysus[1],B:hades"),
    legal=["c3-b2^c3", "pass"],
    after={"c3-b2^c3": position({"a1": "A", "a2": "A", "b2": "B", "e5": "B"}, {"c3": 2}, gods=two("dionysus", "hades"),
                                to_move=2)},
)
case(
    "hades", "hades-dionysus-three-players-another-seats-worker-is-bound",
    # C is Hades: in A's extra turn B's c3 (level 1, all neighbours lower) cannot move, while
    # C's own e2 (level 1) may step down.
    position({"a1": "A", "a2": "A", "c3": "B", "c5": "B", "e2": "C", "e5": "C"}, {"c3": 1, "e2": 1},
             gods="A:dionysus[1],B:mortal,C:hades"),
    legal=["e2-e1^e2", "c5-c4^c5", "pass"],
    illegal=["c3-b2^c3", "c3-d3^c3"],
)
case(
    "hades", "hades-leaves-the-opponent-no-turn",
    # B's workers stand on level 1 with only level-0 squares around: B cannot move and loses.
    position({"c3": "A", "c1": "A", "a1": "B", "e5": "B"}, {"a1": 1, "e5": 1}, gods=two("hades"), to_move=2),
    count=0,
    seats_now="A:hades#,B:mortal",
)
case(
    "hades", "hades-circe-holding-hades-binds-the-opponent",
    # Circe holds Hades (B's workers apart): B plays as a mortal and may not step down.
    position({"a1": "A", "a3": "A", "c3": "B", "e1": "B"}, {"c3": 1}, gods="A:circe[hades],B:hades", to_move=2),
    legal=["e1-e2^e1"],
    illegal=["c3-b2^c3", "c3-d4^c3"],
)

# =========================================================================== 45 Urania
# gods.md §3.3 (45), §1.1: for Urania's own moves and builds the board is a torus (file a
# touches file e, rank 1 touches rank 5: every square has 8 neighbours); the rest is
# ordinary (climb limit, win onto level 3, opponents' restrictions measured as usual).
# a1's neighbours on the torus: a2 b1 b2 (ordinary) and a5 b5 e1 e2 e5 (across the edges).
case(
    "urania", "urania-corner-moves-and-builds-across-the-edges",
    # A lone Urania worker on a1 (after Bia or Medusa); B on c3 and c4.
    # To e5 (builds d4 d5 d1 e4 e1 a4 a5 a1: 8), a5 (8), b5 (7: c4 taken), e1 (8), b1 (8),
    # e2 (8), a2 (8), b2 (7: c3 taken) = 62.
    position({"a1": "A", "c3": "B", "c4": "B"}, gods=two("urania")),
    legal=["a1-e5^a4", "a1-e5^d1", "a1-e1^a2", "a1-a5^b1", "a1-b5^c1", "a1-e2^a3", "a1-b2^c1"],
    illegal=["a1-d5^a1", "a1-a4^a1", "a1-c1^a1", "a1-e5^c5", "a1-e3^a1"],
    count=62,
    after={"a1-e5^a4": position({"e5": "A", "c3": "B", "c4": "B"}, {"a4": 1}, gods=two("urania"), to_move=2)},
)
case(
    "urania", "urania-edge-wraps-on-both-axes",
    # c5 touches c1 (rank 5 -> 1), b1 and d1; e3 touches a2, a3, a4.
    position({"c5": "A", "e3": "A", "a5": "B", "e1": "B"}, gods=two("urania")),
    legal=["c5-c1^c2", "c5-d1^c5", "c5-b1^a2", "e3-a3^e3", "e3-a2^b1", "e3-a4^e4"],
    illegal=["c5-c2^c1", "e3-b3^e3", "c5-c4^c2"],
    after={"e3-a2^b1": position({"c5": "A", "a2": "A", "a5": "B", "e1": "B"}, {"b1": 1}, gods=two("urania"),
                                to_move=2)},
)
case(
    "urania", "urania-opponent-does-not-wrap",
    position({"c5": "A", "e3": "A", "a5": "B", "e1": "B"}, gods=two("urania"), to_move=2),
    legal=["e1-e2^e1", "a5-a4^b5"],
    illegal=["e1-a1^e1", "a5-a1^a5", "a5-e5^a5", "e1-e2^a2"],
)
case(
    "urania", "urania-wrap-climb-onto-level-three-wins",
    # a3 (2) -> e3 (3) across the a/e edge wins at once.
    position({"a3": "A", "c1": "A", "c4": "B", "d2": "B"}, {"a3": 2, "e3": 3}, gods=two("urania")),
    legal=["a3-e3"],
    illegal=["a3-e3^a3", "a3-e3^e2"],
    after={"a3-e3": position({"e3": "A", "c1": "A", "c4": "B", "d2": "B"}, {"a3": 2, "e3": 3},
                             gods="A:urania#,B:mortal", to_move=2)},
)
case(
    "urania", "urania-hera-vetoes-a-wrap-win-onto-the-perimeter",
    # Every wrap move ends on the perimeter: e3 (3) is no win, the build follows; the inner
    # b3 (3) still wins.
    position({"a3": "A", "c1": "A", "c4": "B", "d2": "B"}, {"a3": 2, "e3": 3, "b3": 3}, gods=two("urania", "hera")),
    legal=["a3-e3^a3", "a3-e3^e4", "a3-b3"],
    illegal=["a3-e3"],
    after={"a3-e3^a3": position({"e3": "A", "c1": "A", "c4": "B", "d2": "B"}, {"a3": 3, "e3": 3, "b3": 3},
                                gods=two("urania", "hera"), to_move=2)},
)
case(
    "urania", "urania-athena-blocks-a-wrap-climb",
    position({"a3": "A", "c1": "A", "c4": "B", "d2": "B"}, {"e3": 1}, gods=two("urania", "athena[^]")),
    legal=["a3-e4^a3", "a3-e2^a3"],
    illegal=["a3-e3^a3", "a3-e3^e4"],
)
case(
    "urania", "urania-limus-forbids-a-wrap-build-next-to-limus",
    # Limus on b3 and a5 (ordinary neighbours: a2 a3 a4 b2 b4 c2 c3 c4, and a4 b4 b5).
    # From e4 Urania reaches a3 (level 3: a dome is allowed), a4 (a block: forbidden) and
    # e5 (touches a5 only across the edge: not Limus' neighbour, allowed).
    position({"e3": "A", "c5": "A", "b3": "B", "a5": "B"}, {"a3": 3}, gods=two("urania", "limus")),
    legal=["e3-e4^a3", "e3-e4^e5", "e3-e4^d4", "e3-e2^a1"],
    illegal=["e3-e4^a4", "e3-e2^a2"],
    after={"e3-e4^a3": position({"e4": "A", "c5": "A", "b3": "B", "a5": "B"}, {"a3": 3}, ["a3"],
                                gods=two("urania", "limus"), to_move=2)},
)
case(
    "urania", "urania-circe-holding-urania-wraps",
    # B's c5 and e3 are apart: Circe holds Urania and moves on the torus.
    position({"a1": "A", "c3": "A", "c5": "B", "e3": "B"}, gods="A:circe[urania],B:urania"),
    legal=["a1-e5^a4", "a1-e1^a2"],
    after={"a1-e5^a4": position({"e5": "A", "c3": "A", "c5": "B", "e3": "B"}, {"a4": 1},
                                gods="A:circe[urania],B:urania", to_move=2)},
)
case(
    "urania", "urania-circe-holds-it-the-opponent-does-not-wrap",
    position({"a1": "A", "c3": "A", "c5": "B", "e3": "B"}, gods="A:circe[urania],B:urania", to_move=2),
    legal=["e3-e4^e3"],
    illegal=["e3-a3^e3", "e3-a4^e3"],
)
case(
    "urania", "urania-dionysus-extra-turn-uses-ordinary-adjacency",
    position({"c1": "A", "c5": "A", "a3": "B", "e5": "B"}, gods="A:dionysus[1],B:urania"),
    legal=["a3-a4^a3", "pass"],
    illegal=["a3-e3^a3", "e5-a5^e5"],
)
case(
    "urania", "urania-four-players-teammate-does-not-wrap",
    position({"a1": "A", "c3": "A", "c5": "B", "e3": "B"}, gods=FOUR.format("urania", "mortal", "mortal", "mortal"),
             to_move=3),
    legal=["a1-b1^a1"],
    illegal=["a1-e5^a4", "a1-e1^a2"],
)
case(
    "urania", "urania-four-players-seat-one-wraps",
    position({"a1": "A", "c3": "A", "c5": "B", "e3": "B"}, gods=FOUR.format("urania", "mortal", "mortal", "mortal")),
    legal=["a1-e5^a4", "a1-e1^a2"],
)

# =========================================================================== 44 Terpsichore
# gods.md §3.3 (44), §6.3: every worker of her side moves (each once, one after the other),
# then every worker builds (each once, next to itself); a worker that cannot move, or a
# missing build, makes the turn illegal; a climb onto level 3 wins at once.
#
#   5 B . . . .      A (Terpsichore) b2, d4; B a5, e1.
#   4 . . . A .
#   3 . . . . .
#   2 . A . . .
#   1 . . . . B
#     a b c d e
TERP = {"b2": "A", "d4": "A", "a5": "B", "e1": "B"}
case(
    "terpsichore", "terpsichore-both-move-then-both-build",
    position(TERP, gods=two("terpsichore")),
    legal=["b2-c3,d4-d5^c4^e5", "b2-c3,d4-d5^b4^e5"],
    illegal=["b2-c3^c4", "b2-c3,d4-d5^c4", "b2-c3^c4,d4-d5^e5", "b2-c3,d4-d5^a1^e5", "b2-c3,d4-d5^e4^e5",
             "b2-c3,b2-c2^c4^e5", "b2-c3,c3-c4^b3^d5"],
    same={"d4-d5,b2-c3^c4^e5": "b2-c3,d4-d5^c4^e5", "b2-c3,d4-d5^e5^c4": "b2-c3,d4-d5^c4^e5"},
    after={"b2-c3,d4-d5^c4^e5": position({"c3": "A", "d5": "A", "a5": "B", "e1": "B"}, {"c4": 1, "e5": 1},
                                         gods=two("terpsichore"), to_move=2)},
)
case(
    "terpsichore", "terpsichore-builds-on-one-square-twice",
    # c4 touches c3 and d5: both builds may go there (level 2); e5 touches d5 only.
    position(TERP, gods=two("terpsichore")),
    legal=["b2-c3,d4-d5^c4^c4"],
    illegal=["b2-c3,d4-d5^e5^e5", "b2-c3,d4-d5^b3^b3"],
    after={"b2-c3,d4-d5^c4^c4": position({"c3": "A", "d5": "A", "a5": "B", "e1": "B"}, {"c4": 2},
                                         gods=two("terpsichore"), to_move=2)},
)
case(
    "terpsichore", "terpsichore-second-build-on-level-three-is-a-dome",
    position(TERP, {"c4": 2}, gods=two("terpsichore")),
    legal=["b2-c3,d4-d5^c4^c4"],
    after={"b2-c3,d4-d5^c4^c4": position({"c3": "A", "d5": "A", "a5": "B", "e1": "B"}, {"c4": 3}, ["c4"],
                                         gods=two("terpsichore"), to_move=2)},
)
case(
    "terpsichore", "terpsichore-first-move-wins",
    # b2 (2) -> c3 (3) wins at once: nothing follows.
    position(TERP, {"b2": 2, "c3": 3}, gods=two("terpsichore")),
    legal=["b2-c3"],
    illegal=["b2-c3,d4-d5^c4^e5", "b2-c3^c4"],
    after={"b2-c3": position({"c3": "A", "d4": "A", "a5": "B", "e1": "B"}, {"b2": 2, "c3": 3},
                             gods="A:terpsichore#,B:mortal", to_move=2)},
)
case(
    "terpsichore", "terpsichore-second-move-wins",
    # b2 (0) -> c2, then d4 (2) -> d5 (3) wins; d4 -> d5 first wins as well (b2 stays).
    position(TERP, {"d4": 2, "d5": 3}, gods=two("terpsichore")),
    legal=["b2-c2,d4-d5", "d4-d5"],
    illegal=["b2-c2,d4-d5^c3^e5", "d4-d5,b2-c2^c3^d4"],
    after={
        "b2-c2,d4-d5": position({"c2": "A", "d5": "A", "a5": "B", "e1": "B"}, {"d4": 2, "d5": 3},
                                gods="A:terpsichore#,B:mortal", to_move=2),
        "d4-d5": position({"b2": "A", "d5": "A", "a5": "B", "e1": "B"}, {"d4": 2, "d5": 3},
                          gods="A:terpsichore#,B:mortal", to_move=2),
    },
)
case(
    "terpsichore", "terpsichore-a-worker-that-cannot-move-means-no-turn",
    # a1 is walled in by domes on a2, b1, b2: no turn moves both workers; Terpsichore loses.
    position({"a1": "A", "d4": "A", "a5": "B", "e1": "B"}, domes=["a2", "b1", "b2"], gods=two("terpsichore")),
    count=0,
    seats_now="A:terpsichore,B:mortal#",
)
case(
    "terpsichore", "terpsichore-second-worker-moves-where-the-first-was",
    # a1 can only move to b2 once the worker on b2 has left it (a2, b1 are domes).
    position({"a1": "A", "b2": "A", "a5": "B", "e1": "B"}, domes=["a2", "b1"], gods=two("terpsichore")),
    legal=["b2-c3,a1-b2^a1^b3"],
    illegal=["a1-b2,b2-c3^a1^b3", "b2-c3^b3"],
    after={"b2-c3,a1-b2^a1^b3": position({"b2": "A", "c3": "A", "a5": "B", "e1": "B"}, {"a1": 1, "b3": 1},
                                         ["a2", "b1"], gods=two("terpsichore"), to_move=2)},
)
case(
    "terpsichore", "terpsichore-counted-turns",
    # a1's only move is b2 (a2, b1 domes), e5's only move is d4 (d5, e4 domes). From b2 the
    # builds go on a1 a3 b3 c1 c2 c3, from d4 on c3 c4 c5 d3 e3 e5: 6 x 6 = 36 multisets (only
    # c3 touches both, and c3 + c3 is one multiset).
    position({"a1": "A", "e5": "A", "a5": "B", "e1": "B"}, domes=["a2", "b1", "d5", "e4"], gods=two("terpsichore")),
    legal=["a1-b2,e5-d4^a1^c3", "a1-b2,e5-d4^c3^c3", "a1-b2,e5-d4^a1^e5", "a1-b2,e5-d4^c3^e5"],
    illegal=["a1-b2,e5-d4^a1^a3", "a1-b2,e5-d4^d3^e3"],
    same={"e5-d4,a1-b2^a1^e5": "a1-b2,e5-d4^a1^e5", "a1-b2,e5-d4^e5^c3": "a1-b2,e5-d4^c3^e5"},
    count=36,
    after={"a1-b2,e5-d4^c3^c3": position({"b2": "A", "d4": "A", "a5": "B", "e1": "B"}, {"c3": 2},
                                         ["a2", "b1", "d5", "e4"], gods=two("terpsichore"), to_move=2)},
)
case(
    "terpsichore", "terpsichore-one-worker-left",
    # A lone worker moves and builds once. b2's moves: a1 (3 builds), a2 (5), a3 (5), b1 (5),
    # b3 (8), c1 (5), c2 (8), c3 (8) = 47.
    position({"b2": "A", "a5": "B", "e1": "B"}, gods=two("terpsichore")),
    legal=["b2-c3^d4"],
    illegal=["b2-c3^d4^d3"],
    count=47,
    after={"b2-c3^d4": position({"c3": "A", "a5": "B", "e1": "B"}, {"d4": 1}, gods=two("terpsichore"), to_move=2)},
)
case(
    "terpsichore", "terpsichore-persephone-forces-a-climb",
    # c3 is on level 1: a turn in which one of the workers climbs exists, so only such turns.
    position(TERP, {"c3": 1}, gods=two("terpsichore", "persephone")),
    legal=["b2-c3,d4-d5^c4^e5", "b2-a1,d4-c3^a2^d4"],
    illegal=["b2-a1,d4-e5^a2^e4", "b2-b3,d4-d5^a4^e5"],
)
case(
    "terpsichore", "terpsichore-athena-blocks-each-climb",
    position(TERP, {"c3": 1}, gods=two("terpsichore", "athena[^]")),
    legal=["b2-a1,d4-e5^a2^e4", "b2-b3,d4-d5^a4^e5"],
    illegal=["b2-c3,d4-d5^c4^e5", "b2-a1,d4-c3^a2^d4"],
)
case(
    "terpsichore", "terpsichore-hera-vetoed-climb-and-the-turn-goes-on",
    # b2 (2) -> a1 (3, perimeter): no win under Hera; d4 then moves and both build.
    position(TERP, {"b2": 2, "a1": 3}, gods=two("terpsichore", "hera")),
    legal=["b2-a1,d4-d5^b2^e5"],
    illegal=["b2-a1"],
    after={"b2-a1,d4-d5^b2^e5": position({"a1": "A", "d5": "A", "a5": "B", "e1": "B"}, {"b2": 3, "a1": 3, "e5": 1},
                                         gods=two("terpsichore", "hera"), to_move=2)},
)
case(
    "terpsichore", "terpsichore-four-players-teammate-plays-one-worker",
    position(TERP, gods=FOUR.format("terpsichore", "mortal", "mortal", "mortal"), to_move=3),
    legal=["b2-c3^d3"],
    illegal=["b2-c3,d4-d5^c4^e5"],
)
case(
    "terpsichore", "terpsichore-four-players-moves-the-teams-two-workers",
    position(TERP, gods=FOUR.format("terpsichore", "mortal", "mortal", "mortal")),
    legal=["b2-c3,d4-d5^c4^e5"],
    illegal=["b2-c3^d3"],
)


# =========================================================================== 36 Graeae
# gods.md §3.3 (36), §5.1 step 6, §6.1: she places three workers; one moves, and a worker of
# hers that did not move makes the build (revised text); original text: any one of them.
#
#   5 B . . . A      A (Graeae) a1, c3, e5; B a5, e1. After a1-b2 the unmoved c3 builds on
#   4 . . . . .      b3 b4 c2 c4 d2 d3 d4 and e5 on d4 d5 e4 (d4: both, written with c3).
#   3 . . A . .
#   2 . . . . .
#   1 A . . . B
#     a b c d e
HAGS = {"a1": "A", "c3": "A", "e5": "A", "a5": "B", "e1": "B"}
case(
    "graeae", "graeae-places-three-workers",
    position({}, gods=two("graeae"), round_number=1),
    legal=["+a1+b2+c3", "+c3+d4+e5"],
    illegal=["+a1+b2", "+a1+b2+c3+d4"],
    count=2300,  # three of 25 squares
    after={"+c3+a1+b2": position({"a1": "A", "b2": "A", "c3": "A"}, gods=two("graeae"), to_move=2, round_number=1)},
)
case(
    "graeae", "graeae-opponent-places-two",
    position({"a1": "A", "b2": "A", "c3": "A"}, gods=two("graeae"), to_move=2, round_number=1),
    legal=["+d4+e5"],
    illegal=["+d4+e5+a5"],
    count=231,  # two of the 22 free squares
)
case(
    "graeae", "graeae-an-unmoved-worker-builds",
    position(HAGS, gods=two("graeae")),
    legal=["a1-b2,c3^d4", "a1-b2,c3^b3", "a1-b2,e5^d5", "a1-b2,e5^e4", "c3-d4,a1^b2", "e5-d4,c3^c2"],
    illegal=["a1-b2^a1", "a1-b2^c2", "a1-b2,b2^a1", "a1-b2,c3^a1", "a1-b2,e5^c4", "a1-b2"],
    same={"a1-b2,e5^d4": "a1-b2,c3^d4"},
    after={"a1-b2,e5^d4": position({"b2": "A", "c3": "A", "e5": "A", "a5": "B", "e1": "B"}, {"d4": 1},
                                   gods=two("graeae"), to_move=2)},
)
case(
    "graeae", "graeae-original-text-any-worker-builds",
    # The moved worker's build is written without a switch (fewer steps), also where an
    # unmoved one could build the same square (c2: b2 and c3).
    position(HAGS, gods=two("graeae")),
    rulings=[REVISED],
    legal=["a1-b2^a1", "a1-b2^c2", "a1-b2,c3^d4", "a1-b2,e5^d5"],
    illegal=["a1-b2^d4", "a1-b2,b2^a1"],
    same={"a1-b2,c3^c2": "a1-b2^c2", "a1-b2,e5^d4": "a1-b2,c3^d4"},
    after={"a1-b2^a1": position({"b2": "A", "c3": "A", "e5": "A", "a5": "B", "e1": "B"}, {"a1": 1},
                                gods=two("graeae"), to_move=2)},
)
case(
    "graeae", "graeae-a-move-no-unmoved-worker-can-follow-is-no-turn",
    #   5 B . . . A      a1 is walled in by the domes a2 and b1, e5 by d4, d5 and e4: a1 can
    #   4 . . . * *      only move to b2 and build nothing but b2. c3's move to b2 leaves no
    #   3 . . A . .      unmoved builder (a1's last square taken, e5 walled): no turn. Its
    #   2 * . . . .      other moves (b3 b4 c2 c4 d2 d3) each with a1's build on b2, and a1-b2
    #   1 A * . . B      with c3's six builds (b3 b4 c2 c4 d2 d3): 12 turns.
    #     a b c d e
    position(HAGS, domes=["a2", "b1", "d4", "d5", "e4"], gods=two("graeae")),
    legal=["c3-c2,a1^b2", "c3-d3,a1^b2", "a1-b2,c3^d3"],
    illegal=["c3-b2,a1^b2", "c3-b2,a1^a2", "c3-b2^c3", "c3-b2,e5^d4"],
    count=12,
)
case(
    "graeae", "graeae-no-turn-when-no-unmoved-worker-can-build",
    # a1 and a2 are walled in (domes a3 b1 b2 b3) and cannot move; e5's moves (d4 d5 e4) leave
    # them nothing to build on: Graeae has no turn and loses.
    position({"a1": "A", "a2": "A", "e5": "A", "c1": "B", "e1": "B"}, domes=["a3", "b1", "b2", "b3"],
             gods=two("graeae")),
    count=0,
    seats_now="A:graeae,B:mortal#",
)
case(
    "graeae", "graeae-original-text-the-walled-in-hags-need-no-build",
    # The same position with the original text: e5 builds itself. d4: c3 c4 c5 d3 d5 e3 e4 e5
    # (8), d5: c4 c5 d4 e4 e5 (5), e4: d3 d4 d5 e3 e5 (5) = 18.
    position({"a1": "A", "a2": "A", "e5": "A", "c1": "B", "e1": "B"}, domes=["a3", "b1", "b2", "b3"],
             gods=two("graeae")),
    rulings=[REVISED],
    legal=["e5-d4^c3", "e5-e4^e5"],
    count=18,
)
case(
    "graeae", "graeae-climb-onto-level-three-wins-before-any-build",
    position({"b2": "A", "d4": "A", "e1": "A", "a5": "B", "e5": "B"}, {"b2": 2, "c3": 3}, gods=two("graeae")),
    legal=["b2-c3"],
    illegal=["b2-c3,d4^d3", "b2-c3^b2", "b2-c3,e1^d1"],
    after={"b2-c3": position({"c3": "A", "d4": "A", "e1": "A", "a5": "B", "e5": "B"}, {"b2": 2, "c3": 3},
                             gods="A:graeae#,B:mortal", to_move=2)},
)
case(
    "graeae", "graeae-frozen-worker-builds",
    # Hypnus freezes b2 (level 1, strictly highest of her three): it does not move but builds.
    position({"b2": "A", "d4": "A", "e1": "A", "a5": "B", "e5": "B"}, {"b2": 1}, gods=two("graeae", "hypnus")),
    legal=["d4-c3,b2^b3", "d4-c3,b2^c2", "e1-d1,b2^c1", "d4-c4,e1^d2"],
    illegal=["b2-c3,d4^d3", "b2-b3,e1^e2", "d4-c3^d4"],
    after={"d4-c3,b2^a1": position({"b2": "A", "c3": "A", "e1": "A", "a5": "B", "e5": "B"}, {"b2": 1, "a1": 1},
                                   gods=two("graeae", "hypnus"), to_move=2)},
)
case(
    "graeae", "graeae-circe-holds-her-power-with-two-workers",
    # Graeae's a5, e5, e1 do not all neighbour each other: Circe holds her power, moves one of
    # her two workers and builds with the other.
    position({"a1": "A", "c3": "A", "a5": "B", "e5": "B", "e1": "B"}, gods="A:circe[graeae],B:graeae"),
    legal=["a1-b2,c3^d4", "c3-d3,a1^a2"],
    illegal=["a1-b2^a1", "c3-d3^d4"],
    after={"a1-b2,c3^d4": position({"b2": "A", "c3": "A", "a5": "B", "e5": "B", "e1": "B"}, {"d4": 1},
                                   gods="A:circe[graeae],B:graeae", to_move=2)},
)
case(
    "graeae", "graeae-three-players",
    position({"a1": "A", "c3": "A", "e5": "A", "a5": "B", "e1": "B", "c1": "C", "c5": "C"},
             gods="A:graeae,B:mortal,C:mortal"),
    legal=["a1-b2,c3^d4", "e5-e4,c3^d3"],
    illegal=["a1-b2^a1", "e5-e4^e5"],
    after={"e5-e4,c3^d3": position({"a1": "A", "c3": "A", "e4": "A", "a5": "B", "e1": "B", "c1": "C", "c5": "C"},
                                   {"d3": 1}, gods="A:graeae,B:mortal,C:mortal", to_move=2)},
)
case(
    "graeae", "graeae-three-players-places-three",
    position({"a1": "A", "b2": "A"}, gods="A:mortal,B:graeae,C:mortal", to_move=2, round_number=1),
    legal=["+c3+d4+e5"],
    illegal=["+c3+d4"],
    count=1771,  # three of the 23 free squares
)

# =========================================================================== 34 Europa & Talus
# gods.md §3.3 (34), §1.1, §6.1, §8 item 6: after her build Europa may put the Talus on an
# unoccupied square next to the worker that moved (or move it there); for everyone its
# square is like a square with only a dome on it, but no complete tower.
#
#   5 B . . . .      A (Europa) b2, d4; B a5, e1.
#   4 . . . A .
#   3 . . . . .
#   2 . A . . .
#   1 . . . . B
#     a b c d e
EUROPA = {"b2": "A", "d4": "A", "a5": "B", "e1": "B"}
case(
    "europa", "europa-puts-the-talus-next-to-the-moved-worker",
    position(EUROPA, gods=two("europa")),
    legal=["b2-c3^d3", "b2-c3^d3@c2", "b2-c3^d3@d3", "b2-c3^d3@b2", "b2-c3^d3@c4"],
    illegal=["b2-c3^d3@d4", "b2-c3^d3@e5", "b2-c3^d3@a1", "b2-c3@c2^d3", "b2-c3^d3@c2@c4", "b2-c3@c2"],
    after={
        "b2-c3^d3@c2": position({"c3": "A", "d4": "A", "a5": "B", "e1": "B"}, {"d3": 1}, gods="A:europa[c2],B:mortal",
                                to_move=2),
        "b2-c3^d3": position({"c3": "A", "d4": "A", "a5": "B", "e1": "B"}, {"d3": 1}, gods=two("europa"), to_move=2),
    },
)
case(
    "europa", "europa-counted-turns",
    # a1's only move is b2 (a2, b1 domes), e5 is walled in (d4, d5, e4 domes). From b2: six
    # builds (a1 a3 b3 c1 c2 c3), each declined or followed by the Talus on one of those six
    # squares (after the build, any height): 6 x 7 = 42.
    position({"a1": "A", "e5": "A", "c5": "B", "e1": "B"}, domes=["a2", "b1", "d4", "d5", "e4"], gods=two("europa")),
    legal=["a1-b2^c3", "a1-b2^c3@c3", "a1-b2^c3@a1"],
    count=42,
)
case(
    "europa", "europa-relocates-the-talus-and-it-blocks-her-own-workers",
    # The Talus stands on c2 (level 1): she may not move or build there; she may move it
    # next to her moved worker (the square it stands on is no relocation) or leave it.
    position(EUROPA, {"c2": 1}, gods="A:europa[c2],B:mortal"),
    legal=["b2-c3^d3", "b2-c3^d3@b2", "b2-b3^a4@c4"],
    illegal=["b2-c2^b2", "b2-c3^c2", "b2-c3^d3@c2", "b2-b1^c2"],
    after={
        "b2-c3^d3@b2": position({"c3": "A", "d4": "A", "a5": "B", "e1": "B"}, {"c2": 1, "d3": 1},
                                gods="A:europa[b2],B:mortal", to_move=2),
        "b2-c3^d3": position({"c3": "A", "d4": "A", "a5": "B", "e1": "B"}, {"c2": 1, "d3": 1},
                             gods="A:europa[c2],B:mortal", to_move=2),
    },
)
case(
    "europa", "europa-talus-blocks-the-opponents-moves-and-builds",
    # The Talus on c3 (level 2): B's b2 and d2 neither move nor build there, not even a dome
    # on it once it is level 3.
    position({"a1": "A", "e5": "A", "b2": "B", "d2": "B"}, {"c3": 2}, gods="A:europa[c3],B:mortal", to_move=2),
    legal=["b2-b3^c4", "d2-d3^d4"],
    illegal=["b2-c3^b2", "b2-b3^c3", "d2-d3^c3", "d2-c2^c3"],
)
case(
    "europa", "europa-talus-refuses-a-minotaur-push",
    # B's Minotaur b2 -> c3 would push A's c3 onto the Talus on d4: refused; d2 -> c3 pushes
    # it to b4.
    position({"c3": "A", "a5": "A", "b2": "B", "d2": "B"}, gods="A:europa[d4],B:minotaur", to_move=2),
    legal=["d2-c3^d2", "b2-b3^b2"],
    illegal=["b2-c3^b2", "b2-c3^c2"],
    after={"d2-c3^d2": position({"b4": "A", "a5": "A", "b2": "B", "c3": "B"}, {"d2": 1},
                                gods="A:europa[d4],B:minotaur", round_number=4)},
)
case(
    "europa", "europa-talus-refuses-a-charon-ferry",
    # B's Charon on c3: A's b2 would land on d4 (the Talus): no ferry; A's d3 lands on b3.
    position({"b2": "A", "d3": "A", "a5": "B", "c3": "B"}, gods="A:europa[d4],B:charon", to_move=2),
    legal=["c3>d3-d3^d2", "c3-c4^c3"],
    illegal=["c3>b2-b2^c3", "c3>b2-c2^c3"],
    after={"c3>d3-d3^d2": position({"b2": "A", "b3": "A", "a5": "B", "d3": "B"}, {"d2": 1},
                                   gods="A:europa[d4],B:charon", round_number=4)},
)
case(
    "europa", "europa-talus-is-no-complete-tower-for-chronus",
    # Four complete towers (a1 a2 b1 e5) and the Talus on a level-3 square (c3): no fifth
    # tower, and nobody may dome c3. Chronus' dome on d1 makes the fifth.
    position({"a4": "A", "e3": "A", "c2": "B", "e4": "B"}, {"a1": 3, "a2": 3, "b1": 3, "e5": 3, "c3": 3, "d1": 3},
             ["a1", "a2", "b1", "e5"], gods="A:europa[c3],B:chronus", to_move=2),
    seats_now="A:europa[c3],B:chronus",
    legal=["c2-d2^d1"],
    illegal=["c2-b2^c3", "c2-d2^c3", "c2-c3^c2"],
    seats_after={"c2-d2^d1": "A:europa[c3],B:chronus#"},
)
case(
    "europa", "europa-winning-move-places-no-talus",
    position(EUROPA, {"b2": 2, "c3": 3}, gods=two("europa")),
    legal=["b2-c3"],
    illegal=["b2-c3@b2", "b2-c3^d3@b2"],
    after={"b2-c3": position({"c3": "A", "d4": "A", "a5": "B", "e1": "B"}, {"b2": 2, "c3": 3},
                             gods="A:europa#,B:mortal", to_move=2)},
)
case(
    "europa", "europa-three-players-elimination-takes-the-talus-away",
    # C (Europa) is walled in on a1, a2 (domes a3 b1 b2 b3): when play reaches her she is
    # eliminated, her workers and her Talus (c3) leave the board.
    position({"c1": "A", "e2": "A", "e5": "B", "d5": "B", "a1": "C", "a2": "C"}, domes=["a3", "b1", "b2", "b3"],
             gods="A:mortal,B:mortal,C:europa[c3]", to_move=2),
    legal=["e5-e4^e5"],
    illegal=["d5-c4^c3"],
    after={"e5-e4^e5": position({"c1": "A", "e2": "A", "e4": "B", "d5": "B"}, {"e5": 1}, ["a3", "b1", "b2", "b3"],
                                gods="A:mortal,B:mortal,-C:europa", round_number=4)},
)
case(
    "europa", "europa-three-players-blocks-both-opponents",
    position({"a1": "A", "e5": "A", "b2": "B", "e1": "B", "d4": "C", "a5": "C"},
             gods="A:europa[c3],B:mortal,C:mortal", to_move=3),
    legal=["d4-d3^d2", "d4-c4^b4"],
    illegal=["d4-c3^d4", "d4-d3^c3"],
)
case(
    "europa", "europa-four-players-teammate-places-no-talus",
    position(EUROPA, gods=FOUR.format("europa", "mortal", "mortal", "mortal"), to_move=3),
    legal=["b2-c3^d3"],
    illegal=["b2-c3^d3@c2"],
)
case(
    "europa", "europa-four-players-talus-binds-her-teammate",
    position(EUROPA, gods=FOUR.format("europa[c3]", "mortal", "mortal", "mortal"), to_move=3),
    legal=["b2-b3^c4"],
    illegal=["b2-c3^d3", "b2-b3^c3"],
)
case(
    "europa", "europa-four-players-places-the-talus",
    position(EUROPA, gods=FOUR.format("europa[c3]", "mortal", "mortal", "mortal")),
    legal=["b2-b3^a4@c2", "b2-b3^a4"],
    illegal=["b2-c3^d3", "b2-b3^a4@c3"],
    after={"b2-b3^a4@c2": position({"b3": "A", "d4": "A", "a5": "B", "e1": "B"}, {"a4": 1},
                                   gods=FOUR.format("europa[c2]", "mortal", "mortal", "mortal"), to_move=2)},
)


# =========================================================================== 31 Aeolus
# gods.md §3.3 (31), §1.2, §6.2: while his wind blows toward d (state ``aeolus[d]``, the token
# beside the board) no worker of any seat - his own, his teammate's, every opponent's - may
# *move* in the direction opposite to d; the other seven stay open, forces are free. Revised
# text (the default): the token starts on his card; after his build he may put it out
# (``=dir``, 8 ways) or, when it is out, take it back (``=off``), or leave it: 9 outcomes per
# move and build with the token on his card, 2 with it out. Original text (``revised-text``):
# the wind always blows; he orients it at setup (``=dir``, before any placement, in seat
# order) and must turn it after each turn that does not win (8 outcomes, ``=off`` illegal).
#
#   5 A . . . A      B's c3 may not step to c2 (south, into a wind blowing north); its seven
#   4 . . . . .      other neighbours stay open, and so do e1's d1, d2, e2 (none south).
#   3 . . B . .      c3: b2 8 builds, d2 7 (e1), b3 8, d3 8, b4 7 (a5), c4 8, d4 7 (e5) = 53;
#   2 . . . . .      e1: d1 5, d2 7 (c3), e2 5 = 17.
#   1 . . . . B
#     a b c d e
case(
    "aeolus", "aeolus-wind-bars-the-move-into-it",
    position({"a5": "A", "e5": "A", "c3": "B", "e1": "B"}, gods="A:aeolus[n],B:mortal", to_move=2),
    legal=["c3-b2^c2", "c3-d2^c2", "c3-c4^c3", "e1-e2^e1"],
    illegal=["c3-c2^c3", "c3-c2^b1"],
    count=70,
)
#   5 B . . . A      Aeolus' own workers are held: the wind blows east, so no step west
#   4 . . . . .      (c3-b3, e5-d5). c3: b2 8, c2 8, d2 7 (e1), d3 8, b4 7 (a5), c4 8, d4 7
#   3 . . A . .      (e5) = 53; e5: d4 7 (c3), e4 5 = 12; 65 moves and builds, each with the
#   2 . . . . .      wind left out or taken back (=off): 130.
#   1 . . . . B
#     a b c d e
AEOLUS = {"c3": "A", "e5": "A", "a5": "B", "e1": "B"}
case(
    "aeolus", "aeolus-wind-binds-his-own-workers-and-may-go-back",
    position(AEOLUS, gods=two("aeolus[e]")),
    legal=["c3-d3^d4", "c3-d3^d4=off", "e5-d4^e5=off"],
    illegal=["c3-b3^b4", "e5-d5^e5", "c3-d3^d4=ne", "c3-d3^d4=e"],
    count=130,
    after={"c3-d3^d4=off": position({"d3": "A", "e5": "A", "a5": "B", "e1": "B"}, {"d4": 1}, gods=two("aeolus"),
                                    to_move=2),
           "c3-d3^d4": position({"d3": "A", "e5": "A", "a5": "B", "e1": "B"}, {"d4": 1}, gods=two("aeolus[e]"),
                                to_move=2)},
)
case(
    "aeolus", "aeolus-puts-the-wind-out-any-way",
    # The token on his card: c3 also reaches b3 (8 builds): 61; e5: d5 5, d4 7, e4 5 = 17;
    # 78 moves and builds, each with nothing or one of eight =dir: 702. No =off.
    position(AEOLUS, gods=two("aeolus")),
    legal=["c3-b3^b4", "c3-b3^b4=w", "c3-d3^d4=n", "c3-d3^d4=nw", "e5-d5^e5=s"],
    illegal=["c3-d3^d4=off"],
    rejected=["c3-d3^d4=up", "c3-d3=ne^d4"],
    count=702,
    after={"c3-d3^d4=sw": position({"d3": "A", "e5": "A", "a5": "B", "e1": "B"}, {"d4": 1}, gods=two("aeolus[sw]"),
                                   to_move=2)},
)
case(
    "aeolus", "aeolus-winning-move-ends-the-token",
    position(AEOLUS, {"c3": 2, "d3": 3}, gods=two("aeolus")),
    legal=["c3-d3"],
    illegal=["c3-d3=ne", "c3-d3=off"],
    after={"c3-d3": position({"d3": "A", "e5": "A", "a5": "B", "e1": "B"}, {"c3": 2, "d3": 3},
                             gods="A:aeolus#,B:mortal", to_move=2)},
)
case(
    "aeolus", "aeolus-original-winning-move-turns-no-wind",
    position(AEOLUS, {"c3": 2, "d3": 3}, gods=two("aeolus[n]")),
    rulings={REVISED},
    legal=["c3-d3"],
    illegal=["c3-d3=n", "c3-d3=s"],
    after={"c3-d3": position({"d3": "A", "e5": "A", "a5": "B", "e1": "B"}, {"c3": 2, "d3": 3},
                             gods="A:aeolus[n]#,B:mortal", to_move=2)},
)
case(
    "aeolus", "aeolus-original-must-turn-the-wind",
    # Wind north: no step south (c3-c2, e5-e4). c3: 61 - 8 = 53; e5: d5 5, d4 7 = 12; 65 moves
    # and builds, each with one of eight =dir (the same one included): 520.
    position(AEOLUS, gods=two("aeolus[n]")),
    rulings={REVISED},
    legal=["c3-d3^d4=n", "c3-d3^d4=s", "e5-d5^e5=nw"],
    illegal=["c3-d3^d4", "c3-d3^d4=off", "c3-c2^c3=n", "e5-e4^e5=n"],
    count=520,
    after={"c3-d3^d4=s": position({"d3": "A", "e5": "A", "a5": "B", "e1": "B"}, {"d4": 1}, gods=two("aeolus[s]"),
                                  to_move=2)},
)
case(
    "aeolus", "aeolus-original-setup-orientation",
    # Before any placement seat 2 orients the wind (8 ways, never off); then seat 1 places,
    # the round unchanged.
    position({}, gods="A:mortal,B:aeolus", to_move=2, round_number=1),
    rulings={REVISED},
    legal=["=n", "=ne", "=e", "=se", "=s", "=sw", "=w", "=nw"],
    illegal=["=off", "+a1+b2"],
    count=8,
    after={"=sw": position({}, gods="A:mortal,B:aeolus[sw]", to_move=1, round_number=1)},
)
case(
    "aeolus", "aeolus-revised-has-no-setup-orientation",
    # Siren (seat 1) orients her Song; Aeolus (seat 3, revised text) has nothing to orient:
    # seat 1 places next.
    position({}, gods="A:siren,B:mortal,C:aeolus", to_move=1, round_number=1),
    after={"=n": position({}, gods="A:siren[n],B:mortal,C:aeolus", to_move=1, round_number=1)},
)
case(
    "aeolus", "aeolus-original-orients-after-siren-in-seat-order",
    position({}, gods="A:siren,B:mortal,C:aeolus", to_move=1, round_number=1),
    rulings={REVISED},
    count=8,
    after={"=n": position({}, gods="A:siren[n],B:mortal,C:aeolus", to_move=3, round_number=1)},
)
case(
    "aeolus", "aeolus-original-last-orientation-hands-seat-1-the-placement",
    position({}, gods="A:siren[n],B:mortal,C:aeolus", to_move=3, round_number=1),
    rulings={REVISED},
    legal=["=w"],
    illegal=["+a1+b2", "=off"],
    after={"=w": position({}, gods="A:siren[n],B:mortal,C:aeolus[w]", to_move=1, round_number=1)},
)
case(
    "aeolus", "aeolus-hippolyta-female-is-free-of-her-bar-not-of-the-wind",
    # B's female c3 (lowercase) moves orthogonally but not south, into the wind; B's male e1
    # only diagonally: d2. Female: b2 8, d2 7 (e1), b3 8, d3 8, b4 7 (a5), c4 8, d4 7 (e5)
    # = 53; male: d2 7 (c3) = 60.
    position({"a5": "A", "e5": "A", "c3": "b", "e1": "B"}, gods="A:aeolus[n],B:hippolyta", to_move=2),
    legal=["c3-c4^c3", "c3-b3^c3", "c3-b2^c3", "e1-d2^e1"],
    illegal=["c3-c2^c3", "e1-e2^e1", "e1-d1^e1"],
    count=60,
)
case(
    "aeolus", "aeolus-apollo-swap-forces-into-the-wind",
    # Wind west: no move east. Apollo's d3 moves west onto A's c3 and swaps it east to d3 (a
    # force: free); his move east to e3 is held.
    position({"c3": "A", "a5": "A", "d3": "B", "e1": "B"}, gods="A:aeolus[w],B:apollo", to_move=2),
    legal=["d3-c3^c2", "d3-e4^e5"],
    illegal=["d3-e3^d3"],
    after={"d3-c3^c2": position({"d3": "A", "a5": "A", "c3": "B", "e1": "B"}, {"c2": 1},
                                gods="A:aeolus[w],B:apollo", round_number=4)},
)
case(
    "aeolus", "aeolus-artemis-each-step-held",
    # Wind north: no step south. Artemis' c3 reaches a2 by b3 (west, then south-west); c1
    # only by c2 (b2 and d2 are domes), whose step is south.
    position({"a5": "A", "e1": "A", "c3": "B", "e5": "B"}, domes=["b2", "d2"], gods="A:aeolus[n],B:artemis",
             to_move=2),
    legal=["c3-b3-a2^a1", "c3-d3^e2"],
    illegal=["c3-c2-c1^b1", "c3-c2^c3"],
)
case(
    "aeolus", "aeolus-iris-jump-into-the-wind-held",
    # Iris' c4 jumps over A's b4 west to a4, not over A's c3 south to c2 (into the wind).
    position({"c3": "A", "b4": "A", "c4": "B", "e5": "B"}, gods="A:aeolus[n],B:iris", to_move=2),
    legal=["c4-a4^a3", "c4-c5^c4"],
    illegal=["c4-c2^c1"],
)
case(
    "aeolus", "aeolus-three-players-wind-binds-every-seat",
    # Aeolus is seat 2, his wind blows south: C's workers may not step north.
    position({"a1": "A", "e5": "A", "a5": "B", "e1": "B", "c3": "C", "c1": "C"},
             gods="A:mortal,B:aeolus[s],C:mortal", to_move=3),
    legal=["c3-c2^c3", "c1-b2^b1"],
    illegal=["c3-c4^c3", "c1-c2^c1"],
)
case(
    "aeolus", "aeolus-four-players-wind-binds-his-teammate",
    # Seat 3 (A, his teammate) moves the team's workers: no step west; the token is not his.
    position(AEOLUS, gods=FOUR.format("aeolus[e]", "mortal", "mortal", "mortal"), to_move=3),
    legal=["c3-d3^d4"],
    illegal=["c3-b3^b4", "c3-d3^d4=off", "c3-d3^d4=n"],
)
case(
    "aeolus", "aeolus-four-players-wind-binds-the-other-team",
    # Seat 4 (B): wind north, a5 may not step to a4.
    position(AEOLUS, gods=FOUR.format("aeolus[n]", "mortal", "mortal", "mortal"), to_move=4),
    legal=["a5-b4^a5", "e1-e2^e1"],
    illegal=["a5-a4^a5"],
)
case(
    "aeolus", "aeolus-four-players-puts-the-wind-out",
    position(AEOLUS, gods=FOUR.format("aeolus", "mortal", "mortal", "mortal")),
    legal=["c3-d3^d4=n"],
    after={"c3-d3^d4=n": position({"d3": "A", "e5": "A", "a5": "B", "e1": "B"}, {"d4": 1},
                                  gods=FOUR.format("aeolus[n]", "mortal", "mortal", "mortal"), to_move=2)},
)


# =========================================================================== 42 Siren
# gods.md §3.3 (42), §1.2: her Song's direction is oriented at setup (``=dir``, before any
# placement, in seat order; state ``siren[d]``, fixed). Her turn: the plain one, or one or
# more opposing workers, each at most once, forced one square along the Song onto a square
# with no worker and no dome (any height), one at a time; then (revised text) one of her
# workers builds: ``b2>c3>d4^b3`` (builder's square, the forced workers' squares, the build);
# original text (``revised-text``): the forces alone, ``>c3>d4``. Forces: no win, no move
# restriction. Canonical: the forces in the ASCII-smallest legal order, the ASCII-smallest
# builder that can make the build.
case(
    "siren", "siren-setup-orientation-seat-2",
    position({}, gods="A:pan,B:siren", to_move=2, round_number=1),
    legal=["=n", "=ne", "=e", "=se", "=s", "=sw", "=w", "=nw"],
    illegal=["=off", "+a1+b2"],
    count=8,
    after={"=ne": position({}, gods="A:pan,B:siren[ne]", to_move=1, round_number=1)},
)
case(
    "siren", "siren-setup-orientation-seat-1-then-she-places",
    position({}, gods="A:siren,B:pan", to_move=1, round_number=1),
    illegal=["+a1+b2"],
    count=8,
    after={"=s": position({}, gods="A:siren[s],B:pan", to_move=1, round_number=1)},
)
case(
    "siren", "siren-places-after-her-orientation",
    position({}, gods="A:siren[s],B:pan", to_move=1, round_number=1),
    legal=["+a1+b2"],
    illegal=["=n"],
    count=300,
)
case(
    "siren", "siren-four-players-setup-orientation",
    position({}, gods=FOUR.format("mortal", "siren", "mortal", "mortal"), to_move=2, round_number=1),
    count=8,
    after={"=e": position({}, gods=FOUR.format("mortal", "siren[e]", "mortal", "mortal"), to_move=1, round_number=1)},
)
#   5 . . . . .      Song north. B's c4 goes to c5; c3 only once c4 has left (front first).
#   4 . . B . .      Plain turns: a1: a2 5, b1 5, b2 7 (c3) = 17; e1: d1 5, d2 7 (c3), e2 5 =
#   3 . . B . .      17. Songs: {c4} and {c4, c3}, each with a build by a1 (a2 b1 b2) or by
#   2 . . . . .      e1 (d1 d2 e2): 6 + 6. Total 46.
#   1 A . . . A
#     a b c d e
SIREN = {"a1": "A", "e1": "A", "c3": "B", "c4": "B"}
case(
    "siren", "siren-chain-of-forces-front-first",
    position(SIREN, gods=two("siren[n]")),
    legal=["a1>c4>c3^a2", "a1>c4^a2", "e1>c4>c3^d2", "a1-b2^c2"],
    illegal=["a1>c3>c4^a2", "a1>c3^a2", "e1>c4^a2"],
    count=46,
    after={"a1>c4>c3^a2": position({"a1": "A", "e1": "A", "c4": "B", "c5": "B"}, {"a2": 1}, gods=two("siren[n]"),
                                   to_move=2)},
)
case(
    "siren", "siren-original-forces-alone",
    # The same board, original text: the 34 plain turns and the two songs, no build.
    position(SIREN, gods=two("siren[n]")),
    rulings={REVISED},
    legal=[">c4", ">c4>c3", "a1-b2^c2"],
    illegal=[">c3>c4", ">c3", "a1>c4^a2", "a1>c4>c3^a2"],
    count=36,
    after={">c4>c3": position({"a1": "A", "e1": "A", "c4": "B", "c5": "B"}, gods=two("siren[n]"), to_move=2)},
)
case(
    "siren", "siren-canonical-builder",
    # c3 forced north to c4; both her workers (b2, d2) touch c3: the turn is b2's.
    position({"b2": "A", "d2": "A", "c3": "B", "e5": "B"}, gods=two("siren[n]")),
    legal=["b2>c3^c3", "d2>c3^e3"],
    same={"d2>c3^c3": "b2>c3^c3"},
)
case(
    "siren", "siren-forced-onto-level-3-wins-nothing",
    position({"a1": "A", "e1": "A", "c3": "B", "e5": "B"}, {"c3": 2, "c4": 3}, gods=two("siren[n]")),
    legal=["a1>c3^a2"],
    no_winner_after=["a1>c3^a2"],
    after={"a1>c3^a2": position({"a1": "A", "e1": "A", "c4": "B", "e5": "B"}, {"c3": 2, "c4": 3, "a2": 1},
                                gods=two("siren[n]"), to_move=2)},
)
case(
    "siren", "siren-song-forces-up-under-athena",
    # Athena moved up: Siren may not climb to b1, but her Song forces Athena's c4 (level 0)
    # south onto c3 (level 3), and e5 to e4.
    position({"a1": "A", "e1": "A", "c4": "B", "e5": "B"}, {"c3": 3, "b1": 1}, gods="A:siren[s],B:athena[^]"),
    legal=["a1>c4^a2", "a1>c4>e5^a2"],
    illegal=["a1-b1^a1"],
    no_winner_after=["a1>c4^a2"],
    after={"a1>c4^a2": position({"a1": "A", "e1": "A", "c3": "B", "e5": "B"}, {"c3": 3, "b1": 1, "a2": 1},
                                gods="A:siren[s],B:athena", to_move=2)},
)
case(
    "siren", "siren-song-forces-down-under-hades",
    # Hades: Siren's a2 (level 1) may not step down, but it builds after the Song forces
    # Hades' c4 (level 3) north down to c5 (level 0).
    position({"a2": "A", "e1": "A", "c4": "B", "e5": "B"}, {"a2": 1, "c4": 3}, gods="A:siren[n],B:hades"),
    legal=["a2>c4^a1", "e1-e2^e1"],
    illegal=["a2-a3^a2", "a2-b2^a2"],
    after={"a2>c4^a1": position({"a2": "A", "e1": "A", "c5": "B", "e5": "B"}, {"a2": 1, "c4": 3, "a1": 1},
                                gods="A:siren[n],B:hades", to_move=2)},
)
case(
    "siren", "siren-no-build-after-the-song-no-turn",
    # Both her workers are walled in by domes: no move, and no build after any force. She
    # has no turn: B wins.
    position(SIREN, domes=["a2", "b1", "b2", "d1", "d2", "e2"], gods=two("siren[n]")),
    seats_now="A:siren[n],B:mortal#",
    count=0,
)
case(
    "siren", "siren-original-song-needs-no-build",
    position(SIREN, domes=["a2", "b1", "b2", "d1", "d2", "e2"], gods=two("siren[n]")),
    rulings={REVISED},
    seats_now="A:siren[n],B:mortal",
    legal=[">c4", ">c4>c3"],
    count=2,
)
case(
    "siren", "siren-three-players-chain-across-both-opponents",
    # Song east: B's c3 to d3 first, then C's b3 onto c3.
    position({"a1": "A", "a5": "A", "c3": "B", "e1": "B", "b3": "C", "e5": "C"}, gods="A:siren[e],B:mortal,C:mortal"),
    legal=["a1>c3>b3^a2", "a1>c3^a2"],
    illegal=["a1>b3>c3^a2", "a1>b3^a2"],
    after={"a1>c3>b3^a2": position({"a1": "A", "a5": "A", "d3": "B", "e1": "B", "c3": "C", "e5": "C"}, {"a2": 1},
                                   gods="A:siren[e],B:mortal,C:mortal", to_move=2)},
)
case(
    "siren", "siren-four-players-forces-the-other-team",
    position({"a1": "A", "a5": "A", "b3": "B", "c4": "B"}, gods=FOUR.format("siren[e]", "mortal", "mortal", "mortal")),
    legal=["a1>b3>c4^a2", "a5>c4^a4"],
    after={"a1>b3>c4^a2": position({"a1": "A", "a5": "A", "c3": "B", "d4": "B"}, {"a2": 1},
                                   gods=FOUR.format("siren[e]", "mortal", "mortal", "mortal"), to_move=2)},
)
case(
    "siren", "siren-four-players-teammate-has-no-song",
    position({"a1": "A", "a5": "A", "b3": "B", "c4": "B"}, gods=FOUR.format("siren[e]", "mortal", "mortal", "mortal"),
             to_move=3),
    legal=["a1-a2^a1"],
    illegal=["a1>b3^a2", "a1>b3>c4^a2"],
)
case(
    "siren", "siren-persephone-demands-the-climb",
    # a1 can climb onto b1 (level 1): Persephone makes that the only kind of turn (b1's 5
    # builds); the Song moves nobody up.
    position(SIREN, {"b1": 1}, gods="A:siren[n],B:persephone"),
    legal=["a1-b1^a1", "a1-b1^c2"],
    illegal=["a1>c4^a2", "a1>c4>c3^b2", "e1-d1^e1"],
    count=5,
)
case(
    "siren", "siren-original-persephone-demands-the-climb",
    position(SIREN, {"b1": 1}, gods="A:siren[n],B:persephone"),
    rulings={REVISED},
    legal=["a1-b1^a1"],
    illegal=[">c4", ">c4>c3"],
    count=5,
)
case(
    "siren", "siren-hippolyta-workers-forced-orthogonally",
    # Hippolyta holds her power: Siren's moves are diagonal (a1-b2), but the Song forces B's
    # male c3 and female e4 north, orthogonally.
    position({"a1": "A", "e1": "A", "c3": "B", "e4": "b"}, gods="A:siren[n],B:hippolyta"),
    legal=["a1-b2^a1", "a1>c3^a2", "a1>c3>e4^a2"],
    illegal=["a1-a2^a1", "a1-b1^a1"],
    after={"a1>c3>e4^a2": position({"a1": "A", "e1": "A", "c4": "B", "e5": "b"}, {"a2": 1},
                                   gods="A:siren[n],B:hippolyta", to_move=2)},
)
case(
    "siren", "siren-song-blows-against-the-wind",
    # Aeolus' wind blows north: Siren may not step south (a3-a2, e3-e2), her Song forces B's
    # workers south all the same.
    position({"a3": "A", "e3": "A", "c4": "B", "e5": "B"}, gods="A:siren[s],B:aeolus[n]"),
    legal=["a3>c4>e5^a2"],
    illegal=["a3-a2^a3", "e3-e2^e3"],
    after={"a3>c4>e5^a2": position({"a3": "A", "e3": "A", "c3": "B", "e4": "B"}, {"a2": 1},
                                   gods="A:siren[s],B:aeolus[n]", to_move=2)},
)


#   5 B . . . .      A song of many workers: seven Hydra heads forced east at once (a2 to
#   4 B . B . .      b2 ... c5 to d5), written in name order (no head stands in front of
#   3 B . . . .      another), then a1 builds on the square a2 left. Any order that can be
#   2 B . B . .      played spells the same turn.
#   1 A . . . A
#     a b c d e
SEVEN_HEADS = {"a1": "A", "e1": "A", "a2": "B", "a3": "B", "a4": "B", "a5": "B", "c2": "B", "c4": "B", "c5": "B"}
case(
    "siren", "siren-song-of-seven-hydra-heads",
    position(SEVEN_HEADS, gods="A:siren[e],B:hydra"),
    legal=["a1>a2>a3>a4>a5>c2>c4>c5^a2", "e1>a2>a3>a4>a5>c2>c4>c5^d1", "a1>c5^b2"],
    illegal=["a1>a2>a3>a4>a5>c2>c4>c5^b2", "a1>a2>a3>a4>a5>c2>c4>c5>a2^b1"],
    same={"a1>c5>c4>c2>a5>a4>a3>a2^a2": "a1>a2>a3>a4>a5>c2>c4>c5^a2"},
    after={"a1>a2>a3>a4>a5>c2>c4>c5^a2": position(
        {"a1": "A", "e1": "A", "b2": "B", "b3": "B", "b4": "B", "b5": "B", "d2": "B", "d4": "B", "d5": "B"}, {"a2": 1},
        gods="A:siren[e],B:hydra", to_move=2)},
)
#   Ten heads (the most a side may have), three lines of three and a2, Song east: each line
#   goes front first, and the canonical order is the name-first head that can go now:
#   a2, c3 b3 a3, c4 b4 a4, c5 b5 a5.
TEN_HEADS = {"a1": "A", "e1": "A", "a2": "B", "a3": "B", "a4": "B", "a5": "B", "b3": "B", "b4": "B", "b5": "B",
             "c3": "B", "c4": "B", "c5": "B"}
case(
    "siren", "siren-song-of-ten-hydra-heads",
    position(TEN_HEADS, gods="A:siren[e],B:hydra"),
    legal=["a1>a2>c3>b3>a3>c4>b4>a4>c5>b5>a5^a2", "a1>c3^b2"],
    illegal=["a1>a3>a2>c3>b3>c4>b4>a4>c5>b5>a5^a2", "a1>b3^a2"],
    same={"a1>c5>b5>a5>c4>b4>a4>c3>b3>a3>a2^a2": "a1>a2>c3>b3>a3>c4>b4>a4>c5>b5>a5^a2"},
    after={"a1>a2>c3>b3>a3>c4>b4>a4>c5>b5>a5^a2": position(
        {"a1": "A", "e1": "A", "b2": "B", "b3": "B", "c3": "B", "d3": "B", "b4": "B", "c4": "B", "d4": "B",
         "b5": "B", "c5": "B", "d5": "B"}, {"a2": 1}, gods="A:siren[e],B:hydra", to_move=2)},
)
case(
    "siren", "siren-three-players-sings-gaeas-four-and-a-mortals-two",
    # Song north: Gaea's four workers (none left on her card) and C's two, all at once.
    position({"a1": "A", "e1": "A", "a2": "B", "b3": "B", "c2": "B", "d3": "B", "e2": "C", "c4": "C"},
             gods="A:siren[n],B:gaea[0],C:mortal"),
    legal=["a1>a2>b3>c2>c4>d3>e2^a2", "e1>a2>b3>c2>c4>d3>e2^e2"],
    illegal=["a1>a2>b3>c2>c4>d3>e2>a3^a2", "a1>a2>b3>c2>c4>d3>e2^a3"],
    same={"a1>e2>d3>c4>c2>b3>a2^a2": "a1>a2>b3>c2>c4>d3>e2^a2"},
    after={"a1>a2>b3>c2>c4>d3>e2^a2": position(
        {"a1": "A", "e1": "A", "a3": "B", "b4": "B", "c3": "B", "d4": "B", "e3": "C", "c5": "C"}, {"a2": 1},
        gods="A:siren[n],B:gaea[0],C:mortal", to_move=2)},
)
case(
    "siren", "siren-original-song-of-ten-hydra-heads",
    # The original text: the forces alone, all ten.
    position(TEN_HEADS, gods="A:siren[e],B:hydra"),
    rulings={REVISED},
    legal=[">a2>c3>b3>a3>c4>b4>a4>c5>b5>a5", ">a2"],
    after={">a2>c3>b3>a3>c4>b4>a4>c5>b5>a5": position(
        {"a1": "A", "e1": "A", "b2": "B", "b3": "B", "c3": "B", "d3": "B", "b4": "B", "c4": "B", "d4": "B",
         "b5": "B", "c5": "B", "d5": "B"}, gods="A:siren[e],B:hydra", to_move=2)},
)


# Circe against Siren and Aeolus (gods.md §3.2 17, §3.3 31 and 42): their tokens are on the board,
# not on the card that holds the power. Circe holding Siren's power sings along the Song; holding
# Aeolus', the wind blows as it stood (everyone's moves into it barred, hers too) and she turns
# or takes back the token after her turns as Aeolus would; when the power goes back, so does the
# token, as it stands. While Circe holds it the owner's seat shows no state.
case(
    "siren", "circe-holds-the-song",
    # B's c3 and e4 do not touch: Circe holds Siren's power, the Song north.
    position({"a1": "A", "e1": "A", "c3": "B", "e4": "B"}, gods="A:circe[siren:n],B:siren"),
    legal=["a1>c3^a2", "a1>c3>e4^a2", "a1-a2^a1"],
    illegal=["a1>e1^a2"],
    after={"a1>c3>e4^a2": position({"a1": "A", "e1": "A", "c4": "B", "e5": "B"}, {"a2": 1},
                                   gods="A:circe[siren:n],B:siren", to_move=2)},
)
case(
    "siren", "siren-powerless-then-her-song-comes-back",
    # Siren without her power plays a mortal's turn; c3-d4 brings her workers together, so the
    # power and the Song go back to her as Circe's turn starts.
    position({"a1": "A", "e1": "A", "c3": "B", "e4": "B"}, gods="A:circe[siren:n],B:siren", to_move=2),
    legal=["c3-d4^c3", "e4-d5^e4"],
    illegal=["c3>a1^c2"],
    after={"c3-d4^c3": position({"a1": "A", "e1": "A", "d4": "B", "e4": "B"}, {"c3": 1},
                                gods="A:circe,B:siren[n]", round_number=4)},
)
case(
    "aeolus", "circe-holds-the-wind",
    # The wind blows east: Circe's c3 may not step west (to b3; b2 and b4 stay open); she may
    # take the token back (=off) or leave it; B's c1 and a5 do not touch.
    position({"c3": "A", "e5": "A", "c1": "B", "a5": "B"}, gods="A:circe[aeolus:e],B:aeolus"),
    legal=["c3-d3^d4", "c3-d3^d4=off", "c3-c4^c3", "c3-b2^b1"],
    illegal=["c3-b3^b4", "c3-d3^d4=n"],
    after={"c3-d3^d4=off": position({"d3": "A", "e5": "A", "c1": "B", "a5": "B"}, {"d4": 1},
                                    gods="A:circe[aeolus],B:aeolus", to_move=2)},
)
case(
    "aeolus", "circe-holds-the-wind-his-workers-too",
    # Aeolus without his power: his c1 may not step west (to b1) into the wind Circe holds.
    position({"c3": "A", "e5": "A", "c1": "B", "a5": "B"}, gods="A:circe[aeolus:e],B:aeolus", to_move=2),
    legal=["c1-d1^c1", "c1-c2^c1", "c1-b2^c1"],
    illegal=["c1-b1^c1", "c1-d1^c1=off"],
)
case(
    "aeolus", "aeolus-wind-goes-back-with-his-power",
    # His c1-c2 brings his workers together (c2 and b3 touch): the power and the wind, still
    # blowing east, go back to him as Circe's turn starts.
    position({"c3": "A", "e5": "A", "c1": "B", "b3": "B"}, gods="A:circe[aeolus:e],B:aeolus", to_move=2),
    legal=["c1-c2^c1"],
    after={"c1-c2^c1": position({"c3": "A", "e5": "A", "c2": "B", "b3": "B"}, {"c1": 1},
                                gods="A:circe,B:aeolus[e]", round_number=4)},
)
case(
    "aeolus", "circe-holds-the-original-wind-and-must-turn-it",
    position({"c3": "A", "e5": "A", "c1": "B", "a5": "B"}, gods="A:circe[aeolus:e],B:aeolus"),
    rulings={REVISED},
    legal=["c3-d3^d4=n", "c3-d3^d4=e"],
    illegal=["c3-d3^d4", "c3-d3^d4=off", "c3-b3^b4=n"],
)


# Circe against Europa (gods.md §3.2 17, §3.3 34): the Talus is a figure on the board, kept by
# Europa's card (``europa[c2]`` on her seat all along). Holding her power Circe may move it
# after her turns as Europa would; it stays an obstacle to everyone; Europa, powerless, does not
# move it; when the power goes back the Talus is where it was left.
case(
    "europa", "circe-moves-the-talus",
    # B's c3 and c5 do not touch: Circe holds Europa's power; the Talus stands on e5.
    position({"a1": "A", "e1": "A", "c3": "B", "c5": "B"}, gods="A:circe[europa],B:europa[e5]"),
    legal=["a1-b2^a1@c2", "a1-b2^a1", "e1-d2^e1@e2"],
    illegal=["a1-b2^a1@e4"],
    after={"a1-b2^a1@c2": position({"b2": "A", "e1": "A", "c3": "B", "c5": "B"}, {"a1": 1},
                                   gods="A:circe[europa],B:europa[c2]", to_move=2)},
)
case(
    "europa", "europa-powerless-her-talus-stands",
    # Europa without her power: no Talus step; nobody builds on c2 or moves onto it; her c3-d4
    # brings her workers together (d4, c5), so the power goes back as Circe's turn starts.
    position({"b2": "A", "e1": "A", "c3": "B", "c5": "B"}, {"a1": 1}, gods="A:circe[europa],B:europa[c2]",
             to_move=2),
    legal=["c3-d4^c3", "c3-b3^b4"],
    illegal=["c3-d4^c3@d3", "c3-b3^c2", "c3-c2^c3"],
    after={"c3-d4^c3": position({"b2": "A", "e1": "A", "d4": "B", "c5": "B"}, {"a1": 1, "c3": 1},
                                gods="A:circe,B:europa[c2]", round_number=4)},
)


# =========================================================================== 33 Clio
# gods.md §3.3 (33), §1.1, §1.2, §4.1, §6.1, §9 (14); the rules fixed with the core: she plays
# the ordinary turn (``b2-c3^d4``: coins are never written). Three coins on her card; at the end
# of her turn, if its build was a block (not a dome) and a coin is left on her card, one goes on
# that block. A build on a coin square removes that coin from the game (``x`` in her state), then
# the rule above applies (a dome: no new coin). To every opponent a coin square is a dome with
# nothing else on it: no move, force or build there, and her worker standing on it is out of
# their reach (no swap, push, ferry, removal, jump). She treats coins as ordinary squares.
# State ``clio[b2,c3,x]``: the coins on the board in ASCII order, one ``x`` per removed coin.
#
#   5 B . . . .      Her first block (d3) gets a coin: clio[d3]. A dome on level 3 (c4)
#   4 . . 3 A .      gets none and the state stays empty.
#   3 . . . . .
#   2 . A . . .
#   1 . . . . B
#     a b c d e
CLIO = {"b2": "A", "d4": "A", "a5": "B", "e1": "B"}
case(
    "clio", "clio-first-block-gets-a-coin",
    position(CLIO, {"c4": 3}, gods=two("clio")),
    legal=["b2-c3^d3", "b2-c3^c4"],
    after={
        "b2-c3^d3": position({"c3": "A", "d4": "A", "a5": "B", "e1": "B"}, {"c4": 3, "d3": 1},
                             gods="A:clio[d3],B:mortal", to_move=2),
        "b2-c3^c4": position({"c3": "A", "d4": "A", "a5": "B", "e1": "B"}, {"c4": 3}, ["c4"], gods=two("clio"),
                             to_move=2),
    },
)
case(
    "clio", "clio-fourth-block-gets-no-coin",
    # Her three coins are on a1, a2, b1 (level 1): her card is empty, the block on d2 gets none.
    position({"c3": "A", "e5": "A", "a5": "B", "e1": "B"}, {"a1": 1, "a2": 1, "b1": 1},
             gods="A:clio[a1,a2,b1],B:mortal"),
    legal=["c3-d3^d2"],
    after={"c3-d3^d2": position({"d3": "A", "e5": "A", "a5": "B", "e1": "B"}, {"a1": 1, "a2": 1, "b1": 1, "d2": 1},
                                gods="A:clio[a1,a2,b1],B:mortal", to_move=2)},
)
case(
    "clio", "clio-removed-coins-never-return-to-her-card",
    # Two coins on the board (a1, b1) and one removed from the game: none on her card.
    position({"c3": "A", "e5": "A", "a5": "B", "e1": "B"}, {"a1": 1, "b1": 1}, gods="A:clio[a1,b1,x],B:mortal"),
    legal=["c3-d3^d2"],
    after={"c3-d3^d2": position({"d3": "A", "e5": "A", "a5": "B", "e1": "B"}, {"a1": 1, "b1": 1, "d2": 1},
                                gods="A:clio[a1,b1,x],B:mortal", to_move=2)},
)
case(
    "clio", "clio-block-on-her-coin-removes-it-and-places-a-new-one",
    # Her coin on c2 (level 1), two on her card: the block on c2 removes it from the game and a
    # coin from her card goes on the new block (clio[c2,x]). She stands on her coin d3 (level 1)
    # too: coin squares are ordinary for her.
    position({"c3": "A", "e5": "A", "a5": "B", "e1": "B"}, {"c2": 1, "d3": 1}, gods="A:clio[c2,d3],B:mortal"),
    legal=["c3-d3^c2", "c3-c2^d3", "c3-b3^c2"],
    after={
        "c3-b3^c2": position({"b3": "A", "e5": "A", "a5": "B", "e1": "B"}, {"c2": 2, "d3": 1},
                             gods="A:clio[c2,d3,x],B:mortal", to_move=2),
        "c3-d3^c2": position({"d3": "A", "e5": "A", "a5": "B", "e1": "B"}, {"c2": 2, "d3": 1},
                             gods="A:clio[c2,d3,x],B:mortal", to_move=2),
    },
)
case(
    "clio", "clio-block-on-her-coin-with-an-empty-card",
    # Coins on a1, a2, c2 (level 1), none on her card: the block on c2 removes its coin, none comes.
    position({"c3": "A", "e5": "A", "a5": "B", "e1": "B"}, {"a1": 1, "a2": 1, "c2": 1},
             gods="A:clio[a1,a2,c2],B:mortal"),
    legal=["c3-d3^c2"],
    after={"c3-d3^c2": position({"d3": "A", "e5": "A", "a5": "B", "e1": "B"}, {"a1": 1, "a2": 1, "c2": 2},
                                gods="A:clio[a1,a2,x],B:mortal", to_move=2)},
)
case(
    "clio", "clio-dome-on-her-coin-removes-it",
    # Her coin on c2 (level 3): the dome removes it from the game and places none (clio[x]).
    position({"c3": "A", "e5": "A", "a5": "B", "e1": "B"}, {"c2": 3}, gods="A:clio[c2],B:mortal"),
    legal=["c3-d3^c2"],
    after={"c3-d3^c2": position({"d3": "A", "e5": "A", "a5": "B", "e1": "B"}, {"c2": 3}, ["c2"],
                                gods="A:clio[x],B:mortal", to_move=2)},
)
case(
    "clio", "clio-coin-stays-under-a-dome-by-the-ruling",
    # clio-coin-built-over's alternative: the coin built on stays, under the dome too, and is
    # still a dome to B (nothing changes for anyone: the square is domed).
    position({"c3": "A", "e5": "A", "a5": "B", "e1": "B"}, {"c2": 3}, gods="A:clio[c2],B:mortal"),
    legal=["c3-d3^c2"],
    after={"c3-d3^c2": position({"d3": "A", "e5": "A", "a5": "B", "e1": "B"}, {"c2": 3}, ["c2"],
                                gods="A:clio[c2],B:mortal", to_move=2)},
    rulings={"clio-coin-built-over"},
)
case(
    "clio", "clio-block-on-her-coin-keeps-it-by-the-ruling",
    # clio-coin-built-over's alternative: her block on the coin of b3 keeps that coin and takes
    # none from her card (one coin a square); her next block elsewhere gets one.
    position({"b3": "A", "d3": "A", "c2": "B", "c4": "B"}, {"b3": 1}, gods="A:clio[b3],B:mortal"),
    legal=["b3-c3^b3", "b3-c3^d2"],
    after={"b3-c3^b3": position({"c3": "A", "d3": "A", "c2": "B", "c4": "B"}, {"b3": 2},
                                gods="A:clio[b3],B:mortal", to_move=2),
           "b3-c3^d2": position({"c3": "A", "d3": "A", "c2": "B", "c4": "B"}, {"b3": 1, "d2": 1},
                                gods="A:clio[b3,d2],B:mortal", to_move=2)},
    rulings={"clio-coin-built-over"},
)
case(
    "clio", "clio-coin-is-a-dome-to-the-opponent",
    # A's coin on c3 (level 1). B's Atlas on b2 and d2 neither moves there nor builds there
    # (no block, no dome at any level).
    position({"a5": "A", "e5": "A", "b2": "B", "d2": "B"}, {"c3": 1}, gods="A:clio[c3],B:atlas", to_move=2),
    legal=["b2-b3^b2", "d2-d3^d4", "b2-b3^c4*"],
    illegal=["b2-c3^b2", "d2-c3^d2", "b2-b3^c3", "d2-d3^c3", "b2-b3^c3*", "d2-c2^c3*"],
)
case(
    "clio", "clio-apollo-swaps-no-worker-on-a-coin",
    # A's c3 stands on her coin (level 1): Apollo's b2 may not move there (a dome to him).
    # A's b3 (no coin) is swapped as usual: it goes to b2, Apollo to b3.
    position({"c3": "A", "b3": "A", "b2": "B", "e5": "B"}, {"c3": 1}, gods="A:clio[c3],B:apollo", to_move=2),
    legal=["b2-b3^a4", "b2-b3^c4"],
    illegal=["b2-c3^b2", "b2-c3^d3", "b2-b3^c3", "b2-b3^b2"],
    after={"b2-b3^a4": position({"c3": "A", "b2": "A", "b3": "B", "e5": "B"}, {"c3": 1, "a4": 1},
                                gods="A:clio[c3],B:apollo", round_number=4)},
)
case(
    "clio", "clio-minotaur-pushes-nothing-onto-or-off-a-coin",
    # Coins on b4 and c3 (level 1), A's c3 on its coin. Minotaur's b2-c3 is no move (a dome);
    # b2-b3 would push A's b3 onto the coin b4: refused; a2-b3 pushes it to c4.
    position({"c3": "A", "b3": "A", "b2": "B", "a2": "B"}, {"c3": 1, "b4": 1}, gods="A:clio[b4,c3],B:minotaur",
             to_move=2),
    legal=["a2-b3^a2"],
    illegal=["b2-c3^b2", "b2-b3^b2", "b2-b3^a4"],
    after={"a2-b3^a2": position({"c3": "A", "c4": "A", "b2": "B", "b3": "B"}, {"c3": 1, "b4": 1, "a2": 1},
                                gods="A:clio[b4,c3],B:minotaur", round_number=4)},
)
case(
    "clio", "clio-charon-ferries-no-worker-on-a-coin",
    # A's b2 stands on her coin (level 1): Charon's c3 may not ferry it (to d4); A's d3 is
    # ferried across c3 to b3.
    position({"b2": "A", "d3": "A", "c3": "B", "a5": "B"}, {"b2": 1}, gods="A:clio[b2],B:charon", to_move=2),
    legal=["c3>d3-d3^d2", "c3-c4^c3"],
    illegal=["c3>b2-c3^c2", "c3>b2-c2^c3", "c3>b2-d2^c3"],
    after={"c3>d3-d3^d2": position({"b2": "A", "b3": "A", "d3": "B", "a5": "B"}, {"b2": 1, "d2": 1},
                                   gods="A:clio[b2],B:charon", round_number=4)},
)
case(
    "clio", "clio-bia-removes-no-worker-on-a-coin",
    # Bia's a1-b2 points at A's c3, which stands on her coin: it stays. Bia's e3-e4 removes A's
    # e5 (no coin); A keeps her worker on the coin, so she is not out, and plays on.
    position({"c3": "A", "e5": "A", "a1": "B", "e3": "B"}, {"c3": 1}, gods="A:clio[c3],B:bia", to_move=2),
    legal=["a1-b2^a1", "e3-e4^e3"],
    after={
        "a1-b2^a1": position({"c3": "A", "e5": "A", "b2": "B", "e3": "B"}, {"c3": 1, "a1": 1},
                             gods="A:clio[c3],B:bia", round_number=4),
        "e3-e4^e3": position({"c3": "A", "a1": "B", "e4": "B"}, {"c3": 1, "e3": 1},
                             gods="A:clio[c3],B:bia", round_number=4),
    },
    no_winner_after=["e3-e4^e3"],
)
case(
    "clio", "clio-iris-jumps-over-no-worker-on-a-coin",
    # A's c3 on her coin is no worker to Iris (only a dome): no jump b2-d4; over A's b3 (no
    # coin) she jumps to b4.
    position({"c3": "A", "b3": "A", "b2": "B", "e1": "B"}, {"c3": 1}, gods="A:clio[c3],B:iris", to_move=2),
    legal=["b2-b4^b5"],
    illegal=["b2-d4^d5", "b2-d4^e4"],
)
case(
    "clio", "clio-three-players-coins-bind-both-opponents",
    # C (Atlas) to move: A's coin on c3 (level 1) is a dome to C as to B.
    position({"a1": "A", "a5": "A", "e1": "B", "e5": "B", "d4": "C", "b2": "C"}, {"c3": 1},
             gods="A:clio[c3],B:artemis,C:atlas", to_move=3),
    legal=["d4-d3^d2", "b2-b3^b4*"],
    illegal=["d4-c3^d4", "d4-d3^c3", "b2-c2^c3*", "b2-c3^b2"],
)
case(
    "clio", "clio-three-players-her-own-turn-ignores-her-coin",
    # A (Clio) to move: her b3 moves onto her coin c3 (level 1) or builds on it; the block on
    # it removes the coin from the game and puts one from her card on it (clio[c3,x]).
    position({"b3": "A", "a5": "A", "e1": "B", "e5": "B", "d4": "C", "b1": "C"}, {"c3": 1},
             gods="A:clio[c3],B:artemis,C:atlas"),
    legal=["b3-c3^c2", "b3-c2^c3"],
    after={"b3-c2^c3": position({"c2": "A", "a5": "A", "e1": "B", "e5": "B", "d4": "C", "b1": "C"}, {"c3": 2},
                                gods="A:clio[c3,x],B:artemis,C:atlas", to_move=2)},
)
case(
    "clio", "clio-three-players-elimination-takes-her-coins-away",
    # C (Clio) is walled in on a1, a2 (domes a3 b1 b2 b3): when play reaches her she is
    # eliminated, her workers and her coin (c3) leave the board; her seat shows no state.
    position({"c1": "A", "e2": "A", "e5": "B", "d5": "B", "a1": "C", "a2": "C"}, {"c3": 1},
             ["a3", "b1", "b2", "b3"], gods="A:pan,B:artemis,C:clio[c3]", to_move=2),
    legal=["e5-e4^e5"],
    illegal=["d5-c4^c3", "d5-c4-c3^d5"],
    after={"e5-e4^e5": position({"c1": "A", "e2": "A", "e4": "B", "d5": "B"}, {"c3": 1, "e5": 1},
                                ["a3", "b1", "b2", "b3"], gods="A:pan,B:artemis,-C:clio", round_number=4)},
)
case(
    "clio", "clio-coin-is-no-complete-tower-for-chronus",
    # Four complete towers (a1 a2 b1 e5) and A's coin on a level-3 square (c3): no fifth tower,
    # and Chronus may not dome c3. His dome on d1 makes the fifth.
    position({"a4": "A", "e3": "A", "c2": "B", "e4": "B"}, {"a1": 3, "a2": 3, "b1": 3, "e5": 3, "c3": 3, "d1": 3},
             ["a1", "a2", "b1", "e5"], gods="A:clio[c3],B:chronus", to_move=2),
    seats_now="A:clio[c3],B:chronus",
    legal=["c2-d2^d1"],
    illegal=["c2-b2^c3", "c2-d2^c3", "c2-d3^c3"],
    seats_after={"c2-d2^d1": "A:clio[c3],B:chronus#"},
)
case(
    "clio", "clio-winning-move-places-no-coin",
    position(CLIO, {"b2": 2, "c3": 3}, gods="A:clio[b2],B:mortal"),
    legal=["b2-c3"],
    after={"b2-c3": position({"c3": "A", "d4": "A", "a5": "B", "e1": "B"}, {"b2": 2, "c3": 3},
                             gods="A:clio[b2]#,B:mortal", to_move=2)},
)
case(
    "clio", "clio-athena-still-binds-her-worker-on-a-coin",
    # Opponents' limits on her own turns apply wherever her workers stand: Athena moved up,
    # so A's c3 (on her coin, level 1) may not climb to d3 (level 2).
    position({"c3": "A", "e5": "A", "a5": "B", "e1": "B"}, {"c3": 1, "d3": 2}, gods="A:clio[c3],B:athena[^]"),
    legal=["c3-c4^c3", "c3-d2^c3"],
    illegal=["c3-d3^c3"],
)

# Clio against Medusa and the Maenads (our ruling, docs/golden-fleece-gods.md "33 Clio"): their
# end-of-turn powers pick targets on the board; a Clio worker standing on one of her coins is
# invisible to them (the coin is a dome to them, nothing stands on it): Medusa never petrifies
# it, and it is never between two Maenads workers. Off her coins her workers are petrified and
# caught as usual, and so is a third seat's worker with 3 players.
#
#   5 . . . . A      B (Medusa) c4 on level 2 towers over A's c3 (level 1, her coin): spared.
#   4 . . 2B . .     Without the coin (next case) c3 is petrified: removed, a block on c3.
#   3 . . 1A . .
#   2 . . . . .
#   1 . . . . B
#     a b c d e
CLIO_MEDUSA = {"c3": "A", "e5": "A", "c4": "B", "e1": "B"}
case(
    "clio", "clio-medusa-spares-her-worker-on-a-coin",
    position(CLIO_MEDUSA, {"c3": 1, "c4": 2}, gods="A:clio[c3],B:medusa", to_move=2),
    legal=["e1-e2^e1", "c4-d4^c4", "c4-b3^c4"],
    illegal=["c4-c3^c4", "c4-d4^c3"],
    after={"e1-e2^e1": position({"c3": "A", "e5": "A", "c4": "B", "e2": "B"}, {"c3": 1, "c4": 2, "e1": 1},
                                gods="A:clio[c3],B:medusa", round_number=4)},
)
case(
    "clio", "clio-medusa-petrifies-her-worker-off-a-coin",
    # The same board, her coin on b1 (level 1) instead: c3 (1) is petrified (c3 goes to level 2);
    # A keeps e5 and plays on.
    position(CLIO_MEDUSA, {"c3": 1, "c4": 2, "b1": 1}, gods="A:clio[b1],B:medusa", to_move=2),
    legal=["e1-e2^e1"],
    after={"e1-e2^e1": position({"e5": "A", "c4": "B", "e2": "B"}, {"c3": 2, "c4": 2, "b1": 1, "e1": 1},
                                gods="A:clio[b1],B:medusa", round_number=4)},
    no_winner_after=["e1-e2^e1"],
)
case(
    "clio", "clio-medusa-petrifies-only-her-worker-off-a-coin",
    # A's c3 (1) on her coin and b3 (0) off it, both below Medusa's c4 (2): b3 is petrified (a
    # block on b3), c3 stays. Her last worker on the board stands on her coin: she is not out.
    position({"c3": "A", "b3": "A", "c4": "B", "e1": "B"}, {"c3": 1, "c4": 2}, gods="A:clio[c3],B:medusa",
             to_move=2),
    legal=["e1-e2^e1"],
    after={"e1-e2^e1": position({"c3": "A", "c4": "B", "e2": "B"}, {"b3": 1, "c3": 1, "c4": 2, "e1": 1},
                                gods="A:clio[c3],B:medusa", round_number=4)},
    no_winner_after=["e1-e2^e1"],
)
case(
    "clio", "clio-medusa-three-players-petrifies-the-third-seat-not-her",
    # A (Medusa) c4 (2); B (Clio) c3 (1) on her coin; C's d3 (0). After A's turn C's d3 is
    # petrified (a block on d3), B's c3 is not.
    position({"c4": "A", "a5": "A", "c3": "B", "a1": "B", "d3": "C", "e1": "C"}, {"c3": 1, "c4": 2},
             gods="A:medusa,B:clio[c3],C:mortal"),
    legal=["a5-a4^a5"],
    after={"a5-a4^a5": position({"c4": "A", "a4": "A", "c3": "B", "a1": "B", "e1": "C"},
                                {"a5": 1, "c3": 1, "c4": 2, "d3": 1}, gods="A:medusa,B:clio[c3],C:mortal",
                                to_move=2)},
)
#
#   5 . . . . .      B (Maenads) b3, d4. b3-b4 puts A's c4 between b4 and d4 (rank 4): on her
#   4 . . 1A B .     coin c4 she is not there for them, nobody wins; off a coin (next case) she
#   3 . B . . .      loses.
#   2 . . . . .
#   1 . . . . A
#     a b c d e
CLIO_MAENADS = {"c4": "A", "e1": "A", "b3": "B", "d4": "B"}
case(
    "clio", "clio-maenads-never-catch-her-worker-on-a-coin",
    position(CLIO_MAENADS, {"c4": 1}, gods="A:clio[c4],B:maenads", to_move=2),
    legal=["b3-b4^a5", "b3-b4^b3"],
    illegal=["b3-c3^c4", "d4-c4^d4"],
    after={"b3-b4^a5": position({"c4": "A", "e1": "A", "b4": "B", "d4": "B"}, {"c4": 1, "a5": 1},
                                gods="A:clio[c4],B:maenads", round_number=4)},
    no_winner_after=["b3-b4^a5", "b3-b4^b3"],
)
case(
    "clio", "clio-maenads-catch-her-worker-off-a-coin",
    # The same board, her coin on a1 (level 1) instead: b3-b4 catches c4, the Maenads win.
    position(CLIO_MAENADS, {"c4": 1, "a1": 1}, gods="A:clio[a1],B:maenads", to_move=2),
    legal=["b3-b4^a5"],
    after={"b3-b4^a5": position({"c4": "A", "e1": "A", "b4": "B", "d4": "B"}, {"c4": 1, "a1": 1, "a5": 1},
                                gods="A:clio[a1],B:maenads#", round_number=4)},
)
case(
    "clio", "clio-maenads-catch-only-her-worker-off-a-coin",
    # A's c4 (1) on her coin, d4 (0) off it; B (Maenads) c3, d5. d5-c5 makes c3-c4-c5: her
    # worker on the coin is not between them, nobody wins. d5-e5 makes c3-d4-e5: d4 is caught.
    #   5 . . . B .
    #   4 . . 1A A .
    #   3 . . B . .
    position({"c4": "A", "d4": "A", "c3": "B", "d5": "B"}, {"c4": 1}, gods="A:clio[c4],B:maenads", to_move=2),
    legal=["d5-c5^d5", "d5-e5^d5"],
    after={"d5-c5^d5": position({"c4": "A", "d4": "A", "c3": "B", "c5": "B"}, {"c4": 1, "d5": 1},
                                gods="A:clio[c4],B:maenads", round_number=4)},
    no_winner_after=["d5-c5^d5"],
    seats_after={"d5-e5^d5": "A:clio[c4],B:maenads#"},
)
case(
    "clio", "clio-maenads-three-players-catch-the-third-seat-not-her",
    # A's c4 (1) on her coin, a1; B (Maenads) c3, d5; C's d4, e1. d5-c5: A's worker on her coin
    # is not caught, play goes on (C next). d5-e5: C's d4 is caught, C is eliminated, A next.
    position({"c4": "A", "a1": "A", "c3": "B", "d5": "B", "d4": "C", "e1": "C"}, {"c4": 1},
             gods="A:clio[c4],B:maenads,C:mortal", to_move=2),
    legal=["d5-c5^d5", "d5-e5^d5"],
    after={
        "d5-c5^d5": position({"c4": "A", "a1": "A", "c3": "B", "c5": "B", "d4": "C", "e1": "C"}, {"c4": 1, "d5": 1},
                             gods="A:clio[c4],B:maenads,C:mortal", to_move=3),
        "d5-e5^d5": position({"c4": "A", "a1": "A", "c3": "B", "e5": "B"}, {"c4": 1, "d5": 1},
                             gods="A:clio[c4],B:maenads,-C:mortal", round_number=4),
    },
)
case(
    "clio", "clio-maenads-three-players-catch-her-off-a-coin-her-coins-go",
    # The same lines, A's c4 (0) off her coin (a1, level 1, nobody on it): d5-c5 catches her, she
    # is eliminated and her workers and her coin leave the board (a1 keeps its block).
    position({"c4": "A", "e1": "A", "c3": "B", "d5": "B", "d4": "C", "a5": "C"}, {"a1": 1},
             gods="A:clio[a1],B:maenads,C:mortal", to_move=2),
    legal=["d5-c5^d5", "d5-e5^d5"],
    after={"d5-c5^d5": position({"c3": "B", "c5": "B", "d4": "C", "a5": "C"}, {"a1": 1, "d5": 1},
                                gods="-A:clio,B:maenads,C:mortal", to_move=3)},
    no_winner_after=["d5-c5^d5"],
)


# =========================================================================== 38 Harpies
# gods.md §3.3 (38), §1.2 (a slide is a force) and the rulings adopted with the core: after each
# move of a worker whose side opposes Harpies' (each step of a multi-move, whichever seat moves
# it), unless that move won, the moved worker slides on in the same direction, one square at a
# time, while the next square is on the board (no wrap), holds no worker and nothing dome-like,
# and is not higher than the square it stands on now. The slide wins nothing, is no move (no
# climb, no descent: Athena, Hades, Asteria, Pan), and the mover's own powers judge the move
# before it (Bia). Forced workers never slide, nor Harpies' own side's. The turn goes on from
# where the worker stops (its build, a second move). Tokens write the square moved to: a worker
# on b2 moving to c3 that slides to e5 and builds on e4 is ``b2-c3^e4``. No state.
#
#   5 A . . . .      B's b2-c3 slides on to d4 and e5 (the edge) and builds next to e5 (d4 d5
#   4 . . . . .      e4). b2-b3 slides to b4, b5; b2-a2 stops at the edge at once.
#   3 . . . . .
#   2 . B . . .
#   1 B . . . A
#     a b c d e
HARPIES = {"a5": "A", "e1": "A", "b2": "B", "a1": "B"}
case(
    "harpies", "harpies-opponent-slides-to-the-edge-and-builds-there",
    position(HARPIES, gods=two("harpies"), to_move=2),
    legal=["b2-c3^d4", "b2-c3^d5", "b2-c3^e4", "b2-b3^c5", "b2-b3^a4", "b2-a2^b2"],
    illegal=["b2-c3^c4", "b2-c3^b2", "b2-c3^d3", "b2-b3^b2", "b2-b3^c3"],
    after={
        "b2-c3^e4": position({"a5": "A", "e1": "A", "e5": "B", "a1": "B"}, {"e4": 1}, gods=two("harpies"),
                             round_number=4),
        "b2-b3^c5": position({"a5": "A", "e1": "A", "b5": "B", "a1": "B"}, {"c5": 1}, gods=two("harpies"),
                             round_number=4),
    },
)
case(
    "harpies", "harpies-slide-goes-down-never-up",
    # b2, c3 and e5 on level 1, d2 on level 1, the rest on the ground. b2-c3 slides down to d4
    # (0) and stops: e5 (1) is higher than d4. b2-c2 (0) stops at once: d2 (1) is higher.
    position(HARPIES, {"b2": 1, "c3": 1, "e5": 1, "d2": 1}, gods=two("harpies"), to_move=2),
    legal=["b2-c3^e5", "b2-c3^c3", "b2-c3^e3", "b2-c2^d2", "b2-c2^b2"],
    illegal=["b2-c3^b2", "b2-c3^d5*", "b2-c2^e2"],
    after={"b2-c3^e5": position({"a5": "A", "e1": "A", "d4": "B", "a1": "B"}, {"b2": 1, "c3": 1, "e5": 2, "d2": 1},
                                gods=two("harpies"), round_number=4)},
)
case(
    "harpies", "harpies-slide-stops-at-a-worker-a-dome-or-the-edge",
    # A on e2 and e4, a dome on b5: b2-b3 slides to b4 (b5 is domed), b2-c2 to d2 (e2 holds A's
    # worker), b2-a2 stays (the edge), b2-b1 stays (the edge).
    position({"e2": "A", "e4": "A", "b2": "B", "a1": "B"}, domes=["b5"], gods=two("harpies"), to_move=2),
    legal=["b2-b3^a5", "b2-b3^c5", "b2-c2^e1", "b2-c2^e3", "b2-a2^b2", "b2-b1^b2"],
    illegal=["b2-b3^b2", "b2-b3^b5", "b2-c2^b2", "b2-c2^e2"],
    after={"b2-c2^e3": position({"e2": "A", "e4": "A", "d2": "B", "a1": "B"}, {"e3": 1}, ["b5"], gods=two("harpies"),
                                round_number=4)},
)
case(
    "harpies", "harpies-climb-onto-level-three-wins-before-any-slide",
    # b2 (2) -> c3 (3) wins at once; d4 and e5 are free and lower, but nothing follows a win.
    position(HARPIES, {"b2": 2, "c3": 3}, gods=two("harpies"), to_move=2),
    legal=["b2-c3"],
    after={"b2-c3": position({"a5": "A", "e1": "A", "c3": "B", "a1": "B"}, {"b2": 2, "c3": 3},
                             gods="A:harpies,B:mortal#", round_number=4)},
)
case(
    "harpies", "harpies-pan-drop-wins-before-the-slide-and-a-sliding-drop-does-not",
    # Pan's b2 and b3 on level 2. b2-c3 (0) is a drop of two: he wins there. b2-b3 (2) is a level
    # move that slides down to b4 and b5 (0): a forced drop of two wins nothing; he builds.
    position({"e1": "A", "e3": "A", "b2": "B", "a1": "B"}, {"b2": 2, "b3": 2}, gods=two("harpies", "pan"), to_move=2),
    legal=["b2-c3", "b2-b3^a5", "b2-b3^b4"],
    illegal=["b2-b3^b2", "b2-b3^c3"],
    after={
        "b2-c3": position({"e1": "A", "e3": "A", "c3": "B", "a1": "B"}, {"b2": 2, "b3": 2},
                          gods="A:harpies,B:pan#", round_number=4),
        "b2-b3^a5": position({"e1": "A", "e3": "A", "b5": "B", "a1": "B"}, {"b2": 2, "b3": 2, "a5": 1},
                             gods="A:harpies,B:pan", round_number=4),
    },
    no_winner_after=["b2-b3^a5"],
)
case(
    "harpies", "harpies-artemis-second-move-starts-where-the-slide-ends",
    # Artemis' b1 on level 1; A on e4 and a5. b1-c2 (0) slides to d3 (e4 holds A's worker). From
    # d3 the second move d3-d4 slides to d5 (the edge): she builds next to d5. After the first
    # move she may build next to d3, c2 (the square moved to) included. d3-c2 stays on c2 (b1 is
    # higher than c2). b1-a2 (stopped by the edge) then a2-b3, sliding on over c4 to d5, ends
    # where b1-c2-d4 does: the same turns, written with the ASCII-smaller spelling.
    position({"e4": "A", "a5": "A", "b1": "B", "e1": "B"}, {"b1": 1}, gods=two("harpies", "artemis"), to_move=2),
    legal=["b1-c2^c2", "b1-c2^d4", "b1-c2-c2^b1", "b1-a2-b3^e5", "b1-a2-b3^c4"],
    illegal=["b1-c2^b2", "b1-c2-d4^d3", "b1-c2-d4^c3", "b1-c2-c2^d4"],
    same={"b1-c2-d4^e5": "b1-a2-b3^e5", "b1-c2-d4^c4": "b1-a2-b3^c4"},
    after={"b1-c2-d4^e5": position({"e4": "A", "a5": "A", "d5": "B", "e1": "B"}, {"b1": 1, "e5": 1},
                                   gods=two("harpies", "artemis"), round_number=4)},
)
case(
    "harpies", "harpies-artemis-slide-may-carry-her-back-to-her-start",
    # Oracle's reading of "not back to its initial space": the second move may not be made onto
    # b1, but its slide (a force) may end there (as Board Game Arena filters the move's
    # destination). b1-b2 slides to b5; b5-b4 slides back down the file to b1. So does b1-c2
    # (to d3: e4 holds A's worker) then d3-c2 (on to b1): the same outcome, the longer string.
    position({"e4": "A", "a5": "A", "b1": "B", "e1": "B"}, gods=two("harpies", "artemis"), to_move=2),
    legal=["b1-b2-b4^a1", "b1-b2-b4^c2"],
    same={"b1-c2-c2^a1": "b1-b2-b4^a1"},
    after={"b1-b2-b4^a1": position({"e4": "A", "a5": "A", "b1": "B", "e1": "B"}, {"a1": 1},
                                   gods=two("harpies", "artemis"), round_number=4)},
)
case(
    "harpies", "harpies-apollo-slides-on-from-the-square-he-swapped-into",
    # Apollo's b2 swaps with A's c3: A's worker goes to b2 (a force: Harpies' own anyway), Apollo
    # slides on from c3 to d4 and e5 and builds next to e5.
    position({"c3": "A", "e1": "A", "b2": "B", "a5": "B"}, gods=two("harpies", "apollo"), to_move=2),
    legal=["b2-c3^e4", "b2-c3^d4"],
    illegal=["b2-c3^c4", "b2-c3^b3"],
    after={"b2-c3^e4": position({"b2": "A", "e1": "A", "e5": "B", "a5": "B"}, {"e4": 1},
                                gods=two("harpies", "apollo"), round_number=4)},
)
case(
    "harpies", "harpies-minotaur-push-stops-his-slide-at-once",
    # Minotaur's b2 pushes A's c3 to d4: his slide meets the pushed worker on d4 at once, so he
    # stays on c3 and builds next to it (b2, which he left, too).
    position({"c3": "A", "e1": "A", "b2": "B", "a5": "B"}, gods=two("harpies", "minotaur"), to_move=2),
    legal=["b2-c3^b2", "b2-c3^d3"],
    illegal=["b2-c3^e4", "b2-c3^e5", "b2-c3^d4"],
    after={"b2-c3^b2": position({"d4": "A", "e1": "A", "c3": "B", "a5": "B"}, {"b2": 1},
                                gods=two("harpies", "minotaur"), round_number=4)},
)
case(
    "harpies", "harpies-forced-worker-does-not-slide-three-players",
    # B's Charon on c3 ferries C's d3 across to b3 (a force: C's worker stays there although a3 is
    # free and level), then moves c3-d3 east and slides on to e3 (the edge).
    position({"a1": "A", "a5": "A", "c3": "B", "c1": "B", "d3": "C", "c5": "C"},
             gods="A:harpies,B:charon,C:mortal", to_move=2),
    legal=["c3>d3-d3^d4", "c3>d3-d3^d3"],
    illegal=["c3>d3-d3^c3"],
    after={"c3>d3-d3^d4": position({"a1": "A", "a5": "A", "e3": "B", "c1": "B", "b3": "C", "c5": "C"}, {"d4": 1},
                                   gods="A:harpies,B:charon,C:mortal", to_move=3)},
)
case(
    "harpies", "harpies-own-workers-never-slide",
    # Harpies' own turn: her b2-c3 stays on c3.
    position({"b2": "A", "e1": "A", "a5": "B", "a1": "B"}, gods=two("harpies")),
    legal=["b2-c3^d4", "b2-c3^b2"],
    after={"b2-c3^d4": position({"c3": "A", "e1": "A", "a5": "B", "a1": "B"}, {"d4": 1}, gods=two("harpies"),
                                to_move=2)},
)
case(
    "harpies", "harpies-dionysus-extra-turn-slides-only-a-third-seats-worker",
    # B's Dionysus takes an extra turn with an opposing worker: A's (Harpies' own) b2-b3 stays on
    # b3; C's c2-c3 slides to c5 and builds next to it.
    position({"b2": "A", "e5": "A", "e1": "B", "e3": "B", "c2": "C", "a1": "C"},
             gods="A:harpies,B:dionysus[1],C:mortal", to_move=2),
    legal=["pass", "b2-b3^b4", "c2-c3^d5", "c2-c3^b4"],
    illegal=["c2-c3^d3", "c2-c3^c2", "b2-b3^b5"],
    after={
        "c2-c3^d5": position({"b2": "A", "e5": "A", "e1": "B", "e3": "B", "c5": "C", "a1": "C"}, {"d5": 1},
                             gods="A:harpies,B:dionysus,C:mortal", to_move=3),
        "b2-b3^b4": position({"b3": "A", "e5": "A", "e1": "B", "e3": "B", "c2": "C", "a1": "C"}, {"b4": 1},
                             gods="A:harpies,B:dionysus,C:mortal", to_move=3),
    },
)
case(
    "harpies", "harpies-teammate-is-no-opponent-four-players",
    # Seat 3 is Harpies' teammate (side A): its b2-c3 stays on c3.
    position({"b2": "A", "a5": "A", "e1": "B", "e5": "B"}, gods=FOUR.format("harpies", "mortal", "mortal", "mortal"),
             to_move=3),
    legal=["b2-c3^d4"],
    after={"b2-c3^d4": position({"c3": "A", "a5": "A", "e1": "B", "e5": "B"}, {"d4": 1},
                                gods=FOUR.format("harpies", "mortal", "mortal", "mortal"), to_move=4)},
)
case(
    "harpies", "harpies-prometheus-builds-moves-slides-and-builds",
    # Prometheus' b2 builds on b1, moves (not up) to c3, slides to e5 and builds next to it (d4,
    # which he slid over, too). He may not climb onto c3 after building on it.
    position(HARPIES, gods=two("harpies", "prometheus"), to_move=2),
    legal=["b2^b1-c3^e4", "b2^b1-c3^d4", "b2^c2-c3^d5"],
    illegal=["b2^b1-c3^c4", "b2^c3-c3^d4"],
    after={"b2^b1-c3^e4": position({"a5": "A", "e1": "A", "e5": "B", "a1": "B"}, {"b1": 1, "e4": 1},
                                   gods=two("harpies", "prometheus"), round_number=4)},
)
case(
    "harpies", "harpies-athena-climb-then-slide-keeps-her-mark",
    # Athena's b2 (0) moves up onto c3 (1) and slides on to d4 (1) and down to e5 (0): she moved
    # up this turn (the move did), so her mark is set; the slide is no move.
    position(HARPIES, {"c3": 1, "d4": 1}, gods=two("harpies", "athena"), to_move=2),
    legal=["b2-c3^e4"],
    illegal=["b2-c3^b2"],
    after={"b2-c3^e4": position({"a5": "A", "e1": "A", "e5": "B", "a1": "B"}, {"c3": 1, "d4": 1, "e4": 1},
                                gods="A:harpies,B:athena[^]", round_number=4)},
)
case(
    "harpies", "harpies-hades-lets-the-slide-go-down-three-players",
    # C's b2 on level 1 may not move down (Hades), but its level move to c3 (1) slides down to d4
    # and e5 (0): a force.
    position({"a5": "A", "e1": "A", "e3": "B", "a1": "B", "b2": "C", "d1": "C"}, {"b2": 1, "c3": 1},
             gods="A:hades,B:harpies,C:mortal", to_move=3),
    legal=["b2-c3^e4", "b2-c3^d4"],
    illegal=["b2-b3^b2", "b2-c2^b2", "b2-c3^c4"],
    after={"b2-c3^e4": position({"a5": "A", "e1": "A", "e3": "B", "a1": "B", "e5": "C", "d1": "C"},
                                {"b2": 1, "c3": 1, "e4": 1}, gods="A:hades,B:harpies,C:mortal", round_number=4)},
)
case(
    "harpies", "harpies-bia-removes-before-the-slide-which-goes-on-over-the-square",
    # Bia's a1-b2 removes A's c3 (straight ahead of b2); then she slides on over c3 and d4 to e5.
    position({"c3": "A", "e1": "A", "a1": "B", "a5": "B"}, gods=two("harpies", "bia"), to_move=2),
    legal=["a1-b2^e4", "a1-b2^d4"],
    illegal=["a1-b2^c3", "a1-b2^b3"],
    after={"a1-b2^e4": position({"e1": "A", "e5": "B", "a5": "B"}, {"e4": 1}, gods=two("harpies", "bia"),
                                round_number=4)},
    no_winner_after=["a1-b2^e4"],
)
case(
    "harpies", "harpies-urania-wrap-slides-the-short-way-without-wrapping",
    # Urania's a1-e1 crosses the west edge: a move west, so she slides on west to d1 and c1 (A's
    # b1 stops her), and builds next to c1 on her torus (c5 across the south edge).
    position({"b1": "A", "c4": "A", "a1": "B", "a3": "B"}, gods=two("harpies", "urania"), to_move=2),
    legal=["a1-e1^d1", "a1-e1^c5", "a1-e1^b2"],
    illegal=["a1-e1^e2", "a1-e1^a1", "a1-e1^e5"],
    after={"a1-e1^d1": position({"b1": "A", "c4": "A", "c1": "B", "a3": "B"}, {"d1": 1},
                                gods=two("harpies", "urania"), round_number=4)},
)
case(
    "harpies", "harpies-hera-vetoed-climb-slides-three-players",
    # C's b1 (2) climbs onto c1 (3), a perimeter square: Hera vetoes the win, so the move did not
    # win and C slides on east to d1 and e1 (lower), then builds.
    position({"a5": "A", "c5": "A", "e5": "B", "a3": "B", "b1": "C", "c3": "C"}, {"b1": 2, "c1": 3},
             gods="A:hera,B:harpies,C:mortal", to_move=3),
    legal=["b1-c1^d2", "b1-c1^e2"],
    illegal=["b1-c1", "b1-c1^b1"],
    no_winner_after=["b1-c1^d2"],
    after={"b1-c1^d2": position({"a5": "A", "c5": "A", "e5": "B", "a3": "B", "e1": "C", "c3": "C"},
                                {"b1": 2, "c1": 3, "d2": 1}, gods="A:hera,B:harpies,C:mortal", round_number=4)},
)
case(
    "harpies", "harpies-pegasus-high-climb-wins-nothing-and-slides",
    # Pegasus' b2 (1) climbs two levels onto c3 (3): no win, so he slides on over d4 (3) down to
    # e5 (0).
    position(HARPIES, {"b2": 1, "c3": 3, "d4": 3}, gods=two("harpies", "pegasus"), to_move=2),
    legal=["b2-c3^e4", "b2-c3^d4"],
    illegal=["b2-c3", "b2-c3^b2"],
    no_winner_after=["b2-c3^e4"],
    after={"b2-c3^e4": position({"a5": "A", "e1": "A", "e5": "B", "a1": "B"}, {"b2": 1, "c3": 3, "d4": 3, "e4": 1},
                                gods=two("harpies", "pegasus"), round_number=4)},
)
case(
    "harpies", "harpies-asteria-descent-is-the-moves-own",
    # Asteria's b2 on level 1, c3 on level 1. b2-c3 is a level move that slides down to e5: no
    # falling star. b2-b3 (0) is a move down (then a slide to b5): a dome anywhere may follow.
    position(HARPIES, {"b2": 1, "c3": 1}, gods=two("harpies", "asteria"), to_move=2),
    legal=["b2-c3^e4", "b2-b3^a4^c1*", "b2-b3^a4"],
    illegal=["b2-c3^e4^c1*", "b2-c3^e4^d1*"],
)
case(
    "harpies", "harpies-bellerophon-leap-then-slide",
    # Bellerophon's b2 (0) leaps two levels onto c3 (2) - his power, spent - and slides on over
    # d4 (2) down to e5 (0).
    position(HARPIES, {"c3": 2, "d4": 2}, gods=two("harpies", "bellerophon"), to_move=2),
    legal=["b2-c3^e4"],
    after={"b2-c3^e4": position({"a5": "A", "e1": "A", "e5": "B", "a1": "B"}, {"c3": 2, "d4": 2, "e4": 1},
                                gods="A:harpies,B:bellerophon[used]", round_number=4)},
)
case(
    "harpies", "harpies-iris-jump-slides-on-its-way",
    # Iris' a1 jumps over A's b2 onto c3 and slides on to d4 and e5.
    position({"b2": "A", "e1": "A", "a1": "B", "a5": "B"}, gods=two("harpies", "iris"), to_move=2),
    legal=["a1-c3^e4", "a1-c3^d4"],
    illegal=["a1-c3^c4", "a1-c3^b3"],
    after={"a1-c3^e4": position({"b2": "A", "e1": "A", "e5": "B", "a5": "B"}, {"e4": 1},
                                gods=two("harpies", "iris"), round_number=4)},
)


# --------------------------------------------------------------------------- the runner

GOLDEN_FLEECE = ("aeolus", "clio", "europa", "graeae", "hades", "harpies", "siren", "terpsichore", "urania")

CASE_PARAMS = [pytest.param(impl, sc, id=f"{impl}-{sc.name}") for sc in CASES for impl in ("oracle", "core")]


@pytest.mark.parametrize(("engine", "sc"), CASE_PARAMS, indirect=["engine"])
def test_golden_fleece_scenario(engine: Loader, sc: Case) -> None:  # noqa: F811 - the fixture
    check(engine, sc)


def test_every_golden_fleece_god_has_six_scenarios() -> None:
    counts = Counter(sc.god for sc in CASES)
    assert set(counts) == set(GOLDEN_FLEECE)
    assert all(counts[god] >= 6 for god in GOLDEN_FLEECE), counts
    names = [sc.name for sc in CASES]
    assert len(names) == len(set(names))


@pytest.mark.parametrize("impl", ["oracle", "core"])
def test_bia_removing_the_harpies_last_worker_stops_the_slide_three_players(impl):
    """Three players: Bia's a5-b4 removes the Harpies' last worker, on c3, beyond b4: the Harpies
    are out at once and her worker does not slide on over c3; she builds next to b4 (the core
    slid her before a lockstep probe of Harpies against Charybdis found it)."""
    sfen = "0B0210/11211B/110A10/0C0110/00020C 2 A:harpies,B:bia,C:mortal 7 -"
    tokens = RefPosition(sfen).legal_turns() if impl == "oracle" else [m.token for m in Board(sfen).legal_moves]
    assert sorted(t for t in tokens if t.startswith("a5-b4")) == [
        "a5-b4^a3", "a5-b4^a4", "a5-b4^a5", "a5-b4^b3", "a5-b4^b5", "a5-b4^c3", "a5-b4^c4", "a5-b4^c5"]
