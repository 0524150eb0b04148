"""The reference oracle with the Simple Gods, Ares and Charon: canonical spellings, counts
re-derived by hand, god states in SFEN, random games, Charon's and Ares' rulings with exact
turn lists, and the perft tables tests/data/perft-simple-gods.tsv, perft-charon.tsv,
perft-charon-multiplayer.tsv, perft-ares.tsv and perft-ares-multiplayer.tsv.

The rulings of the Simple Gods (one scenario each, run against the oracle and the core)
are in test_god_rulings.py.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import combinations
from math import comb
from pathlib import Path

import pytest

from conftest import read_perft_tsv
from santorini.errors import IllegalMoveError, SfenError, UnsupportedError
from santorini.notation import format_token, parse_sfen, parse_token, square_index
from santorini.reference import SUPPORTED_GODS, RefPosition, neighbours

SIMPLE = ["apollo", "artemis", "athena", "atlas", "demeter", "hephaestus", "hermes", "minotaur", "pan", "prometheus"]
GODS = ["mortal", *SIMPLE]
ADVANCED = ["ares", "charon"]  # the Advanced Gods tested here
#: The other Advanced Gods the oracle knows (tested in test_reference_advanced.py).
OTHER_ADVANCED = ["aphrodite", "bia", "chronus", "circe", "dionysus", "eros", "hera", "hestia", "hypnus", "limus",
                  "medusa", "morpheus", "persephone", "poseidon", "selene", "triton", "zeus"]
#: The Golden Fleece gods the oracle knows (tested in test_reference_golden_fleece.py).
GOLDEN_FLEECE = ["hades", "nemesis", "terpsichore", "urania"]
#: More Golden Fleece gods (test_reference_golden_fleece.py) and the promo gods (test_reference_promo.py).
GOLDEN_FLEECE_2 = ["europa", "graeae", "harpies"]
PROMO = ["asteria", "castor", "hippolyta", "iris", "maenads", "pegasus", "proteus", "scylla"]
ALL_GODS = [*GODS, *ADVANCED]

OPEN = "00000/000B00/00A00A0/000B00/00000 1 A:{},B:{} 2 -"  # A: b3 d3, B: c4 c2, flat
MIDGAME = "00100/01B230/12A01A3*/002B10/00000 1 A:{},B:{} 6 -"


def steps_of(token: str) -> int:
    return sum(token.count(mark) for mark in "-^,>_")


def test_supported_gods() -> None:
    assert SUPPORTED_GODS == set(ALL_GODS) | set(OTHER_ADVANCED) | set(GOLDEN_FLEECE) | set(GOLDEN_FLEECE_2) | set(PROMO)


# --------------------------------------------------------------------------- canonical spellings


def all_spellings(pos: RefPosition, max_steps: int) -> Iterator[str]:
    """Every complete spelling of at most ``max_steps`` steps, by plain depth-first search
    over the god's step machine - no deduplication, no ordering."""

    def search(text: str, partial: object, steps: int) -> Iterator[str]:
        for step, child in pos._options(partial):  # type: ignore[arg-type]
            if pos._can_end(child):
                yield text + step
            if steps + 1 < max_steps:
                yield from search(text + step, child, steps + 1)

    for text, partial in pos._starts():
        yield from search(text, partial, 0)


def canonical_by_brute_force(pos: RefPosition, max_steps: int) -> set[str]:
    """Group every spelling by the position it leads to; keep fewest steps, then ASCII-smallest."""
    best: dict[str, tuple[int, str]] = {}
    for spelling in all_spellings(pos, max_steps):
        after = pos.copy()
        after.play(spelling)
        outcome = after.sfen()
        candidate = (steps_of(spelling), spelling)
        if outcome not in best or candidate < best[outcome]:
            best[outcome] = candidate
    return {token for _, token in best.values()}


@pytest.mark.parametrize("god", [g for g in ALL_GODS if g != "hermes"])
@pytest.mark.parametrize("template", [OPEN, MIDGAME], ids=["open", "midgame"])
def test_listed_turns_are_the_canonical_spellings(god: str, template: str) -> None:
    pos = RefPosition(template.format(god, "mortal"))
    assert pos.legal_turns() == sorted(canonical_by_brute_force(pos, max_steps=4))


@pytest.mark.parametrize(
    "text",
    [
        "0B0B000/00000/22200/0A0200/0A0200 1 A:hermes,B:mortal 3 -",  # a closed level-0 corner
        MIDGAME.format("hermes", "mortal"),
        "00000/00000/01A1A20/01100/0000B0B 1 A:hermes,B:mortal 2 -",  # a small plateau
    ],
)
def test_hermes_short_turns_are_canonical(text: str) -> None:
    # Hermes has endless spellings: every outcome whose canonical token has at most 5 steps
    # is found among the spellings of at most 5 steps.
    pos = RefPosition(text)
    short = {t for t in pos.legal_turns() if steps_of(t) <= 5}
    brute = {t for t in canonical_by_brute_force(pos, max_steps=5) if steps_of(t) <= 5}
    assert short == brute


# --------------------------------------------------------------------------- counts re-derived by hand

# On the open board (flat, A on b3 d3, B on c4 c2) every count can be worked out with a few
# set operations, independently of the oracle's step machines.
A_WORKERS = [square_index("b3"), square_index("d3")]
B_WORKERS = [square_index("c4"), square_index("c2")]


def free_after(occupied: set[int], square: int) -> list[int]:
    return [n for n in neighbours(square) if n not in occupied]


def plain_moves() -> Iterator[tuple[int, int, set[int]]]:
    """(from, to, squares occupied afterwards) of every ordinary move of A."""
    for src in A_WORKERS:
        for dst in neighbours(src):
            if dst not in A_WORKERS + B_WORKERS:
                yield src, dst, (set(A_WORKERS) - {src}) | {dst} | set(B_WORKERS)


def across(worker: int, other: int) -> int | None:
    """The square straight across ``worker`` from its neighbour ``other`` (Charon's ferry),
    None off the board."""
    (r0, f0), (r1, f1) = divmod(worker, 5), divmod(other, 5)
    r, f = 2 * r0 - r1, 2 * f0 - f1
    return r * 5 + f if 0 <= r < 5 and 0 <= f < 5 else None


