"""Gaea in the middle of Aeolus' turn (gods.md §3.3, 31 and 35; santorini/reference/gaea.py,
``TOKEN_REST``): his wind comes after his build, and she places right after a dome. The rulings
checked here:

1. the stop: in a turn of his, a build that domes (a block onto level 3), after which some opposing
   Gaea in play with a worker on her card has an eligible square next to it, ends a turn of its own
   right after the build, before the wind: its token is the text so far, ``b2-c3^d4`` (one ply). No
   whole turn goes through such a dome (neither ``b2-c3^d4`` whole nor ``b2-c3^d4=ne``);
2. her placement next (``resume:K`` naming his seat), then the rest, his wind alone: revised text
   (the default), token on his card: ``=n`` ... ``=nw`` (eight, each puts it beside the board) and
   ``pass``; token beside the board: ``=off`` and ``pass``; original text (``revised-text`` selected):
   ``=dir``, any of eight, the one it blows toward included, no ``pass``. The rest token has no
   square and is no setup orientation;
3. the state while the rest is due: ``aeolus[ne,rest]`` (his wind, then ``rest``), ``aeolus[rest]``
   (the token on his card), with ``resume:K``; round trips and refusals as for the other rest states;
4. the wind blows on as it was through her placement, and the rest turns it as his end-of-turn wind
   would: the next moves are held by it;
5. no stop: no eligible square next to the dome, her card empty, a build that is not a dome - the
   whole turn then, the wind after the build as ever;
6. 3 players (Chaos' reveal noted at the stop, after the rest), perft, and random games in lockstep
   (``-k lockstep``), Aeolus against Gaea in either seat, under both texts, and with a third god.

Every scenario runs on the reference oracle and on the native core (the ``game`` fixture).
"""

from __future__ import annotations

import random
import zlib

import pytest

from conftest import after, board_field, counted, opening, play_in_lockstep, starting, tokens_after, toward_domes
from santorini.errors import SfenError
from santorini.notation import start_sfen
from santorini.reference import RefPosition
from santorini.reference.gaea import NO_WORKER, REST_PHASES, TOKEN_REST
from santorini.rules.gods import lineup_problem

#: The ruling key whose alternative is Aeolus' original text.
ORIGINAL = frozenset({"revised-text"})

#: The eight directions as rest tokens, sorted (the notation's tokens are listed in ASCII order).
WINDS = ["=e", "=n", "=ne", "=nw", "=s", "=se", "=sw", "=w"]


def test_aeolus_pauses_with_his_token_alone():
    assert set(TOKEN_REST) == {"aeolus"} and not set(TOKEN_REST) & set(REST_PHASES)
    for gods in (["aeolus", "gaea"], ["gaea", "aeolus"], ["aeolus", "gaea", "chaos"], ["pan", "aeolus", "gaea"]):
        assert lineup_problem(gods, len(gods)) is None
        assert RefPosition(start_sfen(len(gods), gods)).legal_turns()


# ---------------------------------------------------------------------- revised text, token on his card

#   A (Aeolus) on b2 and e1, B (Gaea) on c5 and e5, d4 on level 3: b2-c3 then the dome on d4, her squares
#   c4, d3, d5, e3, e4 next to it (c3 his worker, c5 and e5 hers).
AEOLUS = f"{board_field(b2='A', e1='A', c5='B', e5='B', d4='3')} 1 A:aeolus,B:gaea 5 -"
PAUSED = f"{board_field(c3='A', e1='A', c5='B', e5='B', d4='3*')} 2 A:aeolus[rest],B:gaea[2,d4] 5 resume:1"
PLACED = f"{board_field(c3='A', e1='A', c4='B', c5='B', e5='B', d4='3*')} 1 A:aeolus[rest],B:gaea[1] 5 resume:1"


def test_a_dome_stops_his_turn_before_the_wind(game):
    """b2-c3^d4 domes d4 with her squares next to it: the turn stops right after the build, before the
    wind, one ply; his state says the rest is due (the token on his card: ``aeolus[rest]``); her
    placement next (seat 2, resume:1)."""
    g = game(AEOLUS)
    tokens = g.tokens()
    assert "b2-c3^d4" in tokens and not starting(tokens, "b2-c3^d4=")
    g.play("b2-c3^d4")
    assert g.sfen() == PAUSED
    assert g.tokens() == ["+c4", "+d3", "+d5", "+e3", "+e4", "pass"]


