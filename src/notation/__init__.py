"""Notation of the Universal Santorini Protocol: squares, turn tokens and SFEN.

Shared by the native core's Python wrapper and the pure-Python reference oracle,
so it knows nothing about the rules: it only reads and writes text
(protocol §2 and §3). One module per kind of text: :mod:`~santorini.notation.squares`
(square names, directions), :mod:`~santorini.notation.tokens` (turn tokens) and
:mod:`~santorini.notation.sfen` (position strings, the seats' side letters, the
start position).

>>> format_token(parse_token("b2-c3^d4"))
'b2-c3^d4'
>>> format_sfen(parse_sfen(START_SFEN)) == START_SFEN
True
"""

from santorini.notation.sfen import (
    BOULDER_PREFIX,
    OPENER_PREFIX,
    RESUME_PREFIX,
    FLEECE_PREFIX,
    MAX_WORKERS_PER_SIDE,
    OWN_PAIRS_SIDES,
    SEAT_SIDES,
    TEAM_WORKERS,
    SIDE_LETTERS,
    START_SFEN,
    SeatRecord,
    SfenRecord,
    boulder_squares,
    format_sfen,
    item_squares,
    parse_sfen,
    start_sfen,
)
from santorini.notation.squares import (
    DIRECTIONS,
    SQUARE_INDEX,
    SQUARE_NAMES,
    square_index,
    square_name,
    transform_square,
)
from santorini.notation.tokens import ORIENTATIONS, PASS, PASS_TOKEN, RAM_PREFIX, STEP_KINDS, Step, Token, format_token, parse_token

__all__ = [
    "BOULDER_PREFIX",
    "DIRECTIONS",
    "FLEECE_PREFIX",
    "MAX_WORKERS_PER_SIDE",
    "OPENER_PREFIX",
    "RESUME_PREFIX",
    "ORIENTATIONS",
    "PASS",
    "PASS_TOKEN",
    "RAM_PREFIX",
    "OWN_PAIRS_SIDES",
    "SEAT_SIDES",
    "TEAM_WORKERS",
    "SIDE_LETTERS",
    "SQUARE_INDEX",
    "SQUARE_NAMES",
    "START_SFEN",
    "STEP_KINDS",
    "SeatRecord",
    "SfenRecord",
    "Step",
    "Token",
    "boulder_squares",
    "format_sfen",
    "format_token",
    "item_squares",
    "parse_sfen",
    "parse_token",
    "square_index",
    "square_name",
    "start_sfen",
    "transform_square",
]
