"""One fighter's public board, a band across the picture (section 10, "after each reveal"):
the name row (seat, name, character, status, hand count, AP, wins), then a row per component
V to P (its stack with the top card large, the cards dealt this turn waiting for the keep,
value, limit, cap, the 13-box scale and the rating with its threshold), and beside the rows
the front area (Matériel with fragility and pool, signature marked; Terrain; Bouclier;
Armure; Faiblesses with the suits they lock).
"""

from __future__ import annotations

from dataclasses import dataclass

from PIL import ImageDraw

from bot.render import kit
from bot.render.kit import RGB, Box
from bot.render.kungfu_duel.parts import (
    BIG,
    CARD_FACE,
    COMP_FILL,
    DIM_PANEL,
    GOOD,
    HURT,
    PAD,
    READY,
    REVEALED_EDGE,
    REVEALED_FACE,
    SEP,
    SIDE,
    SMALL,
    SUIT_INK,
    TAG_FILL,
    TAG_H,
    UNDER_FACE,
    WARN,
    Tag,
    awaited,
    bonus_name,
    card_text,
    character_name,
    comp_short,
    display,
    draw_lines,
    draw_tag,
    fit_groups,
    kind_fill,
    label,
    sentence,
    suits_tag,
    tag_width,
    width,
)
from bot.text import Voice
from rules.kungfu_duel.content import BONUS, COMPS, SCALE, card_suit, threshold
from rules.kungfu_duel.view import FighterView, KFView

NAME_H = 34
COMP_ROW = 31
FULL_H = 2 * PAD + NAME_H + 4 * COMP_ROW
SHORT_H = 2 * PAD + NAME_H
"""A band with its name row only (the fighter pick, when no character is known yet)."""
CHIP_W = 30
COL_GAP = 10
BOX_W = 6
BOX_GAP = 2
BAR_W = SCALE * (BOX_W + BOX_GAP) - BOX_GAP
FRONT_W = 320
CARD_PAD = 5
EMPTY_W = 40
"""An empty stack's slot."""
AP_SHOWN = ("keep", "boost", "allocate", "absorb", "pursue")
"""Phases where a fighter's unspent AP is public and matters (R8: a conversion may use it);
while planning it is the planner's secret, even on a board drawn from their own view."""
CAPPED: RGB = (82, 86, 96)
"""Scale boxes above the cap (R3): the scale has them, the cap does not let them count."""


@dataclass(frozen=True)
class Columns:
    """The component table's columns, as x offsets from the band's inner left."""

    stack: tuple[int, int]
    value: tuple[int, int]
    limit: tuple[int, int]
    cap: tuple[int, int]
    scale: tuple[int, int]
    rating: tuple[int, int]
    front: tuple[int, int]


HEADS = ("value", "limit", "cap", "scale", "rating")


def columns(say: Voice, inner: int) -> Columns:
    """Each column as wide as its heading or its widest content; the stack takes the rest."""
    head = {k: width(say(f"kungfu_duel.picture.head.{k}"), True) for k in HEADS}
    number = width("-13", True)
    rating = max(width(say("kungfu_duel.picture.rating", n=r, t=threshold(r)))
                 for r in range(1, 14))
    sizes = {"value": max(head["value"], width("13", True, BIG)),
             "limit": max(head["limit"], number), "cap": max(head["cap"], number),
             "scale": max(head["scale"], BAR_W + 6 + number),
             "rating": max(head["rating"], rating)}
    right = inner - FRONT_W - 2 * COL_GAP
    spots: dict[str, tuple[int, int]] = {}
    x = right
    for key in reversed(HEADS):
        spots[key] = (x - sizes[key], x)
        # The rating stands apart from the scale's number beside it.
        x -= sizes[key] + (3 * COL_GAP if key == "rating" else COL_GAP)
    return Columns(stack=(CHIP_W + COL_GAP, x), front=(inner - FRONT_W, inner), **spots)


def band_height(view: KFView) -> int:
    return SHORT_H if view.phase.value == "pick" else FULL_H