@pytest.mark.parametrize("token", ["b2-c3^d4=ne", "b2-c3^d4=n", "b2-c3^d4=off"])
def test_no_wind_through_a_stopping_dome(game, token):
    with pytest.raises(ValueError):
        game(AEOLUS).play(token)


def test_a_block_keeps_the_whole_turn_and_its_wind(game):
    """A build that is no dome stops nothing: the token without the wind and the eight winds, as ever."""
    tokens = starting(game(AEOLUS).tokens(), "b2-c3^c4")
    assert tokens == ["b2-c3^c4"] + [f"b2-c3^c4{wind}" for wind in WINDS]
    assert after(game, AEOLUS, "b2-c3^c4=sw") == \
        f"{board_field(c3='A', e1='A', c5='B', e5='B', d4='3', c4='1')} 2 A:aeolus[sw],B:gaea 5 -"


def test_rest_token_on_his_card_eight_winds_or_pass(game):
    """After her placement his seat turns the wind alone: ``=dir`` (no square) puts it beside the board,
    ``pass`` leaves it on his card; then seat 2 in the same round."""
    g = game(PAUSED)
    g.play("+c4")
    assert g.sfen() == PLACED
    assert g.tokens() == WINDS + ["pass"]
    g.play("=ne")
    assert g.sfen() == f"{board_field(c3='A', e1='A', c4='B', c5='B', e5='B', d4='3*')} 2 A:aeolus[ne],B:gaea[1] 5 -"
    assert after(game, PLACED, "pass") == \
        f"{board_field(c3='A', e1='A', c4='B', c5='B', e5='B', d4='3*')} 2 A:aeolus,B:gaea[1] 5 -"


def test_rest_is_the_wind_alone(game):
    """No worker acts in the rest: a build, a move, =off (the token is on his card) are refused."""
    for token in ("c3^b3", "c3-b3^b2", "=off", "c3=ne"):
        with pytest.raises(ValueError):
            game(PLACED).play(token)


def test_her_pass_then_the_rest(game):
    assert tokens_after(game, PAUSED, "pass") == WINDS + ["pass"]
    assert after(game, PAUSED, "pass", "=w") == \
        f"{board_field(c3='A', e1='A', c5='B', e5='B', d4='3*')} 2 A:aeolus[w],B:gaea 5 -"


def test_the_wind_after_the_rest_holds_the_next_moves(game):
    """=ne bars the moves toward sw: her c5-b4 is gone from the next turn; after pass (no wind) it is there."""
    blown = tokens_after(game, PLACED, "=ne")
    calm = tokens_after(game, PLACED, "pass")
    assert starting(calm, "c5-b4") and not starting(blown, "c5-b4")
    assert set(blown) < set(calm)


# ---------------------------------------------------------------------- revised text, token beside the board

#   The same with his wind blowing north (moves toward s barred): b2-c3 is a move north-east.
BLOWING = AEOLUS.replace("A:aeolus,", "A:aeolus[n],")
BLOWING_PAUSED = PAUSED.replace("aeolus[rest]", "aeolus[n,rest]")
BLOWING_PLACED = PLACED.replace("aeolus[rest]", "aeolus[n,rest]")


def test_beside_the_board_the_stop_then_off_or_pass(game):
    tokens = game(BLOWING).tokens()
    assert "b2-c3^d4" in tokens and not starting(tokens, "b2-c3^d4=")
    assert starting(tokens, "b2-c3^c4") == ["b2-c3^c4", "b2-c3^c4=off"]
    g = game(BLOWING)
    g.play("b2-c3^d4")
    assert g.sfen() == BLOWING_PAUSED
    g.play("+c4")
    assert g.sfen() == BLOWING_PLACED
    assert g.tokens() == ["=off", "pass"]
    for token in ("=n", "=ne"):
        with pytest.raises(ValueError):
            game(BLOWING_PLACED).play(token)


