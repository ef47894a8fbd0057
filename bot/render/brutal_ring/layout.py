"""Where the arena picture draws each part (spec section 10: one picture of the whole table).

The picture is landscape at :data:`WIDTH` whatever the table: its height may not pass
:data:`MAX_HEIGHT`. Its chrome (header, piles, legend, last move) has a fixed height, the
combat panel grows with the tricks placed, and the seats take the rest: their fighter tiles
get as much detail as fits, from "full" (the weapon named on its own band) down to "micro"
(a name and the weapon's values) on a crowded 2v2 table.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.render import kit
from bot.render.brutal_ring.parts import (
    GAP,
    MARGIN,
    PANEL_PAD,
    TILE_GAP,
    TILE_MIN_W,
    TRICK_GAP,
    TRICK_H,
    WIDTH,
    team_play,
    tile_height,
)
from bot.render.kit import Box
from rules.brutal_ring.state import BRView, CombatView, Phase, SeatView, TrickView
from rules.core import PlayerId

MAX_HEIGHT = WIDTH * 4 // 5
"""Landscape: at least 5:4 (``kit.landscape``)."""
HEADER_H = 76
PILES_H = 44
LEGEND_H = 66
CAPTION_H = 44
SEAT_HEAD_H = 40
EMPTY_ROW_H = 34
TEAM_W = 58
"""2v2: a team's column left of its row of two seats (its letter and score)."""
COMBAT_HEAD_H = 40
COMBAT_SIDE_H = 34
COMBAT_PLAYERS_H = 30
VS_W = 56
TRICKS_PER_ROW = 2
DENSE_TRICK_H = 42
DENSE_TRICKS_PER_ROW = 3
"""A crowded combat's trick cards: one line, three to a row, the placer told by colour."""
MODES = ("full", "compact", "mini", "micro", "tiny")
STEPS = (("full", False), ("compact", False), ("mini", False), ("mini", True),
         ("micro", True), ("tiny", True))
"""(tile mode, dense combat) from the most detailed picture to the most compact."""
NARROW_TILE_W = 150
""""tiny" is "micro" three to a seat's row (the names cut shorter)."""


@dataclass(frozen=True)
class CombatGeometry:
    """Inside the arena's combat panel: each side's heading and the trick cards."""

    box: Box
    attacker: Box
    """The attacking side's heading (role, gladiator, players)."""
    defender: Box
    tricks: list[Box]
    """One box per drawn trick: the attacker's first, then the defender's."""
    dense: bool = False
    """One-line trick cards (:data:`DENSE_TRICK_H`)."""


@dataclass(frozen=True)
class ArenaLayout:
    """Where :func:`~bot.render.brutal_ring.arena.render_arena` draws each part of a view."""

    height: int
    header: Box
    piles: Box
    combat: CombatGeometry | None
    teams: list[Box]
    """2v2: each team's column (letter and score), in ``view.teams`` order (else empty)."""
    seats: dict[PlayerId, Box]
    fighters: dict[str, Box]
    """Gladiator id -> its tile in its owner's seat panel."""
    drafts: dict[PlayerId, list[Box]]
    """Phase 2: one face-down tile per draft entry."""
    tricks: list[tuple[TrickView, Box]]
    """Every trick drawn in the combat panel with its box (backs have ``card`` None)."""
    legend: Box
    caption: Box
    mode: str
    """The fighter tiles' detail (:data:`MODES`; "tiny" tiles are drawn "micro")."""


