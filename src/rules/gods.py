"""The god catalog: every power of the game as data (the engine's rules live elsewhere).

One :class:`God` record per power of the rules reference (its table of powers, §2;
``docs/gods.md`` says what "gods.md §n" cites and states the rules as implemented), plus
``mortal`` (no power). The records say where a card may be used (player counts, Golden
Fleece), which pairs may never meet (bans, §4) and one line of what it does, in our own
words. Where the reference is uncertain the default is recorded together with the
alternative in :data:`RULINGS`, so that each can become an option later.

>>> get("apollo").index, get("apollo").set, get("apollo").players
(1, 'simple', frozenset({2, 3, 4}))
>>> len(GODS), len(POWERS)
(68, 67)
>>> allowed("chronus", 3), allowed("aphrodite", 4), allowed("aphrodite", 3)
(False, True, False)
>>> banned("pan", "hades"), banned("hades", "pan"), banned("pan", "apollo")
(True, True, False)
>>> playable_gods(2)[:3], len(playable_gods(2))
(['achilles', 'adonis', 'aeolus'], 68)
"""

from __future__ import annotations

import difflib
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Final

from santorini._core.gods.registry import GOD_IDS as _CORE_GOD_IDS, MOST_WORKERS as _CORE_MOST_WORKERS
from santorini.errors import UnsupportedError

__all__ = [
    "DECK_ENGINE_BANS",
    "ENGINE_BANS",
    "NIGHT_ENGINE_BANS",
    "chaos_deck",
    "deck_cards",
    "CHAOS_ENGINE_BANS",
    "MOERAE_ENGINE_BANS",
    "LINEUP_RULINGS",
    "HECATE_ENGINE_BANS",
    "TARTARUS_ENGINE_BANS",
    "GODS",
    "MIRROR",
    "PLAYABLE",
    "POWERS",
    "RAM_POWERS",
    "RULINGS",
    "SETS",
    "God",
    "Ruling",
    "allowed",
    "banned",
    "get",
    "golden_fleece_gods",
    "lineup_problem",
    "playable_gods",
    "players_of",
    "ruling_bits",
]

#: The sets a power comes from, in index order; ``mortal`` belongs to none of them ("none").
SETS: Final = ("simple", "advanced", "golden-fleece", "hero", "promo")

_ALL: Final = frozenset({2, 3, 4})


@dataclass(frozen=True)
class God:
    """One power (or ``mortal``).

    ``name`` is the lowercase protocol name, ``index`` the rulebook number (1-30) or the
    Board Game Arena id (31-67; 0 for ``mortal``). ``players`` and ``golden_fleece`` are the
    defaults of :data:`RULINGS` where those are uncertain. ``bans`` is the official list
    (gods.md §4.1), ``probable_bans`` the probable promo bans (§4.2); both are symmetric.
    ``female_worker``: one of the seat's workers is female (written lowercase in SFEN);
    ``repeatable``: more than one seat of a game may hold it (each power card exists once).
    """

    name: str
    display: str
    index: int
    set: str
    timing: str
    players: frozenset[int]
    golden_fleece: bool
    bans: frozenset[str]
    probable_bans: frozenset[str]
    description: str
    hero: bool
    female_worker: bool = False
    repeatable: bool = False

    @property
    def rulings(self) -> tuple[Ruling, ...]:
        """The uncertain points of this power (see :data:`RULINGS`).

        >>> [r.key for r in get("hecate").rulings]
        ['mirror-gods', 'hecate-players', 'hidden-information']
        """
        return tuple(r for r in RULINGS.values() if self.name in r.gods)


@dataclass(frozen=True)
class Ruling:
    """A point where the sources disagree: the default we take and the alternative.

    ``default`` / ``alternative`` are machine values where the catalog uses them
    (player counts, Golden Fleece eligibility, ``None`` = no sourced alternative) and short
    texts for rules the engine will implement. ``source`` names the gods.md section.
    """

    key: str
    gods: tuple[str, ...]
    question: str
    default: object
    alternative: object
    source: str


# --------------------------------------------------------------------------- the table
#
# One row per power in index order, straight from gods.md §2:
# (name, display, set, timing, players, golden fleece, description).

