"""Hydra (gods.md §3.5, 64), 2 and 3 players. The rulings checked here:

1. her side places two workers; her move and build are a mortal's;
2. at the end of each of her turns that did not win (mandatory; a winning move ends the turn
   at once), judged on the board after her build and after everything the turn did (a
   Harpies slide included): if no two of her workers neighbour each other she gains a worker,
   placed on one of the LOWEST squares (heights as the build left them) next to the worker
   that moved (where it stands after the movement) with no worker and no dome, her choice
   among them; none: no gain. A lone worker gains;
3. otherwise she takes one of her workers out of the game, her choice, the mover included;
4. tokens: ``b2-c3^d4+c2`` (a gain), ``b2-c3^d4xb2`` (a removal); one token per outcome, the
   fewest steps then the ASCII-smallest (taking out the mover: moves from one square that
   build on one square are one turn, ``a2-a1^a2xa1``; likewise a move to X gaining on Y and
   a move to Y gaining on X that build on one square);
5. the placed worker is placed, not moved: never a win; up to 10 workers on the board;
6. Aphrodite: a charmed mover taken out does not end next to her (no such turn); Adonis: the
   bound worker taken out breaks the binding (such a turn only if none keeps it);
7. with 3 players a Hydra seat left with no worker is out.

(a) every scenario runs on the reference oracle (``RefPosition``) and on the native core
(``Board``); (b) the oracle's perft table (tests/data/perft-hydra.tsv, make_perft_hydra.py)
on the core, with the depth-1 tokens; (c) seeded random games, core = oracle position by
position: Hydra against every god the oracle lets her face with 2 players (as seat 1 and as
seat 2), and 3-player games.
"""

from __future__ import annotations

import random

import pytest

from conftest import OracleTables, after, board_field, named_perft_table, opening, play_in_lockstep, starting
from santorini import Board
from santorini.errors import SfenError, UnsupportedError
from santorini.notation import start_sfen
from santorini.reference import RefPosition
from santorini.reference.position import (
    CIRCE_BANNED,
    SUPPORTED_COIN_GODS,
    SUPPORTED_DIRECTION_GODS,
    SUPPORTED_GODS,
    SUPPORTED_HEROES,
    SUPPORTED_WORKER_COUNT_GODS,
)
from santorini.rules.gods import allowed, banned, lineup_problem



# ---------------------------------------------------------------------- (a) ruling scenarios


def test_her_side_places_two_workers(game):
    g = game(start_sfen(2, ["hydra", "mortal"]))
    tokens = g.tokens()
    assert len(tokens) == 300 and all(t.count("+") == 2 for t in tokens)
    g.play("+b3+d3")
    assert g.sfen() == "00000/00000/00A00A0/00000/00000 2 A:hydra,B:mortal 1 -"


#   5 . . . . A      A (Hydra) on b2 (level 1) and e5, B on a4 and e1. b2-c2 (level 0): around
#   4 B . . . .      c2 the free squares are b1 (0), b2 (1, left), b3 (0), c1 (1), c3 (2), d1 (1),
#   3 . 0 2 2 .      d2 (2), d3 (2). Building on d1 leaves b1 and b3 the lowest (a tie); building
#   2 . 1A. 2 .      on b1 leaves b3 alone, on b3 leaves b1 alone.
#   1 . 0 1 1 B
#     a b c d e
TIES = f"{board_field(b2='1A', e5='A', a4='B', e1='B', c3='2', d1='1', d2='2', d3='2', c1='1')} 1 A:hydra,B:mortal 3 -"


def test_she_gains_on_one_of_the_lowest_squares_among_ties(game):
    tokens = game(TIES).tokens()
    assert starting(tokens, "b2-c2^d1") == ["b2-c2^d1+b1", "b2-c2^d1+b3"]
    assert after(game, TIES, "b2-c2^d1+b3") == (
        f"{board_field(c2='A', b3='A', e5='A', a4='B', e1='B', b2='1', c3='2', d1='2', d2='2', d3='2', c1='1')} "
        "2 A:hydra,B:mortal 3 -")


