"""The engine side of USP, the Universal Santorini Protocol, documented in ``docs/usp.md``.

"protocol §n" in this module cites the numbered sections of that page.

``santorini-engine`` (or ``python -m santorini.usp``) reads commands on stdin and
answers on stdout.  A reader thread queues the input lines; the caller of
:meth:`UspServer.run` executes them in order.  A search runs on a worker thread,
so ``isready``, ``stop``, ``ponderhit``, ``quit`` and the read-only queries are
answered while it runs; ``perft`` and ``bench`` also run on the worker but finish
before the next command is executed (``quit`` and end of input excepted).
Every stdout line is written under a lock and flushed; logs go to stderr only.

What this implementation adds to the protocol, and the choices it makes where the
protocol leaves room, are documented in ``docs/usp.md``.

>>> import io
>>> out = io.BytesIO()
>>> server = UspServer(out=out)
>>> for line in ["position startpos moves +b3+d3 +c2+c4", "sfen", "frobnicate", "result"]:
...     _ = server.handle_line(line)
>>> print(out.getvalue().decode(), end="")
sfen 00000/000B00/00A00A0/000B00/00000 1 A:mortal,B:mortal 2 -
error unknown-command frobnicate
result ongoing
"""

from __future__ import annotations

import functools
import os
import queue
import re
import sys
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, BinaryIO

from santorini import __version__
from santorini.board import Board
from santorini.engine.analysis import Engine, Info, Limit
from santorini.engine.bench import DEFAULT_DEPTH as BENCH_DEPTH
from santorini.engine.bench import run_bench
from santorini.errors import IllegalMoveError, NotationError, SfenError, UnsupportedError

ENGINE_NAME = f"Santorini {__version__}"
ENGINE_AUTHOR = "the santorini-engine authors"
PROTOCOL_VERSION = 1

#: Longest input line handled; a longer one is read to its end and answered with an error.
MAX_LINE_BYTES = 4 * 1024 * 1024
#: Longest piece of user input echoed back in an error detail.
MAX_ECHO = 60
#: Deepest perft accepted (the tree is astronomically large long before this).
MAX_PERFT_DEPTH = 64

#: Side letters of the seats, by player count (protocol §2).
SEAT_SIDES = {2: "AB", 3: "ABC", 4: "ABAB"}
VARIANTS = ("standard", "goldenfleece")
_GOD_NAME = re.compile(r"[a-z_]+")
_INT = re.compile(r"[+-]?[0-9]{1,18}")
_CLOCK = re.compile(r"p([1-4])(time|inc)")


class UspError(Exception):
    """A command failed: ``error <code> <detail>`` is printed and nothing changes."""

    def __init__(self, code: str, detail: str) -> None:
        super().__init__(f"{code} {detail}")
        self.code = code
        self.detail = detail


def echo(text: str, limit: int = MAX_ECHO) -> str:
    """User input made safe to print in an error detail: printable ASCII, cut short.

    >>> echo("caf\\u00e9\\tx"), len(echo("x" * 100)), echo("x" * 100)[-4:]
    ('caf??x', 60, 'x...')
    """
    clean = "".join(ch if " " <= ch <= "~" else "?" for ch in text)
    return clean if len(clean) <= limit else clean[: limit - 3] + "..."


# --------------------------------------------------------------------------- options


@dataclass
class SpinOption:
    name: str
    default: int
    min: int
    max: int

    def line(self) -> str:
        return f"option name {self.name} type spin default {self.default} min {self.min} max {self.max}"

    def parse(self, text: str) -> int:
        if not _INT.fullmatch(text):
            raise UspError("bad-option", f"{self.name} takes an integer {self.min}..{self.max}, got {echo(text)}")
        value = int(text)
        if not self.min <= value <= self.max:
            raise UspError("bad-option", f"{self.name} value {value} out of range {self.min}..{self.max}")
        return value


@dataclass
class CheckOption:
    name: str
    default: bool

    def line(self) -> str:
        return f"option name {self.name} type check default {'true' if self.default else 'false'}"

    def parse(self, text: str) -> bool:
        if text.lower() not in ("true", "false"):
            raise UspError("bad-option", f"{self.name} takes true or false, got {echo(text)}")
        return text.lower() == "true"


OPTIONS: tuple[SpinOption | CheckOption, ...] = (
    SpinOption("Hash", 16, 1, 4096),
    SpinOption("Threads", 1, 1, 64),
    SpinOption("MultiPV", 1, 1, 500),
    SpinOption("Seed", 0, 0, 2**31 - 1),
    CheckOption("Ponder", False),
    # Extensions (docs/usp.md): rulings and search choices.
    CheckOption("AllowMortal", False),      # mortal seats in 3- and 4-player games (testing, casual play)
    CheckOption("BestReplySearch", True),   # 3 players: best-reply (default) or paranoid search
)
_OPTION_BY_KEY = {option.name.lower(): option for option in OPTIONS}


# --------------------------------------------------------------------------- capabilities


