"""A fighter's board (spec 2.2, R62): five zones in a ring, each with its tokens and its life
bar, the Chi and Rage gauges beside the head, then the techniques and what lasts between
turns. The public board shows each zone's Actions and face-down count; the owner's adds the
Effect identities. During the setup phases a board is still empty, so the ring gives way to
the fighter picked and whether its sealed step is done.
"""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image, ImageDraw

from bot.render import kit
from bot.render.kit import RGB, Box
from bot.render.martial_art.parts import (
    CHIP,
    HIT,
    LINE_H,
    PAD,
    SERIOUS,
    SMALL,
    WOUND,
    Segment,
    display,
    draw_chips,
    draw_lines,
    draw_segments,
    fighter_name,
    gauge,
    hidden_chip,
    seat_colour,
    shade,
    technique_name,
    token_chip,
    width,
    zone_part,
)
from bot.text import Voice
from rules.martial_art.content import (
    GAUGE_MAX,
    ICON_CELLS,
    KO_CELL,
    SERIOUS_LINE,
    ZONES,
    fighter,
)
from rules.martial_art.state import Phase
from rules.martial_art.view import FighterView, MAView, ZoneView

HEAD_ROW_H = 32
RING_GAP = 6
BUBBLE_GAP = 8
BUBBLE_PAD = 4
CELL_H = 22
BUBBLE_H = BUBBLE_PAD + CHIP + 3 + CELL_H + BUBBLE_PAD + 1
TEXT_LINES = 3
"""Techniques (two lines) and the status line."""
NAMED_BUBBLE_W = 250
"""From this width a zone shows its body part next to its number."""
BUBBLE_FILL: RGB = (30, 32, 36)
SLOT_FILL: RGB = kit.SLOT
READY: RGB = (134, 239, 172)

RING_ROWS: tuple[tuple[int, ...], ...] = ((1,), (2, 5), (3, 4))
"""Zone 1 (head) on top, the arms (2 left, 5 right), then the legs (3 left, 4 right): the
sowing ring 1 -> 2 -> 3 -> 4 -> 5 runs counter-clockwise on screen."""


def board_height(lines: int = TEXT_LINES, bubble_h: int = BUBBLE_H) -> int:
    return (PAD + HEAD_ROW_H + RING_GAP + 3 * bubble_h + 2 * RING_GAP + RING_GAP
            + lines * LINE_H + PAD)


@dataclass(frozen=True)
class BoardGeometry:
    box: Box
    head: Box
    """The name row."""
    ring: Box
    zones: dict[int, Box]
    chi: Box
    rage: Box
    text: Box


def board_geometry(box: Box, bubble_h: int = BUBBLE_H) -> BoardGeometry:
    x0, y0, x1, y1 = box
    left, right = x0 + PAD, x1 - PAD
    bubble_w = (right - left - BUBBLE_GAP) // 2
    head = (left, y0 + PAD, right, y0 + PAD + HEAD_ROW_H)
    top = head[3] + RING_GAP
    zones: dict[int, Box] = {}
    mid = (left + right) // 2
    for row, members in enumerate(RING_ROWS):
        y = top + row * (bubble_h + RING_GAP)
        if len(members) == 1:
            zones[members[0]] = (mid - bubble_w // 2, y, mid - bubble_w // 2 + bubble_w,
                                 y + bubble_h)
        else:
            zones[members[0]] = (left, y, left + bubble_w, y + bubble_h)
            zones[members[1]] = (right - bubble_w, y, right, y + bubble_h)
    head_zone = zones[1]
    chi = (left, top, head_zone[0] - BUBBLE_GAP, top + bubble_h)
    rage = (head_zone[2] + BUBBLE_GAP, top, right, top + bubble_h)
    ring_bottom = top + 3 * bubble_h + 2 * RING_GAP
    return BoardGeometry(box=box, head=head, ring=(left, top, right, ring_bottom), zones=zones,
                         chi=chi, rage=rage, text=(left, ring_bottom + RING_GAP, right, y1 - PAD))


@dataclass(frozen=True)
class Marks:
    """What a board highlights: zones (start zone, struck zone) and its outline."""

    zones: dict[int, RGB]
    outline: RGB | None = None
    status: Segment | None = None
    """Drawn at the right of the name row (the mark of the one to act)."""


