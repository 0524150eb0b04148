"""The draft player: offers, chooses and names the start player from the matchup table.

Each decision looks ahead to the end of the draft, every seat choosing what is best for
itself by the table (backward induction over the choices that are left; the Challenger
names the start seat last).  A seat's expected score is its mean score by the table
against each god of the other side, as the first or the second player of the pair
according to who moves first in the game.  With two players that is the table's own
score; with three it is a proxy built from two-player games (each opponent taken alone);
with four in teams a seat's value is its team's, the mean over both teammates.

The Challenger's offers are made from the gods the table knows (with three or four
players from the strongest twelve by the table, so that the look-ahead stays small).
Pairs the table lacks count 1/2.

>>> from santorini.rules.draft import Draft
>>> advice = advise(Draft(2), pool=["apollo", "pan", "atlas"])
>>> advice.token.startswith("offer:"), 0 <= advice.score <= 1
(True, True)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from santorini.engine.fleece_table import FleeceTable
from santorini.engine.matchups import MatchupTable
from santorini.notation import SEAT_SIDES
from santorini.rules.draft import Draft, FleeceDraft

__all__ = ["OFFER_POOL", "Advice", "advise"]

#: With more than two players the Challenger offers from this many of the strongest gods.
OFFER_POOL = 12


@dataclass
class Advice:
    """A draft decision: the token, the expected score of the seat that plays it, and why."""

    token: str
    score: float
    reasons: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class _Outcome:
    gods: tuple[str, ...]       # by seat
    start: int
    values: tuple[float, ...]   # by seat


def _values(table: MatchupTable, gods: Sequence[str], start: int) -> tuple[float, ...]:
    players = len(gods)
    sides = SEAT_SIDES[players]
    order = {(start - 1 + k) % players: k for k in range(players)}     # seat index -> turn position
    own = []
    for seat, god in enumerate(gods):
        scores = []
        for other, rival in enumerate(gods):
            if sides[other] != sides[seat]:
                score = table.vs(god, rival, order[seat] < order[other])
                scores.append(0.5 if score is None else score)
        own.append(sum(scores) / len(scores))
    # Teammates share a result: each seat's value is its side's mean.
    return tuple(sum(own[s] for s in range(players) if sides[s] == sides[seat]) / sides.count(sides[seat])
                 for seat in range(players))


def _outcome(draft: Draft, table: MatchupTable) -> tuple[_Outcome, str | None]:
    """The end of the draft when every seat chooses best for itself, and the token the seat
    to act plays for it (None once the draft is over)."""
    if draft.done:
        assert draft.gods is not None and draft.start_seat is not None
        return _Outcome(draft.gods, draft.start_seat, _values(table, draft.gods, draft.start_seat)), None
    seat = draft.to_move - 1         # the Challenger (seat 1) offers and names the start seat
    best: tuple[_Outcome, str] | None = None
    for token in draft.legal_tokens():
        after = draft.copy()
        after.play(token)
        outcome, _ = _outcome(after, table)
        if best is None or outcome.values[seat] > best[0].values[seat]:
            best = (outcome, token)
    assert best is not None
    return best


def _strongest(table: MatchupTable, gods: Iterable[str], count: int) -> list[str]:
    def strength(god: str) -> float:
        others = [g for g in table.gods if g != god]
        return sum(_values(table, (god, other), 1)[0] + _values(table, (god, other), 2)[0] for other in others)

    return sorted(gods, key=strength, reverse=True)[:count]


def _describe(outcome: _Outcome, seat: int) -> str:
    held = ", ".join(f"seat {s + 1} {god}" for s, god in enumerate(outcome.gods))
    return f"{held}; seat {outcome.start} starts; seat {seat + 1} expects {outcome.values[seat]:.2f}"


def _fleece_advice(draft: FleeceDraft, pool: Iterable[str] | None) -> Advice:
    """Seat 1 names the god on the Ram with its best score by the Golden Fleece table."""
    table = FleeceTable.default()
    god = table.best(draft.eligible(pool))
    score, error = table.score(god)
    return Advice(f"fleece:{god}", score, [f"fleece:{god}: seat 1 scores {score:.2f} +/- {error:.2f} with it "
                                           f"({table.games} self-play games a god)"])


def advise(draft: Draft | FleeceDraft, table: MatchupTable | None = None, pool: Iterable[str] | None = None) -> Advice:
    """The decision for the seat to act; ValueError when the draft is over or no offer
    can be made from the table's gods (and ``pool``, the gods the Challenger may offer)."""
    if draft.done:
        raise ValueError("the draft is over")
    if isinstance(draft, FleeceDraft):
        return _fleece_advice(draft, pool)
    table = table or MatchupTable.default()
    seat = draft.to_move - 1
    if draft.phase != "offer":
        outcome, token = _outcome(draft, table)
        assert token is not None
        return Advice(token, outcome.values[seat], [_describe(outcome, seat)])
    known = [g for g in (pool if pool is not None else table.gods) if g in set(table.gods)]
    if draft.players > 2:
        known = _strongest(table, known, OFFER_POOL)
    best: tuple[_Outcome, str] | None = None
    for token in draft.legal_tokens(pool=known):
        after = draft.copy()
        after.play(token)
        outcome, _ = _outcome(after, table)
        if best is None or outcome.values[0] > best[0].values[0]:
            best = (outcome, token)
    if best is None:
        raise ValueError("no offer can be made from the table's gods")
    outcome, token = best
    return Advice(token, outcome.values[0], [f"{token}: then {_describe(outcome, 0)}"])
