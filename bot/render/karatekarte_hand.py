"""KarateKarte's private hand picture (spec sections 2, 8, 10): for its owner's eyes only.

Pure, as the board (:mod:`bot.render.karatekarte`), whose sizes, colours and card strips it
shares: the same :class:`KKView` and voice give the same PNG bytes.
"""

from __future__ import annotations

from dataclasses import dataclass

from PIL import ImageDraw

from bot.render import kit
from bot.render.karatekarte import (
    CARD_FILL,
    CARD_TEXT,
    GAP,
    LANE_FILL,
    LANE_MIN_H,
    MARGIN,
    PANEL_FILL,
    SHORT,
    SMALL,
    WIDTH,
    card_strip,
    picture_voice,
    side_of,
    strike_code,
)
from bot.render.kit import Box
from bot.text import Voice
from rules.karatekarte.content import CODE_NAMES, Strike, card
from rules.karatekarte.state import KKView, LaneView, Phase, SideView

HAND_MIN_SLOTS = 6
TILE_H = 206
COMPACT_TILE_H = 150
"""Hand tiles lose the hint's second line and shrink when long Energy piles need the room."""
ROW_H = 40
SECTION_LABEL_H = 38
PILE_LABEL_W = 128
CHIP_W = 224
"""As wide as four chips a line allow, so a name and a longer strike code fit uncut."""
CHIP_GAP = 6
PILE_ROW_GAP = 8


@dataclass(frozen=True)
class HandLayout:
    """Where :func:`render_hand` draws the hand, the draft and the Energy piles."""

    height: int
    header: Box
    tiles: list[Box]
    """One per hand card, in hand order."""
    draft: Box | None
    piles: list[Box]
    """One row per lane, in strike order."""
    tile_h: int


