"""santorini.protocol.client: driving USP engines (the real one, and fakes that misbehave)."""

from __future__ import annotations

import sys
import textwrap
import time

import pytest

from santorini import Board
from santorini.engine.analysis import Limit, Score
from santorini.protocol.client import (
    EngineError,
    EngineProtocolError,
    EngineTerminatedError,
    EngineTimeoutError,
    EngineValueError,
    IllegalEngineMoveError,
    UspEngine,
    parse_info,
)
from santorini.protocol.options import option_named

MID = "00000/000B00/00A00A0/000B00/00000 1 A:mortal,B:mortal 2 -"
WIN_IN_1 = "00000/00000/00000A/0000B0B/2A3000 1 A:mortal,B:mortal 2 -"
WON = "00000/00000/00000A/0000B0B/23A000 2 A:mortal#,B:mortal 2 -"


@pytest.fixture(scope="module")
def engine():
    with UspEngine(timeout=10) as e:
        yield e


def fake_engine(on_go: str, on_position: str = "", on_isready: str = "") -> list[str]:
    """A tiny USP engine whose answer to `go` is the given Python statement."""
    script = textwrap.dedent(
        f"""
        import sys, time
        def say(line):
            sys.stdout.write(line + "\\n"); sys.stdout.flush()
        for line in sys.stdin:
            words = line.split()
            if not words:
                continue
            if words[0] == "usp":
                for l in ("id name Fake", "id author nobody", "id protocol 1",
                          "option name Hash type spin default 16 min 1 max 64",
                          "option name Style type combo default a var a var b",
                          "option name Path type string default none",
                          "capability players 2", "uspok"):
                    say(l)
            elif words[0] == "isready":
                {on_isready or 'say("readyok")'}
            elif words[0] == "position":
                {on_position or "pass"}
            elif words[0] == "go":
                {on_go}
            elif words[0] == "quit":
                break
        """
    )
    return [sys.executable, "-c", script]


# --------------------------------------------------------------------------- the real engine


def test_handshake_exposes_id_options_capabilities(engine):
    assert engine.id["protocol"] == "1"
    assert engine.id["name"].startswith("Santorini")
    hash_option = engine.options["Hash"]
    served = option_named("Hash")  # the range the engine announces is its own table's
    assert (hash_option.type, hash_option.default, hash_option.min, hash_option.max) == ("spin", str(served.default), 1, served.max)
    assert engine.options["Ponder"].type == "check"
    assert "2" in engine.capabilities["players"]
    assert "mortal" in engine.capabilities["gods"]
    assert "standard" in engine.capabilities["variants"]


def test_configure(engine):
    engine.configure({"Hash": 8, "threads": 1, "Ponder": False, "Seed": "3"})
    assert engine.config["Hash"] == "8" and engine.config["Ponder"] == "false"
    with pytest.raises(EngineError, match="no option"):
        engine.configure({"Nonsense": 1})
    with pytest.raises(EngineError, match="out of range"):
        engine.configure({"Hash": 0})
    with pytest.raises(EngineError, match="integer"):
        engine.configure({"MultiPV": "many"})
    engine.ping()


def test_play_returns_a_legal_move(engine):
    board = Board(MID)
    result = engine.play(board, Limit(depth=3))
    assert result.move in board.legal_moves
    assert result.info["depth"] == 3 and isinstance(result.info["score"], Score)
    board.push(result.move)
    assert result.ponder in board.legal_moves


def test_play_sends_the_move_stack(engine):
    board = Board()
    for token in ("+b3+d3", "+c2+c4", "b3-b4^a5"):
        board.push(token)
    result = engine.play(board, Limit(depth=2))
    assert result.move in board.legal_moves


def test_play_finds_the_win_and_handles_finished_games(engine):
    assert engine.play(Board(WIN_IN_1), Limit(depth=2)).move == "a1-b1"
    result = engine.play(Board(WON), Limit(depth=2))
    assert result.move is None and result.ponder is None


def test_play_with_sfen_string_and_clock(engine):
    result = engine.play(MID, Limit(time=(500, 500), inc=(0, 0)))
    assert result.move in Board(MID).legal_moves


def test_analyse_multipv_and_callback(engine):
    seen = []
    lines = engine.analyse(Board(MID), Limit(depth=3), multipv=3, callback=seen.append)
    engine.configure({"MultiPV": 1})
    assert [line["multipv"] for line in lines] == [1, 2, 3]
    assert all(line["depth"] == 3 for line in lines)
    assert len(seen) >= 9
    for line in lines:
        board = Board(MID)
        for token in line["pv"]:
            board.push(token)


