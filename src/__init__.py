"""A Santorini engine: a Cython bitboard core under a python-chess-like API.

>>> import santorini
>>> board = santorini.Board()
>>> board.turn, board.players
(1, 2)
"""

from santorini.board import Board, LegalMoveGenerator, Move, Outcome
from santorini.errors import (
    IllegalMoveError,
    NotationError,
    SantoriniError,
    SfenError,
    UnsupportedError,
)
from santorini.notation import START_SFEN, square_index, square_name

__version__ = "0.1.0"

__all__ = [
    "START_SFEN",
    "Board",
    "IllegalMoveError",
    "LegalMoveGenerator",
    "Move",
    "NotationError",
    "Outcome",
    "SantoriniError",
    "SfenError",
    "UnsupportedError",
    "square_index",
    "square_name",
]
