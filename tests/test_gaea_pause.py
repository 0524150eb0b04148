"""Gaea in the middle of a turn (gods.md §3.3, 35; santorini/reference/gaea.py): Demeter, Hestia,
Prometheus, Ares and Asteria, whose turns may go on after a dome, and Medusa and the Maenads, whose
power acts at the end of their turn, against her. The rulings checked here:

1. the pause: in their turn, a step that builds a dome ends a turn of its own (one ply; its token
   the text so far, ``b2-b3^c3``, Prometheus' ``b2^c3``) when some Gaea in play with a worker on
   her card has an eligible square next to it (level 0, no dome, no worker; the board after that
   step) and the rest can complete the turn from the board right after the dome (Ares' removal,
   Asteria's dome after a move down; Prometheus' move not up *and* a build after it: a move with no
   build after it is no rest, and no turn either); else nothing changes: the whole turn, her
   placement after it (a mortal's dome, Demeter's second build, Prometheus' build after his move,
   Asteria's level move, her card empty, no eligible square, no further step). Her squares next to
   a dome are judged right after it too: a dome that did not stop the turn (no square eligible
   then) gives her no placement, whatever a later step frees (Prometheus' move away, Ares' removal);
2. her placement then, as after any turn (``resume:K`` naming the builder);
3. the rest: the builder's seat plays on from where it stopped, on the board as she left it - a
   token starting with the acting worker's square (Demeter ``b3^b4``, Hestia ``b3^b4``, Prometheus
   ``b2-c2^d2``, Ares ``b3_d2``, Asteria ``b3^d1*``: the worker that moved), or ``pass`` where the
   paused part could have ended the turn (all but Prometheus). A dome in the rest lets her place
   again. No rest possible: the builder loses (2 players; the position written as it stands, its
   rest state and ``resume:K`` kept) or is eliminated (3 players, play passing on from its seat,
   nothing closing the turn);
4. Demeter's "block, then dome" is one whole turn (``b2-b3^c4^c3``, not in ASCII order), "dome,
   then block" the paused part followed by the rest; Asteria's normal dome that does not pause then
   hers on a square where a normal dome would is one whole turn in that order (``a1-b2^c3^c1``);
5. order and rounds: placements, the rest, what closes the turn (Chaos' reveal, due from the pause
   on: ``chaos[pan,draw]``), then the next seat after the builder (the round counted from the builder);
6. SFEN: while the rest is due the builder's state is the acting worker's square (``demeter[b3]``,
   ``hestia[b3]``, ``prometheus[b2]``, ``ares[b3]``, ``asteria[b3]``) with ``resume:K``; round trips
   and refusals;
7. perft: the pause, each placement and the rest are one ply each;
8. Medusa and the Maenads: a turn of theirs whose last step builds a dome she may place next to
   (right after it) stops there, its token the whole turn (``b2-b3^c3``); she places; their rest is
   ``pass`` alone, and their power (the petrification, the catch) acts at its end, on the board as
   she left it: her worker placed next to a higher worker of Medusa's is stone at once, one placed
   between two of the Maenads' is caught at once (2 players: they win; 3: she is eliminated, the
   game goes on). No square right after the dome: no stop and no placement, whatever the power
   frees. State ``medusa[b3]``, ``maenads[b3]`` (the worker that moved) with ``resume:K``;
   random games in lockstep, Gaea against each of them in either seat and with a third god.

Every scenario runs on the reference oracle and on the native core (the ``game`` fixture); the
oracle's perft table of paused turns (tests/data/perft-gaea-pause.tsv, make_perft_gaea.py) is
counted again by the oracle (depths 1-2) and checked on the core (every depth, the depth-1 tokens).
"""

from __future__ import annotations

import re

import pytest

import random
import zlib

from conftest import RecountedOracleTables, after, board_field, counted, named_perft_table, opening, \
    play_in_lockstep, starting, tokens_after, toward_domes
from santorini import Board
from santorini.board import Outcome
from santorini.errors import SfenError, UnsupportedError
from santorini.notation import start_sfen
from santorini.reference import RefPosition
from santorini.reference.chaos import DECK_BANNED
from santorini.notation import square_index
from santorini.reference.gaea import END_OF_TURN, END_OF_TURN_CHOICE, GAEA_BANNED, HERO_RESTS, REST_PHASES, TOKEN_REST
from santorini.reference.geometry import NEIGHBOURS
from santorini.rules.gods import lineup_problem


# ---------------------------------------------------------------------- lineups


def test_the_pausing_powers_are_lifted_and_chaos_still_holds_none_of_them():
    pausing = {"demeter", "hestia", "prometheus", "ares", "asteria", "medusa", "maenads", "castor", "terpsichore",
               "medea", "theseus", "adonis", "achilles", "polyphemus", "heracles", "hydra", "europa", "charybdis",
               "poseidon", "morpheus"}
    assert not (pausing | {"aeolus"}) & GAEA_BANNED
    assert set(REST_PHASES) == pausing and set(TOKEN_REST) == {"aeolus"}
    assert END_OF_TURN == {"medusa", "maenads"} and END_OF_TURN_CHOICE == {"hydra"}
    assert {"atlas", "nemesis", "selene", "circe"} <= GAEA_BANNED
    assert {frozenset(("demeter", "gaea")), frozenset(("prometheus", "gaea"))} <= DECK_BANNED
    for gods in (["demeter", "gaea"], ["gaea", "hestia"], ["prometheus", "gaea"], ["gaea", "demeter", "mortal"],
                 ["ares", "gaea"], ["gaea", "asteria"], ["gaea", "ares", "asteria"], ["medusa", "gaea"],
                 ["gaea", "maenads"], ["gaea", "medusa", "maenads"], ["maenads", "gaea", "gaea"], ["medea", "gaea"],
                 ["gaea", "theseus"], ["achilles", "gaea"], ["gaea", "polyphemus"], ["heracles", "gaea"],
                 ["gaea", "hydra"], ["hydra", "gaea", "mortal"], ["europa", "gaea"], ["gaea", "europa", "mortal"],
                 ["adonis", "gaea"], ["gaea", "adonis"]):
        assert RefPosition(start_sfen(len(gods), gods)).legal_turns()



@pytest.mark.parametrize("hero", sorted(HERO_RESTS))
def test_three_players_are_refused_heroes_play_with_two(hero):
    """No 3-player game of a hero whose turn stops for her can be set up: a hero plays with 2 players
    only (catalog, oracle, core)."""
    for gods in ([hero, "gaea", "mortal"], ["gaea", "mortal", hero]):
        assert lineup_problem(gods, 3) is not None
        with pytest.raises(UnsupportedError):
            RefPosition(start_sfen(3, gods))
        with pytest.raises(UnsupportedError):
            Board(start_sfen(3, gods))

# ---------------------------------------------------------------------- Demeter

#   A (Demeter) on b2 and e1, B (Gaea) on a5 and e5, c3 and b4 on level 3.
DEMETER = f"{board_field(b2='A', e1='A', a5='B', e5='B', c3='3', b4='3')} 1 A:demeter,B:gaea 5 -"
DEMETER_PAUSED = f"{board_field(b3='A', e1='A', a5='B', e5='B', c3='3*', b4='3')} 2 A:demeter[b3],B:gaea[2,c3] 5 resume:1"
DEMETER_PLACED = f"{board_field(b3='A', e1='A', a5='B', e5='B', c4='B', c3='3*', b4='3')} " \
                 "1 A:demeter[b3],B:gaea[1] 5 resume:1"


def test_demeter_dome_first_is_the_paused_part(game):
    """b2-b3 then the dome on c3: the turn pauses there, her placement next (seat 2 to move,
    resume:1, Demeter's state the acting worker's square); no token goes on through that dome."""
    g = game(DEMETER)
    tokens = g.tokens()
    assert "b2-b3^c3" in tokens and not starting(tokens, "b2-b3^c3^")
    g.play("b2-b3^c3")
    assert g.sfen() == DEMETER_PAUSED
    assert g.tokens() == ["+b2", "+c2", "+c4", "+d2", "+d3", "+d4", "pass"]


def test_demeter_a_longer_spelling_through_the_dome_is_no_turn(game):
    g = game(DEMETER)
    with pytest.raises(ValueError):
        g.play("b2-b3^c3^c2")


def test_demeter_block_then_dome_is_one_whole_turn(game):
    """c4 then the dome on c3 is a whole turn, written in the order played (``^c4^c3``; the
    ASCII order names the other game tree); she places after it, as after any turn."""
    tokens = game(DEMETER).tokens()
    assert "b2-b3^c4^c3" in tokens and "b2-b3^c2^c3" in tokens
    g = game(DEMETER)
    g.play("b2-b3^c4^c3")
    assert g.sfen() == f"{board_field(b3='A', e1='A', a5='B', e5='B', c3='3*', c4='1', b4='3')} " \
                       "2 A:demeter,B:gaea[2,c3] 5 resume:1"
    assert g.tokens() == ["+b2", "+c2", "+d2", "+d3", "+d4", "pass"]
    g.play("+d2")
    assert g.sfen() == f"{board_field(b3='A', e1='A', a5='B', e5='B', d2='B', c3='3*', c4='1', b4='3')} " \
                       "2 A:demeter,B:gaea[1] 5 -"


def test_demeter_second_build_after_her_placement_not_on_her_square(game):
    """She placed on c4: the second build goes anywhere else next to b3 (not c3, the dome); or
    ``pass``. Then seat 2's turn, round 5."""
    g = game(DEMETER_PAUSED)
    g.play("+c4")
    assert g.sfen() == DEMETER_PLACED
    assert g.tokens() == ["b3^a2", "b3^a3", "b3^a4", "b3^b2", "b3^b4", "b3^c2", "pass"]
    assert "b3^c4" in tokens_after(game, DEMETER_PAUSED, "pass")
    g.play("b3^a3")
    assert g.sfen() == f"{board_field(b3='A', e1='A', a5='B', e5='B', c4='B', c3='3*', b4='3', a3='1')} " \
                       "2 A:demeter,B:gaea[1] 5 -"


