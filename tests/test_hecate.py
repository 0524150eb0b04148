"""Hecate (39) as the core plays her (docs/golden-fleece-gods.md, 39): she places last, her
opponents list their turns on the board they see and a step onto one of her hidden workers is
cancelled with the rest of the turn, her state says what they know, SFEN for a seat leaves her
workers out, and the engine playing her opponent reads none of it; the oracle
(santorini.reference.hecate), a second reading of the same rules, agrees on its perft table, on the
refusals and on random games against every opponent (both seats, 3 players, the players ruling)."""

from __future__ import annotations

import pytest

import random

from conftest import RecountedOracleTables, named_perft_table, opening, oracle_playable_gods, play_against, play_in_lockstep
from santorini import Board
from santorini.engine.analysis import Engine, Limit
from santorini.errors import IllegalMoveError, SfenError, UnsupportedError
from santorini.notation import start_sfen
from santorini.rules.draft import Draft, start_seats
from santorini.reference import RefPosition
from santorini.reference.hecate import HECATE_BANNED
from santorini.rules.gods import HECATE_ENGINE_BANS, banned, lineup_problem, playable_gods


def placed(gods: list[str], *placements: str) -> Board:
    """The empty board of these gods, the start seat the one that may start, and the placements."""
    board = Board(start_sfen(len(gods), gods, to_move=start_seats(gods)[0]))
    for token in placements:
        board.push(token)
    return board


def tokens(board: Board) -> set[str]:
    return {move.token for move in board.legal_moves}


#: Hecate (A) on b4 and b5, mortal (B) on a1 and a2; B to move.
def two(opponent: str = "mortal") -> Board:
    return placed(["hecate", opponent], "+a1+a2", "+b4+b5")


# ---------------------------------------------------------------------- (a) placement


def test_she_places_after_everyone():
    assert start_seats(["hecate", "mortal"]) == [2]
    assert start_seats(["mortal", "hecate", "apollo"]) == [3]
    with pytest.raises(SfenError):
        Board(start_sfen(2, ["hecate", "mortal"]))
    with pytest.raises(SfenError):
        Board(start_sfen(3, ["mortal", "hecate", "apollo"], to_move=1))
    board = placed(["mortal", "hecate", "apollo"], "+a1+a2", "+c1+c2")
    assert board.turn == 2 and all(token.startswith("+") for token in tokens(board))


def test_the_draft_names_the_seat_after_hers():
    draft = Draft(2)
    for token in ("offer:hecate,mortal", "choose:mortal"):
        draft.play(token)
    with pytest.raises(IllegalMoveError):
        draft.play("first:1")
    draft.play("first:2")


def test_her_placement_is_hidden_from_her_opponent():
    board = two()
    assert board.sfen() == "00A000/00A000/00000/0B0000/0B0000 2 A:hecate[*],B:mortal 2 -"
    assert board.sfen(viewer=2) == "00000/00000/00000/0B0000/0B0000 2 A:hecate[*],B:mortal 2 -"
    assert board.sfen(viewer=1) == board.sfen()


# ---------------------------------------------------------------------- (b) the view


def test_her_opponent_lists_turns_onto_her_squares():
    board = two()
    assert "a2-b3^b4" in tokens(board)          # a build on her b4: the square looks empty
    board = placed(["hecate", "mortal"], "+a3+a2", "+b4+b5")
    assert "a3-b4^c4" in tokens(board)          # a move onto her b4


def test_apollo_and_minotaur_do_not_see_her():
    apollo = two("apollo")
    assert "a2-b3^b4" in tokens(apollo)
    # A swap needs a worker he can see: a move onto her square is a plain move that collides.
    apollo = placed(["hecate", "apollo"], "+a3+a2", "+b4+b5")
    assert "a3-b4^c4" in tokens(apollo)
    minotaur = placed(["hecate", "minotaur"], "+a3+a2", "+b4+b5")
    assert "a3-b4^c4" in tokens(minotaur)


