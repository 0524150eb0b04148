"""Game review: every turn of a game judged against the engine's choice.

For each turn the position before it is searched twice at the same limit: once for the
engine's best turn (MultiPV 2, so that an only move shows), once for the turn played alone
(skipped when it is the best).  Both scores are from the mover's view, so the loss needs no
turning round, with any number of players.  Scores become win probabilities with a logistic
curve (:data:`WIN_SCALE`); the loss is the drop in the mover's win probability, and the mark
follows :data:`THRESHOLDS`.

>>> game = review("00000/000B00/00A00A0/000B00/00000 1 A:mortal,B:mortal 2 -",
...               ["b3-b4^a5", "c2-b1^a1"], depth=2)
>>> [turn.token for turn in game.turns]
['b3-b4^a5', 'c2-b1^a1']
>>> game.turns[0].mark in MARKS
True
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from santorini.board import Board, Move
from santorini.engine.analysis import Engine, Info, Limit, Score
from santorini.notation import START_SFEN

__all__ = ["MARKS", "THRESHOLDS", "WIN_SCALE", "GameReview", "TurnReview", "review", "win_probability"]

#: Centi-levels for which the side to move wins e^1 : 1: a logistic fit of the game results on
#: depth-3 scores, 7,987 positions of 300 games at 40,000 nodes a move
#: (``benchmarks/win_probability.py``).
WIN_SCALE = 165

#: The marks, from best to worst, then the two that override them.
MARKS = ("best", "good", "inaccuracy", "mistake", "blunder", "missed win", "only move")

#: Loss in the mover's win probability at which each mark starts (the loss is at least 0).
#: "best": the engine's turn, or no loss at all; "missed win": a proven win before the turn
#: and none after it; "blunder" also for a turn into a proven loss that the engine's turn
#: avoids; "only move": the engine's turn when it is the one legal turn or every other
#: loses at least the blunder threshold.
THRESHOLDS = {"good": 0.0, "inaccuracy": 0.05, "mistake": 0.10, "blunder": 0.20}


def win_probability(score: Score) -> float:
    """The mover's chance of winning for a score: 1 or 0 for a proven result.

    >>> win_probability(Score(cp=0)), win_probability(Score(win=3)), round(win_probability(Score(cp=165)), 3)
    (0.5, 1.0, 0.731)
    """
    if score.win is not None:
        return 1.0
    if score.loss is not None:
        return 0.0
    assert score.cp is not None
    return 1.0 / (1.0 + math.exp(-score.cp / WIN_SCALE))


@dataclass
class TurnReview:
    """One turn of the game as the engine sees it (scores from the mover's view)."""

    ply: int                    # 1 for the game's first turn
    side: str                   # the mover's side letter
    token: str                  # the turn played
    sfen_before: str
    best: str                   # the engine's turn
    line: list[str]             # the engine's line from the position before the turn
    refutation: list[str]       # after a turn worse than the engine's: the best answer to it and on
    score_best: str             # the engine's score of its turn ("cp 12", "win 3", ...)
    score_played: str           # the score of the turn played, same search limit
    win_best: float
    win_played: float
    loss: float                 # win_best - win_played, never below 0
    mark: str
    alternatives: int           # legal turns in the position before


@dataclass
class GameReview:
    """A reviewed game: its start, its turns, and how it ended."""

    start_sfen: str
    turns: list[TurnReview] = field(default_factory=list)
    limit: dict[str, int] = field(default_factory=dict)
    result: str | None = None   # the winner's side letter, "draw", or None when unfinished

    def to_dict(self) -> dict[str, Any]:
        """Plain data for JSON."""
        return asdict(self)

    def marked(self, *marks: str) -> list[TurnReview]:
        """The turns with one of these marks."""
        return [turn for turn in self.turns if turn.mark in marks]


def _mark(played_is_best: bool, loss: float, best: Score, played: Score, second: Score | None) -> str:
    if best.win is not None and played.win is None:
        return "missed win"
    if played.loss is not None and best.loss is None:
        return "blunder"            # into a proven loss that the engine's turn avoids
    if played_is_best:
        # second is None: the one legal turn.
        if second is None or win_probability(best) - win_probability(second) >= THRESHOLDS["blunder"]:
            return "only move"
        return "best"
    if loss <= 0.0:
        return "best"
    return next(mark for mark in ("blunder", "mistake", "inaccuracy", "good") if loss >= THRESHOLDS[mark])


def _chance_turn(engine: Engine, board: Board, move: Move, limit: Limit, ply: int) -> TurnReview:
    """A card a deck drew (Tyche's): nobody chose it, so nothing is lost; its score is the
    position's after it, from the drawing side's view (marked ``chance``)."""
    after = board.copy(stack=False)
    after.push(move)
    lines = engine.search(after, limit).lines
    mover = board.team(board.side_to_move)
    outcome = after.outcome()
    if outcome is not None:     # the next seat had no turn left
        score = Score(win=1) if after.team(outcome.winner) == mover else Score(loss=1)
    else:
        score = lines[0].score
        if after.team(after.side_to_move) != mover:
            score = Score(cp=None if score.cp is None else -score.cp, win=score.loss, loss=score.win)
    win = round(win_probability(score), 4)
    return TurnReview(
        ply=ply, side=board.side_to_move, token=move.token, sfen_before=board.sfen(), best=move.token,
        line=[move.token] + [m.token for m in (lines[0].pv if lines else [])], refutation=[],
        score_best=str(score), score_played=str(score), win_best=win, win_played=win, loss=0.0, mark="chance",
        alternatives=len(board.legal_moves),
    )


def review(
    game: Board | str,
    tokens: Sequence[str] | None = None,
    *,
    depth: int | None = None,
    nodes: int | None = None,
    movetime: int | None = None,
    hash_mb: int = 64,
    threads: int = 1,
    progress: Callable[[int, int], None] | None = None,
) -> GameReview:
    """Review a game: ``game`` is the start (a Board, whose move stack is the game when
    ``tokens`` is None, or a SFEN) and ``tokens`` the turns played from it.

    With no limit given, each position is searched to depth 8.  ``progress(done, total)``
    is called after every turn.  An illegal token raises :class:`~santorini.errors.IllegalMoveError`
    before any search.
    """
    if isinstance(game, Board):
        start = game.root() if tokens is None else game.copy(stack=False)
        moves = [move.token for move in game.move_stack] if tokens is None else list(tokens)
    else:
        start = Board(game or START_SFEN)
        moves = list(tokens or ())
    if depth is None and nodes is None and movetime is None:
        depth = 8
    limit = Limit(depth=depth, nodes=nodes, movetime=movetime)
    board = start.copy(stack=False)
    played = [board.push(token) for token in moves]     # every token checked before searching
    board = start.copy(stack=False)
    engine = Engine(hash_mb, threads)
    result = GameReview(start.sfen(), limit={k: v for k, v in
                                             (("depth", depth), ("nodes", nodes), ("movetime", movetime)) if v})
    for ply, move in enumerate(played, start=1):
        result.turns.append(_review_turn(engine, board, move, limit, ply))
        board.push(move)
        if progress is not None:
            progress(ply, len(played))
    outcome = board.outcome()
    if outcome is not None:
        result.result = outcome.winner or "draw"
    return result


def _review_turn(engine: Engine, board: Board, move: Move, limit: Limit, ply: int) -> TurnReview:
    sfen = board.sfen()
    alternatives = len(board.legal_moves)
    if board.chance_odds():
        return _chance_turn(engine, board, move, limit, ply)
    lines = engine.search(board, limit, multipv=min(2, alternatives)).lines
    top: Info = lines[0]
    best_score = top.score
    second = lines[1].score if len(lines) > 1 else None
    best = top.pv[0] if top.pv else move
    refutation: list[str] = []
    if best == move:
        played_score = best_score
    else:
        played = engine.search(board, limit, searchmoves=[move]).lines[0]
        played_score = played.score
        refutation = [m.token for m in played.pv[1:]]
    win_best, win_played = win_probability(best_score), win_probability(played_score)
    loss = max(0.0, win_best - win_played)
    return TurnReview(
        ply=ply, side=board.side_to_move, token=move.token, sfen_before=sfen, best=best.token,
        line=[m.token for m in top.pv], refutation=refutation, score_best=str(best_score),
        score_played=str(played_score),
        win_best=round(win_best, 4), win_played=round(win_played, 4), loss=round(loss, 4),
        mark=_mark(best == move, loss, best_score, played_score, second), alternatives=alternatives,
    )
