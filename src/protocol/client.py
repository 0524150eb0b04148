"""Drive any USP engine from Python, in the spirit of python-chess's ``chess.engine``.

:class:`UspEngine` starts an engine command as a subprocess (by default this
package's own engine, ``python -m santorini.protocol``), performs the handshake and
offers a synchronous API: :meth:`~UspEngine.configure`, :meth:`~UspEngine.play`,
:meth:`~UspEngine.analyse`, :meth:`~UspEngine.analysis` (an iterator of info
dicts), :meth:`~UspEngine.quit`.  Every read has a timeout; an engine that dies,
hangs or answers nonsense raises :class:`EngineError` (or one of its subclasses).

Every string the client sends is checked first: a turn token, an option name or
value, a SFEN field or a raw :meth:`~UspEngine.send` line that holds a line break,
another control character or a non-ASCII character (tokens and values: any
whitespace) is refused with :class:`EngineValueError`, a ``ValueError``, so no
argument can smuggle a second command to the engine.

>>> from santorini import Board
>>> from santorini.engine.analysis import Limit
>>> with UspEngine() as engine:
...     engine.id["protocol"], "mortal" in engine.capabilities["gods"]
...     result = engine.play(Board("00000/00000/00000A/0000B0B/2A3000 1 A:mortal,B:mortal 2 -"), Limit(depth=2))
...     result.move, result.info["score"]
('1', True)
('a1-b1', Score(win=1))
"""

from __future__ import annotations

import math
import queue
import shlex
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from santorini.board import Board
from santorini.engine.analysis import Limit, Score

__all__ = [
    "DEFAULT_COMMAND",
    "EngineError",
    "EngineProtocolError",
    "EngineTerminatedError",
    "EngineTimeoutError",
    "EngineValueError",
    "IllegalEngineMoveError",
    "Limit",
    "Option",
    "PlayResult",
    "UspEngine",
    "parse_info",
]

#: The engine this package ships.
DEFAULT_COMMAND: tuple[str, ...] = (sys.executable, "-m", "santorini.protocol")

#: Seconds allowed for anything that should be immediate (handshake, readyok, bestmove after stop).
DEFAULT_TIMEOUT = 10.0


class EngineError(RuntimeError):
    """The engine failed: it answered with ``error …``, nonsense, or not at all."""


class EngineTerminatedError(EngineError):
    """The engine process ended (or could not be started)."""


class EngineTimeoutError(EngineError):
    """The engine did not answer in time."""


class EngineProtocolError(EngineError):
    """The engine answered something the protocol does not allow."""


class EngineValueError(EngineError, ValueError):
    """A value the client refuses to send: it does not fit the option, or it holds
    characters (line breaks, control bytes, whitespace in a token) that would change
    the command.  Both an :class:`EngineError` and a ``ValueError``."""


def _check_word(what: str, value: object) -> str:
    """``value`` if it is one protocol word: printable ASCII, no whitespace; else EngineValueError.

    >>> _check_word("move", "+a1+b1")
    '+a1+b1'
    >>> _check_word("move", "+a1+b1\\nquit")
    Traceback (most recent call last):
    ...
    santorini.protocol.client.EngineValueError: move '+a1+b1\\nquit' is not one word of printable ASCII
    """
    if not isinstance(value, str):
        raise EngineValueError(f"{what} must be a string, not {type(value).__name__}")
    if not value or not all("!" <= char <= "~" for char in value):
        raise EngineValueError(f"{what} {value[:60]!r} is not one word of printable ASCII")
    return value


def _check_text(what: str, value: str) -> str:
    """``value`` if it holds only printable ASCII and plain spaces (no line break, no control byte)."""
    if not all(" " <= char <= "~" for char in value):
        raise EngineValueError(f"{what} {value[:60]!r} holds a line break, a control or a non-ASCII character")
    return value


def _check_seconds(what: str, value: object, *, none_ok: bool = False, zero_ok: bool = False) -> None:
    """ValueError unless ``value`` is a positive (or zero, with ``zero_ok``) finite number of seconds."""
    if value is None and none_ok:
        return
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value < math.inf:
        raise ValueError(f"{what} must be a finite number of seconds, not {value!r}")
    if value == 0 and not zero_ok:
        raise ValueError(f"{what} must be more than 0 seconds")


