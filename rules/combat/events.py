"""Combat's events: what happened, as typed data (ARCHITECTURE.md, "typed events").

One frozen event class per :class:`EventKind`; the bot's text catalog (``bot/text/combat``)
words each for its reader. Section 8: cards drawn and cards discarded are told to their owner
only (the public twin has the count); the deck chosen is told to its owner only.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, ClassVar, Literal

from pydantic import Field

from rules.core import Outcome, PlayerId
from rules.kit.hexgrid import Hex
from rules.kit.twins import TwinEvent


class EventKind(StrEnum):
    SEATS = "seats"  # section 3: who is A (first, top corner) and B
    DECK_READY = "deck_ready"  # a deck is chosen (private twin: which)
    DECKS = "decks"  # both decks chosen and shuffled
    TURN = "turn"  # R8: a turn starts
    SHIELD = "shield"  # R8/R25: the opponent's shield pool for this turn
    DRAW = "draw"  # R17 (private twin: the cards)
    SKIPPED = "skipped"  # R8.3/R27: a turn given up
    BASIC = "basic"  # R9(a)
    PLAYED = "played"  # R9(b)/R11
    INTERVENED = "intervened"  # R9(c)/R14
    CHECK = "check"  # R12: a condition held or failed
    DISCARDED = "discarded"  # R18 (private twin: the cards)
    HURT = "hurt"  # R22: BLESSER
    LOST = "lost"  # R23: SE_BLESSER, POISON, GEL
    HEALED = "healed"  # R24: BLOQUER
    SHIELD_UP = "shield_up"  # R25: effect BOUCLIER, pending
    PASS = "pass"  # R27: PASSER
    EXTRA = "extra"  # R27: REJOUER
    FROZEN = "frozen"  # R27: effect IMMOBILISER
    MOVED = "moved"  # R19/R20: a figure moved
    OFF = "off"  # R21: a figure pushed off the board
    NOTHING = "nothing"  # a step that could do nothing (an immobilised or OFF figure...)
    PAUSED = "paused"  # R12: a card waits at its intervention
    FINISHED = "finished"  # R13: a card to its owner's history
    DISSIPATED = "dissipated"  # DISSIPER: a card to its owner's history, no more steps
    LOSES = "loses"  # R26: the loss check failed
    CAP = "cap"  # R28: the turn cap
    END = "end"


class CBEventBase(TwinEvent):
    """Every Combat event (see the module docstring)."""


class Seats(CBEventBase):
    kind: Literal[EventKind.SEATS] = EventKind.SEATS
    a: PlayerId
    b: PlayerId


class DeckReady(CBEventBase):
    kind: Literal[EventKind.DECK_READY] = EventKind.DECK_READY
    secret: ClassVar[tuple[str, ...]] = ("deck", "saved")
    player: PlayerId
    deck: str | None = None
    """A starter deck id, or a saved deck's name (with ``saved``)."""
    saved: bool | None = None
    random: bool = False
    """The clock ran out: a random starter deck (section 10)."""


class Decks(CBEventBase):
    kind: Literal[EventKind.DECKS] = EventKind.DECKS


class TurnStarts(CBEventBase):
    kind: Literal[EventKind.TURN] = EventKind.TURN
    player: PlayerId
    number: int
    extra: bool = False


class Shield(CBEventBase):
    kind: Literal[EventKind.SHIELD] = EventKind.SHIELD
    player: PlayerId
    pool: int


class Draw(CBEventBase):
    kind: Literal[EventKind.DRAW] = EventKind.DRAW
    secret: ClassVar[tuple[str, ...]] = ("cards",)
    player: PlayerId
    n: int
    """Cards drawn (fewer than asked when deck and discard ran out)."""
    asked: int
    reshuffled: int = 0
    """Cards of the discard shuffled into a new deck on the way (R17)."""
    cards: list[str] = Field(default_factory=list)


class Skipped(CBEventBase):
    kind: Literal[EventKind.SKIPPED] = EventKind.SKIPPED
    player: PlayerId


class BasicUsed(CBEventBase):
    kind: Literal[EventKind.BASIC] = EventKind.BASIC
    player: PlayerId
    basic: str


class Played(CBEventBase):
    kind: Literal[EventKind.PLAYED] = EventKind.PLAYED
    player: PlayerId
    card: str
    uid: int


