"""Turn tokens (protocol §2, docs/notation.md): a turn written as its steps.

A token is a starting square followed by steps, each a mark and a square
(``b2-c3^d4``: move to c3, build on d4), or only placements (``+b3+d3``, with a star on
the female worker's square for Selene's side: ``+b2*+d4``), a turn that brings a worker
into play and acts with it (Jason: ``+a1-a2^b1``), the whole-turn token
``pass`` (Dionysus declines an extra turn), or the Golden Fleece's setup token ``ram@c3``
(the Ram figure placed), or a draw's outcome ``draw:6`` (the card a chance power turned up:
Tyche's six; a blank is ``draw:0``), or a square named in secret, ``abyss@c3`` (Tartarus' Abyss), or an area chosen in secret,
``fate@b2`` (Moerae's 2x2 Fate spaces, by their south-west corner). A power's direction token is oriented by ``=dir`` (``=ne``; ``=off``
takes it off the board): after a turn's steps (Aeolus: ``b2-c3^d4=ne``) or as a setup token of
its own (Siren's Song: ``=ne``). A token of forces alone starts with ``>`` (Siren's original
text: ``>c3>d4``). This module reads and writes them; it knows nothing about legality.

>>> format_token(parse_token("b2-c3^d4"))
'b2-c3^d4'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Final

from santorini.errors import NotationError
from santorini.notation.squares import DIRECTIONS, SQUARE_INDEX, square_name

__all__ = ["ABYSS_PREFIX", "DRAW_PREFIX", "FATE_PREFIX", "MAX_CARD", "ORIENTATIONS", "PASS", "PASS_TOKEN", "RAM_PREFIX", "STEP_KINDS", "Step", "Token", "format_token", "parse_token"]

#: Step kinds and the character that introduces each one in a token.
STEP_KINDS: Final[Mapping[str, str]] = MappingProxyType(
    {"move": "-", "build": "^", "switch": ",", "place": "+", "force": ">", "remove": "_", "kill": "x",
     "bind": "~", "token": "@", "ram": "ram@", "orient": "=", "draw": "draw:",
     "abyss": "abyss@", "fate": "fate@"}
)
_KIND_OF_CHAR: Final[dict[str, str]] = {char: kind for kind, char in STEP_KINDS.items() if len(char) == 1}

#: What an ``orient`` step's ``square`` field holds: the index of a direction (protocol order,
#: :data:`~santorini.notation.squares.DIRECTIONS`), or of ``off`` (the token leaves the board).
ORIENTATIONS: Final[tuple[str, ...]] = (*DIRECTIONS, "off")
_ORIENTATION_INDEX: Final[dict[str, int]] = {name: i for i, name in enumerate(ORIENTATIONS)}

#: The Golden Fleece's Ram figure is placed by a token of its own: ``ram@c3``.
RAM_PREFIX: Final = STEP_KINDS["ram"]

#: Tartarus names his Abyss by a token of its own: ``abyss@c3`` (a referee's, or his own, record).
ABYSS_PREFIX: Final = STEP_KINDS["abyss"]

#: Moerae chooses her Fate area by a token of its own naming its south-west corner: ``fate@b2``
#: (b2, c2, b3, c3; a referee's, or her own, record).
FATE_PREFIX: Final = STEP_KINDS["fate"]

#: The whole-turn tokens that name one square: the kind and its prefix.
_SQUARE_TOKENS: Final = (("ram", RAM_PREFIX), ("abyss", ABYSS_PREFIX), ("fate", FATE_PREFIX))

#: A chance power's draw is a token of its own: ``draw:6`` (the card turned up).
DRAW_PREFIX: Final = STEP_KINDS["draw"]

#: The highest card a draw token may name (the core packs it in five bits).
MAX_CARD: Final = 31

#: The whole-turn token that declines a turn (Dionysus' extra turn).
PASS_TOKEN: Final = "pass"


@dataclass(frozen=True)
class Step:
    """One step of a turn: ``kind`` is ``move``, ``build``, ``switch``, ``place``, ``force``,
    ``remove``, ``kill``, ``bind``, ``token``, ``ram``, ``orient``, ``draw``, ``abyss`` or ``fate``.

    ``remove`` (``_sq``) takes the top block off ``sq`` (Ares).

    ``kill`` (``xsq``) takes the worker on ``sq`` out of the game by the player's choice
    (Theseus); kills a power implies (Bia, Medusa) are not written.

    ``bind`` (``~sq``) names a worker a power binds for the next turn (Adonis: his worker,
    then the opponent's that must end next to it, ``~c3~e4``).

    ``token`` (``@sq``) puts the acting power's figure on ``sq`` (Europa's Talus, after her
    build: ``b2-c3^d4@c2``).

    ``force`` (``>sq``) relocates the worker on ``sq`` where the acting god's power sends it
    (Charon: straight across the acting worker); the destination is implied.

    ``ram`` (the whole token ``ram@sq``) puts the Golden Fleece's Ram figure on ``sq``.

    ``draw`` (the whole token ``draw:N``) is the card a chance power drew; ``square`` holds the
    card's value N, 0..:data:`MAX_CARD` (Tyche: ``draw:6``, ``draw:0`` for a blank).

    ``orient`` (``=dir``) turns the acting power's direction token (Aeolus' wind, Siren's
    Song) to a direction; ``square`` is then the index in :data:`ORIENTATIONS`, whose last one,
    ``=off``, takes the token off the board.

    >>> Step("orient", ORIENTATIONS.index("ne"))
    Step(kind='orient', square=1, dome=False, female=False)

    ``dome`` is only for builds: ``^sq*`` (a dome whatever the height).

    ``female`` is only for placements: ``+sq*`` puts the side's female worker on ``sq``
    (Selene's side; written lowercase in SFEN).

    >>> Step("build", 12, dome=True)
    Step(kind='build', square=12, dome=True, female=False)
    >>> Step("place", 6, female=True)
    Step(kind='place', square=6, dome=False, female=True)
    """

    kind: str
    square: int
    dome: bool = False
    female: bool = False

    def __post_init__(self) -> None:
        if self.kind not in STEP_KINDS:
            raise NotationError(f"bad step kind {self.kind!r} (expected one of {', '.join(STEP_KINDS)})")
        if self.kind == "orient":
            if not (isinstance(self.square, int) and 0 <= self.square < len(ORIENTATIONS)):
                raise NotationError(f"bad orientation index {self.square!r} (expected 0..{len(ORIENTATIONS) - 1})")
        elif self.kind == "draw":
            if not (isinstance(self.square, int) and not isinstance(self.square, bool) and 0 <= self.square <= MAX_CARD):
                raise NotationError(f"bad card {self.square!r} (expected 0..{MAX_CARD})")
        else:
            square_name(self.square)  # raises on a bad index
        if self.dome and self.kind != "build":
            raise NotationError(f"only a build step can carry a dome, not {self.kind!r}")
        if self.female and self.kind != "place":
            raise NotationError(f"only a placement step can mark the female worker, not {self.kind!r}")


def _shape_problem(start: int | None, steps: tuple[Step, ...], pass_turn: bool = False) -> str | None:
    """Why ``start`` + ``steps`` is not a well-formed token, or None if it is."""
    if pass_turn:
        if start is not None or steps:
            return f"the token {PASS_TOKEN!r} has no square and no step"
        return None
    if any(step.kind == "draw" for step in steps):
        if start is not None or len(steps) != 1:
            return f"a draw's token {DRAW_PREFIX}<card> has no other step"
        return None
    for kind, prefix in _SQUARE_TOKENS:
        if any(step.kind == kind for step in steps):
            if start is not None or len(steps) != 1:
                return f"the token {prefix}<square> has no other step"
            return None
    if start is None:
        if not steps:
            return "a placement token needs at least one '+square'"
        if len(steps) == 1 and steps[0].kind == "orient":
            return None         # a setup orientation (Siren's Song)
        if all(step.kind == "force" for step in steps):
            return None         # forces alone (Siren's original text)
        if steps[0].kind == "place" and len(steps) > 1 and steps[1].kind != "place":
            # One worker comes into play and acts (Jason): +a1-a2^b1.
            if any(step.kind == "place" for step in steps[1:]):
                return "a worker brought into play is the token's only placement"
            return None
        if any(step.kind != "place" for step in steps):
            return "a placement token cannot be mixed with other steps"
        if sum(step.female for step in steps) > 1:
            return "a placement token marks at most one female worker '*'"
        return None
    if not steps:
        return "a turn needs at least one step after the starting square"
    places = [i for i, step in enumerate(steps) if step.kind == "place"]
    if places and (places != [len(steps) - 1] or steps[-1].female or len(steps) < 2 or steps[-2].kind != "build"):
        # Hydra's new worker comes into play at the end of her turn: b2-c3^d4+c2.
        return "after a starting square, a placement step only ends the turn, after its build"
    return None


@dataclass(frozen=True)
class Token:
    """A parsed turn token: the first square (None for a placement) and the steps;
    ``pass_turn`` for the token ``pass`` (no square, no step: :data:`PASS`).

    >>> parse_token("b2-c3^d4")  # doctest: +NORMALIZE_WHITESPACE
    Token(start=6, steps=(Step(kind='move', square=12, dome=False, female=False),
                          Step(kind='build', square=18, dome=False, female=False)), pass_turn=False)
    >>> parse_token("pass") == PASS
    True
    """

    start: int | None
    steps: tuple[Step, ...]
    pass_turn: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "steps", tuple(self.steps))
        if self.start is not None:
            square_name(self.start)
        problem = _shape_problem(self.start, self.steps, self.pass_turn)
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


def _read_orientation(text: str, pos: int) -> int:
    """The orientation written from ``text[pos]`` to the token's end (``=dir`` ends a token)."""
    name = text[pos:]
    if name in _ORIENTATION_INDEX:
        return _ORIENTATION_INDEX[name]
    raise NotationError(
        f"bad orientation {name!r} at position {pos} in turn token {text!r} (expected one of {' '.join(ORIENTATIONS)})"
    )


def _read_card(text: str, pos: int) -> int:
    """The card written from ``text[pos]`` to the token's end (``draw:N``: a number)."""
    digits = text[pos:]
    if digits.isascii() and digits.isdigit() and (digits == "0" or digits[0] != "0") and int(digits) <= MAX_CARD:
        return int(digits)
    raise NotationError(f"bad card {digits!r} in turn token {text!r} (expected a number 0..{MAX_CARD})")


def parse_token(text: str) -> Token:
    """Parse a turn token (syntax only, no legality).

    >>> parse_token("+b1+a2").steps[0]
    Step(kind='place', square=1, dome=False, female=False)
    >>> parse_token("b2-c3^d4*").steps[1].dome
    True
    >>> parse_token("+d4+b2*").steps[1].female
    True
    >>> parse_token("ram@c3").steps
    (Step(kind='ram', square=12, dome=False, female=False),)
    >>> parse_token("b2-c3^d4=ne").steps[-1], parse_token("=off").steps
    (Step(kind='orient', square=1, dome=False, female=False), (Step(kind='orient', square=8, dome=False, female=False),))
    >>> parse_token("draw:6").steps
    (Step(kind='draw', square=6, dome=False, female=False),)
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
    if text == PASS_TOKEN:
        return PASS
    if text[0] == "=":
        return Token(None, (Step("orient", _read_orientation(text, 1)),))
    for kind, prefix in _SQUARE_TOKENS:
        if text.startswith(prefix):
            square = _read_square(text, len(prefix))
            if len(text) != len(prefix) + 2:
                raise NotationError(f"the token {prefix}<square> has no other step, in turn token {text!r}")
            return Token(None, (Step(kind, square),))
    if text.startswith(DRAW_PREFIX):
        return Token(None, (Step("draw", _read_card(text, len(DRAW_PREFIX))),))

    start: int | None = None
    pos = 0
    if text[0] not in _KIND_OF_CHAR:
        start = _read_square(text, 0)
        pos = 2
    elif text[0] not in "+>":
        raise NotationError(f"turn token {text!r} must start with a square, '+', '>' or '='")

    steps: list[Step] = []
    while pos < len(text):
        char = text[pos]
        kind = _KIND_OF_CHAR.get(char)
        if kind is None:
            if char == "*":
                raise NotationError(f"'*' must follow a build or placement square, in turn token {text!r}")
            raise NotationError(f"unexpected {char!r} at position {pos} in turn token {text!r}")
        if kind == "orient":
            steps.append(Step(kind, _read_orientation(text, pos + 1)))
            if pos + 1 + len(ORIENTATIONS[steps[-1].square]) != len(text):
                raise NotationError(f"an orientation '=dir' ends the turn token {text!r}")
            break
        square = _read_square(text, pos + 1)
        pos += 3
        star = pos < len(text) and text[pos] == "*"
        if star:
            if kind not in ("build", "place"):
                raise NotationError(f"'*' must follow a build or placement square, in turn token {text!r}")
            pos += 1
        steps.append(Step(kind, square, dome=star and kind == "build", female=star and kind == "place"))

    problem = _shape_problem(start, tuple(steps))
    if problem is not None:
        raise NotationError(f"{problem} in turn token {text!r}")
    return Token(start, tuple(steps))


def format_token(token: Token) -> str:
    """Write a token; placement squares come out in ASCII order, the female's with its star.

    >>> format_token(parse_token("+b1+a2"))
    '+a2+b1'
    >>> format_token(parse_token("+d4+b2*"))
    '+b2*+d4'
    >>> format_token(Token(6, (Step("move", 12), Step("build", 18, dome=True))))
    'b2-c3^d4*'
    >>> format_token(PASS)
    'pass'
    >>> format_token(parse_token("ram@c3")), format_token(parse_token("draw:0"))
    ('ram@c3', 'draw:0')
    >>> format_token(parse_token("abyss@e5")), format_token(parse_token("fate@b2"))
    ('abyss@e5', 'fate@b2')
    >>> format_token(parse_token("+a1-a2^b1")), format_token(parse_token("b2-c3^d4xe4"))
    ('+a1-a2^b1', 'b2-c3^d4xe4')
    >>> format_token(parse_token("b2-c3^d4~c3~e4"))
    'b2-c3^d4~c3~e4'
    >>> [format_token(parse_token(t)) for t in ("b2-c3^d4=nw", "=s", "b2>c3>c4^a1", ">c3")]
    ['b2-c3^d4=nw', '=s', 'b2>c3>c4^a1', '>c3']
    """
    if token.pass_turn:
        return PASS_TOKEN
    for kind, prefix in _SQUARE_TOKENS:
        if token.steps[0].kind == kind:
            return prefix + square_name(token.steps[0].square)
    if token.steps[0].kind == "draw":
        return DRAW_PREFIX + str(token.steps[0].square)
    if token.start is None and all(step.kind == "place" for step in token.steps):
        named = sorted((square_name(s.square), s.female) for s in token.steps)
        return "".join("+" + name + ("*" if female else "") for name, female in named)
    parts = [] if token.start is None else [square_name(token.start)]
    for step in token.steps:
        if step.kind == "orient":
            parts.append(STEP_KINDS["orient"] + ORIENTATIONS[step.square])
        else:
            parts.append(STEP_KINDS[step.kind] + square_name(step.square) + ("*" if step.dome else ""))
    return "".join(parts)


#: The token ``pass``: Dionysus declines an extra turn.
PASS: Final = Token(None, (), pass_turn=True)
