"""Tartarus (gods.md §3.3, 43) on the native core, against the oracle (src/reference/tartarus.py,
where his rulings are written; tests/test_tartarus_oracle.py checks the oracle alone):

1. once every side has placed, before the first turn, his seat names the Abyss between turns
   (``abyss@sq``: any square with no worker and no dome), ``tartarus[abyss]`` and ``resume:K``
   while due, ``tartarus[set|c3]`` after;
2. a worker of any side that enters it (a move, a force, a placement, at any step) makes its side
   lose at once: the turn ends on that step, and the move wins nothing (no climb onto level 3);
3. his opponent does not know the square: a SFEN written for it (``sfen(viewer=...)``) keeps it
   out and lists the squares it knows are safe instead; the engine playing it searches without
   the square and judges its turn in every world it cannot tell apart, and its choice is the
   same whatever the square is;
4. 2 players only; never against his official bans, nor (the engine's bans) Circe and Nyx;
5. against the Harpies his worker slides on one square at a time: a slide that enters the Abyss
   falls in there (it stops on it, carried no further), and his opponent learns the squares it
   passed over are safe;
6. against Charybdis a whirlpool on the Abyss carries nobody (the worker fell in as it entered),
   and a transport whose exit is the Abyss throws the worker in;
7. against Siren a song ends where it forces his worker into the Abyss (no build): the forces
   before it make its outcome, so a song is played in every order, and a song she chose blind
   is played to the fall;
8. against Hydra her move into the Abyss ends her turn before any head, a head she gains on it
   falls in, and the worker she takes out is spelled by a move clear of it;
9. against Triton, Atalanta and Hermes a run or walk that enters the Abyss ends there (no build),
   and none goes on from it: the others keep clear of it, the long way round if need be; one move
   into it is the mortal's fall (Atalanta's power stays unspent); Hermes' other walker keeps the
   square it walked to before the fall.

Also: the oracle's perft table (tests/data/perft-tartarus.tsv) on the core, with the depth-1
tokens; seeded random games, core = oracle position by position, against every god the catalog
lets him face, Tartarus in each seat.
"""

from __future__ import annotations

import random

import pytest

from conftest import OracleTables, board_field, named_perft_table, oracle_playable_gods, play_against, starting
from santorini import Board
from santorini.engine.analysis import Engine, Limit
from santorini.errors import IllegalMoveError, SfenError, UnsupportedError
from santorini.notation import format_token, parse_token, start_sfen
from santorini.reference import RefPosition
from santorini.reference.tartarus import TARTARUS_BANNED
from santorini.rules.gods import TARTARUS_ENGINE_BANS, lineup_problem

TABLE = named_perft_table("perft-tartarus.tsv")
ROWS = {name: sfen for name, sfen, _ in TABLE}
DUE = ROWS["tartarus-due"]
MORTAL = ROWS["tartarus-c3-mortal"]        # the Abyss on c3, the mortal (B) to move


def make(impl: str):
    return RefPosition if impl == "oracle" else Board


def play(game, token: str) -> None:
    if isinstance(game, RefPosition):
        game.play(token)
    else:
        game.push(token)


def tokens(game) -> list[str]:
    return game.legal_turns() if isinstance(game, RefPosition) else sorted(m.token for m in game.legal_moves)


# ---------------------------------------------------------------------- (a) ruling scenarios


@pytest.mark.parametrize("impl", ["oracle", "core"])
def test_the_choice_names_every_square_with_no_worker_and_no_dome(impl):
    game = make(impl)(DUE)
    listed = tokens(game)
    assert len(listed) == 21 and all(token.startswith("abyss@") for token in listed)
    assert "abyss@c2" not in listed     # B stands there
    play(game, "abyss@e5")
    assert "tartarus[set|e5]" in game.sfen() and "resume" not in game.sfen()


def test_the_token_reads_and_writes():
    assert format_token(parse_token("abyss@c3")) == "abyss@c3"
    with pytest.raises(ValueError):
        parse_token("abyss@c3^d4")


@pytest.mark.parametrize("impl", ["oracle", "core"])
def test_a_move_into_the_abyss_ends_the_turn_and_loses(impl):
    game = make(impl)(MORTAL)
    into = [token for token in tokens(game) if token.endswith("-c3")]
    assert into == ["b4-c3", "c2-c3"]          # no build after it
    for token in into:
        child = make(impl)(MORTAL)
        play(child, token)
        assert child.sfen().split(" ")[2].startswith("A:tartarus[set|c3]#")


@pytest.mark.parametrize("impl", ["oracle", "core"])
def test_his_own_worker_falls_in_too(impl):
    sfen = ROWS["tartarus-c3-own"]
    game = make(impl)(sfen)
    token = next(t for t in tokens(game) if "-c3" in t)
    play(game, token)
    assert ",B:mortal#" in game.sfen()


