"""The step interpreter (R12-R25, section 5.8): one function runs every card and basic
technique, reading its steps as data.

:func:`run` resolves the current run top to bottom until it needs a choice (it leaves an
:class:`~rules.combat.state.Ask` and returns ``False``) or the technique is over (finished,
failed or paused: it returns ``True`` and the turn ends). :func:`answer` applies a choice and
closes the step it belonged to; the engine then calls :func:`run` again.
"""

from __future__ import annotations

from enum import Enum

from rules.combat.content import BASICS, CARDS, HP_MAX, Basic, CardType, Step, StepKind, Verb
from rules.combat.effects import immobilised, subjects, totals
from rules.combat.events import (
    Check,
    Dissipated,
    Extra,
    Frozen,
    Healed,
    Hurt,
    LossCause,
    Lost,
    Moved,
    MoveHow,
    Nothing,
    Off,
    Pass,
    Paused,
    ShieldUp,
)
from rules.combat.movement import (
    SELF_MOVES,
    default_destination,
    destinations,
    push_directions,
    push_path,
)
from rules.combat.state import Ask, AskKind, CBAction, CBState, Kind, Run
from rules.combat.zones import discard, draw, find, to_history
from rules.core import PlayerId
from rules.kit.hexgrid import Hex, distance


class Flow(Enum):
    NEXT = "next"  # the step is done for this subject
    FAIL = "fail"  # a condition failed (R12)
    ASK = "ask"  # waiting for a choice


def steps_of(run: Run) -> tuple[Step, ...]:
    return BASICS[Basic(run.card)] if run.uid is None else CARDS[run.card].steps


def run(state: CBState) -> bool:
    """Resolve the current run; ``True`` when the technique is over for this turn."""
    assert state.turn is not None and state.turn.run is not None
    current = state.turn.run
    steps = steps_of(current)
    while current.at < len(steps):
        step = steps[current.at]
        if step.kind is StepKind.I and not current.intervening:
            _pause(state, current)  # R12: the card waits, the turn ends
            return True
        subs = subjects(state, current.performer, step)
        while current.who < len(subs):
            flow = _execute(state, current, step, subs[current.who])
            if flow is Flow.ASK:
                return False
            if flow is Flow.FAIL:
                if current.uid is not None:
                    to_history(state, current.owner, current.uid, failed=True)
                return True
            current.who += 1
        _next_step(state, current)
    if current.uid is not None:
        to_history(state, current.owner, current.uid)  # R13
    return True


def _next_step(state: CBState, current: Run) -> None:
    current.at += 1
    current.who = 0
    if current.intervening:  # D6: the steps after an intervention are the owner's
        current.intervening = False
        current.performer = current.owner
    if current.uid is not None:
        found = find(state, current.uid)
        assert found is not None
        found[1].at = current.at


def _pause(state: CBState, current: Run) -> None:
    assert current.uid is not None
    found = find(state, current.uid)
    assert found is not None
    zc = found[1]
    zc.at = current.at
    zc.paused = True
    state.emit(Paused(player=current.owner, card=current.card, uid=current.uid,
                      step=current.at))


# --- one step for one subject ---------------------------------------------------------------


def _execute(state: CBState, current: Run, step: Step, subject: PlayerId) -> Flow:
    if step.kind is StepKind.P:
        return Flow.NEXT  # R15: active from now on (``ZoneCard.at`` passes it)
    if step.kind is StepKind.C:
        return _condition(state, current, step, subject)
    return _effect(state, current, step, subject)


def _condition(state: CBState, current: Run, step: Step, subject: PlayerId) -> Flow:
    if step.verb is Verb.DEFAUSSER:
        hand = state.sides[subject].hand
        if len(hand) > step.n:
            return _ask_discard(state, current, subject, step.n)
        ok = len(hand) == step.n  # R18/D16: too few cards: the whole hand goes, and it fails
        discard(state, subject, list(hand))
    else:
        ok = holds(state, current, step, subject)
    state.emit(Check(player=subject, card=current.card, step=current.at, ok=ok))
    return Flow.NEXT if ok else Flow.FAIL


def holds(state: CBState, current: Run, step: Step, subject: PlayerId) -> bool:
    """A condition other than DEFAUSSER (section 5.8)."""
    me, them = state.sides[subject], state.sides[state.other(subject)]
    verb = step.verb
    if verb in (Verb.CORPS_A_CORPS, Verb.DISTANCE, Verb.PORTEE):
        if me.cell is None or them.cell is None:
            return False  # R21
        gap = distance(me.cell, them.cell)
        if verb is Verb.CORPS_A_CORPS:
            return gap == 1
        return gap >= step.n if verb is Verb.DISTANCE else gap <= step.n
    if verb is Verb.CHARME:
        return totals(state)[subject].charme >= step.n
    assert step.type is not None
    if verb is Verb.CONTRE:
        return step.type in them.last_types
    others = [zc.card for zc in me.zone if zc.uid != current.uid]  # D12: not this card
    if verb is Verb.VISIBLE:
        seen = others + me.history[-1:]
        return any(step.type in CARDS[c].types for c in seen)
    if verb is Verb.IGNORANT:
        return not any(step.type in CARDS[c].types for c in others + me.history)
    raise ValueError(f"{verb} is not a condition")


