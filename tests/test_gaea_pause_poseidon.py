"""Gaea facing Poseidon (gods.md §3.2 27, §3.3 35; docs/golden-fleece-gods.md, 35 Gaea, "Poseidon";
santorini/reference/gaea.py, "Poseidon's unmoved worker"): after his move and build, Poseidon's worker that did
not move builds one to three times (normal builds, repeats allowed) when it stands on level 0 and his side has
exactly two workers, and Gaea places right after a dome. The rulings checked here:

1. the stop: a build of his turn that domes (a block onto level 3), the normal build or one of his unmoved
   worker's, stops the turn there when, right after it, some Gaea in play with a worker on her card has ground
   next to the dome (level 0, no block, no dome, no worker: a square built on earlier in the turn is none) AND
   his unmoved worker may still build (on level 0, his side of exactly two workers, fewer than three builds
   made by it, a square next to it that takes a piece - a dome on level 3 counts). The paused part's token is
   the text so far, one ply: ``c3-c4^d4`` (the normal build), ``c3-c4^d5,a1^a2`` (a build of the unmoved
   worker); his state the unmoved worker's square and the builds it has left, ``poseidon[a1,3]``,
   ``poseidon[a1,2]``, ``poseidon[a1,1]``, with ``resume:K``. No token goes on through such a dome;
2. her placement next, as after any turn;
3. the rest, on the board as she left it: ``pass`` (the turn ends) or one to (builds left) builds of the
   unmoved worker written from its square (``a1^b1^b1``); a build of it that domes stops the rest again the
   same way (``poseidon[a1,2]`` after ``a1^a2``), her placement follows and the rest goes on. There is always
   a rest (``pass``): her placed worker may take the square it would have built on (``pass`` alone then);
4. orders: his unmoved worker's builds come in any order, one outcome: the same builds are one whole turn when
   some order of them builds no stopping dome before its last build (a dome whose last ground neighbour got a
   block earlier in the turn calls nobody: ``c3-c4^d5,a1^b1^a2``, written so though ``^a2`` comes first in
   ASCII), and a turn whose last build is such a dome stops there; the token is the smallest spelling among
   the orders that are whole turns (``a1^b1^a2^b1``, not ``a1^b1^b1^a2``, which is accepted as a spelling);
5. no stop: her card empty, no ground next to the dome right after it (then a later dome of his unmoved worker
   may still stop), the unmoved worker on a block, no build left for it after the dome (boxed in, or its
   third build), his side with one worker - the whole turn as ever, her placement after it where she may;
6. seat order and 3 players (Poseidon, Gaea, Artemis): her placement, the rest right after it, then play
   passes on from his seat (the round counted from him);
7. SFEN: ``poseidon[a1,3]`` / ``[a1,2]`` / ``[a1,1]`` with ``resume:K`` while the rest is due (round trips),
   refused where no rest can be due (no ``resume:`` naming his seat, no Gaea in play, builds left not 1 to 3,
   the square not his worker's, that worker not on level 0, his side not of exactly two workers, the game won,
   her placement still due first, Nyx holding his power) and malformed ones;
8. Nyx: Poseidon may be her Night Power against Gaea (the oracle's copy of the engine ban is lifted); held by
   Nyx, his turns never stop for her (while Nyx holds a Night Power Gaea has none);
9. perft (each part one ply), random games on the oracle alone with each of his turns and rests checked
   against the ruling, and random games in lockstep, oracle and core.

The scenarios run on the reference oracle and on the native core (the ``game`` fixture); the tests that call
the core directly have ``core`` in their names, so ``-k "not core and not lockstep"`` runs the oracle alone
(``-k lockstep``: the games in lockstep).
"""

from __future__ import annotations

import random
import re
import zlib

import pytest

from conftest import after, board_field, counted, play_in_lockstep, starting, tokens_after, toward_domes, \
    toward_lasting_domes
from santorini import Board
from santorini.errors import SfenError
from santorini.notation import SQUARE_NAMES, square_index, start_sfen
from santorini.reference import RefPosition
from santorini.reference.gaea import END_OF_TURN, GAEA_BANNED, OTHER_WORKER, PAUSING, REPAUSING, REST_PHASES, \
    TOKEN_REST, UNMOVED_WORKER
from santorini.reference.gods_promo import night_problem
from santorini.rules.gods import lineup_problem

# ---------------------------------------------------------------------- lineups


def test_poseidon_faces_gaea():
    """The ban is lifted in the oracle: Poseidon's rest starts from his unmoved worker in
    phase ``sea`` (``pass`` allowed), counted, and may stop again; the oracle loads the pair in either seat, and
    with a third seat."""
    assert REST_PHASES["poseidon"] == "sea" and UNMOVED_WORKER == {"poseidon": 3}
    assert "poseidon" in PAUSING and "poseidon" in REPAUSING
    assert "poseidon" not in GAEA_BANNED | END_OF_TURN | set(OTHER_WORKER) | set(TOKEN_REST)
    for gods in (["poseidon", "gaea"], ["gaea", "poseidon"], ["poseidon", "gaea", "artemis"],
                 ["gaea", "demeter", "poseidon"]):
        assert RefPosition(start_sfen(len(gods), gods)).legal_turns()


def test_core_and_catalog_load_poseidon_against_gaea():
    """The catalog and the core load the pair too (the engine's ban lifted), with the oracle's tokens."""
    for gods in (["poseidon", "gaea"], ["gaea", "poseidon"], ["poseidon", "gaea", "artemis"],
                 ["gaea", "demeter", "poseidon"]):
        assert lineup_problem(gods, len(gods)) is None
        sfen = start_sfen(len(gods), gods)
        assert RefPosition(sfen).legal_turns() == sorted(move.token for move in Board(sfen).legal_moves)


# ---------------------------------------------------------------------- the board

#   Every square domed (level 0) but these: A (Poseidon) on c3 and a1, both on level 0; a2 and d4 on level 3;
#   b1, c4, d5 and e2 on level 0, empty; B (Gaea) on e5 and e1, her card full. So:
#   - c3 moves to c4 only (d4 is two levels up) and builds there on c3 (the square it left), d4 (a dome) or d5;
#     a1 then builds on a2 (a dome) and b1 (blocks) - b2 is domed;
#   - a1 moves to b1 only and builds there on a1 (the square it left) or a2 (a dome); c3 then builds on c4
#     (blocks) and d4 (a dome);
#   - d4's ground: c3 once left, d5 (c4 a worker's, e5 hers); a2's ground: b1, and a1 once left;
#   - Gaea moves e5-d5 and e1-e2.
FULL = {f"{file}{rank}": "0*" for file in "abcde" for rank in "12345"}
OPEN = dict(a1="A", a2="3", b1="0", c3="A", c4="0", d4="3", d5="0", e5="B", e1="B", e2="0")


