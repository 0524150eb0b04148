"""Engine-vs-engine matches over USP: openings, clocks, adjudication, Elo and SPRT.

Two engine commands (or one command with two sets of options) play ``games``
games.  Openings come from a seeded random placement book (both seats' worker
placements); each opening is played twice with the seats swapped.  With a pool
of gods, each opening also draws a pair of distinct gods from it (seeded, banned
pairs left out): the gods stay with the seats, so each engine plays both.  The runner
keeps each seat's clock (time + increment) itself and adjudicates: an illegal
turn, a flag fall (or a silent engine) and a crash lose the game, and a crashed
or hung engine is restarted for the next game.  Games run in parallel threads
(``concurrency``), each thread with its own engine processes, or, given a Ray address,
as tasks on a cluster, each game with two engines of its own on its worker
(``docs/cluster.md``).

Every game becomes one JSON record (one line) that :func:`replay_records` can
check: the moves replay legally and reproduce the recorded result.  A record that
is not a record (not JSON, not an object, a field of the wrong type) is reported
as malformed: :func:`check_record` raises :class:`RecordError` for it.

The summary gives the Elo difference with its 95 % interval.  Where a figure is
undefined it prints ``n/a`` and why: ``n/a (no games)``, ``n/a (no decisive game)``
when every game was drawn, ``n/a (score 100%)`` / ``n/a (score 0%)`` when one
engine won every decisive game and no game was drawn, and ``+/- n/a (too few games)``
when the interval reaches a score of 0 or 1.

Ctrl-C during :func:`run_match` kills the engines, drops the games it cut short and
raises :class:`MatchInterrupted` (a ``KeyboardInterrupt``) holding the finished games.

>>> round(elo_from_score(0.75), 1), elo_from_score(0.5) == 0
(190.8, True)
>>> s = sprt(wins=60, losses=40, draws=0, elo0=0, elo1=10)
>>> s.llr > 0, s.verdict
(True, 'continue')
"""

from __future__ import annotations

import json
import math
import random
import threading
import time
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from dataclasses import asdict, dataclass, field
from typing import Any, TextIO

from santorini.board import Board
from santorini.engine.analysis import Limit
from santorini.notation import SEAT_SIDES, START_SFEN
from santorini.rules.draft import lineup_start
from santorini.rules.gods import GODS, lineup_problem, playable_gods
from santorini.protocol.client import (
    DEFAULT_COMMAND,
    EngineError,
    EngineTerminatedError,
    EngineTimeoutError,
    IllegalEngineMoveError,
    UspEngine,
)

#: Seat-to-side letters of a 2-player game.
SIDES = SEAT_SIDES[2]


# --------------------------------------------------------------------------- statistics


def elo_from_score(score: float) -> float:
    """The logistic Elo difference that gives an expected ``score`` (0 < score < 1)."""
    if score <= 0:
        return -math.inf
    if score >= 1:
        return math.inf
    return -400 * math.log10(1 / score - 1) + 0.0  # + 0.0: an even score is 0.0, not -0.0


def score_from_elo(elo: float) -> float:
    """The expected score of an Elo difference."""
    return 1 / (1 + 10 ** (-elo / 400))


def _score_and_variance(wins: float, losses: float, draws: float) -> tuple[float, float]:
    n = wins + losses + draws
    score = (wins + draws / 2) / n
    variance = (wins * (1 - score) ** 2 + losses * score**2 + draws * (0.5 - score) ** 2) / n
    return score, variance


def elo_estimate(wins: int, losses: int, draws: int) -> tuple[float, float]:
    """(Elo difference, half-width of its 95 % confidence interval), trinomial model.

    >>> elo, error = elo_estimate(30, 20, 10)
    >>> round(elo, 1), round(error, 1)
    (58.5, 82.8)

    The half-width is ``inf`` when it is undefined: no games, every game with the same
    result (no spread to measure: ``(0.0, inf)`` after only draws, never ``+/- 0``),
    or an interval that reaches a score of 0 or 1.

    >>> elo_estimate(0, 0, 2)
    (0.0, inf)
    """
    n = wins + losses + draws
    if n == 0:
        return 0.0, math.inf
    score, variance = _score_and_variance(wins, losses, draws)
    if variance == 0:
        return elo_from_score(score), math.inf
    stdev = math.sqrt(variance / n)
    low, high = score - 1.959964 * stdev, score + 1.959964 * stdev
    error = (elo_from_score(high) - elo_from_score(low)) / 2 if 0 < low and high < 1 else math.inf
    return elo_from_score(score), error


