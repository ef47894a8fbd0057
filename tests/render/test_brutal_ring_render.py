"""Brutal Ring pictures: small valid PNGs on busy states, no hidden card on the arena, backs for
face-down tricks, faces once revealed, the fight picture from real typed ``result`` events,
purity. Every word comes from the catalog, run strict (a missing message fails)."""

from __future__ import annotations

import io
import random
import subprocess
import sys
from collections.abc import Callable, Iterator
from functools import cache, partial
from pathlib import Path

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
    strip_box,
)
from bot.text import Catalog, Voice, voice
from bot.text.brutal_ring import FORMATS, final, trick_name
from rules.brutal_ring import GAME, BRState, BRView, Options, Phase
from rules.brutal_ring.content import CARDS, card
from rules.brutal_ring.events import Draw, FinalResult, Result, TrickEffect
from rules.core import PlayerId
from tests.render.pictures import Drawn, Spy, check_png
from tests.rules.brutal_ring.resample import resample
from tests.rules.common import history

MAX_BYTES = 300 * 1024
RGB = tuple[int, int, int]
Box = tuple[int, int, int, int]
NAMES = {"1": "Alice", "2": "Bérénice", "3": "Chen", "4": "Dmitri"}
VOICE = voice(NAMES, FORMATS)
BARE = voice({}, FORMATS)
"""No display names: the pictures fall back to the seat labels (or "Player 1")."""


@pytest.fixture(autouse=True)
def strict_catalog() -> Iterator[None]:
    strict, Catalog.strict = Catalog.strict, True
    yield
    Catalog.strict = strict

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
                        and s.entry is not None
                        and sum(len(d) for d in s.entry.drafts.values()) >= 2),
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
        png = render_arena(GAME.view(state, viewer), VOICE)
        image = _open(png)
        assert image.format == "PNG"
        assert image.mode in ("RGB", "P")
        assert image.width == WIDTH
        assert image.height == arena_layout(GAME.view(state, viewer)).height
        assert kit.landscape(image.width, image.height)
        assert len(png) < MAX_BYTES


@pytest.mark.parametrize("kind", ["entry", "tricks", "late"])
@pytest.mark.parametrize("config", list(CONFIGS))
def test_hand_is_a_small_png(config: str, kind: str) -> None:
    state = _busy(config, kind)
    for player in state.players:
        view = GAME.view(state, player)
        png = render_hand(view, VOICE)
        image = _open(png)
        assert image.mode in ("RGB", "P")
        assert image.width == WIDTH
        assert image.height == hand_layout(view).height
        assert kit.landscape(image.width, image.height)
        assert len(png) < MAX_BYTES


def test_hand_shows_every_card_and_the_draft() -> None:
    state = _busy("3p", "entry")
    assert state.entry is not None
    player = next(p for p in state.players if state.entry.draft(p))
    view = GAME.view(state, player)
    layout = hand_layout(view)
    seat = state.seats[player]
    assert [cid for cid, _ in layout.hand] == seat.hand
    assert len(layout.draft) == len(state.entry.draft(player))
    image = _open(render_hand(view, VOICE))
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
    state = _finding("marks", lambda s: s.marking is not None and any(
        set(s.marking.draft(p)) & set(s.seats[p].hand) for p in s.players))
    assert state.marking is not None
    player = next(p for p in state.players
                  if set(state.marking.draft(p)) & set(state.seats[p].hand))
    view = GAME.view(state, player)
    image = _open(render_hand(view, VOICE))
    marks = set(state.marking.draft(player))
    for cid, box in hand_layout(view).hand:
        ring = (box[0] - 6, box[1] - 6, box[0] - 1, box[3] + 6)  # left of the card
        assert (_near(image, ring, (239, 68, 68), tol=10) > 50) == (cid in marks), cid


# ----------------------------------------------------------------------------- hidden information


def _resample(state: BRState, seed: int) -> BRState:
    """The same public situation with other hidden cards (every hand, draft and face-down
    trick card and both draw piles, reshuffled type by type; the private events too)."""
    return resample(state, None, random.Random(seed))


