"""Gaea before Europa's Talus (gods.md §3.3 34, 35; santorini/reference/gaea.py, "Europa's Talus"): after her
build Europa may put the Talus on an empty square next to the worker that moved, or move it there, and Gaea
places right after a dome. The rulings checked here:

1. the pause: Europa facing Gaea, in a turn of hers (not a Dionysus extra turn moving her worker: a mortal's
   turn, whole), her build that domes (a block onto level 3), after which some Gaea in play with a worker on
   her card has an eligible square next to it (on the board right after the build) AND a spot for the Talus is
   open right after the build (an empty square next to the worker that moved: no worker, no dome - the
   Talus' own square counts as one -, no token; the square just domed is none), ends a turn of its own there:
   the paused part ``b1-a1^b2``, one ply, her state ``europa[rest:a1]`` (the Talus on her card) or
   ``europa[d4,rest:a1]`` (the Talus on d4) with ``resume:K``. No token goes on through that build
   (neither ``b1-a1^b2`` as a whole turn nor ``b1-a1^b2@b1``);
2. her placement next, then Europa's seat plays the rest on the board as Gaea left it: ``pass`` (the Talus
   stays where it is, on the board or on her card) or ``a1@b1``, the worker that moved then the Talus put or
   moved onto an empty square next to it (Gaea's placed worker takes its square, the Talus' own square is
   none); after it her state names the Talus alone (``europa[b1]``, none while on her card);
3. no stop: her card empty, no eligible square right after the dome, no Talus spot right after the build
   (every neighbour of the worker a worker, a dome or the Talus itself), a build that is no dome - the whole
   turn as ever (``b1-a1^b2``, ``b1-a1^b2@a2``) and her placement after it where she may;
4. the Talus is no built dome: putting or moving it never calls her placement (a level-0 square next to it is
   no square next to a dome that turn built; the square it leaves is no new one either), and its square, a
   dome to every rule, is never one she may place on (after Europa's dome, after her own);
5. seat order and 3 players (Europa, Gaea and a third seat in any order): her placement, then the rest
   right after it, then play passes on from Europa's seat;
6. SFEN: ``europa[rest:a1]``, ``europa[d4,rest:a1]`` with ``resume:K`` while the rest is due (round trips),
   refused unless they are the state of a rest due as for the other rest states (``resume:`` naming her
   seat, a Gaea in play, a worker of hers on the square, every side placed, no winner, her placement made
   first), with the Talus' square free of workers and domes as ever, and malformed ones;
7. perft (each part one ply) and random games in lockstep, oracle and core (``-k lockstep``; their names
   hold neither ``oracle`` nor ``core``, so ``-k oracle`` runs the scenarios on the oracle alone), Europa
   against Gaea in either seat order, 2 and 3 players, each of Europa's turns checked against the ruling
   (which dome stops, which Talus squares each turn and each rest offers).

Every scenario runs on the reference oracle and on the native core (the ``game`` fixture).
"""

from __future__ import annotations

import random
import re
import zlib

import pytest

from conftest import after, board_field, counted, play_in_lockstep, rest_due_refusals, starting, tokens_after
from santorini import Board
from santorini.errors import SfenError
from santorini.notation import SQUARE_NAMES, square_index, start_sfen
from santorini.reference import RefPosition
from santorini.reference.gaea import END_OF_TURN, END_OF_TURN_CHOICE, GAEA_BANNED, OTHER_WORKER, PAUSING, \
    REST_PHASES, TOKEN_REST
from santorini.rules.gods import lineup_problem


# ---------------------------------------------------------------------- lineups


def test_europa_faces_gaea():
    """The ban is lifted: Europa's rest starts from the worker that moved, in phase ``built`` (``pass``
    allowed), as Medea's; the catalog, the oracle and the core load the pair in either seat, and with a
    third seat."""
    assert REST_PHASES["europa"] == "built" and "europa" in PAUSING
    assert "europa" not in GAEA_BANNED | END_OF_TURN | END_OF_TURN_CHOICE | set(OTHER_WORKER) | set(TOKEN_REST)
    for gods in (["europa", "gaea"], ["gaea", "europa"]):
        assert lineup_problem(gods, 2) is None
        assert RefPosition(start_sfen(2, gods)).legal_turns()
        assert Board(start_sfen(2, gods)).legal_moves
    for gods in (["europa", "gaea", "pan"], ["gaea", "apollo", "europa"]):
        assert lineup_problem(gods, 3) is None
        sfen = start_sfen(3, gods)
        assert RefPosition(sfen).legal_turns() == sorted(move.token for move in Board(sfen).legal_moves)


