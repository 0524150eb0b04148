"""Moerae (gods.md §3.3, 40) on the native core, against the oracle (src/reference/moerae.py, where
her rulings are written; tests/test_moerae_oracle.py checks the oracle alone):

1. before anyone places, with the setup orientations in seat order, her seat chooses a 2x2 Fate area
   (``fate@b2``: its south-west corner, sixteen blocks); no state while due, ``moerae[set|b2]``
   after; her side places three workers;
2. an opponent's move that would win, judged on one of her Fate spaces, ends the turn there and wins
   for her (a climb, Pan's drop, Eros' meeting; under ``moerae-scope`` only climbs); her own wins
   and forces are not taken; with 3 players either opponent's;
3. her opponents do not know the area: a SFEN written for them (``sfen(viewer=...)``) says
   ``moerae[set]``, the engine playing them judges its turn in all sixteen worlds and its choice is
   the same whatever the area is; nobody's search counts a win she takes as a threat;
4. 2 and 3 players; never against her official bans, nor (the engine's) Circe and Nyx.

Also: the oracle's perft table (tests/data/perft-moerae.tsv) on the core, with the positions after
every root turn; seeded random games, core = oracle position by position, against every god the
catalog lets her face, in each seat, and with 3 players.
"""

from __future__ import annotations

import random

import pytest

from conftest import OracleTables, assert_same_turns, named_perft_table, opening, oracle_playable_gods, play_against, play_in_lockstep
from santorini import Board
from santorini.engine.analysis import Engine, Limit
from santorini.errors import SfenError, UnsupportedError
from santorini.notation import format_token, parse_token, start_sfen
from santorini.reference import RefPosition
from santorini.reference.moerae import MOERAE_BANNED
from santorini.rules.gods import MOERAE_ENGINE_BANS, lineup_problem

TABLE = named_perft_table("perft-moerae.tsv")
ROWS = {name: sfen for name, sfen, _ in TABLE}
CLIMB_IN = ROWS["moerae-climb-in"]      # the mortal's c4-d4 climbs onto level 3 in her area on c4


def make(impl: str, sfen: str, rulings: frozenset[str] = frozenset()):
    return RefPosition(sfen, rulings) if impl == "oracle" else Board(sfen, rulings=rulings)


def play(game, token: str) -> None:
    if isinstance(game, RefPosition):
        game.play(token)
    else:
        game.push(token)


def tokens(game) -> list[str]:
    return game.legal_turns() if isinstance(game, RefPosition) else sorted(m.token for m in game.legal_moves)


def after(impl: str, sfen: str, token: str, rulings: frozenset[str] = frozenset()) -> str:
    game = make(impl, sfen, rulings)
    play(game, token)
    return game.sfen()


BOTH = pytest.mark.parametrize("impl", ["oracle", "core"])


# ---------------------------------------------------------------------- (a) ruling scenarios


@BOTH
def test_the_choice_comes_first_and_names_sixteen_blocks(impl):
    game = make(impl, ROWS["moerae-due"])
    listed = tokens(game)
    assert len(listed) == 16 and all(token.startswith("fate@") for token in listed)
    assert "fate@d4" in listed and "fate@e1" not in listed and "fate@a5" not in listed
    play(game, "fate@b2")
    assert "A:moerae[set|b2]" in game.sfen()
    assert all(token.count("+") == 3 for token in tokens(game))     # then her three workers


def test_the_token_reads_and_writes():
    assert format_token(parse_token("fate@b2")) == "fate@b2"
    with pytest.raises(ValueError):
        parse_token("fate@b2^c3")


@BOTH
def test_an_opponents_climb_into_her_area_wins_for_her(impl):
    assert "A:moerae[set|c4]#" in after(impl, CLIMB_IN, "c4-d4")
    assert "B:mortal#" in after(impl, ROWS["moerae-climb-out"], "c4-d4")


@BOTH
def test_the_taken_turn_ends_at_the_move(impl):
    listed = tokens(make(impl, CLIMB_IN))
    assert "c4-d4" in listed and not any(token.startswith("c4-d4^") for token in listed)


@BOTH
def test_her_own_climb_into_her_area_is_an_ordinary_win(impl):
    assert "A:moerae[set|c4]#" in after(impl, ROWS["moerae-own-climb"], "c4-d4")