_ROWS: Final = (
    ("mortal", "Mortal", "none", "-", frozenset({2}), False,
     "No power: move one worker, then build with that worker."),
    # ---- Simple Gods (1-10)
    ("apollo", "Apollo", "simple", "Your Move", _ALL, True,
     "May move onto a neighbouring opponent worker, which is forced back into the square just left."),
    ("artemis", "Artemis", "simple", "Your Move", _ALL, True,
     "The moving worker may move once more, but not back to the square it started from."),
    ("athena", "Athena", "simple", "Opponent's Turn", _ALL, False,
     "If one of her workers moved up during her last turn, opponents' workers cannot move up until her next turn."),
    ("atlas", "Atlas", "simple", "Your Build", _ALL, True,
     "The build may be a dome on any level, not only on level 3."),
    ("demeter", "Demeter", "simple", "Your Build", _ALL, True,
     "The worker that moved may build a second time, on a different square."),
    ("hephaestus", "Hephaestus", "simple", "Your Build", _ALL, True,
     "The worker that moved may add a second block, never a dome, on the square it just built on."),
    ("hermes", "Hermes", "simple", "Your Turn", _ALL, True,
     "Instead of a normal move, both workers may make any number of moves that keep their level; then one builds."),
    ("minotaur", "Minotaur", "simple", "Your Move", _ALL, True,
     "May move onto a neighbouring opponent worker when the square behind it is free; that worker is pushed there."),
    ("pan", "Pan", "simple", "Win Condition", _ALL, True,
     "Also wins by moving a worker down two or more levels."),
    ("prometheus", "Prometheus", "simple", "Your Turn", _ALL, True,
     "May build before moving, if that worker then does not move up; one worker does all the steps."),
    # ---- Advanced Gods (11-30)
    ("aphrodite", "Aphrodite", "advanced", "Any Move / Opponent's Turn", frozenset({2, 4}), False,
     "An opponent worker that starts a turn next to hers must, if it moves, end that turn next to one of hers."),
    ("ares", "Ares", "advanced", "End of Your Turn", _ALL, False,
     "After building, may take away a free top block (not a dome) next to the worker that did not move."),
    ("bia", "Bia", "advanced", "Setup + Your Move", _ALL, True,
     "Places first; after each move, an opponent worker on the next square in the same direction is removed."),
    ("chaos", "Chaos", "advanced", "Setup + Any Time", _ALL, True,
     "Holds a Simple God's power from a hidden deck, replaced by the next one after any turn that built a dome."),
    ("charon", "Charon", "advanced", "Your Move", _ALL, True,
     "Before moving, may ferry a neighbouring opponent worker to the free square on the far side of his worker."),
    ("chronus", "Chronus", "advanced", "Win Condition", frozenset({2}), False,
     "Also wins as soon as five complete towers stand on the board."),
    ("circe", "Circe", "advanced", "Start of Your Turn", frozenset({2}), False,
     "At the start of her turn takes the opponent's power, unless the opponent's workers all touch each other."),
    ("dionysus", "Dionysus", "advanced", "Your Build", _ALL, True,
     "Each complete tower he finishes earns an extra turn with an opponent's worker, in which nobody can win."),
    ("eros", "Eros", "advanced", "Setup + Win Condition", _ALL, False,
     "Starts on opposite edges; also wins by moving one worker next to the other when both stand on level 1."),
    ("hera", "Hera", "advanced", "Opponent's Turn", _ALL, True,
     "Opponents cannot win by moving onto a perimeter square."),
    ("hestia", "Hestia", "advanced", "Your Build", _ALL, True,
     "The worker that moved may build once more, next to it but not on a perimeter square."),
    ("hypnus", "Hypnus", "advanced", "Start of Opponent's Turn", _ALL, True,
     "An opponent worker standing strictly higher than all its side's other workers cannot move."),
    ("limus", "Limus", "advanced", "Opponent's Turn", _ALL, True,
     "Opponents cannot build next to her workers, except domes."),
    ("medusa", "Medusa", "advanced", "End of Your Turn", _ALL, True,
     "After her turn, opponent workers below and next to one of hers are removed and replaced by a block."),
    ("morpheus", "Morpheus", "advanced", "Start of Your Turn + Your Build", _ALL, False,
     "Banks one build each turn and spends any number of banked builds, even none, instead of the normal build."),
    ("persephone", "Persephone", "advanced", "Opponent's Turn", _ALL, True,
     "An opponent who can complete a turn that moves up must take such a turn."),
    ("poseidon", "Poseidon", "advanced", "End of Your Turn", _ALL, True,
     "If the worker that did not move stands on the ground, it may build up to three more times."),
    ("selene", "Selene", "advanced", "Your Build (alternative build)", _ALL, True,
     "Her female worker may build a dome on any level instead of the normal build, even if it did not move."),
    ("triton", "Triton", "advanced", "Your Move", _ALL, True,
     "Each time the moving worker lands on a perimeter square it may move again."),
    ("zeus", "Zeus", "advanced", "Your Build", _ALL, True,
     "The worker that moved may build a block under itself and rise with it; that never wins."),
    # ---- Golden Fleece gods (31-45)
    ("aeolus", "Aeolus", "golden-fleece", "Setup / End of Your Turn / Any Move", _ALL, True,
     "Sets a wind that forbids every worker to move against it."),
    ("charybdis", "Charybdis", "golden-fleece", "Setup / End of Your Turn / Any Time", _ALL, False,
     "Lays whirlpools; a worker moving onto one is carried to the other."),
    ("clio", "Clio", "golden-fleece", "Your Build + Opponent's Turn", frozenset({2, 3}), False,
     "Her first three blocks carry coins, and opponents treat a coined square as a dome."),
    ("europa", "Europa & Talus", "golden-fleece", "Setup / End of Your Turn / Any Time", _ALL, False,
     "Puts the automaton Talus next to her moved worker; its square acts as a dome for everyone."),
    ("gaea", "Gaea", "golden-fleece", "Setup + Any Build", frozenset({2, 3}), False,
     "Whenever anyone builds a dome, may add a spare worker on a ground-level square next to it."),
    ("graeae", "Graeae", "golden-fleece", "Setup + Your Build", frozenset({2, 3}), False,
     "Has three workers; the build is made by a worker other than the one that moved."),
    ("hades", "Hades", "golden-fleece", "Opponent's Turn", _ALL, True,
     "Opponents' workers cannot move down."),
    ("harpies", "Harpies", "golden-fleece", "Opponent's Turn", _ALL, True,
     "Every opponent move carries on in the same direction while the next square is free and not higher."),
    ("hecate", "Hecate", "golden-fleece", "Setup + Any Time (hidden information)", frozenset({2, 3}), False,
     "Her workers are hidden; an opponent's action that runs into one is cancelled and ends that turn."),
    ("moerae", "Moerae", "golden-fleece", "Setup + Win Condition (hidden information)", frozenset({2, 3}), False,
     "Has three workers and secretly marks a 2x2 area; a win by moving into it is hers instead."),
    ("nemesis", "Nemesis", "golden-fleece", "End of Your Turn", _ALL, False,
     "When no opponent worker touches hers, may trade the places of her workers with an opponent's."),
    ("siren", "Siren", "golden-fleece", "Setup + Alternative Turn", _ALL, True,
     "Instead of a normal turn, may pull opponent workers one square along a fixed direction, then build."),
    ("tartarus", "Tartarus", "golden-fleece", "Setup + Lose Condition (hidden information)", frozenset({2}), False,
     "Secretly marks an abyss square; a player whose worker enters it loses."),
    ("terpsichore", "Terpsichore", "golden-fleece", "Your Turn", _ALL, True,
     "Every one of her workers must move, then every one must build."),
    ("urania", "Urania", "golden-fleece", "Your Turn", _ALL, True,
     "Her moves and builds wrap around the edges of the board."),
    # ---- Heroes (46-55): once per game
    ("achilles", "Achilles", "hero", "Your Turn, once", frozenset({2}), False,
     "Once per game, the worker builds both before and after moving."),
    ("adonis", "Adonis", "hero", "End of Your Turn, once", frozenset({2}), False,
     "Once per game, names an opponent worker that must end the next opponent turn next to his, if it can."),
    ("atalanta", "Atalanta", "hero", "Your Move, once", frozenset({2}), False,
     "Once per game, the moving worker may move any number of extra times."),
    ("bellerophon", "Bellerophon", "hero", "Your Move, once", frozenset({2}), False,
     "Once per game, a worker may climb two levels in one move."),
    ("heracles", "Heracles", "hero", "Your Build (alternative build), once", frozenset({2}), False,
     "Once per game, both workers build any number of domes on any level instead of the normal build."),
    ("jason", "Jason", "hero", "Setup + Alternative Turn, once", frozenset({2}), False,
     "Once per game, brings a spare worker onto a ground-level perimeter square, then moves and builds with it."),
    ("medea", "Medea", "hero", "End of Your Turn, once", frozenset({2}), False,
     "Once per game, takes away every block under a worker next to hers."),
    ("odysseus", "Odysseus", "hero", "Start of Your Turn, once", frozenset({2}), False,
     "Once per game, before moving, sends neighbouring opponent workers to free corners."),
    ("polyphemus", "Polyphemus", "hero", "End of Your Turn, once", frozenset({2}), False,
     "Once per game, after building, builds up to two domes anywhere on the board."),
    ("theseus", "Theseus", "hero", "End of Your Turn, once", frozenset({2}), False,
     "Once per game, removes an opponent worker standing exactly two levels above a neighbouring worker of his."),
    # ---- Promo gods (56-67)
    ("tyche", "Tyche", "promo", "Setup + End of Your Turn (luck)", _ALL, False,
     "After a normal turn draws from a small deck; one card of six grants an extra turn."),
    ("scylla", "Scylla", "promo", "Your Move", frozenset({2, 4}), True,
     "After a worker moves, may drag an opponent worker that touched the vacated square into it."),
    ("castor", "Castor & Pollux", "promo", "Alternative Turn", _ALL, True,
     "A normal turn, or every worker moves and none builds, or none moves and every worker builds."),
    ("proteus", "Proteus", "promo", "Setup + Your Move", frozenset({2, 3}), False,
     "Has three workers; after a move another of his workers must be dragged into the vacated square if it can."),
    ("eris", "Eris", "promo", "Alternative Turn", frozenset({2, 4}), True,
     "Instead of a normal turn, moves and builds with an opponent worker other than the one that moved last."),
    ("maenads", "Maenads", "promo", "End of Your Turn (lose condition)", _ALL, False,
     "An opponent worker flanked on a straight line by two of theirs at the end of their turn makes that player lose."),
    ("asteria", "Asteria", "promo", "End of Your Turn", _ALL, True,
     "After a turn in which one of her workers moved down, may build a dome anywhere."),
    ("hippolyta", "Hippolyta", "promo", "Any Time", _ALL, True,
     "Every worker but her female one may only move diagonally."),
    ("hydra", "Hydra", "promo", "End of Your Turn", frozenset({2, 3}), False,
     "After each turn gains a worker if none of its workers touch, otherwise loses one."),
    ("iris", "Iris", "promo", "Your Move", _ALL, True,
     "May jump over a neighbouring worker to the free square beyond it, whatever its height."),
    ("nyx", "Nyx", "promo", "Setup + End of All Turns", frozenset({2}), False,
     "Holds a second night power, and the opponent loses theirs, while an odd number of complete towers stands."),
    ("pegasus", "Pegasus", "promo", "Your Move", _ALL, True,
     "May climb any number of levels, but a move climbing more than one level never wins."),
)

