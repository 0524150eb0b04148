"""Tests of santorini.notation: squares, turn tokens and SFEN (docs/usp.md §2-3)."""

from __future__ import annotations

import doctest

import pytest

from santorini import notation
from santorini.errors import NotationError, SantoriniError, SfenError
from santorini.notation import (
    DIRECTIONS,
    SQUARE_NAMES,
    START_SFEN,
    SeatRecord,
    SfenRecord,
    Step,
    Token,
    format_sfen,
    format_token,
    parse_sfen,
    parse_token,
    square_index,
    square_name,
)


@pytest.mark.parametrize("module", [notation, notation.squares, notation.tokens, notation.sfen], ids=lambda m: m.__name__)
def test_doctests(module) -> None:
    assert doctest.testmod(module).failed == 0


# --------------------------------------------------------------------------- squares


def test_square_layout() -> None:
    assert len(SQUARE_NAMES) == 25
    assert [square_index(n) for n in ("a1", "b1", "e1", "a2", "c3", "e5")] == [0, 1, 4, 5, 12, 24]
    assert SQUARE_NAMES[:6] == ("a1", "b1", "c1", "d1", "e1", "a2")


@pytest.mark.parametrize("sq", range(25))
def test_square_round_trip(sq: int) -> None:
    name = square_name(sq)
    assert square_index(name) == sq
    assert name == "abcde"[sq % 5] + "12345"[sq // 5]


@pytest.mark.parametrize("bad", ["", "f1", "a0", "a6", "A1", "a1 ", " a1", "a10", "aa", "11", "c", "é1"])
def test_bad_square_name(bad: str) -> None:
    with pytest.raises(NotationError) as info:
        square_index(bad)
    assert repr(bad) in str(info.value)


@pytest.mark.parametrize("bad", [-1, 25, 100, True, 1.0, "a1", None])
def test_bad_square_index(bad: object) -> None:
    with pytest.raises(NotationError) as info:
        square_name(bad)  # type: ignore[arg-type]
    assert repr(bad) in str(info.value)


def test_errors_are_value_errors() -> None:
    with pytest.raises(ValueError):
        square_index("z9")
    assert issubclass(NotationError, SantoriniError) and issubclass(SfenError, SantoriniError)


def test_directions() -> None:
    assert list(DIRECTIONS) == ["n", "ne", "e", "se", "s", "sw", "w", "nw"]
    assert DIRECTIONS["n"] == (0, 1)  # north is towards rank 5
    assert DIRECTIONS["e"] == (1, 0)  # east is towards file e
    assert DIRECTIONS["sw"] == (-1, -1)
    assert len(set(DIRECTIONS.values())) == 8
    assert all(max(abs(df), abs(dr)) == 1 for df, dr in DIRECTIONS.values())


# --------------------------------------------------------------------------- tokens

# Every example of docs/usp.md §2, plus a Hermes-like switch and single placements.
CANONICAL_TOKENS = [
    "b2-c3^d4",  # plain turn
    "b2-c3",  # winning move, no build
    "b2-c3-d3^e4",  # Artemis
    "b2-c3^d4^e4",  # Demeter
    "b2-c3^d4^d4",  # Hephaestus
    "b2^c3-c2^d2",  # Prometheus
    "b2-c3^d4*",  # Atlas
    "+b2+d4",
    "+a2+b1",
    "+a1",
    "+a1+c3+e5",
    "a1-a2,b2-b3^b4",
    "e5^e4",
    "ram@c3",  # the Golden Fleece's Ram figure
]


@pytest.mark.parametrize("text", CANONICAL_TOKENS)
def test_token_round_trip(text: str) -> None:
    token = parse_token(text)
    assert format_token(token) == text
    assert parse_token(format_token(token)) == token


def test_token_structure() -> None:
    assert parse_token("b2-c3^d4") == Token(6, (Step("move", 12), Step("build", 18)))
    assert parse_token("b2-c3") == Token(6, (Step("move", 12),))
    assert parse_token("b2-c3^d4*") == Token(6, (Step("move", 12), Step("build", 18, dome=True)))
    assert parse_token("a1-a2,b2-b3^b4").steps[1] == Step("switch", 6)
    assert parse_token("+b2+d4") == Token(None, (Step("place", 6), Step("place", 18)))


def test_placement_is_printed_in_ascii_order() -> None:
    token = parse_token("+b1+a2")
    assert [s.square for s in token.steps] == [1, 5]  # parse keeps the given order
    assert format_token(token) == "+a2+b1"  # ASCII: 'a2' < 'b1' although 5 > 1
    assert format_token(parse_token("+e5+a1")) == "+a1+e5"


def test_tokens_are_hashable_values() -> None:
    assert len({parse_token("b2-c3^d4"), parse_token("b2-c3^d4")}) == 1


@pytest.mark.parametrize(
    "bad",
    [
        "",  # empty
        "b2 -c3^d4",  # white space inside
        "b2-c3^d4 ",  # trailing white space
        "\tb2-c3^d4",
        "B2-c3^d4",  # uppercase square
        "b2-f3^d4",  # bad file
        "b2-c6^d4",  # bad rank
        "b2-c",  # truncated square
        "b2-c3^",  # missing square at the end
        "b2",  # just a square, no step
        "z9",
        "-c3^d4",  # does not start with a square
        "^c3",
        ",c3",
        "b2-c3*",  # '*' after a move
        "*b2-c3",
        "b2*-c3",  # '*' after the starting square
        "b2-c3^d4**",
        "b2-c3^d4*x",
        "b2x-c3",  # unknown character
        "b2-c3&d4",
        "b2-c3^d4é",
        "+a1-b2+c3",  # a worker brought into play is the only placement
        "+a1+b2-c3",  # placements mixed with other steps
        "b2-c3^d4x",  # a kill without its square
        "b2+c3",  # placement step after a starting square
        "b2-c3+d4",
        "+a1b2",
        "+",
        "+a1+",
        "offer:apollo,pan",  # draft tokens are not turn tokens
        "ram@c3^d4",  # the Ram's token has one step
        "ram@",
        "ram@f6",
        "b2ram@c3",
    ],
)
def test_malformed_token(bad: str) -> None:
    with pytest.raises(NotationError) as info:
        parse_token(bad)
    assert repr(bad) in str(info.value)


def test_non_string_token() -> None:
    with pytest.raises(NotationError):
        parse_token(None)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "make",
    [
        lambda: Step("jump", 1),
        lambda: Step("move", 25),
        lambda: Step("move", -1),
        lambda: Step("move", 1, dome=True),
        lambda: Step("place", 1, dome=True),
        lambda: Token(None, ()),
        lambda: Token(3, ()),
        lambda: Token(None, (Step("move", 1),)),
        lambda: Token(3, (Step("place", 1),)),
        lambda: Token(25, (Step("move", 1),)),
    ],
)
def test_bad_token_objects(make: object) -> None:
    with pytest.raises(NotationError):
        make()  # type: ignore[operator]


