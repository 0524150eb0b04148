"""Gaea in the middle of Medea's turn (gods.md §3.3 35, §3.4 52; santorini/reference/gaea.py, "Medea's
removal"): the hero's once-a-game removal comes after her build, and Gaea places right after a dome. The
rulings checked here:

1. the pause: Medea facing Gaea, her power unspent, in a turn of hers, her build that domes (a block onto
   level 3), after which some Gaea in play with a worker on her card has an eligible square next to it
   (right after the build) AND at least one removal is possible right after the build (revised text, the
   default: a worker, anyone's, on a block next to one of her workers; original text, ``revised-text``
   selected: a worker on a block next to her unmoved worker, the worker that moved a possible victim), ends
   a turn of its own there: one ply, its token the text so far, ``b2-b3^c3``. No token goes on through
   that build (``b2-b3^c3_d2`` is no turn);
2. her placement next (``resume:K`` naming Medea's seat), then Medea's seat plays the rest: ``pass`` (the
   power stays unspent: ``medea`` again) or a token from the worker that moved, then her removal exactly as
   in her whole turn - revised text ``b3_d1_d1`` (every block under one worker), original text
   ``b3_d1_d2`` (one block under each worker of a non-empty set, ASCII order) -, which spends the power
   (``medea[used]``). Her placed worker stands on level 0: never a victim;
3. no pause: Medea spent (she plays as a mortal), no removal possible after the dome, no eligible square,
   her card empty, a build that is no dome - the whole turn as ever (its removal, if any, in it) and her
   placement after it where she may;
4. the texts differ: Medea's own unmoved worker on a block next to the worker that moved is a victim with
   the revised text (her workers count next to each other), not with the original one;
5. SFEN: ``medea[b3]`` (the worker that moved) with ``resume:K`` while the rest is due, ``medea[used]`` as
   ever; round trips and refusals as for the other rest states;
6. heroes play with 2 players only: ``A:medea,B:gaea,C:mortal`` is refused (tests/test_gaea_pause.py) by the
   catalog, the oracle and the core;
7. perft (each part one ply) and random games in lockstep, oracle and core (``-k lockstep``; their names
   hold neither ``oracle`` nor ``core``, so ``-k oracle`` runs the scenarios on the oracle alone), Medea
   against Gaea in either seat, under both texts.

Every scenario runs on the reference oracle and on the native core (the ``game`` fixture).
"""

from __future__ import annotations

import random
import re
import zlib

import pytest

from conftest import (BUILT, after, board_field, counted, opening, play_in_lockstep, starting, tokens_after,
                      raising_towers)
from santorini.errors import SfenError
from santorini.notation import square_index, start_sfen
from santorini.reference import RefPosition
from santorini.reference.gaea import END_OF_TURN, GAEA_BANNED, OTHER_WORKER, PAUSING, REST_PHASES, TOKEN_REST
from santorini.rules.gods import lineup_problem

#: The ruling key whose alternative is Medea's original text.
ORIGINAL = frozenset({"revised-text"})
REVISED = frozenset()
TEXTS = [pytest.param(REVISED, id="revised"), pytest.param(ORIGINAL, id="original")]


# ---------------------------------------------------------------------- lineups


def test_medea_pauses_from_her_acting_worker():
    """Medea's rest starts from the worker that moved, in phase ``built`` (``pass`` allowed), as Ares'."""
    assert REST_PHASES["medea"] == "built" and "medea" in PAUSING
    assert "medea" not in GAEA_BANNED | END_OF_TURN | set(OTHER_WORKER) | set(TOKEN_REST)
    for gods in (["medea", "gaea"], ["gaea", "medea"]):
        assert lineup_problem(gods, 2) is None
        assert RefPosition(start_sfen(2, gods)).legal_turns()


# ---------------------------------------------------------------------- the pause

#   A (Medea) on b2 and e1; B (Gaea) on d1 (level 2) and d2 (level 1), both next to e1, her card full;
#   c3 on level 3. b2-b3^c3 domes c3 (eligible: b2, b4, c2, c4, d3, d4).
MEDEA = f"{board_field(b2='A', e1='A', d1='2B', d2='1B', c3='3')} 1 A:medea,B:gaea 5 -"
MEDEA_PAUSED = f"{board_field(b3='A', e1='A', d1='2B', d2='1B', c3='3*')} 2 A:medea[b3],B:gaea[2,c3] 5 resume:1"
MEDEA_PLACED = f"{board_field(b3='A', e1='A', c4='B', d1='2B', d2='1B', c3='3*')} 1 A:medea[b3],B:gaea[1] 5 resume:1"
PLACEMENTS = ["+b2", "+b4", "+c2", "+c4", "+d3", "+d4", "pass"]


