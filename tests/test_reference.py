"""Tests of santorini.reference, the pure-Python rules oracle (base game, 2-4 players).

The Simple Gods are tested in test_reference_gods.py and test_god_rulings.py.
"""

from __future__ import annotations

import doctest
import random
from collections.abc import Iterable
from math import comb
from pathlib import Path

import pytest

from conftest import ORACLE_GODS, read_perft_tsv
from santorini import reference
from santorini.errors import IllegalMoveError, NotationError, SfenError, UnsupportedError
from santorini.notation import format_token, parse_sfen, parse_token
from santorini.reference import START_SFEN, RefPosition, neighbours, start_sfen
from santorini.rules.gods import PLAYABLE

# --------------------------------------------------------------------------- helpers

S2 = "A:mortal,B:mortal"
S3 = "A:mortal,B:mortal,C:mortal"
S4 = "A:mortal,B:mortal,A:mortal,B:mortal"


def board(workers: dict[str, str], heights: dict[str, int] | None = None, domes: Iterable[str] = ()) -> str:
    """The SFEN board field from square names: ``board({"c3": "A"}, {"d3": 2}, ["a1"])``."""
    heights = heights or {}
    domes = set(domes)
    ranks = []
    for rank in "54321":  # the board lists rank 5 first
        cells = ""
        for file in "abcde":
            name = file + rank
            cells += f"{heights.get(name, 0)}{'*' if name in domes else ''}{workers.get(name, '')}"
        ranks.append(cells)
    return "/".join(ranks)


def sfen(
    workers: dict[str, str],
    heights: dict[str, int] | None = None,
    domes: Iterable[str] = (),
    to_move: int = 1,
    seats: str = S2,
    round_number: int = 1,
) -> str:
    return f"{board(workers, heights, domes)} {to_move} {seats} {round_number} -"


def test_doctests() -> None:
    assert doctest.testmod(reference).failed == 0


def test_board_helper() -> None:
    assert board({"c3": "A"}, {"a1": 2}, ["e5"]) == "00000*/00000/000A00/00000/20000"


# --------------------------------------------------------------------------- perft


# Source of perft-base.tsv: public perft numbers of the base game, cross-checked by independent C, numba and pure-Python implementations.
PERFT_FILE = Path(__file__).parent / "data" / "perft-base.tsv"
PERFT_ROWS = read_perft_tsv(PERFT_FILE)  # a missing file fails the collection of this module


def _perft_cases(depths: Iterable[int]) -> list[object]:
    return [
        pytest.param(text, depth, counts[depth - 1], id=f"pos{i + 1}-d{depth}")
        for i, (text, counts) in enumerate(PERFT_ROWS)
        for depth in depths
        if depth <= len(counts)
    ]


def test_perft_file_read() -> None:
    assert len(PERFT_ROWS) >= 2
    # The numbers of the brief, so a changed file is noticed.
    assert PERFT_ROWS[0][1][:3] == [68, 5156, 350208]
    assert PERFT_ROWS[1][1][:3] == [80, 6176, 426384]


@pytest.mark.parametrize(("text", "depth", "expected"), _perft_cases([1, 2, 3]))
def test_perft(text: str, depth: int, expected: int) -> None:
    assert RefPosition.from_sfen(text).perft(depth) == expected


@pytest.mark.slow
@pytest.mark.parametrize(("text", "depth", "expected"), _perft_cases([4]))
def test_perft_deep(text: str, depth: int, expected: int) -> None:
    assert RefPosition.from_sfen(text).perft(depth) == expected


@pytest.mark.parametrize("text", [row[0] for row in PERFT_ROWS])
def test_perft_position_turns(text: str) -> None:
    pos = RefPosition.from_sfen(text)
    turns = pos.legal_turns()
    assert len(turns) == pos.perft(1)
    assert turns == sorted(turns) and len(set(turns)) == len(turns)
    assert all(format_token(parse_token(t)) == t for t in turns)
    assert pos.sfen() == text  # perft does not change the position


def test_perft_zero_and_negative() -> None:
    assert RefPosition().perft(0) == 1
    with pytest.raises(ValueError):
        RefPosition().perft(-1)


# --------------------------------------------------------------------------- geometry