def test_the_build_decides_which_squares_are_lowest(game):
    tokens = game(TIES).tokens()
    assert starting(tokens, "b2-c2^b1") == ["b2-c2^b1+b3"]
    assert starting(tokens, "b2-c2^b3") == ["b2-c2^b3+b1"]


def test_a_move_and_a_gain_that_trade_squares_are_one_turn(game):
    """b2-c2^c1+b1 and b2-b1^c1+c2 leave one board (her workers on b1 and c2, c1 on level 2):
    one turn, the ASCII-smaller spelling; the other is accepted."""
    tokens = game(TIES).tokens()
    assert "b2-b1^c1+c2" in tokens and "b2-c2^c1+b1" not in tokens
    assert starting(tokens, "b2-c2^c1") == ["b2-c2^c1+b3"]
    assert after(game, TIES, "b2-c2^c1+b1") == after(game, TIES, "b2-b1^c1+c2")


#   A (Hydra) on a2 (level 3) and e5, B on b2 and e1, a dome on b1 (level 0): a2-a1 can only
#   build the dome on a2; then a1 has no free neighbour and she gains nothing.
NO_ROOM = f"{board_field(a2='3A', b1='0*', b2='B', e5='A', e1='B')} 1 A:hydra,B:mortal 3 -"


def test_no_free_square_next_to_the_mover_no_gain(game):
    assert starting(game(NO_ROOM).tokens(), "a2-a1") == ["a2-a1^a2"]
    assert after(game, NO_ROOM, "a2-a1^a2") == f"{board_field(a1='A', a2='3*', b1='0*', b2='B', e5='A', e1='B')} " \
                                               "2 A:hydra,B:mortal 3 -"


#   A (Hydra) on a2, b2 (neighbours) and e5, B on d5 and e1, flat: every turn takes one of
#   hers out.
TOUCHING = f"{board_field(a2='A', b2='A', e5='A', d5='B', e1='B')} 1 A:hydra,B:mortal 3 -"


def test_she_takes_out_any_of_her_workers_the_mover_included(game):
    tokens = game(TOUCHING).tokens()
    assert starting(tokens, "a2-a1^a2") == ["a2-a1^a2xa1", "a2-a1^a2xb2", "a2-a1^a2xe5"]
    assert all("x" in t for t in tokens if t.startswith("a2"))  # a2's moves all end next to b2
    assert all("+" in t for t in tokens if t.startswith("b2-c3"))  # b2-c3 leaves a2, c3, e5 apart: a gain
    assert after(game, TOUCHING, "a2-a1^a2xb2") == f"{board_field(a1='A', a2='1', e5='A', d5='B', e1='B')} " \
                                                   "2 A:hydra,B:mortal 3 -"


def test_taking_out_the_mover_is_one_turn_per_start_and_build_square(game):
    """a2-a1^a2xa1, a2-a3^a2xa3, a2-b1^a2xb1, a2-b3^a2xb3 leave one board: one token."""
    g = game(TOUCHING)
    tokens = g.tokens()
    assert "a2-a1^a2xa1" in tokens
    assert not {"a2-a3^a2xa3", "a2-b1^a2xb1", "a2-b3^a2xb3"} & set(tokens)
    assert "a2-a3^a2xb2" in tokens  # another outcome
    expected = f"{board_field(a2='1', b2='A', e5='A', d5='B', e1='B')} 2 A:hydra,B:mortal 3 -"
    assert after(game, TOUCHING, "a2-a1^a2xa1") == expected
    assert after(game, TOUCHING, "a2-a3^a2xa3") == expected  # an accepted spelling


#   A (Hydra) alone on c3, B on a1 and e5, flat.
LONE = f"{board_field(c3='A', a1='B', e5='B')} 1 A:hydra,B:mortal 3 -"


