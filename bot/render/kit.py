"""Shared Pillow kit: fonts (loaded once), palette, text and card helpers, PNG encoding.

Everything draws on an ``ImageDraw.ImageDraw`` of an RGB image; boxes are ``(x0, y0, x1, y1)``
with both corners inclusive, as Pillow's shape functions take them.
"""

from __future__ import annotations

import atexit
import io
import threading
from collections.abc import Iterator, Sequence
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from importlib.resources.abc import Traversable

from PIL import Image, ImageDraw, ImageFont

from rules.core import Event

RGB = tuple[int, int, int]
Box = tuple[int, int, int, int]
Font = ImageFont.FreeTypeFont

FONT_DIR: Traversable = resources.files("assets") / "fonts"
"""DejaVu Sans (Bitstream Vera licence, see ``LICENSE-DejaVu.txt``): full Latin-1 accents."""

_FONT_FILES = {False: "DejaVuSans.ttf", True: "DejaVuSans-Bold.ttf"}

# ----------------------------------------------------------------------------- palette
# A dark theme that sits well in Discord's dark mode; every text colour below is chosen for
# at least 4.5:1 contrast on the fill it is drawn on.

BG: RGB = (24, 25, 28)
PANEL: RGB = (43, 45, 49)
PANEL_EDGE: RGB = (78, 82, 90)
TEXT: RGB = (242, 243, 245)
MUTED: RGB = (185, 189, 197)
INK: RGB = (17, 17, 17)
WHITE: RGB = (255, 255, 255)
GOLD: RGB = (250, 204, 21)
"""Highlights: the last action, the placement under construction, the result banner."""
BLUE: RGB = (37, 99, 235)
ORANGE: RGB = (245, 158, 11)
GREEN: RGB = (21, 128, 61)
CARD_BACK: RGB = (84, 74, 128)
CARD_BACK_EDGE: RGB = (158, 146, 214)
SLOT: RGB = (58, 61, 67)
"""An empty place where a card could go."""


# ----------------------------------------------------------------------------- readable size

SHOWN_WIDTH = 550
"""About how wide Discord shows a posted picture (400-550 px on desktop, less on phones)."""
SHOWN_MIN_TEXT = 11
"""The smallest text, in px as shown, that still reads there."""