@pytest.mark.parametrize("rulings", TEXTS)
def test_a_dome_with_a_removal_after_it_pauses(game, rulings):
    """b2-b3 and the dome on c3, a removal possible after it (d1, d2 next to e1): the turn stops there, one
    ply (``medea[b3]``: the worker that moved), her placement next."""
    g = game(MEDEA, rulings)
    tokens = g.tokens()
    assert "b2-b3^c3" in tokens and not starting(tokens, "b2-b3^c3_")
    g.play("b2-b3^c3")
    assert g.sfen() == MEDEA_PAUSED
    assert g.tokens() == PLACEMENTS


@pytest.mark.parametrize("token,rulings", [
    ("b2-b3^c3_d1_d1", REVISED), ("b2-b3^c3_d2", REVISED),
    ("b2-b3^c3_d1", ORIGINAL), ("b2-b3^c3_d2", ORIGINAL), ("b2-b3^c3_d1_d2", ORIGINAL),
])
def test_no_token_goes_on_through_the_dome(game, token, rulings):
    g = game(MEDEA, rulings)
    with pytest.raises(ValueError):
        g.play(token)


@pytest.mark.parametrize("rulings,removals", [
    pytest.param(REVISED, ["_d1_d1", "_d2"], id="revised"),
    pytest.param(ORIGINAL, ["_d1", "_d1_d2", "_d2"], id="original"),
])
def test_a_block_built_elsewhere_keeps_the_whole_turn(game, rulings, removals):
    """A build that is no dome (c4, c2, ...) keeps her removal in the turn, as ever."""
    tokens = game(MEDEA, rulings).tokens()
    assert starting(tokens, "b2-b3^c4") == ["b2-b3^c4"] + [f"b2-b3^c4{r}" for r in removals]
    assert after(game, MEDEA, "b2-b3^c4_d2", rulings=rulings) == \
        f"{board_field(b3='A', e1='A', d1='2B', d2='B', c3='3', c4='1')} 2 A:medea[used],B:gaea 5 -"


def test_revised_rest_every_block_under_one_worker(game):
    """The rest (revised text): from b3, every block under d1 (two) or under d2 (one), or pass."""
    g = game(MEDEA_PAUSED)
    g.play("+c4")
    assert g.sfen() == MEDEA_PLACED
    assert g.tokens() == ["b3_d1_d1", "b3_d2", "pass"]
    g.play("b3_d1_d1")
    assert g.sfen() == f"{board_field(b3='A', e1='A', c4='B', d1='B', d2='1B', c3='3*')} 2 A:medea[used],B:gaea[1] 5 -"


def test_revised_rest_one_block_of_two_is_no_turn(game):
    g = game(MEDEA_PLACED)
    with pytest.raises(ValueError):
        g.play("b3_d1")


def test_original_rest_one_block_under_each_worker_of_a_set(game):
    """The rest (original text): one block under d1, under d2, or under both (ASCII order), or pass."""
    assert tokens_after(game, MEDEA_PLACED, rulings=ORIGINAL) == ["b3_d1", "b3_d1_d2", "b3_d2", "pass"]
    assert after(game, MEDEA_PLACED, "b3_d1_d2", rulings=ORIGINAL) == \
        f"{board_field(b3='A', e1='A', c4='B', d1='1B', d2='B', c3='3*')} 2 A:medea[used],B:gaea[1] 5 -"
    assert after(game, MEDEA_PLACED, "b3_d1", rulings=ORIGINAL) == \
        f"{board_field(b3='A', e1='A', c4='B', d1='1B', d2='1B', c3='3*')} 2 A:medea[used],B:gaea[1] 5 -"