# --------------------------------------------------------------------------- SFEN

CANONICAL_SFENS = [
    START_SFEN,
    "00000/000B00/00A00A0/000B00/00000 1 A:mortal,B:mortal 1 -",
    "00000/00B00A0/00000/00A00B0/00000 1 A:mortal,B:mortal 1 -",
    "01A23*0/00000/00000/00000/00000 2 A:mortal,B:mortal 4 -",  # protocol's example rank
    "0*1*2*3*3/00000/0a0B000/00000/00000 1 A:athena[^],B:mortal 12 -",
    "3*3*3*3*3*/3333B3B/0A0A000/00000/00000 2 A:mortal,B:mortal# 9 -",
    "00000/00000/00000/00000/00000 1 A:mortal,B:mortal,C:mortal 1 -",
    "0A0A000/00000/0C0C000/00000/00000 3 A:apollo,-B:pan,C:zeus 5 -",
    "0A0A000/00000/0C0C000/00000/00000 1 A:apollo#,-B:pan,C:zeus 5 -",
    "0A0A000/0B0B000/00000/00000/00000 3 A:mortal,B:mortal,A:athena,B:hera 2 -",
    "00000/00000/00000/00000/00000 1 A:mortal,B:mortal 1 fleece:apollo,ram@c3",
    "00000/00000/00000/00000/00000 1 A:some_god[a1,b2],B:mortal 1 -",  # commas inside a state
    "00000/00000/00000/00000/00000 1 A:mortal[],B:mortal 1 -",
]


