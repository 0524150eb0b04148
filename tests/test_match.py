"""santorini.tools.match: short real matches, adjudication of misbehaving engines, records, statistics."""

from __future__ import annotations

import io
import json
import math

import pytest

from santorini import START_SFEN, Board
from santorini.protocol.client import DEFAULT_COMMAND
from santorini.tools.match import (
    EngineSpec,
    TimeControl,
    elo_estimate,
    elo_from_score,
    random_openings,
    replay_record,
    replay_records,
    run_match,
    score_from_elo,
    sprt,
)
from test_client import fake_engine

CRASHER = fake_engine("sys.exit(1)")
ILLEGAL = fake_engine('say("bestmove a1-a1^a1")')
SLEEPER = fake_engine("time.sleep(5)")


def test_short_match_between_two_settings_completes_and_replays():
    out = io.StringIO()
    games = []
    result = run_match(
        [EngineSpec("default"), EngineSpec("small-hash", options={"Hash": "8", "MultiPV": "1"})],
        4,
        TimeControl(depth=2),
        concurrency=2,
        seed=11,
        records=out,
        on_game=lambda record, res: games.append(record.game),
    )
    assert result.games == 4 and sorted(games) == [1, 2, 3, 4]
    assert result.wins + result.losses + result.draws == 4
    lines = out.getvalue().splitlines()
    assert len(lines) == 4
    count, problems = replay_records(lines)
    assert count == 4 and problems == []
    records = [json.loads(line) for line in lines]
    for record in records:
        assert record["reason"] in ("climb", "no-turn")
        assert set(record["engines"].values()) == {"default", "small-hash"}
        assert record["winner"] == record["engines"][record["result"]]
    # each opening is played twice, seats swapped
    by_opening = {}
    for record in records:
        by_opening.setdefault(tuple(record["opening"]), []).append(record["engines"]["A"])
    assert sorted(map(sorted, by_opening.values())) == [["default", "small-hash"]] * 2
    assert "Score of default vs small-hash" in result.summary()


def test_movetime_match_with_clock():
    result = run_match(
        [EngineSpec("a"), EngineSpec("b")], 2, TimeControl(time=1000, inc=10), seed=5, concurrency=2
    )
    assert result.games == 2
    for record in result.records:
        assert record.reason in ("climb", "no-turn")
        assert all(0 <= left <= 1000 + 10 * 100 for left in record.clocks.values())


def test_crashing_engine_loses_and_is_restarted():
    out = io.StringIO()
    result = run_match(
        [EngineSpec("good"), EngineSpec("crasher", CRASHER)], 4, TimeControl(depth=1), records=out, timeout=5
    )
    assert (result.wins, result.losses, result.draws) == (4, 0, 0)
    assert {record.reason for record in result.records} == {"crash"}
    assert replay_records(out.getvalue().splitlines()) == (4, [])


def test_illegal_move_loses():
    result = run_match([EngineSpec("good"), EngineSpec("cheat", ILLEGAL)], 2, TimeControl(depth=1), timeout=5)
    assert (result.wins, result.losses) == (2, 0)
    assert {record.reason for record in result.records} == {"illegal-move"}
    for record in result.records:
        assert record.detail.startswith("a1-a1^a1")
        assert replay_record(json.loads(record.to_json())) is None


def test_timeout_loses_on_time():
    result = run_match(
        [EngineSpec("good"), EngineSpec("sleeper", SLEEPER)], 2, TimeControl(time=300, margin=50), timeout=5
    )
    assert (result.wins, result.losses) == (2, 0)
    assert {record.reason for record in result.records} == {"time"}


def test_sprt_stops_the_match_early():
    result = run_match(
        [EngineSpec("good"), EngineSpec("crasher", CRASHER)],
        100,
        TimeControl(depth=1),
        sprt_bounds=(0, 200),
        timeout=5,
    )
    assert result.sprt is not None and result.sprt.verdict == "H1"
    assert result.games < 20
    assert "H1 accepted" in result.summary()


def test_replay_detects_tampering():
    out = io.StringIO()
    run_match([EngineSpec("x"), EngineSpec("y")], 2, TimeControl(depth=1), records=out, seed=3)
    record = json.loads(out.getvalue().splitlines()[0])
    assert replay_record(record) is None
    loser = "B" if record["result"] == "A" else "A"
    forged = dict(record, result=loser, winner=record["engines"][loser])
    assert "replay gives" in replay_record(forged)
    assert "does not replay" in replay_record(dict(record, moves=record["moves"][:-1] + ["a1-a1^a1"]))
    assert "not over" in replay_record(dict(record, moves=record["moves"][:-1]))
    assert "winner" in replay_record(dict(record, winner="somebody"))
    count, problems = replay_records(["{not json", json.dumps(record), "[]"])
    assert count == 3 and len(problems) == 2


def test_random_openings_are_seeded_placements():
    book = random_openings(6, seed=42)
    assert book == random_openings(6, seed=42)
    assert book != random_openings(6, seed=43)
    assert len({tuple(o) for o in book}) == 6
    for opening in book:
        board = Board(START_SFEN)
        for token in opening:
            assert token.startswith("+")
            board.push(token)
        assert board.turn == 1 and not board.is_game_over()


def test_statistics():
    assert score_from_elo(0) == 0.5
    assert math.isclose(score_from_elo(elo_from_score(0.7)), 0.7)
    assert elo_from_score(1.0) == math.inf and elo_from_score(0) == -math.inf
    elo, error = elo_estimate(50, 50, 0)
    assert abs(elo) < 1e-9 and 60 < error < 80
    assert elo_estimate(10, 0, 0)[1] == math.inf
    decided = sprt(0, 30, 0, 0, 10)
    assert decided.verdict == "H0" and decided.llr < decided.lower
    assert sprt(55, 45, 0, -5, 5).verdict == "continue"
    assert sprt(5000, 4000, 0, 0, 5).verdict == "H1"


def test_unusable_engines_fail_fast():
    from santorini.protocol.client import EngineError

    with pytest.raises(EngineError, match="not usable"):
        run_match([EngineSpec("a"), EngineSpec("b", ["/no/such/engine"])], 2, TimeControl(depth=1))
    with pytest.raises(EngineError, match="no option"):
        run_match([EngineSpec("a"), EngineSpec("b", options={"Hashh": "3"})], 2, TimeControl(depth=1))


def test_bad_arguments():
    with pytest.raises(ValueError):
        TimeControl()
    with pytest.raises(ValueError):
        run_match([EngineSpec("same"), EngineSpec("same")], 2, TimeControl(depth=1))
    with pytest.raises(ValueError):
        run_match([EngineSpec("one")], 2, TimeControl(depth=1))
    assert EngineSpec("x").command == list(DEFAULT_COMMAND)