#: The official Golden Fleece ban list (gods.md §4.1): 25 pairs that never meet.
_OFFICIAL_BANS: Final = (
    ("atlas", "gaea"), ("aphrodite", "nemesis"), ("aphrodite", "urania"), ("bia", "nemesis"),
    ("bia", "tartarus"), ("charon", "hecate"), ("circe", "clio"), ("circe", "hecate"),
    ("clio", "nemesis"), ("gaea", "nemesis"), ("gaea", "selene"), ("graeae", "nemesis"),
    ("hades", "pan"), ("harpies", "hermes"), ("harpies", "triton"), ("hecate", "moerae"),
    ("hecate", "tartarus"), ("hypnus", "terpsichore"), ("limus", "terpsichore"), ("medusa", "nemesis"),
    ("moerae", "nemesis"), ("moerae", "tartarus"), ("nemesis", "terpsichore"), ("nemesis", "theseus"),
    ("tartarus", "terpsichore"),
)

#: Pairs this engine never plays besides the official list: Board Game Arena's ban of Circe
#: against every hero (gods.md §3.2, 17), since no rule says whether she may spend a
#: once-a-game power she holds, or whether it comes back spent; and Nyx against Circe (a probable ban: what a power that comes and
#: goes with the towers keeps is kept otherwise, docs/promo-gods.md: Dionysus' extra turns and
#: Heracles' dome spree belong to the turn that began them, counted at their end, the heroes'
#: spent mark is on their card, Aeolus' and Siren's tokens, Europa's Talus, Hydra's heads,
#: Charybdis' whirlpools and Clio's coins on the board and Eris' mark in play).
#: Gaea places her worker right after a dome, in the builder's turn (docs/golden-fleece-gods.md):
#: Demeter's, Hestia's, Prometheus', Asteria's, Ares', Castor's, Terpsichore's and Aeolus' turns
#: stop there and go on after her, Medusa's and the Maenads' for their end-of-turn power, and
#: Medea's and Theseus' for their once-a-game removal and kill, Achilles' after his power's first
#: build and Polyphemus' before his domes anywhere (gods/rest.pxd), Heracles' (original text) before
#: his spree, whose domes, played as extra turns, she places after one by one, Hydra's before her
#: gain or loss of a worker, Europa's before her Talus, Charybdis' before her whirlpool and Adonis'
#: before his binding, Poseidon's before his unmoved worker's next build and Morpheus' before his
#: worker's next build.  The engine keeps her from Circe (the workers are her card's; Board Game
#: Arena bans the pair too).
GAEA_ENGINE_BANS: Final = ("circe",)

