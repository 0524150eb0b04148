"""Gaea in the middle of Adonis' turn (gods.md §3.3 35, §3.4 47; santorini/reference/gaea.py, "Adonis'
binding"): the hero's once-a-game binding comes at the end of his turn, after his build, and Gaea places
right after a dome. The rulings checked here:

1. the pause (A1): Adonis facing Gaea, his power unspent, in a turn of his, his build that domes (a block
   onto level 3), after which some Gaea in play with a worker on her card has an eligible square next to
   it (right after the build) and a binding is possible (an opposing worker on the board), ends a turn of
   its own there: the paused part ``b2-b3^c3``, one ply, his state ``adonis[b3]`` (the worker that moved)
   with ``resume:K``. No token goes on through that build (neither ``b2-b3^c3`` as a whole turn nor
   ``b2-b3^c3~b3~e1`` / ``b2-b3^c3~e1``);
2. her placement next, then his seat plays the rest from the worker that moved, on the board as she left it:
   ``pass`` (the power unspent, no binding: ``adonis``) or the binding - revised text (the default)
   ``b3~a5~c4`` (the worker that moved, then ``~his~theirs``), original text (``revised-text`` selected)
   ``b3~c4`` (the worker that moved, then ``~theirs``) -, the worker she just placed a possible bound
   worker; the binding spends the power (``adonis[a5~c4]`` / ``adonis[~c4]``);
3. the binding made by the rest holds her next ordinary turn as ever (her turns filtered: the bound worker
   must end next to his worker, or - original text - next to any of his);
4. it never holds her placement turns (A3): her placement after her own bound turn's dome comes after that
   turn, judged at its end (a turn that would break the binding is no turn, dome or not), and the binding
   stays in his state through that placement, ``adonis[used]`` when his next turn begins;
5. no pause (A2): Adonis spent, her card empty, no eligible square right after the dome, a build that is no
   dome - the whole turn as ever (its binding, if any, in it) and her placement after it where she may;
6. Gaea in seat 1: her placement (``resume:2``), his rest, then seat 1 in the next round, bound;
7. SFEN (A4): ``adonis[b3]`` with ``resume:K`` while the rest is due round-trips; refused without
   ``resume:`` naming his seat, on a square with no worker of his, with no Gaea in play, before every side
   has placed, once the game is won, spent (``adonis[used,b3]``), a binding with ``resume:`` (nothing due);
8. heroes play with 2 players only (tests/test_gaea_pause.py: ``HERO_RESTS``);
9. perft (each part one ply) on small boards, oracle and core through the scenario interface, and random
   games in lockstep (``-k lockstep``; their names hold neither ``oracle`` nor ``core``), Adonis against
   Gaea in either seat, under both texts.

Every scenario runs on the reference oracle and on the native core (the ``game`` fixture).
"""

from __future__ import annotations

import random
import re
import zlib

import pytest

from conftest import (CoreGame, OracleGame, after, board_field, counted, opening, play_in_lockstep, starting,
                      tokens_after, toward_domes)
from santorini.errors import SfenError
from santorini.notation import square_index, start_sfen
from santorini.reference import RefPosition
from santorini.reference.gaea import (END_OF_TURN, GAEA_BANNED, HERO_RESTS, OTHER_WORKER, PAUSING, REST_PHASES,
                                      TOKEN_REST)
from santorini.rules.gods import lineup_problem

#: The ruling key whose alternative is Adonis' original text.
ORIGINAL = frozenset({"revised-text"})
REVISED = frozenset()
TEXTS = [pytest.param(REVISED, id="revised"), pytest.param(ORIGINAL, id="original")]


# ---------------------------------------------------------------------- lineups


def test_adonis_pauses_from_his_acting_worker():
    """Adonis' rest starts from the worker that moved, in phase ``built`` (``pass`` allowed), as Medea's."""
    assert REST_PHASES["adonis"] == "built" and "adonis" in PAUSING and HERO_RESTS["adonis"] == {False}
    assert "adonis" not in GAEA_BANNED | END_OF_TURN | set(OTHER_WORKER) | set(TOKEN_REST)
    for gods in (["adonis", "gaea"], ["gaea", "adonis"]):
        assert lineup_problem(gods, 2) is None
        assert RefPosition(start_sfen(2, gods)).legal_turns()


