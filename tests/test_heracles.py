"""Heracles (gods.md §3.4, 50; docs/heroes.md), a hero: 2 players, his revised text (the default)
and his original one (the ``revised-text`` ruling's alternative). The rulings checked here:

1. once a game. His turns are a mortal's, plus, while unspent, after any ordinary move of either
   worker that did not win, the turn that spends the power: the move alone (``b2-c3``), no build,
   legal even where the moved worker could not build. A winning move spends nothing;
2. play then stays with him for extra turns, each one dome or ``pass``: a dome on a square with
   no worker and no dome next to one of HIS workers (either, moved or not; the eight
   neighbours), at any level (``c3^d4`` on level 3, the ordinary dome of a complete tower;
   ``c3^d4*`` below), each on a square after the previous dome's in ASCII order of the squares'
   names. The token is written from the ASCII-first of his workers next to the square; another
   of his workers next to it is an accepted spelling. ``pass`` ends them (with no square left
   it is the only turn); zero domes is the move, then ``pass``;
3. nobody wins during the extra turns: Chronus' five complete towers are judged when play passes
   on after ``pass`` (the ``dionysus-chronus`` ruling's alternative: during them too);
4. restrictions: under Limus' revised text every dome is allowed next to her workers (her
   original text never meets him); Clio's coins, Europa's Talus and the boulder take no dome;
   Hypnus' frozen worker does not move but domes; Persephone: the power's turn climbs when its
   move does; Athena's mark holds the move;
5. SFEN: unspent, no state; after the move ``heracles[domes]``; after a dome on c3
   ``heracles[domes,c3]`` (the square must hold a dome); after ``pass`` ``heracles[used]``, and he
   plays as a mortal. ``[domes...]`` only with his seat to move. Refused against Circe (Nyx:
   tests/test_nyx.py);
6. original text (``revised-text`` selected): the power comes at the end of his turn, after his
   build: no move alone; each move and build that did not win may be followed by the first dome
   of the spree (``b2-c3^d4^e4*``), next to either of his workers where they stand after the
   move, the square just built on too (``^d4`` on it when the build made level 3; none on a
   square the build domed); that turn spends the power and his extra turns follow as in (2),
   after that dome in ASCII order. A spree of no dome would change nothing but the mark: the
   plain turn is that choice, and leaves the power unspent. A winning move has no build and no
   spree. Limus' original text keeps his low domes (the first and the later ones) off the
   squares next to her workers. The first dome is a step of his turn: a fifth complete tower
   made by it lets Chronus win at once.

(a) every scenario runs on the reference oracle (``RefPosition``) and on the native core
(``Board``); (b) the oracle's perft tables (tests/data/perft-heracles.tsv and, original text,
perft-heracles-original.tsv, make_perft_heracles.py) on the core, with the depth-1 tokens; (c)
seeded random games, core = oracle position by position: Heracles against every god the oracle
lets him face with 2 players, as seat 1 and as seat 2, under each text, his power's turns drawn
more often than the other turns.
"""

from __future__ import annotations

import random

import pytest

from conftest import OracleTables, after, board_field, named_perft_table, opening, play_in_lockstep, starting
from santorini import Board
from santorini.errors import IllegalMoveError, SfenError, UnsupportedError
from santorini.notation import start_sfen
from santorini.reference import RefPosition
from santorini.reference.position import (
    SUPPORTED_COIN_GODS,
    SUPPORTED_DIRECTION_GODS,
    SUPPORTED_EXTRA_TURN_HEROES,
    SUPPORTED_GODS,
    SUPPORTED_HEROES,
    SUPPORTED_MARK_GODS,
    SUPPORTED_WORKER_COUNT_GODS,
)
from santorini.rules.gods import lineup_problem


# ---------------------------------------------------------------------- (a) ruling scenarios

#   A (Heracles) on b3 and d3, B on c4 and c2, flat (right after placement).
OPEN = "00000/000B00/00A00A0/000B00/00000 1 A:heracles,B:mortal 2 -"
#   After b3-b4: his extra turns, before the first dome.
HEAVED = "00000/00A0B00/0000A0/000B00/00000 1 A:heracles[domes],B:mortal 2 -"


