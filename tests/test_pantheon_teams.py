"""The Pantheon edition's 2-against-2 with eight workers: seats A, B, C, D (seats 1 and 3
against 2 and 4), each seat moving and building only with its own pair of workers, written
with its own letter (``start_sfen(4, team_workers="own")``); the classic 4 players (A, B, A,
B, one shared pair a team) stay the default. The rulings checked here:

1. teams A+C against B+D, turns 1, 2, 3, 4, 1, ...;
2. a seat acts only with its own pair; a teammate's workers are obstacles, never its own;
3. placement in seat order 1, 2, 3, 4 (each its own pair, a Selene seat with its female), all
   in round 1, then seat 1 takes the first turn in round 2;
4. "opponent" is a seat of the other team: opponent-only powers (Apollo, Minotaur, Bia,
   Medusa, Maenads, Nemesis, Dionysus) never touch the teammate's pair; restricting powers
   (Athena, Hypnus, Limus, Aphrodite) bind only the other team's seats, each per seat pair,
   an opposing Athena both of its turns; Nemesis trades with one opposing seat's pair;
5. a seat's win is its team's (``#`` on the seat whose turn won); a seat to move with no
   turn loses for its team (``#`` on the seat before it); a seat left with no worker by a
   removal loses when its turn comes.

(a) every scenario runs on the reference oracle and on the native core (``Board``); (b) the
oracle's perft table (tests/data/perft-pantheon.tsv, make_perft_pantheon.py) on the core; (c)
seeded random games on both, position by position.
"""

from __future__ import annotations

import random

import pytest

from conftest import ORACLE_GODS, OracleTables, board_field, CoreGame, named_perft_table, opening, OracleGame, play_in_lockstep, oracle_playable_gods
from santorini import Board
from santorini.notation import start_sfen
from santorini.reference import RefPosition
from santorini.rules.gods import lineup_problem



def seats(*gods: str) -> str:
    """The seats field A, B, C, D with these gods (all mortal when none are given)."""
    return ",".join(f"{side}:{god}" for side, god in zip("ABCD", gods or ("mortal",) * 4))


def marked(sfen: str) -> int | None:
    """The 0-based seat marked ``#`` (the winning team's seat that played last), or None."""
    found = [i for i, seat in enumerate(sfen.split()[2].split(",")) if seat.endswith("#")]
    return found[0] if found else None


def team(seat: int) -> str:
    """The team of a 0-based seat: A for seats 1 and 3, B for seats 2 and 4."""
    return "AB"[seat % 2]


def to_move(sfen: str) -> int:
    return int(sfen.split()[1])


def round_of(sfen: str) -> int:
    return int(sfen.split()[3])


def starts(tokens: list[str]) -> set[str]:
    """The squares the turns start from (a placement or ``pass`` as written)."""
    return {token[:2] if token[:1].isalpha() and token != "pass" else token for token in tokens}


#: The mid-game board of most scenarios and of the perft table (A and C against B and D)::
#:
#:     5  0   1   2   1   0
#:     4  1   2C  3   0B  1
#:     3  0D  1A  3*  2   0
#:     2  1   0   2B  1A  0
#:     1  0   0D  1   0C  1
MIDP = "01210/12C30B1/0D1A3*20/102B1A0/00D10C1"


# ---------------------------------------------------------------------- (a) the rulings


def test_placement_goes_in_seat_order_each_seat_its_own_pair(game):
    g = game(start_sfen(4, team_workers="own"))
    assert len(g.tokens()) == 300
    expected = [
        ("+a1+b2", "00000/00000/00000/00A000/0A0000 2 {} 1 -", 253),
        ("+a5+b5", "0B0B000/00000/00000/00A000/0A0000 3 {} 1 -", 210),
        ("+e1+e2", "0B0B000/00000/00000/00A000C/0A0000C 4 {} 1 -", 171),
        ("+d5+e5", "0B0B00D0D/00000/00000/00A000C/0A0000C 1 {} 2 -", None),
    ]
    for token, after, count in expected:
        g.play(token)
        assert g.sfen() == after.format(seats())
        if count is not None:
            assert len(g.tokens()) == count  # the next seat places on the squares left
    assert starts(g.tokens()) == {"a1", "b2"}  # seat 1 takes the first turn, with its own pair