def draw_board(image: Image.Image, draw: ImageDraw.ImageDraw, say: Voice, view: MAView,
               f: FighterView, box: Box, *, private: bool = False,
               marks: Marks | None = None, bubble_h: int = BUBBLE_H) -> None:
    """One fighter's board in ``box``; ``private`` draws the owner's Effect identities."""
    marks = marks or Marks({})
    geo = board_geometry(box, bubble_h)
    colour = seat_colour(view, f)
    draw.rounded_rectangle(box, radius=12, fill=kit.PANEL,
                           outline=marks.outline or kit.PANEL_EDGE,
                           width=3 if marks.outline else 1)
    _name_row(draw, say, f, geo.head, colour, marks.status)
    if view.phase in (Phase.PICK, Phase.LOADOUT, Phase.PLACE):
        _setup_block(draw, say, view, f, geo.ring)
    else:
        gauge(draw, geo.chi, say("martial_art.picture.gauge",
                                 name=say("martial_art.picture.chi"), n=f.chi),
              f.chi, GAUGE_MAX, kit.GOLD)
        gauge(draw, geo.rage, say("martial_art.picture.gauge",
                                  name=say("martial_art.picture.rage"), n=f.rage),
              f.rage, GAUGE_MAX, HIT)
        for zone in ZONES:
            _zone(draw, say, f, zone, f.zones[zone - 1], geo.zones[zone], private,
                  marks.zones.get(zone))
    _text(draw, say, view, f, geo.text, private)
    if not f.alive:
        shade(image, box)
        out = say(f"martial_art.picture.out.{f.out or 'ko'}")
        fnt = kit.font(SMALL + 6, True)
        kit.pill(draw, kit.centre(geo.ring)[0] - (kit.text_width(out, fnt) + 28) // 2,
                 kit.centre(geo.ring)[1], out, fnt, fill=HIT, text_fill=kit.WHITE, pad=14)


def _name_row(draw: ImageDraw.ImageDraw, say: Voice, f: FighterView, box: Box, colour: RGB,
              status: Segment | None) -> None:
    x0, y0, x1, y1 = box
    mid = (y0 + y1) // 2
    x = kit.pill(draw, x0, mid, f.label, kit.font(SMALL, True), fill=colour,
                 text_fill=kit.INK, pad=8)[2] + 8
    right = x1
    if status is not None:
        text, ink, bold = status
        fnt = kit.font(SMALL, bold)
        right = x1 - kit.text_width(text, fnt)
        draw.text((x1, mid), text, font=fnt, fill=ink, anchor="rm")
        right -= 10
    segments: list[Segment] = [(display(say, f), kit.MUTED, False)]
    if f.fighter:
        segments.insert(0, (fighter_name(say, f.fighter), kit.TEXT, True))
    else:  # the setup block below says it too: the player's name comes first if both do not fit
        none = say("martial_art.picture.no_fighter")
        if x + width(none, True) + 10 + width(segments[0][0]) <= right:
            segments.insert(0, (none, kit.MUTED, True))
    draw_segments(draw, x, mid, segments, right, sep=10)


def _setup_block(draw: ImageDraw.ImageDraw, say: Voice, view: MAView, f: FighterView,
                 box: Box) -> None:
    """R2, R5, R7: the fighter picked and whether this player's sealed step is done."""
    draw.rounded_rectangle(box, radius=10, fill=BUBBLE_FILL)
    cx, cy = kit.centre(box)
    big = kit.font(SMALL + 12, True)
    name = fighter_name(say, f.fighter) if f.fighter else say("martial_art.picture.no_fighter")
    room = box[2] - box[0] - 2 * PAD
    draw.text((cx, cy - 22), kit.fit_text(name, big, room), font=big,
              fill=kit.TEXT if f.fighter else kit.MUTED, anchor="mm")
    if view.phase is Phase.PICK:
        if f.fighter is not None:
            text, ink = say("martial_art.picture.ready"), READY
        elif f.player in view.waiting:
            text, ink = say("martial_art.picture.picks_now"), kit.GOLD
        else:
            text, ink = say("martial_art.picture.picks_later"), kit.MUTED
    elif f.ready:
        text, ink = say("martial_art.picture.ready"), READY
    elif view.phase is Phase.LOADOUT:
        text, ink = say("martial_art.picture.choosing"), kit.GOLD
    else:
        text, ink = say("martial_art.picture.placing"), kit.GOLD
    fnt = kit.font(SMALL, True)
    draw.text((cx, cy + 22), kit.fit_text(text, fnt, room), font=fnt,
              fill=ink, anchor="mm")


