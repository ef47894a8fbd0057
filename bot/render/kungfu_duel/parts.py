"""Kung-Fu Duel's drawing parts shared by its pictures: sizes, palette, names, playing cards,
and tags (a few words drawn as one piece) flowed into lines.

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
from rules.core import PlayerId
from rules.kungfu_duel.content import BONUS, SUITS, BonusKind, Comp, card_suit, card_value
from rules.kungfu_duel.view import FighterView, KFView

WIDTH = 1100
SMALL = kit.min_font(WIDTH)
BIG = SMALL + 4
"""A stack's top card: the value that is compared."""
MARGIN = 14
GAP = 8
PAD = 8
HEADER_H = 64
MAX_HEIGHT = WIDTH * 4 // 5
"""Landscape (``kit.landscape``): Discord shows a taller picture smaller."""
TAG_PAD = 7
TAG_H = SMALL + 8
SEP = 8
ROW_H = TAG_H + 4
"""One line of tags."""

# ----------------------------------------------------------------------------- palette

SIDE: dict[int, RGB] = {0: (20, 184, 166), 1: (236, 72, 153)}
"""Teal for side A, pink for side B: the seat chips and the grid's winners."""
SUIT_INK: dict[int, RGB] = {Comp.V: (29, 78, 216), Comp.D: kit.INK, Comp.T: (21, 128, 61),
                            Comp.P: (220, 38, 38)}
"""A four-colour deck on a white face: ♦ blue, ♠ black, ♣ green, ♥ red."""
COMP_FILL: dict[int, RGB] = {Comp.V: (37, 99, 235), Comp.D: (71, 85, 105),
                             Comp.T: (21, 128, 61), Comp.P: (220, 38, 38)}
"""A component's chip, in its suit's colour (white text reads on each)."""
KIND_FILL: dict[BonusKind, RGB] = {
    BonusKind.ATOUT: (126, 34, 206), BonusKind.FAIBLESSE: (190, 18, 60),
    BonusKind.MATERIEL: (161, 98, 7), BonusKind.TERRAIN: (15, 118, 110),
    BonusKind.BOUCLIER: (30, 64, 175), BonusKind.ARMURE: (87, 83, 78),
}
"""A bonus card's kind: white text reads on each."""
CARD_FACE: RGB = kit.WHITE
UNDER_FACE: RGB = (214, 217, 223)
"""A card under a stack's top: still in play, not compared."""
REVEALED_FACE: RGB = (221, 214, 254)
REVEALED_EDGE: RGB = (139, 92, 246)
"""A card dealt this turn and not yet kept or discarded."""
TAG_FILL: RGB = (62, 66, 74)
HURT: RGB = (239, 68, 68)
WARN: RGB = (251, 146, 60)
GOOD: RGB = (34, 197, 94)
READY: RGB = (134, 239, 172)
DIM_PANEL: RGB = (34, 35, 39)
"""A fighter out of the fight."""


# ----------------------------------------------------------------------------- names


@lru_cache(maxsize=4096)
def width(text: str, bold: bool = False, size: int = SMALL) -> int:
    """``kit.text_width`` remembered: a picture measures the same words many times."""
    return kit.text_width(text, kit.font(size, bold))


def label(say: Voice, view: KFView, player: PlayerId) -> str:
    f = view.fighter(player)
    players = view.sides[f.side]
    side = say(f"kungfu_duel.picture.side.{f.side}")
    if len(players) == 1:
        return side
    return say("kungfu_duel.picture.seat", side=side, n=players.index(player) + 1)


def display(say: Voice, player: PlayerId | None) -> str:
    """The display name without characters the font lacks; else a fallback from the id."""
    if player is None:
        return ""
    return kit.drawable(say.raw_name(player)) or kit.drawable(player)


def character_name(say: Voice, key: str | None) -> str:
    """A ready-made fighter's catalog name, or a saved character's typed name."""
    if key is None:
        return ""
    if say.has(f"kungfu_duel.character.{key}"):
        return say(f"kungfu_duel.character.{key}")
    return kit.drawable(key)


def comp_short(say: Voice, c: int) -> str:
    return say(f"kungfu_duel.picture.comp_short.{Comp(c).name}")


def comp_name(say: Voice, c: int) -> str:
    return say(f"kungfu_duel.comp.{Comp(c).name}")


def bonus_name(say: Voice, card: str) -> str:
    return say(f"kungfu_duel.bonus.{card}")


def card_text(say: Voice, card: int) -> str:
    """R6: "A♦", "10♠", "K♥"."""
    value = card_value(card)
    key = f"kungfu_duel.picture.rank.{value}"
    rank = say(key) if value in (1, 11, 12, 13) else str(value)
    return say("kungfu_duel.picture.card", rank=rank, suit=SUITS[card_suit(card)])


