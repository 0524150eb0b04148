"""The native core against the reference oracle with god powers, and in the Golden Fleece
variant with each god the Ram may carry.

Every ordered pair (but the banned ones) of the gods the engine plays (the Simple and
Advanced Gods but Chaos, Hades, Nemesis, Terpsichore and Urania, nine heroes) and mortal, with 2 players; with
3 and 4 players every god
that allows the player count, each in seat 1 against a rotating set of others (the
whole product with ``pytest -m slow``): seeded random games compared turn by turn
(legal-turn sets, position strings, make/unmake and keys), and the oracle's perft
tables reproduced by the core, also with each ruling's alternative.
"""

import itertools
import random
from pathlib import Path

import pytest

from conftest import read_perft_tsv
from santorini import Board
from santorini.notation import parse_sfen
from santorini.reference import RefPosition
from santorini.rules import gods as catalog
from santorini.rules.gods import allowed, banned

GODS = ("mortal", "apollo", "artemis", "athena", "atlas", "demeter", "hephaestus", "hermes", "minotaur", "pan",
        "prometheus", "aphrodite", "ares", "bia", "charon", "chronus", "circe", "dionysus", "eros", "hera",
        "hestia", "hypnus", "limus", "medusa", "morpheus", "persephone", "poseidon", "selene", "triton", "zeus",
        "hades", "terpsichore", "urania", "achilles", "atalanta", "bellerophon", "jason", "medea", "odysseus",
        "polyphemus", "theseus", "nemesis", "adonis", "europa", "graeae", "scylla", "castor", "proteus", "asteria",
        "iris", "pegasus", "maenads", "hippolyta", "aeolus", "siren", "clio", "harpies")
TABLES = [Path(__file__).parent / "data" / name for name in
          ("perft-simple-gods.tsv", "perft-charon.tsv", "perft-charon-multiplayer.tsv", "perft-ares.tsv",
           "perft-ares-multiplayer.tsv", "perft-advanced.tsv", "perft-advanced-multiplayer.tsv",
           "perft-golden-fleece.tsv", "perft-golden-fleece-multiplayer.tsv", "perft-fleece-variant.tsv",
            "perft-heroes.tsv", "perft-heroes-2.tsv", "perft-nemesis.tsv", "perft-nemesis-multiplayer.tsv",
            "perft-adonis.tsv", "perft-graeae.tsv", "perft-graeae-multiplayer.tsv", "perft-europa.tsv",
            "perft-europa-multiplayer.tsv", "perft-promo.tsv", "perft-promo-multiplayer.tsv", "perft-maenads.tsv",
            "perft-maenads-multiplayer.tsv", "perft-hippolyta.tsv", "perft-hippolyta-multiplayer.tsv",
            "perft-aeolus.tsv", "perft-aeolus-multiplayer.tsv", "perft-siren.tsv", "perft-siren-multiplayer.tsv",
            "perft-clio.tsv", "perft-clio-multiplayer.tsv", "perft-clio-targets.tsv", "perft-harpies.tsv",
            "perft-harpies-multiplayer.tsv")]
SIDES = {2: "AB", 3: "ABC", 4: "ABAB"}
#: How many opponents each god meets by default with 3 and 4 players (all of them with -m slow).
ROTATION = 4
#: Random games per god in the Golden Fleece variant (the Ram's holders change from turn to turn).
GAMES_PER_FLEECE = 6


def engine_rows(path):
    """The rows of an oracle perft table whose gods this engine plays together (none of the
    engine's own bans, ENGINE_BANS, which the oracle may play)."""
    rows = []
    for sfen, counts in read_perft_tsv(path):
        gods = [seat.god for seat in parse_sfen(sfen).seats]
        if not any(pair <= set(gods) for pair in catalog.ENGINE_BANS):
            rows.append((sfen, counts))
    return rows


def playable(players):
    """The gods a seat may hold with this many players (mortal in every count, as the tests
    and the oracle's tables play it)."""
    return [god for god in GODS if god == "mortal" or allowed(god, players)]


def seats(first, second, players):
    """The gods of each seat: the pair, and with 3 players a third god that cycles
    through the list (the next one banned with neither), with 4 (teams A, B, A, B) the
    pair again in the other order."""
    if players == 2:
        return [first, second]
    if players == 3:
        gods = playable(3)
        index = gods.index(first) + gods.index(second) + 1
        while banned(gods[index % len(gods)], first) or banned(gods[index % len(gods)], second):
            index += 1
        return [first, second, gods[index % len(gods)]]
    return [first, second, second, first]