# ---------------------------------------------------------------------- the pause

#   A (Europa) on b1 (level 0) and e5; B (Gaea) on a5 and e1, her card full. b2 on level 3; a3, b3, c3 and c2
#   on level 1. b1-a1^b2 domes b2: right after it her eligible squares are a2, b1 (left by the worker) and c1
#   (a1 Europa's, the others on level 1); the Talus' spots next to a1 are a2 and b1 (b2 just domed).
HEIGHTS = dict(b2="3", a3="1", b3="1", c3="1", c2="1")
DOMED = {**HEIGHTS, "b2": "3*"}
EUROPA = f"{board_field(b1='A', e5='A', a5='B', e1='B', **HEIGHTS)} 1 A:europa,B:gaea 5 -"
PAUSED = f"{board_field(a1='A', e5='A', a5='B', e1='B', **DOMED)} 2 A:europa[rest:a1],B:gaea[2,b2] 5 resume:1"
PLACEMENTS = ["+a2", "+b1", "+c1", "pass"]
#: Her worker on a2: the rest's one spot left is b1.
PLACED = f"{board_field(a1='A', a2='B', e5='A', a5='B', e1='B', **DOMED)} 1 A:europa[rest:a1],B:gaea[1] 5 resume:1"


def test_the_dome_stops_her_turn_before_the_talus(game):
    """b1-a1 and the dome on b2, ground next to it and a spot for the Talus: the turn stops there, one ply,
    ``europa[rest:a1]`` (the Talus on her card, the worker that moved), her placement next."""
    g = game(EUROPA)
    assert starting(g.tokens(), "b1-a1^b2") == ["b1-a1^b2"]
    g.play("b1-a1^b2")
    assert g.sfen() == PAUSED
    assert g.tokens() == PLACEMENTS


@pytest.mark.parametrize("token", ["b1-a1^b2@a2", "b1-a1^b2@b1", "b1-a2^b2@a1", "b1-c1^b2@b1"])
def test_no_token_goes_on_through_the_dome(game, token):
    """Neither the Talus after the stopping dome nor the dome as a whole turn: ``b1-a1^b2`` is the paused part
    (its whole-turn reading is checked by the placement after it, above)."""
    with pytest.raises(ValueError):
        game(EUROPA).play(token)


def test_every_dome_on_b2_stops(game):
    """From a1, a2, c1 and c2 alike (each with ground next to b2 right after the build and a Talus spot)."""
    tokens = game(EUROPA).tokens()
    assert [t for t in tokens if t.endswith("^b2") or "^b2@" in t] == ["b1-a1^b2", "b1-a2^b2", "b1-c1^b2",
                                                                       "b1-c2^b2"]


@pytest.mark.parametrize("placement,rests", [("+a2", ["a1@b1", "pass"]), ("+b1", ["a1@a2", "pass"]),
                                             ("+c1", ["a1@a2", "a1@b1", "pass"]),
                                             ("pass", ["a1@a2", "a1@b1", "pass"])])
def test_the_rest_after_her_placement(game, placement, rests):
    """The rest's spots are judged on the board as Gaea left it: her worker takes one."""
    assert tokens_after(game, PAUSED, placement) == rests


def test_the_talus_put_in_the_rest(game):
    g = game(PAUSED)
    g.play("+a2")
    assert g.sfen() == PLACED
    g.play("a1@b1")
    assert g.sfen() == f"{board_field(a1='A', a2='B', e5='A', a5='B', e1='B', **DOMED)} 2 A:europa[b1],B:gaea[1] 5 -"
    assert starting(g.tokens(), "a2-") and starting(g.tokens(), "a5-")


def test_the_rest_passed_leaves_the_talus_on_her_card(game):
    assert after(game, PLACED, "pass") == \
        f"{board_field(a1='A', a2='B', e5='A', a5='B', e1='B', **DOMED)} 2 A:europa,B:gaea[1] 5 -"


@pytest.mark.parametrize("token", ["a1@a2", "a1@b2", "a1@a1", "a1@c1", "b1@a1", "@b1", "a1-b1", "a1^b1",
                                   "e5@d5", "e5@e4", "+b1", "a1@b1@b1"])
def test_the_rest_is_the_talus_from_the_worker_that_moved(game, token):
    """The rest: ``pass`` or the Talus onto a spot next to the worker that moved, written from it; not onto
    Gaea's placed worker (a2), the dome, a far square; no move, no build, not from the other worker."""
    with pytest.raises(ValueError):
        game(PLACED).play(token)


