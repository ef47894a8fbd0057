"""Martial Art's events: what happened, as typed data (ARCHITECTURE.md, "typed events").

One frozen :class:`~rules.core.Event` subclass per :class:`EventKind`; the bot's text catalog
(``bot/text/martial_art``) words each for its reader. R68: an event everyone reads never names
a face-down token's type. A kind with a private twin lists the twin's fields in ``secret``:
they stay ``None`` (or empty) in the public event, and the model refuses to be built
otherwise.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, ClassVar, Literal

from pydantic import Field

from rules.core import Outcome, PlayerId
from rules.kit.chance import Roll
from rules.kit.hexgrid import Hex
from rules.kit.twins import TwinEvent
from rules.martial_art.content import Code


class EventKind(StrEnum):
    SEATS = "seats"  # R1: seat order (and teams)
    PICKED = "picked"  # R2
    LOADOUT_READY = "loadout_ready"  # R5: a player's sealed loadout is final
    LOADOUTS = "loadouts"  # R5/D31: every loadout revealed
    PLACEMENT_READY = "placement_ready"  # R7: a player's sealed placement is final
    PLACEMENT = "placement"  # R6/R7: a board's Actions shown (private twin: the Effects)
    ROUND = "round"  # R64: a round begins
    TURN = "turn"  # T0
    LOCKED = "locked"  # R50: this turn cannot spend energy
    FACE = "face"  # T1, after a step
    START = "start"  # T2/T3: the start zone and its tokens, all revealed
    SKIP = "skip"  # D33: an empty board skips T2-T11
    ENERGY = "energy"  # R16, Futsu: +1 to a gauge
    STEP = "step"  # R17, R57
    BUY = "buy"  # R18
    TECHNIQUE = "technique"  # a technique activated, its cost paid
    SOWN = "sown"  # T6: each drop's zone, Action type or face-down (private twin: Effects)
    DECLARE = "declare"  # T7
    NO_ATTACK = "no_attack"  # T7: an attack was possible and not made
    DEFENCE = "defence"  # R26/R56: tokens revealed, public
    PUSH = "push"  # R54: one push step
    RING_OUT = "ring_out"  # R55
    COLLISION = "collision"  # R56
    ROLL = "roll"  # R28: the dice and every step of the pipeline
    DAMAGE = "damage"  # R31-R32: a cube moved and the tokens lost
    DISCARD = "discard"  # R30
    TAX = "tax"  # R52: Harite
    OUT = "out"  # R34: a fighter eliminated
    FIRST_TOKENS = "first_tokens"  # R59 (private twin: their types)
    KIAI = "kiai"  # R50
    SWAP = "swap"  # Sérénité, Gôjû: zones public, Effect types private (D23)
    SHIFT = "shift"  # Kon Muay Kee (D23)
    BONUS = "bonus"  # R60
    ROUNDS_OVER = "rounds_over"  # R64: the round limit
    END = "end"


class MAEventBase(TwinEvent):
    """What every Martial Art event checks about secrecy (see the module docstring)."""


class Seats(MAEventBase):
    kind: Literal[EventKind.SEATS] = EventKind.SEATS
    seats: list[PlayerId]
    teams: list[list[PlayerId]] | None = None


class Picked(MAEventBase):
    kind: Literal[EventKind.PICKED] = EventKind.PICKED
    player: PlayerId
    fighter: str
    random: bool = False
    """The pick's clock ran out (section 11: a random free fighter)."""


class LoadoutReady(MAEventBase):
    kind: Literal[EventKind.LOADOUT_READY] = EventKind.LOADOUT_READY
    player: PlayerId


class Loadouts(MAEventBase):
    kind: Literal[EventKind.LOADOUTS] = EventKind.LOADOUTS
    loadouts: dict[PlayerId, list[str]]


class PlacementReady(MAEventBase):
    kind: Literal[EventKind.PLACEMENT_READY] = EventKind.PLACEMENT_READY
    player: PlayerId


