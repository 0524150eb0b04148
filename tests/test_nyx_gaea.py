"""Nyx facing Gaea (gods.md §3.3 35, §3.5 66; docs/promo-gods.md "66 Nyx", docs/golden-fleece-gods.md
section 35; santorini/reference/gods_promo.py and gaea.py). The rulings checked here:

1. Gaea's placement after a dome is part of the builder's turn, right after the dome: she places with
   the power she held **during that turn**. A dome built while the complete towers were even (she holds
   her power) calls her placement as ever, though that dome, completing a tower, makes them odd; a dome
   built while they were odd (Nyx holds her Night Power, Gaea none) calls nothing, though it makes them
   even and gives her power back at the end of the turn. Her own turns too;
2. the count at the end of the builder's turn comes after her placement: she keeps her power until she
   has placed (or passed), then the holdings follow the towers; in the position where her placement is
   due Nyx already holds what the towers say (``A:nyx[apollo],B:gaea[2,d4] ... resume:1``; only visible
   in what each seat may do: the SFEN writes no holding);
3. the workers on her card (and the domes of a placement due) are her card's: they stay while she has no
   power (``gaea[1]`` with odd towers, a valid SFEN state); she places nothing and stops nobody's turn
   then;
4. no Night Power is Gaea, none banned with her (Atlas, Poseidon) is allowed; while Nyx holds one whose
   turn could go on after a dome (Demeter, Prometheus, ...) Gaea has no power: no turn pauses for her,
   and a rest state on Nyx's seat is refused;
5. SFEN round trips and refusals.

(a) every scenario runs on the reference oracle (``RefPosition``) and on the native core (``Board``);
(b) the oracle's perft rows against Gaea are in tests/data/perft-nyx.tsv (``nyx-gaea-*``, checked on the
core by tests/test_nyx.py); (c) seeded random games, core = oracle position by position, Nyx in either
seat against Gaea with a Night Power drawn among those the lineup allows, the oracle's holdings checked
against the rulings after every turn.
"""

from __future__ import annotations

import random

import pytest

from conftest import after, named_perft_table, placing_mostly, play_in_lockstep, starting, toward_domes, tokens_after
from santorini import Board
from santorini.errors import SfenError, UnsupportedError
from santorini.notation import start_sfen
from santorini.reference import RefPosition
from santorini.reference.gaea import GAEA_BANNED
from santorini.reference.gods_promo import NIGHT_POWERS, NYX_BANNED, default_night, night_problem
from santorini.rules import gods as catalog
from santorini.rules.gods import lineup_problem

#   The mid-game board of the perft tables with no complete tower (even): A (Nyx) on b3 (level 2) and
#   d3 (level 1), B (Gaea) on b4 (level 1) and c2 (level 2); d4 and e3 on level 3, no dome.
EVEN = "00100/01B230/12A01A3/002B10/00000"
#   The same with e3 domed: one complete tower (odd).
MID = "00100/01B230/12A01A3*/002B10/00000"
#   MID with a5 on level 3 too (B's b4 next to it).
MID5 = "30100/01B230/12A01A3*/002B10/00000"
#   EVEN after Nyx's b3-c3^d4: one tower (odd), Gaea's placement next to d4 due (c3 is Nyx's now).
DOMED = "00100/01B23*0/120A1A3/002B10/00000"
#   DOMED after Gaea's +e4: one worker left on her card.
PLACED = "00100/01B23*0B/120A1A3/002B10/00000"


def nyx_mortal(sfen: str) -> str:
    """The position with Nyx's seat made mortal (her Night Power gone), Gaea's seat as it is."""
    board, to_move, seats, rest = sfen.split(" ", 3)
    plain = ",".join("A:mortal" if seat.startswith("A:nyx") else "B:mortal" if seat.startswith("B:nyx") else seat
                     for seat in seats.split(","))
    return f"{board} {to_move} {plain} {rest}"


# ---------------------------------------------------------------------- lineups


