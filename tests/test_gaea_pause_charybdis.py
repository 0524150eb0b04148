"""Gaea before Charybdis' whirlpool (gods.md §3.3 32, 35; santorini/reference/gaea.py, "Charybdis' whirlpool"):
at the end of her turn, after her build, Charybdis may put one whirlpool from her card on a square with no
worker, no dome and no whirlpool (nor other token), at any height - a whirlpool built on goes back to her card
at once -, and Gaea places right after a dome. The rulings checked here:

1. the pause: Charybdis facing Gaea, in a turn of hers (she has no extra turns; a Dionysus extra turn is a
   mortal's), her build that domes (a block onto level 3), after which some Gaea in play with a worker on
   her card has an eligible square next to it (on the board right after the build) AND a whirlpool could be
   put right after the build (one on her card, counting the one that build sends back, and a spot: no
   worker, no dome - the new one counts -, no whirlpool left on the board, no other token), ends a turn of
   its own there: the paused part ``b1-a1^b2``, one ply, her state ``charybdis[rest:a1]`` (both on her card)
   or ``charybdis[d4,rest:a1]`` (one on d4) with ``resume:K``. No token goes on through that build (neither
   ``b1-a1^b2`` as a whole turn nor ``b1-a1^b2@e3``);
2. her placement next, as ever, on a ground-level whirlpool too (a placement is no move: nothing carries
   her placed worker);
3. then Charybdis' seat plays the rest from the worker that moved (where it ended, after any transport), on
   the board as Gaea left it: ``pass`` or ``a1@e3``, a whirlpool from her card on any square with no worker
   (Gaea's placed one included), no dome, no whirlpool, any height; never a lost turn, the rest moves nobody
   and wins nothing; after it her state names the whirlpools alone (``charybdis[e3]``);
4. no stop: her card empty, no eligible square right after the dome, both whirlpools on the board and none
   built on, no spot for one right after the build, a build that is no dome - the whole turn as ever
   (``b1-a1^b2``, ``b1-a1^b2@e3``) and her placement after it where she may;
5. a build on a whirlpool's square sends it back to her card at once: with both on the board, her dome on one
   of them stops (one on her card again), its square no spot (a dome);
6. Gaea's workers, placed ones too, move onto whirlpools and are carried as any worker; a worker standing on a
   whirlpool (her placed one) blocks the transport into it;
7. seat order and 3 players (Charybdis, Gaea and a third god: Artemis, Demeter): her placement, then the rest
   right after it, then play passes on from Charybdis' seat;
8. her original text (``revised-text`` selected): the same pause and rest (the transport differs, not the
   pause);
9. SFEN: ``charybdis[rest:a1]``, ``charybdis[d4,rest:a1]`` with ``resume:K`` while the rest is due (round
   trips), refused where no rest can be due (both whirlpools on the board: none on her card; no worker of
   hers on the square; no ``resume:`` naming her seat; no Gaea in play; the game won; Gaea's placement still
   due first), and malformed ones;
10. perft (each part one ply), random games on the oracle alone with each of her turns and rests checked
   against the ruling, and random games in lockstep, oracle and core.

The scenarios run on the reference oracle and on the native core (the ``game`` fixture); the tests that call
the core directly have ``core`` in their names, so ``-k "not core"`` runs the oracle alone (``-k lockstep``:
the games in lockstep).
"""

from __future__ import annotations

import random
import re
import zlib

import pytest

from conftest import after, board_field, counted, play_in_lockstep, rest_due_refusals, starting, tokens_after, toward_domes
from santorini import Board
from santorini.errors import SfenError
from santorini.notation import SQUARE_NAMES, square_index, start_sfen
from santorini.reference import RefPosition
from santorini.reference.gaea import END_OF_TURN, END_OF_TURN_CHOICE, GAEA_BANNED, OTHER_WORKER, PAUSING, \
    REST_PHASES, TOKEN_REST
from santorini.rules.gods import lineup_problem

#: The ruling key whose alternative is Charybdis' original text.
ORIGINAL = frozenset({"revised-text"})
REVISED = frozenset()
TEXTS = [pytest.param(REVISED, id="revised"), pytest.param(ORIGINAL, id="original")]


def rests(mover: str, *taken: str) -> list[str]:
    """The rest's tokens from the ruling: ``pass`` and a whirlpool from ``mover`` onto every square but those
    ``taken`` (a worker, a dome or a whirlpool stands there), any height."""
    return sorted(f"{mover}@{sq}" for sq in SQUARE_NAMES if sq not in taken) + ["pass"]


# ---------------------------------------------------------------------- lineups


def test_charybdis_faces_gaea():
    """The ban is lifted in the oracle: Charybdis' rest starts from the worker that moved, in phase ``built``
    (``pass`` allowed), as Europa's; the oracle loads the pair in either seat, and with a third seat."""
    assert REST_PHASES["charybdis"] == "built" and "charybdis" in PAUSING
    assert "charybdis" not in GAEA_BANNED | END_OF_TURN | END_OF_TURN_CHOICE | set(OTHER_WORKER) | set(TOKEN_REST)
    for gods in (["charybdis", "gaea"], ["gaea", "charybdis"], ["charybdis", "gaea", "artemis"],
                 ["gaea", "demeter", "charybdis"]):
        assert RefPosition(start_sfen(len(gods), gods)).legal_turns()


def test_core_and_catalog_load_charybdis_against_gaea():
    """The catalog and the core load the pair too (the engine's ban lifted), with the oracle's tokens."""
    for gods in (["charybdis", "gaea"], ["gaea", "charybdis"], ["charybdis", "gaea", "artemis"],
                 ["gaea", "demeter", "charybdis"]):
        assert lineup_problem(gods, len(gods)) is None
        sfen = start_sfen(len(gods), gods)
        assert RefPosition(sfen).legal_turns() == sorted(move.token for move in Board(sfen).legal_moves)


