"""The public arena picture (spec sections 1-4, 8): what ``view.viewer`` may see of the table.

With a spectator view (``viewer`` None) that is only public information: hand and draft
contents are never drawn, face-down tricks are card backs. The one private thing a player's
own view adds is the faces of the tricks that player placed (R18), drawn with a card-back
outline.
"""

from __future__ import annotations

from dataclasses import dataclass

from PIL import ImageDraw

from bot.render import kit
from bot.render.brutal_ring.arena_combat import draw_combat_panel, drawn_tricks, is_ready
from bot.render.brutal_ring.parts import (
    GAP,
    GLAD_BAND_H,
    HEADER_H,
    MARGIN,
    PANEL_PAD,
    PER_ROW,
    SEAT_COLOURS,
    TILE_GAP,
    TILE_H,
    WIDTH,
    CombatGeometry,
    card_strip,
    combat_geometry,
    display,
    engaged_strip,
    fighter_tile,
    picture_voice,
    seat_colour,
    seat_of,
    team_play,
)
from bot.render.kit import RGB, Box
from bot.text import Voice
from bot.text.brutal_ring import final
from rules.brutal_ring.content import GLADIATOR, ROUNDS, WEAPON, card
from rules.brutal_ring.events import FinalResult
from rules.brutal_ring.state import BRView, Phase, SeatView, TrickView
from rules.core import PlayerId, Reason

PILES_H = 64
CAPTION_H = 74
TEAM_HEAD_H = 50
TEAM_BAR = 12
"""2v2: a coloured bar left of a team's two seat panels ties them together."""
NAME_ROW_H = 50
EMPTY_ROW_H = 34


@dataclass(frozen=True)
class ArenaLayout:
    """Where :func:`render_arena` draws each part of a given view."""

    height: int
    header: Box
    piles: Box
    combat: CombatGeometry | None
    teams: list[Box]
    """2v2: the team header rows, in ``view.teams`` order (empty otherwise)."""
    seats: dict[PlayerId, Box]
    fighters: dict[str, Box]
    """Gladiator id -> its tile in its owner's seat panel."""
    drafts: dict[PlayerId, list[Box]]
    """Phase 2: one face-down tile per draft entry."""
    tricks: list[tuple[TrickView, Box]]
    """Every trick drawn in the combat panel with its box (backs have ``card`` None)."""
    caption: Box


