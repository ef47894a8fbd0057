"""Brutal Ring pictures: the public arena, a player's private hand, one resolved fight.

Spec sections 1-4 and 6 (cards), 8 (hidden information) and 10 (Discord). Every function is
pure: the same view (or event) and voice give the same PNG bytes; every word comes from the
voice's catalog.
"""

from bot.render.brutal_ring.arena import render_arena
from bot.render.brutal_ring.combat import CombatLayout, combat_layout, render_combat
from bot.render.brutal_ring.hand import HandLayout, hand_layout, render_hand
from bot.render.brutal_ring.layout import ArenaLayout, CombatGeometry, arena_layout, drawn_tricks
from bot.render.brutal_ring.parts import (
    DEAD,
    ENGAGED_FILL,
    FREE_FILL,
    MARK,
    SMALL,
    TRICK_FILL,
    WIDTH,
    strip_box,
)

__all__ = ["DEAD", "ENGAGED_FILL", "FREE_FILL", "MARK", "SMALL", "TRICK_FILL", "WIDTH",
           "ArenaLayout", "CombatGeometry", "CombatLayout", "HandLayout", "arena_layout",
           "combat_layout", "drawn_tricks", "hand_layout", "render_arena", "render_combat",
           "render_hand", "strip_box"]
