"""The placement book: its symmetries, the shipped book's answers on every first placement,
bad files, the build, and the engine playing from it over USP and from the command line."""

from __future__ import annotations

import subprocess
import sys

import pytest

from santorini import Board
from santorini.engine.book import Book, BookError, _inverse, canonical
from santorini.engine.analysis import Score
from santorini.engine.book_build import _book, build_book, first_placements
from santorini.notation import parse_token, transform_square
from santorini.tools.cli import main


def test_the_eight_symmetries_are_distinct_permutations_with_inverses():
    images = {tuple(transform_square(q, s) for q in range(25)) for s in range(8)}
    assert len(images) == 8 and all(sorted(image) == list(range(25)) for image in images)
    assert all(transform_square(transform_square(q, s), _inverse(s)) == q for s in range(8) for q in range(25))


def _squares(token: str) -> list[int]:
    return [step.square for step in parse_token(token).steps]


def test_every_first_placement_is_one_of_49_up_to_symmetry():
    start = Board()
    classes = {canonical("B", _squares(move.token), ())[0] for move in start.legal_moves}
    assert len(list(start.legal_moves)) == 300 and len(classes) == 49
    assert {canonical("B", _squares(board.peek().token), ())[0] for board in first_placements()} == classes


def test_the_shipped_book_answers_every_first_placement_with_a_legal_turn_that_respects_symmetry():
    book = Book.default()
    assert len(book.entries) == 50
    start = Board()
    assert book.lookup(start).move in start.legal_moves
    answers = {}
    for move in start.legal_moves:
        board = start.copy(stack=False)
        board.push(move)
        entry = book.lookup(board)
        assert entry is not None and entry.move in board.legal_moves
        answers[tuple(sorted(_squares(move.token)))] = _squares(entry.move.token)
    # The answer to an image of a placement is an image of the answer: mirrored (file a <-> e),
    # the two positions after the reply are one up to symmetry.
    for placement, reply in answers.items():
        mirrored = tuple(sorted(transform_square(q, 1) for q in placement))
        assert canonical("A", mirrored, [transform_square(q, 1) for q in reply])[0] == \
            canonical("A", mirrored, answers[mirrored])[0]


@pytest.mark.parametrize("sfen", [
    "00000/00000/00000/00000/00000 1 A:apollo,B:mortal 1 -",           # a god
    "00000/00000/00000/00000/00000 1 A:mortal,B:mortal,C:mortal 1 -",  # three players
    "00000/000B00/00A00A0/000B00/00000 1 A:mortal,B:mortal 2 -",       # placement is over
])
def test_the_book_holds_only_base_game_placements(sfen):
    board = Board(sfen)
    assert Book.default().lookup(board) is None


@pytest.mark.parametrize("text,message", [
    ("A - - +b2+c3 cp 20", "line 1"),
    ("X - - +b2+c3 cp 20 11", "line 1"),
    ("# a comment\nA - - b2-c3^c4 cp 20 11", "line 2"),
    ("A z9 - +b2+c3 cp 20 11", "line 1"),
    ("A - - +b2+c3 elo 20 11", "line 1"),
    ("A - - +b2+c3 cp 20 11 games 3-1", "line 1"),
    ("A - - +b2+c3 cp 20 11 wins 3-1-0", "line 1"),
    ("A - - +b2+c3 cp 20 11 games 3-1-0 more", "line 1"),
])
def test_a_malformed_book_is_refused_with_its_line(text, message):
    with pytest.raises(BookError, match=message):
        Book.parse(text)


def test_a_missing_book_file_is_a_book_error(tmp_path):
    with pytest.raises(BookError, match="cannot read"):
        Book.load(tmp_path / "none.txt")


def test_a_built_book_round_trips_through_its_lines():
    book = build_book(depth=1)
    assert len(book.entries) == 50
    again = Book.parse("\n".join(book.lines()))
    assert again.entries == book.entries
    assert Board().parse(book.lookup(Board()).move.token)