def test_neighbours() -> None:
    assert neighbours(0) == (1, 5, 6)  # a1: b1 a2 b2
    assert neighbours(24) == (18, 19, 23)
    assert neighbours(12) == (6, 7, 8, 11, 13, 16, 17, 18)
    assert sum(len(neighbours(sq)) for sq in range(25)) == 4 * 3 + 12 * 5 + 9 * 8
    assert all(sq not in neighbours(sq) for sq in range(25))
    assert all(a in neighbours(b) for a in range(25) for b in neighbours(a))


# --------------------------------------------------------------------------- placement


def test_start_position() -> None:
    pos = RefPosition()
    assert pos.sfen() == START_SFEN == RefPosition.from_sfen(START_SFEN).sfen()
    assert pos.to_move == 1 and pos.round == 1 and pos.players == 2
    assert not pos.is_over() and pos.winner() is None


def test_placements_from_empty_board() -> None:
    turns = RefPosition().legal_turns()
    assert len(turns) == comb(25, 2) == 300
    assert len(set(turns)) == 300 and turns == sorted(turns)
    assert "+a2+b1" in turns and "+b1+a2" not in turns  # canonical: ASCII order
    for token in turns:
        first, second = token[1:].split("+")
        assert first < second
    assert RefPosition().perft(2) == 300 * comb(23, 2)


def test_placement_any_order_is_accepted() -> None:
    a, b = RefPosition(), RefPosition()
    a.play("+b1+a2")
    b.play("+a2+b1")
    assert a.sfen() == b.sfen() == sfen({"a2": "A", "b1": "A"}, to_move=2)


def test_placement_sequence_bookkeeping() -> None:
    pos = RefPosition()
    pos.play("+c3+d3")
    assert (pos.to_move, pos.round) == (2, 1)
    assert len(pos.legal_turns()) == comb(23, 2)
    assert "+c3+e5" not in pos.legal_turns()  # c3 is taken
    pos.play("+c2+c4")
    # Placements count: play passed from the last seat to seat 1, so round 2 starts.
    assert (pos.to_move, pos.round) == (1, 2)
    assert pos.sfen() == "00000/000B00/000A0A0/000B00/00000 1 A:mortal,B:mortal 2 -"
    assert all(not t.startswith("+") for t in pos.legal_turns())


@pytest.mark.parametrize("token", ["+a1+a1", "+a1", "+a1+b1+c1", "+c3+a1", "+b2+a1"])
def test_illegal_placements(token: str) -> None:
    # c3 holds a B worker and b2 carries a dome; A has no worker yet and must place two.
    text = sfen({"c3": "B", "e5": "B"}, domes=["b2"])
    pos = RefPosition.from_sfen(text)
    assert len(pos.legal_turns()) == comb(22, 2)
    with pytest.raises(IllegalMoveError):
        pos.play(token)
    assert pos.sfen() == text


# --------------------------------------------------------------------------- moving and building


def test_climb_at_most_one_level_and_descend_any() -> None:
    # A on c3 (level 1): b3 is level 2 (reachable), d3 level 3 (too high), c2 a dome.
    text = sfen({"c3": "A", "a1": "A", "e5": "B", "e4": "B"}, {"c3": 1, "b3": 2, "d3": 3, "c4": 0}, ["c2"])
    turns = RefPosition.from_sfen(text).legal_turns()
    assert "c3-b3^c3" in turns
    assert not any(t.startswith("c3-d3") for t in turns)
    assert not any(t.startswith("c3-c2") for t in turns)
    down = sfen({"c3": "A", "a1": "A", "e5": "B", "e4": "B"}, {"c3": 3})
    assert "c3-c2^c3" in RefPosition.from_sfen(down).legal_turns()  # 3 -> 0 is fine


def test_workers_block_moves_and_builds() -> None:
    text = sfen({"c3": "A", "c4": "A", "d3": "B", "e5": "B"})
    turns = RefPosition.from_sfen(text).legal_turns()
    assert not any(t.startswith("c3-c4") or t.startswith("c3-d3") for t in turns)
    assert "c3-b3^c4" not in turns and "c3-d4^d3" not in turns  # cannot build under a worker
    assert "c3-b3^c3" in turns  # the square just left is free to build on