class IllegalEngineMoveError(EngineProtocolError):
    """The engine's bestmove is not a legal turn of the position it was given."""

    def __init__(self, message: str, token: str) -> None:
        super().__init__(message)
        self.token = token


@dataclass(frozen=True)
class Option:
    """One ``option`` line of the handshake."""

    name: str
    type: str
    default: str | None = None
    min: int | None = None
    max: int | None = None
    var: tuple[str, ...] = ()

    def check(self, value: Any) -> str:
        """The value as protocol text, or EngineValueError (an EngineError and a ValueError)
        if it does not fit the option or would not stay one value on the command line."""
        if self.type == "check":
            if isinstance(value, str) and value.lower() in ("true", "false"):
                return value.lower()
            if isinstance(value, bool):
                return "true" if value else "false"
            raise EngineValueError(f"option {self.name} takes true/false, not {value!r}")
        if self.type == "spin":
            if isinstance(value, bool) or not isinstance(value, (int, float, str)):
                raise EngineValueError(f"option {self.name} takes an integer, not {value!r}")
            try:
                number = int(value)  # inf and nan are ValueError/OverflowError here
            except (ValueError, OverflowError):
                raise EngineValueError(f"option {self.name} takes an integer, not {value!r}") from None
            if isinstance(value, float) and value != number:
                raise EngineValueError(f"option {self.name} takes an integer, not {value!r}")
            if (self.min is not None and number < self.min) or (self.max is not None and number > self.max):
                raise EngineValueError(f"option {self.name} value {number} out of range {self.min}..{self.max}")
            return str(number)
        if self.type == "button":
            return ""
        text = str(value)
        if self.type == "combo" and self.var and text not in self.var:
            raise EngineValueError(f"option {self.name} takes one of {', '.join(self.var)}, not {value!r}")
        if self.type == "string":  # the value runs to the end of the line: inner spaces are fine
            return _check_text(f"option {self.name} value", text)
        return _check_word(f"option {self.name} value", text)


@dataclass
class PlayResult:
    """The answer to :meth:`UspEngine.play`: the turn, the expected reply and the last info."""

    move: str | None
    ponder: str | None = None
    info: dict[str, Any] = field(default_factory=dict)


def parse_info(line: str) -> dict[str, Any]:
    """Decode an ``info`` line into a dict (``score`` is a :class:`~santorini.engine.analysis.Score`).

    >>> info = parse_info("info depth 3 seldepth 4 multipv 1 score cp -12 lowerbound nodes 90 nps 900 time 100 hashfull 2 pv b3-b2^a2 c4-b3^a4")
    >>> info["depth"], info["score"], info["bound"], info["pv"]
    (3, Score(cp=-12), 'lowerbound', ['b3-b2^a2', 'c4-b3^a4'])
    >>> parse_info("info string hello  world")
    {'string': 'hello  world'}
    """
    text = line.strip()
    if text.startswith("info string"):
        return {"string": text[len("info string") :].strip()}
    words = text.split()[1:]
    info: dict[str, Any] = {}
    i = 0
    try:
        while i < len(words):
            key = words[i]
            if key in ("depth", "seldepth", "multipv", "nodes", "nps", "time", "hashfull", "currmovenumber", "tbhits"):
                info[key] = int(words[i + 1])
                i += 2
            elif key == "score":
                kind, value = words[i + 1], int(words[i + 2])
                if kind not in ("cp", "win", "loss"):
                    raise EngineProtocolError(f"unknown score kind {kind!r} in {line!r}")
                info["score"] = Score(**{kind: value})
                i += 3
            elif key in ("lowerbound", "upperbound"):
                info["bound"] = key
                i += 1
            elif key == "pv":
                info["pv"] = words[i + 1 :]
                break
            elif key == "currmove":
                info["currmove"] = words[i + 1]
                i += 2
            elif key == "string":
                info["string"] = " ".join(words[i + 1 :])
                break
            else:
                i += 1  # unknown keys are skipped, as UCI clients do
    except (IndexError, ValueError):
        raise EngineProtocolError(f"malformed info line {line!r}") from None
    return info


