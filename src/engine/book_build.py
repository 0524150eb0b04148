"""Making the placement book: a search of every first placement, then self-play games that
choose among the search's best turns.

**Search.**  Up to the board's eight symmetries the first player has 49 placements.  One
search of the position after each (the second player to place: its root holds every reply)
with MultiPV ``candidates`` gives that many replies with their scores.  With no games the
book answers each placement with the search's best reply and opens with the placement whose
position scores worst for the second player.

**Games** (``games`` > 0).  The depth-11 scores of the best placements lie within a few
centi-levels of each other and did not predict games played at 100 ms a move (the
measurement is in docs/analysis.md), so the games decide.  Every (placement, reply) pair is
played out ``games`` times by the engine against itself, the node budget of each turn drawn
between half and one and a half times ``nodes`` so that the games differ (and replay from
their seed).  A placement is worth the first player's score against its worst reply, and
the book answers it with that reply.  The ``finalists`` best placements then play three
times as many games again for each of their replies, and the book opens with the best of
them: one round alone would favour whichever placement was luckiest among 49.

>>> book = build_book(depth=1)
>>> len(book.entries)
50
"""

from __future__ import annotations

import random
from collections.abc import Callable
from multiprocessing import get_context

from santorini.board import Board
from santorini.engine.analysis import Engine, Limit, Score
from santorini.engine.book import Book, Key, Record, canonical, map_token, placement_key
from santorini.engine.players import play_out
from santorini.notation import START_SFEN, square_name

__all__ = ["build_book", "first_placements"]

Progress = Callable[[int, int], None]
#: One candidate reply to a first placement: the turn (in the placement key's frame), the
#: search's score of it from the second player's view, and the search depth.
Candidate = tuple[str, Score, int]
#: The first player's wins, losses and draws.
Counts = tuple[int, int, int]


def first_placements() -> list[Board]:
    """One board for each first placement up to symmetry (the second player to place; the
    placement is the board's one pushed move)."""
    seen, out = set(), []
    start = Board(START_SFEN)
    for move in start.legal_moves:
        after = start.copy(stack=False)
        after.push(move)
        found = placement_key(after)
        assert found is not None
        key, _ = canonical(*found)
        if key not in seen:
            seen.add(key)
            out.append(after)
    return out


def build_book(movetime: int = 10000, hash_mb: int = 256, progress: Progress | None = None,
               depth: int | None = None, candidates: int = 1, games: int = 0, nodes: int = 60000,
               finalists: int = 6, jobs: int = 1, seed: int = 1) -> Book:
    """Search every first placement (``movetime`` ms or to ``depth`` each, ``candidates``
    replies each) and, with ``games``, judge the replies and the placements by self-play
    games on ``jobs`` processes.  ``progress`` is called with (done, total) over the
    searches and the game batches (one a placement and reply)."""
    for name, value, least in (("candidates", candidates, 1), ("games", games, 0), ("nodes", nodes, 2),
                               ("finalists", finalists, 1), ("jobs", jobs, 1)):
        if value < least:
            raise ValueError(f"{name} must be at least {least}, not {value}")
    boards = first_placements()
    total = len(boards) + (len(boards) + min(finalists, len(boards))) * candidates * bool(games)
    done = [0]

    def tick() -> None:
        done[0] += 1
        if progress is not None:
            progress(done[0], total)

    replies = _search(boards, movetime, hash_mb, depth, candidates, tick)
    if not games:
        return _book(replies, {}, list(replies))
    counts, best = _judge(replies, games, nodes, finalists, jobs, seed, tick)
    return _book(replies, counts, best)


def _search(boards: list[Board], movetime: int, hash_mb: int, depth: int | None, candidates: int,
            tick: Callable[[], None]) -> dict[Key, list[Candidate]]:
    engine = Engine(hash_mb)
    replies: dict[Key, list[Candidate]] = {}
    for board in boards:
        engine.new_game()
        result = engine.search(board, Limit(depth=depth) if depth else Limit(movetime=movetime), multipv=candidates)
        found = placement_key(board)
        assert found is not None and result.lines
        key, symmetry = canonical(*found)
        replies[key] = [(map_token(line.pv[0].token, symmetry), line.score, line.depth) for line in result.lines]
        tick()
    return replies


