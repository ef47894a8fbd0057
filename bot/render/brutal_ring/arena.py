"""The public arena picture (spec sections 1-4, 8): what ``view.viewer`` may see of the table.

With a spectator view (``viewer`` None) that is only public information: hand and draft
contents are never drawn, face-down tricks are card backs. The one private thing a player's
own view adds is the faces of the tricks that player placed (R18), drawn with a card-back
outline.
"""

from __future__ import annotations

from PIL import ImageDraw

from bot.render import kit
from bot.render.brutal_ring.arena_combat import draw_combat_panel, is_ready
from bot.render.brutal_ring.layout import (
    EMPTY_ROW_H,
    SEAT_HEAD_H,
    ArenaLayout,
    CombatGeometry,
    arena_layout,
)
from bot.render.brutal_ring.parts import (
    ENGAGED_FILL,
    FREE_FILL,
    GLAD_FILL,
    PANEL_PAD,
    SEAT_COLOURS,
    SMALL,
    WIDTH,
    card_strip,
    display,
    engaged_strip,
    fighter_tile,
    picture_voice,
    seat_colour,
    seat_of,
    slot_legend,
    symbol,
    team_play,
)
from bot.render.kit import RGB, Box
from bot.text import Voice
from bot.text.brutal_ring import card_name, final
from rules.brutal_ring.content import GLADIATOR, ROUNDS, WEAPON, Side
from rules.brutal_ring.events import FinalResult
from rules.brutal_ring.state import BRView, Phase, SeatView
from rules.core import Reason

__all__ = ["ArenaLayout", "CombatGeometry", "arena_layout", "render_arena"]


# ----------------------------------------------------------------------------- the picture


def render_arena(view: BRView, voice: Voice) -> bytes:
    """The arena as ``view.viewer`` may see it (a spectator view: public information only).

    Each player's gladiators and weapons with their engaged state, the points (team scores in
    2v2), Phase 2 draft counts as backs, the current combat with its tricks (backs until
    revealed), the round, phase, First Player, whose turn, the piles and discard tops, what
    the symbols mean, the last public event and, once the game is over, the result (whatever
    ``active`` still says: a resignation or a forfeit ends a game the engine thinks is
    running). Players are named by ``voice``'s names (the seat labels stand in).
    """
    voice = picture_voice(voice, view)
    layout = arena_layout(view)
    image, draw = kit.canvas(WIDTH, layout.height)
    over = view.outcome is not None
    if over:
        _draw_banner(draw, voice, layout.header, view)
    else:
        _draw_header(draw, voice, layout.header, view)
    _draw_piles(draw, voice, layout.piles, view)
    if view.combat is not None and layout.combat is not None:
        draw_combat_panel(draw, voice, layout.combat, view, view.combat)
    for i, box in enumerate(layout.teams):
        _draw_team(draw, voice, box, view, i)
    for seat in view.seats:
        _draw_seat(draw, voice, layout, view, seat, over)
    _draw_legend(draw, voice, layout.legend)
    last = kit.last_public(view.log)
    kit.caption(draw, layout.caption, voice("core.picture.last"),
                voice.event(view.game, last) if last is not None else None, SMALL, 14, 28)
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
    glad = card_name(voice, view.engaged) if view.engaged else ""
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
    top = y0 + 21
    title_font = kit.font(30, True)
    title = voice("brutal_ring.picture.title")
    draw.text((x0 + 18, top), title, font=title_font, fill=kit.TEXT, anchor="lm")
    x = x0 + 18 + kit.text_width(title, title_font) + 20
    rnd = voice("brutal_ring.picture.round", round=view.round, rounds=ROUNDS)
    draw.text((x, top + 1), rnd, font=kit.font(24, True), fill=kit.GOLD, anchor="lm")
    x += kit.text_width(rnd, kit.font(24, True)) + 18
    right = x1 - 14
    first = seat_of(view, view.first_player)
    if first is not None:
        text = kit.fit_text(voice("brutal_ring.picture.first", who=display(voice, first)),
                            kit.font(SMALL, True), 300)
        right = kit.pill(draw, x1 - 14, top, text, kit.font(SMALL, True),
                         fill=seat_colour(view, first), text_fill=kit.INK, pad=10,
                         right_aligned=True)[0] - 12
    phase = voice(f"brutal_ring.picture.phase.{view.phase.value}")
    draw.text((x, top + 1), kit.fit_text(phase, kit.font(SMALL), right - x), font=kit.font(SMALL),
              fill=kit.MUTED, anchor="lm")
    status, seat = _status(voice, view)
    low = y1 - 20
    right = x1 - 14
    if team_play(view):
        right = _team_scores(draw, voice, view, right, low)
    if seat is not None:
        text = kit.fit_text(voice("brutal_ring.picture.to_play", status=status),
                            kit.font(SMALL, True), right - x0 - 50)
        kit.pill(draw, x0 + 14, low, text, kit.font(SMALL, True), fill=seat_colour(view, seat),
                 text_fill=kit.INK, pad=10)
    elif status:
        draw.text((x0 + 18, low), kit.fit_text(status, kit.font(SMALL), right - x0 - 30),
                  font=kit.font(SMALL), fill=kit.TEXT, anchor="lm")


