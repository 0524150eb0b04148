"""Charybdis (gods.md §3.3, 32), her revised text (Board Game Arena's, the default) and her original
text (the ``revised-text`` ruling's alternative): 2, 3 and 4 players. The rulings checked here:

1. setup: her two whirlpools start on her card; SFEN state ``charybdis`` (both on the card),
   ``charybdis[c3]``, ``charybdis[c3,d4]`` (ASCII order; read in either). A whirlpool's square
   never holds a dome (nor the boulder), two never share a square, a worker may stand on one;
2. at the end of her turn, after her build (not after a win), if one is on her card she may put
   it onto any square with no worker, no dome (the boulder, an opposing Clio's coin count as
   domes) and no whirlpool, at any height: ``b2-c3^d4@e5``; one a turn;
3. transport: a worker of any seat that MOVES onto a whirlpool while the other one is on the
   board with no worker on it is forced onto the other one (the exit), and the turn goes on from
   there. Forced arrivals stay. A worker moving from one whirlpool onto the other is carried
   back onto its own square. It comes after the move's own power: Apollo's swapped worker takes
   his old square first, Minotaur's pushed worker lands first (on the exit: no transport), Bia's
   removal is judged on the entry. Each move of a multi-move turn may trigger one (Artemis'
   second move; a transport may carry her onto her start square). Triton's chain goes on from
   where a move ends once carried: an exit on the perimeter lets him move again, one inside ends
   his moves, and his canonical token is the shortest path the whirlpools make. Hermes' walk: a
   step is one of the walk's if the walker lands on its level once carried, whatever the
   entering move (a climb onto a whirlpool may be one, a level move carried up or down is an
   ordinary move that ends the moving); Persephone reads the entering moves, and Aphrodite where
   the charmed worker lands;
4. wins: the entering move never wins; the transported worker wins if the exit is on level 3
   (whatever the entry's height, also carried back onto its own level-3 square; Hermes' walker on
   level 3 in the middle of his walk too), unless Hera
   vetoes it (the exit on the perimeter) or nobody may win (a Dionysus extra turn). With a
   worker on the exit the move is an ordinary one. Athena, Persephone and Pan read the
   entering move;
5. a whirlpool returns to her card when a piece is built on its square or a block is taken from
   under it, by any power, and acts no more in that turn (Prometheus' build before his move);
6. with 3 players her elimination takes her whirlpools off the board; with 4 players (classic
   teams and the Pantheon edition's pairs) every seat's moves are transported;
7. refused as the Golden Fleece's god; Europa's Talus goes on no whirlpool (but on one her build
   sent back to the card), nor a whirlpool on the Talus; against Harpies the whirlpool carries
   first, then the slide goes on from the exit in the entering move's direction (over whirlpools,
   a force: no transport), an exit on level 3 winning before it (Board Game Arena's order); against
   Circe her whirlpools are her card's: while Circe holds her power they stay on her seat
   (``charybdis[b1,e1]``, never in Circe's state), carry everyone, and Circe places them, not she;
8. her original text (``revised-text`` selected): the transport is a move of her card from the
   entry onto the exit, in the entering move's direction. The entering move is judged first, as
   any move (a climb onto a level-3 whirlpool, Pan's drop onto one, Eros' meeting on one win, no
   transport follows); the transport wins as a move from the entry onto the exit (up onto level 3
   from a lower entry, not from level 3 - back home neither -, Pan's drop, Eros' meeting at the
   exit; Hera's veto at the exit), also after a move that may not win itself (Pegasus' climb of
   two levels or more); Bia removes one step on from the exit too (the last worker: a win); what
   Athena and Persephone read is the entering move.

(a) every scenario runs on the reference oracle (``RefPosition``) and on the native core
(``Board``); (b) the oracle's perft table (tests/data/perft-charybdis.tsv and
perft-charybdis-multiplayer.tsv, make_perft_charybdis.py) on the core, with the depth-1 tokens;
(c) seeded random games, core = oracle position by position, against every god the engine lets her
face with 2 players (Charybdis as seat 1 and as seat 2), against Circe with placements drawn first
(Circe holding her power places the card's whirlpools), and with 3 and 4 players; (d) her original
text's scenarios (8) on the oracle and the core, and its perft table (perft-charybdis-original.tsv,
make_perft_charybdis_original.py) on the oracle (tests/test_differential_gods.py counts it on the
core); (e) random games of her original text steered onto her whirlpools, core = oracle, against
every opponent in both seats and with 3 and 4 players.
"""

from __future__ import annotations

import random

import pytest

from conftest import (ORACLE_GODS, CoreGame, OracleGame, OracleTables, after, board_field, named_perft_table, opening,
                      oracle_playable_gods, play_in_lockstep, starting)
from santorini import Board
from santorini.errors import SfenError, UnsupportedError
from santorini.notation import SQUARE_NAMES, start_sfen
from santorini.reference import RefPosition
from santorini.reference.position import SUPPORTED_GODS, SUPPORTED_HEROES, SUPPORTED_NIGHT_GODS, SUPPORTED_WHIRLPOOL_GODS
from santorini.rules.gods import lineup_problem


def make(impl: str):
    """A loader of the implementation: ``make(impl)(sfen, rulings)``."""
    if impl == "oracle":
        return lambda sfen, rulings=(): RefPosition(sfen, rulings)
    return lambda sfen, rulings=(): Board(sfen, rulings=rulings)


# ---------------------------------------------------------------------- (a) ruling scenarios

#   A (Charybdis) on b3 and d3, B on c4 and c2, flat (right after placement).
OPEN = "00000/000B00/00A00A0/000B00/00000"

#   A on b2 and d4, B on c4 and e4, flat; her whirlpools on b1 and e1.
FLAT = board_field(b2="A", d4="A", c4="B", e4="B")


def test_setup_and_her_state(game):
    """Both whirlpools start on her card (no state); her state lists those on the board in
    ASCII order, read in either order; a worker may stand on one."""
    start = start_sfen(2, ["charybdis", "mortal"])
    assert game(start).sfen() == start
    assert game(f"{FLAT} 1 A:charybdis[e1,b1],B:mortal 5 -").sfen() == f"{FLAT} 1 A:charybdis[b1,e1],B:mortal 5 -"
    on_worker = f"{FLAT} 2 A:charybdis[b2,c4],B:mortal 5 -"  # her b2 and B's c4 stand on them
    assert game(on_worker).sfen() == on_worker


@pytest.mark.parametrize("impl", ["oracle", "core"])
@pytest.mark.parametrize("sfen", [
    f"{FLAT} 1 A:charybdis[b1,b1],B:mortal 5 -",  # two on one square
    f"{FLAT} 1 A:charybdis[a1,b1,c1],B:mortal 5 -",  # three
    f"{board_field(b2='A', d4='A', c4='B', e4='B', b1='0*')} 1 A:charybdis[b1],B:mortal 5 -",  # on a dome
    f"{board_field(b2='A', d4='A', c4='B', e4='B', c3='3*')} 1 A:charybdis[c3],B:mortal 5 -",  # on a tower
    f"{FLAT} 1 A:charybdis[b1],B:mortal 5 boulder@b1",  # on the boulder
    f"{board_field(b2='A', d4='A')} 2 A:charybdis[b1],B:mortal 1 -",  # before every side placed
    f"{FLAT} 1 A:charybdis[x1],B:mortal 5 -",
    f"{FLAT} 1 A:mortal[b1],B:mortal 5 -",  # no other god has her state
], ids=["twice", "three", "dome", "tower", "boulder", "placing", "syntax", "mortal"])
def test_a_bad_state_is_refused(impl, sfen):
    with pytest.raises(SfenError):
        make(impl)(sfen)


#: The squares with no worker on OPEN (all but b3, d3, c4, c2), in the token order.
FREE = sorted({f"{f}{r}" for f in "abcde" for r in "12345"} - {"b3", "d3", "c4", "c2"})


def test_a_whirlpool_from_her_card_after_her_build(game):
    """After b3-b4^a5: no whirlpool, or one on any of the 21 squares without a worker (a5, on the
    block she just built, too); with one on e1 the other on any of the 20 others; with both on
    the board none."""
    tokens = game(f"{OPEN} 1 A:charybdis,B:mortal 2 -").tokens()
    free = [sq for sq in FREE if sq != "b4"] + ["b3"]
    assert starting(tokens, "b3-b4^a5") == sorted(["b3-b4^a5"] + [f"b3-b4^a5@{sq}" for sq in free])
    tokens = game(f"{OPEN} 1 A:charybdis[e1],B:mortal 2 -").tokens()
    assert starting(tokens, "b3-b4^a5") == sorted(["b3-b4^a5"] + [f"b3-b4^a5@{sq}" for sq in free if sq != "e1"])
    tokens = game(f"{OPEN} 1 A:charybdis[a1,e1],B:mortal 2 -").tokens()
    assert starting(tokens, "b3-b4^a5") == ["b3-b4^a5"]
    expected = "10000/00A0B00/0000A0/000B00/00000 2 A:charybdis[a5,e1],B:mortal 2 -"
    assert after(game, f"{OPEN} 1 A:charybdis[e1],B:mortal 2 -", "b3-b4^a5@a5") == expected


