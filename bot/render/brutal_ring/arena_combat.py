"""The combat panel of the arena picture (R16-R21): the two fighters, the sides' players with
their ready flags, and every placed trick as the viewer may see it (backs until revealed, the
viewer's own faces outlined as secret, the blind pick's backs numbered in slot order)."""

from __future__ import annotations

from PIL import ImageDraw

from bot.render import kit
from bot.render.brutal_ring.parts import (
    COMBAT_TITLE_H,
    TRICK_GAP,
    TRICK_H,
    CombatGeometry,
    display,
    engaged_strip,
    fighter_tile,
    owner,
    seat_colour,
    seat_of,
    trick_card,
)
from bot.render.kit import Box
from bot.text import Voice
from rules.brutal_ring.state import BRView, CombatView, Phase, TrickView
from rules.core import PlayerId


def drawn_tricks(combat: CombatView,
                 phase: Phase) -> tuple[list[tuple[TrickView, int | None]],
                                        list[tuple[TrickView, int | None]]]:
    """The tricks of each side in drawing order, each with its blind pick slot number.

    During the blind Discard pick (R21/D11) the defender's face-down cards are drawn in the
    offered slot order, numbered 1, 2..., so "card #k" in the public buttons is the k-th back
    on the picture; cards already picked stay in front, face up.
    """
    att: list[tuple[TrickView, int | None]] = [(t, None) for t in combat.tricks
                                               if t.on_attacker]
    dfn: list[tuple[TrickView, int | None]]
    if phase is Phase.PICK and combat.blind:
        dfn = [(t, None) for t in combat.tricks if not t.on_attacker and t.revealed]
        dfn += [(t, i + 1) for i, t in enumerate(combat.blind)]
    else:
        dfn = [(t, None) for t in combat.tricks if not t.on_attacker]
    return att, dfn


def is_ready(view: BRView, combat: CombatView, player: PlayerId) -> bool:
    """R18/D9: ready, or without a decision (an empty hand and nothing placed counts as
    ready in the engine, without a ready flag)."""
    return player in combat.ready or player not in view.waiting


def draw_combat_panel(draw: ImageDraw.ImageDraw, voice: Voice, geo: CombatGeometry,
                      view: BRView, combat: CombatView) -> None:
    draw.rounded_rectangle(geo.box, radius=14, fill=(52, 40, 36), outline=kit.GOLD, width=3)
    x0, y0, x1, _ = geo.box
    mid = y0 + COMBAT_TITLE_H // 2 + 2
    title = voice("brutal_ring.picture.combat.bonus" if combat.bonus
                  else "brutal_ring.picture.combat.title")
    draw.text((x0 + 18, mid), title, font=kit.font(28, True), fill=kit.GOLD, anchor="lm")
    x = x0 + 18 + kit.text_width(title, kit.font(28, True)) + 18
    base = voice("brutal_ring.picture.combat.base", attack=combat.base_attack,
                 defence=combat.base_defence)
    draw.text((x, mid + 1), base, font=kit.font(22), fill=kit.TEXT, anchor="lm")
    if view.phase is Phase.PICK:
        note = voice("brutal_ring.picture.combat.picks", n=combat.picks)
    elif view.phase is Phase.TRICKS:
        note = voice("brutal_ring.picture.combat.face_down")
    else:
        note = voice("brutal_ring.picture.combat.revealed")
    kit.pill(draw, x1 - 16, mid, note, kit.font(20, True), fill=kit.BG, text_fill=kit.GOLD,
             pad=10, right_aligned=True)
    vs_x = (geo.attacker_info[2] + geo.defender[0]) // 2
    draw.text((vs_x, (geo.attacker[1] + geo.attacker[3]) // 2), voice("brutal_ring.picture.vs"),
              font=kit.font(34, True), fill=kit.GOLD, anchor="mm")
    sides = ((combat.attacker, combat.att_side, geo.attacker, geo.attacker_info, True),
             (combat.defender, combat.def_side, geo.defender, geo.defender_info, False))
    for gladiator, side, tile, info, on_attacker in sides:
        found = owner(view, gladiator)
        weapon = found[1].weapon if found else None
        strip = engaged_strip(voice, found[1]) if found else None
        fighter_tile(draw, voice, tile, gladiator, weapon, strip=strip)
        _draw_side_info(draw, voice, info, view, combat, side, on_attacker)
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
                   dim=trick.bluff or trick.removed)
    for side_tricks, tile in ((att, geo.attacker), (dfn, geo.defender)):
        if not side_tricks:
            y = tile[3] + TRICK_GAP + TRICK_H // 2
            draw.text((tile[0] + 4, y), voice("brutal_ring.picture.combat.no_trick_placed"),
                      font=kit.font(20), fill=kit.MUTED, anchor="lm")


def _draw_side_info(draw: ImageDraw.ImageDraw, voice: Voice, box: Box, view: BRView,
                    combat: CombatView, side: list[PlayerId], on_attacker: bool) -> None:
    """Role, the side's players with their ready flags (R18) and the trick count."""
    x0, y0, x1, _ = box
    role = voice("brutal_ring.picture.attacker" if on_attacker
                 else "brutal_ring.picture.defender")
    draw.text((x0, y0 + 14), role, font=kit.font(22, True), fill=kit.GOLD, anchor="lm")
    count = sum(1 for t in combat.tricks if t.on_attacker == on_attacker)
    draw.text((x1, y0 + 15), voice("brutal_ring.picture.tricks", n=count), font=kit.font(18),
              fill=kit.MUTED, anchor="rm")
    for i, player in enumerate(side):
        seat = seat_of(view, player)
        if seat is None:
            continue
        y = y0 + 50 + i * 40
        draw.ellipse((x0, y - 9, x0 + 18, y + 9), fill=seat_colour(view, seat))
        ready = is_ready(view, combat, player)
        if view.phase is Phase.TRICKS:
            flag = kit.pill(draw, x1, y, voice("brutal_ring.picture.chip.ready" if ready
                                               else "brutal_ring.picture.flag.placing"),
                            kit.font(17, True), fill=kit.GREEN if ready else kit.BG,
                            text_fill=kit.WHITE if ready else kit.MUTED, pad=7,
                            right_aligned=True)[0]
        else:
            flag = x1
        name = kit.fit_text(display(voice, seat), kit.font(20, True), flag - x0 - 32)
        draw.text((x0 + 25, y), name, font=kit.font(20, True), fill=kit.TEXT, anchor="lm")
