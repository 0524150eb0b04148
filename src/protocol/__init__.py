"""USP, the Universal Santorini Protocol (``docs/usp.md``; "protocol §n" cites its sections).

The engine side, one concern per module: :mod:`~santorini.protocol.server` (the I/O loop,
the worker threads, the commands; ``santorini-engine`` and ``python -m santorini.protocol``),
:mod:`~santorini.protocol.position` (the ``position`` command and the game it sets up),
:mod:`~santorini.protocol.go` (the ``go`` command and its ``info`` lines),
:mod:`~santorini.protocol.options` (``setoption``), :mod:`~santorini.protocol.capabilities`
(what the engine plays) and :mod:`~santorini.protocol.syntax` (errors and shared syntax).
The other side, driving any USP engine from Python, is :mod:`~santorini.protocol.client`.
"""