@pytest.mark.parametrize("seat_b,extra,square", [
    ("mortal", "boulder@e5", "e5"),
    ("clio[e5]", "-", "e5"),
], ids=["boulder", "clio-coin"])
def test_the_boulder_and_a_coin_take_no_whirlpool(game, seat_b, extra, square):
    board = board_field(b3="A", d3="A", c4="B", c2="B", e5="1" if "clio" in seat_b else "0")
    tokens = game(f"{board} 1 A:charybdis,B:{seat_b} 2 {extra}").tokens()
    placed = {t.split("@")[1] for t in starting(tokens, "b3-b4^a5@")}
    assert square not in placed and len(placed) == 20


def test_no_whirlpool_after_a_winning_move(game):
    """b2 (level 2) climbs onto c2 (level 3): the turn ends, nothing is placed."""
    board = board_field(b2="2A", c2="3", d4="A", c4="B", e4="B")
    tokens = game(f"{board} 1 A:charybdis[e1],B:mortal 5 -").tokens()
    assert starting(tokens, "b2-c2") == ["b2-c2"]


def test_a_move_onto_a_whirlpool_goes_on_from_the_other_one(game):
    """b2-b1: her worker is forced onto e1 and builds next to it (d1, d2, e2)."""
    sfen = f"{FLAT} 1 A:charybdis[b1,e1],B:mortal 5 -"
    assert starting(game(sfen).tokens(), "b2-b1") == ["b2-b1^d1", "b2-b1^d2", "b2-b1^e2"]
    expected = f"{board_field(e1='A', d4='A', c4='B', e4='B', d2='1')} 2 A:charybdis[b1,e1],B:mortal 5 -"
    assert after(game, sfen, "b2-b1^d2") == expected


def test_the_opponents_workers_go_through_too(game):
    """B (mortal, seat 2) c2-b1: forced onto e1, builds next to it."""
    board = board_field(b3="A", d4="A", c2="B", e4="B")
    tokens = game(f"{board} 2 A:charybdis[b1,e1],B:mortal 5 -").tokens()
    assert starting(tokens, "c2-b1") == ["c2-b1^d1", "c2-b1^d2", "c2-b1^e2"]


def test_a_worker_forced_onto_a_whirlpool_stays(game):
    """Minotaur c3-b2 pushes her b2 onto a1, a whirlpool: it stays there (a force)."""
    board = board_field(b2="A", d4="A", c3="B", e4="B")
    sfen = f"{board} 2 A:charybdis[a1,e1],B:minotaur 5 -"
    expected = f"{board_field(a1='A', d4='A', b2='B', e4='B', c3='1')} 1 A:charybdis[a1,e1],B:minotaur 6 -"
    assert after(game, sfen, "c3-b2^c3") == expected


def test_apollo_swaps_first_then_goes_through(game):
    """Apollo's c2 moves onto her b1 (a whirlpool): her worker takes c2, he goes on to e1. From
    the whirlpool c1 onto her worker on b1 (the other one): she takes c1, the exit, so he stays."""
    board = board_field(b1="A", d4="A", c2="B", e4="B")
    sfen = f"{board} 2 A:charybdis[b1,e1],B:apollo 5 -"
    expected = f"{board_field(c2='A', d4='A', e1='B', e4='B', d1='1')} 1 A:charybdis[b1,e1],B:apollo 6 -"
    assert after(game, sfen, "c2-b1^d1") == expected
    board = board_field(b1="A", d4="A", c1="B", e4="B")
    sfen = f"{board} 2 A:charybdis[b1,c1],B:apollo 5 -"
    expected = f"{board_field(c1='A', d4='A', b1='B', e4='B', a1='1')} 1 A:charybdis[b1,c1],B:apollo 6 -"
    assert after(game, sfen, "c1-b1^a1") == expected


#   Her workers on b1 (a whirlpool; the other one on c1) and e5, B on d3 and a4.
FLUSH = board_field(b1="A", e5="A", d3="B", a4="B")


def test_from_one_whirlpool_onto_the_other_back_to_its_own_square(game):
    """b1-c1: the worker left b1, so it is carried back onto it and builds next to b1 (c1 too:
    a block there sends that whirlpool back to her card)."""
    sfen = f"{FLUSH} 1 A:charybdis[b1,c1],B:mortal 5 -"
    tokens = starting(game(sfen).tokens(), "b1-c1")
    assert [t for t in tokens if "@" not in t] == ["b1-c1^a1", "b1-c1^a2", "b1-c1^b2", "b1-c1^c1", "b1-c1^c2"]
    # the block on c1 sends it back to her card: she may put it on the board again at once
    assert len([t for t in tokens if t.startswith("b1-c1^c1@")]) == 21  # c1 included
    expected = f"{board_field(b1='A', e5='A', d3='B', a4='B', c1='1')} 2 A:charybdis[b1],B:mortal 5 -"
    assert after(game, sfen, "b1-c1^c1") == expected


def test_a_worker_on_the_exit_stops_the_transport(game):
    """B stands on e1: b2-b1 is an ordinary move (she builds next to b1)."""
    board = board_field(b2="A", d4="A", e1="B", e4="B")
    tokens = game(f"{board} 1 A:charybdis[b1,e1],B:mortal 5 -").tokens()
    assert starting(tokens, "b2-b1") == ["b2-b1^a1", "b2-b1^a2", "b2-b1^b2", "b2-b1^c1", "b2-b1^c2"]


@pytest.mark.parametrize("cells,pools,token,wins", [
    (dict(b2="A", d4="A", c4="B", e4="B", e1="3"), "b1,e1", "b2-b1", True),  # the exit on level 3, from level 0
    (dict(b2="2A", d4="A", c4="B", e4="B", b1="3"), "b1,e1", "b2-b1", False),  # the entry on level 3: on to e1
    (dict(b2="2A", d4="A", c4="B", e1="B", b1="3"), "b1,e1", "b2-b1", True),  # the exit taken: an ordinary climb
    (dict(b1="3A", d4="A", c4="B", e4="B", c1="2"), "b1,c1", "b1-c1", True),  # back onto its own level-3 square
], ids=["exit-on-three", "entry-on-three", "exit-taken", "back-on-three"])
def test_the_exit_on_level_three_wins(game, cells, pools, token, wins):
    sfen = f"{board_field(**cells)} 1 A:charybdis[{pools}],B:mortal 5 -"
    tokens = starting(game(sfen).tokens(), token)
    if wins:
        assert tokens == [token]
        assert after(game, sfen, token).split()[2] == f"A:charybdis[{pools}]#,B:mortal"
    else:
        assert tokens == [f"{token}^d1", f"{token}^d2", f"{token}^e2"]


def test_hera_vetoes_a_win_on_a_perimeter_exit(game):
    """e1 (level 3) is on the perimeter: against Hera her worker goes there and builds."""
    board = board_field(b2="A", d4="A", c4="B", e4="B", e1="3")
    tokens = game(f"{board} 1 A:charybdis[b1,e1],B:hera 5 -").tokens()
    assert starting(tokens, "b2-b1") == ["b2-b1^d1", "b2-b1^d2", "b2-b1^e2"]


def test_minotaur_pushes_onto_the_exit_so_he_stays(game):
    """Minotaur b3-c3 pushes her c3 (a whirlpool) onto d3, the other one: he stays on c3."""
    board = board_field(b3="A", a1="A", c3="B", e5="B")
    tokens = game(f"{board} 1 A:minotaur,B:charybdis[c3,d3] 5 -").tokens()
    assert starting(tokens, "b3-c3") == [f"b3-c3^{sq}" for sq in ("b2", "b3", "b4", "c2", "c4", "d2", "d4")]


def test_bia_removes_on_the_entry_which_frees_the_exit(game):
    """Bia b3-c3 removes the worker on d3 (straight ahead of the entry), the exit: she goes on
    to d3 and builds next to it."""
    board = board_field(b3="A", a1="A", d3="B", e5="B")
    sfen = f"{board} 1 A:bia,B:charybdis[c3,d3] 5 -"
    assert "b3-c3^c3" in game(sfen).tokens()
    expected = f"{board_field(d3='A', a1='A', e5='B', e3='1')} 2 A:bia,B:charybdis[c3,d3] 5 -"
    assert after(game, sfen, "b3-c3^e3") == expected


#   Triton's workers on c2 and a5, B on c5 and e1, flat.
TRITON = board_field(c2="A", a5="A", c5="B", e1="B")