class Intervened(CBEventBase):
    kind: Literal[EventKind.INTERVENED] = EventKind.INTERVENED
    player: PlayerId
    owner: PlayerId
    card: str
    uid: int
    step: int


class Check(CBEventBase):
    kind: Literal[EventKind.CHECK] = EventKind.CHECK
    player: PlayerId
    """The step's subject."""
    card: str
    step: int
    ok: bool


class Discarded(CBEventBase):
    kind: Literal[EventKind.DISCARDED] = EventKind.DISCARDED
    secret: ClassVar[tuple[str, ...]] = ("cards",)
    player: PlayerId
    n: int
    cards: list[str] = Field(default_factory=list)


class Hurt(CBEventBase):
    kind: Literal[EventKind.HURT] = EventKind.HURT
    player: PlayerId
    """The victim."""
    by: PlayerId
    raw: int
    absorbed: int
    hp: int


class LossCause(StrEnum):
    SELF = "self"  # SE_BLESSER
    POISON = "poison"
    GEL = "gel"


class Lost(CBEventBase):
    kind: Literal[EventKind.LOST] = EventKind.LOST
    player: PlayerId
    n: int
    cause: LossCause
    hp: int


class Healed(CBEventBase):
    kind: Literal[EventKind.HEALED] = EventKind.HEALED
    player: PlayerId
    n: int
    hp: int


class ShieldUp(CBEventBase):
    kind: Literal[EventKind.SHIELD_UP] = EventKind.SHIELD_UP
    player: PlayerId
    n: int
    pending: int


class Pass(CBEventBase):
    kind: Literal[EventKind.PASS] = EventKind.PASS
    player: PlayerId
    n: int
    skip: int
    """Turns still to give up after this."""


class Extra(CBEventBase):
    kind: Literal[EventKind.EXTRA] = EventKind.EXTRA
    player: PlayerId
    n: int


class Frozen(CBEventBase):
    kind: Literal[EventKind.FROZEN] = EventKind.FROZEN
    player: PlayerId
    n: int


class MoveHow(StrEnum):
    SELF = "self"  # R19
    PULLED = "pulled"  # ATTIRER
    PUSHED = "pushed"  # POUSSER


class Moved(CBEventBase):
    kind: Literal[EventKind.MOVED] = EventKind.MOVED
    player: PlayerId
    """Whose figure moved."""
    start: Hex
    end: Hex
    how: MoveHow
    direction: int | None = None
    """POUSSER's direction."""


class Off(CBEventBase):
    kind: Literal[EventKind.OFF] = EventKind.OFF
    player: PlayerId
    start: Hex
    direction: int


class Nothing(CBEventBase):
    kind: Literal[EventKind.NOTHING] = EventKind.NOTHING
    player: PlayerId
    verb: str


class Paused(CBEventBase):
    kind: Literal[EventKind.PAUSED] = EventKind.PAUSED
    player: PlayerId
    card: str
    uid: int
    step: int


class Finished(CBEventBase):
    kind: Literal[EventKind.FINISHED] = EventKind.FINISHED
    player: PlayerId
    card: str
    uid: int
    failed: bool = False
    """A condition failed (R12): the remaining steps were ignored."""


class Dissipated(CBEventBase):
    kind: Literal[EventKind.DISSIPATED] = EventKind.DISSIPATED
    player: PlayerId
    """The subject who sent it away."""
    owner: PlayerId
    card: str
    uid: int


class LossReason(StrEnum):
    HP = "hp"
    OFF = "off"


class Loses(CBEventBase):
    kind: Literal[EventKind.LOSES] = EventKind.LOSES
    player: PlayerId
    reason: LossReason
    hp: int


class Cap(CBEventBase):
    kind: Literal[EventKind.CAP] = EventKind.CAP
    turns: int
    hp: dict[PlayerId, int]


class End(CBEventBase):
    kind: Literal[EventKind.END] = EventKind.END
    outcome: Outcome


CBEvent = Annotated[
    Seats | DeckReady | Decks | TurnStarts | Shield | Draw | Skipped | BasicUsed | Played
    | Intervened | Check | Discarded | Hurt | Lost | Healed | ShieldUp | Pass | Extra | Frozen
    | Moved | Off | Nothing | Paused | Finished | Dissipated | Loses | Cap | End,
    Field(discriminator="kind")]
