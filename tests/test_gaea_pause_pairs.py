"""Gaea in the middle of a turn of Castor & Pollux' build mode and of Terpsichore's builds (gods.md §3.3,
35; santorini/reference/gaea.py, "The other worker's rest"): the two powers whose two workers each build
once, the one after the other. The rulings checked here:

1. the pause: with exactly two workers, in a turn of theirs, a FIRST build that domes (a block onto
   level 3), after which some Gaea in play with a worker on her card has an eligible square next to it
   (right after the build) and the OTHER worker can still build, ends a turn of its own (one ply):
   Castor's ``b2^c3``, Terpsichore's ``b2-c3,d4-d5,c3^c4`` - her moves, then the builder named by a switch
   (also the last mover: ``,d5^c4``), then its build;
2. her placement next (``resume:K``), then the rest: the other worker's one build (``d4^e5``, ``d5^e5``),
   never ``pass``; its state names that worker (``castor[d4]``, ``terpsichore[d5]``); none left: the builder
   loses (2 players, written as it stands) or is eliminated (3 players); a dome in the rest lets her place
   again;
3. whole turns: only spellings whose first build does not pause, one token per outcome (fewest steps, then
   ASCII): ``d4^e5,b2^c3`` where ``b2^c3`` would pause, ``b2-c3,d4-d5^e5^c4`` where a dome on c4 first would
   (the order played, not ASCII); where both first builds would pause, only the paused parts;
4. no pause: no eligible square, her card empty, the other worker unable to build after, the same square
   twice, a lone worker, Castor's move modes;
5. Castor's two workers both next to c3: two paused parts (``b2^c3`` rest ``d4``; ``d4^c3`` rest ``b2``);
6. order with Chaos (his reveal noted at the pause, after the rest), SFEN round trips and refusals, perft;
7. random games in lockstep, oracle and core (``-k lockstep``; their names hold neither ``oracle`` nor
   ``core``, so ``-k oracle`` runs the scenarios on the oracle alone).

Every scenario runs on the reference oracle and on the native core (the ``game`` fixture).
"""

from __future__ import annotations

import random
import zlib

import pytest

from conftest import (BUILT, after, board_field, counted, opening, play_in_lockstep, starting, tokens_after,
                      raising_towers)
from santorini.errors import SfenError
from santorini.notation import square_index, start_sfen
from santorini.reference import RefPosition
from santorini.reference.gaea import OTHER_WORKER, REST_PHASES
from santorini.rules.gods import lineup_problem


def test_the_pair_powers_pause_with_the_other_workers_rest():
    assert set(OTHER_WORKER) == {"castor", "terpsichore"} and set(OTHER_WORKER) <= set(REST_PHASES)
    assert "aeolus" not in REST_PHASES  # his rest has no worker: gaea.TOKEN_REST
    for gods in (["castor", "gaea"], ["gaea", "terpsichore"], ["gaea", "castor", "terpsichore"]):
        assert lineup_problem(gods, len(gods)) is None
        assert RefPosition(start_sfen(len(gods), gods)).legal_turns()


# ---------------------------------------------------------------------- Castor & Pollux

#   A (Castor) on b2 and d4, B (Gaea) on a5 and e1, c3 and e3 on level 3: c3 next to both of his workers,
#   e3 next to d4.
CASTOR = f"{board_field(b2='A', d4='A', a5='B', e1='B', c3='3', e3='3')} 1 A:castor,B:gaea 5 -"
CASTOR_PAUSED = f"{board_field(b2='A', d4='A', a5='B', e1='B', c3='3*', e3='3')} 2 A:castor[d4],B:gaea[2,c3] 5 resume:1"
CASTOR_PLACED = f"{board_field(b2='A', d4='A', a5='B', e1='B', c4='B', c3='3*', e3='3')} " \
                "1 A:castor[d4],B:gaea[1] 5 resume:1"


def test_castor_first_build_a_dome_stops_the_turn(game):
    """b2^c3 domes c3 (her squares b3, b4, c2, c4, d2, d3 next to it), d4 can still build: the turn stops
    there, one ply; no token goes on through that build. His state names the OTHER worker (d4), the one
    that builds in the rest; her placement next (seat 2, resume:1)."""
    g = game(CASTOR)
    tokens = g.tokens()
    assert "b2^c3" in tokens and not starting(tokens, "b2^c3,")
    g.play("b2^c3")
    assert g.sfen() == CASTOR_PAUSED
    assert g.tokens() == ["+b3", "+b4", "+c2", "+c4", "+d2", "+d3", "pass"]


