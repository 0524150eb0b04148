"""Typed surface of the core's power table (santorini._core.powers)."""

GOD_IDS: dict[str, int]
FEATURES: dict[str, int]

def features(name: str) -> int: ...