def test_the_move_alone_is_a_turn_and_play_stays_with_him(game):
    g = game(OPEN)
    tokens = g.tokens()
    assert starting(tokens, "b3-b4") == ["b3-b4", "b3-b4^a3", "b3-b4^a4", "b3-b4^a5", "b3-b4^b3", "b3-b4^b5",
                                         "b3-b4^c3", "b3-b4^c5"]
    assert len(tokens) == 80  # 68 mortal turns and 12 moves alone
    g.play("b3-b4")
    assert g.sfen() == HEAVED  # seat 1 still to move, round 2 still


def test_his_domes_next_to_either_worker_written_from_the_ascii_first(game):
    """c3 neighbours b4 and d3: written b4^c3*, d3^c3* is the same turn."""
    g = game(HEAVED)
    assert g.tokens() == ["b4^a3*", "b4^a4*", "b4^a5*", "b4^b3*", "b4^b5*", "b4^c3*", "b4^c5*",
                          "d3^d2*", "d3^d4*", "d3^e2*", "d3^e3*", "d3^e4*", "pass"]
    expected = "00000/00A0B00/000*0A0/000B00/00000 1 A:heracles[domes,c3],B:mortal 2 -"
    assert after(game, HEAVED, "b4^c3*") == expected
    assert after(game, HEAVED, "d3^c3*") == expected  # an accepted spelling


def test_each_dome_after_the_last_in_ascii_order_then_pass(game):
    g = game(HEAVED)
    g.play("b4^c3*")
    assert g.tokens() == ["b4^c5*", "d3^d2*", "d3^d4*", "d3^e2*", "d3^e3*", "d3^e4*", "pass"]
    g.play("d3^e2*")
    assert g.tokens() == ["d3^e3*", "d3^e4*", "pass"]
    with pytest.raises(IllegalMoveError):
        g.play("d3^d4*")  # before e2
    g.play("pass")
    assert g.sfen() == "00000/00A0B00/000*0A0/000B00*/00000 2 A:heracles[used],B:mortal 2 -"


def test_zero_domes_is_the_move_then_pass_and_then_he_is_a_mortal(game):
    g = game(OPEN)
    g.play("b3-b4")
    g.play("pass")
    assert g.sfen() == "00000/00A0B00/0000A0/000B00/00000 2 A:heracles[used],B:mortal 2 -"
    g.play("c2-c1^c2")
    spent = g.tokens()
    mortal = game(g.sfen().replace("heracles[used]", "mortal")).tokens()
    assert spent == mortal and "b4-b5" not in spent


#   A (Heracles) on a2 and e5, B (Limus) on b2 and d4, flat: a2-a1 leaves a1 nothing to build
#   (a2 and b1 are next to Limus' b2: no block; b2 holds her worker).
STARVED = f"{board_field(a2='A', e5='A', b2='B', d4='B')} 1 A:heracles,B:limus 3 -"


def test_the_move_alone_where_the_worker_could_not_build(game):
    g = game(STARVED)
    assert starting(g.tokens(), "a2-a1") == ["a2-a1"]
    g.play("a2-a1")
    assert g.sfen() == f"{board_field(a1='A', e5='A', b2='B', d4='B')} 1 A:heracles[domes],B:limus 3 -"
    # Limus' revised text: his low domes go next to her workers too (a2, b1 next to b2; e4, d5 next to d4).
    assert g.tokens() == ["a1^a2*", "a1^b1*", "e5^d5*", "e5^e4*", "pass"]


#   A (Heracles) on b2 (level 2) and e5, c3 and a1 on level 3, B on d1 and d4.
CLIMB = f"{board_field(b2='2A', c3='3', a1='3', e5='A', d1='B', d4='B')} 1 A:heracles,B:{{}} 3 -"


