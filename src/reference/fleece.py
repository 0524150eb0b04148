"""The Golden Fleece variant (gods.md §7.1), as the oracle reads it from a position string:
the extra items ``fleece:<god>`` (the god card beside the board, whose power the Ram gives)
and ``ram@<square>`` (the Ram figure, once placed), and the test that decides at the start
of every turn which seats hold the power.

The rest of the variant lives in :mod:`~santorini.reference.position`: the Ram is one of
the squares a turn's :class:`~santorini.reference.turn.Pieces` keeps ``blocked`` (a dome
on level 0 for every rule), and a seat holding the power plays it as ``RefPosition.holds``
says, like Circe's.
"""

from __future__ import annotations

from typing import Final

from santorini.errors import SfenError, UnsupportedError
from santorini.notation import SQUARE_NAMES, SfenRecord
from santorini.reference.geometry import NEIGHBOURS

__all__ = ["FLEECE_ITEM", "GOLDEN_FLEECE_CARDS", "RAM_ITEM", "neighbours_ram", "read_fleece", "read_ram"]

#: The extra-field items of the variant, before the god's name and the Ram's square.
FLEECE_ITEM: Final = "fleece:"
RAM_ITEM: Final = "ram@"

#: The cards with the Golden Fleece icon (gods.md §7.1, "Eligible cards", the ones Board
#: Game Arena excludes included), by their catalog names. Written here, not imported from
#: the catalog: the oracle shares no code with the engine (the tests compare the two).
GOLDEN_FLEECE_CARDS: Final = frozenset({
    "apollo", "artemis", "atlas", "demeter", "hephaestus", "hermes", "minotaur", "pan", "prometheus",
    "bia", "chaos", "charon", "dionysus", "hera", "hestia", "hypnus", "limus", "medusa", "persephone",
    "poseidon", "selene", "triton", "zeus", "aeolus", "hades", "harpies", "siren", "terpsichore", "urania",
    "asteria", "castor", "eris", "hippolyta", "iris", "pegasus", "scylla",
})


def _items(rec: SfenRecord, prefix: str) -> list[str]:
    """What follows ``prefix`` in each extra item that starts with it."""
    return [item[len(prefix):] for item in rec.extra if item.startswith(prefix)]


def read_fleece(rec: SfenRecord) -> str | None:
    """The god of the ``fleece:<god>`` item, or None outside the variant.

    The variant is for two players who both play ``mortal`` (the power comes from the Ram),
    with one fleece god: else SfenError, and so is a Ram without the variant. A god without
    the Golden Fleece icon (or no god at all) is UnsupportedError; whether the oracle plays
    an eligible one is the position's check.
    """
    gods = _items(rec, FLEECE_ITEM)
    if not gods:
        if _items(rec, RAM_ITEM):
            raise SfenError("a Ram (ram@<square>) needs the Golden Fleece variant (fleece:<god>)")
        return None
    if len(gods) > 1:
        raise SfenError(f"one fleece god a game, got {len(gods)} fleece items")
    if len(rec.seats) != 2 or any(seat.god != "mortal" for seat in rec.seats):
        raise SfenError("the Golden Fleece variant is for two players whose seats are both mortal")
    god = gods[0]
    if god not in GOLDEN_FLEECE_CARDS:
        raise UnsupportedError(f"{god!r} has no Golden Fleece icon: it cannot be the fleece god")
    return god


def read_ram(rec: SfenRecord) -> int | None:
    """The Ram's square of the ``ram@<square>`` item, or None before it is placed (at most
    one item, else SfenError). Where it may stand is the position's check."""
    squares = _items(rec, RAM_ITEM)
    if len(squares) > 1:
        raise SfenError(f"one Ram a game, got {len(squares)} ram items")
    return SQUARE_NAMES.index(squares[0]) if squares else None


def neighbours_ram(ram: int, workers: dict[int, str], side: str) -> bool:
    """The variant's test at the start of a turn: does a worker of ``side`` neighbour the
    Ram? Ordinary neighbours, whatever the power (Urania's wrap is for her moves and builds).

    >>> from santorini.notation import square_index
    >>> ram = square_index("c3")
    >>> neighbours_ram(ram, {square_index("b2"): "a"}, "A"), neighbours_ram(ram, {square_index("a1"): "A"}, "A")
    (True, False)
    """
    return any(workers.get(n, "").upper() == side for n in NEIGHBOURS[ram])
