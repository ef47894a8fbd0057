"""Kung-Fu Duel's state, options and actions (spec sections 3-5).

A turn is a run of phases (section 4). Planning is simultaneous and sealed: each fighter's
:class:`Plan` is theirs alone until the reveal, and what planning changes at once (bonus draws,
posed items, discards) is shown to the others only at the reveal, from the :class:`Public`
snapshot taken when planning began (D33).
"""

from __future__ import annotations

from enum import StrEnum
from typing import Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field

from rules.core import Action, Outcome, PlayerId, State
from rules.cow import Part
from rules.kit.sealed import SealedStep
from rules.kungfu_duel.content import AP, SCALE, TURN_LIMIT
from rules.kungfu_duel.events import KFEvent

SAVED = "saved:"
"""Character keys: a ready-made fighter's id, or ``saved:<n>`` for the player's n-th."""


class Layout(StrEnum):
    """R39/D22: the two sides."""

    DUEL = "1v1"
    ONE_TWO = "1v2"
    TWO_TWO = "2v2"
    ONE_THREE = "1v3"


SIZES: dict[Layout, tuple[int, int]] = {Layout.DUEL: (1, 1), Layout.ONE_TWO: (1, 2),
                                        Layout.TWO_TWO: (2, 2), Layout.ONE_THREE: (1, 3)}


class SavedCharacter(BaseModel):
    """A character a player built (``/kungfuduel character new``)."""

    model_config = ConfigDict(frozen=True)

    name: str
    ratings: tuple[int, int, int, int]
    signature: str | None = None


class Options(Part):
    layout: Layout | None = None
    """None: 1v1 with two fighters, 1v2 with three, 2v2 with four."""
    gm: bool = False
    """R42/D21: the first seat is the game master, who does not fight."""
    turn_limit: int = Field(default=TURN_LIMIT, ge=1)
    saved: dict[PlayerId, list[SavedCharacter]] = Field(default_factory=dict)
    """Each player's saved characters when the match started (filled by the bot)."""
    pick_seconds: int = Field(default=120, ge=1)
    plan_seconds: int = Field(default=180, ge=1)
    reply_seconds: int = Field(default=60, ge=1)
    """Section 10: keep choices, boosts, allocation, conversion, pursuit."""
    absorb_seconds: int = Field(default=90, ge=1)
    gm_seconds: int = Field(default=120, ge=1)


class Phase(StrEnum):
    PICK = "pick"  # each fighter picks a character, sealed and simultaneous
    GM = "gm"  # phase 0
    PLAN = "plan"  # phase 1
    KEEP = "keep"  # phase 3
    BOOST = "boost"  # phase 6
    ALLOCATE = "allocate"  # phase 7
    ABSORB = "absorb"  # phases 8-9
    PURSUE = "pursue"  # phase 10
    OVER = "over"


class Kind(StrEnum):
    """Action kinds."""

    PICK = "pick"  # arg: a character key
    GRANT = "grant"  # GM: target gets n bonus cards
    FREE = "free"  # GM: mark/unmark target for a free turn
    FREE_GO = "free_go"  # GM: run the free turn for the marked fighters
    GM_DONE = "gm_done"
    BET = "bet"  # n: a component (plain bet)
    DRAW = "draw"
    ATOUT = "atout"  # arg: an Atout in hand
    POSE = "pose"  # arg: a Matériel, Terrain, Bouclier or Armure in hand
    USE = "use"  # arg: "materiel" or "terrain"
    SLOT = "slot"  # n: the component of the next open bonus slot
    SKIP_SLOTS = "skip_slots"  # leave the open slots unfilled
    DISCARD = "discard"  # start the Discard action's batch
    MARK = "mark"  # arg: a bonus card (hand or front) to discard; again: unmark
    DISCARD_GO = "discard_go"
    BACK = "back"
    REFILL = "refill"  # arg: "a", "b" or "surrender" (R37)
    RETREAT = "retreat"  # R38
    LOCK = "lock"
    KEEP = "keep"  # n: the playing card kept
    BOOST = "boost"  # n: a component whose top card is discarded (again: not)
    BOOST_DONE = "boost_done"
    ALLOT = "allot"  # target: a losing fighter, n: the damage they take
    PROTECT = "protect"  # arg: a Faiblesse or defensive Atout in hand, "terrain", "materiel"
    ABSORB_DONE = "absorb_done"
    CONVERT = "convert"  # arg: "ap", a defensive Atout, "bouclier", "terrain", "materiel"
    WOUND = "wound"
    PURSUE = "pursue"  # target: the retreater; n: 1 pursue, 0 let go


