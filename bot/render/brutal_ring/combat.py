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
    DEAD,
    GAP,
    MARGIN,
    SMALL,
    STRIP_H,
    TILE_H,
    TRICK_GAP,
    TRICK_H,
    WIDTH,
    fighter_tile,
    fit_names,
    player_name,
    symbol,
    trick_card,
    trick_text_room,
)
from bot.render.kit import Box
from bot.text import Voice
from bot.text.brutal_ring import card_name
from rules.brutal_ring.content import Side
from rules.brutal_ring.events import Result, TrickEffect

RESULT_TITLE_H = 84
HEAD_H = 64
"""Above each fighter: its role and the points that side scored, then its player."""
VS_W = 56
VALUES_W = 372
"""The right column: the values before and after the tricks and what decided the fight."""
MIN_HEIGHT = 560


@dataclass(frozen=True)
class CombatLayout:
    """Where :func:`render_combat` draws the fighters, each trick and the values."""

    height: int
    title: Box
    attacker: Box
    defender: Box
    attacker_info: Box
    """The attacking side's heading: role, points scored, player."""
    defender_info: Box
    tricks: list[Box]
    """Aligned with ``result.tricks`` (the event's order, not the drawing order)."""
    values: Box


def combat_layout(result: Result) -> CombatLayout:
    """Landscape: the two fighters side by side, each with its tricks in a column under it,
    and the values in a column on the right."""
    n_att = sum(1 for t in result.tricks if t.on_attacker)
    n_def = len(result.tricks) - n_att
    title = (MARGIN, MARGIN, WIDTH - MARGIN, MARGIN + RESULT_TITLE_H)
    top = title[3] + GAP
    values_x = WIDTH - MARGIN - VALUES_W
    col_w = (values_x - GAP - MARGIN - VS_W) // 2
    infos: list[Box] = []
    tiles: list[Box] = []
    columns: list[list[Box]] = []
    for col, count in enumerate((n_att, n_def)):
        x = MARGIN + col * (col_w + VS_W)
        infos.append((x, top, x + col_w, top + HEAD_H))
        tiles.append((x, top + HEAD_H, x + col_w, top + HEAD_H + TILE_H))
        y = top + HEAD_H + TILE_H + GAP
        columns.append([(x, y + i * (TRICK_H + TRICK_GAP), x + col_w,
                         y + i * (TRICK_H + TRICK_GAP) + TRICK_H) for i in range(count)])
    rows = max(1, n_att, n_def)
    bottom = top + HEAD_H + TILE_H + GAP + rows * (TRICK_H + TRICK_GAP) - TRICK_GAP
    height = max(MIN_HEIGHT, bottom + MARGIN)
    att_boxes, def_boxes = iter(columns[0]), iter(columns[1])
    boxes = [next(att_boxes) if t.on_attacker else next(def_boxes) for t in result.tricks]
    values = (values_x, top, WIDTH - MARGIN, height - MARGIN)
    return CombatLayout(height=height, title=title, attacker=tiles[0], defender=tiles[1],
                        attacker_info=infos[0], defender_info=infos[1], tricks=boxes,
                        values=values)


