"""The native core against the reference oracle with god powers.

Every ordered pair of the ten Simple Gods and mortal: seeded random games
compared turn by turn (legal-turn sets, position strings, make/unmake and
keys), and the oracle's perft table reproduced by the core.
"""

import itertools
import random
from pathlib import Path

import pytest

from conftest import read_perft_tsv
from santorini import Board
from santorini.reference import RefPosition

GODS = ("mortal", "apollo", "artemis", "athena", "atlas", "demeter", "hephaestus", "hermes", "minotaur", "pan", "prometheus")
PAIRS = list(itertools.product(GODS, GODS))
TABLE = Path(__file__).parent / "data" / "perft-simple-gods.tsv"


@pytest.mark.parametrize("first,second", PAIRS, ids=[f"{a}-{b}" for a, b in PAIRS])
def test_core_matches_oracle_with_gods(first, second):
    rng = random.Random(f"{first}/{second}")
    start = f"00000/00000/00000/00000/00000 1 A:{first},B:{second} 1 -"
    for _ in range(2):
        board, oracle = Board(start), RefPosition(start)
        while True:
            assert board.sfen() == oracle.sfen()
            turns = sorted(move.token for move in board.legal_moves)
            assert turns == oracle.legal_turns(), board.sfen()
            assert board.legal_moves.count() == len(turns)
            if not turns:
                break
            before = (board.sfen(), board.key)
            for token in rng.sample(turns, min(3, len(turns))):
                board.push(token)
                assert board.key == board._core.compute_key()
                board.pop()
                assert (board.sfen(), board.key) == before
            token = rng.choice(turns)
            board.push(token)
            oracle.play(token)


@pytest.mark.parametrize("sfen,counts", read_perft_tsv(TABLE), ids=lambda v: v.split()[2] if isinstance(v, str) else None)
def test_core_reproduces_the_oracle_perft_table(sfen, counts):
    board = Board(sfen)
    assert [board.perft(depth) for depth in range(1, len(counts) + 1)] == counts
