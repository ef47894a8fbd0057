"""A player's private picture: every hand card with both halves (R2), their sealed draft
(Phase 2, D4), their own face-down tricks (Phase 3, R18) and their discard marks (Phase 4,
R31). Only ever drawn from the player's own view."""

from __future__ import annotations

from dataclasses import dataclass

from PIL import ImageDraw

from bot.render import kit
from bot.render.brutal_ring.parts import (
    COMPACT_TILE_H,
    GAP,
    GLAD_FILL,
    MARGIN,
    MARK,
    SIDE_EDGE,
    SMALL,
    STRIP_H,
    TILE_H,
    TILE_MIN_W,
    TRICK_FILL,
    TRICK_H,
    TRICK_TEXT,
    WEAPON_FILL,
    WIDTH,
    fighter_tile,
    grid,
    seat_colour,
    seat_of,
    slot_legend,
    slot_symbols,
    symbol,
    team_play,
    trick_card,
)
from bot.render.kit import Box
from bot.text import Voice
from bot.text.brutal_ring import card_name, trick_name
from rules.brutal_ring.content import ROUNDS, Side, card
from rules.brutal_ring.state import BRView, SeatView, TrickView

HEADER_H = 64
HAND_COLS = (4, 5)
"""Hand cards per row: five when four would make the picture too tall for landscape."""
HAND_TILE_H = 238
SECTION_H = 40
LEGEND_H = 44
MAX_HEIGHT = WIDTH * 4 // 5
TILE_COLS = (WIDTH - 2 * MARGIN + GAP) // (TILE_MIN_W + GAP)


@dataclass(frozen=True)
class HandLayout:
    """Where :func:`render_hand` draws each card of the viewer's hand and their draft."""

    height: int
    header: Box
    hand: list[tuple[str, Box]]
    draft: list[Box]
    tricks: list[tuple[TrickView, Box]]
    marked_arena: list[tuple[str, Box]]
    legend: Box
    compact: bool
    """Draft and marked gladiators drawn as compact tiles (a crowded hand)."""


def _own_seat(view: BRView) -> SeatView:
    seat = seat_of(view, view.viewer)
    if view.viewer is None or seat is None or seat.hand is None:
        raise ValueError("render_hand needs a player's own view (the viewer holds no hand)")
    return seat


def _own_tricks(view: BRView) -> list[TrickView]:
    """The viewer's own placed tricks still on a gladiator (they left the hand, R18)."""
    if view.combat is None:
        return []
    return [t for t in view.combat.tricks if t.placer == view.viewer and t.card is not None]


def hand_layout(view: BRView) -> HandLayout:
    """The geometry of :func:`render_hand` (``ValueError`` for a spectator): the roomiest
    arrangement that keeps the picture landscape."""
    layout = _hand_layout(view, HAND_COLS[0], False)
    for cols, compact in ((HAND_COLS[0], True), (HAND_COLS[1], True)):
        if layout.height <= MAX_HEIGHT:
            break
        layout = _hand_layout(view, cols, compact)
    return layout


def _hand_layout(view: BRView, cols: int, compact: bool) -> HandLayout:
    seat = _own_seat(view)
    hand = seat.hand or []
    left, right = MARGIN, WIDTH - MARGIN
    header = (left, MARGIN, right, MARGIN + HEADER_H)
    y = header[3] + GAP + SECTION_H
    boxes, y = grid(left, right, y, len(hand), cols, HAND_TILE_H)
    if not hand:
        y += 46
    tile_h = COMPACT_TILE_H if compact else TILE_H
    draft: list[Box] = []
    if seat.draft:
        draft, y = grid(left, right, y + SECTION_H, len(seat.draft), TILE_COLS,
                        tile_h - STRIP_H)
    tricks: list[tuple[TrickView, Box]] = []
    own = _own_tricks(view)
    if own:
        trick_boxes, y = grid(left, right, y + SECTION_H, len(own), 3, TRICK_H)
        tricks = list(zip(own, trick_boxes, strict=True))
    arena_ids = {f.gladiator for f in seat.arena}
    marked = [m for m in (seat.marks or []) if m in arena_ids]
    marked_boxes: list[Box] = []
    if marked:
        marked_boxes, y = grid(left, right, y + SECTION_H, len(marked), TILE_COLS, tile_h)
    legend = (left, y, right, y + LEGEND_H)
    return HandLayout(height=legend[3] + MARGIN, header=header, legend=legend,
                      hand=list(zip(hand, boxes, strict=True)), draft=draft, tricks=tricks,
                      marked_arena=list(zip(marked, marked_boxes, strict=True)),
                      compact=compact)


