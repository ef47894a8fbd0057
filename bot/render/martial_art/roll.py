"""One attack's dice (spec section 11, "Dice"): where the attack dice came from, the faces
rolled, L'Homme Ivre's swap when it applied (R28.1), the defence dice and their faces, then
every step of the R28 pipeline (counts, cancels, extra damage per X, damage, successes,
damage dealt) as the engine's :class:`~rules.martial_art.events.Rolled` event records it. A
collision's plain roll against a third fighter (R56) uses the same picture.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import ImageDraw

from bot.render import kit
from bot.render.kit import RGB, Box
from bot.render.martial_art.parts import (
    GAP,
    HEADER_H,
    HIT,
    LINE_H,
    MARGIN,
    PAD,
    SMALL,
    WIDTH,
    Segment,
    die,
    draw_segments,
    player_name,
    technique_name,
    zone_part,
)
from bot.text import Voice
from rules.kit.chance import Roll
from rules.martial_art.content import TECHNIQUES, Do
from rules.martial_art.events import Rolled

DIE = 44
DIE_GAP = 6
MIN_DIE = 28
DICE_ROW = DIE + 8
STEP_H = 48
ARROW_W = 30
PANEL_HEAD = LINE_H + 6
SWAPPERS = tuple(t.id for t in TECHNIQUES.values() if t.does(Do.SWAP_NORMAL_AND_FAIL))
"""The technique(s) whose effect swaps the attacker's faces (R28.1: L'Homme Ivre)."""
DEALT: RGB = kit.GOLD


def render_roll(say: Voice, event: Rolled) -> bytes:
    """The roll ``event`` as one picture, each pipeline step with its number."""
    say = say.for_pictures()
    attack_h = 2 * PAD + PANEL_HEAD + DICE_ROW + (PANEL_HEAD + DICE_ROW if event.swapped else 0)
    defence_h = 2 * PAD + PANEL_HEAD + DICE_ROW
    pipe_h = 2 * PAD + STEP_H
    top = MARGIN + HEADER_H + GAP
    attack = (MARGIN, top, WIDTH - MARGIN, top + attack_h)
    defence = (MARGIN, attack[3] + GAP, WIDTH - MARGIN, attack[3] + GAP + defence_h)
    pipe = (MARGIN, defence[3] + GAP, WIDTH - MARGIN, defence[3] + GAP + pipe_h)
    image, draw = kit.canvas(WIDTH, pipe[3] + MARGIN)
    _header(draw, say, event, (MARGIN, MARGIN, WIDTH - MARGIN, MARGIN + HEADER_H))
    _attack(draw, say, event, attack)
    _defence(draw, say, event, defence)
    _pipeline(draw, say, event, pipe)
    return kit.to_png(image)


def _header(draw: ImageDraw.ImageDraw, say: Voice, event: Rolled, box: Box) -> None:
    draw.rounded_rectangle(box, radius=14, fill=kit.PANEL)
    x0, y0, x1, y1 = box
    mid = (y0 + y1) // 2
    zone = say("martial_art.picture.roll.zone", zone=event.zone, part=zone_part(say, event.zone))
    fnt = kit.font(SMALL, True)
    left = kit.pill(draw, x1 - 14, mid, zone, fnt, fill=HIT, text_fill=kit.WHITE, pad=12,
                    right_aligned=True)[0]
    key = "title_collision" if event.collision else "title"
    title = say(f"martial_art.picture.roll.{key}", attacker=player_name(say, event.player),
                defender=player_name(say, event.defender),
                strike=say(f"martial_art.token.{event.strike.value}"))
    tfont = kit.font(26, True)
    draw.text((x0 + 16, mid), kit.fit_text(title, tfont, left - x0 - 32), font=tfont,
              fill=kit.TEXT, anchor="lm")


def _source(say: Voice, source: str, n: int) -> str:
    if source in ("base", "back", "collision", "tokens"):
        return say(f"martial_art.picture.roll.source.{source}", n=n)
    return say("martial_art.picture.roll.source.technique", name=technique_name(say, source),
               n=n)


def _panel_head(draw: ImageDraw.ImageDraw, say: Voice, box: Box, role: str, who: str,
                sources: Sequence[tuple[str, int]], dice: int, note: str = "") -> int:
    """The panel's first line: role, fighter, dice sources, the dice count; returns the y
    under it."""
    draw.rounded_rectangle(box, radius=12, fill=kit.PANEL)
    x0, y0, x1, _ = kit.inset(box, PAD + 8, PAD)
    mid = y0 + PANEL_HEAD // 2
    count = say("martial_art.picture.roll.dice", n=dice)
    draw.text((x1, mid), count, font=kit.font(SMALL, True), fill=kit.TEXT, anchor="rm")
    right = x1 - kit.text_width(count, kit.font(SMALL, True)) - 16
    segments: list[Segment] = [(role, kit.GOLD, True), (who, kit.TEXT, True)]
    segments += [(_source(say, s, n), kit.MUTED, False) for s, n in sources]
    if note:
        segments.append((note, kit.ORANGE, True))
    draw_segments(draw, x0, mid, segments, right)
    return y0 + PANEL_HEAD


def _dice(draw: ImageDraw.ImageDraw, say: Voice, x: int, y: int, x1: int, roll: Roll,
          dim: bool = False) -> int:
    faces = [str(f) for f in roll.faces]
    size = DIE
    while size > MIN_DIE and len(faces) * (size + DIE_GAP) > x1 - x:
        size -= 2
    for face in faces:
        die(draw, x, y + (DICE_ROW - size) // 2, face, say(f"martial_art.picture.face.{face}"),
            size, dim)
        x += size + DIE_GAP
    return x


def _attack(draw: ImageDraw.ImageDraw, say: Voice, event: Rolled, box: Box) -> None:
    y = _panel_head(draw, say, box, say("martial_art.picture.roll.attack"),
                    player_name(say, event.player), event.attack_dice, len(event.attack.faces))
    x0, x1 = box[0] + PAD + 8, box[2] - PAD - 8
    _dice(draw, say, x0, y, x1, event.attack, dim=event.swapped is not None)
    if event.swapped is not None:
        y += DICE_ROW
        name = technique_name(say, SWAPPERS[0]) if SWAPPERS else ""
        draw_segments(draw, x0, y + PANEL_HEAD // 2,
                      [(say("martial_art.picture.roll.swap", name=name), kit.ORANGE, True)], x1)
        _dice(draw, say, x0, y + PANEL_HEAD, x1, event.swapped)


def _defence(draw: ImageDraw.ImageDraw, say: Voice, event: Rolled, box: Box) -> None:
    note = say("martial_art.picture.roll.plain") if event.collision else \
        say("martial_art.picture.roll.grab") if event.grab else ""
    y = _panel_head(draw, say, box, say("martial_art.picture.roll.defence"),
                    player_name(say, event.defender), event.defence_dice,
                    len(event.defence.faces), note)
    x0, x1 = box[0] + PAD + 8, box[2] - PAD - 8
    if event.defence.faces:
        _dice(draw, say, x0, y, x1, event.defence)
    else:
        draw.text((x0, y + DICE_ROW // 2), say("martial_art.picture.roll.no_dice"),
                  font=kit.font(SMALL), fill=kit.MUTED, anchor="lm")


def _pipeline(draw: ImageDraw.ImageDraw, say: Voice, event: Rolled, box: Box) -> None:
    """R28 steps 2-6 left to right; steps that changed nothing are left out."""
    steps: list[tuple[str, RGB, RGB]] = [
        (say("martial_art.picture.roll.count", n=event.normal, x=event.exceptional),
         kit.SLOT, kit.TEXT)]
    if event.cancels:
        steps.append((say("martial_art.picture.roll.cancels", n=event.cancels), kit.SLOT,
                      kit.ORANGE))
    if event.extra:
        steps.append((say("martial_art.picture.roll.extra", n=1 + event.extra), kit.SLOT,
                      kit.ORANGE))
    steps.append((say("martial_art.picture.roll.damage", n=event.damage), kit.SLOT, kit.TEXT))
    steps.append((say("martial_art.picture.roll.successes", n=event.successes), kit.SLOT,
                  kit.TEXT))
    steps.append((say("martial_art.picture.roll.dealt", n=event.dealt), DEALT, kit.INK))
    draw.rounded_rectangle(box, radius=12, fill=kit.PANEL)
    x0, y0, x1, y1 = kit.inset(box, PAD + 8, PAD)
    fnt = kit.font(SMALL, True)
    widths = [kit.text_width(text, fnt) + 28 for text, _, _ in steps]
    gap = max(12, min(ARROW_W, (x1 - x0 - sum(widths)) // max(1, len(steps) - 1)))
    x = x0
    for i, ((text, fill, ink), w) in enumerate(zip(steps, widths, strict=True)):
        w = min(w, x1 - x)
        step = (x, y0, x + w, y1)
        draw.rounded_rectangle(step, radius=10, fill=fill)
        draw.text(kit.centre(step), kit.fit_text(text, fnt, w - 12), font=fnt, fill=ink,
                  anchor="mm")
        x += w
        if i < len(steps) - 1:
            draw.text((x + gap // 2, (y0 + y1) // 2), say("martial_art.picture.roll.then"),
                      font=kit.font(SMALL + 6, True), fill=kit.MUTED, anchor="mm")
            x += gap
