"""Shared test helpers: the perft tables of tests/data, and the two implementations of the
rules (the reference oracle and the native core) behind one small interface, for scenarios
that check both."""

import random
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from santorini import Board
from santorini.notation import square_index, start_sfen
from santorini import reference
from santorini.reference import RefPosition
from santorini.rules.draft import start_seats
from santorini.rules.gods import playable_gods

REPO = Path(__file__).resolve().parents[1]
#: The reference tables the tests read; they ship with the repository.
DATA = REPO / "tests" / "data"


def data_file(name: str) -> Path:
    """A file of tests/data; a missing file is an error, never a skip."""
    path = DATA / name
    if not path.is_file():
        raise FileNotFoundError(f"test data {path} is missing (it ships with the repository)")
    return path


def read_perft_tsv(path: Path) -> list[tuple[str, list[int]]]:
    """(sfen, [perft 1, perft 2, ...]) rows of a perft TSV file; '#' lines are comments."""
    rows = []
    for line in path.read_text().splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        sfen, *counts = line.split("\t")
        rows.append((sfen, [int(c) for c in counts]))
    return rows


def perft_table(name: str = "perft-base.tsv") -> list[tuple[str, list[int]]]:
    """The rows of a perft TSV file of tests/data."""
    return read_perft_tsv(data_file(name))


def named_perft_table(name: str) -> list[tuple[str, str, list[int]]]:
    """(row name, sfen, [perft 1, perft 2, ...]) of a perft TSV file of tests/data whose rows
    are named by the comment line above them (``# name: what the row covers``)."""
    rows = []
    row_name = ""
    for line in data_file(name).read_text().splitlines():
        if line.startswith("# ") and ":" in line and "\t" not in line:
            row_name = line[2:].split(":", 1)[0]
            continue
        if not line.strip() or line.startswith("#"):
            continue
        sfen, *counts = line.split("\t")
        rows.append((row_name, sfen, [int(c) for c in counts]))
    return rows


class OracleGame:
    """The reference oracle behind the small interface the scenarios use."""

    def __init__(self, sfen: str, rulings: frozenset[str] = frozenset()) -> None:
        self.pos = RefPosition(sfen, rulings)

    def tokens(self) -> list[str]:
        return self.pos.legal_turns()

    def play(self, token: str) -> None:
        self.pos.play(token)

    def sfen(self) -> str:
        return self.pos.sfen()


class CoreGame:
    """The native core (``santorini.Board``) behind the same interface."""

    def __init__(self, sfen: str, rulings: frozenset[str] = frozenset()) -> None:
        self.board = Board(sfen, rulings=rulings)

    def tokens(self) -> list[str]:
        return sorted(move.token for move in self.board.legal_moves)

    def play(self, token: str) -> None:
        self.board.push(token)

    def sfen(self) -> str:
        return self.board.sfen()


@pytest.fixture(params=["oracle", "core"])
def game(request):
    """A function making a game of the implementation under test from an SFEN (and the ruling
    keys whose alternatives are in force)."""
    return {"oracle": OracleGame, "core": CoreGame}[request.param]


def board_field(**cells: str) -> str:
    """A board field from the occupied or built squares: ``board_field(c3="2A", d1="0*", a5="B")``
    (height, ``*`` for a dome, a worker letter; a missing height is 0)."""
    ranks = []
    for rank in range(5, 0, -1):
        row = ""
        for file in "abcde":
            cell = cells.get(f"{file}{rank}", "0")
            row += cell if cell[:1].isdigit() else "0" + cell
        ranks.append(row)
    return "/".join(ranks)


def starting(tokens: list[str], prefix: str) -> list[str]:
    """The tokens that begin with prefix, sorted (a worker's turns, a move's builds)."""
    return sorted(t for t in tokens if t.startswith(prefix))


def after(game, sfen: str, *tokens: str, rulings: frozenset[str] = frozenset()) -> str:
    """The SFEN after playing the tokens from sfen on the implementation under test (game),
    under the ruling keys `rulings` (game may be a function of the SFEN alone without them)."""
    g = game(sfen, rulings) if rulings else game(sfen)
    for token in tokens:
        g.play(token)
    return g.sfen()


