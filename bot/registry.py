"""The ONE list of games. A game is one :class:`GameSpec`; the app's cogs, the sandbox,
``/rules``, ``/match``, the README's game table and the tests' parametrisation all iterate
:data:`GAME_SPECS`. Adding a game = its own packages (``rules/<id>/``, ``bot/render/<id>``,
``bot/text/<id>/``, ``cogs/<id>.py``) and one line below.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from bot.text import Format, add_area
from bot.ui.gameui import GameUI
from rules.core import Game

if TYPE_CHECKING:
    from discord.ext import commands

    from bot.store import Store


@dataclass(frozen=True)
class Pace:
    """Every clock of a game at one pace: the turn timeout, and the game's own clocks as
    options of its engine (Brutal Ring's entry window)."""

    turn_timeout: int
    """Seconds per turn (per decision where a game has no turns)."""
    options: Mapping[str, Any] = field(default_factory=dict)


PACES = ("live", "daily")
"""The paces a lobby offers: ``live`` (minutes: everyone at the table now) and ``daily`` (a
day per move: play-by-chat). The first lobby option, so nobody has to pick clocks one by one."""
DEFAULT_PACE = "daily"
DEFAULT_PACES: Mapping[str, Pace] = {"live": Pace(5 * 60), "daily": Pace(24 * 3600)}


@dataclass(frozen=True)
class GameSpec:
    engine: Game
    title: str
    """The display name, the same in every language ("KarateKarte", "Brutal Ring")."""
    group: str
    """The slash group: ``/<group> new``."""
    ui: GameUI
    cog: type[commands.Cog]
    """Built as ``cog(bot, spec)``: the game's slash group."""
    formats: Mapping[str, Format] = field(default_factory=dict)
    """The game's value formats for its messages (``{card:card}``...)."""
    default_players: int | None = None
    """Seats a lobby opens with when the host does not say (the minimum by default)."""
    teams: bool = False
    """Whether the lobby offers team play."""
    text_area: str | None = None
    """The package holding the game's messages when it is not ``bot/text/<id>`` (a game
    defined outside the bot, like the tests' fake game)."""
    paces: Mapping[str, Pace] = field(default_factory=lambda: DEFAULT_PACES)
    """Every clock of the game at each of :data:`PACES`."""
    prepare: Callable[[Store, list[str], dict[str, Any]], Awaitable[dict[str, Any]]] | None = (
        None)
    """Run by the match service as a match starts, before ``engine.setup``: the lobby's
    options in, the options to play with out (Combat adds each seat's saved decks). What it
    returns is stored with the match, so a replay sets up the same game."""
    tables: tuple[tuple[int, dict[str, Any]], ...] | None = None
    """Every table the game is played at, as ``(players, options)``, when seat counts and team
    play do not say it (Kung-Fu Duel's sides and game master): what :attr:`shapes` lists."""

    @property
    def id(self) -> str:
        return self.engine.id

    @property
    def min_players(self) -> int:
        return self.engine.min_players

    @property
    def max_players(self) -> int:
        return self.engine.max_players

    @property
    def shapes(self) -> list[tuple[int, dict[str, Any]]]:
        """Every table the game can be played at, as ``(players, options)``: each seat count,
        and with team play both teams and everyone alone where teams are possible (the
        contract suite and the benchmarks play each), or the game's own :attr:`tables`."""
        if self.tables is not None:
            return [(n, dict(options)) for n, options in self.tables]
        out: list[tuple[int, dict[str, Any]]] = []
        for n in range(self.min_players, self.max_players + 1):
            if self.teams and n == 4:
                out += [(n, {"teams": False}), (n, {"teams": True})]
            else:
                out.append((n, {}))
        return out

    @property
    def players_text(self) -> str:
        low, high = self.min_players, self.max_players
        return str(low) if low == high else f"{low}-{high}"


class Registry(Mapping[str, GameSpec]):
    """Game specs by id, in the order they were listed."""

    def __init__(self, specs: Iterable[GameSpec]) -> None:
        self._specs = {s.id: s for s in specs}
        for spec in self._specs.values():
            if spec.text_area is not None:
                add_area(spec.text_area)

    def __getitem__(self, game_id: str) -> GameSpec:
        return self._specs[game_id]

    def __iter__(self) -> Any:
        return iter(self._specs)

    def __len__(self) -> int:
        return len(self._specs)

    def engines(self) -> dict[str, Game]:
        return {gid: s.engine for gid, s in self._specs.items()}

    def with_games(self, *specs: GameSpec) -> Registry:
        return Registry([*self._specs.values(), *specs])


def games_table(registry: Registry) -> str:
    """The README's table of games (between its ``games`` markers), from the registry."""
    rows = ["| Game | Players | Start a match | Clocks, `pace:live` / `pace:daily` |",
            "|---|---|---|---|"]
    for spec in registry.values():
        teams = " (4 = two teams of 2)" if spec.teams else ""
        clocks = " / ".join(_clock_text(spec.paces[p]) for p in PACES)
        rows.append(f"| **{spec.title}** | {spec.players_text}{teams} | `/{spec.group} new` "
                    f"| {clocks} |")
    return "\n".join(rows)


def _clock_text(pace: Pace) -> str:
    if "plan_seconds" in pace.options:
        # Kung-Fu Duel: the turn clock is planning's; section 10 gives its other decisions
        # their own clocks.
        return (f"{_span(pace.options['plan_seconds'])} to plan, "
                f"{_span(pace.options['reply_seconds'])} for a quick choice, "
                f"{_span(pace.options['absorb_seconds'])} to absorb, "
                f"{_span(pace.options['gm_seconds'])} for the game master, "
                f"{_span(pace.options['pick_seconds'])} to pick a fighter")
    text = f"{_span(pace.turn_timeout)} a move"
    if "entry_seconds" in pace.options:
        text += f", {_span(pace.options['entry_seconds'])} to enter"
    if "reply_seconds" in pace.options:
        # Combat's reply clock is any step's choice (a discard, a destination); Martial Art's
        # is answering an attack. Only Combat has a push tie.
        what = "for a step's choice" if "tie_seconds" in pace.options else "to answer an attack"
        text += f", {_span(pace.options['reply_seconds'])} {what}"
    if "tie_seconds" in pace.options:
        text += f", {_span(pace.options['tie_seconds'])} for a push tie"
    if "deck_seconds" in pace.options:
        text += f", {_span(pace.options['deck_seconds'])} to choose a deck"
    return text


def _span(seconds: int) -> str:
    for unit, size in (("h", 3600), ("min", 60)):
        if seconds >= size and seconds % size == 0:
            return f"{seconds // size} {unit}"
    return f"{seconds} s"


def default_registry() -> Registry:
    """Every game the bot plays (imported on first use: the cogs import the bot's kit)."""
    from cogs.brutal_ring import SPEC as BRUTAL_RING
    from cogs.combat import SPEC as COMBAT
    from cogs.karatekarte import SPEC as KARATEKARTE
    from cogs.kungfu_duel import SPEC as KUNGFU_DUEL
    from cogs.martial_art import SPEC as MARTIAL_ART

    return Registry([KARATEKARTE, BRUTAL_RING, MARTIAL_ART, COMBAT, KUNGFU_DUEL])
