"""The heroes in the engine (docs/heroes.md): the once-a-game mark the core keeps, a spent
hero playing as a mortal, the Persephone rule, the bans and player counts, and the value
the evaluation gives an unspent power.  The rules of each power are the oracle's
(tests/test_reference_heroes.py); tests/test_differential_gods.py compares the two.
"""

import random
import re

import pytest

from conftest import opening
from santorini import Board
from santorini.errors import SfenError, UnsupportedError
from santorini.reference import RefPosition
from test_reference_advanced import board

HEROES = ("achilles", "adonis", "atalanta", "bellerophon", "jason", "medea", "odysseus", "polyphemus", "theseus")

#: A on b1 and c2 (level 1), B on b3 (level 1) and d3; level-2 squares at c1 and d2.
MIDGAME = board({"b1": "A", "c2": "A", "b3": "B", "d3": "B"}, {"c2": 1, "b3": 1, "c1": 2, "d2": 2, "a2": 1})
#: MIDGAME with B's b3 on level 2: A's c2 moving down to c3 stands two levels below it (Theseus).
GAP = board({"b1": "A", "c2": "A", "b3": "B", "d3": "B"}, {"c2": 1, "b3": 2, "c1": 2, "d2": 2, "a2": 1})


def midgame(hero: str) -> str:
    """A board where the hero's power acts in its first turn."""
    return GAP if hero == "theseus" else MIDGAME


def seats(hero: str, other: str = "mortal", state: str = "") -> str:
    return f"A:{hero}{state},B:{other}"


def tokens(b: Board) -> set[str]:
    return {move.token for move in b.legal_moves}


@pytest.mark.parametrize("hero", HEROES)
def test_a_spent_hero_plays_as_a_mortal(hero):
    spent = Board(f"{midgame(hero)} 1 {seats(hero, state='[used]')} 4 -")
    mortal = Board(f"{midgame(hero)} 1 {seats('mortal')} 4 -")
    assert tokens(spent) == tokens(mortal)
    assert len(tokens(Board(f"{midgame(hero)} 1 {seats(hero)} 4 -"))) > len(tokens(mortal))


@pytest.mark.parametrize("hero", HEROES)
def test_the_turn_that_uses_the_power_marks_it_used_and_undo_takes_the_mark_back(hero):
    b = Board(f"{midgame(hero)} 1 {seats(hero)} 4 -")
    mortal = tokens(Board(f"{midgame(hero)} 1 {seats('mortal')} 4 -"))
    before = (b.sfen(), b.key)
    power = sorted(tokens(b) - mortal)[0]
    b.push(power)
    # Spent: [used], or Adonis' binding, which says it too (until his next turn).
    assert f"A:{hero}[" in b.sfen() and b.key == b._core.compute_key()
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
    unspent = Board(f"{midgame(hero)} 1 {seats(hero)} 4 -")._core.evaluate()
    spent = Board(f"{midgame(hero)} 1 {seats(hero, state='[used]')} 4 -")._core.evaluate()
    assert unspent - spent == 40


# -- Polyphemus: the search's staged list ---------------------------------------------


@pytest.mark.parametrize("opponent,rulings", [
    ("mortal", ()), ("limus", ()), ("limus", ("revised-text",)), ("persephone", ()), ("aphrodite", ()),
    ("chronus", ()), ("athena[^]", ()), ("hades", ())])
def test_the_search_lists_polyphemus_turns_in_two_stages_that_make_the_legal_list(opponent, rulings):
    b = Board(f"{MIDGAME} 1 {seats('polyphemus', opponent)} 4 -", rulings=rulings)
    first, rest = b._core.staged_turns()
    legal = b._core.legal_turns()
    assert sorted(first + rest) == sorted(legal) and len(set(first + rest)) == len(legal)
    moves = {move.packed: move for move in b.legal_moves}
    # Every turn without the power comes first; what waits is the power's (its domes).
    assert all(packed in first for packed, move in moves.items() if move.token.count("^") == 1)
    assert all(moves[packed].token.count("^") > 1 for packed in rest)
    # Where a win condition is judged mid-turn (Chronus) nothing waits; Persephone's demand
    # and the charm are judged on each stage.
    assert (rest == []) == (opponent == "chronus")