def test_the_wind_blows_on_through_her_placement(game):
    """Her placement is no move; the wind (north, the moves toward s barred) still blows after ``pass``: her
    e5-e4 is barred; ``=off`` takes it back and e5-e4 is open."""
    kept = game(BLOWING_PLACED)
    kept.play("pass")
    assert kept.sfen() == \
        f"{board_field(c3='A', e1='A', c4='B', c5='B', e5='B', d4='3*')} 2 A:aeolus[n],B:gaea[1] 5 -"
    assert not starting(kept.tokens(), "e5-e4")
    off = game(BLOWING_PLACED)
    off.play("=off")
    assert off.sfen() == f"{board_field(c3='A', e1='A', c4='B', c5='B', e5='B', d4='3*')} 2 A:aeolus,B:gaea[1] 5 -"
    assert starting(off.tokens(), "e5-e4")


# ---------------------------------------------------------------------- original text


def test_original_text_stop_then_any_of_eight_no_pass(game):
    """Original text: he must turn the wind after every build that did not win; a stopping dome ends the
    turn before it (no ``b2-c3^d4=n``), and the rest is any of the eight directions, the one it blows toward
    (n) included, no pass."""
    g = game(BLOWING, ORIGINAL)
    tokens = g.tokens()
    assert "b2-c3^d4" in tokens and not starting(tokens, "b2-c3^d4=")
    assert starting(tokens, "b2-c3^c4") == [f"b2-c3^c4{wind}" for wind in WINDS]  # no turn without the wind
    g.play("b2-c3^d4")
    assert g.sfen() == BLOWING_PAUSED
    g.play("+c4")
    assert g.sfen() == BLOWING_PLACED
    assert g.tokens() == WINDS
    for token in ("pass", "=off"):
        with pytest.raises(ValueError):
            game(BLOWING_PLACED, ORIGINAL).play(token)
    g.play("=n")
    assert g.sfen() == f"{board_field(c3='A', e1='A', c4='B', c5='B', e5='B', d4='3*')} 2 A:aeolus[n],B:gaea[1] 5 -"
    assert after(game, BLOWING_PLACED, "=s", rulings=ORIGINAL).endswith(" 2 A:aeolus[s],B:gaea[1] 5 -")
    with pytest.raises(ValueError):
        game(BLOWING, ORIGINAL).play("b2-c3^d4=n")


def test_original_text_the_new_wind_holds_the_next_moves(game):
    """The wind the rest turned holds her next turn: =se bars the moves toward nw (her c4-b5), =s those
    toward n (c4-b5 open again); her c4-b4 (west) is open under both."""
    south = tokens_after(game, BLOWING_PLACED, "=s", rulings=ORIGINAL)
    south_east = tokens_after(game, BLOWING_PLACED, "=se", rulings=ORIGINAL)
    assert starting(south, "c4-b5") and not starting(south_east, "c4-b5")
    assert starting(south, "c4-b4") and starting(south_east, "c4-b4")


# ---------------------------------------------------------------------- no stop


@pytest.mark.parametrize("cells,state,rulings,token,expected", [
    # her card empty: the whole turn, its wind, no placement
    (dict(b2="A", e1="A", c5="B", e5="B", d4="3"), "gaea[0]", frozenset(), "b2-c3^d4=ne",
     f"{board_field(c3='A', e1='A', c5='B', e5='B', d4='3*')} 2 A:aeolus[ne],B:gaea[0] 5 -"),
    # the same, the wind left on his card
    (dict(b2="A", e1="A", c5="B", e5="B", d4="3"), "gaea[0]", frozenset(), "b2-c3^d4",
     f"{board_field(c3='A', e1='A', c5='B', e5='B', d4='3*')} 2 A:aeolus,B:gaea[0] 5 -"),
    # no eligible square next to d4 (c4, d3, d5, e3, e4 on level 1; c3 his, c5 and e5 hers): no stop, no
    # placement
    (dict(b2="A", e1="A", c5="B", e5="B", d4="3", c4="1", d3="1", d5="1", e3="1", e4="1"), "gaea", frozenset(),
     "b2-c3^d4=ne",
     f"{board_field(c3='A', e1='A', c5='B', e5='B', d4='3*', c4='1', d3='1', d5='1', e3='1', e4='1')} "
     "2 A:aeolus[ne],B:gaea 5 -"),
    # the same, original text: the wind turned at the end of the whole turn
    (dict(b2="A", e1="A", c5="B", e5="B", d4="3", c4="1", d3="1", d5="1", e3="1", e4="1"), "gaea", ORIGINAL,
     "b2-c3^d4=n",
     f"{board_field(c3='A', e1='A', c5='B', e5='B', d4='3*', c4='1', d3='1', d5='1', e3='1', e4='1')} "
     "2 A:aeolus[n],B:gaea 5 -"),
], ids=["empty-card", "empty-card-no-wind", "no-eligible-square", "no-eligible-square-original"])
def test_no_stop(game, cells, state, rulings, token, expected):
    wind = "[n]" if rulings else ""
    sfen = f"{board_field(**cells)} 1 A:aeolus{wind},B:{state} 5 -"
    tokens = game(sfen, rulings).tokens()
    assert token in tokens
    whole = starting(tokens, "b2-c3^d4")
    assert len(whole) == (8 if rulings else 9)  # the eight winds (and, revised, the turn without one)
    assert after(game, sfen, token, rulings=rulings) == expected


