"""Tyche (gods.md §3.5, 56), as the oracle plays her: 2, 3 and 4 players, listed apart from the
other gods (``position.SUPPORTED_CHANCE_GODS``) since she acts between turns, as Gaea does.

Her ordinary turn is a mortal's (``b2-c3^d4``). What is hers happens between turns; this module
holds the rules (her deck, the draw tokens, her state's text), the position
(:mod:`~santorini.reference.position`) the flow: ``RefPosition._call_tyche`` - the one place that
decides the trigger -, ``RefPosition._tyche_draw`` and the SFEN checks. The rulings:

* **Her deck.** Six cards, five blanks and one six. Her state is ``k``, the blanks discarded since
  the last shuffle (0 to 5), and, only when a referee knows it, the deck's order ``d``: the number
  of blanks lying above the six in what is left (0 to 5 - k; None: unknown).
* **Trigger.** At the end of each of her own *normal* turns - not after a placement turn, not
  after her extra turn, not after a turn between turns of anybody (a draw is one) -, if the game is
  not over (no win, more than one side left), she draws before play goes on: a turn of her seat
  between turns, the extra item ``resume:K`` naming her own seat, her state ``tyche[k,draw]``.
* **The draw.** Its tokens are the cards it may turn up: ``draw:0`` (a blank) and ``draw:6`` (the
  six). Order known: only the card on top (``d == 0``: the six, else a blank); unknown: a blank if
  one is left (k < 5), and the six - sorted as every token list (``draw:0`` first). Perft counts
  each listed draw as one ply, like any turn.
* **After a blank** k grows by one (the order, if known, by one less above the six) and play
  resumes as after her normal turn: the seat after hers (passing seat 1 starts a round).
* **After the six** all six cards are shuffled back (k = 0, the order unknown) and she takes an
  extra turn, still between turns (``resume:K`` on her seat, state ``tyche[0,extra]``): any
  ordinary turn of hers (wins included: her god is otherwise mortal) or ``pass`` (declined; she
  does not lose for having no move: without an ordinary turn ``pass`` is her only one). Under an
  opposing Persephone's demand - she has a turn that moves up - ``pass`` is refused like every
  turn that does not move up (Persephone binds the extra turn: it is hers, and ``pass`` is one of
  its turns). No draw after it; play then resumes from her seat (the seat after hers).
* **Judged when to act.** A seat that cannot complete a turn is judged when it is to act, as ever:
  the draw always has a token and the extra turn ``pass``, so her seat is never stuck between
  turns; the position is judged (a stuck seat loses, or with 3 players is eliminated; Chronus'
  towers) once play resumes.
* **Other powers.** Her draws and extra turn are turns of her seat. Her extra turn is to every
  other power what a Dionysus extra turn is (a turn of the same seat after its own, play not
  passed on, no start of a turn in between): the opponents' "opponent's turn" powers bind it as
  any of her turns (Athena's mark, Hera, Hades, Hypnus, Limus, Aphrodite, Persephone; those fixed
  when a turn starts are fixed when it starts), while Adonis' binding, which binds "the opponent's
  next turn" only, binds her normal turn and not the extra turn (as it never binds a Dionysus
  extra turn); Chronus' towers are judged after every step of it as in any turn (she is no
  Dionysus: nobody's wins are barred). A draw moves and builds nothing and counts as the turn
  before it for every power that looks at "the last turn": it sets and clears nobody's marks
  (Athena's stays, Adonis' binding stays until his next turn starts).
* **SFEN.** Her state is ``tyche[<k>][,draw|,extra][|<d>]``: k written when not 0 or when a flag
  follows (``tyche[2]``, ``tyche[0,draw]``, ``tyche[2,draw]``, ``tyche[0,extra]``), the order after
  a bar when known (``tyche[2|3]``, ``tyche[|4]``, ``tyche[1,draw|0]``, ``tyche[0,extra|5]``: a
  referee may deal the shuffled deck at once); nothing for k 0, nothing due, the order unknown.
  Refused (SfenError): k above 5, d above 5 - k, ``extra`` with k not 0, any other text, a draw or
  extra turn due without ``resume:K`` naming her seat, or due once the game is won or before every
  side has placed, ``resume:K`` whose seat to move is not the one due to act first (Gaea's
  placement, then her draw or Chaos' reveal, then her extra turn).
* **Eris.** The draw moves nobody and leaves Eris' mark and truce alone; the extra turn is an
  ordinary turn of hers, so the workers it moves are marked (``pass`` moves none: the mark stays).
  Eris' alternative turn with a Tyche worker is Eris' turn, with no draw after it.
* **Chaos.** After her dome her draw comes first (the acts closing her turn go in turn order from
  her seat), then his reveal, then her extra turn, a new turn, with the power he revealed; her
  extra turn's dome makes him reveal, with no draw. A position with her extra turn to move and
  his reveal due, or his reveal to move with her draw due, is refused.
* **Gaea.** Her placement is part of Tyche's turn, right after the dome: it comes before the
  draw, and Tyche's extra turn's dome lets Gaea place again (no draw after it).
* **Lineups.** 2, 3 and 4 players (classic teams and the Pantheon edition's pairs); never against
  the engine's bans (``TYCHE_BANNED``: Gaea, Circe, Nyx); not the Golden Fleece's god (no
  icon), no Night Power. Two Tyche (a mirror) each draw from their own deck.

>>> draws(0, None), draws(5, None), draws(2, 0), draws(2, 3)
(['draw:0', 'draw:6'], ['draw:6'], ['draw:6'], ['draw:0'])
>>> after_blank(2, 3), after_blank(4, None)
((3, 2), (5, None))
>>> read_deck("2,draw|3"), read_deck("0,extra"), read_deck("|4")
((2, 'draw', 3), (0, 'extra', None), (0, None, 4))
>>> write_deck(2, "draw", 3), write_deck(0, "extra", None), write_deck(0, None, 4), write_deck(0, None, None)
('2,draw|3', '0,extra', '|4', None)
>>> read_deck("2,extra")
Traceback (most recent call last):
...
santorini.errors.SfenError: tyche's extra turn comes right after the six, all six cards shuffled back: her state is [0,extra], got [2,extra]
"""

