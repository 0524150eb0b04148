"""The reference oracle's Heroes - Achilles, Bellerophon, Medea and Odysseus (gods.md §3.4, 46,
49, 52, 53; §2A): ruling scenarios written from the project's rulings (the decisions in the
docstrings of santorini.reference.position and santorini.reference.heroes), canonical
spellings re-derived by brute force, and the perft tables tests/data/perft-heroes.tsv and
perft-heroes-original.tsv (tests/data/make_perft_heroes.py).
"""

from __future__ import annotations

import doctest
from collections.abc import Iterable

import pytest

from conftest import perft_table
from santorini.errors import IllegalMoveError, SfenError, UnsupportedError
from santorini.reference import SUPPORTED_GODS, SUPPORTED_HEROES, RefPosition, heroes
from test_reference_advanced import after, board, canonical_by_brute_force

HEROES = ["achilles", "bellerophon", "medea", "odysseus"]
ORIGINAL = frozenset({"revised-text"})  # the ruling key whose alternative is the original text


def pos(workers: dict[str, str], heights: dict[str, int] | None = None, domes: Iterable[str] = (), *,
        seats: str, to_move: int = 1, rulings: Iterable[str] = ()) -> RefPosition:
    return RefPosition(f"{board(workers, heights, domes)} {to_move} {seats} 5 -", rulings)


def seats_of(sfen: str) -> str:
    return sfen.split()[2]


def starting(p: RefPosition, prefix: str) -> set[str]:
    return {t for t in p.legal_turns() if t.startswith(prefix)}


def test_doctests() -> None:
    assert doctest.testmod(heroes).failed == 0


def test_heroes_are_listed_apart_from_the_gods() -> None:
    assert set(HEROES) == SUPPORTED_HEROES and not SUPPORTED_HEROES & SUPPORTED_GODS


# --------------------------------------------------------------------------- common rules


OPEN = {"b3": "A", "d3": "A", "c4": "B", "c2": "B"}


@pytest.mark.parametrize("hero", HEROES)
def test_spent_hero_plays_as_a_mortal(hero: str) -> None:
    heights = {"c3": 1, "b4": 2, "d4": 1, "b2": 1, "d2": 2}
    spent = pos(OPEN, heights, seats=f"A:{hero}[used],B:mortal")
    mortal = pos(OPEN, heights, seats="A:mortal,B:mortal")
    assert spent.legal_turns() == mortal.legal_turns()
    assert spent.perft(2) == mortal.perft(2)
    token = spent.legal_turns()[0]
    assert seats_of(after(spent, token)) == f"A:{hero}[used],B:mortal"


@pytest.mark.parametrize("hero", HEROES)
def test_unspent_hero_has_the_mortal_turns_and_more(hero: str) -> None:
    heights = {"c3": 1, "b4": 2, "d4": 1, "b2": 1, "d2": 2}
    unspent = pos(OPEN, heights, seats=f"A:{hero},B:mortal")
    mortal = pos(OPEN, heights, seats="A:mortal,B:mortal")
    assert set(mortal.legal_turns()) < set(unspent.legal_turns())
    for token in mortal.legal_turns():
        assert seats_of(after(unspent, token)) == f"A:{hero},B:mortal"  # no mark without the power
    for token in set(unspent.legal_turns()) - set(mortal.legal_turns()):
        assert seats_of(after(unspent, token)) == f"A:{hero}[used],B:mortal", token


@pytest.mark.parametrize("hero", HEROES)
def test_state_text(hero: str) -> None:
    text = f"{board(OPEN)} 1 A:{hero}[used],B:mortal 5 -"
    assert RefPosition(text).sfen() == text
    for bad in (f"A:{hero}[Used]", f"A:{hero}[1]", f"A:{hero}[^]", f"A:{hero}[]"):
        with pytest.raises(SfenError):
            RefPosition(f"{board(OPEN)} 1 {bad},B:mortal 5 -")
    with pytest.raises(SfenError):
        RefPosition(f"{board(OPEN)} 1 A:mortal[used],B:{hero} 5 -")  # only a hero has the mark
    with pytest.raises(SfenError):
        RefPosition(f"00000/00000/00000/00000/00000 1 A:{hero}[used],B:mortal 1 -")  # spent before placing


