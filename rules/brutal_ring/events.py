"""Brutal Ring's events: what happened, as typed data (ARCHITECTURE.md, "typed events").

One frozen :class:`~rules.core.Event` subclass per :class:`EventKind`, with the card ids and
player ids it is about; the bot's text catalog (``bot/text/brutal_ring``) words each of them
for its reader. Nothing here is a sentence.

Hidden information (section 8, R34): an event readable by everyone never carries a card its
readers cannot know. A kind with a private twin (the drawer sees the card, the table only the
pile) lists the twin's secret fields in ``secret``: they must stay ``None`` in the public
event, and the model refuses to be built otherwise. Kinds only ever told to their player
(the draft edits of the sealed entry window, D4) refuse to be public at all.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field

from rules.brutal_ring.content import CardType, Trick
from rules.core import Outcome, PlayerId, Reason
from rules.kit.twins import TwinEvent

Role = Literal["attack", "defence"]
"""A combat role: the attacking or the defending side (R16, R20)."""


class EventKind(StrEnum):
    TEAMS = "teams"  # R1: who plays with whom (2v2 only)
    START = "start"  # R33: the first First Player
    ROUND = "round"  # section 4: a round begins
    NEED = "need"  # R6: how many cards a player draws
    EXHAUSTED = "exhausted"  # R8/D1: both types gone, the player stops short
    RESHUFFLE = "reshuffle"  # R8: an empty pile is rebuilt from its discard
    DRAW = "draw"  # R7: a card drawn (private twin: which card)
    ENTRY = "entry"  # R11: the sealed entry window opens
    DRAFT_ENTER = "draft_enter"  # R9, private: a gladiator put in the draft
    DRAFT_RECALL = "draft_recall"  # private: an entry taken back to hand
    DRAFT_ARM = "draft_arm"  # R10, private: a weapon put on an entry
    DRAFT_DISARM = "draft_disarm"  # private: a weapon taken back from an entry
    DRAFT_COUNT = "draft_count"  # D4: the public counts of a player's draft
    CONFIRM = "confirm"  # R11: a player's draft is final
    TIME_UP = "time_up"  # R11, section 10: a window's clock ran out
    ENTER = "enter"  # R11: a player's entries revealed and brought in
    ENGAGE = "engage"  # R13
    PASS = "pass"  # R14/R27: no attack (or no bonus combat, or nobody to attack)
    ATTACK = "attack"  # R14: a combat starts
    PLACE = "place"  # R18: a face-down trick placed (private twin: which card)
    TAKE_BACK = "take_back"  # R18: a face-down trick taken back (private twin: which card)
    READY = "ready"  # R18
    LOCK = "lock"  # R18/D9: the trick window locks
    REVEAL = "reveal"  # R20: one side's tricks turned face up
    DISCARD_PICK = "discard_pick"  # R21: a blind Discard pick
    FAIRPLAY = "fairplay"  # R20/D10: every trick cancelled
    RESULT = "result"  # R22-R24: the fight, with everything its picture shows
    KILL = "kill"  # R25
    DOUBLE = "double"  # R27: a bonus combat is offered
    SURVIVORS = "survivors"  # R30
    DISCARDS_DONE = "discards_done"  # R31: a player has decided their discards
    DISCARD = "discard"  # R31: the discards revealed
    END = "end"  # R32: the final standing


class BREventBase(TwinEvent):
    """What every Brutal Ring event checks about secrecy (see the module docstring)."""


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


# ----------------------------------------------------------------------------- setup, rounds


class Teams(BREventBase):
    kind: Literal[EventKind.TEAMS] = EventKind.TEAMS
    teams: tuple[tuple[PlayerId, ...], ...]


class Start(BREventBase):
    kind: Literal[EventKind.START] = EventKind.START
    player: PlayerId


class RoundBegins(BREventBase):
    kind: Literal[EventKind.ROUND] = EventKind.ROUND
    round: int
    first_player: PlayerId


# ----------------------------------------------------------------------------- phase 1


class Need(BREventBase):
    kind: Literal[EventKind.NEED] = EventKind.NEED
    player: PlayerId
    count: int


class Exhausted(BREventBase):
    kind: Literal[EventKind.EXHAUSTED] = EventKind.EXHAUSTED
    player: PlayerId
    short: int


class Reshuffle(BREventBase):
    kind: Literal[EventKind.RESHUFFLE] = EventKind.RESHUFFLE
    pile: CardType
    count: int


class Draw(BREventBase):
    kind: Literal[EventKind.DRAW] = EventKind.DRAW
    secret: ClassVar[tuple[str, ...]] = ("card",)
    player: PlayerId
    pile: CardType
    card: str | None = None
    """The card drawn: only in the drawer's twin (the pile choice is public, D17)."""


# ----------------------------------------------------------------------------- phase 2


class EntryOpens(BREventBase):
    kind: Literal[EventKind.ENTRY] = EventKind.ENTRY
    seconds: int


