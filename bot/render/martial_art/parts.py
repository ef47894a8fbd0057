"""Martial Art's drawing parts shared by its three pictures: sizes, palette, names, and the
small pieces (a token chip, a row of chips, a die, a gauge, a line of coloured segments).

Every size is in px at :data:`WIDTH`; :data:`SMALL` is the smallest text that still reads once
Discord shows the picture about 550 px wide (``kit.min_font``), and no text here is smaller.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from bot.render import kit
from bot.render.kit import RGB, Box
from bot.text import Voice
from rules.core import PlayerId
from rules.martial_art.content import Code
from rules.martial_art.view import FighterView, MAView

WIDTH = 1100
SMALL = kit.min_font(WIDTH)
LINE_H = SMALL + 4
"""One line of :data:`SMALL` text."""
MARGIN = 14
GAP = 10
PAD = 8
HEADER_H = 58
CHIP = 24
"""A token chip's side (its letter is :data:`SMALL`)."""
CHIP_GAP = 2



@lru_cache(maxsize=4096)
def width(text: str, bold: bool = False, size: int = SMALL) -> int:
    """``kit.text_width`` remembered: a board measures the same few labels hundreds of
    times (about 15 ms of a 4-player board)."""
    return kit.text_width(text, kit.font(size, bold))


# ----------------------------------------------------------------------------- palette

TOKEN_FILL: dict[Code, RGB] = {
    Code.P: (220, 38, 38), Code.K: (194, 65, 12), Code.G: (126, 34, 206),
    Code.H: (146, 64, 14), Code.M: kit.GREEN, Code.D: kit.BLUE, Code.E: kit.GOLD,
}
"""Actions in warm colours and purple, Effects in green, blue and gold."""
TOKEN_TEXT: dict[Code, RGB] = {c: (kit.INK if c is Code.E else kit.WHITE) for c in Code}
SEAT_COLOURS: tuple[RGB, ...] = ((20, 184, 166), (236, 72, 153), (163, 230, 53),
                                 (56, 189, 248))
"""Teal, pink, lime, sky: clear of the token colours; a 2v2 team shares one."""
CELL_FILL: RGB = (52, 55, 61)
CELL_EDGE: RGB = (88, 92, 102)
FRONT_FILL: RGB = kit.blend(CELL_FILL, kit.GOLD, 0.35)
"""Black Belt: the front cells of the fighter whose turn it is (R13)."""
HIT: RGB = (239, 68, 68)
"""The defender of the attack in flight, the struck zone."""
WOUND: RGB = (127, 29, 29)
"""Life cells the cube has passed."""
SERIOUS: RGB = kit.ORANGE
"""The Serious-Wound line (2.2)."""
FACE_FILL: dict[str, RGB] = {"F": (75, 79, 88), "N": kit.WHITE, "X": kit.GOLD}
FACE_TEXT: dict[str, RGB] = {"F": kit.TEXT, "N": kit.INK, "X": kit.INK}
DEAD_SHADE = 0.6
"""How far an eliminated fighter's panel fades into the background."""


# ----------------------------------------------------------------------------- names


def team_play(view: MAView) -> bool:
    return len(view.teams) < len(view.seats)


def seat_colour(view: MAView, f: FighterView) -> RGB:
    index = f.team if team_play(view) else view.seats.index(f.player)
    return SEAT_COLOURS[index % len(SEAT_COLOURS)]


def fighter_of(view: MAView, player: PlayerId | None) -> FighterView | None:
    return next((f for f in view.fighters if f.player == player), None)


def display(say: Voice, f: FighterView) -> str:
    """The player's display name without characters the font lacks; else the seat label."""
    return kit.drawable(say.names.get(f.player, "")) or f.label


def who(say: Voice, view: MAView, player: PlayerId | None) -> str:
    f = fighter_of(view, player)
    return display(say, f) if f is not None else ""


def player_name(say: Voice, player: PlayerId) -> str:
    """A name for a player the picture has no view of (the roll picture)."""
    return kit.drawable(say.raw_name(player)) or player


def technique_name(say: Voice, tid: str) -> str:
    return say(f"martial_art.technique.{tid}")


def fighter_name(say: Voice, fid: str) -> str:
    return say(f"martial_art.fighter.{fid}")


def zone_part(say: Voice, zone: int) -> str:
    return say(f"martial_art.zone.{zone}")


# ----------------------------------------------------------------------------- chips


@dataclass(frozen=True)
class Chip:
    """One token drawn as a small square: its letter on its colour; ``hidden`` ones (own
    Effects others cannot see) get the card-back outline."""

    text: str
    fill: RGB
    ink: RGB
    outline: RGB | None = None


def token_chip(say: Voice, code: Code, hidden: bool = False) -> Chip:
    return Chip(say(f"martial_art.picture.letter.{code.value}"), TOKEN_FILL[code],
                TOKEN_TEXT[code], kit.CARD_BACK_EDGE if hidden else None)


def hidden_chip(say: Voice, n: int) -> Chip:
    """Face-down Effects as others see them: a card back with their count (R62)."""
    return Chip(say("martial_art.picture.hidden", n=n), kit.CARD_BACK, kit.WHITE,
                kit.CARD_BACK_EDGE)


def chip_width(chip: Chip, pad: int = 8) -> int:
    return max(CHIP if pad >= 8 else 0, width(chip.text, True) + pad)