@pytest.mark.parametrize("hero", HEROES)
def test_two_players_only_and_no_circe(hero: str) -> None:
    with pytest.raises(UnsupportedError):
        RefPosition(f"00000/00000/00000/00000/00000 1 A:{hero},B:mortal,C:mortal 1 -")
    with pytest.raises(UnsupportedError):
        RefPosition(f"00000/00000/00000/00000/00000 1 A:mortal,B:{hero},A:mortal,B:mortal 1 -")
    with pytest.raises(UnsupportedError):
        RefPosition(f"{board(OPEN)} 1 A:circe,B:{hero} 5 -")
    with pytest.raises(UnsupportedError):
        RefPosition(f"{board(OPEN)} 1 A:{hero},B:circe 5 -")


def test_hero_against_hero() -> None:
    p = pos(OPEN, {"c3": 1}, seats="A:achilles,B:odysseus")
    p.play("b3^a3-a3^b3")
    assert seats_of(p.sfen()) == "A:achilles[used],B:odysseus"
    p.play("c4>d3>a1-b4^c4")  # B's Odysseus relocates A's d3
    assert seats_of(p.sfen()) == "A:achilles[used],B:odysseus[used]"


def test_dionysus_extra_turn_moves_a_hero_worker_without_its_power() -> None:
    # An extra turn is a plain move and build: no pre-build by B's Achilles worker, no mark.
    p = pos(OPEN, seats="A:dionysus[1],B:achilles")
    hero_turns = [t for t in p.legal_turns() if t.startswith(("c4", "c2"))]
    assert hero_turns and all(t[2] == "-" for t in hero_turns)
    assert seats_of(after(p, hero_turns[0])) == "A:dionysus,B:achilles"


# --------------------------------------------------------------------------- Achilles


#: A's a1 can only step to b1 (a2 and b2 domed); A's e5 is boxed in; B stays away.
ACHILLES_BOX = {"a1": "A", "e5": "A", "c5": "B", "e2": "B"}
BOX_DOMES = ["a2", "b2", "d5", "d4", "e4"]


def test_achilles_tokens_and_the_pre_build_on_the_square_moved_to() -> None:
    p = pos(ACHILLES_BOX, domes=BOX_DOMES, seats="A:achilles,B:mortal")
    assert p.legal_turns() == ["a1-b1^a1", "a1-b1^c1", "a1-b1^c2", "a1^b1-b1^a1", "a1^b1-b1^c1", "a1^b1-b1^c2"]
    moved = {"b1": "A", "e5": "A", "c5": "B", "e2": "B"}
    assert after(p, "a1^b1-b1^c1") == f"{board(moved, {'b1': 1, 'c1': 1}, BOX_DOMES)} 2 A:achilles[used],B:mortal 5 -"


def test_achilles_climbs_after_the_pre_build_unlike_prometheus() -> None:
    prometheus = pos(ACHILLES_BOX, domes=BOX_DOMES, seats="A:prometheus,B:mortal")
    assert "a1^b1-b1^a1" not in prometheus.legal_turns()
    achilles = pos(ACHILLES_BOX, domes=BOX_DOMES, seats="A:achilles,B:mortal")
    assert "a1^b1-b1^a1" in achilles.legal_turns()


def test_achilles_exchangeable_builds_are_one_turn_with_the_smaller_pre_build() -> None:
    p = pos(OPEN, seats="A:achilles,B:mortal")
    turns = set(p.legal_turns())
    # b3 -> a3: a2, a4, b2, b4 touch both squares, so both orders give one outcome.
    assert {"b3^a2-a3^b4", "b3^a2-a3^a4", "b3^b2-a3^b4"} <= turns
    assert not {"b3^b4-a3^a2", "b3^a4-a3^a2", "b3^b4-a3^b2"} & turns
    assert after(p, "b3^b4-a3^a2") == after(p, "b3^a2-a3^b4")
    # the pre-build on the square moved to, or the build back on the square left: one order only
    assert {"b3^a3-a3^b3", "b3^a3-a3^a2"} <= turns


