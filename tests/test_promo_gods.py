"""The promo gods in the engine (docs/promo-gods.md): the turns each adds to the ordinary
ones, one token per outcome where two spellings meet (Proteus, Castor & Pollux), the
search's second stage for Asteria's domes, the iris-level-three ruling and the engine ban.
The rules of each power are the oracle's too (tests/test_reference_promo.py);
tests/test_differential_gods.py compares the two.
"""

from math import comb

import pytest

from santorini import Board
from santorini.reference import RefPosition
from santorini.errors import IllegalMoveError
from test_reference_advanced import board


def tokens(b: Board) -> set[str]:
    return {move.token for move in b.legal_moves}


def position(workers: dict[str, str], heights: dict[str, int], gods: str, **kwargs) -> Board:
    return Board(f"{board(workers, heights)} 1 {gods} 3 -", **kwargs)


def extra(god: str, workers: dict[str, str], heights: dict[str, int], **kwargs) -> set[str]:
    """The turns the god has that a mortal in its seat has not."""
    return (tokens(position(workers, heights, f"A:{god},B:mortal", **kwargs))
            - tokens(position(workers, heights, "A:mortal,B:mortal", **kwargs)))


APART = {"b2": "A", "d4": "A", "a5": "B", "e1": "B"}


def test_pegasus_climbs_any_height_and_wins_only_by_one_level():
    added = extra("pegasus", APART, {"c3": 2, "c2": 3, "b3": 3, "b2": 2})
    # From b2 (level 2) to b3 (level 3): one level, an ordinary win, not an extra turn.
    assert not any(t.startswith("b2-b3") for t in added)
    # From d4 (level 0) up to c3 (level 2): a high climb; to c2 nothing (not next to d4).
    assert {t for t in added if t.startswith("d4-c3")} and all(t.startswith("d4-c3^") for t in added)
    wins = {t for t in tokens(position(APART, {"c3": 3}, "A:pegasus,B:mortal")) if "^" not in t}
    assert wins == set()        # b2 and d4 on level 0: c3 is three levels up, no win


def test_an_iris_jump_over_any_worker_and_the_level_three_ruling():
    workers = {"b2": "A", "e5": "A", "c3": "B", "a1": "B"}
    added = extra("iris", workers, {"d4": 3, "b2": 2})
    assert added == {"b2-d4"}          # over c3 onto level 3; over a1 is off the board
    ruled = extra("iris", workers, {"d4": 3, "b2": 2}, rulings={"iris-level-three"})
    assert "b2-d4" not in ruled and {t for t in ruled if t.startswith("b2-d4^")}


def test_asteria_domes_only_after_a_descent_and_in_the_second_stage():
    b = position({"c3": "A", "e5": "A", "a5": "B", "e1": "B"}, {"c3": 1}, "A:asteria,B:mortal")
    domes = {t for t in tokens(b) if t.count("^") == 2}
    assert domes and all(t.startswith("c3-") and t[3:5] != "c3" for t in domes)
    assert not any(t.startswith("e5-") for t in domes)             # e5 stays on level 0
    first, rest = b._core.staged_turns()
    spelled = {m.packed: m.token for m in b.legal_moves}
    assert sorted(first + rest) == sorted(spelled)
    assert {spelled[t] for t in rest} == domes


def test_scylla_drags_an_opponent_next_to_the_square_left():
    added = extra("scylla", {"b2": "A", "e5": "A", "a1": "B", "c1": "B"}, {})
    assert {t[5:8] for t in added} == {">a1", ">c1"}
    b = position({"b2": "A", "e5": "A", "a1": "B", "c1": "B"}, {}, "A:scylla,B:mortal")
    b.push("b2-c3>a1^d4")
    assert b.sfen().startswith("00000A/00010/000A00/00B000/000B00 2")     # a1 dragged onto b2


def test_proteus_places_three_and_lists_one_turn_per_outcome():
    b = Board("00000/00000/00000/00000/00000 1 A:proteus,B:mortal 1 -")
    assert b.perft(1) == comb(25, 3)
    # a1 and c1 both reach b1; with e5 forced onto the square left, either way a1, b1
    # and c1 are taken and e5 is empty: one turn, written from a1.  (With c1 forced onto
    # a1 the board differs from a1 forced onto c1: two turns.)
    b = position({"a1": "A", "c1": "A", "e5": "A", "a5": "B", "e4": "B"}, {}, "A:proteus,B:mortal")
    listed = tokens(b)
    assert "a1-b1>e5^b2" in listed and not any(t.startswith("c1-b1>e5^") for t in listed)
    assert "a1-b1>c1^b2" in listed and "c1-b1>a1^b2" in listed
    assert b.parse("c1-b1>e5^b2").token == "a1-b1>e5^b2"
    assert not any(">" not in t and "^" in t for t in listed)      # the force is a must



