"""T12, the end of a turn (section 4): (a) the first turn's set-aside tokens (R59), (b) an End
or Style technique with its follow-ups (Kiai's target, Sérénité's swap), (c) the Style's
end-of-turn effect (Gôjû, Kon Muay Kee), (d) the next turn or a Fureur bonus turn (R60)."""

from __future__ import annotations

from rules.kit import seats as seating
from rules.martial_art import turn as turns
from rules.martial_art.board import effect_tokens
from rules.martial_art.content import Applies, Code, Do, Keyword, next_zone
from rules.martial_art.content import technique as tech
from rules.martial_art.events import Bonus, FirstTokens, Kiai, Shift, Swap
from rules.martial_art.state import Choices, MAAction, MAState, Phase, Stage
from rules.martial_art.techniques import can_pay, has_effect, holds, loadout

# --------------------------------------------------------------------------------------

def end_phase(state: MAState) -> None:
    """T12 (a) first-turn tokens, then (b) an End or Style technique, (c) Style effects."""
    turn = state.turn
    assert turn is not None
    p = turn.player
    f = state.fighters[p]
    if not f.first_turn_done:
        f.first_turn_done = True
        zone = turn.start_zone or 1  # D33: an empty board takes them in zone 1
        codes, f.aside = f.aside, []
        f.zones[zone - 1] += codes
        state.emit(FirstTokens(to=(p,), player=p, zone=zone, count=len(codes), codes=codes))
        state.emit(FirstTokens(player=p, zone=zone, count=len(codes)))
    if turn.technique is None and end_techniques(state):
        turn.stage = Stage.END
        return
    style_end(state)


def end_techniques(state: MAState) -> list:  # type: ignore[type-arg]
    """R43, R47: the End and Style techniques the attacker may activate now."""
    turn = state.turn
    assert turn is not None
    f = state.fighters[turn.player]
    out = []
    for t in loadout(f, Keyword.END) + loadout(f, Keyword.STYLE):
        if t.id in turn.used or not can_pay(f, t, turn.locked) or t.id == f.style:
            continue
        if t.applies is Applies.IMMEDIATE:
            if not holds(t.when, turn=turn):
                continue
            if has_effect(t, Do.SWAP_EFFECT_TOKENS) and not swap_firsts(state):
                continue
        out.append(t)
    return out


def end_options(state: MAState) -> Choices:
    turn = state.turn
    assert turn is not None
    p = turn.player
    done = turns.act(p, "done")
    return [*(turns.act(p, "technique", item=t.id) for t in end_techniques(state)), done], done


def play_end(state: MAState, action: MAAction) -> None:
    turn = state.turn
    assert turn is not None
    p = turn.player
    if action.kind == "done":
        style_end(state)
        return
    turns.activate(state, p, action.item)
    t = tech(action.item or "")
    if t.applies is Applies.NEXT_TURN_ATTACK:
        state.fighters[p].pending.append(t.id)  # R44
    elif has_effect(t, Do.LOCK_ENERGY_NEXT_TURN):
        turn.stage = Stage.KIAI
        return
    elif has_effect(t, Do.SWAP_EFFECT_TOKENS):
        turn.picked = None
        turn.stage = Stage.SWAP
        return
    elif has_effect(t, Do.BONUS_TURN):
        turn.fureur = True
    style_end(state)


def kiai_options(state: MAState) -> Choices:
    turn = state.turn
    assert turn is not None
    p = turn.player
    foes = [q for q in seating.opponents(state.seats, state.teams, p)
            if state.fighters[q].alive]
    after = state.seats[state.seats.index(p) + 1:] + state.seats[:state.seats.index(p)]
    first = next(q for q in after if q in foes)  # section 11: the next opponent in seat order
    return [turns.act(p, "target", target=q) for q in foes], turns.act(p, "target", target=first)


def play_kiai(state: MAState, action: MAAction) -> None:
    turn = state.turn
    assert turn is not None and action.target is not None
    state.fighters[action.target].kiai_next = True  # R50
    state.emit(Kiai(player=turn.player, target=action.target))
    style_end(state)


def swap_firsts(state: MAState) -> list[tuple[int, Code]]:
    """Sérénité: own Effects with another Effect in a different zone."""
    turn = state.turn
    assert turn is not None
    tokens = effect_tokens(state.fighters[turn.player])
    return [(z, c) for z, c in tokens if any(z2 != z for z2, _ in tokens)]


def swap_options(state: MAState) -> Choices:
    turn = state.turn
    assert turn is not None
    p = turn.player
    if turn.picked is None:
        pairs = swap_firsts(state)
    else:
        pairs = [(z, c) for z, c in effect_tokens(state.fighters[p]) if z != turn.picked[0]]
    options = [turns.act(p, "token", zone=z, code=c) for z, c in pairs]
    return options, options[0]