def test_a_lone_worker_has_no_two_to_neighbour_and_gains(game):
    tokens = game(LONE).tokens()
    assert len(tokens) == 380 and all("+" in t and "x" not in t for t in tokens)
    # c4's level-0 neighbours but b4 (c3-b4^c5+c4 is the same turn, spelled smaller)
    assert starting(tokens, "c3-c4^c5") == [f"c3-c4^c5+{sq}" for sq in ("b3", "b5", "c3", "d3", "d4", "d5")]
    assert after(game, LONE, "c3-c4^c5+d4") == f"{board_field(c4='A', d4='A', c5='1', a1='B', e5='B')} " \
                                               "2 A:hydra,B:mortal 3 -"


#   A (Hydra) on b2 (level 2) and e5, c3 on level 3, B on a5 and e1.
CLIMB = f"{board_field(b2='2A', c3='3', e5='A', a5='B', e1='B')} 1 A:hydra,B:mortal 3 -"


def test_a_winning_climb_ends_the_turn_at_once(game):
    g = game(CLIMB)
    assert starting(g.tokens(), "b2-c3") == ["b2-c3"]
    g.play("b2-c3")
    assert g.sfen() == f"{board_field(c3='3A', b2='2', e5='A', a5='B', e1='B')} 2 A:hydra#,B:mortal 3 -"
    assert g.tokens() == []


#   A (Hydra) on a2 (level 2) and e5, a1 on level 2, b2 on level 3, a dome on b1, B on c5 and
#   e1: a2-a1^a2 leaves a2 and b2 (both level 3) the only free squares next to a1.
PEAKS = f"{board_field(a2='2A', a1='2', b1='0*', b2='3', e5='A', c5='B', e1='B')} 1 A:hydra,B:mortal 3 -"


def test_a_worker_placed_on_level_three_wins_nothing(game):
    g = game(PEAKS)
    assert starting(g.tokens(), "a2-a1") == ["a2-a1^a2+a2", "a2-a1^a2+b2", "a2-a1^b2+a2"]
    g.play("a2-a1^a2+b2")
    assert g.sfen() == f"{board_field(a1='2A', a2='3', b2='3A', b1='0*', e5='A', c5='B', e1='B')} 2 A:hydra,B:mortal 3 -"
    assert g.tokens()  # the game goes on


#   3 players: C (Hydra) on c3 and c1, A on a1 and e1, B on a5 and e5, flat.
THREE = f"{board_field(a1='A', e1='A', a5='B', e5='B', c3='C', c1='C')} 3 A:mortal,B:mortal,C:hydra 4 -"


def test_three_players_she_gains_and_seat_one_plays_next(game):
    g = game(THREE)
    assert starting(g.tokens(), "c3-c4^c5") == [f"c3-c4^c5+{sq}" for sq in ("b3", "b5", "c3", "d3", "d4", "d5")]
    g.play("c3-c4^c5+d4")
    assert g.sfen() == f"{board_field(a1='A', e1='A', a5='B', e5='B', c4='C', d4='C', c1='C', c5='1')} " \
                       "1 A:mortal,B:mortal,C:hydra 5 -"


#   3 players: C (Hydra) alone on a3 (level 0), B (Medusa) on b3 (level 1) and d4, A on b4 and
#   d2 (tests/data/make_perft_hydra.py, LONE3). Medusa moves d4 and her b3 petrifies C's a3:
#   seat 3 is out, seat 1 plays next.
LONE3 = "01210/12A30B1/0C1B3*20/1021A0/00101 2 A:mortal,B:medusa,C:hydra 6 -"


def test_three_players_a_hydra_seat_left_with_no_worker_is_out(game):
    g = game(LONE3)
    g.play("d4-e3^d4")
    assert g.sfen() == "01210/12A311/11B3*20B/1021A0/00101 1 A:mortal,B:medusa,-C:hydra 7 -"


#   A (Hydra) on a2 and b2, B (Aphrodite) on a3 and e5: both of hers are charmed and must end
#   a move next to a3, so only on b3; then her two touch and she takes the other one out.
CHARMED = f"{board_field(a2='A', b2='A', a3='B', e5='B')} 1 A:hydra,B:aphrodite 3 -"