def count(god: str) -> int:
    if god == "ares":
        # The board is flat: the only block Ares can take off is the one he just built,
        # which leaves the move alone - one more turn for each move after which some free
        # square next to the new square also touches the worker that did not move.
        extra = 0
        for src, dst, occ in plain_moves():
            unmoved = next(w for w in A_WORKERS if w != src)
            extra += any(b in neighbours(unmoved) for b in free_after(occ, dst))
        return count("mortal") + extra
    if god == "charon":  # mortal's turns, plus each ferry followed by a move and a build
        extra = 0
        for src in A_WORKERS:
            for ferried in B_WORKERS:
                target = across(src, ferried) if ferried in neighbours(src) else None
                if target is None or target in A_WORKERS + B_WORKERS:
                    continue
                b_after = (set(B_WORKERS) - {ferried}) | {target}
                for dst in neighbours(src):
                    if dst in set(A_WORKERS) | b_after:
                        continue
                    extra += len(free_after((set(A_WORKERS) - {src}) | {dst} | b_after, dst))
        return count("mortal") + extra
    if god in ("mortal", "athena", "pan"):
        return sum(len(free_after(occ, dst)) for _, dst, occ in plain_moves())
    if god in ("atlas", "hephaestus"):  # a low dome / a second block on every level-0 build
        return 2 * count("mortal")
    if god == "demeter":
        return sum(len(b) + comb(len(b), 2) for b in (free_after(occ, dst) for _, dst, occ in plain_moves()))
    if god in ("apollo", "minotaur"):
        extra = 0
        for src in A_WORKERS:
            for dst in neighbours(src):
                if dst in B_WORKERS:
                    behind = 2 * dst - src  # the board is flat and no B worker is on an edge
                    forced = src if god == "apollo" else behind
                    occ = (set(A_WORKERS) - {src}) | {dst, forced} | (set(B_WORKERS) - {dst})
                    extra += len(free_after(occ, dst))
        return count("mortal") + extra
    if god == "artemis":
        outcomes = set()
        for src in A_WORKERS:
            other = set(A_WORKERS) - {src}
            blocked = other | set(B_WORKERS)
            ends = {d for d in neighbours(src) if d not in blocked}
            ends |= {e for d in set(ends) for e in neighbours(d) if e not in blocked and e != src}
            for end in ends:
                occ = other | {end} | set(B_WORKERS)
                outcomes |= {(src, end, b) for b in free_after(occ, end)}
        return len(outcomes)
    if god == "prometheus":
        outcomes = set()
        for src, dst, occ in plain_moves():
            outcomes |= {(src, dst, (b,)) for b in free_after(occ, dst)}
            for first in free_after(set(A_WORKERS + B_WORKERS), src):
                if first == dst:
                    continue  # built up to level 1: moving onto it would climb
                for second in free_after(occ, dst):
                    outcomes.add((src, dst, tuple(sorted((first, second)))))
        return len(outcomes)
    if god == "hermes":
        # Every square but B's is reachable on level 0: any two of them, then a build next
        # to either worker.
        region = [sq for sq in range(25) if sq not in B_WORKERS]
        total = 0
        for pair in combinations(region, 2):
            occ = set(pair) | set(B_WORKERS)
            total += len(set(free_after(occ, pair[0])) | set(free_after(occ, pair[1])))
        return total
    raise AssertionError(god)


@pytest.mark.parametrize("god", ALL_GODS)
def test_counts_on_the_open_board(god: str) -> None:
    assert len(RefPosition(OPEN.format(god, "mortal")).legal_turns()) == count(god)


def test_open_board_mortal_matches_the_base_perft() -> None:
    assert count("mortal") == 68


# --------------------------------------------------------------------------- play and the step machine


def test_play_accepts_every_spelling_and_rejects_incomplete_turns() -> None:
    pos = RefPosition(OPEN.format("artemis", "mortal"))
    for spelling in list(all_spellings(pos, 3))[:200]:
        pos.copy().play(spelling)
    for bad in ("b3-b4", "b3-b4-b5", "b3-b4-b5-a5^a4", "b3-b4^b5^a5", "b3,d3-d4^d5"):
        with pytest.raises(IllegalMoveError):
            pos.copy().play(bad)
    assert pos.sfen() == OPEN.format("artemis", "mortal")


def test_turns_and_apply_agree_with_legal_turns() -> None:
    # benchmarks use turns() and _apply(); perft and play go another way
    for god in ALL_GODS:
        pos = RefPosition(MIDGAME.format(god, "pan"))
        tokens = [format_token(t) for t in pos.turns()]
        assert tokens == pos.legal_turns()
        for token in tokens[:10]:
            a, b = pos.copy(), pos.copy()
            a._apply(parse_token(token))
            b.play(token)
            assert a.sfen() == b.sfen()


def test_every_legal_turn_is_well_formed_and_replays() -> None:
    for god in ALL_GODS:
        pos = RefPosition(MIDGAME.format(god, "apollo"))
        children = set()
        for token in pos.legal_turns():
            assert format_token(parse_token(token)) == token
            child = pos.copy()
            child.play(token)
            children.add(child.sfen())
        assert len(children) == len(pos.legal_turns())  # one turn per outcome


def test_a_winning_step_ends_the_token() -> None:
    pos = RefPosition(MIDGAME.format("pan", "mortal"))
    assert "b3-c3" in pos.legal_turns()
    with pytest.raises(IllegalMoveError):
        pos.copy().play("b3-c3^c4")


# --------------------------------------------------------------------------- Charon (gods.md §3.2, 15)
#
# Exact turn lists, worked out by hand from the rules: Charon's worker W may first ferry one
# opposing worker O next to it to T = W + (W - O) (on the board, no worker, no dome, any
# height), a force; then W itself moves and builds.


def at(
    workers: dict[str, str],
    heights: dict[str, int] | None = None,
    domes: tuple[str, ...] = (),
    *,
    gods: str = "A:charon,B:mortal",
    to_move: int = 1,
) -> str:
    """An SFEN from square names (rank 5 first), round 3."""
    heights = heights or {}
    ranks = [
        "".join(f"{heights.get(f + r, 0)}{'*' if f + r in domes else ''}{workers.get(f + r, '')}" for f in "abcde")
        for r in "54321"
    ]
    return f"{'/'.join(ranks)} {to_move} {gods} 3 -"


def ferries(pos: RefPosition) -> set[str]:
    """The ferry part (``W>O``) of every legal turn with a ferry."""
    return {token.split("-")[0] for token in pos.legal_turns() if ">" in token}


