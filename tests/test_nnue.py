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
from santorini.engine.nnue import NetworkError, NnueNetwork, core_network, load_network
from santorini.engine.players import place_at_random, random_turn
from santorini.notation import start_sfen
from santorini.tools.train import INPUTS, SCALE, Network, features, quantised_logit, train
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
    (2, ["charybdis", "morpheus"], "shared"),
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


@pytest.mark.parametrize("hidden", [1, 32])
def test_a_view_left_behind_catches_up_when_it_is_scored(hidden):
    """The search brings up to date only the view it scores: the other views lag and catch up
    later over all their changes at once, and every score equals one computed from scratch."""
    core = core_network(random_network(hidden, hidden))
    rng = random.Random(hidden)
    checked = 0
    for board in random_boards(seed=100 + hidden):
        hero = rng.randrange(board._core.nsides)
        assert core.evaluate(board._core, fresh=False, hero=hero) == core.evaluate(board._core, hero=hero)
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


def test_with_three_sides_the_searching_sides_view_is_taken_and_negated():
    """Paranoid and best-reply search score every node from the searching side's view: when
    another side acts, the network's value for the searching side to act, negated."""
    net = random_network(24, 11)
    core = core_network(net)
    boards = [board.copy() for board in random_boards(seed=5, games=2, plies=20)
              if board._core.nseats == 3 and board.outcome() is None]
    assert len(boards) > 20
    for board in boards:
        stm_side = board._core.seat_side(board._core.stm)
        for hero in range(3):
            record = encode([{"sfen": board.sfen(), "score": "cp 0", "result": 0.5}], dedup=False)
            record["to_move"] = hero                # three players: seat and side are one
            value = int(np.clip(truncated_centi_levels(quantised_logit(net, features(record))), -20000, 20000)[0])
            assert core.evaluate(board._core, hero=hero) == (value if hero == stm_side else -value), board.sfen()
    with pytest.raises(ValueError, match="no side 3"):
        core.evaluate(boards[0]._core, hero=3)


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
    with pytest.raises(NetworkError, match="375 inputs"):
        core_network(wrong)
    wide = random_network(257, 1)
    with pytest.raises(NetworkError, match="hidden units"):
        core_network(wide)
    huge = Network(net.w1 * 1000, net.b1, net.w2, net.b2)
    with pytest.raises(NetworkError, match="w1 has a weight beyond the core's range"):
        core_network(huge)
    nan = Network(net.w1, net.b1 * np.nan, net.w2, net.b2)
    nan.save(str(tmp_path / "nan.npz"))
    with pytest.raises(NetworkError, match="not finite"):
        load_network(tmp_path / "nan.npz")


@pytest.mark.parametrize("bad, message", [
    ({"b2": np.zeros(2)}, "b2 of shape"),
    ({"b1": np.zeros((16, 1))}, "b1 of shape"),
    ({"w2": np.zeros(3)}, "w2 of shape"),
    ({"w1": np.zeros(INPUTS)}, "w1 of shape"),
    ({"w1": np.full((INPUTS, 16), "x")}, "w1 holds"),
    ({"w1": np.zeros((INPUTS, 16), complex)}, "w1 holds"),
    ({"w1": np.full((INPUTS, 16), 2**26 + 1, np.int64)}, "w1 has a weight beyond"),
    ({"b1": np.full(16, 4e7)}, "b1 has a weight beyond"),
    ({"w2": np.full(16, 2.0**30)}, "w2 has a weight beyond"),
    ({"b2": np.array(1e306)}, "b2 has a weight beyond"),
    ({"b2": np.array(np.inf)}, "b2 has weights that are not finite"),
])
def test_a_malformed_network_file_is_refused_with_its_reason(tmp_path, bad, message):
    net = random_network(16, 1)
    parts = {"w1": net.w1, "b1": net.b1, "w2": net.w2, "b2": np.array(net.b2), **bad}
    path = tmp_path / "bad.npz"
    np.savez(path, **parts)
    with pytest.raises(NetworkError, match=message):
        load_network(path)


def test_a_file_that_is_no_network_is_refused(tmp_path):
    net = random_network(16, 1)
    np.save(tmp_path / "array.npy", net.w1)
    np.savez(tmp_path / "partial.npz", w1=net.w1, b1=net.b1)
    for name in ("array.npy", "partial.npz"):
        with pytest.raises(NetworkError, match="cannot read network"):
            load_network(tmp_path / name)
    # The loss history is the trainer's record, not part of the network: a file without it loads.
    np.savez(tmp_path / "bare.npz", w1=net.w1, b1=net.b1, w2=net.w2, b2=np.array(net.b2))
    assert load_network(tmp_path / "bare.npz").hidden == 16


def _search(engine: Engine, board: Board) -> tuple[str, int, int]:
    result = engine.search(board, Limit(depth=5))
    return result.best.token, result.lines[0].score.cp, engine.nodes


def test_the_search_uses_the_network_it_is_given_and_only_that_one():
    board = Board("00000/000B00/00A00A0/000B00/00000 1 A:pan,B:atlas 2 -")
    first, second = core_network(random_network(32, 5)), core_network(random_network(32, 6))
    plain = _search(Engine(hash_mb=4), board)
    alone = {}
    for name, network in (("first", first), ("second", second)):
        engine = Engine(hash_mb=4)
        engine.network = network
        alone[name] = _search(engine, board)
    assert len({plain[2], alone["first"][2], alone["second"][2]}) == 3      # three evaluations, three trees
    # One engine switched from network to network searches as a fresh engine with each: no
    # accumulator or table entry of the one before is left.
    engine = Engine(hash_mb=4)
    for name, network in (("first", first), ("second", second), ("first", first)):
        engine.network = network
        assert _search(engine, board) == alone[name]
    engine.network = None
    assert engine.network is None and _search(engine, board) == plain


