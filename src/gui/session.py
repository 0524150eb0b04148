"""One browser tab: its game, its seats (human or engine), its analysis and its engine process.

Each tab owns one engine process, started when the tab connects and ended when it
closes, so two tabs never wait for each other's searches nor see each other's games.
Requests are handled one at a time; a search runs as a task beside them, and every change
of position first stops it (its late ``bestmove`` is dropped by a generation count).
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

from santorini.errors import SantoriniError
from santorini.gui.engine import EngineFailure, UspProcess
from santorini.gui.game import Game, GuiError, catalog, cells, edited_sfen, start_sfen
from santorini.notation import SEAT_SIDES

log = logging.getLogger(__name__)

Send = Callable[[dict[str, Any]], Awaitable[None]]

#: The most lines the page may ask to follow (the engine allows more; the page shows these).
MAX_MULTIPV = 8
#: Limits an engine seat may be given, so a typo cannot hang a tab for ever.
MAX_DEPTH, MAX_MOVETIME = 62, 600_000


def _score(score: Any) -> dict[str, Any] | None:
    if score is None:
        return None
    if score.cp is not None:
        return {"kind": "cp", "value": score.cp}
    return {"kind": "win", "value": score.win} if score.win is not None else {"kind": "loss", "value": score.loss}


def _first_side_view(score: dict[str, Any] | None, mover: str, players: int) -> dict[str, Any] | None:
    """A score from side A's view (two sides only: with three players there is no single view)."""
    if score is None or players == 3:
        return None
    if mover == "A":
        return score
    if score["kind"] == "cp":
        return {"kind": "cp", "value": -score["value"]}
    return {"kind": "loss" if score["kind"] == "win" else "win", "value": score["value"]}


def _seat(data: Any) -> dict[str, Any]:
    """A seat's setting from the page: ``{"kind": "human"}`` or an engine with depth or movetime."""
    if not isinstance(data, dict) or data.get("kind") not in ("human", "engine"):
        raise GuiError("a seat is {'kind': 'human'} or {'kind': 'engine', 'depth': D} / {'movetime': MS}")
    if data["kind"] == "human":
        return {"kind": "human"}
    depth, movetime = data.get("depth"), data.get("movetime")
    if isinstance(depth, int) and not isinstance(depth, bool) and 1 <= depth <= MAX_DEPTH:
        return {"kind": "engine", "depth": depth}
    if isinstance(movetime, int) and not isinstance(movetime, bool) and 1 <= movetime <= MAX_MOVETIME:
        return {"kind": "engine", "movetime": movetime}
    raise GuiError(f"an engine seat needs depth 1..{MAX_DEPTH} or movetime 1..{MAX_MOVETIME} ms")