def _board_command(board: Board | str, moves: Sequence[str] = ()) -> str:
    """The ``position`` command for a Board or an SFEN string, plus moves.

    A Board is sent as its current SFEN: the position string holds every piece of
    game state, so the history is not needed (and replaying it costs time); the SFEN is
    written for the seat to act, so that no secret it may not know reaches the engine.
    """
    if isinstance(board, Board):
        sfen = board.sfen(viewer=board.turn)
    elif isinstance(board, str):
        # fields are separated by spaces; a line break or control byte is refused, not folded
        sfen = " ".join(_check_text("SFEN", board.strip(" ")).split())
        if not sfen:
            raise EngineValueError("empty SFEN")
    else:
        raise EngineValueError(f"a position is a Board or an SFEN string, not {type(board).__name__}")
    if isinstance(moves, str):
        raise EngineValueError(f"moves must be a list of turn tokens, not the string {moves[:60]!r}")
    command = f"position sfen {sfen}"
    if moves:
        command += " moves " + " ".join(_check_word(f"move {index}", move) for index, move in enumerate(moves, 1))
    return command


def _go_command(limit: Limit, ponder: bool = False, searchmoves: Sequence[str] = ()) -> str:
    parts = ["go"]
    if ponder:
        parts.append("ponder")
    if limit.infinite:
        parts.append("infinite")
    if limit.depth is not None:
        parts.append(f"depth {int(limit.depth)}")
    if limit.nodes is not None:
        parts.append(f"nodes {int(limit.nodes)}")
    if limit.movetime is not None:
        parts.append(f"movetime {int(limit.movetime)}")
    for seat, value in enumerate(limit.time or (), start=1):
        if value is not None:
            parts.append(f"p{seat}time {max(int(value), 1)}")
    for seat, value in enumerate(limit.inc or (), start=1):
        if value is not None:
            parts.append(f"p{seat}inc {int(value)}")
    if limit.movestogo is not None:
        parts.append(f"movestogo {int(limit.movestogo)}")
    if isinstance(searchmoves, str):
        raise EngineValueError(f"searchmoves must be a list of turn tokens, not the string {searchmoves[:60]!r}")
    if searchmoves:
        tokens = [getattr(move, "token", move) for move in searchmoves]
        parts.append("searchmoves " + " ".join(
            _check_word(f"searchmoves {index}", token) for index, token in enumerate(tokens, 1)
        ))
    return " ".join(parts)


def _limit_seconds(limit: Limit, seat: int) -> float | None:
    """How long a search under ``limit`` may take, for the seat to move (None: unknown)."""
    if limit.infinite:
        return None
    bounds = []
    if limit.movetime is not None:
        bounds.append(limit.movetime / 1000)
    clock = limit.time[seat - 1] if limit.time and seat - 1 < len(limit.time) else None
    if clock is not None:
        inc = (limit.inc[seat - 1] if limit.inc and seat - 1 < len(limit.inc) else None) or 0
        bounds.append((clock + inc) / 1000)
    return min(bounds) if bounds else None


