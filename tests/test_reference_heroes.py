"""The reference oracle's Heroes - Achilles, Adonis, Atalanta, Bellerophon, Jason, Medea,
Odysseus, Polyphemus and Theseus (gods.md §3.4, 46-49, 51-55; §2A): ruling scenarios written
from the project's rulings (the decisions in the docstrings of santorini.reference.position and
santorini.reference.heroes), canonical spellings re-derived by brute force, and the perft
tables tests/data/perft-heroes.tsv and perft-heroes-original.tsv (make_perft_heroes.py),
perft-heroes-2.tsv and perft-heroes-2-original.tsv (make_perft_heroes_2.py), perft-adonis.tsv
and perft-adonis-original.tsv (make_perft_adonis.py).
"""

from __future__ import annotations

import doctest
import random
import re
from collections.abc import Iterable

import pytest

from conftest import perft_table
from santorini.errors import IllegalMoveError, SfenError, UnsupportedError
from santorini.reference import SUPPORTED_GODS, SUPPORTED_HEROES, RefPosition, heroes
from test_reference_advanced import after, board, canonical_by_brute_force

HEROES = ["achilles", "adonis", "atalanta", "bellerophon", "jason", "medea", "odysseus", "polyphemus",
          "theseus"]
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
    heights = {"c3": 1, "b4": 2, "d4": 1, "b2": 1, "d2": 2, "c4": 2}  # B's c4 two above A's b3 and d3 (Theseus)
    unspent = pos(OPEN, heights, seats=f"A:{hero},B:mortal")
    mortal = pos(OPEN, heights, seats="A:mortal,B:mortal")
    assert set(mortal.legal_turns()) < set(unspent.legal_turns())
    for token in mortal.legal_turns():
        assert seats_of(after(unspent, token)) == f"A:{hero},B:mortal"  # no mark without the power
    for token in set(unspent.legal_turns()) - set(mortal.legal_turns()):
        # spent: Adonis' state is his binding until his next turn (the squares of his '~' steps)
        mark = token.split("~", 1)[1] if hero == "adonis" else "used"
        assert seats_of(after(unspent, token)) == f"A:{hero}[{mark}],B:mortal", token


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


# --------------------------------------------------------------------------- Adonis


#: Adonis (A) on b3 and d3; B on c5 and c1, two squares from both.
ADONIS = {"b3": "A", "d3": "A", "c5": "B", "c1": "B"}


def bound_and_free(workers: dict[str, str], binding: str, opponent: str,
                   heights: dict[str, int] | None = None, rulings: Iterable[str] = ()) -> tuple[RefPosition, RefPosition]:
    """B (seat 2) to move under Adonis' binding, and the same position with his power spent
    and no binding."""
    text = board(workers, heights)
    return (RefPosition(f"{text} 2 A:adonis[{binding}],B:{opponent} 5 -", rulings),
            RefPosition(f"{text} 2 A:adonis[used],B:{opponent} 5 -", rulings))


def test_adonis_token_state_and_its_end() -> None:
    p = pos(ADONIS, seats="A:adonis,B:mortal")
    assert starting(p, "b3-b4^a4") == {"b3-b4^a4", "b3-b4^a4~b4~c1", "b3-b4^a4~b4~c5", "b3-b4^a4~d3~c1",
                                       "b3-b4^a4~d3~c5"}
    text = after(p, "b3-b4^a4~d3~c5")
    assert text == f"{board({'b4': 'A', 'd3': 'A', 'c5': 'B', 'c1': 'B'}, {'a4': 1})} 2 A:adonis[d3~c5],B:mortal 5 -"
    q = RefPosition(text)
    assert q.sfen() == text  # the binding round-trips
    q.play("c5-c4^c5")
    assert seats_of(q.sfen()) == "A:adonis[used],B:mortal"  # his turn began: the binding is over
    for bad in ("b3-b4^a4~d3", "b3-b4^a4~c5~d3", "b3-b4^a4~d3~b4", "b3-b4~d3~c5^a4", "b3-b4^a4~d3~c5~c1"):
        with pytest.raises(IllegalMoveError):
            p.copy().play(bad)


def test_adonis_binding_filters_every_turn_of_the_opponent_wins_included() -> None:
    # c5 must end next to d3: c5-c4 or c5-d4. B's c1 could win on d1 (level 3): not now.
    bound, free = bound_and_free(ADONIS, "d3~c5", "mortal", {"c1": 2, "d1": 3})
    assert "c1-d1" in free.legal_turns() and "c1-d1" not in bound.legal_turns()
    assert bound.legal_turns() == [t for t in free.legal_turns() if t.startswith(("c5-c4", "c5-d4"))]
    for token in ("c1-d1", "c5-b4^a4", "c1-c2^c1"):
        with pytest.raises(IllegalMoveError):
            bound.copy().play(token)


def test_adonis_binding_no_turn_can_keep_asks_nothing() -> None:
    # B's e5 cannot reach a square next to a1 in one move: every turn stays.
    workers = {"a1": "A", "c3": "A", "e5": "B", "e1": "B"}
    bound, free = bound_and_free(workers, "a1~e5", "mortal")
    assert bound.legal_turns() == free.legal_turns() and bound.perft(2) == free.perft(2)


def test_adonis_binding_on_squares_without_those_workers_binds_nothing() -> None:
    workers = {"c3": "A", "a5": "A", "e1": "B", "e3": "B"}
    for binding in ("e1~c3", "c3~a5", "a4~e1", "c3~c3"):
        bound, free = bound_and_free(workers, binding, "mortal")
        assert bound.legal_turns() == free.legal_turns(), binding
        assert seats_of(bound.sfen()) == f"A:adonis[{binding}],B:mortal"  # kept as written


def test_adonis_to_move_drops_the_binding_and_its_form_follows_the_text() -> None:
    workers = board({"c3": "A", "a5": "A", "e1": "B", "e3": "B"})
    assert seats_of(RefPosition(f"{workers} 1 A:adonis[c3~e1],B:mortal 5 -").sfen()) == "A:adonis[used],B:mortal"
    assert seats_of(RefPosition(f"{workers} 2 A:mortal,B:adonis[e1~c3] 5 -").sfen()) == "A:mortal,B:adonis[used]"
    with pytest.raises(SfenError):
        RefPosition(f"{workers} 2 A:adonis[~e1],B:mortal 5 -")  # the original text's binding
    with pytest.raises(SfenError):
        RefPosition(f"{workers} 2 A:adonis[c3~e1],B:mortal 5 -", ORIGINAL)
    for bad in ("c3~", "c3-e1", "c3~e1~a5", "~", "f1~e1"):
        with pytest.raises(SfenError):
            RefPosition(f"{workers} 2 A:adonis[{bad}],B:mortal 5 -")
    with pytest.raises(SfenError):
        RefPosition("00000/00000/00000/00000/00000 2 A:adonis[c3~e1],B:mortal 1 -")