def empty_sfen(players: int, gods: Sequence[str] | None = None) -> str:
    """The empty board before placement for 2-4 players, seat 1 to place.

    >>> empty_sfen(3)
    '00000/00000/00000/00000/00000 1 A:mortal,B:mortal,C:mortal 1 -'
    >>> empty_sfen(2, ["apollo", "pan"])
    '00000/00000/00000/00000/00000 1 A:apollo,B:pan 1 -'
    """
    sides = SEAT_SIDES[players]
    gods = list(gods) if gods else ["mortal"] * players
    seats = ",".join(f"{side}:{god}" for side, god in zip(sides, gods))
    return f"00000/00000/00000/00000/00000 1 {seats} 1 -"


def _board_accepts(sfen: str) -> bool:
    try:
        Board(sfen)
    except (ValueError, NotImplementedError):
        return False
    return True


@functools.lru_cache(maxsize=None)
def _supported_players() -> tuple[int, ...]:
    return tuple(n for n in SEAT_SIDES if _board_accepts(empty_sfen(n)))


def supported_players() -> list[int]:
    """The player counts Board builds a start position for."""
    return list(_supported_players())


def _candidate_gods() -> list[str]:
    """Every god name that may be playable: the catalog's playable list and the Board's."""
    names: set[str] = {"mortal"}
    gods_module = _gods_module()
    if gods_module is not None and hasattr(gods_module, "playable_gods"):
        try:
            names.update(str(name) for name in gods_module.playable_gods())
        except Exception as error:  # noqa: BLE001 - a broken catalog must not kill the engine
            log(f"santorini.gods.playable_gods() failed: {error!r}")
    from santorini import board as board_module

    names.update(getattr(board_module, "PLAYABLE_GODS", ()))
    return sorted(name for name in names if _GOD_NAME.fullmatch(name))


def _gods_module():
    try:
        from santorini.rules import gods as gods_module  # the god catalog
    except ImportError:
        return None
    return gods_module


@functools.lru_cache(maxsize=None)
def board_plays(god: str) -> bool:
    """True when Board builds a 2-player game with this god."""
    return god == "mortal" or _board_accepts(empty_sfen(2, [god, "mortal"]))


def supported_gods() -> list[str]:
    """The gods Board can play (``mortal`` first, then in ASCII order)."""
    playable = [g for g in _candidate_gods() if board_plays(g)]
    return sorted(playable, key=lambda g: (g != "mortal", g))


def _catalog_problem(gods: Sequence[str], players: int, allow_mortal: bool = False) -> str | None:
    """Why these gods cannot start a game of ``players`` players (unknown, not allowed
    for the count, or an official banned pair), or None; needs santorini.gods."""
    catalog = _gods_module()
    if catalog is None:
        return None
    for god in gods:
        try:
            catalog.get(god)
        except (ValueError, KeyError) as error:
            return str(error) or f"unknown god {god!r}"
        if god == "mortal" and allow_mortal:
            continue
        if hasattr(catalog, "allowed") and not catalog.allowed(god, players):
            if god == "mortal":
                return f"'mortal' (no power) is not allowed with {players} players: name the gods"
            return f"god {god!r} is not allowed with {players} players"
    if hasattr(catalog, "banned"):
        for i, a in enumerate(gods):
            for b in gods[i + 1 :]:
                if a != b and catalog.banned(a, b):
                    return f"{a!r} and {b!r} are a banned pair"
    return None


def supported_variants() -> list[str]:
    """``standard``, plus ``goldenfleece`` once Board can set it up."""
    return ["standard"] + (["goldenfleece"] if _golden_fleece_sfen(2, None) is not None else [])


def _golden_fleece_sfen(players: int, gods: Sequence[str] | None) -> str | None:
    """The Golden Fleece start position, or None while Board does not support the variant.

    Wiring point: when santorini.board grows a Golden Fleece setup (for example a
    ``GOLDEN_FLEECE`` flag or a ``Board.golden_fleece(players, gods)`` constructor),
    return its start SFEN here.
    """
    from santorini import board as board_module

    maker = getattr(board_module.Board, "golden_fleece_sfen", None)
    if maker is None:
        return None
    try:
        return maker(players, list(gods) if gods else None)
    except (ValueError, NotImplementedError):
        return None


def new_draft(players: int):
    """A draft at the Challenger's offer (santorini.draft.Draft), or UnsupportedError."""
    try:
        from santorini.rules.draft import Draft
    except ImportError:
        raise UnsupportedError(f"draft: the god draft is not supported yet ({players} players)") from None
    return Draft(players)


def draft_pool() -> list[str]:
    """The gods the engine enumerates offers from: those Board plays and the catalog knows."""
    catalog = _gods_module()
    pool = []
    for god in supported_gods():
        try:
            if catalog is not None:
                catalog.get(god)
        except (ValueError, KeyError):
            continue
        pool.append(god)
    return pool


def log(text: str) -> None:
    """One line to stderr (never stdout)."""
    try:
        print(f"santorini-engine: {text}", file=sys.stderr, flush=True)
    except (OSError, ValueError):
        pass


# --------------------------------------------------------------------------- formatting


