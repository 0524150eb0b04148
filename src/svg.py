"""Board pictures: a :class:`~santorini.board.Board` drawn as an SVG document.

Only the standard library is used.  The picture shows the 5x5 grid with its coordinates
(rank 5 at the top, file a on the left, as ``str(board)`` prints it; ``flipped`` turns the
board half a turn), the buildings as nested squares with their level written in a badge,
domes on any level, the workers (one colour of the Okabe-Ito palette, one shape and the
side letter per side, lowercase for a female worker), the seats and their gods below the
board, optionally the last turn (arrows for the moves, marks for the builds) and
highlighted squares, the boulder of the Pantheon edition and the Golden Fleece's Ram.  Every
drawn piece has a stable ``class``: ``square``, ``level level-<n>``, ``level-number``, ``dome``,
``boulder``, ``ram``,
``worker side-<X>`` (plus ``female``),
``coord file``, ``coord rank``, ``seat side-<X>``, ``highlight``, ``arrow move`` and
``mark <kind>`` for the other steps of the last turn (``build``, ``dome-build``, ``place``,
``switch``, ``force``, ``remove``); squares carry their name in ``data-square``.

>>> from santorini import Board
>>> position = Board("00000/000B00/00A00A0/000B00/00000 1 A:mortal,B:mortal 2 -")
>>> position.push("b3-b4^a5")
Move('b3-b4^a5')
>>> picture = board(position, size=300)
>>> picture.startswith("<svg") and picture.count('class="worker side-')
4
>>> picture.count('class="arrow move"'), picture.count('class="mark build"')
(1, 1)
"""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from collections.abc import Iterable
from typing import Final

from santorini.board import Board, Move
from santorini.notation import SQUARE_NAMES, SeatRecord, parse_sfen, parse_token, square_index, square_name

__all__ = ["SIDE_COLORS", "board"]

#: Okabe-Ito colours, told apart with every common colour-vision deficiency: blue,
#: vermillion, bluish green and reddish purple for sides A to D.
SIDE_COLORS: Final = {"A": "#0072B2", "B": "#D55E00", "C": "#009E73", "D": "#CC79A7"}

_LEVEL_FILLS: Final = ("#dcdcdc", "#b4b4b4", "#8c8c8c")
#: How far each level's square is set in from its cell, as a share of the cell.
_LEVEL_INSETS: Final = (0.07, 0.17, 0.27)
_GROUND: Final = "#f3efe4"
_INK: Final = "#222222"
_DOME: Final = "#1f2f4d"
_HIGHLIGHT: Final = "#F0E442"
_HIGHLIGHT_EDGE: Final = "#E69F00"

def board(
    board: Board,
    *,
    size: int = 400,
    flipped: bool = False,
    lastmove: Move | str | None = "auto",
    squares: Iterable[int | str] = (),
    coordinates: bool = True,
    caption: bool = True,
) -> str:
    """The board as an SVG document.

    ``size`` is the width in pixels (the caption of seats and gods adds a strip below).
    ``lastmove`` is the turn to draw: ``"auto"`` for the last pushed move (none on an empty
    stack), a :class:`~santorini.board.Move` or token, or None.  ``squares`` are highlighted
    (indices or names).
    """
    if isinstance(size, bool) or not isinstance(size, int) or size < 50:
        raise ValueError(f"size must be a whole number of pixels, at least 50, not {size!r}")
    record = parse_sfen(board.sfen())
    if lastmove == "auto":
        lastmove = board.peek() if board.move_stack else None
    picture = _Picture(size, flipped, coordinates)
    seats = record.seats if caption else ()
    root = picture.start(len(seats), board.sfen())
    picture.grid(root)
    for sq in range(25):
        picture.building(root, sq, record.heights[sq], record.domes[sq])
    for sq in record.boulders:
        picture.boulder(root, sq)
    for sq in record.rams:
        picture.ram(root, sq)
    for sq in sorted({_square(square) for square in squares}):
        picture.highlight(root, sq)
    if lastmove is not None:
        picture.turn_marks(root, lastmove.token if isinstance(lastmove, Move) else lastmove)
    for sq, letter in record.workers:
        picture.worker(root, picture.center(sq), letter, picture.cell * 0.24, square=SQUARE_NAMES[sq])
    if lastmove is not None:
        picture.turn_arrows(root, lastmove.token if isinstance(lastmove, Move) else lastmove)
    for index, seat in enumerate(seats):
        picture.seat(root, index, seat, to_move=index + 1 == record.to_move)
    return ET.tostring(root, encoding="unicode")


