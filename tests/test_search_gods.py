"""The search plays every pairing of the Simple Gods, Charon, Ares and mortal, in the core."""

import itertools

import pytest

from santorini import Board
from santorini.engine.analysis import analyse

GODS = ("mortal", "apollo", "artemis", "athena", "atlas", "demeter", "hephaestus", "hermes", "minotaur", "pan",
        "prometheus", "charon", "ares")
MIDGAME = "00100/01B200A/012B10/00A200/00000 1 A:{},B:{} 6 -"


@pytest.mark.parametrize("first,second", list(itertools.product(GODS, GODS)))
def test_search_every_pairing(first, second):
    board = Board(MIDGAME.format(first, second))
    info = analyse(board, depth=3)[0]
    assert info.pv and info.pv[0] in board.legal_moves
    replayed = board.copy()
    for move in info.pv:
        replayed.push(move.token)     # every PV replays through the token parser too
