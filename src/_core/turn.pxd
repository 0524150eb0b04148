# A turn is one packed 64-bit integer.  This file is the only place that knows
# the layout; everything else goes through the accessors below.
#
#   bits  0- 4  src    square of the worker that acts first; first placement square
#   bits  5- 9  dst    where that worker's move ends (its last move)
#   bits 10-14  mid    where its first move ends when it moves twice (Artemis)
#   bits 15-19  bld1   first build
#   bits 20-24  bld2   second build
#   bits 25-29  src2   second worker (powers that use both) / second placement square
#   bits 30-34  dst2   where the second worker's move ends
#   bits 35-    flags  TF_* below; a field is meaningful only when its flag says so
#
# Two turns with the same outcome must pack to the same integer, so generators
# fill only the fields their flags announce and leave the rest zero.
from libc.stdint cimport uint64_t

ctypedef uint64_t Turn

cdef enum:
    SRC_SHIFT = 0
    DST_SHIFT = 5
    MID_SHIFT = 10
    BLD1_SHIFT = 15
    BLD2_SHIFT = 20
    SRC2_SHIFT = 25
    DST2_SHIFT = 30
    FLAG_SHIFT = 35

cdef enum:
    TF_PLACE = 1 << 0      # setup: place workers on src (and src2)
    TF_MOVE = 1 << 1       # the first worker moves to dst
    TF_MID = 1 << 2        # ... passing through mid first
    TF_BUILD1 = 1 << 3     # a build on bld1
    TF_BUILD2 = 1 << 4     # a second build on bld2
    TF_DOME1 = 1 << 5      # the first build is a dome below level 3
    TF_DOME2 = 1 << 6      # the second build is a dome below level 3
    TF_PREBUILD = 1 << 7   # the first build happens before the move
    TF_SECOND = 1 << 8     # a second worker acts: src2 -> dst2
    TF_WIN = 1 << 9        # the turn wins the game

cdef enum:
    NO_TURN = 0            # never a legal turn: every real turn has a flag


cdef inline int turn_src(Turn t) noexcept nogil:
    return <int>((t >> SRC_SHIFT) & 31)

cdef inline int turn_dst(Turn t) noexcept nogil:
    return <int>((t >> DST_SHIFT) & 31)

cdef inline int turn_mid(Turn t) noexcept nogil:
    return <int>((t >> MID_SHIFT) & 31)

cdef inline int turn_bld1(Turn t) noexcept nogil:
    return <int>((t >> BLD1_SHIFT) & 31)

cdef inline int turn_bld2(Turn t) noexcept nogil:
    return <int>((t >> BLD2_SHIFT) & 31)

cdef inline int turn_src2(Turn t) noexcept nogil:
    return <int>((t >> SRC2_SHIFT) & 31)

cdef inline int turn_dst2(Turn t) noexcept nogil:
    return <int>((t >> DST2_SHIFT) & 31)

cdef inline unsigned int turn_flags(Turn t) noexcept nogil:
    return <unsigned int>(t >> FLAG_SHIFT)


cdef inline Turn make_placement(int a, int b) noexcept nogil:
    return ((<Turn>a) << SRC_SHIFT) | ((<Turn>b) << SRC2_SHIFT) | ((<Turn>TF_PLACE) << FLAG_SHIFT)


cdef inline Turn make_win(int src, int dst) noexcept nogil:
    return ((<Turn>src) << SRC_SHIFT) | ((<Turn>dst) << DST_SHIFT) | ((<Turn>(TF_MOVE | TF_WIN)) << FLAG_SHIFT)


cdef inline Turn make_move_build(int src, int dst, int bld) noexcept nogil:
    return (((<Turn>src) << SRC_SHIFT) | ((<Turn>dst) << DST_SHIFT) | ((<Turn>bld) << BLD1_SHIFT)
            | ((<Turn>(TF_MOVE | TF_BUILD1)) << FLAG_SHIFT))


cdef inline Turn pack_turn(int src, int dst, int mid, int bld1, int bld2, int src2, int dst2,
                           unsigned int flags) noexcept nogil:
    return (((<Turn>src) << SRC_SHIFT) | ((<Turn>dst) << DST_SHIFT) | ((<Turn>mid) << MID_SHIFT)
            | ((<Turn>bld1) << BLD1_SHIFT) | ((<Turn>bld2) << BLD2_SHIFT)
            | ((<Turn>src2) << SRC2_SHIFT) | ((<Turn>dst2) << DST2_SHIFT)
            | ((<Turn>flags) << FLAG_SHIFT))


cdef inline int name_order(int sq) noexcept nogil:
    """Rank of a square's name in ASCII order (a1 a2 .. a5 b1 ..): canonical tokens use it."""
    return (sq % 5) * 5 + sq // 5