def test_analysis_iterator_stops_an_infinite_search(engine):
    analysis = engine.analysis(Board(MID))
    depths = []
    for info in analysis:
        depths.append(info["depth"])
        if info["depth"] >= 3:
            analysis.stop()
    result = analysis.wait()
    assert depths[:3] == [1, 2, 3]
    assert result.move in Board(MID).legal_moves
    engine.ping()


def test_analysis_context_manager_stops_on_exit(engine):
    with engine.analysis(Board(MID), Limit(infinite=True)) as analysis:
        first = analysis.next()
        assert first["depth"] == 1
    assert analysis.finished
    engine.ping()


def test_position_errors_raise(engine):
    with pytest.raises(EngineError, match="bad-sfen"):
        engine.position("not an sfen at all")
    with pytest.raises(EngineError, match="illegal-move"):
        engine.position(MID, ["a1-a2^a3"])
    engine.ping()


def test_parse_info_rejects_malformed_lines():
    with pytest.raises(EngineProtocolError):
        parse_info("info depth x")
    with pytest.raises(EngineProtocolError):
        parse_info("info score mate 3")
    assert parse_info("info depth 2 score loss 4 pv")["score"] == Score(loss=4)


def test_quit_exit_status():
    e = UspEngine()
    assert e.quit() == 0
    with pytest.raises(EngineTerminatedError):
        e.ping()


# --------------------------------------------------------------------------- misbehaving engines


def test_missing_command():
    with pytest.raises(EngineTerminatedError, match="cannot start"):
        UspEngine(["/nonexistent/engine-binary"])


def test_engine_that_never_handshakes():
    with pytest.raises(EngineTimeoutError):
        UspEngine([sys.executable, "-c", "import time; time.sleep(30)"], timeout=0.5)


def test_engine_that_dies_at_start():
    with pytest.raises(EngineTerminatedError):
        UspEngine([sys.executable, "-c", "pass"], timeout=5)


def test_engine_that_crashes_on_go():
    with UspEngine(fake_engine("sys.exit(3)"), timeout=5) as e:
        with pytest.raises(EngineTerminatedError, match="exit status 3"):
            e.play(Board(MID), Limit(depth=1))
        with pytest.raises(EngineTerminatedError):
            e.play(Board(MID), Limit(depth=1))


def test_engine_that_hangs_on_go():
    with UspEngine(fake_engine("pass"), timeout=5) as e:
        started = time.monotonic()
        with pytest.raises(EngineTimeoutError, match="bestmove"):
            e.play(Board(MID), Limit(movetime=100), timeout=0.5)
        assert time.monotonic() - started < 3


def test_engine_that_plays_illegal_moves():
    with UspEngine(fake_engine('say("bestmove a1-a2^a3")'), timeout=5) as e:
        with pytest.raises(IllegalEngineMoveError) as caught:
            e.play(Board(MID), Limit(depth=1))
        assert caught.value.token == "a1-a2^a3"
        # without a Board (or with check_legal=False) the raw answer comes back
        assert e.play(MID, Limit(depth=1)).move == "a1-a2^a3"


def test_engine_that_answers_nonsense():
    with UspEngine(fake_engine('say("bestmove")'), timeout=5) as e:
        with pytest.raises(EngineProtocolError):
            e.play(Board(MID), Limit(depth=1))
    with UspEngine(fake_engine('say("info depth one"); say("bestmove b3-b4^a5")'), timeout=5) as e:
        with pytest.raises(EngineProtocolError):
            e.play(Board(MID), Limit(depth=1))


def test_engine_error_lines_are_raised():
    with UspEngine(fake_engine("pass", on_position='say("error bad-sfen nope")'), timeout=5) as e:
        with pytest.raises(EngineError, match="bad-sfen"):
            e.play(Board(MID), Limit(depth=1))


def test_combo_option_checked_client_side():
    with UspEngine(fake_engine("pass"), timeout=5) as e:
        assert e.options["Style"].var == ("a", "b")
        e.configure({"Style": "b"})
        with pytest.raises(EngineError):
            e.configure({"Style": "c"})
        with pytest.raises(EngineError):
            e.configure({"Hash": 65})


def test_bestmove_none_in_a_live_game_is_illegal():
    with UspEngine(fake_engine('say("bestmove none")'), timeout=5) as e:
        with pytest.raises(IllegalEngineMoveError):
            e.play(Board(MID), Limit(depth=1))