def test_at_helper() -> None:
    assert at({"c3": "A"}, {"a1": 2}, ("e5",)) == "00000*/00000/000A00/00000/20000 1 A:charon,B:mortal 3 -"


def test_charon_accepted_in_every_seat_and_player_count() -> None:
    board = "00000/000B00/00A00A0/000B00/00000"
    for seats in ("A:charon,B:charon", "A:mortal,B:charon", "A:charon,B:pan,C:charon",
                  "A:charon,B:charon,A:charon,B:charon", "A:mortal,B:mortal,A:mortal,B:charon"):
        text = f"{board} 1 {seats} 2 -"
        assert RefPosition(text).sfen() == text
    with pytest.raises(SfenError):
        RefPosition(f"{board} 1 A:charon[^],B:mortal 2 -")  # Charon has no state


@pytest.mark.parametrize("template", [OPEN, MIDGAME], ids=["open", "midgame"])
def test_charon_without_a_ferry_is_spelled_as_mortal(template: str) -> None:
    charon = RefPosition(template.format("charon", "mortal")).legal_turns()
    mortal = RefPosition(template.format("mortal", "mortal")).legal_turns()
    assert [t for t in charon if ">" not in t] == mortal
    assert all(t[2] == ">" and t[5] == "-" for t in charon if ">" in t)  # W>O-dst^build or W>O-dst
    assert len(charon) > len(mortal)


def test_charon_ferry_onto_level_three_is_not_a_win() -> None:
    # c3 ferries d3 across itself onto b3, level 3: B's worker was forced, it has not moved.
    pos = RefPosition(at({"c3": "A", "a1": "A", "d3": "B", "e5": "B"}, {"b3": 3}))
    assert {"c3>d3-d4^c3", "c3>d3-d3^c3"} <= set(pos.legal_turns())
    pos.play("c3>d3-d4^c3")
    assert pos.sfen() == at({"d4": "A", "a1": "A", "b3": "B", "e5": "B"}, {"b3": 3, "c3": 1}, to_move=2)
    assert pos.winner() is None and pos.legal_turns()


def test_charon_ferry_then_climb_onto_level_three_wins() -> None:
    # B's worker on d4 (level 3) is ferried to b2; c3 (level 2) then climbs onto d4 and wins.
    pos = RefPosition(at({"c3": "A", "a1": "A", "d4": "B", "e1": "B"}, {"c3": 2, "d4": 3}))
    legal = pos.legal_turns()
    assert [t for t in legal if "^" not in t] == ["c3>d4-d4"]  # the only winning turn
    assert "c3>d4-d4^c3" not in legal
    with pytest.raises(IllegalMoveError):
        pos.copy().play("c3>d4-d4^c3")  # nothing follows a winning move
    pos.play("c3>d4-d4")
    assert pos.winner() == "A"
    assert pos.sfen() == at({"d4": "A", "a1": "A", "b2": "B", "e1": "B"}, {"c3": 2, "d4": 3},
                            gods="A:charon#,B:mortal", to_move=2)


@pytest.mark.parametrize(
    "text",
    [
        # T = a1 holds a dome (on the ground): c3 cannot be ferried across b2.
        at({"b2": "A", "e5": "A", "c3": "B", "e1": "B"}, domes=("a1",)),
        # T = a1 holds B's other worker, and T = c3 for the worker on a1 holds the first.
        at({"b2": "A", "e5": "A", "c3": "B", "a1": "B"}),
        # T = a2 holds Charon's own other worker.
        at({"b2": "A", "a2": "A", "c2": "B", "e5": "B"}),
        # W on the a-file edge: across it from b3 and b4 is off the board.
        at({"a3": "A", "e5": "A", "b3": "B", "b4": "B"}),
        # a1 in the corner: across it from a2, b1 and b2 is off the board.
        at({"a1": "A", "e5": "A", "b2": "B", "a2": "B"}),
    ],
    ids=["dome", "opponent-worker", "own-worker", "edge", "corner"],
)
def test_charon_ferry_blocked(text: str) -> None:
    pos = RefPosition(text)
    assert ferries(pos) == set()
    assert pos.legal_turns() == RefPosition(text.replace("A:charon", "A:mortal")).legal_turns()


def test_charon_ferry_to_any_height_and_only_onto_a_free_square() -> None:
    # d3 onto b3 (level 2, two up from level 0) and d4 onto b2 (level 3): any height will do.
    pos = RefPosition(at({"c3": "A", "a5": "A", "d3": "B", "d4": "B"}, {"b3": 2, "b2": 3}))
    assert ferries(pos) == {"c3>d3", "c3>d4"}
    # c4 across c3 would land on c2, a dome on level 1.
    pos = RefPosition(at({"c3": "A", "a5": "A", "d3": "B", "c4": "B"}, {"c2": 1}, ("c2",)))
    assert ferries(pos) == {"c3>d3"}


def test_charon_the_worker_that_ferries_is_the_worker_that_moves() -> None:
    # Ferrying c3 (across b2 to a1) frees c3, the only exit of A's other worker on d4 (every
    # other neighbour is level 2 or a dome): only b2 may use it, d4 stays stuck.
    text = at({"b2": "A", "d4": "A", "c3": "B", "e1": "B"},
              {"c4": 2, "c5": 2, "d3": 2, "d5": 2, "e3": 2, "e4": 2}, ("e5",))
    pos = RefPosition(text)
    legal = pos.legal_turns()
    assert not any(t.startswith("d4") for t in legal)
    assert ferries(pos) == {"b2>c3"}  # d4 cannot ferry c3: across d4 is the dome on e5
    assert "b2>c3-c3^b2" in legal
    for token in ("b2>c3,d4-c3^d4", "d4>c3-c3^d4", "b2>c3,d4-c3^b2"):
        with pytest.raises(IllegalMoveError):
            pos.copy().play(token)


def test_charon_one_ferry_before_the_move() -> None:
    pos = RefPosition(at({"c3": "A", "a5": "A", "d3": "B", "c4": "B"}))
    assert ferries(pos) == {"c3>c4", "c3>d3"}
    for token in ("c3>d3>c4-d3^d4", "c3-d2>d3^c3", "c3-d2^c3>d3", "c3>d3"):
        with pytest.raises(IllegalMoveError):
            pos.copy().play(token)


