"""Proof search: exact distances on known positions, agreement with a plain exhaustive check
on random positions (gods too), proof lines that replay, limits, bad input, the command."""

from __future__ import annotations

import random
import threading

import pytest

from santorini import Board
from santorini.engine.analysis import Score
from santorini.engine.solve import Solution, solve
from santorini.tools.cli import main

WIN_IN_1 = "00000/00000/00000A/0000B0B/2A3000 1 A:mortal,B:mortal 2 -"
WIN_IN_3 = "0000B0B/00000/00300/02000/1A0300A 1 A:mortal,B:mortal 5 -"
WIN_IN_5 = "10000/01B000/00B000/1A100A0/23001 1 A:mortal,B:mortal 7 -"
ONE_DEFENCE = "0000B0B/00000/00300/02A000/00000A 2 A:mortal,B:mortal 5 -"


def replays_to_win(board: Board, solution: Solution) -> bool:
    end = board.copy(stack=False)
    for move in solution.line:
        end.push(move.token)
    winner = board.side_to_move if solution.score.win is not None else None
    outcome = end.outcome()
    return outcome is not None and len(solution.line) == (solution.score.win or solution.score.loss) and (
        outcome.winner == winner if winner else outcome.winner != board.side_to_move)


@pytest.mark.parametrize("sfen,score", [(WIN_IN_1, Score(win=1)), (WIN_IN_3, Score(win=3)),
                                        (WIN_IN_5, Score(win=5))])
def test_known_wins_are_proven_at_their_exact_distance(sfen, score):
    board = Board(sfen)
    solution = solve(board, max_plies=9)
    assert solution.score == score and replays_to_win(board, solution)


@pytest.mark.parametrize("sfen,score", [(WIN_IN_3, Score(loss=2)), (WIN_IN_5, Score(loss=4))])
def test_a_lost_position_is_a_loss_with_the_longest_defence(sfen, score):
    board = Board(sfen)
    board.push(solve(board).line[0])
    solution = solve(board)
    assert solution.score == score and replays_to_win(board, solution)


def test_a_position_with_a_defence_is_not_solved_within_the_limit():
    solution = solve(Board(ONE_DEFENCE), max_plies=4)
    assert not solution.solved and solution.proven_none == 4 and str(solution).startswith("unsolved")


def wins_within(core, side: int, plies: int) -> bool:
    """Plain exhaustive AND/OR: does `side` win within `plies` plies whatever the other does?"""
    if core.winner >= 0:
        return core.winner == side
    turns = core.legal_turns()
    mover = core.seat_side(core.stm)
    if not turns:
        return mover != side        # over: the side to act cannot complete a turn
    if plies == 0:
        return False
    results = []
    for turn in turns:
        core.push(turn)
        result = wins_within(core, side, plies - 1)
        core.pop()
        if result == (mover == side):
            return result
        results.append(result)
    return mover != side


def exact(board: Board, most: int) -> Score | None:
    mover = board._core.seat_side(board._core.stm)
    for plies in range(1, most + 1):
        if wins_within(board._core, mover, plies):
            return Score(win=plies)
        if wins_within(board._core, 1 - mover, plies):
            return Score(loss=plies)
    return None


def late_positions(gods: tuple[str, str], seed: int, count: int) -> list[Board]:
    """Positions from the last plies of random games: where short wins and losses are."""
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        board = Board(f"00000/00000/00000/00000/00000 1 A:{gods[0]},B:{gods[1]} 1 -")
        while board.outcome() is None and len(board.move_stack) < 200:
            board.push(rng.choice(list(board.legal_moves)))
        back = rng.randint(1, 4)
        for _ in range(min(back, len(board.move_stack) - 4)):
            board.pop()
        if board.outcome() is None:
            out.append(board.copy(stack=False))
    return out


@pytest.mark.parametrize("gods,seed", [(("mortal", "mortal"), 1), (("mortal", "mortal"), 2),
                                       (("pan", "artemis"), 3), (("dionysus", "mortal"), 4),
                                       (("athena", "minotaur"), 5), (("chronus", "apollo"), 6),
                                       (("prometheus", "hephaestus"), 7), (("ares", "demeter"), 8)])
def test_the_prover_agrees_with_a_plain_exhaustive_check(gods, seed):
    for board in late_positions(gods, seed, 4):
        solution = solve(board, max_plies=3)
        assert solution.score == exact(board, 3), board.sfen()
        if solution.solved:
            assert replays_to_win(board, solution)


def test_limits_leave_it_unsolved_and_stop_ends_it():
    board = Board(ONE_DEFENCE)
    assert not solve(board, max_plies=20, nodes=500).solved
    assert not solve(board, max_plies=20, movetime=50).solved
    stop = threading.Event()
    threading.Timer(0.05, stop.set).start()
    assert not solve(board, max_plies=20, stop=stop).solved


@pytest.mark.parametrize("kwargs,message", [({"max_plies": 0}, "max plies"), ({"max_plies": 64}, "max plies"),
                                            ({"nodes": 0}, "nodes"), ({"movetime": -5}, "movetime")])
def test_bad_limits_are_value_errors(kwargs, message):
    with pytest.raises(ValueError, match=message):
        solve(Board(WIN_IN_3), **kwargs)


def test_three_players_and_finished_games_are_refused():
    with pytest.raises(ValueError, match="two sides"):
        solve(Board("00000/00000/00000/00000/00000 1 A:mortal,B:mortal,C:mortal 1 -"))
    board = Board(WIN_IN_1)
    board.push("a1-b1")
    with pytest.raises(ValueError, match="over"):
        solve(board)


def test_the_command_prints_the_result_and_the_line(capsys):
    assert main(["solve", WIN_IN_3]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0].startswith("win 3") and "line a1-" in out


def test_the_command_shows_progress_on_stderr(capsys):
    assert main(["solve", ONE_DEFENCE, "--max-plies", "4", "--progress"]) == 0
    captured = capsys.readouterr()
    assert "no forced result within 4 plies" in captured.err and captured.out.startswith("unsolved")


def test_the_command_refuses_bad_input(capsys):
    assert main(["solve", "not a position"]) == 2
    assert "error" in capsys.readouterr().err


def test_the_prover_and_the_search_agree_on_longer_distances():
    from santorini.engine.analysis import analyse

    checked = 0
    for board in late_positions(("mortal", "mortal"), 11, 12) + late_positions(("artemis", "atlas"), 12, 6):
        solution = solve(board, max_plies=5)
        if solution.solved:
            distance = solution.score.win or solution.score.loss
            assert analyse(board, depth=distance + 2)[0].score == solution.score, board.sfen()
            checked += 1
    assert checked >= 8
