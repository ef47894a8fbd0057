"""Pictures for the Discord layer: cached by what they draw, drawn off the event loop.

A picture is a pure function of a view, the names it shows and the language (see
``bot/render/__init__.py``), so the same inputs give the same bytes. About half of the status
boards a running match asks for are byte-identical to the previous one (a mid-turn step changes
only the clicker's hand), and a hand is often drawn twice for the same view (the DM prompt,
then "My hand"): :data:`CACHE` keeps the last :data:`MAX_ENTRIES` pictures by a digest of those
inputs, and a hit returns the stored bytes without drawing.

Drawing runs in worker threads (:func:`draw`). Pillow releases the GIL only in parts of its
C code, so threads mostly keep the event loop responsive rather than adding cores. A process
pool was measured with ``bench.saturation_bench`` (50 KarateKarte matches, 2 cores): 87-91
clicks/s at 21 ms CPU per click, against 72-73 clicks/s at 19 ms with threads. Threads already
meet the goal (50 clicks/s) without a second process tree to start, feed and shut down, so
they stay; :func:`draw` is the one place to change if that ever reverses.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
from collections import OrderedDict
from collections.abc import Callable
from typing import Any, Literal, TypeVar

from pydantic import BaseModel

from bot.text import Voice
from bot.ui.gameui import GameUI

MAX_ENTRIES = 256
"""Pictures kept; at 20-50 KiB each, about 10 MiB at most."""

UNDRAWN = frozenset({"version"})
"""View fields no picture draws, left out of the key. Every step bumps ``version``, so with it
the key would change on every click and a mid-turn step (a card placed in a private draft)
would redraw an unchanged board; ``tests/render/test_cache.py`` checks that no registered
game's pictures depend on it."""

Kind = Literal["board", "hand"]
T = TypeVar("T")


class PictureCache:
    """A bounded LRU of PNG bytes keyed by :meth:`key`."""

    def __init__(self, size: int = MAX_ENTRIES) -> None:
        if size < 1:
            raise ValueError("a picture cache holds at least one picture")
        self.size = size
        self._entries: OrderedDict[bytes, bytes] = OrderedDict()
        self.hits = 0
        self.misses = 0

    @staticmethod
    def key(kind: Kind, game_id: str, say: Voice, view: BaseModel) -> bytes:
        """A digest of everything the picture is drawn from: which picture of which game
        (the renderer and the game's value formats), the view (but :data:`UNDRAWN`), the
        players' names and the language. Anything else a renderer read would make it
        impure."""
        digest = hashlib.blake2b(digest_size=16)
        head = json.dumps([kind, game_id, say.locale, sorted(say.names.items())],
                          ensure_ascii=False)
        digest.update(head.encode())
        digest.update(b"\0")
        digest.update(view.model_dump_json(exclude=set(UNDRAWN)).encode())
        return digest.digest()

    def get(self, key: bytes) -> bytes | None:
        png = self._entries.get(key)
        if png is None:
            self.misses += 1
            return None
        self.hits += 1
        self._entries.move_to_end(key)
        return png

    def put(self, key: bytes, png: bytes) -> None:
        self._entries[key] = png
        self._entries.move_to_end(key)
        while len(self._entries) > self.size:
            self._entries.popitem(last=False)

    def __len__(self) -> int:
        return len(self._entries)

    def clear(self) -> None:
        self._entries.clear()
        self.hits = self.misses = 0

    def stats(self) -> str:
        asked = self.hits + self.misses
        rate = f"{100 * self.hits / asked:.0f}%" if asked else "-"
        return f"{self.hits} hits of {asked} ({rate}), {len(self)} kept"


CACHE = PictureCache()
"""The process's pictures. One per process: pictures are pure, so every bot may share it."""


async def draw(fn: Callable[..., T], *args: Any) -> T:
    """Run a picture function off the event loop (the one way the flow draws)."""
    return await asyncio.to_thread(fn, *args)


async def board(game_id: str, ui: GameUI, say: Voice, view: BaseModel) -> bytes:
    """The public status picture of ``view``, drawn only if this exact picture is not kept."""
    png = await _cached("board", ui.render_board, game_id, say, view)
    assert png is not None
    return png


async def hand(game_id: str, ui: GameUI, say: Voice, view: BaseModel) -> bytes | None:
    """The viewer's private picture (None when the game has none for this view)."""
    return await _cached("hand", ui.render_hand, game_id, say, view)


async def _cached(kind: Kind, render: Callable[[Voice, BaseModel], bytes | None], game_id: str,
                  say: Voice, view: BaseModel) -> bytes | None:
    key = CACHE.key(kind, game_id, say, view)
    png = CACHE.get(key)
    if png is None:
        png = await draw(render, say, view)
        if png is not None:
            CACHE.put(key, png)
    return png
