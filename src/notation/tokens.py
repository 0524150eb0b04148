"""Turn tokens (protocol §2, docs/notation.md): a turn written as its steps.

A token is a starting square followed by steps, each a mark and a square
(``b2-c3^d4``: move to c3, build on d4), or only placements (``+b3+d3``).
This module reads and writes them; it knows nothing about legality.

>>> format_token(parse_token("b2-c3^d4"))
'b2-c3^d4'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Final

from santorini.errors import NotationError
from santorini.notation.squares import SQUARE_INDEX, square_name

__all__ = ["STEP_KINDS", "Step", "Token", "format_token", "parse_token"]

#: Step kinds and the character that introduces each one in a token.
STEP_KINDS: Final[Mapping[str, str]] = MappingProxyType(
    {"move": "-", "build": "^", "switch": ",", "place": "+", "force": ">", "remove": "_"}
)
_KIND_OF_CHAR: Final[dict[str, str]] = {char: kind for kind, char in STEP_KINDS.items()}


@dataclass(frozen=True)
class Step:
    """One step of a turn: ``kind`` is ``move``, ``build``, ``switch``, ``place``, ``force`` or ``remove``.

    ``remove`` (``_sq``) takes the top block off ``sq`` (Ares).

    ``force`` (``>sq``) relocates the worker on ``sq`` where the acting god's power sends it
    (Charon: straight across the acting worker); the destination is implied.

    ``dome`` is only for builds: ``^sq*`` (a dome whatever the height).

    >>> Step("build", 12, dome=True)
    Step(kind='build', square=12, dome=True)
    """

    kind: str
    square: int
    dome: bool = False

    def __post_init__(self) -> None:
        if self.kind not in STEP_KINDS:
            raise NotationError(f"bad step kind {self.kind!r} (expected one of {', '.join(STEP_KINDS)})")
        square_name(self.square)  # raises on a bad index
        if self.dome and self.kind != "build":
            raise NotationError(f"only a build step can carry a dome, not {self.kind!r}")


def _shape_problem(start: int | None, steps: tuple[Step, ...]) -> str | None:
    """Why ``start`` + ``steps`` is not a well-formed token, or None if it is."""
    if start is None:
        if not steps:
            return "a placement token needs at least one '+square'"
        if any(step.kind != "place" for step in steps):
            return "a placement token cannot be mixed with other steps"
        return None
    if not steps:
        return "a turn needs at least one step after the starting square"
    if any(step.kind == "place" for step in steps):
        return "a placement step cannot follow a starting square"
    return None


@dataclass(frozen=True)
class Token:
    """A parsed turn token: the first square (None for a placement) and the steps.

    >>> parse_token("b2-c3^d4")
    Token(start=6, steps=(Step(kind='move', square=12, dome=False), Step(kind='build', square=18, dome=False)))
    """

    start: int | None
    steps: tuple[Step, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "steps", tuple(self.steps))
        if self.start is not None:
            square_name(self.start)
        problem = _shape_problem(self.start, self.steps)
        if problem is not None:
            raise NotationError(f"{problem}: {self!r}")


def _read_square(text: str, pos: int) -> int:
    """The square written at ``text[pos:pos + 2]``, or a NotationError naming ``text``."""
    chunk = text[pos : pos + 2]
    if chunk in SQUARE_INDEX:
        return SQUARE_INDEX[chunk]
    if not chunk:
        raise NotationError(f"missing square at the end of turn token {text!r}")
    raise NotationError(f"bad square {chunk!r} at position {pos} in turn token {text!r}")


def parse_token(text: str) -> Token:
    """Parse a turn token (syntax only, no legality).

    >>> parse_token("+b1+a2").steps[0]
    Step(kind='place', square=1, dome=False)
    >>> parse_token("b2-c3^d4*").steps[1].dome
    True
    >>> parse_token("b2")
    Traceback (most recent call last):
    ...
    santorini.errors.NotationError: a turn needs at least one step after the starting square in turn token 'b2'
    """
    if not isinstance(text, str):
        raise NotationError(f"a turn token must be a string, not {text!r}")
    if not text:
        raise NotationError("empty turn token ''")
    if any(ch.isspace() for ch in text):
        raise NotationError(f"white space in turn token {text!r}")

    start: int | None = None
    pos = 0
    if text[0] not in _KIND_OF_CHAR:
        start = _read_square(text, 0)
        pos = 2
    elif text[0] != "+":
        raise NotationError(f"turn token {text!r} must start with a square or '+'")

    steps: list[Step] = []
    while pos < len(text):
        char = text[pos]
        kind = _KIND_OF_CHAR.get(char)
        if kind is None:
            if char == "*":
                raise NotationError(f"'*' must follow a build square, in turn token {text!r}")
            raise NotationError(f"unexpected {char!r} at position {pos} in turn token {text!r}")
        square = _read_square(text, pos + 1)
        pos += 3
        dome = False
        if pos < len(text) and text[pos] == "*":
            if kind != "build":
                raise NotationError(f"'*' must follow a build square, in turn token {text!r}")
            dome = True
            pos += 1
        steps.append(Step(kind, square, dome))

    problem = _shape_problem(start, tuple(steps))
    if problem is not None:
        raise NotationError(f"{problem} in turn token {text!r}")
    return Token(start, tuple(steps))


def format_token(token: Token) -> str:
    """Write a token; placement squares come out in ASCII order.

    >>> format_token(parse_token("+b1+a2"))
    '+a2+b1'
    >>> format_token(Token(6, (Step("move", 12), Step("build", 18, dome=True))))
    'b2-c3^d4*'
    """
    if token.start is None:
        return "".join("+" + name for name in sorted(square_name(s.square) for s in token.steps))
    parts = [square_name(token.start)]
    for step in token.steps:
        parts.append(STEP_KINDS[step.kind] + square_name(step.square) + ("*" if step.dome else ""))
    return "".join(parts)