def test_a_winning_move_spends_nothing(game):
    g = game(CLIMB.format("mortal"))
    assert starting(g.tokens(), "b2-c3") == ["b2-c3"]  # the win: no move alone, no build
    g.play("b2-c3")
    assert g.sfen() == f"{board_field(b2='2', c3='3A', a1='3', e5='A', d1='B', d4='B')} 2 A:heracles#,B:mortal 3 -"


def test_a_climb_hera_vetoes_wins_nothing_so_it_may_spend_the_power(game):
    """Hera: the climb onto a1 (perimeter) wins nothing: a1 is an ordinary move, with or
    without its build."""
    tokens = game(CLIMB.format("hera")).tokens()
    assert starting(tokens, "b2-a1") == ["b2-a1", "b2-a1^a2", "b2-a1^b1", "b2-a1^b2"]
    assert starting(tokens, "b2-c3") == ["b2-c3"]


#   The mid-game board of the perft tables: A (Heracles) on b3 (level 2) and d3 (level 1), B
#   on b4 (level 1) and c2 (level 2); d4 on level 3, a complete tower on e3.
MID = "00100/01B230/12A01A3*/002B10/00000"


def test_a_dome_on_level_three_is_written_without_star_and_completes_a_tower(game):
    g = game(f"{MID} 1 A:heracles[domes],B:mortal 6 -")
    tokens = g.tokens()
    assert "d3^d4" in tokens and "d3^d4*" not in tokens
    assert starting(tokens, "b3") == ["b3^a2*", "b3^a3*", "b3^a4*", "b3^b2*", "b3^c3*", "b3^c4*"]
    g.play("d3^d4")
    assert g.sfen() == "00100/01B23*0/12A01A3*/002B10/00000 1 A:heracles[domes,d4],B:mortal 6 -"


#   A (Heracles) on a1 and b1, B on e1 and e2, a dome on e4 (level 0): after a dome on e4 no
#   square next to his workers comes later in ASCII order.
CORNERED = f"{board_field(a1='A', b1='A', e1='B', e2='B', e4='0*')} 2 A:mortal,B:mortal 3 -"


def test_with_no_square_left_pass_is_the_only_turn(game):
    sfen = f"{board_field(a1='A', b1='A', e1='B', e2='B', e4='0*')} 1 A:heracles[domes,e4],B:mortal 3 -"
    g = game(sfen)
    assert g.tokens() == ["pass"]
    g.play("pass")
    assert g.sfen() == CORNERED.replace("A:mortal", "A:heracles[used]")


#   MID with three more complete towers (a1, e1, a5): four stand; his d3 is next to d4 (level 3).
TOWERS = "3*0100/01B230/12A01A3*/002B10/3*0003*"


def test_chronus_wins_only_when_play_passes_on_after_pass(game):
    g = game(f"{TOWERS} 1 A:heracles[domes],B:chronus 6 -")
    g.play("d3^d4")  # the fifth complete tower
    assert g.sfen() == "3*0100/01B23*0/12A01A3*/002B10/3*0003* 1 A:heracles[domes,d4],B:chronus 6 -"
    assert g.tokens() == ["d3^e2*", "d3^e4*", "pass"]  # after d4 in ASCII order
    g.play("pass")
    assert g.sfen() == "3*0100/01B23*0/12A01A3*/002B10/3*0003* 2 A:heracles[used],B:chronus# 6 -"
    assert g.tokens() == []


@pytest.mark.parametrize("impl", ["oracle", "core"])
def test_the_dionysus_chronus_alternative_lets_chronus_win_during_his_domes(impl):
    sfen = f"{TOWERS} 1 A:heracles[domes],B:chronus 6 -"
    rulings = {"dionysus-chronus"}
    if impl == "oracle":
        p = RefPosition(sfen, rulings)
        p.play("d3^d4")
        result = p.sfen()
    else:
        b = Board(sfen, rulings=rulings)
        b.push("d3^d4")
        result = b.sfen()
    assert result == "3*0100/01B23*0/12A01A3*/002B10/3*0003* 2 A:heracles[used],B:chronus# 6 -"


