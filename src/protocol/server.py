"""The engine side of USP, the Universal Santorini Protocol, documented in ``docs/usp.md``.

``santorini-engine`` (or ``python -m santorini.protocol``) reads commands on stdin and
answers on stdout.  A reader thread queues the input lines; the caller of
:meth:`UspServer.run` executes them in order.  A search runs on a worker thread,
so ``isready``, ``stop``, ``ponderhit``, ``quit`` and the read-only queries are
answered while it runs; ``perft`` and ``bench`` run on the worker the same way, and
``stop`` ends any of them.
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

import faulthandler
import os
import queue
import signal
import sys
import threading
import time
import traceback
from collections.abc import Callable, Sequence
from typing import BinaryIO

from santorini import __version__
from santorini._core.engine import MAX_DEPTH
from santorini.board import Board
from santorini.engine.analysis import Engine, Info, Limit
from santorini.engine.bench import run_bench
from santorini.engine.book import Book
from santorini.engine.draft_player import advise
from santorini.engine.matchups import MatchupTable
from santorini.engine.nnue import NnueNetwork
from santorini.engine.solve import solve
from santorini.engine.bench import DEFAULT_DEPTH as BENCH_DEPTH
from santorini.protocol.capabilities import GODS, capability_lines
from santorini.protocol.go import GoCommand, format_info, parse_go
from santorini.protocol.options import OPTIONS, option_named
from santorini.protocol.position import Game, parse_position
from santorini.protocol.syntax import UspError, echo, parse_int, split_words

__all__ = ["ENGINE_NAME", "UspServer", "main"]

ENGINE_NAME = f"Santorini {__version__}"
ENGINE_AUTHOR = "the santorini-engine authors"
PROTOCOL_VERSION = 1

#: Longest input line handled; a longer one is read to its end and answered with an error.
MAX_LINE_BYTES = 4 * 1024 * 1024
#: Deepest perft accepted (the tree is astronomically large long before this).
MAX_PERFT_DEPTH = 64
#: The hash table of ``bench``, whatever the Hash option (``santorini.engine.bench.run_bench``'s).
BENCH_HASH_MB = 16
#: The word that ends the last line of a ``perft`` or ``bench`` that ``stop`` cut short.
STOPPED = "stopped"


def log(text: str) -> None:
    """One line to stderr (never stdout)."""
    try:
        print(f"santorini-engine: {text}", file=sys.stderr, flush=True)
    except (OSError, ValueError):
        pass


class _Job:
    """A background job: a search, a perft or a bench; ``interrupt`` ends its work in the core."""

    def __init__(self, kind: str, interrupt: Callable[[], None]) -> None:
        self.kind = kind
        self.interrupt = interrupt
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
        self.options: dict[str, int | bool | frozenset[str]] = {option.name: option.default for option in OPTIONS}
        self.engine = Engine(hash_mb=int(self.options["Hash"]), threads=int(self.options["Threads"]))
        # Read when first needed: most sessions never draft, and a GUI waits for uspok.
        self.book: Book | None = None
        self.network: NnueNetwork | None = None     # EvalFile's, read when set or first used
        if self.options["UseNNUE"]:
            # The package's network by default (a few milliseconds to read); a package whose
            # network cannot be read searches with the hand-written evaluation, UseNNUE off
            # (setting it on then says why).
            try:
                self.network = option_named("EvalFile").parse(str(self.options["EvalFile"]))
            except UspError:
                self.options["UseNNUE"] = False
            self.engine.network = self.network
        self.matchups: MatchupTable | None = None
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
    #: Commands that take no arguments (any is ``error syntax``).
    NO_ARGUMENTS = frozenset({"usp", "isready", "newgame", "stop", "ponderhit", "validmoves", "sfen", "result", "d", "quit"})

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

        A reader thread reads stdin into a queue; this thread executes the lines in order.
        """
        stream = stream if stream is not None else sys.stdin.buffer
        lines: queue.Queue[bytes | int | None] = queue.Queue()

        def read() -> None:
            while True:
                try:
                    raw = _read_line(stream)
                except (OSError, ValueError) as error:
                    log(f"reading stdin failed: {error}")
                    raw = None
                if self._trace:
                    log(f"<< {raw!r:.200}")
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
        words = split_words(line)
        if not words:
            return True
        name, args = words[0], words[1:]
        try:
            if args and name in self.NO_ARGUMENTS:
                raise UspError("syntax", f"{name} takes no arguments, got {echo(args[0])}")
            if name == "quit":
                return False
            handler = self._commands.get(name)
            if handler is None:
                raise UspError("unknown-command", echo(name))
            if name in self.NEEDS_IDLE and self.busy():
                raise UspError("busy", f"{name}: a {self._job.kind if self._job else 'job'} is running")
            handler(args)
        except UspError as error:
            self.error(error.code, error.detail)
        except Exception as error:  # noqa: BLE001 - never die on input
            log(f"internal error on {echo(line, 200)!r}: {error!r}")
            traceback.print_exc(file=sys.stderr)
            self.error("syntax", f"{name}: internal error: {echo(str(error), 120)}")
        return True

    def shutdown(self) -> int:
        """Stop any job and return the exit status."""
        job = self._job
        if job is not None and not job.done.is_set():
            self._stop_job(job)
            if not job.done.wait(1.0):
                log(f"the {job.kind} did not stop within 1 s: leaving without it")
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
                traceback.print_exc(file=sys.stderr)
                if job.kind == "search":
                    last = "bestmove none"
            finally:
                self._finish(job, last)

        with self._job_lock:
            self._job = job
            job.thread = threading.Thread(target=run, name=f"usp-{job.kind}", daemon=True)
            job.thread.start()

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

        def keep_stopping() -> None:
            # A stop that lands before the core has begun its work would be forgotten (a
            # search's begin() and a perft clear the flag): repeat it until the job has
            # answered.  Each call is made under the job's lock after checking the job is not
            # done, so none can reach the next job.
            while True:
                with job.lock:
                    if job.done.is_set():
                        return
                    job.interrupt()
                if job.done.wait(0.002):
                    return

        threading.Thread(target=keep_stopping, name="usp-stopper", daemon=True).start()

    # -- commands ---------------------------------------------------------------

    def _cmd_usp(self, args: list[str]) -> None:
        lines = [f"id name {ENGINE_NAME}", f"id author {ENGINE_AUTHOR}", f"id protocol {PROTOCOL_VERSION}"]
        lines += [option.line() for option in OPTIONS]
        lines += capability_lines()
        lines.append("uspok")
        for line in lines:
            self.send(line)

    def _cmd_isready(self, args: list[str]) -> None:
        self.send("readyok")

    def _cmd_setoption(self, args: list[str]) -> None:
        if len(args) < 2 or args[0].lower() != "name":
            raise UspError("syntax", "setoption name <Name> value <v>")
        name = args[1]
        option = option_named(name)
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
        elif option.name == "Seed":
            self.engine.seed = int(value)
        elif option.name == "BestReplySearch":
            self.engine.best_reply = bool(value)
        elif option.name == "SearchParams":
            self.engine.set_search_params(value)
        elif option.name == "BookFile":
            self.book, value = value, rest[1]
        elif option.name == "EvalFile":
            self.network, value = value, rest[1]
            if self.options["UseNNUE"]:
                self.engine.network = self.network
        elif option.name == "UseNNUE":
            if value and self.network is None:
                try:
                    self.network = option_named("EvalFile").parse(str(self.options["EvalFile"]))
                except UspError as error:
                    raise UspError("bad-option", f"UseNNUE: the EvalFile network cannot be used "
                                                 f"({error.detail})") from None
            self.engine.network = self.network if value else None
        self.options[option.name] = value

    def _cmd_newgame(self, args: list[str]) -> None:
        self.engine.new_game()

    def _cmd_position(self, args: list[str]) -> None:
        self.game = parse_position(args, bool(self.options["AllowMortal"]), self.options["Rulings"],
                                   "own" if self.options["PantheonTeams"] else "shared")

    def _no_sfen_in_draft(self) -> None:
        if self.game.drafting:
            raise UspError("unsupported", f"sfen: no position string during the god draft ({self.game.describe_draft()})")

    def _cmd_validmoves(self, args: list[str]) -> None:
        self.send(" ".join(["validmoves", *self.game.legal_tokens()]))

    def _cmd_sfen(self, args: list[str]) -> None:
        self._no_sfen_in_draft()
        board = self.game.board
        self.send(f"sfen {board.sfen(viewer=board.turn)}")     # no secret of another seat (docs/usp.md)

    def _cmd_result(self, args: list[str]) -> None:
        self.send(self.game.result_line())

    def _cmd_d(self, args: list[str]) -> None:
        if self.game.drafting:
            self.send(f"info string {self.game.describe_draft()}")
            self.send(f"info string validmoves {' '.join(self.game.legal_tokens())}")
            self._no_sfen_in_draft()
        board = self.game.board
        for line in str(board).splitlines():
            self.send(f"info string {line}".rstrip())
        gods = ",".join(board.gods)
        if board.fleece is not None:
            holders = " and ".join(str(seat) for seat in range(1, board.players + 1) if board.holds_fleece(seat))
            gods += f", Golden Fleece {board.fleece} held by seat {holders or 'none'}"
        self.send(f"info string seat {board.turn} (side {board.side_to_move}) to act, round {board.round}, gods {gods}")
        self.send(f"info string {self.game.result_line()}")
        self.send(f"sfen {board.sfen(viewer=board.turn)}")

    def _cmd_perft(self, args: list[str]) -> None:
        if len(args) != 1:
            raise UspError("syntax", "perft <depth>")
        depth = parse_int(args[0], 0, MAX_PERFT_DEPTH, "perft depth")
        if self.game.drafting:
            raise UspError("unsupported", f"perft: not during the god draft ({self.game.describe_draft()})")
        board = self.game.board.copy()
        self._start_job(_Job("perft", board._core.interrupt), lambda job: self._run_perft(job, board, depth))

    def _run_perft(self, job: _Job, board: Board, depth: int) -> str:
        """One line per legal turn, then the total; a stop ends it after the turns counted."""
        started = time.perf_counter()
        total = 0
        stopped = False
        if depth == 0:
            total = 1
        elif not board.is_game_over():
            for move in sorted(board.legal_moves, key=lambda m: m.token):
                if job.stop_requested.is_set():
                    stopped = True
                    break
                board.push(move)
                count = board.perft(depth - 1)     # None: interrupted by stop
                board.pop()
                if count is None:
                    stopped = True
                    break
                total += count
                self.send(f"{move.token} {count}")
        elapsed = time.perf_counter() - started
        line = f"perft {depth} nodes {total} time {int(elapsed * 1000)} nps {int(total / max(elapsed, 1e-6))}"
        return f"{line} {STOPPED}" if stopped else line

    def _cmd_bench(self, args: list[str]) -> None:
        depth = BENCH_DEPTH
        if args:
            if len(args) != 2 or args[0].lower() != "depth":
                raise UspError("syntax", f"bench [depth D] (D in 1..{MAX_DEPTH})")
            depth = parse_int(args[1], 1, MAX_DEPTH, "bench depth")
        engine = Engine(hash_mb=BENCH_HASH_MB, threads=1)
        engine.network = self.engine.network    # with UseNNUE on, the bench of the network
        self._start_job(_Job("bench", engine.stop), lambda job: self._run_bench(job, engine, depth))

    def _run_bench(self, job: _Job, engine: Engine, depth: int) -> str:
        """``run_bench`` with this job's engine, so that a stop ends it."""
        line = str(run_bench(depth, engine=engine, stopped=job.stop_requested.is_set))
        return f"{line} {STOPPED}" if job.stop_requested.is_set() else line

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
        job = _Job("search", self.engine.stop)
        if board.is_game_over():
            self.send("bestmove none")
            return
        if go.mate is not None and board.players == 3:
            raise UspError("unsupported", "go mate: the proof search needs two sides (two players, or four in teams)")
        self._go = go
        scratch = board.copy()
        run = self._run_proof if go.mate is not None else self._run_search
        self._start_job(job, lambda job: run(job, scratch, go, searchmoves))

    def _go_draft(self, go: GoCommand) -> None:
        """``go`` during the god draft: the draft player's choice from the matchup table (its
        reasons as info strings); with ``searchmoves``, the first of them, canonically spelt."""
        searchmoves = []
        for index, token in enumerate(go.searchmoves, start=1):
            try:
                searchmoves.append(self.game.draft_token(index, token))
            except UspError as error:   # a searchmove position draft would refuse is not legal
                raise UspError("illegal-move", error.detail) from None
        choices = searchmoves or self.game.legal_tokens()
        if not choices:
            self.send("bestmove none")
            return
        self._go = go
        job = _Job("search", self.engine.stop)
        draft = self.game.draft
        assert draft is not None

        def body(job: _Job) -> str:
            choice = choices[0]
            if not searchmoves:
                try:
                    self.matchups = self.matchups or MatchupTable.default()
                    advice = advise(draft, self.matchups, GODS)
                except ValueError as error:     # no table, or none of its gods on offer
                    self.send(f"info string draft: {echo(str(error), 200)}; the first legal token")
                else:
                    for reason in advice.reasons:
                        self.send(f"info string draft: {reason}")
                    choice = advice.token
            else:
                self.send("info string draft: searchmoves given: the first of them")
            if go.infinite or go.ponder:
                job.release.wait()
            return f"bestmove {choice}"

        self._start_job(job, body)

    def _run_search(self, job: _Job, board: Board, go: GoCommand, searchmoves: list) -> str:
        waits = go.infinite or go.ponder
        limit = go.waiting_limit() if waits else go.limit(board.players)
        multipv = int(self.options["MultiPV"])

        def on_info(info: Info) -> None:
            job.started = True
            if job.ponderhit_pending and not job.ponderhit_applied:
                self._apply_ponderhit(job, board, go)
            if info.multipv > 1 and job.stop_requested.is_set():
                return      # stop answers at once: the other lines of a depth are not printed (as the core cuts them)
            self.send(format_info(info))

        odds = board.chance_odds()
        if odds:    # a deck decides, not the seat (docs/usp.md, "Chance"): the engine draws
            total = sum(odds.values())
            self.send(f"info string chance: {' '.join(f'{token} {weight}/{total}' for token, weight in odds.items())}")
        # The book answers a plain go (not an analysis: infinite, ponder, searchmoves, MultiPV).
        if self.options["OwnBook"] and not (waits or searchmoves) and multipv == 1:
            self.book = self.book or Book.default()
            entry = self.book.lookup(board)
        else:
            entry = None
        if entry is not None:
            self.send(f"info depth {entry.depth} seldepth {entry.depth} multipv 1 score {entry.score} nodes 0 nps 0 "
                      f"time 0 hashfull 0 pv {entry.move.token}")
            self.send("info string book")
            return f"bestmove {entry.move.token}"
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

    def _run_proof(self, job: _Job, board: Board, go: GoCommand, searchmoves: list) -> str:
        """``go mate N``: prove a win or loss within N plies (nodes, movetime and stop end it
        sooner); the line and its exact distance as one info line.  Unsolved, the turn of a
        depth-1 search is played."""
        assert go.mate is not None
        started = time.perf_counter()
        solution = solve(board, max_plies=go.mate, nodes=go.nodes, movetime=None if go.infinite else go.movetime,
                         hash_mb=int(self.options["Hash"]), stop=job.stop_requested)
        elapsed = int((time.perf_counter() - started) * 1000)
        if go.infinite:
            job.release.wait()
        if solution.solved and (not searchmoves or solution.line[0] in searchmoves):
            distance = solution.score.win or solution.score.loss
            self.send(f"info depth {distance} score {solution.score} nodes {solution.nodes} time {elapsed} "
                      f"pv {' '.join(move.token for move in solution.line)}")
            return f"bestmove {solution.line[0].token}"
        self.send(f"info string mate: {solution} nodes {solution.nodes} time {elapsed}")
        allowed = searchmoves or list(board.legal_moves)
        result = self.engine.search(board, Limit(depth=1), 1, searchmoves or None)
        best = result.best if result.best is not None and result.best in allowed else allowed[0]
        return f"bestmove {best.token}"

    def _apply_ponderhit(self, job: _Job, board: Board, go: GoCommand) -> None:
        limit = go.limit(board.players)
        with job.lock:
            if job.ponderhit_applied or job.done.is_set():
                return
            job.ponderhit_applied = True
            self.engine.ponderhit(limit, board.turn, board.round)
        _, hard = limit.budget_ms(board.turn, board.round)
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
        if job is not None and not job.done.is_set():
            self._stop_job(job)
            # Answer before reading on: a `position` or `go` right after `stop` finds the
            # engine idle, as a GUI expects (the bestmove comes within milliseconds).
            if not job.done.wait(5.0):
                log(f"the {job.kind} did not answer stop within 5 s")

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
        faulthandler.register(signal.SIGUSR1, all_threads=True)
    except (AttributeError, ValueError, OSError):  # no SIGUSR1 (Windows) or no usable stderr
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

