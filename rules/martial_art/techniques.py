"""Techniques as data at work (section 7.1): costs (R37-R38), when each may be activated
(R39-R47) and the modifiers an attack collects from them (R45)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from rules.martial_art.content import (
    GAUGE_MAX,
    Applies,
    Code,
    Condition,
    Do,
    Keyword,
    Technique,
    technique,
)
from rules.martial_art.state import Attack, Fighter, Turn


def can_pay(f: Fighter, t: Technique, locked: bool = False) -> bool:
    """R38: enough Chi and Rage, and no Kiai lock on the current own turn."""
    return not locked and f.chi >= t.cost.chi and f.rage >= t.cost.rage


def pay(f: Fighter, t: Technique) -> None:
    f.chi -= t.cost.chi
    f.rage -= t.cost.rage


def gain(f: Fighter, gauge: str) -> int:
    """R16: +1 to a gauge, the excess over 6 lost. Returns the new value."""
    value = min(GAUGE_MAX, getattr(f, gauge) + 1)
    setattr(f, gauge, value)
    return value


def holds(cond: Condition, *, strike: Code | None = None, zone: int | None = None,
          taken: Sequence[Code] | None = None, target_empty: bool | None = None,
          turn: Turn | None = None) -> bool:
    """Whether a technique's ``if`` holds for what is known (an unknown part, None, is not
    checked: R42 checks at activation as far as already known)."""
    if cond.action and strike is not None and strike not in cond.action:
        return False
    if cond.zones and zone is not None and zone not in cond.zones:
        return False
    if taken is not None and any(taken.count(c) < n for c, n in cond.start_zone_has):
        return False
    if cond.target_zone_empty and target_empty is not None and not target_empty:
        return False
    if turn is not None:
        if cond.struck_this_turn_with is not None and turn.struck != cond.struck_this_turn_with:
            return False
        if cond.not_in_bonus_turn and turn.bonus:
            return False
    return True


def loadout(f: Fighter, keyword: Keyword) -> list[Technique]:
    """The fighter's techniques of one keyword, in loadout order (R41)."""
    return [t for t in map(technique, f.loadout) if t.keyword is keyword]


@dataclass
class Mods:
    """Everything that modifies one attack (R45: all of it adds up)."""

    attack_dice: list[tuple[str, int]] = field(default_factory=list)
    defence_penalty: list[tuple[str, int]] = field(default_factory=list)
    push: int = 0
    extra: int = 0
    """``extra_damage_per_exceptional`` (R28.4)."""
    energy_per_x: int = 0
    tax_per_x: int = 0
    discard: bool | None = None
    """``discard_used_defense``: None when absent, else whether it needs an X (R28.7)."""
    cancels: int = 0
    cancel_per_token: Code | None = None
    swap: bool = False
    movement_defence: int = 0
    """Dice per ``M`` the defender may reveal (Danseur 2, Negativa 1), 0 when none."""
    post_steps: int = 0
    sources: list[str] = field(default_factory=list)
    """Techniques that applied, in order."""


def attack_mods(attacker: Fighter, defender: Fighter, turn: Turn, attack: Attack) -> Mods:
    """The modifiers of the attack in flight (section 7.1 ``applies``): this turn's Start
    technique, last turn's delayed End techniques, the attacker's Style (own attacks), the
    defender's Style (attacks against it) and Reaction."""
    mods = Mods()
    own: list[Technique] = []
    if turn.technique is not None:
        t = technique(turn.technique)
        if t.applies is Applies.THIS_TURN_ATTACK:
            own.append(t)
    own += [technique(tid) for tid in turn.delayed]
    if attacker.style is not None and technique(attacker.style).applies is Applies.OWN_ATTACKS:
        own.append(technique(attacker.style))
    against: list[Technique] = []
    if defender.style is not None:
        t = technique(defender.style)
        if t.applies is Applies.ATTACKS_AGAINST_SELF:
            against.append(t)
    if attack.reaction is not None:
        against.append(technique(attack.reaction))
    for t in [*own, *against]:
        if not holds(t.when, strike=attack.strike, zone=attack.zone, taken=turn.taken,
                     target_empty=attack.target_empty, turn=turn):
            continue
        mods.sources.append(t.id)
        for e in t.effects:
            if e.always:
                continue  # applied at T0 (Sok Klap Lang's extra move)
            _collect(mods, t.id, e.do, e.amount, e.token, e.needs_exceptional, turn.taken)
    return mods


def _collect(mods: Mods, source: str, do: Do, amount: int, token: Code | None,
             needs_x: bool, taken: Sequence[Code]) -> None:
    if do is Do.ATTACK_DICE:
        mods.attack_dice.append((source, amount))
    elif do is Do.ATTACK_DICE_PER_START_TOKEN:
        assert token is not None
        mods.attack_dice.append((source, taken.count(token)))
    elif do is Do.DEFENSE_DICE:
        mods.defence_penalty.append((source, -amount))
    elif do is Do.PUSH:
        mods.push += amount
    elif do is Do.EXTRA_DAMAGE_PER_EXCEPTIONAL:
        mods.extra += amount
    elif do is Do.ENERGY_PER_EXCEPTIONAL:
        mods.energy_per_x += amount
    elif do is Do.MOVE_TAX_PER_EXCEPTIONAL:
        mods.tax_per_x += amount
    elif do is Do.DISCARD_USED_DEFENSE:
        mods.discard = needs_x if mods.discard is None else mods.discard and needs_x
    elif do is Do.CANCEL_NORMAL_SUCCESSES:
        mods.cancels += amount
    elif do is Do.CANCEL_NORMAL_PER_TARGET_TOKEN:
        mods.cancel_per_token = token
    elif do is Do.SWAP_NORMAL_AND_FAIL:
        mods.swap = True
    elif do is Do.MOVEMENT_AS_DEFENSE:
        mods.movement_defence = max(mods.movement_defence, amount)
    elif do is Do.POST_ATTACK_MOVE:
        mods.post_steps += amount


def movement_defence(defender: Fighter, strike: Code, reaction: str | None) -> int:
    """Dice per ``M`` the defender may reveal against ``strike`` (R26): Danseur (its Style,
    against a Punch) or Negativa (its Reaction this turn)."""
    best = 0
    for tid in (defender.style, reaction):
        if tid is None:
            continue
        t = technique(tid)
        if t.applies not in (Applies.ATTACKS_AGAINST_SELF, Applies.REACTION_ATTACK):
            continue
        if not holds(t.when, strike=strike):
            continue
        for e in t.effects:
            if e.do is Do.MOVEMENT_AS_DEFENSE:
                best = max(best, e.amount)
    return best


def grabs(t: Technique) -> bool:
    """A Grab technique (R42 (e)): its strike can only be a Grab."""
    return t.when.action == (Code.G,)


def has_effect(t: Technique, do: Do) -> bool:
    return any(e.do is do for e in t.effects)
