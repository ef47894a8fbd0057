"""Brutal Ring pictures: small valid PNGs on busy states, no hidden card on the arena, backs for
face-down tricks, faces once revealed, the fight picture from real ``result`` events, purity."""

from __future__ import annotations

import io
import random
import subprocess
import sys
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from PIL import Image, ImageChops

from bot.render import kit
from bot.render.brutal_ring import (
    DEAD,
    ENGAGED_FILL,
    FREE_FILL,
    TRICK_FILL,
    WIDTH,
    arena_layout,
    combat_layout,
    drawn_tricks,
    hand_layout,
    render_arena,
    render_combat,
    render_hand,
)
from rules.brutal_ring import GAME, BRState, BRView, Options, Phase
from rules.brutal_ring.content import CARDS, TRICK_NAMES, card
from rules.core import PlayerId

MAX_BYTES = 300 * 1024
RGB = tuple[int, int, int]
Box = tuple[int, int, int, int]
NAMES = {"1": "Alice", "2": "Bérénice", "3": "Chen", "4": "Dmitri"}

CONFIGS: dict[str, tuple[int, bool]] = {
    "2p": (2, True),
    "3p": (3, True),
    "4p": (4, False),
    "2v2": (4, True),
}
"""Name -> (players, Options.teams)."""

BUSY: dict[str, Callable[[BRState], bool]] = {
    # Phase 2 with face-down drafts on the table (D4) next to earlier survivors.
    "entry": lambda s: (s.phase is Phase.ENTRY and s.round >= 2
                        and sum(len(x.draft) for x in s.seats.values()) >= 2),
    # A trick window with face-down tricks (R18).
    "tricks": lambda s: (s.phase is Phase.TRICKS and s.combat is not None
                         and sum(1 for t in s.combat.tricks if not t.revealed) >= 2),
    # Late in the game, mid-combats.
    "late": lambda s: s.round == 4 and s.phase in (Phase.ENGAGE, Phase.ATTACK),
    "over": lambda s: s.phase is Phase.OVER,
}


def _play(config: str, seed: int, stop: Callable[[BRState], bool],
          steps: int = 5000) -> BRState | None:
    """A random game (uniform decision, then uniform option) until ``stop`` holds."""
    n, teams = CONFIGS[config]
    state = GAME.setup([str(i + 1) for i in range(n)], seed, Options(teams=teams))
    rng = random.Random(seed)
    for _ in range(steps):
        if stop(state):
            return state
        pending = GAME.pending(state)
        if not pending:
            break
        state = GAME.apply(state, rng.choice(rng.choice(pending).options))
    return state if stop(state) else None


@cache
def _busy(config: str, kind: str) -> BRState:
    for seed in range(200):
        state = _play(config, seed, BUSY[kind])
        if state is not None:
            return state
    raise AssertionError(f"no seed reaches {kind} with {config}")


@cache
def _finding(name: str, stop: Callable[[BRState], bool]) -> BRState:
    for config in ("2v2", "4p", "3p", "2p"):
        for seed in range(120):
            state = _play(config, seed, stop)
            if state is not None:
                return state
    raise AssertionError(f"no seed reaches {name}")


def _pick_state() -> BRState:
    """R21: the blind Discard pick, so attacking tricks are face up and defending ones down."""
    return _finding("pick", lambda s: s.phase is Phase.PICK)