def awaited(view: KFView) -> list[PlayerId]:
    """Who the table waits for now (public: that a decision is open is public; a pursuit
    waits on every enemy of a retreater, as who has chosen is secret)."""
    if view.outcome is not None:
        return []
    phase = view.phase.value
    if phase == "gm":
        return [view.gm] if view.gm is not None else []
    if phase == "allocate":
        return [view.captain] if view.captain is not None else []
    if phase == "pursue":
        sides = {f.side for f in view.fighters if f.retreating and f.status == "in"}
        return [f.player for f in view.fighters if f.status == "in" and not f.retreating
                and any(s != f.side for s in sides)]
    asked = {"pick": lambda f: not f.picked, "plan": lambda f: f.planning,
             "keep": lambda f: f.keep_choice is not None, "boost": lambda f: f.boosts is not None,
             "absorb": lambda f: f.absorbing or f.wounded}.get(phase)
    return [f.player for f in view.fighters if asked is not None and asked(f)]


def fighter_or_none(view: KFView, player: PlayerId | None) -> FighterView | None:
    return next((f for f in view.fighters if f.player == player), None)


# ----------------------------------------------------------------------------- tags


@dataclass(frozen=True)
class Tag:
    """A few words drawn as one piece: plain text, or on a rounded ``fill`` (a pill).
    ``inks`` colours each character on its own (suit symbols)."""

    text: str
    ink: RGB = kit.TEXT
    fill: RGB | None = None
    bold: bool = False
    newline: bool = False
    """Starts a line of its own."""
    inks: tuple[RGB, ...] = ()
    outline: RGB | None = None


def suits_tag(suits: Sequence[int]) -> Tag:
    """Printed suit symbols, each in its colour, on a white pill."""
    return Tag("".join(SUITS[s] for s in suits), fill=CARD_FACE, bold=True,
               inks=tuple(SUIT_INK[s] for s in suits))


def card_tag(say: Voice, card: int, face: RGB = CARD_FACE) -> Tag:
    return Tag(card_text(say, card), SUIT_INK[card_suit(card)], face, bold=True)


def kind_fill(card: str) -> RGB:
    return KIND_FILL[BONUS[card].kind]


def tag_width(tag: Tag) -> int:
    return width(tag.text, tag.bold) + (2 * TAG_PAD if tag.fill is not None else 0)


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
    room = max_x - x - 2 * pad
    text = tag.text
    if width(text, tag.bold) > room:
        if room < width("…", tag.bold):
            return x
        text = kit.fit_text(text, fnt, room)
    w = width(text, tag.bold) + 2 * pad
    if tag.fill is not None:
        draw.rounded_rectangle((x, mid - TAG_H // 2, x + w, mid + TAG_H // 2), radius=7,
                               fill=tag.fill, outline=tag.outline,
                               width=2 if tag.outline else 0)
    if tag.inks and text == tag.text:
        left = x + pad
        for ch, ink in zip(text, tag.inks, strict=False):
            draw.text((left, mid), ch, font=fnt, fill=ink, anchor="lm")
            left += width(ch, tag.bold)
    else:
        draw.text((x + pad, mid), text, font=fnt, fill=tag.ink, anchor="lm")
    return x + w


def draw_lines(draw: ImageDraw.ImageDraw, x: int, y: int, lines: Sequence[Sequence[Tag]],
               max_x: int, row_h: int = ROW_H, sep: int = SEP) -> int:
    """Flowed lines of tags from ``y`` (each ``row_h`` tall); returns the y under them."""
    for line in lines:
        left = x
        for tag in line:
            left = draw_tag(draw, left, y + row_h // 2, tag, max_x) + sep
        y += row_h
    return y


def lines_height(lines: Sequence[Sequence[Tag]], row_h: int = ROW_H) -> int:
    return len(lines) * row_h


def fit_groups(say: Voice, groups: Sequence[Sequence[Tag]], most: int,
               max_w: int) -> list[list[Tag]]:
    """Groups of tags (a card and its numbers) flowed into at most ``most`` lines: as many
    whole groups as fit, then "+n more" for the groups left out."""
    tags = [t for g in groups for t in g]
    lines = flow(tags, max_w)
    shown = len(groups)
    while len(lines) > most and shown > 0:
        shown -= 1
        more = Tag(say("kungfu_duel.picture.more_lines", n=len(groups) - shown), kit.MUTED,
                   bold=True)
        lines = flow([*(t for g in groups[:shown] for t in g), more], max_w)
    return lines[:most]


def sentence(text: str, ink: RGB, max_w: int, bold: bool = False, lines: int = 2) -> list[Tag]:
    """A sentence as one tag per wrapped line, each starting a line."""
    return [Tag(line, ink, bold=bold, newline=True)
            for line in kit.wrap_text(text, kit.font(SMALL, bold), max_w, lines)]
