"""When a search on the clock starts another depth: sooner when the best turn has held
for depths, later when it just changed or the score fell.

The clock gives a soft budget (what a move should take on average) and a hard one (the
core stops there).  A new depth costs several times the last one, so by default no depth
starts past 60% of the soft budget.  That share is scaled by what the last depths said:

- the best turn unchanged for ``STABLE_DEPTHS`` depths or more: ``STABLE_SCALE`` (an
  answer that several depths agree on rarely changes with one more);
- the best turn changed at this depth: ``CHANGED_SCALE`` (the search is between two
  turns: another depth settles it more often than not);
- the score fell from the previous depth: up to ``FALLING_SCALE`` (1 + its fall in
  centi-levels / ``FALL_PER_SCALE``): a turn that looked fine is found wanting, and
  the time is worth spending before it costs the game.

>>> tm = TimeManager()
>>> for depth, turn, cp in [(1, "a", 10), (2, "a", 12), (3, "a", 11), (4, "a", 12)]:
...     tm.update(depth, turn, cp)
>>> tm.share()
0.36
>>> tm.update(5, "b", -40)
>>> tm.share()
1.26
"""

from __future__ import annotations

BASE_SHARE = 0.6        # of the soft budget, past which no depth starts
STABLE_DEPTHS = 4
STABLE_SCALE = 0.6
CHANGED_SCALE = 1.4
FALL_PER_SCALE = 100    # centi-levels of fall that add 1 to the scale
FALLING_SCALE = 1.5
MIN_DEPTH = 4           # the first depths change their mind too often to read anything in it

__all__ = ["TimeManager"]


class TimeManager:
    """Reads each completed depth's best turn and score (centi-levels, None when forced)."""

    def __init__(self) -> None:
        self.depth = 0
        self.best: str | None = None
        self.stable = 0          # depths the best turn has held, this one included
        self.fall = 0            # centi-levels the score fell at the last depth (0 if it rose)
        self.cp: int | None = None

    def update(self, depth: int, best: str, cp: int | None) -> None:
        """Record a completed depth."""
        self.stable = self.stable + 1 if best == self.best else 1
        self.fall = max(self.cp - cp, 0) if cp is not None and self.cp is not None else 0
        self.cp = cp
        self.best = best
        self.depth = depth

    def share(self) -> float:
        """The share of the soft budget past which no new depth starts."""
        scale = 1.0
        if self.depth >= MIN_DEPTH:
            if self.stable >= STABLE_DEPTHS:
                scale *= STABLE_SCALE
            elif self.stable == 1:
                scale *= CHANGED_SCALE
            scale *= min(1 + self.fall / FALL_PER_SCALE, FALLING_SCALE)
        return round(BASE_SHARE * scale, 6)

    def should_stop(self, elapsed_ms: float, soft_ms: float) -> bool:
        """No new depth after elapsed_ms, on a soft budget of soft_ms."""
        return elapsed_ms >= soft_ms * self.share()
