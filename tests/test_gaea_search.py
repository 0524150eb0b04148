"""The search in three-player games where a turn stops at a dome for Gaea (docs/golden-fleece-gods.md,
35): best-reply search lets an opponent pass, but never between turns, where a pass would drop her
placement or the rest of the stopped turn and leave the builder's state behind (a review found it)."""

from __future__ import annotations

import pytest

from conftest import board_field
from santorini import Board
from santorini.engine.analysis import Engine, Limit

#   Seat 1 (Gaea) on a5 and c1, seat 2 (Demeter) on b3 and e5, seat 3 (mortal... Pan) on e1 and a1;
#   c3 on level 3: Demeter's dome there stops her turn, Gaea places, Demeter plays the rest.
START = f"{board_field(a5='A', c1='A', b2='B', e5='B', e1='C', a1='C', c3='3', d4='3', b4='1')} 2 A:gaea,B:demeter,C:pan 5 -"


@pytest.mark.parametrize("root", ["stop", "placement", "rest"])
def test_best_reply_search_between_turns_plays_the_acts(root):
    """From each point of a stopped turn, seen by a seat that is not acting, the search's line is
    a sequence of legal turns, and the board it searched is unchanged."""
    board = Board(START)
    path = {"stop": [], "placement": ["b2-b3^c3"], "rest": ["b2-b3^c3", "+c4"]}[root]
    for token in path:
        board.push(token)
    engine = Engine(hash_mb=8)
    assert engine.best_reply
    before = board.sfen()
    result = engine.search(board, Limit(depth=6))
    assert board.sfen() == before
    line = board.copy()
    for move in result.lines[0].pv:
        assert move in line.legal_moves, (line.sfen(), str(move))
        line.push(move)
        assert Board(line.sfen()).sfen() == line.sfen()     # every state on the line reads back
