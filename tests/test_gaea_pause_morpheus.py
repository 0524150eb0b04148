"""Gaea facing Morpheus (gods.md §3.2 25, §3.3 35; docs/golden-fleece-gods.md, 35 Gaea, "Morpheus";
santorini/reference/gaea.py, "Morpheus' stock"): after his move the worker that moved builds 0 to (his stock)
times (normal builds, repeats allowed, each spending one piece of his stock, which grows by one at the start of
each of his turns), and Gaea places right after a dome. The rulings checked here:

1. the stop: a build of his turn that domes (a block onto level 3), after which some Gaea in play with a worker
   on her card has ground next to the dome (level 0, no block, no dome, no worker: a square built on earlier in
   the same turn is none), stops his turn there when his worker may still build - a piece is left in his stock
   after that build AND a square next to the worker takes a piece (an ordinary build possible right after that
   build). The paused part's token is the text so far (``e3-e4^d4``, ``e3-e4^e3^d4``), one ply; no token goes on
   through such a dome. His state is then the stock left (at least 1) and the worker that moved:
   ``morpheus[2,rest:e4]``, with ``resume:K``;
2. her placement next, as after any turn;
3. the rest, from that worker on the board as she left it: ``pass`` or one to (stock) builds of it written from
   its square (``e4^e3^e5``, repeats allowed), each spending one piece; a build in the rest that domes stops it
   again the same way (``morpheus[1,rest:c3]``). The rest moves nobody and wins nothing, and the stock does not
   grow for it (the same turn): it grows when play reaches him for a new turn;
4. orders: his builds come in any order, one outcome: the same builds are one whole turn when some order of them
   builds no stopping dome before its last build (a dome whose last ground neighbour got a block earlier in the
   turn calls nobody), and a turn whose last build is such a dome stops there; the token is the ASCII-smallest
   of the allowed orders, which may interleave squares (``e3-e4^e5^d4^e5``: d4 first would stop, e5 first takes
   d4's only ground), while a dome whose ground he does not build on can only be his last build; two domes that
   would each call her are never in one turn but as its last build (the first of them stops it);
5. no stop: her card empty, no ground next to the dome, no piece left after the dome (his stock exhausted by it),
   no build left for his worker after the dome - the whole turn as ever, her placement after it where she may;
6. seat order and 3 players (Morpheus, Gaea, Artemis): her placement, the rest right after it, then play passes
   on from his seat (the round counted from him); his stock grows at his next turn only;
7. SFEN: ``morpheus[2,rest:e4]`` with ``resume:K`` while the rest is due (round trips), refused where no rest can
   be due (no ``resume:`` naming his seat, no Gaea in play, a stock of 0, the square not his worker's, the game
   won, her placement still due first, before every side placed) and malformed ones;
8. perft (each part one ply), random games on the oracle alone with each of his turns and rests checked against
   the ruling, and random games in lockstep, oracle and core.

Morpheus is no Night Power and not on the Ram, and Circe (who could hold his power) is banned with Gaea: no Nyx
nor Fleece cases. Every expected token list here is worked out by hand from the ruling.

The scenarios run on the reference oracle and on the native core (the ``game`` fixture); the tests that call
the core directly have ``core`` in their names, so ``-k "not core and not lockstep"`` runs the oracle alone
(``-k lockstep``: the games in lockstep).
"""

from __future__ import annotations

import random
import re
import zlib
from itertools import permutations

import pytest

from conftest import after, board_field, counted, play_in_lockstep, starting, tokens_after, toward_lasting_domes
from santorini import Board
from santorini.errors import SfenError
from santorini.notation import SQUARE_NAMES, square_index, start_sfen
from santorini.reference import RefPosition
from santorini.reference.gaea import END_OF_TURN, GAEA_BANNED, OTHER_WORKER, PAUSING, REPAUSING, REST_PHASES, \
    TOKEN_REST, UNMOVED_WORKER
from santorini.reference.gods_promo import NIGHT_POWERS
from santorini.rules.gods import lineup_problem

# ---------------------------------------------------------------------- lineups


def test_morpheus_faces_gaea():
    """The ban is lifted in the oracle: his rest starts from the worker that moved in phase ``dreaming``
    (``pass`` allowed), counted against the stock left, and may stop again; the oracle loads the pair in either
    seat, and with a third seat."""
    assert REST_PHASES["morpheus"] == "dreaming" and "morpheus" in PAUSING and "morpheus" in REPAUSING
    assert "morpheus" not in GAEA_BANNED | END_OF_TURN | set(OTHER_WORKER) | set(TOKEN_REST) | set(UNMOVED_WORKER)
    assert "circe" in GAEA_BANNED and "morpheus" not in NIGHT_POWERS
    for gods in (["morpheus", "gaea"], ["gaea", "morpheus"], ["morpheus", "gaea", "artemis"],
                 ["gaea", "demeter", "morpheus"]):
        assert RefPosition(start_sfen(len(gods), gods)).legal_turns()


def test_core_and_catalog_load_morpheus_against_gaea():
    """The catalog and the core load the pair too (the engine's ban lifted), with the oracle's tokens."""
    for gods in (["morpheus", "gaea"], ["gaea", "morpheus"], ["morpheus", "gaea", "artemis"],
                 ["gaea", "demeter", "morpheus"]):
        assert lineup_problem(gods, len(gods)) is None
        sfen = start_sfen(len(gods), gods)
        assert RefPosition(sfen).legal_turns() == sorted(move.token for move in Board(sfen).legal_moves)


# ---------------------------------------------------------------------- the boards

#   Every square domed (level 0) but these (MAIN): A (Morpheus, one worker) on e3, level 1; e4 and e5 on level 0,
#   empty; d4 on level 3; B (Gaea) on a1 and a2 with b1 open, her card full. So:
#   - e3 moves to e4 only (down), then builds on e3 (the square it left: 1 -> 2 -> 3 -> dome), d4 (a dome) and e5
#     (blocks);
#   - d4's only ground once domed is e5 (e3 is on a block, e4 his worker's, the rest domed); e3's dome has no
#     ground next to it (d4 on level 3, e4 his worker);
#   - Gaea moves a1-b1 or a2-b1.
FULL = {f"{file}{rank}": "0*" for file in "abcde" for rank in "12345"}
MAIN_OPEN = dict(e3="1A", e4="0", d4="3", e5="0", a1="B", a2="B", b1="0")


