"""The small evaluation network trained in numpy (santorini.tools.train): its inputs, that it
fits, that a seed reproduces it, that its integer form agrees, and the command."""

from __future__ import annotations

import numpy as np
import pytest

from santorini.rules.gods import GODS
from santorini.tools.cli import main
from santorini.tools.selfplay import selfplay_tasks, play_task
from santorini.tools.train import INPUTS, GODS as GOD_INPUTS, SQUARES_AT, STATE_BITS, STATES_AT, Network, features, predict, quantised_predict, train
from santorini.tools.training_data import encode, write


@pytest.fixture(scope="module")
def records():
    lines = []
    for task in selfplay_tasks(40, seed=11, nodes=400, pool=["mortal", "pan", "hades", "urania"], random_plies=2):
        lines += play_task(task)
    return encode(lines, symmetries=True)


def test_the_inputs_are_one_hot_per_square_and_per_side(records):
    x = features(records)
    assert x.shape == (len(records), INPUTS) and set(np.unique(x)) <= {0.0, 1.0}
    squares = x[:, SQUARES_AT:].reshape(len(records), 25, 7)
    assert (squares[:, :, :4].sum(axis=2) == 1).all()                       # one height a square
    assert (squares[:, :, 5].sum(axis=1) == 2).all()                         # the mover's two workers
    assert (x[:, :GOD_INPUTS].sum(axis=1) == 1).all() and (x[:, GOD_INPUTS:2 * GOD_INPUTS].sum(axis=1) == 1).all()
    mover = records["gods"][np.arange(len(records)), records["to_move"]]
    assert (x[np.arange(len(records)), mover] == 1).all()
    assert GODS["urania"].index < GOD_INPUTS


def test_the_state_inputs_are_the_bits_of_the_two_seats_state_words():
    lines = []
    for task in selfplay_tasks(6, seed=3, nodes=200, pool=["achilles", "charybdis", "morpheus"], random_plies=2):
        lines += play_task(task)
    stated = encode(lines)
    rows = np.arange(len(stated))
    x = features(stated).astype(np.int64)
    words = (x[:, STATES_AT:STATES_AT + STATE_BITS] << np.arange(STATE_BITS)).sum(axis=1)
    theirs = (x[:, STATES_AT + STATE_BITS:STATES_AT + 2 * STATE_BITS] << np.arange(STATE_BITS)).sum(axis=1)
    assert (words == stated["states"][rows, stated["to_move"]]).all()
    assert (theirs == stated["states"][rows, 1 - stated["to_move"]]).all()
    assert words.any() and theirs.any()


def test_a_network_from_before_the_state_inputs_reads_with_them_weighing_nothing(records):
    net = train(records[:500], hidden=8, epochs=1, seed=2)
    old = Network(np.delete(net.w1, np.s_[STATES_AT:SQUARES_AT], axis=0), net.b1, net.w2, net.b2)
    assert old.w1.shape == net.w1.shape and not old.w1[STATES_AT:SQUARES_AT].any()
    assert np.array_equal(old.w1[SQUARES_AT:], net.w1[SQUARES_AT:]) and np.array_equal(old.w1[:STATES_AT], net.w1[:STATES_AT])


def test_training_fits_is_reproducible_and_quantises_closely(records, tmp_path):
    net = train(records, hidden=16, epochs=12, seed=3)
    fits = [fit for fit, _ in net.history]
    assert fits[-1] < fits[0] and all(np.isfinite(held) for _, held in net.history)
    again = train(records, hidden=16, epochs=12, seed=3)
    assert np.array_equal(net.w1, again.w1) and net.history == again.history
    x = features(records[-200:])
    assert np.max(np.abs(predict(net, x) - quantised_predict(net, x))) < 0.03
    path = tmp_path / "net.npz"
    net.save(str(path))
    loaded = Network.load(str(path))
    assert np.array_equal(predict(loaded, x), predict(net, x)) and loaded.history == net.history
    for bad in ({"hidden": 0}, {"epochs": 0}, {"lam": 2}, {"validation": 1}):
        with pytest.raises(ValueError, match="bad"):
            train(records, **bad)
    with pytest.raises(ValueError, match="no records"):
        train(records[:0])


def test_the_command_trains_and_reports_each_epoch(records, tmp_path, capsys):
    data = tmp_path / "data.bin"
    write(data, records)
    out = tmp_path / "net.npz"
    assert main(["train", str(data), "-o", str(out), "--hidden", "8", "--epochs", "2"]) == 0
    printed = capsys.readouterr().out.splitlines()
    assert printed[0].startswith("epoch 1 train loss") and "validation loss" in printed[1] and out.exists()
    assert main(["train", str(tmp_path / "none.bin")]) == 2
    assert main(["train", str(data), "--hidden", "0"]) == 2
    assert "bad hidden" in capsys.readouterr().err


def test_fine_tuning_goes_on_from_a_network_and_leaves_it_alone(records, tmp_path, capsys):
    start = train(records, hidden=8, epochs=2, seed=3)
    kept = start.w1.copy()
    tuned = train(records, hidden=64, epochs=2, seed=3, start=start)
    assert tuned.w1.shape == start.w1.shape and np.array_equal(start.w1, kept)
    assert tuned.history[0][0] < start.history[0][0]        # it starts where the start network stopped
    base = encode([{"game": 1, "ply": 4, "sfen": "00000/0000B0/000B00/000A00/0A0000 1 A:mortal,B:mortal 2 -",
                    "score": "cp 120", "result": 1.0}])
    assert train(base, hidden=4, epochs=1).scope == "base"
    assert train(base, epochs=1, start=start).scope == "all"    # it knows the gods' games still
    with pytest.raises(ValueError, match="do not fit"):
        train(records, epochs=1, start=Network(start.w1[:10], start.b1, start.w2, start.b2))
    data, path = tmp_path / "data.bin", tmp_path / "start.npz"
    write(data, records)
    start.save(str(path))
    assert main(["train", str(data), "-o", str(tmp_path / "out.npz"), "--epochs", "1", "--start", str(path)]) == 0
    assert Network.load(str(tmp_path / "out.npz")).w1.shape == (INPUTS, 8)
    assert main(["train", str(data), "-o", str(tmp_path / "out.npz"), "--epochs", "1", "--start", "-"]) == 0
    assert main(["train", str(data), "--start", str(tmp_path / "none.npz")]) == 2
    assert "cannot read the start network" in capsys.readouterr().err