# ---------------------------------------------------------------------- the pause

#   A (Adonis) on b2 and a5; B (Gaea) on e1 and e5, her card full; c3 on level 3.
#   b2-b3^c3 domes c3 (eligible: b2, b4, c2, c4, d2, d3, d4).
ADONIS = f"{board_field(b2='A', a5='A', e1='B', e5='B', c3='3')} 1 A:adonis,B:gaea 5 -"
ADONIS_PAUSED = f"{board_field(b3='A', a5='A', e1='B', e5='B', c3='3*')} 2 A:adonis[b3],B:gaea[2,c3] 5 resume:1"
ADONIS_PLACED = f"{board_field(b3='A', a5='A', c4='B', e1='B', e5='B', c3='3*')} 1 A:adonis[b3],B:gaea[1] 5 resume:1"
ADONIS_DECLINED = f"{board_field(b3='A', a5='A', e1='B', e5='B', c3='3*')} 1 A:adonis[b3],B:gaea 5 resume:1"
PLACEMENTS = ["+b2", "+b4", "+c2", "+c4", "+d2", "+d3", "+d4", "pass"]


@pytest.mark.parametrize("rulings", TEXTS)
def test_a_dome_with_a_binding_after_it_pauses(game, rulings):
    """b2-b3 and the dome on c3: the turn stops there, one ply (``adonis[b3]``: the worker that moved,
    the power unspent), her placement next."""
    g = game(ADONIS, rulings)
    tokens = g.tokens()
    assert starting(tokens, "b2-b3^c3") == ["b2-b3^c3"]
    g.play("b2-b3^c3")
    assert g.sfen() == ADONIS_PAUSED
    assert g.tokens() == PLACEMENTS


@pytest.mark.parametrize("token,rulings", [
    ("b2-b3^c3~b3~e1", REVISED), ("b2-b3^c3~a5~e5", REVISED),
    ("b2-b3^c3~e1", ORIGINAL), ("b2-b3^c3~e5", ORIGINAL),
])
def test_no_token_goes_on_through_the_dome(game, token, rulings):
    g = game(ADONIS, rulings)
    with pytest.raises(ValueError):
        g.play(token)


@pytest.mark.parametrize("rulings,bindings", [
    pytest.param(REVISED, ["~a5~e1", "~a5~e5", "~b3~e1", "~b3~e5"], id="revised"),
    pytest.param(ORIGINAL, ["~e1", "~e5"], id="original"),
])
def test_a_block_built_elsewhere_keeps_the_whole_turn(game, rulings, bindings):
    """A build that is no dome (c4) keeps his binding in the turn, as ever."""
    tokens = game(ADONIS, rulings).tokens()
    assert starting(tokens, "b2-b3^c4") == ["b2-b3^c4"] + [f"b2-b3^c4{b}" for b in bindings]
    state = "adonis[b3~e1]" if rulings == REVISED else "adonis[~e1]"
    assert after(game, ADONIS, f"b2-b3^c4{bindings[2 if rulings == REVISED else 0]}", rulings=rulings) == \
        f"{board_field(b3='A', a5='A', e1='B', e5='B', c3='3', c4='1')} 2 A:{state},B:gaea 5 -"


def test_revised_rest_binds_any_of_his_and_any_of_hers_her_placed_worker_too(game):
    """The rest (revised text): from b3, ``~his~theirs``: a5 or b3, then c4 (just placed), e1 or e5; or
    pass."""
    g = game(ADONIS_PAUSED)
    g.play("+c4")
    assert g.sfen() == ADONIS_PLACED
    assert g.tokens() == ["b3~a5~c4", "b3~a5~e1", "b3~a5~e5", "b3~b3~c4", "b3~b3~e1", "b3~b3~e5", "pass"]
    g.play("b3~b3~c4")
    assert g.sfen() == f"{board_field(b3='A', a5='A', c4='B', e1='B', e5='B', c3='3*')} 2 A:adonis[b3~c4],B:gaea[1] 5 -"


