"""A fighter's private pieces as drawn in their hand picture: a bonus card (6.1: name and
gloss, kind, printed suits, and what its numbers do), their plan so far (R10-R14:
bets per component, slots still to place, AP and the item's pool left, what was played,
posed, discarded, drawn), and their character sheet (3.1: ratings and thresholds, signature).
"""

from __future__ import annotations

from collections import Counter

from PIL import ImageDraw

from bot.render import kit
from bot.render.kungfu_duel.parts import (
    COMP_FILL,
    PAD,
    READY,
    ROW_H,
    SMALL,
    TAG_FILL,
    Tag,
    bonus_name,
    character_name,
    comp_name,
    comp_short,
    draw_lines,
    flow,
    kind_fill,
    suits_tag,
    tag_width,
    width,
)
from bot.text import Voice
from rules.kungfu_duel.content import BONUS, COMPS, PRESETS, BonusKind
from rules.kungfu_duel.view import FighterView

TITLE_H = 40
TITLE_LINE = SMALL + 6
"""A card name's second line, when it is too long beside its suits."""
CARD_LINES = 3
"""A card's words wrap onto at most this many lines under its title."""


# ----------------------------------------------------------------------------- a bonus card


def card_lines(say: Voice, card: str, inner: int) -> list[list[Tag]]:
    """:func:`card_tags` flowed into at most :data:`CARD_LINES` lines ``inner`` wide."""
    return flow(card_tags(say, card), inner)[:CARD_LINES]


def card_tags(say: Voice, card: str) -> list[Tag]:
    """Under the title: the card's gloss and its kind (with the kind's gloss), then what the
    card does. A gloss that only repeats the name is not drawn (a French reader's card names
    are already in French: the catalog gives the name itself as its gloss)."""
    b = BONUS[card]
    tags = []
    gloss = say(f"kungfu_duel.bonus_en.{card}")
    if gloss != bonus_name(say, card):
        tags.append(Tag(say("kungfu_duel.picture.hand.gloss", gloss=gloss), kit.GOLD))
    kind = say(f"kungfu_duel.kind.{b.kind.value}")
    kind_gloss = say(f"kungfu_duel.kind_en.{b.kind.value}")
    tags.append(Tag(kind if kind_gloss == kind else
                    say("kungfu_duel.picture.hand.kind", kind=kind, gloss=kind_gloss), kit.MUTED))
    if b.kind is BonusKind.ATOUT:
        tags.append(Tag(say("kungfu_duel.picture.hand.slots", n=len(b.suits)), newline=True))
        if b.defensive:
            tags.append(Tag(say("kungfu_duel.picture.hand.defensive"), READY, newline=True))
    elif b.kind is BonusKind.FAIBLESSE:
        tags.append(Tag(say("kungfu_duel.picture.hand.neutralises", n=len(b.suits)),
                        newline=True))
    elif b.kind in (BonusKind.MATERIEL, BonusKind.TERRAIN):
        tags.append(Tag(say("kungfu_duel.picture.hand.uses", n=b.power), newline=True))
        if b.kind is BonusKind.MATERIEL:
            tags += [Tag(say("kungfu_duel.picture.hand.item_ap", n=b.ap), fill=TAG_FILL),
                     Tag(say("kungfu_duel.picture.hand.fragility", n=b.fragility),
                         fill=TAG_FILL)]
    elif b.kind is BonusKind.BOUCLIER:
        tags.append(Tag(say("kungfu_duel.picture.hand.protection", n=b.protection),
                        newline=True))
    else:
        tags.append(Tag(say("kungfu_duel.picture.hand.solidity", n=b.solidity), newline=True))
    return tags


def card_height(say: Voice, card: str, w: int, count: int = 1) -> int:
    return (_title_height(say, card, count, w) + PAD // 2
            + len(card_lines(say, card, w - 2 * PAD)) * ROW_H + PAD)


