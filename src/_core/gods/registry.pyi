"""Typed surface of the registry of gods the core plays (santorini._core.gods.registry)."""

GOD_IDS: dict[str, int]
SFEN_STATES: dict[str, dict[str, int]]
