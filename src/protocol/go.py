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

from santorini.engine.analysis import Info, Limit
from santorini.protocol.syntax import INTEGER, UspError, echo

__all__ = ["GoCommand", "format_info", "parse_go"]

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


_GO_INT_KEYS = {"depth": (1, 10**9), "nodes": (1, 10**15), "movetime": (0, 10**12), "movestogo": (1, 10**6)}


def parse_go(args: Sequence[str]) -> GoCommand:
    """Parse the words after ``go``.

    >>> parse_go("depth 3 p1time 1000 p2time 900 p1inc 10".split()).limit(2)
    Limit(depth=3, nodes=None, movetime=None, time=(1000, 900), inc=(10, None), movestogo=None, infinite=False)
    >>> parse_go(["depth"])
    Traceback (most recent call last):
    ...
    santorini.protocol.syntax.UspError: syntax go: depth needs a value
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
            text = args[i + 1]
            if not INTEGER.fullmatch(text):
                raise UspError("syntax", f"go: {echo(word)} needs an integer, got {echo(text)}")
            value = int(text)
            if clock:
                seat = int(clock.group(1)) - 1
                if clock.group(2) == "time":
                    times[seat] = max(value, 1)
                else:
                    incs[seat] = max(value, 0)
            else:
                low, high = _GO_INT_KEYS[key]
                if not low <= value <= high:
                    raise UspError("syntax", f"go: {key} {value} out of range {low}..{high}")
                setattr(go, key, value)
            i += 2
        else:
            raise UspError("syntax", f"go: unknown parameter {echo(word)}")
    go.time = tuple(times)
    go.inc = tuple(incs)
    go.searchmoves = tuple(searchmoves)
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
