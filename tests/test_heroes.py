"""The heroes in the engine (docs/heroes.md): the once-a-game mark the core keeps, a spent
hero playing as a mortal, the Persephone rule, the bans and player counts, and the value
the evaluation gives an unspent power.  The rules of each power are the oracle's
(tests/test_reference_heroes.py); tests/test_differential_gods.py compares the two.
"""

import pytest

from santorini import Board
from santorini.errors import UnsupportedError
from test_reference_advanced import board

HEROES = ("achilles", "bellerophon", "medea", "odysseus")

#: A on b1 and c2 (level 1), B on b3 (level 1) and d3; level-2 squares at c1 and d2.
MIDGAME = board({"b1": "A", "c2": "A", "b3": "B", "d3": "B"}, {"c2": 1, "b3": 1, "c1": 2, "d2": 2, "a2": 1})


def seats(hero: str, other: str = "mortal", state: str = "") -> str:
    return f"A:{hero}{state},B:{other}"


def tokens(b: Board) -> set[str]:
    return {move.token for move in b.legal_moves}


@pytest.mark.parametrize("hero", HEROES)
def test_a_spent_hero_plays_as_a_mortal(hero):
    spent = Board(f"{MIDGAME} 1 {seats(hero, state='[used]')} 4 -")
    mortal = Board(f"{MIDGAME} 1 {seats('mortal')} 4 -")
    assert tokens(spent) == tokens(mortal)
    assert len(tokens(Board(f"{MIDGAME} 1 {seats(hero)} 4 -"))) > len(tokens(mortal))


@pytest.mark.parametrize("hero", HEROES)
def test_the_turn_that_uses_the_power_marks_it_used_and_undo_takes_the_mark_back(hero):
    b = Board(f"{MIDGAME} 1 {seats(hero)} 4 -")
    mortal = tokens(Board(f"{MIDGAME} 1 {seats('mortal')} 4 -"))
    before = (b.sfen(), b.key)
    power = sorted(tokens(b) - mortal)[0]
    b.push(power)
    assert f"A:{hero}[used]" in b.sfen() and b.key == b._core.compute_key()
    b.pop()
    assert (b.sfen(), b.key) == before
    b.push(sorted(mortal)[0])
    assert f"A:{hero}," in b.sfen()         # a mortal turn spends nothing


def test_persephone_binds_a_hero_only_when_it_can_climb_without_its_power():
    # Bellerophon's workers on a1 and b1 (level 0) can climb only by his leap onto b2 (level 2).
    leap_only = Board(f"{board({'a1': 'A', 'b1': 'A', 'c2': 'B', 'd2': 'B'}, {'b2': 2})} 1 "
                      f"{seats('bellerophon', 'persephone')} 3 -")
    assert "a1-a2^a3" in tokens(leap_only) and "a1-b2^a1" in tokens(leap_only)
    # With a level-1 square at a2 he can climb as a mortal: only climbing turns, the leap among them.
    bound = Board(f"{board({'a1': 'A', 'b1': 'A', 'c2': 'B', 'd2': 'B'}, {'b2': 2, 'a2': 1})} 1 "
                  f"{seats('bellerophon', 'persephone')} 3 -")
    assert "a1-a2^a3" in tokens(bound) and "a1-b2^a1" in tokens(bound)
    assert "b1-c1^d1" not in tokens(bound)


@pytest.mark.parametrize("hero", HEROES)
def test_heroes_play_two_players_only_and_never_with_circe(hero):
    with pytest.raises(UnsupportedError):
        Board(f"{MIDGAME} 1 A:{hero},B:circe 4 -")
    with pytest.raises(UnsupportedError):
        Board(f"00000/00000/00000/00000/00000 1 A:{hero},B:pan,C:apollo 1 -")


@pytest.mark.parametrize("hero", HEROES)
def test_an_unspent_power_is_worth_its_weight(hero):
    unspent = Board(f"{MIDGAME} 1 {seats(hero)} 4 -")._core.evaluate()
    spent = Board(f"{MIDGAME} 1 {seats(hero, state='[used]')} 4 -")._core.evaluate()
    assert unspent - spent == 40
