"""Shared fixtures: the reference data in ../shared/data, wherever the repo sits."""

from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]


def shared_data(name: str) -> Path:
    """A file of the shared reference data (a sibling directory of the repo)."""
    for root in (REPO.parent / "shared", REPO / "shared", Path("/work/shared")):
        path = root / "data" / name
        if path.exists():
            return path
    pytest.skip(f"shared reference data {name} not found")


def perft_table(name: str = "perft-base.tsv") -> list[tuple[str, list[int]]]:
    """(sfen, [perft 1, perft 2, ...]) rows of a perft TSV file."""
    rows = []
    for line in shared_data(name).read_text().splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        sfen, *counts = line.split("\t")
        rows.append((sfen, [int(c) for c in counts]))
    return rows