@pytest.mark.parametrize("impl", ["oracle", "core"])
def test_a_climb_onto_a_level_3_abyss_wins_nothing(impl):
    sfen = ROWS["tartarus-level-3-mortal"]
    game = make(impl)(sfen)
    play(game, "c4-d4")
    assert "A:tartarus[set|d4]#" in game.sfen()


@pytest.mark.parametrize("impl", ["oracle", "core"])
def test_a_push_into_the_abyss_loses_for_the_pushed_side(impl):
    game = make(impl)(ROWS["tartarus-minotaur"])
    play(game, next(t for t in tokens(game) if t.startswith("c2-d3")))
    assert "B:minotaur#" in game.sfen()


@pytest.mark.parametrize("impl", ["oracle", "core"])
def test_pans_drop_into_the_abyss_loses(impl):
    game = make(impl)(ROWS["tartarus-pan"])
    play(game, "c2-c3")
    assert "A:tartarus[set|c3]#" in game.sfen()


@pytest.mark.parametrize("impl", ["oracle", "core"])
def test_gaeas_worker_placed_into_the_abyss_loses(impl):
    game = make(impl)(ROWS["tartarus-gaea-due"])
    play(game, next(t for t in tokens(game) if "+e4" in t))
    assert "A:tartarus[set|e4]#" in game.sfen()


@pytest.mark.parametrize("impl", ["oracle", "core"])
@pytest.mark.parametrize("sfen", [
    "00100/01B230/12A0B1A3*/00210/00000 1 A:tartarus[set|c3],B:mortal 6 -",    # a worker on it
    "00100/01B230/12A01A3*/002B10/00000 1 A:tartarus,B:mortal 6 -",            # not named
    "00100/01B230/12A01A3*/002B10/00000 1 A:tartarus[abyss],B:mortal 6 -",     # due without resume
    "00100/01B230/12A01A3*/002B10/00000 1 A:tartarus[set|f3],B:mortal 6 -",
])
def test_bad_states_are_refused(impl, sfen):
    with pytest.raises(SfenError):
        make(impl)(sfen)


def facing(opponent: str, abyss: str, to_move: int = 1, **cells: str) -> str:
    """Tartarus (A) against ``opponent`` (B, with its state), the Abyss on ``abyss``: his workers on
    a1 and a5, B's on c5 and e1, unless ``cells`` says otherwise."""
    return f"{board_field(**{'a1': 'A', 'a5': 'A', 'c5': 'B', 'e1': 'B', **cells})} {to_move} " \
           f"A:tartarus[set|{abyss}],B:{opponent} 4 -"


@pytest.mark.parametrize("impl", ["oracle", "core"])
def test_a_slide_over_the_abyss_falls_in_there(impl):
    """a1-b2 slides on over c3, the Abyss: he loses on c3, carried no further (not to e5), no build."""
    game = make(impl)(facing("harpies", "c3"))
    assert starting(tokens(game), "a1-b2") == ["a1-b2"]
    play(game, "a1-b2")
    assert game.sfen() == "0A00B00/00000/000A00/00000/00000B 2 A:tartarus[set|c3],B:harpies# 4 -"


@pytest.mark.parametrize("impl", ["oracle", "core"])
def test_a_slide_stopped_short_of_the_abyss_goes_on(impl):
    """c3, the Abyss, is a level up from b2: the slide stops on b2, and he builds."""
    game = make(impl)(facing("harpies", "c3", c3="1"))
    assert len(starting(tokens(game), "a1-b2^")) == 8      # c3 too: the Abyss may be built on
    play(game, "a1-b2^a1")
    assert game.sfen() == "0A00B00/00000/00100/00A000/10000B 2 A:tartarus[set|c3],B:harpies 4 -"


@pytest.mark.parametrize("impl", ["oracle", "core"])
def test_a_slide_that_ends_on_the_abyss_falls_in(impl):
    """A dome on d4 stops the slide on c3, the Abyss: he falls in."""
    game = make(impl)(facing("harpies", "c3", d4="0*"))
    play(game, "a1-b2")
    assert "A:tartarus[set|c3],B:harpies#" in game.sfen() and "000A00" in game.sfen()


@pytest.mark.parametrize("impl", ["oracle", "core"])
def test_a_move_into_the_abyss_does_not_slide_on(impl):
    """b2-c3 enters the Abyss by the move itself: he falls in on c3 (d4 beyond is free)."""
    game = make(impl)(facing("harpies", "c3", a1="0", b2="A"))
    assert starting(tokens(game), "b2-c3") == ["b2-c3"]
    play(game, "b2-c3")
    assert game.sfen() == "0A00B00/00000/000A00/00000/00000B 2 A:tartarus[set|c3],B:harpies# 4 -"


