"""Combat's drawing parts shared by its two pictures: sizes, palette, names, and the small
pieces (a tag, tags flowed into lines, a step's words).

Every size is in px at :data:`WIDTH`; :data:`SMALL` is the smallest text that still reads once
Discord shows the picture about 550 px wide (``kit.min_font``), and no text here is smaller.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from PIL import ImageDraw

from bot.render import kit
from bot.render.kit import RGB
from bot.text import Voice
from rules.combat.content import CARDS, Basic, CardType, Prefix, Step, StepKind
from rules.combat.view import CBView, SideView
from rules.core import PlayerId

WIDTH = 1100
SMALL = kit.min_font(WIDTH)
LINE_H = SMALL + 6
"""One line of :data:`SMALL` text."""
MARGIN = 14
GAP = 10
PAD = 10
HEADER_H = 64
MAX_HEIGHT = WIDTH * 4 // 5
"""Landscape (``kit.landscape``): Discord shows a taller picture smaller."""
TAG_PAD = 7
TAG_H = SMALL + 8
SEP = 10
"""Between two tags on a line."""

# ----------------------------------------------------------------------------- palette

SEAT: dict[str, RGB] = {"A": (20, 184, 166), "B": (236, 72, 153)}
"""Teal for A (top corner), pink for B: the tokens, the name chips, the turn pill."""
TYPE_FILL: dict[CardType, RGB] = {
    CardType.ATTAQUE: (185, 28, 28), CardType.DEFENSE: kit.BLUE,
    CardType.RHETORIQUE: (126, 34, 206), CardType.DEPLACEMENT: kit.GREEN,
    CardType.PASSIF: (161, 98, 7),
}
"""A card's primary type: its stripe and badge (white text reads on each)."""
KIND_INK: dict[StepKind, RGB] = {
    StepKind.C: (147, 197, 253), StepKind.E: kit.MUTED, StepKind.P: (134, 239, 172),
    StepKind.I: kit.GOLD,
}
"""The kind word of a step ("if", "do", "while", "wait") on a card's fill."""
CARD_FILL: RGB = (58, 61, 68)
CARD_EDGE: RGB = (96, 101, 112)
TAG_FILL: RGB = (62, 66, 74)
ACTIVE: RGB = kit.GREEN
"""An active permanent step (R15): white text on green."""
PAUSED: RGB = kit.GOLD
"""The step a paused card waits at (R12, R14): ink on gold."""
CURRENT: RGB = kit.BLUE
"""The card resolving right now (its step being asked about)."""
DONE: RGB = (150, 155, 165)
"""Steps a zone card has passed that stay inactive: dimmer than the steps to come."""
HURT: RGB = (239, 68, 68)
READY: RGB = (134, 239, 172)


# ----------------------------------------------------------------------------- names


@lru_cache(maxsize=4096)
def width(text: str, bold: bool = False, size: int = SMALL) -> int:
    """``kit.text_width`` remembered: a picture measures the same words many times."""
    return kit.text_width(text, kit.font(size, bold))


def display(say: Voice, side: SideView) -> str:
    """The player's display name without characters the font lacks; else the seat label."""
    return kit.drawable(say.names.get(side.player, "")) or side.label


def side_of(view: CBView, player: PlayerId | None) -> SideView | None:
    return next((s for s in view.sides if s.player == player), None)


def who(say: Voice, view: CBView, player: PlayerId | None) -> str:
    side = side_of(view, player)
    return display(say, side) if side is not None else ""


def seat_colour(view: CBView, player: PlayerId | None) -> RGB:
    side = side_of(view, player)
    return SEAT[side.label] if side is not None else kit.GOLD


def is_basic(card: str) -> bool:
    return card in Basic._value2member_map_


def card_name(say: Voice, card: str) -> str:
    """A card's printed name, or a basic technique's (a run's ``card`` may be either)."""
    return say(f"combat.basic.{card}") if is_basic(card) else say(f"combat.card.{card}")


def type_name(say: Voice, t: CardType) -> str:
    return say(f"combat.type.{t.value}")


