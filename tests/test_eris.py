"""Eris (gods.md §3.5, 60), 2 and 4 players. The rulings checked here:

1. players 2 and 4 (classic teams and the Pantheon edition's pairs), never 3;
2. her side places two workers; her turn is EITHER her ordinary turn (a mortal's move and build
   with one of her own workers, which wins as a mortal's does) OR the alternative turn: one
   ordinary move and one ordinary build (mortal rules) with ONE opposing worker that is not
   marked;
3. the mark: for each opponent (a side with 2 players and with classic teams, whose workers the
   team shares; a seat with the Pantheon edition's pairs), the workers it moved in its most
   recent turn that moved any of its own are marked. A worker moved when it made a move step in
   its own seat's turn (every step of a walk; every worker a turn moved: Hermes, Castor). A turn
   of that opponent that moves none of its own workers (a build alone, a Dionysus extra turn)
   leaves its mark as it was; nothing is marked before its first turn. The mark stays on the
   worker while forces move it (a push, a trade) and goes when the worker leaves the game; a
   worker of Eris' side moved by an opponent's power leaves that opponent's mark as it was;
4. restrictions during the alternative turn: as a Dionysus extra turn with an opponent's worker
   (no power of the worker's own side or of Eris' side binds it: Athena's mark, Limus, a
   teammate's Harpies); she sees the board as on any of her turns (an opposing Clio's worker on
   a coin is out of her reach);
5. wins: revised text (the default), the alternative turn's climb onto level 3 wins for nobody,
   nor Pan's drop; the conditions on the board (Chronus' five towers) are judged after it as
   after any turn. Original text (``revised-text`` selected): nobody wins during it and the
   conditions are not judged at its end (they are on the next turn);
6. a seat with no ordinary turn but an alternative turn has a turn; a seat with no worker left
   has none (not the alternative one either: its side, or Pantheon team, has lost); Adonis'
   binding of her worker holds her alternative turn as any turn of hers;
7. tokens: the alternative turn is written like any turn, from the opposing worker's square
   (``b2-c3^d4``); no ``pass``;
8. SFEN state ``eris[b2,d4]``: the marked squares in ASCII order of their names, none while
   nothing is marked; a marked square holds an opposing worker (else a bad SFEN);
9. a mirror match: each Eris marks her own opponents.

(a) every scenario runs on the reference oracle (``RefPosition``) and on the native core
(``Board``); (b) the oracle's perft tables (tests/data/perft-eris.tsv and perft-eris-original.tsv,
make_perft_eris.py) on the core, with the depth-1 tokens; (c) seeded random games, core = oracle
position by position: Eris against every god the oracle and the catalog let her face with 2
players (as seat 1 and as seat 2), games against the powers whose turns may move different
workers to one board (Atalanta, Triton, Hermes, Nemesis, Hydra) with those turns drawn first,
and 4-player games with classic teams and with the Pantheon edition's pairs.

The truce of ruling 5's original
text is written in her state (``eris[e1,truce]``, docs/notation.md), so that a position read
right after her alternative turn is not judged either.
"""

from __future__ import annotations

import random
import re

import pytest

from conftest import CoreGame, OracleGame, board_field, named_perft_table, opening, play_in_lockstep, starting
from santorini import Board
from santorini.errors import SfenError, UnsupportedError
from santorini.notation import start_sfen
from santorini.reference import RefPosition
from santorini.reference.position import (
    CIRCE_BANNED,
    SUPPORTED_COIN_GODS,
    SUPPORTED_DIRECTION_GODS,
    SUPPORTED_GODS,
    SUPPORTED_HEROES,
    SUPPORTED_MARK_GODS,
    SUPPORTED_WORKER_COUNT_GODS,
)
from santorini.rules.gods import allowed, lineup_problem

ORIGINAL = frozenset({"revised-text"})


def load(game, sfen: str, rulings: frozenset[str] = frozenset()):
    """A game of the implementation under test (the ``game`` fixture's), with ruling keys."""
    g = game(sfen)
    if rulings and isinstance(g, OracleGame):
        g.pos = RefPosition(sfen, rulings)
    elif rulings and isinstance(g, CoreGame):
        g.board = Board(sfen, rulings=set(rulings))
    return g


def starts(g) -> list[str]:
    """The squares the listed turns start from (``pass`` left out)."""
    return sorted({t[:2] for t in g.tokens() if t != "pass"})


def after(game, sfen: str, *tokens: str, rulings: frozenset[str] = frozenset()) -> str:
    g = load(game, sfen, rulings)
    for token in tokens:
        g.play(token)
    return g.sfen()


# ---------------------------------------------------------------------- (a) ruling scenarios

#   A (Eris) on b2 and d4, B on c3 and e1 (e1 marked: B's last turn moved it), flat.
PLAIN = f"{board_field(b2='A', d4='A', c3='B', e1='B')} 1 A:eris[e1],B:mortal 3 -"


def test_her_side_places_two_workers(game):
    g = load(game, start_sfen(2, ["eris", "mortal"]))
    tokens = g.tokens()
    assert len(tokens) == 300 and all(t.count("+") == 2 for t in tokens)
    g.play("+b3+d3")
    g.play("+c2+c4")
    assert g.sfen() == "00000/000B00/00A00A0/000B00/00000 1 A:eris,B:mortal 2 -"
    assert starts(g) == ["b3", "c2", "c4", "d3"]  # nothing marked before B's first turn


def test_the_alternative_turn_moves_an_unmarked_opposing_worker_written_from_its_square(game):
    g = load(game, PLAIN)
    tokens = g.tokens()
    assert starts(g) == ["b2", "c3", "d4"]  # her two, and B's c3 (e1 is marked)
    assert "pass" not in tokens
    mortal = load(game, PLAIN.replace(" 1 A:", " 2 A:")).tokens()  # B to move: its own turns from c3
    assert starting(tokens, "c3") == starting(mortal, "c3")
    assert starting(tokens, "c3-c4") == [f"c3-c4^{sq}" for sq in ("b3", "b4", "b5", "c3", "c5", "d3", "d5")]
    g.play("c3-c4^c5")  # B's worker moved and built; B's mark is still e1 (B moved nothing of its own)
    assert g.sfen() == f"{board_field(b2='A', d4='A', c4='B', e1='B', c5='1')} 2 A:eris[e1],B:mortal 3 -"


def test_the_mark_is_the_worker_the_opponent_moved_last(game):
    g = load(game, PLAIN)
    g.play("c3-c4^c5")
    g.play("e1-e2^e1")
    assert g.sfen() == f"{board_field(b2='A', d4='A', c4='B', e2='B', c5='1', e1='1')} 1 A:eris[e2],B:mortal 4 -"
    assert starts(g) == ["b2", "c4", "d4"]  # c4 is hers again, e2 is not


def test_her_ordinary_turn_changes_no_mark_and_wins_as_a_mortal(game):
    sfen = f"{board_field(b2='2A', c3='3', d4='A', a5='B', e1='B')} 1 A:eris[a5],B:mortal 3 -"
    g = load(game, sfen)
    assert "b2-c3" in g.tokens()
    g.play("b2-c3")
    assert g.sfen() == f"{board_field(c3='3A', b2='2', d4='A', a5='B', e1='B')} 2 A:eris[a5]#,B:mortal 3 -"


#   A (Eris) on a1 and e5, B (Hermes) on c3 and e1 (e1 marked), flat but d5 on level 1.
HERMES = f"{board_field(a1='A', e5='A', c3='B', e1='B', d5='1')} 2 A:eris[e1],B:hermes 3 -"