@pytest.mark.parametrize("impl", ["oracle", "core"])
def test_the_harpies_own_worker_walks_in_unslid(impl):
    """Her workers never slide: her b2-c3 ends on c3, the Abyss, and she loses."""
    game = make(impl)(facing("harpies", "c3", 2, c5="0", b2="B"))
    play(game, "b2-c3")
    assert game.sfen() == "0A0000/00000/000B00/00000/0A0000B 1 A:tartarus[set|c3]#,B:harpies 5 -"


def test_the_harpies_learn_the_squares_his_slide_passed_over():
    """a1-b2 slides on over c3 and d4 to e5: none of them is the Abyss (a3), and she knows it."""
    board = Board(facing("harpies", "a3"))
    board.push("a1-b2^e4")
    assert "A:tartarus[set,a1,b2,c3,d4],B:harpies" in board.sfen(viewer=2)
    assert len(board.worlds()) == 25 - 4 - 4      # the workers' squares and the three passed over


def test_his_engine_never_slides_into_his_own_abyss():
    board = Board(facing("harpies", "c3"))
    for depth in (1, 2, 3):
        assert Engine(hash_mb=1).search(board, Limit(depth=depth)).best.token != "a1-b2"


def charybdis_game(abyss: str, pools: str, to_move: int = 1, **cells: str) -> str:
    """facing Charybdis, her whirlpools on ``pools``."""
    return facing(f"charybdis[{pools}]", abyss, to_move, **cells)


@pytest.mark.parametrize("impl", ["oracle", "core"])
def test_a_whirlpool_on_the_abyss_carries_nobody(impl):
    """b2-c3 enters the Abyss under a whirlpool: he falls in there, and the exit on e5 (level 3,
    where the transport would have won from his level 2) takes nobody."""
    sfen = charybdis_game("c3", "c3,e5", a1="0", b2="2A", e5="3")
    game = make(impl)(sfen)
    assert starting(tokens(game), "b2-c3") == ["b2-c3"]
    play(game, "b2-c3")
    assert game.sfen() == "0A00B03/00000/000A00/02000/00000B 2 A:tartarus[set|c3],B:charybdis[c3,e5]# 4 -"


@pytest.mark.parametrize("impl", ["oracle", "core"])
@pytest.mark.parametrize("rulings", [(), ("revised-text",)])
def test_a_transport_onto_the_abyss_throws_him_in(impl, rulings):
    """a1-b1 enters the whirlpool on b1, whose exit is c3, the Abyss: carried there, he falls in
    (a force by her revised text, a move by her original one: either way he enters it)."""
    game = (RefPosition(charybdis_game("c3", "b1,c3"), frozenset(rulings)) if impl == "oracle"
            else Board(charybdis_game("c3", "b1,c3"), rulings=rulings))
    assert starting(tokens(game), "a1-b1") == ["a1-b1"]
    play(game, "a1-b1")
    assert game.sfen() == "0A00B00/00000/000A00/00000/00000B 2 A:tartarus[set|c3],B:charybdis[b1,c3]# 4 -"


@pytest.mark.parametrize("impl", ["oracle", "core"])
def test_a_transport_clear_of_the_abyss_goes_on(impl):
    game = make(impl)(charybdis_game("c3", "b1,e3"))
    play(game, "a1-b1^d3")
    assert game.sfen() == "0A00B00/00000/00010A/00000/00000B 2 A:tartarus[set|c3],B:charybdis[b1,e3] 4 -"


@pytest.mark.parametrize("impl", ["oracle", "core"])
def test_her_own_worker_falls_in_under_her_whirlpool(impl):
    game = make(impl)(charybdis_game("c3", "c3,e5", 2, c5="0", b2="B"))
    assert starting(tokens(game), "b2-c3") == ["b2-c3"]
    play(game, "b2-c3")
    assert game.sfen() == "0A0000/00000/000B00/00000/0A0000B 1 A:tartarus[set|c3]#,B:charybdis[c3,e5] 5 -"


@pytest.mark.parametrize("impl", ["oracle", "core"])
def test_she_may_put_a_whirlpool_on_the_abyss(impl):
    """She does not know the square: c3 is free for her whirlpool, and it stays the Abyss."""
    game = make(impl)(facing("charybdis", "c3", 2, c5="0", b2="B"))
    assert "b2-b3^b4@c3" in tokens(game)
    play(game, "b2-b3^b4@c3")
    assert game.sfen() == "0A0000/01000/00B000/00000/0A0000B 1 A:tartarus[set|c3],B:charybdis[c3] 5 -"


def test_his_engine_keeps_out_of_a_whirlpool_into_his_abyss():
    board = Board(charybdis_game("c3", "b1,c3"))
    for depth in (1, 2, 3):
        assert Engine(hash_mb=1).search(board, Limit(depth=depth)).best.token != "a1-b1"


SIREN = ROWS["tartarus-siren"]      # her Song north-east: b3 onto c4, d3 onto e4, the Abyss