# ---------------------------------------------------------------------- the Talus on the board

#   EUROPA with the Talus on d4, far away: the rest moves it from there.
FAR = EUROPA.replace("A:europa", "A:europa[d4]")
FAR_PAUSED = PAUSED.replace("europa[rest:a1]", "europa[d4,rest:a1]")


def test_the_state_names_the_talus_on_the_board(game):
    g = game(FAR)
    assert starting(g.tokens(), "b1-a1^b2") == ["b1-a1^b2"]
    g.play("b1-a1^b2")
    assert g.sfen() == FAR_PAUSED
    assert g.tokens() == PLACEMENTS


def test_the_talus_moved_in_the_rest(game):
    """``a1@a2`` moves it from d4 (d4 free again), ``pass`` leaves it there."""
    g = game(FAR_PAUSED)
    g.play("+c1")
    assert g.sfen() == f"{board_field(a1='A', c1='B', e5='A', a5='B', e1='B', **DOMED)} " \
                       "1 A:europa[d4,rest:a1],B:gaea[1] 5 resume:1"
    assert g.tokens() == ["a1@a2", "a1@b1", "pass"]
    g.play("a1@a2")
    assert g.sfen() == f"{board_field(a1='A', c1='B', e5='A', a5='B', e1='B', **DOMED)} 2 A:europa[a2],B:gaea[1] 5 -"
    assert after(game, FAR_PAUSED, "+c1", "pass") == \
        f"{board_field(a1='A', c1='B', e5='A', a5='B', e1='B', **DOMED)} 2 A:europa[d4],B:gaea[1] 5 -"


#   EUROPA with the Talus on a2 (level 0, next to b2 and to a1): after b1-a1^b2 its square is no spot of its own
#   (the one spot left is b1) and no square of Gaea's (b1 and c1 are).
BESIDE = EUROPA.replace("A:europa", "A:europa[a2]")
BESIDE_PAUSED = PAUSED.replace("europa[rest:a1]", "europa[a2,rest:a1]")


def test_the_talus_square_is_neither_hers_nor_a_spot(game):
    g = game(BESIDE)
    assert starting(g.tokens(), "b1-a1^b2") == ["b1-a1^b2"]
    g.play("b1-a1^b2")
    assert g.sfen() == BESIDE_PAUSED
    assert g.tokens() == ["+b1", "+c1", "pass"]
    with pytest.raises(ValueError):
        g.play("+a2")


def test_her_worker_on_the_last_spot_leaves_pass_alone(game):
    """She places on b1: no spot left next to a1 (a2 the Talus' own square), the rest is ``pass`` alone."""
    g = game(BESIDE_PAUSED)
    g.play("+b1")
    assert g.tokens() == ["pass"]
    for token in ("a1@a2", "a1@b1"):
        with pytest.raises(ValueError):
            g.play(token)
    g.play("pass")
    assert g.sfen() == f"{board_field(a1='A', b1='B', e5='A', a5='B', e1='B', **DOMED)} 2 A:europa[a2],B:gaea[1] 5 -"


def test_moving_the_talus_off_ground_next_to_the_dome_calls_no_placement(game):
    """The rest moves the Talus from a2 to b1: a2, level 0 next to the new dome, is free again, and she still
    has a worker on her card, but the rest built nothing: Gaea's own turn follows."""
    g = game(BESIDE_PAUSED)
    g.play("+c1")
    assert g.tokens() == ["a1@b1", "pass"]
    g.play("a1@b1")
    assert g.sfen() == f"{board_field(a1='A', c1='B', e5='A', a5='B', e1='B', **DOMED)} 2 A:europa[b1],B:gaea[1] 5 -"
    assert all(not t.startswith("+") for t in g.tokens())


def test_her_own_dome_next_to_the_talus(game):
    """Gaea domes c3 herself next to the Talus on c2 (level 0): her placements are the ground around c3 but c2."""
    sfen = f"{board_field(a5='A', b5='A', d3='B', e5='B', c3='3')} 2 A:europa[c2],B:gaea 5 -"
    g = game(sfen)
    g.play("d3-d2^c3")
    assert g.sfen() == f"{board_field(a5='A', b5='A', d2='B', e5='B', c3='3*')} 2 A:europa[c2],B:gaea[2,c3] 5 resume:2"
    assert g.tokens() == ["+b2", "+b3", "+b4", "+c4", "+d3", "+d4", "pass"]
    with pytest.raises(ValueError):
        g.play("+c2")