@pytest.mark.parametrize("rulings", TEXTS)
def test_the_rest_after_she_declines_to_place(game, rulings):
    """Her ``pass``: the rest is due all the same (``B:gaea``: her card still full)."""
    g = game(MEDEA_PAUSED, rulings)
    g.play("pass")
    assert g.sfen() == f"{board_field(b3='A', e1='A', d1='2B', d2='1B', c3='3*')} 1 A:medea[b3],B:gaea 5 resume:1"
    assert "pass" in g.tokens() and all(t == "pass" or t.startswith("b3_") for t in g.tokens())


@pytest.mark.parametrize("rulings", TEXTS)
def test_the_rest_declined_keeps_the_power(game, rulings):
    """``pass``: the turn ends where it stopped, her power unspent (``medea``, no ``used``), Gaea's turn; in
    Medea's next turn her removal is there again."""
    g = game(MEDEA_PLACED, rulings)
    g.play("pass")
    assert g.sfen() == f"{board_field(b3='A', e1='A', c4='B', d1='2B', d2='1B', c3='3*')} 2 A:medea,B:gaea[1] 5 -"
    g.play("c4-c5^c4")
    assert g.sfen() == f"{board_field(b3='A', e1='A', c5='B', d1='2B', d2='1B', c3='3*', c4='1')} " \
                       "1 A:medea,B:gaea[1] 6 -"
    assert ("b3-a2^a1_d1_d1" if not rulings else "b3-a2^a1_d1") in g.tokens()


@pytest.mark.parametrize("rulings", TEXTS)
def test_the_removal_spends_the_power_for_good(game, rulings):
    """The rest's removal spends the power (``medea[used]``); a later dome of hers next to an eligible square,
    a victim still there, no longer pauses: the whole turn, her placement after it."""
    spent = after(game, MEDEA_PLACED, "b3_d2", rulings=rulings)
    assert spent == f"{board_field(b3='A', e1='A', c4='B', d1='2B', d2='B', c3='3*')} 2 A:medea[used],B:gaea[1] 5 -"
    # Medea to move again, another tower ready (b4 on level 3), d1 still on level 2 next to e1
    again = f"{board_field(b3='A', e1='A', c5='B', d1='2B', d2='B', c3='3*', b4='3')} 1 A:medea[used],B:gaea[1] 6 -"
    tokens = game(again, rulings).tokens()
    assert "b3-a3^b4" in tokens and not any("_" in t for t in tokens)
    assert after(game, again, "b3-a3^b4", rulings=rulings) == \
        f"{board_field(a3='A', e1='A', c5='B', d1='2B', d2='B', c3='3*', b4='3*')} " \
        "2 A:medea[used],B:gaea[1,b4] 6 resume:1"


@pytest.mark.parametrize("rulings", TEXTS)
def test_her_placed_worker_is_never_a_victim(game, rulings):
    """Wherever she places (next to b3 too: b2, b4, c2, c4), the rest's removals are the same: her worker
    stands on level 0."""
    expected = ["b3_d1_d1", "b3_d2", "pass"] if not rulings else ["b3_d1", "b3_d1_d2", "b3_d2", "pass"]
    for placement in PLACEMENTS:
        assert tokens_after(game, MEDEA_PAUSED, placement, rulings=rulings) == expected, placement


# ---------------------------------------------------------------------- victims

#   A (Medea) on b2 (level 1) and a4; b3 on level 1 (next to a4), c3 on level 3; B (Gaea) on e1 and e5.
MOVED = f"{board_field(b2='1A', b3='1', a4='A', e1='B', e5='B', c3='3')} 1 A:medea,B:gaea 5 -"


@pytest.mark.parametrize("rulings", TEXTS)
def test_the_worker_that_moved_is_the_victim(game, rulings):
    """b2-b3 (level 1, next to her unmoved a4) then the dome on c3: the only victim is the worker that moved
    (original text: next to her unmoved worker; revised: next to her other one). The turn pauses; the rest
    takes its block off (``b3_b3``)."""
    g = game(MOVED, rulings)
    assert "b2-b3^c3" in g.tokens() and not starting(g.tokens(), "b2-b3^c3_")
    assert "b2-b3^c4_b3" in g.tokens()
    g.play("b2-b3^c3")
    assert g.sfen() == f"{board_field(b2='1', b3='1A', a4='A', e1='B', e5='B', c3='3*')} " \
                       "2 A:medea[b3],B:gaea[2,c3] 5 resume:1"
    g.play("+c4")
    assert g.tokens() == ["b3_b3", "pass"]
    g.play("b3_b3")
    assert g.sfen() == f"{board_field(b2='1', b3='A', a4='A', c4='B', e1='B', e5='B', c3='3*')} " \
                       "2 A:medea[used],B:gaea[1] 5 -"


