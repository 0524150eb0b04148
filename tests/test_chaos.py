"""Chaos (gods.md §3.2, 14) on the native core:

1. his deck holds the Simple Gods no seat's card is, less (the ``chaos-deck`` ruling's default)
   those banned against a god in the game; before anyone places, with the setup choices, his seat
   reveals the first (``draw:N``, N the god's index), and he has that power and no other;
2. after any turn that built a dome (anyone's, any level) his seat reveals the next between turns
   (``chaos[atlas,draw]`` with ``resume:K``): the power goes to the discards, an empty deck takes
   them back shuffled, the new power starts from its default state (Athena's memory is dropped);
   no dome, no reveal;
3. chance: a position that knows the order lists the card on top, one that does not every card
   the draw may turn up, each as likely; the search never knows it, a referee deals it, and a
   game with a fixed seed replays exactly;
4. SFEN round trips and refusals; 2, 3 and 4 players; the engine's bans;
5. the oracle (santorini.reference.chaos) agrees: its perft table, random games against every
   opponent in both seats, 3 and 4 players, the ``chaos-deck`` ruling, a referee's known order.
"""

from __future__ import annotations

import random

import pytest

from conftest import (RecountedOracleTables, named_perft_table, opening, oracle_playable_gods,
                      play_against, play_in_lockstep)
from santorini import Board
from santorini.engine.analysis import Engine, Limit
from santorini.engine.players import GreedyPlayer
from santorini.errors import SfenError, UnsupportedError
from santorini.notation import start_sfen
from santorini.reference import RefPosition
from santorini.reference.chaos import CHAOS_BANNED, deck_gods
from santorini.rules.gods import CHAOS_ENGINE_BANS, PLAYABLE, banned, chaos_deck, lineup_problem

#: The mid-game board (tests/data/god_perft_tables.MIDGAME): A's workers on b3 (level 2) and d3
#: (level 1), B's on b4 and c2; d4 on level 3, e3 a complete tower.
MIDGAME = "00100/01B230/12A01A3*/002B10/00000"
ALL_SIMPLE = ["apollo", "artemis", "athena", "atlas", "demeter", "hephaestus", "hermes", "minotaur", "pan",
              "prometheus"]


def tokens(board: Board) -> list[str]:
    return sorted(move.token for move in board.legal_moves)


def after(sfen: str, *played: str) -> Board:
    board = Board(sfen)
    for token in played:
        board.push(token)
    return board


# ---------------------------------------------------------------------- (a) rulings


def test_the_first_reveal_comes_before_anyone_places():
    board = Board(start_sfen(2, ["chaos", "mortal"]))
    assert tokens(board) == sorted(f"draw:{i}" for i in range(1, 11))
    assert set(board.chance_odds().values()) == {1}
    board.push("draw:9")
    assert board.sfen() == "00000/00000/00000/00000/00000 1 A:chaos[pan],B:mortal 1 -"
    assert all(token.startswith("+") for token in tokens(board))


def test_the_deck_leaves_out_the_gods_in_play_and_their_bans():
    board = Board(start_sfen(2, ["hades", "chaos"]))
    assert "draw:9" not in tokens(board)           # Pan: banned against Hades
    assert chaos_deck(["hades", "chaos"]) == tuple(name for name in ALL_SIMPLE if name != "pan")
    ruled = Board(start_sfen(2, ["hades", "chaos"]), rulings={"chaos-deck"})
    assert "draw:9" in tokens(ruled)
    assert "draw:1" not in tokens(Board(start_sfen(2, ["apollo", "chaos"])))


def test_he_plays_the_power_he_holds():
    # Holding Atlas he may dome at any level; holding Apollo he may swap.
    atlas = tokens(Board(f"{MIDGAME} 1 A:chaos[atlas],B:mortal 6 -"))
    apollo = tokens(Board(f"{MIDGAME} 1 A:chaos[apollo],B:mortal 6 -"))
    assert any(token.endswith("*") for token in atlas) and not any(token.endswith("*") for token in apollo)
    assert any(token.startswith("b3-b4") for token in apollo) and not any(token.startswith("b3-b4") for token in atlas)


