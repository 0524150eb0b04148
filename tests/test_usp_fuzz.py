"""Fuzzing the USP engine: thousands of random and mutated command lines (seeded).

The engine must never die or hang: after every batch it answers ``isready``, every
output line is printable ASCII, and no ``go`` gets more than one ``bestmove``.
Lines that would legitimately run for a long time (a deep ``perft``, a full
``bench``, ``quit``) are kept out of the corpus, and every ``go`` is followed by a
``stop`` so an infinite search never outlives its batch.
"""

from __future__ import annotations

import random
import re
import time

import pytest

from test_usp import MID, NO_TURN, POSITIONS, WIN_IN_1, WON, EngineProcess

SEED = 20240611
BATCHES = 20
LINES_PER_BATCH = 300

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
    "bench depth 1",
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
    "setoption name Seed value 5",
    "setoption name Ponder value true",
    "position startpos",
    "position startpos moves +b3+d3 +c2+c4 b3-b4^a5",
    "position startpos players 3",
    "position startpos players 4 gods mortal,mortal,mortal,mortal",
    "position startpos players 3 gods apollo,artemis,athena moves +a1+a2 +b1+b2 +c1+c2",
    "position startpos players 4 gods apollo,artemis,athena,atlas moves +a1+a2 +b1+b2 +c1+c2 +d1+d2",
    "position startpos gods apollo,pan variant goldenfleece",
    "position draft players 2 moves offer:apollo,pan",
    *(f"position sfen {sfen}" for sfen in (*POSITIONS, WIN_IN_1, WON, NO_TURN)),
    f"position sfen {MID} moves b3-b4^a5 c4-c5^d5",
]
VOCABULARY = [
    "go", "position", "sfen", "startpos", "moves", "players", "gods", "variant", "depth", "nodes",
    "movetime", "infinite", "ponder", "p1time", "p4inc", "movestogo", "searchmoves", "setoption",
    "name", "value", "Hash", "MultiPV", "perft", "validmoves", "-", "0", "1", "-5", "99999999999999999999",
    "+a1+b1", "b3-b4^a5", "e5-e4^e3*", "A:mortal,B:mortal", "00000/00000/00000/00000/00000", "\u00e9", "\x00",
]
SPICE = ["\t", "\r", " ", "\x00", "\x7f", "\u00e9", "\uffff", "*", "/", ",", "^", "-", "+", "#", "[", "]"]


def mutate(rng: random.Random, line: str) -> str:
    choice = rng.randrange(8)
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
    return line + " " + " ".join(rng.choice(VOCABULARY) for _ in range(rng.randrange(1, 4)))


def safe(line: str) -> list[str]:
    """The line made safe for a bounded-time batch (possibly dropped or followed by stop)."""
    words = line.split()
    if not words:
        return [line]
    first = words[0]
    if first in ("quit", "isready"):  # isready is the batch barrier: keep readyok unique
        return []
    if first == "perft" and any(re.fullmatch(r"[+-]?\d+", w) and int(w) > 2 for w in words[1:]):
        return []
    if first == "bench" and words[1:] != ["depth", "1"]:
        return []
    if first == "setoption" and any(re.fullmatch(r"[+-]?\d+", w) and int(w) > 64 for w in words[1:]):
        return []
    if first == "go":
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


@pytest.fixture(scope="module")
def fuzz_engine():
    process = EngineProcess()
    yield process
    process.close()


@pytest.mark.parametrize("batch", range(BATCHES))
def test_fuzz_batch(fuzz_engine, batch):
    rng = random.Random(SEED * 1000 + batch)
    lines = corpus(rng, LINES_PER_BATCH)
    data = "".join(line + rng.choice(["\n", "\n", "\r\n"]) for line in lines).encode("utf-8", "surrogatepass")
    started = time.perf_counter()
    fuzz_engine.send_bytes(data)
    answers = fuzz_engine.sync(timeout=60)
    assert fuzz_engine.proc.poll() is None
    for answer in answers:
        assert all(" " <= ch <= "~" for ch in answer), answer
        assert answer.split()[0] in (
            "id", "option", "capability", "uspok", "readyok", "info", "bestmove", "error", "validmoves",
            "sfen", "result", "perft", "bench",
        ) or re.fullmatch(r"\S+ \d+", answer), answer
    gos = sum(1 for line in lines if line.split()[:1] == ["go"])
    assert sum(1 for a in answers if a.startswith("bestmove")) <= gos
    # the engine still works normally
    assert fuzz_engine.ask(f"position sfen {MID}", "sfen") == [f"sfen {MID}"]
    assert time.perf_counter() - started < 60


def test_fuzz_random_bytes(fuzz_engine):
    rng = random.Random(SEED)
    for _ in range(20):
        blob = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 5000)))
        blob = blob.replace(b"quit", b"qu_t")
        fuzz_engine.send_bytes(blob + b"\nstop\n")
        fuzz_engine.sync(timeout=30)
        assert fuzz_engine.proc.poll() is None
    assert fuzz_engine.ask("position startpos", "sfen")[-1].startswith("sfen 00000/")