def test_charon_ferry_opens_the_only_square() -> None:
    # b2 (level 0) is walled in: a1 is level 3, a2 a3 b1 b3 c1 c2 are level 2, c3 holds B.
    # Only the ferry of c3 (onto a1, level 3: no win for B) opens a move, onto c3 itself.
    # The other worker, e5, is walled in by d5 d4 e4 (level 2).
    heights = {"a1": 3, "a2": 2, "a3": 2, "b1": 2, "b3": 2, "c1": 2, "c2": 2, "d5": 2, "d4": 2, "e4": 2}
    text = at({"b2": "A", "e5": "A", "c3": "B", "e1": "B"}, heights)
    builds = ("b2", "b3", "b4", "c2", "c4", "d2", "d3", "d4")  # every neighbour of c3
    assert RefPosition(text).legal_turns() == [f"b2>c3-c3^{sq}" for sq in builds]
    mortal = RefPosition(text.replace("A:charon", "A:mortal"))
    assert mortal.legal_turns() == [] and mortal.winner() == "B"
    pos = RefPosition(text)
    pos.play("b2>c3-c3^b2")
    assert pos.sfen() == at({"c3": "A", "e5": "A", "a1": "B", "e1": "B"}, {**heights, "b2": 1}, to_move=2)


def test_charon_moves_onto_the_square_of_the_ferried_worker() -> None:
    pos = RefPosition(at({"c3": "A", "a5": "A", "d3": "B", "e5": "B"}, {"d3": 1}))
    assert "c3>d3-d3^c3" in pos.legal_turns()
    pos.play("c3>d3-d3^c3")
    assert pos.sfen() == at({"d3": "A", "a5": "A", "b3": "B", "e5": "B"}, {"d3": 1, "c3": 1}, to_move=2)


def test_charon_four_players_never_ferries_a_teammate() -> None:
    # Seat 1 (A, Charon) may act with either of team A's workers; d3 is one of them.
    gods = "A:charon,B:mortal,A:mortal,B:mortal"
    text = at({"c3": "A", "d3": "A", "c4": "B", "a5": "B"}, gods=gods)
    assert ferries(RefPosition(text)) == {"c3>c4", "d3>c4"}  # never c3>d3 nor d3>c3
    # Seat 3, team A's other player, is mortal: no ferry. Seat 2 / 4 (team B) neither.
    assert ferries(RefPosition(at({"c3": "A", "d3": "A", "c4": "B", "a5": "B"}, gods=gods, to_move=3))) == set()
    # Team B's Charon (seat 4) ferries team A, not his teammate's workers.
    gods = "A:mortal,B:mortal,A:mortal,B:charon"
    pos = RefPosition(at({"c3": "A", "e1": "A", "c4": "B", "d4": "B"}, gods=gods, to_move=4))
    assert ferries(pos) == {"c4>c3", "d4>c3"}


def test_charon_three_players_ferries_either_opponent() -> None:
    gods = "A:charon,B:mortal,C:mortal"
    pos = RefPosition(at({"c3": "A", "a1": "A", "c4": "B", "e1": "B", "d3": "C", "a5": "C"}, gods=gods))
    assert ferries(pos) == {"c3>c4", "c3>d3"}
    after = pos.copy()
    after.play("c3>d3-d3^c3")
    assert after.sfen() == at({"d3": "A", "a1": "A", "c4": "B", "e1": "B", "b3": "C", "a5": "C"}, {"c3": 1},
                              gods=gods, to_move=2)
    after = pos.copy()
    after.play("c3>c4-c4^c3")
    assert after.sfen() == at({"c4": "A", "a1": "A", "c2": "B", "e1": "B", "d3": "C", "a5": "C"}, {"c3": 1},
                              gods=gods, to_move=2)


def test_charon_ferry_is_not_stopped_by_athena() -> None:
    # B's Athena moved up last turn: Charon may not move up, but may still ferry her worker
    # up two levels (a force is not a move) - and ferrying it sets nothing.
    pos = RefPosition(at({"c3": "A", "a5": "A", "d3": "B", "e5": "B"}, {"b3": 2, "d4": 1}, gods="A:charon,B:athena[^]"))
    legal = pos.legal_turns()
    assert "c3>d3-c4^c3" in legal
    assert not any(t.startswith(("c3-d4", "c3>d3-d4")) for t in legal)
    pos.play("c3>d3-c4^c3")
    assert pos.sfen() == at({"c4": "A", "a5": "A", "b3": "B", "e5": "B"}, {"b3": 2, "d4": 1, "c3": 1},
                            gods="A:charon,B:athena", to_move=2)


def test_charon_ferried_athena_worker_sets_no_state_and_pan_drop_is_no_win() -> None:
    pos = RefPosition(at({"c3": "A", "a5": "A", "d3": "B", "e5": "B"}, {"b3": 1}, gods="A:charon,B:athena"))
    pos.play("c3>d3-c4^c3")  # Athena's worker forced up from level 0 onto level 1 on b3
    assert pos.sfen().split()[2] == "A:charon,B:athena"
    pos = RefPosition(at({"c3": "A", "a5": "A", "d3": "B", "e5": "B"}, {"c3": 2, "d3": 2}, gods="A:charon,B:pan"))
    pos.play("c3>d3-d3^c3")  # Pan's worker forced from level 2 down to level 0 on b3
    assert pos.winner() is None and pos.sfen().split()[2] == "A:charon,B:pan"


def test_charon_play_accepts_only_the_listed_ferries() -> None:
    pos = RefPosition(MIDGAME.format("charon", "mortal"))
    legal = pos.legal_turns()
    assert ferries(pos) == {"b3>b4", "b3>c2", "d3>c2"}
    for token in legal:
        child = pos.copy()
        child.play(token)
    for bad in ("b3>a4-a3^a2", "d3>e3-e4^e5", "d3>b4-d2^d1"):  # an empty square, a dome, not a neighbour
        with pytest.raises(IllegalMoveError):
            pos.copy().play(bad)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_with_charon(players: int) -> None:
    rng = random.Random(100 + players)
    sides = {2: "AB", 3: "ABC", 4: "ABAB"}[players]
    for game in range(4):
        gods = ["charon", *rng.sample(GODS, players - 1)]
        rng.shuffle(gods)
        seats = ",".join(f"{side}:{god}" for side, god in zip(sides, gods))
        end = random_game(f"00000/00000/00000/00000/00000 1 {seats} 1 -", rng)
        assert end.winner() is not None, seats
        assert RefPosition(end.sfen()).sfen() == end.sfen()