# --------------------------------------------------------------------------- issue 10: what the client sends


def test_an_empty_command_is_a_value_error():
    for command in ([], "", "   "):
        with pytest.raises(ValueError, match="empty"):
            UspEngine(command)
    with pytest.raises(ValueError):
        UspEngine('engine "unclosed')
    for timeout in (0, -1, float("inf"), float("nan")):
        with pytest.raises(ValueError, match="timeout"):
            UspEngine(timeout=timeout)


def test_option_values_that_do_not_fit_are_value_errors(engine):
    for value in (float("inf"), float("-inf"), float("nan"), 1.5, "1e999", True, None, [8], "8\nquit"):
        with pytest.raises(ValueError) as caught:
            engine.configure({"Hash": value})
        assert isinstance(caught.value, EngineError)  # still an EngineError, as before
    with pytest.raises(EngineValueError):
        engine.configure({"Ponder": "true\nquit"})
    with pytest.raises(EngineValueError, match="no option"):
        engine.configure({5: 1})
    # nothing of a refused call was sent: an earlier valid option in the same call is not set either
    engine.configure({"MultiPV": 1})
    with pytest.raises(EngineValueError):
        engine.configure({"MultiPV": 2, "Hash": float("inf")})
    assert engine.config["MultiPV"] == "1"
    engine.ping()


def test_no_argument_can_inject_a_command(engine):
    board = Board()
    for moves in (["+a1+b1\nquit"], ["+a1+b1 quit"], ["+a1+b1\rquit"], ["+a1\x00+b1"], [""], ["+a1+b1\u00e9"], [5],
                  "+a1+b1"):
        with pytest.raises(ValueError):
            engine.position(board, moves=moves)
    for sfen in (MID + "\nquit", MID.replace(" ", "\t"), MID + "\x07", "", 5):
        with pytest.raises(ValueError):
            engine.position(sfen)
    for searchmoves in (["b3-b4^a5\nquit"], ["b3-b4^a5 quit"], "b3-b4^a5"):
        with pytest.raises(ValueError):
            engine.play(Board(MID), Limit(depth=1), searchmoves=searchmoves)
        with pytest.raises(ValueError):
            engine.analysis(Board(MID), Limit(depth=1), searchmoves=searchmoves)
    for line in ("isready\nquit", "isready\rquit", "isready\x00", "isready \u00e9"):
        with pytest.raises(ValueError):
            engine.send(line)
    # the engine saw none of it: it is alive and in sync
    assert engine.process.poll() is None
    engine.ping()
    assert engine.play(Board(MID), Limit(depth=1), searchmoves=["b3-b4^a5"]).move == "b3-b4^a5"


def test_string_option_values_keep_inner_spaces_but_not_line_breaks():
    with UspEngine(fake_engine("pass"), timeout=5) as e:
        e.configure({"Path": "/a b/c"})
        assert e.config["Path"] == "/a b/c"
        for value in ("/a\nquit", "/a\tb", "/a\x1b"):
            with pytest.raises(EngineValueError):
                e.configure({"Path": value})
        e.ping()


def test_timeouts_against_a_flood_name_the_real_time():
    # an engine that answers isready / go with a stream of lines but never readyok / bestmove
    flood = ("t0 = time.time()\n"
             "                while time.time() - t0 < 3:\n"
             "                    say('info string flood')")
    with UspEngine(fake_engine("pass", on_isready=flood), timeout=5) as e:
        e.timeout = 0.5
        with pytest.raises(EngineTimeoutError) as caught:
            e.ping()
        assert "within 0.5 s" in str(caught.value) and "-0.0" not in str(caught.value)
        e.process.kill()
    with UspEngine(fake_engine(flood), timeout=5) as e:
        with pytest.raises(EngineTimeoutError) as caught:
            e.play(Board(MID), Limit(depth=1), timeout=0.7)
        assert "bestmove within 0.7 s" in str(caught.value)
        e.process.kill()
    with UspEngine(fake_engine("pass"), timeout=5) as e:
        with pytest.raises(EngineTimeoutError, match="within 0.0 s"):
            e.readline(0)
        with pytest.raises(EngineTimeoutError, match="within 0.2 s"):
            e.readline(0.2)
        for timeout in (0, -1, float("inf"), float("nan")):
            with pytest.raises(ValueError):
                e.play(Board(MID), Limit(depth=1), timeout=timeout)