def min_font(width: int) -> int:
    """The smallest font size a picture ``width`` px wide may use: scaled down to
    :data:`SHOWN_WIDTH`, its text stays at least :data:`SHOWN_MIN_TEXT` px."""
    return -(-SHOWN_MIN_TEXT * width // SHOWN_WIDTH)


def landscape(width: int, height: int) -> bool:
    """Wide enough for Discord's preview, which is capped in height: at least 5:4."""
    return 4 * width >= 5 * height


@dataclass
class FontLog:
    """The font sizes a block of drawing asked for (see :func:`font_log`)."""

    smallest: int | None = None

    def note(self, size: int) -> None:
        if self.smallest is None or size < self.smallest:
            self.smallest = size


_LOGS = threading.local()


@contextmanager
def font_log() -> Iterator[FontLog]:
    """Record the smallest font size :func:`font` hands out in this thread, so a test can
    check a whole picture's text against :func:`min_font` (every font comes from here)."""
    log = FontLog()
    stack: list[FontLog] = getattr(_LOGS, "stack", [])
    _LOGS.stack = [*stack, log]
    try:
        yield log
    finally:
        _LOGS.stack = stack


# ----------------------------------------------------------------------------- fonts and text


def font(size: int, bold: bool = False) -> Font:
    """DejaVu Sans at ``size`` pixels; each (size, weight) is read from disk once."""
    for log in getattr(_LOGS, "stack", ()):
        log.note(size)
    return _load_font(size, bold)


_FONT_FILES_ON_DISK = ExitStack()
"""Keeps fonts on disk for the whole process: FreeType wants a file name, and an install
that is not plain files (a zip) gets a temporary copy, removed at exit."""
atexit.register(_FONT_FILES_ON_DISK.close)


@lru_cache(maxsize=2)
def _font_file(bold: bool) -> str:
    return str(_FONT_FILES_ON_DISK.enter_context(resources.as_file(FONT_DIR / _FONT_FILES[bold])))


@lru_cache(maxsize=64)
def _load_font(size: int, bold: bool) -> Font:
    return ImageFont.truetype(_font_file(bold), size)


def text_width(text: str, fnt: Font) -> int:
    return int(fnt.getlength(text) + 0.5)


def fit_text(text: str, fnt: Font, max_width: int) -> str:
    """``text``, cut with an ellipsis if it is wider than ``max_width``."""
    if text_width(text, fnt) <= max_width:
        return text
    cut = text
    while cut and text_width(cut + "…", fnt) > max_width:
        cut = cut[:-1]
    return cut.rstrip() + "…"


def wrap_text(text: str, fnt: Font, max_width: int, max_lines: int) -> list[str]:
    """Greedy word wrap; the last allowed line gets an ellipsis if text is left over."""
    lines: list[str] = []
    words = text.split()
    while words and len(lines) < max_lines:
        line = words.pop(0)
        while words and text_width(f"{line} {words[0]}", fnt) <= max_width:
            line = f"{line} {words.pop(0)}"
        lines.append(line)
    if words:
        lines[-1] = fit_text(f"{lines[-1]} {' '.join(words)}", fnt, max_width)
    return [fit_text(line, fnt, max_width) for line in lines]


NOTDEF_PROBE = "\U0010fffd"
"""A private-use code point no font draws: it renders as the .notdef box ("tofu")."""


@lru_cache(maxsize=4096)
def has_glyph(char: str) -> bool:
    """Does DejaVu Sans draw ``char`` (rather than its empty-box .notdef glyph)?"""
    return char.isspace() or _mask(char) != _mask(NOTDEF_PROBE)


def _mask(char: str) -> tuple[tuple[int, int], bytes]:
    mask = _load_font(20, False).getmask(char)  # a probe, not drawn text
    return mask.size, bytes(mask)


def drawable(text: str) -> str:
    """``text`` without the characters the font lacks (emoji, CJK...), spaces tidied."""
    return " ".join("".join(ch for ch in text if has_glyph(ch)).split())


# ----------------------------------------------------------------------------- shapes


def inset(box: Box, dx: int, dy: int | None = None) -> Box:
    dy = dx if dy is None else dy
    x0, y0, x1, y1 = box
    return (x0 + dx, y0 + dy, x1 - dx, y1 - dy)


def pill(draw: ImageDraw.ImageDraw, left: int, mid_y: int, text: str, fnt: Font, *,
         fill: RGB, text_fill: RGB, pad: int = 10, right_aligned: bool = False) -> Box:
    """A rounded label centred vertically on ``mid_y``; returns its box.

    With ``right_aligned`` the pill ends at ``left`` instead of starting there.
    """
    w = text_width(text, fnt) + 2 * pad
    h = fnt.size + pad
    x0 = left - w if right_aligned else left
    box = (x0, mid_y - h // 2, x0 + w, mid_y + h // 2)
    draw.rounded_rectangle(box, radius=h // 2, fill=fill)
    draw.text(((box[0] + box[2]) // 2, mid_y), text, font=fnt, fill=text_fill, anchor="mm")
    return box


def card_face(draw: ImageDraw.ImageDraw, box: Box, title: str, *, fill: RGB, text_fill: RGB,
              title_font: Font, badge: str | None = None, badge_font: Font | None = None,
              outline: RGB | None = None, outline_width: int = 4, radius: int = 10) -> None:
    """A face-up card as a rounded strip: title on the left, an optional badge on the right.

    The badge is drawn inverted (card colour on the text colour) so it reads as a tag.
    """
    draw.rounded_rectangle(box, radius=radius, fill=fill, outline=outline,
                           width=outline_width if outline else 0)
    x0, y0, x1, y1 = box
    mid = (y0 + y1) // 2
    right = x1 - 10
    if badge:
        bfont = badge_font or title_font
        right = pill(draw, x1 - 8, mid, badge, bfont, fill=text_fill, text_fill=fill, pad=7,
                     right_aligned=True)[0] - 6
    title = fit_text(title, title_font, right - (x0 + 12))
    draw.text((x0 + 12, mid), title, font=title_font, fill=text_fill, anchor="lm")


def face_down_stack(draw: ImageDraw.ImageDraw, box: Box, count: int, count_font: Font) -> None:
    """A face-down pile: up to three offset card backs with the count on top; a slot if empty."""
    if count <= 0:
        draw.rounded_rectangle(box, radius=8, outline=PANEL_EDGE, width=3)
        draw.text(_centre(box), "0", font=count_font, fill=MUTED, anchor="mm")
        return
    layers = min(count, 3)
    step = 4
    x0, y0, x1, y1 = box
    for i in range(layers):
        off = (layers - 1 - i) * step
        card = (x0 + off, y0 + off, x1 - (layers - 1) * step + off,
                y1 - (layers - 1) * step + off)
        draw.rounded_rectangle(card, radius=8, fill=CARD_BACK, outline=CARD_BACK_EDGE, width=2)
    top = (x0, y0, x1 - (layers - 1) * step, y1 - (layers - 1) * step)
    draw.rounded_rectangle(inset(top, 6), radius=5, outline=CARD_BACK_EDGE, width=1)
    draw.text(_centre(top), str(count), font=count_font, fill=WHITE, anchor="mm",
              stroke_width=2, stroke_fill=CARD_BACK)


def _centre(box: Box) -> tuple[int, int]:
    return ((box[0] + box[2]) // 2, (box[1] + box[3]) // 2)


def centre(box: Box) -> tuple[int, int]:
    """The middle point of ``box`` (for ``anchor="mm"`` text)."""
    return _centre(box)


def blend(a: RGB, b: RGB, t: float) -> RGB:
    """``a`` moved a fraction ``t`` of the way to ``b`` (a faded version of a colour)."""
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t),
            round(a[2] + (b[2] - a[2]) * t))


def card_back(draw: ImageDraw.ImageDraw, box: Box, text: str = "", fnt: Font | None = None,
              radius: int = 10) -> None:
    """One face-down card (its content is secret): the back colour, an inner frame when the
    card is big enough, and an optional outlined word on it."""
    draw.rounded_rectangle(box, radius=radius, fill=CARD_BACK, outline=CARD_BACK_EDGE, width=2)
    if box[2] - box[0] > 16 and box[3] - box[1] > 16:
        draw.rounded_rectangle(inset(box, 5), radius=max(2, radius - 4), outline=CARD_BACK_EDGE,
                               width=1)
    if text:
        draw.text(_centre(box), text, font=fnt or font(22, True), fill=WHITE, anchor="mm",
                  stroke_width=2, stroke_fill=CARD_BACK)


def banner(draw: ImageDraw.ImageDraw, box: Box, title: str, detail: str = "", *,
           title_size: int = 32, detail_size: int = 22, detail_lines: int = 2) -> None:
    """The result banner over a finished game's header: a gold panel, the title on the first
    line and the detail wrapped under it (already worded), the block centred vertically."""
    draw.rounded_rectangle(box, radius=14, fill=GOLD)
    width = box[2] - box[0] - 40
    lines = wrap_text(detail, font(detail_size), width, detail_lines) if detail else []
    step = detail_size + 6
    block = title_size + 8 + len(lines) * step
    y = (box[1] + box[3]) // 2 - block // 2
    draw.text((box[0] + 20, y + title_size // 2), fit_text(title, font(title_size, True), width),
              font=font(title_size, True), fill=INK, anchor="lm")
    for i, line in enumerate(lines):
        draw.text((box[0] + 20, y + title_size + 8 + i * step + step // 2), line,
                  font=font(detail_size), fill=INK, anchor="lm")


# ----------------------------------------------------------------------------- encoding


def canvas(width: int, height: int, colour: RGB = BG) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    image = Image.new("RGB", (width, height), colour)
    return image, ImageDraw.Draw(image)


PNG_COMPRESS_LEVEL = 6
"""zlib level: a picture is drawn on every click, so encoding time beats the last few KiB
(every picture stays far under Discord's comfortable 300 KB). Measured with
``bench.render_bench`` (median of 20, both games' busiest table), level 8 -> 6:
KarateKarte board 47.9 -> 34.1 ms, 31.6 -> 35.5 KiB; hand 32.7 -> 23.4 ms, 19.3 -> 22.2 KiB;
Brutal Ring board 67.4 -> 46.9 ms, 46.6 -> 50.4 KiB; hand 40.8 -> 27.4 ms, 26.3 -> 28.7 KiB;
fight 24.0 -> 14.3 ms, 20.3 -> 21.9 KiB. Level 9 (Pillow's ``optimize=True``) doubles level
8's time for 2% less."""


def to_png(image: Image.Image) -> bytes:
    """Encode as a small PNG: exact palette if the picture has at most 256 colours, otherwise a
    256-colour quantization without dithering (flat fills and anti-aliased text stay crisp)."""
    rgb = image.convert("RGB")
    colours = rgb.getcolors(256)
    if colours is not None:
        palette = Image.new("P", (1, 1))
        palette.putpalette([channel for _, colour in colours for channel in colour])
        out = rgb.quantize(palette=palette, dither=Image.Dither.NONE)
    else:
        out = rgb.quantize(colors=256, method=Image.Quantize.FASTOCTREE,
                           dither=Image.Dither.NONE)
    buf = io.BytesIO()
    out.save(buf, format="PNG", compress_level=PNG_COMPRESS_LEVEL)
    return buf.getvalue()


def last_public(log: Sequence[Event]) -> Event | None:
    """The newest log event everyone may read: what a board's caption shows."""
    return next((e for e in reversed(log) if e.to is None), None)


def caption(draw: ImageDraw.ImageDraw, box: Box, lead: str, text: str | None, size: int,
            half_gap: int, line_height: int) -> None:
    """A panel with "<lead> <text>" (the latest public move, already worded), on up to two
    lines."""
    draw.rounded_rectangle(box, radius=14, fill=PANEL)
    if not text:
        return
    fnt = font(size)
    lead = f"{lead} "
    lead_w = text_width(lead, font(size, True))
    lines = wrap_text(text, fnt, box[2] - box[0] - 40 - lead_w, 2)
    y = (box[1] + box[3]) // 2 - (len(lines) - 1) * half_gap
    draw.text((box[0] + 20, y), lead, font=font(size, True), fill=GOLD, anchor="lm")
    for i, line in enumerate(lines):
        draw.text((box[0] + 20 + lead_w, y + i * line_height), line, font=fnt, fill=TEXT,
                  anchor="lm")