# ---------------------------------------------------------------------- no stop

WHOLE = ["b1-a1^b2", "b1-a1^b2@a2", "b1-a1^b2@b1"]


def test_no_stop_with_her_card_empty(game):
    sfen = EUROPA.replace("B:gaea", "B:gaea[0]")
    assert starting(game(sfen).tokens(), "b1-a1^b2") == WHOLE
    assert after(game, sfen, "b1-a1^b2@b1") == \
        f"{board_field(a1='A', e5='A', a5='B', e1='B', **DOMED)} 2 A:europa[b1],B:gaea[0] 5 -"


#   EUROPA with b1 (Europa's worker on it), a2 and c1 on level 1: no ground next to b2 right after the dome.
NO_GROUND = {**HEIGHTS, "a2": "1", "c1": "1"}
NO_ELIGIBLE = f"{board_field(b1='1A', e5='A', a5='B', e1='B', **NO_GROUND)} 1 A:europa,B:gaea 5 -"


def test_no_stop_without_an_eligible_square(game):
    """The whole turns, the Talus in them (on a2, level 1, or b1), and no placement after them."""
    assert starting(game(NO_ELIGIBLE).tokens(), "b1-a1^b2") == WHOLE
    assert after(game, NO_ELIGIBLE, "b1-a1^b2@a2") == \
        f"{board_field(a1='A', b1='1', e5='A', a5='B', e1='B', **{**NO_GROUND, 'b2': '3*'})} 2 A:europa[a2],B:gaea 5 -"


#   A (Europa) on b1, on level 3 (as an SFEN may show), and e5; B (Gaea) on b2 and e1; a1 on level 2, the Talus
#   on a2. b1-a1^b1 domes b1, the square it left: next to a1 no spot (a2 the Talus' own square, b1 just domed,
#   b2 Gaea's worker), while c1 and c2 are eligible next to b1.
NO_SPOT = f"{board_field(b1='3A', a1='2', e5='A', b2='B', e1='B')} 1 A:europa[a2],B:gaea 5 -"


def test_no_stop_without_a_talus_spot(game):
    """The dome is a whole turn (no Talus after it), her placement after it as after any turn, then her own
    turn (no rest)."""
    g = game(NO_SPOT)
    assert starting(g.tokens(), "b1-a1^b1") == ["b1-a1^b1"]
    g.play("b1-a1^b1")
    assert g.sfen() == f"{board_field(a1='2A', b1='3*', e5='A', b2='B', e1='B')} 2 A:europa[a2],B:gaea[2,b1] 5 resume:1"
    assert g.tokens() == ["+c1", "+c2", "pass"]
    g.play("+c1")
    assert g.sfen() == f"{board_field(a1='2A', b1='3*', e5='A', b2='B', c1='B', e1='B')} 2 A:europa[a2],B:gaea[1] 5 -"


def test_no_stop_without_a_talus_spot_a_dome_instead(game):
    """The same with a dome on a2 and the Talus on her card."""
    sfen = f"{board_field(b1='3A', a1='2', a2='0*', e5='A', b2='B', e1='B')} 1 A:europa,B:gaea 5 -"
    assert starting(game(sfen).tokens(), "b1-a1^b1") == ["b1-a1^b1"]
    assert after(game, sfen, "b1-a1^b1") == \
        f"{board_field(a1='2A', b1='3*', a2='0*', e5='A', b2='B', e1='B')} 2 A:europa,B:gaea[2,b1] 5 resume:1"


def test_a_block_keeps_the_whole_turn_and_the_talus_calls_nothing(game):
    """b2 on level 2: the build is no dome (a block onto level 3), the Talus comes in the turn (on b2 too),
    onto a2 next to ground (b1, a1's neighbours): no placement, Gaea's own turn."""
    sfen = f"{board_field(b1='A', e5='A', a5='B', e1='B', **{**HEIGHTS, 'b2': '2'})} 1 A:europa,B:gaea 5 -"
    assert starting(game(sfen).tokens(), "b1-a1^b2") == WHOLE + ["b1-a1^b2@b2"]  # (the Talus on a block too)
    assert after(game, sfen, "b1-a1^b2@a2") == \
        f"{board_field(a1='A', e5='A', a5='B', e1='B', **HEIGHTS)} 2 A:europa[a2],B:gaea 5 -"


