"""The Pantheon edition's 2-against-2 with a pair of workers a player, as the oracle names its
teams: seats A, B, C, D (``start_sfen(4, team_workers="own")``), seats 1 and 3 (A, C) against
seats 2 and 4 (B, D), each seat's workers written with its own letter. The rulings of this mode
are written in :mod:`~santorini.reference.position`'s docstring.

>>> from santorini.reference import RefPosition
>>> pos = RefPosition("0c0000/00000/00000/00000/0A0D00B0 1 A:mortal,B:mortal,C:selene,D:mortal 3 -")
>>> pos.own_pairs, [pos.team_of(side) for side in pos.sides]
(True, ['A', 'B', 'A', 'B'])
>>> starts = {token[:2] for token in pos.legal_turns()}  # seat 1 moves its own a1 only
>>> sorted(starts)
['a1']
"""

from __future__ import annotations

from typing import Final

__all__ = ["PANTHEON_TEAMS"]

#: The team of each side letter in the Pantheon edition's 2-against-2: seats 1 and 3 (A, C)
#: against seats 2 and 4 (B, D); a team is named by its first seat's letter.
PANTHEON_TEAMS: Final = {"A": "A", "B": "B", "C": "A", "D": "B"}
