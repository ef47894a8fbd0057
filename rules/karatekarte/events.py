"""KarateKarte events: what happened, as typed data (ARCHITECTURE.md, "typed events").

One class per :class:`EventKind`. The bot's text catalog words them (``karatekarte.event.<kind>``
and ``karatekarte.event.<kind>.private``); nothing here is a sentence.

Hidden information (section 8): where a step reveals a secret to one player only (the card drawn,
the Bonus card exchanged, the cards charged face down or refilled), the engine emits two events of
the same kind, in this order: a private one (``to=(player,)``) carrying the secret, then a public
twin whose secret fields are ``None``. A public event never names a card that is not public at
that moment (a no-leak test checks it).
"""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Literal

from pydantic import Field

from rules.core import Event, PlayerId
from rules.karatekarte.content import Strike

CardId = str
Cards = tuple[CardId, ...]


class EventKind(StrEnum):
    DEAL = "deal"  # section 3: a player's colour and first hand (private only)
    START = "start"  # D16: who plays first
    DRAW = "draw"  # R7 (private twin names the card)
    EXCHANGE = "exchange"  # R5 (private twin names the Bonus card, D15)
    GLISSADE_DRAWN = "glissade_drawn"  # R6: the exchange drew the Glissade (public)
    GLISSADE_IDLE = "glissade_idle"  # D8: no strike in progress, no effect
    GLISSADE = "glissade"  # R6: the Glissade clears a lane
    PLAY = "play"  # R8-R11: cards face up on a lane
    CHARGE = "charge"  # R12 (private twin names the cards, top first)
    PARRY = "parry"  # R13
    REVEAL = "reveal"  # R15: a lane's Energy pile is revealed
    FLIP = "flip"  # R15/R16: one card flipped, matching or not
    SCORE = "score"  # R18
    REFILL = "refill"  # R14 (private twin names the cards)
    END = "end"  # R14/D12: a deck ran out, the game is over


class Deal(Event):
    kind: Literal[EventKind.DEAL] = EventKind.DEAL
    player: PlayerId
    colour: Literal["B", "O"]
    cards: Cards


class Start(Event):
    kind: Literal[EventKind.START] = EventKind.START
    player: PlayerId


class Draw(Event):
    kind: Literal[EventKind.DRAW] = EventKind.DRAW
    player: PlayerId
    card: CardId | None = None
    """Private twin only."""


class Exchange(Event):
    kind: Literal[EventKind.EXCHANGE] = EventKind.EXCHANGE
    player: PlayerId
    card: CardId
    """The Pioche Bonus discarded (public: discards are face up, D13)."""
    bonus: CardId | None = None
    """The Bonus card drawn; private twin only (D15)."""


class GlissadeDrawn(Event):
    kind: Literal[EventKind.GLISSADE_DRAWN] = EventKind.GLISSADE_DRAWN
    player: PlayerId
    card: CardId
    """The Pioche Bonus discarded."""
    bonus: CardId
    """The Glissade itself (revealed and discarded, R6)."""


class GlissadeIdle(Event):
    kind: Literal[EventKind.GLISSADE_IDLE] = EventKind.GLISSADE_IDLE
    player: PlayerId


class Glissade(Event):
    kind: Literal[EventKind.GLISSADE] = EventKind.GLISSADE
    player: PlayerId
    lane: Strike
    cards: Cards
    """The visible cards cleared to the discard."""


class Play(Event):
    kind: Literal[EventKind.PLAY] = EventKind.PLAY
    player: PlayerId
    lane: Strike
    cards: Cards


class Charge(Event):
    kind: Literal[EventKind.CHARGE] = EventKind.CHARGE
    player: PlayerId
    lane: Strike
    count: int
    cards: Cards | None = None
    """Top card first; private twin only (the opponent sees lane and number, section 8)."""


class Parry(Event):
    kind: Literal[EventKind.PARRY] = EventKind.PARRY
    player: PlayerId
    opponent: PlayerId
    """Whose lane is parried (the lane belongs to the opponent, R13)."""
    lane: Strike
    card: CardId
    """The Parade played."""
    cards: Cards
    """The opponent's visible cards sent to their discard."""


class Reveal(Event):
    kind: Literal[EventKind.REVEAL] = EventKind.REVEAL
    player: PlayerId
    lane: Strike


class Flip(Event):
    kind: Literal[EventKind.FLIP] = EventKind.FLIP
    player: PlayerId
    lane: Strike
    card: CardId
    match: bool
    """True: the card joined the lane; False: it was discarded and the reveal stopped."""


class Score(Event):
    kind: Literal[EventKind.SCORE] = EventKind.SCORE
    player: PlayerId
    lane: Strike
    points: int
    total: int
    """The player's score after this strike."""


class Refill(Event):
    kind: Literal[EventKind.REFILL] = EventKind.REFILL
    player: PlayerId
    count: int
    cards: Cards | None = None
    """Private twin only."""


class End(Event):
    kind: Literal[EventKind.END] = EventKind.END
    player: PlayerId
    """Whose deck ran out."""


KKEvent = Annotated[
    Deal | Start | Draw | Exchange | GlissadeDrawn | GlissadeIdle | Glissade | Play | Charge
    | Parry | Reveal | Flip | Score | Refill | End,
    Field(discriminator="kind"),
]
"""Any KarateKarte event; a state's log parses back to the right classes."""

__all__ = ["Charge", "Deal", "Draw", "End", "EventKind", "Exchange", "Flip", "Glissade",
           "GlissadeDrawn", "GlissadeIdle", "KKEvent", "Parry", "Play", "Refill", "Reveal",
           "Score", "Start"]
