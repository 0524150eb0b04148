"""The rules as data: the god catalog (:mod:`santorini.rules.gods`: names, sets, player
counts, bans, rulings) and the god draft before placement (:mod:`santorini.rules.draft`).

The moves themselves are made by the native core and, independently, by the reference
oracle (:mod:`santorini.reference`); nothing here generates a turn.
"""