def test_triton_carried_onto_the_perimeter_moves_on(game):
    """c2-c3 (inside) carries him to e3, on the perimeter: from there he may move again
    (c2-c3-e4) or build next to e3."""
    tokens = game(f"{TRITON} 1 A:triton,B:charybdis[c3,e3] 5 -").tokens()
    assert starting(tokens, "c2-c3^") == ["c2-c3^d2", "c2-c3^d3", "c2-c3^d4", "c2-c3^e2", "c2-c3^e4"]
    assert "c2-c3-e4^d5" in tokens and "c2-c3-e4-d5^c4" in tokens


def test_triton_carried_inside_stops(game):
    """a2-a1 (a perimeter square) carries him to c3, inside: his moves end there, he builds."""
    board = board_field(a2="A", e5="A", c5="B", e1="B")
    tokens = starting(game(f"{board} 1 A:triton,B:charybdis[a1,c3] 5 -").tokens(), "a2-a1")
    assert tokens == [f"a2-a1^{sq}" for sq in ("b2", "b3", "b4", "c2", "c4", "d2", "d3", "d4")]


def test_triton_wins_by_an_exit_in_the_middle_of_his_chain(game):
    """c2-b1 (the perimeter), then b1-a2 carries him onto c3, on level 3: he wins there."""
    board = board_field(c2="A", e5="A", c5="B", e1="B", c3="3")
    sfen = f"{board} 1 A:triton,B:charybdis[a2,c3] 5 -"
    assert "c2-b1-a2" in game(sfen).tokens()
    assert after(game, sfen, "c2-b1-a2") == \
        f"{board_field(c3='3A', e5='A', c5='B', e1='B')} 2 A:triton#,B:charybdis[a2,c3] 5 -"


def test_tritons_token_is_the_shortest_path_the_whirlpools_make(game):
    """a1-a2 carries him to e4: e5 is two moves away (a1-a2-e5), not eight along the perimeter."""
    board = board_field(a1="A", c3="A", c5="B", e1="B")
    tokens = game(f"{board} 1 A:triton,B:charybdis[a2,e4] 5 -").tokens()
    assert starting(tokens, "a1-a2-e5^") == ["a1-a2-e5^d4", "a1-a2-e5^d5", "a1-a2-e5^e4"]
    assert not [t for t in tokens if t.endswith("-e5^d4") and t != "a1-a2-e5^d4"]


def test_tritons_climb_is_the_entering_move(game):
    """3 players, Persephone demanding a climb: a1-b1 carries him up to e1 (level 1) with a level
    move, no climb, so his chains through b1 must climb first (a1-a2, onto level 1); without her
    the shorter a1-b1 is the token of the same outcome."""
    board = board_field(a1="A", a2="1", e1="1", c5="A", c3="B", e5="B", d3="C", a4="C")
    bound = game(f"{board} 1 A:triton,B:persephone,C:charybdis[b1,e1] 5 -").tokens()
    assert "a1-b1^d2" not in bound and "a1-a2-b1^d2" in bound
    free = game(f"{board} 1 A:triton,B:mortal,C:charybdis[b1,e1] 5 -").tokens()
    assert "a1-b1^d2" in free and not starting(free, "a1-a2-b1")


#   Hermes' workers on c2 and a5, B on c5 and e1.
HERMES = dict(c2="A", a5="A", c5="B", e1="B")


def test_hermes_walks_on_from_a_whirlpools_exit_on_his_level(game):
    """Flat: c2-c3 carries him to e3 and his walk goes on from there (c2-c3-e4, c2-c3-d4)."""
    tokens = game(f"{board_field(**HERMES)} 1 A:hermes,B:charybdis[c3,e3] 5 -").tokens()
    assert {"c2-c3^d2", "c2-c3-e4^e5", "c2-c3-d4^c4", "c2-c3-e2^d1"} <= set(tokens)


def test_hermes_carried_off_his_level_makes_an_ordinary_move(game):
    """e3 on level 1: the level move c2-c3 carries him up, an ordinary move: he builds next to e3
    and moves no more."""
    sfen = f"{board_field(e3='1', **HERMES)} 1 A:hermes,B:charybdis[c3,e3] 5 -"
    assert starting(game(sfen).tokens(), "c2-c3") == ["c2-c3^d2", "c2-c3^d3", "c2-c3^d4", "c2-c3^e2", "c2-c3^e4"]


def test_hermes_climbing_onto_a_whirlpool_back_to_his_level_walks_on(game):
    """c3 on level 1: c2-c3 climbs, and lands him on e3, level 0 as he started: a step of his walk."""
    sfen = f"{board_field(c3='1', **HERMES)} 1 A:hermes,B:charybdis[c3,e3] 5 -"
    tokens = game(sfen).tokens()
    assert {"c2-c3^d2", "c2-c3-d4^c4", "c2-c3-e4^e5"} <= set(tokens)


#   Hermes on a1 (level 3) and e5, a2 on level 3, his walk's way onto the whirlpool b3; the other on d1
#   (level 3); B on c5 and e3.
HERMES_HIGH = dict(a1="3A", a2="3", d1="3", e5="A", c5="B", e3="B")


@pytest.mark.parametrize("b3,rulings,wins", [
    ("3", frozenset(), True),
    ("3", frozenset({"revised-text"}), False),
    ("2", frozenset(), True),
    ("2", frozenset({"revised-text"}), True),
], ids=["level-3-entry-revised", "level-3-entry-original", "level-2-entry-revised", "level-2-entry-original"])
def test_hermes_wins_by_an_exit_on_level_three_in_his_walk(game, b3, rulings, wins):
    """a1-a2 along level 3, then onto the whirlpool b3, carried onto d1 (level 3): the revised text
    wins there; the original one only when the transport climbs (from b3 on level 2), else his walk
    goes on from d1."""
    sfen = f"{board_field(b3=b3, **HERMES_HIGH)} 1 A:hermes,B:charybdis[b3,d1] 5 -"
    tokens = starting(game(sfen, rulings).tokens(), "a1-a2-b3")
    if wins:
        assert tokens == ["a1-a2-b3"]
        assert after(game, sfen, "a1-a2-b3").split()[2] == "A:hermes#,B:charybdis[b3,d1]"
    else:
        assert "a1-a2-b3" not in tokens and "a1-a2-b3^c1" in tokens


def test_hermes_climbing_onto_a_whirlpool_meets_persephones_demand(game):
    """3 players: c3 on level 1, his only climb, lands him back on level 0 at e3: Persephone demands
    it, so every turn goes through c3 (his walks too); against a mortal his flat walks are turns."""
    board = board_field(c3="1", a1="C", d5="C", **HERMES)
    bound = game(f"{board} 1 A:hermes,B:persephone,C:charybdis[c3,e3] 5 -").tokens()
    assert all("-c3" in t for t in bound) and {"c2-c3^d2", "c2-c3-d4^c4", "a5-a4,c2-c3^d2"} <= set(bound)
    assert "c2-b2^b1" in game(f"{board} 1 A:hermes,B:mortal,C:charybdis[c3,e3] 5 -").tokens()


def test_aphrodites_charm_reads_where_hermes_lands(game):
    """4 players: Hermes' d4 next to Aphrodite's e4; d4-e5 carries him to b5, away from her: no
    turn. His walk d4-d5 stays next to her."""
    sfen = "00011/0001A0B/0*0*020*/31302/0*01B30A 1 A:hermes,B:aphrodite,A:charybdis[b5,e5],B:atlas 7 -"
    tokens = game(sfen).tokens()
    assert not starting(tokens, "d4-e5") and starting(tokens, "d4-d5^") == ["d4-d5^c4", "d4-d5^c5", "d4-d5^d4",
                                                                         "d4-d5^e5"]


def test_artemis_second_move_may_be_carried_onto_her_start(game):
    """Artemis starts on e1 (a whirlpool): e1-d1 then d1-c1 (the other one) carries her back
    onto e1 - her start square, which her own move could not reach - and she builds there."""
    board = board_field(e1="A", a5="A", c3="B", e4="B")
    sfen = f"{board} 1 A:artemis,B:charybdis[c1,e1] 5 -"
    tokens = game(sfen).tokens()
    assert "e1-d1-e1^d2" not in tokens and "e1-d1-c1^d2" in tokens
    expected = f"{board_field(e1='A', a5='A', c3='B', e4='B', d2='1')} 2 A:artemis,B:charybdis[c1,e1] 5 -"
    assert after(game, sfen, "e1-d1-c1^d2") == expected


def test_athena_and_persephone_read_the_entering_move(game):
    """Athena's mark: no move up onto b1 (level 1), although the exit e1 is on level 0; a level
    move onto b1 up to e1 (level 2) is no move up. Persephone: that level move does not meet her
    demand (b2-c3, up to level 1, does)."""
    up = board_field(b2="A", d4="A", c4="B", e4="B", b1="1")
    assert not starting(game(f"{up} 1 A:charybdis[b1,e1],B:athena[^] 5 -").tokens(), "b2-b1")
    level = board_field(b2="A", d4="A", c4="B", e4="B", e1="2", c3="1")
    assert starting(game(f"{level} 1 A:charybdis[b1,e1],B:athena[^] 5 -").tokens(), "b2-b1") == \
        ["b2-b1^d1", "b2-b1^d2", "b2-b1^e2"]
    tokens = game(f"{level} 1 A:charybdis[b1,e1],B:persephone 5 -").tokens()
    assert not starting(tokens, "b2-b1") and starting(tokens, "b2-c3")


