"""Perft of the native core with 3 players and 4 players in teams, against counts made by the
pure-Python reference oracle (tests/data/perft-multiplayer.tsv, make_perft_multiplayer.py)."""

import pytest

from conftest import named_perft_table
from santorini import Board
from santorini.reference import RefPosition





ROWS = named_perft_table("perft-multiplayer.tsv")
CASES = [(name, sfen, depth, count) for name, sfen, counts in ROWS for depth, count in enumerate(counts, start=1)]


def test_table_covers_three_and_four_players_to_depth_three():
    players = {Board(sfen).players for _, sfen, _ in ROWS}
    assert players == {3, 4}
    assert all(len(counts) >= 3 for _, _, counts in ROWS)
    assert any(any(god != "mortal" for god in Board(sfen).gods) for _, sfen, _ in ROWS)


@pytest.mark.parametrize("name,sfen,depth,expected", CASES, ids=[f"{c[0]}-d{c[2]}" for c in CASES])
def test_core_perft_matches_oracle(name, sfen, depth, expected):
    assert Board(sfen).perft(depth) == expected


@pytest.mark.parametrize("name,sfen", [(name, sfen) for name, sfen, _ in ROWS], ids=[r[0] for r in ROWS])
def test_turn_tokens_match_oracle(name, sfen):
    """The same canonical turn tokens as the oracle (cheap for the oracle at depth 1).

    3p-gods3 caught the Board spelling Hermes' two-level walks with illegal tokens such as
    'c2-e2,d4-d3^e1' (for 'c2-d3,d4-e3-e2^e1'), fixed in b880e27.
    """
    assert sorted(move.token for move in Board(sfen).legal_moves) == RefPosition(sfen).legal_turns()


@pytest.mark.parametrize("name,sfen", [(name, sfen) for name, sfen, _ in ROWS], ids=[r[0] for r in ROWS])
def test_children_and_divide_match_oracle(name, sfen):
    """Every turn leads to the same positions (by SFEN, whatever the spelling), each with the
    same number of replies, and perft_divide adds up to perft."""
    board = Board(sfen)
    ref = RefPosition(sfen)
    assert board.sfen() == ref.sfen()
    core_children = {}
    for move in board.legal_moves:
        child = board.copy()
        child.push(move)
        core_children[child.sfen()] = child.perft(1)
    ref_children = {}
    for token in ref.legal_turns():
        child = ref.copy()
        child.play(token)
        ref_children[child.sfen()] = child.perft(1)
    assert core_children == ref_children
    divide = board.perft_divide(2)
    assert sum(divide.values()) == board.perft(2) == sum(ref_children.values())
