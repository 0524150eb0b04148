"""Fuzzing the USP engine: random and mutated command lines, and the edges of every field
(seeded, so every run sends the same lines).

The engine must never die or hang: after every batch it answers ``stop`` and ``isready``,
every output line is a protocol line (printable ASCII, one of the forms of docs/usp.md), no
``go`` gets more than one ``bestmove``, and a command that fails changes nothing.  Covered:

- random batches: templates of every command, mutated (characters, words, spice);
- numbers at and past every integer width (2**31, 2**63, 2**64, negative, thousands of
  digits) in every numeric field;
- control bytes and NUL inside every word of every command;
- ``moves`` and ``searchmoves`` lists of 10,000 tokens, and lines of several MB;
- MultiPV up to the number of legal turns;
- ``go`` then ``stop`` at random moments, with 1 and 2 threads.

``benchmarks/fuzz_usp.py`` runs the same generators for 100,000+ lines and measures the
stop latency; speed is asserted nowhere here (the timeouts are hang guards).
"""

from __future__ import annotations

import random
import re
import time

import pytest

from test_usp import INFO_RE, MID, NO_TURN, POSITIONS, WIN_IN_1, WON, EngineProcess

from santorini import START_SFEN, Board

SEED = 20240611
BATCHES = 20
LINES_PER_BATCH = 300
STOPS = 60      # go/stop pairs per thread count

ARTEMIS_HERMES = "00001/0100B0A/0010B0/002A11/00000 2 A:artemis,B:hermes 5 -"
THREE_PLAYERS = "00000/00000/00000/0A0B0C00/0A0B0C00 1 A:apollo,B:artemis,C:athena 2 -"
FUZZ_POSITIONS = [*POSITIONS, ARTEMIS_HERMES, THREE_PLAYERS]

TEMPLATES = [
    "usp",
    "newgame",
    "stop",
    "ponderhit",
    "validmoves",
    "sfen",
    "result",
    "d",
    "perft 1",
    "perft 2",
    "perft 5",
    "bench depth 1",
    "bench",
    "go depth 1",
    "go depth 2",
    "go nodes 300",
    "go movetime 10",
    "go infinite",
    "go ponder",
    "go ponder p1time 100 p2time 100",
    "go p1time 200 p2time 200 p1inc 5 p2inc 5 movestogo 3",
    "go depth 2 searchmoves b3-b4^a5 d3-d4^e5",
    "setoption name Hash value 8",
    "setoption name Threads value 2",
    "setoption name MultiPV value 2",
    "setoption name MultiPV value 300",
    "setoption name Seed value 5",
    "setoption name Ponder value true",
    "setoption name AllowMortal value true",
    "setoption name Rulings value revised-text,hypnus-lone-worker",
    "setoption name Rulings value -",
    "position startpos",
    "position startpos moves +b3+d3 +c2+c4 b3-b4^a5",
    "position startpos players 3",
    "position startpos players 4 gods mortal,mortal,mortal,mortal",
    "position startpos players 3 gods apollo,artemis,athena moves +a1+a2 +b1+b2 +c1+c2",
    "position startpos players 4 gods apollo,artemis,athena,atlas moves +a1+a2 +b1+b2 +c1+c2 +d1+d2",
    "position startpos gods apollo,pan variant goldenfleece",
    "position draft players 2 moves offer:apollo,pan",
    "position draft moves offer:pan,apollo choose:pan first:2 +a1+b1",
    *(f"position sfen {sfen}" for sfen in (*FUZZ_POSITIONS, WIN_IN_1, WON, NO_TURN)),
    f"position sfen {MID} moves b3-b4^a5 c4-c5^d5",
]

#: Integers at and past every width: 32 and 64 bits signed and unsigned, negative, zero,
#: signs and leading zeros, thousands of digits, and things that are not integers.
NUMBERS = [
    "0", "1", "-1", "2", "62", "63", "64", "65", "255", "256", "257", "500", "8192", "8193", "65535", "65536",
    str(2**31 - 1), str(2**31), str(-(2**31)), str(-(2**31) - 1), str(2**32),
    str(2**63 - 1), str(2**63), str(-(2**63)), str(-(2**63) - 1), str(2**64 - 1), str(2**64), str(2**64 + 1),
    str(10**30), "9" * 5000, "-" + "9" * 5000, "+7", "-0", "0" * 30 + "1", "0x10", "1e3", "1.5", "\u0661",
]

