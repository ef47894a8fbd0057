"""Martial Art pictures: valid, landscape, readable PNGs at every phase and table (2, 3, 4
players, 2v2, White and Black Belt), deterministic, the public board blind to hidden Effect
identities, the private board showing them, and the roll picture from real ``Rolled`` events.
Every word comes from the catalog, run strict (a missing message fails)."""

from __future__ import annotations

import ast
import random
import subprocess
import sys
from collections.abc import Callable, Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from PIL import Image, ImageDraw, ImageStat

from bot.render import kit
from bot.render.martial_art import render_board, render_hand, render_roll
from bot.render.martial_art.arena import arena_layout
from bot.render.martial_art.layout import MAX_HEIGHT, board_layout
from bot.render.martial_art.parts import FRONT_FILL, WIDTH
from bot.render.martial_art.status import info_items, legend_items
from bot.text import Catalog, Voice, messages, voice
from rules.kit import hexgrid
from rules.martial_art import GAME, MAState, MAView, Mode, Options, Phase, Stage
from rules.martial_art.attack import eliminate
from rules.martial_art.content import ACTIONS, EFFECTS, FIGHTERS, TECHNIQUES, Code
from rules.martial_art.events import Rolled
from tests.render.pictures import Spy, check_png, open_png
from tests.rules.martial_art.builder import FighterSpec, act, build, drive, events, roll

NAMES = {"1": "Aurélie", "2": "Bérénice", "3": "Kenji", "4": "Oluwaseun"}
VOICE = voice(NAMES)
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def strict_catalog() -> Iterator[None]:
    strict, Catalog.strict = Catalog.strict, True
    yield
    Catalog.strict = strict


CONFIGS: dict[str, tuple[int, Mode, bool]] = {
    "2p-white": (2, Mode.WHITE, True),
    "2p-black": (2, Mode.BLACK, True),
    "3p-black": (3, Mode.BLACK, True),
    "4p-black": (4, Mode.BLACK, False),
    "2v2-white": (4, Mode.WHITE, True),
    "2v2-black": (4, Mode.BLACK, True),
}
"""Name -> (players, mode, Options.teams)."""


def _drafted(step: Any) -> bool:
    return step is not None and any(step.drafts.values())


KINDS: dict[str, Callable[[MAState], bool]] = {
    "pick": lambda s: s.phase is Phase.PICK and any(f.fighter for f in s.fighters.values()),
    "loadout": lambda s: s.phase is Phase.LOADOUT and _drafted(s.loadouts),
    "place": lambda s: s.phase is Phase.PLACE and _drafted(s.placements),
    "sow": lambda s: (s.phase is Phase.TURN and s.turn is not None
                      and s.turn.stage is Stage.SOW and len(s.turn.order) >= 1),
    "attack": lambda s: s.phase is Phase.TURN and s.turn is not None
    and s.turn.attack is not None,
    "over": lambda s: s.phase is Phase.OVER,
}

TABLES = [(c, k) for c in CONFIGS for k in KINDS
          if CONFIGS[c][1] is Mode.BLACK or k not in ("loadout", "place")]


def _play(config: str, seed: int, stop: Callable[[MAState], bool]) -> MAState | None:
    """A random game (uniform decision, then uniform option) until ``stop`` holds."""
    n, mode, teams = CONFIGS[config]
    state = GAME.setup([str(i + 1) for i in range(n)], seed, Options(mode=mode, teams=teams))
    rng = random.Random(seed)
    while not stop(state):
        pending = GAME.pending(state)
        if not pending:
            return None
        state = GAME.apply(state, rng.choice(rng.choice(pending).options))
    return state


@cache
def _state(config: str, kind: str) -> MAState:
    for seed in range(40):
        state = _play(config, seed, KINDS[kind])
        if state is not None:
            return state
    raise AssertionError(f"no seed reaches {kind} with {config}")


@cache
def _rolls() -> list[Rolled]:
    """Public Rolled events of whole random Black Belt games, one with L'Homme Ivre's swap."""
    found: list[Rolled] = []
    for seed in range(60):
        state = GAME.setup(["1", "2", "3"], seed, Options(mode=Mode.BLACK))
        rng = random.Random(seed)
        while pending := GAME.pending(state):
            state = GAME.apply(state, rng.choice(rng.choice(pending).options))
            found += [e for e in state.log if isinstance(e, Rolled) and e.to is None
                      and e not in found]
        if len(found) >= 8 and any(e.swapped for e in found):
            return found
    raise AssertionError("no swapped roll in 60 games")