def test_castor_a_spelling_through_the_stopping_build_is_no_turn(game):
    for token in ("b2^c3,d4^e5", "b2^c3,d4^d5"):
        with pytest.raises(ValueError):
            game(CASTOR).play(token)


def test_castor_rest_is_the_other_workers_build_no_pass(game):
    """Her worker on c4: d4 builds once next to itself (not c3, the dome, nor c4, hers), no pass; then
    seat 2's turn in the same round."""
    g = game(CASTOR_PAUSED)
    g.play("+c4")
    assert g.sfen() == CASTOR_PLACED
    assert g.tokens() == ["d4^c5", "d4^d3", "d4^d5", "d4^e3", "d4^e4", "d4^e5"]
    with pytest.raises(ValueError):
        game(CASTOR_PLACED).play("pass")
    with pytest.raises(ValueError):
        game(CASTOR_PLACED).play("b2^a1")  # the worker that built the dome has built
    g.play("d4^e5")
    assert g.sfen() == f"{board_field(b2='A', d4='A', a5='B', e1='B', c4='B', c3='3*', e3='3', e5='1')} " \
                       "2 A:castor,B:gaea[1] 5 -"


def test_castor_her_pass_then_the_rest(game):
    assert tokens_after(game, CASTOR_PAUSED, "pass") == \
        ["d4^c4", "d4^c5", "d4^d3", "d4^d5", "d4^e3", "d4^e4", "d4^e5"]
    assert after(game, CASTOR_PAUSED, "pass", "d4^c4") == \
        f"{board_field(b2='A', d4='A', a5='B', e1='B', c3='3*', e3='3', c4='1')} 2 A:castor,B:gaea 5 -"


def test_castor_a_dome_in_the_rest_lets_her_place_again(game):
    """The rest domes e3 (level 3): her ordinary placement after the turn, next to e3 (d4 his worker)."""
    g = game(CASTOR_PLACED)
    g.play("d4^e3")
    assert g.sfen() == f"{board_field(b2='A', d4='A', a5='B', e1='B', c4='B', c3='3*', e3='3*')} " \
                       "2 A:castor,B:gaea[1,e3] 5 resume:1"
    assert g.tokens() == ["+d2", "+d3", "+e2", "+e4", "pass"]
    g.play("+e4")
    assert g.sfen() == f"{board_field(b2='A', d4='A', a5='B', e1='B', c4='B', e4='B', c3='3*', e3='3*')} " \
                       "2 A:castor,B:gaea[0] 5 -"


def test_castor_both_workers_dome_c3_two_paused_parts(game):
    """b2 and d4 both touch c3: b2^c3 (rest d4) and d4^c3 (rest b2) leave one board but two turns."""
    tokens = game(CASTOR).tokens()
    assert {"b2^c3", "d4^c3"} <= set(tokens)
    assert after(game, CASTOR, "d4^c3") == CASTOR_PAUSED.replace("castor[d4]", "castor[b2]")
    assert tokens_after(game, CASTOR, "d4^c3", "+c4") == ["b2^a1", "b2^a2", "b2^a3", "b2^b1", "b2^b3", "b2^c1",
                                                          "b2^c2"]


def test_castor_whole_turn_in_playing_order(game):
    """c3 domed by b2, e5 built by d4: b2^c3 first would stop, so the whole turn is d4^e5,b2^c3 (not the
    ASCII order); she places after it. A block by b2 then the dome on c3 by d4 is written b2 first as ever."""
    g = game(CASTOR)
    tokens = g.tokens()
    assert {"d4^e5,b2^c3", "d4^d5,b2^c3", "b2^a1,d4^c3"} <= set(tokens)
    assert not starting(tokens, "d4^c3,") and not starting(tokens, "d4^e3,")
    g.play("d4^e5,b2^c3")
    assert g.sfen() == f"{board_field(b2='A', d4='A', a5='B', e1='B', c3='3*', e3='3', e5='1')} " \
                       "2 A:castor,B:gaea[2,c3] 5 resume:1"
    assert g.tokens() == ["+b3", "+b4", "+c2", "+c4", "+d2", "+d3", "pass"]


