"""The rows the store reads and writes, as typed models (no SQL here): a match, its
bookkeeping, its actions and deadlines, and the short summary lists are built from."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

MatchStatus = Literal["lobby", "running", "finished", "aborted"]
ActionSource = Literal["player", "timeout", "system"]


class MatchMeta(BaseModel):
    """The match service's bookkeeping for one match (a JSON column). Unknown keys from
    older versions are ignored, so adding a field needs no migration."""

    model_config = ConfigDict(extra="ignore")

    names: dict[str, str] = Field(default_factory=dict)
    """Display names by player id, for texts and pictures."""
    capacity: int | None = None
    """Seats the lobby was opened with; the game's maximum when unset."""
    timeouts: dict[str, int] = Field(default_factory=dict)
    """Consecutive missed turns by player."""
    timeouts_counted: dict[str, float] = Field(default_factory=dict)
    """The deadline each player's last timeout was counted for (a stretch of defaults is
    several writes; after a restart mid-stretch the same deadline must not count twice)."""
    log_posted: int = 0
    """How many of the state's log events the match thread has been told about (mid-turn
    steps are held back and posted with the turn's end, one message per turn)."""


class MatchRow(BaseModel):
    id: int
    game: str
    guild_id: int | None = None
    channel_id: int | None = None
    thread_id: int | None = None
    message_id: int | None = None
    """The status message, edited in place."""
    host_id: str
    seats: list[str] = Field(default_factory=list)
    invited: list[str] | None = None
    """When set, only these users may take a seat."""
    options: dict[str, Any] = Field(default_factory=dict)
    turn_timeout: int
    seed: int | None = None
    status: MatchStatus = "lobby"
    snapshot: str | None = None
    version: int = 0
    result: dict[str, Any] | None = None
    deadline: float | None = None
    """The earliest open deadline, for display."""
    meta: MatchMeta = Field(default_factory=lambda: MatchMeta())
    created_at: float
    updated_at: float

    @property
    def running(self) -> bool:
        return self.status == "running"

    @property
    def over(self) -> bool:
        return self.status in ("finished", "aborted")


class ActionRow(BaseModel):
    match_id: int
    seq: int
    player: str | None
    action: str
    source: ActionSource
    created_at: float


class MatchSummary(BaseModel):
    """What a list or an autocomplete shows of a match: no snapshot, no log."""

    id: int
    game: str
    status: MatchStatus
    channel_id: int | None = None
    thread_id: int | None = None
    deadline: float | None = None


class DeadlineRow(BaseModel):
    match_id: int
    player: str
    version: int
    due_at: float
    remind_at: float | None
    reminded: bool
