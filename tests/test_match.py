"""santorini.tools.match: short real matches, adjudication of misbehaving engines, records, statistics."""

from __future__ import annotations

import io
import json
import math

import pytest

from santorini import START_SFEN, Board
from santorini.engine.book import Book
from santorini.protocol.client import DEFAULT_COMMAND
from santorini.tools.match import (
    EngineSpec,
    MatchResult,
    RecordError,
    TimeControl,
    check_record,
    elo_estimate,
    elo_from_score,
    god_pairs,
    god_pool,
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


def test_god_pairs_stay_with_the_seats_and_replay():
    out = io.StringIO()
    pool = god_pool("simple")
    result = run_match([EngineSpec("a"), EngineSpec("b")], 4, TimeControl(depth=1), seed=7, concurrency=2,
                       records=out, gods=pool)
    assert result.games == 4
    first, second, third, _ = result.records
    # Both games of an opening share its gods and placements, the engines change seats.
    assert first.start_sfen == second.start_sfen and first.opening == second.opening
    assert first.engines == {"A": "a", "B": "b"} and second.engines == {"A": "b", "B": "a"}
    for record in result.records:
        lineup = [item.split(":")[1] for item in record.start_sfen.split()[2].split(",")]
        assert len(set(lineup)) == 2 and set(lineup) <= set(pool)
    assert third.start_sfen != first.start_sfen or third.opening != first.opening
    assert replay_records(out.getvalue().splitlines()) == (4, [])
    assert god_pairs(20, 7, pool) == god_pairs(20, 7, pool)
    # Athena and Pan meet; a banned pair is never drawn.
    assert ("hades", "pan") not in god_pairs(50, 1, god_pool("all"))


def test_a_god_pool_must_be_playable():
    for text in ("mortal,pan", "zeus,nobody", "pan"):
        with pytest.raises(ValueError):
            god_pool(text)


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


@pytest.mark.parametrize("concurrency", [1, 2])
def test_sprt_stops_the_match_early(concurrency):
    # The games not started when the SPRT decides are cancelled, not errors.
    result = run_match(
        [EngineSpec("good"), EngineSpec("crasher", CRASHER)],
        100,
        TimeControl(depth=1),
        sprt_bounds=(0, 200),
        timeout=5,
        concurrency=concurrency,
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


# --------------------------------------------------------------------------- issue 10


def test_summary_after_games_without_a_decision_says_n_a():
    # two games adjudicated drawn after one turn: no decisive game, so no Elo and no interval
    result = run_match([EngineSpec("a"), EngineSpec("b")], 2, TimeControl(depth=1), max_plies=1)
    assert (result.wins, result.losses, result.draws) == (0, 0, 2)
    summary = result.summary()
    assert "0.0 +/- 0.0" not in summary
    assert "Elo difference: n/a (no decisive game)" in summary
    assert elo_estimate(0, 0, 2) == (0.0, math.inf)


def test_elo_text_for_every_undefined_case():
    assert MatchResult(("a", "b")).elo_text() == "n/a (no games)"
    assert MatchResult(("a", "b"), draws=5).elo_text() == "n/a (no decisive game)"
    assert MatchResult(("a", "b"), wins=4).elo_text() == "n/a (score 100%)"
    assert MatchResult(("a", "b"), losses=4).elo_text() == "n/a (score 0%)"
    assert MatchResult(("a", "b"), wins=1, draws=1).elo_text() == "190.8 +/- n/a (too few games)"
    assert MatchResult(("a", "b"), wins=50, losses=50).elo_text().startswith("0.0 +/- ")
    for result in (MatchResult(("a", "b"), draws=2), MatchResult(("a", "b"), wins=3), MatchResult(("a", "b"))):
        assert "inf" not in result.summary() and "nan" not in result.summary()


@pytest.mark.parametrize("record", [
    {"opening": 5},
    {"moves": [1, 2]},
    {"opening": 5, "moves": [], "result": "A", "reason": "climb"},
    {"moves": [1, 2], "result": "A", "reason": "climb"},
    {"moves": "abc", "result": "A", "reason": "climb"},
    {"moves": [None], "result": "A", "reason": "climb"},
    {"moves": [], "engines": [], "result": "A", "reason": "climb"},
    {"moves": [], "engines": 5, "result": "A", "reason": "climb"},
    {"moves": [], "result": ["A"], "reason": "climb"},
    {"moves": [], "result": {}, "reason": "climb"},
    {"moves": [], "result": "A", "reason": ["x"]},
    {"moves": [], "result": "A", "reason": "climb", "winner": [1]},
    {"moves": [], "result": "A", "reason": "zz", "game": {"x": 1}},
    {"moves": [], "result": "A", "reason": "zz", "game": True},
    {"moves": [], "result": "A", "reason": "climb", "start_sfen": 5},
    {"moves": [], "result": "A", "reason": "climb", "final_sfen": 5},
    {"moves": [], "result": "B", "reason": "illegal-move", "detail": 5},
    [],
    5,
], ids=repr)
def test_malformed_records_are_reported_not_raised(record):
    with pytest.raises(RecordError):
        check_record(record)
    if isinstance(record, dict):
        assert replay_record(record).startswith("malformed record: ")
    count, problems = replay_records([json.dumps(record)])
    assert count == 1 and len(problems) == 1 and "malformed record" in problems[0]


@pytest.mark.parametrize("kwargs", [
    {"movetime": 0}, {"depth": 0}, {"depth": -1}, {"nodes": -5}, {"nodes": 0}, {"time": 0}, {"time": -5},
    {"depth": 1, "inc": -5}, {"depth": 1, "margin": -1}, {"time": float("inf")}, {"depth": 99999},
], ids=repr)
def test_time_controls_that_leave_nothing_to_search_are_errors(kwargs):
    with pytest.raises(ValueError):
        TimeControl(**kwargs)


@pytest.mark.parametrize("kwargs", [
    {"games": 0}, {"concurrency": 0}, {"max_plies": 0}, {"book_plies": -1}, {"timeout": 0},
    {"timeout": float("inf")}, {"timeout": float("nan")}, {"sprt_bounds": (5, 0)},
    {"sprt_bounds": (float("nan"), 5)}, {"sprt_bounds": (0, 5), "alpha": 2}, {"sprt_bounds": (0, 5), "beta": 0},
], ids=repr)
def test_match_arguments_are_checked_before_any_engine_starts(kwargs):
    games = kwargs.pop("games", 2)
    with pytest.raises(ValueError):
        run_match([EngineSpec("a", ["/no/such/engine"]), EngineSpec("b")], games, TimeControl(depth=1), **kwargs)


def test_sprt_rejects_rates_and_bounds_that_make_no_test():
    for args in ((0, 5, 0, 0.05), (0, 5, 0.05, 1), (5, 5, 0.05, 0.05), (0, float("inf"), 0.05, 0.05)):
        with pytest.raises(ValueError):
            sprt(1, 1, 0, *args)


def test_a_book_longer_than_games_last_is_an_error_not_a_hang():
    with pytest.raises(ValueError, match="book plies"):
        random_openings(1, seed=1, extra_plies=400)


def test_free_placement_lets_the_engines_place_their_workers():
    buffer = io.StringIO()
    run_match([EngineSpec("a", options={"OwnBook": "true"}), EngineSpec("b")], 2, TimeControl(depth=1),
              free_placement=True, records=buffer)
    records = [json.loads(line) for line in buffer.getvalue().splitlines()]
    assert len(records) == 2 and all(r["opening"] == [] and r["moves"][0].startswith("+") for r in records)
    # Engine "a" plays from its placement book, whichever seat it has.
    first_a = next(r for r in records if r["engines"]["A"] == "a")
    assert first_a["moves"][0] == Book.default().lookup(Board()).move.token
    with pytest.raises(ValueError, match="book plies"):
        run_match([EngineSpec("a"), EngineSpec("b")], 2, TimeControl(depth=1), free_placement=True, book_plies=2)


def test_a_lineup_starts_from_a_seat_that_may_start():
    """Hecate places after the others, Tartarus before them: self-play and matches start such a
    lineup from the seat the rules let start (``selfplay --gods all`` once stopped at Hecate)."""
    from santorini.tools.selfplay import SelfPlayTask, play_task

    for gods in (("hecate", "pan"), ("pan", "tartarus")):
        positions = play_task(SelfPlayTask(game=1, seed=1, nodes=200, gods=gods, max_plies=6))
        assert positions
    result = run_match([EngineSpec("a"), EngineSpec("b")], 2, TimeControl(depth=1), gods=god_pool("hecate,pan"))
    assert result.games == 2 and {record.start_sfen.split()[1] for record in result.records} == {"2"}
