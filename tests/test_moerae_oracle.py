"""Moerae (gods.md §3.3, 40) in the reference oracle only (the native core does not play her yet).
The rulings checked here (santorini/reference/moerae.py writes them all):

1. 2 and 3 players; never against her official bans (Hecate, Nemesis, Tartarus: the catalog's), nor
   Circe, Nyx or a second Moerae (the oracle's own bans); her side places three workers;
2. before anyone places, with the setup orientations in seat order from the start seat, her seat
   chooses a 2x2 Fate area (``fate@b2``: its south-west corner; sixteen blocks, whatever stands on
   them); no state while due, then ``moerae[set|b2]``, or ``moerae[set]`` as an opponent sees it;
3. an opponent's winning move whose win is judged in the area wins for her instead: a climb onto
   level 3, Pan's drop, Eros' meeting, Iris' jump, Charybdis' transport (judged at the exit); with
   3 players either opponent's; under ``moerae-scope`` only the climbs;
4. not taken: her own wins, Chronus' towers, a win Hera vetoes; ``moerae[set]`` takes nothing known;
5. perft: the choice is a ply, a stolen win a leaf;
6. SFEN round trips and refusals.

The perft table (tests/data/perft-moerae.tsv, make_perft_moerae.py) is reproduced by the oracle at
depths 1-2; the core is checked against it later.
"""

from __future__ import annotations

import pytest

from conftest import named_perft_table
from santorini.errors import IllegalMoveError, NotationError, SfenError, UnsupportedError
from santorini.reference import SUPPORTED_GODS, SUPPORTED_HIDDEN_GODS, RefPosition
from santorini.reference.moerae import MOERAE_BANNED, SCOPE
from santorini.reference.position import RULINGS

EMPTY = "00000/00000/00000/00000/00000"
#: god_perft_tables.MIDGAME with B's b4 worker on c4 (level 2, next to d4 on level 3) and A's third
#: worker on e1 (make_perft_moerae.CLIMB).
CLIMB = "00100/012B30/12A01A3*/002B10/00000A"
#: god_perft_tables.MIDGAME with A's third worker on e1: B's c2 (level 2) over b1, c1, d1, b2, c3 (level 0).
MIDGAME = "00100/01B230/12A01A3*/002B10/00000A"
#: 3 players: A's b4 (level 2) next to c4 (level 3); B's c2 (level 2) over b1 and b2 (level 0); C's
#: workers on a3, d1, e2 (make_perft_moerae.THREE).
THREE = "01210/12A30B1/0C13*20/102B1A0C/0010C1"


def played(sfen: str, *tokens: str, rulings: frozenset[str] = frozenset()) -> RefPosition:
    pos = RefPosition(sfen, rulings)
    for token in tokens:
        pos.play(token)
    return pos


def winner(sfen: str, token: str, rulings: frozenset[str] = frozenset()) -> str | None:
    return played(sfen, token, rulings=rulings).winner()


# ---------------------------------------------------------------- lineups


def test_listed_apart_with_tartarus():
    assert SUPPORTED_HIDDEN_GODS == frozenset({"moerae", "tartarus"})
    assert "moerae" not in SUPPORTED_GODS


def test_bans_are_the_catalogs_official_bans():
    from santorini.rules import gods

    assert set(MOERAE_BANNED) == set(gods.get("moerae").bans)


@pytest.mark.parametrize("god", [*MOERAE_BANNED, "circe", "moerae"])
def test_banned_opponents_refused(god):
    with pytest.raises(UnsupportedError):
        RefPosition(f"{EMPTY} 1 A:moerae,B:{god} 1 -")


def test_a_second_moerae_refused_with_three_players():
    with pytest.raises(UnsupportedError):
        RefPosition(f"{EMPTY} 1 A:moerae,B:mortal,C:moerae 1 -")


def test_two_and_three_players_not_four():
    RefPosition(f"{EMPTY} 1 A:moerae,B:mortal,C:pan 1 -")
    with pytest.raises(UnsupportedError):
        RefPosition(f"{EMPTY} 1 A:moerae,B:mortal,A:mortal,B:mortal 1 -")


def test_not_a_fleece_god():
    with pytest.raises(UnsupportedError):
        RefPosition(f"{EMPTY} 1 A:mortal,B:mortal 1 fleece:moerae")


def test_the_scope_is_a_ruling_option_of_the_catalog():
    from santorini.rules import gods

    assert SCOPE == "moerae-scope" and SCOPE in RULINGS and SCOPE in gods.RULINGS


