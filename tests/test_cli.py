"""The ``santorini`` command line: perft, analyse, bench, play, match."""

from __future__ import annotations

import io
import json
import re
import subprocess
import sys
import time

import pytest

from santorini import Board
from santorini.engine.bench import run_bench
from santorini.tools.cli import board_from, main

MID = "00000/000B00/00A00A0/000B00/00000 1 A:mortal,B:mortal 2 -"
WIN_IN_1 = "00000/00000/00000A/0000B0B/2A3000 1 A:mortal,B:mortal 2 -"


def run(capsys, *argv):
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_perft(capsys):
    assert run(capsys, "perft", "--depth", "2") == (0, "perft 2 nodes 5156\n", "")
    status, out, _ = run(capsys, "perft", "--depth", "1", "--divide", "--sfen", MID)
    lines = out.splitlines()
    assert status == 0 and len(lines) == 69 and lines[-1].startswith("perft 1 nodes 68 ")
    status, out, _ = run(capsys, "perft", "--depth", "1", "--startpos", "+b3+d3")
    assert out == f"perft 1 nodes {_after(Board().sfen(), '+b3+d3').perft(1)}\n"
    # moves alone are played from the demo position
    assert run(capsys, "perft", "--depth", "2", "b3-b4^a5")[1] == f"perft 2 nodes {_after(MID, 'b3-b4^a5').perft(2)}\n"


def _after(sfen, *tokens):
    board = Board(sfen)
    for token in tokens:
        board.push(token)
    return board


def test_positions_from_words():
    assert board_from(None, []).sfen() == Board().sfen()
    assert board_from(None, [MID]).sfen() == MID
    assert board_from(None, [*MID.split(), "b3-b4^a5"]).sfen() == _after(MID, "b3-b4^a5").sfen()
    assert board_from(MID, ["b3-b4^a5"]).sfen() == _after(MID, "b3-b4^a5").sfen()
    with pytest.raises(ValueError, match="move 2"):
        board_from(None, ["+b3+d3", "+b3+d3"])
    with pytest.raises(ValueError, match="incomplete SFEN"):
        board_from(None, ["00000/00000/00000/00000/00000", "1"])


def test_analyse_streams_lines_and_bestmove(capsys):
    status, out, err = run(capsys, "analyse", "--depth", "3", "--multipv", "2", "--no-progress", MID)
    assert status == 0 and err == ""
    lines = out.splitlines()
    assert lines[0] == f"position {MID}"
    depth_lines = [line for line in lines if line.startswith("depth")]
    assert len(depth_lines) == 6
    assert [re.search(r"#(\d)", line).group(1) for line in depth_lines] == ["1", "2"] * 3
    for line in depth_lines:
        _after(MID, *line.split(" pv ")[1].split())
    assert re.fullmatch(r"bestmove \S+( ponder \S+)?", lines[-1])


def test_analyse_finds_the_win_and_handles_game_over(capsys):
    status, out, _ = run(capsys, "analyse", "--sfen", WIN_IN_1, "--depth", "2", "--no-progress")
    assert status == 0 and "score win 1" in out and out.splitlines()[-1] == "bestmove a1-b1"
    status, out, _ = run(capsys, "analyse", "--sfen", WIN_IN_1, "a1-b1", "--depth", "2")
    assert status == 0 and "the game is over" in out


def test_analyse_each_position_of_a_game(capsys):
    status, out, _ = run(capsys, "analyse", "--sfen", WIN_IN_1, "a1-a2^a1", "--depth", "2", "--each", "--no-progress")
    lines = out.splitlines()
    positions = [line for line in lines if line.startswith("position ")]
    assert status == 0 and positions[0] == f"position {WIN_IN_1}" and len(positions) == 2
    assert [line for line in lines if line.startswith("bestmove")][0] == "bestmove a1-b1"
    status, _, err = run(capsys, "analyse", MID, "--each", "--searchmoves", "b3-b4^a5")
    assert status == 2 and "--each" in err


