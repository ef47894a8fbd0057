"""Combat pictures: valid, landscape, readable PNGs at every phase (the deck choice, mid-game
with paused cards and active permanents, an OFF figure, game over), deterministic, the board
the same for every viewer, the hand blind to the opponent's secrets (section 8), and every
word from the catalog, run strict (a missing message fails)."""

from __future__ import annotations

import random
import subprocess
import sys
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from bot.registry import default_registry
from bot.render import kit
from bot.render.combat import render_board, render_hand
from bot.render.combat.board import CELL_FILL, DEST_FILL, cell_centre, off_spot
from bot.render.combat.cards import Size, zone_card_height
from bot.render.combat.parts import ACTIVE, MAX_HEIGHT, PAUSED, SEAT, WIDTH, verb_text
from bot.render.combat.public import board_layout
from bot.text import Catalog, Voice, voice
from rules.combat import GAME, CBState, Phase
from rules.combat.content import BASICS, CARDS, STARTERS, StepKind, parse_step
from rules.core import Outcome, Reason
from rules.kit.hexgrid import Hex
from tests.render.pictures import Spy, check_png, open_png
from tests.rules.combat.builder import A, B, Paused, SideSpec, basic, build, do
from tests.rules.combat.resample import resample

NAMES = {"1": "Aurélie", "2": "Bérénice", A: "Aurélie", B: "Bérénice"}
VOICE = voice(NAMES)
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def strict_catalog() -> Iterator[None]:
    strict, Catalog.strict = Catalog.strict, True
    yield
    Catalog.strict = strict


@cache
def _game(seed: int) -> tuple[CBState, ...]:
    """Every state of a random game (uniform decision, then uniform option)."""
    rng = random.Random(seed)
    state = GAME.setup(["1", "2"], seed, GAME.Options())
    states = [state]
    while pending := GAME.pending(state):
        state = GAME.apply(state, rng.choice(rng.choice(pending).options))
        states.append(state)
    return tuple(states)


def _spread(states: tuple[CBState, ...], n: int) -> list[CBState]:
    """``n`` states evenly from the first to the last."""
    return [states[round(i * (len(states) - 1) / (n - 1))] for i in range(n)]


def _open(png: bytes) -> Image.Image:
    return open_png(png)


def _check(png: bytes, smallest: int | None, what: str) -> Image.Image:
    return check_png(png, smallest, what, width=WIDTH, max_height=MAX_HEIGHT)


def _spy() -> Spy:
    return Spy(VOICE, [])


def _board_image(state: CBState) -> Image.Image:
    return _open(render_board(VOICE, GAME.view(state, None))).convert("RGB")


def _near(pixel: Any, colour: kit.RGB, tol: int = 6) -> bool:
    """Within ``tol`` of ``colour`` on each channel (a PNG of many colours is quantized)."""
    return all(abs(a - b) <= tol for a, b in zip(pixel, colour, strict=True))


def _count(image: Image.Image, box: tuple[int, int, int, int], colour: kit.RGB) -> int:
    """Pixels of about ``colour`` in ``box`` (a fill, not anti-aliased text)."""
    region = image.crop((box[0], box[1], box[2] + 1, box[3] + 1))
    return sum(n for n, c in (region.getcolors(1 << 16) or []) if _near(c, colour))


# ----------------------------------------------------------------------------- valid and small


@pytest.mark.parametrize("seed", [0, 1])
def test_pictures_of_a_whole_random_game_are_readable_landscape_pngs(seed: int) -> None:
    """From the deck choice to the end: the board and both hands at every sampled state."""
    states = _game(seed)
    assert states[0].phase is Phase.DECKS and states[-1].phase is Phase.OVER
    for i, state in enumerate(_spread(states, 12)):
        with kit.font_log() as log:
            png = render_board(VOICE, GAME.view(state, None))
        _check(png, log.smallest, f"seed {seed} state {i} board")
        for player in state.players:
            with kit.font_log() as log:
                png = render_hand(VOICE, GAME.view(state, player))
            _check(png, log.smallest, f"seed {seed} state {i} hand of {player}")