class KFAction(Action):
    kind: Kind  # type: ignore[assignment]
    arg: str | None = None
    n: int | None = None
    target: PlayerId | None = None


class Item(Part):
    """A posed Matériel (or any posed card: its id and what it has left)."""

    id: str
    fragility: int = 0
    pool: int = 0
    """R12: the Matériel's own AP this turn."""
    signature: bool = False


class Front(Part):
    """R10/D32: at most one posed card of each type; Faiblesses pile up (R32)."""

    materiel: Item | None = None
    terrain: str | None = None
    bouclier: str | None = None
    armure: str | None = None
    faiblesses: list[str] = Field(default_factory=list)

    def cards(self) -> list[str]:
        """The bonus cards posed (a signature Matériel is not a deck card)."""
        out = [c for c in (self.terrain, self.bouclier, self.armure) if c is not None]
        if self.materiel is not None and not self.materiel.signature:
            out.insert(0, self.materiel.id)
        return out + list(self.faiblesses)


class Slot(Part):
    comp: int
    bonus: bool
    source: str | None = None


class Opened(Part):
    """Bonus-bet slots not yet placed: from an Atout (all must be placed or are lost) or an
    item use (up to ``count``)."""

    source: str
    comps: list[int]
    count: int


class Plan(Part):
    """One fighter's plan this turn (secret until the reveal)."""

    bets: list[Slot] = Field(default_factory=list)
    opened: Opened | None = None
    atout: str | None = None
    used_materiel: str | None = None
    """R11: the one Matériel used this turn (it may be used again, no other may)."""
    used_terrain: str | None = None
    refill: str | None = None
    """R37: "a", "b" or "surrender"."""
    retreat: bool = False
    drew: int = 0
    posed: list[str] = Field(default_factory=list)
    used: list[str] = Field(default_factory=list)
    discarded: list[str] = Field(default_factory=list)
    """Cards this plan discarded (the Discard action, a refill's option b)."""
    marks: list[str] | None = None
    """The Discard action's batch being chosen (None when not choosing)."""
    actions: int = 0
    """Entries made (R38: a retreat must be the only one)."""
    locked: bool = False


class Keep(Part):
    """R17: the keep procedure of one fighter, one component at a time."""

    comp: int = 0
    cascaded: list[int] = Field(default_factory=list)
    choice: list[int] | None = None
    """Cards to choose from at this component (step 6, or the tie of step 9)."""
    failed: bool = False
    """The choice is the failed-draw replacement (step 9)."""


class Absorb(Part):
    """R27 step 3 for one fighter: the damage left and the protections chosen (secret until
    done)."""

    d: int
    received: int
    armour: int = 0
    shield: int = 0
    chosen: list[str] = Field(default_factory=list)
    done: bool = False
    wound: bool = False
    """Step 5 reached: a wound or a conversion to choose."""


