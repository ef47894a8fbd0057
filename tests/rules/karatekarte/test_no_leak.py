"""Section 8 / R22: a player's view never depends on the opponent's secrets."""

from __future__ import annotations

import random

from rules.core import copy_state
from rules.karatekarte import GAME, KKState, Phase
from rules.karatekarte.content import STRIKES

PLAYERS = ["111", "222"]


def resample_secrets(state: KKState, owner: str, rnd: random.Random) -> KKState:
    """Deal ``owner``'s hidden cards (hand, deck, Energy piles) anew, and reshuffle the Bonus
    pile, keeping every pile's size: what the other player and spectators cannot know."""
    new = copy_state(state)
    side = new.sides[owner]
    piles = [side.hand, side.deck, *(side.lanes[s].energy for s in STRIKES)]
    pool = [c for pile in piles for c in pile]
    rnd.shuffle(pool)
    for pile in piles:
        n = len(pile)
        pile[:], pool = pool[:n], pool[n:]
    side.hand.sort()
    rnd.shuffle(new.bonus)
    new.turn.drawn = None
    return new


def test_views_ignore_the_opponents_hand_deck_and_energy() -> None:
    checked = 0
    for seed in range(40):
        rnd = random.Random(seed)
        state = GAME.setup(PLAYERS, seed)
        while pending := GAME.pending(state):
            for viewer in PLAYERS if rnd.random() < 0.2 else ():
                other = PLAYERS[1 - PLAYERS.index(viewer)]
                # The opponent's unfinished draft is private but names hand cards; resample
                # only where it is empty.
                if state.active == other and state.turn.phase in (Phase.PLACE, Phase.CHARGE):
                    continue
                twin = resample_secrets(state, other, rnd)
                assert GAME.view(twin, viewer) == GAME.view(state, viewer)
                assert GAME.view(twin, None) == GAME.view(state, None)
                checked += 1
            state = GAME.apply(state, rnd.choice(pending[0].options))
    assert checked > 1000, checked


def test_view_shows_own_secrets_and_only_counts_of_the_opponents() -> None:
    state = GAME.setup(PLAYERS, 5)
    view = GAME.view(state, "111")
    me, opp = view.sides
    assert me.hand == state.sides["111"].hand
    assert opp.hand is None and opp.hand_count == 5
    assert all(lane.energy is None for lane in opp.lanes)
    assert all(lane.energy == [] for lane in me.lanes)
    spectator = GAME.view(state, None)
    assert all(side.hand is None for side in spectator.sides)
    assert all(e.to is None for e in spectator.log)
    text = spectator.model_dump_json()
    for card in state.sides["111"].hand + state.sides["222"].hand:
        assert card not in text, "no card in a hand is named in the public view"
