"""KarateKarte pictures: the public board and a player's private hand (spec sections 2, 8, 10).

Both functions are pure: the same :class:`KKView` and voice give the same PNG bytes. The board
shows only public information, whoever the viewer is; the hand picture is for its owner's eyes
only. Every word is a ``karatekarte.picture.*`` message (or an event line) of the voice; players
are named by the voice, falling back to their colour when the font cannot draw the name.
"""

from __future__ import annotations

from PIL import ImageDraw

from bot.render import kit
from bot.render.kit import RGB, Box
from bot.text import Voice
from rules.core import Outcome, PlayerId, Reason
from rules.karatekarte.content import CODE_NAMES, STRIKES, Code, Strike, card
from rules.karatekarte.engine import GAME
from rules.karatekarte.events import EventKind
from rules.karatekarte.state import KKView, LaneView, Phase, SideView

Highlight = bool | tuple[PlayerId, Strike]
"""``True``: outline the lane of the last public action; ``False``: none; or (player, lane)."""

# ----------------------------------------------------------------------------- board layout
# A fixed layout, so tests (and callers cropping a lane) can rely on ``lane_box``.

WIDTH = 1120
MARGIN = 16
GAP = 12
HEADER_H = 88
PANEL_PAD = 14
NAME_ROW_H = 54
STATS_ROW_H = 50
LANE_GAP = 12
LANE_PAD = 8
LANE_LABEL_H = 40
ENERGY_H = 72
STRIP_H = 52
STRIP_GAP = 6
LANE_SLOTS = 3
"""Visible cards a lane shows at full size; a 4th (Coup +1 mid-reveal) squeezes the strips."""
LANE_H = (LANE_PAD + LANE_LABEL_H + ENERGY_H + LANE_PAD
          + LANE_SLOTS * STRIP_H + (LANE_SLOTS - 1) * STRIP_GAP + LANE_PAD)
PANEL_H = PANEL_PAD + NAME_ROW_H + STATS_ROW_H + LANE_H + PANEL_PAD
CAPTION_H = 78
HEIGHT = MARGIN + HEADER_H + 2 * (GAP + PANEL_H) + GAP + CAPTION_H + MARGIN
LANE_W = (WIDTH - 2 * MARGIN - 2 * PANEL_PAD - 3 * LANE_GAP) // 4

CARD_FILL: dict[str, RGB] = {"B": kit.BLUE, "O": kit.ORANGE, "X": kit.GREEN}
CARD_TEXT: dict[str, RGB] = {"B": kit.WHITE, "O": kit.INK, "X": kit.WHITE}
PANEL_FILL: dict[str, RGB] = {"B": (27, 35, 56), "O": (52, 37, 22)}
LANE_FILL: dict[str, RGB] = {"B": (38, 48, 74), "O": (70, 51, 31)}
SEAT_COLOURS = ("B", "O")
"""Seat 0 is Blue (top panel), seat 1 is Orange (bottom panel)."""

_SHORT: dict[Code, str] = {Code.PB: "PB", Code.CP1: "+1", Code.CR: "CR", Code.CE: "CE",
                           Code.GL: "GL"}


def panel_box(seat: int) -> Box:
    """The panel of seat 0 (Blue, top) or seat 1 (Orange, bottom)."""
    y0 = MARGIN + HEADER_H + GAP + seat * (PANEL_H + GAP)
    return (MARGIN, y0, WIDTH - MARGIN, y0 + PANEL_H)


def lane_box(seat: int, strike: Strike) -> Box:
    """The box of one lane (label, Energy pile and visible cards) on the board picture."""
    px0, py0, _, _ = panel_box(seat)
    x0 = px0 + PANEL_PAD + STRIKES.index(strike) * (LANE_W + LANE_GAP)
    y0 = py0 + PANEL_PAD + NAME_ROW_H + STATS_ROW_H
    return (x0, y0, x0 + LANE_W, y0 + LANE_H)


def caption_box() -> Box:
    y0 = HEIGHT - MARGIN - CAPTION_H
    return (MARGIN, y0, WIDTH - MARGIN, HEIGHT - MARGIN)


# ----------------------------------------------------------------------------- the board


