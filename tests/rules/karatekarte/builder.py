"""Scenario builder and driving helpers for the KarateKarte rules tests.

``build`` starts from ``GAME.setup(["blue", "orange"], seed, Options(first_player="seat1"))`` and
rearranges the 80 cards into a requested position. Cards are only ever *moved*, never created or
dropped, so every built state holds each id of ``content.ALL_IDS`` exactly once:

- named cards go where the spec asks (hand, lane visible row, Energy pile, discard, Points, top of
  the deck, top of the Bonus pile). A colour's cards stay on that colour's side; shared ``X-``
  Bonus cards may be named on either side;
- hands are filled up to ``hand_size`` from that colour's unnamed cards (skipping Pioche Bonus and
  Parade cards by default, so fillers do not add exchanges or parries to the options);
- the deck is the named ``deck_top`` cards followed by the remaining unnamed cards of that colour,
  in their shuffled order. When ``deck_size`` is given, the surplus deck cards go to the bottom
  of that side's discard: discards are public and inert (R20: nothing ever comes back), so the
  surplus stays in a legal zone and conservation holds;
- the Bonus pile is the named ``bonus_top`` cards followed by the unnamed Bonus cards. When
  ``bonus_size`` is given, the surplus Bonus cards go to the bottom of the active player's discard
  (where used Bonus cards end up in a real game).

The result is a fresh ``KKState`` (validated from a plain dict), at version 0, turn 1, in the
BRANCH phase, with an empty log, and ``active`` as requested.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from rules.core import Decision
from rules.karatekarte import GAME, Kind, KKAction, KKState, Options, Phase
from rules.karatekarte.content import ALL_IDS, STRIKES, Code, Strike
from rules.karatekarte.engine import card_type
from tests.rules.common import assert_rejected

BLUE = "blue"
ORANGE = "orange"
PLAYERS = [BLUE, ORANGE]
COLOUR = {BLUE: "B", ORANGE: "O"}

DEFAULT_FILL_AVOID: tuple[str, ...] = ("-PB-", "-PA")


@dataclass
class SideSpec:
    """What one side should look like. Every list is of card ids; piles are top first."""

    hand: Sequence[str] = ()
    hand_size: int = 5
    lanes: Mapping[str, tuple[Sequence[str], Sequence[str]]] = field(default_factory=dict)
    """Strike name -> (visible row, Energy pile top first)."""
    discard: Sequence[str] = ()
    points: Sequence[str] = ()
    deck_top: Sequence[str] = ()
    deck_size: int | None = None
    fill_avoid: Sequence[str] = DEFAULT_FILL_AVOID
    """Substrings: unnamed cards containing one of them never fill the hand."""


def all_cards(state: KKState) -> list[str]:
    """Every card id in the state, sorted: equal to ``sorted(ALL_IDS)`` when conserved."""
    cards = list(state.bonus)
    for side in state.sides.values():
        cards += side.deck + side.hand + side.discard + side.points
        for lane in side.lanes.values():
            cards += lane.visible + lane.energy
    return sorted(cards)


def assert_conserved(state: KKState) -> None:
    assert all_cards(state) == sorted(ALL_IDS), "the 80 cards must be conserved"


def _named(spec: SideSpec) -> list[str]:
    out = [*spec.hand, *spec.discard, *spec.points, *spec.deck_top]
    for visible, energy in spec.lanes.values():
        out += [*visible, *energy]
    return out


def build(*, active: str = BLUE, seed: int = 7, blue: SideSpec | None = None,
          orange: SideSpec | None = None, bonus_top: Sequence[str] = (),
          bonus_size: int | None = None) -> KKState:
    """A conserved KarateKarte position; see the module docstring."""
    specs = {BLUE: blue or SideSpec(), ORANGE: orange or SideSpec()}
    assert active in PLAYERS
    # The bare setup, before the engine plays a forced first move: the fillers stay the same.
    base = GAME._setup(PLAYERS, seed, Options(first_player="seat1"))

    named_all = [*bonus_top]
    for spec in specs.values():
        named_all += _named(spec)
    dupes = sorted({c for c in named_all if named_all.count(c) > 1})
    assert not dupes, f"cards named twice: {dupes}"
    unknown = sorted(set(named_all) - set(ALL_IDS))
    assert not unknown, f"unknown card ids: {unknown}"
    for player, spec in specs.items():
        wrong = [c for c in _named(spec) if c[0] not in (COLOUR[player], "X")]
        assert not wrong, f"{player} cannot hold the other colour's cards: {wrong}"
    named = set(named_all)

    data = base.model_dump(mode="json")
    data["version"] = 0
    data["log"] = []
    data["active"] = active
    data["turn"] = {}

    extra_discard: dict[str, list[str]] = {BLUE: [], ORANGE: []}
    bonus_pool = [c for c in base.bonus if c not in named]
    bonus = [*bonus_top, *bonus_pool]
    if bonus_size is not None:
        assert len(bonus_top) <= bonus_size <= len(bonus), "impossible Bonus pile size"
        extra_discard[active] += bonus[bonus_size:]
        bonus = bonus[:bonus_size]
    data["bonus"] = bonus

    for player, spec in specs.items():
        old = base.sides[player]
        pool = [c for c in [*old.hand, *old.deck] if c not in named]
        assert len(spec.hand) <= spec.hand_size, f"{player}: more named hand cards than hand_size"
        fill: list[str] = []
        for cid in pool:
            if len(spec.hand) + len(fill) == spec.hand_size:
                break
            if not any(s in cid for s in spec.fill_avoid):
                fill.append(cid)
        assert len(spec.hand) + len(fill) == spec.hand_size, f"{player}: not enough filler"
        rest = [c for c in pool if c not in fill]
        deck = [*spec.deck_top, *rest]
        surplus: list[str] = []
        if spec.deck_size is not None:
            assert len(spec.deck_top) <= spec.deck_size <= len(deck), \
                f"{player}: impossible deck size {spec.deck_size}"
            deck, surplus = deck[:spec.deck_size], deck[spec.deck_size:]
        lanes = {s.value: {"visible": [], "energy": []} for s in STRIKES}
        for name, (visible, energy) in spec.lanes.items():
            lanes[Strike(name).value] = {"visible": list(visible), "energy": list(energy)}
        data["sides"][player] = {
            "colour": COLOUR[player],
            "deck": deck,
            "hand": sorted([*spec.hand, *fill]),
            "discard": [*surplus, *extra_discard[player], *spec.discard],
            "points": list(spec.points),
            "lanes": lanes,
        }

    state = KKState.model_validate(data)
    assert_conserved(state)
    return state


# ----------------------------------------------------------------------------- driving helpers


def decision(state: KKState) -> Decision:
    """The single open decision (KarateKarte never has simultaneous ones)."""
    pending = GAME.pending(state)
    assert len(pending) == 1, pending
    return pending[0]


def act(state: KKState, kind: Kind, lane: str | None = None, card: str | None = None,
        player: str | None = None) -> KKAction:
    return KKAction(player=player or state.active, kind=kind,
                    lane=Strike(lane) if lane else None, card=card)


def play(state: KKState, action: KKAction) -> KKState:
    """Assert ``action`` is offered, apply it, check conservation and purity."""
    d = decision(state)
    assert d.player == action.player
    assert action in d.options, f"{action} not offered in {d.kind}: {[str(o) for o in d.options]}"
    before = state.model_dump_json()
    new = GAME.apply(state, action)
    assert state.model_dump_json() == before, "apply must not mutate its input"
    assert_conserved(new)
    return new


def step(state: KKState, kind: Kind, lane: str | None = None, card: str | None = None
         ) -> KKState:
    """Play an offered option. DRAW is also "the draw has happened": when the branch offered
    DRAW alone, the engine drew for the player (a single option is never asked), so the
    turn is already in its action phase with ``turn.drawn`` set; a scenario's DRAW says
    the same either way."""
    if kind is Kind.DRAW and drawn_by_engine(state):
        return state
    return play(state, act(state, kind, lane, card))


def turn_began(state: KKState, player: str) -> bool:
    """``player``'s turn has just begun: at the branch, or past a DRAW the engine played for
    them because it was their only option."""
    return state.active == player and (state.turn.phase is Phase.BRANCH
                                       or drawn_by_engine(state))


def drawn_by_engine(state: KKState) -> bool:
    """The active player's draw of this turn was forced and already played (R7)."""
    turn = state.turn
    return (turn.phase is Phase.ACTION and turn.drawn is not None
            and not any(o.kind is Kind.DRAW for o in decision(state).options))