#: Simple Gods Chaos' deck leaves out against a god though the engine plays the pair: the rest
#: of a turn that stopped at a dome is kept in its power's state word, which Chaos' card uses
#: for his own (Demeter and Prometheus against Gaea).
DECK_ENGINE_BANS: Final = frozenset([frozenset(("demeter", "gaea")), frozenset(("prometheus", "gaea"))])

#: Tyche draws between turns (docs/promo-gods.md), as Gaea places: the engine keeps Circe (the
#: deck is Tyche's card's) and Nyx (the power comes and goes) away from her.
TYCHE_ENGINE_BANS: Final = ("circe", "nyx")

#: Tartarus' Abyss is judged after every step of a turn (docs/golden-fleece-gods.md): the engine
#: keeps away the powers that change hands (Circe, Nyx: the Abyss is his card's secret; the oracle
#: bans these two as well).  The Harpies' slide stops on the Abyss (genkit.slide_on), a whirlpool
#: on it carries nobody (genkit.whirl_exit), Siren sings a song that reaches it in every order,
#: Hydra never spells a turn by a move into it, and the runs and walks of Triton, Atalanta and
#: Hermes, known by their outcome, never go on from it (gods/siren.pyx, hydra.pyx, triton.pyx,
#: atalanta.pyx, hermes.pyx).
TARTARUS_ENGINE_BANS: Final = ("circe", "nyx")

#: Moerae's Fate area is her card's secret, chosen at setup (docs/golden-fleece-gods.md): the
#: engine keeps Circe, whose power changes hands, away from her, as the oracle does; a seat
#: holding her power for a turn would take wins into an area it never chose.
MOERAE_ENGINE_BANS: Final = ("circe",)

#: Chaos reveals his powers between turns (docs/advanced-gods.md): the engine keeps away Circe
#: (his power is his card's deck, not the holder's) and Nyx (a power that comes and goes; BGA bans
#: the pair too).
CHAOS_ENGINE_BANS: Final = ("circe", "nyx")

#: Where Hecate's workers stand is her card's secret (docs/golden-fleece-gods.md, 39): the engine
#: keeps away her probable bans (Eris, Nyx, Scylla), Board Game Arena's (gods.md §4.3), the powers
#: whose turns are known by their outcome, not their path (Hermes' walks, Triton's and Atalanta's
#: runs), whose slides name no square (Harpies), that put a piece where no step names it or between
#: turns (Hydra, Gaea, Jason, Europa), and that remove or take workers they would have to see (Bia,
#: Medusa, the Maenads).
HECATE_ENGINE_BANS: Final = ("eris", "nyx", "scylla", "chaos", "charybdis", "dionysus", "iris", "medea", "nemesis",
                             "proteus", "siren", "theseus", "adonis", "odysseus", "hermes", "triton", "atalanta",
                             "harpies", "hydra", "gaea", "jason", "europa", "bia", "medusa", "maenads")

ENGINE_BANS: Final = frozenset([frozenset(("circe", hero)) for hero in (
    "achilles", "adonis", "atalanta", "bellerophon", "heracles", "jason", "medea", "odysseus", "polyphemus",
    "theseus")] + [frozenset(("nyx", "circe"))]
    + [frozenset(("gaea", other)) for other in GAEA_ENGINE_BANS]
    + [frozenset(("tyche", other)) for other in TYCHE_ENGINE_BANS]
    + [frozenset(("tartarus", other)) for other in TARTARUS_ENGINE_BANS]
    + [frozenset(("moerae", other)) for other in MOERAE_ENGINE_BANS]
    + [frozenset(("chaos", other)) for other in CHAOS_ENGINE_BANS]
    + [frozenset(("hecate", other)) for other in HECATE_ENGINE_BANS])

#: Powers whose workers are a male/female pair that matters (gods.md §5.1 step 6; the
#: ``selene-gender`` ruling): only their seats may have a female worker in SFEN.
_FEMALE_WORKER: Final = frozenset({"selene", "hippolyta"})

#: What more than one seat may hold: each power card exists once (gods.md §5.1: the Challenger
#: offers N different cards), while ``mortal`` is no card.
_REPEATABLE: Final = frozenset({"mortal"})

#: Powers the engine never plays twice in one game, even in a mirror match (``mirror-gods``): the
#: secret or the deck is one per game in the core's position (Chaos' deck and Hecate's knowledge in
#: its card data, one Abyss, one Fate area the worlds are drawn from), and two Hecate would each
#: place after the other.
_ONCE_A_GAME: Final = frozenset({"chaos", "hecate", "moerae", "tartarus"})

#: The most workers a Siren's song forces in one turn of the native core (a packed turn's
#: steps: gods/siren.pyx); lineups whose opponents may have more are not played.
_SONG_MOST: Final = 10