def format_info(info: Info) -> str:
    """The ``info`` line of one search line (protocol §5)."""
    parts = [
        f"info depth {info.depth} seldepth {info.seldepth} multipv {info.multipv} score {info.score}",
    ]
    if info.bound:
        parts.append(info.bound)
    parts.append(f"nodes {info.nodes} nps {info.nps} time {info.time} hashfull {info.hashfull}")
    if info.pv:
        parts.append("pv " + " ".join(move.token for move in info.pv))
    return " ".join(parts)


def result_line(board: Board) -> str:
    """``result ongoing`` / ``result winner X``, plus ``eliminated …`` (protocol §4)."""
    try:
        outcome = board.outcome()
    except NotImplementedError:
        outcome = None
    text = "result ongoing" if outcome is None else f"result winner {outcome.winner}"
    seats = board.sfen().split()[2].split(",")
    eliminated = []
    for seat in seats:
        if seat.startswith("-") and seat[1] not in eliminated:
            eliminated.append(seat[1])
    if eliminated:
        text += " eliminated " + " ".join(eliminated)
    return text


def game_over(board: Board) -> bool:
    """True when the game is finished or the seat to move has no legal turn."""
    try:
        if board.outcome() is not None:
            return True
    except NotImplementedError:
        pass
    return not board.legal_moves


# --------------------------------------------------------------------------- go


@dataclass
class GoCommand:
    """The parsed parameters of one ``go``."""

    depth: int | None = None
    nodes: int | None = None
    movetime: int | None = None
    infinite: bool = False
    ponder: bool = False
    time: tuple[int | None, ...] = (None, None, None, None)
    inc: tuple[int | None, ...] = (None, None, None, None)
    movestogo: int | None = None
    searchmoves: tuple[str, ...] = ()

    def limit(self, players: int) -> Limit:
        """The limit of the normal search (or of the search after ``ponderhit``)."""
        return Limit(
            depth=self.depth,
            nodes=self.nodes,
            movetime=None if self.infinite else self.movetime,
            time=() if self.infinite else self.time[:players],
            inc=() if self.infinite else self.inc[:players],
            movestogo=self.movestogo,
        )

    def waiting_limit(self) -> Limit:
        """The limit while pondering or searching infinitely: no clock, only depth and nodes."""
        return Limit(depth=self.depth, nodes=self.nodes)


_GO_INT_KEYS = {"depth": (1, 10**9), "nodes": (1, 10**15), "movetime": (0, 10**12), "movestogo": (1, 10**6)}


def parse_go(args: Sequence[str]) -> GoCommand:
    """Parse the words after ``go``.

    >>> parse_go("depth 3 p1time 1000 p2time 900 p1inc 10".split()).limit(2)
    Limit(depth=3, nodes=None, movetime=None, time=(1000, 900), inc=(10, None), movestogo=None, infinite=False)
    >>> parse_go(["depth"])
    Traceback (most recent call last):
    ...
    santorini.usp.UspError: syntax go: depth needs a value
    """
    go = GoCommand()
    times = list(go.time)
    incs = list(go.inc)
    searchmoves: list[str] = []
    i = 0
    while i < len(args):
        word = args[i]
        key = word.lower()
        clock = _CLOCK.fullmatch(key)
        if key in ("infinite", "ponder"):
            setattr(go, key, True)
            i += 1
        elif key == "searchmoves":
            i += 1
            while i < len(args) and not _is_go_keyword(args[i]):
                searchmoves.append(args[i])
                i += 1
        elif key in _GO_INT_KEYS or clock:
            if i + 1 >= len(args):
                raise UspError("syntax", f"go: {echo(word)} needs a value")
            text = args[i + 1]
            if not _INT.fullmatch(text):
                raise UspError("syntax", f"go: {echo(word)} needs an integer, got {echo(text)}")
            value = int(text)
            if clock:
                seat = int(clock.group(1)) - 1
                if clock.group(2) == "time":
                    times[seat] = max(value, 1)
                else:
                    incs[seat] = max(value, 0)
            else:
                low, high = _GO_INT_KEYS[key]
                if not low <= value <= high:
                    raise UspError("syntax", f"go: {key} {value} out of range {low}..{high}")
                setattr(go, key, value)
            i += 2
        else:
            raise UspError("syntax", f"go: unknown parameter {echo(word)}")
    go.time = tuple(times)
    go.inc = tuple(incs)
    go.searchmoves = tuple(searchmoves)
    return go


def _is_go_keyword(word: str) -> bool:
    key = word.lower()
    return key in _GO_INT_KEYS or key in ("infinite", "ponder", "searchmoves") or bool(_CLOCK.fullmatch(key))


# --------------------------------------------------------------------------- the server


class _Job:
    """A background job: a search, a perft or a bench."""

    def __init__(self, kind: str) -> None:
        self.kind = kind
        self.done = threading.Event()
        #: Set by stop (any job) or ponderhit (a ponder search): lets a waiting search answer.
        self.release = threading.Event()
        self.stop_requested = threading.Event()
        self.ponderhit_pending = False
        self.ponderhit_applied = False
        self.started = False
        self.lock = threading.Lock()
        self.thread: threading.Thread | None = None