#   A (Medea) on b2 and a4 (level 1, next to b3); c3 on level 3; B (Gaea) on e1 and e5 (level 0).
UNMOVED = f"{board_field(b2='A', a4='1A', e1='B', e5='B', c3='3')} 1 A:medea,B:gaea 5 -"


def test_revised_her_unmoved_worker_next_to_the_mover_is_a_victim(game):
    """Revised text: a4 (level 1) is next to b3, one of her workers: a victim, so the dome pauses; the rest
    takes a4 down."""
    g = game(UNMOVED)
    assert starting(g.tokens(), "b2-b3^c3") == ["b2-b3^c3"]
    g.play("b2-b3^c3")
    g.play("+c4")
    assert g.sfen() == f"{board_field(b3='A', a4='1A', c4='B', e1='B', e5='B', c3='3*')} " \
                       "1 A:medea[b3],B:gaea[1] 5 resume:1"
    assert g.tokens() == ["b3_a4", "pass"]
    assert after(game, g.sfen(), "b3_a4") == \
        f"{board_field(b3='A', a4='A', c4='B', e1='B', e5='B', c3='3*')} 2 A:medea[used],B:gaea[1] 5 -"


def test_original_no_victim_next_to_the_unmoved_worker_no_pause(game):
    """Original text: the victims stand next to her unmoved worker a4, which has none (b3 is on level 0; a4
    is not next to itself). No removal after the dome: the whole turn, her placement after it, Medea's power
    unspent."""
    g = game(UNMOVED, ORIGINAL)
    assert not any("_" in t for t in g.tokens())
    g.play("b2-b3^c3")
    assert g.sfen() == f"{board_field(b3='A', a4='1A', e1='B', e5='B', c3='3*')} 2 A:medea,B:gaea[2,c3] 5 resume:1"
    assert g.tokens() == ["+b2", "+b4", "+c2", "+c4", "+d2", "+d3", "+d4", "pass"]
    g.play("+d3")
    assert g.sfen() == f"{board_field(b3='A', a4='1A', d3='B', e1='B', e5='B', c3='3*')} 2 A:medea,B:gaea[1] 5 -"


# ---------------------------------------------------------------------- no pause


@pytest.mark.parametrize("rulings", TEXTS)
def test_no_pause_when_spent(game, rulings):
    """A spent Medea plays as a mortal: the dome is a whole turn, her placement after it, ``medea[used]``
    kept throughout."""
    sfen = MEDEA.replace("A:medea", "A:medea[used]")
    assert starting(game(sfen, rulings).tokens(), "b2-b3^c") == ["b2-b3^c2", "b2-b3^c3", "b2-b3^c4"]
    g = game(sfen, rulings)
    g.play("b2-b3^c3")
    assert g.sfen() == MEDEA_PAUSED.replace("medea[b3]", "medea[used]")
    g.play("+c4")
    assert g.sfen() == f"{board_field(b3='A', e1='A', c4='B', d1='2B', d2='1B', c3='3*')} " \
                       "2 A:medea[used],B:gaea[1] 5 -"


@pytest.mark.parametrize("rulings", TEXTS)
def test_no_pause_without_a_victim(game, rulings):
    """Gaea's workers on level 0: no removal possible after the dome; the whole turn, her placement after it,
    then her own turn (Medea's power unspent)."""
    sfen = f"{board_field(b2='A', e1='A', d1='B', d2='B', c3='3')} 1 A:medea,B:gaea 5 -"
    g = game(sfen, rulings)
    assert starting(g.tokens(), "b2-b3^c") == ["b2-b3^c2", "b2-b3^c3", "b2-b3^c4"]
    g.play("b2-b3^c3")
    assert g.sfen() == f"{board_field(b3='A', e1='A', d1='B', d2='B', c3='3*')} 2 A:medea,B:gaea[2,c3] 5 resume:1"
    g.play("+c4")
    assert g.sfen() == f"{board_field(b3='A', e1='A', c4='B', d1='B', d2='B', c3='3*')} 2 A:medea,B:gaea[1] 5 -"


