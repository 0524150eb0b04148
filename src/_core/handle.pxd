from santorini._core.god cimport Spelling
from santorini._core.position cimport Position, Undo
from santorini._core.turn cimport Turn

ctypedef struct HistoryEntry:
    Turn turn
    Undo undo

cdef class CorePosition:
    cdef Position pos
    cdef HistoryEntry* history
    cdef int ply
    cdef int capacity
    cdef Turn* buffer             # room turns, and as many spellings: every list fits
    cdef int room
    cdef Spelling* spellings
    cdef int listed(self) except -1
    cdef volatile int stop_flag
    cdef void _grow(self) except *
    cdef unsigned long long _perft(self, int depth, Turn* buffers)
