"""Martial Art state and actions (pydantic, JSON round-trippable).

Shaped for the view (STYLE.md): each fighter's board is five lists of token codes (zone 1 at
index 0) and a set-aside pile, all in :class:`Fighter`; :meth:`MartialArt.view` shows the
Effect codes only to their owner (R8, R67). The turn in progress is one :class:`Turn` (its
``stage`` says which small decision is open), and an attack in flight one :class:`Attack`.
The Black Belt loadout and placement are sealed steps (``rules.kit.sealed``).
"""

from __future__ import annotations

from enum import StrEnum
from typing import Literal

from pydantic import Field

from rules.core import Action, PlayerId, State
from rules.cow import Part
from rules.kit.hexgrid import Hex
from rules.kit.sealed import SealedStep
from rules.martial_art.content import Code
from rules.martial_art.events import MAEvent


class Mode(StrEnum):
    WHITE = "white"  # White Belt: random placement, no facing, printed techniques (R63)
    BLACK = "black"  # Black Belt: the full game


class Phase(StrEnum):
    PICK = "pick"  # R2: fighters, last seat first
    LOADOUT = "loadout"  # R5: Black Belt, sealed 3 of 7
    PLACE = "place"  # R7: Black Belt, sealed placement
    TURN = "turn"  # section 4
    OVER = "over"


class Stage(StrEnum):
    """The open decision of a turn (section 4's steps, split where a player chooses)."""

    START = "start"  # T1 facing (BB), T2 start zone
    MOVE = "move"  # T4 energy, steps, facing, extra Movement; T5 Start technique
    SOW = "sow"  # T6: the drop order, one token at a time (private)
    DECLARE = "declare"  # T7
    REACT = "react"  # T8: the defender's Reaction
    DEFEND = "defend"  # T8: the defender's tokens to reveal
    COLLIDE = "collide"  # R56: the third fighter's Defense tokens
    ENERGY = "energy"  # R28.7 Futsu no Atama: Chi or Rage per point
    AFTER = "after"  # T11: post-attack steps
    END = "end"  # T12(b): End or Style technique
    KIAI = "kiai"  # R50: the Kiai target
    SWAP = "swap"  # Sérénité de la Grue: two Effects in different zones
    STYLE_END = "style_end"  # T12(c): Gôjû or Kon Muay Kee


class Kind(StrEnum):
    """Action kinds."""

    FIGHTER = "fighter"  # item: a free fighter (R2)
    MARK = "mark"  # item: a technique into the loadout draft (R5)
    UNMARK = "unmark"  # item: a technique out of it
    PUT = "put"  # code: the next token of the placement draft (R7)
    RANDOM = "random"  # the rest of the placement at random, as R6 draws it
    CLEAR = "clear"  # start the placement draft again
    CONFIRM = "confirm"  # the sealed draft is final
    FACE = "face"  # direction: a new facing (BB: T1, after a step)
    START = "start"  # zone: the start zone (T2)
    ENERGY = "energy"  # gauge: the next revealed E to Chi or Rage (R16, Futsu)
    STEP = "step"  # direction: one step (R17, R57)
    BUY = "buy"  # R18: 1 Chi + 1 Rage for 1 Movement (BB)
    TECHNIQUE = "technique"  # item: activate a technique (R42, R43, R46, R47)
    DONE = "done"  # no (more) choice at this step: end T4, no End technique, no step...
    DROP = "drop"  # code: the next token sown (T6)
    ATTACK = "attack"  # target: the defender (T7)
    REVEAL = "reveal"  # d, m: how many D and M to reveal for defence (R26, R56)
    TARGET = "target"  # target: the Kiai target (R50)
    TOKEN = "token"  # zone, code: an own Effect token (swaps, shifts)
    ACTION_ZONE = "action_zone"  # zone: where Gôjû's Kick is


Gauge = Literal["chi", "rage"]


class MAAction(Action):
    """One choice; only the fields its kind names are set."""

    kind: Kind  # type: ignore[assignment]
    item: str | None = None
    code: Code | None = None
    zone: int | None = None
    direction: int | None = None
    gauge: Gauge | None = None
    target: PlayerId | None = None
    d: int | None = None
    m: int | None = None


Choices = tuple[list[MAAction], MAAction]
"""A stage's options and its default (section 11's auto-turn)."""


class Options(Part):
    """Match options. The defaults are White Belt with the round limit on."""

    mode: Mode = Mode.WHITE
    teams: bool = True
    """With 4 players: 2v2 (seats A1, B1, A2, B2). ``False`` plays 4 alone (Battle Royale).
    Ignored with 2 or 3 players."""
    max_rounds: int = Field(default=40, ge=0)
    """R64: rounds before the ranking decides; 0 turns the limit off (tests only)."""
    reply_seconds: int = Field(default=60, ge=1)
    """Section 11: the clock of a decision made in someone else's turn or after the strike
    (T8 Reaction and defence, a collision's defence, T11 steps, Kiai's target, Futsu's
    energy); the attacker's turn has the match's turn clock."""
    loadout_seconds: int = Field(default=180, ge=1)
    """Section 11: the Black Belt loadout's clock."""
    placement_seconds: int = Field(default=300, ge=1)
    """Section 11: the Black Belt placement's clock."""


