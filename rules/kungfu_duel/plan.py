"""Planning (phase 1: R8-R14, R36-R38) and the game master's phase 0 (R42).

Every planning entry is one small action, checked as it is entered (R14): a plain bet, a bonus
draw, an Atout or an item use (whose bonus-bet slots are then placed one by one), posing a
card, the Discard batch, a refill, a retreat, and the lock.
"""

from __future__ import annotations

from rules.kungfu_duel.content import BONUS, COMPS, POSABLE, BonusKind, threshold
from rules.kungfu_duel.events import Drawn, Grant, Locked
from rules.kungfu_duel.state import (
    Fighter,
    Item,
    KFAction,
    KFState,
    Kind,
    Opened,
    Plan,
    Public,
    Slot,
    copy_part,
)

HAND = "hand:"
FRONT = "front:"


def bonus_draw(state: KFState, f: Fighter, n: int) -> list[str]:
    """R9/R16/D27: up to ``n`` cards, never past the hand limit; an empty bonus deck takes the
    shuffled bonus discard."""
    drawn: list[str] = []
    for _ in range(n):
        if len(f.hand) >= f.ap:
            break
        if not state.bonus_deck and state.bonus_discard:
            state.bonus_deck = state.bonus_discard
            state.bonus_discard = []
            state.rng.shuffle(state.bonus_deck)
        if not state.bonus_deck:
            break
        card = state.bonus_deck.pop()
        f.hand.append(card)
        drawn.append(card)
    return drawn


def can_draw(state: KFState, f: Fighter) -> bool:
    return len(f.hand) < f.ap and bool(state.bonus_deck or state.bonus_discard)


def start_planning(state: KFState, fighters: list[Fighter]) -> None:
    """Refresh AP and item pools (R8, R12), open a plan each, and keep the public snapshot."""
    assert state.turn is not None
    state.turn.deck_count = len(state.bonus_deck)
    state.turn.bonus_discard = list(state.bonus_discard)
    state.turn.public = {}
    for f in state.fighters:
        f.plan = None
        f.ap_left = f.ap
        if f.front.materiel is not None:
            f.front.materiel.pool = BONUS[f.front.materiel.id].ap
        state.turn.public[f.player] = Public(hand=list(f.hand), front=copy_part(f.front),
                                              set_aside=list(f.set_aside))
    for f in fighters:
        f.plan = Plan()


# --- the options ----------------------------------------------------------------------------


def plan_options(state: KFState, f: Fighter) -> list[KFAction]:
    plan = f.plan
    assert plan is not None and not plan.locked
    p = f.player
    if plan.opened is not None:
        comps = sorted(set(plan.opened.comps))
        return [*(KFAction(player=p, kind=Kind.SLOT, n=c) for c in comps),
                KFAction(player=p, kind=Kind.SKIP_SLOTS)]
    if plan.marks is not None:
        marks = [KFAction(player=p, kind=Kind.MARK, arg=k) for k in discardable(f)]
        out = [*marks, KFAction(player=p, kind=Kind.BACK)]
        if plan.marks:
            out.append(KFAction(player=p, kind=Kind.DISCARD_GO))
        return out
    free = state.turn is not None and state.turn.free is not None
    ap = f.ap_left
    out: list[KFAction] = []
    if ap:
        out += [KFAction(player=p, kind=Kind.BET, n=c) for c in COMPS]
        if can_draw(state, f):
            out.append(KFAction(player=p, kind=Kind.DRAW))
        if plan.atout is None:
            out += [KFAction(player=p, kind=Kind.ATOUT, arg=c)
                    for c in _in_hand(f, BonusKind.ATOUT)]
        out += [KFAction(player=p, kind=Kind.POSE, arg=c)
                for c in f.hand if BONUS[c].kind in POSABLE]
        if f.front.terrain is not None and plan.used_terrain in (None, f.front.terrain):
            out.append(KFAction(player=p, kind=Kind.USE, arg="terrain"))
        if discardable(f):
            out.append(KFAction(player=p, kind=Kind.DISCARD))
    item = f.front.materiel
    if item is not None and (ap or item.pool) and plan.used_materiel in (None, item.id):
        out.append(KFAction(player=p, kind=Kind.USE, arg="materiel"))
    if not free and plan.refill is None:
        if f.scales[2] - threshold(f.ratings[2]) <= 0:
            out.append(KFAction(player=p, kind=Kind.REFILL, arg="surrender"))
        else:
            out += [KFAction(player=p, kind=Kind.REFILL, arg="a"),
                    KFAction(player=p, kind=Kind.REFILL, arg="b")]
    if not free and plan.actions == 0 and plan.refill is None:
        out.append(KFAction(player=p, kind=Kind.RETREAT))
    out.append(KFAction(player=p, kind=Kind.LOCK))
    return out


