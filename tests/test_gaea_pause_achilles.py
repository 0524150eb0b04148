"""Gaea in the middle of Achilles' turn (gods.md §3.3 35, §3.4 46; santorini/reference/gaea.py, "Achilles'
build before his move"): once a game the worker that moves builds before moving too (build, move - up
allowed, unlike Prometheus -, build), and Gaea places right after a dome. The rulings checked here:

1. the pause: Achilles facing Gaea, his power unspent, in a turn of his, his power's first build (before the
   move) that domes (a block onto level 3), after which Gaea (a worker on her card) has an eligible square
   next to it (right after that build) and from which the rest can complete the turn (a move - up allowed -
   with a build after it, or a winning move), ends the turn there: a turn of its own, one ply, its token
   ``b2^c3``. That paused part SPENDS the power (it is the power's turn): ``achilles[used,b2]`` (the worker that
   built the dome) with ``resume:K``. No token goes on through that build (no ``b2^c3-...``);
2. her placement next, then his seat plays the rest: the same worker's move (up allowed; a climb onto level 3
   wins as ever) and build, ``b2-b3^c4``, or a winning ``b2-b1``; never ``pass``. After it ``achilles[used]``.
   No legal rest: he cannot complete his turn and loses (2 players), the position written as it stands (his
   rest state and ``resume:1`` kept, his seat to move, the winner mark on Gaea's seat), as for Prometheus;
3. whole turns: a block first then the dome (where the dome first would pause) is one whole turn written in
   playing order (``e1^d2-e2^d1``), whatever the ASCII order; his mortal turn's dome (its last build) and
   the dome after the power's move never pause;
4. no pause: Achilles spent (a mortal), no eligible square next to the new dome right after it (whatever his
   move frees later), her card empty - the whole turn as ever and her placement after it where she may;
5. SFEN: ``achilles[used,b2]`` (the power spent, the worker) with ``resume:K`` while the rest is due,
   ``achilles[used]`` as ever; round trips and refusals as for the other rest states;
6. heroes play with 2 players only; perft (each part one ply) and random games in lockstep, oracle and core
   (``-k lockstep``), Achilles against Gaea in either seat.

Every scenario runs on the reference oracle and on the native core (the ``game`` fixture).
"""

from __future__ import annotations

import random
import re
import zlib

import pytest

from conftest import (after, board_field, counted, opening, play_in_lockstep, starting, tokens_after,
                      toward_lasting_domes)
from santorini import Board
from santorini.board import Outcome
from santorini.errors import SfenError
from santorini.notation import square_index, start_sfen
from santorini.reference import RefPosition
from santorini.reference.gaea import END_OF_TURN, GAEA_BANNED, OTHER_WORKER, PAUSING, REST_PHASES, TOKEN_REST
from santorini.rules.gods import lineup_problem


# ---------------------------------------------------------------------- lineups


def test_achilles_pauses_from_his_building_worker():
    """The ban is lifted: Achilles' rest starts from the worker that built, in phase ``prebuilt`` (no
    ``pass``), as Prometheus'; the catalog, the oracle and the core all load the pair, in either seat."""
    assert REST_PHASES["achilles"] == REST_PHASES["prometheus"] == "prebuilt" and "achilles" in PAUSING
    assert "achilles" not in GAEA_BANNED | END_OF_TURN | set(OTHER_WORKER) | set(TOKEN_REST)
    for gods in (["achilles", "gaea"], ["gaea", "achilles"]):
        assert lineup_problem(gods, 2) is None
        assert RefPosition(start_sfen(2, gods)).legal_turns()
        assert Board(start_sfen(2, gods)).legal_moves


# ---------------------------------------------------------------------- the pause

#   A (Achilles) on b2 and e1 (level 0); B (Gaea) on a5 and e5, her card full; c3 and d1 on level 3, b3 on
#   level 1. b2^c3 domes c3 (eligible right after it: b4, c2, c4, d2, d3, d4 - b2 his worker, b3 a block);
#   e1^d1 domes d1 (c1, c2, d2, e2).
ACHILLES = f"{board_field(b2='A', e1='A', a5='B', e5='B', c3='3', b3='1', d1='3')} 1 A:achilles,B:gaea 5 -"
PAUSED = f"{board_field(b2='A', e1='A', a5='B', e5='B', c3='3*', b3='1', d1='3')} " \
         "2 A:achilles[used,b2],B:gaea[2,c3] 5 resume:1"