def tokens_after(game, sfen: str, *tokens: str, rulings: frozenset[str] = frozenset()) -> list[str]:
    """The legal tokens after playing the tokens from sfen (implementation under test)."""
    g = game(sfen, rulings) if rulings else game(sfen)
    for token in tokens:
        g.play(token)
    return g.tokens()


def counted(game, sfen: str, depth: int, rulings: frozenset[str] = frozenset()) -> int:
    """perft through the scenario interface alone: every token played from a fresh position."""
    if depth == 0:
        return 1
    tokens = (game(sfen, rulings) if rulings else game(sfen)).tokens()
    if depth == 1:
        return len(tokens)
    return sum(counted(game, after(game, sfen, token, rulings=rulings), depth - 1, rulings) for token in tokens)


def assert_same_turns(sfen: str) -> None:
    """The core lists the oracle's canonical turn tokens, and each turn leads both to the
    same position."""
    core = Board(sfen)
    ref = RefPosition(sfen)
    assert core.sfen() == ref.sfen()
    assert sorted(move.token for move in core.legal_moves) == ref.legal_turns()
    for token in ref.legal_turns():
        child, ref_child = core.copy(), ref.copy()
        child.push(token)
        ref_child.play(token)
        assert child.sfen() == ref_child.sfen(), token


#: Every god and hero the oracle plays (its SUPPORTED_* families together).
ORACLE_GODS = frozenset().union(*(getattr(reference, name) for name in dir(reference) if name.startswith("SUPPORTED_")))

def oracle_playable_gods(players: int) -> list[str]:
    """The catalog's playable gods for ``players`` that the oracle plays too (every one:
    tests/test_reference.py checks it)."""
    return [god for god in playable_gods(players) if god in ORACLE_GODS]


def opening(gods: list[str], team_workers: str = "shared") -> str:
    """The empty board of a random game: the first seat with a setup choice (Siren's Song,
    Moerae's Fate area, Chaos' first reveal) to move first, else the first seat that may start (Hecate places last:
    the seat after hers; the Pantheon teams place from seat 1)."""
    if team_workers == "own":
        return start_sfen(len(gods), gods, team_workers="own")
    first = next((i + 1 for i, god in enumerate(gods) if god in ("siren", "moerae", "chaos")), None)
    return start_sfen(len(gods), gods, to_move=first or start_seats(gods)[0])


def play_against(god: str, other: str, seat: int, turns: int,
                 chooser: Callable[[random.Random], Callable[[RefPosition, list[str]], str]] | None = None) -> int:
    """A random game of ``god`` in seat ``seat`` (0 or 1) against ``other``, core and oracle in
    lockstep (:func:`play_in_lockstep`), seeded by the three; ``chooser`` makes its turn chooser
    from the game's generator."""
    gods = [god, other] if seat == 0 else [other, god]
    rng = random.Random(f"{god} {other} {seat}")
    return play_in_lockstep(opening(gods), rng, turns, chooser(rng) if chooser else None)


def play_in_lockstep(start: str, rng: random.Random, turns: int,
                     choose: Callable[[RefPosition, list[str]], str] | None = None,
                     after: Callable[[RefPosition], int] | None = None,
                     rulings: frozenset[str] = frozenset()) -> int:
    """Random turns from ``start`` on the oracle and the core at once: at every position the
    same sorted canonical tokens, after every turn the same SFEN, until the game ends or
    ``turns`` turns (placements and setup orientations do not count). ``choose(ref, tokens)``
    picks each turn (default: any, by ``rng``); ``after(ref)``, run on the oracle after each
    turn, returns a count: the total is returned. Both play under the ``rulings``' alternatives.
    Every SFEN written on the way reads back as the same position (a state the turns made that
    the reader refuses would strand a GUI, a record or training data)."""
    ref = RefPosition(start, rulings)
    core = Board(ref.sfen(), rulings=rulings)
    assert core.sfen() == ref.sfen()
    played = total = 0
    while played < turns:
        tokens = ref.legal_turns()
        assert sorted(move.token for move in core.legal_moves) == tokens, ref.sfen()
        if not tokens:
            assert core.is_game_over()
            break
        token = choose(ref, tokens) if choose else rng.choice(tokens)
        before = ref.sfen()
        ref.play(token)
        core.push(token)
        assert core.sfen() == ref.sfen(), (before, token)
        assert Board(core.sfen(), rulings=rulings).sfen() == core.sfen(), (before, token)
        if after:
            total += after(ref)
        played += not (token[0] in "+=" and "-" not in token)
    return total


