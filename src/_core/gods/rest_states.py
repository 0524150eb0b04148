"""The SFEN state of a power whose turn may stop at a dome for Gaea (gods/rest.pxd): while the
rest of the turn is due, the square of the worker that plays it (`demeter[c3]`); a hero's
(hero_states) also says when its power is spent (`achilles[used]`, `achilles[used,c3]`)."""

from santorini.notation.squares import SQUARE_NAMES

#: The worker's square, + 1 in the state word.
SFEN_STATES = {name: sq + 1 for sq, name in enumerate(SQUARE_NAMES)}

#: The bits of the state word that name a square, the rest's worker: a symmetry of the board
#: maps it too (a hero's spent mark is the same in every image).
GEOMETRY_BITS = 31


def hero_states(spent: int, unspent_rest: bool, spent_rest: bool) -> dict[str, int]:
    """A hero's SFEN states, `spent` its STATE_SPENT: `used`; with unspent_rest the square of
    a rest due, the power unspent (`medea[c3]`); with spent_rest the same, the power spent by
    the turn that stopped (`achilles[used,c3]`).

    >>> states = hero_states(1 << 30, True, True)
    >>> states["used"], states["a1"], states["used,a1"] == (1 << 30) + 1
    (1073741824, 1, True)
    """
    states = {"used": spent}
    if unspent_rest:
        states.update(SFEN_STATES)
    if spent_rest:
        states.update({f"used,{name}": spent | word for name, word in SFEN_STATES.items()})
    return states