def test_a_busy_position_stays_within_the_height() -> None:
    """Six cards in a zone, every counter on, a 20-card hand and a full discard: still one
    landscape picture each, the zone shrunk ("+n more" only past what fits)."""
    hand = list(STARTERS["charmeur"])
    zone = [Paused("complimenter_musculature", 2), Paused("brasier_interieur", 3),
            Paused("joutes_verbales", 1), Paused("dard_empoisonne", 4),
            Paused("onde_de_choc", 0), Paused("venin_paralysant", 4)]
    state = build(SideSpec(cell=(0, -1), hand=hand, discard=list(STARTERS["croc"]),
                           history=["frime"], zone=zone),
                  SideSpec(cell=None, hp=-3, zone=[Paused("prison_de_glace", 2)], skip=1,
                           extra=2, frozen=2, pending_shield=3))
    for viewer in (None, A):
        with kit.font_log() as log:
            png = render_board(VOICE, GAME.view(state, viewer))
        _check(png, log.smallest, f"board for {viewer}")
    spy = _spy()
    with kit.font_log() as log:
        png = render_hand(spy, GAME.view(state, A))
    _check(png, log.smallest, "hand")
    shown = {k.removeprefix("combat.card.") for k in spy.ids() if k.startswith("combat.card.")}
    assert set(GAME.view(state, A).hand or []) <= shown  # every card of the hand is drawn


def test_rendering_is_deterministic_and_pure() -> None:
    state = _spread(_game(0), 5)[2]
    assert state.turn is not None
    view = GAME.view(state, state.turn.player)
    before = view.model_dump()
    assert render_board(VOICE, view) == render_board(VOICE, view)
    assert render_hand(VOICE, view) == render_hand(VOICE, view)
    assert view.model_dump() == before
    again = type(view).model_validate_json(view.model_dump_json())
    assert render_board(VOICE, again) == render_board(VOICE, view)
    assert render_hand(VOICE, again) == render_hand(VOICE, view)


def test_render_never_imports_discord() -> None:
    code = "import sys, bot.render.combat; sys.exit('discord' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=False).returncode == 0


def test_every_step_of_every_card_is_worded() -> None:
    """5.8: each verb with its argument and prefix, from the catalog; the kind-specific
    wordings (a Charme condition, a permanent IMMOBILISER) and the prefixes are used."""
    say = VOICE.for_pictures()
    steps = [s for c in CARDS.values() for s in c.steps]
    steps += [s for basic in BASICS.values() for s in basic]
    texts = {str(s): verb_text(say, s) for s in steps}
    assert all(t and "{" not in t for t in texts.values()), texts
    assert texts["C CHARME 2"] != texts["P CHARME 2"]
    assert "1" in texts["E IMMOBILISER 1"]
    assert not any(ch.isdigit() for ch in texts["P IMMOBILISER"])
    assert texts["E adv:DEFAUSSER 1"] != texts["E DEFAUSSER 1"]
    assert texts["P tous:GEL 1"] != verb_text(say, parse_step("P GEL 1"))
    assert "+2" in texts["P FORCE 2"] and "-2" in texts["P FORCE -2"]
    assert len({say(f"combat.kind.{k.value}") for k in StepKind}) == 4


# ----------------------------------------------------------------------------- hidden information


def test_the_board_is_the_same_for_every_viewer() -> None:
    """Section 8: the public picture draws no hand, discard, pick or menu."""
    for state in _spread(_game(1), 8):
        spectator = render_board(VOICE, GAME.view(state, None))
        for player in state.players:
            assert render_board(VOICE, GAME.view(state, player)) == spectator


@pytest.mark.parametrize("seed", [0, 2])
def test_pictures_never_show_what_the_viewer_may_not_know(seed: int) -> None:
    """Section 8: resampling what a viewer may not know (the opponent's hand, deck and
    discard, every deck order, the opponent's picks) leaves their hand picture and the board
    byte for byte the same."""
    rnd = random.Random(seed)
    states = [s for s in _spread(_game(seed), 10) if s.phase is not Phase.OVER]
    for state in states:
        for viewer in state.players:
            twin = resample(state, viewer, rnd)
            assert render_hand(VOICE, GAME.view(twin, viewer)) == \
                render_hand(VOICE, GAME.view(state, viewer)), (state.version, viewer)
        twin = resample(state, None, rnd)
        assert render_board(VOICE, GAME.view(twin, None)) == \
            render_board(VOICE, GAME.view(state, None))