def test_demeter_the_rest_declined(game):
    assert after(game, DEMETER_PLACED, "pass") == \
        f"{board_field(b3='A', e1='A', a5='B', e5='B', c4='B', c3='3*', b4='3')} 2 A:demeter,B:gaea[1] 5 -"


def test_demeter_a_second_dome_lets_her_place_again(game):
    """The rest domes b4: her ordinary placement after the turn (next to b4), then seat 2."""
    g = game(DEMETER_PLACED)
    g.play("b3^b4")
    assert g.sfen() == f"{board_field(b3='A', e1='A', a5='B', e5='B', c4='B', c3='3*', b4='3*')} " \
                       "2 A:demeter,B:gaea[1,b4] 5 resume:1"
    assert g.tokens() == ["+a3", "+a4", "+b5", "+c5", "pass"]
    g.play("+a4")
    assert g.sfen() == f"{board_field(b3='A', e1='A', a5='B', a4='B', e5='B', c4='B', c3='3*', b4='3*')} " \
                       "2 A:demeter,B:gaea[0] 5 -"


@pytest.mark.parametrize("cells,state,token,expected", [
    # her card is empty: both orders are one outcome again, written in ASCII order
    (dict(b2="A", e1="A", a5="B", e5="B", c3="3"), "gaea[0]", "b2-b3^c3^c4",
     f"{board_field(b3='A', e1='A', a5='B', e5='B', c3='3*', c4='1')} 2 A:demeter,B:gaea[0] 5 -"),
    # a1 domed: a2 (level 1), b1 (level 2), b2 (Demeter): no eligible square next to it
    (dict(c2="A", e1="A", a5="B", e5="B", a1="3", a2="1", b1="2"), "gaea", "c2-b2^a1^c2",
     f"{board_field(b2='A', e1='A', a5='B', e5='B', a1='3*', a2='1', b1='2', c2='1')} 2 A:demeter,B:gaea 5 -"),
], ids=["empty-card", "no-eligible-square"])
def test_demeter_no_pause(game, cells, state, token, expected):
    sfen = f"{board_field(**cells)} 1 A:demeter,B:{state} 5 -"
    tokens = game(sfen).tokens()
    dome = token[5:8]
    assert token in tokens and f"{token[:5]}{token[8:]}{dome}" not in tokens
    assert after(game, sfen, token) == expected


def test_demeter_no_pause_when_the_turn_cannot_go_on(game):
    """Down from b1 (level 3) to a1, the dome on b1: a2 and b2 are domes, no second build is
    left. The whole turn, then her placement after it (next to b1: c1, c2)."""
    sfen = f"{board_field(b1='3A', e5='A', a5='B', c5='B', a2='0*', b2='0*')} 1 A:demeter,B:gaea 5 -"
    g = game(sfen)
    g.play("b1-a1^b1")
    assert g.sfen() == f"{board_field(a1='A', e5='A', a5='B', c5='B', a2='0*', b2='0*', b1='3*')} " \
                       "2 A:demeter,B:gaea[2,b1] 5 resume:1"
    assert g.tokens() == ["+c1", "+c2", "pass"]


# ---------------------------------------------------------------------- Hestia

#   A (Gaea) on a1 and e1, B (Hestia) on b2 and e5, c3 and b4 on level 3; Hestia is seat 2.
HESTIA = f"{board_field(a1='A', e1='A', b2='B', e5='B', c3='3', b4='3')} 2 A:gaea,B:hestia 5 -"
HESTIA_PAUSED = f"{board_field(a1='A', e1='A', b3='B', e5='B', c3='3*', b4='3')} 1 A:gaea[2,c3],B:hestia[b3] 5 resume:2"


def test_hestia_dome_pauses_her_placement_comes_first(game):
    g = game(HESTIA)
    tokens = g.tokens()
    assert "b2-b3^c3" in tokens and not starting(tokens, "b2-b3^c3^")
    assert "b2-b3^c4^c3" in tokens  # a block, then the dome: a whole turn
    g.play("b2-b3^c3")
    assert g.sfen() == HESTIA_PAUSED
    assert g.tokens() == ["+b2", "+c2", "+c4", "+d2", "+d3", "+d4", "pass"]


def test_hestia_second_build_off_the_perimeter_after_her_placement(game):
    """Her worker on c4: the rest builds on b2, b4 or c2 (inner squares next to b3; a2, a3, a4
    are on the perimeter), or passes. Then seat 1 in round 6 (the round counted from Hestia)."""
    g = game(HESTIA_PAUSED)
    g.play("+c4")
    assert g.sfen() == f"{board_field(a1='A', e1='A', c4='A', b3='B', e5='B', c3='3*', b4='3')} " \
                       "2 A:gaea[1],B:hestia[b3] 5 resume:2"
    assert g.tokens() == ["b3^b2", "b3^b4", "b3^c2", "pass"]
    g.play("b3^c2")
    assert g.sfen() == f"{board_field(a1='A', e1='A', c4='A', b3='B', e5='B', c3='3*', b4='3', c2='1')} " \
                       "1 A:gaea[1],B:hestia 6 -"


def test_hestia_the_rest_declined_then_the_next_round(game):
    assert after(game, HESTIA_PAUSED, "pass", "pass") == \
        f"{board_field(a1='A', e1='A', b3='B', e5='B', c3='3*', b4='3')} 1 A:gaea,B:hestia 6 -"


def test_hestia_a_second_dome_lets_her_place_again(game):
    g = game(HESTIA_PAUSED)
    g.play("+d4")
    g.play("b3^b4")
    assert g.sfen() == f"{board_field(a1='A', e1='A', d4='A', b3='B', e5='B', c3='3*', b4='3*')} " \
                       "1 A:gaea[1,b4],B:hestia 5 resume:2"
    assert g.tokens() == ["+a3", "+a4", "+a5", "+b5", "+c4", "+c5", "pass"]
    g.play("pass")
    assert g.sfen().endswith(" 1 A:gaea[1],B:hestia 6 -")


def test_hestia_no_pause_when_only_the_perimeter_is_left(game):
    """a2-a1 and the dome on b2: a1's other neighbours (a2, b1) are on the perimeter, no second
    build: the whole turn, her placement after it (a2, the square Hestia left, included)."""
    sfen = f"{board_field(c5='A', e1='A', a2='B', e5='B', b2='3')} 2 A:gaea,B:hestia 5 -"
    g = game(sfen)
    assert starting(g.tokens(), "a2-a1") == ["a2-a1^a2", "a2-a1^a2^b2", "a2-a1^b1", "a2-a1^b1^b2", "a2-a1^b2"]
    g.play("a2-a1^b2")
    assert g.sfen() == f"{board_field(c5='A', e1='A', a1='B', e5='B', b2='3*')} 1 A:gaea[2,b2],B:hestia 5 resume:2"
    assert g.tokens() == ["+a2", "+a3", "+b1", "+b3", "+c1", "+c2", "+c3", "pass"]


def test_hestia_no_pause_with_her_card_empty(game):
    sfen = HESTIA.replace("A:gaea", "A:gaea[0]")
    tokens = game(sfen).tokens()
    assert "b2-b3^c3^c4" in tokens and "b2-b3^c4^c3" not in tokens and "b2-b3^c3" in tokens
    assert after(game, sfen, "b2-b3^c3") == \
        f"{board_field(a1='A', e1='A', b3='B', e5='B', c3='3*', b4='3')} 1 A:gaea[0],B:hestia 6 -"


# ---------------------------------------------------------------------- Prometheus

#   A (Prometheus) on b2 and e1, B (Gaea) on a5 and e5, c3 and d1 on level 3.
PROMETHEUS = f"{board_field(b2='A', e1='A', a5='B', e5='B', c3='3', d1='3')} 1 A:prometheus,B:gaea 5 -"
PROMETHEUS_PAUSED = f"{board_field(b2='A', e1='A', a5='B', e5='B', c3='3*', d1='3')} " \
                    "2 A:prometheus[b2],B:gaea[2,c3] 5 resume:1"


def test_prometheus_his_first_build_a_dome_pauses(game):
    """b2^c3: the build before his move is the paused part (b2 may then move, not up); e1^d1
    pauses too (d1 on level 3)."""
    g = game(PROMETHEUS)
    tokens = g.tokens()
    assert "b2^c3" in tokens and not starting(tokens, "b2^c3-")
    assert "e1^d1" in tokens and not starting(tokens, "e1^d1-")
    g.play("b2^c3")
    assert g.sfen() == PROMETHEUS_PAUSED
    assert g.tokens() == ["+b3", "+b4", "+c2", "+c4", "+d2", "+d3", "+d4", "pass"]


def test_prometheus_two_workers_build_one_dome_two_turns(game):
    """b2 and d2 both neighbour c3: b2^c3 and d2^c3 leave one board, but not one rest."""
    sfen = f"{board_field(b2='A', d2='A', a5='B', e5='B', c3='3')} 1 A:prometheus,B:gaea 5 -"
    tokens = game(sfen).tokens()
    assert "b2^c3" in tokens and "d2^c3" in tokens
    assert after(game, sfen, "d2^c3", "pass").endswith(" 1 A:prometheus[d2],B:gaea 5 resume:1")


def test_prometheus_the_rest_moves_not_up_and_builds(game):
    g = game(PROMETHEUS_PAUSED)
    g.play("+c2")
    assert g.sfen() == f"{board_field(b2='A', e1='A', a5='B', e5='B', c2='B', c3='3*', d1='3')} " \
                       "1 A:prometheus[b2],B:gaea[1] 5 resume:1"
    tokens = g.tokens()
    assert "pass" not in tokens and all(t.startswith("b2-") for t in tokens)
    assert starting(tokens, "b2-c1") == ["b2-c1^b1", "b2-c1^b2", "b2-c1^d1", "b2-c1^d2"]  # not c2: her worker
    g.play("b2-b3^b4")
    assert g.sfen() == f"{board_field(b3='A', e1='A', a5='B', e5='B', c2='B', c3='3*', d1='3', b4='1')} " \
                       "2 A:prometheus,B:gaea[1] 5 -"


