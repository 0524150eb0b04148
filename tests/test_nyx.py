"""Nyx (gods.md §3.5, 66; docs/promo-gods.md), 2 players only. The rulings checked here:

1. her card brings a second power, her Night Power (SFEN ``nyx[zeus]``; ``nyx`` alone, the
   first Night Power the lineup allows in ASCII order): one of the catalog's NIGHT_POWERS, not a
   god of the game, banned against none of them;
2. at the end of every turn (hers and her opponent's, placements included) the complete towers
   are counted (domes on level 3): odd, she holds the Night Power (its moves, builds,
   restrictions, win conditions) and her opponent has no power (a mortal); even, she has none
   (a mortal) and her opponent has his back. The count comes after the turn's win checks (a
   power wins or loses by what it held during the turn). A power that changes hands starts
   from its default state (an opposing Athena's mark, a Morpheus' stock). Two Nyx each hold
   their own Night Power and take nobody's;
3. a position read from a SFEN: who holds what follows from its towers; with odd towers her
   opponent must show no state; ``nyx[<god>:<state>]`` only for a held Night Power's state
   (none has one today);
4. a hero's spent mark is his card's: kept while he has no power (``odysseus[used]``), his when
   it comes back; Adonis' binding goes with his power; Aeolus' wind and Siren's Song stay on the
   board as they stood and do nothing while their seat has no power; Eris' mark of who moved last
   is kept and followed while she has no power; Europa's Talus stays an obstacle and does not move;
   Charybdis' whirlpools stay and carry nobody;
5. never against Circe (Hydra keeps her heads while she has no power, and gains or
   loses none; Clio's coins stay and do nothing, her blocks get none, a build on one takes it
   out of the game, and one under Nyx's worker when her power is back is a dome to Nyx); Heracles' dome spree is one turn played as extra turns of his seat: the towers
   are counted when it ends, so the power he began it with lasts through it, and a position read
   in it has him hold his power whatever the towers; Dionysus' extra turns the same way (the
   power that earned them lasts through them; while the towers are odd a tower earns him none);
6. tokens are the held power's, or a mortal's.

(a) every scenario runs on the reference oracle (``RefPosition``) and on the native core
(``Board``); (b) the oracle's perft table (tests/data/perft-nyx.tsv, make_perft_nyx.py) on the
core, with the depth-1 tokens; (c) seeded random games, core = oracle position by position:
Nyx against every god the oracle lets her face with 2 players (as seat 1 and as seat 2), each
with a Night Power drawn among those the lineup allows, games steered to complete towers,
whose holdings flip back and forth, and games where Heracles' sprees (both texts) or Dionysus'
extra turns dome towers that change the count's parity before their end.

Where the core reads a ruling otherwise, its side is a strict expected failure (reported):
placements on a board that already has an odd number of towers (the core places with the
cards' setup rules, the oracle with what each seat holds).
"""

from __future__ import annotations

import random

import pytest

from conftest import OracleTables, named_perft_table, play_in_lockstep, starting
from santorini import Board
from santorini.errors import SfenError, UnsupportedError
from santorini.notation import SQUARE_NAMES, parse_token, start_sfen
from santorini.reference import RefPosition
from santorini.reference.tartarus import TARTARUS_ENGINE_BANNED
from santorini.reference.chaos import CHAOS_BANNED
from santorini.reference.gods_promo import NIGHT_POWERS, NYX_BANNED, default_night, night_problem
from santorini.reference.position import (
    SUPPORTED_COIN_GODS,
    SUPPORTED_DIRECTION_GODS,
    SUPPORTED_EXTRA_TURN_HEROES,
    SUPPORTED_GODS,
    SUPPORTED_HEROES,
    SUPPORTED_MARK_GODS,
    SUPPORTED_NIGHT_GODS,
    SUPPORTED_WORKER_COUNT_GODS,
)
from santorini.rules import gods as catalog
from santorini.rules.gods import lineup_problem


def mortal(sfen: str) -> str:
    """The position with every seat's god (and state) made mortal."""
    board, to_move, seats, rest = sfen.split(" ", 3)
    plain = ",".join(f"{seat.split(':')[0]}:mortal" for seat in seats.split(","))
    return f"{board} {to_move} {plain} {rest}"


# ---------------------------------------------------------------------- (a) ruling scenarios

#   The mid-game board of the perft tables: A on b3 (level 2) and d3 (level 1), B on b4 (level
#   1) and c2 (level 2); d4 on level 3; one complete tower, e3 (odd).
MID = "00100/01B230/12A01A3*/002B10/00000"
#   The same without e3's dome: no complete tower (even); e3 and d4 on level 3.
EVEN = "00100/01B230/12A01A3/002B10/00000"
#   MID with three more complete towers (a1, e1, a5): four (even).
FOUR = "3*0100/01B230/12A01A3*/002B10/3*0003*"
#   And e5 too: five (odd).
FIVE = "3*0103*/01B230/12A01A3*/002B10/3*0003*"


def test_nyx_alone_takes_the_first_night_power_the_lineup_allows(game):
    assert game(f"{MID} 1 A:nyx,B:apollo 6 -").sfen() == f"{MID} 1 A:nyx[artemis],B:apollo 6 -"
    assert game(f"{MID} 1 A:artemis,B:nyx 6 -").sfen() == f"{MID} 1 A:artemis,B:nyx[apollo] 6 -"
    assert game(start_sfen(2, ["nyx", "mortal"])).sfen() == "00000/00000/00000/00000/00000 1 A:nyx[apollo],B:mortal 1 -"