def test_her_workers_never_wall_his_in():
    # Her workers on a2 and b2 next to his on a1 and b1: on his view those squares are free.
    board = placed(["hecate", "mortal"], "+a1+b1", "+a2+b2")
    assert {"a1-a2^a1", "b1-b2^b1"} <= tokens(board) and board.outcome() is None


# ---------------------------------------------------------------------- (c) the collision


def test_a_move_onto_her_square_ends_the_turn_before_it():
    board = placed(["hecate", "mortal"], "+a3+a2", "+b4+b5")
    board.push("a3-b4^c4")
    assert board.sfen() == ("00A000/00A000/0B0000/0B0000/00000 1 A:hecate[a1,b1,c1,d1,e1,b2,c2,d2,e2,b3,c3,d3,e3,"
                            "a4,!b4,c4,d4,e4,a5,b5,c5,d5,e5],B:mortal 3 -")      # nothing moved, nothing built


def test_a_build_onto_her_square_is_cancelled_the_move_stands():
    board = two()
    board.push("a2-b3^b4")
    field = board.sfen(viewer=2).split()[0]
    assert field == "00000/00000/00B000/00000/0B0000"
    assert board.sfen().split()[2] == "A:hecate[b1,c1,d1,e1,b2,c2,d2,e2,a3,c3,d3,e3,a4,!b4,c4,d4,e4,a5,b5,c5,d5,e5],B:mortal"


def test_artemis_second_move_collides():
    board = placed(["hecate", "artemis"], "+a1+e1", "+c3+e5")
    assert "a1-b2-c3^c4" in tokens(board)
    board.push("a1-b2-c3^c4")       # the first move stands, the second and the build do not
    assert board.sfen() == ("00000A/00000/000A00/00B000/00000B 1 A:hecate[b1,c1,d1,a2,c2,d2,e2,a3,b3,!c3,d3,e3,a4,"
                            "b4,c4,d4,e4,a5,b5,c5,d5,e5],B:artemis 3 -")


def test_a_push_onto_her_square_is_cancelled():
    # Three players: Minotaur on a1 would push Apollo's worker from b2 onto c3, where hers stands.
    board = placed(["minotaur", "apollo", "hecate"], "+a1+e1", "+b2+e2", "+c3+e5")
    board.push("a1-b2^c2")
    assert board.sfen() == ("00000C/00000/000C00/00B000B/0A0000A 2 A:minotaur,B:apollo,C:hecate[b1,c1,d1,a2,c2,d2,a3,"
                            "b3,!c3,d3,e3,a4,b4,c4,d4,e4,a5,b5,c5,d5,e5] 2 -")


def test_demeter_keeps_her_first_build():
    board = placed(["hecate", "demeter"], "+a1+e1", "+b3+e5")
    board.push("a1-a2^a3^b3")       # a3 built, not b3
    assert board.sfen() == ("00000A/00000/10A000/0B0000/00000B 1 A:hecate[b1,c1,d1,b2,c2,d2,e2,!b3,c3,d3,e3,a4,b4,"
                            "c4,d4,e4,a5,b5,c5,d5,e5],B:demeter 3 -")


def test_prometheus_pre_build_on_her_square_ends_everything():
    board = placed(["hecate", "prometheus"], "+a1+e1", "+b2+e5")
    board.push("a1^b2-a2^a3")
    assert board.sfen() == ("00000A/00000/00000/00A000/0B0000B 1 A:hecate[b1,c1,d1,a2,!b2,c2,d2,e2,a3,b3,c3,d3,e3,"
                            "a4,b4,c4,d4,e4,a5,b5,c5,d5,e5],B:prometheus 3 -")


def test_a_climb_onto_her_square_wins_nothing():
    # His worker on c2 (level 2) next to c3 (level 3), where hers stands: to him a winning climb.
    board = Board("00000/0B0000/003A00/002B00/000A00 2 A:hecate[a1,c1,d1,e1,c3,e3],B:mortal 5 -")
    assert "c2-c3" in tokens(board)
    board.push("c2-c3")
    assert board.outcome() is None
    assert board.sfen() == "00000/0B0000/003A00/002B00/000A00 1 A:hecate[a1,c1,d1,e1,!c3,e3],B:mortal 6 -"