def draw_band(draw: ImageDraw.ImageDraw, say: Voice, view: KFView, f: FighterView, box: Box,
              cols: Columns) -> None:
    x0, y0, x1, _ = box
    out = f.status != "in"
    acting = f.player in awaited(view)
    draw.rounded_rectangle(box, radius=12, fill=DIM_PANEL if out else kit.PANEL,
                           outline=kit.GOLD if acting else SIDE[f.side],
                           width=3 if acting else 1)
    left, right = x0 + PAD, x1 - PAD
    _name_row(draw, say, view, f, left, y0 + PAD, right, acting)
    if view.phase.value == "pick":
        return
    top = y0 + PAD + NAME_H
    for c in COMPS:
        _comp_row(draw, say, f, c, left, top + c * COMP_ROW, cols)
    fx0, fx1 = left + cols.front[0], left + cols.front[1]
    draw.line((fx0 - COL_GAP, top + 2, fx0 - COL_GAP, top + 4 * COMP_ROW - 4),
              fill=kit.PANEL_EDGE, width=1)
    lines = fit_groups(say, front_groups(say, f), 4, fx1 - fx0)
    draw_lines(draw, fx0, top, lines, fx1, row_h=COMP_ROW)


# ----------------------------------------------------------------------------- name row


def status_tags(say: Voice, view: KFView, f: FighterView) -> list[Tag]:
    """What the fighter is doing or has become, then the hand count, AP, wins."""
    phase = view.phase.value
    if f.status != "in":
        ink = kit.MUTED if f.status == "withdrawn" else kit.WHITE
        fill = TAG_FILL if f.status == "withdrawn" else HURT
        return [Tag(say(f"kungfu_duel.status.{f.status}"), ink, fill, bold=True)]
    tags: list[Tag] = []
    if phase == "pick":
        key = "picked" if f.picked else "picking"
        return [Tag(say(f"kungfu_duel.picture.{key}"), READY if f.picked else kit.MUTED,
                    TAG_FILL, bold=f.picked)]
    if f.retreating:
        tags.append(Tag(say("kungfu_duel.picture.retreating"), kit.INK, WARN, bold=True))
    if phase == "plan" and (f.planning or f.locked):
        key = "planning" if f.planning else "locked"
        tags.append(Tag(say(f"kungfu_duel.picture.{key}"), kit.MUTED if f.planning else READY,
                        TAG_FILL, bold=not f.planning))
    elif f.keep_choice is not None and f.keep_comp is not None:
        tags.append(Tag(say("kungfu_duel.picture.keeping", comp=comp_short(say, f.keep_comp)),
                        kit.INK, kit.GOLD, bold=True))
    elif f.boosts is not None:
        tags.append(Tag(say("kungfu_duel.picture.boosting"), kit.INK, kit.GOLD, bold=True))
    elif f.wounded:
        tags.append(Tag(say("kungfu_duel.picture.wounding"), kit.WHITE, HURT, bold=True))
    elif f.absorbing:
        tags.append(Tag(say("kungfu_duel.picture.absorbing"), kit.INK, WARN, bold=True))
    if view.outcome is None and view.captain == f.player and phase in ("allocate", "absorb"):
        tags.append(Tag(say("kungfu_duel.picture.captain"), kit.INK, kit.GOLD, bold=True))
    if f.player in view.allotted and phase in ("allocate", "absorb"):
        tags.append(Tag(say("kungfu_duel.picture.allotted", n=view.allotted[f.player]),
                        kit.WHITE, HURT))
    if f.wins:
        tags.append(Tag(say("kungfu_duel.picture.wins", n=f.wins), GOOD, TAG_FILL, bold=True))
    if f.ap_left is not None and phase in AP_SHOWN:
        tags.append(Tag(say("kungfu_duel.picture.ap", n=f.ap_left, ap=f.ap), fill=TAG_FILL))
    tags.append(Tag(say("kungfu_duel.picture.hand", n=f.hand_count), fill=TAG_FILL))
    return tags