def test_original_rest_binds_any_of_hers(game):
    """The rest (original text): from b3, ``~theirs``: c4 (just placed), e1, e5; or pass."""
    assert tokens_after(game, ADONIS_PLACED, rulings=ORIGINAL) == ["b3~c4", "b3~e1", "b3~e5", "pass"]
    assert after(game, ADONIS_PLACED, "b3~c4", rulings=ORIGINAL) == \
        f"{board_field(b3='A', a5='A', c4='B', e1='B', e5='B', c3='3*')} 2 A:adonis[~c4],B:gaea[1] 5 -"


@pytest.mark.parametrize("token,rulings", [
    ("b3~c4", REVISED), ("b3~a5", REVISED), ("b3~c4~b3", REVISED), ("a5~b3~c4", REVISED), ("b3~e1~c4", REVISED),
    ("b3~b3~c4", ORIGINAL), ("b3~a5", ORIGINAL), ("a5~c4", ORIGINAL), ("b3-b4", REVISED), ("b3^b4", ORIGINAL),
])
def test_the_rest_is_the_binding_from_the_worker_that_moved(game, token, rulings):
    """The rest is nothing but the binding of the selected text from the worker that moved (or pass)."""
    g = game(ADONIS_PLACED, rulings)
    with pytest.raises(ValueError):
        g.play(token)


@pytest.mark.parametrize("rulings", TEXTS)
def test_the_rest_after_she_declines_to_place(game, rulings):
    """Her ``pass``: the rest is due all the same (``B:gaea``: her card still full)."""
    g = game(ADONIS_PAUSED, rulings)
    g.play("pass")
    assert g.sfen() == ADONIS_DECLINED
    expected = ["b3~a5~e1", "b3~a5~e5", "b3~b3~e1", "b3~b3~e5", "pass"] if rulings == REVISED else \
        ["b3~e1", "b3~e5", "pass"]
    assert g.tokens() == expected


@pytest.mark.parametrize("rulings", TEXTS)
def test_pass_keeps_the_power_and_binds_nobody(game, rulings):
    """The rest's ``pass``: no binding (her turns unfiltered), the power unspent (his next turn may bind)."""
    g = game(ADONIS_PLACED, rulings)
    g.play("pass")
    assert g.sfen() == f"{board_field(b3='A', a5='A', c4='B', e1='B', e5='B', c3='3*')} 2 A:adonis,B:gaea[1] 5 -"
    tokens = g.tokens()
    assert {t[:5] for t in starting(tokens, "c4-")} == {"c4-b4", "c4-b5", "c4-c5", "c4-d3", "c4-d4", "c4-d5"}
    g.play("e5-e4^e5")
    assert any("~" in t for t in g.tokens())


# ---------------------------------------------------------------------- the binding holds her next turn


def test_revised_binding_of_her_placed_worker_filters_her_next_turn(game):
    """b3~b3~c4: c4 must end next to b3 (it can: c4-b4), so her turns moving c4 elsewhere are none; her
    other workers move freely (c4 stays next to b3)."""
    tokens = tokens_after(game, ADONIS_PLACED, "b3~b3~c4")
    assert {t[:5] for t in starting(tokens, "c4-")} == {"c4-b4"}
    assert starting(tokens, "e1-d1^") and starting(tokens, "e5-d5^")


def test_original_binding_of_her_placed_worker_filters_her_next_turn(game):
    """b3~c4 (original text): c4 must end next to any of his (b3, a5): c4-b4 or c4-b5 only."""
    tokens = tokens_after(game, ADONIS_PLACED, "b3~c4", rulings=ORIGINAL)
    assert {t[:5] for t in starting(tokens, "c4-")} == {"c4-b4", "c4-b5"}


