"""Gaea in the middle of Theseus' turn (gods.md §3.3 35, §3.4 55; santorini/reference/gaea.py, "Theseus'
kill"): the hero's once-a-game kill comes at the end of a turn that did not win, after his build, and Gaea
places right after a dome. The rulings checked here:

1. the pause: Theseus facing Gaea, his power unspent, in a turn of his, his build that domes (a block onto
   level 3), after which Gaea (a worker on her card) has an eligible square next to it (on the board right
   after the build) AND at least one worker is his to take out right after the build (an opposing worker
   exactly two levels above a neighbouring worker of his, the heights as the move left them), ends the turn
   there: a turn of its own, one ply, its token ``b2-b3^c3``. No token goes on through that build (neither
   ``b2-b3^c3`` whole nor ``b2-b3^c3xd1``);
2. her placement next (``resume:K`` naming his seat), then his seat plays the rest: ``pass`` (the power
   unspent: ``theseus`` again) or the square of the worker that moved then the kill, ``b3xd1`` - any
   opposing worker two levels above a neighbouring worker of his, judged on the board as she left it (one
   rest token per victim) -, which spends the power (``theseus[used]``). Her placed worker stands on level
   0: never two levels above anyone, never a victim. A side left with no worker on the board loses as ever
   (whatever waits on her card): the kill of her last worker wins at once (``theseus[used]#``);
3. no pause: Theseus spent (he plays as a mortal), no victim after the dome, no eligible square next to the
   new dome (whatever an older dome has), her card empty, a build that is no dome, a dome of hers - the
   whole turn as ever (its kill, if any, in it) and her placement after it where she may;
4. SFEN: ``theseus[b3]`` (the worker that moved) with ``resume:K`` while the rest is due, ``theseus[used]``
   as ever; round trips and refusals as for the other rest states;
5. heroes play with 2 players only: ``A:theseus,B:gaea,C:mortal`` is refused (tests/test_gaea_pause.py) by the
   catalog, the oracle and the core;
6. perft (each part one ply) and random games in lockstep, oracle and core (``-k lockstep``; their names
   hold neither ``oracle`` nor ``core``, so ``-k oracle`` runs the scenarios on the oracle alone), Theseus
   against Gaea in either seat.

Every scenario runs on the reference oracle and on the native core (the ``game`` fixture).
"""

from __future__ import annotations

import random
import re
import zlib

import pytest

from conftest import (BUILT, after, board_field, counted, opening, play_in_lockstep, starting, tokens_after,
                      raising_towers)
from santorini import Board
from santorini.errors import SfenError
from santorini.notation import square_index, start_sfen
from santorini.reference import RefPosition
from santorini.reference.gaea import END_OF_TURN, GAEA_BANNED, OTHER_WORKER, PAUSING, REST_PHASES, TOKEN_REST
from santorini.rules.gods import lineup_problem


# ---------------------------------------------------------------------- lineups


def test_theseus_pauses_from_his_acting_worker():
    """The ban is lifted: Theseus' rest starts from the worker that moved, in phase ``built`` (``pass``
    allowed), as Medea's; the catalog, the oracle and the core all load the pair, in either seat."""
    assert REST_PHASES["theseus"] == "built" and "theseus" in PAUSING
    assert "theseus" not in GAEA_BANNED | END_OF_TURN | set(OTHER_WORKER) | set(TOKEN_REST)
    for gods in (["theseus", "gaea"], ["gaea", "theseus"]):
        assert lineup_problem(gods, 2) is None
        assert RefPosition(start_sfen(2, gods)).legal_turns()
        assert Board(start_sfen(2, gods)).legal_moves


# ---------------------------------------------------------------------- the pause