# ---------------------------------------------------------------- the choice, before anyone places


def test_choice_due_on_the_empty_board_then_three_workers():
    pos = RefPosition(f"{EMPTY} 1 A:moerae,B:mortal 1 -")
    tokens = pos.legal_turns()
    assert len(tokens) == 16 and tokens[:5] == ["fate@a1", "fate@a2", "fate@a3", "fate@a4", "fate@b1"]
    assert "fate@d4" in tokens and not {"fate@e1", "fate@a5", "fate@e5"} & set(tokens)
    pos.play("fate@b2")
    assert pos.sfen() == f"{EMPTY} 1 A:moerae[set|b2],B:mortal 1 -"  # she places first, the round unchanged
    assert len(pos.legal_turns()) == 2300 and "+a1+b2+c3" in pos.legal_turns()
    pos.play("+b3+c3+d3")
    pos.play("+c4+c2")
    assert pos.sfen() == "00000/000B00/00A0A0A0/000B00/00000 1 A:moerae[set|b2],B:mortal 2 -"


def test_the_empty_board_names_her_as_seat_two():
    pos = RefPosition(f"{EMPTY} 1 A:mortal,B:moerae 1 -")
    assert pos.to_move == 2 and pos.sfen() == f"{EMPTY} 2 A:mortal,B:moerae 1 -"
    pos.play("fate@d4")
    assert pos.sfen() == f"{EMPTY} 1 A:mortal,B:moerae[set|d4] 1 -"  # seat 1 places first
    pos.play("+a1+e5")
    assert len(pos.legal_turns()) == 1771  # her three workers on the 23 free squares


def test_choice_in_seat_order_with_the_orientations():
    pos = RefPosition(f"{EMPTY} 1 A:siren,B:moerae 1 -")
    assert pos.legal_turns()[0] == "=e"  # Siren orients first
    pos.play("=ne")
    assert pos.to_move == 2 and pos.legal_turns()[0] == "fate@a1"
    pos.play("fate@a1")
    assert pos.sfen() == f"{EMPTY} 1 A:siren[ne],B:moerae[set|a1] 1 -"
    # the start seat 2 (first:2): Moerae chooses before Siren orients, then seat 2 places
    pos = played(f"{EMPTY} 2 A:siren,B:moerae 1 first:2", "fate@c3", "=n")
    assert pos.sfen() == f"{EMPTY} 2 A:siren[n],B:moerae[set|c3] 1 -"


def test_three_players_choice():
    pos = played(f"{EMPTY} 1 A:mortal,B:pan,C:moerae 1 -", "fate@c2")
    assert pos.sfen() == f"{EMPTY} 1 A:mortal,B:pan,C:moerae[set|c2] 1 -"


def test_only_the_choice_while_due():
    pos = RefPosition(f"{EMPTY} 1 A:moerae,B:mortal 1 -")
    with pytest.raises(IllegalMoveError):
        pos.play("+a1+b2+c3")
    with pytest.raises(IllegalMoveError):
        pos.play("fate@e2")  # a square, but no block's south-west corner
    with pytest.raises(NotationError):
        pos.play("fate@z9")
    with pytest.raises(UnsupportedError):
        list(pos.turns())  # the notation has no token for it
    assert pos.sfen() == f"{EMPTY} 1 A:moerae,B:mortal 1 -"
    with pytest.raises(IllegalMoveError):
        played(f"{EMPTY} 1 A:moerae[set|b2],B:mortal 1 -").play("fate@a1")  # chosen once
    with pytest.raises(IllegalMoveError):
        played(f"{EMPTY} 1 A:siren,B:moerae 1 -").play("fate@a1")  # Siren orients first


# ---------------------------------------------------------------- the steal


def test_mortal_climb_into_the_area_wins_for_her():
    pos = played(f"{CLIMB} 2 A:moerae[set|c4],B:mortal 6 -", "c4-d4")
    assert pos.winner() == "A"
    assert pos.sfen() == "00100/0123B0/12A01A3*/002B10/00000A 1 A:moerae[set|c4]#,B:mortal 7 -"
    assert RefPosition(pos.sfen()).sfen() == pos.sfen()


def test_the_same_climb_outside_the_area_is_his():
    assert winner(f"{CLIMB} 2 A:moerae[set|a1],B:mortal 6 -", "c4-d4") == "B"