def test_polyphemus_domes_in_either_order_and_with_or_without_the_star_are_one_turn():
    b = Board(f"{MIDGAME} 1 {seats('polyphemus')} 4 -")
    canonical = b.parse("b1-b2^a1^a1*^e5*")
    assert b.parse("b1-b2^a1^e5*^a1*") == canonical and canonical.token == "b1-b2^a1^a1*^e5*"
    # c1 is on level 2: the normal build makes it 3, and a dome there completes it (no star).
    assert b.parse("b1-b2^c1^c1*").token == "b1-b2^c1^c1"
    with pytest.raises(ValueError):
        b.parse("b1-b2^a1^e5")          # a block is not his power's: only domes
    with pytest.raises(ValueError):
        b.parse("b1-b2^a1^a1*^a1*")     # one dome a square


# -- Theseus ---------------------------------------------------------------------------


def test_theseus_removes_a_worker_two_levels_above_his_and_the_token_names_it():
    b = Board(f"{GAP} 1 {seats('theseus')} 4 -")
    kills = {t for t in tokens(b) if "x" in t}
    assert kills and all(t.endswith("xb3") for t in kills)     # d3 is on the ground: out of reach
    assert "c2-c3^d4xb3" in kills and "b1-b2^a1xb3" in kills
    assert "b1-a1^a2xb3" not in kills       # a1 is not next to b3, and c2 is one level below it
    b.push("c2-c3^d4xb3")
    assert "A:theseus[used]" in b.sfen()
    assert sum(cell == "B" for cell in b.sfen().split()[0]) == 1


def test_theseus_taking_the_last_worker_wins_at_the_opponents_turn():
    last = board({"b1": "A", "c2": "A", "b3": "B"}, {"c2": 1, "b3": 2})
    b = Board(f"{last} 1 {seats('theseus')} 4 -")
    b.push("c2-c3^d4xb3")
    assert b.outcome() is not None and b.outcome().winner == "A"


# -- Jason -------------------------------------------------------------------------------


def test_jasons_third_worker_comes_in_on_the_ground_perimeter_then_moves_and_builds():
    b = Board(f"{MIDGAME} 1 {seats('jason')} 4 -")
    entries = {t for t in tokens(b) if t.startswith("+")}
    assert entries and all(t[1] in "ae" or t[2] in "15" for t in entries)
    assert not any(t.startswith("+a2") for t in entries)        # a2 is on level 1
    b.push("+a1-b2^c3")
    assert "A:jason[used]" in b.sfen() and sum(cell == "A" for cell in b.sfen().split()[0]) == 3
    b.pop()
    assert "A:jason," in b.sfen()


def test_jasons_original_text_brings_the_worker_in_to_build_only():
    b = Board(f"{MIDGAME} 1 {seats('jason')} 4 -", rulings={"revised-text"})
    entries = {t for t in tokens(b) if t.startswith("+")}
    assert "+a1^b2" in entries and not any("-" in t for t in entries)


def test_only_a_used_jason_has_three_workers():
    three = board({"a1": "A", "b1": "A", "c2": "A", "b3": "B", "d3": "B"}, {})
    with pytest.raises(SfenError):
        Board(f"{three} 1 {seats('jason')} 4 -")
    with pytest.raises(SfenError):
        Board(f"{three} 1 A:mortal,B:jason[used] 4 -")
    b = Board(f"{three} 1 {seats('jason', state='[used]')} 4 -")
    assert {t[:2] for t in tokens(b)} == {"a1", "b1", "c2"}


# -- Atalanta ------------------------------------------------------------------------------


