"""Phases 2-4: deal and reveal (R15, R16), refill surrenders and retreats (R37, R38), the keep
procedure (R17-R20), used Atouts and wear (R21, R22)."""

from __future__ import annotations

from rules.kungfu_duel.content import BONUS, COMPS, Comp, card_suit, card_value
from rules.kungfu_duel.events import Dropped, Kept, Reveal, Wear
from rules.kungfu_duel.stacks import check_out, drop_all, hit, limit, locked_suits
from rules.kungfu_duel.state import Fighter, Keep, KFState

SUIT_ORDER = (Comp.V, Comp.D, Comp.T, Comp.P)  # section 10's tie order ♦ ♠ ♣ ♥


def deal(state: KFState) -> int | None:
    """R15/R16: the top of the shared deck; an empty deck takes the shuffled discard."""
    if not state.deck and state.discard:
        state.deck = state.discard
        state.discard = []
        state.rng.shuffle(state.deck)
    return state.deck.pop() if state.deck else None


def reveal(state: KFState, planners: list[Fighter]) -> None:
    """Deal every bet in seat order, V to P, plain bets before bonus slots (R15), reveal,
    then apply refills, refill surrenders and retreats together (R37, R38, D33)."""
    for f in planners:
        plan = f.plan
        assert plan is not None
        f.revealed = [[], [], [], []]
        f.bonus_dealt = []
        f.kept = []
        flags: list[list[bool]] = [[], [], [], []]
        lost = 0
        if plan.refill != "surrender" and not plan.retreat:
            for c in COMPS:
                slots = [s for s in plan.bets if s.comp == c and not s.bonus] + \
                    [s for s in plan.bets if s.comp == c and s.bonus]
                for slot in slots:
                    card = deal(state)
                    if card is None:
                        lost += 1
                        continue
                    f.revealed[c].append(card)
                    flags[c].append(slot.bonus)
                    if slot.bonus and c not in f.bonus_dealt:
                        f.bonus_dealt.append(c)
        state.emit(Reveal(player=f.player, cards=[list(r) for r in f.revealed], bonus=flags,
                          atout=plan.atout, posed=list(plan.posed), used=list(plan.used),
                          discarded=list(plan.discarded), drew=plan.drew, refill=plan.refill,
                          retreat=plan.retreat, lost_bets=lost))
    for f in planners:
        plan = f.plan
        assert plan is not None
        if plan.refill is not None:
            hit(state, f, Comp.T, "refill")  # R37.1, shown at the reveal (D33)
            check_out(state, f)
        if plan.retreat:
            hit(state, f, Comp.P, "retreat")  # R38
            drop_all(state, f, "retreat")
            f.retreating = True
            if not check_out(state, f):
                assert state.turn is not None
                state.turn.retreaters.append(f.player)


# --- keep (R17-R20) ----------------------------------------------------------------------------


def start_keep(state: KFState, planners: list[Fighter]) -> None:
    for f in planners:
        if f.fighting and not f.retreating:
            f.keep = Keep()
            advance_keep(state, f)


def advance_keep(state: KFState, f: Fighter) -> None:
    """Run ``f``'s keep procedure until it needs a choice or is done (``f.keep`` None)."""
    k = f.keep
    assert k is not None
    while k.comp < 4:
        if k.choice is not None:
            return
        _component(state, f, k)
        if k.choice is None:
            k.comp += 1
    f.keep = None


