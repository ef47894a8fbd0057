"""What ``/rules`` shows: the list of games, and a game's rules in short with a picture of an
example board and the full rules attached.

The words are the catalog's: ``core.rules.*`` around them, and each game's summary in
``<game>.rules.{tagline,length,goal,turn,win}`` (optionally ``turn_heading``, ``table`` and
``caption``). A game with no such summary (one defined outside the bot, like the tests' fake
game) falls back to its one-message ``<game>.rules``. The full rules are the repository's own
``docs/rules/<game>.md``, shipped in the package as ``assets/rules``.
"""

from __future__ import annotations

import io
import logging
import random
from importlib import resources
from importlib.resources.abc import Traversable

import discord
from discord import app_commands
from pydantic import BaseModel

from bot.registry import GameSpec, Registry
from bot.render import cache as picture_cache
from bot.text import DEFAULT_LOCALE, Voice, voice
from bot.ui.text import clip, png_file

log = logging.getLogger(__name__)

RULES_DIR: Traversable = resources.files("assets") / "rules"
"""The full rules of each game, ``<id>.md``: copies of the specifications the engines follow;
their translations in ``<locale>/<id>.md``."""

EXAMPLE_SEED = 2
"""The example game's deal and its random moves. Any seed gives a legal position; this one
stops both games mid-fight (strikes half built, gladiators armed in the ring), which shows more
of a board than an opening does."""

MAX_EXAMPLE_MOVES = 5_000
"""A bound on the example game, far above a real game's few hundred moves."""

FIELD_LIMIT = 1024
"""Discord's limit on an embed field's value."""

_examples: dict[str, tuple[dict[str, str], BaseModel]] = {}
"""Example positions by game id: one random game per process, replayed once."""


def rules_file(game_id: str, locale: str = DEFAULT_LOCALE) -> Traversable:
    """The full rules in ``locale``, or in English where they are not translated."""
    translated = RULES_DIR / locale / f"{game_id}.md"
    if locale != DEFAULT_LOCALE and translated.is_file():
        return translated
    return RULES_DIR / f"{game_id}.md"


def _fold(text: str) -> str:
    """What a typed game name is compared by: "Brutal Ring", "brutal_ring" and "brutalring"
    are one game."""
    return "".join(ch for ch in text.casefold() if ch.isalnum())


def find_game(registry: Registry, typed: str) -> GameSpec | None:
    """The game a member chose or typed: its id, its display title or its slash group."""
    key = _fold(typed)
    for spec in registry.values():
        if key in {_fold(spec.id), _fold(spec.title), _fold(spec.group)}:
            return spec
    return None


def game_choices(registry: Registry, current: str) -> list[app_commands.Choice[str]]:
    """The autocomplete's choices: every game by title (its id as the value) whose title or id
    holds what was typed so far."""
    key = _fold(current)
    return [app_commands.Choice(name=spec.title, value=spec.id) for spec in registry.values()
            if key in _fold(spec.title) or key in _fold(spec.id)][:25]


def players_text(say: Voice, spec: GameSpec) -> str:
    key = "core.rules.players.teams" if spec.teams else "core.rules.players"
    return say(key, players=spec.players_text)


def _structured(say: Voice, spec: GameSpec) -> bool:
    return say.has(f"{spec.id}.rules.goal")


def list_embed(say: Voice, registry: Registry) -> discord.Embed:
    """``/rules`` with no game: each game's title, players, length and one line."""
    entries = []
    for spec in registry.values():
        if _structured(say, spec):
            entries.append(say("core.rules.list.game", title=spec.title,
                               players=players_text(say, spec),
                               length=say(f"{spec.id}.rules.length"),
                               tagline=say(f"{spec.id}.rules.tagline")))
        else:
            entries.append(say("core.rules.list.game.short", title=spec.title,
                               players=players_text(say, spec),
                               tagline=clip(say(f"{spec.id}.rules"), 200)))
    embed = discord.Embed(title=say("core.rules.list.title"),
                          description=clip("\n\n".join(entries), 4096),
                          colour=discord.Colour.gold())
    embed.set_footer(text=say("core.rules.list.footer"))
    return embed


def unknown_text(say: Voice, registry: Registry) -> str:
    return say("core.rules.unknown", titles=say.join([s.title for s in registry.values()]))


