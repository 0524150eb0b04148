"""Chance (issue: the promo gods, hidden information and chance): Tyche's deck seen from the
referee, the searching engine, USP and the GUI. The rules of her draw are checked on the core
and the oracle in test_tyche.py; here:

1. the odds a draw node lists (``Board.chance_odds``), the referee's deal (``Board.deal``,
   ``Board.play_chance``): the six comes with its chance, a fixed seed replays a game exactly;
2. the search averages over the draws (expectimax): a position where the six wins and a blank
   loses is worth the six's share of a win, whatever order a referee holds;
3. no peeking: the engine's choice, score and node count do not change when only the deck's
   order changes (or is unknown);
4. USP: ``sfen`` and ``d`` never print the order, ``go`` at a draw node draws (an ``info string
   chance`` line, then ``bestmove draw:N``), the capability line; the match runner, the GUI
   and the in-process players deal the draws as referees.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from santorini import Board
from santorini.engine.analysis import Engine, Limit
from santorini.engine.players import GreedyPlayer
from santorini.gui.game import Game
from santorini.protocol.capabilities import capability_lines
from test_usp import EngineProcess

#: Tyche (A) on b3 and d3, a mortal (B) on d2 and e2, two blanks out.
QUIET = "00000/00000/00A00A0/0000B0B/00000 1 A:tyche[{}],B:mortal 5 {}"

#: A on a5 (level 1) next to b5 (2), c5 (3) beyond it; B on e1 (level 2) next to e2 (3). Whatever
#: A plays, B climbs e2 next unless A's six gives her the extra turn that climbs c5 first.
COIN = "1A2300/00000/00000/00003/0A000B2B 1 A:{},B:mortal 5 -"


@pytest.fixture
def usp():
    """The USP engine in a subprocess."""
    engine = EngineProcess()
    yield engine
    engine.close()


def quiet(state: str, extra: str = "-") -> Board:
    return Board(QUIET.format(state, extra))


# ---------------------------------------------------------------------- 1. odds and deals


@pytest.mark.parametrize("state,odds", [
    ("0,draw", {"draw:0": 5, "draw:6": 1}),
    ("2,draw", {"draw:0": 3, "draw:6": 1}),
    ("5,draw", {"draw:6": 1}),                 # the six is the last card
    ("2,draw|0", {"draw:6": 1}),               # a referee knows it is on top
    ("2,draw|2", {"draw:0": 3}),
])
def test_the_odds_of_a_draw(state, odds):
    assert quiet(state, "resume:1").chance_odds() == odds


@pytest.mark.parametrize("state,extra", [("2", "-"), ("0,extra", "resume:1"), ("2|1", "-")])
def test_no_odds_where_a_seat_chooses(state, extra):
    assert quiet(state, extra).chance_odds() == {}


def test_the_deal_fixes_an_unknown_order_and_keeps_a_known_one():
    depths = Counter()
    for seed in range(200):
        board = quiet("2")
        board.deal(random.Random(seed))
        state = board.sfen().split()[2].split(",")[0]
        assert state.startswith("A:tyche[2|")
        depths[int(state[len("A:tyche[2|"):-1])] += 1
        board.deal(random.Random(seed + 1000))
        assert board.sfen().split()[2].startswith(state)      # dealt once: it stays
    assert sorted(depths) == [0, 1, 2, 3] and min(depths.values()) > 25   # four cards left, each depth alike


def test_the_six_comes_with_its_chance():
    """From a full deck the six is drawn about one time in six; after it the deck is whole again."""
    sixes = 0
    for seed in range(600):
        board = quiet("0,draw", "resume:1")
        (card,) = board.play_chance(random.Random(seed))
        sixes += card.token == "draw:6"
        assert board.sfen().split()[2].startswith("A:tyche[0,extra|" if card.token == "draw:6" else "A:tyche[1")
    assert 60 <= sixes <= 145       # 100 expected; the bounds are about four standard deviations


def greedy_game(seed: int) -> list[str]:
    """A game of two greedy players with Tyche, its draws dealt by a referee seeded with seed."""
    board = Board("00000/00000/00000/00000/00000 1 A:tyche,B:apollo 1 -")
    chance, players = random.Random(seed), {"A": GreedyPlayer(7), "B": GreedyPlayer(8)}
    for token in ("+b2+d4", "+b4+d2"):
        board.push(token)
    while board.outcome() is None and len(board.move_stack) < 200:
        board.play_chance(chance)
        if board.outcome() is None:
            board.push(players[board.side_to_move].choose(board))
    return [move.token for move in board.move_stack]


def test_a_fixed_seed_replays_a_game_exactly():
    first, again, other = greedy_game(11), greedy_game(11), greedy_game(12)
    assert first == again
    assert any(token.startswith("draw:") for token in first)
    assert first != other


# ---------------------------------------------------------------------- 2. the search averages


@pytest.mark.parametrize("state,cards_left", [("tyche", 6), ("tyche[3]", 3), ("tyche[4]", 2), ("tyche[4|0]", 2)])
def test_the_search_scores_the_six_s_share_of_a_win(state, cards_left):
    """A win with the six (one card of those left), a loss with a blank: the score is the
    mean of the two (win and loss scores are near +-30000), what order a referee holds aside."""
    result = Engine().search(Board(COIN.format(state)), Limit(depth=6))
    expected = 30000 * (1 - (cards_left - 1)) / cards_left
    assert result.best.token.startswith("a5-b5")
    assert abs(result.lines[0].score.cp - expected) < 10


def test_a_mortal_in_her_place_is_lost():
    assert Engine().search(Board(COIN.format("mortal")), Limit(depth=6)).lines[0].score.loss == 2


# ---------------------------------------------------------------------- 3. no peeking


@pytest.mark.parametrize("public,orders,extra", [
    ("2", ["2|0", "2|1", "2|3"], "-"),
    ("0,extra", ["0,extra|0", "0,extra|5"], "resume:1"),
])
def test_the_engine_never_sees_the_order(public, orders, extra):
    def search(state: str) -> tuple:
        engine = Engine(hash_mb=8)
        result = engine.search(quiet(state, extra), Limit(nodes=30000))
        line = result.lines[0]
        return result.best.token, line.score, line.nodes, [move.token for move in line.pv]

    unknown = search(public)
    assert all(search(state) == unknown for state in orders)


# ---------------------------------------------------------------------- 4. USP, players, GUI


def test_the_engine_draws_at_a_draw_node():
    engine = Engine()
    assert engine.search(quiet("2,draw|0", "resume:1")).best.token == "draw:6"    # the card on top
    drawn = {engine.search(board := quiet("2,draw", "resume:1")).best.token for _ in range(3)}
    assert len(drawn) == 1 and drawn <= {"draw:0", "draw:6"}    # seeded: the same card each time
    cards = Counter()
    for seed in range(200):
        engine.seed = seed
        cards[engine.search(board).best.token] += 1
    assert 25 <= cards["draw:6"] <= 80      # one in four expected


def test_usp_never_prints_the_order(usp):
    e = usp
    e.send("position sfen " + QUIET.format("2,draw|0", "resume:1"))
    e.send("sfen")
    assert e.read_until("sfen")[-1] == "sfen " + QUIET.format("2,draw", "resume:1")
    e.send("d")
    assert e.read_until("sfen")[-1] == "sfen " + QUIET.format("2,draw", "resume:1")
    e.send("validmoves")
    assert e.read_until("validmoves")[-1] == "validmoves draw:6"    # the referee's position: its card


def test_usp_go_at_a_draw_node_draws(usp):
    e = usp
    e.send("usp")
    assert "capability chance chaos tyche" in e.read_until("uspok")
    e.send("position sfen " + QUIET.format("2,draw", "resume:1"))
    e.send("go movetime 50")
    lines = e.read_until("bestmove")
    assert lines[-2] == "info string chance: draw:0 3/4 draw:6 1/4"
    assert lines[-1] in ("bestmove draw:0", "bestmove draw:6")


def test_the_capability_line():
    assert "capability chance chaos tyche" in capability_lines()


def test_the_gui_draws_after_her_turn():
    game = Game(QUIET.format("2", "-"))
    game.chance.seed(3)
    game.play("b3-b4^b5")
    assert game.moves[0] == "b3-b4^b5" and game.moves[1] in ("draw:0", "draw:6") and game.cursor == 2
    game.goto(1)                        # no game rests on a draw: on past the card kept
    assert game.cursor == 2 and Game(QUIET.format("2", "-"), game.moves).moves == game.moves


def test_the_greedy_player_takes_her_view_after_her_turn():
    """After her turn she is still to act (her draw): the greedy player scores it from her side,
    so it plays what the engine's one-ply evaluation prefers for her, as for a mortal."""
    for state, god in (("2", "tyche"), (None, "mortal")):
        board = Board(QUIET.replace("tyche[{}]", god).format("-") if state is None else QUIET.format(state, "-"))
        scores = {}
        for move in board.legal_moves:
            board.push(move)
            view = 1 if board.side_to_move == "A" else -1
            scores[move.token] = view * board._core.evaluate()
            board.pop()
        best = max(scores.values())
        assert scores[GreedyPlayer(1).choose(board).token] == best