def _open(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    image.load()
    return image


def _near(image: Image.Image, box: Box, colour: RGB, tol: int = 16) -> int:
    """How many pixels of ``box`` are within ``tol`` (per channel) of ``colour``."""
    colours = image.convert("RGB").crop(box).getcolors(1 << 20) or []
    return sum(n for n, c in colours if all(abs(a - b) <= tol for a, b in zip(c, colour,
                                                                             strict=True)))


def _area(box: Box) -> int:
    return (box[2] - box[0]) * (box[3] - box[1])


def _inside(inner: Box, outer: Box) -> bool:
    return (outer[0] <= inner[0] < inner[2] <= outer[2]
            and outer[1] <= inner[1] < inner[3] <= outer[3])


def _disjoint(a: Box, b: Box) -> bool:
    return a[2] < b[0] or b[2] < a[0] or a[3] < b[1] or b[3] < a[1]


# ----------------------------------------------------------------------------- valid and small


@pytest.mark.parametrize("kind", list(BUSY))
@pytest.mark.parametrize("config", list(CONFIGS))
def test_arena_is_a_small_png(config: str, kind: str) -> None:
    state = _busy(config, kind)
    for viewer in (None, *state.players):
        png = render_arena(GAME.view(state, viewer), NAMES)
        image = _open(png)
        assert image.format == "PNG"
        assert image.mode in ("RGB", "P")
        assert image.width == WIDTH and 1000 <= image.width <= 1200
        assert 500 <= image.height <= 2600
        assert image.height == arena_layout(GAME.view(state, viewer)).height
        assert len(png) < MAX_BYTES


@pytest.mark.parametrize("kind", ["entry", "tricks", "late"])
@pytest.mark.parametrize("config", list(CONFIGS))
def test_hand_is_a_small_png(config: str, kind: str) -> None:
    state = _busy(config, kind)
    for player in state.players:
        view = GAME.view(state, player)
        png = render_hand(view)
        image = _open(png)
        assert image.mode in ("RGB", "P")
        assert image.width == WIDTH
        assert image.height == hand_layout(view).height <= 2000
        assert len(png) < MAX_BYTES


def test_hand_shows_every_card_and_the_draft() -> None:
    state = _busy("3p", "entry")
    player = next(p for p in state.players if state.seats[p].draft)
    view = GAME.view(state, player)
    layout = hand_layout(view)
    seat = state.seats[player]
    assert [cid for cid, _ in layout.hand] == seat.hand
    assert len(layout.draft) == len(seat.draft)
    image = _open(render_hand(view))
    for cid, box in layout.hand:
        # The bottom half is the trick in its colour (orange or black), whatever the top is.
        lower = (box[0], (box[1] + box[3]) // 2 + 30, box[2], box[3])
        assert _near(image, lower, TRICK_FILL[card(cid).colour], tol=6) > _area(lower) // 5
    boxes = [b for _, b in layout.hand] + layout.draft
    for i, a in enumerate(boxes):
        assert _inside(a, (0, 0, WIDTH, layout.height))
        for b in boxes[i + 1:]:
            assert _disjoint(a, b)


def test_hand_shows_the_discard_marks() -> None:
    state = _finding("marks", lambda s: s.phase is Phase.DISCARD
                     and any(set(x.marks) & set(x.hand) for x in s.seats.values()))
    player = next(p for p in state.players
                  if set(state.seats[p].marks) & set(state.seats[p].hand))
    view = GAME.view(state, player)
    image = _open(render_hand(view))
    marks = set(state.seats[player].marks)
    for cid, box in hand_layout(view).hand:
        ring = (box[0] - 6, box[1] - 6, box[0] - 1, box[3] + 6)  # left of the card
        assert (_near(image, ring, (239, 68, 68), tol=10) > 50) == (cid in marks), cid


# ----------------------------------------------------------------------------- hidden information


def _resample(state: BRState, seed: int) -> BRState:
    """The same public situation with other hidden cards: every hand, draft and face-down
    trick card and both draw piles reshuffled among themselves, type by type (counts, types
    and everything public kept)."""
    s = state.model_copy(deep=True)
    hidden: list[str] = []
    for seat in s.seats.values():
        hidden += seat.hand
        hidden += [c for e in seat.draft for c in (e.gladiator, e.weapon) if c]
    if s.combat is not None:
        hidden += [t.card for t in s.combat.tricks if not t.revealed]
    for pile in s.piles.values():
        hidden += pile
    rng = random.Random(seed)
    mapping: dict[str, str] = {}
    for kind in ("G", "W"):
        ids = [c for c in hidden if c[0] == kind]
        moved = ids[:]
        rng.shuffle(moved)
        mapping.update(zip(ids, moved, strict=True))
    for seat in s.seats.values():
        seat.hand = sorted(mapping[c] for c in seat.hand)
        for entry in seat.draft:
            entry.gladiator = mapping[entry.gladiator]
            entry.weapon = mapping[entry.weapon] if entry.weapon else None
        seat.marks = [mapping.get(c, c) for c in seat.marks]
    if s.combat is not None:
        for trick in s.combat.tricks:
            if not trick.revealed:
                trick.card = mapping[trick.card]
        s.combat.blind = [mapping[c] for c in s.combat.blind]
    s.piles = {k: [mapping[c] for c in v] for k, v in s.piles.items()}
    return s


@pytest.mark.parametrize("kind", ["entry", "tricks", "late"])
@pytest.mark.parametrize("config", list(CONFIGS))
def test_spectator_arena_shows_no_hidden_card(config: str, kind: str) -> None:
    """Section 8: another deal of the hidden cards gives the very same spectator picture."""
    state = _busy(config, kind)
    other = _resample(state, 7)
    assert any(state.seats[p].hand != other.seats[p].hand for p in state.players)
    picture = render_arena(GAME.view(state, None), NAMES)
    assert render_arena(GAME.view(other, None), NAMES) == picture
    if state.combat is not None:
        pick = _pick_state()
        assert render_arena(GAME.view(_resample(pick, 3), None)) == render_arena(
            GAME.view(pick, None))


@pytest.mark.parametrize("config", list(CONFIGS))
def test_players_arena_equals_the_spectators_without_own_tricks(config: str) -> None:
    """Hands and drafts are never drawn on the arena, even for their owner."""
    for kind in ("entry", "late", "over"):
        state = _busy(config, kind)
        pictures = {render_arena(GAME.view(state, v), NAMES) for v in (None, *state.players)}
        assert len(pictures) == 1, kind


def test_own_face_down_trick_is_shown_to_its_placer_only() -> None:
    state = _busy("2v2", "tricks")
    assert state.combat is not None
    placer = next(t.placer for t in state.combat.tricks if not t.revealed)
    own, spectator = GAME.view(state, placer), GAME.view(state, None)
    own_image = _open(render_arena(own, NAMES))
    spectator_image = _open(render_arena(spectator, NAMES))
    own_tricks = arena_layout(own).tricks
    assert [b for _, b in own_tricks] == [b for _, b in arena_layout(spectator).tricks]
    shown = 0
    for (trick, box), (public, _) in zip(own_tricks, arena_layout(spectator).tricks,
                                         strict=True):
        assert public.card is None or public.revealed
        if trick.placer == placer and not trick.revealed:
            assert trick.card is not None
            fill = TRICK_FILL[card(trick.card).colour]
            assert _near(own_image, box, fill, tol=6) > _area(box) // 3
            assert _near(spectator_image, box, kit.CARD_BACK, tol=6) > _area(box) // 3
            shown += 1
    assert shown


def test_render_hand_refuses_a_spectator() -> None:
    state = _busy("3p", "tricks")
    with pytest.raises(ValueError):
        render_hand(GAME.view(state, None))
    with pytest.raises(ValueError):
        render_hand(GAME.view(state, "not-a-player"))
    with pytest.raises(ValueError):
        hand_layout(GAME.view(state, None))


# ----------------------------------------------------------------------------- pixels


@pytest.mark.parametrize("config", list(CONFIGS))
def test_face_down_tricks_are_drawn_as_backs(config: str) -> None:
    state = _busy(config, "tricks")
    view = GAME.view(state, None)
    layout = arena_layout(view)
    assert layout.combat is not None
    image = _open(render_arena(view, NAMES))
    assert _near(image, layout.combat.box, kit.CARD_BACK, tol=6) > 2000
    backs = [(t, b) for t, b in layout.tricks if t.card is None]
    assert len(backs) >= 2
    for _, box in backs:
        assert _inside(box, layout.combat.box)
        assert _near(image, box, kit.CARD_BACK, tol=6) > _area(box) // 2
        assert _near(image, box, kit.ORANGE, tol=20) == 0  # no face shows through


def test_revealed_trick_name_is_drawn_in_its_box() -> None:
    """At the blind pick the attacking tricks are face up: changing one face changes the
    picture only inside that trick's box, and the box is no card back."""
    state = _pick_state()
    view = GAME.view(state, None)
    layout = arena_layout(view)
    index, (trick, box) = next((i, tb) for i, tb in enumerate(layout.tricks)
                               if tb[0].card is not None and tb[0].revealed)
    assert trick.card is not None
    original = card(trick.card)
    twin = next(c for c in CARDS.values()
                if c.colour is original.colour and c.side is original.side
                and TRICK_NAMES[c.trick] != TRICK_NAMES[original.trick])
    changed = view.model_copy(deep=True)
    assert changed.combat is not None
    target = [t for t, _ in drawn_tricks(changed.combat, changed.phase)[0]
              + drawn_tricks(changed.combat, changed.phase)[1]][index]
    target.card = twin.id
    before, after = _open(render_arena(view)), _open(render_arena(changed))
    # The 256-colour quantization may shift far-away colours by a few levels: only real
    # changes count.
    diff = ImageChops.difference(before.convert("RGB"), after.convert("RGB")).convert("L")
    changed_box = diff.point(lambda v: 255 if v > 40 else 0).getbbox()
    assert changed_box is not None
    assert _inside(changed_box, (box[0], box[1], box[2] + 1, box[3] + 1))
    assert _near(before, box, kit.CARD_BACK, tol=6) < _area(box) // 10
    assert _near(before, box, TRICK_FILL[original.colour], tol=6) > _area(box) // 4


def test_blind_pick_numbers_the_backs_in_slot_order() -> None:
    state = _pick_state()
    view = GAME.view(state, None)
    assert view.combat is not None
    _, dfn = drawn_tricks(view.combat, view.phase)
    tags = [tag for _, tag in dfn if tag]
    assert tags == [f"#{i + 1}" for i in range(len(view.combat.blind))]


def test_engaged_and_unengaged_fighters_are_marked() -> None:
    state = _finding("mixed", lambda s: s.phase is Phase.ATTACK and any(
        f.engaged for x in s.seats.values() for f in x.arena) and any(
        not f.engaged for x in s.seats.values() for f in x.arena))
    view = GAME.view(state, None)
    layout = arena_layout(view)
    image = _open(render_arena(view))
    for seat in view.seats:
        for fighter in seat.arena:
            box = layout.fighters[fighter.gladiator]
            assert _inside(box, layout.seats[seat.player])
            strip = (box[0], box[3] - 20, box[2], box[3] - 4)
            engaged = _near(image, strip, ENGAGED_FILL, tol=4) > _area(strip) // 3
            free = _near(image, strip, FREE_FILL, tol=4) > _area(strip) // 3
            assert (engaged, free) == (fighter.engaged, not fighter.engaged)


def test_entry_drafts_are_backs_with_the_public_counts() -> None:
    state = _busy("2v2", "entry")
    view = GAME.view(state, None)
    layout = arena_layout(view)
    image = _open(render_arena(view))
    for seat in view.seats:
        assert len(layout.drafts[seat.player]) == seat.draft_entries
        for box in layout.drafts[seat.player]:
            assert _near(image, box, kit.CARD_BACK, tol=6) > _area(box) // 3


def test_layout_boxes_fit_and_do_not_overlap() -> None:
    for config in CONFIGS:
        for kind in ("entry", "tricks", "late"):
            view = GAME.view(_busy(config, kind), None)
            layout = arena_layout(view)
            page = (0, 0, WIDTH, layout.height)
            blocks = [layout.header, layout.piles, *layout.teams, *layout.seats.values(),
                      layout.caption]
            if layout.combat is not None:
                blocks.append(layout.combat.box)
            for i, a in enumerate(blocks):
                assert _inside(a, page)
                for b in blocks[i + 1:]:
                    assert _disjoint(a, b)
            assert len(layout.teams) == (2 if config == "2v2" else 0)
            assert set(layout.seats) == {s.player for s in view.seats}


def test_finished_game_shows_the_result_banner() -> None:
    state = _busy("2v2", "over")
    view = GAME.view(state, None)
    assert view.outcome is not None
    image = _open(render_arena(view, NAMES)).convert("RGB")
    header = arena_layout(view).header
    assert _near(image, header, kit.GOLD, tol=6) > _area(header) // 2


# ----------------------------------------------------------------------------- one fight


@cache
def _results() -> tuple[dict[str, Any], ...]:
    """The ``result`` events of a few random games, all configurations."""
    found: list[dict[str, Any]] = []
    for config in CONFIGS:
        for seed in range(6):
            state = _play(config, seed, lambda s: s.phase is Phase.OVER)
            assert state is not None
            found += [dict(e.data) for e in state.log if e.kind == "result"]
    return tuple(found)


def _result(name: str, test: Callable[[dict[str, Any]], bool]) -> dict[str, Any]:
    result = next((r for r in _results() if test(r)), None)
    if result is None:
        pytest.skip(f"no {name} in the sampled games")
    return result


def test_combat_picture_of_a_kill() -> None:
    result = _result("death", lambda r: r["defender_dies"] and not r["attacker_dies"]
                     and len(r["tricks"]) >= 1)
    png = render_combat(result, NAMES)
    image = _open(png)
    assert image.width == WIDTH and image.height <= 1000 and len(png) < MAX_BYTES
    layout = combat_layout(result)
    assert _near(image, layout.defender, DEAD, tol=10) > 1500
    assert _near(image, layout.attacker, DEAD, tol=10) < 50
    assert len(layout.tricks) == len(result["tricks"])
    for trick, box in zip(result["tricks"], layout.tricks, strict=True):
        assert _near(image, box, kit.CARD_BACK, tol=6) == 0  # every trick is face up now
        assert trick["on_attacker"] == (box[0] < layout.defender[0])


def test_combat_picture_of_a_counter_attack_death() -> None:
    result = _result("counter kill", lambda r: r["attacker_dies"])
    image = _open(render_combat(result, NAMES))
    layout = combat_layout(result)
    assert _near(image, layout.attacker, DEAD, tol=10) > 1500


def test_combat_picture_strikes_through_a_discarded_trick() -> None:
    result = _result("discard pick", lambda r: any(t["removed"] for t in r["tricks"]))
    image = _open(render_combat(result))
    layout = combat_layout(result)
    for trick, box in zip(result["tricks"], layout.tricks, strict=True):
        struck = _near(image, box, DEAD, tol=10) > 150
        assert struck == trick["removed"], trick


@pytest.mark.parametrize("index", [0, 5, 17, 40])
def test_combat_pictures_are_small(index: int) -> None:
    results = _results()
    result = results[index % len(results)]
    png = render_combat(result, NAMES)
    assert _open(png).width == WIDTH and len(png) < MAX_BYTES
    assert render_combat(result, {}) == render_combat(result)  # the ids stand in for names


# ----------------------------------------------------------------------------- contract


def test_rendering_is_pure() -> None:
    state = _busy("2v2", "tricks")
    placer: PlayerId = state.combat.tricks[0].placer if state.combat else "1"
    view = GAME.view(state, placer)
    before = view.model_dump()
    assert render_arena(view, NAMES) == render_arena(view, NAMES)
    assert render_hand(view) == render_hand(view)
    assert view.model_dump() == before
    again = BRView.model_validate_json(view.model_dump_json())
    assert render_arena(again, NAMES) == render_arena(view, NAMES)
    assert render_hand(again) == render_hand(view)
    result = _result("any", lambda r: True)
    frozen = repr(result)
    assert render_combat(result, NAMES) == render_combat(result, NAMES)
    assert repr(result) == frozen


def test_names_the_font_cannot_draw_fall_back() -> None:
    view = GAME.view(_busy("3p", "late"), None)
    odd = render_arena(view, {"1": "🥊🥊", "2": "Zoé 🥊"})
    plain = render_arena(view, {"2": "Zoé"})
    assert odd == plain  # emoji dropped; an empty name falls back to the seat label


def test_render_never_imports_discord() -> None:
    code = "import sys, bot.render.brutal_ring; sys.exit('discord' in sys.modules)"
    root = Path(__file__).resolve().parents[2]
    assert subprocess.run([sys.executable, "-c", code], cwd=root, check=False).returncode == 0