#: The squares a token builds on (``^c3``, ``^a1*``).
BUILT = re.compile(r"\^([a-e][1-5])")


#: The square a token's move goes to.
_MOVED_TO = re.compile(r"-([a-e][1-5])")


def _building_on(ref: RefPosition, builds: list[str], level_fits: Callable[[int], bool]) -> list[str]:
    """The turns of ``builds`` that build on a square whose height ``level_fits``."""
    return [t for t in builds if any(level_fits(ref.heights[square_index(sq)]) for sq in BUILT.findall(t))]


def raising_towers(ref: RefPosition, builds: list[str], rng: random.Random) -> str:
    """One of the turns ``builds`` (each builds), picked so that domes come, for the random games of
    the stops for Gaea: half the time one that builds on level 2 or higher, then half the time on
    level 1 or higher, else any."""
    for level in (2, 1):
        high = _building_on(ref, builds, lambda height: height >= level)
        if high and rng.random() < 0.5:
            return rng.choice(high)
    return rng.choice(builds)


def placing_mostly(tokens: list[str], rng: random.Random, chance: float) -> str:
    """One of Gaea's placement tokens ``tokens``, for random games: with ``chance`` a placement (when
    there is one), else any, ``pass`` too."""
    placing = [t for t in tokens if t != "pass"]
    return rng.choice(placing) if placing and rng.random() < chance else rng.choice(tokens)


def toward_domes(ref: RefPosition, builds: list[str], rng: random.Random, top_chance: float) -> str:
    """As raising_towers, but first, with ``top_chance``, one that builds on level 3 (a dome)."""
    tops = _building_on(ref, builds, lambda height: height == 3)
    if tops and rng.random() < top_chance:
        return rng.choice(tops)
    return raising_towers(ref, builds, rng)


def toward_lasting_domes(ref: RefPosition, builds: list[str], rng: random.Random, top_chance: float) -> str:
    """As toward_domes, for games that should last (few wins): with ``top_chance`` a dome, else
    most of the time one that builds on level 2, then on level 1, else mostly one whose move stays
    on level 0 or 1, else any."""
    tops = _building_on(ref, builds, lambda height: height == 3)
    if tops and rng.random() < top_chance:
        return rng.choice(tops)
    for level in (2, 1):
        high = _building_on(ref, builds, lambda height: height == level)
        if high and rng.random() < 0.6:
            return rng.choice(high)
    low = [t for t in builds if (m := _MOVED_TO.search(t)) and ref.heights[square_index(m.group(1))] <= 1]
    if low and rng.random() < 0.8:
        return rng.choice(low)
    return rng.choice(builds)


