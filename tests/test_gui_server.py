"""The GUI server's websocket protocol, through aiohttp's test client and a real engine."""

from __future__ import annotations

import asyncio
import json
import os
import signal
from collections.abc import Awaitable, Callable
from typing import Any

import pytest

aiohttp = pytest.importorskip("aiohttp")
from aiohttp.test_utils import TestClient, TestServer  # noqa: E402

from santorini import Board  # noqa: E402
from santorini.gui.server import _parser, make_app  # noqa: E402

TIMEOUT = 30


async def _next(ws: Any, kind: str, pred: Callable[[dict[str, Any]], bool] = lambda m: True) -> dict[str, Any]:
    """The next message of a type (skipping others) that satisfies pred."""
    while True:
        message = await asyncio.wait_for(ws.receive_json(), TIMEOUT)
        if message["type"] == kind and pred(message):
            return message


def _run(body: Callable[[TestClient], Awaitable[None]]) -> None:
    async def main() -> None:
        async with TestClient(TestServer(make_app())) as client:
            await body(client)

    asyncio.run(main())


def test_handshake_state_and_a_turn() -> None:
    async def body(client: TestClient) -> None:
        ws = await client.ws_connect("/ws")
        hello = await _next(ws, "hello")
        assert "apollo" in hello["catalog"]["players"]["2"] and "mortal" not in hello["catalog"]["players"]["3"]
        state = await _next(ws, "state")
        assert state["sfen"] == state["engine_sfen"] == Board().sfen()
        assert len(state["legal"]) >= 300 and len(state["cells"]) == 25
        # a placement may be clicked in either order: both spellings are offered
        spellings = [s for s in state["legal"] if s["token"] == "+b3+d3"]
        assert [[step["square"] for step in s["steps"]] for s in spellings] == [["b3", "d3"], ["d3", "b3"]]
        await ws.send_json({"type": "play", "token": "+d3+b3"})
        state = await _next(ws, "state")
        assert state["moves"] == ["+b3+d3"] and state["sfen"] == state["engine_sfen"]
        await ws.send_json({"type": "play", "token": "+b3+c3"})
        error = await _next(ws, "error")
        assert error["request"] == "play" and "illegal" in error["message"]
        await ws.send_json({"type": "undo"})
        assert (await _next(ws, "state"))["ply"] == 0
        await ws.send_json({"type": "redo"})
        assert (await _next(ws, "state"))["ply"] == 1
        await ws.close()

    _run(body)


def test_garbage_is_answered_with_errors_and_the_session_goes_on() -> None:
    async def body(client: TestClient) -> None:
        ws = await client.ws_connect("/ws")
        await _next(ws, "state")
        for garbage in ["not json", "[1, 2]", '{"type": 5}', '{"type": "frobnicate"}', '{"type": "play"}',
                        '{"type": "goto", "ply": 99}', '{"type": "new_game", "players": 7}',
                        '{"type": "load_sfen", "sfen": "nonsense"}', '{"type": "seats", "seats": [1, 2]}', "\x00\xff"]:
            await ws.send_str(garbage)
            error = await _next(ws, "error")
            assert error["message"]
        await ws.send_bytes(b"\x01\x02")
        assert (await _next(ws, "error"))["code"] == "bad-json"
        await ws.send_json({"type": "ping"})
        assert (await _next(ws, "pong"))["engine_alive"]

    _run(body)