def test_the_ban_is_lifted_in_the_catalog_the_oracle_and_the_core():
    assert "gaea" not in NYX_BANNED and "nyx" not in GAEA_BANNED
    for gods in (["nyx", "gaea"], ["gaea", "nyx"]):
        assert lineup_problem(gods, 2) is None
        sfen = start_sfen(2, gods)
        assert RefPosition(sfen).legal_turns() == sorted(move.token for move in Board(sfen).legal_moves)
        assert RefPosition(sfen).sfen() == Board(sfen).sfen()


@pytest.mark.parametrize("gods", [["nyx", "gaea"], ["gaea", "nyx"]], ids=["nyx-first", "gaea-first"])
def test_her_night_powers_are_the_catalogs(gods):
    """No Night Power is Gaea; the one banned with her (Atlas, an official ban) is not allowed; the
    oracle's copy of the bans says what the catalog says."""
    allowed = {night for night in NIGHT_POWERS if night_problem(night, gods) is None}
    assert allowed == {night for night in catalog.NIGHT_POWERS if catalog.night_problem(night, gods) is None}
    assert "gaea" not in NIGHT_POWERS
    assert "atlas" not in allowed and len(allowed) == len(NIGHT_POWERS) - 1
    assert default_night(gods) == catalog.start_states(gods)[gods.index("nyx")] == "apollo"


@pytest.mark.parametrize("night", ["atlas"])
def test_a_night_power_banned_with_her_is_refused(game, night):
    with pytest.raises(UnsupportedError):
        game(f"{EVEN} 1 A:nyx[{night}],B:gaea 6 -")
    with pytest.raises(UnsupportedError):
        game(f"{EVEN} 1 A:gaea,B:nyx[{night}] 6 -")


# ---------------------------------------------------------------------- (a) ruling scenarios


def test_a_dome_while_the_towers_are_even_calls_her_placement(game):
    """Even: Gaea holds her power. Nyx (a mortal) domes d4, completing a tower: the towers are odd, yet
    Gaea places, with the power she held in that turn; the count comes after it: then Gaea has no power
    and Nyx holds Apollo (her swap onto Gaea's placed worker)."""
    g = game(f"{EVEN} 1 A:nyx,B:gaea 6 -")
    g.play("b3-c3^d4")
    assert g.sfen() == f"{DOMED} 2 A:nyx[apollo],B:gaea[2,d4] 6 resume:1"
    assert g.tokens() == ["+d5", "+e4", "+e5", "pass"]
    g.play("+e4")
    assert g.sfen() == f"{PLACED} 2 A:nyx[apollo],B:gaea[1] 6 -"
    g.play("b4-a5^a4")
    assert g.sfen() == "0B0100/1123*0B/120A1A3/002B10/00000 1 A:nyx[apollo],B:gaea[1] 7 -"
    apollo = g.tokens()
    assert starting(apollo, "d3-e4") and not starting(game(nyx_mortal(g.sfen())).tokens(), "d3-e4")


def test_her_pass_ends_the_builders_turn_and_the_towers_are_counted(game):
    g = game(f"{EVEN} 1 A:nyx[zeus],B:gaea 6 -")
    g.play("b3-c3^d4")
    g.play("pass")
    assert g.sfen() == f"{DOMED} 2 A:nyx[zeus],B:gaea 6 -"
    g.play("b4-a5^a4")
    assert g.sfen() == "0B0100/1123*0/120A1A3/002B10/00000 1 A:nyx[zeus],B:gaea 7 -"
    zeus = g.tokens()  # odd: Nyx holds Zeus, a block under herself
    assert {"c3-b2^b2", "d3-e4^e4"} <= set(zeus)
    assert not {"c3-b2^b2", "d3-e4^e4"} & set(game(nyx_mortal(g.sfen())).tokens())


def test_a_dome_while_the_towers_are_odd_calls_nothing(game):
    """Odd: Gaea has no power. Nyx (holding Apollo) domes d4: the towers are even, yet Gaea places
    nothing (she had no power in that turn), and play passes to her with her power back."""
    assert after(game, f"{MID} 1 A:nyx,B:gaea 6 -", "b3-c3^d4") == \
        "00100/01B23*0/120A1A3*/002B10/00000 2 A:nyx[apollo],B:gaea 6 -"


