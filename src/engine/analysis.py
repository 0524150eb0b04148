"""Searching a position: :class:`Engine`, :func:`analyse` and :func:`best_move`.

The search itself runs in the native core without the GIL; this module turns
limits into a deadline, drives iterative deepening one depth at a time so it
can report each depth, runs Lazy SMP helper threads, and turns the core's
packed principal variations into :class:`~santorini.board.Move` lists.

>>> from santorini import Board
>>> board = Board("00000/00000/00000A/0000B0B/2A3000 1 A:mortal,B:mortal 2 -")
>>> best_move(board, depth=3).token
'a1-b1'
>>> analyse(board, depth=3)[0].score
Score(win=1)
"""

from __future__ import annotations

import dataclasses
import random
import threading
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from santorini._core.engine import MAX_DEPTH, MAX_NODES, WIN, WIN_BOUND, Searcher
from santorini._core.nnue import NnueNetwork
from santorini.board import Board, Move
from santorini.engine.timeman import BASE_SHARE, TimeManager

__all__ = ["ANALYSIS_HASH_MB", "MAX_MULTIPV", "MOVE_OVERHEAD_MS", "Engine", "Info", "Limit", "Score", "SearchResult", "analyse", "best_move", "replay"]

#: The most lines one search reports.
MAX_MULTIPV = 8192

#: Added to no clock-based budget: what the engine keeps for itself to answer in time.
MOVE_OVERHEAD_MS = 30

#: Without moves-to-go, a clock is spread over MOVES_LEFT less the round, at least MIN_MOVES_LEFT.
MOVES_LEFT = 25
MIN_MOVES_LEFT = 8

#: The table of the USP engine (its ``Hash`` default) and of ``santorini analyse``, sized for
#: long analysis (docs/search.md, "Hash"): from ten million nodes on, 16 MB is full and costs
#: depth.  The memory is taken from the system as the search touches it.  ``Engine`` and
#: ``analyse`` keep 16 MB: a script running thousands of short searches would pay for the
#: pages of a big table without using them.
ANALYSIS_HASH_MB = 256


@dataclass(frozen=True)
class Score:
    """A score from the view of the side to move: centi-levels, or a forced result.

    ``win=N`` / ``loss=N``: the game ends in the side to move's favour / against
    it in N turns (plies) with best play; ``win=1`` is a winning turn right now.

    >>> Score.from_internal(WIN - 3), Score.from_internal(-WIN + 2), Score.from_internal(15)
    (Score(win=3), Score(loss=2), Score(cp=15))
    >>> str(Score(win=3)), str(Score(cp=-7))
    ('win 3', 'cp -7')
    """

    cp: int | None = None
    win: int | None = None
    loss: int | None = None

    @classmethod
    def from_internal(cls, value: int) -> Score:
        """Decode the core's integer score."""
        if value >= WIN_BOUND:
            return cls(win=WIN - value)
        if value <= -WIN_BOUND:
            return cls(loss=WIN + value)
        return cls(cp=value)

    def is_forced(self) -> bool:
        """True for a proven win or loss."""
        return self.cp is None

    def __str__(self) -> str:
        if self.win is not None:
            return f"win {self.win}"
        if self.loss is not None:
            return f"loss {self.loss}"
        return f"cp {self.cp}"

    def __repr__(self) -> str:
        fields = ", ".join(f"{name}={value}" for name, value in vars(self).items() if value is not None)
        return f"Score({fields})"