@pytest.mark.parametrize("blocker,seat_b,extra", [
    ("coin", "clio[c4]", "-"),
    ("talus", "europa[c4]", "-"),
    ("boulder", "mortal", "boulder@a4"),
])
def test_coins_the_talus_and_the_boulder_take_no_dome(game, blocker, seat_b, extra):
    """Clio's coin on c4 (level 2), Europa's Talus on c4, the boulder on a4 (the board shows
    its square as 0): no dome there."""
    tokens = game(f"{MID} 1 A:heracles[domes],B:{seat_b} 6 {extra}").tokens()
    square = "a4" if blocker == "boulder" else "c4"
    assert not [t for t in tokens if t[2:].startswith(f"^{square}")]
    free = {"b3^a2*", "b3^a3*", "b3^a4*", "b3^b2*", "b3^c3*", "b3^c4*", "d3^d2*", "d3^d4", "d3^e2*", "d3^e4*"}
    assert set(tokens) == free - {f"b3^{square}*"} | {"pass"}


def test_hypnus_his_frozen_worker_does_not_move_but_domes(game):
    """b3 (level 2) is his highest worker: frozen; his domes next to it are legal."""
    tokens = game(f"{MID} 1 A:heracles,B:hypnus 6 -").tokens()
    assert not starting(tokens, "b3") and "d3-d2" in tokens
    g = game(f"{MID} 1 A:heracles,B:hypnus 6 -")
    g.play("d3-d2")
    assert starting(g.tokens(), "b3") == ["b3^a2*", "b3^a3*", "b3^a4*", "b3^b2*", "b3^c3*", "b3^c4*"]


def test_persephone_the_move_alone_counts_as_a_climb(game):
    """He can climb (d3 onto c4, level 1 to 2; b3 is on level 2 and d4 two levels above d3):
    every turn climbs, the move alone d3-c4 included."""
    tokens = game(f"{MID} 1 A:heracles,B:persephone 6 -").tokens()
    assert tokens == ["d3-c4", "d3-c4^b5", "d3-c4^c3", "d3-c4^c5", "d3-c4^d3", "d3-c4^d4", "d3-c4^d5"]


def test_athena_her_mark_holds_the_move_alone(game):
    tokens = game(f"{MID} 1 A:heracles,B:athena[^] 6 -").tokens()
    assert "d3-c4" not in tokens and "d3-c3" in tokens and "d3-e2" in tokens


def test_his_state_in_sfen(game):
    spree = f"{MID} 1 A:heracles[domes],B:mortal 6 -"
    assert game(spree).sfen() == spree
    with pytest.raises(SfenError):
        game(f"{MID} 2 A:heracles[domes],B:mortal 6 -")  # not with the other seat to move
    with pytest.raises(SfenError):
        game(f"{MID} 1 A:heracles[domes,c3],B:mortal 6 -")  # no dome on c3
    with pytest.raises(SfenError):
        game(f"{MID} 1 A:heracles[dome],B:mortal 6 -")
    used = f"{MID} 1 A:heracles[used],B:mortal 6 -"
    assert game(used).sfen() == used


@pytest.mark.parametrize("impl", [
    "oracle", pytest.param("core", marks=pytest.mark.xfail(strict=True, reason="the core reads the extra turns' "
                                                                            "state in a won game"))])
def test_no_extra_turns_once_the_game_is_won(impl):
    """As ``dionysus[n]``: his extra turns' state is refused once the game is won (a win during
    them, Chronus under dionysus-chronus, leaves ``heracles[used]``)."""
    make = {"oracle": RefPosition, "core": Board}[impl]
    with pytest.raises(SfenError):
        make(f"{MID} 1 A:heracles[domes],B:mortal# 6 -")


@pytest.mark.parametrize("impl", ["oracle", "core"])
def test_refused_against_circe(impl):
    make = {"oracle": lambda sfen, rulings=(): RefPosition(sfen, rulings),
            "core": lambda sfen, rulings=(): Board(sfen, rulings=rulings)}[impl]
    with pytest.raises(UnsupportedError):
        make(OPEN.replace("B:mortal", "B:circe"))
    with pytest.raises(UnsupportedError):
        make(start_sfen(3, ["heracles", "mortal", "mortal"]))


