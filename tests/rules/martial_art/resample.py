"""What a viewer cannot know, drawn anew (for the no-leak tests here and the contract suite).

``resample(state, viewer, rnd)`` returns a state that differs from ``state`` only in what
``viewer`` may not know (spec section 9, R67): for every other player, the Effect tokens on
their board and in their set-aside pile are dealt again over the same slots (Actions stay
where they are, each zone keeps its count of face-down tokens, the pile its size), their
sealed Black Belt loadout and placement drafts are redrawn (same lengths, legal ones), the
attacker's private sowing order and first swap pick are redrawn, every Effect code in their
private events is rewritten, and the RNG's future (the dice) is new. A spectator (``None``)
knows nobody's secrets.
"""

from __future__ import annotations

import random
from typing import Any

from rules.core import Event, PlayerId, State, copy_state
from rules.martial_art import MAState, Stage
from rules.martial_art.board import placeable, token_set
from rules.martial_art.content import EFFECTS, Code, Do, fighter, technique
from rules.martial_art.state import Fighter, Turn

EFFECT_CODES: tuple[Code, ...] = tuple(c for c in Code if c in EFFECTS)


def _rewrite(value: Any, rnd: random.Random) -> Any:
    """``value`` with every Effect code in it replaced by a random one (Actions kept)."""
    if isinstance(value, Code):
        return rnd.choice(EFFECT_CODES) if value in EFFECTS else value
    if type(value) in (list, tuple):  # not a Hex (a NamedTuple): it names no token
        return type(value)(_rewrite(v, rnd) for v in value)
    return value


def scramble(event: Event, rnd: random.Random) -> Event:
    """A private event naming other Effect types (as many, in the same places)."""
    return event.model_copy(update={k: _rewrite(v, rnd) for k, v in event.fields().items()})


def _deal_effects(f: Fighter, rnd: random.Random) -> None:
    """The fighter's Effect tokens shuffled over their board slots and set-aside pile."""
    slots = [(z, i) for z, zone in enumerate(f.zones) for i, c in enumerate(zone) if c in EFFECTS]
    codes = [f.zones[z][i] for z, i in slots] + list(f.aside)
    rnd.shuffle(codes)
    for (z, i), code in zip(slots, codes, strict=False):
        f.zones[z][i] = code
    f.aside = codes[len(slots):]


def _first_picks(state: MAState, turn: Turn) -> list[tuple[int, Code]]:
    """Where a swap's first token may be on the (resampled) board: an Effect with another
    Effect (Sérénité) or a Kick (Gôjû) in a different zone."""
    f = state.fighters[turn.player]
    mine = [(z, c) for z in range(1, 6) for c in set(f.zones[z - 1]) if c in EFFECTS]
    if turn.stage is Stage.SWAP:
        return [(z, c) for z, c in mine if any(z2 != z for z2, _ in mine)]
    assert turn.style_end is not None
    effect = technique(turn.style_end).effects[0]
    assert effect.do is Do.SWAP_EFFECT_WITH_ACTION and effect.token is not None
    kicks = [z for z in range(1, 6) if effect.token in f.zones[z - 1]]
    return [(z, c) for z, c in mine if any(k != z for k in kicks)]


def _redraw_turn(state: MAState, rnd: random.Random) -> None:
    """The attacker's private choices in progress: the drop order and a swap's first pick."""
    turn = state.turn
    assert turn is not None
    if turn.stage is Stage.SOW:
        # Nothing of the order is public before the sowing completes (T6).
        turn.order = rnd.sample(turn.taken, len(turn.order))
    elif turn.order:
        # Sown: which face-down Effect went where stays private; the Actions are public.
        slots = [i for i, c in enumerate(turn.order) if c in EFFECTS]
        codes = [turn.order[i] for i in slots]
        rnd.shuffle(codes)
        for i, code in zip(slots, codes, strict=True):
            turn.order[i] = code
    if turn.picked is not None:
        turn.picked = rnd.choice(_first_picks(state, turn))


def _redraw_drafts(state: MAState, owner: PlayerId, rnd: random.Random) -> None:
    """R5/R7: a sealed draft of the same length, built as its owner could have."""
    fid = state.fighters[owner].fighter
    if fid is None:  # R2: still picking, no draft yet
        return
    if state.loadouts is not None:
        draft = state.loadouts.drafts[owner]
        state.loadouts.drafts[owner] = rnd.sample(fighter(fid).techniques, len(draft))
    if state.placements is not None:
        tokens = token_set(fid)
        new: list[Code] = []
        for _ in state.placements.drafts[owner]:
            new.append(rnd.choice(placeable(tokens, new)))
        state.placements.drafts[owner] = new


def resample(state: State, viewer: PlayerId | None, rnd: random.Random) -> MAState:
    """A state differing from ``state`` only in what ``viewer`` may not know, drawn anew."""
    assert isinstance(state, MAState)
    new = copy_state(state)
    for owner in new.seats:
        if owner == viewer:
            continue
        _deal_effects(new.fighters[owner], rnd)
        _redraw_drafts(new, owner, rnd)
    if new.turn is not None and new.turn.player != viewer:
        _redraw_turn(new, rnd)
    new.rng.state = rnd.getrandbits(64)
    new.rng.forced = []
    new.log = [e if e.visible_to(viewer) else scramble(e, rnd) for e in new.log]
    return new
