"""Binary training records of self-play positions (santorini.tools.training_data): the
fields say the position, the symmetries are the board's, duplicates merge, files round-trip,
and bad input is refused clearly."""

from __future__ import annotations

import json

import numpy as np
import pytest

from santorini import Board
from santorini.notation import SIDE_LETTERS, SQUARE_NAMES, parse_sfen, transform_square
from santorini.rules.gods import GODS
from santorini.tools.cli import main
from santorini.tools.selfplay import SelfPlayTask, play_task
from santorini.tools.training_data import RECORD, TrainingDataError, encode, read, write


@pytest.fixture(scope="module")
def lines():
    positions = []
    for game, gods in enumerate([("mortal", "mortal"), ("selene", "morpheus"), ("athena", "urania")], start=1):
        positions += play_task(SelfPlayTask(game=game, seed=3, nodes=300, gods=gods, random_plies=2, max_plies=12))
    return positions


def _board_field(cells) -> str:
    """The SFEN board field the cells describe."""
    ranks = []
    for rank in range(4, -1, -1):
        text = ""
        for file in range(5):
            cell = int(cells[rank * 5 + file])
            worker = (cell >> 3) & 7
            letter = SIDE_LETTERS[worker - 1] if worker else ""
            text += f"{cell & 3}{'*' if cell & 4 else ''}{letter.lower() if cell & 64 else letter}"
        ranks.append(text)
    return "/".join(ranks)


def test_a_record_holds_the_position_and_what_was_learnt_of_it(lines):
    records = encode(lines, dedup=False)
    assert len(records) == len(lines) and records.dtype == RECORD and RECORD.itemsize == 72
    for line, record in zip(lines, records):
        fields = line["sfen"].split()
        assert _board_field(record["cells"]) == fields[0]
        parsed = parse_sfen(line["sfen"])
        assert int(record["seats"]) == len(parsed.seats) and int(record["to_move"]) == parsed.to_move - 1
        assert [GODS[seat.god].index for seat in parsed.seats] == list(record["gods"][:len(parsed.seats)])
        assert int(record["round"]) == parsed.round and (int(record["game"]), int(record["ply"])) == (
            line["game"], line["ply"])
        assert float(record["result"]) == line["result"]
        kind, value = line["score"].split()
        expected = int(value) if kind == "cp" else (30000 - int(value) if kind == "win" else -30000 + int(value))
        assert float(record["score"]) == expected
    # Selene's female worker and Morpheus' stock are in the records.
    assert any(int(cell) & 64 for record in records for cell in record["cells"])
    morpheus = GODS["morpheus"].index
    assert any(state for record in records for god, state in zip(record["gods"], record["states"]) if god == morpheus)


def test_the_eight_images_are_the_same_position_under_the_rules(lines):
    for line in lines[::7]:
        images = encode([line], symmetries=True, dedup=False)
        assert len(images) == 8
        fields = line["sfen"].split()
        counts = set()
        for symmetry, image in enumerate(images):
            back = np.empty(25, dtype=np.uint8)
            back[:] = [image["cells"][transform_square(sq, symmetry)] for sq in range(25)]
            assert _board_field(back) == fields[0]
            board = Board(" ".join([_board_field(image["cells"]), *fields[1:]]))
            counts.add(board.legal_moves.count())
        assert len(counts) == 1     # every image has as many turns


def test_identical_positions_merge_and_average():
    sfen = "00000/0000B0/000B00/000A00/0A0000 1 A:mortal,B:mortal 2 -"
    line = {"game": 4, "ply": 2, "sfen": sfen, "score": "cp 30", "result": 1.0}
    merged = encode([line, dict(line, score="cp 10", result=0.0, game=9), dict(line, sfen=sfen.replace("1 A", "2 A"))])
    assert len(merged) == 2
    assert (int(merged["count"][0]), float(merged["score"][0]), float(merged["result"][0])) == (2, 20.0, 0.5)
    assert int(merged["game"][0]) == 4
    # The images of an asymmetric position are eight; with duplicates of each, still eight.
    assert len(encode([line, line], symmetries=True)) == 8


@pytest.mark.parametrize(("seats", "images"), [
    ("A:aeolus[n],B:mortal", 1), ("A:aeolus,B:mortal", 8), ("A:mortal,B:siren[ne]", 1), ("A:europa[c1],B:pan", 1),
    # A hero's spent mark is the same in every image; its binding (Adonis') or a last dome
    # whose ASCII order a turned board changes (Heracles') is not.
    ("A:medea[used],B:pan", 8), ("A:adonis[used],B:pan", 8), ("A:heracles[used],B:pan", 8),
    ("A:pan,B:adonis[c4~b3]", 1),
    # The workers off Gaea's card and Clio's coins spent are no squares.
    ("A:mortal,B:gaea[1]", 8), ("A:mortal,B:gaea[0]", 8),
])
def test_a_state_that_names_squares_or_directions_keeps_its_own_image(seats, images):
    # The wind blowing north is another position once the board is turned: no image is made.
    line = {"sfen": f"00000/000B00/00A00A0/000B00/00000 1 {seats} 2 -", "score": "cp 10", "result": 0.5}
    assert len(encode([line], symmetries=True, dedup=False)) == images