def test_castor_both_first_builds_stop_no_whole_turn(game):
    """c3 (by b2 or d4) and e3 (by d4) both pause as first builds: no token domes both; three paused parts."""
    tokens = game(CASTOR).tokens()
    assert not [t for t in tokens if "^c3" in t and "^e3" in t]
    assert {"b2^c3", "d4^c3", "d4^e3"} <= set(tokens)
    assert after(game, CASTOR, "d4^e3") == \
        f"{board_field(b2='A', d4='A', a5='B', e1='B', c3='3', e3='3*')} 2 A:castor[b2],B:gaea[2,e3] 5 resume:1"


@pytest.mark.parametrize("cells,state,token,expected", [
    # her card empty: the two domes one whole turn in ASCII order
    (dict(b2="A", d4="A", a5="B", e1="B", c3="3", e3="3"), "gaea[0]", "b2^c3,d4^e3",
     f"{board_field(b2='A', d4='A', a5='B', e1='B', c3='3*', e3='3*')} 2 A:castor,B:gaea[0] 5 -"),
    # no eligible square next to c3 (its ground neighbours his workers, the others on level 1): no stop, no
    # placement
    (dict(b2="A", d4="A", a5="B", e1="B", c3="3", b3="1", b4="1", c2="1", c4="1", d2="1", d3="1"), "gaea",
     "b2^c3,d4^e5",
     f"{board_field(b2='A', d4='A', a5='B', e1='B', c3='3*', b3='1', b4='1', c2='1', c4='1', d2='1', d3='1', e5='1')}"
     " 2 A:castor,B:gaea 5 -"),
    # the same square twice: the first piece is a block, the second the dome; she places after the turn
    (dict(b2="A", d4="A", a5="B", e1="B", c3="2"), "gaea", "b2^c3,d4^c3",
     f"{board_field(b2='A', d4='A', a5='B', e1='B', c3='3*')} 2 A:castor,B:gaea[2,c3] 5 resume:1"),
    # his move mode (a): the dome is the last step
    (dict(b2="A", d4="A", a5="B", e1="B", c3="3"), "gaea", "b2-b3^c3",
     f"{board_field(b3='A', d4='A', a5='B', e1='B', c3='3*')} 2 A:castor,B:gaea[2,c3] 5 resume:1"),
], ids=["empty-card", "no-eligible-square", "same-square-twice", "move-mode"])
def test_castor_no_stop(game, cells, state, token, expected):
    sfen = f"{board_field(**cells)} 1 A:castor,B:{state} 5 -"
    tokens = game(sfen).tokens()
    first = token.split(",")[0]
    assert token in tokens and (first == token or first not in tokens)
    assert after(game, sfen, token) == expected


def test_castor_no_stop_when_the_other_worker_cannot_build_after(game):
    """d4's neighbours are domes but c3: after b2^c3 it has no build, so b2^c3 stops nothing and is no
    turn either; d4^c3 stops (b2 builds after it), and b2's block then d4's dome is a whole turn."""
    sfen = f"{board_field(b2='A', d4='A', a5='B', e1='B', c3='3', c4='0*', c5='0*', d3='0*', d5='0*', e3='0*', e4='0*', e5='0*')}" \
           " 1 A:castor,B:gaea 5 -"
    tokens = game(sfen).tokens()
    assert "b2^c3" not in tokens and not starting(tokens, "b2^c3,")
    assert "d4^c3" in tokens and "b2^a1,d4^c3" in tokens
    assert after(game, sfen, "d4^c3").endswith(" 2 A:castor[b2],B:gaea[2,c3] 5 resume:1")


def test_castor_a_lone_worker_never_stops(game):
    sfen = f"{board_field(b2='A', a5='B', e1='B', c3='3')} 1 A:castor,B:gaea 5 -"
    assert starting(game(sfen).tokens(), "b2^") == ["b2^a1", "b2^a2", "b2^a3", "b2^b1", "b2^b3", "b2^c1", "b2^c2",
                                                     "b2^c3"]
    assert after(game, sfen, "b2^c3") == f"{board_field(b2='A', a5='B', e1='B', c3='3*')} 2 A:castor,B:gaea[2,c3] 5 resume:1"


#   A (Castor) on b2 and e1, B (Gaea) on a5 and e5, c3 on level 3, d1 and e2 domed: after b2^c3, e1's only
#   build is d2, next to c3.
CASTOR_BOXED = f"{board_field(b2='A', e1='A', a5='B', e5='B', c3='3', d1='0*', e2='0*')} 1 A:castor,B:gaea 5 -"
CASTOR_LOST = f"{board_field(b2='A', e1='A', a5='B', e5='B', d2='B', c3='3*', d1='0*', e2='0*')} " \
              "1 A:castor[e1],B:gaea[1]# 5 resume:1"


