# Urania: for her own moves and builds the board wraps round as a torus, file a
# next to file e and rank 1 next to rank 5 (gods.md §3.3 #45).  Only the
# adjacency of her steps changes: the perimeter, the other powers' neighbourhoods
# (Limus, Medusa) and the rules of winning stay the board's.
from santorini._core.genkit cimport ADJ_TORUS
from santorini._core.god cimport God, god_settings


cdef void install(God* g) noexcept nogil:
    god_settings(g, ADJ_TORUS)
