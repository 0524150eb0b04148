"""The reference oracle with three Golden Fleece gods - Hades, Terpsichore and Urania (gods.md
§3.3, 37, 44, 45): the torus, interactions the ruling scenarios (test_god_rulings_golden_fleece.py)
do not cover, canonical spellings re-derived by brute force, random games, and the perft
tables tests/data/perft-golden-fleece.tsv and perft-golden-fleece-multiplayer.tsv.
"""

from __future__ import annotations

import doctest
import random
from collections.abc import Iterable

import pytest

from conftest import perft_table
from santorini.errors import IllegalMoveError
from santorini.notation import square_index
from santorini.reference import SUPPORTED_GODS, RefPosition, gods_golden_fleece, neighbours
from santorini.reference.gods_golden_fleece import TORUS, adjacency
from santorini.reference.powers import RESTRICTING_POWERS
from test_reference_advanced import board, canonical_by_brute_force

GOLDEN_FLEECE = ["hades", "terpsichore", "urania"]
TABLES = ("perft-golden-fleece.tsv", "perft-golden-fleece-multiplayer.tsv")


def pos(workers: dict[str, str], heights: dict[str, int] | None = None, domes: Iterable[str] = (), *,
        to_move: int = 1, seats: str = "A:mortal,B:mortal", round_number: int = 3) -> RefPosition:
    return RefPosition(f"{board(workers, heights, domes)} {to_move} {seats} {round_number} -")


def names(squares: Iterable[int]) -> set[str]:
    return {"abcde"[sq % 5] + str(sq // 5 + 1) for sq in squares}


def test_doctests() -> None:
    assert doctest.testmod(gods_golden_fleece).failed == 0


def test_supported() -> None:
    assert set(GOLDEN_FLEECE) <= SUPPORTED_GODS
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
    rng = random.Random(f"{god}{players}")
    others = ["mortal", "apollo", "athena", "minotaur", "artemis", "hera", "persephone"]
    for _ in range(2):
        names_ = [god, *rng.sample(others, players - 1)]
        rng.shuffle(names_)
        seats = ",".join(f"{side}:{name}" for side, name in zip({2: "AB", 3: "ABC", 4: "ABAB"}[players], names_))
        p = RefPosition(f"00000/00000/00000/00000/00000 {rng.randint(1, players)} {seats} 1 -")
        plies = 0
        while not p.is_over() and plies < 24:
            text = p.sfen()
            assert RefPosition(text).sfen() == text
            turns = p.legal_turns()
            assert turns == sorted(turns) and len(turns) == len(set(turns))
            p.play(rng.choice(turns))
            plies += 1
        assert RefPosition(p.sfen()).sfen() == p.sfen()


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
