"""Gaea (gods.md §3.3, 35): 2 and 3 players. The rulings checked here:

1. setup: her side places two workers; two more wait on her card (SFEN ``gaea[1]``, ``gaea[0]``:
   the workers left there; no state: both). Her ordinary turn is a mortal's;
2. trigger: after any seat's turn that built a dome (hers, an opponent's, a Dionysus extra turn;
   never a setup placement nor one of her placement turns), if the game is not over, she is in
   play, a worker is on her card and a square is eligible - level 0, no dome, no worker, next to a
   dome that turn built, judged after the turn -, she makes a placement turn before play goes on;
3. the placement turn: ``+sq`` (one worker from her card onto an eligible square), ``+sq+sq``
   (ASCII order; two on her card, two domes built, each worker next to a different one) or
   ``pass``; nothing else, and it never wins;
4. play then resumes from the builder: its Dionysus extra turns first, else the seat after it
   (the round counted from the builder: passing seat 1 starts one, as ever);
5. SFEN while a placement is due: ``gaea[<n>,<domes>]`` (n = 1 or 2 on her card, then the domes
   she may place next to, ASCII order) on her seat, to move, and ``resume:K`` (the builder's
   seat); the builder's states stay as its turn left them (``dionysus[1]``). Refused: a due state
   without ``resume:``, ``resume:`` without a due Gaea to move, a listed square with no dome, too
   many workers for what left her card, n out of range;
6. her placed workers are ordinary workers (they move, build, are swapped, removed...); with 3
   players an eliminated Gaea's workers leave the board and she places no more (her placement may
   also save her: a placed worker gives her a turn);
7. two Gaea (the ``mirror-gods`` alternative): each that may place does, in turn order from the
   builder's seat, each judging the eligible squares when hers comes;
8. lineups: 2 and 3 players (not 4), never against Atlas, Nemesis, Selene nor the engine's bans,
   never the Golden Fleece's god.

No god the engine lets her face builds a dome below level 3 (Atlas, Selene, Heracles, Polyphemus
and Asteria are all banned against her), so a low dome is only seen read from an SFEN here. Two
domes in one turn come from Castor (his build with both workers) and Terpsichore (both build);
Dionysus' extra turn is a turn of its own (she places after each).

(a) every scenario runs on the reference oracle (``RefPosition``) and on the native core
(``Board``); (b) the oracle's perft
tables (tests/data/perft-gaea.tsv and perft-gaea-multiplayer.tsv, make_perft_gaea.py) on the
core, with the depth-1 tokens; (c) seeded random games, core = oracle position by position,
against every god the engine lets her face with 2 players (Gaea as seat 1 and as seat 2; more
games against Castor, Terpsichore and Dionysus), 3-player games with random allowed lineups, and
the mirror. The random games prefer builds on level 3 so that her placements come often.
"""

from __future__ import annotations

import random

import pytest

from conftest import (BUILT, OracleTables, after, board_field, named_perft_table, opening, play_in_lockstep, starting,
                      oracle_playable_gods, placing_mostly, raising_towers)
from santorini import Board
from santorini.errors import SfenError, UnsupportedError
from santorini.notation import square_index, start_sfen
from santorini.reference import RefPosition
from santorini.reference.gaea import GAEA_BANNED
from santorini.reference.chaos import CHAOS_BANNED
from santorini.reference.position import (
    SUPPORTED_CHANCE_GODS,
    SUPPORTED_COIN_GODS,
    SUPPORTED_DECK_GODS,
    SUPPORTED_DIRECTION_GODS,
    SUPPORTED_EXTRA_TURN_HEROES,
    SUPPORTED_GODS,
    SUPPORTED_HEROES,
    SUPPORTED_HIDDEN_GODS,
    SUPPORTED_MARK_GODS,
    SUPPORTED_NIGHT_GODS,
    SUPPORTED_PLACEMENT_GODS,
    SUPPORTED_WHIRLPOOL_GODS,
    SUPPORTED_WORKER_COUNT_GODS,
)
from santorini.rules.gods import ENGINE_BANS, lineup_problem


def make(impl: str):
    """A loader of the implementation: ``make(impl)(sfen)``."""
    return RefPosition if impl == "oracle" else Board


# ---------------------------------------------------------------------- (a) ruling scenarios


def test_setup_her_side_places_two_workers(game):
    g = game(start_sfen(2, ["gaea", "mortal"]))
    assert len(g.tokens()) == 300 and all(t.count("+") == 2 for t in g.tokens())
    g.play("+b3+d3")
    assert g.sfen() == "00000/00000/00A00A0/00000/00000 2 A:gaea,B:mortal 1 -"


#   A (Gaea) on b2 and d4, B on a5 and e5, c3 on level 3, d2 on level 1.
OWN = f"{board_field(b2='A', d4='A', a5='B', e5='B', c3='3', d2='1')} 1 A:gaea,B:mortal 5 -"


def test_her_own_dome_then_her_placement(game):
    """b2-b3^c3 domes c3: she places next to it on a ground-level square with no worker (not on
    d2, level 1; not on b3 nor d4), or passes; then seat 2 plays."""
    g = game(OWN)
    g.play("b2-b3^c3")
    due = f"{board_field(b3='A', d4='A', a5='B', e5='B', c3='3*', d2='1')} 1 A:gaea[2,c3],B:mortal 5 resume:1"
    assert g.sfen() == due
    assert g.tokens() == ["+b2", "+b4", "+c2", "+c4", "+d3", "pass"]
    assert after(game, due, "+c4") == \
        f"{board_field(b3='A', c4='A', d4='A', a5='B', e5='B', c3='3*', d2='1')} 2 A:gaea[1],B:mortal 5 -"
    assert after(game, due, "pass") == \
        f"{board_field(b3='A', d4='A', a5='B', e5='B', c3='3*', d2='1')} 2 A:gaea,B:mortal 5 -"