def main(**changes: str) -> str:
    """The MAIN board field with some cells changed (``"0"``: an empty ground-level square)."""
    return board_field(**{**FULL, **MAIN_OPEN, **changes})


MAIN3 = f"{main()} 1 A:morpheus[3],B:gaea 5 -"
MAIN2 = MAIN3.replace("morpheus[3]", "morpheus[2]")
MAIN1 = MAIN3.replace("morpheus[3]", "morpheus[1]")

#: Every turn of MAIN3 (a stock of 3), from the ruling. A dome on d4 with e5 still ground and a piece left after
#: it stops the turn: ``^d4`` (2 left) and ``^e3^d4`` (1 left) are paused parts; ``^e3^e3^d4`` spends the last
#: piece: a whole turn (her placement after it). After a block on e5 the dome on d4 calls nobody: ``^e5^d4``,
#: ``^e3^e5^d4`` (the smallest of e3 e5 d4 / e5 e3 d4 / e5 d4 e3) and ``^e5^d4^e5`` (the smallest of e5 d4 e5 /
#: e5 e5 d4: interleaved). d4 before a block on e5 would stop: never in a whole turn.
MAIN3_TURNS = sorted(["e3-e4", "e3-e4^d4", "e3-e4^e3", "e3-e4^e5", "e3-e4^e3^d4", "e3-e4^e3^e3", "e3-e4^e3^e5",
                      "e3-e4^e5^d4", "e3-e4^e5^e5", "e3-e4^e3^e3^d4", "e3-e4^e3^e3^e3", "e3-e4^e3^e3^e5",
                      "e3-e4^e3^e5^d4", "e3-e4^e3^e5^e5", "e3-e4^e5^d4^e5", "e3-e4^e5^e5^e5"])

#: The same builds in ASCII order, every one a whole turn: with her card empty or no ground next to d4.
ASCII_TURNS = sorted(["e3-e4", "e3-e4^d4", "e3-e4^d4^e3", "e3-e4^d4^e3^e3", "e3-e4^d4^e3^e5", "e3-e4^d4^e5",
                      "e3-e4^d4^e5^e5", "e3-e4^e3", "e3-e4^e3^e3", "e3-e4^e3^e3^e3", "e3-e4^e3^e3^e5", "e3-e4^e3^e5",
                      "e3-e4^e3^e5^e5", "e3-e4^e5", "e3-e4^e5^e5", "e3-e4^e5^e5^e5"])

#: After e3-e4^d4: his rest due with a stock of 2 left, her placement first (e5).
PAUSED = f"{main(e3='1', e4='A', d4='3*')} 2 A:morpheus[2,rest:e4],B:gaea[2,d4] 5 resume:1"
PLACEMENTS = ["+e5", "pass"]
#: Her worker on e5, the rest due: e4 builds on e3 only (d4 domed).
PLACED = f"{main(e3='1', e4='A', d4='3*', e5='B')} 1 A:morpheus[2,rest:e4],B:gaea[1] 5 resume:1"
REST_PLACED = ["e4^e3", "e4^e3^e3", "pass"]
#: She passed, the rest due: e4 builds on e3 and e5, two pieces at most (no dome is in reach).
PASSED = f"{main(e3='1', e4='A', d4='3*')} 1 A:morpheus[2,rest:e4],B:gaea 5 resume:1"
REST_PASSED = ["e4^e3", "e4^e3^e3", "e4^e3^e5", "e4^e5", "e4^e5^e5", "pass"]


def test_the_turns_of_the_board(game):
    assert game(MAIN3).tokens() == MAIN3_TURNS


# ---------------------------------------------------------------------- the stop


def test_a_dome_with_pieces_left_stops_his_turn(game):
    """e3-e4^d4: e5 ground next to d4, two pieces left, e3 and e5 to build on: the turn stops there, one ply,
    ``morpheus[2,rest:e4]`` (the stock left, the worker that moved), her placement next."""
    g = game(MAIN3)
    g.play("e3-e4^d4")
    assert g.sfen() == PAUSED
    assert g.tokens() == PLACEMENTS


def test_a_dome_after_other_builds_stops_with_the_stock_then_left(game):
    """e3-e4^e3^d4: a block on e3, then the dome (e5 still ground), one piece left: ``morpheus[1,rest:e4]``; her
    pass, then one build of e4 or pass."""
    g = game(MAIN3)
    g.play("e3-e4^e3^d4")
    assert g.sfen() == f"{main(e3='2', e4='A', d4='3*')} 2 A:morpheus[1,rest:e4],B:gaea[2,d4] 5 resume:1"
    assert g.tokens() == PLACEMENTS
    g.play("pass")
    assert g.sfen() == f"{main(e3='2', e4='A', d4='3*')} 1 A:morpheus[1,rest:e4],B:gaea 5 resume:1"
    assert g.tokens() == ["e4^e3", "e4^e5", "pass"]
    assert tokens_after(game, MAIN3, "e3-e4^e3^d4", "+e5") == ["e4^e3", "pass"]


@pytest.mark.parametrize("token", ["e3-e4^d4^e3", "e3-e4^d4^e5", "e3-e4^d4^e5^e5", "e3-e4^d4^e3^e3",
                                   "e3-e4^e3^d4^e3", "e3-e4^e3^d4^e5", "e3-e4^e3^e3^e5^e5", "e3-e4^e5^e5^e5^e5"])
def test_no_token_goes_on_through_a_stopping_dome_nor_past_the_stock(game, token):
    with pytest.raises(ValueError):
        game(MAIN3).play(token)


@pytest.mark.parametrize("placement", PLACEMENTS)
def test_her_placement_then_the_rest(game, placement):
    """Her worker on e5 takes one of his squares; after her pass both are left."""
    expected = REST_PLACED if placement == "+e5" else REST_PASSED
    assert tokens_after(game, PAUSED, placement) == expected


def test_the_rest_passed_keeps_the_stock(game):
    assert after(game, PLACED, "pass") == f"{main(e3='1', e4='A', d4='3*', e5='B')} 2 A:morpheus[2],B:gaea[1] 5 -"