def _in_hand(f: Fighter, kind: BonusKind) -> list[str]:
    return [c for c in f.hand if BONUS[c].kind is kind]


def discardable(f: Fighter) -> list[str]:
    """D19: bonus cards in hand and in the front area (not yet marked... marking twice
    unmarks)."""
    out = [HAND + c for c in f.hand]
    front = f.front
    if front.materiel is not None:
        out.append(FRONT + front.materiel.id)
    out += [FRONT + c for c in (front.terrain, front.bouclier, front.armure) if c is not None]
    out += [FRONT + c for c in front.faiblesses]
    return out


# --- applying an entry ------------------------------------------------------------------------


def plan_step(state: KFState, f: Fighter, action: KFAction) -> None:
    plan = f.plan
    assert plan is not None
    kind = action.kind
    if kind is Kind.SLOT:
        assert plan.opened is not None and action.n is not None
        plan.bets.append(Slot(comp=action.n, bonus=True, source=plan.opened.source))
        plan.opened.count -= 1
        if plan.opened.count == 0:
            plan.opened = None
        return
    if kind is Kind.SKIP_SLOTS:
        plan.opened = None
        return
    if kind is Kind.MARK:
        assert plan.marks is not None and action.arg is not None
        if action.arg in plan.marks:
            plan.marks.remove(action.arg)
        else:
            plan.marks.append(action.arg)
        return
    if kind is Kind.BACK:
        plan.marks = None
        return
    if kind is Kind.LOCK:
        lock(state, f)
        return
    plan.actions += 1
    if kind is Kind.BET:
        f.ap_left -= 1
        assert action.n is not None
        plan.bets.append(Slot(comp=action.n, bonus=False))
    elif kind is Kind.DRAW:
        f.ap_left -= 1
        drawn = bonus_draw(state, f, 1)
        plan.drew += len(drawn)
        state.emit(Drawn(player=f.player, cards=drawn, to=(f.player,)))
    elif kind is Kind.ATOUT:
        assert action.arg is not None
        f.ap_left -= 1
        f.hand.remove(action.arg)
        plan.atout = action.arg
        suits = BONUS[action.arg].suits
        plan.opened = Opened(source=action.arg, comps=list(suits), count=len(suits))
    elif kind is Kind.POSE:
        assert action.arg is not None
        f.ap_left -= 1
        f.hand.remove(action.arg)
        plan.posed.append(action.arg)
        pose(state, f, action.arg)
    elif kind is Kind.USE:
        if action.arg == "materiel":
            item = f.front.materiel
            assert item is not None
            if item.pool:
                item.pool -= 1  # R12: the item's own pool first
            else:
                f.ap_left -= 1
            plan.used_materiel = item.id
            plan.used.append("materiel")
            card = BONUS[item.id]
        else:
            assert f.front.terrain is not None
            f.ap_left -= 1
            plan.used_terrain = f.front.terrain
            plan.used.append("terrain")
            card = BONUS[f.front.terrain]
        plan.opened = Opened(source=card.id, comps=list(card.suits), count=card.power)
    elif kind is Kind.DISCARD:
        plan.actions -= 1  # counted when the batch goes
        plan.marks = []
    elif kind is Kind.DISCARD_GO:
        assert plan.marks
        f.ap_left -= 1
        for key in plan.marks:
            discard_bonus(state, f, key)
            plan.discarded.append(key.split(":", 1)[1])
        plan.marks = None
    elif kind is Kind.REFILL:
        assert action.arg is not None
        plan.refill = action.arg
        if action.arg == "surrender":  # R37.2: nothing drawn, the plan locks at once
            lock(state, f)
            return
        if action.arg == "b":
            plan.discarded += f.hand
            state.bonus_discard.extend(f.hand)
            f.hand = []
        drawn = bonus_draw(state, f, f.ap)
        plan.drew += len(drawn)
        state.emit(Drawn(player=f.player, cards=drawn, refill=True, to=(f.player,)))
    elif kind is Kind.RETREAT:
        plan.retreat = True
        lock(state, f)
    else:
        raise ValueError(f"{kind} is not a planning entry")


