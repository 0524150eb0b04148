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


def read_perft_tsv(path: Path) -> list[tuple[str, list[int]]]:
    """(sfen, [perft 1, perft 2, ...]) rows of a perft TSV file; '#' lines are comments."""
    rows = []
    for line in path.read_text().splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        sfen, *counts = line.split("\t")
        rows.append((sfen, [int(c) for c in counts]))
    return rows


def perft_table(name: str = "perft-base.tsv") -> list[tuple[str, list[int]]]:
    """The rows of a perft TSV file of the shared reference data."""
    return read_perft_tsv(shared_data(name))