def test_her_power_back_her_own_dome_calls_her_placement_then_nyx_holds_hers(game):
    """Odd, then Nyx's dome makes them even (no placement); Gaea, her power back, domes a5: her placement
    after her own turn (the towers odd again), then the count: Nyx holds Apollo on her turn."""
    g = game(f"{MID5} 1 A:nyx[apollo],B:gaea 6 -")
    g.play("b3-c3^d4")
    assert g.sfen() == "30100/01B23*0/120A1A3*/002B10/00000 2 A:nyx[apollo],B:gaea 6 -"
    g.play("b4-a4^a5")
    assert g.sfen() == "3*0100/0B123*0/120A1A3*/002B10/00000 2 A:nyx[apollo],B:gaea[2,a5] 6 resume:2"
    assert g.tokens() == ["+b5", "pass"]
    g.play("+b5")
    assert g.sfen() == "3*0B100/0B123*0/120A1A3*/002B10/00000 1 A:nyx[apollo],B:gaea[1] 7 -"
    apollo = g.tokens()
    assert "c3-b4^c3" in apollo  # Apollo's swap with Gaea's worker on b4 (the level 1 left by b4-a4 is a4's)
    assert apollo != game(nyx_mortal(g.sfen())).tokens()


def test_her_own_dome_while_the_towers_are_even_she_places_after_her_own_turn(game):
    g = game(f"{EVEN} 2 A:nyx[apollo],B:gaea 6 -")
    g.play("b4-c4^d4")
    assert g.sfen() == "00100/012B3*0/12A01A3/002B10/00000 2 A:nyx[apollo],B:gaea[2,d4] 6 resume:2"
    assert g.tokens() == ["+c3", "+d5", "+e4", "+e5", "pass"]
    g.play("+c3")
    assert g.sfen() == "00100/012B3*0/12A0B1A3/002B10/00000 1 A:nyx[apollo],B:gaea[1] 7 -"
    # odd: Nyx holds Apollo, and swaps with the worker just placed (b3 is Gaea's then: no build there)
    assert starting(g.tokens(), "b3-c3") == ["b3-c3^b2", "b3-c3^b4", "b3-c3^d2"]
    assert g.tokens() != game(nyx_mortal(g.sfen())).tokens()


def test_her_own_dome_while_the_towers_are_odd_calls_nothing(game):
    """Odd: her turn is a mortal's and her dome on d4 calls no placement (two workers on her card, c3, d5,
    e4 and e5 free); the towers even, Nyx has no power on her turn."""
    g = game(f"{MID} 2 A:nyx[apollo],B:gaea 6 -")
    g.play("b4-c4^d4")
    assert g.sfen() == "00100/012B3*0/12A01A3*/002B10/00000 1 A:nyx[apollo],B:gaea 7 -"
    assert g.tokens() == game(nyx_mortal(g.sfen())).tokens()


def test_right_after_her_placement_she_has_no_power(game):
    """After her placement the towers are odd: her next turn's dome on e3 calls nothing, though one
    worker waits on her card and e2 is free next to it; the towers even again, Nyx is a mortal."""
    g = game(f"{PLACED} 2 A:nyx[apollo],B:gaea[1] 6 -")
    g.play("c2-d2^e3")
    assert g.sfen() == "00100/01B23*0B/120A1A3*/0021B0/00000 1 A:nyx[apollo],B:gaea[1] 7 -"
    assert g.tokens() == game(nyx_mortal(g.sfen())).tokens()