def test_gods_lineups_and_three_and_four_players() -> None:
    async def body(client: TestClient) -> None:
        ws = await client.ws_connect("/ws")
        await _next(ws, "state")
        await ws.send_json({"type": "check_lineup", "players": 2, "gods": ["apollo", "apollo"]})
        assert "more than one seat" in (await _next(ws, "lineup"))["problem"]
        await ws.send_json({"type": "check_lineup", "players": 3, "gods": ["mortal", "pan", "apollo"]})
        assert "not allowed with 3 players" in (await _next(ws, "lineup"))["problem"]
        await ws.send_json({"type": "new_game", "players": 3, "gods": ["apollo", "artemis", "athena"]})
        state = await _next(ws, "state")
        assert state["players"] == 3 and state["sfen"] == state["engine_sfen"]
        await ws.send_json({"type": "new_game", "players": 4, "gods": ["apollo", "artemis", "atlas", "pan"]})
        state = await _next(ws, "state")
        assert state["sides"] == "ABAB" and state["engine_sfen"].endswith("A:apollo,B:artemis,A:atlas,B:pan 1 -")
        await ws.send_json({"type": "new_game", "players": 4, "gods": ["apollo", "artemis", "atlas", "pan"],
                            "team_workers": "own"})
        state = await _next(ws, "state")
        assert state["sides"] == "ABCD" and state["engine_sfen"].endswith("A:apollo,B:artemis,C:atlas,D:pan 1 -")
        await ws.send_json({"type": "new_game", "players": 3, "gods": ["apollo", "artemis", "atlas"],
                            "team_workers": "own"})
        assert "4 players" in (await _next(ws, "error"))["message"]
        await ws.close()

    _run(body)


def test_engine_plays_analyses_and_a_record_round_trips() -> None:
    async def body(client: TestClient) -> None:
        ws = await client.ws_connect("/ws")
        await _next(ws, "state")
        seats = [{"kind": "engine", "depth": 1}, {"kind": "engine", "depth": 1}]
        await ws.send_json({"type": "new_game", "players": 2, "gods": ["mortal", "mortal"], "seats": seats})
        state = await _next(ws, "state", lambda m: m["outcome"] is not None)
        assert state["sfen"] == state["engine_sfen"] and len(state["moves"]) > 4
        await ws.send_json({"type": "export_record"})
        record = json.loads((await _next(ws, "record"))["text"])
        assert record["moves"] == state["moves"] and record["result"] == state["outcome"]["winner"]
        await ws.send_json({"type": "load_record", "text": json.dumps(record)})
        loaded = await _next(ws, "state")
        assert loaded["moves"] == state["moves"] and loaded["sfen"] == state["sfen"]
        await ws.send_json({"type": "goto", "ply": 3})
        await _next(ws, "state", lambda m: m["ply"] == 3)
        await ws.send_json({"type": "analyse", "on": True, "multipv": 2})
        lines = {(await _next(ws, "info", lambda m: m["ply"] == 3))["multipv"] for _ in range(6)}
        assert lines == {1, 2}
        await ws.send_json({"type": "analyse", "on": False})
        await _next(ws, "state", lambda m: not m["analysing"])

    _run(body)


def test_a_killed_engine_is_reported_and_restarted() -> None:
    async def body(client: TestClient) -> None:
        ws = await client.ws_connect("/ws")
        ready = await _next(ws, "engine", lambda m: m["status"] == "ready")
        await _next(ws, "state")
        os.kill(ready["pid"], signal.SIGKILL)
        dead = await _next(ws, "engine")
        assert dead["status"] == "dead"
        await ws.send_json({"type": "play", "token": "+b3+d3"})  # humans play on without it
        state = await _next(ws, "state")
        assert state["engine_sfen"] is None and state["moves"] == ["+b3+d3"]
        await ws.send_json({"type": "restart_engine"})
        again = await _next(ws, "engine", lambda m: m["status"] == "ready")
        assert again["pid"] != ready["pid"]
        state = await _next(ws, "state")
        assert state["engine_sfen"] == state["sfen"]

    _run(body)


def test_two_tabs_have_their_own_games_and_engines() -> None:
    async def body(client: TestClient) -> None:
        one, two = await client.ws_connect("/ws"), await client.ws_connect("/ws")
        pid1 = (await _next(one, "engine"))["pid"]
        pid2 = (await _next(two, "engine"))["pid"]
        await _next(one, "state")
        await _next(two, "state")
        assert pid1 != pid2
        await one.send_json({"type": "play", "token": "+a1+a2"})
        assert (await _next(one, "state"))["moves"] == ["+a1+a2"]
        await two.send_json({"type": "ping"})
        await _next(two, "pong")
        await two.send_json({"type": "undo"})
        assert "no ply -1" in (await _next(two, "error"))["message"]
        await one.close()
        await two.send_json({"type": "play", "token": "+e5+e4"})
        assert (await _next(two, "state"))["moves"] == ["+e4+e5"]
        await two.close()

    _run(body)