def example_names(say: Voice, players: list[str]) -> dict[str, str]:
    """Names for the example's seats (drawn on its picture)."""
    names = {}
    for n, player in enumerate(players, start=1):
        key = f"core.rules.example.{n}"
        names[player] = say(key) if say.has(key) else say("core.rules.example.other", n=n)
    return names


def _random_game(spec: GameSpec, seed: int, stop_after: int | None) -> tuple[BaseModel, int]:
    """A game of random legal moves from ``seed`` (the benchmarks' kind of playout): its state
    after ``stop_after`` moves, or at its end, and how many moves were made."""
    engine = spec.engine
    rnd = random.Random(seed)
    seats = [str(100 + i) for i in range(spec.default_players or spec.min_players)]
    state = engine.setup(seats, seed, engine.Options())
    moves = 0
    while moves < (stop_after if stop_after is not None else MAX_EXAMPLE_MOVES):
        pending = engine.pending(state)
        if not pending:
            break
        decision = rnd.choice(pending)
        state = engine.apply(state, rnd.choice(decision.options))
        moves += 1
    return state, moves


def example_position(spec: GameSpec, say: Voice) -> tuple[dict[str, str], BaseModel]:
    """The example board: the public view halfway through a seeded random game, and the
    names of its seats. The same every time for a game (the engines are deterministic)."""
    if spec.id not in _examples:
        _, moves = _random_game(spec, EXAMPLE_SEED, None)
        state, _ = _random_game(spec, EXAMPLE_SEED, moves // 2)
        names = example_names(say, list(state.players))  # type: ignore[attr-defined]
        _examples[spec.id] = (names, spec.engine.view(state, None))
    return _examples[spec.id]


async def example_picture(spec: GameSpec, locale: str = DEFAULT_LOCALE) -> bytes:
    """The example board drawn by the game's own ``render_board`` (cached like any board)."""
    names, view = await picture_cache.draw(example_position, spec, voice())
    return await picture_cache.board(spec.id, spec.ui,
                                     voice(names, dict(spec.formats), locale), view)


def summary_embed(say: Voice, spec: GameSpec, *, with_file: bool) -> discord.Embed:
    """A game's rules in short: goal, a turn, how to win, players and length (or the game's
    one-message summary), with room for the example picture."""
    embed = discord.Embed(title=say("core.rules.title", title=spec.title),
                          colour=discord.Colour.gold())
    caption = say("core.rules.caption")
    if _structured(say, spec):
        gid = spec.id
        embed.description = say(f"{gid}.rules.tagline")
        turn_heading = f"{gid}.rules.turn_heading"
        table = say("core.rules.table", players=players_text(say, spec),
                    length=say(f"{gid}.rules.length"))
        if say.has(f"{gid}.rules.table"):
            table += "\n" + say(f"{gid}.rules.table")
        fields = [
            (say("core.rules.heading.goal"), say(f"{gid}.rules.goal")),
            (say(turn_heading) if say.has(turn_heading) else say("core.rules.heading.turn"),
             say(f"{gid}.rules.turn")),
            (say("core.rules.heading.win"), say(f"{gid}.rules.win")),
            (say("core.rules.heading.table"), table),
        ]
        for name, value in fields:
            embed.add_field(name=name, value=clip(value, FIELD_LIMIT), inline=False)
        if say.has(f"{gid}.rules.caption"):
            caption = say(f"{gid}.rules.caption")
    else:
        embed.description = clip(say(f"{spec.id}.rules"), 4096)
    embed.set_image(url=f"attachment://{picture_name(spec)}")
    embed.set_footer(text=say("core.rules.footer" if with_file else "core.rules.footer.no_file",
                              caption=caption))
    return embed


def picture_name(spec: GameSpec) -> str:
    return f"{spec.id}-example.png"


def rules_file_name(spec: GameSpec) -> str:
    return f"{spec.id}-rules.md"


async def summary_parts(spec: GameSpec,
                        say: Voice) -> tuple[discord.Embed, list[discord.File]]:
    """The summary embed and its files in ``say``'s language: the example picture, then the
    full rules."""
    files = [png_file(await example_picture(spec, say.locale), picture_name(spec))]
    path = rules_file(spec.id, say.locale)
    if path.is_file():
        files.append(discord.File(io.BytesIO(path.read_bytes()), filename=rules_file_name(spec)))
    else:  # a game defined outside the bot has no rules page
        log.warning("no full rules for %s at %s", spec.id, path)
    return summary_embed(say, spec, with_file=len(files) > 1), files