def test_even_towers_she_is_a_mortal_and_her_opponent_has_his_power(game):
    sfen = f"{EVEN} 1 A:nyx[zeus],B:apollo 6 -"
    assert game(sfen).tokens() == game(mortal(sfen)).tokens()  # no block under herself
    apollo = game(f"{EVEN} 2 A:nyx[zeus],B:apollo 6 -").tokens()
    assert starting(apollo, "b4-b3") == ["b4-b3^a2", "b4-b3^a3", "b4-b3^a4", "b4-b3^b2", "b4-b3^c3", "b4-b3^c4"]


def test_odd_towers_she_holds_the_night_power_and_her_opponent_is_a_mortal(game):
    zeus = game(f"{MID} 1 A:nyx[zeus],B:apollo 6 -").tokens()
    assert starting(zeus, "b3-a3") == ["b3-a3^a2", "b3-a3^a3", "b3-a3^a4", "b3-a3^b2", "b3-a3^b3"]
    sfen = f"{MID} 2 A:nyx[zeus],B:apollo 6 -"
    assert game(sfen).tokens() == game(mortal(sfen)).tokens()  # Apollo swaps nobody


def test_the_tower_she_completes_hands_the_powers_over_after_her_turn(game):
    """Even: she plays a mortal's turn; her dome on d4 makes one tower: Minotaur is a mortal on
    his turn, and she walks as Hermes on hers."""
    sfen = f"{EVEN} 1 A:nyx[hermes],B:minotaur 6 -"
    g = game(sfen)
    assert g.tokens() == game(mortal(sfen)).tokens()
    g.play("d3-e4^d4")
    assert g.sfen() == "00100/01B23*0A/12A013/002B10/00000 2 A:nyx[hermes],B:minotaur 6 -"
    assert g.tokens() == game(mortal(g.sfen())).tokens()
    g.play("b4-a5^a4")
    assert "b3-c4,e4-d5^c5" in g.tokens()  # Hermes: both workers on level ground, then a build


def test_athena_loses_her_mark_with_her_power(game):
    """Even, Athena to move: her climb b4-c4 sets her mark, unless her build on d4 completes a
    tower: she then has no power, and no mark; Nyx holds Demeter (two builds)."""
    sfen = f"{EVEN} 2 A:nyx[demeter],B:athena 6 -"
    marked = game(sfen)
    marked.play("b4-c4^c5")
    assert marked.sfen() == "00200/012B30/12A01A3/002B10/00000 1 A:nyx[demeter],B:athena[^] 7 -"
    tower = game(sfen)
    tower.play("b4-c4^d4")
    assert tower.sfen() == "00100/012B3*0/12A01A3/002B10/00000 1 A:nyx[demeter],B:athena 7 -"
    assert "d3-e4^d5^e5" in tower.tokens()  # Demeter's second build


def test_morpheus_stock_is_reset_and_starts_again(game):
    """Even, Morpheus' stock 3; her tower (odd) takes his power and his stock; her second tower
    (even) gives it back, from nothing: 1 at the start of his turn. Her Hypnus (held while odd)
    freezes his c2 meanwhile."""
    g = game(f"{EVEN} 1 A:nyx[hypnus],B:morpheus[3] 6 -")
    g.play("d3-e4^d4")
    assert g.sfen() == "00100/01B23*0A/12A013/002B10/00000 2 A:nyx[hypnus],B:morpheus 6 -"
    assert not starting(g.tokens(), "c2")  # frozen: his highest worker
    g.play("b4-a5^a4")
    g.play("e4-d3^e3")
    assert g.sfen() == "0B0100/1123*0/12A01A3*/002B10/00000 2 A:nyx[hypnus],B:morpheus[1] 7 -"


def test_a_power_wins_by_what_it_held_during_the_turn_chronus(game):
    """Four towers (even): Chronus holds his power during her turn, and her fifth tower makes
    him win, although five is odd."""
    g = game(f"{FOUR} 1 A:nyx[atlas],B:chronus 6 -")
    g.play("d3-e4^d4")
    assert g.sfen() == "3*0100/01B23*0A/12A013*/002B10/3*0003* 2 A:nyx[atlas],B:chronus# 6 -"


def test_five_towers_chronus_has_no_power_a_sixth_gives_it_back(game):
    g = game(f"{FIVE} 1 A:nyx[atlas],B:chronus 6 -")
    assert g.sfen() == f"{FIVE} 1 A:nyx[atlas],B:chronus 6 -"  # no win on loading
    assert "d3-e4^d5*" in g.tokens()  # she builds as Atlas
    g.play("d3-e4^d4")  # the sixth: even, Chronus holds his power again when play passes on
    assert g.sfen() == "3*0103*/01B23*0A/12A013*/002B10/3*0003* 2 A:nyx[atlas],B:chronus# 6 -"


def test_her_limus_starves_her_opponent_only_while_odd(game):
    odd = game(f"{MID} 2 A:nyx[limus],B:prometheus 6 -").tokens()
    assert "b4-a5^b5" in odd and "b4-a5^a4" not in odd  # a4 is next to her b3
    assert not [t for t in odd if t.index("^") < t.find("-")]  # Prometheus is a mortal
    even = game(f"{EVEN} 2 A:nyx[limus],B:prometheus 6 -").tokens()
    assert "b4-a5^a4" in even and "b4^a3-a4^a5" in even


