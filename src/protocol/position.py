"""The ``position`` command (protocol §4) and the game it sets up: a Board, or a god draft
still in progress.

>>> parse_position("startpos moves +b3+d3".split()).board.sfen()
'00000/00000/00A00A0/00000/00000 2 A:mortal,B:mortal 1 -'
>>> parse_position("sfen 00000/00000/00000/00000/00000 1 A:mortal,B:mortal 1 - moves +a1+a1".split())
Traceback (most recent call last):
...
santorini.protocol.syntax.UspError: illegal-move 1 +a1+a1 illegal turn '+a1+a1' in 00000/00000/00000/00000/00000 1 A:mortal,B:mortal 1 -
>>> game = parse_position("draft players 3 moves offer:apollo,artemis,athena".split())
>>> game.describe_draft()
'draft: 3 players, phase choose, seat 2 to act, offered apollo,artemis,athena'
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from santorini.board import Board
from santorini.errors import UnsupportedError
from santorini.notation import parse_sfen, start_sfen
from santorini.protocol.capabilities import GODS, PLAYERS, VARIANTS
from santorini.protocol.syntax import UspError, echo
from santorini.rules import gods as catalog
from santorini.rules.draft import Draft, FleeceDraft

__all__ = ["Game", "parse_position"]

_GOD_NAME: Final = re.compile(r"[a-z_]+")
_COUNT: Final = re.compile(r"[0-9]+")

#: The catalog ruling whose alternative lets ``mortal`` seats play with 3 or 4 players:
#: the AllowMortal option selects it for ``position startpos`` and ``position sfen``.
_MORTAL_ANY_COUNT: Final = "mortal-players"


@dataclass
class Game:
    """The engine's position: a Board, or a god draft still in progress (``board`` None)."""

    board: Board | None
    draft: Draft | FleeceDraft | None = None

    @property
    def drafting(self) -> bool:
        return self.board is None

    def describe_draft(self) -> str:
        draft = self.draft
        offered = ",".join(draft.offered) or "-"
        return f"draft: {draft.players} players, phase {draft.phase}, seat {draft.to_move} to act, offered {offered}"

    def legal_tokens(self) -> list[str]:
        """The legal tokens in ASCII order: draft tokens during the draft (offers made of the
        gods this engine plays), else turns; none once the game is over."""
        if self.drafting:
            return sorted(self.draft.legal_tokens(pool=GODS))
        if self.board.is_game_over():
            return []
        return sorted(move.token for move in self.board.legal_moves)

    def draft_token(self, index: int, token: str) -> str:
        """The canonical spelling of a draft token that ``position draft moves`` would accept
        here (UspError otherwise, as for the ``index``-th token of a ``moves`` list); the
        draft itself is unchanged.

        >>> parse_position(["draft"]).draft_token(1, "offer:pan,apollo")
        'offer:apollo,pan'
        """
        probe = self.draft.copy()
        _play_draft_token(probe, index, token)
        return probe.history[-1]

    def result_line(self) -> str:
        """``result ongoing`` / ``result winner X``, plus ``eliminated …`` (protocol §4).

        >>> parse_position(["startpos"]).result_line()
        'result ongoing'
        """
        if self.drafting:
            return "result ongoing"
        outcome = self.board.outcome()
        text = "result ongoing" if outcome is None else f"result winner {outcome.winner}"
        if self.board.eliminated:
            text += " eliminated " + " ".join(self.board.eliminated)
        return text