@dataclass(frozen=True)
class Sprt:
    """A sequential probability ratio test result."""

    llr: float
    lower: float
    upper: float
    elo0: float
    elo1: float
    verdict: str  # "H0" (not better than elo0), "H1" (at least elo1), or "continue"

    def __str__(self) -> str:
        verdict = {"H0": "H0 accepted", "H1": "H1 accepted"}.get(self.verdict, "continue")
        return (
            f"SPRT: llr {self.llr:.3f} ({self.lower:.3f}, {self.upper:.3f}) "
            f"[elo0 {self.elo0:g}, elo1 {self.elo1:g}]: {verdict}"
        )


def sprt(wins: int, losses: int, draws: int, elo0: float, elo1: float, alpha: float = 0.05, beta: float = 0.05) -> Sprt:
    """The log-likelihood ratio of H1 (Elo = elo1) against H0 (Elo = elo0).

    Uses the usual normal approximation of the trinomial (win/draw/loss) model:
    ``LLR = n (s1 - s0) (2 s - s0 - s1) / (2 var)``, with ``s`` the mean score, ``var``
    its per-game variance and ``s0``/``s1`` the scores of elo0/elo1 (when every game
    went the same way, half a game is added to both wins and losses).  H1 is accepted
    once LLR >= log((1 - beta) / alpha), H0 once LLR <= log(beta / (1 - alpha)).
    """
    check_sprt(elo0, elo1, alpha, beta)
    lower = math.log(beta / (1 - alpha))
    upper = math.log((1 - beta) / alpha)
    n = wins + losses + draws
    llr = 0.0
    if n:
        w, l, d = float(wins), float(losses), float(draws)
        if not (w and l) and not d:
            # All games went one way: the sample variance is 0. Add half a game to
            # each of wins and losses so the test can still decide.
            w, l = w + 0.5, l + 0.5
        score, variance = _score_and_variance(w, l, d)
        n = w + l + d
        if variance > 0:
            s0, s1 = score_from_elo(elo0), score_from_elo(elo1)
            llr = n * (s1 - s0) * (2 * score - s0 - s1) / (2 * variance)
    verdict = "H1" if llr >= upper else "H0" if llr <= lower else "continue"
    return Sprt(llr, lower, upper, elo0, elo1, verdict)


def check_sprt(elo0: float, elo1: float, alpha: float = 0.05, beta: float = 0.05) -> None:
    """ValueError unless ``elo0 < elo1`` (finite) and ``0 < alpha, beta < 1``."""
    for name, value in (("elo0", elo0), ("elo1", elo1)):
        if not _is_number(value) or not math.isfinite(value):
            raise ValueError(f"SPRT {name} must be a finite number, not {value!r}")
    if not elo0 < elo1:
        raise ValueError(f"SPRT needs elo0 < elo1, not {elo0:g} and {elo1:g}")
    for name, value in (("alpha", alpha), ("beta", beta)):
        if not _is_number(value) or not 0 < value < 1:
            raise ValueError(f"SPRT {name} must be strictly between 0 and 1, not {value!r}")


def _is_number(value: object) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


# --------------------------------------------------------------------------- setup


@dataclass
class EngineSpec:
    """How to start one player: a command line, a display name and options to set."""

    name: str
    command: list[str] = field(default_factory=lambda: list(DEFAULT_COMMAND))
    options: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class TimeControl:
    """Per-move limits.  ``time``/``inc`` (ms) make the runner keep a clock per seat;
    ``margin`` (ms) is the lateness tolerated before a flag falls."""

    movetime: int | None = None
    depth: int | None = None
    nodes: int | None = None
    time: int | None = None
    inc: int = 0
    margin: int = 200

    def __post_init__(self) -> None:
        if all(value is None for value in (self.movetime, self.depth, self.nodes, self.time)):
            raise ValueError("a time control needs movetime, depth, nodes or time")
        # the per-move limits follow the search's rule: 0 or less is an error, never "no limit"
        Limit(depth=self.depth, nodes=self.nodes, movetime=self.movetime)
        if self.time is not None and not (_is_number(self.time) and 0 < self.time < math.inf):
            raise ValueError(f"time must be a positive number of milliseconds, not {self.time!r}")
        for name in ("inc", "margin"):
            value = getattr(self, name)
            if not (_is_number(value) and 0 <= value < math.inf):
                raise ValueError(f"{name} must be milliseconds >= 0, not {value!r}")

    def limit(self, clocks: Sequence[float]) -> Limit:
        return Limit(
            depth=self.depth,
            nodes=self.nodes,
            movetime=self.movetime,
            time=tuple(max(int(c), 1) for c in clocks) if self.time is not None else (),
            inc=tuple(self.inc for _ in clocks) if self.time is not None else (),
        )

    def describe(self) -> str:
        parts = []
        if self.time is not None:
            parts.append(f"{self.time}+{self.inc} ms")
        if self.movetime:
            parts.append(f"movetime {self.movetime} ms")
        if self.depth:
            parts.append(f"depth {self.depth}")
        if self.nodes:
            parts.append(f"nodes {self.nodes}")
        return ", ".join(parts)