# --------------------------------------------------------------------------- Ares (gods.md §3.2, 12)
#
# Exact turn lists, worked out by hand from the rules: after his build Ares may take the top
# block off one square S next to his unmoved worker (the side's worker that did not move this
# turn), S at least level 1, with no dome and no worker. Token ``W-dst^build_S``; without a
# removal, a mortal turn. Taking off the block just built leaves the move alone: that outcome
# is one turn, spelled with the ASCII-smallest such square.

ARES = "A:ares,B:mortal"


def removals(pos: RefPosition, prefix: str) -> set[str]:
    """The squares Ares may take a block off after the move and build ``prefix``
    (``W-dst^build``), as listed (the block just built only where that is canonical)."""
    return {t[len(prefix) + 1:] for t in pos.legal_turns() if t.startswith(prefix + "_")}


def parts(token: str) -> tuple[str, str, str, str]:
    """``W-dst^build_S`` as (W, dst, build, S)."""
    assert len(token) == 11 and token[2] == "-" and token[5] == "^" and token[8] == "_", token
    return token[:2], token[3:5], token[6:8], token[9:]


def test_ares_accepted_in_every_seat_and_player_count() -> None:
    board = "00000/000B00/00A00A0/000B00/00000"
    for seats in ("A:ares,B:ares", "A:mortal,B:ares", "A:ares,B:pan,C:ares", "A:charon,B:mortal,C:ares",
                  "A:ares,B:ares,A:ares,B:ares", "A:mortal,B:mortal,A:mortal,B:ares"):
        text = f"{board} 1 {seats} 2 -"
        assert RefPosition(text).sfen() == text
    with pytest.raises(SfenError):
        RefPosition(f"{board} 2 A:ares[^],B:mortal 2 -")  # Ares has no state


@pytest.mark.parametrize("template", [OPEN, MIDGAME], ids=["open", "midgame"])
def test_ares_removal_is_optional_and_without_it_a_turn_is_spelled_as_mortal(template: str) -> None:
    ares = RefPosition(template.format("ares", "mortal")).legal_turns()
    mortal = RefPosition(template.format("mortal", "mortal")).legal_turns()
    assert [t for t in ares if "_" not in t] == mortal
    assert len(ares) > len(mortal)
    for token in ares:
        if "_" in token:
            parts(token)  # W-dst^build_S: after the build, one removal


def test_ares_removes_only_next_to_the_worker_that_did_not_move() -> None:
    # Level-1 blocks on a1 (next to b2 only), c3 (next to both), e5 (next to d4 only), level 2
    # on d3 (next to d4 only) and level 1 on b4 (next to neither).
    heights = {"a1": 1, "c3": 1, "e5": 1, "d3": 2, "b4": 1}
    pos = RefPosition(at({"b2": "A", "d4": "A", "a5": "B", "e1": "B"}, heights, gods=ARES))
    assert removals(pos, "b2-b1^c1") == {"c3", "d3", "e5"}  # d4 did not move
    assert removals(pos, "d4-d5^c5") == {"a1", "c3"}  # b2 did not move
    for token in pos.legal_turns():
        if "_" in token:
            start, _, _, removed = parts(token)
            unmoved = {"b2": "d4", "d4": "b2"}[start]
            assert square_index(removed) in neighbours(square_index(unmoved)), token
    pos.play("b2-b1^c1_d3")
    assert pos.sfen() == at({"b1": "A", "d4": "A", "a5": "B", "e1": "B"}, {**heights, "c1": 1, "d3": 1},
                            gods=ARES, to_move=2)


def test_ares_never_removes_a_dome_a_block_under_a_dome_an_occupied_square_or_level_zero() -> None:
    # Around c3 (the worker that stays): b2 level 0, b3 a complete tower, b4 level 1 under a
    # dome, c2 level 2 under B, d4 level 1 under B; c4 level 1, d2 level 2 and d3 level 3
    # (no dome) are the only blocks that may come off.
    heights = {"b3": 3, "b4": 1, "c2": 2, "c4": 1, "d2": 2, "d3": 3, "d4": 1}
    pos = RefPosition(at({"a1": "A", "c3": "A", "c2": "B", "d4": "B"}, heights, ("b3", "b4"), gods=ARES))
    assert removals(pos, "a1-a2^a1") == {"c4", "d2", "d3"}
    assert removals(pos, "a1-b2^a1") == {"c4", "d2", "d3"}
    for bad in ("a1-a2^a1_b3", "a1-a2^a1_b4", "a1-a2^a1_c2", "a1-a2^a1_d4", "a1-a2^a1_b2", "a1-b2^a1_b2"):
        with pytest.raises(IllegalMoveError):
            pos.copy().play(bad)
    pos.play("a1-a2^a1_d3")  # a level-3 block with no dome comes off
    assert pos.sfen() == at({"a2": "A", "c3": "A", "c2": "B", "d4": "B"}, {**heights, "a1": 1, "d3": 2},
                            ("b3", "b4"), gods=ARES, to_move=2)


def test_ares_a_dome_he_builds_stays_but_a_level_three_block_may_come_off() -> None:
    # c3 is level 3 next to d2 (the worker that stays): building on it is a dome, which no
    # removal takes off; a removal after another build takes c3 down to level 2.
    pos = RefPosition(at({"b2": "A", "d2": "A", "a5": "B", "e5": "B"}, {"c3": 3}, gods=ARES))
    legal = pos.legal_turns()
    assert "b2-b3^c3" in legal and "b2-b3^a4_c3" in legal
    assert not any(t.startswith("b2-b3^c3_") for t in legal)
    with pytest.raises(IllegalMoveError):
        pos.copy().play("b2-b3^c3_c3")
    # The move alone: only c2 (level 0) can be built on and taken off again.
    assert [t for t in legal if t.startswith("b2-b3^") and t[6:8] == t[9:]] == ["b2-b3^c2_c2"]


def test_ares_may_take_a_block_off_the_square_his_worker_left() -> None:
    # b2 (level 1) touches c3, the worker that stays: once b2's worker has moved to b3, b2 is
    # free and its block may come off; b3 (level 1) now holds the mover and may not.
    heights = {"b2": 1, "b3": 1}
    pos = RefPosition(at({"b2": "A", "c3": "A", "e5": "B", "e1": "B"}, heights, gods=ARES))
    assert removals(pos, "b2-b3^a4") == {"b2"}
    assert "b2-b3^b2_b2" in pos.legal_turns()  # b2 is also the smallest square of the move alone
    after = pos.copy()
    after.play("b2-b3^a4_b2")
    assert after.sfen() == at({"b3": "A", "c3": "A", "e5": "B", "e1": "B"}, {"b3": 1, "a4": 1}, gods=ARES,
                              to_move=2)
    with pytest.raises(IllegalMoveError):
        pos.copy().play("b2-b3^a4_b3")


