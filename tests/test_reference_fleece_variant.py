"""The reference oracle with the Golden Fleece variant (gods.md §7.1; extra items
``fleece:<god>`` and ``ram@<square>``; the decisions are the position module's docstring):
the Ram's placement and its errors, the Ram as a dome on level 0 for every power, who holds
the fleece god's power at each turn's start, the holders' powers played as in the normal
game (the acting seat's and the other seat's restrictions), Dionysus' state, Eris as the
fleece god (both seats' marks kept all game, the holders' alternative turns, the marks'
states), Selene's pairs, Bia's placement, position strings, and the perft table
tests/data/perft-fleece-variant.tsv (make_perft_fleece_variant.py).

Oracle only: the native core is checked against the table elsewhere.
"""

from __future__ import annotations

import doctest
from dataclasses import replace

import pytest

from conftest import perft_table
from santorini.errors import IllegalMoveError, SfenError, UnsupportedError
from santorini.notation import SQUARE_NAMES, format_sfen, parse_sfen, square_index
from santorini.reference import SUPPORTED_GODS, SUPPORTED_MARK_GODS, RefPosition, fleece, neighbours
from santorini.reference.fleece import GOLDEN_FLEECE_CARDS
from santorini.rules.gods import GODS
from test_reference_advanced import board
from test_reference_boulder import EMPTY, FORCES, MIDGAME, OPEN, after_each_turn, touched

#: The eligible gods the oracle plays: every one is the fleece god of some test below.
FLEECE_GODS = ["apollo", "artemis", "atlas", "bia", "charon", "demeter", "dionysus", "hades", "hephaestus", "hera",
               "hermes", "hestia", "hypnus", "limus", "medusa", "minotaur", "pan", "persephone", "poseidon",
               "prometheus", "selene", "terpsichore", "triton", "urania", "zeus"]
#: The eligible promo gods, tested as the fleece god in test_reference_promo.py.
PROMO_FLEECE_GODS = ["asteria", "castor", "hippolyta", "iris", "pegasus", "scylla"]
#: The eligible god listed apart in the oracle (its mark state) that plays as the fleece god: in the
#: perft table after the others, and in the Eris scenarios below.
MARK_FLEECE_GODS = ["eris"]
#: Eligible gods the oracle plays that are not in this file's perft table (Harpies has her own,
#: perft-harpies.tsv): the fleece god of the holders' test below.
LATER_FLEECE_GODS = ["harpies"]
S2 = "A:mortal,B:mortal"
#: OPEN (A on b3 d3, B on c4 c2, flat) with A's b3 worker female, and MIDGAME with both
#: sides' females (b3 and c2): Selene as the fleece god gives every side one.
OPEN_SELENE = "00000/000B00/00a00A0/000B00/00000"
MIDGAME_SELENE = "00100/01B230/12a01A3*/002b10/00000"
#: MIDGAME with A's b3 worker on a3 (level 2): e4 (level 0) touches a3 across the a/e edge
#: for Urania's wrap, and d3 directly.
MIDGAME_URANIA = "00100/01B230/2A101A3*/002B13/00000"
#: On MIDGAME, the Ram's squares (all level 0) that give the power to both sides (c3 touches
#: all four workers), to A only (e4 touches d3), to B only (d1 touches c2), to nobody (a1).
RAMS = {"both": "c3", "A": "e4", "B": "d1", "neither": "a1"}
TABLE = "perft-fleece-variant.tsv"


def variant(board_field: str, god: str, ram: str | None = None, *, to_move: int = 1, seats: str = S2,
            round_number: int = 3) -> str:
    """A position string of the variant (the Ram on ``ram``, or not yet placed)."""
    extra = f"fleece:{god}" if ram is None else f"fleece:{god},ram@{ram}"
    return f"{board_field} {to_move} {seats} {round_number} {extra}"


def normal_game(pos: RefPosition, *, ram_as_dome: bool = True) -> RefPosition:
    """The same turn in the normal game: each seat plays the power it holds (its state as
    that god's), the Ram becomes a dome on level 0 (or nothing), a non-holder's female is a
    plain worker."""
    rec = parse_sfen(pos.sfen())
    assert pos.ram is not None
    domes = list(rec.domes)
    domes[pos.ram] = ram_as_dome
    holders = {pos.sides[i] for i in range(2) if pos.power(i) != "mortal"}
    workers = tuple((sq, letter if letter.upper() in holders else letter.upper()) for sq, letter in rec.workers)
    seats = tuple(replace(seat, god=pos.power(i), state=seat.state and seat.state.partition(":")[2])
                  for i, seat in enumerate(rec.seats))
    extra = tuple(item for item in rec.extra if item.startswith("boulder@"))
    return RefPosition(format_sfen(replace(rec, domes=tuple(domes), workers=workers, seats=seats, extra=extra)))


