"""A player's public panel: name and seat, HP (R1: may be negative), the shield pool and every
counter and total that is not zero (R8, R10, R22-R27), the history's top card (R5; the pile
counts are in a table under the board), then the activity zone card by card (R12-R15). In
the deck phase, whether the player has chosen (section 3.1).

The zone takes the room left: each card with a row per step when they all fit, else without
the steps passed, else with its steps flowed as tags, else one line per card, else the first
ones and "+n more".
"""

from __future__ import annotations

from dataclasses import dataclass

from PIL import ImageDraw

from bot.render import kit
from bot.render.combat.cards import Size, draw_zone_card, zone_card_height
from bot.render.combat.parts import (
    HURT,
    LINE_H,
    PAD,
    READY,
    SEAT,
    SMALL,
    TAG_FILL,
    TAG_PAD,
    TYPE_FILL,
    Tag,
    card_name,
    display,
    draw_lines,
    draw_tag,
    flow,
    lines_height,
    width,
)
from bot.render.kit import RGB, Box
from bot.text import Voice
from rules.combat.content import CARDS
from rules.combat.state import Phase
from rules.combat.view import CBView, SideView

NAME_H = LINE_H + 8
HP_H = LINE_H + 6
CARD_GAP = 6
WARN: RGB = (251, 146, 60)
"""A counter that hurts its player (poison, a lock, a skip)."""
GOOD: RGB = (134, 239, 172)


@dataclass(frozen=True)
class Fit:
    """How the zone is drawn in the room it has: each card's size, the first ``shown``."""

    sizes: list[Size]
    shown: int


def awaited(view: CBView) -> set[str]:
    """Who the table waits for: the undecided in the deck phase, else whoever must answer the
    step in progress, else the player whose turn it is."""
    if view.outcome is not None:
        return set()
    if view.phase is Phase.DECKS:
        return {s.player for s in view.sides if not s.ready}
    turn = view.turn
    if turn is None:
        return set()
    if turn.run is not None and turn.run.ask is not None:
        return {turn.run.ask.player}
    return {turn.player}


def stat_tags(say: Voice, view: CBView, side: SideView, inner: int | None = None) -> list[Tag]:
    """The counters under the HP, as tags; with the panel's ``inner`` width, a history line
    too wide for it (a long card name, longer words in some languages) wraps onto a second
    tag rather than being cut."""
    if view.phase is Phase.DECKS:
        if side.ready:
            return [Tag(say("combat.picture.deck_chosen"), READY, TAG_FILL, bold=True)]
        return [Tag(say("combat.picture.choosing"), kit.MUTED, TAG_FILL)]
    tags: list[Tag] = []
    if side.cell is None:
        tags.append(Tag(say("combat.picture.off_board"), kit.WHITE, HURT, bold=True))
    # Zeros are left out (a missing counter reads as none) so the zone keeps its room.
    if side.pool:
        tags.append(Tag(say("combat.picture.shield", n=side.pool), GOOD, TAG_FILL))
    if side.pending_shield:
        tags.append(Tag(say("combat.picture.pending_shield", n=side.pending_shield),
                        fill=TAG_FILL))
    if side.shield:
        tags.append(Tag(say("combat.picture.shield_each", n=side.shield), fill=TAG_FILL))
    if side.force:
        tags.append(Tag(say("combat.picture.force", n=side.force), fill=TAG_FILL))
    if side.charme:
        tags.append(Tag(say("combat.picture.charme", n=side.charme), fill=TAG_FILL))
    if side.concentration:
        tags.append(Tag(say("combat.picture.concentration", n=side.concentration), GOOD,
                        TAG_FILL))
    for key, n in (("gel", side.gel), ("poison", side.poison)):
        if n:
            tags.append(Tag(say(f"combat.picture.{key}", n=n), WARN, TAG_FILL))
    if side.frozen:
        tags.append(Tag(say("combat.picture.frozen", n=side.frozen), WARN, TAG_FILL))
    elif side.immobilised:
        tags.append(Tag(say("combat.picture.immobilised"), WARN, TAG_FILL))
    for key, on in (("disarmed", side.disarmed), ("silenced", side.silenced)):
        if on:
            tags.append(Tag(say(f"combat.picture.{key}"), WARN, TAG_FILL))
    if side.skip:
        tags.append(Tag(say("combat.picture.skip", n=side.skip), WARN, TAG_FILL))
    if side.extra:
        tags.append(Tag(say("combat.picture.extra", n=side.extra), GOOD, TAG_FILL))
    if side.history:  # its count is in the piles table under the board
        top = side.history[-1]
        name = card_name(say, top)
        text = say("combat.picture.history_top", card=name)
        lines = [text] if inner is None else _split(text, name, inner - 2 * TAG_PAD)
        tags += [Tag(line, kit.WHITE, _type_fill(top), newline=True) for line in lines]
    return tags


def _split(text: str, name: str, room: int) -> list[str]:
    """``text`` on one line if it fits, else on two: the words before the card's ``name``,
    then the name (wrapped as words only when that cannot be done)."""
    fnt = kit.font(SMALL)
    if kit.text_width(text, fnt) <= room:
        return [text]
    head = text.removesuffix(name).rstrip()
    if head and head != text and max(kit.text_width(head, fnt),
                                     kit.text_width(name, fnt)) <= room:
        return [head, name]
    return kit.wrap_text(text, fnt, room, 2)


