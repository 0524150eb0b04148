"""A turn in progress, as the oracle builds it step by step: the pieces it changes
(:class:`Pieces`), what the god remembers (:class:`PartialTurn`), and each step's text.
"""

from __future__ import annotations

from typing import Final

from santorini.notation import SQUARE_NAMES, STEP_KINDS, Step

__all__ = ["BUILD", "DOME", "FORCE", "MOVE", "REMOVE", "SWITCH", "PartialTurn", "Pieces", "step_text"]


def step_text(step: Step) -> str:
    """A step as written in a token: ``-c3``, ``^d4``, ``^d4*``, ``,b2``, ``>c3``, ``_a1``.

    >>> step_text(Step("build", 18, dome=True))
    '^d4*'
    """
    return STEP_KINDS[step.kind] + SQUARE_NAMES[step.square] + ("*" if step.dome else "")


# Step texts by square, made once: the search writes millions of them.
MOVE: Final = tuple(STEP_KINDS["move"] + name for name in SQUARE_NAMES)
BUILD: Final = tuple(STEP_KINDS["build"] + name for name in SQUARE_NAMES)
DOME: Final = tuple(STEP_KINDS["build"] + name + "*" for name in SQUARE_NAMES)
SWITCH: Final = tuple(STEP_KINDS["switch"] + name for name in SQUARE_NAMES)
FORCE: Final = tuple(STEP_KINDS["force"] + name for name in SQUARE_NAMES)
REMOVE: Final = tuple(STEP_KINDS["remove"] + name for name in SQUARE_NAMES)


class Pieces:
    """The pieces on the board: all a turn in progress changes.

    A board is never changed once a partial turn holds it: a step makes a new board that
    copies the one container it changes and shares the others.
    """

    __slots__ = ("heights", "domes", "workers")

    def __init__(self, heights: list[int], domes: list[bool], workers: dict[int, str]) -> None:
        self.heights = heights
        self.domes = domes
        self.workers = workers  # square -> letter as written

    def with_heights(self) -> Pieces:
        """A new board whose heights may be changed."""
        return Pieces(list(self.heights), self.domes, self.workers)

    def with_domes(self) -> Pieces:
        """A new board whose domes may be changed."""
        return Pieces(self.heights, list(self.domes), self.workers)

    def with_workers(self) -> Pieces:
        """A new board whose workers may be changed."""
        return Pieces(self.heights, self.domes, dict(self.workers))

    def key(self) -> tuple[object, ...]:
        return (tuple(self.heights), tuple(self.domes), frozenset(self.workers.items()))

    def side_of(self, sq: int) -> str | None:
        letter = self.workers.get(sq)
        return None if letter is None else letter.upper()

    def is_unoccupied(self, sq: int) -> bool:
        return sq not in self.workers and not self.domes[sq]

    def workers_of(self, side: str) -> list[int]:
        return sorted(sq for sq, letter in self.workers.items() if letter.upper() == side)


class PartialTurn:
    """A turn in progress: the board after the steps so far, and what the god remembers.

    ``phase`` says which steps may come next (see ``RefPosition._options``):
    ``start`` nothing done yet, ``moved`` / ``moved2`` after the first / second move,
    ``prebuilt`` Prometheus built before moving, ``wander`` Hermes made a same-level
    move, ``ferried`` Charon's acting worker ferried an opponent and must now move,
    ``built`` the mandatory build is done but an optional step may follow (a second
    build, Ares' removal of a block),
    ``done`` nothing may follow, ``won`` a move won the game.
    The object is never changed once made; every step makes a new one.
    """

    __slots__ = ("board", "worker", "phase", "avoid", "first_build", "climbed")

    def __init__(
        self,
        board: Pieces,
        worker: int,
        phase: str,
        avoid: int | None = None,
        first_build: int | None = None,
        climbed: bool = False,
    ) -> None:
        self.board = board  # the pieces as they stand now (never changed once made)
        self.worker = worker  # the square of the worker acting now
        self.phase = phase
        self.avoid = avoid  # Artemis: the square she started from, closed to her second move
        self.first_build = first_build  # the first square built on this turn (Demeter, Hephaestus)
        self.climbed = climbed  # a worker of the seat moved up this turn (sets Athena's state)

    def key(self) -> tuple[object, ...]:
        """Everything that decides the rest of the turn: two partial turns with equal keys
        have the same continuations, so the search keeps only the better spelling."""
        return (self.board.key(), self.worker, self.phase, self.avoid, self.first_build, self.climbed)

    def then(self, phase: str, board: Pieces | None = None, **changes: object) -> PartialTurn:
        """A copy with a new phase (and board, worker, memory)."""
        child = PartialTurn(board or self.board, self.worker, phase, self.avoid, self.first_build, self.climbed)
        for name, value in changes.items():
            setattr(child, name, value)
        return child