#: Every numeric field of the protocol, each with ``{n}`` for the number.
NUMERIC_FIELDS = [
    "go depth {n}", "go nodes {n}", "go movetime {n}", "go movestogo {n} p1time 100 p2time 100",
    "go p1time {n} p2time 100", "go p2time {n} p1time 100", "go p1inc {n} p1time 100", "go p4inc {n}",
    "go infinite depth {n}", "go ponder nodes {n}", "perft {n}", "bench depth {n}",
    "setoption name Hash value {n}", "setoption name Threads value {n}", "setoption name MultiPV value {n}",
    "setoption name Seed value {n}", "position startpos players {n}", "position draft players {n}",
    "position sfen 00000/00000/00000/00000/00000 {n} A:mortal,B:mortal 1 -",
    "position sfen 00000/00000/00000/00000/00000 1 A:mortal,B:mortal {n} -",
    "position draft moves offer:mortal,mortal choose:mortal first:{n}",
]

#: Every control byte but the line end and the tab (a separator), and DEL.
CONTROLS = [chr(code) for code in range(0x20) if chr(code) not in "\t\n"] + ["\x7f"]

#: One of each command, with every kind of word, for the control-byte test.
COMMANDS = [
    "usp", "isready", "newgame", "stop", "ponderhit", "validmoves", "sfen", "result", "d", "quit",
    "go depth 2", "go infinite", "go nodes 500 searchmoves b3-b4^a5 d3-d4^e5", "go p1time 100 p2time 100",
    "perft 1", "bench depth 1", "setoption name Hash value 16", "setoption name Ponder value true",
    "position startpos moves +b3+d3 +c2+c4", "position startpos players 3 gods apollo,artemis,athena",
    "position draft moves offer:apollo,pan choose:pan", f"position sfen {MID}",
    f"position sfen {MID} moves b3-b4^a5",
]

VOCABULARY = [
    "go", "position", "sfen", "startpos", "moves", "players", "gods", "variant", "depth", "nodes",
    "movetime", "infinite", "ponder", "p1time", "p4inc", "movestogo", "searchmoves", "setoption",
    "name", "value", "Hash", "MultiPV", "Threads", "perft", "bench", "validmoves", "-", "0", "1", "-5",
    "+a1+b1", "b3-b4^a5", "e5-e4^e3*", "A:mortal,B:mortal", "00000/00000/00000/00000/00000", "\u00e9", "\x00",
    "ram@c3", "fleece:apollo", "offer:pan,apollo", "choose:pan", "first:2", *NUMBERS[:-10],
]
SPICE = ["\t", "\r", " ", "\x00", "\x01", "\x1b", "\x1f", "\x7f", "\u00e9", "\uffff", "*", "/", ",", "^", "-", "+", "#",
         "[", "]"]

_ERROR_CODES = ("unknown-command", "syntax", "bad-sfen", "illegal-move", "bad-option", "unsupported", "busy")
_PROTOCOL_FORMS = [
    re.compile(r"id (name|author|protocol) .+"),
    re.compile(r"option name \S+ type (spin default -?\d+ min -?\d+ max -?\d+|check default (true|false)|string default \S+)"),
    re.compile(r"capability \S+( \S+)*"),
    re.compile(r"uspok|readyok"),
    INFO_RE,
    re.compile(r"info string .*"),
    re.compile(r"bestmove (none|\S+( ponder \S+)?)"),
    re.compile(rf"error ({'|'.join(_ERROR_CODES)}) .+"),
    re.compile(r"validmoves( \S+)*"),
    re.compile(r"sfen \S+ \d+ \S+ \d+ \S+"),
    re.compile(r"result (ongoing|winner [A-D])( eliminated( [A-D])+)?"),
    re.compile(r"\S+ \d+"),                                                   # a perft line
    re.compile(r"perft \d+ nodes \d+ time \d+ nps \d+( stopped)?"),
    re.compile(r"bench nodes \d+ time \d+ nps \d+( stopped)?"),
]


def is_protocol_line(line: str) -> bool:
    """One of the lines docs/usp.md defines, in printable ASCII."""
    return all(" " <= ch <= "~" for ch in line) and any(form.fullmatch(line) for form in _PROTOCOL_FORMS)


