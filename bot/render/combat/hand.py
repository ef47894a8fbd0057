"""The viewer's private picture (section 8: for the owner's eyes only): their hand as cards,
copies of a card together ("×2"), each with its name, types and steps; their own discard's
contents; their deck's count and name; what they are asked right now. In the deck phase,
the decks they may pick or that theirs is chosen.

Full cards, four to a row, while they fit; a bigger hand (up to 20 different cards) as
compact rows in two columns: the name, the types and the steps flowed as words.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from PIL import ImageDraw

from bot.render import kit
from bot.render.combat.cards import draw_hand_card, hand_card_height, step_words
from bot.render.combat.panel import awaited
from bot.render.combat.parts import (
    GAP,
    HEADER_H,
    MARGIN,
    MAX_HEIGHT,
    PAD,
    SEAT,
    SMALL,
    TAG_FILL,
    TYPE_FILL,
    WIDTH,
    Tag,
    card_name,
    draw_lines,
    draw_tag,
    flow,
    lines_height,
    side_of,
    tag_width,
    types_text,
    who,
)
from bot.render.kit import Box
from bot.text import Voice
from rules.combat.content import CARDS, STARTERS
from rules.combat.state import AskKind, Phase
from rules.combat.view import CBView, SideView
from rules.kit.hexgrid import Orientation, direction_name

TOP = MARGIN + HEADER_H + GAP
INNER_W = WIDTH - 2 * MARGIN
GRID_COLUMNS = 4
ROW_COLUMNS = 2
CARD_GAP = 8
DISCARD_LINES = 2


@dataclass(frozen=True)
class Plan:
    """Where the cards go (boxes from the top of the cards' area): full cards or compact
    rows, the first ``shown`` groups, ``height`` tall in all."""

    compact: bool
    boxes: list[Box]
    height: int
    shown: int


def groups(hand: Sequence[str]) -> list[tuple[str, int]]:
    """Copies together, in the order first drawn."""
    counts = Counter(hand)
    return [(c, counts[c]) for c in dict.fromkeys(hand)]


def render_hand(say: Voice, view: CBView) -> bytes:
    """``view.viewer``'s hand and secrets; a short note for a viewer without a seat."""
    say = say.for_pictures()
    me = side_of(view, view.viewer)
    if me is None or view.hand is None:
        image, draw = kit.canvas(WIDTH, 120)
        draw.rounded_rectangle((MARGIN, MARGIN, WIDTH - MARGIN, 106), radius=14, fill=kit.PANEL)
        draw.text((WIDTH // 2, 60), say("combat.picture.hand.spectator"),
                  font=kit.font(SMALL + 4, True), fill=kit.TEXT, anchor="mm")
        return kit.to_png(image)
    notice = notice_tags(say, view, me)
    notice_h = 2 * PAD + lines_height(flow(notice, INNER_W - 2 * PAD)) if notice else 0
    discard = discard_lines(say, view.discard or [], INNER_W - 2 * PAD)
    discard_h = 2 * PAD + lines_height(discard)
    cards = groups(view.hand)
    y = TOP + (notice_h + GAP if notice else 0)
    grid = plan(say, cards, MAX_HEIGHT - MARGIN - discard_h - GAP - y)
    cards_h = grid.height if cards else LINE_H_EMPTY
    if grid.shown < len(cards):
        cards_h += LINE_H_EMPTY
    height = y + cards_h + GAP + discard_h + MARGIN
    image, draw = kit.canvas(WIDTH, height)
    _header(draw, say, view, me)
    if notice:
        box = (MARGIN, TOP, WIDTH - MARGIN, TOP + notice_h)
        draw.rounded_rectangle(box, radius=12, fill=kit.PANEL, outline=kit.GOLD, width=2)
        draw_lines(draw, MARGIN + PAD, TOP + PAD, flow(notice, INNER_W - 2 * PAD),
                   WIDTH - MARGIN - PAD)
    for (card, count), (x0, y0, x1, y1) in zip(cards, grid.boxes, strict=False):
        if grid.compact:
            draw_compact_card(draw, say, card, count, x0, y + y0, x1, y1 - y0)
        else:
            draw_hand_card(draw, say, card, count, x0, y + y0, x1, y1 - y0)
    if not cards:
        draw.text((MARGIN + PAD, y + LINE_H_EMPTY // 2), say("combat.picture.hand.empty"),
                  font=kit.font(SMALL), fill=kit.MUTED, anchor="lm")
    elif grid.shown < len(cards):
        more = sum(n for _, n in cards[grid.shown:])
        draw.text((MARGIN + PAD, y + cards_h - LINE_H_EMPTY // 2),
                  say("combat.picture.more", n=more), font=kit.font(SMALL, True),
                  fill=kit.MUTED, anchor="lm")
    top = height - MARGIN - discard_h
    draw.rounded_rectangle((MARGIN, top, WIDTH - MARGIN, height - MARGIN), radius=12,
                           fill=kit.PANEL)
    draw_lines(draw, MARGIN + PAD, top + PAD, discard, WIDTH - MARGIN - PAD)
    return kit.to_png(image)


LINE_H_EMPTY = 40
"""The line saying the hand is empty, or how many cards did not fit."""


# ----------------------------------------------------------------------------- layout


def plan(say: Voice, cards: Sequence[tuple[str, int]], room: int) -> Plan:
    """Full cards four to a row when they fit in ``room``, else compact rows in two columns
    (each card under the shorter column); the groups that fit when even those do not."""
    w = _column_w(GRID_COLUMNS)
    boxes: list[Box] = []
    y = 0
    for start in range(0, len(cards), GRID_COLUMNS):
        row = cards[start:start + GRID_COLUMNS]
        h = max(hand_card_height(say, c, w, n) for c, n in row)
        boxes += [(MARGIN + i * (w + CARD_GAP), y, MARGIN + i * (w + CARD_GAP) + w, y + h)
                  for i in range(len(row))]
        y += h + CARD_GAP
    if y - CARD_GAP <= room:
        return Plan(False, boxes, max(0, y - CARD_GAP), len(cards))
    w = _column_w(ROW_COLUMNS)
    heights = [compact_height(say, c, n, w) for c, n in cards]
    for shown in range(len(cards), -1, -1):
        boxes, height = _masonry(heights[:shown], w)
        if height + (LINE_H_EMPTY if shown < len(cards) else 0) <= room:
            return Plan(True, boxes, height, shown)
    return Plan(True, [], 0, 0)


def _masonry(heights: Sequence[int], w: int) -> tuple[list[Box], int]:
    """Each card in turn under the shorter column (the first on a tie)."""
    tops = [0] * ROW_COLUMNS
    boxes: list[Box] = []
    for h in heights:
        col = tops.index(min(tops))
        x = MARGIN + col * (w + CARD_GAP)
        boxes.append((x, tops[col], x + w, tops[col] + h))
        tops[col] += h + CARD_GAP
    return boxes, max(0, max(tops) - CARD_GAP)


def _column_w(columns: int) -> int:
    return (INNER_W - CARD_GAP * (columns - 1)) // columns


# ----------------------------------------------------------------------------- compact rows

ROW_LINE = SMALL + 4
"""A compact row's line: plain words, no pills, so twenty cards fit."""
ROW_PAD = 3
STRIPE = 6


def compact_tags(say: Voice, card: str, count: int) -> list[Tag]:
    """A card on a line or two: its name, ``×n``, its types, its steps (the primary type's
    colour is the row's stripe)."""
    c = CARDS[card]
    tags = [Tag(card_name(say, card), kit.WHITE, bold=True)]
    if count > 1:
        tags.append(Tag(say("combat.picture.copies", n=count), kit.GOLD, bold=True))
    tags.append(Tag(types_text(say, card), kit.MUTED))
    return tags + step_words(say, c.steps)


def _compact_lines(say: Voice, card: str, count: int, w: int) -> list[list[Tag]]:
    return flow(compact_tags(say, card, count), w - STRIPE - 2 * PAD, sep=14)


def compact_height(say: Voice, card: str, count: int, w: int) -> int:
    return 2 * ROW_PAD + len(_compact_lines(say, card, count, w)) * ROW_LINE


def draw_compact_card(draw: ImageDraw.ImageDraw, say: Voice, card: str, count: int, x0: int,
                      y: int, x1: int, h: int) -> None:
    draw.rounded_rectangle((x0, y, x1, y + h - 1), radius=8, fill=kit.PANEL)
    draw.rounded_rectangle((x0, y, x0 + STRIPE + 4, y + h - 1), radius=8,
                           fill=TYPE_FILL[CARDS[card].type])
    draw.rectangle((x0 + STRIPE, y, x0 + STRIPE + 4, y + h - 1), fill=kit.PANEL)
    draw_lines(draw, x0 + STRIPE + PAD, y + ROW_PAD, _compact_lines(say, card, count, x1 - x0),
               x1 - PAD, row_h=ROW_LINE, sep=14)


# ----------------------------------------------------------------------------- words


def _header(draw: ImageDraw.ImageDraw, say: Voice, view: CBView, me: SideView) -> None:
    box = (MARGIN, MARGIN, WIDTH - MARGIN, MARGIN + HEADER_H)
    draw.rounded_rectangle(box, radius=14, fill=kit.PANEL)
    x0, y0, x1, y1 = box
    mid = (y0 + y1) // 2
    title_font = kit.font(28, True)
    title = say("combat.picture.hand.title", n=len(view.hand or []))
    draw.text((x0 + 16, mid), title, font=title_font, fill=kit.TEXT, anchor="lm")
    x = x0 + 16 + kit.text_width(title, title_font) + 16
    right = [Tag(say("combat.picture.deck", n=me.deck_count), fill=TAG_FILL),
             Tag(say("combat.picture.discard", n=me.discard_count), fill=TAG_FILL)]
    name = deck_name(say, view)
    if name:
        right.insert(0, Tag(say("combat.picture.hand.deck_name", name=name), kit.MUTED))
    turn = view.turn
    if view.outcome is None and turn is not None and turn.player == me.player and \
            me.player in awaited(view):  # the turn's action (an ask has the notice)
        right.insert(0, Tag(say("combat.picture.hand.your_turn"), kit.INK, kit.GOLD,
                            bold=True))
    rx = x1 - 14 - sum(tag_width(t) + 10 for t in right) + 10
    edge = x1 - 14
    x = draw_tag(draw, x, mid, Tag(me.label, kit.INK, SEAT[me.label], bold=True), edge) + 10
    x = draw_tag(draw, x, mid, Tag(who(say, view, me.player), kit.GOLD, bold=True),
                 max(x, rx - 16))
    left = max(rx, x + 16)
    for tag in right:
        left = draw_tag(draw, left, mid, tag, edge) + 10


def deck_name(say: Voice, view: CBView) -> str:
    """The viewer's deck: a starter's catalog name, or a saved deck's own name."""
    name = view.deck_name
    if not name:
        return ""
    if name in STARTERS:
        return say(f"combat.picture.starter.{name}")
    return kit.drawable(name)


def notice_tags(say: Voice, view: CBView, me: SideView) -> list[Tag]:
    """What the viewer is asked now, or the deck choice; nothing when they wait."""
    if view.outcome is not None:
        return []
    if view.phase is Phase.DECKS:
        if me.ready:
            return [Tag(say("combat.picture.hand.deck_ready"), kit.GOLD, bold=True)]
        tags = [Tag(say("combat.picture.hand.choose_deck"), kit.GOLD, bold=True)]
        for choice in view.deck_choices:
            name = say(f"combat.picture.starter.{choice.key}") if choice.key in STARTERS \
                else kit.drawable(choice.name)
            tags.append(Tag(name, fill=TAG_FILL))
        return tags
    turn = view.turn
    if turn is None or me.player not in awaited(view):
        return []
    ask = turn.run.ask if turn.run is not None else None
    if ask is None:  # the header says it is their turn
        return []
    if ask.kind is AskKind.DISCARD:
        tags = [Tag(say("combat.picture.hand.to_discard", n=ask.count), kit.GOLD, bold=True)]
        if ask.chosen:
            tags.append(Tag(say("combat.picture.hand.chosen"), kit.MUTED))
            tags += [Tag(card_name(say, c), fill=TAG_FILL) for c in ask.chosen]
        return tags
    if ask.kind is AskKind.MOVE:
        return [Tag(say("combat.picture.hand.to_move"), kit.GOLD, bold=True)]
    if ask.kind is AskKind.PUSH:
        dirs = [Tag(say(f"combat.picture.dir.{direction_name(d, Orientation.FLAT)}"),
                    fill=TAG_FILL) for d in ask.dirs]
        return [Tag(say("combat.picture.hand.to_push"), kit.GOLD, bold=True), *dirs]
    return [Tag(say("combat.picture.hand.to_dissipate"), kit.GOLD, bold=True)]


def discard_lines(say: Voice, discard: Sequence[str], w: int) -> list[list[Tag]]:
    """The viewer's discard (face down: only its owner knows it), copies together, on at most
    :data:`DISCARD_LINES` lines: the last ones as "+n more" when it is longer."""
    if not discard:
        return flow([Tag(say("combat.picture.hand.discard_empty"), kit.MUTED)], w)
    title = Tag(say("combat.picture.hand.discard_title", n=len(discard)), kit.TEXT, bold=True)
    cards = groups(discard)
    tags = [Tag(card_name(say, c) if n == 1 else
                say("combat.picture.hand.discard_card", card=card_name(say, c), n=n),
                fill=TAG_FILL) for c, n in cards]
    shown = len(tags)
    while True:
        rest = sum(n for _, n in cards[shown:])
        more = [Tag(say("combat.picture.more", n=rest), kit.MUTED, bold=True)] if rest else []
        lines = flow([title, *tags[:shown], *more], w)
        if len(lines) <= DISCARD_LINES or shown == 0:
            return lines[:DISCARD_LINES]
        shown -= 1
