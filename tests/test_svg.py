"""Board pictures (santorini.svg): well-formed SVG whose pieces match the position."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from santorini import Board, NotationError
from santorini.notation import SQUARE_NAMES, parse_sfen
from santorini.svg import board as picture
from santorini.tools.cli import main

NS = "{http://www.w3.org/2000/svg}"
MID = "00000/000B00/00A00A0/000B00/00000 1 A:mortal,B:mortal 2 -"
DOMES = "1203*0/0A2B100/0031A0/0B1000/00000 1 A:mortal,B:mortal 5 -"
LOW_DOMES = "0A0B000/00000/0C2*1C00/0A0B000/0*1*2*00 3 A:apollo,B:atlas,C:pan 4 -"
FOUR = "0A0B000/00000/00000/0B0A000/00000 2 A:mortal,B:mortal,A:mortal,B:mortal 3 -"
FEMALE = "00000/00000/0A0b000/0A0B000/00000 1 A:mortal,B:selene 2 -"


def parse(text: str) -> ET.Element:
    root = ET.fromstring(text)
    assert root.tag == f"{NS}svg"
    return root


def with_class(root: ET.Element, *names: str) -> list[ET.Element]:
    """The elements whose class attribute holds every one of ``names``."""
    return [el for el in root.iter() if set(names) <= set(el.get("class", "").split())]


@pytest.mark.parametrize("sfen", [Board().sfen(), MID, DOMES, LOW_DOMES, FOUR, FEMALE])
def test_pieces_match_the_position(sfen):
    record = parse_sfen(sfen)
    root = parse(picture(Board(sfen)))
    assert len(with_class(root, "square")) == 25
    assert len(with_class(root, "worker")) == len(record.workers)
    for side in "ABCD":
        drawn = sorted(el.get("data-square") for el in with_class(root, "worker", f"side-{side}"))
        assert drawn == sorted(SQUARE_NAMES[sq] for sq, letter in record.workers if letter.upper() == side)
    assert len(with_class(root, "female")) == sum(letter.islower() for _, letter in record.workers)
    assert sorted(el.get("data-square") for el in with_class(root, "dome")) == sorted(
        SQUARE_NAMES[sq] for sq in range(25) if record.domes[sq])
    for level in (1, 2, 3):
        assert len(with_class(root, f"level-{level}")) == sum(h >= level for h in record.heights)
    assert len(with_class(root, "level")) == sum(record.heights)
    numbers = {el.get("data-square"): "".join(el.itertext()) for el in with_class(root, "level-number")}
    assert numbers == {SQUARE_NAMES[sq]: str(h) for sq, h in enumerate(record.heights) if h}
    seats = with_class(root, "seat")
    assert [el.get("class") for el in seats] == [f"seat side-{seat.side}" for seat in record.seats]
    for el, seat in zip(seats, record.seats):
        assert seat.god in "".join(el.itertext())
    assert root.find(f"{NS}title").text == sfen


def test_domes_on_low_levels_and_god_state():
    root = parse(picture(Board(LOW_DOMES)))
    assert {el.get("data-square") for el in with_class(root, "dome")} == {"a1", "b1", "c1", "b3"}
    levels = [el.get("data-square") for el in with_class(root, "level")]
    assert (levels.count("a1"), levels.count("b1"), levels.count("c1"), levels.count("b3")) == (0, 1, 2, 2)
    caption = "".join(parse(picture(Board("00000/00000/00000/00000/00000 2 A:athena[^],B:mortal 3 -"))).itertext())
    assert "athena[^]" in caption and "(to move)" in caption


def test_three_and_four_players_draw_every_side():
    three = parse(picture(Board(LOW_DOMES)))
    assert {side for el in with_class(three, "worker") for side in el.get("class").split() if "side-" in side} == {
        "side-A", "side-B", "side-C"}
    four = parse(picture(Board(FOUR)))
    assert len(with_class(four, "seat")) == 4 and len(with_class(four, "worker")) == 4


def test_last_move_arrows_and_marks():
    board = Board(MID)
    assert not with_class(parse(picture(board)), "arrow")
    board.push("b3-b4^a5")
    root = parse(picture(board))
    arrows = with_class(root, "arrow", "move")
    assert [(el.get("data-from"), el.get("data-to")) for el in arrows] == [("b3", "b4")]
    assert [el.get("data-square") for el in with_class(root, "mark", "build")] == ["a5"]
    assert not with_class(parse(picture(board, lastmove=None)), "arrow")
    # an explicit token: two moves (Artemis' shape), a double build on one square, a dome
    root = parse(picture(Board(MID), lastmove="b3-b4-c5^d5^d5"))
    assert [(el.get("data-from"), el.get("data-to")) for el in with_class(root, "arrow")] == [
        ("b3", "b4"), ("b4", "c5")]
    assert "x2" in "".join(with_class(root, "mark", "build")[0].itertext())
    root = parse(picture(Board(MID), lastmove=board.peek()))
    assert len(with_class(root, "arrow")) == 1
    root = parse(picture(Board(MID), lastmove="b3-c3^d4*"))
    assert [el.get("data-square") for el in with_class(root, "mark", "dome-build")] == ["d4"]
    placed = parse(picture(Board(), lastmove="+b3+d3"))
    assert sorted(el.get("data-square") for el in with_class(placed, "mark", "place")) == ["b3", "d3"]
    with pytest.raises(NotationError):
        picture(Board(), lastmove="b3-z9")


def test_highlighted_squares():
    root = parse(picture(Board(MID), squares=["c3", 0, "c3"]))
    assert sorted(el.get("data-square") for el in with_class(root, "highlight")) == ["a1", "c3"]
    with pytest.raises(NotationError):
        picture(Board(MID), squares=[25])


def test_flipped_turns_the_board_half_a_turn():
    def positions(root, kind):
        return {el.text: float(el.get("x" if kind == "file" else "y")) for el in with_class(root, "coord", kind)}

    plain, flipped = parse(picture(Board(MID))), parse(picture(Board(MID), flipped=True))
    files, ranks = positions(plain, "file"), positions(plain, "rank")
    assert sorted(files, key=files.get) == list("abcde") and sorted(ranks, key=ranks.get) == list("54321")
    files, ranks = positions(flipped, "file"), positions(flipped, "rank")
    assert sorted(files, key=files.get) == list("edcba") and sorted(ranks, key=ranks.get) == list("12345")

    def corner(root, name):
        square = next(el for el in with_class(root, "square") if el.get("data-square") == name)
        return float(square.get("x")), float(square.get("y"))

    assert corner(plain, "a5") == corner(flipped, "e1") and corner(plain, "a1") == corner(flipped, "e5")


def test_options():
    root = parse(picture(Board(MID), size=200, coordinates=False, caption=False))
    assert root.get("width") == "200" and not with_class(root, "coord") and not with_class(root, "seat")
    for size in (0, 49, 3.5, True):
        with pytest.raises(ValueError, match="size"):
            picture(Board(MID), size=size)


def test_repr_svg():
    board = Board(MID)
    assert board._repr_svg_() == picture(board)


def test_cli_writes_a_file(tmp_path, capsys):
    out = tmp_path / "board.svg"
    assert main(["svg", MID, "-o", str(out), "--size", "300", "--flip", "--moves", "b3-b4^a5"]) == 0
    root = parse(out.read_text(encoding="utf-8"))
    assert root.get("width") == "300" and len(with_class(root, "arrow")) == 1
    assert capsys.readouterr().out == ""
    assert main(["svg", *MID.split()]) == 0
    assert len(with_class(parse(capsys.readouterr().out), "worker")) == 4


@pytest.mark.parametrize(("argv", "message"), [
    (["svg", "0000/00000/00000/00000/00000 1 A:mortal,B:mortal 1 -"], "rank '0000'"),
    (["svg", MID, "--moves", "a1-a2"], "move 1 'a1-a2'"),
    (["svg", MID, "--size", "10"], "size"),
])
def test_cli_rejects_bad_input(capsys, argv, message):
    assert main(argv) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and err.startswith("santorini svg: error:") and message in err
