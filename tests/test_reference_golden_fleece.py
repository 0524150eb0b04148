"""The reference oracle with six Golden Fleece gods - Europa & Talus, Graeae, Hades, Nemesis,
Terpsichore and Urania (gods.md §3.3, 34, 36, 37, 41, 44, 45): the torus, interactions the ruling scenarios
(test_god_rulings_golden_fleece.py) do not cover, Nemesis' rulings (written from the project's
rulings: the decisions in the docstrings of santorini.reference.position and
santorini.reference.gods_golden_fleece), canonical spellings re-derived by brute force, random
games, and the perft tables tests/data/perft-golden-fleece.tsv and
perft-golden-fleece-multiplayer.tsv, perft-nemesis.tsv, perft-nemesis-multiplayer.tsv and
perft-nemesis-original.tsv (make_perft_nemesis.py), perft-graeae.tsv, perft-graeae-multiplayer.tsv,
perft-graeae-original.tsv, perft-europa.tsv and perft-europa-multiplayer.tsv (make_perft_golden_fleece_2.py).
"""

from __future__ import annotations

import doctest
import random
from collections.abc import Iterable

import pytest

from conftest import perft_table
from santorini.errors import IllegalMoveError, SfenError, UnsupportedError
from santorini.notation import format_token, parse_token, square_index
from santorini.reference import (
    SUPPORTED_COIN_GODS,
    SUPPORTED_DIRECTION_GODS,
    SUPPORTED_GODS,
    RefPosition,
    gods_golden_fleece,
    neighbours,
)
from santorini.reference.gods_golden_fleece import TORUS, adjacency, step_direction
from santorini.reference.powers import RESTRICTING_POWERS
from test_reference_advanced import (
    after,
    board,
    canonical_by_brute_force,
    random_games_round_trip,
    round_trip_game,
    sfen,
)

GOLDEN_FLEECE = ["hades", "nemesis", "terpsichore", "urania"]
#: Graeae (2 and 3 players) and Europa & Talus (2, 3 and 4).
GOLDEN_FLEECE_2 = ["europa", "graeae"]
TABLES = ("perft-golden-fleece.tsv", "perft-golden-fleece-multiplayer.tsv")
ORIGINAL = frozenset({"revised-text"})  # the ruling key whose alternative is the original text


def pos(workers: dict[str, str], heights: dict[str, int] | None = None, domes: Iterable[str] = (), *,
        to_move: int = 1, seats: str = "A:mortal,B:mortal", round_number: int = 3,
        rulings: Iterable[str] = ()) -> RefPosition:
    return RefPosition(f"{board(workers, heights, domes)} {to_move} {seats} {round_number} -", rulings)


def starting(p: RefPosition, prefix: str) -> set[str]:
    return {t for t in p.legal_turns() if t.startswith(prefix)}


