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