def mutate(rng: random.Random, line: str) -> str:
    choice = rng.randrange(9)
    if choice == 0 and line:  # flip a character
        i = rng.randrange(len(line))
        return line[:i] + chr(rng.randrange(1, 256)) + line[i + 1 :]
    if choice == 1:  # insert spice
        i = rng.randrange(len(line) + 1)
        return line[:i] + rng.choice(SPICE) * rng.randrange(1, 4) + line[i:]
    if choice == 2 and line:  # delete a slice
        i = rng.randrange(len(line))
        return line[:i] + line[i + rng.randrange(1, 8) :]
    if choice == 3:  # shuffle the words
        words = line.split()
        rng.shuffle(words)
        return " ".join(words)
    if choice == 4:  # replace a word by a vocabulary word
        words = line.split() or [""]
        words[rng.randrange(len(words))] = rng.choice(VOCABULARY)
        return " ".join(words)
    if choice == 5:  # truncate
        return line[: rng.randrange(len(line) + 1)]
    if choice == 6:  # random words
        return " ".join(rng.choice(VOCABULARY) for _ in range(rng.randrange(1, 12)))
    if choice == 7:  # replace a number by an edge of some integer width
        words = line.split()
        numbers = [i for i, word in enumerate(words) if word.lstrip("+-").isdigit()]
        if numbers:
            words[rng.choice(numbers)] = rng.choice(NUMBERS)
            return " ".join(words)
    return line + " " + " ".join(rng.choice(VOCABULARY) for _ in range(rng.randrange(1, 4)))


def safe(line: str) -> list[str]:
    """The line made safe for a bounded-time batch: dropped, or followed by stop.

    ``quit`` and ``isready`` (the batch barrier) are dropped; a ``setoption`` that would make
    every later search slow (more than 2 threads, a table of more than 64 MB) is dropped;
    a ``go``, ``perft`` or ``bench`` is followed by ``stop``, which ends any of them.
    """
    words = line.split()
    if not words:
        return [line]
    first = words[0]
    if first in ("quit", "isready"):
        return []
    if first == "setoption":
        numbers = [int(w) for w in words if re.fullmatch(r"[+-]?\d{1,30}", w)]
        lowered = line.lower()
        if ("threads" in lowered and any(2 < n <= 256 for n in numbers)) or (
            "hash" in lowered and any(64 < n <= 65536 for n in numbers)
        ):
            return []
    if first in ("go", "perft", "bench"):
        return [line, "stop"]
    return [line]


def corpus(rng: random.Random, count: int) -> list[str]:
    out: list[str] = []
    while len(out) < count:
        line = rng.choice(TEMPLATES)
        for _ in range(rng.choice((0, 1, 1, 2, 3))):
            line = mutate(rng, line)
        if rng.random() < 0.01:
            line = line * rng.randrange(100, 3000)  # long lines
        out.extend(safe(line))
    return out


def check_answers(lines: list[str], answers: list[str]) -> None:
    """Every answer a protocol line; at most one bestmove per go."""
    bad = [answer for answer in answers if not is_protocol_line(answer)]
    assert not bad, bad[:5]
    gos = sum(1 for line in lines if line.split()[:1] == ["go"])
    assert sum(1 for answer in answers if answer.startswith("bestmove")) <= gos


def barrier(engine: EngineProcess, timeout: float = 30.0) -> list[str]:
    """stop (ends any job and waits for its last line), then isready: every answer so far."""
    engine.send("stop")
    return engine.sync(timeout)


@pytest.fixture(scope="module")
def fuzz_engine():
    process = EngineProcess()
    yield process
    process.close()


def reset(engine: EngineProcess, sfen: str = MID) -> None:
    """Back to a known state: small options, one thread, the position."""
    assert engine.ask(
        "setoption name Threads value 1", "setoption name MultiPV value 1", "setoption name Hash value 16",
        "setoption name AllowMortal value false", "setoption name Rulings value -", f"position sfen {sfen}",
    ) == []


# --------------------------------------------------------------------------- random batches


