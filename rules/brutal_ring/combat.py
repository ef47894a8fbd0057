"""Brutal Ring Phase 3: turns, engagement, attacks, the trick window and the fight (R13-R29).

Every function works in place on the engine's private copy of the state.
"""

from __future__ import annotations

from collections.abc import Iterable

from rules.brutal_ring import phases
from rules.brutal_ring.content import GLADIATOR, WEAPON, Side, Slot, Trick, card, card_type
from rules.brutal_ring.events import (
    Attack,
    DiscardPick,
    Double,
    Engage,
    Fairplay,
    FoughtTrick,
    Kill,
    Lock,
    Pass,
    Place,
    Ready,
    Result,
    Reveal,
    Role,
    TakeBack,
    TrickEffect,
)
from rules.brutal_ring.state import BRState, Combat, Fighter, Phase, PlacedTrick
from rules.brutal_ring.table import (
    combat_values,
    fighter_vp,
    find_fighter,
    targets,
    unengaged,
    weapon_attack,
    weapon_defence,
)
from rules.core import PlayerId
from rules.kit.seats import teammates

# ============================================================================= turns


def begin_combats(state: BRState) -> None:
    """Phase 3 starts with the First Player (R33)."""
    state.phase = Phase.ENGAGE
    state.combat = None
    state.engaged = None
    _turn_from(state, state.players.index(state.first_player))


def next_turn(state: BRState) -> None:
    """Section 4 step 8: the player to the left becomes active."""
    assert state.active is not None
    state.combat = None
    state.engaged = None
    _turn_from(state, state.players.index(state.active) + 1)


def _turn_from(state: BRState, index: int) -> None:
    """R13/D19: the first player from seat ``index`` on with an unengaged living gladiator.

    A player without a legal target engages their lowest-id gladiator and passes at once: no
    gladiator can enter before Phase 4, so the choice could not matter (R13, R14).
    """
    n = len(state.players)
    while any(unengaged(s) for s in state.seats.values()):
        p = state.players[index % n]
        index += 1
        free = unengaged(state.seats[p])
        if not free:
            continue  # D19: skipped
        if targets(state, p):
            state.active = p
            state.phase = Phase.ENGAGE
            return
        engage(state, p, free[0])
        state.emit(Pass(player=p, gladiator=free[0], why="no_target"))
    state.active = None
    state.engaged = None
    phases.begin_survivors(state)


def engage(state: BRState, p: PlayerId, gladiator: str) -> None:
    """R13/R28: engaged until Phase 4."""
    fighter = next(f for f in state.seats[p].arena if f.gladiator == gladiator)
    fighter.engaged = True
    state.active = p
    state.engaged = gladiator
    state.emit(Engage(player=p, gladiator=gladiator))


def pass_turn(state: BRState, p: PlayerId) -> None:
    """R14: no attack; R27/D14: or no bonus combat."""
    assert state.engaged is not None
    why = "decline" if state.phase is Phase.BONUS else "pass"
    state.emit(Pass(player=p, gladiator=state.engaged, why=why))
    next_turn(state)


def start_combat(state: BRState, p: PlayerId, target: str, *, bonus: bool) -> None:
    """R14/D18: an attack always opens the trick window (R16)."""
    attacker = state.engaged
    assert attacker is not None
    found = find_fighter(state, target)
    assert found is not None
    owner, defender = found
    own = find_fighter(state, attacker)
    assert own is not None
    att_side = [p, *teammates(state.teams, p)]
    def_side = [owner, *teammates(state.teams, owner)]
    state.combat = Combat(attacker=attacker, defender=target, att_side=att_side,
                          def_side=def_side, bonus=bonus)
    state.phase = Phase.TRICKS
    state.emit(Attack(player=p, attacker=attacker, defender=target, defending_player=owner,
                      base_attack=weapon_attack(own[1].weapon),
                      base_defence=weapon_defence(defender.weapon), bonus=bonus))
    _lock_if_all_ready(state)


# ============================================================================= the trick window


def used_slots(combat: Combat, on_attacker: bool) -> dict[Slot, int]:
    """R17/D7/D8: symbols taken on one gladiator, all placers and bluffs included."""
    used: dict[Slot, int] = {}
    for t in combat.tricks:
        if t.on_attacker == on_attacker:
            slot = card(t.card).slot
            used[slot] = used.get(slot, 0) + 1
    return used


def can_act(state: BRState, combat: Combat, p: PlayerId) -> bool:
    """A participant with an empty hand and nothing placed can only wait; that is public (hand
    counts, placers), so they count as ready without a decision."""
    return bool(state.seats[p].hand) or any(t.placer == p for t in combat.tricks)


