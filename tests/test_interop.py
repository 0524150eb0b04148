"""Interop with JPricey's santorini-ai position strings (santorini.interop)."""

from __future__ import annotations

import random

import pytest

from santorini import Board, SfenError, UnsupportedError
from santorini.interop import convert, from_santorini_ai, position_format, to_santorini_ai
from santorini.rules.gods import GODS, PLAYABLE
from santorini.rules.santorini_ai import NAMES, STATE_FORMS
from santorini.tools.cli import main

EMPTY = "0" * 25
MID = "00000/000B00/00A00A0/000B00/00000 1 A:mortal,B:mortal 2 -"
MID_AI = f"{EMPTY}/1/mortal:B3,D3/mortal:C4,C2"


def without_round(sfen: str) -> list[str]:
    fields = sfen.split()
    return fields[:3] + fields[4:]


# --------------------------------------------------------------------------- their examples


@pytest.mark.parametrize(("theirs", "ours", "printed"), [
    # the start, with and without ':' after a god that has no worker yet
    (f"{EMPTY}/1/mortal/mortal", Board().sfen(), f"{EMPTY}/1/mortal/mortal"),
    (f"{EMPTY}/1/mortal:/mortal:", Board().sfen(), f"{EMPTY}/1/mortal/mortal"),
    # squares as their indices (A5 = 0, row by row) and as names in any case
    (f"{EMPTY}/1/mortal:2,13/mortal:7,20", "000A00/000B00/0000A0/00000/0B0000 1 A:mortal,B:mortal 2 -",
     f"{EMPTY}/1/mortal:C5,D3/mortal:C4,A1"),
    (f"{EMPTY}/1/mortal:b3,d3/mortal:c2,c4", MID, MID_AI),
    # europa.rs' round-trip test: the Talus on E2 (our state in lower case, no dome shown)
    ("0000000000000010000000000/2/europa[E2]:A3,D2/persephone:C4,B3",
     "00000/000B00/0A0B001/0000A0/00000 2 A:europa[e2],B:persephone 2 -",
     "0000000000000010000000000/2/europa[E2]:A3,D2/persephone:C4,B3"),
    # Clio's coins: theirs `left|squares`, ours the squares, then an `x` per coin out of the game
    (f"{EMPTY[:15]}01000{EMPTY[20:]}/1/clio[1|B2]:B3,C2/mortal:C3,D3",
     "00000/00000/00A0B0B0/010A00/00000 1 A:clio[b2,x],B:mortal 2 -",
     f"{EMPTY[:15]}01000{EMPTY[20:]}/1/clio[1|B2]:B3,C2/mortal:C3,D3"),
    (f"{EMPTY}/1/clio[0|]:B3,C2/mortal:C3,D3", "00000/00000/00A0B0B0/000A00/00000 1 A:clio[x,x,x],B:mortal 2 -",
     f"{EMPTY}/1/clio[0|]:B3,C2/mortal:C3,D3"),
    (f"{EMPTY}/1/clio[3|]:B3,C2/mortal:C3,D3", "00000/00000/00A0B0B0/000A00/00000 1 A:clio,B:mortal 2 -",
     f"{EMPTY}/1/clio:B3,C2/mortal:C3,D3"),
    # Aeolus' wind: theirs names the direction moves may not take, ours the way it blows (the opposite)
    ("0000011000001000000000100/1/aeolus[w]:B3,C2/harpies:C3,D3",
     "00000/11000/00A1B0B0/000A00/00100 1 A:aeolus[e],B:harpies 2 -",
     "0000011000001000000000100/1/aeolus[w]:B3,C2/harpies:C3,D3"),
    (f"{EMPTY}/2/mortal:B3,C2/aeolus[NE]:C3,D3", "00000/00000/00A0B0B0/000A00/00000 2 A:mortal,B:aeolus[sw] 2 -",
     f"{EMPTY}/2/mortal:B3,C2/aeolus[ne]:C3,D3"),
    # Hippolyta's female, as Selene's: her square in their state, her letter lower case in ours
    (f"{EMPTY}/1/hippolyta[B2]:B2,D4/mortal:A5,E1", "0B0000/0000A0/00000/00a000/00000B 1 A:hippolyta,B:mortal 2 -",
     f"{EMPTY}/1/hippolyta[B2]:D4,B2/mortal:A5,E1"),
    # Graeae's three workers
    (f"{EMPTY}/1/graeae:B2,D4,A1/mortal:A5,E1", "0B0000/0000A0/00000/00A000/0A0000B 1 A:graeae,B:mortal 2 -",
     f"{EMPTY}/1/graeae:D4,B2,A1/mortal:A5,E1"),
    # uci/README.md's example: domes (4) on complete towers
    ("4101202110011400102000100/2/mortal:A3,C3/artemis:E4,A1",
     "3*1012/02110B/0A11A3*0/01020/0B0100 2 A:mortal,B:artemis 2 -",
     "4101202110011400102000100/2/mortal:A3,C3/artemis:E4,A1"),
    # fen.rs' test of the old '-' mark: the opponent is an Athena who moved up
    (f"{EMPTY}/1/-mortal:B3,D3/athena:C2,C4", "00000/000B00/00A00A0/000B00/00000 1 A:mortal,B:athena[^] 2 -",
     f"{EMPTY}/1/mortal:B3,D3/athena[^]:C4,C2"),
    (f"{EMPTY}/2/athena[^]:B3,D3/mortal:C2,C4", "00000/000B00/00A00A0/000B00/00000 2 A:athena[^],B:mortal 2 -",
     f"{EMPTY}/2/athena[^]:B3,D3/mortal:C4,C2"),
    # with her seat to move, her last turn no longer binds: ours drops the mark, so they print none
    (f"{EMPTY}/1/athena[^]:B3,D3/mortal:C2,C4", "00000/000B00/00A00A0/000B00/00000 1 A:athena,B:mortal 2 -",
     f"{EMPTY}/1/athena:B3,D3/mortal:C4,C2"),
    # the winner's '#', before the name as they print it, or after it
    (f"{EMPTY}/1/#athena:B3,D3/mortal:C2,C4", "00000/000B00/00A00A0/000B00/00000 1 A:athena#,B:mortal 2 -",
     f"{EMPTY}/1/#athena:B3,D3/mortal:C4,C2"),
    (f"{EMPTY}/1/mortal:B3,D3/mortal#:C2,C4", "00000/000B00/00A00A0/000B00/00000 1 A:mortal,B:mortal# 2 -",
     f"{EMPTY}/1/mortal:B3,D3/#mortal:C4,C2"),
    # placement under way: round 1
    (f"{EMPTY}/2/mortal:A1,B2/mortal", "00000/00000/00000/00A000/0A0000 2 A:mortal,B:mortal 1 -",
     f"{EMPTY}/2/mortal:B2,A1/mortal"),
    # Morpheus' stock leaves out the build of his turn under way; ours counts it
    (f"{EMPTY}/2/mortal:B3,D3/morpheus[2]:C2,C4", "00000/000B00/00A00A0/000B00/00000 2 A:mortal,B:morpheus[3] 2 -",
     f"{EMPTY}/2/mortal:B3,D3/morpheus[2]:C4,C2"),
    (f"{EMPTY}/1/mortal:B3,D3/morpheus[2]:C2,C4", "00000/000B00/00A00A0/000B00/00000 1 A:mortal,B:morpheus[2] 2 -",
     f"{EMPTY}/1/mortal:B3,D3/morpheus[2]:C4,C2"),
    (f"{EMPTY}/2/mortal:B3,D3/morpheus[0]:C2,C4", "00000/000B00/00A00A0/000B00/00000 2 A:mortal,B:morpheus[1] 2 -",
     f"{EMPTY}/2/mortal:B3,D3/morpheus[0]:C4,C2"),
    (f"{EMPTY}/2/mortal:B3,D3/morpheus", "00000/00000/00A00A0/00000/00000 2 A:mortal,B:morpheus 1 -",
     f"{EMPTY}/2/mortal:B3,D3/morpheus[0]"),
    # Selene's female worker: her square there, a lowercase letter here
    (f"{EMPTY}/1/selene[d3]:B3,D3/mortal:C2,C4", "00000/000B00/00A00a0/000B00/00000 1 A:selene,B:mortal 2 -",
     f"{EMPTY}/1/selene[D3]:B3,D3/mortal:C4,C2"),
])
def test_their_strings(theirs, ours, printed):
    board = from_santorini_ai(theirs)
    assert board.sfen() == ours
    assert to_santorini_ai(board) == printed
    assert from_santorini_ai(printed).sfen() == ours
    assert Board.from_santorini_ai(theirs) == board and board.santorini_ai_fen() == printed


