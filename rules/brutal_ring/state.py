"""Brutal Ring state, actions and view models (pydantic, JSON round-trippable).

The state is shaped for the view (STYLE.md, "Shape the state for the view"): a player's hand
lives under ``seats[player]``; the two simultaneous sealed steps keep their private drafts in
a :class:`~rules.kit.sealed.SealedStep` (``entry``: the Phase 2 drafts, R9-R11/D4;
``marking``: the Phase 4 discard marks, R31); the draw piles' order and the RNG are the
shared secrets; face-down tricks carry their placer and a ``revealed`` flag, so
:meth:`BrutalRing.view` can show faces only where section 8 allows.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Literal

from pydantic import BaseModel, Field

from rules.brutal_ring.content import CardType
from rules.brutal_ring.events import BREvent
from rules.core import Action, Outcome, PlayerId, State
from rules.cow import Part
from rules.kit.sealed import SealedStep


class Phase(StrEnum):
    """Where the round is (section 4). Phase 3 is split into its decision points."""

    DRAW = "draw"  # Phase 1 (R6-R8): simultaneous, card by card
    ENTRY = "entry"  # Phase 2 (R9-R11): sealed simultaneous drafts
    ENGAGE = "engage"  # Phase 3 step 2 (R13): the active player engages a gladiator
    ATTACK = "attack"  # Phase 3 step 3 (R14): a target or pass
    TRICKS = "tricks"  # Phase 3 step 4 (R16-R18): the trick window
    PICK = "pick"  # R21: the attacking player's blind Discard pick
    BONUS = "bonus"  # R27: the Double Attack bonus combat, or decline
    DISCARD = "discard"  # Phase 4 (R31): simultaneous private discards
    OVER = "over"


class Kind(StrEnum):
    """Action kinds."""

    DRAW = "draw"  # pile: G or W (R7)
    DRAW_REST = "draw_rest"  # section 10: the remaining draws alternate G, W, G...
    ENTER = "enter"  # card: a gladiator from hand becomes a draft entry (R9)
    ARM = "arm"  # card: a weapon from hand, target: an unarmed draft entry (R9, R10)
    DISARM = "disarm"  # card: the weapon, target: its entry; the weapon returns to hand
    RECALL = "recall"  # card: an entry's gladiator; it and its weapon return to hand
    CONFIRM = "confirm"  # the draft is final (R11)
    ENGAGE = "engage"  # card: an own unengaged gladiator (R13); target: whom it attacks (R14),
    # in the same decision; without one, the ATTACK decision follows (a menu too long)
    ATTACK = "attack"  # target: an opponent's living gladiator (R14, R27)
    PASS = "pass"  # no attack (R14) / no bonus combat (R27); card: the gladiator that engages
    # with it, when the engage decision passes at once (R13 + R14)
    PLACE = "place"  # card: a trick from hand, face down (R16-R18)
    TAKE_BACK = "take_back"  # card: one of the placer's own face-down tricks (R18, D8)
    READY = "ready"  # R18: no more changes (until someone changes something)
    PICK = "pick"  # slot: the blind Discard pick among the face-down cards (R21)
    MARK = "mark"  # card: a hand card or an own arena gladiator to discard (R31)
    UNMARK = "unmark"  # card: take a mark back
    DONE = "done"  # discard the marked cards (R31)
    KEEP_ALL = "keep_all"  # discard nothing (R31; the section 10 timeout)


ENTRY_EDITS = frozenset({Kind.ENTER, Kind.ARM, Kind.DISARM, Kind.RECALL})


class DecisionKind(StrEnum):
    DRAW = "draw"
    ENTRY = "entry"
    ENGAGE = "engage"
    ATTACK = "attack"
    TRICKS = "tricks"
    PICK = "pick"
    BONUS = "bonus"
    DISCARD = "discard"


class BRAction(Action):
    """One choice. ``card`` is the card being moved or used, ``target`` the gladiator acted on
    (an attack's defender, the entry a weapon arms), ``pile`` a draw pile, ``slot`` a position
    in the blind Discard pick."""

    kind: Kind  # type: ignore[assignment]
    card: str | None = None
    target: str | None = None
    pile: CardType | None = None
    slot: int | None = None


class Options(Part):
    """Match options. The defaults are the standard rules."""

    teams: bool = True
    """R1: with 4 players, two teams of 2 (seats A1, B1, A2, B2). ``False`` plays 4 alone (a
    variant). Ignored with 2 or 3 players, who always play alone."""
    entry_seconds: int = Field(default=60, ge=1)
    """R11/D4: the entry window's clock. The engine only reports it as ``Decision.timer``; the
    match service calls ``GAME.timeout`` when it runs out, which closes the window."""
    first_player_rule: Literal["left", "first_entrant"] = "left"
    """D3/R33: ``left`` passes the First Player to the left each round; ``first_entrant``
    keeps the source's "left of the first player to bring a gladiator in"."""


class Fighter(Part):
    """A gladiator in the arena with the weapon it entered with (R10), face up."""

    gladiator: str
    weapon: str | None = None
    engaged: bool = False


class Entry(Part):
    """A sealed draft entry (R9): a gladiator and at most one weapon, both still face down."""

    gladiator: str
    weapon: str | None = None


class Seat(Part):
    hand: list[str] = Field(default_factory=list)
    """Sorted. Cards in the draft or placed as tricks have left it (they are on the table)."""
    arena: list[Fighter] = Field(default_factory=list)
    points: int = 0
    """Points credited to this player; in team play the team score is the members' sum (R1)."""
    to_draw: int = 0
    """Phase 1: cards still to draw this round (R6)."""


class PlacedTrick(Part):
    card: str
    placer: PlayerId
    on_attacker: bool
    """On the attacking gladiator (True) or on the defending one."""
    revealed: bool = False
    removed: bool = False
    """Taken by a Discard pick (R21): revealed, no effect."""


class Combat(Part):
    """One combat (R14-R27), from the attack to the result."""

    attacker: str
    defender: str
    att_side: list[PlayerId]
    """The attacking player first, then their teammate (R16)."""
    def_side: list[PlayerId]
    bonus: bool = False
    """This is the R27 bonus combat (no further bonus)."""
    ready: list[PlayerId] = Field(default_factory=list)
    tricks: list[PlacedTrick] = Field(default_factory=list)
    blind: list[str] = Field(default_factory=list)
    """R21/D11: the defending side's face-down tricks, in the random order offered."""
    picks: int = 0
    """R21: Discard picks still to make."""

    @property
    def att_player(self) -> PlayerId:
        return self.att_side[0]

    @property
    def def_player(self) -> PlayerId:
        return self.def_side[0]

    @property
    def participants(self) -> list[PlayerId]:
        return [*self.att_side, *self.def_side]


class BRState(State):
    game: Literal["brutal_ring"] = "brutal_ring"
    options: Options = Field(default_factory=Options)
    teams: list[list[PlayerId]]
    """R1: one list per side; a single player each with 2-3 players."""
    round: int = 1
    phase: Phase = Phase.DRAW
    first_player: PlayerId
    active: PlayerId | None = None
    """Phase 3: the player whose turn it is."""
    engaged: str | None = None
    """Phase 3: the gladiator the active player engaged (ATTACK, TRICKS, PICK, BONUS)."""
    combat: Combat | None = None
    piles: dict[str, list[str]]
    """Draw piles by card type (D1); index 0 is the top card. Order secret, sizes public."""
    discards: dict[str, list[str]]
    """Discard piles by card type (D1, D2); public; the last card is the most recent."""
    seats: dict[PlayerId, Seat]
    entry: SealedStep[list[Entry]] | None = None
    """Phase 2 (R9-R11, D4): each player's sealed draft and the confirmations in their order
    (D3 ``first_entrant``); None outside the entry window."""
    marking: SealedStep[list[str]] | None = None
    """Phase 4 (R31): each player's private discard marks (hand cards and own arena
    gladiators) and who is done; None outside the discard step."""
    log: list[BREvent] = Field(default_factory=list)  # type: ignore[assignment]
    first_entrant: PlayerId | None = None
    """D3 ``first_entrant``: this round's first entrant, once the entry window has closed."""

    def seat(self, player: PlayerId) -> Seat:
        return self.seats[player]


# ----------------------------------------------------------------------------- views


class FighterView(BaseModel):
    gladiator: str
    weapon: str | None
    engaged: bool
    attack: int
    defence: int


class EntryView(BaseModel):
    gladiator: str
    weapon: str | None


class SeatView(BaseModel):
    player: PlayerId
    label: str
    """The seat label, as data (``rules.kit.seats.seat_labels``): P1..P4, or A1, B1, A2, B2
    in team play. Texts name players by their display names; pictures fall back to it."""
    team: int
    points: int
    hand: list[str] | None
    """Only for the owner, even in team play (D17)."""
    hand_count: int
    arena: list[FighterView]
    to_draw: int
    draft: list[EntryView] | None
    """The sealed draft, only for its owner (D4)."""
    draft_entries: int
    """Public (D4): face-down entries on the table, and how many carry a weapon."""
    draft_armed: int
    confirmed: bool
    """Phase 2: the draft is final (public, D4); False outside the entry window."""
    marks: list[str] | None
    """Phase 4 discard marks, only for the owner."""
    discards_done: bool
    """Phase 4: the discards are decided (public); False outside the discard step."""


class TrickView(BaseModel):
    placer: PlayerId
    on_attacker: bool
    card: str | None
    """The face, for its placer and once revealed (R18, R20); None is a card back."""
    revealed: bool
    removed: bool
    bluff: bool
    """R19: revealed on the gladiator of the other role (an inert bluff)."""


class CombatView(BaseModel):
    attacker: str
    defender: str
    att_side: list[PlayerId]
    def_side: list[PlayerId]
    bonus: bool
    base_attack: int
    """D18: the weapon comparison, for information."""
    base_defence: int
    ready: list[PlayerId]
    tricks: list[TrickView]
    blind: list[TrickView]
    """R21: the face-down cards offered to the Discard pick, slot order; placers shown."""
    picks: int


class BRView(BaseModel):
    game: Literal["brutal_ring"] = "brutal_ring"
    version: int
    viewer: PlayerId | None
    round: int
    phase: Phase
    first_player: PlayerId
    active: PlayerId | None
    engaged: str | None
    teams: list[list[PlayerId]]
    team_scores: list[int]
    seats: list[SeatView]
    pile_sizes: dict[str, int]
    discards: dict[str, list[str]]
    combat: CombatView | None
    waiting: list[PlayerId]
    """Players with an open decision."""
    entry_seconds: int
    log: list[BREvent]
    outcome: Outcome | None

    @property
    def seat_labels(self) -> dict[PlayerId, str]:
        """Seat labels by player, as data (P1.., or A1, B1, A2, B2 in team play)."""
        return {seat.player: seat.label for seat in self.seats}