def test_binding_another_worker_that_cannot_comply_filters_nothing(game):
    """b3~a5~e1: e1 can never end next to a5 this turn, so the binding demands nothing."""
    tokens = tokens_after(game, ADONIS_PLACED, "b3~a5~e1")
    unbound = tokens_after(game, ADONIS_PLACED, "pass")
    assert tokens == unbound


#   Gaea to move, bound (revised text: c4 next to b3), one worker on her card; d2 on level 3.
BOUND = f"{board_field(b3='A', a5='A', c4='B', e1='B', e5='B', c3='3*', d2='3')} 2 A:adonis[b3~c4],B:gaea[1] 5 -"


def test_her_placement_after_her_bound_turn_is_not_bound(game):
    """Her bound turn is judged at its end (c4-d3^d2 would leave c4 away from b3: no turn, dome or not);
    e1-e2^d2 keeps the binding, then her placement (every eligible square: a placement turn moves nobody,
    the binding holds it not), the binding still in his state; his next turn begins: ``adonis[used]``."""
    g = game(BOUND)
    tokens = g.tokens()
    assert "e1-e2^d2" in tokens and "c4-d3^d2" not in tokens
    assert {t[:5] for t in starting(tokens, "c4-")} == {"c4-b4"}
    g.play("e1-e2^d2")
    assert g.sfen() == f"{board_field(b3='A', a5='A', c4='B', e2='B', e5='B', c3='3*', d2='3*')} " \
                       "2 A:adonis[b3~c4],B:gaea[1,d2] 5 resume:2"
    assert g.tokens() == ["+c1", "+c2", "+d1", "+d3", "+e1", "+e3", "pass"]
    g.play("+d3")
    assert g.sfen() == f"{board_field(b3='A', a5='A', c4='B', d3='B', e2='B', e5='B', c3='3*', d2='3*')} " \
                       "1 A:adonis[used],B:gaea[0] 6 -"
    assert not any("~" in t for t in g.tokens())


# ---------------------------------------------------------------------- no pause


@pytest.mark.parametrize("rulings", TEXTS)
def test_a_spent_adonis_plays_the_whole_turn_and_she_places_after_it(game, rulings):
    """Spent, he plays as a mortal: b2-b3^c3 is a whole turn, her placement after it."""
    sfen = ADONIS.replace("A:adonis,", "A:adonis[used],")
    g = game(sfen, rulings)
    assert starting(g.tokens(), "b2-b3^c3") == ["b2-b3^c3"]
    g.play("b2-b3^c3")
    assert g.sfen() == ADONIS_PAUSED.replace("adonis[b3]", "adonis[used]")


@pytest.mark.parametrize("rulings,bindings", [
    pytest.param(REVISED, ["~a5~e1", "~a5~e5", "~b3~e1", "~b3~e5"], id="revised"),
    pytest.param(ORIGINAL, ["~e1", "~e5"], id="original"),
])
def test_her_card_empty_no_stop(game, rulings, bindings):
    """Her card empty: the whole turns through the dome, the binding in them, no placement after."""
    sfen = ADONIS.replace("B:gaea ", "B:gaea[0] ")
    tokens = game(sfen, rulings).tokens()
    assert starting(tokens, "b2-b3^c3") == ["b2-b3^c3"] + [f"b2-b3^c3{b}" for b in bindings]
    state = "adonis[b3~e1]" if rulings == REVISED else "adonis[~e1]"
    token = f"b2-b3^c3{bindings[2 if rulings == REVISED else 0]}"
    assert after(game, sfen, token, rulings=rulings) == \
        f"{board_field(b3='A', a5='A', e1='B', e5='B', c3='3*')} 2 A:{state},B:gaea[0] 5 -"


#   A on a3 and e3; a1 on level 3, its neighbours b1 (level 1) and b2 (level 2), a2 his worker after the move:
#   no eligible square right after a3-a2^a1.
NO_GROUND = f"{board_field(a3='A', e3='A', e1='B', e5='B', a1='3', b1='1', b2='2')} 1 A:adonis,B:gaea 5 -"