#   A (Medea) on c2 and e1, B (Gaea) on d1 (level 2, next to e1) and e5; a1 on level 3 with a2 on level 1 and
#   b1 domed: c2-b2^a1 leaves no eligible square next to a1 (a2 raised, b1 domed, b2 hers).
NO_SQUARE = f"{board_field(c2='A', e1='A', d1='2B', e5='B', a1='3', a2='1', b1='0*')} 1 A:medea,B:gaea 5 -"


@pytest.mark.parametrize("rulings", TEXTS)
def test_no_pause_without_an_eligible_square(game, rulings):
    tokens = game(NO_SQUARE, rulings).tokens()
    removal = "_d1_d1" if not rulings else "_d1"
    assert starting(tokens, "c2-b2^a1") == ["c2-b2^a1", f"c2-b2^a1{removal}"]
    assert after(game, NO_SQUARE, "c2-b2^a1", rulings=rulings) == \
        f"{board_field(b2='A', e1='A', d1='2B', e5='B', a1='3*', a2='1', b1='0*')} 2 A:medea,B:gaea 5 -"
    height = "" if not rulings else "1"
    assert after(game, NO_SQUARE, f"c2-b2^a1{removal}", rulings=rulings) == \
        f"{board_field(b2='A', e1='A', d1=height + 'B', e5='B', a1='3*', a2='1', b1='0*')} " \
        "2 A:medea[used],B:gaea 5 -"


@pytest.mark.parametrize("rulings", TEXTS)
def test_no_pause_with_her_card_empty(game, rulings):
    sfen = MEDEA.replace("B:gaea", "B:gaea[0]")
    tokens = game(sfen, rulings).tokens()
    assert {"b2-b3^c3", "b2-b3^c3_d2"} <= set(tokens)
    assert after(game, sfen, "b2-b3^c3_d2", rulings=rulings) == \
        f"{board_field(b3='A', e1='A', d1='2B', d2='B', c3='3*')} 2 A:medea[used],B:gaea[0] 5 -"


# ---------------------------------------------------------------------- seat order

#   MEDEA with the seats exchanged: A (Gaea) on d1 (level 2) and d2 (level 1), B (Medea) on b2 and e1.
GAEA_FIRST = f"{board_field(b2='B', e1='B', d1='2A', d2='1A', c3='3')} 2 A:gaea,B:medea 5 -"


@pytest.mark.parametrize("rulings", TEXTS)
def test_gaea_first_the_rest_then_seat_1_in_the_next_round(game, rulings):
    """Medea (seat 2) pauses in round 5: Gaea (seat 1) places (resume:2), Medea's rest, then seat 1 in
    round 6."""
    g = game(GAEA_FIRST, rulings)
    assert starting(g.tokens(), "b2-b3^c3") == ["b2-b3^c3"]
    g.play("b2-b3^c3")
    assert g.sfen() == f"{board_field(b3='B', e1='B', d1='2A', d2='1A', c3='3*')} " \
                       "1 A:gaea[2,c3],B:medea[b3] 5 resume:2"
    g.play("+d3")
    assert g.sfen() == f"{board_field(b3='B', e1='B', d3='A', d1='2A', d2='1A', c3='3*')} " \
                       "2 A:gaea[1],B:medea[b3] 5 resume:2"
    g.play("b3_d2")
    assert g.sfen() == f"{board_field(b3='B', e1='B', d3='A', d1='2A', d2='A', c3='3*')} " \
                       "1 A:gaea[1],B:medea[used] 6 -"


def test_gaea_first_the_rest_declined(game):
    assert after(game, GAEA_FIRST, "b2-b3^c3", "+d3", "pass") == \
        f"{board_field(b3='B', e1='B', d3='A', d1='2A', d2='1A', c3='3*')} 1 A:gaea[1],B:medea 6 -"


# ---------------------------------------------------------------------- SFEN