#: Probable promo-card bans (gods.md §4.2): added with the promo cards' data, no printed source seen.
_PROBABLE_BANS: Final = (
    ("asteria", "hades"), ("circe", "nyx"), ("circe", "proteus"), ("eris", "hecate"),
    ("eris", "persephone"), ("eris", "tartarus"), ("harpies", "maenads"), ("hecate", "nyx"),
    ("hecate", "scylla"),
)


def _partners(pairs: tuple[tuple[str, str], ...]) -> dict[str, frozenset[str]]:
    """Both directions of an undirected pair list."""
    found: dict[str, set[str]] = {}
    for a, b in pairs:
        found.setdefault(a, set()).add(b)
        found.setdefault(b, set()).add(a)
    return {name: frozenset(others) for name, others in found.items()}


def _build_catalog() -> dict[str, God]:
    bans = _partners(_OFFICIAL_BANS)
    probable = _partners(_PROBABLE_BANS)
    catalog = {}
    for index, (name, display, set_, timing, players, fleece, description) in enumerate(_ROWS):
        catalog[name] = God(
            name=name,
            display=display,
            index=index,
            set=set_,
            timing=timing,
            players=players,
            golden_fleece=fleece,
            bans=bans.get(name, frozenset()),
            probable_bans=probable.get(name, frozenset()),
            description=description,
            hero=set_ == "hero",
            female_worker=name in _FEMALE_WORKER,
            repeatable=name in _REPEATABLE,
        )
    unknown = (set(bans) | set(probable) | _FEMALE_WORKER | _REPEATABLE) - set(catalog)
    assert not unknown, f"ban lists name unknown gods: {sorted(unknown)}"
    return catalog


#: Every power and ``mortal``, in index order (``mortal`` first, index 0).
GODS: Final[Mapping[str, God]] = MappingProxyType(_build_catalog())

#: The 67 powers (every entry of :data:`GODS` but ``mortal``), in index order.
POWERS: Final[tuple[str, ...]] = tuple(name for name in GODS if name != "mortal")

#: Gods the native core can play: read from the core's power table, whose ids
#: are the catalog's index numbers.
PLAYABLE: Final[frozenset[str]] = frozenset(_CORE_GOD_IDS)

#: Golden Fleece gods the engine does not put on the Ram: Aeolus and Siren orient their
#: direction tokens as the game is set up, for their card, and Chaos' deck is his card's (gods.md
#: §7.1, §9 item 8; Board Game Arena leaves them out too).
_NOT_ON_THE_RAM: Final = frozenset({"aeolus", "siren", "chaos"})

#: The gods the engine plays on the Golden Fleece's Ram: the icon, and the core plays them.
RAM_POWERS: Final[frozenset[str]] = frozenset(
    name for name in PLAYABLE if name in GODS and GODS[name].golden_fleece and name not in _NOT_ON_THE_RAM
)


#: The powers the engine lets be Nyx's Night Power: those it plays on the Ram (a power that
#: passes between holders), but Dionysus, whose extra turns would outlast the power, the
#: powers with a female worker (Selene, Hippolyta), whose pair is told apart at placement,
#: before the Night Power can be held, and Eris, whose mark would have to be kept by a card
#: that is not in play until the towers bring it.
NIGHT_POWERS: Final[frozenset[str]] = RAM_POWERS - {"dionysus", "selene", "hippolyta", "eris"}

#: Night Powers the engine does not let Nyx hold against a god of the game that it plays her
#: against: Hermes and Triton against Eris. While Nyx holds her Night Power Eris has no power,
#: but her mark still follows every turn, and the engine tells walks that move different
#: workers to one board apart only while Eris holds her power (Limits.movers_told).
NIGHT_ENGINE_BANS: Final = frozenset(frozenset(pair) for pair in (("hermes", "eris"), ("triton", "eris")))


#: Cards that bring a second power into the game, named before the gods are chosen (Nyx's
#: Night Power: the draft's ``night:<god>``, her SFEN state ``nyx[zeus]``).
NIGHT_CARDS: Final = frozenset({"nyx"})


def chaos_deck(gods: Collection[str], every_simple_god: bool = False) -> tuple[str, ...]:
    """The Simple Gods in Chaos' deck in a game of these gods, in index order: those no seat's
    card is and, by the ``chaos-deck`` ruling's default (``every_simple_god`` selects its
    alternative), none banned against a god in the game (gods.md §3.2 14, §9 item 24).

    >>> chaos_deck(["chaos", "hades", "apollo"])
    ('artemis', 'athena', 'atlas', 'demeter', 'hephaestus', 'hermes', 'minotaur', 'prometheus')
    >>> "pan" in chaos_deck(["chaos", "hades"], every_simple_god=True)
    True
    """
    return tuple(name for name in POWERS[:10] if name not in gods
                 and (every_simple_god or not any(banned(name, god) or frozenset((name, god)) in DECK_ENGINE_BANS
                                                  for god in gods)))


def deck_cards(god: str, gods: Collection[str], rule_bits: int = 0) -> tuple[str, ...]:
    """The powers in the deck the card of ``god`` keeps, in a game of ``gods`` under the core's
    ruling bits (:func:`ruling_bits`): Chaos' Simple Gods (:func:`chaos_deck`, the ``chaos-deck``
    ruling deciding which). A god whose card keeps no deck: UnsupportedError.

    >>> deck_cards("chaos", ["chaos", "hades"]) == chaos_deck(["chaos", "hades"])
    True
    >>> "pan" in deck_cards("chaos", ["chaos", "hades"], ruling_bits({"chaos-deck"}))
    True
    """
    if god != "chaos":
        raise UnsupportedError(f"the card of {god!r} keeps no deck")
    return chaos_deck(gods, every_simple_god=bool(rule_bits & CORE_RULINGS["chaos-deck"]))


