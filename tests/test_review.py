"""Game review: the marks on positions whose answers are known, the reports, the command."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET

import pytest

from santorini import Board
from santorini.engine import review_report
from santorini.engine.analysis import Score
from santorini.engine.review import MARKS, THRESHOLDS, review, win_probability
from santorini.errors import IllegalMoveError
from santorini.tools.cli import main

WIN_IN_1 = "00000/00000/00000A/0000B0B/2A3000 1 A:mortal,B:mortal 2 -"
# A on b2 (level 2) threatens c3 (level 3); B must dome it from c4 or d4.
ONE_DEFENCE = "0000B0B/00000/00300/02A000/00000A 2 A:mortal,B:mortal 5 -"
THREE = "00000/00000/00000/00000/00000 1 A:mortal,B:mortal,C:mortal 1 -"


def test_a_turn_that_leaves_a_win_in_1_is_a_missed_win():
    game = review(WIN_IN_1, ["a1-a2^a1"], depth=3)
    turn = game.turns[0]
    assert turn.best == "a1-b1" and turn.score_best == "win 1"
    assert turn.mark == "missed win" and turn.win_best == 1.0 and turn.loss > 0


def test_taking_the_win_is_best_and_ends_the_game():
    game = review(WIN_IN_1, ["a1-b1"], depth=3)
    assert game.turns[0].mark in ("best", "only move") and game.turns[0].loss == 0
    assert game.result == "A"


def test_ignoring_a_win_threat_is_a_blunder_and_answering_it_is_not():
    bad = review(ONE_DEFENCE, ["d5-c4^b3"], depth=4).turns[0]
    assert bad.score_played == "loss 2" and bad.win_played == 0.0 and bad.loss > 0
    assert not bad.score_best.startswith("loss") and bad.mark == "blunder"
    # The refutation is named: A climbs to c3 at once.
    assert bad.refutation == ["b2-c3"]
    board = Board(ONE_DEFENCE)
    board.push(bad.token)
    board.push(bad.refutation[0])
    assert board.outcome().winner == "A"
    good = review(ONE_DEFENCE, ["e5-d4^c3"], depth=4).turns[0]
    assert good.mark in ("best", "good", "only move") and good.loss < THRESHOLDS["inaccuracy"]


def test_the_move_stack_of_a_board_is_the_game():
    board = Board(WIN_IN_1)
    board.push("a1-a2^a1")
    from_board = review(board, depth=2)
    from_tokens = review(WIN_IN_1, ["a1-a2^a1"], depth=2)
    assert from_board.to_dict() == from_tokens.to_dict()


def test_an_illegal_turn_is_refused_before_any_search():
    with pytest.raises(IllegalMoveError, match="e4-e3"):
        review(WIN_IN_1, ["a1-a2^a1", "e4-e3"], depth=30)


def test_three_players_each_turn_is_judged_from_its_movers_view():
    game = review(THREE, ["+a1+e5", "+a5+e1", "+c1+c5", "a1-b2^a1"], depth=2)
    assert [turn.side for turn in game.turns] == ["A", "B", "C", "A"]
    assert all(turn.mark in MARKS and 0 <= turn.win_played <= 1 for turn in game.turns)


def test_win_probability_is_a_logistic_of_the_score_and_certain_for_proven_results():
    assert win_probability(Score(cp=0)) == 0.5
    assert win_probability(Score(cp=100)) + win_probability(Score(cp=-100)) == pytest.approx(1.0)
    assert win_probability(Score(loss=4)) == 0.0 and win_probability(Score(win=9)) == 1.0


@pytest.fixture(scope="module")
def reviewed():
    return review(ONE_DEFENCE, ["d5-c4^b3", "b2-c3"], depth=3)


def test_the_text_table_has_a_line_a_turn_and_the_marks_counted(reviewed):
    lines = review_report.text_table(reviewed).splitlines()
    assert lines[1].split()[:3] == ["1", "B", "d5-c4^b3"] and lines[1].endswith("blunder")
    assert lines[2].split()[:3] == ["2", "A", "b2-c3"]
    assert "B: 1 blunder" in lines and "result: A" in lines
    assert "1. d5-c4^b3 (blunder): refuted by b2-c3" in lines


def test_the_json_holds_every_field(reviewed):
    data = json.loads(review_report.json_text(reviewed))
    assert data["start_sfen"] == ONE_DEFENCE and data["result"] == "A"
    assert [turn["mark"] for turn in data["turns"]] == [turn.mark for turn in reviewed.turns]
    assert data["turns"][0]["line"][0] == reviewed.turns[0].best


@pytest.mark.parametrize("fmt", ["png", "svg"])
def test_the_graph_is_a_picture(reviewed, fmt):
    picture = review_report.evaluation_graph(reviewed, fmt)
    if fmt == "png":
        assert picture.startswith(b"\x89PNG")
    else:
        assert ET.fromstring(picture).tag.endswith("svg")


def test_the_graph_of_three_players_has_a_curve_a_side():
    game = review(THREE, ["+a1+e5", "+a5+e1", "+c1+c5"], depth=1)
    assert b"C's chance" in review_report.evaluation_graph(game, "svg")


def test_a_bad_graph_format_is_a_value_error(reviewed):
    with pytest.raises(ValueError, match="png or svg"):
        review_report.evaluation_graph(reviewed, "gif")


def test_the_html_report_draws_the_critical_positions(reviewed):
    page = review_report.html_report(reviewed)
    assert page.startswith("<!DOCTYPE html>") and page.count("<tr class=") == 2
    # The blunder: the board after the turn played and after the engine's, as pictures.
    assert page.count('class="worker side-A"') >= 4 and "Critical moments" in page
    assert page.count("<svg") == 3     # the graph and the two boards


def _record(tmp_path, **fields):
    record = {"game": 1, "opening": [], "moves": ["d5-c4^b3", "b2-c3"], "result": "A", "reason": "climb",
              "winner": "x", "engines": {"A": "x", "B": "y"}, "start_sfen": ONE_DEFENCE} | fields
    path = tmp_path / "games.jsonl"
    path.write_text(json.dumps(record) + "\n")
    return path


def test_the_command_reviews_a_record_into_every_format(tmp_path, capsys):
    path = _record(tmp_path)
    html, graph = tmp_path / "r.html", tmp_path / "r.svg"
    assert main(["review", str(path), "--depth", "3", "--html", str(html), "--graph", str(graph),
                 "--no-progress"]) == 0
    out = capsys.readouterr().out
    assert "blunder" in out and "result: A" in out
    assert html.read_text().startswith("<!DOCTYPE html>") and ET.parse(graph).getroot().tag.endswith("svg")
    assert main(["review", str(path), "--depth", "2", "--json", "-", "--no-progress"]) == 0
    assert len(json.loads(capsys.readouterr().out)["turns"]) == 2


def test_the_command_reviews_an_sfen_and_turns(capsys):
    assert main(["review", "--sfen", WIN_IN_1, "a1-a2^a1", "--depth", "2", "--no-progress"]) == 0
    assert "missed win" in capsys.readouterr().out


@pytest.mark.parametrize("args,message", [
    (["--game", "2"], "holds 1 records, not a record 2"),
    (["--depth", "0"], "depth must be"),
    (["extra"], "reviewed alone"),
])
def test_the_command_refuses_bad_input_with_one_line(tmp_path, capsys, args, message):
    path = _record(tmp_path)
    assert main(["review", str(path), *args, "--no-progress"]) == 2
    err = capsys.readouterr().err
    assert message in err and len(err.strip().splitlines()) == 1


def test_a_record_that_does_not_replay_is_refused(tmp_path, capsys):
    path = _record(tmp_path, moves=["d5-c4^b3", "a1-a1"])
    assert main(["review", str(path), "--no-progress"]) == 2
    assert "illegal turn 'a1-a1'" in capsys.readouterr().err


def test_the_html_report_opens_in_a_browser(reviewed, tmp_path):
    import os

    if os.environ.get("SANTORINI_NO_BROWSER") == "1":
        pytest.skip("SANTORINI_NO_BROWSER=1")
    from playwright.sync_api import sync_playwright

    page_file = tmp_path / "review.html"
    page_file.write_text(review_report.html_report(reviewed), encoding="utf-8")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", headless=True)
        try:
            page = browser.new_page()
            page.goto(page_file.as_uri())
            assert page.title() == "Game review"
            assert page.locator("tr.blunder td").nth(2).inner_text() == "d5-c4^b3"
            assert page.locator(".refutation").first.inner_text() == "b2-c3"
            assert page.locator(".critical svg .worker").count() >= 8     # two boards of four workers
            box = page.locator("svg").first.bounding_box()
            assert box is not None and box["width"] > 300                 # the graph is drawn
            page.screenshot(path=str(tmp_path / "review.png"), full_page=True)
        finally:
            browser.close()