def render_board(view: KKView, voice: Voice, highlight: Highlight = True) -> bytes:
    """The public board: both players' lanes, piles and scores, the turn, the last action.

    Only public information is drawn, so a player's view and a spectator's give the same
    picture.
    """
    voice = picture_voice(view, voice)
    image, draw = kit.canvas(WIDTH, HEIGHT)
    if view.outcome is not None:
        _draw_banner(draw, view.outcome, voice)
    else:
        _draw_header(draw, view, voice)
    target = _highlight_target(view, highlight)
    for seat, side in enumerate(_seated(view)):
        _draw_side(draw, seat, side, voice, active=side.player == view.active)
        if target is not None and target[0] == side.player:
            draw.rounded_rectangle(kit.inset(lane_box(seat, target[1]), -5), radius=14,
                                   outline=kit.GOLD, width=5)
    last = kit.last_public(view.log)
    line = voice.event("karatekarte", last) if last is not None else None
    kit.caption(draw, caption_box(), voice("core.picture.last"), line, 26, 17, 34)
    return kit.to_png(image)


def picture_voice(view: KKView, voice: Voice) -> Voice:
    """``voice`` naming each player as the font can draw them: without the characters it
    lacks (emoji), or by their colour when nothing is left."""
    return voice.for_pictures({
        s.player: kit.drawable(voice.raw_name(s.player)) or voice(f"karatekarte.colour.{s.colour}")
        for s in view.sides})


def result_detail(voice: Voice, outcome: Outcome) -> str:
    """How a finished game was decided (R21), e.g. "Aiko 3 – Bruno 2: Aiko wins on Impacts
    (2 to 1)."; "" for outcomes without scores (a resignation, a forfeit)."""
    players = list(outcome.scores)
    if len(players) != 2 or outcome.reason not in (Reason.POINTS, Reason.TIEBREAK, Reason.DRAW):
        return ""
    first, second = players
    summary = voice("karatekarte.result.summary", first=first,
                    first_score=outcome.scores[first], second=second,
                    second_score=outcome.scores[second])
    if outcome.reason is Reason.DRAW:
        return voice("karatekarte.result.draw", summary=summary)
    winner = outcome.winners[0]
    loser = second if winner == first else first
    return voice(f"karatekarte.result.{outcome.reason}", summary=summary, winner=winner,
                 won=outcome.tiebreak.get(winner, 0), lost=outcome.tiebreak.get(loser, 0))


def _seated(view: KKView) -> list[SideView]:
    return sorted(view.sides, key=lambda s: SEAT_COLOURS.index(s.colour))


def _side_of(view: KKView, player: PlayerId | None) -> SideView | None:
    return next((s for s in view.sides if s.player == player), None)


def _draw_header(draw: ImageDraw.ImageDraw, view: KKView, voice: Voice) -> None:
    box = (MARGIN, MARGIN, WIDTH - MARGIN, MARGIN + HEADER_H)
    draw.rounded_rectangle(box, radius=14, fill=kit.PANEL)
    mid = (box[1] + box[3]) // 2
    title = GAME.title  # the game's name is the same in every language
    draw.text((box[0] + 20, mid), title, font=kit.font(32, True), fill=kit.TEXT, anchor="lm")
    turn_x = box[0] + 20 + kit.text_width(title, kit.font(32, True)) + 28
    turn = voice("karatekarte.picture.turn", n=view.turn_number)
    draw.text((turn_x, mid), turn, font=kit.font(28), fill=kit.MUTED, anchor="lm")
    active = _side_of(view, view.active)
    if active is not None:
        x = turn_x + kit.text_width(turn, kit.font(28)) + 24
        if view.phase is Phase.REVEAL:
            doing = voice("karatekarte.picture.reveals", player=active.player,
                          lane=view.turn_lane)
        else:
            doing = voice("karatekarte.picture.to_play", player=active.player)
        label = kit.fit_text(doing, kit.font(28, True), 380)
        kit.pill(draw, x, mid, label, kit.font(28, True), fill=CARD_FILL[active.colour],
                 text_fill=CARD_TEXT[active.colour], pad=12)
    _draw_bonus_pile(draw, box, view.bonus_count, voice)