def test_a_dome_of_gaeas_stops_nothing_of_europas(game):
    """After Gaea's own dome and her placement, Europa's turn is whole (her builds here domes on no level 3)."""
    sfen = f"{board_field(b1='A', e5='A', d4='B', e4='B', c3='3')} 2 A:europa,B:gaea 5 -"
    g = game(sfen)
    g.play("d4-d3^c3")
    g.play("+c4")
    assert g.sfen() == f"{board_field(b1='A', e5='A', c4='B', d3='B', e4='B', c3='3*')} 1 A:europa,B:gaea[1] 6 -"
    assert "b1-a1^a2@b1" in g.tokens()


def test_a_dionysus_extra_turn_moving_her_worker_stops_nothing(game):
    """3 players, Dionysus (seat 1) taking an extra turn with Europa's worker: a mortal's turn, whole
    (``b1-a1^b2``, no Talus, no rest state), Gaea's placement after it; the tower it completed gives him
    another extra turn."""
    sfen = f"{board_field(b1='B', e5='B', a5='C', e1='C', c5='A', e3='A', **HEIGHTS)} " \
           "1 A:dionysus[1],B:europa,C:gaea 5 -"
    g = game(sfen)
    assert starting(g.tokens(), "b1-a1^b2") == ["b1-a1^b2"]
    g.play("b1-a1^b2")
    board = board_field(a1='B', e5='B', a5='C', e1='C', c5='A', e3='A', **DOMED)
    assert g.sfen() == f"{board} 3 A:dionysus[1],B:europa,C:gaea[2,b2] 5 resume:1"
    assert g.tokens() == PLACEMENTS
    g.play("+b1")
    assert g.sfen() == f"{board_field(a1='B', b1='C', e5='B', a5='C', e1='C', c5='A', e3='A', **DOMED)} " \
                       "1 A:dionysus[1],B:europa,C:gaea[1] 5 -"


# ---------------------------------------------------------------------- seat order

GAEA_FIRST = f"{board_field(b1='B', e5='B', a5='A', e1='A', **HEIGHTS)} 2 A:gaea,B:europa 5 -"


def test_gaea_first_the_rest_then_seat_1_in_the_next_round(game):
    g = game(GAEA_FIRST)
    assert starting(g.tokens(), "b1-a1^b2") == ["b1-a1^b2"]
    g.play("b1-a1^b2")
    assert g.sfen() == f"{board_field(a1='B', e5='B', a5='A', e1='A', **DOMED)} " \
                       "1 A:gaea[2,b2],B:europa[rest:a1] 5 resume:2"
    g.play("+c1")
    assert g.sfen() == f"{board_field(a1='B', c1='A', e5='B', a5='A', e1='A', **DOMED)} " \
                       "2 A:gaea[1],B:europa[rest:a1] 5 resume:2"
    assert g.tokens() == ["a1@a2", "a1@b1", "pass"]
    g.play("a1@b1")
    assert g.sfen() == f"{board_field(a1='B', c1='A', e5='B', a5='A', e1='A', **DOMED)} 1 A:gaea[1],B:europa[b1] 6 -"


# ---------------------------------------------------------------------- 3 players

THIRD = dict(c5="C", e3="C")


def test_three_players_gaea_seat_1_europa_seat_2_then_seat_3(game):
    """Europa (seat 2) stops; Gaea (seat 1) places (resume:2); the rest; then seat 3, the same round."""
    sfen = f"{board_field(b1='B', e5='B', a5='A', e1='A', **THIRD, **HEIGHTS)} 2 A:gaea,B:europa,C:pan 5 -"
    g = game(sfen)
    assert starting(g.tokens(), "b1-a1^b2") == ["b1-a1^b2"]
    g.play("b1-a1^b2")
    assert g.sfen() == f"{board_field(a1='B', e5='B', a5='A', e1='A', **THIRD, **DOMED)} " \
                       "1 A:gaea[2,b2],B:europa[rest:a1],C:pan 5 resume:2"
    assert g.tokens() == PLACEMENTS
    g.play("+a2")
    assert g.tokens() == ["a1@b1", "pass"]
    g.play("a1@b1")
    assert g.sfen() == f"{board_field(a1='B', a2='A', e5='B', a5='A', e1='A', **THIRD, **DOMED)} " \
                       "3 A:gaea[1],B:europa[b1],C:pan 5 -"
    assert starting(g.tokens(), "c5-") and starting(g.tokens(), "e3-")


