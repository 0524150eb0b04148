"""The god catalog (santorini.rules.gods) against the facts of the rules reference, gods.md §2-§7."""

from __future__ import annotations

import pytest

from santorini.errors import UnsupportedError
from santorini.rules import gods

# gods.md §2, column by column, typed in again from the master table (not from rules/gods.py),
# so that a slip in either place shows up.
TABLE = """
1 apollo simple 234 Y -
2 artemis simple 234 Y -
3 athena simple 234 N -
4 atlas simple 234 Y gaea
5 demeter simple 234 Y -
6 hephaestus simple 234 Y -
7 hermes simple 234 Y harpies
8 minotaur simple 234 Y -
9 pan simple 234 Y hades
10 prometheus simple 234 Y -
11 aphrodite advanced 24 N nemesis,urania
12 ares advanced 234 N -
13 bia advanced 234 Y nemesis,tartarus
14 chaos advanced 234 Y -
15 charon advanced 234 Y hecate
16 chronus advanced 2 N -
17 circe advanced 2 N clio,hecate
18 dionysus advanced 234 Y -
19 eros advanced 234 N -
20 hera advanced 234 Y -
21 hestia advanced 234 Y -
22 hypnus advanced 234 Y terpsichore
23 limus advanced 234 Y terpsichore
24 medusa advanced 234 Y nemesis
25 morpheus advanced 234 N -
26 persephone advanced 234 Y -
27 poseidon advanced 234 Y -
28 selene advanced 234 Y gaea
29 triton advanced 234 Y harpies
30 zeus advanced 234 Y -
31 aeolus golden-fleece 234 Y -
32 charybdis golden-fleece 234 N -
33 clio golden-fleece 23 N circe,nemesis
34 europa golden-fleece 234 N -
35 gaea golden-fleece 23 N atlas,nemesis,selene
36 graeae golden-fleece 23 N nemesis
37 hades golden-fleece 234 Y pan
38 harpies golden-fleece 234 Y hermes,triton
39 hecate golden-fleece 23 N charon,circe,moerae,tartarus
40 moerae golden-fleece 23 N hecate,nemesis,tartarus
41 nemesis golden-fleece 234 N aphrodite,bia,clio,gaea,graeae,medusa,moerae,terpsichore,theseus
42 siren golden-fleece 234 Y -
43 tartarus golden-fleece 2 N bia,hecate,moerae,terpsichore
44 terpsichore golden-fleece 234 Y hypnus,limus,nemesis,tartarus
45 urania golden-fleece 234 Y aphrodite
46 achilles hero 2 N -
47 adonis hero 2 N -
48 atalanta hero 2 N -
49 bellerophon hero 2 N -
50 heracles hero 2 N -
51 jason hero 2 N -
52 medea hero 2 N -
53 odysseus hero 2 N -
54 polyphemus hero 2 N -
55 theseus hero 2 N nemesis
56 tyche promo 234 N -
57 scylla promo 24 Y -
58 castor promo 234 Y -
59 proteus promo 23 N -
60 eris promo 24 Y -
61 maenads promo 234 N -
62 asteria promo 234 Y -
63 hippolyta promo 234 Y -
64 hydra promo 23 N -
65 iris promo 234 Y -
66 nyx promo 2 N -
67 pegasus promo 234 Y -
"""

ROWS = [line.split() for line in TABLE.strip().splitlines()]


def test_sixty_seven_powers_and_mortal() -> None:
    assert len(gods.GODS) == 68 and len(gods.POWERS) == 67
    assert list(gods.GODS)[0] == "mortal" and gods.get("mortal").index == 0
    assert [g.index for g in gods.GODS.values()] == list(range(68))  # index order
    assert list(gods.POWERS) == [row[1] for row in ROWS]


@pytest.mark.parametrize("row", ROWS, ids=[row[1] for row in ROWS])
def test_master_table_row(row: list[str]) -> None:
    index, name, set_, players, fleece, bans = row
    god = gods.get(name)
    assert god.name == name and god.index == int(index) and god.set == set_
    assert god.players == frozenset(int(c) for c in players)
    assert god.golden_fleece is (fleece == "Y")
    assert god.bans == (frozenset() if bans == "-" else frozenset(bans.split(",")))
    assert god.hero is (set_ == "hero")
    assert god.display and god.timing and god.description


def test_counts_per_set() -> None:
    counts: dict[str, int] = {}
    for god in gods.GODS.values():
        counts[god.set] = counts.get(god.set, 0) + 1
    assert counts == {"none": 1, "simple": 10, "advanced": 20, "golden-fleece": 15, "hero": 10, "promo": 12}
    assert set(counts) - {"none"} == set(gods.SETS)


def test_names_are_lowercase_ascii_protocol_names() -> None:
    for name, god in gods.GODS.items():
        assert name == god.name and name.isascii() and name.isalpha() and name.islower()
    assert gods.get("europa").display == "Europa & Talus"
    assert gods.get("castor").display == "Castor & Pollux"