def test_never_on_the_boulder(game):
    """The Pantheon edition's boulder on c2 (no worker enters it) is no square to place on; the
    extra field writes ``resume:`` after it, in ASCII order."""
    g = game(f"{board_field(b2='A', d4='A', a5='B', e5='B', c3='3')} 1 A:gaea,B:mortal 5 boulder@c2")
    g.play("b2-b3^c3")
    assert g.sfen().endswith(" 1 A:gaea[2,c3],B:mortal 5 boulder@c2,resume:1")
    assert g.tokens() == ["+b2", "+b4", "+c4", "+d2", "+d3", "pass"]


#   A (Gaea) on a1 and e1, B (Pan) on b2 and e5, c3 on level 3.
PAN = f"{board_field(a1='A', e1='A', b2='B', e5='B', c3='3')} 2 A:gaea,B:pan 5 -"


def test_an_opponents_dome_then_her_placement_then_the_next_round(game):
    """Pan (seat 2) domes c3 in round 5: she places, to move although seat 2 built; then play
    passes from seat 2 to seat 1, round 6."""
    g = game(PAN)
    g.play("b2-b3^c3")
    assert g.sfen() == f"{board_field(a1='A', e1='A', b3='B', e5='B', c3='3*')} 1 A:gaea[2,c3],B:pan 5 resume:2"
    assert g.tokens() == ["+b2", "+b4", "+c2", "+c4", "+d2", "+d3", "+d4", "pass"]
    g.play("+d4")
    assert g.sfen() == f"{board_field(a1='A', e1='A', d4='A', b3='B', e5='B', c3='3*')} 1 A:gaea[1],B:pan 6 -"
    assert "d4-d5^c4" in g.tokens()  # the placed worker is hers to play at once


def test_her_placement_turn_allows_nothing_else(game):
    g = game(f"{board_field(a1='A', e1='A', b3='B', e5='B', c3='3*')} 1 A:gaea[2,c3],B:pan 5 resume:2")
    for token in ("+a2", "+b2+c2", "a1-a2^a1", "+c3", "+b2+b2"):
        with pytest.raises(ValueError):
            g.play(token)


@pytest.mark.parametrize("cells,state,token,expected", [
    # a1 domed: a2 (level 1), b1 (level 2) and b2 (her worker): no eligible square
    (dict(b3="A", e5="A", c5="B", e1="B", a1="3", a2="1", b1="2"), "gaea", "b3-b2^a1",
     f"{board_field(b2='A', e5='A', c5='B', e1='B', a1='3*', a2='1', b1='2')} 2 A:gaea,B:mortal 5 -"),
    # her card is empty
    (dict(b2="A", d4="A", a5="B", e5="B", c3="3"), "gaea[0]", "b2-b3^c3",
     f"{board_field(b3='A', d4='A', a5='B', e5='B', c3='3*')} 2 A:gaea[0],B:mortal 5 -"),
], ids=["no-eligible-square", "empty-card"])
def test_no_placement_without_a_square_or_a_worker_on_her_card(game, cells, state, token, expected):
    assert after(game, f"{board_field(**cells)} 1 A:{state},B:mortal 5 -", token) == expected


def test_no_placement_after_a_turn_that_wins(game):
    """Her dome on c3 is the fifth complete tower: Chronus wins, nobody places."""
    board = board_field(b2="A", d4="A", c5="B", e2="B", c3="3", a1="3*", e1="3*", a5="3*", e5="3*")
    g = game(f"{board} 1 A:gaea,B:chronus 9 -")
    g.play("b2-b3^c3")
    assert g.sfen() == f"{board_field(b3='A', d4='A', c5='B', e2='B', c3='3*', a1='3*', e1='3*', a5='3*', e5='3*')} " \
                       "2 A:gaea,B:chronus# 9 -"
    assert g.tokens() == []


#   A (Gaea) on a1 and a5, B (Castor) on b2 and d4, c3 and e5 on level 3.
CASTOR = f"{board_field(a1='A', a5='A', b2='B', d4='B', c3='3', e5='3')} 2 A:gaea,B:castor 5 -"
CASTOR_DUE = f"{board_field(a1='A', a5='A', b2='B', d4='B', c3='3*', e5='3*')} 1 A:gaea[2,c3,e5],B:castor 5 resume:2"


def test_two_domes_due_two_placements(game):
    """Two domes of one turn she may place next to (set up: each first dome of Castor's stops his
    turn, below): two workers from her card, one next to each dome (never two next to one), or one
    anywhere eligible."""
    c3 = ["b3", "b4", "c2", "c4", "d2", "d3"]
    e5 = ["d5", "e4"]
    pairs = [f"+{a}+{b}" for a in c3 for b in e5]
    assert game(CASTOR_DUE).tokens() == sorted([f"+{sq}" for sq in c3 + e5] + pairs + ["pass"])
    assert after(game, CASTOR_DUE, "+e4+d3") == \
        f"{board_field(a1='A', a5='A', d3='A', e4='A', b2='B', d4='B', c3='3*', e5='3*')} 1 A:gaea[0],B:castor 6 -"


def test_castor_two_domes_stop_at_the_first(game):
    """Castor's two domes in one build turn: the first stops it (golden-fleece-gods.md 35), so the
    whole turn through both is no turn; each dome first is a stop of its own."""
    g = game(CASTOR)
    tokens = g.tokens()
    assert "b2^c3" in tokens and "d4^e5" in tokens and not starting(tokens, "b2^c3,") \
        and not starting(tokens, "d4^e5,")
    with pytest.raises(ValueError):
        g.play("b2^c3,d4^e5")


def test_two_domes_one_worker_on_her_card(game):
    g = game(CASTOR_DUE.replace("gaea[2,", "gaea[1,"))
    assert "+" not in "".join(t[1:] for t in g.tokens()) and len(g.tokens()) == 9