def random_openings(count: int, seed: int, extra_plies: int = 0, start: str = START_SFEN) -> list[list[str]]:
    """``count`` openings from ``start``: random worker placements for both seats, then
    ``extra_plies`` random turns; seeded, so the same seed gives the same book.

    >>> random_openings(2, seed=1) == random_openings(2, seed=1)
    True
    >>> [len(o) for o in random_openings(3, seed=2, extra_plies=2)]
    [4, 4, 4]
    """
    if isinstance(extra_plies, bool) or not isinstance(extra_plies, int) or extra_plies < 0:
        raise ValueError(f"book plies must be a whole number >= 0, not {extra_plies!r}")
    rng = random.Random(seed)
    book: list[list[str]] = []
    seen: set[tuple[str, ...]] = set()
    attempts = 0
    ended = 0  # tries whose game ended within the book
    while len(book) < count:
        attempts += 1
        board = Board(start)
        tokens: list[str] = []
        while len(tokens) < 2 + extra_plies and not board.is_game_over():
            drawn = board.play_chance(rng)      # a deck, not a seat, decides (Tyche's draw)
            tokens += [move.token for move in drawn]
            if drawn:
                continue
            moves = sorted(move.token for move in board.legal_moves)
            tokens.append(rng.choice(moves))
            board.push(tokens[-1])
        if len(tokens) < 2 + extra_plies or board.is_game_over():
            ended += 1
            if ended > 50 + 10 * count:  # random games last 20 to 80 turns: a longer book is not there
                raise ValueError(f"book plies {extra_plies}: the random game ended within the book in "
                                 f"{ended} tries; use fewer book plies")
            continue
        if tuple(tokens) in seen and attempts < 50 * count:
            continue
        seen.add(tuple(tokens))
        book.append(tokens)
    return book


def god_pool(text: str) -> list[str]:
    """The gods a match draws its pairs from: ``simple`` (the ten Simple Gods), ``all`` (every
    god the engine plays with 2 players), or names separated by commas; ValueError for an
    unknown or unplayable god or a pool that makes no pair.

    >>> god_pool("simple")[:3], len(god_pool("simple"))
    (['apollo', 'artemis', 'athena'], 10)
    >>> god_pool("pan,atlas")
    ['atlas', 'pan']
    >>> god_pool("pan")
    Traceback (most recent call last):
    ...
    ValueError: a god pool needs two gods that may meet, not ['pan']
    """
    playable = [name for name in playable_gods(2) if name != "mortal"]
    if text == "all":
        pool = playable
    elif text == "simple":
        pool = [name for name in playable if GODS[name].set == "simple"]
    else:
        pool = sorted({name.strip() for name in text.split(",") if name.strip()})
        for name in pool:
            if name not in playable:
                raise ValueError(f"unknown or unplayable god {name!r} in the pool (expected simple, all, "
                                 f"or names among {', '.join(playable)})")
    if not _meeting_pairs(pool):
        raise ValueError(f"a god pool needs two gods that may meet, not {pool}")
    return pool


def _meeting_pairs(pool: Sequence[str]) -> list[tuple[str, str]]:
    """The ordered pairs of distinct gods of the pool that may meet (no banned pair)."""
    return [(a, b) for a in pool for b in pool if a != b and lineup_problem([a, b], 2) is None]


def god_pairs(count: int, seed: int, pool: Sequence[str]) -> list[tuple[str, str]]:
    """``count`` seeded pairs of distinct gods of the pool that may meet (no banned pair).

    >>> god_pairs(2, 1, ["apollo", "pan"]) in ([("apollo", "pan")] * 2, [("pan", "apollo")] * 2,
    ...                                        [("apollo", "pan"), ("pan", "apollo")],
    ...                                        [("pan", "apollo"), ("apollo", "pan")])
    True
    """
    rng = random.Random(f"gods {seed}")
    pairs = _meeting_pairs(pool)
    return [rng.choice(pairs) for _ in range(count)]