# ---------------------------------------------------------------------- the pause

#   A (Charybdis) on b1 (level 0) and e5; B (Gaea) on a5 and e1, her card full; both whirlpools on Charybdis'
#   card. b2 on level 3; a3, b3, c3 and c2 on level 1. b1-a1^b2 domes b2: right after it Gaea's eligible
#   squares are a2, b1 (left by the worker) and c1 (a1 Charybdis', the others on level 1); the whirlpool's
#   spots are every square but the four workers' and the new dome (any height: b3 on level 1 is one).
HEIGHTS = dict(b2="3", a3="1", b3="1", c3="1", c2="1")
DOMED = {**HEIGHTS, "b2": "3*"}
CHARYBDIS = f"{board_field(b1='A', e5='A', a5='B', e1='B', **HEIGHTS)} 1 A:charybdis,B:gaea 5 -"
PAUSED = f"{board_field(a1='A', e5='A', a5='B', e1='B', **DOMED)} 2 A:charybdis[rest:a1],B:gaea[2,b2] 5 resume:1"
PLACEMENTS = ["+a2", "+b1", "+c1", "pass"]
#: The squares no whirlpool may go to after the stop: the workers' and the dome's.
TAKEN = ("a1", "e5", "a5", "e1", "b2")
#: Her worker on a2.
PLACED = f"{board_field(a1='A', a2='B', e5='A', a5='B', e1='B', **DOMED)} 1 A:charybdis[rest:a1],B:gaea[1] 5 resume:1"


def test_the_dome_stops_her_turn_before_the_whirlpool(game):
    """b1-a1 and the dome on b2, ground next to it and a whirlpool on her card with room for it: the turn
    stops there, one ply, ``charybdis[rest:a1]`` (both whirlpools on her card, the worker that moved), her
    placement next."""
    g = game(CHARYBDIS)
    assert starting(g.tokens(), "b1-a1^b2") == ["b1-a1^b2"]
    g.play("b1-a1^b2")
    assert g.sfen() == PAUSED
    assert g.tokens() == PLACEMENTS


@pytest.mark.parametrize("token", ["b1-a1^b2@e3", "b1-a1^b2@b1", "b1-a1^b2@a2", "b1-a2^b2@a1", "b1-c1^b2@b1",
                                   "b1-c2^b2@e4"])
def test_no_token_goes_on_through_the_dome(game, token):
    """Neither a whirlpool after the stopping dome nor the dome as a whole turn: ``b1-a1^b2`` is the paused
    part (its whole-turn reading is refuted by the placement after it, above)."""
    with pytest.raises(ValueError):
        game(CHARYBDIS).play(token)


def test_every_dome_on_b2_stops_and_a_block_keeps_its_whirlpool(game):
    """From a1, a2, c1 and c2 alike (each with ground next to b2 right after the build and a spot); a block
    (a2 onto level 1) keeps its whole turns, the whirlpool anywhere with room in them."""
    tokens = game(CHARYBDIS).tokens()
    assert [t for t in tokens if t.endswith("^b2") or "^b2@" in t] == ["b1-a1^b2", "b1-a2^b2", "b1-c1^b2",
                                                                       "b1-c2^b2"]
    assert starting(tokens, "b1-a1^a2") == ["b1-a1^a2"] + [t.replace("a1@", "b1-a1^a2@")
                                                          for t in rests("a1", *TAKEN[:4])[:-1]]


@pytest.mark.parametrize("placement", PLACEMENTS)
def test_the_rest_after_her_placement(game, placement):
    """The rest's spots are judged on the board as Gaea left it: her placed worker takes one."""
    placed = placement[1:] if placement != "pass" else None
    assert tokens_after(game, PAUSED, placement) == rests("a1", *TAKEN, *filter(None, [placed]))


def test_the_whirlpool_put_in_the_rest(game):
    """``a1@e3``: a whirlpool from her card onto e3, far from the worker (anywhere); then Gaea's turn."""
    g = game(PAUSED)
    g.play("+a2")
    assert g.sfen() == PLACED
    g.play("a1@e3")
    assert g.sfen() == f"{board_field(a1='A', a2='B', e5='A', a5='B', e1='B', **DOMED)} 2 A:charybdis[e3],B:gaea[1] 5 -"
    assert starting(g.tokens(), "a2-") and starting(g.tokens(), "a5-")


def test_the_whirlpool_put_on_a_block_in_the_rest(game):
    """Any height: b3 (level 1) takes one; the rest moves nobody and wins nothing."""
    assert after(game, PLACED, "a1@b3") == \
        f"{board_field(a1='A', a2='B', e5='A', a5='B', e1='B', **DOMED)} 2 A:charybdis[b3],B:gaea[1] 5 -"


def test_the_rest_passed_leaves_both_on_her_card(game):
    assert after(game, PLACED, "pass") == \
        f"{board_field(a1='A', a2='B', e5='A', a5='B', e1='B', **DOMED)} 2 A:charybdis,B:gaea[1] 5 -"


def test_her_pass_then_the_rest(game):
    """Gaea declines: her card stays full, the rest is due all the same (every spot still open)."""
    g = game(PAUSED)
    g.play("pass")
    assert g.sfen() == f"{board_field(a1='A', e5='A', a5='B', e1='B', **DOMED)} 1 A:charybdis[rest:a1],B:gaea 5 resume:1"
    assert g.tokens() == rests("a1", *TAKEN)


@pytest.mark.parametrize("token", ["a1@a2", "a1@b2", "a1@a1", "a1@e5", "a1@a5", "e5@e3", "@e3", "a1-b1", "a1^b1",
                                   "+b1", "a1@e3@e4", "b1-a1^b2@e3", "a1-b1^a2@e3"])