ROUND_TRIPS = [
    (MEDEA_PAUSED, REVISED),
    (MEDEA_PLACED, REVISED),
    (MEDEA_PAUSED, ORIGINAL),
    (MEDEA_PLACED, ORIGINAL),
    # her placement declined: her card still full
    (f"{board_field(b3='A', e1='A', d1='2B', d2='1B', c3='3*')} 1 A:medea[b3],B:gaea 5 resume:1", REVISED),
    # her last worker placed: her card empty
    (f"{board_field(b3='A', e1='A', c4='B', d1='2B', d2='1B', c3='3*')} 1 A:medea[b3],B:gaea[0] 5 resume:1", REVISED),
    # the worker that moved the only victim
    (f"{board_field(b2='1', b3='1A', a4='A', e1='B', e5='B', c3='3*')} 2 A:medea[b3],B:gaea[2,c3] 5 resume:1",
     ORIGINAL),
    # Gaea first
    (f"{board_field(b3='B', e1='B', d1='2A', d2='1A', c3='3*')} 1 A:gaea[2,c3],B:medea[b3] 5 resume:2", REVISED),
    (f"{board_field(b3='B', e1='B', d3='A', d1='2A', d2='1A', c3='3*')} 2 A:gaea[1],B:medea[b3] 5 resume:2", ORIGINAL),
    # the spent mark, as ever: after the rest's removal, and while her placement is due after a spent Medea's dome
    (f"{board_field(b3='A', e1='A', c4='B', d1='B', d2='1B', c3='3*')} 2 A:medea[used],B:gaea[1] 5 -", REVISED),
    (MEDEA_PAUSED.replace("medea[b3]", "medea[used]"), REVISED),
    (f"{board_field(b3='B', e1='B', d3='A', d1='2A', d2='A', c3='3*')} 1 A:gaea[1],B:medea[used] 6 -", ORIGINAL),
]


@pytest.mark.parametrize("sfen,rulings", ROUND_TRIPS, ids=range(len(ROUND_TRIPS)))
def test_sfen_round_trips(game, sfen, rulings):
    assert game(sfen, rulings).sfen() == sfen


REFUSED = [
    # the rest's state without resume:, resume: naming another seat
    MEDEA_PLACED.replace(" resume:1", " -"),
    MEDEA_PLACED.replace("resume:1", "resume:2"),
    # her placement still due: seat 2 acts first, not the rest
    MEDEA_PAUSED.replace(" 2 A:", " 1 A:"),
    # no worker of her side on the square: Gaea's (c4), empty (b2), Gaea's on a block (d1)
    MEDEA_PLACED.replace("medea[b3]", "medea[c4]"),
    MEDEA_PLACED.replace("medea[b3]", "medea[b2]"),
    MEDEA_PLACED.replace("medea[b3]", "medea[d1]"),
    # malformed: no square, the spent mark with a square, a misspelt mark
    MEDEA_PLACED.replace("medea[b3]", "medea[b0]"),
    MEDEA_PLACED.replace("medea[b3]", "medea[used,b3]"),
    MEDEA_PLACED.replace("medea[b3]", "medea[b3,used]"),
    MEDEA_PLACED.replace("medea[b3]", "medea[usd]"),
    # spent: no rest due, so resume:1 names nothing due
    MEDEA_PLACED.replace("medea[b3]", "medea[used]"),
    # no Gaea in the game
    MEDEA_PLACED.replace("B:gaea[1]", "B:mortal"),
    # the game won (the rest, pass, is always legal: never a rest its seat cannot play)
    MEDEA_PLACED.replace("B:gaea[1]", "B:gaea[1]#"),
    MEDEA_PLACED.replace("A:medea[b3]", "A:medea[b3]#"),
    # before every side placed
    f"{board_field(b3='A', e1='A', c3='3*')} 1 A:medea[b3],B:gaea 1 resume:1",
    # Gaea first: resume: naming her seat, her placement due with Medea to move
    f"{board_field(b3='B', e1='B', d3='A', d1='2A', d2='1A', c3='3*')} 2 A:gaea[1],B:medea[b3] 5 resume:1",
    f"{board_field(b3='B', e1='B', d1='2A', d2='1A', c3='3*')} 2 A:gaea[2,c3],B:medea[b3] 5 resume:2",
]


@pytest.mark.parametrize("sfen", REFUSED, ids=range(len(REFUSED)))
@pytest.mark.parametrize("rulings", TEXTS)
def test_sfen_refused(game, sfen, rulings):
    with pytest.raises(SfenError):
        game(sfen, rulings)


# ---------------------------------------------------------------------- perft


