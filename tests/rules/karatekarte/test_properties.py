"""KarateKarte's own properties over random playouts (like OpenSpiel's random_sim_test): the 80
cards are conserved, hands hold 5 between turns, complete lanes score at once, and any
KarateKarte action the state does not offer is refused. What every game must do (purity, JSON
round trips, replays, timeouts, no leaks) is the contract suite's, in ``tests/contract``.

``DOJO_PLAYOUTS`` sets how many seeds the big sweep plays (default 2000).
"""

from __future__ import annotations

import os
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.karatekarte import GAME, Kind, KKAction, KKState, Phase
from rules.karatekarte.content import ALL_IDS, HAND_SIZE, STRIKES
from rules.karatekarte.engine import COMPLETE, progress
from tests.rules.common import assert_rejected
from tests.rules.karatekarte.builder import all_cards

PLAYERS = ["111", "222"]
SWEEP = int(os.environ.get("DOJO_PLAYOUTS", "2000"))
MAX_ACTIONS = 5000


def check_invariants(state: KKState) -> None:
    assert all_cards(state) == sorted(ALL_IDS), "the 80 cards are conserved"
    phase = state.turn.phase
    for player in state.players:
        side = state.sides[player]
        if phase is Phase.OVER:
            assert len(side.hand) <= HAND_SIZE
        elif player != state.active or phase is Phase.BRANCH:
            assert len(side.hand) == HAND_SIZE, "between turns every hand holds 5"
        else:
            assert len(side.hand) <= HAND_SIZE + 1
        if phase is Phase.BRANCH:
            for s in STRIKES:
                assert progress(side.lanes[s].visible) < COMPLETE, "R2: complete lanes score"
    assert state.turn.draft == [] or phase in (Phase.PLACE, Phase.CHARGE)


def playout(seed: int) -> tuple[KKState, list[KKAction]]:
    """Play random legal actions to the end, checking the invariants at every step."""
    rnd = random.Random(seed)
    state = GAME.setup(PLAYERS, seed)
    actions: list[KKAction] = []
    while (pending := GAME.pending(state)) and len(actions) < MAX_ACTIONS:
        action = rnd.choice(rnd.choice(pending).options)
        state = GAME.apply(state, action)
        actions.append(action)
        check_invariants(state)
    return state, actions


def test_random_playouts_keep_the_invariants() -> None:
    lengths = []
    for seed in range(SWEEP):
        state, actions = playout(seed)
        assert GAME.pending(state) == [], f"seed {seed} did not finish"
        outcome = GAME.outcome(state)
        assert outcome is not None
        assert set(outcome.scores) == set(PLAYERS)
        lengths.append(len(actions))
    assert max(lengths) < MAX_ACTIONS


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(min_value=0, max_value=10**6), data=st.data())
def test_actions_not_offered_are_illegal_and_change_nothing(seed: int, data: st.DataObject) -> None:
    rnd = random.Random(seed)
    state = GAME.setup(PLAYERS, seed)
    for _ in range(data.draw(st.integers(0, 60))):
        pending = GAME.pending(state)
        if not pending:
            break
        state = GAME.apply(state, rnd.choice(pending[0].options))
    pending = GAME.pending(state)
    offered = {a for d in pending for a in d.options}
    player = data.draw(st.sampled_from(PLAYERS))
    kind = data.draw(st.sampled_from(list(Kind)))
    lane = data.draw(st.sampled_from([None, *STRIKES]))
    card = data.draw(st.sampled_from([None, *ALL_IDS]))
    action = KKAction(player=player, kind=kind, lane=lane, card=card)
    if action in offered:
        return
    assert_rejected(GAME, state, action)


def test_setup_is_deterministic_and_seed_dependent() -> None:
    a = GAME.setup(PLAYERS, 42).model_dump_json()
    assert a == GAME.setup(PLAYERS, 42).model_dump_json()
    assert a != GAME.setup(PLAYERS, 43).model_dump_json()