def test_the_start_position_both_ways():
    assert Board().santorini_ai_fen() == f"{EMPTY}/1/mortal/mortal"
    assert Board.from_santorini_ai(Board().santorini_ai_fen()) == Board()


# --------------------------------------------------------------------------- games


PAIRS = [("mortal", "mortal"), ("athena", "morpheus"), ("selene", "atlas"), ("apollo", "minotaur"),
         ("artemis", "demeter"), ("pan", "prometheus"), ("hephaestus", "hermes"), ("morpheus", "selene"),
         ("clio", "harpies"), ("artemis", "clio"), ("aeolus", "pan")]


@pytest.mark.parametrize("gods", PAIRS, ids="-".join)
def test_round_trips_along_random_games(gods):
    rng = random.Random("-".join(gods))
    for _ in range(3):
        board = Board(f"00000/00000/00000/00000/00000 1 A:{gods[0]},B:{gods[1]} 1 -")
        while True:
            if any(cell.endswith("*") and not cell.startswith("3") for cell in _cells(board.sfen())):
                with pytest.raises(UnsupportedError, match="santorini-ai has domes on level 3 only"):
                    to_santorini_ai(board)
                break
            theirs = to_santorini_ai(board)
            back = from_santorini_ai(theirs)
            assert without_round(back.sfen()) == without_round(board.sfen()), theirs
            assert to_santorini_ai(back) == theirs
            moves = list(board.legal_moves)
            if board.is_game_over() or not moves or len(board.move_stack) >= 16:
                break
            board.push(rng.choice(moves))