def sea(**changes: str) -> str:
    """The board field above with some cells changed (``"0"``: an empty ground-level square)."""
    return board_field(**{**FULL, **OPEN, **changes})


SEA = f"{sea()} 1 A:poseidon,B:gaea 5 -"

#: a1's extra builds after a normal build that does not stop, from the ruling: b1 (up to three blocks), a2 (a
#: dome, once). a2 first, b1 still ground and a build of a1 left after it, is the paused part ``,a1^a2``; after
#: a block on b1 the dome on a2 has no ground next to it: whole turns, b1's blocks first (``^b1^a2``;
#: ``^b1^a2^b1`` is the smallest of the orders that do not stop before their last build, ``^b1^b1^a2`` the
#: other).
EXTRAS = ["", ",a1^a2", ",a1^b1", ",a1^b1^a2", ",a1^b1^a2^b1", ",a1^b1^b1", ",a1^b1^b1^b1"]

#: Every turn of SEA, from the ruling. c3-c4^d4 stops (d5 and c3 ground, a1 may build on b1): the paused
#: part alone. a1-b1^a2 stops (a1 ground, c3 may build on c4). After a1-b1^a1 c3 builds on c4 and d4: d4's
#: dome, d5 always ground next to it, stops unless it is c3's third build (``^c4^c4^d4``: no build left, a
#: whole turn); ``,c3^d4`` and ``,c3^c4^d4`` are paused parts (two builds left, one).
SEA_TURNS = sorted(
    [f"c3-c4^c3{extra}" for extra in EXTRAS] + [f"c3-c4^d5{extra}" for extra in EXTRAS] + ["c3-c4^d4"]
    + ["a1-b1^a1", "a1-b1^a1,c3^c4", "a1-b1^a1,c3^c4^c4", "a1-b1^a1,c3^c4^c4^c4", "a1-b1^a1,c3^c4^c4^d4",
       "a1-b1^a1,c3^c4^d4", "a1-b1^a1,c3^d4", "a1-b1^a2"])

#: After c3-c4^d4: his rest due with three builds of a1 left, her placement first (c3, d5).
PAUSED = f"{sea(c3='0', c4='A', d4='3*')} 2 A:poseidon[a1,3],B:gaea[2,d4] 5 resume:1"
PLACEMENTS = ["+c3", "+d5", "pass"]
#: Her worker on c3, the rest due.
PLACED = f"{sea(c3='B', c4='A', d4='3*')} 1 A:poseidon[a1,3],B:gaea[1] 5 resume:1"
#: The rest with three builds left, from the ruling: a1^a2 stops again (b1 ground, a build left), the others
#: are whole rests (a2's dome after b1's block calls nobody).
REST3 = ["a1^a2", "a1^b1", "a1^b1^a2", "a1^b1^a2^b1", "a1^b1^b1", "a1^b1^b1^b1", "pass"]
#: After the rest's a1^a2 (from PLACED): stopped again, two builds left, her placement due (b1).
REPAUSED = f"{sea(c3='B', c4='A', d4='3*', a2='3*')} 2 A:poseidon[a1,2],B:gaea[1,a2] 5 resume:1"
#: The rest with two builds left and b1 free: blocks on b1 (a2 domed), or pass.
REST2 = ["a1^b1", "a1^b1^b1", "pass"]


def test_the_turns_of_the_board(game):
    assert game(SEA).tokens() == SEA_TURNS


# ---------------------------------------------------------------------- the stop at the normal build


def test_the_normal_build_that_domes_stops_his_turn(game):
    """c3-c4^d4: ground next to d4 (c3, d5), a1 on level 0 with b1 and a2 to build on: the turn stops there, one
    ply, ``poseidon[a1,3]`` (the unmoved worker, its three builds left), her placement next."""
    g = game(SEA)
    assert starting(g.tokens(), "c3-c4^d4") == ["c3-c4^d4"]
    g.play("c3-c4^d4")
    assert g.sfen() == PAUSED
    assert g.tokens() == PLACEMENTS


@pytest.mark.parametrize("token", ["c3-c4^d4,a1^b1", "c3-c4^d4,a1^a2", "c3-c4^d4,a1^b1^b1^b1", "c3-c4^d4,a1",
                                   "c3-c4^d5,a1^a2^b1", "c3-c4^d5,a1^a2^b1^b1", "a1-b1^a2,c3^c4",
                                   "a1-b1^a1,c3^d4^c4", "a1-b1^a1,c3^c4^d4^c4"])
def test_no_token_goes_on_through_a_stopping_dome(game, token):
    """Neither the unmoved worker's builds after the normal build's stopping dome nor its builds after one of
    its own stopping domes."""
    with pytest.raises(ValueError):
        game(SEA).play(token)


@pytest.mark.parametrize("placement", PLACEMENTS)
def test_the_rest_after_her_placement(game, placement):
    """Her placement on c3 or d5 takes none of a1's squares: the same rest after each, and after her pass."""
    assert tokens_after(game, PAUSED, placement) == REST3


def test_the_rest_passed_ends_the_turn(game):
    assert after(game, PLACED, "pass") == f"{sea(c3='B', c4='A', d4='3*')} 2 A:poseidon,B:gaea[1] 5 -"


def test_the_rests_builds(game):
    """b1's block, then the dome on a2 (no ground next to it then: nobody places), then b1 again; Gaea's turn
    next."""
    g = game(PLACED)
    g.play("a1^b1^a2^b1")
    assert g.sfen() == f"{sea(c3='B', c4='A', d4='3*', a2='3*', b1='2')} 2 A:poseidon,B:gaea[1] 5 -"
    assert starting(g.tokens(), "e5-d5") and starting(g.tokens(), "e1-e2")


def test_the_rest_in_another_order_is_the_same_rest(game):
    """``a1^b1^b1^a2`` is a spelling of ``a1^b1^a2^b1`` (the same builds, no stop before the last); ``a1^a2^b1``
    goes on through the stopping dome: refused."""
    assert after(game, PLACED, "a1^b1^b1^a2") == after(game, PLACED, "a1^b1^a2^b1")
    with pytest.raises(ValueError):
        game(PLACED).play("a1^a2^b1")


