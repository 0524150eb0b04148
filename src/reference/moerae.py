"""Moerae (gods.md §3.3, 40), as the oracle plays her: 2 and 3 players, listed apart from the other
gods (``position.SUPPORTED_HIDDEN_GODS``, with Tartarus) since her power is a secret: the Fate area.

Her ordinary turn is a mortal's (``b2-c3^d4``) with three workers. What is hers happens before anyone
places, and then on every winning move of her opponents: this module holds the rules (the blocks she
may choose, the token, her state's text, whose win she takes), the position
(:mod:`~santorini.reference.position`) the flow: ``RefPosition._fate_due`` and
``RefPosition._choose_fate`` (her setup turn), ``RefPosition._move_winner`` - the one place that gives
a winning move its winner - and the SFEN checks. The rulings:

* **Lineups.** 2 and 3 players (4: UnsupportedError; gods.md §2). Never against her official bans
  (``MOERAE_BANNED``: Hecate, Nemesis, Tartarus), nor - the oracle's own bans,
  ``MOERAE_ENGINE_BANNED`` - against Circe (a power that changes hands: the area is her card's
  secret, chosen at setup; a seat holding her power for a turn would take wins into an area it never
  chose), nor against another Moerae
  (one Fate area a game: two areas sharing a square would need a rule for who takes the win). Not
  the Golden Fleece's god (no icon), no Night Power.
* **Workers.** Her side places three workers (``+a1+b2+c3``, as Graeae's) and shows at most three.
* **When she chooses.** Before anyone places: her seat makes a setup turn of its own naming the
  area, with the setup orientations (Siren's Song, Aeolus' wind under the original text), one seat
  after the other in seat order from the start seat; then the start seat places. Why: gods.md §5.1
  resolves the setup powers (her Fate spaces among them) in step 5, before the workers go down in
  step 6; so the hidden map is fixed on the empty board, the choice depends on no placement and
  every side places and plays with the area already fixed (nothing she learns later can move it).
  No state while the choice is to make (as Siren's Song before it is oriented): a draft's empty
  board names her as it names the gods.
* **The area.** Any block of 2x2 squares: sixteen, each named by its south-west corner, its
  lowest-numbered square (``fate@b2``: b2, c2, b3, c3; corners on files a-d, ranks 1-4). It may
  hold anything: at setup nothing stands on the board (the Pantheon boulder may: a Fate space no
  worker enters). It never changes: blocks, domes and workers on its squares change nothing.
* **The steal.** When a move of an opponent's worker wins - with 3 players either opponent's -
  and the square where that win is judged is one of her four Fate spaces, her seat wins instead,
  at once: the turn ends on that step as after any win (``#`` on her seat, to-move the seat that
  would act next). The square is the one the move reached (a Harpies' slide never follows a
  win), or for Charybdis' transport the exit the worker wins on. Every move step of every power
  counts: Artemis' second move, Hermes', Triton's, Atalanta's, Castor's and Terpsichore's moves,
  Apollo's and Minotaur's own move, Iris' jump, Bellerophon's leap, the move of Jason's worker
  from his card. Which wins: by default every win a move makes - a climb onto level 3, Pan's drop
  of two levels or more, Eros' meeting, Iris' jump onto level 3, Charybdis' transport onto a
  level-3 exit (``RefPosition._move_wins`` calls a climb CLIMB, the others POWER). Why: the card
  gives her a worker's move that would win the game, whatever makes it win, and gods.md §9 (item
  26) takes "any move-triggered win". The ruling
  ``moerae-scope`` (``SCOPE``, the catalog's key) selects the alternative: only climbs onto level 3
  (Iris' jump and Charybdis' transport onto level 3 included); Pan's drop and Eros' meeting into
  the area then win for their own side.
* **Not stolen.** Her own side's moves, wherever they go (the card takes opponents' wins). A win
  that is no move: Chronus' five towers (a tower built inside the area too), a removal (Bia's,
  Medusa's, Theseus'), the Maenads' catch, the last seat standing; a force never wins, so a worker
  forced into the area wins nothing to take. A move that wins nothing steals nothing: Hera's veto
  comes first (a vetoed climb is no win), and nobody wins by a move in a Dionysus extra turn, Eris'
  alternative turn or Heracles' extra turns. Bia's winning move that also removes a worker is
  stolen: the win is judged where the move went, before the removal - also when that removal
  takes Moerae's last worker (with 3 players she is not eliminated then: she won first).
* **3 players.** An eliminated Moerae's area leaves the game with her (her seat shows no state); a
  Moerae side that loses its last worker during a turn takes no win in the rest of it.
* **Views.** ``moerae[set|b2]`` is the referee's and her own: the area on b2. ``moerae[set]`` is
  an opponent's: the area chosen, its squares unknown; the oracle reads it and plays it as a
  player's view, not a refereed game (as ``tartarus[set]``): no win is known to be hers, every
  turn is listed and played as if there were no area.
* **Perft** counts the choice as one ply (sixteen tokens). A stolen win is a leaf like any win:
  perft cannot tell it from the mover's; the position after the turn does (its ``#``).
* **SFEN.** Her state is ``set|<corner>`` or ``set`` once chosen; none before. Refused
  (SfenError): any other text (a corner on file e or rank 5 too); no state once a side has placed;
  the choice due with another seat to act than the first still to choose or orient.
* **Token.** ``fate@b2``. The notation (:mod:`santorini.notation`) does not know it, so
  ``RefPosition.play`` reads it itself and ``RefPosition.legal_turns`` lists it; ``RefPosition.turns``
  raises UnsupportedError while it is due.

>>> read_fate("set"), read_fate("set|b2"), write_fate(True, None), write_fate(True, 6), write_fate(False, None)
(None, 6, 'set', 'set|b2', None)
>>> sorted(SQUARE_NAMES[sq] for sq in area(6)), read_choice("fate@b2"), read_choice("b2-c3^d4")
(['b2', 'b3', 'c2', 'c3'], 6, None)
>>> len(choices()), choices()[:5]
(16, ['fate@a1', 'fate@a2', 'fate@a3', 'fate@a4', 'fate@b1'])
>>> fates = ((0, "A", area(6)),)
>>> thief(fates, 12, CLIMB, frozenset(), frozenset()), thief(fates, 13, CLIMB, frozenset(), frozenset())
(0, None)
>>> thief(fates, 12, POWER, frozenset(), frozenset()), thief(fates, 12, POWER, frozenset(), {SCOPE})
(0, None)
>>> read_fate("set|e2")
Traceback (most recent call last):
...
santorini.errors.SfenError: moerae's state is [set|<corner>] or [set] (the Fate area chosen, known or not; its corner on files a-d, ranks 1-4), got [set|e2]
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable
from typing import Final

from santorini.errors import NotationError, SfenError
from santorini.notation import SQUARE_NAMES
from santorini.reference.gods_simple import plain

__all__ = ["CLIMB", "FATE_GODS", "FATE_PREFIX", "MOERAE_BANNED", "MOERAE_ENGINE_BANNED", "PLACED_WORKERS", "POWER",
           "SCOPE", "SET", "STEP_MACHINES", "area", "choices", "read_choice", "read_fate", "thief", "write_fate"]

#: The gods with a Fate area (Moerae), listed apart with the other secrets.
FATE_GODS: Final = frozenset({"moerae"})

#: Her official bans (gods.md §2, the catalog's): she never faces these.
MOERAE_BANNED: Final = ("hecate", "nemesis", "tartarus")

#: The oracle's own bans besides them: Circe, whose power changes hands - the area is her card's
#: secret -, and a mirror (one Fate area a game). Against Nyx the area stays while she has no power
#: and takes nothing then (``RefPosition._known_fates``).
MOERAE_ENGINE_BANNED: Final = ("circe", "moerae")

#: Her side places three workers.
PLACED_WORKERS: Final = {"moerae": 3}

#: The ruling whose alternative takes only climbs onto level 3 (the catalog's key, gods.md §9 item 26).
SCOPE: Final = "moerae-scope"

#: What made a move win (``RefPosition._move_wins``): a climb onto level 3 (Iris' jump and Charybdis'
#: transport onto level 3 too), or a power's own condition on the move (Pan's drop, Eros' meeting).
CLIMB: Final = "climb"
POWER: Final = "power"

#: Her state once the area is chosen (its corner after a bar, when known).
SET: Final = "set"

#: The choice's token, before the block's south-west corner: ``fate@b2``.
FATE_PREFIX: Final = "fate@"

#: The corners of the sixteen blocks: files a-d, ranks 1-4 (a square index is rank * 5 + file).
_CORNERS: Final = tuple(rank * 5 + file for rank in range(4) for file in range(4))

_STATE_RE: Final = re.compile(r"set(?:\|([a-e][1-5]))?")
_CHOICE_RE: Final = re.compile(r"\s*fate@(\S*)\s*")


def area(corner: int) -> frozenset[int]:
    """The four Fate spaces of the block whose south-west corner is ``corner``."""
    return frozenset({corner, corner + 1, corner + 5, corner + 6})


def read_fate(text: str) -> int | None:
    """Her state's text (``set|b2`` or ``set``) as the area's corner, None when unknown; SfenError
    for any other text."""
    match = _STATE_RE.fullmatch(text)
    corner = None if match is None or match.group(1) is None else SQUARE_NAMES.index(match.group(1))
    if match is None or (corner is not None and corner not in _CORNERS):
        raise SfenError(f"moerae's state is [set|<corner>] or [set] (the Fate area chosen, known or not; its corner "
                        f"on files a-d, ranks 1-4), got [{text}]")
    return corner


def write_fate(chosen: bool, corner: int | None) -> str | None:
    """Her state's canonical text: None before the choice, ``set`` when the area is unknown, else
    ``set|<corner>``."""
    if not chosen:
        return None
    return SET if corner is None else f"{SET}|{SQUARE_NAMES[corner]}"


def read_choice(token: str) -> int | None:
    """The corner a ``fate@sq`` token names; None for any other token (NotationError for a bad
    square after the prefix; a square that is no corner is read, and refused as a choice).

    >>> read_choice("fate@z9")
    Traceback (most recent call last):
    ...
    santorini.errors.NotationError: bad square 'z9' in the Fate area's token 'fate@z9'
    """
    match = _CHOICE_RE.fullmatch(token)
    if match is None:
        return None
    name = match.group(1)
    if name not in SQUARE_NAMES:
        raise NotationError(f"bad square {name!r} in the Fate area's token {token.strip()!r}")
    return SQUARE_NAMES.index(name)


def choices() -> list[str]:
    """The choice's tokens, sorted: every block, whatever stands on it."""
    return sorted(f"{FATE_PREFIX}{SQUARE_NAMES[corner]}" for corner in _CORNERS)


def thief(fates: Iterable[tuple[int, str, frozenset[int]]], square: int, kind: str, out: Collection[str],
          rulings: Collection[str]) -> int | None:
    """The seat of the Moerae that wins instead of the mover, or None.

    ``fates``: ``(seat, side, area)`` of every Moerae opposing the acting seat whose area is known;
    ``square``: where the move's win is judged; ``kind``: CLIMB or POWER; ``out``: the sides that
    lost their last worker during the turn (such a Moerae takes nothing); under ``moerae-scope`` only
    a CLIMB is taken."""
    if kind != CLIMB and SCOPE in rulings:
        return None
    return next((seat for seat, side, spaces in fates if square in spaces and side not in out), None)


#: Her step machine: her own turn is a mortal's (what is hers happens at setup and on opponents' wins).
STEP_MACHINES: Final = {"moerae": plain}
