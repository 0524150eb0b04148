"""The game a GUI tab holds: a start position (or a god draft), the tokens played and a
cursor for undo/redo.

Every rule comes from :class:`santorini.Board` (the native core): the legal turns, playing
one, the position string and the result; the draft's from :class:`santorini.rules.draft.Draft`.
This module only turns them into the JSON the page draws and narrows its clicks with.
"""

from __future__ import annotations

import itertools
import json
import random
from typing import Any, Final

from santorini.board import Board
from santorini.errors import SantoriniError
from santorini.notation import (
    OPENER_PREFIX, OWN_PAIRS_SIDES, SEAT_SIDES, SQUARE_NAMES, START_SFEN, TEAM_WORKERS, SeatRecord, SfenRecord, Step, Token,
)
from santorini.notation import ORIENTATIONS, format_sfen, format_token, parse_sfen, parse_token
from santorini.notation.tokens import ABYSS_PREFIX, FATE_PREFIX
from santorini.rules.draft import Draft, offer_token
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
    if step.kind == "draw":     # a card a deck drew (Tyche's): the referee's, never clicked
        return {"kind": "draw", "square": None, "card": step.square, "dome": False, "female": False}
    if step.kind == "orient":   # a direction, not a square: a button on the page (Aeolus, Siren)
        return {"kind": "orient", "square": None, "direction": ORIENTATIONS[step.square], "dome": False,
                "female": False}
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
        {"square": name, "height": record.heights[i], "dome": record.domes[i], "worker": workers.get(i),
         "boulder": i in record.boulders, "ram": i in record.rams}
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
        "own_pairs_sides": OWN_PAIRS_SIDES,
    }


def _team_workers(value: Any, players: int) -> str:
    """A request's ``team_workers`` checked against the player count: ``shared`` (the classic
    teams, and every 2- or 3-player game) or, with 4 players only, ``own`` (the Pantheon
    teams, a pair a player); GuiError otherwise."""
    if value not in TEAM_WORKERS:
        raise GuiError(f"team_workers {value!r}: expected 'shared' or 'own' (the Pantheon teams)")
    if value == "own" and players != 4:
        raise GuiError(f"the Pantheon teams (team_workers 'own') need 4 players, not {players}")
    return str(value)


def seat_sides(players: int, workers: str = "shared") -> str:
    """The seats' side letters: A,B,C,D for the Pantheon teams, else the classic ones."""
    return OWN_PAIRS_SIDES if workers == "own" else SEAT_SIDES[players]


def start_sfen(players: int, gods: list[str], workers: str = "shared") -> str:
    """The empty board for a lineup (with 4 players and ``workers="own"``, the Pantheon
    teams: a pair a player), or GuiError saying why the catalog refuses it."""
    if players not in SEAT_SIDES:
        raise GuiError(f"{players} players: the game has 2, 3 or 4")
    if len(gods) != players:
        raise GuiError(f"{len(gods)} gods for {players} players: one god per seat")
    _team_workers(workers, players)
    problem = lineup_problem(gods, players)
    if problem is not None:
        raise GuiError(problem)
    sides = seat_sides(players, workers)
    seats = tuple(SeatRecord(side, god) for side, god in zip(sides, gods))
    return format_sfen(SfenRecord((0,) * 25, (False,) * 25, (), 1, seats, 1))


