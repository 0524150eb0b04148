"""Positions in the format of JPricey's santorini-ai engine, to and from a :class:`Board`.

Their position string is ``<heights>/<player to move>/<player 1>/<player 2>``, for example
``0000000000000000000000000/1/mortal:C5,D3/mortal:C4,A1``.  What this module relies on, read
from https://github.com/JPricey/santorini-ai (commit 4e76fe8):

- ``santorini_core/src/square.rs``: square 0 is A5 and the order is row by row from the top
  left (A5 B5 ... E5, A4 ... E1); squares are printed as uppercase names and read either as
  names in any case or as indices 0-24;
- ``santorini_core/src/fen.rs``: exactly four fields split on ``/``; 25 height digits in
  square order; the player to move, ``1`` or ``2``; per player ``god[state]:square,...``,
  written with ``#`` first for the winner, without the ``:`` while no worker is placed, the
  workers in square order; the parser also takes ``#`` anywhere in the name and an old ``-``
  mark on a player that the opponent's Athena stops from moving up;
- ``santorini_core/src/board.rs`` (``dome_up``) and ``uci/README.md``: any dome makes the
  height 4, so a dome stands on level 3 only; there are two players and no round number;
- the gods' names and state forms: :mod:`santorini.rules.santorini_ai`.

A position one format cannot hold is an :class:`~santorini.errors.UnsupportedError`, a
malformed santorini-ai string an :class:`~santorini.errors.SfenError`.

>>> board = from_santorini_ai("0000000000000000000000000/1/mortal:2,13/mortal:7,20")
>>> board.sfen()
'000A00/000B00/0000A0/00000/0B0000 1 A:mortal,B:mortal 2 -'
>>> to_santorini_ai(board)
'0000000000000000000000000/1/mortal:C5,D3/mortal:C4,A1'
"""

from __future__ import annotations

import re
from typing import Final, NamedTuple

from santorini.board import GOD_STATES, Board
from santorini.errors import SfenError, UnsupportedError
from santorini.notation import SEAT_SIDES, SQUARE_INDEX, SQUARE_NAMES, SeatRecord, SfenRecord, format_sfen, parse_sfen
from santorini.notation.squares import DIRECTIONS
from santorini.rules.gods import PLAYABLE
from santorini.rules.santorini_ai import NAMES, STATE_FORMS

__all__ = ["FORMATS", "SANTORINI_AI", "SFEN", "convert", "from_santorini_ai", "position_format", "to_santorini_ai"]

SFEN: Final = "sfen"
SANTORINI_AI: Final = "santorini-ai"
#: The position formats :func:`convert` reads and writes.
FORMATS: Final = (SFEN, SANTORINI_AI)