def test_atalanta_walks_are_known_by_where_they_end_and_are_written_shortest():
    b = Board(f"{MIDGAME} 1 {seats('atalanta')} 4 -")
    back = b.parse("b1-a1-b1^c1")
    assert back.token == "b1-a1-b1^c1" and b.parse("b1-b2-b1^c1") == back
    assert b.parse("b1-a1-b2-a1-b1^c1") == back         # any walk with that outcome
    with pytest.raises(ValueError):
        b.parse("b1-c3-b1^c1")          # c3 is not next to b1
    b.push(back)
    assert "A:atalanta[used]" in b.sfen()


def test_a_win_only_a_walk_reaches_is_a_climb_written_shortest():
    stairs = board({"a1": "A", "c1": "A", "e5": "B", "e4": "B"}, {"a2": 1, "a3": 2, "a4": 3, "c2": 2, "c3": 3})
    b = Board(f"{stairs} 1 {seats('atalanta')} 4 -")
    # c1 gets there too, the long way (b1 before b2: ASCII order).
    assert {t for t in tokens(b) if "^" not in t} == {"a1-a2-a3-a4", "c1-b1-a2-a3-a4"}
    walk = b.parse("a1-b2-a2-a3-a4")
    assert walk.token == "a1-a2-a3-a4"
    with pytest.raises(ValueError):
        b.parse("a1-a2-a3-a4-a3^a4")    # the climb onto a4 won: the walk ends there
    b.push(walk)
    assert b.outcome().winner == "A" and b.outcome().reason == "climb"


def test_a_win_a_single_move_makes_is_the_mortal_move_whatever_the_walk():
    near = board({"a3": "A", "c1": "A", "e5": "B", "e4": "B"}, {"a2": 1, "a3": 2, "a4": 3})
    b = Board(f"{near} 1 {seats('atalanta')} 4 -")
    assert {t for t in tokens(b) if "^" not in t} == {"a3-a4"}
    assert b.parse("a3-a2-a3-a4").token == "a3-a4"


# -- Adonis ----------------------------------------------------------------------------------


def test_adonis_binding_holds_the_opponents_next_turn_if_it_can_be_kept():
    b = Board(f"{MIDGAME} 1 {seats('adonis')} 4 -")
    b.push("b1-a1^b2~c2~b3")          # his c2 (level 1) and B's b3: next to each other now
    assert "A:adonis[c2~b3]" in b.sfen()
    free = tokens(Board(b.sfen().replace("adonis[c2~b3]", "adonis[used]")))
    near_c2 = {"b1", "c1", "d1", "b2", "d2", "b3", "c3", "d3"}
    # Exactly the turns that leave b3's worker next to c2 (the d3 worker's turns leave it there).
    kept = tokens(b)
    assert kept == {t for t in free if not t.startswith("b3-") or t[3:5] in near_c2}
    assert kept < free
    b.push(sorted(kept)[0])
    assert "A:adonis[used]" in b.sfen()       # the binding ends when his turn begins


def test_a_binding_no_turn_can_keep_asks_nothing():
    far = board({"a1": "A", "b1": "A", "e5": "B", "e4": "B"}, {})
    sfen = f"{far} 2 A:adonis[a1~e5],B:mortal 4 -"
    assert tokens(Board(sfen)) == tokens(Board(sfen.replace("adonis[a1~e5]", "adonis[used]")))


# Hermes bound by Adonis (revised text: his a5 and Hermes' d3 must end next to each other): the
# two walkers end on squares, and either may have gone to either. A walk's outcome keeps the
# binding when some way of walking it does: {b4, d4} does (c3-d4, then d3-c4-b4), though the
# square-order pairing would send d3's worker to d4.
#
#   5 A . . . .      A: Adonis (a5, e1); B: Hermes (c3, d3, to move), all on level 0.
#   4 . . . . .
#   3 . . B B .
#   2 . . . . .
#   1 . . . . A
#     a b c d e
HERMES_BOUND = f"{board({'a5': 'A', 'e1': 'A', 'c3': 'B', 'd3': 'B'}, {})} 2 A:adonis[a5~d3],B:hermes 4 -"


