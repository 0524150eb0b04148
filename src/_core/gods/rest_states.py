"""The SFEN state of a power whose turn may stop at a dome for Gaea (gods/rest.pxd): while the
rest of the turn is due, the square of the worker that plays it (`demeter[c3]`)."""

from santorini.notation.squares import SQUARE_NAMES

#: The worker's square, + 1 in the state word.
SFEN_STATES = {name: sq + 1 for sq, name in enumerate(SQUARE_NAMES)}

#: The state names a square: a symmetry of the board maps it too.
STATE_IS_GEOMETRY = True