# ---------------------------------------------------------------------- (d) what her opponents know


def test_after_her_turn_her_opponents_know_one_worker_is_next_to_her_build():
    board = two()
    board.push("a2-b3^c4")
    board.push("b4-c5^d5")
    state = board.sfen().split()[2]
    assert state.endswith("^d5],B:mortal")
    worlds = board.worlds()
    near_d5 = {17, 18, 19, 22, 24}
    assert worlds and all(near_d5 & {sq for sq, side, _ in world._core.workers() if side == 0} for world in worlds)
    assert len(worlds) < 100 and all(world.sfen(viewer=2) == board.sfen(viewer=2) for world in worlds)


def test_worlds_never_read_her_squares():
    board = two()
    board.push("a2-b3^c4")
    other = placed(["hecate", "mortal"], "+a1+a2", "+d4+d5")
    other.push("a2-b3^c4")
    assert board.sfen(viewer=2) == other.sfen(viewer=2)
    assert [w.sfen() for w in board.worlds()] == [w.sfen() for w in other.worlds()]


def test_sfen_round_trips_full_and_viewer():
    board = two()
    board.push("a2-b3^b4")
    board.push("b4-c4^c3")
    for text in (board.sfen(), board.sfen(viewer=2)):
        assert Board(text).sfen() == text == RefPosition(text).sfen()
    assert Board(board.sfen(viewer=2)).outcome() is None


@pytest.mark.parametrize("sfen", [
    "00000/0A0000/0A0000/0B0000/0B0000 2 A:hecate,B:mortal 2 -",            # placed, no state
    "00000/0A0000/0A0000/0B0000/0B0000 2 A:hecate[a1,c1],B:mortal 2 -",     # her workers unlisted
    "00000/0A0000/0A0000/0B0000/0B0000 2 A:hecate[*,x9],B:mortal 2 -",      # malformed
    "00000/00000/00000/0B0000/0B0000 2 A:hecate[a1,b4],B:mortal 2 -",       # a1 holds his worker
    "00000/00000/00000/0B0000/0B0000 2 A:hecate[!b4,!c4,!d4],B:mortal 2 -",  # three known
    "00000/00000/00000/00000/00000 2 A:hecate[*],B:mortal 1 -",             # a state before she placed
])
def test_bad_states_are_refused(sfen):
    with pytest.raises(SfenError):
        Board(sfen)
    with pytest.raises(SfenError):
        RefPosition(sfen)


# ---------------------------------------------------------------------- (e) lineups and the engine


def test_the_engine_bans_and_player_counts():
    for other in HECATE_ENGINE_BANS:
        assert lineup_problem(["hecate", other], 2) is not None
    for other in ("charon", "circe", "moerae", "tartarus"):
        assert lineup_problem(["hecate", other], 2) is not None
    with pytest.raises(UnsupportedError):
        Board(start_sfen(4, ["hecate", "mortal", "apollo", "pan"], to_move=2))


def test_the_players_ruling_keeps_her_to_two_players():
    three = start_sfen(3, ["mortal", "hecate", "apollo"], to_move=3)
    assert Board(three).players == 3
    with pytest.raises(UnsupportedError):
        Board(three, rulings={"hecate-players"})
    assert Board(start_sfen(2, ["hecate", "pan"], to_move=2), rulings={"hecate-players"}).players == 2


def test_the_engines_choice_does_not_depend_on_her_squares():
    first = two()
    first.push("a2-b3^c4")
    first.push("b4-c5^d5")
    second = placed(["hecate", "mortal"], "+a1+a2", "+d4+e4")
    second.push("a2-b3^c4")
    second.push("e4-e5^d5")
    assert first.sfen(viewer=2) == second.sfen(viewer=2)
    chosen = {Engine(hash_mb=1).search(board, Limit(nodes=4000)).best.token for board in (first, second)}
    assert len(chosen) == 1