def test_adonis_original_text_binds_the_opponent_worker_to_any_of_his() -> None:
    p = pos(ADONIS, seats="A:adonis,B:mortal", rulings=ORIGINAL)
    assert starting(p, "b3-b4^a4") == {"b3-b4^a4", "b3-b4^a4~c1", "b3-b4^a4~c5"}
    text = after(p, "b3-b4^a4~c1")
    assert seats_of(text) == "A:adonis[~c1],B:mortal" and RefPosition(text, ORIGINAL).sfen() == text
    # c1 must end next to b4 or d3: c2 or d2 (its neighbours b1, b2, d1 touch neither)
    q = RefPosition(text, ORIGINAL)
    free = RefPosition(text.replace("[~c1]", "[used]"), ORIGINAL)
    assert q.legal_turns() == [t for t in free.legal_turns() if t.startswith(("c1-c2", "c1-d2"))]
    with pytest.raises(IllegalMoveError):
        q.copy().play("c5-c4^c5")  # c4 is next to his b4 and d3, but c5 is not bound


def test_adonis_apollo_swaps_are_followed() -> None:
    # b4 (his) and c4 (Apollo's) bound, neighbours now. Apollo's a5 swapping b4 away, or c4
    # stepping off, breaks it; c4 swapping onto b4 (his worker forced to c4) keeps it.
    bound, free = bound_and_free({"b4": "A", "e1": "A", "c4": "B", "a5": "B"}, "b4~c4", "apollo")
    lost = set(free.legal_turns()) - set(bound.legal_turns())
    assert {t[:5] for t in lost} == {"a5-b4", "c4-d3", "c4-d4", "c4-d5"}
    assert {"c4-b4^b5", "a5-a4^a5", "c4-b5^c5"} <= set(bound.legal_turns())


def test_adonis_minotaur_push_is_followed() -> None:
    # c3 (his) and e4 (Minotaur's) bound, two squares apart: b2 pushing c3 onto d4 keeps it.
    bound, free = bound_and_free({"c3": "A", "a5": "A", "e4": "B", "b2": "B"}, "c3~e4", "minotaur")
    assert bound.legal_turns() == [t for t in free.legal_turns() if t.startswith(("b2-c3", "e4-d3", "e4-d4"))]
    assert starting(bound, "b2") == {t for t in free.legal_turns() if t.startswith("b2-c3")}


def test_adonis_charon_ferry_and_bia_removal_are_followed() -> None:
    # c3 (his) and e2 (Charon's) bound: d3 ferrying c3 across to e3 keeps it, e2 may step to d2.
    bound, free = bound_and_free({"c3": "A", "a5": "A", "e2": "B", "d3": "B"}, "c3~e2", "charon")
    assert bound.legal_turns() == [t for t in free.legal_turns() if t.startswith(("d3>c3", "e2-d2"))]
    # c3 (his) and c5 (Bia's) bound: a removed worker is nobody's neighbour - a3-b3 and c5-c4
    # remove c3; c5-b4 and c5-d4 keep it.
    bound, free = bound_and_free({"c3": "A", "e1": "A", "c5": "B", "a3": "B"}, "c3~c5", "bia")
    assert any(t.startswith(("a3-b3", "c5-c4")) for t in free.legal_turns())
    assert bound.legal_turns() == [t for t in free.legal_turns() if t.startswith(("c5-b4", "c5-d4"))]


def test_adonis_persephone() -> None:
    # b4 on level 1: Persephone binds him, his turns (with or without the binding) climb.
    p = pos(ADONIS, {"b4": 1}, seats="A:adonis,B:persephone")
    turns = p.legal_turns()
    assert turns and all(t.startswith("b3-b4^") for t in turns)
    assert "b3-b4^a4~d3~c5" in turns and "b3-b4^a4" in turns
    # and his binding binds Persephone's turn
    q = RefPosition(after(p, "b3-b4^a4~d3~c5"))
    assert q.legal_turns() and all(t.startswith(("c5-c4", "c5-d4")) for t in q.legal_turns())


def test_adonis_never_compels_a_hero_to_spend_its_power() -> None:
    # Atalanta's d4 reaches b2, next to a1, only by a walk: she is not bound (nor as a mortal:
    # no turn of hers keeps it then).
    workers = {"a1": "A", "e5": "A", "d4": "B", "e1": "B"}
    bound, free = bound_and_free(workers, "a1~d4", "atalanta")
    assert any(t.startswith("d4-c3-b2^") for t in bound.legal_turns())
    assert bound.legal_turns() == free.legal_turns()
    # against Achilles (a pre-build changes no square): a plain move keeps it, so the binding binds
    bound, free = bound_and_free({"a1": "A", "e5": "A", "c3": "B", "e1": "B"}, "a1~c3", "achilles")
    assert bound.legal_turns() == [t for t in free.legal_turns() if t.split("-")[1][:2] in ("a2", "b1", "b2")]


def test_adonis_binding_is_no_constraint_on_a_dionysus_extra_turn() -> None:
    workers = {"c3": "A", "a5": "A", "e1": "B", "e3": "B"}
    bound, free = bound_and_free(workers, "c3~e1", "dionysus")
    assert len(bound.legal_turns()) < len(free.legal_turns())  # his normal turn is bound
    bound, free = bound_and_free(workers, "c3~e1", "dionysus[1]")
    assert bound.legal_turns() == free.legal_turns()


def test_adonis_alike_workers_the_spelling_that_keeps_the_binding_is_the_turn() -> None:
    # Terpsichore's c2 and c4 end on c3 and d3 in either pairing (one board); only c2 onto d3
    # ends next to his e2. That spelling is the turn (not the ASCII-smaller one), the other
    # is refused.
    bound, free = bound_and_free({"e2": "A", "a5": "A", "c2": "B", "c4": "B"}, "e2~c2", "terpsichore")
    assert "c2-c3,c4-d3^b2^c2" in free.legal_turns() and "c2-d3,c4-c3^b2^c2" not in free.legal_turns()
    assert "c2-d3,c4-c3^b2^c2" in bound.legal_turns() and "c2-c3,c4-d3^b2^c2" not in bound.legal_turns()
    assert after(bound, "c2-d3,c4-c3^b2^c2").split()[0] == after(free, "c2-c3,c4-d3^b2^c2").split()[0]
    with pytest.raises(IllegalMoveError):
        bound.copy().play("c2-c3,c4-d3^b2^c2")


