"""Siren's long songs, core against oracle: a packed turn holds ten forces (the first a FORCE
and a TO step, each next one a TO alone), so she sings against Hydra's ten heads with 2
players and Gaea's four workers with 3. Every turn of positions with many opposing workers
leads to the same position in both; random games steered towards the longest songs agree
turn by turn; a song written in any order that can be played reads as the canonical turn.
"""

from __future__ import annotations

import random

import pytest

from conftest import board_field, play_in_lockstep
from santorini import Board
from santorini.errors import IllegalMoveError
from santorini.reference import RefPosition

REVISED = frozenset({"revised-text"})

#: Ten Hydra heads in lines along the Song (east), some on blocks; seven with a free row in
#: front; Gaea's four and a mortal's two with 3 players (Song north).
TEN_HEADS = (f"{board_field(a1='A', e1='A', a2='B', a3='1B', a4='B', a5='2B', b3='B', b4='1B', b5='B', c3='2B', c4='B', c5='B', d3='3', d5='2')}"
             " 1 A:siren[e],B:hydra 9 -")
SEVEN_HEADS = (f"{board_field(a1='A', e1='A', a2='B', a3='B', a4='B', a5='B', c2='1B', c4='B', c5='B', d4='3', b5='1')}"
               " 1 A:siren[e],B:hydra 9 -")
GAEA_AND_MORTAL = (f"{board_field(a1='A', e1='A', a2='B', b3='B', c2='B', d3='B', e2='C', c4='C', c3='3', e3='2')}"
                   " 1 A:siren[n],B:gaea[0],C:pan 9 -")


@pytest.mark.parametrize("rulings", [frozenset(), REVISED], ids=["revised", "original"])
@pytest.mark.parametrize("sfen", [TEN_HEADS, SEVEN_HEADS, GAEA_AND_MORTAL], ids=["ten-heads", "seven-heads", "gaea"])
def test_every_song_leads_where_the_oracle_goes(sfen, rulings):
    ref = RefPosition(sfen, rulings)
    tokens = ref.legal_turns()
    core = Board(sfen, rulings=set(rulings))
    assert sorted(move.token for move in core.legal_moves) == tokens
    longest = max(token.count(">") for token in tokens)
    assert longest == sum(1 for cell in sfen.split()[0] if cell in "BC")
    for token in tokens:
        after = ref.copy()
        after.play(token)
        core.push(token)
        assert core.sfen() == after.sfen(), token
        core.pop()


def test_a_song_in_another_playable_order_is_the_canonical_turn():
    board = Board(TEN_HEADS)
    canonical = "a1>a2>c3>b3>a3>c4>b4>a4>c5>b5>a5^a2"
    assert canonical in {move.token for move in board.legal_moves}
    assert board.parse("a1>c5>b5>a5>c4>b4>a4>c3>b3>a3>a2^a2").token == canonical
    before = board.sfen()
    for written in ("a1>a3>a2^a2",              # a3 cannot go while b3 stands in front of it
                    "a1>a2>a2^b1",              # a2 is empty once its worker is forced
                    "a1>a2>b2^b1",              # the worker forced onto b2 is not forced twice
                    "e1>a2^a2",                 # e1 cannot build on a2
                    "a1>e1^b1"):                # her own worker is not sung
        with pytest.raises(IllegalMoveError):
            board.parse(written)
    assert board.sfen() == before


def longest_song_half_the_time(rng: random.Random):
    def choose(ref: RefPosition, tokens: list[str]) -> str:
        if rng.random() < 0.5:
            most = max(token.count(">") for token in tokens)
            return rng.choice([token for token in tokens if token.count(">") == most])
        return rng.choice(tokens)
    return choose


@pytest.mark.parametrize("rulings", [frozenset(), REVISED], ids=["revised", "original"])
@pytest.mark.parametrize("sfen", [TEN_HEADS, SEVEN_HEADS, GAEA_AND_MORTAL], ids=["ten-heads", "seven-heads", "gaea"])
@pytest.mark.parametrize("seed", range(5))
def test_random_games_of_long_songs_agree(sfen, rulings, seed):
    rng = random.Random(seed)
    play_in_lockstep(sfen, rng, 16, choose=longest_song_half_the_time(rng), rulings=rulings)