#   A (Theseus) on b2 and e1 (level 0); B (Gaea) on d1 and d2, both on level 2, both next to e1 (two victims),
#   her card full; c3 on level 3. b2-b3^c3 domes c3 (eligible: b2, b4, c2, c4, d3, d4).
THESEUS = f"{board_field(b2='A', e1='A', d1='2B', d2='2B', c3='3')} 1 A:theseus,B:gaea 5 -"
PAUSED = f"{board_field(b3='A', e1='A', d1='2B', d2='2B', c3='3*')} 2 A:theseus[b3],B:gaea[2,c3] 5 resume:1"
PLACED = f"{board_field(b3='A', e1='A', c4='B', d1='2B', d2='2B', c3='3*')} 1 A:theseus[b3],B:gaea[1] 5 resume:1"
PLACEMENTS = ["+b2", "+b4", "+c2", "+c4", "+d3", "+d4", "pass"]
RESTS = ["b3xd1", "b3xd2", "pass"]


def test_a_dome_with_a_victim_after_it_pauses(game):
    """b2-b3 and the dome on c3, a victim after it (d1, d2 two levels above e1): the turn stops there, one ply
    (``theseus[b3]``: the worker that moved), her placement next."""
    g = game(THESEUS)
    tokens = g.tokens()
    assert starting(tokens, "b2-b3^c3") == ["b2-b3^c3"]
    g.play("b2-b3^c3")
    assert g.sfen() == PAUSED
    assert g.tokens() == PLACEMENTS


@pytest.mark.parametrize("token", ["b2-b3^c3xd1", "b2-b3^c3xd2", "b2-b3^c3xb3", "b3xd1"])
def test_no_token_goes_on_through_the_dome(game, token):
    g = game(THESEUS)
    with pytest.raises(ValueError):
        g.play(token)


def test_a_block_built_elsewhere_keeps_the_whole_turn(game):
    """A build that is no dome (c4, c2, ...) keeps his kill in the turn, as ever (nothing to place after it)."""
    tokens = game(THESEUS).tokens()
    assert starting(tokens, "b2-b3^c4") == ["b2-b3^c4", "b2-b3^c4xd1", "b2-b3^c4xd2"]
    assert after(game, THESEUS, "b2-b3^c4xd2") == \
        f"{board_field(b3='A', e1='A', d1='2B', d2='2', c3='3', c4='1')} 2 A:theseus[used],B:gaea 5 -"


def test_the_rest_one_kill_per_victim(game):
    """The rest, after her placement: from b3 (the worker that moved; the victims stand next to e1, his
    unmoved one), the kill of d1 or of d2, or pass. The kill spends the power, then Gaea's turn."""
    g = game(PAUSED)
    g.play("+c4")
    assert g.sfen() == PLACED
    assert g.tokens() == RESTS
    g.play("b3xd1")
    assert g.sfen() == f"{board_field(b3='A', e1='A', c4='B', d1='2', d2='2B', c3='3*')} 2 A:theseus[used],B:gaea[1] 5 -"
    assert starting(g.tokens(), "c4-") and starting(g.tokens(), "d2-")


@pytest.mark.parametrize("token", ["b3xd1xd2", "e1xd1", "b3-b4^a5", "b3^c4", "b3xc4", "b3xb3", "+d3"])
def test_the_rest_is_one_kill_from_the_worker_that_moved(game, token):
    g = game(PLACED)
    with pytest.raises(ValueError):
        g.play(token)


def test_the_rest_after_she_declines_to_place(game):
    """Her ``pass``: the rest is due all the same (``B:gaea``: her card still full)."""
    g = game(PAUSED)
    g.play("pass")
    assert g.sfen() == f"{board_field(b3='A', e1='A', d1='2B', d2='2B', c3='3*')} 1 A:theseus[b3],B:gaea 5 resume:1"
    assert g.tokens() == RESTS
    g.play("b3xd2")
    assert g.sfen() == f"{board_field(b3='A', e1='A', d1='2B', d2='2', c3='3*')} 2 A:theseus[used],B:gaea 5 -"