def test_games_choose_the_reply_the_first_player_does_worst_against_and_the_best_finalist():
    a1e5, b1d1, c2c3 = (("B", squares, ()) for squares in ((0, 24), (1, 3), (7, 12)))
    replies = {a1e5: [("+b2+d4", Score(cp=90), 9), ("+c3+c4", Score(cp=10), 9)],
               b1d1: [("+b2+d2", Score(cp=50), 9)],
               c2c3: [("+b3+d3", Score(cp=5), 9), ("+b2+b4", Score(cp=-5), 9)]}
    # Against a1 e5 the search's best reply (b2 d4) did worse in the games than c3 c4.
    counts = {(a1e5, "+b2+d4"): (6, 2, 0), (a1e5, "+c3+c4"): (3, 5, 0),
              (b1d1, "+b2+d2"): (8, 0, 0),
              (c2c3, "+b3+d3"): (20, 10, 2), (c2c3, "+b2+b4"): (18, 12, 2)}
    book = _book(replies, counts, [a1e5, c2c3])
    assert book.entries[a1e5] == ("+c3+c4", Score(cp=10), 9, (5, 3, 0))     # the second player's view
    assert book.entries[c2c3] == ("+b2+b4", Score(cp=-5), 9, (12, 18, 2))
    # b1 d1 won every game, but only the finalists' longer runs choose the opening.
    assert book.entries[canonical("A", (), ())[0]] == ("+c2+c3", Score(cp=5), 9, (18, 12, 2))
    assert Book.parse("\n".join(book.lines())).entries == book.entries


def test_a_book_judged_by_games_records_them_and_replays_from_its_seed():
    options = dict(depth=1, candidates=2, games=1, nodes=300, finalists=2, jobs=2)
    book = build_book(**options)
    played = {key: sum(games) for key, (_, _, _, games) in book.entries.items()}
    assert len(played) == 50 and set(played.values()) <= {1, 4}
    assert played[canonical("A", (), ())[0]] == 4
    assert list(played.values()).count(4) == 1 + 2       # the opening and the two finalists
    assert build_book(**options).entries == book.entries
    with pytest.raises(ValueError, match="games must be at least 0"):
        build_book(depth=1, games=-1)


def _usp(*lines: str) -> list[str]:
    """The engine's output to these commands; after a go, waits for its bestmove."""
    engine = subprocess.Popen([sys.executable, "-m", "santorini.protocol"], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True, bufsize=1)
    out = []
    try:
        for line in [*lines, "isready"]:
            engine.stdin.write(line + "\n")
            engine.stdin.flush()
            ends = "bestmove" if line.startswith("go") else "readyok" if line == "isready" else None
            while ends is not None:
                out.append(engine.stdout.readline().rstrip("\n"))
                if out[-1].startswith(ends) or out[-1].startswith("error") or not out[-1]:
                    break
        engine.stdin.write("quit\n")
        engine.stdin.flush()
        engine.wait(timeout=30)
    finally:
        engine.kill()
    return out


def test_the_engine_plays_placements_from_its_book_unless_told_not_to(tmp_path):
    expected = Book.default().lookup(Board()).move.token
    out = _usp("usp", "position startpos", "go depth 3")      # on by default
    assert "info string book" in out and f"bestmove {expected}" in out
    out = _usp("usp", "setoption name OwnBook value false", "position startpos", "go depth 2")
    assert "info string book" not in out and any(line.startswith("bestmove +") for line in out)
    own = tmp_path / "book.txt"
    own.write_text("A - - +a1+e5 cp 0 1\n")
    out = _usp("usp", "setoption name OwnBook value true", f"setoption name BookFile value {own}",
               "position startpos", "go depth 3")
    assert "bestmove +a1+e5" in out
    out = _usp("usp", f"setoption name BookFile value {tmp_path / 'none.txt'}")
    assert any(line.startswith("error bad-option BookFile: cannot read book") for line in out)


def test_the_command_shows_and_builds_the_book(tmp_path, capsys):
    assert main(["book", "show"]) == 0
    assert len(capsys.readouterr().out.splitlines()) == 50
    out = tmp_path / "b.txt"
    assert main(["book", "build", "--depth", "1", "-o", str(out), "--no-progress"]) == 0
    assert len(Book.load(out).entries) == 50
    assert main(["book", "build", "--depth", "1", "--movetime", "5"]) == 2
    assert main(["book", "build", "--depth", "1", "--candidates", "0"]) == 2
    assert "candidates must be at least 1" in capsys.readouterr().err
