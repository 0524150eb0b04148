"""What every USP command shares: the error a failed command reports, the integer syntax,
and how user input is echoed back in an error detail.

"protocol §n" in this package cites the numbered sections of ``docs/usp.md``.

>>> str(UspError("syntax", "perft <depth>"))
'syntax perft <depth>'
"""

from __future__ import annotations

import re
from typing import Final

__all__ = ["INTEGER", "MAX_ECHO", "UspError", "echo"]

#: A protocol integer: optional sign, at most 18 digits (so it fits a 64-bit int).
INTEGER: Final = re.compile(r"[+-]?[0-9]{1,18}")

#: Longest piece of user input echoed back in an error detail.
MAX_ECHO: Final = 60


class UspError(Exception):
    """A command failed: ``error <code> <detail>`` is printed and nothing changes."""

    def __init__(self, code: str, detail: str) -> None:
        super().__init__(f"{code} {detail}")
        self.code = code
        self.detail = detail


def echo(text: str, limit: int = MAX_ECHO) -> str:
    """User input made safe to print in an error detail: printable ASCII, cut short.

    >>> echo("caf\\u00e9\\tx"), len(echo("x" * 100)), echo("x" * 100)[-4:]
    ('caf??x', 60, 'x...')
    """
    clean = "".join(ch if " " <= ch <= "~" else "?" for ch in text)
    return clean if len(clean) <= limit else clean[: limit - 3] + "..."