@pytest.mark.parametrize("gods", [("hecate", "mortal"), ("pan", "hecate"), ("mortal", "hecate", "apollo")])
def test_the_engine_plays_whole_games_with_her(gods):
    board = Board(start_sfen(len(gods), list(gods), to_move=start_seats(list(gods))[0]))
    engine = Engine(hash_mb=1)
    while board.outcome() is None and len(board.move_stack) < 120:
        board.push(engine.search(board, Limit(nodes=2000)).best)
        assert Board(board.sfen()).sfen() == board.sfen()
        assert Board(board.sfen(viewer=board.turn)).sfen(viewer=board.turn) == board.sfen(viewer=board.turn)
    assert board.outcome() is not None


def test_a_human_against_her_sees_her_builds_only():
    from santorini.gui.game import Game
    game = Game(start_sfen(2, ["hecate", "mortal"], to_move=2))
    for token in ("+a1+a2", "+b4+b5", "a2-b3^b4", "b4-c4^c3"):
        game.play(token)
    human, referee = game.state(viewer=2), game.state()
    assert human["moves"] == ["+a1+a2", "+?+?", "a2-b3^b4", "?^c3"]
    assert referee["moves"] == ["+a1+a2", "+b4+b5", "a2-b3^b4", "b4-c4^c3"]
    assert "A" not in human["sfen"].split()[0] and game.state(viewer=1)["moves"] == referee["moves"]


def test_usp_never_shows_her_workers_to_her_opponent():
    from test_usp import EngineProcess
    board = two()
    board.push("a2-b3^c4")
    board.push("b4-c5^d5")
    engine = EngineProcess()
    try:
        engine.send("usp")
        capabilities = engine.read_until("uspok")
        assert any(line.startswith("capability secrets") and "hecate" in line.split() for line in capabilities)
        engine.send(f"position sfen {board.sfen()}")        # the full position, given by mistake
        engine.send("d")
        printed = engine.read_until("sfen")
        assert printed[-1] == f"sfen {board.sfen(viewer=2)}"
        engine.send("go nodes 3000")
        best = engine.read_until("bestmove")[-1].split()[1]
        assert best in tokens(board)
    finally:
        engine.close()


# ---------------------------------------------------------------------- (f) the oracle


class TestOracleTables(RecountedOracleTables):
    ROWS = named_perft_table("perft-hecate.tsv")


def test_the_oracles_bans_are_the_catalogs():
    """The oracle writes its own bans (it shares no code with the engine)."""
    assert HECATE_BANNED == {god for god in playable_gods(2) if banned("hecate", god)}


OPPONENTS = sorted(god for god in oracle_playable_gods(2) if god != "hecate" and lineup_problem(["hecate", god], 2) is None)


def test_the_opponents_are_most_gods():
    assert len(OPPONENTS) >= 35