PLACED = f"{board_field(b2='A', e1='A', a5='B', e5='B', c2='B', c3='3*', b3='1', d1='3')} " \
         "1 A:achilles[used,b2],B:gaea[1] 5 resume:1"
DECLINED = f"{board_field(b2='A', e1='A', a5='B', e5='B', c3='3*', b3='1', d1='3')} " \
           "1 A:achilles[used,b2],B:gaea 5 resume:1"
PLACEMENTS = ["+b4", "+c2", "+c4", "+d2", "+d3", "+d4", "pass"]


def test_his_build_before_the_move_a_dome_pauses_and_spends_the_power(game):
    """b2^c3: the power's build before the move domes c3, she may place next to it, a rest can complete
    the turn: the paused part, one ply, the power spent at once (``achilles[used,b2]``); e1^d1 pauses too."""
    g = game(ACHILLES)
    tokens = g.tokens()
    assert starting(tokens, "b2^c3") == ["b2^c3"]
    assert starting(tokens, "e1^d1") == ["e1^d1"]
    g.play("b2^c3")
    assert g.sfen() == PAUSED
    assert g.tokens() == PLACEMENTS


@pytest.mark.parametrize("token", ["b2^c3-b3^c4", "b2^c3-c2^d2", "b2^c3-b3^b2", "e1^d1-e2^d2", "e1^d1-d2^c1"])
def test_no_token_goes_on_through_the_dome(game, token):
    """No whole turn goes on through the pausing dome (the move and build are the rest's, after her
    placement)."""
    g = game(ACHILLES)
    with pytest.raises(ValueError):
        g.play(token)


def test_the_rest_moves_up_too_and_builds(game):
    """After her placement (c2), the rest from b2 only: its move - up onto b3 (level 1) too, unlike
    Prometheus -, then its build; never pass, never the other worker. Then ``achilles[used]``, Gaea's turn."""
    g = game(PAUSED)
    g.play("+c2")
    assert g.sfen() == PLACED
    tokens = g.tokens()
    assert "pass" not in tokens and all(t.startswith("b2-") for t in tokens)
    assert starting(tokens, "b2-b3") == ["b2-b3^a2", "b2-b3^a3", "b2-b3^a4", "b2-b3^b2", "b2-b3^b4", "b2-b3^c4"]
    assert not starting(tokens, "b2-c2")  # her worker
    assert len(tokens) == 27
    g.play("b2-b3^c4")
    assert g.sfen() == f"{board_field(b3='1A', e1='A', a5='B', e5='B', c2='B', c3='3*', c4='1', d1='3')} " \
                       "2 A:achilles[used],B:gaea[1] 5 -"
    assert all(t.startswith(("a5-", "c2-", "e5-")) for t in g.tokens())


@pytest.mark.parametrize("token", ["pass", "e1-e2^e3", "b2^a1-a2^a3", "b2-b3", "b2-c2^d2", "+d3"])
def test_the_rest_is_the_building_workers_move_and_build(game, token):
    g = game(PLACED)
    with pytest.raises(ValueError):
        g.play(token)


def test_the_rest_after_she_declines_to_place(game):
    """Her ``pass``: the rest is due all the same (``B:gaea``: her card still full), c2 free for it."""
    g = game(PAUSED)
    g.play("pass")
    assert g.sfen() == DECLINED
    tokens = g.tokens()
    assert "pass" not in tokens and len(tokens) == 37 and starting(tokens, "b2-c2^") == \
        ["b2-c2^b1", "b2-c2^b2", "b2-c2^b3", "b2-c2^c1", "b2-c2^d1", "b2-c2^d2", "b2-c2^d3"]
    g.play("b2-c2^b3")
    assert g.sfen() == f"{board_field(c2='A', e1='A', a5='B', e5='B', c3='3*', b3='2', d1='3')} " \
                       "2 A:achilles[used],B:gaea 5 -"


