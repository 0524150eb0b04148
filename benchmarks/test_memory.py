"""Memory target: the engine process stays within its hash size plus 64 MB.

Run with the other benchmarks (``pytest benchmarks``); it starts the real
engine, searches for a few seconds and samples the process's peak RSS.
"""

import subprocess
import sys
import time

import pytest

LIMIT_OVER_HASH_MB = 64


def peak_rss_mb(hash_mb: int, threads: int, seconds: float = 3.0) -> int:
    engine = subprocess.Popen(
        [sys.executable, "-m", "santorini.protocol"], stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, text=True
    )
    try:
        engine.stdin.write(
            f"usp\nsetoption name Hash value {hash_mb}\nsetoption name Threads value {threads}\n"
            f"position startpos moves +b3+d3 +c2+c4\ngo movetime {int(seconds * 1000)}\n"
        )
        engine.stdin.flush()
        peak = 0
        deadline = time.time() + seconds + 0.5
        while time.time() < deadline:
            with open(f"/proc/{engine.pid}/status") as status:
                fields = dict(line.split(":", 1) for line in status)
            peak = max(peak, int(fields["VmHWM"].split()[0]) // 1024)
            time.sleep(0.1)
        engine.stdin.write("quit\n")
        engine.stdin.flush()
        engine.wait(10)
        return peak
    finally:
        engine.kill()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
@pytest.mark.parametrize("hash_mb,threads", [(16, 1), (256, 2)])
def test_engine_memory_within_hash_plus_64mb(hash_mb, threads):
    peak = peak_rss_mb(hash_mb, threads)
    print(f"Hash {hash_mb} MB, Threads {threads}: peak RSS {peak} MB")
    assert peak <= hash_mb + LIMIT_OVER_HASH_MB