def test_two_nyx_each_hold_their_own_night_power(game):
    odd = game(f"{MID} 1 A:nyx[artemis],B:nyx[hera] 6 -")
    assert "b3-a2-a1^a2" in odd.tokens()  # Artemis' second move
    even = f"{EVEN} 1 A:nyx[artemis],B:nyx[hera] 6 -"
    assert game(even).tokens() == game(mortal(even)).tokens()


def test_with_no_tower_her_opponent_places_with_his_power(game):
    g = game(start_sfen(2, ["nyx", "bia"]))
    g.play("+b3+d3")
    tokens = g.tokens()
    assert len(tokens) == 120  # two of the 16 perimeter squares
    assert all(set(SQUARE_NAMES[step.square]) & set("a1e5") for t in tokens for step in parse_token(t).steps)


#   One complete tower before anyone placed (a board read from a SFEN): odd.
TOWER_FIRST = "00000/00000/003*00/00000/00000"


@pytest.mark.parametrize("impl", [
    "oracle", pytest.param("core", marks=pytest.mark.xfail(strict=True, reason="the core places with the cards' "
                                                                            "setup rules whatever the towers"))])
def test_odd_towers_before_placement_the_setup_rules_follow_what_is_held(impl):
    """Oracle's reading of "who holds what follows from the towers" (rulings 2 and 3): Nyx
    holding Bia places on the perimeter (120 of 276: the core's count), an opposing Bia holds no
    power and places anywhere (231, the core 105: two of the 15 free perimeter squares)."""
    make = {"oracle": OracleTokens, "core": CoreTokens}[impl]
    assert len(make(f"{TOWER_FIRST} 1 A:nyx[bia],B:mortal 1 -")) == 120
    assert len(make("00000/00000/0A03*0A0/00000/00000 2 A:nyx[zeus],B:bia 1 -")) == 231


def OracleTokens(sfen: str) -> list[str]:
    return RefPosition(sfen).legal_turns()


def CoreTokens(sfen: str) -> list[str]:
    return sorted(move.token for move in Board(sfen).legal_moves)


def test_a_position_read_follows_its_towers(game):
    with pytest.raises(SfenError):
        game(f"{MID} 2 A:nyx[zeus],B:athena[^] 6 -")  # odd: Athena has no power, no state
    with pytest.raises(SfenError):
        game(f"{MID} 1 A:nyx[zeus],B:morpheus[2] 6 -")
    assert game(f"{EVEN} 1 A:nyx[zeus],B:morpheus[2] 6 -").sfen() == f"{EVEN} 1 A:nyx[zeus],B:morpheus[2] 6 -"
    with pytest.raises(SfenError):
        game(f"{MID} 1 A:nyx[zeus:x],B:apollo 6 -")  # Zeus has no state
    with pytest.raises(SfenError):
        game(f"{MID} 1 A:nyx[zeus:],B:apollo 6 -")
    with pytest.raises(SfenError):
        game(f"{MID} 1 A:nyx[foo],B:apollo 6 -")


# The heroes: a hero's spent mark is on his card, not in his power. While the towers are odd he
# has no power and shows only that mark (``odysseus[used]``); when they are even again his power
# is back, spent or not as it was. Adonis' binding is his power's: it goes with it, as Athena's
# mark does.


def test_a_spent_hero_keeps_his_mark_while_he_has_no_power(game):
    sfen = f"{MID} 2 A:nyx[zeus],B:odysseus[used] 6 -"
    g = game(sfen)
    assert g.sfen() == sfen
    assert g.tokens() == game(mortal(sfen)).tokens()


def test_the_spent_mark_comes_back_with_the_power(game):
    """Even: Nyx domes d4 (one tower, odd): spent Odysseus has no power; his c2-d2^e3 domes e3 (two,
    even): his power is back, still spent, so he sends nobody to a corner."""
    for state, sends in (("[used]", False), ("", True)):
        g = game(f"{EVEN} 1 A:nyx[zeus],B:odysseus{state} 6 -")
        g.play("d3-e4^d4")
        assert g.sfen() == f"00100/01B23*0A/12A013/002B10/00000 2 A:nyx[zeus],B:odysseus{state} 6 -"
        assert not any(">" in t for t in g.tokens())      # no power now, spent or not
        g.play("c2-d2^e3")
        assert g.sfen() == f"00100/01B23*0A/12A013*/0021B0/00000 1 A:nyx[zeus],B:odysseus{state} 7 -"
        g.play("b3-a4^a5")                                   # next to his b4
        assert any(">" in t for t in g.tokens()) == sends


def test_adonis_binding_goes_with_his_power(game):
    """Even, Adonis to move: his build on d4 completes a tower (odd), and the binding he makes
    then ends with his power; built elsewhere, it holds Nyx's next turn."""
    sfen = f"{EVEN} 2 A:nyx[zeus],B:adonis 6 -"
    tower = game(sfen)
    tower.play("b4-c4^d4~c4~b3")
    assert tower.sfen() == "00100/01203*0/12A01A3/002B10/00000 1 A:nyx[zeus],B:adonis[used] 7 -".replace(
        "01203*0", "012B3*0")
    elsewhere = game(sfen)
    elsewhere.play("b4-c4^c5~c4~b3")
    assert elsewhere.sfen().endswith("A:nyx[zeus],B:adonis[c4~b3] 7 -")


