"""Scales, caps, limits and stacks (R1-R7), damage to a scale and going out of combat (R35)."""

from __future__ import annotations

from rules.kungfu_duel.content import BONUS, COMPS, Comp, card_suit, card_value, threshold
from rules.kungfu_duel.events import Dropped, Hit, Out
from rules.kungfu_duel.state import Fighter, KFState

STATUS = ("dead", "ko", "surrendered", "fled")
"""R35: the status given by the highest-ranked component at 0 or less, V to P."""


def value(f: Fighter, c: int) -> int:
    """R4/D4: the top card's value, 0 when the stack is empty."""
    stack = f.stacks[c]
    return card_value(stack[-1]) if stack else 0


def cap(f: Fighter, c: int) -> int:
    """R3: the lowest scale of c and every component above it."""
    return min(f.scales[: c + 1])


def limit(f: Fighter, c: int) -> int:
    """R5."""
    if c == Comp.V:
        return cap(f, c)
    return min(cap(f, c), value(f, c - 1))


def locked_suits(f: Fighter) -> set[int]:
    """R31/R32: the suits the posed Faiblesses lock."""
    return {s for card in f.front.faiblesses for s in BONUS[card].suits}


def normalise(state: KFState, f: Fighter, why: str = "normalise") -> None:
    """R7: V to P, drop each top card above its limit (locks do not stop it, D17)."""
    for c in COMPS:
        dropped = []
        while f.stacks[c] and card_value(f.stacks[c][-1]) > limit(f, c):
            dropped.append(f.stacks[c].pop())
        if dropped:
            state.discard.extend(dropped)
            state.emit(Dropped(player=f.player, comp=c, cards=dropped, why=why))


def hit(state: KFState, f: Fighter, c: int, cause: str, times: int = 1) -> None:
    """R2: ``times`` damages to component c, then normalise and check (R7, R35)."""
    f.scales[c] -= times * threshold(f.ratings[c])
    state.emit(Hit(player=f.player, comp=c, times=times, scale=f.scales[c], cause=cause))
    normalise(state, f)


def check_out(state: KFState, f: Fighter) -> bool:
    """R35: out of combat when a scale is 0 or less; its cards leave the fight."""
    if not f.fighting:
        return False
    low = [c for c in COMPS if f.scales[c] <= 0]
    if not low:
        return False
    leave(state, f, STATUS[low[0]])
    return True


def leave(state: KFState, f: Fighter, status: str) -> None:
    """Out of combat (R35) or withdrawn (R38): placed cards to the playing discard, hand and
    front area to the bonus discard, a signature item set aside."""
    f.status = status
    drop_all(state, f, "out")
    state.bonus_discard.extend(f.hand)
    f.hand = []
    state.bonus_discard.extend(f.front.cards())
    if f.front.materiel is not None and f.front.materiel.signature:
        f.set_aside.append(f.front.materiel.id)
    f.front = type(f.front)()
    state.emit(Out(player=f.player, status=status))


def drop_all(state: KFState, f: Fighter, why: str) -> None:
    """Every placed card to the playing discard (a retreat, a pursuit)."""
    for c in COMPS:
        if f.stacks[c]:
            cards = f.stacks[c]
            f.stacks[c] = []
            state.discard.extend(cards)
            # Top first, as every other drop is told.
            state.emit(Dropped(player=f.player, comp=c, cards=cards[::-1], why=why))


def own_suit(card: int, c: int) -> bool:
    return card_suit(card) == c
