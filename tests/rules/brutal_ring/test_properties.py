"""Brutal Ring's own properties over random playouts (like OpenSpiel's random_sim_test): the 78
cards are conserved, the hand limit and the phase bookkeeping hold at every step, team games
end with a team winning, and any Brutal Ring action the state does not offer is refused. What
every game must do (purity, JSON round trips, replays, timeouts, no leaks) is the contract
suite's, in ``tests/contract``.

Four configurations: 2 players, 3 players, 4 players alone (``teams=False``) and 2v2.
``DOJO_PLAYOUTS`` sets how many seeds the big sweep plays per configuration. The default is 250,
not 1000: 1000 per configuration takes about four minutes on a 2-core machine, 250 keeps this
file near a minute (``python -m bench.playout_bench`` gives the rate).
"""

from __future__ import annotations

import os
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.brutal_ring import GAME, BRAction, BRState, Kind, Options, Phase
from rules.brutal_ring.content import ALL_IDS, CARD_TYPES, HAND_LIMIT
from rules.brutal_ring.table import arena_cards
from tests.rules.common import assert_rejected

from .builder import all_cards

SWEEP = int(os.environ.get("DOJO_PLAYOUTS", "250"))
MAX_ACTIONS = 20_000
MAX_OPTIONS = 25
"""A Discord select holds 25 options: every decision must fit one."""

CONFIGS: dict[str, tuple[list[str], Options]] = {
    "2p": (["111", "222"], Options()),
    "3p": (["111", "222", "333"], Options()),
    "4p": (["111", "222", "333", "444"], Options(teams=False)),
    "2v2": (["111", "222", "333", "444"], Options(teams=True)),
}


def check_invariants(state: BRState) -> None:
    assert all_cards(state) == sorted(ALL_IDS), "the 78 cards are conserved"
    pending = GAME.pending(state)
    players = [d.player for d in pending]
    assert len(players) == len(set(players)), "at most one open decision per player"
    assert (state.phase is Phase.OVER) == (not pending) == (GAME.outcome(state) is not None)
    for d in pending:
        assert 0 < len(d.options) <= MAX_OPTIONS, (d.kind, len(d.options))
        assert len(set(d.options)) == len(d.options), "options are distinct"
        assert d.default is not None and d.default in d.options
        assert all(o.player == d.player for o in d.options)
        assert GAME.decision_for(state, d.player) == d
    for kind in CARD_TYPES:
        assert all(c[0] == kind for c in state.piles[kind] + state.discards[kind])
    assert (state.entry is not None) == (state.phase is Phase.ENTRY)
    assert (state.marking is not None) == (state.phase is Phase.DISCARD)
    for p in state.players:
        seat = state.seats[p]
        draft = state.entry.draft(p) if state.entry is not None else []
        table = sum(2 if e.weapon else 1 for e in draft)
        placed = sum(1 for t in state.combat.tricks if t.placer == p) if state.combat else 0
        assert len(seat.hand) + arena_cards(seat) + table + placed <= HAND_LIMIT
        assert seat.hand == sorted(seat.hand)
        if state.marking is not None:
            owned = {*seat.hand, *(f.gladiator for f in seat.arena)}
            assert set(state.marking.draft(p)) <= owned, "marks are own hand or arena cards"
        engaged_allowed = state.phase in (Phase.ENGAGE, Phase.ATTACK, Phase.TRICKS, Phase.PICK,
                                          Phase.BONUS)
        assert engaged_allowed or not any(f.engaged for f in seat.arena)
    assert 1 <= state.round <= 4


TIMEOUT_RATE = 0.03
"""How often a playout lets a deadline pass instead of choosing (``GAME.timeout``)."""

Move = tuple[str, BRAction | None]
"""A player's move as the store logs it: an action, or None when their clock ran out."""


def playout(config: str, seed: int) -> tuple[BRState, list[Move]]:
    """Random legal actions to the end, with now and then a clock running out as the match
    service lets it (``GAME.timeout``), checking the invariants at every step."""
    players, options = CONFIGS[config]
    rnd = random.Random(seed)
    state = GAME.setup(players, seed, options)
    actions: list[Move] = []
    while (pending := GAME.pending(state)) and len(actions) < MAX_ACTIONS:
        decision = rnd.choice(pending)
        timeout = rnd.random() < TIMEOUT_RATE
        action = None if timeout else rnd.choice(decision.options)
        state = (GAME.timeout(state, decision.player) if action is None
                 else GAME.apply(state, action))
        actions.append((decision.player, action))
        check_invariants(state)
    return state, actions


@pytest.mark.parametrize("config", sorted(CONFIGS))
def test_random_playouts_keep_the_invariants(config: str) -> None:
    players, _ = CONFIGS[config]
    lengths = []
    for seed in range(SWEEP):
        state, actions = playout(config, seed)
        assert GAME.pending(state) == [], f"{config} seed {seed} did not finish"
        outcome = GAME.outcome(state)
        assert outcome is not None
        assert set(outcome.scores) == set(players)
        assert sorted(p for group in outcome.ranking for p in group) == sorted(players)
        assert outcome.winners == outcome.ranking[0]
        assert outcome.reason in ("points", "tiebreak", "shared")
        if config == "2v2":
            assert sorted(outcome.winners) in (["111", "333"], ["222", "444"], sorted(players))
        lengths.append(len(actions))
    assert max(lengths) < MAX_ACTIONS


@settings(max_examples=40, deadline=None)
@given(config=st.sampled_from(sorted(CONFIGS)), seed=st.integers(min_value=0, max_value=10**6),
       data=st.data())
def test_actions_not_offered_are_illegal_and_change_nothing(config: str, seed: int,
                                                            data: st.DataObject) -> None:
    players, options = CONFIGS[config]
    rnd = random.Random(seed)
    state = GAME.setup(players, seed, options)
    for _ in range(data.draw(st.integers(0, 300))):
        pending = GAME.pending(state)
        if not pending:
            break
        state = GAME.apply(state, rnd.choice(rnd.choice(pending).options))
    offered = {a for d in GAME.pending(state) for a in d.options}
    gladiators = [f.gladiator for s in state.seats.values() for f in s.arena]
    action = BRAction(
        player=data.draw(st.sampled_from(players)),
        kind=data.draw(st.sampled_from(list(Kind))),
        card=data.draw(st.sampled_from([None, *ALL_IDS])),
        target=data.draw(st.sampled_from([None, *gladiators, *ALL_IDS[:3]])),
        pile=data.draw(st.sampled_from([None, *CARD_TYPES])),
        slot=data.draw(st.sampled_from([None, 0, 1, 2])))
    if action in offered:
        return
    assert_rejected(GAME, state, action)


def test_setup_is_deterministic_and_seed_dependent() -> None:
    a = GAME.setup(["111", "222"], 42).model_dump_json()
    assert a == GAME.setup(["111", "222"], 42).model_dump_json()
    assert a != GAME.setup(["111", "222"], 43).model_dump_json()


def test_setup_rejects_bad_seats() -> None:
    with pytest.raises(ValueError):
        GAME.setup(["111"], 1)
    with pytest.raises(ValueError):
        GAME.setup(["1", "2", "3", "4", "5"], 1)
    with pytest.raises(ValueError):
        GAME.setup(["1", "1"], 1)