def combat_geometry(x0: int, y0: int, x1: int, n_att: int, n_def: int,
                    dense: bool = False) -> CombatGeometry:
    half = (x1 - x0 - 2 * PANEL_PAD - VS_W) // 2
    per_row = DENSE_TRICKS_PER_ROW if dense else TRICKS_PER_ROW
    trick_h = DENSE_TRICK_H if dense else TRICK_H
    rows = max(1, -(-max(n_att, n_def) // per_row))
    top = y0 + COMBAT_HEAD_H
    trick_top = top + COMBAT_SIDE_H + COMBAT_PLAYERS_H + 4
    height = trick_top - y0 + rows * (trick_h + TRICK_GAP) - TRICK_GAP + PANEL_PAD + 2
    trick_w = (half - (per_row - 1) * TRICK_GAP) // per_row
    heads: list[Box] = []
    tricks: list[Box] = []
    for col, count in enumerate((n_att, n_def)):
        cx = x0 + PANEL_PAD + col * (half + VS_W)
        heads.append((cx, top, cx + half, trick_top - 4))
        for i in range(count):
            tx = cx + (i % per_row) * (trick_w + TRICK_GAP)
            ty = trick_top + (i // per_row) * (trick_h + TRICK_GAP)
            tricks.append((tx, ty, tx + trick_w, ty + trick_h))
    return CombatGeometry(box=(x0, y0, x1, y0 + height), attacker=heads[0], defender=heads[1],
                          tricks=tricks, dense=dense)


def drawn_tricks(combat: CombatView,
                 phase: Phase) -> tuple[list[tuple[TrickView, int | None]],
                                        list[tuple[TrickView, int | None]]]:
    """The tricks of each side in drawing order, each with its blind pick slot number.

    During the blind Discard pick (R21/D11) the defender's face-down cards are drawn in the
    offered slot order, numbered 1, 2..., so "card #k" in the public buttons is the k-th back
    on the picture; cards already picked stay in front, face up.
    """
    att: list[tuple[TrickView, int | None]] = [(t, None) for t in combat.tricks
                                               if t.on_attacker]
    dfn: list[tuple[TrickView, int | None]]
    if phase is Phase.PICK and combat.blind:
        dfn = [(t, None) for t in combat.tricks if not t.on_attacker and t.revealed]
        dfn += [(t, i + 1) for i, t in enumerate(combat.blind)]
    else:
        dfn = [(t, None) for t in combat.tricks if not t.on_attacker]
    return att, dfn


def arena_layout(view: BRView) -> ArenaLayout:
    """The geometry of the arena picture for ``view``: the most detailed tiles that keep it
    landscape (the densest ones if none does)."""
    layout = _layout(view, *STEPS[0])
    for mode, dense in STEPS[1:]:
        if layout.height <= MAX_HEIGHT:
            break
        layout = _layout(view, mode, dense)
    return layout


def seat_rows(view: BRView) -> list[list[PlayerId]]:
    """2v2: a row per team (A1, A2 then B1, B2); four alone: two rows of two; else one row."""
    if team_play(view):
        return [list(team) for team in view.teams]
    players = [s.player for s in view.seats]
    if len(players) == 4:
        return [players[:2], players[2:]]
    return [players]


def _draft_tiles(view: BRView, seat: SeatView) -> int:
    """Phase 2 (D4): the public count of face-down entries, drawn as backs."""
    return seat.draft_entries if view.phase is Phase.ENTRY else 0


def _layout(view: BRView, mode: str, dense: bool) -> ArenaLayout:
    right = WIDTH - MARGIN
    header = (MARGIN, MARGIN, right, MARGIN + HEADER_H)
    piles = (MARGIN, header[3] + GAP, right, header[3] + GAP + PILES_H)
    y = piles[3] + GAP
    geometry = None
    tricks: list[tuple[TrickView, Box]] = []
    if view.combat is not None:
        att, dfn = drawn_tricks(view.combat, view.phase)
        geometry = combat_geometry(MARGIN, y, right, len(att), len(dfn), dense)
        tricks = list(zip([t for t, _ in (*att, *dfn)], geometry.tricks, strict=True))
        y = geometry.box[3] + GAP
    teams: list[Box] = []
    seats: dict[PlayerId, Box] = {}
    fighters: dict[str, Box] = {}
    drafts: dict[PlayerId, list[Box]] = {}
    by_player = {s.player: s for s in view.seats}
    tile_h = tile_height("micro" if mode == "tiny" else mode)
    min_w = NARROW_TILE_W if mode == "tiny" else TILE_MIN_W
    for row in seat_rows(view):
        x0 = MARGIN + (TEAM_W + GAP if team_play(view) else 0)
        cell_w = (right - x0 - (len(row) - 1) * GAP) // len(row)
        per_row = max(1, (cell_w - 2 * PANEL_PAD + TILE_GAP) // (min_w + TILE_GAP))
        tile_w = (cell_w - 2 * PANEL_PAD - (per_row - 1) * TILE_GAP) // per_row
        counts = [len(by_player[p].arena) + _draft_tiles(view, by_player[p]) for p in row]
        body = max(_body_height(n, per_row, tile_h) for n in counts)
        bottom = y + PANEL_PAD + SEAT_HEAD_H + body + PANEL_PAD
        if team_play(view):
            teams.append((MARGIN, y, MARGIN + TEAM_W, bottom))
        for i, player in enumerate(row):
            cx = x0 + i * (cell_w + GAP)
            seats[player] = (cx, y, cx + cell_w, bottom)
            top = y + PANEL_PAD + SEAT_HEAD_H
            tiles = [(cx + PANEL_PAD + (k % per_row) * (tile_w + TILE_GAP),
                      top + (k // per_row) * (tile_h + TILE_GAP),
                      cx + PANEL_PAD + (k % per_row) * (tile_w + TILE_GAP) + tile_w,
                      top + (k // per_row) * (tile_h + TILE_GAP) + tile_h)
                     for k in range(counts[i])]
            seat = by_player[player]
            for fighter, tile in zip(seat.arena, tiles, strict=False):
                fighters[fighter.gladiator] = tile
            drafts[player] = tiles[len(seat.arena):]
        y = bottom + GAP
    legend = (MARGIN, y, right, y + LEGEND_H)
    caption = (MARGIN, legend[3] + GAP, right, legend[3] + GAP + CAPTION_H)
    return ArenaLayout(height=caption[3] + MARGIN, header=header, piles=piles,
                       combat=geometry, teams=teams, seats=seats, fighters=fighters,
                       drafts=drafts, tricks=tricks, legend=legend, caption=caption, mode=mode)


def _body_height(count: int, per_row: int, tile_h: int) -> int:
    rows = -(-count // per_row)
    return rows * tile_h + (rows - 1) * TILE_GAP if rows else EMPTY_ROW_H


assert kit.landscape(WIDTH, MAX_HEIGHT)