def _side(card: str, count: int) -> list[Tag]:
    """What the title shows at its right end: ``×n`` for copies, the printed suits."""
    b = BONUS[card]
    fill = kind_fill(card)
    side: list[Tag] = []
    if count > 1:
        side.append(Tag(f"×{count}", fill, kit.WHITE, bold=True))
    if b.suits:
        side.append(suits_tag(b.suits))
    return side


def _title_lines(say: Voice, card: str, count: int, w: int) -> list[str]:
    """The card's name beside its suits on one line, or on two when it is too long there
    (a name is never cut: it is all the player knows the card by)."""
    name = bonus_name(say, card)
    room = w - PAD - sum(tag_width(t) + 8 for t in _side(card, count)) - 2 * PAD
    if width(name, True) <= room:
        return [name]
    return kit.wrap_text(name, kit.font(SMALL, True), room, 2)


def _title_height(say: Voice, card: str, count: int, w: int) -> int:
    return TITLE_H + (len(_title_lines(say, card, count, w)) - 1) * TITLE_LINE


def draw_card(draw: ImageDraw.ImageDraw, say: Voice, card: str, count: int, x0: int, y: int,
              x1: int, h: int) -> None:
    """A bonus card in a box ``h`` tall: its name on its kind's colour with its suits (and
    ``×n`` for copies), then its words."""
    fill = kind_fill(card)
    title_h = _title_height(say, card, count, x1 - x0)
    draw.rounded_rectangle((x0, y, x1, y + h - 1), radius=10, fill=kit.PANEL,
                           outline=fill, width=2)
    draw.rounded_rectangle((x0, y, x1, y + title_h), radius=10, fill=fill)
    draw.rectangle((x0, y + title_h - 10, x1, y + title_h), fill=fill)
    mid = y + TITLE_H // 2
    right = x1 - PAD
    for tag in reversed(_side(card, count)):
        right -= tag_width(tag)
        _draw_one(draw, right, mid, tag)
        right -= 8
    fnt = kit.font(SMALL, True)
    for i, line in enumerate(_title_lines(say, card, count, x1 - x0)):
        text = kit.fit_text(line, fnt, right - x0 - 2 * PAD)
        draw.text((x0 + PAD, mid + i * TITLE_LINE), text, font=fnt, fill=kit.WHITE, anchor="lm")
    draw_lines(draw, x0 + PAD, y + title_h + PAD // 2,
               card_lines(say, card, x1 - x0 - 2 * PAD), x1 - PAD)


