"""The ``santorini`` command line: perft, analyse, analyse-batch, bench, play, match, selfplay,
training-data, train, review, solve, book, matchups, draft-advice, svg, convert and gui.

Every subcommand has ``--help``; an error is one line on stderr and a non-zero exit
status (2 for bad arguments or positions, 1 for failures while running).  A limit
that leaves nothing to search (``--depth 0``, ``--movetime 0``, ``--nodes -5``,
``--multipv 0``) is such an error, the same rule as the API and USP.  Ctrl-C stops
the work: ``analyse`` prints the best line found and its ``bestmove``, every command
then reports ``interrupted`` on stderr and exits with status 130.

>>> main(["perft", "--depth", "2", "--sfen", "00000/000B00/00A00A0/000B00/00000 1 A:mortal,B:mortal 2 -"])
perft 2 nodes 5156
0
"""

from __future__ import annotations

import argparse
import os
import random
import shlex
import sys
import threading
import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, NoReturn, TextIO

from santorini.board import Board
from santorini.notation import SEAT_SIDES, START_SFEN

if TYPE_CHECKING:
    from santorini.tools.batch import BatchTask

#: The position the main job analyses: the first row of tests/data/perft-base.tsv.
DEMO_SFEN = "00000/000B00/00A00A0/000B00/00000 1 A:mortal,B:mortal 2 -"


class CliError(Exception):
    """A failure to report as one line on stderr (exit status ``status``)."""

    def __init__(self, message: str, status: int = 1) -> None:
        super().__init__(message)
        self.status = status


