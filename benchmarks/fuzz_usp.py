"""The long USP fuzz run: 100,000+ command lines through one engine process, and the stop
latency over many go/stop pairs.

    python benchmarks/fuzz_usp.py [--lines 100000] [--seed 20240611] [--stops 200] [--json out.json]

It uses the generators of the default-run fuzz test (``tests/test_usp_fuzz.py``: random and
mutated lines of every command, numbers at and past every integer width in every numeric
field, control bytes and NUL in every word) and counts

- crashes: the engine process died (it is restarted and the run goes on);
- hangs: the barrier after a batch (``stop`` then ``isready``) got no ``readyok`` within
  60 s (the engine is restarted);
- non-protocol lines: output lines that are not one of the forms of docs/usp.md;
- extra bestmoves: more ``bestmove`` lines in a batch than ``go`` lines.

Then it measures the stop latency, the wall time from writing ``stop`` to reading the
``bestmove``, for ``go infinite`` stopped after a random 0-300 ms on the fuzz positions
(the Artemis/Hermes position of issue 10 among them), with Threads 1 and 2 and MultiPV 1,
500 and the number of legal turns; it prints p50, p99 and the maximum of each.
The figures are recorded in docs/benchmarks.md ("Protocol fuzzing").
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from test_usp import MID, EngineProcess  # noqa: E402
from test_usp_fuzz import (  # noqa: E402
    COMMANDS,
    CONTROLS,
    FUZZ_POSITIONS,
    NUMBERS,
    NUMERIC_FIELDS,
    corpus,
    is_protocol_line,
)

BATCH = 300
HANG_S = 60.0


class Engine(EngineProcess):
    """The engine process of the tests, without the trace on stderr (it would slow every line),
    noting when each ``bestmove`` line arrives (so a slow reader does not count as latency)."""

    def __init__(self) -> None:
        self.bestmove_at = 0.0
        super().__init__(trace=False)

    def _pump(self) -> None:
        with self.proc.stdout:
            for raw in iter(self.proc.stdout.readline, b""):
                if raw.startswith(b"bestmove"):
                    self.bestmove_at = time.perf_counter()
                self.lines.put(raw)
        self.lines.put(None)


class Run:
    """One engine at a time, and the counts."""

    def __init__(self) -> None:
        self.engine = Engine()
        self.sent = 0
        self.batches = 0
        self.crashes = 0
        self.hangs = 0
        self.non_protocol: list[str] = []
        self.extra_bestmoves = 0
        self.output_lines = 0

    def restart(self) -> None:
        try:
            self.engine.proc.kill()
        except OSError:
            pass
        self.engine.close()
        self.engine = Engine()

    def batch(self, lines: list[str], data: bytes | None = None) -> list[str]:
        """Send lines (or raw data), then the barrier; the answers (empty after a crash or hang)."""
        self.batches += 1
        self.sent += len(lines)
        try:
            self.engine.send_bytes(data if data is not None else "".join(f"{line}\n" for line in lines).encode(
                "utf-8", "surrogatepass"))
            self.engine.send("stop")
            answers = self.engine.sync(HANG_S)
        except (AssertionError, OSError) as error:
            if self.engine.proc.poll() is not None:
                self.crashes += 1
                print(f"  crash after batch {self.batches}: {str(error)[:300]}", flush=True)
            else:
                self.hangs += 1
                print(f"  hang in batch {self.batches}: {str(error)[:300]}", flush=True)
            self.restart()
            return []
        self.output_lines += len(answers)
        self.non_protocol += [answer for answer in answers if not is_protocol_line(answer)]
        gos = sum(1 for line in lines if line.split()[:1] == ["go"])
        self.extra_bestmoves += max(0, sum(answer.startswith("bestmove") for answer in answers) - gos)
        return answers

    def reset(self) -> None:
        self.batch(["setoption name Threads value 1", "setoption name MultiPV value 1",
                    "setoption name Hash value 16", f"position sfen {MID}"])


def fuzz(run: Run, total: int, seed: int) -> None:
    rng = random.Random(seed)
    started = time.perf_counter()
    # the edges of every field: each number in each numeric field, control bytes in every word
    for field in NUMERIC_FIELDS:
        for number in NUMBERS:
            run.reset()
            run.batch([field.format(n=number)])
    for command in COMMANDS:
        words = command.split()
        for index, word in enumerate(words):
            for control in CONTROLS:
                at = rng.randrange(len(word))
                run.batch([" ".join([*words[:index], word[:at] + control + word[at:], *words[index + 1:]]), "sfen"])
    print(f"  field edges: {run.sent} lines in {time.perf_counter() - started:.0f} s", flush=True)
    # random and mutated lines
    batch = 0
    while run.sent < total:
        lines = corpus(random.Random(seed * 1000 + batch), BATCH)
        data = "".join(line + rng.choice(["\n", "\n", "\r\n"]) for line in lines).encode("utf-8", "surrogatepass")
        run.batch(lines, data)
        batch += 1
        if batch % 50 == 0:
            print(f"  {run.sent} lines, {time.perf_counter() - started:.0f} s", flush=True)
    print(f"  fuzz: {run.sent} lines in {time.perf_counter() - started:.0f} s", flush=True)


def stop_latency(run: Run, stops: int, seed: int) -> list[dict]:
    rng = random.Random(seed)
    results = []
    for threads in (1, 2):
        for multipv in ("1", "500", "legal"):
            engine = run.engine
            run.reset()
            engine.ask(f"setoption name Threads value {threads}")
            latencies = []
            for _ in range(stops):
                sfen = rng.choice(FUZZ_POSITIONS)
                valid = engine.ask(f"position sfen {sfen}", "validmoves")[0].split()[1:]
                lines = len(valid) if multipv == "legal" else int(multipv)
                engine.ask(f"setoption name MultiPV value {lines}")
                engine.send("go infinite")
                time.sleep(rng.uniform(0, 0.3))
                sent = time.perf_counter()
                engine.send("stop")
                answer = engine.read_until("bestmove", timeout=HANG_S)[-1]
                latencies.append((engine.bestmove_at - sent) * 1000)
                assert answer.split()[1] in valid, answer
                assert engine.sync() == []
            latencies.sort()
            row = {
                "threads": threads, "multipv": multipv, "stops": len(latencies),
                "p50_ms": round(statistics.median(latencies), 2),
                "p99_ms": round(latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))], 2),
                "max_ms": round(latencies[-1], 2),
            }
            print(f"  stop latency {row}", flush=True)
            results.append(row)
    run.reset()
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--lines", type=int, default=100_000, help="fuzz lines to send (default 100000)")
    parser.add_argument("--seed", type=int, default=20240611)
    parser.add_argument("--stops", type=int, default=200, help="go/stop pairs per thread count and MultiPV")
    parser.add_argument("--json", help="also write the figures to this file")
    args = parser.parse_args()
    run = Run()
    started = time.perf_counter()
    fuzz(run, args.lines, args.seed)
    latency = stop_latency(run, args.stops, args.seed)
    figures = {
        "lines_sent": run.sent, "batches": run.batches, "output_lines": run.output_lines,
        "crashes": run.crashes, "hangs": run.hangs, "non_protocol_lines": len(run.non_protocol),
        "extra_bestmoves": run.extra_bestmoves, "stop_latency": latency,
        "seconds": round(time.perf_counter() - started), "seed": args.seed,
    }
    run.engine.close()
    for line in run.non_protocol[:20]:
        print(f"  non-protocol: {line[:200]!r}")
    print(json.dumps(figures, indent=1))
    if args.json:
        Path(args.json).write_text(json.dumps(figures, indent=1) + "\n")
    sys.exit(1 if run.crashes or run.hangs or run.non_protocol or run.extra_bestmoves else 0)


if __name__ == "__main__":
    main()
