"""Simple opponents and the engine behind one interface, for matches and training.

A player is anything with ``choose(board) -> Move``.

>>> from santorini import Board
>>> board = Board("00000/00000/00000A/0000B0B/2A3000 1 A:mortal,B:mortal 2 -")
>>> GreedyPlayer().choose(board).token     # a win in one is always taken
'a1-b1'
>>> RandomPlayer(seed=1).choose(board) in board.legal_moves
True
"""

from __future__ import annotations

import random
from collections.abc import Callable

from santorini.board import Board, Move
from santorini.engine.analysis import Engine, Limit
from santorini.notation.tokens import FATE_PREFIX

#: A self-play game longer than this many turns is a draw.
MAX_PLIES = 300


def random_turn(board: Board, rng: random.Random) -> str:
    """A uniformly random legal turn's token; sorted first, so that a seeded choice does not
    depend on the order the core generates turns in."""
    return rng.choice(sorted(move.token for move in board.legal_moves))


def place_at_random(board: Board, rng: random.Random) -> None:
    """Play the placements still to make (every seat's, each god's own rules) at random.
    A setup position's turns are all placements (or the setup choices made before them: the
    orientations of direction tokens, ``=ne``, Moerae's area, ``fate@b2``; a deck's reveal is
    dealt from ``rng``); a turn that brings a worker into play later (Jason's ``+a1-a2^b1``)
    goes on with a move or a build."""
    while board.outcome() is None:
        board.play_chance(rng)      # a deck's reveal before anyone places (Chaos'): the referee's
        if not board.legal_moves or not all(_is_placement(move.token) for move in board.legal_moves):
            return
        board.push(random_turn(board, rng))


def _is_placement(token: str) -> bool:
    return (token.startswith(("=", FATE_PREFIX))
            or (token.startswith("+") and not any(mark in token for mark in "-^")))


def play_out(board: Board, engine: Engine, limit: Callable[[], Limit]) -> str | None:
    """Play the game on `board` to its end, both seats by `engine` under a limit drawn
    for each turn: the winner's seat letter, or None for a draw (no winner, or
    :data:`MAX_PLIES` turns)."""
    engine.new_game()
    chance = random.Random(board.key)
    while board.outcome() is None and len(board.move_stack) < MAX_PLIES:
        board.play_chance(chance)       # the referee's part: a deck's draw (Tyche's)
        if board.outcome() is not None:
            break
        result = engine.search(board, limit())
        if result.best is None:
            break
        board.push(result.best)
    outcome = board.outcome()
    return None if outcome is None else outcome.winner


class RandomPlayer:
    """Plays a uniformly random legal turn (seeded)."""

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def choose(self, board: Board) -> Move:
        return self._rng.choice(list(board.legal_moves))


class GreedyPlayer:
    """One ply deep: wins at once if it can, else the turn whose position evaluates best.

    Ties are broken at random (seeded) so that games differ.
    """

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def choose(self, board: Board) -> Move:
        best: list[Move] = []
        best_score = None
        team = board.team(board.side_to_move)
        for move in board.legal_moves:
            board.push(move)
            outcome = board.outcome()
            if outcome is not None:
                # The mover won (or left the next seat without a turn), or lost at once (a
                # worker walked into Tartarus' Abyss).
                score = 10**6 if board.team(outcome.winner) == team else -10**6
            else:
                # From the mover's view, whoever acts next (the mover again in an extra
                # turn or a draw of Tyche's).
                score = board._core.evaluate() * (1 if board.team(board.side_to_move) == team else -1)
            board.pop()
            if best_score is None or score > best_score:
                best, best_score = [move], score
            elif score == best_score:
                best.append(move)
        return self._rng.choice(best)


class EnginePlayer:
    """The searching engine under a fixed limit (milliseconds per turn by default)."""

    def __init__(
        self,
        movetime: int | None = 100,
        depth: int | None = None,
        hash_mb: int = 16,
        threads: int = 1,
        best_reply: bool = True,
    ) -> None:
        self.engine = Engine(hash_mb=hash_mb, threads=threads)
        self.engine.best_reply = best_reply
        self.limit = Limit(movetime=movetime, depth=depth)

    def choose(self, board: Board) -> Move:
        result = self.engine.search(board, self.limit)
        return result.best if result.best is not None else next(iter(board.legal_moves))