@pytest.mark.parametrize("rulings,bindings", [
    pytest.param(REVISED, ["~a2~e1", "~a2~e5", "~e3~e1", "~e3~e5"], id="revised"),
    pytest.param(ORIGINAL, ["~e1", "~e5"], id="original"),
])
def test_no_eligible_square_no_stop(game, rulings, bindings):
    tokens = game(NO_GROUND, rulings).tokens()
    assert starting(tokens, "a3-a2^a1") == ["a3-a2^a1"] + [f"a3-a2^a1{b}" for b in bindings]
    field = board_field(a2='A', e3='A', e1='B', e5='B', a1='3*', b1='1', b2='2')
    assert after(game, NO_GROUND, "a3-a2^a1", rulings=rulings) == f"{field} 2 A:adonis,B:gaea 5 -"
    state = "adonis[e3~e1]" if rulings == REVISED else "adonis[~e1]"
    assert after(game, NO_GROUND, f"a3-a2^a1{bindings[2 if rulings == REVISED else 0]}", rulings=rulings) == \
        f"{field} 2 A:{state},B:gaea 5 -"


# ---------------------------------------------------------------------- Gaea in seat 1

GAEA_FIRST = f"{board_field(b2='B', a5='B', e1='A', e5='A', c3='3')} 2 A:gaea,B:adonis 5 -"


@pytest.mark.parametrize("rulings", TEXTS)
def test_gaea_first_the_rest_then_seat_1_in_the_next_round_bound(game, rulings):
    """Adonis (seat 2) pauses in round 5: Gaea (seat 1) places (resume:2), his rest binds, then seat 1 in
    round 6, bound."""
    g = game(GAEA_FIRST, rulings)
    assert starting(g.tokens(), "b2-b3^c3") == ["b2-b3^c3"]
    g.play("b2-b3^c3")
    assert g.sfen() == f"{board_field(b3='B', a5='B', e1='A', e5='A', c3='3*')} 1 A:gaea[2,c3],B:adonis[b3] 5 resume:2"
    g.play("+c4")
    assert g.sfen() == f"{board_field(b3='B', a5='B', c4='A', e1='A', e5='A', c3='3*')} " \
                       "2 A:gaea[1],B:adonis[b3] 5 resume:2"
    binding, state = ("b3~b3~c4", "b3~c4") if rulings == REVISED else ("b3~c4", "~c4")
    g.play(binding)
    assert g.sfen() == f"{board_field(b3='B', a5='B', c4='A', e1='A', e5='A', c3='3*')} " \
                       f"1 A:gaea[1],B:adonis[{state}] 6 -"
    allowed = {"c4-b4"} if rulings == REVISED else {"c4-b4", "c4-b5"}
    assert {t[:5] for t in starting(g.tokens(), "c4-")} == allowed


# ---------------------------------------------------------------------- SFEN

ROUND_TRIPS = [
    (ADONIS_PAUSED, REVISED),
    (ADONIS_PLACED, REVISED),
    (ADONIS_DECLINED, REVISED),
    (ADONIS_PAUSED, ORIGINAL),
    (ADONIS_PLACED, ORIGINAL),
    # her last worker placed: her card empty
    (f"{board_field(b3='A', a5='A', c4='B', e1='B', e5='B', c3='3*')} 1 A:adonis[b3],B:gaea[0] 5 resume:1", REVISED),
    # Gaea first
    (f"{board_field(b3='B', a5='B', e1='A', e5='A', c3='3*')} 1 A:gaea[2,c3],B:adonis[b3] 5 resume:2", REVISED),
    (f"{board_field(b3='B', a5='B', c4='A', e1='A', e5='A', c3='3*')} 2 A:gaea[1],B:adonis[b3] 5 resume:2", ORIGINAL),
    # the binding and the spent mark, as ever (the binding through her placement)
    (BOUND, REVISED),
    (BOUND.replace("adonis[b3~c4]", "adonis[~c4]"), ORIGINAL),
    (ADONIS_PAUSED.replace("adonis[b3]", "adonis[used]"), REVISED),
]


