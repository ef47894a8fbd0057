"""Combat pictures: the public board and a player's hand (spec sections 2, 8 and 10).

Every function is pure: the same view and voice give the same PNG bytes, and every word comes
from the voice's catalog (``combat.picture.*`` and the shared card, type, kind and verb
names of ``bot/text/combat/en_picture.py``).
"""

from bot.render.combat.hand import render_hand
from bot.render.combat.public import render_board

__all__ = ["render_board", "render_hand"]
