"""Pure rules engines. ``GAMES`` maps a game id to its engine (ARCHITECTURE.md)."""

from __future__ import annotations

from rules.brutal_ring import GAME as _BRUTAL_RING
from rules.core import Action, Decision, Event, Game, IllegalAction, Outcome, State
from rules.karatekarte import GAME as _KARATEKARTE

GAMES: dict[str, Game] = {g.id: g for g in (_KARATEKARTE, _BRUTAL_RING)}

__all__ = ["GAMES", "Action", "Decision", "Event", "Game", "IllegalAction", "Outcome", "State"]
