"""Programs built on the package: :mod:`~santorini.tools.cli` (the ``santorini`` command:
perft, analyse, bench, play, match) and :mod:`~santorini.tools.match` (engine-vs-engine
matches over USP with Elo and SPRT).
"""
