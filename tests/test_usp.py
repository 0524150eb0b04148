"""USP conformance: drive the real ``santorini-engine`` process through pipes (docs/usp.md).

Every test starts ``python -m santorini.protocol`` as a subprocess and speaks the
protocol to it exactly as a GUI would.  Timing requirements (``isready`` within
100 ms during a search, ``bestmove`` within 100 ms of ``stop``) are measured on the
wall clock and asserted with a generous allowance (1 s) so a loaded CI machine does
not fail them; the measured values are printed (``pytest -s``) and recorded as
test properties.
"""

from __future__ import annotations

import os
import queue
import re
import subprocess
import sys
import threading
import time

import pytest

from santorini import START_SFEN, Board
from santorini.engine.analysis import Engine
from santorini.engine.bench import run_bench
from santorini.engine.nnue import default_network
from santorini.rules import gods as catalog
from santorini.rules.draft import PLACE_LAST

MID = "00000/000B00/00A00A0/000B00/00000 1 A:mortal,B:mortal 2 -"
WIN_IN_1 = "00000/00000/00000A/0000B0B/2A3000 1 A:mortal,B:mortal 2 -"
NO_TURN = "00000/00000/00000/0*0*0*00/0A0A0*0B0B 1 A:mortal,B:mortal 2 -"
WON = "00000/00000/00000A/0000B0B/23A000 2 A:mortal#,B:mortal 2 -"
POSITIONS = [
    START_SFEN,
    MID,
    WIN_IN_1,
    "0000B0/001A0B0/01000/01000/000A00 2 A:mortal,B:mortal 3 -",
    "21200/0B1A1B10/01A100/02300/00000 2 A:mortal,B:mortal 9 -",
    "00000/02B00A0/10200/03*1A01B/01030 2 A:mortal,B:mortal 9 -",
]
PERFT_LINE = re.compile(r"\S+ \d+")  # one line of a perft: a turn and its count
INFO_RE = re.compile(
    r"info depth \d+ seldepth \d+ multipv \d+ score (cp -?\d+|win \d+|loss \d+)( lowerbound| upperbound)?"
    r" nodes \d+ nps \d+ time \d+ hashfull \d+( pv( \S+)+)?"
)


