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

from santorini._core.nnue import INPUTS, MAX_HIDDEN, SCALE, WEIGHT_RANGES, NnueNetwork
from santorini.tools.train import SCOPES, Network, quantise

__all__ = ["NetworkError", "NnueNetwork", "core_network", "default_network", "default_trained_network",
           "load_network"]


class NetworkError(ValueError):
    """A network file that cannot be read, or weights the core cannot hold."""


#: The largest magnitude of each weight the core holds (its WEIGHT_RANGES), in the trainer's
#: float units: checked before the weights are cast to integers, which would wrap.
_LIMITS = {name: high / (SCALE**2 if name == "b2" else SCALE) for name, (_, high) in WEIGHT_RANGES.items()}


def core_network(net: Network) -> NnueNetwork:
    """The core's integer network for a trained one; NetworkError if it does not fit."""
    parts = {"w1": np.asarray(net.w1), "b1": np.asarray(net.b1), "w2": np.asarray(net.w2), "b2": np.asarray(net.b2)}
    for name, part in parts.items():
        if not (np.issubdtype(part.dtype, np.floating) or np.issubdtype(part.dtype, np.integer)):
            raise NetworkError(f"{name} holds {part.dtype} numbers, not real ones")
    w1 = parts["w1"]
    if w1.ndim != 2 or w1.shape[0] != INPUTS or not 1 <= w1.shape[1] <= MAX_HIDDEN:
        raise NetworkError(f"w1 of shape {w1.shape}: the core takes {INPUTS} inputs and 1..{MAX_HIDDEN} hidden units")
    hidden = w1.shape[1]
    for name, shape in (("b1", (hidden,)), ("w2", (hidden,)), ("b2", ())):
        if parts[name].shape != shape and not (name == "b2" and parts[name].size == 1):
            raise NetworkError(f"{name} of shape {parts[name].shape} does not fit {hidden} hidden units")
    for name, part in parts.items():
        values = part.astype(np.float64)
        if not np.all(np.isfinite(values)):
            raise NetworkError(f"{name} has weights that are not finite")
        if np.any(np.abs(values) > _LIMITS[name]):
            raise NetworkError(f"{name} has a weight beyond the core's range (+-{_LIMITS[name]:g})")
    floats = Network(w1.astype(np.float64), parts["b1"].astype(np.float64), parts["w2"].astype(np.float64),
                     float(parts["b2"].reshape(())))
    if net.scope not in SCOPES:
        raise NetworkError(f"scope {net.scope!r}: the core knows {', '.join(SCOPES)}")
    q1, qb1, q2, qb2 = quantise(floats)
    try:
        return NnueNetwork(q1.tolist(), qb1.tolist(), q2.tolist(), qb2, base_only=net.scope == "base")
    except ValueError as error:     # a rounding at the very edge of a range
        raise NetworkError(str(error)) from None


def load_network(path: str | Path) -> NnueNetwork:
    """The core's network for the trained network in the file ``path`` (an ``.npz`` of
    ``w1``, ``b1``, ``w2``, ``b2`` and the ``scope`` it was trained for, as ``santorini
    train`` writes it; a file without a scope is for every game)."""
    try:
        with np.load(str(path), allow_pickle=False) as data:
            scope = str(data["scope"]) if "scope" in data else "all"
            net = Network(data["w1"], data["b1"], data["w2"], data["b2"], scope=scope)
    except (OSError, KeyError, ValueError, TypeError, AttributeError, zipfile.BadZipFile) as error:
        raise NetworkError(f"cannot read network {path}: {error}") from None
    try:
        return core_network(net)
    except NetworkError as error:
        raise NetworkError(f"network {path}: {error}") from None


def _shipped_file():
    return resources.as_file(resources.files("santorini.engine").joinpath("network.npz"))


def default_network() -> NnueNetwork:
    """The network shipped in the package (``network.npz``, docs/nnue.md says how it was made)."""
    with _shipped_file() as path:
        return load_network(path)


def default_trained_network() -> Network:
    """The shipped network as the trainer holds it (float weights), to fine-tune from."""
    with _shipped_file() as path:
        return Network.load(str(path))