def test_a_turn_that_moves_none_of_its_workers_leaves_the_mark(game):
    assert after(game, HERMES, "c3^c4") == f"{board_field(a1='A', e5='A', c3='B', e1='B', d5='1', c4='1')} " \
                                           "1 A:eris[e1],B:hermes 4 -"


def test_every_worker_a_hermes_turn_moved_is_marked(game):
    assert after(game, HERMES, "c3-c4,e1-d1^d2") == \
        f"{board_field(a1='A', e5='A', c4='B', d1='B', d5='1', d2='1')} 1 A:eris[c4,d1],B:hermes 4 -"


def test_a_worker_that_walks_back_to_its_square_moved(game):
    """c3-c4-c3 is two move steps: c3 is marked, no longer e1."""
    assert after(game, HERMES, "c3-c4-c3^c4") == f"{board_field(a1='A', e5='A', c3='B', e1='B', d5='1', c4='1')} " \
                                                 "1 A:eris[c3],B:hermes 4 -"


def test_a_hermes_worker_ending_where_the_other_started_is_marked(game):
    """c3-b3, then e1-d2-c3: both workers moved (the one now on c3 came from e1)."""
    assert after(game, HERMES, "c3-b3,e1-d2-c3^c4") == \
        f"{board_field(a1='A', e5='A', b3='B', c3='B', d5='1', c4='1')} 1 A:eris[b3,c3],B:hermes 4 -"


def test_two_spellings_of_one_board_that_mark_differently_are_two_turns(game):
    """Hermes: c3 to b2 then e1 builds without moving (b2 marked), or e1 also walks to d1 and back
    (b2 and e1 marked): one board, two turns."""
    tokens = load(game, HERMES).tokens()
    assert {"c3-b2,e1^d1", "c3-b2,e1-d1-e1^d1"} <= set(tokens)
    board = f"{board_field(a1='A', e5='A', b2='B', e1='B', d5='1', d1='1')}"
    assert after(game, HERMES, "c3-b2,e1^d1") == f"{board} 1 A:eris[b2],B:hermes 4 -"
    assert after(game, HERMES, "c3-b2,e1-d1-e1^d1") == f"{board} 1 A:eris[b2,e1],B:hermes 4 -"


def test_a_walk_moving_just_the_marked_workers_back_home_is_the_build_alone(game):
    """e1 (marked) walking home leaves board and mark as the build alone does: one turn, written
    as the build alone (the walk is a spelling of it); c3 walking home marks c3 instead."""
    tokens = load(game, HERMES).tokens()
    assert "c3^d2" in tokens and "c3-b2-c3^d2" in tokens and "e1-d1-e1^d2" not in tokens
    board = board_field(a1="A", e5="A", c3="B", e1="B", d5="1", d2="1")
    assert after(game, HERMES, "e1-d1-e1^d2") == after(game, HERMES, "c3^d2") == f"{board} 1 A:eris[e1],B:hermes 4 -"
    assert after(game, HERMES, "c3-b2-c3^d2") == f"{board} 1 A:eris[c3],B:hermes 4 -"


#   A (Eris) on a1 and e5, B (Castor & Pollux) on c3 and e1 (e1 marked), flat.
CASTOR = f"{board_field(a1='A', e5='A', c3='B', e1='B')} 2 A:eris[e1],B:castor 3 -"


@pytest.mark.parametrize("token,marks", [("c3^c4,e1^e2", "e1"), ("c3-c4,e1-d1", "c4,d1"), ("c3-c4^c5", "c4")],
                         ids=["all-build", "all-move", "ordinary"])
def test_castor_every_worker_moved_is_marked_a_build_alone_leaves_the_mark(game, token, marks):
    assert after(game, CASTOR, token).endswith(f" 1 A:eris[{marks}],B:castor 4 -")


#   The Pantheon edition's pairs: A b3 d2, B a3 b1, C (Eris) b4 d1, D d4 c2 (tests/data/
#   make_perft_eris.py, PANTHEON). Eris marks B's b1 and D's c2.
PANTHEON = "01210/12C30D1/0B1A3*20/102D1A0/00B10C1 1 A:minotaur,B:mortal,C:eris[b1,c2],D:mortal 6 -"


def test_the_mark_follows_a_pushed_worker(game):
    g = load(game, PANTHEON)
    g.play("d2-c2^c1")  # A's Minotaur pushes D's marked c2 onto b2
    assert g.sfen() == "01210/12C30D1/0B1A3*20/10D2A10/00B20C1 2 A:minotaur,B:mortal,C:eris[b1,b2],D:mortal 6 -"
    g.play("a3-a2^a3")  # B moved its a3: B's mark is a2, D's still b2
    assert g.sfen().endswith("C:eris[a2,b2],D:mortal 6 -")
    assert starts(g) == ["b1", "b4", "d1", "d4"]  # her own b4 and d1, B's b1, D's d4
    g.play("d4-e3^d4")  # her alternative turn with D's d4: no mark changes
    assert g.sfen().endswith("C:eris[a2,b2],D:mortal 6 -")
    g.play("e3-e2^e3")  # D moves its worker: D's mark is e2
    assert g.sfen().endswith("C:eris[a2,e2],D:mortal 7 -")


#   Classic teams: A (Eris, seat 1; Medusa, seat 3) on c3 (level 1) and e5, B on b2 (marked) and e1.
MEDUSA4 = f"{board_field(c3='1A', e5='A', b2='B', e1='B', d4='1')} 3 A:eris[b2],B:mortal,A:medusa,B:mortal 3 -"


def test_the_mark_goes_with_a_worker_that_leaves_the_game(game):
    """Medusa (Eris' teammate) petrifies B's marked b2 from c3: nothing is marked any more."""
    assert after(game, MEDUSA4, "e5-d5^e5") == \
        f"{board_field(c3='1A', d5='A', b2='1', e1='B', d4='1', e5='1')} 4 A:eris,B:mortal,A:medusa,B:mortal 3 -"


#   A (Eris) on b2 and e5, B (Dionysus, one extra turn to take) on c3 (marked) and e1.
DIONYSUS = f"{board_field(b2='A', e5='A', c3='B', e1='B')} 2 A:eris[c3],B:dionysus[1] 3 -"


def test_dionysus_moving_her_worker_leaves_his_mark(game):
    g = load(game, DIONYSUS)
    assert starts(g) == ["b2", "e5"]  # his extra turn: her workers
    g.play("b2-a1^b1")
    assert g.sfen() == f"{board_field(a1='A', b1='1', e5='A', c3='B', e1='B')} 1 A:eris[c3],B:dionysus 4 -"


#   A (Eris) on a1 and e5 (level 0, next to b2 on level 1), B (Athena, her mark set) on c3 (level
#   0, next to the level-1 b2 and d4) and e1 (marked).
ATHENA = f"{board_field(a1='A', e5='A', c3='B', e1='B', b2='1', d4='1')} 1 A:eris[e1],B:athena[^] 3 -"


def test_athena_binds_her_own_turn_not_the_alternative_turn(game):
    tokens = load(game, ATHENA).tokens()
    assert not starting(tokens, "a1-b2") and not starting(tokens, "e5-d4")  # her own workers may not move up
    assert starting(tokens, "c3-b2") and starting(tokens, "c3-d4")  # Athena's own worker may


#   A (Eris) on a1 and e5, B (Limus) on c3 and e1 (e1 marked), flat.
LIMUS = f"{board_field(a1='A', e5='A', c3='B', e1='B')} 1 A:eris[e1],B:limus 3 -"