@pytest.mark.parametrize("rulings", [(), ORIGINAL], ids=["revised", "original"])
def test_adonis_random_games_round_trip(rulings: Iterable[str]) -> None:
    rng = random.Random(f"adonis{sorted(rulings)}")
    for opponent in ("mortal", "apollo", "minotaur", "charon", "persephone", "atalanta", "nemesis", "odysseus"):
        p = RefPosition(f"00000/00000/00000/00000/00000 {rng.randint(1, 2)} A:adonis,B:{opponent} 1 -", rulings)
        plies = 0
        while not p.is_over() and plies < 16:
            text = p.sfen()
            assert RefPosition(text, rulings).sfen() == text
            turns = p.legal_turns()
            assert turns == sorted(turns) and len(turns) == len(set(turns))
            binding = [t for t in turns if "~" in t]
            p.play(rng.choice(binding if binding and rng.random() < 0.5 else turns))
            plies += 1
        assert RefPosition(p.sfen(), rulings).sfen() == p.sfen()


def test_adonis_not_after_a_winning_move() -> None:
    p = pos({"b2": "A", "e5": "A", "a5": "B", "e1": "B"}, {"b2": 2, "c3": 3}, seats="A:adonis,B:mortal")
    assert starting(p, "b2-c3") == {"b2-c3"}
    assert seats_of(after(p, "b2-c3")) == "A:adonis#,B:mortal"


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


# --------------------------------------------------------------------------- Polyphemus


#: A's a1 can only step to b1 (a2 and b2 domed) and build on a1, c1 or c2; A's e5 is boxed
#: in; e3 stands on level 3 (a dome there is a complete tower).
POLY = {"a1": "A", "e5": "A", "c5": "B", "e2": "B"}


def test_polyphemus_one_or_two_domes_anywhere_after_the_build() -> None:
    p = pos(POLY, {"e3": 3}, BOX_DOMES, seats="A:polyphemus,B:mortal")
    turns = starting(p, "a1-b1^c1")
    # after the build: 25 squares - 4 workers - 5 domes = 16 free ones (c1, now level 1, and
    # a1, the square left, among them): none, one or two domes
    free = ["a1", "a3", "a4", "a5", "b3", "b4", "b5", "c1", "c2", "c3", "c4", "d1", "d2", "d3", "e1", "e3"]
    written = [f"^{sq}" if sq == "e3" else f"^{sq}*" for sq in free]
    assert turns == ({"a1-b1^c1"} | {f"a1-b1^c1{d}" for d in written}
                     | {f"a1-b1^c1{d}{e}" for i, d in enumerate(written) for e in written[i + 1:]})
    assert len(p.legal_turns()) == 3 * (1 + 16 + 120)
    moved = {"b1": "A", "e5": "A", "c5": "B", "e2": "B"}
    assert after(p, "a1-b1^c1^a1*^e3") == (
        f"{board(moved, {'c1': 1, 'e3': 3}, [*BOX_DOMES, 'a1', 'e3'])} 2 A:polyphemus[used],B:mortal 5 -")
    assert seats_of(after(p, "a1-b1^c1")) == "A:polyphemus,B:mortal"  # no dome: the power kept


def test_polyphemus_domes_are_written_in_ascii_order() -> None:
    p = pos(POLY, {"e3": 3}, BOX_DOMES, seats="A:polyphemus,B:mortal")
    turns = set(p.legal_turns())
    assert "a1-b1^c1^a3*^e1*" in turns and "a1-b1^c1^e1*^a3*" not in turns
    assert after(p, "a1-b1^c1^e1*^a3*") == after(p, "a1-b1^c1^a3*^e1*")  # one effect: any order plays
    with pytest.raises(IllegalMoveError):
        p.copy().play("a1-b1^c1^a3*^a3*")  # two distinct squares


def test_polyphemus_dome_on_level_3_has_no_star() -> None:
    # d4 on level 2 is built to 3 by the normal build, then domed: a complete tower, '^d4^d4'.
    p = pos({"c3": "A", "a1": "A", "e1": "B", "e5": "B"}, {"d4": 2}, seats="A:polyphemus,B:mortal")
    turns = set(p.legal_turns())
    assert "c3-c4^d4^d4" in turns and "c3-c4^d4^d4*" not in turns
    assert "c3-c4^c3^c3*" in turns  # the square just built on, now level 1: a low dome
    assert after(p, "c3-c4^d4^d4*") == after(p, "c3-c4^d4^d4")  # the star is accepted on input
    assert "3*" in after(p, "c3-c4^d4^d4").split()[0]


def test_polyphemus_normal_dome_and_his_dome_exchanged_are_one_turn() -> None:
    # d4 and d5 on level 3 both touch c4: the normal build domes one, his power the other.
    p = pos({"c3": "A", "a1": "A", "e1": "B", "a5": "B"}, {"d4": 3, "d5": 3}, seats="A:polyphemus,B:mortal")
    turns = set(p.legal_turns())
    assert "c3-c4^d4^d5" in turns and "c3-c4^d5^d4" not in turns
    assert after(p, "c3-c4^d5^d4") == after(p, "c3-c4^d4^d5")


def test_polyphemus_never_on_a_worker_a_dome_or_the_boulder() -> None:
    text = f"{board(POLY, {'e3': 3}, BOX_DOMES)} 1 A:polyphemus,B:mortal 5 boulder@c3"
    p = RefPosition(text)
    domed = {t[len("a1-b1^c1^"):len("a1-b1^c1^") + 2] for t in starting(p, "a1-b1^c1^")}
    assert domed == {"a1", "a3", "a4", "a5", "b3", "b4", "b5", "c1", "c2", "c4", "d1", "d2", "d3", "e1", "e3"}


def test_polyphemus_not_after_a_winning_move() -> None:
    p = pos({"b2": "A", "e5": "A", "a5": "B", "e1": "B"}, {"b2": 2, "c3": 3}, seats="A:polyphemus,B:mortal")
    assert starting(p, "b2-c3") == {"b2-c3"}
    assert seats_of(after(p, "b2-c3")) == "A:polyphemus#,B:mortal"


