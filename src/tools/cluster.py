"""Where work runs: a local process pool, or Ray tasks on a cluster, behind one interface.

:func:`make_executor` gives an :class:`Executor`: ``map_unordered(fn, items)`` runs
``fn(item)`` for every item and yields the results as they complete (in no set order),
``close()`` frees the workers.  Without a Ray address the work runs in a local pool of
spawned processes; with one it runs as Ray tasks (``"local"`` starts a Ray head of its
own on 127.0.0.1; any other address joins that cluster, ``docs/cluster.md``).

Items are handed out lazily, at most ``jobs`` in flight: an item is taken from ``items``
only when a slot frees, so a caller that stops producing items (an SPRT that decided)
stops the work without cancelling anything.  A worker that dies (killed, out of memory,
its node lost) loses no result: its tasks run again, up to ``max_retries`` times each;
an exception raised by ``fn`` itself is not retried (the same item would raise again)
and propagates.  ``fn`` and the items must pickle (a function of a module, plain data).

>>> with make_executor(None, jobs=1) as executor:
...     sorted(executor.map_unordered(abs, [-2, 1, -3]))
[1, 2, 3]
"""

from __future__ import annotations

import os
import socket
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from multiprocessing import get_context
from typing import Any, TypeVar

__all__ = ["ClusterError", "Executor", "LocalExecutor", "RayExecutor", "WorkerLostError", "make_executor"]

T = TypeVar("T")
R = TypeVar("R")

#: How often a task whose worker died runs again before the job fails.
MAX_RETRIES = 3

_END: Any = object()  # the end of the items (None may be an item)


class ClusterError(ValueError):
    """Work that cannot be placed: Ray is not installed, a bad address or number of jobs."""


class WorkerLostError(ClusterError):
    """A task whose worker died more often than the retries allow."""


class Executor(ABC):
    """Runs a function over items on some workers; use it as a context manager."""

    jobs: int

    @abstractmethod
    def map_unordered(self, fn: Callable[[T], R], items: Iterable[T]) -> Iterator[R]:
        """``fn(item)`` for every item, yielded as each completes."""

    @abstractmethod
    def close(self) -> None:
        """Free the workers."""

    def __enter__(self) -> Executor:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class LocalExecutor(Executor):
    """A pool of ``jobs`` spawned processes (spawn: no state of the parent leaks into a task)."""

    def __init__(self, jobs: int, max_retries: int = MAX_RETRIES) -> None:
        self.jobs = jobs
        self.max_retries = max_retries
        self._pool = self._new_pool()

    def _new_pool(self) -> ProcessPoolExecutor:
        return ProcessPoolExecutor(self.jobs, mp_context=get_context("spawn"))

    def map_unordered(self, fn: Callable[[T], R], items: Iterable[T]) -> Iterator[R]:
        source = iter(items)
        running: dict[Future, tuple[T, int]] = {}  # future -> (item, times it ran before)
        retry: list[tuple[T, int]] = []

        def fill() -> None:
            while len(running) < self.jobs:
                if retry:
                    item, runs = retry.pop(0)
                    if runs > self.max_retries:
                        raise WorkerLostError(f"a worker process died {runs} times running the same task")
                else:
                    item, runs = next(source, _END), 0
                    if item is _END:
                        return
                try:
                    future = self._pool.submit(fn, item)
                except BrokenProcessPool:  # a worker died since the last look: a new pool
                    self._pool.shutdown(wait=False, cancel_futures=True)
                    self._pool = self._new_pool()
                    future = self._pool.submit(fn, item)
                running[future] = (item, runs)

        try:
            fill()
            while running:
                done, _ = wait(running, return_when=FIRST_COMPLETED)
                for future in done:
                    item, runs = running.pop(future)
                    try:
                        result = future.result()
                    except BrokenProcessPool:
                        # A worker died, and with it the pool: which task it ran is unknown,
                        # so every task of that pool runs again (each comes back broken).
                        retry.append((item, runs + 1))
                        continue
                    yield result
                fill()
        finally:
            for future in running:
                future.cancel()

    def close(self) -> None:
        self._pool.shutdown(wait=True, cancel_futures=True)