def test_a_dome_in_the_rest_lets_her_place_again(game):
    """The rest's build domes d1 (level 3): her ordinary placement after the turn, his power spent."""
    g = game(PLACED)
    g.play("b2-c1^d1")
    assert g.sfen() == f"{board_field(c1='A', e1='A', a5='B', e5='B', c2='B', c3='3*', b3='1', d1='3*')} " \
                       "2 A:achilles[used],B:gaea[1,d1] 5 resume:1"
    assert g.tokens() == ["+d2", "+e2", "pass"]


def test_the_spent_mark_keeps_working_after_the_rest(game):
    """After the rest, ``achilles[used]``: his next turns are a mortal's (no build before a move), and a dome
    of his next to an eligible square no longer pauses anything."""
    sfen = after(game, PLACED, "b2-a1^b2", "a5-a4^a5")
    assert sfen == f"{board_field(a1='A', e1='A', a4='B', e5='B', c2='B', a5='1', b2='1', c3='3*', b3='1', d1='3')} " \
                   "1 A:achilles[used],B:gaea[1] 6 -"
    tokens = game(sfen).tokens()
    assert tokens and all(re.fullmatch(r"[a-e][1-5]-[a-e][1-5]\^[a-e][1-5]", t) for t in tokens)
    assert after(game, sfen, "e1-d2^d1") == \
        f"{board_field(a1='A', d2='A', a4='B', e5='B', c2='B', a5='1', b2='1', c3='3*', b3='1', d1='3*')} " \
        "2 A:achilles[used],B:gaea[1,d1] 6 resume:1"


# ---------------------------------------------------------------------- a winning climb in the rest

#   A (Achilles) on b2 (level 2) and e1; b1 on level 3 (a climb wins), c3 on level 3 (his dome), a1 on level 3.
CLIMB = f"{board_field(b2='2A', e1='A', a5='B', e5='B', c3='3', b1='3')} 1 A:achilles,B:gaea 5 -"


def test_the_rest_may_be_a_winning_climb(game):
    """b2^c3 pauses; her placement declined; the rest b2-b1 climbs onto level 3 and wins (the token ends
    there), ``achilles[used]#``."""
    g = game(CLIMB)
    assert starting(g.tokens(), "b2^c3") == ["b2^c3"]
    g.play("b2^c3")
    assert g.sfen() == f"{board_field(b2='2A', e1='A', a5='B', e5='B', c3='3*', b1='3')} " \
                       "2 A:achilles[used,b2],B:gaea[2,c3] 5 resume:1"
    g.play("pass")
    tokens = g.tokens()
    assert "b2-b1" in tokens and not starting(tokens, "b2-b1^")
    g.play("b2-b1")
    assert g.sfen() == f"{board_field(b1='3A', b2='2', e1='A', a5='B', e5='B', c3='3*')} " \
                       "2 A:achilles[used]#,B:gaea 5 -"
    assert g.tokens() == []


#   A (Achilles) on a1 (level 2) and e1; a2 on level 3 (his dome), b1 a dome, b2 on level 3: after a1^a2 his
#   only move is the climb onto b2, a win with no build after it - a rest all the same.
WIN_ONLY = f"{board_field(a1='2A', e1='A', a5='B', e5='B', a2='3', b1='0*', b2='3')} 1 A:achilles,B:gaea 5 -"


def test_a_winning_move_alone_completes_the_rest(game):
    g = game(WIN_ONLY)
    assert starting(g.tokens(), "a1^a2") == ["a1^a2"]
    g.play("a1^a2")
    assert g.tokens() == ["+a3", "+b3", "pass"]
    g.play("+b3")
    assert g.tokens() == ["a1-b2"]
    g.play("a1-b2")
    assert g.sfen() == f"{board_field(b2='3A', a1='2', e1='A', a5='B', e5='B', b3='B', a2='3*', b1='0*')} " \
                       "2 A:achilles[used]#,B:gaea[1] 5 -"


