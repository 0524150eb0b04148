"""Gaea in the middle of Polyphemus' turn (gods.md §3.3 35, §3.4 54; santorini/reference/gaea.py,
"Polyphemus' domes"): once a game, after his build, one or two domes anywhere (any square with no worker and
no dome, at any level: ``^a1*`` below level 3), and Gaea places right after a dome. The rulings checked here:

1. (a) the normal build's pause: Polyphemus facing Gaea, his power unspent, in a turn of his, his normal
   build that domes (a block onto level 3), after which Gaea (a worker on her card) has an eligible square
   next to it (right after the build), a dome of his still possible after it, ends the turn there: a turn of
   its own, one ply, ``b2-b3^c3``, state ``polyphemus[b3]`` (the worker that built, the power unspent) with
   ``resume:K``. After her placement, **rest A**: ``pass`` (the power kept), one dome ``b3^a1*`` or two
   ``b3^a1*^e4*`` (the power spent by the first), the first of two stopping again as in (b);
2. (b) the first dome's pause: the first of his domes anywhere (in a whole turn or in rest A) with an
   eligible square next to it, a second dome still possible, ends the turn there (``b2-b3^c4^a1*``,
   ``b3^a1*``), the power spent by it: ``polyphemus[used,b3]``. After her placement, **rest B**: ``pass`` or
   the second dome ``b3^e4*`` (the last step: it never stops); then ``polyphemus[used]``;
3. (c) whole turns with two domes anywhere: one token per outcome (fewest steps, then the ASCII-smallest of
   the spellings that are whole turns): the ASCII order, but where the ASCII-first would stop and the other
   order would not, that other order; where both would stop no whole turn has both domes. The same for his
   normal build and a dome anywhere on two level-3 squares, each spelling's own pauses deciding;
4. (d) no stop: Polyphemus spent (a mortal), no eligible square right after the dome, her card empty. (An
   eligible square is itself a square he may dome: "a further dome possible" never fails where one is.)
5. SFEN: ``polyphemus[b3]`` (rest A due) and ``polyphemus[used,b3]`` (rest B due), with ``resume:K``;
   ``polyphemus[used]`` as ever; round trips and refusals as for the other heroes' rests;
6. heroes play with 2 players only; perft of crowded boards (each part one ply) and random games in
   lockstep, oracle and core (``-k lockstep``), Polyphemus against Gaea in either seat.

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
from santorini.errors import SfenError
from santorini.notation import square_index, start_sfen
from santorini.reference import RefPosition
from santorini.reference.gaea import (END_OF_TURN, GAEA_BANNED, HERO_RESTS, OTHER_WORKER, PAUSING, REPAUSING,
                                      REST_PHASES, TOKEN_REST)
from santorini.rules.gods import lineup_problem


def crowd(**cells: str) -> str:
    """A board field whose squares not named are all domes on level 0 (few turns, few domes anywhere)."""
    squares = {f"{file}{rank}": "0*" for file in "abcde" for rank in range(1, 6)}
    squares.update(cells)
    return board_field(**squares)


#: A token's domes anywhere below level 3 (``^a1*``), a whole token with two of them.
DOME = re.compile(r"\^[a-e][1-5]\*")
MORTAL = re.compile(r"[a-e][1-5]-[a-e][1-5]\^[a-e][1-5]")


# ---------------------------------------------------------------------- lineups


def test_polyphemus_pauses_both_ways_and_faces_her():
    """The ban is lifted: his rest starts in ``built`` from the worker that built (``pass`` allowed), unspent
    or spent (``HERO_RESTS``), and it may pause again (``REPAUSING``); the catalog, the oracle and the core
    all load the pair, in either seat."""
    assert REST_PHASES["polyphemus"] == "built" and "polyphemus" in PAUSING and REPAUSING == {"polyphemus", "poseidon", "morpheus"}
    assert HERO_RESTS["polyphemus"] == {False, True}
    assert "polyphemus" not in GAEA_BANNED | END_OF_TURN | set(OTHER_WORKER) | set(TOKEN_REST)
    for gods in (["polyphemus", "gaea"], ["gaea", "polyphemus"]):
        assert lineup_problem(gods, 2) is None
        assert RefPosition(start_sfen(2, gods)).legal_turns()
        assert Board(start_sfen(2, gods)).legal_moves


# ---------------------------------------------------------------------- (a) the normal build's dome: rest A

#   A (Polyphemus) on b2 and e1 (level 0); B (Gaea) on a5 and e5, her card full; c3 on level 3, b3 on level 1.
#   b2-b3^c3 domes c3 (eligible right after it: b2, left by his move, b4, c2, c4, d2, d3, d4).
POLY = f"{board_field(b2='A', e1='A', a5='B', e5='B', c3='3', b3='1')} 1 A:polyphemus,B:gaea 5 -"
PAUSED = f"{board_field(b3='1A', e1='A', a5='B', e5='B', c3='3*')} 2 A:polyphemus[b3],B:gaea[2,c3] 5 resume:1"
PLACED = f"{board_field(b3='1A', e1='A', a5='B', e5='B', c2='B', c3='3*')} 1 A:polyphemus[b3],B:gaea[1] 5 resume:1"
DECLINED = f"{board_field(b3='1A', e1='A', a5='B', e5='B', c3='3*')} 1 A:polyphemus[b3],B:gaea 5 resume:1"
PLACEMENTS = ["+b2", "+b4", "+c2", "+c4", "+d2", "+d3", "+d4", "pass"]
#: The squares he may dome after her placement on c2 (no worker, no dome): 19.
FREE = ["a1", "a2", "a3", "a4", "b1", "b2", "b4", "b5", "c1", "c4", "c5", "d1", "d2", "d3", "d4", "d5", "e2",
        "e3", "e4"]


def test_his_normal_dome_pauses_his_power_unspent(game):
    """b2-b3^c3: his normal build domes c3, she may place next to it, a dome of his is still possible: the
    paused part, one ply, ``polyphemus[b3]`` (the power unspent), her placements next."""
    g = game(POLY)
    tokens = g.tokens()
    assert starting(tokens, "b2-b3^c3") == ["b2-b3^c3"]
    g.play("b2-b3^c3")
    assert g.sfen() == PAUSED
    assert g.tokens() == PLACEMENTS


@pytest.mark.parametrize("token", ["b2-b3^c3^a1*", "b2-b3^c3^a1*^e4*", "b2-b3^c3^c4*", "b2-b3^c3^e4*^a1*"])
def test_no_token_goes_on_through_his_normal_dome(game, token):
    g = game(POLY)
    with pytest.raises(ValueError):
        g.play(token)


def test_rest_a_pass_keeps_the_power(game):
    """After her placement (c2), rest A from b3: ``pass`` or one dome anywhere (each of them stops again: her
    card still holds a worker); ``pass`` ends his turn, the power unspent, and his next turn may use it."""
    g = game(PAUSED)
    g.play("+c2")
    assert g.sfen() == PLACED
    assert g.tokens() == sorted([f"b3^{sq}*" for sq in FREE] + ["pass"])
    g.play("pass")
    sfen = f"{board_field(b3='1A', e1='A', a5='B', e5='B', c2='B', c3='3*')} 2 A:polyphemus,B:gaea[1] 5 -"
    assert g.sfen() == sfen
    assert all(MORTAL.fullmatch(t) for t in g.tokens())
    later = after(game, sfen, "a5-a4^a5")
    assert "e1-e2^e1^e3*" in game(later).tokens()  # his power still there


@pytest.mark.parametrize("token", ["b3^a1*^e4*", "e1-e2^e3", "b3-b4^b3", "b3^c3", "b3^c2*", "+d3", "b3"])
def test_rest_a_is_the_builders_domes(game, token):
    """Two domes while her card holds a worker: the first stops (no whole rest goes on through it); no move,
    no build, no dome on her worker or on a dome, no placement."""
    g = game(PLACED)
    with pytest.raises(ValueError):
        g.play(token)


#   POLY with one worker on her card: after her placement the card is empty, and nothing of rest A stops.
ONE = POLY.replace("B:gaea", "B:gaea[1]")
PLACED_LAST = PLACED.replace("B:gaea[1]", "B:gaea[0]")


def test_rest_a_one_or_two_domes_with_her_card_empty(game):
    """Her last worker placed: rest A is ``pass``, one dome or two (ASCII order), none stopping: 1 + 19 + 171
    tokens; one dome or two spend the power, her card empty: no placement after them."""
    g = game(ONE)
    g.play("b2-b3^c3")
    assert g.sfen() == PAUSED.replace("gaea[2,c3]", "gaea[1,c3]")
    g.play("+c2")
    assert g.sfen() == PLACED_LAST
    tokens = g.tokens()
    assert len(tokens) == 1 + 19 + 19 * 18 // 2
    assert "b3^a1*^e4*" in tokens and "b3^e4*^a1*" not in tokens and "b3^a1*" in tokens
    base = dict(b3='1A', e1='A', a5='B', e5='B', c2='B', c3='3*')
    assert after(game, PLACED_LAST, "b3^a1*^e4*") == \
        f"{board_field(a1='0*', e4='0*', **base)} 2 A:polyphemus[used],B:gaea[0] 5 -"
    assert after(game, PLACED_LAST, "b3^a1*") == f"{board_field(a1='0*', **base)} 2 A:polyphemus[used],B:gaea[0] 5 -"
    assert after(game, PLACED_LAST, "pass") == f"{board_field(**base)} 2 A:polyphemus,B:gaea[0] 5 -"


#   Rest A's first dome stops again (b): state polyphemus[used,b3], her placement next to a1, then rest B.
REPAUSED = f"{board_field(b3='1A', e1='A', a5='B', e5='B', c2='B', c3='3*', a1='0*')} " \
           "2 A:polyphemus[used,b3],B:gaea[1,a1] 5 resume:1"
REST_B = f"{board_field(b3='1A', e1='A', a5='B', e5='B', c2='B', b1='B', c3='3*', a1='0*')} " \
         "1 A:polyphemus[used,b3],B:gaea[0] 5 resume:1"


def test_rest_a_first_dome_stops_again(game):
    """b3^a1*: the first dome of rest A, next to squares she may place on (a2, b1, b2), a second dome
    possible: it stops the rest there, the power spent (``polyphemus[used,b3]``); her placement, then rest B:
    ``pass`` or one dome (never two), then ``polyphemus[used]``."""
    g = game(PLACED)
    g.play("b3^a1*")
    assert g.sfen() == REPAUSED
    assert g.tokens() == ["+a2", "+b1", "+b2", "pass"]
    g.play("+b1")
    assert g.sfen() == REST_B
    tokens = g.tokens()
    assert "pass" in tokens and len(tokens) == 18 and all(t == "pass" or re.fullmatch(r"b3\^[a-e][1-5]\*", t)
                                                          for t in tokens)
    g.play("b3^e4*")
    assert g.sfen() == f"{board_field(b3='1A', e1='A', a5='B', e5='B', c2='B', b1='B', c3='3*', a1='0*', e4='0*')} " \
                       "2 A:polyphemus[used],B:gaea[0] 5 -"


@pytest.mark.parametrize("token", ["b3^e4*^e3*", "b3^a1*", "b3^b1*", "b3-b4^b3", "e1^e2*"])
def test_rest_b_is_one_dome_from_the_builder(game, token):
    g = game(REST_B)
    with pytest.raises(ValueError):
        g.play(token)


def test_rest_b_pass_and_a_dome_that_calls_her_again(game):
    """Rest B ``pass``: the turn ends, ``polyphemus[used]``. Her placement declined (a worker left on her card),
    rest B's dome on e4 calls her placement again, as after any turn; the dome itself never stops."""
    assert after(game, REST_B, "pass") == \
        f"{board_field(b3='1A', e1='A', a5='B', e5='B', c2='B', b1='B', c3='3*', a1='0*')} " \
        "2 A:polyphemus[used],B:gaea[0] 5 -"
    g = game(REPAUSED)
    g.play("pass")
    assert g.sfen() == REPAUSED.replace(" 2 A:", " 1 A:").replace("gaea[1,a1]", "gaea[1]")
    assert len(g.tokens()) == 19 and not any(t.count("^") > 1 for t in g.tokens())
    g.play("b3^e4*")
    assert g.sfen() == f"{board_field(b3='1A', e1='A', a5='B', e5='B', c2='B', c3='3*', a1='0*', e4='0*')} " \
                       "2 A:polyphemus[used],B:gaea[1,e4] 5 resume:1"
    assert g.tokens() == ["+d3", "+d4", "+d5", "+e3", "pass"]