def change_tricks(state: BRState, p: PlayerId, cid: str, *, place: bool) -> None:
    """R18/D8/D9: a placer adds or removes their own cards; any change clears every ready."""
    combat = state.combat
    assert combat is not None
    seat = state.seats[p]
    on_attacker = p in combat.att_side
    gladiator = combat.attacker if on_attacker else combat.defender
    if place:
        seat.hand.remove(cid)
        combat.tricks.append(PlacedTrick(card=cid, placer=p, on_attacker=on_attacker))
    else:
        trick = next(t for t in combat.tricks if t.card == cid)
        combat.tricks.remove(trick)
        seat.hand.append(cid)
        seat.hand.sort()
    combat.ready = []
    count = sum(1 for t in combat.tricks if t.on_attacker == on_attacker)
    # R18: the placer sees the face; the others a back with its placer.
    event = Place if place else TakeBack
    state.emit(event(to=(p,), player=p, gladiator=gladiator, count=count, card=cid))
    state.emit(event(player=p, gladiator=gladiator, count=count))


def ready(state: BRState, p: PlayerId) -> None:
    combat = state.combat
    assert combat is not None
    combat.ready.append(p)
    state.emit(Ready(player=p))
    _lock_if_all_ready(state)


def _lock_if_all_ready(state: BRState) -> None:
    """R18/D9: the window locks when every participant is ready at the same time."""
    combat = state.combat
    assert combat is not None
    if all(p in combat.ready or not can_act(state, combat, p) for p in combat.participants):
        lock_tricks(state)


# ============================================================================= reveal and fight


def lock_tricks(state: BRState) -> None:
    """R20 steps 1-2: the attacking side reveals; an effective Fairplay cancels everything."""
    combat = state.combat
    assert combat is not None
    state.emit(Lock())
    a_cards = [t for t in combat.tricks if t.on_attacker]
    for t in a_cards:
        t.revealed = True
    state.emit(Reveal(side="attack", gladiator=combat.attacker,
                      cards=tuple(t.card for t in a_cards),
                      placers=tuple(t.placer for t in a_cards)))
    eff_a = _effective(a_cards, Side.ATK)
    if Trick.A_FAIRPLAY in eff_a:
        _reveal_defence(state, cancelled_by="attack")
        return
    d_cards = [t.card for t in combat.tricks if not t.on_attacker]
    combat.picks = eff_a.count(Trick.A_DISCARD)
    if combat.picks and d_cards:
        state.rng.shuffle(d_cards)  # D11: shown in a random order
        combat.blind = d_cards
    _next_pick(state)


def _effective(tricks: Iterable[PlacedTrick], side: Side) -> list[Trick]:
    """R19: only the tricks of the gladiator's own role take effect (the rest are bluffs)."""
    return [card(t.card).trick for t in tricks
            if not t.removed and card(t.card).side is side]


def _next_pick(state: BRState) -> None:
    """R21: each Discard removes one face-down defending trick, picked blind."""
    combat = state.combat
    assert combat is not None
    while combat.picks and combat.blind:
        if len(combat.blind) > 1:
            state.phase = Phase.PICK
            return
        pick(state, 0, forced=True)
    combat.picks = 0
    combat.blind = []
    _reveal_defence(state)


def pick(state: BRState, slot: int, *, forced: bool = False) -> None:
    combat = state.combat
    assert combat is not None
    cid = combat.blind.pop(slot)
    trick = next(t for t in combat.tricks if t.card == cid)
    trick.revealed = trick.removed = True
    combat.picks -= 1
    state.emit(DiscardPick(player=combat.att_player, card=cid, placer=trick.placer,
                           slot=None if forced else slot))
    if not forced:
        _next_pick(state)


def _reveal_defence(state: BRState, cancelled_by: Role | None = None) -> None:
    """R20 steps 3-4: the defending side reveals; an effective Fairplay cancels the rest."""
    combat = state.combat
    assert combat is not None
    d_cards = [t for t in combat.tricks if not t.on_attacker and not t.removed]
    for t in d_cards:
        t.revealed = True
    state.emit(Reveal(side="defence", gladiator=combat.defender,
                      cards=tuple(t.card for t in d_cards),
                      placers=tuple(t.placer for t in d_cards)))
    eff_a = _effective((t for t in combat.tricks if t.on_attacker), Side.ATK)
    eff_d = _effective(d_cards, Side.DEF)
    if cancelled_by is None and Trick.D_FAIRPLAY in eff_d:
        cancelled_by = "defence"
    if cancelled_by is not None:  # R20/D10: every trick of both sides is cancelled
        state.emit(Fairplay(by=cancelled_by))
        eff_a, eff_d = [], []
    _resolve(state, eff_a, eff_d, cancelled_by)


