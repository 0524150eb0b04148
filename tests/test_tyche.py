"""Tyche (gods.md §3.5, 56): 2, 3 and 4 players. The rulings checked here:

1. her deck: five blanks and a six; her state is k, the blanks out since the last shuffle (0..5),
   and, when a referee knows it, the order d: the blanks above the six in what is left (0..5-k);
2. at the end of each of her own *normal* turns (not a placement, not her extra turn, not a turn
   between turns), the game not over, she draws before play goes on: a turn of her seat between
   turns (``resume:K`` on her own seat, ``tyche[k,draw]``): ``draw:0`` (a blank, while one is left)
   and ``draw:6``; with the order known only the card on top. Each draw is a ply of perft;
3. after a blank: k + 1 (the order one less), play resumes from the seat after hers (passing seat 1
   starts a round); after the six: k 0, the order unknown, and her extra turn between turns
   (``tyche[0,extra]``): any ordinary turn of hers (a win too) or ``pass`` - her only turn when she
   has no other, and refused under Persephone's demand when she can move up. No draw after it;
4. a seat that cannot complete a turn is judged when it is to act: after the draw and the extra
   turn (with 3 players the seat after her is eliminated then);
5. SFEN: ``tyche[<k>][,draw|,extra][|<d>]``; refused: k above 5, d above 5 - k, ``extra`` with k not
   0, a due draw or extra turn without ``resume:K`` naming her seat to move, or once the game is won
   or before every side has placed, ``resume:K`` with nothing due, other texts;
6. her draws and extra turn are turns of her seat: an opposing Athena's mark binds the extra turn
   and outlives the draw; to every other power the extra turn is what a Dionysus extra turn is
   (Adonis' binding holds her normal turn, not the extra turn); a Dionysus extra turn moving her
   worker is no turn of hers (no draw);
7. lineups: 2, 3 and 4 players, never against Circe or Nyx (the engine's bans), never
   the Golden Fleece's god.

(a) every scenario runs on the reference oracle (``RefPosition``) and on the native core
(``Board``); (b) the oracle's perft tables (tests/data/perft-tyche.tsv and
perft-tyche-multiplayer.tsv, make_perft_tyche.py) on the core, with the depth-1 tokens; (c) seeded
random games, core = oracle position by position, against every god the catalog lets her face with
2 players (Tyche as seat 1 and as seat 2), and random 3-player and 4-player lineups (classic teams
and the Pantheon pairs). The random games decline her extra turn now and then.
"""

from __future__ import annotations

import random

import pytest

from conftest import OracleTables, after, board_field, named_perft_table, opening, play_in_lockstep, starting, oracle_playable_gods
from santorini import Board
from santorini.errors import SfenError, UnsupportedError
from santorini.notation import start_sfen
from santorini.reference import RefPosition
from santorini.reference.position import (
    SUPPORTED_CHANCE_GODS,
    SUPPORTED_GODS,
    SUPPORTED_HEROES,
    SUPPORTED_PLACEMENT_GODS,
)
from santorini.reference.tyche import TYCHE_BANNED
from santorini.rules.gods import TYCHE_ENGINE_BANS, lineup_problem


def make(impl: str):
    """A loader of the implementation: ``make(impl)(sfen)``."""
    return RefPosition if impl == "oracle" else Board


# ---------------------------------------------------------------------- (a) ruling scenarios

#   A (Tyche) on b2 and d4, B on a5 and e5, c3 on level 1.
OWN = f"{board_field(b2='A', d4='A', a5='B', e5='B', c3='1')} 1 A:tyche,B:mortal 5 -"
#   after her b2-b3^c3
AFTER = board_field(b3="A", d4="A", a5="B", e5="B", c3="2")
DRAW = f"{AFTER} 1 A:tyche[0,draw],B:mortal 5 resume:1"
EXTRA = f"{AFTER} 1 A:tyche[0,extra],B:mortal 5 resume:1"


def test_setup_no_draw_after_a_placement(game):
    g = game(start_sfen(2, ["tyche", "mortal"]))
    assert len(g.tokens()) == 300
    g.play("+b2+d4")
    assert g.sfen() == f"{board_field(b2='A', d4='A')} 2 A:tyche,B:mortal 1 -"
    g.play("+a5+e5")
    assert g.sfen() == f"{board_field(b2='A', d4='A', a5='B', e5='B')} 1 A:tyche,B:mortal 2 -"


def test_her_normal_turn_then_her_draw(game):
    g = game(OWN)
    g.play("b2-b3^c3")
    assert g.sfen() == DRAW
    assert g.tokens() == ["draw:0", "draw:6"]


def test_a_blank_then_play_goes_on(game):
    """A blank: one more out (tyche[1]), then seat 2 in the same round; her next turn draws again."""
    g = game(DRAW)
    g.play("draw:0")
    assert g.sfen() == f"{AFTER} 2 A:tyche[1],B:mortal 5 -"
    g.play("a5-a4^a5")
    g.play("d4-d5^c5")
    assert g.sfen().endswith(" 1 A:tyche[1,draw],B:mortal 6 resume:1")


