# Odysseus (hero): once a game, at the start of his turn, he forces any number of
# opposing workers that neighbour his workers onto empty corners (any height, no
# win); then his ordinary turn.  Written after the moving worker's square, each as
# `>worker>corner`, workers in ASCII order (`c3>d4>e5-c4^c5`).  Until then his turns
# are a mortal's and those (docs/heroes.md).  SFEN: `odysseus[used]` once spent.
from libc.string cimport memcpy

from santorini._core.bitboard cimport Bitboard, lsb, square_bb, neighbours_of
from santorini._core.genkit cimport (
    gen_moves_from, guard_moved, guards_of, win_moves, seat_workers, seat_opponents,
)
from santorini._core.god cimport God, Gen, Limits, Spelling, spell_steps, spell_add, STATE_SPENT, SPELL_FORCE
from santorini._core.gods.hero cimport unspent, hero_defaults, mortal_turns_then_power
from santorini._core.position cimport Position, side_at, shift_worker
from santorini._core.turn cimport Turn, step, once_flag, name_order, step_kind, step_square, STEP_FORCE, STEP_TO

SFEN_STATES = {"used": STATE_SPENT}
EVAL_WEIGHTS = (("unspent", 40),)

cdef Bitboard CORNERS = (1 << 0) | (1 << 4) | (1 << 20) | (1 << 24)


cdef void turns_after(Gen* g, const Position* q, Turn prefix, int k) noexcept nogil:
    """His ordinary turns on q, the position after the relocations (steps 0..k-1 of prefix)."""
    cdef Gen sub = g[0]
    cdef Bitboard workers = g.movers
    sub.p = q
    sub.opp = q.occ & ~g.own
    if g.lim.guard_sides:
        guard_moved(&sub.lim, guards_of(q, &g.lim))     # Limus' workers may have been moved
    while workers:
        gen_moves_from(&sub, lsb(workers), prefix, k, 0)
        workers &= workers - 1
    g.n = sub.n
    g.cut = g.cut or sub.cut


cdef inline void relocate(Position* q, const Position* p, int victim, int corner) noexcept nogil:
    memcpy(q, p, sizeof(Position))
    shift_worker(q, victim, corner, side_at(p, victim))


cdef void second_relocations(Gen* g, const Position* one, int v1, int c1, Bitboard others, Turn t1) noexcept nogil:
    """The turns that also send one of `others` to a corner after v1 went to c1 (`one`)."""
    cdef const Position* p = g.p
    cdef Position two
    cdef int v2, c2
    cdef bint alike
    cdef Bitboard c2s
    while others:
        v2 = lsb(others)
        others &= others - 1
        # Two workers of one side and kind end up the same whichever goes where.
        alike = side_at(p, v1) == side_at(p, v2) and ((p.female >> v1) & 1) == ((p.female >> v2) & 1)
        # The corner the first one left (it stood on one) is open to the second.
        c2s = CORNERS & ~one.occ & ~one.dome
        while c2s:
            c2 = lsb(c2s)
            c2s &= c2s - 1
            if not g.spellings:
                if c2 == v1:
                    # Only this order can be played; alike, it is v2 alone onto c1.
                    if alike:
                        continue
                elif name_order(v2) < name_order(v1) or (alike and name_order(c2) < name_order(c1)):
                    continue    # workers in ASCII order; alike ones' corners too
            relocate(&two, one, v2, c2)
            turns_after(g, &two, t1 | step(2, STEP_FORCE, v2) | step(3, STEP_TO, c2), 4)


cdef void gen(Gen* g) noexcept nogil:
    if not mortal_turns_then_power(g):
        return
    cdef const Position* p = g.p
    cdef Bitboard victims = g.opp & neighbours_of(g.own)
    cdef Bitboard corners = CORNERS & ~p.occ & ~p.dome
    cdef Bitboard firsts = victims, c1s
    cdef Position one
    cdef int v1, c1
    cdef Turn t1
    while firsts:
        v1 = lsb(firsts)
        firsts &= firsts - 1
        c1s = corners
        while c1s:
            c1 = lsb(c1s)
            c1s &= c1s - 1
            relocate(&one, p, v1, c1)
            t1 = once_flag() | step(0, STEP_FORCE, v1) | step(1, STEP_TO, c1)
            turns_after(g, &one, t1, 2)
            second_relocations(g, &one, v1, c1, victims & ~square_bb(v1), t1)


cdef void spell(const Position* p, const Turn* turns, int n, Spelling* out) noexcept nogil:
    """The ordinary spelling with each relocation's corner written after its worker."""
    cdef Spelling plain
    cdef int i, j, step_i
    for i in range(n):
        spell_steps(turns[i], &plain)
        out[i].start = plain.start
        out[i].n = 0
        step_i = 0
        for j in range(plain.n):
            spell_add(&out[i], plain.kind[j], plain.square[j], plain.dome[j])
            if plain.kind[j] != SPELL_FORCE:
                continue
            # The TO step after this force (the core's steps list each force, then its landing).
            while step_kind(turns[i], step_i) != STEP_TO:
                step_i += 1
            spell_add(&out[i], SPELL_FORCE, step_square(turns[i], step_i), False)
            step_i += 1


cdef Bitboard win_squares(const Position* p, int seat, const Limits* lim) noexcept nogil:
    cdef Bitboard workers = seat_workers(p, seat)
    cdef Bitboard opp = seat_opponents(p, seat)
    cdef Bitboard movable
    cdef Position q
    if not unspent(p, seat) or not CORNERS & ~p.occ & ~p.dome:
        return win_moves(p, workers, opp, lim, 0)
    # Any opposing worker next to his may first be sent to a free corner: the
    # squares they stand on are open to his climbs.
    movable = opp & neighbours_of(workers)
    memcpy(&q, p, sizeof(Position))
    q.occ &= ~movable
    return win_moves(&q, workers, opp & ~movable, lim, 0)


cdef void install(God* g) noexcept nogil:
    hero_defaults(g)
    g.gen = gen
    g.spell = spell
    g.win_squares = win_squares