class UspServer:
    """One USP session: the current position, the options and at most one job."""

    def __init__(self, out: BinaryIO | None = None) -> None:
        self._out = out if out is not None else sys.stdout.buffer
        self._out_lock = threading.Lock()
        self._out_broken = False
        #: SANTORINI_USP_TRACE=1 logs every line read and written to stderr.
        self._trace = bool(os.environ.get("SANTORINI_USP_TRACE"))
        self._job_lock = threading.Lock()
        self._job: _Job | None = None
        self.game = Game(Board())
        self.options: dict[str, int | bool] = {option.name: option.default for option in OPTIONS}
        self.engine = Engine(hash_mb=int(self.options["Hash"]), threads=int(self.options["Threads"]))
        self._capabilities: list[str] | None = None
        #: Set by the reader thread as soon as it reads quit or reaches end of input.
        self._quit = threading.Event()
        self._go: GoCommand | None = None
        self._commands: dict[str, Callable[[list[str]], None]] = {
            "usp": self._cmd_usp,
            "isready": self._cmd_isready,
            "setoption": self._cmd_setoption,
            "newgame": self._cmd_newgame,
            "position": self._cmd_position,
            "go": self._cmd_go,
            "stop": self._cmd_stop,
            "ponderhit": self._cmd_ponderhit,
            "validmoves": self._cmd_validmoves,
            "sfen": self._cmd_sfen,
            "result": self._cmd_result,
            "perft": self._cmd_perft,
            "bench": self._cmd_bench,
            "d": self._cmd_d,
        }

    #: Commands that need the engine idle (``error busy`` during a job).
    NEEDS_IDLE = frozenset({"setoption", "newgame", "position", "go", "perft", "bench"})

    # -- output -----------------------------------------------------------------

    def send(self, line: str) -> None:
        """Write one protocol line and flush it (thread-safe; a closed pipe is ignored)."""
        data = line.encode("ascii", "replace") + b"\n"
        if self._trace:
            log(f">> {line:.200}")
        with self._out_lock:
            if self._out_broken:
                return
            try:
                self._out.write(data)
                self._out.flush()
            except (OSError, ValueError) as error:
                self._out_broken = True
                log(f"stdout is gone ({error!r}): no more output")

    def error(self, code: str, detail: str) -> None:
        self.send(f"error {code} {detail}".rstrip())

    # -- input ------------------------------------------------------------------

    def run(self, stream: BinaryIO | None = None) -> int:
        """Serve until ``quit`` or end of input; returns the exit status (0).

        A reader thread reads stdin into a queue (and notices ``quit``/end of input at
        once, even while a ``perft`` holds the dispatcher); this thread executes the
        lines in order.
        """
        stream = stream if stream is not None else sys.stdin.buffer
        lines: queue.Queue[bytes | int | None] = queue.Queue()

        trace = bool(os.environ.get("SANTORINI_USP_TRACE"))

        def read() -> None:
            while True:
                try:
                    raw = _read_line(stream)
                except (OSError, ValueError) as error:
                    log(f"reading stdin failed: {error}")
                    raw = None
                if trace:
                    log(f"<< {raw!r:.200}")
                if raw is None or (isinstance(raw, bytes) and raw.split()[:1] == [b"quit"]):
                    self._quit.set()
                lines.put(raw)
                if raw is None:
                    return

        threading.Thread(target=read, name="usp-reader", daemon=True).start()
        try:
            while True:
                raw = lines.get()
                if raw is None:
                    break
                if isinstance(raw, int):
                    self.error("syntax", f"line of more than {raw} bytes ignored")
                    continue
                if not self.handle_line(raw.decode("ascii", "replace")):
                    break
        except KeyboardInterrupt:
            pass
        return self.shutdown()

    def handle_line(self, line: str) -> bool:
        """Execute one command line; False after ``quit``."""
        words = line.split()
        if not words:
            return True
        name, args = words[0], words[1:]
        if name == "quit":
            return False
        handler = self._commands.get(name)
        try:
            if handler is None:
                raise UspError("unknown-command", echo(name))
            if name in self.NEEDS_IDLE and self.busy():
                raise UspError("busy", f"{name}: a {self._job.kind if self._job else 'job'} is running")
            handler(args)
        except UspError as error:
            self.error(error.code, error.detail)
        except Exception as error:  # noqa: BLE001 - never die on input
            log(f"internal error on {echo(line, 200)!r}: {error!r}")
            import traceback

            traceback.print_exc(file=sys.stderr)
            self.error("syntax", f"{name}: internal error: {echo(str(error), 120)}")
        return True

    def shutdown(self) -> int:
        """Stop any job and return the exit status."""
        job = self._job
        if job is not None and not job.done.is_set():
            if job.kind == "search":
                self._stop_job(job)
                job.done.wait(1.0)
            if not job.done.is_set():
                # A perft or bench in the core cannot be interrupted: leave at once.
                sys.stderr.flush()
                os._exit(0)
        return 0

    # -- jobs -------------------------------------------------------------------

    def busy(self) -> bool:
        job = self._job
        return job is not None and not job.done.is_set()

    def _start_job(self, job: _Job, body: Callable[[_Job], str]) -> None:
        """Run body on the worker thread; its result is the job's last line (bestmove …)."""

        def run() -> None:
            last = None
            try:
                last = body(job)
            except Exception as error:  # noqa: BLE001
                log(f"{job.kind} failed: {error!r}")
                import traceback

                traceback.print_exc(file=sys.stderr)
                if job.kind == "search":
                    last = "bestmove none"
            finally:
                self._finish(job, last)

        with self._job_lock:
            self._job = job
            job.thread = threading.Thread(target=run, name=f"usp-{job.kind}", daemon=True)
            job.thread.start()

    def _run_in_order(self, job: _Job, body: Callable[[_Job], str]) -> None:
        """Run a perft or bench to its end before the next command, as UCI engines do;
        a ``quit`` (or end of input) read meanwhile exits at once."""
        self._start_job(job, body)
        while not job.done.wait(0.01):
            if self._quit.is_set():
                self.shutdown()

    def _finish(self, job: _Job, last: str | None) -> None:
        """Mark the job done and print its last line in one step: whoever reads that line
        and answers at once finds the engine idle, and nothing of a later job comes first."""
        with self._out_lock:
            with job.lock:
                job.done.set()
            if last is None or self._out_broken:
                return
            try:
                self._out.write(last.encode("ascii", "replace") + b"\n")
                self._out.flush()
            except (OSError, ValueError) as error:
                self._out_broken = True
                log(f"stdout is gone ({error!r}): no more output")

    def wait_idle(self, timeout: float | None = None) -> bool:
        """Wait for the running job to finish (for embedding and tests)."""
        job = self._job
        return job is None or job.done.wait(timeout)

    def _stop_job(self, job: _Job) -> None:
        job.stop_requested.set()
        job.release.set()
        if job.kind != "search":
            return

        def keep_stopping() -> None:
            # A stop that lands before the search has begun would be forgotten by the core
            # (begin() clears the flag): repeat it until the search has answered.  Each call
            # is made under the job's lock after checking the job is not done, so none can
            # reach the next search.
            while True:
                with job.lock:
                    if job.done.is_set():
                        return
                    self.engine.stop()
                if job.done.wait(0.002):
                    return

        threading.Thread(target=keep_stopping, name="usp-stopper", daemon=True).start()

    # -- commands ---------------------------------------------------------------

    def _cmd_usp(self, args: list[str]) -> None:
        if self._capabilities is None:
            players = " ".join(str(n) for n in supported_players())
            self._capabilities = [
                f"capability players {players}",
                f"capability gods {' '.join(supported_gods())}",
                f"capability variants {' '.join(supported_variants())}",
            ]
        lines = [f"id name {ENGINE_NAME}", f"id author {ENGINE_AUTHOR}", f"id protocol {PROTOCOL_VERSION}"]
        lines += [option.line() for option in OPTIONS]
        lines += self._capabilities
        lines.append("uspok")
        for line in lines:
            self.send(line)

    def _cmd_isready(self, args: list[str]) -> None:
        self.send("readyok")

    def _cmd_setoption(self, args: list[str]) -> None:
        if len(args) < 2 or args[0].lower() != "name":
            raise UspError("syntax", "setoption name <Name> value <v>")
        name = args[1]
        option = _OPTION_BY_KEY.get(name.lower())
        if option is None:
            raise UspError("bad-option", f"unknown option {echo(name)}")
        rest = args[2:]
        if not rest or rest[0].lower() != "value":
            raise UspError("bad-option", f"{option.name} needs 'value <v>'")
        if len(rest) != 2:
            raise UspError("bad-option", f"{option.name} takes one value, got {echo(' '.join(rest[1:])) or 'none'}")
        value = option.parse(rest[1])
        if option.name == "Hash":
            try:
                self.engine.hash_mb = int(value)
            except MemoryError:
                raise UspError("bad-option", f"Hash {value}: cannot allocate {value} MB") from None
        elif option.name == "Threads":
            self.engine.threads = int(value)
        elif option.name == "Seed" and hasattr(self.engine, "seed"):
            self.engine.seed = int(value)
        elif option.name == "BestReplySearch":
            self.engine.best_reply = bool(value)
        self.options[option.name] = value

    def _cmd_newgame(self, args: list[str]) -> None:
        if args:
            raise UspError("syntax", f"newgame takes no arguments, got {echo(args[0])}")
        self.engine.new_game()

    @property
    def board(self) -> Board | None:
        """The current board (None during a god draft)."""
        return self.game.board

    def _cmd_position(self, args: list[str]) -> None:
        self.game = parse_position(args, bool(self.options["AllowMortal"]))

    def _legal_tokens(self) -> list[str]:
        if self.game.drafting:
            return draft_tokens(self.game.draft)
        board = self.game.board
        return [] if game_over(board) else sorted(move.token for move in board.legal_moves)

    def _no_sfen_in_draft(self) -> None:
        if self.game.drafting:
            raise UspError("unsupported", f"sfen: no position string during the god draft ({self.game.describe_draft()})")

    def _cmd_validmoves(self, args: list[str]) -> None:
        if args:
            raise UspError("syntax", f"validmoves takes no arguments, got {echo(args[0])}")
        self.send(" ".join(["validmoves", *self._legal_tokens()]))

    def _cmd_sfen(self, args: list[str]) -> None:
        if args:
            raise UspError("syntax", f"sfen takes no arguments, got {echo(args[0])}")
        self._no_sfen_in_draft()
        self.send(f"sfen {self.game.board.sfen()}")

    def _cmd_result(self, args: list[str]) -> None:
        if args:
            raise UspError("syntax", f"result takes no arguments, got {echo(args[0])}")
        self.send("result ongoing" if self.game.drafting else result_line(self.game.board))

    def _cmd_d(self, args: list[str]) -> None:
        if args:
            raise UspError("syntax", f"d takes no arguments, got {echo(args[0])}")
        if self.game.drafting:
            self.send(f"info string {self.game.describe_draft()}")
            self.send(f"info string validmoves {' '.join(self._legal_tokens())}")
            self._no_sfen_in_draft()
        board = self.game.board
        for line in str(board).splitlines():
            self.send(f"info string {line}".rstrip())
        gods = ",".join(board.gods)
        self.send(f"info string seat {board.turn} (side {board.side_to_move}) to act, round {board.round}, gods {gods}")
        self.send(f"info string {result_line(board)}")
        self.send(f"sfen {board.sfen()}")

    def _cmd_perft(self, args: list[str]) -> None:
        if len(args) != 1 or not _INT.fullmatch(args[0]):
            raise UspError("syntax", "perft <depth>")
        depth = int(args[0])
        if not 0 <= depth <= MAX_PERFT_DEPTH:
            raise UspError("syntax", f"perft depth {depth} out of range 0..{MAX_PERFT_DEPTH}")
        if self.game.drafting:
            raise UspError("unsupported", f"perft: not during the god draft ({self.game.describe_draft()})")
        board = self.game.board.copy()
        self._run_in_order(_Job("perft"), lambda job: self._run_perft(job, board, depth))

    def _run_perft(self, job: _Job, board: Board, depth: int) -> str:
        started = time.perf_counter()
        total = 0
        if depth == 0:
            total = 1
        elif not game_over(board):
            for move in sorted(board.legal_moves, key=lambda m: m.token):
                board.push(move)
                count = board.perft(depth - 1)
                board.pop()
                total += count
                self.send(f"{move.token} {count}")
        elapsed = time.perf_counter() - started
        ms = int(elapsed * 1000)
        return f"perft {depth} nodes {total} time {ms} nps {int(total / max(elapsed, 1e-6))}"

    def _cmd_bench(self, args: list[str]) -> None:
        depth = BENCH_DEPTH
        if args:
            if len(args) != 2 or args[0].lower() != "depth" or not _INT.fullmatch(args[1]) or not 1 <= int(args[1]) <= 64:
                raise UspError("syntax", "bench [depth D] (D in 1..64)")
            depth = int(args[1])
        self._run_in_order(_Job("bench"), lambda job: str(run_bench(depth=depth)))

    def _cmd_go(self, args: list[str]) -> None:
        go = parse_go(args)
        if self.game.drafting:
            self._go_draft(go)
            return
        board = self.game.board
        searchmoves = []
        for index, token in enumerate(go.searchmoves, start=1):
            try:
                searchmoves.append(board.parse(token))
            except ValueError as error:
                raise UspError("illegal-move", f"{index} {echo(token)} searchmoves: {echo(str(error), 120)}") from None
        job = _Job("search")
        if game_over(board):
            self.send("bestmove none")
            return
        self._go = go
        scratch = board.copy()
        self._start_job(job, lambda job: self._run_search(job, scratch, go, searchmoves))

    def _go_draft(self, go: GoCommand) -> None:
        """``go`` during the god draft: no search yet, the first legal token in ASCII order."""
        legal = self._legal_tokens()
        for index, token in enumerate(go.searchmoves, start=1):
            probe = self.game.draft.copy()
            try:
                probe.play(token)
            except ValueError as error:
                raise UspError("illegal-move", f"{index} {echo(token)} searchmoves: {echo(str(error), 120)}") from None
        choices = [token for token in go.searchmoves if token in legal] or list(go.searchmoves) or legal
        if not choices:
            self.send("bestmove none")
            return
        self._go = go
        job = _Job("search")

        def body(job: _Job) -> str:
            self.send("info string draft: the engine has no draft evaluation yet, it takes the first legal token")
            if go.infinite or go.ponder:
                job.release.wait()
            return f"bestmove {choices[0]}"

        self._start_job(job, body)

    def _run_search(self, job: _Job, board: Board, go: GoCommand, searchmoves: list) -> str:
        waits = go.infinite or go.ponder
        limit = go.waiting_limit() if waits else go.limit(board.players)
        multipv = int(self.options["MultiPV"])

        def on_info(info: Info) -> None:
            job.started = True
            if job.ponderhit_pending and not job.ponderhit_applied:
                self._apply_ponderhit(job, board, go)
            self.send(format_info(info))

        if job.stop_requested.is_set():
            result = None
        else:
            result = self.engine.search(board, limit, multipv, searchmoves or None, on_info)
        if waits:
            # go infinite / go ponder: the answer waits for stop (or ponderhit).
            job.release.wait()
        best = result.best if result else None
        ponder = result.ponder if result else None
        allowed = searchmoves or list(board.legal_moves)
        if best is None or best.token not in {move.token for move in allowed}:
            best, ponder = (allowed[0] if allowed else None), None
        if best is None:
            return "bestmove none"
        if ponder is not None:
            return f"bestmove {best.token} ponder {ponder.token}"
        return f"bestmove {best.token}"

    def _apply_ponderhit(self, job: _Job, board: Board, go: GoCommand) -> None:
        limit = go.limit(board.players)
        with job.lock:
            if job.ponderhit_applied or job.done.is_set():
                return
            job.ponderhit_applied = True
            self.engine.ponderhit(limit, board.turn)
        _, hard = limit.budget_ms(board.turn)
        if hard:
            # A safety net: the search answers by the hard deadline whatever happens.
            timer = threading.Timer(hard / 1000 + 0.01, self._stop_search_if, args=(job,))
            timer.daemon = True
            timer.start()

    def _stop_search_if(self, job: _Job) -> None:
        if not job.done.is_set() and self._job is job:
            self._stop_job(job)

    def _cmd_stop(self, args: list[str]) -> None:
        job = self._job
        if job is not None and not job.done.is_set() and job.kind == "search":
            self._stop_job(job)
            # Answer before reading on: a `position` or `go` right after `stop` finds the
            # engine idle, as a GUI expects (the bestmove comes within milliseconds).
            if not job.done.wait(5.0):
                log("the search did not answer stop within 5 s")

    def _cmd_ponderhit(self, args: list[str]) -> None:
        job = self._job
        go = self._go
        if job is None or job.done.is_set() or job.kind != "search" or go is None or not go.ponder:
            return
        if job.release.is_set():
            return
        job.ponderhit_pending = True
        job.release.set()
        if job.started and not job.ponderhit_applied and self.game.board is not None:
            self._apply_ponderhit(job, self.game.board, go)