def _cells(sfen: str) -> list[str]:
    cells = []
    for rank in sfen.split()[0].split("/"):
        for char in rank:
            if char.isdigit():
                cells.append(char)
            else:
                cells[-1] += char
    return cells


def test_the_catalog_data_agrees_with_ours():
    assert len(NAMES) == 53 and NAMES >= set(STATE_FORMS)
    assert {god for god, form in STATE_FORMS.items() if form == "female"} == {
        god for god in NAMES & PLAYABLE if GODS[god].female_worker}


# --------------------------------------------------------------------------- what does not convert


@pytest.mark.parametrize(("sfen", "message"), [
    ("1*0000/000B00/00A00A0/000B00/00000 1 A:atlas,B:mortal 2 -", "dome on level 1 on a5"),
    ("0*0000/000B00/00A00A0/000B00/00000 1 A:atlas,B:mortal 2 -", "dome on level 0"),
    ("00000/00000/00000/00000/00000 1 A:mortal,B:mortal,C:mortal 1 -", "2 players, this position has 3"),
    ("00000/00000/00000/00000/00000 1 A:mortal,B:mortal,A:mortal,B:mortal 1 -", "has 4"),
    ("00000/000B00/00A00A0/000B00/00000 1 A:triton,B:mortal 2 -", "'triton' has no counterpart"),
    ("00000/000B00/00A00A0/000B00/00000 1 A:dionysus,B:mortal 2 -", "'dionysus' has no counterpart"),
    ("00000/000B00/00A00A0/000B00/00000 2 A:circe,B:apollo 2 -", "'circe' has no counterpart"),
    # Morpheus to move with no build for his turn: their stock cannot go below 0
    ("00000/000B00/00A00A0/000B00/00000 2 A:mortal,B:morpheus 2 -", "without the build of his turn"),
])
def test_what_santorini_ai_cannot_hold(sfen, message):
    board = Board(sfen)
    with pytest.raises(UnsupportedError, match=message):
        to_santorini_ai(board)