def test_the_six_then_her_extra_turn(game):
    """The six: the deck shuffled (k 0) and her extra turn between turns, her turns and pass; no
    draw after it, then seat 2."""
    g = game(f"{AFTER} 1 A:tyche[3,draw],B:mortal 5 resume:1")
    g.play("draw:6")
    assert g.sfen() == EXTRA
    assert g.tokens() == sorted(game(f"{AFTER} 1 A:tyche,B:mortal 5 -").tokens() + ["pass"])
    assert after(game, EXTRA, "pass") == f"{AFTER} 2 A:tyche,B:mortal 5 -"
    assert after(game, EXTRA, "b3-c4^b3") == \
        f"{board_field(c4='A', d4='A', a5='B', e5='B', c3='2', b3='1')} 2 A:tyche,B:mortal 5 -"


@pytest.mark.parametrize("state,tokens,token,expected", [
    ("2,draw|0", ["draw:6"], "draw:6", "1 A:tyche[0,extra],B:mortal 5 resume:1"),  # the six on top
    ("2,draw|2", ["draw:0"], "draw:0", "2 A:tyche[3|1],B:mortal 5 -"),  # two blanks above it
    ("4,draw|1", ["draw:0"], "draw:0", "2 A:tyche[5|0],B:mortal 5 -"),
    ("5,draw", ["draw:6"], "draw:6", "1 A:tyche[0,extra],B:mortal 5 resume:1"),  # no blank left
    ("5,draw|0", ["draw:6"], "draw:6", "1 A:tyche[0,extra],B:mortal 5 resume:1"),
    ("4,draw", ["draw:0", "draw:6"], "draw:0", "2 A:tyche[5],B:mortal 5 -"),
], ids=["six-on-top", "blank-on-top", "last-blank-known", "five-out", "five-out-known", "four-out"])
def test_the_draws_listed(game, state, tokens, token, expected):
    g = game(f"{AFTER} 1 A:tyche[{state}],B:mortal 5 resume:1")
    assert g.tokens() == tokens
    g.play(token)
    assert g.sfen() == f"{AFTER} {expected}"


def test_a_known_order_is_kept_through_her_turn(game):
    assert after(game, OWN.replace("A:tyche", "A:tyche[2|1]"), "b2-b3^c3", "draw:0") == \
        f"{AFTER} 2 A:tyche[3|0],B:mortal 5 -"
    assert game(f"{AFTER} 1 A:tyche[3,draw|0],B:mortal 5 resume:1").tokens() == ["draw:6"]


def test_between_turns_nothing_else(game):
    g = game(DRAW)
    for token in ("pass", "b3-c4^b3", "+a1", "draw:1"):
        with pytest.raises(ValueError):
            g.play(token)
    g = game(f"{AFTER} 1 A:tyche[2,draw|3],B:mortal 5 resume:1")
    with pytest.raises(ValueError):
        g.play("draw:6")  # a blank is on top
    g = game(EXTRA)
    for token in ("draw:0", "draw:6"):
        with pytest.raises(ValueError):
            g.play(token)
    with pytest.raises(ValueError):
        game(OWN).play("draw:0")  # no draw is due
    with pytest.raises(ValueError):
        game(OWN).play("pass")


def test_tyche_as_seat_two_the_round_passes_seat_one(game):
    sfen = f"{board_field(b2='B', d4='B', a5='A', e5='A', c3='1')} 2 A:mortal,B:tyche 5 -"
    g = game(sfen)
    g.play("b2-b3^c3")
    assert g.sfen() == f"{board_field(b3='B', d4='B', a5='A', e5='A', c3='2')} 2 A:mortal,B:tyche[0,draw] 5 resume:2"
    g.play("draw:0")
    assert g.sfen() == f"{board_field(b3='B', d4='B', a5='A', e5='A', c3='2')} 1 A:mortal,B:tyche[1] 6 -"
    assert after(game, sfen, "b2-b3^c3", "draw:6", "pass") == \
        f"{board_field(b3='B', d4='B', a5='A', e5='A', c3='2')} 1 A:mortal,B:tyche 6 -"


def test_no_draw_after_a_winning_turn(game):
    """Her climb onto level 3 wins: no draw; the five complete towers Chronus needs end the game too."""
    g = game(f"{board_field(b2='2A', c3='3', d4='A', a5='B', e5='B')} 1 A:tyche[2],B:mortal 5 -")
    g.play("b2-c3")
    assert g.sfen() == f"{board_field(b2='2', c3='3A', d4='A', a5='B', e5='B')} 2 A:tyche[2]#,B:mortal 5 -"
    towers = dict(a1="3*", e1="3*", a5="3*", e5="3*")
    g = game(f"{board_field(b2='A', d4='A', c5='B', e2='B', c3='3', **towers)} 1 A:tyche,B:chronus 9 -")
    g.play("b2-b3^c3")
    assert g.sfen() == f"{board_field(b3='A', d4='A', c5='B', e2='B', c3='3*', **towers)} 2 A:tyche,B:chronus# 9 -"


