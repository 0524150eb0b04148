"""Typed surface of the evaluation weights (santorini._core.eval)."""
from typing import Any

TERMS: tuple[str, ...]
DEFAULTS: dict[str, Any]

def get_weights() -> dict[str, Any]: ...
def set_weights(values: dict[str, Any]) -> None: ...