def types_text(say: Voice, card: str) -> str:
    """"attack · lambda": the primary type, then the secondary ones."""
    c = CARDS[card]
    return say("combat.picture.types_sep").join(type_name(say, t)
                                                 for t in (c.type, *c.secondary))


def verb_text(say: Voice, step: Step) -> str:
    """The verb with its argument and prefix ("Hurt 3", "Foe: Discard 1")."""
    key = f"combat.verb.{step.verb.value}"
    if say.has(f"{key}.{step.kind.value}"):
        key = f"{key}.{step.kind.value}"
    params: dict[str, object] = {"n": step.n}
    if step.type is not None:
        params["t"] = type_name(say, step.type)
    text = say(key, **params)
    if step.prefix is not Prefix.SELF:
        text = say(f"combat.prefix.{step.prefix.value}", step=text)
    return text


def kind_word(say: Voice, kind: StepKind) -> str:
    return say(f"combat.kind.{kind.value}")


def kind_width(say: Voice) -> int:
    """The kind column of a step row: the widest kind word and a gap."""
    return max(width(kind_word(say, k), True) for k in StepKind) + 10


# ----------------------------------------------------------------------------- tags


@dataclass(frozen=True)
class Tag:
    """A few words drawn as one piece: plain text, or on a rounded ``fill`` (a pill)."""

    text: str
    ink: RGB = kit.TEXT
    fill: RGB | None = None
    bold: bool = False
    newline: bool = False
    """Starts a line of its own."""
    lead: str = ""
    """A bold word before the text in its own colour (a step's kind: "if Melee")."""
    lead_ink: RGB = kit.TEXT


LEAD_GAP = 7


def tag_width(tag: Tag) -> int:
    lead = width(tag.lead, True) + LEAD_GAP if tag.lead else 0
    return lead + width(tag.text, tag.bold) + (2 * TAG_PAD if tag.fill is not None else 0)


def flow(tags: Sequence[Tag], max_w: int, sep: int = SEP) -> list[list[Tag]]:
    """Tags into lines no wider than ``max_w`` (a tag wider than a line gets its own, cut
    when drawn)."""
    lines: list[list[Tag]] = []
    used = 0
    for tag in tags:
        if not tag.text:
            continue
        w = tag_width(tag)
        if not lines or tag.newline or used + sep + w > max_w:
            lines.append([tag])
            used = w
        else:
            lines[-1].append(tag)
            used += sep + w
    return lines


def draw_tag(draw: ImageDraw.ImageDraw, x: int, mid: int, tag: Tag, max_x: int) -> int:
    """``tag`` from ``x``, vertically centred on ``mid``, cut to end by ``max_x``; returns
    its right edge."""
    fnt = kit.font(SMALL, tag.bold)
    pad = TAG_PAD if tag.fill is not None else 0
    lead_w = width(tag.lead, True) + LEAD_GAP if tag.lead else 0
    room = max_x - x - 2 * pad - lead_w
    if room < width("…", tag.bold):
        return x
    text = tag.text if width(tag.text, tag.bold) <= room else kit.fit_text(tag.text, fnt, room)
    w = lead_w + width(text, tag.bold) + 2 * pad
    if tag.fill is not None:
        draw.rounded_rectangle((x, mid - TAG_H // 2, x + w, mid + TAG_H // 2), radius=7,
                               fill=tag.fill)
    if tag.lead:
        draw.text((x + pad, mid), tag.lead, font=kit.font(SMALL, True), fill=tag.lead_ink,
                  anchor="lm")
    draw.text((x + pad + lead_w, mid), text, font=fnt, fill=tag.ink, anchor="lm")
    return x + w


def draw_lines(draw: ImageDraw.ImageDraw, x: int, y: int, lines: Sequence[Sequence[Tag]],
               max_x: int, row_h: int = TAG_H + 4, sep: int = SEP) -> int:
    """Flowed lines of tags from ``y`` (each ``row_h`` tall); returns the y under them."""
    for line in lines:
        left = x
        for tag in line:
            left = draw_tag(draw, left, y + row_h // 2, tag, max_x) + sep
        y += row_h
    return y


def lines_height(lines: Sequence[Sequence[Tag]], row_h: int = TAG_H + 4) -> int:
    return len(lines) * row_h
