"""What a person may see of a Martial Art state (R62, R67, section 9): the public board, and
for its owner the Effect codes, the set-aside pile, the sealed drafts and the sowing order."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel

from rules.core import Outcome, PlayerId
from rules.kit import seats as seating
from rules.kit.hexgrid import Hex
from rules.martial_art.content import ACTIONS, EFFECTS, Code
from rules.martial_art.events import MAEvent
from rules.martial_art.state import Fighter, MAState, Mode, Phase, Stage


class ZoneView(BaseModel):
    actions: list[Code]
    hidden: int
    """Face-down Effect tokens (R62)."""
    effects: list[Code] | None
    """Their codes, for the owner only (R8)."""


class FighterView(BaseModel):
    player: PlayerId
    label: str
    """The seat label (P1.., or A1, B1, A2, B2 in 2v2)."""
    team: int
    fighter: str | None
    cell: Hex | None
    facing: int
    life: list[int]
    chi: int
    rage: int
    loadout: list[str]
    """Public once revealed (R5, D31); empty before."""
    style: str | None
    pending: list[str]
    kiai_next: bool
    harite_next: int
    alive: bool
    out: str | None
    zones: list[ZoneView]
    aside: list[Code] | None
    """The set-aside pile, for the owner only."""
    aside_count: int
    ready: bool
    """The sealed draft of the current setup step is final (public)."""


class AttackView(BaseModel):
    defender: PlayerId
    strike: Code
    zone: int
    back: bool
    reaction: str | None
    revealed: list[Code]
    third: PlayerId | None


class TurnView(BaseModel):
    player: PlayerId
    number: int
    stage: Stage
    bonus: bool
    start_zone: int | None
    taken: list[Code]
    """The start zone's tokens (revealed at T3, public)."""
    energy: int
    pool: int
    tax: int
    locked: bool
    technique: str | None
    delayed: list[str]
    dropped: int
    order: list[Code] | None
    """The drop order so far, for the attacker only (T6)."""
    struck: Code | None
    attack: AttackView | None
    collision: bool
    steps_left: int


class MAView(BaseModel):
    game: Literal["martial_art"] = "martial_art"
    version: int
    viewer: PlayerId | None
    mode: Mode
    phase: Phase
    seats: list[PlayerId]
    teams: list[list[PlayerId]]
    round: int
    max_rounds: int
    fighters: list[FighterView]
    free: list[str]
    """Fighters nobody picked (R2)."""
    turn: TurnView | None
    active: PlayerId | None
    """Whose turn it is (the attacker, even while a defender answers); None outside turns."""
    loadout_draft: list[str] | None
    """The viewer's sealed loadout draft (R5)."""
    placement_draft: list[Code] | None
    """The viewer's sealed placement draft, in fill order (R7)."""
    waiting: list[PlayerId]
    log: list[MAEvent]
    outcome: Outcome | None

    @property
    def seat_labels(self) -> dict[PlayerId, str]:
        return {f.player: f.label for f in self.fighters}


def zone_view(codes: list[Code], owner: bool) -> ZoneView:
    return ZoneView(actions=[c for c in codes if c in ACTIONS],
                    hidden=sum(1 for c in codes if c in EFFECTS),
                    effects=[c for c in codes if c in EFFECTS] if owner else None)


def fighter_view(state: MAState, p: PlayerId, f: Fighter, label: str,
                 viewer: PlayerId | None) -> FighterView:
    owner = viewer == p
    zones = [zone_view(z, owner) for z in f.zones]
    step = state.loadouts if state.phase is Phase.LOADOUT else \
        state.placements if state.phase is Phase.PLACE else None
    revealed_loadout = state.phase not in (Phase.PICK, Phase.LOADOUT) \
        or state.options.mode is Mode.WHITE
    return FighterView(
        player=p, label=label, team=seating.team_of(state.teams, p), fighter=f.fighter,
        cell=f.cell, facing=f.facing, life=list(f.life), chi=f.chi, rage=f.rage,
        loadout=list(f.loadout) if revealed_loadout else [], style=f.style,
        pending=list(f.pending), kiai_next=f.kiai_next, harite_next=f.harite_next,
        alive=f.alive, out=f.out, zones=zones,
        aside=list(f.aside) if owner else None, aside_count=len(f.aside),
        ready=step is not None and step.is_confirmed(p))


def turn_view(state: MAState, viewer: PlayerId | None) -> TurnView | None:
    turn = state.turn
    if turn is None or state.phase is not Phase.TURN:
        return None
    a = turn.attack
    return TurnView(
        player=turn.player, number=turn.number, stage=turn.stage, bonus=turn.bonus,
        start_zone=turn.start_zone, taken=list(turn.taken), energy=turn.energy,
        pool=turn.pool, tax=turn.tax, locked=turn.locked, technique=turn.technique,
        delayed=list(turn.delayed), dropped=len(turn.order),
        order=list(turn.order) if viewer == turn.player else None, struck=turn.struck,
        attack=None if a is None else AttackView(
            defender=a.defender, strike=a.strike, zone=a.zone, back=a.back,
            reaction=a.reaction, revealed=list(a.revealed), third=a.third),
        collision=turn.collision, steps_left=turn.steps_left)