def test_rest_a_after_she_declines(game):
    """Her ``pass``: rest A is due all the same (``B:gaea``: her card full), b2 and c2 free for his domes, each
    stopping again."""
    g = game(PAUSED)
    g.play("pass")
    assert g.sfen() == DECLINED
    tokens = g.tokens()
    assert len(tokens) == 21 and "pass" in tokens and "b3^c2*" in tokens
    g.play("b3^c2*")
    assert g.sfen() == f"{board_field(b3='1A', e1='A', a5='B', e5='B', c2='0*', c3='3*')} " \
                       "2 A:polyphemus[used,b3],B:gaea[2,c2] 5 resume:1"


# ---------------------------------------------------------------------- (b) the first dome in a whole turn

WHOLE_PAUSED = f"{board_field(b3='1A', e1='A', a5='B', e5='B', c3='3', c4='1', a1='0*')} " \
               "2 A:polyphemus[used,b3],B:gaea[2,a1] 5 resume:1"


def test_his_first_dome_anywhere_pauses_and_spends_the_power(game):
    """b2-b3^c4^a1*: a block, then his first dome anywhere, next to a2, b1 and b2, a second dome possible: the
    paused part, the power spent (``polyphemus[used,b3]``); no token goes on through it; on this open board
    every first dome stops, so no whole turn has two domes."""
    g = game(POLY)
    tokens = g.tokens()
    assert starting(tokens, "b2-b3^c4^a1*") == ["b2-b3^c4^a1*"]
    assert not any(len(DOME.findall(t)) + t.count("^c3") > 1 for t in tokens)
    g.play("b2-b3^c4^a1*")
    assert g.sfen() == WHOLE_PAUSED
    assert g.tokens() == ["+a2", "+b1", "+b2", "pass"]
    g.play("+b2")
    tokens = g.tokens()
    assert "pass" in tokens and "b3^c3" in tokens and all(t == "pass" or t.startswith("b3^") for t in tokens)
    g.play("b3^c3")
    assert g.sfen() == f"{board_field(b3='1A', e1='A', a5='B', e5='B', b2='B', c3='3*', c4='1', a1='0*')} " \
                       "2 A:polyphemus[used],B:gaea[1,c3] 5 resume:1"


