"""The public status picture (spec section 11, "Rendering"; R62): what everyone may see.

Only the public part of the view is drawn (each zone's Actions and face-down count, never an
Effect's type, the set-aside pile's size, no draft), so a player's own view and a
spectator's give the same bytes.
"""

from __future__ import annotations

from bot.render import kit
from bot.render.kit import RGB
from bot.render.martial_art.arena import draw_arena
from bot.render.martial_art.boards import Marks, draw_board
from bot.render.martial_art.layout import board_layout
from bot.render.martial_art.parts import HIT, WIDTH, Segment
from bot.render.martial_art.status import (
    draw_banner,
    draw_flow,
    draw_header,
    info_items,
    legend_items,
)
from bot.text import Voice
from rules.martial_art.view import FighterView, MAView


def render_board(say: Voice, view: MAView) -> bytes:
    """The arena, every fighter's board, the turn in progress and the legend; the result
    banner once ``view.outcome`` is set (whatever the turn says: a resignation or a forfeit
    ends a game the engine still runs)."""
    say = say.for_pictures()
    info, legend = info_items(say, view), legend_items(say)
    layout = board_layout(view.seats, info, legend)
    image, draw = kit.canvas(WIDTH, layout.height)
    if view.outcome is not None:
        draw_banner(draw, say, view, layout.header, view.outcome)
    else:
        draw_header(draw, say, view, layout.header)
    draw_arena(draw, view, layout.arena)
    for f in view.fighters:
        draw_board(image, draw, say, view, f, layout.boards[f.player], marks=_marks(say, view, f))
    draw_flow(draw, layout.info, info)
    draw_flow(draw, layout.legend, legend)
    return kit.to_png(image)


def _marks(say: Voice, view: MAView, f: FighterView) -> Marks:
    """The one to act outlined in gold; the attacker's start zone in gold, the struck zone in
    red (orange for a collision's third fighter)."""
    zones: dict[int, RGB] = {}
    turn = view.turn if view.outcome is None else None
    if turn is not None and turn.player == f.player and turn.start_zone is not None:
        zones[turn.start_zone] = kit.GOLD
    attack = turn.attack if turn is not None else None
    if attack is not None and attack.defender == f.player:
        zones[attack.zone] = HIT
    if attack is not None and attack.third == f.player:
        zones[attack.zone] = kit.ORANGE
    acting = view.outcome is None and f.player in view.waiting and f.alive
    status: Segment | None = (say("martial_art.picture.turn_mark"), kit.GOLD, True) \
        if acting else None
    return Marks(zones, kit.GOLD if acting else None, status)