def test_the_hand_shows_the_viewers_own_cards() -> None:
    """The counterpart of the test above (it could not fail otherwise): the viewer's own
    hand and discard are drawn, the opponent's are not."""
    base = build(SideSpec(hand=["frappe", "impro"], discard=["choc"]),
                 SideSpec(cell=(0, 2), hand=["meteorite", "repos"], discard=["esquive"]))
    other = build(SideSpec(hand=["frappe", "bond"], discard=["choc"]),
                  SideSpec(cell=(0, 2), hand=["meteorite", "repos"], discard=["esquive"]))
    assert render_hand(VOICE, GAME.view(base, A)) != render_hand(VOICE, GAME.view(other, A))
    spy = _spy()
    render_hand(spy, GAME.view(base, A))
    drawn = {k for k in spy.ids() if k.startswith("combat.card.")}
    assert {"combat.card.frappe", "combat.card.impro", "combat.card.choc"} <= drawn
    assert not drawn & {"combat.card.meteorite", "combat.card.repos", "combat.card.esquive"}


def test_a_spectator_hand_is_a_short_note() -> None:
    with kit.font_log() as log:
        png = render_hand(VOICE, GAME.view(_game(0)[-1], None))
    _check(png, log.smallest, "spectator")


# ----------------------------------------------------------------------------- what is drawn


def test_deck_phase_shows_who_has_chosen() -> None:
    """Section 3.1: the board says who has chosen (not what); the chooser's hand says it
    waits, the other's lists the decks to pick from."""
    state = GAME.setup(["1", "2"], 3, GAME.Options())
    spy = _spy()
    render_board(spy, GAME.view(state, None))
    assert "combat.picture.choosing" in spy.ids()
    assert "combat.picture.deck_chosen" not in spy.ids()
    first = GAME.pending(state)[0]
    state = GAME.apply(state, first.options[0])
    other = next(p for p in state.players if p != first.player)
    spy = _spy()
    render_board(spy, GAME.view(state, None))
    assert {"combat.picture.choosing", "combat.picture.deck_chosen"} <= spy.ids()
    assert spy.params("combat.picture.decks_ready") == [{"n": 1, "total": 2}]
    spy = _spy()
    render_hand(spy, GAME.view(state, first.player))
    assert "combat.picture.hand.deck_ready" in spy.ids()
    spy = _spy()
    render_hand(spy, GAME.view(state, other))
    assert {f"combat.picture.starter.{k}" for k in STARTERS} <= spy.ids()


def test_zone_marks_paused_steps_and_active_permanents() -> None:
    """R12-R15: Vigilance paused at its intervention has its BOUCLIER active (green row) and
    its paused step on gold; the same card still at its first step has no active row."""
    paused = build(SideSpec(zone=[Paused("vigilance", at=1)]), SideSpec(cell=(0, 2)))
    resolving = build(SideSpec(zone=[Paused("vigilance", at=0, paused=False)]),
                      SideSpec(cell=(0, 2)))
    layout = board_layout(VOICE.for_pictures(), GAME.view(paused, None))
    panel = layout.panels[0]
    marked = _board_image(paused)
    plain = _board_image(resolving)
    assert _count(marked, panel, ACTIVE) > 500 and _count(plain, panel, ACTIVE) == 0
    assert _count(marked, panel, PAUSED) > _count(plain, panel, PAUSED) + 500
    spy = _spy()
    render_board(spy, GAME.view(paused, None))
    assert {"combat.card.vigilance", "combat.verb.BOUCLIER", "combat.verb.DEFAUSSER",
            "combat.kind.P", "combat.kind.I"} <= spy.ids()
    assert {p["n"] for p in spy.params("combat.picture.shield_each")} == {2}