@pytest.mark.parametrize("token", ["b2-b3^c4^a1*^e4*", "b2-b3^c4^e4*^a1*"])
def test_no_token_goes_on_through_his_first_dome(game, token):
    g = game(POLY)
    with pytest.raises(ValueError):
        g.play(token)


# ---------------------------------------------------------------------- (c) the order of two domes

#   A crowded board (domes everywhere else): A (Polyphemus) on b2 (level 1) and e1 (boxed in); B (Gaea) on a5
#   and e5; free: b3 (level 1), c3 and a2 (level 3), b4 (level 0), a4 (level 1), e3 (level 2). After b2-b3:
#   c3 has b4 next to it (eligible), a4 too; a2, b2, b4 and e3 have none.
CROWD = f"{crowd(b2='1A', e1='A', a5='B', e5='B', b3='1', c3='3', b4='0', e3='2', a4='1', a2='3')} " \
        "1 A:polyphemus,B:gaea 5 -"


def test_where_the_ascii_first_dome_would_stop_the_other_order_is_the_whole_turn(game):
    """b2-b3^b2 then domes on c3 and e3: ^c3 first stops (b4 next to it), ^e3* first does not: the whole turn
    is ``b2-b3^b2^e3*^c3``, her placement after it next to c3; ``b2-b3^b2^c3`` is the paused part."""
    g = game(CROWD)
    tokens = g.tokens()
    assert "b2-b3^b2^e3*^c3" in tokens and "b2-b3^b2^c3^e3*" not in tokens
    assert starting(tokens, "b2-b3^b2^c3") == ["b2-b3^b2^c3"]
    # b4 first (no square of hers next to it), a4 (next to b4) after it: the other order too
    assert "b2-b3^b2^b4*^a4*" in tokens and "b2-b3^b2^a4*^b4*" not in tokens
    # neither stops: the ASCII order as ever
    assert {"b2-b3^b2^b2*^e3*", "b2-b3^b2^b4*^e3*", "b2-b3^b2^a2^b4*"} <= set(tokens)
    g.play("b2-b3^b2^e3*^c3")
    assert g.sfen() == f"{crowd(b3='1A', e1='A', a5='B', e5='B', b2='2', c3='3*', b4='0', e3='2*', a4='1', a2='3')} " \
                       "2 A:polyphemus[used],B:gaea[2,c3] 5 resume:1"
    assert g.tokens() == ["+b4", "pass"]


