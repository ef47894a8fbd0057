"""KarateKarte's public board picture (spec sections 2, 8, 10); the private hand is drawn by
:mod:`bot.render.karatekarte_hand` with the same sizes, colours and card strips.

Pure: the same :class:`KKView` and voice give the same PNG bytes. The board shows only public
information, whoever the viewer is. Every word is a ``karatekarte.picture.*`` message (or an
event line) of the voice; players are named by the voice, falling back to their colour when the
font cannot draw the name.
"""

from __future__ import annotations

from dataclasses import dataclass

from PIL import ImageDraw

from bot.render import kit
from bot.render.kit import RGB, Box
from bot.text import Voice
from bot.text import voice as default_voice
from rules.core import Outcome, PlayerId, Reason
from rules.karatekarte.content import CODE_NAMES, STRIKES, Code, Strike, card
from rules.karatekarte.engine import GAME
from rules.karatekarte.events import EventKind
from rules.karatekarte.state import KKView, LaneView, Phase, SideView

Highlight = bool | tuple[PlayerId, Strike]
"""``True``: outline the lane of the last public action; ``False``: none; or (player, lane)."""

# ----------------------------------------------------------------------------- board layout
# Landscape, so Discord shows it large: the two players side by side, each lane a row whose
# height follows the most face-up cards in that row (no empty card slots kept in reserve).
# Every size is in px at WIDTH; SMALL is the smallest text that still reads at Discord's size.

WIDTH = 1100
SMALL = kit.min_font(WIDTH)
MARGIN = 14
GAP = 10
HEADER_H = 76
PANEL_W = (WIDTH - 2 * MARGIN - GAP) // 2
PANEL_PAD = 10
NAME_ROW_H = 48
STATS_ROW_H = 44
DISCARD_ROW_H = 42
"""A second stats line for the discard's top card, when the counts leave it too little room."""
COLUMNS_ROW_H = 30
LANE_GAP = 8
LANE_PAD = 8
LANE_MIN_H = 64
LABEL_W = 134
"""The lane label's column (code over strike name), wider if the catalog's names need it."""
STACK_W = 46
STRIP_H = 40
STRIP_GAP = 6
CAPTION_H = 70

CARD_FILL: dict[str, RGB] = {"B": kit.BLUE, "O": kit.ORANGE, "X": kit.GREEN}
CARD_TEXT: dict[str, RGB] = {"B": kit.WHITE, "O": kit.INK, "X": kit.WHITE}
PANEL_FILL: dict[str, RGB] = {"B": (27, 35, 56), "O": (52, 37, 22)}
LANE_FILL: dict[str, RGB] = {"B": (38, 48, 74), "O": (70, 51, 31)}
SEAT_COLOURS = ("B", "O")
"""Seat 0 is Blue (left panel), seat 1 is Orange (right panel)."""

SHORT: dict[Code, str] = {Code.PB: "PB", Code.CP1: "+1", Code.CR: "CR", Code.CE: "CE",
                           Code.GL: "GL"}


@dataclass(frozen=True)
class BoardLayout:
    """Where :func:`render_board` draws each part of a given view."""

    height: int
    header: Box
    panels: tuple[Box, Box]
    """Seat 0 (Blue, left) and seat 1 (Orange, right)."""
    lanes: dict[tuple[int, Strike], Box]
    """(seat, strike) -> the lane's row: its label, Energy pile and face-up cards."""
    caption: Box
    stats_h: int = STATS_ROW_H
    """The counts row, with the discard's top card on a line of its own when it needs it."""


def lane_height(cards: int) -> int:
    """A lane row tall enough for ``cards`` face-up strips (at least one line)."""
    return max(LANE_MIN_H, 2 * LANE_PAD + cards * STRIP_H + max(0, cards - 1) * STRIP_GAP)