def test_analyse_keeps_its_table_in_a_hash_file(capsys, tmp_path):
    hash_file = tmp_path / "t.hash"
    status, _, _ = run(capsys, "analyse", MID, "--depth", "6", "--hash", "2", "--hash-file", str(hash_file))
    assert status == 0 and hash_file.stat().st_size > 2 * 1024 * 1024 * 0.9
    status, out, _ = run(capsys, "analyse", MID, "--depth", "6", "--hash", "2", "--hash-file", str(hash_file))
    assert status == 0 and out.splitlines()[-1].startswith("bestmove")
    status, _, err = run(capsys, "analyse", MID, "--depth", "2", "--hash", "4", "--hash-file", str(hash_file))
    assert status == 2 and "this engine's is 4 MB (set the same Hash)" in err
    (tmp_path / "bad.hash").write_bytes(b"nonsense")
    status, _, err = run(capsys, "analyse", MID, "--depth", "2", "--hash", "2", "--hash-file", str(tmp_path / "bad.hash"))
    assert status == 2 and "not a hash file" in err


def test_a_loaded_table_saves_the_search_work(tmp_path):
    from santorini.engine.analysis import Engine, Limit

    board = Board(MID)
    first = Engine(hash_mb=4)
    cold = first.search(board, Limit(depth=7)).lines[0].nodes
    first.save_hash(str(tmp_path / "t.hash"))
    second = Engine(hash_mb=4)
    second.load_hash(str(tmp_path / "t.hash"))
    warm = second.search(board, Limit(depth=7)).lines[0].nodes
    assert warm < cold / 2


def test_analyse_progress_on_stderr_only(capsys):
    status, out, err = run(capsys, "analyse", MID, "--movetime", "300", "--progress")
    assert status == 0 and "searching" not in out and out.splitlines()[-1].startswith("bestmove ")


def test_progress_line(capsys):
    from santorini.engine.analysis import Engine
    from santorini.tools.cli import _Progress

    progress = _Progress(Engine(hash_mb=1), True, delay=0.0)
    progress.depth = 4
    time.sleep(0.6)
    progress.close()
    err = capsys.readouterr().err
    assert "searching depth 5" in err and "nodes" in err
    assert err.endswith("\r\x1b[K")  # the status line is cleared at the end


def test_errors_are_one_line(capsys):
    for argv in (
        ["analyse", "--sfen", "garbage"],
        ["analyse", "zz"],
        ["perft", "--depth", "-1"],
        ["analyse", "--depth", "x"],
        ["match", "--games", "2"],
        ["match", "--replay", "/nonexistent/file.jsonl"],
        ["bench", "--depth", "0"],
        ["frobnicate"],
    ):
        with pytest.raises(SystemExit) if argv[-1] in ("x", "frobnicate") else _no_raise():
            status = main(argv)
            assert status != 0
        out, err = capsys.readouterr()
        assert out == ""
        assert len(err.strip().splitlines()) == 1, (argv, err)
        assert "error" in err


class _no_raise:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