def test_castor_no_rest_loses_two_players(game):
    """She places on d2, e1's only build: Castor cannot complete his turn and loses, the position written as
    it stands (his rest state, resume:1, seat 1 to move, the mark on Gaea's seat); it reads back."""
    g = game(CASTOR_BOXED)
    g.play("b2^c3")
    assert g.sfen() == f"{board_field(b2='A', e1='A', a5='B', e5='B', c3='3*', d1='0*', e2='0*')} " \
                       "2 A:castor[e1],B:gaea[2,c3] 5 resume:1"
    assert g.tokens() == ["+b3", "+b4", "+c2", "+c4", "+d2", "+d3", "+d4", "pass"]
    g.play("+d2")
    assert g.sfen() == CASTOR_LOST
    assert g.tokens() == []
    again = game(CASTOR_LOST)
    assert again.sfen() == CASTOR_LOST and again.tokens() == []
    assert tokens_after(game, CASTOR_BOXED, "b2^c3", "+b3") == ["e1^d2"]


def test_castor_no_rest_eliminated_three_players(game):
    """The same with a third seat: Castor (seat 1) is eliminated (his workers leave), play passes on from
    his seat: seat 2, round 5."""
    sfen = f"{board_field(b2='A', e1='A', a5='B', e5='B', a3='C', a4='C', c3='3', d1='0*', e2='0*')} " \
           "1 A:castor,B:gaea,C:mortal 5 -"
    assert after(game, sfen, "b2^c3", "+d2") == \
        f"{board_field(a5='B', e5='B', d2='B', a3='C', a4='C', c3='3*', d1='0*', e2='0*')} " \
        "2 -A:castor,B:gaea[1],C:mortal 5 -"


CHAOS = f"{board_field(a1='A', a5='A', e1='B', e5='B', b2='C', d4='C', c3='3')} 3 A:chaos[pan],B:gaea,C:castor 5 -"


def test_castor_three_players_chaos_reveals_after_the_rest(game):
    """Castor (seat 3) pauses: Chaos' reveal is due from the pause on (chaos[pan,draw]), but Gaea (seat 2)
    places first, then the rest, then the reveal, then seat 1 in round 6."""
    g = game(CHAOS)
    g.play("b2^c3")
    assert g.sfen() == f"{board_field(a1='A', a5='A', e1='B', e5='B', b2='C', d4='C', c3='3*')} " \
                       "2 A:chaos[pan,draw],B:gaea[2,c3],C:castor[d4] 5 resume:3"
    g.play("+c4")
    assert g.sfen() == f"{board_field(a1='A', a5='A', c4='B', e1='B', e5='B', b2='C', d4='C', c3='3*')} " \
                       "3 A:chaos[pan,draw],B:gaea[1],C:castor[d4] 5 resume:3"
    assert g.tokens() == ["d4^c5", "d4^d3", "d4^d5", "d4^e3", "d4^e4"]
    g.play("d4^d5")
    assert g.sfen().endswith(" 1 A:chaos[pan,draw],B:gaea[1],C:castor 5 resume:3")
    assert all(token.startswith("draw:") for token in g.tokens())
    g.play(g.tokens()[0])
    assert g.sfen().endswith(" 1 A:chaos[apollo,pan],B:gaea[1],C:castor 6 -")


# ---------------------------------------------------------------------- Terpsichore

#   A (Gaea) on a1 and e1, B (Terpsichore) on b2 and d4, c4 on level 3; Terpsichore is seat 2. After
#   b2-c3,d4-d5 both her workers touch c4.
TERPSICHORE = f"{board_field(a1='A', e1='A', b2='B', d4='B', c4='3')} 2 A:gaea,B:terpsichore 5 -"
TERPSICHORE_PAUSED = f"{board_field(a1='A', e1='A', c3='B', d5='B', c4='3*')} " \
                     "1 A:gaea[2,c4],B:terpsichore[d5] 5 resume:2"
TERPSICHORE_PLACED = f"{board_field(a1='A', e1='A', d4='A', c3='B', d5='B', c4='3*')} " \
                     "2 A:gaea[1],B:terpsichore[d5] 5 resume:2"


