"""The public picture (section 10, "after every turn"): what everyone may see, the same bytes
for every viewer (section 8: no hand, no discard contents, no deck order, no pick in
progress).

Landscape at :data:`WIDTH`: the header across the top (turn and cap, whose move it is; the
result banner once the game is over); under it A's panel on the left, the board in the
middle with the step in progress and a legend under it, B's panel on the right.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from PIL import ImageDraw

from bot.render import kit
from bot.render.combat.board import DEST_FILL, board_height, draw_board
from bot.render.combat.panel import awaited, draw_panel, panel_height
from bot.render.combat.parts import (
    ACTIVE,
    CURRENT,
    GAP,
    HEADER_H,
    LINE_H,
    MARGIN,
    MAX_HEIGHT,
    PAD,
    PAUSED,
    SEAT,
    SMALL,
    TAG_H,
    WIDTH,
    Tag,
    card_name,
    draw_lines,
    draw_tag,
    flow,
    is_basic,
    lines_height,
    seat_colour,
    side_of,
    tag_width,
    who,
)
from bot.render.kit import Box
from bot.text import Voice
from rules.combat.content import BASICS, CARDS, Basic
from rules.combat.state import AskKind, Phase
from rules.combat.view import CBView
from rules.core import Outcome, Reason
from rules.kit.hexgrid import Orientation, direction_name

BOARD_W = 400
PANEL_W = (WIDTH - 2 * MARGIN - 2 * GAP - BOARD_W) // 2
BOARD_H = board_height(BOARD_W - 16) + 16
TOP = MARGIN + HEADER_H + GAP
MAX_BODY = MAX_HEIGHT - TOP - MARGIN


@dataclass(frozen=True)
class BoardLayout:
    height: int
    header: Box
    board: Box
    info: Box
    panels: tuple[Box, Box]
    """A's, then B's."""


def board_layout(say: Voice, view: CBView) -> BoardLayout:
    info_h = 2 * PAD + lines_height(flow(info_tags(say, view), BOARD_W - 2 * PAD)) + \
        piles_height(view)
    needed = [panel_height(say, view, s, PANEL_W) for s in view.sides]
    body = min(max(BOARD_H + GAP + info_h, *needed), MAX_BODY)
    bx = MARGIN + PANEL_W + GAP
    right = bx + BOARD_W + GAP
    return BoardLayout(
        height=TOP + body + MARGIN,
        header=(MARGIN, MARGIN, WIDTH - MARGIN, MARGIN + HEADER_H),
        board=(bx, TOP, bx + BOARD_W, TOP + BOARD_H),
        info=(bx, TOP + BOARD_H + GAP, bx + BOARD_W, TOP + body),
        panels=((MARGIN, TOP, MARGIN + PANEL_W, TOP + body),
                (right, TOP, right + PANEL_W, TOP + body)))


def render_board(say: Voice, view: CBView) -> bytes:
    """The board, both panels, the step in progress and the legend; the result banner once
    ``view.outcome`` is set (whatever the turn says: a resignation or a forfeit ends a game
    the engine still runs)."""
    say = say.for_pictures()
    layout = board_layout(say, view)
    image, draw = kit.canvas(WIDTH, layout.height)
    if view.outcome is not None:
        draw_banner(draw, say, view, layout.header, view.outcome)
    else:
        draw_header(draw, say, view, layout.header)
    draw_board(draw, say, view, layout.board)
    draw.rounded_rectangle(layout.info, radius=12, fill=kit.PANEL)
    x0, y0, x1, _ = kit.inset(layout.info, PAD)
    y = draw_piles(draw, say, view, x0, y0, x1)
    draw_lines(draw, x0, y, flow(info_tags(say, view), x1 - x0), x1)
    for side, box in zip(view.sides, layout.panels, strict=True):
        draw_panel(draw, say, view, side, box)
    return kit.to_png(image)


# ----------------------------------------------------------------------------- header


def draw_header(draw: ImageDraw.ImageDraw, say: Voice, view: CBView, box: Box) -> None:
    draw.rounded_rectangle(box, radius=14, fill=kit.PANEL)
    x0, y0, x1, y1 = box
    mid = (y0 + y1) // 2
    title_font = kit.font(30, True)
    title = say("combat.picture.title")
    draw.text((x0 + 16, mid), title, font=title_font, fill=kit.TEXT, anchor="lm")
    x = x0 + 16 + kit.text_width(title, title_font) + 18
    turn = view.turn
    if view.phase is Phase.DECKS:
        phase = say("combat.picture.phase.decks")
    elif turn is not None:
        phase = say("combat.picture.turn", n=turn.number, cap=view.turn_cap)
    else:
        phase = ""
    pill, colour = to_play(say, view)
    fnt = kit.font(SMALL, True)
    pill = kit.fit_text(pill, fnt, (x1 - x0) // 2)
    right = x1 - 14
    if pill:
        right = kit.pill(draw, x1 - 14, mid, pill, fnt, fill=colour, text_fill=kit.INK,
                         pad=12, right_aligned=True)[0] - 14
    x = draw_tag(draw, x, mid, Tag(phase, kit.GOLD, bold=True), right) + 14
    if turn is not None and turn.extra:
        draw_tag(draw, x, mid, Tag(say("combat.picture.extra_turn"), kit.INK, kit.GOLD,
                                   bold=True), right)


def to_play(say: Voice, view: CBView) -> tuple[str, kit.RGB]:
    """Who the table waits for, and their colour."""
    if view.phase is Phase.DECKS:
        done = sum(1 for s in view.sides if s.ready)
        return say("combat.picture.decks_ready", n=done, total=len(view.sides)), kit.GOLD
    waiting = awaited(view)
    turn = view.turn
    if not waiting or turn is None:
        return "", kit.GOLD
    player = next(iter(waiting))
    asking = turn.run is not None and turn.run.ask is not None
    key = "combat.picture.to_choose" if asking else "combat.picture.to_play"
    return say(key, who=who(say, view, player)), seat_colour(view, player)


def draw_banner(draw: ImageDraw.ImageDraw, say: Voice, view: CBView, box: Box,
                outcome: Outcome) -> None:
    names = [who(say, view, p) for p in outcome.winners]
    if names:
        title = say("combat.picture.over.win", who=say.join(names))
    else:
        title = say("combat.picture.over.draw")
    kit.banner(draw, box, title, how(say, view, outcome), title_size=26, detail_size=SMALL,
               detail_lines=1)


def how(say: Voice, view: CBView, outcome: Outcome) -> str:
    """R26, R28: why the game ended, in one line."""
    reason = outcome.reason
    if reason in (Reason.RESIGN, Reason.TIMEOUT):
        if outcome.loser is None:
            return say("combat.picture.how.timeout_any")
        return say(f"combat.picture.how.{reason.value}", who=who(say, view, outcome.loser))
    losers = [s for s in view.sides if s.player not in outcome.winners]
    hp = {s.player: outcome.scores.get(s.player, s.hp) for s in view.sides}
    if reason in (Reason.KO, Reason.RING_OUT) and losers:
        loser = losers[0]
        return say(f"combat.picture.how.{reason.value}", who=who(say, view, loser.player),
                   hp=hp[loser.player])
    if reason is Reason.ROUNDS and outcome.winners and losers:
        win = outcome.winners[0]
        return say("combat.picture.how.rounds", who=who(say, view, win), hp=hp[win],
                   other=hp[losers[0].player])
    if reason is Reason.DRAW:
        return say("combat.picture.how.draw", hp=next(iter(hp.values()), 0))
    return ""


# ----------------------------------------------------------------------------- info box

PILES = ("hand", "deck", "discard", "history")
PILE_COLUMN = 110
"""The width of each player's column of counts."""