@pytest.mark.parametrize("sfen,rulings,counts", [
    # her seven placements (pass included), then the rest: 3 (revised) or 4 (original) after each
    (MEDEA_PAUSED, REVISED, (7, 21)),
    (MEDEA_PAUSED, ORIGINAL, (7, 28)),
    # the rest, then Gaea's turns
    (MEDEA_PLACED, REVISED, (3, None)),
    (MEDEA_PLACED, ORIGINAL, (4, None)),
], ids=["paused-revised", "paused-original", "placed-revised", "placed-original"])
def test_perft_counts_each_part_as_a_ply(game, sfen, rulings, counts):
    assert counted(game, sfen, 1, rulings) == counts[0]
    if counts[1] is not None:
        assert counted(game, sfen, 2, rulings) == counts[1]


@pytest.mark.parametrize("rulings", TEXTS)
def test_oracle_perft_of_the_root_counts_the_paused_part_once(rulings):
    """At the root the paused part is one turn among the others; perft(2) sums her placements after it (7)
    and Gaea's turns after the whole ones."""
    position = RefPosition(MEDEA, rulings)
    tokens = position.legal_turns()
    assert position.perft(1) == len(tokens)
    child = position.copy()
    child.play("b2-b3^c3")
    assert child.perft(1) == 7


# ---------------------------------------------------------------------- random games in lockstep (-k lockstep)

LOCKSTEP_GAMES = 24

#: The squares a token builds on, the square its first move goes to.
MOVED_TO = re.compile(r"^[a-e][1-5]-([a-e][1-5])")


def lockstep(gods: list[str], rng: random.Random, rulings: frozenset[str]) -> tuple[int, int]:
    """A random game in lockstep on the core and the oracle (conftest.play_in_lockstep) preferring builds, on
    level 3 more than half the time, Medea keeping her power in her whole turns most of the time, and her
    placements. Returns the rests of Medea's paused turns played and those that took a block off."""
    seen = [0, 0]

    def choose(ref: RefPosition, tokens: list[str]) -> str:
        if ref.resume is not None:
            if ref.rest[ref.seat] is not None and ref.gods[ref.seat] == "medea":
                worker = ref.rest[ref.seat]
                assert not ref.used[ref.seat] and "pass" in tokens and len(tokens) >= 2
                assert all(t == "pass" or re.fullmatch(r"[a-e][1-5](_[a-e][1-5])+", t) for t in tokens)
                assert all(t == "pass" or square_index(t[:2]) == worker for t in tokens)
                seen[0] += 1
                token = rng.choice(tokens)
                seen[1] += token != "pass"
                return token
            placing = [t for t in tokens if t.startswith("+")]
            if placing and rng.random() < 0.8:
                return rng.choice(placing)
            return rng.choice(tokens)
        medea = ref.gods[ref.seat] == "medea"
        if medea and rng.random() < 0.97:
            kept = [t for t in tokens if "_" not in t]  # keep her power for a pause
            tokens = kept or tokens
        builds = [t for t in tokens if "^" in t]
        if not builds or rng.random() < 0.05:
            return rng.choice(tokens)
        tops = [t for t in builds if any(ref.heights[square_index(sq)] == 3 for sq in BUILT.findall(t))]
        if tops and rng.random() < (0.9 if medea else 0.6):
            return rng.choice(tops)
        up = [t for t in builds if (m := MOVED_TO.search(t)) and ref.heights[square_index(m.group(1))] >= 1]
        if up and rng.random() < 0.5:  # workers on blocks: Medea's victims
            builds = up
        return raising_towers(ref, builds, rng)

    play_in_lockstep(opening(gods), rng, 60, choose, rulings=rulings)
    return seen[0], seen[1]


@pytest.mark.parametrize("rulings", TEXTS)
@pytest.mark.parametrize("seat", [0, 1], ids=["medea-first", "gaea-first"])
def test_lockstep_random_two_player_games(seat, rulings):
    rests = removals = 0
    for seed in range(LOCKSTEP_GAMES):
        gods = ["medea", "gaea"] if seat == 0 else ["gaea", "medea"]
        rng = random.Random(zlib.crc32(f"medea {seat} {sorted(rulings)} {seed}".encode()))
        played = lockstep(gods, rng, rulings)
        rests, removals = rests + played[0], removals + played[1]
    assert rests >= 3 and removals >= 1