#: Our square index of each of their squares, in their order (A5 first).
_ORDER: Final = tuple((4 - index // 5) * 5 + index % 5 for index in range(25))
#: The state text of a player whose opponents may not move up, which their old ``-`` mark sets.
_MOVED_UP: Final = "^"
#: Clio's coins, and the mark of one out of the game in our state (`clio[b2,x]`).
_COINS: Final = 3
_COIN_GONE: Final = "x"
#: Each direction and its opposite: Aeolus' wind blowing toward one bars the moves toward the
#: other, the direction their state names.
_AGAINST: Final = {name: list(DIRECTIONS)[(index + 4) % 8] for index, name in enumerate(DIRECTIONS)}
_HEIGHTS: Final = re.compile(r"[0-4]{25}")
_SECTION: Final = re.compile(r"(?P<name>[^\[\]:]*)(?:\[(?P<state>[^\[\]]*)\])?(?::(?P<squares>.*))?", re.S)
_GOD_NAME: Final = re.compile(r"[a-z0-9]+")


def to_santorini_ai(board: Board) -> str:
    """The santorini-ai position string of a board."""
    record = parse_sfen(board.sfen())
    if len(record.seats) != 2:
        raise UnsupportedError(f"santorini-ai plays 2 players, this position has {len(record.seats)}")
    if record.extra:
        raise UnsupportedError(f"santorini-ai has no {record.extra[0].partition('@')[0]} (extra field {','.join(record.extra)})")
    cells = []
    for sq in _ORDER:
        if record.domes[sq] and record.heights[sq] != 3:
            raise UnsupportedError(
                f"dome on level {record.heights[sq]} on {SQUARE_NAMES[sq]}: santorini-ai has domes on level 3 only")
        cells.append("4" if record.domes[sq] else str(record.heights[sq]))
    sections = [_write_section(record, index) for index in range(2)]
    return "/".join(["".join(cells), str(record.to_move), *sections])


def _write_section(record: SfenRecord, index: int) -> str:
    seat = record.seats[index]
    if seat.god not in NAMES:
        raise UnsupportedError(f"god {seat.god!r} has no counterpart in santorini-ai")
    workers = record.worker_map()
    squares = [sq for sq in _ORDER if workers.get(sq, "").upper() == seat.side]
    form = STATE_FORMS.get(seat.god)
    state = seat.state
    if form == "stock":
        stock = int(state or 0)
        if index + 1 == record.to_move and squares:
            if not stock:
                raise UnsupportedError(f"{seat.god} to move without the build of his turn: santorini-ai cannot hold it")
            stock -= 1
        state = str(stock)
    elif form == "female":
        state = next((SQUARE_NAMES[sq].upper() for sq in squares if workers[sq].islower()), None)
    elif form == "square":
        state = None if state is None else state.upper()
    elif form == "wind" and state is not None:
        state = _AGAINST[state]
    elif form == "coins" and state is not None:
        items = state.split(",")
        coins = [item.upper() for item in items if item != _COIN_GONE]
        state = f"{_COINS - len(items)}|{','.join(coins)}"
    elif form != "text" and state is not None:
        raise UnsupportedError(f"state [{state}] of {seat.god!r} has no santorini-ai form")
    if form != "female" and any(workers[sq].islower() for sq in squares):
        raise UnsupportedError(f"the female worker of side {seat.side} has no santorini-ai form for {seat.god!r}")
    text = ("#" if seat.winner else "") + seat.god + ("" if state is None else f"[{state}]")
    return text + (":" + ",".join(SQUARE_NAMES[sq].upper() for sq in squares) if squares else "")


def from_santorini_ai(fen: str) -> Board:
    """The board of a santorini-ai position string.  Their format has no round: the round
    is 1 while a player has no worker on the board, else 2."""
    if not isinstance(fen, str):
        raise SfenError(f"a santorini-ai position is a string, not {fen!r}")
    fields = fen.strip().split("/")
    if len(fields) != 4:
        raise SfenError(f"santorini-ai position {fen!r} has {len(fields)} fields separated by '/' "
                        "(expected 4: heights, player to move, player 1, player 2)")
    heights_text, to_move_text, *sections = fields
    if not _HEIGHTS.fullmatch(heights_text):
        raise SfenError(f"santorini-ai heights {heights_text!r} are not 25 digits 0-4")
    if to_move_text not in ("1", "2"):
        raise SfenError(f"santorini-ai player to move {to_move_text!r} is not 1 or 2")
    to_move = int(to_move_text)
    players = [_read_section(text, number) for number, text in enumerate(sections, start=1)]
    heights, domes = [0] * 25, [False] * 25
    for digit, sq in zip(heights_text, _ORDER):
        heights[sq], domes[sq] = min(int(digit), 3), digit == "4"
    workers: dict[int, str] = {}
    for player, side in zip(players, SEAT_SIDES[2]):
        for sq in player.squares:
            if sq in workers:
                raise SfenError(f"two workers on {SQUARE_NAMES[sq].upper()} in santorini-ai position {fen!r}")
            workers[sq] = side
    states = [_our_state(player, player.number == to_move, workers) for player in players]
    for player, opponent in zip(players, reversed(players)):
        if player.blocked and STATE_FORMS.get(opponent.god) == "text" and _MOVED_UP in GOD_STATES.get(opponent.god, {}):
            states[opponent.number - 1] = _MOVED_UP
    seats = tuple(SeatRecord(side, player.god, state, winner=player.won)
                  for side, player, state in zip(SEAT_SIDES[2], players, states))
    round_number = 1 if any(not player.squares for player in players) else 2
    record = SfenRecord(tuple(heights), tuple(domes), tuple(workers.items()), to_move, seats, round_number)
    return Board(format_sfen(record))


class _Player(NamedTuple):
    """One player section of a santorini-ai string, squares by our index."""

    number: int
    god: str
    state: str
    won: bool
    blocked: bool
    squares: list[int]


def _read_section(text: str, number: int) -> _Player:
    match = _SECTION.fullmatch(text)
    if not text or match is None:
        raise SfenError(f"santorini-ai player {number} {text!r} is not '[#]god[[state]][:square,...]'")
    name = match["name"]
    god = name.replace("#", "").replace("-", "").strip()
    if not _GOD_NAME.fullmatch(god) or god not in NAMES:
        raise SfenError(f"santorini-ai player {number} {text!r}: unknown god {god!r}")
    if god not in PLAYABLE:
        raise UnsupportedError(f"santorini-ai god {god!r} has no counterpart here")
    squares = [_square(word.strip(), number) for word in (match["squares"] or "").split(",") if word.strip()]
    return _Player(number, god, match["state"] or "", "#" in name, "-" in name, squares)


def _square(word: str, number: int) -> int:
    """Our index of one of their squares: a name in any case or their index."""
    if word.isdigit() and word.isascii() and int(word) < 25:
        return _ORDER[int(word)]
    if word.lower() in SQUARE_INDEX:
        return SQUARE_INDEX[word.lower()]
    raise SfenError(f"santorini-ai player {number}: bad square {word!r} (A1..E5 or 0..24)")


def _our_state(player: _Player, to_move: bool, workers: dict[int, str]) -> str | None:
    """Our SFEN state text of a player's state; marks the female worker in ``workers``."""
    form, text = STATE_FORMS.get(player.god), player.state
    if form == "stock":
        if not (text == "" or text.isdigit() and text.isascii()):
            raise SfenError(f"santorini-ai state [{text}] of {player.god!r} is not a number of builds")
        stock = int(text or 0) + (1 if to_move and player.squares else 0)
        return str(stock) if stock else None
    if form == "female":
        if text:
            female = _square(text, player.number)
            if female not in player.squares:
                raise SfenError(f"santorini-ai state [{text}] of {player.god!r} is not one of the player's workers")
            workers[female] = workers[female].lower()
        return None
    if form == "text" and (text == "" or text in GOD_STATES.get(player.god, {})):
        return text or None
    if form == "square" and text:
        return SQUARE_NAMES[_square(text, player.number)]
    if form == "coins" and text:
        return _our_coins(text, player)
    if form == "wind" and text:
        if text.lower() not in _AGAINST:
            raise SfenError(f"santorini-ai state [{text}] of {player.god!r} is not a direction ({' '.join(DIRECTIONS)})")
        return _AGAINST[text.lower()]
    if text:
        raise SfenError(f"santorini-ai state [{text}] of {player.god!r} is not one this engine reads")
    return None


def _our_coins(text: str, player: _Player) -> str | None:
    """Our state of Clio's coins from theirs, ``left|squares``: the squares in ASCII order,
    then an ``x`` for each coin neither on the card nor on the board."""
    left, bar, squares_text = text.partition("|")
    if not bar or not (left.isdigit() and left.isascii()) or int(left) > _COINS:
        raise SfenError(f"santorini-ai state [{text}] of {player.god!r} is not 'coins left|squares'")
    squares = sorted({_square(word.strip(), player.number) for word in squares_text.split(",") if word.strip()},
                     key=lambda sq: SQUARE_NAMES[sq])
    gone = _COINS - int(left) - len(squares)
    if gone < 0:
        raise SfenError(f"santorini-ai state [{text}] of {player.god!r} has more than {_COINS} coins")
    items = [SQUARE_NAMES[sq] for sq in squares] + [_COIN_GONE] * gone
    return ",".join(items) or None


def position_format(text: str) -> str:
    """:data:`SFEN` for a position with white space (five fields), else :data:`SANTORINI_AI`.

    >>> position_format("00000/00000/00000/00000/00000 1 A:mortal,B:mortal 1 -")
    'sfen'
    >>> position_format("0000000000000000000000000/1/mortal/mortal")
    'santorini-ai'
    """
    return SFEN if len(text.split()) > 1 else SANTORINI_AI


def convert(text: str, to: str | None = None) -> str:
    """A position in format ``to`` (by default the other one); the input format is detected.

    >>> convert("0000000000000000000000000/2/athena[^]:B3,D3/mortal:C2,C4")
    '00000/000B00/00A00A0/000B00/00000 2 A:athena[^],B:mortal 2 -'
    """
    if to is not None and to not in FORMATS:
        raise UnsupportedError(f"unknown position format {to!r} (expected {' or '.join(FORMATS)})")
    source = position_format(text)
    board = Board(text) if source == SFEN else from_santorini_ai(text)
    target = to or (SANTORINI_AI if source == SFEN else SFEN)
    return board.sfen() if target == SFEN else to_santorini_ai(board)