def start_states(gods: Sequence[str], night: str | None = None) -> list[str | None]:
    """The god states a lineup starts with: a Nyx seat's Night Power, ``night`` if named,
    else the ASCII-first the lineup allows (what the matchup table, the benchmarks and the
    tests play); None for every other seat.

    >>> start_states(["nyx", "apollo"]), start_states(["nyx", "pan"], "zeus"), start_states(["pan", "atlas"])
    (['artemis', None], ['zeus', None], [None, None])
    """
    if night is None and NIGHT_CARDS & set(gods):
        night = next((name for name in sorted(NIGHT_POWERS) if night_problem(name, gods) is None), None)
    return [night if god in NIGHT_CARDS else None for god in gods]


def night_problem(night: str, gods: Collection[str]) -> str | None:
    """Why ``night`` cannot be Nyx's Night Power in a game of these gods, or None
    (gods.md §3.5, 66: a Golden Fleece power not in the game and banned against none of it).

    >>> night_problem("zeus", ["nyx", "pan"]) is None, night_problem("pan", ["nyx", "pan"])
    (True, "the Night Power 'pan' is already in the game")
    """
    if night not in NIGHT_POWERS:
        return (f"{night!r} cannot be the Night Power (one of: {', '.join(sorted(NIGHT_POWERS))})")
    if night in gods:
        return f"the Night Power {night!r} is already in the game"
    for god in gods:
        if banned(night, god) or frozenset((night, god)) in NIGHT_ENGINE_BANS:
            return f"the Night Power {night!r} is banned against {god!r}"
    return None


# --------------------------------------------------------------------------- rulings

_SIMPLE_REVISED = "gods.md §0 [REV] and §9.1"

#: The ruling whose alternative lets several seats hold one power (see :func:`lineup_problem`).
MIRROR: Final = "mirror-gods"

#: Uncertain points (gods.md §9 and the UNCERTAIN marks of §2-§3): the default taken by
#: this catalog and the engine, and the alternative an option could select.
RULINGS: Final[Mapping[str, Ruling]] = MappingProxyType(
    {
        r.key: r
        for r in (
            Ruling("mortal-players", ("mortal",),
                   "Player counts without a power (powers are required with 3 or 4 players)",
                   frozenset({2}), frozenset({2, 3, 4}), "gods.md §5.1 step 1, §6.1"),
            Ruling(MIRROR, POWERS, "May two seats of one game hold the same power?",
                   "no: each power card exists once (the Challenger offers different cards)",
                   "yes: mirror matches (test positions and the oracle play them)", "gods.md §5.1 step 2"),
            Ruling("hecate-players", ("hecate",), "Player counts of Hecate",
                   frozenset({2, 3}), frozenset({2}), "gods.md §9.7: card 2-3, BGA 2 only"),
            Ruling("hero-players", POWERS[45:55], "Player counts of the heroes",
                   frozenset({2}), None, "gods.md §9.19: BGA 2 only; physical icons not verified"),
            Ruling("golden-fleece-bga", ("chaos", "aeolus", "siren"),
                   "Golden Fleece eligibility of powers with setup tokens or decks",
                   True, False, "gods.md §9.8: card icon yes, BGA excludes them"),
            Ruling("athena-duration", ("athena",),
                   "How long Athena's restriction lasts with 3 or 4 players",
                   "every opponent turn until her next turn", "only the next opponent turn",
                   "gods.md §9.23 (BGA behaviour)"),
            Ruling("hermes-normal-turn", ("hermes",), "May Hermes take a normal (level-changing) move?",
                   "both modes: a normal turn or same-level moves by both workers", "same-level moves only",
                   "gods.md §9.20"),
            Ruling("revised-text", ("adonis", "aeolus", "bia", "charybdis", "graeae", "heracles", "jason",
                                    "limus", "medea", "nemesis", "proteus", "siren", "eris"),
                   "Original printed wording or the revised wording",
                   "revised wording [REV]", "original Golden Fleece / promo wording [GF]", _SIMPLE_REVISED),
            Ruling("eris-wins", ("eris",), "Does the moved worker's owner win by his power's move conditions "
                   "(Pan's drop, Eros' meeting) in an Eris alternative turn (revised text)?",
                   "no: no condition of the move wins; the board's conditions are judged after it",
                   "yes (Board Game Arena)", "gods.md §9.3"),
            Ruling("hypnus-lone-worker", ("hypnus",), "Is a lone opponent worker frozen by Hypnus?",
                   "frozen (BGA)", "not frozen", "gods.md §9.11"),
            Ruling("hera-alternative-wins", ("hera",), "Does Hera cancel Pan/Eros wins ending on the perimeter?",
                   "yes (BGA)", "only climbs onto the perimeter", "gods.md §9.12"),
            Ruling("iris-level-three", ("iris",), "Does an Iris jump onto level 3 win?",
                   "yes (BGA, JP)", "no", "gods.md §9.13"),
            Ruling("clio-coin-built-over", ("clio",), "What happens to a coin Clio builds on?",
                   "removed from the game (BGA)", "stays", "gods.md §9.14"),
            Ruling("tartarus-forced-entry", ("tartarus",), "Does a forced or placed entry into the Abyss lose?",
                   "yes, any entry (BGA)", "only a move", "gods.md §9.15"),
            Ruling("harpies-order", ("harpies",), "Harpies' slide vs a win or a whirlpool",
                   "win checked before the slide; whirlpool first (BGA)", "undefined (JP bans Charybdis)",
                   "gods.md §9.16"),
            Ruling("dionysus-chronus", ("dionysus", "chronus"), "Can Chronus win during a Dionysus extra turn?",
                   "no, nobody wins (card)", "yes (BGA hook order)", "gods.md §9.17"),
            Ruling("poseidon-workers", ("poseidon",), "Poseidon with other than two workers",
                   "power off unless exactly two workers (BGA)", "undefined", "gods.md §9.18"),
            Ruling("aphrodite-multi-move", ("aphrodite",), "Which move of a multi-move must end next to her?",
                   "only the final position (BGA)", "the last move (card wording)", "gods.md §9.21"),
            Ruling("chaos-deck", ("chaos",), "Which Simple Gods form Chaos' deck?",
                   "unused and not banned against a power in play (BGA)", "all unused Simple Gods (card)",
                   "gods.md §9.24"),
            Ruling("moerae-scope", ("moerae",), "Which wins into a Fate space go to Moerae?",
                   "any move-triggered win (UNCERTAIN)", "only climbs onto level 3", "gods.md §9.26"),
            Ruling("medusa-wording", ("medusa",), "Medusa's replacement builds",
                   "one normal block per removed worker", "(same effect in both printings)", "gods.md §9.5"),
            Ruling("selene-gender", ("selene", "hippolyta"), "Do the workers need a male/female pair?",
                   "yes, a gendered pair (lowercase letter in SFEN)", "(Spin Master states it explicitly)",
                   "gods.md §9.6"),
            Ruling("hidden-information", ("hecate", "moerae", "tartarus", "tyche"),
                   "Hidden information and luck",
                   "played: a secret is kept from the seats that may not know it, chance is averaged over",
                   "excluded by a perfect-information option (BGA)", "gods.md §8.8"),
        )
    }
)