def test_her_extra_turn_may_win(game):
    """Her extra turn is an ordinary turn of hers: b2 on level 2 climbs onto c3 and wins."""
    g = game(f"{board_field(b2='2A', c3='3', d4='A', a5='B', e5='B')} 1 A:tyche[0,extra],B:mortal 5 resume:1")
    assert "b2-c3" in g.tokens() and "pass" in g.tokens()
    g.play("b2-c3")
    assert g.sfen() == f"{board_field(b2='2', c3='3A', d4='A', a5='B', e5='B')} 2 A:tyche#,B:mortal 5 -"


#   A (Tyche) boxed: a1 by the domes on a2, b1 and B's b2; e5 by the domes on d5, e4 and d4.
BOX = board_field(a1="A", b1="0*", a2="0*", b2="B", e5="A", d5="0*", e4="0*", d4="1*", c4="B")


def test_her_extra_turn_with_no_turn_is_pass_alone(game):
    """She has no ordinary turn: pass, no loss; B then moves b2 away (a1 is free again) or does
    not (she loses when her turn comes)."""
    g = game(f"{BOX} 1 A:tyche[0,extra],B:mortal 5 resume:1")
    assert g.tokens() == ["pass"]
    g.play("pass")
    assert g.sfen() == f"{BOX} 2 A:tyche,B:mortal 5 -"
    assert after(game, f"{BOX} 2 A:tyche,B:mortal 5 -", "c4-c5^b5") == \
        f"{board_field(a1='A', b1='0*', a2='0*', b2='B', e5='A', d5='0*', e4='0*', d4='1*', c5='B', b5='1')} " \
        "1 A:tyche,B:mortal# 6 -"
    assert after(game, f"{BOX} 2 A:tyche,B:mortal 5 -", "b2-c3^c2").endswith(" 1 A:tyche,B:mortal 6 -")


#   A (Tyche) on d3 (level 1) and a1, B (Persephone) on b5 and e1; c4 on level 2, c3 on level 1.
PERSEPHONE = board_field(d3="1A", a1="A", b5="B", e1="B", c4="2", c3="1")


def test_persephone_refuses_pass_when_she_can_move_up(game):
    g = game(f"{PERSEPHONE} 1 A:tyche[0,extra],B:persephone 5 resume:1")
    assert g.tokens() == starting(g.tokens(), "d3-c4") != []  # her only climb: pass is refused too
    with pytest.raises(ValueError):
        g.play("pass")
    # d3 on level 0, c3 on level 2: nothing climbs, pass is hers again
    g = game(f"{board_field(d3='A', a1='A', b5='B', e1='B', c4='2', c3='2')} 1 A:tyche[0,extra],B:persephone 5 resume:1")
    assert "pass" in g.tokens()
    g.play("pass")
    assert g.sfen().endswith(" 2 A:tyche,B:persephone 5 -")


def test_athenas_mark_binds_her_extra_turn_and_outlives_her_draw(game):
    """Athena climbed: her mark binds Tyche's turn, stays through her draw (no turn moves anybody),
    and binds the extra turn too."""
    sfen = f"{PERSEPHONE} 1 A:tyche,B:athena[^] 5 -"
    g = game(sfen)
    assert not starting(g.tokens(), "d3-c4")
    g.play("a1-a2^a1")
    assert g.sfen().endswith(" 1 A:tyche[0,draw],B:athena[^] 5 resume:1")
    g.play("draw:6")
    assert g.sfen().endswith(" 1 A:tyche[0,extra],B:athena[^] 5 resume:1")
    assert not starting(g.tokens(), "d3-c4") and "pass" in g.tokens()
    g.play("pass")
    assert g.sfen().endswith(" 2 A:tyche,B:athena 5 -")  # her turn has started: her mark is over


#   A (Tyche) on e4 and a1, B (Adonis) on c3 and b5; d3 on level 1.
ADONIS = board_field(e4="A", a1="A", c3="B", b5="B", d3="1")


def test_adonis_binds_her_normal_turn_not_her_extra_turn(game):
    """Adonis' binding (his c3, her e4) holds 'the opponent's next turn': her normal turn must end
    with e4 next to c3; her extra turn after the six is no such turn (as a Dionysus extra turn is
    not): all her turns and pass."""
    g = game(f"{ADONIS} 1 A:tyche,B:adonis[c3~e4] 6 -")
    assert g.tokens() and all(t.startswith(("e4-d3", "e4-d4")) for t in g.tokens())
    g = game(f"{ADONIS} 1 A:tyche[0,extra],B:adonis[c3~e4] 6 resume:1")
    unbound = game(f"{ADONIS} 1 A:tyche[0,extra],B:adonis[used] 6 resume:1").tokens()
    assert "pass" in unbound and starting(unbound, "a1-")
    assert g.tokens() == unbound


