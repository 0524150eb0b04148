# Harpies: after each move of an opponent's worker that does not win, the worker
# slides on in the move's direction while the next square is empty and not
# higher (genkit.slide_on); the rest of the turn goes on from where it stops.
# A restriction of every opposing seat (Limits.slides) that each generator
# honours, so a slide is made where the move is: the turn writes it as a
# DISPLACE of the mover (turn.pxd), which tokens leave out (`b2-c3^e4` for a
# worker that moved to c3 and slid on to e5).  Forces never slide, and neither
# do her own side's workers, whoever moves them (a Dionysus extra turn takes the
# limits of the moved worker's seat).
from santorini._core.god cimport God, Limits, god_defaults
from santorini._core.position cimport Position


cdef void restrict_opponent(const Position* p, int owner, int seat, Limits* lim) noexcept nogil:
    lim.slides = True
    lim.slide_seats |= 1 << owner


cdef void install(God* g) noexcept nogil:
    god_defaults(g)
    g.restrict_opponent = restrict_opponent