def test_limus_does_not_starve_the_alternative_turn(game):
    tokens = load(game, LIMUS).tokens()
    assert "c3-d2^e2" in tokens  # a block next to Limus' e1, by her own c3 moved by Eris
    assert "e5-d4^d3" not in tokens and "e5-d4^e5" in tokens  # Eris' own blocks stay starved next to c3


#   Classic teams: A (Eris, seat 1; Harpies, seat 3) on a1 and e5, B on c3 and e1 (e1 marked), flat.
HARPIES4 = f"{board_field(a1='A', e5='A', c3='B', e1='B')} 1 A:eris[e1],B:mortal,A:harpies,B:mortal 3 -"


def test_her_teammates_harpies_do_not_slide_the_alternative_turn(game):
    assert after(game, HARPIES4, "c3-c4^c3") == \
        f"{board_field(a1='A', e5='A', c4='B', e1='B', c3='1')} 2 A:eris[e1],B:mortal,A:harpies,B:mortal 3 -"


#   A (Eris) on a1 and e5, B (Clio, a coin on c3 under her worker) on c3 (level 1) and e1 (level 0).
CLIO = f"{board_field(a1='A', e5='A', c3='1B', e1='B')} 1 A:eris,B:clio[c3] 3 -"


def test_a_clio_worker_on_her_coin_is_out_of_reach(game):
    assert starts(load(game, CLIO)) == ["a1", "e1", "e5"]


#   A (Eris) on a1 and e5, B on c2 (level 2, next to c3 on level 3 and to b1, c1, d1 on level 0)
#   and e1 (marked).
PEAK = f"{board_field(a1='A', e5='A', c2='2B', e1='B', c3='3')} 1 A:eris[e1],B:{{}} 3 -"


def test_the_alternative_turns_climb_onto_level_three_wins_for_nobody(game):
    g = load(game, PEAK.format("mortal"))
    assert "c2-c3^b3" in g.tokens()
    g.play("c2-c3^b3")
    assert g.sfen() == f"{board_field(a1='A', e5='A', c3='3B', e1='B', c2='2', b3='1')} 2 A:eris[e1],B:mortal 3 -"
    assert "c3-b3^b2" in g.tokens()  # the game goes on: B moves on (no win of its own from level 3)


def test_pans_drop_in_the_alternative_turn_wins_for_nobody(game):
    g = load(game, PEAK.format("pan"))
    g.play("c2-c1^b1")
    assert g.sfen() == f"{board_field(a1='A', e5='A', c1='B', e1='B', c2='2', c3='3', b1='1')} 2 A:eris[e1],B:pan 3 -"


#   Four complete towers (a5, e3, a3, c5), B (Chronus) on c2 (next to d3, level 3) and e1
#   (marked), A (Eris) on a1 and e5: the alternative turn with c2 may dome d3, the fifth tower.
TOWERS = f"{board_field(a5='3*', e3='3*', a3='3*', c5='3*', d3='3', c2='B', e1='B', a1='A', e5='A')} " \
         "1 A:eris[e1],B:chronus 3 -"


def test_revised_text_the_fifth_tower_of_the_alternative_turn_makes_chronus_win(game):
    assert after(game, TOWERS, "c2-d2^d3") == \
        f"{board_field(a5='3*', e3='3*', a3='3*', c5='3*', d3='3*', d2='B', e1='B', a1='A', e5='A')} " \
        "2 A:eris[e1],B:chronus# 3 -"


#   TOWERS after the alternative turn c2-d2^d3 under the original text: five complete towers, her truce.
TRUCE = f"{board_field(a5='3*', e3='3*', a3='3*', c5='3*', d3='3*', d2='B', e1='B', a1='A', e5='A')} " \
        "2 A:eris[e1,truce],B:chronus 3 -"


def test_original_text_nobody_wins_at_the_end_of_the_alternative_turn(game):
    g = load(game, TOWERS, ORIGINAL)
    g.play("c2-d2^d3")
    assert g.sfen() == TRUCE  # her state says truce: the position is not judged
    tokens = g.tokens()
    assert tokens and all("^" not in t for t in tokens)  # Chronus' next move wins at its first step
    g.play("e1-d1")
    assert g.sfen() == TRUCE.replace("d2='B', e1='B'", "").replace(  # (the board as it was, Chronus' e1 on d1)
        TRUCE.split()[0], board_field(a5="3*", e3="3*", a3="3*", c5="3*", d3="3*", d2="B", d1="B", a1="A",
                                      e5="A")).replace("2 A:eris[e1,truce],B:chronus 3", "1 A:eris[d1],B:chronus# 4")


def test_original_text_a_position_with_her_truce_reads_back_unjudged(game):
    g = load(game, TRUCE, ORIGINAL)
    assert g.sfen() == TRUCE and len(g.tokens()) == 7
    g.play("d2-c3")
    assert "B:chronus#" in g.sfen() and "truce" not in g.sfen()


def test_original_text_the_truce_ends_with_the_next_turn(game):
    g = load(game, TOWERS, ORIGINAL)
    g.play("c2-c3^c2")  # no fifth tower: her truce all the same
    assert g.sfen().endswith(" 2 A:eris[e1,truce],B:chronus 3 -")
    g.play("e1-e2^e1")
    assert g.sfen().endswith(" 1 A:eris[e2],B:chronus 4 -")


#   TOWERS with Eris' e5 on e4, next to d3.
TOWERS_E4 = f"{board_field(a5='3*', e3='3*', a3='3*', c5='3*', d3='3', c2='B', e1='B', a1='A', e4='A')} " \
            "1 A:eris[e1],B:chronus 3 -"


@pytest.mark.parametrize("rulings", [frozenset(), ORIGINAL], ids=["revised", "original"])
def test_her_own_turns_fifth_tower_makes_chronus_win_with_either_text(game, rulings):
    assert "B:chronus#" in after(game, TOWERS_E4, "e4-d4^d3", rulings=rulings)


#   A (Eris) boxed in: a1 and b1 on level 0 behind domes on a2, b2, c2, c1 (c1 dome); B on d4
#   (marked) and e5.
BOXED = f"{board_field(a1='A', b1='A', a2='0*', b2='0*', c2='0*', c1='0*', d4='B', e5='B')} 1 A:eris[d4],B:mortal 3 -"


def test_a_seat_with_only_alternative_turns_has_a_turn(game):
    g = load(game, BOXED)
    assert starts(g) == ["e5"]
    g.play("e5-e4^e5")
    assert g.sfen().split()[1:] == ["2", "A:eris[d4],B:mortal", "3", "-"]  # B's d4 mark stays (B moved nothing)


#   The Pantheon edition's pairs, seat 1 (Eris) with no worker left (removed), B on b2 (marked) and
#   d4, C on c3 and e1, D on a5 and e5.
EMPTIED = f"{board_field(b2='B', d4='B', c3='C', e1='C', a5='D', e5='D')} 1 A:eris[b2],B:mortal,C:mortal,D:mortal 6 -"


def test_pantheon_a_seat_with_no_worker_left_has_no_turn(game):
    """Not the alternative one either (docs/promo-gods.md): its team has lost."""
    assert load(game, EMPTIED).tokens() == []


def test_the_state_lists_the_marked_squares_in_ascii_order(game):
    g = load(game, PANTHEON)
    g.play("d2-c2^c1")
    g.play("a3-a4^a3")  # B's a4 and D's b2: a4 before b2
    assert g.sfen().endswith("C:eris[a4,b2],D:mortal 6 -")


def test_the_oracle_reads_the_marked_squares_in_any_order():
    assert RefPosition(PANTHEON.replace("[b1,c2]", "[c2,b1]")).sfen() == PANTHEON