def pairs(players, everything):
    gods = playable(players)
    if players == 2 or everything:
        return [(a, b) for a, b in itertools.product(gods, gods) if not banned(a, b)]
    # Each god in seat 1 against ROTATION others, chosen so that every god also meets
    # each of the others in some seat over the run of the list.
    return [(a, gods[(i + k * 7 + 1) % len(gods)]) for i, a in enumerate(gods) for k in range(ROTATION)
            if not banned(a, gods[(i + k * 7 + 1) % len(gods)])]


def games(everything):
    return [(players, a, b) for players in (2, 3, 4) for a, b in pairs(players, everything)]


def moving_wins(core):
    """Squares onto which the seat to act's legal turns win by moving (a climb, Pan's
    drop, Eros' meeting); a win by a build (Chronus) or by removing the last opposing
    workers (Bia) is no square to guard."""
    squares = set()
    for turn in core.legal_turns():
        if not turn >> 15 & 1:          # turn.pxd: the WIN bit
            continue
        core.push(turn)
        _, reason, god = core.result()
        core.pop()
        if reason == "climb" or (reason == "power" and god in ("pan", "eros")):
            squares.add(turn >> 5 & 31)  # dst
    return squares


def compare_games(first, second, players, rulings=frozenset(), extra="-", game=0):
    """A seeded random game played by the core and the oracle, compared turn by turn; every
    position is also read back from its SFEN by both (a state the turns made that a reader
    refuses would strand a GUI, a record or training data)."""
    rng = random.Random(f"{first}/{second}/{players}/{extra}" + (f"/{game}" if game else ""))
    gods = ",".join(f"{side}:{god}" for side, god in zip(SIDES[players], seats(first, second, players)))
    start = f"00000/00000/00000/00000/00000 1 {gods} 1 {extra}"
    board, oracle = Board(start, rulings=rulings), RefPosition(start, rulings=rulings)
    while True:
        written = board.sfen()
        assert written == oracle.sfen()
        assert Board(written, rulings=rulings).sfen() == RefPosition(written, rulings=rulings).sfen() == written
        turns = sorted(move.token for move in board.legal_moves)
        assert turns == oracle.legal_turns(), board.sfen()
        assert board.legal_moves.count() == len(turns)
        # The search's two stages (Polyphemus defers his domes) make the same list.
        first, rest = board._core.staged_turns()
        assert sorted(first + rest) == sorted(board._core.legal_turns())
        if not turns:
            break
        # What the search asks (the fast paths of win_targets) against the full list.
        assert set(board._core.win_squares()) == moving_wins(board._core), board.sfen()
        before = (board.sfen(), board.key)
        for token in rng.sample(turns, min(3, len(turns))):
            board.push(token)
            assert board.key == board._core.compute_key()
            board.pop()
            assert (board.sfen(), board.key) == before
        token = rng.choice(turns)
        board.push(token)
        oracle.play(token)


@pytest.mark.parametrize("players,first,second", games(False), ids=lambda v: str(v))
def test_core_matches_oracle_with_gods(first, second, players):
    compare_games(first, second, players)


@pytest.mark.slow
@pytest.mark.parametrize("players,first,second", [g for g in games(True) if g not in games(False)],
                         ids=lambda v: str(v))
def test_core_matches_oracle_every_multiplayer_pair(first, second, players):
    compare_games(first, second, players)


#: Gods whose play a ruling changes, with the ruling: games with the alternative.
RULED = [("bia", "revised-text"), ("limus", "revised-text"), ("hypnus", "hypnus-lone-worker"),
         ("hera", "hera-alternative-wins"), ("dionysus", "dionysus-chronus"), ("medea", "revised-text"),
         ("jason", "revised-text"), ("nemesis", "revised-text"), ("adonis", "revised-text"),
         ("graeae", "revised-text"), ("iris", "iris-level-three"), ("aeolus", "revised-text"),
         ("siren", "revised-text"), ("clio", "clio-coin-built-over")]


@pytest.mark.parametrize("god,ruling,other", [
    (god, ruling, other) for god, ruling in RULED
    for other in ("mortal", "pan", "atlas", "eros", "chronus", "bia", "medusa")
    if not banned(god, other) and frozenset((god, other)) not in catalog.ENGINE_BANS])
def test_core_matches_oracle_with_ruling_alternatives(god, ruling, other):
    for players in (2, 3, 4):
        if allowed(god, players) and (other == "mortal" or allowed(other, players)):
            compare_games(god, other, players, frozenset({ruling}))
            compare_games(other, god, players, frozenset({ruling}))


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("first,second,square", [
    ("mortal", "mortal", "c3"), ("apollo", "minotaur", "b2"), ("charon", "atlas", "e4"), ("artemis", "triton", "a1"),
    ("hermes", "poseidon", "d3"), ("selene", "zeus", "c2"), ("urania", "hades", "e5"), ("terpsichore", "chronus", "b4"),
])
def test_core_matches_oracle_with_a_boulder(first, second, square, players):
    if all(god == "mortal" or allowed(god, players) for god in (first, second)):
        compare_games(first, second, players, extra=f"boulder@{square}")