def test_a_token_stays_on_the_board_and_does_nothing_while_its_power_is_gone(game):
    """Odd: Aeolus has no power: his wind, blowing east, stays as it stood (``aeolus[e]``) and
    bars nothing: his b4 may step west to a4."""
    sfen = f"{MID} 2 A:nyx[zeus],B:aeolus[e] 6 -"
    g = game(sfen)
    assert g.sfen() == sfen
    assert g.tokens() == game(mortal(sfen)).tokens()
    assert starting(g.tokens(), "b4-a4")
    blowing = game(f"{EVEN} 2 A:nyx[zeus],B:aeolus[e] 6 -")
    assert not starting(blowing.tokens(), "b4-a4")       # even: his power, his wind


def test_the_song_comes_back_with_her_power(game):
    """Even, Nyx domes d4 (odd): Siren, powerless, cannot sing; her c2-d2^e3 domes e3 (even):
    after Nyx's turn she sings again along the Song she kept (north)."""
    g = game(f"{EVEN} 1 A:nyx[zeus],B:siren[n] 6 -")
    g.play("d3-e4^d4")
    assert g.sfen().endswith("2 A:nyx[zeus],B:siren[n] 6 -")
    assert not any(">" in t for t in g.tokens())
    g.play("c2-d2^e3")
    g.play("b3-a4^a5")
    assert g.sfen().endswith("2 A:nyx[zeus],B:siren[n] 7 -")
    assert any(">" in t for t in g.tokens())


def test_hydra_keeps_her_heads_and_gains_none_while_she_has_no_power(game):
    """Odd: Hydra with three heads (b4, c2, e1: none touching) plays a mortal's turn with any of
    them and gains nothing; with her power (even) the same turn gains a head."""
    three = "00100/01B230/12A01A3*/002B10/00000B"
    sfen = f"{three} 2 A:nyx[zeus],B:hydra 6 -"
    g = game(sfen)
    assert g.sfen() == sfen
    assert {t[:2] for t in g.tokens()} == {"b4", "c2", "e1"} and not any("+" in t or "x" in t for t in g.tokens())
    powered = game(sfen.replace("12A01A3*", "12A01A3")).tokens()
    assert "e1-e2^e1" not in powered and starting(powered, "e1-e2^e1+")


def test_eris_keeps_marking_while_she_has_no_power(game):
    """Odd: Eris has no power, so no alternative turn, but who moved last is a fact of play: her
    mark (``eris[d3]``) stays and follows Nyx's moves; it is there when her power comes back."""
    sfen = f"{MID} 2 A:nyx[zeus],B:eris[d3] 6 -"
    g = game(sfen)
    assert g.sfen() == sfen
    assert {t[:2] for t in g.tokens()} == {"b4", "c2"}
    g.play("b4-a4^a5")
    g.play("b3-a3^a2")
    assert g.sfen().endswith("2 A:nyx[zeus],B:eris[a3] 7 -")


def test_the_talus_stays_an_obstacle_and_does_not_move_while_europa_has_no_power(game):
    """Odd: Europa has no power: her Talus stays on a2 (``europa[a2]``), nobody may build there,
    and she may not move it; even, she moves it after her turns again."""
    sfen = f"{MID} 2 A:nyx[zeus],B:europa[a2] 6 -"
    g = game(sfen)
    assert g.sfen() == sfen
    tokens = g.tokens()
    assert not any("@" in t for t in tokens) and "c2-b2^a1" in tokens and "c2-b2^a2" not in tokens
    assert any("@" in t for t in game(sfen.replace("12A01A3*", "12A01A3")).tokens())


def test_whirlpools_stay_and_carry_nobody_while_charybdis_has_no_power(game):
    """Odd: Charybdis has no power: her whirlpools (a5, e2) stay on the board (``charybdis[a5,e2]``)
    and carry nobody, so Nyx's d3-e2 stays on e2 and builds next to it; even, the move onto e2
    is carried to a5 and builds there."""
    sfen = f"{MID} 1 A:nyx[zeus],B:charybdis[a5,e2] 6 -"
    g = game(sfen)
    assert g.sfen() == sfen
    assert "d3-e2^e1" in g.tokens()
    carried = game(sfen.replace("12A01A3*", "12A01A3")).tokens()
    assert "d3-e2^e1" not in carried and "d3-e2^a4" in carried


#   Clio (A) with two coins on the board, a3 (level 1) and c4 (level 2), and one on her card.
COINS = "A:clio[a3,c4],B:nyx[zeus]"


def test_clio_coins_are_domes_to_a_mortal_nyx_while_she_has_her_power(game):
    """Even: Clio holds her power: to Nyx (a mortal) a3 and c4 are domes, nobody of hers moves
    or builds there."""
    tokens = game(f"{EVEN} 2 {COINS} 6 -").tokens()
    assert starting(tokens, "b4-a3") == [] and starting(tokens, "b4-c4") == []
    assert "b4-a4^a3" not in tokens and "b4-b5^c4" not in tokens and "b4-a4^a5" in tokens


def test_clio_coins_stay_and_do_nothing_while_she_has_no_power(game):
    """Odd: Clio has no power: her coins stay on the board (``clio[a3,c4]``, read and written
    as they stand) and do nothing: Nyx, holding Zeus, moves and builds on them."""
    sfen = f"{MID} 2 {COINS} 6 -"
    g = game(sfen)
    assert g.sfen() == sfen
    tokens = g.tokens()
    assert {"b4-a3^a2", "b4-c4^b5", "b4-a4^a3", "b4-b5^c4", "b4-a3^a3"} <= set(tokens)