def test_terpsichore_two_domes_she_places_after_each(game):
    """Terpsichore's first dome (b3's on c3) stops her turn: Gaea places, then d5's dome on e5 lets
    her place again, next to it alone."""
    g = game(f"{board_field(a1='A', a5='A', b2='B', d4='B', c3='3', e5='3')} 2 A:gaea,B:terpsichore 5 -")
    g.play("b2-b3,d4-d5,b3^c3")
    assert g.sfen().endswith("1 A:gaea[2,c3],B:terpsichore[d5] 5 resume:2")
    g.play("+c4")
    assert g.tokens() == ["d5^c5", "d5^d4", "d5^e4", "d5^e5"]
    g.play("d5^e5")
    assert g.sfen().endswith("1 A:gaea[1,e5],B:terpsichore 5 resume:2")
    assert g.tokens() == ["+d4", "+e4", "pass"]


#   A (Gaea) on a1 and e1, B (Dionysus) on b2 and e5, c3 and c4 on level 3.
DIONYSUS = f"{board_field(a1='A', e1='A', b2='B', e5='B', c3='3', c4='3')} 2 A:gaea,B:dionysus 5 -"


def test_dionysus_extra_turn_comes_after_her_placement(game):
    """Dionysus completes c3: she places (his dionysus[1] shown meanwhile), then his extra turn
    moves her placed worker and completes c4: she places again, then his next extra turn; after
    it, seat 1 in round 6."""
    g = game(DIONYSUS)
    g.play("b2-b3^c3")
    assert g.sfen() == f"{board_field(a1='A', e1='A', b3='B', e5='B', c3='3*', c4='3')} " \
                       "1 A:gaea[2,c3],B:dionysus[1] 5 resume:2"
    g.play("+d3")
    assert g.sfen() == f"{board_field(a1='A', e1='A', d3='A', b3='B', e5='B', c3='3*', c4='3')} " \
                       "2 A:gaea[1],B:dionysus[1] 5 -"
    assert starting(g.tokens(), "d3-d4") == ["d3-d4^c4", "d3-d4^c5", "d3-d4^d3", "d3-d4^d5", "d3-d4^e3", "d3-d4^e4"]
    g.play("d3-d4^c4")
    assert g.sfen() == f"{board_field(a1='A', e1='A', d4='A', b3='B', e5='B', c3='3*', c4='3*')} " \
                       "1 A:gaea[1,c4],B:dionysus[1] 5 resume:2"
    assert g.tokens() == ["+b4", "+b5", "+c5", "+d3", "+d5", "pass"]
    g.play("pass")
    assert g.sfen().endswith(" 2 A:gaea[1],B:dionysus[1] 5 -")
    g.play("pass")
    assert g.sfen().endswith(" 1 A:gaea[1],B:dionysus 6 -")


#   3 players: A (Pan) on a1 and e1, B (Gaea) on a5 and e5, C (Hephaestus) on c2 and d4.
THREE = f"{board_field(a1='A', e1='A', a5='B', e5='B', c2='C', d4='C', c3='3')} 3 A:pan,B:gaea,C:hephaestus 5 -"


def test_three_players_play_resumes_after_the_builder(game):
    """C (seat 3) domes c3 in round 5; B (Gaea, seat 2) places; then seat 1 in round 6."""
    g = game(THREE)
    g.play("c2-b2^c3")
    assert g.sfen() == f"{board_field(a1='A', e1='A', a5='B', e5='B', b2='C', d4='C', c3='3*')} " \
                       "2 A:pan,B:gaea[2,c3],C:hephaestus 5 resume:3"
    g.play("+d3")
    assert g.sfen() == f"{board_field(a1='A', e1='A', a5='B', e5='B', d3='B', b2='C', d4='C', c3='3*')} " \
                       "1 A:pan,B:gaea[1],C:hephaestus 6 -"


@pytest.mark.parametrize("gods,placer,expected", [
    ("A:minotaur,B:zeus,C:gaea", "C", "2 A:minotaur,B:zeus,C:gaea[1] 5 -"),  # she is seat 3: seat 2 next
    ("A:gaea,B:zeus,C:pan", "A", "2 A:gaea[1],B:zeus,C:pan 5 -"),  # she built herself: seat 2 next
], ids=["seat-3-after-seat-1", "her-own-dome"])
def test_three_players_the_round_is_the_builders(game, gods, placer, expected):
    """Seat 1 domes c3 in round 5; Gaea (seat 3, or seat 1 herself) places in round 5; then seat 2."""
    g = game(f"{board_field(b2='A', e1='A', a5='B', e5='B', a3='C', d5='C', c3='3')} 1 {gods} 5 -")
    g.play("b2-b3^c3")
    assert g.sfen().split()[1] == ("3" if placer == "C" else "1") and g.sfen().endswith(" 5 resume:1")
    g.play("+c2")
    assert g.sfen() == f"{board_field(b3='A', e1='A', a5='B', e5='B', a3='C', d5='C', c3='3*', c2=placer)} {expected}"


#   3 players: B (Gaea) boxed on a5 by domes (a4, b4, b5), A (Pan) on b2 and e1, C (Zeus) on e5
#   and e3, c3 and d4 on level 3. Pan domes c3: her placement saves her; her pass eliminates her.
BOX = f"{board_field(a5='B', a4='0*', b4='0*', b5='0*', b2='A', e1='A', e5='C', e3='C', c3='3', d4='3')} " \
      "1 A:pan,B:gaea,C:zeus 5 -"


def test_three_players_her_placement_gives_her_a_turn(game):
    g = game(BOX)
    g.play("b2-b3^c3")
    assert g.tokens() == ["+b2", "+c2", "+c4", "+d2", "+d3", "pass"]
    g.play("+c2")
    assert g.sfen().endswith(" 2 A:pan,B:gaea[1],C:zeus 5 -")
    assert starting(g.tokens(), "c2-") and not starting(g.tokens(), "a5")


