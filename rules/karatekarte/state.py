"""KarateKarte state, actions and view models (pydantic, JSON round-trippable)."""

from __future__ import annotations

from enum import StrEnum
from typing import Literal

from pydantic import BaseModel, Field

from rules.core import Action, Outcome, PlayerId, State
from rules.cow import Part
from rules.karatekarte.content import Strike
from rules.karatekarte.events import KKEvent


class Phase(StrEnum):
    """Where the active player is inside their turn (section 4)."""

    BRANCH = "branch"  # R3: DRAW (maybe starting with an exchange) or REVEAL
    EXCHANGE = "exchange"  # R5: after one exchange: another, or draw
    GLISSADE = "glissade"  # R6: choose the lane the Glissade clears
    ACTION = "action"  # R4: choose A1-A3 (a lane, face up), A4 (a lane, face down) or A5
    PLACE = "place"  # R8-R11: building a face-up placement card by card
    CHARGE = "charge"  # R12: building a face-down Energy charge card by card
    REVEAL = "reveal"  # R16: continue flipping or stop
    OVER = "over"


class Kind(StrEnum):
    """Action kinds; also used as decision kinds where they coincide."""

    DRAW = "draw"
    EXCHANGE = "exchange"
    REVEAL = "reveal"
    GLISSADE = "glissade"
    FACE_UP = "face_up"
    CHARGE = "charge"
    PARRY = "parry"
    PLACE = "place"
    DONE = "done"
    CANCEL = "cancel"
    CONTINUE = "continue"
    STOP = "stop"


class KKAction(Action):
    kind: Kind  # type: ignore[assignment]
    lane: Strike | None = None
    card: str | None = None


class Options(Part):
    """Match options. The defaults are the standard rules."""

    first_player: Literal["random", "seat1", "seat2"] = "random"
    """D16: random, or agreed by the players."""


class Lane(Part):
    visible: list[str] = Field(default_factory=list)
    energy: list[str] = Field(default_factory=list)
    """Face-down Energy pile; index 0 is the top card (D1)."""


class Side(Part):
    colour: Literal["B", "O"]
    deck: list[str]
    """Index 0 is the top card."""
    hand: list[str] = Field(default_factory=list)
    discard: list[str] = Field(default_factory=list)
    points: list[str] = Field(default_factory=list)
    lanes: dict[Strike, Lane] = Field(default_factory=lambda: {s: Lane() for s in Strike})


class Turn(Part):
    number: int = 1
    phase: Phase = Phase.BRANCH
    lane: Strike | None = None
    """The lane being placed on, charged or revealed."""
    draft: list[str] = Field(default_factory=list)
    """Cards chosen for the placement under construction; they stay in the hand until done."""
    drawn: str | None = None
    """The card taken by the R7 draw, for the timeout default."""
    impact: bool = False
    """R16: an Impact was flipped in this reveal."""


class KKState(State):
    game: Literal["karatekarte"] = "karatekarte"
    options: Options = Field(default_factory=Options)
    sides: dict[PlayerId, Side]
    bonus: list[str]
    """The shared Bonus pile; index 0 is the top card."""
    active: PlayerId
    turn: Turn = Field(default_factory=Turn)
    log: list[KKEvent] = Field(default_factory=list)  # type: ignore[assignment]

    def side(self, player: PlayerId) -> Side:
        return self.sides[player]

    def opponent(self, player: PlayerId) -> PlayerId:
        return self.players[1] if player == self.players[0] else self.players[0]


# ----------------------------------------------------------------------------- views


class LaneView(BaseModel):
    strike: Strike
    visible: list[str]
    energy_count: int
    energy: list[str] | None
    """Only for the owner (D14), top card first."""


class SideView(BaseModel):
    player: PlayerId
    colour: Literal["B", "O"]
    hand: list[str] | None
    """Only for the owner."""
    hand_count: int
    deck_count: int
    discard: list[str]
    points: list[str]
    score: int
    impacts: int
    lanes: list[LaneView]


class KKView(BaseModel):
    game: Literal["karatekarte"] = "karatekarte"
    version: int
    viewer: PlayerId | None
    sides: list[SideView]
    bonus_count: int
    active: PlayerId | None
    phase: Phase
    turn_number: int
    turn_lane: Strike | None
    draft: list[str] | None
    """The active player's placement under construction, only for them."""
    log: list[KKEvent]
    """The events this viewer may read (their own private twins and every public event)."""
    outcome: Outcome | None