def _open(png: bytes) -> Image.Image:
    return open_png(png)


def _check(png: bytes, smallest: int | None, what: str) -> Image.Image:
    return check_png(png, smallest, what, width=WIDTH, max_height=MAX_HEIGHT)


def _spy() -> Spy:
    return Spy(VOICE, [])


# ----------------------------------------------------------------------------- valid and small


@pytest.mark.parametrize(("config", "kind"), TABLES, ids=[f"{c}-{k}" for c, k in TABLES])
def test_board_and_hands_are_readable_landscape_pngs(config: str, kind: str) -> None:
    state = _state(config, kind)
    with kit.font_log() as log:
        png = render_board(VOICE, GAME.view(state, None))
    _check(png, log.smallest, "board")
    for player in state.players:
        with kit.font_log() as log:
            png = render_hand(VOICE, GAME.view(state, player))
        _check(png, log.smallest, f"hand of {player}")


def test_rendering_is_deterministic_and_pure() -> None:
    state = _state("2v2-black", "sow")
    assert state.turn is not None
    view = GAME.view(state, state.turn.player)
    before = view.model_dump()
    assert render_board(VOICE, view) == render_board(VOICE, view)
    assert render_hand(VOICE, view) == render_hand(VOICE, view)
    assert view.model_dump() == before
    again = MAView.model_validate_json(view.model_dump_json())
    assert render_board(VOICE, again) == render_board(VOICE, view)
    assert render_hand(VOICE, again) == render_hand(VOICE, view)
    event = _rolls()[0]
    assert render_roll(VOICE, event) == render_roll(VOICE, Rolled.model_validate_json(
        event.model_dump_json()))


def test_render_never_imports_discord() -> None:
    code = "import sys, bot.render.martial_art; sys.exit('discord' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=False).returncode == 0


# ----------------------------------------------------------------------------- hidden information


def _with_zone(state: MAState, player: str, zone: int, codes: list[Code]) -> MAState:
    f = state.fighters[player]
    zones = [list(z) for z in f.zones]
    zones[zone] = codes
    return state.model_copy(update={"fighters": {
        **state.fighters, player: f.model_copy(update={"zones": zones})}})


def _other_effect(code: Code) -> Code:
    return {Code.M: Code.D, Code.D: Code.E, Code.E: Code.M}[code]


@pytest.mark.parametrize("config", ["2p-white", "4p-black"])
def test_public_board_does_not_show_effect_identities(config: str) -> None:
    """R8, R62: two states that differ only in one player's Effect codes within a zone draw
    the same public board; the owner's own picture tells them apart. Changing an Action
    (public) does change the board, so the comparison can fail."""
    state = _state(config, "sow")
    player, zone = next((p, z) for p in state.seats for z in range(5)
                        if any(c in EFFECTS for c in state.fighters[p].zones[z]))
    codes = state.fighters[player].zones[zone]
    hidden = _with_zone(state, player, zone,
                        [_other_effect(c) if c in EFFECTS else c for c in codes])
    assert GAME.view(hidden, player) != GAME.view(state, player)
    for viewer in (None, player):  # the owner's view carries the codes: still not drawn
        assert render_board(VOICE, GAME.view(hidden, viewer)) == \
            render_board(VOICE, GAME.view(state, viewer))
    assert render_hand(VOICE, GAME.view(hidden, player)) != \
        render_hand(VOICE, GAME.view(state, player))
    public = _with_zone(state, player, zone, [*codes, Code.H if Code.P in codes else Code.P])
    assert render_board(VOICE, GAME.view(public, None)) != \
        render_board(VOICE, GAME.view(state, None))


def test_set_aside_pile_shows_only_its_size_in_public() -> None:
    state = _play("2p-white", 0, lambda s: s.phase is Phase.TURN)
    assert state is not None
    player = next(p for p in state.seats if state.fighters[p].aside)
    f = state.fighters[player]
    other = f.model_copy(update={"aside": [_other_effect(c) for c in f.aside]})
    changed = state.model_copy(update={"fighters": {**state.fighters, player: other}})
    assert render_board(VOICE, GAME.view(changed, None)) == \
        render_board(VOICE, GAME.view(state, None))
    assert render_hand(VOICE, GAME.view(changed, player)) != \
        render_hand(VOICE, GAME.view(state, player))


@pytest.mark.parametrize("kind", ["loadout", "place", "sow"])
def test_every_viewer_gets_the_same_public_board(kind: str) -> None:
    """A player's view carries their drafts and drop order; the public picture draws none."""
    state = _state("3p-black", kind)
    spectator = render_board(VOICE, GAME.view(state, None))
    for player in state.players:
        assert render_board(VOICE, GAME.view(state, player)) == spectator