def _name_row(draw: ImageDraw.ImageDraw, say: Voice, view: KFView, f: FighterView, x0: int,
              y: int, x1: int, acting: bool) -> None:
    mid = y + NAME_H // 2 - 2
    tags = status_tags(say, view, f)
    right = x1 - sum(tag_width(t) + SEP for t in tags) + SEP
    chip = Tag(label(say, view, f.player), kit.INK, SIDE[f.side], bold=True)
    x = draw_tag(draw, x0, mid, chip, x1) + 10
    name = Tag(display(say, f.player), kit.GOLD if acting else kit.TEXT, bold=True)
    x = draw_tag(draw, x, mid, name, right - 16) + 12
    if f.character is not None:
        draw_tag(draw, x, mid, Tag(character_name(say, f.character), kit.MUTED), right - 16)
    left = max(right, x)
    for tag in tags:
        left = draw_tag(draw, left, mid, tag, x1) + SEP


# ----------------------------------------------------------------------------- a component


def _comp_row(draw: ImageDraw.ImageDraw, say: Voice, f: FighterView, c: int, x0: int, y: int,
              cols: Columns) -> None:
    mid = y + COMP_ROW // 2
    out = f.status != "in"
    chip = (x0, mid - TAG_H // 2, x0 + CHIP_W, mid + TAG_H // 2)
    draw.rounded_rectangle(chip, radius=7, fill=COMP_FILL[c])
    draw.text(kit.centre(chip), comp_short(say, c), font=kit.font(SMALL, True), fill=kit.WHITE,
              anchor="mm")
    _stack(draw, say, f.stacks[c], f.revealed[c], x0 + cols.stack[0], mid, x0 + cols.stack[1])
    ink = kit.MUTED if out else kit.TEXT
    _number(draw, say, f.values[c], x0, cols.value, mid, kit.GOLD if not out else ink, big=True)
    _number(draw, say, f.limits[c], x0, cols.limit, mid, ink)
    _number(draw, say, f.caps[c], x0, cols.cap, mid, ink)
    _scale(draw, say, f.scales[c], f.caps[c], x0 + cols.scale[0], mid, x0 + cols.scale[1])
    text = say("kungfu_duel.picture.rating", n=f.ratings[c], t=f.thresholds[c])
    draw.text((x0 + cols.rating[1], mid), text, font=kit.font(SMALL), fill=ink, anchor="rm")


def _number(draw: ImageDraw.ImageDraw, say: Voice, n: int, x0: int, col: tuple[int, int],
            mid: int, ink: RGB, big: bool = False) -> None:
    fnt = kit.font(BIG if big else SMALL, big)
    draw.text((x0 + col[1], mid), say("kungfu_duel.picture.number", n=n), font=fnt,
              fill=HURT if n < 0 else ink, anchor="rm")


def _scale(draw: ImageDraw.ImageDraw, say: Voice, scale: int, cap: int, x0: int, mid: int,
           x1: int) -> None:
    """R2/R3: a box per point of the 13; the points over the cap greyed; 0 or less: none
    lit and the number in red."""
    colour = GOOD if scale > 8 else WARN if scale > 4 else HURT
    for i in range(SCALE):
        px = x0 + i * (BOX_W + BOX_GAP)
        fill = kit.SLOT if i >= scale else CAPPED if i >= cap else colour
        draw.rectangle((px, mid - 9, px + BOX_W - 1, mid + 9), fill=fill)
    draw.text((x1, mid), say("kungfu_duel.picture.number", n=scale), font=kit.font(SMALL, True),
              fill=HURT if scale <= 0 else kit.TEXT, anchor="rm")


def _card(draw: ImageDraw.ImageDraw, say: Voice, card: int, x: int, mid: int, *, face: RGB,
          big: bool = False, edge: RGB | None = None) -> int:
    text = card_text(say, card)
    size = BIG if big else SMALL
    w = card_width(say, card, big)
    h = TAG_H if big else TAG_H - 4
    draw.rounded_rectangle((x, mid - h // 2, x + w, mid + h // 2), radius=6, fill=face,
                           outline=edge, width=2 if edge else 0)
    draw.text((x + CARD_PAD, mid), text, font=kit.font(size, True),
              fill=SUIT_INK[card_suit(card)], anchor="lm")
    return x + w


def card_width(say: Voice, card: int, big: bool = False) -> int:
    return width(card_text(say, card), True, BIG if big else SMALL) + 2 * CARD_PAD


def _stack(draw: ImageDraw.ImageDraw, say: Voice, stack: list[int], revealed: list[int],
           x0: int, mid: int, x1: int) -> None:
    """Cards under the top (smaller, greyed), the top (large), then this turn's dealt cards
    still to keep; cut from the bottom of the stack, then from the dealt end, with "+n"."""
    gap = 4
    under, top = stack[:-1], stack[-1:]
    more = width(say("kungfu_duel.picture.more", n=9), True) + gap

    def need() -> int:
        base = card_width(say, top[0], True) + gap if top else 0 if revealed else EMPTY_W + gap
        cards = sum(card_width(say, c) + gap for c in (*under, *revealed))
        return base + cards + more * (bool(hidden_under) + bool(hidden_new))

    hidden_under = hidden_new = 0
    while need() > x1 - x0 and (under or revealed):
        if under:
            under = under[1:]
            hidden_under += 1
        else:
            revealed = revealed[:-1]
            hidden_new += 1
    x = x0
    if hidden_under:
        x = draw_tag(draw, x, mid, Tag(say("kungfu_duel.picture.more", n=hidden_under),
                                       kit.MUTED, bold=True), x1) + gap
    if not stack and not revealed:
        draw.rounded_rectangle((x, mid - TAG_H // 2, x + EMPTY_W, mid + TAG_H // 2), radius=6,
                               outline=kit.PANEL_EDGE, width=2)
        x += EMPTY_W + gap
    for c in under:
        x = _card(draw, say, c, x, mid, face=UNDER_FACE) + gap
    for c in top:
        x = _card(draw, say, c, x, mid, face=CARD_FACE, big=True, edge=kit.GOLD) + gap
    for c in revealed:
        x = _card(draw, say, c, x, mid, face=REVEALED_FACE, edge=REVEALED_EDGE) + gap
    if hidden_new:
        draw_tag(draw, x, mid, Tag(say("kungfu_duel.picture.more", n=hidden_new),
                                   REVEALED_FACE, bold=True), x1)


# ----------------------------------------------------------------------------- front area


def front_groups(say: Voice, f: FighterView) -> list[list[Tag]]:
    """R10/D32: each posed card in its kind's colour with its numbers, the Matériel and the
    Terrain each on a line of their own: the Matériel's fragility and pool, signature
    marked; the Faiblesses with the suits they lock (R31)."""
    front = f.front
    groups: list[list[Tag]] = []
    item = front.materiel
    if item is not None:
        card = BONUS[item.id]
        group = [_name(say, item.id, True), suits_tag(card.suits),
                 Tag(say("kungfu_duel.picture.fragility", n=item.fragility)),
                 Tag(say("kungfu_duel.picture.pool", n=item.pool), kit.MUTED)]
        if item.signature:
            group.append(Tag(say("kungfu_duel.picture.signature"), kit.GOLD, bold=True))
        groups.append(group)
    if front.terrain is not None:
        card = BONUS[front.terrain]
        groups.append([_name(say, card.id, True), suits_tag(card.suits),
                       Tag(say("kungfu_duel.picture.power", n=card.power))])
    first = True
    for cid, key in ((front.bouclier, "protection"), (front.armure, "solidity")):
        if cid is not None:
            groups.append([_name(say, cid, first),
                           Tag(say(f"kungfu_duel.picture.{key}", n=getattr(BONUS[cid], key)))])
            first = False
    for i, cid in enumerate(front.faiblesses):
        groups.append([_name(say, cid, i == 0), Tag(say("kungfu_duel.picture.locks"), kit.MUTED),
                       suits_tag(BONUS[cid].suits)])
    if f.set_aside:
        names = ", ".join(bonus_name(say, c) for c in f.set_aside)
        # Wrapped onto a second line rather than cut (a long card name, a longer language).
        groups.append(sentence(say("kungfu_duel.picture.set_aside", cards=names), kit.MUTED,
                               FRONT_W))
    return groups or [[Tag(say("kungfu_duel.picture.front_empty"), kit.MUTED)]]


def _name(say: Voice, card: str, newline: bool) -> Tag:
    return Tag(bonus_name(say, card), kit.WHITE, kind_fill(card), bold=True, newline=newline)


__all__ = ["FULL_H", "SHORT_H", "Columns", "band_height", "columns", "draw_band", "front_groups",
           "status_tags"]
