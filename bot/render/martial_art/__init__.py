"""Martial Art pictures: the public status board, a player's private board, one attack's roll.

Spec sections 2.2, 9 and 11 ("Rendering", "Dice"). Every function is pure: the same view (or
event) and voice give the same PNG bytes, and every word comes from the voice's catalog
(``martial_art.picture.*`` and the shared technique, fighter, token and zone names).
"""

from bot.render.martial_art.hand import render_hand
from bot.render.martial_art.public import render_board
from bot.render.martial_art.roll import render_roll

__all__ = ["render_board", "render_hand", "render_roll"]