def test_achilles_wins_by_climbing_onto_the_block_he_raised() -> None:
    p = pos({"b2": "A", "e5": "A", "a5": "B", "e1": "B"}, {"b2": 2, "c3": 2}, seats="A:achilles,B:mortal")
    turns = p.legal_turns()
    assert "b2^c3-c3" in turns and not any(t.startswith("b2^c3-c3^") for t in turns)
    assert seats_of(after(p, "b2^c3-c3")) == "A:achilles[used]#,B:mortal"
    assert seats_of(after(p, "b2-c3^c4")) == "A:achilles,B:mortal"  # the mortal turn: no mark


def test_achilles_athena_forbids_the_climb_onto_the_pre_build() -> None:
    p = pos(ACHILLES_BOX, domes=BOX_DOMES, seats="A:achilles,B:athena[^]")
    assert p.legal_turns() == ["a1-b1^a1", "a1-b1^c1", "a1-b1^c2"]


def test_achilles_persephone_does_not_bind_when_only_the_power_climbs() -> None:
    # Flat: a1 climbs only onto its own pre-build, so Persephone does not bind him.
    p = pos(ACHILLES_BOX, domes=BOX_DOMES, seats="A:achilles,B:persephone")
    assert len(p.legal_turns()) == 6


def test_achilles_persephone_binds_when_a_mortal_climb_exists() -> None:
    # b1 on level 1: a1-b1 climbs without the power. Then every climbing turn is legal, with
    # or without the pre-build, and the others are not.
    workers, heights, domes = {"a1": "A", "e5": "A", "c5": "B", "e2": "B"}, {"b1": 1}, ["a2", "d5", "d4", "e4"]
    free = pos(workers, heights, domes, seats="A:achilles,B:mortal").legal_turns()
    bound = pos(workers, heights, domes, seats="A:achilles,B:persephone").legal_turns()

    def climbs(token: str) -> bool:
        pre_build = token[3:5] if token[2] == "^" else None
        moved_to = token.split("-")[1][:2]
        return moved_to == "b1" or moved_to == pre_build

    assert bound == [t for t in free if climbs(t)]
    assert {"a1-b1^a1", "a1^b2-b2^a1", "a1^b2-b1^a1"} <= set(bound)
    assert "a1^b1-b2^a1" in free and "a1-b2^a1" in free  # no climb: not in bound
    with pytest.raises(IllegalMoveError):
        pos(workers, heights, domes, seats="A:achilles,B:persephone").play("a1^b1-b2^a1")


def test_achilles_limus_forbids_the_pre_build_next_to_her() -> None:
    # Limus on c2 touches b1 and c1: no block there, so no pre-build at all.
    workers = {"a1": "A", "e5": "A", "c2": "B", "e2": "B"}
    p = pos(workers, domes=BOX_DOMES, seats="A:achilles,B:limus")
    assert p.legal_turns() == ["a1-b1^a1"]
    # b1 on level 3 and b2 open: a dome on b1 is a pre-build she allows, a block on b2 is not;
    # from b2 the builds on b3, c1 and c3 are hers too.
    q = pos(workers, {"b1": 3}, ["a2", "d5", "d4", "e4"], seats="A:achilles,B:limus")
    assert starting(q, "a1^") == {"a1^b1-b2^a1", "a1^b1-b2^a3"}


def test_achilles_chronus_fifth_tower_by_the_pre_build_ends_the_turn() -> None:
    towers = {"a1": 3, "e1": 3, "a5": 3, "e5": 3, "c4": 3}
    p = pos({"b3": "A", "d2": "A", "c1": "B", "d5": "B"}, towers, ["a1", "e1", "a5", "e5"], seats="A:achilles,B:chronus")
    turns = p.legal_turns()
    assert "b3^c4" in turns and not any(t.startswith("b3^c4-") for t in turns)
    assert seats_of(after(p, "b3^c4")) == "A:achilles[used],B:chronus#"


# --------------------------------------------------------------------------- Bellerophon