def test_terpsichore_first_build_a_dome_stops_named_by_its_builder(game):
    """After both moves, c3's dome on c4 (her squares around it), d5 still able to build: the turn stops
    there, its token naming the builder (``,c3``); her state names the other worker (d5)."""
    g = game(TERPSICHORE)
    tokens = g.tokens()
    assert "b2-c3,d4-d5,c3^c4" in tokens and not starting(tokens, "b2-c3,d4-d5,c3^c4^")
    assert "b2-c3,d4-d5^c4" not in tokens
    g.play("b2-c3,d4-d5,c3^c4")
    assert g.sfen() == TERPSICHORE_PAUSED
    assert g.tokens() == ["+b3", "+b4", "+b5", "+c5", "+d3", "+d4", "pass"]


def test_terpsichore_the_last_mover_named_too(game):
    """d5 (the last mover) domes c4: named all the same (``,d5^c4``); c3 plays the rest."""
    assert "b2-c3,d4-d5,d5^c4" in game(TERPSICHORE).tokens()
    assert after(game, TERPSICHORE, "b2-c3,d4-d5,d5^c4") == \
        TERPSICHORE_PAUSED.replace("terpsichore[d5]", "terpsichore[c3]")
    assert tokens_after(game, TERPSICHORE, "b2-c3,d4-d5,d5^c4", "+d4") == \
        ["c3^b2", "c3^b3", "c3^b4", "c3^c2", "c3^d2", "c3^d3"]


def test_terpsichore_rest_is_the_other_workers_build_no_pass(game):
    g = game(TERPSICHORE_PAUSED)
    g.play("+d4")
    assert g.sfen() == TERPSICHORE_PLACED
    assert g.tokens() == ["d5^c5", "d5^e4", "d5^e5"]
    with pytest.raises(ValueError):
        game(TERPSICHORE_PLACED).play("pass")
    with pytest.raises(ValueError):
        game(TERPSICHORE_PLACED).play("c3^b3")  # the builder of the dome has built
    g.play("d5^e5")
    assert g.sfen() == f"{board_field(a1='A', e1='A', d4='A', c3='B', d5='B', c4='3*', e5='1')} " \
                       "1 A:gaea[1],B:terpsichore 6 -"


def test_terpsichore_named_spellings_are_only_paused_parts(game):
    """A named first build that does not pause (a block) is no spelling, nor one going on after the dome,
    nor an unnamed dome that would pause; another order of her moves reaches the same paused part."""
    for token in ("b2-c3,d4-d5,c3^b3", "b2-c3,d4-d5,c3^c4^e5", "b2-c3,d4-d5^c4", "b2-c3,d4-d5^c4^e5"):
        with pytest.raises(ValueError):
            game(TERPSICHORE).play(token)
    assert after(game, TERPSICHORE, "d4-d5,b2-c3,c3^c4") == TERPSICHORE_PAUSED


def test_terpsichore_whole_turn_in_playing_order(game):
    """c4 first would stop, e5 first would not: the whole turn is ^e5^c4 (the order played, not ASCII);
    she places after it."""
    tokens = starting(game(TERPSICHORE).tokens(), "b2-c3,d4-d5")
    assert {"b2-c3,d4-d5^e5^c4", "b2-c3,d4-d5^c5^c4", "b2-c3,d4-d5^b3^c4"} <= set(tokens)
    assert not [t for t in tokens if "^c4^" in t and t[-3:] != "^c4"]
    g = game(TERPSICHORE)
    g.play("b2-c3,d4-d5^e5^c4")
    assert g.sfen() == f"{board_field(a1='A', e1='A', c3='B', d5='B', c4='3*', e5='1')} " \
                       "1 A:gaea[2,c4],B:terpsichore 5 resume:2"
    assert g.tokens() == ["+b3", "+b4", "+b5", "+c5", "+d3", "+d4", "pass"]


def test_terpsichore_both_first_builds_stop_no_whole_turn(game):
    """c4 and e4 on level 3 (d5 touches both): no whole turn domes both, only the paused parts."""
    sfen = f"{board_field(a1='A', e1='A', b2='B', d4='B', c4='3', e4='3')} 2 A:gaea,B:terpsichore 5 -"
    tokens = starting(game(sfen).tokens(), "b2-c3,d4-d5")
    assert not [t for t in tokens if "^c4" in t and "^e4" in t]
    assert [t for t in tokens if t.count(",") == 2] == ["b2-c3,d4-d5,c3^c4", "b2-c3,d4-d5,d5^c4",
                                                        "b2-c3,d4-d5,d5^e4"]


