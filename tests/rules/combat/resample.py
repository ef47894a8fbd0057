"""What a viewer cannot know, drawn anew (for the no-leak tests here and the contract suite).

``resample(state, viewer, rnd)`` returns a state that differs from ``state`` only in what
``viewer`` may not know (spec section 8):

- every deck's order, the viewer's own included (nobody may look at a deck, R5);
- each other player's unseen cards (hand + deck + discard) dealt again over those three zones,
  each zone keeping its count: the player's 20-card multiset is conserved, the history and the
  activity zone (face up) stay;
- their deck's name, their sealed deck choice before the reveal (a legal key, a starter when
  the clock chose it), their picks of a discard in progress (``Ask.chosen``: the last cards of
  the new discard, where the engine put them) and their place in a split turn menu;
- the private events those leave in the log (``Draw.cards``, ``Discarded.cards``,
  ``DeckReady.deck``/``saved``), rewritten with cards of their 20 and the redrawn name.

A spectator (``None``) knows nobody's secrets. The RNG is kept on purpose (see
:func:`resample`).
"""

from __future__ import annotations

import random
from typing import Any

from rules.combat import CBState, MenuPart, Phase
from rules.combat.content import STARTERS, deck_problems
from rules.combat.events import DeckReady, Discarded, Draw
from rules.combat.state import SAVED, AskKind, Side
from rules.combat.turn import MENU_LIMIT, menu
from rules.core import Event, PlayerId, State, copy_state

SECRET_TWINS = (Draw, Discarded, DeckReady)
"""The events whose private twin names cards or a deck (section 8)."""


def deck_keys(state: CBState, player: PlayerId, *, random_pick: bool = False) -> list[str]:
    """The deck keys ``player`` could have chosen: the starters and their legal saved decks
    (only the starters when the clock picked, section 10)."""
    keys = list(STARTERS)
    if not random_pick:
        keys += [f"{SAVED}{i}" for i, d in enumerate(state.options.saved.get(player, []))
                 if not deck_problems(d.cards)]
    return keys[:MENU_LIMIT]


def _name(state: CBState, player: PlayerId, key: str) -> tuple[str, bool]:
    if key.startswith(SAVED):
        return state.options.saved[player][int(key.removeprefix(SAVED))].name, True
    return key, False


def _timed_out(state: CBState, player: PlayerId) -> bool:
    """Whether the public log says the clock chose ``player``'s deck."""
    return any(isinstance(e, DeckReady) and e.to is None and e.player == player and e.random
               for e in state.log)


def _deal_again(side: Side, rnd: random.Random) -> None:
    """Hand, deck and discard dealt again from their own cards, each keeping its count."""
    zones = [side.hand, side.deck, side.discard]
    pool = [c for zone in zones for c in zone]
    rnd.shuffle(pool)
    for zone in zones:
        n = len(zone)
        zone[:], pool = pool[:n], pool[n:]


def _redraw_menu(state: CBState, player: PlayerId, rnd: random.Random) -> None:
    """The active player's place in the turn menu (private): one they could stand at with
    the resampled hand (a part only when the menu is split, and never an empty one)."""
    turn = state.turn
    assert turn is not None
    if turn.run is not None:
        return
    parts = menu(state, player)
    if sum(len(v) for v in parts.values()) <= MENU_LIMIT:
        turn.menu = None
        return
    turn.menu = rnd.choice([None, *(MenuPart(p) for p, v in parts.items() if v)])


def _rewrite(event: Event, pool: list[str], names: tuple[str, bool], rnd: random.Random
             ) -> Event:
    """A private event naming other cards (as many) or the redrawn deck."""
    if isinstance(event, Draw | Discarded) and event.cards:
        cards = [rnd.choice(pool) for _ in event.cards]
        return event.model_copy(update={"cards": cards})
    if isinstance(event, DeckReady) and event.deck is not None:
        return event.model_copy(update={"deck": names[0], "saved": names[1]})
    return event


def resample(state: State, viewer: PlayerId | None, rnd: random.Random) -> CBState:
    """A state differing from ``state`` only in what ``viewer`` may not know, drawn anew.

    The RNG is kept: no view shows any part of it, and it only decides shuffles still to
    come, which draw from the resampled decks anyway; keeping it lets a test play a twin on
    and meet the same chance as the original."""
    assert isinstance(state, CBState)
    new = copy_state(state)
    secrets: dict[PlayerId, tuple[list[str], tuple[str, bool]]] = {}
    for owner in new.order:
        side = new.sides[owner]
        if owner == viewer:
            rnd.shuffle(side.deck)  # R5: the order is hidden from its owner too
            continue
        _deal_again(side, rnd)
        random_pick = _timed_out(new, owner)
        key = rnd.choice(deck_keys(new, owner, random_pick=random_pick))
        names = _name(new, owner, key)
        if new.decks is not None and new.decks.drafts.get(owner) is not None:
            new.decks.drafts[owner] = key  # sealed until both are in (section 3.1)
        if side.deck_name is not None:
            side.deck_name = names[0]
        secrets[owner] = (_cards_of(new, owner, key), names)
    turn = new.turn
    if turn is not None and new.phase is Phase.PLAY:
        ask = turn.run.ask if turn.run is not None else None
        if ask is not None and ask.kind is AskKind.DISCARD and ask.player != viewer \
                and ask.chosen:
            # The picks so far already sit at the end of the discard (``steps.answer``).
            ask.chosen = list(new.sides[ask.player].discard[-len(ask.chosen):])
        if turn.player != viewer:
            _redraw_menu(new, turn.player, rnd)
    log: list[Any] = []
    for e in new.log:
        # A twin's secret is its player's, whoever the engine told it to: one told to the
        # wrong player shows in their view, and the rewrite makes that view differ.
        if isinstance(e, SECRET_TWINS) and e.to is not None and e.player in secrets:
            log.append(_rewrite(e, *secrets[e.player], rnd))
        else:
            log.append(e)
    new.log = log
    return new


def _cards_of(state: CBState, player: PlayerId, key: str) -> list[str]:
    """The cards a private event of ``player`` may name: their 20 once dealt, the redrawn
    deck's before the reveal."""
    side = state.sides[player]
    dealt = [*side.hand, *side.deck, *side.discard, *side.history, *(z.card for z in side.zone)]
    if dealt:
        return dealt
    if key.startswith(SAVED):
        return list(state.options.saved[player][int(key.removeprefix(SAVED))].cards)
    return list(STARTERS[key])