def test_nyx_holding_demeter_pauses_nothing(game):
    """Odd: Nyx holds Demeter, Gaea has no power: Demeter's dome on d4 with her first build does not stop
    her turn (facing a Gaea with her power it would: the paused part ``d3-e4^d4``); her two builds are
    whole turns in ASCII order, and the single dome calls no placement."""
    demeter = game(f"{MID} 1 A:nyx[demeter],B:gaea 6 -").tokens()
    assert {"d3-e4^d4", "d3-e4^d4^d5", "d3-e4^d4^e5", "d3-e4^d3^d4"} <= set(demeter)
    assert after(game, f"{MID} 1 A:nyx[demeter],B:gaea 6 -", "d3-e4^d4") == \
        "00100/01B23*0A/12A013*/002B10/00000 2 A:nyx[demeter],B:gaea 6 -"
    # the same turn by Demeter herself, facing Gaea with her power: it pauses for her placement
    assert after(game, f"{MID} 1 A:demeter,B:gaea 6 -", "d3-e4^d4") == \
        "00100/01B23*0A/12A013*/002B10/00000 2 A:demeter[e4],B:gaea[2,d4] 6 resume:1"


def test_nyx_holding_prometheus_pauses_nothing(game):
    """Odd: Nyx holds Prometheus; his build before the move that domes d4 is no paused part, and the
    whole turn ``d3^d4-e4^e5`` calls no placement."""
    tokens = game(f"{MID} 1 A:nyx[prometheus],B:gaea 6 -").tokens()
    assert "d3^d4" not in tokens and "d3^d4-e4^e5" in tokens
    assert after(game, f"{MID} 1 A:nyx[prometheus],B:gaea 6 -", "d3^d4-e4^e5") == \
        "00101/01B23*0A/12A013*/002B10/00000 2 A:nyx[prometheus],B:gaea 6 -"


def test_a_position_read_with_her_placement_due(game):
    """Her placement due after Nyx's dome made the towers odd: she places (or passes) as the played
    position did; after it Nyx holds Apollo, Gaea none."""
    sfen = f"{DOMED} 2 A:nyx[apollo],B:gaea[2,d4] 6 resume:1"
    g = game(sfen)
    assert g.sfen() == sfen and g.tokens() == ["+d5", "+e4", "+e5", "pass"]
    assert tokens_after(game, sfen, "+e4") == game(f"{PLACED} 2 A:nyx[apollo],B:gaea[1] 6 -").tokens()
    assert after(game, sfen, "pass") == f"{DOMED} 2 A:nyx[apollo],B:gaea 6 -"


def test_the_oracle_holdings_in_the_position_where_her_placement_is_due():
    """Only visible in what each seat may do (the SFEN writes no holding): the oracle's ``power``."""
    played = RefPosition(f"{EVEN} 1 A:nyx[apollo],B:gaea 6 -")
    assert (played.power(0), played.power(1)) == ("nyx", "gaea")  # even
    played.play("b3-c3^d4")
    read = RefPosition(f"{DOMED} 2 A:nyx[apollo],B:gaea[2,d4] 6 resume:1")
    for pos in (played, read):
        assert (pos.power(0), pos.power(1)) == ("apollo", "gaea")  # odd, her placement due
        pos.play("+e5")
        assert (pos.power(0), pos.power(1)) == ("apollo", "mortal")  # odd, placed: the count
    assert played.sfen() == read.sfen()


# ---------------------------------------------------------------------- SFEN

ROUND_TRIPS = [
    f"{DOMED} 2 A:nyx[apollo],B:gaea[2,d4] 6 resume:1",
    "00100/012B3*0/12A01A3/002B10/00000 2 A:nyx[zeus],B:gaea[2,d4] 6 resume:2",
    f"{PLACED} 2 A:nyx[apollo],B:gaea[1] 6 -",               # odd: her card's worker, she has no power
    f"{PLACED} 1 A:nyx[hypnus],B:gaea[1] 7 -",
    "00100/01B23*0B/120A1A3*/0021B0/00000 1 A:nyx[apollo],B:gaea[1] 7 -",   # even: her power back
    f"{MID} 1 A:gaea,B:nyx[demeter] 6 -",
    f"{EVEN} 2 A:gaea,B:nyx[limus] 6 -",
    "00000/00000/00000/00000/00000 1 A:nyx[terpsichore],B:gaea 1 -",
]


@pytest.mark.parametrize("sfen", ROUND_TRIPS, ids=range(len(ROUND_TRIPS)))
def test_sfen_round_trips(game, sfen):
    assert game(sfen).sfen() == sfen


