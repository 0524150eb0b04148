"""A start seat other than seat 1 (the draft's ``first:K``) on the reference oracle and the
native core, in every mode (docs/multiplayer.md, docs/gods.md "The draft", docs/notation.md):

* the Pantheon 2-against-2 (seats A, B, C, D, a pair each): seat K places first, the seats
  after it in round 1, the seats before it in round 2, then seat K takes the first turn (round
  2); while seats place the SFEN's extra field says ``first:K``, dropped once all have placed;
* the classic teams (A, B, A, B): seat K places its team's pair, seat K+1 the other team's,
  seat K+2 (K's teammate) takes the first turn; 3 players and 2 players: the seats place round
  the table from K, then seat K takes the first turn. In these modes the start seat is the
  empty board's seat to move (no ``first:K`` item, which only Siren's and Aeolus' setup
  orientations also write);
* the round grows each time play reaches seat 1 again, placements included.

(1) scenarios: the placement order and the round counting of every mode and start seat,
checked on both implementations after each placement and turn, with the same SFEN on both;
the SFENs both read and refuse; (2) seeded random games from ``first:2``, ``first:3`` and
``first:4`` openings, core = oracle position by position.

Both refuse a Pantheon setup whose seat to move is not the next to place from the ``first:K``
start seat (the core accepted one until the oracle's reading found it).
"""

from __future__ import annotations

import random

import pytest

from conftest import assert_same_turns, board_field, CoreGame, OracleGame, play_in_lockstep
from santorini import Board
from santorini.errors import SfenError
from santorini.notation import parse_sfen, start_sfen
from santorini.reference import RefPosition

EMPTY = "00000/00000/00000/00000/00000"
MORTALS = "A:mortal,B:mortal,C:mortal,D:mortal"

#: The modes: the seats' side letters.
MODES = {"pantheon": "ABCD", "teams": "ABAB", "three": "ABC", "two": "AB"}

#: Where each side letter places in the scenarios (apart, so that every seat has a turn).
PLACED = {"A": ("a1", "a5"), "B": ("e1", "e5"), "C": ("c1", "c5"), "D": ("a3", "e3")}


def square_index(name: str) -> int:
    """The square index of a name (a1 = 0, b1 = 1, ..., e5 = 24: rank-major)."""
    return (int(name[1]) - 1) * 5 + "abcde".index(name[0])


def lineup(sides: str, gods: list[str] | None = None) -> str:
    """The seats field of these side letters, all mortal unless ``gods`` are given."""
    return ",".join(f"{side}:{god}" for side, god in zip(sides, gods or ["mortal"] * len(sides)))


def opening_from(sides: str, gods: list[str], first: int) -> str:
    """The empty board of a game whose start seat is ``first``: the Pantheon teams write
    ``first:K`` (start_sfen does), the other modes name it as the seat to move."""
    team_workers = "own" if sides == "ABCD" else "shared"
    return start_sfen(len(sides), gods, to_move=first, team_workers=team_workers)


def schedule(sides: str, first: int, turns: int) -> list[tuple[int, int, bool, bool]]:
    """The docs' order of play from start seat ``first`` (1-based): (seat to act, round,
    placement?, first:K written?) for every setup move and then ``turns`` turns. A seat
    places when its side has no worker yet (the Pantheon seats: each its own letter;
    teammates of the classic teams share theirs); passing to seat 1 starts a new round; the
    Pantheon teams write ``first:K`` (K > 1) while a seat has still to place."""
    placed: set[str] = set()
    seat, rnd, out = first, 1, []
    while len(out) < len(set(sides)) + turns:
        side = sides[seat - 1]
        placing = side not in placed
        out.append((seat, rnd, placing, sides == "ABCD" and first > 1 and len(placed) < 4))
        placed.add(side)
        seat = seat % len(sides) + 1
        rnd += seat == 1
    return out


def head(sfen: str) -> tuple[int, int, str]:
    """The seat to move, the round and the extra field of an SFEN."""
    fields = sfen.split()
    return int(fields[1]), int(fields[3]), fields[4]


# ---------------------------------------------------------------------- (1) scenarios


def test_the_docs_schedules():
    # docs/multiplayer.md and docs/gods.md, written out once for the start seat 3.
    assert schedule("ABCD", 3, 4) == [(3, 1, True, True), (4, 1, True, True), (1, 2, True, True),
                                      (2, 2, True, True), (3, 2, False, False), (4, 2, False, False),
                                      (1, 3, False, False), (2, 3, False, False)]
    # Classic teams: seat 3 places A's pair, seat 4 B's, seat 1 (3's teammate) moves first.
    assert schedule("ABAB", 3, 2) == [(3, 1, True, False), (4, 1, True, False), (1, 2, False, False),
                                      (2, 2, False, False)]
    assert schedule("ABAB", 2, 2) == [(2, 1, True, False), (3, 1, True, False), (4, 1, False, False),
                                      (1, 2, False, False)]
    assert schedule("ABC", 2, 2) == [(2, 1, True, False), (3, 1, True, False), (1, 2, True, False),
                                     (2, 2, False, False), (3, 2, False, False)]
    assert schedule("AB", 2, 2) == [(2, 1, True, False), (1, 2, True, False), (2, 2, False, False),
                                    (1, 3, False, False)]