def outcomes(sfen: str) -> set[str]:
    """The boards the legal turns lead to."""
    b = Board(sfen)
    found = set()
    for move in b.legal_moves:
        b.push(move)
        found.add(b.sfen().split()[0])
        b.pop()
    return found


def test_a_hermes_walk_keeps_the_binding_when_either_walker_can_end_next_to_adonis():
    kept = outcomes(HERMES_BOUND)
    crossed = board({"a5": "A", "e1": "A", "b4": "B", "d4": "B"}, {"c5": 1})   # built by b4's or d4's walker
    assert crossed.split()[0] in kept
    away = board({"a5": "A", "e1": "A", "c3": "B", "e4": "B"}, {"e5": 1})      # d3's worker far from a5
    assert away.split()[0] not in kept
    b = Board(HERMES_BOUND)
    assert sorted(move.token for move in b.legal_moves) == RefPosition(HERMES_BOUND).legal_turns()
    assert b.parse("d3-c4-b4,c3-d4^c5").token == b.parse("c3-d4,d3-c4-b4^c5").token


def test_with_the_binding_spent_the_walks_are_every_arrangement():
    free = outcomes(HERMES_BOUND.replace("adonis[a5~d3]", "adonis[used]"))
    assert outcomes(HERMES_BOUND) < free



# Odysseus bound by Adonis (revised text: Adonis' c3 and Odysseus' b2): he may send both of
# Adonis' workers, c2 and c3, to two corners. Either way round gives one board; the turn keeps
# the binding if the way that sends c3 next to b2 (to a1) does, so the board with Adonis' workers
# on a1 and e1 after d3-d4^d5 is a turn, written `d3>c2>e1>c3>a1-d4^d5`, though
# `d3>c2>a1>c3>e1-d4^d5` is written first and keeps nothing.
#
#   5 . . . . .      A: Adonis (c2, c3); B: Odysseus (b2, d3, to move, his power unspent).
#   4 . . . . .
#   3 . . A B .
#   2 . B A . .
#   1 . . . . .
#     a b c d e
ODYSSEUS_BOUND = f"{board({'c2': 'A', 'c3': 'A', 'b2': 'B', 'd3': 'B'}, {})} 2 A:adonis[c3~b2],B:odysseus 4 -"


def test_odysseus_sending_both_keeps_the_binding_when_one_way_round_does():
    b = Board(ODYSSEUS_BOUND)
    listed = sorted(move.token for move in b.legal_moves)
    assert "d3>c2>e1>c3>a1-d4^d5" in listed and "d3>c2>a1>c3>e1-d4^d5" not in listed
    assert listed == RefPosition(ODYSSEUS_BOUND).legal_turns()
    assert b.parse("d3>c3>a1>c2>e1-d4^d5").token == "d3>c2>e1>c3>a1-d4^d5"
    sent = board({'a1': 'A', 'e1': 'A', 'b2': 'B', 'd4': 'B'}, {'d5': 1}).split()[0]
    assert sent in outcomes(ODYSSEUS_BOUND)
    assert sent not in outcomes(ODYSSEUS_BOUND.replace("c3~b2", "c2~d3"))     # c2 sent: a1 or e1, far from d4


#   Adonis' d5 bound to Odysseus' e2, which no mortal turn of his brings next to d5: the binding
#   binds nothing (no power compels a hero to spend his), and sending d3 and d5 to e1 and e5
#   is one turn, written first as `c4>d3>e1>d5>e5`, though the other way round keeps it.
ODYSSEUS_FREE = "0010A0/000B11/0100A0/00000B/00010 2 A:adonis[d5~e2],B:odysseus 4 -"


def test_a_binding_no_mortal_turn_keeps_lists_each_sending_once():
    listed = sorted(move.token for move in Board(ODYSSEUS_FREE).legal_moves)
    assert "c4>d3>e1>d5>e5-b3^a2" in listed and "c4>d3>e5>d5>e1-b3^a2" not in listed
    assert listed == RefPosition(ODYSSEUS_FREE).legal_turns()