from __future__ import annotations

import re
from typing import Final

from santorini.errors import SfenError
from santorini.reference.gods_simple import plain

__all__ = ["BLANK", "BLANKS", "CHANCE_GODS", "DRAW", "EXTRA", "SIX", "STEP_MACHINES", "TYCHE_BANNED", "after_blank",
           "draws", "read_deck", "write_deck"]

#: The gods that draw between turns (Tyche), listed apart.
CHANCE_GODS: Final = frozenset({"tyche"})

#: The gods Tyche never faces: the engine's bans (its catalog's TYCHE_ENGINE_BANS, written here
#: again: the oracle shares no code with the engine). No official ban.
TYCHE_BANNED: Final = frozenset({"circe", "nyx"})

#: The blanks of her deck (and one six).
BLANKS: Final = 5

#: The cards a draw turns up, as its token writes them (``draw:0``, ``draw:6``).
BLANK: Final = 0
SIX: Final = 6

#: What is due between turns, in her state: her draw, then (after the six) her extra turn.
DRAW: Final = "draw"
EXTRA: Final = "extra"

#: The draw's token, before the card.
DRAW_PREFIX: Final = "draw:"

#: Her state's text: ``[<k>][,draw|,extra][|<d>]``.
_DECK_RE: Final = re.compile(r"(?:([0-9])(?:,(draw|extra))?)?(?:\|([0-9]))?")


def draws(blanks: int, order: int | None) -> list[str]:
    """The tokens of her draw, sorted: with the order known the card on top only (``order`` 0:
    the six, else a blank); unknown, a blank while one is left (``blanks`` < 5) and the six."""
    if order is not None:
        cards = [SIX if order == 0 else BLANK]
    else:
        cards = ([BLANK] if blanks < BLANKS else []) + [SIX]
    return sorted(f"{DRAW_PREFIX}{card}" for card in cards)


def after_blank(blanks: int, order: int | None) -> tuple[int, int | None]:
    """Her deck after a blank is drawn (known legal): one more blank out, one fewer above the six."""
    return blanks + 1, None if order is None else order - 1


def read_deck(text: str) -> tuple[int, str | None, int | None]:
    """Her state's text (``2,draw|3``) as (k, what is due, d); SfenError for any other text,
    k above 5, d above 5 - k, ``extra`` with k not 0, and the spellings that are not the
    canonical one (k 0 written without a flag: ``tyche[0]``, ``tyche[0|3]``).

    >>> read_deck("6")
    Traceback (most recent call last):
    ...
    santorini.errors.SfenError: tyche has 5 blanks: k is 0..5, got [6]
    >>> read_deck("2|4")
    Traceback (most recent call last):
    ...
    santorini.errors.SfenError: tyche's order counts the blanks above the six in what is left: 0..3 with 2 out, got [2|4]
    >>> read_deck("0|3")
    Traceback (most recent call last):
    ...
    santorini.errors.SfenError: tyche's k 0 is written only before a flag ([0,draw], [0,extra]; [|3] with the order alone), got [0|3]
    """
    match = _DECK_RE.fullmatch(text)
    if not text or match is None:
        raise SfenError(f"tyche's state is [<k>][,draw|,extra][|<d>] ([2], [2,draw], [0,extra], [2|3], [|4]), "
                        f"got [{text}]")
    count, due, deal = match.groups()
    blanks = int(count) if count is not None else 0
    if blanks > BLANKS:
        raise SfenError(f"tyche has {BLANKS} blanks: k is 0..{BLANKS}, got [{text}]")
    if count == "0" and due is None:
        raise SfenError(f"tyche's k 0 is written only before a flag ([0,draw], [0,extra]; "
                        f"[|{deal if deal is not None else 'd'}] with the order alone), got [{text}]")
    if due == EXTRA and blanks:
        raise SfenError("tyche's extra turn comes right after the six, all six cards shuffled back: her state is "
                        f"[0,{EXTRA}], got [{text}]")
    order = int(deal) if deal is not None else None
    if order is not None and order > BLANKS - blanks:
        raise SfenError(f"tyche's order counts the blanks above the six in what is left: 0..{BLANKS - blanks} with "
                        f"{blanks} out, got [{text}]")
    return blanks, due, order


def write_deck(blanks: int, due: str | None, order: int | None) -> str | None:
    """Her state's canonical text, or None for the default (k 0, nothing due, the order unknown)."""
    text = str(blanks) if blanks or due else ""
    if due:
        text += f",{due}"
    if order is not None:
        text += f"|{order}"
    return text or None


#: Her step machine: her own turn is a mortal's (what is hers happens between turns).
STEP_MACHINES: Final = {"tyche": plain}