def test_the_rest_declined_keeps_the_power(game):
    """``pass``: the turn ends where it stopped, his power unspent (``theseus``, no ``used``), Gaea's turn; in
    his next turn the kill is there again."""
    g = game(PLACED)
    g.play("pass")
    assert g.sfen() == f"{board_field(b3='A', e1='A', c4='B', d1='2B', d2='2B', c3='3*')} 2 A:theseus,B:gaea[1] 5 -"
    g.play("c4-c5^c4")
    assert g.sfen() == f"{board_field(b3='A', e1='A', c5='B', d1='2B', d2='2B', c3='3*', c4='1')} " \
                       "1 A:theseus,B:gaea[1] 6 -"
    assert {"b3-a2^a1", "b3-a2^a1xd1", "b3-a2^a1xd2"} <= set(g.tokens())


def test_the_kill_spends_the_power_for_good(game):
    """The rest's kill spends the power (``theseus[used]``); a later dome of his next to an eligible square, a
    victim still there (d1 two levels above e1), no longer pauses: the whole turn, her placement after it."""
    assert after(game, PLACED, "b3xd2") == \
        f"{board_field(b3='A', e1='A', c4='B', d1='2B', d2='2', c3='3*')} 2 A:theseus[used],B:gaea[1] 5 -"
    again = f"{board_field(b3='A', e1='A', c5='B', d1='2B', c3='3*', b4='3')} 1 A:theseus[used],B:gaea[1] 6 -"
    tokens = game(again).tokens()
    assert "b3-a3^b4" in tokens and not any("x" in t for t in tokens)
    assert after(game, again, "b3-a3^b4") == \
        f"{board_field(a3='A', e1='A', c5='B', d1='2B', b4='3*', c3='3*')} 2 A:theseus[used],B:gaea[1,b4] 6 resume:1"


def test_her_placed_worker_is_never_a_victim(game):
    """Wherever she places (next to b3 too: b2, b4, c2, c4), the rest's kills are the same: her worker stands
    on level 0, never two levels above one of his."""
    for placement in PLACEMENTS:
        assert tokens_after(game, PAUSED, placement) == RESTS, placement


# ---------------------------------------------------------------------- victims judged after the move

#   A (Theseus) on b2 (level 2) and a5; B (Gaea) on a1 (level 2) and e5; c2 on level 3. Before the move a1 is
#   level with b2: no victim. b2-b1 brings him down next to a1 (a victim); b2-c1 leaves a1 with none.
MOVED = f"{board_field(b2='2A', a5='A', a1='2B', e5='B', c2='3')} 1 A:theseus,B:gaea 5 -"


def test_the_move_down_makes_the_victim_and_the_dome_pauses(game):
    g = game(MOVED)
    assert starting(g.tokens(), "b2-b1^c") == ["b2-b1^c1", "b2-b1^c1xa1", "b2-b1^c2"]
    g.play("b2-b1^c2")
    assert g.sfen() == f"{board_field(b1='A', b2='2', a5='A', a1='2B', e5='B', c2='3*')} " \
                       "2 A:theseus[b1],B:gaea[2,c2] 5 resume:1"
    assert g.tokens() == ["+b3", "+c1", "+c3", "+d1", "+d2", "+d3", "pass"]
    g.play("+c1")
    assert g.tokens() == ["b1xa1", "pass"]
    g.play("b1xa1")
    assert g.sfen() == f"{board_field(b1='A', b2='2', a5='A', c1='B', a1='2', e5='B', c2='3*')} " \
                       "2 A:theseus[used],B:gaea[1] 5 -"


def test_no_pause_without_a_victim_after_the_move(game):
    """b2-c1 and the dome on c2: no worker of hers two levels above one of his (a1 is next to neither c1 nor
    a5): the whole turn, her placement after it, his power unspent."""
    tokens = game(MOVED).tokens()
    assert starting(tokens, "b2-c1^") == ["b2-c1^b1", "b2-c1^b2", "b2-c1^c2", "b2-c1^d1", "b2-c1^d2"]
    assert after(game, MOVED, "b2-c1^c2") == \
        f"{board_field(c1='A', b2='2', a5='A', a1='2B', e5='B', c2='3*')} 2 A:theseus,B:gaea[2,c2] 5 resume:1"
    assert after(game, MOVED, "b2-c1^c2", "+d1") == \
        f"{board_field(c1='A', b2='2', a5='A', a1='2B', d1='B', e5='B', c2='3*')} 2 A:theseus,B:gaea[1] 5 -"