@pytest.mark.parametrize("kind", ["entry", "tricks", "late"])
@pytest.mark.parametrize("config", list(CONFIGS))
def test_spectator_arena_shows_no_hidden_card(config: str, kind: str) -> None:
    """Section 8: another deal of the hidden cards gives the very same spectator picture."""
    state = _busy(config, kind)
    other = _resample(state, 7)
    assert any(state.seats[p].hand != other.seats[p].hand for p in state.players)
    picture = render_arena(GAME.view(state, None), VOICE)
    assert render_arena(GAME.view(other, None), VOICE) == picture
    if state.combat is not None:
        pick = _pick_state()
        assert render_arena(GAME.view(_resample(pick, 3), None), BARE) == render_arena(
            GAME.view(pick, None), BARE)


@pytest.mark.parametrize("config", list(CONFIGS))
def test_players_arena_equals_the_spectators_without_own_tricks(config: str) -> None:
    """Hands and drafts are never drawn on the arena, even for their owner."""
    for kind in ("entry", "late", "over"):
        state = _busy(config, kind)
        pictures = {render_arena(GAME.view(state, v), VOICE) for v in (None, *state.players)}
        assert len(pictures) == 1, kind


def test_own_face_down_trick_is_shown_to_its_placer_only() -> None:
    state = _busy("2v2", "tricks")
    assert state.combat is not None
    placer = next(t.placer for t in state.combat.tricks if not t.revealed)
    own, spectator = GAME.view(state, placer), GAME.view(state, None)
    own_image = _open(render_arena(own, VOICE))
    spectator_image = _open(render_arena(spectator, VOICE))
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
        render_hand(GAME.view(state, None), VOICE)
    with pytest.raises(ValueError):
        render_hand(GAME.view(state, "not-a-player"), VOICE)
    with pytest.raises(ValueError):
        hand_layout(GAME.view(state, None))


# ----------------------------------------------------------------------------- pixels


@pytest.mark.parametrize("config", list(CONFIGS))
def test_face_down_tricks_are_drawn_as_backs(config: str) -> None:
    state = _busy(config, "tricks")
    view = GAME.view(state, None)
    layout = arena_layout(view)
    assert layout.combat is not None
    image = _open(render_arena(view, VOICE))
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
                and trick_name(VOICE, c.trick) != trick_name(VOICE, original.trick))
    changed = view.model_copy(deep=True)
    assert changed.combat is not None
    target = [t for t, _ in drawn_tricks(changed.combat, changed.phase)[0]
              + drawn_tricks(changed.combat, changed.phase)[1]][index]
    target.card = twin.id
    before, after = _open(render_arena(view, BARE)), _open(render_arena(changed, BARE))
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
    slots = [slot for _, slot in dfn if slot is not None]
    assert slots == [i + 1 for i in range(len(view.combat.blind))]
    assert [t for t, slot in dfn if slot is not None] == view.combat.blind


def test_engaged_and_unengaged_fighters_are_marked() -> None:
    state = _finding("mixed", lambda s: s.phase in (Phase.ENGAGE, Phase.ATTACK) and any(
        f.engaged for x in s.seats.values() for f in x.arena) and any(
        not f.engaged for x in s.seats.values() for f in x.arena))
    view = GAME.view(state, None)
    layout = arena_layout(view)
    image = _open(render_arena(view, BARE))
    for seat in view.seats:
        for fighter in seat.arena:
            box = layout.fighters[fighter.gladiator]
            assert _inside(box, layout.seats[seat.player])
            x0, y0, x1, y1 = strip_box(box, layout.mode)
            strip = (x0, y0 + 2, x1, y1 - 2)
            engaged = _near(image, strip, ENGAGED_FILL, tol=4) > _area(strip) // 3
            free = _near(image, strip, FREE_FILL, tol=4) > _area(strip) // 3
            assert (engaged, free) == (fighter.engaged, not fighter.engaged)


def test_entry_drafts_are_backs_with_the_public_counts() -> None:
    state = _busy("2v2", "entry")
    view = GAME.view(state, None)
    layout = arena_layout(view)
    image = _open(render_arena(view, BARE))
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
                      layout.legend, layout.caption]
            if layout.combat is not None:
                blocks.append(layout.combat.box)
            for i, a in enumerate(blocks):
                assert _inside(a, page)
                for b in blocks[i + 1:]:
                    assert _disjoint(a, b)
            assert len(layout.teams) == (2 if config == "2v2" else 0)
            assert set(layout.seats) == {s.player for s in view.seats}


