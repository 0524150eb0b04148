"""Typed surface of the registry of gods the core plays (santorini._core.gods.registry)."""

from collections.abc import Callable, Iterable, Sequence
from types import ModuleType

GOD_IDS: dict[str, int]
SFEN_STATES: dict[str, dict[str, int]]
SFEN_COUNTERS: dict[str, tuple[int, int]]
SFEN_CODECS: dict[str, tuple[Callable[[str], int | None], Callable[[int, int], str | None]]]
SFEN_HOLDERS: set[str]
WORKER_GAINERS: set[str]
CARD_STATE_GODS: set[str]
CHANCE_GODS: set[str]
WATCHING_GODS: set[str]
SECRET_GODS: set[str]
class DeckCodec:
    def __init__(self, fields: dict[str, int]) -> None: ...
    def encode(self, deck: Iterable[str], discards: Iterable[str], going: str | None = ...,
               order: Sequence[str] | None = ...) -> tuple[int, int]: ...
    def decode(self, data: int, order: int) -> tuple[list[str], list[str], str | None, list[str] | None]: ...

DECK_GODS: dict[str, DeckCodec]
DATA_CODECS: dict[str, ModuleType]
HIDING_GODS: set[str]
EVAL_WEIGHTS: dict[str, tuple[str, ...]]
WEIGHT_DEFAULTS: dict[str, int]

def god_weights() -> dict[str, int]: ...
def set_god_weight(key: str, value: int) -> None: ...