@BOTH
def test_pans_drop_into_her_area_is_hers_unless_only_climbs_are(impl):
    sfen = ROWS["moerae-pan"]
    assert "A:moerae[set|b2]#" in after(impl, sfen, "c2-b2")
    assert "B:pan#" in after(impl, sfen, "c2-b1")
    assert "B:pan#" in after(impl, sfen, "c2-b2", frozenset({"moerae-scope"}))


@BOTH
def test_a_worker_pushed_into_her_area_wins_nothing(impl):
    # Minotaur's c4-d4 pushes her worker from d4 onto e4, inside her area: a force; his climb is hers.
    sfen = ROWS["moerae-minotaur"]
    assert "A:moerae[set|d4]#" in after(impl, sfen, "c4-d4")


@BOTH
def test_eros_meeting_in_her_area_is_hers(impl):
    assert "A:moerae[set|a2]#" in after(impl, ROWS["moerae-eros"], "a2-a3")


@BOTH
def test_three_players_either_opponents_win_is_hers(impl):
    assert "C:moerae[set|b4]#" in after(impl, ROWS["moerae-3p-climb"], "b4-c4")
    assert "C:moerae[set|a1]#" in after(impl, ROWS["moerae-3p-pan"], "c2-b1")


def test_a_taken_run_of_triton_is_spelled_as_his_win_would_be():
    # 3 players: Triton's b4-b3 climbs onto level 3 in her area on b2 (a random game found the core
    # spelling a taken turn as if it were no win: its path asks whether the move wins, not who).
    sfen = "10201/02A1B1C1/130B10A/00C100/1100C1 1 A:triton,B:pegasus,C:moerae[set|b2] 8 -"
    assert_same_turns(sfen)
    assert "C:moerae[set|b2]#" in after("core", sfen, "b4-b3")


@BOTH
def test_her_unknown_area_takes_nothing(impl):
    assert "B:mortal#" in after(impl, ROWS["moerae-unknown"], "c4-d4")


def test_a_win_she_takes_is_no_threat_of_her_opponent():
    board = Board(CLIMB_IN)
    assert board._core.win_squares() == []
    assert Board(ROWS["moerae-climb-out"])._core.win_squares() == [18]       # d4


@BOTH
@pytest.mark.parametrize("sfen", [
    "00100/012B30/12A01A3*/002B10/00000A 2 A:moerae[set|e2],B:mortal 6 -",     # a corner on file e
    "00100/012B30/12A01A3*/002B10/00000A 2 A:moerae[set|b5],B:mortal 6 -",     # on rank 5
    "00100/012B30/12A01A3*/002B10/00000A 2 A:moerae,B:mortal 6 -",             # no choice once placed
    "00100/012B30/12A01A3*/002B10/00000A 2 A:moerae[b2],B:mortal 6 -",
])
def test_bad_states_are_refused(impl, sfen):
    with pytest.raises(SfenError):
        make(impl, sfen)


def test_her_opponents_see_no_area():
    board = Board(CLIMB_IN)
    assert board.sfen(viewer=1) == CLIMB_IN
    seen = board.sfen(viewer=2)
    assert "A:moerae[set]," in seen and Board(seen).sfen() == seen
    worlds = board.worlds()
    assert len(worlds) == 16 and len({w.sfen() for w in worlds}) == 16
    assert Board(seen).worlds() == [] or len(Board(seen).worlds()) == 16


def test_two_or_three_players_not_four():
    Board(start_sfen(3, ["mortal", "pan", "moerae"]))
    with pytest.raises(UnsupportedError):
        Board(start_sfen(4, ["moerae", "mortal", "mortal", "mortal"]))


def test_the_engine_bans():
    for other in MOERAE_ENGINE_BANS + MOERAE_BANNED:
        assert lineup_problem(["moerae", other], 2) is not None


# Nyx (gods.md §3.5, 66): while the complete towers are odd Nyx holds her Night Power and
# Moerae has none: her Fate area stays chosen (her card's secret, `moerae[set|c4]`) and takes
# no win then; with the towers even again it takes them as before. Her three workers are hers
# whatever she holds. CLIMB_IN's board: Moerae (A) b3, d3, e1, her area c4 d4 c5 d5; Nyx (B)
# on c4 (level 2) and c2; e3 a complete tower (one: odd). EVEN has e3 without its dome.
ODD_NYX = "00100/012B30/12A01A3*/002B10/00000A 2 A:moerae[set|c4],B:nyx[zeus] 6 -"
EVEN_NYX = ODD_NYX.replace("3*/", "3/")


@BOTH
def test_nyx_odd_towers_her_area_takes_nothing(impl):
    assert after(impl, ODD_NYX, "c4-d4") == "00100/0123B0/12A01A3*/002B10/00000A 1 A:moerae[set|c4],B:nyx[zeus]# 7 -"