# ----------------------------------------------------------------------------- what is drawn


def test_board_names_techniques_fighters_and_the_round() -> None:
    state = _state("2v2-black", "attack")
    view = GAME.view(state, None)
    spy = _spy()
    render_board(spy, view)
    keys = spy.ids()
    for f in view.fighters:
        assert f"martial_art.fighter.{f.fighter}" in keys
        for tid in f.loadout:
            assert f"martial_art.technique.{tid}" in keys
    assert spy.params("martial_art.picture.round") == [{"round": view.round, "rounds": 40}]
    assert view.turn is not None and view.turn.attack is not None
    assert "martial_art.picture.attack" in keys
    assert {"martial_art.picture.turn_mark", "martial_art.picture.to_play"} <= keys


def test_finished_game_shows_the_result_not_the_turn() -> None:
    state = _state("2p-white", "over")
    view = GAME.view(state, None)
    assert view.outcome is not None
    spy = _spy()
    render_board(spy, view)
    keys = spy.ids()
    assert keys & {"martial_art.picture.over.win", "martial_art.picture.over.draw"}
    assert not keys & {"martial_art.picture.turn_mark", "martial_art.picture.to_play"}
    if view.round > view.max_rounds:  # R64: the limit's last round, not one more
        assert spy.params("martial_art.picture.round") == [{"round": 40, "rounds": 40}]


def _board_box(view: MAView, player: str) -> tuple[int, int, int, int]:
    say = VOICE.for_pictures()
    return board_layout(view.seats, info_items(say, view), legend_items(say)).boards[player]


def test_eliminated_fighter_is_greyed_with_its_cause() -> None:
    state = _state("3p-black", "sow")
    assert state.turn is not None
    player = next(p for p in state.seats if p != state.turn.player)
    out = GAME.load(state.model_dump_json())
    eliminate(out, player, "technical_ko")
    assert out.phase is Phase.TURN and not out.fighters[player].alive
    alive_view, out_view = GAME.view(state, None), GAME.view(out, None)
    spy = _spy()
    dead_png = render_board(spy, out_view)
    assert spy.params("martial_art.picture.out.technical_ko")
    box = _board_box(out_view, player)
    lit = ImageStat.Stat(_open(render_board(VOICE, alive_view)).convert("L").crop(box)).mean[0]
    dim = ImageStat.Stat(_open(dead_png).convert("L").crop(box)).mean[0]
    assert dim < 0.8 * lit


def test_front_cells_are_highlighted_in_black_belt_only() -> None:
    """R13/R63: the active fighter's three front cells in Black Belt; no facing in White."""
    for config, expected in (("2p-black", True), ("2p-white", False)):
        state = _state(config, "sow")
        view = GAME.view(state, None)
        layout = board_layout(view.seats, info_items(VOICE, view), legend_items(VOICE))
        image = _open(render_board(VOICE, view)).convert("RGB")
        geo = arena_layout(kit.inset(layout.arena, 6))
        assert view.turn is not None
        mover = next(f for f in view.fighters if f.player == view.turn.player)
        assert mover.cell is not None
        for cell in hexgrid.front_cells(mover.cell, mover.facing):
            if not hexgrid.on_board(cell) or any(f.cell == cell for f in view.fighters):
                continue
            x, y = geo.centre(cell)
            pixel = image.getpixel((round(x), round(y)))
            near = all(abs(a - b) <= 8 for a, b in zip(pixel, FRONT_FILL, strict=True))
            assert near is expected, (config, cell, pixel)


def test_hand_shows_the_drafts_and_the_sowing() -> None:
    loadout = _state("2p-black", "loadout")
    assert loadout.loadouts is not None
    p = next(q for q in loadout.seats if loadout.loadouts.draft(q))
    spy = _spy()
    render_hand(spy, GAME.view(loadout, p))
    assert spy.params("martial_art.picture.hand.loadout_draft") == [
        {"n": len(loadout.loadouts.draft(p)), "total": 3}]
    place = _state("2p-black", "place")
    assert place.placements is not None
    p = next(q for q in place.seats if place.placements.draft(q))
    spy = _spy()
    render_hand(spy, GAME.view(place, p))
    assert spy.params("martial_art.picture.hand.placement") == [
        {"n": len(place.placements.draft(p)), "total": 12}]
    sow = _state("2p-white", "sow")
    assert sow.turn is not None and sow.turn.start_zone is not None
    spy = _spy()
    render_hand(spy, GAME.view(sow, sow.turn.player))
    assert [p["zone"] for p in spy.params("martial_art.picture.hand.sowing")] == [
        sow.turn.start_zone]
    other = next(q for q in sow.seats if q != sow.turn.player)
    spy = _spy()
    render_hand(spy, GAME.view(sow, other))
    assert not spy.params("martial_art.picture.hand.sowing")


