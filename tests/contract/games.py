"""What the contract suite plays: every registered game, in each of its configurations.

The tables come from each game's spec (``GameSpec.shapes``: every seat count, team play).
Each game's test package supplies ``tests/rules/<id>/resample.py`` with
``resample(state, viewer, rnd)``: a state that differs from ``state`` only in what ``viewer``
may not know (other players' hands, deck orders, face-down cards, their drafts, the private
events those leave in the log), drawn anew from ``rnd``.

Nothing here lists games: a new game's tests join the suite by existing.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from bot.registry import default_registry
from rules.core import Game, State

Resample = Callable[[State, "str | None", random.Random], State]


@dataclass(frozen=True)
class Config:
    game: Game
    players: int
    options: dict[str, Any]
    resample: Resample

    @property
    def id(self) -> str:
        extra = ",".join(f"{k}={v}" for k, v in self.options.items())
        return f"{self.game.id}-{self.players}p" + (f"-{extra}" if extra else "")

    def seats(self) -> list[str]:
        return [str(100 + i) for i in range(self.players)]

    def setup(self, seed: int) -> State:
        return self.game.setup(self.seats(), seed, self.game.Options(**self.options))


def configs() -> list[Config]:
    out = []
    for spec in default_registry().values():
        module = importlib.import_module(f"tests.rules.{spec.id}.resample")
        for players, options in spec.shapes:
            out.append(Config(spec.engine, players, dict(options), module.resample))
    return out


CONFIGS = configs()