# ---------------------------------------------------------------------- her last worker on the board

#   THESEUS with d1 her only worker on the board, one on her card (a kill earlier in the game, or so written).
LAST = f"{board_field(b2='A', e1='A', d1='2B', c3='3')} 1 A:theseus,B:gaea[1] 5 -"
LAST_GAEA_FIRST = f"{board_field(b2='B', e1='B', d1='2A', c3='3')} 2 A:gaea[1],B:theseus 5 -"


def test_the_kill_of_her_last_worker_wins_whatever_waits_on_her_card(game):
    """She declines to place, the rest kills d1: her side has no worker on the board, so it is out at once
    (two players: Theseus wins, ``#``), her card's worker notwithstanding; she has no turn."""
    g = game(LAST)
    g.play("b2-b3^c3")
    assert g.sfen() == f"{board_field(b3='A', e1='A', d1='2B', c3='3*')} 2 A:theseus[b3],B:gaea[1,c3] 5 resume:1"
    g.play("pass")
    assert g.tokens() == ["b3xd1", "pass"]
    g.play("b3xd1")
    assert g.sfen() == f"{board_field(b3='A', e1='A', d1='2', c3='3*')} 2 A:theseus[used]#,B:gaea[1] 5 -"
    assert g.tokens() == []


def test_the_kill_of_her_last_worker_gaea_first(game):
    g = game(LAST_GAEA_FIRST)
    g.play("b2-b3^c3")
    g.play("pass")
    g.play("b3xd1")
    assert g.sfen() == f"{board_field(b3='B', e1='B', d1='2', c3='3*')} 1 A:gaea[1],B:theseus[used]# 6 -"
    assert g.tokens() == []


def test_the_last_kill_on_the_core_is_an_outcome():
    board = Board(LAST)
    for token in ("b2-b3^c3", "pass", "b3xd1"):
        board.push(token)
    assert board.is_game_over() and board.outcome().winner == "A"
    assert RefPosition(board.sfen()).legal_turns() == []


def test_her_placed_worker_keeps_her_in_the_game(game):
    """She places, then the rest kills d1: her placed worker (never a victim) is left, the game goes on."""
    g = game(LAST)
    for token in ("b2-b3^c3", "+c4"):
        g.play(token)
    assert g.tokens() == ["b3xd1", "pass"]
    g.play("b3xd1")
    assert g.sfen() == f"{board_field(b3='A', e1='A', c4='B', d1='2', c3='3*')} 2 A:theseus[used],B:gaea[0] 5 -"
    assert starting(g.tokens(), "c4-")


def test_the_whole_turns_last_kill_with_her_card_empty(game):
    """Her card empty: no pause, the whole turn's kill of her last worker wins at once."""
    sfen = LAST.replace("B:gaea[1]", "B:gaea[0]")
    assert {"b2-b3^c3", "b2-b3^c3xd1"} <= set(game(sfen).tokens())
    assert after(game, sfen, "b2-b3^c3xd1") == \
        f"{board_field(b3='A', e1='A', d1='2', c3='3*')} 2 A:theseus[used]#,B:gaea[0] 5 -"


# ---------------------------------------------------------------------- no pause


def test_no_pause_when_spent(game):
    """A spent Theseus plays as a mortal: the dome is a whole turn, her placement after it, ``theseus[used]``
    kept throughout."""
    sfen = THESEUS.replace("A:theseus", "A:theseus[used]")
    tokens = game(sfen).tokens()
    assert starting(tokens, "b2-b3^c") == ["b2-b3^c2", "b2-b3^c3", "b2-b3^c4"] and not any("x" in t for t in tokens)
    g = game(sfen)
    g.play("b2-b3^c3")
    assert g.sfen() == PAUSED.replace("theseus[b3]", "theseus[used]")
    g.play("+c4")
    assert g.sfen() == f"{board_field(b3='A', e1='A', c4='B', d1='2B', d2='2B', c3='3*')} " \
                       "2 A:theseus[used],B:gaea[1] 5 -"


