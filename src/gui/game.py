"""The game a GUI tab holds: a start position, the turns played and a cursor for undo/redo.

Every rule comes from :class:`santorini.Board` (the native core): the legal turns, playing
one, the position string and the result.  This module only turns them into the JSON the
page draws and narrows its clicks with.
"""

from __future__ import annotations

import itertools
import json
from typing import Any

from santorini.board import Board
from santorini.errors import SantoriniError
from santorini.notation import SEAT_SIDES, SQUARE_NAMES, START_SFEN, SeatRecord, SfenRecord, Step, Token
from santorini.notation import format_sfen, format_token, parse_sfen, parse_token
from santorini.rules.gods import GODS, lineup_problem, playable_gods
from santorini.tools.match import parse_record

#: Step runs whose order a player may click in any order (placements, consecutive builds):
#: the page is also given those orders, checked by Board to spell the same turn.
_ORDERLESS = ("place", "build")
#: Permutations are tried for runs up to this length (3! spellings); longer runs keep their order.
_MAX_RUN = 3


class GuiError(ValueError):
    """A request from the page that cannot be honoured; its text is shown to the user."""


def _step_json(step: Step) -> dict[str, Any]:
    return {"kind": step.kind, "square": SQUARE_NAMES[step.square], "dome": step.dome, "female": step.female}


def click_steps(token: Token) -> list[dict[str, Any]]:
    """A turn as the clicks that make it: the acting worker first, then each step."""
    if token.pass_turn:
        return [{"kind": "pass", "square": None, "dome": False, "female": False}]
    steps = [_step_json(step) for step in token.steps]
    if token.start is not None:
        steps.insert(0, {"kind": "worker", "square": SQUARE_NAMES[token.start], "dome": False, "female": False})
    return steps


def _reorderings(token: Token) -> list[Token]:
    """Other spellings of a token with the steps of each orderless run permuted."""
    runs: list[list[int]] = []
    for i, step in enumerate(token.steps):
        if step.kind in _ORDERLESS and runs and runs[-1][-1] == i - 1 and token.steps[i - 1].kind == step.kind:
            runs[-1].append(i)
        elif step.kind in _ORDERLESS:
            runs.append([i])
    runs = [run for run in runs if 2 <= len(run) <= _MAX_RUN]
    if not runs:
        return []
    options = [list(itertools.permutations(run)) for run in runs]
    found = []
    for choice in itertools.product(*options):
        steps = list(token.steps)
        for run, order in zip(runs, choice):
            for slot, source in zip(run, order):
                steps[slot] = token.steps[source]
        if tuple(steps) != token.steps:
            found.append(Token(token.start, tuple(steps), token.pass_turn))
    return found


def legal_spellings(board: Board) -> list[dict[str, Any]]:
    """Each legal turn as ``{"token", "steps"}``, plus the click orders Board accepts for it."""
    out = []
    for move in board.legal_moves:
        token = parse_token(move.token)
        out.append({"token": move.token, "steps": click_steps(token)})
        for other in _reorderings(token):
            try:
                same = board.parse(format_token(other)).token == move.token
            except SantoriniError:
                same = False
            if same:
                out.append({"token": move.token, "steps": click_steps(other)})
    return out


def cells(sfen: str) -> list[dict[str, Any]]:
    """The 25 squares of a position string as the page draws them, a1..e5 by square index."""
    record = parse_sfen(sfen)
    workers = record.worker_map()
    return [
        {"square": name, "height": record.heights[i], "dome": record.domes[i], "worker": workers.get(i)}
        for i, name in enumerate(SQUARE_NAMES)
    ]


def catalog() -> dict[str, Any]:
    """The gods the page may offer, per player count, with their names and powers."""
    names = {n: playable_gods(n) for n in SEAT_SIDES}
    order = sorted({g for gods in names.values() for g in gods}, key=lambda g: (GODS[g].index, g))
    return {
        "players": {str(n): [g for g in order if g in gods] for n, gods in names.items()},
        "gods": {g: {"display": GODS[g].display, "set": GODS[g].set, "description": GODS[g].description} for g in order},
        "sides": dict((str(n), sides) for n, sides in SEAT_SIDES.items()),
    }


def start_sfen(players: int, gods: list[str]) -> str:
    """The empty board for a lineup, or GuiError saying why the catalog refuses it."""
    if players not in SEAT_SIDES:
        raise GuiError(f"{players} players: the game has 2, 3 or 4")
    if len(gods) != players:
        raise GuiError(f"{len(gods)} gods for {players} players: one god per seat")
    problem = lineup_problem(gods, players)
    if problem is not None:
        raise GuiError(problem)
    seats = tuple(SeatRecord(side, god) for side, god in zip(SEAT_SIDES[players], gods))
    return format_sfen(SfenRecord((0,) * 25, (False,) * 25, (), 1, seats, 1))