def test_three_players_an_eliminated_gaea_places_no_more(game):
    """She passes: play resumes, she has no turn and is eliminated (her workers and card leave);
    Zeus then domes d4 and nobody places."""
    g = game(BOX)
    g.play("b2-b3^c3")
    g.play("pass")
    assert g.sfen() == f"{board_field(a4='0*', b4='0*', b5='0*', b3='A', e1='A', e5='C', e3='C', c3='3*', d4='3')} " \
                       "3 A:pan,-B:gaea,C:zeus 5 -"
    g.play("e5-e4^d4")
    assert g.sfen().endswith(" 1 A:pan,-B:gaea,C:zeus 6 -")


#   Two Gaea (mirror): A on b2 and e1, B on a5 and e5, c3 on level 3.
MIRROR = f"{board_field(b2='A', e1='A', a5='B', e5='B', c3='3')} 1 A:gaea,B:gaea 5 -"


def test_mirror_each_places_the_builder_first(game):
    g = game(MIRROR)
    g.play("b2-b3^c3")
    assert g.sfen() == f"{board_field(b3='A', e1='A', a5='B', e5='B', c3='3*')} 1 A:gaea[2,c3],B:gaea[2,c3] 5 resume:1"
    g.play("+c2")
    assert g.sfen() == f"{board_field(b3='A', c2='A', e1='A', a5='B', e5='B', c3='3*')} " \
                       "2 A:gaea[1],B:gaea[2,c3] 5 resume:1"
    assert "+c2" not in g.tokens() and "+d3" in g.tokens()
    g.play("+d3")
    assert g.sfen() == f"{board_field(b3='A', c2='A', e1='A', a5='B', d3='B', e5='B', c3='3*')} " \
                       "2 A:gaea[1],B:gaea[1] 5 -"


def test_mirror_the_second_builder_places_first_then_the_next_round(game):
    sfen = f"{board_field(b2='A', e1='A', a5='B', d4='B', c3='3')} 2 A:gaea,B:gaea 5 -"
    assert after(game, sfen, "d4-d3^c3", "+c4", "+b3") == \
        f"{board_field(b2='A', b3='A', e1='A', a5='B', c4='B', d3='B', c3='3*')} 1 A:gaea[1],B:gaea[1] 6 -"


def test_mirror_the_first_takes_the_only_square(game):
    """a1 domed: b2 is the only eligible square; A takes it, B has none left (play goes on)."""
    sfen = f"{board_field(a3='A', e1='A', c2='B', e5='B', a1='3', b1='1')} 1 A:gaea,B:gaea 5 -"
    g = game(sfen)
    g.play("a3-a2^a1")
    assert g.tokens() == ["+b2", "pass"]
    g.play("+b2")
    assert g.sfen() == f"{board_field(a2='A', b2='A', e1='A', c2='B', e5='B', a1='3*', b1='1')} 2 A:gaea[1],B:gaea 5 -"
    assert after(game, sfen, "a3-a2^a1", "pass", "+b2").endswith(" 2 A:gaea,B:gaea[1] 5 -")


def test_athenas_mark_outlives_the_placement(game):
    """Athena climbs and domes d4: athena[^] stays through Gaea's placement and binds her turn."""
    sfen = f"{board_field(b2='A', e1='A', a4='B', e5='1B', d4='3', c3='2', d5='2')} 2 A:gaea,B:athena 5 -"
    g = game(sfen)
    g.play("e5-d5^d4")
    assert g.sfen().endswith(" 1 A:gaea[2,d4],B:athena[^] 5 resume:2")
    g.play("+c4")
    assert g.sfen().endswith(" 1 A:gaea[1],B:athena[^] 6 -")
    assert not starting(g.tokens(), "b2-c3") and not starting(g.tokens(), "c4-c3")  # no move up


def test_jasons_card_turn_builds_a_dome(game):
    sfen = f"{board_field(b2='A', c2='A', b4='B', d4='B', a2='3')} 2 A:gaea,B:jason 5 -"
    g = game(sfen)
    g.play("+a1-b1^a2")
    assert g.sfen().endswith(" 1 A:gaea[2,a2],B:jason[used] 5 resume:2")
    assert g.tokens() == ["+a1", "+a3", "+b3", "pass"]


@pytest.mark.parametrize("god,b_workers,token,expected", [
    # Apollo's c4 swaps her placed d3 onto c4
    ("apollo", dict(a5="B", c4="B"), "c4-d3^e3", dict(b3="A", c4="A", e1="A", a5="B", d3="B", e3="1")),
    # Minotaur's c4 pushes her placed d3 onto e2
    ("minotaur", dict(a5="B", c4="B"), "c4-d3^c4", dict(b3="A", e2="A", e1="A", a5="B", d3="B", c4="1")),
    # Bia's d5-d4 removes her placed d3 (straight ahead)
    ("bia", dict(a5="B", d5="B"), "d5-d4^e5", dict(b3="A", e1="A", a5="B", d4="B", e5="1")),
], ids=["apollo", "minotaur", "bia"])
def test_a_placed_worker_is_an_ordinary_worker(game, god, b_workers, token, expected):
    """Her b2-b3^c3, then +d3: the placed worker is swapped, pushed, removed like any other."""
    sfen = f"{board_field(b2='A', e1='A', c3='3', **b_workers)} 1 A:gaea,B:{god} 5 -"
    assert after(game, sfen, "b2-b3^c3", "+d3", token) == f"{board_field(**expected, c3='3*')} 1 A:gaea[1],B:{god} 6 -"