def outcome(pos: RefPosition, ram: int) -> tuple[object, ...]:
    """What a turn left: the levels, the domes but the Ram's square, the workers (case
    ignored: a mortal's female is a plain worker), the winner and the seat to move."""
    domes = tuple(dome and sq != ram for sq, dome in enumerate(pos.domes))
    workers = frozenset((sq, letter.upper()) for sq, letter in pos.workers.items())
    return tuple(pos.heights), domes, workers, pos.winner(), pos.to_move


def starts(pos: RefPosition) -> set[str]:
    """The squares the legal turns start from."""
    return {token[:2] for token in pos.legal_turns()}


def test_doctests() -> None:
    assert doctest.testmod(fleece).failed == 0


def test_the_eligible_cards_are_the_catalogs() -> None:
    assert GOLDEN_FLEECE_CARDS == {name for name, god in GODS.items() if god.golden_fleece}
    assert sorted(GOLDEN_FLEECE_CARDS & SUPPORTED_GODS) == sorted(FLEECE_GODS + PROMO_FLEECE_GODS + LATER_FLEECE_GODS)
    assert sorted(GOLDEN_FLEECE_CARDS & SUPPORTED_MARK_GODS) == MARK_FLEECE_GODS


# --------------------------------------------------------------------------- the Ram's placement


def test_seat_1_places_the_ram_after_both_placements_then_seat_2_plays_first() -> None:
    pos = RefPosition(variant(EMPTY, "apollo", round_number=1))
    assert pos.perft(1) == 300 and "ram@c3" not in pos.legal_turns()
    pos.play("+a1+b2")
    assert pos.sfen() == "00000/00000/00000/00A000/0A0000 2 A:mortal,B:mortal 1 fleece:apollo"
    pos.play("+c3+d4")
    assert pos.sfen() == "00000/0000B0/000B00/00A000/0A0000 1 A:mortal,B:mortal 2 fleece:apollo"
    free = [name for name in SQUARE_NAMES if name not in ("a1", "b2", "c3", "d4")]
    assert pos.legal_turns() == sorted(f"ram@{name}" for name in free)
    assert pos.perft(1) == 21 and not pos.is_over()
    pos.play("ram@e1")
    assert pos.sfen() == "00000/0000B0/000B00/00A000/0A0000 2 A:mortal,B:mortal 2 fleece:apollo,ram@e1"
    pos.play("c3-c2^c3")
    assert pos.sfen() == "00000/0000B0/00100/00A0B00/0A0000 1 A:mortal,B:mortal 3 fleece:apollo,ram@e1"


@pytest.mark.parametrize(
    ("token", "when"),
    [
        ("ram@c3", f"{EMPTY} 1 {S2} 1"),  # before any placement
        ("ram@c3", "00000/00000/00000/00A000/0A0000 2 A:mortal,B:mortal 1"),  # instead of seat 2's placement
        ("ram@b3", f"{OPEN} 1 {S2} 2"),  # onto a worker
        ("+a1+e5", f"{OPEN} 1 {S2} 2"),  # placing again instead
        ("b3-b2^b3", f"{OPEN} 1 {S2} 2"),  # a turn before the Ram
    ],
)
def test_illegal_setup_moves(token: str, when: str) -> None:
    pos = RefPosition(f"{when} fleece:apollo")
    with pytest.raises(IllegalMoveError):
        pos.play(token)
    assert pos.sfen() == f"{when} fleece:apollo"


def test_the_ram_is_not_placed_on_the_boulder() -> None:
    pos = RefPosition(f"{OPEN} 1 {S2} 2 fleece:apollo,boulder@a1")
    assert len(pos.legal_turns()) == 20 and "ram@a1" not in pos.legal_turns()
    pos.play("ram@e5")
    assert pos.sfen() == f"{OPEN} 2 {S2} 2 boulder@a1,fleece:apollo,ram@e5"


def test_no_second_ram() -> None:
    pos = RefPosition(variant(OPEN, "apollo", "a1", round_number=2, to_move=2))
    with pytest.raises(IllegalMoveError):
        pos.play("ram@e5")


def test_perft_2_of_the_ram_placement_is_seat_2s_first_turns() -> None:
    pos = RefPosition(variant(OPEN, "apollo", round_number=2))
    counts = {}
    for token, child in after_each_turn(pos):
        assert child.to_move == 2 and child.round == 2
        counts[token] = child.perft(1)
    assert len(counts) == 21 and pos.perft(2) == sum(counts.values())