def edited_sfen(data: dict[str, Any]) -> str:
    """The position string of the editor's fields, checked by Board (its error text otherwise)."""
    try:
        squares = data["cells"]
        gods = [str(g) for g in data["gods"]]
        players = len(gods)
        if players not in SEAT_SIDES or len(squares) != 25:
            raise GuiError("the editor needs 25 squares and 2, 3 or 4 gods")
        workers = {i: str(c["worker"]) for i, c in enumerate(squares) if c.get("worker")}
        seats = tuple(SeatRecord(side, god) for side, god in zip(SEAT_SIDES[players], gods))
        record = SfenRecord(
            tuple(int(c["height"]) for c in squares),
            tuple(bool(c["dome"]) for c in squares),
            workers,
            int(data["to_move"]),
            seats,
            int(data.get("round", 2)),
        )
        text = format_sfen(record)
    except (KeyError, TypeError, AttributeError) as error:
        raise GuiError(f"malformed editor data: {error}") from None
    return Board(text).sfen()


class Game:
    """A start position, the turns played from it, and how many of them are on the board."""

    def __init__(self, sfen: str = START_SFEN, moves: list[str] | tuple[str, ...] = ()) -> None:
        self._start = Board(sfen)
        self.start_sfen = self._start.sfen()
        self.board = self._start.copy()
        self.moves: list[str] = []
        self.cursor = 0
        #: ply -> the last score an engine gave there, from the first side's view (graph)
        self.evals: dict[int, dict[str, Any]] = {}
        for ply, token in enumerate(moves, start=1):
            try:
                self.play(token)
            except SantoriniError as error:
                raise GuiError(f"turn {ply} {token!r}: {error}") from None

    def play(self, token: str) -> str:
        """Play a turn at the cursor (the redo tail is kept if it starts with this turn)."""
        move = self.board.parse(token)
        if self.cursor < len(self.moves) and self.moves[self.cursor] == move.token:
            self.cursor += 1
        else:
            del self.moves[self.cursor :]
            self.evals = {ply: e for ply, e in self.evals.items() if ply <= self.cursor}
            self.moves.append(move.token)
            self.cursor += 1
        self.board.push(move)
        return move.token

    def goto(self, ply: int) -> None:
        """Step back or forward through the turns played (undo, redo, the move list)."""
        if not 0 <= ply <= len(self.moves):
            raise GuiError(f"no ply {ply} in a game of {len(self.moves)} turns")
        while self.cursor > ply:
            self.board.pop()
            self.cursor -= 1
        while self.cursor < ply:
            self.board.push(self.moves[self.cursor])
            self.cursor += 1

    def state(self) -> dict[str, Any]:
        """Everything the page draws, as JSON."""
        board = self.board
        outcome = board.outcome()
        sfen = board.sfen()
        return {
            "type": "state",
            "sfen": sfen,
            "start_sfen": self.start_sfen,
            "cells": cells(sfen),
            "players": board.players,
            "sides": SEAT_SIDES[board.players],
            "gods": list(board.gods),
            "turn": board.turn,
            "side_to_move": board.side_to_move,
            "round": board.round,
            "moves": list(self.moves),
            "ply": self.cursor,
            "eliminated": board.eliminated,
            "outcome": None if outcome is None else {"winner": outcome.winner, "reason": outcome.reason, "god": outcome.god},
            "legal": [] if outcome is not None else legal_spellings(board),
            "evals": {str(ply): e for ply, e in sorted(self.evals.items())},
        }

    def record(self, engines: dict[str, str]) -> str:
        """The game as one line of ``santorini match --records`` (the turns up to the cursor)."""
        board = self.board
        outcome = board.outcome()
        return json.dumps(
            {
                "game": 1,
                "opening": [],
                "moves": self.moves[: self.cursor],
                "engines": engines,
                "result": outcome.winner if outcome else "ongoing",
                "winner": engines.get(outcome.winner) if outcome else None,
                "reason": outcome.reason if outcome else "unfinished",
                "detail": "",
                "start_sfen": self.start_sfen,
                "final_sfen": board.sfen(),
                "clocks": None,
                "time_ms": 0,
            },
            separators=(",", ":"),
        )

    @classmethod
    def from_record(cls, text: str) -> Game:
        """The first game of a records file (JSON lines); its turns are all played, for stepping."""
        lines = [line for line in text.splitlines() if line.strip()]
        if not lines:
            raise GuiError("the records file is empty")
        record = parse_record(lines[0])
        return cls(record.get("start_sfen", START_SFEN), [*record.get("opening", []), *record["moves"]])
