"""The god matchup table and the draft player: scores and error bars, the build, bad files,
the draft player's look-ahead, and the engine's draft answers over USP and the command line."""

from __future__ import annotations

import json
import random

import pytest

from santorini import Board
from santorini.engine.draft_player import advise
from santorini.engine.matchups import MatchupError, MatchupTable, build_table, pairs_of, play_game
from santorini.engine.players import place_at_random
from santorini.notation import start_sfen
from santorini.rules.draft import Draft
from santorini.tools.cli import main
from test_book import _usp


def table_of(results: dict[tuple[str, str], list[int]]) -> MatchupTable:
    return MatchupTable(results, nodes=1, games=4, seed=1)


# pan beats atlas whoever starts; atlas beats apollo whoever starts; apollo and pan even;
# mirror games even.
RIGGED = table_of({
    ("pan", "atlas"): [4, 0, 0], ("atlas", "pan"): [0, 4, 0],
    ("atlas", "apollo"): [4, 0, 0], ("apollo", "atlas"): [0, 4, 0],
    ("pan", "apollo"): [2, 2, 0], ("apollo", "pan"): [2, 2, 0],
    ("pan", "pan"): [2, 2, 0], ("atlas", "atlas"): [3, 1, 0], ("apollo", "apollo"): [2, 2, 0],
})


def test_the_score_is_the_first_players_mean_with_an_error_bar():
    assert RIGGED.score("pan", "atlas")[0] == 1.0 and RIGGED.score("atlas", "pan")[0] == 0.0
    mean, error = RIGGED.score("atlas", "atlas")
    assert mean == 0.75 and 0 < error < 1
    assert RIGGED.vs("pan", "atlas", i_start=False) == 1.0
    with pytest.raises(MatchupError, match="no games"):
        RIGGED.score("pan", "zeus")


def test_the_challenger_offers_what_leaves_him_best_and_names_the_best_start():
    # Offering atlas+pan: the opponent takes pan, the Challenger scores 0. Offering
    # apollo+atlas: the opponent takes atlas, the Challenger 0 too. apollo+pan: 1/2.
    draft = Draft(2)
    offer = advise(draft, RIGGED, ["apollo", "atlas", "pan"])
    assert offer.token == "offer:apollo,pan" and offer.score == 0.5 and offer.reasons
    draft.play("offer:atlas,pan")
    choice = advise(draft, RIGGED)
    assert choice.token == "choose:pan" and choice.score == 1.0
    draft.play("choose:atlas")
    start = advise(draft, RIGGED)   # the Challenger holds pan against atlas: either start wins
    assert start.token in ("first:1", "first:2") and start.score == 1.0


def test_the_start_player_is_the_seat_order_that_scores_more():
    table = table_of({("pan", "atlas"): [1, 3, 0], ("atlas", "pan"): [1, 3, 0]})
    draft = Draft(2)
    draft.play("offer:atlas,pan")
    draft.play("choose:atlas")      # the Challenger holds pan; second, he scores 3/4
    assert advise(draft, table).token == "first:2"


def test_the_draft_player_refuses_what_it_cannot_judge():
    with pytest.raises(ValueError, match="no offer"):
        advise(Draft(2), RIGGED, ["zeus", "hera"])
    draft = Draft(2)
    for token in ("offer:atlas,pan", "choose:pan", "first:1"):
        draft.play(token)
    with pytest.raises(ValueError, match="over"):
        advise(draft, RIGGED)


def test_three_and_four_players_draft_by_the_pairs_of_the_table():
    # Three players: pan beats atlas and apollo is even with pan; seat 2 chooses first.
    draft = Draft(3)
    draft.play("offer:apollo,atlas,pan")
    assert advise(draft, RIGGED).token == "choose:pan"
    full = MatchupTable.default()
    for players in (3, 4):
        draft = Draft(players)
        while not draft.done:
            advice = advise(draft, full)
            assert advice.token in draft.legal_tokens(pool=full.gods) and 0 <= advice.score <= 1
            draft.play(advice.token)
        assert len(draft.gods) == players


def test_a_table_is_built_by_self_play_and_round_trips():
    table = build_table(["pan", "atlas"], games=2, nodes=200, seed=3)
    assert set(table.results) == set(pairs_of(["pan", "atlas"])) == {
        ("pan", "pan"), ("pan", "atlas"), ("atlas", "pan"), ("atlas", "atlas")}
    assert all(sum(counts) == 2 for counts in table.results.values())
    again = MatchupTable.parse(table.dumps())
    assert again.results == table.results and (again.nodes, again.games, again.seed) == (200, 2, 3)
    start = start_sfen(2, ("pan", "atlas"))
    assert play_game(start, 5, 200) == play_game(start, 5, 200)   # reproducible