def draw_chip(draw: ImageDraw.ImageDraw, x: int, y: int, chip: Chip, size: int = CHIP,
              pad: int = 8) -> int:
    """A chip with its top-left at (x, y), ``pad`` wider than its text; returns its right
    edge."""
    w = max(size if pad >= 8 else 0, width(chip.text, True) + pad)
    box = (x, y, x + w - 1, y + size - 1)
    draw.rounded_rectangle(box, radius=5, fill=chip.fill, outline=chip.outline,
                           width=2 if chip.outline else 0)
    draw.text(kit.centre(box), chip.text, font=kit.font(SMALL, True), fill=chip.ink,
              anchor="mm")
    return box[2] + 1


def grouped(chips: Sequence[Chip]) -> list[Chip]:
    """Identical chips as one "P×2" chip each, first-seen order (a crowded zone)."""
    counts: dict[Chip, int] = {}
    for c in chips:
        counts[c] = counts.get(c, 0) + 1
    return [c if n == 1 else Chip(f"{c.text}×{n}", c.fill, c.ink, c.outline)
            for c, n in counts.items()]


def row_width(chips: Sequence[Chip], pad: int = 8, gap: int = CHIP_GAP) -> int:
    return sum(chip_width(c, pad) for c in chips) + gap * max(0, len(chips) - 1)


ROW_STYLES = ((8, CHIP_GAP, False), (3, 1, False), (3, 1, True))
"""(chip padding, gap, grouped): from the roomiest row of chips to the most compact."""


def draw_chips(draw: ImageDraw.ImageDraw, x: int, y: int, chips: Sequence[Chip],
               max_x: int) -> int:
    """Chips left to right from (x, y): tighter, then grouped ("P×2") when they do not fit,
    cut with an ellipsis when even that does not. Returns the right edge."""
    for pad, gap, group in ROW_STYLES:
        row = grouped(chips) if group else list(chips)
        if x + row_width(row, pad, gap) <= max_x:
            break
    for chip in row:
        if x + chip_width(chip, pad) > max_x:
            draw.text((x, y + CHIP // 2), "…", font=kit.font(SMALL, True), fill=kit.MUTED,
                      anchor="lm")
            return x + width("…", True)
        x = draw_chip(draw, x, y, chip, pad=pad) + gap
    return x - gap


# ----------------------------------------------------------------------------- text pieces

Segment = tuple[str, RGB, bool]
"""(text, colour, bold)."""


def draw_segments(draw: ImageDraw.ImageDraw, x: int, mid_y: int, segments: Sequence[Segment],
                  max_x: int, sep: int = 14) -> int:
    """Coloured pieces of text on one line, ``sep`` apart; the first that overflows is cut
    with an ellipsis and the rest dropped. Returns the right edge."""
    for text, colour, bold in segments:
        if not text:
            continue
        fnt = kit.font(SMALL, bold)
        room = max_x - x
        if room < width("…", bold):
            break
        shown = text if width(text, bold) <= room else kit.fit_text(text, fnt, room)
        draw.text((x, mid_y), shown, font=fnt, fill=colour, anchor="lm")
        x += width(shown, bold) + sep
        if shown != text:
            break
    return x - sep


def draw_lines(draw: ImageDraw.ImageDraw, x: int, y: int, text: str, max_w: int,
               max_lines: int, colour: RGB = kit.TEXT, bold: bool = False) -> int:
    """``text`` wrapped into at most ``max_lines`` lines from ``y``; returns the next y."""
    fnt = kit.font(SMALL, bold)
    for line in kit.wrap_text(text, fnt, max_w, max_lines):
        draw.text((x, y + LINE_H // 2), line, font=fnt, fill=colour, anchor="lm")
        y += LINE_H
    return y


def gauge(draw: ImageDraw.ImageDraw, box: Box, label: str, value: int, top: int,
          colour: RGB) -> None:
    """A 0..``top`` gauge: its label and value on one line, a pip per point under it."""
    x0, y0, x1, _ = box
    draw.text((x0, y0 + LINE_H // 2), label, font=kit.font(SMALL, True), fill=colour,
              anchor="lm")
    pip_w = max(6, (x1 - x0 + 2) // top - 2)
    y = y0 + LINE_H + 2
    for i in range(top):
        px = x0 + i * (pip_w + 2)
        draw.rectangle((px, y, px + pip_w - 1, y + 11),
                       fill=colour if i < value else kit.SLOT)


def die(draw: ImageDraw.ImageDraw, x: int, y: int, face: str, text: str, size: int,
        dim: bool = False) -> None:
    """One die face (F, N or X) as a rounded square with its letter."""
    fill = FACE_FILL[face]
    ink = FACE_TEXT[face]
    if dim:
        fill, ink = kit.blend(fill, kit.PANEL, 0.55), kit.blend(ink, kit.PANEL, 0.3)
    box = (x, y, x + size - 1, y + size - 1)
    draw.rounded_rectangle(box, radius=7, fill=fill, outline=kit.PANEL_EDGE, width=1)
    draw.text(kit.centre(box), text, font=kit.font(max(SMALL, size // 2), True), fill=ink,
              anchor="mm")


def shade(image: Image.Image, box: Box, amount: float = DEAD_SHADE) -> None:
    """Fade ``box`` of ``image`` toward the background (an eliminated fighter's panel)."""
    region = image.crop((box[0], box[1], box[2] + 1, box[3] + 1))
    flat = Image.new("RGB", region.size, kit.BG)
    image.paste(Image.blend(region, flat, amount), (box[0], box[1]))