def _zone(draw: ImageDraw.ImageDraw, say: Voice, f: FighterView, zone: int, zv: ZoneView,
          box: Box, private: bool, mark: RGB | None) -> None:
    x0, y0, x1, y1 = box
    draw.rounded_rectangle(box, radius=8, fill=BUBBLE_FILL, outline=mark or kit.PANEL_EDGE,
                           width=3 if mark else 1)
    x = x0 + BUBBLE_PAD + 4
    ty = y0 + BUBBLE_PAD
    number = str(zone)
    draw.text((x, ty + CHIP // 2), number, font=kit.font(SMALL, True), fill=kit.MUTED,
              anchor="lm")
    x += width(number, True) + 6
    if x1 - x0 >= NAMED_BUBBLE_W:
        part = zone_part(say, zone)
        draw.text((x, ty + CHIP // 2), part, font=kit.font(SMALL), fill=kit.MUTED,
                  anchor="lm")
        x += width(part) + 10
    chips = [token_chip(say, c) for c in zv.actions]
    if private and zv.effects is not None:
        chips += [token_chip(say, c, hidden=True) for c in zv.effects]
    elif zv.hidden:
        chips.append(hidden_chip(say, zv.hidden))
    draw_chips(draw, x, ty, chips, x1 - BUBBLE_PAD)
    if f.fighter is not None:
        _life(draw, say, f.fighter, zone, f.life[zone - 1],
              (x0 + BUBBLE_PAD, y1 - BUBBLE_PAD - CELL_H - 1, x1 - BUBBLE_PAD, y1 - BUBBLE_PAD))


def _life(draw: ImageDraw.ImageDraw, say: Voice, fid: str, zone: int, index: int,
          box: Box) -> None:
    """A life bar: cells 0..7 left to right, the passed cells dark red, the cube outlined in
    white, the icons of cells 2 and 5 as their token, the Serious-Wound line before cell 4 and
    the KO cell edged in red."""
    x0, y0, x1, y1 = box
    cells = KO_CELL + 1
    w = (x1 - x0 - (cells - 1)) // cells
    x0 += (x1 - x0 - (cells * (w + 1) - 1)) // 2
    spec = fighter(fid)
    for i in range(cells):
        cx = x0 + i * (w + 1)
        cell = (cx, y0, cx + w - 1, y1)
        icon = spec.icon(zone, i) if i in ICON_CELLS else None
        chip = token_chip(say, icon) if icon is not None else None
        fill = chip.fill if chip is not None else SLOT_FILL
        ink = chip.ink if chip is not None else kit.MUTED
        if i < index:
            fill, ink = kit.blend(fill, WOUND, 0.7), kit.blend(ink, WOUND, 0.4)
        elif i == index:
            fill = fill if chip is not None else kit.WHITE
        edge = kit.WHITE if i == index else HIT if i == KO_CELL else None
        draw.rectangle(cell, fill=fill, outline=edge, width=3 if i == index else 2)
        if chip is not None:
            draw.text(kit.centre(cell), chip.text, font=kit.font(SMALL), fill=ink, anchor="mm")
        if i == SERIOUS_LINE:
            draw.rectangle((cx - 3, y0 - 3, cx - 1, y1 + 2), fill=SERIOUS)


def _text(draw: ImageDraw.ImageDraw, say: Voice, view: MAView, f: FighterView, box: Box,
          private: bool) -> None:
    """The loadout (the active Style apart), then the Style, pending effects, Kiai lock,
    Harite tax and the public size of the set-aside pile."""
    x0, y0, x1, _ = box
    width = x1 - x0
    if f.loadout:
        names = [technique_name(say, t) for t in f.loadout if t != f.style]
        text = " · ".join(names) if names else say("martial_art.picture.no_technique")
        draw_lines(draw, x0, y0, text, width, 2)
    elif view.phase is Phase.LOADOUT and not private:  # the owner sees the draft beside
        draw_lines(draw, x0, y0, say("martial_art.picture.techniques_hidden"), width, 2,
                   kit.MUTED)
    segments: list[Segment] = []
    if f.style:
        segments.append((say("martial_art.picture.style", name=technique_name(say, f.style)),
                         kit.GOLD, True))
    if f.kiai_next:
        segments.append((say("martial_art.picture.kiai"), HIT, True))
    if f.harite_next:
        segments.append((say("martial_art.picture.harite", n=f.harite_next), SERIOUS, True))
    if f.pending:
        names = ", ".join(technique_name(say, t) for t in f.pending)
        segments.append((say("martial_art.picture.pending", names=names), kit.TEXT, False))
    if f.aside_count and view.phase not in (Phase.PICK, Phase.LOADOUT, Phase.PLACE):
        segments.append((say("martial_art.picture.aside_count", n=f.aside_count), kit.MUTED,
                         False))
    draw_segments(draw, x0, y0 + 2 * LINE_H + LINE_H // 2, segments, x1)

