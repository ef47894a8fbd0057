"""What a viewer cannot know, drawn anew (for the no-leak tests here and the contract suite).

``resample(state, viewer, rnd)`` returns a state that differs from ``state`` only in what
``viewer`` may not know (spec section 8):

- both decks' order (nobody sees a deck, R15, R16);
- the other fighters' bonus hands, each keeping its size, dealt again from what the viewer
  cannot see (the bonus deck and those hands). The game master sees every hand (R42), so for
  the GM hands stay, except what planning changes (below);
- while planning runs, every other fighter's plan (the GM sees none either): it is undone
  back to the snapshot the others see (``turn.public``, ``turn.deck_count``,
  ``turn.bonus_discard``, D33): the cards it drew back in the bonus deck, the cards it posed,
  played or discarded back in hand or front area, AP and item pools full; the hand it began
  with dealt again (for all but the GM, who saw it); then a new random plan is made from
  there with the engine's own planning steps, locked if the real one is;
- other fighters' absorption choices not yet done (R27 step 3, redone at random), their
  pursuit choices not yet revealed (R38), the GM's free-turn marks before they are used (R42)
  and the sealed character pick before the reveal (among that fighter's legal keys; the
  presets when the clock picked);
- the private events those leave: ``Picked.character``, ``Grant.cards`` (the GM is told
  those) and ``Drawn.cards``, rewritten whoever the engine told them to.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

from rules.core import PlayerId, Rng, State, copy_state
from rules.kungfu_duel.content import BONUS_DECK, PRESETS
from rules.kungfu_duel.engine import GAME
from rules.kungfu_duel.events import Drawn, Grant, Picked
from rules.kungfu_duel.fight import protect, protections
from rules.kungfu_duel.plan import lock, plan_options, plan_step
from rules.kungfu_duel.state import Fighter, Front, KFAction, KFState, Kind, Phase, Plan, copy_part

LOCKING = frozenset({Kind.LOCK, Kind.RETREAT})


def resample(state: State, viewer: PlayerId | None, rnd: random.Random) -> KFState:
    """A state differing from ``state`` only in what ``viewer`` may not know, drawn anew.

    The RNG is kept: no view shows any part of it, and it only decides shuffles still to
    come (of the discards, whose content is public, into decks whose order is redrawn here
    anyway) and the clock's random pick; keeping it lets a test play a twin on and meet the
    same chance as the original. The planning redone here runs on a throwaway RNG for the
    same reason."""
    assert isinstance(state, KFState)
    new = copy_state(state)
    gm_view = viewer is not None and viewer == new.gm
    names: dict[PlayerId, str] = {}
    redone: set[PlayerId] = set()
    if new.phase is Phase.PICK:
        names = _redraw_picks(new, viewer, rnd)
    elif new.phase is Phase.PLAN:
        redone = _redo_plans(new, viewer, gm_view, rnd)
    elif not gm_view:
        _deal_again(new, [f for f in new.fighters if f.player != viewer], {}, rnd)
    for f in new.fighters:
        a = f.absorb
        if f.player == viewer or a is None or a.done:
            continue
        a.d, a.chosen = a.received - a.armour - a.shield, []
        while (options := protections(f)) and rnd.random() < 0.6:
            protect(a, rnd.choice(options))
    rnd.shuffle(new.deck)
    rnd.shuffle(new.bonus_deck)
    if new.phase is Phase.PURSUE:
        for f in new.fighters:
            if f.player != viewer:
                f.pursuit = {r: rnd.random() < 0.5 for r in f.pursuit}
    turn = new.turn
    if new.phase is Phase.GM and not gm_view and turn is not None and not turn.gm_free_done:
        fighting = [f.player for f in new.in_fight()]
        marks = rnd.sample(fighting, rnd.randrange(len(fighting) + 1))
        turn.gm_free = marks or rnd.choice([None, []])
    new.log = [_rewrite(e, viewer, gm_view, names, redone, rnd) for e in new.log]
    return new


# --- hands -------------------------------------------------------------------------------------


def _deal_again(state: KFState, fighters: list[Fighter], sizes: dict[PlayerId, int],
                rnd: random.Random, extra: Sequence[str] = ()) -> None:
    """The fighters' hands (``sizes`` cards, else as many as now) dealt again from those hands,
    the bonus deck and ``extra``; the rest makes the bonus deck."""
    pool = [*state.bonus_deck, *extra, *(c for f in fighters for c in f.hand)]
    rnd.shuffle(pool)
    for f in fighters:
        n = sizes.get(f.player, len(f.hand))
        f.hand, pool = pool[:n], pool[n:]
    state.bonus_deck = pool


# --- the sealed character pick -----------------------------------------------------------------


def pick_keys(state: KFState, player: PlayerId, *, random_pick: bool = False) -> list[str]:
    """The character keys ``player`` could have picked (only the presets when the clock
    picked, section 10)."""
    if random_pick:
        return list(PRESETS)
    return [o.arg for o in GAME.pick_options(state, player) if o.arg is not None]


def _redraw_picks(state: KFState, viewer: PlayerId | None, rnd: random.Random
                  ) -> dict[PlayerId, str]:
    """Each other fighter's sealed pick (a draft is only ever set as it is confirmed); the
    new names, for the private events."""
    assert state.picks is not None
    clock = {e.player for e in state.log
             if isinstance(e, Picked) and e.to is None and e.random}
    names = {}
    for p, key in state.picks.drafts.items():
        if p == viewer or key is None:
            continue
        new = rnd.choice(pick_keys(state, p, random_pick=p in clock))
        state.picks.drafts[p] = new
        names[p] = GAME.character_name(state, p, new)
    return names


# --- planning ----------------------------------------------------------------------------------


def _redo_plans(state: KFState, viewer: PlayerId | None, gm_view: bool, rnd: random.Random
                ) -> set[PlayerId]:
    """Undo every other planner's plan back to the snapshot and make a new one; the hands
    the viewer may not see dealt again in between. Returns who was redone."""
    turn = state.turn
    assert turn is not None
    planners = [f for f in state.fighters if f.plan is not None and f.player != viewer]
    drew = sum(f.plan.drew for f in state.fighters if f.plan is not None)
    snapshot = turn.bonus_discard
    # A reshuffle of the bonus discard during this planning (R16) mixed the planners' discards
    # into the deck: no plan is undone then (rare).
    intact = drew <= turn.deck_count and state.bonus_discard[:len(snapshot)] == snapshot
    locked = {f.player: f.plan.locked for f in planners if f.plan is not None}
    back: list[str] = []
    redone = []
    for f in planners if intact else []:
        flow = _card_flow(state, f)
        if flow is not None:
            drawn, discarded = flow
            back += drawn.elements()
            _undo_plan(state, f, discarded)
            redone.append(f)
    if gm_view:
        state.bonus_deck += back
    else:
        # The hands the viewer cannot see: the redone planners' (as planning began), and
        # those of the fighters who do not plan (a free turn's others, those out of the
        # fight); a planner kept as it is keeps its hand.
        others = [f for f in state.fighters if f.player != viewer
                  and (f.plan is None or f in redone)]
        _deal_again(state, others, {}, rnd, back)
        for f in others:
            if f.player in turn.public:
                turn.public[f.player].hand = list(f.hand)
    rnd.shuffle(state.bonus_deck)
    log, emitted, rng = list(state.log), state.emitted, state.rng
    state.rng = Rng.seeded(rnd.getrandbits(64))
    for f in rnd.sample(redone, len(redone)):
        _random_plan(state, f, locked[f.player], rnd)
    state.log, state.emitted, state.rng = log, emitted, rng  # the redo's events are not told
    return {f.player for f in redone}


def start_front(state: KFState, f: Fighter) -> Front:
    """``f``'s front area when planning began: the snapshot, with every Faiblesse still posed
    (planning only ever removes them; the engine's snapshot can miss them, an engine bug
    shown in ``test_no_leak``)."""
    turn = state.turn
    assert turn is not None
    front = copy_part(turn.public[f.player].front)
    front.faiblesses += [c for c in f.front.faiblesses if c not in front.faiblesses]
    return front


def _card_flow(state: KFState, f: Fighter) -> tuple[Counter[str], Counter[str]] | None:
    """The bonus cards ``f`` drew this planning and those it sent to the bonus discard, from
    its plan and the snapshot; None when they cannot be told apart."""
    turn = state.turn
    plan = f.plan
    assert turn is not None and plan is not None
    start = start_front(state, f)
    sig = start.materiel.id if start.materiel is not None and start.materiel.signature else None
    now = f.front.materiel
    discarded = Counter(plan.discarded)
    posed = Counter(plan.posed)
    if sig is not None and (now is None or not now.signature) and discarded[sig]:
        if posed[sig]:
            return None  # the signature, or a deck copy of it posed then discarded: which?
        discarded[sig] -= 1  # the signature itself: set aside, not in the bonus discard
    front_left = Counter(start.cards()) + posed - Counter(f.front.cards())
    through = Counter(f.hand) + posed + Counter([plan.atout] if plan.atout else []) + \
        (discarded - front_left)
    began = Counter(turn.public[f.player].hand)
    if through.total() != began.total() + plan.drew or began - through:
        return None
    return through - began, front_left | discarded


def _undo_plan(state: KFState, f: Fighter, discarded: Counter[str]) -> None:
    """Back to the snapshot: hand, front area, set-aside signature, AP, an empty plan."""
    turn = state.turn
    assert turn is not None
    left = Counter(discarded)
    kept = []
    for c in state.bonus_discard:
        if left[c]:
            left[c] -= 1
        else:
            kept.append(c)
    state.bonus_discard = kept
    public = turn.public[f.player]
    f.hand = list(public.hand)
    f.front = start_front(state, f)
    f.set_aside = list(public.set_aside)
    f.ap_left = f.ap
    f.plan = Plan()


def _random_plan(state: KFState, f: Fighter, locked: bool, rnd: random.Random) -> None:
    """A random plan entered through the engine's steps, locked when the real one was."""
    for _ in range(rnd.randrange(10)):
        options = [o for o in plan_options(state, f) if o.kind not in LOCKING
                   and o.arg != "surrender" and (locked or _leaves_a_choice(state, f, o))]
        if not options:
            break
        plan_step(state, f, rnd.choice(options))
    if not locked:
        return
    last = [o for o in plan_options(state, f) if o.kind is Kind.RETREAT or o.arg == "surrender"]
    if last and rnd.random() < 0.2:
        plan_step(state, f, rnd.choice(last))
    else:
        lock(state, f)  # as the clock does, open slots or marks included


