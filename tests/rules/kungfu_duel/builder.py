"""Scenario builder and driving helpers for the Kung-Fu Duel rules tests.

:func:`build` sets up a fight with fighters as :class:`FSpec` say (ratings, scales, stacks in
the spec's notation ``"9♦"``, hand, posed cards) and starts turn ``number``'s planning (or the
GM's phase 0) through the engine's own :func:`~rules.kungfu_duel.engine.new_turn`.
:func:`stack_deck` puts named cards on top of the playing deck in dealing order, and
:func:`stack_bonus` the bonus deck's next draws. :func:`do` applies an offered action.

Fighters are named ``A``, ``B`` (1v1), or given as ``sides=[["A1", "A2"], ["B"]]``; with
``gm=True`` the game master is ``GM``.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from rules.core import Event, copy_state
from rules.kungfu_duel import GAME, KFAction, KFState, Kind, Options
from rules.kungfu_duel.content import BONUS, BONUS_DECK, DECK, SUITS, card_of
from rules.kungfu_duel.engine import new_turn
from rules.kungfu_duel.state import Fighter, Front, Item, Layout, Phase

V, D, T, P = 0, 1, 2, 3
COMP = {"V": 0, "D": 1, "T": 2, "P": 3}


def card(text: str) -> int:
    """``"9♦"``, ``"10♠"``, ``"K♣"``, ``"A♥"``: the spec's notation as the engine's int."""
    text = text.strip()
    rank, suit = text[:-1], text[-1]
    values = {"A": 1, "J": 11, "Q": 12, "K": 13}
    return card_of(values.get(rank) or int(rank), suit)


def cards(texts: Sequence[str] | str) -> list[int]:
    if isinstance(texts, str):
        texts = [t for t in texts.replace(",", " ").split() if t]
    return [card(t) for t in texts]


def name(c: int) -> str:
    value = c % 13 + 1
    return {1: "A", 11: "J", 12: "Q", 13: "K"}.get(value, str(value)) + SUITS[c // 13]


@dataclass
class FSpec:
    ratings: tuple[int, int, int, int] = (8, 6, 6, 4)
    scales: tuple[int, int, int, int] | None = None
    stacks: dict[str, str] = field(default_factory=dict)
    """``{"V": "6♣ 9♥"}``, bottom to top."""
    hand: list[str] = field(default_factory=list)
    materiel: str | None = None
    signature: bool = False
    fragility: int | None = None
    terrain: str | None = None
    bouclier: str | None = None
    armure: str | None = None
    faiblesses: list[str] = field(default_factory=list)
    ap: int = 3


def build(fighters: dict[str, FSpec] | None = None, *, sides: list[list[str]] | None = None,
          gm: bool = False, number: int = 1, seed: int = 1, turn_limit: int = 40,
          start: bool = True) -> KFState:
    """A fight in progress at the start of turn ``number``."""
    sides = sides or [["A"], ["B"]]
    names = [p for s in sides for p in s]
    fighters = fighters or {}
    # A bigger first side (2v1, 3v1) is set up as its mirror, then given the sides asked for.
    sizes = sorted((len(sides[0]), len(sides[1])))
    layout = {(1, 1): Layout.DUEL, (1, 2): Layout.ONE_TWO, (2, 2): Layout.TWO_TWO,
              (1, 3): Layout.ONE_THREE}[(sizes[0], sizes[1])]
    players = (["GM"] if gm else []) + names
    state = copy_state(GAME.setup(players, seed, Options(layout=layout, gm=gm,
                                                         turn_limit=turn_limit)))
    state.sides = [list(s) for s in sides]
    state.picks = None
    state.log = []
    state.deck = list(DECK)
    state.rng.shuffle(state.deck)
    state.bonus_deck = list(BONUS_DECK)
    state.rng.shuffle(state.bonus_deck)
    out = []
    for p in names:
        spec = fighters.get(p, FSpec())
        f = Fighter(player=p, side=0 if p in sides[0] else 1, character="test",
                    ratings=list(spec.ratings), ap=spec.ap, ap_left=spec.ap)
        if spec.scales is not None:
            f.scales = list(spec.scales)
        for comp, text in spec.stacks.items():
            f.stacks[COMP[comp]] = cards(text)
        f.hand = list(spec.hand)
        front = Front(terrain=spec.terrain, bouclier=spec.bouclier, armure=spec.armure,
                      faiblesses=list(spec.faiblesses))
        if spec.materiel is not None:
            b = BONUS[spec.materiel]
            front.materiel = Item(id=b.id, fragility=spec.fragility or b.fragility, pool=b.ap,
                                  signature=spec.signature)
        f.front = front
        out.append(f)
    state.fighters = out
    held = {c for f in out for s in f.stacks for c in s}
    state.deck = [c for c in state.deck if c not in held]
    bonus_held = {c for f in out for c in [*f.hand, *f.front.cards()]}
    state.bonus_deck = [c for c in state.bonus_deck if c not in bonus_held]
    if start:
        new_turn(state, number)
    else:
        state.phase = Phase.PLAN
    return state


def stack_deck(state: KFState, texts: Sequence[str] | str) -> None:
    """The next cards dealt, in dealing order (in place: a state from :func:`build`)."""
    wanted = cards(texts)
    state.deck = [c for c in state.deck if c not in wanted] + list(reversed(wanted))
    state.discard = [c for c in state.discard if c not in wanted]


def stack_bonus(state: KFState, ids: Sequence[str]) -> None:
    """The next bonus cards drawn, in order."""
    state.bonus_deck = [c for c in state.bonus_deck if c not in ids] + list(reversed(ids))
    state.bonus_discard = [c for c in state.bonus_discard if c not in ids]


def act(player: str, kind: Kind | str, **fields: Any) -> KFAction:
    return KFAction(player=player, kind=Kind(kind), **fields)


def bet(player: str, comp: str) -> KFAction:
    return act(player, Kind.BET, n=COMP[comp])


def slot(player: str, comp: str) -> KFAction:
    return act(player, Kind.SLOT, n=COMP[comp])


def lock(player: str) -> KFAction:
    return act(player, Kind.LOCK)


def keep(player: str, text: str) -> KFAction:
    return act(player, Kind.KEEP, n=card(text))


def options(state: KFState, player: str) -> list[KFAction]:
    decision = GAME.decision_for(state, player)
    return [] if decision is None else list(decision.options)  # type: ignore[arg-type]


def offered(state: KFState, action: KFAction) -> bool:
    return action in options(state, action.player)


def do(state: KFState, *actions: KFAction) -> KFState:
    """Apply each action, which must be offered."""
    for action in actions:
        assert offered(state, action), (
            f"{action} is not offered; {action.player} may: "
            f"{[str(o) for o in options(state, action.player)]}")
        state = GAME.apply(state, action)
    return state


def fighter(state: KFState, player: str) -> Fighter:
    return state.fighter(player)


def stack(state: KFState, player: str, comp: str) -> list[str]:
    return [name(c) for c in state.fighter(player).stacks[COMP[comp]]]


def events(before: KFState, after: KFState, kind: str | None = None,
           viewer: str | None = None) -> list[Event]:
    out = [e for e in after.events_since(before.emitted)
           if (e.to is None if viewer is None else e.visible_to(viewer))]
    return [e for e in out if kind is None or e.kind == kind]


def history(states: Sequence[KFState], kind: str | None = None) -> list[Event]:
    out: list[Event] = []
    for before, after in itertools.pairwise(states):
        out += events(before, after, kind)
    return out


def kinds(state: KFState, player: str) -> list[str]:
    return [str(o) for o in options(state, player)]


def decision(state: KFState, player: str) -> str | None:
    d = GAME.decision_for(state, player)
    return None if d is None else d.kind


def one(before: KFState, after: KFState, kind: str) -> Any:
    found = events(before, after, kind)
    assert len(found) == 1, found
    return found[0]