#: The gods the Golden Fleece variant may put on the Ram (the icon, and the core plays them).
FLEECE = [god for god in catalog.GODS if god in catalog.RAM_POWERS]


@pytest.mark.parametrize("god", FLEECE)
def test_core_matches_oracle_in_the_golden_fleece(god):
    for game in range(GAMES_PER_FLEECE):
        compare_games("mortal", "mortal", 2, extra=f"fleece:{god}", game=game)


@pytest.mark.parametrize("god,square", [("minotaur", "c3"), ("charon", "b2"), ("urania", "e5"), ("selene", "a1")])
def test_core_matches_oracle_in_the_golden_fleece_with_a_boulder(god, square):
    for game in range(2):
        compare_games("mortal", "mortal", 2, extra=f"boulder@{square},fleece:{god}", game=game)


@pytest.mark.slow
@pytest.mark.parametrize("god", FLEECE)
@pytest.mark.parametrize("ruling", ["revised-text", "hypnus-lone-worker", "hera-alternative-wins"])
def test_core_matches_oracle_in_the_golden_fleece_with_rulings(god, ruling):
    for game in range(GAMES_PER_FLEECE):
        compare_games("mortal", "mortal", 2, frozenset({ruling}), extra=f"fleece:{god}", game=game)


#: Positions where Harpies' slides make outcomes meet that the random games had missed (found by
#: review): a Castor or Terpsichore relay whose second worker wins on the square the first left
#: is the single win on where the first slid to; two of Urania's workers sliding back home with
#: the same build; a charmed worker whose every move slides out of Aphrodite's reach (4 players).
SLIDES_MEET = ["00000/00000/0003A3/0002A0/0B0000B 1 A:castor,B:harpies 2 -",
               "00000/00000/0003A3/0002A0/0B0000B 1 A:terpsichore,B:harpies 2 -",
               "0A0000/00000/000B0B0/00000/0A0000 1 A:urania,B:harpies 2 -",
               "000A3*0B/0003*3*/000A3*0/000B00/03*3*3*0 2 A:aphrodite,B:mortal,A:harpies,B:mortal 5 -"]


@pytest.mark.parametrize("sfen", SLIDES_MEET)
def test_core_matches_oracle_where_slides_meet(sfen):
    board, oracle = Board(sfen), RefPosition(sfen)
    assert sorted(move.token for move in board.legal_moves) == oracle.legal_turns()
    assert board.is_game_over() == oracle.is_over()


@pytest.mark.parametrize("sfen,counts", [row for table in TABLES for row in engine_rows(table)],
                         ids=lambda v: v.split()[2] if isinstance(v, str) else None)
def test_core_reproduces_the_oracle_perft_table(sfen, counts):
    board = Board(sfen)
    assert [board.perft(depth) for depth in range(1, len(counts) + 1)] == counts


@pytest.mark.parametrize("sfen,counts", [row for name in ("perft-heroes-original.tsv", "perft-heroes-2-original.tsv",
                                                      "perft-nemesis-original.tsv", "perft-adonis-original.tsv",
                                                      "perft-graeae-original.tsv", "perft-aeolus-original.tsv",
                                                      "perft-siren-original.tsv", "perft-heracles-original.tsv",
                                                      "perft-charybdis-original.tsv")
                                         for row in engine_rows(Path(__file__).parent / "data" / name)],
                         ids=lambda v: v.split()[2] if isinstance(v, str) else None)
def test_core_reproduces_the_oracle_perft_table_of_original_texts(sfen, counts):
    board = Board(sfen, rulings={"revised-text"})
    assert [board.perft(depth) for depth in range(1, len(counts) + 1)] == counts


@pytest.mark.parametrize("sfen,counts", read_perft_tsv(Path(__file__).parent / "data" / "perft-clio-coin-stays.tsv"),
                         ids=lambda v: v.split()[2] if isinstance(v, str) else None)
def test_core_reproduces_the_oracle_perft_table_of_clio_coins_that_stay(sfen, counts):
    board = Board(sfen, rulings={"clio-coin-built-over"})
    assert [board.perft(depth) for depth in range(1, len(counts) + 1)] == counts


@pytest.mark.parametrize("sfen,counts", read_perft_tsv(Path(__file__).parent / "data" / "perft-iris-level-three.tsv"),
                         ids=lambda v: v.split()[2] if isinstance(v, str) else None)
def test_core_reproduces_the_oracle_perft_table_of_iris_without_jump_wins(sfen, counts):
    board = Board(sfen, rulings={"iris-level-three"})
    assert [board.perft(depth) for depth in range(1, len(counts) + 1)] == counts
