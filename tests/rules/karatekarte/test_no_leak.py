"""Section 8 / R22: a player's view never depends on the opponent's secrets."""

from __future__ import annotations

import random

from rules.karatekarte import GAME, KKState

from .builder import assert_conserved
from .resample import SECRET_FIELDS, resample

PLAYERS = ["111", "222"]


def test_views_ignore_the_opponents_hand_deck_energy_draft_and_private_events() -> None:
    """Resampling everything a viewer may not know (``resample``: the opponent's hand, deck,
    Energy piles, draft and private events; the Bonus pile) never changes their view."""
    checked = rewritten = drafts = 0
    for seed in range(40):
        rnd = random.Random(seed)
        state = GAME.setup(PLAYERS, seed)
        while pending := GAME.pending(state):
            for viewer in (*PLAYERS, None) if rnd.random() < 0.2 else ():
                twin = resample(state, viewer, rnd)
                assert_conserved(twin)
                rewritten += sum(a != b for a, b in zip(twin.log, state.log, strict=True))
                drafts += twin.turn.draft != state.turn.draft
                assert GAME.view(twin, viewer) == GAME.view(state, viewer)
                checked += 1
            state = GAME.apply(state, rnd.choice(pending[0].options))
    assert checked > 1500, checked
    assert rewritten > 3 * checked, "the twins must differ in the others' private events"
    assert drafts > 50, "an opponent's draft under construction is resampled too"


def test_resample_keeps_what_the_viewer_knows() -> None:
    """The viewer's own secrets and everything public stay as they are."""
    rnd = random.Random(1)
    state = GAME.setup(PLAYERS, 1)
    for _ in range(60):
        state = GAME.apply(state, rnd.choice(GAME.pending(state)[0].options))
    twin = resample(state, "111", rnd)
    mine, theirs = twin.sides["111"], twin.sides["222"]
    assert mine == state.sides["111"]
    assert [e for e in twin.log if e.to == ("111",)] == [
        e for e in state.log if e.to == ("111",)]
    assert [e for e in twin.log if e.to is None] == [e for e in state.log if e.to is None]
    assert theirs.discard == state.sides["222"].discard
    assert theirs.points == state.sides["222"].points
    assert (theirs.hand, theirs.deck) != (state.sides["222"].hand, state.sides["222"].deck)


def _public_cards(state: KKState) -> set[str]:
    """Cards anyone may see: visible rows, discards and Points (D13, section 8)."""
    cards: set[str] = set()
    for side in state.sides.values():
        cards.update(side.discard, side.points)
        for lane in side.lanes.values():
            cards.update(lane.visible)
    return cards


def test_public_events_name_only_public_cards() -> None:
    """A public event (a private event's twin included) names a card only once that card is
    face up for everyone: the no-leak property of the log itself."""
    named = 0
    for seed in range(40):
        rnd = random.Random(seed)
        state = GAME.setup(PLAYERS, seed)
        while pending := GAME.pending(state):
            new = GAME.apply(state, rnd.choice(pending[0].options))
            public = _public_cards(new)
            for event in new.events_since(state.emitted):
                if event.to is not None:
                    continue
                for name in SECRET_FIELDS:
                    value = getattr(event, name, None)
                    cards = [value] if isinstance(value, str) else list(value or ())
                    assert set(cards) <= public, (event, set(cards) - public)
                    named += len(cards)
            state = new
    assert named > 1000, named


def test_view_shows_own_secrets_and_only_counts_of_the_opponents() -> None:
    state = GAME.setup(PLAYERS, 5)
    view = GAME.view(state, "111")
    me, opp = view.sides
    assert me.hand == state.sides["111"].hand
    assert opp.hand is None and opp.hand_count == len(state.sides[opp.player].hand)
    assert all(lane.energy is None for lane in opp.lanes)
    assert all(lane.energy == [] for lane in me.lanes)
    # Own deal, then who starts (then, when "222" starts with DRAW alone, its public half).
    assert [e.to for e in view.log][:2] == [("111",), None]
    assert all(e.to is None for e in view.log[2:])
    spectator = GAME.view(state, None)
    assert all(side.hand is None for side in spectator.sides)
    assert all(e.to is None for e in spectator.log)
    text = spectator.model_dump_json()
    for card in state.sides["111"].hand + state.sides["222"].hand:
        assert card not in text, "no card in a hand is named in the public view"