@pytest.mark.parametrize("state", ["[b2]", "[e1,e1]", "[]", "[c9]", "[b2,e1]", "[a1]", "[e1;c3]"],
                         ids=["own-worker", "twice", "empty", "no-square", "own-and-opposing", "empty-square",
                              "separator"])
def test_a_mark_must_be_on_an_opposing_worker(game, state):
    with pytest.raises(SfenError):
        load(game, PLAIN.replace("[e1]", state))


#   Two Eris: A on b3 and d3, B on c2 and c4 (tests/data/make_perft_eris.py, eris-mirror).
MIRROR = "00000/000B00/00A00A0/000B00/00000 1 A:eris[c4],B:eris[b3] 3 -"


def test_two_eris_each_mark_their_own_opponents(game):
    g = load(game, MIRROR)
    assert starts(g) == ["b3", "c2", "d3"]
    g.play("c2-c1^b1")  # A's alternative turn with B's c2: neither mark changes
    assert g.sfen() == "00000/000B00/00A00A0/00000/010B00 2 A:eris[c4],B:eris[b3] 3 -"
    assert starts(g) == ["c1", "c4", "d3"]  # B's own, and A's d3 (b3 is marked)
    g.play("c4-c5^c4")  # B's own move: A marks B's c5
    assert g.sfen() == "000B00/00100/00A00A0/00000/010B00 1 A:eris[c5],B:eris[b3] 4 -"


#   A (Eris) on b2 and e5, B (Nemesis) on a1 and c1 (c1 marked), Eris' workers away from hers
#   (tests/data/make_perft_eris.py, TRADES).
NEMESIS = f"{board_field(a1='B', c1='B', d4='A', e5='A', c3='1', b3='2', d2='1')} 2 A:eris[c1],B:nemesis 4 -"


def test_a_worker_moved_then_traded_stays_marked_the_one_only_traded_does_not(game):
    assert after(game, NEMESIS, "a1-a2^a1>d4>e5").endswith("1 A:eris[d4],B:nemesis 5 -")


def test_nemesis_the_two_pairings_of_a_trade_are_two_turns(game):
    """Her moved worker (a2) goes to d4 or to e5: one board, two marks, two turns; against a
    mortal one (her ASCII-first worker to the ASCII-first square)."""
    assert {"a1-a2^a1>d4>e5", "a1-a2^a1>e5>d4"} <= set(load(game, NEMESIS).tokens())
    assert after(game, NEMESIS, "a1-a2^a1>d4>e5") == after(game, NEMESIS, "a1-a2^a1>e5>d4").replace("[e5]", "[d4]")
    assert after(game, NEMESIS, "a1-a2^a1>e5>d4").endswith("1 A:eris[e5],B:nemesis 5 -")
    plain = load(game, NEMESIS.replace("A:eris[c1]", "A:mortal")).tokens()
    assert "a1-a2^a1>d4>e5" in plain and "a1-a2^a1>e5>d4" not in plain


def test_nemesis_her_alternative_turn_may_take_the_worker_only_traded(game):
    """After the trade that sends the moved worker to e5, the one only traded (now on d4) is
    unmarked: her alternative turn may move it, not the e5 one."""
    g = load(game, NEMESIS)
    g.play("a1-a2^a1>e5>d4")
    assert starts(g) == ["a2", "c1", "d4"]


#   A (Eris) alone on a2 (level 0), B (Medusa) on b3 (level 1, next to a2) and e5: any Medusa turn
#   that keeps b3 next to a2 petrifies Eris' last worker.
LAST = f"{board_field(a2='A', b3='1B', e5='B')} 2 A:eris,B:medusa 3 -"


def test_medusa_taking_her_last_worker_wins(game):
    g = load(game, LAST)
    g.play("e5-e4^e5")
    assert g.sfen() == f"{board_field(a2='1', b3='1B', e4='B', e5='1')} 1 A:eris[e4],B:medusa# 4 -"


#   A (Eris) on a1 and e5, B (Atalanta, unspent) on c3 and e1 (e1 marked), flat.
ATALANTA = f"{board_field(a1='A', e5='A', c3='B', e1='B')} 2 A:eris[e1],B:atalanta 3 -"


#   A (Eris) on c3 and e5, B (Triton) on b1 and d1 (d1 marked), flat.
TRITON = f"{board_field(c3='A', e5='A', b1='B', d1='B')} 2 A:eris[d1],B:triton 3 -"


@pytest.mark.parametrize("sfen,walk,after_walk,first", [
    (ATALANTA, "c3-b2-c3^c4", f"{board_field(a1='A', e5='A', c3='B', e1='B', c4='1')} 1 A:eris[c3],B:atalanta[used] 4 -",
     ["a1", "e1", "e5"]),
    (TRITON, "b1-a1-b1^a2", f"{board_field(c3='A', e5='A', b1='B', d1='B', a2='1')} 1 A:eris[b1],B:triton 4 -",
     ["c3", "d1", "e5"]),
], ids=["atalanta", "triton"])
def test_a_walk_back_home_marks_the_walker(game, sfen, walk, after_walk, first):
    """Atalanta's c3-b2-c3 is two moves of c3's worker, Triton's b1-a1-b1 too (a1 is on the
    perimeter, so b1's worker moved on): the walker is marked, no longer the other, and her
    alternative turn may take the other."""
    g = load(game, sfen)
    g.play(walk)
    assert g.sfen() == after_walk
    assert starts(g) == first


@pytest.mark.parametrize("sfen,walks,board,spent", [
    (ATALANTA, ("c3-b2-c3^d2", "e1-d1-e1^d2"), dict(a1="A", e5="A", c3="B", e1="B", d2="1"), "atalanta[used]"),
    (TRITON, ("b1-a1-b1^c2", "d1-c1-d1^c2"), dict(c3="A", e5="A", b1="B", d1="B", c2="1"), "triton"),
], ids=["atalanta", "triton"])
def test_walks_home_of_either_worker_to_one_board_are_two_turns(game, sfen, walks, board, spent):
    """Atalanta's walks home (c3's or e1's) or Triton's runs home (b1's or d1's), each building on
    one square: one board, two marks, so two turns; against a mortal, whose card remembers
    nothing, one (Atalanta's ASCII-first worker's, Triton's shorter token first)."""
    assert set(walks) <= set(load(game, sfen).tokens())
    for walk in walks:
        assert after(game, sfen, walk) == f"{board_field(**board)} 1 A:eris[{walk[:2]}],B:{spent} 4 -"
    mark = sfen.split()[2].split(",")[0]
    plain = load(game, sfen.replace(mark, "A:mortal")).tokens()
    assert walks[0] in plain and walks[1] not in plain


#   Both walkers on level 3 with a level-2 square on the perimeter beside them: either wins by
#   stepping down and back up (the board as it was).
HOME_WINS = board_field(a1="3B", b1="2", e5="3B", e4="2", c3="A", c4="A")


@pytest.mark.parametrize("god", ["atalanta", "triton"])
def test_wins_back_home_of_either_worker_are_two_turns(game, god):
    """a1-b1-a1 and e5-e4-e5 win leaving the board as it was: against Eris each marks its walker,
    two turns; against a mortal one (the ASCII-first token)."""
    sfen = f"{HOME_WINS} 2 A:eris,B:{god} 3 -"
    assert {"a1-b1-a1", "e5-e4-e5"} <= set(load(game, sfen).tokens())
    plain = load(game, sfen.replace("A:eris", "A:mortal")).tokens()
    assert "a1-b1-a1" in plain and "e5-e4-e5" not in plain


