"""Brutal Ring's drawing parts shared by its three pictures: palette, layout sizes, the card
symbols and the card pieces (a fighter tile, a trick card, a one-line card strip).

The physical cards are mirrored: a trick's side is a round symbol with a red border (ATK) or a
shield with a blue border (DEF); its colour is orange (specials, gladiator cards) or black
(value modifiers, weapon cards). A weapon's Attack sits in the red circle, its Defence in the
blue shield. Every word comes from the reader's :class:`~bot.text.Voice`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PIL import ImageDraw

from bot.render import kit
from bot.render.kit import RGB, Box, Font
from bot.text import Voice
from bot.text.brutal_ring import card_name, trick_name, weapon
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
GOLD_TEXT: RGB = (253, 230, 138)
"""A weapon's values written as text on a gladiator's colour."""
DEAD: RGB = (220, 38, 38)
MARK: RGB = (239, 68, 68)
"""Phase 4 discard marks in the hand picture."""

# ----------------------------------------------------------------------------- layout sizes
# Landscape pictures (Discord previews them large only when wide) whose smallest text, SMALL,
# still reads at Discord's size (``kit.min_font``).

WIDTH = 1100
SMALL = kit.min_font(WIDTH)
MARGIN = 14
GAP = 10
PANEL_PAD = 8
TILE_GAP = 8
TILE_MIN_W = 232
"""A fighter tile's narrowest width: a name, the trick slots and the weapon's values."""
GLAD_BAND_H = 64
WEAPON_BAND_H = 40
STRIP_H = 30
TILE_H = GLAD_BAND_H + WEAPON_BAND_H + STRIP_H
COMPACT_TILE_H = 104
"""A tile without the weapon's name: the values sit on the trick-slot line."""
MINI_TILE_H = 88
"""The densest tile: the status strip is a bare colour band (the legend says what it means)."""
MINI_STRIP_H = 16
MICRO_TILE_H = 56
"""A crowded table's tile: the name and the weapon's values on one line, the strip's colour."""
TRICK_H = 58
TRICK_GAP = 8
BACK_DRAFT_H = 96
"""A sealed draft entry on the arena (two card backs)."""

Strip = tuple[str, RGB, RGB]
"""A fighter tile's status strip: (text, fill, text colour)."""


def tile_height(mode: str) -> int:
    return {"full": TILE_H, "compact": COMPACT_TILE_H, "mini": MINI_TILE_H,
            "micro": MICRO_TILE_H}[mode]


def strip_box(box: Box, mode: str) -> Box:
    """Where a tile drawn in ``mode`` has its status strip (engaged, dies...)."""
    return (box[0], box[3] - (STRIP_H if mode in ("full", "compact") else MINI_STRIP_H),
            box[2], box[3])


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
                  font=fnt or kit.font(SMALL, True), fill=text_fill, anchor="mm")