def test_aphrodite_her_charmed_mover_is_never_the_one_taken_out(game):
    assert game(CHARMED).tokens() == [
        "a2-b3^a2xb2", "a2-b3^a4xb2", "a2-b3^b4xb2", "a2-b3^c2xb2", "a2-b3^c3xb2", "a2-b3^c4xb2", "b2-b3^b2xa2"]
    # (b2-b3^c4xa2 is a2-b3^c4xb2: one board)


#   A (Hydra) on a1 and e1, B (Harpies) on a5 and e5, d4 on level 1: a1-b2 slides on to c3
#   (d4 is higher); the gain goes next to c3, not next to b2.
SLIDE = f"{board_field(a1='A', e1='A', a5='B', e5='B', d4='1')} 1 A:hydra,B:harpies 3 -"


def test_harpies_the_gain_goes_next_to_where_the_slide_stopped(game):
    g = game(SLIDE)
    assert starting(g.tokens(), "a1-b2^c2") == [f"a1-b2^c2+{sq}" for sq in ("b2", "b3", "b4", "c4", "d2", "d3")]
    g.play("a1-b2^c2+d3")
    assert g.sfen() == f"{board_field(c3='A', d3='A', e1='A', a5='B', e5='B', c2='1', d4='1')} 2 A:hydra,B:harpies 3 -"


#   A (Hydra) on b2 and c2 (touching), B (Adonis) on d3 and e5, his binding d3~c2: she can keep
#   c2 next to d3, so every turn must; taking c2 out (or c2 after it moved) breaks it.
BOUND = f"{board_field(b2='A', c2='A', d3='B', e5='B')} 1 A:hydra,B:adonis[d3~c2] 3 -"


def test_adonis_the_bound_worker_taken_out_breaks_the_binding(game):
    tokens = game(BOUND).tokens()
    assert "c2-c3^c2xb2" in tokens and "b2-b1^b2xb1" in tokens
    assert "c2-b1^c2xb1" not in tokens  # c2 moved and taken out: nobody is next to d3
    assert not [t for t in tokens if t.endswith("xc2")]
    free = game(BOUND.replace("[d3~c2]", "[used]")).tokens()
    assert "c2-b1^c2xb1" in free and len(free) > len(tokens)


#   A (Hydra) on a1 c1 e1 a3 c3 e3 a5 c5 and d4, B on b2 and d2: d4-e5 leaves nine apart, and she
#   gains a tenth (on d5 or e4, level 0 after the build on d4).
NINE = dict(a1="A", c1="A", e1="A", a3="A", c3="A", e3="A", a5="A", c5="A", d4="A", b2="B", d2="B")


def test_she_may_show_ten_workers(game):
    sfen = f"{board_field(**NINE)} 1 A:hydra,B:mortal 3 -"
    g = game(sfen)
    assert starting(g.tokens(), "d4-e5^d4") == ["d4-e5^d4+d5", "d4-e5^d4+e4"]
    g.play("d4-e5^d4+d5")
    ten = {**NINE, "e5": "A", "d5": "A", "d4": "1"}
    assert g.sfen() == f"{board_field(**ten)} 2 A:hydra,B:mortal 3 -"
    with pytest.raises(SfenError):
        game(f"{board_field(**ten, b4='A')} 2 A:hydra,B:mortal 3 -")  # eleven


# Circe against Hydra (2 players): holding Hydra's power (her opponent's workers do not all
# touch), Circe's own workers gain and lose heads at the end of her turns as Hydra's would, and
# the heads she gained stay hers when the power goes back: a worker on the board is nobody's
# card. Hydra, powerless meanwhile, gains and loses nothing.
#
#   A (Circe, holding Hydra's power) on a1 and e5, B (Hydra) on c3 and e1, flat.
CIRCE_HOLDS = f"{board_field(a1='A', e5='A', c3='B', e1='B')} 1 A:circe[hydra],B:hydra 3 -"


