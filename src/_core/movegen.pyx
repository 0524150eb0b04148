# Every legal turn of the seat to act, as packed integers (see turn.pxd).
# A turn is complete: a move and its build, or a winning move alone, or a
# placement.  A seat whose list is empty has lost (or, with 3 players, is out).
from santorini._core.bitboard cimport (
    Bitboard, BOARD_MASK, popcount, lsb, square_bb, neighbours,
)
from santorini._core.position cimport Position, NO_WINNER, side_to_move
from santorini._core.turn cimport Turn, make_placement, make_win, make_move_build


cdef inline Bitboard empty_squares(const Position* p) noexcept nogil:
    return BOARD_MASK & ~(p.occ | p.dome)


cdef inline bint must_place(const Position* p) noexcept nogil:
    return not (p.placed >> side_to_move(p)) & 1


cdef inline Bitboard move_targets(const Position* p, int sq, Bitboard empty) noexcept nogil:
    # Up at most one level: height(dst) < height(src) + 2.
    return neighbours(sq) & empty & ~p.ge[p.height[sq] + 2]


cdef inline Bitboard winning_squares(const Position* p, int src) noexcept nogil:
    # Moving up onto level 3 wins; 3 -> 3 does not.
    if p.height[src] >= 3:
        return 0
    return p.ge[3]


cdef int gen_placements(const Position* p, Turn* out) noexcept nogil:
    cdef Bitboard empty = empty_squares(p)
    cdef Bitboard rest
    cdef int n = 0, a
    while empty:
        a = lsb(empty)
        empty &= empty - 1
        rest = empty
        while rest:
            out[n] = make_placement(a, lsb(rest))
            n += 1
            rest &= rest - 1
    return n


cdef int gen_moves(const Position* p, Turn* out) noexcept nogil:
    cdef int side = side_to_move(p)
    cdef Bitboard empty = empty_squares(p)
    cdef Bitboard workers = p.side_bb[side]
    cdef Bitboard targets, wins, builds
    cdef int n = 0, src, dst
    while workers:
        src = lsb(workers)
        workers &= workers - 1
        targets = move_targets(p, src, empty)
        wins = winning_squares(p, src)
        while targets:
            dst = lsb(targets)
            targets &= targets - 1
            if (wins >> dst) & 1:
                out[n] = make_win(src, dst)
                n += 1
                continue
            # The square just left is free to build on.
            builds = neighbours(dst) & (empty | square_bb(src))
            while builds:
                out[n] = make_move_build(src, dst, lsb(builds))
                n += 1
                builds &= builds - 1
    return n


cdef int gen_turns(const Position* p, Turn* out) noexcept nogil:
    if p.winner != NO_WINNER:
        return 0
    if must_place(p):
        return gen_placements(p, out)
    return gen_moves(p, out)


cdef long count_turns(const Position* p) noexcept nogil:
    # Same set as gen_turns, counted without writing it: perft's last ply.
    if p.winner != NO_WINNER:
        return 0
    cdef long n
    if must_place(p):
        n = popcount(empty_squares(p))
        return n * (n - 1) // 2
    cdef int side = side_to_move(p)
    cdef Bitboard empty = empty_squares(p)
    cdef Bitboard workers = p.side_bb[side]
    cdef Bitboard targets, wins
    cdef int src, dst
    n = 0
    while workers:
        src = lsb(workers)
        workers &= workers - 1
        targets = move_targets(p, src, empty)
        wins = winning_squares(p, src)
        n += popcount(targets & wins)
        targets &= ~wins
        while targets:
            dst = lsb(targets)
            targets &= targets - 1
            n += popcount(neighbours(dst) & (empty | square_bb(src)))
    return n


cdef bint has_turn(const Position* p) noexcept nogil:
    # Any move can always build back on the square it left, so a seat has a
    # turn exactly when some worker has a target (or it still has to place).
    if p.winner != NO_WINNER:
        return False
    if must_place(p):
        return popcount(empty_squares(p)) >= 2
    cdef Bitboard empty = empty_squares(p)
    cdef Bitboard workers = p.side_bb[side_to_move(p)]
    while workers:
        if move_targets(p, lsb(workers), empty):
            return True
        workers &= workers - 1
    return False


cdef Bitboard win_targets(const Position* p, int side) noexcept nogil:
    """Squares onto which `side` could win by moving if it were to act now.

    The search uses it for threats: the other side's targets must be answered.
    """
    cdef Bitboard empty = empty_squares(p)
    cdef Bitboard workers = p.side_bb[side] & p.ge[2] & ~p.ge[3]
    cdef Bitboard targets = 0
    while workers:
        targets |= move_targets(p, lsb(workers), empty)
        workers &= workers - 1
    return targets & p.ge[3]