# ---------------------------------------------------------------------- boxed in: no rest

#   A (Achilles) on a1 (level 0) and e1; b1 a dome, a2 on level 3. a1^a2 domes a2 (a3, b2, b3 eligible); his
#   only move then is b2. She places there: no rest.
BOX = f"{board_field(a1='A', e1='A', a5='B', e5='B', b1='0*', a2='3')} 1 A:achilles,B:gaea 5 -"
BOXED_IN = f"{board_field(a1='A', e1='A', a5='B', e5='B', b2='B', b1='0*', a2='3*')} " \
           "1 A:achilles[used,a1],B:gaea[1]# 5 resume:1"


def test_boxed_in_by_her_worker_he_loses(game):
    """He cannot complete his turn and loses (2 players): written as it stands, his rest state and resume:1
    kept, his seat to move, the winner mark on Gaea's seat; it reads back. Elsewhere the rest goes on."""
    g = game(BOX)
    assert "a1^a2" in g.tokens() and not starting(g.tokens(), "a1^a2-")
    g.play("a1^a2")
    assert g.sfen() == f"{board_field(a1='A', e1='A', a5='B', e5='B', b1='0*', a2='3*')} " \
                       "2 A:achilles[used,a1],B:gaea[2,a2] 5 resume:1"
    assert g.tokens() == ["+a3", "+b2", "+b3", "pass"]
    g.play("+b2")
    assert g.sfen() == BOXED_IN
    assert g.tokens() == []
    again = game(BOXED_IN)
    assert again.sfen() == BOXED_IN and again.tokens() == []
    assert tokens_after(game, BOX, "a1^a2", "+a3") == ["a1-b2^a1", "a1-b2^b3", "a1-b2^c1", "a1-b2^c2", "a1-b2^c3"]


def test_boxed_in_reads_back_as_a_loss_with_no_turn():
    board = Board(BOX)
    board.push("a1^a2")
    board.push("+b2")
    assert board.sfen() == BOXED_IN and board.outcome() == Outcome("B", "no-turn")
    assert Board(BOXED_IN).outcome() == Outcome("B", "no-turn")
    assert RefPosition(BOXED_IN).winner() == "B"


# ---------------------------------------------------------------------- whole turns


def test_a_block_first_then_the_dome_is_one_whole_turn_in_playing_order(game):
    """e1^d1 (the dome first) pauses; the block on d2 first, then the move, then the dome on d1 is one whole
    turn written in playing order, ``e1^d2-e2^d1`` (ASCII would put d1 first), her placement after it; the
    dome-first spelling is no token."""
    g = game(ACHILLES)
    tokens = g.tokens()
    assert starting(tokens, "e1^d2-") == ["e1^d2-d2^c1", "e1^d2-d2^c2", "e1^d2-d2^c3", "e1^d2-d2^d1",
                                          "e1^d2-d2^d3", "e1^d2-d2^e1", "e1^d2-d2^e2", "e1^d2-d2^e3",
                                          "e1^d2-e2^d1", "e1^d2-e2^d2", "e1^d2-e2^d3", "e1^d2-e2^e1",
                                          "e1^d2-e2^e3"]
    assert not starting(tokens, "e1^d1-")
    with pytest.raises(ValueError):
        g.play("e1^d1-e2^d2")
    g.play("e1^d2-e2^d1")
    assert g.sfen() == f"{board_field(b2='A', e2='A', a5='B', e5='B', c3='3', b3='1', d1='3*', d2='1')} " \
                       "2 A:achilles[used],B:gaea[2,d1] 5 resume:1"
    assert g.tokens() == ["+c1", "+c2", "+e1", "pass"]


def test_his_mortal_turns_dome_never_pauses(game):
    """b2-b3^c3: the dome is the last build of a mortal turn: the whole turn, his power unspent, her placement
    after it."""
    g = game(ACHILLES)
    assert "b2-b3^c3" in g.tokens()
    g.play("b2-b3^c3")
    assert g.sfen() == f"{board_field(b3='1A', e1='A', a5='B', e5='B', c3='3*', d1='3')} " \
                       "2 A:achilles,B:gaea[2,c3] 5 resume:1"
    g.play("+c2")
    assert g.sfen() == f"{board_field(b3='1A', e1='A', a5='B', e5='B', c2='B', c3='3*', d1='3')} " \
                       "2 A:achilles,B:gaea[1] 5 -"


