"""The public picture (section 10, "after each reveal, one board per fighter"): what everyone
may see, the same bytes for every viewer (section 8: no hand, no plan, no unspent AP while
planning, the front areas as they were when planning began).

Landscape at :data:`WIDTH`: the header across the top (turn and limit, phase, the game master,
the piles, who the table waits for; the result banner once the fight is over), the column
headings, then one band per fighter grouped by side (side A's, then side B's).
"""

from __future__ import annotations

from PIL import ImageDraw

from bot.render import kit
from bot.render.kit import Box
from bot.render.kungfu_duel.band import band_height, columns, draw_band
from bot.render.kungfu_duel.parts import (
    GAP,
    HEADER_H,
    MARGIN,
    PAD,
    REVEALED_EDGE,
    REVEALED_FACE,
    SEP,
    SIDE,
    SMALL,
    TAG_FILL,
    WIDTH,
    Tag,
    awaited,
    display,
    draw_tag,
    fighter_or_none,
    tag_width,
)
from bot.text import Voice
from rules.core import Outcome, Reason
from rules.kungfu_duel.view import FighterView, KFView

TOP = MARGIN + HEADER_H + GAP
HEADS_H = 30
SIDE_GAP = 2 * GAP
INNER = WIDTH - 2 * MARGIN - 2 * PAD


def by_side(view: KFView) -> list[list[FighterView]]:
    return [[view.fighter(p) for p in players] for players in view.sides]


def board_height(view: KFView) -> int:
    bands = [f for side in by_side(view) for f in side]
    heads = 0 if view.phase.value == "pick" else HEADS_H
    return TOP + heads + len(bands) * (band_height(view) + GAP) - GAP + SIDE_GAP - GAP + MARGIN


def render_board(say: Voice, view: KFView) -> bytes:
    """Every fighter's board; the result banner once ``view.outcome`` is set (whatever the
    phase says: a resignation or a forfeit ends a fight the engine still runs)."""
    say = say.for_pictures()
    image, draw = kit.canvas(WIDTH, board_height(view))
    header = (MARGIN, MARGIN, WIDTH - MARGIN, MARGIN + HEADER_H)
    if view.outcome is not None:
        draw_banner(draw, say, view, header, view.outcome)
    else:
        draw_header(draw, say, view, header)
    cols = columns(say, INNER)
    y = TOP
    left = MARGIN + PAD
    if view.phase.value != "pick":
        mid = y + HEADS_H // 2
        for key in ("value", "limit", "cap", "scale", "rating"):
            draw.text((left + getattr(cols, key)[1], mid),
                      say(f"kungfu_duel.picture.head.{key}"), font=kit.font(SMALL, True),
                      fill=kit.MUTED, anchor="rm")
        draw_tag(draw, left + cols.stack[0], mid,
                 Tag(say("kungfu_duel.picture.head.stack"), kit.MUTED, bold=True),
                 left + cols.stack[1])
        right = left + cols.front[1]
        if any(c for f in view.fighters for c in f.revealed):
            legend = Tag(say("kungfu_duel.picture.legend.revealed"), kit.INK, REVEALED_FACE,
                         outline=REVEALED_EDGE)
            right = max(left + cols.front[0], right - tag_width(legend))
            draw_tag(draw, right, mid, legend, left + cols.front[1])
            right -= SEP
        # The heading gives way to the legend beside it (cut short rather than overlapped).
        draw_tag(draw, left + cols.front[0], mid,
                 Tag(say("kungfu_duel.picture.head.front"), kit.MUTED, bold=True), right)
        y += HEADS_H
    h = band_height(view)
    for i, side in enumerate(by_side(view)):
        if i:
            y += SIDE_GAP - GAP
        for f in side:
            draw_band(draw, say, view, f, (MARGIN, y, WIDTH - MARGIN, y + h - 1), cols)
            y += h + GAP
    return kit.to_png(image)


# ----------------------------------------------------------------------------- header


