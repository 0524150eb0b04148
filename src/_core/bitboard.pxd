# Bitboards: one bit per square, bit index = rank * 5 + file (a1 = 0, e5 = 24).
# Everything is inline so each module that cimports it compiles it in place.
from libc.stdint cimport uint32_t

ctypedef uint32_t Bitboard

cdef extern from *:
    """
    #if defined(_MSC_VER)
    #include <intrin.h>
    static __inline int santorini_popcount(unsigned int b) { return (int)__popcnt(b); }
    static __inline int santorini_lsb(unsigned int b) { unsigned long i; _BitScanForward(&i, b); return (int)i; }
    #else
    #define santorini_popcount(b) __builtin_popcount(b)
    #define santorini_lsb(b) __builtin_ctz(b)
    #endif
    """
    int santorini_popcount(unsigned int b) nogil
    int santorini_lsb(unsigned int b) nogil

cdef enum:
    NSQUARES = 25
    NO_SQUARE = 31          # fits the 5-bit square fields of a packed turn

cdef enum:
    BOARD_MASK = 0x1FFFFFF
    FILE_A_MASK = 0x108421  # a1 a2 a3 a4 a5
    FILE_E_MASK = 0x1084210 # e1 .. e5


cdef inline int popcount(Bitboard b) noexcept nogil:
    return santorini_popcount(b)


cdef inline int lsb(Bitboard b) noexcept nogil:
    return santorini_lsb(b)


cdef inline Bitboard square_bb(int sq) noexcept nogil:
    return (<Bitboard>1) << sq


cdef inline Bitboard spread(Bitboard b) noexcept nogil:
    """The set b grown by one step in all eight directions (b included)."""
    cdef Bitboard row = b | ((b & ~(<Bitboard>FILE_A_MASK)) >> 1) | ((b & ~(<Bitboard>FILE_E_MASK)) << 1)
    return (row | (row << 5) | (row >> 5)) & BOARD_MASK


cdef inline Bitboard neighbours(int sq) noexcept nogil:
    """The up to eight squares adjacent to sq (never sq itself)."""
    cdef Bitboard b = square_bb(sq)
    return spread(b) & ~b