@pytest.mark.parametrize("impl", ["oracle", "core"])
def test_her_state_lists_the_domes_she_may_place_next_to(impl):
    """Castor domes a1 and c3; around a1 nothing is eligible (a2 level 1, b1 level 2, b2 his
    worker): no stop, and her state lists c3 alone. With two Gaea due after two domes (set up),
    the first one taking e5's only square leaves the second c3 alone."""
    sfen = f"{board_field(b2='B', d4='B', a1='3', a2='1', b1='2', c3='3', e5='A', a5='A')} 2 A:gaea,B:castor 5 -"
    pos = make(impl)(sfen)
    play = pos.play if impl == "oracle" else pos.push
    play("b2^a1,d4^c3")
    assert pos.sfen() == f"{board_field(b2='B', d4='B', a1='3*', a2='1', b1='2', c3='3*', e5='A', a5='A')} " \
                         "1 A:gaea[2,c3],B:castor 5 resume:2"
    three = f"{board_field(a1='A', a3='A', e1='B', b1='B', b2='C', d4='C', c3='3*', e5='3*', d5='1')} " \
            "1 A:gaea[2,c3,e5],B:gaea[2,c3,e5],C:castor 5 resume:3"
    pos = make(impl)(three)
    play = pos.play if impl == "oracle" else pos.push
    play("+e4")
    board = board_field(a1="A", a3="A", e4="A", e1="B", b1="B", b2="C", d4="C", c3="3*", e5="3*", d5="1")
    assert pos.sfen() == f"{board} 2 A:gaea[1],B:gaea[2,c3],C:castor 5 resume:3"


# Chaos (gods.md §3.2, 14): after a turn that built a dome he reveals between turns. Her
# placement is part of the builder's turn, right after the dome, so it comes first and his
# reveal closes the turn; her placement builds no dome. His deck leaves out the Simple Gods
# banned against her (Atlas; Demeter and Prometheus, whose turns go on after a dome); the
# chaos-deck ruling's alternative, which would keep them, is refused with her. Chaos (A) on b2
# and d4, Gaea (B) on a5 and e5, b4, c3 and d3 on level 3.
TOWERS = board_field(b2="A", d4="A", a5="B", e5="B", c3="3", d3="3", b4="3")
DOMED = board_field(b3="A", d4="A", a5="B", e5="B", c3="3*", d3="3", b4="3")


def test_chaos_dome_her_placement_then_his_reveal(game):
    g = game(f"{TOWERS} 1 A:chaos[pan],B:gaea 5 -")
    g.play("b2-b3^c3")
    assert g.sfen() == f"{DOMED} 2 A:chaos[pan,draw],B:gaea[2,c3] 5 resume:1"
    assert g.tokens() == ["+b2", "+c2", "+c4", "+d2", "pass"]
    g.play("+c2")
    placed = board_field(b3="A", d4="A", a5="B", e5="B", c2="B", c3="3*", d3="3", b4="3")
    assert g.sfen() == f"{placed} 1 A:chaos[pan,draw],B:gaea[1] 5 resume:1"
    assert g.tokens() == ["draw:1", "draw:2", "draw:3", "draw:6", "draw:7", "draw:8"]
    g.play("draw:1")
    assert g.sfen() == f"{placed} 2 A:chaos[apollo,pan],B:gaea[1] 5 -"


def test_chaos_her_pass_his_reveal_still_comes(game):
    g = game(f"{DOMED} 2 A:chaos[pan,draw],B:gaea[2,c3] 5 resume:1")
    g.play("pass")
    assert g.sfen() == f"{DOMED} 1 A:chaos[pan,draw],B:gaea 5 resume:1"


def test_chaos_her_own_dome_she_places_then_he_reveals(game):
    g = game(f"{TOWERS} 2 A:chaos[pan],B:gaea 5 -")
    g.play("a5-a4^b4")
    domed = board_field(b2="A", d4="A", a4="B", e5="B", c3="3", d3="3", b4="3*")
    assert g.sfen() == f"{domed} 2 A:chaos[pan,draw],B:gaea[2,b4] 5 resume:2"
    g.play("+a3")
    placed = board_field(b2="A", d4="A", a4="B", a3="B", e5="B", c3="3", d3="3", b4="3*")
    assert g.sfen() == f"{placed} 1 A:chaos[pan,draw],B:gaea[1] 5 resume:2"
    g.play("draw:1")
    assert g.sfen() == f"{placed} 1 A:chaos[apollo,pan],B:gaea[1] 6 -"


def test_chaos_deck_leaves_out_the_gods_banned_against_her(game):
    assert game("00000/00000/00000/00000/00000 1 A:chaos,B:gaea 1 -").tokens() == [
        "draw:1", "draw:2", "draw:3", "draw:6", "draw:7", "draw:8", "draw:9"]


@pytest.mark.parametrize("impl", ["oracle", "core"])
def test_chaos_deck_ruling_alternative_refused_with_her(impl):
    sfen = start_sfen(2, ["chaos", "gaea"], to_move=1)
    with pytest.raises(UnsupportedError):
        RefPosition(sfen, {"chaos-deck"}) if impl == "oracle" else Board(sfen, rulings={"chaos-deck"})


def test_chaos_reveal_before_her_placement_refused(game):
    with pytest.raises(SfenError):
        game(f"{DOMED} 1 A:chaos[pan,draw],B:gaea[2,c3] 5 resume:1")


# ---------------------------------------------------------------------- SFEN