def test_polyphemus_limus_original_text_forbids_low_domes_next_to_her() -> None:
    # Limus' c4 and e5 touch b3-b5, c3, c5, d3-d5 and e4: no low dome there with her original
    # text; a dome on level 3 (b4) always; her revised text (the default) forbids blocks only.
    workers = {"a1": "A", "e1": "A", "c4": "B", "e5": "B"}
    heights = {"b4": 3}
    near = {"b3", "b5", "c3", "c5", "d3", "d4", "d5", "e4"}

    def domed(rulings: Iterable[str]) -> set[str]:
        p = pos(workers, heights, seats="A:polyphemus,B:limus", rulings=rulings)
        return {t[9:11] for t in starting(p, "a1-a2^a1^") if t.count("^") == 2}

    assert near <= domed(()) and "b4" in domed(())
    assert not near & domed(ORIGINAL) and "b4" in domed(ORIGINAL)
    assert domed(()) - domed(ORIGINAL) == near


def test_polyphemus_chronus_fifth_tower_by_a_dome_ends_the_turn() -> None:
    # Four complete towers; a4 on level 3 anywhere on the board: his dome there is the fifth,
    # and Chronus (his opponent) wins at once - no second dome after it, one before it.
    towers = {"a1": 3, "e1": 3, "a5": 3, "e5": 3, "a4": 3}
    p = pos({"c3": "A", "d2": "A", "c1": "B", "d5": "B"}, towers, ["a1", "e1", "a5", "e5"],
            seats="A:polyphemus,B:chronus")
    turns = set(p.legal_turns())
    assert "c3-c4^c5^a4" in turns and not any(t.startswith("c3-c4^c5^a4^") for t in turns)
    assert "c3-c4^c5^e3*^a4" in turns  # the ASCII order is not playable: a4 ends the turn
    assert seats_of(after(p, "c3-c4^c5^a4")) == "A:polyphemus[used],B:chronus#"


# --------------------------------------------------------------------------- Theseus


#: Theseus (A) on b2 (level 0) and e5 (level 1); B on c3 (level 2, next to b2) and a5.
THESEUS = {"b2": "A", "e5": "A", "c3": "B", "a5": "B"}


def test_theseus_removes_a_worker_two_levels_above_his() -> None:
    p = pos(THESEUS, {"c3": 2, "e5": 1}, seats="A:theseus,B:mortal")
    turns = set(p.legal_turns())
    assert {"b2-c2^b1xc3", "b2-b3^a3xc3", "e5-d4^e5xc3"} <= turns
    after_kill = board({"c2": "A", "e5": "A", "a5": "B"}, {"c3": 2, "e5": 1, "b1": 1})
    assert after(p, "b2-c2^b1xc3") == f"{after_kill} 2 A:theseus[used],B:mortal 5 -"
    assert seats_of(after(p, "b2-c2^b1")) == "A:theseus,B:mortal"
    with pytest.raises(IllegalMoveError):
        p.copy().play("b2-c2^b1xa5")  # a5 touches none of his workers


def test_theseus_needs_exactly_two_levels() -> None:
    for level in (1, 3):  # one level above, three levels above: no removal
        p = pos(THESEUS, {"c3": level}, seats="A:theseus,B:mortal")
        assert not any("x" in t for t in p.legal_turns()), level


def test_theseus_counts_where_his_workers_stand_after_the_turn() -> None:
    # b2 (level 0) is two below c3: the turns that take b2 away from c3 (to a1, a2, a3, b1,
    # c1) remove nothing, e5 is nowhere near c3; the turns of e5 leave b2 where it is.
    p = pos(THESEUS, {"c3": 2}, seats="A:theseus,B:mortal")
    kills = {t.split("^")[0] for t in p.legal_turns() if "x" in t}
    assert kills == {"b2-b3", "b2-c2", "e5-d4", "e5-d5", "e5-e4"}
    # climbing onto level 1 next to c3 leaves a gap of one: no removal
    q = pos(THESEUS, {"c3": 2, "d2": 1}, seats="A:theseus,B:mortal")
    assert not any(t.startswith("b2-d2") and "x" in t for t in q.legal_turns())


def test_theseus_the_unmoved_worker_counts_and_one_removal_only() -> None:
    # e5 (level 0) below d4 (level 2) and b2 below c3: either worker may move, one removal.
    p = pos({"b2": "A", "e5": "A", "c3": "B", "d4": "B"}, {"c3": 2, "d4": 2}, seats="A:theseus,B:mortal")
    assert starting(p, "b2-a1^a2") == {"b2-a1^a2", "b2-a1^a2xd4"}
    assert starting(p, "e5-e4^e5") == {"e5-e4^e5", "e5-e4^e5xc3", "e5-e4^e5xd4"}
    with pytest.raises(IllegalMoveError):
        p.copy().play("e5-e4^e5xc3xd4")


def test_theseus_never_his_own_worker_nor_after_a_win() -> None:
    mine = pos({"b2": "A", "c3": "A", "e1": "B", "a5": "B"}, {"c3": 2}, seats="A:theseus,B:mortal")
    assert not any("x" in t for t in mine.legal_turns())
    p = pos({"b2": "A", "e5": "A", "c3": "B", "d2": "B"}, {"b2": 2, "b3": 3, "c3": 2, "d2": 2},
            seats="A:theseus,B:mortal")
    assert starting(p, "b2-b3") == {"b2-b3"}  # a win: no build, no removal


def test_theseus_removing_the_last_worker_wins() -> None:
    p = pos({"b2": "A", "e5": "A", "c3": "B"}, {"c3": 2}, seats="A:theseus,B:mortal")
    assert after(p, "b2-c2^b1xc3") == (
        f"{board({'c2': 'A', 'e5': 'A'}, {'c3': 2, 'b1': 1})} 2 A:theseus[used]#,B:mortal 5 -")


def test_theseus_removal_is_no_move_and_aphrodite_still_counts_her_removed_worker() -> None:
    # Aphrodite's c3 charms b2; b2 goes to c2 (next to c3) and removes c3: the charm is judged
    # where her workers stood, the removed one included (as for Bia's removals).
    p = pos(THESEUS, {"c3": 2}, seats="A:theseus,B:aphrodite")
    assert "b2-c2^b1xc3" in p.legal_turns()
    assert "b2-a1^b1" not in p.legal_turns()