def test_a_dome_switches_his_power_after_the_turn():
    board = after(f"{MIDGAME} 1 A:chaos[atlas,apollo],B:mortal 6 -", "b3-a2^a1*")
    assert board.sfen() == "00100/01B230/1201A3*/0A02B10/0*0000 1 A:chaos[atlas,apollo,draw],B:mortal 6 resume:1"
    assert tokens(board) == ["draw:10", "draw:2", "draw:3", "draw:5", "draw:6", "draw:7", "draw:8", "draw:9"]
    board.push("draw:3")
    assert board.sfen() == "00100/01B230/1201A3*/0A02B10/0*0000 2 A:chaos[athena,apollo,atlas],B:mortal 6 -"


def test_an_opponents_dome_switches_it_too_and_no_dome_does_not():
    sfen = f"{MIDGAME} 2 A:chaos[pan],B:mortal 6 -"
    domed = after(sfen, "b4-c4^d4")                    # B's dome on d4 (level 3)
    assert "A:chaos[pan,draw]" in domed.sfen() and "resume:2" in domed.sfen()
    plain = after(sfen, "c2-d2^e2")
    assert "A:chaos[pan]" in plain.sfen() and "resume" not in plain.sfen()


def test_athenas_memory_does_not_carry_over_a_switch():
    # d3-c4 moves up, ^d4 domes the level-3 square: a complete tower, then the reveal.
    board = after(f"{MIDGAME} 1 A:chaos[athena],B:mortal 6 -", "d3-c4^d4")
    assert "A:chaos[athena,draw]" in board.sfen()
    board.push("draw:9")
    assert "A:chaos[pan,athena]," in board.sfen()
    held = after(f"{MIDGAME} 1 A:chaos[athena],B:mortal 6 -", "d3-c4^b5")
    assert "A:chaos[athena:^]" in held.sfen()                       # no dome: the memory holds


def test_an_empty_deck_takes_the_discards_back():
    discards = ",".join(name for name in ALL_SIMPLE if name != "pan")
    board = Board(f"{MIDGAME} 1 A:chaos[pan,{discards},draw],B:mortal 6 resume:2")
    assert tokens(board) == sorted(f"draw:{i}" for i in range(1, 11))     # Pan may come back at once
    board.push("draw:9")
    assert "A:chaos[pan]," in board.sfen()


def test_a_known_order_lists_the_card_on_top():
    board = Board(f"{MIDGAME} 1 A:chaos[atlas,draw|pan,hermes,apollo,artemis,athena,demeter,hephaestus,"
                  "minotaur,prometheus],B:mortal 6 resume:1")
    assert tokens(board) == ["draw:9"]
    board.push("draw:9")
    assert board.sfen().split(" ")[2] == ("A:chaos[pan,atlas|hermes,apollo,artemis,athena,demeter,hephaestus,"
                                          "minotaur,prometheus],B:mortal")
    assert "|" not in board.sfen(viewer=1) and "|" not in board.sfen(viewer=2)


# ---------------------------------------------------------------------- (b) SFEN


@pytest.mark.parametrize("state", ["pan", "athena:^", "pan,apollo,atlas", "pan,apollo,draw",
                                   "|pan,apollo,artemis,athena,atlas,demeter,hephaestus,hermes,minotaur,prometheus",
                                   "pan,apollo|hermes,atlas,artemis,athena,demeter,hephaestus,minotaur,prometheus"])
def test_states_round_trip(state):
    to_move, resume = ("1", " resume:2") if state.endswith("draw") else ("2", "")
    board = "00000/00000/00000/00000/00000" if state.startswith("|") else MIDGAME
    rnd = "1" if state.startswith("|") else "6"
    sfen = f"{board} {to_move if not state.startswith('|') else '1'} A:chaos[{state}],B:mortal {rnd} -{resume}"
    sfen = sfen.replace(" -" + resume, resume) if resume else sfen
    assert Board(sfen).sfen() == sfen


