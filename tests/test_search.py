"""The alpha-beta search: forced results, threats, limits, determinism, MultiPV."""

import threading

import pytest

from santorini import Board
from santorini._core.handle import turn_is_win
from santorini.engine.analysis import Engine, Limit, Score, analyse, best_move, replay
from santorini.engine.bench import BENCH_POSITIONS, run_bench

# A on a1 (level 1) steps onto b2 (level 2), next to two level-3 squares, c1 and c3;
# B, far away on the ground, can dome only one of them.
WIN_IN_3 = "0000B0B/00000/00300/02000/1A0300A 1 A:mortal,B:mortal 5 -"
# A on b2 (level 2) threatens c3 (level 3); B must dome it from c4 or d4.
ONE_DEFENCE = "0000B0B/00000/00300/02A000/00000A 2 A:mortal,B:mortal 5 -"
# Found by self-play; forced_win() below proves it is a win in 5 and not in 3.
WIN_IN_5 = "10000/01B000/00B000/1A100A0/23001 1 A:mortal,B:mortal 7 -"
WIN_IN_1 = "00000/00000/00000A/0000B0B/2A3000 1 A:mortal,B:mortal 2 -"
NO_TURN = "00000/00000/00000/0*0*0*00/0A0A0*0B0B 1 A:mortal,B:mortal 2 -"
MID = BENCH_POSITIONS[0]


def plays_out(board, pv):
    scratch = board.copy()
    for move in pv:
        scratch.push(move)
    return scratch


def test_win_in_one_is_taken_at_every_depth():
    board = Board(WIN_IN_1)
    for depth in (1, 2, 5):
        info = analyse(board, depth=depth)[0]
        assert info.score == Score(win=1)
        assert [m.token for m in info.pv] == ["a1-b1"]


def test_win_in_three_found_and_every_line_wins():
    board = Board(WIN_IN_3)
    lines = analyse(board, depth=5, multipv=3)
    for info in lines:
        assert info.score == Score(win=3)
        assert len(info.pv) == 3
        end = plays_out(board, info.pv)
        assert end.outcome().winner == "A" and end.outcome().reason == "climb"


def test_single_defence_is_found():
    board = Board(ONE_DEFENCE)
    move = best_move(board, depth=4)
    assert move.token.endswith("^c3")
    after = plays_out(board, [move])
    assert not any(plays_out(after, [reply]).outcome() for reply in after.legal_moves)
    # Every other turn loses at once, and the search knows it.
    lines = analyse(board, depth=3, multipv=len(board.legal_moves))
    losing = [info for info in lines if info.score == Score(loss=2)]
    assert {info.pv[0].token for info in lines} - {info.pv[0].token for info in losing} == {
        m.token for m in board.legal_moves if m.token.endswith("^c3")
    }


def wins_now(core):
    return any(turn_is_win(t) for t in core.legal_turns())


def forced_win(board, plies):
    """Exhaustive check, independent of the search's pruning: the side to move
    wins within `plies` plies (odd) whatever the other side replies.  The
    engine only orders the attacker's tries."""
    core = board._core
    if wins_now(core):
        return True
    if plies < 3:
        return False
    first = best_move(board, depth=plies).packed
    for turn in [first] + [t for t in core.legal_turns() if t != first]:
        core.push(turn)
        replies = core.legal_turns()
        refuted = False
        for reply in replies:
            core.push(reply)
            refuted = core.winner >= 0 or not forced_win(board, plies - 2)
            core.pop()
            if refuted:
                break
        core.pop()
        if replies and not refuted:
            return True
    return False


def test_win_in_five():
    board = Board(WIN_IN_5)
    assert forced_win(board, 5) and not forced_win(board, 3)
    info = analyse(board, depth=7)[0]
    assert info.score == Score(win=5)
    end = plays_out(board, info.pv)
    assert len(info.pv) == 5 and end.outcome().winner == "A"


def test_no_legal_turn_gives_no_move():
    board = Board(NO_TURN)
    assert best_move(board, depth=3) is None
    assert analyse(board, depth=3) == []
    assert Engine().search(board, Limit(depth=2)).best is None


def test_finished_game_gives_no_move():
    board = Board(WIN_IN_1)
    board.push("a1-b1")
    assert Engine().search(board, Limit(depth=2)).best is None