@pytest.mark.parametrize("text", CANONICAL_SFENS)
def test_sfen_round_trip(text: str) -> None:
    rec = parse_sfen(text)
    assert format_sfen(rec) == text
    assert parse_sfen(format_sfen(rec)) == rec
    hash(rec)  # records are hashable


def test_sfen_fields() -> None:
    rec = parse_sfen("3*0000/00000/000A00/00000/12300b 2 A:mortal,B:athena[^]# 7 ram@c3,fleece:pan")
    # The board lists rank 5 first: a5 is square 20, a1 is square 0.
    assert rec.heights[20] == 3 and rec.domes[20]
    assert rec.heights[:5] == (1, 2, 3, 0, 0)
    assert sum(rec.domes) == 1
    assert rec.workers == ((4, "b"), (12, "A"))
    assert rec.worker_map() == {4: "b", 12: "A"}
    assert rec.to_move == 2
    assert rec.round == 7
    assert rec.extra == ("ram@c3", "fleece:pan")
    assert rec.seats == (
        SeatRecord("A", "mortal", None, False, False),
        SeatRecord("B", "athena", "^", False, True),
    )


def test_sfen_empty_start() -> None:
    rec = parse_sfen(START_SFEN)
    assert rec.heights == (0,) * 25 and rec.domes == (False,) * 25
    assert rec.workers == () and rec.extra == () and rec.to_move == 1 and rec.round == 1
    assert [s.side for s in rec.seats] == ["A", "B"]


def test_sfen_eliminated_seat() -> None:
    rec = parse_sfen("00000/00000/00000/00000/00000 1 A:mortal,-B:mortal,C:mortal 1 -")
    assert rec.seats[1].eliminated and not rec.seats[0].eliminated


def test_sfen_any_white_space_between_fields() -> None:
    text = "  00000/000B00/00A00A0/000B00/00000 \t1\n A:mortal,B:mortal   1\r\n- "
    assert format_sfen(parse_sfen(text)) == "00000/000B00/00A00A0/000B00/00000 1 A:mortal,B:mortal 1 -"


def test_format_sfen_from_built_record() -> None:
    rec = SfenRecord(
        heights=(0,) * 25,
        domes=(False,) * 25,
        workers={12: "A", 0: "B"},  # type: ignore[arg-type]  # a mapping is converted
        to_move=1,
        seats=(SeatRecord("A", "mortal"), SeatRecord("B", "mortal")),
    )
    assert rec.workers == ((0, "B"), (12, "A"))
    assert format_sfen(rec) == "00000/00000/000A00/00000/0B0000 1 A:mortal,B:mortal 1 -"