class Fighter(Part):
    """A player's fighter: its board, life and gauges (R4), and what lasts between turns."""

    fighter: str | None = None
    """Its id in ``content.FIGHTERS``; None until picked (R2)."""
    cell: Hex | None = None
    facing: int = 0
    zones: list[list[Code]] = Field(default_factory=lambda: [[] for _ in range(5)])
    """Zone 1 at index 0. Action codes are public, Effect codes private (R8)."""
    aside: list[Code] = Field(default_factory=list)
    """The set-aside pile (R6, R7), private; it goes to the start zone at T12(a) of the
    first turn (R59)."""
    life: list[int] = Field(default_factory=lambda: [0] * 5)
    chi: int = 1
    rage: int = 1
    loadout: list[str] = Field(default_factory=list)
    style: str | None = None
    pending: list[str] = Field(default_factory=list)
    """Delayed End techniques for the next own turn (R44)."""
    kiai_next: bool = False
    """R50: the next own turn cannot spend Chi or Rage."""
    harite_next: int = 0
    """R52: the Movement tax of the next own turn."""
    first_turn_done: bool = False
    auto_turns: int = 0
    """Own turns in a row whose clock ran out from the start (R65: three eliminate)."""
    alive: bool = True
    out: str | None = None
    """How it left the fight: ko, technical_ko, ring_out, forfeit (R34)."""

    def tokens(self) -> list[Code]:
        return [c for zone in self.zones for c in zone]


class Attack(Part):
    """The attack declared this turn (T7-T10)."""

    defender: PlayerId
    strike: Code
    zone: int
    back: bool = False
    target_empty: bool = False
    """The defender had no token in the target zone at declaration (Voie du Serpent)."""
    reaction: str | None = None
    revealed: list[Code] = Field(default_factory=list)
    """Tokens revealed for defence (R26): ``D`` and ``M``."""
    third: PlayerId | None = None
    """R56: the fighter hit by a collision."""


class Turn(Part):
    """The turn in progress (section 4); a new one at each T0."""

    player: PlayerId
    number: int
    """Turns played so far in the match, this one included (a clock's stretch id)."""
    stage: Stage = Stage.START
    bonus: bool = False
    """A Fureur du Léopard bonus turn (R60)."""
    start_zone: int | None = None
    taken: list[Code] = Field(default_factory=list)
    """The start zone's tokens, all revealed at T3 (public)."""
    energy: int = 0
    """Revealed ``E`` (or Futsu points at ENERGY) not yet given to a gauge."""
    pool: int = 0
    tax: int = 0
    locked: bool = False
    """R50: this turn cannot spend Chi or Rage."""
    extra_move: int = 0
    """Sok Klap Lang's pending +1 Movement (R17)."""
    may_turn: bool = False
    """BB: a step was just taken, so the fighter may face a new way."""
    technique: str | None = None
    """The one Start, End or Style technique activated this turn (R39)."""
    used: list[str] = Field(default_factory=list)
    """Techniques activated this turn (R40)."""
    delayed: list[str] = Field(default_factory=list)
    """The pending next-turn techniques in force this turn (R44)."""
    order: list[Code] = Field(default_factory=list)
    """T6: tokens dropped so far, in order (private until the sowing is complete)."""
    struck: Code | None = None
    """The strike type of the attack declared this turn."""
    attack: Attack | None = None
    collision: bool = False
    steps_left: int = 0
    """T11: free post-attack steps still to take."""
    picked: tuple[int, Code] | None = None
    """The first token chosen for a swap (zone, code)."""
    style_end: str | None = None
    """T12(c): the Style whose end-of-turn effect is offered."""
    fureur: bool = False


class MAState(State):
    game: Literal["martial_art"] = "martial_art"
    options: Options = Field(default_factory=Options)
    seats: list[PlayerId]
    """R1: seat order, seat 1 first; the first player is seat 1."""
    teams: list[list[PlayerId]]
    phase: Phase = Phase.PICK
    fighters: dict[PlayerId, Fighter]
    loadouts: SealedStep[list[str]] | None = None
    placements: SealedStep[list[Code]] | None = None
    """R7: each draft lists the codes put so far, in fill order: the two set-aside
    Effects, then zone 1's two tokens, zone 2's..."""
    turn: Turn | None = None
    rounds: int = 0
    """R64: complete rounds."""
    eliminated: list[PlayerId] = Field(default_factory=list)
    """In elimination order (the ranking lists the last out first)."""
    ended: str | None = None
    """Why the game ended: the last elimination's cause, or ``rounds`` (R64)."""
    log: list[MAEvent] = Field(default_factory=list)  # type: ignore[assignment]

    def fighter(self, player: PlayerId) -> Fighter:
        return self.fighters[player]

    def living(self) -> list[PlayerId]:
        return [p for p in self.seats if self.fighters[p].alive]