def test_circe_holding_her_power_gains_a_head(game):
    tokens = game(CIRCE_HOLDS).tokens()
    assert starting(tokens, "a1-a2^a3") == ["a1-a2^a3+a1", "a1-a2^a3+b1", "a1-a2^a3+b2", "a1-a2^a3+b3"]
    assert after(game, CIRCE_HOLDS, "a1-a2^a3+b2") == \
        f"{board_field(a2='A', b2='A', e5='A', c3='B', e1='B', a3='1')} 2 A:circe[hydra],B:hydra 3 -"


def test_circe_holding_her_power_takes_one_out_when_two_touch(game):
    near = CIRCE_HOLDS.replace(board_field(a1='A', e5='A', c3='B', e1='B'), board_field(a1='A', c1='A', c3='B', e1='B'))
    tokens = game(near).tokens()
    assert starting(tokens, "a1-b2^a2") == ["a1-b2^a2xc1"]       # (the mover out: spelled as its own turn)
    assert any(t.endswith(f"x{t[3:5]}") for t in tokens if t.startswith("a1-"))


#   After Circe's gain: Hydra to move, powerless; her e1-d2 brings her workers together, so
#   Circe gives the power back as her next turn starts, and keeps her three workers.
THREE_HEADS = f"{board_field(a2='A', b2='A', e5='A', c3='B', e1='B', a3='1')} 2 A:circe[hydra],B:hydra 3 -"


def test_powerless_hydra_gains_nothing_and_circe_keeps_her_heads(game):
    g = game(THREE_HEADS)
    assert "e1-d2^e1" in g.tokens() and not any("+" in t or "x" in t for t in g.tokens())
    g.play("e1-d2^e1")
    assert g.sfen() == f"{board_field(a2='A', b2='A', e5='A', c3='B', d2='B', a3='1', e1='1')} 1 A:circe,B:hydra 4 -"
    tokens = g.tokens()
    assert {t[:2] for t in tokens} == {"a2", "b2", "e5"}          # three workers, a mortal's turns
    assert not any("+" in t or "x" in t for t in tokens)


def test_a_circe_side_against_hydra_may_show_ten_workers_not_eleven(game):
    ten = {sq: "A" for sq in ("a1", "b1", "c1", "d1", "e1", "a2", "b2", "c2", "d2", "e2")}
    sfen = f"{board_field(**ten, a5='B', e5='B')} 2 A:circe,B:hydra 3 -"
    assert game(sfen).sfen() == sfen
    with pytest.raises(SfenError):
        game(f"{board_field(**ten, a3='A', a5='B', e5='B')} 2 A:circe,B:hydra 3 -")   # eleven


def test_the_oracle_plays_her_with_two_and_three_players():
    assert SUPPORTED_WORKER_COUNT_GODS == {"hydra"} and "hydra" not in SUPPORTED_GODS
    RefPosition(start_sfen(3, ["hydra", "mortal", "apollo"]))
    RefPosition(start_sfen(2, ["hydra", "circe"]))
    with pytest.raises(UnsupportedError):
        RefPosition(start_sfen(4, ["hydra", "mortal", "mortal", "mortal"]))
    with pytest.raises(SfenError):  # another side keeps the former limit of four
        RefPosition(f"{board_field(a1='A', c1='A', e1='A', a3='A', c5='A', e5='B')} 1 A:mortal,B:hydra 3 -")


# ---------------------------------------------------------------------- (b) the perft table




ROWS = named_perft_table("perft-hydra.tsv")


def test_table_rows_are_hydra_positions_to_depth_three():
    assert 8 <= len(ROWS) <= 12
    assert all(len(counts) >= 3 for _, _, counts in ROWS)
    assert {len(sfen.split()[2].split(",")) for _, sfen, _ in ROWS} == {2, 3}
    for _, sfen, counts in ROWS:
        assert "hydra" in sfen.split()[2]
        assert RefPosition(sfen).perft(1) == counts[0]  # the oracle still counts the first depth so


class TestOracleTables(OracleTables):
    ROWS = ROWS


# ---------------------------------------------------------------------- (c) random games

