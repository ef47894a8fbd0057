"""The viewer's private picture (section 8: for the owner's eyes only): what they are asked
now, their bonus hand as cards, their plan while planning, their character sheet. In the
fighter pick, the fighters they may choose. The game master's shows every hand (R42); a
spectator's is a short note.
"""

from __future__ import annotations

from PIL import ImageDraw

from bot.render import kit
from bot.render.kungfu_duel.bonus import card_height, draw_card, groups, plan_tags, sheet_tags
from bot.render.kungfu_duel.parts import (
    GAP,
    HEADER_H,
    MARGIN,
    MAX_HEIGHT,
    PAD,
    SIDE,
    SMALL,
    TAG_FILL,
    WIDTH,
    Tag,
    bonus_name,
    card_tag,
    character_name,
    comp_short,
    display,
    draw_lines,
    draw_tag,
    fighter_or_none,
    fit_groups,
    kind_fill,
    label,
    lines_height,
    suits_tag,
    tag_width,
)
from bot.text import Voice
from rules.kungfu_duel.content import BONUS, PRESETS
from rules.kungfu_duel.view import FighterView, KFView

TOP = MARGIN + HEADER_H + GAP
INNER_W = WIDTH - 2 * MARGIN
TEXT_W = INNER_W - 2 * PAD
COLUMNS = 3
CARD_GAP = 8
CARD_W = (INNER_W - (COLUMNS - 1) * CARD_GAP) // COLUMNS
EMPTY_H = 40
PANEL_LINES = 4
"""A panel of words (the notice, the plan, the sheet) keeps at most this many lines."""
PICK_LINES = 10
"""The fighter pick: a line per ready-made fighter, then the saved ones' names."""