def test_the_rest_is_a_whirlpool_from_the_worker_that_moved(game, token):
    """The rest: ``pass`` or a whirlpool onto a spot, written from the worker that moved; not onto Gaea's
    placed worker (a2), the dome, a worker; no move, no build, not from the other worker, one whirlpool."""
    with pytest.raises(ValueError):
        game(PLACED).play(token)


# ---------------------------------------------------------------------- a whirlpool on the board

#   CHARYBDIS with a whirlpool on d4, far away: the rest puts the other one.
FAR = CHARYBDIS.replace("A:charybdis", "A:charybdis[d4]")
FAR_PAUSED = PAUSED.replace("charybdis[rest:a1]", "charybdis[d4,rest:a1]")


def test_the_state_names_the_whirlpool_on_the_board(game):
    g = game(FAR)
    assert starting(g.tokens(), "b1-a1^b2") == ["b1-a1^b2"]
    g.play("b1-a1^b2")
    assert g.sfen() == FAR_PAUSED
    assert g.tokens() == PLACEMENTS


def test_the_second_whirlpool_put_in_the_rest(game):
    """``a1@c4`` puts the other one (d4 taken: no spot), ``pass`` leaves d4's alone."""
    g = game(FAR_PAUSED)
    g.play("+c1")
    assert g.sfen() == f"{board_field(a1='A', c1='B', e5='A', a5='B', e1='B', **DOMED)} " \
                       "1 A:charybdis[d4,rest:a1],B:gaea[1] 5 resume:1"
    assert g.tokens() == rests("a1", *TAKEN, "c1", "d4")
    g.play("a1@c4")
    assert g.sfen() == f"{board_field(a1='A', c1='B', e5='A', a5='B', e1='B', **DOMED)} " \
                       "2 A:charybdis[c4,d4],B:gaea[1] 5 -"
    assert after(game, FAR_PAUSED, "+c1", "pass") == \
        f"{board_field(a1='A', c1='B', e5='A', a5='B', e1='B', **DOMED)} 2 A:charybdis[d4],B:gaea[1] 5 -"


# ---------------------------------------------------------------------- her placement on a whirlpool

#   CHARYBDIS with a whirlpool on a2 (level 0, next to b2): a2 stays one of Gaea's squares (a whirlpool is no
#   worker, no block, no dome) and her worker placed there is not carried (a placement is no move, and the
#   other whirlpool is on Charybdis' card anyway).
BESIDE = CHARYBDIS.replace("A:charybdis", "A:charybdis[a2]")
BESIDE_PAUSED = PAUSED.replace("charybdis[rest:a1]", "charybdis[a2,rest:a1]")
ON_POOL = f"{board_field(a1='A', a2='B', e5='A', a5='B', e1='B', **DOMED)} 1 A:charybdis[a2,rest:a1],B:gaea[1] 5 resume:1"


def test_she_places_on_a_ground_level_whirlpool(game):
    g = game(BESIDE)
    assert starting(g.tokens(), "b1-a1^b2") == ["b1-a1^b2"]
    g.play("b1-a1^b2")
    assert g.sfen() == BESIDE_PAUSED
    assert g.tokens() == PLACEMENTS
    g.play("+a2")
    assert g.sfen() == ON_POOL
    assert g.tokens() == rests("a1", *TAKEN, "a2")


def test_her_worker_on_a_whirlpool_blocks_the_transport_into_it(game):
    """After ``a1@b1`` both whirlpools stand on the board (a2 under Gaea's placed worker, b1). Her placed
    worker moving onto b1 is carried home to a2 (the square it left, the exit), as any worker; Charybdis'
    worker moving onto b1 is not carried: Gaea's worker stands on the exit."""
    g = game(ON_POOL)
    g.play("a1@b1")
    assert g.sfen() == f"{board_field(a1='A', a2='B', e5='A', a5='B', e1='B', **DOMED)} 2 A:charybdis[a2,b1],B:gaea[1] 5 -"
    assert starting(g.tokens(), "a2-b1") == ["a2-b1^a3", "a2-b1^b1", "a2-b1^b3"]  # built from a2, home again
    assert after(game, g.sfen(), "a2-b1^a3") == \
        f"{board_field(a1='A', a2='B', e5='A', a5='B', e1='B', **{**DOMED, 'a3': '2'})} 1 A:charybdis[a2,b1],B:gaea[1] 6 -"
    g.play("a5-a4^a5")
    assert starting(g.tokens(), "a1-b1") == ["a1-b1^a1", "a1-b1^c1", "a1-b1^c2"]  # built from b1: no transport
    g.play("a1-b1^c1")
    assert g.sfen() == f"{board_field(b1='A', a2='B', e5='A', a4='B', a5='1', e1='B', c1='1', **DOMED)} " \
                       "2 A:charybdis[a2,b1],B:gaea[1] 6 -"


# ---------------------------------------------------------------------- a whirlpool built on goes back

#   CHARYBDIS with both whirlpools on the board, one on b2 (level 3) and one on d4: the dome on b2 sends b2's
#   back to her card at once, so the turn stops (d4's stays: the state names it); b2 is no spot (a dome).
BOTH = CHARYBDIS.replace("A:charybdis", "A:charybdis[b2,d4]")


def test_her_dome_on_a_whirlpool_frees_one_and_stops(game):
    g = game(BOTH)
    tokens = g.tokens()
    assert starting(tokens, "b1-a1^b2") == ["b1-a1^b2"]
    assert starting(tokens, "b1-a1^a2") == ["b1-a1^a2"]  # none on her card: no whirlpool after a block elsewhere
    g.play("b1-a1^b2")
    assert g.sfen() == FAR_PAUSED
    g.play("+b1")
    assert g.tokens() == rests("a1", *TAKEN, "b1", "d4")


# ---------------------------------------------------------------------- the transport before the dome