@pytest.mark.parametrize("sfen,walk,expected", [
    (ATALANTA, "c3-b4-c5^c4", f"{board_field(a1='A', e5='A', c5='B', e1='B', c4='1')} 1 A:eris[c5],B:atalanta[used] 4 -"),
    (TRITON, "b1-a1-a2^a3", f"{board_field(c3='A', e5='A', a2='B', d1='B', a3='1')} 1 A:eris[a2],B:triton 4 -"),
], ids=["atalanta", "triton"])
def test_a_walk_marks_the_worker_where_it_ends(game, sfen, walk, expected):
    assert after(game, sfen, walk) == expected


@pytest.mark.parametrize("sfen,worker,first", [(ATALANTA, "c3", ["a1", "c3", "e5"]), (TRITON, "b1", ["b1", "c3", "e5"])],
                         ids=["atalanta", "triton"])
def test_her_alternative_turn_with_a_walkers_worker_moves_once(game, sfen, worker, first):
    """The borrowed worker makes an ordinary move and build, never Atalanta's walk nor Triton's
    run (b1 reaching the perimeter does not move on)."""
    g = load(game, sfen.replace(" 2 A:", " 1 A:"))
    assert starts(g) == first
    assert all(t.count("-") == 1 for t in starting(g.tokens(), worker))


#   A (Eris) on e1 and e5, B (Hydra) on a1 (marked) and c3 (level 1); around c4 every square is on
#   level 1 but c5: c3-c4 gains a worker on c5, which c3 could not have moved to.
HYDRA = f"{board_field(e1='A', e5='A', a1='B', c3='1B', b3='1', d3='1', b4='1', d4='1', b5='1', d5='1')} " \
        "2 A:eris[a1],B:hydra 3 -"


def test_hydra_the_worker_she_moved_is_marked_not_the_one_she_gains(game):
    cells = dict(e1="A", e5="A", a1="B", c3="1", c4="B", c5="B", b3="1", d3="1", b4="1", d4="2", b5="1", d5="1")
    assert after(game, HYDRA, "c3-c4^d4+c5") == f"{board_field(**cells)} 1 A:eris[c4],B:hydra 4 -"


#   A (Eris) on c5 and c2, B (Hydra) on e3 (marked) and e2, c4 on level 1.
HEADS = f"{board_field(c5='A', c2='A', e3='B', e2='B', c4='1')} 2 A:eris[e3],B:hydra 3 -"


def test_hydra_a_move_and_a_new_head_trading_squares_are_two_turns(game):
    """e2 to e1 with a new head on d1, or e2 to d1 with the head on e1: one board, two marks,
    two turns; against a mortal one (the ASCII-first move)."""
    tokens = load(game, HEADS).tokens()
    assert {"e2-e1^d2+d1", "e2-d1^d2+e1"} <= set(tokens)
    board = board_field(c5="A", c2="A", e3="B", d1="B", e1="B", c4="1", d2="1")
    assert after(game, HEADS, "e2-e1^d2+d1") == f"{board} 1 A:eris[e1],B:hydra 4 -"
    assert after(game, HEADS, "e2-d1^d2+e1") == f"{board} 1 A:eris[d1],B:hydra 4 -"
    plain = load(game, HEADS.replace("A:eris[e3]", "A:mortal")).tokens()
    assert "e2-d1^d2+e1" in plain and "e2-e1^d2+d1" not in plain


def test_hydra_her_new_head_is_open_to_the_alternative_turn(game):
    g = load(game, HEADS)
    g.play("e2-e1^d2+d1")
    assert starts(g) == ["c2", "c5", "d1", "e3"]


@pytest.mark.parametrize("token,mark", [("e2-d2^e1xe3", "d2"), ("e2-d2^e1xd2", "e3")],
                         ids=["the-other-out", "the-moved-one-out"])
def test_hydra_taking_a_worker_out(game, token, mark):
    """Her moved worker stays marked when she takes the other out; taken out itself, the mark
    it would have had goes with it and the one before stays (her turn marked none of hers)."""
    assert after(game, HEADS, token).endswith(f" 1 A:eris[{mark}],B:hydra 4 -")


#   A (Eris) on a2 and e5, B (Adonis) on b4 and d4, his binding d4~c3... (A's c3)
ADONIS = f"{board_field(c3='A', e5='A', a1='B', d5='B')} 1 A:eris,B:adonis[d5~c3] 3 -"


def test_adonis_binding_binds_the_alternative_turn_too(game):
    """c3 must end next to d5 if it can (c3-c4, c3-d4): her turn, the alternative one included
    (docs/promo-gods.md), so the turns with B's a1, which leave c3 where it is, go."""
    tokens = load(game, ADONIS).tokens()
    assert starting(tokens, "c3-") == starting(tokens, "c3-c4") + starting(tokens, "c3-d4")
    assert not starting(tokens, "e5")  # her e5 moving leaves c3 away from d5
    assert tokens and not starting(tokens, "a1-")


def test_never_with_three_players(game):
    with pytest.raises(UnsupportedError):
        game(start_sfen(3, ["eris", "mortal", "apollo"]))


def test_the_oracle_plays_her_with_two_and_four_players_on_the_ram_and_against_circe():
    assert SUPPORTED_MARK_GODS == {"eris"} and "eris" not in SUPPORTED_GODS and "eris" not in CIRCE_BANNED
    RefPosition(start_sfen(4, ["eris", "mortal", "apollo", "minotaur"]))
    RefPosition(start_sfen(4, ["eris", "mortal", "apollo", "minotaur"], team_workers="own"))
    RefPosition("00000/00000/00000/00000/00000 1 A:mortal,B:mortal 1 fleece:eris")     # her marks: every seat's
    RefPosition(start_sfen(2, ["eris", "circe"]))
    with pytest.raises(UnsupportedError):
        RefPosition(start_sfen(3, ["eris", "mortal", "apollo"]))


# Circe (gods.md §3.2, 17) takes Eris' power while her workers are apart. Which workers a player
# moved last is a fact of play (as on the Ram and against Nyx): each seat keeps its own mark all
# game, held or not, and the power changing hands leaves both alone. Circe's is written
# `circe[eris:e1]` while she holds the power, `circe[e1]` while she does not; Eris' `eris[b2]`
# all along. Circe (A) on b2 and d4, Eris (B) on a5 and e1 (apart).
APART = board_field(b2="A", d4="A", a5="B", e1="B")


def test_circe_holding_eris_power_borrows_a_worker_eris_did_not_move_last(game):
    tokens = load(game, f"{APART} 1 A:circe[eris:e1],B:eris[b2] 5 -").tokens()
    assert starting(tokens, "a5-") and not starting(tokens, "e1-")


def test_circe_marks_eris_moves_while_she_does_not_hold_the_power(game):
    """Eris' workers touch (a5, b5): Circe holds nothing, yet Eris' a5-a4 is marked on her seat."""
    g = load(game, f"{board_field(b2='A', d4='A', a5='B', b5='B')} 2 A:circe,B:eris 5 -")
    g.play("a5-a4^a3")
    assert g.sfen() == "00B000/0B000A0/10000/00A000/00000 1 A:circe[a4],B:eris 6 -"


def test_circe_taking_the_power_keeps_the_mark_she_kept(game):
    """Not holding, her mark e1; Eris' a5-a4 (apart still) marks a4; at her turn's start Circe
    takes the power with that mark: she may borrow e1, not a4."""
    g = load(game, f"{APART} 2 A:circe[e1],B:eris[b2] 5 -")
    g.play("a5-a4^a3")
    assert g.sfen() == "00000/0B000A0/10000/00A000/00000B 1 A:circe[eris:a4],B:eris[b2] 6 -"
    assert {t[:2] for t in g.tokens()} == {"b2", "d4", "e1"}


