"""Tartarus (gods.md §3.3, 43) in the reference oracle only (the native core does not play him yet).
The rulings checked here (santorini/reference/tartarus.py writes them all):

1. 2 players only; never against his official bans (Bia, Hecate, Moerae, Terpsichore: the catalog's),
   nor Circe, Nyx or a second Tartarus (the oracle's own bans);
2. setup: whoever the position has place first places first;
3. once every side has placed, before the first turn, his seat names the Abyss in a turn between
   turns (``abyss@sq``: no worker, no dome, any height); meanwhile ``tartarus[abyss]`` and
   ``resume:K``, K the last placer's seat; play then resumes from the seat after it. One ply of perft;
4. then ``tartarus[set|c3]``, or ``tartarus[set]`` as the opponent sees it (nobody known to fall in);
5. a worker of any side entering the Abyss - by a move, a force or a placement - makes its side lose
   at once; the move wins nothing (a climb onto level 3 neither); the Abyss stays under a dome;
6. perft: the choice is a ply, a turn that falls in a leaf;
7. SFEN refusals.

The perft table (tests/data/perft-tartarus.tsv, make_perft_tartarus.py) is reproduced by the oracle
at depths 1-2; the core is checked against it later.
"""

from __future__ import annotations

import pytest

from conftest import named_perft_table
from santorini.errors import IllegalMoveError, NotationError, SfenError, UnsupportedError
from santorini.reference import SUPPORTED_GODS, SUPPORTED_HIDDEN_GODS, RefPosition
from santorini.reference.tartarus import TARTARUS_BANNED

OPEN = "00000/000B00/00A00A0/000B00/00000"
MIDGAME = "00100/01B230/12A01A3*/002B10/00000"


def played(sfen: str, *tokens: str) -> RefPosition:
    pos = RefPosition(sfen)
    for token in tokens:
        pos.play(token)
    return pos


# ---------------------------------------------------------------- lineups


def test_listed_apart():
    assert "tartarus" in SUPPORTED_HIDDEN_GODS  # with Moerae (tests/test_moerae_oracle.py)
    assert "tartarus" not in SUPPORTED_GODS


def test_bans_are_the_catalogs_official_bans():
    from santorini.rules import gods

    assert set(TARTARUS_BANNED) == set(gods.get("tartarus").bans)


@pytest.mark.parametrize("god", [*TARTARUS_BANNED, "circe", "nyx", "tartarus"])
def test_banned_opponents_refused(god):
    with pytest.raises(UnsupportedError):
        RefPosition(f"00000/00000/00000/00000/00000 1 A:tartarus,B:{god} 1 -")


@pytest.mark.parametrize("seats", ["A:tartarus,B:mortal,C:mortal", "A:tartarus,B:mortal,A:mortal,B:mortal"])
def test_two_players_only(seats):
    with pytest.raises(UnsupportedError):
        RefPosition(f"00000/00000/00000/00000/00000 1 {seats} 1 -")


def test_not_a_fleece_god():
    with pytest.raises(UnsupportedError):
        RefPosition("00000/00000/00000/00000/00000 1 A:mortal,B:mortal 1 fleece:tartarus")


# ---------------------------------------------------------------- setup and the choice


def test_choice_due_after_the_last_placement():
    pos = played("00000/00000/00000/00000/00000 1 A:tartarus,B:mortal 1 -", "+b3+d3", "+c4+c2")
    assert pos.sfen() == f"{OPEN} 1 A:tartarus[abyss],B:mortal 1 resume:2"
    assert pos.legal_turns() == sorted(f"abyss@{sq}" for sq in (
        "a1 a2 a3 a4 a5 b1 b2 b4 b5 c1 c3 c5 d1 d2 d4 d5 e1 e2 e3 e4 e5").split())
    assert pos.perft(1) == 21
    pos.play("abyss@c3")
    assert pos.sfen() == f"{OPEN} 1 A:tartarus[set|c3],B:mortal 2 -"  # he moves first, round 2
    assert RefPosition(pos.sfen()).sfen() == pos.sfen()


def test_the_other_seat_placing_first_is_accepted():
    pos = played("00000/00000/00000/00000/00000 2 A:tartarus,B:mortal 1 -", "+c4+c2", "+b3+d3")
    assert pos.sfen() == f"{OPEN} 1 A:tartarus[abyss],B:mortal 2 resume:1"
    pos.play("abyss@e5")
    assert pos.sfen() == f"{OPEN} 2 A:tartarus[set|e5],B:mortal 2 -"  # play resumes after seat 1


def test_tartarus_as_seat_two():
    pos = played("00000/00000/00000/00000/00000 1 A:mortal,B:tartarus 1 -", "+b3+d3", "+c4+c2")
    assert pos.sfen() == f"{OPEN} 2 A:mortal,B:tartarus[abyss] 1 resume:2"
    pos.play("abyss@a1")
    assert pos.sfen() == f"{OPEN} 1 A:mortal,B:tartarus[set|a1] 2 -"


