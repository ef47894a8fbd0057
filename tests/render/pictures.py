"""What the games' picture tests share: opening a PNG, the size and readability checks every
picture passes, a voice that records which messages a picture asked for, and the texts a
picture drew."""

from __future__ import annotations

import io
from collections.abc import Mapping
from typing import Any

import pytest
from PIL import Image, ImageDraw

from bot.render import kit
from bot.text import Voice

MAX_BYTES = 300 * 1024


def open_png(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    image.load()
    return image


def check_png(png: bytes, smallest: int | None, what: str, *, width: int,
              max_height: int) -> Image.Image:
    """A PNG ``width`` wide, landscape, at most ``max_height`` tall, under 300 KB, and no text
    smaller than the readable minimum (``smallest`` is the smallest font the picture used)."""
    image = open_png(png)
    assert image.format == "PNG", what
    assert image.width == width, what
    assert kit.landscape(image.width, image.height), f"{what}: {image.size}"
    assert image.height <= max_height, what
    assert len(png) < MAX_BYTES, what
    assert smallest is not None and smallest >= kit.min_font(width), f"{what}: {smallest} px"
    return image


class Spy(Voice):
    """A voice that records every message id it is asked for, with its parameters."""

    def __init__(self, inner: Voice, asked: list[tuple[str, dict[str, Any]]]) -> None:
        super().__init__(inner.catalog, inner.names, inner.formats, inner.style)
        self.asked = asked

    def __call__(self, key: str, **params: Any) -> str:
        self.asked.append((key, params))
        return super().__call__(key, **params)

    def for_pictures(self, names: Mapping[str, str] | None = None) -> Voice:
        return Spy(super().for_pictures(names), self.asked)

    def ids(self) -> set[str]:
        return {k for k, _ in self.asked}

    def params(self, key: str) -> list[dict[str, Any]]:
        return [p for k, p in self.asked if k == key]


Drawn = tuple[tuple[int, int, int, int], str]
"""A text a picture drew, with the box its ink covers."""


@pytest.fixture
def drawn_texts(monkeypatch: pytest.MonkeyPatch) -> list[Drawn]:
    """Every text the pictures draw, with the box its ink covers (for the checks that no
    text leaves the picture, overlaps another or is cut)."""
    texts: list[Drawn] = []
    original = ImageDraw.ImageDraw.text

    def text(self: ImageDraw.ImageDraw, xy: tuple[float, float], content: str,
             *args: object, **kwargs: object) -> None:
        box = self.textbbox(xy, content, font=kwargs.get("font"),  # type: ignore[arg-type]
                            anchor=kwargs.get("anchor"),  # type: ignore[arg-type]
                            stroke_width=kwargs.get("stroke_width", 0))  # type: ignore[arg-type]
        texts.append(((int(box[0]), int(box[1]), int(box[2]), int(box[3])), content))
        original(self, xy, content, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", text)
    return texts