def test_the_powers_dome_after_the_move_does_not_pause(game):
    """b2^c2-b3^c3: the block before the move, the dome after it (the turn's last build): the whole turn,
    the power spent, her placement after it."""
    assert after(game, ACHILLES, "b2^c2-b3^c3") == \
        f"{board_field(b3='1A', e1='A', a5='B', e5='B', c2='1', c3='3*', d1='3')} " \
        "2 A:achilles[used],B:gaea[2,c3] 5 resume:1"


# ---------------------------------------------------------------------- no pause


def test_no_pause_when_spent(game):
    """A spent Achilles plays as a mortal: no build before a move; the dome is a whole turn, her placement after
    it, ``achilles[used]`` throughout."""
    sfen = ACHILLES.replace("A:achilles", "A:achilles[used]")
    tokens = game(sfen).tokens()
    assert not any(re.match(r"[a-e][1-5]\^", t) for t in tokens)
    assert after(game, sfen, "b2-b3^c3") == \
        f"{board_field(b3='1A', e1='A', a5='B', e5='B', c3='3*', d1='3')} 2 A:achilles[used],B:gaea[2,c3] 5 resume:1"
    assert after(game, sfen, "b2-b3^c3", "+c2") == \
        f"{board_field(b3='1A', e1='A', a5='B', e5='B', c2='B', c3='3*', d1='3')} 2 A:achilles[used],B:gaea[1] 5 -"


#   c3 on level 3, its neighbours on level 1 but b2 (level 0), where his worker stands when it is domed: no
#   square eligible right after the dome.
RIGHT_AFTER = dict(c3="3", b3="1", b4="1", c4="1", d4="1", d3="1", d2="1", c2="1")


def test_no_pause_without_an_eligible_square_right_after_the_dome(game):
    """b2^c3 does not stop (b2 his worker); the whole turns through it stand, and his move away frees b2 too
    late: no placement after ``b2^c3-a1^b1``."""
    sfen = f"{board_field(b2='A', e1='A', a5='B', e5='B', **RIGHT_AFTER)} 1 A:achilles,B:gaea 5 -"
    tokens = game(sfen).tokens()
    assert "b2^c3" not in tokens and {"b2^c3-a1^b1", "b2^c3-b3^c4"} <= set(tokens)
    domed = dict(RIGHT_AFTER, c3="3*")
    assert after(game, sfen, "b2^c3-a1^b1") == \
        f"{board_field(a1='A', e1='A', a5='B', e5='B', b1='1', **domed)} 2 A:achilles[used],B:gaea 5 -"


def test_no_pause_with_her_card_empty(game):
    sfen = ACHILLES.replace("B:gaea", "B:gaea[0]")
    tokens = game(sfen).tokens()
    assert "b2^c3" not in tokens and "b2^c3-b3^c4" in tokens and "e1^d1-e2^d2" in tokens
    assert after(game, sfen, "b2^c3-b3^c4") == \
        f"{board_field(b3='1A', e1='A', a5='B', e5='B', c3='3*', c4='1', d1='3')} 2 A:achilles[used],B:gaea[0] 5 -"


def test_a_dome_of_hers_pauses_nothing_of_his(game):
    """Her own dome: her placement after her turn, then his whole turn as ever (no rest state)."""
    sfen = f"{board_field(b2='A', e1='A', d4='B', e5='B', c3='3')} 2 A:achilles,B:gaea 5 -"
    g = game(sfen)
    g.play("d4-d3^c3")
    assert g.sfen() == f"{board_field(b2='A', e1='A', d3='B', e5='B', c3='3*')} 2 A:achilles,B:gaea[2,c3] 5 resume:2"
    g.play("+c4")
    assert g.sfen() == f"{board_field(b2='A', e1='A', c4='B', d3='B', e5='B', c3='3*')} 1 A:achilles,B:gaea[1] 6 -"
    assert "pass" not in g.tokens() and all(t.startswith(("b2", "e1")) for t in g.tokens())