# --------------------------------------------------------------------------- Jason


#: Jason (A) on c3 and c2; B on b4 and e3 (a perimeter square); a1 on level 1, e1 domed.
JASON = {"c3": "A", "c2": "A", "b4": "B", "e3": "B"}
JASON_HEIGHTS = {"a1": 1}
#: The ground-level perimeter squares with no worker, dome or boulder (boulder@a5).
JASON_FREE = {"a2", "a3", "a4", "b1", "b5", "c1", "c5", "d1", "d5", "e2", "e4", "e5"}


def jason_pos(rulings: Iterable[str] = (), seats: str = "A:jason,B:mortal") -> RefPosition:
    return RefPosition(f"{board(JASON, JASON_HEIGHTS, ['e1'])} 1 {seats} 5 boulder@a5", rulings)


def test_jason_brings_his_extra_worker_into_play_then_moves_and_builds() -> None:
    p = jason_pos()
    card = [t for t in p.legal_turns() if t.startswith("+")]
    assert card and all(t.count("-") == 1 and t.count("^") == 1 for t in card)
    assert {t[1:3] for t in card} <= JASON_FREE
    three = board({"a3": "A", "c3": "A", "c2": "A", "b4": "B", "e3": "B"}, {"a1": 1, "a2": 1}, ["e1"])
    assert after(p, "+a2-a3^a2") == f"{three} 2 A:jason[used],B:mortal 5 boulder@a5"
    # The turn is where the worker ends, not where it came in: placed on a2 or a4, it moves to
    # a3; placed on c5, d5, e4 or e5, to d4. The ASCII-smallest placement is listed.
    assert "+a2-a3^a2" in card and "+a4-a3^a2" not in card
    assert "+c5-d4^c4" in card and not {"+d5-d4^c4", "+e4-d4^c4", "+e5-d4^c4"} & set(card)
    assert after(p, "+a4-a3^a2") == after(p, "+a2-a3^a2")
    assert after(p, "+e5-d4^c4") == after(p, "+c5-d4^c4")
    for bad in ("+a1-a2^a3", "+e1-d1^d2", "+e3-e4^e5", "+a5-a4^a3", "+b2-b3^a3"):  # level 1, dome, worker, boulder, inner
        with pytest.raises(IllegalMoveError):
            p.copy().play(bad)


def test_jason_original_text_the_placed_worker_only_builds() -> None:
    p = jason_pos(ORIGINAL)
    card = {t for t in p.legal_turns() if t.startswith("+")}
    assert {t[1:3] for t in card} == JASON_FREE
    assert {t for t in card if t.startswith("+b1")} == {"+b1^a1", "+b1^a2", "+b1^b2", "+b1^c1"}
    assert not any("-" in t for t in card)
    three = board({"b1": "A", "c3": "A", "c2": "A", "b4": "B", "e3": "B"}, {"a1": 2}, ["e1"])
    assert after(p, "+b1^a1") == f"{three} 2 A:jason[used],B:mortal 5 boulder@a5"
    with pytest.raises(IllegalMoveError):
        p.copy().play("+b1-b2^a1")


def test_jason_spent_plays_as_a_mortal_with_three_workers() -> None:
    workers = {**JASON, "a3": "A"}
    spent = pos(workers, JASON_HEIGHTS, ["e1"], seats="A:jason[used],B:mortal")
    mortal = pos(workers, JASON_HEIGHTS, ["e1"], seats="A:mortal,B:mortal")
    assert spent.legal_turns() == mortal.legal_turns()
    assert {t[:2] for t in spent.legal_turns()} == {"a3", "c2", "c3"}
    assert spent.perft(2) == mortal.perft(2)


def test_jason_worker_count() -> None:
    workers = {**JASON, "a3": "A"}
    with pytest.raises(SfenError):
        pos(workers, seats="A:jason,B:mortal")  # unspent: his third worker is on the card
    with pytest.raises(SfenError):
        pos({**workers, "d5": "A"}, seats="A:jason[used],B:mortal")
    pos({"c3": "A", "b4": "B", "e3": "B"}, seats="A:jason[used],B:mortal")  # fewer after a removal
    assert pos({"c3": "A", "b4": "B", "e3": "B"}, seats="A:mortal,B:jason[used]", to_move=1).legal_turns()


def test_jason_card_turns_only_from_an_unspent_hero_after_placement() -> None:
    assert not any(t.startswith("+") for t in pos(JASON, seats="A:jason[used],B:mortal").legal_turns())
    start = RefPosition("00000/00000/00000/00000/00000 1 A:jason,B:mortal 1 -")
    assert all(t.count("+") == 2 for t in start.legal_turns())  # he places two workers
    with pytest.raises(IllegalMoveError):
        start.copy().play("+a1-a2^a3")


def test_jason_hypnus_never_freezes_the_placed_worker() -> None:
    # A lone worker is frozen by Hypnus: Jason still plays, from his card.
    p = pos({"c3": "A", "b4": "B", "e3": "B"}, seats="A:jason,B:hypnus")
    assert p.legal_turns() and all(t.startswith("+") for t in p.legal_turns())
    assert not pos({"c3": "A", "b4": "B", "e3": "B"}, seats="A:jason[used],B:hypnus").legal_turns()


def test_jason_aphrodite_does_not_charm_the_placed_worker() -> None:
    # Aphrodite's b2 charms c3 (c3 must end next to her); the worker placed on c1, next to
    # b2 too, was not on the board when the turn began: it may walk away to d1 or d2.
    p = pos({"c3": "A", "d4": "A", "b2": "B", "e5": "B"}, seats="A:jason,B:aphrodite")
    turns = set(p.legal_turns())
    assert {"+c1-d1^e1", "+c1-d2^e3"} <= turns
    assert "c3-d3^e3" not in turns and "c3-c2^d2" in turns


