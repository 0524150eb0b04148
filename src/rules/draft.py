"""The god draft before placement, as a small pure-Python state machine (2 to 4 players).

The physical flow (gods.md §5.1) in protocol tokens (protocol.md §2):

1. ``offer:g1,g2[,...]`` - the Challenger (seat 1) offers one god per player;
   with Nyx on offer he then names her Night Power, ``night:g`` (before anyone chooses,
   gods.md §5.1 step 5), among :data:`santorini.rules.gods.NIGHT_POWERS` not offered and
   banned against none of the offer;
2. ``choose:g`` - seats 2, 3, ... N in order each take one of the gods still offered;
   the Challenger gets the last one without a token;
3. ``first:K`` - the Challenger names the start seat K (1..N).

Then :meth:`Draft.sfen` is the empty board, ready for placement, seat K to place.

>>> d = Draft(2)
>>> d.legal_tokens(pool=["apollo", "pan", "hades"])
['offer:apollo,hades', 'offer:apollo,pan']
>>> d.play("offer:pan,apollo")
>>> d.offered, d.to_move, d.legal_tokens()
(('apollo', 'pan'), 2, ['choose:apollo', 'choose:pan'])
>>> d.play("choose:pan")
>>> d.gods, d.legal_tokens()
(('apollo', 'pan'), ['first:1', 'first:2'])
>>> d.play("first:2")
>>> d.done, d.start_seat
(True, 2)
>>> d.sfen()
'00000/00000/00000/00000/00000 2 A:apollo,B:pan 1 -'

Decisions beyond the rules reference (docs/gods.md has the reasons):

* ``mortal`` is the only name that may be offered more than once: ``offer:mortal,mortal``
  is a game without powers, ``offer:apollo,mortal`` a handicap game. By default it may be
  offered only with 2 players (powers are required with 3 or 4, gods.md §5.1);
  ``allow_mortal=True`` allows it with any count, ``allow_mortal=False`` forbids it.
* Offers are checked against the whole catalog (any god allowed for the player count, no
  banned pair), not only against the gods the native core can play.
* Gods that place first (Bia, Tartarus) make their seat the only legal start seat; Hecate,
  who places last, makes the seat after hers the only one (the seats place in turn order from
  the start seat; gods.md §5.1 step 6).
* With 4 players ``first:K`` names the seat that places first: seat K places its team's two
  workers, seat K+1 the other team's, and seat K+2 (K's teammate) takes the first turn -
  each team's first seat in playing order places (gods.md §6.2). With ``team_workers="own"``
  (the Pantheon edition's 2-against-2, each player his own pair) every seat places its own
  pair, from seat K round the table, and seat K takes the first turn.

The Golden Fleece variant (docs/golden-fleece-variant.md) has a draft of one token,
:class:`FleeceDraft`: seat 1 names the god on the Ram, ``fleece:<god>`` (the extra-field
item's spelling), among the gods with the Golden Fleece icon. Seat 1 then places first and
places the Ram; seat 2 takes the first turn.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable, Sequence
from itertools import combinations_with_replacement
from typing import Final

from santorini.errors import IllegalMoveError, NotationError, UnsupportedError
from santorini.notation import SEAT_SIDES, start_sfen
from santorini.rules import gods

__all__ = ["Draft", "FleeceDraft", "lineup_start", "offer_token", "start_seats"]

_NAME_RE: Final = re.compile(r"[a-z_]+")
_TOKEN_RE: Final = re.compile(r"(offer|choose|night|first):(\S*)")
_FLEECE_RE: Final = re.compile(r"fleece:([a-z_]+)")

#: Gods that place their workers before everyone else: their seat must start (gods.md §5.1).
PLACE_FIRST: Final = frozenset({"bia", "tartarus"})
#: Gods that place last: their seat cannot start.
PLACE_LAST: Final = frozenset({"hecate"})


def start_seats(gods: Sequence[str]) -> list[int]:
    """The seats (1-based) that may start a game of these gods, one per seat: a god that places
    first makes its seat the only one, one that places last the seat after it (the seats place
    in turn order from the start seat).

    >>> start_seats(["mortal", "pan", "zeus"]), start_seats(["apollo", "tartarus"]), start_seats(["hecate", "pan"])
    ([1, 2, 3], [2], [2])
    """
    seats = [seat for seat, name in enumerate(gods, 1) if name in PLACE_FIRST] or list(range(1, len(gods) + 1))
    last = [seat for seat, name in enumerate(gods, 1) if name in PLACE_LAST]
    if last:
        seats = [seat for seat in seats if seat == last[0] % len(gods) + 1]
    return seats


def lineup_start(gods: Sequence[str]) -> str:
    """The empty board of a game of these gods (one a seat), the first seat that may start to
    place (:func:`start_seats`): what a self-play game or a match between engines starts from.

    >>> lineup_start(["hecate", "pan"])
    '00000/00000/00000/00000/00000 2 A:hecate,B:pan 1 -'
    """
    return start_sfen(len(gods), gods, to_move=start_seats(gods)[0])


def offer_token(names: Iterable[str]) -> str:
    """The canonical offer token: gods in ASCII order.

    >>> offer_token(["pan", "apollo"])
    'offer:apollo,pan'
    """
    return "offer:" + ",".join(sorted(names))


class Draft:
    """The draft of one game: offer, choices, start seat.

    ``alternatives`` selects rulings' alternatives of :mod:`santorini.rules.gods` (player counts);
    ``probable_bans`` also forbids the probable promo bans of gods.md §4.2.
    """

    def __init__(
        self,
        players: int = 2,
        *,
        allow_mortal: bool | None = None,
        probable_bans: bool = False,
        alternatives: Collection[str] = (),
        team_workers: str = "shared",
    ) -> None:
        if players not in SEAT_SIDES:
            raise UnsupportedError(f"unsupported player count {players!r} (expected 2, 3 or 4)")
        start_sfen(players, team_workers=team_workers)      # the same errors for a bad team_workers
        self.players: int = players
        self.team_workers = team_workers
        self.allow_mortal: bool = gods.allowed("mortal", players, alternatives) if allow_mortal is None else allow_mortal
        self.probable_bans = probable_bans
        self.alternatives = frozenset(alternatives)
        self.offered: tuple[str, ...] = ()  # the offer, ASCII order
        self.night: str | None = None  # Nyx's Night Power, once named
        self._picks: list[str] = []  # gods taken by seats 2, 3, ... in order
        self.start_seat: int | None = None
        self.history: list[str] = []  # the canonical tokens played

    # ------------------------------------------------------------------ state

    @property
    def phase(self) -> str:
        """``offer``, ``night``, ``choose``, ``first`` or ``done``."""
        if not self.offered:
            return "offer"
        if self.night is None and gods.NIGHT_CARDS & set(self.offered):
            return "night"
        if len(self._picks) < self.players - 1:
            return "choose"
        return "first" if self.start_seat is None else "done"

    @property
    def done(self) -> bool:
        return self.start_seat is not None

    @property
    def to_move(self) -> int:
        """The seat to act: 1 offers (and names a Night Power), 2..N choose, 1 names the start
        seat; once done, the start seat (the first to act in the game)."""
        phase = self.phase
        if phase == "choose":
            return len(self._picks) + 2
        if phase == "done":
            assert self.start_seat is not None
            return self.start_seat
        return 1

    @property
    def remaining(self) -> tuple[str, ...]:
        """The offered gods nobody has taken yet (with repeats, ASCII order)."""
        left = list(self.offered)
        for name in self._picks:
            left.remove(name)
        return tuple(left)

    @property
    def gods(self) -> tuple[str, ...] | None:
        """One god per seat in seat order, once every seat has one (else None)."""
        if self.phase in ("offer", "night", "choose"):
            return None
        return (self.remaining[0], *self._picks)

    def copy(self) -> Draft:
        other = Draft(
            self.players, allow_mortal=self.allow_mortal, probable_bans=self.probable_bans,
            alternatives=self.alternatives, team_workers=self.team_workers,
        )
        other.offered, other._picks, other.night = self.offered, list(self._picks), self.night
        other.start_seat, other.history = self.start_seat, list(self.history)
        return other

    def __repr__(self) -> str:
        return f"Draft(players={self.players}, history={self.history!r})"

    # ------------------------------------------------------------------ rules

    def _god_problem(self, name: str) -> str | None:
        """Why ``name`` cannot be offered in this game, or None (raises for unknown gods)."""
        gods.get(name)  # an unknown god raises UnsupportedError with hints
        if name == "mortal":
            if not self.allow_mortal:
                return f"'mortal' (no power) is not allowed with {self.players} players: powers are required"
            return None
        if not gods.allowed(name, self.players, self.alternatives):
            counts = ",".join(str(n) for n in sorted(gods.players_of(name, self.alternatives)))
            return f"god {name!r} is not allowed with {self.players} players (only {counts})"
        return None

    def _offer_problem(self, names: tuple[str, ...]) -> tuple[type[Exception], str] | None:
        """Why an offer is illegal, as (error class, message), or None."""
        if len(names) != self.players:
            return IllegalMoveError, f"an offer needs exactly {self.players} gods, one per player, got {len(names)}"
        for name in names:
            problem = self._god_problem(name)
            if problem is not None:
                return UnsupportedError, problem
        repeated = sorted({n for n in names if names.count(n) > 1 and not gods.get(n).repeatable})
        if repeated:
            return IllegalMoveError, f"god {repeated[0]!r} is offered twice (only 'mortal' may repeat)"
        for i, a in enumerate(names):
            for b in names[i + 1 :]:
                if a != b and gods.banned(a, b, probable=self.probable_bans):
                    return IllegalMoveError, f"{a!r} and {b!r} are a banned pair and cannot be offered together"
        if gods.NIGHT_CARDS & set(names) and all(gods.night_problem(n, names) for n in gods.NIGHT_POWERS):
            return IllegalMoveError, "no Night Power can go with this offer (gods.NIGHT_POWERS, not offered, not banned)"
        return None

    def _start_seats(self) -> list[int]:
        """Seats the Challenger may name to start (setup powers restrict the choice)."""
        return start_seats(self.gods or ("mortal",) * self.players)

    def legal_tokens(self, pool: Iterable[str] | None = None) -> list[str]:
        """Canonical tokens of the legal actions, ASCII order.

        Offers are enumerated from ``pool`` (default: :data:`santorini.rules.gods.PLAYABLE`), so
        the list stays small; :meth:`play` accepts any legal offer of the whole catalog.
        """
        phase = self.phase
        if phase == "offer":
            names = sorted(set(gods.PLAYABLE if pool is None else pool))
            for name in names:
                gods.get(name)  # unknown names in the pool are an error, not silently skipped
            tokens = set()
            for combo in combinations_with_replacement(names, self.players):
                if self._offer_problem(combo) is None:
                    tokens.add(offer_token(combo))
            return sorted(tokens)
        if phase == "night":
            return sorted(f"night:{name}" for name in gods.NIGHT_POWERS if gods.night_problem(name, self.offered) is None)
        if phase == "choose":
            return sorted({f"choose:{name}" for name in self.remaining})
        if phase == "first":
            return sorted(f"first:{seat}" for seat in self._start_seats())
        return []

    # ------------------------------------------------------------------ playing

    def play(self, token: str) -> None:
        """Play one draft token; raises NotationError, UnsupportedError or IllegalMoveError
        and changes nothing when it is not legal."""
        kind, value = _parse(token)
        phase = self.phase
        if phase == "done":
            raise IllegalMoveError(f"{token!r}: the draft is over (start seat {self.start_seat})")
        if kind != phase:
            expected = {"offer": "seat 1 (the Challenger) must offer", "choose": f"seat {self.to_move} must choose",
                        "night": "seat 1 (the Challenger) must name Nyx's Night Power",
                        "first": "seat 1 (the Challenger) must name the start seat"}[phase]
            raise IllegalMoveError(f"{token!r} is out of turn: {expected}")
        if kind == "offer":
            names = tuple(sorted(value))  # type: ignore[arg-type]
            problem = self._offer_problem(names)
            if problem is not None:
                error, message = problem
                raise error(f"{token!r}: {message}")
            self.offered = names
            self.history.append(offer_token(names))
        elif kind == "night":
            name = value
            assert isinstance(name, str)
            gods.get(name)  # an unknown god is UnsupportedError, with hints
            problem = gods.night_problem(name, self.offered)
            if problem is not None:
                raise IllegalMoveError(f"{token!r}: {problem}")
            self.night = name
            self.history.append(f"night:{name}")
        elif kind == "choose":
            name = value
            assert isinstance(name, str)
            gods.get(name)  # an unknown god is UnsupportedError, with hints
            if name not in self.remaining:
                state = "was not offered" if name not in self.offered else "was already taken"
                raise IllegalMoveError(f"{token!r}: god {name!r} {state} (left: {', '.join(self.remaining)})")
            self._picks.append(name)
            self.history.append(f"choose:{name}")
        else:
            seat = value
            assert isinstance(seat, int)
            if not 1 <= seat <= self.players:
                raise IllegalMoveError(f"{token!r}: the start seat must be 1..{self.players}")
            allowed = self._start_seats()
            if seat not in allowed:
                raise IllegalMoveError(f"{token!r}: {self._start_reason(seat)}")
            self.start_seat = seat
            self.history.append(f"first:{seat}")

    def _start_reason(self, seat: int) -> str:
        seat_gods = self.gods or ()
        name = seat_gods[seat - 1]
        last = next((s for s, n in enumerate(seat_gods, 1) if n in PLACE_LAST), None)
        if last is not None:
            return (f"seat {last} holds {seat_gods[last - 1]!r}, who places last: the seat after it, "
                    f"seat {last % self.players + 1}, must start")
        holder = next(s for s, n in enumerate(seat_gods, 1) if n in PLACE_FIRST)
        return f"seat {holder} holds {seat_gods[holder - 1]!r}, who places first: seat {holder} must start"

    def sfen(self) -> str:
        """The empty board before placement once the draft is done: the start seat to move,
        one ``<side>:<god>`` per seat in seat order, round 1.

        >>> d = Draft(4, allow_mortal=True, team_workers="own")
        >>> for t in ["offer:mortal,mortal,mortal,mortal"] + ["choose:mortal"] * 3 + ["first:3"]:
        ...     d.play(t)
        >>> d.sfen()
        '00000/00000/00000/00000/00000 3 A:mortal,B:mortal,C:mortal,D:mortal 1 first:3'
        >>> d = Draft(4, allow_mortal=True)
        >>> for t in ["offer:mortal,mortal,mortal,mortal"] + ["choose:mortal"] * 3 + ["first:3"]:
        ...     d.play(t)
        >>> d.sfen()
        '00000/00000/00000/00000/00000 3 A:mortal,B:mortal,A:mortal,B:mortal 1 -'
        """
        if not self.done:
            raise IllegalMoveError(f"the draft is not finished: {self.phase} is next")
        assert self.gods is not None
        return start_sfen(self.players, self.gods, to_move=self.start_seat, team_workers=self.team_workers,
                          states=gods.start_states(self.gods, self.night))


class FleeceDraft:
    """The Golden Fleece's draft: seat 1 puts one god's power on the Ram (``fleece:<god>``).

    It answers what the protocol asks of a :class:`Draft` (phase, seat to act, legal tokens,
    play, the start position).

    >>> d = FleeceDraft()
    >>> d.legal_tokens(pool=["athena", "pan", "apollo"])
    ['fleece:apollo', 'fleece:pan']
    >>> d.play("fleece:pan")
    >>> d.done, d.sfen()
    (True, '00000/00000/00000/00000/00000 1 A:mortal,B:mortal 1 fleece:pan')
    >>> FleeceDraft().play("fleece:athena")
    Traceback (most recent call last):
    ...
    santorini.errors.UnsupportedError: 'fleece:athena': athena has no Golden Fleece icon: it cannot be the Ram's power
    """

    players: Final = 2
    offered: Final = ()

    def __init__(self) -> None:
        self.fleece: str | None = None
        self.history: list[str] = []

    @property
    def phase(self) -> str:
        """``fleece``, then ``done``."""
        return "fleece" if self.fleece is None else "done"

    @property
    def done(self) -> bool:
        return self.fleece is not None

    @property
    def to_move(self) -> int:
        """Seat 1 names the god, then places first."""
        return 1

    def copy(self) -> FleeceDraft:
        other = FleeceDraft()
        other.fleece, other.history = self.fleece, list(self.history)
        return other

    def __repr__(self) -> str:
        return f"FleeceDraft(history={self.history!r})"

    def eligible(self, pool: Iterable[str] | None = None) -> list[str]:
        """The gods of ``pool`` (default: every playable one) that may go on the Ram, by name."""
        return sorted(name for name in set(gods.PLAYABLE if pool is None else pool) if name in gods.RAM_POWERS)

    def legal_tokens(self, pool: Iterable[str] | None = None) -> list[str]:
        """``fleece:<god>`` for each eligible god of ``pool``."""
        return [] if self.done else [f"fleece:{name}" for name in self.eligible(pool)]

    def play(self, token: str) -> None:
        """Name the Ram's god; NotationError, UnsupportedError or IllegalMoveError change nothing."""
        if not isinstance(token, str) or (match := _FLEECE_RE.fullmatch(token)) is None:
            raise NotationError(f"bad Golden Fleece draft token {token!r} (expected fleece:<god>)")
        if self.done:
            raise IllegalMoveError(f"{token!r}: the Ram already has {self.fleece}'s power")
        name = match.group(1)
        if not gods.get(name).golden_fleece:     # an unknown god raises UnsupportedError
            raise UnsupportedError(f"{token!r}: {name} has no Golden Fleece icon: it cannot be the Ram's power")
        self.fleece = name
        self.history.append(token)

    def sfen(self) -> str:
        """The empty board of the variant, seat 1 to place."""
        if self.fleece is None:
            raise IllegalMoveError("the draft is not finished: the Ram's god is next")
        return start_sfen(2, fleece=self.fleece)


def _parse(token: str) -> tuple[str, object]:
    """Split a draft token: ('offer', [names]) / ('night', name) / ('choose', name) / ('first', seat)."""
    if not isinstance(token, str):
        raise NotationError(f"a draft token must be a string, not {token!r}")
    match = _TOKEN_RE.fullmatch(token)
    if match is None:
        raise NotationError(f"bad draft token {token!r} (expected offer:g1,g2,..., night:g, choose:g or first:K)")
    kind, value = match.groups()
    if kind == "first":
        if not value.isascii() or not value.isdigit() or len(value) > 9:
            raise NotationError(f"bad start seat in {token!r} (expected first:K with K a seat number)")
        return kind, int(value)
    names = value.split(",")
    for name in names:
        if not _NAME_RE.fullmatch(name):
            raise NotationError(f"bad god name {name!r} in {token!r} (god names are lowercase ASCII, e.g. apollo)")
    if kind in ("choose", "night"):
        if len(names) != 1:
            raise NotationError(f"{token!r}: {kind} takes exactly one god")
        return kind, names[0]
    return kind, names
