# Prometheus: an optional build before the move, after which the worker may
# not move up; the same worker then moves and builds.  Two different builds
# whose order does not matter are written with the ASCII-smaller one first.
from santorini._core.bitboard cimport Bitboard, lsb, square_bb, neighbours
from santorini._core.genkit cimport gen_moves_from, move_wins, emit, build_squares
from santorini._core.god cimport God, Gen, god_defaults, NO_DESCENT
from libc.string cimport memcpy

from santorini._core.movegen cimport condition_met, fewest_pieces
from santorini._core.position cimport Position, build
from santorini._core.turn cimport Turn, header, step, win_flag, name_order, STEP_MOVE, STEP_BUILD


cdef bint wins_at_once(const Position* p, int sq) noexcept nogil:
    cdef Position after
    memcpy(&after, p, sizeof(Position))
    build(&after, sq, False)
    return condition_met(&after)


cdef inline bint may_prebuild(const Gen* g, int src, int sq) noexcept nogil:
    return (build_squares(g, src, g.p.occ) >> sq) & 1


cdef void build_first(Gen* g, int src) noexcept nogil:
    cdef const Position* p = g.p
    cdef int h = p.height[src]
    cdef Bitboard pre = build_squares(g, src, p.occ)
    cdef Bitboard dests, post, occ_after, closed
    cdef int pb, dst, b, hd
    cdef Turn t
    while pre:
        pb = lsb(pre)
        pre &= pre - 1
        if p.judging and fewest_pieces(p) <= 1 and wins_at_once(p, pb):
            # The pre-build fulfils a god's win condition (Chronus): the turn ends there.
            emit(g, header(src, src, pb) | step(0, STEP_BUILD, pb))
            g.cut = True        # other orders of his builds may still reach other outcomes
            continue
        closed = square_bb(pb) if p.height[pb] == 3 else 0     # the pre-build was a dome
        dests = neighbours(src) & ~p.occ & ~p.dome & ~p.ge[h + 1]
        if p.height[pb] + 1 > h:
            dests &= ~square_bb(pb)
        if g.lim.levels & NO_DESCENT:
            # Not down either (Hades): only his own level, the pre-build counted.
            dests &= p.ge[h] | (square_bb(pb) if p.height[pb] + 1 == h else 0)
        while dests:
            dst = lsb(dests)
            dests &= dests - 1
            hd = p.height[dst] + (1 if dst == pb else 0)
            t = header(src, dst, pb) | step(0, STEP_BUILD, pb) | step(1, STEP_MOVE, dst)
            if move_wins(&g.lim, 0, h, hd, dst):
                emit(g, t | win_flag())
                continue
            occ_after = p.occ ^ square_bb(src) ^ square_bb(dst)
            post = build_squares(g, dst, occ_after) & ~closed
            while post:
                b = lsb(post)
                post &= post - 1
                # Keep the spelling with the ASCII-smaller pre-build when both orders are legal.
                if (not g.spellings and b != pb and name_order(b) < name_order(pb)
                        and may_prebuild(g, src, b) and pb != dst and (neighbours(dst) >> pb) & 1):
                    continue
                emit(g, t | step(2, STEP_BUILD, b))


cdef void gen(Gen* g) noexcept nogil:
    cdef Bitboard workers = g.movers
    cdef int src
    while workers:
        src = lsb(workers)
        workers &= workers - 1
        gen_moves_from(g, src, 0, 0, 0)
        if not g.climb_only:        # building first forbids moving up
            build_first(g, src)


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.gen = gen
    g.count = NULL