def test_ares_building_and_taking_off_the_same_block_is_the_move_alone_listed_once() -> None:
    # After b2-b3, the free squares next to b3 that touch d2 (the worker that stays) are c2
    # (level 0) and c3 (level 2): both spellings leave b2-b3 alone; c2 is the smaller.
    heights = {"c3": 2}
    text = at({"b2": "A", "d2": "A", "a5": "B", "e5": "B"}, heights, gods=ARES)
    pos = RefPosition(text)
    legal = pos.legal_turns()
    assert [t for t in legal if t.startswith("b2-b3^") and t[6:8] == t[9:]] == ["b2-b3^c2_c2"]
    assert "b2-b3^c3_c3" not in legal
    moved = at({"b3": "A", "d2": "A", "a5": "B", "e5": "B"}, heights, gods=ARES, to_move=2)
    for spelling in ("b2-b3^c2_c2", "b2-b3^c3_c3"):
        after = pos.copy()
        after.play(spelling)
        assert after.sfen() == moved
    # Every move gets at most one such turn, and it is never a turn without a build.
    seen = [t[:5] for t in legal if "_" in t and t[6:8] == t[9:]]
    assert len(seen) == len(set(seen))
    assert not any("^" not in t for t in legal)
    with pytest.raises(IllegalMoveError):
        pos.copy().play("b2-b3")
    # Other builds and removals around c3 are ordinary turns.
    assert {"b2-b3^a4_c3", "b2-b3^c2_c3"} <= set(legal)
    with pytest.raises(IllegalMoveError):
        pos.copy().play("b2-b3^c3_c2")  # c2 is level 0: nothing to take off


def test_ares_removes_at_most_one_block_and_only_after_the_build() -> None:
    heights = {"a1": 1, "c3": 1, "e5": 1, "d3": 2, "b4": 1}
    pos = RefPosition(at({"b2": "A", "d4": "A", "a5": "B", "e1": "B"}, heights, gods=ARES))
    assert "b2-b1^c1_c3" in pos.legal_turns()
    for bad in ("b2-b1^c1_c3_d3", "b2-b1^c1_d3_d3", "b2-b1_c3^c1", "b2_c3-b1^c1", "b2-b1^c1_a1",
                "b2-b1^c1_c4", "b2-b1^c1_b4"):
        with pytest.raises(IllegalMoveError):
            pos.copy().play(bad)


def test_ares_winning_move_removes_nothing() -> None:
    # c3 (level 2) climbs onto d3 (level 3) and wins at once: no build, so no removal, though
    # b1 and b2 (level 1) touch a1, the worker that stays.
    heights = {"c3": 2, "d3": 3, "b1": 1, "b2": 1}
    pos = RefPosition(at({"c3": "A", "a1": "A", "e5": "B", "e1": "B"}, heights, gods=ARES))
    legal = pos.legal_turns()
    assert [t for t in legal if t.startswith("c3-d3")] == ["c3-d3"]
    for bad in ("c3-d3_b1", "c3-d3^c3_b1", "c3-d3^d4"):
        with pytest.raises(IllegalMoveError):
            pos.copy().play(bad)
    assert "c3-c4^c5_b2" in legal  # without a win, c3's turns may take b1's or b2's block
    pos.play("c3-d3")
    assert pos.winner() == "A"
    assert pos.sfen() == at({"d3": "A", "a1": "A", "e5": "B", "e1": "B"}, heights, gods="A:ares#,B:mortal",
                            to_move=2)


def test_ares_four_players_the_unmoved_worker_is_the_teams_other_worker() -> None:
    # Team A's two workers b2 and d4 are shared by seats 1 (Ares) and 3 (mortal): whichever
    # moves, the other is the unmoved worker. Seat 3 removes nothing.
    heights = {"a1": 1, "c3": 1, "e5": 1, "d3": 2, "b4": 1}
    workers = {"b2": "A", "d4": "A", "a5": "B", "e1": "B"}
    gods = "A:ares,B:mortal,A:mortal,B:mortal"
    pos = RefPosition(at(workers, heights, gods=gods))
    assert removals(pos, "b2-b1^c1") == {"c3", "d3", "e5"}
    assert removals(pos, "d4-d5^c5") == {"a1", "c3"}
    assert not any("_" in t for t in RefPosition(at(workers, heights, gods=gods, to_move=3)).legal_turns())
    assert not any("_" in t for t in RefPosition(at(workers, heights, gods=gods, to_move=2)).legal_turns())
    # Team B's Ares (seat 4): the same board with the teams' letters swapped.
    swapped = {sq: {"A": "B", "B": "A"}[side] for sq, side in workers.items()}
    pos = RefPosition(at(swapped, heights, gods="A:mortal,B:mortal,A:mortal,B:ares", to_move=4))
    assert removals(pos, "b2-b1^c1") == {"c3", "d3", "e5"}
    assert removals(pos, "d4-d5^c5") == {"a1", "c3"}
    pos.play("d4-d5^c5_a1")
    assert pos.sfen() == at({"b2": "B", "d5": "B", "a5": "A", "e1": "A"}, {**heights, "a1": 0, "c5": 1},
                            gods="A:mortal,B:mortal,A:mortal,B:ares").replace(" 3 -", " 4 -")  # a new round