def _judge(replies: dict[Key, list[Candidate]], games: int, nodes: int, finalists: int, jobs: int, seed: int,
           tick: Callable[[], None]) -> tuple[dict[tuple[Key, str], Counts], list[Key]]:
    """The first player's results of the games of every (placement, reply) pair, and the
    finalists (the placements that played the second round)."""
    pairs = [(key, token) for key in sorted(replies) for token, _, _ in replies[key]]
    first_round = [(key, token, range(games)) for key, token in pairs]
    counts: dict[tuple[Key, str], Counts] = {}
    with get_context("spawn").Pool(jobs) as pool:
        def play(tasks: list[tuple[Key, str, range]]) -> None:
            for key, token, result in pool.imap_unordered(_play_pair, [(k, t, g, nodes, seed) for k, t, g in tasks]):
                before = counts.get((key, token), (0, 0, 0))
                counts[(key, token)] = (before[0] + result[0], before[1] + result[1], before[2] + result[2])
                tick()

        play(first_round)
        best = sorted(replies, key=lambda key: _worth(key, replies, counts), reverse=True)[:finalists]
        play([(key, token, range(games, 4 * games)) for key in best for token, _, _ in replies[key]])
    return counts, best


_ENGINE: Engine | None = None


def _play_pair(task: tuple[Key, str, range, int, int]) -> tuple[Key, str, Counts]:
    """Games of one placement and reply, each from its own seed: the first player's results."""
    global _ENGINE
    key, token, numbers, nodes, seed = task
    _ENGINE = _ENGINE or Engine(hash_mb=16)
    wins = losses = draws = 0
    for number in numbers:
        board = Board(START_SFEN)
        board.push("".join("+" + square_name(q) for q in key[1]))
        board.push(token)
        rng = random.Random(f"{seed}/{board.sfen()}/{number}")
        winner = play_out(board, _ENGINE, lambda: Limit(nodes=rng.randint(nodes // 2, nodes * 3 // 2)))
        wins, losses, draws = wins + (winner == "A"), losses + (winner == "B"), draws + (winner is None)
    return key, token, (wins, losses, draws)


def _share(counts: Counts) -> float:
    wins, losses, draws = counts
    return (wins + draws / 2) / max(1, wins + losses + draws)


def _worth(key: Key, replies: dict[Key, list[Candidate]], counts: dict[tuple[Key, str], Counts]) -> tuple:
    """A placement's value to the first player: its games against the reply that does best
    against it, then the search's score."""
    reply = _answer(key, replies, counts)
    return (-_value(reply[1]),) if not counts else (_share(counts[(key, reply[0])]), -_value(reply[1]))


def _answer(key: Key, replies: dict[Key, list[Candidate]], counts: dict[tuple[Key, str], Counts]) -> Candidate:
    """The book's reply: the candidate the first player scored least against in the games,
    or the search's best without games."""
    if not counts:
        return replies[key][0]
    return min(replies[key], key=lambda reply: (_share(counts[(key, reply[0])]), -_value(reply[1])))


def _book(replies: dict[Key, list[Candidate]], counts: dict[tuple[Key, str], Counts], openings: list[Key]) -> Book:
    entries: dict[Key, Record] = {}
    for key in replies:
        token, score, depth = _answer(key, replies, counts)
        first = counts.get((key, token))
        entries[key] = (token, score, depth, (first[1], first[0], first[2]) if first else None)
    opening = max(openings, key=lambda key: _worth(key, replies, counts))
    token, score, depth = _answer(key=opening, replies=replies, counts=counts)
    start_key, _ = canonical("A", (), ())
    placement = "".join("+" + square_name(q) for q in opening[1])
    entries[start_key] = (placement, _negated(score), depth, counts.get((opening, token)))
    return Book(entries)


def _negated(score: Score) -> Score:
    if score.win is not None:
        return Score(loss=score.win + 1)
    if score.loss is not None:
        return Score(win=score.loss + 1)
    assert score.cp is not None
    return Score(cp=-score.cp)


def _value(score: Score) -> float:
    """A score from its side's view as one number (wins above every centi-level)."""
    if score.win is not None:
        return 1e9 - score.win
    if score.loss is not None:
        return -1e9 + score.loss
    assert score.cp is not None
    return score.cp
