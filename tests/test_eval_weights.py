"""The evaluation's weights, the gods' own included, are what self-play tuning changes."""

import pytest

from santorini import Board
from santorini._core.eval import DEFAULTS, get_weights, set_weights
from santorini._core.gods.registry import EVAL_WEIGHTS, WEIGHT_DEFAULTS

#: Chronus to move with four complete towers and a free level-3 square (the last tower's threat).
CHRONUS_FOUR = "00A000/0000B0/0A0B000/30000/3*3*3*3*0 1 A:chronus,B:mortal 9 -"


@pytest.fixture
def restore_weights():
    saved = get_weights()
    yield
    set_weights(saved)


def test_every_god_weight_is_listed_with_its_default():
    weights = get_weights()
    assert {key for key in weights if "." in key} == set(WEIGHT_DEFAULTS)
    assert {key: weights[key] for key in WEIGHT_DEFAULTS} == WEIGHT_DEFAULTS
    assert set(EVAL_WEIGHTS) == {"chronus", "eros", "hades", "hera", "morpheus", "selene", "terpsichore", "urania",
                                 "achilles", "adonis", "atalanta", "bellerophon", "jason", "medea", "odysseus",
                                 "polyphemus", "theseus", "heracles"}
    assert {key: weights[key] for key in DEFAULTS} == {
        key: tuple(value) if isinstance(value, (tuple, list)) else value for key, value in DEFAULTS.items()}


def test_a_god_weight_changes_the_evaluation(restore_weights):
    board = Board(CHRONUS_FOUR)
    before = board._core.evaluate()
    set_weights({"chronus.last_tower": WEIGHT_DEFAULTS["chronus.last_tower"] + 100})
    assert board._core.evaluate() == before + 100
    set_weights({"chronus.tower": WEIGHT_DEFAULTS["chronus.tower"] + 10})
    assert board._core.evaluate() == before + 100 + 4 * 10


def test_a_mortal_position_ignores_god_weights(restore_weights):
    board = Board(CHRONUS_FOUR.replace("chronus", "mortal"))
    before = board._core.evaluate()
    set_weights({"chronus.tower": 999, "chronus.last_tower": 999})
    assert board._core.evaluate() == before


@pytest.mark.parametrize("bad", ["chronus.nothing", "nobody.tower", "apollo.tower"])
def test_an_unknown_god_weight_is_refused(bad, restore_weights):
    before = get_weights()
    with pytest.raises(ValueError, match="bad evaluation weight"):
        set_weights({bad: 1})
    assert get_weights() == before