@pytest.mark.parametrize("config", list(CONFIGS))
def test_the_arena_explains_its_symbols(config: str) -> None:
    """Issue 10: the legend is on the arena picture itself: every trick-slot symbol (both
    trick colours, both sides) and the engaged/free strip colours, with their words."""
    from bot.render.brutal_ring.parts import SIDE_EDGE
    from bot.text import Voice

    view = GAME.view(_busy(config, "late"), None)
    legend = arena_layout(view).legend
    image = _open(render_arena(view, VOICE))
    for colour in (*TRICK_FILL.values(), *SIDE_EDGE.values(), ENGAGED_FILL, FREE_FILL):
        assert _near(image, legend, colour, tol=6) > 30, colour
    words = [VOICE(f"brutal_ring.picture.legend.{k}") for k in (
        "title", "ATK_ORANGE", "ATK_BLACK", "DEF_ORANGE", "DEF_BLACK", "weapon.ATK",
        "weapon.DEF", "attacker", "defender", "engaged", "unengaged")]
    assert all(words)
    blank = Catalog("xx", {**VOICE.catalog.messages, **{
        f"brutal_ring.picture.legend.{k}": "" for k in ("title", "ATK_ORANGE", "engaged")}})
    other = _open(render_arena(view, Voice(blank, NAMES, FORMATS)))
    diff = ImageChops.difference(image.convert("RGB"), other.convert("RGB")).convert("L")
    changed = diff.point(lambda v: 255 if v > 40 else 0).getbbox()
    assert changed is not None and _inside(changed, legend)  # the words are in the legend


def test_finished_game_shows_the_result_banner() -> None:
    state = _busy("2v2", "over")
    view = GAME.view(state, None)
    assert view.outcome is not None
    image = _open(render_arena(view, VOICE)).convert("RGB")
    header = arena_layout(view).header
    assert _near(image, header, kit.GOLD, tol=6) > _area(header) // 2


# ----------------------------------------------------------------------------- one fight


@cache
def _results() -> tuple[Result, ...]:
    """The ``result`` events of a few random games, all configurations."""
    found: list[Result] = []
    for config in CONFIGS:
        for seed in range(6):
            states = list(_playthrough(config, seed))
            assert states[-1].phase is Phase.OVER
            found += [e for e in history(states) if isinstance(e, Result)]
    return tuple(found)


def _result(name: str, test: Callable[[Result], bool]) -> Result:
    result = next((r for r in _results() if test(r)), None)
    if result is None:
        pytest.skip(f"no {name} in the sampled games")
    return result


def test_combat_picture_of_a_kill() -> None:
    result = _result("death", lambda r: r.defender_dies and not r.attacker_dies
                     and len(r.tricks) >= 1)
    png = render_combat(result, VOICE)
    image = _open(png)
    assert image.width == WIDTH and kit.landscape(*image.size) and len(png) < MAX_BYTES
    layout = combat_layout(result)
    assert _near(image, layout.defender, DEAD, tol=10) > 1500
    assert _near(image, layout.attacker, DEAD, tol=10) < 50
    assert len(layout.tricks) == len(result.tricks)
    for trick, box in zip(result.tricks, layout.tricks, strict=True):
        assert _near(image, box, kit.CARD_BACK, tol=6) == 0  # every trick is face up now
        assert trick.on_attacker == (box[0] < layout.defender[0])


def test_combat_picture_of_a_counter_attack_death() -> None:
    result = _result("counter kill", lambda r: r.attacker_dies)
    image = _open(render_combat(result, VOICE))
    layout = combat_layout(result)
    assert _near(image, layout.attacker, DEAD, tol=10) > 1500


def test_combat_picture_strikes_through_a_discarded_trick() -> None:
    result = _result("discard pick", lambda r: any(t.removed for t in r.tricks))
    image = _open(render_combat(result, BARE))
    layout = combat_layout(result)
    for trick, box in zip(result.tricks, layout.tricks, strict=True):
        struck = _near(image, box, DEAD, tol=10) > 150
        assert struck == trick.removed, trick
        assert (trick.effect is TrickEffect.DISCARDED) == trick.removed


@pytest.mark.parametrize("index", [0, 5, 17, 40])
def test_combat_pictures_are_small(index: int) -> None:
    results = _results()
    result = results[index % len(results)]
    png = render_combat(result, VOICE)
    assert _open(png).width == WIDTH and len(png) < MAX_BYTES
    assert render_combat(result, BARE) != png  # the players are named


# ----------------------------------------------------------------------------- contract