@BOTH
def test_nyx_even_towers_her_area_takes_the_climb(impl):
    assert after(impl, EVEN_NYX, "c4-d4") == "00100/0123B0/12A01A3/002B10/00000A 1 A:moerae[set|c4]#,B:nyx[zeus] 7 -"


@BOTH
def test_nyx_her_dome_makes_the_towers_odd_then_the_climb_is_nyxs(impl):
    game = make(impl, EVEN_NYX.replace(" 2 A:", " 1 A:"))
    play(game, "d3-e2^e3")
    play(game, "c4-d4")
    assert game.sfen() == "00100/0123B0/12A013*/002B10A/00000A 1 A:moerae[set|c4],B:nyx[zeus]# 7 -"


@BOTH
def test_nyx_her_dome_makes_the_towers_even_then_her_area_takes_the_climb(impl):
    """From odd (e3) to even: her dome on e2 (level 3) completes a second tower, her power is back,
    and Nyx's climb into her area is taken."""
    game = make(impl, "00100/012B30/12A01A3*/002B13/00000A 1 A:moerae[set|c4],B:nyx[zeus] 6 -")
    play(game, "d3-d2^e2")
    play(game, "c4-d4")
    assert game.sfen() == "00100/0123B0/12A013*/002B1A3*/00000A 1 A:moerae[set|c4]#,B:nyx[zeus] 7 -"


@BOTH
def test_nyx_holding_pan_drops_into_her_area_and_wins(impl):
    """Nyx's Night Power Pan: her c4 drops two levels onto d5, in the area; without it (even) the
    move is an ordinary one."""
    odd = ODD_NYX.replace("nyx[zeus]", "nyx[pan]")
    assert after(impl, odd, "c4-d5") == "0010B0/01230/12A01A3*/002B10/00000A 1 A:moerae[set|c4],B:nyx[pan]# 7 -"
    even = EVEN_NYX.replace("nyx[zeus]", "nyx[pan]")
    assert [t for t in tokens(make(impl, even)) if t.startswith("c4-d5")] == \
        ["c4-d5^c4", "c4-d5^c5", "c4-d5^d4", "c4-d5^e4", "c4-d5^e5"]


@BOTH
def test_nyx_her_state_outlasts_her_power(impl):
    """Powerless, she still shows her area (a referee's position) or that she chose one (a
    player's), and plays her three workers."""
    assert make(impl, ODD_NYX).sfen() == ODD_NYX
    seen = ODD_NYX.replace("moerae[set|c4]", "moerae[set]")
    assert make(impl, seen).sfen() == seen
    assert {t[:2] for t in tokens(make(impl, ODD_NYX.replace(" 2 A", " 1 A")))} == {"b3", "d3", "e1"}


def test_nyx_the_engine_plays_her_against_moerae():
    assert lineup_problem(["moerae", "nyx"], 2) is None and lineup_problem(["nyx", "moerae"], 2) is None


# ---------------------------------------------------------------------- (b) the oracle's perft table


class TestOracleTables(OracleTables):
    ROWS = TABLE


# ---------------------------------------------------------------------- (c) random games


OPPONENTS = sorted(god for god in oracle_playable_gods(2) if god != "moerae" and lineup_problem(["moerae", god], 2) is None)


def test_the_opponents_are_most_gods():
    assert len(OPPONENTS) >= 55