def piles_height(view: CBView) -> int:
    return 0 if view.phase is Phase.DECKS else TAG_H + 4 + len(PILES) * LINE_H + 6


def draw_piles(draw: ImageDraw.ImageDraw, say: Voice, view: CBView, x0: int, y: int,
               x1: int) -> int:
    """Section 8's counts in a table, a column per player: hand, deck, discard (contents
    secret) and history (R5). Returns the y under it."""
    if view.phase is Phase.DECKS:
        return y
    columns = [x1 - PILE_COLUMN * (len(view.sides) - i) + PILE_COLUMN // 2
               for i in range(len(view.sides))]
    mid = y + (TAG_H + 4) // 2
    for side, cx in zip(view.sides, columns, strict=True):
        chip = Tag(side.label, kit.INK, SEAT[side.label], bold=True)
        draw_tag(draw, cx - tag_width(chip) // 2, mid, chip, x1)
    y += TAG_H + 4
    for pile in PILES:
        mid = y + LINE_H // 2
        draw.text((x0, mid), say(f"combat.picture.pile.{pile}"), font=kit.font(SMALL),
                  fill=kit.MUTED, anchor="lm")
        for side, cx in zip(view.sides, columns, strict=True):
            n = {"hand": side.hand_count, "deck": side.deck_count,
                 "discard": side.discard_count, "history": len(side.history)}[pile]
            draw.text((cx, mid), say("combat.picture.count", n=n), font=kit.font(SMALL, True),
                      fill=kit.TEXT, anchor="mm")
        y += LINE_H
    return y + 6



def info_tags(say: Voice, view: CBView) -> list[Tag]:
    """Under the board: the technique resolving and the choice it waits for, then the
    legend of the marks."""
    tags: list[Tag] = []
    if view.phase is Phase.DECKS:
        tags += sentence(say("combat.picture.deck_explain"), kit.MUTED)
    turn = view.turn if view.outcome is None else None
    run = turn.run if turn is not None else None
    moving = False
    if run is not None:
        steps = BASICS[Basic(run.card)] if is_basic(run.card) else CARDS[run.card].steps
        tags += sentence(say("combat.picture.run", who=who(say, view, run.owner),
                             card=card_name(say, run.card), k=min(run.at + 1, len(steps)),
                             n=len(steps)), kit.TEXT)
        ask = run.ask
        if ask is not None:
            name = who(say, view, ask.player)
            if ask.kind is AskKind.DISCARD:
                text = say("combat.picture.ask.discard", who=name, n=ask.count)
            elif ask.kind is AskKind.MOVE:
                moving = True
                mover = side_of(view, ask.mover)
                text = say("combat.picture.ask.move", who=name,
                           figure=mover.label if mover is not None else "")
            elif ask.kind is AskKind.PUSH:
                dirs = [say(f"combat.picture.dir.{direction_name(d, Orientation.FLAT)}")
                        for d in ask.dirs]
                text = say("combat.picture.ask.push", who=name, dirs=_or(say, dirs))
            else:
                text = say("combat.picture.ask.dissipate", who=name)
            tags += sentence(text, kit.GOLD, bold=True)
    zone = [z for side in view.sides for z in side.zone]
    legend = [Tag(say("combat.picture.legend.paused"), kit.INK, PAUSED)] \
        if any(z.paused for z in zone) else []
    if any(not z.paused for z in zone):
        legend.append(Tag(say("combat.picture.resolving"), kit.WHITE, CURRENT))
    if any(z.active for z in zone):
        legend.append(Tag(say("combat.picture.legend.active"), kit.WHITE, ACTIVE))
    if moving:
        legend.append(Tag(say("combat.picture.legend.destination"), kit.INK, DEST_FILL))
    if legend:  # only the marks drawn now
        legend[0] = replace(legend[0], newline=True)
    return tags + legend


def _or(say: Voice, items: list[str]) -> str:
    if len(items) < 2:
        return "".join(items)
    return say("combat.picture.or", head=", ".join(items[:-1]), last=items[-1])


def sentence(text: str, ink: kit.RGB, bold: bool = False,
             max_w: int = BOARD_W - 2 * PAD) -> list[Tag]:
    """A sentence as one tag per wrapped line (at most three), each starting a line."""
    lines = kit.wrap_text(text, kit.font(SMALL, bold), max_w, 3)
    return [Tag(line, ink, bold=bold, newline=True) for line in lines]