def test_athena_going_through_to_a_higher_exit_does_not_move_up(game):
    board = board_field(b2="A", d4="A", c4="B", e4="B", e1="2")
    sfen = f"{board} 1 A:athena,B:charybdis[b1,e1] 5 -"
    expected = f"{board_field(e1='2A', d4='A', c4='B', e4='B', d1='1')} 2 A:athena,B:charybdis[b1,e1] 5 -"
    assert after(game, sfen, "b2-b1^d1") == expected  # no athena[^]


def test_pans_drop_onto_a_whirlpool_wins_only_when_the_exit_is_taken(game):
    """Pan's c2 (level 2) drops onto b1 (level 0): forced on to e1, no win; with a worker on e1
    it is an ordinary drop of two levels, a win."""
    board = board_field(b3="A", d4="A", c2="2B", e4="B")
    assert starting(game(f"{board} 2 A:charybdis[b1,e1],B:pan 5 -").tokens(), "c2-b1") == \
        ["c2-b1^d1", "c2-b1^d2", "c2-b1^e2"]
    taken = board_field(b3="A", e1="A", c2="2B", e4="B")
    assert starting(game(f"{taken} 2 A:charybdis[b1,e1],B:pan 5 -").tokens(), "c2-b1") == ["c2-b1"]


@pytest.mark.parametrize("god,cells,token,pools", [
    ("mortal", dict(b3="A", d4="A", c2="B", e4="B"), "c2-c1^b1", "e1"),  # a block on b1
    ("atlas", dict(b3="A", d4="A", c2="B", e4="B"), "c2-c1^b1*", "e1"),  # Atlas' dome on b1
    ("zeus", dict(b3="A", d4="A", c2="B", e4="B"), "c2-b1^e1", "b1"),  # Zeus under himself on e1
    ("ares", dict(b3="A", d4="A", c2="B", a2="B", b1="1"), "c2-d2^d1_b1", "e1"),  # Ares takes b1's block
], ids=["block", "atlas-dome", "zeus", "ares"])
def test_a_whirlpool_built_on_or_lowered_returns_to_her_card(game, god, cells, token, pools):
    board = board_field(**cells)
    state = after(game, f"{board} 2 A:charybdis[b1,e1],B:{god} 5 -", token).split()[2]
    assert state.startswith(f"A:charybdis[{pools}],")


def test_a_whirlpool_back_on_her_card_acts_no_more_that_turn(game):
    """Prometheus builds on b1 first (it returns to her card), then b2-c2 onto the other one:
    no transport. Without that build b2-c2 goes on to b1."""
    board = board_field(b2="B", d4="B", a5="A", e5="A")
    sfen = f"{board} 2 A:charybdis[b1,c2],B:prometheus 5 -"
    tokens = game(sfen).tokens()
    assert "b2^b1-c2^d1" in tokens  # he builds next to c2
    assert starting(tokens, "b2-c2") == [f"b2-c2^{sq}" for sq in ("a1", "a2", "b2", "c1", "c2")]


def test_nobody_wins_in_a_dionysus_extra_turn(game):
    """Dionysus' extra turn moves her b2 onto b1: forced onto e1 (level 3), no win."""
    board = board_field(b2="A", d4="A", c4="B", e4="B", e1="3")
    sfen = f"{board} 2 A:charybdis[b1,e1],B:dionysus[1] 5 -"
    expected = f"{board_field(e1='3A', d4='A', c4='B', e4='B', d1='1')} 1 A:charybdis[b1,e1],B:dionysus 6 -"
    assert after(game, sfen, "b2-b1^d1") == expected


def tokens_of(pos) -> list[str]:
    return pos.legal_turns() if isinstance(pos, RefPosition) else sorted(m.token for m in pos.legal_moves)


def play(pos, token: str) -> str:
    (pos.play if isinstance(pos, RefPosition) else pos.push)(token)
    return pos.sfen()


@pytest.mark.parametrize("impl", ["oracle", "core"])
@pytest.mark.parametrize("sfen,rulings,token", [
    # Pegasus climbs two levels onto c4 (level 2): carried to e4 on level 3, a win like anyone's
    ("0A0A000/00203/000B00/00000/0B0000 2 A:charybdis[c4,e4],B:pegasus 5 -", (), "c3-c4"),
    # Iris jumps c2 onto c3 under iris-level-three: the exit e4 on level 3 still wins
    ("00000A/00003/00000/000A00/0B00B00 2 A:charybdis[c3,e4],B:iris 5 -", ("iris-level-three",), "c1-c3"),
], ids=["pegasus-high-climb", "iris-jump"])
def test_a_move_that_may_not_win_wins_by_the_exit(impl, sfen, rulings, token):
    pos = make(impl)(sfen, set(rulings))
    assert token in tokens_of(pos)
    assert play(pos, token).split()[2].endswith("#")


@pytest.mark.parametrize("impl", ["oracle", "core"])
def test_bia_taking_the_last_worker_ends_the_game_before_the_whirlpool(impl):
    """a1-b2 takes A's last worker (on c3): the game is over on b2, no transport to e5."""
    pos = make(impl)("00003/00000/000A00/00000/0B0000B 2 A:charybdis[b2,e5],B:bia 5 -")
    assert play(pos, "a1-b2") == "00003/00000/00000/00B000/00000B 1 A:charybdis[b2,e5],B:bia# 6 -"


@pytest.mark.parametrize("impl", ["oracle", "core"])
def test_no_whirlpool_on_an_opposing_coin_nor_another_charybdis_one(impl):
    with pytest.raises(SfenError):
        make(impl)("000A00/00100/0000A0/0B0100/01000B 2 A:charybdis[a3,b1],B:clio[b1] 3 -")


@pytest.mark.parametrize("impl", ["oracle", "core"])
def test_two_charybdis_each_carry_by_their_own_pair(impl):
    """A mirror match (Board's mirror-gods alternative): A's pair b1/e1, B's pair a5/e5. b2-b1
    goes to e1 (A's pair), not to a B whirlpool."""
    sfen = f"{FLAT} 1 A:charybdis[b1,e1],B:charybdis[a5,e5] 5 -"
    assert play(make(impl)(sfen), "b2-b1^d1").split()[0] == board_field(e1="A", d4="A", c4="B", e4="B", d1="1")


def test_three_players_her_elimination_takes_her_whirlpools(game):
    """B (Charybdis) has no move: eliminated, her whirlpools leave; C's c2-b1 then stays on b1."""
    board = board_field(a5="B", a4="0*", b4="0*", b5="0*", c2="C", e3="C", d5="A", e5="A")
    g = game(f"{board} 2 A:mortal,B:charybdis[b1,e1],C:mortal 5 -")
    assert g.sfen() == f"{board_field(a4='0*', b4='0*', b5='0*', c2='C', e3='C', d5='A', e5='A')} " \
                       "3 A:mortal,-B:charybdis,C:mortal 5 -"
    assert "c2-b1^a1" in g.tokens()


@pytest.mark.parametrize("seats,board,token,expected", [
    # classic teams, seat 3 (A, her teammate) goes through
    ("A:mortal,B:charybdis[b1,e1],A:mortal,B:mortal", dict(b2="A", d4="A", c4="B", e4="B"), "b2-b1^d1",
     dict(e1="A", d4="A", c4="B", e4="B", d1="1")),
    # the Pantheon edition's pairs: seat 3 (C) goes through her (seat 2's) whirlpools
    ("A:mortal,B:charybdis[b1,e1],C:mortal,D:mortal", dict(a5="A", c5="A", c4="B", e4="B", b2="C", d3="C",
                                                          a3="D", e3="D"), "b2-b1^d1",
     dict(a5="A", c5="A", c4="B", e4="B", e1="C", d3="C", a3="D", e3="D", d1="1")),
], ids=["classic", "pantheon"])
def test_four_players_every_seat_goes_through(game, seats, board, token, expected):
    sfen = f"{board_field(**board)} 3 {seats} 5 -"
    assert after(game, sfen, token).split()[0] == board_field(**expected)


#   Circe holds Charybdis' power (B's c4 and e4 are apart): A (Circe) on b2 and d4, B on c4, e4.
HELD = f"{FLAT} 1 A:circe[charybdis],B:charybdis[b1,e1] 3 -"


def test_circe_holding_her_power_is_carried_by_her_whirlpools(game):
    """Her whirlpools are her card's: on her seat while Circe holds the power, and they carry
    Circe's move onto b1 to e1, where Circe builds."""
    g = game(HELD)
    assert g.sfen() == HELD
    assert starting(g.tokens(), "b2-b1") == ["b2-b1^d1", "b2-b1^d2", "b2-b1^e2"]