@pytest.mark.parametrize("original", [False, True], ids=["revised", "original"])
@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("bound", ["hermes", "odysseus"])
def test_every_binding_lists_as_the_oracle(bound, seed, original):
    """Random positions of Hermes (his walks) or an unspent Odysseus (sending Adonis' workers to
    corners) to move against Adonis, each with every binding Adonis' state can hold (his worker
    and one of theirs, or with the original text theirs alone): the core's turns are the
    oracle's, token for token."""
    rng = random.Random(7300 + seed)
    rulings = frozenset({"revised-text"}) if original else frozenset()
    ref = RefPosition(opening(["adonis", bound] if seed % 2 else [bound, "adonis"]), rulings)
    checked = 0
    for _ in range(40):
        tokens = ref.legal_turns()
        if not tokens or ref.winner() is not None:
            break
        ref.play(rng.choice([t for t in tokens if "~" not in t and ">" not in t] or tokens))   # powers kept unspent
        sfen = ref.sfen()
        field, to_move, seats = sfen.split()[:3]
        theirs_letter = "A" if seats.startswith(f"A:{bound}") else "B"
        if (to_move != ("1" if theirs_letter == "A" else "2") or "[used]" in seats
                or len(re.findall(theirs_letter, field)) < 2):
            continue
        squares = {letter: _squares(field, letter) for letter in "AB"}
        his = squares["B" if theirs_letter == "A" else "A"]
        for theirs in squares[theirs_letter]:
            for binding in ([f"~{theirs}"] if original else [f"{mine}~{theirs}" for mine in his]):
                bound = re.sub(r"adonis(\[[^]]*\])?", f"adonis[{binding}]", sfen)
                core = Board(bound, rulings=set(rulings))
                assert sorted(move.token for move in core.legal_moves) == RefPosition(bound, rulings).legal_turns(), bound
                checked += 1
    assert checked >= 8, checked


def _squares(field: str, letter: str) -> list[str]:
    """The squares of a side's workers in an SFEN board field."""
    found = []
    for rank, row in zip(range(5, 0, -1), field.split("/")):
        file = 0
        for cell in re.findall(r"[0-4]\*?[A-Za-z]?", row):
            if cell[-1].upper() == letter:
                found.append(f"{'abcde'[file]}{rank}")
            file += 1
    return found


def test_a_binding_is_dropped_when_adonis_is_to_move_and_ignored_on_empty_squares():
    assert "A:adonis[used]" in Board(f"{MIDGAME} 1 A:adonis[c2~b3],B:mortal 4 -").sfen()
    stale = Board(f"{MIDGAME} 2 A:adonis[a5~e1],B:mortal 4 -")
    assert tokens(stale) == tokens(Board(f"{MIDGAME} 2 A:adonis[used],B:mortal 4 -"))
    assert Board(f"{MIDGAME} 2 A:adonis[c2~b3],B:mortal 4 -").sfen().startswith(MIDGAME + " 2 A:adonis[c2~b3]")


def test_a_binding_in_the_other_texts_form_is_refused():
    with pytest.raises(SfenError):
        Board(f"{MIDGAME} 2 A:adonis[~b3],B:mortal 4 -")
    with pytest.raises(SfenError):
        Board(f"{MIDGAME} 2 A:adonis[c2~b3],B:mortal 4 -", rulings={"revised-text"})
    assert "adonis[~b3]" in Board(f"{MIDGAME} 2 A:adonis[~b3],B:mortal 4 -", rulings={"revised-text"}).sfen()


def test_adonis_original_text_binds_only_the_opposing_worker():
    b = Board(f"{MIDGAME} 1 {seats('adonis')} 4 -", rulings={"revised-text"})
    binds = {t for t in tokens(b) if "~" in t}
    assert "b1-a1^b2~b3" in binds and not any(t.count("~") == 2 for t in binds)
    b.push("b1-a1^b2~b3")
    assert "A:adonis[~b3]" in b.sfen()
