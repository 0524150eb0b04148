"""One scenario per ruling of the Simple Gods (gods.md §2A and the edge cases of §3.1), of
Ares (§3.2, 12) and of Charon (§3.2, 15).

Each scenario is a position (SFEN), the turns that must be legal (canonical tokens), the
turns that must not be, and - where it matters - the position after a turn (any legal
spelling of a turn is accepted and gives the canonical position string).

Every scenario runs against both implementations through the ``engine`` fixture:
``oracle`` is the pure-Python reference (santorini.reference.RefPosition), ``core`` the
native core behind santorini.Board. While the core does not know a god yet, building the
Board raises UnsupportedError and the core case is skipped.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from itertools import combinations
from typing import Protocol

import pytest

import santorini
from santorini.errors import IllegalMoveError, UnsupportedError
from santorini.notation import square_index
from santorini.reference import RefPosition, neighbours

# --------------------------------------------------------------------------- the two implementations


class Engine(Protocol):
    def legal(self) -> list[str]: ...
    def push(self, token: str) -> None: ...
    def sfen(self) -> str: ...


class OracleEngine:
    def __init__(self, sfen: str) -> None:
        self.pos = RefPosition(sfen)

    def legal(self) -> list[str]:
        return self.pos.legal_turns()

    def push(self, token: str) -> None:
        self.pos.play(token)

    def sfen(self) -> str:
        return self.pos.sfen()


class CoreEngine:
    def __init__(self, sfen: str) -> None:
        self.board = santorini.Board(sfen)

    def legal(self) -> list[str]:
        return sorted(move.token for move in self.board.legal_moves)

    def push(self, token: str) -> None:
        self.board.push(token)

    def sfen(self) -> str:
        return self.board.sfen()


@pytest.fixture(params=["oracle", "core"])
def engine(request: pytest.FixtureRequest) -> Callable[[str], Engine]:
    """``engine(sfen)`` loads a position into the implementation under test."""

    def load(sfen: str) -> Engine:
        if request.param == "oracle":
            return OracleEngine(sfen)
        try:
            return CoreEngine(sfen)
        except UnsupportedError as error:
            pytest.skip(f"the core does not play this position yet: {error}")

    return load


# --------------------------------------------------------------------------- positions


def position(
    workers: dict[str, str],
    heights: dict[str, int] | None = None,
    domes: Iterable[str] = (),
    *,
    gods: str = "A:mortal,B:mortal",
    to_move: int = 1,
    round_number: int = 3,
) -> str:
    """An SFEN from square names: ``position({"c3": "A"}, {"d3": 2}, ["e5"], gods="A:pan,B:mortal")``."""
    heights = heights or {}
    domes = set(domes)
    ranks = []
    for rank in "54321":  # the board lists rank 5 first
        ranks.append(
            "".join(
                f"{heights.get(f + rank, 0)}{'*' if f + rank in domes else ''}{workers.get(f + rank, '')}"
                for f in "abcde"
            )
        )
    return f"{'/'.join(ranks)} {to_move} {gods} {round_number} -"


def test_position_helper() -> None:
    assert position({"c3": "A"}, {"a1": 2}, ["e5"]) == "00000*/00000/000A00/00000/20000 1 A:mortal,B:mortal 3 -"


@dataclass
class Scenario:
    name: str
    sfen: str
    legal: list[str] = field(default_factory=list)  # canonical tokens that must be listed
    illegal: list[str] = field(default_factory=list)  # tokens that must be rejected
    after: dict[str, str] = field(default_factory=dict)  # token (any spelling) -> SFEN after it
    count: int | None = None  # the exact number of legal turns, where it is the point
    same: dict[str, str] = field(default_factory=dict)  # a longer/larger spelling -> its canonical token


def check(load: Callable[[str], Engine], sc: Scenario) -> None:
    game = load(sc.sfen)
    legal = game.legal()
    assert legal == sorted(legal) and len(set(legal)) == len(legal)
    for token in sc.legal:
        assert token in legal, f"{sc.name}: {token} should be legal"
    for token in sc.illegal:
        assert token not in legal, f"{sc.name}: {token} should not be legal"
        with pytest.raises(IllegalMoveError):
            load(sc.sfen).push(token)
    if sc.count is not None:
        assert len(legal) == sc.count, f"{sc.name}: {len(legal)} turns, expected {sc.count}: {legal}"
    for token, expected in sc.after.items():
        game = load(sc.sfen)
        game.push(token)
        assert game.sfen() == expected, f"{sc.name}: after {token}"
    for spelling, canonical in sc.same.items():
        # Not listed (not canonical), but accepted: the same turn as the canonical token.
        assert spelling not in legal and canonical in legal, f"{sc.name}: {spelling} / {canonical}"
        one, other = load(sc.sfen), load(sc.sfen)
        one.push(spelling)
        other.push(canonical)
        assert one.sfen() == other.sfen(), f"{sc.name}: {spelling} differs from {canonical}"


# Shorthands: B's workers parked in a far corner, out of the way.
FAR_B = {"a5": "B", "b5": "B"}


def two(god_a: str, god_b: str = "mortal") -> str:
    return f"A:{god_a},B:{god_b}"


SCENARIOS: list[Scenario] = []


def scenario(*args: object, **kwargs: object) -> None:
    SCENARIOS.append(Scenario(*args, **kwargs))  # type: ignore[arg-type]


# --------------------------------------------------------------------------- Apollo

scenario(
    "apollo-swaps-with-an-opponent",
    position({"c3": "A", "a1": "A", "d3": "B", "e5": "B"}, {"d3": 1}, gods=two("apollo")),
    legal=["c3-d3^c4", "c3-d3^e3"],
    illegal=["c3-d3^c3"],  # the swapped worker now stands on c3
    after={"c3-d3^c4": position({"d3": "A", "a1": "A", "c3": "B", "e5": "B"}, {"d3": 1, "c4": 1},
                                gods=two("apollo"), to_move=2)},
)
scenario(
    "apollo-cannot-climb-two-by-swapping",
    position({"c3": "A", "a1": "A", "d3": "B", "e5": "B"}, {"d3": 2}, gods=two("apollo")),
    illegal=["c3-d3^c4", "c3-d3^c3"],
    legal=["c3-c4^c3"],
)
scenario(
    "apollo-forced-worker-does-not-win",
    # Apollo steps down from level 3 onto B's level-2 worker; B is forced up onto level 3.
    position({"c3": "A", "a1": "A", "d3": "B", "e5": "B"}, {"c3": 3, "d3": 2}, gods=two("apollo")),
    legal=["c3-d3^d4"],
    after={"c3-d3^d4": position({"d3": "A", "a1": "A", "c3": "B", "e5": "B"}, {"c3": 3, "d3": 2, "d4": 1},
                                gods=two("apollo"), to_move=2)},
)
scenario(
    "apollo-wins-by-swapping-up-onto-level-three",
    position({"c3": "A", "a1": "A", "d3": "B", "e5": "B"}, {"c3": 2, "d3": 3}, gods=two("apollo")),
    legal=["c3-d3"],
    illegal=["c3-d3^c4"],
    after={"c3-d3": position({"d3": "A", "a1": "A", "c3": "B", "e5": "B"}, {"c3": 2, "d3": 3},
                             gods="A:apollo#,B:mortal", to_move=2)},
)
scenario(
    "apollo-never-swaps-own-workers",
    position({"c3": "A", "d3": "A", **FAR_B}, gods=two("apollo")),
    illegal=["c3-d3^c4", "d3-c3^d4"],
)
scenario(
    "apollo-four-players-swaps-only-the-other-team",
    position({"c3": "A", "d3": "A", "c4": "B", "e5": "B"}, gods="A:apollo,B:mortal,A:mortal,B:mortal"),
    legal=["c3-c4^c5", "d3-c4^d4"],
    illegal=["c3-d3^c4", "c3-c4^c3"],
)
scenario(
    "apollo-three-players-swaps-either-opponent",
    position({"c3": "A", "a1": "A", "c4": "B", "e5": "B", "d3": "C", "a5": "C"}, gods="A:apollo,B:mortal,C:mortal"),
    legal=["c3-c4^c5", "c3-d3^e3"],
)
scenario(
    "apollo-swap-obeys-athena",
    # B's Athena moved up last turn: Apollo may not move up, not even by swapping.
    position({"c3": "A", "a1": "A", "d3": "B", "e5": "B"}, {"d3": 1, "b3": 0}, gods="A:apollo,B:athena[^]"),
    illegal=["c3-d3^c4"],
    legal=["c3-b3^c3"],
)

# --------------------------------------------------------------------------- Artemis

scenario(
    "artemis-second-move-not-back-to-the-start",
    position({"c3": "A", "a1": "A", **FAR_B}, gods=two("artemis")),
    legal=["c3-d3^c3", "c3-d2-e3^d3", "c3-d4-e5^e4"],
    illegal=["c3-d3-c3^d3", "c3-d3-c3^c4", "c3-c4-c3^d3"],
    same={"c3-d3-e3^d3": "c3-d2-e3^d3"},  # the ASCII-smallest middle square is canonical
)
scenario(
    "artemis-second-move-is-optional-and-a-shorter-path-is-canonical",
    position({"c3": "A", "a1": "A", **FAR_B}, gods=two("artemis")),
    legal=["c3-d4^d3"],
    same={"c3-c4-d4^d3": "c3-d4^d3", "c3-d3-d4^d3": "c3-d4^d3"},  # fewest steps is canonical
    after={
        "c3-d3-d4^d3": position({"d4": "A", "a1": "A", **FAR_B}, {"d3": 1}, gods=two("artemis"), to_move=2),
        "c3-d4^d3": position({"d4": "A", "a1": "A", **FAR_B}, {"d3": 1}, gods=two("artemis"), to_move=2),
    },
)
scenario(
    "artemis-climbs-twice-and-wins-on-the-second-move",
    position({"c3": "A", "a1": "A", **FAR_B}, {"c3": 1, "d3": 2, "e3": 3}, gods=two("artemis")),
    legal=["c3-d3-e3", "c3-d3^e3"],
    illegal=["c3-d3-e3^d3"],  # nothing follows a winning move
    after={"c3-d3-e3": position({"e3": "A", "a1": "A", **FAR_B}, {"c3": 1, "d3": 2, "e3": 3},
                                gods="A:artemis#,B:mortal", to_move=2)},
)
scenario(
    "artemis-wins-on-the-first-move",
    position({"c3": "A", "a1": "A", **FAR_B}, {"c3": 2, "d3": 3, "e3": 3}, gods=two("artemis")),
    legal=["c3-d3"],
    illegal=["c3-d3-e3", "c3-d3^c3"],
)

# --------------------------------------------------------------------------- Athena

scenario(
    "athena-moving-up-sets-her-state",
    position({"c3": "A", "a1": "A", **FAR_B}, {"d3": 1}, gods=two("athena")),
    after={
        "c3-d3^d4": position({"d3": "A", "a1": "A", **FAR_B}, {"d3": 1, "d4": 1}, gods="A:athena[^],B:mortal", to_move=2),
        "c3-c4^d4": position({"c4": "A", "a1": "A", **FAR_B}, {"d3": 1, "d4": 1}, gods=two("athena"), to_move=2),
    },
)
scenario(
    "athena-state-forbids-opponents-to-move-up",
    position({"c3": "A", "a1": "A", "e5": "B", "e4": "B"}, {"d5": 1, "d4": 0}, gods="A:athena[^],B:mortal", to_move=2),
    illegal=["e5-d5^e5"],
    legal=["e5-d4^e5"],
)
scenario(
    "athena-state-does-not-stop-her-own-workers",
    # A loaded state with Athena to move is over: her turn has started.
    position({"c3": "A", "a1": "A", **FAR_B}, {"d3": 1}, gods="A:athena[^],B:mortal"),
    legal=["c3-d3^d4"],
)
scenario(
    "athena-winning-climb-sets-her-state",
    position({"c3": "A", "a1": "A", **FAR_B}, {"c3": 2, "d3": 3}, gods=two("athena")),
    after={"c3-d3": position({"d3": "A", "a1": "A", **FAR_B}, {"c3": 2, "d3": 3}, gods="A:athena[^]#,B:mortal",
                             to_move=2)},
)
scenario(
    "athena-does-not-stop-forces",
    # Minotaur (B) may push Athena's worker up a level: a force is not a move. Its own
    # move onto her worker is level, so it is allowed.
    position({"c3": "A", "a1": "A", "b3": "B", "e5": "B"}, {"d3": 2}, gods="A:athena[^],B:minotaur", to_move=2),
    legal=["b3-c3^b3"],
    after={"b3-c3^b3": position({"d3": "A", "a1": "A", "c3": "B", "e5": "B"}, {"d3": 2, "b3": 1},
                                gods="A:athena,B:minotaur", round_number=4)},  # her turn: the state is over
)
scenario(
    "athena-forced-up-does-not-set-her-state",
    # Apollo (B) swaps Athena's worker up from level 0 to level 1: not her move, no state.
    position({"c3": "A", "a1": "A", "d3": "B", "e5": "B"}, {"d3": 1}, gods="A:athena,B:apollo", to_move=2),
    after={"d3-c3^c4": position({"c3": "B", "a1": "A", "d3": "A", "e5": "B"}, {"d3": 1, "c4": 1},
                                gods="A:athena,B:apollo", to_move=1, round_number=4)},
)

# --------------------------------------------------------------------------- Atlas

scenario(
    "atlas-domes-at-any-level",
    position({"c3": "A", "a1": "A", **FAR_B}, {"d4": 1, "b4": 2, "c4": 3}, gods=two("atlas")),
    legal=["c3-d3^d4*", "c3-d3^d4", "c3-b3^b4*", "c3-d3^c3*", "c3-d3^c4"],
    same={"c3-d3^c4*": "c3-d3^c4"},  # on level 3 the dome is the normal build: written ^c4
    after={
        "c3-d3^d4*": position({"d3": "A", "a1": "A", **FAR_B}, {"d4": 1, "b4": 2, "c4": 3}, ["d4"], gods=two("atlas"),
                              to_move=2),
        "c3-d3^c4*": position({"d3": "A", "a1": "A", **FAR_B}, {"d4": 1, "b4": 2, "c4": 3}, ["c4"], gods=two("atlas"),
                              to_move=2),
    },
)
scenario(
    "atlas-ground-dome-blocks-like-any-dome",
    # A ground-level dome (not a complete tower) closes the square to moves and builds.
    position({"c3": "A", "a1": "A", **FAR_B}, domes=["d3"], gods=two("atlas")),
    illegal=["c3-d3^c3", "c3-c4^d3", "c3-c4^d3*"],
)

# --------------------------------------------------------------------------- Demeter

scenario(
    "demeter-second-build-on-a-different-square",
    position({"c3": "A", "a1": "A", **FAR_B}, gods=two("demeter")),
    legal=["c3-d3^d4", "c3-d3^d4^e4", "c3-d3^c3^d4"],
    illegal=["c3-d3^d4^d4"],  # the same square twice
    same={"c3-d3^e4^d4": "c3-d3^d4^e4"},  # builds are listed in ASCII order
    after={"c3-d3^e4^d4": position({"d3": "A", "a1": "A", **FAR_B}, {"d4": 1, "e4": 1}, gods=two("demeter"),
                                   to_move=2)},
)
scenario(
    "demeter-extra-build-is-a-normal-build",
    position({"c3": "A", "a1": "A", **FAR_B}, {"d4": 3, "e4": 3, "e3": 1}, gods=two("demeter")),
    legal=["c3-d3^d4^e4", "c3-d3^e3^e4"],
    illegal=["c3-d3^d4^e3*", "c3-d3^e3*"],  # no dome below level 3
    after={"c3-d3^d4^e4": position({"d3": "A", "a1": "A", **FAR_B}, {"d4": 3, "e4": 3, "e3": 1}, ["d4", "e4"],
                                   gods=two("demeter"), to_move=2)},
)

# --------------------------------------------------------------------------- Hephaestus

scenario(
    "hephaestus-second-block-on-the-same-square",
    position({"c3": "A", "a1": "A", **FAR_B}, {"e4": 1, "e2": 2}, gods=two("hephaestus")),
    legal=["c3-d3^d4^d4", "c3-d3^e4^e4", "c3-d3^d4"],
    illegal=["c3-d3^d4^e4", "c3-d3^e2^e2"],  # not elsewhere; e2 would need a dome
    after={"c3-d3^e4^e4": position({"d3": "A", "a1": "A", **FAR_B}, {"e4": 3, "e2": 2}, gods=two("hephaestus"),
                                   to_move=2)},
)
scenario(
    "hephaestus-never-a-dome",
    position({"c3": "A", "a1": "A", **FAR_B}, {"d4": 3, "d2": 2}, gods=two("hephaestus")),
    legal=["c3-d3^d4", "c3-d3^d2"],
    illegal=["c3-d3^d4^d4", "c3-d3^d2^d2", "c3-d3^d2*"],
)

# --------------------------------------------------------------------------- Hermes

# A's workers on a1 and b1 cannot move (every other neighbour is two levels up) but can build.
HERMES_STUCK = position({"a1": "A", "b1": "A", **FAR_B}, {"a2": 2, "b2": 2, "c2": 2, "c1": 2}, gods=two("hermes"))
scenario(
    "hermes-zero-moves-then-either-worker-builds",
    HERMES_STUCK,
    legal=["a1^a2", "a1^b2", "b1^c1", "b1^c2"],
    same={"b1^a2": "a1^a2"},  # one outcome: the ASCII-smaller spelling is canonical
    count=4,
    after={"b1^a2": position({"a1": "A", "b1": "A", **FAR_B}, {"a2": 3, "b2": 2, "c2": 2, "c1": 2},
                             gods=two("hermes"), to_move=2)},
)
scenario(
    "mortal-in-the-same-spot-loses",
    HERMES_STUCK.replace("A:hermes", "A:mortal"),
    count=0,
)
scenario(
    "hermes-moves-both-workers-on-one-level",
    position({"b2": "A", "d2": "A", **FAR_B}, {"c3": 1}, gods=two("hermes")),
    legal=["b2-a3-b4,d2-d3^c4", "b2-a1^b2", "b2^c3", "b2-c3^b2",
           # a4 touches only the b-file worker, so it acts last: each start keeps its own path
           "d2-d3,b2-b3^a4", "d2-d3,b2-a3-b4^a4"],
    illegal=["b2-b3-c3^d3",  # c3 is higher: a level change ends the moving, and only as the first move
             "d2-b3,b2-d3^a4", "d2-b4,b2-d3^a4"],  # a move goes to a neighbouring square only
    same={"b2-b3-b4,d2-d3^c4": "b2-a3-b4,d2-d3^c4", "d2-d3,b2-a3-b4^c4": "b2-a3-b4,d2-d3^c4",
          "b2,d2^c3": "b2^c3"},
    after={
        # a longer spelling of the same outcome is accepted
        "d2-d3,b2-b3-b4^c4": position({"b4": "A", "d3": "A", **FAR_B}, {"c3": 1, "c4": 1}, gods=two("hermes"),
                                      to_move=2),
        "b2-b3-b4,d2-d3^c4": position({"b4": "A", "d3": "A", **FAR_B}, {"c3": 1, "c4": 1}, gods=two("hermes"),
                                      to_move=2),
        "b2-b3-b2-b3-b4,d2-d3^c4": position({"b4": "A", "d3": "A", **FAR_B}, {"c3": 1, "c4": 1},
                                            gods=two("hermes"), to_move=2),
    },
)
scenario(
    "hermes-workers-on-two-levels-each-keep-their-own-level",
    # b2 wanders on level 0, d2 on level 1; each start square keeps its own path.
    position({"b2": "A", "d2": "A", **FAR_B}, {"d2": 1, "d3": 1}, gods=two("hermes")),
    legal=["b2-a3-a4,d2-d3^c2", "d2-d3,b2-a3-a4^a3", "d2-d3,b2-b3^a4"],
    illegal=["b2-d3,d2-a4^c2", "b2-d3,d2-a4^a3", "b2-d3^c3"],
)
scenario(
    "hermes-normal-turn-changes-level-then-that-worker-builds",
    position({"b2": "A", "d2": "A", **FAR_B}, {"c3": 1}, gods=two("hermes")),
    legal=["b2-c3^b2", "b2-c3^c4"],
    illegal=["b2-c3-c4^c3", "b2-c3,d2^d1", "b2-c3,d2-d1^d2"],
)
scenario(
    "hermes-wins-only-by-a-normal-climb",
    position({"b2": "A", "d2": "A", **FAR_B}, {"b2": 2, "c3": 3, "b3": 2}, gods=two("hermes")),
    legal=["b2-c3"],
    illegal=["b2-b3-c3"],  # after a same-level move no level change is allowed
)
# In the region a1 a2 b1 b2 (level 0, closed by level-2 squares) the two workers can stand
# on any 2 of the 4 squares, then either builds: a finite list however long the wandering.
HERMES_REGION = position(
    {"a1": "A", "a2": "A", **FAR_B}, {"a3": 2, "b3": 2, "c3": 2, "c2": 2, "c1": 2}, gods=two("hermes")
)


def _hermes_region_count() -> int:
    region = [square_index(n) for n in ("a1", "a2", "b1", "b2")]
    outcomes = set()
    for pair in combinations(region, 2):
        for target in set(neighbours(pair[0])) | set(neighbours(pair[1])):
            if target not in pair:
                outcomes.add((pair, target))
    return len(outcomes)


scenario(
    "hermes-any-number-of-moves-is-finite-and-deduplicated",
    HERMES_REGION,
    legal=["a1-b1,a2-b2^c3", "a1^b1", "a1-b2^c3"],
    same={"a2-b1,a1-b2^c3": "a1-b1,a2-b2^c3", "a1-b1-a1-b2^c3": "a1-b2^c3"},
    count=_hermes_region_count(),
)

# --------------------------------------------------------------------------- Minotaur

scenario(
    "minotaur-pushes-one-square-straight-back",
    position({"c3": "A", "a1": "A", "d3": "B", "d4": "B"}, {"e3": 3}, gods=two("minotaur")),
    legal=["c3-d3^c3", "c3-d4^c3"],
    after={"c3-d3^c3": position({"d3": "A", "a1": "A", "e3": "B", "d4": "B"}, {"e3": 3, "c3": 1},
                                gods=two("minotaur"), to_move=2),
           "c3-d4^c3": position({"d4": "A", "a1": "A", "d3": "B", "e5": "B"}, {"e3": 3, "c3": 1},
                                gods=two("minotaur"), to_move=2)},
)
scenario(
    "minotaur-cannot-push-off-the-board",
    position({"d3": "A", "a1": "A", "e3": "B", "e5": "B"}, gods=two("minotaur")),
    illegal=["d3-e3^d3"],
)
scenario(
    "minotaur-cannot-push-into-a-dome",
    position({"c3": "A", "a1": "A", "d3": "B", "e5": "B"}, {"e3": 1}, ["e3"], gods=two("minotaur")),
    illegal=["c3-d3^c3"],
)
scenario(
    "minotaur-cannot-push-into-a-worker",
    position({"b3": "A", "a1": "A", "c3": "B", "d3": "B"}, gods=two("minotaur")),
    illegal=["b3-c3^b3"],
)
scenario(
    "minotaur-cannot-push-into-his-own-worker",
    position({"b3": "A", "d3": "A", "c3": "B", "e5": "B"}, gods=two("minotaur")),
    illegal=["b3-c3^b3", "d3-c3^d3"],
)
scenario(
    "minotaur-own-move-obeys-the-climb-limit",
    position({"c3": "A", "a1": "A", "d3": "B", "e5": "B"}, {"d3": 2}, gods=two("minotaur")),
    illegal=["c3-d3^c3"],
)
scenario(
    "minotaur-pushed-worker-does-not-win-and-height-is-irrelevant",
    position({"c3": "A", "a1": "A", "d3": "B", "e5": "B"}, {"d3": 1, "e3": 3}, gods=two("minotaur")),
    legal=["c3-d3^c3"],
    after={"c3-d3^c3": position({"d3": "A", "a1": "A", "e3": "B", "e5": "B"}, {"d3": 1, "e3": 3, "c3": 1},
                                gods=two("minotaur"), to_move=2)},
)
scenario(
    "minotaur-wins-by-moving-up-onto-a-pushed-worker-square",
    position({"c3": "A", "a1": "A", "d3": "B", "e5": "B"}, {"c3": 2, "d3": 3}, gods=two("minotaur")),
    legal=["c3-d3"],
    after={"c3-d3": position({"d3": "A", "a1": "A", "e3": "B", "e5": "B"}, {"c3": 2, "d3": 3},
                             gods="A:minotaur#,B:mortal", to_move=2)},
)
scenario(
    "minotaur-four-players-pushes-only-the-other-team",
    position({"b3": "A", "c3": "A", "c4": "B", "e5": "B"}, gods="A:minotaur,B:mortal,A:mortal,B:mortal"),
    legal=["b3-c4^b3"],
    illegal=["b3-c3^b3"],
)

# --------------------------------------------------------------------------- Pan

scenario(
    "pan-wins-by-moving-down-two-levels",
    position({"c3": "A", "a1": "A", **FAR_B}, {"c3": 2, "d3": 0, "b3": 1, "c4": 3, "d4": 1}, gods=two("pan")),
    legal=["c3-d3", "c3-b3^c3"],
    illegal=["c3-d3^c3", "c3-b3"],  # the drop wins at once; a one-level drop does not
    after={"c3-d3": position({"d3": "A", "a1": "A", **FAR_B}, {"c3": 2, "b3": 1, "c4": 3, "d4": 1},
                             gods="A:pan#,B:mortal", to_move=2)},
)
scenario(
    "pan-wins-from-three-to-one",
    position({"c4": "A", "a1": "A", **FAR_B}, {"c4": 3, "d4": 1, "d3": 2}, gods=two("pan")),
    legal=["c4-d4", "c4-d3^c4"],
)
scenario(
    "pan-forced-drop-does-not-count",
    # Minotaur pushes Pan's worker from level 2 down to level 0: no win for Pan.
    position({"b3": "A", "a1": "A", "c3": "B", "e5": "B"}, {"b3": 2, "c3": 2}, gods="A:minotaur,B:pan"),
    legal=["b3-c3^b3"],
    after={"b3-c3^b3": position({"c3": "A", "a1": "A", "d3": "B", "e5": "B"}, {"b3": 3, "c3": 2},
                                gods="A:minotaur,B:pan", to_move=2)},
)
scenario(
    "pan-also-wins-normally",
    position({"c3": "A", "a1": "A", **FAR_B}, {"c3": 2, "d3": 3}, gods=two("pan")),
    legal=["c3-d3"],
)

# --------------------------------------------------------------------------- Prometheus

scenario(
    "prometheus-no-climbing-after-building-first",
    position({"c3": "A", "a1": "A", **FAR_B}, {"d3": 1}, gods=two("prometheus")),
    legal=["c3-d3^d4", "c3^b4-b3^c4", "c3^d3-b3^c3"],
    same={"c3^c4-b3^b4": "c3^b4-b3^c4"},  # two builds on different squares: smaller first
    illegal=["c3^c4-d3^d4", "c3^b3-b3^c3"],  # moving up after the first build; b3 became level 1
)
scenario(
    "prometheus-same-worker-throughout",
    position({"c3": "A", "a1": "A", **FAR_B}, gods=two("prometheus")),
    illegal=["c3^c4,a1-a2^a1", "c3^b2,a1-a2^a1"],
)
scenario(
    "prometheus-may-build-twice-on-one-square",
    position({"c3": "A", "a1": "A", **FAR_B}, gods=two("prometheus")),
    legal=["c3^d3-c2^d3", "c3^b2-c2^b3"],
    after={"c3^d3-c2^d3": position({"c2": "A", "a1": "A", **FAR_B}, {"d3": 2}, gods=two("prometheus"), to_move=2),
           # the two builds in the other order: the same turn
           "c3^b3-c2^b2": position({"c2": "A", "a1": "A", **FAR_B}, {"b2": 1, "b3": 1}, gods=two("prometheus"),
                                   to_move=2)},
)
scenario(
    "prometheus-wins-only-without-building-first",
    position({"c3": "A", "a1": "A", **FAR_B}, {"c3": 2, "d3": 3}, gods=two("prometheus")),
    legal=["c3-d3"],
    illegal=["c3^c4-d3"],
)
scenario(
    "prometheus-dead-end-build-is-not-a-turn",
    # Every neighbour of a1 but b1 is level 1: after building on b1 the worker cannot move
    # without climbing, so that build starts no legal turn.
    position({"a1": "A", "e1": "A", **FAR_B}, {"a2": 1, "b2": 1}, gods=two("prometheus")),
    illegal=["a1^b1-a2^a1", "a1^b1-b2^a1"],
    legal=["a1-b1^a1", "a1^a2-b1^a1"],
)


@pytest.mark.parametrize("sc", SCENARIOS, ids=[sc.name for sc in SCENARIOS])
def test_scenario(engine: Callable[[str], Engine], sc: Scenario) -> None:
    check(engine, sc)


# --------------------------------------------------------------------------- Charon (gods.md §3.2, 15)
#
# Charon's worker W may first ferry one opposing worker O next to it to T = W + (W - O) (on the
# board, no worker, no dome, any height): a force, so O has not moved (no win on level 3).
# Then W itself moves and builds. Token ``W>O-dst^build``; without a ferry, a mortal turn.

CHARON_SCENARIOS: list[Scenario] = []


def charon_scenario(*args: object, **kwargs: object) -> None:
    CHARON_SCENARIOS.append(Scenario(*args, **kwargs))  # type: ignore[arg-type]


charon_scenario(
    "charon-ferries-straight-across-then-the-same-worker-moves-and-builds",
    position({"c3": "A", "a1": "A", "d4": "B", "e1": "B"}, gods=two("charon")),
    legal=["c3>d4-d4^c3", "c3>d4-c4^d4", "c3-c4^d5"],  # without a ferry: a mortal turn
    illegal=["c3>d4-b2^c3"],  # b2 now holds the ferried worker
    after={"c3>d4-c4^d4": position({"c4": "A", "a1": "A", "b2": "B", "e1": "B"}, {"d4": 1}, gods=two("charon"),
                                   to_move=2)},
)
charon_scenario(
    "charon-ferry-onto-level-three-is-not-a-win",
    position({"c3": "A", "a1": "A", "d3": "B", "e5": "B"}, {"b3": 3}, gods=two("charon")),
    legal=["c3>d3-d4^c3"],
    after={"c3>d3-d4^c3": position({"d4": "A", "a1": "A", "b3": "B", "e5": "B"}, {"b3": 3, "c3": 1},
                                   gods=two("charon"), to_move=2)},
)
charon_scenario(
    "charon-ferry-then-climb-onto-level-three-wins",
    # d4 (level 3) holds B: ferried to b2, it frees d4 for c3 (level 2), which climbs and wins.
    position({"c3": "A", "a1": "A", "d4": "B", "e1": "B"}, {"c3": 2, "d4": 3}, gods=two("charon")),
    legal=["c3>d4-d4", "c3>d4-c4^d4"],
    illegal=["c3>d4-d4^c3", "c3-d4"],  # nothing follows a win; without the ferry d4 is taken
    after={"c3>d4-d4": position({"d4": "A", "a1": "A", "b2": "B", "e1": "B"}, {"c3": 2, "d4": 3},
                                gods="A:charon#,B:mortal", to_move=2)},
)
charon_scenario(
    "charon-ferries-to-any-height",
    # d3 onto b3 (level 2, two levels up from level 0) and d4 onto b2 (level 3).
    position({"c3": "A", "a5": "A", "d3": "B", "d4": "B"}, {"b3": 2, "b2": 3}, gods=two("charon")),
    legal=["c3>d3-c4^c3", "c3>d4-c4^c3"],
    after={"c3>d3-c4^c3": position({"c4": "A", "a5": "A", "b3": "B", "d4": "B"}, {"b3": 2, "b2": 3, "c3": 1},
                                   gods=two("charon"), to_move=2)},
)
charon_scenario(
    "charon-cannot-ferry-into-a-dome",
    position({"b2": "A", "e5": "A", "c3": "B", "e1": "B"}, {"a1": 1}, ["a1"], gods=two("charon")),
    legal=["b2-b3^c4"],
    illegal=["b2>c3-c3^b2", "b2>c3-b3^c4"],
)
charon_scenario(
    "charon-cannot-ferry-onto-his-own-worker",
    # across b2 from c3 is a1 (A's other worker); from c2 it is a2, free
    position({"b2": "A", "a1": "A", "c3": "B", "c2": "B"}, gods=two("charon")),
    illegal=["b2>c3-c3^b2", "b2>c3-b3^c3"],
    legal=["b2>c2-c2^b2"],
)
charon_scenario(
    "charon-cannot-ferry-onto-an-opponent-worker",
    # B's workers on c3 and a1 stand across b2 from each other
    position({"b2": "A", "e5": "A", "c3": "B", "a1": "B"}, gods=two("charon")),
    illegal=["b2>c3-c3^b2", "b2>a1-a1^b2", "b2>a1-c2^b2"],
    legal=["b2-c2^b2"],
)
charon_scenario(
    "charon-never-ferries-his-own-worker",
    position({"b2": "A", "a2": "A", "e1": "B", "e5": "B"}, gods=two("charon")),
    illegal=["b2>a2-a2^b2", "a2>b2-b2^a2"],
    legal=["b2-a1^b1"],
)
charon_scenario(
    "charon-cannot-ferry-off-the-board",
    position({"a3": "A", "e5": "A", "b3": "B", "b4": "B"}, gods=two("charon")),
    illegal=["a3>b3-b3^a3", "a3>b4-b4^a3"],
    legal=["a3-a4^a3"],
)
charon_scenario(
    "charon-the-worker-that-ferries-is-the-worker-that-moves",
    # Ferrying c3 (across b2 onto a1) frees c3, the only way out for A's d4 (level 2 around,
    # a dome on e5, so d4 cannot ferry c3 itself): b2 may use it, d4 may not.
    position({"b2": "A", "d4": "A", "c3": "B", "e1": "B"}, {"c4": 2, "c5": 2, "d3": 2, "d5": 2, "e3": 2, "e4": 2},
             ["e5"], gods=two("charon")),
    legal=["b2>c3-c3^b2", "b2>c3-b1^c2"],
    illegal=["b2>c3,d4-c3^d4", "b2>c3,d4-c3^b2", "d4>c3-c3^d4", "d4-c3^d4"],
)
charon_scenario(
    "charon-one-ferry-and-only-before-the-move",
    position({"c3": "A", "a5": "A", "d3": "B", "c4": "B"}, gods=two("charon")),
    legal=["c3>d3-d3^c3", "c3>c4-c4^c3"],
    illegal=["c3>d3>c4-d3^d4", "c3-d2>d3^c3", "c3-d2^c3>d3", "c3>d3"],
)
charon_scenario(
    "charon-ferry-opens-the-only-square",
    # b2 is walled in (a1 level 3, a2 a3 b1 b3 c1 c2 level 2, B on c3), e5 too (d5 d4 e4
    # level 2): only the ferry of c3 onto a1 opens a move, onto c3. No win for B on a1.
    position({"b2": "A", "e5": "A", "c3": "B", "e1": "B"},
             {"a1": 3, "a2": 2, "a3": 2, "b1": 2, "b3": 2, "c1": 2, "c2": 2, "d5": 2, "d4": 2, "e4": 2},
             gods=two("charon")),
    legal=["b2>c3-c3^b2", "b2>c3-c3^b3", "b2>c3-c3^b4", "b2>c3-c3^c2", "b2>c3-c3^c4", "b2>c3-c3^d2",
           "b2>c3-c3^d3", "b2>c3-c3^d4"],
    count=8,
    after={"b2>c3-c3^b2": position(
        {"c3": "A", "e5": "A", "a1": "B", "e1": "B"},
        {"a1": 3, "a2": 2, "a3": 2, "b1": 2, "b2": 1, "b3": 2, "c1": 2, "c2": 2, "d5": 2, "d4": 2, "e4": 2},
        gods=two("charon"), to_move=2)},
)
charon_scenario(
    "mortal-walled-in-without-a-ferry-loses",
    position({"b2": "A", "e5": "A", "c3": "B", "e1": "B"},
             {"a1": 3, "a2": 2, "a3": 2, "b1": 2, "b3": 2, "c1": 2, "c2": 2, "d5": 2, "d4": 2, "e4": 2}),
    count=0,
)
charon_scenario(
    "charon-moves-onto-the-square-of-the-ferried-worker",
    position({"c3": "A", "a5": "A", "d3": "B", "e5": "B"}, {"d3": 1}, gods=two("charon")),
    legal=["c3>d3-d3^c3"],
    after={"c3>d3-d3^c3": position({"d3": "A", "a5": "A", "b3": "B", "e5": "B"}, {"d3": 1, "c3": 1},
                                   gods=two("charon"), to_move=2)},
)
charon_scenario(
    "charon-four-players-ferries-only-the-other-team",
    # Seat 1 (team A, Charon) acts with either of team A's workers, c3 or d3.
    position({"c3": "A", "d3": "A", "c4": "B", "a5": "B"}, gods="A:charon,B:mortal,A:mortal,B:mortal"),
    legal=["c3>c4-c4^c3", "d3>c4-c4^d3"],
    illegal=["c3>d3-d3^c3", "d3>c3-c3^d3"],
)
charon_scenario(
    "charon-four-players-teammate-of-charon-does-not-ferry",
    position({"c3": "A", "d3": "A", "c4": "B", "a5": "B"}, gods="A:charon,B:mortal,A:mortal,B:mortal", to_move=3),
    illegal=["c3>c4-c4^c3", "d3>c4-c4^d3"],
    legal=["c3-b3^c3"],
)
charon_scenario(
    "charon-three-players-ferries-either-opponent",
    position({"c3": "A", "a1": "A", "c4": "B", "e1": "B", "d3": "C", "a5": "C"}, gods="A:charon,B:mortal,C:mortal"),
    legal=["c3>c4-c4^c3", "c3>d3-d3^c3"],
    after={"c3>d3-d3^c3": position({"d3": "A", "a1": "A", "c4": "B", "e1": "B", "b3": "C", "a5": "C"}, {"c3": 1},
                                   gods="A:charon,B:mortal,C:mortal", to_move=2)},
)
charon_scenario(
    "charon-ferry-is-not-stopped-by-athena-but-his-move-is",
    # B's Athena moved up last turn: Charon's worker may not move up, but may ferry her
    # worker two levels up (a force is not a move), which sets no state of hers either.
    position({"c3": "A", "a5": "A", "d3": "B", "e5": "B"}, {"b3": 2, "d4": 1}, gods="A:charon,B:athena[^]"),
    legal=["c3>d3-c4^c3"],
    illegal=["c3>d3-d4^c3", "c3-d4^c3"],
    after={"c3>d3-c4^c3": position({"c4": "A", "a5": "A", "b3": "B", "e5": "B"}, {"b3": 2, "d4": 1, "c3": 1},
                                   gods="A:charon,B:athena", to_move=2)},
)
charon_scenario(
    "charon-ferried-pan-worker-dropping-two-levels-is-no-win",
    position({"c3": "A", "a5": "A", "d3": "B", "e5": "B"}, {"c3": 2, "d3": 2}, gods="A:charon,B:pan"),
    legal=["c3>d3-d3^c3"],
    after={"c3>d3-d3^c3": position({"d3": "A", "a5": "A", "b3": "B", "e5": "B"}, {"c3": 3, "d3": 2},
                                   gods="A:charon,B:pan", to_move=2)},
)
charon_scenario(
    "mortal-never-ferries",
    position({"c3": "A", "a1": "A", "d3": "B", "e1": "B"}),
    illegal=["c3>d3-d4^c3", "c3>d3-d3^c3"],
    legal=["c3-d4^c3"],
)

CHARON_CASES = [
    pytest.param(impl, sc, id=f"{impl}-{sc.name}") for sc in CHARON_SCENARIOS for impl in ("oracle", "core")
]


@pytest.mark.parametrize(("engine", "sc"), CHARON_CASES, indirect=["engine"])
def test_charon_scenario(engine: Callable[[str], Engine], sc: Scenario) -> None:
    check(engine, sc)


# --------------------------------------------------------------------------- Ares (gods.md §3.2, 12)
#
# After his build Ares may take the top block off one square S next to his unmoved worker (the
# side's worker that did not move this turn; in 4 players the team's other worker): S at least
# level 1, no dome (neither a dome nor a block under one comes off), no worker. At most one
# block; a winning move builds nothing and removes nothing. Token ``W-dst^build_S``; without a
# removal, a mortal turn. Building on S and taking that block off again leaves the move alone:
# one turn, spelled with the ASCII-smallest such square.

ARES_SCENARIOS: list[Scenario] = []


def ares_scenario(*args: object, **kwargs: object) -> None:
    ARES_SCENARIOS.append(Scenario(*args, **kwargs))  # type: ignore[arg-type]


# Level 1 on a1 (next to b2 only), c3 (next to both A workers), e5 (next to d4 only), b4 (next
# to neither); level 2 on d3 (next to d4 only).
ARES_HEIGHTS = {"a1": 1, "c3": 1, "e5": 1, "d3": 2, "b4": 1}
ARES_WORKERS = {"b2": "A", "d4": "A", "a5": "B", "e1": "B"}

ares_scenario(
    "ares-removes-next-to-the-worker-that-did-not-move",
    position(ARES_WORKERS, ARES_HEIGHTS, gods=two("ares")),
    legal=["b2-b1^c1_c3", "b2-b1^c1_d3", "b2-b1^c1_e5", "d4-d5^c5_a1", "d4-d5^c5_c3", "b2-b1^c1", "d4-d5^c5"],
    illegal=["b2-b1^c1_a1", "d4-d5^c5_e5", "d4-d5^c5_d3", "b2-b1^c1_b4"],
    after={"b2-b1^c1_d3": position({"b1": "A", "d4": "A", "a5": "B", "e1": "B"}, {**ARES_HEIGHTS, "c1": 1, "d3": 1},
                                   gods=two("ares"), to_move=2)},
)
ares_scenario(
    "ares-removes-at-most-one-block-and-only-after-the-build",
    position(ARES_WORKERS, ARES_HEIGHTS, gods=two("ares")),
    legal=["b2-b1^c1_c3"],
    illegal=["b2-b1^c1_c3_d3", "b2-b1^c1_d3_d3", "b2-b1_c3^c1", "b2_c3-b1^c1", "b2-b1_c3"],
)
ares_scenario(
    "ares-open-board-count",
    # mortal's 68 turns, plus the move alone (build and take off the same block) for the six
    # moves after which a free square next to the new square touches the worker that stayed
    "00000/000B00/00A00A0/000B00/00000 1 A:ares,B:mortal 2 -",
    legal=["b3-b2^c3_c3", "b3-b4^c3_c3", "b3-c3^d2_d2", "d3-c3^b2_b2", "d3-d2^c3_c3", "d3-d4^c3_c3"],
    count=74,
)
# Around c3 (the worker that stays): b2 level 0, b3 a complete tower, b4 level 1 under a
# dome, c2 level 2 under B, d4 level 1 under B; c4 level 1, d2 level 2, d3 level 3 (no dome).
ARES_GUARDED = position({"a1": "A", "c3": "A", "c2": "B", "d4": "B"},
                        {"b3": 3, "b4": 1, "c2": 2, "c4": 1, "d2": 2, "d3": 3, "d4": 1}, ["b3", "b4"], gods=two("ares"))
ares_scenario(
    "ares-cannot-remove-a-dome-or-a-block-under-a-dome",
    ARES_GUARDED,
    legal=["a1-a2^a1_c4", "a1-a2^a1_d2"],
    illegal=["a1-a2^a1_b3", "a1-a2^a1_b4"],
)
ares_scenario(
    "ares-cannot-remove-under-a-worker",
    ARES_GUARDED,
    illegal=["a1-a2^a1_c2", "a1-a2^a1_d4"],
)
ares_scenario(
    "ares-cannot-remove-from-level-zero",
    ARES_GUARDED,
    illegal=["a1-a2^a1_b2", "a1-b1^a1_b2"],
)
ares_scenario(
    "ares-removes-a-level-three-block-without-a-dome",
    ARES_GUARDED,
    legal=["a1-a2^a1_d3"],
    after={"a1-a2^a1_d3": position({"a2": "A", "c3": "A", "c2": "B", "d4": "B"},
                                   {"a1": 1, "b3": 3, "b4": 1, "c2": 2, "c4": 1, "d2": 2, "d3": 2, "d4": 1},
                                   ["b3", "b4"], gods=two("ares"), to_move=2)},
)
ares_scenario(
    "ares-cannot-remove-the-dome-he-just-built",
    # c3 (level 3) touches d2, the worker that stays: a build on it is a dome, which stays.
    position({"b2": "A", "d2": "A", "a5": "B", "e5": "B"}, {"c3": 3}, gods=two("ares")),
    legal=["b2-b3^c3", "b2-b3^a4_c3", "b2-b3^c2_c2"],
    illegal=["b2-b3^c3_c3"],
)
ares_scenario(
    "ares-may-remove-from-the-square-his-worker-left",
    # b2 (level 1) touches c3, the worker that stays: once b2's worker has moved to b3 (level
    # 1, now occupied), b2's block may come off.
    position({"b2": "A", "c3": "A", "e5": "B", "e1": "B"}, {"b2": 1, "b3": 1}, gods=two("ares")),
    legal=["b2-b3^a4_b2", "b2-b3^b2_b2"],
    illegal=["b2-b3^a4_b3"],
    after={"b2-b3^a4_b2": position({"b3": "A", "c3": "A", "e5": "B", "e1": "B"}, {"b3": 1, "a4": 1},
                                   gods=two("ares"), to_move=2)},
)
ares_scenario(
    "ares-building-and-removing-the-same-block-is-the-move-alone",
    # After b2-b3, c2 (level 0) and c3 (level 2) are free next to b3 and touch d2: building
    # on either and taking the block off again leaves b2-b3 alone, written with c2.
    position({"b2": "A", "d2": "A", "a5": "B", "e5": "B"}, {"c3": 2}, gods=two("ares")),
    legal=["b2-b3^c2_c2", "b2-b3^a4_c3", "b2-b3^c2_c3"],
    illegal=["b2-b3", "b2-b3^c3_c2"],
    same={"b2-b3^c3_c3": "b2-b3^c2_c2"},
    after={"b2-b3^c3_c3": position({"b3": "A", "d2": "A", "a5": "B", "e5": "B"}, {"c3": 2}, gods=two("ares"),
                                   to_move=2)},
)
ares_scenario(
    "ares-winning-move-removes-nothing",
    # c3 (level 2) climbs onto d3 (level 3): the win ends the turn, though b1 and b2 (level 1)
    # touch a1, the worker that stays.
    position({"c3": "A", "a1": "A", "e5": "B", "e1": "B"}, {"c3": 2, "d3": 3, "b1": 1, "b2": 1}, gods=two("ares")),
    legal=["c3-d3", "c3-c4^c5_b2"],
    illegal=["c3-d3_b1", "c3-d3^c3_b1", "c3-d3^d4"],
    after={"c3-d3": position({"d3": "A", "a1": "A", "e5": "B", "e1": "B"}, {"c3": 2, "d3": 3, "b1": 1, "b2": 1},
                             gods="A:ares#,B:mortal", to_move=2)},
)
ares_scenario(
    "ares-four-players-the-unmoved-worker-is-the-teams-other-worker",
    position(ARES_WORKERS, ARES_HEIGHTS, gods="A:ares,B:mortal,A:mortal,B:mortal"),
    legal=["b2-b1^c1_c3", "b2-b1^c1_d3", "b2-b1^c1_e5", "d4-d5^c5_a1", "d4-d5^c5_c3"],
    illegal=["b2-b1^c1_a1", "d4-d5^c5_e5"],
)
ares_scenario(
    "ares-four-players-teammate-of-ares-does-not-remove",
    position(ARES_WORKERS, ARES_HEIGHTS, gods="A:ares,B:mortal,A:mortal,B:mortal", to_move=3),
    legal=["b2-b1^c1"],
    illegal=["b2-b1^c1_c3", "d4-d5^c5_a1"],
)
ares_scenario(
    "ares-four-players-team-b",
    position({"b2": "B", "d4": "B", "a5": "A", "e1": "A"}, ARES_HEIGHTS, gods="A:mortal,B:mortal,A:mortal,B:ares",
             to_move=4),
    legal=["b2-b1^c1_e5", "d4-d5^c5_a1"],
    illegal=["b2-b1^c1_a1", "d4-d5^c5_e5"],
)
ares_scenario(
    "ares-three-players-either-opponent-blocks-a-square",
    # B on c4 (level 1) and C on e5 (level 1) stand next to d4: their blocks stay.
    position({"b2": "A", "d4": "A", "a5": "B", "c4": "B", "e1": "C", "e5": "C"}, {**ARES_HEIGHTS, "c4": 1},
             gods="A:ares,B:mortal,C:mortal"),
    legal=["b2-b1^c1_c3", "b2-b1^c1_d3", "d4-d5^c5_a1"],
    illegal=["b2-b1^c1_c4", "b2-b1^c1_e5"],
    after={"b2-b1^c1_c3": position({"b1": "A", "d4": "A", "a5": "B", "c4": "B", "e1": "C", "e5": "C"},
                                   {**ARES_HEIGHTS, "c4": 1, "c1": 1, "c3": 0}, gods="A:ares,B:mortal,C:mortal",
                                   to_move=2)},
)
ares_scenario(
    "mortal-never-removes",
    position(ARES_WORKERS, ARES_HEIGHTS),
    legal=["b2-b1^c1"],
    illegal=["b2-b1^c1_c3", "d4-d5^c5_a1"],
)

ARES_CASES = [
    pytest.param(impl, sc, id=f"{impl}-{sc.name}") for sc in ARES_SCENARIOS for impl in ("oracle", "core")
]


@pytest.mark.parametrize(("engine", "sc"), ARES_CASES, indirect=["engine"])
def test_ares_scenario(engine: Callable[[str], Engine], sc: Scenario) -> None:
    check(engine, sc)


# --------------------------------------------------------------------------- Athena's duration (sequences)


def test_athena_state_lasts_until_her_next_turn(engine: Callable[[str], Engine]) -> None:
    start = position({"c3": "A", "a1": "A", "e5": "B", "e4": "B"}, {"d3": 1, "d5": 1}, gods=two("athena"))
    game = engine(start)
    game.push("c3-d3^c3")  # up: the state is set
    assert "A:athena[^]" in game.sfen()
    assert not any(t.startswith("e5-d5") for t in game.legal())
    game.push("e4-e3^e4")
    # Athena's turn has started: the state is over.
    assert "A:athena," in game.sfen()
    game.push("a1-b1^a1")  # level: no state
    assert "A:athena," in game.sfen()
    assert "e5-d5^e5" in game.legal()


def test_athena_three_players_restricts_every_opponent_turn(engine: Callable[[str], Engine]) -> None:
    gods = "A:athena,B:mortal,C:mortal"
    start = position(
        {"c3": "A", "a1": "A", "e5": "B", "e4": "B", "a5": "C", "a4": "C"}, {"d3": 1, "d5": 1, "b5": 1}, gods=gods
    )
    game = engine(start)
    game.push("c3-d3^c3")
    assert "A:athena[^]" in game.sfen()
    assert not any(t.startswith("e5-d5") for t in game.legal())  # B
    game.push("e4-e3^e4")
    assert "A:athena[^]" in game.sfen()
    assert not any(t.startswith("a5-b5") for t in game.legal())  # C too
    game.push("a4-a3^a4")
    assert game.sfen().split()[2] == gods  # back to Athena: over
    assert any(t.startswith("d3-") for t in game.legal())


def test_athena_four_players_teammate_is_free(engine: Callable[[str], Engine]) -> None:
    gods = "A:athena,B:mortal,A:mortal,B:mortal"
    start = position({"c3": "A", "a1": "A", "e5": "B", "e4": "B"}, {"d3": 1, "d5": 1, "b1": 1}, gods=gods)
    game = engine(start)
    game.push("c3-d3^c3")  # seat 1 (Athena) moves up
    assert "A:athena[^]" in game.sfen()
    assert not any(t.startswith("e5-d5") for t in game.legal())  # seat 2, the other team
    game.push("e4-e3^e4")
    assert "a1-b1^a1" in game.legal()  # seat 3, her teammate, may move up
    game.push("a1-a2^a1")
    assert not any(t.startswith("e5-d5") for t in game.legal())  # seat 4, the other team
    game.push("e3-e2^e3")
    assert game.sfen().split()[2] == gods  # seat 1 again: over


def test_hermes_spellings_are_all_accepted(engine: Callable[[str], Engine]) -> None:
    legal = engine(HERMES_REGION).legal()
    assert "a1-b1,a2^a3" in legal
    # Wander back and forth, switch twice, then build: the same turn as the canonical token.
    long, short = engine(HERMES_REGION), engine(HERMES_REGION)
    long.push("a1-b1-a1-b1,a2-b2-a2,b1,a2^a3")
    short.push("a1-b1,a2^a3")
    assert long.sfen() == short.sfen()