def test_rendering_is_pure() -> None:
    state = _busy("2v2", "tricks")
    placer: PlayerId = state.combat.tricks[0].placer if state.combat else "1"
    view = GAME.view(state, placer)
    before = view.model_dump()
    assert render_arena(view, VOICE) == render_arena(view, VOICE)
    assert render_hand(view, VOICE) == render_hand(view, VOICE)
    assert view.model_dump() == before
    again = BRView.model_validate_json(view.model_dump_json())
    assert render_arena(again, VOICE) == render_arena(view, VOICE)
    assert render_hand(again, VOICE) == render_hand(view, VOICE)
    result = _result("any", lambda r: True)
    frozen = result.model_dump_json()
    assert render_combat(result, VOICE) == render_combat(result, VOICE)
    assert result.model_dump_json() == frozen
    again = Result.model_validate_json(frozen)
    assert render_combat(again, VOICE) == render_combat(result, VOICE)


def test_names_the_font_cannot_draw_fall_back() -> None:
    view = GAME.view(_busy("3p", "late"), None)
    odd = render_arena(view, voice({"1": "🥊🥊", "2": "Zoé 🥊"}, FORMATS))
    plain = render_arena(view, voice({"2": "Zoé"}, FORMATS))
    assert odd == plain  # emoji dropped; an empty name falls back to the seat label


def test_render_never_imports_discord() -> None:
    code = "import sys, bot.render.brutal_ring; sys.exit('discord' in sys.modules)"
    root = Path(__file__).resolve().parents[2]
    assert subprocess.run([sys.executable, "-c", code], cwd=root, check=False).returncode == 0


def test_combat_picture_draws_the_event_not_the_rules() -> None:
    """The fight picture re-derives no rule: changing only a trick's recorded effect changes
    only that trick's card (faded, tagged), nothing else."""
    result = _result("counted trick", lambda r: any(
        t.effect is TrickEffect.COUNTED for t in r.tricks))
    index = next(i for i, t in enumerate(result.tricks) if t.effect is TrickEffect.COUNTED)
    tricks = list(result.tricks)
    tricks[index] = tricks[index].model_copy(update={"effect": TrickEffect.CANCELLED})
    changed = result.model_copy(update={"tricks": tuple(tricks)})
    before = _open(render_combat(result, VOICE)).convert("RGB")
    after = _open(render_combat(changed, VOICE)).convert("RGB")
    diff = ImageChops.difference(before, after).convert("L")
    box = diff.point(lambda v: 255 if v > 40 else 0).getbbox()
    trick_box = combat_layout(result).tricks[index]
    assert box is not None and _inside(box, (trick_box[0], trick_box[1], trick_box[2] + 1,
                                             trick_box[3] + 1))


# ----------------------------------------------------------------------------- words


def _playthrough(config: str, seed: int) -> Iterator[BRState]:
    n, teams = CONFIGS[config]
    state = GAME.setup([str(i + 1) for i in range(n)], seed, Options(teams=teams))
    rng = random.Random(seed)
    while pending := GAME.pending(state):
        yield state
        d = rng.choice(pending)
        state = (GAME.timeout(state, d.player) if rng.random() < 0.05
                 else GAME.apply(state, rng.choice(d.options)))
    yield state


@pytest.mark.parametrize("config", list(CONFIGS))
def test_every_word_comes_from_the_catalog(config: str) -> None:
    """Strict catalog: every event line (public and private), label, prompt, status line and
    result of whole games has its message, and no line is left empty."""
    from cogs.brutal_ring import BrutalRingUI

    ui = BrutalRingUI()
    kinds: set[str] = set()
    for seed in range(3):
        states = list(_playthrough(config, seed))
        for state in states:
            for d in GAME.pending(state):
                for viewer in (None, d.player):
                    view = GAME.view(state, viewer)
                    assert ui.prompt(VOICE, view, d)
                    for option in d.options:
                        label = ui.label(VOICE, view, option)
                        assert label.text and len(label.text) <= 80, label
            assert all(ui.status_lines(VOICE, GAME.view(state, None)))
        outcome = GAME.outcome(state)
        assert outcome is not None and ui.result_detail(VOICE, outcome)
        for event in history(states):
            assert VOICE.event(GAME.id, event), event
            kinds.add(f"{event.kind}{'.private' if event.to else ''}")
    assert {"draw.private", "draw", "place.private", "result", "end"} <= kinds