def test_choice_any_height_never_a_worker_nor_a_dome():
    pos = RefPosition(f"{MIDGAME} 1 A:tartarus[abyss],B:mortal 1 resume:2")
    tokens = pos.legal_turns()
    assert "abyss@d4" in tokens and "abyss@c4" in tokens  # levels 3 and 2
    assert "abyss@e3" not in tokens  # a dome
    assert not {"abyss@b3", "abyss@d3", "abyss@b4", "abyss@c2"} & set(tokens)  # workers
    assert len(tokens) == 25 - 4 - 1


def test_only_the_choice_while_due():
    pos = RefPosition(f"{OPEN} 1 A:tartarus[abyss],B:mortal 1 resume:2")
    with pytest.raises(IllegalMoveError):
        pos.play("b3-b2^b1")
    with pytest.raises(IllegalMoveError):
        pos.play("abyss@b3")  # a worker stands there
    with pytest.raises(NotationError):
        pos.play("abyss@f9")
    with pytest.raises(UnsupportedError):
        list(pos.turns())  # the notation has no token for it yet
    after = RefPosition(f"{OPEN} 1 A:tartarus[set|c3],B:mortal 2 -")
    with pytest.raises(IllegalMoveError):
        after.play("abyss@a1")


# ---------------------------------------------------------------- falling in


def test_mortal_move_into_the_abyss_loses():
    pos = RefPosition(f"{MIDGAME} 2 A:tartarus[set|c3],B:mortal 6 -")
    assert "c2-c3" in pos.legal_turns()
    assert not [t for t in pos.legal_turns() if t.startswith("c2-c3^")]  # the turn ends on the move
    pos.play("c2-c3")
    assert pos.winner() == "A"
    assert pos.sfen() == "00100/01B230/12A0B1A3*/00210/00000 1 A:tartarus[set|c3]#,B:mortal 7 -"
    assert RefPosition(pos.sfen()).sfen() == pos.sfen()


def test_his_own_worker_falls_in_too():
    pos = RefPosition(f"{MIDGAME} 1 A:tartarus[set|c3],B:mortal 6 -")
    pos.play("d3-c3")
    assert pos.winner() == "B"


def test_minotaur_pushes_into_the_abyss():
    pos = RefPosition(f"{MIDGAME} 2 A:tartarus[set|e4],B:minotaur 6 -")
    pos.play("c2-d3")  # Tartarus' d3 pushed onto e4
    assert pos.winner() == "B"
    assert pos.sfen() == "00100/01B230A/12A01B3*/00210/00000 1 A:tartarus[set|e4],B:minotaur# 7 -"


def test_apollo_steps_in_and_loses():
    pos = RefPosition(f"{MIDGAME} 2 A:tartarus[set|c3],B:apollo 6 -")
    pos.play("b4-c3")
    assert pos.winner() == "A"
    # a swap sends the swapped worker where Apollo stood: never into the Abyss
    swap = RefPosition(f"{MIDGAME} 2 A:tartarus[set|c3],B:apollo 6 -")
    swap.play("c2-d3^c3")  # Apollo builds on the Abyss: it stays, nobody entered
    assert swap.winner() is None and "tartarus[set|c3]" in swap.sfen()


def test_pan_drop_into_the_abyss_loses_instead_of_winning():
    pos = RefPosition(f"{MIDGAME} 2 A:tartarus[set|c3],B:pan 6 -")
    pos.play("c2-c3")
    assert pos.winner() == "A"


def test_climb_onto_level_three_into_the_abyss_loses():
    sfen = "00100/012A33B/12A013*/002B10/00000 1 A:tartarus[set|d4],B:mortal 6 -"
    pos = RefPosition(sfen)
    pos.play("c4-d4")
    assert pos.winner() == "B"
    mortal = RefPosition(sfen.replace("tartarus[set|d4]", "mortal"))
    mortal.play("c4-d4")
    assert mortal.winner() == "A"


def test_harpies_slide_over_the_abyss():
    pos = RefPosition("0A00B00/00000/00000/00000/0A0000B 1 A:tartarus[set|c3],B:harpies 4 -")
    pos.play("a1-b2")  # slides on over c3 and d4 to e5: it passed the Abyss
    assert pos.winner() == "B"


def test_gaea_places_into_the_abyss():
    pos = played(f"{MIDGAME} 2 A:tartarus[set|e4],B:gaea 6 -", "b4-c4^d4")
    assert "+e4" in pos.legal_turns()
    safe = pos.copy()
    safe.play("+d5")
    assert safe.winner() is None
    pos.play("+e4")
    assert pos.winner() == "A"
    assert RefPosition(pos.sfen()).sfen() == pos.sfen()