@pytest.mark.parametrize("token", ["c4^c3", "a1-b1", "a1^b2", "a1^a1", "a1^b1^b1^b1^b1", "a1,a1^b1", "^b1", "+b1",
                                   "c3-c4^d4", "a1^b1,a1^b1"])
def test_the_rest_is_the_unmoved_workers_builds(game, token):
    """The rest: ``pass`` or one to three builds written from a1; not from the worker that moved, no move, no
    switch, no fourth build, no placement."""
    with pytest.raises(ValueError):
        game(PLACED).play(token)


# ---------------------------------------------------------------------- the rest stops again


def test_a_dome_in_the_rest_stops_it_again(game):
    """a1^a2 domes a2 with b1 ground and two builds of a1 left: the rest stops, ``poseidon[a1,2]``, her
    placement next to a2 (b1), then the rest goes on: b1's blocks or pass."""
    g = game(PLACED)
    g.play("a1^a2")
    assert g.sfen() == REPAUSED
    assert g.tokens() == ["+b1", "pass"]
    g.play("pass")
    assert g.sfen() == f"{sea(c3='B', c4='A', d4='3*', a2='3*')} 1 A:poseidon[a1,2],B:gaea[1] 5 resume:1"
    assert g.tokens() == REST2
    g.play("a1^b1^b1")
    assert g.sfen() == f"{sea(c3='B', c4='A', d4='3*', a2='3*', b1='2')} 2 A:poseidon,B:gaea[1] 5 -"


def test_her_worker_on_the_square_he_wanted_leaves_pass_alone(game):
    """Her placement on b1, a1's last free square: the rest is ``pass`` alone (never a lost turn)."""
    g = game(REPAUSED)
    g.play("+b1")
    assert g.sfen() == f"{sea(c3='B', c4='A', d4='3*', a2='3*', b1='B')} 1 A:poseidon[a1,2],B:gaea[0] 5 resume:1"
    assert g.tokens() == ["pass"]
    g.play("pass")
    assert g.sfen() == f"{sea(c3='B', c4='A', d4='3*', a2='3*', b1='B')} 2 A:poseidon,B:gaea[0] 5 -"


# ---------------------------------------------------------------------- the stop at a build of the unmoved worker


def test_the_unmoved_workers_dome_stops_with_two_builds_left(game):
    """c3-c4^d5 (a block), then a1's dome on a2 with b1 ground and a build of a1 left: ``poseidon[a1,2]``, her
    placement on b1, then the rest."""
    g = game(SEA)
    g.play("c3-c4^d5,a1^a2")
    paused = f"{sea(c3='0', c4='A', d5='1', a2='3*')} 2 A:poseidon[a1,2],B:gaea[2,a2] 5 resume:1"
    assert g.sfen() == paused
    assert g.tokens() == ["+b1", "pass"]
    assert tokens_after(game, paused, "pass") == REST2
    assert tokens_after(game, paused, "+b1") == ["pass"]  # her worker took b1: nothing left to build


def test_the_unmoved_workers_second_build_stops_with_one_left(game):
    """a1-b1^a1, then c3's block on c4 and its dome on d4 (d5 ground, c4 left to build on): ``poseidon[c3,1]``,
    her placement on d5, then one build of c3 or pass."""
    g = game(SEA)
    g.play("a1-b1^a1,c3^c4^d4")
    assert g.sfen() == f"{sea(a1='1', b1='A', c4='1', d4='3*')} 2 A:poseidon[c3,1],B:gaea[2,d4] 5 resume:1"
    assert g.tokens() == ["+d5", "pass"]
    g.play("+d5")
    assert g.sfen() == f"{sea(a1='1', b1='A', c4='1', d4='3*', d5='B')} 1 A:poseidon[c3,1],B:gaea[1] 5 resume:1"
    assert g.tokens() == ["c3^c4", "pass"]
    g.play("c3^c4")
    assert g.sfen() == f"{sea(a1='1', b1='A', c4='2', d4='3*', d5='B')} 2 A:poseidon,B:gaea[1] 5 -"


def test_the_unmoved_workers_first_build_stops_with_two_left(game):
    assert after(game, SEA, "a1-b1^a1,c3^d4") == \
        f"{sea(a1='1', b1='A', d4='3*')} 2 A:poseidon[c3,2],B:gaea[2,d4] 5 resume:1"
    assert tokens_after(game, SEA, "a1-b1^a1,c3^d4", "+d5") == ["c3^c4", "c3^c4^c4", "pass"]


def test_the_other_workers_normal_build_stops_too(game):
    """a1-b1^a2: a2's ground is a1, just left; c3, unmoved on level 0, may build: ``poseidon[c3,3]``; its rest
    domes d4 again (stopping unless it is the third build)."""
    g = game(SEA)
    g.play("a1-b1^a2")
    assert g.sfen() == f"{sea(a1='0', b1='A', a2='3*')} 2 A:poseidon[c3,3],B:gaea[2,a2] 5 resume:1"
    assert g.tokens() == ["+a1", "pass"]
    g.play("+a1")
    assert g.tokens() == ["c3^c4", "c3^c4^c4", "c3^c4^c4^c4", "c3^c4^c4^d4", "c3^c4^d4", "c3^d4", "pass"]
    g.play("c3^c4^d4")
    assert g.sfen() == f"{sea(a1='B', b1='A', a2='3*', c4='1', d4='3*')} 2 A:poseidon[c3,1],B:gaea[1,d4] 5 resume:1"


# ---------------------------------------------------------------------- orders


def test_a_block_on_the_last_ground_first_makes_a_whole_turn(game):
    """The same builds as ``c3-c4^d5,a1^a2`` then ``a1^b1``: b1's block first, then the dome on a2 (no ground
    left next to it) is one whole turn, written in that order; nobody places after it."""
    g = game(SEA)
    assert "c3-c4^d5,a1^b1^a2" in g.tokens() and "c3-c4^d5,a1^a2^b1" not in g.tokens()
    g.play("c3-c4^d5,a1^b1^a2")
    assert g.sfen() == f"{sea(c3='0', c4='A', d5='1', b1='1', a2='3*')} 2 A:poseidon,B:gaea 5 -"