# --------------------------------------------------------------------------- games


@dataclass
class GameRecord:
    """One game, as written to the records file (one JSON object per line)."""

    game: int
    opening: list[str]
    moves: list[str]
    engines: dict[str, str]  # side letter -> engine name
    result: str  # winning side letter, or "draw"
    winner: str | None  # engine name
    reason: str  # climb, power, no-turn, illegal-move, time, crash, error, max-plies
    detail: str = ""
    start_sfen: str = START_SFEN
    final_sfen: str = ""
    clocks: dict[str, int] | None = None
    time_ms: int = 0

    def to_json(self) -> str:
        return json.dumps(asdict(self), separators=(",", ":"))


class _Players:
    """The engine processes of one worker thread (started lazily, restarted after failures)."""

    def __init__(self, specs: Sequence[EngineSpec], timeout: float) -> None:
        self.specs = specs
        self.timeout = timeout
        self.engines: list[UspEngine | None] = [None] * len(specs)
        self.interrupted = False

    def get(self, index: int) -> UspEngine:
        if self.interrupted:
            raise EngineTerminatedError("the match was interrupted")
        engine = self.engines[index]
        if engine is None or engine.process.poll() is not None:
            if engine is not None:
                engine.close(timeout=0.1)
            spec = self.specs[index]
            engine = UspEngine(spec.command, timeout=self.timeout)
            self.engines[index] = engine
            if self.interrupted:  # interrupt() ran while this engine started: it may have missed it
                engine.process.kill()
                raise EngineTerminatedError("the match was interrupted")
            if spec.options:
                engine.configure(spec.options)
        return engine

    def interrupt(self) -> None:
        """Kill the engines (from another thread): a game in progress ends at once, no engine restarts."""
        self.interrupted = True
        for engine in list(self.engines):
            if engine is not None:
                engine.process.kill()

    def discard(self, index: int) -> None:
        """Kill an engine that failed; the next game starts a fresh one."""
        engine = self.engines[index]
        self.engines[index] = None
        if engine is not None:
            engine.process.kill()
            engine.close(timeout=1.0)

    def close(self) -> None:
        for index, engine in enumerate(self.engines):
            if engine is not None:
                try:
                    engine.quit(timeout=2.0)
                except Exception:  # noqa: BLE001
                    engine.process.kill()
            self.engines[index] = None


def play_game(
    players: _Players,
    seat_engines: Sequence[int],
    opening: Sequence[str],
    tc: TimeControl,
    game: int,
    max_plies: int = 400,
    start_sfen: str = START_SFEN,
    seed: int = 1,
) -> GameRecord:
    """Play one game; ``seat_engines[i]`` is the index of the engine on seat ``i + 1``.  The
    runner is the referee: what chance decides (Tyche's draws) it deals from a generator
    seeded by ``seed`` and the game number, so that a game replays exactly."""
    names = {SIDES[seat]: players.specs[index].name for seat, index in enumerate(seat_engines)}
    board = Board(start_sfen)
    for token in opening:
        board.push(token)
    clocks = [float(tc.time)] * 2 if tc.time is not None else [0.0, 0.0]
    moves: list[str] = []
    started = time.monotonic()

    def finish(result: str, reason: str, detail: str = "") -> GameRecord:
        winner = None
        if result in SIDES:
            winner = players.specs[seat_engines[SIDES.index(result)]].name
        return GameRecord(
            game=game,
            opening=list(opening),
            moves=moves,
            engines=names,
            result=result,
            winner=winner,
            reason=reason,
            detail=detail,
            start_sfen=start_sfen,
            final_sfen=board.sfen(),
            clocks={SIDES[i]: int(c) for i, c in enumerate(clocks)} if tc.time is not None else None,
            time_ms=int((time.monotonic() - started) * 1000),
        )

    for index in set(seat_engines):
        try:
            players.get(index).new_game()
        except EngineError:
            players.discard(index)

    chance = random.Random(f"chance {seed} {game}")
    while True:
        moves += [move.token for move in board.play_chance(chance)]
        outcome = board.outcome()
        if outcome is not None:
            return finish(outcome.winner, outcome.reason)
        if len(moves) >= max_plies:
            return finish("draw", "max-plies")
        seat = board.turn - 1
        other = SIDES[1 - seat]
        index = seat_engines[seat]
        limit = tc.limit(clocks)
        if tc.time is not None:
            allowed = (clocks[seat] + tc.margin) / 1000
        elif tc.movetime:
            allowed = (tc.movetime + tc.margin) / 1000
        else:
            allowed = None  # depth / nodes: the client's search timeout applies
        try:
            engine = players.get(index)
            t0 = time.monotonic()
            result = engine.play(board, limit, timeout=None if allowed is None else allowed + 0.05)
            elapsed = (time.monotonic() - t0) * 1000
        except IllegalEngineMoveError as error:
            players.discard(index)
            return finish(other, "illegal-move", f"{error.token}: {error}")
        except EngineTimeoutError as error:
            players.discard(index)
            return finish(other, "time", str(error))
        except EngineTerminatedError as error:
            players.discard(index)
            return finish(other, "crash", str(error))
        except EngineError as error:
            players.discard(index)
            return finish(other, "error", str(error))
        if tc.time is not None:
            clocks[seat] -= elapsed
            if clocks[seat] < -tc.margin:
                return finish(other, "time", f"{SIDES[seat]} flagged: {clocks[seat]:.0f} ms left")
            clocks[seat] = max(clocks[seat], 0) + tc.inc
        elif tc.movetime and elapsed > tc.movetime + tc.margin:
            return finish(other, "time", f"{SIDES[seat]} took {elapsed:.0f} ms for movetime {tc.movetime}")
        assert result.move is not None  # play() raises on bestmove none in a live game
        board.push(result.move)
        moves.append(result.move)


