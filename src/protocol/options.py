"""The engine's options (protocol §6): what ``usp`` announces and ``setoption`` sets.

>>> option_named("multipv").line()
'option name MultiPV type spin default 1 min 1 max 8192'
>>> option_named("Hash").parse("0")
Traceback (most recent call last):
...
santorini.protocol.syntax.UspError: bad-option Hash value 0 out of range 1..65536
>>> option_named("Ponder").parse("TRUE")
True
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from santorini._core.engine import MAX_HASH_MB, MAX_THREADS, SEARCH_PARAMS
from santorini.engine.analysis import ANALYSIS_HASH_MB, MAX_MULTIPV
from santorini.engine.book import Book, BookError
from santorini.engine.nnue import NetworkError, default_network, load_network
from santorini.errors import UnsupportedError
from santorini.protocol.syntax import UspError, echo, parse_int
from santorini.rules.gods import ruling_bits

__all__ = ["OPTIONS", "CheckOption", "DataFileOption", "RulingsOption", "SearchParamsOption", "SpinOption",
           "option_named"]


@dataclass
class SpinOption:
    """An integer option with a range."""

    name: str
    default: int
    min: int
    max: int

    def line(self) -> str:
        return f"option name {self.name} type spin default {self.default} min {self.min} max {self.max}"

    def parse(self, text: str) -> int:
        return parse_int(text, self.min, self.max, f"{self.name} value", "bad-option")


@dataclass
class CheckOption:
    """A true/false option."""

    name: str
    default: bool

    def line(self) -> str:
        return f"option name {self.name} type check default {'true' if self.default else 'false'}"

    def parse(self, text: str) -> bool:
        if text.lower() not in ("true", "false"):
            raise UspError("bad-option", f"{self.name} takes true or false, got {echo(text)}")
        return text.lower() == "true"


@dataclass
class RulingsOption:
    """The rulings whose alternative the games play (docs/advanced-gods.md): a comma-separated
    list of ruling keys, or ``-`` for none (every default).

    >>> sorted(RulingsOption("Rulings").parse("revised-text,hypnus-lone-worker"))
    ['hypnus-lone-worker', 'revised-text']
    >>> RulingsOption("Rulings").parse("iris")
    Traceback (most recent call last):
    ...
    santorini.protocol.syntax.UspError: bad-option Rulings: unknown ruling 'iris' (see santorini.rules.gods.RULINGS)
    """

    name: str
    default: frozenset[str] = frozenset()

    def line(self) -> str:
        return f"option name {self.name} type string default -"

    def parse(self, text: str) -> frozenset[str]:
        keys = frozenset() if text == "-" else frozenset(text.split(","))
        try:
            ruling_bits(keys)
        except UnsupportedError as error:
            raise UspError("bad-option", f"{self.name}: {echo(str(error), 200)}") from None
        return keys


@dataclass
class SearchParamsOption:
    """The selective-search parameters (docs/search.md): ``name=value`` pairs separated by
    commas, every parameter not named at its default; ``-`` for all defaults.

    >>> SearchParamsOption("SearchParams").parse("null_move=3")["null_move"]
    3
    >>> SearchParamsOption("SearchParams").parse("null_move=-1")
    Traceback (most recent call last):
    ...
    santorini.protocol.syntax.UspError: bad-option SearchParams: null_move -1 out of range 0..64
    """

    name: str
    default: str = "-"

    def line(self) -> str:
        return f"option name {self.name} type string default -"

    def parse(self, text: str) -> dict[str, int]:
        values = {name: default for name, default, _, _ in SEARCH_PARAMS}
        ranges = {name: (low, high) for name, _, low, high in SEARCH_PARAMS}
        for item in ([] if text == "-" else text.split(",")):
            name, _, value = item.partition("=")
            if name not in ranges:
                raise UspError("bad-option", f"{self.name}: unknown parameter {echo(name)} "
                                             f"(expected one of {', '.join(ranges)})")
            number = parse_int(value, *ranges[name], f"{self.name}: {name}", "bad-option")
            values[name] = number
        return values


@dataclass
class DataFileOption:
    """A data file the engine reads when the option is set: a path, or ``-`` for the one
    shipped in the package.  A file that cannot be read is ``bad-option`` (the old value kept).

    >>> option_named("BookFile").parse("/nowhere/book.txt")
    Traceback (most recent call last):
    ...
    santorini.protocol.syntax.UspError: bad-option BookFile: cannot read book /nowhere/book.txt: ...
    >>> option_named("EvalFile").parse("/nowhere/network.npz")
    Traceback (most recent call last):
    ...
    santorini.protocol.syntax.UspError: bad-option EvalFile: cannot read network /nowhere/network.npz: ...
    """

    name: str
    shipped: Callable[[], Any]
    load: Callable[[str], Any]
    error: type[ValueError]
    default: str = "-"

    def line(self) -> str:
        return f"option name {self.name} type string default -"

    def parse(self, text: str) -> Any:
        try:
            return self.shipped() if text == "-" else self.load(text)
        except self.error as error:
            raise UspError("bad-option", f"{self.name}: {echo(str(error), 200)}") from None


#: The ranges are the search's own (``santorini._core.engine``, ``santorini.engine.analysis``):
#: every value the option accepts, the engine accepts.  MultiPV's maximum is the most legal
#: turns a position can have.
OPTIONS: tuple[SpinOption | CheckOption | RulingsOption | SearchParamsOption | DataFileOption, ...] = (
    SpinOption("Hash", ANALYSIS_HASH_MB, 1, MAX_HASH_MB),
    SpinOption("Threads", 1, 1, MAX_THREADS),
    SpinOption("MultiPV", 1, 1, MAX_MULTIPV),
    SpinOption("Seed", 0, 0, 2**31 - 1),
    CheckOption("Ponder", False),
    CheckOption("OwnBook", True),           # play placements of the base game from the book (docs/analysis.md)
    DataFileOption("BookFile", Book.default, Book.load, BookError),   # the book to play from (- : the package's)
    # Extensions (docs/usp.md): rulings and search choices.
    CheckOption("AllowMortal", False),      # mortal seats in 3- and 4-player games (testing, casual play)
    CheckOption("BestReplySearch", True),   # 3 players: best-reply (default) or paranoid search
    CheckOption("PantheonTeams", False),    # 4 players from startpos/draft: a pair a player (docs/multiplayer.md)
    RulingsOption("Rulings"),               # the alternatives of uncertain rulings (docs/advanced-gods.md)
    SearchParamsOption("SearchParams"),     # selective-search parameters, for matches that test them
    CheckOption("UseNNUE", True),           # search with the learned evaluation (docs/nnue.md)
    DataFileOption("EvalFile", default_network, load_network, NetworkError),   # its network (- : the package's)
)
_OPTION_BY_KEY = {option.name.lower(): option for option in OPTIONS}


def option_named(
    name: str,
) -> SpinOption | CheckOption | RulingsOption | SearchParamsOption | DataFileOption | None:
    """The option called ``name`` (option names are case-insensitive), or None."""
    return _OPTION_BY_KEY.get(name.lower())