def test_the_smallest_of_the_orders_that_are_whole_turns(game):
    """{b1, b1, a2}: a2 first stops; ``^b1^a2^b1`` and ``^b1^b1^a2`` do not stop before their last build, the
    token is the smaller; the other is a spelling of the same turn."""
    tokens = game(SEA).tokens()
    assert "c3-c4^c3,a1^b1^a2^b1" in tokens and "c3-c4^c3,a1^b1^b1^a2" not in tokens
    assert after(game, SEA, "c3-c4^c3,a1^b1^b1^a2") == after(game, SEA, "c3-c4^c3,a1^b1^a2^b1") == \
        f"{sea(c3='1', c4='A', b1='2', a2='3*')} 2 A:poseidon,B:gaea 5 -"


def test_the_third_build_that_domes_ends_the_turn_whole(game):
    """c3's third build domes d4, d5 ground next to it: no build left, no stop; the whole turn, her placement
    after it."""
    g = game(SEA)
    g.play("a1-b1^a1,c3^c4^c4^d4")
    assert g.sfen() == f"{sea(a1='1', b1='A', c4='2', d4='3*')} 2 A:poseidon,B:gaea[2,d4] 5 resume:1"
    assert g.tokens() == ["+d5", "pass"]
    g.play("+d5")
    assert g.sfen() == f"{sea(a1='1', b1='A', c4='2', d4='3*', d5='B')} 2 A:poseidon,B:gaea[1] 5 -"


# ---------------------------------------------------------------------- no stop


def test_no_stop_with_her_card_empty(game):
    """Poseidon's turns as ever, written in ASCII order (``^a2^b1``), and nobody places."""
    sfen = SEA.replace("B:gaea", "B:gaea[0]")
    assert starting(game(sfen).tokens(), "c3-c4^d4") == [
        "c3-c4^d4", "c3-c4^d4,a1^a2", "c3-c4^d4,a1^a2^b1", "c3-c4^d4,a1^a2^b1^b1", "c3-c4^d4,a1^b1",
        "c3-c4^d4,a1^b1^b1", "c3-c4^d4,a1^b1^b1^b1"]
    assert after(game, sfen, "c3-c4^d4,a1^a2") == f"{sea(c3='0', c4='A', d4='3*', a2='3*')} 2 A:poseidon,B:gaea[0] 5 -"


#   SEA with c3 (where his worker starts) and d5 on level 1: no ground next to d4 once it is domed.
NO_GROUND = f"{sea(c3='1A', d5='1')} 1 A:poseidon,B:gaea 5 -"


def test_no_stop_without_ground_next_to_the_dome(game):
    """d4's dome stops nothing (and gives her nothing); a1's dome on a2 after it still stops (b1 ground), her
    state listing a2 alone."""
    g = game(NO_GROUND)
    assert starting(g.tokens(), "c3-c4^d4") == ["c3-c4^d4" + extra for extra in EXTRAS]
    assert after(game, NO_GROUND, "c3-c4^d4") == f"{sea(c3='1', c4='A', d5='1', d4='3*')} 2 A:poseidon,B:gaea 5 -"
    g.play("c3-c4^d4,a1^a2")
    assert g.sfen() == f"{sea(c3='1', c4='A', d5='1', d4='3*', a2='3*')} 2 A:poseidon[a1,2],B:gaea[2,a2] 5 resume:1"
    assert g.tokens() == ["+b1", "pass"]


def test_no_stop_with_the_unmoved_worker_on_a_block(game):
    """a1 on level 1: no builds of his unmoved worker, the dome on d4 a whole turn, her placement after it."""
    sfen = f"{sea(a1='1A')} 1 A:poseidon,B:gaea 5 -"
    g = game(sfen)
    assert starting(g.tokens(), "c3-c4") == ["c3-c4^c3", "c3-c4^d4", "c3-c4^d5"]
    g.play("c3-c4^d4")
    assert g.sfen() == f"{sea(a1='1A', c3='0', c4='A', d4='3*')} 2 A:poseidon,B:gaea[2,d4] 5 resume:1"
    assert g.tokens() == PLACEMENTS


def test_no_stop_with_one_worker(game):
    sfen = f"{sea(a1='0')} 1 A:poseidon,B:gaea 5 -"
    g = game(sfen)
    assert g.tokens() == ["c3-c4^c3", "c3-c4^d4", "c3-c4^d5"]
    g.play("c3-c4^d4")
    assert g.sfen() == f"{sea(a1='0', c3='0', c4='A', d4='3*')} 2 A:poseidon,B:gaea[2,d4] 5 resume:1"


#   SEA with b1 domed and a3 open (level 0): a1's only build is the dome on a2, whose ground is a3.
BOXED = f"{sea(b1='0*', a3='0')} 1 A:poseidon,B:gaea 5 -"


def test_no_stop_when_the_dome_leaves_the_unmoved_worker_no_build(game):
    """a1's dome on a2 (a3 ground next to it) leaves a1 nothing to build: no stop, the whole turn, her placement
    on a3 after it. Before it, a2 takes a dome: d4's dome does stop (a1 may still build)."""
    g = game(BOXED)
    assert starting(g.tokens(), "c3-c4") == ["c3-c4^c3", "c3-c4^c3,a1^a2", "c3-c4^d4", "c3-c4^d5",
                                            "c3-c4^d5,a1^a2"]
    g.play("c3-c4^c3,a1^a2")
    assert g.sfen() == f"{sea(b1='0*', a3='0', c3='1', c4='A', a2='3*')} 2 A:poseidon,B:gaea[2,a2] 5 resume:1"
    assert g.tokens() == ["+a3", "pass"]


def test_the_rests_dome_that_leaves_no_build_stops_nothing(game):
    """The rest after d4's stop in BOXED: a1^a2 or pass; a1^a2 ends it whole, her placement after it (a3)."""
    g = game(BOXED)
    g.play("c3-c4^d4")
    assert g.sfen() == f"{sea(b1='0*', a3='0', c3='0', c4='A', d4='3*')} 2 A:poseidon[a1,3],B:gaea[2,d4] 5 resume:1"
    g.play("+d5")
    assert g.tokens() == ["a1^a2", "pass"]
    g.play("a1^a2")
    assert g.sfen() == f"{sea(b1='0*', a3='0', c3='0', c4='A', d4='3*', d5='B', a2='3*')} " \
                       "2 A:poseidon,B:gaea[1,a2] 5 resume:1"
    assert g.tokens() == ["+a3", "pass"]