def test_editor_reports_board_errors() -> None:
    async def body(client: TestClient) -> None:
        ws = await client.ws_connect("/ws")
        await _next(ws, "state")
        cells = [{"height": 0, "dome": False, "worker": None} for _ in range(25)]
        cells[0]["worker"] = cells[1]["worker"] = "A"
        cells[24]["worker"] = cells[23]["worker"] = "B"
        cells[12]["height"] = 2
        await ws.send_json({"type": "edit", "cells": cells, "gods": ["mortal", "pan"], "to_move": 1, "apply": True})
        edited = await _next(ws, "edited")
        assert edited["ok"] and edited["sfen"] == "0000B0B/00000/00200/00000/0A0A000 1 A:mortal,B:pan 2 -"
        assert (await _next(ws, "state"))["sfen"] == edited["sfen"]
        cells[5]["worker"] = "A"  # three workers
        await ws.send_json({"type": "edit", "cells": cells, "gods": ["mortal", "pan"], "to_move": 1})
        edited = await _next(ws, "edited")
        assert not edited["ok"] and edited["error"]

    _run(body)


def test_loopback_is_the_default() -> None:
    args = _parser().parse_args([])
    assert args.host == "127.0.0.1" and args.port == 0 and not args.no_browser


def test_an_engine_that_cannot_start_is_reported_and_play_goes_on() -> None:
    async def main() -> None:
        async with TestClient(TestServer(make_app(["/nonexistent/engine"]))) as client:
            ws = await client.ws_connect("/ws")
            dead = await _next(ws, "engine")
            assert dead["status"] == "dead" and "cannot start" in dead["detail"]
            assert (await _next(ws, "state"))["engine_sfen"] is None
            await ws.send_json({"type": "play", "token": "+a1+b1"})
            assert (await _next(ws, "state"))["moves"] == ["+a1+b1"]
            await ws.close()

    asyncio.run(main())


def test_a_draft_with_engine_choosers_then_placement_undo_and_the_record() -> None:
    async def body(client: TestClient) -> None:
        ws = await client.ws_connect("/ws")
        await _next(ws, "state")
        engine = {"kind": "engine", "depth": 1}
        await ws.send_json({"type": "new_game", "players": 3, "draft": True, "seats": [{"kind": "human"}, engine, engine]})
        state = await _next(ws, "state", lambda m: m["draft"] is not None)
        assert state["draft"]["phase"] == "offer" and state["turn"] == 1 and state["legal"] == [] and state["engine_sfen"] is None
        # the offer is checked by the server's Draft before it is sent ...
        await ws.send_json({"type": "check_offer", "gods": ["apollo", "artemis"]})
        assert "exactly 3 gods" in (await _next(ws, "offer_check"))["problem"]
        await ws.send_json({"type": "check_offer", "gods": ["apollo", "artemis", "athena"]})
        assert (await _next(ws, "offer_check"))["problem"] is None
        # ... and refused with the Draft's reason when it is played anyway
        await ws.send_json({"type": "play", "token": "offer:apollo,apollo,athena"})
        assert "offered twice" in (await _next(ws, "error"))["message"]
        await ws.send_json({"type": "play", "token": "offer:athena,apollo,artemis"})
        # seats 2 and 3 choose by the engine, giving its reasons
        said = await _next(ws, "engine_says")
        assert said["text"].startswith("draft:")
        state = await _next(ws, "state", lambda m: m["draft"]["phase"] == "first")
        assert state["moves"][0] == "offer:apollo,artemis,athena" and len(state["moves"]) == 3
        assert sorted(state["draft"]["gods"]) == ["apollo", "artemis", "athena"]
        await ws.send_json({"type": "play", "token": "first:5"})
        assert "1..3" in (await _next(ws, "error"))["message"]
        await ws.send_json({"type": "seats", "seats": [{"kind": "human"}] * 3})
        await _next(ws, "state")
        await ws.send_json({"type": "play", "token": "first:2"})
        state = await _next(ws, "state", lambda m: m["draft"]["phase"] == "done")
        assert state["turn"] == 2 and state["sfen"] == state["engine_sfen"] == state["start_sfen"]
        await ws.send_json({"type": "play", "token": "+a1+a2"})
        state = await _next(ws, "state", lambda m: m["ply"] == 5)
        assert state["sfen"] == state["engine_sfen"]
        await ws.send_json({"type": "export_record"})
        record = json.loads((await _next(ws, "record"))["text"])
        assert record["draft"] == state["moves"][:4] and record["moves"] == ["+a1+a2"] and record["start_sfen"] == state["start_sfen"]
        # undo goes back into the draft, redo out of it again
        await ws.send_json({"type": "goto", "ply": 2})
        state = await _next(ws, "state", lambda m: m["ply"] == 2)
        assert state["draft"]["phase"] == "choose" and state["draft"]["to_move"] == 3 and state["sfen"] == ""
        await ws.send_json({"type": "goto", "ply": 5})
        redone = await _next(ws, "state", lambda m: m["ply"] == 5)
        assert redone["sfen"] == redone["engine_sfen"] != ""
        await ws.send_json({"type": "load_record", "text": json.dumps(record)})
        loaded = await _next(ws, "state", lambda m: m["ply"] == 5)
        assert loaded["moves"] == state["moves"] and loaded["sfen"] == loaded["engine_sfen"]
        await ws.close()

    _run(body)


