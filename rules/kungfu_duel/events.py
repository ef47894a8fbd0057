"""Kung-Fu Duel's events: what happened, as typed data (ARCHITECTURE.md, "typed events").

Playing cards are ints (``content.card_value``/``card_suit``); the text catalog words them.
Section 8: bonus cards drawn are told to their owner (and the GM); plans are told at the reveal;
a character's pick is public once every pick is in.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field

from rules.core import Outcome, PlayerId
from rules.kit.twins import TwinEvent


class EventKind(StrEnum):
    SEATS = "seats"
    PICKED = "picked"  # a character picked (private twin: which)
    CHARACTERS = "characters"  # every pick revealed
    TURN = "turn"
    GRANT = "grant"  # R42 (private twin: the cards)
    FREE_TURN = "free_turn"  # R42
    LOCKED = "locked"  # R14: "X locked in"
    DRAWN = "drawn"  # a planning draw, private (the count is in the reveal)
    REVEAL = "reveal"  # R15: a fighter's plan and dealt cards
    HIT = "hit"  # R2: damage to a component's scale
    DROPPED = "dropped"  # cards leaving a stack
    KEPT = "kept"  # R17
    WEAR = "wear"  # R22
    COMPARED = "compared"  # R23-R24
    BOOSTED = "boosted"  # R25
    ALLOTTED = "allotted"  # R26
    ABSORBED = "absorbed"  # R27 steps 1-3
    WOUND = "wound"  # R33/R34
    OUT = "out"  # R35
    PURSUIT = "pursuit"  # R38
    LIMIT = "limit"  # R41
    END = "end"


class KFEventBase(TwinEvent):
    """Every Kung-Fu Duel event."""


class Seats(KFEventBase):
    kind: Literal[EventKind.SEATS] = EventKind.SEATS
    sides: list[list[PlayerId]]
    gm: PlayerId | None = None


class Picked(KFEventBase):
    kind: Literal[EventKind.PICKED] = EventKind.PICKED
    secret: ClassVar[tuple[str, ...]] = ("character",)
    player: PlayerId
    character: str | None = None
    random: bool = False


class CharacterShown(BaseModel):
    model_config = ConfigDict(frozen=True)

    player: PlayerId
    character: str
    ratings: list[int]
    signature: str | None = None


class Characters(KFEventBase):
    kind: Literal[EventKind.CHARACTERS] = EventKind.CHARACTERS
    fighters: list[CharacterShown]


class TurnStarts(KFEventBase):
    kind: Literal[EventKind.TURN] = EventKind.TURN
    number: int
    free: list[PlayerId] | None = None


class Grant(KFEventBase):
    kind: Literal[EventKind.GRANT] = EventKind.GRANT
    secret: ClassVar[tuple[str, ...]] = ("cards",)
    player: PlayerId
    n: int
    cards: list[str] = Field(default_factory=list)


class FreeTurn(KFEventBase):
    kind: Literal[EventKind.FREE_TURN] = EventKind.FREE_TURN
    players: list[PlayerId]


class Locked(KFEventBase):
    kind: Literal[EventKind.LOCKED] = EventKind.LOCKED
    player: PlayerId


class Drawn(KFEventBase):
    kind: Literal[EventKind.DRAWN] = EventKind.DRAWN
    private_only: ClassVar[bool] = True
    player: PlayerId
    cards: list[str]
    refill: bool = False


class Reveal(KFEventBase):
    """A fighter's plan, made public at the reveal (R15, D33)."""

    kind: Literal[EventKind.REVEAL] = EventKind.REVEAL
    player: PlayerId
    cards: list[list[int]]
    """Dealt cards by component, V to P."""
    bonus: list[list[bool]]
    """Whether each dealt card came from a bonus-bet slot."""
    atout: str | None = None
    posed: list[str] = Field(default_factory=list)
    used: list[str] = Field(default_factory=list)
    """"materiel" / "terrain", once per use."""
    discarded: list[str] = Field(default_factory=list)
    drew: int = 0
    refill: str | None = None
    retreat: bool = False
    lost_bets: int = 0
    """Bets not dealt: both decks ran out (R16)."""


class Hit(KFEventBase):
    kind: Literal[EventKind.HIT] = EventKind.HIT
    player: PlayerId
    comp: int
    times: int = 1
    scale: int
    cause: str
    """"refill", "retreat", "wound", "conversion"."""


class Dropped(KFEventBase):
    kind: Literal[EventKind.DROPPED] = EventKind.DROPPED
    player: PlayerId
    comp: int
    cards: list[int]
    why: str
    """"cascade", "normalise", "failed", "boost", "absorb", "retreat", "pursuit", "out"."""


class Kept(KFEventBase):
    kind: Literal[EventKind.KEPT] = EventKind.KEPT
    player: PlayerId
    comp: int
    card: int
    replacement: bool = False
    """Placed after a failed draw (R17 step 9)."""


class Wear(KFEventBase):
    kind: Literal[EventKind.WEAR] = EventKind.WEAR
    player: PlayerId
    item: str
    fragility: int
    broke: bool = False


class Pair(BaseModel):
    model_config = ConfigDict(frozen=True)

    x: PlayerId
    y: PlayerId
    results: list[int]
    """By component: 1 X won, -1 Y won, 0 tie."""


class Compared(KFEventBase):
    kind: Literal[EventKind.COMPARED] = EventKind.COMPARED
    pairs: list[Pair]
    wins: list[int]
    """By side."""
    damage: int
    winners: int | None = None
    values: dict[PlayerId, list[int]] = Field(default_factory=dict)
    """Each compared fighter's values V to P, as compared."""


class Boosted(KFEventBase):
    kind: Literal[EventKind.BOOSTED] = EventKind.BOOSTED
    player: PlayerId
    comps: list[int]
    damage: int


class Allotted(KFEventBase):
    kind: Literal[EventKind.ALLOTTED] = EventKind.ALLOTTED
    captain: PlayerId
    damage: dict[PlayerId, int]


class Absorbed(KFEventBase):
    kind: Literal[EventKind.ABSORBED] = EventKind.ABSORBED
    player: PlayerId
    received: int
    armour: int = 0
    shield: int = 0
    chosen: list[str] = Field(default_factory=list)
    """Protections used in step 3 (bonus ids, "terrain", "materiel")."""
    cards: int = 0
    """Placed cards discarded in step 4."""
    left: int = 0


class Wound(KFEventBase):
    kind: Literal[EventKind.WOUND] = EventKind.WOUND
    player: PlayerId
    converted: bool = False
    paid: str | None = None


class Out(KFEventBase):
    kind: Literal[EventKind.OUT] = EventKind.OUT
    player: PlayerId
    status: str


class Pursuit(KFEventBase):
    kind: Literal[EventKind.PURSUIT] = EventKind.PURSUIT
    retreater: PlayerId
    pursuers: list[PlayerId]
    withdrawn: bool


class Limit(KFEventBase):
    kind: Literal[EventKind.LIMIT] = EventKind.LIMIT
    turns: int


class End(KFEventBase):
    kind: Literal[EventKind.END] = EventKind.END
    outcome: Outcome


KFEvent = Annotated[
    Seats | Picked | Characters | TurnStarts | Grant | FreeTurn | Locked | Drawn | Reveal | Hit
    | Dropped | Kept | Wear | Compared | Boosted | Allotted | Absorbed | Wound | Out | Pursuit
    | Limit | End,
    Field(discriminator="kind")]