class _Parser(argparse.ArgumentParser):
    """argparse, but an argument error is one line on stderr."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message} (see {self.prog} --help)\n")


# --------------------------------------------------------------------------- positions


def board_from(sfen: str | None, words: Sequence[str]) -> Board:
    """A board from an optional ``--sfen`` and positional words: an SFEN (one quoted
    word or five words) and/or turn tokens played from it (or from the empty board).

    >>> board_from(None, ["+b3+d3", "+c2+c4"]).sfen() == DEMO_SFEN
    True
    >>> board_from(None, DEMO_SFEN.split() + ["b3-b4^a5"]).round
    2
    """
    words = list(words)
    if sfen is None and words and "/" in words[0]:
        if len(words[0].split()) == 5:
            sfen, words = words[0], words[1:]
        elif len(words) >= 5:
            sfen, words = " ".join(words[:5]), words[5:]
        else:
            raise ValueError(f"incomplete SFEN {' '.join(words)!r} (5 fields: board to-move seats round extra)")
    board = Board(sfen if sfen is not None else START_SFEN)
    for index, token in enumerate(words, start=1):
        try:
            board.push(token)
        except ValueError as error:
            raise ValueError(f"move {index} {token!r}: {error}") from None
    return board


def _add_progress_args(parser: argparse.ArgumentParser, what: str) -> None:
    progress = parser.add_mutually_exclusive_group()
    progress.add_argument("--progress", dest="progress", action="store_true", default=None,
                          help=f"show {what} on stderr (default: when stderr is a terminal)")
    progress.add_argument("--no-progress", dest="progress", action="store_false")


def _add_executor_args(parser: argparse.ArgumentParser, what: str) -> None:
    parser.add_argument("--jobs", type=int, metavar="J",
                        help=f"{what} at once (default: every CPU of this machine, or of the Ray cluster)")
    parser.add_argument("--ray", metavar="ADDRESS",
                        help="run on a Ray cluster at HOST:PORT, or 'local' for a Ray head of its own "
                             "(needs the cluster extra: pip install 'santorini-engine[cluster]')")


def _add_position_args(parser: argparse.ArgumentParser, default_help: str) -> None:
    parser.add_argument("--sfen", help="the position (default: " + default_help + ")")
    parser.add_argument("--startpos", dest="sfen", action="store_const", const=START_SFEN,
                        help="the empty board before placement")
    parser.add_argument("position", nargs="*", metavar="SFEN/MOVES",
                        help="an SFEN (quoted, or its 5 fields) and/or turns to play first")


# --------------------------------------------------------------------------- perft


def _perft(args: argparse.Namespace) -> int:
    sfen = args.sfen
    if sfen is None and not (args.position and "/" in args.position[0]):
        sfen = DEMO_SFEN  # moves alone are played from the demo position, as before
    board = board_from(sfen, args.position)
    started = time.perf_counter()
    if args.depth <= 0:
        # perft 0 is 1; a negative depth is the core's ValueError with the allowed range
        nodes = board.perft(args.depth)
        divided: dict[str, int] = {}
    elif args.divide:
        divided = board.perft_divide(args.depth)
        nodes = sum(divided.values())
    else:
        nodes = board.perft(args.depth)
    elapsed = time.perf_counter() - started
    if args.divide:
        for token, count in divided.items():
            print(f"{token} {count}")
        print(f"perft {args.depth} nodes {nodes} time {elapsed * 1000:.0f} ms")
    elif args.timing:
        print(f"perft {args.depth} nodes {nodes} time {elapsed * 1000:.0f} ms nps {nodes / max(elapsed, 1e-9):.0f}")
    else:
        print(f"perft {args.depth} nodes {nodes}")
    return 0


# --------------------------------------------------------------------------- analyse


def _human(n: float) -> str:
    for unit, size in (("G", 1e9), ("M", 1e6), ("k", 1e3)):
        if n >= size:
            return f"{n / size:.1f}{unit}"
    return str(int(n))


def format_line(info) -> str:
    """One analysis line for humans."""
    pv = " ".join(move.token for move in info.pv)
    bound = f" ({info.bound})" if info.bound else ""
    return (
        f"depth {info.depth:>2}/{info.seldepth:<2} #{info.multipv} score {str(info.score) + bound:<14} "
        f"nodes {_human(info.nodes):>6} nps {_human(info.nps):>6} time {info.time / 1000:6.2f}s  pv {pv}"
    )


class _Progress:
    """A one-line status on stderr (only when it is a terminal, or when forced)."""

    def __init__(self, engine, enabled: bool, delay: float = 1.0) -> None:
        self.engine = engine
        self.enabled = enabled
        self.delay = delay
        self.depth = 0
        self.started = time.monotonic()
        self._stop = threading.Event()
        self._lock = threading.Lock()
        self._shown = False
        if enabled:
            threading.Thread(target=self._run, daemon=True).start()

    def _run(self) -> None:
        spinner = "|/-\\"
        tick = 0
        while not self._stop.wait(0.25):
            elapsed = time.monotonic() - self.started
            if elapsed < self.delay:
                continue  # short searches need no progress display
            text = (f"\r{spinner[tick % 4]} searching depth {self.depth + 1}  {elapsed:6.1f}s  "
                    f"nodes {_human(self.engine.nodes)}  (Ctrl-C stops)")
            tick += 1
            with self._lock:
                sys.stderr.write(text + "\x1b[K")
                sys.stderr.flush()
                self._shown = True

    def clear(self) -> None:
        with self._lock:
            if self._shown:
                sys.stderr.write("\r\x1b[K")
                sys.stderr.flush()
                self._shown = False

    def close(self) -> None:
        self._stop.set()
        self.clear()


def _search_interruptibly(engine, board: Board, limit, multipv: int, on_info, searchmoves=None):
    """Run ``engine.search`` in a worker thread so that Ctrl-C stops it cleanly.

    Returns ``(result, interrupted)``: after Ctrl-C the search is stopped and its
    result (the best line found so far) still comes back, with ``interrupted`` True.
    The wait is on an event, not on ``Thread.join``: a join that Ctrl-C interrupts
    can report the thread finished while it still runs (the old ``KeyError: 'result'``).
    """
    box: dict[str, object] = {}
    done = threading.Event()

    def run() -> None:
        try:
            box["result"] = engine.search(board, limit, multipv, searchmoves, on_info)
        except BaseException as error:  # noqa: BLE001 - handed to the caller
            box["error"] = error
        finally:
            done.set()

    threading.Thread(target=run, name="santorini-search", daemon=True).start()
    interrupted = False
    try:
        while not done.wait(0.1):
            pass
    except KeyboardInterrupt:
        interrupted = True
        # stop() is ignored until the search has started: repeat it until the worker ends
        engine.stop()
        while not done.wait(0.02):
            engine.stop()
    if "error" in box:
        raise box["error"]  # type: ignore[misc]
    return box["result"], interrupted


def _check_searchmoves(board: Board, tokens: Sequence[str] | None) -> list[str] | None:
    if not tokens:
        return None
    for index, token in enumerate(tokens, start=1):
        try:
            board.parse(token)
        except ValueError as error:
            raise CliError(f"--searchmoves {index} {token!r}: {error}", 2) from None
    return list(tokens)


def _analyse(args: argparse.Namespace) -> int:
    from santorini.engine.analysis import ANALYSIS_HASH_MB, MAX_MULTIPV, Engine, Limit

    board = board_from(args.sfen, args.position)
    if not 1 <= args.multipv <= MAX_MULTIPV:
        raise CliError(f"--multipv must be 1..{MAX_MULTIPV}, not {args.multipv}", 2)
    limits = (args.depth, args.movetime, args.nodes)
    if args.infinite and any(limit is not None for limit in limits):
        raise CliError("--infinite excludes --depth/--movetime/--nodes", 2)
    # Every argument is checked before anything is printed: a bad one is one line on stderr.
    no_limit = args.depth is None and args.movetime is None and args.nodes is None and not args.infinite
    limit = Limit(depth=8 if no_limit else args.depth, nodes=args.nodes, movetime=args.movetime)
    searchmoves = _check_searchmoves(board, args.searchmoves)
    if args.each and searchmoves:
        raise CliError("--each analyses every position of the game: --searchmoves belongs to one position", 2)
    engine = Engine(hash_mb=ANALYSIS_HASH_MB if args.hash is None else args.hash, threads=args.threads)
    if args.hash_file and os.path.exists(args.hash_file):
        try:
            engine.load_hash(args.hash_file)
        except OSError as error:
            raise CliError(f"cannot read {args.hash_file}: {error.strerror or error}", 2) from None
    try:
        return _analyse_boards(args, engine, board, limit, searchmoves)
    finally:
        # Kept after an interrupted run too: what was searched is worth keeping.
        if args.hash_file:
            try:
                engine.save_hash(args.hash_file)
            except OSError as error:
                print(f"santorini {args.command}: cannot save {args.hash_file}: {error.strerror or error}",
                      file=sys.stderr)


def _analyse_boards(args: argparse.Namespace, engine, board: Board, limit, searchmoves) -> int:
    # --each: the positions of the game in order, one table kept across them (what an
    # earlier position taught the search helps the next).
    boards = [board]
    if args.each:
        boards = [board.root()]
        for move in board.move_stack:
            boards.append(boards[-1].copy(stack=False))
            boards[-1].push(move)
    for board in boards:
        print(f"position {board.sfen()}")
        if board.is_game_over():
            print("bestmove none (the game is over)")
            continue
        progress = _Progress(engine, _shows_progress(args))

        def on_info(info) -> None:
            progress.depth = info.depth
            progress.clear()
            print(format_line(info), flush=True)

        try:
            result, interrupted = _search_interruptibly(engine, board, limit, args.multipv, on_info, searchmoves)
        finally:
            progress.close()
        if result.best is None:
            print("bestmove none")
        else:
            print(f"bestmove {result.best.token}" + (f" ponder {result.ponder.token}" if result.ponder else ""))
        if interrupted:
            sys.stdout.flush()
            print(f"santorini {args.command}: interrupted", file=sys.stderr)
            return 130
    return 0


# --------------------------------------------------------------------------- bench


def _bench(args: argparse.Namespace) -> int:
    from santorini.engine.analysis import Engine
    from santorini.engine.bench import run_bench

    if args.depth < 1:
        raise CliError("--depth must be >= 1", 2)
    engine = Engine(hash_mb=args.hash)
    if args.eval_file is not None:
        from santorini.engine.nnue import NetworkError, default_network, load_network

        try:
            engine.network = default_network() if args.eval_file == "-" else load_network(args.eval_file)
        except NetworkError as error:
            raise CliError(str(error), 2) from None
    print(run_bench(depth=args.depth, engine=engine))
    return 0


# --------------------------------------------------------------------------- play

PLAY_HELP = """commands: a turn token (e.g. +b3+d3, b3-b4^a5), 'moves' (list the legal turns),
'undo' (take back your last turn), 'hint' (the engine's suggestion), 'help', 'quit'"""


def _result_text(board: Board) -> str:
    outcome = board.outcome()
    if outcome is None:
        return "the game goes on"
    how = "climbed to level 3" if outcome.reason == "climb" else "the other side could not move"
    return f"side {outcome.winner} wins ({how})"


def _play(args: argparse.Namespace) -> int:
    from santorini.engine.analysis import Engine, Limit

    board = board_from(args.sfen, args.position)
    if board.players != 2:
        raise CliError("play supports 2-player games", 2)
    # --depth replaces the time; either is checked by Limit (0 or less is an error)
    limit = Limit(depth=args.depth) if args.depth is not None else Limit(movetime=args.movetime)
    hint_limit = Limit(movetime=min(args.movetime, 1000))
    engine = Engine(hash_mb=args.hash, threads=args.threads)
    human_seat = 2 if args.engine_first else 1
    print(f"You play seat {human_seat} (side {SEAT_SIDES[2][human_seat - 1]}); the engine plays the other seat.")
    print(PLAY_HELP)
    show = True
    chance = random.Random()    # the referee's draws (Tyche's deck): neither player picks a card
    while True:
        for card in board.play_chance(chance):
            print(f"The deck draws {card.token}")
            show = True
        if show:
            print()
            print(board)
            print(f"sfen {board.sfen(viewer=human_seat)}")
        show = False
        if board.is_game_over():
            print(f"Game over: {_result_text(board)}.")
            return 0
        if board.turn != human_seat:
            print(f"Engine (side {board.side_to_move}) is thinking ...", flush=True)
            result, interrupted = _search_interruptibly(engine, board, limit, 1, None)
            if interrupted:
                raise KeyboardInterrupt  # Ctrl-C while the engine thinks ends the game
            if result.best is None:
                print("The engine has no turn.")
                return 0
            score = result.lines[0].score if result.lines else None
            board.push(result.best)
            print(f"Engine plays {result.best.token}" + (f"  (score {score})" if score else ""))
            show = True
            continue
        try:
            text = input(f"Your turn (side {board.side_to_move})> ").strip()
        except EOFError:
            print("\nbye")
            return 0
        except KeyboardInterrupt:
            print()  # end the prompt's line; main() reports the interruption
            raise
        if not text:
            continue
        command = text.lower()
        if command in ("quit", "exit", "q"):
            return 0
        if command in ("help", "?"):
            print(PLAY_HELP)
        elif command == "moves":
            print(" ".join(sorted(move.token for move in board.legal_moves)))
        elif command == "undo":
            stack = board.move_stack
            # Back to the human's previous turn: past the engine's and any card drawn between.
            turns = [i for i, move in enumerate(stack) if not move.token.startswith("draw:")]
            if len(turns) < 2:
                print("nothing to undo")
            else:
                while len(board.move_stack) > turns[-2]:
                    board.pop()
                show = True
        elif command == "hint":
            result, interrupted = _search_interruptibly(engine, board, hint_limit, 1, None)
            if interrupted:
                raise KeyboardInterrupt
            print(f"hint: {result.best.token if result.best else 'none'}")
        else:
            try:
                move = board.push(text)
            except ValueError as error:
                print(f"not a legal turn: {error}  (type 'moves' for the list)")
                continue
            print(f"You play {move.token}")
            show = True


# --------------------------------------------------------------------------- match


def _options(pairs: Sequence[str] | None) -> dict[str, str]:
    out = {}
    for pair in pairs or ():
        name, sep, value = pair.partition("=")
        if not sep or not name:
            raise CliError(f"option {pair!r} is not NAME=VALUE", 2)
        out[name] = value
    return out


def _read_text(path: str) -> str:
    """A UTF-8 text file's contents; CliError (2) naming the file if it cannot be read."""
    try:
        with open(path, encoding="utf-8") as handle:
            return handle.read()
    except (OSError, UnicodeDecodeError) as error:
        raise CliError(f"cannot read {path}: {getattr(error, 'strerror', None) or error}", 2) from None


def _replay(path: str) -> int:
    from santorini.tools import match

    try:
        with open(path, encoding="utf-8") as handle:
            lines = handle.readlines()
    except OSError as error:
        raise CliError(f"cannot read {path}: {error.strerror or error}", 2) from None
    except UnicodeDecodeError as error:
        raise CliError(f"cannot read {path}: not UTF-8 text ({error.reason} at byte {error.start})", 2) from None
    # A file that does not hold game records is bad input (one line, exit 2); a record
    # that does not replay to its result is what the check reports (stdout, exit 1).
    records = []
    for number, line in enumerate(lines, start=1):
        if line.strip():
            try:
                records.append((number, match.parse_record(line)))
            except match.RecordError as error:
                raise CliError(f"{path} line {number}: malformed record: {error}", 2) from None
    if not records:
        raise CliError(f"{path} holds no records", 2)
    problems = []
    for number, record in records:
        problem = match.replay_record(record)
        if problem:
            problems.append(f"line {number} (game {record.get('game')}): {problem}")
    for problem in problems:
        print(problem)
    print(f"replayed {len(records)} records: {'all OK' if not problems else f'{len(problems)} problems'}")
    return 0 if not problems else 1


def _command(text: str | None, which: str) -> list[str] | None:
    if text is None:
        return None
    try:
        words = shlex.split(text)
    except ValueError as error:
        raise CliError(f"--{which} {text!r}: {error}", 2) from None
    if not words:
        raise CliError(f"--{which} is empty", 2)
    return words


def _match(args: argparse.Namespace) -> int:
    from santorini.tools import match

    if args.replay:
        return _replay(args.replay)
    command1 = _command(args.engine1, "engine1") or list(match.DEFAULT_COMMAND)
    command2 = _command(args.engine2, "engine2") or command1
    options1, options2 = _options(args.option1), _options(args.option2)
    name1 = args.name1 or "engine1"
    name2 = args.name2 or "engine2"
    try:
        tc = match.TimeControl(movetime=args.movetime, depth=args.depth, nodes=args.nodes,
                               time=args.time, inc=args.inc, margin=args.margin)
    except ValueError as error:
        raise CliError(str(error), 2) from None
    engines = [match.EngineSpec(name1, command1, options1), match.EngineSpec(name2, command2, options2)]
    sprt_bounds = tuple(args.sprt) if args.sprt else None
    try:
        gods = match.god_pool(args.gods) if args.gods else None
    except ValueError as error:
        raise CliError(str(error), 2) from None
    # every argument is checked before the match starts (and before anything is printed)
    if args.concurrency is None and args.ray is None:
        args.concurrency = 1
    match.check_match_arguments(engines, args.games, concurrency=1 if args.concurrency is None else args.concurrency,
                                book_plies=args.book_plies, max_plies=args.max_plies, sprt_bounds=sprt_bounds,
                                alpha=args.alpha, beta=args.beta, timeout=args.timeout)
    if args.free_placement and args.book_plies:
        raise CliError("--free-placement plays no random turns: leave out --book-plies", 2)
    try:
        records = open(args.records, "w", encoding="utf-8") if args.records else None
    except OSError as error:
        raise CliError(f"cannot write {args.records}: {error.strerror or error}", 2) from None

    def on_game(record, result) -> None:
        if args.quiet:
            return
        held = dict(item.split(":", 1) for item in record.start_sfen.split()[2].split(",")) if gods else {}
        sides = " vs ".join(f"{record.engines[side]} ({side}{', ' + held[side] if held else ''})" for side in "AB")
        outcome = f"{record.winner} wins" if record.winner else "draw"
        line = (f"game {record.game:>3}: {sides}: {outcome} by {record.reason} after {len(record.moves)} turns"
                f"  [{result.wins}-{result.losses}-{result.draws}]")
        if record.detail and record.reason not in ("climb", "no-turn"):
            line += f"  ({record.detail[:120]})"
        print(line, flush=True)

    where = (f"concurrency {args.concurrency}" if args.ray is None
             else f"on Ray at {args.ray}, {args.concurrency or 'every CPU'} at once")
    print(f"match: {name1} vs {name2}, {args.games} games, {tc.describe()}, {where}, seed {args.seed}", flush=True)
    try:
        result = match.run_match(engines, args.games, tc, concurrency=args.concurrency, seed=args.seed,
                                 book_plies=args.book_plies, max_plies=args.max_plies, records=records,
                                 sprt_bounds=sprt_bounds, alpha=args.alpha, beta=args.beta, on_game=on_game,
                                 timeout=args.timeout, gods=gods, free_placement=args.free_placement,
                                 ray_address=args.ray)
    except match.MatchInterrupted as interrupted:
        if interrupted.result.games:
            print(interrupted.result.summary())
        sys.stdout.flush()
        print(f"santorini match: interrupted after {interrupted.result.games} of {args.games} games"
              " (the games cut short are not counted)", file=sys.stderr)
        return 130
    finally:
        if records is not None:
            records.close()
    print(result.summary())
    return 0


# --------------------------------------------------------------------------- batch analysis and self-play


def _batch_tasks(path: str, args: argparse.Namespace) -> list[BatchTask]:
    """Every position of a batch file as a task; CliError (2) naming the first bad line,
    before any search starts."""
    from santorini.tools.batch import BatchTask

    lines = _read_text(path).splitlines()
    tasks = []
    problems = []
    for number, line in enumerate(lines, start=1):
        text = line.strip()
        if not text or text.startswith("#"):
            continue
        try:
            board = board_from(None, text.split())
        except ValueError as error:
            problems.append(f"{path} line {number}: {error}")
            continue
        tasks.append(BatchTask(number, board.sfen(), args.depth, args.nodes, args.movetime, args.multipv, args.hash))
    if problems:
        more = f" (and {len(problems) - 1} more bad lines)" if len(problems) > 1 else ""
        raise CliError(problems[0] + more, 2)
    if not tasks:
        raise CliError(f"{path} holds no positions", 2)
    return tasks


def _open_output(path: str | None) -> TextIO:
    if path is None:
        return sys.stdout
    try:
        return open(path, "w", encoding="utf-8")
    except OSError as error:
        raise CliError(f"cannot write {path}: {error.strerror or error}", 2) from None


def _run_tasks(args: argparse.Namespace, fn: Callable[[Any], Any], tasks: Sequence[Any], unit: str,
               write: Callable[[TextIO, Any], Any]) -> int:
    """Run ``fn`` over ``tasks`` where ``--ray``/``--jobs`` say, handing each result to ``write``
    as it arrives."""
    from santorini.tools.cluster import make_executor

    output = _open_output(args.output)
    progress, done = _progress_bar(args, unit)
    try:
        with make_executor(args.ray, args.jobs) as executor:
            for count, result in enumerate(executor.map_unordered(fn, tasks), start=1):
                write(output, result)
                output.flush()
                if progress is not None:
                    progress(count, len(tasks))
    finally:
        done()
        if output is not sys.stdout:
            output.close()
    return 0


def _analyse_batch(args: argparse.Namespace) -> int:
    import json

    from santorini.engine.analysis import MAX_MULTIPV, Limit
    from santorini.tools.batch import analyse_task

    if not 1 <= args.multipv <= MAX_MULTIPV:
        raise CliError(f"--multipv must be 1..{MAX_MULTIPV}, not {args.multipv}", 2)
    if args.depth is None and args.nodes is None and args.movetime is None:
        args.depth = 8
    Limit(depth=args.depth, nodes=args.nodes, movetime=args.movetime)  # a bad limit: exit 2 before any work
    tasks = _batch_tasks(args.file, args)
    return _run_tasks(args, analyse_task, tasks, "position",
                      lambda output, result: output.write(json.dumps(result, separators=(",", ":")) + "\n"))


def _selfplay(args: argparse.Namespace) -> int:
    import json

    from santorini.tools.match import god_pool
    from santorini.tools.selfplay import play_task, selfplay_tasks

    pool = god_pool(args.gods) if args.gods else None
    try:
        tasks = selfplay_tasks(args.games, args.seed, args.nodes, pool, args.random_plies, args.max_plies,
                               args.players)
    except ValueError as error:
        raise CliError(str(error), 2) from None

    def write(output: TextIO, positions: list[dict[str, Any]]) -> None:
        output.writelines(json.dumps(position, separators=(",", ":")) + "\n" for position in positions)

    return _run_tasks(args, play_task, tasks, "game", write)


def _training_data(args: argparse.Namespace) -> int:
    import json

    from santorini.tools.training_data import TrainingDataError, encode, read, write

    if args.action == "show":
        if len(args.files) != 1:
            raise CliError("training-data show reads one file", 2)
        records = read(args.files[0])
        print(f"{len(records)} records, {int(records['count'].sum())} positions")
        for record in records[:args.limit]:
            print(f"game {int(record['game'])} ply {int(record['ply'])} seats {int(record['seats'])} "
                  f"to-move {int(record['to_move']) + 1} count {int(record['count'])} "
                  f"score {float(record['score']):.1f} result {float(record['result']):.3f}")
        return 0
    if not args.output:
        raise CliError("training-data convert: give -o OUT.bin", 2)
    lines = []
    for path in args.files:
        for number, text in enumerate(_read_text(path).splitlines(), start=1):
            if text.strip():
                try:
                    lines.append(json.loads(text))
                except ValueError:
                    raise CliError(f"{path} line {number}: not a JSON line", 2) from None
    try:
        records = encode(lines, symmetries=args.symmetries, dedup=not args.no_dedup)
    except TrainingDataError as error:
        raise CliError(f"training-data convert: {error}", 2) from None
    write(args.output, records)
    print(f"{len(lines)} positions -> {len(records)} records in {args.output}")
    return 0


def _train(args: argparse.Namespace) -> int:
    import numpy as np

    import zipfile

    from santorini.engine.nnue import default_trained_network
    from santorini.tools.train import Network, train
    from santorini.tools.training_data import TrainingDataError, read

    start = None
    if args.start is not None:
        try:
            start = default_trained_network() if args.start == "-" else Network.load(args.start)
        except (OSError, KeyError, ValueError, zipfile.BadZipFile) as error:
            raise CliError(f"train: cannot read the start network {args.start}: {error}", 2) from None
    try:
        records = np.concatenate([read(path) for path in args.files])
        net = train(records, hidden=args.hidden, epochs=args.epochs, batch=args.batch, rate=args.rate,
                    lam=args.lam, validation=args.validation, seed=args.seed, start=start)
    except (TrainingDataError, ValueError) as error:
        raise CliError(f"train: {error}", 2) from None
    for epoch, (fit, held) in enumerate(net.history, start=1):
        print(f"epoch {epoch} train loss {fit:.5f} validation loss {held:.5f}")
    net.save(args.output)
    scope = "the base game alone" if net.scope == "base" else "every game"
    print(f"{len(records)} records, network written to {args.output} (for {scope})")
    return 0


# --------------------------------------------------------------------------- review


def _shows_progress(args: argparse.Namespace) -> bool:
    """--progress or --no-progress, else whether stderr is a terminal."""
    return args.progress if args.progress is not None else sys.stderr.isatty()


def _progress_bar(args: argparse.Namespace, unit: str):
    """A progress callback for stderr, labelled with the command (none unless
    :func:`_shows_progress`): tqdm's bar when it is installed, a counter otherwise."""
    if not _shows_progress(args):
        return None, lambda: None
    what = args.command
    try:
        from tqdm import tqdm
    except ImportError:
        def counter(done: int, total: int) -> None:
            print(f"\r{what}: {done}/{total} {unit}s", end="\n" if done == total else "", file=sys.stderr, flush=True)
        return counter, lambda: None
    bar = tqdm(unit=unit, desc=what, file=sys.stderr)

    def advance(done: int, total: int) -> None:
        bar.total = total
        bar.update(done - bar.n)
    return advance, bar.close


def _review(args: argparse.Namespace) -> int:
    from santorini.engine import review_report
    from santorini.engine.review import review

    words = list(args.position)
    if words and os.path.isfile(words[0]) and args.sfen is None:
        if len(words) > 1:
            raise CliError("a records file is reviewed alone: give no turns after it", 2)
        record = _record_at(words[0], args.game)
        start = record.get("start_sfen", START_SFEN)
        game: Board | str = start
        tokens: list[str] | None = [*record.get("opening", []), *record.get("moves", [])]
    else:
        game, tokens = board_from(args.sfen, words), None
    progress, done = _progress_bar(args, "turn")
    try:
        result = review(game, tokens, depth=args.depth, nodes=args.nodes, movetime=args.movetime,
                        hash_mb=args.hash, threads=args.threads, progress=progress)
    finally:
        done()
    if args.json == "-":
        print(review_report.json_text(result))
    else:
        print(review_report.text_table(result))
        if args.json:
            _write(args.json, review_report.json_text(result) + "\n")
    if args.graph:
        fmt = os.path.splitext(args.graph)[1].lower().lstrip(".")
        _write(args.graph, review_report.evaluation_graph(result, fmt))
    if args.html:
        _write(args.html, review_report.html_report(result, graph=not args.no_graph))
    return 0


def _record_at(path: str, game: int) -> dict:
    """The game-th record (1-based) of a records file, checked."""
    from santorini.tools import match

    lines = [line for line in _read_text(path).splitlines() if line.strip()]
    if not 1 <= game <= len(lines):
        raise CliError(f"{path} holds {len(lines)} records, not a record {game}", 2)
    try:
        return match.parse_record(lines[game - 1])
    except match.RecordError as error:
        raise CliError(f"{path} record {game}: malformed record: {error}", 2) from None


def _write(path: str, data: str | bytes) -> None:
    try:
        with open(path, "wb") as file:
            file.write(data.encode() if isinstance(data, str) else data)
    except OSError as error:
        raise CliError(f"cannot write {path}: {error.strerror or error}", 2) from None


# --------------------------------------------------------------------------- solve


def _solve(args: argparse.Namespace) -> int:
    from santorini.engine.solve import solve

    board = board_from(args.sfen, args.position)
    show = _shows_progress(args)

    def progress(plies: int, nodes: int) -> None:
        print(f"\rsolve: no forced result within {plies} plies ({nodes:,} nodes)", end="", file=sys.stderr, flush=True)

    started = time.perf_counter()
    try:
        solution = solve(board, max_plies=args.max_plies, nodes=args.nodes, movetime=args.movetime,
                         hash_mb=args.hash, progress=progress if show else None)
    finally:
        if show:
            print(file=sys.stderr)
    elapsed = time.perf_counter() - started
    print(f"{solution} nodes {solution.nodes} time {elapsed * 1000:.0f} ms")
    if solution.line:
        print("line " + " ".join(move.token for move in solution.line))
    return 0


# --------------------------------------------------------------------------- book


def _book(args: argparse.Namespace) -> int:
    from santorini.engine.book import Book
    from santorini.engine.book_build import build_book

    if args.action == "show":
        book = Book.load(args.file) if args.file else Book.default()
        print("\n".join(book.lines()))
        return 0
    if args.depth is not None and args.movetime is not None:
        raise CliError("book build: give --depth or --movetime, not both", 2)
    progress, done = _progress_bar(args, "step")
    try:
        book = build_book(movetime=args.movetime or 10000, depth=args.depth, hash_mb=args.hash, progress=progress,
                          candidates=args.candidates, games=args.games, nodes=args.nodes, finalists=args.finalists,
                          jobs=args.jobs, seed=args.seed)
    except ValueError as error:
        raise CliError(f"book build: {error}", 2) from None
    finally:
        done()
    text = "\n".join(book.lines()) + "\n"
    if args.output:
        _write(args.output, text)
    else:
        print(text, end="")
    return 0


# --------------------------------------------------------------------------- matchups and draft advice


def _matchups(args: argparse.Namespace) -> int:
    from santorini.engine.matchups import MatchupTable, build_table
    from santorini.rules.gods import GODS, PLAYABLE

    if args.action == "show" and args.extend:
        raise CliError("matchups show takes no --extend (it extends a table that build writes)", 2)
    if args.fleece:
        return _fleece_table(args)
    if args.action == "show":
        table = MatchupTable.load(args.file) if args.file else MatchupTable.default()
        gods = [args.god] if args.god else table.gods
        for god in gods:
            if god not in table.gods:
                raise CliError(f"the table has no games of {god!r}", 2)
            for other in table.gods:
                first, error = table.score(god, other)
                second, error2 = table.score(other, god)
                print(f"{god:11} {other:11} first {first:.2f} ±{error:.2f}  second {1 - second:.2f} ±{error2:.2f}")
        return 0
    gods = args.gods.split(",") if args.gods else [name for name in GODS if name in PLAYABLE]
    unknown = [name for name in gods if name not in PLAYABLE]
    if unknown:
        raise CliError(f"not a god the engine plays: {', '.join(unknown)}", 2)
    if args.extend and (args.games, args.nodes, args.seed) != (None, None, None):
        raise CliError("matchups build --extend plays with the table's own --games, --nodes and --seed", 2)
    extend = (MatchupTable.load(args.file) if args.file else MatchupTable.default()) if args.extend else None
    progress, done = _progress_bar(args, "pair")
    try:
        table = build_table(gods, games=args.games or 16, nodes=args.nodes or 3000,
                            seed=1 if args.seed is None else args.seed, jobs=args.jobs, progress=progress,
                            extend=extend)
    finally:
        done()
    return _emit(args, table.dumps())


def _emit(args: argparse.Namespace, text: str) -> int:
    """A built table to ``-o FILE``, or to stdout."""
    if args.output:
        _write(args.output, text + "\n")
    else:
        print(text)
    return 0


def _fleece_table(args: argparse.Namespace) -> int:
    """``matchups show|build --fleece``: the Golden Fleece table (seat 1's score by the Ram's god)."""
    from santorini.engine.fleece_table import FleeceTable, build_fleece_table
    from santorini.rules.gods import GODS, RAM_POWERS

    if args.god:
        raise CliError("matchups --fleece takes no god (its table is one row a god)", 2)
    if args.action == "show":
        table = FleeceTable.load(args.file) if args.file else FleeceTable.default()
        for god in sorted(table.results, key=lambda god: -table.score(god)[0]):
            score, error = table.score(god)
            print(f"{god:11} seat 1 {score:.2f} ±{error:.2f}")
        return 0
    eligible = [name for name in GODS if name in RAM_POWERS]
    gods = args.gods.split(",") if args.gods else eligible
    unknown = [name for name in gods if name not in eligible]
    if unknown:
        raise CliError(f"not a Golden Fleece god the engine plays: {', '.join(unknown)}", 2)
    if args.extend and (args.games, args.nodes, args.seed) != (None, None, None):
        raise CliError("matchups build --extend plays with the table's own --games, --nodes and --seed", 2)
    extend = (FleeceTable.load(args.file) if args.file else FleeceTable.default()) if args.extend else None
    progress, done = _progress_bar(args, "god")
    try:
        table = build_fleece_table(gods, games=args.games or 32, nodes=args.nodes or 3000,
                                   seed=1 if args.seed is None else args.seed, jobs=args.jobs, progress=progress,
                                   extend=extend)
    finally:
        done()
    return _emit(args, table.dumps())


def _draft_advice(args: argparse.Namespace) -> int:
    from santorini.engine.draft_player import advise
    from santorini.engine.matchups import MatchupTable
    from santorini.rules.draft import Draft

    draft = Draft(args.players)
    for token in args.tokens:
        draft.play(token)
    table = MatchupTable.load(args.file) if args.file else MatchupTable.default()
    advice = advise(draft, table, args.pool.split(",") if args.pool else None)
    print(f"{advice.token} (expected score {advice.score:.2f})")
    for reason in advice.reasons:
        print("  " + reason)
    return 0


# --------------------------------------------------------------------------- gui


def _gui(args: argparse.Namespace) -> int:
    try:
        from santorini.gui.server import main as gui_main
    except ImportError as error:
        raise CliError(f"the GUI needs its extra: pip install 'santorini-engine[gui]' ({error})", 2) from None
    return gui_main(args.args)


# --------------------------------------------------------------------------- svg


def _svg(args: argparse.Namespace) -> int:
    from santorini.svg import board as picture

    board = Board(" ".join(args.sfen))
    for index, token in enumerate(args.moves or (), start=1):
        try:
            board.push(token)
        except ValueError as error:
            raise ValueError(f"move {index} {token!r}: {error}") from None
    text = picture(board, size=args.size, flipped=args.flip)
    if args.output is None:
        print(text)
    else:
        with open(args.output, "w", encoding="utf-8") as file:
            file.write(text + "\n")
    return 0


# --------------------------------------------------------------------------- convert


def _convert(args: argparse.Namespace) -> int:
    from santorini.interop import convert

    print(convert(" ".join(args.position), args.to))
    return 0


# --------------------------------------------------------------------------- parser


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="santorini", description="Santorini engine command line.")
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)

    perft = commands.add_parser("perft", help="count the leaves of the legal-turn tree",
                                description="Count the leaves of the legal-turn tree of a position.")
    perft.add_argument("--depth", type=int, default=5, help="turns deep (default 5)")
    _add_position_args(perft, f"{DEMO_SFEN!r}")
    perft.add_argument("--divide", action="store_true", help="one line per first turn")
    perft.add_argument("--timing", action="store_true", help="print time and leaves per second")
    perft.set_defaults(run=_perft)

    analyse = commands.add_parser("analyse", aliases=["analyze"], help="search a position and stream the lines",
                                  description="Search a position, printing depth/score/PV as they come.")
    _add_position_args(analyse, "the empty board")
    analyse.add_argument("--depth", type=int, help="search depth (default 8 when no other limit is given)")
    analyse.add_argument("--movetime", type=int, metavar="MS", help="search time in milliseconds")
    analyse.add_argument("--nodes", type=int, help="node budget")
    analyse.add_argument("--infinite", action="store_true", help="search until Ctrl-C")
    analyse.add_argument("--multipv", type=int, default=1, help="lines to report (default 1)")
    analyse.add_argument("--threads", type=int, default=1, help="search threads (default 1)")
    analyse.add_argument("--hash", type=int, metavar="MB", help="hash table size (default 256, as the USP engine's)")
    analyse.add_argument("--searchmoves", nargs="+", metavar="TURN", help="only search these turns")
    analyse.add_argument("--hash-file", metavar="FILE",
                         help="start from the hash table saved in FILE (if it exists, made with the same --hash) "
                              "and save the table there at the end, so long analyses build on each other")
    analyse.add_argument("--each", action="store_true",
                         help="analyse every position of the game given (the start and after each turn), "
                              "keeping the hash table across them")
    _add_progress_args(analyse, "a progress line")
    analyse.set_defaults(run=_analyse)

    batch = commands.add_parser(
        "analyse-batch", aliases=["analyze-batch"], help="analyse every position of a file, in parallel",
        description="Search every position of FILE (one a line: an SFEN, optionally followed by turns played "
                    "from it; blank lines and # comments skipped) and write one JSON line per position as "
                    "the searches finish (docs/cluster.md). Every line is checked before any search: a bad "
                    "line is an error (exit 2) naming its number.")
    batch.add_argument("file", metavar="FILE", help="the positions, one a line")
    batch_limit = batch.add_mutually_exclusive_group()
    batch_limit.add_argument("--depth", type=int, help="search depth a position (default 8)")
    batch_limit.add_argument("--nodes", type=int, help="node budget a position")
    batch_limit.add_argument("--movetime", type=int, metavar="MS", help="search time a position (not reproducible)")
    batch.add_argument("--multipv", type=int, default=1, help="lines to report a position (default 1)")
    batch.add_argument("--hash", type=int, default=16, metavar="MB", help="hash table size a search (default 16)")
    _add_executor_args(batch, "searches")
    batch.add_argument("-o", "--output", metavar="OUT.jsonl", help="write the JSON lines here (default: stdout)")
    _add_progress_args(batch, "a progress bar")
    batch.set_defaults(run=_analyse_batch)

    selfplay = commands.add_parser(
        "selfplay", help="seeded self-play games, one JSON line per position",
        description="Play seeded self-play games (random placements, then the engine on both seats at a node "
                    "budget a turn) and write one JSON line per position searched: the SFEN, the side to "
                    "move, the search's score and the game's result from that side's view (docs/cluster.md). "
                    "The same seed gives the same positions, wherever the games run.")
    selfplay.add_argument("--games", type=int, default=10, help="games to play (default 10)")
    selfplay.add_argument("--nodes", type=int, default=3000, help="nodes a turn (default 3000)")
    selfplay.add_argument("--gods", metavar="POOL",
                          help="a seeded pair of gods a game from POOL: simple, all, or names separated by "
                               "commas (default: no gods)")
    selfplay.add_argument("--seed", type=int, default=1, help="seed of the placements and random turns (default 1)")
    selfplay.add_argument("--random-plies", type=int, default=0, help="random turns after the placements (default 0)")
    selfplay.add_argument("--max-plies", type=int, default=300, help="a draw after this many turns (default 300)")
    selfplay.add_argument("--players", type=int, default=2,
                          help="seats a game: 2, 3, or 4 in two teams sharing a pair each (default 2); with 3 or "
                               "4, --gods draws one god a seat (mortal seats without it)")
    _add_executor_args(selfplay, "games")
    selfplay.add_argument("-o", "--output", metavar="OUT.jsonl", help="write the JSON lines here (default: stdout)")
    _add_progress_args(selfplay, "a progress bar")
    selfplay.set_defaults(run=_selfplay)

    data = commands.add_parser(
        "training-data", help="self-play positions as binary training records",
        description="'convert' turns selfplay's JSON lines into fixed-size binary records, one per position "
                    "(identical positions merged, their scores and results averaged), optionally with the "
                    "board's eight symmetries; 'show' prints a file's records. The format: "
                    "santorini.tools.training_data.")
    data.add_argument("action", choices=("convert", "show"))
    data.add_argument("files", nargs="+", metavar="FILE", help="convert: JSON-lines files; show: one records file")
    data.add_argument("-o", "--output", metavar="OUT.bin", help="convert: the records file to write")
    data.add_argument("--symmetries", action="store_true", help="convert: also each position's seven other images")
    data.add_argument("--no-dedup", action="store_true", help="convert: keep identical positions apart")
    data.add_argument("--limit", type=int, default=10, help="show: records to print (default 10)")
    data.set_defaults(run=_training_data)

    trainer = commands.add_parser(
        "train", help="fit a small evaluation network to training records",
        description="Fit a network (inputs from heights, domes, workers by side and the two sides' gods; one "
                    "hidden layer with a clipped activation; one output) to training-data records, in numpy, "
                    "reproducibly from --seed; print the training and validation loss of each epoch and save "
                    "the weights (numpy .npz). The model: santorini.tools.train.")
    trainer.add_argument("files", nargs="+", metavar="FILE", help="training-data records files")
    trainer.add_argument("-o", "--output", default="network.npz", help="where to save it (default network.npz)")
    trainer.add_argument("--hidden", type=int, default=64, help="hidden units (default 64)")
    trainer.add_argument("--epochs", type=int, default=10, help="passes over the data (default 10)")
    trainer.add_argument("--batch", type=int, default=256, help="mini-batch size (default 256)")
    trainer.add_argument("--rate", type=float, default=1e-3, help="Adam's learning rate (default 0.001)")
    trainer.add_argument("--lam", type=float, default=0.5,
                         help="weight of the game's result against the search's score in the target (default 0.5)")
    trainer.add_argument("--validation", type=float, default=0.1, help="share of records held out (default 0.1)")
    trainer.add_argument("--seed", type=int, default=1, help="seed of the shuffles and the start (default 1)")
    trainer.add_argument("--start", metavar="NET.npz",
                         help="go on from this network's weights and hidden size (fine-tuning; - : the package's)")
    trainer.set_defaults(run=_train)

    bench = commands.add_parser("bench", help="the fixed benchmark (node count is the search signature)",
                                description="Search the built-in positions to a fixed depth.")
    bench.add_argument("--depth", type=int, default=None, help="depth (default: the standard bench depth)")
    bench.add_argument("--hash", type=int, default=16, metavar="MB", help="hash table size (default 16)")
    bench.add_argument("--eval-file", metavar="FILE",
                       help="search with this learned evaluation's network (docs/nnue.md; - for the package's)")
    bench.set_defaults(run=_bench)

    play = commands.add_parser("play", help="play against the engine in the terminal",
                               description="Play against the engine: enter turn tokens at the prompt.")
    _add_position_args(play, "the empty board")
    play.add_argument("--engine-first", action="store_true", help="the engine takes seat 1")
    play.add_argument("--movetime", type=int, default=1000, metavar="MS", help="engine time per turn (default 1000)")
    play.add_argument("--depth", type=int, help="engine depth per turn instead of a time")
    play.add_argument("--threads", type=int, default=1, help="search threads (default 1)")
    play.add_argument("--hash", type=int, default=16, metavar="MB", help="hash table size (default 16)")
    play.set_defaults(run=_play)

    match = commands.add_parser(
        "match", help="play two USP engines against each other",
        description="Play two USP engines (or one with two option sets) over N games from a seeded "
                    "random placement book, each opening twice with the seats swapped; print W/L/D, "
                    "an Elo estimate and optionally an SPRT verdict. The Elo reads n/a where it is "
                    "undefined (no games, no decisive game, a score of 100% or 0%) and its interval "
                    "n/a when the games are too few. Ctrl-C kills the engines, prints the summary of "
                    "the finished games (the games cut short are not counted) and exits with 130.")
    match.add_argument("--engine1", metavar="CMD", help="first engine command (default: this package's engine)")
    match.add_argument("--engine2", metavar="CMD", help="second engine command (default: same as --engine1)")
    match.add_argument("--name1", help="first engine name (default engine1)")
    match.add_argument("--name2", help="second engine name (default engine2)")
    match.add_argument("--option1", action="append", metavar="NAME=VALUE", help="an option of engine 1 (repeatable)")
    match.add_argument("--option2", action="append", metavar="NAME=VALUE", help="an option of engine 2 (repeatable)")
    match.add_argument("--games", type=int, default=10, help="games to play (default 10)")
    match.add_argument("--concurrency", type=int,
                       help="games played at once (default 1; with --ray, every CPU of the cluster)")
    match.add_argument("--seed", type=int, default=1, help="seed of the opening book (default 1)")
    match.add_argument("--book-plies", type=int, default=0, help="random turns after the placements (default 0)")
    match.add_argument("--movetime", type=int, metavar="MS", help="time per turn")
    match.add_argument("--depth", type=int, help="depth per turn")
    match.add_argument("--nodes", type=int, help="nodes per turn")
    match.add_argument("--time", type=int, metavar="MS", help="clock per seat (tracked by the runner)")
    match.add_argument("--inc", type=int, default=0, metavar="MS", help="increment per turn (default 0)")
    match.add_argument("--margin", type=int, default=200, metavar="MS", help="lateness tolerated (default 200)")
    match.add_argument("--timeout", type=float, default=10.0, metavar="S",
                       help="seconds to wait for an answer that should be immediate (default 10)")
    match.add_argument("--max-plies", type=int, default=400, help="adjudicate a draw after this many turns")
    match.add_argument("--records", metavar="FILE", help="write one JSON line per game")
    match.add_argument("--replay", metavar="FILE", help="check a records file replays to its results, then exit")
    match.add_argument("--gods", metavar="POOL",
                       help="play each opening with a seeded pair of gods from POOL: simple (the ten Simple "
                            "Gods), all, or names separated by commas")
    match.add_argument("--sprt", nargs=2, type=float, metavar=("ELO0", "ELO1"), help="run an SPRT (stops when decided)")
    match.add_argument("--alpha", type=float, default=0.05, help="SPRT false positive rate (default 0.05)")
    match.add_argument("--beta", type=float, default=0.05, help="SPRT false negative rate (default 0.05)")
    match.add_argument("--ray", metavar="ADDRESS",
                       help="play every game as a Ray task, its two engines started on the worker: a cluster "
                            "at HOST:PORT, or 'local' for a Ray head of its own (docs/cluster.md; needs the "
                            "cluster extra: pip install 'santorini-engine[cluster]')")
    match.add_argument("--quiet", action="store_true", help="only print the summary")
    match.add_argument("--free-placement", action="store_true",
                       help="the engines place their workers themselves (no random placements)")
    match.set_defaults(run=_match)

    review = commands.add_parser(
        "review", help="judge every turn of a game against the engine",
        description="Review a game: a records file as santorini match writes it (--game picks the record), "
                    "or an SFEN and the turns played from it. Every turn gets the engine's turn and line, "
                    "the loss in win chance and a mark (docs/analysis.md).")
    _add_position_args(review, "the empty board")
    review.add_argument("--game", type=int, default=1, help="the record to review in a records file (default 1)")
    review.add_argument("--depth", type=int, help="search depth a position (default 8 when no other limit is given)")
    review.add_argument("--movetime", type=int, metavar="MS", help="search time a position in milliseconds")
    review.add_argument("--nodes", type=int, help="node budget a position")
    review.add_argument("--threads", type=int, default=1, help="search threads (default 1)")
    review.add_argument("--hash", type=int, default=64, metavar="MB", help="hash table size (default 64)")
    review.add_argument("--json", metavar="FILE", help="write the review as JSON ('-': to stdout, instead of the table)")
    review.add_argument("--html", metavar="FILE", help="write an HTML report with the critical positions")
    review.add_argument("--graph", metavar="FILE", help="write the evaluation graph (.png or .svg; needs matplotlib)")
    review.add_argument("--no-graph", action="store_true", help="an HTML report without the graph")
    _add_progress_args(review, "a progress bar")
    review.set_defaults(run=_review)

    solve = commands.add_parser(
        "solve", help="prove a position won or lost with the exact distance",
        description="Prove the position won or lost for the side to move with the exact distance in plies "
                    "(df-pn proof search, docs/analysis.md), or say that it is not solved within the limits.")
    _add_position_args(solve, "the empty board")
    solve.add_argument("--max-plies", type=int, default=30, help="longest distance to try (default 30, at most 63)")
    solve.add_argument("--nodes", type=int, help="prover node budget")
    solve.add_argument("--movetime", type=int, metavar="MS", help="time budget in milliseconds")
    solve.add_argument("--hash", type=int, default=64, metavar="MB", help="proof table size (default 64)")
    _add_progress_args(solve, "a progress line")
    solve.set_defaults(run=_solve)

    book = commands.add_parser(
        "book", help="the placement book: show it, or build it again",
        description="The base game's placement book (docs/analysis.md): 'show' prints it (the package's, or "
                    "--file), 'build' searches every first placement up to symmetry and writes a new one; with "
                    "--games, self-play games choose among each search's best replies and the best placements. "
                    "The shipped book: --depth 10 --candidates 4 --games 32 --nodes 60000 --jobs 2.")
    book.add_argument("action", choices=("show", "build"))
    book.add_argument("--file", metavar="FILE", help="show: the book file to read (default: the package's)")
    book.add_argument("-o", "--output", metavar="FILE", help="build: write the book here (default: stdout)")
    book.add_argument("--depth", type=int, help="build: search depth a position (the shipped book: 11)")
    book.add_argument("--movetime", type=int, metavar="MS", help="build: search time a position (default 10000)")
    book.add_argument("--hash", type=int, default=256, metavar="MB", help="build: hash table size (default 256)")
    book.add_argument("--candidates", type=int, default=1, metavar="N",
                      help="build: replies searched a placement (MultiPV; default 1)")
    book.add_argument("--games", type=int, default=0, metavar="N",
                      help="build: self-play games a placement and reply (default 0: the search alone decides)")
    book.add_argument("--nodes", type=int, default=60000, metavar="N",
                      help="build: mean node budget a turn in those games (default 60000)")
    book.add_argument("--finalists", type=int, default=6, metavar="N",
                      help="build: best placements that play three times as many games again (default 6)")
    book.add_argument("--jobs", type=int, default=1, metavar="N", help="build: processes for the games (default 1)")
    book.add_argument("--seed", type=int, default=1, help="build: seed of the games (default 1)")
    _add_progress_args(book, "a progress bar")
    book.set_defaults(run=_book)

    matchups = commands.add_parser(
        "matchups", help="the god matchup table: show it, or build it again by self-play",
        description="The table of every ordered pair of gods (first player's god, second's): the first "
                    "player's score from engine self-play at a fixed node budget (docs/matchups.md).")
    matchups.add_argument("action", choices=("show", "build"))
    matchups.add_argument("god", nargs="?", help="show: only this god's rows")
    matchups.add_argument("--file", metavar="FILE",
                          help="show, build --extend: the table to read (default: the package's)")
    matchups.add_argument("--extend", action="store_true",
                          help="build: play only the pairs the table lacks (new gods), with its games, nodes and "
                               "seed, and write it with them")
    matchups.add_argument("--fleece", action="store_true",
                          help="the Golden Fleece table instead: seat 1's score by the Ram's god (32 games a god "
                               "by default)")
    matchups.add_argument("--gods", help="build: gods separated by commas (default: every god the engine plays)")
    matchups.add_argument("--games", type=int, help="build: games a pair (default 16)")
    matchups.add_argument("--nodes", type=int, help="build: nodes a move (default 3000)")
    matchups.add_argument("--seed", type=int, help="build: seed of the placements (default 1)")
    matchups.add_argument("--jobs", type=int, default=1, help="build: processes (default 1)")
    matchups.add_argument("-o", "--output", metavar="FILE", help="build: write the table here (default: stdout)")
    _add_progress_args(matchups, "a progress bar")
    matchups.set_defaults(run=_matchups)

    advice = commands.add_parser(
        "draft-advice", help="the draft player's choice, explained",
        description="Replay the draft tokens given (offer:..., choose:..., first:...) of a draft "
                    "and print what the draft player would play next, and why (docs/matchups.md).")
    advice.add_argument("tokens", nargs="*", metavar="TOKEN", help="the draft so far")
    advice.add_argument("--players", type=int, default=2, help="players in the game: 2, 3 or 4 (default 2)")
    advice.add_argument("--pool", help="the Challenger's offer: only from these gods (separated by commas)")
    advice.add_argument("--file", metavar="FILE", help="the matchup table to use (default: the package's)")
    advice.set_defaults(run=_draft_advice)

    gui = commands.add_parser("gui", help="the browser GUI (needs the gui extra: pip install '.[gui]')",
                              add_help=False, description="Serve the browser GUI; see santorini gui --help.")
    gui.add_argument("args", nargs=argparse.REMAINDER, help="santorini gui's own arguments (docs/gui.md)")
    gui.set_defaults(run=_gui)

    svg = commands.add_parser("svg", help="draw a position as an SVG picture",
                              description="Draw a position (and the last of --moves played from it as arrows) "
                                          "as an SVG picture.")
    svg.add_argument("sfen", nargs="+", metavar="SFEN", help="the position (quoted, or its 5 fields)")
    svg.add_argument("-o", "--output", metavar="FILE", help="write the picture here (default: stdout)")
    svg.add_argument("--size", type=int, default=400, help="width in pixels (default 400)")
    svg.add_argument("--flip", action="store_true", help="rank 1 at the top, file e on the left")
    svg.add_argument("--moves", nargs="+", metavar="TURN", help="turns to play first; the last one is drawn")
    svg.set_defaults(run=_svg)

    convert = commands.add_parser(
        "convert", help="convert a position between SFEN and santorini-ai's format",
        description="Convert a position between SFEN and the position string of JPricey's santorini-ai "
                    "engine (docs/interop.md). The input format is detected: an SFEN has white space "
                    "between its fields, santorini-ai's has none.")
    convert.add_argument("position", nargs="+", metavar="POSITION",
                         help="the position (an SFEN quoted or as its 5 fields)")
    convert.add_argument("--to", choices=("sfen", "santorini-ai"),
                         help="the format to write (default: the other one)")
    convert.set_defaults(run=_convert)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    prog = "santorini"
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv[:1] == ["gui"]:
        # Its options are its own parser's (argparse will not hand a leading --help on).
        return _run(argparse.Namespace(command="gui", run=_gui, args=argv[1:]), "santorini gui")
    try:  # Ctrl-C is answered from here on, argument parsing included
        args = build_parser().parse_args(argv)
        prog = f"santorini {args.command}"
        if args.command == "bench" and args.depth is None:
            from santorini.engine.bench import DEFAULT_DEPTH

            args.depth = DEFAULT_DEPTH
        return _run(args, prog)
    except KeyboardInterrupt:
        print(f"{prog}: interrupted", file=sys.stderr)
        return 130


def _run(args: argparse.Namespace, prog: str) -> int:
    try:
        return args.run(args)
    except CliError as error:
        print(f"{prog}: error: {error}", file=sys.stderr)
        return error.status
    except ValueError as error:
        print(f"{prog}: error: {error}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        return 1
    except (OverflowError, MemoryError) as error:  # a size beyond what fits: bad input
        print(f"{prog}: error: {error or type(error).__name__}", file=sys.stderr)
        return 2
    except Exception as error:  # noqa: BLE001 - one clear line, not a traceback
        from santorini.protocol.client import EngineError

        if isinstance(error, (EngineError, OSError)):
            print(f"{prog}: error: {error}", file=sys.stderr)
            return 1
        raise  # anything else is a bug: its traceback is wanted


if __name__ == "__main__":
    sys.exit(main())