def render_combat(result: Result, voice: Voice) -> bytes:
    """The picture of one ``result`` event; players are named by ``voice``."""
    layout = combat_layout(result)
    image, draw = kit.canvas(WIDTH, layout.height)
    att_name = player_name(voice, result.attacker_owner)
    def_name = player_name(voice, result.defender_owner)
    _draw_result_title(draw, voice, layout.title, result, att_name, def_name)
    bold = kit.font(SMALL, True)
    heads = ((layout.attacker_info, "brutal_ring.picture.attacker", att_name,
              result.attacker_points),
             (layout.defender_info, "brutal_ring.picture.defender", def_name,
              result.defender_points))
    for info, role_key, name, points in heads:
        x0, y0, x1, _ = info
        right = x1
        if points:  # R25: the killing side's points, next to its own fighter
            right = kit.pill(draw, x1, y0 + 16, voice("brutal_ring.picture.fight.gain",
                                                      n=points),
                             kit.font(26, True), fill=kit.GOLD, text_fill=kit.INK, pad=10,
                             right_aligned=True)[0] - 8
        draw.text((x0, y0 + 16), kit.fit_text(voice(role_key), bold, right - x0), font=bold,
                  fill=kit.GOLD, anchor="lm")
        draw.text((x0, y0 + 46), kit.fit_text(name, kit.font(24, True), x1 - x0),
                  font=kit.font(24, True), fill=kit.TEXT, anchor="lm")
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
    mid_y = (layout.attacker[1] + layout.attacker[3]) // 2
    vs_x = (layout.attacker[2] + layout.defender[0]) // 2
    draw.text((vs_x, mid_y), voice("brutal_ring.picture.vs"), font=kit.font(34, True),
              fill=kit.GOLD, anchor="mm")
    for trick, box in zip(result.tricks, layout.tricks, strict=True):
        def words(name: str, effect: TrickEffect = trick.effect) -> str:
            by = voice("brutal_ring.picture.trick.by", who=name)
            return by if effect is TrickEffect.COUNTED else voice(
                f"brutal_ring.picture.fight.effect.{effect.value}", sub=by)

        sub = fit_names(words, kit.font(SMALL), trick_text_room(box),
                        name=player_name(voice, trick.placer))
        counted = trick.effect in (TrickEffect.COUNTED, TrickEffect.CANCELS_ALL)
        trick_card(draw, voice, box, trick.card, sub, removed=trick.removed, dim=not counted)
    for tile, on_attacker in ((layout.attacker, True), (layout.defender, False)):
        if not any(t.on_attacker == on_attacker for t in result.tricks):
            draw.text((tile[0] + 4, tile[3] + GAP + TRICK_H // 2),
                      voice("brutal_ring.picture.fight.no_trick"), font=kit.font(SMALL),
                      fill=kit.MUTED, anchor="lm")
    _draw_values(draw, voice, layout.values, result, att_name, def_name)
    return kit.to_png(image)


def _draw_result_title(draw: ImageDraw.ImageDraw, voice: Voice, box: Box, result: Result,
                       att_name: str, def_name: str) -> None:
    fill = kit.GOLD if result.attacker_dies or result.defender_dies else kit.PANEL
    ink = kit.INK if fill == kit.GOLD else kit.TEXT
    draw.rounded_rectangle(box, radius=14, fill=fill)
    a, d = card_name(voice, result.attacker), card_name(voice, result.defender)
    if result.attacker_dies and result.defender_dies:
        key = "both_die"
    elif result.defender_dies:
        key = "kills"
    elif result.attacker_dies:
        key = "countered"
    else:
        key = "holds"
    width = box[2] - box[0] - 40

    def headline(attacker: str, defender: str) -> str:
        return voice(f"brutal_ring.picture.fight.{key}", attacker=attacker, defender=defender)

    # Long gladiator names (and longer French words) first take a smaller font, then are cut.
    size = next((s for s in (30, 26) if kit.text_width(headline(a, d), kit.font(s, True))
                 <= width), 24)
    draw.text((box[0] + 20, box[1] + 28),
              fit_names(headline, kit.font(size, True), width, attacker=a, defender=d),
              font=kit.font(size, True), fill=ink, anchor="lm")
    sub = voice("brutal_ring.picture.fight.subtitle", attacker=att_name, defender=def_name)
    draw.text((box[0] + 20, box[1] + 62), kit.fit_text(sub, kit.font(SMALL), width),
              font=kit.font(SMALL), fill=ink, anchor="lm")


def _value_pair(draw: ImageDraw.ImageDraw, x: int, mid: int, attack: int, defence: int,
                beats: bool) -> None:
    """``(3)  >  [2]`` with the side symbols."""
    size = 44
    fnt = kit.font(26, True)
    symbol(draw, (x, mid - size // 2, x + size, mid + size // 2), Side.ATK, kit.INK,
           str(attack), fnt=fnt, width=4)
    x += size + 10
    draw.text((x + 16, mid), ">" if beats else "≤", font=kit.font(30, True), fill=kit.TEXT,
              anchor="mm")
    x += 32 + 10
    symbol(draw, (x, mid - size // 2, x + size, mid + size // 2), Side.DEF, kit.INK,
           str(defence), fnt=fnt, width=4)


def _draw_values(draw: ImageDraw.ImageDraw, voice: Voice, box: Box, result: Result,
                 att_name: str, def_name: str) -> None:
    """Values before and after the tricks (R22), the effects that decided (R20, R23, R24),
    and the points (R25)."""
    draw.rounded_rectangle(box, radius=14, fill=kit.PANEL)
    x0, y0, x1, y1 = box
    bold, plain = kit.font(SMALL, True), kit.font(SMALL)
    pair_x = x1 - 16 - 140
    # The weapons' row compares raw values: only a display, the fight is decided below.
    rows = ((voice("brutal_ring.picture.fight.weapons"), result.base_attack,
             result.base_defence, result.base_attack > result.base_defence),
            (voice("brutal_ring.picture.fight.after"), result.attack, result.defence,
             result.beats))
    for i, (label, attack, defence, beats) in enumerate(rows):
        mid = y0 + 34 + i * 56
        draw.text((x0 + 16, mid), kit.fit_text(label, bold, pair_x - x0 - 24), font=bold,
                  fill=kit.TEXT, anchor="lm")
        _value_pair(draw, pair_x, mid, attack, defence, beats)
    points = bool(result.attacker_points or result.defender_points)

    def scored(attacker: str, defender: str, lead: bool = True) -> str:
        """R25: who scored what; ``lead`` puts the "Points:" words before the list."""
        if not points:
            return voice("brutal_ring.picture.fight.no_points")
        listed = " · ".join(voice("brutal_ring.picture.fight.scored", who=who, n=n)
                            for who, n in ((attacker, result.attacker_points),
                                           (defender, result.defender_points)) if n)
        return voice("brutal_ring.picture.fight.points", list=listed) if lead else listed

    room = x1 - x0 - 56
    # Both sides scored (a mutual kill): the list alone, then shorter names if need be.
    lead = kit.text_width(scored(att_name, def_name), bold) <= room
    text = fit_names(lambda **n: scored(n["attacker"], n["defender"], lead), bold, room,
                     attacker=att_name, defender=def_name)
    pill_y = y1 - 30
    y = y0 + 34 + 2 * 56 - 10
    width = x1 - x0 - 32
    for note in _effect_notes(voice, result):
        for line in kit.wrap_text(note, plain, width, 3):
            if y + 14 > pill_y - 30:
                break
            draw.text((x0 + 16, y), line, font=plain, fill=kit.TEXT, anchor="lm")
            y += 28
        y += 6
    fill = kit.GOLD if points else kit.BG
    kit.pill(draw, x0 + 16, pill_y, kit.fit_text(text, bold, room), bold, fill=fill,
             text_fill=kit.INK if points else kit.MUTED, pad=10)


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