def test_her_own_climb_into_her_area_is_her_ordinary_win():
    sfen = "00100/01B2A30/1201A3*/002B10/00000A 1 A:moerae[set|c4],B:mortal 6 -"
    assert winner(sfen, "c4-d4") == "A"


def test_pan_drop_into_the_area():
    sfen = f"{MIDGAME} 2 A:moerae[set|b2],B:pan 6 -"  # the area b2 c2 b3 c3
    assert winner(sfen, "c2-c3") == "A" and winner(sfen, "c2-b2") == "A"
    assert winner(sfen, "c2-b1") == "B"  # outside
    assert winner(sfen, "c2-c3", frozenset({SCOPE})) == "B"  # moerae-scope: climbs only


def test_apollo_swap_climb_into_the_area():
    sfen = "00100/012B3A0/12A013*/002B10/00000A 2 A:moerae[set|c4],B:apollo 6 -"
    pos = played(sfen, "c4-d4")  # her worker on d4 swapped onto c4
    assert pos.winner() == "A" and pos.side_of(17) == "A"


def test_minotaur_push_the_pushed_worker_wins_nothing():
    sfen = "00100/012B3A0/12A013*/002B10/00000A 2 A:moerae[set|d4],B:minotaur 6 -"
    pos = played(sfen, "c4-d4")  # her d4 worker pushed onto e4, inside her area: a force
    assert pos.winner() == "A" and pos.side_of(19) == "A"


def test_artemis_second_move_into_the_area():
    sfen = f"{MIDGAME} 2 A:moerae[set|d4],B:artemis 6 -"
    assert winner(sfen, "b4-c4-d4") == "A"
    assert winner(f"{MIDGAME} 2 A:moerae[set|a4],B:artemis 6 -", "b4-c4-d4") == "B"  # only b4, where it started


def test_eros_meeting_in_the_area_and_the_scope():
    sfen = "00100/01B230/12A01A3*/0B0210/00000A 2 A:moerae[set|a2],B:eros 6 -"
    assert winner(sfen, "a2-a3") == "A"
    assert winner(sfen, "a2-a3", frozenset({SCOPE})) == "B"


def test_iris_jump_onto_level_three_is_a_climb():
    sfen = "00000/00030/000A0B0/02B000/0A0000A 2 A:moerae[set|d4],B:iris 4 -"
    for rulings in (frozenset(), frozenset({SCOPE})):
        assert winner(sfen, "b2-d4", rulings) == "A"  # over c3


def test_charybdis_transport_judged_at_the_exit():
    sfen = "0C00B00/00C030/00000A/00000A/0B0000A 2 A:moerae[set|{}],B:mortal,C:charybdis[b2,d4] 4 -"
    assert winner(sfen.format("d4"), "a1-b2") == "A"  # carried from b2 to d4, level 3, in her area
    assert winner(sfen.format("a1"), "a1-b2") == "B"  # the entry in her area: the win is judged at d4


def test_three_players_either_opponent():
    assert winner(f"{THREE} 1 A:mortal,B:pan,C:moerae[set|b4] 4 -", "b4-c4") == "C"
    pos = RefPosition(f"{THREE} 2 A:mortal,B:pan,C:moerae[set|a1] 4 -")
    assert {t: winner(pos.sfen(), t) for t in ("c2-b1", "c2-b2")} == {"c2-b1": "C", "c2-b2": "C"}


def test_hera_veto_comes_first():
    # C's climb onto a5 (level 3, perimeter, in Moerae's area a4 b4 a5 b5): Hera vetoes it, the turn goes on
    sfen = "30000/2C2C000/000B0B0/00000A/0000A0A 3 A:moerae[set|a4],B:hera,C:mortal 4 -"
    pos = RefPosition(sfen)
    assert "a4-a5" not in pos.legal_turns() and "a4-a5^b5" in pos.legal_turns()
    assert winner(sfen, "a4-a5^b5") is None


def test_chronus_towers_are_no_move():
    sfen = "3*0003*/00000/0A0B30B0A/00A000/3*0003* 2 A:moerae[set|b2],B:chronus 8 -"
    assert winner(sfen, "b3-b4^c3") == "B"  # the fifth tower, on c3 inside her area: his


def test_bia_removing_her_last_worker_she_won_first():
    pos = played("00000A/00000/2A30C00/00000/0000B0B 1 A:bia,B:pan,C:moerae[set|b2] 4 -", "a3-b3")
    assert pos.winner() == "C" and not pos.eliminated[2] and not pos.workers_of("C")
    assert RefPosition(pos.sfen()).sfen() == pos.sfen()