def test_node_limit_is_deterministic():
    def run():
        engine = Engine(hash_mb=4)
        result = engine.search(Board(MID), Limit(nodes=30000))
        return result.best.token, str(result.lines[0].score), engine._searcher.main_nodes

    first = run()
    assert first == run()
    assert abs(first[2] - 30000) <= 1  # the node that reaches the limit stops the search


def test_bench_signature_is_stable():
    positions = BENCH_POSITIONS[:4]
    assert run_bench(3, positions).nodes == run_bench(3, positions).nodes


def test_every_pv_replays_and_multipv_is_sorted():
    board = Board(MID)
    seen = []
    lines = analyse(board, depth=4, multipv=3, callback=seen.append)
    assert [info.multipv for info in lines] == [1, 2, 3]
    assert len({info.pv[0].token for info in lines}) == 3
    assert seen and all(info.pv for info in seen)
    for info in seen:
        assert len(replay(board, [m.packed for m in info.pv])) == len(info.pv)
    scores = [info.score.cp for info in lines]
    assert scores == sorted(scores, reverse=True)


def test_searchmoves_restricts_the_root():
    board = Board(MID)
    move = best_move(board, depth=3, searchmoves=["d3-e4^e5", "b3-a2^a1"])
    assert move.token in ("d3-e4^e5", "b3-a2^a1")


def test_stop_ends_an_infinite_search_with_a_legal_move():
    engine = Engine(hash_mb=4)
    board = Board(MID)
    result = {}
    worker = threading.Thread(target=lambda: result.update(r=engine.search(board, Limit(infinite=True))))
    worker.start()
    threading.Event().wait(0.3)
    assert worker.is_alive()  # infinite never ends by itself
    engine.stop()
    worker.join(10)
    assert not worker.is_alive()
    assert result["r"].best in board.legal_moves


@pytest.mark.parametrize("threads", [1, 2])
def test_threads_find_the_same_forced_win(threads):
    info = analyse(Board(WIN_IN_3), depth=5, threads=threads)[0]
    assert info.score == Score(win=3)


def test_movetime_limit_returns():
    result = Engine().search(Board(MID), Limit(movetime=100))
    assert result.best in Board(MID).legal_moves


def test_a_search_stopped_in_its_first_depth_has_looked_at_the_best_evaluated_turns():
    # 20,472 turns (Morpheus with 50 pieces banked): 3,000 nodes do not finish depth 1.
    # Root turns are ranked by the evaluation they lead to, so the answer is the turn
    # that a full depth 1 finds (a win in 3), not the first one generated (a bare move).
    board = Board("00000/0001B0/103*22/12A212/2A23*2B2 1 A:morpheus[50],B:morpheus[39] 61 -")
    stopped = Engine(hash_mb=4).search(board, Limit(nodes=3000))
    full = analyse(board, depth=1, hash_mb=4)[0]
    assert str(full.score) == "win 3"
    assert stopped.best == full.pv[0]
    assert stopped.best != next(iter(board.legal_moves))


#: Every selective-search technique on, the tried-and-off ones included: none of them may
#: turn a proven result into a wrong one (docs/search.md, "Selective search").
EVERY_TECHNIQUE = {"null_move": 2, "rfp_depth": 8, "futility_depth": 3, "lmp_depth": 6, "iir_depth": 3,
                   "history_malus": 1, "threat_extension": 1, "counter_move": 1, "lmr_log": 100, "se_depth": 4,
                   "follow_up": 1, "tt_eval": 1}


@pytest.mark.parametrize("sfen,depth,score", [(WIN_IN_1, 5, Score(win=1)), (WIN_IN_3, 6, Score(win=3)),
                                              (WIN_IN_5, 8, Score(win=5)), (ONE_DEFENCE, 5, None)])
def test_pruning_keeps_forced_results_exact(sfen, depth, score):
    board = Board(sfen)
    engine = Engine(hash_mb=4)
    engine.set_search_params(EVERY_TECHNIQUE)
    info = engine.search(board, Limit(depth=depth)).lines[0]
    if score is None:       # the one defence: every other turn loses in 2
        assert info.pv[0].token.endswith("^c3") and not info.score.is_forced()
    else:
        assert info.score == score
        end = plays_out(board, info.pv)
        assert len(info.pv) == score.win and end.outcome().winner == board.side_to_move
