"""The native core against the reference oracle with god powers.

Every ordered pair of the ten Simple Gods, Charon, Ares and mortal, with 2, 3 and 4
players: seeded random games compared turn by turn (legal-turn sets,
position strings, make/unmake and keys), and the oracle's perft tables
reproduced by the core.
"""

import itertools
import random
from pathlib import Path

import pytest

from conftest import read_perft_tsv
from santorini import Board
from santorini.reference import RefPosition

GODS = ("mortal", "apollo", "artemis", "athena", "atlas", "demeter", "hephaestus", "hermes", "minotaur", "pan",
        "prometheus", "charon", "ares")
PAIRS = list(itertools.product(GODS, GODS))
TABLES = [Path(__file__).parent / "data" / name for name in
          ("perft-simple-gods.tsv", "perft-charon.tsv", "perft-charon-multiplayer.tsv", "perft-ares.tsv",
           "perft-ares-multiplayer.tsv")]
SIDES = {2: "AB", 3: "ABC", 4: "ABAB"}


def seats(first: str, second: str, players: int) -> list[str]:
    """The gods of each seat: the pair, and with 3 players a third god that cycles
    through the list, with 4 (teams A, B, A, B) the pair again in the other order."""
    if players == 2:
        return [first, second]
    if players == 3:
        return [first, second, GODS[(GODS.index(first) + GODS.index(second) + 1) % len(GODS)]]
    return [first, second, second, first]


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("first,second", PAIRS, ids=[f"{a}-{b}" for a, b in PAIRS])
def test_core_matches_oracle_with_gods(first, second, players):
    rng = random.Random(f"{first}/{second}/{players}")
    gods = ",".join(f"{side}:{god}" for side, god in zip(SIDES[players], seats(first, second, players)))
    start = f"00000/00000/00000/00000/00000 1 {gods} 1 -"
    for _ in range(2 if players == 2 else 1):
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


@pytest.mark.parametrize("sfen,counts", [row for table in TABLES for row in read_perft_tsv(table)],
                         ids=lambda v: v.split()[2] if isinstance(v, str) else None)
def test_core_reproduces_the_oracle_perft_table(sfen, counts):
    board = Board(sfen)
    assert [board.perft(depth) for depth in range(1, len(counts) + 1)] == counts