# --------------------------------------------------------------------------- position


@dataclass
class Game:
    """The engine's position: a Board, or a god draft still in progress (``board`` None)."""

    board: Board | None
    draft: Any = None

    @property
    def drafting(self) -> bool:
        return self.board is None

    def describe_draft(self) -> str:
        draft = self.draft
        offered = ",".join(draft.offered) or "-"
        return f"draft: {draft.players} players, phase {draft.phase}, seat {draft.to_move} to act, offered {offered}"


def parse_position(args: Sequence[str], allow_mortal: bool = False) -> Game:
    """The game a ``position`` command describes (UspError on any problem).

    >>> parse_position("startpos moves +b3+d3".split()).board.sfen()
    '00000/00000/00A00A0/00000/00000 2 A:mortal,B:mortal 1 -'
    >>> parse_position("sfen 00000/00000/00000/00000/00000 1 A:mortal,B:mortal 1 - moves +a1+a1".split())
    Traceback (most recent call last):
    ...
    santorini.usp.UspError: illegal-move 1 +a1+a1 illegal turn '+a1+a1' in 00000/00000/00000/00000/00000 1 A:mortal,B:mortal 1 -
    """
    if not args:
        raise UspError("syntax", "position startpos|draft|sfen <5 fields> [moves t...]")
    kind = args[0].lower()
    rest = list(args[1:])
    moves: list[str] = []
    lowered = [word.lower() for word in rest]
    if "moves" in lowered:
        at = lowered.index("moves")
        rest, moves = rest[:at], rest[at + 1 :]
    draft = None
    if kind == "startpos":
        board = _startpos(rest, allow_mortal)
    elif kind == "draft":
        board, draft = None, _draft(rest)
    elif kind == "sfen":
        board = _sfen_board(rest)
    else:
        raise UspError("syntax", f"position: expected startpos, draft or sfen, got {echo(args[0])}")
    for index, token in enumerate(moves, start=1):
        if board is None:
            board = _draft_step(draft, index, token)
            continue
        try:
            board.push(token)
        except (ValueError, NotImplementedError) as error:
            raise UspError("illegal-move", f"{index} {echo(token)} {echo(str(error), 160)}") from None
    return Game(board, draft)