def into_the_area(rng: random.Random):
    """Any turn, but a fifth of the time one whose last square lies in her area, when one does."""
    def choose(ref: RefPosition, listed: list[str]) -> str:
        corners = [corner for corner in ref.fate if corner is not None]
        if corners and rng.random() < 0.2:
            area = {corners[0] + d for d in (0, 1, 5, 6)}
            names = {"abcde"[sq % 5] + str(sq // 5 + 1) for sq in area}
            inside = [token for token in listed if token.split("^")[0][-2:] in names]
            if inside:
                return rng.choice(inside)
        return rng.choice(listed)
    return choose


@pytest.mark.parametrize("other", OPPONENTS)
@pytest.mark.parametrize("seat", [0, 1])
def test_random_games_agree_with_the_oracle(other, seat):
    play_against("moerae", other, seat, 30, into_the_area)


@pytest.mark.parametrize("other", ["pan", "eros", "iris", "charybdis", "artemis", "apollo", "hera"])
def test_random_games_under_the_scope_ruling_agree_with_the_oracle(other):
    rng = random.Random(f"moerae-scope {other}")
    play_in_lockstep(opening(["moerae", other]), rng, 40, into_the_area(rng), rulings=frozenset({"moerae-scope"}))


def three_player_lineups() -> list[tuple[str, str, str]]:
    """Moerae with two of the gods she may face with 3 players (powers are required then), each
    such god in one lineup, in seeded seat orders."""
    gods = sorted(god for god in oracle_playable_gods(3) if god != "moerae" and lineup_problem(["moerae", god], 2) is None)
    rng = random.Random("moerae 3p")
    rng.shuffle(gods)
    lineups = []
    while len(gods) >= 2:
        first = gods.pop()
        second = next((god for god in gods if lineup_problem(["moerae", first, god], 3) is None), None)
        if second is None:
            continue
        gods.remove(second)
        lineup = ["moerae", first, second]
        rng.shuffle(lineup)
        lineups.append(tuple(lineup))
    return lineups


THREE = three_player_lineups()


def test_the_three_player_lineups_cover_most_gods():
    assert len(THREE) >= 20


@pytest.mark.parametrize("gods", THREE, ids="-".join)
def test_random_three_player_games_agree_with_the_oracle(gods):
    rng = random.Random(f"moerae {gods}")
    play_in_lockstep(opening(list(gods)), rng, 40, into_the_area(rng))


# ---------------------------------------------------------------------- (d) the engine


def test_the_engines_choice_does_not_depend_on_the_area():
    board = Board(CLIMB_IN)
    chosen = set()
    for world in board.worlds()[::2]:
        result = Engine(hash_mb=1).search(world, Limit(depth=3))
        chosen.add((result.best.token, tuple((line.pv[0].token, str(line.score)) for line in result.lines)))
    assert len(chosen) == 1


def test_the_engine_weighs_the_areas_a_win_may_fall_in():
    # c4-d4 climbs onto d4, in four of the sixteen blocks: a win three times in four.
    from santorini.engine.worlds import turn_odds
    board = Board(CLIMB_IN)
    seen = Board(board.sfen(viewer=2))
    odds = turn_odds(seen, board.worlds(), list(seen.legal_moves))
    assert odds["c4-d4"] == pytest.approx(4 / 16 - 12 / 16)
    assert Engine(hash_mb=1).search(board, Limit(depth=2)).best.token == "c4-d4"


def test_her_engine_keeps_away_from_her_own_area_no_more_than_it_must():
    # Moerae to move knows her area: her opponent's climb into it is hers, no threat to answer.
    board = Board(CLIMB_IN.replace(" 2 A:", " 1 A:"))
    result = Engine(hash_mb=1).search(board, Limit(depth=2))
    assert result.best is not None


def test_a_human_against_her_engine_sees_no_area_in_the_gui():
    from santorini.gui.game import Game
    game = Game(ROWS["moerae-due-seat-2"])
    game.play("fate@b2")
    referee, human = game.state(), game.state(viewer=1)
    assert referee["god_states"][1] == "set|b2" and referee["moves"][0] == "fate@b2"
    assert human["god_states"][1] == "set" and human["moves"] == ["fate@?"]


@pytest.mark.parametrize("gods", [("moerae", "mortal"), ("apollo", "moerae"), ("moerae", "pan")])
def test_the_engine_plays_whole_games_with_her(gods):
    """From the empty board: her choice, the placements, the turns, each seat searching what it
    may know."""
    board = Board(start_sfen(2, list(gods)))
    engine = Engine(hash_mb=1)
    while board.outcome() is None and len(board.move_stack) < 120:
        board.push(engine.search(board, Limit(nodes=3000)).best)
    assert board.outcome() is not None
    assert board.move_stack[0].token.startswith("fate@")


def test_usp_keeps_the_area_from_her_opponent():
    from test_usp import EngineProcess
    engine = EngineProcess()
    try:
        engine.send("usp")
        capabilities = engine.read_until("uspok")
        assert any(line.startswith("capability secrets") and "moerae" in line.split() for line in capabilities)
        engine.send(f"position sfen {CLIMB_IN}")
        engine.send("d")
        printed = engine.read_until("sfen")
        assert not any("set|c4" in line for line in printed) and any("moerae[set]" in line for line in printed)
        engine.send("go nodes 3000")
        best = engine.read_until("bestmove")[-1].split()[1]
        assert best in {move.token for move in Board(CLIMB_IN).legal_moves}
    finally:
        engine.close()
