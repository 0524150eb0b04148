"""``santorini.analysis``: searching positions (:mod:`santorini.engine.analysis`) and
reviewing games (:mod:`santorini.engine.review`) under one name."""

from santorini.engine.analysis import *  # noqa: F403 - the alias re-exports every public name
from santorini.engine.analysis import __all__ as _search_names
from santorini.engine.review import GameReview, TurnReview, review, win_probability

__all__ = [*_search_names, "GameReview", "TurnReview", "review", "win_probability"]