def test_counts_of_a_lone_worker() -> None:
    # One worker on c3 of a flat board: 8 moves, then a build on every neighbour of the
    # new square (c3 included, it was just left), except under B's workers on a5 and e5,
    # which touch b4 (16) and d4 (18).
    text = sfen({"c3": "A", "a5": "B", "e5": "B"})
    turns = RefPosition.from_sfen(text).legal_turns()
    expected = sum(len(neighbours(dst)) - (1 if dst in (16, 18) else 0) for dst in neighbours(12))
    assert len(turns) == expected == 8 * 8 - 2  # c3's neighbours are all inner squares


def test_build_on_level_three_makes_a_dome() -> None:
    text = sfen({"c3": "A", "a1": "A", "e5": "B", "e4": "B"}, {"d3": 3})
    pos = RefPosition.from_sfen(text)
    assert "c3-c2^d3" in pos.legal_turns()
    assert "c3-c2^d3*" not in pos.legal_turns()
    starred = pos.copy()
    pos.play("c3-c2^d3")
    starred.play("c3-c2^d3*")  # '^sq*' on level 3 is accepted and means '^sq'
    assert pos.sfen() == starred.sfen()
    assert parse_sfen(pos.sfen()).domes[13] and parse_sfen(pos.sfen()).heights[13] == 3
    # Nobody can move onto or build on a dome any more.
    assert not any("d3" in t for t in pos.legal_turns())


def test_dome_below_level_three_is_illegal() -> None:
    text = sfen({"c3": "A", "a1": "A", "e5": "B", "e4": "B"}, {"d3": 2})
    pos = RefPosition.from_sfen(text)
    with pytest.raises(IllegalMoveError):
        pos.play("c3-c2^d3*")
    pos.play("c3-c2^d3")
    assert parse_sfen(pos.sfen()).heights[13] == 3 and not parse_sfen(pos.sfen()).domes[13]


# --------------------------------------------------------------------------- winning and losing


def test_win_by_moving_up_onto_level_three() -> None:
    text = sfen({"c3": "A", "a1": "A", "e5": "B", "e4": "B"}, {"c3": 2, "d3": 3})
    pos = RefPosition.from_sfen(text)
    turns = pos.legal_turns()
    assert "c3-d3" in turns  # the winning move is a whole turn: no build
    assert not any(t.startswith("c3-d3^") for t in turns)
    pos.play("c3-d3")
    assert pos.winner() == "A" and pos.is_over()
    assert pos.legal_turns() == [] and pos.perft(1) == 0 and pos.perft(3) == 0 and pos.perft(0) == 1
    # to-move is the seat that would have acted next; the round did not wrap.
    after = sfen({"d3": "A", "a1": "A", "e5": "B", "e4": "B"}, {"c3": 2, "d3": 3}, to_move=2, seats="A:mortal#,B:mortal")
    assert pos.sfen() == after
    assert RefPosition.from_sfen(after).sfen() == after
    assert RefPosition.from_sfen(after).winner() == "A"
    with pytest.raises(IllegalMoveError):
        pos.play("a1-a2^a1")
    assert pos.sfen() == after


def test_win_by_seat_two_wraps_the_round() -> None:
    text = sfen({"c3": "B", "a1": "B", "e5": "A", "e4": "A"}, {"c3": 2, "d3": 3}, to_move=2, round_number=4)
    pos = RefPosition.from_sfen(text)
    pos.play("c3-d3")
    rec = parse_sfen(pos.sfen())
    assert pos.winner() == "B" and rec.to_move == 1 and rec.round == 5 and rec.seats[1].winner


def test_level_three_to_level_three_is_not_a_win() -> None:
    text = sfen({"c3": "A", "a1": "A", "e5": "B", "e4": "B"}, {"c3": 3, "d3": 3})
    pos = RefPosition.from_sfen(text)
    turns = pos.legal_turns()
    assert "c3-d3" not in turns
    assert "c3-d3^c3" in turns  # must build; c3 (level 3) gets a dome
    pos.play("c3-d3^c3")
    assert pos.winner() is None and not pos.is_over()


def test_cannot_climb_two_levels_or_onto_a_complete_tower() -> None:
    text = sfen({"c3": "A", "a1": "A", "e5": "B", "e4": "B"}, {"c3": 1, "d3": 3, "b3": 3}, ["b3"])
    turns = RefPosition.from_sfen(text).legal_turns()
    assert not any(t.startswith("c3-d3") or t.startswith("c3-b3") for t in turns)


