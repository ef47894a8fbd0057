"""Scenario builder and driving helpers for the Brutal Ring rules tests.

``build`` starts from ``GAME.setup(players, seed, Options(...))`` and rearranges the 78 cards
into a requested position. Cards are only ever *moved*, never created or dropped, so every built
state holds each id of ``content.ALL_IDS`` exactly once:

- named cards go where the spec asks: hands, arena fighters (gladiator, weapon, engaged), the
  top of a draw pile, a discard pile;
- a hand is filled up to ``hand_size`` with unnamed cards of type ``fill`` taken from the top of
  that type's pile (in the seed's shuffled order);
- a draw pile is its named ``pile_top`` cards followed by the remaining unnamed cards of that
  type. When ``pile_size`` is given, the surplus goes to the bottom of that type's discard
  (discards are public, R4/D2), so conservation holds.

The result is a fresh ``BRState`` (validated from a plain dict) at version 0 with an empty log;
then the engine's own phase entry point runs (``begin_round``, ``begin_entry``,
``begin_combats`` or ``begin_survivors``), exactly as if the previous phase had just ended.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from rules.brutal_ring import GAME, BRAction, BRState, EventKind, Kind, Options, Phase
from rules.brutal_ring.content import ALL_IDS, CARD_TYPES, GLADIATOR, WEAPON, card_type
from rules.brutal_ring.engine import begin_combats, begin_entry, begin_round, begin_survivors
from rules.brutal_ring.events import BREventBase, Result
from rules.core import Decision
from tests.rules.common import assert_rejected

P1, P2, P3, P4 = "p1", "p2", "p3", "p4"
PLAYERS = [P1, P2]
# R1: team play seats A1, B1, A2, B2.
A1, B1, A2, B2 = P1, P2, P3, P4

Fighter = tuple[str, str | None] | tuple[str, str | None, bool]
"""An arena entry: (gladiator, weapon or None[, engaged])."""

PhaseName = Literal["draw", "entry", "combat", "survivors"]


@dataclass
class SeatSpec:
    hand: Sequence[str] = ()
    hand_size: int | None = None
    """Fill the hand up to this many cards with unnamed cards of type ``fill``."""
    fill: str = WEAPON
    arena: Sequence[Fighter] = ()
    points: int = 0


@dataclass
class Table:
    """The shared zones: named top cards of the draw piles, sizes, named discards."""

    pile_top: Mapping[str, Sequence[str]] = field(default_factory=dict)
    pile_size: Mapping[str, int] = field(default_factory=dict)
    discard: Mapping[str, Sequence[str]] = field(default_factory=dict)


def all_cards(state: BRState) -> list[str]:
    """Every card id in the state, sorted: ``sorted(ALL_IDS)`` when the 78 are conserved."""
    cards: list[str] = []
    for kind in CARD_TYPES:
        cards += state.piles[kind] + state.discards[kind]
    for seat in state.seats.values():
        cards += seat.hand
        for f in seat.arena:
            cards += [f.gladiator, *([f.weapon] if f.weapon else [])]
    if state.entry is not None:
        for draft in state.entry.drafts.values():
            for e in draft:
                cards += [e.gladiator, *([e.weapon] if e.weapon else [])]
    if state.combat is not None:
        cards += [t.card for t in state.combat.tricks]
    return sorted(cards)


def assert_conserved(state: BRState) -> None:
    assert all_cards(state) == sorted(ALL_IDS), "the 78 cards must be conserved"


def build(*, players: Sequence[str] = PLAYERS, seats: Mapping[str, SeatSpec] | None = None,
          first: str = P1, round: int = 1, phase: PhaseName = "combat", seed: int = 7,
          table: Table | None = None, options: Options | None = None) -> BRState:
    """A conserved Brutal Ring position; see the module docstring."""
    players = list(players)
    specs = {p: (seats or {}).get(p, SeatSpec()) for p in players}
    table = table or Table()
    base = GAME.setup(players, seed, options or Options())

    named: list[str] = []
    for spec in specs.values():
        named += list(spec.hand)
        for f in spec.arena:
            named += [f[0], *([f[1]] if f[1] else [])]
    for kind in CARD_TYPES:
        named += list(table.pile_top.get(kind, ())) + list(table.discard.get(kind, ()))
    dupes = sorted({c for c in named if named.count(c) > 1})
    assert not dupes, f"cards named twice: {dupes}"
    unknown = sorted(set(named) - set(ALL_IDS))
    assert not unknown, f"unknown card ids: {unknown}"
    for spec in specs.values():
        for f in spec.arena:
            assert card_type(f[0]) == GLADIATOR and (f[1] is None or card_type(f[1]) == WEAPON)

    pools = {k: [c for c in base.piles[k] if c not in named] for k in CARD_TYPES}
    data = base.model_dump(mode="json")
    data.update(version=0, log=[], round=round, first_player=first, active=None, engaged=None,
                combat=None, entry=None, marking=None)
    discards: dict[str, list[str]] = {k: [] for k in CARD_TYPES}
    for p, spec in specs.items():
        hand = list(spec.hand)
        if spec.hand_size is not None:
            assert len(hand) <= spec.hand_size, f"{p}: more named hand cards than hand_size"
            take = spec.hand_size - len(hand)
            pool = pools[spec.fill]
            assert take <= len(pool), f"{p}: not enough filler cards"
            hand += pool[:take]
            pools[spec.fill] = pool[take:]
        data["seats"][p] = {
            "hand": sorted(hand),
            "arena": [{"gladiator": f[0], "weapon": f[1],
                       "engaged": bool(f[2]) if len(f) > 2 else False}  # type: ignore[misc]
                      for f in spec.arena],
            "points": spec.points,
        }
    for kind in CARD_TYPES:
        pile = [*table.pile_top.get(kind, ()), *pools[kind]]
        size = table.pile_size.get(kind)
        if size is not None:
            assert len(table.pile_top.get(kind, ())) <= size <= len(pile), \
                f"impossible {kind} pile size {size}"
            discards[kind] += pile[size:]
            pile = pile[:size]
        data["piles"][kind] = pile
        data["discards"][kind] = [*discards[kind], *table.discard.get(kind, ())]

    state = BRState.model_validate(data)
    {"draw": begin_round, "entry": begin_entry, "combat": begin_combats,
     "survivors": begin_survivors}[phase](state)
    assert_conserved(state)
    return state


# ----------------------------------------------------------------------------- driving helpers


def act(player: str, kind: Kind, **fields: object) -> BRAction:
    return BRAction(player=player, kind=kind, **fields)  # type: ignore[arg-type]


def decision(state: BRState, player: str) -> Decision:
    d = GAME.decision_for(state, player)
    assert d is not None, f"{player} has no decision in {state.phase}"
    return d


def only_decision(state: BRState) -> Decision:
    pending = GAME.pending(state)
    assert len(pending) == 1, [(d.player, d.kind) for d in pending]
    return pending[0]


def offered(state: BRState, action: BRAction) -> bool:
    d = GAME.decision_for(state, action.player)
    return d is not None and action in d.options


def play(state: BRState, action: BRAction) -> BRState:
    """Assert ``action`` is offered, apply it, check purity and conservation."""
    d = decision(state, action.player)
    assert action in d.options, \
        f"{action} not offered in {d.kind}: {[str(o) for o in d.options]}"
    before = state.model_dump_json()
    new = GAME.apply(state, action)
    assert state.model_dump_json() == before, "apply must not mutate its input"
    assert_conserved(new)
    return new


def time_up(state: BRState, player: str) -> BRState:
    """``player``'s clock runs out (the match service calls ``GAME.timeout``): checked pure and
    conserving like :func:`play`."""
    decision(state, player)
    before = state.model_dump_json()
    new = GAME.timeout(state, player)
    assert state.model_dump_json() == before, "timeout must not mutate its input"
    assert new.version == state.version + 1
    assert_conserved(new)
    return new


def step(state: BRState, player: str, kind: Kind, **fields: object) -> BRState:
    return play(state, act(player, kind, **fields))


def assert_illegal(state: BRState, action: BRAction) -> None:
    """Not offered, and ``GAME.apply`` raises ``IllegalAction`` leaving the input unchanged."""
    assert not offered(state, action), f"{action} should not be offered"
    assert_rejected(GAME, state, action)


def ready_all(state: BRState) -> BRState:
    """Every trick participant with an open decision presses ready, in seat order."""
    while state.phase.value == "tricks":
        ready = [d for d in GAME.pending(state) if act(d.player, Kind.READY) in d.options]
        if not ready:
            break
        state = step(state, ready[0].player, Kind.READY)
    return state


def engage_and_attack(state: BRState, player: str, gladiator: str, target: str) -> BRState:
    """R13 + R14 as the one engage decision (section 10); with a menu too long for every
    pair, the engine asks the target in a second decision (``ENGAGE_OPTIONS``)."""
    both = act(player, Kind.ENGAGE, card=gladiator, target=target)
    if offered(state, both):
        return play(state, both)
    state = step(state, player, Kind.ENGAGE, card=gladiator)
    return step(state, player, Kind.ATTACK, target=target)


def engage_and_pass(state: BRState, player: str, gladiator: str) -> BRState:
    """R13 + R14: engage ``gladiator``, attack no one (one decision)."""
    return step(state, player, Kind.PASS, card=gladiator)


def arena(state: BRState, player: str) -> list[tuple[str, str | None, bool]]:
    return [(f.gladiator, f.weapon, f.engaged) for f in state.seats[player].arena]


def added(before: Sequence[str], after: Sequence[str]) -> list[str]:
    """Cards in ``after`` that were not in ``before`` (zone growth), in ``after`` order."""
    old = set(before)
    return [c for c in after if c not in old]


def events(state: BRState, kind: EventKind) -> list[Any]:
    """The public events of ``kind`` (typed: ``events(s, EventKind.KILL)[-1].points``)."""
    found = [e for e in state.log if e.kind == kind and e.to is None]
    assert all(isinstance(e, BREventBase) for e in found)
    return found


# ----------------------------------------------------------------------------- rule tests


def options_of(state: BRState, player: str) -> list[str]:
    """``player``'s options in their short text form (``"attack:G07"``)."""
    return [str(o) for o in decision(state, player).options]


def fight(p1: SeatSpec, p2: SeatSpec, attacker: str, defender: str,
          p1_tricks: tuple[str, ...] = (), p2_tricks: tuple[str, ...] = (),
          **kw: Any) -> BRState:
    """P1 engages ``attacker`` and attacks ``defender``; both place their tricks and get
    ready. Returns the state right after the window locks (and any forced step)."""
    s = build(seats={P1: p1, P2: p2}, **kw)
    s = engage_and_attack(s, P1, attacker, defender)
    for cid in p1_tricks:
        s = step(s, P1, Kind.PLACE, card=cid)
    for cid in p2_tricks:
        s = step(s, P2, Kind.PLACE, card=cid)
    return ready_all(s)


def last_result(state: BRState) -> Result:
    """The last fight's ``result`` event."""
    return events(state, EventKind.RESULT)[-1]  # type: ignore[no-any-return]


def pass_all(state: BRState) -> BRState:
    """Everyone engages their lowest gladiator and passes until Phase 3 is over."""
    while state.phase is Phase.ENGAGE:
        d = only_decision(state)
        assert d.default is not None and d.default.kind is Kind.PASS  # section 10
        state = play(state, d.default)  # type: ignore[arg-type]
    return state
