# God powers as data: each god id maps to a set of feature flags, and move
# generation, make/unmake and the search branch on features, never on names.
from libc.stdint cimport uint32_t

cdef enum:
    P_SWAP = 1 << 0             # may move onto an opponent's worker, which takes the vacated square
    P_PUSH = 1 << 1             # may move onto an opponent's worker, which is pushed one square on
    P_MOVE_AGAIN = 1 << 2       # an optional second move, not back to the start square
    P_DOME_ANYWHERE = 1 << 3    # may build a dome at any level
    P_BUILD_ELSEWHERE = 1 << 4  # an optional second build on another square
    P_BUILD_SAME = 1 << 5       # an optional second block on the same square, never a dome
    P_SAME_LEVEL_WALK = 1 << 6  # both workers may make any number of same-level moves, then one builds
    P_BUILD_FIRST = 1 << 7      # an optional build before the move, which then may not go up
    P_WIN_BY_DROP = 1 << 8      # also wins by moving down two or more levels
    P_BLOCK_CLIMB = 1 << 9      # after moving up, opponents may not move up until her next turn

cdef enum:
    MAX_GODS = 128              # god ids are the catalog's index numbers; 0 is mortal
    STATE_MOVED_UP = 1          # god state bit of a P_BLOCK_CLIMB seat

cdef uint32_t POWER_FEATURES[MAX_GODS]