def test_descriptions_are_one_line() -> None:
    for god in gods.GODS.values():
        assert "\n" not in god.description and len(god.description) <= 120, god.name
        assert god.description.endswith(".")


def test_bans_are_symmetric_and_official_count() -> None:
    pairs = set()
    for god in gods.GODS.values():
        for other in god.bans:
            assert god.name in gods.get(other).bans, (god.name, other)
            assert gods.banned(god.name, other) and gods.banned(other, god.name)
            pairs.add(frozenset((god.name, other)))
        for other in god.probable_bans:
            assert god.name in gods.get(other).probable_bans
            assert other not in god.bans  # the two lists do not overlap
        assert god.name not in god.bans
    assert len(pairs) == 25  # gods.md §4.1


def test_probable_bans() -> None:
    probable = {frozenset((g.name, o)) for g in gods.GODS.values() for o in g.probable_bans}
    assert len(probable) == 9  # gods.md §4.2
    assert frozenset(("asteria", "hades")) in probable
    assert not gods.banned("asteria", "hades")
    assert gods.banned("asteria", "hades", probable=True)
    assert gods.banned("hades", "pan", probable=True)  # official bans stay banned
    assert gods.get("eris").probable_bans == {"hecate", "persephone", "tartarus"}


def test_known_facts() -> None:
    assert not gods.get("athena").golden_fleece
    assert gods.get("chronus").players == {2}
    assert gods.get("aphrodite").players == {2, 4}
    assert gods.allowed("aphrodite", 2) and gods.allowed("aphrodite", 4) and not gods.allowed("aphrodite", 3)
    assert not gods.allowed("chronus", 3) and not gods.allowed("chronus", 4)
    assert all(gods.allowed(name, n) for name in gods.POWERS[:10] for n in (2, 3, 4))  # Simple Gods
    assert all(gods.get(name).hero and gods.get(name).players == {2} for name in gods.POWERS[45:55])
    assert not gods.allowed("apollo", 1) and not gods.allowed("apollo", 5)


def test_golden_fleece() -> None:
    gf = gods.golden_fleece_gods()
    assert len(gf) == 36  # gods.md §7.1
    assert gf == [name for name in gods.POWERS if name in gf]  # index order
    assert {"chaos", "aeolus", "siren"} <= set(gf)
    assert not any(gods.get(name).hero for name in gf)
    bga = gods.golden_fleece_gods({"golden-fleece-bga"})
    assert set(gf) - set(bga) == {"chaos", "aeolus", "siren"}


def test_rulings_record_default_and_alternative() -> None:
    hecate = gods.RULINGS["hecate-players"]
    assert hecate.default == {2, 3} and hecate.alternative == {2}
    assert gods.allowed("hecate", 3) and not gods.allowed("hecate", 3, {"hecate-players"})
    assert gods.RULINGS["golden-fleece-bga"].gods == ("chaos", "aeolus", "siren")
    assert gods.RULINGS["hero-players"].alternative is None  # nothing sourced
    assert gods.players_of("achilles", {"hero-players"}) == {2}
    for ruling in gods.RULINGS.values():
        assert ruling.gods and all(name in gods.GODS for name in ruling.gods)
        assert ruling.question and ruling.source
    with pytest.raises(UnsupportedError):
        gods.allowed("pan", 2, {"no-such-ruling"})


def test_mortal() -> None:
    mortal = gods.get("mortal")
    assert mortal.players == {2} and mortal.set == "none" and not mortal.golden_fleece
    assert not mortal.bans and not mortal.hero
    assert gods.allowed("mortal", 2) and not gods.allowed("mortal", 4)
    assert gods.allowed("mortal", 4, {"mortal-players"})


def test_unknown_god_names_the_god_and_hints() -> None:
    with pytest.raises(UnsupportedError, match=r"unknown god 'athen' \(did you mean athena"):
        gods.get("athen")
    with pytest.raises(UnsupportedError, match="'Zeus'.*zeus"):
        gods.get("Zeus")
    with pytest.raises(UnsupportedError, match="'europa & talus'.*europa"):
        gods.get("europa & talus")
    with pytest.raises(UnsupportedError, match="see santorini.rules.gods.GODS"):
        gods.get("qqqqqqqq")
    with pytest.raises(UnsupportedError):
        gods.get(None)  # type: ignore[arg-type]
    with pytest.raises(UnsupportedError):
        gods.banned("pan", "pann")
    with pytest.raises(UnsupportedError):
        gods.allowed("pann", 2)


def test_playable() -> None:
    assert "mortal" in gods.PLAYABLE and gods.PLAYABLE <= set(gods.GODS)
    assert gods.playable_gods() == gods.playable_gods(2) == sorted(gods.playable_gods(2))
    for players in (2, 3, 4):
        assert gods.playable_gods(players) == sorted(n for n in gods.PLAYABLE if gods.allowed(n, players))


def test_catalog_is_read_only() -> None:
    with pytest.raises(TypeError):
        gods.GODS["x"] = gods.get("pan")  # type: ignore[index]
    with pytest.raises(AttributeError):
        gods.get("pan").players = frozenset()  # type: ignore[misc]
