"""The native core from Python: perft, counting legal turns, random games; and the oracle.

Targets (one core): perft(5) of the first perft-base.tsv position < 1.5 s;
counting the legal turns of one position from Python >= 300,000 positions/s;
complete random games inside the core >= 100,000 games/s.  The pure-Python
oracle runs the same kinds of work so the core/oracle ratio can be quoted.
"""

from __future__ import annotations

import pytest

import workloads
from santorini import Board
from santorini._core.handle import CorePosition

# -- (a) perft ------------------------------------------------------------------


@pytest.mark.benchmark(group="perft")
def test_perft5(benchmark, perft_row, check_target, best_seconds, record):
    sfen, counts = perft_row
    board = Board(sfen)

    def run():
        leaves = board.perft(5)
        assert leaves == counts[4] == 1_578_268_436
        return leaves

    benchmark.pedantic(run, rounds=3, iterations=1)
    seconds = best_seconds(benchmark)
    if seconds is not None:
        benchmark.extra_info["leaves_per_s"] = round(counts[4] / seconds)
        record("core perft leaves/s", counts[4] / seconds)
    check_target(benchmark, "seconds", seconds, workloads.TARGET_PERFT5_S, higher_is_better=False)


@pytest.mark.deep
@pytest.mark.benchmark(group="perft")
def test_perft6(benchmark, perft_row, best_seconds):
    sfen, counts = perft_row
    board = Board(sfen)

    def run():
        leaves = board.perft(6)
        assert leaves == counts[5] == 104_052_640_796
        return leaves

    benchmark.pedantic(run, rounds=1, iterations=1)
    seconds = best_seconds(benchmark)
    if seconds is not None:
        benchmark.extra_info["leaves_per_s"] = round(counts[5] / seconds)


# -- (b) legal turns of one position, called from Python ----------------------------


@pytest.mark.benchmark(group="turns-per-position")
def test_count_board_api(benchmark, boards, expected_turns, check_target, best_seconds, record):
    """``board.legal_moves.count()`` over the fixed position list."""
    total = benchmark(workloads.count_via_board, boards)
    assert total == expected_turns
    _throughput(benchmark, boards, best_seconds, check_target, record, "core count (Board API)")


@pytest.mark.benchmark(group="turns-per-position")
def test_count_core_raw(benchmark, cores, expected_turns, check_target, best_seconds, record):
    """The raw handle: ``core.count_turns()``."""
    total = benchmark(workloads.count_via_core, cores)
    assert total == expected_turns
    _throughput(benchmark, cores, best_seconds, check_target, record, "core count (raw)")


@pytest.mark.benchmark(group="turns-per-position")
def test_legal_turns_core_raw(benchmark, cores, expected_turns, check_target, best_seconds, record):
    """The raw handle: ``core.legal_turns()``, every turn as a packed int in a list."""
    total = benchmark(workloads.list_via_core, cores)
    assert total == expected_turns
    _throughput(benchmark, cores, best_seconds, check_target, record, "core legal_turns (raw)")


def _throughput(benchmark, positions, best_seconds, check_target, record, name):
    seconds = best_seconds(benchmark)
    pps = None if seconds is None else len(positions) / seconds
    benchmark.extra_info["positions"] = len(positions)
    if pps is not None:
        record(f"{name} positions/s", pps)
    check_target(benchmark, "positions_per_s", pps, workloads.TARGET_COUNT_PPS)


def test_position_list_is_varied(position_sfens):
    """The list covers placement, play and finished games (not a benchmark)."""
    kinds = workloads.describe_positions(position_sfens)
    assert kinds["positions"] == workloads.POSITIONS_COUNT
    assert kinds["placement"] > 0 and kinds["finished"] > 0 and kinds["in_play"] > kinds["positions"] // 2


# -- (c) random games inside the core ---------------------------------------------


@pytest.mark.benchmark(group="random-games")
def test_core_random_games(benchmark, check_target, best_seconds, record):
    games = workloads.CORE_GAMES
    plies = benchmark.pedantic(workloads.core_random_games, args=(games,), rounds=5, iterations=1)
    # The same seed plays the same games; every game has at least its two placements.
    assert plies == workloads.core_random_games(games) and plies >= 2 * games
    assert CorePosition().random_games(1, 7) >= 2
    seconds = best_seconds(benchmark)
    gps = None if seconds is None else games / seconds
    benchmark.extra_info["games"] = games
    benchmark.extra_info["plies_per_game"] = round(plies / games, 2)
    if gps is not None:
        benchmark.extra_info["plies_per_s"] = round(plies / seconds)
        record("core random games/s", gps)
    check_target(benchmark, "games_per_s", gps, workloads.TARGET_GAMES_PS)


# -- (d) the pure-Python oracle -------------------------------------------------------


@pytest.mark.benchmark(group="perft")
def test_oracle_perft3(benchmark, perft_row, best_seconds, record):
    sfen, counts = perft_row
    leaves = benchmark.pedantic(workloads.oracle_perft, args=(3, sfen), rounds=2, iterations=1)
    assert leaves == counts[2]
    seconds = best_seconds(benchmark)
    if seconds is not None:
        benchmark.extra_info["leaves_per_s"] = round(leaves / seconds)
        record("oracle perft leaves/s", leaves / seconds)


@pytest.mark.benchmark(group="turns-per-position")
def test_oracle_count(benchmark, refs, expected_turns, best_seconds, record):
    """The oracle's own count of the legal turns: ``perft(1)``."""
    total = benchmark.pedantic(workloads.oracle_count, args=(refs,), rounds=2, iterations=1)
    assert total == expected_turns
    seconds = best_seconds(benchmark)
    benchmark.extra_info["positions"] = len(refs)
    if seconds is not None:
        benchmark.extra_info["positions_per_s"] = round(len(refs) / seconds)
        record("oracle count positions/s", len(refs) / seconds)


@pytest.mark.benchmark(group="turns-per-position")
def test_oracle_legal_turns(benchmark, refs, expected_turns, best_seconds, record):
    """The oracle's public listing: sorted canonical tokens."""
    total = benchmark.pedantic(workloads.oracle_list, args=(refs,), rounds=2, iterations=1)
    assert total == expected_turns
    seconds = best_seconds(benchmark)
    benchmark.extra_info["positions"] = len(refs)
    if seconds is not None:
        benchmark.extra_info["positions_per_s"] = round(len(refs) / seconds)
        record("oracle legal_turns positions/s", len(refs) / seconds)


@pytest.mark.benchmark(group="random-games")
def test_oracle_random_games(benchmark, best_seconds, record):
    games = workloads.ORACLE_GAMES
    plies = benchmark.pedantic(workloads.oracle_random_games, args=(games,), rounds=2, iterations=1)
    assert plies >= 2 * games
    seconds = best_seconds(benchmark)
    benchmark.extra_info["games"] = games
    benchmark.extra_info["plies_per_game"] = round(plies / games, 2)
    if seconds is not None:
        record("oracle random games/s", games / seconds)
        benchmark.extra_info["games_per_s"] = round(games / seconds, 2)