CASES = [(mode, first) for mode, sides in MODES.items() for first in range(1, len(sides) + 1)]


@pytest.mark.parametrize(("mode", "first"), CASES, ids=[f"{mode}-first{first}" for mode, first in CASES])
def test_placement_order_and_rounds_from_the_start_seat(mode, first):
    sides = MODES[mode]
    start = opening_from(sides, ["mortal"] * len(sides), first)
    oracle, core = OracleGame(start), CoreGame(start)
    for seat, rnd, placing, written in schedule(sides, first, turns=2 * len(sides) + 1):
        sfen = oracle.sfen()
        assert core.sfen() == sfen
        assert RefPosition(sfen).sfen() == sfen and Board(sfen).sfen() == sfen  # read back by both
        assert head(sfen) == (seat, rnd, f"first:{first}" if written else "-"), sfen
        tokens = oracle.tokens()
        assert core.tokens() == tokens
        side = sides[seat - 1]
        if placing:
            token = "+" + "+".join(PLACED[side])
            assert token in tokens and all(t.startswith("+") for t in tokens)
        else:
            token = tokens[0]
            assert not token.startswith("+")
            # The seat moves its own pair (Pantheon) or its team's (the other modes).
            assert parse_sfen(sfen).worker_map()[square_index(token[:2])] == side
        oracle.play(token)
        core.play(token)
        if placing:
            workers = parse_sfen(oracle.sfen()).worker_map()
            assert all(workers[square_index(sq)] == side for sq in PLACED[side])
    assert core.sfen() == oracle.sfen()


@pytest.mark.parametrize("first", [2, 3, 4])
def test_the_pantheon_empty_board_names_its_start_seat(game, first):
    # Seat K to move on the empty board: the start seat, written first:K while seats place.
    assert game(f"{EMPTY} {first} {MORTALS} 1 -").sfen() == f"{EMPTY} {first} {MORTALS} 1 first:{first}"
    assert game(f"{EMPTY} {first} {MORTALS} 1 first:{first}").sfen() == f"{EMPTY} {first} {MORTALS} 1 first:{first}"


def test_a_first_one_item_is_seat_one_and_not_written(game):
    sfen = f"{board_field(a1='A', a5='A')} 2 {MORTALS} 1 first:1"
    assert game(sfen).sfen() == f"{board_field(a1='A', a5='A')} 2 {MORTALS} 1 -"


def test_the_seats_before_the_start_seat_place_in_round_two(game):
    # Start seat 3: C and D placed in round 1, A places in round 2 (first:3 still written),
    # then B, and seat 3 takes the first turn, in round 2, with nothing more written.
    placed = board_field(c1="C", c5="C", a3="D", e3="D")
    g = game(f"{placed} 1 {MORTALS} 2 first:3")
    g.play("+a1+a5")
    assert g.sfen() == f"{board_field(c1='C', c5='C', a3='D', e3='D', a1='A', a5='A')} 2 {MORTALS} 2 first:3"
    g.play("+e1+e5")
    everyone = board_field(c1="C", c5="C", a3="D", e3="D", a1="A", a5="A", e1="B", e5="B")
    assert g.sfen() == f"{everyone} 3 {MORTALS} 2 -"
    assert {token[:2] for token in g.tokens()} == {"c1", "c5"}  # C's own pair moves first


def test_without_its_item_that_position_has_every_seat_placed(game):
    # The same board with seat 1 to move in round 2 and no first:3: seat 1's placement came
    # long ago (start seat 1), so A has no worker and no turn: team B wins, the # on seat 4.
    placed = board_field(c1="C", c5="C", a3="D", e3="D")
    g = game(f"{placed} 1 {MORTALS} 2 -")
    assert g.tokens() == []
    assert g.sfen() == f"{placed} 1 A:mortal,B:mortal,C:mortal,D:mortal# 2 -"


def test_a_start_seat_with_siren_orienting_first_then_placing_from_the_start_seat():
    # Setup orientations come first, in turn order from the start seat (here only Siren's,
    # seat 1), the round staying 1; then seat 3 places, ... seat 2 in round 2, seat 3 plays.
    gods, oriented = "A:siren,B:mortal,C:mortal,D:mortal", "A:siren[n],B:mortal,C:mortal,D:mortal"
    oracle, core = OracleGame(f"{EMPTY} 3 {gods} 1 -"), CoreGame(f"{EMPTY} 3 {gods} 1 -")
    steps = [("=n", f"1 {gods} 1 first:3"), ("+c1+c5", f"3 {oriented} 1 first:3"),
             ("+a3+e3", f"4 {oriented} 1 first:3"), ("+a1+a5", f"1 {oriented} 2 first:3"),
             ("+e1+e5", f"2 {oriented} 2 first:3"), (None, f"3 {oriented} 2 -")]
    for token, expected in steps:
        sfen = oracle.sfen()
        assert core.sfen() == sfen and core.tokens() == oracle.tokens()
        assert sfen.split(" ", 1)[1] == expected
        if token is not None:
            oracle.play(token)
            core.play(token)


