# Heracles (hero): once a game, instead of his build after a move that did not win,
# both of his workers build any number of domes (none too), at any level, each on
# squares next to itself with no worker and no dome.  A turn lists every outcome, and
# the subsets of up to sixteen squares would be tens of thousands after each move, so
# the domes are played one at a time as extra turns (as Dionysus' are): the turn that
# spends the power is the move alone (`b2-c3`); then, play staying with him, each
# extra turn is one dome, written from the ASCII-first of his workers next to it
# (`c3^d4*`, the star below level 3), each on a square after the last in ASCII order,
# until he declines with `pass`.  Nobody wins during the extra turns.  A Limus that
# keeps low domes off (original text) keeps these off too.  His state word: STATE_SPENT,
# SPREE while the domes are being built, and the last dome's square + 1; SFEN
# `heracles[used]`, `heracles[domes]`, `heracles[domes,c3]` (docs/heroes.md).  The
# original text (the domes after the normal build) is not played (REVISED_ONLY).
from santorini._core.bitboard cimport Bitboard, lsb, neighbours, spread
from santorini._core.genkit cimport (
    emit, emit_builds, gen_moves_then, win_moves, count_plain, seat_workers, seat_opponents, squares_by_name,
)
from santorini._core.god cimport God, Gen, Limits, STATE_SPENT
from santorini._core.gods.domes cimport dome_step
from santorini._core.gods.hero cimport unspent, hero_defaults
from santorini._core.position cimport Position, TurnFacts, MAX_WORKERS, NO_WINNER, pos_change_state
from santorini._core.turn cimport (
    Turn, header, first_build, once_flag, turn_once, pass_turn, turn_bld, name_order,
)

from santorini.notation.squares import SQUARE_NAMES

cdef enum:
    SPREE = 1 << 29         # the domes are being built: his turns are extra turns
    LAST_MASK = 31          # the last dome's square + 1, 0 before the first

SFEN_STATES = {"used": STATE_SPENT, "domes": STATE_SPENT | SPREE,
               **{f"domes,{name}": STATE_SPENT | SPREE | (sq + 1) for sq, name in enumerate(SQUARE_NAMES)}}
EVAL_WEIGHTS = (("unspent", 40),)

#: The original text (the domes at the end of the turn, after the build) is not played.
REVISED_ONLY = True


cdef bint extra_turn(const Position* p, int seat) noexcept nogil:
    return (p.god_state[seat] & SPREE) != 0


cdef void builds_or_power(Gen* g, Turn t, int k, int src, int dst, Bitboard occ_after) noexcept nogil:
    emit_builds(g, t, k, dst, occ_after, True, 0)
    if unspent(g.p, g.seat):
        emit(g, t | once_flag())


cdef void domes(Gen* g) noexcept nogil:
    """One more dome next to one of his workers, after the last in ASCII order, or `pass`."""
    cdef const Position* p = g.p
    cdef Bitboard own = seat_workers(p, g.seat)
    # spread(own) holds his own squares too: occupied, so masked off with the others.
    cdef Bitboard open_ = spread(own) & ~p.occ & ~p.dome & (p.ge[3] | ~g.lim.no_low_dome)
    cdef int last = (p.god_state[g.seat] & LAST_MASK) - 1
    cdef int builders[MAX_WORKERS]
    cdef int sq, i, n
    emit(g, pass_turn())
    while open_:
        sq = lsb(open_)
        open_ &= open_ - 1
        if last >= 0 and name_order(sq) <= name_order(last):
            continue
        # The ASCII-first worker next to it writes the dome; any of them may be read.
        n = squares_by_name(own & neighbours(sq), builders)
        for i in range(n if g.spellings else 1):
            emit(g, header(builders[i], builders[i], 0) | first_build(sq) | dome_step(0, sq, p.height[sq] == 3))


cdef void gen(Gen* g) noexcept nogil:
    if g.p.god_state[g.seat] & SPREE:
        if not g.climb_only:
            domes(g)
    else:
        gen_moves_then(g, builds_or_power)


cdef long count(const Position* p, const Limits* lim) noexcept nogil:
    return count_plain(p, lim) if p.god_state[p.stm] == STATE_SPENT else -1


cdef Bitboard win_squares(const Position* p, int seat, const Limits* lim) noexcept nogil:
    if p.god_state[seat] & SPREE:
        return 0
    return win_moves(p, seat_workers(p, seat), seat_opponents(p, seat), lim, 0)


cdef void end_turn(Position* p, int seat, const TurnFacts* facts) noexcept nogil:
    cdef unsigned int state = p.god_state[seat]
    if p.winner != NO_WINNER or facts.collided >= 0:
        # The game is over, or a collision (Hecate's worker) ended his turn: no dome follows.
        state &= ~(SPREE | LAST_MASK)
    elif turn_once(facts.turn):
        state |= SPREE
    elif state & SPREE:
        if facts.turn == pass_turn():
            state &= ~(SPREE | LAST_MASK)
        else:
            state = (state & ~LAST_MASK) | (turn_bld(facts.turn) + 1)
    if state != p.god_state[seat]:
        pos_change_state(p, seat, state)


cdef bint state_fits(const Position* p, int seat) noexcept nogil:
    cdef int last = (p.god_state[seat] & LAST_MASK) - 1
    return last < 0 or (p.dome >> last) & 1


cdef void install(God* g) noexcept nogil:
    hero_defaults(g)
    g.gen = gen
    g.count = count
    g.win_squares = win_squares
    g.end_turn = end_turn
    g.extra_turn = extra_turn
    g.state_fits = state_fits
