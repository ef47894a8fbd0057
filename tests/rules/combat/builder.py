"""Scenario builder and driving helpers for the Combat rules tests.

:func:`build` starts from ``GAME.setup(["A", "B"], seed)`` and puts the state straight into
play with A and B as two :class:`SideSpec` say: A is ``order[0]`` (the top corner) whatever
the seed drew, zones hold the cards named, and the turn of ``active`` begins through the
engine's own R8 (``rules.combat.turn.start_turn``: shield pools, Concentration draws, a skip).
Decks not given are filled with Passif-free filler (``frappe``) so draws always find a card.

:func:`do` applies one action through ``GAME.apply`` after checking it is offered, and
:func:`drive` applies several, returning every state; :func:`events` reads a step's events.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Any

from rules.combat import GAME, CBAction, CBState, Kind
from rules.combat.state import Phase, Side, ZoneCard
from rules.combat.turn import _next_turn, start_turn
from rules.core import Event, copy_state
from rules.kit.hexgrid import Hex

A, B = "A", "B"


@dataclass
class Paused:
    """A card in an activity zone, resolution standing at step ``at`` (its intervention)."""

    card: str
    at: int
    paused: bool = True


@dataclass
class SideSpec:
    cell: tuple[int, int] | None = (0, 0)
    """None: OFF the board."""
    hp: int = 20
    hand: list[str] = field(default_factory=list)
    deck: list[str] | None = None
    """Top last; None: ten filler cards."""
    discard: list[str] = field(default_factory=list)
    history: list[str] = field(default_factory=list)
    zone: list[Paused] = field(default_factory=list)
    recent: int = 0
    skip: int = 0
    extra: int = 0
    frozen: int = 0
    pending_shield: int = 0
    last_types: list[str] = field(default_factory=list)


FILLER = "frappe"


def build(a: SideSpec | None = None, b: SideSpec | None = None, *, active: str = A,
          number: int = 1, seed: int = 1, turn_cap: int = 200, start: bool = True,
          **options: Any) -> CBState:
    """A state in play, ``active``'s turn ``number`` begun (R8 run when ``start``)."""
    a = a if a is not None else SideSpec(cell=(0, -3))
    b = b if b is not None else SideSpec(cell=(0, 3))
    state = GAME.setup([A, B], seed, GAME.Options(turn_cap=turn_cap, **options))
    state = copy_state(state)
    state.order = [A, B]
    state.decks = None
    state.phase = Phase.PLAY
    uid = 0
    for player, spec in ((A, a), (B, b)):
        zone = []
        for z in spec.zone:
            uid += 1
            zone.append(ZoneCard(uid=uid, card=z.card, at=z.at, paused=z.paused))
        state.sides[player] = Side(
            deck=list(spec.deck) if spec.deck is not None else [FILLER] * 10,
            hand=list(spec.hand), discard=list(spec.discard), history=list(spec.history),
            zone=zone, hp=spec.hp, cell=Hex(*spec.cell) if spec.cell is not None else None,
            recent=spec.recent, skip=spec.skip, extra=spec.extra, frozen=spec.frozen,
            pending_shield=spec.pending_shield, last_types=list(spec.last_types),
            deck_name="test")
    state.uids = uid
    state.log = []
    if start:
        if not start_turn(state, active, number):
            # R8.3: a skipped turn has no action; it ends (R26) and the next one begins,
            # as in the engine's own loop, so nobody is offered the skipped turn's menu.
            while state.phase is Phase.PLAY and not _next_turn(state):
                pass
    else:
        from rules.combat.state import Turn

        state.turn = Turn(player=active, number=number)
    return state


def act(player: str, kind: Kind | str, **fields: Any) -> CBAction:
    return CBAction(player=player, kind=Kind(kind), **fields)


def play(player: str, card: str) -> CBAction:
    return act(player, Kind.PLAY, arg=card)


def basic(player: str, which: str) -> CBAction:
    return act(player, Kind.BASIC, arg=which)


def intervene(player: str, uid: int) -> CBAction:
    return act(player, Kind.INTERVENE, uid=uid)


def discard(player: str, card: str) -> CBAction:
    return act(player, Kind.DISCARD, arg=card)


def move(player: str, q: int, r: int) -> CBAction:
    return act(player, Kind.MOVE, cell=Hex(q, r))


def offered(state: CBState, action: CBAction) -> bool:
    decision = GAME.decision_for(state, action.player)
    return decision is not None and action in decision.options


def options(state: CBState, player: str) -> list[CBAction]:
    decision = GAME.decision_for(state, player)
    return [] if decision is None else list(decision.options)  # type: ignore[arg-type]


def do(state: CBState, action: CBAction) -> CBState:
    """Apply ``action``, which must be offered."""
    assert offered(state, action), (
        f"{action} is not offered; {action.player} may: "
        f"{[str(o) for o in options(state, action.player)]}")
    return GAME.apply(state, action)


def drive(state: CBState, *actions: CBAction) -> list[CBState]:
    """Every state from ``state`` through each action, in order."""
    states = [state]
    for action in actions:
        states.append(do(states[-1], action))
    return states


def events(before: CBState, after: CBState, kind: str | None = None,
           viewer: str | None = None) -> list[Event]:
    """The public (or ``viewer``'s) events ``after`` added, optionally of one kind."""
    out = [e for e in after.events_since(before.emitted) if e.visible_to(viewer)
           and (viewer is not None or e.to is None)]
    return [e for e in out if kind is None or e.kind == kind]


def history_of(states: Sequence[CBState], kind: str | None = None) -> list[Event]:
    """Every public event across consecutive states."""
    out: list[Event] = []
    for before, after in pairwise(states):
        out += events(before, after, kind)
    return out