def _type_fill(card: str) -> RGB:
    return TYPE_FILL[CARDS[card].type]


def _top_height(say: Voice, view: CBView, side: SideView, inner: int) -> int:
    """Name, HP, counters and the zone's title: everything above the zone's cards."""
    tags = lines_height(flow(stat_tags(say, view, side, inner), inner))
    return PAD + NAME_H + HP_H + tags + 4 + LINE_H + 4


def _zone_height(heights: list[dict[Size, int]], sizes: list[Size], shown: int) -> int:
    h = sum(heights[i][sizes[i]] + CARD_GAP for i in range(shown))
    return h + (LINE_H if shown < len(heights) else 0)


def _heights(say: Voice, side: SideView, inner: int) -> list[dict[Size, int]]:
    return [{size: zone_card_height(say, z, inner, size) for size in Size} for z in side.zone]


def panel_height(say: Voice, view: CBView, side: SideView, w: int) -> int:
    """The height that shows everything with the roomiest cards."""
    inner = w - 2 * PAD
    full = sum(zone_card_height(say, z, inner, Size.FULL) + CARD_GAP for z in side.zone)
    return _top_height(say, view, side, inner) + full + PAD


def fit_zone(say: Voice, side: SideView, inner: int, room: int) -> Fit:
    """The roomiest sizes that fit: the oldest cards shrink first, one size at a time for
    all of them; when even one line each is too much, the newest cards are left out."""
    heights = _heights(say, side, inner)
    n = len(heights)
    sizes = [Size.FULL] * n
    for size in list(Size)[1:]:
        for i in range(n):
            if _zone_height(heights, sizes, n) <= room:
                return Fit(sizes, n)
            sizes[i] = size
    shown = n
    while shown > 0 and _zone_height(heights, sizes, shown) > room:
        shown -= 1
    return Fit(sizes, shown)


def draw_panel(draw: ImageDraw.ImageDraw, say: Voice, view: CBView, side: SideView,
               box: Box) -> None:
    x0, y0, x1, y1 = box
    acting = side.player in awaited(view)
    draw.rounded_rectangle(box, radius=12, fill=kit.PANEL,
                           outline=kit.GOLD if acting else None, width=3 if acting else 0)
    left, right = x0 + PAD, x1 - PAD
    inner = right - left
    y = y0 + PAD
    _name_row(draw, say, side, left, y, right, acting)
    y += NAME_H
    _hp_row(draw, say, side, left, y, right)
    y += HP_H
    y = draw_lines(draw, left, y, flow(stat_tags(say, view, side, inner), inner), right) + 4
    if view.phase is Phase.DECKS:
        return
    title = say("combat.picture.zone", n=len(side.zone)) if side.zone else \
        say("combat.picture.zone_empty")
    draw.text((left, y + LINE_H // 2), kit.fit_text(title, kit.font(SMALL, True), inner),
              font=kit.font(SMALL, True), fill=kit.TEXT if side.zone else kit.MUTED,
              anchor="lm")
    y += LINE_H + 4
    fit = fit_zone(say, side, inner, y1 - PAD - y)
    for z, size in zip(side.zone[:fit.shown], fit.sizes, strict=False):
        y = draw_zone_card(draw, say, z, left, y, right, size) + CARD_GAP
    if fit.shown < len(side.zone):
        draw.text((left, y + LINE_H // 2), say("combat.picture.more",
                                                n=len(side.zone) - fit.shown),
                  font=kit.font(SMALL, True), fill=kit.MUTED, anchor="lm")


def _name_row(draw: ImageDraw.ImageDraw, say: Voice, side: SideView, x0: int, y: int,
              x1: int, acting: bool) -> None:
    mid = y + NAME_H // 2 - 2
    chip = Tag(side.label, kit.INK, SEAT[side.label], bold=True)
    x = draw_tag(draw, x0, mid, chip, x1) + 10
    right = x1
    if acting:
        mark = say("combat.picture.turn_mark")
        right = x1 - width(mark, True) - 8
        draw.text((x1, mid), mark, font=kit.font(SMALL, True), fill=kit.GOLD, anchor="rm")
    draw.text((x, mid), kit.fit_text(display(say, side), kit.font(SMALL, True), right - x),
              font=kit.font(SMALL, True), fill=kit.GOLD if acting else kit.TEXT, anchor="lm")


def _hp_row(draw: ImageDraw.ImageDraw, say: Voice, side: SideView, x0: int, y: int,
            x1: int) -> None:
    """R1: "HP n" and a pip per point of the 20; HP at or under 0 in red, no pip lit."""
    mid = y + HP_H // 2 - 2
    label = say("combat.picture.hp", n=side.hp)
    label_w = max(width(label, True), width(say("combat.picture.hp", n=-20), True))
    draw.text((x0, mid), label, font=kit.font(SMALL, True),
              fill=HURT if side.hp <= 0 else kit.TEXT, anchor="lm")
    bar_x = x0 + label_w + 10
    top = 20
    pip_w = max(3, (x1 - bar_x + 2) // top - 2)
    colour = (34, 197, 94) if side.hp > 10 else WARN if side.hp > 5 else HURT
    for i in range(top):
        px = bar_x + i * (pip_w + 2)
        draw.rectangle((px, mid - 8, px + pip_w - 1, mid + 8),
                       fill=colour if i < side.hp else kit.SLOT)


__all__ = ["awaited", "draw_panel", "fit_zone", "panel_height", "stat_tags"]
