"""The GUI page in Debian's Chromium, driven by Playwright as a person would: by clicks.

A server (``python -m santorini.gui --no-browser --port 0``) runs for the module; every test
opens a fresh tab, so each has its own game and engine.  The engines play at depth 1.
``tests/install-browser.sh`` installs Chromium; set SANTORINI_NO_BROWSER=1 to skip these.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

if os.environ.get("SANTORINI_NO_BROWSER") == "1":
    pytest.skip("SANTORINI_NO_BROWSER=1", allow_module_level=True)

from playwright.sync_api import Browser, Page, sync_playwright  # noqa: E402
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError  # noqa: E402

from santorini.notation import SQUARE_NAMES, parse_sfen  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
ARTIFACTS = Path(__file__).resolve().parent / "artifacts"
TIMEOUT_MS = 30_000


@pytest.fixture(scope="module")
def url() -> Iterator[str]:
    # SANTORINI_GUI_ENGINE runs the page against another USP engine command
    engine = os.environ.get("SANTORINI_GUI_ENGINE")
    proc = subprocess.Popen(
        [sys.executable, "-m", "santorini.gui", "--no-browser", "--port", "0", *(["--engine", engine] if engine else [])],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        line = proc.stdout.readline() if proc.stdout else ""
        assert line.startswith("santorini gui: http://127.0.0.1:"), line
        yield line.split(": ", 1)[1].strip()
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    ARTIFACTS.mkdir(exist_ok=True)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True)
        yield browser
        browser.close()


@pytest.fixture
def page(browser: Browser, url: str) -> Iterator[Page]:
    page = browser.new_page(viewport={"width": 1200, "height": 900})
    page.set_default_timeout(TIMEOUT_MS)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(url)
    page.wait_for_selector("#board[data-ply='0']")
    page.wait_for_selector("#engine-status[data-status='ready']")
    yield page
    page.close()
    assert not errors


def drawn(page: Page) -> dict[str, Any]:
    """The board as drawn: square -> (height, dome, worker), and the SFENs it was drawn from."""
    return page.evaluate(
        """() => {
        const b = document.getElementById('board');
        const cells = {};
        for (const c of b.querySelectorAll('[data-square]'))
            cells[c.dataset.square] = [Number(c.dataset.height), c.dataset.dome === '1', c.dataset.worker || null];
        return {cells, sfen: b.dataset.sfen, engine: b.dataset.engineSfen, ply: Number(b.dataset.ply)};
    }"""
    )


def check_drawn(page: Page) -> str:
    """The drawn board equals the SFEN the engine reports; returns that SFEN."""
    board = drawn(page)
    assert board["engine"] == board["sfen"]
    record = parse_sfen(board["engine"])
    workers = record.worker_map()
    expected = {name: [record.heights[i], record.domes[i], workers.get(i)] for i, name in enumerate(SQUARE_NAMES)}
    assert board["cells"] == expected
    return board["engine"]


def new_game(page: Page, gods: list[str], seats: list[tuple[str, int]], own_pairs: bool = False) -> None:
    """Start a game from the dialog: a god and ("human"|"depth"|"movetime", limit) per seat
    (with 4 players and own_pairs, the Pantheon teams: a pair each)."""
    page.click("#btn-new")
    page.select_option("#ng-players", str(len(gods)))
    if own_pairs:
        page.check("#ng-own-pairs")
    for i, (god, (kind, limit)) in enumerate(zip(gods, seats), start=1):
        row = f"#ng-seats .seat[data-seat='{i}']"
        page.select_option(f"{row} .ng-god", god)
        page.select_option(f"{row} .seat-kind", kind)
        if kind != "human":
            page.fill(f"{row} .seat-limit", str(limit))
    page.wait_for_selector("#ng-start:not([disabled])")
    page.click("#ng-start")
    page.wait_for_function(f"document.querySelectorAll('#seats .seat').length === {len(gods)} && document.getElementById('board').dataset.ply === '0'")


def wait_for_human_or_end(page: Page) -> None:
    page.wait_for_function(
        """() => document.getElementById('board').dataset.over === '1'
              || document.querySelector('#board [data-target]') || document.querySelector('#choices button')"""
    )


def click_a_turn(page: Page, rng: random.Random) -> None:
    """Click highlighted squares (and a choice when one is asked) until the turn is sent."""
    ply = drawn(page)["ply"]
    for _ in range(12):
        # Each count is read once: the page redraws after a click, and a second read may
        # find the previous drawing gone. A redraw may still come between the count and the
        # click (fewer targets now): the click then times out soon and the loop reads again.
        choices = page.locator("#choices button")
        targets = page.locator("#board [data-target]")
        try:
            if (n := choices.count()):
                choices.nth(rng.randrange(n)).click(timeout=3000)
            elif (n := targets.count()):
                targets.nth(rng.randrange(n)).click(timeout=3000)
            elif page.locator("#btn-end-turn").is_visible():
                page.click("#btn-end-turn")
        except PlaywrightTimeoutError:
            continue
        if drawn(page)["ply"] != ply or page.inner_text("#message").startswith("played"):
            page.wait_for_function(f"document.getElementById('board').dataset.ply !== '{ply}'")
            return
    raise AssertionError("no turn completed in 12 clicks")


def load_sfen(page: Page, sfen: str) -> None:
    page.fill("#sfen-input", sfen)
    page.click("#btn-load-sfen")
    page.wait_for_function(f"document.getElementById('board').dataset.engineSfen === {json.dumps(sfen)}")


def test_a_whole_game_against_the_engine_by_clicks(page: Page) -> None:
    rng = random.Random(7)
    new_game(page, ["mortal", "mortal"], [("human", 0), ("depth", 1)])
    check_drawn(page)
    # placement: two clicks, in either order; then turns until the game ends
    page.click("#board [data-square='c3']")
    page.click("#board [data-square='b2']")
    seen = 0
    for _ in range(150):
        wait_for_human_or_end(page)
        check_drawn(page)
        seen += 1
        if page.get_attribute("#board", "data-over") == "1":
            break
        if seen == 3:
            page.screenshot(path=str(ARTIFACTS / "play.png"))
        click_a_turn(page, rng)
    assert page.get_attribute("#board", "data-over") == "1"
    result = page.locator("#result")
    assert result.is_visible() and result.get_attribute("data-reason") in ("climb", "no-turn")
    assert "wins" in result.inner_text()
    page.screenshot(path=str(ARTIFACTS / "game-over.png"))


def test_an_illegal_click_is_refused_and_undo_redo_work(page: Page) -> None:
    page.click("#board [data-square='a1']")
    page.click("#board [data-square='a2']")
    page.wait_for_selector("#board[data-ply='1']")
    page.click("#board [data-square='a1']")  # taken by A
    message = page.locator("#message")
    assert message.get_attribute("data-kind") == "refused" and "a1" in message.inner_text()
    page.click("#board [data-square='e5']")
    page.click("#board [data-square='e4']")
    page.wait_for_selector("#board[data-ply='2']")
    page.click("#board [data-square='a1']")  # select the worker, then a square it cannot reach
    page.click("#board [data-square='d4']")
    assert page.get_attribute("#message", "data-kind") == "refused"
    page.keyboard.press("Escape")
    page.keyboard.press("Control+z")
    page.wait_for_selector("#board[data-ply='1']")
    page.click("#btn-undo")
    page.wait_for_selector("#board[data-ply='0']")
    check_drawn(page)
    page.keyboard.press("Control+y")
    page.wait_for_selector("#board[data-ply='1']")
    page.keyboard.press("ArrowRight")
    page.wait_for_selector("#board[data-ply='2']")
    assert check_drawn(page).startswith("00000B/00000B/")
    page.keyboard.press("ArrowLeft")
    page.wait_for_selector("#board[data-ply='1']")
    page.click("#btn-redo")
    page.wait_for_selector("#board[data-ply='2']")
    page.keyboard.press("f")
    assert page.get_attribute("#board", "data-flipped") == "1"
    assert page.locator("#board .cell").first.get_attribute("data-square") == "e1"
    check_drawn(page)


def moves(page: Page) -> list[str]:
    return page.locator("#moves button[data-ply]:not([data-ply='0'])").all_inner_texts()


def test_god_turns_with_optional_steps(page: Page) -> None:
    # Prometheus builds before he moves: b2 is both a move and a build, so the page asks
    load_sfen(page, "00000/00000/00000/0A000B0/0A000B0 1 A:prometheus,B:demeter 2 -")
    page.click("#board [data-square='a1']")
    page.click("#board [data-square='b2']")
    page.click("#choices button[data-choice='build']")
    move = page.locator("#board [data-target~='move']").first.get_attribute("data-square")
    page.click(f"#board [data-square='{move}']")
    page.locator("#board [data-target~='build']").first.click()
    page.wait_for_selector("#board[data-ply='1']")
    assert moves(page)[0].startswith(f"a1^b2-{move}^")
    check_drawn(page)
    # Demeter's second build is optional: it is offered with an End turn button
    page.click("#board [data-square='d1']")
    page.click("#board [data-square='e1']")
    page.click("#board [data-square='e2']")
    assert page.locator("#btn-end-turn").is_visible()
    page.screenshot(path=str(ARTIFACTS / "optional-step.png"))
    page.click("#board [data-square='d1']")  # clicked after e2: the page takes either order
    page.wait_for_selector("#board[data-ply='2']")
    assert moves(page)[1] == "d1-e1^d1^e2"
    check_drawn(page)
    # ... or declined
    page.keyboard.press("Control+z")
    page.wait_for_selector("#board[data-ply='1']")
    page.click("#board [data-square='d1']")
    page.click("#board [data-square='e1']")
    page.click("#board [data-square='e2']")
    page.click("#btn-end-turn")
    page.wait_for_selector("#board[data-ply='2']")
    assert moves(page)[1] == "d1-e1^e2"
    # Atlas may dome any level: the build square offers block or dome
    load_sfen(page, "00000/00000/00000/0A000B0/0A000B0 1 A:atlas,B:mortal 2 -")
    page.click("#board [data-square='a1']")
    page.click("#board [data-square='b1']")
    page.click("#board [data-square='c1']")
    assert page.locator("#choices button").count() == 2
    page.click("#choices button[data-choice='build-dome']")
    page.wait_for_selector("#board[data-ply='1']")
    assert moves(page) == ["a1-b1^c1*"]
    assert page.get_attribute("#board [data-square='c1']", "data-dome") == "1"
    check_drawn(page)


def test_direction_tokens_are_turned_by_buttons(page: Page) -> None:
    # Siren orients her Song before anyone places: eight buttons, no square
    load_sfen(page, "00000/00000/00000/00000/00000 2 A:pan,B:siren 1 -")
    assert page.locator("#choices button").count() == 8 and not page.locator("#board [data-target]").count()
    page.click("#choices button[data-choice='orient-ne']")
    page.wait_for_selector("#board[data-ply='1']")
    assert moves(page) == ["=ne"] and "B:siren[ne]" in check_drawn(page)
    # Aeolus may turn his wind after his build, or end the turn without it
    load_sfen(page, "00000/000B00/00A00A0/000B00/00000 1 A:aeolus,B:mortal 2 -")
    page.click("#board [data-square='b3']")
    page.click("#board [data-square='a3']")
    page.click("#board [data-square='a2']")
    assert page.locator("#btn-end-turn").is_visible() and page.locator("#choices button").count() == 8
    page.click("#choices button[data-choice='orient-s']")
    page.wait_for_selector("#board[data-ply='1']")
    assert moves(page) == ["b3-a3^a2=s"] and "A:aeolus[s]" in check_drawn(page)


def test_three_and_four_player_games_and_a_refused_lineup(page: Page) -> None:
    page.click("#btn-new")
    page.select_option("#ng-seats .seat[data-seat='2'] .ng-god", "apollo")
    page.select_option("#ng-seats .seat[data-seat='1'] .ng-god", "apollo")
    page.wait_for_function("document.getElementById('ng-problem').textContent.includes('more than one seat')")
    assert page.locator("#ng-start").is_disabled()
    page.screenshot(path=str(ARTIFACTS / "new-game.png"))
    page.click("#ng-cancel")
    new_game(page, ["apollo", "artemis", "athena"], [("human", 0)] * 3)
    for squares in (("a1", "a2"), ("c3", "c4"), ("e5", "e4")):
        ply = drawn(page)["ply"]
        for square in squares:
            page.click(f"#board [data-square='{square}']")
        page.wait_for_selector(f"#board[data-ply='{ply + 1}']")
    sfen = check_drawn(page)
    assert sfen.split()[2] == "A:apollo,B:artemis,C:athena"
    assert {page.get_attribute(f"#board [data-square='{sq}']", "data-worker") for sq in ("a1", "c3", "e5")} == {"A", "B", "C"}
    page.screenshot(path=str(ARTIFACTS / "three-players.png"))
    new_game(page, ["apollo", "artemis", "atlas", "pan"], [("human", 0), ("depth", 1), ("human", 0), ("depth", 1)])
    for square in ("a1", "a2"):
        page.click(f"#board [data-square='{square}']")
    page.wait_for_selector("#board[data-ply='2']")  # seat 2, the engine, placed at once
    check_drawn(page)
    # teams share their workers: seat 3 (side A again) moves one of those seat 1 placed
    assert page.get_attribute("#board [data-square='a1']", "data-target") == "worker"
    click_a_turn(page, random.Random(3))
    page.wait_for_selector("#board[data-ply='4']")  # and seat 4, the engine, answered
    check_drawn(page)
    check_drawn(page)
    assert page.locator("#seats .seat").count() == 4
    assert [b.inner_text() for b in page.locator("#seats .badge").all()] == ["A", "B", "A", "B"]
    # the Pantheon teams: every seat places and moves a pair of its own
    new_game(page, ["apollo", "artemis", "atlas", "pan"], [("human", 0), ("depth", 1), ("human", 0), ("depth", 1)],
             own_pairs=True)
    assert [b.inner_text() for b in page.locator("#seats .badge").all()] == ["A", "B", "C", "D"]
    for square in ("a1", "a2"):
        page.click(f"#board [data-square='{square}']")
    page.wait_for_selector("#board[data-ply='2']")  # seat 2, the engine, placed at once
    free = [name for name, (_, _, worker) in drawn(page)["cells"].items() if worker is None and name[0] in "cde"][:2]
    for square in free:
        page.click(f"#board [data-square='{square}']")
    page.wait_for_selector("#board[data-ply='4']")  # seat 3 placed its own pair, seat 4 (engine) too
    sfen = check_drawn(page)
    assert sfen.split()[2] == "A:apollo,B:artemis,C:atlas,D:pan"
    assert {page.get_attribute(f"#board [data-square='{sq}']", "data-worker") for sq in free} == {"C"}
    # seat 1 moves its own pair only
    assert page.get_attribute("#board [data-square='a1']", "data-target") == "worker"
    assert page.get_attribute(f"#board [data-square='{free[0]}']", "data-target") is None


def test_analysis_lines_preview_and_graph(page: Page) -> None:
    load_sfen(page, "00000/000B00/00A00A0/000B00/00000 1 A:mortal,B:mortal 2 -")
    page.select_option("#multipv", "3")
    page.check("#analyse-toggle")
    page.wait_for_function("document.querySelectorAll('#lines li').length === 3")
    page.wait_for_function("Number(document.querySelector('#lines li').dataset.depth) >= 3")
    first = page.locator("#lines li").first
    assert first.locator(".meta").inner_text().startswith("depth ") and "nps" in first.inner_text()
    assert page.get_attribute("#evalbar", "data-score")
    first.hover()
    page.wait_for_selector("#board.preview")
    page.screenshot(path=str(ARTIFACTS / "analysis.png"))
    page.mouse.move(5, 5)
    page.wait_for_selector("#board:not(.preview)")
    check_drawn(page)
    page.uncheck("#analyse-toggle")
    page.wait_for_function("!document.getElementById('analyse-toggle').checked")
    assert int(page.get_attribute("#graph", "data-points") or 0) >= 1


def test_sfen_and_record_export_and_import(page: Page) -> None:
    sfen = "00000/00000/00000A/0000B0B/2A3000 1 A:mortal,B:mortal 2 -"
    load_sfen(page, sfen)
    assert page.input_value("#sfen-input") == sfen
    page.click("#board [data-square='a1']")
    page.click("#board [data-square='b1']")  # climbs onto level 3
    page.wait_for_selector("#board[data-over='1']")
    assert page.get_attribute("#result", "data-winner") == "A"
    page.click("#btn-export-record")
    page.wait_for_function("document.getElementById('record-text').value.length > 0")
    record = json.loads(page.input_value("#record-text"))
    assert record["start_sfen"] == sfen and record["moves"] == ["a1-b1"] and record["reason"] == "climb"
    page.fill("#sfen-input", "not a position")
    page.click("#btn-load-sfen")
    page.wait_for_selector("#message[data-kind='refused']")
    page.click("#btn-new")
    page.click("#ng-cancel")
    page.fill("#record-text", json.dumps(record))
    page.click("#btn-import-record")
    page.wait_for_function("document.getElementById('board').dataset.over === '1'")
    assert moves(page) == ["a1-b1"]
    page.click("#moves button[data-ply='0']")
    page.wait_for_selector("#board[data-ply='0']")
    assert check_drawn(page) == sfen


def test_the_position_editor_validates_through_the_server(page: Page) -> None:
    page.click("#btn-editor")
    editor = "#ed-board [data-square='{}']"
    page.check("input[name='ed-tool'][value='A']")
    page.click(editor.format("a1"))
    page.click(editor.format("b1"))
    page.check("input[name='ed-tool'][value='B']")
    page.click(editor.format("e5"))
    page.click(editor.format("d5"))
    page.check("input[name='ed-tool'][value='up']")
    page.click(editor.format("c3"))
    page.click(editor.format("c3"))
    page.check("input[name='ed-tool'][value='dome']")
    page.click(editor.format("c4"))
    page.select_option("#ed-gods .ed-god[data-seat='2']", "pan")
    page.fill("#ed-round", "2")  # the field starts at the shown position's round, 1 here
    page.click("#ed-check")
    page.wait_for_function("document.getElementById('ed-sfen').textContent.includes('pan')")
    assert page.inner_text("#ed-error") == ""
    page.check("input[name='ed-tool'][value='A']")
    page.click(editor.format("a3"))  # a third worker of A
    page.click("#ed-check")
    page.wait_for_function("document.getElementById('ed-error').textContent.length > 0")
    page.screenshot(path=str(ARTIFACTS / "editor.png"))
    page.check("input[name='ed-tool'][value='none']")
    page.click(editor.format("a3"))
    page.click("#ed-apply")
    page.wait_for_function("!document.getElementById('editor').open")
    page.wait_for_function("document.getElementById('board').dataset.sfen.includes('pan')")
    sfen = check_drawn(page)
    assert sfen == "0000B0B/000*00/00200/00000/0A0A000 1 A:mortal,B:pan 2 -"


def test_the_editor_places_a_female_worker_sets_a_god_state_and_the_round(page: Page) -> None:
    page.click("#btn-editor")
    editor = "#ed-board [data-square='{}']"
    for tool, squares in (("A", ["b1"]), ("a", ["d1"]), ("B", ["e5", "c5"])):
        page.check(f"input[name='ed-tool'][value='{tool}']")
        for square in squares:
            page.click(editor.format(square))
    assert page.get_attribute(editor.format("d1"), "data-worker") == "a"
    page.fill("#ed-round", "3")
    # a female worker without Selene: the SFEN parser's reason is shown
    page.click("#ed-check")
    page.wait_for_function("document.getElementById('ed-error').textContent.includes('female')")
    page.select_option("#ed-gods .ed-god[data-seat='1']", "selene")
    page.select_option("#ed-gods .ed-god[data-seat='2']", "athena")
    page.fill("#ed-gods .ed-state[data-seat='2']", "x")
    page.click("#ed-check")
    page.wait_for_function("document.getElementById('ed-error').textContent.includes('bad state [x]')")
    page.fill("#ed-gods .ed-state[data-seat='2']", "^")
    page.click("#ed-check")
    page.wait_for_function("document.getElementById('ed-sfen').textContent.includes('athena[^]')")
    assert page.inner_text("#ed-error") == ""
    page.click("#ed-apply")
    page.wait_for_function("!document.getElementById('editor').open")
    page.wait_for_function("document.getElementById('board').dataset.sfen.includes('athena[^]')")
    assert check_drawn(page) == "000B00B/00000/00000/00000/00A00a0 1 A:selene,B:athena[^] 3 -"
    assert page.get_attribute("#board [data-square='d1'] .worker", "class") == "worker female"


def new_draft(page: Page, seats: list[tuple[str, int]], own_pairs: bool = False) -> None:
    """Start a game through the god draft: ("human"|"depth"|"movetime", limit) per seat
    (with 4 players and own_pairs, the Pantheon teams)."""
    page.click("#btn-new")
    page.select_option("#ng-players", str(len(seats)))
    page.check("input[name='ng-mode'][value='draft']")
    if own_pairs:
        page.check("#ng-own-pairs")
    for i, (kind, limit) in enumerate(seats, start=1):
        row = f"#ng-seats .seat[data-seat='{i}']"
        page.select_option(f"{row} .seat-kind", kind)
        if kind != "human":
            page.fill(f"{row} .seat-limit", str(limit))
    page.click("#ng-start")
    page.wait_for_selector("#draft-panel[data-phase='offer']")


def offer(page: Page, gods: list[str]) -> None:
    for god in gods:
        page.check(f"#draft-gods input[value='{god}']")
    page.wait_for_selector("#draft-offer-btn:not([disabled])")
    page.click("#draft-offer-btn")


def place_by_clicks(page: Page) -> None:
    """Wait for a human placement, click two of its squares, wait for it to be played."""
    page.wait_for_selector("#board [data-target~='place']")
    ply = drawn(page)["ply"]
    for _ in range(2):
        page.locator("#board [data-target~='place']").first.click()
    page.wait_for_function(f"Number(document.getElementById('board').dataset.ply) > {ply}")


def engine_log(page: Page) -> list[str]:
    return page.locator("#engine-log li").all_inner_texts()


def test_a_two_player_draft_against_an_engine_chooser_with_a_refused_start_seat(page: Page) -> None:
    new_draft(page, [("human", 0), ("depth", 1)])
    assert page.locator("#board [data-target]").count() == 0  # no board clicks before the draft ends
    page.check("#draft-gods input[value='apollo']")
    page.wait_for_function("document.getElementById('draft-problem').textContent.includes('exactly 2 gods')")
    assert page.locator("#draft-offer-btn").is_disabled()
    page.check("#draft-gods input[value='bia']")
    page.wait_for_selector("#draft-offer-btn:not([disabled])")
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(ARTIFACTS / "draft.png"))
    page.click("#draft-offer-btn")
    # the engine (seat 2) chooses and says why; the Challenger names the start seat
    page.wait_for_selector("#draft-panel[data-phase='first']")
    assert any(line.startswith("draft:") for line in engine_log(page))
    bia = page.get_attribute("#draft-seats [data-god='bia']", "data-seat")
    other = "2" if bia == "1" else "1"
    page.click(f"#draft-choices [data-token='first:{other}']")  # Bia places first: refused
    page.wait_for_function("document.getElementById('draft-problem').textContent.includes('places first')")
    assert page.get_attribute("#message", "data-kind") == "refused"
    page.screenshot(path=str(ARTIFACTS / "draft-refused.png"))
    page.click(f"#draft-choices [data-token='first:{bia}']")
    page.wait_for_selector("#draft-panel", state="hidden")
    place_by_clicks(page)
    page.wait_for_function("Number(document.getElementById('board').dataset.ply) >= 5")
    sfen = check_drawn(page)
    assert sorted(sfen.split()[2].split(",")) == sorted(["A:" + ("bia" if bia == "1" else "apollo"), "B:" + ("apollo" if bia == "1" else "bia")])
    assert moves(page)[:1] == ["offer:apollo,bia"] and moves(page)[2] == f"first:{bia}"
    # the draft is kept in the exported record
    page.click("#btn-export-record")
    page.wait_for_function("document.getElementById('record-text').value.length > 0")
    record = json.loads(page.input_value("#record-text"))
    assert record["draft"] == moves(page)[:3] and len(record["moves"]) == len(moves(page)) - 3
    # undo goes back into the draft (the engine seat then waits)
    page.click("#moves button[data-ply='1']")
    page.wait_for_selector("#draft-panel[data-phase='choose']")
    assert page.locator("#btn-resume").is_visible()


def test_a_three_player_draft_with_engines_choosing(page: Page) -> None:
    new_draft(page, [("human", 0), ("depth", 1), ("depth", 1)])
    offer(page, ["athena", "apollo", "artemis"])
    page.wait_for_selector("#draft-panel[data-phase='first']")
    assert len([line for line in engine_log(page) if line.startswith("draft:")]) == 2
    picked = [page.get_attribute(f"#draft-seats [data-seat='{seat}']", "data-god") for seat in (1, 2, 3)]
    assert sorted(picked) == ["apollo", "artemis", "athena"]
    page.click("#draft-choices [data-token='first:1']")
    page.wait_for_selector("#draft-panel", state="hidden")
    place_by_clicks(page)
    page.wait_for_function("Number(document.getElementById('board').dataset.ply) === 7")  # both engines placed
    sfen = check_drawn(page)
    assert sfen.split()[2] == ",".join(f"{side}:{god}" for side, god in zip("ABC", picked))
    assert moves(page)[:5] == ["offer:apollo,artemis,athena", f"choose:{picked[1]}", f"choose:{picked[2]}", "first:1", moves(page)[4]]


def badges(page: Page, where: str) -> list[str]:
    return [b.inner_text() for b in page.locator(f"{where} .badge").all()]


def test_a_pantheon_draft_then_the_editor_keeps_the_four_sides(page: Page) -> None:
    new_draft(page, [("human", 0), ("depth", 1), ("depth", 1), ("depth", 1)], own_pairs=True)
    assert badges(page, "#draft-seats") == ["A", "B", "C", "D"]
    offer(page, ["apollo", "artemis", "athena", "pan"])
    page.wait_for_selector("#draft-panel[data-phase='first']")
    page.click("#draft-choices [data-token='first:1']")
    page.wait_for_selector("#draft-panel", state="hidden")
    place_by_clicks(page)
    page.wait_for_function("Number(document.getElementById('board').dataset.ply) === 9")  # 3 engines placed a pair each
    sfen = check_drawn(page)
    assert [seat[0] for seat in sfen.split()[2].split(",")] == ["A", "B", "C", "D"]
    workers = sorted(w for (_, _, w) in drawn(page)["cells"].values() if w)
    assert workers == ["A", "A", "B", "B", "C", "C", "D", "D"]
    assert badges(page, "#seats") == ["A", "B", "C", "D"]
    page.screenshot(path=str(ARTIFACTS / "pantheon-draft.png"))
    # the editor opens it as the Pantheon teams and plays from the same position
    page.click("#btn-editor")
    assert page.is_checked("#ed-own-pairs") and badges(page, "#ed-gods") == ["A", "B", "C", "D"]
    assert page.locator("input[name='ed-tool'][value='D']").is_visible()
    page.click("#ed-apply")
    page.wait_for_function("!document.getElementById('editor').open")
    assert check_drawn(page) == sfen and badges(page, "#seats") == ["A", "B", "C", "D"]


def test_the_editor_sets_up_pantheon_teams(page: Page) -> None:
    page.click("#btn-editor")
    editor = "#ed-board [data-square='{}']"
    assert not page.locator("#ed-own-pairs").is_visible()  # 2 players: no teams
    page.select_option("#ed-players", "4")
    assert not page.locator("input[name='ed-tool'][value='C']").is_visible()  # classic teams: sides A and B
    page.check("#ed-own-pairs")
    assert badges(page, "#ed-gods") == ["A", "B", "C", "D"]
    for tool, squares in (("A", ["a1", "b1"]), ("B", ["e1", "e2"]), ("C", ["a5", "b5"]), ("D", ["e5"]), ("d", ["d5"])):
        page.check(f"input[name='ed-tool'][value='{tool}']")
        for square in squares:
            page.click(editor.format(square))
    page.select_option("#ed-gods .ed-god[data-seat='4']", "selene")
    page.fill("#ed-round", "2")
    page.screenshot(path=str(ARTIFACTS / "pantheon-editor.png"))
    page.click("#ed-apply")
    page.wait_for_function("!document.getElementById('editor').open")
    page.wait_for_function("document.getElementById('board').dataset.sfen.includes('D:selene')")
    sfen = check_drawn(page)
    assert sfen.startswith("0C0C00d0D/00000/00000/00000B/0A0A000B 1 ") and sfen.split()[2].endswith(",D:selene")
    assert [seat[0] for seat in sfen.split()[2].split(",")] == ["A", "B", "C", "D"]
    # unticked, the same board is the classic teams' and has no side C: the server says so
    page.click("#btn-editor")
    assert page.is_checked("#ed-own-pairs")
    page.uncheck("#ed-own-pairs")
    assert badges(page, "#ed-gods") == ["A", "B", "A", "B"]
    page.click("#ed-check")
    page.wait_for_function("document.getElementById('ed-error').textContent.includes('no side C')")
    page.click("#ed-close")
    assert check_drawn(page) == sfen


def test_phone_width(browser: Browser, url: str) -> None:
    page = browser.new_page(viewport={"width": 390, "height": 844})
    page.goto(url)
    page.wait_for_selector("#board[data-ply='0']")
    box = page.locator("#board").bounding_box()
    assert box is not None and box["width"] <= 390
    page.screenshot(path=str(ARTIFACTS / "phone.png"), full_page=True)
    page.close()
