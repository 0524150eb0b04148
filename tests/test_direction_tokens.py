"""Direction tokens (Aeolus' wind, Siren's Song) on the Python surface: the setup
orientations' seat order and start seat in SFEN (``first:K``), bad positions and turns,
the protocol and the draft (docs/golden-fleece-gods.md, "Direction tokens"). The rules
themselves are compared with the oracle in test_god_rulings_golden_fleece.py and
test_differential_gods.py; here the core and the oracle must also agree on which position
strings they accept and how they print them."""

from __future__ import annotations

import random

import pytest

from conftest import opening, play_in_lockstep
from santorini import Board
from santorini.errors import IllegalMoveError, SfenError
from santorini.reference import RefPosition
from santorini.rules.draft import Draft
from test_usp import engine  # noqa: F401 - the fixture

FLAT = "00000/00000/00000/00000/00000"
ORIGINAL = frozenset({"revised-text"})


@pytest.mark.parametrize(("text", "rulings", "printed", "after"), [
    # Siren at seat 2: the empty board's seat 1 is the start seat, Siren orients first.
    (f"{FLAT} 1 A:pan,B:siren 1 -", frozenset(), f"{FLAT} 2 A:pan,B:siren 1 -", f"{FLAT} 1 A:pan,B:siren[n] 1 -"),
    # Seat 2 starts (a draft's first:2): Siren at seat 1 orients, then seat 2 places.
    (f"{FLAT} 2 A:siren,B:pan 1 -", frozenset(), f"{FLAT} 1 A:siren,B:pan 1 first:2",
     f"{FLAT} 2 A:siren[n],B:pan 1 -"),
    (f"{FLAT} 1 A:siren,B:pan 1 first:2", frozenset(), f"{FLAT} 1 A:siren,B:pan 1 first:2",
     f"{FLAT} 2 A:siren[n],B:pan 1 -"),
    # Two seats orient in turn order from the start seat; the round stays 1.
    (f"{FLAT} 2 A:siren,B:pan,C:aeolus 1 -", ORIGINAL, f"{FLAT} 3 A:siren,B:pan,C:aeolus 1 first:2",
     f"{FLAT} 1 A:siren,B:pan,C:aeolus[n] 1 first:2"),
    # Aeolus' revised text orients nothing at setup.
    (f"{FLAT} 1 A:aeolus,B:pan 1 -", frozenset(), f"{FLAT} 1 A:aeolus,B:pan 1 -", None),
])
def test_setup_orientation_positions(text, rulings, printed, after):
    board, oracle = Board(text, rulings=rulings), RefPosition(text, rulings=rulings)
    assert board.sfen() == oracle.sfen() == printed
    assert Board(printed, rulings=rulings).sfen() == printed
    if after is None:
        assert not any(move.token.startswith("=") for move in board.legal_moves)
        return
    assert sorted(move.token for move in board.legal_moves) == oracle.legal_turns() == sorted(
        f"={name}" for name in ("n", "ne", "e", "se", "s", "sw", "w", "nw"))
    board.push("=n")
    oracle.play("=n")
    assert board.sfen() == oracle.sfen() == after
    assert board.pop().token == "=n" and board.sfen() == printed


@pytest.mark.parametrize(("text", "rulings"), [
    (f"{FLAT} 2 A:siren,B:aeolus 1 -", ORIGINAL),                      # seat 1 orients before seat 2
    (f"{FLAT} 1 A:siren,B:aeolus 1 first:2", ORIGINAL),                # from start seat 2, seat 2 first
    (f"{FLAT} 2 A:pan,B:siren 1 first:3", frozenset()),                # no seat 3
    (f"{FLAT} 1 A:pan,B:siren 1 first:2", frozenset()),                # seat 1 does not orient
    (f"{FLAT} 1 A:pan,B:mortal 1 first:2", frozenset()),               # nobody orients
    (f"{FLAT} 2 A:pan,B:siren 1 first:1,first:2", frozenset()),        # two start seats
    ("00000/000B00/00A00A0/000B00/00000 1 A:siren,B:mortal 3 -", frozenset()),  # placed, no Song
    ("00000/00000/00A00A0/00000/00000 2 A:mortal,B:siren 1 -", frozenset()),    # A placed, no Song
    ("00000/000B00/00A00A0/000B00/00000 1 A:aeolus,B:mortal 3 -", ORIGINAL),    # no wind, original text
    (f"{FLAT} 1 A:siren[off],B:mortal 1 -", frozenset()),
    ("00000/000B00/00A00A0/000B00/00000 1 A:aeolus[north],B:mortal 3 -", frozenset()),
])
def test_bad_orientation_positions_are_refused_by_both(text, rulings):
    with pytest.raises(SfenError):
        Board(text, rulings=rulings)
    with pytest.raises(SfenError):
        RefPosition(text, rulings=rulings)