def _square(square: int | str) -> int:
    """A square index from an index or a name (a NotationError for anything else)."""
    if isinstance(square, str):
        return square_index(square)
    square_name(square)
    return square


def _n(value: float) -> str:
    """A coordinate as short text: two decimals at most."""
    return f"{value:.2f}".rstrip("0").rstrip(".")


class _Picture:
    """The geometry of one picture and the drawing of its pieces."""

    def __init__(self, size: int, flipped: bool, coordinates: bool) -> None:
        self.size = size
        self.flipped = flipped
        self.coordinates = coordinates
        self.margin = size * (0.07 if coordinates else 0.02)
        self.cell = (size - 2 * self.margin) / 5
        self.line = size * 0.055

    def start(self, seats: int, title: str) -> ET.Element:
        height = self.size + (seats * self.line + self.line * 0.4 if seats else 0)
        root = ET.Element("svg", {
            "xmlns": "http://www.w3.org/2000/svg",
            "width": str(self.size),
            "height": _n(height),
            "viewBox": f"0 0 {self.size} {_n(height)}",
            "font-family": "DejaVu Sans, Verdana, sans-serif",
        })
        ET.SubElement(root, "title").text = title
        ET.SubElement(root, "rect", {"width": "100%", "height": "100%", "fill": "#ffffff"})
        return root

    def corner(self, sq: int) -> tuple[float, float]:
        """The top-left corner of a square's cell."""
        file, rank = sq % 5, sq // 5
        column, row = (4 - file, rank) if self.flipped else (file, 4 - rank)
        return self.margin + column * self.cell, self.margin + row * self.cell

    def center(self, sq: int) -> tuple[float, float]:
        x, y = self.corner(sq)
        return x + self.cell / 2, y + self.cell / 2

    def grid(self, root: ET.Element) -> None:
        for sq in range(25):
            x, y = self.corner(sq)
            ET.SubElement(root, "rect", {
                "class": "square", "data-square": SQUARE_NAMES[sq], "x": _n(x), "y": _n(y),
                "width": _n(self.cell), "height": _n(self.cell), "fill": _GROUND, "stroke": "#7a7a7a",
                "stroke-width": _n(self.size / 400),
            })
        if not self.coordinates:
            return
        font = self.margin * 0.55
        for file in range(5):
            x, _ = self.center(file)
            label = ET.SubElement(root, "text", {
                "class": "coord file", "x": _n(x), "y": _n(self.size - self.margin * 0.35),
                "font-size": _n(font), "text-anchor": "middle", "fill": _INK,
            })
            label.text = "abcde"[file]
        for rank in range(5):
            _, y = self.center(rank * 5)
            label = ET.SubElement(root, "text", {
                "class": "coord rank", "x": _n(self.margin * 0.5), "y": _n(y + font * 0.35),
                "font-size": _n(font), "text-anchor": "middle", "fill": _INK,
            })
            label.text = str(rank + 1)

    def building(self, root: ET.Element, sq: int, height: int, dome: bool) -> None:
        x, y = self.corner(sq)
        name = SQUARE_NAMES[sq]
        for level in range(height):
            inset = self.cell * _LEVEL_INSETS[level]
            ET.SubElement(root, "rect", {
                "class": f"level level-{level + 1}", "data-square": name,
                "x": _n(x + inset), "y": _n(y + inset), "width": _n(self.cell - 2 * inset),
                "height": _n(self.cell - 2 * inset), "fill": _LEVEL_FILLS[level], "stroke": "#4a4a4a",
                "stroke-width": _n(self.cell * 0.02),
            })
        if dome:
            cx, cy = self.center(sq)
            radius = self.cell * 0.2
            base = cy + radius * 0.45
            ET.SubElement(root, "path", {
                "class": "dome", "data-square": name,
                "d": f"M {_n(cx - radius)} {_n(base)} A {_n(radius)} {_n(radius)} 0 0 1 {_n(cx + radius)} {_n(base)} Z",
                "fill": _DOME, "stroke": "#ffffff", "stroke-width": _n(self.cell * 0.025),
            })
        if height:
            # A badge in the corner keeps the number readable whatever stands on the square.
            bx, by, radius = x + self.cell * 0.83, y + self.cell * 0.83, self.cell * 0.12
            badge = ET.SubElement(root, "g", {"class": "level-number", "data-square": name})
            ET.SubElement(badge, "circle", {
                "cx": _n(bx), "cy": _n(by), "r": _n(radius), "fill": "#ffffff", "stroke": _INK,
                "stroke-width": _n(self.cell * 0.015),
            })
            number = ET.SubElement(badge, "text", {
                "x": _n(bx), "y": _n(by + radius * 0.5), "font-size": _n(radius * 1.4),
                "font-weight": "bold", "text-anchor": "middle", "fill": _INK,
            })
            number.text = str(height)

    def boulder(self, root: ET.Element, sq: int) -> None:
        cx, cy = self.center(sq)
        radius = self.cell * 0.3
        corners = [(cx + radius * math.cos(a) * (1 if k % 2 else 0.8), cy + radius * math.sin(a) * 0.8)
                   for k, a in enumerate(math.tau * k / 7 + 0.3 for k in range(7))]
        ET.SubElement(root, "polygon", {
            "class": "boulder", "data-square": SQUARE_NAMES[sq],
            "points": " ".join(f"{_n(x)},{_n(y)}" for x, y in corners),
            "fill": "#8c8c8c", "stroke": _INK, "stroke-width": _n(self.cell * 0.02),
        })

    def ram(self, root: ET.Element, sq: int) -> None:
        """The Golden Fleece's Ram: a golden fleece with the letter R."""
        cx, cy = self.center(sq)
        group = ET.SubElement(root, "g", {"class": "ram", "data-square": SQUARE_NAMES[sq]})
        ET.SubElement(group, "ellipse", {
            "cx": _n(cx), "cy": _n(cy), "rx": _n(self.cell * 0.32), "ry": _n(self.cell * 0.26),
            "fill": "#e6b422", "stroke": _INK, "stroke-width": _n(self.cell * 0.02),
        })
        label = ET.SubElement(group, "text", {
            "x": _n(cx), "y": _n(cy + self.cell * 0.1), "font-size": _n(self.cell * 0.28),
            "font-weight": "bold", "text-anchor": "middle", "fill": _INK,
        })
        label.text = "R"

    def highlight(self, root: ET.Element, sq: int) -> None:
        x, y = self.corner(sq)
        inset = self.cell * 0.03
        ET.SubElement(root, "rect", {
            "class": "highlight", "data-square": SQUARE_NAMES[sq], "x": _n(x + inset), "y": _n(y + inset),
            "width": _n(self.cell - 2 * inset), "height": _n(self.cell - 2 * inset), "fill": _HIGHLIGHT,
            "fill-opacity": "0.35", "stroke": _HIGHLIGHT_EDGE, "stroke-width": _n(self.cell * 0.05),
        })

    def worker(self, root: ET.Element, at: tuple[float, float], letter: str, radius: float,
               kind: str = "worker", square: str | None = None) -> None:
        """A worker's figure: the side's colour, shape and letter (``kind`` names its class)."""
        side = letter.upper()
        group = ET.SubElement(root, "g", {"class": f"{kind} side-{side}" + (" female" if letter.islower() else "")})
        if square is not None:
            group.set("data-square", square)
        tag, shape = _shape(side, at, radius)
        shape.update({"fill": SIDE_COLORS[side], "stroke": "#ffffff", "stroke-width": _n(radius * 0.12)})
        ET.SubElement(group, tag, shape)
        if letter.islower():
            ET.SubElement(group, "circle", {
                "cx": _n(at[0]), "cy": _n(at[1]), "r": _n(radius * 0.78), "fill": "none", "stroke": "#ffffff",
                "stroke-width": _n(radius * 0.08), "stroke-dasharray": _n(radius * 0.2),
            })
        text = ET.SubElement(group, "text", {
            "x": _n(at[0]), "y": _n(at[1] + radius * 0.36), "font-size": _n(radius * 1.0),
            "font-weight": "bold", "text-anchor": "middle", "fill": "#ffffff",
        })
        text.text = letter

    def turn_marks(self, root: ET.Element, token: str) -> None:
        """Marks on the squares of a turn's steps other than moves (drawn under the workers)."""
        parsed = parse_token(token)
        counts: dict[tuple[str, int], int] = {}
        for step in parsed.steps:
            if step.kind != "move":
                kind = "dome-build" if step.dome else step.kind
                counts[kind, step.square] = counts.get((kind, step.square), 0) + 1
        for (kind, sq), count in counts.items():
            x, y = self.corner(sq)
            inset = self.cell * 0.04
            mark = ET.SubElement(root, "g", {"class": f"mark {kind}", "data-square": SQUARE_NAMES[sq]})
            ET.SubElement(mark, "rect", {
                "x": _n(x + inset), "y": _n(y + inset), "width": _n(self.cell - 2 * inset),
                "height": _n(self.cell - 2 * inset), "fill": "none", "stroke": _INK,
                "stroke-width": _n(self.cell * 0.035), "stroke-dasharray": _n(self.cell * 0.08),
            })
            label = {"build": "", "dome-build": "dome"}.get(kind, kind)
            if count > 1:
                label = f"{label} x{count}".strip()
            if label:
                text = ET.SubElement(mark, "text", {
                    "x": _n(x + self.cell * 0.08), "y": _n(y + self.cell * 0.18), "font-size": _n(self.cell * 0.13),
                    "fill": _INK,
                })
                text.text = label

    def turn_arrows(self, root: ET.Element, token: str) -> None:
        """An arrow per move step, from where the acting worker stood (drawn over the workers)."""
        parsed = parse_token(token)
        at = parsed.start
        for step in parsed.steps:
            if step.kind == "move" and at is not None:
                self.arrow(root, at, step.square)
            if step.kind in ("move", "switch"):
                at = step.square

    def arrow(self, root: ET.Element, source: int, target: int) -> None:
        (x1, y1), (x2, y2) = self.center(source), self.center(target)
        length = math.hypot(x2 - x1, y2 - y1)
        if not length:
            return
        ux, uy = (x2 - x1) / length, (y2 - y1) / length
        head, width = self.cell * 0.22, self.cell * 0.07
        x1, y1 = x1 + ux * self.cell * 0.15, y1 + uy * self.cell * 0.15
        tip_x, tip_y = x2 - ux * self.cell * 0.26, y2 - uy * self.cell * 0.26
        base_x, base_y = tip_x - ux * head, tip_y - uy * head
        group = ET.SubElement(root, "g", {
            "class": "arrow move", "data-from": SQUARE_NAMES[source], "data-to": SQUARE_NAMES[target],
            "fill": "#000000", "stroke": "#000000", "opacity": "0.6",
        })
        ET.SubElement(group, "line", {
            "x1": _n(x1), "y1": _n(y1), "x2": _n(base_x), "y2": _n(base_y), "stroke-width": _n(width),
            "stroke-linecap": "round",
        })
        side_x, side_y = -uy * head * 0.55, ux * head * 0.55
        points = [(tip_x, tip_y), (base_x + side_x, base_y + side_y), (base_x - side_x, base_y - side_y)]
        ET.SubElement(group, "polygon", {"points": " ".join(f"{_n(px)},{_n(py)}" for px, py in points),
                                         "stroke": "none"})

    def seat(self, root: ET.Element, index: int, seat: SeatRecord, *, to_move: bool) -> None:
        """One caption line: the seat's figure, number, side and god (with its state)."""
        y = self.size + self.line * (index + 0.6)
        group = ET.SubElement(root, "g", {"class": f"seat side-{seat.side}"})
        self.worker(group, (self.margin + self.line * 0.4, y), seat.side, self.line * 0.38, kind="swatch")
        god = seat.god + ("" if seat.state is None else f"[{seat.state}]")
        notes = [note for note, shown in (("to move", to_move), ("won", seat.winner), ("out", seat.eliminated))
                 if shown]
        text = ET.SubElement(group, "text", {
            "x": _n(self.margin + self.line * 1.1), "y": _n(y + self.line * 0.2), "font-size": _n(self.line * 0.55),
            "fill": _INK, "font-weight": "bold" if to_move else "normal",
        })
        text.text = f"seat {index + 1}  {seat.side}  {god}" + "".join(f"  ({note})" for note in notes)


def _shape(side: str, at: tuple[float, float], radius: float) -> tuple[str, dict[str, str]]:
    """The figure of a side, so that colour is not the only cue: a circle, a square, a
    triangle and a diamond for sides A to D."""
    x, y = at
    if side == "A":
        return "circle", {"cx": _n(x), "cy": _n(y), "r": _n(radius)}
    if side == "B":
        half = radius * 0.88
        return "rect", {"x": _n(x - half), "y": _n(y - half), "width": _n(2 * half), "height": _n(2 * half),
                        "rx": _n(radius * 0.15)}
    if side == "C":
        corners = [(x, y - radius * 1.15), (x + radius * 1.1, y + radius * 0.8), (x - radius * 1.1, y + radius * 0.8)]
    else:
        corners = [(x, y - radius * 1.15), (x + radius * 1.15, y), (x, y + radius * 1.15), (x - radius * 1.15, y)]
    return "polygon", {"points": " ".join(f"{_n(px)},{_n(py)}" for px, py in corners)}