def test_where_both_orders_stop_no_whole_turn_has_both_domes(game):
    """After b2-b3^b2, a4 and c3 both have b4 next to them: whichever comes first stops; only the paused
    parts (and their rests) reach the board with both domes. (After a block on b4, neither stops:
    ``b2-b3^b4^a4*^c3``.)"""
    tokens = game(CROWD).tokens()
    assert not [t for t in starting(tokens, "b2-b3^b2^") if "^a4*" in t and "^c3" in t]
    assert "b2-b3^b4^a4*^c3" in tokens
    assert {"b2-b3^b2^a4*", "b2-b3^b2^c3"} <= set(tokens)
    sfen = after(game, CROWD, "b2-b3^b2^a4*", "pass")
    assert sfen == f"{crowd(b3='1A', e1='A', a5='B', e5='B', b2='2', c3='3', b4='0', e3='2', a4='1*', a2='3')} " \
                   "1 A:polyphemus[used,b3],B:gaea 5 resume:1"
    assert "b3^c3" in game(sfen).tokens()


def test_a_normal_dome_and_a_dome_on_level_3_swap_by_their_own_pauses(game):
    """a2 and c3, both level 3 next to b3: the normal dome on c3 stops (rest A); the normal dome on a2 does not,
    but the dome anywhere on c3 after it does (rest B): no whole turn has just those two domes, in either
    order (a whole turn may dome both after a first dome that stops nothing: ``b2-b3^a2^b2*^c3``)."""
    g = game(CROWD)
    tokens = g.tokens()
    assert starting(tokens, "b2-b3^c3") == ["b2-b3^c3"]
    assert starting(tokens, "b2-b3^a2^c3") == ["b2-b3^a2^c3"]
    assert "b2-b3^a2^b2*^c3" in tokens
    with pytest.raises(ValueError):
        game(CROWD).play("b2-b3^c3^a2")
    g.play("b2-b3^a2^c3")
    assert g.sfen() == f"{crowd(b3='1A', e1='A', a5='B', e5='B', b2='1', c3='3*', b4='0', e3='2', a4='1', a2='3*')} " \
                       "2 A:polyphemus[used,b3],B:gaea[2,c3] 5 resume:1"
    g.play("+b4")
    assert g.tokens() == ["b3^a4*", "b3^b2*", "b3^e3*", "pass"]


