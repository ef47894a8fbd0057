"""Kung-Fu Duel pictures: the fighters' boards, the comparison grid and a fighter's hand (spec
sections 8 and 10).

Every function is pure: the same view (or event) and voice give the same PNG bytes, and every
word comes from the voice's catalog (``kungfu_duel.picture.*`` and the shared card, kind,
component, status and character names of ``bot/text/kungfu_duel/en_picture.py``).
:func:`render_compared` draws a comparison from its event alone (a thread's event pictures).
"""

from bot.render.kungfu_duel.board import render_board
from bot.render.kungfu_duel.grid import render_compared, render_grid
from bot.render.kungfu_duel.hand import render_hand

__all__ = ["render_board", "render_compared", "render_grid", "render_hand"]