def test_a_spectator_hand_is_a_short_note() -> None:
    with kit.font_log() as log:
        png = render_hand(VOICE, GAME.view(_state("2p-white", "sow"), None))
    _check(png, log.smallest, "spectator")


# ----------------------------------------------------------------------------- rolls


def test_roll_pictures_of_a_playout() -> None:
    """R28: every source of attack dice and the damage dealt are drawn from the event; a
    swapped roll gets its extra row."""
    rolls = _rolls()
    heights: dict[bool, int] = {}
    for event in rolls:
        spy = _spy()
        with kit.font_log() as log:
            png = render_roll(spy, event)
        image = _check(png, log.smallest, str(event))
        heights[event.swapped is not None] = image.height
        assert spy.params("martial_art.picture.roll.dealt") == [{"n": event.dealt}]
        assert len(spy.params("martial_art.picture.roll.dice")) == 2
        drawn = {k for k in spy.ids() if ".roll.source." in k}
        for source, _ in event.attack_dice:
            key = source if source in ("base", "back", "collision") else "technique"
            assert f"martial_art.picture.roll.source.{key}" in drawn
        faces = [p for k, p in spy.asked if k.startswith("martial_art.picture.face.")]
        shown = len(event.attack.faces) + len(event.defence.faces) + \
            (len(event.swapped.faces) if event.swapped else 0)
        assert len(faces) == shown
    assert heights[True] > heights[False]


def test_collision_roll_and_board() -> None:
    """E8 (R56): the plain roll against the third fighter, and the board while the third
    fighter chooses its defence."""
    s = build({
        "1": FighterSpec("kimberley", (-1, 0), facing=0, board="Z4[E,K]",
                         loadout=["shuto_uchi", "mawashi_geri", "mae_tobi_geri"]),
        "2": FighterSpec("igor", (0, 0), facing=3,
                         board="Z1[E,M] Z2[G,D] Z3[P,E] Z4[H,E] Z5[P,D,E,M]"),
        "3": FighterSpec("hirumasa", (1, 0), facing=3, chi=2, board="Z1[D,H]")},
        mode="black")
    run = drive(s, act("1", "start", zone=4), act("1", "energy", gauge="chi"),
                act("1", "technique", item="mae_tobi_geri"), act("1", "drop", code=Code.E),
                act("1", "attack", target="2"), act("2", "reveal", d=0, m=0))
    spy = _spy()
    with kit.font_log() as log:
        png = render_board(spy, GAME.view(run[-1], None))
    _check(png, log.smallest, "collision board")
    assert spy.params("martial_art.picture.collision")
    run = drive(run, roll("NNFX", "", "N", "FF"), act("3", "reveal", d=1))
    main, third = events(run, Rolled)
    assert third.collision and not main.collision
    spy = _spy()
    with kit.font_log() as log:
        png = render_roll(spy, third)
    _check(png, log.smallest, "collision roll")
    assert {"martial_art.picture.roll.title_collision", "martial_art.picture.roll.plain"} <= \
        spy.ids()


# ----------------------------------------------------------------------------- words


def _literal_ids() -> set[str]:
    """Whole message ids written in the renderer's code."""
    found = set()
    for path in ROOT.joinpath("bot", "render", "martial_art").glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if (isinstance(node, ast.Constant) and isinstance(node.value, str)
                    and node.value.startswith("martial_art.")
                    and not node.value.endswith(".")):
                found.add(node.value)
    return found


def test_every_word_drawn_has_its_message() -> None:
    english = messages("en")
    ids = _literal_ids()
    assert len(ids) > 60, "the scan finds the ids the renderer uses"
    families = [
        *(f"martial_art.technique.{t}" for t in TECHNIQUES),
        *(f"martial_art.fighter.{f}" for f in FIGHTERS),
        *(f"martial_art.token.{c.value}" for c in Code),
        *(f"martial_art.picture.letter.{c.value}" for c in Code),
        *(f"martial_art.zone.{z}" for z in range(1, 6)),
        *(f"martial_art.picture.stage.{s.value}" for s in Stage),
        *(f"martial_art.picture.phase.{p.value}" for p in Phase),
        *(f"martial_art.picture.mode.{m.value}" for m in Mode),
        *(f"martial_art.picture.face.{f}" for f in "FNX"),
        *(f"martial_art.picture.out.{o}" for o in ("ko", "technical_ko", "ring_out",
                                                    "forfeit")),
        *(f"martial_art.picture.keyword.{t.keyword.value}" for t in TECHNIQUES.values()),
    ]
    missing = sorted(k for k in [*ids, *families] if k not in english)
    assert not missing
    assert len(TECHNIQUES) == 42 and len(FIGHTERS) == 6
    assert english["martial_art.technique.oeil_du_tigre"] == "Œil du Tigre"