def test_with_her_card_empty_the_ascii_order_stands(game):
    """Her card empty: nothing stops, two domes in ASCII order (``^c3^e3*``, ``^a2^c3``) as ever."""
    sfen = CROWD.replace("B:gaea", "B:gaea[0]")
    tokens = game(sfen).tokens()
    assert {"b2-b3^b2^c3^e3*", "b2-b3^a2^c3", "b2-b3^b2^a4*^c3", "b2-b3^b2^a4*^b4*"} <= set(tokens)
    assert not {"b2-b3^b2^e3*^c3", "b2-b3^c3^a2", "b2-b3^b2^b4*^a4*"} & set(tokens)
    assert after(game, sfen, "b2-b3^a2^c3") == \
        f"{crowd(b3='1A', e1='A', a5='B', e5='B', b2='1', c3='3*', b4='0', e3='2', a4='1', a2='3*')} " \
        "2 A:polyphemus[used],B:gaea[0] 5 -"


# ---------------------------------------------------------------------- (d) no stop


def test_no_pause_when_spent(game):
    """A spent Polyphemus plays as a mortal: no dome anywhere; his dome is a whole turn, her placement after
    it, ``polyphemus[used]`` throughout."""
    sfen = POLY.replace("A:polyphemus", "A:polyphemus[used]")
    tokens = game(sfen).tokens()
    assert tokens and all(MORTAL.fullmatch(t) for t in tokens)
    assert after(game, sfen, "b2-b3^c3") == \
        f"{board_field(b3='1A', e1='A', a5='B', e5='B', c3='3*')} 2 A:polyphemus[used],B:gaea[2,c3] 5 resume:1"


#   c3 on level 3, its neighbours on level 1 (b2 too, under his worker): no square eligible next to c3.
RING = dict(b3='1', b4='1', c4='1', d4='1', d3='1', d2='1', c2='1')
NO_SQUARE = f"{board_field(b2='1A', e1='A', a5='B', e5='B', c3='3', **RING)} 1 A:polyphemus,B:gaea 5 -"


def test_no_pause_without_an_eligible_square(game):
    """b2-b3^c3 stops nothing (no square of hers next to c3): the whole turn, no placement after it; his domes
    anywhere after it go on, the first stopping where she may place next to it (a1), c3 not hers."""
    g = game(NO_SQUARE)
    tokens = g.tokens()
    assert {"b2-b3^c3", "b2-b3^c3^a1*"} <= set(tokens)
    domed = dict(b3='1A', e1='A', a5='B', e5='B', c3='3*', b4='1', c4='1', d4='1', d3='1', d2='1', c2='1', b2='1')
    assert after(game, NO_SQUARE, "b2-b3^c3") == f"{board_field(**domed)} 2 A:polyphemus,B:gaea 5 -"
    assert after(game, NO_SQUARE, "b2-b3^c3^a1*") == \
        f"{board_field(a1='0*', **domed)} 2 A:polyphemus[used,b3],B:gaea[2,a1] 5 resume:1"


def test_no_pause_with_her_card_empty(game):
    """Her card empty: his normal dome and his domes anywhere are whole turns, in ASCII order; no placement."""
    sfen = POLY.replace("B:gaea", "B:gaea[0]")
    tokens = game(sfen).tokens()
    assert {"b2-b3^c3", "b2-b3^c3^a1*", "b2-b3^c3^a1*^e4*", "b2-b3^c4^a1*^e4*"} <= set(tokens)
    assert "b2-b3^c3^e4*^a1*" not in tokens
    assert after(game, sfen, "b2-b3^c3^a1*^e4*") == \
        f"{board_field(b3='1A', e1='A', a5='B', e5='B', c3='3*', a1='0*', e4='0*')} 2 A:polyphemus[used],B:gaea[0] 5 -"