def test_the_rests_builds_spend_the_stock(game):
    """Each build of the rest spends one piece: e4^e3^e5 leaves none; Gaea's turn next."""
    g = game(PASSED)
    g.play("e4^e3^e5")
    assert g.sfen() == f"{main(e3='2', e4='A', d4='3*', e5='1')} 2 A:morpheus,B:gaea 5 -"
    assert g.tokens() == ["a1-b1^a1", "a2-b1^a2"]
    assert after(game, PLACED, "e4^e3") == f"{main(e3='2', e4='A', d4='3*', e5='B')} 2 A:morpheus[1],B:gaea[1] 5 -"


@pytest.mark.parametrize("token", ["e4-e5", "e4^d4", "e4^e4", "e4^e3^e3^e5", "e3^e4", "^e3", "+e5", "e3-e4^e3",
                                   "e4^e3,e4^e3"])
def test_the_rest_is_the_workers_builds(game, token):
    """The rest: ``pass`` or one to two builds (the stock left) written from e4; no move, no dome on a dome, no
    third build, no placement."""
    with pytest.raises(ValueError):
        game(PASSED).play(token)


def test_the_stock_grows_at_his_next_turn_not_for_the_rest(game):
    """After the rest (e4^e3: one piece left) the stock stays 1 through Gaea's turn, and grows to 2 when play
    reaches him for a new turn."""
    g = game(PAUSED)
    g.play("pass")
    g.play("e4^e3")
    assert g.sfen() == f"{main(e3='2', e4='A', d4='3*')} 2 A:morpheus[1],B:gaea 5 -"
    g.play("a1-b1^a1")
    assert g.sfen() == f"{main(e3='2', e4='A', d4='3*', a1='1', b1='B')} 1 A:morpheus[2],B:gaea 6 -"
    assert g.tokens() == ["e4-e5", "e4-e5^e4", "e4-e5^e4^e4"]


# ---------------------------------------------------------------------- orders


def test_a_block_on_the_domes_last_ground_first_makes_a_whole_turn(game):
    """e3-e4^e5^d4: e5's block first, then the dome on d4 with no ground left next to it: one whole turn, nobody
    places after it."""
    assert after(game, MAIN3, "e3-e4^e5^d4") == f"{main(e3='1', e4='A', d4='3*', e5='1')} 2 A:morpheus[1],B:gaea 5 -"


def test_the_smallest_allowed_order_interleaves(game):
    """{d4, e5, e5}: d4 first stops; e5 d4 e5 and e5 e5 d4 do not stop before their last build, the token is the
    smaller (interleaved), the other a spelling of the same turn."""
    tokens = game(MAIN3).tokens()
    assert "e3-e4^e5^d4^e5" in tokens and "e3-e4^e5^e5^d4" not in tokens
    assert after(game, MAIN3, "e3-e4^e5^e5^d4") == after(game, MAIN3, "e3-e4^e5^d4^e5") == \
        f"{main(e3='1', e4='A', d4='3*', e5='2')} 2 A:morpheus,B:gaea 5 -"


def test_the_smallest_allowed_order_of_three_squares(game):
    """{e3, e5, d4}: e3 e5 d4 is the smallest order that does not stop before its last build (d4 last: no ground
    left); e5 e3 d4 and e5 d4 e3 are spellings of it."""
    tokens = game(MAIN3).tokens()
    assert "e3-e4^e3^e5^d4" in tokens and "e3-e4^e5^d4^e3" not in tokens and "e3-e4^e5^e3^d4" not in tokens
    whole = f"{main(e3='2', e4='A', d4='3*', e5='1')} 2 A:morpheus,B:gaea 5 -"
    for spelling in ("e3-e4^e3^e5^d4", "e3-e4^e5^e3^d4", "e3-e4^e5^d4^e3"):
        assert after(game, MAIN3, spelling) == whole


def test_the_last_piece_on_a_dome_is_a_whole_turn(game):
    """e3-e4^e3^e3^d4: d4 can only be last (e5 not built on), and it spends the last piece: no stop, the whole
    turn, her placement on e5 after it."""
    g = game(MAIN3)
    g.play("e3-e4^e3^e3^d4")
    assert g.sfen() == f"{main(e3='3', e4='A', d4='3*')} 2 A:morpheus,B:gaea[2,d4] 5 resume:1"
    assert g.tokens() == PLACEMENTS
    g.play("+e5")
    assert g.sfen() == f"{main(e3='3', e4='A', d4='3*', e5='B')} 2 A:morpheus,B:gaea[1] 5 -"


#   Every square domed but these (TWO): A (Morpheus, one worker) on b2, level 1; c3 on level 0, empty; b4 and d2
#   on level 3; a5 and e1 on level 0, empty; B (Gaea) on e5 and d5 with e4 open. b2 moves to c3 only (down), then
#   builds on b2 (1 -> 2 -> 3 -> dome: no ground next to it), b4 (a dome: a5 its only ground, out of his reach) and
#   d2 (a dome: e1 its only ground, out of his reach).
TWO_OPEN = dict(b2="1A", c3="0", b4="3", d2="3", a5="0", e1="0", e5="B", d5="B", e4="0")


def two(**changes: str) -> str:
    return board_field(**{**FULL, **TWO_OPEN, **changes})


TWO = f"{two()} 1 A:morpheus[3],B:gaea 5 -"
#: Every turn of TWO, from the ruling: each of b4's and d2's domes calls her whenever it is built, so it is the
#: last build of a turn: a paused part while a piece is left (``^b4``, ``^d2``, ``^b2^b4``, ``^b2^d2``), a whole
#: turn when it spends the last piece (``^b2^b2^b4``, ``^b2^b2^d2``); both domes are never in one turn.
TWO_TURNS = sorted(["b2-c3", "b2-c3^b2", "b2-c3^b2^b2", "b2-c3^b2^b2^b2", "b2-c3^b2^b2^b4", "b2-c3^b2^b2^d2",
                    "b2-c3^b2^b4", "b2-c3^b2^d2", "b2-c3^b4", "b2-c3^d2"])