def test_the_abyss_stays_under_a_dome():
    pos = RefPosition("00100/01B2B33A/12A013*/00210/00000 2 A:tartarus[set|d4],B:mortal 6 -")
    pos.play("c4-c3^d4")  # domes the level-3 Abyss
    assert "tartarus[set|d4]" in pos.sfen() and pos.winner() is None
    assert not [t for t in pos.legal_turns() if t.startswith("e4-d4")]


def test_unknown_abyss_is_a_players_view():
    sfen = f"{MIDGAME} 2 A:tartarus[set],B:mortal 6 -"
    pos = RefPosition(sfen)
    assert pos.sfen() == sfen
    assert pos.legal_turns() == RefPosition(f"{MIDGAME} 2 A:mortal,B:mortal 6 -").legal_turns()
    pos.play("c2-c3^c2")
    assert pos.winner() is None


def test_perft_counts_the_choice_and_the_fall():
    due = RefPosition(f"{OPEN} 1 A:tartarus[abyss],B:mortal 1 resume:2")
    assert due.perft(1) == 21
    pos = RefPosition(f"{MIDGAME} 2 A:tartarus[set|c3],B:mortal 6 -")
    fall = pos.copy()
    fall.play("c2-c3")
    assert fall.perft(1) == 0  # the game is over: a leaf
    assert pos.perft(2) == sum(played(pos.sfen(), t).perft(1) for t in pos.legal_turns())


# ---------------------------------------------------------------- SFEN


@pytest.mark.parametrize("sfen", [
    f"{OPEN} 1 A:tartarus[abyss],B:mortal 1 -",                  # due without resume:K
    f"{OPEN} 1 A:tartarus[abyss],B:mortal 1 resume:1",           # round 1: seat 2 placed last
    f"{OPEN} 1 A:tartarus[abyss],B:mortal 2 resume:2",           # round 2: seat 1 placed last
    f"{OPEN} 1 A:tartarus[abyss],B:mortal 5 resume:2",           # long after the placements
    f"{OPEN} 2 A:tartarus[abyss],B:mortal 1 resume:2",           # his seat is not to move
    "00000/00000/00A00A0/00000/00000 1 A:tartarus[abyss],B:mortal 1 resume:2",  # B has not placed
    f"{OPEN} 1 A:tartarus[abyss]#,B:mortal 1 resume:2",          # the game is won
    "00000/00000/00A00A0/00000/00000 2 A:tartarus[set|c3],B:mortal 1 -",  # set before every side placed
    f"{OPEN} 1 A:tartarus[set|b3],B:mortal 2 -",                 # a worker on it, nobody lost
    f"{OPEN} 1 A:tartarus[set|f3],B:mortal 2 -",                 # not a square
    f"{OPEN} 1 A:tartarus[set|],B:mortal 2 -",
    f"{OPEN} 1 A:tartarus[c3],B:mortal 2 -",
    f"{OPEN} 1 A:tartarus[abyss|c3],B:mortal 1 resume:2",
    f"{OPEN} 1 A:tartarus,B:mortal 2 -",                         # every side placed: a state is due
    "0*0*0*0*0*/0*0*0B0*0*/0*0A0*0A0*/0*0*0B0*0*/0*0*0*0*0* 1 A:tartarus[abyss],B:mortal 1 resume:2",  # no square
])
def test_refused(sfen):
    with pytest.raises(SfenError):
        RefPosition(sfen)


@pytest.mark.parametrize("sfen", [
    "00000/00000/00000/00000/00000 1 A:tartarus,B:mortal 1 -",
    "00000/00000/00A00A0/00000/00000 2 A:tartarus,B:mortal 1 -",
    f"{OPEN} 1 A:tartarus[abyss],B:mortal 1 resume:2",
    f"{OPEN} 1 A:tartarus[set|c3],B:mortal 2 -",
    f"{OPEN} 1 A:tartarus[set],B:mortal 2 -",
    "00100/01B230/12A0B1A3*/00210/00000 1 A:tartarus[set|c3]#,B:mortal 7 -",  # the loser stands on it
])
def test_round_trip(sfen):
    assert RefPosition(sfen).sfen() == sfen


# ---------------------------------------------------------------- the perft table

TABLE = named_perft_table("perft-tartarus.tsv")


def test_table_covers_the_brief():
    # The brief's rows, and one or two per power the engine plays him against with a rule of its own.
    assert 10 <= len(TABLE) <= 24
    assert all(len(counts) >= 2 for _, _, counts in TABLE)


@pytest.mark.parametrize("name,sfen,counts", TABLE, ids=[name for name, _, _ in TABLE])
def test_oracle_reproduces_the_table(name, sfen, counts):
    pos = RefPosition(sfen)
    assert pos.sfen() == sfen
    assert [pos.perft(1), pos.perft(2)] == counts[:2]