def test_seat_three_places_with_its_own_letter_where_classic_seat_three_moves(game):
    g = game(f"00000/00B00A0/00000/00A00B0/00000 3 {seats()} 1 -")
    tokens = g.tokens()
    assert len(tokens) == 210 and all(token.startswith("+") for token in tokens)
    g.play("+c1+c5")
    assert g.sfen() == f"000C00/00B00A0/00000/00A00B0/000C00 4 {seats()} 1 -"


def test_a_selene_seat_places_her_female_with_its_own_lowercase_letter(game):
    g = game(f"00000/00B00A0/00000/00A00B0/00000 3 {seats('mortal', 'mortal', 'selene', 'mortal')} 1 -")
    tokens = g.tokens()
    assert len(tokens) == 420 and "+a1*+e5" in tokens and "+a1+e5*" in tokens
    g.play("+a1*+e5")
    assert g.sfen() == f"00000C/00B00A0/00000/00A00B0/0c0000 4 {seats('mortal', 'mortal', 'selene', 'mortal')} 1 -"
    assert not any("*" in token for token in g.tokens())  # seat 4 (mortal) places no female


def test_each_seat_moves_only_its_own_pair_in_turn_order(game):
    g = game(f"000C00/00B00A0/0D0000D/00A00B0/000C00 1 {seats()} 2 -")
    for seat, pair in enumerate([{"b2", "d4"}, {"b4", "d2"}, {"c1", "c5"}, {"a3", "e3"}]):
        sfen = g.sfen()
        assert to_move(sfen) == seat + 1 and round_of(sfen) == 2
        tokens = g.tokens()
        assert starts(tokens) == pair
        g.play(tokens[0])
    assert to_move(g.sfen()) == 1 and round_of(g.sfen()) == 3


def test_a_teammates_worker_is_an_obstacle_never_moved_nor_entered(game):
    tokens = game(f"{MIDP} 1 {seats()} 6 -").tokens()
    assert starts(tokens) == {"b3", "d2"}  # A's own pair, not C's b4 and d1
    assert not any(token.startswith(("b3-b4", "d2-d1")) for token in tokens)  # C's squares are occupied
    assert "d2-d3^d4" not in tokens  # nor B's


def test_a_seats_winning_climb_wins_for_its_team(game):
    g = game(f"{MIDP} 3 {seats()} 6 -")
    assert "b4-c4" in g.tokens()  # next to A's b3, which C may not move
    g.play("b4-c4")
    assert g.sfen() == "01210/123C0B1/0D1A3*20/102B1A0/00D10C1 4 A:mortal,B:mortal,C:mortal#,D:mortal 6 -"
    assert marked(g.sfen()) == 2 and team(2) == "A"
    assert g.tokens() == []


def test_a_boxed_in_seat_loses_for_its_team_although_its_teammate_could_move(game):
    g = game(f"00000D/00C000/000A12/0000*0B/0A0D00*0B 1 {seats()} 5 -")
    assert "c3-d3^c2" in g.tokens()
    g.play("c3-d3^c2")  # B's only exit taken: B (to move) has no turn, D's b1 and e5 could move
    assert g.sfen() == "00000D/00C000/0001A2/0010*0B/0A0D00*0B 2 A:mortal#,B:mortal,C:mortal,D:mortal 5 -"
    assert g.tokens() == []


def test_seat_one_boxed_in_loses_and_the_mark_goes_to_seat_four(game):
    sfen = f"{board_field(e5='D', b4='C', a3='*', b3='*', e3='B', a2='A', b2='*', e2='D', a1='A', b1='*', c1='C', e1='B')} 1"
    g = game(f"{sfen} {seats()} 5 -")
    assert g.sfen() == f"{sfen} A:mortal,B:mortal,C:mortal,D:mortal# 5 -"  # team B wins, D played last
    assert g.tokens() == []


def test_apollo_swaps_with_an_opponent_never_with_his_teammate(game):
    g = game(f"{MIDP} 3 {seats('mortal', 'mortal', 'apollo', 'mortal')} 6 -")
    tokens = g.tokens()
    assert "b4-a3^a4" in tokens  # D's a3 swapped into b4
    assert not any(token.startswith(("b4-b3", "d1-d2")) for token in tokens)  # A's b3 and d2
    g.play("b4-a3^a4")
    assert g.sfen() == f"01210/22D30B1/0C1A3*20/102B1A0/00D10C1 4 {seats('mortal', 'mortal', 'apollo', 'mortal')} 6 -"