def test_prometheus_may_not_decline_the_rest(game):
    g = game(PROMETHEUS_PAUSED)
    g.play("pass")
    with pytest.raises(ValueError):
        g.play("pass")


def test_prometheus_his_dome_after_the_move_does_not_pause(game):
    g = game(PROMETHEUS)
    g.play("b2-b3^c3")
    assert g.sfen() == f"{board_field(b3='A', e1='A', a5='B', e5='B', c3='3*', d1='3')} " \
                       "2 A:prometheus,B:gaea[2,c3] 5 resume:1"
    g.play("+d3")
    assert g.sfen().endswith(" 2 A:prometheus,B:gaea[1] 5 -")


def test_prometheus_no_pause_without_a_move_not_up(game):
    """On a1 (level 0) with a2 and b2 on level 1 and b1 on level 3: after b1's dome he could only
    move up. No pause and no turn through it; a1^a2 neither (then only b2, up)."""
    sfen = f"{board_field(a1='A', e5='A', a5='B', c5='B', a2='1', b2='1', b1='3')} 1 A:prometheus,B:gaea 5 -"
    tokens = game(sfen).tokens()
    assert not starting(tokens, "a1^")
    assert starting(tokens, "a1-")


BOXED_IN = f"{board_field(a1='A', e1='A', a5='B', e5='B', b2='B', b1='0*', a2='3*')} " \
           "1 A:prometheus[a1],B:gaea[1]# 5 resume:1"


def test_prometheus_boxed_in_by_her_worker_loses(game):
    """a1^a2 domes a2; b1 is a dome, a2 now too: his only move not up is b2. She places there:
    he cannot complete his turn and loses (2 players), the position written as it stands: his
    rest state and resume:1 stay, seat 1 to move, the winner mark on Gaea's seat; it reads back."""
    sfen = f"{board_field(a1='A', e1='A', a5='B', e5='B', b1='0*', a2='3')} 1 A:prometheus,B:gaea 5 -"
    g = game(sfen)
    g.play("a1^a2")
    assert g.sfen() == f"{board_field(a1='A', e1='A', a5='B', e5='B', b1='0*', a2='3*')} " \
                       "2 A:prometheus[a1],B:gaea[2,a2] 5 resume:1"
    assert g.tokens() == ["+a3", "+b2", "+b3", "pass"]
    g.play("+b2")
    assert g.sfen() == BOXED_IN
    assert g.tokens() == []
    again = game(BOXED_IN)
    assert again.sfen() == BOXED_IN and again.tokens() == []
    assert tokens_after(game, sfen, "a1^a2", "+a3") == ["a1-b2^a1", "a1-b2^b3", "a1-b2^c1", "a1-b2^c2", "a1-b2^c3"]


def test_prometheus_boxed_in_reads_back_as_a_loss_with_no_turn():
    """The winner mark says who won, not why: read back, the loser to move with no turn to complete (no
    worker of Gaea's on level 3) lost by it, as in play."""
    board = Board(f"{board_field(a1='A', e1='A', a5='B', e5='B', b1='0*', a2='3')} 1 A:prometheus,B:gaea 5 -")
    board.push("a1^a2")
    board.push("+b2")
    assert board.sfen() == BOXED_IN and board.outcome() == Outcome("B", "no-turn")
    assert Board(BOXED_IN).outcome() == Outcome("B", "no-turn")


def test_prometheus_a_dome_in_the_rest_lets_her_place_again(game):
    """His build after the move domes d1 (level 3): her ordinary placement after the turn."""
    g = game(PROMETHEUS_PAUSED)
    g.play("+b3")
    g.play("b2-c1^d1")
    assert g.sfen() == f"{board_field(c1='A', e1='A', a5='B', e5='B', b3='B', c3='3*', d1='3*')} " \
                       "2 A:prometheus,B:gaea[1,d1] 5 resume:1"
    assert g.tokens() == ["+c2", "+d2", "+e2", "pass"]  # next to d1 (c1 and e1 his workers)


# ---------------------------------------------------------------------- her squares right after the dome

#   c3 on level 3, its neighbours on level 1 but b2 (level 0): the only ground square next to it, where
#   the builder's worker stands (or moves) when it is domed.
RIGHT_AFTER = dict(c3="3", b3="1", b4="1", c4="1", d4="1", d3="1", d2="1", c2="1")


def test_prometheus_dome_with_no_square_then_moving_away_calls_no_placement(game):
    """b2^c3: no square next to c3 is eligible right after the dome (b2 is his worker), so the turn
    does not stop there; his move away frees b2, but she places right after a dome or not at all:
    no placement after ``b2^c3-a1^b1``."""
    sfen = "0B0000B/01110/01310/00A110/00000A 1 A:prometheus,B:gaea 5 -"
    assert sfen == f"{board_field(b2='A', e1='A', a5='B', e5='B', **RIGHT_AFTER)} 1 A:prometheus,B:gaea 5 -"
    tokens = game(sfen).tokens()
    assert "b2^c3" not in tokens and "b2^c3-a1^b1" in tokens
    assert after(game, sfen, "b2^c3-a1^b1") == "0B0000B/01110/013*10/00110/0A1000A 2 A:prometheus,B:gaea 5 -"


def test_ares_dome_with_no_square_then_a_removal_down_to_the_ground_calls_no_placement(game):
    """a1-b2^c3: no square next to c3 is eligible right after the dome (all on level 1, b2 with his
    worker) and the turn goes on; his removal takes d3 (next to e3, his unmoved worker) down to the
    ground: no placement for her all the same."""
    sfen = "0B0000/01110/01310A/01110/0A0000B 1 A:ares,B:gaea 5 -"
    tokens = game(sfen).tokens()
    assert starting(tokens, "a1-b2^c3") == ["a1-b2^c3", "a1-b2^c3_d2", "a1-b2^c3_d3", "a1-b2^c3_d4"]
    assert after(game, sfen, "a1-b2^c3_d3") == "0B0000/01110/013*00A/01A110/00000B 2 A:ares,B:gaea 5 -"
    assert after(game, sfen, "a1-b2^c3") == "0B0000/01110/013*10A/01A110/00000B 2 A:ares,B:gaea 5 -"


def test_demeter_nothing_changes_her_second_build_frees_nothing(game):
    """Demeter's steps after a dome only build: a dome with no square right after it has none after
    the turn either. a1-b2 then the dome on c3 (b2 hers): no stop, no placement; both build orders
    one outcome, written in ASCII order (``^a1^c3``), as ever."""
    sfen = f"{board_field(a1='A', e1='A', a5='B', e5='B', **RIGHT_AFTER)} 1 A:demeter,B:gaea 5 -"
    tokens = game(sfen).tokens()
    assert starting(tokens, "a1-b2^c3") == ["a1-b2^c3"]
    assert "a1-b2^a1^c3" in tokens and "a1-b2^c2^c3" in tokens
    domed = dict(RIGHT_AFTER, c3="3*")
    expected = f"{board_field(b2='A', e1='A', a5='B', e5='B', a1='1', **domed)} 2 A:demeter,B:gaea 5 -"
    assert after(game, sfen, "a1-b2^a1^c3") == expected
    assert after(game, sfen, "a1-b2^c3^a1") == expected
    assert after(game, sfen, "a1-b2^c3") == \
        f"{board_field(b2='A', e1='A', a5='B', e5='B', **domed)} 2 A:demeter,B:gaea 5 -"


def test_prometheus_no_stop_without_a_complete_rest(game):
    """a1^b1 domes b1 (a2, b2's neighbours c1 and c2: eligible squares), but his only move not up,
    a1-a2, has no build after it (a1, a3 and b3 next to Limus' b2; b1 and b2 taken): no rest could
    complete the turn, so it does not stop there, and as a whole turn it is none either."""
    sfen = "000C00A/0000B0/00000/00C000/0A3000B 1 A:prometheus,B:gaea,C:limus 5 -"
    assert game(sfen).tokens() == ["a1-a2^b1", "e5-d5^e4", "e5-d5^e5", "e5-e4^d3", "e5-e4^e3", "e5-e4^e5",
                                   "e5^e4-d5^e4", "e5^e4-d5^e5"]
    with pytest.raises(ValueError):
        game(sfen).play("a1^b1")


# ---------------------------------------------------------------------- Ares

#   A (Ares) on b2 and e1, B (Gaea) on a5 and e5, c3 on level 3, d1 on level 1, d2 on level 2 (next
#   to e1, his unmoved worker: the blocks he may take off).
ARES = f"{board_field(b2='A', e1='A', a5='B', e5='B', c3='3', d1='1', d2='2')} 1 A:ares,B:gaea 5 -"
ARES_PAUSED = f"{board_field(b3='A', e1='A', a5='B', e5='B', c3='3*', d1='1', d2='2')} " \
              "2 A:ares[b3],B:gaea[2,c3] 5 resume:1"
ARES_PLACED = f"{board_field(b3='A', e1='A', a5='B', e5='B', c4='B', c3='3*', d1='1', d2='2')} " \
              "1 A:ares[b3],B:gaea[1] 5 resume:1"


def test_ares_dome_with_a_removal_after_it_pauses(game):
    """b2-b3 and the dome on c3 (level 3), a block still to take off next to e1: the turn stops
    there (no ``b2-b3^c3_d2``), her placement next (``ares[b3]``: the worker that moved). A block
    built elsewhere keeps its removal in the turn (``b2-b3^c4_d2``)."""
    g = game(ARES)
    tokens = g.tokens()
    assert "b2-b3^c3" in tokens and not starting(tokens, "b2-b3^c3_")
    assert {"b2-b3^c4", "b2-b3^c4_d1", "b2-b3^c4_d2"} <= set(tokens)
    g.play("b2-b3^c3")
    assert g.sfen() == ARES_PAUSED
    assert g.tokens() == ["+b2", "+b4", "+c2", "+c4", "+d3", "+d4", "pass"]