COSTS_AP = frozenset({Kind.BET, Kind.DRAW, Kind.ATOUT, Kind.POSE, Kind.DISCARD_GO})


def _leaves_a_choice(state: KFState, f: Fighter, option: KFAction) -> bool:
    """Whether an unlocked plan still offers more than LOCK after ``option``: with no AP, no
    item pool and no refill left, the engine would have locked it (a single option is played
    at once), so a redone plan the real one shows unlocked must not end there. Cautious: an
    entry that might empty the AP with the refill gone is skipped."""
    plan = f.plan
    assert plan is not None and state.turn is not None
    no_refill = plan.refill is not None or state.turn.free is not None
    item = f.front.materiel
    pool = item.pool if item is not None else 0
    own_ap = option.kind in COSTS_AP or (option.kind is Kind.USE and (
        option.arg == "terrain" or not pool))
    if own_ap:
        return f.ap_left > 1 or not no_refill
    if option.kind is Kind.REFILL:
        return f.ap_left > 0
    if option.kind is Kind.USE:  # the item's own pool
        return f.ap_left > 0 or pool > 1 or not no_refill
    return True


# --- the log -------------------------------------------------------------------------------------


def _rewrite(event: Any, viewer: PlayerId | None, gm_view: bool, names: dict[PlayerId, str],
             redone: set[PlayerId], rnd: random.Random) -> Any:
    """A private event's secret, redrawn when it is not the viewer's to know. A twin's secret
    is its owner's (and the GM's for a grant), whoever the engine told it to: one told to the
    wrong person shows in their view, and the rewrite makes that view differ."""
    if event.to is None or getattr(event, "player", None) == viewer:
        return event
    owner = event.player
    if isinstance(event, Picked) and event.character is not None and owner in names:
        return event.model_copy(update={"character": names[owner]})
    if isinstance(event, Grant) and event.cards and not gm_view:
        return event.model_copy(update={"cards": _some(event.cards, rnd)})
    if isinstance(event, Drawn) and event.cards and (not gm_view or owner in redone):
        return event.model_copy(update={"cards": _some(event.cards, rnd)})
    return event


def _some(cards: list[str], rnd: random.Random) -> list[str]:
    return rnd.sample(BONUS_DECK, len(cards))
