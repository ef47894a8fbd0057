"""KarateKarte pictures: valid small PNGs, cards drawn where ``lane_box`` says, accents, purity."""

from __future__ import annotations

import io
import random
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from PIL import Image, ImageChops

from bot.render import kit
from bot.render.karatekarte import (
    CARD_FILL,
    HEIGHT,
    WIDTH,
    lane_box,
    panel_box,
    render_board,
    render_hand,
)
from rules.core import PlayerId
from rules.karatekarte import GAME, KKState, KKView, Phase
from rules.karatekarte.content import STRIKES, Strike, card

PLAYERS = ["111", "222"]
MAX_BYTES = 300 * 1024
RGB = tuple[int, int, int]


def _play(seed: int, steps: int, stop: Callable[[KKState], bool] | None = None) -> KKState:
    """A random game from ``seed``: up to ``steps`` actions, or until ``stop`` holds."""
    state = GAME.setup(PLAYERS, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if stop is not None and stop(state):
            return state
        pending = GAME.pending(state)
        if not pending:
            break
        state = GAME.apply(state, rng.choice(pending[0].options))
    return state


def _find(stop: Callable[[KKState], bool]) -> KKState:
    for seed in range(100):
        state = _play(seed, 500, stop)
        if stop(state):
            return state
    raise AssertionError("no seed reaches the wanted state")


def _open(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    image.load()
    return image


def _close(pixel: object, colour: RGB, tol: int = 12) -> bool:
    """Palette quantization may move a colour by a few levels."""
    assert isinstance(pixel, tuple)
    return all(abs(a - b) <= tol for a, b in zip(pixel, colour, strict=True))


def _near(image: Image.Image, box: tuple[int, int, int, int], colour: RGB, tol: int = 24) -> int:
    """How many pixels of ``box`` are within ``tol`` (per channel) of ``colour``."""
    colours = image.convert("RGB").crop(box).getcolors(1 << 20) or []
    return sum(n for n, c in colours if all(abs(a - b) <= tol for a, b in zip(c, colour,
                                                                             strict=True)))


@pytest.fixture(scope="module")
def busy() -> KKState:
    """A late, busy board: 150 random actions (or the end of the game)."""
    return _play(11, 150)


@pytest.fixture(scope="module")
def finished() -> KKState:
    return _play(3, 2000)


# ----------------------------------------------------------------------------- valid and small


@pytest.mark.parametrize("viewer", [None, "111", "222"])
def test_board_is_a_small_png(busy: KKState, viewer: PlayerId | None) -> None:
    png = render_board(GAME.view(busy, viewer), {"111": "Alice", "222": "Bérénice"})
    image = _open(png)
    assert image.format == "PNG"
    assert image.mode in ("RGB", "P")
    assert image.size == (WIDTH, HEIGHT)
    assert 1000 <= image.width <= 1200 and image.height <= 1400
    assert len(png) < MAX_BYTES


@pytest.mark.parametrize("viewer", ["111", "222"])
def test_hand_is_a_small_png(busy: KKState, viewer: PlayerId) -> None:
    png = render_hand(GAME.view(busy, viewer))
    image = _open(png)
    assert image.mode in ("RGB", "P")
    assert 1000 <= image.width <= 1200 and 300 <= image.height <= 2000
    assert len(png) < MAX_BYTES


def test_finished_game_shows_the_result_banner(finished: KKState) -> None:
    view = GAME.view(finished, None)
    assert view.outcome is not None
    image = _open(render_board(view))
    assert _close(image.convert("RGB").getpixel((40, 30)), kit.GOLD)
    assert len(render_board(view)) < MAX_BYTES
    assert _open(render_hand(GAME.view(finished, "111"))).width == WIDTH


def test_hand_shows_a_draft_under_construction() -> None:
    state = _find(lambda s: s.turn.phase is Phase.CHARGE and len(s.turn.draft) >= 2)
    view = GAME.view(state, state.active)
    assert view.draft
    with_draft = _open(render_hand(view))
    without = _open(render_hand(view.model_copy(update={"draft": None, "turn_lane": None})))
    assert with_draft.height > without.height


# ----------------------------------------------------------------------------- geometry


def test_lane_boxes_fit_their_panels_and_do_not_overlap() -> None:
    boxes = [lane_box(seat, strike) for seat in (0, 1) for strike in STRIKES]
    for seat in (0, 1):
        px0, py0, px1, py1 = panel_box(seat)
        for strike in STRIKES:
            x0, y0, x1, y1 = lane_box(seat, strike)
            assert px0 < x0 < x1 < px1 and py0 < y0 < y1 < py1
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            assert a[2] < b[0] or b[2] < a[0] or a[3] < b[1] or b[3] < a[1]


def test_visible_cards_are_drawn_in_their_lane() -> None:
    """Each lane with face-up cards shows its owners' card colours; an empty lane shows none."""
    def blue_lane_and_empty_lane(s: KKState) -> bool:
        lanes = s.side("111").lanes.values()
        return any(lane.visible for lane in lanes) and any(not lane.visible for lane in lanes)

    state = _find(blue_lane_and_empty_lane)
    view = GAME.view(state, None)
    image = _open(render_board(view, highlight=False))
    seats = sorted(view.sides, key=lambda s: s.colour)  # seat 0 is Blue
    assert seats[0].colour == "B"
    checked_full = checked_empty = 0
    for seat, side in enumerate(seats):
        for lane in side.lanes:
            box = lane_box(seat, lane.strike)
            if lane.visible:
                for owner in {card(c).owner for c in lane.visible}:
                    assert _near(image, box, CARD_FILL[owner]) > 3000, (side.colour, lane)
                checked_full += 1
            else:
                for fill in CARD_FILL.values():
                    assert _near(image, box, fill) < 50, (side.colour, lane)
                checked_empty += 1
    assert checked_full and checked_empty


def _gold_ring(image: Image.Image, seat: int, strike: str) -> bool:
    x0, y0, _, y1 = lane_box(seat, Strike(strike))
    return _close(image.convert("RGB").getpixel((x0 - 3, (y0 + y1) // 2)), kit.GOLD)


def test_last_public_action_lane_is_outlined() -> None:
    state = _find(lambda s: bool(s.log) and s.log[-1].kind == "play" and s.log[-1].to is None)
    event = state.log[-1]
    seat = PLAYERS.index(event.data["player"])
    image = _open(render_board(GAME.view(state, None)))
    assert _gold_ring(image, seat, event.data["lane"])
    others = [(s, k) for s in (0, 1) for k in STRIKES if (s, k) != (seat, event.data["lane"])]
    assert not any(_gold_ring(image, s, k) for s, k in others)
    plain = _open(render_board(GAME.view(state, None), highlight=False))
    assert not _gold_ring(plain, seat, event.data["lane"])


def test_a_parry_outlines_the_parried_lane() -> None:
    """R13: the parry event names the parrying player but the opponent's lane."""
    state = _find(lambda s: any(e.kind == "parry" for e in s.log[-3:]))
    parry = next(e for e in reversed(state.log) if e.kind == "parry")
    target = 1 - PLAYERS.index(parry.data["player"])
    image = _open(render_board(GAME.view(state, None)))
    assert _gold_ring(image, target, parry.data["lane"])
    assert not _gold_ring(image, 1 - target, parry.data["lane"])


# ----------------------------------------------------------------------------- text


def test_accented_text_renders_with_the_shipped_font() -> None:
    assert kit.FONT_DIR.joinpath("LICENSE-DejaVu.txt").is_file()
    for bold in (False, True):
        fnt = kit.font(40, bold)
        e_top, e_bottom = fnt.getbbox("e")[1::2]
        acute_top, acute_bottom = fnt.getbbox("é")[1::2]
        assert acute_top < e_top - 4 and acute_bottom == e_bottom  # an accent above the e
        assert fnt.getmask("é").size != fnt.getmask(kit.NOTDEF_PROBE).size
    for text in ("Coup éclair", "Glissade", "Bérénice"):
        assert all(kit.has_glyph(ch) for ch in text)
    assert not kit.has_glyph(kit.NOTDEF_PROBE)


def test_fonts_are_loaded_once() -> None:
    assert kit.font(30, True) is kit.font(30, True)


def test_names_the_font_cannot_draw_fall_back() -> None:
    state = _play(5, 40)
    view = GAME.view(state, None)
    odd = render_board(view, {"111": "🥋🥋", "222": "Zoé 🥋 " + "x" * 80})
    plain = render_board(view, {"111": "Blue", "222": "Zoé " + "x" * 80})
    assert odd == plain  # emoji dropped, an empty name falls back to the colour name


# ----------------------------------------------------------------------------- contract


def test_render_hand_refuses_a_spectator(busy: KKState) -> None:
    with pytest.raises(ValueError):
        render_hand(GAME.view(busy, None))
    with pytest.raises(ValueError):
        render_hand(GAME.view(busy, "not-a-player"))


def test_rendering_is_pure(busy: KKState) -> None:
    view = GAME.view(busy, "111")
    before = view.model_dump()
    names = {"111": "Alice"}
    assert render_board(view, names) == render_board(view, names)
    assert render_hand(view) == render_hand(view)
    assert view.model_dump() == before
    again = KKView.model_validate_json(view.model_dump_json())
    assert render_board(again, names) == render_board(view, names)


@pytest.mark.parametrize("steps", [0, 9, 40, 150])
def test_board_shows_only_public_information(steps: int) -> None:
    """Section 8: whoever asks, the board picture is the same (no hand, no Energy contents)."""
    state = _play(21, steps)
    pictures = {render_board(GAME.view(state, v)) for v in (None, *PLAYERS)}
    assert len(pictures) == 1


def test_to_png_is_lossless_for_few_colours_and_close_otherwise() -> None:
    image, draw = kit.canvas(200, 100)
    draw.rectangle((10, 10, 90, 90), fill=kit.BLUE)
    draw.rectangle((110, 10, 190, 90), fill=kit.ORANGE)
    decoded = _open(kit.to_png(image))
    assert decoded.mode == "P"
    assert decoded.convert("RGB").tobytes() == image.tobytes()
    draw.text((20, 30), "Coup éclair", font=kit.font(30, True), fill=kit.WHITE)  # anti-aliased
    decoded = _open(kit.to_png(image)).convert("RGB")
    worst = max(high for _, high in ImageChops.difference(decoded, image).getextrema())
    assert 0 < worst <= 16


def test_render_never_imports_discord() -> None:
    code = ("import sys, bot.render.karatekarte, bot.render.kit; "
            "sys.exit('discord' in sys.modules)")
    root = Path(__file__).resolve().parents[2]
    assert subprocess.run([sys.executable, "-c", code], cwd=root, check=False).returncode == 0