def test_nyx_alone_takes_apollo_against_her(game):
    assert game(f"{EVEN} 1 A:nyx,B:gaea 6 -").sfen() == f"{EVEN} 1 A:nyx[apollo],B:gaea 6 -"
    assert game(f"{EVEN} 1 A:gaea,B:nyx 6 -").sfen() == f"{EVEN} 1 A:gaea,B:nyx[apollo] 6 -"


UNSUPPORTED = [
    f"{EVEN} 1 A:nyx[athena:^],B:gaea 6 -",     # Athena is no Night Power, her mark or not
    f"{EVEN} 1 A:nyx[gaea],B:gaea 6 -",          # nor Gaea
    f"{MID} 1 A:nyx[atlas],B:gaea 6 -",
    start_sfen(3, ["nyx", "gaea", "mortal"]),   # Nyx plays with 2 players only
]

REFUSED = [
    f"{EVEN} 1 A:nyx[apollo:x],B:gaea 6 -",     # even: she holds no power to write a state of
    f"{MID} 1 A:nyx[zeus:x],B:gaea 6 -",        # odd: Zeus has no state
    f"{DOMED} 2 A:nyx[apollo],B:gaea[2,d4] 6 -",          # a placement due without resume:K
    f"{DOMED} 1 A:nyx[apollo],B:gaea[2,d4] 6 resume:1",   # Nyx does not act between turns
    f"{DOMED} 2 A:nyx[apollo],B:gaea[2,e3] 6 resume:1",   # no dome on e3
    f"{DOMED} 1 A:nyx[demeter:c3],B:gaea[1] 6 resume:1",  # no turn pauses for her facing Nyx
    f"{PLACED} 2 A:nyx[apollo],B:gaea 6 -",     # three workers of hers, two still on her card
]


@pytest.mark.parametrize("sfen", UNSUPPORTED, ids=range(len(UNSUPPORTED)))
def test_unsupported(game, sfen):
    with pytest.raises(UnsupportedError):
        game(sfen)


@pytest.mark.parametrize("sfen", REFUSED, ids=range(len(REFUSED)))
def test_sfen_refused(game, sfen):
    with pytest.raises(SfenError):
        game(sfen)


# ---------------------------------------------------------------------- (b) the perft rows


def test_the_perft_table_has_her_rows():
    """The rows against Gaea of tests/data/perft-nyx.tsv (tests/test_nyx.py runs them on the core):
    even with a dome for Nyx, even with Gaea to move, odd (no placement), a placement due, her card's
    worker while she has no power."""
    rows = {name: (sfen, counts) for name, sfen, counts in named_perft_table("perft-nyx.tsv")
            if name.startswith("nyx-gaea")}
    assert set(rows) == {"nyx-gaea-even", "nyx-gaea-own-dome", "nyx-gaea-odd", "nyx-gaea-due", "nyx-gaea-card-odd"}
    assert all(len(counts) >= 3 for _, counts in rows.values())
    assert "resume:" in rows["nyx-gaea-due"][0]
    for sfen, counts in rows.values():
        assert Board(sfen).perft(2) == counts[1]


# ---------------------------------------------------------------------- (c) random games


#: Turns a random game may last (her placements count), after the setup placements.
TURNS = 60

#: EVEN with four more squares on level 3 (a5, e5, a1, e1): no complete tower, six to dome.
TALL = "30103/01B230/12A01A3/002B10/30003"

#: Night Powers the lineup allows (the same for either seat order).
NIGHTS = sorted(night for night in NIGHT_POWERS if night_problem(night, ["nyx", "gaea"]) is None)


def towers(ref: RefPosition) -> int:
    return sum(1 for sq in range(25) if ref.domes[sq] and ref.heights[sq] == 3)