# ---------------------------------------------------------------------- seat order

GAEA_FIRST = f"{sea(a1='B', c3='B', e5='A', e1='A')} 2 A:gaea,B:poseidon 5 -"


def test_gaea_first_the_rest_then_seat_1_in_the_next_round(game):
    g = game(GAEA_FIRST)
    assert starting(g.tokens(), "c3-c4^d4") == ["c3-c4^d4"]
    g.play("c3-c4^d4")
    board = sea(a1='B', c3='0', c4='B', d4='3*', e5='A', e1='A')
    assert g.sfen() == f"{board} 1 A:gaea[2,d4],B:poseidon[a1,3] 5 resume:2"
    assert g.tokens() == PLACEMENTS
    g.play("+d5")
    board = sea(a1='B', c3='0', c4='B', d4='3*', d5='A', e5='A', e1='A')
    assert g.sfen() == f"{board} 2 A:gaea[1],B:poseidon[a1,3] 5 resume:2"
    assert g.tokens() == REST3
    g.play("a1^b1")
    assert g.sfen() == f"{sea(a1='B', b1='1', c3='0', c4='B', d4='3*', d5='A', e5='A', e1='A')} " \
                       "1 A:gaea[1],B:poseidon 6 -"


# ---------------------------------------------------------------------- 3 players

#   SEA for three: Artemis (B) on e1 and d1 (d1 open), Gaea (C) on e5 and a5 (a4 open).
THREE_CELLS = dict(e1="B", d1="B", e5="C", a5="C", a4="0")


def three(**changes: str) -> str:
    return sea(**{**THREE_CELLS, **changes})


THREE = f"{three()} 1 A:poseidon,B:artemis,C:gaea 5 -"


def test_three_players_poseidon_seat_1_gaea_seat_3_then_seat_2(game):
    """Poseidon (seat 1) stops; Gaea (seat 3) places (resume:1); the rest stops again at a2; she passes; the
    rest goes on; then seat 2 (Artemis), the same round."""
    g = game(THREE)
    assert starting(g.tokens(), "c3-c4^d4") == ["c3-c4^d4"]
    g.play("c3-c4^d4")
    assert g.sfen() == f"{three(c3='0', c4='A', d4='3*')} 3 A:poseidon[a1,3],B:artemis,C:gaea[2,d4] 5 resume:1"
    assert g.tokens() == PLACEMENTS
    g.play("+d5")
    assert g.sfen() == f"{three(c3='0', c4='A', d4='3*', d5='C')} 1 A:poseidon[a1,3],B:artemis,C:gaea[1] 5 resume:1"
    assert g.tokens() == REST3
    g.play("a1^a2")
    board = three(c3='0', c4='A', d4='3*', d5='C', a2='3*')
    assert g.sfen() == f"{board} 3 A:poseidon[a1,2],B:artemis,C:gaea[1,a2] 5 resume:1"
    g.play("pass")
    assert g.sfen() == f"{board} 1 A:poseidon[a1,2],B:artemis,C:gaea[1] 5 resume:1"
    assert g.tokens() == REST2
    g.play("a1^b1")
    assert g.sfen() == f"{three(c3='0', c4='A', d4='3*', d5='C', a2='3*', b1='1')} 2 A:poseidon,B:artemis,C:gaea[1] 5 -"
    assert starting(g.tokens(), "e1-e2") and starting(g.tokens(), "d1-e2")


def test_three_players_gaea_seat_1_poseidon_seat_2_then_seat_3(game):
    """Gaea (seat 1) places after Poseidon's stop (seat 2, resume:2); the rest; then seat 3 (Artemis)."""
    cells = dict(a1="B", c3="B", e1="C", d1="C", e5="A", a5="A", a4="0")
    sfen = f"{sea(**cells)} 2 A:gaea,B:poseidon,C:artemis 5 -"
    g = game(sfen)
    g.play("c3-c4^d4")
    assert g.sfen() == f"{sea(**{**cells, 'c3': '0', 'c4': 'B', 'd4': '3*'})} " \
                       "1 A:gaea[2,d4],B:poseidon[a1,3],C:artemis 5 resume:2"
    g.play("+c3")
    placed = sea(**{**cells, 'c3': 'A', 'c4': 'B', 'd4': '3*'})
    assert g.sfen() == f"{placed} 2 A:gaea[1],B:poseidon[a1,3],C:artemis 5 resume:2"
    assert g.tokens() == REST3
    g.play("pass")
    assert g.sfen() == f"{placed} 3 A:gaea[1],B:poseidon,C:artemis 5 -"


# ---------------------------------------------------------------------- Nyx


def test_poseidon_may_be_nyxs_night_power_against_gaea():
    """The engine ban gone, Poseidon is a Night Power Nyx may hold facing Gaea (Atlas stays banned, officially)."""
    assert night_problem("poseidon", ["nyx", "gaea"]) is None
    assert night_problem("atlas", ["nyx", "gaea"]) is not None
    assert RefPosition(start_sfen(2, ["nyx", "gaea"]).replace("A:nyx", "A:nyx[poseidon]")).legal_turns()


def test_nyx_holding_poseidon_never_stops_for_gaea(game):
    """One complete tower (e4): Nyx holds Poseidon and Gaea has no power - his turns are whole, in ASCII order,
    and nobody places after his domes (d4's makes the towers even: Gaea's power back at the end of his turn,
    Nyx's gone; d4's and a2's leave them odd)."""
    sfen = f"{sea(e4='3*')} 1 A:nyx[poseidon],B:gaea 5 -"
    g = game(sfen)
    assert starting(g.tokens(), "c3-c4^d4") == [
        "c3-c4^d4", "c3-c4^d4,a1^a2", "c3-c4^d4,a1^a2^b1", "c3-c4^d4,a1^a2^b1^b1", "c3-c4^d4,a1^b1",
        "c3-c4^d4,a1^b1^b1", "c3-c4^d4,a1^b1^b1^b1"]
    assert after(game, sfen, "c3-c4^d4") == f"{sea(e4='3*', c3='0', c4='A', d4='3*')} 2 A:nyx[poseidon],B:gaea 5 -"
    assert after(game, sfen, "c3-c4^d4,a1^a2") == \
        f"{sea(e4='3*', c3='0', c4='A', d4='3*', a2='3*')} 2 A:nyx[poseidon],B:gaea 5 -"