@pytest.mark.parametrize("impl", ["oracle", "core"])
def test_a_song_that_forces_him_into_the_abyss_ends_there(impl):
    """b4>d3 forces d3 onto e4, the Abyss: he loses, and her song builds nothing."""
    game = make(impl)(SIREN)
    assert starting(tokens(game), "b4>d3") == ["b4>d3"]
    play(game, "b4>d3")
    assert game.sfen() == "00100/01B230A/12A013*/002B10/00000 1 A:tartarus[set|e4],B:siren[ne]# 7 -"


@pytest.mark.parametrize("impl", ["oracle", "core"])
def test_the_forces_before_the_fall_stay(impl):
    """b3 forced onto c4 first, then d3 into the Abyss: another outcome than d3's fall alone."""
    game = make(impl)(SIREN)
    assert starting(tokens(game), "b4>b3>d3") == ["b4>b3>d3"]
    play(game, "b4>b3>d3")
    assert game.sfen() == "00100/01B2A30A/12013*/002B10/00000 1 A:tartarus[set|e4],B:siren[ne]# 7 -"


@pytest.mark.parametrize("impl", ["oracle", "core"])
def test_a_song_clear_of_the_abyss_goes_on(impl):
    game = make(impl)(SIREN)
    play(game, "b4>b3^a3")
    assert game.sfen() == "00100/01B2A30/2201A3*/002B10/00000 1 A:tartarus[set|e4],B:siren[ne] 7 -"


@pytest.mark.parametrize("impl", ["oracle", "core"])
def test_her_original_song_falls_in_too(impl):
    """Her original text builds nothing after a song: the same two falls, and b3's force alone."""
    game = (RefPosition(SIREN, frozenset({"revised-text"})) if impl == "oracle"
            else Board(SIREN, rulings={"revised-text"}))
    assert [token for token in tokens(game) if ">" in token] == [">b3", ">b3>d3", ">d3"]
    play(game, ">b3>d3")
    assert game.sfen() == "00100/01B2A30A/12013*/002B10/00000 1 A:tartarus[set|e4],B:siren[ne]# 7 -"


def test_a_song_she_chose_blind_ends_where_he_falls_in():
    """Her view lists c2>b3>d3^d2 (she builds from c2); the referee plays it to d3's fall."""
    board = Board(SIREN)
    seen = Board(board.sfen(viewer=2)).parse("c2>b3>d3^d2")
    assert board.outcome_after(seen).winner == "B"
    assert board.push("c2>b3>d3^d2").token == "b4>b3>d3"
    assert board.outcome().winner == "B"


def test_she_learns_the_squares_her_song_put_him_on():
    board = Board(SIREN)
    board.push("b4>b3^a3")
    board.push("c4-c5^b5")
    assert "A:tartarus[set,b3,c4],B:siren[ne]" in board.sfen(viewer=2)


HYDRA = ROWS["tartarus-hydra"]      # the Abyss on a4, next to her workers on a5 and a3


@pytest.mark.parametrize("impl", ["oracle", "core"])
def test_her_move_into_the_abyss_ends_before_her_heads(impl):
    game = make(impl)(HYDRA)
    assert starting(tokens(game), "a3-a4") == ["a3-a4"]
    play(game, "a3-a4")
    assert game.sfen() == "0B0000A/0B0000/00000/00000/00000A 1 A:tartarus[set|a4]#,B:hydra 3 -"


@pytest.mark.parametrize("impl", ["oracle", "core"])
def test_a_head_she_gains_on_the_abyss_falls_in(impl):
    game = make(impl)(HYDRA)
    play(game, "a3-b3^c3+a4")
    assert game.sfen() == "0B0000A/0B0000/00B100/00000/00000A 1 A:tartarus[set|a4]#,B:hydra 3 -"


@pytest.mark.parametrize("impl", ["oracle", "core"])
def test_a_head_she_gains_clear_of_the_abyss_stays(impl):
    game = make(impl)(HYDRA)
    play(game, "a3-b3^c3+c4")
    assert game.sfen() == "0B0000A/000B00/00B100/00000/00000A 1 A:tartarus[set|a4],B:hydra 3 -"


@pytest.mark.parametrize("impl", ["oracle", "core"])
def test_the_worker_she_takes_out_is_spelled_clear_of_the_abyss(impl):
    """a3 moved and taken out, b3 built: a3-a4^b3xa4 would be its token but falls in; a3-b4 is it."""
    game = make(impl)(HYDRA)
    assert [token for token in tokens(game) if "^b3x" in token] == ["a3-b4^b3xa5", "a3-b4^b3xb4", "a5-b4^b3xb4"]
    play(game, "a3-b4^b3xb4")
    assert game.sfen() == "0B0000A/00000/01000/00000/00000A 1 A:tartarus[set|a4],B:hydra 3 -"


