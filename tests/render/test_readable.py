"""Every picture the bot posts reads at Discord's size (issue 10): landscape (Discord shows a
tall picture as a small thumbnail), no text under 11 px once shown 550 px wide, under 300 KB,
over whole random games of every registered game at every table (2, 3, 4 players, 2v2)."""

from __future__ import annotations

import io
import random
from collections.abc import Mapping

import pytest
from PIL import Image

from bot.registry import GameSpec, default_registry
from bot.render import kit
from bot.text import Catalog, Voice, voice
from rules.core import Outcome, Reason

MAX_BYTES = 300 * 1024
NAMES = ("Aurélie", "Bérénice", "Kenji", "Oluwaseun")
SEEDS = range(3)
SAMPLES = 40
"""States drawn per game, evenly spread from the setup to the end (always included): the
whole game without drawing thousands of pictures."""

TABLES = [(spec, players, options) for spec in default_registry().values()
          for players, options in spec.shapes]


@pytest.fixture(autouse=True)
def strict_catalog(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Catalog, "strict", True)


def _table_id(table: tuple[GameSpec, int, dict]) -> str:
    spec, players, options = table
    return f"{spec.id}-{players}{'-teams' if options.get('teams') else ''}"


def _check(png: bytes, what: str, smallest: int | None) -> None:
    image = Image.open(io.BytesIO(png))
    width, height = image.size
    assert kit.landscape(width, height), f"{what}: {width}x{height} is not landscape"
    assert len(png) < MAX_BYTES, f"{what}: {len(png)} bytes"
    assert smallest is not None and smallest >= kit.min_font(width), (
        f"{what}: {smallest} px text on a {width} px picture reads "
        f"{smallest * kit.SHOWN_WIDTH / width:.1f} px at Discord's size")


def _say(players: list[str], spec: GameSpec, locale: str = "en") -> Voice:
    return voice(dict(zip(players, NAMES, strict=False)), dict(spec.formats), locale)


@pytest.mark.parametrize("table", TABLES, ids=_table_id)
def test_every_picture_of_random_games_reads_at_discord_size(
        table: tuple[GameSpec, int, dict]) -> None:
    assert _draw_random_games(table, SEEDS, "en") > 20


@pytest.mark.parametrize("spec", list(default_registry().values()), ids=lambda s: s.id)
def test_french_pictures_read_at_discord_size_too(spec: GameSpec) -> None:
    """French words run longer than English ones: the largest table of each game, once."""
    players, options = max(spec.shapes, key=lambda shape: shape[0])
    assert _draw_random_games((spec, players, options), range(1), "fr") > 20


def _draw_random_games(table: tuple[GameSpec, int, dict], seeds: range, locale: str) -> int:
    """Draw every picture of random games at ``table``, checking each; how many states."""
    spec, n, options = table
    game = spec.engine
    drawn = 0
    for seed in seeds:
        players = [str(100 + i) for i in range(n)]
        say = _say(players, spec, locale)
        rng = random.Random(seed)
        state = game.setup(players, seed, game.Options(**options))
        states = [state]
        while pending := game.pending(state):
            state = game.apply(state, rng.choice(rng.choice(pending).options))
            states.append(state)
        picked = sorted({round(i * (len(states) - 1) / (SAMPLES - 1)) for i in range(SAMPLES)})
        for step in picked:
            state = states[step]
            with kit.font_log() as log:
                png = spec.ui.render_board(say, game.view(state, None))
            _check(png, f"seed {seed} step {step} board", log.smallest)
            for player in players:
                with kit.font_log() as log:
                    png = spec.ui.render_hand(say, game.view(state, player))
                if png is not None:
                    _check(png, f"seed {seed} step {step} hand {player}", log.smallest)
            drawn += 1
        events = [e for e in state.log if e.to is None]
        with kit.font_log() as log:
            pictures = spec.ui.event_pictures(say, events)
        for name, png in pictures:
            _check(png, f"seed {seed} {name}", log.smallest)
    return drawn


@pytest.mark.parametrize("spec", list(default_registry().values()), ids=lambda s: s.id)
@pytest.mark.parametrize("reason", [Reason.RESIGN, Reason.TIMEOUT])
def test_a_result_from_outside_the_engine_replaces_the_turn(spec: GameSpec,
                                                            reason: Reason) -> None:
    """The match service ends a game the engine still runs (a resignation, a forfeit) by
    setting the view's ``outcome``: the board shows the result, never whose turn it is."""
    game = spec.engine
    n, options = spec.shapes[0]
    players = [str(100 + i) for i in range(n)]
    say = _say(players, spec)
    rng = random.Random(4)
    state = game.setup(players, 4, game.Options(**options))
    for step in range(2000):  # on, until someone in particular is to play
        view = game.view(state, None)
        if step >= 20 and getattr(view, "active", None) is not None:
            break
        state = game.apply(state, rng.choice(rng.choice(game.pending(state)).options))
    assert game.outcome(state) is None and getattr(view, "active", None) is not None
    loser = players[0]
    outcome = Outcome(winners=players[1:], ranking=[players[1:], [loser]], reason=reason,
                      loser=loser)
    words: list[str] = []
    spied = _Spy(say, words)
    spec.ui.render_board(spied, view.model_copy(update={"outcome": outcome}))
    assert not any(w.startswith("▶") for w in words), words
    assert any(NAMES[0] in w and ("resign" in w or "forfeit" in w) for w in words), words
    assert any("Game over" in w for w in words), words
    words.clear()
    spec.ui.render_board(spied, view)  # the same view still running names who is to play
    assert any(w.startswith("▶") for w in words), words


class _Spy(Voice):
    """A voice that keeps every message it words (what the picture draws)."""

    def __init__(self, inner: Voice, words: list[str]) -> None:
        super().__init__(inner.catalog, inner.names, inner.formats, inner.style)
        self._words = words

    def __call__(self, key: str, **params: object) -> str:
        text = super().__call__(key, **params)
        self._words.append(text)
        return text

    def for_pictures(self, names: Mapping[str, str] | None = None) -> Voice:
        return _Spy(super().for_pictures(names), self._words)