def _draft_step(draft: Any, index: int, token: str) -> Board | None:
    """Play one draft token; the Board once the draft is over, else None."""
    try:
        draft.play(token)
    except UnsupportedError as error:
        raise UspError("unsupported", f"{index} {echo(token)} {echo(str(error), 160)}") from None
    except ValueError as error:
        raise UspError("illegal-move", f"{index} {echo(token)} {echo(str(error), 160)}") from None
    for god in draft.offered:
        if not board_plays(god):
            raise UspError("unsupported", f"{index} {echo(token)} god {god!r} is not playable by this engine")
    if not draft.done:
        return None
    try:
        return Board(draft.sfen())
    except (ValueError, NotImplementedError) as error:
        raise UspError("unsupported", f"{index} {echo(token)} {echo(str(error), 160)}") from None


def draft_tokens(draft: Any) -> list[str]:
    """The legal draft tokens, offers enumerated from the gods this engine plays."""
    return sorted(draft.legal_tokens(pool=draft_pool()))


def _read_keywords(words: Sequence[str], allowed: Sequence[str], command: str) -> dict[str, str]:
    values: dict[str, str] = {}
    i = 0
    while i < len(words):
        key = words[i].lower()
        if key not in allowed:
            raise UspError("syntax", f"position {command}: unexpected {echo(words[i])} (expected {', '.join(allowed)} or moves)")
        if key in values:
            raise UspError("syntax", f"position {command}: {key} given twice")
        if i + 1 >= len(words):
            raise UspError("syntax", f"position {command}: {key} needs a value")
        values[key] = words[i + 1]
        i += 2
    return values


