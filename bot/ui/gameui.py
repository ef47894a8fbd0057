"""What a game supplies to the shared Discord kit: labels, prompt texts, status lines, pictures.

Every method reads a ``view`` (never the full state) and words things through a
:class:`bot.text.Voice` (the reader's catalog bound to the match's names).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal, Protocol

from pydantic import BaseModel

from bot.text import Voice
from rules.core import Action, Decision, Event, Outcome

Style = Literal["primary", "secondary", "success", "danger"]


@dataclass(frozen=True)
class Label:
    text: str
    emoji: str | None = None
    style: Style = "secondary"
    description: str | None = None
    """Shown under the label when the options become a select menu."""


class GameUI(Protocol):
    """A game's face in Discord."""

    quiet_events: frozenset[str]
    """Event kinds not posted to the match thread (the status picture already shows them,
    like Brutal Ring's live count of face-down entries)."""

    def label(self, voice: Voice, view: BaseModel, action: Action) -> Label: ...

    def prompt(self, voice: Voice, view: BaseModel, decision: Decision) -> str:
        """One or two sentences telling the decider what they are choosing (worded for the
        view's viewer: "your turn" in a DM, "Aiko's turn" in the thread)."""
        ...

    def status_lines(self, voice: Voice, view: BaseModel) -> list[str]:
        """Short public lines for the status message (scores, counts)."""
        ...

    def identity(self, voice: Voice, view: BaseModel) -> str:
        """Who the view's viewer is in this game (their colour, seat or team), for the top
        of their private prompts; "" when their name says it all."""
        ...

    def batch(self, decision: Decision) -> Batch | None:
        """When several of ``decision``'s options may be picked in one go (the cards of a
        placement), which ones, and the option kind that finishes the pick; else None."""
        ...

    def clocks(self, voice: Voice, options: dict[str, Any]) -> str:
        """The game's own clocks set by these options, after the turn timeout in the
        lobby ("; 12 hours to enter gladiators"); "" when it has none."""
        ...

    def result_detail(self, voice: Voice, outcome: Outcome) -> str:
        """The game's own words on how a finished game was decided (final scores, the
        tie-break); "" when the shared result line says it all (a resignation...)."""
        ...

    def render_board(self, voice: Voice, view: BaseModel) -> bytes: ...

    def render_hand(self, voice: Voice, view: BaseModel) -> bytes | None:
        """The viewer's private picture, or None when the game has nothing private."""
        ...

    def event_pictures(self, voice: Voice,
                       events: Sequence[Event]) -> list[tuple[str, bytes]]:
        """Pictures to post with these public events (filename, PNG), e.g. one per resolved
        fight; usually none."""
        ...


@dataclass(frozen=True)
class Batch:
    """Options of one decision a player may pick together (a multi-select): ``picks`` are
    their indices; ``finish`` the kind of the option that ends the pick, played after them
    when it is offered."""

    picks: list[int]
    finish: str | None = None


class GameUIBase:
    """Defaults for the optional parts of :class:`GameUI`; a game's UI subclasses it."""

    quiet_events: frozenset[str] = frozenset()

    def identity(self, voice: Voice, view: BaseModel) -> str:
        return ""

    def clocks(self, voice: Voice, options: dict[str, Any]) -> str:
        return ""

    def batch(self, decision: Decision) -> Batch | None:
        return None

    def hand_picture(self, voice: Voice, view: BaseModel) -> bytes:
        raise NotImplementedError

    def render_hand(self, voice: Voice, view: BaseModel) -> bytes | None:
        """Spectators have no hand; players get :meth:`hand_picture`."""
        if getattr(view, "viewer", None) is None:
            return None
        return self.hand_picture(voice, view)

    def event_pictures(self, voice: Voice,
                       events: Sequence[Event]) -> list[tuple[str, bytes]]:
        return []