@pytest.mark.parametrize("cells,state,token,expected", [
    # her card empty: written in ASCII order, no builder named
    (dict(a1="A", e1="A", b2="B", d4="B", c4="3"), "gaea[0]", "b2-c3,d4-d5^c4^e5",
     f"{board_field(a1='A', e1='A', c3='B', d5='B', c4='3*', e5='1')} 1 A:gaea[0],B:terpsichore 6 -"),
    # no eligible square next to c4: its neighbours on level 1 (d4, the square she leaves, too) but c3 and d5,
    # her workers
    (dict(a1="A", e1="A", b2="B", d4="1B", c4="3", b3="1", b4="1", b5="1", c5="1", d3="1"), "gaea",
     "b2-c3,d4-d5^c4^e5",
     f"{board_field(a1='A', e1='A', c3='B', d5='B', c4='3*', b3='1', b4='1', b5='1', c5='1', d3='1', d4='1', e5='1')}"
     " 1 A:gaea,B:terpsichore 6 -"),
    # the same square twice: a block, then the dome; she places after the turn
    (dict(a1="A", e1="A", b2="B", d4="B", c4="2"), "gaea", "b2-c3,d4-d5^c4^c4",
     f"{board_field(a1='A', e1='A', c3='B', d5='B', c4='3*')} 1 A:gaea[2,c4],B:terpsichore 5 resume:2"),
    # a lone worker: its one build ends the turn
    (dict(a1="A", e1="A", b2="B", c4="3"), "gaea", "b2-c3^c4",
     f"{board_field(a1='A', e1='A', c3='B', c4='3*')} 1 A:gaea[2,c4],B:terpsichore 5 resume:2"),
], ids=["empty-card", "no-eligible-square", "same-square-twice", "lone-worker"])
def test_terpsichore_no_stop(game, cells, state, token, expected):
    sfen = f"{board_field(**cells)} 2 A:{state},B:terpsichore 5 -"
    tokens = starting(game(sfen).tokens(), token.split("^")[0])  # after these moves
    assert token in tokens and not [t for t in tokens if t.count(",") >= 2]
    assert after(game, sfen, token) == expected


#   d5's neighbours c5, e4, e5 domed: after c3^c4 her d5 builds d4 alone (the square it left, next to c4).
TERPSICHORE_BOXED = f"{board_field(a1='A', e1='A', b2='B', d4='B', c4='3', c5='0*', e4='0*', e5='0*')} " \
                    "2 A:gaea,B:terpsichore 5 -"
TERPSICHORE_LOST = f"{board_field(a1='A', e1='A', d4='A', c3='B', d5='B', c4='3*', c5='0*', e4='0*', e5='0*')} " \
                   "2 A:gaea[1]#,B:terpsichore[d5] 5 resume:2"


def test_terpsichore_no_rest_loses_two_players(game):
    g = game(TERPSICHORE_BOXED)
    g.play("b2-c3,d4-d5,c3^c4")
    assert g.tokens() == ["+b3", "+b4", "+b5", "+d3", "+d4", "pass"]
    assert tokens_after(game, TERPSICHORE_BOXED, "b2-c3,d4-d5,c3^c4", "+b3") == ["d5^d4"]
    g.play("+d4")
    assert g.sfen() == TERPSICHORE_LOST
    assert g.tokens() == []
    again = game(TERPSICHORE_LOST)
    assert again.sfen() == TERPSICHORE_LOST and again.tokens() == []


def test_terpsichore_no_rest_eliminated_three_players(game):
    """Terpsichore (seat 2) eliminated, her workers off the board; play passes on from her seat: seat 3."""
    sfen = f"{board_field(a1='A', e1='A', b2='B', d4='B', a4='C', a5='C', c4='3', c5='0*', e4='0*', e5='0*')} " \
           "2 A:gaea,B:terpsichore,C:mortal 5 -"
    assert after(game, sfen, "b2-c3,d4-d5,c3^c4", "+d4") == \
        f"{board_field(a1='A', e1='A', d4='A', a4='C', a5='C', c4='3*', c5='0*', e4='0*', e5='0*')} " \
        "3 A:gaea[1],-B:terpsichore,C:mortal 5 -"


