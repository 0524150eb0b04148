"""Chaos (gods.md §3.2, 14), as the oracle plays him: 2, 3 and 4 players, listed apart from the
other gods (``position.SUPPORTED_DECK_GODS``) since he reveals powers between turns.

His card holds a deck of Simple Gods and he has the power of the one revealed, no other. This
module holds the rules (his deck, the reveal tokens, his state's text); the position
(:mod:`~santorini.reference.position`) the flow: ``RefPosition._call_chaos`` - the one place that
decides the trigger - and ``RefPosition._reveal``. The rulings:

* **His deck.** The Simple Gods (1 Apollo to 10 Prometheus) that no seat's card is, and by the
  ``chaos-deck`` ruling's default none banned against a god of the game (Pan with Hades; Hermes
  with Harpies and Hecate; Atlas, Demeter, Prometheus with Gaea: ``DECK_BANNED``); its alternative keeps every Simple
  God no seat's card is. The deck is formed from the gods the seats' cards are, eliminated seats
  included.
* **Reveals** are turns of his seat, ``draw:N`` (N the Simple God's number). The first is his
  setup choice, before anyone places (in turn order from the start seat with the orientations and
  Moerae's area). Then after any turn - anyone's - that built a dome, once every side has placed,
  the game not won and his seat in play, his seat reveals between turns (``resume:K`` naming the
  seat whose turn it was; play comes back to that seat, which keeps its extra turns, else passes
  on). From the turn's end until the reveal his seat holds no power (his power is "going"); the
  reveal puts the power going to the discards, and a draw from an empty deck first takes every
  discard back (the power going with them). The new power starts from its default state
  (Athena's mark is dropped).
* **Chance.** With the order of the pile the next draw takes from known (a referee's), the reveal
  lists its top card only; unknown, every card of that pile (the deck, or when it is empty the
  discards and the power going), each one ply of perft. Once the deck is empty after a reveal the
  order of the next pile is unknown (it is shuffled when the reveal comes).
* **SFEN.** ``chaos[<held>[:<its state>][,<discard>...][,draw][|<order>]]``: the held power (while a
  reveal is due, the power going; it has no state then), the discards in ASCII order, ``draw``
  while a reveal after a dome is due, the order top first after a bar. No state: the first reveal
  is due, the order unknown; ``chaos[|<order>]``: due, the order known. Refused (SfenError): a
  card not in his deck, a card twice, discards out of order, an order that is not the pile's, an
  order once the deck is empty and no reveal is due, a state for the power going; in the position:
  a reveal due without ``resume:K`` naming another seat... (see ``RefPosition._check_reveal``).
* **Lineups.** 2, 3 and 4 players; never against the engine's bans (``CHAOS_BANNED``: Circe and
  Nyx, whose powers change hands, Hecate, who bans him). Against Gaea her placement, part of
  the builder's turn, comes before his reveal (after a turn paused for her placement, after its
  rest); the ruling's alternative is refused with her (his deck would hold Atlas, Demeter and
  Prometheus: the oracle plays none of them as his power against her, though Demeter and
  Prometheus face her as gods, their turns pausing for her placement). Against Eris a reveal moves nobody: her mark and truce stay through it.
  Against Tyche, after her dome her draw comes first, then his reveal, then her extra turn
  (``RefPosition._between_turns``); not the Golden Fleece's god, no Night Power.

>>> deck_gods(("chaos", "hades", "apollo"), every=False)
('artemis', 'athena', 'atlas', 'demeter', 'hephaestus', 'hermes', 'minotaur', 'prometheus')
>>> cards = deck_gods(("chaos", "mortal"), every=False)
>>> state = read_state("athena:^,apollo,pan", cards)
>>> state, state_text("athena:^,apollo,pan")
(Deck(held='athena', discards=('apollo', 'pan'), due=False, order=None), '^')
>>> draws(Deck("pan", ("apollo",), True, None), cards)[:3]
['draw:10', 'draw:2', 'draw:3']
>>> order = ("atlas", "demeter", "hephaestus", "hermes", "minotaur", "prometheus", "artemis", "athena")
>>> after_reveal(Deck("pan", ("apollo",), True, order), cards, "atlas")
Deck(held='atlas', discards=('apollo', 'pan'), due=False, order=('demeter', 'hephaestus', 'hermes', 'minotaur', 'prometheus', 'artemis', 'athena'))
>>> write_state(Deck("athena", ("apollo",), False, None), "^")
'athena:^,apollo'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from santorini.errors import SfenError
from santorini.reference.gods_simple import plain

__all__ = ["CHAOS_BANNED", "DECK_BANNED", "DECK_GODS", "Deck", "SCOPE", "STEP_MACHINES", "UNREVEALED", "after_reveal",
           "deck_gods", "draws", "pile", "read_state", "state_text", "write_state"]

#: The gods whose card keeps a deck of powers (Chaos), listed apart.
DECK_GODS: Final = frozenset({"chaos"})

#: The Simple Gods, by number (``draw:1`` Apollo ... ``draw:10`` Prometheus).
SIMPLE_GODS: Final = ("apollo", "artemis", "athena", "atlas", "demeter", "hephaestus", "hermes", "minotaur", "pan",
                      "prometheus")

#: The pairs a Simple God of his deck may not face (gods.md §2's official bans and the bans the
#: oracle plays by, written again): such a god stays out of his deck by the ruling's default.
DECK_BANNED: Final = frozenset(frozenset(pair) for pair in (
    ("atlas", "gaea"), ("demeter", "gaea"), ("prometheus", "gaea"), ("pan", "hades"), ("hermes", "harpies"),
    ("hermes", "hecate")))

#: The gods Chaos never faces in the oracle (the engine's bans, and Hecate's of him).
CHAOS_BANNED: Final = frozenset({"circe", "nyx", "hecate"})

#: The ruling whose alternative keeps every Simple God no seat's card is in his deck.
SCOPE: Final = "chaos-deck"

#: The reveal's token before the number, and the flag of a reveal due after a dome.
DRAW_PREFIX: Final = "draw:"
DUE: Final = "draw"

@dataclass(frozen=True)
class Deck:
    """His card: the Simple God he holds (while a reveal is due, the one going; None before the
    first reveal), his discards (ASCII order), whether a reveal after a dome is due, and the order
    of the pile the next draw takes from, top first, when a referee knows it (else None)."""

    held: str | None
    discards: tuple[str, ...]
    due: bool
    order: tuple[str, ...] | None


#: His card before the first reveal, the order unknown: also what a SFEN without his state reads.
UNREVEALED: Final = Deck(None, (), False, None)


def deck_gods(gods: tuple[str, ...], every: bool) -> tuple[str, ...]:
    """The Simple Gods of his deck in a game of ``gods`` (by number): no seat's card and, unless
    ``every`` (the ruling's alternative), none banned against a god of the game."""
    return tuple(name for name in SIMPLE_GODS if name not in gods
                 and (every or not any(frozenset((name, god)) in DECK_BANNED for god in gods)))


def pile(deck: Deck, cards: tuple[str, ...]) -> tuple[str, ...]:
    """The cards the next draw takes from (by number): the deck - his cards neither held nor
    discarded -, or when it is empty the discards and, with a reveal due, the power going."""
    rest = tuple(card for card in cards if card != deck.held and card not in deck.discards)
    if rest:
        return rest
    return tuple(card for card in cards if card in deck.discards or (deck.due and card == deck.held))


def draws(deck: Deck, cards: tuple[str, ...]) -> list[str]:
    """The tokens of the reveal due, sorted: the top card when the order is known, else every
    card of the pile."""
    names = deck.order[:1] if deck.order is not None else pile(deck, cards)
    return sorted(f"{DRAW_PREFIX}{SIMPLE_GODS.index(name) + 1}" for name in names)


def after_reveal(deck: Deck, cards: tuple[str, ...], card: str) -> Deck:
    """His card after ``card`` is revealed (known legal): the power going to the discards, an
    empty deck refilled from them first; once the deck is empty the next order is unknown."""
    rest = [c for c in cards if c != deck.held and c not in deck.discards]
    taken = rest or pile(deck, cards)
    discards = () if not rest else tuple(sorted(set(deck.discards) | ({deck.held} if deck.due else set())))
    left = [c for c in taken if c != card]
    order = deck.order[1:] if deck.order is not None and left else None
    return Deck(card, discards, False, order)


def state_text(text: str) -> str | None:
    """The held power's state in his state's text (after a colon), or None."""
    head = text.split("|", 1)[0].split(",", 1)[0]
    return head.split(":", 1)[1] if ":" in head else None


def read_state(text: str | None, cards: tuple[str, ...]) -> Deck:
    """His card written as ``text`` (None: no state) in a game whose deck holds ``cards``;
    SfenError for a card not in it, a card twice, discards out of order, a state of the power
    going, an order that is not the pile's.

    >>> read_state("pan,pan", deck_gods(("chaos", "mortal"), every=False))
    Traceback (most recent call last):
    ...
    santorini.errors.SfenError: chaos[pan,pan]: a card twice
    """
    if text is None:
        return UNREVEALED
    body, bar, ordered = text.partition("|")
    order = tuple(ordered.split(",")) if bar else None
    names = [name.partition(":")[0] for name in body.split(",")] if body else []
    due = bool(names) and names[-1] == DUE
    if due:
        names.pop()
    held = names[0] if names else None
    discards = tuple(names[1:])
    if held is None and (due or body):
        raise SfenError(f"chaos[{text}]: the power he holds comes first")
    for name in names + list(order or ()):
        if name not in cards:
            raise SfenError(f"chaos[{text}]: {name!r} is no card of his deck ({', '.join(cards)})")
    if len(set(names)) != len(names) or (order is not None and len(set(order)) != len(order)):
        raise SfenError(f"chaos[{text}]: a card twice")
    if list(discards) != sorted(discards):
        raise SfenError(f"chaos[{text}]: the discards are written in ASCII order")
    if due and ":" in body:
        raise SfenError(f"chaos[{text}]: the power going has no state")
    deck = Deck(held, discards, due, order)
    if order is not None:
        wanted = cards if held is None else pile(deck, cards)
        rest = any(c != held and c not in discards for c in cards)
        if held is not None and not rest and not due:
            raise SfenError(f"chaos[{text}]: his deck is empty: nobody knows the order it is shuffled in yet")
        if sorted(order) != sorted(wanted):
            raise SfenError(f"chaos[{text}]: the order is that of the pile the next draw takes from "
                            f"({', '.join(wanted)})")
    return deck


def write_state(deck: Deck, inner: str | None) -> str | None:
    """His state's canonical text (``inner``: the held power's state), None before the first
    reveal with the order unknown."""
    names = [] if deck.held is None else [deck.held if inner is None else f"{deck.held}:{inner}"]
    names += list(deck.discards) + ([DUE] if deck.due else [])
    text = ",".join(names)
    if deck.order is not None:
        text += "|" + ",".join(deck.order)
    return text or None


#: His seat's machine while it holds no power (never played: his seat only reveals then).
STEP_MACHINES: Final = {"chaos": plain}
