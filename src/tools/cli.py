"""The ``santorini`` command line: perft, analyse, bench, play and match.

Every subcommand has ``--help``; an error is one line on stderr and a non-zero exit
status (2 for bad arguments or positions, 1 for failures while running).

>>> main(["perft", "--depth", "2", "--sfen", "00000/000B00/00A00A0/000B00/00000 1 A:mortal,B:mortal 2 -"])
perft 2 nodes 5156
0
"""

from __future__ import annotations

import argparse
import shlex
import sys
import threading
import time
from collections.abc import Sequence
from typing import NoReturn

from santorini.board import Board
from santorini.notation import SEAT_SIDES, START_SFEN

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
    if args.depth < 0:
        raise CliError("--depth must be >= 0", 2)
    if args.divide:
        started = time.perf_counter()
        total = 0
        if args.depth > 0:
            for token, count in board.perft_divide(args.depth).items():
                print(f"{token} {count}")
                total += count
        else:
            total = 1
        elapsed = time.perf_counter() - started
        print(f"perft {args.depth} nodes {total} time {elapsed * 1000:.0f} ms")
        return 0
    started = time.perf_counter()
    nodes = board.perft(args.depth)
    elapsed = time.perf_counter() - started
    if args.timing:
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
    """Run engine.search in a thread so Ctrl-C stops it cleanly; returns the SearchResult."""
    box: dict[str, object] = {}

    def run() -> None:
        try:
            box["result"] = engine.search(board, limit, multipv, searchmoves, on_info)
        except BaseException as error:  # noqa: BLE001 - handed to the caller
            box["error"] = error

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    try:
        while thread.is_alive():
            thread.join(0.1)
    except KeyboardInterrupt:
        engine.stop()
        thread.join()
    if "error" in box:
        raise box["error"]  # type: ignore[misc]
    return box["result"]


def _analyse(args: argparse.Namespace) -> int:
    from santorini.engine.analysis import Engine, Limit

    board = board_from(args.sfen, args.position)
    if args.multipv < 1:
        raise CliError("--multipv must be >= 1", 2)
    limits = (args.depth, args.movetime, args.nodes)
    if args.infinite and any(limit is not None for limit in limits):
        raise CliError("--infinite excludes --depth/--movetime/--nodes", 2)
    depth = args.depth if args.depth is not None or args.movetime or args.nodes or args.infinite else 8
    engine = Engine(hash_mb=args.hash, threads=args.threads)
    print(f"position {board.sfen()}")
    if board.is_game_over():
        print("bestmove none (the game is over)")
        return 0
    progress = _Progress(engine, args.progress if args.progress is not None else sys.stderr.isatty())

    def on_info(info) -> None:
        progress.depth = info.depth
        progress.clear()
        print(format_line(info), flush=True)

    limit = Limit(depth=depth, nodes=args.nodes, movetime=args.movetime)
    try:
        result = _search_interruptibly(engine, board, limit, args.multipv, on_info, args.searchmoves or None)
    finally:
        progress.close()
    if result.best is None:
        print("bestmove none")
    else:
        print(f"bestmove {result.best.token}" + (f" ponder {result.ponder.token}" if result.ponder else ""))
    return 0


# --------------------------------------------------------------------------- bench


def _bench(args: argparse.Namespace) -> int:
    from santorini.engine.bench import run_bench

    if args.depth < 1:
        raise CliError("--depth must be >= 1", 2)
    print(run_bench(depth=args.depth, hash_mb=args.hash))
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
    engine = Engine(hash_mb=args.hash, threads=args.threads)
    human_seat = 2 if args.engine_first else 1
    limit = Limit(depth=args.depth) if args.depth else Limit(movetime=args.movetime)
    print(f"You play seat {human_seat} (side {SEAT_SIDES[2][human_seat - 1]}); the engine plays the other seat.")
    print(PLAY_HELP)
    show = True
    while True:
        if show:
            print()
            print(board)
            print(f"sfen {board.sfen()}")
        show = False
        if board.is_game_over():
            print(f"Game over: {_result_text(board)}.")
            return 0
        if board.turn != human_seat:
            print(f"Engine (side {board.side_to_move}) is thinking ...", flush=True)
            result = _search_interruptibly(engine, board, limit, 1, None)
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
            print("\nbye")
            return 0
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
            if len(stack) < 2:
                print("nothing to undo")
            else:
                board.pop()
                board.pop()
                show = True
        elif command == "hint":
            result = engine.search(board, Limit(movetime=min(args.movetime, 1000)))
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


