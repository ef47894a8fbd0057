"""The attack (sections 5.3-5.6 and 6): T8 the defender's Reaction and defence, T9 pushes,
ring-out and collision, T10 the roll, the R28 pipeline, wounds and eliminations; and the end
of the game (R35, R64)."""

from __future__ import annotations

from rules.core import Outcome, PlayerId, Reason
from rules.kit import seats as seating
from rules.kit.chance import Roll, throw
from rules.kit.hexgrid import direction_to, neighbour, on_board
from rules.martial_art import turn as turns
from rules.martial_art import turn_end
from rules.martial_art.board import knocked_out, serious, wound
from rules.martial_art.content import (
    BASE_ATTACK_DICE,
    DICE_PER_DEFENSE_TOKEN,
    DIE,
    EFFECTS,
    Code,
    Face,
    Keyword,
)
from rules.martial_art.events import (
    Collision,
    Damage,
    Defence,
    End,
    Energy,
    Lost,
    Out,
    Push,
    RingOut,
    Rolled,
    Tax,
)
from rules.martial_art.state import Choices, MAAction, MAState, Mode, Phase, Stage
from rules.martial_art.techniques import (
    Mods,
    attack_mods,
    can_pay,
    gain,
    holds,
    loadout,
    movement_defence,
)


def _attack(state: MAState):  # type: ignore[no-untyped-def]
    turn = state.turn
    assert turn is not None and turn.attack is not None
    return turn, turn.attack


# --- T8 ----------------------------------------------------------------------------------------

def reactions(state: MAState) -> list[str]:
    """R46: the defender's Reactions it can pay whose conditions hold for this attack."""
    _, attack = _attack(state)
    f = state.fighters[attack.defender]
    return [t.id for t in loadout(f, Keyword.REACTION)
            if can_pay(f, t) and holds(t.when, strike=attack.strike, zone=attack.zone)]


def begin_defence(state: MAState) -> None:
    turn, _ = _attack(state)
    turn.stage = Stage.REACT if reactions(state) else Stage.DEFEND


def react_options(state: MAState) -> Choices:
    _, attack = _attack(state)
    p = attack.defender
    none = turns.act(p, "done")
    return [*(turns.act(p, "technique", item=t) for t in reactions(state)), none], none


def play_react(state: MAState, action: MAAction) -> None:
    turn, attack = _attack(state)
    if action.kind == "technique":
        turns.activate(state, attack.defender, action.item)
        attack.reaction = action.item
    turn.stage = Stage.DEFEND


def hidden(state: MAState, player: PlayerId, zone: int) -> bool:
    """Whether ``player``'s ``zone`` holds face-down (Effect) tokens (public, R62)."""
    return any(c in EFFECTS for c in state.fighters[player].zones[zone - 1])


def defend_options(state: MAState) -> Choices:
    """R26: how many D (and M, with Danseur or Negativa) of the target zone to reveal."""
    _, attack = _attack(state)
    p = attack.defender
    zone = state.fighters[p].zones[attack.zone - 1]
    ds = zone.count(Code.D)
    ms = zone.count(Code.M) if movement_defence(state.fighters[p], attack.strike,
                                                attack.reaction) else 0
    options = [turns.act(p, "reveal", d=d, m=m) for d in range(ds + 1) for m in range(ms + 1)]
    return options, turns.act(p, "reveal", d=ds, m=0)  # section 11: every D


def play_defend(state: MAState, action: MAAction) -> None:
    turn, attack = _attack(state)
    d, m = action.d or 0, action.m or 0
    attack.revealed = [Code.D] * d + [Code.M] * m
    attacker = state.fighters[turn.player]
    defender = state.fighters[attack.defender]
    mods = attack_mods(attacker, defender, turn, attack)
    state.emit(Defence(player=attack.defender, zone=attack.zone, d=d, m=m,
                       dice=defence_dice(state, mods)))
    push(state, mods)


def token_dice(state: MAState) -> int:
    """R26: the revealed tokens' dice, before any penalty."""
    _, attack = _attack(state)
    per_m = movement_defence(state.fighters[attack.defender], attack.strike, attack.reaction)
    return (attack.revealed.count(Code.D) * DICE_PER_DEFENSE_TOKEN
            + attack.revealed.count(Code.M) * per_m)


def defence_dice(state: MAState, mods: Mods) -> int:
    """The defence dice after penalties, never below 0 (R26)."""
    return max(0, token_dice(state) - sum(n for _, n in mods.defence_penalty))


# --- T9 ----------------------------------------------------------------------------------------

