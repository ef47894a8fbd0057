"""Turns (section 4, R7-R11, R14, R26-R28): the start triggers, the one action, the end of
turn with its loss check, extra and skipped turns, and the turn cap."""

from __future__ import annotations

from rules.combat.content import CARDS, Basic, CardType, Step, StepKind, Verb
from rules.combat.effects import Totals, immobilised, totals
from rules.combat.events import (
    BasicUsed,
    Cap,
    End,
    Intervened,
    Loses,
    LossCause,
    LossReason,
    Played,
    Shield,
    Skipped,
    TurnStarts,
)
from rules.combat.state import CBAction, CBState, Kind, MenuPart, Phase, Run, Turn, ZoneCard
from rules.combat.steps import card_types, lose, run
from rules.combat.zones import draw, find
from rules.core import Outcome, PlayerId, Reason

MENU_LIMIT = 25
"""Discord's limit on one select menu: a longer turn menu is split in parts (section 10)."""


def start_turn(state: CBState, player: PlayerId, number: int, *, extra: bool = False) -> bool:
    """R8; ``False`` when the turn is skipped (it has already ended then)."""
    state.turn = Turn(player=player, number=number, extra=extra)
    state.emit(TurnStarts(player=player, number=number, extra=extra))
    other = state.other(player)
    tot = totals(state)
    them = state.sides[other]
    them.pool = them.pending_shield + tot[other].shield  # R8.1, R25
    them.pending_shield = 0
    if them.pool:
        state.emit(Shield(player=other, pool=them.pool))
    if tot[player].concentration:
        draw(state, player, tot[player].concentration)  # R8.2
    me = state.sides[player]
    if me.skip > 0:  # R8.3, R27
        me.skip -= 1
        me.last_types = []
        state.emit(Skipped(player=player))
        return False
    return True


def proceed(state: CBState) -> None:
    """Go on until a player must decide or the game is over: finish the run, end the turn,
    start the next ones (skipped turns end at once)."""
    while state.phase is Phase.PLAY:
        turn = state.turn
        assert turn is not None
        if turn.run is None:
            return  # the turn's action is to choose
        if turn.run.ask is not None or not run(state):
            return
        turn.run = None
        while state.phase is Phase.PLAY and not _next_turn(state):
            pass


def _next_turn(state: CBState) -> bool:
    """R26-R28 for the turn that just ended, then R8 for the next; ``True`` when the new
    turn waits for its action (or the game ended)."""
    assert state.turn is not None
    player, number = state.turn.player, state.turn.number
    other = state.other(player)
    me = state.sides[player]
    poison = totals(state)[player].poison
    if poison:
        lose(state, player, poison, LossCause.POISON)  # R26.1
    if me.hp <= 0 or me.cell is None:  # R26.2, D3: only the active player is checked
        reason = LossReason.OFF if me.cell is None else LossReason.HP
        state.emit(Loses(player=player, reason=reason, hp=me.hp))
        end(state, Outcome(winners=[other], ranking=[[other], [player]],
                           reason=Reason.RING_OUT if me.cell is None else Reason.KO,
                           scores=_hp(state)))
        return True
    me.recent = 0  # R26.3
    state.sides[other].pool = 0
    if me.frozen > 0:
        me.frozen -= 1
    if number >= state.options.turn_cap:  # R28, D18
        state.emit(Cap(turns=number, hp=_hp(state)))
        hp = _hp(state)
        if hp[player] == hp[other]:
            end(state, Outcome(winners=[], ranking=[[player, other]], reason=Reason.DRAW,
                               scores=hp))
        else:
            win, lost = (player, other) if hp[player] > hp[other] else (other, player)
            end(state, Outcome(winners=[win], ranking=[[win], [lost]], reason=Reason.ROUNDS,
                               scores=hp))
        return True
    if me.extra > 0:  # R27
        me.extra -= 1
        return start_turn(state, player, number + 1, extra=True)
    return start_turn(state, other, number + 1)