def test_bad_orientation_turns_change_nothing():
    board = Board(f"{FLAT} 1 A:pan,B:siren 1 -")
    before = board.sfen()
    for token in ("=off", "=up", "+a1+b2", "b2=ne"):
        with pytest.raises(ValueError):
            board.push(token)
        assert board.sfen() == before
    board.push("=ne")
    board.push("+a1+c3")
    board.push("+c4+e5")
    with pytest.raises(IllegalMoveError):
        board.push("c4-d4^c4=n")        # Siren's turns never turn her Song
    assert board.sfen().endswith("A:pan,B:siren[ne] 2 -")


def test_a_draft_with_siren_orients_before_the_start_seat_places():
    draft = Draft(2)
    for token in ("offer:pan,siren", "choose:pan", "first:2"):
        draft.play(token)
    board = Board(draft.sfen())
    assert board.sfen() == f"{FLAT} 1 A:siren,B:pan 1 first:2"
    board.push("=s")
    assert board.turn == 2 and board.round == 1


def test_the_protocol_orients_and_plays_a_game_to_the_end(engine):  # noqa: F811 - the fixture
    assert engine.ask("position startpos gods pan,siren", "sfen") == [f"sfen {FLAT} 2 A:pan,B:siren 1 -"]
    assert engine.ask("validmoves") == ["validmoves =e =n =ne =nw =s =se =sw =w"]
    moves: list[str] = []
    result = "result ongoing"
    while result == "result ongoing" and len(moves) < 200:
        _, best = engine.go("nodes 2000")
        moves.append(best.split()[1])
        (result,) = engine.ask(f"position startpos gods pan,siren moves {' '.join(moves)}", "result")
    assert moves[0].startswith("=") and moves[1].startswith("+") and moves[2].startswith("+")
    assert result.startswith("result winner ")


def test_the_gui_offers_orientations_as_buttons_not_squares():
    from santorini.gui.game import legal_spellings

    setup = legal_spellings(Board(f"{FLAT} 1 A:pan,B:siren 1 -"))
    assert sorted(turn["token"] for turn in setup) == ["=e", "=n", "=ne", "=nw", "=s", "=se", "=sw", "=w"]
    assert all(turn["steps"] == [{"kind": "orient", "square": None, "direction": turn["token"][1:], "dome": False,
                                  "female": False}] for turn in setup)
    turns = legal_spellings(Board("00000/000B00/00A00A0/000B00/00000 1 A:aeolus[n],B:mortal 2 -"))
    off = next(turn for turn in turns if turn["token"] == "b3-a3^a2=off")
    assert [step["kind"] for step in off["steps"]] == ["worker", "move", "build", "orient"]
    assert off["steps"][-1]["direction"] == "off"


@pytest.mark.parametrize("rulings", [frozenset(), frozenset({"revised-text"})], ids=["revised", "original"])
@pytest.mark.parametrize("god", ["siren", "aeolus"])
@pytest.mark.parametrize("seed", range(4))
def test_circe_holding_the_token_plays_as_the_oracle(god, seed, rulings):
    """Circe takes the power with its token as it stands and gives both back (gods.md §3.2 17):
    random games, core = oracle turn by turn, with Circe holding the power on the way."""
    gods = ["circe", god] if seed % 2 else [god, "circe"]
    held = play_in_lockstep(opening(gods), random.Random(900 + seed), 40, rulings=rulings,
                            after=lambda ref: f"circe[{god}" in ref.sfen())
    assert held