def _round(value: Any) -> int:
    """The editor's round field as a number; its range is the SFEN parser's to judge."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise GuiError(f"the round (SFEN field 4) is a whole number, not {value!r}")
    return value


def edited_sfen(data: dict[str, Any]) -> str:
    """The position string of the editor's fields, checked by Board (its error text otherwise)."""
    try:
        squares = data["cells"]
        gods = [str(g) for g in data["gods"]]
        players = len(gods)
        if players not in SEAT_SIDES or len(squares) != 25:
            raise GuiError("the editor needs 25 squares and 2, 3 or 4 gods")
        sides = seat_sides(players, _team_workers(data.get("team_workers", "shared"), players))
        first = data.get("first")
        if first is not None and (isinstance(first, bool) or not isinstance(first, int)):
            raise GuiError(f"the start seat (first:K) is a seat number or nothing, not {first!r}")
        workers = {i: str(c["worker"]) for i, c in enumerate(squares) if c.get("worker")}
        states = data.get("states") or [None] * players
        if len(states) != players or not all(s is None or isinstance(s, str) for s in states):
            raise GuiError("the editor needs one god state (text, or nothing) per seat")
        # an empty field is no state; the text itself is judged by the SFEN parser below
        seats = tuple(SeatRecord(side, god, (state.strip() or None) if state else None)
                      for side, god, state in zip(sides, gods, states))
        record = SfenRecord(
            tuple(int(c["height"]) for c in squares),
            tuple(bool(c["dome"]) for c in squares),
            workers,
            int(data["to_move"]),
            seats,
            _round(data.get("round", 2)),
            tuple(f"boulder@{SQUARE_NAMES[i]}" for i, c in enumerate(squares) if c.get("boulder"))
            + tuple(f"ram@{SQUARE_NAMES[i]}" for i, c in enumerate(squares) if c.get("ram"))
            + ((f"fleece:{data['fleece']}",) if data.get("fleece") else ())
            + ((f"{OPENER_PREFIX}{first}",) if first is not None else ()),
        )
        text = format_sfen(record)
    except (KeyError, TypeError, AttributeError) as error:
        raise GuiError(f"malformed editor data: {error}") from None
    return Board(text).sfen()


#: The tokens of choices made in secret (Tartarus' Abyss, Moerae's Fate area): a seat that may
#: not know the secret sees ``abyss@?``, ``fate@?``.
_SECRET_CHOICES: Final = (ABYSS_PREFIX, FATE_PREFIX)


def _masked(token: str) -> str:
    """The token as a seat kept from the secrets sees it."""
    return next((f"{prefix}?" for prefix in _SECRET_CHOICES if token.startswith(prefix)), token)


def _unseen(token: str) -> str:
    """A turn of a seat whose workers the viewer cannot see (Hecate's), as the viewer sees it: her
    placement ``+?+?``, a turn by its builds only (``?^d5``), a move with none ``?``."""
    if token.startswith("+"):
        return "+?" * token.count("+")
    head, caret, builds = token.partition("^")
    return f"?^{builds}" if caret else "?"


def _empty_cells() -> list[dict[str, Any]]:
    """The board of a draft: nobody has placed yet and no god is known for every seat."""
    return [{"square": name, "height": 0, "dome": False, "worker": None, "boulder": False, "ram": False}
            for name in SQUARE_NAMES]


