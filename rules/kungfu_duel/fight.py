"""Phases 5-10: comparison (R23, R24), weapon boost (R25), allocation (R26), absorption,
wounds and conversions (R27-R35), pursuit (R38), the end of the fight and of the turn (R40,
R41)."""

from __future__ import annotations

from rules.core import Outcome, Reason
from rules.kungfu_duel.content import BONUS, COMPS, Comp, card_suit, threshold
from rules.kungfu_duel.events import (
    Absorbed,
    Allotted,
    Boosted,
    Compared,
    Dropped,
    End,
    Hit,
    Limit,
    Pair,
    Pursuit,
    Wound,
)
from rules.kungfu_duel.plan import drop_item
from rules.kungfu_duel.stacks import check_out, drop_all, leave, locked_suits, normalise, value
from rules.kungfu_duel.state import Absorb, Fighter, KFState, Phase

# --- comparison ------------------------------------------------------------------------------


def compared(state: KFState) -> list[Fighter]:
    """Fighters in this turn's comparison: in the fight and not retreating (R23)."""
    return [f for f in state.fighters if f.fighting and not f.retreating]


def compare(state: KFState) -> None:
    """R23/R24: wins per pair and component; the side with more inflicts the difference."""
    turn = state.turn
    assert turn is not None
    fighters = compared(state)
    for f in state.fighters:
        f.wins = 0
    pairs = []
    wins = [0, 0]
    for x in fighters:
        for y in fighters:
            if x.side != 0 or y.side != 1:
                continue
            results = []
            for c in COMPS:
                vx, vy = value(x, c), value(y, c)
                r = (vx > vy) - (vx < vy)
                results.append(r)
                if r > 0:
                    x.wins += 1
                    wins[0] += 1
                elif r < 0:
                    y.wins += 1
                    wins[1] += 1
            pairs.append(Pair(x=x.player, y=y.player, results=results))
    turn.wins = wins
    turn.damage = abs(wins[0] - wins[1])
    turn.winners = None if wins[0] == wins[1] else (0 if wins[0] > wins[1] else 1)
    if pairs:  # nobody to compare with (a lone enemy retreated): nothing to tell
        state.emit(Compared(pairs=pairs, wins=wins, damage=turn.damage, winners=turn.winners,
                            values={f.player: [value(f, c) for c in COMPS] for f in fighters}))


# --- weapon boost (R25) ----------------------------------------------------------------------


def boost_comps(state: KFState, f: Fighter) -> list[int]:
    """Components whose top card ``f`` may discard for a boost: on the Matériel's suits, won at
    least once this turn, not of a locked suit."""
    item = f.front.materiel
    if item is None or not f.wins:
        return []
    suits = BONUS[item.id].suits
    locked = locked_suits(f)
    return [c for c in COMPS if c in suits and f.stacks[c] and _won(state, f, c)
            and card_suit(f.stacks[c][-1]) not in locked]


def _won(state: KFState, f: Fighter, c: int) -> bool:
    return any(e.side != f.side and value(f, c) > value(e, c) for e in compared(state))


def start_boosts(state: KFState) -> bool:
    """Open a boost for each eligible fighter of the winning side; True if any."""
    turn = state.turn
    assert turn is not None and turn.winners is not None
    any_open = False
    for f in compared(state):
        f.boosts = None
        if f.side == turn.winners and boost_comps(state, f):
            f.boosts = []
            any_open = True
    return any_open


def finish_boost(state: KFState, f: Fighter) -> None:
    """Discard the marked top cards (+1 damage each), then normalise (R25, D14)."""
    assert state.turn is not None and f.boosts is not None
    marked = sorted(f.boosts)
    f.boosts = None
    if not marked:
        return
    for c in marked:
        card = f.stacks[c].pop()
        state.discard.append(card)
        state.emit(Dropped(player=f.player, comp=c, cards=[card], why="boost"))
    state.turn.damage += len(marked)
    state.emit(Boosted(player=f.player, comps=marked, damage=state.turn.damage))
    normalise(state, f)


# --- allocation (R26) --------------------------------------------------------------------------


def losers(state: KFState) -> list[Fighter]:
    turn = state.turn
    assert turn is not None and turn.winners is not None
    return [f for f in compared(state) if f.side != turn.winners]