def test_a_base_game_network_is_used_in_the_base_game_only(tmp_path):
    """A network trained on base-game records alone is marked so (its card inputs never
    were on): the search uses it with two mortal seats, and the hand-written evaluation in
    every other game, where it searches exactly the tree of an engine without a network."""
    base = [{"game": 1, "ply": 4, "sfen": "00000/0000B0/000B00/000A00/0A0000 1 A:mortal,B:mortal 2 -",
             "score": "cp 120", "result": 1.0}]
    gods = [dict(base[0], sfen=base[0]["sfen"].replace("A:mortal", "A:pan"))]
    assert train(encode(base), hidden=4, epochs=1, validation=0.0).scope == "base"
    assert train(encode(base + gods), hidden=4, epochs=1, validation=0.0).scope == "all"
    trained = random_network(32, 5)
    trained.scope = "base"
    path = tmp_path / "base.npz"
    trained.save(str(path))
    network = load_network(path)
    assert network.base_only and Network.load(str(path)).scope == "base"
    mortal = Board("00000/000B00/00A00A0/000B00/00000 1 A:mortal,B:mortal 2 -")
    outside = [Board("00000/000B00/00A00A0/000B00/00000 1 A:pan,B:atlas 2 -"),
               Board("00000/000B00/00A00A0/000B00/00000 1 A:mortal,B:pan 2 -")]
    three = Board(start_sfen(3, ["mortal", "mortal", "mortal"]))
    place_at_random(three, random.Random(2))
    outside.append(three)
    assert network.covers(mortal._core) and not any(network.covers(board._core) for board in outside)
    assert all(load_network_of(random_network(32, 5), tmp_path).covers(board._core) for board in outside)
    for board in outside:
        engine = Engine(hash_mb=4)
        engine.network = network
        assert _search(engine, board) == _search(Engine(hash_mb=4), board)
    engine = Engine(hash_mb=4)
    engine.network = network
    assert _search(engine, mortal)[2] != _search(Engine(hash_mb=4), mortal)[2]


def load_network_of(trained: Network, tmp_path) -> NnueNetwork:
    path = tmp_path / "network.npz"
    trained.save(str(path))
    return load_network(path)


def test_a_network_of_an_unknown_scope_is_refused(tmp_path):
    trained = random_network(4, 1)
    trained.scope = "pantheon"
    path = tmp_path / "odd.npz"
    trained.save(str(path))
    with pytest.raises(NetworkError, match="scope 'pantheon'"):
        load_network(path)


def test_two_threads_search_with_a_network():
    board = Board(start_sfen(3, ["artemis", "demeter", "pan"]))
    place_at_random(board, random.Random(4))
    engine = Engine(hash_mb=4, threads=2)
    engine.network = core_network(random_network(32, 9))
    result = engine.search(board, Limit(depth=4))
    assert result.best in board.legal_moves


def _searched_nodes(out: list[str]) -> int:
    return int([line for line in out if line.startswith("info depth 4 ")][-1].split(" nodes ")[1].split()[0])


def test_the_usp_options_switch_the_learned_evaluation_on_and_off(tmp_path):
    from test_book import _usp

    path = tmp_path / "net.npz"
    random_network(32, 2).save(str(path))
    search = ("position startpos moves +b2+d4 +c2+c4", "go depth 4")
    plain = _usp("usp", "setoption name OwnBook value false", "setoption name UseNNUE value false", *search)
    learned = _usp("usp", "setoption name OwnBook value false", f"setoption name EvalFile value {path}",
                   "setoption name UseNNUE value true", *search)
    again = _usp("usp", "setoption name OwnBook value false", "setoption name UseNNUE value true",
                 f"setoption name EvalFile value {path}", "setoption name UseNNUE value false", *search)
    assert _searched_nodes(learned) != _searched_nodes(plain) == _searched_nodes(again)
    assert learned[-2].startswith("bestmove ") and not any(line.startswith("error") for line in learned)
    # A file that cannot be read is refused and the network before it kept.
    out = _usp("usp", "setoption name OwnBook value false", f"setoption name EvalFile value {path}",
               "setoption name UseNNUE value true", f"setoption name EvalFile value {tmp_path / 'none.npz'}",
               "isready", *search)
    assert any(line.startswith("error bad-option EvalFile: cannot read network") for line in out)
    assert _searched_nodes(out) == _searched_nodes(learned)
    shipped = _usp("usp", "setoption name OwnBook value false", "setoption name UseNNUE value true", *search)
    assert _searched_nodes(shipped) not in (_searched_nodes(plain), _searched_nodes(learned))   # the package's
    by_default = _usp("usp", "setoption name OwnBook value false", *search)
    assert _searched_nodes(by_default) == _searched_nodes(shipped)      # UseNNUE is on by default


def test_use_nnue_names_itself_when_the_network_it_needs_cannot_be_read(monkeypatch):
    import io

    import santorini.protocol.options as options
    from santorini.engine.nnue import NetworkError
    from santorini.protocol.server import UspServer

    def missing():
        raise NetworkError("cannot read network network.npz: gone")

    eval_file = options.option_named("EvalFile")
    monkeypatch.setattr(eval_file, "shipped", missing)
    out = io.BytesIO()
    server = UspServer(out)     # UseNNUE on by default: the server starts with it off, and says why when set
    assert server.options["UseNNUE"] is False and server.engine.network is None
    server.handle_line("setoption name UseNNUE value true")
    assert out.getvalue().decode().startswith("error bad-option UseNNUE: the EvalFile network cannot be used")
    assert server.options["UseNNUE"] is False and server.engine.network is None