def _effect(state: CBState, current: Run, step: Step, subject: PlayerId) -> Flow:
    verb, n = step.verb, step.n
    me = state.sides[subject]
    victim = state.other(subject)
    if verb is Verb.DEFAUSSER:
        if len(me.hand) > n:
            return _ask_discard(state, current, subject, n)
        discard(state, subject, list(me.hand))  # R18: as many as possible
    elif verb is Verb.BLESSER:
        hurt(state, subject, n)
    elif verb is Verb.SE_BLESSER:
        lose(state, subject, n, LossCause.SELF)
    elif verb is Verb.BLOQUER:
        healed = min(n, me.recent)  # R24
        me.recent -= healed
        me.hp = min(HP_MAX, me.hp + healed)
        state.emit(Healed(player=subject, n=healed, hp=me.hp))
    elif verb is Verb.BOUCLIER:
        me.pending_shield += n  # R25
        state.emit(ShieldUp(player=subject, n=n, pending=me.pending_shield))
    elif verb is Verb.PIOCHER:
        draw(state, subject, n)
    elif verb is Verb.PASSER:
        assert state.turn is not None
        me.skip += n - 1 if subject == state.turn.player else n  # R27, D8
        state.emit(Pass(player=subject, n=n, skip=me.skip))
    elif verb is Verb.REJOUER:
        me.extra += n
        state.emit(Extra(player=subject, n=n))
    elif verb is Verb.IMMOBILISER:
        them = state.sides[victim]
        them.frozen = max(them.frozen, n)
        state.emit(Frozen(player=victim, n=n))
    elif verb in SELF_MOVES or verb is Verb.ATTIRER:
        return _ask_move(state, current, step, subject)
    elif verb is Verb.POUSSER:
        return _push(state, current, step, subject)
    elif verb is Verb.DISSIPER:
        return _ask_dissipate(state, current, step, subject)
    else:
        raise ValueError(f"{verb} is not an effect")
    return Flow.NEXT


def hurt(state: CBState, subject: PlayerId, n: int) -> None:
    """R22: BLESSER, with Force, against the victim's shield pool."""
    victim = state.sides[state.other(subject)]
    raw = max(0, n + totals(state)[subject].force)
    absorbed = min(victim.pool, raw)
    victim.pool -= absorbed
    victim.hp -= raw - absorbed
    victim.recent += raw - absorbed
    state.emit(Hurt(player=state.other(subject), by=subject, raw=raw, absorbed=absorbed,
                    hp=victim.hp))


def lose(state: CBState, player: PlayerId, n: int, cause: LossCause) -> None:
    """R23: HP lost with no modifier, no shield and no blocking."""
    side = state.sides[player]
    side.hp -= n
    state.emit(Lost(player=player, n=n, cause=cause, hp=side.hp))


def _ask_discard(state: CBState, current: Run, player: PlayerId, n: int) -> Flow:
    current.ask = Ask(kind=AskKind.DISCARD, player=player, count=n)
    return Flow.ASK


def _ask_move(state: CBState, current: Run, step: Step, subject: PlayerId) -> Flow:
    puller = step.verb is Verb.ATTIRER
    mover = state.other(subject) if puller else subject
    start = state.sides[mover].cell
    other = state.sides[state.other(mover)].cell
    if start is None or (puller and other is None) or (not puller and immobilised(state, mover)):
        state.emit(Nothing(player=mover, verb=step.verb))  # R19, R21
        return Flow.NEXT
    cells = destinations(step.verb, step.n, start, other)
    if len(cells) == 1:
        state.emit(Nothing(player=mover, verb=step.verb))
        _after_self_move(state, current, subject, moved=False, verb=step.verb)
        return Flow.NEXT
    current.ask = Ask(kind=AskKind.MOVE, player=subject, cells=cells, mover=mover,
                      count=step.n)
    return Flow.ASK


def default_move(state: CBState, ask: Ask) -> Hex:
    """Section 10's timeout path for a pending move."""
    assert state.turn is not None and state.turn.run is not None and ask.mover is not None
    step = steps_of(state.turn.run)[state.turn.run.at]
    start = state.sides[ask.mover].cell
    assert start is not None
    other = state.sides[state.other(ask.mover)].cell
    return default_destination(step.verb, step.n, start, other)


