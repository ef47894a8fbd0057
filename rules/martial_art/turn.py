"""A fighter's turn (section 4): T0 start, T1-T5 start zone, energy, movement and Start
technique, T6 sowing, T7 declaration, T11 post-attack steps and T12 end phase. The attack
itself (T8-T10) is :mod:`.attack`.

Each stage offers one small decision (``options``) and ``play`` applies a choice; the defaults
are section 11's auto-turn.
"""

from __future__ import annotations

from collections import Counter

from rules.core import PlayerId
from rules.kit import seats as seating
from rules.kit.hexgrid import back_cells, front_cells, neighbour, neighbours, on_board
from rules.martial_art import attack as fight
from rules.martial_art import turn_end
from rules.martial_art.board import destinations, distinct, target_zone
from rules.martial_art.content import ACTIONS, EFFECTS, Code, Do, Keyword
from rules.martial_art.content import technique as tech
from rules.martial_art.events import (
    Buy,
    Declare,
    Drop,
    Energy,
    Face,
    Locked,
    NoAttack,
    Round,
    RoundsOver,
    Skip,
    Start,
    Step,
    Technique,
    TurnStarts,
)
from rules.martial_art.state import Attack, Choices, MAAction, MAState, Mode, Stage, Turn
from rules.martial_art.techniques import can_pay, gain, grabs, holds, loadout, pay


def black(state: MAState) -> bool:
    return state.options.mode is Mode.BLACK


# --- the arena ---------------------------------------------------------------------------------

def occupant(state: MAState, cell: object) -> PlayerId | None:
    for p in state.seats:
        f = state.fighters[p]
        if f.alive and f.cell == cell:
            return p
    return None


def step_directions(state: MAState, player: PlayerId) -> list[int]:
    """R17: the directions of the empty arena cells next to the fighter."""
    cell = state.fighters[player].cell
    assert cell is not None
    return [d for d, n in enumerate(neighbours(cell)) if on_board(n) and occupant(state, n) is None]


def defenders(state: MAState, player: PlayerId, strike: Code | None = None) -> list[PlayerId]:
    """R21 item 2 (and item 3 for a Black Belt Grab): living opponents the fighter may
    attack, in seat order."""
    f = state.fighters[player]
    turn = state.turn
    assert f.cell is not None and turn is not None
    if black(state) and strike is Code.G and turn.pool < 1 + turn.tax:
        return []
    reach = front_cells(f.cell, f.facing) if black(state) else neighbours(f.cell)
    return [p for p in seating.opponents(state.seats, state.teams, player)
            if state.fighters[p].alive and state.fighters[p].cell in reach]


def is_back_attack(state: MAState, attacker: PlayerId, defender: PlayerId) -> bool:
    """R25: Black Belt, the attacker on one of the defender's back cells."""
    d = state.fighters[defender]
    assert d.cell is not None
    return black(state) and state.fighters[attacker].cell in back_cells(d.cell, d.facing)


# --- T0 ----------------------------------------------------------------------------------------

def begin_turn(state: MAState, player: PlayerId, bonus: bool = False) -> None:
    """T0 (and R64's round count): start-of-turn states, then the first decision."""
    if not bonus and player == state.living()[0]:
        if state.turn is not None:
            state.rounds += 1
        limit = state.options.max_rounds
        if limit and state.rounds >= limit:
            state.emit(RoundsOver(rounds=state.rounds))
            fight.end_by_rounds(state)
            return
        state.emit(Round(round=state.rounds + 1))
    f = state.fighters[player]
    number = state.turn.number + 1 if state.turn is not None else 1
    turn = Turn(player=player, number=number, bonus=bonus, delayed=f.pending,
                locked=f.kiai_next, tax=f.harite_next, may_turn=black(state))
    f.pending, f.kiai_next, f.harite_next = [], False, 0
    turn.extra_move = sum(e.amount for tid in turn.delayed for e in tech(tid).effects
                          if e.always and e.do is Do.EXTRA_MOVE)
    state.turn = turn
    state.emit(TurnStarts(player=player, bonus=bonus, tax=turn.tax, extra_move=turn.extra_move,
                          delayed=list(turn.delayed)))
    if turn.locked:
        state.emit(Locked(player=player))
    if not f.tokens():
        state.emit(Skip(player=player))  # D33
        turn_end.end_phase(state)


# --- T1/T2 and T4/T5 ---------------------------------------------------------------------------

def act(player: PlayerId, kind: str, **fields: object) -> MAAction:
    return MAAction(player=player, kind=kind, **fields)  # type: ignore[arg-type]


