"""One resolved fight, drawn from its typed ``result`` event alone (R20-R25).

Both fighters with their weapons, every trick face up (struck through if a Discard pick
removed it; bluffs and cancelled tricks marked), the weapon values before the tricks and the
values after, who died, and the points each side scored. Every fact comes from the event:
the picture re-derives no rule.
"""

from __future__ import annotations

from dataclasses import dataclass

from PIL import ImageDraw

from bot.render import kit
from bot.render.brutal_ring.parts import (
    COMBAT_TITLE_H,
    DEAD,
    GAP,
    MARGIN,
    PANEL_PAD,
    STRIP_H,
    TRICK_GAP,
    TRICK_H,
    WIDTH,
    combat_geometry,
    fighter_tile,
    player_name,
    symbol,
    trick_card,
)
from bot.render.kit import Box
from bot.text import Voice
from rules.brutal_ring.content import Side, card
from rules.brutal_ring.events import Result, TrickEffect

RESULT_TITLE_H = 92
RESULT_HEAD_H = 44
VALUES_H = 168


@dataclass(frozen=True)
class CombatLayout:
    """Where :func:`render_combat` draws the fighters, each trick and the values."""

    height: int
    title: Box
    attacker: Box
    defender: Box
    attacker_info: Box
    defender_info: Box
    tricks: list[Box]
    """Aligned with ``result.tricks`` (the event's order, not the drawing order)."""
    values: Box


def combat_layout(result: Result) -> CombatLayout:
    n_att = sum(1 for t in result.tricks if t.on_attacker)
    n_def = len(result.tricks) - n_att
    title = (MARGIN, MARGIN, WIDTH - MARGIN, MARGIN + RESULT_TITLE_H)
    y = title[3] + GAP + RESULT_HEAD_H
    geo = combat_geometry(MARGIN - PANEL_PAD, y - COMBAT_TITLE_H, WIDTH - MARGIN + PANEL_PAD,
                          n_att, n_def)
    att_boxes = iter(geo.tricks[:n_att])
    def_boxes = iter(geo.tricks[n_att:])
    boxes = [next(att_boxes) if t.on_attacker else next(def_boxes) for t in result.tricks]
    values_top = geo.box[3] - PANEL_PAD + GAP
    values = (MARGIN, values_top, WIDTH - MARGIN, values_top + VALUES_H)
    return CombatLayout(height=values[3] + MARGIN, title=title, attacker=geo.attacker,
                        defender=geo.defender, attacker_info=geo.attacker_info,
                        defender_info=geo.defender_info, tricks=boxes, values=values)