# --------------------------------------------------------------------------- matches


@dataclass
class MatchResult:
    """Results from the view of the first engine."""

    names: tuple[str, str]
    wins: int = 0
    losses: int = 0
    draws: int = 0
    records: list[GameRecord] = field(default_factory=list)
    sprt: Sprt | None = None

    @property
    def games(self) -> int:
        return self.wins + self.losses + self.draws

    def add(self, record: GameRecord) -> None:
        self.records.append(record)
        if record.winner is None:
            self.draws += 1
        elif record.winner == self.names[0]:
            self.wins += 1
        else:
            self.losses += 1

    def elo_text(self) -> str:
        """The Elo difference and its 95 % interval, or ``n/a`` and why where undefined.

        >>> MatchResult(("a", "b"), draws=2).elo_text()
        'n/a (no decisive game)'
        >>> MatchResult(("a", "b"), wins=3).elo_text()
        'n/a (score 100%)'
        >>> MatchResult(("a", "b"), wins=2, losses=1).elo_text()
        '120.4 +/- n/a (too few games)'
        >>> MatchResult(("a", "b"), wins=30, losses=20, draws=10).elo_text()
        '58.5 +/- 82.8 (95%)'
        """
        if self.games == 0:
            return "n/a (no games)"
        if self.wins == self.losses == 0:
            return "n/a (no decisive game)"
        elo, error = elo_estimate(self.wins, self.losses, self.draws)
        if not math.isfinite(elo):
            return f"n/a (score {'100' if elo > 0 else '0'}%)"
        if not math.isfinite(error):
            return f"{_fmt(elo)} +/- n/a (too few games)"
        return f"{_fmt(elo)} +/- {_fmt(error)} (95%)"

    def summary(self) -> str:
        n = self.games
        score = (self.wins + self.draws / 2) / n if n else 0.0
        lines = [
            f"Score of {self.names[0]} vs {self.names[1]}: {self.wins} - {self.losses} - {self.draws}  [{score:.3f}] {n}",
            f"Elo difference: {self.elo_text()}",
        ]
        if self.sprt is not None:
            lines.append(str(self.sprt))
        reasons: dict[str, int] = {}
        for record in self.records:
            reasons[record.reason] = reasons.get(record.reason, 0) + 1
        lines.append("Endings: " + ", ".join(f"{k} {v}" for k, v in sorted(reasons.items())))
        return "\n".join(lines)


def _fmt(value: float) -> str:
    return f"{value + 0.0:.1f}".replace("-0.0", "0.0")


class MatchInterrupted(KeyboardInterrupt):
    """Ctrl-C during :func:`run_match`: ``result`` holds the games finished before it."""

    def __init__(self, result: MatchResult) -> None:
        super().__init__(f"match interrupted after {result.games} games")
        self.result = result