def board_layout(view: KKView, voice: Voice | None = None) -> BoardLayout:
    """The geometry of :func:`render_board` (its height follows the fullest lanes, and the
    length of ``voice``'s words for the counts row; English words by default)."""
    voice = voice or default_voice()
    header = (MARGIN, MARGIN, WIDTH - MARGIN, MARGIN + HEADER_H)
    top = header[3] + GAP
    seated = _seated(view)
    rows = [lane_height(max(len(s.lanes[i].visible) for s in seated))
            for i in range(len(STRIKES))]
    stats_h = STATS_ROW_H + (DISCARD_ROW_H if any(_discard_wraps(s, voice) for s in seated)
                             else 0)
    lanes_top = top + PANEL_PAD + NAME_ROW_H + stats_h + COLUMNS_ROW_H
    bottom = lanes_top + sum(rows) + (len(rows) - 1) * LANE_GAP + PANEL_PAD
    panels: list[Box] = []
    lanes: dict[tuple[int, Strike], Box] = {}
    for seat in (0, 1):
        x0 = MARGIN + seat * (PANEL_W + GAP)
        panels.append((x0, top, x0 + PANEL_W, bottom))
        y = lanes_top
        for strike, h in zip(STRIKES, rows, strict=True):
            lanes[(seat, strike)] = (x0 + PANEL_PAD, y, x0 + PANEL_W - PANEL_PAD, y + h)
            y += h + LANE_GAP
    caption = (MARGIN, bottom + GAP, WIDTH - MARGIN, bottom + GAP + CAPTION_H)
    return BoardLayout(height=caption[3] + MARGIN, header=header,
                       panels=(panels[0], panels[1]), lanes=lanes, caption=caption,
                       stats_h=stats_h)


# ----------------------------------------------------------------------------- the board


def render_board(view: KKView, voice: Voice, highlight: Highlight = True) -> bytes:
    """The public board: both players' lanes, piles and scores, the turn, the last action.

    Only public information is drawn, so a player's view and a spectator's give the same
    picture. Once ``view.outcome`` is set the header is the result, whatever ``active`` says
    (a resignation or a forfeit ends a game the engine still thinks is running).
    """
    voice = picture_voice(view, voice)
    layout = board_layout(view, voice)
    image, draw = kit.canvas(WIDTH, layout.height)
    over = view.outcome is not None
    if view.outcome is not None:
        _draw_banner(draw, layout.header, view.outcome, voice)
    else:
        _draw_header(draw, layout.header, view, voice)
    target = _highlight_target(view, highlight)
    for seat, side in enumerate(_seated(view)):
        _draw_side(draw, layout, seat, side, voice,
                   active=not over and side.player == view.active)
        if target is not None and target[0] == side.player:
            draw.rounded_rectangle(kit.inset(layout.lanes[(seat, target[1])], -5), radius=14,
                                   outline=kit.GOLD, width=5)
    last = kit.last_public(view.log)
    line = voice.event("karatekarte", last) if last is not None else None
    kit.caption(draw, layout.caption, voice("core.picture.last"), line, SMALL, 15, 30)
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


def picture_result(voice: Voice, outcome: Outcome) -> str:
    """The banner's second line: the scores (R21), or who resigned or forfeited."""
    detail = result_detail(voice, outcome)
    key = f"karatekarte.picture.how.{outcome.reason}"
    if not detail and outcome.loser is not None and voice.has(key):
        return voice(key, player=outcome.loser)
    return detail


def _seated(view: KKView) -> list[SideView]:
    return sorted(view.sides, key=lambda s: SEAT_COLOURS.index(s.colour))


def side_of(view: KKView, player: PlayerId | None) -> SideView | None:
    return next((s for s in view.sides if s.player == player), None)


