"""The Pantheon edition's boulder (docs/usp.md §3, extra item ``boulder@<square>``): a fixed
obstacle on one ground-level square that no worker enters and nobody builds on, with or
without gods; its position strings, its errors, the rules around it and the other places
that show a position (pictures, the santorini-ai format, USP)."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import read_perft_tsv
from santorini import Board
from santorini.errors import SfenError, UnsupportedError
from santorini.notation import square_index
from santorini.svg import board as picture

EMPTY = "00000/00000/00000/00000/00000 1 A:{},B:{} 1 boulder@c3"


def _squares(board: Board, token_part: str) -> set[str]:
    return {move.token for move in board.legal_moves if token_part in move.token}


def test_the_boulder_round_trips_and_keeps_its_square_out_of_the_board_field():
    board = Board(EMPTY.format("mortal", "mortal"))
    assert board.sfen() == EMPTY.format("mortal", "mortal")
    board.push("+b2+d4")
    board.push("+b3+d3")
    assert board.sfen() == "00000/0000A0/00B00B0/00A000/00000 1 A:mortal,B:mortal 2 boulder@c3"
    assert Board(board.sfen()).sfen() == board.sfen()
    assert board.copy().sfen() == board.sfen()


def test_no_worker_is_placed_moved_or_forced_onto_it_and_nothing_is_built_on_it():
    board = Board(EMPTY.format("mortal", "mortal"))
    assert len(list(board.legal_moves)) == 24 * 23 // 2      # every pair of the other squares
    assert not any("c3" in move.token for move in board.legal_moves)
    board = Board("00000/00000/00000/00A00A0/0B000B0 1 A:mortal,B:mortal 2 boulder@c3")
    assert not any("c3" in move.token for move in board.legal_moves)
    # Minotaur cannot push b2 onto the boulder, Charon cannot ferry onto it.
    minotaur = "00000/00000/00000/00B00B0/0A000A0 1 A:minotaur,B:mortal 2 {}"
    assert any(move.token.startswith("a1-b2") for move in Board(minotaur.format("-")).legal_moves)
    assert not any(move.token.startswith("a1-b2") for move in Board(minotaur.format("boulder@c3")).legal_moves)
    charon = "0000A0/00000/00000/00B0A00/0B0000 1 A:charon,B:mortal 2 {}"
    assert any(move.token.startswith("c2>b2") for move in Board(charon.format("-")).legal_moves)
    assert not any(move.token.startswith("c2>b2") for move in Board(charon.format("boulder@d2")).legal_moves)


@pytest.mark.parametrize("god", ["atlas", "selene", "zeus", "hephaestus", "demeter"])
def test_no_power_builds_on_it(god):
    lineup = "A:selene,B:mortal" if god == "selene" else f"A:{god},B:mortal"
    letter = "a" if god == "selene" else "A"
    board = Board(f"00000/00000/00000/00{letter}000/00000 1 {lineup} 2 boulder@c3".replace("00000 1", "0000B0 1", 1))
    for move in board.legal_moves:
        assert "^c3" not in move.token, move.token


def test_the_boulder_is_not_a_complete_tower_for_chronus():
    # Four complete towers and the boulder: Chronus has not won.
    board = Board("3*0003*/00000/0000A0A/00000/3*0B00B3* 1 A:mortal,B:chronus 2 boulder@a3")
    assert board.outcome() is None


@pytest.mark.parametrize("sfen,message", [
    ("00000/00000/00100/00000/00000 1 A:mortal,B:mortal 1 boulder@c3", "stand alone"),
    ("00000/00000/000A00/00000/00000 1 A:mortal,B:mortal 2 boulder@c3", "stand alone"),
    ("00000/00000/003*00/00000/00000 1 A:mortal,B:mortal 1 boulder@c3", "stand alone"),
    ("00000/00000/00000/00000/00000 1 A:mortal,B:mortal 1 boulder@c3,boulder@c4", "the game has one"),
    ("00000/00000/00000/00000/00000 1 A:mortal,B:mortal 1 boulder@f3", "unknown item"),
    ("00000/00000/00000/00000/00000 1 A:mortal,B:mortal 1 boulder", "unknown item"),
    ("00000/00000/00000/00000/00000 1 A:mortal,B:mortal 1 ram@c3", "needs the Golden Fleece variant"),
])
def test_a_bad_boulder_is_an_sfen_error(sfen, message):
    with pytest.raises(SfenError, match=message):
        Board(sfen)


def test_gods_and_player_counts_play_with_it():
    for sfen in ("00000/00000/00000/00000/00000 1 A:apollo,B:hades 1 boulder@a1",
                 "00000/00000/00000/00000/00000 1 A:pan,B:atlas,C:demeter 1 boulder@e5",
                 "00000/00000/00000/00000/00000 1 A:urania,B:artemis,A:hermes,B:terpsichore 1 boulder@b4"):
        board = Board(sfen)
        square = board.sfen().split()[-1].partition("@")[2]
        while board.outcome() is None and len(board.move_stack) < 40:
            moves = sorted(board.legal_moves, key=lambda move: move.token)
            assert not any(square in move.token for move in moves)
            board.push(moves[len(board.move_stack) * 7 % len(moves)])
        assert board.sfen().endswith(f"boulder@{square}")


def test_pictures_draw_it_and_the_santorini_ai_format_refuses_it():
    board = Board(EMPTY.format("mortal", "mortal"))
    svg = picture(board)
    assert svg.count('class="boulder"') == 1 and 'class="dome"' not in svg
    assert f'data-square="c3"' in svg and square_index("c3") == 12
    with pytest.raises(UnsupportedError, match="no boulder"):
        board.santorini_ai_fen()


@pytest.mark.parametrize("sfen,counts", read_perft_tsv(Path(__file__).parent / "data" / "perft-boulder.tsv"),
                         ids=lambda v: v.split()[-1] if isinstance(v, str) else None)
def test_the_core_reproduces_the_oracles_perft_table_with_a_boulder(sfen, counts):
    board = Board(sfen)
    assert [board.perft(depth) for depth in range(1, len(counts) + 1)] == counts