def draw_header(draw: ImageDraw.ImageDraw, say: Voice, view: KFView, box: Box) -> None:
    draw.rounded_rectangle(box, radius=14, fill=kit.PANEL)
    x0, y0, x1, y1 = box
    mid = (y0 + y1) // 2
    title_font = kit.font(30, True)
    title = say("kungfu_duel.picture.title")
    draw.text((x0 + 16, mid), title, font=title_font, fill=kit.TEXT, anchor="lm")
    x = x0 + 16 + kit.text_width(title, title_font) + 16
    text, colour = waiting(say, view)
    right = x1 - 14
    fnt = kit.font(SMALL, True)
    if text:
        text = kit.fit_text(text, fnt, (x1 - x0) // 2)
        right = kit.pill(draw, x1 - 14, mid, text, fnt, fill=colour, text_fill=kit.INK,
                         pad=12, right_aligned=True)[0] - 14
    tags = []
    if view.turn:
        tags.append(Tag(say("kungfu_duel.picture.turn", n=view.turn, limit=view.turn_limit),
                        kit.GOLD, bold=True))
    tags.append(Tag(say(f"kungfu_duel.picture.phase.{view.phase.value}"), fill=TAG_FILL))
    if view.free is not None:
        tags.append(Tag(say("kungfu_duel.picture.free_turn"), kit.INK, kit.GOLD, bold=True))
    if view.gm is not None:
        tags.append(Tag(say("kungfu_duel.picture.gm", who=display(say, view.gm)), kit.MUTED))
    if view.phase.value != "pick":
        tags.append(Tag(say("kungfu_duel.picture.decks", deck=view.deck_count,
                            discard=len(view.discard), bonus=view.bonus_deck_count),
                        kit.MUTED))
    for tag in tags:  # only whole tags: a pile count cut short would mislead
        if x + tag_width(tag) > right:
            break
        x = draw_tag(draw, x, mid, tag, right) + 12


def waiting(say: Voice, view: KFView) -> tuple[str, kit.RGB]:
    """Who the table waits for ("▶ ..."), in the colour of the first one's side."""
    phase = view.phase.value
    players = awaited(view)
    first = fighter_or_none(view, players[0]) if players else None
    colour = SIDE[first.side] if first is not None else kit.GOLD
    names = say.join([display(say, p) for p in players])
    if phase == "pick":
        fighters = len(view.fighters)
        return say("kungfu_duel.picture.wait.pick", n=fighters - len(players),
                   total=fighters), kit.GOLD
    if phase == "plan":
        planners = [f for f in view.fighters if f.planning or f.locked]
        return say("kungfu_duel.picture.wait.plan", n=sum(f.locked for f in planners),
                   total=len(planners)), kit.GOLD
    if not players:
        return "", kit.GOLD
    if phase == "allocate":
        return say("kungfu_duel.picture.wait.allocate", who=names, n=view.damage), colour
    if phase == "pursue":
        retreaters = [display(say, f.player) for f in view.fighters
                      if f.retreating and f.status == "in"]
        return say("kungfu_duel.picture.wait.pursue", who=say.join(retreaters)), kit.GOLD
    return say(f"kungfu_duel.picture.wait.{phase}", who=names), colour


def draw_banner(draw: ImageDraw.ImageDraw, say: Voice, view: KFView, box: Box,
                outcome: Outcome) -> None:
    names = [display(say, p) for p in outcome.winners]
    if names:
        title = say("kungfu_duel.picture.over.win", who=say.join(names), n=len(names))
    else:
        title = say("kungfu_duel.picture.over.draw")
    kit.banner(draw, box, title, how(say, view, outcome), title_size=26, detail_size=SMALL,
               detail_lines=1)


def how(say: Voice, view: KFView, outcome: Outcome) -> str:
    """R40, R41: why the fight ended, in one line."""
    reason = outcome.reason
    if reason in (Reason.RESIGN, Reason.TIMEOUT):
        if outcome.loser is None:
            return say("kungfu_duel.picture.how.timeout_any")
        return say(f"kungfu_duel.picture.how.{reason.value}", who=display(say, outcome.loser))
    if reason is Reason.DRAW:
        if any(e.kind == "limit" for e in view.log):
            return say("kungfu_duel.picture.how.limit", n=view.turn_limit)
        return say("kungfu_duel.picture.how.emptied")
    losers = [f for f in view.fighters if f.player not in outcome.winners]
    outs = [say("kungfu_duel.picture.how.out", who=display(say, f.player),
                status=say(f"kungfu_duel.status.{f.status}")) for f in losers]
    return say("kungfu_duel.picture.how.ko", list=say.join(outs))


__all__ = ["board_height", "draw_banner", "draw_header", "how", "render_board", "waiting"]