def _draw_bonus_pile(draw: ImageDraw.ImageDraw, header: Box, count: int, voice: Voice) -> None:
    x1 = header[2] - 18
    stack = (x1 - 48, header[1] + 12, x1, header[3] - 12)
    kit.face_down_stack(draw, stack, count, kit.font(26, True))
    draw.text((stack[0] - 12, (header[1] + header[3]) // 2),
              voice("karatekarte.picture.bonus_pile"), font=kit.font(24), fill=kit.MUTED,
              anchor="rm")


def _draw_banner(draw: ImageDraw.ImageDraw, outcome: Outcome, voice: Voice) -> None:
    box = (MARGIN, MARGIN, WIDTH - MARGIN, MARGIN + HEADER_H)
    draw.rounded_rectangle(box, radius=14, fill=kit.GOLD)
    if outcome.winners:
        title = voice("karatekarte.picture.winner", player=outcome.winners[0])
    else:
        title = voice("karatekarte.picture.draw")
    width = box[2] - box[0] - 40
    draw.text((box[0] + 20, box[1] + 10), kit.fit_text(title, kit.font(32, True), width),
              font=kit.font(32, True), fill=kit.INK)
    detail = result_detail(voice, outcome)
    draw.text((box[0] + 20, box[3] - 12), kit.fit_text(detail, kit.font(24), width),
              font=kit.font(24), fill=kit.INK, anchor="ls")


def _draw_side(draw: ImageDraw.ImageDraw, seat: int, side: SideView, voice: Voice,
               active: bool) -> None:
    box = panel_box(seat)
    colour = side.colour
    draw.rounded_rectangle(box, radius=16, fill=PANEL_FILL[colour],
                           outline=CARD_FILL[colour] if active else kit.PANEL_EDGE,
                           width=5 if active else 2)
    _draw_name_row(draw, box, side, voice, active)
    _draw_stats_row(draw, box, side, voice)
    for lane in side.lanes:
        _draw_lane(draw, lane_box(seat, lane.strike), lane, colour, voice)


def _draw_name_row(draw: ImageDraw.ImageDraw, panel: Box, side: SideView, voice: Voice,
                   active: bool) -> None:
    x0, y0, x1, _ = panel
    mid = y0 + PANEL_PAD + NAME_ROW_H // 2
    colour = side.colour
    dot = (x0 + PANEL_PAD + 4, mid - 13, x0 + PANEL_PAD + 30, mid + 13)
    draw.ellipse(dot, fill=CARD_FILL[colour], outline=kit.WHITE, width=2)
    x = dot[2] + 14
    score = voice("karatekarte.picture.points", n=side.score)
    impacts = voice("karatekarte.picture.impacts", n=side.impacts)
    score_box = kit.pill(draw, x1 - PANEL_PAD, mid, score, kit.font(30, True), fill=kit.GOLD,
                         text_fill=kit.INK, pad=14, right_aligned=True)
    draw.text((score_box[0] - 14, mid), impacts, font=kit.font(24), fill=kit.MUTED, anchor="rm")
    room = score_box[0] - 14 - kit.text_width(impacts, kit.font(24)) - 24 - x
    name = voice.name(side.player)
    # The colour tag, unless the player is already named by their colour.
    tag = ("" if name == voice(f"karatekarte.colour.{colour}")
           else voice("karatekarte.picture.colour_tag", colour=colour))
    room -= (kit.text_width(tag, kit.font(24)) + 12) if tag else 0
    to_play = voice("karatekarte.picture.active")
    if active:
        room -= kit.text_width(to_play, kit.font(22, True)) + 40
    label = kit.fit_text(name, kit.font(34, True), room)
    draw.text((x, mid), label, font=kit.font(34, True), fill=kit.TEXT, anchor="lm")
    x += kit.text_width(label, kit.font(34, True)) + 12
    if tag:
        draw.text((x, mid + 2), tag, font=kit.font(24), fill=kit.MUTED, anchor="lm")
        x += kit.text_width(tag, kit.font(24)) + 4
    if active:
        kit.pill(draw, x + 12, mid, to_play, kit.font(22, True), fill=CARD_FILL[colour],
                 text_fill=CARD_TEXT[colour])


def _draw_stats_row(draw: ImageDraw.ImageDraw, panel: Box, side: SideView, voice: Voice) -> None:
    x = panel[0] + PANEL_PAD
    mid = panel[1] + PANEL_PAD + NAME_ROW_H + STATS_ROW_H // 2 - 4
    chip_font = kit.font(24)
    for text in (voice("karatekarte.picture.deck", n=side.deck_count),
                 voice("karatekarte.picture.hand", n=side.hand_count),
                 voice("karatekarte.picture.discard", n=len(side.discard))):
        x = kit.pill(draw, x, mid, text, chip_font, fill=kit.PANEL, text_fill=kit.TEXT,
                     pad=12)[2] + 10
    if side.discard:
        lead = voice("karatekarte.picture.discard_top")
        draw.text((x, mid), lead, font=chip_font, fill=kit.MUTED, anchor="lm")
        top = (x + kit.text_width(f"{lead} ", chip_font), mid - 19,
               x + kit.text_width(f"{lead} ", chip_font) + 250, mid + 19)
        _card_strip(draw, top, side.discard[-1], size=22)


def _draw_lane(draw: ImageDraw.ImageDraw, box: Box, lane: LaneView, colour: str,
               voice: Voice) -> None:
    draw.rounded_rectangle(box, radius=12, fill=LANE_FILL[colour])
    x0, y0, x1, _ = box
    label_mid = y0 + LANE_PAD + LANE_LABEL_H // 2
    draw.text((x0 + 12, label_mid), lane.strike, font=kit.font(30, True), fill=kit.TEXT,
              anchor="lm")
    name_x = x0 + 22 + kit.text_width(lane.strike, kit.font(30, True))
    draw.text((name_x, label_mid + 2), voice(f"karatekarte.strike.{lane.strike}"),
              font=kit.font(22), fill=kit.MUTED, anchor="lm")
    ey = y0 + LANE_PAD + LANE_LABEL_H
    stack = (x0 + 12, ey + 4, x0 + 64, ey + ENERGY_H - 4)
    kit.face_down_stack(draw, stack, lane.energy_count, kit.font(24, True))
    draw.text((stack[2] + 14, ey + ENERGY_H // 2 - 13), voice("karatekarte.picture.energy"),
              font=kit.font(22), fill=kit.MUTED, anchor="lm")
    count = (voice("karatekarte.picture.energy_count", n=lane.energy_count)
             if lane.energy_count else voice("karatekarte.picture.empty"))
    draw.text((stack[2] + 14, ey + ENERGY_H // 2 + 15), count, font=kit.font(22),
              fill=kit.TEXT if lane.energy_count else kit.MUTED, anchor="lm")
    _draw_visible(draw, (x0 + 8, ey + ENERGY_H + LANE_PAD, x1 - 8, box[3] - LANE_PAD),
                  lane.visible, voice)


def _draw_visible(draw: ImageDraw.ImageDraw, area: Box, cards: list[str], voice: Voice) -> None:
    """The face-up row, top to bottom in play order; empty slots are drawn as outlines."""
    slots = max(LANE_SLOTS, len(cards))
    h = (area[3] - area[1] - (slots - 1) * STRIP_GAP) // slots
    for i in range(slots):
        y = area[1] + i * (h + STRIP_GAP)
        strip = (area[0], y, area[2], y + h)
        if i < len(cards):
            _card_strip(draw, strip, cards[i], size=24 if h >= STRIP_H else 20)
        elif i == 0:
            draw.rounded_rectangle(strip, radius=10, outline=kit.SLOT, width=2)
            draw.text(((strip[0] + strip[2]) // 2, (y + y + h) // 2),
                      voice("karatekarte.picture.no_strike"), font=kit.font(20),
                      fill=kit.MUTED, anchor="mm")


def _card_strip(draw: ImageDraw.ImageDraw, box: Box, card_id: str, size: int) -> None:
    """One face-up card: owner colour, code name, strike badge."""
    c = card(card_id)
    kit.card_face(draw, box, CODE_NAMES[c.code], fill=CARD_FILL[c.owner],
                  text_fill=CARD_TEXT[c.owner], title_font=kit.font(size, True),
                  badge=c.strike.value if c.strike else None,
                  badge_font=kit.font(size - 4, True))


def _highlight_target(view: KKView, highlight: Highlight) -> tuple[PlayerId, Strike] | None:
    """The (owner, lane) of the newest public event about a lane: a parry's lane is its
    ``opponent``'s (R13), every other lane belongs to the event's ``player``."""
    if highlight is False:
        return None
    if highlight is not True:
        return highlight
    for event in reversed(view.log):
        lane = getattr(event, "lane", None)
        if event.to is None and lane is not None:
            owner = event.opponent if event.kind == EventKind.PARRY else event.player
            return owner, lane
    return None


# ----------------------------------------------------------------------------- the hand

HAND_MIN_SLOTS = 6
TILE_H = 236
ROW_H = 44
SECTION_LABEL_H = 44


def render_hand(view: KKView, voice: Voice) -> bytes:
    """The viewer's private picture: hand, own Energy piles (top first, D14), the draft.

    Raises ``ValueError`` for a spectator or any view that holds no hand.
    """
    side = _side_of(view, view.viewer)
    if view.viewer is None or side is None or side.hand is None:
        raise ValueError("render_hand needs a player's own view (the viewer holds no hand)")
    voice = picture_voice(view, voice)
    draft = _draft(view)
    pile_rows = max(1, *(len(lane.energy or []) for lane in side.lanes))
    height = (MARGIN + HEADER_H + GAP + SECTION_LABEL_H + TILE_H + GAP
              + (SECTION_LABEL_H + ROW_H + 2 * GAP + GAP if draft is not None else 0)
              + SECTION_LABEL_H + 48 + pile_rows * (ROW_H + STRIP_GAP) + MARGIN)
    image, draw = kit.canvas(WIDTH, height)
    _draw_hand_header(draw, view, side, voice)
    y = MARGIN + HEADER_H + GAP
    y = _draw_hand_row(draw, y, side.hand, draft[1] if draft else [], voice)
    if draft is not None:
        y = _draw_draft(draw, y, view.phase, *draft, voice)
    _draw_energy(draw, y, side, voice)
    return kit.to_png(image)


def _draft(view: KKView) -> tuple[Strike, list[str]] | None:
    """The placement or charge under construction, if the viewer is building one."""
    if view.phase in (Phase.PLACE, Phase.CHARGE) and view.turn_lane and view.draft is not None:
        return view.turn_lane, view.draft
    return None


def _draw_hand_header(draw: ImageDraw.ImageDraw, view: KKView, side: SideView,
                      voice: Voice) -> None:
    box = (MARGIN, MARGIN, WIDTH - MARGIN, MARGIN + HEADER_H)
    draw.rounded_rectangle(box, radius=14, fill=PANEL_FILL[side.colour],
                           outline=CARD_FILL[side.colour], width=4)
    mid = (box[1] + box[3]) // 2
    title = voice("karatekarte.picture.hand_title", colour=side.colour)
    draw.text((box[0] + 20, mid), title, font=kit.font(34, True), fill=kit.TEXT, anchor="lm")
    if view.active == view.viewer:
        status = voice("karatekarte.picture.your_turn", n=view.turn_number)
        fill = CARD_FILL[side.colour]
    elif view.active is None:
        status, fill = voice("karatekarte.picture.over"), kit.PANEL
    else:
        other = _side_of(view, view.active)
        colour = other.colour if other else side.colour
        status = voice("karatekarte.picture.their_turn", n=view.turn_number, colour=colour)
        fill = kit.PANEL
    text_fill = CARD_TEXT[side.colour] if fill == CARD_FILL[side.colour] else kit.TEXT
    kit.pill(draw, box[2] - 20, mid, status, kit.font(26, True), fill=fill, text_fill=text_fill,
             pad=14, right_aligned=True)


def _section_label(draw: ImageDraw.ImageDraw, y: int, text: str) -> int:
    draw.text((MARGIN + 4, y + SECTION_LABEL_H // 2), text, font=kit.font(26, True),
              fill=kit.MUTED, anchor="lm")
    return y + SECTION_LABEL_H


def _draw_hand_row(draw: ImageDraw.ImageDraw, y: int, hand: list[str], draft: list[str],
                   voice: Voice) -> int:
    y = _section_label(draw, y, voice("karatekarte.picture.hand_count", n=len(hand)))
    slots = max(HAND_MIN_SLOTS, len(hand))
    tile_w = (WIDTH - 2 * MARGIN - (slots - 1) * GAP) // slots
    for i, cid in enumerate(hand):
        x = MARGIN + i * (tile_w + GAP)
        order = draft.index(cid) + 1 if cid in draft else None
        _draw_tile(draw, (x, y, x + tile_w, y + TILE_H), cid, order, voice)
    return y + TILE_H + GAP


def _draw_tile(draw: ImageDraw.ImageDraw, box: Box, card_id: str, order: int | None,
               voice: Voice) -> None:
    """A hand card as a tall tile: name on top, the strike big, a hint at the bottom."""
    c = card(card_id)
    fill, ink = CARD_FILL[c.owner], CARD_TEXT[c.owner]
    if order:  # a gold ring outside the tile reads on every card colour
        draw.rounded_rectangle(kit.inset(box, -6), radius=18, outline=kit.GOLD, width=5)
    draw.rounded_rectangle(box, radius=14, fill=fill, outline=kit.WHITE, width=2)
    x0, y0, x1, y1 = box
    cx = (x0 + x1) // 2
    for i, line in enumerate(kit.wrap_text(CODE_NAMES[c.code], kit.font(26, True),
                                           x1 - x0 - 20, 2)):
        draw.text((cx, y0 + 32 + i * 32), line, font=kit.font(26, True), fill=ink, anchor="mm")
    big = c.strike.value if c.strike else _SHORT[c.code]
    draw.text((cx, y0 + 140), big, font=kit.font(56, True), fill=ink, anchor="mm")
    if order:
        band = (x0 + 4, y1 - 46, x1 - 4, y1 - 4)
        draw.rounded_rectangle(band, radius=10, fill=kit.GOLD)
        draw.text((cx, y1 - 25), voice("karatekarte.picture.chosen", n=order),
                  font=kit.font(22, True), fill=kit.INK, anchor="mm")
        return
    hint = voice(f"karatekarte.strike.{c.strike}" if c.strike
                 else f"karatekarte.picture.hint.{c.code}")
    draw.text((cx, y1 - 26), kit.fit_text(hint, kit.font(19), x1 - x0 - 12), font=kit.font(19),
              fill=ink, anchor="mm")


def _draw_draft(draw: ImageDraw.ImageDraw, y: int, phase: Phase, lane: Strike,
                draft: list[str], voice: Voice) -> int:
    key = "placing" if phase is Phase.PLACE else "charging"
    y = _section_label(draw, y, voice(f"karatekarte.picture.{key}", code=lane.value, lane=lane))
    box = (MARGIN, y, WIDTH - MARGIN, y + ROW_H + 2 * GAP)
    draw.rounded_rectangle(box, radius=14, fill=kit.PANEL, outline=kit.GOLD, width=4)
    if not draft:
        draw.text((box[0] + 20, (box[1] + box[3]) // 2), voice("karatekarte.picture.choose"),
                  font=kit.font(24), fill=kit.MUTED, anchor="lm")
        return box[3] + GAP
    slots = max(4, len(draft))
    w = (box[2] - box[0] - 2 * GAP - (slots - 1) * 10) // slots
    for i, cid in enumerate(draft):
        x = box[0] + GAP + i * (w + 10)
        draw.text((x + 4, y + GAP + ROW_H // 2), str(i + 1), font=kit.font(22, True),
                  fill=kit.GOLD, anchor="lm")
        _card_strip(draw, (x + 26, y + GAP, x + w, y + GAP + ROW_H), cid, size=22)
    return box[3] + GAP


def _draw_energy(draw: ImageDraw.ImageDraw, y: int, side: SideView, voice: Voice) -> None:
    y = _section_label(draw, y, voice("karatekarte.picture.energy_title"))
    col_w = (WIDTH - 2 * MARGIN - 3 * LANE_GAP) // 4
    for i, lane in enumerate(side.lanes):
        x = MARGIN + i * (col_w + LANE_GAP)
        _draw_energy_column(draw, (x, y, x + col_w), lane, side.colour, voice)


def _draw_energy_column(draw: ImageDraw.ImageDraw, top: tuple[int, int, int], lane: LaneView,
                        colour: str, voice: Voice) -> None:
    x0, y, x1 = top
    energy = lane.energy or []
    bottom = y + 48 + max(1, len(energy)) * (ROW_H + STRIP_GAP) + 4
    draw.rounded_rectangle((x0, y, x1, bottom), radius=12, fill=LANE_FILL[colour])
    draw.text((x0 + 12, y + 24), lane.strike, font=kit.font(28, True), fill=kit.TEXT,
              anchor="lm")
    count = voice("karatekarte.picture.cards", n=len(energy))
    draw.text((x1 - 12, y + 24), count, font=kit.font(22), fill=kit.MUTED, anchor="rm")
    if not energy:
        draw.text(((x0 + x1) // 2, y + 48 + ROW_H // 2), voice("karatekarte.picture.empty"),
                  font=kit.font(22), fill=kit.MUTED, anchor="mm")
    for j, cid in enumerate(energy):
        ry = y + 48 + j * (ROW_H + STRIP_GAP)
        draw.text((x0 + 10, ry + ROW_H // 2), str(j + 1), font=kit.font(20, True),
                  fill=kit.MUTED, anchor="lm")
        _card_strip(draw, (x0 + 36, ry, x1 - 8, ry + ROW_H), cid, size=21)