class Game:
    """A start position or a god draft, the tokens played from it, and how many are on the board.

    With a draft (``draft_players``) the first ``players + 1`` tokens are the draft's (offer,
    the choices, the start seat; one more, ``night:<god>``, after an offer with Nyx) and the turns follow on the board the draft leads to; its
    ``team_workers`` (``own``: the Pantheon teams, 4 players) is the Draft's, kept for every
    replay from the start (undo into the draft, a record).
    """

    def __init__(self, sfen: str = START_SFEN, moves: list[str] | tuple[str, ...] = (), draft_players: int | None = None,
                 team_workers: str = "shared") -> None:
        if draft_players is not None and draft_players not in SEAT_SIDES:
            raise GuiError(f"{draft_players} players: the game has 2, 3 or 4")
        if draft_players is None and team_workers != "shared":
            raise GuiError("team_workers goes with a draft: a position's seats say it (A,B,C,D)")
        self.draft_players = draft_players
        #: the draft's team mode (``own``: the Pantheon teams); a position's seats say it without one
        self.draft_workers = "shared" if draft_players is None else _team_workers(team_workers, draft_players)
        self._start = None if draft_players is not None else Board(sfen)
        self.moves: list[str] = []
        self.cursor = 0
        #: ply -> the last score an engine gave there, from the first side's view (graph)
        self.evals: dict[int, dict[str, Any]] = {}
        #: draws the cards where a deck decides (Tyche's); seed it for a game that replays
        self.chance = random.Random()
        self._rewind()
        for ply, token in enumerate(moves, start=1):
            try:
                self._play(token)   # the cards drawn are among the tokens
            except SantoriniError as error:
                raise GuiError(f"turn {ply} {token!r}: {error}") from None
        self._draw()

    def _rewind(self) -> None:
        """Back to before the first token."""
        self.cursor = 0
        if self._start is not None:
            self.draft: Draft | None = None
            self.board: Board | None = self._start.copy()
            self.start_sfen: str | None = self._start.sfen()
        else:
            assert self.draft_players is not None
            self.draft = Draft(self.draft_players, team_workers=self.draft_workers)
            self.board, self.start_sfen = None, None

    def _movers(self) -> list[int]:
        """The seat (1-based) that played each of the tokens; 0 for the draft's."""
        board = Board(self.start_sfen) if self.start_sfen is not None else None
        movers = [0] * self.draft_length
        for token in self.moves[self.draft_length:]:
            assert board is not None
            movers.append(board.turn)
            board.push(token)
        return movers

    @property
    def draft_length(self) -> int:
        """How many of the tokens are the draft's (0 without a draft): the offer, Nyx's Night
        Power if she is offered, the choices, the start seat."""
        if self.draft_players is None:
            return 0
        night = len(self.moves) > 1 and self.moves[1].startswith("night:")
        return self.draft_players + 1 + night

    @property
    def drafting(self) -> bool:
        return self.board is None

    @property
    def players(self) -> int:
        return self.board.players if self.board is not None else self.draft_players or 2

    @property
    def sides(self) -> str:
        """The seats' side letters (the Pantheon teams' A, B, C, D too), as the start position
        has them (during the draft, as the draft will set them up)."""
        if self.start_sfen is None:
            return seat_sides(self.players, self.team_workers)
        return "".join(seat.side for seat in parse_sfen(self.start_sfen).seats)

    @property
    def team_workers(self) -> str:
        """``own`` for the Pantheon teams (seats A, B, C, D: a pair a player), else ``shared``."""
        if self.draft_players is not None:
            return self.draft_workers
        assert self.start_sfen is not None
        return "own" if self.sides == OWN_PAIRS_SIDES else "shared"

    @property
    def turn(self) -> int:
        """The seat to act: in the draft the Draft's, then the board's."""
        if self.board is None:
            assert self.draft is not None
            return self.draft.to_move
        return self.board.turn

    def over(self) -> bool:
        return self.board is not None and self.board.is_game_over()

    def _advance(self, token: str) -> str:
        """Play one token at the cursor on the draft or the board; its canonical spelling."""
        if self.board is None:
            assert self.draft is not None
            self.draft.play(token)  # changes nothing when illegal
            if self.draft.done:
                board = Board(self.draft.sfen())
                self.board, self.start_sfen = board, board.sfen()
            return self.draft.history[-1]
        move = self.board.parse(token)
        self.board.push(move)
        return move.token

    def offer_problem(self, gods: list[str]) -> str | None:
        """Why offering these gods now is refused (the Draft's reason), or None."""
        if self.draft is None or self.board is not None or self.draft.phase != "offer":
            return "no offer is due: the game is not at the Challenger's offer"
        playable = playable_gods(self.draft.players)
        unplayable = [g for g in gods if g not in playable]
        if unplayable:
            # the Draft accepts the whole catalog, but the board after it must be one the core plays
            return f"god {unplayable[0]!r} cannot be played here with {self.draft.players} players"
        try:
            self.draft.copy().play(offer_token(gods))
        except SantoriniError as error:
            return str(error)
        return None

    def play(self, token: str) -> str:
        """Play a token at the cursor (the redo tail is kept if it starts with this one), then
        the card a deck draws after it, if one does."""
        played = self._play(token)
        self._draw()
        return played

    def _play(self, token: str) -> str:
        if self.board is None and token.startswith("offer:"):
            problem = self.offer_problem(token[len("offer:") :].split(","))
            if problem is not None:
                raise GuiError(problem)
        played = self._advance(token)
        self._keep(played)
        return played

    def _keep(self, played: str) -> None:
        """Note a token played at the cursor (the redo tail is kept if it starts with it)."""
        if self.cursor < len(self.moves) and self.moves[self.cursor] == played:
            self.cursor += 1
        else:
            del self.moves[self.cursor :]
            self.evals = {ply: e for ply, e in self.evals.items() if ply <= self.cursor}
            self.moves.append(played)
            self.cursor += 1

    def _draw(self) -> None:
        """The GUI is the referee: where a deck decides (Tyche's draw) the card comes at once,
        drawn with its odds (the redo tail's card if it has one), and is kept among the
        tokens like any turn, so that undo, redo and a record replay it."""
        while self.board is not None and not self.board.is_game_over():
            odds = self.board.chance_odds()
            if not odds:
                return
            if self.cursor < len(self.moves) and self.moves[self.cursor] in odds:
                card = self.moves[self.cursor]
            else:
                card = self.chance.choices(list(odds), weights=list(odds.values()))[0]
            self._keep(self._advance(card))

    def goto(self, ply: int) -> None:
        """Step back or forward through the tokens played (undo, redo, the move list)."""
        if not 0 <= ply <= len(self.moves):
            raise GuiError(f"no ply {ply} in a game of {len(self.moves)} turns")
        if min(ply, self.cursor) < self.draft_length:
            # a Draft cannot take a token back: replay from the start instead
            self._rewind()
        while self.cursor > ply:
            assert self.board is not None
            self.board.pop()
            self.cursor -= 1
        while self.cursor < ply:
            self._advance(self.moves[self.cursor])
            self.cursor += 1
        self._draw()    # no game rests where a deck decides: on to after its card

    @staticmethod
    def _picked(draft: Draft) -> list[str | None]:
        """Each seat's god as far as the choices so far tell (seat 1's is known last)."""
        picks = [token[len("choose:") :] for token in draft.history if token.startswith("choose:")]
        return [None, *picks, *[None] * (draft.players - 1 - len(picks))]

    def draft_state(self) -> dict[str, Any] | None:
        """The draft at the cursor as the page shows it (None for a game without one)."""
        draft = self.draft
        if draft is None:
            return None
        return {
            "players": draft.players,
            "team_workers": draft.team_workers,
            "phase": draft.phase,
            "to_move": draft.to_move,
            "offered": list(draft.offered),
            "remaining": list(draft.remaining),
            "gods": list(draft.gods) if draft.gods else self._picked(draft),
            "start_seat": draft.start_seat,
            "tokens": list(draft.history),
            # offers are not listed (too many): the page picks gods and asks offer_problem
            "legal": [] if draft.phase == "offer" else draft.legal_tokens(),
            "playable": playable_gods(draft.players),
        }
    def state(self, viewer: int | None = None) -> dict[str, Any]:
        """Everything the page draws, as JSON (during the draft: the empty board, no legal turns);
        with ``viewer`` (1-based), the position as that seat may know it (a human playing
        against Tartarus' engine sees no Abyss, and its turns as if there were none)."""
        common = {
            "type": "state",
            "start_sfen": self.start_sfen,
            "players": self.players,
            "sides": self.sides,
            "team_workers": self.team_workers,
            "turn": self.turn,
            "side_to_move": self.sides[self.turn - 1],
            "moves": list(self.moves),
            "ply": self.cursor,
            "draft": self.draft_state(),
            "evals": {str(ply): e for ply, e in sorted(self.evals.items())},
        }
        board = self.board
        if board is None:
            draft = common["draft"]
            return {**common, "sfen": "", "cells": _empty_cells(), "gods": draft["gods"], "round": 0,
                    "eliminated": [], "outcome": None, "legal": []}
        outcome = board.outcome()
        sfen = board.sfen(viewer=viewer)
        seen = board if viewer is None or outcome is not None else Board(sfen)
        if sfen != board.sfen():    # a secret is kept from the viewer: so is the choice that made it
            common["moves"] = [_masked(move) for move in self.moves]
            hiding = board.hiding_seats(viewer) if viewer is not None and outcome is None else []
            if hiding:
                movers = self._movers()
                common["moves"] = [_unseen(move) if movers[ply] in hiding else move
                                   for ply, move in enumerate(common["moves"])]
        return {
            **common,
            "sfen": sfen,
            "cells": cells(sfen),
            "gods": list(board.gods),
            "god_states": [seat.state for seat in parse_sfen(sfen).seats],
            # the start seat while seats still place or orient (SFEN item first:K), for the editor
            "first": next((int(item[len(OPENER_PREFIX) :]) for item in parse_sfen(sfen).extra
                           if item.startswith(OPENER_PREFIX)), None),
            # The Golden Fleece: the Ram's god, and which seats hold its power this turn.
            "fleece": board.fleece,
            "holds_fleece": [board.holds_fleece(seat) for seat in range(1, board.players + 1)],
            "round": board.round,
            "eliminated": board.eliminated,
            "outcome": None if outcome is None else {"winner": outcome.winner, "reason": outcome.reason, "god": outcome.god},
            "legal": [] if outcome is not None else legal_spellings(seen),
        }

    def record(self, engines: dict[str, str]) -> str:
        """The game as one line of ``santorini match --records`` (the turns up to the cursor).

        A drafted game starts from the board the draft led to; its draft tokens go in an extra
        ``draft`` field, which ``check_record`` tolerates and :meth:`from_record` replays.
        """
        board = self.board
        if board is None:
            raise GuiError("the draft is not finished: a record starts from the board after it")
        outcome = board.outcome()
        record: dict[str, Any] = {
            "game": 1,
            "opening": [],
            "moves": self.moves[self.draft_length : self.cursor],
            "engines": engines,
            "result": outcome.winner if outcome else "ongoing",
            "winner": engines.get(outcome.winner) if outcome else None,
            "reason": outcome.reason if outcome else "unfinished",
            "detail": "",
            "start_sfen": self.start_sfen,
            "final_sfen": board.sfen(),
            "clocks": None,
            "time_ms": 0,
        }
        if self.draft is not None:
            record["draft"] = self.moves[: self.draft_length]
            record["team_workers"] = self.draft_workers
        return json.dumps(record, separators=(",", ":"))

    @classmethod
    def from_record(cls, text: str) -> Game:
        """The first game of a records file (JSON lines); its turns are all played, for stepping."""
        lines = [line for line in text.splitlines() if line.strip()]
        if not lines:
            raise GuiError("the records file is empty")
        record = parse_record(lines[0])
        turns = [*record.get("opening", []), *record["moves"]]
        draft = record.get("draft")
        if draft is None:
            return cls(record.get("start_sfen", START_SFEN), turns)
        if not isinstance(draft, list) or not draft or not all(isinstance(t, str) for t in draft) or not draft[0].startswith("offer:"):
            raise GuiError("'draft' must be the list of draft tokens, the offer first")
        players = len(draft[0].split(","))
        # the draft's team mode: the record's own field, else what its start position's seats say
        workers = record.get("team_workers")
        if workers is None and isinstance(record.get("start_sfen"), str):
            try:
                workers = "own" if "".join(s.side for s in parse_sfen(record["start_sfen"]).seats) == OWN_PAIRS_SIDES else None
            except SantoriniError:
                workers = None  # a bad start_sfen is Board's to report below
        game = cls(moves=draft, draft_players=players, team_workers="shared" if workers is None else workers)
        if game.drafting or ("start_sfen" in record and Board(record["start_sfen"]).sfen() != game.start_sfen):
            raise GuiError(f"the record's draft {' '.join(draft)} (team_workers {game.team_workers!r}) does not lead to its start_sfen")
        for ply, token in enumerate(turns, start=len(draft) + 1):
            try:
                game.play(token)
            except SantoriniError as error:
                raise GuiError(f"turn {ply} {token!r}: {error}") from None
        return game