ROUND_TRIPS = [
    f"{board_field(b3='A', d4='A', a5='B', e5='B', c3='3*')} 1 A:gaea[2,c3],B:mortal 5 resume:1",
    f"{board_field(b3='A', d4='A', c4='A', a5='B', e5='B', c3='3*')} 2 A:gaea[1],B:mortal 5 -",
    f"{board_field(b3='A', d4='A', c4='A', c2='A', a5='B', e5='B', c3='3*')} 2 A:gaea[0],B:mortal 5 -",
    CASTOR_DUE,
    CASTOR_DUE.replace("gaea[2,", "gaea[1,"),
    f"{board_field(a1='A', e1='A', b3='B', e5='B', c3='3*', c4='3')} 1 A:gaea[2,c3],B:dionysus[1] 5 resume:2",
    f"{board_field(b3='A', c2='A', e1='A', a5='B', e5='B', c3='3*')} 2 A:gaea[1],B:gaea[2,c3] 5 resume:1",
    f"{board_field(b3='A', e1='A', a5='B', e5='B', c3='3*')} 1 A:gaea[2,c3],B:gaea[2,c3] 5 resume:1",
    f"{board_field(a1='A', e1='A', a5='B', e5='B', b2='C', d4='C', c3='3*')} "
    "2 A:pan,B:gaea[2,c3],C:hephaestus 5 resume:3",
    f"{board_field(b3='A', e1='A', a5='B', e5='B', c3='0*')} 1 A:gaea[2,c3],B:mortal 5 resume:2",  # a low dome
]


@pytest.mark.parametrize("sfen", ROUND_TRIPS, ids=range(len(ROUND_TRIPS)))
def test_sfen_round_trips(game, sfen):
    assert game(sfen).sfen() == sfen


REFUSED = [
    f"{board_field(b3='A', d4='A', a5='B', e5='B', c3='3*')} 1 A:gaea[2,c3],B:mortal 5 -",  # due, no resume:
    f"{board_field(b3='A', d4='A', a5='B', e5='B', c3='3*')} 1 A:gaea,B:mortal 5 resume:1",  # resume:, nobody due
    f"{board_field(b3='A', d4='A', a5='B', e5='B', c3='3*')} 2 A:gaea[2,c3],B:mortal 5 resume:1",  # due, not to move
    f"{board_field(b3='A', d4='A', a5='B', e5='B', c3='3*')} 1 A:gaea[2,b2],B:mortal 5 resume:1",  # b2 has no dome
    f"{board_field(b3='A', d4='A', c2='A', a5='B', e5='B')} 1 A:gaea,B:mortal 5 -",  # three, two on her card
    f"{board_field(b3='A', d4='A', c2='A', e2='A', a5='B', e5='B')} 1 A:gaea[1],B:mortal 5 -",  # four, one on it
    f"{board_field(b3='A', d4='A', a5='B', e5='B')} 1 A:gaea[2],B:mortal 5 -",  # n out of range
    f"{board_field(b3='A', d4='A', a5='B', e5='B')} 1 A:gaea[3],B:mortal 5 -",
    f"{board_field(b3='A', d4='A', a5='B', e5='B', c3='3*')} 1 A:gaea[0,c3],B:mortal 5 resume:1",
    f"{board_field(b3='A', d4='A', a5='B', e5='B', c3='3*')} 1 A:gaea[3,c3],B:mortal 5 resume:1",
    f"{board_field(b3='A', d4='A', a5='B', e5='B', c3='3*', c5='3*', a1='3*')} "
    "1 A:gaea[2,a1,c3,c5],B:mortal 5 resume:1",  # three domes
    f"{board_field(a1='A', a5='A', b2='B', d4='B', c3='3*', e5='3*')} 1 A:gaea[2,e5,c3],B:castor 5 resume:2",
    f"{board_field(a1='A', e1='A', b3='B', e5='B', c3='3*')} 1 A:gaea[2,c3],B:dionysus[1] 5 resume:1",  # not his
    f"{board_field(b3='A', e1='A', a5='B', e5='B', c3='3*')} 1 A:gaea[2,c3],B:mortal 5 resume:3",  # no seat 3
    f"{board_field(b3='A', e1='A', a5='B', e5='B', c3='3*')} 1 A:gaea[2,c3],B:mortal,-C:pan 5 resume:3",
    f"{board_field(b3='A', e1='A', a5='B', e5='B', c3='3*')} 1 A:mortal[2,c3],B:mortal 5 resume:2",
    # a won game has no placement due
    f"{board_field(a1='A', e1='A', b3='B', e5='B', c3='3*')} 1 A:gaea[2,c3],B:mortal# 5 resume:2",
    # with two Gaea the builder's (seat 1) placement came first: she cannot still be due
    f"{board_field(b3='A', e1='A', a5='B', e5='B', c3='3*')} 2 A:gaea[2,c3],B:gaea[2,c3] 5 resume:1",
    # a dome listed with no eligible square next to it (a1: a2 level 1, b1 level 2, b2 her worker)
    f"{board_field(b2='A', e5='A', c5='B', e1='B', a1='3*', a2='1', b1='2', c3='3*')} "
    "1 A:gaea[2,a1,c3],B:mortal 5 resume:1",
]


@pytest.mark.parametrize("sfen", REFUSED, ids=range(len(REFUSED)))
def test_sfen_refused(game, sfen):
    with pytest.raises(SfenError):
        game(sfen)


def test_a_worker_off_her_card_before_every_side_placed_is_refused(game):
    """A state no game reaches: domes come after the setup."""
    with pytest.raises(SfenError):
        game(f"{board_field(a1='A', e1='A')} 2 A:gaea[1],B:mortal 1 -")


# ---------------------------------------------------------------------- lineups

@pytest.mark.parametrize("impl", ["oracle", "core"])
def test_lineups_refused(impl):
    load = make(impl)
    for other in ("atlas", "nemesis", "selene", "circe"):
        for gods in (["gaea", other], [other, "gaea"]):
            with pytest.raises(UnsupportedError):
                load(start_sfen(2, gods))
    with pytest.raises(UnsupportedError):
        load(start_sfen(4, ["gaea", "mortal", "mortal", "mortal"]))
    with pytest.raises((UnsupportedError, SfenError)):
        load("00000/00000/00000/00000/00000 1 A:mortal,B:mortal 1 fleece:gaea")
    load(start_sfen(3, ["gaea", "pan", "zeus"]))