# ---------------------------------------------------------------------- seat order

#   ACHILLES with the seats exchanged: A (Gaea) on a5 and e5, B (Achilles) on b2 and e1.
GAEA_FIRST = f"{board_field(b2='B', e1='B', a5='A', e5='A', c3='3', b3='1', d1='3')} 2 A:gaea,B:achilles 5 -"


def test_gaea_first_the_rest_then_seat_1_in_the_next_round(game):
    """Achilles (seat 2) pauses in round 5: Gaea (seat 1) places (resume:2), his rest, then seat 1 in round 6."""
    g = game(GAEA_FIRST)
    assert starting(g.tokens(), "b2^c3") == ["b2^c3"]
    g.play("b2^c3")
    assert g.sfen() == f"{board_field(b2='B', e1='B', a5='A', e5='A', c3='3*', b3='1', d1='3')} " \
                       "1 A:gaea[2,c3],B:achilles[used,b2] 5 resume:2"
    g.play("+c2")
    assert g.sfen() == f"{board_field(b2='B', e1='B', a5='A', e5='A', c2='A', c3='3*', b3='1', d1='3')} " \
                       "2 A:gaea[1],B:achilles[used,b2] 5 resume:2"
    assert len(g.tokens()) == 27 and all(t.startswith("b2-") for t in g.tokens())
    g.play("b2-b3^c4")
    assert g.sfen() == f"{board_field(b3='1B', e1='B', a5='A', e5='A', c2='A', c3='3*', c4='1', d1='3')} " \
                       "1 A:gaea[1],B:achilles[used] 6 -"


def test_gaea_first_boxed_in(game):
    sfen = f"{board_field(a1='B', e1='B', a5='A', e5='A', b1='0*', a2='3')} 2 A:gaea,B:achilles 5 -"
    assert after(game, sfen, "a1^a2", "+b2") == \
        f"{board_field(a1='B', e1='B', a5='A', e5='A', b2='A', b1='0*', a2='3*')} " \
        "2 A:gaea[1]#,B:achilles[used,a1] 5 resume:2"


# ---------------------------------------------------------------------- SFEN

ROUND_TRIPS = [
    PAUSED,
    PLACED,
    DECLINED,
    # her last worker placed: her card empty
    PLACED.replace("B:gaea[1]", "B:gaea[0]"),
    # boxed in: lost by the rest
    BOXED_IN,
    # Gaea first
    f"{board_field(b2='B', e1='B', a5='A', e5='A', c3='3*', b3='1', d1='3')} 1 A:gaea[2,c3],B:achilles[used,b2] 5 resume:2",
    f"{board_field(b2='B', e1='B', a5='A', e5='A', c2='A', c3='3*', b3='1', d1='3')} 2 A:gaea[1],B:achilles[used,b2] 5 resume:2",
    # the spent mark, as ever: after the rest, and while her placement is due after the power's late dome
    f"{board_field(b3='1A', e1='A', a5='B', e5='B', c2='B', c3='3*', c4='1', d1='3')} 2 A:achilles[used],B:gaea[1] 5 -",
    f"{board_field(b3='1A', e1='A', a5='B', e5='B', c2='1', c3='3*', d1='3')} 2 A:achilles[used],B:gaea[2,c3] 5 resume:1",
    # a winning rest
    f"{board_field(b1='3A', b2='2', e1='A', a5='B', e5='B', c3='3*')} 2 A:achilles[used]#,B:gaea 5 -",
]


@pytest.mark.parametrize("sfen", ROUND_TRIPS, ids=range(len(ROUND_TRIPS)))
def test_sfen_round_trips(game, sfen):
    assert game(sfen).sfen() == sfen