def test_ares_removal_after_her_placement(game):
    """The rest: the worker that moved, then a block off a square next to the unmoved worker (d1
    or d2; never the dome), or pass. Then seat 2's turn."""
    g = game(ARES_PAUSED)
    g.play("+c4")
    assert g.sfen() == ARES_PLACED
    assert g.tokens() == ["b3_d1", "b3_d2", "pass"]
    g.play("b3_d2")
    assert g.sfen() == f"{board_field(b3='A', e1='A', a5='B', e5='B', c4='B', c3='3*', d1='1', d2='1')} " \
                       "2 A:ares,B:gaea[1] 5 -"


def test_ares_the_rest_declined(game):
    assert after(game, ARES_PLACED, "pass") == \
        f"{board_field(b3='A', e1='A', a5='B', e5='B', c4='B', c3='3*', d1='1', d2='2')} 2 A:ares,B:gaea[1] 5 -"
    assert tokens_after(game, ARES_PAUSED, "pass") == ["b3_d1", "b3_d2", "pass"]


def test_ares_the_square_he_left_may_be_taken_off_in_the_rest(game):
    """b2 (level 1) next to a1, his unmoved worker: the only block he may take off once b2 is free,
    judged after the dome. The turn stops at the dome; the rest takes b2 down. Taking off the block
    he builds stays a whole turn, the move alone (``b2-b3^a2_a2``)."""
    sfen = f"{board_field(b2='1A', a1='A', a5='B', e5='B', c3='3')} 1 A:ares,B:gaea 5 -"
    tokens = game(sfen).tokens()
    assert "b2-b3^c3" in tokens and not starting(tokens, "b2-b3^c3_")
    assert "b2-b3^a2_a2" in tokens and "b2-b3^c4_b2" in tokens
    assert tokens_after(game, sfen, "b2-b3^c3", "+c4") == ["b3_b2", "pass"]
    assert after(game, sfen, "b2-b3^c3", "+c4", "b3_b2") == \
        f"{board_field(b3='A', a1='A', a5='B', e5='B', c4='B', c3='3*')} 2 A:ares,B:gaea[1] 5 -"


def test_ares_no_pause_without_a_removal_after_the_dome(game):
    """d2, his unmoved worker, has one block next to it: c3, which the build domes (a dome protects
    its blocks). No removal is left after the dome: the whole turn, her placement after it."""
    sfen = f"{board_field(b2='A', d2='A', a5='B', e5='B', c3='3')} 1 A:ares,B:gaea 5 -"
    g = game(sfen)
    tokens = g.tokens()
    assert "b2-b3^c3" in tokens and "b2-b3^c4_c3" in tokens and not starting(tokens, "b2-b3^c3_")
    g.play("b2-b3^c3")
    assert g.sfen() == f"{board_field(b3='A', d2='A', a5='B', e5='B', c3='3*')} 2 A:ares,B:gaea[2,c3] 5 resume:1"
    g.play("+d3")
    assert g.sfen() == f"{board_field(b3='A', d2='A', a5='B', e5='B', d3='B', c3='3*')} 2 A:ares,B:gaea[1] 5 -"


def test_ares_no_pause_with_her_card_empty(game):
    sfen = ARES.replace("B:gaea", "B:gaea[0]")
    tokens = game(sfen).tokens()
    assert {"b2-b3^c3", "b2-b3^c3_d1", "b2-b3^c3_d2"} <= set(tokens)
    assert after(game, sfen, "b2-b3^c3_d2") == \
        f"{board_field(b3='A', e1='A', a5='B', e5='B', c3='3*', d1='1', d2='1')} 2 A:ares,B:gaea[0] 5 -"


def test_ares_as_seat_3_then_seat_1_in_the_next_round(game):
    """3 players, Ares (seat 3) pauses in round 5: Gaea (seat 1) places, his rest takes c4 down
    (next to d4, his unmoved worker), then seat 1 in round 6."""
    sfen = f"{board_field(a1='A', a5='A', e1='B', e5='B', b2='C', d4='C', c3='3', c4='1')} 3 A:gaea,B:mortal,C:ares 5 -"
    g = game(sfen)
    assert starting(g.tokens(), "b2-b3^c3") == ["b2-b3^c3"]
    g.play("b2-b3^c3")
    g.play("+b4")
    assert g.sfen() == f"{board_field(a1='A', a5='A', b4='A', e1='B', e5='B', b3='C', d4='C', c3='3*', c4='1')} " \
                       "3 A:gaea[1],B:mortal,C:ares[b3] 5 resume:3"
    assert g.tokens() == ["b3_c4", "pass"]
    g.play("b3_c4")
    assert g.sfen() == f"{board_field(a1='A', a5='A', b4='A', e1='B', e5='B', b3='C', d4='C', c3='3*')} " \
                       "1 A:gaea[1],B:mortal,C:ares 6 -"


# ---------------------------------------------------------------------- Asteria

#   A (Asteria) on b2 (level 1) and e1, B (Gaea) on a5 and e5, c3 on level 3, d1 on level 1.
ASTERIA = f"{board_field(b2='1A', e1='A', a5='B', e5='B', c3='3', d1='1')} 1 A:asteria,B:gaea 5 -"
ASTERIA_PAUSED = f"{board_field(b3='A', e1='A', a5='B', e5='B', b2='1', c3='3*', d1='1')} " \
                 "2 A:asteria[b3],B:gaea[2,c3] 5 resume:1"
ASTERIA_PLACED = f"{board_field(b3='A', e1='A', a5='B', e5='B', c4='B', b2='1', c3='3*', d1='1')} " \
                 "1 A:asteria[b3],B:gaea[1] 5 resume:1"


def test_asteria_down_then_a_dome_pauses(game):
    """Down from b2 (level 1) to b3 and the normal build domes c3: the turn stops there (no
    ``b2-b3^c3^...``), her placement next (``asteria[b3]``: the worker that moved)."""
    g = game(ASTERIA)
    assert starting(g.tokens(), "b2-b3^c3") == ["b2-b3^c3"]
    g.play("b2-b3^c3")
    assert g.sfen() == ASTERIA_PAUSED
    assert g.tokens() == ["+b4", "+c2", "+c4", "+d2", "+d3", "+d4", "pass"]


def test_asteria_her_dome_anywhere_after_her_placement(game):
    """The rest: the worker that moved, then her dome on any square with no worker and no dome
    (not c4, her worker; a dome below level 3 with its star), or pass."""
    g = game(ASTERIA_PAUSED)
    g.play("+c4")
    assert g.sfen() == ASTERIA_PLACED
    tokens = g.tokens()
    assert len(tokens) == 20 and tokens[0] == "b3^a1*" and tokens[-1] == "pass"
    assert "b3^c4*" not in tokens and "b3^c3" not in tokens and "b3^d1*" in tokens
    assert after(game, ASTERIA_PLACED, "pass") == \
        f"{board_field(b3='A', e1='A', a5='B', e5='B', c4='B', b2='1', c3='3*', d1='1')} 2 A:asteria,B:gaea[1] 5 -"


def test_asteria_her_dome_in_the_rest_lets_her_place_again(game):
    g = game(ASTERIA_PLACED)
    g.play("b3^d1*")
    assert g.sfen() == f"{board_field(b3='A', e1='A', a5='B', e5='B', c4='B', b2='1', c3='3*', d1='1*')} " \
                       "2 A:asteria,B:gaea[1,d1] 5 resume:1"
    assert g.tokens() == ["+c1", "+c2", "+d2", "+e2", "pass"]
    g.play("+d2")
    assert g.sfen() == f"{board_field(b3='A', e1='A', a5='B', e5='B', c4='B', d2='B', b2='1', c3='3*', d1='1*')} " \
                       "2 A:asteria,B:gaea[0] 5 -"


def test_asteria_a_rest_dome_on_level_3_has_no_star(game):
    sfen = f"{board_field(b2='1A', e1='A', a5='B', e5='B', c3='3', e3='3')} 1 A:asteria,B:gaea 5 -"
    assert starting(tokens_after(game, sfen, "b2-b3^c3", "pass"), "b3^e") == ["b3^e2*", "b3^e3", "b3^e4*"]
    assert after(game, sfen, "b2-b3^c3", "pass", "b3^e3") == \
        f"{board_field(b3='A', e1='A', a5='B', e5='B', b2='1', c3='3*', e3='3*')} 2 A:asteria,B:gaea[2,e3] 5 resume:1"


def test_asteria_no_pause_without_a_move_down(game):
    """b2 to c2, both on level 1: no dome of hers may follow, the dome on c3 is the whole turn."""
    sfen = f"{board_field(b2='1A', c2='1', e1='A', a5='B', e5='B', c3='3')} 1 A:asteria,B:gaea 5 -"
    assert starting(game(sfen).tokens(), "b2-c2^c3") == ["b2-c2^c3"]
    assert after(game, sfen, "b2-c2^c3") == \
        f"{board_field(c2='1A', e1='A', a5='B', e5='B', b2='1', c3='3*')} 2 A:asteria,B:gaea[2,c3] 5 resume:1"


#   a1 (level 1) down to b2: c1 and c3 on level 3 next to it. Every neighbour of c3 is built on or
#   taken (no pause after a dome there); c1 has d1 on the ground (a dome there pauses).
ORDER_CELLS = dict(a1="1A", e4="A", a5="B", e1="B", c1="3", c3="3", b1="1", c2="1", d2="1", b3="1", b4="1", c4="1",
                   d3="1", d4="1")


def test_asteria_a_dome_that_does_not_pause_then_hers_on_one_that_would(game):
    """The normal dome on c3 (no pause) then hers on c1 is a whole turn, written so (``^c3^c1``) though
    c1 comes first: the normal dome on c1 pauses, the rest after it is another game."""
    sfen = f"{board_field(**ORDER_CELLS)} 1 A:asteria,B:gaea 5 -"
    tokens = game(sfen).tokens()
    assert "a1-b2^c1" in tokens and not starting(tokens, "a1-b2^c1^")
    assert {"a1-b2^c3", "a1-b2^c3^c1"} <= set(tokens)
    assert after(game, sfen, "a1-b2^c3^c1") == \
        f"{board_field(**dict(ORDER_CELLS, a1='1', b2='A', c1='3*', c3='3*'))} 2 A:asteria,B:gaea[2,c1] 5 resume:1"