TWO_PAUSED = f"{two(b2='1', c3='A', b4='3*')} 2 A:morpheus[2,rest:c3],B:gaea[2,b4] 5 resume:1"
TWO_REST = f"{two(b2='1', c3='A', b4='3*')} 1 A:morpheus[2,rest:c3],B:gaea 5 resume:1"
#: The rest with two pieces: d2's dome first stops it again (one piece left, b2 to build on); after a block on
#: b2 it spends the last piece (a whole rest, her placement after it).
TWO_REST_TOKENS = ["c3^b2", "c3^b2^b2", "c3^b2^d2", "c3^d2", "pass"]
TWO_REPAUSED = f"{two(b2='1', c3='A', b4='3*', d2='3*')} 2 A:morpheus[1,rest:c3],B:gaea[2,d2] 5 resume:1"


def test_two_domes_that_each_call_her_are_never_in_one_turn(game):
    assert game(TWO).tokens() == TWO_TURNS


@pytest.mark.parametrize("token", ["b2-c3^b4^d2", "b2-c3^d2^b4", "b2-c3^b4^b2", "b2-c3^d2^b2", "b2-c3^b2^b4^d2",
                                   "b2-c3^b4^b2^b2", "b2-c3^b2^d2^b2"])
def test_a_dome_whose_ground_he_does_not_build_on_is_only_last(game, token):
    with pytest.raises(ValueError):
        game(TWO).play(token)


def test_a_dome_in_the_rest_stops_it_again(game):
    """b2-c3^b4 stops (two pieces left); she passes; the rest's dome on d2 (e1 ground, a piece and b2 left) stops
    it again, ``morpheus[1,rest:c3]``; she places on e1; the rest goes on: b2's block or pass."""
    g = game(TWO)
    g.play("b2-c3^b4")
    assert g.sfen() == TWO_PAUSED
    assert g.tokens() == ["+a5", "pass"]
    g.play("pass")
    assert g.sfen() == TWO_REST
    assert g.tokens() == TWO_REST_TOKENS
    g.play("c3^d2")
    assert g.sfen() == TWO_REPAUSED
    assert g.tokens() == ["+e1", "pass"]
    g.play("+e1")
    assert g.sfen() == f"{two(b2='1', c3='A', b4='3*', d2='3*', e1='B')} 1 A:morpheus[1,rest:c3],B:gaea[1] 5 resume:1"
    assert g.tokens() == ["c3^b2", "pass"]
    g.play("c3^b2")
    assert g.sfen() == f"{two(b2='2', c3='A', b4='3*', d2='3*', e1='B')} 2 A:morpheus,B:gaea[1] 5 -"


def test_the_rests_dome_on_the_last_piece_ends_it_whole(game):
    """c3^b2^d2: d2 last, no piece left after it: a whole rest, her placement on e1 after it."""
    g = game(TWO_REST)
    g.play("c3^b2^d2")
    assert g.sfen() == f"{two(b2='2', c3='A', b4='3*', d2='3*')} 2 A:morpheus,B:gaea[2,d2] 5 resume:1"
    assert g.tokens() == ["+e1", "pass"]
    with pytest.raises(ValueError):
        game(TWO_REST).play("c3^d2^b2")


def test_her_placement_out_of_his_reach_leaves_the_rest(game):
    assert tokens_after(game, TWO_PAUSED, "+a5") == TWO_REST_TOKENS


# ---------------------------------------------------------------------- no stop


def test_no_stop_with_her_card_empty(game):
    """His turns as ever, in ASCII order (``^d4^e5``), and nobody places."""
    sfen = MAIN3.replace("B:gaea", "B:gaea[0]")
    assert game(sfen).tokens() == ASCII_TURNS
    assert after(game, sfen, "e3-e4^d4") == f"{main(e3='1', e4='A', d4='3*')} 2 A:morpheus[2],B:gaea[0] 5 -"


def test_no_stop_without_ground_next_to_the_dome(game):
    """e5 on level 1: no ground next to d4 once domed: whole turns in ASCII order, nobody places."""
    sfen = f"{main(e5='1')} 1 A:morpheus[3],B:gaea 5 -"
    assert game(sfen).tokens() == ASCII_TURNS
    assert after(game, sfen, "e3-e4^d4") == f"{main(e3='1', e4='A', d4='3*', e5='1')} 2 A:morpheus[2],B:gaea 5 -"


def test_no_stop_when_the_dome_spends_his_last_piece(game):
    """A stock of 1: e3-e4^d4 is a whole turn, her placement after it."""
    g = game(MAIN1)
    assert g.tokens() == ["e3-e4", "e3-e4^d4", "e3-e4^e3", "e3-e4^e5"]
    g.play("e3-e4^d4")
    assert g.sfen() == f"{main(e3='1', e4='A', d4='3*')} 2 A:morpheus,B:gaea[2,d4] 5 resume:1"
    assert g.tokens() == PLACEMENTS


def test_a_stock_of_two(game):
    """A stock of 2: ``^d4`` stops (one piece left), ``^e3^d4`` is whole (the last piece), her placement after it."""
    assert game(MAIN2).tokens() == sorted(["e3-e4", "e3-e4^d4", "e3-e4^e3", "e3-e4^e5", "e3-e4^e3^d4",
                                           "e3-e4^e3^e3", "e3-e4^e3^e5", "e3-e4^e5^d4", "e3-e4^e5^e5"])
    assert after(game, MAIN2, "e3-e4^d4") == \
        f"{main(e3='1', e4='A', d4='3*')} 2 A:morpheus[1,rest:e4],B:gaea[2,d4] 5 resume:1"
    assert after(game, MAIN2, "e3-e4^e3^d4") == f"{main(e3='2', e4='A', d4='3*')} 2 A:morpheus,B:gaea[2,d4] 5 resume:1"


#   Every square domed but these (BOXED): A (Morpheus) on d4, level 3; c3 and e4 on level 0, empty; B (Gaea) on a1
#   and a2 with b1 open. d4 moves down to c3 or e4, whose only square to build on is then d4 (a dome): no build is
#   left after it, whatever the stock.
BOXED = f"{board_field(**{**FULL, 'd4': '3A', 'c3': '0', 'e4': '0', 'a1': 'B', 'a2': 'B', 'b1': '0'})} " \
        "1 A:morpheus[2],B:gaea 5 -"