#   A (Charybdis) on b1 (level 3, as an SFEN may show) and e5, her whirlpools on c2 (level 3) and d2; B (Gaea)
#   on a5 and e4. b1-c2 is carried to d2 (revised text: a force; original text: a move of her card, from level
#   3 down: no win either), and d2's build domes c2, sending its whirlpool back: the turn stops, written from
#   d2 where the worker ended (on the whirlpool left on the board), ``charybdis[d2,rest:d2]``.
TRANSPORT = f"{board_field(b1='3A', e5='A', a5='B', e4='B', c2='3')} 1 A:charybdis[c2,d2],B:gaea 5 -"
TRANSPORT_PAUSED = f"{board_field(d2='A', b1='3', e5='A', a5='B', e4='B', c2='3*')} " \
                   "2 A:charybdis[d2,rest:d2],B:gaea[2,c2] 5 resume:1"


@pytest.mark.parametrize("rulings", TEXTS)
def test_the_rest_starts_where_the_transport_left_her_worker(game, rulings):
    g = game(TRANSPORT, rulings)
    tokens = g.tokens()
    assert starting(tokens, "b1-c2^c2") == ["b1-c2^c2"]
    assert starting(tokens, "b1-c2^e1") == ["b1-c2^e1"]  # both on the board, none built on: no whirlpool
    g.play("b1-c2^c2")
    assert g.sfen() == TRANSPORT_PAUSED
    assert g.tokens() == ["+b2", "+b3", "+c1", "+c3", "+d1", "+d3", "pass"]
    g.play("+d1")
    assert g.tokens() == rests("d2", "d2", "e5", "a5", "e4", "c2", "d1")
    g.play("d2@e1")
    assert g.sfen() == f"{board_field(d2='A', d1='B', b1='3', e5='A', a5='B', e4='B', c2='3*')} " \
                       "2 A:charybdis[d2,e1],B:gaea[1] 5 -"


# ---------------------------------------------------------------------- her original text

@pytest.mark.parametrize("rulings", TEXTS)
def test_both_texts_pause_the_same(game, rulings):
    g = game(CHARYBDIS, rulings)
    assert starting(g.tokens(), "b1-a1^b2") == ["b1-a1^b2"]
    g.play("b1-a1^b2")
    assert g.sfen() == PAUSED
    g.play("+b1")
    assert g.tokens() == rests("a1", *TAKEN, "b1")
    g.play("a1@c1")
    assert g.sfen() == f"{board_field(a1='A', b1='B', e5='A', a5='B', e1='B', **DOMED)} 2 A:charybdis[c1],B:gaea[1] 5 -"


# ---------------------------------------------------------------------- no stop

#: The whole turns of b1-a1^b2 with both whirlpools on her card: the dome, then the dome and a whirlpool.
WHOLE = ["b1-a1^b2"] + [t.replace("a1@", "b1-a1^b2@") for t in rests("a1", *TAKEN)[:-1]]


def test_no_stop_with_her_card_empty(game):
    sfen = CHARYBDIS.replace("B:gaea", "B:gaea[0]")
    assert starting(game(sfen).tokens(), "b1-a1^b2") == WHOLE
    assert after(game, sfen, "b1-a1^b2@b1") == \
        f"{board_field(a1='A', e5='A', a5='B', e1='B', **DOMED)} 2 A:charybdis[b1],B:gaea[0] 5 -"


#   CHARYBDIS with b1 (her worker on it), a2 and c1 on level 1: no ground next to b2 right after the dome.
NO_GROUND = {**HEIGHTS, "a2": "1", "c1": "1"}
NO_ELIGIBLE = f"{board_field(b1='1A', e5='A', a5='B', e1='B', **NO_GROUND)} 1 A:charybdis,B:gaea 5 -"


def test_no_stop_without_an_eligible_square(game):
    """The whole turns, a whirlpool in them, and no placement after them."""
    assert starting(game(NO_ELIGIBLE).tokens(), "b1-a1^b2") == WHOLE
    assert after(game, NO_ELIGIBLE, "b1-a1^b2@a2") == \
        f"{board_field(a1='A', b1='1', e5='A', a5='B', e1='B', **{**NO_GROUND, 'b2': '3*'})} " \
        "2 A:charybdis[a2],B:gaea 5 -"


#   CHARYBDIS with both whirlpools on the board, on c4 and d4, neither built on: none on her card.
BOTH_PLACED = CHARYBDIS.replace("A:charybdis", "A:charybdis[c4,d4]")


def test_no_stop_with_both_whirlpools_on_the_board(game):
    """The dome is a whole turn with no whirlpool after it; her placement after it as after any turn, then her
    own turn (no rest)."""
    g = game(BOTH_PLACED)
    assert starting(g.tokens(), "b1-a1^b2") == ["b1-a1^b2"]
    g.play("b1-a1^b2")
    assert g.sfen() == f"{board_field(a1='A', e5='A', a5='B', e1='B', **DOMED)} " \
                       "2 A:charybdis[c4,d4],B:gaea[2,b2] 5 resume:1"
    assert g.tokens() == PLACEMENTS
    g.play("+c1")
    assert g.sfen() == f"{board_field(a1='A', c1='B', e5='A', a5='B', e1='B', **DOMED)} 2 A:charybdis[c4,d4],B:gaea[1] 5 -"
    assert starting(g.tokens(), "c1-") and starting(g.tokens(), "a5-")


#   Every square domed but a1 (level 0), b1 (Charybdis' worker on her whirlpool, level 0), b2 (level 3) and the
#   other workers' (e5 hers, a5 and e1 Gaea's). b1-a1^b2 domes b2: b1, ground next to it, is Gaea's (a
#   whirlpool stands there), but no spot is left for the whirlpool on Charybdis' card (b1 holds one, every
#   other square a worker or a dome): no stop.
FULL = {f"{file}{rank}": "0*" for file in "abcde" for rank in "12345"}
NO_SPOT = f"{board_field(**{**FULL, 'b1': 'A', 'a1': '0', 'b2': '3', 'e5': 'A', 'a5': 'B', 'e1': 'B'})} " \
          "1 A:charybdis[b1],B:gaea 5 -"