def test_asteria_two_domes_in_ascii_order_or_only_through_the_pause(game):
    """Her card empty: no pause, the two domes one turn in ASCII order (``^c1^c3``). d4 on the ground
    (next to c3): both normal domes pause, and no token builds both."""
    empty = f"{board_field(**ORDER_CELLS)} 1 A:asteria,B:gaea[0] 5 -"
    tokens = game(empty).tokens()
    assert "a1-b2^c1^c3" in tokens and "a1-b2^c3^c1" not in tokens
    cells = dict(ORDER_CELLS)
    del cells["d4"]
    tokens = game(f"{board_field(**cells)} 1 A:asteria,B:gaea 5 -").tokens()
    assert starting(tokens, "a1-b2^c1") == ["a1-b2^c1"] and starting(tokens, "a1-b2^c3") == ["a1-b2^c3"]


def test_asteria_as_seat_3_then_seat_1_in_the_next_round(game):
    """3 players, Asteria (seat 3) pauses: Gaea (seat 1) places, the rest domes b2 (Gaea places
    again, resume:3), then seat 1 in round 6."""
    sfen = f"{board_field(a1='A', a5='A', e1='B', e5='B', b2='1C', d4='C', c3='3')} 3 A:gaea,B:pan,C:asteria 5 -"
    g = game(sfen)
    assert starting(g.tokens(), "b2-b3^c3") == ["b2-b3^c3"]
    g.play("b2-b3^c3")
    g.play("+b4")
    assert g.sfen() == f"{board_field(a1='A', a5='A', b4='A', e1='B', e5='B', b3='C', d4='C', b2='1', c3='3*')} " \
                       "3 A:gaea[1],B:pan,C:asteria[b3] 5 resume:3"
    g.play("b3^b2*")
    assert g.sfen().endswith(" 1 A:gaea[1,b2],B:pan,C:asteria 5 resume:3")
    g.play("+a2")
    assert g.sfen() == f"{board_field(a1='A', a2='A', a5='A', b4='A', e1='B', e5='B', b3='C', d4='C', b2='1*', c3='3*')} " \
                       "1 A:gaea[0],B:pan,C:asteria 6 -"


# ---------------------------------------------------------------------- Medusa

#   A (Medusa) on b2 (level 2) and e1, B (Gaea) on a5 and e5, b3 on level 2, c3 on level 3, d1 on level 1.
MEDUSA = f"{board_field(b2='2A', b3='2', e1='A', a5='B', e5='B', c3='3', d1='1')} 1 A:medusa,B:gaea 5 -"
MEDUSA_PAUSED = "0B0000B/00000/02A3*00/02000/00010A 2 A:medusa[b3],B:gaea[2,c3] 5 resume:1"
MEDUSA_PLACED = "0B0000B/000B00/02A3*00/02000/00010A 1 A:medusa[b3],B:gaea[1] 5 resume:1"


def test_medusa_a_dome_as_her_last_step_stops_before_her_gaze(game):
    """b2-b3 and the dome on c3, her turn's last step: it stops there, the whole turn's text its token
    (one ply: the count is a mortal's), her placement next (``medusa[b3]``: the worker that moved)."""
    g = game(MEDUSA)
    assert len(g.tokens()) == 58 and "b2-b3^c3" in g.tokens()
    g.play("b2-b3^c3")
    assert g.sfen() == MEDUSA_PAUSED == \
        f"{board_field(b3='2A', b2='2', e1='A', a5='B', e5='B', c3='3*', d1='1')} 2 A:medusa[b3],B:gaea[2,c3] 5 resume:1"
    assert g.tokens() == ["+b4", "+c2", "+c4", "+d2", "+d3", "+d4", "pass"]
    g.play("+c4")
    assert g.sfen() == MEDUSA_PLACED
    assert g.tokens() == ["pass"]


@pytest.mark.parametrize("square", ["b4", "c2", "c4"])
def test_medusa_her_worker_placed_next_to_a_higher_one_is_stone_at_once(game, square):
    """Her worker on level 0 next to b3 (level 2): Medusa's rest, ``pass``, petrifies it (a block on its
    square, her card's worker gone); then seat 2 in the same round."""
    assert after(game, MEDUSA_PAUSED, f"+{square}", "pass") == \
        f"{board_field(b3='2A', b2='2', e1='A', a5='B', e5='B', c3='3*', d1='1', **{square: '1'})} " \
        "2 A:medusa,B:gaea[1] 5 -"


@pytest.mark.parametrize("square", ["d2", "d3", "d4"])
def test_medusa_a_placement_out_of_reach_stays(game, square):
    """d2 is next to e1 (level 0, not higher), d3 and d4 next to no worker of hers: it stays."""
    g = game(MEDUSA_PAUSED)
    g.play(f"+{square}")
    assert g.tokens() == ["pass"]
    g.play("pass")
    assert g.sfen() == f"{board_field(b3='2A', b2='2', e1='A', a5='B', e5='B', c3='3*', d1='1', **{square: 'B'})} " \
                       "2 A:medusa,B:gaea[1] 5 -"


#   The same with Gaea's workers on a3 and a4, next to b3: the gaze waits for the rest.
MEDUSA_GAZE = f"{board_field(b2='2A', b3='2', e1='A', a3='B', a4='B', c3='3')} 1 A:medusa,B:gaea 5 -"


def test_medusa_the_gaze_on_her_board_workers_comes_with_the_rest(game):
    """a3 and a4 are next to b3 once she moves there: still on the board while Gaea places, stone at the
    end of the rest. With her card's worker placed out of reach (d4) the game goes on; with none on the
    board (she passed) Medusa wins, whatever is left on the card."""
    g = game(MEDUSA_GAZE)
    g.play("b2-b3^c3")
    assert g.sfen() == f"{board_field(b3='2A', b2='2', e1='A', a3='B', a4='B', c3='3*')} " \
                       "2 A:medusa[b3],B:gaea[2,c3] 5 resume:1"
    assert after(game, g.sfen(), "+d4", "pass") == \
        f"{board_field(b3='2A', b2='2', e1='A', a3='1', a4='1', d4='B', c3='3*')} 2 A:medusa,B:gaea[1] 5 -"
    g.play("pass")
    assert g.sfen().endswith(" 1 A:medusa[b3],B:gaea 5 resume:1")
    g.play("pass")
    assert g.sfen() == f"{board_field(b3='2A', b2='2', e1='A', a3='1', a4='1', c3='3*')} 2 A:medusa#,B:gaea 5 -"
    assert g.tokens() == []


def test_medusa_no_stop_without_a_square_right_after_the_dome(game):
    """c3's neighbours on level 1 or 2 (b2, the square she left) or hers (b3): no stop, the whole turn, her
    gaze at its end (a3 stone), no placement."""
    sfen = f"{board_field(b2='2A', b3='2', e1='A', a5='B', a3='B', c3='3', b4='1', c2='1', c4='1', d2='1', d3='1', d4='1')}" \
           " 1 A:medusa,B:gaea 5 -"
    assert after(game, sfen, "b2-b3^c3") == \
        f"{board_field(b3='2A', b2='2', e1='A', a5='B', a3='1', c3='3*', b4='1', c2='1', c4='1', d2='1', d3='1', d4='1')}" \
        " 2 A:medusa,B:gaea 5 -"


def test_medusa_no_stop_with_her_card_empty(game):
    sfen = MEDUSA_GAZE.replace("B:gaea", "B:gaea[0]")
    assert after(game, sfen, "b2-b3^c3") == \
        f"{board_field(b3='2A', b2='2', e1='A', a3='1', a4='1', c3='3*')} 2 A:medusa#,B:gaea[0] 5 -"


def test_medusa_a_winning_move_never_stops(game):
    """Up from b2 (level 2) onto c3 (level 3): the win, no build, no stop, no placement."""
    sfen = f"{board_field(b2='2A', c3='3', e1='A', a5='B', e5='B')} 1 A:medusa,B:gaea 5 -"
    g = game(sfen)
    assert "b2-c3" in g.tokens() and not starting(g.tokens(), "b2-c3^")
    g.play("b2-c3")
    assert g.sfen() == f"{board_field(b2='2', c3='3A', e1='A', a5='B', e5='B')} 2 A:medusa#,B:gaea 5 -"


#   3 players: A (Gaea) on a1 and a5, B (Pan) on e4 and e5, C (Medusa) on b2 (level 2) and e1.
MEDUSA_THREE = f"{board_field(b2='2C', b3='2', e1='C', a5='A', a1='A', e5='B', e4='B', c3='3', d1='1')} " \
               "3 A:gaea,B:pan,C:medusa 5 -"


def test_medusa_three_players_her_worker_stone_then_seat_1(game):
    """Medusa (seat 3) stops; Gaea (seat 1) places next to b3: stone at the end of the rest; then seat 1 in
    round 6 (out of reach, d4, it stays)."""
    g = game(MEDUSA_THREE)
    g.play("b2-b3^c3")
    assert g.sfen() == "0A0000B/00000B/02C3*00/02000/0A0010C 1 A:gaea[2,c3],B:pan,C:medusa[b3] 5 resume:3"
    g.play("+c4")
    assert g.sfen() == "0A0000B/000A00B/02C3*00/02000/0A0010C 3 A:gaea[1],B:pan,C:medusa[b3] 5 resume:3"
    assert g.tokens() == ["pass"]
    g.play("pass")
    assert g.sfen() == "0A0000B/00100B/02C3*00/02000/0A0010C 1 A:gaea[1],B:pan,C:medusa 6 -"
    assert after(game, MEDUSA_THREE, "b2-b3^c3", "+d4", "pass") == \
        "0A0000B/0000A0B/02C3*00/02000/0A0010C 1 A:gaea[1],B:pan,C:medusa 6 -"


# ---------------------------------------------------------------------- the Maenads

