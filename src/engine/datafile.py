"""Text data of the engine: files shipped in this package (the placement book, the matchup
table) and files a user names instead."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

__all__ = ["file_text", "package_text"]


def package_text(name: str, error: type[ValueError]) -> str:
    """A data file shipped in ``santorini.engine``; ``error`` if the installation lacks it."""
    try:
        return resources.files("santorini.engine").joinpath(name).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as problem:
        raise error(f"the package's {name} cannot be read: {problem}") from None


def file_text(path: str | Path, what: str, error: type[ValueError]) -> str:
    """A user's data file; ``error`` (a ValueError) naming ``what`` when it cannot be read."""
    try:
        return Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as problem:
        raise error(f"cannot read {what} {path}: {problem}") from None