def start_options(state: MAState) -> Choices:
    turn = state.turn
    assert turn is not None
    p = turn.player
    f = state.fighters[p]
    starts = [act(p, "start", zone=z) for z in range(1, 6) if f.zones[z - 1]]
    faces = [act(p, "face", direction=d) for d in range(6)
             if turn.may_turn and d != f.facing]
    return [*starts, *faces], starts[0]


def move_options(state: MAState) -> Choices:
    turn = state.turn
    assert turn is not None
    p = turn.player
    f = state.fighters[p]
    options: list[MAAction] = []
    low = "chi" if f.chi <= f.rage else "rage"
    default = act(p, "done")
    if turn.energy:
        for gauge in ("chi", "rage"):
            if getattr(f, gauge) < 6:
                options.append(act(p, "energy", gauge=gauge))
        if getattr(f, low) < 6:
            default = act(p, "energy", gauge=low)
    if turn.pool >= 1 + turn.tax:
        options += [act(p, "step", direction=d) for d in step_directions(state, p)]
    if turn.may_turn:
        options += [act(p, "face", direction=d) for d in range(6) if d != f.facing]
    if black(state) and not turn.locked and f.chi >= 1 and f.rage >= 1:
        options.append(act(p, "buy"))
    options += [act(p, "technique", item=t.id) for t in start_techniques(state)]
    options.append(act(p, "done"))
    return options, default


def start_techniques(state: MAState) -> list:  # type: ignore[type-arg]
    """R42: the Start techniques that could still match this turn's attack."""
    turn = state.turn
    assert turn is not None and turn.start_zone is not None
    p = turn.player
    f = state.fighters[p]
    if turn.technique is not None:
        return []
    zone = target_zone(turn.start_zone, len(turn.taken))
    out = []
    for t in loadout(f, Keyword.START):
        if t.id in turn.used or not can_pay(f, t, turn.locked):
            continue
        if not holds(t.when, zone=zone, taken=turn.taken):
            continue
        if t.when.action and not any(c in turn.taken for c in t.when.action):
            continue
        if not defenders(state, p, Code.G if grabs(t) else None):
            continue
        out.append(t)
    return out


def play_start(state: MAState, action: MAAction) -> None:
    turn = state.turn
    assert turn is not None
    f = state.fighters[turn.player]
    if action.kind == "face":
        face(state, action.direction)
        return
    zone = action.zone
    assert zone is not None
    turn.start_zone = zone
    turn.taken = f.zones[zone - 1]
    f.zones[zone - 1] = []
    turn.energy = turn.taken.count(Code.E)
    turn.pool = turn.taken.count(Code.M) + turn.extra_move
    turn.may_turn = False
    turn.stage = Stage.MOVE
    state.emit(Start(player=turn.player, zone=zone, tokens=list(turn.taken), pool=turn.pool))


def face(state: MAState, direction: int | None) -> None:
    turn = state.turn
    assert turn is not None and direction is not None
    state.fighters[turn.player].facing = direction
    turn.may_turn = False
    state.emit(Face(player=turn.player, facing=direction))


def step(state: MAState, direction: int | None, cost: int, free: bool = False) -> None:
    turn = state.turn
    assert turn is not None and direction is not None
    f = state.fighters[turn.player]
    assert f.cell is not None
    f.cell = neighbour(f.cell, direction)
    turn.pool -= cost
    turn.may_turn = black(state)
    state.emit(Step(player=turn.player, cell=f.cell, cost=cost, pool=turn.pool, free=free))


def play_move(state: MAState, action: MAAction) -> None:
    turn = state.turn
    assert turn is not None
    p = turn.player
    f = state.fighters[p]
    kind = action.kind
    if kind == "energy":
        assert action.gauge is not None
        turn.energy -= 1
        state.emit(Energy(player=p, gauge=action.gauge, value=gain(f, action.gauge)))
    elif kind == "step":
        step(state, action.direction, 1 + turn.tax)
    elif kind == "face":
        face(state, action.direction)
    elif kind == "buy":
        f.chi -= 1
        f.rage -= 1
        turn.pool += 1
        state.emit(Buy(player=p, pool=turn.pool))
    elif kind == "technique":
        activate(state, p, action.item)
        begin_sowing(state)
    else:
        begin_sowing(state)


def activate(state: MAState, player: PlayerId, tid: str | None) -> None:
    """Pay a technique and count it as this turn's one (R37, R39, R40)."""
    assert tid is not None
    t = tech(tid)
    f = state.fighters[player]
    pay(f, t)
    turn = state.turn
    assert turn is not None
    replaced = None
    if t.keyword is Keyword.REACTION:
        pass  # R46: outside the reacting fighter's own turn, not its R39 technique
    else:
        turn.technique = tid
        turn.used.append(tid)
        if t.keyword is Keyword.STYLE:
            replaced, f.style = f.style, tid
    state.emit(Technique(player=player, technique=tid, chi=t.cost.chi, rage=t.cost.rage,
                         replaced=replaced))


