# The core's side of the notation: turns as the steps a token writes, and
# a token's steps back to the canonical turn.
from santorini._core.god cimport Spelling
from santorini._core.position cimport Position
from santorini._core.turn cimport Turn

cdef Turn parse_spelling(const Position* p, Spelling* s, Turn* turns, Spelling* spellings) noexcept nogil
