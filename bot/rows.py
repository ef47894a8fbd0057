"""The rows the store reads and writes, as typed models (no SQL here): a match, its
bookkeeping, its actions and deadlines, and the short summary lists are built from."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

MatchStatus = Literal["lobby", "running", "finished", "aborted"]
ActionSource = Literal["player", "timeout", "clock", "system"]
"""Who made a move: a player; a missed turn's timeout; the rules' own clock running out
(Brutal Ring's entry minute: the game going on, not a missed turn)."""


class MatchMeta(BaseModel):
    """The match service's bookkeeping for one match (a JSON column). Unknown keys from
    older versions are ignored, so adding a field needs no migration."""

    model_config = ConfigDict(extra="ignore")

    names: dict[str, str] = Field(default_factory=dict)
    """Display names by player id, for texts and pictures."""
    capacity: int | None = None
    """Seats the lobby was opened with; the game's maximum when unset."""
    pace: str | None = None
    """The pace the lobby was opened at (``live``, ``daily``), which set its clocks."""
    timeouts: dict[str, int] = Field(default_factory=dict)
    """Consecutive missed turns by player."""
    timeouts_counted: dict[str, float] = Field(default_factory=dict)
    """The deadline each player's last timeout was counted for (a stretch of defaults is
    several writes; after a restart mid-stretch the same deadline must not count twice)."""
    unreached: dict[str, int] = Field(default_factory=dict)
    """Players the bot could not tell that it is their turn (DMs closed and the thread and
    channel refused the ping), with the version it tried at: their timeout does not count."""


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
    told: int = 0
    """The last event (``seq``) the match thread has been told about (mid-turn steps are
    held back and posted with the turn's end, one message per turn)."""
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
    started: int = 0
    """The version this player's stretch of decisions began at (a new turn since then)."""


class EventRow(BaseModel):
    """One stored event: its number in the match, the version whose step emitted it (None
    for events copied from an old snapshot), who may read it (None: everyone) and the event
    itself as JSON (the game parses it back: ``Game.parse_events``)."""

    match_id: int
    seq: int
    version: int | None
    audience: list[str] | None
    kind: str
    payload: str

    def visible_to(self, viewer: str | None) -> bool:
        return self.audience is None or (viewer is not None and viewer in self.audience)


class Notice(BaseModel):
    """What one write owes Discord, besides its events: who newly has a decision (their
    ping and prompt), whose missed turn was played out or excused, and whether the result
    is to be announced. ``serial`` numbers the match's notices."""

    serial: int = 0
    version: int
    new_turns: list[str] = Field(default_factory=list)
    timed_out: list[str] = Field(default_factory=list)
    excused: list[str] = Field(default_factory=list)
    """Players whose missed turn did not count: they could not be reached."""
    result: bool = False

    @classmethod
    def merged(cls, notices: list[Notice]) -> Notice:
        """One notice saying what ``notices`` say (each player named once), under the last
        one's serial: a long outage keeps one bounded row, not one notice per move."""
        def union(lists: list[list[str]]) -> list[str]:
            return list(dict.fromkeys(p for ps in lists for p in ps))

        last = notices[-1]
        return cls(serial=last.serial, version=last.version,
                   new_turns=union([n.new_turns for n in notices]),
                   timed_out=union([n.timed_out for n in notices]),
                   excused=union([n.excused for n in notices]),
                   result=any(n.result for n in notices))


class Owed(BaseModel):
    """A match's outbox row: the notices not delivered yet, oldest first."""

    match_id: int
    notices: list[Notice]

    @property
    def serial(self) -> int:
        return self.notices[-1].serial if self.notices else 0
