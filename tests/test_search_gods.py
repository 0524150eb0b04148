"""The search plays every pairing of the gods the engine plays and mortal (but banned pairs),
in the core, and a whole game of each god against itself (3 and 4 players too)."""

import itertools

import pytest

from santorini import Board
from santorini.engine.analysis import analyse

from santorini.rules.gods import allowed, banned

GODS = ("mortal", "apollo", "artemis", "athena", "atlas", "demeter", "hephaestus", "hermes", "minotaur", "pan",
        "prometheus", "aphrodite", "ares", "bia", "charon", "chronus", "circe", "dionysus", "eros", "hera",
        "hestia", "hypnus", "limus", "medusa", "morpheus", "persephone", "poseidon", "selene", "triton", "zeus",
        "hades", "terpsichore", "urania", "harpies", "hydra", "eris", "heracles", "nyx", "gaea")
MIDGAME = "00100/01B200A/012B10/00A200/00000 1 A:{},B:{} 6 -"


@pytest.mark.parametrize("first,second", [(a, b) for a, b in itertools.product(GODS, GODS) if not banned(a, b)])
def test_search_every_pairing(first, second):
    board = Board(MIDGAME.format(first, second))
    info = analyse(board, depth=2)[0]
    assert info.pv and info.pv[0] in board.legal_moves
    replayed = board.copy()
    for move in info.pv:
        replayed.push(move.token)     # every PV replays through the token parser too


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("god", GODS[1:])
def test_search_plays_whole_games(god, players):
    if not allowed(god, players):
        pytest.skip(f"{god} does not play with {players} players")
    sides = {2: "AB", 3: "ABC", 4: "ABAB"}[players]
    third = "demeter" if banned(god, "pan") else "pan"
    gods = [god, "apollo" if god == "circe" else god, third, "atlas"][:players] if players > 2 else [
        god, "apollo" if god == "circe" else god]
    board = Board("00000/00000/00000/00000/00000 1 " + ",".join(f"{s}:{g}" for s, g in zip(sides, gods)) + " 1 -")
    while board.outcome() is None and len(board.move_stack) < 120:
        # A budget too small for a first full depth gives no line: then depth 1.
        info = (analyse(board, nodes=3000) or analyse(board, depth=1))[0]
        board.push(info.pv[0].token)
    assert board.outcome() is not None


def test_the_engine_does_not_go_round_for_ever_with_ares():
    # Ares' removals let positions repeat: from this one (a 4-ply cycle of a benchmark
    # game) the engine, ahead, went round with the greedy player for hundreds of plies
    # until the search scored a repetition as a draw.
    from santorini.engine.analysis import Engine, Limit
    from santorini.engine.players import GreedyPlayer
    board = Board("00000/00000/001B02/00A10B1A/00000 2 A:ares,B:ares 102 -")
    engine, greedy = Engine(hash_mb=4), GreedyPlayer(8)
    seen = set()
    for _ in range(200):
        if board.outcome() is not None:
            break
        if board.side_to_move == "B":
            assert board.sfen() not in seen, "the engine went back to a position it left"
            seen.add(board.sfen())
            board.push(engine.search(board, Limit(nodes=20000)).best)
        else:
            board.push(greedy.choose(board))
    assert board.outcome() is not None and board.outcome().winner == "B"