def test_a_dionysus_extra_turn_moving_her_worker_is_no_turn_of_hers(game):
    """Dionysus completes c3 and moves her worker in his extra turn: no draw; her own turn then draws."""
    sfen = f"{board_field(a1='A', e1='A', b2='B', e5='B', c3='3')} 2 A:tyche,B:dionysus 5 -"
    g = game(sfen)
    g.play("b2-b3^c3")
    assert g.sfen().endswith(" 2 A:tyche,B:dionysus[1] 5 -")
    g.play("a1-a2^a1")
    assert g.sfen() == f"{board_field(a2='A', e1='A', b3='B', e5='B', c3='3*', a1='1')} 1 A:tyche,B:dionysus 6 -"
    g.play("e1-e2^e1")
    assert g.sfen().endswith(" 1 A:tyche[0,draw],B:dionysus 6 resume:1")


#   3 players: A (Tyche) on a1 and e1, B (Pan) on a5 and e5, C (Zeus) on c5 and c1.
THREE = f"{board_field(a1='A', e1='A', a5='B', e5='B', c5='C', c1='C')} 3 A:pan,B:zeus,C:tyche 5 -"


def test_three_players_her_draw_on_seat_three_then_a_new_round(game):
    g = game(THREE)
    g.play("c1-c2^c1")
    assert g.sfen().endswith(" 3 A:pan,B:zeus,C:tyche[0,draw] 5 resume:3")
    g.play("draw:0")
    assert g.sfen().endswith(" 1 A:pan,B:zeus,C:tyche[1] 6 -")
    assert after(game, THREE, "c1-c2^c1", "draw:6", "pass").endswith(" 1 A:pan,B:zeus,C:tyche 6 -")


#   3 players: B (Pan) has no turn: a5 boxed by the domes on a4, b4 and Tyche's b5, e3 by domes
#   (d2, d3, d4, e2, e4). A (Tyche) on b5 and e1, C (Zeus) on c1 and c2.
STUCK = dict(a4="0*", b4="0*", d3="0*", d4="0*", e4="0*", d2="0*", e2="0*", c1="C", c2="C")


@pytest.mark.parametrize("draws,expected", [(("draw:0",), "tyche[1]"), (("draw:6", "pass"), "tyche")],
                         ids=["blank", "six-then-pass"])
def test_three_players_the_seat_after_her_is_judged_after_her_draw(game, draws, expected):
    """Seat 2 has no turn: it is eliminated (its workers leave) once her draw, and her extra turn
    after a six, are over; then seat 3."""
    g = game(f"{board_field(a5='B', e3='B', b5='A', e1='A', **STUCK)} 1 A:tyche,B:pan,C:zeus 5 -")
    g.play("e1-d1^e1")
    assert g.sfen().endswith(" 1 A:tyche[0,draw],B:pan,C:zeus 5 resume:1")
    for token in draws:
        g.play(token)
    assert g.sfen() == f"{board_field(b5='A', d1='A', e1='1', **STUCK)} 3 A:{expected},-B:pan,C:zeus 5 -"


#   4 players, classic teams: A (Tyche, seat 1; Minotaur, seat 3) on a1 and e1, B on a5 and e5.
FOUR = f"{board_field(a1='A', e1='A', a5='B', e5='B', c3='1')} 1 A:tyche,B:pan,A:minotaur,B:zeus 5 -"


def test_four_players_her_teammates_turn_draws_nothing(game):
    g = game(FOUR)
    g.play("a1-a2^a1")
    assert g.sfen().endswith(" 1 A:tyche[0,draw],B:pan,A:minotaur,B:zeus 5 resume:1")
    g.play("draw:6")
    assert starting(g.tokens(), "e1-") and "pass" in g.tokens()  # the team's workers
    g.play("e1-d2^e1")
    assert g.sfen().endswith(" 2 A:tyche,B:pan,A:minotaur,B:zeus 5 -")
    g.play("a5-b5^a5")
    g.play("a2-b3^a2")  # Minotaur (seat 3), her teammate: no draw
    assert g.sfen().endswith(" 4 A:tyche,B:pan,A:minotaur,B:zeus 5 -")


def test_two_tyche_draw_from_their_own_decks(game):
    sfen = f"{board_field(b2='A', d4='A', a5='B', e5='B', c3='1')} 1 A:tyche[2|1],B:tyche[4] 5 -"
    g = game(sfen)
    g.play("b2-b3^c3")
    assert g.sfen().endswith(" 1 A:tyche[2,draw|1],B:tyche[4] 5 resume:1")
    g.play("draw:0")
    g.play("a5-a4^a5")
    assert g.sfen().endswith(" 2 A:tyche[3|0],B:tyche[4,draw] 5 resume:2")
    assert g.tokens() == ["draw:0", "draw:6"]