def test_a_dome_of_hers_pauses_nothing_of_his(game):
    """Her own dome: her placement after her turn, then his whole turn as ever (no rest state)."""
    sfen = f"{board_field(b2='A', e1='A', d4='B', e5='B', c3='3')} 2 A:polyphemus,B:gaea 5 -"
    g = game(sfen)
    g.play("d4-d3^c3")
    assert g.sfen() == f"{board_field(b2='A', e1='A', d3='B', e5='B', c3='3*')} 2 A:polyphemus,B:gaea[2,c3] 5 resume:2"
    g.play("+c4")
    assert g.sfen() == f"{board_field(b2='A', e1='A', c4='B', d3='B', e5='B', c3='3*')} 1 A:polyphemus,B:gaea[1] 6 -"
    assert "pass" not in g.tokens() and all(t.startswith(("b2", "e1")) for t in g.tokens())


# ---------------------------------------------------------------------- seat order

#   POLY with the seats exchanged: A (Gaea) on a5 and e5, B (Polyphemus) on b2 and e1.
GAEA_FIRST = f"{board_field(b2='B', e1='B', a5='A', e5='A', c3='3', b3='1')} 2 A:gaea,B:polyphemus 5 -"


def test_gaea_first_both_rests_then_seat_1_in_the_next_round(game):
    """Polyphemus (seat 2) pauses in round 5: Gaea (seat 1) places (resume:2), his rest A's first dome stops
    again, she places again, his rest B, then seat 1 in round 6."""
    g = game(GAEA_FIRST)
    assert starting(g.tokens(), "b2-b3^c3") == ["b2-b3^c3"]
    g.play("b2-b3^c3")
    assert g.sfen() == f"{board_field(b3='1B', e1='B', a5='A', e5='A', c3='3*')} " \
                       "1 A:gaea[2,c3],B:polyphemus[b3] 5 resume:2"
    g.play("+c2")
    assert g.sfen() == f"{board_field(b3='1B', e1='B', a5='A', e5='A', c2='A', c3='3*')} " \
                       "2 A:gaea[1],B:polyphemus[b3] 5 resume:2"
    g.play("b3^a1*")
    assert g.sfen() == f"{board_field(b3='1B', e1='B', a5='A', e5='A', c2='A', c3='3*', a1='0*')} " \
                       "1 A:gaea[1,a1],B:polyphemus[used,b3] 5 resume:2"
    g.play("pass")
    g.play("b3^e4*")
    assert g.sfen() == f"{board_field(b3='1B', e1='B', a5='A', e5='A', c2='A', c3='3*', a1='0*', e4='0*')} " \
                       "1 A:gaea[1,e4],B:polyphemus[used] 5 resume:2"
    g.play("+d3")
    assert g.sfen() == f"{board_field(b3='1B', e1='B', a5='A', e5='A', c2='A', d3='A', c3='3*', a1='0*', e4='0*')} " \
                       "1 A:gaea[0],B:polyphemus[used] 6 -"


def test_gaea_first_rest_a_pass(game):
    assert after(game, GAEA_FIRST, "b2-b3^c3", "+c2", "pass") == \
        f"{board_field(b3='1B', e1='B', a5='A', e5='A', c2='A', c3='3*')} 1 A:gaea[1],B:polyphemus 6 -"


# ---------------------------------------------------------------------- SFEN

ROUND_TRIPS = [
    PAUSED,
    PLACED,
    DECLINED,
    PLACED_LAST,
    REPAUSED,
    REST_B,
    WHOLE_PAUSED,
    # her placement declined after the first dome: rest B due, a worker on her card
    REPAUSED.replace(" 2 A:", " 1 A:").replace("gaea[1,a1]", "gaea[1]"),
    # Gaea first
    f"{board_field(b3='1B', e1='B', a5='A', e5='A', c3='3*')} 1 A:gaea[2,c3],B:polyphemus[b3] 5 resume:2",
    f"{board_field(b3='1B', e1='B', a5='A', e5='A', c2='A', c3='3*')} 2 A:gaea[1],B:polyphemus[b3] 5 resume:2",
    f"{board_field(b3='1B', e1='B', a5='A', e5='A', c2='A', c3='3*', a1='0*')} "
    "1 A:gaea[1,a1],B:polyphemus[used,b3] 5 resume:2",
    f"{board_field(b3='1B', e1='B', a5='A', e5='A', c2='A', c3='3*', a1='0*')} "
    "2 A:gaea[1],B:polyphemus[used,b3] 5 resume:2",
    # the spent mark, as ever: her placement due after his whole turn, and after it
    f"{board_field(b3='1A', e1='A', a5='B', e5='B', c3='3*', a1='0*', e4='0*')} "
    "2 A:polyphemus[used],B:gaea[1,a1,e4] 5 resume:1",
    f"{board_field(b3='1A', e1='A', a5='B', e5='B', c2='B', b1='B', c3='3*', a1='0*', e4='0*')} "
    "2 A:polyphemus[used],B:gaea[0] 5 -",
]