def _component(state: KFState, f: Fighter, k: Keep) -> None:
    c = k.comp
    stack = f.stacks[c]
    top_limit = limit(f, c)
    dropped = []
    while stack and card_value(stack[-1]) > top_limit:  # step 2, locks ignored (R31)
        dropped.append(stack.pop())
    if dropped:
        state.discard.extend(dropped)
        k.cascaded.append(c)
        state.emit(Dropped(player=f.player, comp=c, cards=dropped, why="cascade"))
    revealed = f.revealed[c]
    if not revealed:
        return
    locked = locked_suits(f)
    eligible = [r for r in revealed if card_value(r) <= top_limit and card_suit(r) not in locked]
    top = stack[-1] if stack else None
    up = [e for e in eligible if top is None or card_value(e) >= card_value(top)]
    if up:  # step 6
        if len(up) > 1:
            k.choice = sorted(up)
            return
        _place(state, f, c, up[0], replacement=False)
        return
    if top is None:  # step 7
        _discard_rest(state, f, c)
        return
    if any(card_value(r) >= card_value(top) for r in revealed):  # step 8, D6
        _discard_rest(state, f, c)
        return
    exempt = (card_suit(top) == c or c in f.bonus_dealt or card_suit(top) in locked
              or c in k.cascaded)  # R18
    if exempt:
        _discard_rest(state, f, c)
        return
    stack.pop()  # step 9: the failed draw
    state.discard.append(top)
    state.emit(Dropped(player=f.player, comp=c, cards=[top], why="failed"))
    new_top = card_value(stack[-1]) if stack else None
    if eligible:
        best = max(card_value(e) for e in eligible)
        if new_top is None or best >= new_top:
            tied = sorted(e for e in eligible if card_value(e) == best)
            if len(tied) > 1:
                k.choice = tied
                k.failed = True
                return
            _place(state, f, c, tied[0], replacement=True)
            return
    _discard_rest(state, f, c)


def _place(state: KFState, f: Fighter, c: int, card: int, *, replacement: bool) -> None:
    f.stacks[c].append(card)
    f.revealed[c].remove(card)
    f.kept.append((c, card))
    state.emit(Kept(player=f.player, comp=c, card=card, replacement=replacement))
    _discard_rest(state, f, c)


def _discard_rest(state: KFState, f: Fighter, c: int) -> None:
    """Step 10: revealed cards not kept go to the playing discard."""
    state.discard.extend(f.revealed[c])
    f.revealed[c] = []


def choose_keep(state: KFState, f: Fighter, card: int) -> None:
    k = f.keep
    assert k is not None and k.choice is not None
    _place(state, f, k.comp, card, replacement=k.failed)
    k.choice = None
    k.failed = False
    k.comp += 1
    advance_keep(state, f)


def default_keep(f: Fighter) -> int:
    """Section 10: the highest card; on a tie, the component's own suit, then ♦ ♠ ♣ ♥."""
    k = f.keep
    assert k is not None and k.choice is not None
    best = max(card_value(x) for x in k.choice)
    tied = [x for x in k.choice if card_value(x) == best]
    return min(tied, key=lambda x: (card_suit(x) != k.comp, SUIT_ORDER.index(card_suit(x))))


# --- phase 4 --------------------------------------------------------------------------------


def discard_atouts(state: KFState, planners: list[Fighter]) -> None:
    """R21: every Atout played this turn to the bonus discard (also when the fight ends at
    the reveal, so no card is lost)."""
    for f in planners:
        plan = f.plan
        assert plan is not None
        if plan.atout is not None:
            state.bonus_discard.append(plan.atout)
            plan.atout = None


def after_keep(state: KFState, planners: list[Fighter]) -> None:
    """R21 (see :func:`discard_atouts`), then R22: wear on a Matériel used this turn."""
    discard_atouts(state, planners)
    for f in planners:
        plan = f.plan
        assert plan is not None
        item = f.front.materiel
        if item is None or plan.used_materiel != item.id or not f.fighting:
            continue
        suits = BONUS[item.id].suits
        worn = False
        for c, card in sorted(f.kept):
            if c in suits and card_value(card) >= item.fragility:
                item.fragility -= 1
                worn = True
                if item.fragility == 0:
                    break
        if worn:
            broke = item.fragility <= 0
            state.emit(Wear(player=f.player, item=item.id, fragility=item.fragility,
                            broke=broke))
            if broke:
                if item.signature:
                    f.set_aside.append(item.id)
                else:
                    state.bonus_discard.append(item.id)
                f.front.materiel = None