@pytest.mark.parametrize(("theirs", "error", "message"), [
    (f"{EMPTY}/1/mortal", SfenError, "3 fields"),
    (f"{EMPTY}/1/mortal/mortal/mortal", SfenError, "5 fields"),
    (f"{EMPTY[:-1]}/1/mortal/mortal", SfenError, "25 digits"),
    (f"{EMPTY[:-1]}5/1/mortal/mortal", SfenError, "25 digits"),
    (f"{EMPTY}/0/mortal/mortal", SfenError, "player to move '0'"),
    (f"{EMPTY}/3/mortal/mortal", SfenError, "player to move '3'"),
    (f"{EMPTY}/1//mortal", SfenError, "player 1 ''"),
    (f"{EMPTY}/1/zork/mortal", SfenError, "unknown god 'zork'"),
    (f"{EMPTY}/1/Mortal/mortal", SfenError, "unknown god 'Mortal'"),
    (f"{EMPTY}/1/mortal/nike", UnsupportedError, "'nike' has no counterpart"),
    (f"{EMPTY}/1/mortal/nike", UnsupportedError, "'nike' has no counterpart"),
    (f"{EMPTY}/1/mortal/stymphalians", UnsupportedError, "'stymphalians' has no counterpart"),
    (f"{EMPTY}/1/aeolus[up]:B3,C2/mortal:C3,D3", SfenError, "not a direction"),
    (f"{EMPTY}/1/clio[4|]:B3,C2/mortal:C3,D3", SfenError, r"not 'coins left\|squares'"),
    (f"{EMPTY}/1/clio[1B2]:B3,C2/mortal:C3,D3", SfenError, r"not 'coins left\|squares'"),
    (f"{EMPTY}/1/clio[1|B2,C2,D2]:B3,C2/mortal:C3,D3", SfenError, "more than 3 coins"),
    (f"{EMPTY}/1/clio[2|B2]:B3,C2/mortal:C3,D3", SfenError, "does not fit the board"),
    (f"{EMPTY}/1/mortal:F6/mortal", SfenError, "bad square 'F6'"),
    (f"{EMPTY}/1/mortal:25/mortal", SfenError, "bad square '25'"),
    (f"{EMPTY}/1/mortal:A1,B2/mortal:A1,C2", SfenError, "two workers on A1"),
    (f"{EMPTY}/1/mortal[^]:A1,B2/mortal:C1,C2", SfenError, "state"),
    (f"{EMPTY}/1/athena[x]:A1,B2/mortal:C1,C2", SfenError, r"state \[x\]"),
    (f"{EMPTY}/1/morpheus[-1]:A1,B2/mortal:C1,C2", SfenError, "number of builds"),
    (f"{EMPTY}/1/selene[C1]:A1,B2/mortal:C1,C2", SfenError, "not one of the player's workers"),
    (f"{EMPTY}/1/mortal[:A1,B2/mortal:C1,C2", SfenError, "player 1"),
    ("4" + EMPTY[1:] + "/1/mortal:A5,B2/mortal:C1,C2", SfenError, "domed square a5"),
    (None, SfenError, "string"),
])
def test_malformed_strings(theirs, error, message):
    with pytest.raises(error, match=message):
        from_santorini_ai(theirs)
    assert issubclass(error, ValueError)


# --------------------------------------------------------------------------- convert and the command line


def test_convert_detects_the_format():
    assert position_format(MID) == "sfen" and position_format(MID_AI) == "santorini-ai"
    assert convert(MID) == MID_AI and convert(MID_AI) == MID
    assert convert(MID, "sfen") == MID and convert(MID_AI, "santorini-ai") == MID_AI
    assert convert(f"{EMPTY}/1/-mortal:B3,D3/athena:C2,C4", "santorini-ai") == f"{EMPTY}/1/mortal:B3,D3/athena[^]:C4,C2"
    with pytest.raises(UnsupportedError, match="unknown position format"):
        convert(MID, "fen")


def test_cli_convert(capsys):
    assert main(["convert", MID]) == 0
    assert capsys.readouterr() == (MID_AI + "\n", "")
    assert main(["convert", *MID.split(), "--to", "santorini-ai"]) == 0
    assert capsys.readouterr().out == MID_AI + "\n"
    assert main(["convert", MID_AI]) == 0
    assert capsys.readouterr().out == MID + "\n"
    assert main(["convert", MID_AI, "--to", "santorini-ai"]) == 0
    assert capsys.readouterr().out == MID_AI + "\n"


@pytest.mark.parametrize(("argv", "message"), [
    (["convert", f"{EMPTY}/1/zork/mortal"], "unknown god 'zork'"),
    (["convert", "0*0000/000B00/00A00A0/000B00/00000 1 A:atlas,B:mortal 2 -"], "domes on level 3 only"),
    (["convert", "00000/00000/00000/00000/00000 1 A:mortal,B:mortal,C:mortal 1 -"], "2 players"),
    (["convert", "0000/00000/00000/00000/00000 1 A:mortal,B:mortal 1 -"], "rank '0000'"),
])
def test_cli_convert_rejects_bad_input(capsys, argv, message):
    assert main(argv) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and err.startswith("santorini convert: error:") and message in err


def test_cli_convert_rejects_an_unknown_format(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["convert", MID, "--to", "fen"])
    assert stop.value.code == 2 and "invalid choice: 'fen'" in capsys.readouterr().err