@pytest.mark.parametrize("sfen", ROUND_TRIPS, ids=range(len(ROUND_TRIPS)))
def test_sfen_round_trips(game, sfen):
    assert game(sfen).sfen() == sfen


def test_a_round_tripped_rest_plays_the_same(game):
    """Read back from its SFEN, each paused part offers the same placements and rests; the rest states hold
    the spent mark as written (the oracle reads them so)."""
    assert game(after(game, POLY, "b2-b3^c3")).tokens() == PLACEMENTS
    assert game(after(game, PAUSED, "+c2")).tokens() == tokens_after(game, PAUSED, "+c2")
    assert game(after(game, PLACED, "b3^a1*", "+b1")).tokens() == tokens_after(game, PLACED, "b3^a1*", "+b1")
    unspent, spent = RefPosition(PLACED), RefPosition(REST_B)
    assert unspent.used == [False, False] and unspent.rest == [square_index("b3"), None] and unspent.resume == 0
    assert spent.used == [True, False] and spent.rest == [square_index("b3"), None] and spent.resume == 0


REFUSED = [
    # the rest's state without resume:, resume: naming another seat
    PLACED.replace(" resume:1", " -"),
    PLACED.replace("resume:1", "resume:2"),
    REST_B.replace(" resume:1", " -"),
    REST_B.replace("resume:1", "resume:2"),
    # her placement still due: seat 2 acts first, not the rest
    PAUSED.replace(" 2 A:", " 1 A:"),
    REPAUSED.replace(" 2 A:", " 1 A:"),
    # no worker of his side on the square: Gaea's (c2), empty (c4), hers (a5)
    PLACED.replace("polyphemus[b3]", "polyphemus[c2]"),
    PLACED.replace("polyphemus[b3]", "polyphemus[c4]"),
    REST_B.replace("polyphemus[used,b3]", "polyphemus[used,a5]"),
    # malformed: no square, the two the other way round, two squares, a misspelt mark, empty parts
    PLACED.replace("polyphemus[b3]", "polyphemus[b0]"),
    REST_B.replace("polyphemus[used,b3]", "polyphemus[b3,used]"),
    PLACED.replace("polyphemus[b3]", "polyphemus[b3,e1]"),
    REST_B.replace("polyphemus[used,b3]", "polyphemus[usd,b3]"),
    REST_B.replace("polyphemus[used,b3]", "polyphemus[used,b3,e1]"),
    REST_B.replace("polyphemus[used,b3]", "polyphemus[used,]"),
    REST_B.replace("polyphemus[used,b3]", "polyphemus[,b3]"),
    REST_B.replace("polyphemus[used,b3]", "polyphemus[used,used]"),
    # spent or unspent, no rest due: resume:1 names nothing due
    REST_B.replace("polyphemus[used,b3]", "polyphemus[used]"),
    PLACED.replace("polyphemus[b3]", "polyphemus"),
    # no Gaea in the game
    f"{board_field(b3='1A', e1='A', a5='B', e5='B', c3='3*')} 1 A:polyphemus[b3],B:mortal 5 resume:1",
    f"{board_field(b3='1A', e1='A', a5='B', e5='B', c3='3*', a1='0*')} 1 A:polyphemus[used,b3],B:mortal 5 resume:1",
    # the game won (his rest always has pass: he never loses by it)
    PLACED.replace("B:gaea[1]", "B:gaea[1]#"),
    REST_B.replace("B:gaea[0]", "B:gaea[0]#"),
    PLACED.replace("A:polyphemus[b3]", "A:polyphemus[b3]#"),
    # before every side placed
    f"{board_field(b3='A', e1='A', c3='3*')} 1 A:polyphemus[b3],B:gaea 1 resume:1",
    # Gaea first: resume: naming her seat, her placement due with Polyphemus to move
    f"{board_field(b3='1B', e1='B', a5='A', e5='A', c2='A', c3='3*')} 2 A:gaea[1],B:polyphemus[b3] 5 resume:1",
    f"{board_field(b3='1B', e1='B', a5='A', e5='A', c3='3*')} 2 A:gaea[2,c3],B:polyphemus[b3] 5 resume:2",
]


@pytest.mark.parametrize("sfen", REFUSED, ids=range(len(REFUSED)))
def test_sfen_refused(game, sfen):
    with pytest.raises(SfenError):
        game(sfen)


# ---------------------------------------------------------------------- perft