def test_circe_places_a_whirlpool_of_her_card_and_charybdis_places_none(game):
    g = game(HELD.replace("charybdis[b1,e1]", "charybdis[e1]"))
    assert any("@" in t for t in g.tokens())
    g.play("b2-c2^c3@a5")
    assert g.sfen() == f"{board_field(c2='A', d4='A', c4='B', e4='B', c3='1')} 2 A:circe[charybdis],B:charybdis[a5,e1] 3 -"
    assert not any("@" in t for t in g.tokens())


def test_charybdis_powerless_is_carried_too(game):
    """Circe holds the power: the whirlpools act for every worker, Charybdis' e4 onto e3 goes to a1."""
    g = game(HELD.replace(" 1 A:", " 2 A:").replace("[b1,e1]", "[a1,e3]"))
    assert starting(g.tokens(), "e4-e3") == ["e4-e3^a2", "e4-e3^b1"]


def test_the_power_given_back_leaves_the_whirlpools_and_she_places_again(game):
    """B's workers together (c4-d5): Circe gives the power back as her turn starts; the whirlpool
    stays on e1 and Charybdis may put her other one down after her next build."""
    g = game(HELD.replace("charybdis[b1,e1]", "charybdis[e1]"))
    for token in ("b2-c2^c3", "c4-d5^e5"):
        g.play(token)
    assert g.sfen().endswith(" 1 A:circe,B:charybdis[e1] 4 -")
    g.play("d4-d3^d2")
    assert "d5-c4^b3@a1" in g.tokens()


@pytest.mark.parametrize("seats", ["A:circe[charybdis:b1],B:charybdis[e1]", "A:circe[europa:c2],B:europa"])
def test_circe_writes_no_state_of_a_cards_pieces(game, seats):
    """The whirlpools (the Talus) are written on their card's seat, never in Circe's state."""
    with pytest.raises(SfenError):
        game(f"{FLAT} 1 {seats} 3 -")


#   Europa (A) on b2 and d4, Charybdis (B) on c4 and e4; the whirlpools on a3 and c2.
EUROPA = f"{FLAT} 1 A:europa,B:charybdis[a3,c2] 5 -"


def test_europa_puts_no_talus_on_a_whirlpool(game):
    """Her Talus goes on an unoccupied square with no token (gods.md 34): not on a3, a whirlpool."""
    tokens = game(EUROPA).tokens()
    assert "b2-b3^a4@a2" in tokens and "b2-b3^a4@a3" not in tokens and "b2-b3^a4" in tokens


def test_europa_building_on_a_whirlpool_may_put_the_talus_there(game):
    """Her block on a3 sends that whirlpool back to Charybdis' card: the square is free for the Talus."""
    g = game(EUROPA)
    assert "b2-b3^a3@a3" in g.tokens()
    g.play("b2-b3^a3@a3")
    assert g.sfen() == f"{board_field(b3='A', a3='1', d4='A', c4='B', e4='B')} 2 A:europa[a3],B:charybdis[c2] 5 -"


def test_europa_carried_by_a_whirlpool_puts_the_talus_next_to_the_exit(game):
    """b2-c2 is carried to a3: she builds next to a3 and the Talus goes next to a3, not next to c2."""
    tokens = game(EUROPA).tokens()
    assert "b2-c2^a4@b4" in tokens and "b2-c2^a4@d1" not in tokens and starting(tokens, "b2-c2^d1") == []


def test_no_whirlpool_on_the_talus(game):
    """The Talus is a dome to Charybdis too: her whirlpool goes anywhere free but d2."""
    tokens = game(f"{FLAT} 2 A:europa[d2],B:charybdis[a3] 5 -").tokens()
    assert "c4-c5^b5@e2" in tokens and "c4-c5^b5@d2" not in tokens


def test_the_talus_next_to_the_exit_keeps_nobody_from_the_transport(game):
    """A Talus next to the exit changes nothing in the transport: B's e4-d3 is carried to a3 and
    builds next to it, not on the Talus' b3."""
    g = game(f"{board_field(b2='A', d4='A', c4='B', e4='B')} 2 A:europa[b3],B:charybdis[a3,d3] 5 -")
    assert "e4-d3^a2" in g.tokens()       # carried from d3 to a3, builds next to it
    assert "e4-d3^b3" not in g.tokens()   # the Talus' square


#   Charybdis (A) on b2 and d4, Harpies (B) on c4 and e4.
HARPIES = f"{FLAT} 1 A:charybdis[{{}}],B:harpies 5 -"


def test_the_harpies_slide_a_carried_worker_on_from_the_exit(game):
    """b2-c2 is carried to a4, then slides on east (the move's direction) to b4, c4 being taken:
    she builds next to b4, where she stands."""
    g = game(HARPIES.format("a4,c2"))
    assert [t for t in starting(g.tokens(), "b2-c2") if "@" not in t] == [
        "b2-c2^a3", "b2-c2^a4", "b2-c2^a5", "b2-c2^b3", "b2-c2^b5", "b2-c2^c3", "b2-c2^c5"]
    g.play("b2-c2^c5")
    assert g.sfen() == f"{board_field(b4='A', c5='1', d4='A', c4='B', e4='B')} 2 A:charybdis[a4,c2],B:harpies 5 -"


def test_carried_back_home_then_slid_on_over_the_entry(game):
    """Her b2 stands on a whirlpool: b2-c2 carries it back onto b2, from which it slides on east
    over c2 and d2 to e2."""
    assert starting(game(HARPIES.format("b2,c2")).tokens(), "b2-c2") == [
        "b2-c2^d1", "b2-c2^d2", "b2-c2^d3", "b2-c2^e1", "b2-c2^e3"]


def test_a_slide_goes_over_a_whirlpool_and_stays_on_one(game):
    """b2-b3 slides north: over the whirlpool on b4 (a force: no transport) onto b5, the other
    one, where it stays."""
    tokens = [t for t in starting(game(HARPIES.format("b4,b5")).tokens(), "b2-b3") if "@" not in t]
    assert tokens == ["b2-b3^a4", "b2-b3^a5", "b2-b3^b4", "b2-b3^c5"]


def test_an_exit_on_level_three_wins_before_any_slide(game):
    g = game(f"{board_field(b2='A', d4='A', c4='B', e4='B', a4='3')} 1 A:charybdis[a4,c2],B:harpies 5 -")
    assert "b2-c2" in g.tokens()
    g.play("b2-c2")
    assert g.sfen().startswith(board_field(a4="3A", d4="A", c4="B", e4="B"))


def test_the_harpies_own_workers_are_carried_and_not_slid(game):
    """Harpies' c4-b5 goes on to d5 and stops there: he builds next to d5."""
    assert starting(game(f"{FLAT} 2 A:charybdis[b5,d5],B:harpies 5 -").tokens(), "c4-b5") == [
        "c4-b5^c4", "c4-b5^c5", "c4-b5^e5"]


def test_original_text_the_transport_goes_on_and_the_slide_after_it(game):
    """Her original text: the transport is a move from the entry onto the exit in the entering
    move's direction; the slide comes after it, from the exit, as under the revised text."""
    tokens = game(HARPIES.format("a4,c2"), frozenset({"revised-text"})).tokens()
    assert [t for t in starting(tokens, "b2-c2") if "@" not in t] == [
        "b2-c2^a3", "b2-c2^a4", "b2-c2^a5", "b2-c2^b3", "b2-c2^b5", "b2-c2^c3", "b2-c2^c5"]


@pytest.mark.parametrize("impl", ["oracle", "core"])
def test_refused_as_the_fleece(impl):
    load = make(impl)
    with pytest.raises((UnsupportedError, SfenError)):
        load("00000/00000/00000/00000/00000 1 A:mortal,B:mortal 1 fleece:charybdis")


def test_the_oracle_lists_her_apart():
    assert SUPPORTED_WHIRLPOOL_GODS == {"charybdis"}
    assert not SUPPORTED_WHIRLPOOL_GODS & (SUPPORTED_HEROES | SUPPORTED_GODS | SUPPORTED_NIGHT_GODS)


# ---------------------------------------------------------------------- (b) the perft tables


ROWS = named_perft_table("perft-charybdis.tsv") + named_perft_table("perft-charybdis-multiplayer.tsv")


def test_table_rows_are_charybdis_positions():
    assert 12 <= len(ROWS) <= 20
    assert sum(len(counts) >= 3 for _, _, counts in ROWS) >= len(ROWS) - 2  # depth 3 for most
    for _, sfen, counts in ROWS:
        assert "charybdis" in sfen.split()[2]
        assert RefPosition(sfen).perft(1) == counts[0]  # the oracle still counts the first depth so


class TestOracleTables(OracleTables):
    ROWS = ROWS


