"""The searching engine from Python: :mod:`~santorini.engine.analysis` (Engine, analyse,
limits and scores over the native search), :mod:`~santorini.engine.bench` (the fixed
benchmark whose node count signs the search) and :mod:`~santorini.engine.players`
(simple opponents and the engine behind one ``choose(board)`` interface).
"""
