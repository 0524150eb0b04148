"""A USP engine subprocess driven from asyncio: the handshake, questions, and searches.

Every command that may fail is followed by ``isready``, so its answer (nothing, or an
``error`` line) is known once ``readyok`` comes; ``info`` and ``bestmove`` lines go to the
running search, everything else to the question being asked.
"""

from __future__ import annotations

import asyncio
import collections
import sys
from collections.abc import AsyncIterator, Sequence
from typing import Any

from santorini.protocol.client import EngineProtocolError, parse_info

#: The engine the GUI starts when none is named: this package's own, with this Python.
DEFAULT_ENGINE: tuple[str, ...] = (sys.executable, "-c", "from santorini.protocol.server import main; main()")
#: Seconds allowed for a reply (the handshake loads the core; a loaded machine is slow).
TIMEOUT = 20.0


class EngineFailure(ValueError):
    """The engine died, did not answer in time, or refused a command (its error line)."""


class UspProcess:
    """One engine process; ``alive`` turns false when it exits."""

    def __init__(self, command: Sequence[str]) -> None:
        self.argv = list(command)
        self.name = "?"
        self.options: dict[str, str] = {}
        self.alive = False
        self._proc: asyncio.subprocess.Process | None = None
        self._replies: asyncio.Queue[str | None] = asyncio.Queue()
        self._search: asyncio.Queue[str | None] = asyncio.Queue()
        self._lock = asyncio.Lock()
        self._stderr: collections.deque[str] = collections.deque(maxlen=20)
        self._tasks: list[asyncio.Task[None]] = []
        self.searching = False
        #: set once we ask it to end, so its exit is not reported as a crash
        self.quitting = False

    async def start(self) -> None:
        """Start the process and do the ``usp`` handshake."""
        try:
            self._proc = await asyncio.create_subprocess_exec(
                *self.argv,
                stdin=asyncio.subprocess.PIPE,
                stdout=asyncio.subprocess.PIPE,
                stderr=asyncio.subprocess.PIPE,
                limit=8 * 1024 * 1024,
            )
        except OSError as error:
            raise EngineFailure(f"cannot start {' '.join(self.argv)}: {error}") from None
        self.alive = True
        self._tasks = [asyncio.create_task(self._read_stdout()), asyncio.create_task(self._read_stderr())]
        for line in await self.ask("usp", "uspok"):
            if line.startswith("id name "):
                self.name = line[len("id name ") :]
            elif line.startswith("option name "):
                words = line.split()
                self.options[words[2].lower()] = words[2]

    @property
    def pid(self) -> int | None:
        return self._proc.pid if self._proc else None

    def stderr_tail(self) -> str:
        return "\n".join(self._stderr)

    async def _read_stdout(self) -> None:
        assert self._proc is not None and self._proc.stdout is not None
        try:
            while True:
                raw = await self._proc.stdout.readline()
                if not raw:
                    break
                line = raw.decode("ascii", "replace").strip()
                if line.startswith(("info ", "bestmove")):
                    await self._search.put(line)
                elif line:
                    await self._replies.put(line)
        except (ValueError, OSError):
            pass  # an over-long or broken stream ends the engine as surely as EOF
        finally:
            self.alive = False
            await self._replies.put(None)
            await self._search.put(None)

    async def _read_stderr(self) -> None:
        assert self._proc is not None and self._proc.stderr is not None
        while raw := await self._proc.stderr.readline():
            self._stderr.append(raw.decode("utf-8", "replace").rstrip())

    async def _send(self, *lines: str) -> None:
        if not self.alive or self._proc is None or self._proc.stdin is None:
            raise EngineFailure("the engine is not running")
        try:
            self._proc.stdin.write("".join(line + "\n" for line in lines).encode("ascii", "replace"))
            await self._proc.stdin.drain()
        except (ConnectionError, OSError) as error:
            raise EngineFailure(f"the engine went away: {error}") from None

    async def _reply(self, timeout: float) -> str:
        try:
            line = await asyncio.wait_for(self._replies.get(), timeout)
        except asyncio.TimeoutError:
            raise EngineFailure(f"no answer from the engine in {timeout:g} s") from None
        if line is None:
            await self._replies.put(None)  # the next reader learns it too
            raise EngineFailure("the engine exited")
        return line

    async def ask(self, command: str, last: str = "readyok", timeout: float = TIMEOUT) -> list[str]:
        """Send ``command`` (then ``isready`` when ``last`` is ``readyok``) and read up to ``last``."""
        async with self._lock:
            await self._send(command, "isready") if last == "readyok" else await self._send(command)
            lines = []
            while True:
                line = await self._reply(timeout)
                if line == last or line.startswith(last + " ") or (last != "readyok" and line.startswith("error")):
                    if last != "readyok":
                        lines.append(line)
                    return lines
                lines.append(line)

    async def command(self, command: str) -> None:
        """Run a command that answers nothing when it succeeds; its ``error`` line raises."""
        errors = [line for line in await self.ask(command) if line.startswith("error")]
        if errors:
            raise EngineFailure(errors[0])

    async def sfen(self) -> str:
        for line in await self.ask("sfen", "sfen"):
            if line.startswith("sfen "):
                return line[len("sfen ") :]
            if line.startswith("error"):
                raise EngineFailure(line)
        raise EngineFailure("no sfen line")

    async def search(self, go: str) -> AsyncIterator[dict[str, Any]]:
        """Run ``go …``: yields each ``info`` (a dict), then ``{"bestmove": t, "ponder": t}``."""
        while not self._search.empty():  # lines of a search that was abandoned
            self._search.get_nowait()
        await self.command(go)
        self.searching = True
        try:
            while True:
                line = await self._search.get()
                if line is None:
                    await self._search.put(None)
                    raise EngineFailure("the engine exited during the search")
                if line.startswith("bestmove"):
                    words = line.split()
                    yield {"bestmove": words[1] if len(words) > 1 else "none", "ponder": words[3] if len(words) > 3 else None}
                    return
                try:
                    info = parse_info(line)
                except EngineProtocolError:
                    continue
                yield info
        finally:
            self.searching = False

    async def stop(self) -> None:
        if self.alive:
            await self._send("stop")

    async def wait(self) -> int:
        """The exit status, once the process has ended."""
        assert self._proc is not None
        return await self._proc.wait()

    async def quit(self) -> None:
        """End the process: ``quit``, then a kill if it lingers (or if this is cancelled)."""
        self.quitting = True
        if self._proc is None:
            return
        try:
            if self.alive:
                try:
                    await self._send("quit")
                except EngineFailure:
                    pass
            try:
                await asyncio.wait_for(self._proc.wait(), 3)
            except asyncio.TimeoutError:
                self._proc.kill()
                await self._proc.wait()
        finally:
            for task in self._tasks:
                task.cancel()
            # the transport kills a process still running and closes the pipes now: left to
            # the garbage collector, that happens after the event loop has ended
            self._proc._transport.close()  # type: ignore[attr-defined]