def _after_self_move(state: CBState, current: Run, subject: PlayerId, *, moved: bool,
                     verb: Verb) -> None:
    """GEL: a voluntary move (Déplacement de base, or a self-move of at least one cell) costs
    the mover their Gel right after it."""
    if verb is Verb.ATTIRER or not (moved or current.card == Basic.DEPLACEMENT):
        return
    gel = totals(state)[subject].gel
    if gel:
        lose(state, subject, gel, LossCause.GEL)


def _push(state: CBState, current: Run, step: Step, subject: PlayerId) -> Flow:
    victim = state.other(subject)
    here, there = state.sides[subject].cell, state.sides[victim].cell
    if here is None or there is None:
        state.emit(Nothing(player=victim, verb=step.verb))
        return Flow.NEXT
    dirs = push_directions(here, there)
    if len(dirs) > 1:
        current.ask = Ask(kind=AskKind.PUSH, player=subject, dirs=dirs, count=step.n,
                          mover=victim)
        return Flow.ASK
    push(state, victim, dirs[0], step.n)
    return Flow.NEXT


def push(state: CBState, victim: PlayerId, direction: int, n: int) -> None:
    """R20: straight on, one step at a time; off the board is OFF for good (R21)."""
    side = state.sides[victim]
    start = side.cell
    assert start is not None
    path, off = push_path(start, direction, n)
    if path:
        side.cell = path[-1]
        state.emit(Moved(player=victim, start=start, end=path[-1], how=MoveHow.PUSHED,
                         direction=direction))
    if off:
        state.emit(Off(player=victim, start=side.cell or start, direction=direction))
        side.cell = None


def _ask_dissipate(state: CBState, current: Run, step: Step, subject: PlayerId) -> Flow:
    victim = state.other(subject)
    uids = [zc.uid for zc in state.sides[victim].zone if zc.uid != current.uid]
    if not uids:
        state.emit(Nothing(player=victim, verb=step.verb))
        return Flow.NEXT
    current.ask = Ask(kind=AskKind.DISSIPATE, player=subject, uids=uids, count=step.n)
    return Flow.ASK


# --- answers --------------------------------------------------------------------------------


def answer(state: CBState, action: CBAction) -> None:
    """Apply a choice to the open ask; close the step when the ask is complete."""
    assert state.turn is not None and state.turn.run is not None
    current = state.turn.run
    ask = current.ask
    assert ask is not None
    if action.kind is Kind.DISCARD:
        assert action.arg is not None
        side = state.sides[ask.player]
        side.hand.remove(action.arg)
        side.discard.append(action.arg)
        ask.chosen.append(action.arg)
        ask.count -= 1
        if ask.count:
            return
        discard(state, ask.player, list(ask.chosen), moved=True)
        if steps_of(current)[current.at].kind is StepKind.C:
            state.emit(Check(player=ask.player, card=current.card, step=current.at, ok=True))
    elif action.kind is Kind.COLUMN:
        ask.column = action.n
        return
    elif action.kind is Kind.BACK:
        ask.column = None
        return
    elif action.kind is Kind.MOVE:
        assert action.cell is not None and ask.mover is not None
        _move_to(state, current, ask, action.cell)
    elif action.kind is Kind.PUSH:
        assert action.n is not None and ask.mover is not None
        push(state, ask.mover, action.n, ask.count)
    elif action.kind is Kind.DISSIPATE:
        if action.uid is not None:
            found = find(state, action.uid)
            assert found is not None
            owner, zc = found
            state.emit(Dissipated(player=ask.player, owner=owner, card=zc.card, uid=zc.uid))
            to_history(state, owner, zc.uid)
            ask.uids.remove(action.uid)
            ask.count -= 1
            if ask.count and ask.uids:
                return
    else:
        raise ValueError(f"{action.kind} does not answer a {ask.kind}")
    current.ask = None
    current.who += 1


def _move_to(state: CBState, current: Run, ask: Ask, cell: Hex) -> None:
    assert ask.mover is not None
    side = state.sides[ask.mover]
    start = side.cell
    assert start is not None
    verb = steps_of(current)[current.at].verb
    pulled = verb is Verb.ATTIRER
    if cell != start:
        side.cell = cell
        state.emit(Moved(player=ask.mover, start=start, end=cell,
                         how=MoveHow.PULLED if pulled else MoveHow.SELF))
    else:
        state.emit(Nothing(player=ask.mover, verb=verb))
    _after_self_move(state, current, ask.player, moved=cell != start, verb=verb)


def card_types(card: str) -> list[CardType]:
    """R14/R29: the types a technique gives ``last_types`` (a basic technique: its type)."""
    if card in CARDS:
        c = CARDS[card]
        return [c.type, *c.secondary]
    return [CardType(Basic(card).value)]
