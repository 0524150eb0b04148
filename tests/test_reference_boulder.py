"""The reference oracle with the Pantheon edition's boulder (docs/usp.md §3, extra item
``boulder@<square>``): its position strings before and after placements and turns, its
errors, no turn of any power that puts a worker on it or builds on it (checked on the
position after each turn, since a force's destination is not written in the token), Chronus
not counting it, and the perft table tests/data/perft-boulder.tsv (make_perft_boulder.py).

Oracle only: the native core is checked against the table elsewhere.
"""

from __future__ import annotations

import pytest

from conftest import perft_table
from santorini.errors import SfenError, UnsupportedError
from santorini.notation import parse_sfen, square_index
from santorini.reference import RefPosition

EMPTY = "00000/00000/00000/00000/00000"
#: A on b3 d3, B on c4 c2, flat: c3 touches all four workers.
OPEN = "00000/000B00/00A00A0/000B00/00000"
#: The mid-game position of the god tables (levels 1-3, a tower on e3); c3 and a4 on level 0.
MIDGAME = "00100/01B230/12A01A3*/002B10/00000"
#: Minotaur's a3 pushing B's b3 lands on c3; Charon's d4 ferrying B's e5 lands on c3.
FORCES = "01020B/1021A3/0A1B020/2013*0/00100"
#: 3 players (A b4 d2, B d4 c2, C a3 d1); the same without C for 4 players.
MID3 = "01210/12A30B1/0C13*20/102B1A0/0010C1"
MID4 = "01210/12A30B1/013*20/102B1A0/00101"


def with_boulder(text: str, square: str) -> str:
    """The position string with ``boulder@<square>`` as its extra field (it had ``-``)."""
    head, extra = text.rsplit(" ", 1)
    assert extra == "-"
    return f"{head} boulder@{square}"


def after_each_turn(pos: RefPosition) -> list[tuple[str, RefPosition]]:
    """Every legal turn (placements included) with the position it leads to."""
    found = []
    for token in pos.legal_turns():
        child = pos.copy()
        child.play(token)
        found.append((token, child))
    return found


def touched(pos: RefPosition, sq: int) -> bool:
    """A worker stands on ``sq`` or something was built on it."""
    return sq in pos.workers or pos.heights[sq] > 0 or pos.domes[sq]


# --------------------------------------------------------------------------- position strings


def test_the_boulder_round_trips_before_and_after_placements_and_turns() -> None:
    text = f"{EMPTY} 1 A:mortal,B:mortal 1 boulder@c3"
    pos = RefPosition(text)
    assert pos.sfen() == text
    assert pos.boulder == square_index("c3")
    pos.play("+b2+d4")
    assert pos.sfen() == "00000/0000A0/00000/00A000/00000 2 A:mortal,B:mortal 1 boulder@c3"
    pos.play("+b3+d3")
    assert pos.sfen() == "00000/0000A0/00B00B0/00A000/00000 1 A:mortal,B:mortal 2 boulder@c3"
    pos.play("b2-b1^c2")
    assert pos.sfen() == "00000/0000A0/00B00B0/00100/00A000 2 A:mortal,B:mortal 2 boulder@c3"
    for text in (pos.sfen(), pos.copy().sfen()):
        assert RefPosition(text).sfen() == text
        assert RefPosition(text) == pos
    # The board field never shows it: its square reads 0, the extra field carries it.
    rec = parse_sfen(pos.sfen())
    assert (rec.heights[square_index("c3")], rec.domes[square_index("c3")]) == (0, False)
    assert rec.extra == ("boulder@c3",)


@pytest.mark.parametrize("square", ["a1", "c1", "e5", "b4"])
def test_the_boulder_round_trips_on_any_square(square: str) -> None:
    text = with_boulder(f"{EMPTY} 1 A:mortal,B:mortal,C:mortal 1 -", square)
    assert RefPosition(text).sfen() == text
    # Any white space between the fields; the canonical string has single spaces.
    assert RefPosition(text.replace(" ", " \t ")).sfen() == text


