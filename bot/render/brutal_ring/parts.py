"""Brutal Ring's drawing parts shared by its three pictures: palette, layout sizes, the card
symbols and the card pieces (a fighter tile, a trick card, a one-line card strip).

The physical cards are mirrored: a trick's side is a round symbol with a red border (ATK) or a
shield with a blue border (DEF); its colour is orange (specials, gladiator cards) or black
(value modifiers, weapon cards). A weapon's Attack sits in the red circle, its Defence in the
blue shield. Every word comes from the reader's :class:`~bot.text.Voice`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import ImageDraw

from bot.render import kit
from bot.render.kit import RGB, Box, Font
from bot.text import Voice
from bot.text.brutal_ring import trick_name, weapon
from rules.brutal_ring.content import SLOTS, Colour, Side, card
from rules.brutal_ring.state import BRView, FighterView, SeatView
from rules.core import PlayerId

# ----------------------------------------------------------------------------- palette

GLAD_FILL: RGB = (124, 45, 18)
"""The top half of a gladiator card (white text on it)."""
WEAPON_FILL: RGB = (51, 65, 85)
"""The top half of a weapon card."""
TRICK_FILL: dict[Colour, RGB] = {Colour.ORANGE: kit.ORANGE, Colour.BLACK: (14, 14, 16)}
TRICK_TEXT: dict[Colour, RGB] = {Colour.ORANGE: kit.INK, Colour.BLACK: kit.WHITE}
SIDE_EDGE: dict[Side, RGB] = {Side.ATK: (239, 68, 68), Side.DEF: (59, 130, 246)}
"""Section 2: ATK is a round symbol with a red border, DEF a shield with a blue border."""
SEAT_COLOURS: tuple[RGB, ...] = ((20, 184, 166), (236, 72, 153), (163, 230, 53),
                                 (56, 189, 248))
"""Seat colours (teal, pink, lime, sky): clear of the red/blue trick sides, the orange
tricks, the gold highlights and the lavender card backs. In team play a team shares its
colour."""
ENGAGED_FILL: RGB = (88, 92, 102)
FREE_FILL: RGB = (22, 70, 44)
FREE_TEXT: RGB = (134, 239, 172)
"""Unengaged is the common state, so its strip is quieter than the ENGAGED one."""
DEAD: RGB = (220, 38, 38)
MARK: RGB = (239, 68, 68)
"""Phase 4 discard marks in the hand picture."""

# ----------------------------------------------------------------------------- layout sizes

WIDTH = 1120
MARGIN = 16
GAP = 12
HEADER_H = 104
PANEL_PAD = 12
PER_ROW = 4
"""Fighter tiles per row in a seat panel; a fifth fighter starts a second row."""
TILE_H = 146
TILE_GAP = 10
GLAD_BAND_H = 80
WEAPON_BAND_H = 40
STRIP_H = TILE_H - GLAD_BAND_H - WEAPON_BAND_H
COMBAT_TITLE_H = 50
COMBAT_TILE_W = 258
VS_W = 84
TRICK_H = 56
TRICK_GAP = 8
TRICKS_PER_ROW = 2

Strip = tuple[str, RGB, RGB]
"""A fighter tile's status strip: (text, fill, text colour)."""


@dataclass(frozen=True)
class CombatGeometry:
    """Inside a combat panel: the two fighter tiles, their info areas and the trick cards."""

    box: Box
    attacker: Box
    defender: Box
    attacker_info: Box
    defender_info: Box
    tricks: list[Box]
    """One box per drawn trick: the attacker's first, then the defender's."""