BOXED = {"a1": "B", "b1": "B"}  # with domes on a2 b2 c2 these two can only go to c1
BOX_DOMES = ["a2", "b2", "c2"]


def test_side_without_legal_turn_loses_on_load() -> None:
    # A's workers on a1 b1 are boxed in by domes and B's worker on c1.
    text = sfen({"a1": "A", "b1": "A", "c1": "B", "e5": "B"}, domes=BOX_DOMES, round_number=5)
    pos = RefPosition.from_sfen(text)
    assert pos.is_over() and pos.winner() == "B"
    assert pos.legal_turns() == [] and pos.perft(1) == 0 and pos.perft(2) == 0
    # The canonical string marks the winner; it round-trips.
    settled = text.replace("B:mortal 5", "B:mortal# 5")
    assert pos.sfen() == settled and RefPosition.from_sfen(settled).sfen() == settled


def test_side_without_legal_turn_loses_after_play() -> None:
    text = sfen({**BOXED, "d2": "A", "a5": "A"}, domes=BOX_DOMES)
    pos = RefPosition.from_sfen(text)
    assert not pos.is_over()
    pos.play("d2-c1^d2")  # closes the last exit of B's workers
    assert pos.is_over() and pos.winner() == "A"
    assert pos.sfen() == sfen({**BOXED, "c1": "A", "a5": "A"}, {"d2": 1}, BOX_DOMES, 2, "A:mortal#,B:mortal")


# --------------------------------------------------------------------------- play errors

PERFT_POS_1 = "00000/000B00/00A00A0/000B00/00000 1 A:mortal,B:mortal 1 -"  # A: b3 d3, B: c4 c2


@pytest.mark.parametrize(
    ("token", "error"),
    [
        ("c4-c5^c4", IllegalMoveError),  # the opponent's worker
        ("a1-a2^a1", IllegalMoveError),  # no worker there
        ("b3-c4^b3", IllegalMoveError),  # occupied destination
        ("b3-b3^a3", IllegalMoveError),  # not a move
        ("b3-b5^b4", IllegalMoveError),  # not a neighbour
        ("b3-c3", IllegalMoveError),  # no build and not a win
        ("b3-c3^c4", IllegalMoveError),  # build under a worker
        ("b3-c3^a1", IllegalMoveError),  # build too far away
        ("b3-c3^c3", IllegalMoveError),  # build under itself
        ("b3-c3^b3*", IllegalMoveError),  # dome below level 3 (Atlas only)
        ("b3-c3^d4^d4", IllegalMoveError),  # two builds
        ("b3-c3-c2^d2", IllegalMoveError),  # two moves
        ("b3^c3-a3^a4", IllegalMoveError),  # build before moving
        ("b3-a3,d3^e4", IllegalMoveError),  # switch of worker
        ("+a1+a2", IllegalMoveError),  # placement with workers on the board
        ("", NotationError),
        ("b3-c3^d4 ", NotationError),
        ("b3-c3^", NotationError),
        ("B3-c3^d4", NotationError),
        ("b3", NotationError),
    ],
)
def test_illegal_token_leaves_position_unchanged(token: str, error: type[Exception]) -> None:
    pos = RefPosition.from_sfen(PERFT_POS_1)
    before = pos.legal_turns()
    with pytest.raises(error) as info:
        pos.play(token)
    assert repr(token) in str(info.value)
    assert pos.sfen() == PERFT_POS_1 and pos.legal_turns() == before


def test_legal_token_is_accepted() -> None:
    pos = RefPosition.from_sfen(PERFT_POS_1)
    pos.play("b3-c3^d4")
    assert pos.sfen() == sfen({"c3": "A", "d3": "A", "c4": "B", "c2": "B"}, {"d4": 1}, to_move=2)


# --------------------------------------------------------------------------- bookkeeping


def test_round_and_to_move() -> None:
    pos = RefPosition.from_sfen(PERFT_POS_1)
    pos.play("b3-b4^b3")
    assert (pos.to_move, pos.round) == (2, 1)
    pos.play("c4-c5^c4")
    assert (pos.to_move, pos.round) == (1, 2)
    pos.play("b4-a5^a4")
    rec = parse_sfen(pos.sfen())
    assert (rec.to_move, rec.round) == (2, 2)


