"""Pure rules engines. ``GAMES`` maps a game id to its engine (ARCHITECTURE.md).

Every package here but ``kit`` is a game exporting ``GAME``; they are found, not listed, so
adding a game touches no file of this package but its own.
"""

from __future__ import annotations

import importlib
import pkgutil

from rules.core import Action, Decision, Event, Game, IllegalAction, Outcome, Reason, State


def _discover() -> dict[str, Game]:
    games: dict[str, Game] = {}
    for module in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        if module.ispkg and module.name != "kit":
            game: Game = importlib.import_module(f"rules.{module.name}").GAME
            games[game.id] = game
    return games


GAMES: dict[str, Game] = _discover()

__all__ = ["GAMES", "Action", "Decision", "Event", "Game", "IllegalAction", "Outcome", "Reason",
           "State"]