def test_no_stop_without_a_spot(game):
    """The whole turn ``b1-a1^b2`` (no whirlpool after it), then her placement on b1, on the whirlpool."""
    g = game(NO_SPOT)
    assert g.tokens() == ["b1-a1^b1", "b1-a1^b1@b1", "b1-a1^b1@b2", "b1-a1^b2"]
    g.play("b1-a1^b2")
    assert g.sfen() == f"{board_field(**{**FULL, 'a1': 'A', 'b1': '0', 'b2': '3*', 'e5': 'A', 'a5': 'B', 'e1': 'B'})} " \
                       "2 A:charybdis[b1],B:gaea[2,b2] 5 resume:1"
    assert g.tokens() == ["+b1", "pass"]


def test_a_block_on_her_whirlpool_is_a_whole_turn(game):
    """b1-a1^b1 builds on her whirlpool's square (no dome): it goes back to her card and may come back at
    once, on b1 itself (now level 1) or on b2; nothing stops and nobody places (Gaea, boxed in, then has no
    turn: Charybdis wins)."""
    assert after(game, NO_SPOT, "b1-a1^b1@b1") == \
        f"{board_field(**{**FULL, 'a1': 'A', 'b1': '1', 'b2': '3', 'e5': 'A', 'a5': 'B', 'e1': 'B'})} " \
        "2 A:charybdis[b1]#,B:gaea 5 -"


def test_a_dome_of_gaeas_stops_nothing_of_charybdis(game):
    """After Gaea's own dome and her placement, Charybdis' turn is whole (her builds here dome on no level 3),
    her whirlpool in it."""
    sfen = f"{board_field(b1='A', e5='A', d4='B', e4='B', c3='3')} 2 A:charybdis,B:gaea 5 -"
    g = game(sfen)
    g.play("d4-d3^c3")
    g.play("+c4")
    assert g.sfen() == f"{board_field(b1='A', e5='A', c4='B', d3='B', e4='B', c3='3*')} 1 A:charybdis,B:gaea[1] 6 -"
    assert "b1-a1^a2@b1" in g.tokens()


def test_a_dionysus_extra_turn_moving_her_worker_stops_nothing(game):
    """3 players, Dionysus (seat 1) taking an extra turn with Charybdis' worker: a mortal's turn, whole
    (``b1-a1^b2``, no whirlpool, no rest state), Gaea's placement after it."""
    sfen = f"{board_field(b1='B', e5='B', a5='C', e1='C', c5='A', e3='A', **HEIGHTS)} " \
           "1 A:dionysus[1],B:charybdis,C:gaea 5 -"
    g = game(sfen)
    assert starting(g.tokens(), "b1-a1^b2") == ["b1-a1^b2"]
    g.play("b1-a1^b2")
    board = board_field(a1='B', e5='B', a5='C', e1='C', c5='A', e3='A', **DOMED)
    assert g.sfen() == f"{board} 3 A:dionysus[1],B:charybdis,C:gaea[2,b2] 5 resume:1"
    assert g.tokens() == PLACEMENTS


# ---------------------------------------------------------------------- seat order

GAEA_FIRST = f"{board_field(b1='B', e5='B', a5='A', e1='A', **HEIGHTS)} 2 A:gaea,B:charybdis 5 -"


def test_gaea_first_the_rest_then_seat_1_in_the_next_round(game):
    g = game(GAEA_FIRST)
    assert starting(g.tokens(), "b1-a1^b2") == ["b1-a1^b2"]
    g.play("b1-a1^b2")
    assert g.sfen() == f"{board_field(a1='B', e5='B', a5='A', e1='A', **DOMED)} " \
                       "1 A:gaea[2,b2],B:charybdis[rest:a1] 5 resume:2"
    g.play("+c1")
    assert g.sfen() == f"{board_field(a1='B', c1='A', e5='B', a5='A', e1='A', **DOMED)} " \
                       "2 A:gaea[1],B:charybdis[rest:a1] 5 resume:2"
    assert g.tokens() == rests("a1", *TAKEN, "c1")
    g.play("a1@b1")
    assert g.sfen() == f"{board_field(a1='B', c1='A', e5='B', a5='A', e1='A', **DOMED)} 1 A:gaea[1],B:charybdis[b1] 6 -"


# ---------------------------------------------------------------------- 3 players

THIRD = dict(c5="C", e3="C")


def test_three_players_gaea_seat_1_charybdis_seat_2_then_seat_3(game):
    """Charybdis (seat 2) stops; Gaea (seat 1) places (resume:2); the rest; then seat 3 (Artemis), the same
    round."""
    sfen = f"{board_field(b1='B', e5='B', a5='A', e1='A', **THIRD, **HEIGHTS)} 2 A:gaea,B:charybdis,C:artemis 5 -"
    g = game(sfen)
    assert starting(g.tokens(), "b1-a1^b2") == ["b1-a1^b2"]
    g.play("b1-a1^b2")
    assert g.sfen() == f"{board_field(a1='B', e5='B', a5='A', e1='A', **THIRD, **DOMED)} " \
                       "1 A:gaea[2,b2],B:charybdis[rest:a1],C:artemis 5 resume:2"
    assert g.tokens() == PLACEMENTS
    g.play("+a2")
    assert g.tokens() == rests("a1", *TAKEN, "a2", "c5", "e3")
    g.play("a1@b1")
    assert g.sfen() == f"{board_field(a1='B', a2='A', e5='B', a5='A', e1='A', **THIRD, **DOMED)} " \
                       "3 A:gaea[1],B:charybdis[b1],C:artemis 5 -"
    assert starting(g.tokens(), "c5-") and starting(g.tokens(), "e3-")


