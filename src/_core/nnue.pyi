"""Typed surface of the learned evaluation's integer network (santorini._core.nnue)."""
from collections.abc import Sequence

from santorini._core.handle import CorePosition

INPUTS: int
MAX_HIDDEN: int
SCALE: int
WEIGHT_RANGES: dict[str, tuple[int, int]]

class NnueNetwork:
    def __init__(self, w1: Sequence[Sequence[int]], b1: Sequence[int], w2: Sequence[int], b2: int,
                 base_only: bool = False) -> None: ...
    @property
    def hidden(self) -> int: ...
    @property
    def base_only(self) -> bool: ...
    def covers(self, position: CorePosition) -> bool: ...
    def evaluate(self, position: CorePosition, fresh: bool = True, hero: int | None = None) -> int: ...
    def accumulator_matches(self, position: CorePosition) -> bool: ...