# Chaos (gods.md §3.2, 14): after a turn that built a dome he reveals between turns. After
# her dome both are due: the acts that close her turn come in turn order from her seat (her
# draw, then his reveal), and her extra turn after the six is a new turn that waits for both,
# so it is played with the power he revealed. Her extra turn's dome makes him reveal, with no
# draw; his own dome draws nothing of hers. Tyche (A) on b2 and d4, Chaos (B) on a5 and e5,
# b4, c3 and d3 on level 3.
TOWERS = board_field(b2="A", d4="A", a5="B", e5="B", c3="3", d3="3", b4="3")
#   after her b2-b3^c3 (a dome)
DOMED = board_field(b3="A", d4="A", a5="B", e5="B", c3="3*", d3="3", b4="3")


def test_chaos_her_dome_her_draw_comes_before_his_reveal(game):
    g = game(f"{TOWERS} 1 A:tyche,B:chaos[pan] 5 -")
    g.play("b2-b3^c3")
    assert g.sfen() == f"{DOMED} 1 A:tyche[0,draw],B:chaos[pan,draw] 5 resume:1"
    assert g.tokens() == ["draw:0", "draw:6"]


def test_chaos_a_blank_then_his_reveal_then_his_turn(game):
    g = game(f"{DOMED} 1 A:tyche[0,draw],B:chaos[pan,draw] 5 resume:1")
    g.play("draw:0")
    assert g.sfen() == f"{DOMED} 2 A:tyche[1],B:chaos[pan,draw] 5 resume:1"
    assert sorted(g.tokens(), key=lambda t: int(t[5:])) == [f"draw:{n}" for n in range(1, 11) if n != 9]
    g.play("draw:4")
    assert g.sfen() == f"{DOMED} 2 A:tyche[1],B:chaos[atlas,pan] 5 -"


def test_chaos_the_six_then_his_reveal_then_her_extra_turn(game):
    g = game(f"{DOMED} 1 A:tyche[0,draw],B:chaos[pan,draw] 5 resume:1")
    g.play("draw:6")
    assert g.sfen() == f"{DOMED} 2 A:tyche[0,extra],B:chaos[pan,draw] 5 resume:1"
    g.play("draw:4")
    assert g.sfen() == f"{DOMED} 1 A:tyche[0,extra],B:chaos[atlas,pan] 5 resume:1"
    assert "pass" in g.tokens() and "d4-e4^d3" in g.tokens()


def test_chaos_her_extra_turn_dome_his_reveal_no_draw(game):
    g = game(f"{DOMED} 1 A:tyche[0,extra],B:chaos[atlas,pan] 5 resume:1")
    g.play("d4-e4^d3")
    after_extra = board_field(b3="A", e4="A", a5="B", e5="B", c3="3*", d3="3*", b4="3")
    assert g.sfen() == f"{after_extra} 2 A:tyche,B:chaos[atlas,pan,draw] 5 resume:1"
    g.play("draw:1")
    assert g.sfen() == f"{after_extra} 2 A:tyche,B:chaos[apollo,atlas,pan] 5 -"


def test_chaos_his_dome_draws_nothing_of_hers(game):
    g = game(f"{TOWERS} 2 A:tyche,B:chaos[pan] 5 -")
    g.play("a5-a4^b4")
    after_his = board_field(b2="A", d4="A", a4="B", e5="B", c3="3", d3="3", b4="3*")
    assert g.sfen() == f"{after_his} 2 A:tyche,B:chaos[pan,draw] 5 resume:2"
    g.play("draw:4")
    assert g.sfen() == f"{after_his} 1 A:tyche,B:chaos[atlas,pan] 6 -"


# Gaea (gods.md §3.3, 35): her placement is part of the builder's turn, right after the dome,
# so after Tyche's dome it comes first (her choice made before the draw), then the draw, then
# the extra turn after the six; the extra turn's dome lets her place again, with no draw after
# it; Gaea's own dome draws nothing. Tyche (A) on b2 and d4, Gaea (B) on a5 and e5 (TOWERS).
PLACED = board_field(b3="A", d4="A", a5="B", e5="B", c2="B", c3="3*", d3="3", b4="3")


def test_gaea_her_placement_comes_before_the_draw(game):
    g = game(f"{TOWERS} 1 A:tyche,B:gaea 5 -")
    g.play("b2-b3^c3")
    assert g.sfen() == f"{DOMED} 2 A:tyche[0,draw],B:gaea[2,c3] 5 resume:1"
    assert g.tokens() == ["+b2", "+c2", "+c4", "+d2", "pass"]
    g.play("+c2")
    assert g.sfen() == f"{PLACED} 1 A:tyche[0,draw],B:gaea[1] 5 resume:1"
    assert g.tokens() == ["draw:0", "draw:6"]


def test_gaea_a_blank_after_her_placement_then_her_turn(game):
    g = game(f"{PLACED} 1 A:tyche[0,draw],B:gaea[1] 5 resume:1")
    g.play("draw:0")
    assert g.sfen() == f"{PLACED} 2 A:tyche[1],B:gaea[1] 5 -"