@pytest.mark.parametrize("impl", ["oracle", "core"])
def test_a_gain_is_not_spelled_by_a_move_into_the_abyss(impl):
    """With the Abyss on b2, a3-b3^a2+b2 (her head on b2 falls in) is not a3-b2^a2+b3: that move
    falls in at once."""
    game = make(impl)("0B0010A/00000/0B0000/00000/0000A0 2 A:tartarus[set|b2],B:hydra 2 -")
    assert "a3-b3^a2+b2" in tokens(game)
    play(game, "a3-b3^a2+b2")
    assert game.sfen() == "0B0010A/00000/00B000/10B000/0000A0 1 A:tartarus[set|b2]#,B:hydra 3 -"


def test_a_takeout_she_chose_blind_falls_in_where_it_walks():
    """Her view spells the same outcome a3-a4^b3xa4, through the Abyss: the referee plays the move."""
    board = Board(HYDRA)
    seen = Board(board.sfen(viewer=2)).parse("a3-a4^b3xa4")
    assert board.outcome_after(seen).winner == "A"
    assert board.push("a3-a4^b3xa4").token == "a3-a4"
    assert board.outcome().winner == "A"
    board = Board(HYDRA)
    board.push("a3-b3^c3+c4")
    assert "a4" in {world.sfen().split("|")[1][:2] for world in board.worlds(2)}
    assert "c4" not in {world.sfen().split("|")[1][:2] for world in board.worlds(2)}


TRITON = ROWS["tartarus-triton"]    # the Abyss on a4, on the rim her a2 would run along


@pytest.mark.parametrize("impl", ["oracle", "core"])
def test_a_run_into_the_abyss_ends_there(impl):
    game = make(impl)(TRITON)
    assert starting(tokens(game), "a2-a3-a4") == ["a2-a3-a4"]
    play(game, "a2-a3-a4")
    assert game.sfen() == "000B00A/0B0000/00000/00A000/00100 1 A:tartarus[set|a4]#,B:triton 3 -"


@pytest.mark.parametrize("impl", ["oracle", "core"])
def test_a_run_goes_the_long_way_round_the_abyss(impl):
    """c4 built on b3 is reached from a2 over a3, a4, b5 on the board she sees; with the Abyss on
    a4 the run to c4 goes round the other way."""
    game = make(impl)(TRITON)
    listed = tokens(game)
    assert "a2-b1-c1-d1-e2-e3-e4-d5-c4^b3" in listed and "a2-a3-a4-b5-c4^b3" not in listed
    play(game, "a2-b1-c1-d1-e2-e3-e4-d5-c4^b3")
    assert game.sfen() == "000B00A/000B00/01000/00A000/00100 1 A:tartarus[set|a4],B:triton 3 -"


@pytest.mark.parametrize("impl", ["oracle", "core"])
def test_no_run_goes_on_from_the_abyss(impl):
    """b5 is reached from a2 only over a4: no turn of a2 ends there; c5's one move does."""
    listed = tokens(make(impl)(TRITON))
    assert not [token for token in listed if token.startswith("a2-") and token.split("^")[0].endswith("-b5")]
    assert "c5-b5-a4" in listed and "c5-b5-a5^a4" in listed


@pytest.mark.parametrize("impl", ["oracle", "core"])
def test_a_longer_run_clear_of_the_abyss_is_the_same_turn(impl):
    game = make(impl)(TRITON)
    play(game, "a2-a1-b1-c1-d1-e2-e3-e4-d5-c4^b3")
    assert game.sfen() == "000B00A/000B00/01000/00A000/00100 1 A:tartarus[set|a4],B:triton 3 -"


def test_a_run_she_chose_blind_falls_in_where_it_passes():
    """Her view's run to c4 goes over a4: the referee plays that path, not the one round the Abyss
    that ends alike, and her engine's judging of the turn in this world says so too."""
    board = Board(TRITON)
    seen = Board(board.sfen(viewer=2)).parse("a2-a3-a4-b5-c4^b3")
    assert board.outcome_after(seen).winner == "A"
    assert board.push("a2-a3-a4-b5-c4^b3").token == "a2-a3-a4"
    assert board.outcome().winner == "A"


def test_the_squares_her_run_passed_are_not_learned():
    """Only where her workers stand: a run's squares are one outcome's path among others."""
    board = Board(TRITON)
    board.push("a2-b1-c1-d1-e2-e3-e4-d5-c4^b3")
    assert "A:tartarus[set,a2],B:triton" in board.sfen(viewer=2)


ATALANTA = ROWS["tartarus-atalanta"]    # the Abyss on c3, between her workers on b4 and c1