#: The rulings the core plays both ways, with the bit of the core's Position.rulings that
#: selects the alternative (src/_core/position.pxd, RULE_*).
CORE_RULINGS: Final[Mapping[str, int]] = MappingProxyType({
    "revised-text": 1 << 0,
    "hypnus-lone-worker": 1 << 1,
    "hera-alternative-wins": 1 << 2,
    "dionysus-chronus": 1 << 3,
    "iris-level-three": 1 << 4,
    "clio-coin-built-over": 1 << 5,
    "moerae-scope": 1 << 6,
    "chaos-deck": 1 << 7,
})

#: Rulings whose alternative only changes which lineups may play (no core bit): Board and the
#: protocol pass them to :func:`lineup_problem`.
LINEUP_RULINGS: Final[frozenset[str]] = frozenset({"hecate-players"})

# --------------------------------------------------------------------------- queries


def ruling_bits(alternatives: Collection[str]) -> int:
    """The core's bits for a set of ruling keys whose alternative is chosen (none for the
    lineup rulings, :data:`LINEUP_RULINGS`); an unknown key, or a ruling the engine does not play
    both ways, raises UnsupportedError.

    >>> ruling_bits({"hypnus-lone-worker", "revised-text"})
    3
    >>> ruling_bits({"tartarus-forced-entry"})
    Traceback (most recent call last):
    ...
    santorini.errors.UnsupportedError: ruling 'tartarus-forced-entry' has no alternative in play yet (playable: chaos-deck, clio-coin-built-over, dionysus-chronus, hecate-players, hera-alternative-wins, hypnus-lone-worker, iris-level-three, moerae-scope, revised-text)
    """
    bits = 0
    for key in alternatives:
        if not isinstance(key, str) or key not in RULINGS:
            raise UnsupportedError(f"unknown ruling {key!r} (see santorini.rules.gods.RULINGS)")
        if key in LINEUP_RULINGS:
            continue
        if key not in CORE_RULINGS:
            raise UnsupportedError(
                f"ruling {key!r} has no alternative in play yet "
                f"(playable: {', '.join(sorted(CORE_RULINGS.keys() | LINEUP_RULINGS))})"
            )
        bits |= CORE_RULINGS[key]
    return bits



def get(name: str) -> God:
    """The record of a god by protocol name; unknown names raise UnsupportedError with hints.

    >>> get("pan").display
    'Pan'
    >>> get("apolo")
    Traceback (most recent call last):
    ...
    santorini.errors.UnsupportedError: unknown god 'apolo' (did you mean apollo?)
    >>> get("Castor & Pollux")
    Traceback (most recent call last):
    ...
    santorini.errors.UnsupportedError: unknown god 'Castor & Pollux' (did you mean castor?)
    """
    god = GODS.get(name) if isinstance(name, str) else None
    if god is not None:
        return god
    raise UnsupportedError(f"unknown god {name!r}{_hint(name)}")


def _hint(name: object) -> str:
    """' (did you mean x, y?)' from protocol and display names, or a pointer to the list."""
    if not isinstance(name, str):
        return " (a god name is a lowercase string such as 'apollo')"
    wanted = name.strip().lower()
    by_display = {god.display.lower(): god.name for god in GODS.values()}
    by_display.update({god.display.split(" ")[0].lower(): god.name for god in GODS.values()})
    choices = {**by_display, **{n: n for n in GODS}}
    close = difflib.get_close_matches(wanted, list(choices), n=3, cutoff=0.6)
    names = list(dict.fromkeys(choices[c] for c in close))
    if names:
        return f" (did you mean {', '.join(names)}?)"
    return " (see santorini.rules.gods.GODS for the list)"


def _chosen(key: str, alternatives: Collection[str]) -> object:
    """The value of a ruling: its alternative if selected, else its default."""
    if key not in RULINGS:
        raise UnsupportedError(f"unknown ruling {key!r} (see santorini.rules.gods.RULINGS)")
    ruling = RULINGS[key]
    return ruling.alternative if key in alternatives and ruling.alternative is not None else ruling.default


def players_of(name: str, alternatives: Collection[str] = ()) -> frozenset[int]:
    """The player counts a god may be used in; ``alternatives`` selects rulings' alternatives.

    >>> sorted(players_of("hecate")), sorted(players_of("hecate", {"hecate-players"}))
    ([2, 3], [2])
    """
    god = get(name)
    for key in alternatives:
        _chosen(key, ())  # reject unknown ruling keys
    for ruling in god.rulings:
        if isinstance(ruling.default, frozenset):
            return frozenset(_chosen(ruling.key, alternatives))  # type: ignore[arg-type]
    return god.players