def test_the_editor_takes_female_workers_god_states_and_the_round() -> None:
    async def body(client: TestClient) -> None:
        ws = await client.ws_connect("/ws")
        await _next(ws, "state")
        cells = [{"height": 0, "dome": False, "worker": None} for _ in range(25)]
        for square, worker in ((1, "A"), (3, "a"), (22, "B"), (24, "B")):
            cells[square]["worker"] = worker
        edit = {"type": "edit", "cells": cells, "gods": ["selene", "morpheus"], "states": ["", "3"], "to_move": 1, "round": 4}
        await ws.send_json(edit)
        assert (await _next(ws, "edited"))["sfen"] == "000B00B/00000/00000/00000/00A00a0 1 A:selene,B:morpheus[3] 4 -"
        for change, words in (({"states": ["", "x"]}, "bad state [x]"), ({"round": "4"}, "whole number"), ({"states": ["^"]}, "one god state")):
            await ws.send_json({**edit, **change})
            answer = await _next(ws, "edited")
            assert not answer["ok"] and words in answer["error"]

    _run(body)


def test_the_boulder_is_drawn_kept_by_the_editor_and_refused_where_it_cannot_stand() -> None:
    from santorini.gui.game import cells as board_cells

    drawn = board_cells("00000/00000/00000/00000/00000 1 A:mortal,B:mortal 1 boulder@c3")
    assert [c["square"] for c in drawn if c["boulder"]] == ["c3"] and not any(c["dome"] for c in drawn)

    async def body(client: TestClient) -> None:
        ws = await client.ws_connect("/ws")
        await _next(ws, "state")
        cells = [{"height": 0, "dome": False, "worker": None, "boulder": False} for _ in range(25)]
        cells[12]["boulder"] = True
        edit = {"type": "edit", "cells": cells, "gods": ["mortal", "mortal"], "to_move": 1, "round": 1}
        await ws.send_json(edit)
        assert (await _next(ws, "edited"))["sfen"] == "00000/00000/00000/00000/00000 1 A:mortal,B:mortal 1 boulder@c3"
        cells[12]["height"] = 1
        await ws.send_json(edit)
        answer = await _next(ws, "edited")
        assert not answer["ok"] and "must stand alone" in answer["error"]

    _run(body)