def _team_scores(draw: ImageDraw.ImageDraw, voice: Voice, view: BRView, right: int,
                 mid: int) -> int:
    """2v2 (R1): each team's score, right-aligned on the header's second line; returns the
    x where they start."""
    for index in reversed(range(len(view.teams))):
        score = view.team_scores[index] if index < len(view.team_scores) else 0
        text = voice("brutal_ring.picture.team_score", team=_team_letter(view, index), n=score)
        right = kit.pill(draw, right, mid, text, kit.font(SMALL, True),
                         fill=SEAT_COLOURS[index % len(SEAT_COLOURS)], text_fill=kit.INK,
                         pad=10, right_aligned=True)[0] - 10
    return right


def _draw_banner(draw: ImageDraw.ImageDraw, voice: Voice, box: Box, view: BRView) -> None:
    """R32: who won, then every side's score and tie-break (or who resigned or forfeited)."""
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
    loser = seat_of(view, outcome.loser)
    if outcome.reason in (Reason.RESIGN, Reason.TIMEOUT) and loser is not None:
        detail = voice(f"brutal_ring.picture.how.{outcome.reason.value}",
                       who=display(voice, loser))
    elif outcome.reason in (Reason.RESIGN, Reason.TIMEOUT):
        detail = ""
    else:
        detail = final(voice, FinalResult.from_outcome(outcome))
    kit.banner(draw, box, title, detail, title_size=28, detail_size=SMALL, detail_lines=1)


def _draw_piles(draw: ImageDraw.ImageDraw, voice: Voice, box: Box, view: BRView) -> None:
    """Both draw piles (sizes only, D1) and both discard piles (face up, D2), by type."""
    draw.rounded_rectangle(box, radius=14, fill=kit.PANEL)
    x0, y0, x1, y1 = box
    half = (x1 - x0) // 2
    mid = (y0 + y1) // 2
    bold = kit.font(SMALL, True)
    for i, kind in enumerate((GLADIATOR, WEAPON)):
        left = x0 + 12 + i * half
        stack = (left, y0 + 5, left + 40, y1 - 5)
        kit.face_down_stack(draw, stack, view.pile_sizes.get(kind, 0), bold)
        word = voice(f"brutal_ring.picture.pile.{kind}")
        draw.text((stack[2] + 10, mid), word, font=bold, fill=kit.TEXT, anchor="lm")
        x = stack[2] + 10 + kit.text_width(word, bold) + 14
        discards = view.discards.get(kind, [])
        count = voice("brutal_ring.picture.discard_count", n=len(discards))
        draw.text((x, mid), count, font=kit.font(SMALL), fill=kit.MUTED, anchor="lm")
        # Room for a two-digit count, so the strip does not move as the discard grows.
        widest = voice("brutal_ring.picture.discard_count", n="00")
        strip = (x + kit.text_width(widest, kit.font(SMALL)) + 10, y0 + 7,
                 x0 + (i + 1) * half - 12, y1 - 7)
        if discards:
            card_strip(draw, voice, strip, discards[-1])
        else:
            draw.rounded_rectangle(strip, radius=8, outline=kit.SLOT, width=2)
            draw.text(kit.centre(strip), kit.fit_text(voice("brutal_ring.picture.empty_discard"),
                                                      kit.font(SMALL), strip[2] - strip[0] - 8),
                      font=kit.font(SMALL), fill=kit.MUTED, anchor="mm")