def test_minotaur_pushes_an_opponent_never_his_teammate(game):
    g = game(f"{MIDP} 1 {seats('minotaur', 'mortal', 'mortal', 'mortal')} 6 -")
    tokens = g.tokens()
    assert "d2-c2^d2" in tokens and not any(token.startswith("d2-d1") for token in tokens)
    g.play("d2-c2^d2")  # B's c2 pushed to b2
    assert g.sfen() == f"01210/12C30B1/0D1A3*20/10B2A20/00D10C1 2 {seats('minotaur', 'mortal', 'mortal', 'mortal')} 6 -"


def test_an_opposing_athena_restricts_both_seats_of_the_other_team_not_her_teammate(game):
    g = game(f"{MIDP} 3 {seats('mortal', 'athena[^]', 'mortal', 'mortal')} 6 -")
    tokens = g.tokens()  # C may not move up: not b4-c4 (the win), not d1-c1 or d1-e1
    assert not any(token.startswith(("b4-c4", "d1-c1", "d1-e1")) for token in tokens)
    g.play("b4-a4^a5")
    assert any(token.startswith("a3-a2") for token in g.tokens())  # D, her teammate, may climb
    g.play("a3-a2^a1")
    tokens = g.tokens()  # A may not (d2 on level 1, d3 on level 2)
    assert tokens and not any(token.startswith("d2-d3") for token in tokens)
    g.play("d2-e2^e1")
    assert ",B:athena," in g.sfen()  # her turn has started: the mark is over


def test_hermes_moves_and_switches_only_within_his_own_pair(game):
    tokens = game(f"{MIDP} 3 {seats('mortal', 'mortal', 'hermes', 'mortal')} 6 -").tokens()
    assert "b4-c5,d1-e2-e3^d3" in tokens and "d1-e2,b4^a4" in tokens
    assert starts(tokens) == {"b4", "d1"}
    assert not any(",b3" in token or ",d2" in token for token in tokens)


def test_hypnus_freezes_the_highest_worker_of_the_acting_seats_own_pair(game):
    gods = seats("mortal", "hypnus", "mortal", "mortal")
    assert starts(game(f"{MIDP} 1 {gods} 6 -").tokens()) == {"b3", "d2"}  # A's pair: a tie on level 1
    assert starts(game(f"{MIDP} 3 {gods} 6 -").tokens()) == {"d1"}  # C's b4 (level 2) sleeps


def test_limus_starves_the_seats_of_the_other_team_only(game):
    gods = seats("mortal", "mortal", "mortal", "limus")
    tokens = game(f"{MIDP} 1 {gods} 6 -").tokens()
    assert not any(token.startswith("b3-b2") for token in tokens)  # every block from b2 is next to a3 or b1
    assert "b3-a4^a5" in tokens and "b3-a4^b3" not in tokens  # b3 is next to D's a3, a5 to nothing of hers
    assert "c2-b2^a2" in game(f"{MIDP} 2 {gods} 6 -").tokens()  # her teammate B builds next to a3


def test_aphrodite_charms_the_other_team_around_her_own_workers(game):
    gods = seats("mortal", "aphrodite", "mortal", "mortal")
    tokens = game(f"{MIDP} 1 {gods} 6 -").tokens()
    assert "d2-d3^e3" in tokens  # d3 is next to her c2 and d4
    assert "d2-e2^e1" not in tokens  # charmed d2 would end away from her workers
    assert not any(token.startswith("b3-a4") for token in tokens)  # next to D's a3 only: D is no Aphrodite
    assert "b1-a1^a2" in game(f"{MIDP} 4 {gods} 6 -").tokens()  # her teammate's b1 is never charmed


def test_bia_removes_opponents_never_her_teammate(game):
    sfen = board_field(a5="A", e5="D", b4="B", d4="C", b2="A", e2="B", c1="D", e1="C")
    g = game(f"{sfen} 1 {seats('bia', 'mortal', 'mortal', 'mortal')} 4 -")
    g.play("b2-c3^c2")  # C's d4 straight ahead stays
    assert g.sfen() == f"0A0000D/00B00C0/000A00/00100B/000D00C 2 {seats('bia', 'mortal', 'mortal', 'mortal')} 4 -"
    g = game(f"{sfen} 1 {seats('bia', 'mortal', 'mortal', 'mortal')} 4 -")
    g.play("b2-b3^a3")  # B's b4 straight ahead is removed
    assert g.sfen() == f"0A0000D/0000C0/10A000/00000B/000D00C 2 {seats('bia', 'mortal', 'mortal', 'mortal')} 4 -"