def test_three_players_europa_seat_1_gaea_seat_3_then_seat_2(game):
    """Europa (seat 1, the Talus on d4) stops; Gaea (seat 3) passes (resume:1); the rest moves the Talus; then
    seat 2 (Pan)."""
    sfen = f"{board_field(b1='A', e5='A', a5='C', e1='C', c5='B', e3='B', **HEIGHTS)} 1 A:europa[d4],B:pan,C:gaea 5 -"
    g = game(sfen)
    g.play("b1-a1^b2")
    board = board_field(a1='A', e5='A', a5='C', e1='C', c5='B', e3='B', **DOMED)
    assert g.sfen() == f"{board} 3 A:europa[d4,rest:a1],B:pan,C:gaea[2,b2] 5 resume:1"
    g.play("pass")
    assert g.sfen() == f"{board} 1 A:europa[d4,rest:a1],B:pan,C:gaea 5 resume:1"
    assert g.tokens() == ["a1@a2", "a1@b1", "pass"]
    g.play("a1@a2")
    assert g.sfen() == f"{board} 2 A:europa[a2],B:pan,C:gaea 5 -"
    assert starting(g.tokens(), "c5-") and starting(g.tokens(), "e3-")


def test_three_players_no_spot_no_stop(game):
    """NO_SPOT with a third seat (Europa 1, Gaea 2, Pan 3): the whole turn, her placement, then her turn."""
    sfen = f"{board_field(b1='3A', a1='2', e5='A', b2='B', e1='B', c5='C', e3='C')} 1 A:europa[a2],B:gaea,C:pan 5 -"
    g = game(sfen)
    assert starting(g.tokens(), "b1-a1^b1") == ["b1-a1^b1"]
    g.play("b1-a1^b1")
    assert g.sfen().endswith(" 2 A:europa[a2],B:gaea[2,b1],C:pan 5 resume:1")
    g.play("pass")
    assert g.sfen().endswith(" 2 A:europa[a2],B:gaea,C:pan 5 -")


# ---------------------------------------------------------------------- SFEN

THREE = board_field(a1='A', e5='A', a5='C', e1='C', c5='B', e3='B', **DOMED)

ROUND_TRIPS = [
    PAUSED,
    PLACED,
    FAR_PAUSED,
    BESIDE_PAUSED,
    f"{board_field(a1='A', e5='A', a5='B', e1='B', **DOMED)} 1 A:europa[rest:a1],B:gaea 5 resume:1",
    f"{board_field(a1='A', c1='B', e5='A', a5='B', e1='B', **DOMED)} 1 A:europa[d4,rest:a1],B:gaea[1] 5 resume:1",
    f"{board_field(a1='A', a2='B', e5='A', a5='B', e1='B', **DOMED)} 1 A:europa[e4,rest:a1],B:gaea[0] 5 resume:1",
    f"{board_field(a1='B', e5='B', a5='A', e1='A', **DOMED)} 1 A:gaea[2,b2],B:europa[rest:a1] 5 resume:2",
    f"{board_field(a1='B', c1='A', e5='B', a5='A', e1='A', **DOMED)} 2 A:gaea[1],B:europa[c4,rest:a1] 5 resume:2",
    f"{THREE} 3 A:europa[d4,rest:a1],B:pan,C:gaea[2,b2] 5 resume:1",
    f"{THREE} 1 A:europa[rest:a1],B:pan,C:gaea 5 resume:1",
]


@pytest.mark.parametrize("sfen", ROUND_TRIPS, ids=range(len(ROUND_TRIPS)))
def test_sfen_round_trips(game, sfen):
    assert game(sfen).sfen() == sfen


def test_a_round_tripped_rest_plays_the_same(game):
    assert game(after(game, FAR, "b1-a1^b2")).tokens() == PLACEMENTS
    assert game(after(game, FAR_PAUSED, "+a2")).tokens() == ["a1@b1", "pass"]
    assert game(after(game, BESIDE_PAUSED, "+b1")).tokens() == ["pass"]


REFUSED = rest_due_refusals("europa", PLACED, PAUSED, DOMED, "pan") + [
    FAR_PAUSED.replace("resume:1", "resume:2"),
    # the Talus on a worker (the one that moved, Gaea's placed one), on the dome
    PLACED.replace("europa[rest:a1]", "europa[a1,rest:a1]"),
    PLACED.replace("europa[rest:a1]", "europa[a2,rest:a1]"),
    PLACED.replace("europa[rest:a1]", "europa[e5,rest:a1]"),
    PLACED.replace("europa[rest:a1]", "europa[b2,rest:a1]"),
    # two Talus squares
    PLACED.replace("europa[rest:a1]", "europa[d4,a1]"),
]