# ---------------------------------------------------------------------- SFEN

ROUND_TRIPS = [
    PAUSED,
    PLACED,
    REPAUSED,
    f"{sea(c3='0', c4='A', d4='3*')} 1 A:poseidon[a1,3],B:gaea 5 resume:1",
    f"{sea(c3='B', c4='A', d4='3*', a2='3*')} 1 A:poseidon[a1,2],B:gaea[1] 5 resume:1",
    f"{sea(c3='B', c4='A', d4='3*', a2='3*', b1='B')} 1 A:poseidon[a1,2],B:gaea[0] 5 resume:1",
    f"{sea(a1='1', b1='A', c4='1', d4='3*')} 2 A:poseidon[c3,1],B:gaea[2,d4] 5 resume:1",
    f"{sea(a1='1', b1='A', c4='1', d4='3*', d5='B')} 1 A:poseidon[c3,1],B:gaea[1] 5 resume:1",
    f"{sea(a1='B', c3='0', c4='B', d4='3*', e5='A', e1='A')} 1 A:gaea[2,d4],B:poseidon[a1,3] 5 resume:2",
    f"{three(c3='0', c4='A', d4='3*')} 3 A:poseidon[a1,3],B:artemis,C:gaea[2,d4] 5 resume:1",
    f"{three(c3='0', c4='A', d4='3*', d5='C')} 1 A:poseidon[a1,3],B:artemis,C:gaea[1] 5 resume:1",
]


@pytest.mark.parametrize("sfen", ROUND_TRIPS, ids=range(len(ROUND_TRIPS)))
def test_sfen_round_trips(game, sfen):
    assert game(sfen).sfen() == sfen


def test_a_round_tripped_rest_plays_the_same(game):
    assert game(after(game, SEA, "c3-c4^d4")).tokens() == PLACEMENTS
    assert game(after(game, PAUSED, "+c3")).tokens() == REST3
    assert game(after(game, PLACED, "a1^a2", "pass")).tokens() == REST2
    assert game(after(game, SEA, "a1-b1^a1,c3^c4^d4", "+d5")).tokens() == ["c3^c4", "pass"]


def test_the_oracle_reads_the_builds_left():
    position = RefPosition(REPAUSED)
    assert position.rest == [square_index("a1"), None] and position.left == [2, 0] and position.resume == 0


PLACED_BOARD = sea(c3='B', c4='A', d4='3*')

REFUSED = [
    # without resume:, resume: naming another seat
    PLACED.replace(" resume:1", " -"),
    PLACED.replace("resume:1", "resume:2"),
    # her placement still due: seat 2 acts first, not the rest
    PAUSED.replace(" 2 A:", " 1 A:"),
    REPAUSED.replace(" 2 A:", " 1 A:"),
    # no worker of his on the square: empty (b1), Gaea's (c3, e5), domed (b2)
    PLACED.replace("poseidon[a1,3]", "poseidon[b1,3]"),
    PLACED.replace("poseidon[a1,3]", "poseidon[c3,3]"),
    PLACED.replace("poseidon[a1,3]", "poseidon[e5,3]"),
    PLACED.replace("poseidon[a1,3]", "poseidon[b2,3]"),
    # builds left out of 1..3
    PLACED.replace("poseidon[a1,3]", "poseidon[a1,0]"),
    PLACED.replace("poseidon[a1,3]", "poseidon[a1,4]"),
    # malformed: no count, no square, empty parts, more items, another power's forms
    *(PLACED.replace("poseidon[a1,3]", f"poseidon[{text}]")
      for text in ("a1", "3", "a1,", ",3", "a1,03", "a1,2,3", "a1,x", "rest:a1", "used,a1", "a1,a1", "3,a1", "a0,3")),
    # the unmoved worker on a block
    f"{sea(c3='B', c4='A', d4='3*', a1='1A')} 1 A:poseidon[a1,3],B:gaea[1] 5 resume:1",
    # his side with one worker, with three
    f"{sea(c3='B', c4='0', d4='3*')} 1 A:poseidon[a1,3],B:gaea[1] 5 resume:1",
    f"{sea(c3='B', c4='A', d4='3*', b1='A')} 1 A:poseidon[a1,3],B:gaea[1] 5 resume:1",
    # no Gaea in the game
    f"{PLACED_BOARD} 1 A:poseidon[a1,3],B:mortal 5 resume:1",
    # the game won (the rest always has pass: never a rest its seat cannot play)
    PLACED.replace("B:gaea[1]", "B:gaea[1]#"),
    PLACED.replace("A:poseidon[a1,3]", "A:poseidon[a1,3]#"),
    # before every side placed
    f"{board_field(a1='A', c4='A', d4='3*')} 1 A:poseidon[a1,3],B:gaea 1 resume:1",
    # Gaea first: resume: naming her seat; her placement due with Poseidon to move
    f"{sea(a1='B', c3='A', c4='B', d4='3*', e5='A', e1='A')} 2 A:gaea[1],B:poseidon[a1,3] 5 resume:1",
    f"{sea(a1='B', c3='0', c4='B', d4='3*', e5='A', e1='A')} 2 A:gaea[2,d4],B:poseidon[a1,3] 5 resume:2",
    # 3 players: resume: naming Artemis' seat; Gaea eliminated (in play no more)
    f"{three(c3='0', c4='A', d4='3*', d5='C')} 1 A:poseidon[a1,3],B:artemis,C:gaea[1] 5 resume:2",
    f"{sea(c3='0', c4='A', d4='3*', e1='B', d1='B', e5='0')} 1 A:poseidon[a1,3],B:artemis,-C:gaea 5 resume:1",
    # Nyx holding Poseidon (one tower: odd): no turn of hers pauses for Gaea
    f"{PLACED_BOARD} 1 A:nyx[poseidon:a1,3],B:gaea[1] 5 resume:1",
]


@pytest.mark.parametrize("sfen", REFUSED, ids=range(len(REFUSED)))
def test_sfen_refused(game, sfen):
    with pytest.raises(SfenError):
        game(sfen)


# ---------------------------------------------------------------------- perft


