"""The combat panel of the arena picture (R16-R21): each side's gladiator, weapons and players
with their ready flags, and every placed trick as the viewer may see it (backs until revealed,
the viewer's own faces outlined as secret, the blind pick's backs numbered in slot order). The
two gladiators' tiles are in their seats, outlined (gold attacks, white defends)."""

from __future__ import annotations

from PIL import ImageDraw

from bot.render import kit
from bot.render.brutal_ring.layout import (
    COMBAT_HEAD_H,
    COMBAT_SIDE_H,
    CombatGeometry,
    drawn_tricks,
)
from bot.render.brutal_ring.parts import (
    SMALL,
    TRICK_H,
    display,
    owner,
    seat_colour,
    seat_of,
    trick_card,
    value_icons,
)
from bot.render.kit import Box
from bot.text import Voice
from bot.text.brutal_ring import card_name
from rules.brutal_ring.content import card
from rules.brutal_ring.state import BRView, CombatView, Phase
from rules.core import PlayerId

__all__ = ["draw_combat_panel", "drawn_tricks", "is_ready"]


def is_ready(view: BRView, combat: CombatView, player: PlayerId) -> bool:
    """R18/D9: ready, or without a decision (an empty hand and nothing placed counts as
    ready in the engine, without a ready flag)."""
    return player in combat.ready or player not in view.waiting


def draw_combat_panel(draw: ImageDraw.ImageDraw, voice: Voice, geo: CombatGeometry,
                      view: BRView, combat: CombatView) -> None:
    draw.rounded_rectangle(geo.box, radius=14, fill=(52, 40, 36), outline=kit.GOLD, width=3)
    x0, y0, x1, _ = geo.box
    mid = y0 + COMBAT_HEAD_H // 2 + 2
    title = voice("brutal_ring.picture.combat.bonus" if combat.bonus
                  else "brutal_ring.picture.combat.title")
    draw.text((x0 + 16, mid), title, font=kit.font(26, True), fill=kit.GOLD, anchor="lm")
    x = x0 + 16 + kit.text_width(title, kit.font(26, True)) + 16
    if view.phase is Phase.PICK:
        note = voice("brutal_ring.picture.combat.picks", n=combat.picks)
    elif view.phase is Phase.TRICKS:
        note = voice("brutal_ring.picture.combat.face_down")
    else:
        note = voice("brutal_ring.picture.combat.revealed")
    right = kit.pill(draw, x1 - 14, mid, note, kit.font(SMALL, True), fill=kit.BG,
                     text_fill=kit.GOLD, pad=10, right_aligned=True)[0]
    base = voice("brutal_ring.picture.combat.base", attack=combat.base_attack,
                 defence=combat.base_defence)
    draw.text((x, mid + 1), kit.fit_text(base, kit.font(SMALL), right - x - 12),
              font=kit.font(SMALL), fill=kit.TEXT, anchor="lm")
    vs_x = (geo.attacker[2] + geo.defender[0]) // 2
    draw.text((vs_x, (geo.attacker[1] + geo.attacker[3]) // 2), voice("brutal_ring.picture.vs"),
              font=kit.font(30, True), fill=kit.GOLD, anchor="mm")
    sides = ((combat.attacker, combat.att_side, geo.attacker, True),
             (combat.defender, combat.def_side, geo.defender, False))
    for gladiator, side, head, on_attacker in sides:
        _draw_side_head(draw, voice, head, view, combat, gladiator, side, on_attacker)
    by_player = {s.player: s for s in view.seats}
    att, dfn = drawn_tricks(combat, view.phase)
    for (trick, slot), box in zip((*att, *dfn), geo.tricks, strict=True):
        placer = by_player.get(trick.placer)
        sub = voice("brutal_ring.picture.trick.by",
                    who=display(voice, placer) if placer else trick.placer)
        if trick.card is not None and not trick.revealed:
            sub = voice("brutal_ring.picture.trick.yours")
        if trick.bluff:  # R19: revealed on the wrong side for its gladiator, inert
            sub = voice("brutal_ring.picture.trick.bluff", sub=sub)
        tag = voice("brutal_ring.picture.trick.slot", n=slot) if slot is not None else None
        trick_card(draw, voice, box, trick.card, sub, tag=tag, removed=trick.removed,
                   secret=trick.card is not None and not trick.revealed,
                   dim=trick.bluff or trick.removed,
                   mark=seat_colour(view, placer) if placer else None)
    for side_tricks, head in ((att, geo.attacker), (dfn, geo.defender)):
        if not side_tricks:
            y = head[3] + 4 + (geo.tricks[0][3] - geo.tricks[0][1] if geo.tricks
                               else TRICK_H) // 2
            draw.text((head[0] + 4, y), voice("brutal_ring.picture.combat.no_trick_placed"),
                      font=kit.font(SMALL), fill=kit.MUTED, anchor="lm")


def _draw_side_head(draw: ImageDraw.ImageDraw, voice: Voice, box: Box, view: BRView,
                    combat: CombatView, gladiator: str, side: list[PlayerId],
                    on_attacker: bool) -> None:
    """Role, gladiator and its weapon's values, then the side's players with their ready
    flags (R18)."""
    x0, y0, x1, _ = box
    bold = kit.font(SMALL, True)
    mid = y0 + COMBAT_SIDE_H // 2
    role = voice("brutal_ring.picture.attacker" if on_attacker
                 else "brutal_ring.picture.defender")
    draw.text((x0, mid), role, font=bold, fill=kit.GOLD, anchor="lm")
    x = x0 + kit.text_width(role, bold) + 10
    found = owner(view, gladiator)
    weapon = found[1].weapon if found else None

    w = card(weapon) if weapon else None
    left = value_icons(draw, x1, mid, w.attack if w else 0, w.defence if w else 0, size=32)
    name = kit.fit_text(card_name(voice, gladiator), kit.font(24, True), left - x - 10)
    draw.text((x, mid), name, font=kit.font(24, True), fill=kit.TEXT, anchor="lm")
    y = y0 + COMBAT_SIDE_H + 14
    x = x0
    flag_w = max(kit.text_width(voice("brutal_ring.picture.flag.placing"), bold),
                 kit.text_width(voice("brutal_ring.picture.flag.ready"), bold)) + 18
    share = (x1 - x0) // max(1, len(side))
    for player in side:
        seat = seat_of(view, player)
        if seat is None:
            continue
        draw.ellipse((x, y - 9, x + 18, y + 9), fill=seat_colour(view, seat))
        x += 24
        room = share - 24 - 14 - (flag_w if view.phase is Phase.TRICKS else 0)
        name = kit.fit_text(display(voice, seat), bold, room)
        draw.text((x, y), name, font=bold, fill=kit.TEXT, anchor="lm")
        x += kit.text_width(name, bold) + 6
        if view.phase is Phase.TRICKS:
            ready = is_ready(view, combat, player)
            flag = voice("brutal_ring.picture.flag.ready" if ready
                         else "brutal_ring.picture.flag.placing")
            x = kit.pill(draw, x, y, flag, bold, fill=kit.GREEN if ready else kit.BG,
                         text_fill=kit.WHITE if ready else kit.MUTED, pad=6)[2]
        x += 14