def test_extending_a_table_plays_only_the_pairs_it_lacks_with_its_own_settings(tmp_path, capsys):
    small = build_table(["pan", "atlas"], games=2, nodes=200, seed=3)
    small.results[("pan", "atlas")] = [2, 0, 0]      # a row the extension must keep as it is
    grown = build_table(["pan", "atlas", "hades"], games=9, nodes=9, seed=9, extend=small)
    assert (grown.games, grown.nodes, grown.seed) == (2, 200, 3)
    assert set(grown.results) == set(pairs_of(["pan", "atlas", "hades"]))      # hades/pan is banned
    assert grown.results[("pan", "atlas")] == [2, 0, 0]
    assert grown.results[("atlas", "hades")] == build_table(["atlas", "hades"], 2, 200, 3).results[("atlas", "hades")]
    path = tmp_path / "small.json"
    path.write_text(small.dumps())
    out = tmp_path / "grown.json"
    assert main(["matchups", "build", "--extend", "--file", str(path), "--gods", "pan,atlas,hades", "-o", str(out),
                 "--no-progress"]) == 0
    assert MatchupTable.load(out).results == grown.results
    assert main(["matchups", "build", "--extend", "--games", "4"]) == 2
    assert "--extend plays with the table's own" in capsys.readouterr().err


@pytest.mark.parametrize("text", ["", "[]", '{"nodes": 1, "games": 1, "seed": 1, "pairs": {"pan": [1, 0, 0]}}',
                                  '{"nodes": 1, "games": 1, "seed": 1, "pairs": {"pan/atlas": [1, -1, 0]}}'])
def test_a_malformed_table_is_refused(text):
    with pytest.raises(MatchupError, match="not a matchup table"):
        MatchupTable.parse(text)


def test_the_shipped_table_holds_every_pair_of_the_gods_the_engine_plays():
    from santorini.rules.gods import GODS, PLAYABLE

    table = MatchupTable.default()
    gods = [name for name in GODS if name in PLAYABLE]
    assert set(table.results) == set(pairs_of(gods))
    assert all(sum(counts) == table.games for counts in table.results.values())


def test_the_engine_drafts_from_the_table_over_usp():
    out = _usp("usp", "position draft", "go")      # waits for the bestmove before quitting
    best = next(line for line in out if line.startswith("bestmove"))
    assert best.startswith("bestmove offer:") and any(line.startswith("info string draft: offer") for line in out)
    assert best.split()[1] == advise(Draft(2), MatchupTable.default()).token


def test_draft_advice_explains_the_choice(capsys, tmp_path):
    path = tmp_path / "t.json"
    path.write_text(RIGGED.dumps())
    assert main(["draft-advice", "offer:atlas,pan", "--file", str(path)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "choose:pan (expected score 1.00)" and "seat 1 atlas, seat 2 pan" in out[1]
    assert main(["draft-advice", "offer:atlas,pan", "choose:zeus", "--file", str(path)]) == 2
    assert main(["matchups", "show", "pan", "--file", str(path)]) == 0
    assert "pan         atlas       first 1.00" in capsys.readouterr().out
    assert main(["matchups", "build", "--gods", "pan,atlas", "--games", "1", "--nodes", "100",
                 "-o", str(path), "--no-progress"]) == 0
    assert len(json.loads(path.read_text())["pairs"]) == 4


def test_the_golden_fleece_table_names_seat_1s_best_ram_god(tmp_path, capsys):
    from santorini.engine.fleece_table import FleeceTable, build_fleece_table
    from santorini.rules.draft import FleeceDraft

    from santorini.rules.gods import RAM_POWERS

    shipped = FleeceTable.default()
    # Every god the Ram may carry that the engine plays has its row.
    assert set(shipped.results) == RAM_POWERS
    assert all(sum(c) == shipped.games for c in shipped.results.values())
    best = shipped.best(shipped.results)
    assert shipped.score(best)[0] == max(shipped.score(god)[0] for god in shipped.results)
    advice = advise(FleeceDraft())
    assert advice.token == f"fleece:{best}" and advice.score == shipped.score(best)[0]
    assert advise(FleeceDraft(), pool=["hermes", "pan"]).token == "fleece:pan"
    small = build_fleece_table(["pan", "zeus"], games=2, nodes=200)
    assert set(small.results) == {"pan", "zeus"} and FleeceTable.parse(small.dumps()).results == small.results
    with pytest.raises(MatchupError, match="not a Golden Fleece table"):
        FleeceTable.parse('{"nodes": 1, "games": 1, "seed": 1, "gods": {"pan": [1, -1, 0]}}')
    out = tmp_path / "fleece.json"
    assert main(["matchups", "build", "--fleece", "--gods", "pan", "--games", "2", "--nodes", "200",
                 "-o", str(out)]) == 0
    assert main(["matchups", "show", "--fleece", "--file", str(out)]) == 0
    assert capsys.readouterr().out.startswith("pan         seat 1 ")
    assert main(["matchups", "build", "--fleece", "--gods", "athena"]) == 2
    # --extend plays only the gods the table lacks, with its games, nodes and seed: the row
    # it adds is the one a whole build gives.
    assert main(["matchups", "build", "--fleece", "--gods", "pan,zeus", "--extend", "--file", str(out),
                 "-o", str(out)]) == 0
    assert FleeceTable.load(out).results == small.results
    assert main(["matchups", "build", "--fleece", "--extend", "--nodes", "100"]) == 2
    assert main(["matchups", "show", "--fleece", "--extend"]) == 2
    assert main(["matchups", "show", "--extend"]) == 2


def test_random_placements_stop_when_setup_ends_even_with_jason_to_move():
    # Jason's once-a-game turn starts with '+' too; it is no placement.
    board = Board("00000/00000/00000/00000/00000 1 A:jason,B:mortal 1 -")
    place_at_random(board, random.Random(3))
    assert len(board.move_stack) == 2 and board.turn == 1
    assert any(move.token.startswith("+") for move in board.legal_moves)
