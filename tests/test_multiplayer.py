"""Three players (elimination) and four players in two teams."""

import pytest

from santorini import Board

THREE = "0A0A00C0C/00000/00000/0*0*0*00/0B0B0*00 1 A:mortal,B:mortal,C:mortal 3 -"


def test_player_eliminated_in_the_middle_of_the_order():
    board = Board(THREE)
    board.push("a5-a4^a3")   # B, boxed in by domes, cannot move: out at once
    assert board.eliminated == ["B"]
    assert board.turn == 3 and board.outcome() is None
    assert board.sfen() == "00A00C0C/0A0000/10000/0*0*0*00/000*00 3 A:mortal,-B:mortal,C:mortal 3 -"


def test_eliminated_seat_is_skipped_and_the_round_still_counts():
    board = Board(THREE)
    board.push("a5-a4^a3")
    board.push("d5-d4^d3")   # C plays; play passes over B back to A
    assert board.turn == 1 and board.round == 4
    assert all(move.token.startswith(("a4", "b5")) for move in board.legal_moves)


def test_last_player_standing_wins():
    # B is out; C is boxed in on the right edge; A's move leaves C without a turn.
    board = Board("0A0A000/00000/00000/000*0*0*/000*0C0C 1 A:mortal,-B:mortal,C:mortal 3 -")
    board.push("a5-a4^a3")
    outcome = board.outcome()
    assert outcome.winner == "A" and outcome.reason == "last-standing"
    assert board.eliminated == ["B", "C"]
    assert not board.legal_moves
    assert "A:mortal#" in board.sfen()


def test_any_player_moving_up_onto_three_wins_at_once():
    board = Board("00000/00000/00000/2C3000C/0A0A00B0B 3 A:mortal,B:mortal,C:mortal 3 -")
    board.push("a2-b2")
    assert board.outcome().winner == "C" and board.outcome().reason == "climb"
    assert board.sfen().split()[2] == "A:mortal,B:mortal,C:mortal#"


def test_three_player_placement_goes_round_the_table():
    board = Board("00000/00000/00000/00000/00000 1 A:mortal,B:mortal,C:mortal 1 -")
    for seat, token in zip((1, 2, 3), ("+a1+a2", "+c1+c2", "+e1+e2")):
        assert board.turn == seat
        assert all(move.token.startswith("+") for move in board.legal_moves)
        board.push(token)
    assert board.turn == 1 and board.round == 2
    assert not any(move.token.startswith("+") for move in board.legal_moves)


FOUR_EMPTY = "00000/00000/00000/00000/00000 1 A:mortal,B:mortal,A:mortal,B:mortal 1 -"


def test_four_players_place_by_team_first_seats_and_team_a_second_seat_starts():
    board = Board(FOUR_EMPTY)
    board.push("+b2+d2")      # seat 1 places team A's pair
    assert board.turn == 2
    board.push("+b4+d4")      # seat 2 places team B's pair
    assert board.turn == 3    # team A's second seat takes the first turn
    assert board.side_to_move == "A"
    assert not any(move.token.startswith("+") for move in board.legal_moves)


def test_teammates_share_workers():
    board = Board(FOUR_EMPTY)
    for token in ("+b2+d2", "+b4+d4"):
        board.push(token)
    board.push("b2-b1^a1")    # seat 3 moves a team-A worker
    board.push("b4-b5^a5")    # seat 4, team B
    assert board.turn == 1
    starts = {move.token[:2] for move in board.legal_moves}
    assert starts == {"b1", "d2"}  # seat 1 moves the same pair seat 3 moved


def test_team_wins_when_either_teammate_climbs():
    board = Board("00000/0B000B0/00000/2A3000A/00000 3 A:mortal,B:mortal,A:mortal,B:mortal 2 -")
    board.push("a2-b2")
    assert board.outcome().winner == "A"
    assert board.sfen().split()[2] == "A:mortal,B:mortal,A:mortal#,B:mortal"


def test_team_loses_when_a_teammate_cannot_move():
    board = Board("0A0A000/00000/00000/0*0*0*00/0B0B0*00 3 A:mortal,B:mortal,A:mortal,B:mortal 2 -")
    board.push("a5-a4^a3")    # seat 4 (team B) is now without a turn
    assert board.turn == 4
    assert board.outcome().winner == "A" and board.outcome().reason == "no-turn"


@pytest.mark.parametrize("players", [3, 4])
def test_search_plays_multiplayer(players):
    from santorini.engine.analysis import analyse

    sides = "A:mortal,B:mortal,C:mortal" if players == 3 else "A:mortal,B:mortal,A:mortal,B:mortal"
    board = Board(f"00000/000B00/00A00A0/00C0B0C0/00000 1 {sides} 2 -" if players == 3
                  else f"00000/000B00/00A00A0/000B00/00000 1 {sides} 2 -")
    info = analyse(board, depth=4)[0]
    assert info.pv and info.pv[0] in board.legal_moves


def test_a_position_with_an_eliminated_seat_reads_back_as_played():
    """The eliminated seat had placed: a SFEN read back is the position play reached (same
    key, no placement awaited), so the search prunes there as it does in play."""
    board = Board("00000/00000/00300/0A0B000/0A0000B 2 A:apollo,B:pan,-C:zeus 5 -")
    assert not board._core.placing
    board.push("b2-b3^b4")
    again = Board(board.sfen())
    assert again.sfen() == board.sfen() and again._core.key == board._core.key