def test_ares_three_players_either_opponent_blocks_a_square() -> None:
    # B on c4 (level 1) and C on e5 (level 1) stand next to d4: their blocks stay.
    heights = {"a1": 1, "c3": 1, "e5": 1, "d3": 2, "c4": 1}
    workers = {"b2": "A", "d4": "A", "a5": "B", "c4": "B", "e1": "C", "e5": "C"}
    pos = RefPosition(at(workers, heights, gods="A:ares,B:mortal,C:mortal"))
    assert removals(pos, "b2-b1^c1") == {"c3", "d3"}
    assert removals(pos, "d4-d5^c5") == {"a1", "c3"}
    pos.play("b2-b1^c1_c3")
    assert pos.sfen() == at({"b1": "A", "d4": "A", "a5": "B", "c4": "B", "e1": "C", "e5": "C"},
                            {**heights, "c1": 1, "c3": 0}, gods="A:ares,B:mortal,C:mortal", to_move=2)
    # B's Ares (seat 2): a5 moves, c4 stays; d4 (A) is next to c4, c3 and d3 are free.
    pos = RefPosition(at(workers, heights, gods="A:mortal,B:ares,C:mortal", to_move=2))
    assert removals(pos, "a5-a4^a5") == {"c3", "d3"}
    # With B eliminated, C's Ares: e1 moves, e4 stays; around e4, d4 holds A's worker, d3
    # (level 2) and e5 (level 1) are free blocks.
    workers = {"b2": "A", "d4": "A", "e1": "C", "e4": "C"}
    pos = RefPosition(at(workers, heights, gods="A:mortal,-B:mortal,C:ares", to_move=3))
    assert removals(pos, "e1-e2^e1") == {"d3", "e5"}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_with_ares(players: int) -> None:
    rng = random.Random(200 + players)
    sides = {2: "AB", 3: "ABC", 4: "ABAB"}[players]
    for game in range(4):
        gods = ["ares", *rng.sample([*GODS, "charon"], players - 1)]
        rng.shuffle(gods)
        seats = ",".join(f"{side}:{god}" for side, god in zip(sides, gods))
        end = random_game(f"00000/00000/00000/00000/00000 1 {seats} 1 -", rng)
        assert end.winner() is not None, seats
        assert RefPosition(end.sfen()).sfen() == end.sfen()


# --------------------------------------------------------------------------- god states in SFEN


def test_athena_state_round_trips_while_an_opponent_is_to_move() -> None:
    text = "00000/000B00/00A00A0/000B00/00000 2 A:athena[^],B:mortal 2 -"
    assert RefPosition(text).sfen() == text


def test_athena_state_is_dropped_when_her_turn_starts() -> None:
    text = "00000/000B00/00A00A0/000B00/00000 1 A:athena[^],B:mortal 2 -"
    assert RefPosition(text).sfen() == text.replace("[^]", "")


@pytest.mark.parametrize(
    ("text", "error"),
    [
        ("00000/000B00/00A00A0/000B00/00000 2 A:apollo[^],B:mortal 2 -", SfenError),
        ("00000/000B00/00A00A0/000B00/00000 2 A:athena[x],B:mortal 2 -", SfenError),
        ("00000/000B00/00A00A0/000B00/00000 2 A:athena[],B:mortal 2 -", SfenError),
        ("00000/000B00/00A00A0/000B00/00000 2 -A:athena[^],B:mortal,C:pan 2 -", SfenError),
        ("00000/000B00/00A00A0/000B00/00000 2 A:hecate,B:mortal 2 -", SfenError),  # placed: her state is written
        ("00000/000B00/00A00A0/000B00/00000 2 A:pan,B:mortal 2 fleece:pan", SfenError),
    ],
)
def test_bad_god_states(text: str, error: type[Exception]) -> None:
    with pytest.raises(error):
        RefPosition(text)


def test_unsupported_god_message_lists_the_supported_ones() -> None:
    with pytest.raises(UnsupportedError, match="'no_such_god'.*apollo"):
        RefPosition("00000/000B00/00A00A0/000B00/00000 2 A:no_such_god,B:mortal 2 -")


# --------------------------------------------------------------------------- random games


def random_game(sfen: str, rng: random.Random) -> RefPosition:
    pos = RefPosition(sfen)
    while not pos.is_over():
        text = pos.sfen()
        assert RefPosition(text).sfen() == text
        turns = pos.legal_turns()
        assert turns == sorted(turns) and len(turns) == len(set(turns))
        pos.play(rng.choice(turns))
    return pos


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_with_gods(players: int) -> None:
    rng = random.Random(players)
    sides = {2: "AB", 3: "ABC", 4: "ABAB"}[players]
    for game in range(4):
        gods = rng.sample(SIMPLE, players)
        seats = ",".join(f"{side}:{god}" for side, god in zip(sides, gods))
        end = random_game(f"00000/00000/00000/00000/00000 1 {seats} 1 -", rng)
        assert end.winner() is not None, seats
        assert RefPosition(end.sfen()).sfen() == end.sfen()
        assert sum(seat.winner for seat in parse_sfen(end.sfen()).seats) == 1


# --------------------------------------------------------------------------- the perft table

TABLE = Path(__file__).parent / "data" / "perft-simple-gods.tsv"


ROWS = read_perft_tsv(TABLE) if TABLE.exists() else []


def test_perft_table_covers_every_pair() -> None:
    assert len(ROWS) == 220
    pairs = {tuple(seat.god for seat in parse_sfen(sfen).seats) for sfen, _ in ROWS}
    assert pairs == {(a, b) for a in GODS for b in GODS if a != b}
    assert all(len(counts) >= 2 for _, counts in ROWS)
    # mortal on the open board: the numbers of perft-base.tsv
    base = dict(ROWS)
    assert base[OPEN.format("mortal", "apollo")][0] == 68


def _sample(depth: int, every: int) -> list[object]:
    return [
        pytest.param(sfen, counts[depth - 1], id=f"row{i}-d{depth}")
        for i, (sfen, counts) in enumerate(ROWS)
        if len(counts) >= depth and i % every == 0
    ]


@pytest.mark.parametrize(("sfen", "expected"), _sample(1, 1))
def test_perft_table_depth_one(sfen: str, expected: int) -> None:
    assert RefPosition(sfen).perft(1) == expected


@pytest.mark.parametrize(("sfen", "expected"), [p for p in _sample(2, 11) if "hermes" not in p.values[0]])
def test_perft_table_depth_two(sfen: str, expected: int) -> None:
    assert RefPosition(sfen).perft(2) == expected


@pytest.mark.slow
@pytest.mark.parametrize(("sfen", "expected"), _sample(2, 1))
def test_perft_table_depth_two_all(sfen: str, expected: int) -> None:
    assert RefPosition(sfen).perft(2) == expected


@pytest.mark.slow
@pytest.mark.parametrize(("sfen", "expected"), _sample(3, 23))
def test_perft_table_depth_three(sfen: str, expected: int) -> None:
    assert RefPosition(sfen).perft(3) == expected


# --------------------------------------------------------------------------- the Charon perft tables