def _eyes(state: KFState, f: Fighter) -> tuple[str, ...]:
    """Who may read a fighter's bonus cards: the fighter and the GM (R42)."""
    return (f.player,) if state.gm is None else (f.player, state.gm)


def lock(state: KFState, f: Fighter) -> None:
    assert f.plan is not None
    f.plan.opened = None  # R10: unfilled slots are lost
    f.plan.marks = None
    f.plan.locked = True
    state.emit(Locked(player=f.player))


def pose(state: KFState, f: Fighter, card: str) -> None:
    """R10/D32: one posed card of each type; a second one discards the first."""
    kind = BONUS[card].kind
    front = f.front
    if kind is BonusKind.MATERIEL:
        if front.materiel is not None:
            _drop_materiel(state, f)
        b = BONUS[card]
        front.materiel = Item(id=card, fragility=b.fragility, pool=b.ap)
    else:
        old = getattr(front, kind.value)
        if old is not None:
            state.bonus_discard.append(old)
        setattr(front, kind.value, card)


def _drop_materiel(state: KFState, f: Fighter) -> None:
    item = f.front.materiel
    assert item is not None
    if item.signature:
        f.set_aside.append(item.id)
    else:
        state.bonus_discard.append(item.id)
    f.front.materiel = None


def discard_bonus(state: KFState, f: Fighter, key: str) -> None:
    """A bonus card from the hand (``hand:<id>``) or the front area (``front:<id>``)."""
    if key.startswith(HAND):
        card = key.removeprefix(HAND)
        f.hand.remove(card)
        state.bonus_discard.append(card)
        return
    card = key.removeprefix(FRONT)
    front = f.front
    if front.materiel is not None and front.materiel.id == card:
        _drop_materiel(state, f)
    elif card in front.faiblesses:
        front.faiblesses.remove(card)
        state.bonus_discard.append(card)
    else:
        kind = BONUS[card].kind
        setattr(front, kind.value, None)
        state.bonus_discard.append(card)


def drop_item(state: KFState, f: Fighter, what: str) -> None:
    """Discard the posed Terrain or Matériel (absorption R27, conversion R34)."""
    if what == "materiel":
        _drop_materiel(state, f)
    else:
        card = getattr(f.front, what)
        assert card is not None
        setattr(f.front, what, None)
        state.bonus_discard.append(card)


# --- the game master's phase 0 (R42) ------------------------------------------------------


def gm_options(state: KFState) -> list[KFAction]:
    assert state.gm is not None and state.turn is not None
    gm, turn = state.gm, state.turn
    out: list[KFAction] = []
    for f in state.in_fight():
        room = f.ap - len(f.hand)
        if f.player not in turn.gm_granted and room > 0 and can_draw(state, f):
            out += [KFAction(player=gm, kind=Kind.GRANT, target=f.player, n=n)
                    for n in range(1, room + 1)]
    if not turn.gm_free_done:
        out += [KFAction(player=gm, kind=Kind.FREE, target=f.player) for f in state.in_fight()]
        if turn.gm_free:
            out.append(KFAction(player=gm, kind=Kind.FREE_GO))
    out.append(KFAction(player=gm, kind=Kind.GM_DONE))
    return out


def grant(state: KFState, target: Fighter, n: int) -> None:
    assert state.turn is not None
    state.turn.gm_granted.append(target.player)
    drawn = bonus_draw(state, target, n)
    state.emit(Grant(player=target.player, n=len(drawn)))
    state.emit(Grant(player=target.player, n=len(drawn), cards=drawn, to=_eyes(state, target)))

