"""The viewer's private picture (R67, section 9): their own board with the Effect identities,
the set-aside pile, their sealed drafts (the loadout; the placement as a board being filled:
the set-aside pair first, then zone 1's two tokens, zone 2's...) and, while they sow, the drop
order so far against the destination zones (R19). For the owner's eyes only.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from PIL import ImageDraw

from bot.render import kit
from bot.render.kit import Box
from bot.render.martial_art.boards import BUBBLE_H, Marks, board_height, draw_board
from bot.render.martial_art.parts import (
    CHIP,
    GAP,
    HEADER_H,
    LINE_H,
    MARGIN,
    PAD,
    SMALL,
    WIDTH,
    draw_chip,
    draw_chips,
    draw_segments,
    fighter_name,
    fighter_of,
    technique_name,
    token_chip,
    zone_part,
)
from bot.render.martial_art.status import round_text, to_play
from bot.text import Voice
from rules.martial_art.board import ASIDE, PER_ZONE, destinations, draft_board, token_set
from rules.martial_art.content import ZONES, Code, fighter, technique
from rules.martial_art.state import Phase, Stage
from rules.martial_art.view import FighterView, MAView

BOARD_W = 560
SIDE_X = MARGIN + BOARD_W + GAP
SIDE_W = WIDTH - MARGIN - SIDE_X
HAND_BUBBLE_H = BUBBLE_H + 4
TITLE_H = LINE_H + 6
ROW_H = CHIP + 6
SLOT: kit.RGB = (30, 32, 36)
PICKED: kit.RGB = (134, 239, 172)


PanelKind = Literal["free", "aside", "loadout_draft", "placement", "sowing", "techniques"]


@dataclass(frozen=True)
class Panel:
    """One panel of the side column: its height and what it shows."""

    height: int
    kind: PanelKind


def render_hand(say: Voice, view: MAView) -> bytes:
    """``view.viewer``'s own board and secrets; a short note for a viewer without a seat."""
    say = say.for_pictures()
    me = fighter_of(view, view.viewer)
    if me is None:
        image, draw = kit.canvas(WIDTH, 120)
        draw.rounded_rectangle((MARGIN, MARGIN, WIDTH - MARGIN, 106), radius=14, fill=kit.PANEL)
        draw.text((WIDTH // 2, 60), say("martial_art.picture.hand.spectator"),
                  font=kit.font(SMALL + 4, True), fill=kit.TEXT, anchor="mm")
        return kit.to_png(image)
    panels = _panels(view, me)
    top = MARGIN + HEADER_H + GAP
    side_h = sum(p.height for p in panels) + GAP * (len(panels) - 1)
    body = max(board_height(bubble_h=HAND_BUBBLE_H), side_h)
    image, draw = kit.canvas(WIDTH, top + body + MARGIN)
    _header(draw, say, view, me, (MARGIN, MARGIN, WIDTH - MARGIN, MARGIN + HEADER_H))
    draw_board(image, draw, say, view, me, (MARGIN, top, MARGIN + BOARD_W, top + body),
               private=True, marks=_marks(view, me), bubble_h=HAND_BUBBLE_H)
    y = top
    for panel in panels:
        box = (SIDE_X, y, WIDTH - MARGIN, y + panel.height)
        draw.rounded_rectangle(box, radius=12, fill=kit.PANEL)
        inner = kit.inset(box, PAD + 4, PAD)
        if panel.kind == "free":
            _free(draw, say, view, inner)
        elif panel.kind == "aside":
            _aside(draw, say, view, me, inner)
        elif panel.kind == "loadout_draft":
            _loadout_draft(draw, say, view, me, inner)
        elif panel.kind == "placement":
            _placement(draw, say, view, me, inner)
        elif panel.kind == "sowing":
            _sowing(draw, say, view, inner)
        else:
            _techniques(draw, say, me, inner)
        y += panel.height + GAP
    return kit.to_png(image)


def _panels(view: MAView, me: FighterView) -> list[Panel]:
    """The side column for this phase, top to bottom."""
    pad = 2 * PAD
    out: list[Panel] = []
    if view.phase is Phase.PICK:
        out.append(Panel(pad + TITLE_H + max(1, len(view.free)) * LINE_H, "free"))
    if view.phase is Phase.LOADOUT and me.fighter is not None:
        out.append(Panel(pad + TITLE_H + len(fighter(me.fighter).techniques) * LINE_H,
                         "loadout_draft"))
    if view.phase is Phase.PLACE:
        out.append(Panel(pad + TITLE_H + (1 + len(ZONES)) * ROW_H + TITLE_H + ROW_H,
                         "placement"))
    if view.phase in (Phase.TURN, Phase.OVER):
        out.append(Panel(pad + TITLE_H + ROW_H, "aside"))
        if _sowing_now(view):
            out.append(Panel(pad + TITLE_H + LINE_H + ROW_H + LINE_H + TITLE_H + ROW_H,
                             "sowing"))
    if me.loadout and view.phase is not Phase.LOADOUT:
        out.append(Panel(pad + TITLE_H + len(me.loadout) * LINE_H, "techniques"))
    return out


def _sowing_now(view: MAView) -> bool:
    turn = view.turn
    return (turn is not None and turn.stage is Stage.SOW and turn.order is not None
            and turn.start_zone is not None and turn.player == view.viewer)


def _marks(view: MAView, me: FighterView) -> Marks:
    turn = view.turn
    zones: dict[int, kit.RGB] = {}
    if turn is not None and turn.player == me.player and turn.start_zone is not None:
        zones[turn.start_zone] = kit.GOLD
    acting = view.outcome is None and me.player in view.waiting
    return Marks(zones, kit.GOLD if acting else None)


def _header(draw: ImageDraw.ImageDraw, say: Voice, view: MAView, me: FighterView,
            box: Box) -> None:
    draw.rounded_rectangle(box, radius=14, fill=kit.PANEL)
    x0, y0, x1, y1 = box
    mid = (y0 + y1) // 2
    title_font = kit.font(28, True)
    title = say("martial_art.picture.hand.title")
    draw.text((x0 + 16, mid), title, font=title_font, fill=kit.TEXT, anchor="lm")
    x = x0 + 16 + kit.text_width(title, title_font) + 16
    right = x1 - 14
    if view.outcome is None:
        text, colour = to_play(say, view)
        if text:
            fnt = kit.font(SMALL, True)
            text = kit.fit_text(text, fnt, 420)
            right = kit.pill(draw, x1 - 14, mid, text, fnt, fill=colour, text_fill=kit.INK,
                             pad=12, right_aligned=True)[0] - 14
    phase = round_text(say, view) if view.phase in (Phase.TURN, Phase.OVER) else \
        say(f"martial_art.picture.phase.{view.phase.value}")
    name = fighter_name(say, me.fighter) if me.fighter else ""
    draw_segments(draw, x, mid, [(name, kit.GOLD, True), (phase, kit.MUTED, False)], right)


def _title(draw: ImageDraw.ImageDraw, x: int, y: int, text: str, max_x: int) -> int:
    fnt = kit.font(SMALL, True)
    draw.text((x, y + TITLE_H // 2), kit.fit_text(text, fnt, max_x - x), font=fnt,
              fill=kit.TEXT, anchor="lm")
    return y + TITLE_H


def _aside(draw: ImageDraw.ImageDraw, say: Voice, view: MAView, me: FighterView,
           box: Box) -> None:
    x0, y0, x1, _ = box
    y = _title(draw, x0, y0, say("martial_art.picture.hand.aside"), x1)
    if me.aside:
        x = draw_chips(draw, x0, y + 2, [token_chip(say, c, hidden=True) for c in me.aside],
                       x1)
        draw_segments(draw, x + 14, y + 2 + CHIP // 2,
                      [(say("martial_art.picture.hand.aside_hint"), kit.MUTED, False)], x1)
    else:
        draw_segments(draw, x0, y + 2 + CHIP // 2,
                      [(say("martial_art.picture.hand.aside_placed"), kit.MUTED, False)], x1)


def _free(draw: ImageDraw.ImageDraw, say: Voice, view: MAView, box: Box) -> None:
    """R2: the fighters still free, in the spec's order."""
    x0, y0, x1, _ = box
    y = _title(draw, x0, y0, say("martial_art.picture.free"), x1)
    for fid in view.free:
        draw_segments(draw, x0, y + LINE_H // 2, [(fighter_name(say, fid), kit.GOLD, False)],
                      x1)
        y += LINE_H


def _techniques(draw: ImageDraw.ImageDraw, say: Voice, me: FighterView, box: Box) -> None:
    """The loadout with each technique's keyword and cost; the active Style in gold."""
    x0, y0, x1, _ = box
    y = _title(draw, x0, y0, say("martial_art.picture.hand.loadout"), x1)
    for tid in me.loadout:
        _technique_row(draw, say, tid, x0, y, x1, kit.GOLD if tid == me.style else kit.TEXT)
        y += LINE_H


def _technique_row(draw: ImageDraw.ImageDraw, say: Voice, tid: str, x: int, y: int, x1: int,
                   colour: kit.RGB, mark: str = "") -> None:
    t = technique(tid)
    cost = say("martial_art.picture.hand.cost", chi=t.cost.chi, rage=t.cost.rage)
    keyword = say(f"martial_art.picture.keyword.{t.keyword.value}")
    right = x1 - kit.text_width(cost, kit.font(SMALL))
    draw.text((x1, y + LINE_H // 2), cost, font=kit.font(SMALL), fill=kit.MUTED, anchor="rm")
    segments = [(mark, PICKED, True)] if mark else []
    draw_segments(draw, x, y + LINE_H // 2,
                  [*segments, (technique_name(say, tid), colour, True), (keyword, kit.MUTED,
                                                                         False)],
                  right - 10, sep=10)


def _loadout_draft(draw: ImageDraw.ImageDraw, say: Voice, view: MAView, me: FighterView,
                   box: Box) -> None:
    """R5: the 7 techniques, the marked ones ticked."""
    assert me.fighter is not None
    x0, y0, x1, _ = box
    draft = view.loadout_draft or []
    techniques = fighter(me.fighter).techniques
    y = _title(draw, x0, y0, say("martial_art.picture.hand.loadout_draft", n=len(draft),
                                 total=3), x1)
    for tid in techniques:
        picked = tid in draft
        _technique_row(draw, say, tid, x0, y, x1, kit.GOLD if picked else kit.MUTED,
                       say("martial_art.picture.ready_mark") if picked else "")
        y += LINE_H


def _placement(draw: ImageDraw.ImageDraw, say: Voice, view: MAView, me: FighterView,
               box: Box) -> None:
    """R7: the draft as a board being filled, the next slot in gold, then what is left."""
    x0, y0, x1, _ = box
    draft = list(view.placement_draft or [])
    tokens = token_set(me.fighter) if me.fighter else []
    y = _title(draw, x0, y0, say("martial_art.picture.hand.placement", n=len(draft),
                                 total=len(tokens)), x1)
    aside, zones = draft_board(draft)
    rows: list[tuple[str, list[Code], int]] = [
        (say("martial_art.picture.hand.slot_aside"), aside, ASIDE)]
    rows += [(f"{z} {zone_part(say, z)}", zones[z - 1], PER_ZONE) for z in ZONES]
    slot = 0
    label_w = max(kit.text_width(label, kit.font(SMALL)) for label, _, _ in rows) + 16
    for label, filled, size in rows:
        draw.text((x0, y + ROW_H // 2), label, font=kit.font(SMALL), fill=kit.MUTED,
                  anchor="lm")
        x = x0 + label_w
        for i in range(size):
            code = filled[i] if i < len(filled) else None
            _slot(draw, say, x, y + 3, code, slot == len(draft))
            x += CHIP + 8
            slot += 1
        y += ROW_H
    y = _title(draw, x0, y, say("martial_art.picture.hand.to_place"), x1)
    draw_chips(draw, x0, y + 2, [token_chip(say, c) for c in _left(tokens, draft)], x1)


def _slot(draw: ImageDraw.ImageDraw, say: Voice, x: int, y: int, code: Code | None,
          next_one: bool) -> None:
    if code is not None:
        draw_chip(draw, x, y, token_chip(say, code))
        return
    draw.rounded_rectangle((x, y, x + CHIP - 1, y + CHIP - 1), radius=5, fill=SLOT,
                           outline=kit.GOLD if next_one else kit.PANEL_EDGE,
                           width=3 if next_one else 1)


def _sowing(draw: ImageDraw.ImageDraw, say: Voice, view: MAView, box: Box) -> None:
    """R19-R20: each destination zone with the token dropped there so far; the last one is
    the strike zone. Then the tokens still in hand."""
    turn = view.turn
    assert turn is not None and turn.start_zone is not None and turn.order is not None
    x0, y0, x1, _ = box
    y = _title(draw, x0, y0, say("martial_art.picture.hand.sowing", zone=turn.start_zone,
                                 part=zone_part(say, turn.start_zone)), x1)
    seq = destinations(turn.start_zone, len(turn.taken))
    step = min(CHIP + 14, (x1 - x0) // max(1, len(seq)))
    for i, zone in enumerate(seq):
        x = x0 + i * step
        last = i == len(seq) - 1
        draw.text((x + CHIP // 2, y + LINE_H // 2), str(zone), font=kit.font(SMALL, True),
                  fill=kit.GOLD if last else kit.MUTED, anchor="mm")
        code = turn.order[i] if i < len(turn.order) else None
        _slot(draw, say, x, y + LINE_H + 3, code, i == len(turn.order))
    y += LINE_H + ROW_H
    target = say("martial_art.picture.hand.target")
    x = min(x0 + (len(seq) - 1) * step, x1 - kit.text_width(target, kit.font(SMALL)))
    draw_segments(draw, max(x0, x), y + LINE_H // 2, [(target, kit.GOLD, False)], x1)
    y += LINE_H
    y = _title(draw, x0, y, say("martial_art.picture.hand.in_hand"), x1)
    draw_chips(draw, x0, y + 2, [token_chip(say, c) for c in _left(turn.taken, turn.order)],
               x1)


def _left(tokens: Sequence[Code], used: Sequence[Code]) -> list[Code]:
    """``tokens`` less ``used`` (as multisets), in code order."""
    rest = Counter(tokens)
    rest.subtract(used)
    return [c for c in Code for _ in range(max(0, rest[c]))]