def render_combat(result: Result, voice: Voice) -> bytes:
    """The picture of one ``result`` event; players are named by ``voice``."""
    layout = combat_layout(result)
    image, draw = kit.canvas(WIDTH, layout.height)
    att_name = player_name(voice, result.attacker_owner)
    def_name = player_name(voice, result.defender_owner)
    _draw_result_title(draw, voice, layout.title, result, att_name, def_name)
    heads = ((layout.attacker, "brutal_ring.picture.attacker", att_name),
             (layout.defender, "brutal_ring.picture.defender", def_name))
    for tile, role_key, name in heads:
        role = voice(role_key)
        y = tile[1] - RESULT_HEAD_H // 2 - 2
        draw.text((tile[0], y), role, font=kit.font(22, True), fill=kit.GOLD, anchor="lm")
        x = tile[0] + kit.text_width(role, kit.font(22, True)) + 12
        draw.text((x, y), kit.fit_text(name, kit.font(24, True), 400), font=kit.font(24, True),
                  fill=kit.TEXT, anchor="lm")
    for tile, gladiator, weapon, dies in (
            (layout.attacker, result.attacker, result.attacker_weapon, result.attacker_dies),
            (layout.defender, result.defender, result.defender_weapon, result.defender_dies)):
        strip = ((voice("brutal_ring.picture.fight.dies"), DEAD, kit.WHITE) if dies
                 else (voice("brutal_ring.picture.fight.survives"), kit.GREEN, kit.WHITE))
        fighter_tile(draw, voice, tile, gladiator, weapon, strip=strip,
                     outline=DEAD if dies else None)
        if dies:  # a big cross over the dead gladiator, readable at thumbnail size
            x0, y0, x1, y1 = tile
            draw.line((x0 + 16, y0 + 12, x1 - 16, y1 - STRIP_H - 8), fill=DEAD, width=7)
            draw.line((x0 + 16, y1 - STRIP_H - 8, x1 - 16, y0 + 12), fill=DEAD, width=7)
    scored = ((layout.attacker_info, result.attacker_points, att_name),
              (layout.defender_info, result.defender_points, def_name))
    for info, points, name in scored:
        if points:  # R25: the killing side's points, next to its own fighter
            x, y = info[0] + 4, info[1] + 40
            kit.pill(draw, x, y, voice("brutal_ring.picture.fight.gain", n=points),
                     kit.font(30, True), fill=kit.GOLD, text_fill=kit.INK, pad=14)
            draw.text((x + 2, y + 44), kit.fit_text(
                voice("brutal_ring.picture.fight.for", who=name), kit.font(20), 190),
                font=kit.font(20), fill=kit.TEXT, anchor="lm")
    mid_y = (layout.attacker[1] + layout.attacker[3]) // 2
    vs_x = (layout.attacker_info[2] + layout.defender[0]) // 2
    draw.text((vs_x, mid_y), voice("brutal_ring.picture.vs"), font=kit.font(40, True),
              fill=kit.GOLD, anchor="mm")
    for trick, box in zip(result.tricks, layout.tricks, strict=True):
        by = voice("brutal_ring.picture.trick.by", who=player_name(voice, trick.placer))
        sub = by if trick.effect is TrickEffect.COUNTED else voice(
            f"brutal_ring.picture.fight.effect.{trick.effect.value}", sub=by)
        counted = trick.effect in (TrickEffect.COUNTED, TrickEffect.CANCELS_ALL)
        trick_card(draw, voice, box, trick.card, sub, removed=trick.removed, dim=not counted)
    for tile, on_attacker in ((layout.attacker, True), (layout.defender, False)):
        if not any(t.on_attacker == on_attacker for t in result.tricks):
            draw.text((tile[0] + 4, tile[3] + TRICK_GAP + TRICK_H // 2),
                      voice("brutal_ring.picture.fight.no_trick"), font=kit.font(20),
                      fill=kit.MUTED, anchor="lm")
    _draw_values(draw, voice, layout.values, result, att_name, def_name)
    return kit.to_png(image)


def _draw_result_title(draw: ImageDraw.ImageDraw, voice: Voice, box: Box, result: Result,
                       att_name: str, def_name: str) -> None:
    fill = kit.GOLD if result.attacker_dies or result.defender_dies else kit.PANEL
    ink = kit.INK if fill == kit.GOLD else kit.TEXT
    draw.rounded_rectangle(box, radius=14, fill=fill)
    a, d = card(result.attacker).name, card(result.defender).name
    if result.attacker_dies and result.defender_dies:
        key = "both_die"
    elif result.defender_dies:
        key = "kills"
    elif result.attacker_dies:
        key = "countered"
    else:
        key = "holds"
    headline = voice(f"brutal_ring.picture.fight.{key}", attacker=a, defender=d)
    width = box[2] - box[0] - 40
    draw.text((box[0] + 20, box[1] + 30), kit.fit_text(headline, kit.font(30, True), width),
              font=kit.font(30, True), fill=ink, anchor="lm")
    sub = voice("brutal_ring.picture.fight.subtitle", attacker=att_name, defender=def_name)
    draw.text((box[0] + 20, box[1] + 68), kit.fit_text(sub, kit.font(22), width),
              font=kit.font(22), fill=ink, anchor="lm")


def _value_pair(draw: ImageDraw.ImageDraw, x: int, mid: int, label: str, attack: int,
                defence: int, beats: bool) -> int:
    """``label  (3)  >  [2]`` with the side symbols; returns the end x."""
    draw.text((x, mid), label, font=kit.font(24, True), fill=kit.TEXT, anchor="lm")
    x += 200
    size = 46
    fnt = kit.font(26, True)
    symbol(draw, (x, mid - size // 2, x + size, mid + size // 2), Side.ATK, kit.INK,
           str(attack), fnt=fnt, width=4)
    x += size + 12
    draw.text((x + 18, mid), ">" if beats else "≤", font=kit.font(30, True), fill=kit.TEXT,
              anchor="mm")
    x += 36 + 12
    symbol(draw, (x, mid - size // 2, x + size, mid + size // 2), Side.DEF, kit.INK,
           str(defence), fnt=fnt, width=4)
    return x + size


def _draw_values(draw: ImageDraw.ImageDraw, voice: Voice, box: Box, result: Result,
                 att_name: str, def_name: str) -> None:
    """Values before and after the tricks (R22), the effects that decided (R20, R23, R24),
    and the points (R25)."""
    draw.rounded_rectangle(box, radius=14, fill=kit.PANEL)
    x0, y0, x1, y1 = box
    row1, row2 = y0 + 36, y0 + 94
    # The weapons' row compares raw values: only a display, the fight is decided below.
    _value_pair(draw, x0 + 20, row1, voice("brutal_ring.picture.fight.weapons"),
                result.base_attack, result.base_defence,
                result.base_attack > result.base_defence)
    end = _value_pair(draw, x0 + 20, row2, voice("brutal_ring.picture.fight.after"),
                      result.attack, result.defence, result.beats)
    notes = _effect_notes(voice, result)
    nx = end + 30
    for i, line in enumerate(notes[:4]):
        draw.text((nx, y0 + 26 + i * 30), kit.fit_text(line, kit.font(21), x1 - 20 - nx),
                  font=kit.font(21), fill=kit.TEXT, anchor="lm")
    points = []
    if result.attacker_points:
        points.append(voice("brutal_ring.picture.fight.scored", who=att_name,
                            n=result.attacker_points))
    if result.defender_points:
        points.append(voice("brutal_ring.picture.fight.scored", who=def_name,
                            n=result.defender_points))
    text = (voice("brutal_ring.picture.fight.points", list=" · ".join(points)) if points
            else voice("brutal_ring.picture.fight.no_points"))
    fill = kit.GOLD if points else kit.BG
    kit.pill(draw, x0 + 20, y1 - 24, kit.fit_text(text, kit.font(24, True), x1 - x0 - 80),
             kit.font(24, True), fill=fill, text_fill=kit.INK if points else kit.MUTED, pad=12)


def _effect_notes(voice: Voice, result: Result) -> list[str]:
    """The facts that decided the fight, in the order they apply (R20-R24)."""
    notes: list[str] = []
    if result.fairplay is not None:
        notes.append(voice("brutal_ring.picture.note.fairplay", side=result.fairplay))
    removed = sum(1 for t in result.tricks if t.removed)
    if removed:
        notes.append(voice("brutal_ring.picture.note.discard", n=removed))
    if result.attack_doubled:
        notes.append(voice("brutal_ring.picture.note.attack_x2"))
    if result.defence_doubled:
        notes.append(voice("brutal_ring.picture.note.defence_x2"))
    values = {"attack": result.attack, "defence": result.defence}
    if result.dodge:
        notes.append(voice("brutal_ring.picture.note.dodge"))
    elif result.defender_dies:
        notes.append(voice("brutal_ring.picture.note.dies", **values))
    else:
        notes.append(voice("brutal_ring.picture.note.holds", **values))
    if result.counter_values is not None:
        strength, guard = result.counter_values
        notes.append(voice("brutal_ring.picture.note.counter_kills" if result.attacker_dies
                           else "brutal_ring.picture.note.counter_fails",
                           attack=strength, defence=guard))
    return notes