@pytest.mark.parametrize("sfen", [
    f"{board_field(c1='C', c5='C')} 4 {MORTALS} 2 first:3",                    # seat 4 placed in round 1
    f"{board_field(c1='C', c5='C', a3='D', e3='D')} 1 {MORTALS} 1 first:3",    # seat 1 places in round 2
    f"{board_field(c1='C', c5='C', a1='A', a5='A')} 4 {MORTALS} 1 first:3",    # A shows workers before its placement
    f"{board_field(c1='C', c5='C', a3='D', e3='D', a1='A', a5='A', e1='B', e5='B')} 3 {MORTALS} 2 first:3",  # all placed
    f"{board_field(c1='C', c5='C', a3='D', e3='D', a1='A', a5='A', e1='B', e5='B')} 3 {MORTALS} 1 first:3",
    f"{EMPTY} 3 {MORTALS} 2 first:3",                                          # the start seat's first turn: all placed
    f"{EMPTY} 2 A:siren,B:mortal,C:mortal,D:mortal 1 first:2",                 # Siren orients before seat 2 places
    f"{EMPTY} 2 A:mortal,B:mortal,C:mortal 1 first:2",                         # no first:K with 3 players
    f"{EMPTY} 3 A:mortal,B:mortal,A:mortal,B:mortal 1 first:3",                # nor with classic teams
    f"{EMPTY} 2 A:mortal,B:mortal 1 first:2",                                  # nor with 2 players
    f"{EMPTY} 2 A:mortal,B:mortal,C:mortal 1 first:4",                         # no seat 4
    f"{EMPTY} 2 {MORTALS} 1 first:2,first:3",                                  # two start seats
])
def test_bad_start_seat_positions_are_refused_by_both(sfen):
    with pytest.raises(SfenError):
        RefPosition(sfen)
    with pytest.raises(SfenError):
        Board(sfen)


#: Empty Pantheon boards whose seat to move is not the start seat, with nobody to orient. The
#: docs: "seat K places first (the seats before it place in round 2) and takes the first turn".
#: The oracle refuses them; the core accepts them and lets the seat to move place first (and,
#: from seat 2 with first:3, move first in round 2).
NOT_THE_START_SEAT = [f"{EMPTY} 1 {MORTALS} 1 first:3", f"{EMPTY} 2 {MORTALS} 1 first:3",
                      f"{EMPTY} 4 {MORTALS} 1 first:2"]


@pytest.mark.parametrize("sfen", NOT_THE_START_SEAT)
def test_the_oracle_refuses_a_seat_placing_before_the_start_seat(sfen):
    with pytest.raises(SfenError):
        RefPosition(sfen)


@pytest.mark.parametrize("sfen", NOT_THE_START_SEAT)
def test_the_core_refuses_a_seat_placing_before_the_start_seat(sfen):
    with pytest.raises(SfenError):
        Board(sfen)


# ---------------------------------------------------------------------- (2) random games

#: A few gods a mode: one lineup a game, drawn from them (4 distinct ones with the teams).
GODS = ["mortal", "apollo", "artemis", "minotaur", "athena", "pan", "atlas", "demeter", "prometheus", "hermes"]
TURNS = 24
GAMES = [(mode, first, seed) for mode, sides in MODES.items() for first in range(2, len(sides) + 1)
         for seed in range(3 if mode == "pantheon" else 2)]


@pytest.mark.parametrize(("mode", "first", "seed"), GAMES, ids=[f"{m}-first{f}-{s}" for m, f, s in GAMES])
def test_random_games_from_a_start_seat_core_equals_oracle(mode, first, seed):
    sides = MODES[mode]
    rng = random.Random(f"first-seat-{mode}-{first}-{seed}")
    gods = rng.sample(GODS, len(sides))
    start = opening_from(sides, gods, first)
    assert head(RefPosition(start).sfen())[:2] == (first, 1)
    play_in_lockstep(start, rng, TURNS)


def test_the_pantheon_setup_from_seat_three_lists_the_same_turns_and_children():
    # Seat 4 placing in round 1 and seat 1 in round 2 (first:3 both): every placement on both,
    # each to the same position.
    gods = ["apollo", "minotaur", "athena", "pan"]
    ref = RefPosition(opening_from("ABCD", gods, 3))
    for token in ("+c1+c5", "+a3+e3"):
        ref.play(token)
        assert_same_turns(ref.sfen())
    assert head(ref.sfen()) == (1, 2, "first:3")