def combat_geometry(x0: int, y0: int, x1: int, n_att: int, n_def: int) -> CombatGeometry:
    col_w = (x1 - x0 - 2 * PANEL_PAD - VS_W) // 2
    rows = max(1, -(-max(n_att, n_def) // TRICKS_PER_ROW))
    top = y0 + COMBAT_TITLE_H
    trick_top = top + TILE_H + TRICK_GAP
    height = COMBAT_TITLE_H + TILE_H + TRICK_GAP + rows * (TRICK_H + TRICK_GAP) + PANEL_PAD - 2
    tiles: list[Box] = []
    infos: list[Box] = []
    tricks: list[Box] = []
    trick_w = (col_w - (TRICKS_PER_ROW - 1) * TRICK_GAP) // TRICKS_PER_ROW
    for col, count in enumerate((n_att, n_def)):
        cx = x0 + PANEL_PAD + col * (col_w + VS_W)
        tiles.append((cx, top, cx + COMBAT_TILE_W, top + TILE_H))
        infos.append((cx + COMBAT_TILE_W + 14, top, cx + col_w, top + TILE_H))
        for i in range(count):
            tx = cx + (i % TRICKS_PER_ROW) * (trick_w + TRICK_GAP)
            ty = trick_top + (i // TRICKS_PER_ROW) * (TRICK_H + TRICK_GAP)
            tricks.append((tx, ty, tx + trick_w, ty + TRICK_H))
    return CombatGeometry(box=(x0, y0, x1, y0 + height), attacker=tiles[0], defender=tiles[1],
                          attacker_info=infos[0], defender_info=infos[1], tricks=tricks)


# ----------------------------------------------------------------------------- seats and names


def team_play(view: BRView) -> bool:
    return any(len(team) > 1 for team in view.teams)


def seat_colour(view: BRView, seat: SeatView) -> RGB:
    if team_play(view):
        return SEAT_COLOURS[seat.team % len(SEAT_COLOURS)]
    return SEAT_COLOURS[view.seats.index(seat) % len(SEAT_COLOURS)]


def display(voice: Voice, seat: SeatView) -> str:
    """The display name without characters the font lacks; else the seat label."""
    return kit.drawable(voice.names.get(seat.player, "")) or seat.label


def picture_voice(voice: Voice, view: BRView) -> Voice:
    """``voice`` naming every seated player as :func:`display` does, so the names inside
    worded lines (the caption, the result) are drawable too."""
    return voice.for_pictures({seat.player: display(voice, seat) for seat in view.seats})


def player_name(voice: Voice, player: PlayerId) -> str:
    """A name for a player the picture has no seat for (the fight picture)."""
    return kit.drawable(voice.raw_name(player)) or player


def seat_of(view: BRView, player: PlayerId | None) -> SeatView | None:
    return next((s for s in view.seats if s.player == player), None)


def owner(view: BRView, gladiator: str) -> tuple[SeatView, FighterView] | None:
    for seat in view.seats:
        for fighter in seat.arena:
            if fighter.gladiator == gladiator:
                return seat, fighter
    return None


# ----------------------------------------------------------------------------- symbols


def _shield_points(box: Box) -> list[tuple[int, int]]:
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    cx = x0 + w // 2
    return [(x0, y0 + h // 8), (cx, y0), (x1, y0 + h // 8), (x1, y0 + h * 11 // 20),
            (cx, y1), (x0, y0 + h * 11 // 20)]


def symbol(draw: ImageDraw.ImageDraw, box: Box, side: Side, fill: RGB, text: str = "",
           text_fill: RGB = kit.WHITE, fnt: Font | None = None, width: int = 3) -> None:
    """The card symbol of a side: a red-bordered circle (ATK) or a blue-bordered shield (DEF),
    with an optional number inside."""
    if side is Side.ATK:
        draw.ellipse(box, fill=fill, outline=SIDE_EDGE[side], width=width)
    else:
        draw.polygon(_shield_points(box), fill=fill, outline=SIDE_EDGE[side], width=width)
    if text:
        cx, cy = kit.centre(box)
        draw.text((cx, cy - (2 if side is Side.DEF else 0)), text,
                  font=fnt or kit.font(max(12, (box[3] - box[1]) * 3 // 5), True),
                  fill=text_fill, anchor="mm")


def slot_symbols(draw: ImageDraw.ImageDraw, x: int, mid: int, symbols: Sequence[int],
                 size: int = 20) -> int:
    """A gladiator's trick slots (R17): one symbol per slot, ATK then DEF; returns the end x."""
    for i, (side, colour) in enumerate(SLOTS):
        if i == 2 and any(symbols[:2]):
            x += 8  # a wider gap separates the ATK symbols from the DEF ones
        for _ in range(symbols[i]):
            fill = TRICK_FILL[colour]
            symbol(draw, (x, mid - size // 2, x + size, mid + size // 2), side, fill,
                   width=3 if colour is Colour.BLACK else 2)
            x += size + 3
    return x


def value_icons(draw: ImageDraw.ImageDraw, right: int, mid: int, attack: int, defence: int,
                size: int = 30) -> int:
    """A weapon's Attack (red circle) and Defence (blue shield), right-aligned; returns the
    left x."""
    fnt = kit.font(size * 3 // 5, True)
    x = right - size
    symbol(draw, (x, mid - size // 2, x + size, mid + size // 2), Side.DEF, kit.INK,
           str(defence), fnt=fnt)
    x -= size + 6
    symbol(draw, (x, mid - size // 2, x + size, mid + size // 2), Side.ATK, kit.INK,
           str(attack), fnt=fnt)
    return x


def strike(draw: ImageDraw.ImageDraw, box: Box) -> None:
    """R21: a card taken by a Discard pick is struck through (revealed, without effect)."""
    x0, y0, x1, y1 = box
    draw.line((x0 + 6, y1 - 8, x1 - 6, y0 + 8), fill=DEAD, width=5)
    draw.line((x0 + 6, (y0 + y1) // 2, x1 - 6, (y0 + y1) // 2), fill=DEAD, width=4)


# ----------------------------------------------------------------------------- card pieces


def fighter_tile(draw: ImageDraw.ImageDraw, voice: Voice, box: Box, gladiator: str,
                 weapon_id: str | None, *, strip: Strip | None,
                 outline: RGB | None = None) -> None:
    """A gladiator in the arena: its card's top half, its weapon's top half, a status strip.

    ``strip`` is engaged or not on the arena, DIES / SURVIVES on the combat picture, none for
    a draft entry.
    """
    x0, y0, x1, y1 = box
    if outline is not None:
        draw.rounded_rectangle(kit.inset(box, -6), radius=16, outline=outline, width=5)
    draw.rounded_rectangle(box, radius=12, fill=GLAD_FILL, outline=kit.PANEL_EDGE, width=1)
    g = card(gladiator)
    lines = kit.wrap_text(g.name, kit.font(20, True), x1 - x0 - 20, 2)
    if len(lines) > 1:  # a long name takes two tighter lines above the symbols
        lines = kit.wrap_text(g.name, kit.font(19, True), x1 - x0 - 20, 2)
    for i, line in enumerate(lines):
        draw.text((x0 + 10, y0 + 16 + i * 22 + (0 if len(lines) > 1 else 6)), line,
                  font=kit.font(20 if len(lines) == 1 else 19, True), fill=kit.WHITE,
                  anchor="lm")
    sym_mid = y0 + GLAD_BAND_H - 16
    slot_symbols(draw, x0 + 10, sym_mid, g.symbols, size=19)
    # R25: a kill scores gladiator VP + weapon VP, so both sit in one pill ("VP 3+2").
    vp = (voice("brutal_ring.picture.vp_armed", vp=g.vp, weapon=card(weapon_id).vp)
          if weapon_id else voice("brutal_ring.picture.vp", vp=g.vp))
    kit.pill(draw, x1 - 8, sym_mid, vp, kit.font(18, True), fill=kit.WHITE,
             text_fill=GLAD_FILL, pad=7, right_aligned=True)
    wy0, wy1 = y0 + GLAD_BAND_H, y0 + GLAD_BAND_H + WEAPON_BAND_H
    wmid = (wy0 + wy1) // 2
    last = strip is None  # without a status strip the weapon band is the rounded bottom
    band = (x0 + 1, wy0, x1 - 1, min(wy1, y1 - 1))
    corners = (False, False, last, last)
    if weapon_id is None:
        draw.rounded_rectangle(band, radius=11, fill=kit.SLOT, corners=corners)
        draw.text((x0 + 10, wmid), voice("brutal_ring.picture.unarmed"), font=kit.font(19),
                  fill=kit.MUTED, anchor="lm")
        value_icons(draw, x1 - 8, wmid, 0, 0, size=28)
    else:
        w = card(weapon_id)
        draw.rounded_rectangle(band, radius=11, fill=WEAPON_FILL, corners=corners)
        left = value_icons(draw, x1 - 8, wmid, w.attack, w.defence, size=28)
        name = kit.fit_text(w.name, kit.font(19, True), left - 8 - (x0 + 10))
        draw.text((x0 + 10, wmid), name, font=kit.font(19, True), fill=kit.WHITE, anchor="lm")
    if strip is not None:
        text, fill, ink = strip
        band = (x0, wy1, x1, y1)
        draw.rounded_rectangle(band, radius=12, fill=fill, corners=(False, False, True, True))
        draw.text(kit.centre(band), text, font=kit.font(17, True), fill=ink, anchor="mm")
    draw.rounded_rectangle(box, radius=12, outline=kit.PANEL_EDGE, width=1)


def engaged_strip(voice: Voice, fighter: FighterView) -> Strip:
    if fighter.engaged:
        return voice("brutal_ring.picture.engaged"), ENGAGED_FILL, kit.WHITE
    return voice("brutal_ring.picture.unengaged"), FREE_FILL, FREE_TEXT


def trick_card(draw: ImageDraw.ImageDraw, voice: Voice, box: Box, card_id: str | None, sub: str,
               *, tag: str | None = None, removed: bool = False, secret: bool = False,
               dim: bool = False) -> None:
    """A trick on a gladiator: its face (side symbol, name) or a back; ``sub`` names the
    placer, ``tag`` is a pick slot (#k).

    ``secret``: a face only the viewer sees (their own unrevealed trick), outlined like a back.
    ``dim``: a revealed trick without effect (a bluff, cancelled, or discarded), drawn faded so
    the tricks that counted stand out.
    """
    x0, y0, x1, y1 = box
    x = x0 + 10
    if card_id is None:
        kit.card_back(draw, box)
        if tag:
            x = kit.pill(draw, x, (y0 + y1) // 2, tag, kit.font(18, True), fill=kit.WHITE,
                         text_fill=kit.CARD_BACK, pad=8)[2] + 6
        draw.text(((x + x1) // 2, (y0 + y1) // 2), kit.fit_text(sub, kit.font(17, True),
                                                                x1 - x - 10),
                  font=kit.font(17, True), fill=kit.WHITE, anchor="mm", stroke_width=2,
                  stroke_fill=kit.CARD_BACK)
        return
    c = card(card_id)
    fill, ink, edge = TRICK_FILL[c.colour], TRICK_TEXT[c.colour], SIDE_EDGE[c.side]
    if secret:
        edge = kit.CARD_BACK_EDGE
    if dim:
        fill, edge, ink = (kit.blend(fill, kit.PANEL, 0.6), kit.blend(edge, kit.PANEL, 0.5),
                           kit.MUTED)
    draw.rounded_rectangle(box, radius=10, fill=fill, outline=edge, width=4)
    size = min(24, y1 - y0 - 16)
    mid = (y0 + y1) // 2
    symbol(draw, (x, mid - size // 2, x + size, mid + size // 2), c.side, fill, width=3)
    x += size + 8
    room = x1 - 8 - x
    name = kit.fit_text(trick_name(voice, c.trick), kit.font(18, True), room)
    draw.text((x, y0 + 18), name, font=kit.font(18, True), fill=ink, anchor="lm")
    draw.text((x, y1 - 15), kit.fit_text(sub, kit.font(15), room), font=kit.font(15),
              fill=ink, anchor="lm")
    if removed:
        strike(draw, box)


def card_strip(draw: ImageDraw.ImageDraw, voice: Voice, box: Box, card_id: str,
               size: int = 19) -> None:
    """A face-up card in one line: its top half (name, or weapon name and values) and, on the
    right, its trick half in the trick's colour."""
    c = card(card_id)
    x0, y0, x1, y1 = box
    mid = (y0 + y1) // 2
    trick = trick_name(voice, c.trick)
    tfont = kit.font(size - 3, True)
    tw = kit.text_width(trick, tfont) + 20
    split = x1 - tw
    draw.rounded_rectangle(box, radius=8, fill=TRICK_FILL[c.colour],
                           outline=SIDE_EDGE[c.side], width=2)
    draw.rounded_rectangle((x0, y0, split, y1), radius=8,
                           fill=GLAD_FILL if c.is_gladiator else WEAPON_FILL,
                           corners=(True, False, False, True))
    draw.text(((split + x1) // 2, mid), trick, font=tfont, fill=TRICK_TEXT[c.colour],
              anchor="mm")
    top = c.name if c.is_gladiator else weapon(voice, card_id)
    draw.text((x0 + 10, mid), kit.fit_text(top, kit.font(size, True), split - x0 - 16),
              font=kit.font(size, True), fill=kit.WHITE, anchor="lm")


def grid(x0: int, x1: int, y: int, count: int, cols: int, height: int,
         gap: int = GAP) -> tuple[list[Box], int]:
    """``count`` boxes in rows of ``cols`` from ``y``; returns them and the y below."""
    width = (x1 - x0 - (cols - 1) * gap) // cols
    boxes = [(x0 + (i % cols) * (width + gap), y + (i // cols) * (height + gap),
              x0 + (i % cols) * (width + gap) + width, y + (i // cols) * (height + gap) + height)
             for i in range(count)]
    rows = -(-count // cols)
    return boxes, y + rows * (height + gap)
