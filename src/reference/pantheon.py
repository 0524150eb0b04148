"""The Pantheon edition's 2-against-2 with a pair of workers a player, as the oracle reads
and writes its positions: seats A, B, C, D (``start_sfen(4, team_workers="own")``), teams
A and C against B and D, each seat's workers written with its own letter.

:func:`read_sfen` and :func:`write_sfen` are :func:`santorini.notation.parse_sfen` and
:func:`santorini.notation.format_sfen`, with a stand-in for one gap of the notation at the
time of writing: its seats field accepts ``A,B,C,D`` but its board field accepts only the
letters of the classic 4-player sides (A and B), so a board with C or D workers fails. Only
then, and only for the seats A, B, C, D, the board is read with the letters C and D written
as A and B (every other check of the notation applies) and the letters put back by square;
written likewise. Once the notation reads such boards this stand-in is never reached.

>>> rec = read_sfen("0c0000/00000/00000/00000/0A0D00B0 2 A:mortal,B:mortal,C:selene,D:mortal 3 -")
>>> rec.workers
((0, 'A'), (1, 'D'), (3, 'B'), (20, 'c'))
>>> write_sfen(rec)
'0c0000/00000/00000/00000/0A0D00B0 2 A:mortal,B:mortal,C:selene,D:mortal 3 -'
"""

from __future__ import annotations

from dataclasses import replace
from typing import Final

from santorini.errors import SfenError
from santorini.notation import OWN_PAIRS_SIDES, SfenRecord, format_sfen, parse_sfen

__all__ = ["PANTHEON_TEAMS", "read_sfen", "write_sfen"]

#: The team of each side letter in the Pantheon edition's 2-against-2: seats 1 and 3 (A, C)
#: against seats 2 and 4 (B, D); a team is named by its first seat's letter.
PANTHEON_TEAMS: Final = {"A": "A", "B": "B", "C": "A", "D": "B"}

#: The board letters the stand-in writes as the classic sides' (C as A, D as B) and back.
_AS_CLASSIC: Final = str.maketrans("CDcd", "ABab")

_EMPTY_BOARD: Final = "00000/00000/00000/00000/00000"


def _own_pairs_seats(seats_text: str) -> bool:
    """Is this seats field the Pantheon 2-against-2's (sides A, B, C, D)?"""
    try:
        rec = parse_sfen(f"{_EMPTY_BOARD} 1 {seats_text} 1 -")
    except SfenError:
        return False
    return "".join(seat.side for seat in rec.seats) == OWN_PAIRS_SIDES


def _board_letters(board: str) -> dict[int, str]:
    """The worker letters of a board field (rank 5 first) by square; the field is one the
    notation has read (with the letters written as the classic sides')."""
    letters = {}
    for row, rank_text in enumerate(board.split("/")):
        file = 0
        for char in rank_text:
            if char.isdigit():
                file += 1  # a cell starts with its height
            elif char.isalpha():
                letters[(4 - row) * 5 + file - 1] = char
    return letters


def read_sfen(text: str) -> SfenRecord:
    """The notation's record of a position string (see the module's docstring)."""
    try:
        return parse_sfen(text)
    except SfenError:
        fields = text.split() if isinstance(text, str) else []
        if len(fields) != 5 or not _own_pairs_seats(fields[2]) or not set(fields[0]) & set("CDcd"):
            raise
    board = fields[0]
    rec = parse_sfen(" ".join([board.translate(_AS_CLASSIC), *fields[1:]]))
    letters = _board_letters(board)
    return replace(rec, workers=tuple((sq, letters[sq]) for sq, _ in rec.workers))


def _board_field(rec: SfenRecord) -> str:
    """The board field of a record, rank 5 first (as the notation writes it)."""
    workers = rec.worker_map()
    ranks = []
    for rank in range(4, -1, -1):
        cells = []
        for file in range(5):
            sq = rank * 5 + file
            cells.append(f"{rec.heights[sq]}{'*' if rec.domes[sq] else ''}{workers.get(sq, '')}")
        ranks.append("".join(cells))
    return "/".join(ranks)


def write_sfen(rec: SfenRecord) -> str:
    """The canonical position string of a record (see the module's docstring)."""
    try:
        return format_sfen(rec)
    except SfenError:
        own = "".join(seat.side for seat in rec.seats) == OWN_PAIRS_SIDES
        if not own or not any(letter in "CDcd" for _, letter in rec.workers):
            raise
    classic = replace(rec, workers=tuple((sq, letter.translate(_AS_CLASSIC)) for sq, letter in rec.workers))
    _, *rest = format_sfen(classic).split(" ")
    text = " ".join([_board_field(rec), *rest])
    if read_sfen(text) != rec:
        raise SfenError(f"SFEN record does not round-trip: {rec!r}")
    return text