def test_lines_name_players_and_cards() -> None:
    from bot.text.brutal_ring import card_label
    from rules.brutal_ring.events import Draw, FinalResult, Kill, SideResult, TimeUp

    assert VOICE.event(GAME.id, Kill(player="1", gladiator="G09", weapon="W12", killer="2",
                                     points=6)) == "Alice's TERMINIUM dies: Bérénice scores 6."
    assert VOICE.event(GAME.id, Draw(to=("1",), player="1", pile="W", card="W16")) == (
        "You drew Sword 3/2 [Attack +3].")
    assert VOICE.lines(GAME.id, [Draw(to=("1",), player="1", pile="W", card="W16"),
                                 Draw(player="1", pile="W")], "2") == [
        "Alice draws from the Weapon pile."]
    assert VOICE.event(GAME.id, TimeUp(window="entry")) == (
        "Time is up: the entry window closes.")
    assert card_label(VOICE, "G09") == "TERMINIUM [Fairplay (attack)]"
    result = FinalResult(reason="points", winners=("1", "3"), sides=(
        SideResult(players=("1", "3"), team=0, score=5, gladiators=2),
        SideResult(players=("2", "4"), team=1, score=3, gladiators=1)))
    assert VOICE("brutal_ring.event.end", result=result) == "The game is over."
    # The standing is told once, by the result line (``result_detail``) that follows.
    assert final(VOICE, result) == (
        "team A (Alice and Chen) 5 (2 in the arena) – team B (Bérénice and Dmitri) 3 (1 in "
        "the arena): Alice and Chen win.")


def test_fight_pictures_come_with_public_results_only() -> None:
    from cogs.brutal_ring import BrutalRingUI

    events = history(list(_playthrough("2p", 0)))
    fights = [e for e in events if isinstance(e, Result) and e.to is None]
    assert len(fights) > 2
    pictures = BrutalRingUI().event_pictures(VOICE, events)
    assert [name for name, _ in pictures] == [f"combat-{i + 1}.png" for i in range(len(fights))]
    assert all(png == render_combat(e, VOICE) for (_, png), e in zip(pictures, fights,
                                                                      strict=True))


def test_every_event_kind_and_trick_has_its_words() -> None:
    """Each kind has its public line, and its private line where a twin or a private-only
    event exists; every trick kind has a name."""
    from rules.brutal_ring import EventKind
    from rules.brutal_ring.content import Trick
    from rules.brutal_ring.events import BREventBase

    classes = {c.model_fields["kind"].default: c for c in _subclasses(BREventBase)
               if isinstance(c.model_fields["kind"].default, EventKind)}
    assert set(classes) == set(EventKind)
    for kind, cls in classes.items():
        public, private = f"brutal_ring.event.{kind}", f"brutal_ring.event.{kind}.private"
        assert VOICE.has(public) != cls.private_only, kind
        assert VOICE.has(private) == bool(cls.private_only or cls.secret), kind
    assert all(trick_name(VOICE, t) for t in Trick)


def _subclasses(cls: type) -> list[type]:
    return [c for sub in cls.__subclasses__() for c in (sub, *_subclasses(sub))]


# ----------------------------------------------------------------------------- every language





def _names_cut_by_design(say: Voice, states: list[BRState]) -> tuple[list[str], list[str]]:
    """What a picture may cut to fit (kit.fit_text's "…"): the names (cards, weapons with
    their values, tricks, players and who placed a trick) on tiles and trick cards sized for
    the table; and the lines cut at their end: the final standing on the banner's one line.
    Every other worded sentence must fit whole."""
    from bot.text.brutal_ring import card_name, weapon

    # the words that end with "…" whole ("drafting…")
    names = [text for key, text in say.catalog.messages.items()
             if key.startswith("brutal_ring.picture.") and text.endswith("…")]
    names += [card_name(say, c) for c in CARDS] + list(NAMES.values())
    names += [weapon(say, c) for c in CARDS if not card(c).is_gladiator]
    names += [trick_name(say, t) for t in {c.trick for c in CARDS.values()}]
    # a trick card's placer ("by Bérénice"), cut on a crowded combat panel
    placers = [say("brutal_ring.picture.trick.by", who=n) for n in NAMES.values()]
    names += placers + [say("brutal_ring.picture.trick.bluff", sub=p) for p in placers]
    lines = [final(say.for_pictures(), FinalResult.from_outcome(outcome))
             for outcome in map(GAME.outcome, states) if outcome is not None]
    return names, lines