@pytest.mark.parametrize("impl", ["oracle", "core"])
def test_one_move_into_the_abyss_is_the_mortals_fall(impl):
    """b4-c3 falls in with her power unspent; no walk of hers into c3 from b4 is another turn."""
    game = make(impl)(ATALANTA)
    assert [token for token in tokens(game) if token.split("^")[0].endswith("c3")] == ["b4-c3", "c1-c2-c3"]
    play(game, "b4-c3")
    assert game.sfen() == "00000/00000/00A0B00/00A000/010B00 1 A:tartarus[set|c3]#,B:atalanta 3 -"


@pytest.mark.parametrize("impl", ["oracle", "core"])
def test_a_walk_into_the_abyss_spends_her_power_and_ends_there(impl):
    game = make(impl)(ATALANTA)
    play(game, "c1-c2-c3")
    assert game.sfen() == "00000/00B000/00A0B00/00A000/01000 1 A:tartarus[set|c3]#,B:atalanta[used] 3 -"


@pytest.mark.parametrize("impl", ["oracle", "core"])
def test_a_walk_goes_the_long_way_round_the_abyss(impl):
    """b4 to d1 is b4-c3-c2-d1 on the board she sees; over c4 and d3 with the Abyss on c3."""
    game = make(impl)(ATALANTA)
    listed = tokens(game)
    assert "b4-c4-d3-c2-d1^c2" in listed and "b4-c3-c2-d1^c2" not in listed
    play(game, "b4-c4-d3-c2-d1^c2")
    assert game.sfen() == "00000/00000/00A000/00A100/010B0B0 1 A:tartarus[set|c3],B:atalanta[used] 3 -"


@pytest.mark.parametrize("impl", ["oracle", "core"])
def test_a_longer_walk_clear_of_the_abyss_is_the_same_turn(impl):
    game = make(impl)(ATALANTA)
    play(game, "b4-c4-d4-d3-c2-d1^c2")
    assert game.sfen() == "00000/00000/00A000/00A100/010B0B0 1 A:tartarus[set|c3],B:atalanta[used] 3 -"


def test_a_walk_she_chose_blind_falls_in_at_its_first_step():
    board = Board(ATALANTA)
    assert "b4-c3-c2-d1^c2" in {move.token for move in Board(board.sfen(viewer=2)).legal_moves}
    assert board.push("b4-c3-c2-d1^c2").token == "b4-c3"
    assert board.outcome().winner == "A"


def test_a_walk_she_chose_blind_that_wins_on_the_abyss_falls_in():
    """Her view has c4-b3-a2 climb onto a2 (level 3) and win: a2 is the Abyss, so the same walk
    falls in (her power spent), and her engine's judging of it says so."""
    board = Board("00010/012B00/3201A0/3001B3*/021A3*2 2 A:tartarus[set|a2],B:atalanta 15 -")
    view = Board(board.sfen(viewer=2))
    seen = view.parse("c4-b3-a2")
    assert view.outcome_after(seen).winner == "B"
    assert board.outcome_after(seen).winner == "A"
    board.push(seen.token)
    assert board.outcome().winner == "A" and "atalanta[used]" in board.sfen()


@pytest.mark.parametrize("sfen,token,fall", [
    ("0000A0A/00000/00000/23000/3B0000B 2 A:tartarus[set|b2],B:triton 2 -", "a1-a2-b2", "a1-b2"),
    ("0000A0A/00000/00300/03200/03B000B 2 A:tartarus[set|c3],B:atalanta 2 -", "b1-c2-c3", "b1-b2-c3"),
], ids=["triton", "atalanta"])
def test_a_win_seen_blind_is_a_fall_spelled_otherwise(sfen, token, fall):
    """Her view's climb onto the Abyss wins; here it is a fall whose own token takes another path:
    the referee and her engine's judging still find it, and her engine searches the view."""
    board = Board(sfen)
    view = Board(board.sfen(viewer=2))
    seen = view.parse(token)
    assert view.outcome_after(seen).winner == "B"
    assert board.outcome_after(seen).winner == "A"
    assert Engine(hash_mb=1).search(view, Limit(depth=2)).best is not None
    assert board.push(token).token == fall and board.outcome().winner == "A"


def test_the_squares_her_walk_passed_are_not_learned():
    board = Board(ATALANTA)
    board.push("b4-c4-d3-c2-d1^c2")
    assert "A:tartarus[set,b4],B:atalanta[used]" in board.sfen(viewer=2)


HERMES = ROWS["tartarus-hermes"]    # the Abyss on d2, next to his walker on d3 (a2 the other)


@pytest.mark.parametrize("impl", ["oracle", "core"])
def test_a_walk_of_his_into_the_abyss_ends_there(impl):
    game = make(impl)(HERMES)
    assert starting(tokens(game), "d3-d2") == ["d3-d2"]
    play(game, "d3-d2")
    assert game.sfen() == "00000/000A10/00A000/0B000B0/00000 1 A:tartarus[set|d2]#,B:hermes 3 -"