def test_eris_without_her_power_keeps_following_circes_moves(game):
    g = load(game, f"{APART} 1 A:circe[eris:e1],B:eris[b2] 5 -")
    g.play("d4-d3^d2")
    assert g.sfen() == "0B0000/00000/0000A0/00A010/00000B 2 A:circe[eris:e1],B:eris[d3] 5 -"
    assert not [t for t in g.tokens() if t[:2] in ("b2", "d3")]     # a mortal's turns


def test_eris_power_back_her_kept_mark_holds(game):
    """Circe holds Eris' power (a5 and c5 apart); Eris, a mortal, brings c5 next to a5: at
    Circe's turn start the power goes back, her own mark now b5 (`circe[b5]`). Circe moves
    b2: Eris' mark follows to c2, so with her power back she borrows d3, not c2."""
    g = load(game, f"{board_field(b2='A', d3='A', a5='B', c5='B')} 2 A:circe[eris:a5],B:eris[d3] 5 -")
    g.play("c5-b5^c5")
    assert g.sfen().split()[2] == "A:circe[b5],B:eris[d3]"
    g.play("b2-c2^c1")
    assert g.sfen().split()[2] == "A:circe[b5],B:eris[c2]"
    assert starting(g.tokens(), "d3-") and not starting(g.tokens(), "c2-")


def test_circe_alternative_turn_original_text_keeps_the_truce_on_her_seat(game):
    g = load(game, f"{APART} 1 A:circe[eris:e1],B:eris[b2] 5 -", ORIGINAL)
    g.play("a5-a4^a3")
    assert g.sfen() == "00000/0B000A0/10000/00A000/00000B 2 A:circe[eris:e1,truce],B:eris[b2] 5 -"


@pytest.mark.parametrize("sfen", [f"{APART} 2 A:circe[e1],B:apollo 5 -", f"{APART} 2 A:circe[c3],B:eris 5 -",
                                  f"{APART} 2 A:circe[truce],B:eris 5 -"], ids=["no-eris", "no-worker", "no-mark"])
def test_circe_keeps_a_mark_only_of_eris_workers(game, sfen):
    with pytest.raises(SfenError):
        game(sfen)



# Persephone (gods.md §26): an opponent who has a complete turn in which one of *its* workers
# moves up must take such a turn. Eris' alternative turn moves an opposing worker, never one of
# hers: when one of hers can climb, her turns are those climbs and no alternative turn is one
# (a climb by the worker she borrows is not hers); when none can, every turn of hers is legal,
# the alternative ones too. A Persephone on her own team demands nothing: not of her, nor of the
# opposing worker she moves (a power of her side never binds it, as in a Dionysus extra turn).
#
#   A (Eris) on a1 and e5 (level 0), next to b2 and d4 (level 1); B (Persephone) on c3 (level 0,
#   next to both) and e1 (marked).
PERSEPHONE = f"{board_field(a1='A', e5='A', c3='B', e1='B', b2='1', d4='1')} 1 A:eris[e1],B:persephone 3 -"
#   A (Eris) on a1 and a5, nothing to climb next to them; B's c3 next to d4 (level 1), e1 marked.
NO_CLIMB = f"{board_field(a1='A', a5='A', c3='B', e1='B', d4='1')} 1 A:eris[e1],B:{{}} 3 -"


@pytest.mark.parametrize("rulings", [frozenset(), ORIGINAL], ids=["revised", "original"])
def test_persephone_makes_her_climb_and_leaves_out_the_alternative_turn(game, rulings):
    tokens = load(game, PERSEPHONE, rulings).tokens()
    assert tokens == starting(tokens, "a1-b2^") + starting(tokens, "e5-d4^")
    assert len(tokens) == 14       # b2: a1 a2 b1 b3 c1 c2 c3 is taken: 7; d4: 7 the same way


def test_a_climb_by_the_worker_she_borrows_is_not_hers(game):
    g = load(game, PERSEPHONE)
    with pytest.raises(ValueError):
        g.play("c3-d4^c3")              # Persephone's own c3 moves up: not a turn that meets the demand
    with pytest.raises(ValueError):
        g.play("c3-c4^c3")
    assert g.sfen() == PERSEPHONE


def test_with_no_climb_of_hers_the_alternative_turns_are_open(game):
    tokens = load(game, NO_CLIMB.format("persephone")).tokens()
    assert starts(load(game, NO_CLIMB.format("persephone"))) == ["a1", "a5", "c3"]
    assert "c3-d4^c3" in tokens and "c3-c4^c3" in tokens and "a1-a2^a1" in tokens
    assert tokens == load(game, NO_CLIMB.format("mortal")).tokens()     # as if no Persephone sat there


#   Classic teams, Persephone against her: A (Eris, seat 1; mortal, seat 3), B (Persephone, seat 2;
#   mortal, seat 4), the PERSEPHONE board.
PERSEPHONE4 = PERSEPHONE.replace("A:eris[e1],B:persephone", "A:eris[e1],B:persephone,A:mortal,B:mortal")
#   Classic teams, Persephone her teammate (seat 3): the NO_CLIMB board.
TEAMMATE4 = NO_CLIMB.replace("A:eris[e1],B:{}", "A:eris[e1],B:mortal,A:persephone,B:mortal")


def test_four_players_persephone_against_her_team(game):
    tokens = load(game, PERSEPHONE4).tokens()
    assert tokens == starting(tokens, "a1-b2^") + starting(tokens, "e5-d4^")


def test_four_players_her_teammate_persephone_demands_nothing(game):
    """B's c3 could climb onto d4 in the alternative turn, but Persephone is of Eris' side: it
    need not, and Eris' own workers are free."""
    tokens = load(game, TEAMMATE4).tokens()
    assert "c3-d4^c3" in tokens and "c3-b2^c3" in tokens and "a1-a2^a1" in tokens
    assert tokens == load(game, TEAMMATE4.replace("A:persephone", "A:mortal")).tokens()


# Tyche (gods.md §3.5, 56): her draw is a turn between turns that moves nobody, so it leaves
# Eris' mark and truce alone; after the six her extra turn, also between turns, is an ordinary
# turn of hers: the workers it moves are the ones she moved most recently (a declined one moves
# none and leaves the mark). Eris' alternative turn with a Tyche worker is Eris' turn: no draw
# follows it. Tyche (A) on b2 and d4, Eris (B) on a5 and e1 (APART).


def test_tyche_extra_turn_marks_its_mover(game):
    g = load(game, f"{APART} 1 A:tyche[0,extra],B:eris[b2] 5 resume:1")
    g.play("d4-d3^d2")
    assert g.sfen() == "0B0000/00000/0000A0/00A010/00000B 2 A:tyche,B:eris[d3] 5 -"
    assert starting(g.tokens(), "b2-") and not starting(g.tokens(), "d3-")


def test_tyche_declining_her_extra_turn_leaves_the_mark(game):
    g = load(game, f"{APART} 1 A:tyche[0,extra],B:eris[b2] 5 resume:1")
    g.play("pass")
    assert g.sfen() == f"{APART} 2 A:tyche,B:eris[b2] 5 -"
    assert starting(g.tokens(), "d4-") and not starting(g.tokens(), "b2-")