#: A's a1 (level 0) may step to a2 (level 1) or, with the power, leap onto b1 (level 2).
LEAP = {"a1": "A", "e5": "A", "c5": "B", "e2": "B"}
LEAP_HEIGHTS = {"a2": 1, "b1": 2}


def test_bellerophon_leaps_two_levels_once() -> None:
    p = pos(LEAP, LEAP_HEIGHTS, ["b2", "d5", "d4", "e4"], seats="A:bellerophon,B:mortal")
    assert p.legal_turns() == ["a1-a2^a1", "a1-a2^a3", "a1-a2^b1", "a1-a2^b3",
                               "a1-b1^a1", "a1-b1^a2", "a1-b1^c1", "a1-b1^c2"]
    assert seats_of(after(p, "a1-b1^c1")) == "A:bellerophon[used],B:mortal"
    assert seats_of(after(p, "a1-a2^b1")) == "A:bellerophon,B:mortal"  # a climb of one spends nothing


def test_bellerophon_never_three_levels() -> None:
    p = pos(LEAP, {"a2": 3, "b1": 3}, ["b2", "d5", "d4", "e4"], seats="A:bellerophon,B:mortal")
    assert p.legal_turns() == []  # boxed in: a1 cannot climb three levels, e5 cannot move
    assert p.winner() == "B"


def test_bellerophon_leap_onto_level_3_wins() -> None:
    p = pos({"b2": "A", "e5": "A", "a5": "B", "e1": "B"}, {"b2": 1, "c3": 3}, seats="A:bellerophon,B:mortal")
    turns = p.legal_turns()
    assert "b2-c3" in turns and not any(t.startswith("b2-c3^") for t in turns)
    assert seats_of(after(p, "b2-c3")) == "A:bellerophon[used]#,B:mortal"
    spent = pos({"b2": "A", "e5": "A", "a5": "B", "e1": "B"}, {"b2": 1, "c3": 3}, seats="A:bellerophon[used],B:mortal")
    assert not any(t.startswith("b2-c3") for t in spent.legal_turns())


def test_bellerophon_hera_vetoes_the_leap_win_on_the_perimeter() -> None:
    p = pos({"b2": "A", "e5": "A", "c5": "B", "e1": "B"}, {"b2": 1, "a3": 3}, seats="A:bellerophon,B:hera")
    turns = p.legal_turns()
    assert "b2-a3" not in turns
    assert starting(p, "b2-a3") == {"b2-a3^a2", "b2-a3^a4", "b2-a3^b2", "b2-a3^b3", "b2-a3^b4"}
    assert seats_of(after(p, "b2-a3^a4")) == "A:bellerophon[used],B:hera"


def test_bellerophon_athena_forbids_the_leap() -> None:
    p = pos(LEAP, LEAP_HEIGHTS, ["b2", "d5", "d4", "e4"], seats="A:bellerophon,B:athena[^]")
    assert p.legal_turns() == []


def test_bellerophon_persephone() -> None:
    # Only the leap climbs (a2 on level 0 now): not bound, every turn legal.
    domes = ["b2", "d5", "d4", "e4"]
    free = pos(LEAP, {"b1": 2}, domes, seats="A:bellerophon,B:persephone")
    assert free.legal_turns() == pos(LEAP, {"b1": 2}, domes, seats="A:bellerophon,B:mortal").legal_turns()
    assert {"a1-a2^a1", "a1-b1^a1"} <= set(free.legal_turns())
    # a2 on level 1: a climb without the power binds him; the leap is a climb too, e5's step
    # to e4 (level 0, left open) is not.
    open_e4 = ["b2", "d5", "d4"]
    bound = pos(LEAP, LEAP_HEIGHTS, open_e4, seats="A:bellerophon,B:persephone").legal_turns()
    unbound = pos(LEAP, LEAP_HEIGHTS, open_e4, seats="A:bellerophon,B:mortal").legal_turns()
    assert any(t.startswith("e5-e4") for t in unbound)
    assert bound == [t for t in unbound if t.startswith("a1")] and len(bound) == 8