def test_a_round_tripped_rest_plays_the_same(game):
    """Read back from its SFEN, the paused turn offers the same placements and rests; the rest state holds
    the spent mark (the oracle reads it so)."""
    assert game(after(game, ACHILLES, "b2^c3")).tokens() == PLACEMENTS
    assert game(after(game, PAUSED, "+c2")).tokens() == tokens_after(game, PAUSED, "+c2")
    pos = RefPosition(PLACED)
    assert pos.used == [True, False] and pos.rest == [square_index("b2"), None] and pos.resume == 0


REFUSED = [
    # the rest's state without resume:, resume: naming another seat
    PLACED.replace(" resume:1", " -"),
    PLACED.replace("resume:1", "resume:2"),
    # her placement still due: seat 2 acts first, not the rest
    PAUSED.replace(" 2 A:", " 1 A:"),
    # no worker of his side on the square: Gaea's (c2), empty (c4), his other worker's? (e1 is his: allowed)
    PLACED.replace("achilles[used,b2]", "achilles[used,c2]"),
    PLACED.replace("achilles[used,b2]", "achilles[used,c4]"),
    PLACED.replace("achilles[used,b2]", "achilles[used,a5]"),
    # malformed: no square, the square without the spent mark (his rest comes spent), the two the
    # other way round, two squares, a misspelt mark
    PLACED.replace("achilles[used,b2]", "achilles[used,b0]"),
    PLACED.replace("achilles[used,b2]", "achilles[b2]"),
    PLACED.replace("achilles[used,b2]", "achilles[b2,used]"),
    PLACED.replace("achilles[used,b2]", "achilles[b2,e1]"),
    PLACED.replace("achilles[used,b2]", "achilles[usd]"),
    # spent, no rest due: resume:1 names nothing due
    PLACED.replace("achilles[used,b2]", "achilles[used]"),
    # no Gaea in the game
    f"{board_field(b2='A', e1='A', a5='B', e5='B', c3='3*', b3='1', d1='3')} 1 A:achilles[used,b2],B:mortal 5 resume:1",
    # the game won, not by the rest (a rest is possible here)
    PLACED.replace("B:gaea[1]", "B:gaea[1]#"),
    PLACED.replace("A:achilles[used,b2]", "A:achilles[used,b2]#"),
    # before every side placed
    f"{board_field(b2='A', e1='A', c3='3*')} 1 A:achilles[used,b2],B:gaea 1 resume:1",
    # Gaea first: resume: naming her seat, her placement due with Achilles to move
    f"{board_field(b2='B', e1='B', a5='A', e5='A', c2='A', c3='3*', b3='1', d1='3')} 2 A:gaea[1],B:achilles[used,b2] 5 resume:1",
    f"{board_field(b2='B', e1='B', a5='A', e5='A', c3='3*', b3='1', d1='3')} 2 A:gaea[2,c3],B:achilles[used,b2] 5 resume:2",
]


@pytest.mark.parametrize("sfen", REFUSED, ids=range(len(REFUSED)))
def test_sfen_refused(game, sfen):
    with pytest.raises(SfenError):
        game(sfen)


def test_the_rest_from_his_other_worker_reads_as_written(game):
    """``achilles[used,e1]``: the SFEN does not say which dome the paused part built, so a rest state on his other
    worker reads as written (as Prometheus' would); it reads back and its rest plays from e1."""
    sfen = PLACED.replace("achilles[used,b2]", "achilles[used,e1]")
    g = game(sfen)
    assert g.sfen() == sfen
    assert g.tokens() and all(t.startswith("e1-") for t in g.tokens())


# ---------------------------------------------------------------------- perft


@pytest.mark.parametrize("sfen,counts", [
    # her seven placements (pass included), then the rest: 37 moves and builds from b2 with no worker of hers
    # on the way (pass, d4), 27 where she placed on c2 (next to b2), one or two builds fewer where she
    # placed on a square the rest could build on (b4, d2: 35; c4, d3: 36)
    (PAUSED, (7, 35 + 27 + 36 + 35 + 36 + 37 + 37)),
    # the rest, then Gaea's turns
    (PLACED, (27, None)),
    (BOX, (None, None)),
], ids=["paused", "placed", "box"])
def test_perft_counts_each_part_as_a_ply(game, sfen, counts):
    if counts[0] is not None:
        assert counted(game, sfen, 1) == counts[0]
    if counts[1] is not None:
        assert counted(game, sfen, 2) == counts[1]