def _players(values: dict[str, str], command: str) -> int:
    text = values.get("players", "2")
    if not re.fullmatch(r"[0-9]{1,9}", text):
        raise UspError("syntax", f"position {command}: players needs a number, got {echo(text)}")
    players = int(text)
    if players not in SEAT_SIDES:
        raise UspError("unsupported", f"{players} players (USP games have 2, 3 or 4)")
    if players not in _supported_players():
        raise UspError("unsupported", f"{players}-player games are not supported by this engine yet")
    return players


def _startpos(words: Sequence[str], allow_mortal: bool = False) -> Board:
    values = _read_keywords(words, ("players", "gods", "variant"), "startpos")
    players = _players(values, "startpos")
    gods = None
    if "gods" in values:
        gods = values["gods"].lower().split(",")
        if len(gods) != players:
            raise UspError("syntax", f"position startpos: gods lists {len(gods)} gods for {players} seats")
        for god in gods:
            if not _GOD_NAME.fullmatch(god):
                raise UspError("unsupported", f"unknown god {echo(god)}")
    problem = _catalog_problem(gods or ["mortal"] * players, players, allow_mortal)
    if problem is not None:
        raise UspError("unsupported", echo(problem, 200))
    variant = values.get("variant", "standard").lower()
    if variant not in VARIANTS:
        raise UspError("unsupported", f"unknown variant {echo(variant)} (variants: {', '.join(VARIANTS)})")
    if variant == "goldenfleece":
        sfen = _golden_fleece_sfen(players, gods)
        if sfen is None:
            raise UspError("unsupported", "variant goldenfleece is not supported yet")
    else:
        sfen = empty_sfen(players, gods)
    try:
        return Board(sfen)
    except (ValueError, NotImplementedError) as error:
        raise UspError("unsupported", echo(str(error), 200)) from None