class UspEngine:
    """A USP engine in a subprocess, driven synchronously.

    ``command`` is an argv list (or a string run through ``shlex.split``).
    ``timeout`` bounds every wait for an answer that should come at once; a
    search may also take its limit's time plus ``timeout``.  Depth- and
    node-limited searches are bounded by ``search_timeout``.
    """

    def __init__(
        self,
        command: Sequence[str] | str | None = None,
        *,
        timeout: float = DEFAULT_TIMEOUT,
        search_timeout: float = 600.0,
        stderr: Any = subprocess.DEVNULL,
        cwd: str | None = None,
        env: Mapping[str, str] | None = None,
    ) -> None:
        if command is None:
            command = DEFAULT_COMMAND
        elif isinstance(command, str):
            command = shlex.split(command)  # unbalanced quotes: ValueError
        self.command = list(command)
        if not self.command:
            raise ValueError("the engine command is empty")
        _check_seconds("timeout", timeout)
        _check_seconds("search_timeout", search_timeout)
        self.timeout = timeout
        self.search_timeout = search_timeout
        self.id: dict[str, str] = {}
        self.options: dict[str, Option] = {}
        self.capabilities: dict[str, list[str]] = {}
        self.config: dict[str, str] = {}
        self._lines: queue.Queue[str | None] = queue.Queue()
        self._write_lock = threading.Lock()
        self._terminated = False
        try:
            self.process = subprocess.Popen(
                self.command,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=stderr,
                cwd=cwd,
                env=dict(env) if env is not None else None,
                bufsize=0,
            )
        except OSError as error:
            raise EngineTerminatedError(f"cannot start engine {self.command!r}: {error}") from error
        self._reader = threading.Thread(target=self._read_stdout, name="usp-client-reader", daemon=True)
        self._reader.start()
        try:
            self._handshake()
        except BaseException:
            self.close(timeout=0.2)
            raise

    # -- plumbing -----------------------------------------------------------------

    def _read_stdout(self) -> None:
        # This thread owns stdout and closes it at end of file.  Closing it from another
        # thread while this one reads would let this one read a reused descriptor (the
        # pipe of the next engine started), stealing that engine's output.
        stream = self.process.stdout
        assert stream is not None
        try:
            with stream:
                for raw in iter(stream.readline, b""):
                    self._lines.put(raw.decode("ascii", "replace").rstrip("\r\n"))
        except (OSError, ValueError):
            pass
        self._lines.put(None)

    def send(self, line: str) -> None:
        """Write one command line to the engine (ValueError if it holds a line break,
        another control character or a non-ASCII character: it would not be one command)."""
        _check_text("command line", line)
        if self._terminated or self.process.poll() is not None:
            self._terminated = True
            raise EngineTerminatedError(f"engine {self.name!r} has terminated (exit status {self.process.poll()})")
        with self._write_lock:
            try:
                assert self.process.stdin is not None
                self.process.stdin.write(line.encode("ascii") + b"\n")
                self.process.stdin.flush()
            except (OSError, ValueError) as error:
                self._terminated = True
                raise EngineTerminatedError(f"engine {self.name!r} has terminated: {error}") from error

    def readline(self, timeout: float | None = None) -> str:
        """The next line from the engine, or EngineTimeoutError / EngineTerminatedError.

        ``timeout`` is in seconds (default: the engine's ``timeout``); 0 or less only
        takes a line that is already there.
        """
        if timeout is None:
            timeout = self.timeout
        elif isinstance(timeout, bool) or not isinstance(timeout, (int, float)) or math.isnan(timeout):
            raise ValueError(f"timeout must be a number of seconds, not {timeout!r}")
        return self._read_until(time.monotonic() + timeout, timeout)

    def _read_until(self, deadline: float, allowed: float, what: str = "answer") -> str:
        """The next line if it comes before ``deadline`` (monotonic seconds), else
        EngineTimeoutError naming ``allowed``, the whole time the caller gave.

        The deadline is checked before each read, so an engine that floods output
        still times out (a flood always has a line ready to take).
        """
        if self._terminated and self._lines.empty():
            raise EngineTerminatedError(f"engine {self.name!r} has terminated")
        left = deadline - time.monotonic()
        try:
            if left <= 0:
                if allowed > 0:
                    raise queue.Empty
                line = self._lines.get_nowait()
            else:
                line = self._lines.get(timeout=min(left, threading.TIMEOUT_MAX))
        except queue.Empty:
            raise EngineTimeoutError(
                f"engine {self.name!r} did not {what} within {max(allowed, 0.0):.1f} s") from None
        if line is None:
            self._terminated = True
            self._lines.put(None)  # every later read fails too
            try:
                status = self.process.wait(timeout=1.0)
            except subprocess.TimeoutExpired:
                status = None
            raise EngineTerminatedError(f"engine {self.name!r} has terminated (exit status {status})")
        return line

    @property
    def name(self) -> str:
        return self.id.get("name", " ".join(self.command[-2:]) if self.command else "?")

    def _handshake(self) -> None:
        self.send("usp")
        deadline = time.monotonic() + self.timeout
        while True:
            line = self._read_until(deadline, self.timeout, "complete the handshake (uspok)")
            words = line.split()
            if not words:
                continue
            if words[0] == "uspok":
                break
            if words[0] == "id" and len(words) >= 2:
                self.id[words[1]] = line.split(None, 2)[2] if len(words) > 2 else ""
            elif words[0] == "option":
                option = _parse_option(line)
                self.options[option.name] = option
            elif words[0] == "capability" and len(words) >= 2:
                self.capabilities[words[1]] = words[2:]
        if self.id.get("protocol") not in (None, "1"):
            raise EngineProtocolError(f"engine speaks USP protocol {self.id['protocol']}, not 1")

    def _sync(self) -> list[str]:
        """Send ``isready`` and return the ``error`` lines that came before ``readyok``."""
        self.send("isready")
        errors = []
        deadline = time.monotonic() + self.timeout
        while True:
            line = self._read_until(deadline, self.timeout, "answer isready (readyok)")
            if line == "readyok":
                return errors
            if line.startswith("error"):
                errors.append(line)

    # -- commands -------------------------------------------------------------------

    def ping(self) -> None:
        """``isready`` / ``readyok``: raises if the engine does not answer in time."""
        errors = self._sync()
        if errors:
            raise EngineError(errors[0])

    def configure(self, options: Mapping[str, Any]) -> None:
        """Set options (names as the engine lists them, any case); raises EngineError if refused."""
        by_key = {name.lower(): option for name, option in self.options.items()}
        checked = []
        for name, value in options.items():  # check them all before sending any
            option = by_key.get(name.lower()) if isinstance(name, str) else None
            if option is None:
                raise EngineValueError(
                    f"engine {self.name!r} has no option {name!r} (it has: {', '.join(self.options)})")
            checked.append((option, _check_word("option name", option.name), option.check(value)))
        for option, name, text in checked:
            self.send(f"setoption name {name}" if option.type == "button" else f"setoption name {name} value {text}")
            self.config[option.name] = text
        errors = self._sync()
        if errors:
            raise EngineError(f"engine {self.name!r} refused an option: {errors[0]}")

    def new_game(self) -> None:
        """``newgame``: forget hash tables and history."""
        self.send("newgame")
        errors = self._sync()
        if errors:
            raise EngineError(errors[0])

    def position(self, board: Board | str, moves: Sequence[str] = ()) -> None:
        """Set the engine's position (a Board with its move stack, or an SFEN plus moves)."""
        self.send(_board_command(board, moves))
        errors = self._sync()
        if errors:
            raise EngineError(f"engine {self.name!r} refused the position: {errors[0]}")

    def _search(
        self,
        board: Board | str,
        limit: Limit,
        *,
        ponder: bool = False,
        searchmoves: Sequence[str] = (),
        callback: Callable[[dict[str, Any]], Any] | None = None,
        timeout: float | None = None,
    ) -> tuple[str | None, str | None, list[dict[str, Any]]]:
        _check_seconds("timeout", timeout, none_ok=True)
        go = _go_command(limit, ponder, searchmoves)  # checked before anything is sent
        self.position(board)
        seat = board.turn if isinstance(board, Board) else _seat_of(board)
        self.send(go)
        if timeout is None:
            budget = _limit_seconds(limit, seat)
            timeout = (budget if budget is not None else self.search_timeout) + self.timeout
        deadline = time.monotonic() + timeout
        infos: list[dict[str, Any]] = []
        while True:
            line = self._read_until(deadline, timeout, "give a bestmove")
            words = line.split()
            if not words:
                continue
            if words[0] == "info":
                info = parse_info(line)
                infos.append(info)
                if callback is not None:
                    callback(info)
            elif words[0] == "bestmove":
                if len(words) not in (2, 4) or (len(words) == 4 and words[2] != "ponder"):
                    raise EngineProtocolError(f"malformed bestmove line {line!r}")
                best = None if words[1] == "none" else words[1]
                return best, (words[3] if len(words) == 4 else None), infos
            elif words[0] == "error":
                raise EngineError(f"engine {self.name!r} refused the search: {line}")
            # other lines (readyok from a late isready …) are ignored

    def play(
        self,
        board: Board | str,
        limit: Limit,
        *,
        searchmoves: Sequence[str] = (),
        info_callback: Callable[[dict[str, Any]], Any] | None = None,
        timeout: float | None = None,
        check_legal: bool = True,
    ) -> PlayResult:
        """Ask for a turn.  With a Board, a bestmove that is not legal raises IllegalEngineMoveError."""
        if limit.infinite:
            raise ValueError("play() needs a limit that ends: use analysis() for infinite searches")
        best, ponder, infos = self._search(
            board, limit, searchmoves=searchmoves, callback=info_callback, timeout=timeout
        )
        last = next((info for info in reversed(infos) if "string" not in info and info.get("multipv", 1) == 1), {})
        if check_legal and isinstance(board, Board):
            over = board.is_game_over()
            if best is None and not over:
                raise IllegalEngineMoveError(f"engine {self.name!r} answered bestmove none in a live game", "none")
            if best is not None:
                if over or best not in board.legal_moves:
                    raise IllegalEngineMoveError(f"engine {self.name!r} played illegal turn {best!r} in {board.sfen()}", best)
        return PlayResult(best, ponder, last)

    def analyse(
        self,
        board: Board | str,
        limit: Limit,
        multipv: int | None = None,
        *,
        searchmoves: Sequence[str] = (),
        callback: Callable[[dict[str, Any]], Any] | None = None,
        timeout: float | None = None,
    ) -> list[dict[str, Any]]:
        """Search and return the final info dict of each of the ``multipv`` lines (best first)."""
        if limit.infinite:
            raise ValueError("analyse() needs a limit that ends: use analysis() for infinite searches")
        _go_command(limit, False, searchmoves)  # a bad token is refused before MultiPV is set
        if multipv is not None:
            self.configure({"MultiPV": multipv})
        _, _, infos = self._search(board, limit, searchmoves=searchmoves, callback=callback, timeout=timeout)
        return _final_lines(infos)

    def analysis(
        self,
        board: Board | str,
        limit: Limit | None = None,
        multipv: int | None = None,
        *,
        searchmoves: Sequence[str] = (),
    ) -> AnalysisResult:
        """Start a search and iterate over its info dicts as they come; see :class:`AnalysisResult`."""
        limit = limit or Limit(infinite=True)
        go = _go_command(limit, False, searchmoves)  # checked before anything is sent
        if multipv is not None:
            self.configure({"MultiPV": multipv})
        self.position(board)
        self.send(go)
        return AnalysisResult(self, limit, board.turn if isinstance(board, Board) else _seat_of(board))

    def quit(self, timeout: float = 2.0) -> int | None:
        """Send ``quit`` and wait for the process; kills it if it does not leave. Returns the exit status."""
        if self.process.poll() is None:
            try:
                self.send("quit")
            except EngineTerminatedError:
                pass
        return self.close(timeout)

    def close(self, timeout: float = 2.0) -> int | None:
        """End the process (without ``quit`` if it is already gone) and release the pipes."""
        try:
            status = self.process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.process.kill()
            status = self.process.wait()
        self._terminated = True
        try:
            if self.process.stdin is not None:
                self.process.stdin.close()
        except OSError:
            pass
        # stdout is closed by the reader thread when it reaches end of file
        self._reader.join(timeout)
        return status

    def __enter__(self) -> UspEngine:
        return self

    def __exit__(self, *exc: object) -> None:
        if self.process.poll() is None:
            self.quit()
        else:
            self.close()

    def __repr__(self) -> str:
        return f"<UspEngine {self.name!r} pid={self.process.pid}>"