def parse_position(
    args: Sequence[str],
    allow_mortal: bool = False,
    rulings: frozenset[str] = frozenset(),
    team_workers: str = "shared",
) -> Game:
    """The game a ``position`` command describes (UspError on any problem); ``team_workers``
    says how 4 players' teams hold workers from ``startpos`` and ``draft`` (``own``: the
    Pantheon edition's pair a player, option PantheonTeams; a SFEN's seats say it itself)."""
    if not args:
        raise UspError("syntax", "position startpos|draft|sfen <5 fields> [moves t...]")
    kind = args[0].lower()
    rest = list(args[1:])
    moves: list[str] = []
    lowered = [word.lower() for word in rest]
    if "moves" in lowered:
        at = lowered.index("moves")
        rest, moves = rest[:at], rest[at + 1 :]
    draft = None
    if kind == "startpos":
        board = _startpos(rest, allow_mortal, rulings, team_workers)
    elif kind == "draft":
        board, draft = None, _draft(rest, team_workers)
    elif kind == "sfen":
        board = _sfen_board(rest, allow_mortal, rulings)
    else:
        raise UspError("syntax", f"position: expected startpos, draft or sfen, got {echo(args[0])}")
    for index, token in enumerate(moves, start=1):
        if board is None:
            board = _draft_step(draft, index, token, rulings)
            continue
        try:
            board.push(token)
        except ValueError as error:
            raise UspError("illegal-move", f"{index} {echo(token)} {echo(str(error), 160)}") from None
    return Game(board, draft)


def _play_draft_token(draft: Draft | FleeceDraft, index: int, token: str) -> None:
    """Play one draft token (``index`` is its place in the list, for the error detail): an
    illegal token is ``illegal-move``, an offer of a god this engine cannot play ``unsupported``."""
    try:
        draft.play(token)
    except UnsupportedError as error:
        raise UspError("unsupported", f"{index} {echo(token)} {echo(str(error), 160)}") from None
    except ValueError as error:
        raise UspError("illegal-move", f"{index} {echo(token)} {echo(str(error), 160)}") from None
    for god in draft.offered if isinstance(draft, Draft) else (draft.fleece,):
        if god not in GODS:
            raise UspError("unsupported", f"{index} {echo(token)} god {god!r} is not playable by this engine")


def _draft_step(draft: Draft | FleeceDraft, index: int, token: str, rulings: frozenset[str] = frozenset()) -> Board | None:
    """Play one draft token; the Board once the draft is over, else None."""
    _play_draft_token(draft, index, token)
    if not draft.done:
        return None
    try:
        return Board(draft.sfen(), rulings=rulings)
    except ValueError as error:
        raise UspError("unsupported", f"{index} {echo(token)} {echo(str(error), 160)}") from None


def _read_keywords(words: Sequence[str], allowed: Sequence[str], command: str) -> dict[str, str]:
    values: dict[str, str] = {}
    i = 0
    while i < len(words):
        key = words[i].lower()
        if key not in allowed:
            raise UspError("syntax", f"position {command}: unexpected {echo(words[i])} (expected {', '.join(allowed)} or moves)")
        if key in values:
            raise UspError("syntax", f"position {command}: {key} given twice")
        if i + 1 >= len(words):
            raise UspError("syntax", f"position {command}: {key} needs a value")
        values[key] = words[i + 1]
        i += 2
    return values


def _players(values: dict[str, str], command: str) -> int:
    text = values.get("players", "2")
    if not _COUNT.fullmatch(text):
        raise UspError("syntax", f"position {command}: players needs a number, got {echo(text)}")
    players = int(text) if len(text) <= 9 else None     # more digits: no count this engine plays
    if players not in PLAYERS:
        raise UspError("unsupported", f"{echo(text, 24)} players (this engine plays {', '.join(str(n) for n in PLAYERS)})")
    return players