@pytest.mark.parametrize("sfen,rulings", ROUND_TRIPS, ids=range(len(ROUND_TRIPS)))
def test_sfen_round_trips(game, sfen, rulings):
    assert game(sfen, rulings).sfen() == sfen


REFUSED = [
    # the rest's state without resume:, resume: naming another seat
    ADONIS_PLACED.replace(" resume:1", " -"),
    ADONIS_PLACED.replace("resume:1", "resume:2"),
    # her placement still due: seat 2 acts first, not the rest
    ADONIS_PAUSED.replace(" 2 A:", " 1 A:"),
    # no worker of his side on the square: Gaea's (c4), empty (b2)
    ADONIS_PLACED.replace("adonis[b3]", "adonis[c4]"),
    ADONIS_PLACED.replace("adonis[b3]", "adonis[b2]"),
    # malformed: no square, the spent mark with a square, a misspelt mark
    ADONIS_PLACED.replace("adonis[b3]", "adonis[b0]"),
    ADONIS_PLACED.replace("adonis[b3]", "adonis[used,b3]"),
    ADONIS_PLACED.replace("adonis[b3]", "adonis[b3,used]"),
    ADONIS_PLACED.replace("adonis[b3]", "adonis[b3~]"),
    # spent or bound: no rest due, so resume:1 names nothing due
    ADONIS_PLACED.replace("adonis[b3]", "adonis[used]"),
    # no Gaea in the game
    ADONIS_PLACED.replace("B:gaea[1]", "B:mortal"),
    # the game won (the rest, pass, is always legal: never a rest its seat cannot play)
    ADONIS_PLACED.replace("B:gaea[1]", "B:gaea[1]#"),
    ADONIS_PLACED.replace("A:adonis[b3]", "A:adonis[b3]#"),
    # before every side placed
    f"{board_field(b3='A', a5='A', c3='3*')} 1 A:adonis[b3],B:gaea 1 resume:1",
    # Gaea first: resume: naming her seat, her placement due with Adonis to move
    f"{board_field(b3='B', a5='B', c4='A', e1='A', e5='A', c3='3*')} 2 A:gaea[1],B:adonis[b3] 5 resume:1",
    f"{board_field(b3='B', a5='B', e1='A', e5='A', c3='3*')} 2 A:gaea[2,c3],B:adonis[b3] 5 resume:2",
]


@pytest.mark.parametrize("sfen", REFUSED, ids=range(len(REFUSED)))
@pytest.mark.parametrize("rulings", TEXTS)
def test_sfen_refused(game, sfen, rulings):
    with pytest.raises(SfenError):
        game(sfen, rulings)


def test_a_binding_with_a_rest_due_is_refused(game):
    """``adonis[b3~c4]`` with resume:1: a binding is no rest (nothing due), whatever the text's form."""
    with pytest.raises(SfenError):
        game(ADONIS_PLACED.replace("adonis[b3]", "adonis[b3~c4]"))


# ---------------------------------------------------------------------- perft


@pytest.mark.parametrize("sfen,rulings,counts", [
    # her eight placements (pass included), then the rest: after a placement 2 x 3 + pass (revised) or 3 +
    # pass (original), after her pass 2 x 2 + pass or 2 + pass
    (ADONIS_PAUSED, REVISED, (8, 7 * 7 + 5)),
    (ADONIS_PAUSED, ORIGINAL, (8, 7 * 4 + 3)),
    # the rest, then Gaea's turns
    (ADONIS_PLACED, REVISED, (7, None)),
    (ADONIS_PLACED, ORIGINAL, (4, None)),
], ids=["paused-revised", "paused-original", "placed-revised", "placed-original"])
def test_perft_counts_each_part_as_a_ply(game, sfen, rulings, counts):
    assert counted(game, sfen, 1, rulings) == counts[0]
    if counts[1] is not None:
        assert counted(game, sfen, 2, rulings) == counts[1]


