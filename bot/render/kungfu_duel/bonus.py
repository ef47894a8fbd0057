"""A fighter's private pieces as drawn in their hand picture: a bonus card (6.1: name and
English gloss, kind, printed suits, and what its numbers do), their plan so far (R10-R14:
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
)
from bot.text import Voice
from rules.kungfu_duel.content import BONUS, COMPS, PRESETS, BonusKind
from rules.kungfu_duel.view import FighterView

TITLE_H = 40
CARD_LINES = 3
"""A card's words wrap onto at most this many lines under its title."""


# ----------------------------------------------------------------------------- a bonus card


def card_lines(say: Voice, card: str, inner: int) -> list[list[Tag]]:
    """Under the title: the kind and gloss, then what the card does."""
    b = BONUS[card]
    tags = [Tag(say("kungfu_duel.picture.hand.gloss", gloss=say(f"kungfu_duel.bonus_en.{card}")),
                kit.GOLD),
            Tag(say("kungfu_duel.picture.hand.kind", kind=say(f"kungfu_duel.kind.{b.kind.value}"),
                    gloss=say(f"kungfu_duel.kind_en.{b.kind.value}")), kit.MUTED)]
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
    return flow(tags, inner)[:CARD_LINES]


def card_height(say: Voice, card: str, w: int) -> int:
    return TITLE_H + PAD // 2 + len(card_lines(say, card, w - 2 * PAD)) * ROW_H + PAD


def draw_card(draw: ImageDraw.ImageDraw, say: Voice, card: str, count: int, x0: int, y: int,
              x1: int, h: int) -> None:
    """A bonus card in a box ``h`` tall: its name on its kind's colour with its suits (and
    ``×n`` for copies), then its words."""
    b = BONUS[card]
    fill = kind_fill(card)
    draw.rounded_rectangle((x0, y, x1, y + h - 1), radius=10, fill=kit.PANEL,
                           outline=fill, width=2)
    draw.rounded_rectangle((x0, y, x1, y + TITLE_H), radius=10, fill=fill)
    draw.rectangle((x0, y + TITLE_H - 10, x1, y + TITLE_H), fill=fill)
    mid = y + TITLE_H // 2
    right = x1 - PAD
    side: list[Tag] = []
    if b.suits:
        side.append(suits_tag(b.suits))
    if count > 1:
        side.insert(0, Tag(f"×{count}", fill, kit.WHITE, bold=True))
    for tag in reversed(side):
        right -= tag_width(tag)
        _draw_one(draw, right, mid, tag)
        right -= 8
    name = kit.fit_text(bonus_name(say, card), kit.font(SMALL, True), right - x0 - 2 * PAD)
    draw.text((x0 + PAD, mid), name, font=kit.font(SMALL, True), fill=kit.WHITE, anchor="lm")
    draw_lines(draw, x0 + PAD, y + TITLE_H + PAD // 2,
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


__all__ = ["card_height", "comp_chip", "draw_card", "groups", "plan_tags", "sheet_tags",
           "signature_of"]
