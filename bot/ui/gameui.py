"""What a game's cog supplies to the shared Discord kit: labels, prompt texts, pictures."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Literal, Protocol

from pydantic import BaseModel

from rules.core import Action, Decision, Event, PlayerId

Style = Literal["primary", "secondary", "success", "danger"]


@dataclass(frozen=True)
class Label:
    text: str
    emoji: str | None = None
    style: Style = "secondary"
    description: str | None = None
    """Shown under the label when the options become a select menu."""


class GameUI(Protocol):
    """A game's face in Discord. Every method reads a ``view`` (never the full state)."""

    game_id: str
    title: str
    rules_summary: str
    quiet_events: frozenset[str]
    """Event kinds not posted to the match thread (the status picture already shows them,
    like Brutal Ring's live count of face-down entries)."""

    def label(self, view: BaseModel, action: Action) -> Label: ...

    def prompt(self, view: BaseModel, decision: Decision) -> str:
        """One or two sentences telling the decider what they are choosing."""
        ...

    def status_lines(self, view: BaseModel, names: Mapping[PlayerId, str]) -> list[str]:
        """Short public lines for the status message (scores, counts)."""
        ...

    def render_board(self, view: BaseModel, names: Mapping[PlayerId, str]) -> bytes: ...

    def render_hand(self, view: BaseModel) -> bytes | None:
        """The viewer's private picture, or None when the game has nothing private."""
        ...

    def event_pictures(self, events: Sequence[Event],
                       names: Mapping[PlayerId, str]) -> list[tuple[str, bytes]]:
        """Pictures to post with these public log events (filename, PNG), e.g. one per
        resolved fight; usually none."""
        ...


class GameUIBase:
    """Defaults for the optional parts of :class:`GameUI`; a game's UI subclasses it."""

    quiet_events: frozenset[str] = frozenset()

    def hand_picture(self, view: BaseModel) -> bytes:
        raise NotImplementedError

    def render_hand(self, view: BaseModel) -> bytes | None:
        """Spectators have no hand; players get :meth:`hand_picture`."""
        if getattr(view, "viewer", None) is None:
            return None
        return self.hand_picture(view)

    def event_pictures(self, events: Sequence[Event],
                       names: Mapping[PlayerId, str]) -> list[tuple[str, bytes]]:
        return []