@pytest.mark.parametrize("impl", ["oracle", "core"])
def test_the_other_walker_keeps_the_squares_it_walked_to(impl):
    """a2 walks to a3, then d3 falls in: its own outcome; a walk of a2 alone reaches d2 too."""
    game = make(impl)(HERMES)
    assert {"a2-a3,d3-d2", "a2-b1-c1-d2"} <= set(tokens(game))
    play(game, "a2-a3,d3-d2")
    assert game.sfen() == "00000/000A10/0B0A000/0000B0/00000 1 A:tartarus[set|d2]#,B:hermes 3 -"


@pytest.mark.parametrize("impl", ["oracle", "core"])
def test_no_walk_goes_on_from_the_abyss(impl):
    """d2 is the last square of every token that names it as a move's; e1 is reached over e2."""
    listed = tokens(make(impl)(HERMES))
    assert not [token for token in listed if "-d2-" in token or "-d2," in token or "-d2^" in token]
    assert "d3-e2-e1^d1" in listed


@pytest.mark.parametrize("impl", ["oracle", "core"])
def test_a_longer_walk_of_his_clear_of_the_abyss_is_the_same_turn(impl):
    game = make(impl)(HERMES)
    play(game, "d3-e3-e2-e1^d1")
    assert game.sfen() == "00000/000A10/00A000/0B0000/00010B 1 A:tartarus[set|d2],B:hermes 3 -"


def test_a_walk_he_chose_blind_falls_in_where_it_passes():
    """His view's d3-d2-e1^d1 (the same outcome as d3-e2-e1^d1 here) steps into d2."""
    board = Board(HERMES)
    seen = Board(board.sfen(viewer=2)).parse("d3-d2-e1^d1")
    assert board.outcome_after(seen).winner == "A"
    assert board.push("d3-d2-e1^d1").token == "d3-d2"


def test_the_squares_his_walk_passed_are_not_learned():
    board = Board(HERMES)
    board.push("d3-e3-e2-e1^d1")
    assert "A:tartarus[set,d3],B:hermes" in board.sfen(viewer=2)


def test_his_opponent_sees_no_square_but_what_is_known_safe():
    board = Board(MORTAL)
    assert board.sfen(viewer=1) == MORTAL
    board.push("b4-a4^a5")
    board.push("b3-a3^b3")
    seen = board.sfen(viewer=2)
    assert "|" not in seen and "A:tartarus[set,b3,b4]" in seen
    assert Board(seen).sfen() == seen
    worlds = board.worlds()
    assert len(worlds) == 25 - 6 and all(Board(w.sfen()).sfen() == w.sfen() for w in worlds)
    assert {w.sfen().split("|")[1][:2] for w in worlds} == {
        name for name in (f"{f}{r}" for f in "abcde" for r in "12345")
        if name not in ("a3", "a4", "b3", "b4", "c2", "d3")}


def test_two_or_four_players_only_two():
    with pytest.raises(UnsupportedError):
        Board(start_sfen(3, ["tartarus", "mortal", "mortal"]))


def test_the_engine_bans():
    for other in TARTARUS_ENGINE_BANS + TARTARUS_BANNED:
        assert lineup_problem(["tartarus", other], 2) is not None
        with pytest.raises(UnsupportedError):
            Board(start_sfen(2, ["tartarus", other]))


# ---------------------------------------------------------------------- (b) the oracle's perft table


class TestOracleTables(OracleTables):
    ROWS = TABLE

    def test_core_turn_tokens_match_oracle(self, name, sfen):
        if name != "tartarus-unknown":
            super().test_core_turn_tokens_match_oracle(name, sfen)
            return
        # His opponent's view: the same turns; after each the core's state also notes the square
        # the worker left as known safe, which the oracle's view does not keep.
        assert sorted(move.token for move in Board(sfen).legal_moves) == RefPosition(sfen).legal_turns()


# ---------------------------------------------------------------------- (c) random games


OPPONENTS = sorted(god for god in oracle_playable_gods(2) if god != "tartarus" and lineup_problem(["tartarus", god], 2) is None)


def test_the_opponents_are_most_gods():
    assert len(OPPONENTS) >= 50


