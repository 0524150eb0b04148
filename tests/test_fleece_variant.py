"""The Golden Fleece variant in the engine (docs/golden-fleece-variant.md): the Ram's
placement, who holds its power turn by turn, the Ram as a ground-level dome, the SFEN
items and states, the draft, and a whole game played over USP.  The oracle's reading of the
same rules is tests/test_reference_fleece_variant.py; tests/test_differential_gods.py
compares the two on random games and perft tables.
"""

import pytest

from santorini import Board
from santorini.errors import IllegalMoveError, SfenError, UnsupportedError
from santorini.notation import SQUARE_NAMES, start_sfen
from santorini.rules.draft import FleeceDraft
from santorini.rules.gods import RAM_POWERS
from test_usp import EngineProcess

ELIGIBLE = sorted(RAM_POWERS)

#: Both sides placed (A on b3 d2, B on c2 d4): seat 1 places the Ram.
PLACED = "00000/0000B0/00A000/000B0A0/00000 1 A:mortal,B:mortal 2 fleece:{}"
#: The Ram on c3: A's b3 and d2 and B's c2 and d4 all touch it; seat 2 to act.
BOTH = "00000/0000B0/00A000/000B0A0/00000 2 A:mortal,B:mortal 2 fleece:{},ram@c3"
#: The Ram on a5: nobody touches it.
NEITHER = "00000/0000B0/00A000/000B0A0/00000 2 A:mortal,B:mortal 2 fleece:{},ram@a5"


def sq(name: str) -> int:
    return SQUARE_NAMES.index(name)


def tokens(board: Board) -> set[str]:
    return {move.token for move in board.legal_moves}


def test_eligible_gods_are_the_icons_the_core_plays():
    assert "pan" in ELIGIBLE and "athena" not in ELIGIBLE and len(ELIGIBLE) == 33


def test_seat_1_places_the_ram_after_both_placements_and_seat_2_starts():
    board = Board(start_sfen(fleece="pan"))
    assert len(board.legal_moves) == 300                    # Bia's limits and Selene's pairs aside
    board.push("+b3+d2")
    board.push("+c2+d4")
    assert board.turn == 1 and board.round == 2
    assert tokens(board) == {f"ram@{name}" for name in SQUARE_NAMES} - {"ram@b3", "ram@d2", "ram@c2", "ram@d4"}
    board.push("ram@c3")
    assert board.sfen() == BOTH.format("pan")
    assert (board.turn, board.round, board.ram) == (2, 2, sq("c3"))
    board.pop()
    assert board.sfen() == PLACED.format("pan") and board.ram is None


def test_the_ram_is_a_dome_on_the_ground():
    board = Board(BOTH.format("minotaur"))
    assert all("-c3" not in token and "^c3" not in token for token in tokens(board))
    atlas = Board(BOTH.format("atlas"))
    assert not any("c3" in token[2:] for token in tokens(atlas))
    # Minotaur (B holds by b2) may not push A's d2 worker from e1 into the Ram on c3;
    # with the Ram on a3 (still next to b2) he may.
    push = "00000/00A000/00000/00B00A0/00000B 2 A:mortal,B:mortal 2 fleece:minotaur,ram@{}"
    assert not any(token.startswith("e1-d2") for token in tokens(Board(push.format("c3"))))
    assert any(token.startswith("e1-d2") for token in tokens(Board(push.format("a3"))))


@pytest.mark.parametrize("sfen,holders", [(BOTH, (True, True)), (NEITHER, (False, False)),
                                          ("00000/0000B0/00A000/000B0A0/00000 2 A:mortal,B:mortal 2 fleece:{},ram@a4",
                                           (True, False)),
                                          ("00000/0000B0/00A000/000B0A0/00000 2 A:mortal,B:mortal 2 fleece:{},ram@e5",
                                           (False, True))])
def test_each_seat_holds_the_power_when_a_worker_touches_the_ram(sfen, holders):
    board = Board(sfen.format("demeter"))
    assert (board.holds_fleece(1), board.holds_fleece(2)) == holders
    # Demeter's second build is the power: B (to act) has it only when it holds.
    assert any(token.count("^") == 2 for token in tokens(board)) == holders[1]