@pytest.mark.parametrize(
    "text",
    [
        variant(EMPTY, "apollo", seats="A:apollo,B:mortal", round_number=1),  # a seat god besides the fleece
        variant(OPEN, "pan", "a1", seats="A:mortal,B:pan"),
        variant(EMPTY, "apollo", seats="A:mortal,B:mortal,C:mortal", round_number=1),  # 3 players
        variant(EMPTY, "apollo", seats="A:mortal,B:mortal,A:mortal,B:mortal", round_number=1),
        f"{EMPTY} 1 {S2} 1 fleece:apollo,fleece:pan",  # two fleece gods
        f"{EMPTY} 1 {S2} 1 fleece:apollo,fleece:apollo",
        f"{OPEN} 1 {S2} 3 ram@a1",  # a Ram without the variant
        f"{OPEN} 1 {S2} 3 ram@a1,boulder@e5",
        f"{OPEN} 1 {S2} 3 fleece:apollo,ram@a1,ram@e5",  # two Rams
        variant(OPEN, "apollo", "b3"),  # on a worker
        variant("00000/000B00/00A00A0/000B00/10000", "apollo", "a1"),  # on a block
        variant("00000/000B00/00A00A0/000B00/3*0000", "apollo", "a1"),  # on a tower
        variant("00000/000B00/00A00A0/000B00/0*0000", "apollo", "a1"),  # on a dome
        f"{OPEN} 1 {S2} 3 fleece:apollo,ram@a1,boulder@a1",  # on the boulder
        variant(EMPTY, "apollo", "c3", round_number=1),  # before the placements
        variant("00000/00000/00000/00A000/0A0000", "apollo", "c3", to_move=2, round_number=1),
        variant(OPEN, "apollo", to_move=2, round_number=2),  # seat 2 to move and no Ram
    ],
)
def test_bad_variant_positions(text: str) -> None:
    with pytest.raises(SfenError):
        RefPosition(text)


@pytest.mark.parametrize("god", ["athena", "morpheus", "chronus", "chaos", "mortal", "no_such_god"])
def test_fleece_gods_the_oracle_does_not_play(god: str) -> None:
    # Not Golden Fleece eligible (Athena, Morpheus, Chronus, mortal), eligible but not in the
    # oracle (Chaos), unknown.
    with pytest.raises(UnsupportedError, match=god):
        RefPosition(variant(EMPTY, god, round_number=1))


# --------------------------------------------------------------------------- position strings


@pytest.mark.parametrize(
    ("extra", "canonical"),
    [
        ("ram@c3,fleece:apollo", "fleece:apollo,ram@c3"),
        ("boulder@a1,ram@c3,fleece:apollo", "boulder@a1,fleece:apollo,ram@c3"),
        ("fleece:apollo,boulder@a1,ram@c3", "boulder@a1,fleece:apollo,ram@c3"),
        ("boulder@a1,fleece:apollo", "boulder@a1,fleece:apollo"),
    ],
)
def test_extra_items_are_read_in_any_order_and_written_in_one(extra: str, canonical: str) -> None:
    round_number = 3 if "ram@" in extra else 1
    field = MIDGAME if "ram@" in extra else EMPTY
    pos = RefPosition(f"{field} 1 {S2} {round_number} {extra}")
    assert pos.sfen() == f"{field} 1 {S2} {round_number} {canonical}"
    assert RefPosition(pos.sfen()).sfen() == pos.sfen()