def run_match(
    engines: Sequence[EngineSpec],
    games: int,
    tc: TimeControl,
    *,
    concurrency: int | None = None,
    seed: int = 1,
    book_plies: int = 0,
    max_plies: int = 400,
    records: TextIO | None = None,
    sprt_bounds: tuple[float, float] | None = None,
    alpha: float = 0.05,
    beta: float = 0.05,
    on_game: Callable[[GameRecord, MatchResult], Any] | None = None,
    timeout: float = 10.0,
    gods: Sequence[str] | None = None,
    free_placement: bool = False,
    ray_address: str | None = None,
) -> MatchResult:
    """Play the match; returns the results from the view of ``engines[0]``.

    With ``free_placement`` the engines place their workers themselves: every game starts
    from the empty board (no random placements, no random turns).

    With ``sprt_bounds=(elo0, elo1)`` the SPRT is updated after every game and the
    match stops early (no new games start) once a hypothesis is accepted.  With a pool
    of ``gods`` (:func:`god_pool`) each opening is played with a pair drawn from it.

    With ``ray_address`` (``docs/cluster.md``) every game is a Ray task that starts its own
    two engines on the worker; ``concurrency`` then bounds the games in flight (default:
    every CPU of the cluster).  Without it, ``concurrency`` threads (default 1) play the games.
    """
    if ray_address is None and concurrency is None:
        concurrency = 1
    check_match_arguments(engines, games, concurrency=1 if concurrency is None else concurrency,
                          book_plies=book_plies, max_plies=max_plies, sprt_bounds=sprt_bounds, alpha=alpha,
                          beta=beta, timeout=timeout)
    names = (engines[0].name, engines[1].name)
    for spec in engines:  # fail fast on a wrong command or option, before any game
        try:
            with UspEngine(spec.command, timeout=timeout) as probe:
                if spec.options:
                    probe.configure(spec.options)
        except EngineError as error:
            raise EngineError(f"engine {spec.name!r} ({' '.join(spec.command)}) is not usable: {error}") from None
    if gods:
        starts = [lineup_start(pair) for pair in god_pairs((games + 1) // 2, seed, gods)]
        book = [random_openings(1, seed * 100003 + i, book_plies, start)[0] for i, start in enumerate(starts)]
    else:
        starts = [START_SFEN] * ((games + 1) // 2)
        book = random_openings((games + 1) // 2, seed, book_plies)
    if free_placement:
        if book_plies:
            raise ValueError("free placement plays no random turns: book plies must be 0")
        book = [[] for _ in book]
    result = MatchResult(names)
    lock = threading.Lock()
    stop = threading.Event()
    interrupted = threading.Event()
    local = threading.local()
    all_players: list[_Players] = []

    def players() -> _Players:
        if not hasattr(local, "players"):
            local.players = _Players(engines, timeout)
            with lock:
                all_players.append(local.players)
        return local.players

    def finished(record: GameRecord) -> None:
        result.add(record)
        if sprt_bounds is not None:
            result.sprt = sprt(result.wins, result.losses, result.draws, *sprt_bounds, alpha, beta)
            if result.sprt.verdict != "continue":
                stop.set()
        if records is not None:
            records.write(record.to_json() + "\n")
            records.flush()
        if on_game is not None:
            on_game(record, result)

    if ray_address is not None:
        tasks = (_GameTask(game + 1, tuple(engines), (0, 1) if game % 2 == 0 else (1, 0), tuple(book[game // 2]),
                           tc, max_plies, starts[game // 2], timeout, seed) for game in range(games))
        _run_on_cluster(ray_address, concurrency, tasks, stop, finished, result)
        result.records.sort(key=lambda r: r.game)
        return result

    def one(game: int) -> GameRecord | None:
        if stop.is_set():
            return None
        opening = book[game // 2]
        seats = (0, 1) if game % 2 == 0 else (1, 0)
        record = play_game(players(), seats, opening, tc, game + 1, max_plies, starts[game // 2], seed)
        with lock:
            if interrupted.is_set():
                return None  # a game cut short by Ctrl-C is no result
            finished(record)
        return record

    pool = ThreadPoolExecutor(max_workers=concurrency, thread_name_prefix="match")
    pending: set[Future] = set()
    try:
        try:
            pending = {pool.submit(one, game) for game in range(games)}
            while pending:
                done, pending = wait(pending, return_when=FIRST_COMPLETED)
                for future in done:
                    if not future.cancelled():  # games not started once the SPRT decided
                        future.result()  # re-raise unexpected errors
                if stop.is_set():
                    for future in pending:
                        future.cancel()
        except KeyboardInterrupt:
            with lock:
                interrupted.set()
                stop.set()
                running = list(all_players)
            for future in pending:
                future.cancel()
            for p in running:
                p.interrupt()
            pool.shutdown(wait=True, cancel_futures=True)
            result.records.sort(key=lambda r: r.game)
            raise MatchInterrupted(result) from None
    finally:
        pool.shutdown(wait=True, cancel_futures=True)
        for p in all_players:
            p.close()
    result.records.sort(key=lambda r: r.game)
    return result


@dataclass(frozen=True)
class _GameTask:
    """One game of a match, played where a cluster puts it."""

    game: int
    engines: tuple[EngineSpec, ...]
    seats: tuple[int, int]
    opening: tuple[str, ...]
    tc: TimeControl
    max_plies: int
    start_sfen: str
    timeout: float
    seed: int = 1
    # The driver's default command names its own Python; a worker runs its own instead.
    default_command: tuple[str, ...] = DEFAULT_COMMAND


def _play_task(task: _GameTask) -> GameRecord:
    """Play one game with two engines of its own (started and closed on this worker)."""
    specs = [EngineSpec(spec.name, list(DEFAULT_COMMAND) if tuple(spec.command) == task.default_command
                        else spec.command, spec.options) for spec in task.engines]
    players = _Players(specs, task.timeout)
    try:
        return play_game(players, task.seats, task.opening, task.tc, task.game, task.max_plies, task.start_sfen,
                         task.seed)
    finally:
        players.close()


def _run_on_cluster(address: str, concurrency: int | None, tasks: Iterable[_GameTask], stop: threading.Event,
                    finished: Callable[[GameRecord], None], result: MatchResult) -> None:
    """The games as Ray tasks, each record handed to ``finished`` as it arrives; no game is
    handed out once ``stop`` is set (the games in flight still count, as with threads)."""
    from itertools import takewhile

    from santorini.tools.cluster import make_executor

    with make_executor(address, concurrency) as executor:
        try:
            for record in executor.map_unordered(_play_task, takewhile(lambda _: not stop.is_set(), tasks)):
                finished(record)
        except KeyboardInterrupt:
            result.records.sort(key=lambda r: r.game)
            raise MatchInterrupted(result) from None


def check_match_arguments(
    engines: Sequence[EngineSpec],
    games: int,
    *,
    concurrency: int = 1,
    book_plies: int = 0,
    max_plies: int = 400,
    sprt_bounds: tuple[float, float] | None = None,
    alpha: float = 0.05,
    beta: float = 0.05,
    timeout: float = 10.0,
) -> None:
    """ValueError for arguments of :func:`run_match` that cannot make a match."""
    if len(engines) != 2:
        raise ValueError("a match needs exactly two engines")
    for name, value, low in (("games", games, 1), ("concurrency", concurrency, 1),
                             ("book plies", book_plies, 0), ("max plies", max_plies, 1)):
        if isinstance(value, bool) or not isinstance(value, int) or value < low:
            raise ValueError(f"{name} must be a whole number >= {low}, not {value!r}")
    if not (_is_number(timeout) and 0 < timeout < math.inf):
        raise ValueError(f"timeout must be a positive number of seconds, not {timeout!r}")
    if sprt_bounds is not None:
        if len(sprt_bounds) != 2:
            raise ValueError("SPRT bounds are two Elo values, elo0 and elo1")
        check_sprt(sprt_bounds[0], sprt_bounds[1], alpha, beta)
    if engines[0].name == engines[1].name:
        raise ValueError(f"the two engines need different names (both are {engines[0].name!r})")


# --------------------------------------------------------------------------- replay


class RecordError(ValueError):
    """A records-file entry that is not a game record (not JSON, not an object, a field of the wrong type)."""


#: The fields a record must hold to be replayed.
REQUIRED_FIELDS = ("moves", "result", "reason")


def check_record(record: object) -> dict[str, Any]:
    """The record itself if it has the shape of a :class:`GameRecord`, else RecordError.

    Only the shape is checked (types, required fields); :func:`replay_record` checks
    that the game replays to its result.

    >>> check_record({"opening": 5, "moves": [], "result": "A", "reason": "climb"})
    Traceback (most recent call last):
    ...
    santorini.tools.match.RecordError: 'opening' must be a list of turn tokens, not 5
    """
    if not isinstance(record, dict):
        raise RecordError(f"not a JSON object but {type(record).__name__}")
    for name in REQUIRED_FIELDS:
        if name not in record:
            raise RecordError(f"no {name!r} field")
    for name in ("opening", "moves"):
        tokens = record.get(name, [])
        if not isinstance(tokens, list) or not all(isinstance(token, str) for token in tokens):
            raise RecordError(f"{name!r} must be a list of turn tokens, not {_short(tokens)}")
    for name in ("result", "reason", "start_sfen", "final_sfen", "detail"):
        if name in record and not isinstance(record[name], str):
            raise RecordError(f"{name!r} must be a string, not {_short(record[name])}")
    if "winner" in record and record["winner"] is not None and not isinstance(record["winner"], str):
        raise RecordError(f"'winner' must be a string or null, not {_short(record['winner'])}")
    engines = record.get("engines", {})
    if not isinstance(engines, dict) or not all(isinstance(v, str) for v in engines.values()):
        raise RecordError(f"'engines' must map side letters to engine names, not {_short(engines)}")
    game = record.get("game")
    if game is not None and (isinstance(game, bool) or not isinstance(game, int)):
        raise RecordError(f"'game' must be a whole number, not {_short(game)}")
    return record


def _short(value: object) -> str:
    text = json.dumps(value) if not isinstance(value, str) else repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def parse_record(line: str) -> dict[str, Any]:
    """One line of a records file as a checked record, or RecordError."""
    try:
        record = json.loads(line)
    except (json.JSONDecodeError, RecursionError) as error:
        raise RecordError(f"not JSON: {error}") from None
    return check_record(record)


def replay_record(record: dict[str, Any]) -> str | None:
    """Why a record does not replay to its result, or None if it does (a malformed record says so)."""
    try:
        check_record(record)
    except RecordError as error:
        return f"malformed record: {error}"
    try:
        board = Board(record.get("start_sfen", START_SFEN))
    except ValueError as error:
        return f"bad start position: {error}"
    for ply, token in enumerate([*record.get("opening", []), *record.get("moves", [])], start=1):
        try:
            board.push(token)
        except ValueError as error:
            return f"ply {ply} {token!r} does not replay: {error}"
    result, reason = record.get("result"), record.get("reason")
    engines = record.get("engines", {})
    if record.get("winner") != (engines.get(result) if result in SIDES else None):
        return f"winner {record.get('winner')!r} is not the engine of side {result!r}"
    outcome = board.outcome()
    if reason in ("climb", "power", "no-turn", "last-standing"):
        if outcome is None:
            return f"recorded {reason} but the final position is not over"
        if (outcome.winner, outcome.reason) != (result, reason):
            return f"recorded {result} by {reason}, replay gives {outcome.winner} by {outcome.reason}"
    elif reason == "max-plies":
        if outcome is not None or result != "draw":
            return "a max-plies draw must end in a live position"
    elif reason in ("illegal-move", "time", "crash", "error"):
        if outcome is not None:
            return f"adjudicated {reason} in a finished position"
        if result != SIDES[1 - (board.turn - 1)]:
            return f"adjudicated {reason}: the winner must be the side not to move, not {result!r}"
        if reason == "illegal-move":
            token = str(record.get("detail", "")).split(":")[0]
            if token and token != "none" and token in board.legal_moves:
                return f"the turn {token!r} adjudicated illegal is legal"
    else:
        return f"unknown reason {reason!r}"
    if record.get("final_sfen") and record["final_sfen"] != board.sfen():
        return "final_sfen differs from the replayed position"
    return None


def replay_records(lines: Iterable[str]) -> tuple[int, list[str]]:
    """(number of records, problems found) for the lines of a records file.

    A malformed line is one problem (``line N: malformed record: ...``), as is a
    record that does not replay to its result.
    """
    count = 0
    problems = []
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        count += 1
        try:
            record = parse_record(line)
        except RecordError as error:
            problems.append(f"line {number}: malformed record: {error}")
            continue
        problem = replay_record(record)
        if problem:
            problems.append(f"line {number} (game {record.get('game')}): {problem}")
    return count, problems


__all__ = [
    "EngineSpec",
    "GameRecord",
    "MatchInterrupted",
    "MatchResult",
    "RecordError",
    "Sprt",
    "TimeControl",
    "check_match_arguments",
    "check_record",
    "check_sprt",
    "elo_estimate",
    "elo_from_score",
    "parse_record",
    "play_game",
    "god_pairs",
    "god_pool",
    "random_openings",
    "replay_record",
    "replay_records",
    "run_match",
    "score_from_elo",
    "sprt",
]