def test_no_stop_when_the_dome_leaves_his_worker_no_build(game):
    """d4-e4^d4 (c3 ground next to d4, a piece left) leaves e4 nothing to build: the whole turn, her placement on c3
    after it."""
    g = game(BOXED)
    assert g.tokens() == ["d4-c3", "d4-c3^d4", "d4-e4", "d4-e4^d4"]
    g.play("d4-e4^d4")
    cells = {**FULL, 'd4': '3*', 'c3': '0', 'e4': 'A', 'a1': 'B', 'a2': 'B', 'b1': '0'}
    assert g.sfen() == f"{board_field(**cells)} 2 A:morpheus[1],B:gaea[2,d4] 5 resume:1"
    assert g.tokens() == ["+c3", "pass"]


# ---------------------------------------------------------------------- seat order

GAEA_FIRST = f"{main(e3='1B', a1='A', a2='A')} 2 A:gaea,B:morpheus[3] 5 -"


def test_gaea_first_the_rest_then_seat_1_in_the_next_round(game):
    g = game(GAEA_FIRST)
    g.play("e3-e4^d4")
    assert g.sfen() == f"{main(e3='1', e4='B', d4='3*', a1='A', a2='A')} 1 A:gaea[2,d4],B:morpheus[2,rest:e4] 5 resume:2"
    assert g.tokens() == PLACEMENTS
    g.play("+e5")
    board = main(e3='1', e4='B', d4='3*', e5='A', a1='A', a2='A')
    assert g.sfen() == f"{board} 2 A:gaea[1],B:morpheus[2,rest:e4] 5 resume:2"
    assert g.tokens() == REST_PLACED
    g.play("e4^e3")
    assert g.sfen() == f"{main(e3='2', e4='B', d4='3*', e5='A', a1='A', a2='A')} 1 A:gaea[1],B:morpheus[1] 6 -"


# ---------------------------------------------------------------------- 3 players

#   MAIN for three: Gaea (C) on a1 and a2 (b1 open), Artemis (B) on a4 and a5 (b5 open).
THREE_CELLS = dict(a1="C", a2="C", a4="B", a5="B", b5="0")


def three(**changes: str) -> str:
    return main(**{**THREE_CELLS, **changes})


THREE = f"{three()} 1 A:morpheus[3],B:artemis,C:gaea 5 -"


def test_three_players_morpheus_seat_1_gaea_seat_3_then_seat_2(game):
    """Morpheus (seat 1) stops; Gaea (seat 3) passes (resume:1); his rest; then seat 2 (Artemis), then Gaea's
    turn, then his next turn in round 6, his stock grown by one then only."""
    g = game(THREE)
    assert starting(g.tokens(), "e3-e4^d4") == ["e3-e4^d4"]
    g.play("e3-e4^d4")
    assert g.sfen() == f"{three(e3='1', e4='A', d4='3*')} 3 A:morpheus[2,rest:e4],B:artemis,C:gaea[2,d4] 5 resume:1"
    assert g.tokens() == PLACEMENTS
    g.play("pass")
    assert g.sfen() == f"{three(e3='1', e4='A', d4='3*')} 1 A:morpheus[2,rest:e4],B:artemis,C:gaea 5 resume:1"
    assert g.tokens() == REST_PASSED
    g.play("e4^e5")
    assert g.sfen() == f"{three(e3='1', e4='A', d4='3*', e5='1')} 2 A:morpheus[1],B:artemis,C:gaea 5 -"
    assert starting(g.tokens(), "a4-b5") and starting(g.tokens(), "a5-b5")
    g.play("a4-b5^a4")
    g.play("a1-b1^a1")
    assert g.sfen() == f"{three(e3='1', e4='A', d4='3*', e5='1', a4='1', b5='B', a1='1', b1='C')} " \
                       "1 A:morpheus[2],B:artemis,C:gaea 6 -"


def test_three_players_gaea_seat_1_morpheus_seat_2_then_seat_3(game):
    """Gaea (seat 1) places after his stop (seat 2, resume:2); his rest; then seat 3 (Artemis)."""
    cells = dict(e3="1B", a1="A", a2="A", a4="C", a5="C", b5="0")
    g = game(f"{main(**cells)} 2 A:gaea,B:morpheus[3],C:artemis 5 -")
    g.play("e3-e4^d4")
    assert g.sfen() == f"{main(**{**cells, 'e3': '1', 'e4': 'B', 'd4': '3*'})} " \
                       "1 A:gaea[2,d4],B:morpheus[2,rest:e4],C:artemis 5 resume:2"
    g.play("+e5")
    placed = main(**{**cells, 'e3': '1', 'e4': 'B', 'd4': '3*', 'e5': 'A'})
    assert g.sfen() == f"{placed} 2 A:gaea[1],B:morpheus[2,rest:e4],C:artemis 5 resume:2"
    assert g.tokens() == REST_PLACED
    g.play("pass")
    assert g.sfen() == f"{placed} 3 A:gaea[1],B:morpheus[2],C:artemis 5 -"


# ---------------------------------------------------------------------- SFEN

ROUND_TRIPS = [
    PAUSED,
    PLACED,
    PASSED,
    TWO_PAUSED,
    TWO_REST,
    TWO_REPAUSED,
    f"{main(e3='2', e4='A', d4='3*')} 2 A:morpheus[1,rest:e4],B:gaea[2,d4] 5 resume:1",
    f"{main(e3='1', e4='A', d4='3*', e5='B')} 1 A:morpheus[3,rest:e4],B:gaea[1] 5 resume:1",
    f"{main(e3='1', e4='B', d4='3*', a1='A', a2='A')} 1 A:gaea[2,d4],B:morpheus[2,rest:e4] 5 resume:2",
    f"{three(e3='1', e4='A', d4='3*')} 3 A:morpheus[2,rest:e4],B:artemis,C:gaea[2,d4] 5 resume:1",
    f"{three(e3='1', e4='A', d4='3*', e5='C')} 1 A:morpheus[2,rest:e4],B:artemis,C:gaea[1] 5 resume:1",
]


@pytest.mark.parametrize("sfen", ROUND_TRIPS, ids=range(len(ROUND_TRIPS)))
def test_sfen_round_trips(game, sfen):
    assert game(sfen).sfen() == sfen


def test_a_round_tripped_rest_plays_the_same(game):
    assert game(after(game, MAIN3, "e3-e4^d4")).tokens() == PLACEMENTS
    assert game(after(game, PAUSED, "+e5")).tokens() == REST_PLACED
    assert game(after(game, TWO_REST, "c3^d2", "pass")).tokens() == ["c3^b2", "pass"]


