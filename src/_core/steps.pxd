# Carrying out a turn's steps (turn.pxd) on a position: make_turn's work,
# and what move generation uses to look at a turn's outcome (Aphrodite's
# charm is judged on the position after the turn).
from libc.stdint cimport uint64_t

from santorini._core.bitboard cimport Bitboard, square_bb

from santorini._core.position cimport (
    Position, TurnFacts, side_at, add_worker, remove_worker, shift_worker, build, remove_block, place_ram,
    placer, seat_traits, traits_at, TRAIT_FEMALE,
)
from santorini._core.turn cimport (
    Turn, turn_src, step_kind, step_square, MAX_STEPS, STEPS_SHIFT, STEP_END, STEP_PLACE,
    STEP_PLACE_FEMALE, STEP_MOVE, STEP_SWAP, STEP_FORCE, STEP_DISPLACE, STEP_TO, STEP_SELECT,
    STEP_BUILD, STEP_DOME, STEP_REMOVE, STEP_KILL, STEP_STACK, STEP_WHOLE, stack_square, stack_count, move_then_build, forced_by,
    trades,
)
from santorini._core.position cimport Z_PLACED


cdef inline void apply_step(Position* p, int kind, int sq, int side, int* cur, int* forced,
                            TurnFacts* facts, bint trade) noexcept nogil:
    """One step of a turn of `side` (see turn.pxd); cur is the acting worker's square,
    forced the worker a FORCE or DISPLACE names, or a TO forces (forced_by).  A SWAP that
    is a trade (after a SELECT: Nemesis') moves nobody: both workers are forced."""
    cdef int h_from, h_to, other, traits, n
    cdef Bitboard was_moved
    if kind == STEP_MOVE or kind == STEP_SWAP:
        # The mover leaves cur for sq; a swapped worker takes cur, and its mark with it.
        # A trade's two workers each keep their mark, moved or not, on their new squares.
        was_moved = facts.moved
        facts.moved = was_moved & ~square_bb(cur[0]) & ~square_bb(sq)
        if not trade or (was_moved >> cur[0]) & 1:
            facts.moved |= square_bb(sq)
        if kind == STEP_SWAP and (was_moved >> sq) & 1:
            facts.moved |= square_bb(cur[0])
        h_from = p.height[cur[0]]
        h_to = p.height[sq]
        if h_to > h_from:
            facts.moved_up = True
            if h_to == 3:
                facts.climbed_to_3 = True
        if kind == STEP_MOVE:
            shift_worker(p, cur[0], sq, side if (p.side_bb[side] >> cur[0]) & 1 else side_at(p, cur[0]))
        else:
            # The displaced worker takes the square the mover left.
            other = side_at(p, sq)
            traits = traits_at(p, cur[0])
            remove_worker(p, cur[0], side)
            shift_worker(p, sq, cur[0], other)
            add_worker(p, sq, side, traits)
        cur[0] = sq
    elif kind == STEP_BUILD:
        if p.height[sq] == 3:
            facts.towers += 1
        facts.builds += 1
        build(p, sq, False)
    elif kind == STEP_DOME:
        facts.builds += 1
        build(p, sq, True)
    elif kind == STEP_STACK:
        other = stack_square(cur[0], sq)
        for n in range(stack_count(sq)):
            if p.height[other] == 3:
                facts.towers += 1
            facts.builds += 1
            build(p, other, False)
    elif kind == STEP_FORCE or kind == STEP_DISPLACE:
        forced[0] = sq
    elif kind == STEP_TO:
        if (facts.moved >> forced[0]) & 1:
            facts.moved = (facts.moved & ~square_bb(forced[0])) | square_bb(sq)
        shift_worker(p, forced[0], sq, side_at(p, forced[0]))
        if forced[0] == cur[0]:
            cur[0] = sq         # the acting worker was forced on (Harpies' slide): it goes on from there
            if p.height[sq] == 3:
                facts.climbed_to_3 = True   # a whirlpool exit that wins wins as a climb
    elif kind == STEP_SELECT:
        cur[0] = sq
    elif kind == STEP_PLACE or kind == STEP_PLACE_FEMALE:
        add_worker(p, sq, side, seat_traits(p, p.stm) | (TRAIT_FEMALE if kind == STEP_PLACE_FEMALE else 0))
    elif kind == STEP_REMOVE:
        remove_block(p, sq)
    elif kind == STEP_KILL:
        facts.moved &= ~square_bb(sq)
        remove_worker(p, sq, side_at(p, sq))
    elif kind == STEP_WHOLE and sq < 25:      # the Ram (a pass or a draw changes no square)
        place_ram(p, sq)


cdef inline bint collides(int kind, int sq, int cur, Bitboard screen) noexcept nogil:
    """Does the step name a square where a worker hidden from the acting seat stands (a move's,
    a force's destination, a placement, a build, a block taken away)?"""
    if kind == STEP_STACK:
        return (screen >> stack_square(cur, sq)) & 1
    if kind in (STEP_MOVE, STEP_SWAP, STEP_TO, STEP_BUILD, STEP_DOME, STEP_REMOVE, STEP_PLACE, STEP_PLACE_FEMALE):
        return (screen >> sq) & 1
    return False


cdef inline void applying(Position* p, Turn t, TurnFacts* facts, Bitboard screen=0) noexcept nogil:
    """Carry out a turn's steps for the seat to act (see turn.pxd).  The first step that
    collides with a worker in `screen` (hidden from the seat: Hecate's) is not made, nor any
    after it: facts.collided names its square (else -1)."""
    cdef int side = p.seat_side[p.stm]
    cdef int cur = turn_src(t)
    cdef int forced = -1
    cdef int i, kind, h_from, h_to
    facts.turn = t
    facts.moved_up = False
    facts.climbed_to_3 = False
    facts.towers = 0
    facts.builds = 0
    facts.moved = 0
    facts.before = NULL
    facts.collided = -1
    # Most turns are one move and one build by the acting side: the same
    # steps as the loop below, without the loop.
    cdef uint64_t steps = <uint64_t>t >> STEPS_SHIFT
    cdef int dst, bsq
    if move_then_build(steps):
        dst = (steps >> 4) & 31
        bsq = (steps >> 13) & 31
        if (p.side_bb[side] >> cur) & 1 and not (screen >> dst) & 1 and not (screen >> bsq) & 1:
            h_from = p.height[cur]
            h_to = p.height[dst]
            facts.moved_up = h_to > h_from
            facts.climbed_to_3 = h_to == 3 and h_from < 3
            shift_worker(p, cur, dst, side)
            facts.moved = square_bb(dst)
            facts.towers = p.height[bsq] == 3
            facts.builds = 1
            build(p, bsq, False)
            return
    for i in range(MAX_STEPS):
        kind = step_kind(t, i)
        if kind == STEP_END:
            break
        if screen and collides(kind, step_square(t, i), cur, screen):
            facts.collided = stack_square(cur, step_square(t, i)) if kind == STEP_STACK else step_square(t, i)
            return
        if kind == STEP_TO:
            forced = forced_by(t, i, forced)
        apply_step(p, kind, step_square(t, i), side, &cur, &forced, facts, trades(t, i))
    # A worker brought into play later (Jason's) is no setup placement.
    cdef int placing = placer(p, p.stm)
    if (step_kind(t, 0) == STEP_PLACE or step_kind(t, 0) == STEP_PLACE_FEMALE) and not (p.placed >> placing) & 1:
        p.placed |= 1 << placing
        p.key ^= Z_PLACED[placing]
