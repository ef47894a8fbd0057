"""A card drawn with its steps. A zone card comes in four sizes: every step on a row of its
own (``FULL``), the same without the steps already passed that are not active (``LIVE``),
only the active steps and the one waited at (``MARKED``), or the title with only the step it
waits at (``LINE``). It marks where resolution stands (R12-R15): its active permanent steps
on green, the intervention it is paused at on gold, the step being resolved on blue, and the
steps already passed dimmed.

Every function that draws has a twin that measures, so a picture can pick the roomiest size
that fits before drawing anything.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum

from PIL import ImageDraw

from bot.render import kit
from bot.render.combat.parts import (
    ACTIVE,
    CARD_EDGE,
    CARD_FILL,
    CURRENT,
    DONE,
    KIND_INK,
    LINE_H,
    PAUSED,
    SEP,
    SMALL,
    TAG_FILL,
    TAG_H,
    TYPE_FILL,
    Tag,
    card_name,
    draw_lines,
    draw_tag,
    flow,
    kind_width,
    kind_word,
    lines_height,
    tag_width,
    types_text,
    verb_text,
    width,
)
from bot.render.kit import RGB
from bot.text import Voice
from rules.combat.content import CARDS, Step
from rules.combat.view import ZoneCardView

CARD_PAD = 8
STRIPE = 6
ROW_GAP = 2
TEXT_LINES = 3
"""A step's words wrap onto at most this many lines."""
TYPE_LINES = 2
"""A hand card's types wrap onto at most this many lines."""
BADGE_ROOM = 50
"""Where a hand card's title leaves room for the ``×n`` badge of copies."""


class Look(Enum):
    TODO = "todo"
    DONE = "done"
    ACTIVE = "active"
    PAUSED = "paused"
    CURRENT = "current"


class Size(Enum):
    """From the roomiest to the most compact (a zone tries them in this order)."""

    FULL = "full"
    LIVE = "live"
    MARKED = "marked"
    LINE = "line"


FILL: dict[Look, RGB | None] = {Look.TODO: None, Look.DONE: None, Look.ACTIVE: ACTIVE,
                                Look.PAUSED: PAUSED, Look.CURRENT: CURRENT}
INK: dict[Look, RGB] = {Look.TODO: kit.TEXT, Look.DONE: DONE, Look.ACTIVE: kit.WHITE,
                        Look.PAUSED: kit.INK, Look.CURRENT: kit.WHITE}


def zone_looks(z: ZoneCardView) -> list[Look]:
    """Where resolution stands on each of a zone card's steps."""
    looks = []
    for i in range(len(CARDS[z.card].steps)):
        if i in z.active:
            looks.append(Look.ACTIVE)
        elif i == z.at:
            looks.append(Look.PAUSED if z.paused else Look.CURRENT)
        elif i < z.at:
            looks.append(Look.DONE)
        else:
            looks.append(Look.TODO)
    return looks


# ----------------------------------------------------------------------------- step rows


def _row_lines(say: Voice, step: Step, text_w: int) -> list[str]:
    return kit.wrap_text(verb_text(say, step), kit.font(SMALL), text_w, TEXT_LINES)


def rows_height(say: Voice, steps: Sequence[Step], w: int) -> int:
    text_w = w - kind_width(say) - 2 * 6
    return sum(len(_row_lines(say, s, text_w)) * LINE_H + ROW_GAP for s in steps)