def test_bellerophon_hades_forbids_only_moving_down() -> None:
    # Every square around b2 (level 1) is lower but c3 (level 3): the leap, a win, is his only move.
    p = pos({"b2": "A", "e5": "A", "a5": "B", "e1": "B"}, {"b2": 1, "c3": 3}, seats="A:bellerophon,B:hades")
    turns = p.legal_turns()
    assert [t for t in turns if t.startswith("b2")] == ["b2-c3"]


# --------------------------------------------------------------------------- Medea


#: Medea (A) on c1 (level 0) and a3 (level 1); B on b2 (level 2, next to both) and e5 (level 1).
MEDEA = {"c1": "A", "a3": "A", "b2": "B", "e5": "B"}
MEDEA_HEIGHTS = {"a3": 1, "b2": 2, "e5": 1}


def test_medea_revised_removes_every_block_under_one_worker() -> None:
    p = pos(MEDEA, MEDEA_HEIGHTS, seats="A:medea,B:mortal")
    assert starting(p, "c1-d1^e1") == {"c1-d1^e1", "c1-d1^e1_b2_b2"}  # a3 does not touch d1
    assert starting(p, "a3-a4^a5") == {"a3-a4^a5", "a3-a4^a5_b2_b2"}  # b2 touches c1
    spelled = board({"d1": "A", "a3": "A", "b2": "B", "e5": "B"}, {"a3": 1, "e5": 1, "e1": 1})
    assert after(p, "c1-d1^e1_b2_b2") == f"{spelled} 2 A:medea[used],B:mortal 5 -"
    assert seats_of(after(p, "c1-d1^e1")) == "A:medea,B:mortal"


def test_medea_revised_her_own_worker_next_to_her_other_one() -> None:
    # d3 (level 0) climbs onto c3 (level 1), next to b3 (level 1): either may come down.
    p = pos({"b3": "A", "d3": "A", "a5": "B", "e1": "B"}, {"b3": 1, "c3": 1}, seats="A:medea,B:mortal")
    assert starting(p, "d3-c3^d3") == {"d3-c3^d3", "d3-c3^d3_b3", "d3-c3^d3_c3"}
    with pytest.raises(IllegalMoveError):
        p.copy().play("d3-c3^d3_b3_c3")  # one worker only


def test_medea_must_take_every_block() -> None:
    p = pos(MEDEA, MEDEA_HEIGHTS, seats="A:medea,B:mortal")
    with pytest.raises(IllegalMoveError):
        p.copy().play("c1-d1^e1_b2")


def test_medea_not_after_a_winning_move() -> None:
    p = pos({"b2": "A", "e5": "A", "c2": "B", "a5": "B"}, {"b2": 2, "c3": 3, "c2": 1}, seats="A:medea,B:mortal")
    assert starting(p, "b2-c3") == {"b2-c3"}
    assert seats_of(after(p, "b2-c3")) == "A:medea#,B:mortal"


def test_medea_removal_is_no_move_for_pan_nor_for_hades() -> None:
    # Pan's c2 drops from 2 to 0 under the spell: no Pan win, nobody moved.
    p = pos(MEDEA, {"a3": 1, "b2": 2}, seats="A:medea,B:pan")
    text = after(p, "c1-d1^e1_b2_b2")
    assert "#" not in seats_of(text) and RefPosition(text).winner() is None
    # Hades forbids moving down: the spell may still lower her own worker.
    q = pos({"b3": "A", "d3": "A", "a5": "B", "e1": "B"}, {"b3": 1, "c3": 1}, seats="A:medea,B:hades")
    assert "d3-c3^d3_b3" in q.legal_turns()