def test_a_build_on_a_coin_while_clio_has_no_power_takes_it_out_of_the_game(game):
    """Odd: Nyx builds on c4; the coin leaves the game (``x``), as one Clio builds on does. Under
    the clio-coin-built-over alternative it stays, whatever is built on it."""
    g = game(f"{MID} 2 {COINS} 6 -")
    g.play("b4-b5^c4")
    assert g.sfen() == "00B100/01330/12A01A3*/002B10/00000 1 A:clio[a3,x],B:nyx[zeus] 7 -"
    stays = game(f"{MID} 2 {COINS} 6 -", frozenset({"clio-coin-built-over"}))
    stays.play("b4-b5^c4")
    assert stays.sfen().split()[2] == COINS


def test_clio_without_power_puts_no_coin_and_her_build_on_one_takes_it_out(game):
    """Odd: Clio plays a mortal's turn: her block on d2 gets no coin (her card keeps its last
    one); her block on c4 takes that coin out of the game and puts none there (with her power
    the block would get her card's last coin)."""
    g = game(f"{MID} 1 {COINS} 6 -")
    g.play("d3-e2^d2")
    assert g.sfen().split()[2] == COINS
    h = game(f"{MID} 1 {COINS} 6 -")
    h.play("b3-c3^c4")
    assert h.sfen().split()[2] == "A:clio[a3,x],B:nyx[zeus]"
    powered = game(f"{EVEN} 1 {COINS} 6 -")
    powered.play("b3-c3^c4")
    assert powered.sfen().split()[2] == "A:clio[a3,c4,x],B:nyx[zeus]"


def test_nyx_worker_on_a_coin_when_clio_power_comes_back_may_leave_it_but_not_return(game):
    """Odd: Nyx steps onto the coin on a3; Clio (a mortal) domes d4, two towers: even, her power
    is back. Nyx's worker stands on the coin (the SFEN reads so in a game with Nyx), may move off
    it, and nobody of hers builds or moves back there: it is a dome to her again."""
    g = game(f"{MID} 2 {COINS} 6 -")
    g.play("b4-a3^a2")
    g.play("d3-e4^d4")
    sfen = "00100/0123*0A/1B2A013*/102B10/00000 2 A:clio[a3,c4],B:nyx[zeus] 7 -"
    assert g.sfen() == sfen
    assert game(sfen).sfen() == sfen
    tokens = g.tokens()
    assert "a3-a4^a5" in tokens and "a3-a4^a3" not in tokens and "a3-b4^a3" not in tokens


def test_a_coin_under_an_opponent_worker_is_refused_without_nyx(game):
    sfen = "00100/0123*0A/1B2A013*/102B10/00000 2 A:clio[a3,c4],B:apollo 7 -"
    with pytest.raises(SfenError):
        game(sfen)


def test_clio_worker_on_a_coin_is_in_reach_while_she_has_no_power(game):
    """Odd: Clio's d3 stands on a coin; Nyx holding Apollo swaps with it (c2-d3); even, it is out
    of her reach (and she a mortal)."""
    sfen = f"{MID} 2 A:clio[c4,d3],B:nyx[apollo] 6 -"
    assert starting(game(sfen).tokens(), "c2-d3")
    assert not starting(game(sfen.replace("12A01A3*", "12A01A3")).tokens(), "c2-d3")


def test_the_tower_nyx_completes_leaves_clio_coins_where_they_stand(game):
    """Even: Nyx (a mortal) domes e3: odd, Clio loses her power but keeps her coins."""
    g = game(f"{EVEN} 2 A:clio[a3,c4],B:nyx[zeus] 6 -")
    g.play("c2-d2^e3")
    assert g.sfen() == "00100/01B230/12A01A3*/0021B0/00000 1 A:clio[a3,c4],B:nyx[zeus] 7 -"


#   EVEN with a dome on d4 (A's Heracles domed it in his spree): one complete tower, odd.
SPREE = "00100/01B23*0/120A1A3/002B10/00000"


def test_heracles_spree_is_counted_when_it_ends(game):
    """Even: Heracles spends his power (b3-c3 alone) and domes d4, a complete tower: the count
    waits for his spree's end, so he still holds his power and domes on; his pass ends the turn,
    and then the tower, odd, gives Nyx her Night Power (Zeus builds under himself)."""
    g = game(f"{EVEN} 1 A:heracles,B:nyx[zeus] 6 -")
    g.play("b3-c3")
    g.play("c3^d4")
    assert g.sfen() == f"{SPREE} 1 A:heracles[domes,d4],B:nyx[zeus] 6 -"
    assert g.tokens() == ["d3^e2*", "d3^e3", "d3^e4*", "pass"]
    g.play("pass")
    assert g.sfen() == f"{SPREE} 2 A:heracles[used],B:nyx[zeus] 6 -"
    assert "b4-a3^a3" in g.tokens()


def test_heracles_spree_of_two_towers_leaves_the_powers_as_they_were(game):
    """His second tower (e3) makes the count even again before his pass: nothing changes hands,
    and Nyx plays her turn as a mortal."""
    g = game(f"{EVEN} 1 A:heracles,B:nyx[zeus] 6 -")
    for token in ("b3-c3", "c3^d4", "d3^e3", "pass"):
        g.play(token)
    assert g.sfen() == "00100/01B23*0/120A1A3*/002B10/00000 2 A:heracles[used],B:nyx[zeus] 6 -"
    assert g.tokens() == game(mortal(g.sfen())).tokens()


