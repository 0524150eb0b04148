"""A game review written out: a text table, JSON, an evaluation graph and an HTML report.

The graph needs matplotlib (``pip install "santorini-engine[analysis]"``); the text, the
JSON and an HTML report without the graph need nothing beyond the standard library.

>>> from santorini.engine.review import review
>>> game = review("00000/000B00/00A00A0/000B00/00000 1 A:mortal,B:mortal 2 -", ["b3-b4^a5"], depth=2)
>>> print(text_table(game).splitlines()[0])
 ply side turn        score      best        best score  loss  mark
"""

from __future__ import annotations

import html
import io
import json

from santorini.board import Board
from santorini.engine.review import GameReview, TurnReview
from santorini.svg import SIDE_COLORS, board as board_svg

__all__ = ["CRITICAL", "evaluation_graph", "html_report", "json_text", "text_table"]

#: The marks whose positions the HTML report draws.
CRITICAL = ("blunder", "mistake", "missed win")


def text_table(game: GameReview) -> str:
    """One line per turn, then the count of each mark per side."""
    rows = [f"{'ply':>4} {'side':4} {'turn':11} {'score':10} {'best':11} {'best score':>10} {'loss':>5}  mark"]
    for t in game.turns:
        rows.append(f"{t.ply:>4} {t.side:4} {t.token:11} {t.score_played:10} {t.best:11} "
                    f"{t.score_best:>10} {t.loss:>5.2f}  {t.mark}")
    rows.append("")
    for t in game.turns:
        if t.mark in CRITICAL and t.refutation:
            rows.append(f"{t.ply}. {t.token} ({t.mark}): refuted by {' '.join(t.refutation)}")
    if any(t.mark in CRITICAL and t.refutation for t in game.turns):
        rows.append("")
    for side in sorted({t.side for t in game.turns}):
        counts = {}
        for t in game.turns:
            if t.side == side:
                counts[t.mark] = counts.get(t.mark, 0) + 1
        rows.append(f"{side}: " + ", ".join(f"{count} {mark}" for mark, count in counts.items()))
    if game.result:
        rows.append(f"result: {game.result}")
    return "\n".join(rows)


def json_text(game: GameReview) -> str:
    """The review as JSON (the fields of :class:`GameReview` and :class:`TurnReview`)."""
    return json.dumps(game.to_dict(), indent=1)


def _first_side_chance(turn: TurnReview, first: str) -> float:
    # Two sides: one curve, side A's chance. More: each mover's own chance at his turns.
    return turn.win_played if turn.side == first else 1.0 - turn.win_played


def evaluation_graph(game: GameReview, fmt: str = "svg") -> bytes:
    """The win chance after each turn as a PNG or SVG picture (``fmt`` "png" or "svg").

    With two sides: side A's chance. With more: each mover's chance after his own turn,
    one colour per side.  Critical turns are marked.  Needs matplotlib.
    """
    if fmt not in ("png", "svg"):
        raise ValueError(f"graph format must be png or svg, not {fmt!r}")
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise ImportError('the evaluation graph needs matplotlib: pip install "santorini-engine[analysis]"') from None
    sides = sorted({t.side for t in game.turns})
    figure, axes = plt.subplots(figsize=(8, 3), dpi=100)
    if len(sides) <= 2:
        first = sides[0] if sides else "A"
        axes.plot([t.ply for t in game.turns], [_first_side_chance(t, first) for t in game.turns],
                  color=SIDE_COLORS[first], label=f"{first}'s chance")
    else:
        for side in sides:
            mine = [t for t in game.turns if t.side == side]
            axes.plot([t.ply for t in mine], [t.win_played for t in mine], marker=".",
                      color=SIDE_COLORS[side], label=f"{side}'s chance")
    for t in game.turns:
        if t.mark in CRITICAL:
            axes.axvline(t.ply, color="#999999", linewidth=0.8, linestyle=":")
    axes.set_ylim(0, 1)
    axes.set_xlabel("turn (ply)")
    axes.set_ylabel("win chance")
    axes.axhline(0.5, color="#cccccc", linewidth=0.8)
    axes.legend(loc="upper left", fontsize="small")
    figure.tight_layout()
    out = io.BytesIO()
    figure.savefig(out, format=fmt)
    plt.close(figure)
    return out.getvalue()


def html_report(game: GameReview, graph: bool = True) -> str:
    """A self-contained HTML page: the table, the graph (when ``graph`` and matplotlib is
    there), and the board before each critical turn with the turn played and the engine's."""
    parts = ["<!DOCTYPE html><html><head><meta charset='utf-8'><title>Game review</title>",
             "<style>body{font-family:sans-serif;max-width:60em;margin:auto}table{border-collapse:collapse}"
             "td,th{padding:2px 8px;text-align:left}tr.blunder,tr.missed-win{background:#fdd}"
             "tr.mistake{background:#fed}tr.inaccuracy{background:#ffe}.critical{display:inline-block;"
             "margin:1em}</style></head><body><h1>Game review</h1>",
             f"<p>Start: <code>{html.escape(game.start_sfen)}</code>; limit "
             f"{html.escape(', '.join(f'{k} {v}' for k, v in game.limit.items()))}; "
             f"result: {html.escape(game.result or 'unfinished')}</p>"]
    if graph:
        svg = evaluation_graph(game, "svg").decode()
        parts.append(svg[svg.index("<svg"):])
    critical = [t for t in game.turns if t.mark in CRITICAL]
    if critical:
        parts.append("<h2>Critical moments</h2>")
    for t in critical:
        before = Board(game.start_sfen)
        for earlier in game.turns[:t.ply - 1]:
            before.push(earlier.token)
        played, best = before.copy(stack=False), before.copy(stack=False)
        played.push(t.token)
        best.push(t.best)
        parts.append(f"<div class='critical'><h3>{t.ply}. {t.side} {html.escape(t.token)}: {t.mark}</h3>"
                     f"<p>played ({html.escape(t.score_played)})"
                     + (f", refuted by <span class='refutation'>{html.escape(' '.join(t.refutation))}</span>"
                        if t.refutation else "")
                     + f"</p>{board_svg(played, size=260)}"
                     f"<p>best {html.escape(t.best)} ({html.escape(t.score_best)}): "
                     f"{html.escape(' '.join(t.line))}</p>{board_svg(best, size=260)}</div>")
    parts.append("<h2>Turns</h2><table><tr><th>ply</th><th>side</th><th>turn</th><th>score</th>"
                 "<th>best</th><th>best score</th><th>loss</th><th>mark</th></tr>")
    for t in game.turns:
        parts.append(f"<tr class='{t.mark.replace(' ', '-')}'><td>{t.ply}</td><td>{t.side}</td>"
                     f"<td>{html.escape(t.token)}</td><td>{html.escape(t.score_played)}</td>"
                     f"<td>{html.escape(t.best)}</td><td>{html.escape(t.score_best)}</td>"
                     f"<td>{t.loss:.2f}</td><td>{t.mark}</td></tr>")
    parts.append("</table></body></html>")
    return "\n".join(parts)