THREE = board_field(a1='A', e5='A', a5='C', e1='C', c5='B', e3='B', **DOMED)


def test_three_players_charybdis_seat_1_gaea_seat_3_then_seat_2(game):
    """Charybdis (seat 1, a whirlpool on d4) stops; Gaea (seat 3) passes (resume:1); the rest puts the other
    whirlpool; then seat 2 (Demeter)."""
    sfen = f"{board_field(b1='A', e5='A', a5='C', e1='C', c5='B', e3='B', **HEIGHTS)} " \
           "1 A:charybdis[d4],B:demeter,C:gaea 5 -"
    g = game(sfen)
    g.play("b1-a1^b2")
    assert g.sfen() == f"{THREE} 3 A:charybdis[d4,rest:a1],B:demeter,C:gaea[2,b2] 5 resume:1"
    g.play("pass")
    assert g.sfen() == f"{THREE} 1 A:charybdis[d4,rest:a1],B:demeter,C:gaea 5 resume:1"
    assert g.tokens() == rests("a1", *TAKEN, "c5", "e3", "d4")
    g.play("a1@a2")
    assert g.sfen() == f"{THREE} 2 A:charybdis[a2,d4],B:demeter,C:gaea 5 -"
    assert starting(g.tokens(), "c5-") and starting(g.tokens(), "e3-")


def test_three_players_both_placed_no_stop(game):
    """BOTH_PLACED with a third seat (Charybdis 1, Gaea 2, Artemis 3): the whole turn, her placement, then her
    turn."""
    sfen = f"{board_field(b1='A', e5='A', a5='B', e1='B', **THIRD, **HEIGHTS)} " \
           "1 A:charybdis[c4,d4],B:gaea,C:artemis 5 -"
    g = game(sfen)
    assert starting(g.tokens(), "b1-a1^b2") == ["b1-a1^b2"]
    g.play("b1-a1^b2")
    assert g.sfen().endswith(" 2 A:charybdis[c4,d4],B:gaea[2,b2],C:artemis 5 resume:1")
    g.play("pass")
    assert g.sfen().endswith(" 2 A:charybdis[c4,d4],B:gaea,C:artemis 5 -")


# ---------------------------------------------------------------------- SFEN

ROUND_TRIPS = [
    PAUSED,
    PLACED,
    FAR_PAUSED,
    BESIDE_PAUSED,
    ON_POOL,
    TRANSPORT_PAUSED,
    f"{board_field(a1='A', e5='A', a5='B', e1='B', **DOMED)} 1 A:charybdis[rest:a1],B:gaea 5 resume:1",
    f"{board_field(a1='A', c1='B', e5='A', a5='B', e1='B', **DOMED)} 1 A:charybdis[d4,rest:a1],B:gaea[1] 5 resume:1",
    f"{board_field(a1='A', a2='B', e5='A', a5='B', e1='B', **DOMED)} 1 A:charybdis[a1,rest:a1],B:gaea[0] 5 resume:1",
    f"{board_field(a1='B', e5='B', a5='A', e1='A', **DOMED)} 1 A:gaea[2,b2],B:charybdis[rest:a1] 5 resume:2",
    f"{board_field(a1='B', c1='A', e5='B', a5='A', e1='A', **DOMED)} 2 A:gaea[1],B:charybdis[c4,rest:a1] 5 resume:2",
    f"{THREE} 3 A:charybdis[d4,rest:a1],B:demeter,C:gaea[2,b2] 5 resume:1",
    f"{THREE} 1 A:charybdis[rest:a1],B:demeter,C:gaea 5 resume:1",
]


@pytest.mark.parametrize("sfen", ROUND_TRIPS, ids=range(len(ROUND_TRIPS)))
def test_sfen_round_trips(game, sfen):
    assert game(sfen).sfen() == sfen


def test_a_round_tripped_rest_plays_the_same(game):
    assert game(after(game, FAR, "b1-a1^b2")).tokens() == PLACEMENTS
    assert game(after(game, FAR_PAUSED, "+a2")).tokens() == rests("a1", *TAKEN, "a2", "d4")
    assert game(after(game, BESIDE_PAUSED, "+a2")).tokens() == rests("a1", *TAKEN, "a2")


REFUSED = rest_due_refusals("charybdis", PLACED, PAUSED, DOMED, "demeter") + [
    FAR_PAUSED.replace("resume:1", "resume:2"),
    # both whirlpools on the board: none on her card, no rest can be due
    PLACED.replace("charybdis[rest:a1]", "charybdis[c4,d4,rest:a1]"),
    PLACED.replace("charybdis[rest:a1]", "charybdis[a1,d4,rest:a1]"),
    # resume: with nothing due (her whirlpools alone, no rest)
    PLACED.replace("charybdis[rest:a1]", "charybdis[d4]"),
    # a whirlpool on the dome
    PLACED.replace("charybdis[rest:a1]", "charybdis[b2,rest:a1]"),
    # malformed: the same whirlpool twice, no rest at all
    PLACED.replace("charybdis[rest:a1]", "charybdis[d4,d4,rest:a1]"),
    PLACED.replace("charybdis[rest:a1]", "charybdis[a1]"),
]


@pytest.mark.parametrize("sfen", REFUSED, ids=range(len(REFUSED)))
def test_sfen_refused(game, sfen):
    with pytest.raises(SfenError):
        game(sfen)


# ---------------------------------------------------------------------- perft


