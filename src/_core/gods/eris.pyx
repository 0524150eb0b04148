# Eris: instead of her turn she may take an alternative turn, an ordinary move and build
# with one opponent worker (gods/borrowed.pxd) that the opponent did not move most
# recently.  She remembers, for each opponent (a side; a seat when each player has his
# own pair), the workers its last turn that moved any of its own workers moved: several
# if it moved several (Hermes, Castor & Pollux).  The mark follows a worker that a power
# forces on and goes with a worker that leaves the game.  Revised text: a climb in the
# alternative turn wins nobody (the gods' conditions are judged after it as after any
# turn); original text (`Rulings revised-text`): nobody wins or loses during it, the
# conditions wait for the next turn.  Her state word is the marked workers' squares, and
# TRUCE after such a turn until the next (God.truce: a position read then is not judged);
# SFEN `eris[b2,d4]`, in ASCII order, `eris[b2,truce]`.  A seat with no worker left has no
# turn, the alternative one neither.  Her opponents' turns that leave one board but move
# different workers mark differently, so they are listed apart (Limits.movers_told: Atalanta's
# walks and Triton's runs back home, the two pairings of Nemesis' trade, Hydra's move and
# new head trading squares, Hermes' walks back home or crossing; a walk that moves just the
# workers marked now, back home, is the build alone: Limits.marked).  The mark is a fact of
# play, each seat's own (GOD_STATE_PER_SEAT): a Circe facing her keeps hers of Eris' workers
# all game, held or not (her card watches for Circe's seat too: god.watcher_of).
from itertools import combinations

from santorini._core.bitboard cimport Bitboard, lsb, square_bb
from santorini._core.genkit cimport gen_plain, seat_workers
from santorini._core.god cimport God, Gen, Limits, god_defaults, GOD_STATE_PER_SEAT
from santorini._core.gods.borrowed cimport borrowed_turns, NO_MOVE_WINS, NO_CLIMB_WINS
from santorini._core.movegen cimport follow
from santorini._core.position cimport Position, TurnFacts, MAX_WORKERS, RULE_ORIGINAL_TEXT, pos_change_state
from santorini._core.turn cimport truce_flag, turn_truce

from santorini.notation.squares import SQUARE_NAMES

#: Most workers marked at once: two per opponent seat (a Pantheon team's two players).
cdef enum:
    MOST_MARKED = 4
    MARK_MASK = 0x1FFFFFF
    TRUCE = 1 << 25


def _sfen_states():
    """Every state text: up to four marked squares in ASCII order of their names, then
    `truce` after her alternative turn under the original text."""
    ordered = sorted(range(25), key=lambda sq: SQUARE_NAMES[sq])
    states = {}
    for n in range(MOST_MARKED + 1):
        for squares in combinations(ordered, n):
            names = [SQUARE_NAMES[sq] for sq in squares]
            word = sum(1 << sq for sq in squares)
            if names:
                states[",".join(names)] = word
            states[",".join(names + ["truce"])] = word | TRUCE
    return states


SFEN_STATES = _sfen_states()

#: The state names squares: a symmetry of the board maps it too.
GEOMETRY_BITS = 0xFFFFFFFF


cdef void gen(Gen* g) noexcept nogil:
    gen_plain(g)
    if not seat_workers(g.p, g.seat):
        return
    cdef Bitboard usable = g.opp & ~(<Bitboard>g.p.god_state[g.seat] & MARK_MASK)
    if g.p.rulings & RULE_ORIGINAL_TEXT:
        borrowed_turns(g, usable, NO_MOVE_WINS, truce_flag())
    else:
        borrowed_turns(g, usable, NO_CLIMB_WINS, 0)


cdef void observe(Position* p, int owner, int actor, const TurnFacts* facts) noexcept nogil:
    cdef Bitboard marked = p.god_state[owner] & MARK_MASK, kept = 0, theirs
    cdef int squares[MAX_WORKERS]
    cdef int n = 0, i
    cdef unsigned int state
    if facts == NULL:
        return          # a position set up from outside: the mark is as written
    if p.resume and not facts.moved:
        return          # a turn between turns that moves nobody (Gaea's placement, Tyche's draw)
                        # is part of the turn before it: the marks and the truce stay; Tyche's
                        # extra turn, also between turns, is an ordinary turn of hers
    while marked and n < MAX_WORKERS:
        squares[n] = lsb(marked)
        marked &= marked - 1
        n += 1
    follow(facts.turn, squares, n)
    for i in range(n):
        if squares[i] >= 0:
            kept |= square_bb(squares[i])
    kept &= p.occ & ~p.side_bb[p.seat_side[owner]]     # gone with a worker a power took out
    if p.seat_side[actor] != p.seat_side[owner]:
        theirs = seat_workers(p, actor)
        if facts.moved & theirs:
            kept = (kept & ~theirs) | (facts.moved & theirs)
    state = <unsigned int>kept | (TRUCE if actor == owner and turn_truce(facts.turn) else 0)
    if state != p.god_state[owner]:
        pos_change_state(p, owner, state)


cdef void restrict_opponent(const Position* p, int owner, int seat, Limits* lim) noexcept nogil:
    lim.movers_told = True
    lim.marked |= <Bitboard>p.god_state[owner] & MARK_MASK & seat_workers(p, seat)


cdef bint truce(const Position* p, int seat) noexcept nogil:
    return (p.god_state[seat] & TRUCE) != 0


cdef bint state_fits(const Position* p, int seat) noexcept nogil:
    return not (<Bitboard>p.god_state[seat] & MARK_MASK & ~(p.occ & ~p.side_bb[p.seat_side[seat]]))


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.gen = gen
    g.count = NULL          # her alternative turns are listed, not counted
    g.flags = GOD_STATE_PER_SEAT
    g.observe = observe
    g.restrict_opponent = restrict_opponent
    g.state_fits = state_fits
    g.truce = truce