def test_jason_persephone() -> None:
    # His workers on c3 and c2 cannot climb; only a placed worker could (a1 -> a2 on level 1):
    # no binding, his turns are as against a mortal.
    free = pos(JASON, {"a2": 1}, seats="A:jason,B:persephone").legal_turns()
    assert free == pos(JASON, {"a2": 1}, seats="A:jason,B:mortal").legal_turns()
    # b3 on level 1: c3 and c2 can climb, so he must: his card turns that move up stay legal.
    bound = pos(JASON, {"a2": 1, "b3": 1}, seats="A:jason,B:persephone").legal_turns()
    assert all("-b3" in t or "-a2" in t for t in bound)
    assert {t for t in bound if t.startswith("+")} == {
        "+a1-a2^a1", "+a1-a2^a3", "+a1-a2^b1", "+a1-a2^b2", "+a1-a2^b3",
        "+a3-b3^a2", "+a3-b3^a3", "+a3-b3^a4", "+a3-b3^b2", "+a3-b3^c4"}
    # original text: the placed worker never moves, so never climbs
    original = pos(JASON, {"a2": 1, "b3": 1}, seats="A:jason,B:persephone", rulings=ORIGINAL).legal_turns()
    assert original and not any(t.startswith("+") for t in original)


def test_jason_athena_the_placed_worker_may_not_move_up() -> None:
    p = pos(JASON, {"a2": 1}, seats="A:jason,B:athena[^]")
    card = [t for t in p.legal_turns() if t.startswith("+")]
    assert card and not any("-a2" in t for t in card)


# --------------------------------------------------------------------------- Atalanta


#: Atalanta (A) on a1 in a corridor a1 b1 c1 d1 (c1 on level 1), domes above it; e5 boxed in.
CORRIDOR = {"a1": "A", "e5": "A", "a5": "B", "c4": "B"}
CORRIDOR_DOMES = ["a2", "b2", "c2", "d2", "e1", "e2", "d5", "d4", "e4"]
CORRIDOR_TURNS = {"a1-b1^a1", "a1-b1^c1",  # the mortal turns
                  "a1-b1-a1^b1", "a1-b1-c1^b1", "a1-b1-c1^d1", "a1-b1-c1-d1^c1",
                  "a1-b1-a1-b1^a1", "a1-b1-a1-b1^c1"}  # b1 again: three moves at least


def corridor(opponent: str) -> RefPosition:
    return pos(CORRIDOR, {"c1": 1}, CORRIDOR_DOMES, seats=f"A:atalanta,B:{opponent}")


def test_atalanta_walks_and_the_used_mark() -> None:
    p = corridor("mortal")
    assert set(p.legal_turns()) == CORRIDOR_TURNS
    assert seats_of(after(p, "a1-b1^a1")) == "A:atalanta,B:mortal"
    assert seats_of(after(p, "a1-b1-a1-b1^a1")) == "A:atalanta[used],B:mortal"
    assert after(p, "a1-b1-c1-b1^a1") == after(p, "a1-b1-a1-b1^a1")  # a longer or larger spelling
    assert after(p, "a1-b1-c1-d1-c1-b1-a1^b1") == after(p, "a1-b1-a1^b1")


def test_atalanta_canonical_walk_is_the_shortest_then_ascii_smallest() -> None:
    # Open 2x2 corner: a1, a2, b1, b2. Ending on b1 with the power: a1-a2-b1 or a1-b2-b1.
    workers = {"a1": "A", "e5": "A", "e1": "B", "e2": "B"}
    domes = ["a3", "b3", "c1", "c2", "c3", "d5", "d4", "e4"]
    p = pos(workers, domes=domes, seats="A:atalanta,B:mortal")
    turns = set(p.legal_turns())
    assert {"a1-a2-b1^a1", "a1-b1^a1", "a1-a2-a1^b1", "a1-a2-a1^b2"} <= turns
    assert not {"a1-b2-b1^a1", "a1-b1-a1^b2", "a1-b2-a1^b2", "a1-b1-a2-a1^b1"} & turns


def test_atalanta_a_win_only_a_walk_reaches() -> None:
    p = pos({"a1": "A", "e5": "A", "c5": "B", "e3": "B"}, {"a1": 1, "b1": 2, "c1": 3}, ["a2", "b2", "d5", "d4", "e4"],
            seats="A:atalanta,B:mortal")
    turns = p.legal_turns()
    assert [t for t in turns if "^" not in t] == ["a1-b1-c1"]
    assert seats_of(after(p, "a1-b1-c1")) == "A:atalanta[used]#,B:mortal"
    assert after(p, "a1-b1-a1-b1-c1") == after(p, "a1-b1-c1")


def test_atalanta_a_win_a_single_move_reaches_is_that_move() -> None:
    p = pos({"a1": "A", "e5": "A", "c5": "B", "e3": "B"}, {"a1": 2, "a2": 2, "b1": 3}, ["b2", "d5", "d4", "e4"],
            seats="A:atalanta,B:mortal")
    turns = p.legal_turns()
    assert [t for t in turns if "^" not in t] == ["a1-b1"]
    assert seats_of(after(p, "a1-b1")) == "A:atalanta#,B:mortal"
    assert after(p, "a1-a2-b1") == after(p, "a1-b1")  # the same turn: no used mark
    # standing on level 3 already: a1 -> b1 is no win, a1 -> a2 -> b1 (or back to a1) is
    q = pos({"a1": "A", "e5": "A", "c5": "B", "e3": "B"}, {"a1": 3, "a2": 2, "b1": 3}, ["b2", "d5", "d4", "e4"],
            seats="A:atalanta,B:mortal")
    assert [t for t in q.legal_turns() if "^" not in t] == ["a1-a2-a1", "a1-a2-b1"]
    assert "a1-b1^a1" in q.legal_turns()
    assert seats_of(after(q, "a1-a2-b1")) == "A:atalanta[used]#,B:mortal"


def test_atalanta_hades_forbids_every_step_down() -> None:
    assert set(corridor("hades").legal_turns()) == CORRIDOR_TURNS - {"a1-b1-c1-d1^c1"}


def test_atalanta_athena_forbids_every_step_up() -> None:
    assert set(corridor("athena[^]").legal_turns()) == {"a1-b1^a1", "a1-b1^c1", "a1-b1-a1^b1", "a1-b1-a1-b1^a1",
                                                       "a1-b1-a1-b1^c1"}


def test_atalanta_hera_vetoes_the_climb_and_the_walk_goes_on() -> None:
    # a2 (level 3) is on the perimeter: no win there, she may build or walk on; c2 is not.
    p = pos({"a1": "A", "e5": "A", "c5": "B", "e3": "B"}, {"a1": 2, "a2": 3, "a3": 2, "b1": 2, "c2": 3},
            ["b2", "d5", "d4", "e4"], seats="A:atalanta,B:hera")
    turns = set(p.legal_turns())
    assert [t for t in turns if "^" not in t] == ["a1-b1-c2"]
    assert {"a1-a2^a1", "a1-a2^a3", "a1-a2-a1^a2", "a1-a2-a3-a4^a3"} <= turns