def test_proteus_under_adonis_binding_lists_the_mover_that_keeps_it():
    # Adonis binds the worker on c1 to his on c3.  a1-b2>e5 and c1-b2>e5 leave one board,
    # but only the second brings the bound worker next to c3: it is listed, the ASCII-smaller
    # spelling is not (the binding refuses it), as the oracle lists them.
    workers = {"a1": "A", "c1": "A", "e5": "A", "c3": "B", "a5": "B"}
    b = position(workers, {}, "A:proteus,B:adonis[c3~c1]")
    listed = tokens(b)
    assert "c1-b2>e5^b1" in listed and not any(t.startswith("a1-b2>e5") for t in listed)
    assert sorted(listed) == RefPosition(b.sfen()).legal_turns()


def test_castor_moves_every_worker_or_builds_with_every_worker():
    b = position(APART, {"c3": 2}, "A:castor,B:mortal")
    listed = tokens(b)
    relays = {t for t in listed if "," in t and "^" not in t}
    builds = {t for t in listed if "-" not in t}
    assert relays and builds
    assert all(t.startswith("b2^") for t in builds)         # the ASCII-first worker builds first
    assert "b2^c3,d4^c3" in builds and "b2^c3,d4^c4" in builds and "b2^c4,d4^c3" not in builds
    close = position({"b2": "A", "b4": "A", "e5": "B", "e1": "B"}, {}, "A:castor,B:mortal")
    assert "b2^a3,b4^b3" in tokens(close) and "b2^b3,b4^a3" not in tokens(close)
    assert close.parse("b4^b3,b2^a3").token == close.parse("b2^b3,b4^a3").token == "b2^a3,b4^b3"
    with pytest.raises(IllegalMoveError):
        b.parse("b2-c2")            # one worker moving alone is no turn with two
    lone = position({"b2": "A", "a5": "B", "e1": "B"}, {}, "A:castor,B:mortal")
    assert {"b2-c2", "b2^c2", "b2-c2^c3"} <= tokens(lone)


def test_the_maenads_win_by_catching_an_opponent_between_two_of_their_workers():
    b = position({"b2": "A", "c4": "A", "c3": "B", "e1": "B"}, {}, "A:maenads,B:mortal")
    b.push("c4-d4^e5")           # b2, c3, d4: a diagonal line with B's c3 in the middle
    assert b.outcome().winner == "A" and b.outcome().god == "maenads"
    # Judged at the end of their turn only: a position read with the line in place is not won.
    caught = Board(f"{board({'b2': 'A', 'd4': 'A', 'c3': 'B', 'e1': 'B'})} 2 A:maenads,B:mortal 3 -")
    assert caught.outcome() is None


def test_with_three_players_the_caught_opponent_is_eliminated_and_play_goes_on():
    b = position({"b2": "A", "c4": "A", "c3": "B", "e1": "B", "a5": "C", "e5": "C"}, {},
                 "A:maenads,B:mortal,C:mortal")
    b.push("c4-d4^e4")
    assert b.outcome() is None and b.eliminated == ["B"] and b.turn == 3


def test_hippolyta_leaves_only_diagonal_moves_but_to_her_female():
    # Her female (lowercase) on b2 moves every way; her male on d4 and B's workers diagonally.
    b = position({"b2": "a", "d4": "A", "a5": "B", "e1": "B"}, {}, "A:hippolyta,B:mortal")
    moves = {t[:5] for t in tokens(b)}
    assert {"b2-b3", "b2-c2", "b2-c3"} <= moves
    assert {t for t in moves if t.startswith("d4")} == {"d4-c3", "d4-c5", "d4-e3", "d4-e5"}
    b.push("d4-e5^d5")
    assert {t[:5] for t in tokens(b)} == {"a5-b4", "e1-d2"}
    assert b.perft(1) == len(tokens(b))      # the bulk count honours the directions too
    # Hermes against her: every step of his walks is a move, so every step is diagonal.
    walks = tokens(Board(f"{board(APART)} 2 A:hippolyta,B:hermes 3 -"))
    steps = [(token[i - 2:i], token[i + 1:i + 3]) for token in walks for i, mark in enumerate(token) if mark == "-"]
    assert steps and all(abs(ord(a[0]) - ord(b[0])) == 1 and abs(int(a[1]) - int(b[1])) == 1 for a, b in steps)


def test_castor_win_squares_include_a_relay_win():
    # d3 (level 3) steps off and d2 (level 2) climbs onto it: a relay wins there, no single move
    # does; the search's threat test reads the win squares, which must be exact.
    b = Board("00000/00000/0003A0/0002A0/0B0000B 1 A:castor,B:mortal 2 -")
    relay_wins = {move.token for move in b.legal_moves if "," in move.token and move.token.endswith("d3")}
    assert relay_wins and b._core.win_squares() == [13]