def _only_names_cut(content: str, names: list[str]) -> bool:
    """Each "…" of ``content`` ends the start of a name, or of a name's later words (a name
    wrapped over two lines), cut at a word boundary."""
    padded = [f" {name}" for name in names]
    for i, char in enumerate(content):
        if char != "…":
            continue
        head = content[:i].rstrip()
        starts = [n for n in range(len(head)) if n == 0 or head[n - 1] == " "]
        if not any(f" {head[n:]}" in name for n in starts for name in padded):
            return False
    return True


def _fits(texts: list[Drawn], size: tuple[int, int], cuttable: tuple[list[str], list[str]],
          what: str) -> None:
    """No text leaves the picture or overlaps another (ink boxes, 2 px of accents and
    descenders forgiven), and only names are cut short."""
    width, height = size
    names, lines = cuttable
    for (x0, y0, x1, y1), content in texts:
        assert x0 >= 0 and x1 <= width and y0 >= 0 and y1 <= height, (what, content)
        if "…" in content and content not in names and not any(
                line.startswith(content[:-1]) for line in lines):
            assert _only_names_cut(content, names), (what, content)
    for i, ((ax0, ay0, ax1, ay1), a) in enumerate(texts):
        for (bx0, by0, bx1, by1), b in texts[i + 1:]:
            apart = ax1 - 2 <= bx0 or bx1 - 2 <= ax0 or ay1 - 2 <= by0 or by1 - 2 <= ay0
            assert apart, f"{what}: {a!r} overlaps {b!r}"


def _language_states() -> list[tuple[str, BRState]]:
    """Random states of every table and kind, and the blind Discard pick."""
    states = [(f"{config} {kind}", _busy(config, kind)) for config in CONFIGS for kind in BUSY]
    return [*states, ("pick", _pick_state())]


@pytest.mark.parametrize("locale", ["fr", "en"])
def test_pictures_fit_in_every_language(locale: str, drawn_texts: list[Drawn]) -> None:
    """French words run longer: the arena, every hand and fight pictures of random states,
    drawn with a French voice (and English, for comparison), stay landscape and readable at
    Discord's size, and every word fits where it is drawn."""
    from cogs.brutal_ring import SPEC

    say = voice(dict(NAMES), dict(SPEC.formats), locale=locale)
    states = _language_states()
    cuttable = _names_cut_by_design(say, [s for _, s in states])
    pictures: list[tuple[str, Callable[[], bytes]]] = []
    for name, state in states:
        pictures.append((f"{name} arena", partial(render_arena, GAME.view(state, None), say)))
        if state.phase is not Phase.OVER:
            pictures += [(f"{name} hand {p}", partial(render_hand, GAME.view(state, p), say))
                         for p in state.players]
    pictures += [(f"fight {i}", partial(render_combat, r, say))
                 for i, r in enumerate(_results()[::3])]
    for what, draw in pictures:
        drawn_texts.clear()
        with kit.font_log() as log:
            png = draw()
        image = check_png(png, log.smallest, f"{locale} {what}", width=WIDTH,
                          max_height=WIDTH * 4 // 5)
        _fits(drawn_texts, image.size, cuttable, f"{locale} {what}")


def test_french_pictures_speak_french() -> None:
    """The French pictures draw the French rulebook's words and weapon names."""
    from cogs.brutal_ring import SPEC

    asked: list[tuple[str, dict[str, object]]] = []
    say = Spy(voice(dict(NAMES), dict(SPEC.formats), locale="fr"), asked)
    state = _busy("2v2", "late")
    render_arena(GAME.view(state, None), say)
    for player in state.players:
        render_hand(GAME.view(state, player), say)
    plain = voice(dict(NAMES), dict(SPEC.formats), locale="fr").for_pictures()
    words = {plain(k, **p) for k, p in asked}
    assert {"Symboles :", "Attaque", "Défense", "libre"} <= words
    assert not {"Trick slots:", "Attack", "Defence", "unengaged", "unarmed"} & words


def test_card_names_come_from_the_catalog() -> None:
    """Every card is named in each language; English keeps the rules' own names, French gives
    the weapons their French names (the gladiators keep theirs)."""
    from bot.text.brutal_ring import card_name

    french = voice(NAMES, FORMATS, locale="fr")
    for cid, c in CARDS.items():
        assert card_name(VOICE, cid) == c.name
        assert card_name(french, cid)
    assert card_name(french, "W16") == "Épée"
    assert card_name(french, "G09") == "TERMINIUM"
    assert french.event(GAME.id, Draw(to=("1",), player="1", pile="W", card="W16")) == (
        "Tu as pioché Épée 3/2 [Attaque +3].")
