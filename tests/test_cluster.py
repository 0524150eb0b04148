"""santorini.tools.cluster and the commands on it: the same seeded, node-limited jobs give the
same results in a local process pool and as Ray tasks (a real Ray head on 127.0.0.1, started
once for the module), and a worker killed mid-job loses no result.

Ray comes with the test extra; only ``SANTORINI_NO_RAY=1`` on a machine without it skips the
Ray tests (a missing Ray is otherwise an error, not a silent skip).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from santorini.tools import cluster
from santorini.tools.cli import main

try:
    import ray
except ImportError:
    if os.environ.get("SANTORINI_NO_RAY") != "1":
        raise
    ray = None

needs_ray = pytest.mark.skipif(ray is None, reason="Ray is not installed and SANTORINI_NO_RAY=1")

POSITIONS = """\
# six positions: an SFEN, an SFEN with a turn after it, placements alone, a won and a finished game
00000/000B00/00A00A0/000B00/00000 1 A:mortal,B:mortal 2 -
00000/000B00/00A00A0/000B00/00000 1 A:mortal,B:mortal 2 - b3-b4^a5

+c3+c4 +a1+e5
00000/00000/00000A/0000B0B/2A3000 1 A:mortal,B:mortal 2 -
00000/00000/00000/00000/00000 1 A:pan,B:atlas 1 - +b3+d3
00000/00000/00000A/0000B0B/2A3000 1 A:mortal,B:mortal 2 - a1-b1
"""


@pytest.fixture(scope="module")
def ray_head():
    """One local Ray head for the module, bound to the loopback address."""
    if ray is None:
        pytest.skip("Ray is not installed and SANTORINI_NO_RAY=1")
    # Ray workers cannot import this test module: its task functions travel by value.
    ray.cloudpickle.register_pickle_by_value(sys.modules[__name__])
    ray.init(address="local", num_cpus=2, include_dashboard=False, _node_ip_address="127.0.0.1",
             logging_level="warning")
    yield
    ray.shutdown()


def run(capsys, *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def jsonl(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines()]


# --------------------------------------------------------------------------- the executors


def _die_once(task: tuple[str, int]) -> int:
    """Square a number; the task of 2 kills its worker process the first time it runs."""
    flag, value = task
    if value == 2 and not os.path.exists(flag):
        Path(flag).write_text(str(os.getpid()))
        os._exit(1)
    return value * value


@pytest.mark.parametrize("where", [None, pytest.param("local", marks=needs_ray)])
def test_a_killed_worker_loses_no_result(where, tmp_path, request):
    if where is not None:
        request.getfixturevalue("ray_head")
    flag = tmp_path / "killed"
    with cluster.make_executor(where, jobs=2) as executor:
        results = sorted(executor.map_unordered(_die_once, [(str(flag), n) for n in range(6)]))
    assert flag.exists() and int(flag.read_text()) != os.getpid()  # a worker really died
    assert results == [0, 1, 4, 9, 16, 25]


def _die(value: int) -> int:
    os._exit(1)


@pytest.mark.parametrize("where", [None, pytest.param("local", marks=needs_ray)])
def test_a_task_that_keeps_killing_its_worker_ends_the_job(where, request):
    if where is not None:
        request.getfixturevalue("ray_head")
    with cluster.make_executor(where, jobs=1, max_retries=1) as executor:
        with pytest.raises(cluster.WorkerLostError, match="died"):
            list(executor.map_unordered(_die, [1]))


def _fail(value: int) -> int:
    raise ValueError(f"bad item {value}")


@pytest.mark.parametrize("where", [None, pytest.param("local", marks=needs_ray)])
def test_an_error_of_the_task_itself_propagates(where, request):
    if where is not None:
        request.getfixturevalue("ray_head")
    with cluster.make_executor(where, jobs=1) as executor, pytest.raises(ValueError, match="bad item 3"):
        list(executor.map_unordered(_fail, [3]))


@needs_ray
def test_items_are_taken_only_as_slots_free(ray_head):
    taken = []

    def items():
        for n in range(10):
            taken.append(n)
            yield n

    with cluster.make_executor("local", jobs=2) as executor:
        results = executor.map_unordered(_die_once, (("unused", n) for n in items() if n != 2))
        next(results)
        assert len(taken) <= 3  # two in flight, and the one taken when the first came back
        results.close()


def test_bad_executor_arguments():
    with pytest.raises(cluster.ClusterError, match="jobs must be"):
        cluster.make_executor(None, jobs=-1)
    with pytest.raises(cluster.ClusterError, match="address is empty"):
        cluster.make_executor(" ", jobs=1)


@needs_ray
def test_an_address_without_a_head_fails_at_once(tmp_path):
    source = tmp_path / "positions.txt"
    source.write_text("+b3+d3\n")
    # a fresh process: this one's Ray session (the module's head) would be joined instead
    done = subprocess.run([sys.executable, "-m", "santorini", "analyse-batch", str(source), "--ray", "127.0.0.1:1"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "--ray 127.0.0.1:1: no Ray head answers there" in done.stderr


def test_ray_missing_names_the_extra(monkeypatch, tmp_path, capsys):
    monkeypatch.setitem(sys.modules, "ray", None)  # import ray fails, as without the extra
    with pytest.raises(cluster.ClusterError, match=r"santorini-engine\[cluster\]"):
        cluster.make_executor("local")
    source = tmp_path / "positions.txt"
    source.write_text("+b3+d3\n")
    status, out, err = run(capsys, "analyse-batch", str(source), "--ray", "local")
    assert status == 2 and out == "" and "pip install 'santorini-engine[cluster]'" in err


# --------------------------------------------------------------------------- analyse-batch


@needs_ray
def test_batch_analysis_via_ray_equals_the_local_pool(ray_head, tmp_path, capsys):
    source = tmp_path / "positions.txt"
    source.write_text(POSITIONS)
    outputs = {}
    for where in (["--jobs", "2"], ["--ray", "local"]):
        out = tmp_path / f"{where[0][2:]}.jsonl"
        status, stdout, _ = run(capsys, "analyse-batch", str(source), "--nodes", "3000", "--no-progress",
                                "-o", str(out), *where)
        assert status == 0 and stdout == ""
        outputs[where[0]] = sorted(jsonl(out), key=lambda result: result["line"])
    assert outputs["--jobs"] == outputs["--ray"]
    results = outputs["--jobs"]
    assert [result["line"] for result in results] == [2, 3, 5, 6, 7, 8]
    assert results[3]["score"] == "win 1" and results[3]["bestmove"] == "a1-b1"
    assert results[5]["bestmove"] is None and results[5]["outcome"] == "A climb"
    assert all(result["pv"][:1] == [result["bestmove"]] for result in results[:5])


def test_batch_multipv_and_stdout(tmp_path, capsys):
    source = tmp_path / "positions.txt"
    source.write_text(POSITIONS.splitlines()[1] + "\n")
    status, out, err = run(capsys, "analyse-batch", str(source), "--depth", "2", "--multipv", "3",
                           "--jobs", "1", "--no-progress")
    (result,) = [json.loads(line) for line in out.splitlines()]
    assert status == 0 and err == ""
    assert [line["multipv"] for line in result["lines"]] == [1, 2, 3]
    assert result["lines"][0]["pv"] == result["pv"]


def test_batch_bad_line_fails_before_any_search(tmp_path, capsys):
    source = tmp_path / "positions.txt"
    source.write_text("# fine\n+b3+d3\n00000/000B00/00A00A0 1\n+b3+b3\n")
    out = tmp_path / "out.jsonl"
    status, stdout, err = run(capsys, "analyse-batch", str(source), "--depth", "1", "-o", str(out))
    assert status == 2 and stdout == ""
    assert "positions.txt line 3: incomplete SFEN" in err and "(and 1 more bad lines)" in err
    assert not out.exists()
    status, _, err = run(capsys, "analyse-batch", str(tmp_path / "none.txt"))
    assert status == 2 and "cannot read" in err
    source.write_text("# only a comment\n\n")
    assert run(capsys, "analyse-batch", str(source))[0] == 2
    source.write_text("+b3+d3\n")
    status, _, err = run(capsys, "analyse-batch", str(source), "--depth", "0")
    assert status == 2 and "depth" in err


def test_batch_progress_goes_to_stderr(tmp_path, capsys):
    source = tmp_path / "positions.txt"
    source.write_text("+b3+d3\n+c3+c4\n")
    status, out, err = run(capsys, "analyse-batch", str(source), "--depth", "2", "--jobs", "1", "--progress")
    assert status == 0 and len(out.splitlines()) == 2
    assert "analyse-batch" in err and "2/2" in err


@pytest.mark.parametrize("command", ["analyse-batch", "selfplay"])
def test_help_of_the_new_commands(command, capsys):
    with pytest.raises(SystemExit) as exit_:
        main([command, "--help"])
    out = capsys.readouterr().out
    assert exit_.value.code == 0
    assert "--ray ADDRESS" in out and "--jobs J" in out and "-o OUT.jsonl" in out


# --------------------------------------------------------------------------- selfplay


@needs_ray
def test_selfplay_via_ray_equals_the_local_pool(ray_head, tmp_path, capsys):
    outputs = {}
    for where in (["--jobs", "2"], ["--ray", "local"]):
        out = tmp_path / f"{where[0][2:]}.jsonl"
        status, _, _ = run(capsys, "selfplay", "--games", "3", "--nodes", "300", "--gods", "simple", "--seed", "5",
                           "--random-plies", "2", "--max-plies", "60", "--no-progress", "-o", str(out), *where)
        assert status == 0
        outputs[where[0]] = sorted(jsonl(out), key=lambda position: (position["game"], position["ply"]))
    assert outputs["--jobs"] == outputs["--ray"]
    positions = outputs["--jobs"]
    assert {position["game"] for position in positions} == {1, 2, 3}
    for position in positions:
        assert position["result"] in (0, 0.5, 1) and position["side"] in ("A", "B")
        assert "mortal" not in position["sfen"]  # every game drew its gods from the pool
    for game in (1, 2, 3):
        plies = [position["ply"] for position in positions if position["game"] == game]
        # In order, from after 2 placements and 2 random turns; a gap is a position whose search the
        # node budget ended before its first depth (Poseidon's builds), which has no score to write.
        assert plies == sorted(set(plies)) and plies[0] >= 4


def test_selfplay_is_seeded_and_results_alternate_with_the_side(capsys):
    argv = ("selfplay", "--games", "1", "--nodes", "200", "--seed", "3", "--jobs", "1", "--no-progress")
    status, first, _ = run(capsys, *argv)
    assert status == 0 and run(capsys, *argv)[1] == first
    positions = [json.loads(line) for line in first.splitlines()]
    for one, two in zip(positions, positions[1:]):
        assert one["side"] != two["side"]
        assert one["result"] + two["result"] == 1  # one side's win is the other's loss (a draw: both 0.5)
    status, _, err = run(capsys, "selfplay", "--games", "0")
    assert status == 2 and "games must be" in err
    status, _, err = run(capsys, "selfplay", "--gods", "nosuchgod")
    assert status == 2 and "unknown or unplayable god" in err


# --------------------------------------------------------------------------- match


@needs_ray
def test_match_via_ray_equals_the_threads(ray_head, tmp_path):
    from santorini.tools.match import EngineSpec, TimeControl, replay_records, run_match

    engines = [EngineSpec("a"), EngineSpec("b", options={"Hash": "8"})]
    runs = {}
    for where in (None, "local"):
        out = tmp_path / f"{where}.jsonl"
        arrived = []
        # The timeout bounds only how long an engine may take to start: a loaded machine once
        # took over 10 s to start one on a Ray worker, and the games were lost on time.
        with out.open("w") as records:
            result = run_match(engines, 4, TimeControl(nodes=400), concurrency=2, seed=11, records=records,
                               ray_address=where, timeout=60,
                               on_game=lambda record, _: arrived.append(record.game))
        assert sorted(arrived) == [1, 2, 3, 4] and len(out.read_text().splitlines()) == 4  # written as they came
        assert replay_records(out.read_text().splitlines()) == (4, [])
        runs[where] = ([{k: v for k, v in vars(r).items() if k != "time_ms"} for r in result.records],
                       (result.wins, result.losses, result.draws))
    assert runs[None] == runs["local"]


@needs_ray
def test_match_via_ray_stops_when_the_sprt_decides(ray_head):
    from santorini.tools.match import EngineSpec, TimeControl, run_match
    from test_client import fake_engine

    crasher = EngineSpec("crasher", fake_engine("sys.exit(1)"))
    # The timeout only bounds how long "good" may take to start and answer: the crasher never makes
    # anyone wait, and a loaded CI machine starting Ray and two engines at once once took over 5 s.
    result = run_match([EngineSpec("good"), crasher], 100, TimeControl(depth=1), sprt_bounds=(0, 200),
                       timeout=60, concurrency=2, ray_address="local")
    assert result.sprt is not None and result.sprt.verdict == "H1"
    assert result.games < 20  # no new game once decided; the games in flight still count


@needs_ray
def test_match_command_takes_ray(ray_head, capsys):
    status, out, _ = run(capsys, "match", "--depth", "1", "--games", "2", "--ray", "local", "--quiet")
    assert status == 0 and "on Ray at local, every CPU at once" in out and "Score of engine1 vs engine2" in out
