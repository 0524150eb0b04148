"""The draft player: offers, chooses and names the start player from the matchup table.

Two players (the table holds two-player games).  Each decision looks ahead to the end of the
draft with the table's scores, both players choosing as well as the table lets them:

* the Challenger's offer {x, y}: the opponent will take the god that leaves the Challenger
  least, and the Challenger will then name the start player that gives him most; the offer
  with the best such outcome is made;
* the opponent's choice: the god after which the Challenger's best start leaves him most;
* the start player: the seat order with the better score for the Challenger.

Pairs the table lacks are not offered (an offer of them is judged at 1/2).

>>> from santorini.rules.draft import Draft
>>> advice = advise(Draft(2), pool=["apollo", "pan", "atlas"])
>>> advice.token.startswith("offer:"), 0 <= advice.score <= 1
(True, True)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from santorini.engine.matchups import MatchupTable
from santorini.rules.draft import Draft

__all__ = ["Advice", "advise"]


@dataclass
class Advice:
    """A draft decision: the token, the expected score of the seat that plays it, and why."""

    token: str
    score: float
    reasons: list[str] = field(default_factory=list)


def _value(table: MatchupTable, mine: str, theirs: str) -> tuple[float, bool]:
    """My best expected score with `mine` against `theirs` when I name the start player,
    and whether I start."""
    first = table.vs(mine, theirs, True)
    second = table.vs(mine, theirs, False)
    first = 0.5 if first is None else first
    second = 0.5 if second is None else second
    return (first, True) if first >= second else (second, False)


def advise(draft: Draft, table: MatchupTable | None = None, pool: Iterable[str] | None = None) -> Advice:
    """The decision for the seat to act in a two-player draft; ValueError otherwise."""
    if draft.players != 2:
        raise ValueError("the draft player knows two-player matchups only")
    if draft.done:
        raise ValueError("the draft is over")
    table = table or MatchupTable.default()
    known = set(table.gods)
    phase = draft.phase
    if phase == "offer":
        gods = [g for g in (pool if pool is not None else table.gods) if g in known]
        best: Advice | None = None
        for token in draft.legal_tokens(pool=gods):
            x, y = token.split(":", 1)[1].split(",")
            # The opponent takes what leaves me least; I keep the other.
            outcomes = [(_value(table, mine, theirs), mine, theirs) for mine, theirs in ((x, y), (y, x))]
            (score, i_start), mine, theirs = min(outcomes, key=lambda o: o[0][0])
            if best is None or score > best.score:
                best = Advice(token, score, [
                    f"offer {x} and {y}: the opponent takes {theirs}, leaving {mine}",
                    f"{mine} against {theirs} scores {score:.2f} with the Challenger "
                    f"{'starting' if i_start else 'second'}"])
        if best is None:
            raise ValueError("no offer can be made from the table's gods")
        return best
    if phase == "choose":
        offered = draft.remaining
        options = []
        for token in draft.legal_tokens():
            mine = token.split(":", 1)[1]
            rest = [g for g in offered if g != mine] or [mine]
            challenger, challenger_starts = _value(table, rest[0], mine)
            options.append((1 - challenger, token, mine, rest[0], challenger_starts))
        score, token, mine, theirs, challenger_starts = max(options)
        return Advice(token, score, [
            f"choose {mine}: the Challenger keeps {theirs} and will "
            f"{'start' if challenger_starts else 'let us start'}; expected score {score:.2f}"])
    # The start seat: the Challenger's choice.
    assert draft.gods is not None
    mine, theirs = draft.gods[0], draft.gods[1]
    score, i_start = _value(table, mine, theirs)
    token = "first:1" if i_start else "first:2"
    if token not in draft.legal_tokens():       # a god that must (or must not) start decides
        token = draft.legal_tokens()[0]
        i_start = token == "first:1"
        score = table.vs(mine, theirs, i_start) or 0.5
    return Advice(token, score, [f"{mine} against {theirs}: {'starting' if i_start else 'second'} scores {score:.2f}"])
