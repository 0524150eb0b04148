"""Clio's coins on the Python surface (docs/golden-fleece-gods.md, "33 Clio"): the state
read and written, the positions both implementations refuse, and the
clio-coin-built-over ruling. Her rules are compared with the oracle in
test_god_rulings_golden_fleece.py and test_differential_gods.py."""

from __future__ import annotations

import pytest

from santorini import Board
from santorini.errors import SfenError
from santorini.reference import RefPosition

#: A's workers on b3 (level 1) and d3, B's on c2 and c4.
BOARD = "00000/000B00/01A00A0/000B00/00000"
STAYS = frozenset({"clio-coin-built-over"})


@pytest.mark.parametrize("state", ["b3", "b3,x", "x", "x,x,x"])
def test_coin_states_round_trip_alike(state):
    text = f"{BOARD} 1 A:clio[{state}],B:mortal 2 -"
    assert Board(text).sfen() == RefPosition(text).sfen() == text


@pytest.mark.parametrize(("board", "state", "rulings"), [
    (BOARD, "c3", frozenset()),                         # a coin on the ground
    ("00000/000B00/01A00A0/001B00/00000", "c2", frozenset()),   # under B's worker, on a block
    ("00000/000B00/01A3*0A0/000B00/00000", "c3", frozenset()),  # under a dome, BGA's reading
    (BOARD, "b3,b3", frozenset()),                      # one square twice
    (BOARD, "a1,b2,c3,d4", frozenset()),                # four coins
])
def test_coins_where_none_can_stand_are_refused_by_both(board, state, rulings):
    text = f"{board} 1 A:clio[{state}],B:mortal 2 -"
    with pytest.raises(SfenError):
        Board(text, rulings=rulings)
    with pytest.raises(SfenError):
        RefPosition(text, rulings=rulings)


def test_a_coin_under_a_dome_stands_only_by_the_ruling():
    text = "00000/000B00/01A3*0A0/000B00/00000 1 A:clio[c3],B:mortal 2 -"
    assert Board(text, rulings=STAYS).sfen() == RefPosition(text, rulings=STAYS).sfen() == text


def test_a_coin_is_a_dome_to_the_opponent_and_hides_her_worker():
    # A's coin under her worker on b3: B's c2 and c4 neither step onto b3 nor build on it.
    board = Board(f"{BOARD} 2 A:clio[b3],B:mortal 2 -")
    tokens = [move.token for move in board.legal_moves]
    assert tokens and not any("b3" in token for token in tokens)
    assert sorted(tokens) == RefPosition(board.sfen()).legal_turns()