class RayExecutor(Executor):
    """Ray tasks, at most ``jobs`` in flight (default: every CPU of the cluster).

    Joins the Ray session this process already has, if any (and leaves it running on
    :meth:`close`); else starts a local head (``"local"``) or connects to ``address``.
    """

    def __init__(self, address: str, jobs: int | None = None, max_retries: int = MAX_RETRIES) -> None:
        ray = _import_ray()
        self._ray = ray
        self._owner = not ray.is_initialized()
        if self._owner:
            try:
                if address == "local":
                    # A head of its own, on the loopback address: nothing is exposed to the network.
                    ray.init(address="local", num_cpus=jobs, include_dashboard=False,
                             _node_ip_address="127.0.0.1", logging_level="warning")
                else:
                    _check_reachable(address)
                    ray.init(address=address, logging_level="warning")
            except ConnectionError as error:
                raise ClusterError(f"--ray {address}: cannot connect to the Ray cluster ({error})") from None
        self.jobs = jobs or max(int(ray.cluster_resources().get("CPU", 1)), 1)
        self.max_retries = max_retries

    def map_unordered(self, fn: Callable[[T], R], items: Iterable[T]) -> Iterator[R]:
        ray = self._ray
        # max_retries re-runs a task whose worker process or node died; an exception of
        # fn itself is deterministic, so it is not retried.
        task = ray.remote(fn).options(num_cpus=1, max_retries=self.max_retries, retry_exceptions=False)
        source = iter(items)
        running: list[Any] = []

        def refill() -> None:
            while len(running) < self.jobs:
                item = next(source, _END)
                if item is _END:
                    return
                running.append(task.remote(item))

        try:
            refill()
            while running:
                done, rest = ray.wait(running, num_returns=1)
                running[:] = rest
                for ref in done:
                    try:
                        result = ray.get(ref)
                    except ray.exceptions.WorkerCrashedError as error:
                        raise WorkerLostError(f"a Ray worker died more than {self.max_retries} times "
                                              f"running the same task ({error})") from None
                    except ray.exceptions.RayTaskError as error:
                        raise error.as_instanceof_cause() from None
                    yield result
                    refill()
        finally:
            for ref in running:
                ray.cancel(ref)

    def close(self) -> None:
        if self._owner and self._ray.is_initialized():
            self._ray.shutdown()


def make_executor(ray_address: str | None, jobs: int | None = None, max_retries: int = MAX_RETRIES) -> Executor:
    """A local process pool (``ray_address`` None) or Ray tasks; ``jobs`` tasks at most at
    once (default: the machine's or the cluster's CPUs).

    >>> make_executor(None, jobs=0)
    Traceback (most recent call last):
    ...
    santorini.tools.cluster.ClusterError: jobs must be a whole number >= 1, not 0
    """
    if jobs is not None and (isinstance(jobs, bool) or not isinstance(jobs, int) or jobs < 1):
        raise ClusterError(f"jobs must be a whole number >= 1, not {jobs!r}")
    if ray_address is None:
        return LocalExecutor(jobs or os.cpu_count() or 1, max_retries)
    if not ray_address.strip():
        raise ClusterError("the Ray address is empty (give HOST:PORT, or local)")
    return RayExecutor(ray_address, jobs, max_retries)


def _check_reachable(address: str, timeout: float = 5.0) -> None:
    """ClusterError unless a HOST:PORT address answers: Ray itself waits minutes for a head
    that is not there."""
    host, _, port = address.rpartition(":")
    if not host or not port.isdigit() or "/" in address:
        return  # ray://..., auto and other forms are Ray's to read
    try:
        socket.create_connection((host.strip("[]"), int(port)), timeout=timeout).close()
    except OSError as error:
        raise ClusterError(f"--ray {address}: no Ray head answers there ({error.strerror or error})") from None


def _import_ray() -> Any:
    try:
        import ray
    except ImportError as error:
        raise ClusterError("--ray needs Ray: pip install 'santorini-engine[cluster]' "
                           f"on this machine and on every node of the cluster ({error})") from None
    return ray