def _match(args: argparse.Namespace) -> int:
    from santorini.tools import match

    if args.replay:
        try:
            with open(args.replay, encoding="utf-8") as handle:
                count, problems = match.replay_records(handle)
        except OSError as error:
            raise CliError(f"cannot read {args.replay}: {error.strerror}", 2) from None
        for problem in problems:
            print(problem)
        print(f"replayed {count} records: {'all OK' if not problems else f'{len(problems)} problems'}")
        return 0 if not problems and count else 1
    command1 = shlex.split(args.engine1) if args.engine1 else list(match.DEFAULT_COMMAND)
    command2 = shlex.split(args.engine2) if args.engine2 else command1
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
    records = open(args.records, "w", encoding="utf-8") if args.records else None

    def on_game(record, result) -> None:
        if args.quiet:
            return
        sides = f"{record.engines['A']} (A) vs {record.engines['B']} (B)"
        outcome = f"{record.winner} wins" if record.winner else "draw"
        line = (f"game {record.game:>3}: {sides}: {outcome} by {record.reason} after {len(record.moves)} turns"
                f"  [{result.wins}-{result.losses}-{result.draws}]")
        if record.detail and record.reason not in ("climb", "no-turn"):
            line += f"  ({record.detail[:120]})"
        print(line, flush=True)

    print(f"match: {name1} vs {name2}, {args.games} games, {tc.describe()}, concurrency {args.concurrency}, seed {args.seed}",
          flush=True)
    try:
        result = match.run_match(engines, args.games, tc, concurrency=args.concurrency, seed=args.seed,
                                 book_plies=args.book_plies, max_plies=args.max_plies, records=records,
                                 sprt_bounds=sprt_bounds, alpha=args.alpha, beta=args.beta, on_game=on_game,
                                 timeout=args.timeout)
    finally:
        if records is not None:
            records.close()
    print(result.summary())
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
    analyse.add_argument("--hash", type=int, default=16, metavar="MB", help="hash table size (default 16)")
    analyse.add_argument("--searchmoves", nargs="+", metavar="TURN", help="only search these turns")
    progress = analyse.add_mutually_exclusive_group()
    progress.add_argument("--progress", dest="progress", action="store_true", default=None,
                          help="show a progress line on stderr (default: when stderr is a terminal)")
    progress.add_argument("--no-progress", dest="progress", action="store_false")
    analyse.set_defaults(run=_analyse)

    bench = commands.add_parser("bench", help="the fixed benchmark (node count is the search signature)",
                                description="Search the built-in positions to a fixed depth.")
    bench.add_argument("--depth", type=int, default=None, help="depth (default: the standard bench depth)")
    bench.add_argument("--hash", type=int, default=16, metavar="MB", help="hash table size (default 16)")
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
                    "an Elo estimate and optionally an SPRT verdict.")
    match.add_argument("--engine1", metavar="CMD", help="first engine command (default: this package's engine)")
    match.add_argument("--engine2", metavar="CMD", help="second engine command (default: same as --engine1)")
    match.add_argument("--name1", help="first engine name (default engine1)")
    match.add_argument("--name2", help="second engine name (default engine2)")
    match.add_argument("--option1", action="append", metavar="NAME=VALUE", help="an option of engine 1 (repeatable)")
    match.add_argument("--option2", action="append", metavar="NAME=VALUE", help="an option of engine 2 (repeatable)")
    match.add_argument("--games", type=int, default=10, help="games to play (default 10)")
    match.add_argument("--concurrency", type=int, default=1, help="games played at once (default 1)")
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
    match.add_argument("--sprt", nargs=2, type=float, metavar=("ELO0", "ELO1"), help="run an SPRT (stops when decided)")
    match.add_argument("--alpha", type=float, default=0.05, help="SPRT false positive rate (default 0.05)")
    match.add_argument("--beta", type=float, default=0.05, help="SPRT false negative rate (default 0.05)")
    match.add_argument("--quiet", action="store_true", help="only print the summary")
    match.set_defaults(run=_match)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    parser = build_parser()
    args = parser.parse_args(argv)
    if getattr(args, "command", None) == "bench" and args.depth is None:
        from santorini.engine.bench import DEFAULT_DEPTH

        args.depth = DEFAULT_DEPTH
    try:
        return args.run(args)
    except CliError as error:
        print(f"santorini {args.command}: error: {error}", file=sys.stderr)
        return error.status
    except ValueError as error:
        print(f"santorini {args.command}: error: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(f"santorini {args.command}: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 1
    except Exception as error:  # noqa: BLE001 - one clear line, not a traceback
        from santorini.protocol.client import EngineError

        if isinstance(error, (EngineError, OSError)):
            print(f"santorini {args.command}: error: {error}", file=sys.stderr)
            return 1
        raise


if __name__ == "__main__":
    sys.exit(main())