def test_the_power_is_kept_for_the_whole_turn_and_handed_out_at_the_next():
    board = Board("00000/0000B0/00A000/000B0A0/00000 2 A:mortal,B:mortal 2 fleece:demeter,ram@e5")
    # d4 touches the Ram; its move to c5 walks away and still builds twice.
    assert "d4-c5^b5^c4" in tokens(board)
    board.push("d4-c5^b5^c4")
    assert not board.holds_fleece(2)        # handed out again when A's turn started
    assert not board.holds_fleece(1)
    assert not any(token.count("^") == 2 for token in tokens(board))


def test_the_other_seats_power_binds_the_seat_to_act():
    # Hades with B (next to the Ram on e5): A's workers on level 1 may not step down.
    hades = "00000/0000B0/01A000/000B0A0/00000 1 A:mortal,B:mortal 3 fleece:hades,ram@e5"
    board = Board(hades)
    assert board.holds_fleece(2) and not board.holds_fleece(1)
    assert not any(token.startswith("b3-") for token in tokens(board))
    assert "b3-b4^b3" not in tokens(board)
    free = Board(hades.replace("ram@e5", "ram@a5"))        # nobody holds: a mortal game
    assert "b3-b4^b3" in tokens(free)


def test_pan_wins_by_dropping_only_while_holding():
    # A's worker on level 2 at b3 may drop to a3; the Ram on a4 touches it, then not.
    won = Board("00000/0000B0/02A000/0000B0/00000A 1 A:mortal,B:mortal 3 fleece:pan,ram@a4")
    assert won.holds_fleece(1)
    won.push("b3-a3")
    assert won.outcome().winner == "A" and won.outcome().god == "pan"
    plain = Board("00000/0000B0/02A000/0000B0/00000A 1 A:mortal,B:mortal 3 fleece:pan,ram@e5")
    assert "b3-a3" not in tokens(plain) and not plain.holds_fleece(1)


def test_selene_gives_every_side_a_female_worker():
    board = Board(start_sfen(fleece="selene"))
    assert len(board.legal_moves) == 600
    board.push("+b3*+d2")
    assert "+c2*+d4" in tokens(board)


def test_dionysus_state_is_written_on_the_mortal_seat_and_checked():
    sfen = "00000/0000B0/00A000/000B0A0/00000 2 A:mortal,B:mortal[dionysus:1] 2 fleece:dionysus,ram@c3"
    assert Board(sfen).sfen() == sfen
    # In its extra turns the seat keeps the power it held when the turn began, wherever its
    # workers went since: B holds Dionysus away from the Ram (a5), A does not.
    away = Board(sfen.replace("ram@c3", "ram@a5"))
    assert away.sfen() == sfen.replace("ram@c3", "ram@a5")
    assert away.holds_fleece(2) and not away.holds_fleece(1)
    with pytest.raises(SfenError, match="holds no power"):
        Board("00000/0000B0/00A000/000B0A0/00000 2 A:mortal[dionysus:1],B:mortal 2 fleece:dionysus,ram@a5")
    with pytest.raises(SfenError):
        Board(sfen.replace("dionysus:1", "pan:1"))


@pytest.mark.parametrize("sfen,error", [
    ("00000/00000/00000/00000/00000 1 A:mortal,B:mortal,C:mortal 1 fleece:pan", SfenError),
    ("00000/00000/00000/00000/00000 1 A:apollo,B:mortal 1 fleece:pan", SfenError),
    ("00000/00000/00000/00000/00000 1 A:mortal,B:mortal 1 fleece:athena", UnsupportedError),
    ("00000/00000/00000/00000/00000 1 A:mortal,B:mortal 1 fleece:zorro", UnsupportedError),
    ("00000/00000/00000/00000/00000 1 A:mortal,B:mortal 1 fleece:pan,fleece:apollo", SfenError),
    ("00000/00000/00000/00000/00000 1 A:mortal,B:mortal 1 fleece:pan,ram@c3", SfenError),
    ("00000/0000B0/00A000/000B0A0/00000 2 A:mortal,B:mortal 2 fleece:pan", SfenError),
    ("00000/0000B0/00A000/000B0A0/00000 2 A:mortal,B:mortal 2 fleece:pan,ram@b3", SfenError),
    ("00000/0000B0/10A000/000B0A0/00000 2 A:mortal,B:mortal 2 fleece:pan,ram@a3", SfenError),
    ("00000/0000B0/00A000/000B0A0/00000 2 A:mortal,B:mortal 2 fleece:pan,ram@c3,ram@e5", SfenError),
    ("00000/0000B0/00A000/000B0A0/00000 2 A:mortal,B:mortal 2 ram@c3", SfenError),
    ("00000/00000/00000/00000/00000 2 A:mortal,B:mortal 1 fleece:pan", SfenError),     # seat 1 places first
    ("00000/00000/00B00B0/00000/00000 2 A:mortal,B:mortal 1 fleece:pan", SfenError),
    ("00000/00000/00A00A0/00000/00000 1 A:mortal,B:mortal 1 fleece:pan", SfenError),
    ("00000/00000/00000/00000/00000 1 A:mortal[dionysus:1],B:mortal 1 fleece:dionysus", SfenError),  # no Ram yet
])
def test_bad_variant_positions_are_refused(sfen, error):
    with pytest.raises(error):
        Board(sfen)


