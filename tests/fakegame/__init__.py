"""A tiny third game that lives only in the tests: Two-Card Bluff.

It proves that a game plugs into the bot with its own packages and one registry line: its
engine (:mod:`tests.fakegame.rules`), its messages (:mod:`tests.fakegame.text`) and its
Discord face and spec (:mod:`tests.fakegame.cog`).
"""