def push(state: MAState, mods: Mods) -> None:
    """R53-R56: the push, step by step, before any roll."""
    turn, attack = _attack(state)
    att = state.fighters[turn.player]
    dfd = state.fighters[attack.defender]
    assert att.cell is not None and dfd.cell is not None
    direction = direction_to(att.cell, dfd.cell)
    assert direction is not None
    for _ in range(mods.push):
        to = neighbour(dfd.cell, direction)
        if not on_board(to):  # R55
            state.emit(RingOut(player=turn.player, defender=attack.defender))
            eliminate(state, attack.defender, "ring_out")
            if state.phase is not Phase.OVER:
                turn_end.end_phase(state)
            return
        third = turns.occupant(state, to)
        if third is not None:  # R56
            turn.collision = True
            attack.third = third
            state.emit(Collision(player=turn.player, defender=attack.defender, third=third))
            break
        att.cell, dfd.cell = dfd.cell, to
        state.emit(Push(player=turn.player, defender=attack.defender, cell=to,
                        attacker_cell=att.cell))
    if attack.third is not None and hidden(state, attack.third, attack.zone):
        # R67: asked whenever the zone holds face-down tokens, a Defense among them or not
        turn.stage = Stage.COLLIDE
        return
    roll(state, mods, 0)


def collide_options(state: MAState) -> Choices:
    _, attack = _attack(state)
    assert attack.third is not None
    p = attack.third
    ds = state.fighters[p].zones[attack.zone - 1].count(Code.D)
    return [turns.act(p, "reveal", d=d) for d in range(ds + 1)], turns.act(p, "reveal", d=ds)


def play_collide(state: MAState, action: MAAction) -> None:
    turn, attack = _attack(state)
    assert attack.third is not None
    d = action.d or 0
    state.emit(Defence(player=attack.third, zone=attack.zone, d=d,
                       dice=d * DICE_PER_DEFENSE_TOKEN, third=True))
    mods = attack_mods(state.fighters[turn.player], state.fighters[attack.defender], turn,
                       attack)
    roll(state, mods, d)


# --- T10 ---------------------------------------------------------------------------------------

def roll(state: MAState, mods: Mods, third_d: int) -> None:
    """R24, R27-R28: every die at once (attack, defence, then the collision's), the pipeline,
    the wounds (R31-R34) and the post-roll triggers."""
    turn, attack = _attack(state)
    p = turn.player
    dfd = state.fighters[attack.defender]
    sources = [("base", BASE_ATTACK_DICE), *mods.attack_dice]
    if attack.back:
        sources.append(("back", 1))
    if turn.collision:
        sources.append(("collision", 1))
    a = throw(state.rng, DIE, max(0, sum(n for _, n in sources)))
    def_n = defence_dice(state, mods)
    b = throw(state.rng, DIE, def_n)
    c = cd = None
    if attack.third is not None:
        c = throw(state.rng, DIE, 1)
        cd = throw(state.rng, DIE, third_d * DICE_PER_DEFENSE_TOKEN)
    swapped = None
    faces = a
    if mods.swap:  # R28.1
        flip = {Face.N: Face.F, Face.F: Face.N, Face.X: Face.X}
        swapped = Roll(die=a.die, faces=tuple(flip[Face(f)].value for f in a.faces))
        faces = swapped
    n, x = faces.count(Face.N), faces.count(Face.X)
    cancels = mods.cancels
    if mods.cancel_per_token is not None:  # R29 Oshi-zûmo
        cancels += dfd.zones[attack.zone - 1].count(mods.cancel_per_token)
    damage = max(0, n - cancels) + x * (1 + mods.extra)
    grab = state.options.mode is Mode.BLACK and attack.strike is Code.G
    successes = b.count(Face.X) if grab else b.count(Face.N, Face.X)
    dealt = max(0, damage - successes)
    state.emit(Rolled(player=p, defender=attack.defender, strike=attack.strike,
                      zone=attack.zone, attack=a, defence=b, swapped=swapped,
                      attack_dice=sources,
                      defence_dice=[("tokens", token_dice(state)),
                                    *((s, -n) for s, n in mods.defence_penalty)],
                      normal=n, exceptional=x, cancels=min(n, cancels), extra=mods.extra,
                      damage=damage, successes=successes, dealt=dealt, grab=grab))
    hurt(state, attack.defender, attack.zone, dealt)
    if state.phase is Phase.OVER:
        return
    _post_roll(state, mods, x)
    if c is not None and cd is not None and attack.third is not None:
        hit = max(0, c.count(Face.N, Face.X) - cd.count(Face.N, Face.X))
        state.emit(Rolled(player=p, defender=attack.third, strike=attack.strike,
                          zone=attack.zone, attack=c, defence=cd,
                          attack_dice=[("collision", 1)],
                          defence_dice=[("tokens", len(cd.faces))],
                          normal=c.count(Face.N), exceptional=c.count(Face.X), cancels=0,
                          extra=0, damage=c.count(Face.N, Face.X),
                          successes=cd.count(Face.N, Face.X), dealt=hit, collision=True))
        if state.fighters[attack.third].alive:
            hurt(state, attack.third, attack.zone, hit)
    if state.phase is Phase.OVER:
        return
    turn.energy = x * mods.energy_per_x
    turn.steps_left = mods.post_steps
    continue_after_roll(state)


