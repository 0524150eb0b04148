"""Shared test helpers: the perft tables of tests/data."""

from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
#: The reference tables the tests read; they ship with the repository.
DATA = REPO / "tests" / "data"


def data_file(name: str) -> Path:
    """A file of tests/data; a missing file is an error, never a skip."""
    path = DATA / name
    if not path.is_file():
        raise FileNotFoundError(f"test data {path} is missing (it ships with the repository)")
    return path


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
    """The rows of a perft TSV file of tests/data."""
    return read_perft_tsv(data_file(name))