def _startpos(
    words: Sequence[str], allow_mortal: bool = False, rulings: frozenset[str] = frozenset(), team_workers: str = "shared"
) -> Board:
    values = _read_keywords(words, ("players", "gods", "variant", "night"), "startpos")
    players = _players(values, "startpos")
    if _variant(values) == "goldenfleece":
        return _fleece_startpos(values, players, rulings)
    gods = None
    if "gods" in values:
        gods = values["gods"].lower().split(",")
        if len(gods) != players:
            raise UspError("syntax", f"position startpos: gods lists {len(gods)} gods for {players} seats")
        for god in gods:
            if not _GOD_NAME.fullmatch(god):
                raise UspError("unsupported", f"unknown god {echo(god)}")
    states = None
    if "night" in values:
        # docs/usp.md: the Night Power of the lineup's Nyx (gods.md §3.5, 66).
        night = values["night"].lower()
        if not _GOD_NAME.fullmatch(night):
            raise UspError("syntax", f"position startpos: night names one god, not {echo(night)}")
        if not catalog.NIGHT_CARDS & set(gods or ()):
            raise UspError("syntax", "position startpos: night names the Night Power of a Nyx in the gods")
        states = catalog.start_states(gods, night)
    sfen = start_sfen(players, gods, team_workers=team_workers if players == 4 else "shared", states=states)
    _check_lineup([seat.god for seat in parse_sfen(sfen).seats], players, allow_mortal)
    return _start_board(sfen, rulings)


def _variant(values: dict[str, str]) -> str:
    variant = values.get("variant", "standard").lower()
    if variant not in VARIANTS:
        raise UspError("unsupported", f"variant {echo(variant)} is not supported (variants: {', '.join(VARIANTS)})")
    return variant


def _fleece_startpos(values: dict[str, str], players: int, rulings: frozenset[str]) -> Board:
    """``position startpos variant goldenfleece gods <god>``: the one god named is the Ram's
    (docs/usp.md); the seats have no power of their own."""
    if players != 2:
        raise UspError("unsupported", f"the Golden Fleece is played by 2 players, not {players}")
    if "gods" not in values:
        raise UspError("syntax", "position startpos variant goldenfleece: gods <god> names the Ram's god")
    god = values["gods"].lower()
    if not _GOD_NAME.fullmatch(god):
        raise UspError("syntax", f"position startpos variant goldenfleece: gods names one god, the Ram's, not {echo(god)}")
    if god not in GODS:
        raise UspError("unsupported", f"unknown god {echo(god)}")
    return _start_board(start_sfen(2, fleece=god), rulings)


def _start_board(sfen: str, rulings: frozenset[str]) -> Board:
    try:
        return Board(sfen, rulings=rulings)
    except ValueError as error:
        raise UspError("unsupported", echo(str(error), 200)) from None


def _check_lineup(gods: Sequence[str], players: int, allow_mortal: bool) -> None:
    """The catalog's rule for the gods of one game (unknown, not allowed for the player count,
    held twice, a banned pair), the same for every way in: ``error unsupported``.  AllowMortal
    selects the ruling that lets ``mortal`` seats play with 3 or 4 players."""
    problem = catalog.lineup_problem(gods, players, {_MORTAL_ANY_COUNT} if allow_mortal else ())
    if problem is not None:
        raise UspError("unsupported", echo(problem, 200))


def _draft(words: Sequence[str], team_workers: str = "shared") -> Draft | FleeceDraft:
    values = _read_keywords(words, ("players", "variant"), "draft")
    players = _players(values, "draft")
    if _variant(values) == "standard":
        return Draft(players, team_workers=team_workers if players == 4 else "shared")
    if players != 2:
        raise UspError("unsupported", f"the Golden Fleece is played by 2 players, not {players}")
    return FleeceDraft()


def _sfen_board(fields: Sequence[str], allow_mortal: bool, rulings: frozenset[str] = frozenset()) -> Board:
    if len(fields) != 5:
        raise UspError("bad-sfen", f"expected 5 fields (board to-move seats round extra), got {len(fields)}")
    for field in fields:    # a field is one word: a line end or other control byte is no separator here
        if not (field.isascii() and field.isprintable()):
            raise UspError("bad-sfen", f"SFEN field {echo(field)} holds a character that is not printable ASCII")
    try:
        board = Board(" ".join(fields), rulings=rulings)
    except UnsupportedError as error:
        raise UspError("unsupported", echo(str(error), 200)) from None
    except ValueError as error:
        raise UspError("bad-sfen", echo(str(error), 200)) from None
    _check_lineup(board.gods, board.players, allow_mortal)     # Board takes more (test positions)
    return board