def _post_roll(state: MAState, mods: Mods, x: int) -> None:
    """R28.7 with the raw X count: Harite's tax and the defence-token discard (R30)."""
    _, attack = _attack(state)
    dfd = state.fighters[attack.defender]
    if not dfd.alive:
        return
    if mods.tax_per_x and x:
        dfd.harite_next += mods.tax_per_x * x
        state.emit(Tax(player=attack.defender, tax=dfd.harite_next))
    if mods.discard is not None and attack.revealed and (x >= 1 or not mods.discard):
        zone = dfd.zones[attack.zone - 1]
        for code in (Code.D, Code.M):  # a real D first (R30)
            if code in attack.revealed and code in zone:
                zone.remove(code)
                state.emit(Lost(player=attack.defender, code=code, zone=attack.zone,
                                discard=True))
                break


def continue_after_roll(state: MAState) -> None:
    """Futsu's energy points (section 11: the attacker splits them), then T11."""
    turn, _ = _attack(state)
    f = state.fighters[turn.player]
    if turn.energy and (f.chi < 6 or f.rage < 6):
        turn.stage = Stage.ENERGY
        return
    turn.energy = 0
    turns.after_attack(state, turn.steps_left)


def energy_options(state: MAState) -> Choices:
    turn, _ = _attack(state)
    p = turn.player
    f = state.fighters[p]
    options = [turns.act(p, "energy", gauge=g) for g in ("chi", "rage") if getattr(f, g) < 6]
    low = "chi" if f.chi <= f.rage else "rage"
    default = next((o for o in options if o.gauge == low), options[0])
    return options, default


def play_energy(state: MAState, action: MAAction) -> None:
    turn, _ = _attack(state)
    assert action.gauge is not None
    turn.energy -= 1
    f = state.fighters[turn.player]
    state.emit(Energy(player=turn.player, gauge=action.gauge, value=gain(f, action.gauge)))
    continue_after_roll(state)


# --- wounds, eliminations, the end ----------------------------------------------------------

def hurt(state: MAState, player: PlayerId, zone: int, amount: int) -> None:
    """R31-R34 for one fighter."""
    if amount <= 0:
        return
    f = state.fighters[player]
    before, after, lost = wound(f, zone, amount)
    state.emit(Damage(player=player, zone=zone, before=before, after=after))
    for code, where in lost:
        state.emit(Lost(player=player, code=code, zone=where))
    reason = knocked_out(f)
    if reason is not None:
        state.emit(Out(player=player, reason=reason))  # type: ignore[arg-type]
        eliminate(state, player, reason)


def eliminate(state: MAState, player: PlayerId, reason: str) -> None:
    """R34: off the arena at once, its pending effects dropped; R35 checked."""
    f = state.fighters[player]
    if not f.alive:
        return
    f.alive, f.out, f.cell = False, reason, None
    f.pending, f.kiai_next, f.harite_next = [], False, 0
    state.eliminated.append(player)
    if reason == "ring_out":
        state.emit(Out(player=player, reason="ring_out"))
    sides = [side for side in state.teams if any(state.fighters[p].alive for p in side)]
    if len(sides) <= 1:
        state.ended = reason
        finish(state)


def finish(state: MAState) -> None:
    state.phase = Phase.OVER
    outcome = outcome_of(state)
    assert outcome is not None
    state.emit(End(outcome=outcome))


_REASONS = {"ko": Reason.KO, "technical_ko": Reason.KO, "ring_out": Reason.RING_OUT,
            "forfeit": Reason.TIMEOUT, "rounds": Reason.ROUNDS}


def end_by_rounds(state: MAState) -> None:
    state.ended = "rounds"
    finish(state)


def outcome_of(state: MAState) -> Outcome | None:
    """R35 (the last side standing) or R64 (the ranking at the round limit). The sides out
    rank below, the last one out first."""
    if state.phase is not Phase.OVER or state.ended is None:
        return None
    sides = state.teams
    out_order = state.eliminated

    def key(i: int) -> tuple[int, ...]:
        members = sides[i]
        living = [state.fighters[p] for p in members if state.fighters[p].alive]
        if not living:  # out: ranked by when its last fighter left
            return (-1, max(out_order.index(p) for p in members), 0, 0)
        if state.ended != "rounds":
            return (len(living), 0, 0, 0)
        return (len(living), -sum(sum(f.life) for f in living), -sum(serious(f) for f in living),
                0)

    groups = seating.rank_sides([key(i) for i in range(len(sides))])
    ranking = [[p for p in state.seats if seating.team_of(sides, p) in g] for g in groups]
    winners = ranking[0] if len(groups[0]) == 1 else []
    reason = _REASONS[state.ended]
    if state.ended == "rounds" and not winners:
        reason = Reason.DRAW
    teamed = seating.is_team_game(state.seats, sides)
    return Outcome(winners=winners, ranking=ranking, reason=reason,
                   teams=[list(t) for t in sides] if teamed else None)
