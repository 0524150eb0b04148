"""Typed surface of the registry of gods the core plays (santorini._core.gods.registry)."""

GOD_IDS: dict[str, int]
SFEN_STATES: dict[str, dict[str, int]]
SFEN_COUNTERS: dict[str, tuple[int, int]]
SFEN_HOLDERS: set[str]