def test_names_the_font_cannot_draw_fall_back_to_the_seat_label() -> None:
    view = GAME.view(_state("2p-white", "sow"), None)
    odd = render_board(voice({"1": "🥋🥋", "2": "Bérénice 🥋"}), view)
    plain = render_board(voice({"1": "", "2": "Bérénice"}), view)
    assert odd == plain


def test_token_colours_tell_actions_from_effects() -> None:
    """Every code has its own chip colour (the legend explains them)."""
    from bot.render.martial_art.parts import TOKEN_FILL

    assert len(set(TOKEN_FILL.values())) == len(Code)
    assert set(TOKEN_FILL) == ACTIONS | EFFECTS



# ----------------------------------------------------------------------------- in French


@cache
def _french() -> Voice:
    """The voice of a French table: the game's formats, the French catalog (strict: a message
    missing in French fails, it never falls back to English)."""
    from bot.registry import default_registry

    spec = default_registry()["martial_art"]
    return voice(NAMES, dict(spec.formats), locale="fr")


@pytest.fixture
def drawn_outside(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The texts drawn (even partly) off their picture while the test draws."""
    outside: list[str] = []
    original = ImageDraw.ImageDraw.text

    def text(self: ImageDraw.ImageDraw, xy: Any, text: Any, *args: Any, **kwargs: Any) -> None:
        left, top, right, bottom = self.textbbox(xy, text, font=kwargs.get("font"),
                                                 anchor=kwargs.get("anchor"))
        width, height = self.im.size
        if left < 0 or top < 0 or right > width or bottom > height:
            outside.append(str(text))
        original(self, xy, text, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", text)
    return outside


def _check_french_board_and_hands(state: MAState, what: str) -> None:
    say = _french()
    with kit.font_log() as log:
        png = render_board(say, GAME.view(state, None))
    _check(png, log.smallest, f"{what}: board")
    for player in state.players:
        with kit.font_log() as log:
            png = render_hand(say, GAME.view(state, player))
        _check(png, log.smallest, f"{what}: hand of {player}")


@pytest.mark.parametrize(("config", "kind"), TABLES, ids=[f"{c}-{k}" for c, k in TABLES])
def test_french_board_and_hands_fit(config: str, kind: str, drawn_outside: list[str]) -> None:
    """The French words (longer than the English ones) keep every picture landscape, readable
    and inside its frame, at every phase and table."""
    _check_french_board_and_hands(_state(config, kind), f"{config}-{kind}")
    assert drawn_outside == []


@pytest.mark.parametrize("config", CONFIGS)
def test_french_pictures_of_random_games(config: str, drawn_outside: list[str]) -> None:
    """A short random game (4 rounds) in French: the board and every hand at eight points
    spread over the game and at its end, and its first roll pictures."""
    n, mode, teams = CONFIGS[config]
    seed = len(config)
    state = GAME.setup([str(i + 1) for i in range(n)], seed,
                       Options(mode=mode, teams=teams, max_rounds=4))
    rng = random.Random(seed)
    states = [state]
    while pending := GAME.pending(state):
        state = GAME.apply(state, rng.choice(rng.choice(pending).options))
        states.append(state)
    for i in range(0, len(states), max(1, len(states) // 8)):
        _check_french_board_and_hands(states[i], f"{config} step {i}")
    _check_french_board_and_hands(states[-1], f"{config} end")
    rolls = [e for e in state.log if isinstance(e, Rolled) and e.to is None]
    for event in rolls[:3]:
        with kit.font_log() as log:
            png = render_roll(_french(), event)
        _check(png, log.smallest, f"{config}: {event}")
    assert drawn_outside == []


def test_french_roll_pictures(drawn_outside: list[str]) -> None:
    """Every roll picture of the playouts (one with L'Homme Ivre's swap) in French."""
    for event in _rolls():
        with kit.font_log() as log:
            png = render_roll(_french(), event)
        _check(png, log.smallest, str(event))
    assert drawn_outside == []