@pytest.mark.parametrize("levels", [("1", "1"), ("3", "1"), ("", "")], ids=["one-above", "three-above", "ground"])
def test_no_pause_without_a_victim(game, levels):
    """Her workers one or three levels above e1, or on the ground: nobody to take out after the dome; the
    whole turn, her placement after it, his power unspent."""
    d1, d2 = levels
    sfen = f"{board_field(b2='A', e1='A', d1=d1 + 'B', d2=d2 + 'B', c3='3')} 1 A:theseus,B:gaea 5 -"
    g = game(sfen)
    assert starting(g.tokens(), "b2-b3^c") == ["b2-b3^c2", "b2-b3^c3", "b2-b3^c4"]
    g.play("b2-b3^c3")
    assert g.sfen() == \
        f"{board_field(b3='A', e1='A', d1=d1 + 'B', d2=d2 + 'B', c3='3*')} 2 A:theseus,B:gaea[2,c3] 5 resume:1"
    g.play("+c4")
    assert g.sfen() == \
        f"{board_field(b3='A', e1='A', c4='B', d1=d1 + 'B', d2=d2 + 'B', c3='3*')} 2 A:theseus,B:gaea[1] 5 -"


#   A (Theseus) on c2 and e1, B (Gaea) on d1 (level 2, next to e1) and e5; a1 on level 3 with a2 on level 1 and
#   b1 domed: c2-b2^a1 leaves no eligible square next to a1 (a2 raised, b1 domed, b2 his). The older dome on b1
#   has eligible squares next to it (c1, c2): it gives her nothing.
NO_SQUARE = f"{board_field(c2='A', e1='A', d1='2B', e5='B', a1='3', a2='1', b1='0*')} 1 A:theseus,B:gaea 5 -"


def test_no_pause_without_an_eligible_square_next_to_the_new_dome(game):
    tokens = game(NO_SQUARE).tokens()
    assert starting(tokens, "c2-b2^a1") == ["c2-b2^a1", "c2-b2^a1xd1"]
    assert after(game, NO_SQUARE, "c2-b2^a1") == \
        f"{board_field(b2='A', e1='A', d1='2B', e5='B', a1='3*', a2='1', b1='0*')} 2 A:theseus,B:gaea 5 -"
    assert after(game, NO_SQUARE, "c2-b2^a1xd1") == \
        f"{board_field(b2='A', e1='A', d1='2', e5='B', a1='3*', a2='1', b1='0*')} 2 A:theseus[used],B:gaea 5 -"


def test_no_pause_with_her_card_empty(game):
    sfen = THESEUS.replace("B:gaea", "B:gaea[0]")
    tokens = game(sfen).tokens()
    assert starting(tokens, "b2-b3^c3") == ["b2-b3^c3", "b2-b3^c3xd1", "b2-b3^c3xd2"]
    assert after(game, sfen, "b2-b3^c3xd2") == \
        f"{board_field(b3='A', e1='A', d1='2B', d2='2', c3='3*')} 2 A:theseus[used],B:gaea[0] 5 -"
    assert after(game, sfen, "b2-b3^c3") == \
        f"{board_field(b3='A', e1='A', d1='2B', d2='2B', c3='3*')} 2 A:theseus,B:gaea[0] 5 -"


