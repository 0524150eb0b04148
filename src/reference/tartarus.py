"""Tartarus (gods.md §3.3, 43), as the oracle plays him: 2 players only, listed apart from the
other gods (``position.SUPPORTED_HIDDEN_GODS``) since his power is a secret: the Abyss.

His ordinary turn is a mortal's (``b2-c3^d4``). What is his happens between placement and the first
turn, and then on every step of every turn: this module holds the rules (the squares he may name,
the token, his state's text, who falls in), the position (:mod:`~santorini.reference.position`) the
flow: ``RefPosition._call_tartarus`` - the one place that decides the trigger -,
``RefPosition._name_abyss``, ``RefPosition._abyss_checked`` (every step of every turn) and the SFEN
checks. The rulings:

* **Lineups.** 2 players only (3 or 4: UnsupportedError). Never against his official bans
  (``TARTARUS_BANNED``: Bia, Hecate, Moerae, Terpsichore; gods.md §2), nor - the oracle's own
  bans - against Circe and Nyx (a power that changes hands: the Abyss is his card's secret, not
  the holder's), nor against another Tartarus (one Abyss a game). Not the Golden Fleece's god
  (no icon), no Night Power.
* **Setup.** His side places its workers as usual. The draft makes Tartarus the start seat; the
  oracle does not: whoever the position has place first places first.
* **The Abyss.** Once every side has placed, before anybody's first turn, his seat makes a turn
  between turns that names it: ``abyss@sq`` for every square with no worker and no dome, any
  height (at setup nothing is built; a loaded position may show blocks), never the Pantheon
  boulder's (no worker ever enters it). The trigger is the last placement (Gaea, Tyche, the Ram
  are not part of it). While the choice is due his state is ``tartarus[abyss]`` and the extra item
  ``resume:K`` names the last placer's seat (seat 2 when seat 1 placed first, in round 1; seat 1
  in round 2 when seat 2 placed first); play then resumes from the seat after it, as after any
  turn between turns (nothing of the start of a turn runs before). The choice is one ply of perft.
* **After the choice** his state is ``tartarus[set|c3]``: the Abyss on c3, the secret a referee
  and he hold. ``tartarus[set]`` is the same position as the opponent sees it (set, the square
  unknown); the oracle reads it and plays it as a player's view, not a refereed game: every square
  may be the Abyss, so no move is known to fall in and every turn is listed and played as if there
  were none. No state: not named yet (only before the choice is due).
* **Falling in.** A worker of any side (his own too) that enters the Abyss - by a move (each
  step of a multi-move turn, the square a move reaches before a Harpies' slide or a whirlpool's
  transport carries it on, and every square the slide passes over: the worker stops there, on
  the Abyss, carried no further), a force (Minotaur's push,
  Charon's ferry, Scylla's drag, a whirlpool's exit ...) or a placement (Gaea's worker from her
  card, Hydra's gained worker, Jason's third) - makes its owner lose at once: the other side wins,
  the turn ends on that step (``#`` on the winner, to-move the seat that would act next, as after
  any win). The entering move wins nothing: not a climb onto level 3, not Pan's drop, not Eros'
  adjacency; a Chronus tower of the same step does not count either. If a step put workers of both
  sides in (no lineup of the oracle allows it), the acting side's worker is judged first: it loses.
  A worker standing on the square when it is named cannot be (the choice excludes it). The Abyss
  stays when the square is built on, domed too; it is no obstacle (workers may stand next to it,
  nobody is kept from building on it).
* **Judged on every step.** The loss is checked after every step of a turn, placement steps
  included, and after Gaea's placement turn; nothing else judges a loaded position: an SFEN with a
  worker on the Abyss is refused unless that worker's side has lost.
* **Perft** counts the choice as one ply and a turn that falls in as a leaf, like any turn that
  ends the game.
* **SFEN.** His state is ``abyss`` (the choice due), ``set|<square>``, ``set``, or nothing.
  Refused (SfenError): any other text; a due choice without ``resume:K`` naming the last placer's
  seat, with another seat to move than his, before every side has placed or once the game is won;
  no state once every side has placed and the game goes on; ``set`` before every side has placed
  (the game not won); ``set|sq`` on a square with a worker whose side has not lost, or on the
  boulder's square.
* **Token.** ``abyss@c3``. The notation (:mod:`santorini.notation`) does not know it yet, so
  ``RefPosition.play`` reads it itself and ``RefPosition.turns`` gives it as a ``Step("abyss", sq)``
  token (``format_token`` cannot write it: use ``legal_turns``).

>>> read_abyss("abyss"), read_abyss("set"), read_abyss("set|c3")
(('abyss', None), ('set', None), ('set', 12))
>>> write_abyss(DUE, None), write_abyss(SET, None), write_abyss(SET, 12), write_abyss(None, None)
('abyss', 'set', 'set|c3', None)
>>> read_choice("abyss@c3"), read_choice("b2-c3^d4")
(12, None)
>>> heights, domes = [0] * 25, [True] + [False] * 24
>>> choices(heights, domes, {i: "A" for i in range(2, 25)}, frozenset())
['abyss@b1']
>>> read_abyss("set|f3")
Traceback (most recent call last):
...
santorini.errors.SfenError: tartarus' state is [abyss] (the choice due), [set|<square>] or [set] (the Abyss named, its square known or not), got [set|f3]
"""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping, Sequence
from typing import Final

from santorini.errors import NotationError, SfenError
from santorini.notation import SQUARE_NAMES, square_index
from santorini.reference.gods_simple import plain