def test_a_position_read_in_heracles_spree_has_him_hold_his_power_whatever_the_towers(game):
    """One tower (odd) stands, but his spree is under way: he holds his power to its end."""
    sfen = f"{SPREE} 1 A:heracles[domes,d4],B:nyx[zeus] 6 -"
    g = game(sfen)
    assert g.sfen() == sfen
    assert g.tokens() == ["d3^e2*", "d3^e3", "d3^e4*", "pass"]


def test_heracles_has_no_power_to_spend_while_the_towers_are_odd(game):
    """Odd: his turns are a mortal's (no move alone), and his unspent power shows nothing."""
    sfen = f"{MID} 1 A:heracles,B:nyx[zeus] 6 -"
    g = game(sfen)
    assert g.sfen() == sfen
    assert g.tokens() == game(mortal(sfen)).tokens()


def test_the_tower_nyx_completes_gives_heracles_his_power_back(game):
    """Odd, Nyx (as Zeus) domes d4: two towers, even; Heracles may spend his power at once."""
    g = game(f"{MID} 1 A:nyx[zeus],B:heracles 6 -")
    g.play("d3-e4^d4")
    assert g.sfen() == "00100/01B23*0A/12A013*/002B10/00000 2 A:nyx[zeus],B:heracles 6 -"
    assert {"b4-a3", "c2-b1"} <= set(g.tokens())  # the moves alone that spend it


def test_heracles_original_text_his_first_dome_waits_with_the_rest(game):
    """Original text: the move, the build and the first dome (a complete tower on d4) are one
    turn of his spree: he holds his power on; his pass ends it and Nyx holds hers."""
    g = game(f"{EVEN} 1 A:heracles,B:nyx[zeus] 6 -", frozenset({"revised-text"}))
    g.play("b3-c3^b3^d4")
    assert g.sfen() == "00100/01B23*0/130A1A3/002B10/00000 1 A:heracles[domes,d4],B:nyx[zeus] 6 -"
    assert g.tokens() == ["d3^e2*", "d3^e3", "d3^e4*", "pass"]
    g.play("pass")
    assert g.sfen() == "00100/01B23*0/130A1A3/002B10/00000 2 A:heracles[used],B:nyx[zeus] 6 -"
    assert "b4-a3^a3" in g.tokens()


def test_dionysus_extra_turn_is_counted_when_it_ends(game):
    """Even: Dionysus domes e3, a complete tower, and earns an extra turn: the count waits for
    his extra turns' end, so he still holds his power (B's workers to move, or pass); once he
    has taken it, the tower (odd) gives Nyx her Night Power (Zeus builds under himself)."""
    g = game(f"{EVEN} 1 A:dionysus,B:nyx[zeus] 6 -")
    g.play("d3-e2^e3")
    assert g.sfen() == "00100/01B230/12A013*/002B10A/00000 1 A:dionysus[1],B:nyx[zeus] 6 -"
    assert "pass" in g.tokens() and starting(g.tokens(), "b3") == []
    assert "b4-a3^a2" in g.tokens()
    g.play("b4-a3^a2")
    assert g.sfen() == "00100/01230/1B2A013*/102B10A/00000 2 A:dionysus,B:nyx[zeus] 6 -"
    assert "c2-b2^b2" in g.tokens()


def test_dionysus_declining_his_extra_turn_ends_it_and_the_towers_are_counted(game):
    g = game(f"{EVEN} 1 A:dionysus,B:nyx[zeus] 6 -")
    g.play("d3-e2^e3")
    g.play("pass")
    assert g.sfen() == "00100/01B230/12A013*/002B10A/00000 2 A:dionysus,B:nyx[zeus] 6 -"
    assert "b4-a3^a3" in g.tokens()  # Zeus under herself


def test_dionysus_tower_in_his_extra_turn_earns_another_and_evens_the_count(game):
    """His extra turn with B's b4 domes d4, a second tower: another extra turn (still his
    power); his pass ends them, two towers (even): nothing changed hands, Nyx a mortal."""
    g = game(f"{EVEN} 1 A:dionysus,B:nyx[zeus] 6 -")
    g.play("d3-e2^e3")
    g.play("b4-c3^d4")
    assert g.sfen() == "00100/0123*0/12A0B13*/002B10A/00000 1 A:dionysus[1],B:nyx[zeus] 6 -"
    assert "pass" in g.tokens()
    g.play("pass")
    after = "00100/0123*0/12A0B13*/002B10A/00000 2 A:dionysus,B:nyx[zeus] 6 -"
    assert g.sfen() == after
    assert g.tokens() == game(mortal(after)).tokens()


def test_a_position_read_in_dionysus_extra_turns_has_him_hold_his_power_whatever_the_towers(game):
    """One tower (odd) stands, but his extra turn is due: he holds his power to its end."""
    sfen = f"{MID} 1 A:dionysus[1],B:nyx[zeus] 6 -"
    g = game(sfen)
    assert g.sfen() == sfen
    tokens = g.tokens()
    assert "pass" in tokens and starting(tokens, "b3") == [] and starting(tokens, "d3") == []
    assert "b4-a3^a2" in tokens


def test_dionysus_without_power_earns_no_extra_turn(game):
    """Odd: Dionysus is a mortal; his dome on d4 makes two towers (even) and no extra turn:
    play passes on, Nyx is a mortal now, and he has his power back for his next turn."""
    g = game(f"{MID} 1 A:dionysus,B:nyx[zeus] 6 -")
    assert "pass" not in g.tokens()
    g.play("d3-e4^d4")
    after = "00100/01B23*0A/12A013*/002B10/00000 2 A:dionysus,B:nyx[zeus] 6 -"
    assert g.sfen() == after
    assert g.tokens() == game(mortal(after)).tokens()