def test_a_dome_with_one_worker_on_her_card_stops_too(game):
    sfen = f"{board_field(b2='A', e1='A', c5='B', e5='B', a1='B', d4='3')} 1 A:aeolus,B:gaea[1] 5 -"
    assert after(game, sfen, "b2-c3^d4") == \
        f"{board_field(c3='A', e1='A', c5='B', e5='B', a1='B', d4='3*')} 2 A:aeolus[rest],B:gaea[1,d4] 5 resume:1"


# ---------------------------------------------------------------------- 3 players


CHAOS = f"{board_field(a1='A', a5='A', e1='B', e5='B', b2='C', d2='C', d4='3')} 3 A:chaos[pan],B:gaea,C:aeolus 5 -"


def test_three_players_chaos_reveals_after_the_rest(game):
    """Aeolus (seat 3) stops at the dome: Chaos' reveal is due from the stop on (chaos[pan,draw]); Gaea
    (seat 2) places first, then his wind, then the reveal, then seat 1 in round 6."""
    g = game(CHAOS)
    g.play("b2-c3^d4")
    assert g.sfen() == f"{board_field(a1='A', a5='A', e1='B', e5='B', c3='C', d2='C', d4='3*')} " \
                       "2 A:chaos[pan,draw],B:gaea[2,d4],C:aeolus[rest] 5 resume:3"
    g.play("+c4")
    assert g.sfen() == f"{board_field(a1='A', a5='A', c4='B', e1='B', e5='B', c3='C', d2='C', d4='3*')} " \
                       "3 A:chaos[pan,draw],B:gaea[1],C:aeolus[rest] 5 resume:3"
    assert g.tokens() == WINDS + ["pass"]
    g.play("=ne")
    assert g.sfen().endswith(" 1 A:chaos[pan,draw],B:gaea[1],C:aeolus[ne] 5 resume:3")
    assert all(token.startswith("draw:") for token in g.tokens())
    g.play(g.tokens()[0])
    assert g.sfen().endswith(" 1 A:chaos[apollo,pan],B:gaea[1],C:aeolus[ne] 6 -")


def test_three_players_play_passes_on_from_his_seat(game):
    """Aeolus seat 1, Gaea seat 3: she places out of turn, his rest, then seat 2 (Pan) in the same round."""
    sfen = f"{board_field(b2='A', e1='A', a1='B', a2='B', c5='C', e5='C', d4='3')} 1 A:aeolus,B:pan,C:gaea 5 -"
    g = game(sfen)
    g.play("b2-c3^d4")
    assert g.sfen() == f"{board_field(c3='A', e1='A', a1='B', a2='B', c5='C', e5='C', d4='3*')} " \
                       "3 A:aeolus[rest],B:pan,C:gaea[2,d4] 5 resume:1"
    g.play("+c4")
    assert g.tokens() == WINDS + ["pass"]
    g.play("=s")
    assert g.sfen() == f"{board_field(c3='A', e1='A', a1='B', a2='B', c4='C', c5='C', e5='C', d4='3*')} " \
                       "2 A:aeolus[s],B:pan,C:gaea[1] 5 -"
    assert not starting(g.tokens(), "a2-a3") and starting(g.tokens(), "a2-b3")  # the moves toward n barred


# ---------------------------------------------------------------------- SFEN