#   A (Maenads) on b2 and d3, B (Gaea) on a5 and e1, c4 on level 3: b2-b3 puts c3 between b3 and d3.
MAENADS = f"{board_field(b2='A', d3='A', a5='B', e1='B', c4='3')} 1 A:maenads,B:gaea 5 -"
MAENADS_PAUSED = f"{board_field(b3='A', d3='A', a5='B', e1='B', c4='3*')} 2 A:maenads[b3],B:gaea[2,c4] 5 resume:1"
MAENADS_PLACED = f"{board_field(b3='A', d3='A', a5='B', e1='B', b4='B', c4='3*')} 1 A:maenads[b3],B:gaea[1] 5 resume:1"


def test_maenads_a_dome_as_their_last_step_stops_before_the_catch(game):
    g = game(MAENADS)
    assert len(g.tokens()) == 88 and "b2-b3^c4" in g.tokens()
    g.play("b2-b3^c4")
    assert g.sfen() == MAENADS_PAUSED
    assert g.tokens() == ["+b4", "+b5", "+c3", "+c5", "+d4", "+d5", "pass"]
    g.play("+b4")
    assert g.sfen() == MAENADS_PLACED
    assert g.tokens() == ["pass"]
    g.play("pass")
    assert g.sfen() == f"{board_field(b3='A', d3='A', a5='B', e1='B', b4='B', c4='3*')} 2 A:maenads,B:gaea[1] 5 -"


def test_maenads_her_worker_placed_between_two_of_theirs_is_caught_at_once(game):
    """c3, between b3 and d3: the rest's catch, with 2 players the Maenads win."""
    g = game(MAENADS_PAUSED)
    g.play("+c3")
    assert g.tokens() == ["pass"]
    g.play("pass")
    assert g.sfen() == f"{board_field(b3='A', d3='A', a5='B', e1='B', c3='B', c4='3*')} 2 A:maenads#,B:gaea[1] 5 -"
    assert g.tokens() == []


def test_maenads_a_catch_their_move_made_waits_for_the_rest(game):
    """Her worker already on c3: b2-b3 catches it, but the dome stops the turn first: no win yet, her
    placement (c3 taken), then the rest, and the catch."""
    sfen = f"{board_field(b2='A', d3='A', a5='B', c3='B', c4='3')} 1 A:maenads,B:gaea 5 -"
    g = game(sfen)
    g.play("b2-b3^c4")
    assert g.sfen() == f"{board_field(b3='A', d3='A', a5='B', c3='B', c4='3*')} 2 A:maenads[b3],B:gaea[2,c4] 5 resume:1"
    assert g.tokens() == ["+b4", "+b5", "+c5", "+d4", "+d5", "pass"]
    g.play("+d4")
    g.play("pass")
    assert g.sfen() == f"{board_field(b3='A', d3='A', a5='B', c3='B', d4='B', c4='3*')} 2 A:maenads#,B:gaea[1] 5 -"


def test_maenads_no_stop_without_a_square_right_after_the_dome(game):
    """c4's neighbours on level 1 but c3 (her worker) and b3, d3 (theirs): the whole turn, the catch at
    its end (c3), the Maenads win at once: nobody places."""
    cells = dict(b2="A", d3="A", a5="B", c3="B", c4="3", b4="1", b5="1", c5="1", d4="1", d5="1")
    sfen = f"{board_field(**cells)} 1 A:maenads,B:gaea 5 -"
    del cells["b2"]
    assert after(game, sfen, "b2-b3^c4") == \
        f"{board_field(**dict(cells, b3='A', c4='3*'))} 2 A:maenads#,B:gaea 5 -"


def test_maenads_no_stop_with_her_card_empty(game):
    sfen = MAENADS.replace("B:gaea", "B:gaea[0]")
    assert after(game, sfen, "b2-b3^c4") == \
        f"{board_field(b3='A', d3='A', a5='B', e1='B', c4='3*')} 2 A:maenads,B:gaea[0] 5 -"


def test_maenads_a_winning_move_never_stops(game):
    """Up from b3 (level 2) onto c4 (level 3): the win, no build, no stop, no placement."""
    sfen = f"{board_field(b3='2A', d3='A', a5='B', e1='B', c4='3')} 1 A:maenads,B:gaea 5 -"
    assert "b3-c4" in game(sfen).tokens() and not starting(game(sfen).tokens(), "b3-c4^")
    assert after(game, sfen, "b3-c4") == f"{board_field(b3='2', c4='3A', d3='A', a5='B', e1='B')} 2 A:maenads#,B:gaea 5 -"


#   3 players: A (Gaea) on a1 and a5, B (mortal) on e1 and e5, C (Maenads) on b2 and d3, c4 on level 3.
MAENADS_THREE = f"{board_field(b2='C', d3='C', a5='A', a1='A', e1='B', e5='B', c4='3')} 3 A:gaea,B:mortal,C:maenads 5 -"


def test_maenads_three_players_her_worker_caught_eliminates_her(game):
    """The Maenads (seat 3) stop; Gaea (seat 1) places on c3, between b3 and d3: caught at the end of the
    rest, she is eliminated (her workers and card with her), the game goes on with seat 2 in round 6
    (seat 1 out). Placed out of reach (b4), play passes to her in round 6."""
    g = game(MAENADS_THREE)
    g.play("b2-b3^c4")
    assert g.sfen() == "0A0000B/003*00/00C00C0/00000/0A0000B 1 A:gaea[2,c4],B:mortal,C:maenads[b3] 5 resume:3"
    g.play("+c3")
    assert g.sfen() == "0A0000B/003*00/00C0A0C0/00000/0A0000B 3 A:gaea[1],B:mortal,C:maenads[b3] 5 resume:3"
    g.play("pass")
    assert g.sfen() == "00000B/003*00/00C00C0/00000/00000B 2 -A:gaea,B:mortal,C:maenads 6 -"
    assert g.tokens() and all(token.startswith(("e1-", "e5-")) for token in g.tokens())
    assert after(game, MAENADS_THREE, "b2-b3^c4", "+b4", "pass") == \
        "0A0000B/00A3*00/00C00C0/00000/0A0000B 1 A:gaea[1],B:mortal,C:maenads 6 -"


#   3 players: C (Maenads) e1-d2 domes c3, whose only ground neighbour d3 holds B's worker; d3 is then
#   between d2 and d4 (theirs): the catch eliminates B, its workers leave, d3 is free - after the turn.
FREED = "0A0000B/0111C0/0130B0/01110/0A0000C 3 A:gaea,B:mortal,C:maenads 5 -"


def test_maenads_no_square_right_after_the_dome_a_catch_frees_one_too_late(game):
    """No square eligible right after the dome: no stop, and no placement after the turn either, though
    the catch freed d3 next to c3 (her squares are judged right after the dome, not after the end-of-turn
    power: a helper's lockstep games found the core judging them after it)."""
    assert after(game, FREED, "e1-d2^c3") == "0A0000/0111C0/013*00/0111C0/0A0000 1 A:gaea,-B:mortal,C:maenads 6 -"


# ---------------------------------------------------------------------- Medusa and the Maenads in random games

#: The gods a third seat may play in the random games (the catalog lets each meet Gaea and the power).
THIRDS = ["mortal", "pan", "artemis", "minotaur", "apollo", "zeus", "athena", "hephaestus", "persephone", "hypnus",
          "limus", "dionysus", "bia", "ares", "demeter", "prometheus", "hestia", "asteria", "hera", "harpies",
          "castor", "clio", "tyche", "chaos", "gaea", "medusa", "maenads"]
LOCKSTEP_GAMES = 30

#: The squares a token builds on.


def in_reach(ref: RefPosition, sq: int) -> bool:
    """Would a worker on ``sq`` (level 0) be petrified by a Medusa (a higher worker of hers next to it) or
    caught by the Maenads (two of theirs on either side of it in a line) at the end of their turn?"""
    for seat in ref._in_play():
        mine = ref.workers_of(ref.sides[seat])
        if ref.gods[seat] == "medusa" and any(ref.heights[w] > ref.heights[sq] for w in mine if w in NEIGHBOURS[sq]):
            return True
        if ref.gods[seat] == "maenads" and any(0 <= 2 * (sq % 5) - a % 5 <= 4 and 2 * sq - a in mine
                                               for a in mine if a in NEIGHBOURS[sq]):
            return True
    return False


def lockstep(gods: list[str], rng: random.Random) -> tuple[int, int]:
    """A random game in lockstep on the core and the oracle (conftest.play_in_lockstep) preferring builds,
    on level 3 more than half the time, and her placements where Medusa's gaze or the Maenads' catch would
    take her worker (``in_reach``). Returns the rests of theirs played and those whose power took a worker
    off the board, won or ended a seat."""
    seen = [0, 0]

    def choose(ref: RefPosition, tokens: list[str]) -> str:
        if ref.resume is not None:
            if ref.rest[ref.seat] is not None and ref.gods[ref.seat] in END_OF_TURN:
                assert tokens == ["pass"]
                rest = ref.copy()
                rest.play("pass")
                seen[0] += 1
                seen[1] += (len(rest.workers) < len(ref.workers) or rest.winner_seat is not None
                            or sum(rest.eliminated) > sum(ref.eliminated))
            placing = [t for t in tokens if t.startswith("+")]
            if not placing:
                return rng.choice(tokens)
            near = [t for t in placing if in_reach(ref, square_index(t[1:3]))]
            if near and rng.random() < 0.7:
                return rng.choice(near)
            return rng.choice(placing) if rng.random() < 0.8 else rng.choice(tokens)
        builds = [t for t in tokens if "^" in t]
        if not builds or rng.random() < 0.05:
            return rng.choice(tokens)
        return toward_domes(ref, builds, rng, 0.6)

    play_in_lockstep(opening(gods), rng, 60, choose)
    return seen[0], seen[1]


@pytest.mark.parametrize("seat", [0, 1], ids=["power-first", "gaea-first"])
@pytest.mark.parametrize("power", sorted(END_OF_TURN))
def test_core_and_oracle_agree_on_random_two_player_games(power, seat):
    rests = acted = 0
    for seed in range(LOCKSTEP_GAMES):
        gods = [power, "gaea"] if seat == 0 else ["gaea", power]
        played = lockstep(gods, random.Random(zlib.crc32(f"{power} {seat} {seed}".encode())))
        rests, acted = rests + played[0], acted + played[1]
    assert rests >= 5 and acted