def test_copy_is_independent() -> None:
    pos = RefPosition.from_sfen(PERFT_POS_1)
    other = pos.copy()
    other.play("b3-c3^d4")
    assert pos.sfen() == PERFT_POS_1 and other.sfen() != PERFT_POS_1
    assert pos == RefPosition.from_sfen(PERFT_POS_1) and pos != other


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_round_trip(players: int) -> None:
    rng = random.Random(players)
    for _ in range(8):
        pos = RefPosition.startpos(players)
        while not pos.is_over():
            text = pos.sfen()
            again = RefPosition.from_sfen(text)
            assert again.sfen() == text
            turns = pos.legal_turns()
            assert turns == again.legal_turns() == sorted(turns)
            assert all(format_token(parse_token(t)) == t for t in turns)
            token = rng.choice(turns)
            pos.play(token)
            again.play(token)
            assert again.sfen() == pos.sfen()
        assert pos.winner() is not None
        assert RefPosition.from_sfen(pos.sfen()).sfen() == pos.sfen()
        assert sum(seat.winner for seat in parse_sfen(pos.sfen()).seats) == 1


# --------------------------------------------------------------------------- unsupported and bad input


@pytest.mark.parametrize(
    ("text", "error"),
    [
        (f"{board({})} 1 A:hecate,B:mortal 1 -", SfenError),  # Hecate places last: seat 2 starts
        (f"{board({})} 1 A:mortal,B:no_such_god 1 -", UnsupportedError),
        (f"{board({})} 1 {S2} 1 ram@c3", SfenError),  # a Ram without the Golden Fleece
        (f"{board({})} 1 A:mortal[^],B:mortal 1 -", SfenError),
        (f"{board({})} 1 A:mortal,-B:mortal 1 -", SfenError),  # elimination is for 3 players
        (f"{board({})} 2 A:mortal,-B:mortal,C:mortal 1 -", SfenError),  # eliminated seat to move
        (f"{board({'a1': 'B'})} 1 A:mortal,-B:mortal,C:mortal 1 -", SfenError),  # its workers stayed
        (f"{board({})} 1 {S2} 0 -", SfenError),
        ("nonsense", SfenError),
    ],
)
def test_bad_positions(text: str, error: type[Exception]) -> None:
    with pytest.raises(error):
        RefPosition.from_sfen(text)


def test_unsupported_player_count() -> None:
    with pytest.raises(UnsupportedError):
        start_sfen(5)


# --------------------------------------------------------------------------- three players


def test_three_player_setup() -> None:
    pos = RefPosition.startpos(3)
    assert pos.sfen() == f"{board({})} 1 {S3} 1 -"
    assert pos.perft(1) == 300 and pos.perft(2) == 300 * comb(23, 2)
    pos.play("+a1+b1")
    pos.play("+c1+d1")
    assert (pos.to_move, pos.round) == (3, 1)
    assert len(pos.legal_turns()) == comb(21, 2)
    pos.play("+e5+e1")
    assert (pos.to_move, pos.round) == (1, 2)
    assert all(t.startswith(("a1", "b1")) for t in pos.legal_turns())


def test_three_player_elimination_after_play() -> None:
    text = sfen({**BOXED, "d2": "A", "a5": "A", "d5": "C", "e5": "C"}, domes=BOX_DOMES, seats=S3)
    pos = RefPosition.from_sfen(text)
    pos.play("d2-c1^d2")
    # B cannot move: it is eliminated with its workers and C plays on.
    assert not pos.is_over() and pos.winner() is None
    expected = sfen(
        {"c1": "A", "a5": "A", "d5": "C", "e5": "C"}, {"d2": 1}, BOX_DOMES, 3, "A:mortal,-B:mortal,C:mortal"
    )
    assert pos.sfen() == expected
    assert RefPosition.from_sfen(expected).sfen() == expected
    pos.play("d5-d4^d5")
    assert (pos.to_move, pos.round) == (1, 2)
    pos.play("a5-a4^a5")
    assert (pos.to_move, pos.round) == (3, 2)  # the eliminated seat 2 is skipped


