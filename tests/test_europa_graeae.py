"""Europa & Talus and Graeae in the engine (docs/golden-fleece-gods.md): the Talus as a figure
(a dome to every rule, no tower, lifted with an eliminated Europa, shown by her state), the
search's second stage that holds her placements, and Graeae's three workers and builders.
The rules of each power are the oracle's too (tests/test_reference_golden_fleece.py);
tests/test_differential_gods.py compares the two.
"""

import random
from math import comb

import pytest

from conftest import opening, play_in_lockstep
from santorini import Board
from santorini.errors import IllegalMoveError, SfenError
from test_reference_advanced import board

#: A on b2 and d4, B on a4 and d2; level 1 on b3.
OPEN = board({"b2": "A", "d4": "A", "a4": "B", "d2": "B"}, {"b3": 1})


def tokens(b: Board) -> set[str]:
    return {move.token for move in b.legal_moves}


# ---------------------------------------------------------------- Europa & Talus


def test_the_talus_is_placed_after_the_build_next_to_the_moved_worker_and_moves_on():
    b = Board(f"{OPEN} 1 A:europa,B:mortal 3 -")
    plain = tokens(Board(f"{OPEN} 1 A:mortal,B:mortal 3 -"))
    assert plain < tokens(b)
    for token in tokens(b) - plain:
        turn, _, spot = token.partition("@")
        assert turn in plain
        # Next to the moved worker's square, never onto a worker.
        moved_to = turn[3:5]
        assert abs(ord(spot[0]) - ord(moved_to[0])) <= 1 and abs(int(spot[1]) - int(moved_to[1])) <= 1
        standing = ({"b2", "d4"} - {turn[:2]}) | {"a4", "d2", moved_to}
        assert spot not in standing
    b.push("b2-c3^b3@c2")
    assert b.sfen() == "00000/0B000A0/020A00/0000B0/00000 2 A:europa[c2],B:mortal 3 -"
    assert "d2-c2^c1" not in tokens(b) and not any("^c2" in t for t in tokens(b))
    b.push("d2-e1^d2")
    b.push("c3-c4^c3@b3")
    # b3 keeps its two blocks under the Talus; c2 is free again.
    assert b.sfen() == "00000/0B00A0A0/02100/00010/00000B 2 A:europa[b3],B:mortal 4 -"
    assert b._core.figures() == [chess_square("b3")]


def chess_square(name: str) -> int:
    return (int(name[1]) - 1) * 5 + "abcde".index(name[0])


def test_the_talus_square_keeps_its_height_and_round_trips_in_sfen():
    text = f"{board({'b2': 'A', 'd4': 'A', 'a4': 'B', 'd2': 'B'}, {'c3': 2})} 1 A:europa[c3],B:mortal 3 -"
    b = Board(text)
    assert b.sfen() == text and b.height(chess_square("c3")) == 2
    assert not any("-c3" in t or "^c3" in t for t in tokens(b))
    assert Board(b.sfen()).key == b.key


@pytest.mark.parametrize("state, problem", [("b2", "worker"), ("e5", "dome")])
def test_a_talus_on_a_worker_or_a_dome_is_a_bad_sfen(state, problem):
    text = f"{board({'b2': 'A', 'd4': 'A', 'a4': 'B', 'd2': 'B'}, domes=['e5'])} 1 A:europa[{state}],B:mortal 3 -"
    with pytest.raises(SfenError, match=f"europa\\[{state}\\].*worker or a dome"):
        Board(text)


def test_her_placements_wait_for_the_search_second_stage():
    b = Board(f"{OPEN} 1 A:europa[a1],B:mortal 3 -")
    first, rest = b._core.staged_turns()
    spelled = {m.packed: m.token for m in b.legal_moves}
    assert sorted(first + rest) == sorted(spelled)
    assert all("@" not in spelled[t] for t in first) and rest and all("@" in spelled[t] for t in rest)


def test_a_talus_on_level_three_is_no_complete_tower_for_chronus():
    # Four complete towers and the Talus on a fifth level-3 square: Chronus has not won.
    towers = {"a5": 3, "b5": 3, "c5": 3, "d5": 3, "e5": 3, "e1": 3}
    text = (f"{board({'b2': 'A', 'd3': 'A', 'a2': 'B', 'c1': 'B'}, towers, ['a5', 'b5', 'c5', 'd5'])} "
            "2 A:europa[e5],B:chronus 5 -")
    b = Board(text)
    assert b.outcome() is None
    # Building the fifth dome wins: the Talus never counted.
    b.push("c1-d1^e1")
    assert b.outcome() is not None and b.outcome().winner == "B"


def test_an_eliminated_europa_takes_the_talus_off_the_board():
    # Three players: A (Europa) is boxed in by domes and is out at once; c3 is free again.
    walls = ["a2", "b2", "b1"]
    text = (f"{board({'a1': 'A', 'e5': 'A', 'c4': 'B', 'd1': 'B', 'a5': 'C', 'e3': 'C'}, {'e4': 2, 'd5': 2, 'd4': 2}, walls + ['e4', 'd5', 'd4'])} "
            "1 A:europa[c3],B:mortal,C:mortal 3 -")
    b = Board(text)
    assert b.eliminated == ["A"]
    assert "europa[" not in b.sfen() and b._core.figures() == []
    assert any("-c3" in t for t in tokens(b))