def play_swap(state: MAState, action: MAAction) -> None:
    turn = state.turn
    assert turn is not None and action.zone is not None and action.code is not None
    if turn.picked is None:
        turn.picked = (action.zone, action.code)
        return
    (z1, c1), (z2, c2) = turn.picked, (action.zone, action.code)
    exchange(state, z1, c1, z2, c2)
    state.emit(Swap(to=(turn.player,), player=turn.player, zones=(z1, z2), codes=(c1, c2)))
    state.emit(Swap(player=turn.player, zones=(z1, z2)))
    turn.picked = None
    style_end(state)


def exchange(state: MAState, z1: int, c1: Code, z2: int, c2: Code) -> None:
    assert state.turn is not None
    f = state.fighters[state.turn.player]
    f.zones[z1 - 1].remove(c1)
    f.zones[z2 - 1].remove(c2)
    f.zones[z1 - 1].append(c2)
    f.zones[z2 - 1].append(c1)


def style_end(state: MAState) -> None:
    """T12(c) (R48): Gôjû or Kon Muay Kee, once, when it can do something; then (d)."""
    turn = state.turn
    assert turn is not None
    f = state.fighters[turn.player]
    style = f.style
    if style is not None and turn.style_end is None \
            and tech(style).applies is Applies.END_OF_OWN_TURN:
        turn.style_end = style
        turn.picked = None
        if style_end_tokens(state):
            turn.stage = Stage.STYLE_END
            return
    next_turn(state)


def style_end_tokens(state: MAState) -> list[tuple[int, Code]]:
    turn = state.turn
    assert turn is not None and turn.style_end is not None
    f = state.fighters[turn.player]
    tokens = effect_tokens(f)
    effect = tech(turn.style_end).effects[0]
    if effect.do is Do.SWAP_EFFECT_WITH_ACTION:
        kicks = [z for z in range(1, 6) if effect.token in f.zones[z - 1]]
        return [(z, c) for z, c in tokens if any(k != z for k in kicks)]
    return tokens  # Do.SHIFT_EFFECT_TOKEN


def style_end_options(state: MAState) -> Choices:
    turn = state.turn
    assert turn is not None and turn.style_end is not None
    p = turn.player
    done = turns.act(p, "done")
    if turn.picked is None:
        return [*(turns.act(p, "token", zone=z, code=c) for z, c in style_end_tokens(state)),
                done], done
    effect = tech(turn.style_end).effects[0]
    f = state.fighters[p]
    zones = [z for z in range(1, 6) if effect.token in f.zones[z - 1] and z != turn.picked[0]]
    options = [turns.act(p, "action_zone", zone=z) for z in zones]
    return options, options[0]


def play_style_end(state: MAState, action: MAAction) -> None:
    turn = state.turn
    assert turn is not None and turn.style_end is not None
    p = turn.player
    if action.kind == "done":
        next_turn(state)
        return
    effect = tech(turn.style_end).effects[0]
    if action.kind == "token" and effect.do is Do.SWAP_EFFECT_WITH_ACTION:
        assert action.zone is not None and action.code is not None
        turn.picked = (action.zone, action.code)
        return
    if action.kind == "token":  # Kon Muay Kee: one Effect to the next zone
        assert action.zone is not None and action.code is not None
        f = state.fighters[p]
        to = next_zone(action.zone)
        f.zones[action.zone - 1].remove(action.code)
        f.zones[to - 1].append(action.code)
        state.emit(Shift(to=(p,), player=p, zones=(action.zone, to), code=action.code))
        state.emit(Shift(player=p, zones=(action.zone, to)))
    else:  # Gôjû: the chosen Effect and a Kick change zones
        assert turn.picked is not None and action.zone is not None and effect.token
        z1, c1 = turn.picked
        exchange(state, z1, c1, action.zone, effect.token)
        state.emit(Swap(to=(p,), player=p, zones=(z1, action.zone), action=effect.token,
                        codes=(c1, effect.token)))
        state.emit(Swap(player=p, zones=(z1, action.zone), action=effect.token))
    next_turn(state)


def next_turn(state: MAState) -> None:
    """T12(d): a Fureur bonus turn (R60), else the next living fighter (R61)."""
    turn = state.turn
    assert turn is not None
    if state.phase is Phase.OVER:
        return
    p = turn.player
    if turn.fureur and state.fighters[p].alive:
        state.emit(Bonus(player=p))
        turns.begin_turn(state, p, bonus=True)
        return
    i = state.seats.index(p)
    order = state.seats[i + 1:] + state.seats[:i + 1]
    turns.begin_turn(state, next(q for q in order if state.fighters[q].alive))