def test_an_illegal_ram_changes_nothing():
    board = Board(PLACED.format("pan"))
    before = (board.sfen(), board.key)
    for bad in ("ram@b3", "b3-b4^b3", "+a1+a2"):
        with pytest.raises(IllegalMoveError):
            board.push(bad)
        assert (board.sfen(), board.key) == before


# Eris on the Ram (docs/golden-fleece-variant.md): which workers an opponent moved last is a
# fact of play, so each seat's mark is kept all game, held or not, and written on its seat.
ERIS = "00000/0000B0/00A000/000B0A0/00000 {} A:mortal{},B:mortal{} {} fleece:eris,ram@{}"


def starts(board: Board, square: str) -> set[str]:
    return {token for token in tokens(board) if token.startswith(square + "-")}


def test_eris_a_seat_that_does_not_hold_her_power_keeps_its_mark():
    """The Ram on a5: nobody holds her. B's d4-e5 marks e5 for A all the same, and A, not
    holding, has no alternative turn with B's c2."""
    board = Board(ERIS.format(2, "", "", 2, "a5"))
    assert not board.holds_fleece(1) and not board.holds_fleece(2) and not starts(board, "b3")
    board.push("d4-e5^e4")
    assert board.sfen() == "00000B/00001/00A000/000B0A0/00000 1 A:mortal[eris:e5],B:mortal 3 fleece:eris,ram@a5"
    assert not starts(board, "c2") and not starts(board, "e5")


def test_eris_a_holder_moves_an_opposing_worker_it_has_not_marked():
    """The Ram on c3, A's mark on d4: A may move and build with B's c2, not with d4."""
    board = Board(ERIS.format(1, "[eris:d4]", "", 3, "c3"))
    assert board.holds_fleece(1)
    assert "c2-c1^b1" in starts(board, "c2") and not starts(board, "d4")
    board.push("c2-c1^b1")
    # A moved none of its own workers: B's mark is still empty; A's stays on d4.
    assert board.sfen() == "00000/0000B0/00A000/0000A0/010B00 2 A:mortal[eris:d4],B:mortal 3 fleece:eris,ram@c3"


def test_eris_both_seats_may_hold_her_power_and_each_takes_alternative_turns():
    board = Board(ERIS.format(2, "", "", 2, "c3"))
    assert board.holds_fleece(1) and board.holds_fleece(2)
    assert "b3-b4^b5" in starts(board, "b3") and starts(board, "d2")
    board.push("b3-b4^b5")             # B moves A's b3: nobody's mark changes
    assert board.sfen() == "01000/00A00B0/00000/000B0A0/00000 1 A:mortal,B:mortal 3 fleece:eris,ram@c3"
    assert board.holds_fleece(1) and starts(board, "c2") and starts(board, "d4")
    board.push("d2-e1^e2")             # A's own move: B's mark is e1
    assert board.sfen().endswith(" 2 A:mortal,B:mortal[eris:e1] 3 fleece:eris,ram@c3")
    assert starts(board, "b4") and not starts(board, "e1")


def test_eris_marks_are_written_on_holders_and_others_and_read_back():
    for sfen in (ERIS.format(1, "[eris:d4]", "[eris:b3]", 3, "c3"),
                 ERIS.format(2, "[eris:c2]", "[eris:d2]", 3, "a5"),
                 ERIS.format(2, "[eris:c2,d4]", "", 3, "e1")):
        assert Board(sfen).sfen() == sfen