def draw_rows(draw: ImageDraw.ImageDraw, say: Voice, steps: Sequence[Step],
              looks: Sequence[Look], x0: int, y: int, x1: int) -> int:
    """One row per step: its kind word in a column, its verb wrapped beside it."""
    kind_w = kind_width(say)
    text_w = x1 - x0 - kind_w - 2 * 6
    for step, look in zip(steps, looks, strict=True):
        lines = _row_lines(say, step, text_w)
        h = len(lines) * LINE_H
        fill = FILL[look]
        if fill is not None:
            draw.rounded_rectangle((x0, y, x1, y + h - 1), radius=6, fill=fill)
        ink = INK[look]
        kind_ink = KIND_INK[step.kind] if fill is None and look is not Look.DONE else ink
        draw.text((x0 + 6, y + LINE_H // 2), kind_word(say, step.kind),
                  font=kit.font(SMALL, True), fill=kind_ink, anchor="lm")
        for i, line in enumerate(lines):
            draw.text((x0 + 6 + kind_w, y + i * LINE_H + LINE_H // 2), line,
                      font=kit.font(SMALL), fill=ink, anchor="lm")
        y += h + ROW_GAP
    return y


def step_tags(say: Voice, steps: Sequence[Step], looks: Sequence[Look]) -> list[Tag]:
    """Steps as pills in their look's colours (a card shrunk to a line)."""
    return [Tag(verb_text(say, s), INK[look], FILL[look] or TAG_FILL,
                lead=kind_word(say, s.kind), lead_ink=INK[look])
            for s, look in zip(steps, looks, strict=True)]


def step_words(say: Voice, steps: Sequence[Step]) -> list[Tag]:
    """Steps as words, each kind in its colour (a hand card in a compact row)."""
    return [Tag(verb_text(say, s), lead=kind_word(say, s.kind), lead_ink=KIND_INK[s.kind])
            for s in steps]


# ----------------------------------------------------------------------------- a zone card


def _zone_steps(z: ZoneCardView, size: Size) -> tuple[list[Step], list[Look]]:
    """The steps a size shows: all of them; all but those passed and inactive (``LIVE``);
    the active ones and the one waited at or resolving (``MARKED``); only the latter
    (``LINE``)."""
    steps = list(CARDS[z.card].steps)
    looks = zone_looks(z)
    keep = {Size.FULL: lambda look: True,
            Size.LIVE: lambda look: look is not Look.DONE,
            Size.MARKED: lambda look: look not in (Look.DONE, Look.TODO),
            Size.LINE: lambda look: look in (Look.PAUSED, Look.CURRENT)}[size]
    pairs = [(s, look) for s, look in zip(steps, looks, strict=True) if keep(look)]
    return [s for s, _ in pairs], [look for _, look in pairs]


def _line_tags(say: Voice, z: ZoneCardView, inner: int) -> tuple[list[Tag], bool]:
    """``LINE``: the title's side tags (the step waited at, "resolving"), and whether they
    go on a line of their own."""
    steps, looks = _zone_steps(z, Size.LINE)
    tags = step_tags(say, steps, looks)
    if not z.paused:
        tags.insert(0, _resolving(say))
    used = width(card_name(say, z.card), True) + sum(tag_width(t) + SEP for t in tags)
    return tags, used > inner


def _resolving(say: Voice) -> Tag:
    return Tag(say("combat.picture.resolving"), kit.WHITE, CURRENT, bold=True)


def _zone_title(say: Voice, z: ZoneCardView, inner: int) -> list[str]:
    """The card's name on one line, or two for a long one (never cut short)."""
    return kit.wrap_text(card_name(say, z.card), kit.font(SMALL, True), inner, 2)


def zone_card_height(say: Voice, z: ZoneCardView, w: int, size: Size) -> int:
    inner = w - 2 * CARD_PAD - STRIPE
    steps, _ = _zone_steps(z, size)
    body = 0
    if size is not Size.LINE:
        body = rows_height(say, steps, inner + 4)
    else:
        tags, own_line = _line_tags(say, z, inner)
        if own_line:
            body = lines_height(flow(tags, inner))
    return 2 * CARD_PAD + len(_zone_title(say, z, inner)) * LINE_H + body


def draw_zone_card(draw: ImageDraw.ImageDraw, say: Voice, z: ZoneCardView, x0: int, y: int,
                   x1: int, size: Size) -> int:
    """A card of an activity zone from ``y``; returns its bottom."""
    card = CARDS[z.card]
    h = zone_card_height(say, z, x1 - x0, size)
    box = (x0, y, x1, y + h - 1)
    draw.rounded_rectangle(box, radius=8, fill=CARD_FILL, outline=CARD_EDGE, width=1)
    draw.rounded_rectangle((x0, y, x0 + STRIPE + 4, y + h - 1), radius=8,
                           fill=TYPE_FILL[card.type])
    draw.rectangle((x0 + STRIPE, y + 1, x0 + STRIPE + 4, y + h - 2), fill=CARD_FILL)
    left, right = x0 + STRIPE + CARD_PAD, x1 - CARD_PAD
    steps, looks = _zone_steps(z, size)
    title = _zone_title(say, z, right - left)
    mid = y + CARD_PAD + LINE_H // 2
    top = y + CARD_PAD + len(title) * LINE_H
    if size is Size.LINE:
        tags, own_line = _line_tags(say, z, right - left)
        if own_line:
            draw_lines(draw, left, top, flow(tags, right - left), right)
        else:
            x = right - sum(tag_width(t) + SEP for t in tags) + SEP
            draw_lines(draw, x, mid - (TAG_H + 4) // 2, [tags], right)
    for i, line in enumerate(title):
        draw.text((left, mid + i * LINE_H), line, font=kit.font(SMALL, True), fill=kit.TEXT,
                  anchor="lm")
    if size is not Size.LINE:
        draw_rows(draw, say, steps, looks, left - 4, top, right)
    return y + h


# ----------------------------------------------------------------------------- a hand card


def hand_card_height(say: Voice, card: str, w: int, count: int = 1) -> int:
    inner = w - 2 * CARD_PAD
    title = len(_title_lines(say, card, inner, count))
    types = len(_type_lines(say, card, inner))
    body = rows_height(say, CARDS[card].steps, inner + 8)
    return CARD_PAD + title * LINE_H + CARD_PAD + types * LINE_H + 4 + body + CARD_PAD


def _title_lines(say: Voice, card: str, inner: int, count: int = 1) -> list[str]:
    room = inner - BADGE_ROOM if count > 1 else inner
    return kit.wrap_text(card_name(say, card), kit.font(SMALL, True), room, 2)


def _type_lines(say: Voice, card: str, inner: int) -> list[str]:
    """The types on one line, or two where the words are long ("déplacement · séduction")."""
    return kit.wrap_text(types_text(say, card), kit.font(SMALL), inner, TYPE_LINES)


def draw_hand_card(draw: ImageDraw.ImageDraw, say: Voice, card: str, count: int, x0: int,
                   y: int, x1: int, h: int) -> None:
    """A card of the viewer's hand in a box ``h`` tall: its name on its primary type's
    colour (with ``×n`` for copies), its types, a row per step."""
    c = CARDS[card]
    inner = x1 - x0 - 2 * CARD_PAD
    title = _title_lines(say, card, inner, count)
    band = CARD_PAD + len(title) * LINE_H + CARD_PAD // 2
    draw.rounded_rectangle((x0, y, x1, y + h - 1), radius=10, fill=CARD_FILL, outline=CARD_EDGE,
                           width=1)
    draw.rounded_rectangle((x0, y, x1, y + band), radius=10, fill=TYPE_FILL[c.type])
    draw.rectangle((x0, y + band - 10, x1, y + band), fill=TYPE_FILL[c.type])
    for i, line in enumerate(title):
        draw.text((x0 + CARD_PAD, y + CARD_PAD + i * LINE_H + LINE_H // 2), line,
                  font=kit.font(SMALL, True), fill=kit.WHITE, anchor="lm")
    if count > 1:
        badge = Tag(say("combat.picture.copies", n=count), TYPE_FILL[c.type], kit.WHITE,
                    bold=True)
        draw_tag(draw, x1 - CARD_PAD - tag_width(badge), y + CARD_PAD + LINE_H // 2, badge,
                 x1 - CARD_PAD)
    ty = y + band + 2
    types = _type_lines(say, card, inner)
    for i, line in enumerate(types):
        draw.text((x0 + CARD_PAD, ty + i * LINE_H + LINE_H // 2), line, font=kit.font(SMALL),
                  fill=kit.MUTED, anchor="lm")
    draw_rows(draw, say, c.steps, [Look.TODO] * len(c.steps), x0 + CARD_PAD - 4,
              ty + len(types) * LINE_H + 2, x1 - CARD_PAD + 4)