def render_hand(view: BRView, voice: Voice) -> bytes:
    """The viewer's private picture: every hand card with both halves (top: gladiator or
    weapon; bottom: the trick), their sealed draft (Phase 2), their own face-down tricks
    (Phase 3) and their discard marks (Phase 4).

    Raises ``ValueError`` for a spectator or any view that holds no hand.
    """
    seat = _own_seat(view)
    layout = hand_layout(view)
    image, draw = kit.canvas(WIDTH, layout.height)
    _draw_hand_header(draw, voice, layout.header, view, seat)
    marks = set(seat.marks or [])
    y = layout.header[3] + GAP
    _section(draw, y, voice("brutal_ring.picture.hand.title", n=len(seat.hand or [])))
    if not seat.hand:
        draw.text((MARGIN + 6, y + SECTION_H + 20), voice("brutal_ring.picture.hand.empty"),
                  font=kit.font(24), fill=kit.MUTED, anchor="lm")
    for cid, box in layout.hand:
        _hand_card(draw, voice, box, cid, marked=cid in marks)
    if layout.draft and seat.draft:
        armed = sum(1 for e in seat.draft if e.weapon)
        _section(draw, layout.draft[0][1] - SECTION_H, voice(
            "brutal_ring.picture.hand.draft_confirmed" if seat.confirmed
            else "brutal_ring.picture.hand.draft", n=len(seat.draft), armed=armed))
        for entry, box in zip(seat.draft, layout.draft, strict=True):
            fighter_tile(draw, voice, box, entry.gladiator, entry.weapon, strip=None,
                         mode="compact" if layout.compact else "full")
    if layout.tricks and view.combat is not None:
        gladiator = card_name(voice, view.combat.attacker if layout.tricks[0][0].on_attacker
                              else view.combat.defender)
        _section(draw, layout.tricks[0][1][1] - SECTION_H,
                 voice("brutal_ring.picture.hand.tricks", gladiator=gladiator))
        for trick, box in layout.tricks:
            sub = voice("brutal_ring.picture.hand.revealed" if trick.revealed
                        else "brutal_ring.picture.hand.face_down")
            trick_card(draw, voice, box, trick.card, sub, removed=trick.removed,
                       secret=not trick.revealed)
    if layout.marked_arena:
        _section(draw, layout.marked_arena[0][1][1] - SECTION_H,
                 voice("brutal_ring.picture.hand.marked"))
        for gladiator, box in layout.marked_arena:
            fighter = next(f for f in seat.arena if f.gladiator == gladiator)
            fighter_tile(draw, voice, box, gladiator, fighter.weapon,
                         strip=(voice("brutal_ring.picture.hand.to_discard"), MARK, kit.WHITE),
                         outline=MARK, mode="compact" if layout.compact else "full")
    _draw_legend(draw, voice, layout.legend)
    return kit.to_png(image)


def _draw_legend(draw: ImageDraw.ImageDraw, voice: Voice, box: Box) -> None:
    """What the slot symbols mean (R17): the side by shape, the trick colour by fill."""
    draw.rounded_rectangle(box, radius=12, fill=kit.PANEL)
    mid = (box[1] + box[3]) // 2
    fnt, bold = kit.font(SMALL), kit.font(SMALL, True)
    x = box[0] + 12
    lead = voice("brutal_ring.picture.legend.title")
    draw.text((x, mid), lead, font=bold, fill=kit.MUTED, anchor="lm")
    x += kit.text_width(lead, bold) + 10
    slot_legend(draw, voice, x, mid, fnt, box[2] - 12)


def _section(draw: ImageDraw.ImageDraw, y: int, text: str) -> None:
    draw.text((MARGIN + 4, y + SECTION_H // 2), kit.fit_text(text, kit.font(SMALL, True),
                                                              WIDTH - 2 * MARGIN - 8),
              font=kit.font(SMALL, True), fill=kit.MUTED, anchor="lm")


def _draw_hand_header(draw: ImageDraw.ImageDraw, voice: Voice, box: Box, view: BRView,
                      seat: SeatView) -> None:
    colour = seat_colour(view, seat)
    draw.rounded_rectangle(box, radius=14, fill=kit.PANEL, outline=colour, width=4)
    mid = (box[1] + box[3]) // 2
    title = voice("brutal_ring.picture.hand.header", label=seat.label)
    draw.text((box[0] + 18, mid), title, font=kit.font(30, True), fill=kit.TEXT, anchor="lm")
    x = box[0] + 18 + kit.text_width(title, kit.font(30, True)) + 18
    pts = view.team_scores[seat.team] if team_play(view) else seat.points
    draw.text((x, mid + 1), voice("brutal_ring.picture.hand.points", n=pts),
              font=kit.font(26, True), fill=kit.GOLD, anchor="lm")
    x += kit.text_width(voice("brutal_ring.picture.hand.points", n=pts), kit.font(26, True))
    if view.outcome is not None:
        status = voice("brutal_ring.picture.phase.over")
    else:
        status = voice("brutal_ring.picture.hand.round", round=view.round, rounds=ROUNDS,
                       phase=voice(f"brutal_ring.picture.phase.{view.phase.value}"))
    mine = view.outcome is None and view.viewer in view.waiting
    kit.pill(draw, box[2] - 14, mid, kit.fit_text(status, kit.font(SMALL, True),
                                                  box[2] - 14 - x - 40),
             kit.font(SMALL, True), fill=colour if mine else kit.BG,
             text_fill=kit.INK if mine else kit.TEXT, pad=10, right_aligned=True)