@pytest.mark.parametrize("sfen", [ACHILLES, BOX, CLIMB, PAUSED], ids=["achilles", "box", "climb", "paused"])
def test_oracle_and_core_perft_agree(sfen):
    """The paused part is one turn among the others at the root; oracle and core count alike to depth 2
    (depth 3 from the paused part: placements, rests, Gaea's turns)."""
    position, board = RefPosition(sfen), Board(sfen)
    assert position.perft(1) == len(position.legal_turns()) == board.perft(1)
    assert position.perft(2) == board.perft(2)
    if sfen == PAUSED:
        assert position.perft(3) == board.perft(3)


def test_the_root_counts_the_paused_part_once():
    position = RefPosition(ACHILLES)
    child = position.copy()
    child.play("b2^c3")
    assert child.perft(1) == 7 and child.perft(2) == 243


# ---------------------------------------------------------------------- random games in lockstep (-k lockstep)

LOCKSTEP_GAMES = 24

#: The squares a token builds on, the square its move goes to; a paused part (a build alone).
MOVED_TO = re.compile(r"-([a-e][1-5])")
PAUSE = re.compile(r"[a-e][1-5]\^[a-e][1-5]")
REST = re.compile(r"([a-e][1-5])-[a-e][1-5](\^[a-e][1-5])?")


def lockstep(gods: list[str], rng: random.Random) -> tuple[int, int]:
    """A random game in lockstep on the core and the oracle (conftest.play_in_lockstep) preferring builds:
    Achilles keeping his power for a pause almost always (taking it when offered, mostly), raising towers so
    that domes come; Gaea leaving towers to him and keeping her card for his pauses mostly (her placements
    30% of the time). Returns the rests of Achilles' paused turns played and those that climbed."""
    seen = [0, 0]

    def choose(ref: RefPosition, tokens: list[str]) -> str:
        if ref.resume is not None:
            if ref.rest[ref.seat] is not None and ref.gods[ref.seat] == "achilles":
                worker = ref.rest[ref.seat]
                assert ref.used[ref.seat] and "pass" not in tokens
                assert all(REST.fullmatch(t) and square_index(t[:2]) == worker for t in tokens)
                seen[0] += 1
                token = rng.choice(tokens)
                seen[1] += ref.heights[square_index(MOVED_TO.search(token).group(1))] > ref.heights[worker]
                return token
            placing = [t for t in tokens if t.startswith("+")]
            if placing and rng.random() < 0.3:  # her card kept for his pauses, mostly
                return rng.choice(placing)
            return "pass" if "pass" in tokens else rng.choice(tokens)
        achilles = ref.gods[ref.seat] == "achilles"
        if achilles and not ref.used[ref.seat]:
            pauses = [t for t in tokens if PAUSE.fullmatch(t)]
            if pauses and rng.random() < 0.8:
                return rng.choice(pauses)
            if rng.random() < 0.98:  # the power kept for a pause
                tokens = [t for t in tokens if not PAUSE.match(t)] or tokens
        builds = [t for t in tokens if "^" in t]
        if not builds or rng.random() < 0.05:
            return rng.choice(tokens)
        return toward_lasting_domes(ref, builds, rng, 0.5 if achilles else 0.1)  # her towers left for his domes

    play_in_lockstep(opening(gods), rng, 60, choose)
    return seen[0], seen[1]


@pytest.mark.parametrize("seat", [0, 1], ids=["achilles-first", "gaea-first"])
def test_lockstep_random_two_player_games(seat):
    rests = 0
    for seed in range(LOCKSTEP_GAMES):
        gods = ["achilles", "gaea"] if seat == 0 else ["gaea", "achilles"]
        rng = random.Random(zlib.crc32(f"achilles {seat} {seed}".encode()))
        rests += lockstep(gods, rng)[0]
    assert rests >= 12