class Fighter(Part):
    player: PlayerId
    side: int
    character: str | None = None
    """A ready-made id, or the saved character's name."""
    ratings: list[int] = Field(default_factory=lambda: [1, 1, 1, 1])
    signature: str | None = None
    scales: list[int] = Field(default_factory=lambda: [SCALE] * 4)
    stacks: list[list[int]] = Field(default_factory=lambda: [[], [], [], []])
    hand: list[str] = Field(default_factory=list)
    front: Front = Field(default_factory=Front)
    set_aside: list[str] = Field(default_factory=list)
    """Signature items out of play until the fight ends (D32)."""
    status: str = "in"
    """"in", "dead", "ko", "surrendered", "fled" (R35) or "withdrawn" (R38)."""
    ap: int = AP
    ap_left: int = AP
    plan: Plan | None = None
    revealed: list[list[int]] = Field(default_factory=lambda: [[], [], [], []])
    """This turn's dealt cards on each component."""
    bonus_dealt: list[int] = Field(default_factory=list)
    """Components that received a bonus-bet card this turn (R18)."""
    kept: list[tuple[int, int]] = Field(default_factory=list)
    """(component, card) kept this turn (R22 wear)."""
    keep: Keep | None = None
    wins: int = 0
    boosts: list[int] | None = None
    """Components marked for a weapon boost (None: not boosting)."""
    absorb: Absorb | None = None
    retreating: bool = False
    pursuit: dict[PlayerId, bool] = Field(default_factory=dict)
    """This fighter's sealed pursuit choices, by retreater."""

    @property
    def fighting(self) -> bool:
        return self.status == "in"


class Public(Part):
    """What the others see of a fighter while planning runs (D33): the hand's size and front
    area as they were when planning began."""

    hand: list[str]
    """The hand's cards (the GM sees them, R42; the others their count)."""
    front: Front
    set_aside: list[str] = Field(default_factory=list)


class Turn(Part):
    number: int
    free: list[PlayerId] | None = None
    """A GM free turn for these fighters (R42): phases 1-4 only."""
    gm_granted: list[PlayerId] = Field(default_factory=list)
    gm_free: list[PlayerId] | None = None
    """Fighters the GM has marked for a free turn."""
    gm_free_done: bool = False
    damage: int = 0
    winners: int | None = None
    """The winning side's index this turn."""
    wins: list[int] = Field(default_factory=lambda: [0, 0])
    allotted: dict[PlayerId, int] = Field(default_factory=dict)
    captain: PlayerId | None = None
    retreaters: list[PlayerId] = Field(default_factory=list)
    deck_count: int = 0
    """The bonus deck's count when planning began (section 8)."""
    bonus_discard: list[str] = Field(default_factory=list)
    """The bonus discard when planning began."""
    public: dict[PlayerId, Public] = Field(default_factory=dict)


class KFState(State):
    game: Literal["kungfu_duel"] = "kungfu_duel"
    options: Options = Field(default_factory=Options)
    gm: PlayerId | None = None
    fighters: list[Fighter]
    """Seat order (the GM is not a fighter)."""
    sides: list[list[PlayerId]]
    phase: Phase = Phase.PICK
    picks: SealedStep[str | None] | None = None
    deck: list[int] = Field(default_factory=list)
    """The shared playing deck, top last."""
    discard: list[int] = Field(default_factory=list)
    bonus_deck: list[str] = Field(default_factory=list)
    bonus_discard: list[str] = Field(default_factory=list)
    turn: Turn | None = None
    result: Outcome | None = None
    log: list[KFEvent] = Field(default_factory=list)  # type: ignore[assignment]

    def fighter(self, player: PlayerId) -> Fighter:
        return next(f for f in self.fighters if f.player == player)

    def enemies(self, f: Fighter) -> list[Fighter]:
        return [e for e in self.fighters if e.side != f.side]

    def in_fight(self, side: int | None = None) -> list[Fighter]:
        return [f for f in self.fighters if f.fighting and (side is None or f.side == side)]


P = TypeVar("P", bound=BaseModel)


def copy_part(part: P) -> P:
    """A detached copy of a state part (a view's, or a snapshot's): through its JSON form, as
    the copy-on-read working copy (``rules.cow``) may hold fields not yet copied."""
    _read(part)
    return type(part).model_validate(part.model_dump())


def _read(value: object) -> None:
    """Read every field, deeply: a field the step has not read yet is not dumped."""
    if isinstance(value, BaseModel):
        for name in type(value).model_fields:
            _read(getattr(value, name))
    elif isinstance(value, list | tuple):
        for item in value:
            _read(item)
    elif isinstance(value, dict):
        for item in value.values():
            _read(item)