def test_a_seat_left_without_workers_loses_for_its_team_when_its_turn_comes(game):
    gods = seats("bia", "mortal", "medusa", "mortal")
    g = game(f"01210/12C30B1/01A3*20/102B1A0/00D10C1 1 {gods} 6 -")
    tokens = g.tokens()  # b3-b2 removes D's last worker (b1) and the turn goes on: six builds
    assert [token for token in tokens if token.startswith("b3-b2")] == [
        "b3-b2^a1", "b3-b2^a2", "b3-b2^a3", "b3-b2^b1", "b3-b2^b3", "b3-b2^c1"]
    g.play("b3-b2^a2")
    assert g.sfen() == f"01210/12C30B1/013*20/20A2B1A0/0010C1 2 {gods} 6 -"
    g.play("d4-d5^c5")  # B plays on
    g.play("d1-e2^e1")  # and C
    assert g.sfen() == "0131B0/12C301/013*20/20A2B1A0C/00102 4 A:bia,B:mortal,C:medusa#,D:mortal 6 -"
    assert g.tokens() == []  # D, to move, has no worker: team B has lost


def test_medusa_petrifies_both_opponents_never_her_teammate(game):
    gods = seats("mortal", "mortal", "medusa", "mortal")
    g = game(f"{board_field(a5='A', e5='C', b4='D', c3='2C', b2='1A', d2='B', a1='D', e1='B')} 3 {gods} 5 -")
    g.play("e5-e4^e5")  # D's b4 and B's d2 stand lower next to her c3, so does A's b2
    assert g.sfen() == f"0A0001/01000C/002C00/01A010/0D0000B 4 {gods} 5 -"


def test_maenads_catch_an_opponent_never_their_teammate(game):
    gods = seats("maenads", "mortal", "mortal", "mortal")
    teammate = board_field(a5="B", c5="D", e5="C", d4="A", a3="D", b2="C", e2="B", a1="A")
    g = game(f"{teammate} 1 {gods} 5 -")
    g.play("d4-c3^d4")  # C's b2 between a1 and c3: nothing
    assert g.sfen() == f"0B00D00C/00010/0D00A00/00C000B/0A0000 2 {gods} 5 -"
    opponent = board_field(a5="B", c5="D", e5="C", d4="A", a3="D", b2="B", e2="C", a1="A")
    g = game(f"{opponent} 1 {gods} 5 -")
    g.play("d4-c3^d4")  # B's b2 caught: team A wins
    assert g.sfen() == "0B00D00C/00010/0D00A00/00B000C/0A0000 2 A:maenads#,B:mortal,C:mortal,D:mortal 5 -"


def test_nemesis_trades_with_one_opposing_seats_pair_never_her_teammates(game):
    sfen = board_field(a5="D", d5="B", e5="B", d2="D", e2="C", a1="A", c1="A", e1="C")
    tokens = game(f"{sfen} 1 {seats('nemesis', 'mortal', 'mortal', 'mortal')} 5 -").tokens()
    assert "c1-b1^a2>d5>e5" in tokens and "c1-b1^a2>a5>d2" in tokens  # B's pair, or D's once c1 left d2
    assert "a1-a2^a1>d5>e5" in tokens and "a1-a2^a1>a5>d2" not in tokens  # D's d2 still touches her c1
    assert not any(">e1" in token or ">e2" in token for token in tokens)  # C's pair: her teammate


def test_a_dionysus_extra_turn_moves_a_worker_of_either_opponent_never_the_teammates(game):
    tokens = game(f"{MIDP} 1 {seats('dionysus[1]', 'mortal', 'mortal', 'mortal')} 6 -").tokens()
    assert starts(tokens) == {"a3", "b1", "c2", "d4", "pass"}  # D's and B's workers, or decline


def test_a_dionysus_extra_turn_is_not_slid_by_his_teammates_harpies(game):
    # Found by review: no power of Dionysus' own team binds the worker he moves (advanced-gods.md).
    sfen = "0B0000C/00000/000D00/00000/0A0000 2 A:mortal,B:dionysus[1],C:mortal,D:harpies 4 -"
    tokens = game(sfen).tokens()
    assert "a1-b1^a1" in tokens and "a1-b1^d1" not in tokens     # a1 stays on b1, no slide to e1


def test_an_emptied_seats_turn_finds_no_worker_after_its_sfen_is_read(game):
    # Found by review: read back from its SFEN the emptied seat D was taken for one still to place.
    g = game("0B0B000C/00000/012A10/0A0000/01000C 2 A:medusa,B:mortal,C:mortal,D:mortal 3 -")
    g.play("a5-a4^a3")
    g.play("e1-d1^c1")
    assert g.tokens() == []
    assert g.sfen().endswith("4 A:medusa,B:mortal,C:mortal#,D:mortal 3 -")