ROUND_TRIPS = [
    (PAUSED, frozenset()),
    (PLACED, frozenset()),
    (BLOWING_PAUSED, frozenset()),
    (BLOWING_PLACED, frozenset()),
    (BLOWING_PLACED, ORIGINAL),
    (f"{board_field(a1='A', a5='A', c4='B', e1='B', e5='B', c3='C', d2='C', d4='3*')} "
     "3 A:chaos[pan,draw],B:gaea[1],C:aeolus[ne,rest] 5 resume:3", frozenset()),
    (f"{board_field(a1='A', a5='A', c4='B', e1='B', e5='B', c3='C', d2='C', d4='3*')} "
     "3 A:pan,B:gaea[1],C:aeolus[rest] 5 resume:3", frozenset()),
    (f"{board_field(c3='A', e1='A', c4='B', c5='B', e5='B', d4='3*')} 1 A:aeolus[sw,rest],B:gaea[0] 5 resume:1",
     frozenset()),
]


@pytest.mark.parametrize("sfen,rulings", ROUND_TRIPS, ids=range(len(ROUND_TRIPS)))
def test_sfen_round_trips(game, sfen, rulings):
    assert game(sfen, rulings).sfen() == sfen


THIRD = f"{board_field(c3='A', e1='A', c4='B', c5='B', e5='B', a1='C', a2='C', d4='3*')}"

REFUSED = [
    # without resume:, resume: naming another seat
    PLACED.replace(" resume:1", " -"),
    BLOWING_PLACED.replace("resume:1", "resume:2"),
    # her placement still due: seat 2 acts first, not the rest
    PAUSED.replace(" 2 A:", " 1 A:"),
    # no Gaea in the game
    PAUSED.replace(" 2 A:", " 1 A:").replace("B:gaea[2,d4]", "B:mortal").replace("resume:1", "-"),
    PAUSED.replace(" 2 A:", " 1 A:").replace("B:gaea[2,d4]", "B:mortal"),
    # a won game (he always has a rest: never written as lost by it)
    PLACED.replace("B:gaea[1]", "B:gaea[1]#"),
    PLACED.replace("A:aeolus[rest]", "A:aeolus[rest]#"),
    # before every side has placed
    f"{board_field(c3='A', d4='3*')} 1 A:aeolus[rest],B:gaea 1 resume:1",
    f"{board_field(c3='A', e1='A', d4='3*')} 2 A:aeolus[ne,rest],B:gaea 1 resume:1",
    # a draw of Tyche due (it closes her turn, and hers is not under way)
    f"{THIRD} 1 A:aeolus[rest],B:gaea[1],C:tyche[1,draw] 5 resume:1",
    # the syntax: rest last, one direction, no square, no off; no rest for Siren
    PLACED.replace("aeolus[rest]", "aeolus[rest,ne]"),
    PLACED.replace("aeolus[rest]", "aeolus[ne,ne,rest]"),
    PLACED.replace("aeolus[rest]", "aeolus[,rest]"),
    PLACED.replace("aeolus[rest]", "aeolus[c3]"),
    PLACED.replace("aeolus[rest]", "aeolus[c3,rest]"),
    PLACED.replace("aeolus[rest]", "aeolus[off,rest]"),
    f"{THIRD} 1 A:aeolus[rest],B:gaea[1],C:siren[n,rest] 5 resume:1",
]


@pytest.mark.parametrize("sfen", REFUSED, ids=range(len(REFUSED)))
def test_sfen_refused(game, sfen):
    with pytest.raises(SfenError):
        game(sfen)


def test_original_text_refuses_the_token_on_his_card(game):
    """Original text: his wind always blows once oriented, so ``aeolus[rest]`` (the token on his card) after
    every side has placed is no position (refused as ``aeolus`` with no state is)."""
    with pytest.raises(SfenError):
        game(PLACED, ORIGINAL)


# ---------------------------------------------------------------------- perft