def allowed(name: str, players: int, alternatives: Collection[str] = ()) -> bool:
    """May ``name`` be used in a game of ``players`` players (its player-count icons)?

    >>> allowed("mortal", 2), allowed("mortal", 3), allowed("mortal", 3, {"mortal-players"})
    (True, False, True)
    >>> allowed("pan", 5)
    False
    """
    return players in players_of(name, alternatives)


def banned(a: str, b: str, *, probable: bool = False) -> bool:
    """True if the two gods may never be in the same game (the official list and this
    engine's :data:`ENGINE_BANS`; ``probable`` adds the probable promo bans). Symmetric; a
    god is never banned against itself.

    >>> banned("asteria", "hades"), banned("asteria", "hades", probable=True), banned("circe", "medea")
    (False, True, True)
    """
    god = get(a)
    get(b)
    return b in god.bans or (probable and b in god.probable_bans) or frozenset((a, b)) in ENGINE_BANS


def lineup_problem(names: Sequence[str], players: int, alternatives: Collection[str] = ()) -> str | None:
    """Why these gods, one per seat, cannot play one game of ``players`` players, or None:
    an unknown god, a god not allowed for the player count, a god held by two seats (unless
    it is :attr:`God.repeatable` or the ``mirror-gods`` ruling's alternative is selected), a
    banned pair (official or the engine's), a lineup the engine cannot play (Siren's songs too
    long; under the ``chaos-deck`` alternative, a Simple God in Chaos' deck it does not play
    against a god of the game).  ``alternatives`` selects rulings' alternatives.

    >>> lineup_problem(["apollo", "pan"], 2) is None, lineup_problem(["mortal", "mortal"], 2) is None
    (True, True)
    >>> lineup_problem(["apollo", "apollo"], 2)
    "god 'apollo' is held by more than one seat (each god once per game)"
    >>> lineup_problem(["mortal"] * 3, 3)
    "god 'mortal' is not allowed with 3 players (only 2)"
    >>> lineup_problem(["mortal"] * 3, 3, {"mortal-players"}) is None
    True
    >>> lineup_problem(["apollo", "apollo"], 2, {"mirror-gods"}) is None
    True
    >>> lineup_problem(["hades", "pan"], 2)
    "'hades' and 'pan' are a banned pair"
    >>> lineup_problem(["hecate", "hecate"], 2, {"mirror-gods"})
    "the engine plays 'hecate' once a game, mirror matches neither (its secret or deck is one per game)"
    >>> lineup_problem(["hydra", "siren", "pan"], 3)
    "the engine does not play 'siren' against 'hydra' and 'pan': a song could force 12 workers, a turn holds 10"
    >>> lineup_problem(["chaos", "gaea"], 2) is None, "'demeter'" in lineup_problem(["chaos", "gaea"], 2, {"chaos-deck"})
    (True, True)
    >>> lineup_problem(["graeae", "graeae", "siren"], 3, {"mirror-gods"}) is None
    True
    """
    for name in names:
        try:
            get(name)
        except UnsupportedError as error:
            return str(error)
        if not allowed(name, players, alternatives):
            counts = ",".join(str(n) for n in sorted(players_of(name, alternatives)))
            return f"god {name!r} is not allowed with {players} players (only {counts})"
    for name in dict.fromkeys(names):
        if list(names).count(name) > 1 and not GODS[name].repeatable and MIRROR not in alternatives:
            return f"god {name!r} is held by more than one seat (each god once per game)"
        if list(names).count(name) > 1 and name in _ONCE_A_GAME:
            return f"the engine plays {name!r} once a game, mirror matches neither (its secret or deck is one per game)"
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            if a != b and banned(a, b):
                return f"{a!r} and {b!r} are a banned pair"
    if "chaos" in names and "chaos-deck" in alternatives:
        # Every Simple God no seat's card is: the deck may hold one the engine does not play.
        for simple in chaos_deck(names, every_simple_god=True):
            for name in names:
                pair = frozenset((simple, name))
                if pair in ENGINE_BANS or pair in DECK_ENGINE_BANS:
                    return (f"the engine does not play 'chaos' against {name!r} under the chaos-deck ruling's "
                            f"alternative: his deck would hold {simple!r}, which it does not play against {name!r}")
    if "siren" in names and players < 4:    # with 4 players the other team has four workers
        others = list(names)
        others.remove("siren")
        most = sum(max(_CORE_MOST_WORKERS.get(name, {None: 2}).values()) for name in others)
        if most > _SONG_MOST:
            return (f"the engine does not play 'siren' against {' and '.join(repr(name) for name in others)}: "
                    f"a song could force {most} workers, a turn holds {_SONG_MOST}")
    return None


def golden_fleece_gods(alternatives: Collection[str] = ()) -> list[str]:
    """Powers that can be the Ram's power in the Golden Fleece variant, in index order.

    >>> gf = golden_fleece_gods()
    >>> len(gf), "athena" in gf, "chaos" in gf
    (36, False, True)
    >>> len(golden_fleece_gods({"golden-fleece-bga"}))
    33
    """
    found = []
    for god in GODS.values():
        eligible = god.golden_fleece
        for ruling in god.rulings:
            if isinstance(ruling.default, bool):
                eligible = bool(_chosen(ruling.key, alternatives))
        if eligible:
            found.append(god.name)
    return found


def playable_gods(players: int = 2, alternatives: Collection[str] = ()) -> list[str]:
    """The gods the native core can play that are allowed for ``players`` players, sorted.

    >>> len(playable_gods(3)), "aphrodite" in playable_gods(3), "aphrodite" in playable_gods(4)
    (50, False, True)
    """
    return sorted(name for name in PLAYABLE if name in GODS and allowed(name, players, alternatives))