def test_medea_original_one_block_from_each_of_a_set_next_to_her_unmoved_worker() -> None:
    # Unmoved c3 (level 0) touches B's b2 (level 2) and d4 (level 1); the mover on a1 goes to a2.
    workers = {"a1": "A", "c3": "A", "b2": "B", "d4": "B"}
    p = pos(workers, {"b2": 2, "d4": 1}, seats="A:medea,B:mortal", rulings=ORIGINAL)
    assert starting(p, "a1-a2^a1") == {"a1-a2^a1", "a1-a2^a1_b2", "a1-a2^a1_b2_d4", "a1-a2^a1_d4"}
    assert after(p, "a1-a2^a1_d4_b2") == after(p, "a1-a2^a1_b2_d4")  # one effect: any order
    spelled = board({"a2": "A", "c3": "A", "b2": "B", "d4": "B"}, {"a1": 1, "b2": 1})
    assert after(p, "a1-a2^a1_b2_d4") == f"{spelled} 2 A:medea[used],B:mortal 5 -"
    with pytest.raises(IllegalMoveError):
        p.copy().play("a1-a2^a1_b2_b2")  # one block from under each
    # the revised text would take both of b2's blocks, from next to either worker
    revised = pos(workers, {"b2": 2, "d4": 1}, seats="A:medea,B:mortal")
    assert starting(revised, "a1-a2^a1") == {"a1-a2^a1", "a1-a2^a1_b2_b2", "a1-a2^a1_d4"}


def test_medea_original_the_mover_counts_and_a_lone_worker_has_no_power() -> None:
    # The mover climbs onto b3 (level 1) next to the unmoved c3: it may lose the block.
    p = pos({"a2": "A", "c3": "A", "e5": "B", "e1": "B"}, {"b3": 1}, seats="A:medea,B:mortal", rulings=ORIGINAL)
    assert starting(p, "a2-b3^a2") == {"a2-b3^a2", "a2-b3^a2_b3"}
    # a lone Medea worker: no unmoved worker, no power (the revised text still has one)
    lone = {"c3": "A", "b2": "B", "e5": "B"}
    original = pos(lone, {"b2": 1}, seats="A:medea,B:mortal", rulings=ORIGINAL)
    assert not any("_" in t for t in original.legal_turns())
    revised = pos(lone, {"b2": 1}, seats="A:medea,B:mortal")
    assert "c3-c2^c3_b2" in revised.legal_turns()


# --------------------------------------------------------------------------- Odysseus


#: Odysseus (A) on c3 and c1; B's b4 and d4 (alike) touch c3; every corner is free.
ODYSSEUS = {"c3": "A", "c1": "A", "b4": "B", "d4": "B"}
CORNER_NAMES = ["a1", "a5", "e1", "e5"]  # ASCII order


def relocation_prefixes(p: RefPosition, move_build: str) -> set[str]:
    """The relocations of the listed turns of the worker on c3 ending with ``move_build``."""
    return {t[2:-len(move_build)] for t in p.legal_turns() if t.startswith("c3>") and t.endswith(move_build)}


def test_odysseus_token_and_the_used_mark() -> None:
    p = pos(ODYSSEUS, seats="A:odysseus,B:mortal")
    assert "c3>d4>e5-c4^c5" in p.legal_turns()
    assert "c1>d4>e5-c2^c1" in p.legal_turns()  # either worker may then move
    assert after(p, "c3>d4>e5-c4^c5") == (
        f"{board({'c4': 'A', 'c1': 'A', 'b4': 'B', 'e5': 'B'}, {'c5': 1})} 2 A:odysseus[used],B:mortal 5 -")
    assert seats_of(after(p, "c3-c2^c3")) == "A:odysseus,B:mortal"


def test_odysseus_two_alike_workers_canonical_corners() -> None:
    p = pos(ODYSSEUS, seats="A:odysseus,B:mortal")
    singles = {f">{w}>{c}" for w in ("b4", "d4") for c in CORNER_NAMES}
    pairs = {f">b4>{x}>d4>{y}" for i, x in enumerate(CORNER_NAMES) for y in CORNER_NAMES[i + 1:]}
    assert relocation_prefixes(p, "-c2^c3") == singles | pairs  # 8 + 6
    assert after(p, "c3>b4>e5>d4>a1-c2^c3") == after(p, "c3>b4>a1>d4>e5-c2^c3")
    assert after(p, "c3>d4>e5>b4>a1-c2^c3") == after(p, "c3>b4>a1>d4>e5-c2^c3")
    with pytest.raises(IllegalMoveError):
        p.copy().play("c3>b4>a1>d4>a1-c2^c3")  # the second may not take the first's corner