class Placement(MAEventBase):
    """A board as placed: the Actions by zone for everyone; the owner's twin also has the
    Effects and the set-aside pile."""

    kind: Literal[EventKind.PLACEMENT] = EventKind.PLACEMENT
    secret: ClassVar[tuple[str, ...]] = ("effects", "aside")
    player: PlayerId
    actions: list[list[Code]]
    effects: list[list[Code]] | None = None
    aside: list[Code] | None = None


class Round(MAEventBase):
    kind: Literal[EventKind.ROUND] = EventKind.ROUND
    round: int


class TurnStarts(MAEventBase):
    kind: Literal[EventKind.TURN] = EventKind.TURN
    player: PlayerId
    bonus: bool = False
    tax: int = 0
    extra_move: int = 0
    delayed: list[str] = Field(default_factory=list)


class Locked(MAEventBase):
    kind: Literal[EventKind.LOCKED] = EventKind.LOCKED
    player: PlayerId


class Face(MAEventBase):
    kind: Literal[EventKind.FACE] = EventKind.FACE
    player: PlayerId
    facing: int


class Start(MAEventBase):
    kind: Literal[EventKind.START] = EventKind.START
    player: PlayerId
    zone: int
    tokens: list[Code]
    """Every token taken (T3 reveals the Effects)."""
    pool: int


class Skip(MAEventBase):
    kind: Literal[EventKind.SKIP] = EventKind.SKIP
    player: PlayerId


class Energy(MAEventBase):
    kind: Literal[EventKind.ENERGY] = EventKind.ENERGY
    player: PlayerId
    gauge: Literal["chi", "rage"]
    value: int
    """The gauge after the gain (capped at 6, R16)."""


class Step(MAEventBase):
    kind: Literal[EventKind.STEP] = EventKind.STEP
    player: PlayerId
    cell: Hex
    cost: int
    pool: int
    free: bool = False
    """A post-attack step (R57)."""


class Buy(MAEventBase):
    kind: Literal[EventKind.BUY] = EventKind.BUY
    player: PlayerId
    pool: int


class Technique(MAEventBase):
    kind: Literal[EventKind.TECHNIQUE] = EventKind.TECHNIQUE
    player: PlayerId
    technique: str
    chi: int
    rage: int
    """The costs paid."""
    replaced: str | None = None
    """R47: the Style this one turned off."""


class Drop(MAEventBase):
    kind: Literal[EventKind.SOWN] = EventKind.SOWN
    secret: ClassVar[tuple[str, ...]] = ("effects",)
    player: PlayerId
    start: int
    zones: list[int]
    """Each drop's zone, in order (R19)."""
    actions: list[Code | None]
    """Each drop's Action type, None for a face-down Effect."""
    effects: list[Code | None] | None = None
    """The owner's twin: each drop's Effect type (None for an Action)."""


class Declare(MAEventBase):
    kind: Literal[EventKind.DECLARE] = EventKind.DECLARE
    player: PlayerId
    defender: PlayerId
    strike: Code
    zone: int
    back: bool = False
    paid: int = 0
    """Movement a Black Belt Grab paid (R23)."""


class NoAttack(MAEventBase):
    kind: Literal[EventKind.NO_ATTACK] = EventKind.NO_ATTACK
    player: PlayerId


class Defence(MAEventBase):
    kind: Literal[EventKind.DEFENCE] = EventKind.DEFENCE
    player: PlayerId
    zone: int
    d: int
    m: int = 0
    dice: int
    """Defence dice after penalties (R26)."""
    third: bool = False


class Push(MAEventBase):
    kind: Literal[EventKind.PUSH] = EventKind.PUSH
    player: PlayerId
    defender: PlayerId
    cell: Hex
    """Where the defender is pushed to (``to`` is an event's audience)."""
    attacker_cell: Hex


class RingOut(MAEventBase):
    kind: Literal[EventKind.RING_OUT] = EventKind.RING_OUT
    player: PlayerId
    defender: PlayerId