# ---------------------------------------------------------------------- (a) his original text

ORIGINAL = frozenset({"revised-text"})


def test_original_no_move_alone_his_first_dome_after_the_build(game):
    """From OPEN, b3-b4 and a build on a3: then a dome next to b4 or d3 (c3 next to both), the
    block just built on a3 too."""
    g = game(OPEN, ORIGINAL)
    tokens = g.tokens()
    assert "b3-b4" not in tokens and not [t for t in tokens if t.count("^") > 2]
    assert starting(tokens, "b3-b4^a3") == ["b3-b4^a3", "b3-b4^a3^a3*", "b3-b4^a3^a4*", "b3-b4^a3^a5*",
                                            "b3-b4^a3^b3*", "b3-b4^a3^b5*", "b3-b4^a3^c3*", "b3-b4^a3^c5*",
                                            "b3-b4^a3^d2*", "b3-b4^a3^d4*", "b3-b4^a3^e2*", "b3-b4^a3^e3*",
                                            "b3-b4^a3^e4*"]
    assert len([t for t in tokens if t.count("^") == 1]) == 68  # every mortal turn stays
    g.play("b3-b4^a3^c3*")
    assert g.sfen() == "00000/00A0B00/100*0A0/000B00/00000 1 A:heracles[domes,c3],B:mortal 2 -"
    assert g.tokens() == ["b4^c5*", "d3^d2*", "d3^d4*", "d3^e2*", "d3^e3*", "d3^e4*", "pass"]
    g.play("d3^e4*")
    g.play("pass")
    assert g.sfen() == "00000/00A0B00*/100*0A0/000B00/00000 2 A:heracles[used],B:mortal 2 -"


def test_original_a_spree_of_no_dome_is_the_plain_turn(game):
    g = game(OPEN, ORIGINAL)
    g.play("b3-b4^a3")
    assert g.sfen() == "00000/00A0B00/1000A0/000B00/00000 2 A:heracles,B:mortal 2 -"  # unspent, play passed


def test_original_the_square_just_built_on(game):
    """MID: b3-c3, then c4 built from level 2 to 3 takes the dome of a complete tower (``^c4``);
    d4 built from level 3 is domed by the build and takes no more."""
    tokens = game(f"{MID} 1 A:heracles,B:mortal 6 -", ORIGINAL).tokens()
    assert starting(tokens, "b3-c3^c4") == ["b3-c3^c4", "b3-c3^c4^b2*", "b3-c3^c4^b3*", "b3-c3^c4^c4",
                                            "b3-c3^c4^d2*", "b3-c3^c4^d4", "b3-c3^c4^e2*", "b3-c3^c4^e4*"]
    assert starting(tokens, "b3-c3^d4") == ["b3-c3^d4", "b3-c3^d4^b2*", "b3-c3^d4^b3*", "b3-c3^d4^c4*",
                                            "b3-c3^d4^d2*", "b3-c3^d4^e2*", "b3-c3^d4^e4*"]


def test_original_a_winning_move_has_no_spree(game):
    assert starting(game(CLIMB.format("mortal"), ORIGINAL).tokens(), "b2-c3") == ["b2-c3"]


def test_original_limus_keeps_his_low_domes_off_her_squares(game):
    """Limus (original text, the same ruling) on b4 and c2: after d3-d2^e1 his workers stand on
    b3 and d2; of the open squares next to them only a2, e1 and e2 are not next to hers (no
    level-3 square among them), and in his extra turns too."""
    g = game(f"{MID} 1 A:heracles,B:limus 6 -", ORIGINAL)
    assert starting(g.tokens(), "d3-d2^e1") == ["d3-d2^e1", "d3-d2^e1^a2*", "d3-d2^e1^e1*", "d3-d2^e1^e2*"]
    g.play("d3-d2^e1^a2*")
    assert g.tokens() == ["d2^e1*", "d2^e2*", "pass"]