def test_gaea_the_extra_turn_dome_lets_her_place_again_no_draw(game):
    g = game(f"{PLACED} 1 A:tyche[0,draw],B:gaea[1] 5 resume:1")
    g.play("draw:6")
    assert g.sfen() == f"{PLACED} 1 A:tyche[0,extra],B:gaea[1] 5 resume:1"
    g.play("d4-e4^d3")
    extra = board_field(b3="A", e4="A", a5="B", e5="B", c2="B", c3="3*", d3="3*", b4="3")
    assert g.sfen() == f"{extra} 2 A:tyche,B:gaea[1,d3] 5 resume:1"
    g.play("+e3")
    assert g.sfen() == f"{board_field(b3='A', e4='A', a5='B', e5='B', c2='B', e3='B', c3='3*', d3='3*', b4='3')} " \
                       "2 A:tyche,B:gaea[0] 5 -"


def test_gaea_her_own_dome_draws_nothing(game):
    g = game(f"{TOWERS} 2 A:tyche,B:gaea 5 -")
    g.play("a5-a4^b4")
    domed = board_field(b2="A", d4="A", a4="B", e5="B", c3="3", d3="3", b4="3*")
    assert g.sfen() == f"{domed} 2 A:tyche,B:gaea[2,b4] 5 resume:2"
    g.play("+a3")
    assert g.sfen() == f"{board_field(b2='A', d4='A', a4='B', a3='B', e5='B', c3='3', d3='3', b4='3*')} " \
                       "1 A:tyche,B:gaea[1] 6 -"


# 3 players, all three cards that act between turns: Tyche (A) on b2 and d4, Gaea (B) on a5 and
# e5, Chaos (C) on a1 and e1. After Tyche's dome: Gaea's placement, Tyche's draw, Chaos' reveal,
# then her extra turn; its dome: Gaea places again and Chaos reveals, no draw; then seat 2.
THREE_ACTING = board_field(b2="A", d4="A", a5="B", e5="B", a1="C", e1="C", c3="3", d3="3", b4="3")


def test_three_players_gaea_then_tyche_then_chaos_between_turns(game):
    g = game(f"{THREE_ACTING} 1 A:tyche,B:gaea,C:chaos[pan] 5 -")
    domed = board_field(b3="A", d4="A", a5="B", e5="B", a1="C", e1="C", c3="3*", d3="3", b4="3")
    placed = board_field(b3="A", d4="A", a5="B", e5="B", c2="B", a1="C", e1="C", c3="3*", d3="3", b4="3")
    g.play("b2-b3^c3")
    assert g.sfen() == f"{domed} 2 A:tyche[0,draw],B:gaea[2,c3],C:chaos[pan,draw] 5 resume:1"
    g.play("+c2")
    assert g.sfen() == f"{placed} 1 A:tyche[0,draw],B:gaea[1],C:chaos[pan,draw] 5 resume:1"
    g.play("draw:6")
    assert g.sfen() == f"{placed} 3 A:tyche[0,extra],B:gaea[1],C:chaos[pan,draw] 5 resume:1"
    g.play("draw:1")
    assert g.sfen() == f"{placed} 1 A:tyche[0,extra],B:gaea[1],C:chaos[apollo,pan] 5 resume:1"
    g.play("d4-e4^d3")
    extra = board_field(b3="A", e4="A", a5="B", e5="B", c2="B", a1="C", e1="C", c3="3*", d3="3*", b4="3")
    assert g.sfen() == f"{extra} 2 A:tyche,B:gaea[1,d3],C:chaos[apollo,pan,draw] 5 resume:1"
    g.play("+e3")
    regained = board_field(b3="A", e4="A", a5="B", e5="B", c2="B", e3="B", a1="C", e1="C", c3="3*", d3="3*", b4="3")
    assert g.sfen() == f"{regained} 3 A:tyche,B:gaea[0],C:chaos[apollo,pan,draw] 5 resume:1"
    g.play("draw:2")
    assert g.sfen() == f"{regained} 2 A:tyche,B:gaea[0],C:chaos[artemis,apollo,pan] 5 -"


@pytest.mark.parametrize("position", [
    "1 A:tyche[0,extra],B:chaos[pan,draw] 5 resume:1",    # his reveal comes before her extra turn
    "2 A:tyche[0,draw],B:chaos[pan,draw] 5 resume:1",     # her draw comes before his reveal
    "1 A:tyche[1],B:chaos[pan,draw] 5 resume:1",          # her seat to move with nothing due
    "2 A:tyche[0,extra],B:chaos[pan] 5 resume:1",         # his seat to move with nothing due
    "1 A:tyche[0,draw],B:gaea[2,c3] 5 resume:1",          # Gaea's placement comes before the draw
    "1 A:tyche[0,extra],B:gaea[2,c3] 5 resume:1",         # and before the extra turn
    "2 A:tyche[0,draw],B:gaea 5 resume:1",                # Gaea to move with nothing to place
], ids=["extra-before-reveal", "reveal-before-draw", "tyche-nothing-due", "chaos-nothing-due",
        "draw-before-placement", "extra-before-placement", "gaea-nothing-due"])
