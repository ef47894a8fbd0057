"""Brutal Ring for the contract suite (``tests/contract/games.py``) and the no-leak tests:
the configurations worth playing, and a resampler of everything a viewer may not know.

What a viewer may not know (section 8, R34, D17): the other players' hands, their sealed
drafts (D4) and Phase 4 marks, the face-down tricks they placed (and the blind pick's order
of them), both draw piles' order, the RNG, and the private events all of those left in the
log (the other players' draws, draft edits, placed tricks). Hidden cards are permuted within
their type: card backs are typed (D1), and the public pile choices keep each hand's type
counts known.
"""

from __future__ import annotations

import random
from typing import Any

from pydantic import BaseModel

from rules.brutal_ring import BRState
from rules.brutal_ring.content import CARD_TYPES, card_type
from rules.core import State, copy_state

CONFIGS: list[tuple[int, dict[str, Any]]] = [
    (2, {}), (3, {}), (4, {"teams": False}), (4, {"teams": True})]


def hidden_from(state: BRState, viewer: str | None) -> set[str]:
    """The card ids whose identity ``viewer`` cannot know (section 8)."""
    out = {c for kind in CARD_TYPES for c in state.piles[kind]}
    for p in state.players:
        if p == viewer:
            continue
        out.update(state.seats[p].hand)
        if state.entry is not None:
            for e in state.entry.draft(p):
                out.update(c for c in (e.gladiator, e.weapon) if c)
    if state.combat is not None:
        out.update(t.card for t in state.combat.tricks if not t.revealed and t.placer != viewer)
    return out


def _remap(value: Any, m: dict[str, str]) -> Any:
    if isinstance(value, str):
        return m.get(value, value)
    if isinstance(value, list | tuple):
        return type(value)(_remap(v, m) for v in value)
    if isinstance(value, dict):
        return {k: _remap(v, m) for k, v in value.items()}
    return value


def _remap_event(event: BaseModel, m: dict[str, str]) -> BaseModel:
    return type(event).model_validate(_remap(event.model_dump(), m))


def resample(state: State, viewer: str | None, rnd: random.Random) -> BRState:
    """A state differing from ``state`` only in what ``viewer`` may not know, drawn anew."""
    assert isinstance(state, BRState)
    hidden = hidden_from(state, viewer)
    mapping: dict[str, str] = {}
    for kind in CARD_TYPES:
        ids = sorted(c for c in hidden if card_type(c) == kind)
        shuffled = list(ids)
        rnd.shuffle(shuffled)
        mapping.update(zip(ids, shuffled, strict=True))

    def m(cid: str) -> str:
        return mapping.get(cid, cid)

    new = copy_state(state)
    for kind in CARD_TYPES:
        new.piles[kind] = [m(c) for c in new.piles[kind]]
    others = [p for p in new.players if p != viewer]
    for p in others:
        seat = new.seats[p]
        seat.hand = sorted(m(c) for c in seat.hand)
        if new.entry is not None:
            for e in new.entry.draft(p):
                e.gladiator = m(e.gladiator)
                e.weapon = m(e.weapon) if e.weapon else None
        if new.marking is not None:
            # Marks stay private until the step closes, done or not (R31).
            markable = [*seat.hand, *(f.gladiator for f in seat.arena)]
            new.marking.drafts[p] = rnd.sample(markable, rnd.randint(0, len(markable)))
    if new.combat is not None:
        for t in new.combat.tricks:
            if not t.revealed and t.placer != viewer:
                t.card = m(t.card)
        new.combat.blind = [m(c) for c in new.combat.blind]
    new.log = [e if e.visible_to(viewer) else _remap_event(e, mapping)  # type: ignore[misc]
               for e in new.log]
    new.rng.state = rnd.getrandbits(64)
    return new