def test_atalanta_persephone_binds_only_a_climb_without_the_power() -> None:
    # The corridor: only a walk climbs (b1 -> c1), so she is not bound.
    assert corridor("persephone").legal_turns() == corridor("mortal").legal_turns()
    # b2 on level 1 is a single move away: she must climb; a walk climbs if any move goes up,
    # and the canonical spelling is the best climbing walk (a1-b2-b1, not a1-a2-b1).
    workers = {"a1": "A", "e5": "A", "e1": "B", "e2": "B"}
    domes = ["a3", "b3", "c1", "c2", "c3", "d5", "d4", "e4"]
    bound = pos(workers, {"b2": 1}, domes, seats="A:atalanta,B:persephone")
    assert set(bound.legal_turns()) == {
        "a1-b2^a1", "a1-b2^a2", "a1-b2^b1",
        "a1-b2-a1^a2", "a1-b2-a1^b1", "a1-b2-a1^b2", "a1-b2-a2^a1", "a1-b2-a2^b1", "a1-b2-a2^b2",
        "a1-b2-b1^a1", "a1-b2-b1^a2", "a1-b2-b1^b2", "a1-a2-b2^a1", "a1-a2-b2^a2", "a1-a2-b2^b1"}
    free = pos(workers, {"b2": 1}, domes, seats="A:atalanta,B:mortal").legal_turns()
    assert "a1-a2-b1^a1" in free and "a1-b2-b1^a1" not in free
    with pytest.raises(IllegalMoveError):
        bound.copy().play("a1-a2-b1^a1")  # no move up
    assert after(bound, "a1-b2-b1^a1").split()[0] == after(pos(workers, {"b2": 1}, domes, seats="A:atalanta,B:mortal"),
                                                          "a1-a2-b1^a1").split()[0]


def test_atalanta_aphrodite_judges_where_the_walk_ends() -> None:
    # Aphrodite's b2 charms a1: the walk may pass d1 (away from her) but not end there.
    workers = {"a1": "A", "e5": "A", "b2": "B", "a5": "B"}
    domes = ["a2", "c2", "d2", "e1", "e2", "d5", "d4", "e4"]
    free = set(pos(workers, domes=domes, seats="A:atalanta,B:mortal").legal_turns())
    charmed = set(pos(workers, domes=domes, seats="A:atalanta,B:aphrodite").legal_turns())
    assert free - charmed == {"a1-b1-c1-d1^c1"}
    assert "a1-b1-c1-d1-c1^b1" not in charmed  # c1 in two moves: a1-b1-c1^b1 is that turn
    p = pos(workers, domes=domes, seats="A:atalanta,B:aphrodite")
    assert after(p, "a1-b1-c1-d1-c1^b1") == after(p, "a1-b1-c1^b1")


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


#: BOXED with more domes: Polyphemus' two domes anywhere stay few enough to spell every way.
BOXED_TIGHT = board({"b2": "A", "d4": "A", "c3": "B", "e1": "B"},
                    {"c2": 1, "b3": 2, "d3": 1, "c4": 3, "e2": 1, "a3": 3, "b2": 1, "c3": 2, "e3": 3},
                    ["a2", "b1", "c1", "d5", "b5", "a4", "a5", "c5", "e4", "e5", "d1"])
#: BOXED_TIGHT with three complete towers (a4, a5, c5): two more domes on level 3 make Chronus win.
BOXED_TOWERS = board({"b2": "A", "d4": "A", "c3": "B", "e1": "B"},
                     {"c2": 1, "b3": 2, "d3": 1, "c4": 3, "e2": 1, "a3": 3, "b2": 1, "c3": 2, "e3": 3, "a4": 3, "a5": 3,
                      "c5": 3}, ["a2", "b1", "c1", "d5", "b5", "a4", "a5", "c5", "e4", "e5", "d1"])
#: Atalanta's corridor (c1 on level 1) and her open corner (a1 a2 b1 b2, b2 on level 1).
CORRIDOR_BOARD = board(CORRIDOR, {"c1": 1}, CORRIDOR_DOMES)
CORNER_BOARD = board({"a1": "A", "e5": "A", "e1": "B", "e2": "B"}, {"b2": 1},
                     ["a3", "b3", "c1", "c2", "c3", "d5", "d4", "e4"])


@pytest.mark.parametrize(("text", "seats", "max_steps", "rulings"), [
    (BOXED_TIGHT, "A:polyphemus,B:mortal", 5, ()), (BOXED_TOWERS, "A:polyphemus,B:chronus", 5, ()),
    (BOXED_TIGHT, "A:polyphemus,B:limus", 5, ORIGINAL),
    (BOXED, "A:theseus,B:mortal", 3, ()), (BOXED, "A:theseus,B:aphrodite", 3, ()),
    (BOXED, "A:adonis,B:mortal", 4, ()), (BOXED, "A:adonis,B:mortal", 4, ORIGINAL),
    (BOXED, "A:jason,B:mortal", 3, ()), (BOXED, "A:jason,B:persephone", 3, ()), (BOXED, "A:jason,B:mortal", 3, ORIGINAL),
    (CORRIDOR_BOARD, "A:atalanta,B:mortal", 8, ()), (CORRIDOR_BOARD, "A:atalanta,B:persephone", 8, ()),
    (CORNER_BOARD, "A:atalanta,B:mortal", 6, ()), (CORNER_BOARD, "A:atalanta,B:persephone", 6, ()),
    (CORNER_BOARD, "A:atalanta,B:hades", 6, ()),
])
def test_listed_turns_are_the_canonical_spellings_of_the_new_heroes(
        text: str, seats: str, max_steps: int, rulings: Iterable[str]) -> None:
    p = RefPosition(f"{text} 1 {seats} 4 -", rulings)
    assert p.legal_turns() == sorted(canonical_by_brute_force(p, max_steps))


@pytest.mark.parametrize(("binding", "opponent", "rulings"), [
    ("d4~c3", "mortal", ()), ("b2~c3", "apollo", ()), ("d4~c3", "minotaur", ()), ("b2~c3", "charon", ()),
    ("~c3", "charon", ORIGINAL),
])
def test_listed_turns_under_adonis_binding_are_the_canonical_spellings(
        binding: str, opponent: str, rulings: Iterable[str]) -> None:
    p = RefPosition(f"{BOXED} 2 A:adonis[{binding}],B:{opponent} 4 -", rulings)
    free = RefPosition(f"{BOXED} 2 A:adonis[used],B:{opponent} 4 -", rulings)
    assert p.legal_turns() == sorted(canonical_by_brute_force(p, 3))
    assert p.legal_turns() != free.legal_turns()


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