def test_positions_out_of_order_with_chaos_or_gaea_are_refused(game, position):
    with pytest.raises(SfenError):
        game(f"{DOMED} {position}")


# ---------------------------------------------------------------------- SFEN

ROUND_TRIPS = [
    f"{AFTER} 2 A:tyche[2],B:mortal 5 -",
    DRAW,
    EXTRA,
    f"{AFTER} 1 A:tyche[2,draw],B:mortal 5 resume:1",
    f"{AFTER} 2 A:tyche[2|3],B:mortal 5 -",
    f"{AFTER} 2 A:tyche[|4],B:mortal 5 -",
    f"{AFTER} 1 A:tyche[1,draw|0],B:mortal 5 resume:1",
    f"{AFTER} 1 A:tyche[0,extra|5],B:mortal 5 resume:1",
    f"{AFTER} 1 A:tyche[5,draw],B:mortal 5 resume:1",
    f"{AFTER} 1 A:tyche[5|0],B:mortal 5 -",
    f"{AFTER} 2 A:mortal,B:tyche[0,extra] 5 resume:2",
    f"{board_field(b3='A', d4='A', a5='B', e5='B', c5='C', c1='C')} 3 A:pan,B:zeus,C:tyche[3,draw|2] 5 resume:3",
    f"{AFTER} 2 A:pan,B:tyche[0,extra],A:minotaur,B:zeus 5 resume:2",
    f"{AFTER} 1 A:tyche[0,draw],B:mortal 5 boulder@a1,resume:1",
]


@pytest.mark.parametrize("sfen", ROUND_TRIPS, ids=range(len(ROUND_TRIPS)))
def test_sfen_round_trips(game, sfen):
    assert game(sfen).sfen() == sfen


REFUSED = [
    f"{AFTER} 2 A:tyche[6],B:mortal 5 -",  # k above 5
    f"{AFTER} 2 A:tyche[2|4],B:mortal 5 -",  # d above 5 - k
    f"{AFTER} 2 A:tyche[5|1],B:mortal 5 -",
    f"{AFTER} 1 A:tyche[1,extra],B:mortal 5 resume:1",  # extra with k not 0
    f"{AFTER} 2 A:tyche[0],B:mortal 5 -",  # not the canonical text
    f"{AFTER} 2 A:tyche[0|3],B:mortal 5 -",
    f"{AFTER} 1 A:tyche[,draw],B:mortal 5 resume:1",
    f"{AFTER} 2 A:tyche[],B:mortal 5 -",
    f"{AFTER} 1 A:tyche[2,foo],B:mortal 5 resume:1",
    f"{AFTER} 1 A:tyche[2|],B:mortal 5 -",
    f"{AFTER} 1 A:tyche[2,draw],B:mortal 5 -",  # due without resume:
    f"{AFTER} 2 A:tyche[2,draw],B:mortal 5 resume:1",  # due, not to move
    f"{AFTER} 2 A:tyche[2,draw],B:mortal 5 resume:2",  # resume: not her seat
    f"{AFTER} 1 A:tyche[0,extra],B:mortal 5 -",
    f"{AFTER} 1 A:tyche,B:mortal 5 resume:1",  # resume:, nothing due
    f"{AFTER} 1 A:tyche[2],B:mortal 5 resume:1",
    f"{AFTER} 1 A:tyche[0,extra],B:mortal# 5 resume:1",  # due once the game is won
    f"{AFTER} 1 A:tyche[2,draw],B:mortal# 5 resume:1",
    f"{board_field(b3='A', d4='A')} 1 A:tyche[0,draw],B:mortal 1 resume:1",  # before every side placed
    f"{AFTER} 1 A:tyche[0,extra],B:tyche[0,extra] 5 resume:1",  # two due
    f"{AFTER} 1 A:tyche[0,draw],B:mortal 5 resume:3",  # no seat 3
]


@pytest.mark.parametrize("sfen", REFUSED, ids=range(len(REFUSED)))
def test_sfen_refused(game, sfen):
    with pytest.raises(SfenError):
        game(sfen)


# ---------------------------------------------------------------------- lineups


@pytest.mark.parametrize("impl", ["oracle", "core"])
def test_lineups(impl):
    load = make(impl)
    for other in sorted(TYCHE_BANNED):
        for gods in (["tyche", other], [other, "tyche"]):
            with pytest.raises(UnsupportedError):
                load(start_sfen(2, gods))
    with pytest.raises((UnsupportedError, SfenError)):
        load("00000/00000/00000/00000/00000 1 A:mortal,B:mortal 1 fleece:tyche")
    load(start_sfen(3, ["tyche", "pan", "zeus"]))
    load(start_sfen(4, ["tyche", "pan", "minotaur", "zeus"]))
    load(start_sfen(4, ["tyche", "pan", "minotaur", "zeus"], team_workers="own"))


