"""What this engine plays (protocol §4, the ``capability`` lines of the handshake): player
counts, gods and variants, read from the notation and the god catalog.

>>> PLAYERS, VARIANTS, GODS[0], CHANCE
((2, 3, 4), ('standard', 'goldenfleece'), 'mortal', ('chaos', 'tyche'))
"""

from __future__ import annotations

from typing import Final

from santorini._core.gods.registry import CHANCE_GODS, SECRET_GODS
from santorini.notation import SEAT_SIDES
from santorini.rules.gods import GODS as CATALOG
from santorini.rules.gods import PLAYABLE

__all__ = ["CHANCE", "GODS", "PLAYERS", "VARIANTS", "capability_lines"]

#: Player counts: every seat count of the notation (the core plays them all).
PLAYERS: Final[tuple[int, ...]] = tuple(SEAT_SIDES)

#: Variants: the ordinary game and the Golden Fleece (docs/golden-fleece-variant.md).
VARIANTS: Final[tuple[str, ...]] = ("standard", "goldenfleece")

#: The gods the core plays, in catalog order (``mortal`` first).
GODS: Final[tuple[str, ...]] = tuple(name for name in CATALOG if name in PLAYABLE)


#: The gods whose chance turns (a deck's draw, ``draw:N``) a GUI reports as moves and at which
#: ``go`` draws with the odds (docs/usp.md, "Chance"), in catalog order.
CHANCE: Final[tuple[str, ...]] = tuple(name for name in GODS if name in CHANCE_GODS)


#: The gods whose card holds a secret that only some seats may know (Tartarus' Abyss, where Hecate's
#: workers stand): a GUI gives
#: each engine the position written for its seat (docs/usp.md, "Secrets"), in catalog order.
SECRETS: Final[tuple[str, ...]] = tuple(name for name in GODS if name in SECRET_GODS)


def capability_lines() -> list[str]:
    """The ``capability`` lines of the answer to ``usp``."""
    return [
        f"capability players {' '.join(str(n) for n in PLAYERS)}",
        f"capability gods {' '.join(GODS)}",
        f"capability variants {' '.join(VARIANTS)}",
        f"capability chance {' '.join(CHANCE)}",
        f"capability secrets {' '.join(SECRETS)}",
    ]