def test_an_emptied_morpheus_seat_stores_no_build():
    # Found by review: the oracle grew the stock of a Morpheus seat with no worker on the board.
    sfen = "0B0B000C/00000/00D2A0D0/00000/0A0000C 1 A:medusa,B:mortal,C:mortal,D:morpheus[2] 3 -"
    for g in (OracleGame(sfen), CoreGame(sfen)):
        for token in ("a1-a2^b1", "a5-a4^a3", "e1-d1^c1"):
            g.play(token)
        assert "D:morpheus[2]" in g.sfen()


def test_the_core_reads_back_every_sfen_it_writes_from_any_start_seat():
    # The seats place from the start seat (first:K while they do); a seat with no worker whose
    # placement came has placed.  Seat K's placement, SFEN, reading and the key agree throughout.
    for start in (1, 2, 3, 4):
        board, rng = Board(start_sfen(4, team_workers="own", to_move=start)), random.Random(start)
        while not board.is_game_over() and len(board.move_stack) < 14:
            again = Board(board.sfen())
            assert again.sfen() == board.sfen() and again._core.key == board._core.key
            assert sorted(m.token for m in again.legal_moves) == sorted(m.token for m in board.legal_moves)
            board.push(rng.choice(list(board.legal_moves)))
        assert board.sfen().endswith(" -")     # all placed: the start seat is no longer written


def test_the_pantheon_teams_and_the_classic_teams_have_different_keys():
    sfen = "00000/00B00A0/00000/00A00B0/00000 3 A:mortal,B:mortal,{}:mortal,{}:mortal 1 -"
    assert Board(sfen.format("C", "D"))._core.key != Board(sfen.format("A", "B"))._core.key


# ---------------------------------------------------------------------- (b) the perft table




ROWS = named_perft_table("perft-pantheon.tsv")


def test_table_rows_are_pantheon_positions_to_depth_three():
    assert len(ROWS) >= 10
    assert all(len(counts) >= 3 for _, _, counts in ROWS)
    for _, sfen, counts in ROWS:
        assert sfen.split()[2].startswith("A:") and [seat[0] for seat in sfen.split()[2].split(",")] == list("ABCD")
        assert RefPosition(sfen).perft(1) == counts[0]  # the oracle still counts the first depth so


class TestOracleTables(OracleTables):
    ROWS = ROWS


# ---------------------------------------------------------------------- (c) random games

#: Gods the core and the oracle both play with 4 players (the catalog's player-count icons).
FOUR_PLAYER_GODS = oracle_playable_gods(4)

#: Games in the differential run and the turns (after placement) each may last.
GAMES = 40
TURNS = 40


def lineup(rng: random.Random) -> list[str]:
    """Four distinct 4-player gods that may meet (no banned pair)."""
    while True:
        gods = rng.sample(FOUR_PLAYER_GODS, 4)
        if lineup_problem(gods, 4) is None:
            return gods


def test_the_random_gods_are_the_oracles_four_player_gods():
    assert set(FOUR_PLAYER_GODS) <= ORACLE_GODS
    for god in FOUR_PLAYER_GODS:  # every one loads in this mode
        RefPosition(start_sfen(4, [god, "mortal", "mortal", "mortal"], team_workers="own"))


@pytest.mark.parametrize("seed", range(8))
def test_oracle_random_games_replay_their_own_positions(seed):
    """Oracle alone: every position of a random game reads back as itself, with the same turns."""
    rng = random.Random(1000 + seed)
    pos = RefPosition(start_sfen(4, lineup(rng), team_workers="own"))
    turns = 0
    while pos.winner() is None and turns < TURNS:
        sfen = pos.sfen()
        again = RefPosition(sfen)
        assert again.sfen() == sfen
        tokens = pos.legal_turns()
        assert again.legal_turns() == tokens
        token = rng.choice(tokens)
        pos.play(token)
        turns += not token.startswith(("+", "="))


@pytest.mark.parametrize("seed", range(GAMES))
def test_core_and_oracle_agree_on_random_games(seed):
    """Random 4-player gods, random placements and turns: at every position the same sorted
    canonical tokens, after every turn the same SFEN, until the game ends or TURNS turns."""
    rng = random.Random(seed)
    play_in_lockstep(opening(lineup(rng), "own"), rng, TURNS)