@pytest.mark.parametrize("sfen,counts", [
    # the 23 turns of the board
    (SEA, (23, None)),
    # three placements, then the seven rests after each (none takes a square of a1's)
    (PAUSED, (3, 21)),
    # the rest: seven tokens
    (PLACED, (7, None)),
    # her placement on b1 (then pass alone) or pass (then three rests)
    (REPAUSED, (2, 4)),
], ids=["sea", "paused", "placed", "repaused"])
def test_perft_counts_each_part_as_a_ply(game, sfen, counts):
    assert counted(game, sfen, 1) == counts[0]
    if counts[1] is not None:
        assert counted(game, sfen, 2) == counts[1]


@pytest.mark.parametrize("sfen", [PAUSED, REPAUSED, f"{sea(a1='1', b1='A', c4='1', d4='3*')} 2 A:poseidon[c3,1],"
                                  "B:gaea[2,d4] 5 resume:1"], ids=["paused", "repaused", "one-left"])
def test_perft_depth_3_through_the_scenario_interface(game, sfen):
    """Placement, rest (and its stop), Gaea's turn: counted through the scenario interface, the same on both
    sides."""
    assert counted(game, sfen, 3) == RefPosition(sfen).perft(3)


ROOTS = {
    "sea": SEA, "no-ground": NO_GROUND, "boxed": BOXED, "gaea-first": GAEA_FIRST, "three": THREE,
    "card-empty": SEA.replace("B:gaea", "B:gaea[0]"), "on-block": f"{sea(a1='1A')} 1 A:poseidon,B:gaea 5 -",
    "placed": PLACED, "repaused": REPAUSED,
}


@pytest.mark.parametrize("sfen", list(ROOTS.values()), ids=list(ROOTS))
def test_core_perft_from_the_root_agrees(sfen):
    """Poseidon's turns (the paused parts among them), then Gaea's placements or turns: the core's tokens and
    counts at depths 1-3 are the oracle's."""
    position, board = RefPosition(sfen), Board(sfen)
    assert sorted(move.token for move in board.legal_moves) == position.legal_turns()
    assert [board.perft(depth) for depth in (1, 2, 3)] == [position.perft(depth) for depth in (1, 2, 3)]


# ---------------------------------------------------------------------- random games

#: A turn of Poseidon's that moves and builds, with or without his unmoved worker's builds.
TURN = re.compile(r"([a-e][1-5])-([a-e][1-5])\^([a-e][1-5])(?:,([a-e][1-5])((?:\^[a-e][1-5]){1,3}))?")
#: A rest of his: the unmoved worker's builds.
REST = re.compile(r"([a-e][1-5])((?:\^[a-e][1-5]){1,3})")
BUILT = re.compile(r"\^([a-e][1-5])")


def _neighbours(sq: int) -> list[int]:
    file, rank = sq % 5, sq // 5
    return [r * 5 + f for r in range(rank - 1, rank + 2) for f in range(file - 1, file + 2)
            if 0 <= r < 5 and 0 <= f < 5 and (r, f) != (rank, file)]


def _card(ref: RefPosition) -> bool:
    """Some Gaea in play with a worker on her card."""
    return any(god == "gaea" and not ref.eliminated[seat] and ref.card[seat] for seat, god in enumerate(ref.gods))


def stops_along(ref: RefPosition, workers: set[int], builds: list[tuple[int, bool]], unmoved: int | None,
                made: int) -> list[bool]:
    """For each build (square, by the unmoved worker?) on the oracle's board with the workers on ``workers``,
    from the ruling: does it stop the turn? A block onto level 3 domes; it stops when some Gaea in play has a
    worker on her card and ground next to the dome (level 0, no dome, no worker) and the unmoved worker (on level
    0, ``made`` builds before these) may still build (fewer than three builds made, a square next to it with no
    dome and no worker)."""
    heights, domes = list(ref.heights), list(ref.domes)
    card = _card(ref)
    stops = []
    for square, by_unmoved in builds:
        made += by_unmoved
        domed = heights[square] == 3
        if domed:
            domes[square] = True
        else:
            heights[square] += 1
        ground = any(heights[n] == 0 and not domes[n] and n not in workers for n in _neighbours(square))
        builds_left = unmoved is not None and heights[unmoved] == 0 and made < 3 \
            and any(not domes[n] and n not in workers for n in _neighbours(unmoved))
        stops.append(domed and card and ground and builds_left)
    return stops


def check_poseidon_turn(ref: RefPosition, tokens: list[str]) -> dict[str, tuple[int | None, int] | None]:
    """Poseidon's turns against the ruling, on the oracle's board: no token builds a stopping dome before its
    last build. Returns, per token that moves and builds, what its last build leaves due: (the unmoved worker,
    the builds it has left) when that build stops the turn, else None."""
    side = ref.sides[ref.seat]
    due: dict[str, tuple[int | None, int] | None] = {}
    for token in tokens:
        match = TURN.fullmatch(token)
        if not match:
            assert "^" not in token, (ref.sfen(), token)  # a winning move builds nothing
            continue
        src, dst, normal = (square_index(sq) for sq in match.groups()[:3])
        workers = {sq for sq in ref.workers if sq != src} | {dst}
        mine = ref.workers_of(side)
        others = [sq for sq in mine if sq != src]
        unmoved = others[0] if len(mine) == 2 and ref.heights[others[0]] == 0 else None
        builds = [(normal, False)]
        if match.group(4):
            assert square_index(match.group(4)) == unmoved, (ref.sfen(), token)
            builds += [(square_index(sq), True) for sq in BUILT.findall(match.group(5))]
        stops = stops_along(ref, workers, builds, unmoved, 0)
        assert not any(stops[:-1]), (ref.sfen(), token, stops)
        due[token] = (unmoved, 3 - (len(builds) - 1)) if stops[-1] else None
    return due


def check_rest(ref: RefPosition, tokens: list[str]) -> dict[str, tuple[int | None, int] | None]:
    """Poseidon's rest against the ruling: ``pass`` and one to (builds left) builds from the unmoved worker, none
    with a stopping dome before its last build. Returns what each token leaves due (as check_poseidon_turn)."""
    seat = ref.seat
    worker, left = ref.rest[seat], ref.left[seat]
    assert 1 <= left <= 3 and ref.heights[worker] == 0 and len(ref.workers_of(ref.sides[seat])) == 2, ref.sfen()
    assert "pass" in tokens, ref.sfen()
    due: dict[str, tuple[int | None, int] | None] = {"pass": None}
    for token in tokens:
        if token == "pass":
            continue
        match = REST.fullmatch(token)
        assert match and square_index(match.group(1)) == worker, (ref.sfen(), token)
        builds = [(square_index(sq), True) for sq in BUILT.findall(match.group(2))]
        assert len(builds) <= left, (ref.sfen(), token)
        stops = stops_along(ref, set(ref.workers), builds, worker, 3 - left)
        assert not any(stops[:-1]), (ref.sfen(), token, stops)
        due[token] = (worker, left - len(builds)) if stops[-1] else None
    return due