@pytest.mark.parametrize("command", ["perft", "analyse", "bench", "play", "match"])
def test_help_everywhere(command):
    out = subprocess.run([sys.executable, "-m", "santorini", command, "--help"], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0 and out.stdout.startswith("usage: santorini " + command)


def test_bench(capsys):
    status, out, _ = run(capsys, "bench", "--depth", "2")
    assert status == 0
    assert re.fullmatch(r"bench nodes (\d+) time \d+ nps \d+\n", out)
    assert int(out.split()[2]) == run_bench(depth=2).nodes


def test_play_human_wins(capsys, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO("help\nmoves\nzz\na1-b1\n"))
    status, out, _ = run(capsys, "play", "--sfen", WIN_IN_1, "--depth", "1")
    assert status == 0
    assert "not a legal turn" in out
    assert "You play a1-b1" in out
    assert "Game over: side A wins" in out


def test_play_engine_first_and_eof(capsys, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    status, out, _ = run(capsys, "play", "--sfen", WIN_IN_1, "--depth", "2", "--engine-first")
    assert status == 0 and "Engine plays a1-b1" in out and "Game over" in out
    monkeypatch.setattr(sys, "stdin", io.StringIO("+b3+d3\nundo\nundo\n"))
    status, out, _ = run(capsys, "play", "--depth", "1")
    assert status == 0 and "Engine plays +" in out and out.rstrip().endswith("bye")


def test_match_and_replay(tmp_path, capsys):
    records = tmp_path / "games.jsonl"
    status, out, _ = run(
        capsys, "match", "--games", "2", "--depth", "1", "--option2", "Hash=8", "--records", str(records),
        "--name1", "plain", "--name2", "hash8", "--sprt", "0", "50",
    )
    assert status == 0
    assert "Score of plain vs hash8" in out and "Elo difference" in out and "SPRT: llr" in out
    assert len(records.read_text().splitlines()) == 2
    assert run(capsys, "match", "--replay", str(records))[1] == "replayed 2 records: all OK\n"
    lines = records.read_text().splitlines()
    record = json.loads(lines[0])
    record["result"] = "B" if record["result"] == "A" else "A"
    bad = tmp_path / "bad.jsonl"
    bad.write_text(json.dumps(record) + "\n" + lines[1] + "\n")
    status, out, _ = run(capsys, "match", "--replay", str(bad))
    assert status == 1 and "1 problems" in out


def test_console_scripts_exist():
    out = subprocess.run([sys.executable, "-m", "santorini", "perft", "--depth", "1"], capture_output=True, text=True, timeout=60)
    assert out.stdout == "perft 1 nodes 68\n"


# --------------------------------------------------------------------------- issue 10: bad input, Ctrl-C

BAD_RECORDS = {
    "opening-int": '{"opening": 5, "moves": [], "result": "A", "reason": "climb"}\n',
    "opening-only": '{"opening": 5}\n',
    "moves-ints": '{"moves": [1, 2]}\n',
    "moves-ints-full": '{"moves": [1, 2], "result": "A", "reason": "climb"}\n',
    "moves-string": '{"moves": "abc", "result": "A", "reason": "climb"}\n',
    "engines-list": '{"moves": [], "engines": [], "result": "A", "reason": "climb"}\n',
    "result-list": '{"moves": [], "result": ["A"], "reason": "climb"}\n',
    "winner-list": '{"moves": [], "result": "A", "reason": "climb", "winner": [1]}\n',
    "game-object": '{"moves": [], "result": "A", "reason": "zz", "game": {"x": 1}}\n',
    "start-sfen-int": '{"moves": [], "result": "A", "reason": "climb", "start_sfen": 5}\n',
    "not-object": "[]\n",
    "number": "5\n",
    "not-json": "{not json\n",
    "deep": "[" * 100000 + "\n",
    "empty": "",
    "blank-lines": "\n\n",
}

#: Each gives one line on stderr, nothing on stdout and a non-zero exit (issue 10, items 1, 6, 7).
BAD_INPUTS = [
    ["perft", "--depth", "524287"],
    ["perft", "--depth", str(2**31 - 1)],
    ["perft", "--depth", "99999999999"],
    ["perft", "--depth", "-1"],
    ["perft", "--depth", "65"],
    ["perft", "--divide", "--depth", "524288"],
    ["perft", "--divide", "--depth", "-1"],
    ["analyse", "--depth", "0"],
    ["analyse", "--depth", "-1"],
    ["analyse", "--depth", "99999999999"],
    ["analyse", "--movetime", "0"],
    ["analyse", "--movetime", "-5"],
    ["analyse", "--nodes", "0"],
    ["analyse", "--nodes", "-5"],
    ["analyse", "--multipv", "0"],
    ["analyse", "--multipv", "99999999"],
    ["analyse", "--hash", "100000000"],
    ["analyse", "--hash", "0"],
    ["analyse", "--threads", "0"],
    ["analyse", "--threads", str(2**31)],
    ["analyse", "--searchmoves", "zz"],
    ["analyse", "--infinite", "--depth", "3"],
    ["play", "--movetime", "0"],
    ["play", "--depth", "0"],
    ["play", "--depth", "-1"],
    ["play", "--threads", "0"],
    ["play", "--hash", "100000000"],
    ["bench", "--depth", "0"],
    ["bench", "--depth", "99999"],
    ["bench", "--hash", "0"],
    ["match", "--movetime", "0"],
    ["match", "--depth", "0"],
    ["match", "--depth", "-1"],
    ["match", "--nodes", "-5"],
    ["match", "--time", "0"],
    ["match", "--time", "-5"],
    ["match", "--depth", "1", "--inc", "-5"],
    ["match", "--depth", "1", "--margin", "-1"],
    ["match", "--depth", "1", "--games", "0"],
    ["match", "--depth", "1", "--concurrency", "0"],
    ["match", "--depth", "1", "--max-plies", "0"],
    ["match", "--depth", "1", "--book-plies", "-1"],
    ["match", "--depth", "1", "--timeout", "0"],
    ["match", "--depth", "1", "--timeout", "-1"],
    ["match", "--depth", "1", "--timeout", "inf"],
    ["match", "--depth", "1", "--timeout", "nan"],
    ["match", "--depth", "1", "--sprt", "5", "0"],
    ["match", "--depth", "1", "--sprt", "nan", "5"],
    ["match", "--depth", "1", "--sprt", "0", "5", "--alpha", "2"],
    ["match", "--depth", "1", "--sprt", "0", "5", "--beta", "0"],
    ["match", "--depth", "1", "--engine1", 'engine "unclosed'],
    ["match", "--depth", "1", "--engine1", ""],
    ["match", "--depth", "1", "--option1", "Hash"],
    ["match", "--depth", "1", "--records", "/nonexistent/dir/games.jsonl"],
    *(["match", "--replay", f"@{name}"] for name in BAD_RECORDS),
    ["match", "--replay", "@not-utf8"],
    ["match", "--replay", "@directory"],
]


def _materialise(argv, tmp_path):
    """Replace ``@name`` by a file holding BAD_RECORDS[name] (or a non-UTF-8 file, or a directory)."""
    out = []
    for word in argv:
        if word.startswith("@"):
            path = tmp_path / word[1:]
            if word == "@not-utf8":
                path.write_bytes(b"\xff\xfe{}\n")
            elif word == "@directory":
                path.mkdir(exist_ok=True)
            else:
                path.write_text(BAD_RECORDS[word[1:]])
            word = str(path)
        out.append(word)
    return out


@pytest.mark.parametrize("argv", BAD_INPUTS, ids=lambda argv: " ".join(argv)[:60])
def test_every_bad_input_is_one_line_on_stderr(argv, tmp_path, capsys):
    argv = _materialise(argv, tmp_path)
    status = main(argv)
    out, err = capsys.readouterr()
    assert status != 0, (argv, out, err)
    assert out == "", (argv, out)
    assert len(err.splitlines()) == 1 and err.startswith(f"santorini {argv[0]}: error: "), (argv, err)


@pytest.mark.parametrize("argv", [
    ["perft", "--depth", "99999999999"],
    ["perft", "--depth", "524287"],
    ["analyse", "--nodes", "-5"],
    ["analyse", "--hash", "100000000"],
    ["analyse", "--depth", "0"],
    ["play", "--movetime", "0"],
    ["match", "--replay", "@opening-only"],
    ["match", "--replay", "@moves-ints"],
], ids=lambda argv: " ".join(argv))
def test_bad_input_from_the_shell_has_no_traceback(argv, tmp_path):
    out = subprocess.run([sys.executable, "-m", "santorini", *_materialise(argv, tmp_path)],
                         capture_output=True, text=True, timeout=120, stdin=subprocess.DEVNULL)
    assert out.returncode not in (0, 1) and out.stdout == ""
    assert len(out.stderr.splitlines()) == 1 and "error" in out.stderr and "Traceback" not in out.stderr


def test_a_limit_of_zero_never_searches_without_limit(capsys, monkeypatch):
    # play --depth 0 used to fall back to the movetime (0 was "no depth"); now it is an error
    monkeypatch.setattr(sys, "stdin", io.StringIO("quit\n"))
    assert main(["play", "--depth", "0"]) == 2
    assert "depth" in capsys.readouterr().err
    # analyse --depth -1 used to print "bestmove none" on a live position
    assert main(["analyse", "--depth", "-1", MID]) == 2
    out, err = capsys.readouterr()
    assert "bestmove" not in out and "depth" in err


def test_replay_reports_records_that_do_not_replay_on_stdout(tmp_path, capsys):
    record = {"moves": ["+a1+b1"], "result": "A", "reason": "climb", "opening": []}
    path = tmp_path / "r.jsonl"
    path.write_text(json.dumps(record) + "\n")
    status, out, err = run(capsys, "match", "--replay", str(path))
    assert status == 1 and err == "" and "not over" in out and out.endswith("replayed 1 records: 1 problems\n")


# Ctrl-C: the command runs in a subprocess with SIGINT's default handler (a process started
# in the background of a non-interactive shell would ignore it), gets SIGINT once it is
# working, and must answer: no traceback, exit 130.  Behaviour only, with a generous hang guard.

HANG_GUARD = 120


def _start(argv, stdin=subprocess.DEVNULL):
    import signal

    return subprocess.Popen(
        argv, stdin=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, bufsize=1,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )


def _interrupt_after(process, marker, settle=0.0):
    """Read stdout until a line containing ``marker``, wait ``settle`` s, send SIGINT, return (stdout, stderr)."""
    import signal
    import threading

    guard = threading.Timer(HANG_GUARD, process.kill)
    guard.start()
    try:
        seen = []
        for line in process.stdout:
            seen.append(line)
            if marker in line:
                break
        time.sleep(settle)
        process.send_signal(signal.SIGINT)
        out, err = process.communicate(timeout=HANG_GUARD)
    finally:
        guard.cancel()
        if process.poll() is None:
            process.kill()
    return "".join(seen) + out, err


def _assert_interrupted(process, out, err, command):
    assert "Traceback" not in err, err
    assert process.returncode == 130, (process.returncode, out, err)
    assert err.strip().splitlines()[-1].startswith(f"santorini {command}: interrupted"), err


@pytest.mark.parametrize("extra", [["--infinite"], ["--depth", "60"], ["--depth", "60", "--threads", "2"],
                                   ["--infinite", "--multipv", "3"]], ids=" ".join)
def test_ctrl_c_in_analyse_prints_the_best_line_and_bestmove(extra):
    process = _start([sys.executable, "-m", "santorini", "analyse", "--no-progress", MID, *extra])
    out, err = _interrupt_after(process, "depth  3/")
    _assert_interrupted(process, out, err, "analyse")
    lines = out.splitlines()
    depth_lines = [line for line in lines if line.startswith("depth")]
    assert depth_lines and re.fullmatch(r"bestmove \S+( ponder \S+)?", lines[-1]), out
    best = lines[-1].split()[1]
    assert best in Board(MID).legal_moves
    # the bestmove is the first turn of the best line found (the last #1 line printed)
    best_line = [line for line in depth_lines if "#1 " in line][-1]
    assert best_line.split(" pv ")[1].split()[0] == best


def test_ctrl_c_in_a_deep_perft():
    script = ("import sys; from santorini.tools.cli import main; print('ready', flush=True); "
              "sys.exit(main(sys.argv[1:]))")
    for extra in ([], ["--divide"]):
        process = _start([sys.executable, "-c", script, "perft", "--depth", "12", "--sfen", MID, *extra])
        out, err = _interrupt_after(process, "ready", settle=0.5)  # past the imports, into main()
        _assert_interrupted(process, out, err, "perft")
        assert out == "ready\n"


def test_ctrl_c_in_play_while_the_engine_thinks_and_at_the_prompt():
    process = _start([sys.executable, "-m", "santorini", "play", "--engine-first", "--depth", "60"],
                     stdin=subprocess.PIPE)
    out, err = _interrupt_after(process, "is thinking")
    _assert_interrupted(process, out, err, "play")
    assert "Engine plays" not in out
    process = _start([sys.executable, "-m", "santorini", "play", "--depth", "1"], stdin=subprocess.PIPE)
    out, err = _interrupt_after(process, "sfen ")
    _assert_interrupted(process, out, err, "play")


def test_ctrl_c_in_match_reports_the_finished_games(tmp_path):
    records = tmp_path / "games.jsonl"
    process = _start([sys.executable, "-m", "santorini", "match", "--games", "400", "--depth", "1",
                      "--concurrency", "2", "--records", str(records)])
    out, err = _interrupt_after(process, "game   2:")
    _assert_interrupted(process, out, err, "match")
    games = int(re.search(r"interrupted after (\d+) of 400 games", err).group(1))
    assert games >= 1 and games == len(re.findall(r"^game +\d+:", out, re.M))
    assert "Score of engine1 vs engine2: " in out
    assert re.search(rf"\] {games}\n", out)  # the summary counts the finished games only
    lines = records.read_text().splitlines()
    assert len(lines) == games
    assert main(["match", "--replay", str(records)]) == 0


def test_santorini_gui_hands_its_arguments_to_the_gui():
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-m", "santorini", "gui", "--help"], capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0 and done.stdout.startswith("usage: santorini gui") and "--no-browser" in done.stdout
    bad = subprocess.run([sys.executable, "-m", "santorini", "gui", "--port", "x"], capture_output=True, text=True,
                         timeout=60)
    assert bad.returncode == 2 and "invalid int value" in bad.stderr