SMALL_BOARDS = [
    pytest.param(ADONIS_PAUSED, 3, id="paused"),
    pytest.param(ADONIS_PLACED, 3, id="placed"),
    pytest.param(BOUND, 2, id="bound"),
    pytest.param(GAEA_FIRST, 2, id="gaea-first"),
    pytest.param(NO_GROUND, 2, id="no-ground"),
]


@pytest.mark.parametrize("rulings", TEXTS)
@pytest.mark.parametrize("sfen,depth", SMALL_BOARDS)
def test_perft_oracle_and_core_agree(sfen, depth, rulings):
    """perft through the scenario interface alone (every token played from a fresh position), on the
    oracle and on the core, to depth 2-3."""
    if "adonis[b3~c4]" in sfen and rulings == ORIGINAL:
        sfen = sfen.replace("adonis[b3~c4]", "adonis[~c4]")
    assert counted(CoreGame, sfen, depth, rulings) == counted(OracleGame, sfen, depth, rulings)


@pytest.mark.parametrize("rulings", TEXTS)
def test_oracle_perft_of_the_root_counts_the_paused_part_once(rulings):
    """At the root the paused part is one turn among the others; after it her eight placements."""
    position = RefPosition(ADONIS, rulings)
    assert position.perft(1) == len(position.legal_turns())
    child = position.copy()
    child.play("b2-b3^c3")
    assert child.perft(1) == 8


# ---------------------------------------------------------------------- random games in lockstep (-k lockstep)

LOCKSTEP_GAMES = 12

#: The squares a token builds on.
REST = re.compile(r"[a-e][1-5](~[a-e][1-5]){1,2}")


def lockstep(gods: list[str], rng: random.Random, rulings: frozenset[str]) -> tuple[int, int]:
    """A random game in lockstep on the core and the oracle (conftest.play_in_lockstep) preferring builds,
    on level 3 more than half the time, Adonis keeping his power in his whole turns most of the time, and
    her placements. Returns the rests of Adonis' paused turns played and those that bound."""
    seen = [0, 0]
    parts = 3 if rulings == REVISED else 2

    def choose(ref: RefPosition, tokens: list[str]) -> str:
        if ref.resume is not None:
            if ref.rest[ref.seat] is not None and ref.gods[ref.seat] == "adonis":
                worker = ref.rest[ref.seat]
                assert not ref.used[ref.seat] and "pass" in tokens and len(tokens) >= 2
                assert all(t == "pass" or (REST.fullmatch(t) and t.count("~") == parts - 1) for t in tokens)
                assert all(t == "pass" or square_index(t[:2]) == worker for t in tokens)
                seen[0] += 1
                token = rng.choice(tokens)
                seen[1] += token != "pass"
                return token
            placing = [t for t in tokens if t.startswith("+")]
            if placing and rng.random() < 0.8:
                return rng.choice(placing)
            return rng.choice(tokens)
        adonis = ref.gods[ref.seat] == "adonis"
        if adonis and rng.random() < 0.97:
            kept = [t for t in tokens if "~" not in t]  # keep his power for a pause
            tokens = kept or tokens
        builds = [t for t in tokens if "^" in t]
        if not builds or rng.random() < 0.05:
            return rng.choice(tokens)
        return toward_domes(ref, builds, rng, 0.9 if adonis else 0.6)

    play_in_lockstep(opening(gods), rng, 60, choose, rulings=rulings)
    return seen[0], seen[1]


@pytest.mark.parametrize("rulings", TEXTS)
@pytest.mark.parametrize("seat", [0, 1], ids=["adonis-first", "gaea-first"])
def test_lockstep_random_two_player_games(seat, rulings):
    rests = bindings = 0
    for seed in range(LOCKSTEP_GAMES):
        gods = ["adonis", "gaea"] if seat == 0 else ["gaea", "adonis"]
        rng = random.Random(zlib.crc32(f"adonis {seat} {sorted(rulings)} {seed}".encode()))
        played = lockstep(gods, rng, rulings)
        rests, bindings = rests + played[0], bindings + played[1]
    assert rests >= 3 and bindings >= 1