def _team_letter(view: BRView, index: int) -> str:
    letters = {s.label[0] for s in view.seats if s.team == index}
    return letters.pop() if len(letters) == 1 else str(index + 1)


def _draw_team(draw: ImageDraw.ImageDraw, voice: Voice, box: Box, view: BRView,
               index: int) -> None:
    """2v2 (R1): the team's column left of its two seats: its colour, letter and score."""
    colour = SEAT_COLOURS[index % len(SEAT_COLOURS)]
    draw.rounded_rectangle(box, radius=12, fill=colour)
    cx = (box[0] + box[2]) // 2
    draw.text((cx, box[1] + 28), _team_letter(view, index), font=kit.font(34, True),
              fill=kit.INK, anchor="mm")
    score = view.team_scores[index] if index < len(view.team_scores) else 0
    draw.text((cx, box[1] + 66), str(score), font=kit.font(30, True), fill=kit.INK,
              anchor="mm")
    draw.text((cx, box[1] + 94), voice("brutal_ring.picture.pts", n=score),
              font=kit.font(SMALL, True), fill=kit.INK, anchor="mm")


def _seat_chips(voice: Voice, view: BRView, seat: SeatView) -> list[tuple[str, RGB, RGB]]:
    """The seat's public state as (text, fill, text colour) chips, most urgent first."""
    chips: list[tuple[str, RGB, RGB]] = []
    if view.outcome is not None:
        return chips
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
               seat: SeatView, over: bool) -> None:
    box = layout.seats[seat.player]
    colour = seat_colour(view, seat)
    active = not over and (seat.player == view.active or seat.player in view.waiting)
    draw.rounded_rectangle(box, radius=14, fill=kit.PANEL,
                           outline=colour if active else kit.PANEL_EDGE, width=4 if active else 2)
    x0, y0, x1, _ = box
    mid = y0 + PANEL_PAD + SEAT_HEAD_H // 2
    dot = (x0 + PANEL_PAD + 2, mid - 12, x0 + PANEL_PAD + 26, mid + 12)
    draw.ellipse(dot, fill=colour, outline=kit.WHITE, width=2)
    bold = kit.font(SMALL, True)
    # Right to left: points, hand count, then the chips; the name takes what is left.
    points = voice("brutal_ring.picture.points_scored" if team_play(view)
                   else "brutal_ring.picture.points", n=seat.points)
    right = kit.pill(draw, x1 - PANEL_PAD, mid, points, bold, fill=kit.GOLD,
                     text_fill=kit.INK, pad=8, right_aligned=True)[0]
    hand = voice("brutal_ring.picture.hand_count", n=seat.hand_count)
    hand_w = kit.text_width(hand, kit.font(SMALL))
    draw.text((right - 8, mid), hand, font=kit.font(SMALL), fill=kit.TEXT, anchor="rm")
    mini = (right - 14 - hand_w - 20, mid - 14, right - 14 - hand_w, mid + 14)
    kit.card_back(draw, mini, radius=4)
    right = mini[0] - 10
    x = dot[2] + 10
    name = display(voice, seat)
    name_font = kit.font(24, True)
    for text, fill, ink in reversed(_seat_chips(voice, view, seat)):
        room = right - x - min(kit.text_width(name, name_font), 110) - 10
        if kit.text_width(text, bold) + 16 > room:
            continue  # no room for this chip: the panel outline and the header tell it
        right = kit.pill(draw, right, mid, text, bold, fill=fill, text_fill=ink, pad=8,
                         right_aligned=True)[0] - 8
    name = kit.fit_text(name, name_font, max(40, right - x - 8))
    draw.text((x, mid), name, font=name_font, fill=kit.TEXT, anchor="lm")
    end = x + kit.text_width(name, name_font) + 8
    if name != seat.label and end + kit.text_width(seat.label, kit.font(SMALL)) < right - 4:
        draw.text((end, mid + 2), seat.label, font=kit.font(SMALL), fill=kit.MUTED,
                  anchor="lm")
    if view.first_player == seat.player:
        draw.text(kit.centre(dot), "★", font=kit.font(SMALL, True), fill=kit.INK, anchor="mm")
    _draw_fighters(draw, voice, layout, view, seat)