class EngineProcess:
    """The engine in a subprocess, with a reader thread so every read has a timeout."""

    def __init__(self, args=(), trace=True):
        """``trace``: the engine logs every line read and written to stderr (kept here for
        failure reports); a long run turns it off."""
        env = {**os.environ, "SANTORINI_USP_TRACE": "1"} if trace else {
            key: value for key, value in os.environ.items() if key != "SANTORINI_USP_TRACE"}
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "santorini.protocol", *args],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            bufsize=0,
            env=env,
        )
        self.lines: queue.Queue = queue.Queue()
        self.stderr: list[bytes] = []
        # The pump threads own (and close) stdout and stderr: closing a pipe another
        # thread still reads would let that thread read a reused descriptor, stealing
        # the output of the next engine.
        self.pumps = [threading.Thread(target=self._pump, daemon=True),
                      threading.Thread(target=self._pump_err, daemon=True)]
        for pump in self.pumps:
            pump.start()

    def _pump(self):
        with self.proc.stdout:
            for raw in iter(self.proc.stdout.readline, b""):
                self.lines.put(raw)
        self.lines.put(None)

    def _pump_err(self):
        with self.proc.stderr:
            for raw in iter(self.proc.stderr.readline, b""):
                self.stderr.append(raw)

    def stacks(self) -> str:
        """The engine's thread stacks (SIGUSR1 makes it dump them to stderr), for failures."""
        import signal

        if self.proc.poll() is not None:
            return f"engine exited with {self.proc.returncode}; stderr: {b''.join(self.stderr)[-2000:]!r}"
        self.proc.send_signal(signal.SIGUSR1)
        time.sleep(0.5)
        return "engine stacks and stderr:\n" + b"".join(self.stderr)[-6000:].decode("ascii", "replace")

    def send_bytes(self, data: bytes):
        self.proc.stdin.write(data)
        self.proc.stdin.flush()

    def send(self, *lines: str):
        self.send_bytes("".join(line + "\n" for line in lines).encode())

    def readline(self, timeout=10.0) -> str:
        try:
            raw = self.lines.get(timeout=timeout)
        except queue.Empty:
            raise AssertionError(f"no answer within {timeout} s; {self.stacks()}") from None
        if raw is None:
            self.lines.put(None)
            raise AssertionError(f"engine exited ({self.proc.poll()}); stderr: {b''.join(self.stderr)[-2000:]!r}")
        assert raw.endswith(b"\n"), raw
        text = raw[:-1].decode("ascii")  # stdout is ASCII only
        assert "\r" not in text
        return text

    def read_until(self, prefix: str, timeout=10.0) -> list[str]:
        """Lines up to and including the first that starts with prefix."""
        deadline = time.monotonic() + timeout
        out = []
        while True:
            line = self.readline(max(deadline - time.monotonic(), 0.001))
            out.append(line)
            if line == prefix or line.startswith(prefix + " "):
                return out

    def sync(self, timeout=10.0) -> list[str]:
        """Send isready; the lines before readyok."""
        self.send("isready")
        return self.read_until("readyok", timeout)[:-1]

    def ask(self, *lines: str, timeout=10.0) -> list[str]:
        """Send lines, then isready: every answer before readyok."""
        self.send(*lines)
        return self.sync(timeout)

    def sfen(self) -> str:
        (line,) = self.ask("sfen")
        assert line.startswith("sfen ")
        return line[5:]

    def go(self, params: str, timeout=30.0) -> tuple[list[str], str]:
        """Run a search to its bestmove: (info lines, bestmove line)."""
        self.send(f"go {params}")
        lines = self.read_until("bestmove", timeout)
        return lines[:-1], lines[-1]

    def close(self):
        if self.proc.poll() is None:
            try:
                self.send("quit")
            except OSError:
                pass
            try:
                self.proc.wait(5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        try:
            self.proc.stdin.close()
        except OSError:
            pass
        for pump in self.pumps:
            pump.join(5)


@pytest.fixture
def engine():
    process = EngineProcess()
    yield process
    process.close()


@pytest.fixture(scope="module")
def shared_engine():
    """One engine for the read-only tests (each test sets its own position)."""
    process = EngineProcess()
    yield process
    process.close()


def pick_gods(playable: list[str], players: int) -> list[str] | None:
    """Gods for a start position of `players` seats: None (all mortal) when mortal is
    allowed, else playable gods allowed for the count and not banned together."""
    if catalog.allowed("mortal", players):
        return None
    chosen: list[str] = []
    for god in playable:
        if god != "mortal" and catalog.allowed(god, players) and not any(catalog.banned(god, g) for g in chosen):
            chosen.append(god)
        if len(chosen) == players:
            return chosen
    pytest.skip(f"not enough playable gods for {players} players")


def replays(sfen: str, tokens: list[str]) -> bool:
    board = Board(sfen)
    for token in tokens:
        board.push(token)
    return True


# --------------------------------------------------------------------------- handshake


def test_handshake(engine):
    engine.send("usp")
    lines = engine.read_until("uspok")
    assert lines[0].startswith("id name ")
    assert lines[1].startswith("id author ")
    assert lines[2] == "id protocol 1"
    assert lines[-1] == "uspok"
    options = [line for line in lines if line.startswith("option ")]
    assert options == [
        "option name Hash type spin default 256 min 1 max 65536",
        "option name Threads type spin default 1 min 1 max 256",
        "option name MultiPV type spin default 1 min 1 max 8192",
        "option name Seed type spin default 0 min 0 max 2147483647",
        "option name Ponder type check default false",
        "option name OwnBook type check default true",
        "option name BookFile type string default -",
        "option name AllowMortal type check default false",
        "option name BestReplySearch type check default true",
        "option name PantheonTeams type check default false",
        "option name Rulings type string default -",
        "option name SearchParams type string default -",
        "option name UseNNUE type check default true",
        "option name EvalFile type string default -",
    ]
    caps = {line.split()[1]: line.split()[2:] for line in lines if line.startswith("capability ")}
    assert set(caps) == {"players", "gods", "variants", "chance", "secrets"}    # extensions (docs/usp.md)
    assert "2" in caps["players"]
    assert "mortal" in caps["gods"]
    assert "standard" in caps["variants"]
    assert set(caps["chance"]) <= set(caps["gods"]) and set(caps["secrets"]) <= set(caps["gods"])
    assert len(lines) == 3 + len(options) + 5 + 1
    # every advertised player count and god really is accepted
    for players in map(int, caps["players"]):
        gods = pick_gods(caps["gods"], players)
        command = f"position startpos players {players}" + (f" gods {','.join(gods)}" if gods else "")
        assert engine.ask(command) == [], command
        assert engine.sfen().split()[2].count(":") == players
    for god in caps["gods"]:
        # startpos has seat 1 place first: a god who places last (Hecate) sits in seat 2.
        assert engine.ask(f"position startpos gods mortal,{god}") == []
        assert engine.ask(f"position startpos gods {god},mortal") == [] or god in PLACE_LAST


def test_fresh_engine_holds_startpos(engine):
    assert engine.sfen() == START_SFEN
    assert engine.ask("result") == ["result ongoing"]
    (valid,) = engine.ask("validmoves")
    assert len(valid.split()) == 1 + 300


def test_blank_and_whitespace_lines_are_ignored(engine):
    engine.send_bytes(b"\n\n   \n\t\t\n \r\n\r\n")
    assert engine.sync() == []
    engine.send_bytes(b"  \tposition\t startpos   moves\t+b3+d3  \r\n")
    assert engine.sfen() == "00000/00000/00A00A0/00000/00000 2 A:mortal,B:mortal 1 -"


# --------------------------------------------------------------------------- search


def test_isready_and_stop_latency_during_infinite_search(engine, record_property):
    engine.ask(f"position sfen {MID}")
    engine.send("go infinite")
    time.sleep(0.3)
    latencies = []
    for _ in range(5):
        started = time.perf_counter()
        engine.send("isready")
        lines = engine.read_until("readyok", timeout=5)
        latencies.append(time.perf_counter() - started)
        assert not any(line.startswith("bestmove") for line in lines), "go infinite ended by itself"
        time.sleep(0.05)
    started = time.perf_counter()
    engine.send("stop")
    lines = engine.read_until("bestmove", timeout=5)
    stop_latency = time.perf_counter() - started
    print(f"\nisready latency during search: max {max(latencies) * 1000:.1f} ms; stop -> bestmove {stop_latency * 1000:.1f} ms")
    record_property("isready_latency_ms", round(max(latencies) * 1000, 1))
    record_property("stop_latency_ms", round(stop_latency * 1000, 1))
    assert max(latencies) < 1.0
    assert stop_latency < 1.0
    best = lines[-1].split()
    assert best[0] == "bestmove" and best[1] in engine.ask("validmoves")[0].split()[1:]
    # exactly one bestmove: nothing more arrives, the engine is idle again
    assert engine.ask("stop", "sfen") == [f"sfen {MID}"]


def test_stop_right_after_go_still_answers_once(engine):
    engine.ask(f"position sfen {MID}")
    for _ in range(5):
        engine.send("go infinite", "stop")
        lines = engine.read_until("bestmove", timeout=5)
        assert lines[-1].split()[1] != "none"
        assert not any(line.startswith("bestmove") for line in engine.sync())


@pytest.mark.parametrize("sfen", POSITIONS)
def test_bestmove_is_valid_and_every_pv_replays(shared_engine, sfen):
    e = shared_engine
    assert e.ask("setoption name MultiPV value 3", f"position sfen {sfen}") == []
    valid = e.ask("validmoves")[0].split()[1:]
    infos, best = e.go("depth 3")
    e.ask("setoption name MultiPV value 1")
    assert len([line for line in [*infos, best] if line.startswith("bestmove")]) == 1
    words = best.split()
    assert words[1] in valid
    if len(words) == 4:
        assert words[2] == "ponder"
        assert replays(sfen, [words[1], words[3]])
    depths = {}
    for line in infos:
        assert INFO_RE.fullmatch(line), line
        fields = line.split()
        depth, multipv = int(fields[2]), int(fields[6])
        depths.setdefault(depth, []).append(multipv)
        pv = fields[fields.index("pv") + 1 :] if "pv" in fields else []
        assert pv, line
        assert replays(sfen, pv)
    for depth, lines in depths.items():
        assert lines == list(range(1, min(3, len(valid)) + 1)), (depth, lines)
    assert max(depths) == 3 or any(" win " in line or " loss " in line for line in infos)


def test_exactly_one_bestmove_per_go(engine):
    engine.ask(f"position sfen {MID}")
    for params in ("depth 1", "depth 2", "nodes 500", "movetime 50"):
        infos, best = engine.go(params)
        assert all(line.startswith("info") for line in infos)
        assert engine.sync() == []


def test_movetime_is_respected(engine):
    engine.ask(f"position sfen {MID}")
    started = time.perf_counter()
    _, best = engine.go("movetime 200")
    elapsed = time.perf_counter() - started
    assert best.split()[1] != "none"
    assert 0.1 < elapsed < 1.2, elapsed


def test_clock_search_answers_in_time(engine):
    engine.ask(f"position sfen {MID}")
    started = time.perf_counter()
    _, best = engine.go("p1time 1000 p2time 1000 p1inc 10 p2inc 10")
    assert time.perf_counter() - started < 1.0
    assert best.split()[1] != "none"


def test_searchmoves_restricts_the_answer(engine):
    engine.ask(f"position sfen {MID}")
    infos, best = engine.go("depth 2 searchmoves d3-e4^e5 b3-a2^a1")
    assert best.split()[1] in ("d3-e4^e5", "b3-a2^a1")
    for line in infos:
        pv = line.split(" pv ")[1].split()
        assert pv[0] in ("d3-e4^e5", "b3-a2^a1")


def test_nodes_search_is_deterministic(engine):
    engine.ask("setoption name Threads value 1", "setoption name Seed value 7", f"position sfen {MID}")
    answers = []
    for _ in range(2):
        engine.ask("newgame", f"position sfen {MID}")
        infos, best = engine.go("nodes 20000")
        answers.append((best, [re.sub(r" (nps|time) \d+", "", line) for line in infos]))
    assert answers[0] == answers[1]


def test_win_in_one(engine):
    engine.ask(f"position sfen {WIN_IN_1}")
    infos, best = engine.go("depth 3")
    assert best == "bestmove a1-b1"
    assert " score win 1 " in infos[-1]
    assert engine.ask("position sfen " + WIN_IN_1 + " moves a1-b1", "result") == ["result winner A"]


@pytest.mark.parametrize("sfen", [WON, NO_TURN])
@pytest.mark.parametrize("params", ["depth 3", "infinite", "ponder", "movetime 100"])
def test_bestmove_none_when_the_game_is_over(shared_engine, sfen, params):
    e = shared_engine
    e.ask(f"position sfen {sfen}")
    e.send(f"go {params}")
    assert e.readline(timeout=5) == "bestmove none"
    assert e.ask("stop") == []  # ignored when idle: no second bestmove
    assert e.ask("validmoves") == ["validmoves"]


def test_result_lines(shared_engine):
    e = shared_engine
    assert e.ask(f"position sfen {WON}", "result") == ["result winner A"]
    assert e.ask(f"position sfen {NO_TURN}", "result") == ["result winner B"]
    assert e.ask(f"position sfen {MID}", "result") == ["result ongoing"]


def test_go_infinite_never_ends_by_itself(engine):
    # a tiny endgame that the search finishes quickly: the bestmove must still wait for stop
    engine.ask(f"position sfen {WIN_IN_1}")
    engine.send("go infinite")
    time.sleep(0.5)
    lines = engine.sync()
    assert not any(line.startswith("bestmove") for line in lines)
    engine.send("stop")
    assert engine.read_until("bestmove")[-1] == "bestmove a1-b1"


def test_ponder_then_ponderhit_plays_by_the_clock(engine):
    engine.ask("setoption name Ponder value true", f"position sfen {MID}")
    engine.send("go ponder p1time 600 p2time 600")
    time.sleep(0.4)
    assert not any(line.startswith("bestmove") for line in engine.sync())
    started = time.perf_counter()
    engine.send("ponderhit")
    best = engine.read_until("bestmove", timeout=5)[-1]
    assert time.perf_counter() - started < 1.0
    assert best.split()[1] in engine.ask("validmoves")[0].split()


def test_ponder_then_stop(engine):
    engine.ask(f"position sfen {MID}")
    engine.send("go ponder depth 2")
    time.sleep(0.3)
    assert not any(line.startswith("bestmove") for line in engine.sync())  # depth reached: still waits
    engine.send("ponderhit")
    assert engine.read_until("bestmove", timeout=5)[-1].startswith("bestmove ")
    engine.send("go ponder movetime 50")
    time.sleep(0.2)
    engine.send("stop")
    assert engine.read_until("bestmove", timeout=5)[-1].startswith("bestmove ")
    assert engine.sync() == []


def test_queries_during_a_search(engine):
    engine.ask(f"position sfen {MID}")
    engine.send("go infinite")
    lines = engine.ask("sfen", "result", "validmoves", "d", "ponderhit")
    assert f"sfen {MID}" in lines and "result ongoing" in lines
    assert sum(line.startswith("validmoves ") for line in lines) == 1
    engine.send("stop")
    engine.read_until("bestmove")


# --------------------------------------------------------------------------- positions


@pytest.mark.parametrize("sfen", POSITIONS + [WON, NO_TURN])
def test_sfen_round_trip(shared_engine, sfen):
    sfen = Board(sfen).sfen()  # the canonical string (a side with no turn has lost: '#')
    assert shared_engine.ask(f"position sfen {sfen}") == []
    assert shared_engine.sfen() == sfen
    spaced = "\t ".join(sfen.split(" "))
    assert shared_engine.ask(f"position  sfen \t{spaced}  ") == []
    assert shared_engine.sfen() == sfen


def test_startpos_forms(shared_engine):
    e = shared_engine
    assert e.ask("position startpos") == []
    assert e.sfen() == START_SFEN
    assert e.ask("position startpos players 2 gods mortal,mortal variant standard moves +b3+d3 +c2+c4") == []
    assert e.sfen() == MID
    assert e.ask("position sfen " + MID + " moves b3-b4^a5") == []
    board = Board(MID)
    board.push("b3-b4^a5")
    assert e.sfen() == board.sfen()
    # any legal spelling is accepted: placement squares in either order
    assert e.ask("position startpos moves +d3+b3") == []
    assert e.sfen() == "00000/00000/00A00A0/00000/00000 2 A:mortal,B:mortal 1 -"


@pytest.mark.parametrize("sfen", POSITIONS[:4])
def test_perft_matches_board(shared_engine, sfen):
    e = shared_engine
    depth = 2 if sfen == START_SFEN else 3
    e.ask(f"position sfen {sfen}")
    e.send(f"perft {depth}")
    lines = e.read_until(f"perft {depth}", timeout=60)
    board = Board(sfen)
    divide = board.perft_divide(depth)
    assert lines[:-1] == [f"{token} {count}" for token, count in divide.items()]
    tokens = [line.split()[0] for line in lines[:-1]]
    assert tokens == sorted(tokens)
    match = re.fullmatch(rf"perft {depth} nodes (\d+) time (\d+) nps (\d+)", lines[-1])
    assert match and int(match.group(1)) == board.perft(depth)


def test_perft_edge_depths(shared_engine):
    e = shared_engine
    e.ask(f"position sfen {MID}")
    e.send("perft 0")
    assert re.fullmatch(r"perft 0 nodes 1 time \d+ nps \d+", e.readline())
    e.send("perft 1")
    lines = e.read_until("perft 1")
    assert len(lines) == 69 and lines[-1].startswith("perft 1 nodes 68 ")
    e.ask(f"position sfen {WON}")
    e.send("perft 2")
    assert e.readline().startswith("perft 2 nodes 0 ")


def test_validmoves_sorted_canonical(shared_engine):
    e = shared_engine
    for sfen in POSITIONS:
        e.ask(f"position sfen {sfen}")
        (line,) = e.ask("validmoves")
        tokens = line.split()[1:]
        assert tokens == sorted(move.token for move in Board(sfen).legal_moves)


def test_bench_extension_is_deterministic(shared_engine):
    """The bench of the evaluation the engine searches with: UseNNUE is on by default, so
    the package's network (the base-game positions; the others take the hand-written one)."""
    shared_engine.send("bench depth 2")
    line = shared_engine.readline(timeout=60)
    match = re.fullmatch(r"bench nodes (\d+) time (\d+) nps (\d+)", line)
    assert match, line
    assert int(match.group(1)) == run_bench(depth=2, engine=network_engine()).nodes != run_bench(depth=2).nodes


def network_engine() -> Engine:
    """The engine of a USP bench with UseNNUE on (the default): the package's network."""
    engine = Engine(hash_mb=16, threads=1)
    engine.network = default_network()
    return engine


def test_diagram(shared_engine):
    e = shared_engine
    e.ask(f"position sfen {MID}")
    lines = e.ask("d")
    assert lines[-1] == f"sfen {MID}"
    assert all(line.startswith("info string ") for line in lines[:-1])
    assert [line[len("info string ") :] for line in lines[:6]] == str(Board(MID)).splitlines()


def test_options(shared_engine):
    e = shared_engine
    for line in (
        "setoption name Hash value 8",
        "setoption name hash value 16",
        "setoption name THREADS value 2",
        "setoption name Threads value 1",
        "setoption name MultiPV value 1",
        "setoption name Seed value 123",
        "setoption name Ponder value true",
        "setoption name Ponder value false",
        "newgame",
    ):
        assert e.ask(line) == [], line


def test_god_draft(shared_engine):
    e = shared_engine
    assert e.ask("position draft") == []
    (valid,) = e.ask("validmoves")
    offers = valid.split()[1:]
    assert offers and all(token.startswith("offer:") for token in offers) and offers == sorted(offers)
    assert "offer:mortal,mortal" in offers
    assert e.ask("result") == ["result ongoing"]
    (line,) = e.ask("sfen")
    assert line.startswith("error unsupported ")
    lines = e.ask("d")
    assert lines[0].startswith("info string draft: 2 players, phase offer") and lines[-1].startswith("error unsupported")
    assert e.ask("perft 1")[0].startswith("error unsupported ")
    # the engine answers a legal draft token, and go infinite waits for stop
    infos, best = e.go("depth 2")
    assert best.split()[1] in offers
    e.send("go infinite")
    assert not any(line.startswith("bestmove") for line in e.sync())
    e.send("stop")
    assert e.read_until("bestmove")[-1].split()[1] in offers
    # a whole draft, then placements on the board it leads to
    assert e.ask("position draft moves offer:mortal,mortal choose:mortal") == []
    assert e.ask("validmoves") == ["validmoves first:1 first:2"]
    assert e.ask("position draft players 2 moves offer:mortal,mortal choose:mortal first:2 +a1+b1") == []
    drafted = "00000/00000/00000/00000/0B0B000 1 A:mortal,B:mortal 2 -"  # seat 2 placed first
    assert e.sfen() == drafted
    for line, code in (
        ("position draft moves choose:mortal", "illegal-move 1 choose:mortal "),
        ("position draft moves offer:mortal,mortal first:1", "illegal-move 2 first:1 "),
        ("position draft moves offer:mortal,mortal,mortal", "illegal-move 1 "),
        ("position draft moves offer:mortal,mortal choose:mortal first:9", "illegal-move 3 first:9 "),
        ("position draft moves offer:nobody,mortal", "unsupported 1 "),
        ("position draft moves nonsense", "illegal-move 1 nonsense "),
        ("position draft players 9", "unsupported "),
        ("position draft colour red", "syntax "),
    ):
        answer = e.ask(line)
        assert len(answer) == 1 and answer[0].startswith(f"error {code}"), (line, answer)
        assert e.sfen() == drafted


def test_gods_in_startpos(shared_engine):
    e = shared_engine
    e.send("usp")
    gods = next(line for line in e.read_until("uspok") if line.startswith("capability gods")).split()[2:]
    for god in gods:
        # A god with a setup choice makes it before anyone places: a direction token (=e), a Fate
        # area (fate@a1), Chaos' first power (draw:1, Apollo).
        e.ask(f"position startpos gods mortal,{god}")
        first = e.ask("validmoves")[0].split()[1]
        moves, state = (("=e +a1+b1", "[e]") if first.startswith("=") else
                        ("fate@a1 +a1+b1", "[set|a1]") if first.startswith("fate@") else
                        ("draw:1 +a1+b1", "[apollo]") if first.startswith("draw:") else ("+a1+b1", ""))
        if god in catalog.NIGHT_CARDS:      # Nyx's Night Power: the first the lineup allows
            state = f"[{catalog.start_states(['mortal', god])[1]}]"
        assert e.ask(f"position startpos gods mortal,{god} moves {moves}") == []
        assert e.sfen() == f"00000/00000/00000/00000/0A0A000 2 A:mortal,B:{god}{state} 1 -"
    assert e.ask("position startpos gods nobody,mortal")[0].startswith("error unsupported ")


def test_nyx_night_power_in_startpos_and_the_draft(shared_engine):
    e = shared_engine
    assert e.ask("position startpos gods nyx,pan night zeus") == []
    assert e.sfen() == "00000/00000/00000/00000/00000 1 A:nyx[zeus],B:pan 1 -"
    for line, code in (("position startpos gods pan,apollo night zeus", "syntax"),
                       ("position startpos gods nyx,pan night pan", "unsupported"),
                       ("position startpos gods nyx,pan night dionysus", "unsupported"),
                       ("position startpos gods nyx,pan night Zeus!", "syntax")):
        answer = e.ask(line)
        assert len(answer) == 1 and answer[0].startswith(f"error {code}"), (line, answer)
        assert e.sfen() == "00000/00000/00000/00000/00000 1 A:nyx[zeus],B:pan 1 -"
    assert e.ask("position draft moves offer:nyx,pan") == []
    assert "night:zeus" in e.ask("validmoves")[0].split()
    assert e.ask("position draft moves offer:nyx,pan choose:pan")[0].startswith("error illegal-move 2 choose:pan")
    assert e.ask("position draft moves offer:nyx,pan night:zeus choose:pan first:2") == []
    assert e.sfen() == "00000/00000/00000/00000/00000 2 A:nyx[zeus],B:pan 1 -"


@pytest.mark.parametrize("players", [3, 4])
def test_multiplayer_positions(shared_engine, players):
    e = shared_engine
    e.send("usp")
    caps = {line.split()[1]: line.split()[2:] for line in e.read_until("uspok") if line.startswith("capability ")}
    if str(players) not in caps["players"]:
        pytest.skip(f"{players}-player games are not supported yet")
    gods = pick_gods(caps["gods"], players) or ["mortal"] * players
    # one placement per side: with 4 players (two teams) seats 1 and 2 place for A and B
    placements = ["+a1+a2", "+b1+b2", "+c1+c2"][: 2 if players == 4 else players]
    assert e.ask(f"position startpos players {players} gods {','.join(gods)} moves {' '.join(placements)}") == []
    sfen = e.sfen()
    board = Board(sfen)
    assert e.ask("validmoves") == [" ".join(["validmoves", *sorted(m.token for m in board.legal_moves)])]
    assert e.ask("result")[0].startswith("result ongoing")
    infos, best = e.go("depth 2")
    assert best.split()[1] in {m.token for m in board.legal_moves}
    for line in infos:
        replays(sfen, line.split(" pv ")[1].split())
    e.send("perft 2")
    lines = e.read_until("perft 2")
    assert int(lines[-1].split()[3]) == board.perft(2)


# --------------------------------------------------------------------------- errors


ERROR_CASES = [
    ("frobnicate", "unknown-command"),
    ("USP", "unknown-command"),
    ("position", "syntax"),
    ("position nowhere", "syntax"),
    ("position startpos players", "syntax"),
    ("position startpos players two", "syntax"),
    ("position startpos colour white", "syntax"),
    ("position startpos gods mortal", "syntax"),
    ("go depth", "syntax"),
    ("go depth x", "syntax"),
    ("go depth 0", "syntax"),
    ("go fast", "syntax"),
    ("go wtime 1000", "syntax"),
    ("perft", "syntax"),
    ("perft x", "syntax"),
    ("perft -1", "syntax"),
    ("perft 1 2", "syntax"),
    ("setoption", "syntax"),
    ("setoption Hash 16", "syntax"),
    ("sfen now", "syntax"),
    ("validmoves please", "syntax"),
    ("bench depth", "syntax"),
    ("newgame now", "syntax"),
    ("position sfen", "bad-sfen"),
    ("position sfen 00000/00000/00000/00000/00000 1 A:mortal,B:mortal 1", "bad-sfen"),
    ("position sfen 00000/00000/00000/00000/0000 1 A:mortal,B:mortal 1 -", "bad-sfen"),
    ("position sfen 00000/00000/00000/00000/00000 3 A:mortal,B:mortal 1 -", "bad-sfen"),
    ("position sfen 40000/00000/00000/00000/00000 1 A:mortal,B:mortal 1 -", "bad-sfen"),
    ("position sfen 0A0A0A000/00000/00000/00000/00000 1 A:mortal,B:mortal 1 -", "bad-sfen"),
    ("position sfen 00000/00000/00000/00000/00000 1 A:mortal,A:mortal 1 -", "bad-sfen"),
    ("position sfen 00000/00000/00000/00000/00000 1 A:mortal,B:mortal 0 -", "bad-sfen"),
    ("position sfen 00000/00000/00000/00000/00000 1 A:mortal,B:mortal 1 - 5", "bad-sfen"),
    ("position sfen caf\xe9/00000/00000/00000/00000 1 A:mortal,B:mortal 1 -", "bad-sfen"),
    ("position startpos moves +a1+a1", "illegal-move"),
    ("position startpos moves +a1+b1 +a1+c1", "illegal-move"),
    ("position startpos moves +a1+b1 +c1+d1 zz", "illegal-move"),
    ("position startpos moves a1-b1^c1", "illegal-move"),
    (f"position sfen {WON} moves b1-a1", "illegal-move"),
    ("go searchmoves +a1+a1", "illegal-move"),
    ("setoption name Nothing value 1", "bad-option"),
    ("setoption name Hash value 0", "bad-option"),
    ("setoption name Hash value 65537", "bad-option"),
    ("setoption name Hash value big", "bad-option"),
    ("setoption name Threads value 257", "bad-option"),
    ("setoption name MultiPV value 0", "bad-option"),
    ("setoption name Seed value -1", "bad-option"),
    ("setoption name Ponder value yes", "bad-option"),
    ("setoption name Hash", "bad-option"),
    ("setoption name Hash value 1 2", "bad-option"),
    ("position startpos players 5", "unsupported"),
    ("position startpos players 1", "unsupported"),
    ("position startpos gods hecate,mortal", "unsupported"),       # she places last, seat 1 first
    # Advanced Gods outside their player counts, malformed god states, an unknown ruling.
    ("position startpos players 3 gods chronus,pan,atlas", "unsupported"),
    ("position startpos players 3 gods aphrodite,pan,atlas", "unsupported"),
    ("position startpos players 4 gods circe,pan,atlas,apollo", "unsupported"),
    ("position sfen 00000/000B00/00A00A0/000B00/00000 1 A:morpheus[x],B:pan 2 -", "bad-sfen"),
    ("position sfen 00000/000B00/00A00A0/000B00/00000 2 A:dionysus[1],B:pan 2 -", "bad-sfen"),
    ("position sfen 00000/000B00/00A00A0/000B00/00000 2 A:circe[apollo],B:pan 2 -", "bad-sfen"),
    ("setoption name Rulings value revised-text,nonsense", "bad-option"),
    ("setoption name SearchParams value null_move=99", "bad-option"),
    ("setoption name SearchParams value nothing=1", "bad-option"),
    ("position startpos gods Apollo!,mortal", "unsupported"),
    ("position startpos variant chess", "unsupported"),
    ("position sfen 00000/00000/00000/00000/00000 1 A:hecate,B:mortal 1 -", "bad-sfen"),    # she places last
    # issue 10, item 6: a limit that leaves nothing to search, or a negative one, is an error
    # (never "no limit"); so is a value past what the search counts (depth 1..62)
    ("go depth -1", "syntax"),
    ("go depth 63", "syntax"),
    ("go depth 2147483648", "syntax"),
    ("go nodes 0", "syntax"),
    ("go nodes -5", "syntax"),
    ("go nodes 9223372036854775808", "syntax"),
    ("go nodes 18446744073709551616", "syntax"),
    ("go movetime 0", "syntax"),
    ("go movetime -1", "syntax"),
    ("go movetime 99999999999999999999999", "syntax"),
    ("go infinite movetime 0", "syntax"),
    ("go movestogo 0", "syntax"),
    ("go p1time -1", "syntax"),
    ("go p2inc -1", "syntax"),
    ("go p1time 1000 p2time -1000", "syntax"),
    ("go ponder depth 0", "syntax"),
    ("perft 65", "syntax"),
    ("perft 99999999999", "syntax"),
    ("bench depth 0", "syntax"),
    ("bench depth 63", "syntax"),
    ("setoption name MultiPV value 8193", "bad-option"),
    ("setoption name Threads value 0", "bad-option"),
    ("setoption name Hash value -1", "bad-option"),
    ("setoption name Hash value 18446744073709551616", "bad-option"),
    ("setoption name Seed value 2147483648", "bad-option"),
    # item 7: a round past what the core counts is a bad SFEN, not an internal error
    ("position sfen 00000/00000/00000/00000/00000 1 A:mortal,B:mortal 99999999999 -", "bad-sfen"),
    ("position sfen 00000/00000/00000/00000/00000 1 A:mortal,B:mortal 65536 -", "bad-sfen"),
    # item 8: the extra field holds only what the protocol documents, and nothing of it is
    # supported yet; control bytes and NUL anywhere in a SFEN are rejected
    ("position sfen 00000/00000/00000/00000/00000 1 A:mortal,B:mortal 1 \x01\x07", "bad-sfen"),
    ("position sfen 00000/00000/00000/00000/00000 1 A:mortal,B:mortal 1 foo", "bad-sfen"),
    ("position sfen 00000/00000/00000/00000/00000 1 A:mortal,B:mortal 1 ram@c3", "bad-sfen"),
    ("position sfen 00000/00000/00000/00000/00000 1 A:apollo,B:mortal 1 fleece:apollo", "bad-sfen"),
    ("position sfen 00000/00000/00000/00000/00000 1 A:mortal,B:mortal 1 fleece:athena", "unsupported"),
    ("position sfen 00000/00000/00000/00000/00000 1 A:mortal,B:mortal\x00 1 -", "bad-sfen"),
    ("position sfen 00000/00000/00000/00000/00000 1 A:athena[\x1b],B:mortal 1 -", "bad-sfen"),
    ("position sfen 00000/00000/00000/00000/00000\x1c1 A:mortal,B:mortal 1 -", "bad-sfen"),
    # ... a female worker on a god that has none, the same god twice, mortal seats with 3 or
    # 4 players (as `position startpos players 3`, unless AllowMortal)
    ("position sfen 00000/00000/00000/00000/0a0A0B0B0 1 A:apollo,B:pan 2 -", "bad-sfen"),
    ("position sfen 00000/00000/00000/00000/0A0A0b0B0 1 A:mortal,B:mortal 2 -", "bad-sfen"),
    ("position sfen 00000/00000/00000/00000/00000 1 A:apollo,B:apollo 1 -", "unsupported"),
    ("position startpos gods apollo,apollo", "unsupported"),
    ("position startpos players 3 gods pan,apollo,pan", "unsupported"),
    ("position sfen 00000/00000/00000/00000/00000 1 A:mortal,B:mortal,C:mortal 1 -", "unsupported"),
    ("position sfen 00000/00000/00000/00000/00000 1 A:apollo,B:pan,C:mortal 1 -", "unsupported"),
    ("position sfen 00000/00000/00000/00000/00000 1 A:mortal,B:mortal,A:mortal,B:mortal 1 -", "unsupported"),
    # item 9: a searchmove that position draft would refuse is not legal
    ("position draft moves offer:chaos,circe", "illegal-move"),       # an engine ban
    # item 10: commands that take no arguments
    ("isready now", "syntax"),
    ("stop now", "syntax"),
    ("ponderhit x", "syntax"),
    ("usp extra", "syntax"),
    ("result please", "syntax"),
    ("d 1", "syntax"),
    ("quit now", "syntax"),
]


@pytest.mark.parametrize("line, code", ERROR_CASES)
def test_error_codes_and_nothing_changes(shared_engine, line, code):
    e = shared_engine
    e.ask(f"position sfen {MID}", "setoption name MultiPV value 1")
    answers = e.ask(line)
    assert len(answers) == 1, answers
    assert answers[0].startswith(f"error {code} "), answers
    assert e.sfen() == MID
    assert e.ask("validmoves")[0].count(" ") == 68


def test_unsupported_player_counts_and_features(shared_engine):
    """What the handshake does not advertise is refused with `unsupported`."""
    e = shared_engine
    e.ask(f"position sfen {MID}")
    e.send("usp")
    lines = e.read_until("uspok")
    caps = {line.split()[1]: line.split()[2:] for line in lines if line.startswith("capability ")}
    for players in (3, 4):
        gods = pick_gods(caps["gods"], players)
        answer = e.ask(f"position startpos players {players}" + (f" gods {','.join(gods)}" if gods else ""))
        assert answer == [] if str(players) in caps["players"] else answer[0].startswith("error unsupported ")
    if "goldenfleece" not in caps["variants"]:
        assert e.ask("position startpos variant goldenfleece")[0].startswith("error unsupported ")
    answer = e.ask("position draft")
    assert answer == [] or answer[0].startswith("error unsupported draft")
    e.ask(f"position sfen {MID}")


def test_illegal_move_detail_names_the_token(shared_engine):
    (line,) = shared_engine.ask("position startpos moves +a1+b1 +c1+d1 b1-b2^b3 zz")
    assert line.startswith("error illegal-move 4 zz ")
    (line,) = shared_engine.ask("position startpos moves +a1+b1 +a1+c1")
    assert line.startswith("error illegal-move 2 +a1+c1 ")


def test_busy_during_a_search(engine):
    engine.ask(f"position sfen {MID}")
    engine.send("go infinite")
    for line in ("position startpos", "go depth 1", "setoption name Hash value 8", "newgame", "perft 1", "bench"):
        answer = [text for text in engine.ask(line) if not text.startswith("info ")]
        assert len(answer) == 1 and answer[0].startswith("error busy "), (line, answer)
    engine.send("stop")
    engine.read_until("bestmove")
    assert engine.sfen() == MID
    # right after stop the engine is idle: no busy
    engine.send("go infinite")
    engine.send("stop", "position startpos", "sfen")
    lines = engine.read_until("sfen")
    assert lines[-1] == f"sfen {START_SFEN}"
    assert not any(line.startswith("error") for line in lines)


# --------------------------------------------------------------------------- robustness


def test_garbage_is_survived(engine):
    engine.ask(f"position sfen {MID}")
    engine.send_bytes(b"\x00\x01\x02 garbage\n\xff\xfe\xfd\n" + bytes(range(256)) + b"\n")
    engine.send_bytes("position sfen \u00e9\u00e9 1 2 3 4\n".encode())
    engine.send_bytes(b"go \xff\n")
    engine.send_bytes(b"setoption name \xc3\xa9 value 1\n")
    lines = engine.sync()
    assert len(lines) >= 6 and all(line.startswith("error ") for line in lines), lines
    assert all(" " <= ch <= "~" for line in lines for ch in line)
    assert engine.sfen() == MID


def test_long_lines_are_survived(engine):
    engine.ask(f"position sfen {MID}")
    engine.send_bytes(b"x" * (1 << 20) + b"\n")
    engine.send_bytes(b"position startpos moves " + b"+a1+b1 " * 150_000 + b"\n")
    engine.send_bytes(b"go searchmoves " + b"zz " * 300_000 + b"\n")
    engine.send_bytes(b"y" * (5 << 20) + b"\n")  # longer than the engine reads: an error, then on
    lines = engine.sync(timeout=30)
    assert len(lines) == 4, [line[:80] for line in lines]
    assert lines[0].startswith("error unknown-command xxx") and len(lines[0]) < 200
    assert lines[1].startswith("error illegal-move 2 +a1+b1 ")
    assert lines[2].startswith("error illegal-move 1 zz ")
    assert lines[3].startswith("error syntax ")
    assert engine.sfen() == MID


def test_crlf_input(engine):
    engine.send_bytes(b"position startpos moves +b3+d3 +c2+c4\r\nsfen\r\nisready\r\n")
    assert engine.read_until("readyok") == [f"sfen {MID}", "readyok"]


def test_eof_exits_zero(engine):
    engine.ask(f"position sfen {MID}")
    engine.proc.stdin.close()
    assert engine.proc.wait(5) == 0


def test_eof_during_search_exits_zero(engine):
    engine.ask(f"position sfen {MID}")
    engine.send("go infinite")
    time.sleep(0.2)
    started = time.perf_counter()
    engine.proc.stdin.close()
    assert engine.proc.wait(5) == 0
    assert time.perf_counter() - started < 2


def test_quit_exits_zero_even_mid_perft(engine):
    engine.ask(f"position sfen {MID}")
    engine.send("perft 7", "sfen", "isready", "quit")
    assert engine.proc.wait(5) == 0


def test_perft_and_bench_answer_like_a_search(engine):
    """perft and bench run on the worker: every line, then exactly one last line; the engine
    is idle again as soon as that line is out (no busy for the next command)."""
    engine.send(f"position sfen {MID}", "perft 3")
    lines = engine.read_until("perft 3", timeout=60)
    assert len(lines) == 68 + 1 and re.fullmatch(r"perft 3 nodes \d+ time \d+ nps \d+", lines[-1])
    assert all(PERFT_LINE.fullmatch(line) for line in lines[:-1])
    engine.send("position startpos", "bench depth 1")
    assert re.fullmatch(r"bench nodes \d+ time \d+ nps \d+", engine.readline(timeout=60))
    assert engine.ask("position startpos", "sfen") == [f"sfen {START_SFEN}"]


def test_eof_mid_perft_exits_zero(engine):
    engine.send(f"position sfen {MID}", "perft 7")
    time.sleep(0.2)
    engine.proc.stdin.close()
    assert engine.proc.wait(5) == 0


def test_nothing_on_stderr_leaks_to_stdout(engine):
    engine.send("usp")
    lines = engine.read_until("uspok")
    engine.send("position startpos", "go depth 2")
    lines += engine.read_until("bestmove")
    prefixes = ("id ", "option ", "capability ", "uspok", "info ", "bestmove ")
    assert all(line.startswith(prefixes) for line in lines), lines


def test_help_and_version_flags():
    out = subprocess.run([sys.executable, "-m", "santorini.protocol", "--help"], capture_output=True, text=True, timeout=30)
    assert out.returncode == 0 and "usage" in out.stdout
    out = subprocess.run([sys.executable, "-m", "santorini.protocol", "--bogus"], capture_output=True, text=True, timeout=30)
    assert out.returncode == 2 and out.stdout == "" and "--bogus" in out.stderr


def test_allow_mortal_option_admits_mortal_seats_with_three_players(engine):
    assert engine.ask("position startpos players 3")[0].startswith("error unsupported")
    engine.ask("setoption name AllowMortal value true")
    assert engine.ask("position startpos players 3 moves +a1+a2 +c1+c2 +e1+e2", "sfen") == [
        "sfen 00000/00000/00000/0A00B00C/0A00B00C 1 A:mortal,B:mortal,C:mortal 2 -"
    ]


@pytest.mark.parametrize("brs", ["true", "false"])
def test_both_three_player_searches_play_legal_moves(engine, brs):
    engine.ask("setoption name AllowMortal value true", f"setoption name BestReplySearch value {brs}")
    legal = engine.ask("position startpos players 3 moves +a1+a2 +c1+c2 +e1+e2", "validmoves")[0].split()[1:]
    engine.send("go depth 4")
    best = engine.read_until("bestmove")[-1]
    assert best.split()[1] in legal


# --------------------------------------------------------------------------- hardening (issue 10)

ARTEMIS_HERMES = "00001/0100B0A/0010B0/002A11/00000 2 A:artemis,B:hermes 5 -"


def assert_lines_are_searched(infos, multipv):
    """Every info line has a real score (INFO_RE has no negative win/loss) and each depth
    reports lines 1, 2, ... in order, at most multipv of them."""
    per_depth = {}
    for line in infos:
        assert INFO_RE.fullmatch(line), line
        fields = line.split()
        per_depth.setdefault(int(fields[2]), []).append(int(fields[6]))
    for depth, numbers in per_depth.items():
        assert numbers == list(range(1, len(numbers) + 1)) and len(numbers) <= multipv, (depth, numbers)


def test_no_unsearched_line_is_reported(engine):
    """Item 2: `go nodes 1` printed `score loss -2000`; with MultiPV 30 and `go nodes 1000`
    the unsearched lines did the same.  A line is printed only once it has a score."""
    # The placement book would answer at startpos without searching.
    valid = engine.ask("setoption name OwnBook value false", "position startpos", "validmoves")[0].split()[1:]
    infos, best = engine.go("nodes 1")
    assert_lines_are_searched(infos, 1)
    assert best.split()[1] in valid
    engine.ask("setoption name MultiPV value 30")
    infos, best = engine.go("nodes 1000")
    assert_lines_are_searched(infos, 30)
    assert best.split()[1] in valid


@pytest.mark.parametrize("threads", [1, 2])
def test_stop_at_multipv_500_answers_before_the_next_command(engine, threads):
    """Item 3: at MultiPV 500 the bestmove came seconds after stop and the next command met
    `error busy`.  The bestmove comes before the next command is read."""
    engine.ask(f"setoption name Threads value {threads}", "setoption name MultiPV value 500",
               f"position sfen {ARTEMIS_HERMES}")
    valid = engine.ask("validmoves")[0].split()[1:]
    for pause in (0.3, 0.0):
        engine.send("go infinite")
        time.sleep(pause)
        engine.send("stop", "position startpos", "sfen", f"position sfen {ARTEMIS_HERMES}")
        lines = engine.read_until("sfen", timeout=10)   # a hang guard, not a speed requirement
        assert not any(line.startswith("error") for line in lines), lines
        assert lines[-1] == f"sfen {START_SFEN}"
        (best,) = [line for line in lines if line.startswith("bestmove")]
        assert best.split()[1] in valid
        assert_lines_are_searched([line for line in lines if line.startswith("info")], 500)
        assert engine.sync() == []


def test_multipv_up_to_every_legal_turn(engine):
    """MultiPV may be as large as the number of legal turns: every turn gets its line."""
    engine.ask(f"position sfen {ARTEMIS_HERMES}")
    valid = engine.ask("validmoves")[0].split()[1:]
    engine.ask(f"setoption name MultiPV value {len(valid)}")
    infos, best = engine.go("depth 1", timeout=60)
    assert_lines_are_searched(infos, len(valid))
    assert sorted(line.split(" pv ")[1].split()[0] for line in infos) == sorted(valid)
    assert best.split()[1] in valid


def test_isready_is_answered_while_perft_runs_and_stop_ends_it(engine):
    """Item 5: `perft 6` held isready for a minute and ignored stop.  It runs like a search:
    isready is answered, the commands that need the engine idle are busy, stop ends it with
    one last line that counts the turns it printed."""
    engine.ask(f"position sfen {MID}")
    engine.send("perft 6")      # a minute of counting
    seen = engine.sync(timeout=10)
    busy = engine.ask("position startpos", "go depth 1", "perft 1", "bench", "setoption name Hash value 8", "newgame")
    seen += busy
    assert [line for line in busy if not PERFT_LINE.fullmatch(line)] == [
        f"error busy {command}: a perft is running"
        for command in ("position", "go", "perft", "bench", "setoption", "newgame")
    ]
    queries = engine.ask("sfen", "result")     # the read-only queries are answered
    seen += queries
    assert [line for line in queries if not PERFT_LINE.fullmatch(line)] == [f"sfen {MID}", "result ongoing"]
    engine.send("stop", "sfen")
    lines = engine.read_until("sfen", timeout=10)
    seen += lines
    finals = [line for line in seen if line.startswith("perft ")]
    assert len(finals) == 1, finals
    match = re.fullmatch(r"perft 6 nodes (\d+) time \d+ nps \d+ stopped", finals[0])
    assert match, finals
    counts = [int(line.split()[1]) for line in seen if PERFT_LINE.fullmatch(line)]
    assert sum(counts) == int(match.group(1)) and len(counts) < 68
    assert lines[-1] == f"sfen {MID}"
    assert engine.ask("position startpos", "sfen") == [f"sfen {START_SFEN}"]  # idle again


def test_stop_ends_the_deepest_perft(engine):
    """Item 5: `perft 64` could only be ended by quit."""
    engine.ask(f"position sfen {MID}")
    engine.send("perft 64")
    assert engine.sync() == []
    engine.send("stop", "sfen")
    assert re.fullmatch(r"perft 64 nodes 0 time \d+ nps \d+ stopped", engine.readline(timeout=10))
    assert engine.readline() == f"sfen {MID}"
    assert engine.sync() == []


def test_isready_is_answered_while_bench_runs_and_stop_ends_it(engine):
    """Item 5: `bench` held isready for seconds.  It runs like a search; stop ends it."""
    engine.send("bench")
    assert engine.sync() == []      # readyok first: the bench goes on
    assert engine.ask("go depth 1") == ["error busy go: a bench is running"]
    engine.send("stop", "sfen")
    lines = engine.read_until("sfen", timeout=10)
    assert len(lines) == 2 and re.fullmatch(r"bench nodes \d+ time \d+ nps \d+ stopped", lines[0]), lines
    assert engine.sync() == []
    engine.send("bench depth 1")    # and a bench that is not stopped is complete
    match = re.fullmatch(r"bench nodes (\d+) time \d+ nps \d+", engine.readline(timeout=60))
    assert match and int(match.group(1)) == run_bench(depth=1, engine=network_engine()).nodes


def test_a_big_hash_table_does_not_hold_up_isready(engine):
    """Item 5: `setoption name Hash value 4096` then `newgame` held isready for 7.7 s."""
    assert engine.ask("setoption name Hash value 4096", "newgame", "newgame") == []
    engine.ask(f"position sfen {MID}")
    infos, best = engine.go("depth 2")
    assert best.split()[1] in engine.ask("validmoves")[0].split()


def test_zero_and_negative_limits_change_nothing(engine):
    """Item 6: `go movetime 0` searched without limit (and the next command met busy)."""
    engine.ask(f"position sfen {MID}")
    for params in ("movetime 0", "depth 0", "nodes 0", "depth -1", "nodes -5", "p1time -1 p2time 100"):
        (line,) = engine.ask(f"go {params}")
        assert line.startswith(f"error syntax go: {params.split()[0]} "), line
    assert engine.ask("position startpos", "sfen") == [f"sfen {START_SFEN}"]  # idle, nothing started


def test_sfen_never_echoes_control_bytes(engine):
    """Item 8: an extra field of control bytes was accepted and printed raw by `sfen`."""
    engine.ask(f"position sfen {MID}")
    engine.send_bytes(b"position sfen 00000/00000/00000/00000/00000 1 A:mortal,B:mortal 1 \x01\x07\n")
    (line,) = engine.sync()
    assert line.startswith("error bad-sfen ") and all(" " <= ch <= "~" for ch in line)
    assert engine.sfen() == MID


def test_mortal_seats_one_rule_for_both_ways_in(engine):
    """Item 8: `position startpos players 3` refused mortal seats, `position sfen` took them."""
    three = "00000/00000/00000/00000/00000 1 A:mortal,B:mortal,C:mortal 1 -"
    for line in ("position startpos players 3", f"position sfen {three}"):
        (answer,) = engine.ask(line)
        assert answer.startswith("error unsupported god 'mortal' is not allowed with 3 players"), answer
    engine.ask("setoption name AllowMortal value true")
    assert engine.ask("position startpos players 3", "sfen") == [f"sfen {three}"]
    assert engine.ask(f"position sfen {three}", "sfen") == [f"sfen {three}"]


def test_draft_bestmove_is_canonical(engine):
    """Item 9: the draft's bestmove was the searchmove as typed (`offer:pan,apollo`), and an
    offer of gods this engine cannot play was answered though `position draft` refuses it."""
    engine.ask("position draft")
    valid = engine.ask("validmoves")[0].split()[1:]
    _, best = engine.go("searchmoves offer:pan,apollo")
    assert best == "bestmove offer:apollo,pan" and "offer:apollo,pan" in valid
    engine.send("go infinite searchmoves offer:pan,apollo", "stop")
    assert engine.read_until("bestmove")[-1] == "bestmove offer:apollo,pan"
    assert engine.ask("position draft moves offer:apollo,pan", "validmoves") == ["validmoves choose:apollo choose:pan"]
    (line,) = engine.ask("position draft", "go searchmoves offer:chaos,circe")
    assert line.startswith("error illegal-move 1 offer:chaos,circe "), line
    assert engine.ask("validmoves") == [f"validmoves {' '.join(valid)}"]


def test_arguments_to_commands_that_take_none(engine):
    """Item 10: `isready now`, `stop now`, `ponderhit x`, `usp extra` were accepted.  They are
    errors, also during a search (which goes on), and `quit now` does not quit."""
    engine.ask(f"position sfen {MID}")
    engine.send("go infinite")
    answers = [line for line in engine.ask("isready now", "stop now", "ponderhit x", "usp extra", "quit now")
               if not line.startswith("info")]
    assert answers == [
        f"error syntax {command} takes no arguments, got {word}"
        for command, word in (("isready", "now"), ("stop", "now"), ("ponderhit", "x"), ("usp", "extra"), ("quit", "now"))
    ]
    engine.send("stop")
    assert engine.read_until("bestmove")[-1].split()[1] != "none"
    assert engine.proc.poll() is None


# --------------------------------------------------------------------------- rulings


def test_rulings_option_selects_alternatives(engine):
    # A's lone worker is frozen by Hypnus by default; with hypnus-lone-worker it moves.
    lone = "00000/00000/00A000/00000/0B0B000 1 A:mortal,B:hypnus 5 -"
    engine.send(f"position sfen {lone}")
    assert engine.ask("validmoves") == ["validmoves"]
    engine.send("setoption name Rulings value hypnus-lone-worker")
    engine.send(f"position sfen {lone}")
    assert len(engine.ask("validmoves")[0].split()) > 1
    engine.send("setoption name Rulings value -")
    engine.send(f"position sfen {lone}")
    assert engine.ask("validmoves") == ["validmoves"]


def test_rulings_option_rejects_unknown_keys(engine):
    engine.send("setoption name Rulings value iris,nonsense")
    line = engine.read_until("error")[-1]
    assert line.startswith("error bad-option Rulings")


# -- go mate (an extension: docs/usp.md) ---------------------------------------------------

WIN_IN_3 = "0000B0B/00000/00300/02000/1A0300A 1 A:mortal,B:mortal 5 -"
ONE_DEFENCE = "0000B0B/00000/00300/02A000/00000A 2 A:mortal,B:mortal 5 -"


def test_go_mate_proves_a_win_with_its_exact_distance_and_line(engine):
    engine.ask(f"position sfen {WIN_IN_3}")
    infos, best = engine.go("mate 7")
    (info,) = infos
    words = info.split()
    assert words[:5] == ["info", "depth", "3", "score", "win"] and words[5] == "3"
    line = words[words.index("pv") + 1:]
    assert best == f"bestmove {line[0]}"
    board = Board(WIN_IN_3)
    for token in line:
        board.push(token)
    assert board.outcome().winner == "A"


def test_go_mate_unsolved_says_so_and_still_plays_a_legal_turn(engine):
    engine.ask(f"position sfen {ONE_DEFENCE}")
    infos, best = engine.go("mate 4")
    assert infos[-1].startswith("info string mate: unsolved (no forced win within 4 plies)")
    assert best.split()[1] in {move.token for move in Board(ONE_DEFENCE).legal_moves}


def test_go_mate_stops_on_stop_and_on_its_limits(engine):
    engine.ask(f"position sfen {ONE_DEFENCE}")
    _, best = engine.go("mate 40 nodes 2000")
    assert best.split()[1] != "none"
    engine.send("go mate 40 infinite")
    time.sleep(0.2)
    engine.send("stop")
    lines = engine.read_until("bestmove", timeout=5)
    assert lines[-1].split()[1] != "none" and any("unsolved" in line for line in lines)


@pytest.mark.parametrize("params,message", [("mate 0", "out of range"), ("mate 64", "out of range"),
                                            ("mate", "needs a value"), ("mate x", "")])
def test_go_mate_bad_values_are_syntax_errors(engine, params, message):
    engine.ask(f"position sfen {ONE_DEFENCE}")
    (line,) = engine.ask(f"go {params}")
    assert line.startswith("error syntax go:") and message in line


def test_go_mate_with_three_players_is_unsupported(engine):
    engine.ask("position sfen 00000/0A0B0C00/00000/0A0B0C00/00000 1 A:pan,B:atlas,C:artemis 2 -")
    (line,) = engine.ask("go mate 3")
    assert line.startswith("error unsupported go mate:")
