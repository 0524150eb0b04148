"""Hecate (gods.md §3.3, 39), as the oracle plays her: 2 and 3 players, listed apart from the other
gods (``position.SUPPORTED_HIDING_GODS``) since where her workers stand is her secret.

Her own turns are a mortal's, on the real board. What is hers is how her opponents play; this module
holds the rules (what a step names, what her opponents know, her state's text), the position
(:mod:`~santorini.reference.position`) the flow: ``RefPosition._view`` (the board an opponent sees),
``RefPosition._play_unseen`` (an opponent's turn made on the real board) and ``RefPosition._observe``.
The rulings:

* **Placement.** She places last: every other side places before her (with 2 players the other seat
  starts, with 3 the seat after hers). A position where her placement would come before another
  side's is refused.
* **The view.** Each seat facing her lists its turns, with its own power, on the real board less her
  workers; there it is judged too (a seat with no turn on the view cannot complete one). Every power
  of hers opponents' looks at the view.
* **The collision.** An opponent's turn is made on the real board step by step (the steps of its
  canonical spelling). The first step that names a square where a worker of hers stands - a square a
  worker is moved or forced onto, a square built on or a block taken from - is not made, nor any after
  it; what came before stands and the turn ends there: end-of-turn powers act on it (Athena's mark), a
  once-a-game power the turn was spelled with is spent even when the collision came before its step,
  nothing follows it (Heracles' domes, Aeolus' wind turned at its end). A cancelled step wins nothing.
  Perft counts every turn listed on the view once.
* **What her opponents know** (her state ``M``, ``K``, ``s``): after her placement ``M`` is every square
  with no dome and no other side's worker, ``K`` empty, no ``s``. After her own turn (not a winning
  one), built on ``s``: ``M := (M | K | (reached(M | K) & N(s))) - s``, ``K`` empty (``reached``: where
  a worker of hers on one of those squares may have moved in a turn that did not win, on the board
  before it: a neighbour at most one level up, not up onto level 3 unless that wins nothing there (an
  opposing Hera's perimeter), no dome, no other side's worker).
  After another seat's turn: a collision's square goes from ``M`` to ``K``, the squares it built on
  leave ``M``. After every turn (not a won game's) both lose the domes and the other sides' squares.
* **SFEN.** ``hecate[*]`` while ``M`` is every square with no dome and no other side's worker, ``K`` is
  empty and she has not built; else ``hecate[b2,c3,!d4,^c2]``: the squares of ``M`` and ``K`` in square
  order, those of ``K`` after a ``!``, then ``^`` and ``s``. No state before she places, one always after.
  Her workers stand on the board of a full SFEN and are missing from one written for an opponent: then
  with her to move nothing is judged (no turn is listed, nobody has won).
* **Lineups.** 2 and 3 players (the ``hecate-players`` ruling's alternative: 2 only); never against her
  official bans (Charon, Circe, Moerae, Tartarus) nor the engine's (``HECATE_BANNED``).

>>> from santorini.reference.geometry import NEIGHBOURS
>>> write_state(Secret(frozenset({1, 2, 12}), frozenset({18}), 7), frozenset())
'b1,c1,c3,!d4,^c2'
>>> read_state("b1,c1,c3,!d4,^c2") == Secret(frozenset({1, 2, 12}), frozenset({18}), 7)
True
>>> reached([0] * 25, [False] * 25, frozenset(), frozenset({0})) == frozenset(NEIGHBOURS[0])
True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from santorini.errors import SfenError
from santorini.notation import SQUARE_NAMES
from santorini.reference.geometry import NEIGHBOURS
from santorini.reference.gods_simple import plain

__all__ = ["ALL", "HECATE_BANNED", "HIDING_GODS", "PLAYERS", "Secret", "STEP_MACHINES", "after_other", "after_own",
           "named_square", "read_state", "reached", "trimmed", "write_state"]

#: The gods whose workers their opponents do not see (Hecate), listed apart.
HIDING_GODS: Final = frozenset({"hecate"})

#: The gods Hecate never faces in the oracle: her official bans (gods.md §2) and the engine's
#: (its catalog's HECATE_ENGINE_BANS, written again: the oracle shares no code with the engine).
HECATE_BANNED: Final = frozenset({
    "charon", "circe", "moerae", "tartarus",
    "eris", "nyx", "scylla", "chaos", "charybdis", "dionysus", "iris", "medea", "nemesis", "proteus", "siren",
    "theseus", "adonis", "odysseus", "hermes", "triton", "atalanta", "harpies", "hydra", "gaea", "jason", "europa",
    "bia", "medusa", "maenads"})

#: The ruling whose alternative (Board Game Arena's) plays her with 2 players only.
PLAYERS: Final = "hecate-players"

#: Her state while her opponents know nothing but that she placed.
ALL: Final = "*"

_TOP: Final = 3


@dataclass(frozen=True)
class Secret:
    """What her opponents know: the squares where a worker of hers may stand (``maybe``, M), those
    where one is known to stand (``known``, K: a collision's square, until her next turn), and her
    last build's square (``last``, s; None before her first build)."""

    maybe: frozenset[int]
    known: frozenset[int]
    last: int | None


def placed(blocked: frozenset[int]) -> Secret:
    """Her opponents' knowledge right after her placement: anywhere not blocked."""
    return Secret(frozenset(range(25)) - blocked, frozenset(), None)


def reached(heights: Sequence[int], domes: Sequence[bool], others: frozenset[int], squares: frozenset[int],
            no_win: frozenset[int] = frozenset()) -> frozenset[int]:
    """Where a worker on one of ``squares`` may have moved in a turn that did not win: a neighbour at
    most one level up, not up onto level 3 (that climb wins) unless onto a square of ``no_win`` (an
    opposing Hera's perimeter), with no dome and none of ``others`` (the squares of the other sides'
    workers)."""
    found: set[int] = set()
    for sq in squares:
        for near in NEIGHBOURS[sq]:
            wins = heights[near] == _TOP and heights[sq] < _TOP and near not in no_win
            rise_ok = heights[near] <= heights[sq] + 1 and not wins
            if rise_ok and not domes[near] and near not in others:
                found.add(near)
    return frozenset(found)


def after_own(secret: Secret, built: frozenset[int], heights: Sequence[int], domes: Sequence[bool],
              others: frozenset[int], no_win: frozenset[int] = frozenset()) -> Secret:
    """After her own turn (the board before it: ``heights``, ``domes``, ``others``; ``no_win``: where
    a climb onto level 3 wins nothing), built on ``built``."""
    both = secret.maybe | secret.known
    near = frozenset(n for sq in built for n in NEIGHBOURS[sq])
    maybe = (both | (reached(heights, domes, others, both, no_win) & near)) - built
    return Secret(maybe, frozenset(), min(built) if built else secret.last)


def after_other(secret: Secret, built: frozenset[int], collided: int | None) -> Secret:
    """After another seat's turn, built on ``built``, stopped by a collision on ``collided`` (or None)."""
    known = secret.known | ({collided} if collided is not None else frozenset())
    return Secret(secret.maybe - known - built, known, secret.last)


def trimmed(secret: Secret, blocked: frozenset[int]) -> Secret:
    """Without the squares no worker of hers can stand on (domes, other sides' workers)."""
    return Secret(secret.maybe - blocked, secret.known - blocked, secret.last)


def named_square(before_workers: dict[int, str], after_workers: dict[int, str], before_heights: Sequence[int],
                 after_heights: Sequence[int], before_domes: Sequence[bool], after_domes: Sequence[bool],
                 hers: frozenset[int]) -> int | None:
    """The square of hers a step names, or None: a square a worker came onto (moved, forced), a square
    built on or taken from."""
    for sq in sorted(hers):
        came = sq in after_workers and after_workers[sq] != before_workers.get(sq)
        if came or before_heights[sq] != after_heights[sq] or before_domes[sq] != after_domes[sq]:
            return sq
    return None


def read_state(text: str) -> Secret | str:
    """Her state's text: ``ALL`` for ``*`` (the squares follow from the board), else a Secret;
    SfenError for a name that is not a square, a square twice, anything after ``^s``."""
    if text == ALL:
        return ALL
    maybe: set[int] = set()
    known: set[int] = set()
    last = None
    for part in text.split(","):
        mark = part[:1] if part[:1] in ("!", "^") else ""
        name = part[len(mark):]
        if name not in SQUARE_NAMES or last is not None:
            raise SfenError(f"hecate's state is * or squares, !known squares, then ^last build: got [{text}]")
        sq = SQUARE_NAMES.index(name)
        if mark == "^":
            last = sq
        elif sq in maybe or sq in known:
            raise SfenError(f"hecate[{text}]: {name} twice")
        else:
            (known if mark else maybe).add(sq)
    return Secret(frozenset(maybe), frozenset(known), last)


def write_state(secret: Secret, blocked: frozenset[int]) -> str:
    """Her state's canonical text (``blocked``: domes and the other sides' squares)."""
    if secret == placed(blocked):
        return ALL
    names = [("!" if sq in secret.known else "") + SQUARE_NAMES[sq] for sq in sorted(secret.maybe | secret.known)]
    return ",".join(names + ([f"^{SQUARE_NAMES[secret.last]}"] if secret.last is not None else []))


#: Her step machine: her turns are a mortal's.
STEP_MACHINES: Final = {"hecate": plain}