def onto_her_squares(rng: random.Random):
    """Any turn, but a third of the time, for her opponent, one that names a square of hers: collisions
    come often."""
    def choose(ref: RefPosition, listed: list[str]) -> str:
        hers = {name for sq, letter in ref.workers.items() if ref.gods[ref.sides.index(letter.upper())] == "hecate"
                for name in ["abcde"[sq % 5] + str(sq // 5 + 1)]}
        colliding = [token for token in listed if hers & {token[i:i + 2] for i in range(len(token) - 1)}]
        return rng.choice(colliding if colliding and rng.random() < 0.3 else listed)
    return choose


@pytest.mark.parametrize("other", OPPONENTS)
@pytest.mark.parametrize("seat", [0, 1])
def test_random_games_agree_with_the_oracle(other, seat):
    play_against("hecate", other, seat, 40, onto_her_squares)


def test_collisions_happen_in_those_games():
    """The chooser makes collisions: positions where her opponent knows a square of hers."""
    rng = random.Random("collisions")
    known = play_in_lockstep(opening(["mortal", "hecate"]), rng, 40, onto_her_squares(rng),
                             after=lambda ref: "!" in ref.sfen().split(" ")[2])
    assert known >= 3


def three_player_lineups() -> list[tuple[str, str, str]]:
    """Hecate with two gods she may face with 3 players, each such god in one lineup, seeded seat orders."""
    gods = sorted(god for god in oracle_playable_gods(3) if god != "hecate" and lineup_problem(["hecate", god], 2) is None)
    rng = random.Random("hecate 3p")
    rng.shuffle(gods)
    lineups = []
    while len(gods) >= 2:
        lineup = ["hecate", gods.pop(), gods.pop()]
        if lineup_problem(lineup, 3) is None:
            rng.shuffle(lineup)
            lineups.append(tuple(lineup))
    return lineups


@pytest.mark.parametrize("gods", three_player_lineups(), ids="-".join)
def test_random_three_player_games_agree_with_the_oracle(gods):
    rng = random.Random(f"hecate {gods}")
    play_in_lockstep(opening(list(gods)), rng, 60, onto_her_squares(rng))


@pytest.mark.parametrize("other", ["mortal", "apollo", "minotaur", "pan"])
def test_random_games_under_the_players_ruling_agree_with_the_oracle(other):
    rng = random.Random(f"hecate-players {other}")
    play_in_lockstep(opening(["hecate", other]), rng, 40, onto_her_squares(rng), rulings=frozenset({"hecate-players"}))
    with pytest.raises(UnsupportedError):
        RefPosition(opening(["hecate", other, "atlas"]), rulings={"hecate-players"})


@pytest.mark.parametrize("sfen,token,wanted", [
    # Aeolus turns his wind off at the end of a turn whose build collides on c4: the wind stays east.
    ("00000/00A0B00/0B0A100/01000/00000 1 A:aeolus[e],B:hecate[a1,b1,c1,d1,e1,a2,c2,d2,e2,a3,c3,d3,e3,a4,c4,d4,"
     "e4,a5,c5,d5,e5,^b2] 3 -", "b4-c5^c4=off", "A:aeolus[e],B:hecate[a1,b1,c1,d1,e1,a2,c2,d2,e2,a3,c3,d3,e3,a4,!c4,"
     "d4,e4,a5,d5,e5,^b2]"),
    # Heracles' move alone (his power) collides on b2: spent, and no dome follows; her turn.
    ("00101/00011/000A00B/00B000A/00010 1 A:heracles,B:hecate[a1,b1,c1,e1,a2,b2,c2,a3,b3,d3,e3,a4,b4,c4,e4,a5,b5,"
     "c5,d5,e5,^d4] 5 -", "c3-b2", "A:heracles[used],B:hecate[a1,b1,c1,e1,a2,!b2,c2,a3,b3,d3,e3,a4,b4,c4,e4,a5,b5,c5,"
     "d5,e5,^d4]"),
])
def test_a_collision_ends_the_turn_and_what_would_follow_it(sfen, token, wanted):
    board, ref = Board(sfen), RefPosition(sfen)
    board.push(token)
    ref.play(token)
    assert board.sfen() == ref.sfen()
    assert board.sfen().split(" ")[2] == wanted and board.turn == 2


def test_against_hera_a_climb_onto_her_perimeter_stays_known():
    """Hera's perimeter voids Hecate's climb onto level 3 there: the worker that climbed may stand
    on it, so her opponent's knowledge keeps the square (a state without it refused the board it
    was written for: found by self-play, Hecate on b5 with no b5 in her state)."""
    sfen = "23032A/1B0000/002A00/11000/0000B0 1 A:hecate[*],B:hera 9 -"
    board, ref = Board(sfen), RefPosition.from_sfen(sfen)
    board.push("e5-d5^e5")
    ref.play("e5-d5^e5")
    after = board.sfen()
    assert board.outcome() is None and ref.sfen() == after
    assert "d5" in after.split(" ")[2].split("^")[0]
    assert Board(after).sfen() == after
