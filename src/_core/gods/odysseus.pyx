# Odysseus (hero): once a game, at the start of his turn, he forces any number of
# opposing workers that neighbour his workers onto empty corners (any height, no
# win); then his ordinary turn.  Written after the moving worker's square, each as
# `>worker>corner`, workers in ASCII order (`c3>d4>e5-c4^c5`).  Until then his turns
# are a mortal's and those (docs/heroes.md).  SFEN: `odysseus[used]` once spent.
# Sending two alike workers to two corners either way round gives one board, listed
# once; but Adonis' binding of his worker to one of theirs (Limits.bound_to) asks where
# that one went: when the binding binds (a mortal turn of his keeps it: no power compels
# a hero to spend his), the way round written later is listed too, and the binding's
# filter (movegen.keep_bound) keeps whichever way round keeps it.
from libc.stdint cimport uint64_t
from libc.string cimport memcpy

from santorini._core.bitboard cimport Bitboard, lsb, popcount, square_bb, neighbours_of
from santorini._core.genkit cimport (
    gen_moves_from, guard_moved, guards_of, win_moves, seat_workers, seat_opponents,
)
from santorini._core.god cimport God, Gen, Limits, Spelling, spell_steps, spell_add, STATE_SPENT, SPELL_FORCE
from santorini._core.movegen cimport bound_kept
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
    if g.lim.guard_seats:
        guard_moved(&sub.lim, guards_of(q, &g.lim))     # Limus' workers may have been moved
    while workers:
        gen_moves_from(&sub, lsb(workers), prefix, k, 0)
        workers &= workers - 1
    g.n = sub.n
    g.cut = g.cut or sub.cut


cdef inline void relocate(Position* q, const Position* p, int victim, int corner) noexcept nogil:
    memcpy(q, p, sizeof(Position))
    shift_worker(q, victim, corner, side_at(p, victim))


cdef enum:
    MOST_SENT = 3           # opposing workers next to his: two players, three at most (Graeae, Jason)
    MOST_SETS = 256         # relocation sequences of up to three workers onto four corners

# One sequence of relocations: the position's key after it, where the worker Adonis' binding
# follows ends (-1: none followed), and its (worker, corner) squares.
ctypedef struct Sending:
    uint64_t key
    int partner
    int n
    int squares[2 * MOST_SENT]


cdef bint written_before(const int* a, int na, const int* b, int nb) noexcept nogil:
    """Is sequence a written before b: fewer relocations, then the ASCII-smaller squares?"""
    cdef int i
    if na != nb:
        return na < nb
    for i in range(2 * na):
        if a[i] != b[i]:
            return name_order(a[i]) < name_order(b[i])
    return False


cdef void collect(const Position* q, Bitboard victims, int* squares, int n, int partner, Sending* found,
                  int* count, bint spellings) noexcept nogil:
    """Every sequence that goes on from squares[:2n] (position q, the followed worker on
    partner) with one more of the victims sent to a free corner; one per outcome and end of
    the followed worker, the one written first, unless spellings asks for all."""
    cdef Position next_
    cdef Bitboard each = victims, corners
    cdef int v, c, i, follows
    while each:
        v = lsb(each)
        each &= each - 1
        corners = CORNERS & ~q.occ & ~q.dome
        while corners:
            c = lsb(corners)
            corners &= corners - 1
            relocate(&next_, q, v, c)
            squares[2 * n] = v
            squares[2 * n + 1] = c
            follows = c if v == partner else partner
            i = 0
            if not spellings:
                while i < count[0] and (found[i].key != next_.key or found[i].partner != follows):
                    i += 1
            else:
                i = count[0]
            if i == count[0]:
                if count[0] == MOST_SETS:
                    return
                count[0] += 1
                found[i].n = 0
            if found[i].n == 0 or written_before(squares, n + 1, found[i].squares, found[i].n):
                found[i].key = next_.key
                found[i].partner = follows
                found[i].n = n + 1
                memcpy(found[i].squares, squares, 2 * (n + 1) * sizeof(int))
            if n + 1 < MOST_SENT:
                collect(&next_, victims & ~square_bb(v), squares, n + 1, follows, found, count, spellings)


cdef void gen(Gen* g) noexcept nogil:
    cdef int mortal = g.n
    if not mortal_turns_then_power(g):
        return
    cdef const Position* p = g.p
    cdef Sending found[MOST_SETS]
    cdef int squares[2 * MOST_SENT]
    cdef int count = 0, i, j
    cdef Position q, next_
    cdef Turn t
    # The worker Adonis' binding ties one of his to (revised text: one; the original
    # text's any of Adonis' workers needs none told apart).
    cdef int partner = lsb(g.lim.bound_to) if g.lim.bound and popcount(g.lim.bound_to) == 1 else -1
    cdef bint binds = partner >= 0 and g.out != NULL and not g.spellings and binding_kept(g, mortal)
    # Sending two workers of one side and kind to two corners either way, or one to the
    # corner the other left, can give one board: each board is relocated once, or once
    # for each end of the followed worker.
    collect(p, g.opp & neighbours_of(g.own), squares, 0, partner, found, &count, g.spellings)
    for i in range(count):
        memcpy(&q, p, sizeof(Position))
        t = once_flag()
        for j in range(found[i].n):
            relocate(&next_, &q, found[i].squares[2 * j], found[i].squares[2 * j + 1])
            memcpy(&q, &next_, sizeof(Position))
            t |= step(2 * j, STEP_FORCE, found[i].squares[2 * j]) | step(2 * j + 1, STEP_TO, found[i].squares[2 * j + 1])
        # The way round written later only while the binding binds: movegen.keep_bound then
        # keeps its turns that keep it, and the other way round's turns that do not are gone.
        if binds or partner < 0 or g.spellings or not written_later(found, count, i):
            turns_after(g, &q, t, 2 * found[i].n)


cdef bint binding_kept(const Gen* g, int first) noexcept nogil:
    """Does one of the turns listed from `first` (his mortal ones) keep Adonis' binding?"""
    cdef int i
    for i in range(first, min(g.n, g.cap)):
        if bound_kept(g.out[i], &g.lim):
            return True
    return False


cdef bint written_later(const Sending* found, int count, int i) noexcept nogil:
    """Is another sequence to the same board (the followed worker ending elsewhere) written first?"""
    cdef int j
    for j in range(count):
        if j != i and found[j].key == found[i].key and written_before(
                found[j].squares, found[j].n, found[i].squares, found[i].n):
            return True
    return False


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