def _draw_header(draw: ImageDraw.ImageDraw, box: Box, view: KKView, voice: Voice) -> None:
    draw.rounded_rectangle(box, radius=14, fill=kit.PANEL)
    mid = (box[1] + box[3]) // 2
    title = GAME.title  # the game's name is the same in every language
    draw.text((box[0] + 20, mid), title, font=kit.font(34, True), fill=kit.TEXT, anchor="lm")
    turn_x = box[0] + 20 + kit.text_width(title, kit.font(34, True)) + 24
    turn = voice("karatekarte.picture.turn", n=view.turn_number)
    draw.text((turn_x, mid), turn, font=kit.font(28), fill=kit.MUTED, anchor="lm")
    right = _draw_bonus_pile(draw, box, view.bonus_count, voice)
    active = side_of(view, view.active)
    if active is not None:
        x = turn_x + kit.text_width(turn, kit.font(28)) + 20
        if view.phase is Phase.REVEAL:
            doing = voice("karatekarte.picture.reveals", player=active.player,
                          lane=strike_code(voice, view.turn_lane) if view.turn_lane else "")
        else:
            doing = voice("karatekarte.picture.to_play", player=active.player)
        label = kit.fit_text(doing, kit.font(28, True), right - x - 40)
        kit.pill(draw, x, mid, label, kit.font(28, True), fill=CARD_FILL[active.colour],
                 text_fill=CARD_TEXT[active.colour], pad=12)