@pytest.mark.parametrize("sfen", [
    ERIS.format(1, "[eris:e5]", "", 3, "c3"),           # nobody on e5
    ERIS.format(1, "[eris:b3]", "", 3, "c3"),           # A's own worker
    "00000/0000B0/00A000/000B0A0/00000 1 A:mortal[eris:d4],B:mortal 2 fleece:eris",     # no Ram yet
    ERIS.format(1, "[eris:d4]", "", 3, "c3").replace("fleece:eris", "fleece:pan"),
])
def test_eris_bad_marks_on_the_ram_are_refused(sfen):
    with pytest.raises(SfenError):
        Board(sfen)


def test_eris_on_the_ram_under_her_original_text_a_truce_follows_her_alternative_turn():
    """B's d4 on level 2 next to a level-3 c4: A's alternative turn d4-c4 wins nobody (both
    texts); under the original text A's state shows the truce until B's turn is over."""
    sfen = "00000/0032B0/00A000/000B0A0/00000 1 A:mortal,B:mortal 3 fleece:eris,ram@c3"
    for rulings, state in (((), "A:mortal"), ({"revised-text"}, "A:mortal[eris:truce]")):
        board = Board(sfen, rulings=rulings)
        board.push("d4-c4^d4")
        assert not board.is_game_over()
        assert f" 2 {state},B:mortal 3 " in board.sfen()
        board.push("c2-c1^b1")
        assert " 1 A:mortal[eris:c1],B:mortal 4 " in board.sfen()


def test_the_draft_names_the_rams_god():
    draft = FleeceDraft()
    assert draft.legal_tokens() == [f"fleece:{god}" for god in ELIGIBLE]
    with pytest.raises(UnsupportedError):
        draft.play("fleece:chronus")
    draft.play("fleece:hermes")
    assert Board(draft.sfen()).fleece == "hermes"
    with pytest.raises(IllegalMoveError):
        draft.play("fleece:pan")


def test_a_variant_game_played_to_the_end_over_usp():
    engine = EngineProcess(trace=False)
    try:
        engine.send("usp")
        assert "capability variants standard goldenfleece" in engine.read_until("uspok")
        moves = []
        assert engine.ask("position draft variant goldenfleece") == []
        _, best = engine.go("nodes 1000")
        moves.append(best.split()[1])
        assert moves[0].startswith("fleece:")
        while True:
            assert engine.ask(f"position draft variant goldenfleece moves {' '.join(moves)}") == []
            (result,) = engine.ask("result")
            if result != "result ongoing":
                break
            _, best = engine.go("nodes 3000", timeout=60)
            moves.append(best.split()[1])
            assert len(moves) < 300
        board = Board(start_sfen(fleece=moves[0][len("fleece:"):]))
        for token in moves[1:]:
            board.push(token)
        assert moves[3].startswith("ram@") and board.outcome() is not None
        assert result == f"result winner {board.outcome().winner}"
        assert engine.sfen() == board.sfen()
    finally:
        engine.send("quit")
        engine.proc.wait(10)


def test_the_diagram_and_d_show_the_ram_and_its_holders():
    assert str(Board(BOTH.format("pan"))).splitlines()[2] == "3  0   0A  R   0   0"
    engine = EngineProcess(trace=False)
    try:
        lines = engine.ask(f"position sfen {NEITHER.format('pan')}", "d")
        assert any(line.endswith("gods mortal,mortal, Golden Fleece pan held by seat none") for line in lines)
        lines = engine.ask(f"position sfen {BOTH.format('pan')}", "d")
        assert any(line.endswith("Golden Fleece pan held by seat 1 and 2") for line in lines)
    finally:
        engine.send("quit")
        engine.proc.wait(10)


def test_the_picture_draws_the_ram_and_no_dome():
    from santorini.svg import board as picture

    svg = picture(Board(BOTH.format("pan")))
    assert svg.count('class="ram"') == 1 and 'data-square="c3"' in svg and 'class="dome"' not in svg


def test_a_position_in_extra_turns_reads_back_with_its_key():
    # A (holding Dionysus) is in its extra turns; B's holding follows its workers meanwhile,
    # as reading the SFEN back computes it.
    board = Board("031B3*2/0312A1/01032/13*3*30/1A222B2 1 A:mortal[dionysus:1],B:mortal 23 fleece:dionysus,ram@c3")
    board.push("c5-c4^b4")
    again = Board(board.sfen())
    assert (again.sfen(), again.key, again.holds_fleece(2)) == (board.sfen(), board.key, board.holds_fleece(2))
