"""How a game ends, as the core reports it through Board.outcome(): the winning side, the
reason (a climb, a god's own condition and which god, no legal turn, last standing) and,
for teams, the side letter of the team."""

from santorini import Board, Outcome
from santorini.reference import RefPosition


def test_a_climb_onto_level_three():
    board = Board("00000/00000/00000/02A300/0A00B0B0 1 A:mortal,B:mortal 2 -")
    board.push("b2-c2")
    assert board.outcome() == Outcome("A", "climb", None)


def test_pans_drop_is_his_power_not_a_climb():
    board = Board("00000/00000/00000/02A000/0A00B0B0 1 A:pan,B:mortal 2 -")
    board.push("b2-c2")
    assert board.outcome() == Outcome("A", "power", "pan")
    board.pop()
    assert board.outcome() is None


def test_a_side_that_cannot_complete_a_turn_loses():
    board = Board("00000/00000/00000/0*0*0*00/0A0A0*0B0B 1 A:mortal,B:mortal 2 -")
    assert board.outcome() == Outcome("B", "no-turn", None)


def test_the_last_seat_standing_wins_with_three_players():
    board = Board("00000/00000/00000/00000/0A0A000 1 A:apollo,-B:artemis,-C:athena 5 -")
    assert board.outcome() == Outcome("A", "last-standing", None)


def test_a_team_wins_when_a_teammate_climbs():
    # Four players: seat 3 plays for side A with the team's shared workers.
    board = Board("00000/00000/00000/02A300/0A00B0B0 3 A:mortal,B:mortal,A:charon,B:mortal 2 -")
    board.push("b2-c2")
    assert board.outcome() == Outcome("A", "climb", None)


def test_two_win_conditions_met_at_once_go_to_the_seat_whose_turn_it_is():
    # The Pantheon edition's rule (docs/advanced-gods.md): both Chronus seats see five
    # complete towers after the dome on e1; the one who built it wins, whichever he is.
    sfen = "3*3*000/00000/00A0A0B0B/00000/3*3*003 {} A:chronus,B:chronus 4 -"
    for seat, winner in (("1", "A"), ("2", "B")):
        board = Board(sfen.format(seat))
        worker = "c3" if winner == "A" else "d3"
        board.push(f"{worker}-d2^e1")
        assert board.outcome() == Outcome(winner, "power", "chronus")
        oracle = RefPosition(sfen.format(seat))
        oracle.play(f"{worker}-d2^e1")
        assert oracle.sfen() == board.sfen() and f"{winner}:chronus#" in board.sfen()