#: The tables of Atalanta, Jason, Polyphemus and Theseus (tests/data/make_perft_heroes_2.py).
TABLES_2 = {"perft-heroes-2.tsv": frozenset(), "perft-heroes-2-original.tsv": ORIGINAL}


def cells(board_text: str) -> list[str]:
    """The 25 cells of an SFEN board field (``0``, ``2A``, ``3*``)."""
    return [cell for rank in board_text.split("/") for cell in re.findall(r"\d\*?[A-Za-z]?", rank)]


def one_more_worker(spent_board: str, board_text: str) -> bool:
    """Is ``spent_board`` ``board_text`` with one more worker of A on a ground-level square
    (the extra worker Jason brought into play)?"""
    cells_before, spent_cells = cells(board_text), cells(spent_board)
    changed = [(a, b) for a, b in zip(cells_before, spent_cells) if a != b]
    return len(cells_before) == len(spent_cells) == 25 and changed == [("0", "0A")]


@pytest.mark.parametrize("name", TABLES_2)
def test_perft_tables_2_pair_each_unspent_row_with_a_different_spent_one(name: str) -> None:
    rows = perft_table(name)
    assert rows and len(rows) % 2 == 0
    for (unspent, counts), (spent, spent_counts) in zip(rows[::2], rows[1::2]):
        board_text, rest = unspent.split(" ", 1)
        spent_board, spent_rest = spent.split(" ", 1)
        assert spent_rest.split()[1] == rest.split()[1].replace(",B:", "[used],B:", 1), spent
        if "A:jason," in unspent:
            assert one_more_worker(spent_board, board_text), spent  # a spent Jason has three workers
        else:
            assert spent_board == board_text, spent
        depth = min(len(counts), len(spent_counts))
        assert counts[:depth] != spent_counts[:depth], unspent


@pytest.mark.parametrize(("name", "rulings"), TABLES_2.items())
def test_perft_tables_2_depth_1_is_the_turn_count(name: str, rulings: frozenset[str]) -> None:
    for text, counts in perft_table(name)[::5]:
        p = RefPosition(text, rulings)
        assert p.perft(1) == counts[0] == len(p.legal_turns())


@pytest.mark.parametrize(("name", "rulings"), TABLES_2.items())
def test_perft_tables_2_depth_2_sample(name: str, rulings: frozenset[str]) -> None:
    for text, counts in perft_table(name)[1::13]:  # spent rows and cheap unspent ones, no unspent Polyphemus
        if "A:polyphemus," not in text:
            assert RefPosition(text, rulings).perft(2) == counts[1], text


@pytest.mark.parametrize(("name", "rulings"), TABLES_2.items())
def test_perft_tables_2_depth_3_cheapest_unspent_row(name: str, rulings: frozenset[str]) -> None:
    deep = [(counts[2], text) for text, counts in perft_table(name)[::2] if len(counts) > 2]
    count, text = min(deep)
    assert RefPosition(text, rulings).perft(3) == count, text


@pytest.mark.slow
@pytest.mark.parametrize(("name", "rulings"), TABLES_2.items())
def test_perft_tables_2_depth_2_all(name: str, rulings: frozenset[str]) -> None:
    for text, counts in perft_table(name):
        assert RefPosition(text, rulings).perft(2) == counts[1], text


#: Adonis' tables (tests/data/make_perft_adonis.py) and the rulings their rows are counted with.
ADONIS_TABLES = {"perft-adonis.tsv": frozenset(), "perft-adonis-original.tsv": ORIGINAL}


def adonis_twin(text: str) -> str:
    """The row without the power: unspent -> spent, a binding -> over (``[used]``)."""
    return re.sub(r"A:adonis(\[[a-e1-5~]*\])?,", "A:adonis[used],", text, count=1)


@pytest.mark.parametrize(("name", "rulings"), ADONIS_TABLES.items())
def test_adonis_tables_pair_each_row_with_a_different_twin_without_the_power(name: str,
                                                                           rulings: frozenset[str]) -> None:
    rows = perft_table(name)
    assert rows and len(rows) % 4 == 0
    for (row, counts), (twin, twin_counts) in zip(rows[::2], rows[1::2]):
        assert twin == adonis_twin(row) != row, twin
        depth = min(len(counts), len(twin_counts))
        assert counts[:depth] != twin_counts[:depth], row
    # unspent Adonis to move, then his opponent to move under a binding of the text's form
    binding = r"~[a-e][1-5]" if rulings else r"[a-e][1-5]~[a-e][1-5]"
    for (unspent, _), (bound, _) in zip(rows[::4], rows[2::4]):
        assert " 1 A:adonis,B:" in unspent and re.search(rf" 2 A:adonis\[{binding}\],B:", bound), bound


@pytest.mark.parametrize(("name", "rulings"), ADONIS_TABLES.items())
def test_adonis_tables_depth_1_is_the_turn_count(name: str, rulings: frozenset[str]) -> None:
    for text, counts in perft_table(name)[::3]:
        p = RefPosition(text, rulings)
        assert p.perft(1) == counts[0] == len(p.legal_turns())


@pytest.mark.parametrize(("name", "rulings"), ADONIS_TABLES.items())
def test_adonis_tables_depth_2_sample(name: str, rulings: frozenset[str]) -> None:
    for text, counts in perft_table(name)[2::9]:
        assert RefPosition(text, rulings).perft(2) == counts[1], text


@pytest.mark.parametrize(("name", "rulings"), ADONIS_TABLES.items())
def test_adonis_tables_depth_3_cheapest_bound_row(name: str, rulings: frozenset[str]) -> None:
    count, text = min((counts[2], text) for text, counts in perft_table(name)[2::4] if len(counts) > 2)
    assert RefPosition(text, rulings).perft(3) == count, text


@pytest.mark.slow
@pytest.mark.parametrize(("name", "rulings"), ADONIS_TABLES.items())
def test_adonis_tables_depth_2_all(name: str, rulings: frozenset[str]) -> None:
    for text, counts in perft_table(name):
        assert RefPosition(text, rulings).perft(2) == counts[1], text