@dataclass(frozen=True)
class Limit:
    """When to stop searching; every field left None is no limit.

    ``movetime`` is in milliseconds.  ``time`` and ``inc`` hold each seat's clock
    and increment in milliseconds (seat 1 first); the seat to move uses its own.
    ``infinite`` searches until :meth:`Engine.stop`.
    """

    depth: int | None = None
    nodes: int | None = None
    movetime: int | None = None
    time: Sequence[int | None] = ()
    inc: Sequence[int | None] = ()
    movestogo: int | None = None
    infinite: bool = False

    def __post_init__(self) -> None:
        # One rule for every way in (API, CLI, USP): a limit that leaves nothing to
        # search is an error, never "no limit".
        _check_whole("depth", self.depth, 1, MAX_DEPTH)
        _check_whole("nodes", self.nodes, 1, MAX_NODES)
        _check_whole("movestogo", self.movestogo, 1, MAX_NODES)
        if self.movetime is not None and not _is_positive_ms(self.movetime):
            raise ValueError(f"movetime must be a positive number of milliseconds, not {self.movetime!r}")
        for name in ("time", "inc"):
            for value in getattr(self, name):
                if value is not None and not (_is_positive_ms(value) or value == 0):
                    raise ValueError(f"{name} must be milliseconds >= 0, not {value!r}")

    def budget_ms(self, seat: int, round: int = 1) -> tuple[float, float]:
        """(soft, hard) milliseconds for the seat to move (1-based) in game round `round`
        (SFEN field 4); 0 means none.

        The soft limit stops starting new depths, the hard one stops the search.  Without
        moves-to-go the clock is spread over the moves a game usually has left: 25 less
        the round, at least 8 (a game of two seats lasts some 20 rounds; spread over 25
        moves whatever the round, the engine ended its games with more than half its
        clock).

        >>> Limit(movetime=500).budget_ms(1)
        (500, 500)
        >>> Limit(time=(10000, 10000), inc=(100, 100)).budget_ms(2)
        (490.4166666666667, 1961.6666666666667)
        >>> Limit(time=(10000, 10000), inc=(100, 100)).budget_ms(2, round=15)
        (1072.0, 4288.0)
        """
        if self.infinite:
            return 0, 0
        hard = self.movetime or 0
        soft = hard
        clock = self.time[seat - 1] if seat - 1 < len(self.time) else None
        if clock is not None:
            inc = (self.inc[seat - 1] if seat - 1 < len(self.inc) else None) or 0
            moves_left = self.movestogo or max(MIN_MOVES_LEFT, MOVES_LEFT - round)
            left = max(clock - MOVE_OVERHEAD_MS, 1)
            target = left / moves_left + inc * 3 / 4
            clock_hard = min(left / 2, target * 4)
            clock_soft = min(target, clock_hard)
            hard = min(hard, clock_hard) if hard else clock_hard
            soft = min(soft, clock_soft) if soft else clock_soft
        return soft, hard


#: The share of a turn's time kept for the threat check after the worlds' searches (Hecate).
THREAT_SHARE = 0.3


def _less_time(limit: Limit, seat: int, spent_ms: float) -> Limit:
    """The limit for what is left of a turn after ``spent_ms`` went on something else: its fixed
    time and the seat's clock shorter by that much (at least a millisecond left)."""
    changes: dict[str, object] = {}
    if limit.movetime is not None:
        changes["movetime"] = max(1, limit.movetime - spent_ms)
    if seat - 1 < len(limit.time) and limit.time[seat - 1] is not None:
        clocks = list(limit.time)
        clocks[seat - 1] = max(1, clocks[seat - 1] - spent_ms)
        changes["time"] = tuple(clocks)
    return dataclasses.replace(limit, **changes) if changes else limit


