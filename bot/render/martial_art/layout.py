"""Where the public picture draws each part.

Landscape at :data:`WIDTH`: the header across the top; under it the arena on the left and the
fighters' boards two to a row on the right (a 2x2 grid with 3 or 4 fighters). The side panel
(the turn in progress) and the legend take the room left: under the arena with 4 fighters,
in the empty grid cell with 3, under the boards (side panel) and the arena (legend) with 2.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.render import kit
from bot.render.kit import Box
from bot.render.martial_art.arena import arena_height
from bot.render.martial_art.boards import board_height
from bot.render.martial_art.parts import GAP, HEADER_H, MARGIN, WIDTH
from bot.render.martial_art.status import Item, flow_height
from rules.core import PlayerId

ARENA_W = 330
BOARD_COLUMNS = 2
RIGHT_X = MARGIN + ARENA_W + GAP
BOARD_W = (WIDTH - MARGIN - RIGHT_X - (BOARD_COLUMNS - 1) * GAP) // BOARD_COLUMNS
ARENA_H = arena_height(ARENA_W - 12) + 12
MAX_HEIGHT = WIDTH * 4 // 5
"""Landscape (``kit.landscape``): Discord shows a taller picture smaller."""
MAX_BODY = MAX_HEIGHT - MARGIN - HEADER_H - GAP - MARGIN
"""A long side panel is cut rather than make the picture portrait."""


@dataclass(frozen=True)
class BoardLayout:
    height: int
    header: Box
    arena: Box
    info: Box
    legend: Box
    boards: dict[PlayerId, Box]


def board_layout(players: list[PlayerId], info: list[Item], legend: list[Item]) -> BoardLayout:
    """Boxes for ``players`` (seat order) with the side panel's and legend's items."""
    header = (MARGIN, MARGIN, WIDTH - MARGIN, MARGIN + HEADER_H)
    top = header[3] + GAP
    n = len(players)
    rows = -(-n // BOARD_COLUMNS)
    board_h = board_height()
    grid_w = WIDTH - MARGIN - RIGHT_X
    if n == 2:
        legend_h = flow_height(legend, ARENA_W - 24)
        info_h = flow_height(info, grid_w - 24)
        left = ARENA_H + GAP + legend_h
        right = board_h + GAP + info_h
        body = min(max(left, right), MAX_BODY)
        board_h += max(0, body - right)
        arena = (MARGIN, top, MARGIN + ARENA_W, top + ARENA_H)
        legend_box = (MARGIN, arena[3] + GAP, MARGIN + ARENA_W, top + body)
        info_box = (RIGHT_X, top + board_h + GAP, WIDTH - MARGIN, top + body)
    else:
        legend_h = flow_height(legend, (BOARD_W if n == 3 else ARENA_W) - 24)
        info_h = flow_height(info, ARENA_W - 24)
        left = ARENA_H + GAP + info_h + (GAP + legend_h if n == 4 else 0)
        right = rows * board_h + (rows - 1) * GAP
        body = min(max(left, right), MAX_BODY)
        board_h += max(0, body - right) // rows
        arena = (MARGIN, top, MARGIN + ARENA_W, top + ARENA_H)
        if n == 4:
            legend_box = (MARGIN, top + body - legend_h, MARGIN + ARENA_W, top + body)
            info_box = (MARGIN, arena[3] + GAP, MARGIN + ARENA_W, legend_box[1] - GAP)
        else:
            info_box = (MARGIN, arena[3] + GAP, MARGIN + ARENA_W, top + body)
            x = RIGHT_X + BOARD_W + GAP
            legend_box = (x, top + board_h + GAP, x + BOARD_W, top + body)
    boards: dict[PlayerId, Box] = {}
    for i, p in enumerate(players):
        x = RIGHT_X + (i % BOARD_COLUMNS) * (BOARD_W + GAP)
        y = top + (i // BOARD_COLUMNS) * (board_h + GAP)
        boards[p] = (x, y, x + BOARD_W, y + board_h)
    return BoardLayout(height=top + body + MARGIN, header=header, arena=arena, info=info_box,
                       legend=legend_box, boards=boards)


assert kit.landscape(WIDTH, MAX_HEIGHT)