def test_the_tower_nyx_completes_takes_dionysus_power(game):
    """Even, Nyx (a mortal) domes e3: one tower, odd; Dionysus plays as a mortal."""
    g = game(f"{EVEN} 1 A:nyx[zeus],B:dionysus 6 -")
    g.play("d3-e2^e3")
    after = "00100/01B230/12A013*/002B10A/00000 2 A:nyx[zeus],B:dionysus 6 -"
    assert g.sfen() == after
    assert g.tokens() == game(mortal(after)).tokens()


def test_a_powerless_hero_shows_no_other_state(game):
    with pytest.raises(SfenError):
        game(f"{MID} 1 A:nyx[zeus],B:adonis[c2~b3] 6 -")


@pytest.mark.parametrize("seats", ["A:nyx[apollo],B:apollo", "A:nyx[selene],B:apollo", "A:nyx[dionysus],B:apollo",
                                   "A:nyx[hades],B:pan", "A:pan,B:nyx[hades]", "A:nyx[urania],B:aphrodite"])
def test_a_night_power_the_lineup_does_not_allow_is_refused(game, seats):
    with pytest.raises(UnsupportedError):
        game(f"{MID} 1 {seats} 6 -")


@pytest.mark.parametrize("other", sorted(NYX_BANNED))
def test_the_gods_she_never_meets(game, other):
    with pytest.raises(UnsupportedError):
        game(start_sfen(2, ["nyx", other]))


def test_two_players_only(game):
    with pytest.raises(UnsupportedError):
        game(start_sfen(3, ["nyx", "mortal", "apollo"]))


def test_the_oracle_copies_of_the_catalog_rules():
    """The oracle writes its own Night Powers and bans (it shares no code with the engine):
    they must say what the catalog says for every lineup of hers it plays."""
    assert NIGHT_POWERS == catalog.NIGHT_POWERS
    assert SUPPORTED_NIGHT_GODS == catalog.NIGHT_CARDS == {"nyx"}
    # Tartarus' and Chaos' lists hold the pair too (the oracle's own bans: src/reference/tartarus.py,
    # chaos.py); the oracle does not play Hecate yet (the engine's bans).
    assert NYX_BANNED | {"tartarus", "chaos", "hecate"} == {god for god in catalog.POWERS if catalog.banned("nyx", god)}
    assert "nyx" in CHAOS_BANNED
    assert "nyx" in TARTARUS_ENGINE_BANNED
    for other in TWO_PLAYER_OPPONENTS:
        gods = ["nyx", other]
        assert default_night(gods) == catalog.start_states(gods)[0]
        for night in sorted(NIGHT_POWERS):
            assert (night_problem(night, gods) is None) == (catalog.night_problem(night, gods) is None), (night, other)
    assert not SUPPORTED_NIGHT_GODS & (SUPPORTED_GODS | SUPPORTED_HEROES | SUPPORTED_EXTRA_TURN_HEROES)


# ---------------------------------------------------------------------- (b) the perft table


ROWS = named_perft_table("perft-nyx.tsv")


def test_table_rows_are_nyx_positions_to_depth_three():
    assert 8 <= len(ROWS) <= 17  # (five of them against Gaea: tests/test_nyx_gaea.py)
    assert all(len(counts) >= 3 for _, _, counts in ROWS)
    nights = {seat.split("[")[1].rstrip("]") for _, sfen, _ in ROWS for seat in sfen.split()[2].split(",")
              if seat.startswith(("A:nyx", "B:nyx"))}
    assert len(nights) >= 6
    for _, sfen, counts in ROWS:
        assert "nyx[" in sfen.split()[2]
        assert RefPosition(sfen).perft(1) == counts[0]  # the oracle still counts the first depth so


class TestOracleTables(OracleTables):
    ROWS = ROWS


# ---------------------------------------------------------------------- (c) random games

#: Every god the oracle lets Nyx face with 2 players (the gods, the direction, coin,
#: worker-count and mark gods, the heroes, mortal; those she never meets left out).
TWO_PLAYER_OPPONENTS = sorted(god for god in SUPPORTED_GODS | SUPPORTED_DIRECTION_GODS | SUPPORTED_COIN_GODS
                              | SUPPORTED_HEROES | SUPPORTED_EXTRA_TURN_HEROES | SUPPORTED_MARK_GODS
                              | SUPPORTED_WORKER_COUNT_GODS
                              if lineup_problem(["nyx", god], 2) is None)

#: Turns a random game may last (after placement).
TURNS = 30


def lineup(seat: int, other: str, rng: random.Random) -> str:
    """The empty board, Nyx as seat 1 (``seat`` 0) or seat 2 against ``other``, with a Night
    Power drawn among those the lineup allows."""
    gods = ["nyx", other] if seat % 2 == 0 else [other, "nyx"]
    night = rng.choice([name for name in sorted(NIGHT_POWERS) if night_problem(name, gods) is None])
    return start_sfen(2, gods).replace("nyx", f"nyx[{night}]")


def towers(ref: RefPosition) -> int:
    return sum(1 for sq in range(25) if ref.domes[sq] and ref.heights[sq] == 3)


def completes_a_tower(ref: RefPosition, token: str) -> bool:
    """Does the token end with a build on a level-3 square with no dome (a complete tower)?"""
    builds = [step for step in parse_token(token).steps if step.kind == "build"]
    return bool(builds) and ref.heights[builds[-1].square] == 3 and not ref.domes[builds[-1].square]