def test_three_player_last_one_standing() -> None:
    text = sfen({"a1": "C", "b1": "C", "d2": "A", "a5": "A"}, domes=BOX_DOMES, seats="A:mortal,-B:mortal,C:mortal")
    pos = RefPosition.from_sfen(text)
    pos.play("d2-c1^d2")
    # C is stuck and eliminated; A is the last one standing. Play passed seat 1 again.
    assert pos.is_over() and pos.winner() == "A"
    expected = sfen({"c1": "A", "a5": "A"}, {"d2": 1}, BOX_DOMES, 1, "A:mortal#,-B:mortal,-C:mortal", 2)
    assert pos.sfen() == expected and RefPosition.from_sfen(expected).sfen() == expected


def test_three_player_elimination_on_load() -> None:
    text = sfen({"a1": "A", "b1": "A", "c1": "B", "e5": "B", "e1": "C", "e2": "C"}, domes=BOX_DOMES, seats=S3)
    pos = RefPosition.from_sfen(text)
    assert not pos.is_over() and pos.to_move == 2
    assert pos.sfen() == sfen(
        {"c1": "B", "e5": "B", "e1": "C", "e2": "C"}, domes=BOX_DOMES, to_move=2, seats="-A:mortal,B:mortal,C:mortal"
    )


def test_three_player_round_grows_when_seat_one_is_skipped() -> None:
    text = sfen({"a5": "B", "b5": "B", "d1": "C", "e1": "C"}, to_move=3, seats="-A:mortal,B:mortal,C:mortal")
    pos = RefPosition.from_sfen(text)
    pos.play("d1-d2^d1")
    assert (pos.to_move, pos.round) == (2, 2)


def test_three_player_win() -> None:
    text = sfen({"c3": "B", "a1": "B", "e5": "A", "e4": "A", "a5": "C", "b5": "C"}, {"c3": 2, "d3": 3}, to_move=2, seats=S3)
    pos = RefPosition.from_sfen(text)
    pos.play("c3-d3")
    rec = parse_sfen(pos.sfen())
    assert pos.winner() == "B" and rec.to_move == 3 and rec.seats[1].winner


# --------------------------------------------------------------------------- four players (teams)


def test_four_player_setup_second_team_player_moves_first() -> None:
    pos = RefPosition.startpos(4)
    assert pos.sfen() == f"{board({})} 1 {S4} 1 -"
    pos.play("+a1+b1")  # seat 1 places team A's workers
    assert pos.to_move == 2 and len(pos.legal_turns()) == comb(23, 2)
    pos.play("+d5+e5")  # seat 2 places team B's workers
    # Seat 3 (team A's second player) plays the first turn with the shared workers.
    assert (pos.to_move, pos.round) == (3, 1)
    assert pos.legal_turns() and all(t.startswith(("a1", "b1")) for t in pos.legal_turns())
    pos.play("a1-a2^a1")
    assert pos.to_move == 4 and all(t.startswith(("d5", "e5")) for t in pos.legal_turns())
    pos.play("e5-e4^e5")
    assert (pos.to_move, pos.round) == (1, 2)
    assert all(t.startswith(("a2", "b1")) for t in pos.legal_turns())  # seat 1 moves team A too
    assert RefPosition.startpos(4).perft(2) == 300 * comb(23, 2)


def test_four_player_team_loses() -> None:
    text = sfen({**BOXED, "d2": "A", "a5": "A"}, domes=BOX_DOMES, to_move=3, seats=S4)
    pos = RefPosition.from_sfen(text)
    pos.play("d2-c1^d2")
    assert pos.is_over() and pos.winner() == "A"
    rec = parse_sfen(pos.sfen())
    assert rec.to_move == 4 and [s.winner for s in rec.seats] == [False, False, True, False]


def test_four_player_stuck_on_load() -> None:
    text = sfen({"a1": "B", "b1": "B", "c1": "A", "e5": "A"}, domes=BOX_DOMES, to_move=2, seats=S4)
    pos = RefPosition.from_sfen(text)
    assert pos.is_over() and pos.winner() == "A"
    assert parse_sfen(pos.sfen()).seats[0].winner


def test_the_oracle_plays_every_god_the_engine_plays():
    """Every rule exists twice: each power the catalog lets the engine play, the oracle plays too."""
    assert set(PLAYABLE) <= ORACLE_GODS