def render_hand(say: Voice, view: KFView) -> bytes:
    """``view.viewer``'s hand and secrets; every hand for the game master; a short note for a
    viewer without a seat."""
    say = say.for_pictures()
    me = fighter_or_none(view, view.viewer)
    if view.viewer is not None and view.viewer == view.gm:
        return _gm(say, view)
    if me is None:
        image, draw = kit.canvas(WIDTH, 120)
        draw.rounded_rectangle((MARGIN, MARGIN, WIDTH - MARGIN, 106), radius=14, fill=kit.PANEL)
        draw.text((WIDTH // 2, 60), say("kungfu_duel.picture.hand.spectator"),
                  font=kit.font(SMALL + 4, True), fill=kit.TEXT, anchor="mm")
        return kit.to_png(image)
    picking = view.phase.value == "pick"
    notice = _panel(say, notice_tags(say, view, me), PICK_LINES if picking else PANEL_LINES)
    plan = _panel(say, plan_tags(say, me)) if view.phase.value == "plan" else []
    sheet = _panel(say, sheet_tags(say, me))
    cards = groups(me.hand or [])
    rows = [cards[i:i + COLUMNS] for i in range(0, len(cards), COLUMNS)]
    heights = [max(card_height(say, c, CARD_W, n) for c, n in row) for row in rows]
    cards_h = 0 if picking else sum(h + CARD_GAP for h in heights) - CARD_GAP if rows \
        else EMPTY_H
    blocks = [b for b in (notice, plan, sheet) if b]
    height = TOP + sum(_panel_h(b) + GAP for b in blocks) + (cards_h + GAP if cards_h else 0) \
        - GAP + MARGIN
    height = max(height, 200)
    image, draw = kit.canvas(WIDTH, min(height, MAX_HEIGHT))
    _header(draw, say, view, me)
    y = TOP
    if notice:
        y = _draw_panel(draw, notice, y, kit.GOLD)
    if not picking:
        if not rows:
            draw.text((MARGIN + PAD, y + EMPTY_H // 2), say("kungfu_duel.picture.hand.empty"),
                      font=kit.font(SMALL), fill=kit.MUTED, anchor="lm")
            y += EMPTY_H + GAP
        for row, h in zip(rows, heights, strict=True):
            for i, (card, count) in enumerate(row):
                x = MARGIN + i * (CARD_W + CARD_GAP)
                draw_card(draw, say, card, count, x, y, x + CARD_W, h)
            y += h + CARD_GAP
        if rows:
            y += GAP - CARD_GAP
    for block in (plan, sheet):
        if block:
            y = _draw_panel(draw, block, y, None)
    return kit.to_png(image)


def _panel(say: Voice, tags: list[Tag], most: int = PANEL_LINES) -> list[list[Tag]]:
    return fit_groups(say, [[t] for t in tags], most, TEXT_W) if tags else []


def _panel_h(lines: list[list[Tag]]) -> int:
    return lines_height(lines) + 2 * PAD


def _draw_panel(draw: ImageDraw.ImageDraw, lines: list[list[Tag]], y: int,
                outline: kit.RGB | None) -> int:
    h = _panel_h(lines)
    draw.rounded_rectangle((MARGIN, y, WIDTH - MARGIN, y + h), radius=12, fill=kit.PANEL,
                           outline=outline, width=2 if outline else 0)
    draw_lines(draw, MARGIN + PAD, y + PAD, lines, WIDTH - MARGIN - PAD)
    return y + h + GAP


def _header(draw: ImageDraw.ImageDraw, say: Voice, view: KFView, me: FighterView) -> None:
    box = (MARGIN, MARGIN, WIDTH - MARGIN, MARGIN + HEADER_H)
    draw.rounded_rectangle(box, radius=14, fill=kit.PANEL)
    x0, y0, x1, y1 = box
    mid = (y0 + y1) // 2
    title_font = kit.font(28, True)
    title = say("kungfu_duel.picture.hand.title", n=len(me.hand or []), limit=me.ap)
    x = x0 + 16
    x = draw_tag(draw, x, mid, Tag(label(say, view, me.player), kit.INK, SIDE[me.side],
                                   bold=True), x1) + 10
    x = draw_tag(draw, x, mid, Tag(display(say, me.player), kit.GOLD, bold=True),
                 x1 // 2) + 16
    draw.text((x, mid), title, font=title_font, fill=kit.TEXT, anchor="lm")
    x += kit.text_width(title, title_font) + 16
    _phase_tags(draw, say, view, x, mid)


def _phase_tags(draw: ImageDraw.ImageDraw, say: Voice, view: KFView, x: int, mid: int) -> None:
    """The turn and phase at the header's right end (not left of ``x``)."""
    right = [Tag(say(f"kungfu_duel.picture.phase.{view.phase.value}"), fill=TAG_FILL)]
    if view.turn:
        right.insert(0, Tag(say("kungfu_duel.picture.turn", n=view.turn, limit=view.turn_limit),
                            kit.GOLD, bold=True))
    end = WIDTH - MARGIN - 14
    left = max(x, end - sum(tag_width(t) + 10 for t in right) + 10)
    for tag in right:
        left = draw_tag(draw, left, mid, tag, end) + 10


# ----------------------------------------------------------------------------- the notice


def notice_tags(say: Voice, view: KFView, me: FighterView) -> list[Tag]:
    """What the viewer is asked now; nothing when they wait."""
    phase = view.phase.value
    if view.outcome is not None:
        return []
    if me.status != "in":
        return [Tag(say("kungfu_duel.picture.hand.out",
                        status=say(f"kungfu_duel.status.{me.status}")), kit.GOLD, bold=True)]
    if phase == "pick":
        return _pick_tags(say, view, me)
    if phase == "gm":
        return [Tag(say("kungfu_duel.picture.hand.gm_wait"), kit.MUTED)]
    if me.keep_choice is not None and me.keep_comp is not None:
        return [Tag(say("kungfu_duel.picture.hand.keep",
                        comp=comp_short(say, me.keep_comp)), kit.GOLD, bold=True),
                *(card_tag(say, c) for c in me.keep_choice)]
    if me.boosts is not None:
        tags = [Tag(say("kungfu_duel.picture.hand.boost"), kit.GOLD, bold=True)]
        if me.boosts:
            tags.append(Tag(say("kungfu_duel.picture.hand.boost_marked"), kit.MUTED))
            tags += [Tag(comp_short(say, c), fill=TAG_FILL, bold=True) for c in me.boosts]
        return tags
    a = me.absorb
    if a is not None and a.wound:
        return [Tag(say("kungfu_duel.picture.hand.wound", v=me.thresholds[0],
                        d=2 * me.thresholds[1]), kit.GOLD, bold=True)]
    if a is not None and not a.done:
        tags = [Tag(say("kungfu_duel.picture.hand.absorb", n=a.d), kit.GOLD, bold=True),
                Tag(say("kungfu_duel.picture.hand.absorb_detail", n=a.received), kit.MUTED)]
        if a.armour:
            tags.append(Tag(say("kungfu_duel.picture.hand.armour", n=a.armour), fill=TAG_FILL))
        if a.shield:
            tags.append(Tag(say("kungfu_duel.picture.hand.shield", n=a.shield), fill=TAG_FILL))
        tags += [Tag(_protection(say, w), fill=TAG_FILL) for w in a.chosen]
        return tags
    if phase == "allocate" and view.captain == me.player:
        tags = [Tag(say("kungfu_duel.picture.hand.allocate", n=view.damage), kit.GOLD,
                    bold=True)]
        return tags + [Tag(say("kungfu_duel.picture.grid.allotted", who=display(say, p), n=n),
                           fill=TAG_FILL) for p, n in view.allotted.items()]
    if phase == "pursue" and me.pursuit is not None:
        waiting = [f for f in view.fighters if f.retreating and f.status == "in"
                   and f.side != me.side and f.player not in me.pursuit]
        if waiting and not me.retreating:
            return [Tag(say("kungfu_duel.picture.hand.pursue",
                            who=display(say, waiting[0].player)), kit.GOLD, bold=True)]
    return []


def _protection(say: Voice, what: str) -> str:
    """R27 step 3: a card from the hand, or the posed Terrain or Matériel (gone by now)."""
    if what in ("terrain", "materiel"):
        return say(f"kungfu_duel.picture.hand.protect.{what}")
    return bonus_name(say, what)


def _pick_tags(say: Voice, view: KFView, me: FighterView) -> list[Tag]:
    """3.1, 6.2: the fighters to choose from, each with its ratings and signature."""
    if me.picked:
        return [Tag(say("kungfu_duel.picture.hand.chosen"), kit.GOLD, bold=True)]
    tags = [Tag(say("kungfu_duel.picture.hand.choose"), kit.GOLD, bold=True)]
    saved: list[Tag] = []
    for choice in view.pick_choices:
        preset = PRESETS.get(choice.key)
        if preset is None:
            saved.append(Tag(say("kungfu_duel.picture.hand.saved",
                                 name=character_name(say, choice.name)), fill=TAG_FILL))
            continue
        v, d, t, p = preset.ratings
        tags += [Tag(character_name(say, preset.id), bold=True, newline=True),
                 Tag(say("kungfu_duel.picture.hand.ratings", v=v, d=d, t=t, p=p), kit.MUTED)]
        if preset.signature is not None:
            tags += [Tag(bonus_name(say, preset.signature), kit.WHITE,
                         kind_fill(preset.signature), bold=True),
                     suits_tag(BONUS[preset.signature].suits)]
    if saved:
        saved[0] = Tag(saved[0].text, fill=TAG_FILL, newline=True)
    return tags + saved


# ----------------------------------------------------------------------------- the GM


def _gm(say: Voice, view: KFView) -> bytes:
    """R42: the game master sees every hand (a planning fighter's only once planning ends)
    and, in phase 0, what they have granted and marked."""
    lines: list[list[Tag]] = []
    if view.phase.value == "gm" and view.outcome is None:
        tags = [Tag(say("kungfu_duel.picture.hand.gm_turn"), kit.GOLD, bold=True)]
        if view.gm_granted:
            tags.append(Tag(say("kungfu_duel.picture.hand.granted"), kit.MUTED))
            tags += [Tag(display(say, p), fill=TAG_FILL) for p in view.gm_granted]
        if view.gm_free:
            tags.append(Tag(say("kungfu_duel.picture.hand.gm_free"), kit.MUTED))
            tags += [Tag(display(say, p), fill=TAG_FILL) for p in view.gm_free]
        lines = _panel(say, tags)
    rows = [_panel(say, _gm_row(say, view, f)) for f in view.fighters]
    height = TOP + (_panel_h(lines) + GAP if lines else 0) + \
        sum(_panel_h(r) + GAP for r in rows) - GAP + MARGIN
    image, draw = kit.canvas(WIDTH, min(max(height, 200), MAX_HEIGHT))
    box = (MARGIN, MARGIN, WIDTH - MARGIN, MARGIN + HEADER_H)
    draw.rounded_rectangle(box, radius=14, fill=kit.PANEL)
    mid = MARGIN + HEADER_H // 2
    draw.text((MARGIN + 16, mid), say("kungfu_duel.picture.hand.gm_title"),
              font=kit.font(28, True), fill=kit.TEXT, anchor="lm")
    _phase_tags(draw, say, view, WIDTH // 2, mid)
    y = TOP
    if lines:
        y = _draw_panel(draw, lines, y, kit.GOLD)
    for row in rows:
        y = _draw_panel(draw, row, y, None)
    return kit.to_png(image)


def _gm_row(say: Voice, view: KFView, f: FighterView) -> list[Tag]:
    tags = [Tag(label(say, view, f.player), kit.INK, SIDE[f.side], bold=True),
            Tag(display(say, f.player), bold=True)]
    if f.hand is None:
        return [*tags, Tag(say("kungfu_duel.picture.hand.hidden", n=f.hand_count), kit.MUTED)]
    if not f.hand:
        return [*tags, Tag(say("kungfu_duel.picture.hand.none"), kit.MUTED)]
    for card in f.hand:
        tags.append(Tag(bonus_name(say, card), kit.WHITE, kind_fill(card), bold=True))
        if BONUS[card].suits:
            tags.append(suits_tag(BONUS[card].suits))
    return tags


__all__ = ["notice_tags", "render_hand"]
