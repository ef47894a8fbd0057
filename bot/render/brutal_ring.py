"""Brutal Ring pictures: the public arena, a player's private hand, one resolved fight.

Spec sections 1-4 and 6 (cards), 8 (hidden information) and 10 (Discord). Every function is
pure: the same input gives the same PNG bytes. The arena shows what its viewer may see; with a
spectator view (``viewer`` None) that is only public information: hand and draft contents are
never drawn, face-down tricks are card backs. The one private thing a player's own view adds is
the faces of the tricks that player placed (R18), drawn with a card-back outline.

The physical cards are mirrored: a trick's side is a round symbol with a red border (ATK) or a
shield with a blue border (DEF); its colour is orange (specials, gladiator cards) or black
(value modifiers, weapon cards). A weapon's Attack sits in the red circle, its Defence in the
blue shield.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PIL import ImageDraw

from bot.render import kit
from bot.render.kit import RGB, Box, Font
from rules.brutal_ring.content import (
    GLADIATOR,
    ROUNDS,
    SLOTS,
    TRICK_NAMES,
    WEAPON,
    Colour,
    Side,
    Trick,
    card,
)
from rules.brutal_ring.state import BRView, CombatView, FighterView, Phase, SeatView, TrickView
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
BLACK_EDGE: RGB = (120, 120, 128)
"""Black trick cards need a light edge to stand out on the dark panels."""

PHASE_WORDS: dict[Phase, str] = {
    Phase.DRAW: "Phase 1 · Draw",
    Phase.ENTRY: "Phase 2 · Entry into the Ring",
    Phase.ENGAGE: "Phase 3 · Combats",
    Phase.ATTACK: "Phase 3 · Combats",
    Phase.TRICKS: "Phase 3 · Trick window",
    Phase.PICK: "Phase 3 · Discard pick",
    Phase.BONUS: "Phase 3 · Double Attack",
    Phase.DISCARD: "Phase 4 · Survivors",
    Phase.OVER: "Game over",
}

# ----------------------------------------------------------------------------- layout
# Everything is computed by the *_layout functions before drawing, so tests (and callers that
# crop) see exactly the boxes the pictures use.

WIDTH = 1120
MARGIN = 16
GAP = 12
HEADER_H = 104
PILES_H = 64
CAPTION_H = 74
TEAM_HEAD_H = 50
TEAM_BAR = 12
"""2v2: a coloured bar left of a team's two seat panels ties them together."""
PANEL_PAD = 12
NAME_ROW_H = 50
PER_ROW = 4
"""Fighter tiles per row in a seat panel; a fifth fighter starts a second row."""
TILE_H = 146
TILE_GAP = 10
EMPTY_ROW_H = 34
GLAD_BAND_H = 80
WEAPON_BAND_H = 40
STRIP_H = TILE_H - GLAD_BAND_H - WEAPON_BAND_H
COMBAT_TITLE_H = 50
COMBAT_TILE_W = 258
VS_W = 84
TRICK_H = 56
TRICK_GAP = 8
TRICKS_PER_ROW = 2


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
        geometry = _combat_geometry(MARGIN, y, WIDTH - MARGIN, len(att), len(dfn))
        tricks = list(zip([t for t, _ in (*att, *dfn)], geometry.tricks, strict=True))
        y = geometry.box[3] + GAP
    teams: list[Box] = []
    seats: dict[PlayerId, Box] = {}
    fighters: dict[str, Box] = {}
    drafts: dict[PlayerId, list[Box]] = {}
    by_player = {s.player: s for s in view.seats}
    for group in _seat_groups(view):
        x0 = MARGIN
        if _team_play(view):
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


def _team_play(view: BRView) -> bool:
    return any(len(team) > 1 for team in view.teams)


def _seat_groups(view: BRView) -> list[list[PlayerId]]:
    """2v2: team by team (A1, A2 then B1, B2); alone: seat order."""
    if _team_play(view):
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


def drawn_tricks(combat: CombatView,
                 phase: Phase) -> tuple[list[tuple[TrickView, str | None]],
                                        list[tuple[TrickView, str | None]]]:
    """The tricks of each side in drawing order, each with its pick-slot tag.

    During the blind Discard pick (R21/D11) the defender's face-down cards are drawn in the
    offered slot order, tagged ``#1``, ``#2``..., so "card #k" in the public buttons is the
    k-th back on the picture; cards already picked stay in front, face up.
    """
    att = [(t, None) for t in combat.tricks if t.on_attacker]
    dfn: list[tuple[TrickView, str | None]]
    if phase is Phase.PICK and combat.blind:
        dfn = [(t, None) for t in combat.tricks if not t.on_attacker and t.revealed]
        dfn += [(t, f"#{i + 1}") for i, t in enumerate(combat.blind)]
    else:
        dfn = [(t, None) for t in combat.tricks if not t.on_attacker]
    return att, dfn


def _combat_geometry(x0: int, y0: int, x1: int, n_att: int, n_def: int) -> CombatGeometry:
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


# ----------------------------------------------------------------------------- names


def _seat_colour(view: BRView, seat: SeatView) -> RGB:
    if _team_play(view):
        return SEAT_COLOURS[seat.team % len(SEAT_COLOURS)]
    return SEAT_COLOURS[view.seats.index(seat) % len(SEAT_COLOURS)]


def _display(seat: SeatView, names: Mapping[str, str]) -> str:
    """The display name without characters the font lacks; else the seat label."""
    return kit.drawable(names.get(seat.player, "")) or seat.label


def _seat_of(view: BRView, player: PlayerId | None) -> SeatView | None:
    return next((s for s in view.seats if s.player == player), None)


def _owner(view: BRView, gladiator: str) -> tuple[SeatView, FighterView] | None:
    for seat in view.seats:
        for fighter in seat.arena:
            if fighter.gladiator == gladiator:
                return seat, fighter
    return None


def _team_name(view: BRView, index: int) -> str:
    labels = {s.label[0] for s in view.seats if s.team == index}
    return f"Team {labels.pop()}" if len(labels) == 1 else f"Team {index + 1}"


# ----------------------------------------------------------------------------- small shapes


