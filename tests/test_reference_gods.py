"""The reference oracle with the Simple Gods: canonical spellings, counts re-derived by
hand, god states in SFEN, random games, and the perft table tests/data/perft-simple-gods.tsv.

The rulings themselves (one scenario each) are in test_god_rulings.py.
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
ADVANCED = ["charon"]  # the Advanced Gods the oracle knows
ALL_GODS = [*GODS, *ADVANCED]

OPEN = "00000/000B00/00A00A0/000B00/00000 1 A:{},B:{} 2 -"  # A: b3 d3, B: c4 c2, flat
MIDGAME = "00100/01B230/12A01A3*/002B10/00000 1 A:{},B:{} 6 -"


def steps_of(token: str) -> int:
    return sum(token.count(mark) for mark in "-^,")


def test_supported_gods() -> None:
    assert SUPPORTED_GODS == set(ALL_GODS)


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


@pytest.mark.parametrize("god", [g for g in GODS if g != "hermes"])
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


def count(god: str) -> int:
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


@pytest.mark.parametrize("god", GODS)
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
    for god in GODS:
        pos = RefPosition(MIDGAME.format(god, "pan"))
        tokens = [format_token(t) for t in pos.turns()]
        assert tokens == pos.legal_turns()
        for token in tokens[:10]:
            a, b = pos.copy(), pos.copy()
            a._apply(parse_token(token))
            b.play(token)
            assert a.sfen() == b.sfen()


def test_every_legal_turn_is_well_formed_and_replays() -> None:
    for god in GODS:
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
        ("00000/000B00/00A00A0/000B00/00000 2 A:zeus,B:mortal 2 -", UnsupportedError),
        ("00000/000B00/00A00A0/000B00/00000 2 A:pan,B:mortal 2 fleece:pan", UnsupportedError),
    ],
)
def test_bad_god_states(text: str, error: type[Exception]) -> None:
    with pytest.raises(error):
        RefPosition(text)


def test_unsupported_god_message_lists_the_supported_ones() -> None:
    with pytest.raises(UnsupportedError, match="'zeus'.*apollo"):
        RefPosition("00000/000B00/00A00A0/000B00/00000 2 A:zeus,B:mortal 2 -")


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
