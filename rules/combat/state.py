"""Combat's state, options and actions (spec sections 3-5).

The game is strictly turn-based (section 4): one :class:`Turn` at a time, whose action is one
:class:`Run` (a card or a basic technique resolving step by step). A run stops where a player
must choose (an :class:`Ask`: cards to discard, a destination, a push tie, a Dissiper target)
and resumes with the answer, so every choice is its own small decision and the state between
them is plain data.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from rules.combat.content import HP_START, TURN_CAP, CardType
from rules.combat.events import CBEvent
from rules.core import Action, Outcome, PlayerId, State
from rules.cow import Part
from rules.kit.hexgrid import Hex
from rules.kit.sealed import SealedStep


class Phase(StrEnum):
    DECKS = "decks"  # section 3.1: each player picks a deck, sealed and simultaneous
    PLAY = "play"
    OVER = "over"


class Kind(StrEnum):
    """Action kinds."""

    DECK = "deck"  # arg: a deck key (a starter id, or ``saved:<n>``)
    BASIC = "basic"  # arg: a Basic
    PLAY = "play"  # arg: a card id from hand
    INTERVENE = "intervene"  # uid: a paused card in either activity zone (R14)
    MENU = "menu"  # arg: a Part of the turn menu, when the whole menu passes 25 options
    BACK = "back"  # out of a part of the turn menu, or of a column
    DISCARD = "discard"  # arg: a card id from hand (one per action)
    COLUMN = "column"  # n: the column q of a destination, when there are more than 25
    MOVE = "move"  # cell: a destination (the mover's own cell: stay)
    PUSH = "push"  # n: a direction index, on a push tie (D15)
    DISSIPATE = "dissipate"  # uid: a card in the victim's activity zone; None: none


SAVED = "saved:"
"""Deck keys: a starter deck's id, or ``saved:<n>`` for the player's n-th saved deck."""


class MenuPart(StrEnum):
    BASIC = "basic"
    CARD = "card"
    INTERVENTION = "intervention"


class CBAction(Action):
    kind: Kind  # type: ignore[assignment]
    arg: str | None = None
    uid: int | None = None
    cell: Hex | None = None
    n: int | None = None


class SavedDeck(BaseModel):
    """A deck a player built and saved (``/combat deck build``), offered at the deck choice."""

    model_config = ConfigDict(frozen=True)

    name: str
    cards: tuple[str, ...]


class Options(Part):
    saved: dict[PlayerId, list[SavedDeck]] = Field(default_factory=dict)
    """Each player's saved decks when the match started (the bot fills it from the store, so
    a replay offers the same decks)."""
    turn_cap: int = Field(default=TURN_CAP, ge=1)
    """R28/D18: turns in total before the higher HP wins."""
    reply_seconds: int = Field(default=60, ge=1)
    """Section 10: discards, destinations and Dissiper targets."""
    tie_seconds: int = Field(default=30, ge=1)
    """Section 10: a push tie."""
    deck_seconds: int = Field(default=120, ge=1)
    """Section 10: the deck choice."""


class ZoneCard(Part):
    """A card in an activity zone (R5): face up, resolving or paused at step ``at``."""

    uid: int
    card: str
    at: int = 0
    """The step resolution stands at: permanents above it are active (R15); a paused card
    waits at its intervention step."""
    paused: bool = False


class Side(Part):
    """A player's figure, HP, counters and five zones (R5)."""

    deck: list[str] = Field(default_factory=list)
    """Face down, top last; nobody may look at it."""
    hand: list[str] = Field(default_factory=list)
    discard: list[str] = Field(default_factory=list)
    history: list[str] = Field(default_factory=list)
    """Face up, top last (R5)."""
    zone: list[ZoneCard] = Field(default_factory=list)
    deck_name: str | None = None
    """The deck chosen (private to its owner)."""
    hp: int = HP_START
    cell: Hex | None = None
    """None: ``OFF`` the board (R21)."""
    recent: int = 0
    """R24: HP lost to BLESSER since the end of this player's previous turn."""
    pending_shield: int = 0  # R25: effect BOUCLIER, for the opponent's next turn
    pool: int = 0  # R25: this turn's shield pool
    skip: int = 0  # R27: turns to give up
    extra: int = 0  # R27: extra turns
    frozen: int = 0  # R27: effect immobilisation, turns left
    last_types: list[CardType] = Field(default_factory=list)
    """R14/R29: the types of this player's most recent turn's technique (CONTRE)."""


class AskKind(StrEnum):
    DISCARD = "discard"
    MOVE = "move"
    PUSH = "push"
    DISSIPATE = "dissipate"


class Ask(Part):
    """A choice a step waits for (R16: the subject chooses)."""

    kind: AskKind
    player: PlayerId
    count: int = 0
    """DISCARD: cards still to choose."""
    chosen: list[str] = Field(default_factory=list)
    """DISCARD: cards discarded so far by this step."""
    cells: list[Hex] = Field(default_factory=list)
    """MOVE: the destinations, the mover's own cell first (stay)."""
    column: int | None = None
    """MOVE: the column picked, when the destinations are split by column."""
    mover: PlayerId | None = None
    """MOVE: whose figure moves (the victim's, for ATTIRER)."""
    dirs: list[int] = Field(default_factory=list)
    """PUSH: the tied directions."""
    uids: list[int] = Field(default_factory=list)
    """DISSIPATE: the cards that may go."""


class Run(Part):
    """A technique resolving (R11-R16)."""

    owner: PlayerId
    card: str
    """A card id, or a :class:`~rules.combat.content.Basic` value for a basic technique."""
    uid: int | None = None
    """The card in its owner's activity zone; None for a basic technique."""
    at: int = 0
    performer: PlayerId
    """The current step's performer: the intervener for an intervention step (R16, D6)."""
    who: int = 0
    """For a ``tous:`` step, which subject (0: the performer, 1: the opponent)."""
    intervening: bool = False
    """The run started by performing the intervention at ``at`` (R14): that step is done, not
    paused at."""
    ask: Ask | None = None


class Turn(Part):
    player: PlayerId
    number: int
    """1 for the first turn of the game; extra and skipped turns count (R28)."""
    menu: MenuPart | None = None
    run: Run | None = None
    extra: bool = False


class CBState(State):
    game: Literal["combat"] = "combat"
    options: Options = Field(default_factory=Options)
    order: list[PlayerId]
    """[A, B]: A moves first from the top corner (section 3)."""
    phase: Phase = Phase.DECKS
    sides: dict[PlayerId, Side]
    decks: SealedStep[str | None] | None = None
    turn: Turn | None = None
    uids: int = 0
    """The last activity-zone card number given."""
    result: Outcome | None = None
    log: list[CBEvent] = Field(default_factory=list)  # type: ignore[assignment]

    def side(self, player: PlayerId) -> Side:
        return self.sides[player]

    def other(self, player: PlayerId) -> PlayerId:
        a, b = self.order
        return b if player == a else a