def _hand_card(draw: ImageDraw.ImageDraw, voice: Voice, box: Box, card_id: str, *,
               marked: bool) -> None:
    """A hand card with both halves: the top (a gladiator or a weapon) and the trick."""
    c = card(card_id)
    x0, y0, x1, y1 = box
    bold, plain = kit.font(SMALL, True), kit.font(SMALL)
    if marked:  # a ring outside the card reads on both card colours
        draw.rounded_rectangle(kit.inset(box, -6), radius=18, outline=MARK, width=5)
    top_fill = GLAD_FILL if c.is_gladiator else WEAPON_FILL
    draw.rounded_rectangle(box, radius=14, fill=top_fill, outline=kit.WHITE, width=2)
    head = y0 + 20
    right = kit.pill(draw, x1 - 8, head, voice("brutal_ring.picture.vp", vp=c.vp), bold,
                     fill=kit.WHITE, text_fill=top_fill, pad=6, right_aligned=True)[0] - 6
    if marked:
        kit.pill(draw, x0 + 8, head, kit.fit_text(voice("brutal_ring.picture.hand.discard_tag"),
                                                  bold, right - x0 - 28),
                 bold, fill=MARK, text_fill=kit.WHITE, pad=6)
    else:
        kind = voice(f"brutal_ring.picture.hand.kind.{c.type}", id=card_id)
        draw.text((x0 + 10, head), kit.fit_text(kind, bold, right - x0 - 14), font=bold,
                  fill=kit.MUTED, anchor="lm")
    name = card_name(voice, card_id)
    for i, line in enumerate(kit.wrap_text(name, kit.font(24, True), x1 - x0 - 20, 2)):
        draw.text((x0 + 10, y0 + 52 + i * 28), line, font=kit.font(24, True), fill=kit.WHITE,
                  anchor="lm")
    row = y0 + 116
    if c.is_gladiator:
        slot_symbols(draw, x0 + 10, row, c.symbols, size=24)
    else:
        left = x0 + 10
        for side, value in ((Side.ATK, c.attack), (Side.DEF, c.defence)):
            symbol(draw, (left, row - 17, left + 34, row + 17), side, kit.INK, str(value),
                   fnt=bold, width=3)
            left += 44
    # The bottom half: the trick, in its colour, bordered like its side symbol.
    split = y0 + 146
    draw.line((x0 + 10, split, x1 - 10, split), fill=kit.MUTED, width=1)
    draw.text(((x0 + x1) // 2, split), kit.fit_text(voice("brutal_ring.picture.hand.or_trick"),
                                                     plain, x1 - x0 - 20),
              font=plain, fill=kit.MUTED, anchor="mm", stroke_width=4, stroke_fill=top_fill)
    trick = (x0 + 6, split + 16, x1 - 6, y1 - 6)
    fill, ink = TRICK_FILL[c.colour], TRICK_TEXT[c.colour]
    draw.rounded_rectangle(trick, radius=10, fill=fill, outline=SIDE_EDGE[c.side], width=4)
    mid = (trick[1] + trick[3]) // 2
    symbol(draw, (trick[0] + 10, mid - 15, trick[0] + 40, mid + 15), c.side, fill, width=4)
    tx = trick[0] + 48
    # A name too long for one line ("Attaque Fairplay") takes both lines: the role it leaves
    # out is still told by the symbol's shape and the card's border.
    room = trick[2] - 8 - tx
    name = trick_name(voice, c.trick)
    lines = [(name, bold), (voice(f"brutal_ring.picture.hand.role.{c.side.value}"), plain)]
    if kit.text_width(name, bold) > room:
        lines = [(line, bold) for line in kit.wrap_text(name, bold, room, 2)]
    for i, (line, fnt) in enumerate(lines):
        draw.text((tx, mid + (28 * i - 14 if len(lines) == 2 else 0)),
                  kit.fit_text(line, fnt, room), font=fnt, fill=ink, anchor="lm")