def play_both(sfen: str, rng: random.Random, steer: bool = False) -> int:
    """A random game in lockstep on the core and the oracle (conftest.play_in_lockstep), the
    oracle's holders as the towers say. ``steer``: half the turns complete a tower when one can.
    Returns how often the holders changed."""
    nyx = RefPosition(sfen).gods.index("nyx")
    odd = False

    def choose(ref: RefPosition, tokens: list[str]) -> str:
        towering = [t for t in tokens if completes_a_tower(ref, t)] if steer else []
        return rng.choice(towering if towering and rng.random() < 0.5 else tokens)

    def flipped(ref: RefPosition) -> int:
        nonlocal odd
        if ref.winner() is not None or ref.spree is not None or ref.extra:
            return 0            # (in Heracles' spree and Dionysus' extra turns the count waits for their end)
        now = towers(ref) % 2 == 1
        flip = now != odd
        odd = now
        assert ref.power(nyx) == (ref.night[nyx] if odd else "nyx")
        assert ref.power(1 - nyx) == ("mortal" if odd or ref.used[1 - nyx] else ref.gods[1 - nyx])   # a spent hero
        return flip

    return play_in_lockstep(sfen, rng, TURNS, choose, flipped)


@pytest.mark.parametrize("seat", [0, 1], ids=["nyx-first", "nyx-second"])
@pytest.mark.parametrize("index,other", list(enumerate(TWO_PLAYER_OPPONENTS)), ids=TWO_PLAYER_OPPONENTS)
def test_core_and_oracle_agree_on_a_random_game_against(index, other, seat):
    rng = random.Random(6700 + 2 * index + seat)
    play_both(lineup(seat, other, rng), rng)


@pytest.mark.parametrize("seed", range(8))
def test_random_games_hand_the_powers_over_as_towers_complete(seed):
    rng = random.Random(6900 + seed)
    other = rng.choice(["apollo", "athena", "minotaur", "morpheus", "hera", "prometheus", "chronus", "pan"])
    assert play_both(lineup(seed, other, rng), rng, steer=True) >= 1


@pytest.mark.parametrize("other", ["achilles", "adonis", "atalanta", "bellerophon", "heracles", "jason", "medea",
                                   "odysseus", "polyphemus", "theseus", "aeolus", "siren", "hydra", "eris", "europa",
                                   "charybdis", "clio"])
def test_random_games_against_what_outlasts_the_power_hand_the_powers_over(other):
    """A hero's spent mark stays on his card, a token or a head on the board, Eris' mark in play,
    through the flips."""
    rng = random.Random(f"nyx-{other}")
    assert sum(play_both(lineup(seat, other, rng), rng, steer=True) for seat in (0, 1)) >= 1


#   EVEN with four more squares on level 3 (a5, e5, a1, e1): no complete tower, six to dome.
TALL = "30103/01B230/12A01A3/002B10/30003"


def tall_games(other: str, rng: random.Random, games: int, choose, after, rulings: frozenset[str] = frozenset()) -> None:
    """``games`` random games in lockstep from TALL with Nyx in each seat against ``other``, each
    with a Night Power drawn among those the lineup allows and a seat to move drawn too."""
    for seat in (0, 1):
        for _ in range(games):
            night = rng.choice([name for name in sorted(NIGHT_POWERS) if night_problem(name, ["nyx", other]) is None])
            seats = [f"nyx[{night}]", other] if seat == 0 else [other, f"nyx[{night}]"]
            start = f"{TALL} {rng.choice((1, 2))} A:{seats[0]},B:{seats[1]} 6 -"
            play_in_lockstep(start, rng, TURNS, choose, after, rulings)


@pytest.mark.parametrize("text", ["revised", "original"])
def test_random_games_where_heracles_domes_towers_in_his_spree(text):
    """His power's turns and his domes on level 3 drawn first: sprees that change the count's
    parity before their end, core = oracle throughout."""
    rulings = frozenset({"revised-text"}) if text == "original" else frozenset()
    rng = random.Random(f"nyx-heracles-{text}")
    odd_in_spree = 0

    def choose(ref: RefPosition, tokens: list[str]) -> str:
        heaving = [t for t in tokens if "-" not in t and t != "pass" and "*" not in t or "-" in t and "^" not in t
                   or t.count("^") > 1]
        return rng.choice(heaving if heaving and rng.random() < 0.8 else tokens)

    def spree(ref: RefPosition) -> int:
        nonlocal odd_in_spree
        odd_in_spree += ref.spree is not None and towers(ref) % 2 == 1
        return 0

    tall_games("heracles", rng, 3, choose, spree, rulings)
    assert odd_in_spree >= 1


def test_random_games_where_dionysus_domes_towers_and_takes_extra_turns():
    """Towers completed first: extra turns that change the count's parity before their end,
    core = oracle throughout."""
    rng = random.Random("nyx-dionysus")
    odd_in_extra = 0

    def choose(ref: RefPosition, tokens: list[str]) -> str:
        towering = [t for t in tokens if completes_a_tower(ref, t)]
        return rng.choice(towering if towering and rng.random() < 0.8 else tokens)

    def extra(ref: RefPosition) -> int:
        nonlocal odd_in_extra
        odd_in_extra += ref.extra > 0 and towers(ref) % 2 == 1
        return 0

    tall_games("dionysus", rng, 4, choose, extra)
    assert odd_in_extra >= 1