def test_original_his_first_dome_is_a_step_of_his_turn_for_chronus(game):
    """Four complete towers: a first dome on d4 (level 3, next to d3) makes the fifth, and
    Chronus wins at once (no extra turn to wait for)."""
    g = game(f"{TOWERS} 1 A:heracles,B:chronus 6 -", ORIGINAL)
    g.play("b3-a2^a3^d4")
    assert g.sfen() == "3*0100/01B23*0/2201A3*/0A02B10/3*0003* 2 A:heracles[used],B:chronus# 6 -"


def test_original_a_build_and_a_first_dome_that_change_places_are_two_turns(game):
    """A on a2 and d3, b3 and d4 on level 3 (both next to c3): d3-c3 domes one by its build and
    the other by the first dome. The boards agree, but each spree goes on after its own first
    dome, so the two are different positions: two turns."""
    sfen = "00100/01230/1B301A3*/0A02B10/10000 1 A:heracles,B:mortal 7 -"
    g = game(sfen, ORIGINAL)
    assert {"d3-c3^b3^d4", "d3-c3^d4^b3"} <= set(g.tokens())
    g.play("d3-c3^d4^b3")
    assert g.sfen() == "00100/0123*0/1B3*0A13*/0A02B10/10000 1 A:heracles[domes,b3],B:mortal 7 -"
    assert "c3^c4*" in g.tokens()  # after b3; after d4 it would not be
    g = game(sfen, ORIGINAL)
    g.play("d3-c3^b3^d4")
    assert g.sfen() == "00100/0123*0/1B3*0A13*/0A02B10/10000 1 A:heracles[domes,d4],B:mortal 7 -"
    assert "c3^c4*" not in g.tokens()


def test_original_his_state_in_sfen(game):
    spree = f"{MID} 1 A:heracles[domes,d4],B:mortal 6 -".replace("01B230", "01B23*0")
    g = game(spree, ORIGINAL)
    assert g.sfen() == spree
    assert g.tokens() == ["d3^e2*", "d3^e4*", "pass"]
    used = f"{MID} 1 A:heracles[used],B:mortal 6 -"
    assert game(used, ORIGINAL).tokens() == game(used.replace("heracles[used]", "mortal"), ORIGINAL).tokens()


def test_the_oracle_lists_him_apart():
    assert SUPPORTED_EXTRA_TURN_HEROES == {"heracles"}
    assert not SUPPORTED_EXTRA_TURN_HEROES & (SUPPORTED_HEROES | SUPPORTED_GODS)


# ---------------------------------------------------------------------- (b) the perft table


ROWS = named_perft_table("perft-heracles.tsv")


def test_table_rows_are_heracles_positions_to_depth_three():
    assert 8 <= len(ROWS) <= 12
    assert all(len(counts) >= 3 for _, _, counts in ROWS)
    assert any("heracles[domes," in sfen for _, sfen, _ in ROWS)  # in the middle of his extra turns
    for _, sfen, counts in ROWS:
        assert "heracles" in sfen.split()[2]
        assert RefPosition(sfen).perft(1) == counts[0]  # the oracle still counts the first depth so


class TestOracleTables(OracleTables):
    ROWS = ROWS


# ---------------------------------------------------------------------- (c) random games

#: Every god the oracle lets Heracles face with 2 players (the gods, the direction, coin,
#: worker-count and mark gods, the other heroes, mortal; not Circe: banned; Nyx: tests/test_nyx.py).
TWO_PLAYER_OPPONENTS = sorted(god for god in SUPPORTED_GODS | SUPPORTED_DIRECTION_GODS | SUPPORTED_COIN_GODS
                              | SUPPORTED_HEROES | SUPPORTED_MARK_GODS | SUPPORTED_WORKER_COUNT_GODS
                              if lineup_problem(["heracles", god], 2) is None)

#: Turns a random game may last (after placement; his extra turns count).
TURNS = 30