def opt(state: KKState, kind: Kind, card_prefix: str, lane: str | None = None) -> KKAction:
    """The offered option of ``kind`` whose card id starts with ``card_prefix``."""
    d = decision(state)
    found = [o for o in d.options
             if o.kind is kind and o.card is not None and o.card.startswith(card_prefix)
             and (lane is None or o.lane == Strike(lane))]
    assert found, f"no {kind} {card_prefix} in {[str(o) for o in d.options]}"
    return found[0]


def place(state: KKState, card_prefix: str) -> KKState:
    """Add the card type ``card_prefix`` to the placement or charge being built."""
    return play(state, opt(state, Kind.PLACE, card_prefix))


def offered(state: KKState, action: KKAction) -> bool:
    return action in decision(state).options


def offered_cards(state: KKState, kind: Kind = Kind.PLACE) -> list[str]:
    return [o.card for o in decision(state).options if o.kind is kind and o.card]


def assert_illegal(state: KKState, action: KKAction) -> None:
    """Not offered, and ``GAME.apply`` raises ``IllegalAction`` leaving the input unchanged."""
    if GAME.pending(state):
        assert not offered(state, action), f"{action} should not be offered"
    assert_rejected(GAME, state, action)


def lane(state: KKState, player: str, strike: str) -> tuple[list[str], list[str]]:
    ln = state.sides[player].lanes[Strike(strike)]
    return list(ln.visible), list(ln.energy)


def added(before: Iterable[str], after: Iterable[str]) -> list[str]:
    """Cards in ``after`` that were not in ``before`` (zone growth), in ``after`` order."""
    old = set(before)
    return [c for c in after if c not in old]


def card_types(ids: Iterable[str]) -> set[tuple[Code, Strike | None]]:
    """The (code, strike) types of ``ids``: what an option list offers, copies aside."""
    return {card_type(c) for c in ids}


def end_turn_quietly(s: KKState, lane_name: str = "RF") -> KKState:
    """The active player draws and charges the drawn card (a turn that changes little)."""
    s = step(s, Kind.DRAW)
    s = step(s, Kind.CHARGE, lane_name)
    s = step(s, Kind.PLACE, lane_name, decision(s).options[0].card)
    return step(s, Kind.DONE, lane_name)
