"""Nemesis in the engine (docs/golden-fleece-gods.md): the trade's token and its canonical
pairing, the adjacency that forbids it, the original text's one-for-one trade, the opponent
as a side with 3 and 4 players, and forces that win nothing.  The oracle's reading is
tests/test_reference_golden_fleece.py; tests/test_differential_gods.py compares the two.
"""

import pytest

from santorini import Board
from test_reference_advanced import board

#: A on a1 and d1, B on a5 and e5: no worker of B's next to A's.
APART = board({"a1": "A", "d1": "A", "a5": "B", "e5": "B"}, {})


def trades(b: Board) -> set[str]:
    return {move.token for move in b.legal_moves if ">" in move.token}


def test_the_trade_is_written_after_the_build_and_either_pairing_reads_as_one_turn():
    b = Board(f"{APART} 1 A:nemesis,B:mortal 4 -")
    assert "a1-a2^a1>a5>e5" in trades(b) and "a1-a2^a1>e5>a5" not in trades(b)
    assert b.parse("a1-a2^a1>e5>a5") == b.parse("a1-a2^a1>a5>e5")
    b.push("a1-a2^a1>a5>e5")
    after = b.sfen().split()[0]
    assert after.startswith("0A0000A/")          # her workers on a5 and e5
    # Trading is optional: every ordinary turn is listed too.
    assert len(Board(f"{APART} 1 A:nemesis,B:mortal 4 -").legal_moves) == 2 * len(
        Board(f"{APART} 1 A:mortal,B:mortal 4 -").legal_moves)


def test_no_trade_with_an_opponent_next_to_her_workers():
    near = board({"a1": "A", "d1": "A", "b3": "B", "e5": "B"}, {})
    b = Board(f"{near} 1 A:nemesis,B:mortal 4 -")
    # Only moves that leave no B worker next to hers may trade: a1 must not go to a2 (next to b3).
    assert not any(t.startswith("a1-a2") or t.startswith("a1-b2") for t in trades(b))
    assert any(t.startswith("d1-") for t in trades(b))


def test_forced_onto_level_3_wins_nothing():
    high = board({"a1": "A", "d1": "A", "a5": "B", "e5": "B"}, {"a5": 3, "e5": 3, "a2": 2})
    b = Board(f"{high} 1 A:nemesis,B:mortal 4 -")
    b.push("d1-e1^d1>a5>e5")
    assert b.outcome() is None


def test_the_original_text_trades_one_for_one_when_a_side_has_one_worker():
    lone = board({"a1": "A", "d1": "A", "e5": "B"}, {})
    assert not trades(Board(f"{lone} 1 A:nemesis,B:mortal 4 -"))     # revised: the opponent needs two
    original = Board(f"{lone} 1 A:nemesis,B:mortal 4 -", rulings={"revised-text"})
    # Either of her workers may trade: the token switches to hers, then names theirs.
    assert {"a1-a2^a1,a2>e5", "a1-a2^a1,d1>e5"} <= trades(original)
    original.push("a1-a2^a1,d1>e5")
    assert original.sfen().split()[0] == "00000A/00000/00000/0A0000/1000B0"   # d1 and e5 traded
    alone = board({"a1": "A", "a5": "B", "e5": "B"}, {})
    assert "a1-a2^a1>e5" in trades(Board(f"{alone} 1 A:nemesis,B:mortal 4 -", rulings={"revised-text"}))


def test_with_three_players_she_picks_one_opponent_and_with_four_the_opposing_team():
    three = board({"a1": "A", "d1": "A", "a5": "B", "c5": "B", "e5": "C", "e3": "C"}, {})
    b = Board(f"{three} 1 A:nemesis,B:apollo,C:pan 4 -")
    taken = {t.split("^")[1][2:] for t in trades(b)}
    assert {">a5>c5", ">e3>e5"} <= taken and not any("a5" in t and "e5" in t for t in taken)
    four = Board(f"{APART} 1 A:nemesis,B:apollo,A:pan,B:atlas 4 -")
    assert "a1-a2^a1>a5>e5" in trades(four)