def test_a_dome_of_hers_pauses_nothing_of_his(game):
    """Her own dome: her placement after her turn, then his whole turn as ever (no rest state)."""
    sfen = f"{board_field(b2='A', e1='A', d4='B', e5='B', c3='3')} 2 A:theseus,B:gaea 5 -"
    g = game(sfen)
    g.play("d4-d3^c3")
    assert g.sfen() == f"{board_field(b2='A', e1='A', d3='B', e5='B', c3='3*')} 2 A:theseus,B:gaea[2,c3] 5 resume:2"
    g.play("+c4")
    assert g.sfen() == f"{board_field(b2='A', e1='A', c4='B', d3='B', e5='B', c3='3*')} 1 A:theseus,B:gaea[1] 6 -"
    assert not any(t == "pass" or not t.startswith(("b2-", "e1-")) for t in g.tokens())


# ---------------------------------------------------------------------- seat order

#   THESEUS with the seats exchanged: A (Gaea) on d1 and d2 (level 2), B (Theseus) on b2 and e1.
GAEA_FIRST = f"{board_field(b2='B', e1='B', d1='2A', d2='2A', c3='3')} 2 A:gaea,B:theseus 5 -"


def test_gaea_first_the_rest_then_seat_1_in_the_next_round(game):
    """Theseus (seat 2) pauses in round 5: Gaea (seat 1) places (resume:2), his rest, then seat 1 in round 6."""
    g = game(GAEA_FIRST)
    assert starting(g.tokens(), "b2-b3^c3") == ["b2-b3^c3"]
    g.play("b2-b3^c3")
    assert g.sfen() == f"{board_field(b3='B', e1='B', d1='2A', d2='2A', c3='3*')} " \
                       "1 A:gaea[2,c3],B:theseus[b3] 5 resume:2"
    g.play("+d3")
    assert g.sfen() == f"{board_field(b3='B', e1='B', d3='A', d1='2A', d2='2A', c3='3*')} " \
                       "2 A:gaea[1],B:theseus[b3] 5 resume:2"
    assert g.tokens() == RESTS
    g.play("b3xd2")
    assert g.sfen() == f"{board_field(b3='B', e1='B', d3='A', d1='2A', d2='2', c3='3*')} " \
                       "1 A:gaea[1],B:theseus[used] 6 -"


def test_gaea_first_the_rest_declined(game):
    assert after(game, GAEA_FIRST, "b2-b3^c3", "+d3", "pass") == \
        f"{board_field(b3='B', e1='B', d3='A', d1='2A', d2='2A', c3='3*')} 1 A:gaea[1],B:theseus 6 -"


# ---------------------------------------------------------------------- SFEN

ROUND_TRIPS = [
    PAUSED,
    PLACED,
    # her placement declined: her card still full
    f"{board_field(b3='A', e1='A', d1='2B', d2='2B', c3='3*')} 1 A:theseus[b3],B:gaea 5 resume:1",
    # her last worker placed: her card empty
    f"{board_field(b3='A', e1='A', c4='B', d1='2B', d2='2B', c3='3*')} 1 A:theseus[b3],B:gaea[0] 5 resume:1",
    # the worker that moved names the rest, whichever worker makes the kill
    f"{board_field(b1='A', b2='2', a5='A', a1='2B', e5='B', c2='3*')} 2 A:theseus[b1],B:gaea[2,c2] 5 resume:1",
    # Gaea first
    f"{board_field(b3='B', e1='B', d1='2A', d2='2A', c3='3*')} 1 A:gaea[2,c3],B:theseus[b3] 5 resume:2",
    f"{board_field(b3='B', e1='B', d3='A', d1='2A', d2='2A', c3='3*')} 2 A:gaea[1],B:theseus[b3] 5 resume:2",
    # the spent mark, as ever: after the rest's kill, and while her placement is due after a spent Theseus' dome
    f"{board_field(b3='A', e1='A', c4='B', d1='2', d2='2B', c3='3*')} 2 A:theseus[used],B:gaea[1] 5 -",
    PAUSED.replace("theseus[b3]", "theseus[used]"),
    f"{board_field(b3='B', e1='B', d3='A', d1='2A', d2='2', c3='3*')} 1 A:gaea[1],B:theseus[used] 6 -",
    # her last worker killed: won
    f"{board_field(b3='A', e1='A', d1='2', c3='3*')} 2 A:theseus[used]#,B:gaea[1] 5 -",
    f"{board_field(b3='B', e1='B', d1='2', c3='3*')} 1 A:gaea[1],B:theseus[used]# 6 -",
]