def _draft(words: Sequence[str]) -> Any:
    values = _read_keywords(words, ("players",), "draft")
    players = _players(values, "draft")
    try:
        return new_draft(players)
    except (ValueError, NotImplementedError) as error:
        message = str(error)
        raise UspError("unsupported", echo(message if message.startswith("draft") else f"draft: {message}", 200)) from None


def _sfen_board(fields: Sequence[str]) -> Board:
    if len(fields) != 5:
        raise UspError("bad-sfen", f"expected 5 fields (board to-move seats round extra), got {len(fields)}")
    text = " ".join(fields)
    try:
        return Board(text)
    except UnsupportedError as error:
        raise UspError("unsupported", echo(str(error), 200)) from None
    except NotImplementedError as error:
        raise UspError("unsupported", echo(str(error) or "not implemented", 200)) from None
    except (SfenError, NotationError, IllegalMoveError, ValueError) as error:
        raise UspError("bad-sfen", echo(str(error), 200)) from None


# --------------------------------------------------------------------------- main


def _read_line(stream: BinaryIO) -> bytes | int | None:
    """The next line without its end (None at end of input; MAX_LINE_BYTES if it was too long)."""
    line = stream.readline(MAX_LINE_BYTES + 1)
    if not line:
        return None
    if len(line) > MAX_LINE_BYTES and not line.endswith(b"\n"):
        while True:  # skip the rest of the over-long line
            chunk = stream.readline(1 << 16)
            if not chunk or chunk.endswith(b"\n"):
                break
        return MAX_LINE_BYTES
    return line.rstrip(b"\r\n")


def main(argv: Sequence[str] | None = None) -> int:
    """The ``santorini-engine`` console script: USP on stdin/stdout."""
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] in ("-h", "--help"):
        print("usage: santorini-engine\n\nA USP engine: reads commands on stdin and answers on stdout; see docs/usp.md.")
        return 0
    if args and args[0] in ("-V", "--version"):
        print(ENGINE_NAME)
        return 0
    if args:
        print(f"santorini-engine: error: unexpected argument {args[0]!r} (try --help)", file=sys.stderr)
        return 2
    try:  # `kill -USR1 <pid>` dumps every thread's stack to stderr (debugging a stuck engine)
        import faulthandler
        import signal

        faulthandler.register(signal.SIGUSR1, all_threads=True)
    except (ImportError, AttributeError, ValueError, OSError):
        pass
    status = UspServer().run()
    # Leave at once: the reader thread may still be blocked reading stdin, and an
    # interpreter shutdown would wait for it.
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):
            pass
    os._exit(status)


if __name__ == "__main__":
    sys.exit(main())