def captain(state: KFState) -> Fighter:
    """R26: the most individual wins this turn; ties go to the lowest seat."""
    turn = state.turn
    assert turn is not None
    side = [f for f in compared(state) if f.side == turn.winners]
    return max(side, key=lambda f: (f.wins, -state.fighters.index(f)))


def unallotted(state: KFState) -> list[Fighter]:
    assert state.turn is not None
    return [f for f in losers(state) if f.player not in state.turn.allotted]


def allot(state: KFState, target: Fighter, n: int) -> None:
    turn = state.turn
    assert turn is not None
    turn.allotted[target.player] = n
    rest = unallotted(state)
    if len(rest) == 1:  # the last one takes what is left
        turn.allotted[rest[0].player] = turn.damage - sum(turn.allotted.values())


def allotted_event(state: KFState) -> None:
    turn = state.turn
    assert turn is not None and turn.captain is not None
    state.emit(Allotted(captain=turn.captain, damage=dict(turn.allotted)))


# --- absorption, wounds (R27-R35) -------------------------------------------------------------


def start_absorb(state: KFState, f: Fighter, d: int) -> None:
    """R27 steps 1-2 (automatic), then the optional protections of step 3."""
    armour = shield = 0
    front = f.front
    if front.armure is not None and d < BONUS[front.armure].solidity:
        armour = 1
        d -= 1
    if front.bouclier is not None and d > 0:
        shield = min(d, BONUS[front.bouclier].protection)
        d -= shield
    f.absorb = Absorb(d=d, received=d + armour + shield, armour=armour, shield=shield)


def protections(f: Fighter) -> list[str]:
    """R27 step 3's choices while damage remains: a Faiblesse or a defensive Atout from the
    hand, the posed Terrain, the posed Matériel (D31); each once."""
    a = f.absorb
    if a is None or a.d <= 0:
        return []
    out = [c for c in f.hand if c not in a.chosen and (
        BONUS[c].kind == "faiblesse" or (BONUS[c].kind == "atout" and BONUS[c].defensive))]
    out += [w for w in ("terrain", "materiel")
            if getattr(f.front, w) is not None and w not in a.chosen]
    return out


def protect(a: Absorb, what: str) -> None:
    """Step 3, one protection at a time. Only the damage left changes now: the cards move when
    the fighter is done, as the choices are secret until then (section 8)."""
    if what in ("terrain", "materiel") or BONUS[what].kind == "atout":  # R29, D31
        a.d -= 1
    else:  # R30: a Faiblesse neutralises one point per suit printed
        a.d -= min(len(BONUS[what].suits), a.d)
    a.chosen.append(what)


def _apply_protections(state: KFState, f: Fighter, chosen: list[str]) -> None:
    for what in chosen:
        if what in ("terrain", "materiel"):
            drop_item(state, f, what)
            continue
        f.hand.remove(what)
        if BONUS[what].kind == "faiblesse":  # R30: it stays posed, locking its suits
            f.front.faiblesses.append(what)
        else:
            state.bonus_discard.append(what)


def finish_absorb(state: KFState, f: Fighter) -> None:
    """The protections chosen take effect, then step 4 (automatic placed-card discards, P
    upward; a locked top stops it), then step 5."""
    a = f.absorb
    assert a is not None
    a.done = True
    _apply_protections(state, f, a.chosen)
    locked = locked_suits(f)
    lost = 0
    while a.d > 0:
        c = next((c for c in reversed(COMPS) if f.stacks[c]), None)
        if c is None or card_suit(f.stacks[c][-1]) in locked:
            break
        card = f.stacks[c].pop()
        state.discard.append(card)
        state.emit(Dropped(player=f.player, comp=c, cards=[card], why="absorb"))
        a.d -= 1
        lost += 1
    state.emit(Absorbed(player=f.player, received=a.received, armour=a.armour, shield=a.shield,
                        chosen=list(a.chosen), cards=lost, left=a.d))
    if a.d > 0:
        # Step 5: asked even with nothing to convert with (whether a defensive Atout is in
        # hand must not show).
        a.wound = True
    else:
        f.absorb = None
        normalise(state, f)
        check_out(state, f)


