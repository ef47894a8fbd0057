"""What a viewer cannot know, drawn anew (for the no-leak tests here and the contract suite).

``resample(state, viewer, rnd)`` returns a state that differs from ``state`` only in what
``viewer`` may not see (section 8): every other player's hand, deck order and Energy piles are
dealt again from the same cards (each pile keeps its size), their placement or charge under
construction is rebuilt from the new hand (its kind and lane drawn anew too), the card they
drew this turn is forgotten, the shared Bonus pile is reshuffled, and the cards named by their
private events (deal, draws, exchanges, charges, refills) are rewritten. A spectator (``None``)
knows nobody's secrets.
"""

from __future__ import annotations

import random

from rules.core import Event, PlayerId, State, copy_state
from rules.karatekarte import KKState, Phase
from rules.karatekarte.content import ALL_IDS, STRIKES

_BUILDING = (Phase.PLACE, Phase.CHARGE)

SECRET_FIELDS = ("card", "bonus", "cards")
"""The event fields that may name a card; only private twins name a hidden one."""


def scramble(event: Event, rnd: random.Random) -> Event:
    """``event`` naming other cards (the same number of them) wherever it names any."""
    update = {}
    for name in SECRET_FIELDS:
        value = getattr(event, name, None)
        if isinstance(value, str):
            update[name] = rnd.choice(ALL_IDS)
        elif isinstance(value, tuple):
            update[name] = tuple(rnd.choice(ALL_IDS) for _ in value)
    return event.model_copy(update=update)


def _deal_again(state: KKState, owner: PlayerId, rnd: random.Random) -> None:
    side = state.sides[owner]
    piles = [side.hand, side.deck, *(side.lanes[s].energy for s in STRIKES)]
    pool = [c for pile in piles for c in pile]
    rnd.shuffle(pool)
    for pile in piles:
        n = len(pile)
        pile[:], pool = pool[:n], pool[n:]
    side.hand.sort()
    if state.active == owner:
        turn = state.turn
        # The draft names hand cards (still in the hand until Done): as many, from the new hand.
        turn.draft = rnd.sample(side.hand, len(turn.draft))
        turn.drawn = rnd.choice(side.hand) if turn.drawn is not None and side.hand else None
        if turn.phase in _BUILDING:
            # Section 8: a placement under construction is not even known to be one: its
            # kind and lane are redrawn (its draft stays cards of the new hand).
            turn.phase = rnd.choice(_BUILDING)
            turn.lane = rnd.choice(STRIKES)
    state.log = [scramble(e, rnd) if e.to is not None and owner in e.to else e
                 for e in state.log]


def resample(state: State, viewer: PlayerId | None, rnd: random.Random) -> KKState:
    assert isinstance(state, KKState)
    new = copy_state(state)
    for owner in new.players:
        if owner != viewer:
            _deal_again(new, owner, rnd)
    rnd.shuffle(new.bonus)
    return new