def _draw_one(draw: ImageDraw.ImageDraw, x: int, mid: int, tag: Tag) -> None:
    draw_lines(draw, x, mid - ROW_H // 2, [[tag]], x + tag_width(tag) + 1)


def groups(hand: list[str]) -> list[tuple[str, int]]:
    """Copies together, in the order first drawn."""
    counts = Counter(hand)
    return [(c, counts[c]) for c in dict.fromkeys(hand)]


# ----------------------------------------------------------------------------- the plan


def comp_chip(say: Voice, c: int) -> Tag:
    return Tag(comp_short(say, c), kit.WHITE, COMP_FILL[c], bold=True)


def plan_tags(say: Voice, f: FighterView) -> list[Tag]:
    """R10-R14: the viewer's plan as it stands (only ever drawn for its owner)."""
    plan = f.plan
    if plan is None:
        return []
    tags = [Tag(say("kungfu_duel.picture.hand.plan_title"), bold=True)]
    if plan.locked:
        tags.append(Tag(say("kungfu_duel.picture.hand.locked"), READY, TAG_FILL, bold=True))
    if f.ap_left is not None:
        tags.append(Tag(say("kungfu_duel.picture.hand.ap_left", n=f.ap_left, ap=f.ap),
                        kit.GOLD, bold=True))
    item = f.front.materiel
    if item is not None and BONUS[item.id].ap:
        tags.append(Tag(say("kungfu_duel.picture.hand.item_pool",
                            item=bonus_name(say, item.id), n=item.pool), kit.MUTED))
    bets = [(c, [s for s in plan.bets if s.comp == c]) for c in COMPS]
    first = True
    for c, slots in bets:
        if not slots:
            continue
        chip = comp_chip(say, c)
        tags.append(Tag(chip.text, chip.ink, chip.fill, bold=True, newline=first))
        first = False
        words = say("kungfu_duel.picture.hand.bets", n=len(slots))
        extra = sum(s.bonus for s in slots)
        tags.append(Tag(words))
        if extra:
            tags.append(Tag(say("kungfu_duel.picture.hand.bonus_bets", n=extra), kit.GOLD))
    if first and not plan.retreat:
        tags.append(Tag(say("kungfu_duel.picture.hand.no_bets"), kit.MUTED, newline=True))
    opened = plan.opened
    if opened is not None and opened.count:
        tags += [Tag(say("kungfu_duel.picture.hand.open", n=opened.count), kit.GOLD, bold=True,
                     newline=True), suits_tag(sorted(set(opened.comps))),
                 Tag(say("kungfu_duel.picture.hand.from", source=bonus_name(say, opened.source)),
                     kit.MUTED)]
    words: list[str] = []
    if plan.atout is not None:
        words.append(say("kungfu_duel.picture.hand.atout", card=bonus_name(say, plan.atout)))
    for what, item_id in (("materiel", plan.used_materiel), ("terrain", plan.used_terrain)):
        n = plan.used.count(what)
        if n and item_id is not None:
            words.append(say("kungfu_duel.picture.hand.used", item=bonus_name(say, item_id),
                             n=n))
    words += [say("kungfu_duel.picture.hand.posed", card=bonus_name(say, c))
              for c in plan.posed]
    words += [say("kungfu_duel.picture.hand.discarded", card=bonus_name(say, c))
              for c in plan.discarded]
    words += [say("kungfu_duel.picture.hand.marked", card=bonus_name(say, m.split(":", 1)[-1]))
              for m in plan.marks or ()]
    if plan.drew:
        words.append(say("kungfu_duel.picture.hand.drew", n=plan.drew))
    if plan.refill is not None:
        words.append(say(f"kungfu_duel.picture.hand.refill.{plan.refill}"))
    if plan.retreat:
        words.append(say("kungfu_duel.picture.hand.retreat"))
    tags += [Tag(w, fill=TAG_FILL, newline=i == 0) for i, w in enumerate(words)]
    return tags


# ----------------------------------------------------------------------------- the sheet


def signature_of(f: FighterView) -> str | None:
    """A ready-made fighter's signature, else the one posed or set aside (a saved
    character's is known only that way)."""
    if f.character in PRESETS:
        return PRESETS[f.character].signature
    item = f.front.materiel
    if item is not None and item.signature:
        return item.id
    return f.set_aside[0] if f.set_aside else None


def sheet_tags(say: Voice, f: FighterView) -> list[Tag]:
    """3.1: who the fighter is, each rating with its threshold, the signature Matériel."""
    if f.character is None:
        return [Tag(say("kungfu_duel.picture.no_character"), kit.MUTED)]
    tags = [Tag(say("kungfu_duel.picture.hand.sheet"), bold=True),
            Tag(character_name(say, f.character), kit.GOLD, bold=True)]
    if f.character in PRESETS:
        tags.append(Tag(say(f"kungfu_duel.concept.{f.character}"), kit.MUTED))
    for c in COMPS:
        chip = comp_chip(say, c)
        tags += [Tag(chip.text, chip.ink, chip.fill, bold=True, newline=c == 0),
                 Tag(say("kungfu_duel.picture.hand.comp", name=comp_name(say, c),
                         n=f.ratings[c], t=f.thresholds[c]))]
    signature = signature_of(f)
    if signature is not None:
        tags.append(Tag(say("kungfu_duel.picture.hand.signature",
                            card=bonus_name(say, signature)), kit.WHITE, kind_fill(signature),
                        bold=True))
    elif f.character in PRESETS:
        tags.append(Tag(say("kungfu_duel.picture.hand.no_signature"), kit.MUTED))
    return tags


__all__ = ["CARD_LINES", "card_height", "card_lines", "card_tags", "comp_chip", "draw_card",
           "groups", "plan_tags", "sheet_tags", "signature_of"]
