"""Training data: self-play positions (``santorini selfplay``'s JSON lines) as fixed-size
binary records, deduplicated, optionally with the board's eight symmetries.

A file is a 16-byte header, then the records (:data:`RECORD`, 72 bytes each, little-endian;
``numpy.fromfile`` reads them after the header):

====================  =======  ===============================================================
field                 type     meaning
====================  =======  ===============================================================
``cells``             u1[25]   by square index (a1 = 0, b1 = 1, ... e5 = 24): bits 0-1 the
                               height, bit 2 a dome, bits 3-5 the worker (0 none, 1-4 side
                               A-D), bit 6 a female worker
``seats``             u1       the number of seats (2, 3 or 4; with 4 the sides are A B A B)
``to_move``           u1       the seat to act, 0-based
``alive``             u1       bit per seat still in the game
``resume``            u1       while the seat to act acts between turns (Gaea's placement), the
                               seat whose turn play comes back to, + 1 (the SFEN's ``resume:``);
                               else 0
``gods``              u1[4]    each seat's card by catalog number (0 mortal; 255 no seat)
``held``              u1[4]    the power each seat plays with now (Circe may hold another's)
``states``            u4[4]    each seat's god state word (the core's; ``docs/notation.md``)
``round``             u2       the SFEN's round
``count``             u2       positions merged into this record
``score``             f4       the search's score from the side to move's view, in
                               centi-levels (a win in N plies 30000 - N, a loss -30000 + N),
                               the mean over the merged positions
``result``            f4       the game's result for the side to move (1 win, 0.5 draw,
                               0 loss), the mean over the merged positions
``game``, ``ply``     u4, u2   where the first of the merged positions came from
``reserved``          u1
====================  =======  ===============================================================

Header: ``b"SANTDATA"``, the format version (u2, 2), the record size (u2, 72), the number
of records (u4).  Two positions are the same when every field before ``round`` is; their
scores and results are averaged.  A symmetry maps the squares only: every power the
engine plays is the same under the board's rotations and reflections.

>>> line = {"game": 1, "ply": 4, "sfen": "00000/0000B0/000B00/000A00/0A0000 1 A:mortal,B:mortal 2 -",
...         "score": "cp 12", "result": 1.0}
>>> records = encode([line, dict(line, result=0.0)])
>>> len(records), int(records["count"][0]), float(records["result"][0]), float(records["score"][0])
(1, 2, 0.5, 12.0)
>>> len(encode([line], symmetries=True))
8
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

import numpy as np

from santorini._core.gods.registry import GEOMETRIC_STATES
from santorini.board import Board
from santorini.errors import SantoriniError
from santorini.notation import SIDE_LETTERS, parse_sfen, transform_square
from santorini.rules.gods import GODS

__all__ = ["HEADER", "RECORD", "TrainingDataError", "encode", "read", "write"]

RECORD = np.dtype([
    ("cells", "u1", (25,)), ("seats", "u1"), ("to_move", "u1"), ("alive", "u1"), ("resume", "u1"),
    ("gods", "u1", (4,)), ("held", "u1", (4,)), ("states", "<u4", (4,)), ("round", "<u2"), ("count", "<u2"),
    ("score", "<f4"), ("result", "<f4"), ("game", "<u4"), ("ply", "<u2"), ("reserved", "u1"),
])
assert RECORD.itemsize == 72

MAGIC = b"SANTDATA"
#: Version 1 had 64-byte records with 16-bit states, too small for the states that name
#: squares high on the board (Charybdis' whirlpools, Eris' marks, Gaea's domes) and for a
#: spent hero; it had no ``resume``.  Version 2 had these records, but a figure that stands
#: for a dome (the Ram, the boulder, Europa's Talus) was no dome in them.
VERSION = 3
HEADER = np.dtype([("magic", "S8"), ("version", "<u2"), ("record_size", "<u2"), ("records", "<u4")])

#: The bytes that say which position a record is, the fields before ``round`` (the rest is
#: where it was met and what was learnt of it).
_KEY_BYTES = RECORD.fields["round"][1]
_NO_SEAT = 255

#: Powers whose state names squares or directions (the core's GEOMETRIC_STATES), with the bits
#: of the state word that do: a record mapped by a symmetry would need them mapped too, so a
#: position where one of them has such bits set keeps its own image only.
_GEOMETRY_BITS = {GODS[name].index: bits for name, bits in GEOMETRIC_STATES.items()}
_WIN = 30000


class TrainingDataError(ValueError):
    """A position line or a training-data file that cannot be read."""


def _score(text: str) -> float:
    kind, _, value = str(text).partition(" ")
    if kind == "cp":
        return float(int(value))
    if kind in ("win", "loss"):
        return float(_WIN - int(value) if kind == "win" else -_WIN + int(value))
    raise ValueError(text)


def _record(line: Mapping[str, Any]) -> np.ndarray:
    """One position line as a record (the identity image)."""
    try:
        sfen = line["sfen"]
        board = Board(sfen)
        parsed = parse_sfen(sfen)
        score, result = _score(line["score"]), float(line["result"])
        game, ply = int(line.get("game", 0)), int(line.get("ply", 0))
    except (KeyError, TypeError, ValueError, SantoriniError) as error:
        raise TrainingDataError(f"not a self-play position: {error}") from None
    if not 0 <= result <= 1:
        raise TrainingDataError(f"result {result} is not between 0 and 1")
    record = np.zeros(1, RECORD)
    cells = record["cells"][0]
    core = board._core
    # A dome as the rules see one: a figure that stands for a dome counts (the Ram, the
    # boulder, Europa's Talus), as it does in the board the core's evaluation reads.
    for sq, (height, dome) in enumerate(zip(core.heights(), core.domes())):
        cells[sq] = height | (4 if dome else 0)
    for sq, letter in parsed.workers:
        cells[sq] |= (SIDE_LETTERS.index(letter.upper()) + 1) << 3 | (64 if letter.islower() else 0)
    record["seats"], record["to_move"], record["alive"] = core.nseats, core.stm, core.alive
    record["resume"] = 0 if core.resume is None else core.resume + 1
    record["gods"] = record["held"] = _NO_SEAT
    for seat, entry in enumerate(parsed.seats):
        record["gods"][0][seat] = GODS[entry.god].index
        record["held"][0][seat] = GODS[core.held(seat)].index
        record["states"][0][seat] = core.god_state(seat)
    record["round"], record["count"] = parsed.round, 1
    record["score"], record["result"], record["game"], record["ply"] = score, result, game, ply
    return record


def _image(record: np.ndarray, symmetry: int) -> np.ndarray:
    image = record.copy()
    image["cells"][0][[transform_square(sq, symmetry) for sq in range(25)]] = record["cells"][0]
    return image


def encode(lines: Iterable[Mapping[str, Any]], symmetries: bool = False, dedup: bool = True) -> np.ndarray:
    """Records for self-play position lines (dicts as ``santorini selfplay`` writes them);
    with ``symmetries`` the eight images of each; with ``dedup`` one record a position."""
    records = []
    for line in lines:
        record = _record(line)
        mapped = symmetries and not any(int(state) & _GEOMETRY_BITS.get(int(god), 0)
                                        for god, state in zip(record["held"][0], record["states"][0]))
        records.extend(_image(record, symmetry) for symmetry in range(8 if mapped else 1))
    if not records:
        return np.zeros(0, RECORD)
    every = np.concatenate(records)
    return _merged(every) if dedup else every


def _merged(records: np.ndarray) -> np.ndarray:
    """One record a position, the first of its copies, with their count and their mean
    score and result; the positions in the order they first came."""
    rows = np.ascontiguousarray(records).view(np.uint8).reshape(len(records), RECORD.itemsize)
    keys = np.ascontiguousarray(rows[:, :_KEY_BYTES]).view(f"V{_KEY_BYTES}").ravel()
    _, first, inverse = np.unique(keys, return_index=True, return_inverse=True)
    order = np.argsort(first)
    group = np.empty_like(order)
    group[order] = np.arange(len(order))
    group = group[inverse.ravel()]
    weights = records["count"].astype(np.float64)
    counts = np.bincount(group, weights=weights)
    merged = records[first[order]].copy()
    merged["count"] = counts
    merged["score"] = np.bincount(group, weights=weights * records["score"]) / counts
    merged["result"] = np.bincount(group, weights=weights * records["result"]) / counts
    return merged


def write(path: str | Path, records: np.ndarray) -> None:
    """Write records (:func:`encode`) with the header."""
    header = np.array([(MAGIC, VERSION, RECORD.itemsize, len(records))], dtype=HEADER)
    with open(path, "wb") as out:
        out.write(header.tobytes())
        out.write(records.astype(RECORD, copy=False).tobytes())


def read(path: str | Path) -> np.ndarray:
    """The records of a training-data file; TrainingDataError if it is not one."""
    try:
        data = Path(path).read_bytes()
    except OSError as error:
        raise TrainingDataError(f"cannot read training data {path}: {error.strerror or error}") from None
    if len(data) < HEADER.itemsize:
        raise TrainingDataError(f"{path}: not a training-data file (too short for the header)")
    header = np.frombuffer(data[:HEADER.itemsize], dtype=HEADER)[0]
    if header["magic"] != MAGIC or header["version"] != VERSION or header["record_size"] != RECORD.itemsize:
        raise TrainingDataError(f"{path}: not a training-data file of version {VERSION}")
    body = data[HEADER.itemsize:]
    if len(body) != int(header["records"]) * RECORD.itemsize:
        raise TrainingDataError(f"{path}: holds {len(body)} bytes of records, its header says {int(header['records'])}")
    return np.frombuffer(body, dtype=RECORD).copy()