#: Every god the oracle lets Hydra face with 2 players (the gods, the direction and coin gods,
#: the heroes, mortal; not Hydra herself: each card once) and the engine plays with her (Siren
#: too: her song forces up to ten heads; Circe too: the heads she gains stay hers).
TWO_PLAYER_OPPONENTS = sorted(god for god in SUPPORTED_GODS | SUPPORTED_DIRECTION_GODS | SUPPORTED_COIN_GODS
                              | SUPPORTED_HEROES if not banned(god, "hydra"))
#: Gods that sit with her in 3-player games: those the oracle and the catalog allow with 3.
THREE_PLAYER_GODS = sorted(g for g in SUPPORTED_GODS | SUPPORTED_DIRECTION_GODS | SUPPORTED_COIN_GODS
                           if allowed(g, 3) and not banned(g, "hydra"))

#: Turns (after placement) a random game may last, and the 3-player games.
TURNS = 30
THREE_PLAYER_GAMES = 12


def two_player_gods(seat: int, other: str) -> list[str]:
    """Hydra as seat 1 (``seat`` 0) or seat 2 (``seat`` 1) against ``other``."""
    return ["hydra", other] if seat % 2 == 0 else [other, "hydra"]


def three_player_gods(seed: int) -> list[str]:
    """Hydra in seat ``seed % 3`` with two distinct 3-player gods that may meet."""
    rng = random.Random(7000 + seed)
    while True:
        others = rng.sample(THREE_PLAYER_GODS, 2)
        gods = others[:]
        gods.insert(seed % 3, "hydra")
        if lineup_problem(gods, 3) is None:
            return gods


def test_the_random_opponents_all_load_against_her():
    assert len(TWO_PLAYER_OPPONENTS) >= 50 and "circe" in TWO_PLAYER_OPPONENTS and "hydra" not in CIRCE_BANNED
    for other in TWO_PLAYER_OPPONENTS:
        for seat in (0, 1):
            RefPosition(opening(two_player_gods(seat, other)))
    for seed in range(THREE_PLAYER_GAMES):
        RefPosition(opening(three_player_gods(seed)))


@pytest.mark.parametrize("seat", [0, 1], ids=["hydra-first", "hydra-second"])
@pytest.mark.parametrize("index,other", list(enumerate(TWO_PLAYER_OPPONENTS)), ids=TWO_PLAYER_OPPONENTS)
def test_core_and_oracle_agree_on_a_random_game_against(index, other, seat):
    play_in_lockstep(opening(two_player_gods(seat, other)), random.Random(6400 + 2 * index + seat), TURNS)


@pytest.mark.parametrize("seed", range(8))
def test_core_and_oracle_agree_on_random_games_against_circe(seed):
    """Circe takes Hydra's power whenever Hydra's workers do not all touch: her side gains and
    loses heads, and keeps them when the power goes back."""
    gods = ["circe", "hydra"] if seed % 2 else ["hydra", "circe"]
    circe = "A" if seed % 2 else "B"
    grown = play_in_lockstep(opening(gods), random.Random(500 + seed), 40,
                             after=lambda ref: ref.sfen().split()[0].count(circe) > 2)
    assert grown        # some position had Circe with more than two workers


@pytest.mark.parametrize("seed", range(THREE_PLAYER_GAMES))
def test_core_and_oracle_agree_on_random_three_player_games(seed):
    play_in_lockstep(opening(three_player_gods(seed)), random.Random(6500 + seed), TURNS)


@pytest.mark.parametrize("seed", range(3))
def test_oracle_random_games_replay_their_own_positions(seed):
    """Oracle alone: every position of a random game reads back as itself, with the same turns."""
    rng = random.Random(6600 + seed)
    gods = two_player_gods(seed, rng.choice(TWO_PLAYER_OPPONENTS)) if seed < 2 else three_player_gods(seed)
    pos = RefPosition(opening(gods))
    turns = 0
    while pos.winner() is None and turns < TURNS:
        sfen = pos.sfen()
        again = RefPosition(sfen)
        assert again.sfen() == sfen
        tokens = pos.legal_turns()
        assert again.legal_turns() == tokens
        if not tokens:
            break
        token = rng.choice(tokens)
        pos.play(token)
        turns += not (token[0] in "+=" and "-" not in token)