@pytest.mark.parametrize("batch", range(BATCHES))
def test_fuzz_batch(fuzz_engine, batch):
    rng = random.Random(SEED * 1000 + batch)
    lines = corpus(rng, LINES_PER_BATCH)
    data = "".join(line + rng.choice(["\n", "\n", "\r\n"]) for line in lines).encode("utf-8", "surrogatepass")
    fuzz_engine.send_bytes(data)
    answers = barrier(fuzz_engine, timeout=60)
    assert fuzz_engine.proc.poll() is None
    check_answers(lines, answers)
    # the engine still works normally
    assert fuzz_engine.ask(f"position sfen {MID}", "sfen") == [f"sfen {MID}"]


def test_fuzz_random_bytes(fuzz_engine):
    rng = random.Random(SEED)
    for _ in range(20):
        blob = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 5000)))
        blob = blob.replace(b"quit", b"qu_t")
        fuzz_engine.send_bytes(blob + b"\nstop\n")
        answers = barrier(fuzz_engine)
        assert all(is_protocol_line(answer) for answer in answers), answers[:5]
        assert fuzz_engine.proc.poll() is None
    reset(fuzz_engine)
    assert fuzz_engine.ask("position startpos", "sfen") == [f"sfen {START_SFEN}"]


# --------------------------------------------------------------------------- the edges of every field


@pytest.mark.parametrize("field", NUMERIC_FIELDS)
def test_numbers_at_every_integer_width(fuzz_engine, field):
    """Each number in each numeric field: one error line and nothing changed, or the
    command's own answer (a search, a perft, a bench is stopped at once)."""
    e = fuzz_engine
    for number in NUMBERS:
        reset(e)
        line = field.format(n=number)
        e.send(line)
        answers = barrier(e)
        assert all(is_protocol_line(answer) for answer in answers), (line[:80], answers[:3])
        errors = [answer for answer in answers if answer.startswith("error ")]
        if errors:
            assert len(errors) == 1 and len(answers) == 1, (line[:80], answers[:3])
            assert len(errors[0]) < 300
            assert e.sfen() == MID, line[:80]
        elif line.startswith("go"):
            assert sum(answer.startswith("bestmove ") for answer in answers) == 1, (line[:80], answers[-3:])
    reset(e)


@pytest.mark.parametrize("command", COMMANDS)
def test_control_bytes_in_every_word(fuzz_engine, command):
    """A control byte (NUL included) anywhere in a word makes the command an error, which
    echoes it escaped, and changes nothing."""
    e = fuzz_engine
    rng = random.Random(f"{SEED} {command}")
    reset(e)
    words = command.split()
    cases = []
    for index, word in enumerate(words):
        for control in CONTROLS:
            at = rng.randrange(len(word))   # inside the word or before it, never at the line's end
            spoiled = [*words[:index], word[:at] + control + word[at:], *words[index + 1 :]]
            cases.append(" ".join(spoiled))
    e.send_bytes("".join(f"{case}\nsfen\n" for case in cases).encode())
    answers = barrier(e)
    assert len(answers) == 2 * len(cases), answers[:6]
    for case, error, sfen in zip(cases, answers[::2], answers[1::2]):
        assert error.startswith("error ") and is_protocol_line(error), (case, error)
        assert sfen == f"sfen {MID}", (case, sfen)
    assert e.proc.poll() is None


def test_lists_of_ten_thousand_tokens(fuzz_engine):
    e = fuzz_engine
    reset(e)
    board = Board(START_SFEN)
    rng = random.Random(SEED)
    game = []
    while not board.is_game_over():
        move = rng.choice(sorted(board.legal_moves, key=str))
        board.push(move)
        game.append(move.token)
    padded = [*game, *["b3-b4^a5"] * (10_000 - len(game))]
    (line,) = e.ask("position startpos moves " + " ".join(padded))
    assert line.startswith(f"error illegal-move {len(game) + 1} b3-b4^a5 "), line[:100]
    (line,) = e.ask("position startpos moves " + " ".join(["+a1+b1"] * 10_000))
    assert line.startswith("error illegal-move 2 +a1+b1 "), line[:100]
    (line,) = e.ask("position draft moves offer:mortal,mortal choose:mortal first:1 " + " ".join(["+a1+b1"] * 10_000))
    assert line.startswith("error illegal-move 5 +a1+b1 "), line[:100]
    assert e.sfen() == MID
    # the whole game is accepted, and a search restricted to one turn given 10,000 times
    assert e.ask("position startpos moves " + " ".join(game), "result")[0].startswith("result winner ")
    e.ask(f"position sfen {MID}")
    e.send("go infinite searchmoves " + " ".join(["d3-d4^e5"] * 10_000))
    lines = barrier(e)
    assert lines[-1] == "bestmove d3-d4^e5" or lines[-1].startswith("bestmove d3-d4^e5 ponder "), lines[-2:]
    valid = e.ask("validmoves")[0].split()[1:]
    e.send("go depth 2 searchmoves " + " ".join((valid * 200)[:10_000]))
    assert e.read_until("bestmove", timeout=30)[-1].split()[1] in valid
    assert e.sync() == []