def test_odysseus_selene_male_and_female_are_not_alike() -> None:
    p = pos({"c3": "A", "c1": "A", "b4": "b", "d4": "B"}, seats="A:odysseus,B:selene")
    singles = {f">{w}>{c}" for w in ("b4", "d4") for c in CORNER_NAMES}
    pairs = {f">b4>{x}>d4>{y}" for x in CORNER_NAMES for y in CORNER_NAMES if x != y}
    assert relocation_prefixes(p, "-c2^c3") == singles | pairs  # 8 + 12


def test_odysseus_only_workers_next_to_his_at_the_start() -> None:
    # B's e4 touches no worker of his; corners a1 (A's own worker) and e5 (a dome) are closed.
    p = pos({"c3": "A", "a1": "A", "d4": "B", "e2": "B"}, domes=["e5"], seats="A:odysseus,B:mortal")
    assert relocation_prefixes(p, "-c2^c3") == {">d4>a5", ">d4>e1"}
    # Selene's female on e1 (next to d2), sent to a1, frees e1 for her male b4 (next to c3):
    # only that order can be played, so it is the canonical one although b4 comes before e1 in
    # ASCII order. (With alike workers the outcome would be b4's alone onto a1.)
    q = pos({"d2": "A", "c3": "A", "e1": "b", "b4": "B"}, domes=["a5", "e5"], seats="A:odysseus,B:selene")
    assert ">e1>a1>b4>e1" in relocation_prefixes(q, "-c2^c3")
    with pytest.raises(IllegalMoveError):
        q.copy().play("c3>b4>e1>e1>a1-c2^c3")


def test_odysseus_frees_a_level_3_square_and_wins() -> None:
    p = pos({"c3": "A", "c1": "A", "d4": "B", "a5": "B"}, {"c3": 2, "d4": 3}, seats="A:odysseus,B:mortal")
    turns = p.legal_turns()
    assert {"c3>d4>a1-d4", "c3>d4>e1-d4", "c3>d4>e5-d4"} <= set(turns)
    assert seats_of(after(p, "c3>d4>e5-d4")) == "A:odysseus[used]#,B:mortal"


def test_odysseus_forced_worker_never_wins() -> None:
    # B's d4 (level 2) forced onto e5 (level 3): no win for B.
    p = pos({"c3": "A", "c1": "A", "d4": "B", "a5": "B"}, {"d4": 2, "e5": 3}, seats="A:odysseus,B:mortal")
    text = after(p, "c3>d4>e5-c2^c3")
    assert "#" not in seats_of(text) and RefPosition(text).winner() is None


def test_odysseus_limus_ban_follows_her_relocated_worker() -> None:
    p = pos({"c3": "A", "c1": "A", "d4": "B", "a4": "B"}, seats="A:odysseus,B:limus")
    turns = set(p.legal_turns())
    assert "c3-c4^d5" not in turns  # d5 touches Limus on d4
    assert "c3>d4>a1-c4^d5" in turns  # she was sent to a1
    assert "c3>d4>e5-c4^d5" not in turns  # she was sent next to d5
    assert "c3>d4>e5-c4^c5" in turns


def test_odysseus_aphrodite_charm_judged_where_she_ends() -> None:
    # Aphrodite's d4 charms c3: c3 must end next to one of her workers (d4, or where it was sent).
    p = pos({"c3": "A", "c1": "A", "d4": "B", "e2": "B"}, seats="A:odysseus,B:aphrodite")
    turns = set(p.legal_turns())
    assert "c3-b2^c3" not in turns
    assert "c3>d4>a1-b2^c3" in turns and "c3>d4>e5-b2^c3" not in turns


def test_odysseus_persephone() -> None:
    # c4 (level 1) is free: a climb without the power binds him; relocating turns must climb too.
    p = pos(ODYSSEUS, {"c4": 1}, seats="A:odysseus,B:persephone")
    turns = p.legal_turns()
    assert turns and all("-c4" in t for t in turns)
    assert "c3>d4>e5-c4^c5" in turns and "c3>d4>e5-c2^c3" not in turns
    # the only level-1 square is under B's d4: he can climb only by relocating it, so he is free
    q = pos(ODYSSEUS, {"d4": 1}, seats="A:odysseus,B:persephone")
    free = pos(ODYSSEUS, {"d4": 1}, seats="A:odysseus,B:mortal")
    assert q.legal_turns() == free.legal_turns() and "c3-c2^c3" in q.legal_turns()


