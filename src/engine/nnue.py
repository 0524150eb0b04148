"""The learned evaluation for the search (docs/nnue.md): a network ``santorini train`` wrote,
made into the core's integer network.

The file is the trainer's ``.npz``; its weights are quantised the trainer's way
(:func:`santorini.tools.train.quantise`), so the core computes exactly the integer network
the trainer's :func:`~santorini.tools.train.quantised_logit` does.

>>> load_network("/nowhere/network.npz")
Traceback (most recent call last):
...
santorini.engine.nnue.NetworkError: cannot read network /nowhere/network.npz: ...
"""

from __future__ import annotations

import zipfile
from importlib import resources
from pathlib import Path

import numpy as np

from santorini._core.nnue import INPUTS, MAX_HIDDEN, NnueNetwork
from santorini.tools.train import Network, quantise

__all__ = ["NetworkError", "NnueNetwork", "core_network", "default_network", "load_network"]


class NetworkError(ValueError):
    """A network file that cannot be read, or weights the core cannot hold."""


def core_network(net: Network) -> NnueNetwork:
    """The core's integer network for a trained one; NetworkError if it does not fit."""
    w1, b1, w2, b2 = quantise(net)
    if w1.ndim != 2 or w1.shape[0] != INPUTS or not 1 <= w1.shape[1] <= MAX_HIDDEN:
        raise NetworkError(f"a network of shape {w1.shape}: the core takes {INPUTS} inputs and 1..{MAX_HIDDEN} "
                           "hidden units")
    try:
        return NnueNetwork(w1.tolist(), b1.tolist(), w2.tolist(), b2)
    except ValueError as error:
        raise NetworkError(str(error)) from None


def load_network(path: str | Path) -> NnueNetwork:
    """The core's network for the trained network in the file ``path``."""
    try:
        net = Network.load(str(path))
    except (OSError, KeyError, ValueError, zipfile.BadZipFile) as error:
        raise NetworkError(f"cannot read network {path}: {error}") from None
    if not all(np.all(np.isfinite(part)) for part in (net.w1, net.b1, net.w2, np.array(net.b2))):
        raise NetworkError(f"network {path} has weights that are not finite")
    return core_network(net)


def default_network() -> NnueNetwork:
    """The network shipped in the package (``network.npz``, docs/nnue.md says how it was made)."""
    with resources.as_file(resources.files("santorini.engine").joinpath("network.npz")) as path:
        return load_network(path)