def _hp(state: CBState) -> dict[PlayerId, int]:
    return {p: state.sides[p].hp for p in state.order}


def end(state: CBState, outcome: Outcome) -> None:
    state.result = outcome
    state.phase = Phase.OVER
    state.turn = None
    state.emit(End(outcome=outcome))


# --- the action (R9-R11, R14) ---------------------------------------------------------------


def menu(state: CBState, player: PlayerId) -> dict[MenuPart, list[CBAction]]:
    """Every legal action of ``player``'s turn by part of the menu (R9, R10, R14)."""
    tot = totals(state)
    return {MenuPart.BASIC: _basics(state, player, tot),
            MenuPart.CARD: _cards(state, player, tot),
            MenuPart.INTERVENTION: _interventions(state, player)}


def _basics(state: CBState, player: PlayerId, tot: dict[PlayerId, Totals]) -> list[CBAction]:
    out = []
    for basic in Basic:
        if basic is Basic.ATTAQUE and tot[player].disarmed:
            continue  # R10, D22
        if basic is Basic.DEPLACEMENT and immobilised(state, player, tot):
            continue
        out.append(CBAction(player=player, kind=Kind.BASIC, arg=basic))
    return out


def _cards(state: CBState, player: PlayerId, tot: dict[PlayerId, Totals]) -> list[CBAction]:
    me = tot[player]
    hand = state.sides[player].hand
    if me.silenced or len(hand) < tot[state.other(player)].charme:
        return []  # R10: Silence; Charme counts the hand before playing
    frozen = immobilised(state, player, tot)
    out = []
    for card in sorted(set(hand)):
        kind = CARDS[card].type
        if (kind is CardType.ATTAQUE and me.disarmed) or (kind is CardType.DEPLACEMENT
                                                          and frozen):
            continue
        out.append(CBAction(player=player, kind=Kind.PLAY, arg=card))
    return out


def _interventions(state: CBState, player: PlayerId) -> list[CBAction]:
    hand = len(state.sides[player].hand)
    out = []
    for owner in state.order:
        for zc in state.sides[owner].zone:
            if zc.paused and performable(CARDS[zc.card].steps[zc.at], hand):
                out.append(CBAction(player=player, kind=Kind.INTERVENE, uid=zc.uid))
    return out


def performable(step: Step, hand: int) -> bool:
    """R14, D7: an intervention DEFAUSSER N needs N cards in hand; the others always go."""
    assert step.kind is StepKind.I
    return step.verb is not Verb.DEFAUSSER or hand >= step.n


def act(state: CBState, action: CBAction) -> None:
    """Start the turn's technique (R9) and resolve it as far as it goes."""
    turn = state.turn
    assert turn is not None
    player = action.player
    me = state.sides[player]
    turn.menu = None
    if action.kind is Kind.BASIC:
        assert action.arg is not None
        turn.run = Run(owner=player, card=action.arg, performer=player)
        state.emit(BasicUsed(player=player, basic=action.arg))
        me.last_types = card_types(action.arg)
    elif action.kind is Kind.PLAY:
        assert action.arg is not None
        me.hand.remove(action.arg)  # R11: to the activity zone, face up
        state.uids += 1
        me.zone.append(ZoneCard(uid=state.uids, card=action.arg))
        turn.run = Run(owner=player, card=action.arg, uid=state.uids, performer=player)
        state.emit(Played(player=player, card=action.arg, uid=state.uids))
        me.last_types = card_types(action.arg)
    else:
        assert action.kind is Kind.INTERVENE and action.uid is not None
        found = find(state, action.uid)
        assert found is not None
        owner, zc = found
        zc.paused = False
        turn.run = Run(owner=owner, card=zc.card, uid=zc.uid, at=zc.at, performer=player,
                       intervening=True)
        state.emit(Intervened(player=player, owner=owner, card=zc.card, uid=zc.uid,
                              step=zc.at))
        me.last_types = card_types(zc.card)  # R14
    proceed(state)