def into_the_abyss(rng: random.Random):
    """Any turn, but a tenth of the time one that enters the Abyss when there is one."""
    def choose(ref: RefPosition, listed: list[str]) -> str:
        abyss = ref._known_abyss()
        if abyss is not None and rng.random() < 0.1:
            name = "abcde"[abyss % 5] + str(abyss // 5 + 1)
            falling = [token for token in listed if f"-{name}" in token or f">{name}" in token]
            if falling:
                return rng.choice(falling)
        return rng.choice(listed)
    return choose


@pytest.mark.parametrize("other", OPPONENTS)
@pytest.mark.parametrize("seat", [0, 1])
def test_random_games_agree_with_the_oracle(other, seat):
    play_against("tartarus", other, seat, 30, into_the_abyss)


# ---------------------------------------------------------------------- (d) the engine


def test_the_engines_choice_does_not_depend_on_the_square():
    board = Board(MORTAL)
    board.push("b4-a4^a5")
    board.push("b3-a3^b3")
    chosen = set()
    for world in board.worlds()[:8]:
        engine = Engine(hash_mb=1)
        result = engine.search(world, Limit(depth=3))
        chosen.add((result.best.token, tuple((line.pv[0].token, str(line.score)) for line in result.lines)))
    assert len(chosen) == 1


def test_the_engine_keeps_to_known_safe_squares_when_it_costs_nothing():
    board = Board(MORTAL)
    board.push("b4-a4^a5")
    board.push("b3-a3^b3")
    result = Engine(hash_mb=1).search(board, Limit(depth=2))
    seen = Board(board.sfen(viewer=2))
    from santorini.engine.worlds import turn_odds
    odds = turn_odds(seen, board.worlds(), list(seen.legal_moves))
    assert odds[result.best.token] <= sorted(odds.values())[len(odds) // 2]


def test_a_turn_his_opponent_chose_blind_ends_where_it_falls_in():
    """The referee plays the turn the opponent's engine chose on the board it sees: cut where its
    worker enters the Abyss, found by outcome when that outcome is spelled otherwise (Jason's extra
    worker put on a2 and moved into a1 is ``+a1``, the shorter spelling of the same fall)."""
    board = Board("100B0A0/00A000/00000/00000/000B00 2 A:tartarus[set|a1],B:jason 2 -")
    assert "+a2-a1^a2" in {move.token for move in Board(board.sfen(viewer=2)).legal_moves}
    assert board.push("+a2-a1^a2").token == "+a1"
    assert board.outcome().winner == "A"
    with pytest.raises(IllegalMoveError):
        Board("100B0A0/00A000/00000/00000/000B00 2 A:tartarus[set|a1],B:jason 2 -").push("+a2-a1^a3")


def test_the_greedy_player_told_the_square_never_walks_in():
    from santorini.engine.players import GreedyPlayer
    board = Board(MORTAL)
    for seed in range(20):
        assert not GreedyPlayer(seed).choose(board).token.endswith("-c3")


def test_a_human_against_his_engine_sees_no_abyss_in_the_gui():
    from santorini.gui.game import Game
    game = Game(DUE)
    game.play("abyss@e5")
    game.play("b3-b4^b3")
    referee, human = game.state(), game.state(viewer=2)
    assert referee["god_states"][0] == "set|e5" and referee["moves"][0] == "abyss@e5"
    assert "|" not in human["god_states"][0] and human["moves"] == ["abyss@?", "b3-b4^b3"]
    assert {turn["token"] for turn in human["legal"]} == {m.token for m in Board(game.board.sfen(viewer=2)).legal_moves}


@pytest.mark.parametrize("gods", [("tartarus", "mortal"), ("apollo", "tartarus"), ("tartarus", "minotaur"),
                                  ("harpies", "tartarus"), ("tartarus", "charybdis"), ("siren", "tartarus"), ("tartarus", "hydra"), ("triton", "tartarus"), ("tartarus", "atalanta"), ("hermes", "tartarus")])
def test_the_engine_plays_whole_games_with_him(gods):
    """From the empty board: the placements, his choice, the turns, each seat searching what it
    may know (the referee's board pushes its answers, cut short where the Abyss ends them)."""
    board = Board(start_sfen(2, list(gods)))
    engine = Engine(hash_mb=1)
    while board.outcome() is None and len(board.move_stack) < 120:
        result = engine.search(board, Limit(nodes=3000))
        board.push(result.best)
    assert board.outcome() is not None
    assert any(move.token.startswith("abyss@") for move in board.move_stack)


def test_usp_keeps_the_square_from_his_opponent():
    from test_usp import EngineProcess
    engine = EngineProcess()
    try:
        engine.send("usp")
        capabilities = engine.read_until("uspok")
        assert any(line.startswith("capability secrets") and "tartarus" in line.split() for line in capabilities)
        engine.send(f"position sfen {MORTAL} moves b4-a4^a5 b3-a3^b3")     # the mortal to move
        engine.send("d")
        printed = engine.read_until("sfen")
        assert not any("set|c3" in line for line in printed) and any("tartarus[set,b3,b4]" in line for line in printed)
        engine.send("go nodes 3000")
        best = engine.read_until("bestmove")[-1].split()[1]
        board = Board(MORTAL)
        board.push("b4-a4^a5")
        board.push("b3-a3^b3")
        assert best in {move.token for move in Board(board.sfen(viewer=2)).legal_moves}
        board.push(best)       # the referee plays it, cut short if it walks into c3
    finally:
        engine.close()