def test_a_spree_that_names_its_last_dome_keeps_its_own_image():
    # Heracles' next dome comes after c3 in ASCII order: a turned board would order them otherwise.
    line = {"sfen": "00000/000B00/00A0*0A0/000B00/00000 1 A:heracles[domes,c3],B:pan 2 -", "score": "cp 0",
            "result": 0.5}
    assert len(encode([line], symmetries=True, dedup=False)) == 1
    assert len(encode([dict(line, sfen=line["sfen"].replace("[domes,c3]", "[domes]"))], symmetries=True,
                      dedup=False)) == 8

def test_every_state_fits_a_record():
    """State words past 16 bits (Charybdis' whirlpools on d5 and e5, a Gaea placement due with
    its domes) and the seat a placement between turns comes back to are kept."""
    positions = [
        "00000/00000/0A00B00/000A00/000B00 1 A:charybdis[d5,e5],B:pan 3 -",
        "00000A/0123*0/0A20B00/00000/00000B 1 A:gaea[2,d4],B:pan 5 resume:2",
    ]
    records = encode([{"sfen": sfen, "score": "cp 0", "result": 0.5} for sfen in positions], dedup=False)
    for sfen, record in zip(positions, records):
        core = Board(sfen)._core
        assert [int(state) for state in record["states"][:2]] == [core.god_state(0), core.god_state(1)]
    assert max(int(state) for state in records["states"][:, 0]) > 0xFFFF
    assert [int(record["resume"]) for record in records] == [0, 2]


def test_files_round_trip_and_bad_files_are_refused(lines, tmp_path):
    records = encode(lines)
    path = tmp_path / "data.bin"
    write(path, records)
    assert path.stat().st_size == 16 + 72 * len(records)
    assert np.array_equal(read(path), records)
    for content, message in ((b"", "too short"), (b"NOTADATA" + bytes(8), "not a training-data file"),
                             (path.read_bytes()[:-3], "holds")):
        bad = tmp_path / "bad.bin"
        bad.write_bytes(content)
        with pytest.raises(TrainingDataError, match=message):
            read(bad)
    with pytest.raises(TrainingDataError, match="cannot read"):
        read(tmp_path / "none.bin")
    for line in ({"sfen": "garbage", "score": "cp 1", "result": 1}, {"sfen": lines[0]["sfen"], "result": 1},
                 dict(lines[0], result=3), dict(lines[0], score="elo 4")):
        with pytest.raises(TrainingDataError):
            encode([line])
    assert issubclass(TrainingDataError, ValueError)


def test_the_command_converts_and_shows(lines, tmp_path, capsys):
    source = tmp_path / "positions.jsonl"
    source.write_text("".join(json.dumps(line) + "\n" for line in lines))
    out = tmp_path / "out.bin"
    assert main(["training-data", "convert", str(source), "-o", str(out), "--symmetries"]) == 0
    assert len(read(out)) == len(encode(lines, symmetries=True))
    assert main(["training-data", "show", str(out), "--limit", "2"]) == 0
    shown = capsys.readouterr().out.splitlines()
    assert shown[1].startswith(f"{len(read(out))} records") and shown[2].startswith("game ")
    bad = tmp_path / "bad.jsonl"
    bad.write_text("{not json\n")
    assert main(["training-data", "convert", str(bad), "-o", str(out)]) == 2
    assert "bad.jsonl line 1: not a JSON line" in capsys.readouterr().err
    assert main(["training-data", "convert", str(source)]) == 2
    assert SQUARE_NAMES[transform_square(0, 3)] == "e5"


def test_self_play_leaves_out_a_position_its_budget_could_not_score():
    """Poseidon's turns outnumber a small node budget: such a search ends before its first
    depth, and its position (no score to learn) is not written; every written one converts."""
    positions = play_task(SelfPlayTask(game=1, seed=1, nodes=60, gods=("poseidon", "demeter"), max_plies=10))
    assert positions and all(position["score"] is not None for position in positions)
    assert len(encode(positions)) == len(positions)


@pytest.mark.parametrize("players, pool", [(3, None), (3, ["pan", "atlas", "zeus", "demeter", "hephaestus"]),
                                           (4, None), (4, ["pan", "atlas", "zeus", "demeter", "hephaestus"])])
def test_self_play_with_three_and_four_players(players, pool):
    """Three seats, or four in two teams: each game's lineup may play together, the result is
    the side's (a team's two seats share it), and the positions convert and train."""
    from santorini.rules.gods import lineup_problem
    from santorini.tools.selfplay import selfplay_tasks
    from santorini.tools.train import features

    tasks = selfplay_tasks(2, seed=4, nodes=150, pool=pool, players=players, max_plies=40)
    for task in tasks:
        assert len(task.gods) == players and (pool is None or lineup_problem(task.gods, players) is None)
        positions = play_task(task)
        assert positions and {p["side"] for p in positions} <= set("ABC"[:min(players, 3)])
        by_side = {}
        for position in positions:
            by_side.setdefault(position["side"], set()).add(position["result"])
        assert all(len(results) == 1 for results in by_side.values())
        assert sum(results == {1} for results in by_side.values()) <= 1
        records = encode(positions)
        assert set(records["seats"]) == {players} and features(records).shape[0] == len(records)


def test_the_selfplay_command_refuses_a_player_count_or_pool_it_cannot_play(capsys):
    from santorini.tools.cli import main

    assert main(["selfplay", "--games", "1", "--players", "5", "--jobs", "1"]) == 2
    assert main(["selfplay", "--games", "1", "--players", "4", "--gods", "pan,atlas", "--jobs", "1"]) == 2
    err = capsys.readouterr().err
    assert "players must be 2, 3 or 4" in err and "no 4 gods that may play one game together" in err