class Session:
    """The state and the engine behind one websocket."""

    def __init__(self, engine_command: Sequence[str], send: Send) -> None:
        self._command = list(engine_command)
        self._send = send
        self.engine: UspProcess | None = None
        self.game = Game()
        self.seats: list[dict[str, Any]] = [{"kind": "human"}, {"kind": "human"}]
        #: engine seats wait after an undo or a step through the game, until "resume"
        self.paused = False
        self.analysing = False
        self.multipv = 1
        self._lock = asyncio.Lock()
        self._search_task: asyncio.Task[None] | None = None
        self._watch_task: asyncio.Task[None] | None = None
        self._generation = 0
        self._engine_multipv = 1
        #: the engine's PantheonTeams option (how ``position draft`` with 4 players sets up teams)
        self._engine_pantheon = False
        self._closed = False

    # -- lifetime ---------------------------------------------------------------

    async def open(self) -> None:
        await self._send({"type": "hello", "protocol": 1, "catalog": catalog()})
        await self._start_engine()
        await self.refresh()

    async def close(self) -> None:
        self._closed = True
        async with self._lock:
            await self._halt_search()
            if self.engine is not None:
                await self.engine.quit()
        if self._watch_task is not None:
            self._watch_task.cancel()

    async def _start_engine(self) -> None:
        engine = UspProcess(self._command)
        self.engine = engine
        self._engine_multipv, self._engine_pantheon = 1, False
        try:
            await engine.start()
        except EngineFailure as error:
            await engine.quit()
            await self._send({"type": "engine", "status": "dead", "detail": str(error), "stderr": engine.stderr_tail()})
            return
        await self._send({"type": "engine", "status": "ready", "name": engine.name, "pid": engine.pid})
        self._watch_task = asyncio.create_task(self._watch(engine))

    async def _watch(self, engine: UspProcess) -> None:
        """Tell the page when its engine process ends without being asked to."""
        code = await engine.wait()
        if not self._closed and self.engine is engine and not engine.quitting:
            await self._send({"type": "engine", "status": "dead", "detail": f"the engine exited (status {code})", "stderr": engine.stderr_tail()})

    def _engine_ok(self) -> bool:
        return self.engine is not None and self.engine.alive

    # -- requests ---------------------------------------------------------------

    async def receive(self, text: str) -> None:
        """Handle one websocket message; whatever goes wrong is answered with an error message."""
        try:
            message = json.loads(text)
        except (json.JSONDecodeError, RecursionError):
            await self._error("bad-json", f"not JSON: {text[:60]!r}", None)
            return
        kind = message.get("type") if isinstance(message, dict) else None
        handler = self._HANDLERS.get(kind) if isinstance(kind, str) else None
        if handler is None:
            await self._error("unknown-type", f"unknown message type {kind!r}", kind)
            return
        try:
            await handler(self, message)
        except (GuiError, SantoriniError, EngineFailure) as error:
            await self._error(type(error).__name__, str(error), kind)
        except (KeyError, TypeError, ValueError) as error:
            await self._error("bad-request", f"{kind}: {error!r}", kind)

    async def _error(self, code: str, message: str, request: str | None) -> None:
        await self._send({"type": "error", "code": code, "message": message, "request": request})

    async def _new_game(self, message: dict[str, Any]) -> None:
        players = message.get("players", 2)
        gods = message.get("gods") or ["mortal"] * (players if isinstance(players, int) else 2)
        if not isinstance(players, int) or not isinstance(gods, list):
            raise GuiError("new_game needs players (2, 3, 4) and a list of gods")
        workers = message.get("team_workers", "shared")
        if message.get("draft"):
            game = Game(draft_players=players, team_workers=workers)
        else:
            game = Game(start_sfen(players, [str(g) for g in gods], workers))
        seats = [_seat(s) for s in message.get("seats", [])] or [{"kind": "human"}] * players
        if len(seats) != players:
            raise GuiError(f"{len(seats)} seat settings for {players} players")
        await self._replace(game, seats)

    async def _replace(self, game: Game, seats: list[dict[str, Any]] | None = None) -> None:
        async with self._lock:
            await self._halt_search()
            self.game = game
            self.seats = seats or [{"kind": "human"}] * game.players
            self.paused = False
        await self.refresh(new_game=True)

    async def _check_lineup(self, message: dict[str, Any]) -> None:
        players, gods = message["players"], [str(g) for g in message["gods"]]
        try:
            start_sfen(players, gods)
            problem = None
        except GuiError as error:
            problem = str(error)
        await self._send({"type": "lineup", "players": players, "gods": gods, "problem": problem})

    async def _check_offer(self, message: dict[str, Any]) -> None:
        gods = message["gods"]
        if not isinstance(gods, list) or not all(isinstance(g, str) for g in gods):
            raise GuiError("check_offer needs a list of gods")
        await self._send({"type": "offer_check", "gods": gods, "problem": self.game.offer_problem(gods)})

    async def _set_seats(self, message: dict[str, Any]) -> None:
        seats = [_seat(s) for s in message["seats"]]
        if len(seats) != self.game.players:
            raise GuiError(f"{len(seats)} seat settings for {self.game.players} players")
        self.seats = seats
        await self.refresh()

    async def _play(self, message: dict[str, Any]) -> None:
        token = message["token"]
        if not isinstance(token, str):
            raise GuiError("play needs a token")
        async with self._lock:
            if self.game.over():
                raise GuiError("the game is over")
            seat = self.seats[self.game.turn - 1]
            if seat["kind"] == "engine" and not self.paused:
                raise GuiError(f"seat {self.game.turn} is played by the engine")
            await self._halt_search()
            self.game.play(token)
            self.paused = False
        await self.refresh()

    async def _undo(self, message: dict[str, Any]) -> None:
        await self._goto({"ply": self.game.cursor - 1})

    async def _redo(self, message: dict[str, Any]) -> None:
        await self._goto({"ply": self.game.cursor + 1})

    async def _goto(self, message: dict[str, Any]) -> None:
        ply = message["ply"]
        if not isinstance(ply, int) or isinstance(ply, bool):
            raise GuiError("goto needs a ply number")
        async with self._lock:
            await self._halt_search()
            self.game.goto(ply)
            self.paused = True
        await self.refresh()

    async def _resume(self, message: dict[str, Any]) -> None:
        self.paused = False
        await self.refresh()

    async def _analyse(self, message: dict[str, Any]) -> None:
        multipv = message.get("multipv", self.multipv)
        if not isinstance(multipv, int) or not 1 <= multipv <= MAX_MULTIPV:
            raise GuiError(f"multipv is 1..{MAX_MULTIPV}")
        self.analysing = bool(message.get("on", True))
        self.multipv = multipv
        await self.refresh()

    async def _load_sfen(self, message: dict[str, Any]) -> None:
        sfen = message["sfen"]
        if not isinstance(sfen, str):
            raise GuiError("load_sfen needs a position string")
        await self._replace(Game(sfen.strip()))

    async def _load_record(self, message: dict[str, Any]) -> None:
        text = message["text"]
        if not isinstance(text, str):
            raise GuiError("load_record needs the text of a records file")
        game = Game.from_record(text)
        await self._replace(game)
        async with self._lock:
            self.paused = True  # a loaded game is for stepping through, not for the engine to continue

    async def _export_record(self, message: dict[str, Any]) -> None:
        name = self.engine.name if self.engine else "engine"
        engines = {}
        for side, seat in zip(self.game.state()["sides"], self.seats):
            engines.setdefault(side, name if seat["kind"] == "engine" else "human")
        await self._send({"type": "record", "text": self.game.record(engines) + "\n"})

    async def _edit(self, message: dict[str, Any]) -> None:
        try:
            sfen = edited_sfen(message)
        except (GuiError, SantoriniError) as error:
            await self._send({"type": "edited", "ok": False, "error": str(error)})
            return
        await self._send({"type": "edited", "ok": True, "sfen": sfen})
        if message.get("apply"):
            await self._replace(Game(sfen))

    async def _restart_engine(self, message: dict[str, Any]) -> None:
        async with self._lock:
            await self._halt_search()
            old = self.engine
            if old is not None:
                await old.quit()
            await self._start_engine()
        await self.refresh()

    async def _preview(self, message: dict[str, Any]) -> None:
        moves = message["moves"]
        if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
            raise GuiError("preview needs a list of turn tokens")
        if self.game.board is None:
            raise GuiError("no preview during the draft: there is no board yet")
        board = self.game.board.copy(stack=False)
        for token in moves:
            board.push(token)
        await self._send({"type": "preview", "moves": moves, "sfen": board.sfen(), "cells": cells(board.sfen())})

    async def _ping(self, message: dict[str, Any]) -> None:
        await self._send({"type": "pong", "engine_alive": self._engine_ok(), "pid": self.engine.pid if self.engine else None})

    _HANDLERS: dict[str, Callable[[Session, dict[str, Any]], Awaitable[None]]] = {
        "new_game": _new_game,
        "check_lineup": _check_lineup,
        "check_offer": _check_offer,
        "seats": _set_seats,
        "play": _play,
        "undo": _undo,
        "redo": _redo,
        "goto": _goto,
        "resume": _resume,
        "analyse": _analyse,
        "load_sfen": _load_sfen,
        "load_record": _load_record,
        "export_record": _export_record,
        "edit": _edit,
        "restart_engine": _restart_engine,
        "preview": _preview,
        "ping": _ping,
    }

    # -- the engine's work ------------------------------------------------------

    async def refresh(self, new_game: bool = False) -> None:
        """Send the position (with the engine's own SFEN of it), then start the search it needs."""
        async with self._lock:
            await self._halt_search()
            # One human against engines sees only what the human's seat may know.
            humans = [i + 1 for i, seat in enumerate(self.seats) if seat["kind"] == "human"]
            state = self.game.state(viewer=humans[0] if len(humans) == 1 else None)
            state["seats"] = self.seats
            state["paused"] = self.paused
            state["analysing"] = self.analysing
            state["multipv"] = self.multipv
            state["engine_sfen"] = None
            problem = None
            if self._engine_ok():
                assert self.engine is not None
                try:
                    if new_game:
                        await self.engine.command("newgame")
                    await self._set_pantheon()
                    await self.engine.command(self._position())
                    if not self.game.drafting:  # the engine has no position string during a draft
                        state["engine_sfen"] = await self.engine.sfen()
                except EngineFailure as error:
                    problem = str(error)
            await self._send(state)
            if problem is not None:
                await self._error("engine", problem, None)
                return
            await self._start_search(state)

    async def _set_pantheon(self) -> None:
        """Before a drafted game's ``position draft``: the engine's option PantheonTeams as the
        draft's team mode (a ``position sfen`` says it by its seats, whatever the option)."""
        assert self.engine is not None
        pantheon = self.game.draft_players is not None and self.game.team_workers == "own"
        if self.game.draft_players is not None and pantheon != self._engine_pantheon:
            await self.engine.command(f"setoption name PantheonTeams value {'true' if pantheon else 'false'}")
            self._engine_pantheon = pantheon

    def _position(self) -> str:
        """The engine's ``position`` command for the game up to the cursor: a drafted game is
        sent as its draft, so the engine sees the draft and the turns after it as one game."""
        moves = " ".join(self.game.moves[: self.game.cursor])
        tail = f" moves {moves}" if moves else ""
        if self.game.draft_players is not None:
            return f"position draft players {self.game.draft_players}{tail}"
        return f"position sfen {self.game.start_sfen}{tail}"

    async def _start_search(self, state: dict[str, Any]) -> None:
        if not self._engine_ok() or state["outcome"] is not None or self._closed:
            return
        seat = self.seats[self.game.turn - 1]
        if seat["kind"] == "engine" and not self.paused:
            go, multipv, plays = ("go depth %d" % seat["depth"]) if "depth" in seat else ("go movetime %d" % seat["movetime"]), 1, True
        elif self.analysing and not self.game.drafting:  # a draft has no lines to analyse
            go, multipv, plays = "go infinite", self.multipv, False
        else:
            return
        assert self.engine is not None
        if multipv != self._engine_multipv:
            await self.engine.command(f"setoption name MultiPV value {multipv}")
            self._engine_multipv = multipv
        self._generation += 1
        self._search_task = asyncio.create_task(self._search(go, plays, self._generation))

    async def _search(self, go: str, plays: bool, generation: int) -> None:
        assert self.engine is not None
        ply, players, drafting = self.game.cursor, self.game.players, self.game.drafting
        mover = SEAT_SIDES[players][self.game.turn - 1]
        try:
            async for info in self.engine.search(go):
                if "bestmove" in info:
                    if plays and info["bestmove"] != "none":
                        asyncio.create_task(self._engine_played(generation, ply, info["bestmove"]))
                    elif plays and drafting and generation == self._generation:
                        await self._error("engine", "the engine made no draft decision (bestmove none): set the seat to human to go on", None)
                    return
                if "string" in info and generation == self._generation:
                    # the engine's reasons (a draft decision's) go to the page's log
                    await self._send({"type": "engine_says", "ply": ply, "text": info["string"]})
                    continue
                if "pv" not in info or generation != self._generation:
                    continue
                score = _score(info.get("score"))
                line = {
                    "type": "info",
                    "ply": ply,
                    "multipv": info.get("multipv", 1),
                    "depth": info.get("depth"),
                    "seldepth": info.get("seldepth"),
                    "score": score,
                    "score_a": _first_side_view(score, mover, players),
                    "bound": info.get("bound"),
                    "nodes": info.get("nodes"),
                    "nps": info.get("nps"),
                    "time": info.get("time"),
                    "pv": info["pv"],
                }
                if line["multipv"] == 1 and line["score_a"] is not None and info.get("bound") is None:
                    self.game.evals[ply] = line["score_a"]
                await self._send(line)
        except EngineFailure as error:
            if not self._closed:
                await self._error("engine", str(error), None)

    async def _engine_played(self, generation: int, ply: int, token: str) -> None:
        async with self._lock:
            if generation != self._generation or self.game.cursor != ply:
                return
            try:
                self.game.play(token)
            except SantoriniError as error:
                await self._error("engine", f"the engine played {token!r}: {error}", None)
                return
            self._search_task = None
        await self._send({"type": "engine_move", "ply": ply, "token": token})
        await self.refresh()

    async def _halt_search(self) -> None:
        """Stop the running search and wait for its end (the caller holds the lock)."""
        self._generation += 1
        task, self._search_task = self._search_task, None
        if task is None or task.done():
            return
        try:
            if self.engine is not None and self.engine.alive:
                await self.engine.stop()
            await asyncio.wait_for(asyncio.shield(task), 10)
        except (EngineFailure, asyncio.TimeoutError):
            task.cancel()