def _shared(limit: Limit, seat: int, round: int, parts: int, kept: float = 0.0) -> Limit:
    """The limit of one of ``parts`` searches that share a turn: its time, nodes and clock
    split, less the share ``kept`` of the time for other work (an infinite search: a second
    each, which a stop cuts short)."""
    soft, hard = limit.budget_ms(seat, round)
    if limit.infinite:
        return Limit(movetime=1000, depth=limit.depth)
    budget = (soft or hard) * (1.0 - kept)
    return Limit(depth=limit.depth, nodes=max(1, limit.nodes // parts) if limit.nodes else None,
                 movetime=max(1, budget / parts) if budget else None)


def _check_whole(name: str, value: object, low: int, high: int) -> None:
    if value is None:
        return
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ValueError(f"{name} must be a whole number {low}..{high}, not {value!r}")


def _is_positive_ms(value: object) -> bool:
    return not isinstance(value, bool) and isinstance(value, (int, float)) and 0 < value < float("inf")


@dataclass
class Info:
    """One line of a search report (protocol §5)."""

    depth: int
    seldepth: int
    multipv: int
    score: Score
    bound: str | None
    nodes: int
    nps: int
    time: int
    hashfull: int
    pv: list[Move] = field(default_factory=list)


@dataclass
class SearchResult:
    """The outcome of one search: the turn to play, the expected reply, the final lines."""

    best: Move | None
    ponder: Move | None
    lines: list[Info]


class Engine:
    """A search engine with options: one search at a time, stoppable from any thread.

    >>> engine = Engine(hash_mb=8)
    >>> result = engine.search(Board("00000/000B00/00A00A0/000B00/00000 1 A:mortal,B:mortal 2 -"), Limit(depth=4))
    >>> result.best in result.lines[0].pv[:1]
    True
    """

    def __init__(self, hash_mb: int = 16, threads: int = 1) -> None:
        self._searcher = Searcher(hash_mb, threads)
        self._stop = threading.Event()
        self._lock = threading.Lock()
        self._running = False
        self._ponder_limit = None
        #: Seeds random choices; the search itself makes none, so results do not depend on it.
        self.seed = 0

    @property
    def nodes(self) -> int:
        """Nodes searched by the current (or last) search, all threads."""
        return self._searcher.nodes

    @property
    def elapsed_ms(self) -> float:
        """Milliseconds since the current (or last) search started."""
        return self._searcher.elapsed_ms()

    @property
    def hash_mb(self) -> int:
        """Transposition table size in megabytes."""
        return self._searcher.hash_mb

    @hash_mb.setter
    def hash_mb(self, megabytes: int) -> None:
        with self._lock:
            self._searcher.set_hash(megabytes)

    @property
    def threads(self) -> int:
        """Search threads (Lazy SMP)."""
        return self._searcher.threads

    @threads.setter
    def threads(self, count: int) -> None:
        with self._lock:
            self._searcher.set_threads(count)

    @property
    def best_reply(self) -> bool:
        """Three players: best-reply search (the default) instead of paranoid search."""
        return self._searcher.best_reply

    @best_reply.setter
    def best_reply(self, on: bool) -> None:
        with self._lock:
            self._searcher.set_best_reply(on)

    @property
    def network(self) -> NnueNetwork | None:
        """The learned evaluation the search uses (:func:`santorini.engine.nnue.load_network`),
        None for the hand-written one (the default).  Setting it clears the hash table."""
        return self._searcher.network

    @network.setter
    def network(self, network: NnueNetwork | None) -> None:
        with self._lock:
            self._searcher.set_network(network)

    @property
    def search_params(self) -> dict[str, int]:
        """The selective-search parameters (``santorini._core.engine.SEARCH_PARAMS``).

        >>> engine = Engine(hash_mb=1)
        >>> engine.set_search_params({"null_move": 3})
        >>> engine.search_params["null_move"]
        3
        """
        return self._searcher.params

    def set_search_params(self, values: Mapping[str, int]) -> None:
        """Set some search parameters; ValueError (and nothing changes) for an unknown
        name or a value out of range."""
        with self._lock:
            before = self._searcher.params
            try:
                for name, value in values.items():
                    self._searcher.set_param(name, value)
            except (ValueError, TypeError, OverflowError):
                for name, value in before.items():
                    self._searcher.set_param(name, value)
                raise

    def save_hash(self, path: str) -> None:
        """Write the hash table to a file, for a later analysis of the same positions."""
        with self._lock:
            self._searcher.save_hash(path)

    def load_hash(self, path: str) -> None:
        """Read a hash table :meth:`save_hash` wrote with the same ``hash_mb``; ValueError
        (the table unchanged) for another size or a file that is not one."""
        with self._lock:
            self._searcher.load_hash(path)

    def new_game(self) -> None:
        """Forget the hash table (results no longer depend on earlier searches)."""
        with self._lock:
            self._searcher.clear()

    def stop(self) -> None:
        """End the running search soon; its result is the best turn found so far.

        Ignored when no search runs; a stop that arrives while a search is
        starting ends it as soon as it has started.
        """
        if self._running:
            self._stop.set()
            self._searcher.stop()

    def ponderhit(self, limit: Limit, seat: int, round: int = 1) -> None:
        """Turn a running infinite (ponder) search into a normal one with `limit`."""
        soft, hard = limit.budget_ms(seat, round)
        elapsed = self._searcher.elapsed_ms()
        self._searcher.set_deadline(elapsed + hard if hard else 0)
        self._ponder_limit = (limit, soft + elapsed if soft else 0)

    def search(
        self,
        board: Board,
        limit: Limit = Limit(),
        multipv: int = 1,
        searchmoves: Iterable[Move | str] | None = None,
        on_info: Callable[[Info], None] | None = None,
    ) -> SearchResult:
        """Search until the limit (or :meth:`stop`); calls ``on_info`` for every line of every depth.

        Ctrl-C (KeyboardInterrupt) stops the search within a few milliseconds and propagates.
        """
        _check_whole("multipv", multipv, 1, MAX_MULTIPV)
        with self._lock:
            self._running = True
            try:
                return self._search(board, limit, multipv, searchmoves, on_info)
            finally:
                self._running = False
                self._stop.clear()

    def _search(self, board, limit, multipv, searchmoves, on_info) -> SearchResult:
        self._ponder_limit = None
        only = [board.parse(m).packed if isinstance(m, str) else m.packed for m in searchmoves or ()]
        if board.chance_odds():
            return self._draw(board, limit, only)
        worlds = board.worlds()
        if worlds and board.hides_workers():
            return self._sampled(board, worlds, limit, only)
        if worlds:
            return self._determinised(board, worlds, limit, multipv, only, on_info)
        return self._tree(board, limit, multipv, only, on_info)

    def _determinised(self, board: Board, worlds: list[Board], limit: Limit, multipv: int, only: list[int],
                      on_info: Callable[[Info], None] | None) -> SearchResult:
        """The seat to move cannot tell ``worlds`` apart (another seat's secret: Tartarus'
        Abyss): search the position as it knows it, then judge each of the best turns in every
        world (:mod:`santorini.engine.worlds`) and play the one with the best expectation."""
        # Imported here: the worlds score by the review's win probability, and the review searches.
        from santorini.engine import worlds as worlds_mod

        view = board.copy(stack=False)
        view._core.conceal(board.turn - 1)
        moves = [move for move in view.legal_moves if not only or move.packed in only]
        started = time.monotonic()
        odds = worlds_mod.turn_odds(view, worlds, moves)
        limit = _less_time(limit, board.turn, (time.monotonic() - started) * 1000)
        if len(set(odds.values())) <= 1:
            return self._tree(view, limit, multipv, only, on_info)     # the worlds tell no turn apart
        result = self._tree(view, limit, max(multipv, min(worlds_mod.LINES, len(moves))), only, on_info)
        lines = list(result.lines)
        safest = worlds_mod.safest(odds)
        if lines and not any(line.pv and line.pv[0].token in safest for line in lines) and not self._stop.is_set():
            extra = self._tree(view, Limit(depth=max(1, lines[0].depth - 1)), 1,
                               [view.parse(token).packed for token in safest], None)
            lines += extra.lines
        best = worlds_mod.best_line(lines, odds)
        if best is None:
            return result
        return SearchResult(best.pv[0], best.pv[1] if len(best.pv) > 1 else None, result.lines[:multipv])

    def _sampled(self, board: Board, worlds: list[Board], limit: Limit, only: list[int]) -> SearchResult:
        """The seat to move cannot see where another seat's workers stand (Hecate's): search a
        few of the worlds one by one, each with its share of the time, rank the turns by their
        worst win probability over them and play the one that leaves a winning move in the fewest
        worlds (:mod:`santorini.engine.worlds`).  The lines reported are the first world's."""
        from santorini.engine import worlds as worlds_mod
        from santorini.engine.review import win_probability

        started = time.monotonic()
        seed = board.sfen(viewer=board.turn)
        chosen = worlds_mod.sample(worlds, seed)
        moves = [move for move in board.legal_moves if not only or move.packed in only]
        lines = min(worlds_mod.LINES, len(moves))
        # The worlds' searches share what is left of the turn, less a part for the threat check.
        limit = _less_time(limit, board.turn, (time.monotonic() - started) * 1000)
        share = _shared(limit, board.turn, board.round, len(chosen), THREAT_SHARE)
        tables: list[dict[str, float]] = []
        kept: list[Info] = []
        for world in chosen:
            if tables and self._stop.is_set():
                break
            result = self._tree(world, share, max(1, lines), only, None)
            tables.append({line.pv[0].token: win_probability(line.score) for line in result.lines if line.pv})
            kept = kept or list(result.lines)
        by_token = {move.token: move for move in moves}
        ranked = [token for token in worlds_mod.pooled(tables) if token in by_token]
        if not ranked:
            return SearchResult(moves[0] if moves else None, None, [])
        # The searches' turns are checked for a climb they leave her: the safest, the best ranked
        # among the equally safe.
        threats = worlds_mod.threatened(worlds_mod.sample(worlds, seed, worlds_mod.THREAT_WORLDS),
                                        [by_token[token] for token in ranked])
        best = min(ranked, key=lambda token: threats[token])
        return SearchResult(by_token[best], None, kept[:1])

    def _tree(self, board: Board, limit: Limit, multipv: int, only: list[int],
              on_info: Callable[[Info], None] | None) -> SearchResult:
        """The alpha-beta search of the position (the core's), iterative deepening."""
        soft, hard = limit.budget_ms(board.turn, board.round)
        searcher = self._searcher
        nroots = searcher.begin(board._core, only, hard, limit.nodes or 0)
        if self._stop.is_set():     # stopped while starting
            searcher.stop()
        if nroots == 0 or board._core.winner >= 0:
            self._wait_if_infinite(limit)
            return SearchResult(None, None, [])
        max_depth = min(limit.depth or MAX_DEPTH, MAX_DEPTH)
        helpers = [
            threading.Thread(target=searcher.run_helper, args=(i, max_depth), daemon=True)
            for i in range(1, searcher.threads)
        ]
        for helper in helpers:
            helper.start()
        lines: list[Info] = []
        clock = TimeManager()
        try:
            for depth in range(1, max_depth + 1):
                completed = self._interruptible(searcher.iterate, depth, multipv)
                if completed or not lines:
                    lines = self._lines(board, depth, multipv)
                    if on_info is not None:
                        for info in lines:
                            on_info(info)
                if not completed or self._stop.is_set():
                    break
                if lines and lines[0].pv:
                    clock.update(depth, lines[0].pv[0].token, lines[0].score.cp)
                if self._done(limit, lines, depth, nroots, soft, clock):
                    break
        finally:
            searcher.stop()
            for helper in helpers:
                helper.join()
        # Lazy SMP: a helper that got deeper than the main thread answers.
        deepest = searcher.deepest_thread() if multipv == 1 else 0
        if deepest and (not lines or searcher.thread_depth(deepest) > lines[0].depth):
            lines = self._lines(board, searcher.thread_depth(deepest), 1, deepest)
            if on_info is not None:
                for info in lines:
                    on_info(info)
        self._wait_if_infinite(limit)
        best = lines[0].pv[0] if lines and lines[0].pv else None
        if best is None and searcher.first_turn() is not None:
            # Stopped before any line had a score: answer the first root move.
            best = board._line([searcher.first_turn()])[0]
        ponder = lines[0].pv[1] if lines and len(lines[0].pv) > 1 else None
        return SearchResult(best, ponder, lines)

    def _draw(self, board: Board, limit: Limit, only: list[int]) -> SearchResult:
        """Where a deck and not a seat decides (Tyche's draw) there is nothing to search: the
        card a referee's position says is on top, or, the order unknown, a card drawn with the
        odds from a generator seeded by :attr:`seed` and the position; among ``only`` if given."""
        odds = {token: weight for token, weight in board.chance_odds().items()
                if not only or board.parse(token).packed in only}
        self._wait_if_infinite(limit)
        if not odds:
            return SearchResult(None, None, [])
        token = random.Random(f"{self.seed} {board.key}").choices(list(odds), weights=list(odds.values()))[0]
        return SearchResult(board.parse(token), None, [])

    def _interruptible(self, work: Callable[..., bool], *args: object) -> bool:
        """Run one piece of search without the GIL in a worker thread, so that the
        calling thread still sees Ctrl-C: it then stops the search and waits for it."""
        box: list[bool] = []
        done = threading.Event()

        def run() -> None:
            try:
                box.append(work(*args))
            finally:
                done.set()

        threading.Thread(target=run, daemon=True).start()
        try:
            while not done.wait(0.05):
                pass
        except BaseException:
            self._searcher.stop()
            done.wait()
            raise
        return box[0]

    def _done(self, limit: Limit, lines: list[Info], depth: int, nroots: int, soft: float,
              clock: TimeManager) -> bool:
        """No new depth: one turn on the clock, a win found, or the time mostly spent
        (on the clock, as much of it as the last depths say: timeman.py)."""
        if limit.infinite and self._ponder_limit is None:
            return False
        if self._ponder_limit is not None:
            limit, soft = self._ponder_limit
        timed = bool(soft) or bool(limit.time)
        if timed and nroots == 1:
            return True
        score = lines[0].score
        if score.win is not None and depth >= score.win and not limit.depth:
            return True
        if not soft:
            return False
        if limit.movetime is not None or not any(limit.time):
            return self._searcher.elapsed_ms() >= soft * BASE_SHARE
        return clock.should_stop(self._searcher.elapsed_ms(), soft)

    def _wait_if_infinite(self, limit: Limit) -> None:
        # "go infinite" never ends by itself: the answer waits for stop.
        if limit.infinite and self._ponder_limit is None:
            self._stop.wait()

    def _lines(self, board: Board, depth: int, multipv: int, thread: int = 0) -> list[Info]:
        searcher = self._searcher
        elapsed = max(searcher.elapsed_ms(), 0.001)
        nodes = searcher.nodes
        out = []
        for index, (score, bound, seldepth, pv) in enumerate(searcher.lines(multipv, thread), start=1):
            if out and self._stop.is_set():
                break       # stop answers at once: the lines not yet spelled are not printed
            out.append(
                Info(
                    depth=depth,
                    seldepth=max(seldepth, depth),
                    multipv=index,
                    score=Score.from_internal(score),
                    bound={1: "upperbound", 2: "lowerbound"}.get(bound),
                    nodes=nodes,
                    nps=int(nodes * 1000 / elapsed),
                    time=int(elapsed),
                    hashfull=searcher.hashfull(),
                    pv=replay(board, pv),
                )
            )
        return out


def replay(board: Board, packed: Sequence[int]) -> list[Move]:
    """The moves of a packed line that replay legally from board (cut at the first that does not)."""
    return board._line(packed)


def analyse(
    board: Board,
    *,
    depth: int | None = None,
    nodes: int | None = None,
    movetime: int | None = None,
    multipv: int = 1,
    searchmoves: Iterable[Move | str] | None = None,
    threads: int = 1,
    hash_mb: int = 16,
    callback: Callable[[Info], None] | None = None,
) -> list[Info]:
    """Search a position and return the final line of each of the ``multipv`` best turns.

    ``callback`` is called with every line of every completed depth.  With no
    limit given, searches to depth 8.
    """
    if depth is None and nodes is None and movetime is None:
        depth = 8
    engine = Engine(hash_mb, threads)
    limit = Limit(depth=depth, nodes=nodes, movetime=movetime)
    return engine.search(board, limit, multipv, searchmoves, callback).lines


def best_move(board: Board, **limits) -> Move | None:
    """The turn the engine would play (None when there is no legal turn); limits as in :func:`analyse`."""
    lines = analyse(board, **limits)
    return lines[0].pv[0] if lines and lines[0].pv else None