def test_a_game_with_the_boulder_keeps_it_to_the_end() -> None:
    pos = RefPosition(with_boulder(f"{MIDGAME} 1 A:mortal,B:mortal 6 -", "c3"))
    while pos.winner() is None:
        turns = pos.legal_turns()
        pos.play(turns[len(turns) // 3])
        assert pos.sfen().endswith(" boulder@c3")
        assert not touched(pos, square_index("c3"))
        assert RefPosition(pos.sfen()).sfen() == pos.sfen()


def test_without_the_boulder_nothing_changes() -> None:
    text = f"{OPEN} 1 A:mortal,B:mortal 2 -"
    pos = RefPosition(text)
    assert pos.boulder is None and pos.sfen() == text
    assert pos.perft(2) == 5156 and RefPosition(with_boulder(text, "c3")).perft(1) < pos.perft(1)


# --------------------------------------------------------------------------- errors


@pytest.mark.parametrize(
    ("text", "error"),
    [
        ("00000/00000/00100/00000/00000 1 A:mortal,B:mortal 3 boulder@c3", SfenError),  # on a block
        ("00000/00000/00300/00000/00000 1 A:mortal,B:mortal 3 boulder@c3", SfenError),  # on level 3
        ("00000/00000/000*00/00000/00000 1 A:mortal,B:mortal 3 boulder@c3", SfenError),  # on a dome
        ("00000/00000/003*00/00000/00000 1 A:mortal,B:mortal 3 boulder@c3", SfenError),  # on a tower
        (f"{OPEN} 1 A:mortal,B:mortal 2 boulder@b3", SfenError),  # on a worker
        (f"{EMPTY} 1 A:mortal,B:mortal 1 boulder@c3,boulder@d4", SfenError),  # two of them
        (f"{EMPTY} 1 A:mortal,B:mortal 1 boulder@c3,boulder@c3", SfenError),
        (f"{EMPTY} 1 A:mortal,B:mortal 1 boulder@f6", SfenError),  # not a square
        (f"{EMPTY} 1 A:mortal,B:mortal 1 boulder", SfenError),
        # The Golden Fleece's items with a boulder: a Ram needs the variant and its own square.
        (f"{EMPTY} 1 A:mortal,B:mortal 1 ram@c3", SfenError),
        (f"{EMPTY} 1 A:mortal,B:mortal 1 fleece:athena", UnsupportedError),
        (f"{EMPTY} 1 A:mortal,B:mortal 1 boulder@c3,ram@d4", SfenError),
        (f"{OPEN} 1 A:mortal,B:mortal 2 boulder@c3,fleece:apollo,ram@c3", SfenError),
    ],
)
def test_bad_boulders(text: str, error: type[Exception]) -> None:
    with pytest.raises(error):
        RefPosition(text)


def test_the_errors_are_value_errors_that_name_the_square() -> None:
    assert issubclass(SfenError, ValueError)
    with pytest.raises(ValueError, match="c3"):
        RefPosition("00000/00000/00100/00000/00000 1 A:mortal,B:mortal 3 boulder@c3")
    with pytest.raises(SfenError, match="one boulder"):
        RefPosition(f"{EMPTY} 1 A:mortal,B:mortal 1 boulder@c3,boulder@d4")


# --------------------------------------------------------------------------- no turn reaches it

#: (seats, board field, round, boulder square): for each power, a position where, without
#: the boulder, some turn puts a worker on its square or builds there (checked below), so
#: each row shows that the power is kept off it. A lowercase letter is Selene's female.
SCENARIOS = [
    ("A:mortal,B:mortal", EMPTY, 1, "c3"),  # placements
    ("A:selene,B:mortal", EMPTY, 1, "c3"),  # placements with a female
    ("A:mortal,B:mortal", OPEN, 2, "c3"),
    ("A:mortal,B:mortal", MIDGAME, 6, "a4"),
    ("A:apollo,B:mortal", OPEN, 2, "c3"),
    ("A:apollo,B:mortal", MIDGAME, 6, "c3"),
    ("A:minotaur,B:mortal", FORCES, 8, "c3"),  # a3 pushing b3
    ("A:charon,B:mortal", FORCES, 8, "c3"),  # d4 ferrying e5
    ("A:atlas,B:mortal", OPEN, 2, "c3"),
    ("A:atlas,B:mortal", MIDGAME, 6, "c3"),
    ("A:selene,B:mortal", "00000/000B00/00a00A0/000B00/00000", 2, "c3"),  # the female moves or is chosen
    ("A:selene,B:mortal", "00000/000B00/00a000/000B00/0000A0", 2, "c3"),  # ,b3^c3* by the female alone
    ("A:zeus,B:mortal", OPEN, 2, "c3"),
    ("A:hermes,B:mortal", OPEN, 2, "c3"),
    ("A:hermes,B:mortal", "0B0000A/00000/00000/00000/0A0000B", 2, "c3"),  # a walk a1-b2-c3
    ("A:artemis,B:mortal", OPEN, 2, "c3"),
    ("A:artemis,B:mortal", "0B0000B/00000/00000/00000/0A0000A", 2, "c3"),  # the second move a1-b2-c3
    ("A:triton,B:mortal", MIDGAME, 6, "a4"),  # along file a
    ("A:triton,B:mortal", "00000/00B0B00/0A0000/00000/000A00", 2, "e2"),  # c1-d1-e1-e2
    ("A:poseidon,B:mortal", OPEN, 2, "c3"),
    ("A:urania,B:mortal", "00100/01B230/2A101A3*/002B13/00000", 6, "e4"),  # across the a/e edge
    ("A:terpsichore,B:mortal", OPEN, 2, "c3"),
    ("A:mortal,B:mortal,C:mortal", MID3, 7, "b2"),
    ("A:minotaur,B:charon,C:apollo", MID3, 7, "b2"),
    ("A:mortal,B:mortal,A:mortal,B:mortal", MID4, 6, "b2"),
    ("A:minotaur,B:charon,A:apollo,B:atlas", MID4, 6, "b2"),
    ("A:mortal,B:mortal,C:mortal", EMPTY, 1, "c3"),
    ("A:mortal,B:mortal,A:mortal,B:mortal", EMPTY, 1, "c3"),
]


def scenario_text(seats: str, board: str, round_number: int) -> str:
    return f"{board} 1 {seats} {round_number} -"


@pytest.mark.parametrize(("seats", "board", "round_number", "square"), SCENARIOS)
def test_no_turn_enters_or_builds_on_the_boulder(seats: str, board: str, round_number: int, square: str) -> None:
    sq = square_index(square)
    free = RefPosition(scenario_text(seats, board, round_number))
    assert any(touched(child, sq) for _, child in after_each_turn(free)), "the scenario does not reach the square"
    pos = RefPosition(with_boulder(scenario_text(seats, board, round_number), square))
    turns = after_each_turn(pos)
    assert turns
    for token, child in turns:
        assert square not in token, token
        assert not touched(child, sq), token
        assert child.sfen().endswith(f" boulder@{square}"), token
    # The boulder only takes turns away: every outcome with it is one without it, and every
    # turn without it that never names its square (no step onto it, no build, no walk
    # through it) and leaves it alone is still a turn, spelled the same.
    outcomes = {board_and_seats(child) for _, child in turns}
    free_turns = after_each_turn(free)
    assert outcomes <= {board_and_seats(child) for _, child in free_turns}
    kept = {token for token, child in free_turns if square not in token and not touched(child, sq)}
    assert kept <= set(pos.legal_turns())


@pytest.mark.parametrize(
    ("seats", "force"),
    [
        ("A:minotaur,B:mortal", "a3-b3"),  # the push would send b3 to c3
        ("A:charon,B:mortal", "d4>e5"),  # the ferry would send e5 across d4 to c3
        ("A:mortal,B:minotaur", "a3-b3"),  # the same with the sides swapped, seat 2 to move
        ("A:mortal,B:charon", "d4>e5"),
    ],
)
def test_no_force_puts_a_worker_on_the_boulder(seats: str, force: str) -> None:
    board, to_move = FORCES, 1
    if seats.startswith("A:mortal"):
        board, to_move = FORCES.translate(str.maketrans("AB", "BA")), 2
    text = f"{board} {to_move} {seats} 8 -"
    free = [(token, child) for token, child in after_each_turn(RefPosition(text)) if token.startswith(force)]
    assert free and all(child.side_of(square_index("c3")) is not None for _, child in free)
    assert not any(token.startswith(force) for token in RefPosition(with_boulder(text, "c3")).legal_turns())
    assert any(token.startswith(force) for token in RefPosition(with_boulder(text, "e2")).legal_turns())


def board_and_seats(pos: RefPosition) -> str:
    """The position string without its extra field."""
    return pos.sfen().rsplit(" ", 1)[0]


# --------------------------------------------------------------------------- Chronus

#: Four complete towers (a5, e5, a1, e1); e3 on level 3 next to A's d3 (level 1).
CHRONUS = "3*0003*/010B20/02A01A3/002B10/3*0003*"


@pytest.mark.parametrize(
    "text",
    [
        f"{CHRONUS} 1 A:chronus,B:mortal 6 boulder@c3",
        f"{CHRONUS} 2 A:chronus,B:mortal 6 boulder@c3",
        f"{CHRONUS} 1 A:mortal,B:chronus 6 boulder@c3",
        "3*0003*/00000/0000A0A/00000/3*0B00B3* 1 A:mortal,B:chronus 2 boulder@a3",
    ],
)
def test_four_complete_towers_and_the_boulder_are_no_win_for_chronus(text: str) -> None:
    pos = RefPosition(text)
    assert pos.winner() is None
    assert pos.sfen() == text and "#" not in pos.sfen()
    assert pos.legal_turns()


def test_the_fifth_tower_wins_for_chronus_next_to_the_boulder() -> None:
    pos = RefPosition(f"{CHRONUS} 1 A:chronus,B:mortal 6 boulder@c3")
    pos.play("d3-d2^e3")
    assert pos.winner() == "A"
    assert pos.sfen() == "3*0003*/010B20/02A013*/002B1A0/3*0003* 2 A:chronus#,B:mortal 6 boulder@c3"
    # Atlas' dome on level 0 is no tower either.
    pos = RefPosition(f"{CHRONUS} 1 A:atlas,B:chronus 6 boulder@c3")
    pos.play("d3-d2^e2*")
    assert pos.winner() is None


# --------------------------------------------------------------------------- the perft table

TABLE = "perft-boulder.tsv"


def test_the_table_has_a_boulder_in_every_row() -> None:
    rows = perft_table(TABLE)
    assert len(rows) >= 40
    for text, counts in rows:
        assert parse_sfen(text).extra[0].startswith("boulder@")
        assert len(counts) >= 2
        assert RefPosition(text).sfen() == text


def test_perft_table_depth_1_is_the_turn_count() -> None:
    for text, counts in perft_table(TABLE)[::3]:
        p = RefPosition(text)
        assert p.perft(1) == counts[0] == len(p.legal_turns()), text


def test_perft_table_depth_2_sample() -> None:
    for text, counts in perft_table(TABLE)[6::7]:
        assert RefPosition(text).perft(2) == counts[1], text


@pytest.mark.slow
def test_perft_table_depth_2_all() -> None:
    for text, counts in perft_table(TABLE):
        assert RefPosition(text).perft(2) == counts[1], text