def test_eliminated_moerae_takes_nothing():
    # C cannot move: eliminated as the position settles; A's climb into her former area is A's
    sfen = "00000A/02A300/00000/0*0*00B0B/0C0*000 3 A:mortal,B:pan,C:moerae[set|b4] 4 -"
    pos = RefPosition(sfen)
    assert pos.eliminated[2] and pos.sfen().endswith("A:mortal,B:pan,-C:moerae 5 -")
    assert winner(pos.sfen(), "b4-c4") == "A"


def test_unknown_area_is_a_players_view():
    sfen = f"{CLIMB} 2 A:moerae[set],B:mortal 6 -"
    pos = RefPosition(sfen)
    assert pos.sfen() == sfen
    assert pos.legal_turns() == RefPosition(f"{CLIMB} 2 A:moerae[set|c4],B:mortal 6 -").legal_turns()
    assert winner(sfen, "c4-d4") == "B"


def test_perft_counts_the_choice_and_a_stolen_leaf():
    due = RefPosition(f"{EMPTY} 1 A:moerae,B:mortal 1 -")
    assert due.perft(1) == 16 and due.perft(2) == 16 * 2300
    pos = RefPosition(f"{CLIMB} 2 A:moerae[set|c4],B:mortal 6 -")
    assert played(pos.sfen(), "c4-d4").perft(1) == 0  # the game is over: a leaf
    assert pos.perft(2) == sum(played(pos.sfen(), t).perft(1) for t in pos.legal_turns())


# ---------------------------------------------------------------- SFEN


@pytest.mark.parametrize("sfen", [
    f"{EMPTY} 1 A:moerae[fate],B:mortal 1 -",
    f"{EMPTY} 1 A:moerae[set|e2],B:mortal 1 -",                  # no block's corner: file e
    f"{EMPTY} 1 A:moerae[set|b5],B:mortal 1 -",                  # rank 5
    f"{EMPTY} 1 A:moerae[set|f3],B:mortal 1 -",
    f"{EMPTY} 1 A:moerae[set|],B:mortal 1 -",
    f"{EMPTY} 1 A:moerae[b2],B:mortal 1 -",
    f"{EMPTY} 1 A:moerae[set|b2|c3],B:mortal 1 -",
    "00000/00000/00A0A0A0/00000/00000 2 A:moerae,B:mortal 1 -",   # a side placed, no choice made
    f"{CLIMB} 2 A:moerae,B:mortal 6 -",
    f"{EMPTY} 2 A:siren,B:moerae 1 -",                           # Siren orients first
    "00000/00A000/00A0A0A0/00000/00000 2 A:moerae[set],B:mortal 1 -",  # four workers of hers
])
def test_refused(sfen):
    with pytest.raises(SfenError):
        RefPosition(sfen)


@pytest.mark.parametrize("sfen", [
    f"{EMPTY} 1 A:moerae,B:mortal 1 -",
    f"{EMPTY} 2 A:mortal,B:moerae 1 -",
    f"{EMPTY} 2 A:siren,B:moerae 1 first:2",
    f"{EMPTY} 1 A:moerae[set|d4],B:mortal 1 -",
    f"{EMPTY} 1 A:moerae[set],B:mortal 1 -",
    "00000/00000/00A0A0A0/00000/00000 2 A:moerae[set|a1],B:mortal 1 -",
    f"{CLIMB} 2 A:moerae[set],B:mortal 6 -",
    "00100/0123B0/12A01A3*/002B10/00000A 1 A:moerae[set|c4]#,B:mortal 7 -",
    f"{THREE} 1 A:mortal,B:pan,C:moerae[set|b4] 4 -",
])
def test_round_trip(sfen):
    assert RefPosition(sfen).sfen() == sfen


# ---------------------------------------------------------------- the perft table

TABLE = named_perft_table("perft-moerae.tsv")


def test_table_covers_the_brief():
    assert 12 <= len(TABLE) <= 20
    assert all(len(counts) >= 2 for _, _, counts in TABLE)
    assert any(" C:moerae" in sfen or ",C:moerae" in sfen for _, sfen, _ in TABLE)  # 3 players


@pytest.mark.parametrize("name,sfen,counts", TABLE, ids=[name for name, _, _ in TABLE])
def test_oracle_reproduces_the_table(name, sfen, counts):
    pos = RefPosition(sfen)
    assert pos.sfen() == sfen
    assert [pos.perft(1), pos.perft(2)] == counts[:2]