def test_the_oracles_bans_are_the_catalogs():
    banned = {other for pair in ENGINE_BANS if "gaea" in pair for other in pair} - {"gaea"}
    # Hecate's ban is the engine's (HECATE_ENGINE_BANS): the oracle does not play her yet.
    assert GAEA_BANNED | {"hecate"} == banned | {"atlas", "nemesis", "selene"}
    assert "gaea" not in CHAOS_BANNED
    assert all(lineup_problem(["gaea", other], 2) for other in GAEA_BANNED)


def test_the_oracle_lists_her_apart():
    assert SUPPORTED_PLACEMENT_GODS == {"gaea"}
    assert not SUPPORTED_PLACEMENT_GODS & (SUPPORTED_GODS | SUPPORTED_HEROES | SUPPORTED_WHIRLPOOL_GODS)


# ---------------------------------------------------------------------- (b) the perft tables


ROWS = named_perft_table("perft-gaea.tsv") + named_perft_table("perft-gaea-multiplayer.tsv")


def test_table_rows_are_gaea_positions():
    assert 14 <= len(ROWS) <= 24
    assert sum(len(counts) >= 3 for _, _, counts in ROWS) >= len(ROWS) - 3  # depth 3 for most
    assert sum("resume:" in sfen for _, sfen, _ in ROWS) >= 4  # placements due
    for _, sfen, counts in ROWS:
        assert "gaea" in sfen.split()[2]
        assert RefPosition(sfen).perft(1) == counts[0]  # the oracle still counts the first depth so


class TestOracleTables(OracleTables):
    ROWS = ROWS


# ---------------------------------------------------------------------- (c) random games

#: The opponents of the random games with 2 players: every god the engine plays that the
#: catalog lets her face.
TWO_PLAYER_OPPONENTS = [god for god in oracle_playable_gods(2)
                        if god != "gaea" and lineup_problem(["gaea", god], 2) is None]

#: The gods that may sit with her in 3-player games.
THREE_PLAYER_GODS = [god for god in oracle_playable_gods(3) if god != "gaea" and lineup_problem(["gaea", god], 3) is None]

#: Turns a random game may last (after placement; her placement turns count), and the 3-player games.
TURNS = 60
THREE_PLAYER_GAMES = 24



def two_player_gods(seat: int, other: str) -> list[str]:
    """Gaea as seat 1 (``seat`` 0) or seat 2 (``seat`` 1) against ``other``."""
    return ["gaea", other] if seat % 2 == 0 else [other, "gaea"]


def three_player_gods(seed: int) -> list[str]:
    """Gaea in seat ``seed % 3`` with two distinct gods that may meet her and each other."""
    rng = random.Random(3500 + seed)
    while True:
        gods = rng.sample(THREE_PLAYER_GODS, 2)
        gods.insert(seed % 3, "gaea")
        if lineup_problem(gods, 3) is None:
            return gods


def play_both(gods: list[str], rng: random.Random) -> int:
    """A random game in lockstep on the core and the oracle (conftest.play_in_lockstep) that
    prefers builds (no win by a climb, mostly), on level 3 more than half the time (domes; two at
    once when a turn may), and her placements to ``pass``. Returns the positions with a placement
    due."""
    def tops(ref: RefPosition, token: str) -> int:
        return sum(ref.heights[square_index(sq)] == 3 for sq in BUILT.findall(token))

    def choose(ref: RefPosition, tokens: list[str]) -> str:
        if ref.resume is not None:
            return placing_mostly(tokens, rng, 0.7)
        builds = [t for t in tokens if "^" in t]
        if not builds or rng.random() < 0.05:
            return rng.choice(tokens)
        pairs = [t for t in builds if tops(ref, t) >= 2]  # Castor's and Terpsichore's two domes
        if pairs and rng.random() < 0.9:
            return rng.choice(pairs)
        domes = [t for t in builds if tops(ref, t)]
        if domes and rng.random() < 0.6:
            return rng.choice(domes)
        return raising_towers(ref, builds, rng)

    return play_in_lockstep(opening(gods), rng, TURNS, choose, lambda ref: int(ref.resume is not None))


def test_the_random_opponents_all_load_against_her():
    assert len(TWO_PLAYER_OPPONENTS) >= 35 and len(THREE_PLAYER_GODS) >= 25
    others = (SUPPORTED_GODS | SUPPORTED_DIRECTION_GODS | SUPPORTED_COIN_GODS | SUPPORTED_HEROES | SUPPORTED_MARK_GODS
              | SUPPORTED_HIDDEN_GODS | SUPPORTED_CHANCE_GODS | SUPPORTED_DECK_GODS | SUPPORTED_EXTRA_TURN_HEROES
              | SUPPORTED_WORKER_COUNT_GODS | SUPPORTED_WHIRLPOOL_GODS | SUPPORTED_NIGHT_GODS)
    assert set(TWO_PLAYER_OPPONENTS) <= others
    for other in TWO_PLAYER_OPPONENTS:
        for seat in (0, 1):
            RefPosition(opening(two_player_gods(seat, other)))
    for seed in range(THREE_PLAYER_GAMES):
        RefPosition(opening(three_player_gods(seed)))


@pytest.mark.parametrize("seat", [0, 1], ids=["gaea-first", "gaea-second"])
@pytest.mark.parametrize("index,other", list(enumerate(TWO_PLAYER_OPPONENTS)), ids=TWO_PLAYER_OPPONENTS)
def test_core_and_oracle_agree_on_a_random_game_against(index, other, seat):
    play_both(two_player_gods(seat, other), random.Random(3000 + 2 * index + seat))