def test_a_golden_fleece_game_shows_the_ram_and_its_holders_and_the_editor_keeps_them() -> None:
    placed = "00000/0000B0/00A000/000B0A0/00000 1 A:mortal,B:mortal 2 fleece:pan"

    async def body(client: TestClient) -> None:
        ws = await client.ws_connect("/ws")
        await _next(ws, "state")
        await ws.send_json({"type": "load_sfen", "sfen": placed})
        state = await _next(ws, "state")
        assert state["fleece"] == "pan" and state["holds_fleece"] == [False, False]
        assert {s["token"] for s in state["legal"]} == {f"ram@{c['square']}" for c in state["cells"] if not c["worker"]}
        await ws.send_json({"type": "play", "token": "ram@c3"})
        state = await _next(ws, "state")
        assert state["sfen"] == state["engine_sfen"] == placed.replace(" 1 A", " 2 A").replace("pan", "pan,ram@c3")
        assert [c["square"] for c in state["cells"] if c["ram"]] == ["c3"] and not any(c["dome"] for c in state["cells"])
        assert state["holds_fleece"] == [True, True]
        edit = {"type": "edit", "cells": state["cells"], "gods": state["gods"], "states": ["", ""],
                "fleece": state["fleece"], "to_move": 2, "round": 2}
        await ws.send_json(edit)
        assert (await _next(ws, "edited"))["sfen"] == state["sfen"]

    _run(body)


async def _no_state_until_pong(ws: Any) -> None:
    """A refused request changed nothing: no state was sent before the answer to a ping."""
    await ws.send_json({"type": "ping"})
    while True:
        message = await asyncio.wait_for(ws.receive_json(), TIMEOUT)
        assert message["type"] != "state", message
        if message["type"] == "pong":
            return


def test_a_pantheon_draft_sets_up_a_pair_a_player_through_undo_and_the_record() -> None:
    async def body(client: TestClient) -> None:
        ws = await client.ws_connect("/ws")
        await _next(ws, "state")
        human, engine = {"kind": "human"}, {"kind": "engine", "depth": 1}
        await ws.send_json({"type": "new_game", "players": 4, "draft": True, "team_workers": "own",
                            "seats": [human, human, human, engine]})
        state = await _next(ws, "state", lambda m: m["draft"] is not None)
        assert state["draft"]["team_workers"] == state["team_workers"] == "own" and state["sides"] == "ABCD"
        await ws.send_json({"type": "play", "token": "offer:apollo,artemis,athena,pan"})
        for token in ("choose:pan", "choose:athena"):
            await ws.send_json({"type": "play", "token": token})
        # seat 4, the engine, takes one of the last two; the Challenger names seat 3 to start
        state = await _next(ws, "state", lambda m: m["draft"] is not None and m["draft"]["phase"] == "first")
        await ws.send_json({"type": "play", "token": "first:3"})
        state = await _next(ws, "state", lambda m: m["draft"]["phase"] == "done")
        # the empty board: seats A, B, C, D (the engine's own SFEN, so its PantheonTeams too)
        assert state["sfen"] == state["engine_sfen"] == state["start_sfen"]
        seats = state["sfen"].split()[2].split(",")
        assert [seat[0] for seat in seats] == ["A", "B", "C", "D"] and seats[1:3] == ["B:pan", "C:athena"]
        assert state["sfen"].endswith(" 3 " + ",".join(seats) + " 1 first:3") and state["first"] == 3
        # seat 3 places its own pair, then seat 4 (the engine) its own: D workers on the board
        await ws.send_json({"type": "play", "token": "+c3+d3"})
        state = await _next(ws, "state", lambda m: m["ply"] == 7)
        assert state["sfen"] == state["engine_sfen"]
        letters = sorted(c["worker"] for c in state["cells"] if c["worker"])
        assert letters == ["C", "C", "D", "D"] and state["turn"] == 1
        # undo into the draft and out again: the mode is kept
        await ws.send_json({"type": "goto", "ply": 2})
        back = await _next(ws, "state", lambda m: m["ply"] == 2)
        assert back["draft"]["team_workers"] == "own" and back["sides"] == "ABCD" and back["draft"]["phase"] == "choose"
        await ws.send_json({"type": "goto", "ply": 7})
        again = await _next(ws, "state", lambda m: m["ply"] == 7)
        assert again["sfen"] == again["engine_sfen"] == state["sfen"]
        # the record keeps the mode; importing it replays the Pantheon draft
        await ws.send_json({"type": "export_record"})
        record = json.loads((await _next(ws, "record"))["text"])
        assert record["team_workers"] == "own" and record["start_sfen"] == state["start_sfen"] and len(record["draft"]) == 5
        await ws.send_json({"type": "load_record", "text": json.dumps(record)})
        loaded = await _next(ws, "state", lambda m: m["ply"] == 7)
        assert loaded["sfen"] == loaded["engine_sfen"] == state["sfen"] and loaded["draft"]["team_workers"] == "own"
        # a record without the field: its start position's seats say the mode
        del record["team_workers"]
        await ws.send_json({"type": "load_record", "text": json.dumps(record)})
        assert (await _next(ws, "state", lambda m: m["ply"] == 7))["sides"] == "ABCD"
        # a classic draft after it: the engine's option is set back (seats A, B, A, B)
        await ws.send_json({"type": "new_game", "players": 4, "draft": True, "seats": [human] * 4})
        state = await _next(ws, "state", lambda m: m["ply"] == 0)
        assert state["draft"]["team_workers"] == "shared" and state["sides"] == "ABAB"
        for token in ("offer:apollo,artemis,athena,pan", "choose:pan", "choose:athena", "choose:artemis", "first:1"):
            await ws.send_json({"type": "play", "token": token})
        state = await _next(ws, "state", lambda m: m["ply"] == 5)
        assert state["sfen"] == state["engine_sfen"] and state["sfen"].split()[2] == "A:apollo,B:pan,A:athena,B:artemis"
        await ws.close()

    _run(body)