@pytest.mark.parametrize("sfen,rulings,counts", [
    # her six placements (c4, d3, d5, e3, e4, pass), then his nine rests each (eight winds, pass)
    (PAUSED, frozenset(), (6, 54)),
    # the wind beside the board: =off or pass
    (BLOWING_PAUSED, frozenset(), (6, 12)),
    # original text: the eight winds, no pass
    (BLOWING_PAUSED, ORIGINAL, (6, 48)),
], ids=["revised-card", "revised-beside", "original"])
def test_perft_counts_each_part_as_a_ply(game, sfen, rulings, counts):
    assert tuple(counted(game, sfen, depth, rulings) for depth in (1, 2)) == counts


def test_oracle_perft_of_the_roots():
    for sfen, rulings in ((AEOLUS, frozenset()), (BLOWING, frozenset()), (BLOWING, ORIGINAL)):
        position = RefPosition(sfen, rulings)
        assert position.perft(1) == len(position.legal_turns())


# ---------------------------------------------------------------------- random games in lockstep (-k lockstep)

#: The gods a third seat may play in the 3-player games (each allowed with Gaea and Aeolus by the catalog).
THIRDS = ["pan", "artemis", "minotaur", "apollo", "zeus", "athena", "hephaestus", "persephone", "hypnus", "limus",
          "dionysus", "bia", "ares", "demeter", "prometheus", "hestia", "asteria", "hera", "harpies", "castor",
          "terpsichore", "clio", "tyche", "chaos", "medusa", "maenads", "siren", "hades", "urania", "eris"]
LOCKSTEP_GAMES = 10

#: The squares a token builds on.


def start_of(gods: list[str], rulings: frozenset[str]) -> str:
    """The empty board of a random game whose first seat to act may act under ``rulings`` (Aeolus' original
    text orients his wind before anyone places)."""
    start = opening(gods)
    if not rulings or "aeolus" not in gods:
        return start
    seats = [gods.index("siren") + 1] if "siren" in gods else []
    seats += [gods.index("aeolus") + 1] + list(range(1, len(gods) + 1))
    for seat in seats:
        start = start_sfen(len(gods), gods, to_move=seat)
        try:
            RefPosition(start, rulings)
        except SfenError:
            continue
        return start
    raise AssertionError(f"no first seat for {gods}")


def lockstep(gods: list[str], rng: random.Random, rulings: frozenset[str] = frozenset()) -> int:
    """A random game in lockstep on the core and the oracle (conftest.play_in_lockstep) preferring builds, on
    level 3 more than half the time, and her placements. Returns the rests of Aeolus' stopped turns played."""
    seen = [0]

    def choose(ref: RefPosition, tokens: list[str]) -> str:
        if ref.resume is not None:
            if ref.rest[ref.seat] == NO_WORKER:
                assert tokens and all(token[0] == "=" or token == "pass" for token in tokens)
                seen[0] += 1
            placing = [t for t in tokens if t.startswith("+")]
            if placing and rng.random() < 0.8:
                return rng.choice(placing)
            return rng.choice(tokens)
        builds = [t for t in tokens if "^" in t]
        if not builds or rng.random() < 0.05:
            return rng.choice(tokens)
        return toward_domes(ref, builds, rng, 0.6)

    play_in_lockstep(start_of(gods, rulings), rng, 60, choose, rulings=rulings)
    return seen[0]


@pytest.mark.parametrize("rulings", [frozenset(), ORIGINAL], ids=["revised", "original"])
@pytest.mark.parametrize("seat", [0, 1], ids=["aeolus-first", "gaea-first"])
def test_lockstep_random_two_player_games(seat, rulings):
    rests = 0
    for seed in range(LOCKSTEP_GAMES):
        gods = ["aeolus", "gaea"] if seat == 0 else ["gaea", "aeolus"]
        rests += lockstep(gods, random.Random(zlib.crc32(f"aeolus {seat} {sorted(rulings)} {seed}".encode())), rulings)
    assert rests >= 3


@pytest.mark.parametrize("rulings", [frozenset(), ORIGINAL], ids=["revised", "original"])
def test_lockstep_random_three_player_games(rulings):
    rests = 0
    for seed in range(LOCKSTEP_GAMES):
        rng = random.Random(zlib.crc32(f"aeolus 3 {sorted(rulings)} {seed}".encode()))
        while True:
            gods = ["aeolus", "gaea", rng.choice(THIRDS)]
            rng.shuffle(gods)
            if lineup_problem(gods, 3) is None:
                break
        rests += lockstep(gods, rng, rulings)
    assert rests >= 3
