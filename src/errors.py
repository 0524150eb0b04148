"""Exceptions raised by the santorini package.

Every error a caller can provoke with bad input subclasses :class:`ValueError`,
so ``except ValueError`` catches them all, as in python-chess.
"""


class SantoriniError(ValueError):
    """Base class of every input error raised by this package."""


class NotationError(SantoriniError):
    """A square, direction or turn token that cannot be parsed."""


class SfenError(SantoriniError):
    """A position string (SFEN) that is malformed or describes an impossible position."""


class IllegalMoveError(SantoriniError):
    """A well-formed turn token that is not legal in the position."""


class UnsupportedError(SantoriniError):
    """An unknown god, variant or player count, or a god not allowed for it."""