@pytest.mark.parametrize("power", sorted(END_OF_TURN))
def test_core_and_oracle_agree_on_random_three_player_games(power):
    rests = acted = 0
    for seed in range(LOCKSTEP_GAMES):
        rng = random.Random(zlib.crc32(f"{power} 3 {seed}".encode()))
        while True:
            gods = [power, "gaea", rng.choice([god for god in THIRDS if god != power])]
            rng.shuffle(gods)
            if lineup_problem(gods, 3) is None:
                break
        played = lockstep(gods, rng)
        rests, acted = rests + played[0], acted + played[1]
    assert rests >= 5 and acted


# ---------------------------------------------------------------------- 3 players

#   A (Gaea) on a1 and a5, B (mortal) on e1 and e5, C (Demeter) on b2 and d4, c3 on level 3.
THREE = f"{board_field(a1='A', a5='A', e1='B', e5='B', b2='C', d4='C', c3='3')} 3 A:gaea,B:mortal,C:demeter 5 -"


def test_three_players_the_rest_then_seat_1_in_the_next_round(game):
    """Demeter (seat 3) pauses in round 5; Gaea (seat 1) places (resume:3); Demeter's rest; then
    seat 1 in round 6."""
    g = game(THREE)
    g.play("b2-b3^c3")
    assert g.sfen() == f"{board_field(a1='A', a5='A', e1='B', e5='B', b3='C', d4='C', c3='3*')} " \
                       "1 A:gaea[2,c3],B:mortal,C:demeter[b3] 5 resume:3"
    g.play("+c4")
    assert g.sfen() == f"{board_field(a1='A', a5='A', c4='A', e1='B', e5='B', b3='C', d4='C', c3='3*')} " \
                       "3 A:gaea[1],B:mortal,C:demeter[b3] 5 resume:3"
    assert "b3^c4" not in g.tokens()
    g.play("b3^b2")
    assert g.sfen() == f"{board_field(a1='A', a5='A', c4='A', e1='B', e5='B', b3='C', d4='C', c3='3*', b2='1')} " \
                       "1 A:gaea[1],B:mortal,C:demeter 6 -"


def test_three_players_seat_2_builds_seat_3_plays_next(game):
    sfen = f"{board_field(a1='A', a5='A', e1='C', e5='C', b2='B', d4='B', c3='3')} 2 A:gaea,B:demeter,C:mortal 5 -"
    assert after(game, sfen, "b2-b3^c3", "+d3", "pass") == \
        f"{board_field(a1='A', a5='A', d3='A', e1='C', e5='C', b3='B', d4='B', c3='3*')} " \
        "3 A:gaea[1],B:demeter,C:mortal 5 -"


def test_three_players_prometheus_boxed_in_is_eliminated(game):
    """Prometheus (seat 1) boxed in by her worker: he is eliminated (his workers leave), play
    passes on from his seat: seat 2, round 5."""
    sfen = f"{board_field(a1='A', e1='A', a5='B', e5='B', c5='C', c4='C', b1='0*', a2='3')} " \
           "1 A:prometheus,B:gaea,C:mortal 5 -"
    assert after(game, sfen, "a1^a2", "+b2") == \
        f"{board_field(a5='B', e5='B', b2='B', c5='C', c4='C', b1='0*', a2='3*')} " \
        "2 -A:prometheus,B:gaea[1],C:mortal 5 -"


CHAOS = f"{board_field(a1='A', a5='A', e1='B', e5='B', b2='C', d4='C', c3='3', b4='3')} 3 A:chaos[pan],B:gaea,C:demeter 5 -"
CHAOS_PLACED = f"{board_field(a1='A', a5='A', c4='B', e1='B', e5='B', b3='C', d4='C', c3='3*', b4='3')} " \
               "3 A:chaos[pan,draw],B:gaea[1],C:demeter[b3] 5 resume:3"


def test_three_players_chaos_reveals_after_the_rest(game):
    """Chaos (seat 1, holding Pan), Gaea (seat 2), Demeter (seat 3), b4 on level 3: Demeter's paused dome makes
    Chaos' reveal due at once (``chaos[pan,draw]`` from the pause on), but it comes after her
    placement and his rest (no dome), then seat 1 in round 6."""
    g = game(CHAOS)
    g.play("b2-b3^c3")
    assert g.sfen().endswith(" 2 A:chaos[pan,draw],B:gaea[2,c3],C:demeter[b3] 5 resume:3")
    assert g.tokens()[0] == "+b2"  # her placement first
    g.play("+c4")
    assert g.sfen() == CHAOS_PLACED
    assert g.tokens()[0] == "b3^a2"  # then the rest
    g.play("b3^b2")
    assert g.sfen().endswith(" 1 A:chaos[pan,draw],B:gaea[1],C:demeter 5 resume:3")
    g.play(g.tokens()[0])
    assert g.sfen().endswith(" 1 A:chaos[apollo,pan],B:gaea[1],C:demeter 6 -")


def test_three_players_chaos_reveal_waits_for_a_rest_that_domes(game):
    """The rest domes b4 too: her placement again (next to b4), then Chaos' one reveal."""
    g = game(CHAOS_PLACED)
    g.play("b3^b4")
    assert g.sfen().endswith(" 2 A:chaos[pan,draw],B:gaea[1,b4],C:demeter 5 resume:3")
    g.play("pass")
    assert g.sfen().endswith(" 1 A:chaos[pan,draw],B:gaea[1],C:demeter 5 resume:3")
    assert all(token.startswith("draw:") for token in g.tokens())


def test_three_players_boxed_in_with_a_reveal_due(game):
    """Prometheus (seat 1) pauses: Chaos' reveal (seat 3) is due at once. She boxes him in: he is
    eliminated, his turn ends unfinished and nothing closes it (no reveal), play passes to seat 2
    (a reveal due with no resume:K to come back to is no position)."""
    sfen = f"{board_field(a1='A', e1='A', a5='B', e5='B', c5='C', c4='C', b1='0*', a2='3')} " \
           "1 A:prometheus,B:gaea,C:chaos[pan] 5 -"
    g = game(sfen)
    g.play("a1^a2")
    assert g.sfen().endswith(" 2 A:prometheus[a1],B:gaea[2,a2],C:chaos[pan,draw] 5 resume:1")
    g.play("+b2")
    assert g.sfen() == f"{board_field(a5='B', e5='B', b2='B', c5='C', c4='C', b1='0*', a2='3*')} " \
                       "2 -A:prometheus,B:gaea[1],C:chaos[pan] 5 -"


# ---------------------------------------------------------------------- SFEN

ROUND_TRIPS = [
    DEMETER_PAUSED,
    DEMETER_PLACED,
    HESTIA_PAUSED,
    f"{board_field(a1='A', e1='A', c4='A', b3='B', e5='B', c3='3*', b4='3')} 2 A:gaea[1],B:hestia[b3] 5 resume:2",
    PROMETHEUS_PAUSED,
    f"{board_field(b2='A', e1='A', a5='B', e5='B', c2='B', c3='3*', d1='3')} 1 A:prometheus[b2],B:gaea[1] 5 resume:1",
    f"{board_field(a1='A', a5='A', c4='A', e1='B', e5='B', b3='C', d4='C', c3='3*')} "
    "3 A:gaea[1],B:mortal,C:demeter[b3] 5 resume:3",
    f"{board_field(b3='A', e1='A', a5='B', e5='B', c3='3*', b4='3')} 1 A:demeter[b3],B:gaea[0] 5 resume:1",
    # Chaos' reveal due from the pause on, during her placement and the rest
    f"{board_field(a1='A', a5='A', e1='B', e5='B', b3='C', d4='C', c3='3*', b4='3')} "
    "2 A:chaos[pan,draw],B:gaea[2,c3],C:demeter[b3] 5 resume:3",
    CHAOS_PLACED,
    # a rest its seat cannot play: lost, written as it stands
    BOXED_IN,
    ARES_PAUSED,
    ARES_PLACED,
    f"{board_field(a1='A', a5='A', b4='A', e1='B', e5='B', b3='C', d4='C', c3='3*', c4='1')} "
    "3 A:gaea[1],B:mortal,C:ares[b3] 5 resume:3",
    ASTERIA_PAUSED,
    ASTERIA_PLACED,
    f"{board_field(a1='A', a5='A', b4='A', e1='B', e5='B', b3='C', d4='C', b2='1', c3='3*')} "
    "3 A:gaea[1],B:pan,C:asteria[b3] 5 resume:3",
    # her placement due after the rest's dome, the builder's state cleared
    f"{board_field(b3='A', e1='A', a5='B', e5='B', c4='B', b2='1', c3='3*', d1='1*')} 2 A:asteria,B:gaea[1,d1] 5 resume:1",
    # Medusa and the Maenads: her placement due, then their rest (pass) due; 3 players; her card emptied
    MEDUSA_PAUSED,
    MEDUSA_PLACED,
    "0A0000B/000A00B/02C3*00/02000/0A0010C 3 A:gaea[1],B:pan,C:medusa[b3] 5 resume:3",
    f"{board_field(b3='2A', b2='2', e1='A', a3='B', a4='B', c3='3*')} 1 A:medusa[b3],B:gaea 5 resume:1",
    MAENADS_PAUSED,
    MAENADS_PLACED,
    f"{board_field(b3='A', d3='A', a5='B', e1='B', c3='B', c4='3*')} 1 A:maenads[b3],B:gaea[1] 5 resume:1",
    "0A0000B/003*00/00C0A0C0/00000/0A0000B 3 A:gaea[1],B:mortal,C:maenads[b3] 5 resume:3",
    f"{board_field(b3='A', d3='A', a5='B', c3='B', c4='3*')} 2 A:maenads[b3],B:gaea[2,c4] 5 resume:1",
]


@pytest.mark.parametrize("sfen", ROUND_TRIPS, ids=range(len(ROUND_TRIPS)))
def test_sfen_round_trips(game, sfen):
    assert game(sfen).sfen() == sfen


