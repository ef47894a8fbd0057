"""The picture cache: the same bytes for the same drawn inputs without drawing again, a new
picture when anything drawn changes, a bounded size, and the flow going through it."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from pydantic import BaseModel

from bench.common import random_playout, seats
from bot.registry import GameSpec, default_registry
from bot.render import cache
from bot.render.cache import PictureCache
from bot.text import Voice, catalog, voice
from bot.text.catalog import Catalog
from tests.e2e.harness import table

SPECS = list(default_registry().values())
NAMES = {"100": "Aurélie", "101": "Bérénice", "102": "Kenji", "103": "Oluwaseun"}


@pytest.fixture(autouse=True)
def empty_cache() -> Iterator[None]:
    cache.CACHE.clear()
    yield
    cache.CACHE.clear()


class CountingUI:
    """A game's UI that counts how often each picture is really drawn."""

    def __init__(self, ui: Any) -> None:
        # The real methods, taken before a test patches ``ui`` with this counter's.
        self._board, self._hand = ui.render_board, ui.render_hand
        self.drawn = {"board": 0, "hand": 0}

    def render_board(self, say: Voice, view: BaseModel) -> bytes:
        self.drawn["board"] += 1
        return bytes(self._board(say, view))

    def render_hand(self, say: Voice, view: BaseModel) -> bytes | None:
        self.drawn["hand"] += 1
        png = self._hand(say, view)
        return None if png is None else bytes(png)


def _mid_game(spec: GameSpec, seed: int = 3) -> tuple[Any, Voice]:
    players, options = spec.shapes[0]
    _, moves = random_playout(spec.engine, players, seed, options)
    state, _ = random_playout(spec.engine, players, seed, options,
                              stop=lambda s: s.version >= moves // 2)
    say = voice({p: NAMES[p] for p in seats(players)}, dict(spec.formats))
    return state, say


@pytest.mark.parametrize("spec", SPECS, ids=lambda s: s.id)
async def test_same_view_same_bytes_drawn_once(spec: GameSpec) -> None:
    state, say = _mid_game(spec)
    ui = CountingUI(spec.ui)
    public = spec.engine.view(state, None)
    first = await cache.board(spec.id, ui, say, public)  # type: ignore[arg-type]
    # An equal view built anew (another click, another request) is the same picture.
    again = await cache.board(spec.id, ui, say, spec.engine.view(state, None))  # type: ignore[arg-type]
    assert again == first == spec.ui.render_board(say, public)
    assert ui.drawn["board"] == 1
    private = spec.engine.view(state, state.players[0])
    hand = await cache.hand(spec.id, ui, say, private)  # type: ignore[arg-type]
    assert await cache.hand(spec.id, ui, say, private) == hand  # type: ignore[arg-type]
    assert ui.drawn["hand"] == 1


@pytest.mark.parametrize("spec", SPECS, ids=lambda s: s.id)
async def test_anything_drawn_changing_draws_again(spec: GameSpec) -> None:
    state, say = _mid_game(spec)
    ui = CountingUI(spec.ui)
    view = spec.engine.view(state, None)
    first = await cache.board(spec.id, ui, say, view)  # type: ignore[arg-type]
    # Another name on the board.
    renamed = say.with_names({**say.names, state.players[0]: "Zoé"})
    assert await cache.board(spec.id, ui, renamed, view) != first  # type: ignore[arg-type]
    assert ui.drawn["board"] == 2
    # Another position: the next move.
    rnd = random.Random(0)
    later = spec.engine.apply(state, rnd.choice(spec.engine.pending(state)[0].options))
    while spec.engine.view(later, None).model_dump(exclude={"version"}) == view.model_dump(
            exclude={"version"}):
        later = spec.engine.apply(later, rnd.choice(spec.engine.pending(later)[0].options))
    await cache.board(spec.id, ui, say, spec.engine.view(later, None))  # type: ignore[arg-type]
    assert ui.drawn["board"] == 3
    # The same view as a hand is another picture, and so is another language.
    keys = {PictureCache.key("board", spec.id, say, view),
            PictureCache.key("hand", spec.id, say, view),
            PictureCache.key("board", spec.id, Voice(Catalog("fr", catalog().messages),
                                                     say.names, say.formats), view),
            PictureCache.key("board", "other_game", say, view)}
    assert len(keys) == 4


@pytest.mark.parametrize("spec", SPECS, ids=lambda s: s.id)
def test_no_picture_draws_what_the_key_leaves_out(spec: GameSpec) -> None:
    """The key skips ``version`` (every step bumps it): no picture may depend on it."""
    state, say = _mid_game(spec)
    for viewer in (None, state.players[0]):
        view = spec.engine.view(state, viewer)
        bumped = view.model_copy(update={"version": view.version + 7})  # type: ignore[attr-defined]
        assert PictureCache.key("board", spec.id, say, view) == PictureCache.key(
            "board", spec.id, say, bumped)
        assert spec.ui.render_board(say, bumped) == spec.ui.render_board(say, view)
        assert spec.ui.render_hand(say, bumped) == spec.ui.render_hand(say, view)


def test_bounded_least_recently_used_first_out() -> None:
    pictures = PictureCache(size=3)
    for n in range(3):
        pictures.put(bytes([n]), b"png%d" % n)
    assert pictures.get(bytes([0])) == b"png0"  # 0 is now the most recently used
    pictures.put(bytes([3]), b"png3")
    pictures.put(bytes([4]), b"png4")
    assert len(pictures) == 3
    assert pictures.get(bytes([1])) is None and pictures.get(bytes([2])) is None
    assert [pictures.get(bytes([n])) for n in (0, 3, 4)] == [b"png0", b"png3", b"png4"]
    assert (pictures.hits, pictures.misses) == (4, 2)
    with pytest.raises(ValueError):
        PictureCache(size=0)


def test_the_process_cache_is_bounded() -> None:
    assert cache.CACHE.size == cache.MAX_ENTRIES == 256
    for n in range(cache.MAX_ENTRIES + 10):
        cache.CACHE.put(n.to_bytes(4, "big"), b"x")
    assert len(cache.CACHE) == cache.MAX_ENTRIES


async def test_status_refresh_without_change_does_not_draw(tmp_path: Path,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    """The flow draws the status board through the cache: refreshing an unchanged match
    edits the message with the same picture and draws nothing."""
    async with table(tmp_path / "db.sqlite3", names=("alice", "bob")) as t:
        res = await t.slash("alice", "karatekarte new", opponent=t["bob"])
        await t.click("bob", res.response.message, label="Join")
        await t.click("alice", res.response.message, label="Start")
        (match,) = await t.bot.matches.store.list_matches()
        spec = t.bot.registry[match.game]
        ui = CountingUI(spec.ui)
        for name in ("render_board", "render_hand"):
            monkeypatch.setattr(spec.ui, name, getattr(ui, name))
        cache.CACHE.clear()
        await t.bot.flow.refresh_status(match)
        await t.bot.flow.refresh_status(match)
        await t.env.settle()
        assert ui.drawn["board"] == 1
        status = t.thread().history()[0]
        assert status.attachments[0].filename == "board.png"