def two_player_gods(seat: int, other: str) -> list[str]:
    """Heracles as seat 1 (``seat`` 0) or seat 2 (``seat`` 1) against ``other``."""
    return ["heracles", other] if seat % 2 == 0 else [other, "heracles"]


def powered(token: str) -> bool:
    """His move alone, a dome or pass (or any other turn without a build), or a build followed
    by a dome (his original text's first dome, or any turn of two builds)."""
    return "^" not in token or "-" not in token or token.count("^") > 1


def play_both(gods: list[str], rng: random.Random, rulings: frozenset[str] = frozenset()) -> int:
    """A random game in lockstep on the core and the oracle (conftest.play_in_lockstep), every
    other turn a power turn when there is one. Returns the positions in his extra turns."""
    def choose(ref: RefPosition, tokens: list[str]) -> str:
        favoured = [t for t in tokens if powered(t)]
        return rng.choice(favoured if favoured and rng.random() < 0.5 else tokens)

    return play_in_lockstep(opening(gods), rng, TURNS, choose, lambda ref: "heracles[domes" in ref.sfen(), rulings)


def loads(gods: list[str], rulings: frozenset[str]) -> bool:
    """Does the oracle play the lineup under the rulings (a power played by one text only does not)?"""
    try:
        RefPosition(opening(gods), rulings)
    except UnsupportedError:
        return False
    return True


#: The opponents of the original text: those the oracle plays under the same ruling.
ORIGINAL_OPPONENTS = [god for god in TWO_PLAYER_OPPONENTS if loads(["heracles", god], ORIGINAL)]


def test_the_random_opponents_all_load_against_him():
    assert len(TWO_PLAYER_OPPONENTS) >= 55 and not {"circe", "nyx", "heracles"} & set(TWO_PLAYER_OPPONENTS)
    for other in TWO_PLAYER_OPPONENTS:
        for seat in (0, 1):
            RefPosition(opening(two_player_gods(seat, other)))


@pytest.mark.parametrize("seat", [0, 1], ids=["heracles-first", "heracles-second"])
@pytest.mark.parametrize("index,other", list(enumerate(TWO_PLAYER_OPPONENTS)), ids=TWO_PLAYER_OPPONENTS)
def test_core_and_oracle_agree_on_a_random_game_against(index, other, seat):
    play_both(two_player_gods(seat, other), random.Random(5000 + 2 * index + seat))


@pytest.mark.parametrize("seat", [0, 1], ids=["heracles-first", "heracles-second"])
@pytest.mark.parametrize("index,other", list(enumerate(ORIGINAL_OPPONENTS)), ids=ORIGINAL_OPPONENTS)
def test_core_and_oracle_agree_on_a_random_game_of_his_original_text_against(index, other, seat):
    play_both(two_player_gods(seat, other), random.Random(7000 + 2 * index + seat), ORIGINAL)


def test_the_original_text_meets_every_opponent():
    assert ORIGINAL_OPPONENTS == TWO_PLAYER_OPPONENTS


@pytest.mark.parametrize("seat", [0, 1], ids=["heracles-first", "heracles-second"])
def test_core_and_oracle_agree_where_hecates_workers_cut_his_original_turn(seat):
    """Hecate (hidden workers): his build or first dome named on one of her squares is a
    collision that ends his turn; her opponent is steered onto her squares a third of the time."""
    from test_hecate import onto_her_squares

    for game in range(6):
        rng = random.Random(7700 + 10 * seat + game)
        play_in_lockstep(opening(two_player_gods(seat, "hecate")), rng, 40, onto_her_squares(rng), rulings=ORIGINAL)


def test_random_games_reach_his_extra_turns():
    sprees = sum(play_both(two_player_gods(seed, "mortal"), random.Random(5900 + seed)) for seed in range(4))
    assert sprees >= 4
    sprees = sum(play_both(two_player_gods(seed, "mortal"), random.Random(5950 + seed), ORIGINAL) for seed in range(4))
    assert sprees >= 4