def _pile_lines(count: int) -> int:
    per_line = (WIDTH - 2 * MARGIN - PILE_LABEL_W - 12 + CHIP_GAP) // (CHIP_W + CHIP_GAP)
    return max(1, -(-count // per_line))


def _pile_row_h(count: int) -> int:
    lines = _pile_lines(count)
    return max(LANE_MIN_H - 8, 12 + lines * ROW_H + (lines - 1) * 6)


def hand_layout(view: KKView) -> HandLayout:
    """The geometry of :func:`render_hand` (``ValueError`` for a spectator)."""
    side = _own_side(view)
    hand = side.hand or []
    energy = sum(_pile_row_h(len(lane.energy or [])) + PILE_ROW_GAP for lane in side.lanes)
    draft_h = SECTION_LABEL_H + ROW_H + 2 * GAP + GAP if _draft(view) is not None else 0
    fixed = MARGIN + 64 + GAP + SECTION_LABEL_H + GAP + draft_h + SECTION_LABEL_H + energy \
        + MARGIN - PILE_ROW_GAP
    tile_h = TILE_H if kit.landscape(WIDTH, fixed + TILE_H) else COMPACT_TILE_H
    header = (MARGIN, MARGIN, WIDTH - MARGIN, MARGIN + 64)
    y = header[3] + GAP + SECTION_LABEL_H
    slots = max(HAND_MIN_SLOTS, len(hand))
    tile_w = (WIDTH - 2 * MARGIN - (slots - 1) * GAP) // slots
    tiles = [(MARGIN + i * (tile_w + GAP), y, MARGIN + i * (tile_w + GAP) + tile_w, y + tile_h)
             for i in range(len(hand))]
    y += tile_h + GAP
    draft = None
    if draft_h:
        y += SECTION_LABEL_H
        draft = (MARGIN, y, WIDTH - MARGIN, y + ROW_H + 2 * GAP)
        y = draft[3] + GAP
    y += SECTION_LABEL_H
    piles = []
    for lane in side.lanes:
        h = _pile_row_h(len(lane.energy or []))
        piles.append((MARGIN, y, WIDTH - MARGIN, y + h))
        y += h + PILE_ROW_GAP
    return HandLayout(height=y - PILE_ROW_GAP + MARGIN, header=header, tiles=tiles, draft=draft,
                      piles=piles, tile_h=tile_h)


def _own_side(view: KKView) -> SideView:
    side = side_of(view, view.viewer)
    if view.viewer is None or side is None or side.hand is None:
        raise ValueError("render_hand needs a player's own view (the viewer holds no hand)")
    return side


def render_hand(view: KKView, voice: Voice) -> bytes:
    """The viewer's private picture: hand, own Energy piles (top first, D14), the draft.

    Raises ``ValueError`` for a spectator or any view that holds no hand.
    """
    side = _own_side(view)
    voice = picture_voice(view, voice)
    layout = hand_layout(view)
    draft = _draft(view)
    image, draw = kit.canvas(WIDTH, layout.height)
    _draw_hand_header(draw, layout.header, view, side, voice)
    hand = side.hand or []
    _section_label(draw, layout.header[3] + GAP,
                   voice("karatekarte.picture.hand_count", n=len(hand)))
    chosen = draft[1] if draft else []
    for cid, box in zip(hand, layout.tiles, strict=True):
        order = chosen.index(cid) + 1 if cid in chosen else None
        _draw_tile(draw, box, cid, order, voice, compact=layout.tile_h < TILE_H)
    if draft is not None and layout.draft is not None:
        _draw_draft(draw, layout.draft, view.phase, *draft, voice)
    _section_label(draw, layout.piles[0][1] - SECTION_LABEL_H,
                   voice("karatekarte.picture.energy_title"))
    for lane, box in zip(side.lanes, layout.piles, strict=True):
        _draw_pile_row(draw, box, lane, side.colour, voice)
    return kit.to_png(image)


def _draft(view: KKView) -> tuple[Strike, list[str]] | None:
    """The placement or charge under construction, if the viewer is building one."""
    if view.outcome is not None:
        return None
    if view.phase in (Phase.PLACE, Phase.CHARGE) and view.turn_lane and view.draft is not None:
        return view.turn_lane, view.draft
    return None


def _draw_hand_header(draw: ImageDraw.ImageDraw, box: Box, view: KKView, side: SideView,
                      voice: Voice) -> None:
    draw.rounded_rectangle(box, radius=14, fill=PANEL_FILL[side.colour],
                           outline=CARD_FILL[side.colour], width=4)
    mid = (box[1] + box[3]) // 2
    title = voice("karatekarte.picture.hand_title", colour=side.colour)
    draw.text((box[0] + 20, mid), title, font=kit.font(32, True), fill=kit.TEXT, anchor="lm")
    if view.outcome is not None or view.active is None:
        status, fill = voice("karatekarte.picture.over"), kit.PANEL
    elif view.active == view.viewer:
        status = voice("karatekarte.picture.your_turn", n=view.turn_number)
        fill = CARD_FILL[side.colour]
    else:
        other = side_of(view, view.active)
        colour = other.colour if other else side.colour
        status = voice("karatekarte.picture.their_turn", n=view.turn_number, colour=colour)
        fill = kit.PANEL
    text_fill = CARD_TEXT[side.colour] if fill == CARD_FILL[side.colour] else kit.TEXT
    kit.pill(draw, box[2] - 16, mid, status, kit.font(26, True), fill=fill, text_fill=text_fill,
             pad=12, right_aligned=True)


def _section_label(draw: ImageDraw.ImageDraw, y: int, text: str) -> int:
    draw.text((MARGIN + 4, y + SECTION_LABEL_H // 2),
              kit.fit_text(text, kit.font(24, True), WIDTH - 2 * MARGIN - 8),
              font=kit.font(24, True), fill=kit.MUTED, anchor="lm")
    return y + SECTION_LABEL_H


def _draw_tile(draw: ImageDraw.ImageDraw, box: Box, card_id: str, order: int | None,
               voice: Voice, compact: bool = False) -> None:
    """A hand card as a tall tile: name on top, the strike big, a hint at the bottom."""
    c = card(card_id)
    fill, ink = CARD_FILL[c.owner], CARD_TEXT[c.owner]
    if order:  # a gold ring outside the tile reads on every card colour
        draw.rounded_rectangle(kit.inset(box, -6), radius=18, outline=kit.GOLD, width=5)
    draw.rounded_rectangle(box, radius=14, fill=fill, outline=kit.WHITE, width=2)
    x0, y0, x1, y1 = box
    cx = (x0 + x1) // 2
    name_font = kit.font(SMALL + 2, True)
    lines = kit.wrap_text(CODE_NAMES[c.code], name_font, x1 - x0 - 16, 1 if compact else 2)
    for i, line in enumerate(lines):
        draw.text((cx, y0 + 24 + i * 28), line, font=name_font, fill=ink, anchor="mm")
    big = strike_code(voice, c.strike) if c.strike else SHORT[c.code]
    draw.text((cx, y0 + (68 if compact else 98)), big, font=kit.font(52, True), fill=ink,
              anchor="mm")
    if order:
        band = (x0 + 4, y1 - 40, x1 - 4, y1 - 4)
        draw.rounded_rectangle(band, radius=10, fill=kit.GOLD)
        draw.text(kit.centre(band), voice("karatekarte.picture.chosen", n=order),
                  font=kit.font(SMALL, True), fill=kit.INK, anchor="mm")
        return
    hint = voice(f"karatekarte.strike.{c.strike}" if c.strike
                 else f"karatekarte.picture.hint.{c.code}")
    hints = kit.wrap_text(hint, kit.font(SMALL), x1 - x0 - 12, 1 if compact else 2)
    for i, line in enumerate(hints):
        y = y1 - 22 - (len(hints) - 1 - i) * 27
        draw.text((cx, y), line, font=kit.font(SMALL), fill=ink, anchor="mm")


def _draw_draft(draw: ImageDraw.ImageDraw, box: Box, phase: Phase, lane: Strike,
                draft: list[str], voice: Voice) -> None:
    key = "placing" if phase is Phase.PLACE else "charging"
    _section_label(draw, box[1] - SECTION_LABEL_H,
                   voice(f"karatekarte.picture.{key}", code=strike_code(voice, lane), lane=lane))
    draw.rounded_rectangle(box, radius=14, fill=kit.PANEL, outline=kit.GOLD, width=4)
    if not draft:
        draw.text((box[0] + 20, (box[1] + box[3]) // 2), voice("karatekarte.picture.choose"),
                  font=kit.font(24), fill=kit.MUTED, anchor="lm")
        return
    slots = max(4, len(draft))
    w = (box[2] - box[0] - 2 * GAP - (slots - 1) * 10) // slots
    for i, cid in enumerate(draft):
        x = box[0] + GAP + i * (w + 10)
        y = box[1] + GAP
        draw.text((x + 4, y + ROW_H // 2), str(i + 1), font=kit.font(24, True),
                  fill=kit.GOLD, anchor="lm")
        card_strip(draw, (x + 28, y, x + w, y + ROW_H), cid, voice)


def _draw_pile_row(draw: ImageDraw.ImageDraw, box: Box, lane: LaneView, colour: str,
                   voice: Voice) -> None:
    """One lane's Energy pile, top card first (D14), numbered, wrapping onto more lines."""
    x0, y0, x1, _ = box
    energy = lane.energy or []
    draw.rounded_rectangle(box, radius=12, fill=LANE_FILL[colour])
    draw.text((x0 + 12, y0 + 20), strike_code(voice, lane.strike), font=kit.font(28, True),
              fill=kit.TEXT, anchor="lm")
    draw.text((x0 + 12, y0 + 46), voice("karatekarte.picture.cards", n=len(energy)),
              font=kit.font(SMALL), fill=kit.MUTED, anchor="lm")
    left = x0 + PILE_LABEL_W
    if not energy:
        draw.text((left, y0 + 28), voice("karatekarte.picture.empty"), font=kit.font(SMALL),
                  fill=kit.MUTED, anchor="lm")
        return
    per_line = (x1 - 12 - left + CHIP_GAP) // (CHIP_W + CHIP_GAP)
    for j, cid in enumerate(energy):
        cx = left + (j % per_line) * (CHIP_W + CHIP_GAP)
        cy = y0 + 6 + (j // per_line) * (ROW_H + 6)
        draw.text((cx + 2, cy + ROW_H // 2), str(j + 1), font=kit.font(SMALL, True),
                  fill=kit.MUTED, anchor="lm")
        card_strip(draw, (cx + 26, cy, cx + CHIP_W, cy + ROW_H), cid, voice)