def test_the_oracles_bans_are_the_catalogs():
    assert TYCHE_BANNED == set(TYCHE_ENGINE_BANS)
    assert all(lineup_problem(["tyche", other], 2) for other in TYCHE_BANNED)


def test_the_oracle_lists_her_apart():
    assert SUPPORTED_CHANCE_GODS == {"tyche"}
    assert not SUPPORTED_CHANCE_GODS & (SUPPORTED_GODS | SUPPORTED_HEROES | SUPPORTED_PLACEMENT_GODS)


# ---------------------------------------------------------------------- (b) the perft tables


ROWS = named_perft_table("perft-tyche.tsv") + named_perft_table("perft-tyche-multiplayer.tsv")


def test_table_rows_are_tyche_positions():
    assert 14 <= len(ROWS) <= 30
    assert sum(len(counts) >= 3 for _, _, counts in ROWS) >= len(ROWS) - 3  # depth 3 for most
    assert sum(",draw" in sfen for _, sfen, _ in ROWS) >= 4 and sum(",extra" in sfen for _, sfen, _ in ROWS) >= 4
    for _, sfen, counts in ROWS:
        assert "tyche" in sfen.split()[2]
        assert RefPosition(sfen).perft(1) == counts[0]  # the oracle still counts the first depth so


class TestOracleTables(OracleTables):
    ROWS = ROWS


# ---------------------------------------------------------------------- (c) random games

#: The opponents of the random games with 2 players: every god the engine plays that the catalog
#: lets her face.
TWO_PLAYER_OPPONENTS = [god for god in oracle_playable_gods(2)
                        if god != "tyche" and lineup_problem(["tyche", god], 2) is None]

#: Turns a random game may last (after placement; her draws and extra turns count), and the
#: multi-player games (3 players; 4 players with classic teams, then with the Pantheon pairs).
TURNS = 50
MULTI_GAMES = 12


def two_player_gods(seat: int, other: str) -> list[str]:
    """Tyche as seat 1 (``seat`` 0) or seat 2 (``seat`` 1) against ``other``."""
    return ["tyche", other] if seat % 2 == 0 else [other, "tyche"]


def multi_player_gods(players: int, seed: int) -> list[str]:
    """Tyche in seat ``seed % players`` with distinct gods that may meet her and each other."""
    rng = random.Random(5600 + 10 * players + seed)
    pool = [god for god in oracle_playable_gods(players) if god != "tyche" and lineup_problem(["tyche", god], players) is None]
    while True:
        gods = rng.sample(pool, players - 1)
        gods.insert(seed % players, "tyche")
        if lineup_problem(gods, players) is None:
            return gods


def play_both(gods: list[str], rng: random.Random, team_workers: str = "shared") -> int:
    """A random game in lockstep on the core and the oracle (conftest.play_in_lockstep); her extra
    turn is declined a fifth of the time. Returns the positions with her extra turn due."""
    def choose(ref: RefPosition, tokens: list[str]) -> str:
        if "pass" in tokens and rng.random() < 0.2:
            return "pass"
        return rng.choice(tokens)

    def extra(ref: RefPosition) -> int:
        return int(any(due == "extra" for due in ref.chance))

    return play_in_lockstep(opening(gods, team_workers), rng, TURNS, choose, extra)


def test_the_random_opponents_all_load_against_her():
    assert len(TWO_PLAYER_OPPONENTS) >= 50
    for other in TWO_PLAYER_OPPONENTS:
        for seat in (0, 1):
            RefPosition(opening(two_player_gods(seat, other)))


@pytest.mark.parametrize("seat", [0, 1], ids=["tyche-first", "tyche-second"])
@pytest.mark.parametrize("index,other", list(enumerate(TWO_PLAYER_OPPONENTS)), ids=TWO_PLAYER_OPPONENTS)
def test_core_and_oracle_agree_on_a_random_game_against(index, other, seat):
    play_both(two_player_gods(seat, other), random.Random(5000 + 2 * index + seat))


@pytest.mark.parametrize("seed", range(MULTI_GAMES))
@pytest.mark.parametrize("players,team_workers", [(3, "shared"), (4, "shared"), (4, "own")],
                         ids=["3p", "4p-teams", "4p-pairs"])
def test_core_and_oracle_agree_on_random_multiplayer_games(players, team_workers, seed):
    play_both(multi_player_gods(players, seed), random.Random(5800 + 100 * players + seed), team_workers)


def test_random_games_reach_her_extra_turn():
    extras = sum(play_both(two_player_gods(seed, "mortal"), random.Random(5900 + seed)) for seed in range(2))
    assert extras >= 3


@pytest.mark.parametrize("seed", range(3))
def test_oracle_random_positions_read_back(seed):
    """Oracle alone: every position of a random game (draws and extra turns due included) reads back
    as itself, with the same turns."""
    rng = random.Random(6000 + seed)
    gods = [["tyche", "athena"], ["persephone", "tyche"], multi_player_gods(3, seed)][seed]
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
        pos.play(rng.choice(tokens))
    assert due
