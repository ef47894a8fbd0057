"""The hex arena (R10-R14, D1): 37 pointy-topped cells, each living fighter a token in its
seat (or team) colour with its seat label, an arrow for its facing in Black Belt (R63: White
Belt has none), the front cells of the fighter whose turn it is highlighted in Black Belt
(R13), and the defender of an attack in flight ringed in red.
"""

from __future__ import annotations

import math

from PIL import ImageDraw

from bot.render import kit
from bot.render.kit import Box
from bot.render.martial_art.parts import (
    CELL_EDGE,
    CELL_FILL,
    FRONT_FILL,
    HIT,
    SMALL,
    fighter_of,
    seat_colour,
)
from rules.kit import hexgrid
from rules.kit.hexgrid import Hex, Layout, Orientation
from rules.martial_art.state import Mode
from rules.martial_art.view import MAView

CELLS = hexgrid.arena()
SQRT3 = math.sqrt(3.0)
ACROSS = 2 * hexgrid.ARENA_RADIUS + 1
"""Cells across the widest row."""
TALL = 3 * hexgrid.ARENA_RADIUS + 2
"""The arena's height in cell sizes (pointy rows are 1.5 sizes apart, plus both tips)."""


def arena_layout(box: Box) -> Layout:
    """The biggest pointy layout of the arena centred in ``box``."""
    x0, y0, x1, y1 = box
    size = min((x1 - x0) / (ACROSS * SQRT3), (y1 - y0) / TALL)
    return Layout(Orientation.POINTY, size, ((x0 + x1) / 2, (y0 + y1) / 2))


def arena_height(width: int) -> int:
    """The height that fits the arena drawn ``width`` px wide."""
    return math.ceil(width / (ACROSS * SQRT3) * TALL)


def draw_arena(draw: ImageDraw.ImageDraw, view: MAView, box: Box) -> None:
    draw.rounded_rectangle(box, radius=12, fill=kit.PANEL)
    layout = arena_layout(kit.inset(box, 6))
    black = view.mode is Mode.BLACK
    turn = view.turn
    active = fighter_of(view, turn.player) if turn is not None else None
    front: set[Hex] = set()
    if black and active is not None and active.cell is not None and active.alive:
        front = set(hexgrid.front_cells(active.cell, active.facing))
    for h in CELLS:
        draw.polygon(layout.corners(h), fill=FRONT_FILL if h in front else CELL_FILL,
                     outline=CELL_EDGE, width=2)
    attack = turn.attack if turn is not None else None
    r = layout.size * 0.67
    living = [f for f in view.fighters if f.alive and f.cell is not None]
    if black:  # under every token: an arrow may point at a neighbour
        for f in living:
            assert f.cell is not None
            _arrow(draw, layout, f.cell, f.facing, r, seat_colour(view, f))
    for f in living:
        assert f.cell is not None
        cx, cy = layout.centre(f.cell)
        ring = None
        if attack is not None and f.player == attack.defender:
            ring = HIT
        elif attack is not None and f.player == attack.third:
            ring = kit.ORANGE
        elif active is not None and f.player == active.player:
            ring = kit.GOLD
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=seat_colour(view, f),
                     outline=ring or kit.INK, width=4 if ring else 2)
        # Regular weight: a bold seat label is wider than the token.
        draw.text((cx, cy), f.label, font=kit.font(SMALL), fill=kit.INK, anchor="mm")


def _arrow(draw: ImageDraw.ImageDraw, layout: Layout, cell: Hex, facing: int, r: float,
           colour: kit.RGB) -> None:
    """A wedge from the token's edge toward the neighbour it faces (R13)."""
    cx, cy = layout.centre(cell)
    nx, ny = layout.centre(hexgrid.neighbour(cell, facing))
    dx, dy = nx - cx, ny - cy
    length = math.hypot(dx, dy)
    ux, uy = dx / length, dy / length
    tip = r + layout.size * 0.45
    base = r - 4
    half = layout.size * 0.45
    points = [(cx + ux * tip, cy + uy * tip),
              (cx + ux * base - uy * half, cy + uy * base + ux * half),
              (cx + ux * base + uy * half, cy + uy * base - ux * half)]
    draw.polygon(points, fill=colour, outline=kit.INK, width=2)