CHARON_TABLE = Path(__file__).parent / "data" / "perft-charon.tsv"
CHARON_MULTI_TABLE = Path(__file__).parent / "data" / "perft-charon-multiplayer.tsv"
CHARON_ROWS = read_perft_tsv(CHARON_TABLE) if CHARON_TABLE.exists() else []
CHARON_MULTI_ROWS = read_perft_tsv(CHARON_MULTI_TABLE) if CHARON_MULTI_TABLE.exists() else []


def test_charon_perft_tables_cover_every_pair() -> None:
    assert len(CHARON_ROWS) == 46
    pairs = {tuple(seat.god for seat in parse_sfen(sfen).seats) for sfen, _ in CHARON_ROWS}
    assert pairs == {("charon", g) for g in GODS} | {(g, "charon") for g in GODS} | {("charon", "charon")}
    assert {sfen.split()[0] for sfen, _ in CHARON_ROWS} == {OPEN.split()[0], MIDGAME.split()[0]}
    assert all(len(counts) >= 2 for _, counts in CHARON_ROWS)
    assert {len(parse_sfen(sfen).seats) for sfen, _ in CHARON_MULTI_ROWS} == {3, 4}
    assert all(len(counts) >= 3 for _, counts in CHARON_MULTI_ROWS)


@pytest.mark.parametrize(
    ("sfen", "counts"),
    [pytest.param(sfen, counts, id=f"row{i}") for i, (sfen, counts) in enumerate(CHARON_ROWS + CHARON_MULTI_ROWS)],
)
def test_charon_perft_table_depth_one(sfen: str, counts: list[int]) -> None:
    pos = RefPosition(sfen)
    assert len(pos.legal_turns()) == pos.perft(1) == counts[0]


def test_charon_perft_tables_show_the_ferry() -> None:
    # A row counts something only if Charon changes it: with every Charon made mortal, the
    # count of the first ply changes exactly when Charon is to move, and for the 2-player
    # rows the perft 2 of perft-simple-gods.tsv (same position, Charon made mortal) differs.
    simple = dict(ROWS)
    compared = 0
    for sfen, counts in CHARON_ROWS + CHARON_MULTI_ROWS:
        plain = sfen.replace(":charon", ":mortal")
        rec = parse_sfen(sfen)
        charon_to_move = rec.seats[rec.to_move - 1].god == "charon"
        assert (RefPosition(plain).perft(1) != counts[0]) == charon_to_move, sfen
        if plain in simple:
            assert simple[plain][1] != counts[1], sfen
            compared += 1
    assert compared == 2 * 20  # every 2-player row but charon-mortal, mortal-charon, charon-charon


# --------------------------------------------------------------------------- the Ares perft tables

ARES_TABLE = Path(__file__).parent / "data" / "perft-ares.tsv"
ARES_MULTI_TABLE = Path(__file__).parent / "data" / "perft-ares-multiplayer.tsv"
ARES_ROWS = read_perft_tsv(ARES_TABLE) if ARES_TABLE.exists() else []
ARES_MULTI_ROWS = read_perft_tsv(ARES_MULTI_TABLE) if ARES_MULTI_TABLE.exists() else []


def ares_to_move(sfen: str) -> bool:
    rec = parse_sfen(sfen)
    return rec.seats[rec.to_move - 1].god == "ares"


def test_ares_perft_tables_cover_every_pair() -> None:
    assert len(ARES_ROWS) == 50
    others = [*GODS, "charon"]
    pairs = {tuple(seat.god for seat in parse_sfen(sfen).seats) for sfen, _ in ARES_ROWS}
    assert pairs == {("ares", g) for g in others} | {(g, "ares") for g in others} | {("ares", "ares")}
    assert {sfen.split()[0] for sfen, _ in ARES_ROWS} == {OPEN.split()[0], MIDGAME.split()[0]}
    assert all(len(counts) >= 2 for _, counts in ARES_ROWS + ARES_MULTI_ROWS)
    assert {len(parse_sfen(sfen).seats) for sfen, _ in ARES_MULTI_ROWS} == {3, 4}
    assert sum(len(counts) >= 3 for _, counts in ARES_ROWS + ARES_MULTI_ROWS) >= 16


@pytest.mark.parametrize(
    ("sfen", "counts"),
    [pytest.param(sfen, counts, id=f"row{i}") for i, (sfen, counts) in enumerate(ARES_ROWS + ARES_MULTI_ROWS)],
)
def test_ares_perft_table_depth_one(sfen: str, counts: list[int]) -> None:
    pos = RefPosition(sfen)
    assert len(pos.legal_turns()) == pos.perft(1) == counts[0]
    if ares_to_move(sfen):
        # Ares' turns have at most three steps: every spelling, grouped by outcome.
        assert pos.legal_turns() == sorted(canonical_by_brute_force(pos, max_steps=3))


@pytest.mark.parametrize(
    ("sfen", "expected"),
    [pytest.param(sfen, counts[1], id=f"row{i}") for i, (sfen, counts) in enumerate(ARES_ROWS + ARES_MULTI_ROWS)
     if i % 9 == 0 and "hermes" not in sfen and counts[1] < 30000],
)
def test_ares_perft_table_depth_two(sfen: str, expected: int) -> None:
    assert RefPosition(sfen).perft(2) == expected


@pytest.mark.slow
@pytest.mark.parametrize(
    ("sfen", "expected"),
    [pytest.param(sfen, counts[1], id=f"row{i}") for i, (sfen, counts) in enumerate(ARES_ROWS + ARES_MULTI_ROWS)],
)
def test_ares_perft_table_depth_two_all(sfen: str, expected: int) -> None:
    assert RefPosition(sfen).perft(2) == expected


def test_ares_perft_tables_show_the_removal() -> None:
    # A row counts something only if Ares changes it: with every Ares made mortal, the count
    # of the first ply changes exactly when Ares is to move, and for the 2-player rows the
    # perft 2 of perft-simple-gods.tsv or perft-charon.tsv (same position, Ares made mortal)
    # differs.
    known = dict(ROWS) | dict(CHARON_ROWS)
    compared = 0
    for sfen, counts in ARES_ROWS + ARES_MULTI_ROWS:
        plain = sfen.replace(":ares", ":mortal")
        assert (RefPosition(plain).perft(1) != counts[0]) == ares_to_move(sfen), sfen
        if plain in known:
            assert known[plain][1] != counts[1], sfen
            compared += 1
    assert compared == 2 * 22  # every 2-player row but ares-mortal, mortal-ares, ares-ares