REFUSED = [
    # the rest's state without resume:
    DEMETER_PLACED.replace(" resume:1", " -"),
    # resume: naming another seat (nothing due for it)
    DEMETER_PLACED.replace("resume:1", "resume:2"),
    # no worker of its side on the square (b2 empty, e5 Gaea's)
    DEMETER_PLACED.replace("demeter[b3]", "demeter[b2]"),
    DEMETER_PLACED.replace("demeter[b3]", "demeter[e5]"),
    # her placement still due: seat 2 acts first, not the rest
    DEMETER_PAUSED.replace(" 2 A:", " 1 A:"),
    # before every side placed
    f"{board_field(b3='A', e1='A', c3='3*')} 1 A:demeter[b3],B:gaea 1 resume:1",
    # once the game is won (but by a rest its seat to move cannot play, the winner another side)
    DEMETER_PLACED.replace("B:gaea[1]", "B:gaea[1]#"),
    BOXED_IN.replace(" 1 A:", " 2 A:"),
    f"{board_field(a1='A', e1='A', a5='B', e5='B', a3='B', b1='0*', a2='3*')} 1 A:prometheus[a1],B:gaea[1]# 5 resume:1",
    BOXED_IN.replace("B:gaea[1]#", "B:gaea[1]").replace("A:prometheus[a1]", "A:prometheus[a1]#"),
    # no Gaea in the game
    f"{board_field(b3='A', e1='A', a5='B', e5='B', c3='3*')} 1 A:demeter[b3],B:mortal 5 resume:1",
    # a power with no paused turn, or a malformed square
    DEMETER_PLACED.replace("demeter[b3]", "demeter[b9]"),
    f"{board_field(b3='A', e1='A', a5='B', c4='B', e5='B', c3='3*')} 1 A:pan[b3],B:gaea[1] 5 resume:1",
    # Chaos' reveal due, but the rest's seat not to move (it comes before the reveal)
    CHAOS_PLACED.replace(" 3 A:", " 1 A:"),
    # a living Chaos whose reveal the stop's dome did not make due, her placement or the rest due
    CHAOS_PLACED.replace("chaos[pan,draw]", "chaos[pan]"),
    f"{board_field(a1='A', a5='A', e1='B', e5='B', b3='C', d4='C', c3='3*', b4='3')} "
    "2 A:chaos[pan],B:gaea[2,c3],C:demeter[b3] 5 resume:3",
    # Ares and Asteria: without resume:, resume: naming another seat, her placement still due with the
    # builder to move, no worker of the side on the square, a malformed square, no Gaea, a won game,
    # before every side placed
    ARES_PLACED.replace(" resume:1", " -"),
    ARES_PLACED.replace("resume:1", "resume:2"),
    ARES_PAUSED.replace(" 2 A:", " 1 A:"),
    ARES_PLACED.replace("ares[b3]", "ares[c4]"),
    ARES_PLACED.replace("ares[b3]", "ares[a1]"),
    ARES_PLACED.replace("ares[b3]", "ares[b0]"),
    ARES_PLACED.replace("B:gaea[1]", "B:mortal"),
    ASTERIA_PLACED.replace(" resume:1", " -"),
    ASTERIA_PAUSED.replace(" 2 A:", " 1 A:"),
    ASTERIA_PLACED.replace("asteria[b3]", "asteria[e5]"),
    ASTERIA_PLACED.replace("asteria[b3]", "asteria[b2]"),
    ASTERIA_PLACED.replace("B:gaea[1]", "B:mortal"),
    ASTERIA_PLACED.replace("B:gaea[1]", "B:gaea[1]#"),
    f"{board_field(b3='A', e1='A', c3='3*')} 1 A:asteria[b3],B:gaea 1 resume:1",
    # Medusa and the Maenads: without resume:, resume: naming another seat, her placement still due with
    # the builder to move, no worker of the side on the square (empty, Gaea's), a malformed square, no
    # Gaea, a won game (the rest, pass, is always legal), before every side placed
    MEDUSA_PLACED.replace(" resume:1", " -"),
    MEDUSA_PLACED.replace("resume:1", "resume:2"),
    MEDUSA_PAUSED.replace(" 2 A:", " 1 A:"),
    MEDUSA_PLACED.replace("medusa[b3]", "medusa[b2]"),
    MEDUSA_PLACED.replace("medusa[b3]", "medusa[c4]"),
    MEDUSA_PLACED.replace("medusa[b3]", "medusa[f3]"),
    MEDUSA_PLACED.replace("B:gaea[1]", "B:mortal"),
    MEDUSA_PLACED.replace("B:gaea[1]", "B:gaea[1]#"),
    MEDUSA_PLACED.replace("A:medusa[b3]", "A:medusa[b3]#"),
    f"{board_field(b3='2A', e1='A', c3='3*')} 1 A:medusa[b3],B:gaea 1 resume:1",
    MAENADS_PLACED.replace(" resume:1", " -"),
    MAENADS_PLACED.replace("resume:1", "resume:2"),
    MAENADS_PAUSED.replace(" 2 A:", " 1 A:"),
    MAENADS_PLACED.replace("maenads[b3]", "maenads[b2]"),
    MAENADS_PLACED.replace("maenads[b3]", "maenads[b4]"),
    MAENADS_PLACED.replace("maenads[b3]", "maenads[3]"),
    MAENADS_PLACED.replace("B:gaea[1]", "B:mortal"),
    MAENADS_PLACED.replace("B:gaea[1]", "B:gaea[1]#"),
    MAENADS_PLACED.replace("A:maenads[b3]", "A:maenads[b3]#"),
    "0A0000B/003*00/00C0A0C0/00000/0A0000B 3 A:gaea[1],B:mortal,C:maenads[b3] 5 resume:1",
    f"{board_field(b3='A', c4='3*')} 1 A:maenads[b3],B:gaea 1 resume:1",
]


@pytest.mark.parametrize("sfen", REFUSED, ids=range(len(REFUSED)))
def test_sfen_refused(game, sfen):
    with pytest.raises(SfenError):
        game(sfen)


# ---------------------------------------------------------------------- perft


#   A small position: A (Demeter) on a1, whose only move is a2 (b1 domed, b2 on level 3), and on
#   e1, boxed in by domes (d1, d2, e2); B (Gaea) on c5 and e5, her card full. From a2: the blocks
#   a1, a3, b3 (3 turns), two of them (3), the dome on b2 - paused (1) -, a block then the dome on
#   b2 (3 whole turns): 10. Then: her 48 turns after each of the six turns without a dome; her
#   placements next to b2 after a whole turn's dome (five squares, the raised one not, or pass: 3 x
#   6); after the paused part (a1, a3, b3, c1, c2, c3 or pass: 7): 313.
SMALL = f"{board_field(a1='A', e1='A', c5='B', e5='B', b1='0*', b2='3', d1='0*', d2='0*', e2='0*')} " \
        "1 A:demeter,B:gaea 5 -"


@pytest.mark.parametrize("sfen,counts", [
    (SMALL, (10, 313)),
    # her seven placements; then Demeter's rest: seven second builds around b3 (not the dome c3)
    # or pass, one fewer where she placed next to b3 (b2, c2, c4): 3 x 7 + 4 x 8
    (DEMETER_PAUSED, (7, 53)),
    # Hestia's rest: the inner squares b2, b4, c2, c4 or pass: 3 x 4 + 4 x 5
    (HESTIA_PAUSED, (7, 32)),
    # Prometheus' rest: seven moves not up from b2, each with its builds (37 without her worker
    # next to b2; never pass)
    (PROMETHEUS_PAUSED, (8, 270)),
    # Ares' rest: d1 or d2 taken down, or pass, after each of her seven placements (level 0: she never
    # takes a removal away): 7 x 3
    (ARES_PAUSED, (7, 21)),
    # Asteria's rest: her dome on any of the 20 squares with no worker and no dome, or pass; 19 and
    # pass where she placed: 6 x 20 + 21
    (ASTERIA_PAUSED, (7, 141)),
    # Medusa's and the Maenads' stops: one ply for one (a mortal's count, 58 and 88), then her
    # placements, then their rest, pass alone: 7 and 7 (the catch's win at c3 ends the game after it)
    (MEDUSA, (58, 1939)),
    (MEDUSA_PAUSED, (7, 7)),
    (MAENADS_PAUSED, (7, 7)),
    (MAENADS_PLACED, (1, 41)),
], ids=["small", "demeter-paused", "hestia-paused", "prometheus-paused", "ares-paused", "asteria-paused", "medusa",
        "medusa-paused", "maenads-paused", "maenads-placed"])
def test_perft_counts_each_part_as_a_ply(game, sfen, counts):
    assert tuple(counted(game, sfen, depth) for depth in (1, 2)) == counts


# ---------------------------------------------------------------------- the perft table


PAUSE_ROWS = named_perft_table("perft-gaea-pause.tsv")


def test_the_table_pauses_each_power():
    """Every row has Gaea and one power that pauses for her; each root row lists a paused part (the oracle:
    its rest due after it), but the ``no-stop-`` rows (domes that do not stop the turn: her squares
    judged right after the dome, a stop needing a complete rest), which list none."""
    assert len(PAUSE_ROWS) >= 5 and all(len(counts) >= 2 for _, _, counts in PAUSE_ROWS)
    seen = set()
    for name, sfen, _ in PAUSE_ROWS:
        gods = set(re.findall(r":([a-z_]+)", sfen.split()[2]))
        builder = gods & (set(REST_PHASES) | set(TOKEN_REST))
        assert "gaea" in gods and len(builder) == 1
        seen |= builder
        pos = RefPosition(sfen)
        if name.startswith("no-stop-"):
            assert pos.resume is None
            for token in pos.legal_turns():
                child = pos.copy()
                child.play(token)
                assert child.rest[pos.seat] is None
        elif pos.resume is None:
            rests = []
            for token in pos.legal_turns():
                child = pos.copy()
                child.play(token)
                rests.append(child.rest[pos.seat])
            assert any(sq is not None for sq in rests)
    assert seen == set(REST_PHASES) | set(TOKEN_REST)


class TestPauseTables(RecountedOracleTables):
    ROWS = PAUSE_ROWS