__all__ = ["ABYSS_GODS", "ABYSS_PREFIX", "DUE", "SET", "STEP_MACHINES", "TARTARUS_BANNED", "TARTARUS_ENGINE_BANNED",
           "choices", "fallen", "read_abyss", "read_choice", "write_abyss"]

#: The gods with an Abyss (Tartarus), listed apart with the other secrets.
ABYSS_GODS: Final = frozenset({"tartarus"})

#: His official bans (gods.md §2, the catalog's): he never faces these.
TARTARUS_BANNED: Final = ("bia", "hecate", "moerae", "terpsichore")

#: The oracle's own bans besides them: the powers that change hands (Circe, Nyx) - the Abyss is his
#: card's secret -, and a mirror (one Abyss a game).
TARTARUS_ENGINE_BANNED: Final = ("circe", "nyx", "tartarus")

#: His state while the choice is due, and once it is made.
DUE: Final = "abyss"
SET: Final = "set"

#: The choice's token, before the square: ``abyss@c3``.
ABYSS_PREFIX: Final = "abyss@"

_STATE_RE: Final = re.compile(r"abyss|set(?:\|([a-e][1-5]))?")
_CHOICE_RE: Final = re.compile(r"\s*abyss@(\S*)\s*")


def read_abyss(text: str) -> tuple[str, int | None]:
    """His state's text as (DUE or SET, the Abyss' square or None: unknown or not named yet);
    SfenError for any other text."""
    match = _STATE_RE.fullmatch(text)
    if match is None:
        raise SfenError("tartarus' state is [abyss] (the choice due), [set|<square>] or [set] (the Abyss named, "
                        f"its square known or not), got [{text}]")
    if text == DUE:
        return DUE, None
    name = match.group(1)
    return SET, None if name is None else square_index(name)


def write_abyss(phase: str | None, square: int | None) -> str | None:
    """His state's canonical text, or None before the choice is due."""
    if phase is None:
        return None
    if phase == DUE or square is None:
        return phase
    return f"{SET}|{SQUARE_NAMES[square]}"


def read_choice(token: str) -> int | None:
    """The square an ``abyss@sq`` token names; None for any other token (NotationError for a bad
    square after the prefix).

    >>> read_choice("abyss@z9")
    Traceback (most recent call last):
    ...
    santorini.errors.NotationError: bad square 'z9' in the Abyss' token 'abyss@z9'
    """
    match = _CHOICE_RE.fullmatch(token)
    if match is None:
        return None
    name = match.group(1)
    if name not in SQUARE_NAMES:
        raise NotationError(f"bad square {name!r} in the Abyss' token {token.strip()!r}")
    return SQUARE_NAMES.index(name)


def choices(heights: Sequence[int], domes: Sequence[bool], workers: Mapping[int, str],
            blocked: Collection[int]) -> list[str]:
    """The choice's tokens, sorted: ``abyss@sq`` for every square with no worker, no dome and not
    ``blocked`` (the boulder), any height."""
    del heights  # any height: named for the record of the ruling
    return sorted(f"{ABYSS_PREFIX}{SQUARE_NAMES[sq]}" for sq in range(25)
                  if sq not in workers and not domes[sq] and sq not in blocked)


def _between(a: int, b: int) -> list[int]:
    """The squares strictly between ``a`` and ``b`` on their straight line (no wrap), or none.

    >>> _between(0, 20), _between(0, 18), _between(0, 7)
    ([5, 10, 15], [6, 12], [])
    """
    (ra, fa), (rb, fb) = divmod(a, 5), divmod(b, 5)
    dr, df = (rb > ra) - (rb < ra), (fb > fa) - (fb < fa)
    steps = max(abs(rb - ra), abs(fb - fa))
    if (ra + dr * steps, fa + df * steps) != (rb, fb):
        return []
    return [(ra + dr * k) * 5 + fa + df * k for k in range(1, steps)]


def fallen(abyss: int, before: Mapping[int, str], after: Mapping[int, str], mover: int, step: str,
           end: int, slides: bool) -> str | None:
    """The side (upper-case letter) of the worker a step put into the Abyss, or None.

    ``before`` / ``after``: the workers (square -> letter) around the step; ``mover``: the acting
    worker's square before it; ``step``: its text; ``end``: the acting worker's square after it;
    ``slides``: a Harpies' slide may follow a move. A worker stands on the Abyss after the step
    (nobody did before: the game ends when one enters), or the step is a move whose written square
    is the Abyss (a slide or a whirlpool then carried it on), or a Harpies' slide passed over it.
    The acting worker is judged first.

    >>> fallen(12, {6: "A"}, {12: "A"}, 6, "-c3", 12, False)
    'A'
    >>> fallen(12, {6: "A", 12: "B"}, {6: "A", 18: "B"}, 6, ">c3", 6, False)  # nobody entered c3
    >>> fallen(12, {0: "b"}, {18: "b"}, 0, "-b2", 18, True)  # a1-b2, slid over c3 to d4
    'B'
    """
    if step[:1] == "-":
        side = (before.get(mover) or after.get(end) or "").upper() or None
        dst = SQUARE_NAMES.index(step[1:3])
        if dst == abyss or (slides and end != dst and abyss in _between(dst, end)):
            return side
    if abyss in after and abyss not in before:
        return after[abyss].upper()
    return None


#: His step machine: his own turn is a mortal's (what is his happens between turns and on every step).
STEP_MACHINES: Final = {"tartarus": plain}