def test_the_oracle_reads_the_stock_left_and_the_worker():
    position = RefPosition(TWO_REPAUSED)
    assert position.rest == [square_index("c3"), None] and position.stock == [1, 0] and position.resume == 0


PLACED_BOARD = main(e3='1', e4='A', d4='3*', e5='B')

REFUSED = [
    # without resume:, resume: naming another seat
    PLACED.replace(" resume:1", " -"),
    PLACED.replace("resume:1", "resume:2"),
    # her placement still due: seat 2 acts first, not the rest
    PAUSED.replace(" 2 A:", " 1 A:"),
    TWO_REPAUSED.replace(" 2 A:", " 1 A:"),
    # a stock of 0 with a rest
    PLACED.replace("morpheus[2,rest:e4]", "morpheus[rest:e4]"),
    PLACED.replace("morpheus[2,rest:e4]", "morpheus[0,rest:e4]"),
    # no worker of his on the square: empty (e3), Gaea's (e5, a1), domed (d4, c3)
    *(PLACED.replace("rest:e4", f"rest:{sq}") for sq in ("e3", "e5", "a1", "d4", "c3")),
    # malformed
    *(PLACED.replace("morpheus[2,rest:e4]", f"morpheus[{text}]")
      for text in ("2,rest:", "2,rest", "rest:e4,2", "2,e4", "02,rest:e4", "2,rest:e4,rest:e4", "2,rest:e6",
                   "-1,rest:e4", "2,used,rest:e4", "e4", "2,rest-e4", ",rest:e4", "2,,rest:e4", "x,rest:e4")),
    # no Gaea in the game
    f"{PLACED_BOARD} 1 A:morpheus[2,rest:e4],B:mortal 5 resume:1",
    # the game won (the rest always has pass: never a rest its seat cannot play)
    PLACED.replace("B:gaea[1]", "B:gaea[1]#"),
    PLACED.replace("A:morpheus[2,rest:e4]", "A:morpheus[2,rest:e4]#"),
    # before every side placed
    f"{board_field(e4='A', d4='3*')} 1 A:morpheus[2,rest:e4],B:gaea 1 resume:1",
    # Gaea first: resume: naming her seat; her placement due with Morpheus to move
    f"{main(e3='1', e4='B', d4='3*', e5='A', a1='A', a2='A')} 2 A:gaea[1],B:morpheus[2,rest:e4] 5 resume:1",
    f"{main(e3='1', e4='B', d4='3*', a1='A', a2='A')} 2 A:gaea[2,d4],B:morpheus[2,rest:e4] 5 resume:2",
    # 3 players: resume: naming Artemis' seat; Gaea eliminated (in play no more)
    f"{three(e3='1', e4='A', d4='3*', e5='C')} 1 A:morpheus[2,rest:e4],B:artemis,C:gaea[1] 5 resume:2",
    f"{three(e3='1', e4='A', d4='3*', a1='0', a2='0')} 1 A:morpheus[2,rest:e4],B:artemis,-C:gaea 5 resume:1",
]


@pytest.mark.parametrize("sfen", REFUSED, ids=range(len(REFUSED)))
def test_sfen_refused(game, sfen):
    with pytest.raises(SfenError):
        game(sfen)


# ---------------------------------------------------------------------- perft


@pytest.mark.parametrize("sfen,counts", [
    # the 16 turns of MAIN3, the 10 of TWO
    (MAIN3, (16, None)),
    (TWO, (10, None)),
    # her two placements, then the rests after each (3 after +e5, 6 after pass)
    (PAUSED, (2, 9)),
    # the rest after her worker took e5: three tokens
    (PLACED, (3, None)),
    # her placement on a5 (out of his reach) or pass, then five rests after each
    (TWO_PAUSED, (2, 10)),
    # her placement on e1 or pass, then c3^b2 or pass after each
    (TWO_REPAUSED, (2, 4)),
], ids=["main", "two", "paused", "placed", "two-paused", "two-repaused"])
def test_perft_counts_each_part_as_a_ply(game, sfen, counts):
    assert counted(game, sfen, 1) == counts[0]
    if counts[1] is not None:
        assert counted(game, sfen, 2) == counts[1]


@pytest.mark.parametrize("sfen", [PAUSED, TWO_PAUSED, TWO_REPAUSED], ids=["paused", "two-paused", "two-repaused"])
def test_perft_depth_3_through_the_scenario_interface(game, sfen):
    """Placement, rest (and its stop), Gaea's turn: counted through the scenario interface, the same on both
    sides."""
    assert counted(game, sfen, 3) == RefPosition(sfen).perft(3)


ROOTS = {
    "main3": MAIN3, "main2": MAIN2, "main1": MAIN1, "two": TWO, "boxed": BOXED, "gaea-first": GAEA_FIRST,
    "three": THREE, "card-empty": MAIN3.replace("B:gaea", "B:gaea[0]"),
    "no-ground": f"{main(e5='1')} 1 A:morpheus[3],B:gaea 5 -",
    "placed": PLACED, "passed": PASSED, "two-rest": TWO_REST, "two-repaused": TWO_REPAUSED,
}


@pytest.mark.parametrize("sfen", list(ROOTS.values()), ids=list(ROOTS))
def test_core_perft_from_the_root_agrees(sfen):
    """His turns (the paused parts among them), then Gaea's placements or turns: the core's tokens and counts at
    depths 1-3 are the oracle's."""
    position, board = RefPosition(sfen), Board(sfen)
    assert sorted(move.token for move in board.legal_moves) == position.legal_turns()
    assert [board.perft(depth) for depth in (1, 2, 3)] == [position.perft(depth) for depth in (1, 2, 3)]


# ---------------------------------------------------------------------- random games

#: A turn of his: the move, then his builds from the worker that moved (none too).
TURN = re.compile(r"([a-e][1-5])-([a-e][1-5])((?:\^[a-e][1-5])*)")
#: A rest of his: the builds of the worker that moved, written from its square.
REST = re.compile(r"([a-e][1-5])((?:\^[a-e][1-5])+)")
BUILT = re.compile(r"\^([a-e][1-5])")