def names(squares: Iterable[int]) -> set[str]:
    return {"abcde"[sq % 5] + str(sq // 5 + 1) for sq in squares}


def test_doctests() -> None:
    assert doctest.testmod(gods_golden_fleece).failed == 0


def test_supported() -> None:
    assert set(GOLDEN_FLEECE) | set(GOLDEN_FLEECE_2) <= SUPPORTED_GODS
    assert "hades" in RESTRICTING_POWERS


# --------------------------------------------------------------------------- Urania's torus


def test_torus_is_symmetric_and_contains_the_board() -> None:
    for sq in range(25):
        assert len(TORUS[sq]) == 8 and sq not in TORUS[sq]
        assert set(neighbours(sq)) <= set(TORUS[sq])
        assert all(sq in TORUS[n] for n in TORUS[sq])
    assert names(TORUS[square_index("c3")]) == names(neighbours(square_index("c3")))
    assert names(TORUS[square_index("e5")]) == {"d4", "d5", "d1", "e4", "e1", "a4", "a5", "a1"}
    assert names(TORUS[square_index("c1")]) == {"b1", "b2", "b5", "c2", "c5", "d1", "d2", "d5"}


def test_adjacency_is_the_torus_only_for_urania() -> None:
    assert adjacency("urania") is TORUS
    assert all(adjacency(god) is not TORUS for god in ("mortal", "terpsichore", "hades", "circe", "apollo"))


def test_urania_wrap_moves_keep_the_climb_limit() -> None:
    # a3 (0) -> e3 (2) is two levels up even across the edge; e4 (1) is one.
    p = pos({"a3": "A", "c1": "A", "c4": "B", "d2": "B"}, {"e3": 2, "e4": 1}, seats="A:urania,B:mortal")
    moves = {t.split("^")[0] for t in p.legal_turns() if t.startswith("a3")}
    assert "a3-e4" in moves and "a3-e3" not in moves


def test_urania_builds_a_dome_across_the_edge() -> None:
    p = pos({"a3": "A", "c1": "A", "c4": "B", "d2": "B"}, {"e3": 3}, seats="A:urania,B:mortal")
    p.play("a3-a4^e3")
    assert p.domes[square_index("e3")] and p.heights[square_index("e3")] == 3


def test_urania_apollo_opponent_does_not_swap_across_the_edge() -> None:
    # B's Apollo on e3 next to A's a3 only across the edge: no swap (Apollo's moves are ordinary).
    p = pos({"a3": "A", "c1": "A", "e3": "B", "e1": "B"}, seats="A:urania,B:apollo", to_move=2)
    assert not any(t.startswith("e3-a3") for t in p.legal_turns())


def test_urania_three_players_wraps_and_others_do_not() -> None:
    p = pos({"a1": "A", "c3": "A", "c5": "B", "e3": "B", "b3": "C", "d2": "C"}, seats="A:urania,B:mortal,C:mortal")
    assert "a1-e5^a4" in p.legal_turns()
    p.play("a1-e5^a4")
    assert not any(t.startswith("e3-a3") for t in p.legal_turns())  # B, mortal


# --------------------------------------------------------------------------- Hades


def test_hades_binds_each_step_of_triton() -> None:
    # Triton a2 (1) -> a1 (1) on the perimeter may go on, but not down to b1 (0); a3 (1) is fine.
    p = pos({"a2": "A", "e5": "A", "c3": "B", "e1": "B"}, {"a2": 1, "a1": 1, "a3": 1}, seats="A:triton,B:hades")
    turns = p.legal_turns()
    assert "a2-a1^b1" in turns and "a2-a3-a4^a5" not in turns
    assert not any(t.startswith("a2-a1-b1") or t.startswith("a2-b2") for t in turns)
    with pytest.raises(IllegalMoveError):
        p.copy().play("a2-a1-b1^c1")


def test_hades_zeus_rises_but_does_not_step_down() -> None:
    p = pos({"c3": "A", "a1": "A", "e5": "B", "e1": "B"}, {"c3": 1, "d3": 1}, seats="A:zeus,B:hades")
    turns = p.legal_turns()
    assert "c3-d3^d3" in turns and not any(t.startswith("c3-c4") for t in turns)


def test_hades_prometheus_pre_build_then_no_level_change_either_way() -> None:
    # Prometheus on c3 (level 1): after building first he may not go up (his power) nor down
    # (Hades): only level-1 squares are left - d3, or the level-0 square he just built on.
    p = pos({"c3": "A", "a1": "A", "e5": "B", "e1": "B"}, {"c3": 1, "d3": 1, "c4": 2}, seats="A:prometheus,B:hades")
    pre_built = [t for t in p.legal_turns() if t.startswith("c3^")]
    assert pre_built and "c3^d4-d3^d4" in pre_built and "c3^b2-b2^c3" in pre_built
    for token in pre_built:
        built, moved_to = token[3:5], token[6:8]
        assert moved_to in ("d3", built), token


def test_hades_eliminated_stops_binding() -> None:
    # 3 players: Hades' seat was eliminated, so B's c3 (level 1) may step down.
    p = pos({"c3": "B", "c5": "B", "e2": "C", "e5": "C"}, {"c3": 1}, seats="-A:hades,B:mortal,C:mortal", to_move=2)
    assert "c3-b2^c3" in p.legal_turns()


def test_hades_elimination_three_players() -> None:
    # C's workers on level 1 among lower squares: when play reaches C, C is eliminated.
    p = pos({"c3": "A", "c1": "A", "b5": "B", "d5": "B", "a1": "C", "e1": "C"}, {"a1": 1, "e1": 1},
            seats="A:hades,B:mortal,C:mortal", to_move=2)
    p.play("b5-a5^b5")
    assert p.sfen().split()[2] == "A:hades,B:mortal,-C:mortal" and p.to_move == 1


def test_hades_four_players_binds_both_seats_of_the_other_team() -> None:
    for to_move, free in ((2, False), (3, True), (4, False)):
        workers = {"c3": "A", "a1": "A", "e5": "B", "e3": "B"} if to_move != 3 else {"e5": "A", "e3": "A", "c3": "B",
                                                                                       "a1": "B"}
        p = pos(workers, {"e5": 1}, seats="A:hades,B:mortal,A:mortal,B:mortal", to_move=to_move)
        assert any(t.startswith("e5-d5") for t in p.legal_turns()) == free


# --------------------------------------------------------------------------- Terpsichore


TERP = {"b2": "A", "d4": "A", "a5": "B", "e1": "B"}


def test_terpsichore_token_shapes() -> None:
    # b2 and d4 never touch: both orders are always possible, so the b2 move comes first.
    p = pos(TERP, seats="A:terpsichore,B:mortal")
    turns = p.legal_turns()
    assert len(turns) > 1000
    for token in turns:
        head, *builds = token.split("^")
        assert len(builds) == 2 and builds == sorted(builds)
        first, second = head.split(",")
        assert first.startswith("b2-") and second.startswith("d4-")


def test_terpsichore_with_aphrodite_each_charmed_worker_ends_next_to_her() -> None:
    # Aphrodite on c3 charms B's b4; B's e1 is free. b4 must end next to c3.
    p = pos({"c3": "A", "a1": "A", "b4": "B", "e1": "B"}, seats="A:aphrodite,B:terpsichore", to_move=2)
    turns = p.legal_turns()
    near = names(neighbours(square_index("c3")))
    assert turns and all(t[3:5] in near for t in turns if t.startswith("b4-"))
    assert "b4-b3,e1-e2^a3^e1" in turns
    for token in ("b4-a5,e1-e2^a4^e1", "b4-c5,e1-e2^b5^e1", "e1-e2,b4-a5^a4^e1"):
        with pytest.raises(IllegalMoveError):
            p.copy().play(token)


def test_terpsichore_chronus_fifth_tower_at_the_first_build_ends_the_turn() -> None:
    towers = {"a1": 3, "e1": 3, "a5": 3, "e5": 3, "c4": 3}
    p = pos({"b2": "A", "d4": "A", "c1": "B", "b5": "B"}, towers, ["a1", "e1", "a5", "e5"],
            seats="A:terpsichore,B:chronus")
    turns = p.legal_turns()
    assert "b2-c3,d4-d5^c4" in turns
    assert not any(t.startswith("b2-c3,d4-d5^c4^") for t in turns)
    p.play("b2-c3,d4-d5^c4")
    assert p.sfen().split()[2] == "A:terpsichore,B:chronus#"
    # the build elsewhere first, then the dome on c4: Chronus wins after the second build
    q = pos({"b2": "A", "d4": "A", "c1": "B", "b5": "B"}, towers, ["a1", "e1", "a5", "e5"],
            seats="A:terpsichore,B:chronus")
    q.play("b2-c3,d4-d5^e4^c4")
    assert q.sfen().split()[2] == "A:terpsichore,B:chronus#"


def test_terpsichore_dionysus_extra_turn_moves_one_worker() -> None:
    # A Dionysus extra turn moving a Terpsichore worker is a plain move and build.
    p = pos({"a1": "A", "a2": "A", "c3": "B", "e5": "B"}, seats="A:dionysus[1],B:terpsichore")
    turns = p.legal_turns()
    assert "c3-c4^c3" in turns and not any("," in t for t in turns)


def test_terpsichore_circe_holds_her_power() -> None:
    # B's workers apart: Circe holds Terpsichore and moves both of her workers.
    p = pos({"b2": "A", "d4": "A", "a5": "B", "e1": "B"}, seats="A:circe[terpsichore],B:terpsichore")
    turns = p.legal_turns()
    assert "b2-c3,d4-d5^c4^e5" in turns and "b2-c3^d3" not in turns


def test_terpsichore_three_players() -> None:
    p = pos({"b2": "A", "d4": "A", "a5": "B", "e1": "B", "a3": "C", "e3": "C"}, seats="A:terpsichore,B:mortal,C:mortal")
    turns = p.legal_turns()
    assert "b2-c3,d4-d5^c4^e5" in turns and all("," in t for t in turns)
    p.play("d4-d5,b2-c3^e5^c4")
    assert p.to_move == 2


def test_terpsichore_each_worker_builds_next_to_itself() -> None:
    # a1's only move is b1 (a2, b2 domes); from b1 the squares c1, c2 are domes too, so that
    # worker can only build back on a1, and every turn does (e5's worker never reaches a1).
    p = pos({"a1": "A", "e5": "A", "c5": "B", "e1": "B"}, domes=["a2", "b2", "c1", "c2"],
            seats="A:terpsichore,B:mortal")
    turns = p.legal_turns()
    assert turns and all("^a1" in t for t in turns)
    # two builds next to d4 and none next to b1: the b1 worker has not built
    with pytest.raises(IllegalMoveError):
        p.copy().play("a1-b1,e5-d4^c3^e5")


# --------------------------------------------------------------------------- Nemesis


#: Nemesis (A) on b2 and d4; B far away on a5 and e1 (after b2-c3 her workers are c3, d4).
NEMESIS = {"b2": "A", "d4": "A", "a5": "B", "e1": "B"}


def test_nemesis_token_and_alike_pairings_are_one_turn() -> None:
    p = pos(NEMESIS, seats="A:nemesis,B:mortal")
    assert starting(p, "b2-c3^d3") == {"b2-c3^d3", "b2-c3^d3>a5>e1"}
    traded = board({"a5": "A", "e1": "A", "c3": "B", "d4": "B"}, {"d3": 1})
    assert after(p, "b2-c3^d3>a5>e1") == f"{traded} 2 A:nemesis,B:mortal 3 -"
    assert after(p, "b2-c3^d3>e1>a5") == after(p, "b2-c3^d3>a5>e1")  # the other pairing: the same board
    assert after(p, "b2-c3^d3") == f"{board({'c3': 'A', 'd4': 'A', 'a5': 'B', 'e1': 'B'}, {'d3': 1})} 2 " \
                                    "A:nemesis,B:mortal 3 -"  # optional
    for bad in ("b2-c3^d3>a5", "b2-c3^d3>a5>a5", "b2-c3^d3>c3>e1", "b2-c3>a5>e1^d3"):
        with pytest.raises(IllegalMoveError):
            p.copy().play(bad)


def test_nemesis_token_follows_the_ascii_order_of_her_squares() -> None:
    # After a3-a4 her workers are a4 (ASCII first, though rank 4) and c2. Selene's male and
    # female are no alike pair: both pairings are turns, the first '>' is a4's.
    p = pos({"a3": "A", "c2": "A", "e5": "b", "e1": "B"}, seats="A:nemesis,B:selene")
    assert starting(p, "a3-a4^a3") == {"a3-a4^a3", "a3-a4^a3>e1>e5", "a3-a4^a3>e5>e1"}
    traded = board({"e1": "A", "e5": "A", "a4": "B", "c2": "b"}, {"a3": 1})
    assert after(p, "a3-a4^a3>e1>e5") == f"{traded} 2 A:nemesis,B:selene 3 -"


def test_nemesis_adjacency_prevents_the_trade() -> None:
    # B's a4 and e2 touch neither b2 nor d4; judged where the workers stand after her move:
    # b3, a3 touch a4 and d3, e3 touch e2 (no trade), c3, c4 and d5 touch nothing.
    p = pos({"b2": "A", "d4": "A", "a4": "B", "e2": "B"}, seats="A:nemesis,B:mortal")
    turns = p.legal_turns()
    for moved_to, trades in (("b2-b3", False), ("b2-a3", False), ("d4-d3", False), ("d4-e3", False),
                             ("b2-c3", True), ("d4-c4", True), ("d4-d5", True)):
        moved = [t for t in turns if t.startswith(moved_to)]
        assert moved and any(">" in t for t in moved) == trades, moved_to
    # one of hers touching one of theirs at the start and after any move of the other
    q = pos({"b2": "A", "d4": "A", "a5": "B", "e3": "B"}, seats="A:nemesis,B:mortal")
    assert not any(">" in t for t in q.legal_turns() if t.startswith("b2"))


def test_nemesis_forces_win_nothing_and_ignore_heights_and_athena() -> None:
    # her c3 forced onto a5 (level 3) does not win; B's worker goes down three levels
    p = pos(NEMESIS, {"a5": 3, "e1": 2}, seats="A:nemesis,B:athena[^]")
    assert "b2-c3^d3>a5>e1" in p.legal_turns()  # Athena forbids moving up, not forces
    text = after(p, "b2-c3^d3>a5>e1")
    assert "#" not in text.split()[2] and RefPosition(text).winner() is None
    # a winning move ends the turn: no build, no trade
    q = pos(NEMESIS, {"b2": 2, "c3": 3}, seats="A:nemesis,B:mortal")
    assert starting(q, "b2-c3") == {"b2-c3"}


def test_nemesis_three_players_picks_one_opponent() -> None:
    # After b2-c3: B (a5, e1) and C (a2, c1) both away from her; after b2-b3, C's a2 touches b3.
    p = pos({**NEMESIS, "a2": "C", "c1": "C"}, seats="A:nemesis,B:mortal,C:mortal")
    assert starting(p, "b2-c3^d3") == {"b2-c3^d3", "b2-c3^d3>a2>c1", "b2-c3^d3>a5>e1"}
    assert starting(p, "b2-b3^c3") == {"b2-b3^c3", "b2-b3^c3>a5>e1"}
    with pytest.raises(IllegalMoveError):
        p.copy().play("b2-c3^d3>a5>c1")  # two opponents at once
    p.play("b2-c3^d3>a2>c1")
    assert p.to_move == 2 and {p.side_of(sq) for sq in (square_index("a2"), square_index("c1"))} == {"A"}


def test_nemesis_four_players_trades_with_the_other_team() -> None:
    seats = "A:nemesis,B:mortal,A:mortal,B:mortal"
    p = pos(NEMESIS, seats=seats)
    assert starting(p, "b2-c3^d3") == {"b2-c3^d3", "b2-c3^d3>a5>e1"}
    assert not any(">" in t for t in pos(NEMESIS, seats=seats, to_move=3).legal_turns())  # her teammate
    # Selene's team mate: her side's male and female are no alike pair, two turns
    q = pos({**NEMESIS, "b2": "a"}, seats="A:nemesis,B:mortal,A:selene,B:mortal")
    assert starting(q, "b2-c3^d3") == {"b2-c3^d3", "b2-c3^d3>a5>e1", "b2-c3^d3>e1>a5"}
    assert after(q, "b2-c3^d3>a5>e1") != after(q, "b2-c3^d3>e1>a5")


def test_nemesis_against_a_used_jason_takes_two_of_three() -> None:
    workers = {"b2": "A", "d3": "A", "a5": "B", "e5": "B", "e1": "B"}
    trades = {"b2-b3^a3", "b2-b3^a3>a5>e1", "b2-b3^a3>a5>e5", "b2-b3^a3>e1>e5"}
    for rulings in ((), ORIGINAL):  # two for two with either text
        p = pos(workers, seats="A:nemesis,B:jason[used]", rulings=rulings)
        assert starting(p, "b2-b3^a3") == trades


def test_nemesis_original_text_one_for_one() -> None:
    # her lone worker with either of theirs
    lone = {"d4": "A", "a5": "B", "e1": "B"}
    assert starting(pos(lone, seats="A:nemesis,B:mortal"), "d4-c3^d3") == {"d4-c3^d3"}
    assert starting(pos(lone, seats="A:nemesis,B:mortal", rulings=ORIGINAL), "d4-c3^d3") == {
        "d4-c3^d3", "d4-c3^d3>a5", "d4-c3^d3>e1"}
    # her two workers against a lone one: ',sq' names hers
    two = {"b2": "A", "d4": "A", "a5": "B"}
    assert starting(pos(two, seats="A:nemesis,B:mortal"), "b2-c3^d3") == {"b2-c3^d3"}
    p = pos(two, seats="A:nemesis,B:mortal", rulings=ORIGINAL)
    assert starting(p, "b2-c3^d3") == {"b2-c3^d3", "b2-c3^d3,c3>a5", "b2-c3^d3,d4>a5"}
    assert after(p, "b2-c3^d3,d4>a5").split()[0] == board({"c3": "A", "a5": "A", "d4": "B"}, {"d3": 1})
    with pytest.raises(IllegalMoveError):
        p.copy().play("b2-c3^d3>a5")  # which of hers?
    # one each: that pair
    single = pos({"d4": "A", "a5": "B"}, seats="A:nemesis,B:mortal", rulings=ORIGINAL)
    assert starting(single, "d4-c3^d3") == {"d4-c3^d3", "d4-c3^d3>a5"}


def test_nemesis_persephone_a_trade_up_is_no_climb() -> None:
    # c3 on level 1 lets her climb, so Persephone binds: every turn climbs; her worker forced
    # up onto a5 (level 2) by a trade does not count.
    p = pos(NEMESIS, {"c3": 1, "a5": 2}, seats="A:nemesis,B:persephone")
    turns = p.legal_turns()
    assert turns and all(t.startswith("b2-c3") or t.startswith("d4-c3") for t in turns)
    assert "b2-c3^d3>a5>e1" in turns and not any(t.startswith("b2-b1") for t in turns)


# --------------------------------------------------------------------------- Graeae


#: Graeae (A) on a1, c3 and e5; B on a5 and e1.
HAGS = {"a1": "A", "c3": "A", "e5": "A", "a5": "B", "e1": "B"}


def test_graeae_plays_with_two_and_three_players_only() -> None:
    with pytest.raises(UnsupportedError):
        RefPosition("00000/00000/00000/00000/00000 1 A:graeae,B:mortal,A:mortal,B:mortal 1 -")
    assert len(RefPosition("00000/00000/00000/00000/00000 1 A:graeae,B:mortal,C:mortal 1 -").legal_turns()) == 2300


def test_graeae_side_has_at_most_three_workers() -> None:
    pos({**HAGS, "c1": "A"}, seats="A:mortal,B:mortal")  # no limit checked for a mortal side
    with pytest.raises(SfenError):
        pos({**HAGS, "c1": "A"}, seats="A:graeae,B:mortal")
    assert pos({"a1": "A", "c3": "A", "a5": "B", "e1": "B"}, seats="A:graeae,B:mortal").legal_turns()


def test_graeae_every_turn_moves_one_worker_and_another_builds() -> None:
    p = pos(HAGS, {"b2": 1, "d4": 2}, ["b4"], seats="A:graeae,B:mortal")
    turns = p.legal_turns()
    assert turns
    for token in turns:
        start, builder, built = token[0:2], token[6:8], token[9:11]
        assert token[2] == "-" and token[5] == "," and token[8] == "^" and len(token) == 11, token
        unmoved = [sq for sq in ("a1", "c3", "e5") if sq != start]
        assert builder in unmoved and square_index(built) in neighbours(square_index(builder)), token
        # written with the ASCII-first unmoved worker that may build there
        assert not any(other < builder and square_index(built) in neighbours(square_index(other))
                       for other in unmoved), token


def test_graeae_lone_worker_revised_no_turn_original_moves_and_builds() -> None:
    revised = pos({"c3": "A", "a5": "B", "e1": "B"}, seats="A:graeae,B:mortal")
    assert revised.legal_turns() == [] and revised.winner() == "B"
    original = pos({"c3": "A", "a5": "B", "e1": "B"}, seats="A:graeae,B:mortal", rulings=ORIGINAL)
    # eight moves, eight builds each but next to B's a5 (from b4) and e1 (from d2)
    assert "c3-d4^e5" in original.legal_turns() and len(original.legal_turns()) == 8 * 8 - 2


def test_graeae_two_workers_left_the_other_one_builds() -> None:
    # After a removal (Bia, Medusa) two are left: the one that does not move builds.
    p = pos({"b2": "A", "d4": "A", "a5": "B", "e1": "B"}, seats="A:graeae,B:mortal")
    turns = p.legal_turns()
    assert "b2-c3,d4^d3" in turns and not any(t.startswith("b2-c3^") for t in turns)
    assert all(t.startswith("b2-") and ",d4^" in t or t.startswith("d4-") and ",b2^" in t for t in turns)


def test_graeae_hypnus_tie_among_three_freezes_nobody() -> None:
    p = pos({"b2": "A", "d4": "A", "e1": "A", "a5": "B", "e5": "B"}, {"b2": 1, "d4": 1}, seats="A:graeae,B:hypnus")
    assert {t[:2] for t in p.legal_turns()} == {"b2", "d4", "e1"}
    q = pos({"b2": "A", "d4": "A", "e1": "A", "a5": "B", "e5": "B"}, {"b2": 1, "d4": 2}, seats="A:graeae,B:hypnus")
    assert {t[:2] for t in q.legal_turns()} == {"b2", "e1"}
    assert any(",d4^" in t for t in q.legal_turns())


def test_graeae_builder_obeys_limus() -> None:
    # Limus on d5: no block next to her (c4 c5 d4 e4 e5); a dome on level 3 stays allowed.
    q = pos({"a1": "A", "c3": "A", "e5": "A", "d5": "B", "e1": "B"}, {"e4": 3}, seats="A:graeae,B:limus")
    turns = q.legal_turns()
    assert "a1-b2,e5^e4" in turns
    assert not any(t.endswith(("^c4", "^d4", "^e5", "^c5")) for t in turns if t[5] == ",")


def test_graeae_aphrodite_charmed_mover_ends_next_to_her() -> None:
    # Aphrodite on b3 and a5 charms b2 (d4 and e1 are free): b2 ends next to one of hers.
    p = pos({"b2": "A", "d4": "A", "e1": "A", "a5": "B", "b3": "B"}, seats="A:graeae,B:aphrodite")
    lovers = set(neighbours(square_index("b3"))) | set(neighbours(square_index("a5")))
    charmed_moves = {t[3:5] for t in p.legal_turns() if t.startswith("b2-")}
    assert charmed_moves == {"a2", "a3", "c2", "c3"} and all(square_index(sq) in lovers for sq in charmed_moves)
    assert {t[3:5] for t in p.legal_turns() if t.startswith("d4-")} == {"c3", "c4", "c5", "d3", "d5", "e3", "e4", "e5"}


def test_graeae_three_players_elimination_removes_her_three_workers() -> None:
    # Graeae (C) on a1, a2 and b1 walled in by domes: eliminated with her three workers.
    p = pos({"c3": "A", "e5": "A", "e1": "B", "d4": "B", "a1": "C", "a2": "C", "b1": "C"},
            domes=["a3", "b2", "b3", "c1", "c2"], seats="A:mortal,B:mortal,C:graeae", to_move=2)
    p.play("e1-d1^e1")
    assert p.sfen().split()[2] == "A:mortal,B:mortal,-C:graeae" and not p.workers_of("C")


def test_graeae_other_builders_are_spellings_of_the_listed_turn() -> None:
    for rulings in ((), ORIGINAL):
        p = pos(HAGS, seats="A:graeae,B:mortal", rulings=rulings)
        listed = set(p.legal_turns())
        for token in list(listed)[::7]:
            move = token.split(",")[0].split("^")[0]
            built = token[-2:]
            for builder in ("a1", "c3", "e5", move[3:5]):
                spelling = f"{move}^{built}" if builder == move[3:5] else f"{move},{builder}^{built}"
                if spelling == token or builder == move[:2]:
                    continue
                other = p.copy()
                try:
                    other.play(spelling)
                except IllegalMoveError:
                    continue
                assert spelling not in listed and other.sfen() == after(p, token), spelling


# --------------------------------------------------------------------------- Europa & Talus


#: Europa (A) on b2 and d4; B on a5 and e1.
EUROPA = {"b2": "A", "d4": "A", "a5": "B", "e1": "B"}


def test_europa_state_round_trips_and_shows_no_dome() -> None:
    p = pos(EUROPA, {"c2": 2}, seats="A:europa[c2],B:mortal")
    assert p.talus == [square_index("c2"), None]
    assert p.sfen() == RefPosition(p.sfen()).sfen()
    assert p.sfen().split()[0].split("/")[3] == "00A200"  # rank 2: the Talus' square shows its level only
    p.play("b2-b3^a4@c3")
    assert p.sfen().split()[2] == "A:europa[c3],B:mortal" and p.sfen().split()[0].split("/")[3] == "00200"


def test_europa_bad_states_are_sfen_errors() -> None:
    for seats in ("A:europa[d4],B:mortal", "A:europa[a5],B:mortal", "A:europa[f6],B:mortal", "A:europa[used],B:mortal",
                  "A:europa[c2],B:europa[c2]", "A:europa[e5],B:mortal"):
        with pytest.raises(SfenError):
            pos(EUROPA, domes=["e5"], seats=seats)
    with pytest.raises(SfenError):  # before every side has placed
        RefPosition("00000/00000/000A00/00000/0A0000 2 A:europa[b1],B:mortal 1 -")
    with pytest.raises(SfenError):  # on the boulder
        RefPosition(f"{board(EUROPA)} 1 A:europa[c3],B:mortal 3 boulder@c3")
    with pytest.raises(SfenError):
        pos(EUROPA, seats="A:mortal[c2],B:mortal")


def test_europa_plays_against_circe_her_talus_on_her_seat() -> None:
    """Circe holding Europa's power: the Talus stays written on Europa's seat (its card's)."""
    p = pos(EUROPA, seats="A:europa[c3],B:circe")
    assert "A:europa[c3]" in p.sfen()


def test_europa_mirror_each_seat_has_her_own_talus() -> None:
    p = pos(EUROPA, seats="A:europa[c3],B:europa[a4]")
    assert "b2-b3^c4@c2" in p.legal_turns() and "b2-b3^c4@a4" not in p.legal_turns()
    p.play("b2-b3^c4@c2")
    assert p.sfen().split()[2] == "A:europa[c2],B:europa[a4]"
    turns = p.legal_turns()  # c3 is free again; c2 holds A's Talus, a4 B's own
    assert not any(t.startswith("a5-a4") or "@c2" in t or "@a4" in t for t in turns)
    assert "e1-d2^e1@c3" in turns and "e1-d2^c3" in turns


def test_europa_talus_closes_its_square_to_every_power() -> None:
    talus = "A:europa[c3],B:{}"
    cases = {
        # Apollo, Urania (across the edge: the Talus on a3, Urania on e3), Atlas' and Selene's
        # domes at any level, Hephaestus, Demeter, Zeus, Polyphemus' domes, Jason's placement
        "apollo": ({"b2": "B", "e1": "B"}, "b2-c3"), "artemis": ({"b2": "B", "e1": "B"}, "b2-c3"),
        "atlas": ({"b2": "B", "e1": "B"}, "^c3"), "demeter": ({"b2": "B", "e1": "B"}, "^c3"),
        "hermes": ({"b2": "B", "e1": "B"}, "-c3"),
    }
    for god, (theirs, part) in cases.items():
        p = pos({"a1": "A", "e5": "A", **theirs}, {"b3": 1}, seats=talus.format(god), to_move=2)
        assert p.legal_turns() and not any(part in t for t in p.legal_turns()), god
    urania = pos({"a1": "A", "c5": "A", "e3": "B", "e1": "B"}, seats="A:europa[a3],B:urania", to_move=2)
    assert "e3-a4^e3" in urania.legal_turns() and not any("a3" in t for t in urania.legal_turns())
    jason = pos({"a3": "A", "e5": "A", "b2": "B", "d2": "B"}, seats="A:europa[a1],B:jason", to_move=2)
    assert "+a2-b3^c3" in jason.legal_turns() and not any(t.startswith("+a1") for t in jason.legal_turns())
    poly = pos({"a3": "A", "e5": "A", "b2": "B", "d2": "B"}, {"c3": 3}, seats="A:europa[c3],B:polyphemus", to_move=2)
    assert not any("^c3" in t for t in poly.legal_turns())
    selene = pos({"a3": "A", "e5": "A", "b2": "b", "d2": "B"}, seats="A:europa[c3],B:selene", to_move=2)
    assert not any("c3" in t for t in selene.legal_turns())


def test_europa_ares_takes_no_block_from_under_the_talus() -> None:
    # Ares' unmoved d3 touches c3 (level 2, the Talus) and d2 (level 1).
    p = pos({"a1": "A", "e5": "A", "b3": "B", "d3": "B"}, {"c3": 2, "d2": 1}, seats="A:europa[c3],B:ares", to_move=2)
    turns = p.legal_turns()
    assert "b3-a4^a5_d2" in turns and not any("_c3" in t for t in turns)


def test_europa_dionysus_extra_turn_moves_her_worker_without_the_talus() -> None:
    p = pos(EUROPA, seats="A:europa,B:dionysus[1]", to_move=2)
    turns = p.legal_turns()
    assert "b2-c3^d3" in turns and not any("@" in t for t in turns)


def test_europa_talus_next_to_the_moved_worker_after_a_minotaur_push() -> None:
    # Her Minotaur-free turn: the Talus goes next to where the moved worker stands, never
    # next to the unmoved one only.
    p = pos(EUROPA, seats="A:europa,B:mortal")
    for token in p.legal_turns():
        if "@" in token:
            moved_to, square = token[3:5], token.split("@")[1]
            assert square_index(square) in neighbours(square_index(moved_to)), token


def test_europa_three_players_elimination_frees_the_square() -> None:
    p = pos({"c1": "A", "e2": "A", "e5": "B", "d5": "B", "a1": "C", "a2": "C"}, domes=["a3", "b1", "b2", "b3"],
            seats="A:mortal,B:mortal,C:europa[c3]", to_move=2)
    assert not any("c3" in t for t in p.legal_turns())
    p.play("e5-e4^e5")
    assert p.talus == [None, None, None] and p.sfen().split()[2] == "A:mortal,B:mortal,-C:europa"
    assert any(t.startswith("c1-c2^c3") for t in p.legal_turns())  # the square is open again
    with pytest.raises(SfenError):
        RefPosition(p.sfen().replace("-C:europa", "-C:europa[c3]"))


def test_europa_four_players_binds_both_teams() -> None:
    seats = "A:mortal,B:europa[c3],A:mortal,B:mortal"
    for to_move in (1, 3, 4):
        p = pos(EUROPA, seats=seats, to_move=to_move)
        assert not any("c3" in t for t in p.legal_turns()), to_move
    assert any("@" in t for t in pos(EUROPA, seats=seats, to_move=2).legal_turns())


def test_europa_random_games_round_trip() -> None:
    rng = random.Random("europa-graeae")
    for players, seats in ((2, "A:europa,B:graeae"), (2, "A:graeae,B:europa[x]"), (3, "A:mortal,B:europa,C:graeae"),
                           (4, "A:europa,B:minotaur,A:apollo,B:mortal"), (3, "A:graeae,B:apollo,C:minotaur")):
        seats = seats.replace("[x]", "")
        round_trip_game(RefPosition(f"00000/00000/00000/00000/00000 1 {seats} 1 -"), rng, 30)


# --------------------------------------------------------------------------- canonical spellings


#: A small position: A on b2 and d4, B on c3 and e1, levels and domes (a level-3 square c4
#: next to both of A's workers, perimeter level 3 on a3 next to b2).
BOXED = board({"b2": "A", "d4": "A", "c3": "B", "e1": "B"},
              {"c2": 1, "b3": 2, "d3": 1, "c4": 3, "e2": 1, "a3": 3, "b2": 2},
              ["a1", "a2", "b1", "c1", "e5", "d5", "a5", "b5"])


@pytest.mark.parametrize(("seats", "max_steps"), [
    ("A:terpsichore,B:mortal", 5), ("A:terpsichore,B:hera", 5), ("A:terpsichore,B:persephone", 5),
    ("A:terpsichore,B:athena[^]", 5), ("A:terpsichore,B:hades", 5), ("A:urania,B:mortal", 3),
    ("A:urania,B:hera", 3), ("A:urania,B:limus", 3), ("A:artemis,B:hades", 4),
    ("A:apollo,B:hades", 3), ("A:triton,B:hades", 5), ("A:hades,B:mortal", 3),
])
def test_listed_turns_are_the_canonical_spellings(seats: str, max_steps: int) -> None:
    p = RefPosition(f"{BOXED} 1 {seats} 4 -")
    assert p.legal_turns() == sorted(canonical_by_brute_force(p, max_steps))


#: Nemesis' small positions: A on b2 and d4 with levels and domes; B away on a5 and e1, or
#: Selene's pair (the female on a5), or B's a5 alone (the original one-for-one).
NEMESIS_BOXED = {"c2": 1, "b3": 2, "d3": 1, "c4": 3, "e2": 1, "a3": 3, "b2": 1, "e1": 2}
NEMESIS_DOMES = ["a1", "b1", "c1", "d5", "b5", "e4"]


@pytest.mark.parametrize(("workers", "seats", "rulings"), [
    (NEMESIS, "A:nemesis,B:mortal", ()),
    ({**NEMESIS, "a5": "b"}, "A:nemesis,B:selene", ()),
    (NEMESIS, "A:nemesis,B:hera", ORIGINAL),
    ({"b2": "A", "d4": "A", "a5": "B"}, "A:nemesis,B:mortal", ORIGINAL),
])
def test_nemesis_listed_turns_are_the_canonical_spellings(workers: dict[str, str], seats: str,
                                                          rulings: Iterable[str]) -> None:
    p = RefPosition(f"{board(workers, NEMESIS_BOXED, NEMESIS_DOMES)} 1 {seats} 4 -", rulings)
    assert any(">" in t for t in p.legal_turns())
    assert p.legal_turns() == sorted(canonical_by_brute_force(p, 4))


@pytest.mark.parametrize(("seats", "rulings"), [
    ("A:graeae,B:mortal", ()), ("A:graeae,B:mortal", ORIGINAL), ("A:graeae,B:hypnus", ()), ("A:graeae,B:limus", ORIGINAL),
    ("A:europa,B:mortal", ()), ("A:europa[c4],B:mortal", ()), ("A:mortal,B:europa[c4]", ()), ("A:europa[a4],B:hera", ()),
])
def test_graeae_and_europa_listed_turns_are_the_canonical_spellings(seats: str, rulings: Iterable[str]) -> None:
    # BOXED with a third worker of A on a4 for Graeae; Europa's Talus on c4 (level 3) or a4.
    text = BOXED.replace("/0030A0/", "/0A030A0/", 1) if "graeae" in seats else BOXED
    p = RefPosition(f"{text} 1 {seats} 4 -", rulings)
    assert p.workers_of("A") == sorted(square_index(sq) for sq in (["a4"] if "graeae" in seats else []) + ["b2", "d4"])
    assert p.legal_turns() == sorted(canonical_by_brute_force(p, 4))


def test_terpsichore_other_orders_are_spellings_of_the_listed_turn() -> None:
    # b2 and d4 never touch: the moves in the other order and the builds in the other order
    # reach the same position.
    p = pos(TERP, {"c3": 1, "b3": 2}, ["a1"], seats="A:terpsichore,B:mortal")
    for token in p.legal_turns()[::37]:
        head, first_build, second_build = token.split("^")
        first, second = head.split(",")
        expected = p.copy()
        expected.play(token)
        for spelling in (f"{head}^{second_build}^{first_build}", f"{second},{first}^{first_build}^{second_build}"):
            other = p.copy()
            other.play(spelling)
            assert other.sfen() == expected.sfen(), spelling


# --------------------------------------------------------------------------- random games


@pytest.mark.parametrize("god", GOLDEN_FLEECE)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_round_trip(god: str, players: int) -> None:
    random_games_round_trip(god, players, ["mortal", "apollo", "athena", "minotaur", "artemis", "hera", "persephone"], 24)


# --------------------------------------------------------------------------- perft tables


@pytest.mark.parametrize("name", TABLES)
def test_perft_tables_depth_1_is_the_turn_count(name: str) -> None:
    rows = perft_table(name)
    assert rows
    for text, counts in rows[::5]:
        p = RefPosition(text)
        assert p.perft(1) == counts[0] == len(p.legal_turns())


@pytest.mark.parametrize("name", TABLES)
def test_perft_tables_depth_2_sample(name: str) -> None:
    rows = perft_table(name)
    for text, counts in rows[2::11]:
        assert RefPosition(text).perft(2) == counts[1], text


@pytest.mark.slow
@pytest.mark.parametrize("name", TABLES)
def test_perft_tables_depth_2_all(name: str) -> None:
    for text, counts in perft_table(name):
        assert RefPosition(text).perft(2) == counts[1], text


#: Nemesis' tables (tests/data/make_perft_nemesis.py) and the rulings their rows are counted with.
NEMESIS_TABLES = {"perft-nemesis.tsv": frozenset(), "perft-nemesis-multiplayer.tsv": frozenset(),
                  "perft-nemesis-original.tsv": ORIGINAL}


@pytest.mark.parametrize(("name", "rulings"), NEMESIS_TABLES.items())
def test_nemesis_tables_rows_start_where_she_may_trade(name: str, rulings: frozenset[str]) -> None:
    rows = perft_table(name)
    assert rows
    for text, counts in rows:
        p = RefPosition(text, rulings)
        assert p.power(p.seat) == "nemesis" and any(">" in t for t in p.legal_turns()), text
        assert p.perft(1) == counts[0] == len(p.legal_turns())


@pytest.mark.parametrize("name", ["perft-nemesis.tsv", "perft-nemesis-original.tsv"])
def test_nemesis_tables_seat_2_rows_mirror_seat_1(name: str) -> None:
    # Each row with Nemesis as seat 1 is followed by its mirror: the sides swapped, seat 2 to move.
    rows = [row for row in perft_table(name) if ",C:" not in row[0]]
    for (first, counts), (second, mirrored) in zip(rows[::2], rows[1::2]):
        assert " 1 A:nemesis," in first and " 2 A:" in second and ",B:nemesis " in second, second
        assert counts == mirrored, second


@pytest.mark.parametrize(("name", "rulings"), NEMESIS_TABLES.items())
def test_nemesis_tables_depth_2_sample(name: str, rulings: frozenset[str]) -> None:
    for text, counts in perft_table(name)[1::7]:
        assert RefPosition(text, rulings).perft(2) == counts[1], text


@pytest.mark.parametrize(("name", "rulings"), NEMESIS_TABLES.items())
def test_nemesis_tables_depth_3_cheapest_row(name: str, rulings: frozenset[str]) -> None:
    count, text = min((counts[2], text) for text, counts in perft_table(name) if len(counts) > 2)
    assert RefPosition(text, rulings).perft(3) == count, text


@pytest.mark.slow
@pytest.mark.parametrize(("name", "rulings"), NEMESIS_TABLES.items())
def test_nemesis_tables_depth_2_all(name: str, rulings: frozenset[str]) -> None:
    for text, counts in perft_table(name):
        assert RefPosition(text, rulings).perft(2) == counts[1], text


#: Graeae's and Europa's tables (tests/data/make_perft_golden_fleece_2.py) and the rulings their
#: rows are counted with.
GOLDEN_FLEECE_2_TABLES = {
    "perft-graeae.tsv": frozenset(), "perft-graeae-multiplayer.tsv": frozenset(), "perft-graeae-original.tsv": ORIGINAL,
    "perft-europa.tsv": frozenset(), "perft-europa-multiplayer.tsv": frozenset(),
}


@pytest.mark.parametrize(("name", "rulings"), GOLDEN_FLEECE_2_TABLES.items())
def test_graeae_and_europa_tables_rows_exercise_the_powers(name: str, rulings: frozenset[str]) -> None:
    rows = perft_table(name)
    assert len(rows) >= (5 if "multiplayer" in name else 20)
    for text, counts in rows:
        p = RefPosition(text, rulings)
        assert p.sfen() == text and p.perft(1) == counts[0] == len(p.legal_turns()), text
        assert len(counts) >= 2
        if "graeae" in name:  # a Graeae side with her three workers
            assert any(god == "graeae" and len(p.workers_of(side)) == 3 for side, god in zip(p.sides, p.gods)), text
        else:  # the Talus on the board, or Europa to move placing it
            assert "europa" in p.gods, text
            assert any(sq is not None for sq in p.talus) or any("@" in t for t in p.legal_turns()), text


@pytest.mark.parametrize(("name", "rulings"), GOLDEN_FLEECE_2_TABLES.items())
def test_graeae_and_europa_tables_depth_2_sample(name: str, rulings: frozenset[str]) -> None:
    rows = perft_table(name)
    for text, counts in rows[1::max(len(rows) // 8, 1)]:  # about eight rows a table
        assert RefPosition(text, rulings).perft(2) == counts[1], text


@pytest.mark.parametrize(("name", "rulings"), GOLDEN_FLEECE_2_TABLES.items())
def test_graeae_and_europa_tables_depth_3_cheapest_row(name: str, rulings: frozenset[str]) -> None:
    count, text = min((counts[2], text) for text, counts in perft_table(name) if len(counts) > 2)
    assert RefPosition(text, rulings).perft(3) == count, text


@pytest.mark.slow
@pytest.mark.parametrize(("name", "rulings"), GOLDEN_FLEECE_2_TABLES.items())
def test_graeae_and_europa_tables_depth_2_all(name: str, rulings: frozenset[str]) -> None:
    for text, counts in perft_table(name):
        assert RefPosition(text, rulings).perft(2) == counts[1], text


# --------------------------------------------------------------------------- Aeolus and Siren
#
# Aeolus' wind (31) and Siren's Song (42): a direction token each (gods_golden_fleece); the
# wind bars every worker's moves opposite the way it blows, the Song forces opposing workers
# along it. Both orient at setup when their text has it (Siren always, Aeolus with the
# original text), before any placement, in seat order.

DIRECTION_GODS = ["aeolus", "siren"]
FLAT = "00000/00000/00000/00000/00000"
#: A on c3 and e5, B on a5 and e1 (flat).
WINDY = {"c3": "A", "e5": "A", "a5": "B", "e1": "B"}
#: The notation's directions and, for c3, the square one step that way.
STEP_FROM_C3 = {"n": "c4", "ne": "d4", "e": "d3", "se": "d2", "s": "c2", "sw": "b2", "w": "b3", "nw": "b4"}
OPPOSITE = {"n": "s", "ne": "sw", "e": "w", "se": "nw", "s": "n", "sw": "ne", "w": "e", "nw": "se"}


def moves_from(p: RefPosition, start: str) -> set[str]:
    """The squares the worker on ``start`` moves to in the legal turns (first move only)."""
    return {t[3:5] for t in p.legal_turns() if t.startswith(start + "-")}


def test_direction_gods_are_listed_apart() -> None:
    assert SUPPORTED_DIRECTION_GODS == set(DIRECTION_GODS)
    assert not SUPPORTED_DIRECTION_GODS & SUPPORTED_GODS


@pytest.mark.parametrize("wind", list(STEP_FROM_C3))
def test_wind_bars_exactly_the_opposite_direction(wind: str) -> None:
    p = pos(WINDY, to_move=2, seats=f"A:aeolus[{wind}],B:mortal")
    q = pos({"a5": "A", "e5": "A", "c3": "B", "e1": "B"}, to_move=2, seats=f"A:aeolus[{wind}],B:mortal")
    barred = STEP_FROM_C3[OPPOSITE[wind]]
    assert moves_from(q, "c3") == set(STEP_FROM_C3.values()) - {barred}
    assert moves_from(pos(WINDY, seats=f"A:aeolus[{wind}],B:mortal"), "c3") == set(STEP_FROM_C3.values()) - {barred}
    assert p.sfen().split()[2] == f"A:aeolus[{wind}],B:mortal"


def test_wind_on_his_card_bars_nothing() -> None:
    p = pos(WINDY, seats="A:aeolus,B:mortal")
    assert moves_from(p, "c3") == set(STEP_FROM_C3.values())


def test_revised_aeolus_nine_outcomes_inactive_two_active() -> None:
    plain = len(pos(WINDY).legal_turns())
    assert len(pos(WINDY, seats="A:aeolus,B:mortal").legal_turns()) == 9 * plain
    active = pos(WINDY, seats="A:aeolus[nw],B:mortal")  # no step toward se (c3-d2)
    barred = len([t for t in pos(WINDY).legal_turns() if t.startswith("c3-d2")])
    assert len(active.legal_turns()) == 2 * (plain - barred)
    assert all(t.endswith("=off") or "=" not in t for t in active.legal_turns())


def test_original_aeolus_eight_outcomes_every_non_winning_turn() -> None:
    p = pos(WINDY, {"d3": 3, "c3": 2}, seats="A:aeolus[w],B:mortal", rulings=ORIGINAL)  # no step east: no win on d3
    assert not any(t.startswith("c3-d3") for t in p.legal_turns())
    assert all("=" in t and not t.endswith("=off") for t in p.legal_turns()) and len(p.legal_turns()) % 8 == 0
    q = pos(WINDY, {"d4": 3, "c3": 2}, seats="A:aeolus[w],B:mortal", rulings=ORIGINAL)
    assert "c3-d4" in q.legal_turns()  # a win: no orientation
    others = [t for t in q.legal_turns() if t != "c3-d4"]
    assert all("=" in t for t in others) and len(others) % 8 == 0


def test_orientation_is_the_last_step() -> None:
    p = pos(WINDY, seats="A:aeolus,B:mortal")
    after_turn = after(p, "c3-d3^d4=se")
    assert after_turn.split()[2] == "A:aeolus[se],B:mortal"
    assert after(RefPosition(after_turn), "a5-b5^a5").split()[2] == "A:aeolus[se],B:mortal"  # the wind stays
    with pytest.raises(IllegalMoveError):
        p.copy().play("c3-d3^d4=off")  # nothing to take back
    with pytest.raises(IllegalMoveError):
        pos(WINDY, seats="A:mortal,B:mortal").play("c3-d3^d4=ne")  # a mortal has no wind


def test_wind_binds_dionysus_extra_turn_and_aeolus_opponent_of_dionysus() -> None:
    # Dionysus' extra turn moves Aeolus' worker (a plain turn: no orientation) under the wind.
    text = sfen({"c3": "A", "e5": "A", "a1": "B", "e1": "B"}, to_move=2, seats="A:aeolus[n],B:dionysus[1]")
    p = RefPosition(text)
    assert "c3-c2^c3" not in p.legal_turns() and "c3-c4^c3" in p.legal_turns()
    assert not any("=" in t for t in p.legal_turns())


def move_directions(token: str) -> list[int]:
    """The direction of every move step of a token (a switch changes the acting worker)."""
    turn = parse_token(token)
    here, found = turn.start, []
    for step in turn.steps:
        if step.kind == "move":
            found.append(step_direction(here, step.square))
            here = step.square
        elif step.kind == "switch":
            here = step.square
    return found


WEST = 6  # the index of w in the notation's DIRECTIONS


def test_wind_on_urania_wrap_and_every_step_of_a_walk() -> None:
    # Wind toward e bars steps west: Urania's a3-e3 across the edge is a step west.
    p = pos({"a3": "A", "c1": "A", "c5": "B", "e1": "B"}, seats="A:urania,B:aeolus[e]")
    assert "e3" not in moves_from(p, "a3") and {"e2", "e4"} <= moves_from(p, "a3")
    # Hermes, Artemis and Triton: no step of any listed turn goes west; b2 is still reached
    # from c2 by a walk (south-west, then north).
    for god in ("hermes", "artemis", "triton"):
        h = pos({"c2": "A", "e5": "A", "a5": "B", "e4": "B"}, seats=f"A:{god},B:aeolus[e]")
        turns = h.legal_turns()
        assert all(WEST not in move_directions(t) for t in turns), god
        assert any(t.startswith("c2-") and "-b2" in t for t in turns), god
        with pytest.raises(IllegalMoveError):
            h.copy().play("c2-b2^c2")


def test_wind_stops_with_aeolus_elimination() -> None:
    # Three players: Aeolus (C) walled in on a1/a2 is eliminated when play reaches him; his
    # wind leaves with him.
    text = sfen({"c1": "A", "e2": "A", "e5": "B", "c4": "B", "a1": "C", "a2": "C"}, domes=["a3", "b1", "b2", "b3"],
                to_move=2, seats="A:mortal,B:mortal,C:aeolus[n]")
    p = RefPosition(text)
    assert "c4-c3^c4" not in p.legal_turns()  # south, into the wind
    p.play("e5-d5^e5")
    assert p.sfen().split()[2] == "A:mortal,B:mortal,-C:aeolus"
    assert "e2-e1^e2" in p.legal_turns()  # south again open


def test_siren_song_forces_only_opponents_each_once() -> None:
    # Song east: A's own b3 stays; B's c3 goes once (not twice to e3).
    p = pos({"b3": "A", "a1": "A", "c3": "B", "e5": "B"}, seats="A:siren[e],B:mortal")
    songs = {t for t in p.legal_turns() if ">" in t}
    assert songs and all(t.count(">") == 1 and ">c3" in t for t in songs)
    assert "a1>c3^b2" in songs and "b3>c3^c3" in songs and "a1>c3^c3" not in songs  # c3 is next to b3 only
    with pytest.raises(IllegalMoveError):
        p.copy().play("a1>c3>d3^b2")
    with pytest.raises(IllegalMoveError):
        p.copy().play("a1>b3^b2")  # her own worker


def test_siren_song_not_onto_a_dome_worker_or_off_the_board() -> None:
    p = pos({"a1": "A", "a5": "A", "c3": "B", "e3": "B"}, domes=["d3"], seats="A:siren[e],B:mortal")
    assert not any(">" in t for t in p.legal_turns())  # d3 a dome, e3 at the edge
    q = pos({"a1": "A", "a5": "A", "c3": "B", "d3": "B"}, heights={"e3": 3}, seats="A:siren[e],B:mortal")
    assert {t.split("^")[0] for t in q.legal_turns() if ">" in t} == {"a1>d3>c3", "a1>d3", "a5>d3>c3", "a5>d3"}


@pytest.mark.parametrize("rulings", [frozenset(), ORIGINAL])
def test_siren_canonical_spellings_by_brute_force(rulings: frozenset[str]) -> None:
    p = pos({"b2": "A", "d2": "A", "b3": "B", "c4": "B"}, {"c3": 1, "c5": 2}, ["a4"], seats="A:siren[ne],B:mortal",
            rulings=rulings)
    assert set(p.legal_turns()) == canonical_by_brute_force(p, 4)


def test_aeolus_canonical_spellings_by_brute_force() -> None:
    p = RefPosition(f"{board({'a1': 'A', 'b2': 'A', 'e5': 'B', 'e1': 'B'}, {'a2': 1}, ['c3'])} 1 A:aeolus,B:mortal 3 -")
    assert set(p.legal_turns()) == canonical_by_brute_force(p, 3)


def test_siren_original_persephone_and_forces_alone() -> None:
    p = pos({"a1": "A", "e1": "A", "c3": "B", "c4": "B"}, seats="A:siren[n],B:mortal", rulings=ORIGINAL)
    songs = sorted(t for t in p.legal_turns() if t.startswith(">"))
    assert songs == [">c4", ">c4>c3"]
    assert after(p, ">c4") == sfen({"a1": "A", "e1": "A", "c3": "B", "c5": "B"}, to_move=2,
                                   seats="A:siren[n],B:mortal", round_number=3)


def test_siren_no_song_in_a_dionysus_extra_turn() -> None:
    text = sfen({"a1": "A", "e1": "A", "c3": "B", "c4": "B"}, seats="A:siren[n],B:dionysus", round_number=3)
    p = RefPosition(text)
    assert any(">" in t for t in p.legal_turns())
    extra = sfen({"a1": "A", "e1": "A", "c3": "B", "c4": "B"}, to_move=2, seats="A:siren[n],B:dionysus[1]")
    assert not any(">" in t for t in RefPosition(extra).legal_turns())


# --------------------------------------------------------------------------- setup orientations


def test_setup_orientations_perft() -> None:
    p = RefPosition(f"{FLAT} 2 A:pan,B:siren 1 -")
    assert p.perft(1) == 8 and p.perft(2) == 8 * 300
    q = RefPosition(f"{FLAT} 1 A:siren,B:aeolus 1 -", ORIGINAL)
    assert q.perft(1) == 8 and q.perft(2) == 64 and q.perft(3) == 64 * 300
    assert len(RefPosition(f"{FLAT} 1 A:siren,B:aeolus 1 -").legal_turns()) == 8  # revised: Siren alone
    r = RefPosition(f"{FLAT} 1 A:siren,B:aeolus 1 -")
    r.play("=n")
    assert r.sfen() == f"{FLAT} 1 A:siren[n],B:aeolus 1 -" and len(r.legal_turns()) == 300


@pytest.mark.parametrize(("text", "expected"), [
    # The empty board's seat to move is the start seat; the first seat from it with a token
    # to orient acts, and first:K names a start seat other than seat 1.
    (f"{FLAT} 1 A:pan,B:siren 1 -", f"{FLAT} 2 A:pan,B:siren 1 -"),
    (f"{FLAT} 2 A:siren,B:pan 1 -", f"{FLAT} 1 A:siren,B:pan 1 first:2"),
    (f"{FLAT} 2 A:pan,B:siren 1 first:2", f"{FLAT} 2 A:pan,B:siren 1 first:2"),
    (f"{FLAT} 2 A:pan,B:siren,C:mortal 1 first:3", f"{FLAT} 2 A:pan,B:siren,C:mortal 1 first:3"),
])
def test_setup_orientation_start_seat(text: str, expected: str) -> None:
    position = RefPosition(text)
    assert position.sfen() == expected and position.legal_turns()[0] == "=e"
    start = int(expected.split()[-1][-1]) if "first:" in expected else 1
    position.play("=n")
    assert position.sfen().split()[1] == str(start)


def test_setup_orientation_turns_parse() -> None:
    p = RefPosition(f"{FLAT} 2 A:pan,B:siren 1 -")
    assert [format_token(t) for t in p.turns()] == p.legal_turns()


@pytest.mark.parametrize(("text", "rulings"), [
    (f"{FLAT} 2 A:siren,B:aeolus 1 -", ORIGINAL),  # seat 1 before seat 2
    (f"{FLAT} 1 A:siren,B:aeolus 1 first:2", ORIGINAL),  # from start seat 2, seat 2 orients first
    (f"{FLAT} 2 A:pan,B:siren 1 first:3", frozenset()),  # no seat 3
    (f"{FLAT} 1 A:pan,B:siren 1 first:2", frozenset()),  # the start seat is written for an orienting seat
    (f"{FLAT} 1 A:pan,B:mortal 1 first:2", frozenset()),  # nobody orients
    (f"{FLAT} 2 A:pan,B:siren 1 first:1,first:2", frozenset()),  # two start seats
    ("00000/000B00/00A00A0/000B00/00000 1 A:siren,B:mortal 3 -", frozenset()),  # placed, no Song
    ("00000/00000/00A00A0/00000/00000 2 A:mortal,B:siren 1 -", frozenset()),  # A placed, no Song
    ("00000/000B00/00A00A0/000B00/00000 1 A:aeolus,B:mortal 3 -", ORIGINAL),  # original wind missing
    (f"{FLAT} 1 A:aeolus[n],B:mortal 1 -", frozenset()),  # revised wind before placement
    ("00000/00000/00A00A0/00000/00000 2 A:aeolus[n],B:mortal 1 -", frozenset()),  # nor before every side
    (f"{FLAT} 1 A:siren[off],B:mortal 1 -", frozenset()),
    (f"{FLAT} 1 A:siren[c3],B:mortal 1 -", frozenset()),
    ("00000/000B00/00A00A0/000B00/00000 1 A:aeolus[north],B:mortal 3 -", frozenset()),
])
def test_bad_direction_states_and_orders(text: str, rulings: frozenset[str]) -> None:
    with pytest.raises(SfenError):
        RefPosition(text, rulings)


@pytest.mark.parametrize("text", [
    f"{FLAT} 1 A:mortal,B:mortal 1 fleece:aeolus",
    f"{FLAT} 1 A:mortal,B:mortal 1 fleece:siren",
])
def test_direction_gods_unsupported_on_the_fleece(text: str) -> None:
    with pytest.raises(UnsupportedError):
        RefPosition(text)


@pytest.mark.parametrize("text", [f"{FLAT} 2 A:circe,B:siren 1 -", f"{FLAT} 1 A:aeolus,B:circe 1 -"])
def test_direction_gods_play_against_circe(text: str) -> None:
    """Circe takes the power with its token as it stands (docs/golden-fleece-gods.md)."""
    assert RefPosition(text).sfen() == text


def test_direction_states_round_trip_and_placement_after_orientation() -> None:
    for text, rulings in [
        ("00000/000B00/00A00A0/000B00/00000 2 A:aeolus[sw],B:siren[e] 3 -", frozenset()),
        ("00000/000B00/00A00A0/000B00/00000 2 A:aeolus[sw],B:siren[e] 3 -", ORIGINAL),
        ("00000/000B00/00A00A0/000B00/00000 1 A:aeolus,B:siren[e] 3 -", frozenset()),
        (f"{FLAT} 2 A:siren[s],B:pan 1 -", frozenset()),
        ("00000/00000/00A00A0/00000/00000 2 A:siren[n],B:aeolus[w] 1 -", ORIGINAL),
    ]:
        assert RefPosition(text, rulings).sfen() == text


def direction_game(seats: str, rulings: frozenset[str], rng: random.Random, plies: int) -> None:
    """A random game from the empty board (setup orientations, placements, turns): every SFEN
    reads back the same under the rulings, the turns are sorted and distinct."""
    gods = [seat.split(":")[1] for seat in seats.split(",")]
    orienting = [i for i, god in enumerate(gods) if god == "siren" or (god == "aeolus" and rulings)]
    p = RefPosition(f"{FLAT} {orienting[0] + 1 if orienting else 1} {seats} 1 -", rulings)
    for _ in range(plies):
        if p.is_over():
            break
        text = p.sfen()
        assert RefPosition(text, rulings).sfen() == text
        turns = p.legal_turns()
        assert turns == sorted(turns) and len(turns) == len(set(turns))
        p.play(rng.choice(turns))
    assert RefPosition(p.sfen(), rulings).sfen() == p.sfen()


@pytest.mark.parametrize("rulings", [frozenset(), ORIGINAL], ids=["revised", "original"])
@pytest.mark.parametrize("seats", [
    "A:aeolus,B:siren", "A:siren,B:aeolus", "A:hippolyta,B:aeolus", "A:siren,B:minotaur", "A:iris,B:aeolus",
    "A:aeolus,B:siren,C:hades", "A:persephone,B:mortal,C:siren", "A:aeolus,B:siren,A:athena,B:mortal",
    "A:mortal,B:aeolus,A:siren,B:apollo",
])
def test_random_direction_games(seats: str, rulings: frozenset[str]) -> None:
    rng = random.Random(f"{seats}{sorted(rulings)}")
    for _ in range(2):
        direction_game(seats, rulings, rng, 18)


#: Aeolus' and Siren's tables (tests/data/make_perft_aeolus_siren.py) and the rulings their rows
#: are counted with.
DIRECTION_TABLES = {
    f"perft-{god}{suffix}.tsv": (god, rulings)
    for god in DIRECTION_GODS
    for suffix, rulings in (("", frozenset()), ("-multiplayer", frozenset()), ("-original", ORIGINAL))
}


@pytest.mark.parametrize(("name", "god", "rulings"), [(name, *value) for name, value in DIRECTION_TABLES.items()])
def test_direction_tables_rows_show_the_god(name: str, god: str, rulings: frozenset[str]) -> None:
    rows = perft_table(name)
    least = {"-multiplayer": 10, "-original": 15}.get(name[len(f"perft-{god}"):-len(".tsv")], 60)
    assert len(rows) >= least
    for text, counts in rows:
        p = RefPosition(text, rulings)
        assert god in p.gods and p.sfen() == text, text
        assert len(counts) >= 2 and p.perft(1) == counts[0] == len(p.legal_turns()), text
    if "multiplayer" not in name:  # setup rows: an orientation or a placement before the first turn
        assert any(not RefPosition(text, rulings).workers or text.split()[3] == "1" for text, _ in rows)


@pytest.mark.parametrize(("name", "god", "rulings"), [(name, *value) for name, value in DIRECTION_TABLES.items()])
def test_direction_tables_depth_2_sample(name: str, god: str, rulings: frozenset[str]) -> None:
    rows = perft_table(name)
    for text, counts in rows[1::max(len(rows) // 6, 1)]:
        assert RefPosition(text, rulings).perft(2) == counts[1], text


@pytest.mark.parametrize(("name", "god", "rulings"), [(name, *value) for name, value in DIRECTION_TABLES.items()])
def test_direction_tables_depth_3_cheapest_row(name: str, god: str, rulings: frozenset[str]) -> None:
    deep = [(counts[2], text) for text, counts in perft_table(name) if len(counts) > 2]
    if deep:
        count, text = min(deep)
        assert RefPosition(text, rulings).perft(3) == count, text


@pytest.mark.slow
@pytest.mark.parametrize(("name", "god", "rulings"), [(name, *value) for name, value in DIRECTION_TABLES.items()])
def test_direction_tables_depth_2_all(name: str, god: str, rulings: frozenset[str]) -> None:
    for text, counts in perft_table(name):
        assert RefPosition(text, rulings).perft(2) == counts[1], text


# --------------------------------------------------------------------------- Clio (33)
# gods.md §3.3 (33) and the rules fixed with the core (santorini.reference.gods_golden_fleece):
# three coins, one on each of her first three blocks; a build on a coin removes it from the
# game; to every opponent a coin square is a dome with nothing else on it, her worker on it out
# of reach; state clio[b2,c3,x].

CLIO_TABLES = ("perft-clio.tsv", "perft-clio-multiplayer.tsv", "perft-clio-targets.tsv")


def clio_pos(workers: dict[str, str], heights: dict[str, int] | None = None, domes: Iterable[str] = (), *,
             seats: str, to_move: int = 1) -> RefPosition:
    return RefPosition(sfen(workers, heights, domes, to_move=to_move, seats=seats, round_number=5))


def test_clio_is_listed_apart_and_plays_with_two_and_three_players() -> None:
    assert SUPPORTED_COIN_GODS == {"clio"} and not SUPPORTED_COIN_GODS & SUPPORTED_GODS
    assert "clio" not in SUPPORTED_DIRECTION_GODS and "clio" not in RESTRICTING_POWERS
    assert RefPosition(f"{FLAT} 1 A:clio,B:mortal,C:pan 1 -").legal_turns()
    for text in (f"{FLAT} 1 A:clio,B:mortal,A:pan,B:apollo 1 -",  # 2 and 3 players only
                 f"{FLAT} 1 A:clio,B:circe 1 -", f"{FLAT} 1 A:circe,B:clio 1 -",  # an official ban
                 f"{FLAT} 1 A:mortal,B:mortal 1 fleece:clio"):  # no Golden Fleece icon
        with pytest.raises(UnsupportedError):
            RefPosition(text)


@pytest.mark.parametrize(("state", "canonical"), [
    ("c3", "c3"), ("x", "x"), ("c3,b2,x", "b2,c3,x"), ("x,b2", "b2,x"), ("x,x,x", "x,x,x"), ("e5,a1,b2", "a1,b2,e5"),
])
def test_clio_state_round_trips_in_ascii_order(state: str, canonical: str) -> None:
    workers = {"b2": "A", "d4": "A", "a5": "B", "e1": "B"}
    heights = {"a1": 1, "b2": 1, "c3": 2, "e5": 3}
    text = sfen(workers, heights, seats=f"A:clio[{state}],B:mortal")
    p = RefPosition(text)
    assert p.sfen() == text.replace(f"[{state}]", f"[{canonical}]")
    assert p.sfen().split()[0] == board(workers, heights)  # the board shows no dome for a coin
    assert RefPosition(p.sfen()).sfen() == p.sfen()


@pytest.mark.parametrize("seats", [
    "A:clio[a1,b2,c3,x],B:mortal",  # four coins
    "A:clio[x,x,x,x],B:mortal",
    "A:clio[b2,b2],B:mortal",  # one square twice
    "A:clio[],B:mortal", "A:clio[y],B:mortal", "A:clio[B2],B:mortal", "A:clio[b2;c3],B:mortal", "A:clio[f1],B:mortal",
    "A:clio[b2,],B:mortal", "A:clio[xx],B:mortal",
    "A:clio[d2],B:mortal",  # a dome
    "A:clio[e3],B:mortal",  # height 0
    "A:clio[a5],B:mortal",  # under B's worker
    "A:clio[b2],B:clio[b2]",  # two coins on one square
    "A:clio[c3],B:europa[c3]",  # the Talus on a coin
    "A:mortal[c3],B:mortal", "A:apollo[c3],B:mortal",  # no state for them
])
def test_clio_bad_states_are_sfen_errors(seats: str) -> None:
    workers = {"b2": "A", "d4": "A", "a5": "B", "e1": "B"}
    with pytest.raises(SfenError):
        RefPosition(sfen(workers, {"a1": 1, "b2": 1, "c3": 1, "d2": 1, "a5": 1}, ["d2"], seats=seats))


def test_clio_coin_under_her_own_worker_and_eliminated_seat_without_state() -> None:
    workers = {"b2": "A", "d4": "A", "a5": "B", "e1": "B"}
    assert RefPosition(sfen(workers, {"b2": 1}, seats="A:clio[b2],B:mortal")).sfen().split()[2] == "A:clio[b2],B:mortal"
    with pytest.raises(SfenError):
        RefPosition(sfen({"b2": "A", "d4": "A", "a5": "B", "e1": "B"}, {"c3": 1}, to_move=1,
                         seats="A:mortal,B:mortal,-C:clio[c3]"))


def test_clio_coins_follow_her_blocks_then_the_card_is_empty() -> None:
    # A: b3 d3, B: c4 c2 on the flat board.
    p = RefPosition("00000/000B00/00A00A0/000B00/00000 1 A:clio,B:mortal 2 -")
    states = []
    for token in ("b3-b4^a5", "c2-c1^b1", "d3-e3^e4", "c1-c2^c1", "e3-d3^e3", "c2-c1^c2", "d3-d2^d3", "c1-b1^c1",
                  "b4-a4^a5"):
        p.play(token)
        states.append(p.sfen().split()[2].split(",B:")[0])
    assert states == ["A:clio[a5]", "A:clio[a5]", "A:clio[a5,e4]", "A:clio[a5,e4]", "A:clio[a5,e3,e4]",
                      "A:clio[a5,e3,e4]", "A:clio[a5,e3,e4]", "A:clio[a5,e3,e4]",  # the fourth block: no coin
                      "A:clio[e3,e4,x]"]  # her block on a5 removes its coin, none is left on her card


def test_clio_coins_bind_only_her_opponents_in_a_mirror_game() -> None:
    # A's coin on c3, B's on d3 (level 1): each may enter and build on its own, not the other's.
    workers = {"c2": "A", "a5": "A", "d2": "B", "e5": "B"}
    seats = "A:clio[c3],B:clio[d3]"
    a = clio_pos(workers, {"c3": 1, "d3": 1}, seats=seats)
    assert {"c2-c3^c2", "c2-b3^c3"} <= set(a.legal_turns())
    assert not [t for t in a.legal_turns() if "d3" in t]
    b = clio_pos(workers, {"c3": 1, "d3": 1}, seats=seats, to_move=2)
    assert {"d2-d3^d2", "d2-e3^d3"} <= set(b.legal_turns())
    assert not [t for t in b.legal_turns() if "c3" in t]


#   5 . . . . .      A's c3 stands on her coin (level 2 for Theseus, else level 1); her b3 (no
#   4 . . . . .      coin, same level) is the control: each power reaches b3 and never c3.
#   3 . A A . .
#   2 . B . . .
#   1 . . . . B
#     a b c d e
@pytest.mark.parametrize(("seats", "heights", "reach", "never"), [
    ("A:clio[c3],B:theseus", {"c3": 2, "b3": 2}, "xb3", "xc3"),
    ("A:clio[c3],B:odysseus", {"c3": 1, "b3": 1}, ">b3>", ">c3"),
    ("A:clio[c3],B:scylla", {"c3": 1, "b3": 1}, ">b3", ">c3"),
    ("A:clio[c3],B:siren[n]", {"c3": 1, "b3": 1}, ">b3", ">c3"),
    ("A:clio[c3],B:medea", {"c3": 1, "b3": 1}, "_b3", "_c3"),
    ("A:clio[c3],B:adonis", {"c3": 1, "b3": 1}, "~b3", "~c3"),
    ("A:clio[c3],B:apollo", {"c3": 1, "b3": 1}, "b2-b3", "-c3"),
    ("A:clio[c3],B:minotaur", {"c3": 1, "b3": 1}, "b2-b3", "-c3"),
    ("A:clio[c3],B:charon", {"c3": 1, "b3": 1}, "b2>b3", ">c3"),
    ("A:clio[c3],B:iris", {"c3": 1, "b3": 1}, "b2-b4", "b2-d4"),
])
def test_clio_worker_on_a_coin_is_out_of_reach(seats: str, heights: dict[str, int], reach: str, never: str) -> None:
    p = clio_pos({"c3": "A", "b3": "A", "b2": "B", "e1": "B"}, heights, seats=seats, to_move=2)
    turns = p.legal_turns()
    assert any(reach in t for t in turns), turns
    assert not any(never in t for t in turns)


@pytest.mark.parametrize(("seats", "never"), [
    ("A:clio[c3],B:ares", "_c3"),  # no block taken off a coin square
    ("A:clio[c3],B:polyphemus", "c3"),  # no dome on it
    ("A:clio[c3],B:asteria", "c3"),
    ("A:clio[c3],B:europa", "@c3"),  # no Talus on it
    ("A:clio[c3],B:atlas", "c3"),
    ("A:clio[c3],B:zeus", "c3"),
    ("A:clio[c3],B:hermes", "c3"),
    ("A:clio[c3],B:triton", "c3"),
    ("A:clio[c3],B:urania", "c3"),
])
def test_clio_coin_square_is_closed_to_every_opponent_power(seats: str, never: str) -> None:
    # B's d2 (level 2: Asteria moves down from it) and d4 next to the coin on c3 (level 1); A's
    # workers far away on a1 and a5. The same position with A mortal reaches c3.
    p = clio_pos({"a1": "A", "a5": "A", "d2": "B", "d4": "B"}, {"c3": 1, "d2": 2, "d3": 1}, seats=seats, to_move=2)
    turns = p.legal_turns()
    assert turns
    assert not any(never in t for t in turns)
    mortal = clio_pos({"a1": "A", "a5": "A", "d2": "B", "d4": "B"}, {"c3": 1, "d2": 2, "d3": 1},
                      seats="A:mortal," + seats.split(",")[1], to_move=2)
    assert any(never in t for t in mortal.legal_turns())  # the same position without Clio reaches it


def test_clio_urania_does_not_wrap_onto_a_coin() -> None:
    p = clio_pos({"c3": "A", "c5": "A", "a3": "B", "b1": "B"}, {"e3": 1, "e2": 1}, seats="A:clio[e3],B:urania",
                 to_move=2)
    turns = p.legal_turns()
    assert any(t.startswith("a3-e2") for t in turns)
    assert not any(t.startswith("a3-e3") or t.endswith("^e3") for t in turns)


def test_clio_dionysus_extra_turn_never_starts_on_or_enters_a_coin() -> None:
    # Dionysus (B) takes an extra turn with a worker of A: not her c3 on her coin, and her b3 may
    # neither enter nor build on the coin c4 (a dome on his turn).
    p = clio_pos({"c3": "A", "b3": "A", "e1": "B", "e5": "B"}, {"c3": 1, "c4": 1},
                 seats="A:clio[c3,c4],B:dionysus[1]", to_move=2)
    turns = p.legal_turns()
    assert "pass" in turns and any(t.startswith("b3-") for t in turns)
    assert not any(t.startswith("c3") or "c4" in t or "c3" in t for t in turns)
    p.play("b3-b4^a5")  # the worker Dionysus moved builds a block: no coin (not her turn)
    assert p.sfen().split()[2] == "A:clio[c3,c4],B:dionysus"


def test_clio_bia_removal_leaves_her_worker_on_a_coin_three_players() -> None:
    # C's Bia e3-e4 removes A's e5; A keeps her c3 on her coin: she is not eliminated.
    p = clio_pos({"c3": "A", "e5": "A", "a1": "B", "b5": "B", "e3": "C", "a3": "C"}, {"c3": 1},
                 seats="A:clio[c3],B:pan,C:bia", to_move=3)
    p.play("e3-e4^e3")
    assert p.sfen().split()[2] == "A:clio[c3],B:pan,C:bia"
    assert p.workers_of("A") == [square_index("c3")]


def test_clio_opponents_limits_bind_her_worker_on_a_coin() -> None:
    # Hypnus freezes her highest worker (c3 on her coin, level 1); Limus keeps her blocks away.
    hypnus = clio_pos({"c3": "A", "e5": "A", "a5": "B", "e1": "B"}, {"c3": 1}, seats="A:clio[c3],B:hypnus")
    assert not any(t.startswith("c3") for t in hypnus.legal_turns())
    limus = clio_pos({"c3": "A", "e5": "A", "a5": "B", "b4": "B"}, {"c3": 1}, seats="A:clio[c3],B:limus")
    assert not any(t.endswith(("^b3", "^c4", "^a4")) for t in limus.legal_turns())


def test_clio_chronus_dome_on_her_coin_is_a_tower_the_coin_is_gone() -> None:
    # Four complete towers; her dome on c2 (level 3, her coin) makes the fifth: Chronus wins,
    # and the coin left the game with the build.
    p = clio_pos({"c3": "A", "e3": "A", "a4": "B", "e4": "B"}, {"a1": 3, "a2": 3, "b1": 3, "e5": 3, "c2": 3},
                 ["a1", "a2", "b1", "e5"], seats="A:clio[c2],B:chronus")
    p.play("c3-d3^c2")
    assert p.sfen().split()[2] == "A:clio[x],B:chronus#"


@pytest.mark.parametrize("players", [2, 3])
def test_clio_random_games_round_trip(players: int) -> None:
    random_games_round_trip("clio", players, ["apollo", "minotaur", "bia", "charon", "athena", "europa", "iris",
                                              "siren", "ares", "hera"], 30, games=3)


def test_clio_tables_rows_show_her_coins() -> None:
    rows = perft_table(CLIO_TABLES[0])
    multi = perft_table(CLIO_TABLES[1])
    assert len(rows) >= 60 and len(multi) >= 10
    on_coin = near = 0
    for text, counts in rows + multi:
        p = RefPosition(text)
        assert "clio" in p.gods and p.sfen() == text, text
        assert len(counts) >= 2 and p.perft(1) == counts[0] == len(p.legal_turns()), text
        coins = {sq for seat, god in enumerate(p.gods) if god == "clio" for sq in p.coins[seat]}
        on_coin += bool(coins & set(p.workers))
        clio_sides = {side for side, god in zip(p.sides, p.gods) if god == "clio"}
        near += any(p.side_of(n) not in (None, *clio_sides) for sq in coins for n in neighbours(sq))
    assert on_coin >= 5 and near >= 10
    assert all(RefPosition(text).players == 3 for text, _ in multi)


def test_clio_targets_table_rows_hide_her_workers_from_medusa_and_the_maenads() -> None:
    # perft-clio-targets.tsv (make_perft_clio_targets.py): Clio against Medusa and the Maenads,
    # both seat orders, and 3 players with a third seat in play; most rows have a Clio worker on
    # her coin (next to one of theirs in many), which their end-of-turn powers never take.
    rows = perft_table(CLIO_TABLES[2])
    two = [RefPosition(text) for text, _ in rows if RefPosition(text).players == 2]
    three = [RefPosition(text) for text, _ in rows if RefPosition(text).players == 3]
    assert len(two) >= 20 and len(three) >= 5
    assert {tuple(p.gods) for p in two} == {("clio", "medusa"), ("medusa", "clio"), ("clio", "maenads"),
                                            ("maenads", "clio")}
    assert all(not any(p.eliminated) for p in three)
    on_coin = near = 0
    for text, counts in rows:
        p = RefPosition(text)
        assert "clio" in p.gods and {"medusa", "maenads"} & set(p.gods) and p.sfen() == text, text
        assert len(counts) >= 2 and p.perft(1) == counts[0] == len(p.legal_turns()), text
        clio = p.sides[p.gods.index("clio")]
        targeters = {side for side, god in zip(p.sides, p.gods) if god in ("medusa", "maenads")}
        hidden = [sq for sq in p.coins[p.gods.index("clio")] if p.side_of(sq) == clio]
        on_coin += bool(hidden)
        near += any(p.side_of(n) in targeters for sq in hidden for n in neighbours(sq))
    assert on_coin >= 20 and near >= 12


@pytest.mark.parametrize("name", CLIO_TABLES)
def test_clio_tables_depth_2_sample(name: str) -> None:
    rows = perft_table(name)
    for text, counts in rows[1::max(len(rows) // 6, 1)]:
        assert RefPosition(text).perft(2) == counts[1], text


@pytest.mark.parametrize("name", CLIO_TABLES)
def test_clio_tables_depth_3_cheapest_row(name: str) -> None:
    deep = [(counts[2], text) for text, counts in perft_table(name) if len(counts) > 2]
    if deep:
        count, text = min(deep)
        assert RefPosition(text).perft(3) == count, text


@pytest.mark.slow
@pytest.mark.parametrize("name", CLIO_TABLES)
def test_clio_tables_depth_2_all(name: str) -> None:
    for text, counts in perft_table(name):
        assert RefPosition(text).perft(2) == counts[1], text


# --------------------------------------------------------------------------- Harpies (38)
# gods.md §3.3 (38) and the rulings adopted (santorini.reference.gods_golden_fleece): after each
# move of a worker of a side opposing hers that did not win, the worker slides on in the move's
# direction while the next square is on the board, free and not higher; a force; the turn goes
# on from where it stops. The ruling scenarios are in test_god_rulings_golden_fleece.py.

HARPIES_TABLES = ("perft-harpies.tsv", "perft-harpies-multiplayer.tsv")


def test_harpies_plays_with_two_three_and_four_players_and_on_the_ram() -> None:
    assert "harpies" in SUPPORTED_GODS and "harpies" not in RESTRICTING_POWERS
    for text in (f"{FLAT} 1 A:harpies,B:mortal 1 -", f"{FLAT} 1 A:harpies,B:pan,C:apollo 1 -",
                 f"{FLAT} 1 A:harpies,B:pan,A:apollo,B:atlas 1 -", f"{FLAT} 1 A:mortal,B:mortal 1 fleece:harpies"):
        assert RefPosition(text).legal_turns()
    with pytest.raises(SfenError):
        RefPosition(f"{FLAT} 1 A:harpies[x],B:mortal 1 -")  # no state


#   5 . . . . .      B's c3 moves each of the eight ways on an empty board: each move slides on
#   4 . . . . A      to the edge. A's a2 and e4 stand on none of the eight lines, B's e1 on the
#   3 . . B . .      south-east one (it stands on b5 for that move).
#   2 A . . . .
#   1 . . . . B
#     a b c d e
@pytest.mark.parametrize(("move", "end"), [
    ("c3-c4", "c5"), ("c3-d4", "e5"), ("c3-d3", "e3"), ("c3-d2", "e1"), ("c3-c2", "c1"), ("c3-b2", "a1"),
    ("c3-b3", "a3"), ("c3-b4", "a5"),
])
def test_harpies_slide_goes_on_to_the_edge_every_way(move: str, end: str) -> None:
    workers = {"a2": "A", "e4": "A", "c3": "B", "e1": "B"}
    if end == "e1":
        workers = {"a2": "A", "e4": "A", "c3": "B", "b5": "B"}
    p = pos(workers, seats="A:harpies,B:mortal", to_move=2)
    build = next(t for t in p.legal_turns() if t.startswith(move + "^"))
    q = p.copy()
    q.play(build)
    assert q.side_of(square_index(end)) == "B", (build, q.sfen())
    assert q.side_of(square_index(move[-2:])) is None or move[-2:] == end


def test_harpies_aphrodite_charm_is_judged_where_the_slide_ends() -> None:
    # Four players, A = Harpies and Aphrodite. B's b2 is charmed (next to A's c3). b2-c2 would
    # end next to c3, but slides on to e2: illegal. b2-b1 and b2-a2 stop at the edge, next to
    # A's a1: legal. Without Harpies (seat 1 mortal) b2-c2 is legal.
    workers = {"c3": "A", "a1": "A", "b2": "B", "e5": "B"}
    p = pos(workers, seats="A:harpies,B:mortal,A:aphrodite,B:mortal", to_move=2)
    turns = p.legal_turns()
    assert any(t.startswith("b2-b1^") for t in turns) and any(t.startswith("b2-a2^") for t in turns)
    assert not any(t.startswith(("b2-c2", "b2-b3", "b2-c1")) for t in turns)
    mortal = pos(workers, seats="A:mortal,B:mortal,A:aphrodite,B:mortal", to_move=2)
    assert any(t.startswith("b2-c2^") for t in mortal.legal_turns())


def test_harpies_medusa_petrifies_from_where_the_slide_ends() -> None:
    # Medusa's b2 (1) moves to c3 (1) and slides to d4 (1), stopped by e5 (2): at the end of her
    # turn A's e4 (0) next to d4 is petrified. Against a mortal A she would stay on c3.
    workers = {"e4": "A", "e1": "A", "b2": "B", "a5": "B"}
    heights = {"b2": 1, "c3": 1, "d4": 1, "e5": 2}
    p = pos(workers, heights, seats="A:harpies,B:medusa", to_move=2)
    assert after(p, "b2-c3^c4") == sfen({"e1": "A", "d4": "B", "a5": "B"}, {**heights, "c4": 1, "e4": 1},
                                        seats="A:harpies,B:medusa", round_number=4)
    mortal = pos(workers, heights, seats="A:mortal,B:medusa", to_move=2)
    assert after(mortal, "b2-c3^c4") == sfen({"e4": "A", "e1": "A", "c3": "B", "a5": "B"}, {**heights, "c4": 1},
                                             seats="A:mortal,B:medusa", round_number=4)


def test_harpies_power_held_by_circe_slides_the_harpies_seat() -> None:
    # Circe holds Harpies' power (B's workers a5 and e1 are apart): B plays as a mortal and its
    # moves slide; Circe's own moves do not.
    workers = {"b2": "A", "d1": "A", "a5": "B", "e1": "B"}
    b = pos(workers, seats="A:circe[harpies],B:harpies", to_move=2, round_number=3)
    assert after(b, "e1-e2^e4") == sfen({"b2": "A", "d1": "A", "a5": "B", "e5": "B"}, {"e4": 1},
                                        seats="A:circe[harpies],B:harpies", round_number=4)
    a = pos(workers, seats="A:circe[harpies],B:harpies")
    assert after(a, "b2-c3^b2") == sfen({"c3": "A", "d1": "A", "a5": "B", "e1": "B"}, {"b2": 1},
                                       seats="A:circe[harpies],B:harpies", to_move=2, round_number=3)


@pytest.mark.parametrize(("seats", "max_steps"), [
    ("A:artemis,B:harpies", 4), ("A:prometheus,B:harpies", 4), ("A:castor,B:harpies", 4),
    ("A:terpsichore,B:harpies", 5), ("A:apollo,B:harpies", 3),
    ("A:minotaur,B:harpies", 3), ("A:urania,B:harpies", 3), ("A:iris,B:harpies", 3), ("A:bia,B:harpies", 3),
])
def test_harpies_listed_turns_are_the_canonical_spellings(seats: str, max_steps: int) -> None:
    from test_reference_advanced import BOXED
    p = RefPosition(f"{BOXED} 1 {seats} 4 -")
    assert p.legal_turns() == sorted(canonical_by_brute_force(p, max_steps))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_harpies_random_games_round_trip(players: int) -> None:
    random_games_round_trip("harpies", players, ["apollo", "minotaur", "artemis", "athena", "bia", "charon", "iris",
                                                 "pan", "hera", "urania", "pegasus", "castor"], 30, games=3)


def test_harpies_tables_rows_show_her_slide() -> None:
    rows = perft_table(HARPIES_TABLES[0])
    multi = perft_table(HARPIES_TABLES[1])
    assert len(rows) >= 60 and len(multi) >= 10
    for text, counts in rows + multi:
        p = RefPosition(text)
        assert "harpies" in (p.power(seat) for seat in range(p.players)) and p.sfen() == text, text
        assert len(counts) >= 2 and p.perft(1) == counts[0] == len(p.legal_turns()), text
    assert {RefPosition(text).players for text, _ in multi} == {3, 4}
    opponents = {god for text, _ in rows for god in RefPosition(text).gods} - {"harpies"}
    assert len(opponents) >= 40 and not opponents & {"hermes", "triton", "maenads"}


@pytest.mark.parametrize("name", HARPIES_TABLES)
def test_harpies_tables_depth_2_sample(name: str) -> None:
    rows = perft_table(name)
    for text, counts in rows[1::max(len(rows) // 6, 1)]:
        assert RefPosition(text).perft(2) == counts[1], text


@pytest.mark.parametrize("name", HARPIES_TABLES)
def test_harpies_tables_depth_3_cheapest_row(name: str) -> None:
    deep = [(counts[2], text) for text, counts in perft_table(name) if len(counts) > 2]
    if deep:
        count, text = min(deep)
        assert RefPosition(text).perft(3) == count, text


@pytest.mark.slow
@pytest.mark.parametrize("name", HARPIES_TABLES)
def test_harpies_tables_depth_2_all(name: str) -> None:
    for text, counts in perft_table(name):
        assert RefPosition(text).perft(2) == counts[1], text
