"""Kept for ``import santorini.analysis``: the code lives in :mod:`santorini.engine.analysis`."""

from santorini.engine.analysis import *  # noqa: F403 - the alias re-exports every public name
from santorini.engine.analysis import __all__  # noqa: F401