@pytest.mark.parametrize("sfen", REFUSED, ids=range(len(REFUSED)))
def test_sfen_refused(game, sfen):
    with pytest.raises(SfenError):
        game(sfen)


# ---------------------------------------------------------------------- perft


@pytest.mark.parametrize("sfen,counts", [
    # four placements, then two rests after +a2 and +b1, three after +c1 and pass
    (PAUSED, (4, 10)),
    # the rest: a1@b1 or pass
    (PLACED, (2, None)),
    # three placements, then pass alone after +b1, two rests after +c1 and pass
    (BESIDE_PAUSED, (3, 5)),
    (FAR_PAUSED, (4, 10)),
], ids=["paused", "placed", "beside", "far"])
def test_perft_counts_each_part_as_a_ply(game, sfen, counts):
    assert counted(game, sfen, 1) == counts[0]
    if counts[1] is not None:
        assert counted(game, sfen, 2) == counts[1]


@pytest.mark.parametrize("sfen", [PAUSED, PLACED, BESIDE_PAUSED, FAR_PAUSED], ids=["paused", "placed", "beside", "far"])
def test_perft_depth_3_through_the_scenario_interface(game, sfen):
    """Placement, rest, Gaea's turn: counted through the scenario interface, the same on both sides."""
    assert counted(game, sfen, 3) == RefPosition(sfen).perft(3)


ROOTS = {
    "europa": EUROPA, "far": FAR, "beside": BESIDE, "no-eligible": NO_ELIGIBLE, "no-spot": NO_SPOT,
    "gaea-first": GAEA_FIRST,
    "3p-gaea-1": f"{board_field(b1='B', e5='B', a5='A', e1='A', **THIRD, **HEIGHTS)} 2 A:gaea,B:europa,C:pan 5 -",
    "3p-europa-1": f"{board_field(b1='A', e5='A', a5='C', e1='C', c5='B', e3='B', **HEIGHTS)} "
                   "1 A:europa[d4],B:pan,C:gaea 5 -",
}


@pytest.mark.parametrize("sfen", list(ROOTS.values()), ids=list(ROOTS))
def test_perft_from_the_root_agrees(sfen):
    """Europa's turns (the paused parts among them), then Gaea's placements or turns: the core's tokens and
    counts at depths 1-2 are the oracle's."""
    position, board = RefPosition(sfen), Board(sfen)
    assert sorted(move.token for move in board.legal_moves) == position.legal_turns()
    assert [board.perft(depth) for depth in (1, 2)] == [position.perft(depth) for depth in (1, 2)]


@pytest.mark.slow
@pytest.mark.parametrize("sfen", list(ROOTS.values()), ids=list(ROOTS))
def test_perft_from_the_root_agrees_depth_3(sfen):
    """The same at depth 3 (the rests too; ``pytest -m slow``)."""
    assert Board(sfen).perft(3) == RefPosition(sfen).perft(3)


# ---------------------------------------------------------------------- random games in lockstep (-k lockstep)

LOCKSTEP_GAMES = 16

#: A turn of Europa's that moves and builds, with or without the Talus.
TURN = re.compile(r"([a-e][1-5])-([a-e][1-5])\^([a-e][1-5])(?:@([a-e][1-5]))?")


def _neighbours(sq: int) -> list[int]:
    file, rank = sq % 5, sq // 5
    return [r * 5 + f for r in range(rank - 1, rank + 2) for f in range(file - 1, file + 2)
            if 0 <= r < 5 and 0 <= f < 5 and (r, f) != (rank, file)]


def _taluses(ref: RefPosition) -> set[int]:
    return {sq for sq in ref.talus if sq is not None}


def check_europa_turn(ref: RefPosition, tokens: list[str]) -> int:
    """Europa's turns against the ruling, judged on the oracle's board: a move and a build that domes (a block
    onto level 3), ground next to it right after the build for a Gaea in play with a worker on her card and a
    Talus spot next to the worker that moved, is the paused part alone; any other move and build comes whole,
    then with the Talus on each spot (no worker, no dome, not its own square). Returns the stops seen."""
    card = any(ref.gods[s] == "gaea" and not ref.eliminated[s] and ref.card[s] for s in range(len(ref.gods)))
    talus = _taluses(ref)
    obstacles = talus | ({ref.boulder} if ref.boulder is not None else set())
    turns: dict[str, set[str | None]] = {}
    for token in tokens:
        match = TURN.fullmatch(token)
        if match:
            turns.setdefault(token.split("@")[0], set()).add(match.group(4))
    stops = 0
    for prefix, endings in turns.items():
        src, dst, built = (square_index(sq) for sq in TURN.fullmatch(prefix).groups()[:3])
        workers = {sq for sq in ref.workers if sq != src} | {dst}
        domed = ref.heights[built] == 3 and not ref.domes[built]
        ground = [sq for sq in _neighbours(built) if ref.heights[sq] == 0 and not ref.domes[sq]
                  and sq not in workers and sq not in obstacles]
        spots = {SQUARE_NAMES[sq] for sq in _neighbours(dst) if sq not in workers and not (domed and sq == built)
                 and not ref.domes[sq] and sq not in obstacles}
        if domed and card and ground and spots:
            assert endings == {None}, (ref.sfen(), prefix, endings)
            stops += 1
        else:
            assert endings == {None} | spots, (ref.sfen(), prefix, endings, spots)
    return stops