# ---------------------------------------------------------------------- (c) random games

#: The opponents of the random games with 2 players: every god the engine plays that the
#: catalog lets her face.
TWO_PLAYER_OPPONENTS = [god for god in oracle_playable_gods(2)
                        if god != "charybdis" and lineup_problem(["charybdis", god], 2) is None]

#: The lineups of the random games with 3 and 4 players (4: classic teams, then the Pantheon pairs).
MULTIPLAYER = [
    (["charybdis", "apollo", "minotaur"], "shared"),
    (["artemis", "bia", "charybdis"], "shared"),
    (["charybdis", "pan", "atlas", "minotaur"], "shared"),
    (["apollo", "charybdis", "artemis", "zeus"], "own"),
]

#: More lineups for her original text, with the powers its readings name (Hera's veto, Bia's
#: removals, Eros' meeting, Persephone's demand, Limus beside Bia's second removal).
ORIGINAL_MULTIPLAYER = [
    (["bia", "hera", "charybdis"], "shared"),
    (["eros", "charybdis", "persephone"], "shared"),
    (["charybdis", "limus", "bia"], "shared"),
    (["pan", "charybdis", "artemis", "hera"], "shared"),
    (["eros", "charybdis", "bia", "persephone"], "own"),
]

#: Turns a random game may last (after placement).
TURNS = 24


def two_player_gods(seat: int, other: str) -> list[str]:
    """Charybdis as seat 1 (``seat`` 0) or seat 2 (``seat`` 1) against ``other``."""
    return ["charybdis", other] if seat % 2 == 0 else [other, "charybdis"]


def play_both(gods: list[str], rng: random.Random, team_workers: str = "shared") -> int:
    """A random game in lockstep on the core and the oracle (conftest.play_in_lockstep): her
    turns put a whirlpool on the board when they can, half the time. Returns the positions
    with both her whirlpools on the board."""
    def choose(ref: RefPosition, tokens: list[str]) -> str:
        placing = [t for t in tokens if "@" in t]
        return rng.choice(placing if placing and rng.random() < 0.5 else tokens)

    def both(ref: RefPosition) -> int:
        return int(any(len(pools) == 2 for pools in ref.pools))

    return play_in_lockstep(opening(gods, team_workers), rng, TURNS, choose, both)


def test_the_random_opponents_all_load_against_her():
    for other in TWO_PLAYER_OPPONENTS:
        for seat in (0, 1):
            RefPosition(opening(two_player_gods(seat, other)))
    assert set(TWO_PLAYER_OPPONENTS) <= ORACLE_GODS and len(TWO_PLAYER_OPPONENTS) >= 50


@pytest.mark.parametrize("seed", range(6))
def test_random_games_against_circe_who_holds_her_power(seed):
    """Placements drawn first: Circe holding the power places the card's whirlpools, and both
    seats are carried, core = oracle."""
    rng = random.Random(7600 + seed)
    gods = two_player_gods(seed, "circe")
    circe = gods.index("circe")

    def choose(ref: RefPosition, tokens: list[str]) -> str:
        placing = [t for t in tokens if "@" in t]
        return rng.choice(placing if placing and rng.random() < 0.7 else tokens)

    def held(ref: RefPosition) -> int:
        return int(ref.holds[circe] == "charybdis" and any(ref.pools))

    assert play_in_lockstep(opening(gods), rng, TURNS, choose, held) >= 1


@pytest.mark.parametrize("seat", [0, 1], ids=["charybdis-first", "charybdis-second"])
@pytest.mark.parametrize("index,other", list(enumerate(TWO_PLAYER_OPPONENTS)), ids=TWO_PLAYER_OPPONENTS)
def test_core_and_oracle_agree_on_a_random_game_against(index, other, seat):
    play_both(two_player_gods(seat, other), random.Random(7000 + 2 * index + seat))


@pytest.mark.parametrize("index,lineup", list(enumerate(MULTIPLAYER)),
                         ids=["-".join(gods) + f"-{mode}" for gods, mode in MULTIPLAYER])
def test_core_and_oracle_agree_on_a_random_multiplayer_game(index, lineup):
    gods, mode = lineup
    play_both(gods, random.Random(7100 + index), mode)


def test_random_games_put_both_whirlpools_on_the_board():
    assert sum(play_both(two_player_gods(seed, "mortal"), random.Random(7900 + seed)) for seed in range(2)) >= 4


# ---------------------------------------------------------------------- (d) her original text

#: The ruling key whose alternative is her original text.
ORIGINAL = frozenset({"revised-text"})


@pytest.fixture(params=[OracleGame, CoreGame], ids=["oracle", "core"])
def engine(request):
    """The oracle, then the core: each scenario of her original text runs on both."""
    return request.param


def test_original_text_is_played(engine):
    """No longer refused: her original text loads, with 2, 3 and 4 players."""
    assert engine(f"{OPEN} 1 A:charybdis,B:mortal 2 -", ORIGINAL).tokens()
    assert engine(f"{FLAT} 3 A:mortal,B:charybdis[b1,e1],A:mortal,B:mortal 5 -", ORIGINAL).tokens()


def test_original_text_entering_move_onto_a_level_three_whirlpool_wins_with_no_transport(engine):
    """b2 (level 2) climbs onto b1 (level 3): the game ends there, she is not carried to e1 (the
    revised text carries her and she builds next to e1)."""
    sfen = f"{board_field(b2='2A', d4='A', c4='B', e4='B', b1='3')} 1 A:charybdis[b1,e1],B:mortal 5 -"
    assert starting(engine(sfen, ORIGINAL).tokens(), "b2-b1") == ["b2-b1"]
    assert after(lambda text: engine(text, ORIGINAL), sfen, "b2-b1") == \
        f"{board_field(b1='3A', b2='2', d4='A', c4='B', e4='B')} 2 A:charybdis[b1,e1]#,B:mortal 5 -"
    assert starting(engine(sfen).tokens(), "b2-b1") == ["b2-b1^d1", "b2-b1^d2", "b2-b1^e2"]


@pytest.mark.parametrize("cells,wins", [
    (dict(b2="1A", b1="2", e1="3"), True),  # up onto level 3 from a level-2 entry
    (dict(b2="A", e1="3"), True),  # from a level-0 entry: the card's move, no climb limit
    (dict(b2="3A", b1="3", e1="3"), False),  # a level-3 entry onto a level-3 exit
], ids=["level-2-entry", "level-0-entry", "level-3-entry"])
def test_original_text_the_transport_wins_up_onto_level_three_from_a_lower_entry(cells, wins, engine):
    sfen = f"{board_field(d4='A', c4='B', e4='B', **cells)} 1 A:charybdis[b1,e1],B:mortal 5 -"
    tokens = starting(engine(sfen, ORIGINAL).tokens(), "b2-b1")
    if wins:
        assert tokens == ["b2-b1"]
        left = {"b2": cells["b2"][:-1] or "0", "b1": cells.get("b1", "0"), "e1": f"{cells['e1']}A"}
        assert after(lambda text: engine(text, ORIGINAL), sfen, "b2-b1") == \
            f"{board_field(d4='A', c4='B', e4='B', **left)} 2 A:charybdis[b1,e1]#,B:mortal 5 -"
    else:
        assert tokens == ["b2-b1^d1", "b2-b1^d2", "b2-b1^e2"]  # on e1, no win: she builds
        assert starting(engine(sfen).tokens(), "b2-b1") == ["b2-b1"]  # the revised text: a win


@pytest.mark.parametrize("c1,wins", [("2", True), ("3", False)], ids=["from-level-2", "from-level-3"])
def test_original_text_back_home_onto_level_three_wins_from_a_lower_whirlpool(c1, wins, engine):
    """Her b1 (level 3, a whirlpool) moves onto c1, the other one: carried back onto b1. From a
    level-2 c1 that is a move up onto level 3 (a win); from a level-3 c1 it is not (the revised text:
    a win either way)."""
    sfen = f"{board_field(b1='3A', e5='A', d3='B', a4='B', c1=c1)} 1 A:charybdis[b1,c1],B:mortal 5 -"
    tokens = starting(engine(sfen, ORIGINAL).tokens(), "b1-c1")
    if wins:
        assert tokens == ["b1-c1"]
        assert after(lambda text: engine(text, ORIGINAL), sfen, "b1-c1").split()[2] == "A:charybdis[b1,c1]#,B:mortal"
    else:
        assert "b1-c1" not in tokens and "b1-c1^a1" in tokens  # back on b1, it builds next to it
        assert after(lambda text: engine(text, ORIGINAL), sfen, "b1-c1^a1").split()[0] == \
            board_field(b1="3A", e5="A", d3="B", a4="B", c1=c1, a1="1")
        assert starting(engine(sfen).tokens(), "b1-c1") == ["b1-c1"]


