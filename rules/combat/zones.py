"""Cards moving between a player's zones (R5, R13, R17, R18)."""

from __future__ import annotations

from rules.combat.events import Discarded, Draw, Finished
from rules.combat.state import CBState, ZoneCard
from rules.core import PlayerId


def draw(state: CBState, player: PlayerId, n: int) -> None:
    """R17: one card at a time; an empty deck takes the shuffled discard (D13, lazily); with
    both empty the rest of the draw is lost."""
    side = state.sides[player]
    drawn: list[str] = []
    reshuffled = 0
    for _ in range(n):
        if not side.deck and side.discard:
            reshuffled += len(side.discard)
            side.deck = side.discard
            side.discard = []
            state.rng.shuffle(side.deck)
        if not side.deck:
            break
        drawn.append(side.deck.pop())
    side.hand.extend(drawn)
    state.emit(Draw(player=player, n=len(drawn), asked=n, reshuffled=reshuffled))
    if drawn:
        state.emit(Draw(player=player, n=len(drawn), asked=n, reshuffled=reshuffled,
                        cards=drawn, to=(player,)))


def discard(state: CBState, player: PlayerId, cards: list[str], *, moved: bool = False) -> None:
    """R18: from the hand to the discard, face down; the count is public, the cards are the
    owner's (section 8). ``moved``: the cards are already there (picked one by one)."""
    side = state.sides[player]
    if not moved:
        for card in cards:
            side.hand.remove(card)
            side.discard.append(card)
    state.emit(Discarded(player=player, n=len(cards)))
    if cards:
        state.emit(Discarded(player=player, n=len(cards), cards=list(cards), to=(player,)))


def find(state: CBState, uid: int) -> tuple[PlayerId, ZoneCard] | None:
    for owner in state.order:
        for zc in state.sides[owner].zone:
            if zc.uid == uid:
                return owner, zc
    return None


def to_history(state: CBState, owner: PlayerId, uid: int, *, failed: bool = False) -> None:
    """R12/R13/D17: the card leaves the activity zone for the top of its owner's history at
    once; its permanents end with it."""
    side = state.sides[owner]
    zc = next(z for z in side.zone if z.uid == uid)
    side.zone = [z for z in side.zone if z.uid != uid]
    side.history.append(zc.card)
    state.emit(Finished(player=owner, card=zc.card, uid=uid, failed=failed))