def rest_due_refusals(god: str, placed: str, paused: str, domed: dict[str, str], third: str) -> list[str]:
    """SFENs that write ``{god}[rest:a1]`` (the rest of a turn that stopped at a dome for Gaea,
    from the worker on a1) where no rest can be due, or in a malformed form: the refusals the pause
    files of the powers that put a piece after their build share (Europa's Talus, Charybdis'
    whirlpool), on their common board (the dome on b2, ``domed``; Gaea's worker placed on a2 in
    ``placed``, her placement due in ``paused``), with ``third`` the third seat's god."""
    state = f"{god}[rest:a1]"

    def written(text: str) -> str:
        return placed.replace(state, f"{god}[{text}]")

    three = board_field(a1="A", e5="A", a5="C", e1="C", c5="B", e3="B", **domed)
    return [
        # without resume:, resume: naming another seat
        placed.replace(" resume:1", " -"),
        placed.replace("resume:1", "resume:2"),
        # her placement still due: seat 2 acts first, not the rest
        paused.replace(" 2 A:", " 1 A:"),
        # no worker of its seat on the square: empty (b1), Gaea's (a2), the dome (b2)
        placed.replace("rest:a1", "rest:b1"),
        placed.replace("rest:a1", "rest:a2"),
        placed.replace("rest:a1", "rest:b2"),
        # malformed: a square after the worker, no square, a bad square, a spent mark, twice, no colon
        *(written(text) for text in ("rest:a1,d4", "rest", "rest:", "rest:a0", "used,rest:a1", "d4,rest:a1,rest:a1",
                                     "rest-a1", ",rest:a1")),
        # no Gaea in the game
        f"{board_field(a1='A', e5='A', a5='B', e1='B', **domed)} 1 A:{state},B:mortal 5 resume:1",
        # the game won (the rest always has a token, pass: never a rest its seat cannot play)
        placed.replace("B:gaea[1]", "B:gaea[1]#"),
        placed.replace(f"A:{state}", f"A:{state}#"),
        # before every side placed
        f"{board_field(a1='A', e5='A', b2='3*')} 1 A:{state},B:gaea 1 resume:1",
        # Gaea first: resume: naming her seat, her placement due with the other seat to move
        f"{board_field(a1='B', c1='A', e5='B', a5='A', e1='A', **domed)} 2 A:gaea[1],B:{state} 5 resume:1",
        f"{board_field(a1='B', e5='B', a5='A', e1='A', **domed)} 2 A:gaea[2,b2],B:{state} 5 resume:2",
        # 3 players: resume: naming the third god's seat; Gaea eliminated (in play no more)
        f"{three} 1 A:{state},B:{third},C:gaea 5 resume:2",
        f"{board_field(a1='A', e5='A', c5='B', e3='B', **domed)} 1 A:{state},B:{third},-C:gaea 5 resume:1",
    ]


class OracleTables:
    """The oracle's perft tables of a god, on the core: every count, and at the root the oracle's
    canonical tokens with every turn leading to the same position.  A test module subclasses it
    as ``class TestOracleTables(OracleTables)`` with ``ROWS``, the rows (``named_perft_table``)."""

    ROWS: list[tuple[str, str, list[int]]] = []

    def test_core_perft_matches_oracle(self, name: str, sfen: str, depth: int, expected: int) -> None:
        assert Board(sfen).perft(depth) == expected

    def test_core_turn_tokens_match_oracle(self, name: str, sfen: str) -> None:
        assert_same_turns(sfen)


class RecountedOracleTables(OracleTables):
    """OracleTables whose rows the oracle counts once more (depths 1-2): the tables its own script
    wrote with nothing to compare them with (no mortal form of the god)."""

    def test_oracle_recounts_the_shallow_depths(self, name: str, sfen: str, counts: list[int]) -> None:
        position = RefPosition(sfen)
        assert [position.perft(depth) for depth in (1, 2)] == counts[:2]


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """The rows of an OracleTables subclass: each depth of each row, or each row."""
    if metafunc.cls is None or not issubclass(metafunc.cls, OracleTables):
        return
    rows = metafunc.cls.ROWS
    if "counts" in metafunc.fixturenames:
        metafunc.parametrize("name,sfen,counts", rows, ids=[row[0] for row in rows])
    elif "depth" in metafunc.fixturenames:
        cases = [(name, sfen, depth, count) for name, sfen, counts in rows for depth, count in enumerate(counts, start=1)]
        metafunc.parametrize("name,sfen,depth,expected", cases, ids=[f"{c[0]}-d{c[2]}" for c in cases])
    else:
        metafunc.parametrize("name,sfen", [(name, sfen) for name, sfen, _ in rows], ids=[row[0] for row in rows])