@pytest.mark.parametrize("sfen", ROUND_TRIPS, ids=range(len(ROUND_TRIPS)))
def test_sfen_round_trips(game, sfen):
    assert game(sfen).sfen() == sfen


def test_a_round_tripped_rest_plays_the_same(game):
    """Read back from its SFEN, the paused turn offers the same placements and rests."""
    assert game(after(game, THESEUS, "b2-b3^c3")).tokens() == PLACEMENTS
    assert game(after(game, PAUSED, "+c4")).tokens() == RESTS


REFUSED = [
    # the rest's state without resume:, resume: naming another seat
    PLACED.replace(" resume:1", " -"),
    PLACED.replace("resume:1", "resume:2"),
    # her placement still due: seat 2 acts first, not the rest
    PAUSED.replace(" 2 A:", " 1 A:"),
    # no worker of his side on the square: Gaea's (c4), empty (b2), Gaea's on a block (d1)
    PLACED.replace("theseus[b3]", "theseus[c4]"),
    PLACED.replace("theseus[b3]", "theseus[b2]"),
    PLACED.replace("theseus[b3]", "theseus[d1]"),
    # malformed: no square, the spent mark with a square, a misspelt mark, two squares
    PLACED.replace("theseus[b3]", "theseus[b0]"),
    PLACED.replace("theseus[b3]", "theseus[used,b3]"),
    PLACED.replace("theseus[b3]", "theseus[b3,used]"),
    PLACED.replace("theseus[b3]", "theseus[usd]"),
    PLACED.replace("theseus[b3]", "theseus[b3,e1]"),
    # spent: no rest due, so resume:1 names nothing due
    PLACED.replace("theseus[b3]", "theseus[used]"),
    # no Gaea in the game (her placement declined: two workers on the board, a mortal's)
    f"{board_field(b3='A', e1='A', d1='2B', d2='2B', c3='3*')} 1 A:theseus[b3],B:mortal 5 resume:1",
    # the game won (the rest, pass, is always legal: never a rest its seat cannot play)
    PLACED.replace("B:gaea[1]", "B:gaea[1]#"),
    PLACED.replace("A:theseus[b3]", "A:theseus[b3]#"),
    # before every side placed
    f"{board_field(b3='A', e1='A', c3='3*')} 1 A:theseus[b3],B:gaea 1 resume:1",
    # Gaea first: resume: naming her seat, her placement due with Theseus to move
    f"{board_field(b3='B', e1='B', d3='A', d1='2A', d2='2A', c3='3*')} 2 A:gaea[1],B:theseus[b3] 5 resume:1",
    f"{board_field(b3='B', e1='B', d1='2A', d2='2A', c3='3*')} 2 A:gaea[2,c3],B:theseus[b3] 5 resume:2",
]


@pytest.mark.parametrize("sfen", REFUSED, ids=range(len(REFUSED)))
def test_sfen_refused(game, sfen):
    with pytest.raises(SfenError):
        game(sfen)


# ---------------------------------------------------------------------- perft


@pytest.mark.parametrize("sfen,counts", [
    # her seven placements (pass included), then the rest: 3 after each (two kills, pass)
    (PAUSED, (7, 21)),
    # the rest, then Gaea's turns
    (PLACED, (3, None)),
], ids=["paused", "placed"])
def test_perft_counts_each_part_as_a_ply(game, sfen, counts):
    assert counted(game, sfen, 1) == counts[0]
    if counts[1] is not None:
        assert counted(game, sfen, 2) == counts[1]