def make_chooser(rng: random.Random, seen: list[int]):
    """A turn chooser preferring Poseidon's turns that stop (40% of the time when there are some), else with his
    unmoved worker's builds and domes (on level 3; his workers kept low, ``toward_lasting_domes``), his rests that
    stop again (40%) or pass (15%), and Gaea keeping her card for his stops (her placements 30% of the time). Checks each of his turns and rests against
    the ruling (``check_poseidon_turn``, ``check_rest``) and records what the chosen one leaves due, for
    ``check_after``; counts the stops at his normal build, at his unmoved worker's builds, in his rests, and the
    rests passed in ``seen``."""
    expected: list[object] = [None]

    def choose(ref: RefPosition, tokens: list[str]) -> str:
        seat = ref.seat
        poseidon = ref.gods[seat] == "poseidon"
        expected[0] = None
        if ref.resume is not None:
            if poseidon and ref.rest[seat] is not None:
                due = check_rest(ref, tokens)
                stopping = [t for t in tokens if due[t] is not None]
                draw = rng.random()
                token = rng.choice(stopping) if stopping and draw < 0.4 else \
                    "pass" if draw < 0.55 else rng.choice(tokens)
                seen[2] += due[token] is not None
                seen[3] += token == "pass"
                expected[0] = (seat, due[token])
                return token
            placing = [t for t in tokens if t.startswith("+")]
            if placing and rng.random() < 0.3:
                return rng.choice(placing)
            return "pass" if "pass" in tokens else rng.choice(tokens)
        builds = [t for t in tokens if "^" in t]
        if poseidon and builds:
            due = check_poseidon_turn(ref, tokens)
            stopping = [t for t in tokens if due.get(t) is not None]
            if rng.random() < 0.6:
                builds = [t for t in builds if "," in t] or builds
            draw = rng.random()
            token = rng.choice(stopping) if stopping and draw < 0.4 else \
                toward_lasting_domes(ref, builds, rng, 0.7) if draw < 0.95 else rng.choice(tokens)
            if token in due:
                expected[0] = (seat, due[token])
                if due[token] is not None:
                    seen[1 if "," in token else 0] += 1
            return token
        if not builds or rng.random() < 0.05:
            return rng.choice(tokens)
        return toward_domes(ref, builds, rng, 0.2)

    def check_after(ref: RefPosition) -> int:
        """After the chosen turn (or rest): a stop leaves the rest due with the unmoved worker and its builds left
        (unless the game ended: a rest has no win, his turn's stop neither), any other turn leaves none."""
        if expected[0] is None or ref.winner_seat is not None:
            return 0
        seat, due = expected[0]
        if due is None:
            assert ref.rest[seat] is None, ref.sfen()
        else:
            assert (ref.rest[seat], ref.left[seat], ref.resume) == (due[0], due[1], seat), ref.sfen()
        return 0

    return choose, check_after


def play_oracle(start: str, rng: random.Random, turns: int, choose, check) -> None:
    """Random turns on the oracle alone (the core has its own games in lockstep below): every SFEN it writes
    reads back as the same position."""
    ref = RefPosition(start)
    for _ in range(turns):
        tokens = ref.legal_turns()
        if not tokens:
            break
        ref.play(choose(ref, tokens))
        check(ref)
        assert RefPosition(ref.sfen()).sfen() == ref.sfen()


ORACLE_GAMES = 4


@pytest.mark.parametrize("gods", [["poseidon", "gaea"], ["gaea", "poseidon"], ["poseidon", "gaea", "artemis"],
                                  ["demeter", "poseidon", "gaea"]],
                         ids=["poseidon-first", "gaea-first", "3p-poseidon-1", "3p-poseidon-2"])
def test_oracle_random_games_follow_the_ruling(gods):
    seen = [0, 0, 0, 0]
    for seed in range(ORACLE_GAMES):
        rng = random.Random(zlib.crc32(f"poseidon oracle {gods} {seed}".encode()))
        choose, check = make_chooser(rng, seen)
        play_oracle(start_sfen(len(gods), gods), rng, 50, choose, check)
    normal, unmoved, again, passes = seen
    assert normal + unmoved >= 3 and passes >= 1


LOCKSTEP_GAMES = 6


def lockstep(gods: list[str], rng: random.Random) -> list[int]:
    """A random game in lockstep on the core and the oracle (conftest.play_in_lockstep), chosen and checked as
    the oracle's games are (``make_chooser``); returns the counts it saw."""
    seen = [0, 0, 0, 0]
    choose, check = make_chooser(rng, seen)
    play_in_lockstep(start_sfen(len(gods), gods), rng, 50, choose, after=check)
    return seen


@pytest.mark.parametrize("gods", [["poseidon", "gaea"], ["gaea", "poseidon"]], ids=["poseidon-first", "gaea-first"])
def test_lockstep_core_random_two_player_games(gods):
    total = [0, 0, 0, 0]
    for seed in range(LOCKSTEP_GAMES):
        seen = lockstep(gods, random.Random(zlib.crc32(f"poseidon {gods} {seed}".encode())))
        total = [a + b for a, b in zip(total, seen)]
    normal, unmoved, again, passes = total
    assert normal >= 1 and unmoved >= 3 and passes >= 2


THIRDS = ["pan", "apollo", "minotaur", "demeter", "artemis", "hephaestus"]


@pytest.mark.parametrize("order", range(3), ids=["poseidon-seat-1", "poseidon-seat-2", "poseidon-seat-3"])
def test_lockstep_core_random_three_player_games(order):
    total = [0, 0, 0, 0]
    for seed in range(LOCKSTEP_GAMES // 2):
        rng = random.Random(zlib.crc32(f"poseidon 3 {order} {seed}".encode()))
        third = rng.choice(THIRDS)
        gods = ["gaea", third] if rng.random() < 0.5 else [third, "gaea"]
        gods.insert(order, "poseidon")
        if lineup_problem(gods, 3) is not None:
            continue
        seen = lockstep(gods, rng)
        total = [a + b for a, b in zip(total, seen)]
    assert total[0] + total[1] >= 2