def test_lines_of_several_megabytes(fuzz_engine):
    e = fuzz_engine
    reset(e)
    big = 3 << 20
    lines = [
        "position startpos moves " + "+a1+b1 " * (big // 7),
        f"position sfen 00000/00000/00000/00000/00000 1 A:mortal,B:mortal 1 {','.join(['ram@c3'] * (big // 7))}",
        "position sfen " + "0" * big + " 1 A:mortal,B:mortal 1 -",
        "setoption name Hash value " + "1" * big,
        "go depth " + "9" * big,
        "perft -" + "9" * big,
        "go searchmoves " + "zz " * (big // 3),
        "x" * big,
        "isready " + "now " * (big // 4),
    ]
    for line in lines:
        e.send(line)
        (answer,) = e.sync(timeout=30)
        assert answer.startswith("error ") and is_protocol_line(answer) and len(answer) < 400, answer[:100]
    e.send_bytes(b"y" * (5 << 20) + b"\n")   # past the line limit: an error, then on
    (answer,) = e.sync(timeout=30)
    assert answer.startswith("error syntax line of more than ")
    assert e.sfen() == MID


@pytest.mark.parametrize("sfen", [START_SFEN, MID, ARTEMIS_HERMES, THREE_PLAYERS])
def test_multipv_up_to_the_number_of_legal_turns(fuzz_engine, sfen):
    e = fuzz_engine
    reset(e, sfen)
    valid = e.ask("validmoves")[0].split()[1:]
    for multipv in (len(valid), len(valid) + 7):
        e.ask(f"setoption name MultiPV value {multipv}")
        infos, best = e.go("depth 1", timeout=60)
        assert best.split()[1] in valid
        lines = [line.split() for line in infos]
        assert [int(fields[6]) for fields in lines] == list(range(1, len(valid) + 1))
        assert all(INFO_RE.fullmatch(line) for line in infos)
        assert sorted(fields[fields.index("pv") + 1] for fields in lines) == sorted(valid)
    e.send("go infinite")
    time.sleep(0.05)
    lines = barrier(e)
    assert sum(line.startswith("bestmove ") for line in lines) == 1
    assert all(is_protocol_line(line) for line in lines)
    reset(e)


@pytest.mark.parametrize("threads", [1, 2])
def test_go_and_stop_at_random_moments(fuzz_engine, threads):
    """A stop at any moment (before the search starts, in the middle of a depth, after it
    ended by itself) gives exactly one legal bestmove before the next command is read."""
    e = fuzz_engine
    rng = random.Random(SEED + threads)
    reset(e)
    e.ask(f"setoption name Threads value {threads}")
    params = ["infinite", "depth 30", "nodes 100000000", "movetime 100000", "ponder", "depth 2",
              "p1time 100000 p2time 100000 p3time 100000", "infinite searchmoves {first}"]
    for _ in range(STOPS):
        sfen = rng.choice(FUZZ_POSITIONS)
        e.ask(f"position sfen {sfen}")
        valid = e.ask("validmoves")[0].split()[1:]
        multipv = rng.choice([1, 1, 2, 5, len(valid)])
        e.ask(f"setoption name MultiPV value {multipv}")
        e.send("go " + rng.choice(params).format(first=valid[0]))
        time.sleep(rng.choice([0, 0, 0.001, 0.01, 0.05]))
        e.send("stop", "sfen")
        lines = e.read_until("sfen", timeout=10)
        assert lines[-1] == f"sfen {Board(sfen).sfen()}"
        best = [line for line in lines if line.startswith("bestmove")]
        assert len(best) == 1 and best[0].split()[1] in valid, lines[-3:]
        assert all(is_protocol_line(line) and not line.startswith("error") for line in lines), lines[-3:]
        assert e.sync() == []
    reset(e)
