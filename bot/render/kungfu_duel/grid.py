"""The comparison grid (section 10, "post the comparison grid publicly"): a row per pair of
enemies compared this turn (R23), a column per component V D T P with each fighter's value
and the winner lit in their side's colour, each fighter's wins in the pair, then each side's
total W and the damage D the winning side inflicts (R24), with the weapon boosts and the
captain's split when they are known (R25, R26).

:func:`render_grid` reads a view: the last ``Compared`` event of its log, the values as they
were then (the cards dropped since put back), or, before any comparison, the current values.
:func:`render_compared` draws one ``Compared`` event alone (what a thread's event pictures
have), its values given or only its winners.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from PIL import ImageDraw

from bot.render import kit
from bot.render.kungfu_duel.parts import (
    BIG,
    COMP_FILL,
    GAP,
    HEADER_H,
    MARGIN,
    PAD,
    SEP,
    SIDE,
    SMALL,
    TAG_FILL,
    WIDTH,
    Tag,
    comp_short,
    display,
    draw_lines,
    draw_tag,
    flow,
    label,
)
from bot.text import Voice
from rules.core import PlayerId
from rules.kungfu_duel.content import COMPS, card_value
from rules.kungfu_duel.events import (
    Allotted,
    Boosted,
    Compared,
    Dropped,
    Kept,
    Out,
    TurnStarts,
)
from rules.kungfu_duel.view import KFView

LINE = 34
ROW_H = 2 * LINE + 2 * PAD
PAIR_W = 400
CELL_W = (WIDTH - 2 * MARGIN - 2 * PAD - PAIR_W - 120) // 4
HEADS_H = 34
TOP = MARGIN + HEADER_H + GAP


@dataclass(frozen=True)
class Row:
    """One pair: side A's fighter ``x`` and side B's ``y``, each with a seat label and the
    values compared (None when unknown: the winner is marked), and the result per component
    (1: x won)."""

    x: PlayerId
    y: PlayerId
    labels: tuple[str, str]
    results: list[int]
    values: tuple[list[int] | None, list[int] | None]


@dataclass(frozen=True)
class Grid:
    rows: list[Row]
    wins: list[int]
    damage: int
    winners: int | None
    compared: bool = True
    """False: current values, no comparison made yet."""
    turn: int | None = None
    boosted: int | None = None
    allotted: dict[PlayerId, int] = field(default_factory=dict)


def render_grid(say: Voice, view: KFView) -> bytes:
    """This turn's (or the last) comparison as the view's log tells it."""
    say = say.for_pictures()
    return _draw(say, grid_of(say, view))


def render_compared(say: Voice, event: Compared,
                    values: Mapping[PlayerId, Sequence[int]] | None = None,
                    turn: int | None = None) -> bytes:
    """One comparison from its event alone: seats named by side ("A", "B")."""
    say = say.for_pictures()
    sides = (say("kungfu_duel.picture.side.0"), say("kungfu_duel.picture.side.1"))
    known = values or {}
    rows = [Row(p.x, p.y, sides, list(p.results),
                (_listed(known.get(p.x)), _listed(known.get(p.y)))) for p in event.pairs]
    return _draw(say, Grid(rows, list(event.wins), event.damage, event.winners, turn=turn))


def _listed(values: Sequence[int] | None) -> list[int] | None:
    return None if values is None else list(values)


def grid_of(say: Voice, view: KFView) -> Grid:
    log = view.log
    at = next((i for i in range(len(log) - 1, -1, -1) if isinstance(log[i], Compared)), None)
    if at is None:
        return _current(say, view)
    event = log[at]
    assert isinstance(event, Compared)
    after = log[at + 1:]
    values = compared_values(view, after)
    boosts = [e for e in after if isinstance(e, Boosted)]
    allots = [e for e in after if isinstance(e, Allotted)]
    turn = view.turn - sum(isinstance(e, TurnStarts) for e in after)
    rows = [Row(p.x, p.y, (label(say, view, p.x), label(say, view, p.y)), list(p.results),
                (values.get(p.x), values.get(p.y))) for p in event.pairs]
    return Grid(rows, list(event.wins), event.damage, event.winners, turn=turn,
                boosted=boosts[-1].damage if boosts else None,
                allotted=dict(allots[-1].damage) if allots else {})


def compared_values(view: KFView, after: Sequence[object]) -> dict[PlayerId, list[int]]:
    """The values at the comparison: today's stacks with the events since undone, newest
    first (a kept card taken off, dropped cards put back). A fighter out of the fight since
    lost their stacks unrecorded: they are left out (their wins still show)."""
    stacks = {f.player: [list(s) for s in f.stacks] for f in view.fighters}
    gone: set[PlayerId] = set()
    for e in reversed(after):
        if isinstance(e, Out):
            gone.add(e.player)
        elif isinstance(e, Kept) and e.player not in gone:
            stack = stacks[e.player][e.comp]
            if e.card in stack:
                del stack[len(stack) - 1 - stack[::-1].index(e.card)]
        elif isinstance(e, Dropped) and e.player not in gone:
            # A retreat's or pursuit's drop lists the stack bottom to top; the others top first.
            bottom_up = e.why in ("retreat", "pursuit")
            stacks[e.player][e.comp].extend(e.cards if bottom_up else reversed(e.cards))
    return {p: [card_value(s[-1]) if s else 0 for s in ss] for p, ss in stacks.items()
            if p not in gone}


def _current(say: Voice, view: KFView) -> Grid:
    """Before any comparison: the pairs that would be compared now, on their current values."""
    sides = [[f for f in view.fighters if f.side == s and f.status == "in" and not f.retreating]
             for s in (0, 1)]
    rows = []
    wins = [0, 0]
    for x in sides[0]:
        for y in sides[1]:
            results = [(a > b) - (a < b) for a, b in zip(x.values, y.values, strict=True)]
            wins[0] += results.count(1)
            wins[1] += results.count(-1)
            rows.append(Row(x.player, y.player, (label(say, view, x.player),
                                                 label(say, view, y.player)),
                            results, (list(x.values), list(y.values))))
    winners = None if wins[0] == wins[1] else int(wins[1] > wins[0])
    return Grid(rows, wins, abs(wins[0] - wins[1]), winners, compared=False, turn=view.turn)


# ----------------------------------------------------------------------------- drawing


def _draw(say: Voice, grid: Grid) -> bytes:
    body = len(grid.rows) * (ROW_H + GAP) if grid.rows else LINE + 2 * PAD
    foot = _footer_lines(say, grid)
    height = TOP + HEADS_H + body + len(foot) * LINE + 2 * PAD + MARGIN
    image, draw = kit.canvas(WIDTH, height)
    _header(draw, say, grid)
    left = MARGIN + PAD
    cells = left + PAIR_W
    mid = TOP + HEADS_H // 2
    draw.text((left, mid), say("kungfu_duel.picture.grid.pair"), font=kit.font(SMALL, True),
              fill=kit.MUTED, anchor="lm")
    for c in COMPS:
        box = (cells + c * CELL_W + 20, mid - 15, cells + (c + 1) * CELL_W - 20, mid + 15)
        draw.rounded_rectangle(box, radius=7, fill=COMP_FILL[c])
        draw.text(kit.centre(box), comp_short(say, c), font=kit.font(SMALL, True),
                  fill=kit.WHITE, anchor="mm")
    draw.text((WIDTH - MARGIN - PAD, mid), say("kungfu_duel.picture.grid.wins"),
              font=kit.font(SMALL, True), fill=kit.MUTED, anchor="rm")
    y = TOP + HEADS_H
    if not grid.rows:
        draw.text((left, y + PAD + LINE // 2), say("kungfu_duel.picture.grid.no_pairs"),
                  font=kit.font(SMALL), fill=kit.MUTED, anchor="lm")
        y += LINE + 2 * PAD
    for row in grid.rows:
        _row(draw, say, row, y)
        y += ROW_H + GAP
    box = (MARGIN, y, WIDTH - MARGIN, y + len(foot) * LINE + 2 * PAD - GAP)
    draw.rounded_rectangle(box, radius=12, fill=kit.PANEL)
    draw_lines(draw, left, y + PAD - GAP // 2, foot, WIDTH - MARGIN - PAD, row_h=LINE)
    return kit.to_png(image)


def _header(draw: ImageDraw.ImageDraw, say: Voice, grid: Grid) -> None:
    box = (MARGIN, MARGIN, WIDTH - MARGIN, MARGIN + HEADER_H)
    draw.rounded_rectangle(box, radius=14, fill=kit.PANEL)
    mid = MARGIN + HEADER_H // 2
    title_font = kit.font(30, True)
    title = say("kungfu_duel.picture.grid.title")
    draw.text((MARGIN + 16, mid), title, font=title_font, fill=kit.TEXT, anchor="lm")
    x = MARGIN + 16 + kit.text_width(title, title_font) + 16
    right = WIDTH - MARGIN - 14
    if grid.winners is not None:
        text = say("kungfu_duel.picture.grid.damage",
                   side=say(f"kungfu_duel.picture.side.{grid.winners}"),
                   n=grid.damage if grid.boosted is None else grid.boosted)
        right = kit.pill(draw, right, mid, text, kit.font(SMALL, True),
                         fill=SIDE[grid.winners], text_fill=kit.INK, pad=12,
                         right_aligned=True)[0] - 14
    if grid.turn:
        x = draw_tag(draw, x, mid, Tag(say("kungfu_duel.picture.grid.turn", n=grid.turn),
                                       kit.GOLD, bold=True), right) + 12
    if not grid.compared:
        draw_tag(draw, x, mid, Tag(say("kungfu_duel.picture.grid.current"), kit.MUTED,
                                   TAG_FILL), right)


def _row(draw: ImageDraw.ImageDraw, say: Voice, row: Row, y: int) -> None:
    draw.rounded_rectangle((MARGIN, y, WIDTH - MARGIN, y + ROW_H - 1), radius=12,
                           fill=kit.PANEL)
    left = MARGIN + PAD
    cells = left + PAIR_W
    for i, player in enumerate((row.x, row.y)):
        mid = y + PAD + i * LINE + LINE // 2
        x = draw_tag(draw, left, mid, Tag(row.labels[i], kit.INK, SIDE[i], bold=True),
                     cells) + 10
        draw_tag(draw, x, mid, Tag(display(say, player), bold=True), cells - 16)
        won = row.results.count(1 if i == 0 else -1)
        draw.text((WIDTH - MARGIN - PAD - 10, mid), say("kungfu_duel.picture.number", n=won),
                  font=kit.font(BIG, True),
                  fill=kit.GOLD if won else kit.MUTED, anchor="rm")
    for c in COMPS:
        centre = cells + c * CELL_W + CELL_W // 2
        result = row.results[c]
        if result == 0:
            draw.text((centre + 40, y + ROW_H // 2), say("kungfu_duel.picture.grid.tie"),
                      font=kit.font(SMALL, True), fill=kit.MUTED, anchor="mm")
        for i in (0, 1):
            mid = y + PAD + i * LINE + LINE // 2
            won = result == (1 if i == 0 else -1)
            values = row.values[i]
            text = say("kungfu_duel.picture.number", n=values[c]) if values is not None \
                else say("kungfu_duel.picture.grid.won") if won else ""
            if not text:
                continue
            fnt = kit.font(BIG, True)
            if won:
                w = kit.text_width(text, fnt) + 24
                draw.rounded_rectangle((centre - w // 2, mid - 15, centre + w // 2, mid + 15),
                                       radius=8, fill=SIDE[i])
            draw.text((centre, mid), text, font=fnt, fill=kit.INK if won else kit.TEXT,
                      anchor="mm")


def _footer_lines(say: Voice, grid: Grid) -> list[list[Tag]]:
    tags = [Tag(say("kungfu_duel.picture.grid.totals",
                    side=say(f"kungfu_duel.picture.side.{s}"), n=grid.wins[s]),
                kit.INK, SIDE[s], bold=True) for s in (0, 1)]
    if grid.winners is None:
        tags.append(Tag(say("kungfu_duel.picture.grid.even"), kit.MUTED))
    else:
        tags.append(Tag(say("kungfu_duel.picture.grid.damage",
                            side=say(f"kungfu_duel.picture.side.{grid.winners}"),
                            n=grid.damage), kit.GOLD, bold=True))
        if grid.boosted is not None and grid.boosted != grid.damage:
            tags.append(Tag(say("kungfu_duel.picture.grid.boosted", n=grid.boosted), kit.GOLD))
    allots = [Tag(say("kungfu_duel.picture.grid.allotted", who=display(say, p), n=n),
                  fill=TAG_FILL) for p, n in grid.allotted.items()]
    if allots:
        allots[0] = Tag(allots[0].text, fill=TAG_FILL, newline=True)
    return flow(tags + allots, WIDTH - 2 * MARGIN - 2 * PAD, SEP + 4)


__all__ = ["Grid", "Row", "compared_values", "grid_of", "render_compared", "render_grid"]