def _draw_fighters(draw: ImageDraw.ImageDraw, voice: Voice, layout: ArenaLayout, view: BRView,
                   seat: SeatView) -> None:
    box = layout.seats[seat.player]
    drafts = layout.drafts.get(seat.player, [])
    if not seat.arena and not drafts:
        y = box[1] + PANEL_PAD + SEAT_HEAD_H + EMPTY_ROW_H // 2
        draw.text((box[0] + PANEL_PAD + 4, y), kit.fit_text(
            voice("brutal_ring.picture.no_gladiator"), kit.font(SMALL),
            box[2] - box[0] - 2 * PANEL_PAD - 8), font=kit.font(SMALL), fill=kit.MUTED,
            anchor="lm")
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
                     strip=engaged_strip(voice, fighter), outline=outline,
                     mode="micro" if layout.mode == "tiny" else layout.mode)
    for i, tile in enumerate(drafts):
        _entry_back(draw, voice, tile, armed=i < seat.draft_armed)


def _entry_back(draw: ImageDraw.ImageDraw, voice: Voice, box: Box, armed: bool) -> None:
    """A sealed draft entry (D4): a gladiator back, with a weapon back if it carries one."""
    x0, y0, x1, y1 = box
    split = y0 + (y1 - y0) * 11 // 20
    bold = kit.font(SMALL, True)
    kit.card_back(draw, (x0, y0, x1, split), voice("brutal_ring.picture.back.gladiator"), bold)
    low = (x0 + 14, split + 4, x1 - 14, y1)
    if armed:
        kit.card_back(draw, low, voice("brutal_ring.picture.back.weapon"), bold)
    else:
        draw.rounded_rectangle(low, radius=10, outline=kit.SLOT, width=2)
        draw.text(kit.centre(low), voice("brutal_ring.picture.back.no_weapon"),
                  font=kit.font(SMALL), fill=kit.MUTED, anchor="mm")


def _draw_legend(draw: ImageDraw.ImageDraw, voice: Voice, box: Box) -> None:
    """What the picture's symbols and colours mean: the trick slots (R17: side by shape,
    trick colour by fill), the weapon values, the outlines and the strips."""
    draw.rounded_rectangle(box, radius=12, fill=kit.PANEL)
    x0, y0, _, y1 = box
    font, bold = kit.font(SMALL), kit.font(SMALL, True)
    first, second = y0 + 18, y1 - 18
    x = x0 + 12
    lead = voice("brutal_ring.picture.legend.title")
    draw.text((x, first), lead, font=bold, fill=kit.MUTED, anchor="lm")
    x += kit.text_width(lead, bold) + 10
    slot_legend(draw, voice, x, first, font, box[2] - 12)
    x = x0 + 12
    for side in (Side.ATK, Side.DEF):
        symbol(draw, (x, second - 15, x + 30, second + 15), side, kit.INK, "3",
               fnt=bold)
        text = voice(f"brutal_ring.picture.legend.weapon.{side.value}")
        draw.text((x + 36, second), text, font=font, fill=kit.TEXT, anchor="lm")
        x += 36 + kit.text_width(text, font) + 18
    swatches: list[tuple[str, RGB, bool]] = [
        ("attacker", kit.GOLD, True), ("defender", kit.WHITE, True),
        ("engaged", ENGAGED_FILL, False), ("unengaged", FREE_FILL, False)]
    for key, colour, ring in swatches:
        swatch = (x, second - 11, x + 30, second + 11)
        if ring:
            draw.rounded_rectangle(swatch, radius=6, fill=GLAD_FILL, outline=colour, width=4)
        else:
            draw.rounded_rectangle(swatch, radius=6, fill=colour)
        text = voice(f"brutal_ring.picture.legend.{key}")
        draw.text((x + 36, second), text, font=font, fill=kit.TEXT, anchor="lm")
        x += 36 + kit.text_width(text, font) + 18
