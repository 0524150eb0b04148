"""Perft of the native core against the reference counts of tests/data/perft-base.tsv."""

# Source of the counts: public perft numbers of the base game, cross-checked by independent C, numba and pure-Python implementations.

import pytest

from conftest import perft_table
from santorini import Board

ROWS = perft_table()
CASES = [(sfen, depth, counts[depth - 1]) for sfen, counts in ROWS for depth in range(1, 6) if depth <= len(counts)]


@pytest.mark.parametrize("sfen,depth,expected", CASES, ids=[f"{i // 5}-d{d}" for i, (_, d, _) in enumerate(CASES)])
def test_perft_reference(sfen, depth, expected):
    assert Board(sfen).perft(depth) == expected


@pytest.mark.parametrize("sfen", [sfen for sfen, _ in ROWS])
def test_divide_sums_to_perft(sfen):
    board = Board(sfen)
    divide = board.perft_divide(3)
    assert sum(divide.values()) == board.perft(3)
    assert sorted(divide) == sorted(move.token for move in board.legal_moves)


def test_perft_from_empty_board_counts_placements():
    board = Board()
    assert board.perft(1) == 300
    # The second seat places on the 23 squares left.
    assert board.perft(2) == 300 * (23 * 22 // 2)


def test_perft_depth_zero_is_one():
    assert Board().perft(0) == 1


def test_finished_game_has_no_children():
    board = Board("00000/00000/00000A/0000B0B/2A3000 1 A:mortal,B:mortal 2 -")
    assert "a1-b1" in board.legal_moves  # moving up onto level 3 is a whole turn
    board.push("a1-b1")
    assert board.perft(0) == 1
    assert board.perft(1) == 0 and board.perft(3) == 0
    assert board.sfen() == "00000/00000/00000A/0000B0B/23A000 2 A:mortal#,B:mortal 2 -"
