"""The hex board (section 2, D1): 37 flat-topped cells in columns of 4, 5, 6, 7, 6, 5, 4, each
with its faint ``q,r``; the two figures as tokens in their seat colour with their label (the
one whose turn it is ringed in gold), an ``OFF`` figure beside the board (R21), and during a
move the destinations offered (public: they follow from the positions).
"""

from __future__ import annotations

import math

from PIL import ImageDraw

from bot.render import kit
from bot.render.combat.parts import SEAT, SMALL
from bot.render.kit import Box
from bot.text import Voice
from rules.combat.state import AskKind, Phase
from rules.combat.view import CBView, SideView
from rules.kit import hexgrid
from rules.kit.hexgrid import Hex, Layout, Orientation

CELLS = hexgrid.arena()
SQRT3 = math.sqrt(3.0)
ACROSS = 3 * hexgrid.ARENA_RADIUS + 2
"""The board's width in cell sizes (flat columns are 1.5 sizes apart, plus both ends)."""
TALL = SQRT3 * (2 * hexgrid.ARENA_RADIUS + 1)
"""The board's height in cell sizes (the middle column's 7 cells)."""
CELL_FILL: kit.RGB = (52, 55, 61)
CELL_EDGE: kit.RGB = (88, 92, 102)
COORD: kit.RGB = kit.blend(CELL_FILL, kit.MUTED, 0.5)
"""The faint coordinates."""
DEST_FILL: kit.RGB = kit.blend(CELL_FILL, kit.GOLD, 0.3)
TOKEN = 0.64
"""A token's radius, in cell sizes."""


def board_layout(box: Box) -> Layout:
    """The biggest flat layout of the board centred in ``box``."""
    x0, y0, x1, y1 = box
    size = min((x1 - x0) / ACROSS, (y1 - y0) / TALL)
    return Layout(Orientation.FLAT, size, ((x0 + x1) / 2, (y0 + y1) / 2))


def board_height(width: int) -> int:
    """The height that fits the board drawn ``width`` px wide."""
    return math.ceil(width / ACROSS * TALL)


def draw_board(draw: ImageDraw.ImageDraw, say: Voice, view: CBView, box: Box) -> None:
    draw.rounded_rectangle(box, radius=12, fill=kit.PANEL)
    layout = board_layout(kit.inset(box, 8))
    turn = view.turn if view.outcome is None else None
    ask = turn.run.ask if turn is not None and turn.run is not None else None
    dest = set(ask.cells) if ask is not None and ask.kind is AskKind.MOVE else set()
    taken = {s.cell for s in view.sides if s.cell is not None}
    coord_font = kit.font(SMALL)
    for h in CELLS:
        draw.polygon(layout.corners(h), fill=DEST_FILL if h in dest and h not in taken
                     else CELL_FILL, outline=CELL_EDGE, width=2)
        if h not in taken:
            draw.text(layout.centre(h), say("combat.picture.cell", q=h.q, r=h.r),
                      font=coord_font, fill=kit.INK if h in dest else COORD, anchor="mm")
    if view.phase is Phase.DECKS:
        return
    acting = _acting(view)
    r = layout.size * TOKEN
    for side in view.sides:
        if side.cell is not None:
            cx, cy = layout.centre(side.cell)
        else:
            cx, cy = off_spot(box, side.label)
        _token(draw, side, cx, cy, r, side.player in acting)
        if side.cell is None:  # R21: beside the board, worded
            draw.text((cx + r + 6, cy), say("combat.picture.off"),
                      font=kit.font(SMALL, True), fill=kit.TEXT, anchor="lm")


def _acting(view: CBView) -> set[str]:
    turn = view.turn
    if view.outcome is not None or turn is None:
        return set()
    return {turn.player}


def _token(draw: ImageDraw.ImageDraw, side: SideView, cx: float, cy: float, r: float,
           acting: bool) -> None:
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=SEAT[side.label],
                 outline=kit.GOLD if acting else kit.INK, width=5 if acting else 2)
    draw.text((cx, cy), side.label, font=kit.font(SMALL + 4, True), fill=kit.INK, anchor="mm")


def off_spot(box: Box, label: str) -> tuple[float, float]:
    """Where an ``OFF`` figure stands in a board drawn in ``box``: an empty corner of the
    box, its word to the right; A's top left (its start is the top corner), B's bottom
    left."""
    layout = board_layout(kit.inset(box, 8))
    s = layout.size
    r = s * TOKEN
    ox, oy = layout.origin
    x = ox - ACROSS / 2 * s + r + 4
    y = oy + (-1 if label == "A" else 1) * (TALL / 2 * s - r - 4)
    return x, y


def cell_centre(box: Box, h: Hex) -> tuple[float, float]:
    """Where ``h``'s centre is drawn in a board drawn in ``box`` (for tests)."""
    return board_layout(kit.inset(box, 8)).centre(h)