def test_original_text_pans_drop_onto_the_entry_and_by_the_transport(engine):
    """Pan's c2 (level 2) drops onto b1 (level 0): a win there, no transport. From level 3 onto b1
    (level 2) he drops one level, then the transport drops him two more, onto e1 (level 0): a win
    on e1. The revised text: neither wins."""
    entry = f"{board_field(b3='A', d4='A', c2='2B', e4='B')} 2 A:charybdis[b1,e1],B:pan 5 -"
    assert starting(engine(entry, ORIGINAL).tokens(), "c2-b1") == ["c2-b1"]
    assert after(lambda text: engine(text, ORIGINAL), entry, "c2-b1").split()[0] == board_field(b3="A", d4="A", b1="B", e4="B", c2="2")
    by_transport = f"{board_field(b3='A', d4='A', c2='3B', e4='B', b1='2')} 2 A:charybdis[b1,e1],B:pan 5 -"
    assert starting(engine(by_transport, ORIGINAL).tokens(), "c2-b1") == ["c2-b1"]
    assert after(lambda text: engine(text, ORIGINAL), by_transport, "c2-b1") == \
        f"{board_field(b3='A', d4='A', e1='B', e4='B', b1='2', c2='3')} 1 A:charybdis[b1,e1],B:pan# 6 -"
    assert starting(engine(by_transport).tokens(), "c2-b1") == ["c2-b1^d1", "c2-b1^d2", "c2-b1^e2"]


def test_original_text_eros_meets_on_the_entry_and_at_the_exit(engine):
    """Eros' c2 onto b1 (level 1) next to his a2 (level 1): a meeting on the entry, no transport.
    Onto b1 (level 0) and carried to e1 (level 1), next to his d2 (level 1): a meeting at the exit.
    The revised text: no win in either."""
    entry = f"{board_field(a5='A', e5='A', c2='B', a2='1B', b1='1')} 2 A:charybdis[b1,e1],B:eros 5 -"
    assert starting(engine(entry, ORIGINAL).tokens(), "c2-b1") == ["c2-b1"]
    assert after(lambda text: engine(text, ORIGINAL), entry, "c2-b1").split()[0] == board_field(a5="A", e5="A", b1="1B", a2="1B")
    assert "c2-b1" not in engine(entry).tokens()
    at_exit = f"{board_field(a5='A', e5='A', c2='B', d2='1B', e1='1')} 2 A:charybdis[b1,e1],B:eros 5 -"
    assert starting(engine(at_exit, ORIGINAL).tokens(), "c2-b1") == ["c2-b1"]
    assert after(lambda text: engine(text, ORIGINAL), at_exit, "c2-b1") == \
        f"{board_field(a5='A', e5='A', e1='1B', d2='1B')} 1 A:charybdis[b1,e1],B:eros# 6 -"
    assert "c2-b1" not in engine(at_exit).tokens()


def test_original_text_bia_removes_beyond_the_exit_too(engine):
    """Bia's b3-c3 (east) onto the whirlpool c3 is carried to b1 and removes the worker on c1,
    one step east of the exit; she builds next to b1 (c1 is free). The revised text removes
    nobody there."""
    sfen = f"{board_field(b3='A', a5='A', c1='B', e5='B')} 1 A:bia,B:charybdis[b1,c3] 5 -"
    assert starting(engine(sfen, ORIGINAL).tokens(), "b3-c3") == [f"b3-c3^{sq}" for sq in ("a1", "a2", "b2", "c1", "c2")]
    assert after(lambda text: engine(text, ORIGINAL), sfen, "b3-c3^c1") == \
        f"{board_field(b1='A', a5='A', e5='B', c1='1')} 2 A:bia,B:charybdis[b1,c3] 5 -"
    assert after(engine, sfen, "b3-c3^a1").split()[0] == board_field(b1="A", a5="A", c1="B", e5="B", a1="1")


def test_original_text_bias_removals_of_the_last_worker_win_on_either_square(engine):
    """Bia's b3-c3 removes d3 (beyond the entry), is carried to b1 and removes c1 (beyond the exit):
    the last worker, a win. With the whirlpools in line (c3, d3) the first removal frees the exit
    d3, then the second one takes e3. With the last worker beyond the entry the game ends there,
    before any transport."""
    both = f"{board_field(b3='A', a5='A', c1='B', d3='B')} 1 A:bia,B:charybdis[b1,c3] 5 -"
    assert starting(engine(both, ORIGINAL).tokens(), "b3-c3") == ["b3-c3"]
    assert after(lambda text: engine(text, ORIGINAL), both, "b3-c3") == f"{board_field(b1='A', a5='A')} 2 A:bia#,B:charybdis[b1,c3] 5 -"
    in_line = f"{board_field(b3='A', a1='A', d3='B', e3='B')} 1 A:bia,B:charybdis[c3,d3] 5 -"
    assert after(lambda text: engine(text, ORIGINAL), in_line, "b3-c3") == f"{board_field(d3='A', a1='A')} 2 A:bia#,B:charybdis[c3,d3] 5 -"
    first = "00003/00000/000A00/00000/0B0000B 2 A:charybdis[b2,e5],B:bia 5 -"
    assert after(lambda text: engine(text, ORIGINAL), first, "a1-b2") == "00003/00000/00000/00B000/00000B 1 A:charybdis[b2,e5],B:bia# 6 -"


def test_original_text_bias_removal_beyond_the_exit_follows_a_winning_transport(engine):
    """Bia's b3 (level 1) onto c3 (level 2), carried to b1 (level 3): the transport wins, and the
    worker on c1 beyond the exit is removed all the same."""
    sfen = f"{board_field(b3='1A', a5='A', c1='B', e5='B', c3='2', b1='3')} 1 A:bia,B:charybdis[b1,c3] 5 -"
    assert starting(engine(sfen, ORIGINAL).tokens(), "b3-c3") == ["b3-c3"]
    assert after(lambda text: engine(text, ORIGINAL), sfen, "b3-c3") == \
        f"{board_field(b1='3A', a5='A', e5='B', c3='2', b3='1')} 2 A:bia#,B:charybdis[b1,c3] 5 -"


@pytest.mark.parametrize("cells,wins", [
    (dict(c2="B", b1="2", e1="3"), True),  # two levels up onto b1, the transport up onto level 3
    (dict(c2="1B", b1="3", e1="3"), False),  # two levels up onto a level-3 b1: no win, nor level 3 to 3
], ids=["exit-climbs", "entry-on-three"])
def test_original_text_pegasus_climbing_two_levels_onto_a_whirlpool(cells, wins, engine):
    """His climb of two levels wins nothing itself, but does not stop the transport's own win."""
    sfen = f"{board_field(a5='A', e5='A', a3='B', **cells)} 2 A:charybdis[b1,e1],B:pegasus 5 -"
    tokens = starting(engine(sfen, ORIGINAL).tokens(), "c2-b1")
    if wins:
        assert tokens == ["c2-b1"]
        assert after(lambda text: engine(text, ORIGINAL), sfen, "c2-b1").split()[2] == "A:charybdis[b1,e1],B:pegasus#"
    else:
        assert tokens == ["c2-b1^d1", "c2-b1^d2", "c2-b1^e2"]
        assert starting(engine(sfen).tokens(), "c2-b1") == ["c2-b1"]  # the revised text: the exit wins


def test_original_text_iris_jump_under_iris_level_three_does_not_stop_the_transport_winning(engine):
    """Iris' c1 jumps over c2 onto c3 (level 0) under ``iris-level-three``: carried to e4 (level 3),
    a move up from the entry, a win. Without the ruling her jump onto a level-3 c3 (from level 2)
    wins on the entry; with it, that jump wins nothing and the transport from level 3 neither."""
    sfen = "00000A/00003/00000/000A00/0B00B00 2 A:charybdis[c3,e4],B:iris 5 -"
    assert after(lambda text: engine(text, ORIGINAL | {"iris-level-three"}), sfen, "c1-c3").split()[2] == \
        "A:charybdis[c3,e4],B:iris#"
    high = "00000A/00003/00300/000A00/0B02B00 2 A:charybdis[c3,e4],B:iris 5 -"
    assert starting(engine(high, ORIGINAL).tokens(), "c1-c3") == ["c1-c3"]
    tokens = engine(high, ORIGINAL | {"iris-level-three"}).tokens()
    assert "c1-c3" not in tokens and starting(tokens, "c1-c3^")


def test_original_text_hera_vetoes_on_the_entry_and_at_the_exit(engine):
    """Against Hera: b2 (level 2) onto b1 (level 3, the perimeter) wins nothing and goes on to c3;
    b2 (level 1) onto b1 (level 2) carried to e1 (level 3, the perimeter) wins nothing."""
    entry = f"{board_field(b2='2A', d4='A', c4='B', e4='B', b1='3')} 1 A:charybdis[b1,c3],B:hera 5 -"
    assert starting(engine(entry, ORIGINAL).tokens(), "b2-b1") == \
        [f"b2-b1^{sq}" for sq in ("b2", "b3", "b4", "c2", "d2", "d3")]
    at_exit = f"{board_field(b2='1A', d4='A', c4='B', e4='B', b1='2', e1='3')} 1 A:charybdis[b1,e1],B:hera 5 -"
    assert starting(engine(at_exit, ORIGINAL).tokens(), "b2-b1") == ["b2-b1^d1", "b2-b1^d2", "b2-b1^e2"]


