"""The god catalog of JPricey's santorini-ai engine, as data for :mod:`santorini.interop`.

Read from https://github.com/JPricey/santorini-ai (commit 4e76fe8):
``santorini_core/src/gods.rs`` (the ``GodName`` enum, written lowercase) and, for the
state, each god's ``parse_god_data``/``stringify_god_data`` in ``santorini_core/src/gods/``
and the format's description in ``uci/README.md``.  The names live here because god names
are data, kept out of the format code (``tests/test_python_has_no_rules.py``).

>>> "apollov2" in NAMES, sorted(STATE_FORMS)
(True, ['aeolus', 'athena', 'clio', 'europa', 'hippolyta', 'morpheus', 'selene'])
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Final

__all__ = ["NAMES", "STATE_FORMS"]

#: Every god name santorini-ai reads.  ``apollov2`` and ``charonv2`` are their variants of
#: Apollo and Charon, which have no name of their own here.
NAMES: Final[frozenset[str]] = frozenset({
    "mortal", "pan", "artemis", "hephaestus", "atlas", "athena", "minotaur", "demeter", "apollo",
    "hermes", "prometheus", "urania", "graeae", "hera", "limus", "hypnus", "harpies", "aphrodite",
    "persephone", "hades", "morpheus", "aeolus", "hestia", "europa", "bia", "clio", "maenads", "zeus",
    "ares", "eros", "selene", "hippolyta", "scylla", "charon", "pegasus", "proteus", "asteria", "hydra",
    "apollov2", "medusa", "iris", "castor", "charonv2", "polyphemus", "nike", "nemesis", "poseidon",
    "bellerophon", "chronus", "theseus", "jason", "achilles", "stymphalians",
})

#: How santorini-ai writes the state of the gods both engines play that have one there:
#: ``text``: the same text as our SFEN state (``^``: moved up last turn);
#: ``stock``: the builds stored, without the +1 of a turn under way (ours counts it while
#: the god's seat is to move), ``0`` written out;
#: ``female``: the square of the female worker (ours writes her letter lowercase);
#: ``square``: a square, upper case (ours: the same square in lower case, Europa's Talus);
#: ``coins``: ``left|squares``, the coins still on the card, then the coins on the board
#: (ours: the squares, then an ``x`` for each coin out of the game: Clio's);
#: ``wind``: the direction moves may not take (ours: the way the wind blows, the opposite
#: one: Aeolus').
STATE_FORMS: Final[Mapping[str, str]] = MappingProxyType({
    "aeolus": "wind",
    "athena": "text",
    "clio": "coins",
    "europa": "square",
    "hippolyta": "female",
    "morpheus": "stock",
    "selene": "female",
})
