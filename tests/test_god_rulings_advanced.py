"""Ruling scenarios of the Advanced Gods (docs/advanced-gods.md; background: the rules
digest's §1, §2A, §3.2 entries 11-30, §6 and §9, cited as "gods.md §n").

Written from the rules alone, before and independently of the code: every expected value
below was worked out by hand (boards are drawn in comments where it helps). The format is
that of tests/test_god_rulings.py: a position (SFEN), the turns that must be listed
(canonical tokens), the turns that must be rejected, and the position after a turn (any
legal spelling of a turn is accepted and gives the canonical position string). On top:

* ``rulings``: the ruling keys whose alternative is selected (`Board(sfen, rulings=...)`,
  `RefPosition(sfen, rulings=...)`); passed only when not empty, so the default scenarios
  run even where the keyword is missing.
* ``rejected``: tokens that must raise some SantoriniError (malformed or illegal).
* ``unlisted``: tokens that must not be listed (but may be accepted on input as another
  spelling of a listed turn: Persephone keeps only the climbing spellings).
* ``seats_after`` / ``seats_now``: the seats field (SFEN field 3, where ``#`` and ``-``
  live) after a turn / right after loading, where the rest of the string is not the point.
* ``no_winner_after``: tokens after which nobody has won (no ``#``).

Every scenario runs against both implementations: ``oracle`` (santorini.reference.
RefPosition) and ``core`` (santorini.Board). While the core raises UnsupportedError for a
god, its case is skipped. Positions in which a side has a single worker are the ones Bia and
Medusa leave behind; both implementations must load them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Protocol

import pytest

import santorini
from santorini.errors import IllegalMoveError, SantoriniError, SfenError, UnsupportedError
from santorini.reference import RefPosition
from test_god_rulings import position

# --------------------------------------------------------------------------- the two implementations

REVISED = "revised-text"  # selects the original printing (Bia placement, Limus domes)
LONE = "hypnus-lone-worker"  # a lone worker is not frozen
HERA_ALT = "hera-alternative-wins"  # Hera cancels only the climb
DIO_CHRONUS = "dionysus-chronus"  # Chronus may win during a Dionysus extra turn


class Engine(Protocol):
    def legal(self) -> list[str]: ...
    def push(self, token: str) -> None: ...
    def sfen(self) -> str: ...


class OracleEngine:
    def __init__(self, sfen: str, rulings: frozenset[str] = frozenset()) -> None:
        self.pos = RefPosition(sfen, rulings=frozenset(rulings)) if rulings else RefPosition(sfen)

    def legal(self) -> list[str]:
        return self.pos.legal_turns()

    def push(self, token: str) -> None:
        self.pos.play(token)

    def sfen(self) -> str:
        return self.pos.sfen()


class CoreEngine:
    def __init__(self, sfen: str, rulings: frozenset[str] = frozenset()) -> None:
        self.board = santorini.Board(sfen, rulings=set(rulings)) if rulings else santorini.Board(sfen)

    def legal(self) -> list[str]:
        return sorted(move.token for move in self.board.legal_moves)

    def push(self, token: str) -> None:
        self.board.push(token)

    def sfen(self) -> str:
        return self.board.sfen()


Loader = Callable[..., Engine]


@pytest.fixture(params=["oracle", "core"])
def engine(request: pytest.FixtureRequest) -> Loader:
    """``engine(sfen, rulings)`` loads a position into the implementation under test."""

    def load(sfen: str, rulings: Iterable[str] = ()) -> Engine:
        rulings = frozenset(rulings)
        if request.param == "oracle":
            return OracleEngine(sfen, rulings)
        try:
            return CoreEngine(sfen, rulings)
        except UnsupportedError as error:
            pytest.skip(f"the core does not play this position yet: {error}")

    return load


# --------------------------------------------------------------------------- scenarios


@dataclass
class Case:
    god: str  # the Advanced God the scenario is about (counted in docs/advanced-gods.md)
    name: str
    sfen: str
    legal: list[str] = field(default_factory=list)
    illegal: list[str] = field(default_factory=list)
    unlisted: list[str] = field(default_factory=list)
    rejected: list[str] = field(default_factory=list)  # malformed: any SantoriniError (NotationError too)
    after: dict[str, str] = field(default_factory=dict)
    count: int | None = None
    same: dict[str, str] = field(default_factory=dict)
    rulings: frozenset[str] = frozenset()
    seats_after: dict[str, str] = field(default_factory=dict)
    seats_now: str | None = None
    seats_contain: dict[str, str] = field(default_factory=dict)
    no_winner_after: list[str] = field(default_factory=list)


def seats(sfen: str) -> str:
    return sfen.split()[2]


def check(load: Loader, sc: Case) -> None:
    def fresh() -> Engine:
        return load(sc.sfen, sc.rulings)

    game = fresh()
    legal = game.legal()
    assert legal == sorted(legal) and len(set(legal)) == len(legal)
    if sc.seats_now is not None:
        assert seats(game.sfen()) == sc.seats_now, f"{sc.name}: loaded as {game.sfen()}"
    for token in sc.legal:
        assert token in legal, f"{sc.name}: {token} should be legal; listed: {legal}"
    for token in sc.unlisted + sc.illegal + sc.rejected:
        assert token not in legal, f"{sc.name}: {token} should not be listed"
    for token in sc.rejected:
        with pytest.raises(SantoriniError):
            fresh().push(token)
    for token in sc.illegal:
        with pytest.raises(IllegalMoveError):
            fresh().push(token)
    if sc.count is not None:
        assert len(legal) == sc.count, f"{sc.name}: {len(legal)} turns, expected {sc.count}: {legal}"
    for token, expected in sc.after.items():
        game = fresh()
        game.push(token)
        assert game.sfen() == expected, f"{sc.name}: after {token}"
    for token, expected in sc.seats_after.items():
        game = fresh()
        game.push(token)
        assert seats(game.sfen()) == expected, f"{sc.name}: after {token}: {game.sfen()}"
    for token, part in sc.seats_contain.items():
        game = fresh()
        game.push(token)
        assert part in seats(game.sfen()), f"{sc.name}: after {token}: {game.sfen()}"
    for token in sc.no_winner_after:
        game = fresh()
        game.push(token)
        assert "#" not in game.sfen(), f"{sc.name}: nobody wins by {token}: {game.sfen()}"
    for spelling, canonical in sc.same.items():
        assert spelling not in legal and canonical in legal, f"{sc.name}: {spelling} / {canonical}"
        one, other = fresh(), fresh()
        one.push(spelling)
        other.push(canonical)
        assert one.sfen() == other.sfen(), f"{sc.name}: {spelling} differs from {canonical}"


CASES: list[Case] = []


def case(god: str, name: str, sfen: str, **kwargs: object) -> None:
    if "rulings" in kwargs:
        kwargs["rulings"] = frozenset(kwargs["rulings"])  # type: ignore[arg-type]
    CASES.append(Case(god, name, sfen, **kwargs))  # type: ignore[arg-type]


def two(god_a: str, god_b: str = "mortal") -> str:
    return f"A:{god_a},B:{god_b}"


FOUR = "A:{},B:{},A:{},B:{}"
EMPTY = {}  # no workers: a placement position

# =========================================================================== 11 Aphrodite
# advanced-gods.md §11, gods.md §3.2 (11): the acting side's workers next to an Aphrodite
# worker at the start of the turn are charmed; a charmed worker that moves must end the turn
# next to an Aphrodite worker (end positions, after a swap or push). 2 and 4 players.
#
#   5 . . . . .
#   4 . . B . .      A (Aphrodite) c3, a1; B c4 (charmed), e1 (not charmed)
#   3 . . A . .
#   2 . . . . .
#   1 A . . . B
#     a b c d e
case(
    "aphrodite", "aphrodite-charmed-worker-ends-next-to-her",
    position({"c3": "A", "a1": "A", "c4": "B", "e1": "B"}, gods=two("aphrodite"), to_move=2),
    legal=["c4-b4^b5", "c4-d4^d5", "c4-d3^e3", "c4-b3^a2", "e1-e2^e1", "e1-d1^e1"],
    illegal=["c4-c5^c4", "c4-b5^a5", "c4-d5^e5"],
    # c4 may go to b3, b4, d3, d4 (7 builds each, c3 is taken) = 28; e1 is free: d1 5, d2 7, e2 5
    count=45,
)
case(
    "aphrodite", "aphrodite-either-of-her-workers-counts",
    # B's b4 touches both c3 and a5: a4 and b5 touch a5 only, b3 and c4 touch c3 only.
    position({"c3": "A", "a5": "A", "b4": "B", "e1": "B"}, gods=two("aphrodite"), to_move=2),
    legal=["b4-a4^a3", "b4-b5^c5", "b4-b3^a3", "b4-c4^c5"],
    illegal=["b4-c5^d5", "b4-a3^a2"],
)
case(
    "aphrodite", "aphrodite-artemis-intermediate-square-is-free",
    # B's Artemis on c3 is charmed by b2; c2 is a dome. c3-d2-c1 passes d2 (not next to b2)
    # and ends on c1 (next to b2): legal. Stopping on d2 is not.
    position({"b2": "A", "e5": "A", "c3": "B", "a5": "B"}, domes=["c2"], gods=two("aphrodite", "artemis"),
             to_move=2),
    legal=["c3-d2-c1^d1", "c3-d2-c1^b1", "a5-a4^a5"],
    illegal=["c3-d2^c1", "c3-d2^e1", "c3-d3^d4"],
)
case(
    "aphrodite", "aphrodite-minotaur-push-judged-at-the-end",
    # B's Minotaur on c2 (charmed by c3) may push c3 to c4: it ends on c3, next to c4.
    position({"c3": "A", "a5": "A", "c2": "B", "e1": "B"}, gods=two("aphrodite", "minotaur"), to_move=2),
    legal=["c2-c3^c2", "c2-b3^b4", "c2-d2^e2"],
    illegal=["c2-c1^c2", "c2-b1^a1", "c2-d1^e2"],
    after={"c2-c3^d2": position({"c4": "A", "a5": "A", "c3": "B", "e1": "B"}, {"d2": 1},
                                gods=two("aphrodite", "minotaur"), round_number=4)},
)
case(
    "aphrodite", "aphrodite-apollo-swap-judged-at-the-end",
    # B's Apollo on b2 (charmed by c3) swaps onto c3: it ends next to her worker, now on b2.
    position({"c3": "A", "a5": "A", "b2": "B", "e1": "B"}, gods=two("aphrodite", "apollo"), to_move=2),
    legal=["b2-c3^d3", "b2-c2^c1"],
    illegal=["b2-a1^a2", "b2-b1^a1"],
    after={"b2-c3^d3": position({"b2": "A", "a5": "A", "c3": "B", "e1": "B"}, {"d3": 1},
                                gods=two("aphrodite", "apollo"), round_number=4)},
)
case(
    "aphrodite", "aphrodite-charmed-worker-wins-only-next-to-her",
    # c4 (level 2, charmed) may climb d4 (level 3, next to c3) but not b5 (level 3, not next to her).
    position({"c3": "A", "a1": "A", "c4": "B", "e1": "B"}, {"c4": 2, "d4": 3, "b5": 3}, gods=two("aphrodite"),
             to_move=2),
    legal=["c4-d4"],
    illegal=["c4-b5", "c4-b5^a5"],
    after={"c4-d4": position({"c3": "A", "a1": "A", "d4": "B", "e1": "B"}, {"c4": 2, "d4": 3, "b5": 3},
                             gods="A:aphrodite,B:mortal#", round_number=4)},
)
case(
    "aphrodite", "aphrodite-artemis-winning-step-is-final",
    # An Artemis step onto level 3 wins and ends the turn: on b5 it is a final move away from her.
    position({"c3": "A", "a1": "A", "c4": "B", "e1": "B"}, {"c4": 2, "d4": 3, "b5": 3},
             gods=two("aphrodite", "artemis"), to_move=2),
    legal=["c4-d4"],
    illegal=["c4-b5", "c4-b5-b4^a4"],
)
case(
    "aphrodite", "aphrodite-four-players-binds-the-other-teams-second-seat",
    position({"c3": "A", "a1": "A", "c4": "B", "e1": "B"}, gods=FOUR.format("aphrodite", "mortal", "mortal", "mortal"),
             to_move=4),
    legal=["c4-b4^b5", "e1-e2^e1"],
    illegal=["c4-c5^c4", "c4-b5^a5"],
)
case(
    "aphrodite", "aphrodite-four-players-on-seat-three-binds-seat-two",
    position({"c3": "A", "a1": "A", "c4": "B", "e1": "B"}, gods=FOUR.format("mortal", "mortal", "aphrodite", "mortal"),
             to_move=2),
    legal=["c4-b4^b5"],
    illegal=["c4-c5^c4", "c4-d5^e5"],
)

# =========================================================================== 13 Bia
# advanced-gods.md §13, gods.md §3.2 (13), §1.1 (direction), §1.2 (forces do not kill).
# After each move of her worker P -> Q, an opponent worker on R = Q + (Q - P) is removed,
# before the build (R may then be built on); also after a winning move.
case(
    "bia", "bia-kills-straight-ahead-then-builds-there",
    # b2 -> c2: R = d2 holds B's worker, which is removed; c2 then builds on d2.
    position({"b2": "A", "a5": "A", "d2": "B", "e5": "B"}, gods=two("bia")),
    legal=["b2-c2^d2"],
    after={"b2-c2^d2": position({"c2": "A", "a5": "A", "e5": "B"}, {"d2": 1}, gods=two("bia"), to_move=2)},
)
case(
    "bia", "bia-kills-diagonally",
    position({"b2": "A", "a5": "A", "d4": "B", "e1": "B"}, gods=two("bia")),
    legal=["b2-c3^d4"],
    after={"b2-c3^b2": position({"c3": "A", "a5": "A", "e1": "B"}, {"b2": 1}, gods=two("bia"), to_move=2)},
)
case(
    "bia", "bia-checks-only-the-next-square",
    # b2 -> c2: R = d2 is empty; B's worker on e2, one further, stays.
    position({"b2": "A", "a5": "A", "e2": "B", "e5": "B"}, gods=two("bia")),
    after={"b2-c2^d2": position({"c2": "A", "a5": "A", "e2": "B", "e5": "B"}, {"d2": 1}, gods=two("bia"),
                                to_move=2)},
)
case(
    "bia", "bia-four-players-never-kills-the-teams-worker",
    # Seat 1 (Bia): b2 -> c3 points at d4, team A's own worker: nothing. b2 -> b3 kills b4.
    position({"b2": "A", "d4": "A", "b4": "B", "e1": "B"}, gods=FOUR.format("bia", "mortal", "mortal", "mortal")),
    after={
        "b2-c3^c2": position({"c3": "A", "d4": "A", "b4": "B", "e1": "B"}, {"c2": 1},
                             gods=FOUR.format("bia", "mortal", "mortal", "mortal"), to_move=2),
        "b2-b3^b4": position({"b3": "A", "d4": "A", "e1": "B"}, {"b4": 1},
                             gods=FOUR.format("bia", "mortal", "mortal", "mortal"), to_move=2),
    },
)
case(
    "bia", "bia-teammate-does-not-kill",
    # Seat 3 (Bia's teammate, mortal) moves b2 -> b3 towards b4: no power, no kill.
    position({"b2": "A", "d4": "A", "b4": "B", "e1": "B"}, gods=FOUR.format("bia", "mortal", "mortal", "mortal"),
             to_move=3),
    illegal=["b2-b3^b4"],  # b4 is still occupied
    after={"b2-b3^a3": position({"b3": "A", "d4": "A", "b4": "B", "e1": "B"}, {"a3": 1},
                                gods=FOUR.format("bia", "mortal", "mortal", "mortal"), to_move=4)},
)
case(
    "bia", "bia-kills-on-a-winning-move",
    # c3 (2) -> d3 (3) wins; R = e3 holds B's worker: the SFEN after the win lacks it.
    position({"c3": "A", "a1": "A", "e3": "B", "a5": "B"}, {"c3": 2, "d3": 3}, gods=two("bia")),
    legal=["c3-d3"],
    after={"c3-d3": position({"d3": "A", "a1": "A", "a5": "B"}, {"c3": 2, "d3": 3}, gods="A:bia#,B:mortal",
                             to_move=2)},
)
case(
    "bia", "bia-last-worker-two-players-wins-at-once",
    # B's last worker on d2 is removed by b2 -> c2: B is out, A wins at once, nothing follows.
    position({"b2": "A", "a5": "A", "d2": "B"}, gods=two("bia")),
    legal=["b2-c2", "b2-b3^b2"],
    illegal=["b2-c2^d2", "b2-c2^c1"],
    after={"b2-c2": position({"c2": "A", "a5": "A"}, gods="A:bia#,B:mortal", to_move=2)},
)
case(
    "bia", "bia-last-worker-three-players-eliminates-and-play-goes-on",
    position({"b2": "A", "a5": "A", "e5": "B", "e4": "B", "d2": "C"}, gods="A:bia,B:mortal,C:mortal"),
    legal=["b2-c2^d2"],
    illegal=["b2-c2"],
    after={"b2-c2^d2": position({"c2": "A", "a5": "A", "e5": "B", "e4": "B"}, {"d2": 1},
                                gods="A:bia,B:mortal,-C:mortal", to_move=2)},
)
case(
    "bia", "bia-last-worker-four-players-team-wins",
    position({"b2": "A", "a5": "A", "d2": "B"}, gods=FOUR.format("bia", "mortal", "mortal", "mortal")),
    legal=["b2-c2"],
    illegal=["b2-c2^d2"],
    after={"b2-c2": position({"c2": "A", "a5": "A"}, gods="A:bia#,B:mortal,A:mortal,B:mortal", to_move=2)},
)
case(
    "bia", "bia-forced-worker-does-not-kill",
    # B's Apollo c3 -> d3 swaps Bia's worker from d3 to c3: a force; R = b3 (B) is not removed.
    position({"d3": "A", "a1": "A", "c3": "B", "b3": "B"}, gods=two("bia", "apollo"), to_move=2),
    after={"c3-d3^e3": position({"c3": "A", "a1": "A", "d3": "B", "b3": "B"}, {"e3": 1}, gods=two("bia", "apollo"),
                                round_number=4)},
)
case(
    "bia", "bia-places-on-the-perimeter",
    # Default (revised text): both workers on the 16 perimeter squares: C(16, 2) = 120.
    position(EMPTY, gods=two("bia"), round_number=1),
    legal=["+a1+e5", "+a1+b1", "+c1+c5"],
    illegal=["+a1+c3", "+b2+d4"],
    count=120,
)
case(
    "bia", "bia-original-text-places-anywhere",
    position(EMPTY, gods=two("bia"), round_number=1),
    rulings={REVISED},
    legal=["+a1+c3", "+b2+d4"],
    count=300,
)
case(
    "bia", "bia-opponent-places-anywhere",
    position({"a1": "A", "e5": "A"}, gods=two("bia"), to_move=2, round_number=1),
    legal=["+b2+c3"],
    count=253,  # C(23, 2)
)
case(
    "bia", "bia-teammate-places-the-pair-on-the-perimeter",
    # 4 players, Bia on seat 3: seat 1 places team A's pair, on the perimeter.
    position(EMPTY, gods=FOUR.format("mortal", "mortal", "bia", "mortal"), round_number=1),
    legal=["+a1+e5"],
    illegal=["+b2+d4", "+a1+c3"],
    count=120,
)

# =========================================================================== 16 Chronus
# advanced-gods.md §16 and "What every god shares" (win conditions checked after every step
# and on loading; the step ends the turn), gods.md §3.2 (16), §2A.
# Four complete towers stand on a1, b1, d1, e1 (level 3 with a dome).
TOWERS = {"a1": 3, "b1": 3, "d1": 3, "e1": 3}
TOWER_DOMES = ["a1", "b1", "d1", "e1"]
case(
    "chronus", "chronus-wins-by-his-own-fifth-tower",
    position({"c3": "A", "a3": "A", "e5": "B", "e4": "B"}, {**TOWERS, "d4": 3}, TOWER_DOMES, gods=two("chronus")),
    legal=["c3-c4^d4"],
    after={"c3-c4^d4": position({"c4": "A", "a3": "A", "e5": "B", "e4": "B"}, {**TOWERS, "d4": 3},
                                [*TOWER_DOMES, "d4"], gods="A:chronus#,B:mortal", to_move=2)},
)
case(
    "chronus", "chronus-wins-by-the-opponents-fifth-tower",
    position({"c3": "A", "a3": "A", "e5": "B", "e4": "B"}, {**TOWERS, "d4": 3}, TOWER_DOMES, gods=two("chronus"),
             to_move=2),
    legal=["e5-d5^d4"],
    after={"e5-d5^d4": position({"c3": "A", "a3": "A", "d5": "B", "e4": "B"}, {**TOWERS, "d4": 3},
                                [*TOWER_DOMES, "d4"], gods="A:chronus#,B:mortal", round_number=4)},
)
case(
    "chronus", "chronus-low-domes-do-not-count",
    # A dome on level 1 (c1) stands already; Atlas adds one on level 2 (d4): still four towers.
    position({"c3": "A", "a3": "A", "e5": "B", "e4": "B"}, {**TOWERS, "d4": 2, "c1": 1}, [*TOWER_DOMES, "c1"],
             gods=two("chronus", "atlas"), to_move=2),
    legal=["e5-d5^d4*"],
    after={"e5-d5^d4*": position({"c3": "A", "a3": "A", "d5": "B", "e4": "B"}, {**TOWERS, "d4": 2, "c1": 1},
                                 [*TOWER_DOMES, "c1", "d4"], gods=two("chronus", "atlas"), round_number=4)},
)
case(
    "chronus", "chronus-wins-when-loaded-with-five-towers",
    position({"c3": "A", "a3": "A", "e5": "B", "e4": "B"}, {**TOWERS, "d4": 3}, [*TOWER_DOMES, "d4"],
             gods=two("chronus")),
    seats_now="A:chronus#,B:mortal",
    count=0,
)
case(
    "chronus", "chronus-prometheus-pre-build-ends-the-turn",
    # B's Prometheus on c3 (level 2) next to d3 (level 3, no dome): the pre-build dome on d3 is
    # the fifth tower, Chronus wins there; climbing d3 instead wins for B.
    position({"a3": "A", "a5": "A", "c3": "B", "e5": "B"}, {**TOWERS, "c3": 2, "d3": 3}, TOWER_DOMES,
             gods=two("chronus", "prometheus"), to_move=2),
    legal=["c3^d3", "c3-d3"],
    illegal=["c3^d3-c4^c3", "c3^d3-c4"],
    after={"c3^d3": position({"a3": "A", "a5": "A", "c3": "B", "e5": "B"}, {**TOWERS, "c3": 2, "d3": 3},
                             [*TOWER_DOMES, "d3"], gods="A:chronus#,B:prometheus", round_number=4)},
    seats_after={"c3-d3": "A:chronus,B:prometheus#"},
)
case(
    "chronus", "chronus-fifth-tower-in-the-middle-of-a-demeter-turn",
    # Demeter's first build on c5, second the dome on d4: legal, Chronus wins. The dome first
    # ends the turn: a second build after it is not.
    position({"a3": "A", "a5": "A", "e5": "B", "e4": "B"}, {**TOWERS, "d4": 3}, TOWER_DOMES,
             gods=two("chronus", "demeter"), to_move=2),
    legal=["e5-d5^c5^d4", "e5-d5^d4"],
    illegal=["e5-d5^d4^c5"],
    after={"e5-d5^c5^d4": position({"a3": "A", "a5": "A", "d5": "B", "e4": "B"}, {**TOWERS, "d4": 3, "c5": 1},
                                   [*TOWER_DOMES, "d4"], gods="A:chronus#,B:demeter", round_number=4)},
)

# =========================================================================== 17 Circe
# advanced-gods.md §17, gods.md §3.2 (17): at the start of her turn, if the opponent's workers
# are not neighbours she holds its power until her next turn; a power changing hands starts
# from its default state; `circe[<god>]` / `circe[<god>:<state>]`. Positions with Circe to
# move below always show the outcome of that test.
case(
    "circe", "circe-holds-apollo-when-the-opponents-workers-are-apart",
    # B's d3 and e5 are not neighbours: Circe holds Apollo and swaps with d3.
    position({"c3": "A", "a1": "A", "d3": "B", "e5": "B"}, gods="A:circe[apollo],B:apollo"),
    legal=["c3-d3^c4"],
    after={"c3-d3^c4": position({"d3": "A", "a1": "A", "c3": "B", "e5": "B"}, {"c4": 1},
                                gods="A:circe[apollo],B:apollo", to_move=2)},
)
case(
    "circe", "circe-has-no-power-when-the-opponents-workers-touch",
    position({"c3": "A", "a1": "A", "d3": "B", "e4": "B"}, gods="A:circe,B:apollo"),
    illegal=["c3-d3^c4"],
    legal=["c3-c4^c3"],
)
case(
    "circe", "circe-opponent-plays-as-a-mortal-while-she-holds",
    # B to move while Circe holds Apollo: no swap. After the turn the test runs again.
    position({"c3": "A", "a1": "A", "d3": "B", "e5": "B"}, gods="A:circe[apollo],B:apollo", to_move=2),
    illegal=["d3-c3^d3"],
    legal=["d3-d4^d3"],
    after={
        # d4 and e5 touch: B gets Apollo back
        "d3-d4^d3": position({"c3": "A", "a1": "A", "d4": "B", "e5": "B"}, {"d3": 1}, gods="A:circe,B:apollo",
                             round_number=4),
        # d2 and e5 apart: she holds it again
        "d3-d2^d3": position({"c3": "A", "a1": "A", "d2": "B", "e5": "B"}, {"d3": 1},
                             gods="A:circe[apollo],B:apollo", round_number=4),
    },
)
case(
    "circe", "circe-takes-the-power-when-her-turn-starts",
    # B still has Apollo and swaps d3 -> c3 (A's worker to d3): B's c3 and e4 end apart.
    position({"c3": "A", "a1": "A", "d3": "B", "e4": "B"}, gods="A:circe,B:apollo", to_move=2),
    legal=["d3-c3^b3"],
    after={
        "d3-c3^b3": position({"d3": "A", "a1": "A", "c3": "B", "e4": "B"}, {"b3": 1},
                             gods="A:circe[apollo],B:apollo", round_number=4),
        "d3-d4^d3": position({"c3": "A", "a1": "A", "d4": "B", "e4": "B"}, {"d3": 1}, gods="A:circe,B:apollo",
                             round_number=4),
    },
)
case(
    "circe", "circe-athena-state-does-not-travel",
    # B's Athena moves up (d4 -> e5 or e4, level 1). Ending apart from d3, Circe takes the power
    # in its default state (no ^); ending next to d3, B keeps it with its ^.
    position({"a1": "A", "a3": "A", "d3": "B", "d4": "B"}, {"e5": 1, "e4": 1}, gods="A:circe,B:athena", to_move=2),
    after={
        "d4-e5^d5": position({"a1": "A", "a3": "A", "d3": "B", "e5": "B"}, {"e5": 1, "e4": 1, "d5": 1},
                             gods="A:circe[athena],B:athena", round_number=4),
        "d4-e4^e3": position({"a1": "A", "a3": "A", "d3": "B", "e4": "B"}, {"e5": 1, "e4": 1, "e3": 1},
                             gods="A:circe,B:athena[^]", round_number=4),
    },
)
case(
    "circe", "circe-holding-athena-sets-its-state",
    position({"c3": "A", "a1": "A", "d3": "B", "e5": "B"}, {"c4": 1}, gods="A:circe[athena],B:athena"),
    legal=["c3-c4^c3"],
    after={
        "c3-c4^c3": position({"c4": "A", "a1": "A", "d3": "B", "e5": "B"}, {"c4": 1, "c3": 1},
                             gods="A:circe[athena:^],B:athena", to_move=2),
        "c3-b3^c3": position({"b3": "A", "a1": "A", "d3": "B", "e5": "B"}, {"c4": 1, "c3": 1},
                             gods="A:circe[athena],B:athena", to_move=2),
    },
)
case(
    "circe", "circe-holding-athena-binds-the-opponent",
    # Her ^ binds B (playing as a mortal); it ends when her next turn starts.
    position({"c4": "A", "a1": "A", "d3": "B", "e5": "B"}, {"d4": 1}, gods="A:circe[athena:^],B:athena", to_move=2),
    illegal=["d3-d4^d3"],
    legal=["d3-d2^d3"],
    after={
        "d3-d2^d3": position({"c4": "A", "a1": "A", "d2": "B", "e5": "B"}, {"d4": 1, "d3": 1},
                             gods="A:circe[athena],B:athena", round_number=4),
        "d3-e4^d3": position({"c4": "A", "a1": "A", "e4": "B", "e5": "B"}, {"d4": 1, "d3": 1},
                             gods="A:circe,B:athena", round_number=4),
    },
)
case(
    "circe", "circe-holding-pan-wins-by-his-drop",
    position({"c3": "A", "a1": "A", "e5": "B", "e1": "B"}, {"c3": 2}, gods="A:circe[pan],B:pan"),
    legal=["c3-b3"],
    illegal=["c3-b3^b4"],
    after={"c3-b3": position({"b3": "A", "a1": "A", "e5": "B", "e1": "B"}, {"c3": 2}, gods="A:circe[pan]#,B:pan",
                             to_move=2)},
)
case(
    "circe", "circe-holding-pan-the-opponent-drop-wins-nothing",
    position({"a1": "A", "c1": "A", "d3": "B", "a5": "B"}, {"d3": 2}, gods="A:circe[pan],B:pan", to_move=2),
    illegal=["d3-e3"],
    legal=["d3-e3^e2"],
)
case(
    "circe", "circe-takes-morpheus-and-its-start-of-turn-runs",
    # B (Morpheus, stock 2, power in hand) moves without building and ends apart: Circe takes
    # Morpheus from its default stock 0, and its start-of-turn growth runs at once: 1.
    position({"a1": "A", "a3": "A", "d3": "B", "e4": "B"}, gods="A:circe,B:morpheus[2]", to_move=2),
    legal=["e4-e5"],
    after={"e4-e5": position({"a1": "A", "a3": "A", "d3": "B", "e5": "B"}, gods="A:circe[morpheus:1],B:morpheus",
                             round_number=4)},
)
case(
    "circe", "circe-holding-morpheus-builds-from-his-stock",
    position({"c3": "A", "a1": "A", "d3": "B", "e5": "B"}, gods="A:circe[morpheus:1],B:morpheus"),
    legal=["c3-c4", "c3-c4^c5"],
    illegal=["c3-c4^c5^c5"],
    after={"c3-c4": position({"c4": "A", "a1": "A", "d3": "B", "e5": "B"}, gods="A:circe[morpheus:1],B:morpheus",
                             to_move=2)},
)

# =========================================================================== 18 Dionysus
# advanced-gods.md §18, gods.md §3.2 (18), §9 (17): a dome on level 3 earns an extra turn; play
# stays with his seat, `dionysus[n]`; an extra turn moves an opponent's worker (no power) or
# is declined with `pass`; nobody wins during it; own restrictions do not bind.
DIO = position({"c4": "A", "a1": "A", "e5": "B", "e1": "B"}, {"d4": 3}, ["d4"], gods="A:dionysus[1],B:mortal")
case(
    "dionysus", "dionysus-dome-on-level-three-earns-an-extra-turn",
    position({"c3": "A", "a1": "A", "e5": "B", "e1": "B"}, {"d4": 3}, gods=two("dionysus")),
    after={
        "c3-c4^d4": DIO,
        "c3-c2^d2": position({"c2": "A", "a1": "A", "e5": "B", "e1": "B"}, {"d4": 3, "d2": 1}, gods=two("dionysus"),
                             to_move=2),
    },
)
case(
    "dionysus", "dionysus-extra-turn-moves-an-opponent-worker-or-passes",
    # B's e5: d5 (3 builds) and e4 (4); e1: d1 (5), d2 (8), e2 (5); plus pass.
    DIO,
    legal=["pass", "e1-d1^e1", "e5-e4^e5"],
    illegal=["c4-c5^c4", "a1-a2^a1"],
    count=26,
    after={
        "pass": position({"c4": "A", "a1": "A", "e5": "B", "e1": "B"}, {"d4": 3}, ["d4"], gods=two("dionysus"),
                         to_move=2),
        "e1-d1^e1": position({"c4": "A", "a1": "A", "e5": "B", "d1": "B"}, {"d4": 3, "e1": 1}, ["d4"],
                             gods=two("dionysus"), to_move=2),
    },
)
case(
    "dionysus", "dionysus-nobody-wins-during-an-extra-turn",
    # B's d2 (level 2) may step onto d3 (level 3): no win, the build follows.
    position({"a1": "A", "a2": "A", "d2": "B", "e5": "B"}, {"d2": 2, "d3": 3}, gods="A:dionysus[1],B:mortal"),
    legal=["d2-d3^d2"],
    illegal=["d2-d3"],
    after={"d2-d3^d2": position({"a1": "A", "a2": "A", "d3": "B", "e5": "B"}, {"d2": 3, "d3": 3},
                                gods=two("dionysus"), to_move=2)},
)
case(
    "dionysus", "dionysus-extra-turns-chain",
    # The extra turn domes e3 (level 3) with B's worker: one more extra turn (1 - 1 + 1).
    position({"a1": "A", "a2": "A", "d2": "B", "e5": "B"}, {"e3": 3}, gods="A:dionysus[1],B:mortal"),
    after={"d2-e2^e3": position({"a1": "A", "a2": "A", "e2": "B", "e5": "B"}, {"e3": 3}, ["e3"],
                                gods="A:dionysus[1],B:mortal")},
)
case(
    "dionysus", "dionysus-pass-counts-down-one",
    position({"a1": "A", "a2": "A", "d2": "B", "e5": "B"}, gods="A:dionysus[2],B:mortal"),
    legal=["pass", "d2-d3^d2"],
    after={"pass": position({"a1": "A", "a2": "A", "d2": "B", "e5": "B"}, gods="A:dionysus[1],B:mortal")},
)
case(
    "dionysus", "dionysus-on-seat-two-then-round-counts-up",
    position({"c3": "A", "a1": "A", "e5": "B", "e1": "B"}, gods="A:mortal,B:dionysus[1]", to_move=2),
    legal=["pass", "c3-c4^c3"],
    illegal=["e5-d5^e5"],
    after={
        "pass": position({"c3": "A", "a1": "A", "e5": "B", "e1": "B"}, gods="A:mortal,B:dionysus", round_number=4),
        "c3-c4^c3": position({"c4": "A", "a1": "A", "e5": "B", "e1": "B"}, {"c3": 1}, gods="A:mortal,B:dionysus",
                             round_number=4),
    },
)
case(
    "dionysus", "dionysus-athena-does-not-stop-her-own-worker",
    # B's Athena moved up last turn; in A's extra turn her own worker c3 may climb d3.
    position({"a1": "A", "a2": "A", "c3": "B", "e5": "B"}, {"d3": 1}, gods="A:dionysus[1],B:athena[^]"),
    legal=["c3-d3^d4"],
)
case(
    "dionysus", "dionysus-three-players-another-restriction-binds",
    # C's Athena moved up: B's worker may not climb in A's extra turn, C's may.
    position({"a1": "A", "a2": "A", "c3": "B", "c5": "B", "e1": "C", "e5": "C"}, {"d3": 1, "e2": 1},
             gods="A:dionysus[1],B:mortal,C:athena[^]"),
    illegal=["c3-d3^d4"],
    legal=["c3-c4^c3", "e1-e2^e1", "pass"],
)
case(
    "dionysus", "dionysus-extra-turn-has-no-power",
    # B's Apollo worker moved in A's extra turn may not swap with A's d3.
    position({"d3": "A", "a1": "A", "c3": "B", "e5": "B"}, gods="A:dionysus[1],B:apollo"),
    illegal=["c3-d3^c3", "c3-d3^c4"],
    legal=["c3-c4^c3"],
)
case(
    "dionysus", "dionysus-eros-adjacency-wins-nothing-in-an-extra-turn",
    position({"a5": "A", "e5": "A", "b2": "B", "d2": "B"}, {"b2": 1, "d2": 1, "c2": 1},
             gods="A:dionysus[1],B:eros"),
    legal=["d2-c2^c1"],
    illegal=["d2-c2"],
    no_winner_after=["d2-c2^c1"],
)
DIO_CHRONUS_POS = position({"a3": "A", "a5": "A", "c3": "B", "e5": "B"}, {**TOWERS, "d4": 3}, TOWER_DOMES,
                           gods="A:dionysus[1],B:chronus")
case(
    "dionysus", "dionysus-chronus-default-nobody-wins",
    # The extra turn domes d4 with B's worker: the fifth tower, but nobody wins (and it earns
    # another extra turn).
    DIO_CHRONUS_POS,
    after={"c3-c4^d4": position({"a3": "A", "a5": "A", "c4": "B", "e5": "B"}, {**TOWERS, "d4": 3},
                                [*TOWER_DOMES, "d4"], gods="A:dionysus[1],B:chronus")},
)
case(
    "dionysus", "dionysus-chronus-alternative-chronus-wins",
    DIO_CHRONUS_POS,
    rulings={DIO_CHRONUS},
    legal=["c3-c4^d4"],
    # Chronus is marked the winner; Dionysus' state after the game is not the point here
    seats_contain={"c3-c4^d4": "B:chronus#"},
)


# =========================================================================== 19 Eros
# advanced-gods.md §19, gods.md §3.2 (19), §6.1: placement on opposite edges; a move ending
# next to his other worker wins with both on level 1 (2/4 players) or on one level (3).
case(
    "eros", "eros-places-on-opposite-edges",
    # rank 1 x rank 5 (25) + file a x file e (25) - {a1,e5} and {e1,a5} counted twice = 48
    position(EMPTY, gods=two("eros"), round_number=1),
    legal=["+a1+a5", "+a3+e3", "+a1+e5", "+c1+c5", "+a1+e1"],
    illegal=["+a1+b1", "+a2+b5", "+b2+d4", "+a2+a4"],
    count=48,
)
case(
    "eros", "eros-teammate-places-on-opposite-edges",
    position(EMPTY, gods=FOUR.format("mortal", "mortal", "eros", "mortal"), round_number=1),
    legal=["+a1+a5"],
    illegal=["+b2+d4"],
    count=48,
)
case(
    "eros", "eros-wins-next-to-his-worker-on-level-one",
    # d3 (0) -> c2 (1), next to b2 (1): win. c3 (level 0) is next to b2 too: no win.
    position({"b2": "A", "d3": "A", "e5": "B", "a5": "B"}, {"b2": 1, "c2": 1}, gods=two("eros")),
    legal=["d3-c2", "d3-c3^c4"],
    illegal=["d3-c2^c1", "d3-c3"],
    after={"d3-c2": position({"c2": "A", "b2": "A", "e5": "B", "a5": "B"}, {"b2": 1, "c2": 1}, gods="A:eros#,B:mortal",
                             to_move=2)},
)
case(
    "eros", "eros-level-two-is-no-win-with-two-players",
    position({"b2": "A", "d3": "A", "e5": "B", "a5": "B"}, {"b2": 2, "d3": 1, "c2": 2}, gods=two("eros")),
    legal=["d3-c2^c1"],
    illegal=["d3-c2"],
)
case(
    "eros", "eros-three-players-same-level-any-level",
    position({"b2": "A", "d3": "A", "e5": "B", "a5": "B", "e1": "C", "e2": "C"}, gods="A:eros,B:mortal,C:mortal"),
    legal=["d3-c3", "d3-c2"],
    illegal=["d3-c3^c4"],
    after={"d3-c3": position({"c3": "A", "b2": "A", "e5": "B", "a5": "B", "e1": "C", "e2": "C"},
                             gods="A:eros#,B:mortal,C:mortal", to_move=2)},
)
case(
    "eros", "eros-three-players-different-levels-no-win",
    position({"b2": "A", "d3": "A", "e5": "B", "a5": "B", "e1": "C", "e2": "C"}, {"b2": 1},
             gods="A:eros,B:mortal,C:mortal"),
    legal=["d3-c3^c4"],
    illegal=["d3-c3"],
)
case(
    "eros", "eros-forced-next-to-his-worker-does-not-win",
    # B's Apollo b2 (1) -> c2 (0) swaps Eros' worker up onto b2, next to a1 (1): a force.
    position({"a1": "A", "c2": "A", "b2": "B", "e5": "B"}, {"a1": 1, "b2": 1}, gods=two("eros", "apollo"), to_move=2),
    after={"b2-c2^c3": position({"a1": "A", "b2": "A", "c2": "B", "e5": "B"}, {"a1": 1, "b2": 1, "c3": 1},
                                gods=two("eros", "apollo"), round_number=4)},
)
# Hera (B): c2 -> b1 (level 1, perimeter) next to b2 (level 1); c2 -> c3 (level 1, inside).
EROS_HERA = position({"b2": "A", "c2": "A", "e5": "B", "e4": "B"}, {"b2": 1, "b1": 1, "c3": 1}, gods=two("eros", "hera"))
case(
    "eros", "eros-hera-cancels-a-perimeter-adjacency-win",
    EROS_HERA,
    legal=["c2-b1^a1", "c2-c3"],
    illegal=["c2-b1"],
    no_winner_after=["c2-b1^a1"],
)
case(
    "eros", "eros-hera-alternative-wins-only-the-climb-is-cancelled",
    EROS_HERA,
    rulings={HERA_ALT},
    legal=["c2-b1", "c2-c3"],
    illegal=["c2-b1^a1"],
    seats_after={"c2-b1": "A:eros#,B:hera"},
)

# =========================================================================== 20 Hera
# advanced-gods.md §20, gods.md §3.2 (20), §9 (12): an opponent's move that would win and ends
# on the perimeter does not win; it stays legal and the turn goes on.
case(
    "hera", "hera-perimeter-climb-does-not-win",
    position({"b2": "A", "e1": "A", "e5": "B", "e4": "B"}, {"b2": 2, "a1": 3, "c3": 3}, gods=two("mortal", "hera")),
    legal=["b2-a1^b1", "b2-c3"],
    illegal=["b2-a1"],
    after={"b2-a1^b1": position({"a1": "A", "e1": "A", "e5": "B", "e4": "B"}, {"b2": 2, "a1": 3, "c3": 3, "b1": 1},
                                gods=two("mortal", "hera"), to_move=2)},
)
case(
    "hera", "hera-level-three-to-level-three-is-no-win",
    # A's worker left on a1 (perimeter, level 3) steps to b2 (level 3): not a climb.
    position({"a1": "A", "e1": "A", "e5": "B", "e4": "B"}, {"a1": 3, "b2": 3}, gods=two("mortal", "hera")),
    legal=["a1-b2^a1"],
    illegal=["a1-b2"],
)
case(
    "hera", "hera-artemis-moves-on-from-a-perimeter-level-three",
    # b3 (2) -> a2 (3, perimeter): no win; Artemis goes on to a1 (b2 is B's). Or stays on a2.
    position({"b3": "A", "e1": "A", "b2": "B", "e5": "B"}, {"b3": 2, "a2": 3}, gods=two("artemis", "hera")),
    legal=["b3-a2-a1^b1", "b3-a2-a1^a2", "b3-a2^a3"],
    illegal=["b3-a2"],
)
case(
    "hera", "hera-triton-passes-a-perimeter-level-three-and-wins-inside",
    #   4 . 3 . . .     c2 (2) -> b1 (3, perimeter: no win, go on) -> a2 (2) -> a3 (2)
    #   3 2 . . . A          -> b4 (3, not on the perimeter): a win.
    #   2 2 . 2 . .
    #   1 . 3 . . .
    position({"c2": "A", "e3": "A", "e5": "B", "d5": "B"}, {"c2": 2, "b1": 3, "a2": 2, "a3": 2, "b4": 3},
             gods=two("triton", "hera")),
    legal=["c2-b1-a2-a3-b4", "c2-b1^c1"],
    illegal=["c2-b1"],
    after={"c2-b1-a2-a3-b4": position({"b4": "A", "e3": "A", "e5": "B", "d5": "B"},
                                      {"c2": 2, "b1": 3, "a2": 2, "a3": 2, "b4": 3}, gods="A:triton#,B:hera",
                                      to_move=2)},
)
HERA_PAN = position({"b2": "A", "e1": "A", "e5": "B", "e4": "B"}, {"b2": 2}, gods=two("pan", "hera"))
case(
    "hera", "hera-cancels-pans-perimeter-drop",
    HERA_PAN,
    legal=["b2-a1^a2", "b2-c3"],
    illegal=["b2-a1"],
)
case(
    "hera", "hera-alternative-wins-pans-drop-wins",
    HERA_PAN,
    rulings={HERA_ALT},
    legal=["b2-a1", "b2-c3"],
    illegal=["b2-a1^a2"],
    seats_after={"b2-a1": "A:pan#,B:hera"},
)
case(
    "hera", "hera-four-players-teammate-wins-on-the-perimeter",
    position({"b2": "B", "e1": "B", "e5": "A", "e4": "A"}, {"b2": 2, "a1": 3}, gods=FOUR.format("mortal", "hera",
                                                                                                "mortal", "mortal"),
             to_move=4),
    legal=["b2-a1"],
    illegal=["b2-a1^a2"],
)
case(
    "hera", "hera-three-players-binds-both-opponents",
    position({"b2": "B", "e1": "B", "e5": "A", "e4": "A", "c5": "C", "a5": "C"}, {"b2": 2, "a1": 3},
             gods="A:mortal,B:mortal,C:hera", to_move=2),
    legal=["b2-a1^a2"],
    illegal=["b2-a1"],
)
case(
    "hera", "hera-own-climb-onto-the-perimeter-wins",
    position({"b2": "A", "e1": "A", "e5": "B", "e4": "B"}, {"b2": 2, "a1": 3}, gods=two("hera")),
    legal=["b2-a1"],
    illegal=["b2-a1^a2"],
)

# =========================================================================== 21 Hestia
# advanced-gods.md §21, gods.md §3.2 (21): after the normal build, one more by the same worker
# on a neighbouring square off the perimeter (the same square too; a dome on level 3).
case(
    "hestia", "hestia-second-build-off-the-perimeter",
    # From d2: c2, c3, d3 are inside; c1, d1, e1, e2, e3 are perimeter squares.
    position({"c3": "A", "a5": "A", "e5": "B", "a1": "B"}, gods=two("hestia")),
    legal=["c3-d2^e1^c2", "c3-d2^e2", "c3-d2^d1^c3"],
    illegal=["c3-d2^c2^e1", "c3-d2^c2^d1", "c3-d2^d1^d1", "c3-d2^c3^b3"],
)
case(
    "hestia", "hestia-two-inside-builds-in-ascii-order",
    position({"c3": "A", "a5": "A", "e5": "B", "a1": "B"}, gods=two("hestia")),
    legal=["c3-d2^c3^d3"],
    same={"c3-d2^d3^c3": "c3-d2^c3^d3"},
    after={"c3-d2^d3^c3": position({"d2": "A", "a5": "A", "e5": "B", "a1": "B"}, {"c3": 1, "d3": 1},
                                   gods=two("hestia"), to_move=2)},
)
case(
    "hestia", "hestia-same-square-twice",
    position({"c3": "A", "a5": "A", "e5": "B", "a1": "B"}, gods=two("hestia")),
    legal=["c3-d2^c3^c3"],
    after={"c3-d2^c3^c3": position({"d2": "A", "a5": "A", "e5": "B", "a1": "B"}, {"c3": 2}, gods=two("hestia"),
                                   to_move=2)},
)
case(
    "hestia", "hestia-second-build-may-be-a-dome",
    position({"c3": "A", "a5": "A", "e5": "B", "a1": "B"}, {"d3": 2}, gods=two("hestia")),
    legal=["c3-d2^d3^d3"],
    after={"c3-d2^d3^d3": position({"d2": "A", "a5": "A", "e5": "B", "a1": "B"}, {"d3": 3}, ["d3"],
                                   gods=two("hestia"), to_move=2)},
)
case(
    "hestia", "hestia-counted-turns",
    # a1's only move is b2 (a2, b1 domes); e5 is walled in (d5, d4, e4 domes). From b2 the
    # first build goes on a1, a3, c1 (perimeter) or b3, c2, c3 (inside), the second on b3, c2,
    # c3: 6 single builds + 3 x 3 (perimeter then inside) + 6 inside pairs = 21.
    position({"a1": "A", "e5": "A", "e1": "B", "e2": "B"}, domes=["a2", "b1", "d5", "d4", "e4"], gods=two("hestia")),
    legal=["a1-b2^a1", "a1-b2^c1^b3", "a1-b2^b3^c3", "a1-b2^c2^c2"],
    illegal=["a1-b2^b3^c1"],
    same={"a1-b2^c3^b3": "a1-b2^b3^c3"},
    count=21,
)
case(
    "hestia", "hestia-teammate-has-no-second-build",
    position({"c3": "A", "a5": "A", "e5": "B", "a1": "B"}, gods=FOUR.format("hestia", "mortal", "mortal", "mortal"),
             to_move=3),
    legal=["c3-d2^c3"],
    illegal=["c3-d2^c3^d3", "c3-d2^c3^c3"],
)

# =========================================================================== 22 Hypnus
# advanced-gods.md §22, gods.md §3.2 (22), §9 (11): the acting side's single strictly highest
# worker cannot move; ties free both; a lone worker is frozen unless hypnus-lone-worker.
case(
    "hypnus", "hypnus-freezes-the-strictly-highest-worker",
    # c3 (2) is frozen; e1 (1): d1 5 builds, d2 7 (c3 taken), e2 5.
    position({"a5": "A", "a4": "A", "c3": "B", "e1": "B"}, {"c3": 2, "e1": 1}, gods=two("hypnus"), to_move=2),
    legal=["e1-e2^e1"],
    illegal=["c3-c4^c3", "c3-d3^c3"],
    count=17,
)
case(
    "hypnus", "hypnus-tie-freezes-nobody",
    position({"a5": "A", "a4": "A", "c3": "B", "e1": "B"}, {"c3": 1, "e1": 1}, gods=two("hypnus"), to_move=2),
    legal=["c3-c4^c3", "e1-e2^e1"],
)
case(
    "hypnus", "hypnus-lone-worker-frozen-by-default",
    # B's only worker cannot move: B has no turn and loses.
    position({"a5": "A", "a4": "A", "c3": "B"}, gods=two("hypnus"), to_move=2),
    count=0,
    seats_now="A:hypnus#,B:mortal",
)
case(
    "hypnus", "hypnus-lone-worker-ruling-frees-it",
    position({"a5": "A", "a4": "A", "c3": "B"}, gods=two("hypnus"), to_move=2),
    rulings={LONE},
    legal=["c3-c4^c3"],
)
case(
    "hypnus", "hypnus-judged-once-at-the-start-of-the-turn",
    # B's Artemis: c3 (1) frozen; e1 climbs e2 (1) then e3 (2), ending highest: still legal.
    position({"a5": "A", "a4": "A", "c3": "B", "e1": "B"}, {"c3": 1, "e2": 1, "e3": 2}, gods=two("hypnus", "artemis"),
             to_move=2),
    legal=["e1-e2-e3^e4"],
    illegal=["c3-c4^c3", "c3-b3-a3^a2"],
)
HYPNUS_FOUR = position({"c3": "A", "a1": "A", "e5": "B", "e1": "B"}, {"c3": 2, "e5": 1},
                       gods=FOUR.format("hypnus", "mortal", "mortal", "mortal"), to_move=3)
case(
    "hypnus", "hypnus-teammate-is-not-frozen",
    HYPNUS_FOUR,
    legal=["c3-c4^c3"],
)
case(
    "hypnus", "hypnus-four-players-other-team-is-frozen",
    position({"c3": "A", "a1": "A", "e5": "B", "e1": "B"}, {"c3": 2, "e5": 1},
             gods=FOUR.format("hypnus", "mortal", "mortal", "mortal"), to_move=2),
    legal=["e1-e2^e1"],
    illegal=["e5-d5^e5"],
)
case(
    "hypnus", "hypnus-three-players-both-opponents",
    position({"a5": "A", "a4": "A", "c5": "B", "e5": "B", "c3": "C", "e1": "C"}, {"c3": 2},
             gods="A:hypnus,B:mortal,C:mortal", to_move=3),
    legal=["e1-e2^e1"],
    illegal=["c3-c4^c3"],
)
case(
    "hypnus", "hypnus-own-side-is-free",
    position({"c3": "A", "a1": "A", "e5": "B", "e1": "B"}, {"c3": 2}, gods=two("hypnus")),
    legal=["c3-c4^c3"],
)

# =========================================================================== 23 Limus
# advanced-gods.md §23, gods.md §3.2 (23), §9 (1): no opponent block on a square next to a
# Limus worker; a dome is allowed: any dome by default, only on level 3 with revised-text.
#
#   5 A . . . B      Limus c3, a5; B e2, e5. Next to c3: b2 b3 b4 c2 c4 d2 d3 d4.
#   3 . . A . .
#   2 . . . . B
case(
    "limus", "limus-no-block-next-to-her-workers",
    position({"c3": "A", "a5": "A", "e2": "B", "e5": "B"}, gods=two("limus"), to_move=2),
    legal=["e2-d2^c1", "e2-d2^e3", "e2-d2^d1", "e5-d5^c5"],
    illegal=["e2-d2^c2", "e2-d2^d3", "e5-d5^d4", "e5-d5^c4"],
)
case(
    "limus", "limus-dome-on-level-three-allowed",
    position({"c3": "A", "a5": "A", "e2": "B", "e5": "B"}, {"d3": 3}, gods=two("limus"), to_move=2),
    legal=["e2-d2^d3"],
    after={"e2-d2^d3": position({"c3": "A", "a5": "A", "d2": "B", "e5": "B"}, {"d3": 3}, ["d3"], gods=two("limus"),
                                round_number=4)},
)
LIMUS_ATLAS = position({"c3": "A", "a5": "A", "e2": "B", "e5": "B"}, {"d3": 1, "c2": 3}, gods=two("limus", "atlas"),
                       to_move=2)
case(
    "limus", "limus-atlas-low-dome-allowed-by-default",
    LIMUS_ATLAS,
    legal=["e2-d2^d3*", "e2-d2^c2", "e2-d2^c1*"],
    illegal=["e2-d2^d3"],
)
case(
    "limus", "limus-original-text-only-a-level-three-dome",
    LIMUS_ATLAS,
    rulings={REVISED},
    legal=["e2-d2^c2", "e2-d2^c1*"],
    illegal=["e2-d2^d3*", "e2-d2^d3"],
)
case(
    "limus", "limus-zeus-block-under-himself-is-a-block",
    position({"c3": "A", "a5": "A", "e2": "B", "e5": "B"}, gods=two("limus", "zeus"), to_move=2),
    legal=["e2-d1^d1", "e2-e3^e3"],
    illegal=["e2-d2^d2", "e2-d3^d3"],
)
case(
    "limus", "limus-hephaestus-blocks",
    position({"c3": "A", "a5": "A", "e2": "B", "e5": "B"}, gods=two("limus", "hephaestus"), to_move=2),
    legal=["e2-d2^c1^c1"],
    illegal=["e2-d2^c2^c2", "e2-d2^c2"],
)
case(
    "limus", "limus-three-players-both-opponents",
    position({"c3": "A", "a5": "A", "a1": "B", "b1": "B", "e2": "C", "e5": "C"}, gods="A:limus,B:mortal,C:mortal",
             to_move=3),
    legal=["e2-d2^c1"],
    illegal=["e2-d2^c2"],
)
case(
    "limus", "limus-teammate-builds-freely",
    position({"c3": "A", "a5": "A", "e2": "B", "e5": "B"}, gods=FOUR.format("limus", "mortal", "mortal", "mortal"),
             to_move=3),
    legal=["c3-c4^d4", "c3-d3^c3"],
)
case(
    "limus", "limus-four-players-other-team-bound",
    position({"c3": "A", "a5": "A", "e2": "B", "e5": "B"}, gods=FOUR.format("limus", "mortal", "mortal", "mortal"),
             to_move=2),
    legal=["e2-d2^c1"],
    illegal=["e2-d2^c2"],
)

# =========================================================================== 24 Medusa
# advanced-gods.md §24, gods.md §3.2 (24): at the end of her turn (not after a winning move)
# every opponent worker next to one of hers on a strictly lower level is removed and a block
# built on its square; a side that loses its last worker is out at once.
case(
    "medusa", "medusa-petrifies-a-lower-neighbour",
    position({"c3": "A", "a1": "A", "d4": "B", "e1": "B"}, {"c3": 1}, gods=two("medusa")),
    after={"a1-a2^a1": position({"a2": "A", "c3": "A", "e1": "B"}, {"c3": 1, "a1": 1, "d4": 1}, gods=two("medusa"),
                                to_move=2)},
)
case(
    "medusa", "medusa-equal-level-is-not-petrified",
    position({"c3": "A", "a1": "A", "d4": "B", "e1": "B"}, {"c3": 1, "d4": 1}, gods=two("medusa")),
    after={"a1-a2^a1": position({"a2": "A", "c3": "A", "d4": "B", "e1": "B"}, {"c3": 1, "d4": 1, "a1": 1},
                                gods=two("medusa"), to_move=2)},
)
case(
    "medusa", "medusa-petrifies-both-workers-and-wins",
    # c3 (2) towers over d4 (1) and b2 (0): both go, each square gets a block; B is out.
    position({"c3": "A", "a1": "A", "d4": "B", "b2": "B"}, {"c3": 2, "d4": 1}, gods=two("medusa")),
    after={"a1-a2^a1": position({"a2": "A", "c3": "A"}, {"c3": 2, "a1": 1, "d4": 2, "b2": 1}, gods="A:medusa#,B:mortal",
                                to_move=2)},
)
case(
    "medusa", "medusa-not-after-a-winning-move",
    position({"c3": "A", "a1": "A", "e3": "B", "e5": "B"}, {"c3": 2, "d3": 3}, gods=two("medusa")),
    legal=["c3-d3"],
    after={"c3-d3": position({"d3": "A", "a1": "A", "e3": "B", "e5": "B"}, {"c3": 2, "d3": 3}, gods="A:medusa#,B:mortal",
                             to_move=2)},
)
case(
    "medusa", "medusa-three-players-eliminates-a-seat",
    # c3 (2) petrifies B's d4 (0) and both of C's workers, b2 (1) and c2 (0): C is out.
    position({"c3": "A", "a5": "A", "d4": "B", "e1": "B", "b2": "C", "c2": "C"}, {"c3": 2, "b2": 1},
             gods="A:medusa,B:mortal,C:mortal"),
    after={"a5-a4^a5": position({"a4": "A", "c3": "A", "e1": "B"}, {"c3": 2, "a5": 1, "d4": 1, "b2": 2, "c2": 1},
                                gods="A:medusa,B:mortal,-C:mortal", to_move=2)},
)
case(
    "medusa", "medusa-petrifies-from-the-square-she-moved-to",
    position({"b4": "A", "a1": "A", "d5": "B", "e1": "B"}, {"b4": 1, "c4": 2, "d5": 1}, gods=two("medusa")),
    after={"b4-c4^b4": position({"c4": "A", "a1": "A", "e1": "B"}, {"b4": 2, "c4": 2, "d5": 2}, gods=two("medusa"),
                                to_move=2)},
)
case(
    "medusa", "medusa-teammate-does-not-petrify",
    position({"c3": "A", "a1": "A", "d4": "B", "e1": "B"}, {"c3": 1}, gods=FOUR.format("medusa", "mortal", "mortal",
                                                                                      "mortal"), to_move=3),
    after={"a1-a2^a1": position({"a2": "A", "c3": "A", "d4": "B", "e1": "B"}, {"c3": 1, "a1": 1},
                                gods=FOUR.format("medusa", "mortal", "mortal", "mortal"), to_move=4)},
)

# =========================================================================== 25 Morpheus
# advanced-gods.md §25, gods.md §3.2 (25): the stock grows by one when play passes to his seat
# for a turn; his moved worker builds 0..stock times; `morpheus[n]`, omitted when 0.
MORPH = {"c3": "A", "a1": "A", "e5": "B", "e1": "B"}
case(
    "morpheus", "morpheus-builds-up-to-his-stock",
    position(MORPH, gods="A:morpheus[2],B:mortal"),
    legal=["c3-d3", "c3-d3^d4", "c3-d3^d4^d4", "c3-d3^c3^d4"],
    illegal=["c3-d3^c3^d4^d4", "c3-d3^d4^d4^d4"],
    after={
        "c3-d3": position({**MORPH, "d3": "A", "c3": ""}, gods="A:morpheus[2],B:mortal", to_move=2),
        "c3-d3^d4": position({**MORPH, "d3": "A", "c3": ""}, {"d4": 1}, gods="A:morpheus[1],B:mortal", to_move=2),
        "c3-d3^d4^d4": position({**MORPH, "d3": "A", "c3": ""}, {"d4": 2}, gods="A:morpheus,B:mortal", to_move=2),
    },
)
case(
    "morpheus", "morpheus-builds-in-ascii-order",
    position(MORPH, gods="A:morpheus[2],B:mortal"),
    same={"c3-d3^d4^c3": "c3-d3^c3^d4"},
)
case(
    "morpheus", "morpheus-stock-grows-when-play-passes-to-him",
    position(MORPH, gods="A:morpheus[1],B:mortal", to_move=2),
    after={"e5-d5^e5": position({**MORPH, "d5": "B", "e5": ""}, {"e5": 1}, gods="A:morpheus[2],B:mortal",
                                round_number=4)},
)
case(
    "morpheus", "morpheus-empty-stock-grows-to-one",
    position(MORPH, gods="A:morpheus,B:mortal", to_move=2),
    after={"e5-d5^e5": position({**MORPH, "d5": "B", "e5": ""}, {"e5": 1}, gods="A:morpheus[1],B:mortal",
                                round_number=4)},
)
case(
    "morpheus", "morpheus-first-turn-after-placement",
    position({"a1": "A", "c3": "A"}, gods="A:morpheus,B:mortal", to_move=2, round_number=1),
    after={"+b2+d4": position({"a1": "A", "c3": "A", "b2": "B", "d4": "B"}, gods="A:morpheus[1],B:mortal",
                              round_number=2)},
)
case(
    "morpheus", "morpheus-open-board-one-in-stock",
    # mortal's 68 turns + the 12 moves without a build
    "00000/000B00/00A00A0/000B00/00000 1 A:morpheus[1],B:mortal 2 -",
    count=80,
)
case(
    "morpheus", "morpheus-open-board-two-in-stock",
    # per destination with b free neighbours: 1 + b + b(b+1)/2 (repeats allowed);
    # each worker: four destinations with b = 5 (21 each) and two with b = 7 (36 each) = 156
    "00000/000B00/00A00A0/000B00/00000 1 A:morpheus[2],B:mortal 2 -",
    count=312,
)
case(
    "morpheus", "morpheus-repeated-builds-make-a-dome",
    position(MORPH, {"d4": 2}, gods="A:morpheus[3],B:mortal"),
    legal=["c3-d3^d4^d4", "c3-d3^d4^d4^e4"],
    illegal=["c3-d3^d4^d4^d4"],
    after={"c3-d3^d4^d4": position({**MORPH, "d3": "A", "c3": ""}, {"d4": 3}, ["d4"], gods="A:morpheus[1],B:mortal",
                                   to_move=2)},
)
case(
    "morpheus", "morpheus-four-players-only-his-seat-grows-and-builds",
    position(MORPH, gods=FOUR.format("morpheus[1]", "mortal", "mortal", "mortal"), to_move=2),
    after={"e5-d5^e5": position({**MORPH, "d5": "B", "e5": ""}, {"e5": 1},
                                gods=FOUR.format("morpheus[1]", "mortal", "mortal", "mortal"), to_move=3)},
)
case(
    "morpheus", "morpheus-four-players-his-seat-grows",
    position(MORPH, gods=FOUR.format("morpheus[1]", "mortal", "mortal", "mortal"), to_move=4),
    after={"e5-d5^e5": position({**MORPH, "d5": "B", "e5": ""}, {"e5": 1},
                                gods=FOUR.format("morpheus[2]", "mortal", "mortal", "mortal"), to_move=1,
                                round_number=4)},
)
case(
    "morpheus", "morpheus-teammate-builds-normally",
    position(MORPH, gods=FOUR.format("morpheus[1]", "mortal", "mortal", "mortal"), to_move=3),
    legal=["c3-d3^d4"],
    illegal=["c3-d3", "c3-d3^d4^d4"],
)
case(
    "morpheus", "morpheus-winning-move-keeps-the-stock",
    position(MORPH, {"c3": 2, "d3": 3}, gods="A:morpheus[2],B:mortal"),
    legal=["c3-d3"],
    illegal=["c3-d3^d4"],
    seats_after={"c3-d3": "A:morpheus[2]#,B:mortal"},
)

# =========================================================================== 26 Persephone
# advanced-gods.md §26, gods.md §3.2 (26): if the acting opponent can move up, only turns that
# move up are legal, each spelled canonically among its climbing spellings.
OPEN = {"b3": "A", "d3": "A", "c2": "B", "c4": "B"}
case(
    "persephone", "persephone-no-climb-every-turn",
    position(OPEN, gods=two("mortal", "persephone")),
    count=68,
)
case(
    "persephone", "persephone-a-climb-is-forced",
    # Only b3 -> a3 (level 1) climbs; from a3: a2, a4, b2, b3, b4.
    position(OPEN, {"a3": 1}, gods=two("mortal", "persephone")),
    legal=["b3-a3^a2", "b3-a3^b3"],
    illegal=["b3-a2^a1", "d3-e3^e2"],
    count=5,
)
case(
    "persephone", "persephone-prometheus-loses-the-pre-build",
    position(OPEN, {"a3": 1}, gods=two("prometheus", "persephone")),
    legal=["b3-a3^a2"],
    illegal=["b3^b2-a2^a1", "b3^a2-a3^a2"],
    count=5,
)
case(
    "persephone", "persephone-prometheus-without-a-climb-may-pre-build",
    position(OPEN, gods=two("prometheus", "persephone")),
    legal=["b3^b2-a2^a1", "b3-a2^a1"],
)
case(
    "persephone", "persephone-artemis-climbs-at-the-first-step",
    # c4 is the only level-1 square. c3-c4-d4 climbs then steps down: the outcome "on d4,
    # build d3" is legal, spelled with its climbing path; c3-b2 has no climbing spelling.
    position({"c3": "A", "e1": "A", "a5": "B", "b5": "B"}, {"c4": 1}, gods=two("artemis", "persephone")),
    legal=["c3-c4^c3", "c3-c4-d4^d3", "c3-c4-d3^d4"],
    unlisted=["c3-d4^d3", "c3-d3^d4"],
    illegal=["c3-b2^a1", "e1-e2^e1", "c3-c4-c3^d3"],
)
case(
    "persephone", "persephone-artemis-climbs-at-the-second-step",
    # c3 -> d2/d3/d4 (0) -> e3 (1): the climb comes second; e3 is not next to c3.
    position({"c3": "A", "a1": "A", "a5": "B", "b5": "B"}, {"e3": 1}, gods=two("artemis", "persephone")),
    # (d2, d3, d4 all lead from c3 to e3: the smallest, d2, spells the turn)
    legal=["c3-d2-e3^e2", "c3-d2-e3^d3"],
    same={"c3-d4-e3^e2": "c3-d2-e3^e2"},
    illegal=["c3-d3^e3", "c3-c4^c3", "a1-a2^a1"],
)
case(
    "persephone", "persephone-zeus-rising-is-not-moving-up",
    position({"c3": "A", "e1": "A", "a5": "B", "b5": "B"}, {"c4": 1}, gods=two("zeus", "persephone")),
    legal=["c3-c4^c4", "c3-c4^c3"],
    illegal=["c3-d3^d3", "e1-e2^e2"],
)
case(
    "persephone", "persephone-four-players-teammate-free",
    position(OPEN, {"a3": 1}, gods=FOUR.format("persephone", "mortal", "mortal", "mortal"), to_move=3),
    count=68,
)
case(
    "persephone", "persephone-four-players-other-team-bound",
    position(OPEN, {"a3": 1}, gods=FOUR.format("mortal", "persephone", "mortal", "mortal"), to_move=3),
    count=5,
)
case(
    "persephone", "persephone-three-players",
    position({**OPEN, "e5": "C", "e1": "C"}, {"a3": 1}, gods="A:mortal,B:persephone,C:mortal"),
    count=5,
)

# =========================================================================== 27 Poseidon
# advanced-gods.md §27, gods.md §3.2 (27), §9 (18): after the build, the unmoved worker on
# level 0 may build one to three times next to itself; token `W-dst^b,U^x^y^z`; the canonical
# token is the smallest spelling of the same set of builds.
POSEIDON = {"d4": "A", "b2": "A", "e5": "B", "e1": "B"}
case(
    "poseidon", "poseidon-unmoved-worker-builds-up-to-three-times",
    position(POSEIDON, gods=two("poseidon")),
    legal=["d4-e4^e3", "d4-e4^e3,b2^a1", "d4-e4^e3,b2^a1^a1^a1", "d4-e4^e3,b2^a1^a2^c3"],
    illegal=["d4-e4^e3,b2^a1^a1^a2^a2", "d4-e4^e3,b2^d2"],
    same={"d4-e4^e3,b2^c3^a2^a1": "d4-e4^e3,b2^a1^a2^c3"},
    after={"d4-e4^e3,b2^a1^a1^a1": position({"e4": "A", "b2": "A", "e5": "B", "e1": "B"}, {"e3": 1, "a1": 3},
                                            gods=two("poseidon"), to_move=2)},
)
case(
    "poseidon", "poseidon-only-from-level-zero",
    # b2 stands on level 1: after d4 moves, nothing more. When b2 moves, d4 (level 0) builds.
    position(POSEIDON, {"b2": 1}, gods=two("poseidon")),
    legal=["d4-e4^e3", "b2-b1^a1,d4^c5"],
    illegal=["d4-e4^e3,b2^a1"],
)
case(
    "poseidon", "poseidon-repeats-up-to-a-dome",
    position(POSEIDON, {"a1": 1}, gods=two("poseidon")),
    legal=["d4-e4^e3,b2^a1^a1^a1"],
    after={"d4-e4^e3,b2^a1^a1^a1": position({"e4": "A", "b2": "A", "e5": "B", "e1": "B"}, {"e3": 1, "a1": 3}, ["a1"],
                                            gods=two("poseidon"), to_move=2)},
)
case(
    "poseidon", "poseidon-canonical-spelling-of-a-set-of-builds",
    # c4 -> c3; b3 and c2 touch both c3 and b2: two spellings of one outcome.
    position({"c4": "A", "b2": "A", "e5": "B", "e1": "B"}, gods=two("poseidon")),
    legal=["c4-c3^b3,b2^c2", "c4-c3^b3,b2^b3"],
    same={"c4-c3^c2,b2^b3": "c4-c3^b3,b2^c2"},
    after={"c4-c3^c2,b2^b3": position({"c3": "A", "b2": "A", "e5": "B", "e1": "B"}, {"b3": 1, "c2": 1},
                                      gods=two("poseidon"), to_move=2)},
)
case(
    "poseidon", "poseidon-winning-move-builds-nothing",
    position({"c3": "A", "b2": "A", "e5": "B", "e1": "B"}, {"c3": 2, "d3": 3}, gods=two("poseidon")),
    legal=["c3-d3"],
    illegal=["c3-d3,b2^a1", "c3-d3^d4,b2^a1"],
)
case(
    "poseidon", "poseidon-four-players-the-teams-other-worker",
    position(POSEIDON, gods=FOUR.format("poseidon", "mortal", "mortal", "mortal")),
    legal=["d4-e4^e3,b2^a1"],
)
case(
    "poseidon", "poseidon-teammate-has-no-extra-builds",
    position(POSEIDON, gods=FOUR.format("poseidon", "mortal", "mortal", "mortal"), to_move=3),
    legal=["d4-e4^e3"],
    illegal=["d4-e4^e3,b2^a1"],
)

# =========================================================================== 28 Selene
# advanced-gods.md §28, gods.md §3.2 (28), §9 (6): a male/female pair (female lowercase);
# placement `+b2*+d4`; instead of the normal build the female may dome any level next to
# herself; a level-3 dome is `^sq`; fewest steps first.
case(
    "selene", "selene-placement-marks-the-female",
    position(EMPTY, gods=two("selene"), round_number=1),
    legal=["+b2*+d4", "+b2+d4*"],
    illegal=["+b2+d4"],
    rejected=["+b2*+d4*"],  # two stars: malformed (a NotationError is fine)
    same={"+d4+b2*": "+b2*+d4"},
    count=600,  # 300 pairs x which one is the female
    after={"+b2*+d4": position({"b2": "a", "d4": "A"}, gods=two("selene"), to_move=2, round_number=1)},
)
case(
    "selene", "selene-opponent-places-without-a-star",
    position({"b2": "a", "d4": "A"}, gods=two("selene"), to_move=2, round_number=1),
    legal=["+a1+e5"],
    illegal=["+a1*+e5", "+a1+e5*"],
    count=253,
)
case(
    "selene", "selene-four-players-teammate-places-the-female",
    position(EMPTY, gods=FOUR.format("mortal", "mortal", "selene", "mortal"), round_number=1),
    legal=["+b2*+d4"],
    illegal=["+b2+d4"],
    count=600,
)
# Male on c3, female on b1 (next to a1 a2 b2 c1 c2).
SELENE = {"c3": "A", "b1": "a", "e5": "B", "e1": "B"}
case(
    "selene", "selene-female-domes-while-the-male-moved",
    position(SELENE, gods=two("selene")),
    legal=["c3-d3,b1^a2*", "c3-d3^d4"],
    illegal=["c3-d3,b1^a2", "c3-d3^d4*", "c3-d3^d4,b1^a2*"],
    after={"c3-d3,b1^a2*": position({"d3": "A", "b1": "a", "e5": "B", "e1": "B"}, domes=["a2"], gods=two("selene"),
                                    to_move=2)},
)
case(
    "selene", "selene-female-moves-and-domes",
    position(SELENE, {"b3": 1}, gods=two("selene")),
    legal=["b1-a2^b3*", "b1-a2^b3"],
    after={"b1-a2^b3*": position({"c3": "A", "a2": "a", "e5": "B", "e1": "B"}, {"b3": 1}, ["b3"], gods=two("selene"),
                                 to_move=2)},
)
case(
    "selene", "selene-level-three-dome-spellings",
    # a1 (3) touches only the female: `,b1^a1`. c2 (3) touches d3 too: the normal build.
    position(SELENE, {"a1": 3, "c2": 3}, gods=two("selene")),
    legal=["c3-d3,b1^a1", "c3-d3^c2"],
    same={"c3-d3,b1^a1*": "c3-d3,b1^a1", "c3-d3,b1^c2": "c3-d3^c2"},
)
case(
    "selene", "selene-without-the-female-only-the-normal-build",
    position({"c3": "A", "e5": "B", "e1": "B"}, {"d4": 1}, gods=two("selene")),
    legal=["c3-d3^d4"],
    illegal=["c3-d3^d4*"],
)
case(
    "selene", "selene-teammate-has-no-dome",
    position(SELENE, gods=FOUR.format("selene", "mortal", "mortal", "mortal"), to_move=3),
    legal=["c3-d3^d4"],
    illegal=["c3-d3,b1^a2*"],
)

# =========================================================================== 29 Triton
# advanced-gods.md §29, gods.md §3.2 (29): a move ending on the perimeter may be followed by
# another, without limit, the start square included; a climb onto level 3 wins at once.
case(
    "triton", "triton-chains-along-the-perimeter",
    position({"a1": "A", "c4": "A", "c5": "B", "e5": "B"}, gods=two("triton")),
    legal=["a1-b1-c1-d1-e1^e2", "a1-b1-c1-d1-e2-e3^e4", "a1-b1^c1"],
    same={"a1-b1-c1-d1-e1-e2-e3^e4": "a1-b1-c1-d1-e2-e3^e4"},
    after={"a1-b1-c1-d1-e1^e2": position({"e1": "A", "c4": "A", "c5": "B", "e5": "B"}, {"e2": 1},
                                         gods=two("triton"), to_move=2)},
)
case(
    "triton", "triton-a-square-inside-ends-the-moves",
    position({"a1": "A", "c4": "A", "c5": "B", "e5": "B"}, gods=two("triton")),
    legal=["a1-b2^c3"],
    illegal=["a1-b2-c3^d3", "a1-b2-b1^a1"],
)
case(
    "triton", "triton-may-return-to-its-start",
    position({"b1": "A", "c4": "A", "c5": "B", "e5": "B"}, gods=two("triton")),
    legal=["b1-a1-b1^c2"],
    same={"b1-c1-b1^c2": "b1-a1-b1^c2"},
    after={"b1-c1-b1^c2": position({"b1": "A", "c4": "A", "c5": "B", "e5": "B"}, {"c2": 1}, gods=two("triton"),
                                   to_move=2)},
)
case(
    "triton", "triton-wins-in-the-middle-of-a-chain",
    # c1 (1) -> b1 (2) -> a1 (3): the win ends the turn.
    position({"c1": "A", "c4": "A", "c5": "B", "e5": "B"}, {"c1": 1, "b1": 2, "a1": 3}, gods=two("triton")),
    legal=["c1-b1-a1"],
    illegal=["c1-b1-a1-a2^a3", "c1-b1-a1^a2"],
    after={"c1-b1-a1": position({"a1": "A", "c4": "A", "c5": "B", "e5": "B"}, {"c1": 1, "b1": 2, "a1": 3},
                                gods="A:triton#,B:mortal", to_move=2)},
)
case(
    "triton", "triton-counted-chain-along-rank-one",
    # Rank 2 is domed and e5 is walled in: a1 walks rank 1 and may come back to a1.
    # b1: 2 builds, c1: 2, d1: 2, e1: 1, back on a1: 1 = 8.
    position({"a1": "A", "e5": "A", "a4": "B", "b5": "B"}, domes=["a2", "b2", "c2", "d2", "e2", "d5", "d4", "e4"],
             gods=two("triton")),
    legal=["a1-b1^a1", "a1-b1^c1", "a1-b1-c1^b1", "a1-b1-c1^d1", "a1-b1-c1-d1^c1", "a1-b1-c1-d1^e1",
           "a1-b1-c1-d1-e1^d1", "a1-b1-a1^b1"],
    count=8,
)
case(
    "triton", "triton-mortal-has-no-chain",
    position({"a1": "A", "c4": "A", "c5": "B", "e5": "B"}, gods=two("mortal", "triton")),
    illegal=["a1-b1-c1^d1"],
    legal=["a1-b1^c1"],
)

# =========================================================================== 30 Zeus
# advanced-gods.md §30, gods.md §3.2 (30), §2A: instead of the normal build the moved worker
# may build a block under itself (not on level 3); rising never wins.
ZEUS = {"c3": "A", "a1": "A", "e5": "B", "e1": "B"}
case(
    "zeus", "zeus-builds-under-himself",
    position(ZEUS, gods=two("zeus")),
    legal=["c3-d3^d3"],
    illegal=["c3-d3^d3^d4"],
    after={"c3-d3^d3": position({"d3": "A", "a1": "A", "e5": "B", "e1": "B"}, {"d3": 1}, gods=two("zeus"), to_move=2)},
)
case(
    "zeus", "zeus-rising-onto-level-three-does-not-win",
    position(ZEUS, {"c3": 1, "d3": 2}, gods=two("zeus")),
    legal=["c3-d3^d3"],
    after={"c3-d3^d3": position({"d3": "A", "a1": "A", "e5": "B", "e1": "B"}, {"c3": 1, "d3": 3}, gods=two("zeus"),
                                to_move=2)},
)
case(
    "zeus", "zeus-not-from-level-three",
    # c3 (3) -> d3 (3) is no win; on level 3 he cannot build under himself.
    position(ZEUS, {"c3": 3, "d3": 3}, gods=two("zeus")),
    legal=["c3-d3^d4", "c3-d3^c3"],
    illegal=["c3-d3^d3", "c3-d3"],
)
case(
    "zeus", "zeus-rises-under-athenas-block",
    position(ZEUS, {"d4": 1}, gods=two("zeus", "athena[^]")),
    legal=["c3-d3^d3"],
    illegal=["c3-d4^d3", "c3-d4^d4"],
)
case(
    "zeus", "zeus-winning-move-has-no-build",
    position(ZEUS, {"c3": 2, "d3": 3}, gods=two("zeus")),
    legal=["c3-d3"],
    illegal=["c3-d3^d3"],
)
case(
    "zeus", "zeus-teammate-does-not-rise",
    position(ZEUS, gods=FOUR.format("zeus", "mortal", "mortal", "mortal"), to_move=3),
    legal=["c3-d3^d4"],
    illegal=["c3-d3^d3"],
)
case(
    "zeus", "zeus-risen-worker-steps-to-level-three-without-winning",
    # after rising onto level 3 on d3 (previous scenario), e3 (3) next to it: 3 -> 3.
    position({"d3": "A", "a1": "A", "e5": "B", "e1": "B"}, {"d3": 3, "e3": 3}, gods=two("zeus")),
    legal=["d3-e3^d3"],
    illegal=["d3-e3", "d3-e3^e3"],
)


# --------------------------------------------------------------------------- the runner

ADVANCED = ("aphrodite", "bia", "chronus", "circe", "dionysus", "eros", "hera", "hestia", "hypnus", "limus",
            "medusa", "morpheus", "persephone", "poseidon", "selene", "triton", "zeus")

CASE_PARAMS = [pytest.param(impl, sc, id=f"{impl}-{sc.name}") for sc in CASES for impl in ("oracle", "core")]


@pytest.mark.parametrize(("engine", "sc"), CASE_PARAMS, indirect=["engine"])
def test_advanced_scenario(engine: Loader, sc: Case) -> None:
    check(engine, sc)


def test_every_advanced_god_has_six_scenarios() -> None:
    counts = Counter(sc.god for sc in CASES)
    assert set(counts) == set(ADVANCED)
    assert all(counts[god] >= 6 for god in ADVANCED), counts
    names = [sc.name for sc in CASES]
    assert len(names) == len(set(names))


# --------------------------------------------------------------------------- malformed god states

BAD_SFENS = [
    pytest.param(position({"c3": "A", "a1": "A", "e5": "B", "e1": "B"}, gods="A:morpheus[x],B:mortal"),
                 id="morpheus-state-not-a-number"),
    pytest.param(position({"c3": "A", "a1": "A", "e5": "B", "e1": "B"}, gods="A:dionysus[0],B:mortal"),
                 id="dionysus-zero-extra-turns"),
    pytest.param(position({"c3": "A", "a1": "A", "e5": "B", "e1": "B"}, gods="A:dionysus[2],B:mortal", to_move=2),
                 id="dionysus-extra-turns-with-another-seat-to-move"),
    pytest.param(position({"c3": "A", "a1": "A", "e5": "B", "e1": "B"}, gods="A:dionysus[x],B:mortal"),
                 id="dionysus-state-not-a-number"),
    pytest.param(position({"c3": "A", "a1": "A", "d3": "B", "e5": "B"}, gods="A:circe[apollo],B:pan"),
                 id="circe-holds-a-god-the-opponent-does-not-have"),
    pytest.param(position({"c3": "a", "a1": "A", "e5": "b", "e1": "B"}, gods=two("selene")),
                 id="selene-female-on-the-side-without-selene"),
    pytest.param(position({"c3": "a", "a1": "a", "e5": "B", "e1": "B"}, gods=two("selene")),
                 id="selene-two-females"),
]


@pytest.mark.parametrize("impl", ["oracle", "core"])
@pytest.mark.parametrize("sfen", BAD_SFENS)
def test_malformed_god_state_is_an_sfen_error(impl: str, sfen: str) -> None:
    if impl == "oracle":
        with pytest.raises(SfenError):
            RefPosition(sfen)
        return
    try:
        santorini.Board(sfen)
    except SfenError:
        return
    except UnsupportedError as error:
        pytest.skip(f"the core does not play this position yet: {error}")
    pytest.fail(f"Board accepted {sfen!r}")