#: The opponents whose turns interleave with hers most (two domes at once, extra turns), played more.
INTERLEAVED = ["castor", "terpsichore", "dionysus"]


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("other", INTERLEAVED)
def test_core_and_oracle_agree_on_more_games_against(other, seed):
    play_both(two_player_gods(seed, other), random.Random(3400 + 10 * INTERLEAVED.index(other) + seed))


@pytest.mark.parametrize("seed", range(THREE_PLAYER_GAMES))
def test_core_and_oracle_agree_on_random_three_player_games(seed):
    play_both(three_player_gods(seed), random.Random(3600 + seed))


MIRRORS = [["gaea", "gaea"], ["gaea", "gaea", "pan"], ["castor", "gaea", "gaea"], ["gaea", "terpsichore", "gaea"],
           ["gaea", "gaea", "dionysus"]]


@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize("gods", MIRRORS, ids=["-".join(gods) for gods in MIRRORS])
def test_core_and_oracle_agree_on_random_mirror_games(gods, seed):
    play_both(gods, random.Random(3700 + 10 * MIRRORS.index(gods) + seed))


def test_random_games_place_often():
    placed = sum(play_both(two_player_gods(seed, "mortal"), random.Random(3800 + seed)) for seed in range(4))
    placed += sum(play_both(three_player_gods(seed), random.Random(3900 + seed)) for seed in range(2))
    assert placed >= 10


@pytest.mark.parametrize("seed", range(4))
def test_oracle_random_positions_read_back(seed):
    """Oracle alone: every position of a random game (placements due included) reads back as
    itself, with the same turns."""
    rng = random.Random(4000 + seed)
    gods = [["gaea", "dionysus"], ["castor", "gaea"], ["gaea", "gaea", "pan"], ["demeter", "gaea", "pan"]][seed]
    pos = RefPosition(opening(gods))
    due = 0
    for _ in range(2 * TURNS):
        sfen = pos.sfen()
        again = RefPosition(sfen)
        assert again.sfen() == sfen
        tokens = pos.legal_turns()
        assert again.legal_turns() == tokens
        if not tokens:
            break
        due += pos.resume is not None
        builds = [t for t in tokens if "^" in t or t.startswith("+")]
        pos.play(rng.choice(builds if builds and rng.random() < 0.9 else tokens))
    assert due


# ---------------------------------------------------------------------- found by the review

def test_a_due_placement_with_an_eliminated_seat_reads_back():
    """3 players, one seat out: the SFEN of a due placement loads, as the same position (the
    eliminated seat had placed; its placement is no longer awaited)."""
    board = Board("00000/00000/00300/0A0B000/0A0000B 2 A:gaea,B:pan,-C:zeus 5 -")
    board.push("b2-c2^c3")
    sfen = board.sfen()
    assert sfen.endswith("A:gaea[2,c3],B:pan,-C:zeus 5 resume:2")
    again = Board(sfen)
    assert again.sfen() == sfen and again._core.key == board._core.key
    assert sorted(move.token for move in again.legal_moves) == RefPosition(sfen).legal_turns()


def test_the_search_sees_her_win_after_a_placement_it_gives_her():
    """At depth 1 the opponent's dome on e3 lets her place and then climb b4-a3: the search
    must not take the placement between turns for a quiet position."""
    from santorini.engine.analysis import analyse

    board = Board("0B20B00/0A2A012/30203/00000/00000 2 A:gaea,B:artemis 5 -")
    assert analyse(board, depth=1)[0].pv[0].token == "c5-c4-b3^a3"


def test_a_misfit_state_is_named_in_the_error():
    with pytest.raises(SfenError, match=r"^gaea \(seat 1\) does not fit"):
        Board(f"{board_field(a1='A', e1='A', a5='B', e5='B')} 1 A:gaea,B:mortal 5 resume:1")


@pytest.mark.parametrize("lineup", [("siren", "gaea"), ("hydra", "siren"), ("gaea", "siren", "pan"),
                                    ("siren", "graeae", "gaea")])
def test_siren_sings_against_her_and_hydra(lineup):
    """A song of up to ten workers fits a turn: Gaea's four, Hydra's ten heads with 2 players."""
    sfen = start_sfen(players=len(lineup), gods=list(lineup))
    assert sorted(move.token for move in Board(sfen).legal_moves) == RefPosition(sfen).legal_turns()


@pytest.mark.parametrize("lineup", [("siren", "hydra", "pan"), ("hydra", "graeae", "siren")])
def test_siren_is_not_played_against_hydra_and_another(lineup):
    """Hydra's ten heads and another seat's workers could make a song longer than a turn holds."""
    with pytest.raises(UnsupportedError, match="a turn holds 10"):
        Board(start_sfen(players=len(lineup), gods=list(lineup)))


#   Eris (original text) domed b2 in her alternative turn: her truce and her mark (b4) stand.
ERIS_TRUCE = "00010B/00A100/01A000/03*000/0B0100 1 A:gaea[2,b2],B:eris[b4,truce] 5 resume:2"


@pytest.mark.parametrize("token,expected", [
    ("+b1", "00010B/00A100/01A000/03*000/0B0A100 1 A:gaea[1],B:eris[b4,truce] 6 -"),
    ("pass", "00010B/00A100/01A000/03*000/0B0100 1 A:gaea,B:eris[b4,truce] 6 -"),
])
def test_her_placement_is_no_turn_to_eris(token, expected):
    """A placement between turns moves nobody and belongs to the turn before it: Eris' mark
    and, under the original text, her truce last until Gaea's own turn is over."""
    rulings = frozenset({"revised-text"})
    ref = RefPosition(ERIS_TRUCE, rulings)
    core = Board(ERIS_TRUCE, rulings=set(rulings))
    assert sorted(move.token for move in core.legal_moves) == ref.legal_turns()
    ref.play(token)
    core.push(token)
    assert core.sfen() == ref.sfen() == expected