def test_original_text_nobody_wins_in_a_dionysus_extra_turn(engine):
    """Dionysus' extra turn moves her b2 (level 2) onto b1 (level 3): no win, carried to e1."""
    sfen = f"{board_field(b2='2A', d4='A', c4='B', e4='B', b1='3')} 2 A:charybdis[b1,e1],B:dionysus[1] 5 -"
    assert after(lambda text: engine(text, ORIGINAL), sfen, "b2-b1^d1") == \
        f"{board_field(e1='A', d4='A', c4='B', e4='B', b1='3', b2='2', d1='1')} 1 A:charybdis[b1,e1],B:dionysus 6 -"


def test_original_text_athena_and_persephone_read_the_entering_move(engine):
    """Athena's mark: no move up onto b1 (level 1), although the exit e1 is lower; a level move
    onto b1 carried up to e1 (level 2) is allowed and is no move up, and does not meet Persephone's
    demand (b2-c3 does). Athena's own climb onto b1, carried down to e1, marks her move up."""
    up = board_field(b2="A", d4="A", c4="B", e4="B", b1="1")
    assert not starting(engine(f"{up} 1 A:charybdis[b1,e1],B:athena[^] 5 -", ORIGINAL).tokens(), "b2-b1")
    level = board_field(b2="A", d4="A", c4="B", e4="B", e1="2", c3="1")
    assert starting(engine(f"{level} 1 A:charybdis[b1,e1],B:athena[^] 5 -", ORIGINAL).tokens(), "b2-b1") == \
        ["b2-b1^d1", "b2-b1^d2", "b2-b1^e2"]
    tokens = engine(f"{level} 1 A:charybdis[b1,e1],B:persephone 5 -", ORIGINAL).tokens()
    assert not starting(tokens, "b2-b1") and starting(tokens, "b2-c3")
    assert after(lambda text: engine(text, ORIGINAL), f"{level} 1 A:athena,B:charybdis[b1,e1] 5 -", "b2-b1^d1").split()[2] == \
        "A:athena,B:charybdis[b1,e1]"
    assert after(lambda text: engine(text, ORIGINAL), f"{up} 1 A:athena,B:charybdis[b1,e1] 5 -", "b2-b1^d1").split()[2] == \
        "A:athena[^],B:charybdis[b1,e1]"


#: Her original text's perft table (make_perft_charybdis_original.py), counted with the ruling.
ORIGINAL_ROWS = named_perft_table("perft-charybdis-original.tsv")


def test_original_text_atalantas_walk_home_through_a_lower_whirlpool_only(engine):
    """Her walk back home wins when the transport from the entry climbs onto her level-3 square:
    a1-b1-a1 (b1 beside her, a1 back home) is her turn; a level-3 entry would win on itself, so it
    makes no walk home of its own (the core once took it for one and lost this turn)."""
    sfen = "0B0000B/00000/002A30/00000/3A2000 1 A:atalanta,B:charybdis[c3,d3] 5 -"
    assert "a1-b1-a1" in engine(sfen, ORIGINAL).tokens()
    other = "22A313/32302/03220/12102/1B3B200 2 A:charybdis[a1,b3],B:atalanta 7 -"
    assert "b1-b2-b1" in engine(other, ORIGINAL).tokens()


def test_original_text_triton_entering_a_level_three_whirlpool_wins_there(engine):
    """From level 2, a1-a2 onto a level-3 whirlpool: her original text judges the move first, a win
    with no transport; the revised text carries him on to e3 (level 0, the perimeter), whence he
    moves again."""
    board = board_field(a1="2A", a2="3", c5="A", c3="B", e5="B")
    sfen = f"{board} 1 A:triton,B:charybdis[a2,e3] 5 -"
    assert starting(engine(sfen, ORIGINAL).tokens(), "a1-a2") == ["a1-a2"]
    revised = starting(engine(sfen).tokens(), "a1-a2")
    assert "a1-a2" not in revised and "a1-a2-e2^d1" in revised


def test_original_text_a_seat_bias_first_removal_takes_out_still_vetoes_the_transport(engine):
    """3 players: Bia's a3-b3 removes Hera's last worker on c3 and is carried to e1, on level 3 on
    the perimeter. Hera's veto binds the whole turn (a seat leaves when the turn is over), so the
    transport wins nothing and Bia builds next to e1."""
    sfen = "0A000C0/00000C/1A20B00/00000/00003 1 A:bia,B:hera,C:charybdis[b3,e1] 5 -"
    assert starting(engine(sfen, ORIGINAL).tokens(), "a3-b3") == ["a3-b3^d1", "a3-b3^d2", "a3-b3^e2"]


@pytest.mark.parametrize("mover", ["artemis", "terpsichore"])
@pytest.mark.parametrize("rulings", [frozenset(), ORIGINAL], ids=["revised", "original"])
def test_persephone_demands_a_climb_of_a_move_a_transport_makes_win(engine, mover, rulings):
    """3 players: A's b2 onto b1 (level 0) is carried to e1 (level 3) and wins by either text, but
    it climbs nothing while A has climbs (onto c3): Persephone's demand leaves it out."""
    sfen = f"0A00C0B0B/0C0000/00100/00A000/00003 1 A:{mover},B:persephone,C:charybdis[b1,e1] 5 -"
    tokens = engine(sfen, rulings).tokens()
    assert tokens and "b2-b1" not in tokens


def test_original_text_table_rows_are_charybdis_positions():
    assert 6 <= len(ORIGINAL_ROWS) <= 10
    assert all(len(counts) >= 3 for _, _, counts in ORIGINAL_ROWS)
    for _, sfen, counts in ORIGINAL_ROWS:
        assert "charybdis" in sfen.split()[2]
        assert RefPosition(sfen, ORIGINAL).perft(2) == counts[1]  # the oracle still counts so
        assert RefPosition(sfen).perft(2) != counts[1]  # and the revised text otherwise


def test_original_text_table_depth_three_of_the_cheapest_row():
    counts, sfen = min((counts[2], sfen) for _, sfen, counts in ORIGINAL_ROWS)
    assert RefPosition(sfen, ORIGINAL).perft(3) == counts


# ---------------------------------------------------------------------- (e) her original text, random games

#: Her original text (and every other god's: the revised-text ruling's alternative).
ORIGINAL_TEXT = frozenset({"revised-text"})


def play_original(gods: list[str], rng: random.Random, team_workers: str = "shared") -> int:
    """A random game of her original text in lockstep on the core and the oracle, steered onto
    her whirlpools: half her turns put one down when they can, and half of all turns move onto
    a whirlpool when one can. Returns the turns played that moved onto one while both were on
    the board."""
    entered = 0

    def choose(ref: RefPosition, tokens: list[str]) -> str:
        nonlocal entered
        pools = [pair for pair in ref.pools if len(pair) == 2]
        squares = {SQUARE_NAMES[sq] for pair in pools for sq in pair}
        onto = [t for t in tokens if len(t) >= 5 and t[2] == "-" and t[3:5] in squares]
        placing = [t for t in tokens if "@" in t]
        draw = rng.random()
        if onto and draw < 0.5:
            entered += 1
            return rng.choice(onto)
        return rng.choice(placing if placing and draw < 0.75 else tokens)

    play_in_lockstep(opening(gods, team_workers), rng, TURNS, choose, rulings=ORIGINAL_TEXT)
    return entered


@pytest.mark.parametrize("seat", [0, 1], ids=["charybdis-first", "charybdis-second"])
@pytest.mark.parametrize("index,other", list(enumerate(TWO_PLAYER_OPPONENTS)), ids=TWO_PLAYER_OPPONENTS)
def test_core_and_oracle_agree_on_a_random_game_of_her_original_text_against(index, other, seat):
    play_original(two_player_gods(seat, other), random.Random(7300 + 2 * index + seat))


@pytest.mark.parametrize("index,lineup", list(enumerate(MULTIPLAYER + ORIGINAL_MULTIPLAYER)),
                         ids=["-".join(gods) + f"-{mode}" for gods, mode in MULTIPLAYER + ORIGINAL_MULTIPLAYER])
def test_core_and_oracle_agree_on_a_random_multiplayer_game_of_her_original_text(index, lineup):
    gods, mode = lineup
    play_original(gods, random.Random(7400 + index), mode)


def test_random_games_of_her_original_text_move_onto_her_whirlpools():
    assert sum(play_original(two_player_gods(seed, other), random.Random(7500 + seed))
               for seed, other in enumerate(["mortal", "pan", "bia", "eros"])) >= 8