class AnalysisResult:
    """A running search: iterate for info dicts; :meth:`stop` ends it; :meth:`wait` returns the bestmove.

    Leaving the ``with`` block (or breaking out of the iteration and calling
    :meth:`stop`) stops the search cleanly.
    """

    def __init__(self, engine: UspEngine, limit: Limit, seat: int) -> None:
        self.engine = engine
        self.infos: list[dict[str, Any]] = []
        self.best: str | None = None
        self.ponder: str | None = None
        self.finished = False
        budget = _limit_seconds(limit, seat)
        self._timeout = None if limit.infinite else (budget if budget is not None else engine.search_timeout) + engine.timeout
        self._deadline = None if self._timeout is None else time.monotonic() + self._timeout
        self._stopped = False
        self._stop_deadline = math.inf

    def next(self, timeout: float | None = None) -> dict[str, Any] | None:
        """The next info dict, or None once the bestmove has come."""
        _check_seconds("timeout", timeout, none_ok=True, zero_ok=True)
        if timeout is not None:
            deadline, allowed = time.monotonic() + timeout, timeout
        elif self._deadline is not None:
            deadline, allowed = self._deadline, self._timeout
        else:
            deadline, allowed = math.inf, math.inf
        while not self.finished:
            if self._stopped and self._stop_deadline < deadline:
                deadline, allowed = self._stop_deadline, self.engine.timeout
            line = self.engine._read_until(deadline, allowed, "give a bestmove")
            words = line.split()
            if not words:
                continue
            if words[0] == "info":
                info = parse_info(line)
                self.infos.append(info)
                return info
            if words[0] == "bestmove":
                self.finished = True
                self.best = None if len(words) < 2 or words[1] == "none" else words[1]
                self.ponder = words[3] if len(words) == 4 and words[2] == "ponder" else None
            elif words[0] == "error":
                self.finished = True
                raise EngineError(f"engine {self.engine.name!r} refused the search: {line}")
        return None

    def __iter__(self) -> Iterator[dict[str, Any]]:
        while True:
            info = self.next()
            if info is None:
                return
            yield info

    def stop(self) -> None:
        """Ask the engine to stop (no-op once finished)."""
        if not self.finished and not self._stopped:
            self._stopped = True
            self._stop_deadline = time.monotonic() + self.engine.timeout
            self.engine.send("stop")

    def wait(self) -> PlayResult:
        """Read up to the bestmove (after :meth:`stop` for an infinite search) and return it."""
        while self.next() is not None:
            pass
        return PlayResult(self.best, self.ponder, _final_lines(self.infos)[0] if _final_lines(self.infos) else {})

    def lines(self) -> list[dict[str, Any]]:
        """The latest info dict of each multipv line so far."""
        return _final_lines(self.infos)

    def __enter__(self) -> AnalysisResult:
        return self

    def __exit__(self, *exc: object) -> None:
        if not self.finished and not self.engine._terminated:
            self.stop()
            self.wait()