class _DraftEdit(BREventBase):
    private_only: ClassVar[bool] = True
    player: PlayerId
    card: str


class DraftEnter(_DraftEdit):
    kind: Literal[EventKind.DRAFT_ENTER] = EventKind.DRAFT_ENTER


class DraftRecall(_DraftEdit):
    kind: Literal[EventKind.DRAFT_RECALL] = EventKind.DRAFT_RECALL


class DraftArm(_DraftEdit):
    kind: Literal[EventKind.DRAFT_ARM] = EventKind.DRAFT_ARM
    target: str
    """The draft entry's gladiator; ``card`` is the weapon."""


class DraftDisarm(_DraftEdit):
    kind: Literal[EventKind.DRAFT_DISARM] = EventKind.DRAFT_DISARM
    target: str


class DraftCount(BREventBase):
    kind: Literal[EventKind.DRAFT_COUNT] = EventKind.DRAFT_COUNT
    player: PlayerId
    entries: int
    armed: int


class Confirm(BREventBase):
    kind: Literal[EventKind.CONFIRM] = EventKind.CONFIRM
    player: PlayerId


class TimeUp(BREventBase):
    kind: Literal[EventKind.TIME_UP] = EventKind.TIME_UP
    window: Literal["entry", "tricks"]
    """Which clock ran out: the entry window closes (R11) or the tricks lock (section 10)."""


class EntryShown(_Frozen):
    gladiator: str
    weapon: str | None = None


class Enter(BREventBase):
    kind: Literal[EventKind.ENTER] = EventKind.ENTER
    player: PlayerId
    entries: tuple[EntryShown, ...]
    """Empty when the player brings in nobody."""


# ----------------------------------------------------------------------------- phase 3


class Engage(BREventBase):
    kind: Literal[EventKind.ENGAGE] = EventKind.ENGAGE
    player: PlayerId
    gladiator: str


class Pass(BREventBase):
    kind: Literal[EventKind.PASS] = EventKind.PASS
    player: PlayerId
    gladiator: str
    why: Literal["pass", "decline", "no_target"]
    """``pass``: no attack (R14); ``decline``: no bonus combat (R27); ``no_target``: nobody
    to attack, engaged and passed by the engine (R13)."""


class Attack(BREventBase):
    kind: Literal[EventKind.ATTACK] = EventKind.ATTACK
    player: PlayerId
    attacker: str
    defender: str
    defending_player: PlayerId
    base_attack: int
    """D18: the weapon comparison before tricks, for information."""
    base_defence: int
    bonus: bool


class _TrickChange(BREventBase):
    secret: ClassVar[tuple[str, ...]] = ("card",)
    player: PlayerId
    gladiator: str
    count: int
    """Tricks now on that gladiator (every placer's, R17)."""
    card: str | None = None
    """The trick: only in the placer's twin (R18)."""


class Place(_TrickChange):
    kind: Literal[EventKind.PLACE] = EventKind.PLACE


class TakeBack(_TrickChange):
    kind: Literal[EventKind.TAKE_BACK] = EventKind.TAKE_BACK


class Ready(BREventBase):
    kind: Literal[EventKind.READY] = EventKind.READY
    player: PlayerId


class Lock(BREventBase):
    kind: Literal[EventKind.LOCK] = EventKind.LOCK


class Reveal(BREventBase):
    kind: Literal[EventKind.REVEAL] = EventKind.REVEAL
    side: Role
    gladiator: str
    """The gladiator the revealed tricks were placed on."""
    cards: tuple[str, ...]
    placers: tuple[PlayerId, ...]


class DiscardPick(BREventBase):
    kind: Literal[EventKind.DISCARD_PICK] = EventKind.DISCARD_PICK
    player: PlayerId
    card: str
    placer: PlayerId
    slot: int | None
    """The blind slot picked (0-based); None when only one face-down card was left, which the
    Discard takes without a choice (R21)."""


class Fairplay(BREventBase):
    kind: Literal[EventKind.FAIRPLAY] = EventKind.FAIRPLAY
    by: Role


class TrickEffect(StrEnum):
    """What a revealed trick did in the fight (R19-R21), as the combat picture tags it."""

    COUNTED = "counted"
    BLUFF = "bluff"  # R19: not its gladiator's role
    DISCARDED = "discarded"  # R21: taken by a Discard pick
    CANCELLED = "cancelled"  # R20/D10: cancelled by a Fairplay
    CANCELS_ALL = "cancels_all"  # the Fairplay that cancelled everything


class FoughtTrick(_Frozen):
    card: str
    placer: PlayerId
    on_attacker: bool
    removed: bool
    effect: TrickEffect