def test_terpsichore_a_dome_in_the_rest_lets_her_place_again(game):
    """e4 on level 3 as well: c3 domes c4 with d5 to build (d5 then domes e4 in the rest: she places again)."""
    sfen = f"{board_field(a1='A', e1='A', b2='B', d4='B', c4='3', e4='3')} 2 A:gaea,B:terpsichore 5 -"
    g = game(sfen)
    g.play("b2-c3,d4-d5,c3^c4")
    g.play("+b4")
    assert g.tokens() == ["d5^c5", "d5^d4", "d5^e4", "d5^e5"]
    g.play("d5^e4")
    assert g.sfen() == f"{board_field(a1='A', e1='A', b4='A', c3='B', d5='B', c4='3*', e4='3*')} " \
                       "1 A:gaea[1,e4],B:terpsichore 5 resume:2"
    assert g.tokens() == ["+d3", "+d4", "+e3", "+e5", "pass"]
    g.play("+e5")
    assert g.sfen() == f"{board_field(a1='A', e1='A', b4='A', e5='A', c3='B', d5='B', c4='3*', e4='3*')} " \
                       "1 A:gaea[0],B:terpsichore 6 -"


# ---------------------------------------------------------------------- SFEN

ROUND_TRIPS = [
    CASTOR_PAUSED,
    CASTOR_PLACED,
    CASTOR_PAUSED.replace("castor[d4]", "castor[b2]"),
    CASTOR_LOST,
    f"{board_field(a1='A', a5='A', c4='B', e1='B', e5='B', b2='C', d4='C', c3='3*')} "
    "3 A:chaos[pan,draw],B:gaea[1],C:castor[d4] 5 resume:3",
    f"{board_field(a1='A', a5='A', c4='B', e1='B', e5='B', b2='C', d4='C', c3='3*')} "
    "3 A:pan,B:gaea[1],C:castor[d4] 5 resume:3",
    TERPSICHORE_PAUSED,
    TERPSICHORE_PLACED,
    TERPSICHORE_LOST,
    f"{board_field(a1='A', e1='A', c3='B', d5='B', c4='3*')} 2 A:gaea[0],B:terpsichore[d5] 5 resume:2",
]


@pytest.mark.parametrize("sfen", ROUND_TRIPS, ids=range(len(ROUND_TRIPS)))
def test_sfen_round_trips(game, sfen):
    assert game(sfen).sfen() == sfen


REFUSED = [
    # without resume:, resume: naming another seat
    CASTOR_PLACED.replace(" resume:1", " -"),
    CASTOR_PLACED.replace("resume:1", "resume:2"),
    # her placement still due: seat 2 acts first, not the rest
    CASTOR_PAUSED.replace(" 2 A:", " 1 A:"),
    # no worker of his side on the square (empty, hers), a malformed square
    CASTOR_PLACED.replace("castor[d4]", "castor[d5]"),
    CASTOR_PLACED.replace("castor[d4]", "castor[c4]"),
    CASTOR_PLACED.replace("castor[d4]", "castor[d9]"),
    # no Gaea in the game; a won game (but by a rest its seat to move cannot play)
    CASTOR_PLACED.replace("B:gaea[1]", "B:mortal"),
    CASTOR_PLACED.replace("B:gaea[1]", "B:gaea[1]#"),
    CASTOR_PLACED.replace("A:castor[d4]", "A:castor[d4]#"),
    CASTOR_LOST.replace(" 1 A:", " 2 A:"),
    # before every side has placed
    f"{board_field(b2='A', d4='A', c3='3*')} 1 A:castor[d4],B:gaea 1 resume:1",
    # the other worker's rest pauses with exactly two workers: not one, not three
    f"{board_field(d4='A', a5='B', e1='B', c4='B', c3='3*')} 1 A:castor[d4],B:gaea[1] 5 resume:1",
    f"{board_field(a1='A', b2='A', d4='A', a5='B', e1='B', c4='B', c3='3*')} 1 A:castor[d4],B:gaea[1] 5 resume:1",
    # Terpsichore alike
    TERPSICHORE_PLACED.replace(" resume:2", " -"),
    TERPSICHORE_PLACED.replace("resume:2", "resume:1"),
    TERPSICHORE_PAUSED.replace(" 1 A:", " 2 A:"),
    TERPSICHORE_PLACED.replace("terpsichore[d5]", "terpsichore[e5]"),
    TERPSICHORE_PLACED.replace("terpsichore[d5]", "terpsichore[d4]"),
    TERPSICHORE_PLACED.replace("A:gaea[1]", "A:mortal"),
    TERPSICHORE_PLACED.replace("A:gaea[1]", "A:gaea[1]#"),
    f"{board_field(a1='A', e1='A', d4='A', d5='B', c4='3*')} 2 A:gaea[1],B:terpsichore[d5] 5 resume:2",
]


