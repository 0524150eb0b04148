"""Morpheus with a big stock: turns of more builds than a turn has steps, and positions with
more turns than a search buffer holds (65,536), each against the reference oracle.
"""

import pytest

from santorini import Board, IllegalMoveError
from santorini.engine.analysis import Engine, Limit
from santorini.reference import RefPosition

#: Each worker of A boxed in by domes: a1 moves to a2, b1 or b2 and builds on the other
#: three squares of the corner, up to four pieces each: 12 builds in one turn.
BOXED = "0B0B03*0A/0003*3*/3*3*3*00/003*00/0A03*00 1 A:morpheus[14],B:mortal 2 -"
#: The same box against Chronus, four complete towers on the board: the first dome that
#: Morpheus builds in the corner is the fifth tower, and Chronus wins mid-turn.
BOXED_CHRONUS = "0B0B00*0A/0000*0*/0*0*0*00/130*3*3*/3A00*3*3* 1 A:morpheus[14],B:chronus 2 -"
#: The base perft position: stock 10 gives 69,724 turns, more than a search buffer holds.
OPEN_10 = "00000/000B00/00A00A0/000B00/00000 1 A:morpheus[10],B:mortal 2 -"


def tokens(board):
    return sorted(move.token for move in board.legal_moves)


@pytest.mark.parametrize("sfen", [BOXED, BOXED_CHRONUS])
def test_every_turn_as_the_oracle_lists_it(sfen):
    board = Board(sfen)
    oracle = RefPosition(sfen).legal_turns()
    assert tokens(board) == oracle
    assert board.legal_moves.count() == len(oracle)


def test_a_turn_of_twelve_builds_plays_as_the_oracle_plays_it():
    board = Board(BOXED)
    token = "a1-a2^a1^a1^a1^a1^b1^b1^b1^b1^b2^b2^b2^b2"
    assert token in tokens(board)
    oracle = RefPosition(BOXED)
    oracle.play(token)
    key = board.key
    board.push(token)
    assert board.sfen() == oracle.sfen()
    board.pop()
    assert board.sfen() == BOXED
    assert board.key == key


def test_builds_in_any_order_name_the_same_turn():
    board = Board(BOXED)
    canonical = "a1-a2^a1^a1^a1^a1^b1^b1^b1^b1^b2^b2^b2^b2"
    # Twelve runs of one build: more than a turn's steps, so the parser sorts them.
    scattered = "a1-a2^a1^b1^b2^a1^b1^b2^a1^b1^b2^a1^b1^b2"
    assert board.parse(scattered) == board.parse(canonical)
    # A fifth piece on a1 is more than a square takes: refused, the position unchanged.
    with pytest.raises(IllegalMoveError):
        board.push(canonical + "^a1")
    assert board.sfen() == BOXED


def test_a_list_longer_than_a_search_buffer_is_whole():
    board = Board(OPEN_10)
    core = tokens(board)
    assert len(core) > 65536
    assert core == RefPosition(OPEN_10).legal_turns()
    assert board.legal_moves.count() == len(core)


def test_the_search_plays_a_legal_turn_from_a_big_list():
    board = Board(OPEN_10)
    best = Engine(hash_mb=4).search(board, Limit(nodes=200_000)).best
    assert best.token in set(tokens(board))


def test_perft_walks_a_list_longer_than_its_buffer():
    # Perft gives such a node a buffer of its own: its count is the sum over the whole list.
    board = Board(OPEN_10)
    total = 0
    for move in list(board.legal_moves):
        board.push(move)
        total += board.legal_moves.count()
        board.pop()
    assert board.perft(2) == total
