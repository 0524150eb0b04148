"""God states in SFEN, as the oracle reads and writes them (docs/notation.md, "God state in
SFEN"; docs/advanced-gods.md):

* ``athena[^]`` - she moved up during her last turn;
* ``morpheus[n]`` - his stock, n >= 1 (omitted when 0); ``morpheus[2,rest:c3]`` while the rest of his
  turn, paused for Gaea's placement after a dome (``gaea.REST_PHASES``' ``dreaming``), is due (with
  ``resume:K`` naming his seat): the stock left after the builds so far (at least 1: a stock of 0 never
  stops), then ``rest:`` and the square of the worker that moved (it plays the rest, its builds);
* ``dionysus[n]`` - the extra turns still to take, n >= 1, only with his seat to move;
* ``circe[<god>]`` / ``circe[<god>:<state>]`` - she holds the opponent's power, with that
  power's state (``circe[athena:^]``, ``circe[morpheus:2]``);
* ``achilles[used]`` (any hero) - the hero has spent its once-a-game power (omitted while
  unspent);
* ``heracles[domes]`` / ``heracles[domes,c3]`` - Heracles spent his power and takes his extra
  turns (his domes), none built yet / the last on c3; only with his seat to move (or, while Gaea's
  placement is due after one of them, for his seat ``resume:K`` names); facing Gaea his domes go in
  any order and his spree names no last dome: ``heracles[domes]`` throughout (``gaea.ANY_ORDER_SPREES``);
* ``adonis[c3~e4]`` / ``adonis[~e4]`` (original text) - Adonis spent his power and binds
  his worker on c3 and the opponent's on e4 (or the opponent's alone) until his next turn;
* ``europa[c2]`` - Europa's Talus stands on c2 (omitted while it is on her card); while the rest of her
  turn, paused for Gaea's placement before the Talus (``gaea.REST_PHASES``), is due (with ``resume:K``
  naming her seat): ``europa[rest:c3]`` (the Talus on her card) / ``europa[e1,rest:c3]`` (the Talus on
  e1), then ``rest:`` and the square of the worker that moved (it plays the rest);
* ``aeolus[ne]`` - Aeolus' wind token stands beside the board blowing toward ne (omitted while
  it is on his card; with his original text it is always set once his setup orientation is made);
  ``aeolus[ne,rest]`` / ``aeolus[rest]`` (the token on his card) while the rest of his turn, paused
  for Gaea's placement before the wind (``gaea.TOKEN_REST``), is due (with ``resume:K`` naming his
  seat);
* ``siren[ne]`` - the direction of Siren's Song (omitted only before her setup orientation);
* ``clio[b2,c3,x]`` - Clio's coins: the squares of those on the board, in ASCII order of
  their names, then one ``x`` per coin removed from the game (omitted while all three are
  on her card). Read in any order; written in the canonical one;
* ``eris[b2,d4]`` - Eris' mark: the squares of the opposing workers she may not take for her
  alternative turn (those each opponent moved in its last turn that moved any of its own), in
  ASCII order of their names, then ``truce`` right after her alternative turn under the original
  text (the conditions on the board are not judged then); omitted while nothing is marked and no
  truce. Read in any order; written in the canonical one;
* ``charybdis[c3]`` / ``charybdis[c3,d4]`` - Charybdis' whirlpools on the board: the squares of
  those on the board, in ASCII order of their names (omitted while both are on her card). Read
  in any order; written in the canonical one. While the rest of her turn, paused for Gaea's placement
  before her whirlpool (``gaea.REST_PHASES``), is due (with ``resume:K`` naming her seat):
  ``charybdis[rest:c3]`` (both on her card) / ``charybdis[d4,rest:c3]`` (one on d4), then ``rest:`` and
  the square of the worker that moved (it plays the rest); never with both on the board (none left on
  her card: no rest);
* ``nyx[zeus]`` / ``nyx[zeus:<state>]`` - Nyx's Night Power, with its state while she holds it
  in one other than the default (none of the Night Powers has one today): always written;
* ``gaea[1]`` / ``gaea[0]`` - Gaea's workers left on her card (omitted while both are), and while
  her placement turn is due ``gaea[2,c3]`` / ``gaea[1,b2,d4]``: the workers on her card (1 or 2),
  then the squares of the domes she may place next to, in ASCII order of their names (one or
  two; another order is an SfenError);
* ``demeter[c3]`` / ``hestia[c3]`` / ``prometheus[c3]`` (any power of ``gaea.REST_PHASES``) - the turn
  paused after a dome Gaea may place next to (:mod:`~santorini.reference.gaea`): the square of the
  worker that plays the rest of it (the acting worker; Castor's and Terpsichore's other worker, the
  one still to build: ``castor[d4]``, ``terpsichore[d5]``), only while that rest is due (with
  ``resume:K`` naming the seat). Medea and Theseus, heroes, have both: ``medea[b3]``,
  ``theseus[b3]`` (the worker that moved, the power unspent: a spent hero never pauses) and
  ``medea[used]``, ``theseus[used]``; so has Adonis: ``adonis[b3]`` (the worker that moved, the power
  unspent: his binding is the rest, or ``pass``), then ``adonis[c3~e4]`` / ``adonis[~e4]`` after a
  binding; so has Achilles, whose paused part is his power's build before
  his move: ``achilles[used,b2]`` (spent, then the worker that built the dome, the rest played by
  his machine all the same), then ``achilles[used]`` after the rest; and Polyphemus, both ways:
  ``polyphemus[b3]`` after his normal build's dome (unspent: one or two domes, or ``pass``) and
  ``polyphemus[used,b3]`` after his first dome anywhere (spent by it: the second dome, or ``pass``),
  the worker that built (``gaea.HERO_RESTS``: the spent marks each hero's rest may come with); and
  Heracles with his original text (``revised-text`` selected): ``heracles[c3]`` after his normal build's
  dome (unspent: the spree's first dome, or ``pass``), the worker that moved, besides ``heracles[domes]``
  and ``heracles[used]``;
* ``poseidon[a1,3]`` / ``poseidon[a1,2]`` / ``poseidon[a1,1]`` - the turn of Poseidon paused after a dome
  Gaea may place next to (``gaea.UNMOVED_WORKER``): the square of his unmoved worker, which plays the rest
  (its builds), then the builds it has left (1 to 3: 3 after his normal build's dome, fewer after one of
  its own builds), only while that rest is due (with ``resume:K`` naming his seat); Poseidon has no state
  otherwise;
* ``tyche[2]`` / ``tyche[2,draw]`` / ``tyche[0,extra]`` / ``tyche[2|3]`` / ``tyche[|4]`` - Tyche's
  deck: the blanks discarded since the last shuffle (0 to 5; written when not 0 or before a
  flag), what is due between turns (her draw, her extra turn after the six), and after a bar
  the deck's order when known (the blanks above the six); nothing for k 0, nothing due, the
  order unknown (:mod:`~santorini.reference.tyche`).

This module knows the syntax and the rules a state obeys by itself (which power has which
state, the numbers); whether a state fits the rest of the position is the position's check.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final

from santorini.errors import SfenError
from santorini.notation import DIRECTIONS, SQUARE_NAMES, square_index
from santorini.reference.gaea import GAEA_CARD, HERO_RESTS, NO_WORKER, REST_PHASES, TOKEN_REST, UNMOVED_WORKER
from santorini.reference.gods_promo import MARK_GODS
from santorini.reference.heroes import EXTRA_TURN_HEROES, HEROES, NO_DOME_YET
from santorini.reference.tyche import CHANCE_GODS, read_deck, write_deck

__all__ = ["CLIO_COINS", "DIRECTION_GODS", "WHIRLPOOLS", "PowerState", "read_power_state", "split_circe_state",
           "split_night_state", "write_power_state"]

#: Athena's state: she moved up during her last turn.
ATHENA_STATE: Final = "^"

#: A hero's state: its power is spent.
USED_STATE: Final = "used"

#: Heracles' state during his extra turns: ``domes``, then ``domes,<the last dome's square>``.
SPREE_STATE: Final = "domes"
_SPREE_RE: Final = re.compile(r"domes(?:,([a-e][1-5]))?")

#: Adonis' binding: his worker's square (none with the original text), ``~``, the opponent's.
_BINDING_RE: Final = re.compile(r"([a-e][1-5])?~([a-e][1-5])")

#: Eris' truce, the last item of her state right after her alternative turn under the original
#: text (``eris[b2,truce]``, ``eris[truce]``): the position is not judged (docs/notation.md).
_TRUCE: Final = "truce"

#: Europa's state: the square her Talus stands on.
_SQUARE_RE: Final = re.compile(r"[a-e][1-5]")

#: Europa's state while the rest of her turn, paused for Gaea's placement, is due: the Talus' square (none:
#: on her card), then ``rest:`` and the square of the worker that moved (``europa[e1,rest:c3]``).
TALUS_REST: Final = "rest:"
_TALUS_REST_RE: Final = re.compile(r"(?:([a-e][1-5]),)?rest:([a-e][1-5])")

#: Poseidon's state while the rest of his turn, paused for Gaea's placement, is due: his unmoved worker's
#: square, then the builds it has left (``poseidon[a1,2]``).
_UNMOVED_REST_RE: Final = re.compile(r"([a-e][1-5]),([1-9][0-9]*)")

#: Morpheus' state while the rest of his turn, paused for Gaea's placement, is due: his stock left (at least 1),
#: then ``rest:`` and the square of the worker that moved (``morpheus[2,rest:c3]``; ``TALUS_REST``'s item).
_STOCK_REST_RE: Final = re.compile(r"([1-9][0-9]*),rest:([a-e][1-5])")

#: Clio's coins (gods.md §3.3 33): three, on her card at the start.
CLIO_COINS: Final = 3

#: A coin removed from the game in Clio's state (``clio[c3,x]``).
_GONE_COIN: Final = "x"

#: Charybdis' whirlpool tokens (gods.md §3.3 32): two, on her card at the start.
WHIRLPOOLS: Final = 2

#: Charybdis' state while the rest of her turn, paused for Gaea's placement, is due: the whirlpool on the
#: board (none: both on her card), then ``rest:`` and the square of the worker that moved
#: (``charybdis[d4,rest:c3]``; ``TALUS_REST``'s item).
_POOLS_REST_RE: Final = re.compile(r"(?:([a-e][1-5]),)?rest:([a-e][1-5])")

#: The gods whose state is the direction of their token (Aeolus' wind, Siren's Song): ``aeolus[ne]``.
DIRECTION_GODS: Final = frozenset({"aeolus", "siren"})

#: The direction names, in the notation's order (an orientation's index).
_DIRECTION_NAMES: Final = tuple(DIRECTIONS)

#: The last item of the state of a power of ``gaea.TOKEN_REST`` while the rest of its turn, paused for
#: Gaea's placement, is due: ``aeolus[ne,rest]``, ``aeolus[rest]`` (the token on his card).
REST_STATE: Final = "rest"

_COUNT_RE: Final = re.compile(r"[1-9][0-9]*")
_GOD_RE: Final = re.compile(r"[a-z_]+")


@dataclass(frozen=True)
class PowerState:
    """The state of one power: Athena's mark, Morpheus' stock, Dionysus' extra turns, a
    hero's spent power, Adonis' binding (the squares: his worker's and the opponent's, or
    the opponent's alone; it comes with ``used``), the square of Europa's Talus (None: on
    her card), the direction of Aeolus' wind or Siren's Song (the index in ``DIRECTIONS``;
    None: the wind on his card, the Song not oriented yet), Clio's coins on the board (their
    squares, ascending) and the number of her coins removed from the game, Eris' mark (the
    squares of the opposing workers marked, ascending; her truce), Heracles' extra turns
    (None: none under way; -1: no dome built yet; else the last dome's square), Charybdis'
    whirlpools on the board (their squares, ascending), Gaea's workers on her card and, while
    her placement turn is due, the domes she may place next to (ascending), and Tyche's deck: the
    blanks out since the last shuffle, what is due between turns (``draw``, ``extra`` or None)
    and the deck's order when known (the blanks above the six; None: unknown), and the acting
    worker's square of a turn paused for Gaea's placement whose rest is due (Demeter, Hestia,
    Prometheus, ...; Castor's and Terpsichore's other worker, Poseidon's unmoved one; ``gaea.NO_WORKER``
    for Aeolus', his wind alone; None: none), with the builds that worker has left for Poseidon's rest
    (``left``; 0 otherwise)."""

    athena_up: bool = False
    stock: int = 0
    extra: int = 0
    used: bool = False
    binding: tuple[int, ...] = ()
    talus: int | None = None
    heading: int | None = None
    coins: tuple[int, ...] = ()
    lost: int = 0
    marks: tuple[int, ...] = ()
    domes: int | None = None
    truce: bool = False
    pools: tuple[int, ...] = ()
    card: int = GAEA_CARD
    due: tuple[int, ...] = ()
    blanks: int = 0
    chance: str | None = None
    order: int | None = None
    rest: int | None = None
    left: int = 0


def _count(power: str, text: str) -> int:
    """A positive count without leading zeros (a zero count is written by omitting the state)."""
    if not _COUNT_RE.fullmatch(text):
        raise SfenError(f"{power}'s state is a positive whole number (omitted when 0), got [{text}]")
    return int(text)


def read_power_state(power: str, text: str | None) -> PowerState:
    """The state of ``power`` written as ``text`` (None: no state).

    >>> read_power_state("morpheus", "3")
    PowerState(athena_up=False, stock=3, extra=0, used=False, binding=(), talus=None, heading=None, coins=(), lost=0, marks=(), domes=None, truce=False, pools=(), card=2, due=(), blanks=0, chance=None, order=None, rest=None, left=0)
    >>> read_power_state("adonis", "c3~e4").binding, read_power_state("adonis", "~e4").binding
    ((12, 19), (19,))
    >>> read_power_state("europa", "c2").talus, read_power_state("aeolus", "ne").heading
    (7, 1)
    >>> read_power_state("siren", "nw").heading
    7
    >>> read_power_state("clio", "c3,b2,x")
    PowerState(athena_up=False, stock=0, extra=0, used=False, binding=(), talus=None, heading=None, coins=(6, 12), lost=1, marks=(), domes=None, truce=False, pools=(), card=2, due=(), blanks=0, chance=None, order=None, rest=None, left=0)
    >>> read_power_state("eris", "d4,b2").marks
    (6, 18)
    >>> read_power_state("heracles", "domes").domes, read_power_state("heracles", "domes,c3").domes
    (-1, 12)
    >>> read_power_state("charybdis", "d4,c3").pools, read_power_state("charybdis", "c3").pools
    ((12, 18), (12,))
    >>> state = read_power_state("charybdis", "d4,rest:c3")
    >>> state.pools, state.rest, read_power_state("charybdis", "rest:c3").pools, read_power_state("charybdis", "rest:c3").rest
    ((18,), 12, (), 12)
    >>> read_power_state("charybdis", "a1,d4,rest:c3")
    Traceback (most recent call last):
    ...
    santorini.errors.SfenError: charybdis' rest of a turn paused for Gaea's placement puts a whirlpool from her card: at most one on the board then [rest:c3] / [d4,rest:c3], got [a1,d4,rest:c3]
    >>> read_power_state("gaea", "0").card, read_power_state("gaea", "1,b2,d4")
    (0, PowerState(athena_up=False, stock=0, extra=0, used=False, binding=(), talus=None, heading=None, coins=(), lost=0, marks=(), domes=None, truce=False, pools=(), card=1, due=(6, 18), blanks=0, chance=None, order=None, rest=None, left=0))
    >>> read_power_state("tyche", "2,draw|3").blanks, read_power_state("tyche", "0,extra").chance
    (2, 'extra')
    >>> read_power_state("demeter", "c3").rest, read_power_state("prometheus", "a1").rest
    (12, 0)
    >>> read_power_state("ares", "b3").rest, read_power_state("asteria", "e5").rest
    (11, 24)
    >>> read_power_state("medea", "b3").rest, read_power_state("medea", "used").used
    (11, True)
    >>> read_power_state("theseus", "b3").rest, read_power_state("theseus", "used").used
    (11, True)
    >>> read_power_state("adonis", "b3").rest, read_power_state("adonis", "c3~e4").binding
    (11, (12, 19))
    >>> state = read_power_state("achilles", "used,b2")
    >>> state.rest, state.used, read_power_state("achilles", "used").rest
    (6, True, None)
    >>> [(state.rest, state.used) for state in map(read_power_state, ["polyphemus"] * 2, ["b3", "used,b3"])]
    [(11, False), (11, True)]
    >>> state = read_power_state("heracles", "c3")
    >>> state.rest, state.used, state.domes, read_power_state("heracles", "domes").rest
    (12, False, None, None)
    >>> read_power_state("castor", "d4").rest, read_power_state("terpsichore", "d5").rest
    (18, 23)
    >>> state = read_power_state("morpheus", "2,rest:c3")
    >>> state.stock, state.rest, read_power_state("morpheus", "12,rest:a1").stock
    (2, 12, 12)
    >>> read_power_state("morpheus", "0,rest:c3")
    Traceback (most recent call last):
    ...
    santorini.errors.SfenError: morpheus' state is his stock [n] (n >= 1, omitted when 0), or while the rest of a turn paused for Gaea's placement is due his stock left (at least 1) and the worker that plays it [2,rest:c3], got [0,rest:c3]
    >>> state = read_power_state("poseidon", "a1,2")
    >>> state.rest, state.left, read_power_state("poseidon", "c3,3").left
    (0, 2, 3)
    >>> read_power_state("poseidon", "a1,4")
    Traceback (most recent call last):
    ...
    santorini.errors.SfenError: poseidon's state, only while the rest of a turn paused for Gaea's placement is due, is the square of his unmoved worker and the builds it has left [a1,3] / [a1,2] / [a1,1], got [a1,4]
    >>> state = read_power_state("europa", "e1,rest:c3")
    >>> state.talus, state.rest, read_power_state("europa", "rest:c3").talus, read_power_state("europa", "rest:c3").rest
    (4, 12, None, 12)
    >>> read_power_state("europa", "rest:c3,e1")
    Traceback (most recent call last):
    ...
    santorini.errors.SfenError: europa's state is the square of her Talus [c2] or nothing (on her card), or while the rest of a turn paused for Gaea's placement is due [rest:c3] / [c2,rest:c3] (the worker that plays it), got [rest:c3,e1]
    >>> state = read_power_state("aeolus", "ne,rest")
    >>> state.heading, state.rest, read_power_state("aeolus", "rest").heading, read_power_state("aeolus", "rest").rest
    (1, -1, None, -1)
    >>> read_power_state("siren", "ne,rest")
    Traceback (most recent call last):
    ...
    santorini.errors.SfenError: siren's state is a direction [n|ne|e|se|s|sw|w|nw], or nothing, got [ne,rest]
    >>> read_power_state("apollo", "^")
    Traceback (most recent call last):
    ...
    santorini.errors.SfenError: god 'apollo' has no state, got [^]
    """
    if text is None:
        return PowerState()
    if power == "athena":
        if text != ATHENA_STATE:
            raise SfenError(f"athena's state is [{ATHENA_STATE}] or nothing, got [{text}]")
        return PowerState(athena_up=True)
    if power == "morpheus":
        if TALUS_REST in text:  # the rest of his turn due: the stock left, then the worker, [2,rest:c3]
            due = _STOCK_REST_RE.fullmatch(text)
            if not due:
                raise SfenError(f"morpheus' state is his stock [n] (n >= 1, omitted when 0), or while the rest of a "
                                f"turn paused for Gaea's placement is due his stock left (at least 1) and the worker "
                                f"that plays it [2,{TALUS_REST}c3], got [{text}]")
            return PowerState(stock=int(due.group(1)), rest=square_index(due.group(2)))
        return PowerState(stock=_count(power, text))
    if power == "dionysus":
        return PowerState(extra=_count(power, text))
    if power == "europa":
        due = _TALUS_REST_RE.fullmatch(text)  # the rest of her turn due: [rest:c3], [e1,rest:c3]
        if due:
            talus, mover = due.groups()
            return PowerState(talus=square_index(talus) if talus else None, rest=square_index(mover))
        if not _SQUARE_RE.fullmatch(text):
            raise SfenError(f"europa's state is the square of her Talus [c2] or nothing (on her card), or while the "
                            f"rest of a turn paused for Gaea's placement is due [{TALUS_REST}c3] / "
                            f"[c2,{TALUS_REST}c3] (the worker that plays it), got [{text}]")
        return PowerState(talus=square_index(text))
    if power == "clio":
        return _read_coins(text)
    if power == "charybdis":
        return _read_pools(text)  # (the rest of her turn due: [rest:c3], [d4,rest:c3])
    if power == "gaea":
        return _read_card(text)
    spree = power in EXTRA_TURN_HEROES and _SPREE_RE.fullmatch(text)  # (Heracles: [domes] read below)
    bound = power == "adonis" and _BINDING_RE.fullmatch(text)  # (Adonis' binding: read below)
    if power in HERO_RESTS and text != USED_STATE and not spree and not bound:  # [used], or a rest due: [b3], [used,b3]
        spent, comma, square = text.rpartition(",")
        used = bool(comma)  # [used,b3]: the mark and a comma (an empty mark, [,b3], is no spelling of [b3])
        written = {False: "[c3]", True: f"[{USED_STATE},c3]"}
        if (used and spent != USED_STATE) or not _SQUARE_RE.fullmatch(square) or used not in HERO_RESTS[power]:
            allowed = " or ".join(written[spent] for spent in sorted(HERO_RESTS[power]))
            also = f" or [{SPREE_STATE}] / [{SPREE_STATE},c3]" if power in EXTRA_TURN_HEROES else ""
            also += " or a binding [c3~e4] / [~e4]" if power == "adonis" else ""
            raise SfenError(f"{power}'s state is [{USED_STATE}]{also}, or while the rest of a turn paused for "
                            f"Gaea's placement is due {allowed} (the worker that plays it), or nothing, got [{text}]")
        return PowerState(rest=square_index(square), used=used)
    if power in UNMOVED_WORKER:  # the rest of his turn due: the unmoved worker and its builds left, [a1,2]
        due = _UNMOVED_REST_RE.fullmatch(text)
        most = UNMOVED_WORKER[power]
        if not due or int(due.group(2)) > most:
            spelled = " / ".join(f"[a1,{left}]" for left in range(most, 0, -1))
            raise SfenError(f"{power}'s state, only while the rest of a turn paused for Gaea's placement is due, is the "
                            f"square of his unmoved worker and the builds it has left {spelled}, got [{text}]")
        return PowerState(rest=square_index(due.group(1)), left=int(due.group(2)))
    if power in REST_PHASES and power not in HERO_RESTS:
        if not _SQUARE_RE.fullmatch(text):
            raise SfenError(f"{power}'s state is the square of the worker that plays the rest of a turn paused for "
                            f"Gaea's placement [c3] or nothing, got [{text}]")
        return PowerState(rest=square_index(text))
    if power in CHANCE_GODS:
        blanks, chance, order = read_deck(text)
        return PowerState(blanks=blanks, chance=chance, order=order)
    if power in MARK_GODS:
        return _read_marks(power, text)
    if power in DIRECTION_GODS:
        entries = text.split(",")
        rest = power in TOKEN_REST and entries[-1] == REST_STATE  # Aeolus' wind still to turn after her placement
        if rest:
            entries.pop()
        if len(entries) > 1 or (entries and entries[0] not in _DIRECTION_NAMES):
            also = f", then [{REST_STATE}] while the rest of a turn paused for Gaea is due" if power in TOKEN_REST else ""
            raise SfenError(f"{power}'s state is a direction [{'|'.join(_DIRECTION_NAMES)}]{also}, or nothing, "
                            f"got [{text}]")
        return PowerState(heading=_DIRECTION_NAMES.index(entries[0]) if entries else None,
                          rest=NO_WORKER if rest else None)
    if power in HEROES:
        spree = _SPREE_RE.fullmatch(text) if power in EXTRA_TURN_HEROES else None
        if spree:
            last = spree.group(1)
            return PowerState(used=True, domes=square_index(last) if last else NO_DOME_YET)
        bound = _BINDING_RE.fullmatch(text) if power == "adonis" else None
        if bound:
            return PowerState(used=True, binding=tuple(square_index(name) for name in bound.groups() if name))
        if text != USED_STATE:
            binding = " or a binding [c3~e4] / [~e4]" if power == "adonis" else ""
            binding += f" or [{SPREE_STATE}] / [{SPREE_STATE},c3]" if power in EXTRA_TURN_HEROES else ""
            raise SfenError(f"{power}'s state is [{USED_STATE}]{binding} or nothing, got [{text}]")
        return PowerState(used=True)
    raise SfenError(f"god {power!r} has no state, got [{text}]")


def _read_coins(text: str) -> PowerState:
    """Clio's state: squares of coins on the board and ``x`` for each coin removed from the
    game, comma-separated, at most three entries, no square twice (else SfenError).

    >>> _read_coins("x,x,x").lost, _read_coins("a1,b2,c3").coins
    (3, (0, 6, 12))
    >>> _read_coins("a1,a1")
    Traceback (most recent call last):
    ...
    santorini.errors.SfenError: clio's coin on a1 is written twice in [a1,a1]
    """
    entries = text.split(",")
    if len(entries) > CLIO_COINS:
        raise SfenError(f"clio has {CLIO_COINS} coins, got {len(entries)} entries in [{text}]")
    squares: list[int] = []
    lost = 0
    for entry in entries:
        if entry == _GONE_COIN:
            lost += 1
        elif _SQUARE_RE.fullmatch(entry):
            sq = square_index(entry)
            if sq in squares:
                raise SfenError(f"clio's coin on {entry} is written twice in [{text}]")
            squares.append(sq)
        else:
            raise SfenError(f"clio's state lists the squares of her coins and an x per coin removed from the game "
                            f"[b2,c3,x], got [{text}]")
    return PowerState(coins=tuple(sorted(squares)), lost=lost)


def _read_pools(text: str) -> PowerState:
    """Charybdis' whirlpools on the board: one or two squares, comma-separated, never one square
    twice (else SfenError); or, while the rest of her turn paused for Gaea's placement is due, at
    most one square (a whirlpool on her card to put) then ``rest:`` and the worker that moves.

    >>> _read_pools("c3,c3")
    Traceback (most recent call last):
    ...
    santorini.errors.SfenError: charybdis' two whirlpools never share a square, got [c3,c3]
    >>> _read_pools("rest:c3,d4")
    Traceback (most recent call last):
    ...
    santorini.errors.SfenError: charybdis' state lists the squares of her whirlpools on the board [c3] / [c3,d4] (nothing while both are on her card), or while the rest of a turn paused for Gaea's placement is due [rest:c3] / [d4,rest:c3] (the worker that plays it), got [rest:c3,d4]
    """
    due = _POOLS_REST_RE.fullmatch(text)  # the rest of her turn due: [rest:c3], [d4,rest:c3]
    if due:
        pool, mover = due.groups()
        return PowerState(pools=(square_index(pool),) if pool else (), rest=square_index(mover))
    entries = text.split(",")
    if len(entries) == WHIRLPOOLS + 1 and _POOLS_REST_RE.fullmatch(",".join(entries[1:])) \
            and _SQUARE_RE.fullmatch(entries[0]):  # both on the board: none on her card to put
        raise SfenError(f"charybdis' rest of a turn paused for Gaea's placement puts a whirlpool from her card: at "
                        f"most one on the board then [{TALUS_REST}c3] / [d4,{TALUS_REST}c3], got [{text}]")
    if len(entries) > WHIRLPOOLS or not all(_SQUARE_RE.fullmatch(entry) for entry in entries):
        raise SfenError(f"charybdis' state lists the squares of her whirlpools on the board [c3] / [c3,d4] "
                        f"(nothing while both are on her card), or while the rest of a turn paused for Gaea's "
                        f"placement is due [{TALUS_REST}c3] / [d4,{TALUS_REST}c3] (the worker that plays it), "
                        f"got [{text}]")
    squares = sorted(square_index(entry) for entry in entries)
    if len(set(squares)) != len(squares):
        raise SfenError(f"charybdis' two whirlpools never share a square, got [{text}]")
    return PowerState(pools=tuple(squares))


def _read_card(text: str) -> PowerState:
    """Gaea's state: her workers on her card, 0 or 1 (2 is no state), or while her placement is
    due 1 or 2 then one or two dome squares, each once, in ASCII order (else SfenError).

    >>> _read_card("2")
    Traceback (most recent call last):
    ...
    santorini.errors.SfenError: gaea's state is her workers left on her card [0] / [1] (nothing: both), or while her placement is due [2,c3] / [1,b2,d4], got [2]
    >>> _read_card("2,c3,c3")
    Traceback (most recent call last):
    ...
    santorini.errors.SfenError: gaea's dome c3 is written twice in [2,c3,c3]
    """
    count, *squares = text.split(",")
    valid = ("0", "1") if not squares else ("1", "2")
    if count not in valid or len(squares) > 2 or not all(_SQUARE_RE.fullmatch(name) for name in squares):
        raise SfenError("gaea's state is her workers left on her card [0] / [1] (nothing: both), or while her "
                        f"placement is due [2,c3] / [1,b2,d4], got [{text}]")
    if len(set(squares)) != len(squares):
        raise SfenError(f"gaea's dome {squares[0]} is written twice in [{text}]")
    if squares != sorted(squares):
        raise SfenError(f"gaea's domes are written in ASCII order of their squares, got [{text}]")
    return PowerState(card=int(count), due=tuple(sorted(square_index(name) for name in squares)))


def _read_marks(power: str, text: str) -> PowerState:
    """Eris' mark: the squares of the marked workers, comma-separated, each once, then ``truce``
    while it holds (else SfenError).

    >>> _read_marks("eris", "c3").marks, _read_marks("eris", "c3,truce").truce, _read_marks("eris", "truce").marks
    ((12,), True, ())
    >>> _read_marks("eris", "c3,c3")
    Traceback (most recent call last):
    ...
    santorini.errors.SfenError: eris' mark on c3 is written twice in [c3,c3]
    """
    squares: list[int] = []
    entries = text.split(",")
    truce = entries[-1] == _TRUCE
    for entry in entries[:-1] if truce else entries:
        if not _SQUARE_RE.fullmatch(entry):
            raise SfenError(f"{power}'s state lists the squares of the marked workers, then truce while it holds "
                            f"[b2,d4], [b2,truce], [truce], or nothing, got [{text}]")
        sq = square_index(entry)
        if sq in squares:
            raise SfenError(f"{power}' mark on {entry} is written twice in [{text}]")
        squares.append(sq)
    return PowerState(marks=tuple(sorted(squares)), truce=truce)


def write_power_state(power: str, state: PowerState) -> str | None:
    """The text of a power's state, or None when there is nothing to show.

    >>> write_power_state("athena", PowerState(athena_up=True)), write_power_state("morpheus", PowerState())
    ('^', None)
    >>> write_power_state("mortal", PowerState(used=True, binding=(12, 19)))  # a spent Adonis plays as a mortal
    'c3~e4'
    >>> write_power_state("europa", PowerState(talus=7)), write_power_state("europa", PowerState())
    ('c2', None)
    >>> write_power_state("siren", PowerState(heading=4)), write_power_state("aeolus", PowerState())
    ('s', None)
    >>> write_power_state("clio", PowerState(coins=(12, 6), lost=1)), write_power_state("clio", PowerState())
    ('b2,c3,x', None)
    >>> write_power_state("charybdis", PowerState(pools=(18, 12))), write_power_state("charybdis", PowerState())
    ('c3,d4', None)
    >>> write_power_state("eris", PowerState(marks=(18, 6))), write_power_state("eris", PowerState())
    ('b2,d4', None)
    >>> write_power_state("eris", PowerState(marks=(6,), truce=True)), write_power_state("eris", PowerState(truce=True))
    ('b2,truce', 'truce')
    >>> write_power_state("mortal", PowerState(used=True, domes=-1)), write_power_state("mortal", PowerState(used=True, domes=12))
    ('domes', 'domes,c3')
    >>> write_power_state("gaea", PowerState(card=0)), write_power_state("gaea", PowerState(card=2, due=(18, 6)))
    ('0', '2,b2,d4')
    >>> write_power_state("gaea", PowerState())
    >>> write_power_state("tyche", PowerState(blanks=2, chance="draw")), write_power_state("tyche", PowerState(order=4))
    ('2,draw', '|4')
    >>> write_power_state("tyche", PowerState())
    >>> write_power_state("hestia", PowerState(rest=12)), write_power_state("demeter", PowerState())
    ('c3', None)
    >>> write_power_state("medea", PowerState(rest=11)), write_power_state("mortal", PowerState(used=True))
    ('b3', 'used')
    >>> write_power_state("theseus", PowerState(rest=11))
    'b3'
    >>> spent = PowerState(used=True)
    >>> write_power_state("achilles", PowerState(used=True, rest=6)), write_power_state("achilles", spent)
    ('used,b2', 'used')
    >>> due = PowerState(used=True, rest=11)
    >>> write_power_state("polyphemus", PowerState(rest=11)), write_power_state("polyphemus", due)
    ('b3', 'used,b3')
    >>> write_power_state("heracles", PowerState(rest=12))
    'c3'
    >>> write_power_state("castor", PowerState(rest=18)), write_power_state("terpsichore", PowerState())
    ('d4', None)
    >>> write_power_state("morpheus", PowerState(stock=2, rest=12)), write_power_state("morpheus", PowerState(stock=2))
    ('2,rest:c3', '2')
    >>> write_power_state("poseidon", PowerState(rest=0, left=2)), write_power_state("poseidon", PowerState())
    ('a1,2', None)
    >>> write_power_state("europa", PowerState(talus=4, rest=12)), write_power_state("europa", PowerState(rest=12))
    ('e1,rest:c3', 'rest:c3')
    >>> write_power_state("charybdis", PowerState(pools=(18,), rest=12)), write_power_state("charybdis", PowerState(rest=12))
    ('d4,rest:c3', 'rest:c3')
    >>> write_power_state("aeolus", PowerState(heading=1, rest=-1)), write_power_state("aeolus", PowerState(rest=-1))
    ('ne,rest', 'rest')
    """
    if state.binding:
        his = SQUARE_NAMES[state.binding[0]] if len(state.binding) == 2 else ""
        return f"{his}~{SQUARE_NAMES[state.binding[-1]]}"
    if power == "athena" and state.athena_up:
        return ATHENA_STATE
    if power == "morpheus" and state.rest is not None:  # the rest of his turn due: the stock left, then the worker
        return f"{state.stock},{TALUS_REST}{SQUARE_NAMES[state.rest]}"
    if power == "morpheus" and state.stock:
        return str(state.stock)
    if power == "dionysus" and state.extra:
        return str(state.extra)
    if power == "europa" and state.rest is not None:  # the rest of her turn due: the Talus, then the worker
        talus = [] if state.talus is None else [SQUARE_NAMES[state.talus]]
        return ",".join(talus + [TALUS_REST + SQUARE_NAMES[state.rest]])
    if power == "europa" and state.talus is not None:
        return SQUARE_NAMES[state.talus]
    if power in TOKEN_REST and state.rest is not None:  # the rest of his turn due: his wind, then 'rest'
        wind = [] if state.heading is None else [_DIRECTION_NAMES[state.heading]]
        return ",".join(wind + [REST_STATE])
    if power in DIRECTION_GODS and state.heading is not None:
        return _DIRECTION_NAMES[state.heading]
    if power == "clio" and (state.coins or state.lost):
        return ",".join(sorted(SQUARE_NAMES[sq] for sq in state.coins) + [_GONE_COIN] * state.lost)
    if power == "charybdis" and state.rest is not None:  # the rest of her turn due: the whirlpool, then the worker
        return ",".join(sorted(SQUARE_NAMES[sq] for sq in state.pools) + [TALUS_REST + SQUARE_NAMES[state.rest]])
    if power == "charybdis" and state.pools:
        return ",".join(sorted(SQUARE_NAMES[sq] for sq in state.pools))
    if power in UNMOVED_WORKER and state.rest is not None:  # the rest of his turn due: the worker, its builds left
        return f"{SQUARE_NAMES[state.rest]},{state.left}"
    if power in REST_PHASES and state.rest is not None:
        return f"{USED_STATE},{SQUARE_NAMES[state.rest]}" if state.used else SQUARE_NAMES[state.rest]
    if power == "gaea" and (state.due or state.card != GAEA_CARD):
        return ",".join([str(state.card)] + sorted(SQUARE_NAMES[sq] for sq in state.due))
    if power in CHANCE_GODS:
        return write_deck(state.blanks, state.chance, state.order)
    if power in MARK_GODS and (state.marks or state.truce):
        return ",".join(sorted(SQUARE_NAMES[sq] for sq in state.marks) + [_TRUCE] * state.truce)
    if state.domes is not None:  # a spent Heracles plays as a mortal: his extra turns are the state's
        return SPREE_STATE if state.domes == NO_DOME_YET else f"{SPREE_STATE},{SQUARE_NAMES[state.domes]}"
    if state.used:
        return USED_STATE  # only a hero's seat ever has it
    return None


def split_circe_state(text: str) -> tuple[str, str | None]:
    """Circe's state: the god she holds and that power's own state (or None).

    >>> split_circe_state("athena:^"), split_circe_state("apollo")
    (('athena', '^'), ('apollo', None))
    """
    god, colon, inner = text.partition(":")
    if not _GOD_RE.fullmatch(god) or (colon and not inner):
        raise SfenError(f"circe's state is [<god>] or [<god>:<state>], got [{text}]")
    return god, (inner if colon else None)


def split_night_state(text: str) -> tuple[str, str | None]:
    """Nyx's state: her Night Power and, while she holds it in one, that power's state (or None).

    >>> split_night_state("zeus"), split_night_state("zeus:x")
    (('zeus', None), ('zeus', 'x'))
    """
    god, colon, inner = text.partition(":")
    if not _GOD_RE.fullmatch(god) or (colon and not inner):
        raise SfenError(f"nyx's state is [<night power>] or [<night power>:<state>], got [{text}]")
    return god, (inner if colon else None)