def test_zone_cards_shrink_only_when_needed() -> None:
    """A few cards show every step; many shrink (oldest first) before any is left out."""
    few = build(SideSpec(zone=[Paused("vigilance", 1), Paused("fougue", 1)]),
                SideSpec(cell=(0, 2)))
    spy = _spy()
    render_board(spy, GAME.view(few, None))
    assert "combat.verb.FORCE" in spy.ids() and "combat.picture.more" not in spy.ids()
    crowd = [Paused(c, 1) for c in ("vigilance", "fougue", "frime", "devinette")] * 3
    many = build(SideSpec(zone=crowd), SideSpec(cell=(0, 2)))
    spy = _spy()
    with kit.font_log() as log:
        png = render_board(spy, GAME.view(many, None))
    _check(png, log.smallest, "crowded zone")
    assert spy.params("combat.picture.more")
    inner = 300
    card = GAME.view(many, None).sides[0].zone[0]
    heights = [zone_card_height(VOICE, card, inner, size) for size in Size]
    assert heights == sorted(heights, reverse=True) and heights[0] > heights[-1]


def test_an_off_figure_is_drawn_beside_the_board() -> None:
    """R21: a figure OFF the board stands in a corner of the board's box, worded OFF."""
    off = build(SideSpec(cell=(0, 2)), SideSpec(cell=None))
    on = build(SideSpec(cell=(0, 2)), SideSpec(cell=(0, 3)))
    layout = board_layout(VOICE.for_pictures(), GAME.view(off, None))
    x, y = off_spot(layout.board, "B")
    spot = (round(x), round(y) - 16)  # in the token, above its letter
    assert _near(_board_image(off).getpixel(spot), SEAT["B"])
    assert not _near(_board_image(on).getpixel(spot), SEAT["B"])
    spy = _spy()
    render_board(spy, GAME.view(off, None))
    assert {"combat.picture.off", "combat.picture.off_board"} <= spy.ids()


def test_a_move_marks_its_destinations() -> None:
    """Section 10: while a figure's destination is asked, the cells offered are tinted."""
    state = do(build(SideSpec(cell=(0, 0)), SideSpec(cell=(2, -1))), basic(A, "déplacement"))
    assert state.turn is not None and state.turn.run is not None
    ask = state.turn.run.ask
    assert ask is not None and ask.cells
    layout = board_layout(VOICE.for_pictures(), GAME.view(state, None))
    image = _board_image(state)

    def fill(h: Hex) -> tuple[int, ...]:
        x, y = cell_centre(layout.board, h)
        return image.getpixel((round(x), round(y) + 22))  # under the coordinates

    assert Hex(0, -1) in ask.cells and Hex(-3, 0) not in ask.cells
    assert _near(fill(Hex(0, -1)), DEST_FILL) and _near(fill(Hex(-3, 0)), CELL_FILL)
    spy = _spy()
    render_board(spy, GAME.view(state, None))
    assert "combat.picture.ask.move" in spy.ids()
    spy = _spy()
    render_hand(spy, GAME.view(state, A))
    assert "combat.picture.hand.to_move" in spy.ids()


def test_a_finished_game_shows_the_result_not_the_turn() -> None:
    state = _game(0)[-1]
    view = GAME.view(state, None)
    assert view.outcome is not None
    spy = _spy()
    render_board(spy, view)
    keys = spy.ids()
    assert keys & {"combat.picture.over.win", "combat.picture.over.draw"}
    assert keys & {f"combat.picture.how.{r}" for r in ("ko", "ring_out", "rounds", "draw")}
    assert not keys & {"combat.picture.to_play", "combat.picture.to_choose",
                       "combat.picture.turn_mark"}


@pytest.mark.parametrize("reason", [Reason.RESIGN, Reason.TIMEOUT])
def test_a_result_from_outside_the_engine_replaces_the_turn(reason: Reason) -> None:
    """The match service ends a game the engine still runs: the banner names who resigned
    or forfeited; the same view without it still says who is to play."""
    state = next(s for s in _game(1) if s.phase is Phase.PLAY and s.turn is not None
                 and s.turn.number > 10)
    view = GAME.view(state, None)
    outcome = Outcome(winners=["2"], ranking=[["2"], ["1"]], reason=reason, loser="1")
    spy = _spy()
    with kit.font_log() as log:
        png = render_board(spy, view.model_copy(update={"outcome": outcome}))
    _check(png, log.smallest, "resigned")
    words = [VOICE.for_pictures()(k, **p) for k, p in spy.asked]
    assert not any(w.startswith("▶") for w in words), words
    assert any("Aurélie" in w and ("resign" in w or "forfeit" in w) for w in words), words
    assert any("Game over" in w for w in words)
    spy = _spy()
    render_board(spy, view)
    assert any(VOICE.for_pictures()(k, **p).startswith("▶") for k, p in spy.asked)