def test_oracle_and_core_perft_of_the_root_counts_the_paused_part_once():
    """At the root the paused part is one turn among the others; after it, her seven placements."""
    position = RefPosition(THESEUS)
    tokens = position.legal_turns()
    assert position.perft(1) == len(tokens) == Board(THESEUS).perft(1)
    assert position.perft(2) == Board(THESEUS).perft(2)
    child = position.copy()
    child.play("b2-b3^c3")
    assert child.perft(1) == 7


# ---------------------------------------------------------------------- random games in lockstep (-k lockstep)

LOCKSTEP_GAMES = 24

#: The squares a token builds on, the square its first move goes to.
MOVED_TO = re.compile(r"^[a-e][1-5]-([a-e][1-5])")
REST = re.compile(r"[a-e][1-5]x[a-e][1-5]")


def lockstep(gods: list[str], rng: random.Random) -> tuple[int, int]:
    """A random game in lockstep on the core and the oracle (conftest.play_in_lockstep) preferring builds:
    Theseus keeping his power in his whole turns almost always, moving next to a victim and doming level 3
    mostly, staying low; Gaea climbing (her workers on level 2 are his victims), leaving towers to him and
    keeping her card for his pauses mostly (her placements 30% of the time). Returns the rests of Theseus'
    paused turns played and those that killed."""
    seen = [0, 0]

    def choose(ref: RefPosition, tokens: list[str]) -> str:
        if ref.resume is not None:
            if ref.rest[ref.seat] is not None and ref.gods[ref.seat] == "theseus":
                worker = ref.rest[ref.seat]
                assert not ref.used[ref.seat] and "pass" in tokens and len(tokens) >= 2
                assert all(t == "pass" or REST.fullmatch(t) for t in tokens)
                assert all(t == "pass" or square_index(t[:2]) == worker for t in tokens)
                seen[0] += 1
                token = rng.choice(tokens)
                seen[1] += token != "pass"
                return token
            placing = [t for t in tokens if t.startswith("+")]
            if placing and rng.random() < 0.3:  # her card kept for his pauses, mostly
                return rng.choice(placing)
            return "pass" if "pass" in tokens else rng.choice(tokens)
        theseus = ref.gods[ref.seat] == "theseus"
        if theseus and rng.random() < 0.99:
            # the moves after which a victim stands (a kill follows some build), his power kept for a pause
            victims = {t.split("^")[0] for t in tokens if "x" in t}
            kept = [t for t in tokens if "x" not in t]
            near = [t for t in kept if t.split("^")[0] in victims]
            tokens = near if near and rng.random() < 0.9 else kept or tokens
        builds = [t for t in tokens if "^" in t]
        if not builds or rng.random() < 0.05:
            return rng.choice(tokens)
        tops = [t for t in builds if any(ref.heights[square_index(sq)] == 3 for sq in BUILT.findall(t))]
        if tops and rng.random() < (0.9 if theseus else 0.2):  # her towers left for his domes
            return rng.choice(tops)
        if theseus:
            low = [t for t in builds if (m := MOVED_TO.search(t)) and ref.heights[square_index(m.group(1))] == 0]
            if low and rng.random() < 0.7:  # his workers on the ground: hers on level 2 are his victims
                builds = low
        else:
            for level in (2, 1):  # her workers up on blocks
                up = [t for t in builds if (m := MOVED_TO.search(t)) and ref.heights[square_index(m.group(1))] >= level]
                if up and rng.random() < 0.7:
                    builds = up
                    break
        return raising_towers(ref, builds, rng)

    play_in_lockstep(opening(gods), rng, 60, choose)
    return seen[0], seen[1]


@pytest.mark.parametrize("seat", [0, 1], ids=["theseus-first", "gaea-first"])
def test_lockstep_random_two_player_games(seat):
    rests = kills = 0
    for seed in range(LOCKSTEP_GAMES):
        gods = ["theseus", "gaea"] if seat == 0 else ["gaea", "theseus"]
        rng = random.Random(zlib.crc32(f"theseus {seat} {seed}".encode()))
        played = lockstep(gods, rng)
        rests, kills = rests + played[0], kills + played[1]
    assert rests >= 5 and kills >= 2