def arena_layout(view: BRView) -> ArenaLayout:
    """The geometry of :func:`render_arena` for ``view`` (its height depends on the view)."""
    y = MARGIN
    header = (MARGIN, y, WIDTH - MARGIN, y + HEADER_H)
    y = header[3] + GAP
    piles = (MARGIN, y, WIDTH - MARGIN, y + PILES_H)
    y = piles[3] + GAP
    geometry = None
    tricks: list[tuple[TrickView, Box]] = []
    if view.combat is not None:
        att, dfn = drawn_tricks(view.combat, view.phase)
        geometry = combat_geometry(MARGIN, y, WIDTH - MARGIN, len(att), len(dfn))
        tricks = list(zip([t for t, _ in (*att, *dfn)], geometry.tricks, strict=True))
        y = geometry.box[3] + GAP
    teams: list[Box] = []
    seats: dict[PlayerId, Box] = {}
    fighters: dict[str, Box] = {}
    drafts: dict[PlayerId, list[Box]] = {}
    by_player = {s.player: s for s in view.seats}
    for group in _seat_groups(view):
        x0 = MARGIN
        if team_play(view):
            teams.append((MARGIN, y, WIDTH - MARGIN, y + TEAM_HEAD_H))
            y += TEAM_HEAD_H + 6
            x0 = MARGIN + TEAM_BAR + 8
        for player in group:
            seat = by_player[player]
            items = len(seat.arena) + _draft_tiles(view, seat)
            rows = -(-items // PER_ROW)
            body = rows * TILE_H + (rows - 1) * TILE_GAP if rows else EMPTY_ROW_H
            box = (x0, y, WIDTH - MARGIN, y + PANEL_PAD + NAME_ROW_H + body + PANEL_PAD)
            seats[player] = box
            tiles = _tile_boxes(box, items)
            for fighter, tile in zip(seat.arena, tiles, strict=False):
                fighters[fighter.gladiator] = tile
            drafts[player] = tiles[len(seat.arena):]
            y = box[3] + GAP
    caption = (MARGIN, y, WIDTH - MARGIN, y + CAPTION_H)
    return ArenaLayout(height=caption[3] + MARGIN, header=header, piles=piles,
                       combat=geometry, teams=teams, seats=seats, fighters=fighters,
                       drafts=drafts, tricks=tricks, caption=caption)


def _seat_groups(view: BRView) -> list[list[PlayerId]]:
    """2v2: team by team (A1, A2 then B1, B2); alone: seat order."""
    if team_play(view):
        return [list(team) for team in view.teams]
    return [[s.player] for s in view.seats]


def _draft_tiles(view: BRView, seat: SeatView) -> int:
    """Phase 2 (D4): the public count of face-down entries, drawn as backs."""
    return seat.draft_entries if view.phase is Phase.ENTRY else 0


def _tile_boxes(panel: Box, count: int) -> list[Box]:
    x0, y0, x1, _ = panel
    width = (x1 - x0 - 2 * PANEL_PAD - (PER_ROW - 1) * TILE_GAP) // PER_ROW
    top = y0 + PANEL_PAD + NAME_ROW_H
    boxes = []
    for i in range(count):
        x = x0 + PANEL_PAD + (i % PER_ROW) * (width + TILE_GAP)
        y = top + (i // PER_ROW) * (TILE_H + TILE_GAP)
        boxes.append((x, y, x + width, y + TILE_H))
    return boxes


# ----------------------------------------------------------------------------- the picture


def render_arena(view: BRView, voice: Voice) -> bytes:
    """The arena as ``view.viewer`` may see it (a spectator view: public information only).

    Each player's gladiators and weapons with their engaged state, the points (team scores in
    2v2), Phase 2 draft counts as backs, the current combat with its tricks (backs until
    revealed), the round, phase, First Player, whose turn, the piles and discard tops, the
    last public event and, once the game is over, the result. Players are named by
    ``voice``'s names (the seat labels stand in for a missing name).
    """
    voice = picture_voice(voice, view)
    layout = arena_layout(view)
    image, draw = kit.canvas(WIDTH, layout.height)
    if view.outcome is not None:
        _draw_banner(draw, voice, layout.header, view)
    else:
        _draw_header(draw, voice, layout.header, view)
    _draw_piles(draw, voice, layout.piles, view)
    if view.combat is not None and layout.combat is not None:
        draw_combat_panel(draw, voice, layout.combat, view, view.combat)
    for i, box in enumerate(layout.teams):
        _draw_team_head(draw, voice, box, view, i, layout)
    for seat in view.seats:
        _draw_seat(draw, voice, layout, view, seat)
    last = kit.last_public(view.log)
    kit.caption(draw, layout.caption, voice("core.picture.last"),
                voice.event(view.game, last) if last is not None else None, 24, 15, 30)
    return kit.to_png(image)


def _status(voice: Voice, view: BRView) -> tuple[str, SeatView | None]:
    """What the table is waiting for, in words, and the seat it concerns (if one)."""
    active = seat_of(view, view.active)
    waiting = [s for s in view.seats if s.player in view.waiting]
    total = len(view.seats)
    if view.phase is Phase.DRAW:
        return voice("brutal_ring.picture.status.draw", n=len(waiting), total=total), None
    if view.phase is Phase.ENTRY:
        done = sum(1 for s in view.seats if s.confirmed)
        return voice("brutal_ring.picture.status.entry", n=done, total=total), None
    if view.phase is Phase.DISCARD:
        done = sum(1 for s in view.seats if s.discards_done)
        return voice("brutal_ring.picture.status.discard", n=done, total=total), None
    combat = view.combat
    if view.phase is Phase.TRICKS and combat is not None:
        ready = sum(1 for p in combat.att_side + combat.def_side if is_ready(view, combat, p))
        return voice("brutal_ring.picture.status.tricks", n=ready,
                     total=len(combat.att_side) + len(combat.def_side)), None
    if active is None:
        return "", None
    who = display(voice, active)
    glad = card(view.engaged).name if view.engaged else ""
    if view.phase is Phase.ENGAGE:
        return voice("brutal_ring.picture.status.engage", who=who), active
    if view.phase is Phase.ATTACK:
        return voice("brutal_ring.picture.status.attack", who=who, gladiator=glad), active
    if view.phase is Phase.BONUS:
        return voice("brutal_ring.picture.status.bonus", who=who, gladiator=glad), active
    if view.phase is Phase.PICK and combat is not None:
        return voice("brutal_ring.picture.status.pick", who=who, n=combat.picks), active
    return who, active


def _draw_header(draw: ImageDraw.ImageDraw, voice: Voice, box: Box, view: BRView) -> None:
    draw.rounded_rectangle(box, radius=14, fill=kit.PANEL)
    x0, y0, x1, y1 = box
    top = y0 + 30
    title_font = kit.font(32, True)
    title = voice("brutal_ring.picture.title")
    draw.text((x0 + 20, top), title, font=title_font, fill=kit.TEXT, anchor="lm")
    x = x0 + 20 + kit.text_width(title, title_font) + 24
    rnd = voice("brutal_ring.picture.round", round=view.round, rounds=ROUNDS)
    draw.text((x, top + 1), rnd, font=kit.font(26, True), fill=kit.GOLD, anchor="lm")
    x += kit.text_width(rnd, kit.font(26, True)) + 20
    draw.text((x, top + 1), voice(f"brutal_ring.picture.phase.{view.phase.value}"),
              font=kit.font(26), fill=kit.MUTED, anchor="lm")
    first = seat_of(view, view.first_player)
    if first is not None:
        text = kit.fit_text(voice("brutal_ring.picture.first", who=display(voice, first)),
                            kit.font(22, True), 260)
        kit.pill(draw, x1 - 16, top, text, kit.font(22, True), fill=seat_colour(view, first),
                 text_fill=kit.INK, pad=10, right_aligned=True)
    status, seat = _status(voice, view)
    low = y1 - 26
    if seat is not None:
        text = kit.fit_text(voice("brutal_ring.picture.to_play", status=status),
                            kit.font(24, True), x1 - x0 - 60)
        kit.pill(draw, x0 + 16, low, text, kit.font(24, True), fill=seat_colour(view, seat),
                 text_fill=kit.INK, pad=10)
    elif status:
        draw.text((x0 + 20, low), kit.fit_text(status, kit.font(24), x1 - x0 - 40),
                  font=kit.font(24), fill=kit.TEXT, anchor="lm")


def _draw_banner(draw: ImageDraw.ImageDraw, voice: Voice, box: Box, view: BRView) -> None:
    """R32: who won, then every side's score and tie-break."""
    outcome = view.outcome
    assert outcome is not None
    winners = [s for w in outcome.winners if (s := seat_of(view, w)) is not None]
    who = voice.join([display(voice, s) for s in winners])
    if not winners:
        title = voice("brutal_ring.picture.over.draw")
    elif outcome.reason is Reason.SHARED:
        title = voice("brutal_ring.picture.over.shared", who=who)
    else:
        title = voice("brutal_ring.picture.over.win", who=who, n=len(winners))
    kit.banner(draw, box, title, final(voice, FinalResult.from_outcome(outcome)))


def _draw_piles(draw: ImageDraw.ImageDraw, voice: Voice, box: Box, view: BRView) -> None:
    """Both draw piles (sizes only, D1) and both discard piles (face up, D2), by type."""
    draw.rounded_rectangle(box, radius=14, fill=kit.PANEL)
    x0, y0, x1, y1 = box
    half = (x1 - x0) // 2
    mid = (y0 + y1) // 2
    for i, kind in enumerate((GLADIATOR, WEAPON)):
        word = voice(f"brutal_ring.picture.pile.{kind}")
        left = x0 + 14 + i * half
        stack = (left, y0 + 8, left + 42, y1 - 8)
        kit.face_down_stack(draw, stack, view.pile_sizes.get(kind, 0), kit.font(20, True))
        draw.text((stack[2] + 10, mid - 12), word, font=kit.font(20, True), fill=kit.TEXT,
                  anchor="lm")
        discards = view.discards.get(kind, [])
        draw.text((stack[2] + 10, mid + 13),
                  voice("brutal_ring.picture.discard_count", n=len(discards)),
                  font=kit.font(18), fill=kit.MUTED, anchor="lm")
        # Room for a two-digit count, so the strip does not move as the discard grows.
        widest = voice("brutal_ring.picture.discard_count", n="00")
        strip_x = stack[2] + 10 + max(kit.text_width(word, kit.font(20, True)),
                                      kit.text_width(widest, kit.font(18))) + 12
        strip = (strip_x, y0 + 12, x0 + (i + 1) * half - 14, y1 - 12)
        if discards:
            card_strip(draw, voice, strip, discards[-1], size=18)
        else:
            draw.rounded_rectangle(strip, radius=8, outline=kit.SLOT, width=2)
            draw.text(kit.centre(strip), voice("brutal_ring.picture.empty_discard"),
                      font=kit.font(18), fill=kit.MUTED, anchor="mm")


def _team_name(voice: Voice, view: BRView, index: int) -> str:
    letters = {s.label[0] for s in view.seats if s.team == index}
    team = letters.pop() if len(letters) == 1 else str(index + 1)
    return voice("brutal_ring.picture.team", team=team)


def _draw_team_head(draw: ImageDraw.ImageDraw, voice: Voice, box: Box, view: BRView,
                    index: int, layout: ArenaLayout) -> None:
    """2v2 (R1): the team's colour, name, members and score; a bar down its seat panels."""
    members = [s for s in view.seats if s.team == index]
    colour = SEAT_COLOURS[index % len(SEAT_COLOURS)]
    x0, y0, x1, y1 = box
    bottom = max(layout.seats[s.player][3] for s in members)
    draw.rounded_rectangle((x0, y0, x0 + TEAM_BAR, bottom), radius=6, fill=colour)
    mid = (y0 + y1) // 2
    name = _team_name(voice, view, index)
    draw.text((x0 + TEAM_BAR + 12, mid), name, font=kit.font(30, True), fill=colour,
              anchor="lm")
    x = x0 + TEAM_BAR + 24 + kit.text_width(name, kit.font(30, True))
    draw.text((x, mid + 2), " + ".join(s.label for s in members), font=kit.font(22),
              fill=kit.MUTED, anchor="lm")
    score = view.team_scores[index] if index < len(view.team_scores) else 0
    kit.pill(draw, x1 - 4, mid, voice("brutal_ring.picture.points", n=score),
             kit.font(28, True), fill=kit.GOLD, text_fill=kit.INK, pad=14, right_aligned=True)


def _seat_chips(voice: Voice, view: BRView, seat: SeatView) -> list[tuple[str, RGB, RGB]]:
    """The seat's public state as (text, fill, text colour) chips, most urgent first."""
    chips: list[tuple[str, RGB, RGB]] = []
    colour = seat_colour(view, seat)
    combat = view.combat

    def chip(done: bool, yes: str, no: str, **params: object) -> tuple[str, RGB, RGB]:
        if done:
            return voice(f"brutal_ring.picture.chip.{yes}", **params), kit.GREEN, kit.WHITE
        return voice(f"brutal_ring.picture.chip.{no}", **params), kit.BG, kit.TEXT

    if seat.player == view.active and view.phase in (Phase.ENGAGE, Phase.ATTACK, Phase.PICK,
                                                     Phase.BONUS):
        chips.append((voice("brutal_ring.picture.chip.to_play"), colour, kit.INK))
    if view.phase is Phase.DRAW:
        chips.append(chip(not seat.to_draw, "drawn", "drawing", n=seat.to_draw))
    elif view.phase is Phase.ENTRY:
        chips.append(chip(seat.confirmed, "confirmed", "drafting"))
    elif view.phase is Phase.DISCARD:
        chips.append(chip(seat.discards_done, "discards_done", "discarding"))
    elif view.phase is Phase.TRICKS and combat is not None and (
            seat.player in combat.att_side or seat.player in combat.def_side):
        chips.append(chip(is_ready(view, combat, seat.player), "ready", "placing"))
    return chips


def _draw_seat(draw: ImageDraw.ImageDraw, voice: Voice, layout: ArenaLayout, view: BRView,
               seat: SeatView) -> None:
    box = layout.seats[seat.player]
    colour = seat_colour(view, seat)
    active = seat.player == view.active or seat.player in view.waiting
    draw.rounded_rectangle(box, radius=14, fill=kit.PANEL,
                           outline=colour if active else kit.PANEL_EDGE, width=4 if active else 2)
    x0, y0, x1, _ = box
    mid = y0 + PANEL_PAD + NAME_ROW_H // 2 - 4
    dot = (x0 + PANEL_PAD + 2, mid - 12, x0 + PANEL_PAD + 26, mid + 12)
    draw.ellipse(dot, fill=colour, outline=kit.WHITE, width=2)
    # Right to left: points, hand count, then the chips; the name takes what is left.
    if team_play(view):
        points = voice("brutal_ring.picture.points_scored", n=seat.points)
        right = kit.pill(draw, x1 - PANEL_PAD, mid, points, kit.font(22, True), fill=kit.BG,
                         text_fill=kit.GOLD, pad=10, right_aligned=True)[0]
    else:
        points = voice("brutal_ring.picture.points", n=seat.points)
        right = kit.pill(draw, x1 - PANEL_PAD, mid, points, kit.font(28, True), fill=kit.GOLD,
                         text_fill=kit.INK, pad=14, right_aligned=True)[0]
    hand = voice("brutal_ring.picture.hand_count", n=seat.hand_count)
    hand_w = kit.text_width(hand, kit.font(22))
    draw.text((right - 12, mid), hand, font=kit.font(22), fill=kit.TEXT, anchor="rm")
    mini = (right - 22 - hand_w - 22, mid - 15, right - 22 - hand_w, mid + 15)
    kit.card_back(draw, mini, radius=4)
    right = mini[0] - 16
    for text, fill, ink in reversed(_seat_chips(voice, view, seat)):
        right = kit.pill(draw, right, mid, text, kit.font(20, True), fill=fill, text_fill=ink,
                         pad=9, right_aligned=True)[0] - 8
    x = dot[2] + 12
    name_font = kit.font(28, True)
    name = kit.fit_text(display(voice, seat), name_font, max(40, right - x - 70))
    draw.text((x, mid), name, font=name_font, fill=kit.TEXT, anchor="lm")
    if name != seat.label:
        draw.text((x + kit.text_width(name, name_font) + 10, mid + 2), seat.label,
                  font=kit.font(22), fill=kit.MUTED, anchor="lm")
    if view.first_player == seat.player:
        draw.text((dot[0] + 12, mid), "★", font=kit.font(16, True), fill=kit.INK, anchor="mm")
    _draw_fighters(draw, voice, layout, view, seat)


def _draw_fighters(draw: ImageDraw.ImageDraw, voice: Voice, layout: ArenaLayout, view: BRView,
                   seat: SeatView) -> None:
    box = layout.seats[seat.player]
    drafts = layout.drafts.get(seat.player, [])
    if not seat.arena and not drafts:
        y = box[1] + PANEL_PAD + NAME_ROW_H + EMPTY_ROW_H // 2 - 4
        draw.text((box[0] + PANEL_PAD + 4, y), voice("brutal_ring.picture.no_gladiator"),
                  font=kit.font(21), fill=kit.MUTED, anchor="lm")
        return
    combat = view.combat
    for fighter in seat.arena:
        tile = layout.fighters[fighter.gladiator]
        outline = None
        if combat is not None and fighter.gladiator == combat.defender:
            outline = kit.WHITE
        elif fighter.gladiator == view.engaged or (
                combat is not None and fighter.gladiator == combat.attacker):
            outline = kit.GOLD
        fighter_tile(draw, voice, tile, fighter.gladiator, fighter.weapon,
                     strip=engaged_strip(voice, fighter), outline=outline)
    for i, tile in enumerate(drafts):
        _entry_back(draw, voice, tile, armed=i < seat.draft_armed)


def _entry_back(draw: ImageDraw.ImageDraw, voice: Voice, box: Box, armed: bool) -> None:
    """A sealed draft entry (D4): a gladiator back, with a weapon back if it carries one."""
    x0, y0, x1, y1 = box
    kit.card_back(draw, (x0, y0, x1, y0 + GLAD_BAND_H + 8),
                  voice("brutal_ring.picture.back.gladiator"), kit.font(20, True))
    low = (x0 + 14, y0 + GLAD_BAND_H + 14, x1 - 14, y1)
    if armed:
        kit.card_back(draw, low, voice("brutal_ring.picture.back.weapon"), kit.font(18, True))
    else:
        draw.rounded_rectangle(low, radius=10, outline=kit.SLOT, width=2)
        draw.text(kit.centre(low), voice("brutal_ring.picture.back.no_weapon"),
                  font=kit.font(17), fill=kit.MUTED, anchor="mm")
