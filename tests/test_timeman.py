"""Time management on the clock: when a search starts no new depth."""
from santorini import Board
from santorini.engine import timeman
from santorini.engine.analysis import Engine, Limit
from santorini.engine.timeman import BASE_SHARE, TimeManager

from test_search import MID


def run(depths):
    tm = TimeManager()
    for depth, (turn, cp) in enumerate(depths, 1):
        tm.update(depth, turn, cp)
    return tm


def test_the_first_depths_use_the_base_share():
    tm = run([("a", 0), ("b", -300), ("c", 0)])
    assert tm.share() == BASE_SHARE
    assert not tm.should_stop(599, 1000) and tm.should_stop(600, 1000)


def test_a_stable_best_turn_stops_sooner():
    assert run([("a", 5)] * 6).share() < BASE_SHARE


def test_a_changed_best_turn_or_a_falling_score_thinks_longer():
    changed = run([("a", 5)] * 5 + [("b", 5)])
    falling = run([("a", 5), ("b", 5), ("a", 5), ("b", 5), ("b", -45)])
    steady = run([("a", 5), ("b", 5), ("a", 5), ("b", 5), ("b", 5)])
    assert changed.share() > BASE_SHARE
    assert falling.share() > steady.share() == BASE_SHARE
    # A bigger fall counts more, up to a cap; a forced score is no fall.
    assert run([("a", 5)] * 5 + [("b", -500)]).share() == run([("a", 5)] * 5 + [("b", -95)]).share()
    assert run([("a", 5)] * 3 + [("b", None)]).share() == run([("a", 5)] * 3 + [("b", 5)]).share()


def test_a_search_on_the_clock_asks_the_time_manager(monkeypatch):
    asked = []

    def stop_at_three(self, elapsed_ms, soft_ms):
        asked.append(self.depth)
        return self.depth >= 3

    monkeypatch.setattr(timeman.TimeManager, "should_stop", stop_at_three)
    result = Engine(hash_mb=4).search(Board(MID), Limit(time=(600000, 600000)))
    assert asked == [1, 2, 3] and result.lines[0].depth == 3
    # With a move time it does not: that budget is the move's, whatever the depths say.
    asked.clear()
    Engine(hash_mb=4).search(Board(MID), Limit(movetime=50))
    assert asked == []
