"""The learned evaluation in the core (santorini._core.nnue, santorini.engine.nnue): the
accumulators the search updates by the squares that changed equal a fresh computation after
every push and pop of random games, the core's integer network computes what the trainer's
integer network computes, a network file is read or refused cleanly, and the search plays
with it."""

from __future__ import annotations

import random

import numpy as np
import pytest

from santorini.board import Board
from santorini.engine.analysis import Engine, Limit
from santorini.engine.nnue import NetworkError, core_network, load_network
from santorini.engine.players import place_at_random, random_turn
from santorini.notation import start_sfen
from santorini.tools.train import INPUTS, SCALE, Network, features, quantised_logit
from santorini.tools.training_data import encode

#: Lineups whose powers change the board in every way the planes must see: swaps (Apollo,
#: Nemesis), pushes (Minotaur), removals (Medusa, Bia), added workers (Hydra, Gaea), low
#: domes (Atlas), builds undone (Ares), figures that are domes to the rules (Europa's Talus),
#: three players and both four-player team rules.
LINEUPS = [
    (2, ["mortal", "mortal"], "shared"),
    (2, ["apollo", "minotaur"], "shared"),
    (2, ["medusa", "atlas"], "shared"),
    (2, ["hydra", "bia"], "shared"),
    (2, ["gaea", "pan"], "shared"),
    (2, ["ares", "clio"], "shared"),
    (2, ["nemesis", "europa"], "shared"),
    (3, ["artemis", "demeter", "pan"], "shared"),
    (4, ["apollo", "atlas", "hermes", "prometheus"], "shared"),
    (4, ["minotaur", "pan", "demeter", "athena"], "own"),
]


def random_network(hidden: int, seed: int) -> Network:
    """Weights large enough that the clipped activation cuts on both sides."""
    rng = np.random.default_rng(seed)
    return Network(rng.normal(0, 0.5, (INPUTS, hidden)).astype(np.float32),
                   rng.normal(0, 0.3, hidden).astype(np.float32),
                   rng.normal(0, 0.5, hidden).astype(np.float32), 0.25)


def random_boards(seed: int, games: int = 3, plies: int = 40):
    """Each position of a few random games of each lineup, with pops along the way: the
    position after every push and after every pop."""
    rng = random.Random(seed)
    for players, gods, workers in LINEUPS:
        for _ in range(games):
            board = Board(start_sfen(players, gods, team_workers=workers))
            place_at_random(board, rng)
            yield board
            for _ in range(plies):
                if board.outcome() is not None or not board.legal_moves:
                    break
                board.push(random_turn(board, rng))
                yield board
                if rng.random() < 0.25:
                    board.pop()
                    yield board
                    board.push(random_turn(board, rng))
                    yield board


def truncated_centi_levels(logits: np.ndarray) -> np.ndarray:
    """The trainer's integer logits as the core reports them: times 400 (its target is
    sigmoid(score / 400)), divided by SCALE squared rounding toward zero."""
    scaled = logits.astype(np.int64) * 400
    return np.sign(scaled) * (np.abs(scaled) // (SCALE * SCALE))


@pytest.mark.parametrize("hidden", [1, 32, 256])
def test_the_accumulators_follow_every_push_and_pop(hidden):
    core = core_network(random_network(hidden, hidden))
    checked = 0
    for board in random_boards(seed=hidden):
        assert core.accumulator_matches(board._core), board.sfen()
        assert core.evaluate(board._core, fresh=False) == core.evaluate(board._core), board.sfen()
        checked += 1
    assert checked > 500


def test_the_core_computes_the_trainers_integer_network():
    net = random_network(48, 7)
    core = core_network(net)
    boards = [board.copy() for board in random_boards(seed=3, games=2, plies=30)]
    sfens = [board.sfen() for board in boards]
    records = encode([{"game": 1, "ply": i, "sfen": sfen, "score": "cp 0", "result": 0.5}
                      for i, sfen in enumerate(sfens)], dedup=False)
    expected = np.clip(truncated_centi_levels(quantised_logit(net, features(records))), -20000, 20000)
    got = np.array([core.evaluate(board._core) for board in boards])
    assert len(set(got.tolist())) > 50             # not a constant: the inputs reach the output
    assert np.array_equal(got, expected), [s for s, g, e in zip(sfens, got, expected) if g != e][:3]


def test_a_network_file_is_read_or_refused(tmp_path):
    net = random_network(16, 1)
    path = tmp_path / "net.npz"
    net.save(str(path))
    board = Board(start_sfen(2))
    place_at_random(board, random.Random(1))
    assert load_network(path).evaluate(board._core) == core_network(net).evaluate(board._core)
    with pytest.raises(NetworkError, match="cannot read network"):
        load_network(tmp_path / "missing.npz")
    (tmp_path / "text.npz").write_text("not a network")
    with pytest.raises(NetworkError, match="cannot read network"):
        load_network(tmp_path / "text.npz")
    wrong = Network(net.w1[:100], net.b1, net.w2, net.b2)
    with pytest.raises(NetworkError, match="311 inputs"):
        core_network(wrong)
    wide = random_network(257, 1)
    with pytest.raises(NetworkError, match="hidden units"):
        core_network(wide)
    huge = Network(net.w1 * 1000, net.b1, net.w2, net.b2)
    with pytest.raises(NetworkError, match="w1 weight .* out of the core's range"):
        core_network(huge)
    nan = Network(net.w1, net.b1 * np.nan, net.w2, net.b2)
    nan.save(str(tmp_path / "nan.npz"))
    with pytest.raises(NetworkError, match="not finite"):
        load_network(tmp_path / "nan.npz")


def test_the_search_plays_with_a_network_and_comes_back_without_one():
    board = Board("00000/000B00/00A00A0/000B00/00000 1 A:pan,B:atlas 2 -")
    plain = Engine(hash_mb=4)
    expected = plain.search(board, Limit(depth=5))
    engine = Engine(hash_mb=4)
    engine.network = core_network(random_network(32, 5))
    learned = engine.search(board, Limit(depth=5))
    assert learned.best in board.legal_moves and engine.network is not None
    engine.network = None
    again = engine.search(board, Limit(depth=5))
    assert (again.best, engine.nodes) == (expected.best, plain.nodes)


def test_two_threads_search_with_a_network():
    board = Board(start_sfen(3, ["artemis", "demeter", "pan"]))
    place_at_random(board, random.Random(4))
    engine = Engine(hash_mb=4, threads=2)
    engine.network = core_network(random_network(32, 9))
    result = engine.search(board, Limit(depth=4))
    assert result.best in board.legal_moves