def slot_legend(draw: ImageDraw.ImageDraw, voice: Voice, x: int, y: int, font: Font,
                right: int) -> int:
    """The four trick-slot symbols with their words, on one line centred on ``y`` from ``x``
    to at most ``right``; returns where the line ends (the arena's legend and the hand's key
    share it). Longer words (French) first close the gaps, then are cut to an equal share."""
    texts = [voice(f"brutal_ring.picture.legend.{side.value}_{colour.value}")
             for side, colour in SLOTS]
    widths = [kit.text_width(t, font) for t in texts]
    gap = 18
    if x + sum(28 + w for w in widths) + gap * (len(texts) - 1) > right:
        gap = 10
    room = right - x - 28 * len(texts) - gap * (len(texts) - 1)
    if sum(widths) > room:
        texts = [kit.fit_text(t, font, room // len(texts)) for t in texts]
    for (side, colour), text in zip(SLOTS, texts, strict=True):
        symbol(draw, (x, y - 11, x + 22, y + 11), side, TRICK_FILL[colour])
        draw.text((x + 28, y), text, font=font, fill=kit.TEXT, anchor="lm")
        x += 28 + kit.text_width(text, font) + gap
    return x


def slot_symbols(draw: ImageDraw.ImageDraw, x: int, mid: int, symbols: Sequence[int],
                 size: int = 22) -> int:
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


ICON = 36
"""A weapon value's symbol: wide enough for a SMALL number inside."""


def value_icons(draw: ImageDraw.ImageDraw, right: int, mid: int, attack: int, defence: int,
                size: int = ICON) -> int:
    """A weapon's Attack (red circle) and Defence (blue shield), right-aligned; returns the
    left x."""
    fnt = kit.font(SMALL, True)
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
                 outline: RGB | None = None, mode: str = "full") -> None:
    """A gladiator in the arena: its card's top half, its weapon, a status strip.

    ``strip`` is engaged or not on the arena, DIES / SURVIVES on the combat picture, none for
    a draft entry. ``mode`` trades detail for room: "full" names the weapon on its own band,
    "compact" puts the weapon's values on the trick-slot line, "mini" also leaves the strip's
    word out (its colour stays), "micro" keeps only the name and the weapon's values.
    """
    x0, y0, x1, y1 = box
    if outline is not None:
        draw.rounded_rectangle(kit.inset(box, -5), radius=15, outline=outline, width=5)
    draw.rounded_rectangle(box, radius=12, fill=GLAD_FILL, outline=kit.PANEL_EDGE, width=1)
    g = card(gladiator)
    w = card(weapon_id) if weapon_id else None
    bold = kit.font(SMALL, True)
    if mode == "micro":
        _micro_tile(draw, box, card_name(voice, gladiator), w.attack if w else 0,
                    w.defence if w else 0, strip)
        return
    # R25: a kill scores gladiator VP + weapon VP, so both sit in one pill ("VP 3+2").
    vp = (voice("brutal_ring.picture.vp_armed", vp=g.vp, weapon=w.vp) if w
          else voice("brutal_ring.picture.vp", vp=g.vp))
    name_mid = y0 + 18
    left = kit.pill(draw, x1 - 6, name_mid, vp, bold, fill=kit.WHITE, text_fill=GLAD_FILL,
                    pad=6, right_aligned=True)[0]
    draw.text((x0 + 10, name_mid), kit.fit_text(card_name(voice, gladiator), bold,
                                                left - 8 - (x0 + 10)),
              font=bold, fill=kit.WHITE, anchor="lm")
    strip_h = 0 if strip is None else strip_box(box, mode)[3] - strip_box(box, mode)[1]
    corners = (False, False, not strip_h, not strip_h)
    if mode == "full":
        slot_symbols(draw, x0 + 10, y0 + GLAD_BAND_H - 18, g.symbols)
        band = (x0 + 1, y0 + GLAD_BAND_H, x1 - 1, y1 - max(1, strip_h))
        wmid = (band[1] + band[3]) // 2
        draw.rounded_rectangle(band, radius=11, fill=WEAPON_FILL if w else kit.SLOT,
                               corners=corners)
        icons = value_icons(draw, x1 - 8, wmid, w.attack if w else 0, w.defence if w else 0)
        label = card_name(voice, w.id) if w else voice("brutal_ring.picture.unarmed")
        label_font = kit.font(SMALL, w is not None)
        draw.text((x0 + 10, wmid), kit.fit_text(label, label_font, icons - 8 - (x0 + 10)),
                  font=label_font, fill=kit.WHITE if w else kit.MUTED, anchor="lm")
    else:
        line = (x0 + 1, y0 + 36, x1 - 1, y1 - max(1, strip_h))
        lmid = (line[1] + line[3]) // 2
        draw.rounded_rectangle(line, radius=11, fill=WEAPON_FILL if w else kit.SLOT,
                               corners=corners)
        slot_symbols(draw, x0 + 10, lmid, g.symbols)
        value_icons(draw, x1 - 8, lmid, w.attack if w else 0, w.defence if w else 0,
                    size=min(ICON, line[3] - line[1] - 2))
    if strip is not None:
        text, fill, ink = strip
        band = (x0, y1 - strip_h, x1, y1)
        draw.rounded_rectangle(band, radius=12, fill=fill, corners=(False, False, True, True))
        if mode != "mini":
            draw.text(kit.centre(band), kit.fit_text(text, bold, x1 - x0 - 12), font=bold,
                      fill=ink, anchor="mm")
    draw.rounded_rectangle(box, radius=12, outline=kit.PANEL_EDGE, width=1)


def _micro_tile(draw: ImageDraw.ImageDraw, box: Box, name: str, attack: int, defence: int,
                strip: Strip | None) -> None:
    x0, y0, x1, y1 = box
    low = y1 - (MINI_STRIP_H if strip else 0)
    mid = (y0 + low) // 2
    bold = kit.font(SMALL, True)
    if x1 - x0 >= 200:
        left = value_icons(draw, x1 - 6, mid, attack, defence, size=min(ICON, low - y0 - 4))
    else:  # a narrow tile keeps room for the name: the values as "3/2", like the weapon lines
        values = f"{attack}/{defence}"
        left = x1 - 8 - kit.text_width(values, bold)
        draw.text((x1 - 8, mid), values, font=bold, fill=GOLD_TEXT, anchor="rm")
    draw.text((x0 + 10, mid), kit.fit_text(name, bold, left - 8 - (x0 + 10)), font=bold,
              fill=kit.WHITE, anchor="lm")
    if strip is not None:
        draw.rounded_rectangle((x0, low, x1, y1), radius=12, fill=strip[1],
                               corners=(False, False, True, True))
    draw.rounded_rectangle(box, radius=12, outline=kit.PANEL_EDGE, width=1)


def engaged_strip(voice: Voice, fighter: FighterView) -> Strip:
    if fighter.engaged:
        return voice("brutal_ring.picture.engaged"), ENGAGED_FILL, kit.WHITE
    return voice("brutal_ring.picture.unengaged"), FREE_FILL, FREE_TEXT


def trick_card(draw: ImageDraw.ImageDraw, voice: Voice, box: Box, card_id: str | None, sub: str,
               *, tag: str | None = None, removed: bool = False, secret: bool = False,
               dim: bool = False, mark: RGB | None = None) -> None:
    """A trick on a gladiator: its face (side symbol, name) or a back; ``sub`` names the
    placer, ``tag`` is a pick slot (#k).

    ``secret``: a face only the viewer sees (their own unrevealed trick), outlined like a back.
    ``dim``: a revealed trick without effect (a bluff, cancelled, or discarded), drawn faded so
    the tricks that counted stand out. A card too low for two lines leaves ``sub`` out of a
    face: ``mark`` (the placer's seat colour) then tells who placed it.
    """
    x0, y0, x1, y1 = box
    x = x0 + 10
    bold = kit.font(SMALL, True)
    if card_id is None:
        kit.card_back(draw, box)
        if tag:
            x = kit.pill(draw, x, (y0 + y1) // 2, tag, bold, fill=kit.WHITE,
                         text_fill=kit.CARD_BACK, pad=6)[2] + 6
        draw.text(((x + x1) // 2, (y0 + y1) // 2), kit.fit_text(sub, bold, x1 - x - 10),
                  font=bold, fill=kit.WHITE, anchor="mm", stroke_width=2,
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
    size = _trick_symbol_size(box)
    mid = (y0 + y1) // 2
    symbol(draw, (x, mid - size // 2, x + size, mid + size // 2), c.side, fill, width=3)
    x += size + 8
    room = trick_text_room(box)
    two_lines = y1 - y0 >= 2 * SMALL + 10
    if not two_lines and mark is not None:
        draw.rounded_rectangle((x1 - 14, y0 + 4, x1 - 4, y1 - 4), radius=4, fill=mark)
        room -= 14
    draw.text((x, y0 + 16 if two_lines else mid), kit.fit_text(trick_name(voice, c.trick), bold,
                                                               room),
              font=bold, fill=ink, anchor="lm")
    if two_lines:
        draw.text((x, y1 - 15), kit.fit_text(sub, kit.font(SMALL), room), font=kit.font(SMALL),
                  fill=ink, anchor="lm")
    if removed:
        strike(draw, box)


def _trick_symbol_size(box: Box) -> int:
    return min(24, box[3] - box[1] - 16)


def trick_text_room(box: Box) -> int:
    """How wide the words of a face-up :func:`trick_card` in ``box`` may be."""
    return box[2] - 8 - (box[0] + 10 + _trick_symbol_size(box) + 8)


def fit_names(words: Callable[..., str], fnt: Font, room: int, **names: str) -> str:
    """``words(**names)`` within ``room``: the longest name is cut first, never the words
    around the names ("par Bérén… · annule tout", "HASHSHASIN (visière v… tient face à
    RATKING"); a name keeps at least a few letters (then the line is cut as a whole)."""
    text = words(**names)
    while kit.text_width(text, fnt) > room:
        longest = max(names, key=lambda k: kit.text_width(names[k], fnt))
        bare = names[longest].removesuffix("…").rstrip()
        if len(bare) <= 3:
            return kit.fit_text(text, fnt, room)
        names[longest] = bare[:-1].rstrip() + "…"
        text = words(**names)
    return text


def card_strip(draw: ImageDraw.ImageDraw, voice: Voice, box: Box, card_id: str) -> None:
    """A face-up card in one line: its top half (name, or weapon name and values) and, on the
    right, its trick half in the trick's colour."""
    c = card(card_id)
    x0, y0, x1, y1 = box
    mid = (y0 + y1) // 2
    trick = trick_name(voice, c.trick)
    bold = kit.font(SMALL, True)
    tw = kit.text_width(trick, bold) + 20
    if tw > (x1 - x0) // 2:  # too narrow for both halves: the trick shows by its colour only
        trick, tw = "", 22
    split = x1 - tw
    draw.rounded_rectangle(box, radius=8, fill=TRICK_FILL[c.colour],
                           outline=SIDE_EDGE[c.side], width=2)
    draw.rounded_rectangle((x0, y0, split, y1), radius=8,
                           fill=GLAD_FILL if c.is_gladiator else WEAPON_FILL,
                           corners=(True, False, False, True))
    if trick:
        draw.text(((split + x1) // 2, mid), trick, font=bold, fill=TRICK_TEXT[c.colour],
                  anchor="mm")
    top = card_name(voice, card_id) if c.is_gladiator else weapon(voice, card_id)
    draw.text((x0 + 10, mid), kit.fit_text(top, bold, split - x0 - 16), font=bold,
              fill=kit.WHITE, anchor="lm")


def grid(x0: int, x1: int, y: int, count: int, cols: int, height: int,
         gap: int = GAP) -> tuple[list[Box], int]:
    """``count`` boxes in rows of ``cols`` from ``y``; returns them and the y below."""
    width = (x1 - x0 - (cols - 1) * gap) // cols
    boxes = [(x0 + (i % cols) * (width + gap), y + (i // cols) * (height + gap),
              x0 + (i % cols) * (width + gap) + width, y + (i // cols) * (height + gap) + height)
             for i in range(count)]
    rows = -(-count // cols)
    return boxes, y + rows * (height + gap)