def conversions(f: Fighter) -> list[str]:
    """R34: what may pay for a conversion: unspent AP, a defensive Atout in hand, the posed
    Bouclier, Terrain or Matériel (D31)."""
    out = ["ap"] if f.ap_left > 0 else []
    out += [c for c in f.hand if BONUS[c].kind == "atout" and BONUS[c].defensive]
    out += [w for w in ("bouclier", "terrain", "materiel") if getattr(f.front, w) is not None]
    return out


def wound(state: KFState, f: Fighter, paid: str | None) -> None:
    """R33 (``paid`` None) or R34's conversion: two damages to Distance."""
    if paid is None:
        f.scales[Comp.V] -= threshold(f.ratings[Comp.V])
        state.emit(Wound(player=f.player))
        state.emit(Hit(player=f.player, comp=Comp.V, scale=f.scales[Comp.V], cause="wound"))
    else:
        if paid == "ap":
            f.ap_left -= 1
        elif paid in ("bouclier", "terrain", "materiel"):
            drop_item(state, f, paid)
        else:
            f.hand.remove(paid)
            state.bonus_discard.append(paid)
        f.scales[Comp.D] -= 2 * threshold(f.ratings[Comp.D])
        state.emit(Wound(player=f.player, converted=True, paid=paid))
        state.emit(Hit(player=f.player, comp=Comp.D, times=2, scale=f.scales[Comp.D],
                       cause="conversion"))
    f.absorb = None
    normalise(state, f)
    check_out(state, f)


# --- pursuit (R38) -------------------------------------------------------------------------


def pursuers_needed(state: KFState) -> list[tuple[Fighter, Fighter]]:
    """(enemy, retreater) pairs still to choose."""
    turn = state.turn
    assert turn is not None
    out = []
    for r in turn.retreaters:
        retreater = state.fighter(r)
        if not retreater.fighting:
            continue
        for e in state.enemies(retreater):
            if e.fighting and not e.retreating and r not in e.pursuit:
                out.append((e, retreater))
    return out


def resolve_pursuits(state: KFState) -> None:
    turn = state.turn
    assert turn is not None
    chasers: set[str] = set()
    for r in turn.retreaters:
        retreater = state.fighter(r)
        if not retreater.fighting:
            continue
        pursuers = [e.player for e in state.enemies(retreater) if e.pursuit.get(r)]
        chasers.update(pursuers)
        withdrawn = not pursuers
        state.emit(Pursuit(retreater=r, pursuers=pursuers, withdrawn=withdrawn))
        if withdrawn:
            leave(state, retreater, "withdrawn")
    for p in sorted(chasers, key=lambda p: [f.player for f in state.fighters].index(p)):
        drop_all(state, state.fighter(p), "pursuit")  # "back to components at zero"
    for f in state.fighters:
        f.pursuit = {}


# --- the end ------------------------------------------------------------------------------


def fight_over(state: KFState) -> bool:
    """R40: a side with no fighter left loses; both emptied at once is a draw."""
    alive = [bool(state.in_fight(s)) for s in (0, 1)]
    if all(alive):
        return False
    if any(alive):
        win = alive.index(True)
        finish(state, Outcome(winners=list(state.sides[win]),
                              ranking=_ranking(state, [state.sides[win], state.sides[1 - win]]),
                              reason=Reason.KO))
    else:
        finish(state, Outcome(winners=[], ranking=_ranking(state, [state.sides[0] +
                                                                    state.sides[1]]),
                              reason=Reason.DRAW))
    return True


def _ranking(state: KFState, groups: list[list[str]]) -> list[list[str]]:
    """The GM, who does not fight, ranks with nobody: listed last, alone."""
    return [*groups, [state.gm]] if state.gm is not None else groups


def limit_reached(state: KFState) -> None:
    """R41."""
    assert state.turn is not None
    state.emit(Limit(turns=state.turn.number))
    finish(state, Outcome(winners=[], ranking=_ranking(state, [state.sides[0] + state.sides[1]]),
                          reason=Reason.DRAW))


def finish(state: KFState, outcome: Outcome) -> None:
    state.result = outcome
    state.phase = Phase.OVER
    state.emit(End(outcome=outcome))