# --- T6 sowing ---------------------------------------------------------------------------------

def begin_sowing(state: MAState) -> None:
    turn = state.turn
    assert turn is not None
    turn.energy = 0  # R16: what was not given is left unused
    turn.may_turn = False
    turn.order = []
    turn.stage = Stage.SOW


def to_sow(turn: Turn) -> list[Code]:
    """The taken tokens not dropped yet, in their stored order."""
    left = Counter(turn.order)
    out = []
    for code in turn.taken:
        if left[code]:
            left[code] -= 1
        else:
            out.append(code)
    return out


def sow_options(state: MAState) -> Choices:
    turn = state.turn
    assert turn is not None
    p = turn.player
    rest = to_sow(turn)
    options = [act(p, "drop", code=c) for c in distinct(rest)]
    first = next((c for c in rest if c in EFFECTS), rest[0])  # section 11: Effects first
    return options, act(p, "drop", code=first)


def play_sow(state: MAState, action: MAAction) -> None:
    turn = state.turn
    assert turn is not None and action.code is not None and turn.start_zone is not None
    turn.order.append(action.code)
    if len(turn.order) < len(turn.taken):
        return
    p = turn.player
    f = state.fighters[p]
    zones = destinations(turn.start_zone, len(turn.order))
    for zone, code in zip(zones, turn.order, strict=True):
        f.zones[zone - 1].append(code)
    actions = [c if c in ACTIONS else None for c in turn.order]
    effects = [c if c in EFFECTS else None for c in turn.order]
    state.emit(Drop(to=(p,), player=p, start=turn.start_zone, zones=zones, actions=actions,
                    effects=effects))
    state.emit(Drop(player=p, start=turn.start_zone, zones=zones, actions=actions))
    last = turn.order[-1]
    if last in ACTIONS and defenders(state, p, last):
        turn.stage = Stage.DECLARE
    else:
        turn_end.end_phase(state)


# --- T7 ----------------------------------------------------------------------------------------

def declare_options(state: MAState) -> Choices:
    turn = state.turn
    assert turn is not None
    p = turn.player
    targets = [act(p, "attack", target=t) for t in defenders(state, p, turn.order[-1])]
    return [*targets, act(p, "done")], targets[0]


def play_declare(state: MAState, action: MAAction) -> None:
    turn = state.turn
    assert turn is not None and turn.start_zone is not None
    p = turn.player
    if action.kind == "done":
        state.emit(NoAttack(player=p))
        turn_end.end_phase(state)
        return
    assert action.target is not None
    strike = turn.order[-1]
    zone = target_zone(turn.start_zone, len(turn.order))
    paid = 0
    if black(state) and strike is Code.G:
        paid = 1 + turn.tax  # R23
        turn.pool -= paid
    turn.struck = strike
    defender = state.fighters[action.target]
    back = is_back_attack(state, p, action.target)
    turn.attack = Attack(defender=action.target, strike=strike, zone=zone, back=back,
                               target_empty=not defender.zones[zone - 1])
    state.emit(Declare(player=p, defender=action.target, strike=strike, zone=zone, back=back,
                       paid=paid))
    fight.begin_defence(state)


# --- T11 ---------------------------------------------------------------------------------------

def after_options(state: MAState) -> Choices:
    turn = state.turn
    assert turn is not None
    p = turn.player
    f = state.fighters[p]
    options = []
    if turn.steps_left and turn.pool >= turn.tax:
        options += [act(p, "step", direction=d) for d in step_directions(state, p)]
    if turn.may_turn:
        options += [act(p, "face", direction=d) for d in range(6) if d != f.facing]
    done = act(p, "done")
    return [*options, done], done


def play_after(state: MAState, action: MAAction) -> None:
    turn = state.turn
    assert turn is not None
    if action.kind == "step":
        turn.steps_left -= 1
        step(state, action.direction, turn.tax, free=True)  # R52: the tax is still paid
        return
    if action.kind == "face":
        face(state, action.direction)
        if turn.steps_left:
            return
    turn_end.end_phase(state)


def after_attack(state: MAState, post_steps: int) -> None:
    """T11 (R57): free steps unless a collision happened or nowhere is free to go."""
    turn = state.turn
    assert turn is not None
    turn.steps_left = 0 if turn.collision else post_steps
    turn.may_turn = False
    if turn.steps_left and turn.pool >= turn.tax and step_directions(state, turn.player):
        turn.stage = Stage.AFTER
    else:
        turn_end.end_phase(state)