def _draw_bonus_pile(draw: ImageDraw.ImageDraw, header: Box, count: int, voice: Voice) -> int:
    """The Bonus pile at the header's right end; returns the x where it starts."""
    x1 = header[2] - 16
    stack = (x1 - 52, header[1] + 10, x1, header[3] - 10)
    kit.face_down_stack(draw, stack, count, kit.font(26, True))
    word = voice("karatekarte.picture.bonus_pile")
    draw.text((stack[0] - 12, (header[1] + header[3]) // 2), word, font=kit.font(SMALL),
              fill=kit.MUTED, anchor="rm")
    return stack[0] - 12 - kit.text_width(word, kit.font(SMALL))


def _draw_banner(draw: ImageDraw.ImageDraw, box: Box, outcome: Outcome, voice: Voice) -> None:
    if outcome.winners:
        title = voice("karatekarte.picture.winner", player=outcome.winners[0])
    else:
        title = voice("karatekarte.picture.draw")
    kit.banner(draw, box, title, picture_result(voice, outcome), title_size=30,
               detail_size=SMALL, detail_lines=1)


def _draw_side(draw: ImageDraw.ImageDraw, layout: BoardLayout, seat: int, side: SideView,
               voice: Voice, active: bool) -> None:
    box = layout.panels[seat]
    colour = side.colour
    draw.rounded_rectangle(box, radius=16, fill=PANEL_FILL[colour],
                           outline=CARD_FILL[colour] if active else kit.PANEL_EDGE,
                           width=6 if active else 2)
    _draw_name_row(draw, box, side, voice, active)
    _draw_stats_row(draw, box, side, voice, wrap=layout.stats_h > STATS_ROW_H)
    top = box[1] + PANEL_PAD + NAME_ROW_H + layout.stats_h
    mid = top + COLUMNS_ROW_H // 2 - 2
    x0 = box[0] + PANEL_PAD
    label_w = _label_width(voice)
    face_up_x = x0 + label_w + STACK_W + 22
    energy = voice("karatekarte.picture.energy")
    # centred over the Energy piles, unless a longer word would touch the next column's
    energy_x = min(x0 + label_w + STACK_W // 2,
                   face_up_x - 14 - (kit.text_width(energy, kit.font(SMALL)) + 1) // 2)
    draw.text((energy_x, mid), energy, font=kit.font(SMALL), fill=kit.MUTED, anchor="mm")
    draw.text((face_up_x, mid), voice("karatekarte.picture.face_up"),
              font=kit.font(SMALL), fill=kit.MUTED, anchor="lm")
    for lane in side.lanes:
        _draw_lane(draw, layout.lanes[(seat, lane.strike)], lane, colour, voice, label_w)


def _draw_name_row(draw: ImageDraw.ImageDraw, panel: Box, side: SideView, voice: Voice,
                   active: bool) -> None:
    x0, y0, x1, _ = panel
    mid = y0 + PANEL_PAD + NAME_ROW_H // 2
    colour = side.colour
    dot = (x0 + PANEL_PAD + 4, mid - 13, x0 + PANEL_PAD + 30, mid + 13)
    if active:  # the player to act: a play mark instead of the plain colour dot
        draw.polygon([(dot[0], dot[1]), (dot[2], mid), (dot[0], dot[3])], fill=CARD_FILL[colour],
                     outline=kit.WHITE, width=2)
    else:
        draw.ellipse(dot, fill=CARD_FILL[colour], outline=kit.WHITE, width=2)
    x = dot[2] + 12
    score = voice("karatekarte.picture.points", n=side.score)
    impacts = voice("karatekarte.picture.impacts", n=side.impacts)
    score_box = kit.pill(draw, x1 - PANEL_PAD, mid, score, kit.font(26, True), fill=kit.GOLD,
                         text_fill=kit.INK, pad=10, right_aligned=True)
    draw.text((score_box[0] - 10, mid), impacts, font=kit.font(SMALL), fill=kit.MUTED,
              anchor="rm")
    room = score_box[0] - 10 - kit.text_width(impacts, kit.font(SMALL)) - 14 - x
    name_font = kit.font(28, True)
    name = voice.name(side.player)
    # The colour tag, unless the player is already named by their colour or the name needs
    # its room (the panel's colour tells it too).
    tag = ("" if name == voice(f"karatekarte.colour.{colour}")
           else voice("karatekarte.picture.colour_tag", colour=colour))
    tag_w = kit.text_width(tag, kit.font(SMALL)) + 8 if tag else 0
    if kit.text_width(name, name_font) > room - tag_w:
        tag, tag_w = "", 0
    label = kit.fit_text(name, name_font, room - tag_w)
    draw.text((x, mid), label, font=name_font, fill=kit.TEXT, anchor="lm")
    if tag:
        x += kit.text_width(label, name_font) + 8
        draw.text((x, mid + 2), tag, font=kit.font(SMALL), fill=kit.MUTED, anchor="lm")


def _stats_chips(side: SideView, voice: Voice) -> list[str]:
    return [voice("karatekarte.picture.deck", n=side.deck_count),
            voice("karatekarte.picture.hand", n=side.hand_count),
            voice("karatekarte.picture.discard", n=len(side.discard))]


CHIP_PAD = 8
CHIPS_GAP = 6


def _discard_wraps(side: SideView, voice: Voice) -> bool:
    """Does the discard's top card need a line of its own (the counts row leaves it less
    room than its name and strike badge take)?"""
    if not side.discard:
        return False
    chip_font = kit.font(SMALL)
    chips = sum(kit.text_width(t, chip_font) + 2 * CHIP_PAD + CHIPS_GAP
                for t in _stats_chips(side, voice))
    return chips + _strip_width(side.discard[-1], voice) > PANEL_W - 2 * PANEL_PAD


def _draw_stats_row(draw: ImageDraw.ImageDraw, panel: Box, side: SideView, voice: Voice,
                    wrap: bool = False) -> None:
    """The deck, hand and discard counts, then the discard's top card: on the same line, or
    with ``wrap`` (the layout made room for it) on the next line when it needs the room."""
    x = panel[0] + PANEL_PAD
    right = panel[2] - PANEL_PAD
    mid = panel[1] + PANEL_PAD + NAME_ROW_H + STATS_ROW_H // 2 - 2
    chip_font = kit.font(SMALL)
    for text in _stats_chips(side, voice):
        x = kit.pill(draw, x, mid, text, chip_font, fill=kit.PANEL, text_fill=kit.TEXT,
                     pad=CHIP_PAD)[2] + CHIPS_GAP
    if side.discard:
        top = side.discard[-1]
        lead = voice("karatekarte.picture.discard_top")
        lead_w = kit.text_width(f"{lead} ", chip_font)
        if wrap and _discard_wraps(side, voice):
            x, mid = panel[0] + PANEL_PAD + 4, mid + DISCARD_ROW_H
            right = min(right, x + lead_w + max(190, _strip_width(top, voice)))
        if right - x - lead_w >= 190:  # the word only when the card keeps its room
            draw.text((x, mid), lead, font=chip_font, fill=kit.MUTED, anchor="lm")
            x += lead_w
        card_strip(draw, (x, mid - 18, right, mid + 18), top, voice)


def _label_width(voice: Voice) -> int:
    """The lane labels' column: :data:`LABEL_W`, or more if a strike's code or name needs it."""
    widest = max(max(kit.text_width(strike_code(voice, s), kit.font(28, True)),
                     kit.text_width(voice(f"karatekarte.strike.{s}"), kit.font(SMALL)))
                 for s in STRIKES)
    return max(LABEL_W, widest + 26)


def _draw_lane(draw: ImageDraw.ImageDraw, box: Box, lane: LaneView, colour: str,
               voice: Voice, label_w: int = LABEL_W) -> None:
    """One lane as a row: its strike, its Energy pile (count), its face-up cards in play
    order."""
    draw.rounded_rectangle(box, radius=12, fill=LANE_FILL[colour])
    x0, y0, x1, y1 = box
    top = y0 + LANE_MIN_H // 2
    draw.text((x0 + 12, top - 12), strike_code(voice, lane.strike), font=kit.font(28, True),
              fill=kit.TEXT, anchor="lm")
    draw.text((x0 + 12, top + 16), voice(f"karatekarte.strike.{lane.strike}"),
              font=kit.font(SMALL), fill=kit.MUTED, anchor="lm")
    sx = x0 + label_w
    stack = (sx, top - 24, sx + STACK_W, top + 24)
    kit.face_down_stack(draw, stack, lane.energy_count, kit.font(24, True))
    _draw_visible(draw, (stack[2] + 18, y0 + LANE_PAD, x1 - LANE_PAD, y1 - LANE_PAD),
                  lane.visible, voice)


def _draw_visible(draw: ImageDraw.ImageDraw, area: Box, cards: list[str], voice: Voice) -> None:
    """The face-up cards, top to bottom in play order; "no strike" when there is none."""
    if not cards:
        strip = (area[0], area[1], area[2], area[1] + STRIP_H + 8)
        draw.rounded_rectangle(strip, radius=10, outline=kit.SLOT, width=2)
        draw.text(kit.centre(strip), voice("karatekarte.picture.no_strike"),
                  font=kit.font(SMALL), fill=kit.MUTED, anchor="mm")
        return
    # A lone card fills a one-card row; in a taller row (the other player's lane holds more)
    # it keeps its size at the top, like the first of several.
    h = STRIP_H if len(cards) > 1 else min(area[3] - area[1], STRIP_H + 8)
    for i, cid in enumerate(cards):
        y = area[1] + i * (STRIP_H + STRIP_GAP)
        card_strip(draw, (area[0], y, area[2], y + h), cid, voice)


def card_strip(draw: ImageDraw.ImageDraw, box: Box, card_id: str, voice: Voice,
                size: int = SMALL) -> None:
    """One face-up card: owner colour, code name, strike badge."""
    c = card(card_id)
    kit.card_face(draw, box, CODE_NAMES[c.code], fill=CARD_FILL[c.owner],
                  text_fill=CARD_TEXT[c.owner], title_font=kit.font(size, True),
                  badge=strike_code(voice, c.strike) if c.strike else None,
                  badge_font=kit.font(SMALL, True))


def _strip_width(card_id: str, voice: Voice) -> int:
    """The width :func:`card_strip` needs to show ``card_id``'s name and badge uncut."""
    c = card(card_id)
    width = 12 + kit.text_width(CODE_NAMES[c.code], kit.font(SMALL, True)) + 10
    if c.strike:
        width += kit.text_width(strike_code(voice, c.strike), kit.font(SMALL, True)) + 14 + 4
    return width


def strike_code(voice: Voice, strike: Strike | str) -> str:
    """A strike's short code as the catalog writes it ("LF" in English)."""
    return voice(f"karatekarte.picture.code.{strike}")


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