def play_both(start: str, rng: random.Random) -> tuple[int, int]:
    """A random game in lockstep on the core and the oracle (conftest.play_in_lockstep) that prefers
    domes and placements, the oracle's holdings checked after every turn: a placement due only after a
    dome built while the towers were even before the builder's turn, Gaea holding her power through it
    and Nyx what the towers say; otherwise Nyx holds her Night Power and Gaea none exactly while the towers
    are odd. Returns (placements called, domes built while odd)."""
    ref = RefPosition(start)
    nyx, gaea = ref.gods.index("nyx"), ref.gods.index("gaea")
    night = ref.night[nyx]
    last = {"towers": towers(ref), "domes": sum(ref.domes), "between": ref.resume is not None}
    called = odd_domes = 0

    def choose(pos: RefPosition, tokens: list[str]) -> str:
        if pos.resume is not None:
            return placing_mostly(tokens, rng, 0.8)
        builds = [t for t in tokens if "^" in t]
        if not builds or rng.random() < 0.05:
            return rng.choice(tokens)
        return toward_domes(pos, builds, rng, 0.6)

    def check(pos: RefPosition) -> int:
        nonlocal called, odd_domes
        now = towers(pos)
        odd = now % 2 == 1
        built = sum(pos.domes) > last["domes"]
        if pos.winner() is None:
            if pos.resume is not None:
                assert not last["between"] and built and last["towers"] % 2 == 0, pos.sfen()
                assert pos.power(gaea) == "gaea" and pos.power(nyx) == (night if odd else "nyx"), pos.sfen()
                called += 1
            else:
                if built and not last["between"] and last["towers"] % 2 == 1:
                    odd_domes += 1
                assert pos.power(nyx) == (night if odd else "nyx"), pos.sfen()
                assert pos.power(gaea) == ("mortal" if odd else "gaea"), pos.sfen()
        last.update(towers=now, domes=sum(pos.domes), between=pos.resume is not None)
        return 0

    play_in_lockstep(start, rng, TURNS, choose, check)
    return called, odd_domes


def lineup(seat: int, night: str, board: str | None, to_move: int = 1) -> str:
    """Nyx (holding ``night``) as seat 1 (``seat`` 0) or seat 2 against Gaea, on ``board`` (None: the
    empty board, before the setup placements)."""
    seats = [f"nyx[{night}]", "gaea"] if seat == 0 else ["gaea", f"nyx[{night}]"]
    if board is None:
        return start_sfen(2, ["nyx", "gaea"] if seat == 0 else ["gaea", "nyx"]).replace("nyx", f"nyx[{night}]")
    return f"{board} {to_move} A:{seats[0]},B:{seats[1]} 6 -"


@pytest.mark.parametrize("seat", [0, 1], ids=["nyx-first", "nyx-second"])
@pytest.mark.parametrize("seed", range(6))
def test_core_and_oracle_agree_on_random_games_from_a_tall_board(seed, seat):
    rng = random.Random(6600 + 2 * seed + seat)
    play_both(lineup(seat, rng.choice(NIGHTS), TALL, rng.choice((1, 2))), rng)


@pytest.mark.parametrize("seat", [0, 1], ids=["nyx-first", "nyx-second"])
@pytest.mark.parametrize("seed", range(3))
def test_core_and_oracle_agree_on_random_games_from_the_empty_board(seed, seat):
    rng = random.Random(6650 + 2 * seed + seat)
    play_both(lineup(seat, rng.choice(NIGHTS), None), rng)


@pytest.mark.parametrize("night", ["demeter", "prometheus", "hestia", "asteria", "castor", "terpsichore", "medusa"])
def test_random_games_with_a_night_power_gaea_would_pause(night):
    """The Night Powers whose turn pauses for a Gaea holding her power: held by Nyx, they never pause
    (Gaea has none then), core = oracle."""
    rng = random.Random(f"nyx-gaea-{night}")
    for seat in (0, 1):
        play_both(lineup(seat, night, TALL, rng.choice((1, 2))), rng)


def test_random_games_meet_both_rulings():
    """Over a few games: placements after domes built while the towers were even, and domes built
    while they were odd that call none."""
    called = odd_domes = 0
    for seed in range(8):
        rng = random.Random(6700 + seed)
        placed, odd = play_both(lineup(seed % 2, rng.choice(NIGHTS), TALL, 1 + seed // 4), rng)
        called, odd_domes = called + placed, odd_domes + odd
    assert called >= 5 and odd_domes >= 5