def test_a_game_keeps_the_ram_and_round_trips_to_the_end() -> None:
    pos = RefPosition(variant(MIDGAME, "minotaur", "c3", round_number=6))
    while pos.winner() is None:
        turns = pos.legal_turns()
        pos.play(turns[len(turns) // 3])
        assert pos.sfen().endswith(" fleece:minotaur,ram@c3")
        assert not touched(pos, square_index("c3"))
        assert RefPosition(pos.sfen()) == pos
    # The board field shows the Ram's square as a plain 0.
    rec = parse_sfen(pos.sfen())
    assert (rec.heights[square_index("c3")], rec.domes[square_index("c3")]) == (0, False)


# --------------------------------------------------------------------------- the Ram is a dome on level 0

#: (fleece god, board, Ram): a position, the side to move holding the power, where without
#: the Ram some turn would put a worker on its square or build there.
BLOCKED = [
    ("apollo", OPEN, "c3"),
    ("minotaur", FORCES, "c3"),  # a3 pushing b3
    ("charon", FORCES, "c3"),  # d4 ferrying e5
    ("atlas", OPEN, "c3"),
    ("selene", OPEN_SELENE, "c3"),
    ("zeus", OPEN, "c3"),
    ("hermes", OPEN, "c3"),
    ("artemis", OPEN, "c3"),
    ("triton", MIDGAME, "a4"),
    ("poseidon", OPEN, "c3"),
    ("urania", MIDGAME_URANIA, "e4"),  # a3 wrapping across the a/e edge
    ("terpsichore", OPEN, "c3"),
    ("hestia", OPEN, "c3"),
    ("demeter", OPEN, "c3"),
    ("hephaestus", OPEN, "c3"),
    ("prometheus", OPEN, "c3"),
    ("bia", OPEN, "c3"),
]


@pytest.mark.parametrize(("god", "field", "ram"), BLOCKED)
def test_no_turn_enters_forces_onto_or_builds_on_the_ram(god: str, field: str, ram: str) -> None:
    pos = RefPosition(variant(field, god, ram))
    sq = square_index(ram)
    assert pos.power(0) == god
    assert any(touched(child, sq) for _, child in after_each_turn(normal_game(pos, ram_as_dome=False)))
    turns = after_each_turn(pos)
    assert turns
    for token, child in turns:
        assert ram not in token and not touched(child, sq), token
        assert f"ram@{ram}" in child.sfen()


@pytest.mark.parametrize(("god", "force"), [("minotaur", "a3-b3"), ("charon", "d4>e5")])
def test_no_force_sends_a_worker_onto_the_ram(god: str, force: str) -> None:
    # Both forces would land on c3; with the Ram on e3 (A's d4 still touches it) they stay.
    assert not any(t.startswith(force) for t in RefPosition(variant(FORCES, god, "c3")).legal_turns())
    assert any(t.startswith(force) for t in RefPosition(variant(FORCES, god, "e3")).legal_turns())


def test_atlas_domes_any_level_but_not_the_rams_square() -> None:
    # A holds Atlas' power (b3 touches c3); from b2 it could build on c3 but for the Ram.
    turns = RefPosition(variant(OPEN, "atlas", "c3")).legal_turns()
    assert {"b3-b2^b3*", "b3-b2^b3", "b3-b2^a1*"} <= set(turns)
    assert not any(t.startswith("b3-b2^c3") for t in turns)
    assert len([t for t in turns if t.startswith("b3-b2^")]) == 12  # a1 b1 c1 a2 a3 b3, each a block or a dome


# --------------------------------------------------------------------------- who holds the power


@pytest.mark.parametrize("god", FLEECE_GODS + LATER_FLEECE_GODS)
@pytest.mark.parametrize("holders", list(RAMS))
@pytest.mark.parametrize("to_move", [1, 2])
def test_a_turn_is_the_normal_games_turn_of_the_holders_powers(god: str, holders: str, to_move: int) -> None:
    field = MIDGAME_SELENE if god == "selene" else MIDGAME
    pos = RefPosition(variant(field, god, RAMS[holders], to_move=to_move, round_number=6))
    expected = {"both": (god, god), "A": (god, "mortal"), "B": ("mortal", god), "neither": ("mortal", "mortal")}
    assert (pos.power(0), pos.power(1)) == expected[holders]
    normal = normal_game(pos)
    turns = pos.legal_turns()
    assert turns == normal.legal_turns()
    ram = square_index(RAMS[holders])
    for token in turns[::7]:
        mine, theirs = pos.copy(), normal.copy()
        mine.play(token)
        theirs.play(token)
        assert outcome(mine, ram) == outcome(theirs, ram), token


def test_each_seat_is_tested_at_the_start_of_every_turn() -> None:
    pos = RefPosition(variant(board({"a1": "A", "e1": "A", "a5": "B", "e5": "B"}), "apollo", "c3"))
    assert (pos.power(0), pos.power(1)) == ("mortal", "mortal")
    pos.play("a1-b2^a1")  # A's b2 now touches the Ram: A holds during B's turn
    assert (pos.power(0), pos.power(1)) == ("apollo", "mortal")
    pos.play("e5-d4^e5")  # both touch it
    assert (pos.power(0), pos.power(1)) == ("apollo", "apollo")
    assert pos.sfen() == "0B0001/0000B0/00000/00A000/10000A 1 A:mortal,B:mortal 4 fleece:apollo,ram@c3"
    pos.play("b2-a2^a3")  # A walked away: B alone holds it at the start of its turn
    assert (pos.power(0), pos.power(1)) == ("mortal", "apollo")


def test_a_worker_that_walks_away_keeps_the_power_to_the_end_of_the_turn() -> None:
    # A's b3 touches the Ram on c3 at the start of the turn: A holds Medusa's power, walks
    # away, and at the end of the turn e1 (level 2) petrifies B's d1 (level 0).
    field = board({"b3": "A", "e1": "A", "d1": "B", "a5": "B"}, {"e1": 2})
    pos = RefPosition(variant(field, "medusa", "c3"))
    pos.play("b3-a2^a1")
    assert pos.sfen() == "0B0000/00000/00000/0A0000/10012A 2 A:mortal,B:mortal 3 fleece:medusa,ram@c3"
    assert (pos.power(0), pos.power(1)) == ("mortal", "mortal")
    # With the Ram on e4 nobody holds it: d1 stays.
    pos = RefPosition(variant(field, "medusa", "e4"))
    pos.play("b3-a2^a1")
    assert pos.sfen() == "0B0000/00000/00000/0A0000/1000B2A 2 A:mortal,B:mortal 3 fleece:medusa,ram@e4"


#: A on b1 and e3, B on b4 and d5: the Ram on c3 touches B's b4 alone (B holds, A does not);
#: on e1 it touches nobody.
RESTRICTED = {"b1": "A", "e3": "A", "b4": "B", "d5": "B"}


def restricted(god: str, ram: str, heights: dict[str, int]) -> RefPosition:
    pos = RefPosition(variant(board(RESTRICTED, heights), god, ram))
    assert (pos.power(0), pos.power(1)) == ("mortal", god if ram == "c3" else "mortal")
    return pos


def test_a_non_acting_hera_holder_vetoes_the_perimeter_win() -> None:
    heights = {"b1": 2, "a1": 3}
    assert "b1-a1" in restricted("hera", "e1", heights).legal_turns()
    turns = restricted("hera", "c3", heights).legal_turns()
    assert "b1-a1" not in turns and "b1-a1^a2" in turns and "b1-a1^b1" in turns


def test_a_non_acting_hades_holder_forbids_moving_down() -> None:
    heights = {"b1": 1}  # every move of b1 goes down
    assert starts(restricted("hades", "e1", heights)) == {"b1", "e3"}
    assert starts(restricted("hades", "c3", heights)) == {"e3"}


def test_a_non_acting_hypnus_holder_freezes_the_highest_worker() -> None:
    heights = {"b1": 1, "a1": 1, "a2": 1, "b2": 1, "c1": 1, "c2": 1}  # b1 (the highest) moves flat
    assert starts(restricted("hypnus", "e1", heights)) == {"b1", "e3"}
    assert starts(restricted("hypnus", "c3", heights)) == {"e3"}


def test_a_non_acting_limus_holder_forbids_blocks_next_to_her_workers() -> None:
    free, bound = restricted("limus", "e1", {}).legal_turns(), restricted("limus", "c3", {}).legal_turns()
    assert {"e3-e4^e5", "e3-e4^d4", "e3-e4^e3"} <= set(free)
    assert "e3-e4^e5" not in bound and "e3-e4^d4" not in bound and "e3-e4^e3" in bound
    # The turns lost are exactly the blocks next to B's b4 or d5 (c3, the Ram, is one of
    # those squares; all are below level 3, so no dome is lost).
    famine = {SQUARE_NAMES[n] for w in ("b4", "d5") for n in neighbours(square_index(w))}
    assert {t for t in free if t not in bound} == {t for t in free if t[-2:] in famine}


def test_a_non_acting_persephone_holder_makes_the_acting_seat_move_up() -> None:
    heights = {"b2": 1}  # b1 may move up to b2
    assert "e3-e4^e5" in restricted("persephone", "e1", heights).legal_turns()
    turns = restricted("persephone", "c3", heights).legal_turns()
    assert {t.split("^")[0] for t in turns} == {"b1-b2"}
    assert len(turns) == 7  # b2's builds: a1 b1 c1 a2 c2 a3 b3 (c3 is the Ram)


@pytest.mark.parametrize(("ram", "wins"), [("c3", True), ("e3", False), ("a4", False)])
def test_pan_drop_wins_only_for_a_holder(ram: str, wins: bool) -> None:
    # A's b2 (level 2) drops to a1: c3 touches b2 (A holds); e3 nobody; a4 only B's a5.
    field = board({"b2": "A", "e5": "A", "a5": "B", "e1": "B"}, {"b2": 2})
    pos = RefPosition(variant(field, "pan", ram))
    turns = pos.legal_turns()
    assert ("b2-a1" in turns) == wins and ("b2-a1^a2" in turns) == (not wins)
    if wins:
        pos.play("b2-a1")
        assert pos.sfen() == "0B0000A/00000/00000/02000/0A0000B 2 A:mortal#,B:mortal 3 fleece:pan,ram@c3"


# --------------------------------------------------------------------------- Dionysus' state

#: A on b2 (next to the Ram on c3) and e1, B on a5 and e5, a2 on level 3: b2-a1^a2 completes
#: a tower, and b2 walks away from the Ram doing it.
DIONYSUS = board({"b2": "A", "e1": "A", "a5": "B", "e5": "B"}, {"a2": 3})
EXTRA_TURN = "0B0000B/00000/00000/3*0000/0A0000A 1 A:mortal[dionysus:1],B:mortal 3 fleece:dionysus,ram@c3"


def test_dionysus_extra_turn_is_written_on_the_mortal_seat_and_reset_after() -> None:
    pos = RefPosition(variant(DIONYSUS, "dionysus", "c3"))
    pos.play("b2-a1^a2")
    assert pos.sfen() == EXTRA_TURN
    assert pos.power(0) == "dionysus"
    pos.play("pass")  # play passes on: A's workers no longer touch the Ram
    assert pos.sfen() == "0B0000B/00000/00000/3*0000/0A0000A 2 A:mortal,B:mortal 3 fleece:dionysus,ram@c3"
    assert pos.power(0) == "mortal"
    # Without the power the tower earns nothing.
    pos = RefPosition(variant(DIONYSUS, "dionysus", "e3"))
    pos.play("b2-a1^a2")
    assert pos.sfen() == "0B0000B/00000/00000/3*0000/0A0000A 2 A:mortal,B:mortal 3 fleece:dionysus,ram@e3"


def test_an_extra_turn_position_round_trips_though_its_workers_left_the_ram() -> None:
    pos = RefPosition(EXTRA_TURN)
    assert pos.sfen() == EXTRA_TURN and pos.power(0) == "dionysus" and pos.power(1) == "mortal"
    assert "pass" in pos.legal_turns()
    assert {t[:2] for t in pos.legal_turns() if t != "pass"} == {"a5", "e5"}  # B's workers, moved by A
    pos.play("a5-a4^a5")
    assert pos.sfen() == "10000B/0B0000/00000/3*0000/0A0000A 2 A:mortal,B:mortal 3 fleece:dionysus,ram@c3"


@pytest.mark.parametrize(
    "text",
    [
        EXTRA_TURN.replace("fleece:dionysus", "fleece:apollo"),  # the state of another god
        EXTRA_TURN.replace("[dionysus:1]", "[apollo:1]").replace("fleece:dionysus", "fleece:apollo"),
        EXTRA_TURN.replace("[dionysus:1]", "[dionysus]"),  # a default state is not written
        EXTRA_TURN.replace("[dionysus:1]", "[1]"),
        EXTRA_TURN.replace(" 1 A:", " 2 A:"),  # not the seat to move
        EXTRA_TURN.replace(",ram@c3", "").replace(" 3 ", " 2 "),  # before the Ram
        EXTRA_TURN.replace("A:mortal[dionysus:1]", "A:dionysus[1]"),  # a seat god
    ],
)
def test_bad_fleece_states(text: str) -> None:
    with pytest.raises(SfenError):
        RefPosition(text)


# --------------------------------------------------------------------------- Eris as the fleece god
#
# The rulings (position module docstring, "Eris as the fleece god"): each seat's mark - the
# opposing workers the opponent's last turn moving any of its own moved - is kept all game,
# holder or not; a seat holding the power at its turn's start may take her alternative turn (the
# plain move and build of an opposing worker not in its mark), both seats too; a non-holder plays
# as a mortal; the marks are written ``mortal[eris:...]`` on every seat, holder or not.

#: A on b1 and e1, B on a5 and e5, flat, the Ram on c3: nobody touches it, nothing marked.
ERIS_START = variant(board({"b1": "A", "e1": "A", "a5": "B", "e5": "B"}), "eris", "c3")
#: ERIS_START after e1-d2^e1 (A's d2 touches the Ram) and a5-b4^a5 (so does B's b4): both hold,
#: A's mark is B's b4, B's the d2 that A moved while B did not hold the power.
BOTH_HOLD = "10000B/00B000/00000/0000A0/00A001 1 A:mortal[eris:b4],B:mortal[eris:d2] 4 fleece:eris,ram@c3"
#: A on b2 (touching the Ram on c3) and e1, B on a4 (level 2, next to a5 on level 3) and e5,
#: A's mark on e5: A's alternative turn may take a4 alone, and climb it onto a5.
TRUCE = variant(board({"b2": "A", "e1": "A", "a4": "B", "e5": "B"}, {"a4": 2, "a5": 3}), "eris", "c3",
                seats="A:mortal[eris:e5],B:mortal", round_number=4)
ORIGINAL = frozenset({"revised-text"})


def test_eris_may_be_the_fleece_god() -> None:
    pos = RefPosition(variant(EMPTY, "eris", round_number=1))
    assert pos.perft(1) == 300  # her side's placement is the plain one


def test_a_non_holder_keeps_its_mark_and_uses_it_once_it_holds() -> None:
    pos = RefPosition(ERIS_START)
    assert (pos.power(0), pos.power(1)) == ("mortal", "mortal") and starts(pos) == {"b1", "e1"}
    pos.play("e1-d2^e1")
    # B holds nothing (a5, e5 are away from the Ram) but keeps its mark: the d2 A just moved.
    assert pos.sfen() == "0B0000B/00000/00000/0000A0/00A001 2 A:mortal,B:mortal[eris:d2] 3 fleece:eris,ram@c3"
    assert (pos.power(0), pos.power(1)) == ("eris", "mortal")
    assert starts(pos) == {"a5", "e5"}  # a mortal's turn: no alternative turn without the power
    pos.play("a5-b4^a5")
    assert pos.sfen() == BOTH_HOLD
    assert (pos.power(0), pos.power(1)) == ("eris", "eris")
    # A's alternative turn takes B's e5, not the marked b4.
    assert starts(pos) == {"b1", "d2", "e5"}
    pos.play("e5-e4^e5")
    # A moved none of its own workers: B's mark (kept since A's e1-d2) stands, and A's own too.
    assert pos.sfen() == "10001/00B000B/00000/0000A0/00A001 2 A:mortal[eris:b4],B:mortal[eris:d2] 4 fleece:eris,ram@c3"
    # B now holds the power (b4 touches the Ram) and uses that mark: its alternative turn takes
    # A's b1, never d2.
    assert starts(pos) == {"b1", "b4", "e4"}
    assert [t for t in pos.legal_turns() if t.startswith("b1-a1")] == ["b1-a1^a2", "b1-a1^b1", "b1-a1^b2"]
    assert not any(t.startswith("d2") for t in pos.legal_turns())


def test_both_holders_take_alternative_turns_and_the_marks_stay() -> None:
    pos = RefPosition(BOTH_HOLD)
    pos.play("e5-e4^e5")  # A's alternative turn with B's worker
    pos.play("b1-a1^a2")  # B's alternative turn with A's worker
    assert pos.sfen() == "10001/00B000B/00000/1000A0/0A0001 1 A:mortal[eris:b4],B:mortal[eris:d2] 5 fleece:eris,ram@c3"
    assert (pos.power(0), pos.power(1)) == ("eris", "eris")
    assert starts(pos) == {"a1", "d2", "e4"}  # A again: B's e4, not the marked b4


@pytest.mark.parametrize(
    ("token", "mark"),
    [
        ("d2-d3^d2", "d3"),  # the marked worker moves: the mark goes with it
        ("b1-b2^b1", "b2"),  # the other one moves: it alone is marked now
        ("b1-c2^b1", "c2"),
    ],
)
def test_the_mark_follows_the_worker_the_opponent_moved_last(token: str, mark: str) -> None:
    pos = RefPosition(BOTH_HOLD)
    pos.play(token)
    assert pos.sfen().split()[2] == f"A:mortal[eris:b4],B:mortal[eris:{mark}]"


def test_before_the_ram_nothing_is_marked_and_its_placement_marks_nothing() -> None:
    pos = RefPosition(variant(OPEN, "eris", round_number=2))
    assert len(pos.legal_turns()) == 21
    pos.play("ram@e1")
    assert pos.sfen() == f"{OPEN} 2 {S2} 2 fleece:eris,ram@e1"
    pos.play("c2-c1^c2")  # B's first turn: A, holding nothing, marks the worker it moved
    assert pos.sfen() == "00000/000B00/00A00A0/00100/000B00 1 A:mortal[eris:c1],B:mortal 3 fleece:eris,ram@e1"


@pytest.mark.parametrize(
    ("state", "canonical"),
    [
        ("A:mortal[eris:e5],B:mortal[eris:b2]", "A:mortal[eris:e5],B:mortal[eris:b2]"),  # A holds, B does not
        ("A:mortal[eris:e5,a4],B:mortal", "A:mortal[eris:a4,e5],B:mortal"),  # read in any order
        ("A:mortal,B:mortal[eris:e1,b2]", "A:mortal,B:mortal[eris:b2,e1]"),  # a non-holder's mark
        ("A:mortal[eris:truce,a4]", None),  # truce comes last
        ("A:mortal[eris:a4,truce],B:mortal[eris:e1]", "A:mortal[eris:a4,truce],B:mortal[eris:e1]"),
    ],
)
def test_marks_are_written_on_holders_and_non_holders(state: str, canonical: str | None) -> None:
    field = board({"b2": "A", "e1": "A", "a4": "B", "e5": "B"})
    text = f"{field} 2 {state if ',B:' in state else state + ',B:mortal'} 4 fleece:eris,ram@c3"
    if canonical is None:
        with pytest.raises(SfenError):
            RefPosition(text)
        return
    pos = RefPosition(text)
    assert (pos.power(0), pos.power(1)) == ("eris", "mortal")  # A's b2 touches the Ram, B's workers do not
    assert pos.sfen() == text.replace(state, canonical)
    assert RefPosition(pos.sfen()) == pos


@pytest.mark.parametrize(
    "text",
    [
        BOTH_HOLD.replace("eris:b4", "eris:c4"),  # a mark on an empty square
        BOTH_HOLD.replace("eris:d2", "eris:b4"),  # on a worker of the seat's own side
        BOTH_HOLD.replace("eris:d2", "eris"),  # an empty mark is no state
        f"{OPEN} 1 A:mortal[eris:c2],{S2[9:]} 2 fleece:eris",  # before the Ram: nobody has moved
        f"{OPEN} 1 A:mortal[eris:truce],{S2[9:]} 2 fleece:eris",
        BOTH_HOLD.replace("fleece:eris", "fleece:apollo"),  # another fleece god
        BOTH_HOLD.replace("A:mortal[eris:b4]", "A:eris[b4]"),  # a seat god
    ],
)
def test_bad_eris_fleece_states(text: str) -> None:
    with pytest.raises(SfenError):
        RefPosition(text)


@pytest.mark.parametrize("rulings", [frozenset(), ORIGINAL])
def test_the_alternative_climb_wins_nobody_and_the_original_text_writes_the_truce(rulings: frozenset[str]) -> None:
    pos = RefPosition(TRUCE, rulings)
    assert (pos.power(0), pos.power(1)) == ("eris", "mortal")
    assert starts(pos) == {"a4", "b2", "e1"}  # B's a4; e5 is marked
    assert {t[:5] for t in pos.legal_turns() if t.startswith("a4")} == {"a4-a3", "a4-a5", "a4-b3", "a4-b4", "a4-b5"}
    assert [t for t in pos.legal_turns() if t.startswith("a4-a5")] == ["a4-a5^a4", "a4-a5^b4", "a4-a5^b5"]
    pos.play("a4-a5^a4")  # B's worker climbs onto level 3: nobody wins
    truce = ",truce" if rulings else ""
    assert pos.sfen() == f"3B0000B/30000/00000/00A000/00000A 2 A:mortal[eris:e5{truce}],B:mortal 4 fleece:eris,ram@c3"
    assert pos.winner() is None and RefPosition(pos.sfen(), rulings) == pos
    pos.play("e5-e4^e5")  # the truce ends with the next turn; B moved e5, now marked on e4
    assert pos.sfen() == "3B0001/30000B/00000/00A000/00000A 1 A:mortal[eris:e4],B:mortal 5 fleece:eris,ram@c3"


def eris_normal_game(pos: RefPosition) -> RefPosition:
    """The same turn in the normal game: a holder's seat is Eris with its mark, a non-holder's
    a mortal (its mark, which it keeps in the variant, is no state there), the Ram a dome."""
    rec = parse_sfen(pos.sfen())
    assert pos.ram is not None
    domes = list(rec.domes)
    domes[pos.ram] = True
    seats = tuple(replace(seat, god=pos.power(i), state=seat.state.partition(":")[2] if seat.state and
                          pos.power(i) == "eris" else None) for i, seat in enumerate(rec.seats))
    return RefPosition(format_sfen(replace(rec, domes=tuple(domes), seats=seats, extra=())))


@pytest.mark.parametrize("holders", list(RAMS))
@pytest.mark.parametrize("to_move", [1, 2])
def test_an_eris_holders_turns_are_the_normal_games(holders: str, to_move: int) -> None:
    text = f"{MIDGAME} {to_move} A:mortal[eris:b4],B:mortal[eris:d3] 6 fleece:eris,ram@{RAMS[holders]}"
    pos = RefPosition(text)
    normal = eris_normal_game(pos)
    assert pos.legal_turns() == normal.legal_turns()
    # A's mark is B's b4 and B's is A's d3: a holder's alternative turn takes the other worker.
    unmarked, marked = ("c2", "b4") if to_move == 1 else ("b3", "d3")
    assert (unmarked in starts(pos)) == (pos.power(pos.seat) == "eris") and marked not in starts(pos)


# --------------------------------------------------------------------------- setup parts of the powers


def test_selene_as_the_fleece_god_gives_every_side_a_female() -> None:
    pos = RefPosition(variant(EMPTY, "selene", round_number=1))
    assert pos.perft(1) == 600
    pos.play("+a1*+b2")
    assert pos.perft(1) == 506 and {"+c3*+d4", "+c3+d4*"} <= set(pos.legal_turns())
    pos.play("+c3+d4*")
    assert pos.sfen() == "00000/0000b0/000B00/00A000/0a0000 1 A:mortal,B:mortal 2 fleece:selene"
    assert pos.perft(1) == 21


def test_a_selene_holders_female_domes_and_a_non_holders_is_plain() -> None:
    # A's female b2 touches the Ram on c3, B's female e5 does not.
    field = board({"b2": "a", "e1": "A", "a5": "B", "e5": "b"})
    pos = RefPosition(variant(field, "selene", "c3"))
    assert "b2-b1^a1*" in pos.legal_turns() and "e1-e2,b2^b1*" in pos.legal_turns()
    pos = RefPosition(variant(field, "selene", "c3", to_move=2))
    assert not any("*" in t or "," in t for t in pos.legal_turns())
    assert len(pos.legal_turns()) == len(normal_game(pos).legal_turns())


def test_bias_placement_is_not_limited() -> None:
    pos = RefPosition(variant(EMPTY, "bia", round_number=1))
    assert pos.perft(1) == 300  # a Bia seat places on the perimeter only: 120
    pos.play("+b2+c3")
    pos.play("+c2+d4")
    assert pos.sfen() == "00000/0000B0/000A00/00A0B00/00000 1 A:mortal,B:mortal 2 fleece:bia"


# --------------------------------------------------------------------------- the perft table


def test_the_table_covers_every_fleece_god_in_every_holder_case() -> None:
    rows = perft_table(TABLE)
    gods = {}
    for text, counts in rows:
        pos = RefPosition(text)
        assert pos.sfen() == text and len(counts) >= 2
        case = "ram" if pos.ram is None else (pos.power(pos.seat) != "mortal", pos.power(1 - pos.seat) != "mortal")
        gods.setdefault(pos.fleece, set()).add(case)
    assert sorted(gods) == sorted(FLEECE_GODS + MARK_FLEECE_GODS)
    assert all(cases == {"ram", (True, False), (False, True), (True, True), (False, False)} for cases in gods.values())


@pytest.mark.parametrize("god", ["apollo", "hera", "selene", "dionysus", "eris"])
def test_the_table_sample(god: str) -> None:
    for text, counts in perft_table(TABLE):
        if f"fleece:{god}" in text:
            pos = RefPosition(text)
            assert [pos.perft(1), pos.perft(2)] == counts[:2], text


@pytest.mark.slow
def test_the_table_depth_2_all() -> None:
    for text, counts in perft_table(TABLE):
        assert RefPosition(text).perft(2) == counts[1], text