@pytest.mark.parametrize(
    "changes",
    [
        {"heights": (4,) + (0,) * 24},
        {"heights": (0,) * 24},
        {"workers": ((25, "A"),)},
        {"workers": ((0, "C"),)},
        {"to_move": 3},
        {"round": 0},
        {"seats": (SeatRecord("A", "mortal"),)},
        {"seats": (SeatRecord("A", "Mortal"), SeatRecord("B", "mortal"))},
        {"extra": ("",)},
    ],
)
def test_format_sfen_rejects_bad_record(changes: dict[str, object]) -> None:
    fields: dict[str, object] = {
        "heights": (0,) * 25,
        "domes": (False,) * 25,
        "workers": (),
        "to_move": 1,
        "seats": (SeatRecord("A", "mortal"), SeatRecord("B", "mortal")),
        "round": 1,
        "extra": (),
    }
    fields.update(changes)
    with pytest.raises(SfenError):
        format_sfen(SfenRecord(**fields))  # type: ignore[arg-type]


E = "00000/00000/00000/00000/00000"  # empty board
S2 = "A:mortal,B:mortal"


@pytest.mark.parametrize(
    ("bad", "named"),
    [
        # field count
        (f"{E} 1 {S2} 1", "4 fields"),
        (f"{E} 1 {S2} 1 - x", "6 fields"),
        ("", "0 fields"),
        # board shape and cells
        (f"00000/00000/00000/00000 1 {S2} 1 -", "00000/00000/00000/00000"),
        (f"00000/00000/00000/00000/00000/00000 1 {S2} 1 -", "6 ranks"),
        (f"0000/00000/00000/00000/00000 1 {S2} 1 -", "'0000'"),
        (f"000000/00000/00000/00000/00000 1 {S2} 1 -", "'000000'"),
        (f"00000/00000/00000/00000/0A0A0A0 1 {S2} 1 -", "'0A0A0A0'"),
        (f"00400/00000/00000/00000/00000 1 {S2} 1 -", "height 4"),
        (f"00900/00000/00000/00000/00000 1 {S2} 1 -", "height 9"),
        (f"A0000/00000/00000/00000/00000 1 {S2} 1 -", "'A0000'"),
        (f"0**000/00000/00000/00000/00000 1 {S2} 1 -", "'0**000'"),
        (f"00000/00000/00000/00000/0AB0000 1 {S2} 1 -", "'0AB0000'"),
        (f"00000/00000/00000/00000/0x0000 1 {S2} 1 -", "'x'"),
        (f"00000/00000/00000/00000/0-0000 1 {S2} 1 -", "'-0000'"),
        (f"00000//00000/00000/00000 1 {S2} 1 -", "has 0 cells"),
        # workers
        (f"00000/00000/00000/00000/3*A0000 1 {S2} 1 -", "domed square a1"),
        (f"00000/00000/00000/00000/0C0000 1 {S2} 1 -", "'C'"),
        (f"00000/00000/00000/00000/0c0000 1 {S2} 1 -", "'c'"),
        (f"00000/00000/00000/00000/0D0000 1 A:mortal,B:mortal,A:mortal,B:mortal 1 -", "'D'"),
        (f"0A0A0A0A0/0A0A0A0A0/0A0A0A0A0/00000/00000 1 {S2} 1 -", "side A has 12 workers"),
        # seats
        (f"{E} 1 A:mortal 1 -", "1 seats"),
        (f"{E} 1 A:mortal,B:mortal,C:mortal,D:mortal,A:mortal 1 -", "5 seats"),
        (f"{E} 1 B:mortal,A:mortal 1 -", "sides BA"),
        (f"{E} 1 A:mortal,B:mortal,A:mortal 1 -", "sides ABA"),
        (f"{E} 1 A:mortal,B:mortal,D:mortal,C:mortal 1 -", "sides ABDC"),
        (f"00000/00000/00000/00000/0D0000 1 A:mortal,B:mortal,C:mortal 1 -", "'D'"),
        (f"{E} 1 A:mortal,A:mortal,B:mortal,B:mortal 1 -", "sides AABB"),
        (f"{E} 1 A:Mortal,B:mortal 1 -", "'Mortal'"),
        (f"{E} 1 A:mortal2,B:mortal 1 -", "'mortal2'"),
        (f"{E} 1 A:,B:mortal 1 -", "''"),
        (f"{E} 1 A-mortal,B:mortal 1 -", "'A-mortal'"),
        (f"{E} 1 E:mortal,B:mortal 1 -", "'E'"),
        (f"{E} 1 a:mortal,B:mortal 1 -", "'a'"),
        (f"{E} 1 AB:mortal,B:mortal 1 -", "'AB'"),
        (f"{E} 1 A:mortal#,B:mortal# 1 -", "more than one winner"),
        (f"{E} 1 -A:mortal#,B:mortal 1 -", "'-A:mortal#'"),
        (f"{E} 1 A:athena[^,B:mortal 1 -", "unclosed"),
        (f"{E} 1 A:athena^],B:mortal 1 -", "unbalanced"),
        (f"{E} 1 A:athena[^]x,B:mortal 1 -", "'A:athena[^]x'"),
        (f"{E} 1 A:athena[[^]],B:mortal 1 -", "'A:athena[[^]]'"),
        (f"{E} 1 A:mortal,,B:mortal 1 -", "empty seat entry in seats field 'A:mortal,,B:mortal'"),
        (f"{E} 1 A:mortal,B:mortal, 1 -", "empty seat entry"),
        # to-move
        (f"{E} 0 {S2} 1 -", "'0'"),
        (f"{E} 3 {S2} 1 -", "to-move seat 3"),
        (f"{E} x {S2} 1 -", "'x'"),
        (f"{E} 01 {S2} 1 -", "'01'"),
        (f"{E} -1 {S2} 1 -", "'-1'"),
        # round
        (f"{E} 1 {S2} 0 -", "round"),
        (f"{E} 1 {S2} -3 -", "'-3'"),
        (f"{E} 1 {S2} 1.5 -", "'1.5'"),
        # extra
        (f"{E} 1 {S2} 1 a,,b", "'a,,b'"),
        (f"{E} 1 {S2} 1 ,", "','"),
        (f"{E} 1 {S2} 1 a,-", "'a,-'"),
        # extra: only the items the protocol documents (fleece:<god>, ram@<square>)
        (f"{E} 1 {S2} 1 x", "unknown item 'x'"),
        (f"{E} 1 {S2} 1 ram@c3,x", "unknown item 'x'"),
        (f"{E} 1 {S2} 1 ram@f6", "unknown item 'ram@f6'"),
        (f"{E} 1 {S2} 1 ram@", "unknown item 'ram@'"),
        (f"{E} 1 {S2} 1 fleece:", "unknown item 'fleece:'"),
        (f"{E} 1 {S2} 1 fleece:Apollo", "unknown item 'fleece:Apollo'"),
        # control bytes and NUL, in any field: rejected, and escaped in the message
        (f"{E} 1 {S2} 1 \x01\x07", "'00000/00000/00000/00000/00000 1 A:mortal,B:mortal 1 \\x01\\x07' holds a control"),
        (f"{E} 1 A:athena[\x1b],B:mortal 1 -", "[\\x1b],B:mortal 1 -' holds a control character"),
        (f"{E}\x00 1 {S2} 1 -", "\\x00"),
        (f"{E} 1\x1c{S2} 1 -", "\\x1c"),
        (f"{E} 1 {S2} 1\x7f -", "\\x7f"),
        # encoding
        (f"{E} 1 A:mortal,B:mortél 1 -", "not ASCII"),
    ],
)
def test_malformed_sfen(bad: str, named: str) -> None:
    with pytest.raises(SfenError) as info:
        parse_sfen(bad)
    assert named in str(info.value)


def test_non_string_sfen() -> None:
    with pytest.raises(SfenError):
        parse_sfen(None)  # type: ignore[arg-type]


def test_unknown_god_is_not_checked_here() -> None:
    rec = parse_sfen(f"{E} 1 A:no_such_god,B:mortal 1 -")
    assert rec.seats[0].god == "no_such_god"