class Result(BREventBase):
    """The fight (R20-R25), with every fact its picture shows, so nothing is re-derived."""

    kind: Literal[EventKind.RESULT] = EventKind.RESULT
    attacker: str
    attacker_weapon: str | None
    attacker_owner: PlayerId
    defender: str
    defender_weapon: str | None
    defender_owner: PlayerId
    base_attack: int
    """R12: the weapons' values before the tricks."""
    base_defence: int
    attack: int
    """R22: the values after the tricks."""
    defence: int
    attack_doubled: bool
    """R22/D12: an effective Attack x2 doubled the weapon value."""
    defence_doubled: bool
    effective_attack: tuple[Trick, ...]
    effective_defence: tuple[Trick, ...]
    tricks: tuple[FoughtTrick, ...]
    """Every trick placed in the fight, now face up, in placing order."""
    fairplay: Role | None
    """R20/D10: the side whose effective Fairplay cancelled every trick."""
    beats: bool
    """R23: attack > defence (before a Dodge)."""
    dodge: bool
    """R23: an effective Dodge: the defender cannot die."""
    dodged: bool
    """The Dodge saved the defender (it was beaten)."""
    counter_attack: bool
    """R24: an effective Counter-attack."""
    counter_values: tuple[int, int] | None
    """R24/D13: the raw weapon values it compared (defender's Attack, attacker's Defence)."""
    defender_dies: bool
    attacker_dies: bool
    """Only a Counter-attack kills the attacker."""
    attacker_points: int
    """R25: what the attacking side scored (the defender's VP when it died)."""
    defender_points: int


class Kill(BREventBase):
    kind: Literal[EventKind.KILL] = EventKind.KILL
    player: PlayerId
    """The dead gladiator's owner."""
    gladiator: str
    weapon: str | None
    killer: PlayerId
    points: int


class Double(BREventBase):
    kind: Literal[EventKind.DOUBLE] = EventKind.DOUBLE
    player: PlayerId
    gladiator: str


# ----------------------------------------------------------------------------- phase 4, end


class Survivors(BREventBase):
    kind: Literal[EventKind.SURVIVORS] = EventKind.SURVIVORS
    player: PlayerId
    points: int
    armed: int


class DiscardsDone(BREventBase):
    kind: Literal[EventKind.DISCARDS_DONE] = EventKind.DISCARDS_DONE
    player: PlayerId


class Discard(BREventBase):
    kind: Literal[EventKind.DISCARD] = EventKind.DISCARD
    player: PlayerId
    cards: tuple[str, ...]


class SideResult(_Frozen):
    players: tuple[PlayerId, ...]
    team: int | None
    """The team's index in team play (its letter A, B), None for a player alone."""
    score: int
    gladiators: int
    """R32/D16: the tie-break, gladiators in the arena."""


class FinalResult(_Frozen):
    """The final standing (R32, D16) as its words need it: every side's score and
    tie-break, the winners and why they won."""

    reason: Reason
    winners: tuple[PlayerId, ...]
    sides: tuple[SideResult, ...]

    @classmethod
    def from_outcome(cls, outcome: Outcome) -> FinalResult:
        """The same standing read back from an :class:`Outcome` (whose ``scores`` and
        ``tiebreak`` list the players in seat order)."""
        if outcome.teams is not None and outcome.team_scores is not None:
            sides = tuple(SideResult(players=tuple(team), team=i, score=outcome.team_scores[i],
                                     gladiators=outcome.tiebreak.get(team[0], 0))
                          for i, team in enumerate(outcome.teams))
        else:
            sides = tuple(SideResult(players=(p,), team=None, score=score,
                                     gladiators=outcome.tiebreak.get(p, 0))
                          for p, score in outcome.scores.items())
        return cls(reason=outcome.reason, winners=tuple(outcome.winners), sides=sides)


class End(BREventBase):
    kind: Literal[EventKind.END] = EventKind.END
    result: FinalResult


BREvent = Annotated[
    Teams | Start | RoundBegins | Need | Exhausted | Reshuffle | Draw | EntryOpens | DraftEnter
    | DraftRecall | DraftArm | DraftDisarm | DraftCount | Confirm | TimeUp | Enter | Engage
    | Pass | Attack | Place | TakeBack | Ready | Lock | Reveal | DiscardPick | Fairplay
    | Result | Kill | Double | Survivors | DiscardsDone | Discard | End,
    Field(discriminator="kind")]
"""Any Brutal Ring event; a state's log parses back to the right classes by ``kind``."""

__all__ = [
    "Attack", "BREvent", "BREventBase", "Confirm", "Discard", "DiscardPick", "DiscardsDone",
    "Double", "DraftArm", "DraftCount", "DraftDisarm", "DraftEnter", "DraftRecall", "Draw",
    "End", "Engage", "Enter", "EntryOpens", "EntryShown", "EventKind", "Exhausted",
    "Fairplay", "FinalResult", "FoughtTrick", "Kill", "Lock", "Need", "Pass", "Place", "Ready",
    "Reshuffle", "Result", "Reveal", "Role", "RoundBegins", "SideResult", "Start", "Survivors",
    "TakeBack", "Teams", "TimeUp", "TrickEffect",
]