@pytest.mark.parametrize("order, card, after_draw", [
    ("|0", "draw:6", "A:tyche[0,extra],B:eris[b2] 5 resume:1"),
    ("|1", "draw:0", "A:tyche[2|0],B:eris[b2] 5 -"),
], ids=["six", "blank"])
def test_tyche_draw_leaves_the_mark(game, order, card, after_draw):
    g = load(game, f"{APART} 1 A:tyche[1,draw{order}],B:eris[b2] 5 resume:1")
    g.play(card)
    seat = "1" if card == "draw:6" else "2"
    assert g.sfen() == f"{APART} {seat} {after_draw}"


def test_tyche_turn_then_her_extra_turn_the_last_mover_is_marked(game):
    """Her turn moves b2, the six comes, her extra turn moves d4: Eris may borrow b3, not d3."""
    g = load(game, f"{APART} 1 A:tyche[|0],B:eris[d4] 5 -")
    g.play("b2-b3^b4")
    assert g.sfen().split()[2:] == ["A:tyche[0,draw|0],B:eris[b3]", "5", "resume:1"]
    g.play("draw:6")
    g.play("d4-d3^d2")
    assert g.sfen().split()[1:] == ["2", "A:tyche,B:eris[d3]", "5", "-"]
    assert starting(g.tokens(), "b3-") and not starting(g.tokens(), "d3-")


def test_eris_alternative_turn_with_a_tyche_worker_is_no_turn_of_tyche(game):
    g = load(game, f"{APART} 2 A:tyche[|0],B:eris[b2] 5 -")
    g.play("d4-d3^d2")                  # Eris moves Tyche's d4 and builds with it
    assert g.sfen() == "0B0000/00000/0000A0/00A010/00000B 1 A:tyche[|0],B:eris[b2] 6 -"


def test_tyche_extra_turn_marks_its_mover_with_four_players(game):
    """Classic teams: Tyche (seat 1) against Eris (seat 2); Tyche's teammate's mark of nothing
    stays nothing, Eris' mark follows Tyche's extra turn."""
    g = load(game, f"{APART} 1 A:tyche[0,extra],B:eris[b2],A:mortal,B:mortal 5 resume:1")
    g.play("d4-d3^d2")
    assert g.sfen() == "0B0000/00000/0000A0/00A010/00000B 2 A:tyche,B:eris[d3],A:mortal,B:mortal 5 -"


def test_tyche_extra_turn_leaves_her_teammate_eris_mark(game):
    """Classic teams, Eris (seat 3) Tyche's teammate: Tyche's extra turn moves their shared d4;
    Eris' mark of the opposing team (a5) stays."""
    g = load(game, f"{APART} 1 A:tyche[0,extra],B:mortal,A:eris[a5],B:mortal 5 resume:1")
    g.play("d4-d3^d2")
    assert g.sfen() == "0B0000/00000/0000A0/00A010/00000B 2 A:tyche,B:mortal,A:eris[a5],B:mortal 5 -"


# Chaos (gods.md §3.2, 14): he reveals between turns after any turn that built a dome, a turn
# of his seat that moves nobody: it leaves Eris' mark and truce alone. His turns are his Simple
# God's, marked as any (Apollo's mover where it ends); Eris' alternative turn with his worker is
# a plain move and build (no power of his binds or helps it) and a dome it builds makes him
# reveal. Chaos (A) on b2 and d4, Eris (B) on a5 and e1 (APART), d3 on level 3 (TALL).
TALL = board_field(b2="A", d4="A", a5="B", e1="B", d3="3")


def test_chaos_apollo_swap_marks_his_mover_where_it_ends(game):
    g = load(game, f"{board_field(b2='A', d4='A', b3='B', e1='B')} 1 A:chaos[apollo],B:eris[d4] 5 -")
    g.play("b2-b3^c4")                  # Apollo's swap: Eris' b3 goes to b2
    assert g.sfen() == "00000/0010A0/00A000/00B000/00000B 2 A:chaos[apollo],B:eris[b3] 5 -"
    assert sorted({t[:2] for t in g.tokens()}) == ["b2", "d4", "e1"]


def test_chaos_dome_marks_his_mover_before_his_reveal(game):
    g = load(game, f"{TALL} 1 A:chaos[apollo],B:eris[d4] 5 -")
    g.play("b2-c3^d3")
    assert g.sfen() == "0B0000/0000A0/000A3*0/00000/00000B 1 A:chaos[apollo,draw],B:eris[c3] 5 resume:1"


def test_eris_alternative_turn_dome_makes_chaos_reveal_her_truce_kept(game):
    """Original text: her alternative turn with Chaos' d4 domes d3; he reveals (Atlas) with her
    mark and truce as they were; his next turn (an Atlas dome on the ground) marks its mover and
    ends the truce, and he reveals again."""
    g = load(game, f"{TALL} 2 A:chaos[pan,apollo],B:eris[b2] 5 -", ORIGINAL)
    g.play("d4-c4^d3")
    assert g.sfen() == "0B0000/000A00/0003*0/00A000/00000B 1 A:chaos[pan,apollo,draw],B:eris[b2,truce] 5 resume:2"
    g.play("draw:4")
    assert g.sfen() == "0B0000/000A00/0003*0/00A000/00000B 1 A:chaos[atlas,apollo,pan],B:eris[b2,truce] 6 -"
    g.play("c4-c5^c4*")
    assert g.sfen() == "0B00A00/000*00/0003*0/00A000/00000B 1 A:chaos[atlas,apollo,pan,draw],B:eris[c5] 6 resume:1"


def test_eris_alternative_turn_with_his_worker_has_no_power_of_his(game):
    """Chaos holds Atlas: his own turns may dome any level, her alternative turn with his d4 may not."""
    mine = load(game, f"{APART} 2 A:chaos[atlas],B:eris[b2] 5 -").tokens()
    his = load(game, f"{APART} 1 A:chaos[atlas],B:eris[b2] 5 -").tokens()
    assert starting(mine, "d4-c4^") == ["d4-c4^" + sq for sq in ("b3", "b4", "b5", "c3", "c5", "d3", "d4", "d5")]
    assert "d4-c4^c5*" in his


def test_chaos_first_reveal_marks_nothing(game):
    g = load(game, "00000/00000/00000/00000/00000 2 A:eris,B:chaos 1 -")
    g.play("draw:1")
    assert g.sfen() == "00000/00000/00000/00000/00000 1 A:eris,B:chaos[apollo] 1 -"


def test_chaos_reveal_with_four_players_leaves_the_mark(game):
    """Classic teams, Chaos (seat 1) against Eris (seat 2): his dome marks his mover, the reveal
    leaves it."""
    g = load(game, f"{TALL} 1 A:chaos[apollo],B:eris[d4],A:mortal,B:mortal 5 -")
    g.play("b2-c3^d3")
    g.play("draw:2")
    assert g.sfen() == "0B0000/0000A0/000A3*0/00000/00000B 2 A:chaos[artemis,apollo],B:eris[c3],A:mortal,B:mortal 5 -"


# ---------------------------------------------------------------------- (b) the perft tables

#: (name, sfen, counts, rulings): the revised text's table and the original text's.
ROWS = [(name, sfen, counts, frozenset()) for name, sfen, counts in named_perft_table("perft-eris.tsv")] + \
       [(name, sfen, counts, ORIGINAL) for name, sfen, counts in named_perft_table("perft-eris-original.tsv")]

CASES = [(name, sfen, rulings, depth, count)
         for name, sfen, counts, rulings in ROWS for depth, count in enumerate(counts, start=1)]
CASE_IDS = [f"{name}-d{depth}" for name, _, counts, _ in ROWS for depth in range(1, len(counts) + 1)]