def lockstep(gods: list[str], rng: random.Random) -> tuple[int, int, int]:
    """A random game in lockstep on the core and the oracle (conftest.play_in_lockstep) preferring Europa's
    domes on level 3 and Gaea keeping her card for them (her placements half the time). Checks each of
    Europa's turns (``check_europa_turn``) and each of her rests (``pass`` and the Talus on each spot next to
    the worker that moved, on the board as Gaea left it); returns the stops, the Talus rests and the passes."""
    seen = [0, 0, 0]

    def choose(ref: RefPosition, tokens: list[str]) -> str:
        seat = ref.seat
        europa = ref.gods[seat] == "europa"
        if ref.resume is not None:
            if europa and ref.rest[seat] is not None:
                mover = ref.rest[seat]
                obstacles = _taluses(ref) | ({ref.boulder} if ref.boulder is not None else set())
                expected = [f"{SQUARE_NAMES[mover]}@{SQUARE_NAMES[sq]}" for sq in _neighbours(mover)
                            if sq not in ref.workers and not ref.domes[sq] and sq not in obstacles]
                assert tokens == sorted(expected + ["pass"]), ref.sfen()
                token = rng.choice(tokens)
                seen[2 if token == "pass" else 1] += 1
                return token
            placing = [t for t in tokens if t.startswith("+")]
            if placing and rng.random() < 0.5:
                return rng.choice(placing)
            return "pass" if "pass" in tokens else rng.choice(tokens)
        if europa:  # (her setup placements match no turn)
            seen[0] += check_europa_turn(ref, tokens)
        builds = [t for t in tokens if "^" in t]
        if not builds or rng.random() < 0.05:
            return rng.choice(tokens)
        tops = [t for t in builds if ref.heights[square_index(t.split("^")[1][:2])] == 3]
        if tops and rng.random() < (0.85 if europa else 0.2):
            return rng.choice(tops)
        for level in (2, 1):  # raise towers, so that domes come
            high = [t for t in builds if ref.heights[square_index(t.split("^")[1][:2])] >= level]
            if high and rng.random() < 0.5:
                return rng.choice(high)
        return rng.choice(builds)

    play_in_lockstep(start_sfen(len(gods), gods), rng, 60, choose)
    return seen[0], seen[1], seen[2]


@pytest.mark.parametrize("gods", [["europa", "gaea"], ["gaea", "europa"]], ids=["europa-first", "gaea-first"])
def test_lockstep_random_two_player_games(gods):
    stops = puts = passes = 0
    for seed in range(LOCKSTEP_GAMES):
        played = lockstep(gods, random.Random(zlib.crc32(f"europa {gods} {seed}".encode())))
        stops, puts, passes = stops + played[0], puts + played[1], passes + played[2]
    assert stops >= 3 and puts >= 2 and passes >= 1


THIRDS = ["pan", "apollo", "minotaur", "demeter", "artemis", "hephaestus"]


@pytest.mark.parametrize("order", range(3), ids=["europa-seat-1", "europa-seat-2", "europa-seat-3"])
def test_lockstep_random_three_player_games(order):
    stops = puts = passes = 0
    for seed in range(LOCKSTEP_GAMES // 2):
        rng = random.Random(zlib.crc32(f"europa 3 {order} {seed}".encode()))
        third = rng.choice(THIRDS)
        gods = ["gaea", third] if rng.random() < 0.5 else [third, "gaea"]
        gods.insert(order, "europa")
        if lineup_problem(gods, 3) is not None:
            continue
        played = lockstep(gods, rng)
        stops, puts, passes = stops + played[0], puts + played[1], passes + played[2]
    assert stops >= 2 and puts + passes >= 2