class Collision(MAEventBase):
    kind: Literal[EventKind.COLLISION] = EventKind.COLLISION
    player: PlayerId
    defender: PlayerId
    third: PlayerId


class Rolled(MAEventBase):
    """One roll and the whole R28 pipeline, so a picture can show the maths."""

    kind: Literal[EventKind.ROLL] = EventKind.ROLL
    player: PlayerId
    defender: PlayerId
    strike: Code
    zone: int
    attack: Roll
    defence: Roll
    swapped: Roll | None = None
    """R28.1: the attacker's faces after L'Homme Ivre."""
    attack_dice: list[tuple[str, int]] = Field(default_factory=list)
    """Where the attack dice came from: ("base", 2), ("back", 1), a technique id..."""
    defence_dice: list[tuple[str, int]] = Field(default_factory=list)
    normal: int
    exceptional: int
    cancels: int
    extra: int
    damage: int
    successes: int
    dealt: int
    grab: bool = False
    """R23: only X defended."""
    collision: bool = False
    """The plain R56 roll against a third fighter."""


class Lost(MAEventBase):
    """A token lost (R32) or discarded (R30): type and zone are public."""

    kind: Literal[EventKind.DISCARD] = EventKind.DISCARD
    player: PlayerId
    code: Code
    zone: int | None
    """None: from the set-aside pile."""
    discard: bool = False


class Damage(MAEventBase):
    kind: Literal[EventKind.DAMAGE] = EventKind.DAMAGE
    player: PlayerId
    zone: int
    before: int
    after: int


class Tax(MAEventBase):
    kind: Literal[EventKind.TAX] = EventKind.TAX
    player: PlayerId
    tax: int


class Out(MAEventBase):
    kind: Literal[EventKind.OUT] = EventKind.OUT
    player: PlayerId
    reason: Literal["ko", "technical_ko", "ring_out", "forfeit"]


class FirstTokens(MAEventBase):
    kind: Literal[EventKind.FIRST_TOKENS] = EventKind.FIRST_TOKENS
    secret: ClassVar[tuple[str, ...]] = ("codes",)
    player: PlayerId
    zone: int
    count: int
    codes: list[Code] | None = None


class Kiai(MAEventBase):
    kind: Literal[EventKind.KIAI] = EventKind.KIAI
    player: PlayerId
    target: PlayerId


class Swap(MAEventBase):
    """Two tokens changed zones; ``action`` is the Kick's type when Gôjû moved one (public),
    the Effect codes only in the owner's twin."""

    kind: Literal[EventKind.SWAP] = EventKind.SWAP
    secret: ClassVar[tuple[str, ...]] = ("codes",)
    player: PlayerId
    zones: tuple[int, int]
    action: Code | None = None
    codes: tuple[Code, Code] | None = None


class Shift(MAEventBase):
    kind: Literal[EventKind.SHIFT] = EventKind.SHIFT
    secret: ClassVar[tuple[str, ...]] = ("code",)
    player: PlayerId
    zones: tuple[int, int]
    code: Code | None = None


class Bonus(MAEventBase):
    kind: Literal[EventKind.BONUS] = EventKind.BONUS
    player: PlayerId


class RoundsOver(MAEventBase):
    kind: Literal[EventKind.ROUNDS_OVER] = EventKind.ROUNDS_OVER
    rounds: int


class End(MAEventBase):
    kind: Literal[EventKind.END] = EventKind.END
    outcome: Outcome


MAEvent = Annotated[
    Seats | Picked | LoadoutReady | Loadouts | PlacementReady | Placement | Round | TurnStarts
    | Locked | Face | Start | Skip | Energy | Step | Buy | Technique | Drop | Declare
    | NoAttack | Defence | Push | RingOut | Collision | Rolled | Lost | Damage | Tax | Out
    | FirstTokens | Kiai | Swap | Shift | Bonus | RoundsOver | End,
    Field(discriminator="kind"),
]