def test_pantheon_teams_with_two_or_three_players_are_refused_and_change_nothing() -> None:
    async def body(client: TestClient) -> None:
        ws = await client.ws_connect("/ws")
        await _next(ws, "state")
        await ws.send_json({"type": "play", "token": "+a1+a2"})
        await _next(ws, "state", lambda m: m["ply"] == 1)
        for request in ({"type": "new_game", "players": 3, "draft": True, "team_workers": "own"},
                        {"type": "new_game", "players": 2, "draft": True, "team_workers": "own"},
                        {"type": "new_game", "players": 3, "gods": ["apollo", "artemis", "athena"], "team_workers": "own"}):
            await ws.send_json(request)
            error = await _next(ws, "error")
            assert error["request"] == "new_game" and f"need 4 players, not {request['players']}" in error["message"]
            await _no_state_until_pong(ws)
        await ws.send_json({"type": "new_game", "players": 4, "draft": True, "team_workers": "pairs"})
        assert "expected 'shared' or 'own'" in (await _next(ws, "error"))["message"]
        await _no_state_until_pong(ws)
        cells = [{"height": 0, "dome": False, "worker": None} for _ in range(25)]
        cells[0]["worker"] = cells[1]["worker"] = "A"
        cells[24]["worker"] = cells[23]["worker"] = "B"
        await ws.send_json({"type": "edit", "cells": cells, "gods": ["mortal", "pan"], "to_move": 1,
                            "team_workers": "own", "apply": True})
        edited = await _next(ws, "edited")
        assert not edited["ok"] and "need 4 players, not 2" in edited["error"]
        await _no_state_until_pong(ws)
        # the game is still the one played
        await ws.send_json({"type": "redo"})
        assert "no ply 2" in (await _next(ws, "error"))["message"]
        await ws.send_json({"type": "undo"})
        assert (await _next(ws, "state"))["players"] == 2
        await ws.close()

    _run(body)