def _neighbours(sq: int) -> list[int]:
    file, rank = sq % 5, sq // 5
    return [r * 5 + f for r in range(rank - 1, rank + 2) for f in range(file - 1, file + 2)
            if 0 <= r < 5 and 0 <= f < 5 and (r, f) != (rank, file)]


def _card(ref: RefPosition) -> bool:
    """Some Gaea in play with a worker on her card."""
    return any(god == "gaea" and not ref.eliminated[seat] and ref.card[seat] for seat, god in enumerate(ref.gods))


def stops_along(ref: RefPosition, workers: set[int], worker: int, builds: list[int], stock: int) -> list[bool]:
    """For each build (its square) of ``worker`` on the oracle's board with the workers on ``workers`` and
    ``stock`` pieces before the first, from the ruling: does it stop the turn? A block onto level 3 domes; it stops
    when some Gaea in play has a worker on her card and ground next to the dome (level 0, no dome, no worker), a
    piece is left after it and a square next to the worker takes a piece (no dome, no worker)."""
    heights, domes = list(ref.heights), list(ref.domes)
    card = _card(ref)
    stops = []
    for made, square in enumerate(builds, 1):
        domed = heights[square] == 3
        if domed:
            domes[square] = True
        else:
            heights[square] += 1
        ground = any(heights[n] == 0 and not domes[n] and n not in workers for n in _neighbours(square))
        builds_left = stock - made >= 1 and any(not domes[n] and n not in workers for n in _neighbours(worker))
        stops.append(domed and card and ground and builds_left)
    return stops


def check_order(ref: RefPosition, workers: set[int], worker: int, builds: list[int], stock: int,
                token: str) -> bool:
    """The ruling's orders for one token's builds: none stops before the last, and no allowed order of the same
    builds is spelled smaller. Returns whether the last build stops."""
    stops = stops_along(ref, workers, worker, builds, stock)
    assert not any(stops[:-1]), (ref.sfen(), token, stops)
    if len(builds) <= 4:
        spelled = "".join(f"^{SQUARE_NAMES[sq]}" for sq in builds)
        for order in set(permutations(builds)):
            if not any(stops_along(ref, workers, worker, list(order), stock)[:-1]):
                assert spelled <= "".join(f"^{SQUARE_NAMES[sq]}" for sq in order), (ref.sfen(), token, order)
    return bool(stops) and stops[-1]


def check_morpheus_turn(ref: RefPosition, tokens: list[str]) -> dict[str, tuple[tuple[int, int] | None, int]]:
    """His turns against the ruling, on the oracle's board: at most (stock) builds, none a stopping dome before
    its last build, spelled in the smallest allowed order. Returns, per token, what its last build leaves due
    ((the worker, the stock left) when it stops the turn, else None) and the pieces it spends."""
    stock = ref.stock[ref.seat]
    due: dict[str, tuple[tuple[int, int] | None, int]] = {}
    for token in tokens:
        match = TURN.fullmatch(token)
        assert match, (ref.sfen(), token)
        src, dst = square_index(match.group(1)), square_index(match.group(2))
        builds = [square_index(sq) for sq in BUILT.findall(match.group(3))]
        assert len(builds) <= stock, (ref.sfen(), token)
        workers = (set(ref.workers) - {src}) | {dst}
        stops = check_order(ref, workers, dst, builds, stock, token)
        due[token] = ((dst, stock - len(builds)) if stops else None, len(builds))
    return due


def check_rest(ref: RefPosition, tokens: list[str]) -> dict[str, tuple[tuple[int, int] | None, int]]:
    """His rest against the ruling: ``pass`` and one to (stock) builds from the worker that moved, none with a
    stopping dome before its last build. Returns what each token leaves due and spends (as check_morpheus_turn)."""
    seat = ref.seat
    worker, stock = ref.rest[seat], ref.stock[seat]
    assert stock >= 1 and ref.side_of(worker) == ref.sides[seat], ref.sfen()
    assert "pass" in tokens, ref.sfen()
    due: dict[str, tuple[tuple[int, int] | None, int]] = {"pass": (None, 0)}
    for token in tokens:
        if token == "pass":
            continue
        match = REST.fullmatch(token)
        assert match and square_index(match.group(1)) == worker, (ref.sfen(), token)
        builds = [square_index(sq) for sq in BUILT.findall(match.group(2))]
        assert len(builds) <= stock, (ref.sfen(), token)
        stops = check_order(ref, set(ref.workers), worker, builds, stock, token)
        due[token] = ((worker, stock - len(builds)) if stops else None, len(builds))
    return due


def make_chooser(rng: random.Random, seen: list[int]):
    """A turn chooser preferring his turns that stop (40% of the time when there are some), else, with a stock of
    2 or less, mostly his moves alone (letting it grow), else building toward domes (on level 3; his workers kept
    low, ``toward_lasting_domes``) and spending most of a stock of 3 or more, his rests that stop again (40%) or pass, and
    Gaea keeping her card for his stops (her placements 30% of the time). Checks each of his turns and rests
    against the ruling (``check_morpheus_turn``, ``check_rest``) and records what the chosen one leaves due and
    spends, for ``check_after``; counts his stops, the stops in his rests, and the rests passed in ``seen``."""
    expected: list[object] = [None]

    def choose(ref: RefPosition, tokens: list[str]) -> str:
        seat = ref.seat
        morpheus = ref.gods[seat] == "morpheus"
        expected[0] = None
        if ref.resume is not None:
            if morpheus and ref.rest[seat] is not None:
                due = check_rest(ref, tokens)
                stopping = [t for t in tokens if due[t][0] is not None]
                draw = rng.random()
                token = rng.choice(stopping) if stopping and draw < 0.4 else \
                    "pass" if draw < 0.55 else rng.choice(tokens)
                seen[1] += due[token][0] is not None
                seen[2] += token == "pass"
                expected[0] = (seat, ref.stock[seat], due[token])
                return token
            placing = [t for t in tokens if t.startswith("+")]
            if placing and rng.random() < 0.3:
                return rng.choice(placing)
            return "pass" if "pass" in tokens else rng.choice(tokens)
        builds = [t for t in tokens if "^" in t]
        if morpheus and builds:
            due = check_morpheus_turn(ref, tokens)
            stopping = [t for t in tokens if due[t][0] is not None]
            stock = ref.stock[seat]
            moves = [t for t in tokens if "^" not in t]
            pool = [t for t in builds if t.count("^") >= stock - 2] if stock >= 3 else \
                [t for t in builds if t.count("^") == 1]
            draw = rng.random()
            if stopping and draw < 0.4:
                token = rng.choice(stopping)
            elif stock <= 2 and moves and draw < 0.7:
                token = rng.choice(moves)
            else:
                token = toward_lasting_domes(ref, pool or builds, rng, 0.7) if draw < 0.97 else rng.choice(tokens)
            expected[0] = (seat, stock, due[token])
            seen[0] += due[token][0] is not None
            return token
        if not builds or rng.random() < 0.05:
            return rng.choice(tokens)
        return toward_lasting_domes(ref, builds, rng, 0.2)

    def check_after(ref: RefPosition) -> int:
        """After the chosen turn (or rest): a stop leaves the rest due with the worker and the stock left (unless
        the game ended), any other turn leaves none; the stock is spent by the builds and does not grow while play
        is elsewhere."""
        if expected[0] is None or ref.winner_seat is not None:
            return 0
        seat, stock, (due, spent) = expected[0]
        if due is None:
            assert ref.rest[seat] is None, ref.sfen()
            if ref.seat != seat:
                assert ref.stock[seat] == stock - spent, ref.sfen()
        else:
            assert (ref.rest[seat], ref.stock[seat], ref.resume) == (due[0], due[1], seat), ref.sfen()
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