def _final_lines(infos: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """The info of each multipv line at the deepest depth reported."""
    search = [info for info in infos if "depth" in info and "pv" in info]
    if not search:
        return []
    deepest = max(info["depth"] for info in search)
    lines: dict[int, dict[str, Any]] = {}
    for info in search:
        if info["depth"] == deepest:
            lines[info.get("multipv", 1)] = info
    return [lines[k] for k in sorted(lines)]


def _seat_of(sfen: str) -> int:
    fields = str(sfen).split()
    try:
        return int(fields[1])
    except (IndexError, ValueError):
        return 1


def _parse_option(line: str) -> Option:
    """Decode an ``option name X type T [default D] [min A] [max B] [var V …]`` line."""
    words = line.split()
    values: dict[str, Any] = {}
    var: list[str] = []
    i = 1
    while i < len(words):
        key = words[i]
        if key in ("name", "type", "default", "min", "max", "var") and i + 1 < len(words):
            if key == "var":
                var.append(words[i + 1])
            else:
                values[key] = words[i + 1]
            i += 2
        else:
            i += 1
    if "name" not in values or "type" not in values:
        raise EngineProtocolError(f"malformed option line {line!r}")
    try:
        low = int(values["min"]) if "min" in values else None
        high = int(values["max"]) if "max" in values else None
    except ValueError:
        raise EngineProtocolError(f"malformed option line {line!r}") from None
    return Option(values["name"], values["type"], values.get("default"), low, high, tuple(var))