def test_self_play_records_no_draw_and_replays():
    """Self-play with Tyche: the draws are the referee's (seeded by the job), never a searched
    position; the same task plays the same game."""
    from santorini.tools.selfplay import SelfPlayTask, play_task

    task = SelfPlayTask(game=1, seed=5, nodes=2000, gods=("tyche", "apollo"), random_plies=4)
    positions = play_task(task)
    assert positions and all(not p["move"].startswith("draw:") for p in positions)
    assert all(Board(p["sfen"]).chance_odds() == {} for p in positions)
    assert play_task(task) == positions


def test_a_review_marks_a_draw_as_chance():
    from santorini.engine.review import review

    game = review(QUIET.format("2", "-"), ["b3-b4^b5", "draw:6", "b4-b3^b4"], depth=3)
    marks = [turn.mark for turn in game.turns]
    assert marks[1] == "chance" and game.turns[1].loss == 0 and "chance" not in (marks[0], marks[2])


@pytest.mark.parametrize("state,proven", [("tyche[5]", True), ("tyche[4]", False), ("tyche[4|0]", False)])
def test_a_proof_holds_whatever_the_card(state, proven):
    """The proof search proves a win only if it comes whatever the deck draws (a draw is an AND
    node) and never reads a referee's order: with the six the only card left, her extra turn's
    climb wins in 3; with a blank left, B may climb first, the six on top or not."""
    from santorini.engine.solve import solve

    solution = solve(Board(COIN.format(state)), max_plies=6)
    if proven:
        assert solution.score.win == 3 and [move.token for move in solution.line] == ["a5-b5^a4", "draw:6", "b5-c5"]
    else:
        assert solution.score is None or solution.score.win is None


@pytest.mark.parametrize("best_reply", [True, False], ids=["best-reply", "paranoid"])
@pytest.mark.parametrize("players,gods", [(3, ["apollo", "tyche", "pan"]), (4, ["tyche", "minotaur", "athena", "demeter"])])
def test_the_engine_plays_tyche_games_with_more_players(players, gods, best_reply):
    """Whole games with Tyche among three or four players, every seat the engine at a small
    budget (best-reply search passes over her draws), the referee dealing: every turn is legal
    and the game goes on to its end."""
    from santorini.notation import start_sfen

    board = Board(start_sfen(players, gods))
    rng, engine = random.Random(players), Engine(hash_mb=8)
    engine.best_reply = best_reply
    draws = 0
    while board.outcome() is None and len(board.move_stack) < 150:
        draws += len(board.play_chance(rng))
        if board.outcome() is None:
            board.push(engine.search(board, Limit(nodes=1500)).best)
    assert draws > 0 and board.outcome() is not None