@pytest.mark.parametrize("sfen", REFUSED, ids=range(len(REFUSED)))
def test_sfen_refused(game, sfen):
    with pytest.raises(SfenError):
        game(sfen)


# ---------------------------------------------------------------------- perft


@pytest.mark.parametrize("sfen,counts", [
    # her seven placements (b3, b4, c2, c4, d2, d3, pass); then d4's seven builds (c4, c5, d3, d5, e3, e4, e5),
    # six where she placed next to d4 (c4, d3): 2 x 6 + 5 x 7
    (CASTOR_PAUSED, (7, 47)),
    # her seven placements (b3, b4, b5, c5, d3, d4, pass); then d5's four builds (c5, d4, e4, e5), three where
    # she took one (c5, d4): 2 x 3 + 5 x 4
    (TERPSICHORE_PAUSED, (7, 26)),
], ids=["castor-paused", "terpsichore-paused"])
def test_perft_counts_each_part_as_a_ply(game, sfen, counts):
    assert tuple(counted(game, sfen, depth) for depth in (1, 2)) == counts


def test_oracle_perft_of_the_roots():
    """The paused parts are one ply each at the root (oracle alone: the core's are its perft tables)."""
    castor, terpsichore = RefPosition(CASTOR), RefPosition(TERPSICHORE)
    assert castor.perft(1) == len(castor.legal_turns())
    assert terpsichore.perft(1) == len(terpsichore.legal_turns())


# ---------------------------------------------------------------------- random games in lockstep (-k lockstep)

#: The gods a third seat may play in the 3-player games (each allowed with Gaea and the power by the catalog).
THIRDS = ["pan", "artemis", "minotaur", "apollo", "zeus", "athena", "hephaestus", "persephone", "hypnus", "limus",
          "dionysus", "bia", "ares", "demeter", "prometheus", "hestia", "asteria", "hera", "harpies", "castor",
          "terpsichore", "clio", "tyche", "chaos", "gaea", "medusa", "maenads"]
LOCKSTEP_GAMES = 12

#: The squares a token builds on.


def lockstep(gods: list[str], rng: random.Random) -> int:
    """A random game in lockstep on the core and the oracle (conftest.play_in_lockstep) preferring builds,
    on level 3 more than half the time (Castor's build mode most of all), and her placements. Returns the
    rests of Castor's or Terpsichore's paused turns played."""
    seen = [0]

    def choose(ref: RefPosition, tokens: list[str]) -> str:
        if ref.resume is not None:
            if ref.rest[ref.seat] is not None and ref.gods[ref.seat] in OTHER_WORKER:
                assert "pass" not in tokens
                seen[0] += 1
            placing = [t for t in tokens if t.startswith("+")]
            if placing and rng.random() < 0.8:
                return rng.choice(placing)
            return rng.choice(tokens)
        builds = [t for t in tokens if "^" in t]
        if not builds or rng.random() < 0.05:
            return rng.choice(tokens)
        tops = [t for t in builds if any(ref.heights[square_index(sq)] == 3 for sq in BUILT.findall(t))]
        if tops and rng.random() < 0.6:
            paused = [t for t in tops if t.count(",") >= 2 or ("," not in t and "-" not in t)]
            return rng.choice(paused if paused and rng.random() < 0.5 else tops)
        return raising_towers(ref, builds, rng)

    play_in_lockstep(opening(gods), rng, 60, choose)
    return seen[0]


@pytest.mark.parametrize("seat", [0, 1], ids=["power-first", "gaea-first"])
@pytest.mark.parametrize("power", sorted(OTHER_WORKER))
def test_lockstep_random_two_player_games(power, seat):
    rests = 0
    for seed in range(LOCKSTEP_GAMES):
        gods = [power, "gaea"] if seat == 0 else ["gaea", power]
        rests += lockstep(gods, random.Random(zlib.crc32(f"pairs {power} {seat} {seed}".encode())))
    assert rests >= 3


@pytest.mark.parametrize("power", sorted(OTHER_WORKER))
def test_lockstep_random_three_player_games(power):
    rests = 0
    for seed in range(LOCKSTEP_GAMES):
        rng = random.Random(zlib.crc32(f"pairs {power} 3 {seed}".encode()))
        while True:
            gods = [power, "gaea", rng.choice([god for god in THIRDS if god != power])]
            rng.shuffle(gods)
            if lineup_problem(gods, 3) is None:
                break
        rests += lockstep(gods, rng)
    assert rests >= 3
