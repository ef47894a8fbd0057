"""What the match service hands the Discord layer: an :class:`Update` to announce, a
:class:`Reminder` to send, and the service's own :class:`Timeout` move and :class:`Live`
cache entry."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from pydantic import BaseModel, ConfigDict

from bot.store import DeadlineRow, MatchRow
from rules.core import Decision, Event, Outcome, State


@dataclass
class Update:
    """What one call changed (or what a match still owes Discord), for the Discord layer to
    announce."""

    match: MatchRow
    state: State | None = None
    events: list[Event] = field(default_factory=list)
    """The events not told yet, each with its readers; filter with ``Event.visible_to``."""
    decisions: list[Decision] = field(default_factory=list)
    """Everything open now."""
    new_turns: list[str] = field(default_factory=list)
    """Players who newly have a decision (ping them, send them their prompt)."""
    outcome: Outcome | None = None
    """The result, when it is to be announced."""
    timed_out: list[str] = field(default_factory=list)
    """Players whose missed turn was played out in this update."""
    excused: list[str] = field(default_factory=list)
    """Players whose turn was played out without counting: they could not be reached."""
    deadlines: dict[str, DeadlineRow] = field(default_factory=dict)
    emitted: int = 0
    """The number of the last event this update covers (``State.emitted``)."""
    serials: list[int] = field(default_factory=list)
    """The outbox notices this update delivers."""

    @property
    def finished(self) -> bool:
        return self.match.over


class Timeout(BaseModel):
    """A move the match service plays when a player's time runs out: the engine's
    ``Game.timeout`` decides what it does. Stored in the action log like a player's action."""

    model_config = ConfigDict(frozen=True)

    player: str
    kind: Literal["timeout"] = "timeout"


@dataclass
class Reminder:
    match: MatchRow
    player: str
    due_at: float


@dataclass
class Live:
    """A started match as this process last wrote or read it: its row, state, open
    decisions and deadlines. Only trusted for a version the caller names, or after the
    store's row shows the same version."""

    match: MatchRow
    state: State
    decisions: list[Decision]
    deadlines: dict[str, DeadlineRow]