def test_odysseus_hypnus_freeze_is_fixed_at_the_start() -> None:
    # Hypnus freezes A's c3 (level 1, the highest): relocations change nothing of it.
    p = pos(ODYSSEUS, {"c3": 1}, seats="A:odysseus,B:hypnus")
    assert not any(t.startswith("c3") for t in p.legal_turns())
    assert "c1>d4>e5-c2^c1" in p.legal_turns()


# --------------------------------------------------------------------------- canonical spellings


#: A small position: A on b2 and d4, B on c3 and e1, levels and domes.
BOXED = board({"b2": "A", "d4": "A", "c3": "B", "e1": "B"},
              {"c2": 1, "b3": 2, "d3": 1, "c4": 3, "e2": 1, "a3": 3, "b2": 1, "c3": 2},
              ["a2", "b1", "c1", "d5", "b5"])


@pytest.mark.parametrize(("seats", "max_steps", "rulings"), [
    ("A:achilles,B:mortal", 3, ()), ("A:achilles,B:persephone", 3, ()), ("A:bellerophon,B:hera", 2, ()),
    ("A:bellerophon,B:persephone", 2, ()), ("A:medea,B:mortal", 4, ()), ("A:medea,B:mortal", 4, ORIGINAL),
    ("A:odysseus,B:mortal", 6, ()), ("A:odysseus,B:limus", 6, ()),
])
def test_listed_turns_are_the_canonical_spellings(seats: str, max_steps: int, rulings: Iterable[str]) -> None:
    p = RefPosition(f"{BOXED} 1 {seats} 4 -", rulings)
    assert p.legal_turns() == sorted(canonical_by_brute_force(p, max_steps))


# --------------------------------------------------------------------------- perft tables


#: Each table and the rulings its rows are counted with.
TABLES = {"perft-heroes.tsv": frozenset(), "perft-heroes-original.tsv": ORIGINAL}


@pytest.mark.parametrize("name", TABLES)
def test_perft_tables_pair_each_unspent_row_with_a_different_spent_one(name: str) -> None:
    rows = perft_table(name)
    assert rows and len(rows) % 2 == 0
    for (unspent, counts), (spent, spent_counts) in zip(rows[::2], rows[1::2]):
        assert spent == unspent.replace(",B:", "[used],B:", 1), spent
        depth = min(len(counts), len(spent_counts))  # Bellerophon against athena[^]: at depth 3 only
        assert counts[:depth] != spent_counts[:depth], unspent


@pytest.mark.parametrize(("name", "rulings"), TABLES.items())
def test_perft_tables_depth_1_is_the_turn_count(name: str, rulings: frozenset[str]) -> None:
    for text, counts in perft_table(name)[::5]:
        p = RefPosition(text, rulings)
        assert p.perft(1) == counts[0] == len(p.legal_turns())


@pytest.mark.parametrize(("name", "rulings"), TABLES.items())
def test_perft_tables_depth_2_sample(name: str, rulings: frozenset[str]) -> None:
    for text, counts in perft_table(name)[3::13]:
        assert RefPosition(text, rulings).perft(2) == counts[1], text


@pytest.mark.parametrize(("name", "rulings"), TABLES.items())
def test_perft_tables_depth_3_cheapest_unspent_row(name: str, rulings: frozenset[str]) -> None:
    deep = [(counts[2], text) for text, counts in perft_table(name)[::2] if len(counts) > 2]
    count, text = min(deep)
    assert RefPosition(text, rulings).perft(3) == count, text


@pytest.mark.slow
@pytest.mark.parametrize(("name", "rulings"), TABLES.items())
def test_perft_tables_depth_2_all(name: str, rulings: frozenset[str]) -> None:
    for text, counts in perft_table(name):
        assert RefPosition(text, rulings).perft(2) == counts[1], text