# ----------------------------------------------------------------------------- in French


@cache
def _french() -> Voice:
    """The French voice the bot gives a French reader (issue 14)."""
    spec = default_registry()["combat"]
    return voice(NAMES, dict(spec.formats), locale="fr")


def _no_cut(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every text ``kit.fit_text`` cuts short with an ellipsis from now on (words too long
    for their place: French words are longer than English ones)."""
    cut: list[str] = []
    fit = kit.fit_text

    def recorded(text: str, fnt: kit.Font, max_width: int) -> str:
        out = fit(text, fnt, max_width)
        if out != text:
            cut.append(text)
        return out

    monkeypatch.setattr(kit, "fit_text", recorded)
    return cut


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_french_pictures_of_a_random_game_fit(seed: int,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """The board and both hands in French over a whole random game: the checks the English
    pictures pass (readable size, landscape, within the height), and no word cut short."""
    say = _french()
    cut = _no_cut(monkeypatch)
    for i, state in enumerate(_spread(_game(seed), 12)):
        with kit.font_log() as log:
            png = render_board(say, GAME.view(state, None))
        _check(png, log.smallest, f"seed {seed} state {i} board (fr)")
        for player in state.players:
            with kit.font_log() as log:
                png = render_hand(say, GAME.view(state, player))
            _check(png, log.smallest, f"seed {seed} state {i} hand of {player} (fr)")
    assert cut == []


def test_every_card_fits_in_french(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each card of 6.2 in a hand (full cards, four to a row), in an activity zone (a row per
    step) and on top of a history, in French: nothing cut short, every picture readable."""
    say = _french()
    cut = _no_cut(monkeypatch)
    ids = list(CARDS)
    for start in range(0, len(ids), 8):
        chunk = ids[start:start + 8]
        state = build(SideSpec(cell=(0, -1), hand=chunk, history=[chunk[0]],
                               zone=[Paused(c, 0, paused=False) for c in chunk[:3]]),
                      SideSpec(cell=(0, 2), history=[chunk[-1]],
                               zone=[Paused(c, len(CARDS[c].steps) - 1) for c in chunk[3:5]]))
        with kit.font_log() as log:
            png = render_board(say, GAME.view(state, None))
        _check(png, log.smallest, f"cards {start}+ board (fr)")
        with kit.font_log() as log:
            png = render_hand(say, GAME.view(state, A))
        _check(png, log.smallest, f"cards {start}+ hand (fr)")
    assert cut == []


def test_a_busy_position_fits_in_french(monkeypatch: pytest.MonkeyPatch) -> None:
    """The busiest position of the English test above, in French: every counter, a full
    zone, a 20-card hand as compact rows, a full discard; still landscape and readable."""
    hand = list(STARTERS["charmeur"])
    zone = [Paused("complimenter_musculature", 2), Paused("brasier_interieur", 3),
            Paused("joutes_verbales", 1), Paused("dard_empoisonne", 4),
            Paused("onde_de_choc", 0), Paused("venin_paralysant", 4)]
    state = build(SideSpec(cell=(0, -1), hand=hand, discard=list(STARTERS["croc"]),
                           history=["complimenter_endurance"], zone=zone),
                  SideSpec(cell=None, hp=-3, zone=[Paused("prison_de_glace", 2)], skip=1,
                           extra=2, frozen=2, pending_shield=3, history=["teletransportation"]))
    say = Spy(_french(), [])
    for viewer in (None, A):
        with kit.font_log() as log:
            png = render_board(say, GAME.view(state, viewer))
        _check(png, log.smallest, f"board for {viewer} (fr)")
    with kit.font_log() as log:
        png = render_hand(say, GAME.view(state, A))
    _check(png, log.smallest, "hand (fr)")
    assert say.catalog.locale == "fr"
    assert say.for_pictures()("combat.picture.pile.deck") == "Pioche"
