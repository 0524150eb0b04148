"""The native core against the pure-Python reference oracle on random games.

Seeded random play from the empty board (placement included) visits a few
thousand reachable positions; at each one the two implementations must agree
on the set of legal turns, the position string after every turn, and the
outcome.  The core's make/unmake must restore the position and its Zobrist
key exactly, and the incremental key must equal one computed from scratch.
"""

import random

import pytest

from santorini import Board
from santorini.reference import RefPosition

GAMES = 120

MULTIPLAYER = {
    3: "00000/00000/00000/00000/00000 1 A:mortal,B:mortal,C:mortal 1 -",
    4: "00000/00000/00000/00000/00000 1 A:mortal,B:mortal,A:mortal,B:mortal 1 -",
}


def random_games(seed: int, games: int, start: str | None = None):
    """Yield (board, oracle) pairs along seeded random games, before each turn."""
    rng = random.Random(seed)
    for _ in range(games):
        board = Board(start) if start else Board()
        oracle = RefPosition(start) if start else RefPosition()
        while True:
            yield board, oracle
            moves = list(board.legal_moves)
            if not moves:
                break
            move = rng.choice(moves)
            board.push(move)
            oracle.play(move.token)


@pytest.mark.parametrize(
    "seed,start",
    [(seed, None) for seed in range(4)] + [(10 + players, MULTIPLAYER[players]) for players in (3, 4)],
    ids=["2p-0", "2p-1", "2p-2", "2p-3", "3p", "4p"],
)
def test_core_matches_oracle_on_random_games(seed, start):
    positions = 0
    for board, oracle in random_games(seed, GAMES // 4, start):
        positions += 1
        assert board.sfen() == oracle.sfen()
        core_turns = sorted(move.token for move in board.legal_moves)
        assert core_turns == oracle.legal_turns(), board.sfen()
        assert board.legal_moves.count() == len(core_turns)
        assert bool(board.legal_moves) == bool(core_turns)
        assert board.is_game_over() == oracle.is_over()
        if board.is_game_over():
            assert board.outcome().winner == oracle.winner()
        assert board.eliminated == [s.split(":")[0].lstrip("-") for s in oracle.sfen().split()[2].split(",") if s.startswith("-")]
    assert positions > 500


@pytest.mark.parametrize("seed,start", [(0, None), (1, None), (2, MULTIPLAYER[3]), (3, MULTIPLAYER[4])])
def test_make_unmake_restores_position_and_key(seed, start):
    rng = random.Random(100 + seed)
    for board, _ in random_games(200 + seed, 15, start):
        before = (board.sfen(), board.key)
        assert board.key == board._core.compute_key()
        moves = list(board.legal_moves)
        for move in rng.sample(moves, min(6, len(moves))):
            board.push(move)
            assert board.key == board._core.compute_key()
            board.pop()
            assert (board.sfen(), board.key) == before


def test_key_depends_on_position_not_path():
    a, b = Board(), Board()
    for token in ("+b3+d3", "+c2+c4", "b3-b4^a5", "c4-c5^d5", "d3-e3^e4"):
        a.push(token)
    for token in ("+b3+d3", "+c2+c4", "d3-e3^e4", "c4-c5^d5", "b3-b4^a5"):
        b.push(token)
    assert a.sfen().split()[:3] == b.sfen().split()[:3]
    assert a.key == b.key


@pytest.mark.parametrize("seed,start", [(0, None), (1, None), (2, MULTIPLAYER[3]), (3, MULTIPLAYER[4])])
def test_perft_matches_oracle_on_random_positions(seed, start):
    rng = random.Random(300 + seed)
    checked = 0
    for board, oracle in random_games(400 + seed, 6, start):
        if rng.random() < 0.15:
            assert board.perft(2) == oracle.perft(2), board.sfen()
            checked += 1
    assert checked > 0