ORACLE_GAMES = 3


@pytest.mark.parametrize("gods", [["morpheus", "gaea"], ["gaea", "morpheus"], ["morpheus", "gaea", "artemis"],
                                  ["demeter", "morpheus", "gaea"]],
                         ids=["morpheus-first", "gaea-first", "3p-morpheus-1", "3p-morpheus-2"])
def test_oracle_random_games_follow_the_ruling(gods):
    seen = [0, 0, 0]
    for seed in range(ORACLE_GAMES):
        rng = random.Random(zlib.crc32(f"morpheus oracle {gods} {seed}".encode()))
        choose, check = make_chooser(rng, seen)
        play_oracle(start_sfen(len(gods), gods), rng, 40, choose, check)
    stops, again, passes = seen
    assert stops >= 2 and passes >= 1


LOCKSTEP_GAMES = 4


def lockstep(gods: list[str], rng: random.Random) -> list[int]:
    """A random game in lockstep on the core and the oracle (conftest.play_in_lockstep), chosen and checked as
    the oracle's games are (``make_chooser``); returns the counts it saw."""
    seen = [0, 0, 0]
    choose, check = make_chooser(rng, seen)
    play_in_lockstep(start_sfen(len(gods), gods), rng, 40, choose, after=check)
    return seen


@pytest.mark.parametrize("gods", [["morpheus", "gaea"], ["gaea", "morpheus"]], ids=["morpheus-first", "gaea-first"])
def test_lockstep_core_random_two_player_games(gods):
    total = [0, 0, 0]
    for seed in range(LOCKSTEP_GAMES):
        seen = lockstep(gods, random.Random(zlib.crc32(f"morpheus {gods} {seed}".encode())))
        total = [a + b for a, b in zip(total, seen)]
    stops, again, passes = total
    assert stops >= 2 and passes >= 1


THIRDS = ["pan", "apollo", "minotaur", "demeter", "artemis", "hephaestus"]


@pytest.mark.parametrize("order", range(3), ids=["morpheus-seat-1", "morpheus-seat-2", "morpheus-seat-3"])
def test_lockstep_core_random_three_player_games(order):
    total = [0, 0, 0]
    for seed in range(LOCKSTEP_GAMES // 2):
        rng = random.Random(zlib.crc32(f"morpheus 3 {order} {seed}".encode()))
        third = rng.choice(THIRDS)
        gods = ["gaea", third] if rng.random() < 0.5 else [third, "gaea"]
        gods.insert(order, "morpheus")
        if lineup_problem(gods, 3) is not None:
            continue
        seen = lockstep(gods, rng)
        total = [a + b for a, b in zip(total, seen)]
    assert total[0] >= 1


# ---------------------------------------------------------------------- review findings (core)


def test_core_a_long_stopped_turn_fits_after_a_slide():
    """3 players, the Harpies sliding his worker (a move of three steps), nine pieces on eight squares and
    the dome that calls her: the stopped turn still fits in a packed turn and plays (its rest due)."""
    board = Board("0C0000A/00000/0A0010C/02000/0B0000B 1 A:morpheus[10],B:harpies,C:gaea 6 -")
    board.push("a3-b3^b2^b3^b4^c2^c4^d2^d3^d4^b2")
    assert "A:morpheus[1,rest:c3]" in board.sfen() and "C:gaea[2,b2]" in board.sfen()
    assert list(board.legal_moves)


def test_core_his_rest_is_written_from_his_worker_only():
    """The rest's builds are the worker's on e4: the same builds written from another square are refused."""
    sfen = "00130/01B23*0A/12A0B13*/002B10/00000 1 A:morpheus[2,rest:e4],B:gaea[1] 6 resume:1"
    for token in ("a1^d3", "b3^d3", "c3^d3"):
        with pytest.raises(ValueError):
            Board(sfen).push(token)
    Board(sfen).push("e4^d3")


def test_core_her_card_empty_his_rest_takes_any_order():
    """Gaea placed her last worker: nothing stops the rest, so its builds come in any order."""
    board = Board("00130/01B23*0A/12A0B13*/002B10/0B0000 1 A:morpheus[3,rest:e4],B:gaea[0] 6 resume:1")
    board.push("e4^d5^d3^d3")
    assert board.sfen() == "0013*0/01B23*0A/12A0B33*/002B10/0B0000 2 A:morpheus,B:gaea[0] 6 -"


def test_core_a_full_stock_stays_full():
    """The stock stops growing at its most (65535): it never spills into the rest's bits."""
    board = Board("00000/0A0000B/00000/0B0000A/00000 2 A:morpheus[65535],B:mortal 6 -")
    board.push(sorted(str(m) for m in board.legal_moves)[0])
    assert " A:morpheus[65535],B:mortal " in board.sfen() and "pass" not in {str(m) for m in board.legal_moves}