@pytest.mark.parametrize("sfen", [
    f"{MIDGAME} 2 A:chaos[zeus],B:mortal 6 -",                       # not a Simple God
    f"{MIDGAME} 2 A:chaos[pan,pan],B:mortal 6 -",                    # twice
    f"{MIDGAME} 2 A:chaos[pan,atlas,apollo],B:mortal 6 -",           # discards out of order
    f"{MIDGAME} 2 A:chaos[pan|apollo],B:mortal 6 -",                 # an order that is not the deck
    f"{MIDGAME} 1 A:chaos[pan,draw],B:mortal 6 -",                   # a reveal due without resume
    f"{MIDGAME} 2 A:chaos,B:mortal 6 -",                             # no power once placed
    f"{MIDGAME} 2 A:hades,B:chaos[pan] 6 -",                         # Pan is not in his deck
    f"{MIDGAME} 1 A:chaos[athena:^,draw],B:mortal 6 resume:1",       # a state for a power going
])
def test_bad_states_are_refused(sfen):
    with pytest.raises(SfenError):
        Board(sfen)


def test_two_three_and_four_players():
    for players in (2, 3, 4):
        gods = ["chaos", "apollo", "atlas", "pan"][:players]
        board = Board(start_sfen(players, gods))
        assert len(tokens(board)) == len(chaos_deck(gods))


def test_the_engine_bans():
    for other in CHAOS_ENGINE_BANS:
        assert lineup_problem(["chaos", other], 2) is not None
    with pytest.raises(UnsupportedError):
        Board(start_sfen(2, ["chaos", "circe"]))


def test_under_the_deck_ruling_no_simple_god_the_engine_does_not_play_against_the_others():
    """The ruling's alternative keeps every Simple God: against Gaea his deck would hold Demeter,
    whose turn goes on after a dome (the engine does not play her against Gaea), so the lineup is
    refused then only.  Against Tartarus it holds Hermes, whom the engine plays there."""
    sfen = start_sfen(2, ["chaos", "gaea"], to_move=1)
    assert "demeter" not in chaos_deck(["chaos", "gaea"])
    assert Board(sfen).sfen() == sfen
    assert "demeter" in lineup_problem(["chaos", "gaea"], 2, {"chaos-deck"})
    with pytest.raises(UnsupportedError, match="demeter"):
        Board(sfen, rulings={"chaos-deck"})
    assert "hermes" in chaos_deck(["chaos", "tartarus"])
    Board(start_sfen(2, ["chaos", "tartarus"], to_move=1), rulings={"chaos-deck"})
    Board(start_sfen(2, ["chaos", "hades"], to_move=1), rulings={"chaos-deck"})    # Pan only meets an official ban


# ---------------------------------------------------------------------- (c) chance and the engine


def referee_game(gods: list[str], seed: int, plies: int = 200) -> list[str]:
    """A game of greedy players refereed from the seed: every draw dealt, every turn chosen by it."""
    board = Board(start_sfen(len(gods), gods))
    rng = random.Random(seed)
    players = [GreedyPlayer(seed + seat) for seat in range(len(gods))]
    board.play_chance(rng)
    while board.outcome() is None and len(board.move_stack) < plies:
        board.push(players[board.turn - 1].choose(board))
        board.play_chance(rng)
        assert Board(board.sfen()).sfen() == board.sfen()
    return [move.token for move in board.move_stack]


@pytest.mark.parametrize("gods", [["chaos", "mortal"], ["atlas", "chaos"], ["chaos", "zeus", "demeter"],
                                  ["chaos", "apollo", "hephaestus", "minotaur"]])
def test_a_fixed_seed_replays_exactly(gods):
    first = referee_game(gods, 7)
    assert first == referee_game(gods, 7)
    assert first[0].startswith("draw:")


def test_the_referee_switches_his_power_in_long_games():
    switched = sum(sum(token.startswith("draw:") for token in referee_game(["chaos", "atlas"], seed)) - 1
                   for seed in range(6))
    assert switched >= 3


def test_the_search_does_not_read_the_order():
    # The mortal to move may dome d4: then Chaos reveals Pan or Hermes, as the order says.
    sfen = (f"{MIDGAME} 2 A:chaos[atlas|pan,hermes,apollo,artemis,athena,demeter,hephaestus,minotaur,"
            "prometheus],B:mortal 6 -")
    other = sfen.replace("|pan,hermes,", "|hermes,pan,")
    found = set()
    for position in (sfen, other):
        result = Engine(hash_mb=1).search(Board(position), Limit(depth=3))
        found.add((result.best.token, tuple((line.pv[0].token, str(line.score)) for line in result.lines)))
    assert len(found) == 1