def _effect(t: PlacedTrick, fairplay: Role | None) -> TrickEffect:
    """What a revealed trick did (R19-R21), for the fight's picture."""
    c = card(t.card)
    if t.removed:
        return TrickEffect.DISCARDED
    if c.side is not (Side.ATK if t.on_attacker else Side.DEF):
        return TrickEffect.BLUFF
    if fairplay is None:
        return TrickEffect.COUNTED
    own = Trick.A_FAIRPLAY if fairplay == "attack" else Trick.D_FAIRPLAY
    if c.trick is own and t.on_attacker == (fairplay == "attack"):
        return TrickEffect.CANCELS_ALL
    return TrickEffect.CANCELLED


def _resolve(state: BRState, eff_a: list[Trick], eff_d: list[Trick],
             fairplay: Role | None) -> None:
    """R22-R27: values, kill test, Counter-attack, deaths and scoring, disposal, bonus."""
    combat = state.combat
    assert combat is not None
    att_found = find_fighter(state, combat.attacker)
    dfn_found = find_fighter(state, combat.defender)
    assert att_found is not None and dfn_found is not None
    att_owner, att = att_found
    dfn_owner, dfn = dfn_found
    att_value, dfn_value = combat_values(att.weapon, dfn.weapon, eff_a, eff_d)
    beats = att_value > dfn_value
    dodge = Trick.D_DODGE in eff_d
    dfn_dies = beats and not dodge  # R23
    counter = Trick.D_COUNTER in eff_d
    counter_values = (weapon_attack(dfn.weapon), weapon_defence(att.weapon))
    att_dies = counter and counter_values[0] > counter_values[1]  # R24/D13: raw, strict
    state.emit(Result(
        attacker=att.gladiator, attacker_weapon=att.weapon, attacker_owner=att_owner,
        defender=dfn.gladiator, defender_weapon=dfn.weapon, defender_owner=dfn_owner,
        base_attack=weapon_attack(att.weapon), base_defence=weapon_defence(dfn.weapon),
        attack=att_value, defence=dfn_value, attack_doubled=Trick.A_X2 in eff_a,
        defence_doubled=Trick.D_X2 in eff_d, effective_attack=tuple(eff_a),
        effective_defence=tuple(eff_d),
        tricks=tuple(FoughtTrick(card=t.card, placer=t.placer, on_attacker=t.on_attacker,
                                 removed=t.removed, effect=_effect(t, fairplay))
                     for t in combat.tricks),
        fairplay=fairplay, beats=beats, dodge=dodge, dodged=dodge and beats,
        counter_attack=counter, counter_values=counter_values if counter else None,
        defender_dies=dfn_dies, attacker_dies=att_dies,
        attacker_points=fighter_vp(dfn) if dfn_dies else 0,
        defender_points=fighter_vp(att) if att_dies else 0))
    for t in combat.tricks:  # R26: every placed trick goes to its type's discard
        state.discards[card_type(t.card)].append(t.card)
    combat.tricks = []
    combat.blind = []
    if dfn_dies:
        _kill(state, dfn_owner, dfn, killer=att_owner)
    if att_dies:
        _kill(state, att_owner, att, killer=dfn_owner)
    bonus = (not att_dies and Trick.A_DOUBLE in eff_a and not combat.bonus
             and targets(state, att_owner))
    state.combat = None
    if bonus:  # R27/D14: one optional bonus combat, immediately
        state.phase = Phase.BONUS
        state.emit(Double(player=att_owner, gladiator=att.gladiator))
        return
    next_turn(state)


def _kill(state: BRState, owner: PlayerId, fighter: Fighter, killer: PlayerId) -> None:
    """R25: the gladiator and its weapon go to the discards; the killing side scores."""
    seat = state.seats[owner]
    seat.arena.remove(fighter)
    state.discards[GLADIATOR].append(fighter.gladiator)
    vp = card(fighter.gladiator).vp
    if fighter.weapon:
        state.discards[WEAPON].append(fighter.weapon)
        vp += card(fighter.weapon).vp
    state.seats[killer].points += vp
    state.emit(Kill(player=owner, gladiator=fighter.gladiator, weapon=fighter.weapon,
                    killer=killer, points=vp))
