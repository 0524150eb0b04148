"""Kept for ``import santorini.client``: the code lives in :mod:`santorini.protocol.client`."""

from santorini.protocol.client import *  # noqa: F403 - the alias re-exports every public name
from santorini.protocol.client import __all__  # noqa: F401