#   A crowded board: free b3 (level 1), c3 (level 3), c4, d3 and d4 (level 0); Gaea moves e5-d4 only.
SMALL = f"{crowd(b2='1A', e1='A', a5='B', e5='B', b3='1', c3='3', c4='0', d3='0', d4='0')} 1 A:polyphemus,B:gaea 5 -"


@pytest.mark.parametrize("sfen,counts", [
    # 21 turns: 4 normal builds, their domes anywhere; the paused parts b2-b3^c3 (rest A) and b2-b3^b2^c3, ...
    (SMALL, (21, 66)),
    (CROWD, (80, 196)),
    # the paused part: her placements, then rest A
    (after(RefPosition, SMALL, "b2-b3^c3"), (4, None)),
], ids=["small", "crowd", "paused"])
def test_perft_counts_each_part_as_a_ply(game, sfen, counts):
    assert counted(game, sfen, 1) == counts[0]
    if counts[1] is not None:
        assert counted(game, sfen, 2) == counts[1]


@pytest.mark.parametrize("sfen", [SMALL, CROWD], ids=["small", "crowd"])
def test_oracle_and_core_perft_agree(sfen):
    """Oracle and core count alike to depth 3 (paused parts, placements, rests, repaused rests, her turns)."""
    position, board = RefPosition(sfen), Board(sfen)
    assert position.perft(1) == len(position.legal_turns()) == board.perft(1)
    assert position.perft(2) == board.perft(2)
    assert position.perft(3) == board.perft(3)


def test_the_perft_of_the_paused_parts():
    """From the paused parts of the open board: placements (8), then rest A (pass or a dome, each of them
    stopping again)."""
    for sfen in (PAUSED, REPAUSED, WHOLE_PAUSED):
        position, board = RefPosition(sfen), Board(sfen)
        assert position.perft(1) == board.perft(1) and position.perft(2) == board.perft(2)
    assert RefPosition(PAUSED).perft(1) == 8


# ---------------------------------------------------------------------- random games in lockstep (-k lockstep)

LOCKSTEP_GAMES = 12

#: The squares a token builds on, the square its move goes to.
REST = re.compile(r"pass|([a-e][1-5])(\^[a-e][1-5]\*?){1,2}")


def lockstep(gods: list[str], rng: random.Random) -> tuple[int, int]:
    """A random game in lockstep on the core and the oracle (conftest.play_in_lockstep) preferring builds:
    Polyphemus keeping his power for a pause almost always, raising towers so that domes come; Gaea leaving
    towers to him and keeping her card for his pauses mostly (her placements 30% of the time). Returns the
    rests A and B of his paused turns played."""
    seen = [0, 0]

    def choose(ref: RefPosition, tokens: list[str]) -> str:
        if ref.resume is not None:
            if ref.rest[ref.seat] is not None and ref.gods[ref.seat] == "polyphemus":
                worker = ref.rest[ref.seat]
                assert "pass" in tokens and all(REST.fullmatch(t) for t in tokens)
                assert all(t == "pass" or square_index(t[:2]) == worker for t in tokens)
                if ref.used[ref.seat]:
                    assert all(t.count("^") <= 1 for t in tokens)  # rest B: one dome at most
                seen[ref.used[ref.seat]] += 1
                return rng.choice(tokens)
            placing = [t for t in tokens if t.startswith("+")]
            if placing and rng.random() < 0.3:  # her card kept for his pauses, mostly
                return rng.choice(placing)
            return "pass" if "pass" in tokens else rng.choice(tokens)
        poly = ref.gods[ref.seat] == "polyphemus"
        if poly and not ref.used[ref.seat] and rng.random() < 0.97:  # the power kept for a pause
            tokens = [t for t in tokens if t.count("^") == 1 and "*" not in t] or tokens
        builds = [t for t in tokens if "^" in t]
        if not builds or rng.random() < 0.05:
            return rng.choice(tokens)
        return toward_lasting_domes(ref, builds, rng, 0.6 if poly else 0.1)  # her towers left for his domes

    play_in_lockstep(opening(gods), rng, 60, choose)
    return seen[0], seen[1]


@pytest.mark.parametrize("seat", [0, 1], ids=["polyphemus-first", "gaea-first"])
def test_lockstep_random_two_player_games(seat):
    rests_a = rests_b = 0
    for seed in range(LOCKSTEP_GAMES):
        gods = ["polyphemus", "gaea"] if seat == 0 else ["gaea", "polyphemus"]
        rng = random.Random(zlib.crc32(f"polyphemus {seat} {seed}".encode()))
        a, b = lockstep(gods, rng)
        rests_a, rests_b = rests_a + a, rests_b + b
    assert rests_a >= 5 and rests_b >= 5