@pytest.mark.parametrize("sfen,counts", [
    # four placements, then 19 spots and pass after each of three, 20 and pass after hers declined
    (PAUSED, (4, 81)),
    # the rest: 19 spots or pass
    (PLACED, (20, None)),
    # d4 taken as well: 18 + 1 after each placement, 19 + 1 after pass
    (FAR_PAUSED, (4, 77)),
    # her worker placed on a2 (the whirlpool): the rest
    (ON_POOL, (20, None)),
    # six placements, then 19 spots and pass after each, 20 and pass after hers declined
    (TRANSPORT_PAUSED, (7, 141)),
], ids=["paused", "placed", "far", "on-pool", "transport"])
def test_perft_counts_each_part_as_a_ply(game, sfen, counts):
    assert counted(game, sfen, 1) == counts[0]
    if counts[1] is not None:
        assert counted(game, sfen, 2) == counts[1]


@pytest.mark.parametrize("sfen", [PAUSED, FAR_PAUSED, ON_POOL], ids=["paused", "far", "on-pool"])
def test_perft_depth_3_through_the_scenario_interface(game, sfen):
    """Placement, rest, Gaea's turn (or the rest, Gaea's turn, Charybdis'): counted through the scenario
    interface, the same on both sides."""
    assert counted(game, sfen, 3) == RefPosition(sfen).perft(3)


ROOTS = {
    "charybdis": CHARYBDIS, "far": FAR, "beside": BESIDE, "both": BOTH, "transport": TRANSPORT,
    "no-eligible": NO_ELIGIBLE, "both-placed": BOTH_PLACED, "no-spot": NO_SPOT, "gaea-first": GAEA_FIRST,
    "3p-gaea-1": f"{board_field(b1='B', e5='B', a5='A', e1='A', **THIRD, **HEIGHTS)} 2 A:gaea,B:charybdis,C:artemis 5 -",
    "3p-charybdis-1": f"{board_field(b1='A', e5='A', a5='C', e1='C', c5='B', e3='B', **HEIGHTS)} "
                      "1 A:charybdis[d4],B:demeter,C:gaea 5 -",
}


@pytest.mark.parametrize("sfen", list(ROOTS.values()), ids=list(ROOTS))
def test_core_perft_from_the_root_agrees(sfen):
    """Charybdis' turns (the paused parts among them), then Gaea's placements or turns: the core's tokens and
    counts at depths 1-2 are the oracle's."""
    position, board = RefPosition(sfen), Board(sfen)
    assert sorted(move.token for move in board.legal_moves) == position.legal_turns()
    assert [board.perft(depth) for depth in (1, 2)] == [position.perft(depth) for depth in (1, 2)]


@pytest.mark.parametrize("rulings", TEXTS)
def test_core_perft_agrees_under_both_texts(rulings):
    for sfen in (CHARYBDIS, TRANSPORT, PAUSED, TRANSPORT_PAUSED):
        assert Board(sfen, rulings=rulings).perft(2) == RefPosition(sfen, rulings).perft(2)


@pytest.mark.slow
@pytest.mark.parametrize("sfen", list(ROOTS.values()), ids=list(ROOTS))
def test_core_perft_from_the_root_agrees_depth_3(sfen):
    """The same at depth 3 (the rests too; ``pytest -m slow``)."""
    assert Board(sfen).perft(3) == RefPosition(sfen).perft(3)


# ---------------------------------------------------------------------- random games

GAMES = 16

#: A turn of Charybdis' that moves and builds, with or without a whirlpool put.
TURN = re.compile(r"([a-e][1-5])-([a-e][1-5])\^([a-e][1-5])(?:@([a-e][1-5]))?")


def _neighbours(sq: int) -> list[int]:
    file, rank = sq % 5, sq // 5
    return [r * 5 + f for r in range(rank - 1, rank + 2) for f in range(file - 1, file + 2)
            if 0 <= r < 5 and 0 <= f < 5 and (r, f) != (rank, file)]


def _tokens(ref: RefPosition) -> set[int]:
    """The squares that are domes to every worker besides the domes: the boulder, the Ram, a Talus."""
    return {sq for sq in (ref.boulder, ref.ram, *ref.talus) if sq is not None}


def check_charybdis_turn(ref: RefPosition, tokens: list[str]) -> int:
    """Charybdis' turns against the ruling, judged on the oracle's board: a move (carried on by her
    transport: onto one of her whirlpools with the other on the board and no worker there but the mover's own
    square) and a build that domes (a block onto level 3), with ground next to it right after the build for a
    Gaea in play with a worker on her card, a whirlpool on Charybdis' card after the build (one built on goes
    back) and a spot for it (no worker, no dome, no whirlpool left, no other token), is the paused part alone;
    any other move and build comes whole, then with a whirlpool on each spot while one is on her card.
    Returns the stops seen."""
    seat = ref.seat
    card = any(ref.gods[s] == "gaea" and not ref.eliminated[s] and ref.card[s] for s in range(len(ref.gods)))
    mine = set(ref.pools[seat])
    pools = {sq for squares in ref.pools for sq in squares}
    blocked = _tokens(ref)
    turns: dict[str, set[str | None]] = {}
    for token in tokens:
        match = TURN.fullmatch(token)
        if match:
            turns.setdefault(token.split("@")[0], set()).add(match.group(4))
    stops = 0
    for prefix, endings in turns.items():
        src, dst, built = (square_index(sq) for sq in TURN.fullmatch(prefix).groups()[:3])
        end = dst
        if dst in mine and len(mine) == 2:
            exit_ = next(sq for sq in mine if sq != dst)
            if exit_ not in ref.workers or exit_ == src:
                end = exit_
        workers = {sq for sq in ref.workers if sq != src} | {end}
        domed = ref.heights[built] == 3 and not ref.domes[built]
        left = pools - {built}
        on_card = len(mine - {built}) < 2
        ground = [sq for sq in _neighbours(built) if ref.heights[sq] == 0 and not ref.domes[sq]
                  and sq not in workers and sq not in blocked]
        spots = {SQUARE_NAMES[sq] for sq in range(25) if sq not in workers and not ref.domes[sq]
                 and not (domed and sq == built) and sq not in left and sq not in blocked}
        if domed and card and ground and on_card and spots:
            assert endings == {None}, (ref.sfen(), prefix, endings)
            stops += 1
        else:
            assert endings == {None} | (spots if on_card else set()), (ref.sfen(), prefix, endings, spots)
    return stops