def test_table_rows_are_eris_positions_to_depth_three():
    revised = [row for row in ROWS if not row[3]]
    assert 15 <= len(revised) <= 24 and 2 <= len(ROWS) - len(revised) <= 4
    assert all(len(counts) >= 3 for _, _, counts, _ in ROWS)
    seats = [re.sub(r"\[[^]]*\]", "", sfen.split()[2]) for _, sfen, _, _ in ROWS]  # states left out
    assert {len(field.split(",")) for field in seats} == {2, 4}
    assert any(field.startswith("A:") and ",C:" in field for field in seats)  # the Pantheon edition's pairs
    assert any(len(field.split(",")) == 4 and ",C:" not in field for field in seats)  # classic teams
    for _, sfen, counts, rulings in ROWS:
        assert "eris" in sfen.split()[2]
        assert RefPosition(sfen, rulings).perft(1) == counts[0]  # the oracle still counts the first depth so


@pytest.mark.parametrize("name,sfen,rulings,depth,expected", CASES, ids=CASE_IDS)
def test_core_perft_matches_oracle(name, sfen, rulings, depth, expected):
    assert Board(sfen, rulings=set(rulings)).perft(depth) == expected


@pytest.mark.parametrize("name,sfen,rulings", [(name, sfen, rulings) for name, sfen, _, rulings in ROWS],
                         ids=[row[0] for row in ROWS])
def test_core_turn_tokens_match_oracle(name, sfen, rulings):
    """The same canonical turn tokens as the oracle, and every turn to the same position."""
    core = Board(sfen, rulings=set(rulings))
    ref = RefPosition(sfen, rulings)
    assert core.sfen() == ref.sfen()
    assert sorted(move.token for move in core.legal_moves) == ref.legal_turns()
    for token in ref.legal_turns():
        child, ref_child = core.copy(), ref.copy()
        child.push(token)
        ref_child.play(token)
        assert child.sfen() == ref_child.sfen(), token


# ---------------------------------------------------------------------- (c) random games

#: Every god the oracle lets Eris face with 2 players (the gods, the direction, coin and
#: worker-count gods, the heroes, mortal) that the catalog lets her meet (not Eris herself:
#: each card once).
TWO_PLAYER_OPPONENTS = sorted(
    god for god in SUPPORTED_GODS | SUPPORTED_DIRECTION_GODS | SUPPORTED_COIN_GODS | SUPPORTED_HEROES
    | SUPPORTED_WORKER_COUNT_GODS if lineup_problem(["eris", god], 2) is None)
#: Gods that sit with her in 4-player games: those the oracle and the catalog allow with 4.
FOUR_PLAYER_GODS = sorted(g for g in SUPPORTED_GODS | SUPPORTED_DIRECTION_GODS if allowed(g, 4))

#: Turns (after placement) a random game may last, and the 4-player games (even seeds: classic
#: teams; odd seeds: the Pantheon edition's pairs).
TURNS = 30
FOUR_PLAYER_GAMES = 6

def two_player_gods(seat: int, other: str) -> list[str]:
    """Eris as seat 1 (``seat`` 0) or seat 2 (``seat`` 1) against ``other``."""
    return ["eris", other] if seat % 2 == 0 else [other, "eris"]


def four_player_gods(seed: int) -> list[str]:
    """Eris in seat ``seed % 4`` with three distinct 4-player gods that may meet her (no Siren with
    the Pantheon edition's pairs, which place from seat 1)."""
    rng = random.Random(8000 + seed)
    while True:
        others = rng.sample(FOUR_PLAYER_GODS, 3)
        gods = others[:]
        gods.insert(seed % 4, "eris")
        if lineup_problem(gods, 4) is None and not (seed % 2 and "siren" in gods):
            return gods


def test_the_random_opponents_all_load_against_her():
    assert len(TWO_PLAYER_OPPONENTS) >= 48 and "eris" not in TWO_PLAYER_OPPONENTS and "circe" in TWO_PLAYER_OPPONENTS
    assert {"persephone", "atalanta", "triton", "nemesis", "hydra", "hermes"} <= set(TWO_PLAYER_OPPONENTS)
    for other in TWO_PLAYER_OPPONENTS:
        for seat in (0, 1):
            RefPosition(opening(two_player_gods(seat, other)))
    for seed in range(FOUR_PLAYER_GAMES):
        RefPosition(opening(four_player_gods(seed), "own" if seed % 2 else "shared"))


@pytest.mark.parametrize("index,other,seat", [
    pytest.param(index, other, seat, id=f"{other}-{'first' if seat == 0 else 'second'}")
    for index, other in enumerate(TWO_PLAYER_OPPONENTS) for seat in (0, 1)])
def test_core_and_oracle_agree_on_a_random_game_against(index, other, seat):
    play_in_lockstep(opening(two_player_gods(seat, other)), random.Random(6800 + 2 * index + seat), TURNS)


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("other", ["atalanta", "triton", "nemesis", "hydra", "hermes"])
def test_core_and_oracle_agree_on_random_games_that_tell_the_movers_apart(other, seed):
    """Atalanta's walks, Triton's runs and Hermes' walks (back home most), Nemesis' trades and
    Hydra's gains and losses drawn first: which worker moved is what marks."""
    rng = random.Random(f"eris-{other}-{seed}")

    def choose(ref: RefPosition, tokens: list[str]) -> str:
        powered = [t for t in tokens if t.count("-") > 1 or ">" in t or "+" in t or "x" in t]
        home = [t for t in powered if t.count("-") > 1 and t[:2] == t.split("^")[0][-2:]]
        return rng.choice(home if home and rng.random() < 0.5 else powered if powered and rng.random() < 0.6
                          else tokens)

    play_in_lockstep(opening(two_player_gods(seed, other)), rng, TURNS, choose)


@pytest.mark.parametrize("seed", range(FOUR_PLAYER_GAMES))
def test_core_and_oracle_agree_on_random_four_player_games(seed):
    play_in_lockstep(opening(four_player_gods(seed), "own" if seed % 2 else "shared"), random.Random(6900 + seed),
                     TURNS)


@pytest.mark.parametrize("gods,workers", [
    (["eris", "persephone"], "shared"), (["persephone", "eris"], "shared"),
    (["eris", "persephone", "apollo", "pan"], "shared"), (["eris", "apollo", "persephone", "pan"], "shared"),
    (["eris", "persephone", "apollo", "pan"], "own"), (["pan", "eris", "apollo", "persephone"], "own"),
])
@pytest.mark.parametrize("seed", range(3))
def test_core_and_oracle_agree_on_random_games_with_persephone(gods, workers, seed):
    """Her demand on Eris' turns: against her, or on her team with 4 players."""
    play_in_lockstep(opening(gods, workers), random.Random(7100 + seed), TURNS)


@pytest.mark.parametrize("seed", range(3))
def test_oracle_random_games_replay_their_own_positions(seed):
    """Oracle alone: every position of a random game reads back as itself, with the same turns."""
    rng = random.Random(6990 + seed)
    own = seed == 2
    gods = four_player_gods(2 * seed + 1) if own else two_player_gods(seed, rng.choice(TWO_PLAYER_OPPONENTS))
    pos = RefPosition(opening(gods, "own" if own else "shared"))
    turns = 0
    while pos.winner() is None and turns < TURNS:
        sfen = pos.sfen()
        again = RefPosition(sfen)
        assert again.sfen() == sfen
        tokens = pos.legal_turns()
        assert again.legal_turns() == tokens
        if not tokens:
            break
        token = rng.choice(tokens)
        pos.play(token)
        turns += not (token[0] in "+=" and "-" not in token)
