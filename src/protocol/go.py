"""The ``go`` command (protocol §4-§5): its parameters, the search limit they make, and
the ``info`` line that reports each line of the search.

>>> parse_go("movetime 500 searchmoves b3-b4^a5 c4-c5^b5".split()).searchmoves
('b3-b4^a5', 'c4-c5^b5')
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from santorini._core.engine import MAX_DEPTH, MAX_NODES
from santorini.engine.analysis import Info, Limit
from santorini.engine.solve import MAX_PLIES
from santorini.protocol.syntax import UspError, echo, parse_int

__all__ = ["MAX_MS", "GoCommand", "format_info", "parse_go"]

#: A seat's clock or increment: ``p1time`` .. ``p4inc``.
_CLOCK: Final = re.compile(r"p([1-4])(time|inc)")


@dataclass
class GoCommand:
    """The parsed parameters of one ``go``."""

    depth: int | None = None
    nodes: int | None = None
    movetime: int | None = None
    infinite: bool = False
    ponder: bool = False
    time: tuple[int | None, ...] = (None, None, None, None)
    inc: tuple[int | None, ...] = (None, None, None, None)
    movestogo: int | None = None
    searchmoves: tuple[str, ...] = ()
    #: ``go mate N`` (an extension): a proof search for a forced result within N plies.
    mate: int | None = None

    def limit(self, players: int) -> Limit:
        """The limit of the normal search (or of the search after ``ponderhit``)."""
        return Limit(
            depth=self.depth,
            nodes=self.nodes,
            movetime=None if self.infinite else self.movetime,
            time=() if self.infinite else self.time[:players],
            inc=() if self.infinite else self.inc[:players],
            movestogo=self.movestogo,
        )

    def waiting_limit(self) -> Limit:
        """The limit while pondering or searching infinitely: no clock, only depth and nodes."""
        return Limit(depth=self.depth, nodes=self.nodes)


#: The largest number of milliseconds a ``go`` takes (a clock, an increment, a move time):
#: every count and time of the protocol fits a signed 64-bit integer.
MAX_MS: Final = 2**63 - 1

#: The numeric parameters and their ranges, the search's own (``Limit`` checks the same):
#: a limit that leaves nothing to search (a depth, node count or move time of 0) is an error.
_GO_INT_KEYS: Final = {
    "depth": (1, MAX_DEPTH),
    "nodes": (1, MAX_NODES),
    "movetime": (1, MAX_MS),
    "movestogo": (1, MAX_NODES),
    "mate": (1, MAX_PLIES),
}
#: A seat's clock or increment may be 0 (out of time, no increment), never negative.
_CLOCK_RANGE: Final = (0, MAX_MS)


def parse_go(args: Sequence[str]) -> GoCommand:
    """Parse the words after ``go``.

    >>> parse_go("depth 3 p1time 1000 p2time 900 p1inc 10".split()).limit(2)
    Limit(depth=3, nodes=None, movetime=None, time=(1000, 900), inc=(10, None), movestogo=None, infinite=False)
    >>> parse_go(["depth"])
    Traceback (most recent call last):
    ...
    santorini.protocol.syntax.UspError: syntax go: depth needs a value
    >>> parse_go(["movetime", "0"])
    Traceback (most recent call last):
    ...
    santorini.protocol.syntax.UspError: syntax go: movetime 0 out of range 1..9223372036854775807
    """
    go = GoCommand()
    times = list(go.time)
    incs = list(go.inc)
    searchmoves: list[str] = []
    i = 0
    while i < len(args):
        word = args[i]
        key = word.lower()
        clock = _CLOCK.fullmatch(key)
        if key in ("infinite", "ponder"):
            setattr(go, key, True)
            i += 1
        elif key == "searchmoves":
            i += 1
            while i < len(args) and not _is_go_keyword(args[i]):
                searchmoves.append(args[i])
                i += 1
        elif key in _GO_INT_KEYS or clock:
            if i + 1 >= len(args):
                raise UspError("syntax", f"go: {echo(word)} needs a value")
            low, high = _CLOCK_RANGE if clock else _GO_INT_KEYS[key]
            value = parse_int(args[i + 1], low, high, f"go: {key}")
            if clock:
                seat = int(clock.group(1)) - 1
                (times if clock.group(2) == "time" else incs)[seat] = value
            else:
                setattr(go, key, value)
            i += 2
        else:
            raise UspError("syntax", f"go: unknown parameter {echo(word)}")
    go.time = tuple(times)
    go.inc = tuple(incs)
    go.searchmoves = tuple(searchmoves)
    try:  # the search's own check of every value, so the two can never disagree
        Limit(go.depth, go.nodes, go.movetime, go.time, go.inc, go.movestogo)
    except ValueError as error:
        raise UspError("syntax", f"go: {echo(str(error), 120)}") from None
    return go


def _is_go_keyword(word: str) -> bool:
    key = word.lower()
    return key in _GO_INT_KEYS or key in ("infinite", "ponder", "searchmoves") or bool(_CLOCK.fullmatch(key))


def format_info(info: Info) -> str:
    """The ``info`` line of one search line (protocol §5)."""
    parts = [
        f"info depth {info.depth} seldepth {info.seldepth} multipv {info.multipv} score {info.score}",
    ]
    if info.bound:
        parts.append(info.bound)
    parts.append(f"nodes {info.nodes} nps {info.nps} time {info.time} hashfull {info.hashfull}")
    if info.pv:
        parts.append("pv " + " ".join(move.token for move in info.pv))
    return " ".join(parts)