def make_chooser(rng: random.Random, seen: list[int]):
    """A turn chooser preferring Charybdis' domes on level 3, her turns without a whirlpool (so that one stays
    on her card) and Gaea keeping her card for them (her placements half the time). Checks each of
    Charybdis' turns (``check_charybdis_turn``) and each of her rests (``pass`` and a whirlpool on each
    square with no worker, no dome, no whirlpool, on the board as Gaea left it); counts the stops, the
    whirlpools put by rests and the passes in ``seen``."""

    def choose(ref: RefPosition, tokens: list[str]) -> str:
        seat = ref.seat
        charybdis = ref.gods[seat] == "charybdis"
        if ref.resume is not None:
            if charybdis and ref.rest[seat] is not None:
                mover = SQUARE_NAMES[ref.rest[seat]]
                pools = {sq for squares in ref.pools for sq in squares}
                taken = [SQUARE_NAMES[sq] for sq in range(25)
                         if sq in ref.workers or ref.domes[sq] or sq in pools or sq in _tokens(ref)]
                assert len(ref.pools[seat]) < 2 and tokens == rests(mover, *taken), ref.sfen()
                token = "pass" if rng.random() < 0.3 else rng.choice(tokens)
                seen[2 if token == "pass" else 1] += 1
                return token
            placing = [t for t in tokens if t.startswith("+")]
            if placing and rng.random() < 0.5:
                return rng.choice(placing)
            return "pass" if "pass" in tokens else rng.choice(tokens)
        if charybdis:  # (her setup placements match no turn)
            seen[0] += check_charybdis_turn(ref, tokens)
        builds = [t for t in tokens if "^" in t]
        if not builds or rng.random() < 0.05:
            return rng.choice(tokens)
        if charybdis and rng.random() < 0.7:
            builds = [t for t in builds if "@" not in t] or builds
        return toward_domes(ref, builds, rng, 0.85 if charybdis else 0.2)

    return choose


def play_oracle(start: str, rng: random.Random, turns: int, choose, rulings: frozenset[str] = frozenset()) -> None:
    """Random turns on the oracle alone (the core has its own games in lockstep below): every SFEN it writes
    reads back as the same position."""
    ref = RefPosition(start, rulings)
    for _ in range(turns):
        tokens = ref.legal_turns()
        if not tokens:
            break
        ref.play(choose(ref, tokens))
        assert RefPosition(ref.sfen(), rulings).sfen() == ref.sfen()


@pytest.mark.parametrize("rulings", TEXTS)
@pytest.mark.parametrize("gods", [["charybdis", "gaea"], ["gaea", "charybdis"], ["charybdis", "gaea", "artemis"],
                                  ["demeter", "charybdis", "gaea"]],
                         ids=["charybdis-first", "gaea-first", "3p-charybdis-1", "3p-charybdis-2"])
def test_oracle_random_games_follow_the_ruling(gods, rulings):
    seen = [0, 0, 0]
    for seed in range(GAMES // 2):
        rng = random.Random(zlib.crc32(f"charybdis oracle {gods} {sorted(rulings)} {seed}".encode()))
        play_oracle(start_sfen(len(gods), gods), rng, 70, make_chooser(rng, seen), rulings)
    stops, puts, passes = seen
    assert stops >= 2 and puts >= 1 and passes >= 1


def lockstep(gods: list[str], rng: random.Random, rulings: frozenset[str] = frozenset()) -> tuple[int, int, int]:
    """A random game in lockstep on the core and the oracle (conftest.play_in_lockstep), chosen and checked as
    the oracle's games are (``make_chooser``); returns the stops, the whirlpools put by rests and the passes."""
    seen = [0, 0, 0]
    play_in_lockstep(start_sfen(len(gods), gods), rng, 60, make_chooser(rng, seen), rulings=rulings)
    return seen[0], seen[1], seen[2]


@pytest.mark.parametrize("rulings", TEXTS)
@pytest.mark.parametrize("gods", [["charybdis", "gaea"], ["gaea", "charybdis"]], ids=["charybdis-first", "gaea-first"])
def test_lockstep_core_random_two_player_games(gods, rulings):
    stops = puts = passes = 0
    for seed in range(GAMES):
        played = lockstep(gods, random.Random(zlib.crc32(f"charybdis {gods} {sorted(rulings)} {seed}".encode())),
                          rulings)
        stops, puts, passes = stops + played[0], puts + played[1], passes + played[2]
    assert stops >= 3 and puts >= 2 and passes >= 1


THIRDS = ["pan", "apollo", "minotaur", "demeter", "artemis", "hephaestus"]


@pytest.mark.parametrize("order", range(3), ids=["charybdis-seat-1", "charybdis-seat-2", "charybdis-seat-3"])
def test_lockstep_core_random_three_player_games(order):
    stops = puts = passes = 0
    for seed in range(GAMES // 2):
        rng = random.Random(zlib.crc32(f"charybdis 3 {order} {seed}".encode()))
        third = rng.choice(THIRDS)
        gods = ["gaea", third] if rng.random() < 0.5 else [third, "gaea"]
        gods.insert(order, "charybdis")
        if lineup_problem(gods, 3) is not None:
            continue
        played = lockstep(gods, rng)
        stops, puts, passes = stops + played[0], puts + played[1], passes + played[2]
    assert stops >= 2 and puts + passes >= 2