def _centre(box: Box) -> tuple[int, int]:
    return ((box[0] + box[2]) // 2, (box[1] + box[3]) // 2)


def _shield_points(box: Box) -> list[tuple[int, int]]:
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    cx = x0 + w // 2
    return [(x0, y0 + h // 8), (cx, y0), (x1, y0 + h // 8), (x1, y0 + h * 11 // 20),
            (cx, y1), (x0, y0 + h * 11 // 20)]


def _symbol(draw: ImageDraw.ImageDraw, box: Box, side: Side, fill: RGB, text: str = "",
            text_fill: RGB = kit.WHITE, fnt: Font | None = None, width: int = 3) -> None:
    """The card symbol of a side: a red-bordered circle (ATK) or a blue-bordered shield (DEF),
    with an optional number inside."""
    if side is Side.ATK:
        draw.ellipse(box, fill=fill, outline=SIDE_EDGE[side], width=width)
    else:
        draw.polygon(_shield_points(box), fill=fill, outline=SIDE_EDGE[side], width=width)
    if text:
        cx, cy = _centre(box)
        draw.text((cx, cy - (2 if side is Side.DEF else 0)), text,
                  font=fnt or kit.font(max(12, (box[3] - box[1]) * 3 // 5), True),
                  fill=text_fill, anchor="mm")


def _slot_symbols(draw: ImageDraw.ImageDraw, x: int, mid: int, symbols: Sequence[int],
                  size: int = 20) -> int:
    """A gladiator's trick slots (R17): one symbol per slot, ATK then DEF; returns the end x."""
    for i, (side, colour) in enumerate(SLOTS):
        if i == 2 and any(symbols[:2]):
            x += 8  # a wider gap separates the ATK symbols from the DEF ones
        for _ in range(symbols[i]):
            fill = TRICK_FILL[colour]
            _symbol(draw, (x, mid - size // 2, x + size, mid + size // 2), side, fill,
                    width=3 if colour is Colour.BLACK else 2)
            x += size + 3
    return x


def _value_icons(draw: ImageDraw.ImageDraw, right: int, mid: int, attack: int, defence: int,
                 size: int = 30) -> int:
    """A weapon's Attack (red circle) and Defence (blue shield), right-aligned; returns the
    left x."""
    fnt = kit.font(size * 3 // 5, True)
    x = right - size
    _symbol(draw, (x, mid - size // 2, x + size, mid + size // 2), Side.DEF, kit.INK,
            str(defence), fnt=fnt)
    x -= size + 6
    _symbol(draw, (x, mid - size // 2, x + size, mid + size // 2), Side.ATK, kit.INK,
            str(attack), fnt=fnt)
    return x


def _back(draw: ImageDraw.ImageDraw, box: Box, text: str = "", fnt: Font | None = None,
          radius: int = 10) -> None:
    """One card back (its content is secret)."""
    draw.rounded_rectangle(box, radius=radius, fill=kit.CARD_BACK, outline=kit.CARD_BACK_EDGE,
                           width=2)
    if box[2] - box[0] > 16 and box[3] - box[1] > 16:
        draw.rounded_rectangle(kit.inset(box, 5), radius=max(2, radius - 4),
                               outline=kit.CARD_BACK_EDGE, width=1)
    if text:
        draw.text(_centre(box), text, font=fnt or kit.font(18, True), fill=kit.WHITE,
                  anchor="mm", stroke_width=2, stroke_fill=kit.CARD_BACK)


def _strike(draw: ImageDraw.ImageDraw, box: Box) -> None:
    """R21: a card taken by a Discard pick is struck through (revealed, without effect)."""
    x0, y0, x1, y1 = box
    draw.line((x0 + 6, y1 - 8, x1 - 6, y0 + 8), fill=DEAD, width=5)
    draw.line((x0 + 6, (y0 + y1) // 2, x1 - 6, (y0 + y1) // 2), fill=DEAD, width=4)


# ----------------------------------------------------------------------------- card pieces


def _fighter_tile(draw: ImageDraw.ImageDraw, box: Box, gladiator: str, weapon: str | None, *,
                  strip: tuple[str, RGB, RGB] | None, outline: RGB | None = None) -> None:
    """A gladiator in the arena: its card's top half, its weapon's top half, a status strip.

    ``strip`` is (text, fill, text colour): engaged or not on the arena, DIES / SURVIVES on
    the combat picture, none for a draft entry.
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
    _slot_symbols(draw, x0 + 10, sym_mid, g.symbols, size=19)
    # R25: a kill scores gladiator VP + weapon VP, so both sit in one pill ("VP 3+2").
    vp = f"VP {g.vp}+{card(weapon).vp}" if weapon else f"VP {g.vp}"
    kit.pill(draw, x1 - 8, sym_mid, vp, kit.font(18, True), fill=kit.WHITE,
             text_fill=GLAD_FILL, pad=7, right_aligned=True)
    wy0, wy1 = y0 + GLAD_BAND_H, y0 + GLAD_BAND_H + WEAPON_BAND_H
    wmid = (wy0 + wy1) // 2
    last = strip is None  # without a status strip the weapon band is the rounded bottom
    band = (x0 + 1, wy0, x1 - 1, min(wy1, y1 - 1))
    corners = (False, False, last, last)
    if weapon is None:
        draw.rounded_rectangle(band, radius=11, fill=kit.SLOT, corners=corners)
        draw.text((x0 + 10, wmid), "unarmed", font=kit.font(19), fill=kit.MUTED, anchor="lm")
        _value_icons(draw, x1 - 8, wmid, 0, 0, size=28)
    else:
        w = card(weapon)
        draw.rounded_rectangle(band, radius=11, fill=WEAPON_FILL, corners=corners)
        left = _value_icons(draw, x1 - 8, wmid, w.attack, w.defence, size=28)
        name = kit.fit_text(w.name, kit.font(19, True), left - 8 - (x0 + 10))
        draw.text((x0 + 10, wmid), name, font=kit.font(19, True), fill=kit.WHITE, anchor="lm")
    if strip is not None:
        text, fill, ink = strip
        band = (x0, wy1, x1, y1)
        draw.rounded_rectangle(band, radius=12, fill=fill, corners=(False, False, True, True))
        draw.text(_centre(band), text, font=kit.font(17, True), fill=ink, anchor="mm")
    draw.rounded_rectangle(box, radius=12, outline=kit.PANEL_EDGE, width=1)


def _entry_back(draw: ImageDraw.ImageDraw, box: Box, armed: bool) -> None:
    """A sealed draft entry (D4): a gladiator back, with a weapon back if it carries one."""
    x0, y0, x1, y1 = box
    _back(draw, (x0, y0, x1, y0 + GLAD_BAND_H + 8), "Gladiator", kit.font(20, True))
    low = (x0 + 14, y0 + GLAD_BAND_H + 14, x1 - 14, y1)
    if armed:
        _back(draw, low, "Weapon", kit.font(18, True))
    else:
        draw.rounded_rectangle(low, radius=10, outline=kit.SLOT, width=2)
        draw.text(_centre(low), "no weapon", font=kit.font(17), fill=kit.MUTED, anchor="mm")


def _blend(a: RGB, b: RGB, t: float) -> RGB:
    """``a`` moved a fraction ``t`` of the way to ``b``."""
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t),
            round(a[2] + (b[2] - a[2]) * t))


def _trick_card(draw: ImageDraw.ImageDraw, box: Box, card_id: str | None, sub: str, *,
                tag: str | None = None, removed: bool = False, secret: bool = False,
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
        _back(draw, box)
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
        fill, edge, ink = _blend(fill, kit.PANEL, 0.6), _blend(edge, kit.PANEL, 0.5), kit.MUTED
    draw.rounded_rectangle(box, radius=10, fill=fill, outline=edge, width=4)
    size = min(24, y1 - y0 - 16)
    mid = (y0 + y1) // 2
    _symbol(draw, (x, mid - size // 2, x + size, mid + size // 2), c.side, fill,
            width=3)
    x += size + 8
    room = x1 - 8 - x
    name = kit.fit_text(TRICK_NAMES[c.trick], kit.font(18, True), room)
    draw.text((x, y0 + 18), name, font=kit.font(18, True), fill=ink, anchor="lm")
    draw.text((x, y1 - 15), kit.fit_text(sub, kit.font(15), room), font=kit.font(15),
              fill=ink, anchor="lm")
    if removed:
        _strike(draw, box)


def _card_strip(draw: ImageDraw.ImageDraw, box: Box, card_id: str, size: int = 19) -> None:
    """A face-up card in one line: its top half (name, or weapon name and values) and, on the
    right, its trick half in the trick's colour."""
    c = card(card_id)
    x0, y0, x1, y1 = box
    mid = (y0 + y1) // 2
    trick = TRICK_NAMES[c.trick]
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
    top = c.name if c.is_gladiator else f"{c.name} {c.attack}/{c.defence}"
    draw.text((x0 + 10, mid), kit.fit_text(top, kit.font(size, True), split - x0 - 16),
              font=kit.font(size, True), fill=kit.WHITE, anchor="lm")


# ----------------------------------------------------------------------------- the arena


def render_arena(view: BRView, names: Mapping[str, str] | None = None) -> bytes:
    """The arena as ``view.viewer`` may see it (a spectator view: public information only).

    Each player's gladiators and weapons with their engaged state, the points (team scores in
    2v2), Phase 2 draft counts as backs, the current combat with its tricks (backs until
    revealed), the round, phase, First Player, whose turn, the piles and discard tops, the
    last public event and, once the game is over, the result. ``names`` maps player ids to
    display names (default: the seat labels).
    """
    names = names or {}
    layout = arena_layout(view)
    image, draw = kit.canvas(WIDTH, layout.height)
    if view.outcome is not None:
        _draw_banner(draw, layout.header, view, names)
    else:
        _draw_header(draw, layout.header, view, names)
    _draw_piles(draw, layout.piles, view)
    if view.combat is not None and layout.combat is not None:
        _draw_combat_panel(draw, layout, view, view.combat, names)
    for i, box in enumerate(layout.teams):
        _draw_team_head(draw, box, view, i, layout)
    for seat in view.seats:
        _draw_seat(draw, layout, view, seat, names)
    kit.caption(draw, layout.caption, kit.last_public(view.log), 24, 15, 30)
    return kit.to_png(image)


def _status(view: BRView, names: Mapping[str, str]) -> tuple[str, SeatView | None]:
    """What the table is waiting for, in words, and the seat it concerns (if one)."""
    active = _seat_of(view, view.active)
    waiting = [s for s in view.seats if s.player in view.waiting]
    if view.phase is Phase.DRAW:
        return f"Drawing up to 8 cards · waiting for {len(waiting)} of {len(view.seats)}", None
    if view.phase is Phase.ENTRY:
        done = sum(1 for s in view.seats if s.confirmed)
        return f"Sealed entries · {done} of {len(view.seats)} confirmed", None
    if view.phase is Phase.DISCARD:
        done = sum(1 for s in view.seats if s.discards_done)
        return f"Survivors scored · secret discards: {done} of {len(view.seats)} done", None
    combat = view.combat
    if view.phase is Phase.TRICKS and combat is not None:
        ready = sum(1 for p in combat.att_side + combat.def_side if _ready(view, combat, p))
        total = len(combat.att_side) + len(combat.def_side)
        return f"Face-down tricks · {ready} of {total} ready", None
    if active is None:
        return "", None
    who = _display(active, names)
    glad = card(view.engaged).name if view.engaged else ""
    if view.phase is Phase.ENGAGE:
        return f"{who} engages a gladiator", active
    if view.phase is Phase.ATTACK:
        return f"{who}: {glad} attacks or passes", active
    if view.phase is Phase.BONUS:
        return f"{who}: {glad} may fight a bonus combat", active
    if view.phase is Phase.PICK and combat is not None:
        return f"{who} picks a face-down card blind ({combat.picks} left)", active
    return who, active


def _ready(view: BRView, combat: CombatView, player: PlayerId) -> bool:
    """R18/D9: ready, or without a decision (an empty hand and nothing placed counts as
    ready in the engine, without a ready flag)."""
    return player in combat.ready or player not in view.waiting


def _draw_header(draw: ImageDraw.ImageDraw, box: Box, view: BRView,
                 names: Mapping[str, str]) -> None:
    draw.rounded_rectangle(box, radius=14, fill=kit.PANEL)
    x0, y0, x1, y1 = box
    top = y0 + 30
    title_font = kit.font(32, True)
    draw.text((x0 + 20, top), "Brutal Ring", font=title_font, fill=kit.TEXT, anchor="lm")
    x = x0 + 20 + kit.text_width("Brutal Ring", title_font) + 24
    rnd = f"Round {view.round}/{ROUNDS}"
    draw.text((x, top + 1), rnd, font=kit.font(26, True), fill=kit.GOLD, anchor="lm")
    x += kit.text_width(rnd, kit.font(26, True)) + 20
    draw.text((x, top + 1), PHASE_WORDS[view.phase], font=kit.font(26), fill=kit.MUTED,
              anchor="lm")
    first = _seat_of(view, view.first_player)
    if first is not None:
        text = kit.fit_text(f"★ First: {_display(first, names)}", kit.font(22, True), 260)
        kit.pill(draw, x1 - 16, top, text, kit.font(22, True), fill=_seat_colour(view, first),
                 text_fill=kit.INK, pad=10, right_aligned=True)
    status, seat = _status(view, names)
    low = y1 - 26
    if seat is not None:
        text = kit.fit_text(f"▶ {status}", kit.font(24, True), x1 - x0 - 60)
        kit.pill(draw, x0 + 16, low, text, kit.font(24, True), fill=_seat_colour(view, seat),
                 text_fill=kit.INK, pad=10)
    elif status:
        draw.text((x0 + 20, low), kit.fit_text(status, kit.font(24), x1 - x0 - 40),
                  font=kit.font(24), fill=kit.TEXT, anchor="lm")


def _draw_banner(draw: ImageDraw.ImageDraw, box: Box, view: BRView,
                 names: Mapping[str, str]) -> None:
    assert view.outcome is not None
    draw.rounded_rectangle(box, radius=14, fill=kit.GOLD)
    winners = [s for w in view.outcome.winners if (s := _seat_of(view, w)) is not None]
    who = " and ".join(_display(s, names) for s in winners)
    if not winners:
        title = "Game over: a draw"
    elif view.outcome.reason == "shared":
        title = f"Game over: {who} share the win!"
    else:
        title = f"Game over: {who} win{'s' if len(winners) == 1 else ''}!"
    width = box[2] - box[0] - 40
    draw.text((box[0] + 20, box[1] + 30), kit.fit_text(title, kit.font(32, True), width),
              font=kit.font(32, True), fill=kit.INK, anchor="lm")
    for i, line in enumerate(kit.wrap_text(view.outcome.detail, kit.font(22), width, 2)):
        draw.text((box[0] + 20, box[1] + 66 + i * 26), line, font=kit.font(22), fill=kit.INK,
                  anchor="lm")


def _draw_piles(draw: ImageDraw.ImageDraw, box: Box, view: BRView) -> None:
    """Both draw piles (sizes only, D1) and both discard piles (face up, D2), by type."""
    draw.rounded_rectangle(box, radius=14, fill=kit.PANEL)
    x0, y0, x1, y1 = box
    half = (x1 - x0) // 2
    mid = (y0 + y1) // 2
    for i, (kind, word) in enumerate(((GLADIATOR, "Gladiators"), (WEAPON, "Weapons"))):
        left = x0 + 14 + i * half
        stack = (left, y0 + 8, left + 42, y1 - 8)
        kit.face_down_stack(draw, stack, view.pile_sizes.get(kind, 0), kit.font(20, True))
        draw.text((stack[2] + 10, mid - 12), word, font=kit.font(20, True), fill=kit.TEXT,
                  anchor="lm")
        discards = view.discards.get(kind, [])
        draw.text((stack[2] + 10, mid + 13), f"discard {len(discards)}", font=kit.font(18),
                  fill=kit.MUTED, anchor="lm")
        strip_x = stack[2] + 10 + max(kit.text_width(word, kit.font(20, True)),
                                      kit.text_width("discard 00", kit.font(18))) + 12
        strip = (strip_x, y0 + 12, x0 + (i + 1) * half - 14, y1 - 12)
        if discards:
            _card_strip(draw, strip, discards[-1], size=18)
        else:
            draw.rounded_rectangle(strip, radius=8, outline=kit.SLOT, width=2)
            draw.text(_centre(strip), "empty discard", font=kit.font(18), fill=kit.MUTED,
                      anchor="mm")


def _draw_team_head(draw: ImageDraw.ImageDraw, box: Box, view: BRView, index: int,
                    layout: ArenaLayout) -> None:
    """2v2 (R1): the team's colour, name, members and score; a bar down its seat panels."""
    members = [s for s in view.seats if s.team == index]
    colour = SEAT_COLOURS[index % len(SEAT_COLOURS)]
    x0, y0, x1, y1 = box
    bottom = max(layout.seats[s.player][3] for s in members)
    draw.rounded_rectangle((x0, y0, x0 + TEAM_BAR, bottom), radius=6, fill=colour)
    mid = (y0 + y1) // 2
    draw.text((x0 + TEAM_BAR + 12, mid), _team_name(view, index), font=kit.font(30, True),
              fill=colour, anchor="lm")
    x = x0 + TEAM_BAR + 24 + kit.text_width(_team_name(view, index), kit.font(30, True))
    draw.text((x, mid + 2), " + ".join(s.label for s in members), font=kit.font(22),
              fill=kit.MUTED, anchor="lm")
    score = view.team_scores[index] if index < len(view.team_scores) else 0
    kit.pill(draw, x1 - 4, mid, f"★ {score} pt{'s' if score != 1 else ''}",
             kit.font(28, True), fill=kit.GOLD, text_fill=kit.INK, pad=14, right_aligned=True)


def _seat_chips(view: BRView, seat: SeatView) -> list[tuple[str, RGB, RGB]]:
    """The seat's public state as (text, fill, text colour) chips, most urgent first."""
    chips: list[tuple[str, RGB, RGB]] = []
    colour = _seat_colour(view, seat)
    combat = view.combat
    if seat.player == view.active and view.phase in (Phase.ENGAGE, Phase.ATTACK, Phase.PICK,
                                                     Phase.BONUS):
        chips.append(("▶ TO PLAY", colour, kit.INK))
    if view.phase is Phase.DRAW:
        chips.append((f"drawing · {seat.to_draw} left", kit.BG, kit.TEXT) if seat.to_draw
                     else ("✓ drawn", kit.GREEN, kit.WHITE))
    elif view.phase is Phase.ENTRY:
        chips.append(("✓ confirmed", kit.GREEN, kit.WHITE) if seat.confirmed
                     else ("drafting…", kit.BG, kit.TEXT))
    elif view.phase is Phase.DISCARD:
        chips.append(("✓ discards decided", kit.GREEN, kit.WHITE) if seat.discards_done
                     else ("deciding discards…", kit.BG, kit.TEXT))
    elif view.phase is Phase.TRICKS and combat is not None and (
            seat.player in combat.att_side or seat.player in combat.def_side):
        chips.append(("✓ ready", kit.GREEN, kit.WHITE) if _ready(view, combat, seat.player)
                     else ("placing tricks…", kit.BG, kit.TEXT))
    return chips


def _draw_seat(draw: ImageDraw.ImageDraw, layout: ArenaLayout, view: BRView, seat: SeatView,
               names: Mapping[str, str]) -> None:
    box = layout.seats[seat.player]
    colour = _seat_colour(view, seat)
    active = seat.player == view.active or seat.player in view.waiting
    draw.rounded_rectangle(box, radius=14, fill=kit.PANEL,
                           outline=colour if active else kit.PANEL_EDGE, width=4 if active else 2)
    x0, y0, x1, _ = box
    mid = y0 + PANEL_PAD + NAME_ROW_H // 2 - 4
    dot = (x0 + PANEL_PAD + 2, mid - 12, x0 + PANEL_PAD + 26, mid + 12)
    draw.ellipse(dot, fill=colour, outline=kit.WHITE, width=2)
    # Right to left: points, hand count, then the chips; the name takes what is left.
    if _team_play(view):
        points = f"{seat.points} pt{'s' if seat.points != 1 else ''} scored"
        right = kit.pill(draw, x1 - PANEL_PAD, mid, points, kit.font(22, True), fill=kit.BG,
                         text_fill=kit.GOLD, pad=10, right_aligned=True)[0]
    else:
        points = f"★ {seat.points} pt{'s' if seat.points != 1 else ''}"
        right = kit.pill(draw, x1 - PANEL_PAD, mid, points, kit.font(28, True), fill=kit.GOLD,
                         text_fill=kit.INK, pad=14, right_aligned=True)[0]
    hand = f"hand {seat.hand_count}"
    hand_w = kit.text_width(hand, kit.font(22))
    draw.text((right - 12, mid), hand, font=kit.font(22), fill=kit.TEXT, anchor="rm")
    mini = (right - 22 - hand_w - 22, mid - 15, right - 22 - hand_w, mid + 15)
    _back(draw, mini, radius=4)
    right = mini[0] - 16
    for text, fill, ink in reversed(_seat_chips(view, seat)):
        right = kit.pill(draw, right, mid, text, kit.font(20, True), fill=fill, text_fill=ink,
                         pad=9, right_aligned=True)[0] - 8
    x = dot[2] + 12
    name_font = kit.font(28, True)
    name = kit.fit_text(_display(seat, names), name_font, max(40, right - x - 70))
    draw.text((x, mid), name, font=name_font, fill=kit.TEXT, anchor="lm")
    if name != seat.label:
        draw.text((x + kit.text_width(name, name_font) + 10, mid + 2), seat.label,
                  font=kit.font(22), fill=kit.MUTED, anchor="lm")
    if view.first_player == seat.player:
        draw.text((dot[0] + 12, mid), "★", font=kit.font(16, True), fill=kit.INK, anchor="mm")
    _draw_fighters(draw, layout, view, seat)


def _draw_fighters(draw: ImageDraw.ImageDraw, layout: ArenaLayout, view: BRView,
                   seat: SeatView) -> None:
    box = layout.seats[seat.player]
    drafts = layout.drafts.get(seat.player, [])
    if not seat.arena and not drafts:
        y = box[1] + PANEL_PAD + NAME_ROW_H + EMPTY_ROW_H // 2 - 4
        draw.text((box[0] + PANEL_PAD + 4, y), "No gladiator in the arena", font=kit.font(21),
                  fill=kit.MUTED, anchor="lm")
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
        _fighter_tile(draw, tile, fighter.gladiator, fighter.weapon,
                      strip=_engaged_strip(fighter), outline=outline)
    for i, tile in enumerate(drafts):
        _entry_back(draw, tile, armed=i < seat.draft_armed)


def _engaged_strip(fighter: FighterView) -> tuple[str, RGB, RGB]:
    return ("⚔ ENGAGED", ENGAGED_FILL, kit.WHITE) if fighter.engaged else (
        "unengaged", FREE_FILL, FREE_TEXT)


def _draw_combat_panel(draw: ImageDraw.ImageDraw, layout: ArenaLayout, view: BRView,
                       combat: CombatView, names: Mapping[str, str]) -> None:
    geo = layout.combat
    assert geo is not None
    draw.rounded_rectangle(geo.box, radius=14, fill=(52, 40, 36), outline=kit.GOLD, width=3)
    x0, y0, x1, _ = geo.box
    mid = y0 + COMBAT_TITLE_H // 2 + 2
    title = "Bonus combat" if combat.bonus else "Combat"
    draw.text((x0 + 18, mid), title, font=kit.font(28, True), fill=kit.GOLD, anchor="lm")
    x = x0 + 18 + kit.text_width(title, kit.font(28, True)) + 18
    base = f"weapons {combat.base_attack} against {combat.base_defence} before tricks"
    draw.text((x, mid + 1), base, font=kit.font(22), fill=kit.TEXT, anchor="lm")
    if view.phase is Phase.PICK:
        note = f"Discard: {combat.picks} blind pick{'s' if combat.picks != 1 else ''}"
    elif view.phase is Phase.TRICKS:
        note = "tricks face down"
    else:
        note = "revealed"
    kit.pill(draw, x1 - 16, mid, note, kit.font(20, True), fill=kit.BG, text_fill=kit.GOLD,
             pad=10, right_aligned=True)
    vs_x = (geo.attacker_info[2] + geo.defender[0]) // 2
    draw.text((vs_x, (geo.attacker[1] + geo.attacker[3]) // 2), "VS", font=kit.font(34, True),
              fill=kit.GOLD, anchor="mm")
    sides = ((combat.attacker, combat.att_side, geo.attacker, geo.attacker_info, "ATTACKER"),
             (combat.defender, combat.def_side, geo.defender, geo.defender_info, "DEFENDER"))
    for gladiator, side, tile, info, role in sides:
        found = _owner(view, gladiator)
        weapon = found[1].weapon if found else None
        strip = _engaged_strip(found[1]) if found else None
        _fighter_tile(draw, tile, gladiator, weapon, strip=strip)
        _draw_side_info(draw, info, view, combat, side, role, names)
    by_player = {s.player: s for s in view.seats}
    att, dfn = drawn_tricks(combat, view.phase)
    for (trick, tag), box in zip((*att, *dfn), geo.tricks, strict=True):
        placer = by_player.get(trick.placer)
        sub = f"by {_display(placer, names) if placer else trick.placer}"
        if trick.card is not None and not trick.revealed:
            sub = "yours · still face down"
        # R19: a revealed trick of the wrong side for its gladiator is an inert bluff.
        role = Side.ATK if trick.on_attacker else Side.DEF
        bluff = trick.revealed and trick.card is not None and card(trick.card).side is not role
        if bluff:
            sub += " · bluff"
        _trick_card(draw, box, trick.card, sub, tag=tag, removed=trick.removed,
                    secret=trick.card is not None and not trick.revealed,
                    dim=bluff or trick.removed)
    for side_tricks, tile in ((att, geo.attacker), (dfn, geo.defender)):
        if not side_tricks:
            y = tile[3] + TRICK_GAP + TRICK_H // 2
            draw.text((tile[0] + 4, y), "no trick placed", font=kit.font(20), fill=kit.MUTED,
                      anchor="lm")


def _draw_side_info(draw: ImageDraw.ImageDraw, box: Box, view: BRView, combat: CombatView,
                    side: list[PlayerId], role: str, names: Mapping[str, str]) -> None:
    """Role, the side's players with their ready flags (R18) and the trick count."""
    x0, y0, x1, _ = box
    draw.text((x0, y0 + 14), role, font=kit.font(22, True), fill=kit.GOLD, anchor="lm")
    on_attacker = role == "ATTACKER"
    count = sum(1 for t in combat.tricks if t.on_attacker == on_attacker)
    draw.text((x1, y0 + 15), f"{count} trick{'s' if count != 1 else ''}", font=kit.font(18),
              fill=kit.MUTED, anchor="rm")
    for i, player in enumerate(side):
        seat = _seat_of(view, player)
        if seat is None:
            continue
        y = y0 + 50 + i * 40
        colour = _seat_colour(view, seat)
        draw.ellipse((x0, y - 9, x0 + 18, y + 9), fill=colour)
        ready = _ready(view, combat, player)
        if view.phase is Phase.TRICKS:
            flag = kit.pill(draw, x1, y, "✓ ready" if ready else "placing", kit.font(17, True),
                            fill=kit.GREEN if ready else kit.BG,
                            text_fill=kit.WHITE if ready else kit.MUTED, pad=7,
                            right_aligned=True)[0]
        else:
            flag = x1
        name = kit.fit_text(_display(seat, names), kit.font(20, True), flag - x0 - 32)
        draw.text((x0 + 25, y), name, font=kit.font(20, True), fill=kit.TEXT, anchor="lm")


# ----------------------------------------------------------------------------- the hand

HAND_COLS = 4
HAND_TILE_H = 262
HAND_TOP_H = 150
SECTION_H = 46
LEGEND_H = 44


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


def _own_seat(view: BRView) -> SeatView:
    seat = _seat_of(view, view.viewer)
    if view.viewer is None or seat is None or seat.hand is None:
        raise ValueError("render_hand needs a player's own view (the viewer holds no hand)")
    return seat


def _own_tricks(view: BRView) -> list[TrickView]:
    """The viewer's own placed tricks still on a gladiator (they left the hand, R18)."""
    if view.combat is None:
        return []
    return [t for t in view.combat.tricks if t.placer == view.viewer and t.card is not None]


def _grid(x0: int, x1: int, y: int, count: int, cols: int, height: int,
          gap: int = GAP) -> tuple[list[Box], int]:
    width = (x1 - x0 - (cols - 1) * gap) // cols
    boxes = [(x0 + (i % cols) * (width + gap), y + (i // cols) * (height + gap),
              x0 + (i % cols) * (width + gap) + width, y + (i // cols) * (height + gap) + height)
             for i in range(count)]
    rows = -(-count // cols)
    return boxes, y + rows * (height + gap)


def hand_layout(view: BRView) -> HandLayout:
    """The geometry of :func:`render_hand` (``ValueError`` for a spectator)."""
    seat = _own_seat(view)
    hand = seat.hand or []
    y = MARGIN
    header = (MARGIN, y, WIDTH - MARGIN, y + HEADER_H - 16)
    y = header[3] + GAP + SECTION_H
    boxes, y = _grid(MARGIN, WIDTH - MARGIN, y, len(hand), HAND_COLS, HAND_TILE_H)
    if not hand:
        y += 50
    draft: list[Box] = []
    if seat.draft:
        draft, y = _grid(MARGIN, WIDTH - MARGIN, y + SECTION_H, len(seat.draft), PER_ROW,
                         TILE_H - STRIP_H)
    tricks: list[tuple[TrickView, Box]] = []
    own = _own_tricks(view)
    if own:
        trick_boxes, y = _grid(MARGIN, WIDTH - MARGIN, y + SECTION_H, len(own), 3, TRICK_H)
        tricks = list(zip(own, trick_boxes, strict=True))
    arena_ids = {f.gladiator for f in seat.arena}
    marked = [m for m in (seat.marks or []) if m in arena_ids]
    marked_boxes: list[Box] = []
    if marked:
        marked_boxes, y = _grid(MARGIN, WIDTH - MARGIN, y + SECTION_H, len(marked), PER_ROW,
                                TILE_H)
    legend = (MARGIN, y, WIDTH - MARGIN, y + LEGEND_H)
    return HandLayout(height=legend[3] + MARGIN, header=header, legend=legend,
                      hand=list(zip(hand, boxes, strict=True)), draft=draft, tricks=tricks,
                      marked_arena=list(zip(marked, marked_boxes, strict=True)))


def render_hand(view: BRView) -> bytes:
    """The viewer's private picture: every hand card with both halves (top: gladiator or
    weapon; bottom: the trick), their sealed draft (Phase 2), their own face-down tricks
    (Phase 3) and their discard marks (Phase 4).

    Raises ``ValueError`` for a spectator or any view that holds no hand.
    """
    seat = _own_seat(view)
    layout = hand_layout(view)
    image, draw = kit.canvas(WIDTH, layout.height)
    _draw_hand_header(draw, layout.header, view, seat)
    marks = set(seat.marks or [])
    y = layout.header[3] + GAP
    count = len(seat.hand or [])
    _section(draw, y, f"Your hand · {count} card{'s' if count != 1 else ''} · "
             "play a card as its top half or as its trick, never both")
    if not seat.hand:
        draw.text((MARGIN + 6, y + SECTION_H + 20), "No cards in hand", font=kit.font(24),
                  fill=kit.MUTED, anchor="lm")
    for cid, box in layout.hand:
        _hand_card(draw, box, cid, marked=cid in marks)
    if layout.draft and seat.draft:
        armed = sum(1 for e in seat.draft if e.weapon)
        state = "confirmed" if seat.confirmed else "not confirmed yet"
        entries = f"{len(seat.draft)} entr{'ies' if len(seat.draft) != 1 else 'y'}"
        _section(draw, layout.draft[0][1] - SECTION_H, f"Your sealed draft · {entries}, "
                 f"{armed} armed · {state} · others see only backs")
        for entry, box in zip(seat.draft, layout.draft, strict=True):
            _fighter_tile(draw, box, entry.gladiator, entry.weapon, strip=None)
    if layout.tricks and view.combat is not None:
        gladiator = card(view.combat.attacker if layout.tricks[0][0].on_attacker
                         else view.combat.defender).name
        _section(draw, layout.tricks[0][1][1] - SECTION_H,
                 f"Your tricks on {gladiator} · face down to the others")
        for trick, box in layout.tricks:
            _trick_card(draw, box, trick.card, "revealed" if trick.revealed else "face down",
                        removed=trick.removed, secret=not trick.revealed)
    if layout.marked_arena:
        _section(draw, layout.marked_arena[0][1][1] - SECTION_H,
                 "Gladiators you mark for discard (with their weapons)")
        for gladiator, box in layout.marked_arena:
            fighter = next(f for f in seat.arena if f.gladiator == gladiator)
            _fighter_tile(draw, box, gladiator, fighter.weapon,
                          strip=("✗ TO DISCARD", MARK, kit.WHITE), outline=MARK)
    _draw_legend(draw, layout.legend)
    return kit.to_png(image)


def _draw_legend(draw: ImageDraw.ImageDraw, box: Box) -> None:
    """What the slot symbols mean (R17): the side by shape, the trick colour by fill."""
    draw.rounded_rectangle(box, radius=12, fill=kit.PANEL)
    mid = (box[1] + box[3]) // 2
    fnt = kit.font(19)
    x = box[0] + 14
    draw.text((x, mid), "Trick slots:", font=kit.font(19, True), fill=kit.MUTED, anchor="lm")
    x += kit.text_width("Trick slots:", kit.font(19, True)) + 14
    for (side, colour), text in zip(SLOTS, ("attack special", "attack +N / x2",
                                            "defence special", "defence +N / x2"),
                                    strict=True):
        _symbol(draw, (x, mid - 11, x + 22, mid + 11), side, TRICK_FILL[colour])
        draw.text((x + 28, mid), text, font=fnt, fill=kit.TEXT, anchor="lm")
        x += 28 + kit.text_width(text, fnt) + 22


def _section(draw: ImageDraw.ImageDraw, y: int, text: str) -> None:
    draw.text((MARGIN + 4, y + SECTION_H // 2), kit.fit_text(text, kit.font(24, True),
                                                              WIDTH - 2 * MARGIN - 8),
              font=kit.font(24, True), fill=kit.MUTED, anchor="lm")


def _draw_hand_header(draw: ImageDraw.ImageDraw, box: Box, view: BRView, seat: SeatView) -> None:
    colour = _seat_colour(view, seat)
    draw.rounded_rectangle(box, radius=14, fill=kit.PANEL, outline=colour, width=4)
    mid = (box[1] + box[3]) // 2
    title = f"Your hand · {seat.label}"
    draw.text((box[0] + 20, mid), title, font=kit.font(32, True), fill=kit.TEXT, anchor="lm")
    x = box[0] + 20 + kit.text_width(title, kit.font(32, True)) + 20
    pts = view.team_scores[seat.team] if _team_play(view) else seat.points
    draw.text((x, mid + 1), f"★ {pts} pts", font=kit.font(26, True), fill=kit.GOLD,
              anchor="lm")
    status = f"Round {view.round}/{ROUNDS} · {PHASE_WORDS[view.phase]}"
    mine = view.viewer in view.waiting
    kit.pill(draw, box[2] - 16, mid, status, kit.font(22, True),
             fill=colour if mine else kit.BG, text_fill=kit.INK if mine else kit.TEXT,
             pad=12, right_aligned=True)


def _hand_card(draw: ImageDraw.ImageDraw, box: Box, card_id: str, *, marked: bool) -> None:
    """A hand card with both halves: the top (a gladiator or a weapon) and the trick."""
    c = card(card_id)
    x0, y0, x1, y1 = box
    if marked:  # a ring outside the card reads on both card colours
        draw.rounded_rectangle(kit.inset(box, -6), radius=18, outline=MARK, width=5)
    top_fill = GLAD_FILL if c.is_gladiator else WEAPON_FILL
    draw.rounded_rectangle(box, radius=14, fill=top_fill, outline=kit.WHITE, width=2)
    head = y0 + 20
    if marked:
        kit.pill(draw, x0 + 10, head, "✗ DISCARD", kit.font(17, True), fill=MARK,
                 text_fill=kit.WHITE, pad=8)
    else:
        kind = f"{'GLADIATOR' if c.is_gladiator else 'WEAPON'} · {card_id}"
        draw.text((x0 + 12, head), kind, font=kit.font(16, True), fill=kit.MUTED, anchor="lm")
    kit.pill(draw, x1 - 10, head, f"VP {c.vp}", kit.font(20, True), fill=kit.WHITE,
             text_fill=top_fill, pad=8, right_aligned=True)
    for i, line in enumerate(kit.wrap_text(c.name, kit.font(24, True), x1 - x0 - 24, 2)):
        draw.text((x0 + 12, y0 + 54 + i * 28), line, font=kit.font(24, True), fill=kit.WHITE,
                  anchor="lm")
    row = y0 + HAND_TOP_H - 28
    if c.is_gladiator:
        _slot_symbols(draw, x0 + 12, row, c.symbols, size=24)
    else:
        left = x0 + 12
        for side, value, word in ((Side.ATK, c.attack, "Attack"), (Side.DEF, c.defence,
                                                                    "Defence")):
            _symbol(draw, (left, row - 18, left + 36, row + 18), side, kit.INK, str(value),
                    fnt=kit.font(22, True), width=3)
            draw.text((left + 42, row), word, font=kit.font(16), fill=kit.MUTED, anchor="lm")
            left += 42 + kit.text_width(word, kit.font(16)) + 14
    # The bottom half: the trick, in its colour, bordered like its side symbol.
    split = y0 + HAND_TOP_H + 4
    draw.line((x0 + 12, split, x1 - 12, split), fill=kit.MUTED, width=1)
    draw.text(((x0 + x1) // 2, split), " or as a trick ", font=kit.font(15), fill=kit.MUTED,
              anchor="mm", stroke_width=4, stroke_fill=top_fill)
    trick = (x0 + 8, split + 16, x1 - 8, y1 - 8)
    fill, ink = TRICK_FILL[c.colour], TRICK_TEXT[c.colour]
    draw.rounded_rectangle(trick, radius=10, fill=fill, outline=SIDE_EDGE[c.side], width=4)
    mid = (trick[1] + trick[3]) // 2
    _symbol(draw, (trick[0] + 12, mid - 16, trick[0] + 44, mid + 16), c.side, fill, width=4)
    tx = trick[0] + 54
    lines = kit.wrap_text(TRICK_NAMES[c.trick], kit.font(22, True), trick[2] - 8 - tx, 2)
    top = mid - (len(lines) * 25 + 18) // 2
    for i, line in enumerate(lines):
        draw.text((tx, top + 12 + i * 25), line, font=kit.font(22, True), fill=ink,
                  anchor="lm")
    role = "attack trick" if c.side is Side.ATK else "defence trick"
    draw.text((tx, top + len(lines) * 25 + 10), role, font=kit.font(15), fill=ink,
              anchor="lm")


# ----------------------------------------------------------------------------- one combat

RESULT_TITLE_H = 92
RESULT_HEAD_H = 44
VALUES_H = 168


@dataclass(frozen=True)
class CombatLayout:
    """Where :func:`render_combat` draws the fighters, each trick and the values."""

    height: int
    title: Box
    attacker: Box
    defender: Box
    attacker_info: Box
    defender_info: Box
    tricks: list[Box]
    """Aligned with ``result["tricks"]`` (the data's order, not the drawing order)."""
    values: Box


def combat_layout(result: Mapping[str, Any]) -> CombatLayout:
    tricks = list(result.get("tricks", []))
    n_att = sum(1 for t in tricks if t["on_attacker"])
    n_def = len(tricks) - n_att
    title = (MARGIN, MARGIN, WIDTH - MARGIN, MARGIN + RESULT_TITLE_H)
    y = title[3] + GAP + RESULT_HEAD_H
    geo = _combat_geometry(MARGIN - PANEL_PAD, y - COMBAT_TITLE_H, WIDTH - MARGIN + PANEL_PAD,
                           n_att, n_def)
    att_boxes = iter(geo.tricks[:n_att])
    def_boxes = iter(geo.tricks[n_att:])
    boxes = [next(att_boxes) if t["on_attacker"] else next(def_boxes) for t in tricks]
    values_top = geo.box[3] - PANEL_PAD + GAP
    values = (MARGIN, values_top, WIDTH - MARGIN, values_top + VALUES_H)
    return CombatLayout(height=values[3] + MARGIN, title=title, attacker=geo.attacker,
                        defender=geo.defender, attacker_info=geo.attacker_info,
                        defender_info=geo.defender_info, tricks=boxes, values=values)


def _fairplay(result: Mapping[str, Any]) -> str | None:
    """R20/D10: which side's effective Fairplay cancelled every trick (the attacker's is
    checked first), or None."""
    for on_attacker, trick in ((True, Trick.A_FAIRPLAY), (False, Trick.D_FAIRPLAY)):
        if any(t["on_attacker"] == on_attacker and not t.get("removed")
               and card(t["card"]).trick is trick for t in result.get("tricks", [])):
            return "attack" if on_attacker else "defence"
    return None


def _effect_tag(trick: Mapping[str, Any], result: Mapping[str, Any]) -> tuple[str, bool]:
    """Why a revealed trick did or did not count (R19-R21), and whether it counted."""
    c = card(trick["card"])
    if trick.get("removed"):
        return "discarded", False
    role = Side.ATK if trick["on_attacker"] else Side.DEF
    if c.side is not role:
        return "bluff", False
    fairplay = _fairplay(result)
    if fairplay is not None:
        own = Trick.A_FAIRPLAY if fairplay == "attack" else Trick.D_FAIRPLAY
        if c.trick is own and trick["on_attacker"] == (fairplay == "attack"):
            return "cancels all", True
        return "cancelled", False
    return "", True


def render_combat(result: Mapping[str, Any], names: Mapping[str, str] | None = None) -> bytes:
    """One resolved fight, from the data of a ``result`` event (engine ``_resolve``).

    Both fighters with their weapons, every trick face up (struck through if a Discard pick
    removed it; bluffs and cancelled tricks marked), the weapon values before the tricks and
    the values after, who died, and the points each side scored. ``names`` maps player ids to
    display names (fallback: the player id, as the event carries no seat label).
    """
    names = names or {}
    layout = combat_layout(result)
    image, draw = kit.canvas(WIDTH, layout.height)

    def who(player: Any) -> str:
        return kit.drawable(names.get(str(player), "")) or str(player)

    att_name, def_name = who(result["attacker_owner"]), who(result["defender_owner"])
    att_dies, def_dies = bool(result["attacker_dies"]), bool(result["defender_dies"])
    _draw_result_title(draw, layout.title, result, att_name, def_name)
    heads = ((layout.attacker, "ATTACKER", att_name), (layout.defender, "DEFENDER", def_name))
    for tile, role, name in heads:
        y = tile[1] - RESULT_HEAD_H // 2 - 2
        draw.text((tile[0], y), role, font=kit.font(22, True), fill=kit.GOLD, anchor="lm")
        x = tile[0] + kit.text_width(role, kit.font(22, True)) + 12
        draw.text((x, y), kit.fit_text(name, kit.font(24, True), 400), font=kit.font(24, True),
                  fill=kit.TEXT, anchor="lm")
    for tile, gladiator, weapon, dies in (
            (layout.attacker, result["attacker"], result.get("attacker_weapon"), att_dies),
            (layout.defender, result["defender"], result.get("defender_weapon"), def_dies)):
        strip = ("☠ DIES", DEAD, kit.WHITE) if dies else ("✓ SURVIVES", kit.GREEN, kit.WHITE)
        _fighter_tile(draw, tile, gladiator, weapon, strip=strip,
                      outline=DEAD if dies else None)
        if dies:  # a big cross over the dead gladiator, readable at thumbnail size
            x0, y0, x1, y1 = tile
            draw.line((x0 + 16, y0 + 12, x1 - 16, y1 - STRIP_H - 8), fill=DEAD, width=7)
            draw.line((x0 + 16, y1 - STRIP_H - 8, x1 - 16, y0 + 12), fill=DEAD, width=7)
    scored = ((layout.attacker_info, int(result.get("attacker_points", 0)), att_name),
              (layout.defender_info, int(result.get("defender_points", 0)), def_name))
    for info, points, name in scored:
        if points:  # R25: the killing side's points, next to its own fighter
            x, y = info[0] + 4, info[1] + 40
            kit.pill(draw, x, y, f"+{points} pts", kit.font(30, True), fill=kit.GOLD,
                     text_fill=kit.INK, pad=14)
            draw.text((x + 2, y + 44), kit.fit_text(f"for {name}", kit.font(20), 190),
                      font=kit.font(20), fill=kit.TEXT, anchor="lm")
    mid_y = (layout.attacker[1] + layout.attacker[3]) // 2
    vs_x = (layout.attacker_info[2] + layout.defender[0]) // 2
    draw.text((vs_x, mid_y), "VS", font=kit.font(40, True), fill=kit.GOLD, anchor="mm")
    for trick, box in zip(result.get("tricks", []), layout.tricks, strict=True):
        tag, counted = _effect_tag(trick, result)
        sub = f"by {who(trick['placer'])}" + (f" · {tag}" if tag else "")
        _trick_card(draw, box, trick["card"], sub, removed=bool(trick.get("removed")),
                    dim=not counted)
    for tile, on_attacker in ((layout.attacker, True), (layout.defender, False)):
        if not any(t["on_attacker"] == on_attacker for t in result.get("tricks", [])):
            draw.text((tile[0] + 4, tile[3] + TRICK_GAP + TRICK_H // 2), "no trick",
                      font=kit.font(20), fill=kit.MUTED, anchor="lm")
    _draw_values(draw, layout.values, result, att_name, def_name)
    return kit.to_png(image)


def _draw_result_title(draw: ImageDraw.ImageDraw, box: Box, result: Mapping[str, Any],
                       att_name: str, def_name: str) -> None:
    att_dies, def_dies = bool(result["attacker_dies"]), bool(result["defender_dies"])
    fill = kit.GOLD if att_dies or def_dies else kit.PANEL
    ink = kit.INK if fill == kit.GOLD else kit.TEXT
    draw.rounded_rectangle(box, radius=14, fill=fill)
    a, d = card(result["attacker"]).name, card(result["defender"]).name
    if att_dies and def_dies:
        headline = f"Both die: {a} and {d}"
    elif def_dies:
        headline = f"{a} kills {d}"
    elif att_dies:
        headline = f"{d} survives; the Counter-attack kills {a}"
    else:
        headline = f"{d} survives {a}'s attack"
    width = box[2] - box[0] - 40
    draw.text((box[0] + 20, box[1] + 30), kit.fit_text(headline, kit.font(30, True), width),
              font=kit.font(30, True), fill=ink, anchor="lm")
    sub = f"Combat result · {att_name} attacks {def_name}"
    draw.text((box[0] + 20, box[1] + 68), kit.fit_text(sub, kit.font(22), width),
              font=kit.font(22), fill=ink, anchor="lm")


def _value_pair(draw: ImageDraw.ImageDraw, x: int, mid: int, label: str, attack: int,
                defence: int) -> int:
    """``label  (3)  vs  [2]`` with the side symbols; returns the end x."""
    draw.text((x, mid), label, font=kit.font(24, True), fill=kit.TEXT, anchor="lm")
    x += 200
    size = 46
    fnt = kit.font(26, True)
    _symbol(draw, (x, mid - size // 2, x + size, mid + size // 2), Side.ATK, kit.INK,
            str(attack), fnt=fnt, width=4)
    x += size + 12
    cmp = ">" if attack > defence else "≤"
    draw.text((x + 18, mid), cmp, font=kit.font(30, True), fill=kit.TEXT, anchor="mm")
    x += 36 + 12
    _symbol(draw, (x, mid - size // 2, x + size, mid + size // 2), Side.DEF, kit.INK,
            str(defence), fnt=fnt, width=4)
    return x + size


def _draw_values(draw: ImageDraw.ImageDraw, box: Box, result: Mapping[str, Any],
                 att_name: str, def_name: str) -> None:
    """Values before and after the tricks (R22), the effects that decided (R20, R23, R24),
    and the points (R25)."""
    draw.rounded_rectangle(box, radius=14, fill=kit.PANEL)
    x0, y0, x1, y1 = box
    row1, row2 = y0 + 36, y0 + 94
    _value_pair(draw, x0 + 20, row1, "Weapons", int(result["base_attack"]),
                int(result["base_defence"]))
    end = _value_pair(draw, x0 + 20, row2, "After tricks", int(result["attack"]),
                      int(result["defence"]))
    notes = _effect_notes(result)
    nx = end + 30
    for i, line in enumerate(notes[:4]):
        draw.text((nx, y0 + 26 + i * 30), kit.fit_text(line, kit.font(21), x1 - 20 - nx),
                  font=kit.font(21), fill=kit.TEXT, anchor="lm")
    points = []
    if int(result.get("attacker_points", 0)):
        points.append(f"{att_name} +{result['attacker_points']}")
    if int(result.get("defender_points", 0)):
        points.append(f"{def_name} +{result['defender_points']}")
    text = "Points: " + (" · ".join(points) if points else "none scored")
    fill = kit.GOLD if points else kit.BG
    kit.pill(draw, x0 + 20, y1 - 24, kit.fit_text(text, kit.font(24, True), x1 - x0 - 80),
             kit.font(24, True), fill=fill, text_fill=kit.INK if points else kit.MUTED, pad=12)


def _effect_notes(result: Mapping[str, Any]) -> list[str]:
    eff_a = [str(t) for t in result.get("effective_attack", [])]
    eff_d = [str(t) for t in result.get("effective_defence", [])]
    tricks = result.get("tricks", [])
    notes: list[str] = []
    fairplay = _fairplay(result)
    if fairplay is not None:
        notes.append(f"Fairplay ({fairplay}): every trick cancelled")
    removed = sum(1 for t in tricks if t.get("removed"))
    if removed:
        notes.append(f"Discard took {removed} defending trick{'s' if removed != 1 else ''}")
    if Trick.A_X2 in eff_a:
        notes.append("Attack x2 doubles the weapon value")
    if Trick.D_X2 in eff_d:
        notes.append("Defence x2 doubles the weapon value")
    attack, defence = int(result["attack"]), int(result["defence"])
    if Trick.D_DODGE in eff_d:
        notes.append("Dodge: the defender cannot die")
    elif attack > defence:
        notes.append(f"{attack} > {defence}: the defender dies")
    else:
        notes.append(f"{attack} is not > {defence}: the defender holds")
    if Trick.D_COUNTER in eff_d:
        raw_a = card(result["defender_weapon"]).attack if result.get("defender_weapon") else 0
        raw_d = card(result["attacker_weapon"]).defence if result.get("attacker_weapon") else 0
        verdict = "the attacker dies" if raw_a > raw_d else "the attacker survives"
        notes.append(f"Counter-attack: weapons {raw_a} vs {raw_d}, {verdict}")
    return notes