def test_the_editor_builds_and_reopens_a_pantheon_position() -> None:
    async def body(client: TestClient) -> None:
        ws = await client.ws_connect("/ws")
        await _next(ws, "state")
        cells = [{"height": 0, "dome": False, "worker": None} for _ in range(25)]
        for square, worker in ((0, "A"), (1, "A"), (4, "B"), (9, "B"), (20, "C"), (21, "C"), (24, "D"), (23, "d")):
            cells[square]["worker"] = worker
        edit = {"type": "edit", "cells": cells, "gods": ["apollo", "artemis", "atlas", "selene"], "states": [""] * 4,
                "to_move": 2, "round": 2, "team_workers": "own"}
        await ws.send_json({**edit, "apply": True})
        edited = await _next(ws, "edited")
        assert edited["ok"] and edited["sfen"] == "0C0C00d0D/00000/00000/00000B/0A0A000B 2 A:apollo,B:artemis,C:atlas,D:selene 2 -"
        state = await _next(ws, "state")
        assert state["sfen"] == state["engine_sfen"] == edited["sfen"]
        assert state["sides"] == "ABCD" and state["team_workers"] == "own" and state["first"] is None
        # the same board with the classic teams has no C or D
        await ws.send_json({**edit, "team_workers": "shared"})
        answer = await _next(ws, "edited")
        assert not answer["ok"] and "no side C" in answer["error"]
        # a Pantheon placement started by seat 3 keeps its start seat (first:3)
        cells = [{"height": 0, "dome": False, "worker": None} for _ in range(25)]
        cells[12]["worker"] = cells[13]["worker"] = "C"
        placing = {**edit, "cells": cells, "to_move": 4, "round": 1, "first": 3}
        await ws.send_json({**placing, "apply": True})
        edited = await _next(ws, "edited")
        assert edited["sfen"] == "00000/00000/000C0C0/00000/00000 4 A:apollo,B:artemis,C:atlas,D:selene 1 first:3"
        state = await _next(ws, "state")
        assert state["first"] == 3 and state["sfen"] == state["engine_sfen"] == edited["sfen"]
        await ws.send_json({**placing, "first": "3"})
        assert "seat number" in (await _next(ws, "edited"))["error"]

    _run(body)


def test_a_draft_with_nyx_names_her_night_power_and_undo_replays_it() -> None:
    async def body(client: TestClient) -> None:
        ws = await client.ws_connect("/ws")
        await _next(ws, "state")
        human, engine = {"kind": "human"}, {"kind": "engine", "depth": 1}
        await ws.send_json({"type": "new_game", "players": 2, "draft": True, "seats": [human, engine]})
        await _next(ws, "state", lambda m: m["draft"] is not None)
        await ws.send_json({"type": "play", "token": "offer:nyx,pan"})
        state = await _next(ws, "state", lambda m: m["draft"]["phase"] == "night")
        assert state["draft"]["to_move"] == 1 and "night:zeus" in state["draft"]["legal"]
        assert "night:pan" not in state["draft"]["legal"] and "night:dionysus" not in state["draft"]["legal"]
        await ws.send_json({"type": "play", "token": "night:pan"})     # offered: refused, nothing changes
        error = await _next(ws, "error")
        assert "already in the game" in error["message"]
        await ws.send_json({"type": "play", "token": "night:zeus"})
        # seat 2, the engine, chooses; the Challenger names the start seat
        await _next(ws, "state", lambda m: m["draft"] is not None and m["draft"]["phase"] == "first")
        await ws.send_json({"type": "play", "token": "first:1"})
        state = await _next(ws, "state", lambda m: m["draft"]["phase"] == "done")
        assert state["sfen"] == state["engine_sfen"] and "nyx[zeus]" in state["sfen"]
        # undo into the draft and back: the night token is one of the draft's tokens
        await ws.send_json({"type": "goto", "ply": 1})
        back = await _next(ws, "state", lambda m: m["ply"] == 1)
        assert back["draft"]["phase"] == "night"
        await ws.send_json({"type": "goto", "ply": 4})
        again = await _next(ws, "state", lambda m: m["ply"] == 4)
        assert again["sfen"] == state["sfen"] and again["draft"]["phase"] == "done"
        await ws.close()

    _run(body)