def test_in_four_players_only_her_own_turns_place_the_talus():
    four = board({"b2": "A", "d4": "A", "a4": "B", "d2": "B"})
    b = Board(f"{four} 1 A:europa,B:mortal,A:mortal,B:mortal 3 -")
    assert any("@" in t for t in tokens(b))
    b.push("b2-c3^b3")
    assert not any("@" in t for t in tokens(b))         # B's seat 2
    b.push("a4-a5^a4")
    assert not any("@" in t for t in tokens(b))         # her teammate, seat 3
    with pytest.raises(IllegalMoveError):
        b.push("c3-c4^c3@b3")


# ---------------------------------------------------------------------- Graeae


def test_graeae_places_three_workers_and_her_opponent_two():
    b = Board("00000/00000/00000/00000/00000 1 A:graeae,B:mortal 1 -")
    assert len(list(b.legal_moves)) == b.perft(1) == comb(25, 3)
    b.push("+e5+c3+a1")
    assert b.sfen().startswith("00000A/00000/000A00/00000/0A0000 2")
    assert b.perft(1) == comb(22, 2)
    b.push("+b2+d4")
    assert all(t.count(",") == 1 for t in tokens(b))
    b.pop()
    b.pop()
    b = Board("00000/00000/00000/00000/00000 1 A:mortal,B:graeae 1 -")
    b.push("+b2+d4")
    assert b.perft(1) == len(list(b.legal_moves)) == comb(23, 3)


def test_a_graeae_side_holds_at_most_three_workers_and_others_two():
    three = board({"a1": "A", "c3": "A", "e5": "A", "b4": "B", "d2": "B"})
    Board(f"{three} 1 A:graeae,B:mortal 3 -")
    with pytest.raises(SfenError, match="at most 2"):
        Board(f"{three} 1 A:mortal,B:graeae 3 -")


def test_the_builder_did_not_move_and_one_spelling_per_outcome():
    # A on a1, b3 and c1: after a1-a2 both b3 and c1 can build on b2: written with b3
    # (the ASCII-first unmoved builder); c1's spelling names the same turn.
    b = Board(f"{board({'a1': 'A', 'b3': 'A', 'c1': 'A', 'e5': 'B', 'e4': 'B'})} 1 A:graeae,B:mortal 3 -")
    listed = tokens(b)
    assert "a1-a2,b3^b2" in listed and "a1-a2,c1^b2" not in listed
    assert b.parse("a1-a2,c1^b2").token == "a1-a2,b3^b2"
    assert not any(t.startswith("a1-a2^") for t in listed)
    with pytest.raises(IllegalMoveError):
        b.parse("a1-a2,a2^b2")          # the moved worker never builds (revised text)
    original = Board(b.sfen(), rulings={"revised-text"})
    assert "a1-a2^b2" in tokens(original) and "a1-a2,b3^b2" not in tokens(original)
    assert "a1-a2^a1" in tokens(original) and "a1-a2,b3^a1" not in tokens(original)


def test_a_move_that_leaves_no_unmoved_builder_is_no_turn():
    # Her lone worker cannot have another build for it: no turn at all, she has lost.
    text = f"{board({'c3': 'A', 'e5': 'B', 'a1': 'B'})} 1 A:graeae,B:mortal 3 -"
    lone = Board(text)
    assert tokens(lone) == set() and lone.outcome().winner == "B"
    assert tokens(Board(text, rulings={"revised-text"}))


def test_a_frozen_worker_still_builds_for_her():
    # Hypnus freezes the highest worker (b3 on level 2): it cannot move, but builds.
    b = Board(f"{board({'a1': 'A', 'b3': 'A', 'e1': 'A', 'e5': 'B', 'e4': 'B'}, {'b3': 2})} 1 A:graeae,B:hypnus 3 -")
    listed = tokens(b)
    assert not any(t.startswith("b3-") for t in listed)
    assert "a1-a2,b3^b2" in listed


@pytest.mark.parametrize("seed", range(6))
def test_circe_moving_the_talus_plays_as_the_oracle(seed):
    """Circe holding Europa's power moves the Talus, which stays with Europa's card: random games,
    core = oracle turn by turn, with Circe holding the power and the Talus out on the way."""
    gods = ["circe", "europa"] if seed % 2 else ["europa", "circe"]
    held = play_in_lockstep(opening(gods), random.Random(1300 + seed), 40, after=talus_out_while_circe_holds)
    assert held


def talus_out_while_circe_holds(ref) -> bool:
    states = dict(seat.split(":", 1) for seat in ref.sfen().split()[2].split(","))
    circe, europa = (states[side] for side in sorted(states, key=lambda side: "circe" not in states[side]))
    return circe.startswith("circe[europa") and europa.startswith("europa[")