@pytest.mark.parametrize("gods", [("chaos", "mortal"), ("pan", "chaos"), ("chaos", "athena", "atlas")])
def test_the_engine_plays_whole_games_with_him(gods):
    board = Board(start_sfen(len(gods), list(gods)))
    rng = random.Random(1)
    engine = Engine(hash_mb=1)
    board.play_chance(rng)
    while board.outcome() is None and len(board.move_stack) < 150:
        board.push(engine.search(board, Limit(nodes=3000)).best)
        board.play_chance(rng)
    assert board.outcome() is not None


# ---------------------------------------------------------------------- (d) the oracle


class TestOracleTables(RecountedOracleTables):
    ROWS = named_perft_table("perft-chaos.tsv")


def domes_often(rng: random.Random):
    """Any turn, but a third of the time one that builds a dome, when one does: reveals come often."""
    def choose(ref: RefPosition, listed: list[str]) -> str:
        domed = [token for token in listed if "*" in token]
        return rng.choice(domed if domed and rng.random() < 0.3 else listed)
    return choose


OPPONENTS = sorted(god for god in oracle_playable_gods(2) if god != "chaos" and lineup_problem(["chaos", god], 2) is None)


def test_the_oracles_deck_and_bans_are_the_catalogs():
    """The oracle writes its own deck and bans (it shares no code with the engine)."""
    assert CHAOS_BANNED == {god for god in PLAYABLE if banned("chaos", god)}
    for other in PLAYABLE:
        for every in (False, True):
            assert deck_gods(("chaos", other), every) == chaos_deck(["chaos", other], every), other


def test_he_faces_most_gods():
    assert len(OPPONENTS) >= 55


@pytest.mark.parametrize("other", OPPONENTS)
@pytest.mark.parametrize("seat", [0, 1])
def test_random_games_agree_with_the_oracle(other, seat):
    play_against("chaos", other, seat, 40, domes_often)


def lineups(players: int) -> list[tuple[str, ...]]:
    """Chaos with gods he may face, each such god in one lineup, in seeded seat orders."""
    gods = [god for god in oracle_playable_gods(players) if god != "chaos" and lineup_problem(["chaos", god], 2) is None]
    rng = random.Random(f"chaos {players}p")
    rng.shuffle(gods)
    found = []
    while len(gods) >= players - 1:
        lineup = ["chaos"] + [gods.pop() for _ in range(players - 1)]
        if lineup_problem(lineup, players) is None:
            rng.shuffle(lineup)
            found.append(tuple(lineup))
    return found


@pytest.mark.parametrize("gods", lineups(3) + lineups(4), ids="-".join)
def test_random_multiplayer_games_agree_with_the_oracle(gods):
    rng = random.Random(f"chaos {gods}")
    play_in_lockstep(opening(list(gods)), rng, 60, domes_often(rng))


@pytest.mark.parametrize("other", ["hades", "harpies", "adonis", "mortal"])
def test_random_games_under_the_deck_ruling_agree_with_the_oracle(other):
    rng = random.Random(f"chaos-deck {other}")
    play_in_lockstep(opening(["chaos", other]), rng, 40, domes_often(rng), rulings=frozenset({"chaos-deck"}))


def test_a_known_order_plays_alike_on_both():
    """A referee's position (the order known) lists the same single reveal on the oracle and the
    core after each dome, and both deal it alike."""
    order = ",".join(random.Random(3).sample(ALL_SIMPLE, len(ALL_SIMPLE)))
    rng = random.Random("chaos known order")
    one_card = play_in_lockstep(f"00000/00000/00000/00000/00000 1 A:chaos[|{order}],B:mortal 1 -", rng, 60,
                                domes_often(rng), after=lambda ref: sum(t.startswith("draw:") for t in ref.legal_turns()) == 1)
    assert one_card >= 2
