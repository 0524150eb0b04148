"""What every USP command shares: the error a failed command reports, how a line splits
into words, how integers are read, and how user input is echoed back in an error detail.

"protocol §n" in this package cites the numbered sections of ``docs/usp.md``.

>>> str(UspError("syntax", "perft <depth>"))
'syntax perft <depth>'
"""

from __future__ import annotations

import re
from typing import Final

__all__ = ["INTEGER", "MAX_ECHO", "UspError", "echo", "parse_int", "split_words"]

#: A protocol integer as written: an optional sign and digits (any number of them: a value
#: too large for its field is "out of range", not "not an integer").
INTEGER: Final = re.compile(r"[+-]?[0-9]+")

#: Longest piece of user input echoed back in an error detail.
MAX_ECHO: Final = 60

#: Words of a command are separated by runs of spaces or tabs (protocol §1), nothing else:
#: a control byte is part of a word, so it can never pass for a separator.
_SEPARATORS: Final = re.compile(r"[ \t]+")


class UspError(Exception):
    """A command failed: ``error <code> <detail>`` is printed and nothing changes."""

    def __init__(self, code: str, detail: str) -> None:
        super().__init__(f"{code} {detail}")
        self.code = code
        self.detail = detail


def split_words(line: str) -> list[str]:
    """The words of a command line: leading and trailing spaces and tabs are ignored.

    >>> split_words(" \\tgo  depth\\t3 "), split_words("  "), split_words("go\\x1fdepth")
    (['go', 'depth', '3'], [], ['go\\x1fdepth'])
    """
    text = line.strip(" \t")
    return _SEPARATORS.split(text) if text else []


def parse_int(text: str, low: int, high: int, what: str, code: str = "syntax") -> int:
    """The integer ``text`` if it lies in ``low..high``, else ``UspError(code, ...)``.

    Any number of digits is read (a huge value is out of range, not malformed), without
    converting more digits than a bound can hold.

    >>> parse_int("+7", 1, 62, "go: depth")
    7
    >>> parse_int("9" * 5000, 1, 62, "go: depth")
    Traceback (most recent call last):
    ...
    santorini.protocol.syntax.UspError: syntax go: depth 999999999999999999999... out of range 1..62
    >>> parse_int("3x", 1, 62, "go: depth")
    Traceback (most recent call last):
    ...
    santorini.protocol.syntax.UspError: syntax go: depth needs an integer 1..62, got 3x
    """
    if not INTEGER.fullmatch(text):
        raise UspError(code, f"{what} needs an integer {low}..{high}, got {echo(text)}")
    digits = text.lstrip("+-").lstrip("0")
    bound = max(len(str(abs(low))), len(str(abs(high))))
    value = int(text) if len(digits) <= bound else None
    if value is None or not low <= value <= high:
        raise UspError(code, f"{what} {echo(text, 24)} out of range {low}..{high}")
    return value


def echo(text: str, limit: int = MAX_ECHO) -> str:
    """User input made safe to print in an error detail: printable ASCII, cut short.

    >>> echo("caf\\u00e9\\tx"), echo("a\\x00b\\x1fc"), len(echo("x" * 100)), echo("x" * 100)[-4:]
    ('caf??x', 'a?b?c', 60, 'x...')
    """
    clean = "".join(ch if " " <= ch <= "~" else "?" for ch in text)
    return clean if len(clean) <= limit else clean[: limit - 3] + "..."
